"""A small line chart drawn with QPainter: accuracy and speed over a drill's answers.

QtCharts is deprecated from Qt 6.10, and two lines need no more than this.
Accuracy is a solid line with round marks (left axis, percent); the median
time a dashed line with square marks (right axis, seconds); the level's target
time a thin dash-dot line; the legend says so in words, so the chart does not
rely on colour alone. A drill of thousands of answers has more points than the chart has
pixels: each line is drawn through the points that show in each pixel column (its first,
lowest, highest and last), which looks the same as all of them and takes a few
milliseconds, not a second.
"""

from __future__ import annotations

import itertools
from typing import Callable, Optional, Sequence

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from app.ui.painting import font


class ProgressChart(QWidget):
    """Shows ``points`` = [(answer number, accuracy 0..1, median seconds)]."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.points: list[tuple[int, float, float]] = []
        self.target: float = 0.0
        self.labels = ("", "", "", "")
        self.seconds: Callable[[float, Optional[int]], str] = lambda s, d: f"{s:.{d}f} s"
        self.setMinimumHeight(220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_data(self, points, target: float, labels: tuple[str, str, str, str],
                 seconds: Optional[Callable[[float, Optional[int]], str]] = None) -> None:
        """``labels``: (accuracy legend, time legend, text shown when there is no data,
        target legend); ``seconds(value, decimals)``: a time on the axis in the window's
        language, its unit and decimal separator."""
        self.points, self.target, self.labels = list(points), target, labels
        if seconds is not None:
            self.seconds = seconds
        self.update()

    def axis_seconds(self) -> list[str]:
        """The time axis's labels, bottom to top (whole seconds; tenths under 10 s)."""
        if not self.points:
            return []
        top = self.top_time()
        decimals = 0 if top >= 10 else 1
        return [self.seconds(top * frac, decimals) for frac in (0, 0.5, 1)]

    def top_time(self) -> float:
        return max(max(t for _, _, t in self.points), self.target, 1.0) * 1.15

    @staticmethod
    def drawn(xs: Sequence[float], ys: Sequence[float]) -> list[int]:
        """The points of a line (x rising) to draw, by index: all when there are no more than
        two a pixel column, else in each column the first, the lowest, the highest and the
        last, in order (the line covers the same pixels)."""
        if len(xs) <= 2 * (int(xs[-1]) - int(xs[0]) + 1):
            return list(range(len(xs)))
        keep: list[int] = []
        start = 0
        while start < len(xs):
            column, end = int(xs[start]), start + 1
            while end < len(xs) and int(xs[end]) == column:
                end += 1
            span = range(start, end)
            keep += sorted({start, min(span, key=ys.__getitem__), max(span, key=ys.__getitem__),
                            end - 1})
            start = end
        return keep

    @classmethod
    def segments(cls, xs: Sequence[float], ys: Sequence[float]) -> list[QLineF]:
        """The line through the points (``drawn``), as its segments."""
        points = [QPointF(xs[k], ys[k]) for k in cls.drawn(xs, ys)]
        return [QLineF(a, b) for a, b in itertools.pairwise(points)]

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#ffffff"))
        p.setFont(font(12))
        seconds = self.axis_seconds()
        # Room on the right for the time axis as the language writes it ("12,5 วินาที").
        widest = max((p.fontMetrics().horizontalAdvance(s) for s in seconds), default=0)
        area = QRectF(self.rect()).adjusted(48, 34, -max(52, widest + 8), -28)
        p.setPen(QPen(QColor("#999999"), 1))
        p.drawRect(area)
        if not self.points:
            p.setPen(QColor("#555555"))
            p.drawText(area, Qt.AlignmentFlag.AlignCenter, self.labels[2])
            return
        n = max(2, self.points[-1][0])
        top_time = self.top_time()

        for frac, time_label in zip((0, 0.5, 1), seconds, strict=True):
            y = area.bottom() - frac * area.height()
            p.setPen(QPen(QColor("#dddddd"), 1, Qt.PenStyle.DotLine))
            p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            p.setPen(QColor("#333333"))
            p.drawText(QRectF(0, y - 8, 44, 16), Qt.AlignmentFlag.AlignRight, f"{int(frac * 100)}%")
            p.drawText(QRectF(area.right() + 4, y - 8, widest + 4, 16), Qt.AlignmentFlag.AlignLeft,
                       time_label)
        if self.target:
            y = area.bottom() - self.target / top_time * area.height()
            p.setPen(QPen(QColor("#c77700"), 1, Qt.PenStyle.DashDotLine))
            p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
        left, step = area.left(), area.width() / (n - 1)  # answer i at x = left + (i - 1) * step
        bottom, height = area.bottom(), area.height()
        xs = [left + (i - 1) * step for i, _, _ in self.points]
        accuracy = [bottom - a * height for _, a, _ in self.points]
        times = [bottom - t / top_time * height for _, _, t in self.points]
        # Segment by segment: a polyline that crosses itself thousands of times takes Qt's
        # stroker seconds, its segments milliseconds.
        p.setPen(QPen(QColor("#1f57c3"), 2))
        p.drawLines(self.segments(xs, accuracy))
        p.setPen(QPen(QColor("#1b7a1b"), 2, Qt.PenStyle.DashLine))
        p.drawLines(self.segments(xs, times))
        p.setPen(Qt.PenStyle.NoPen)
        for px, a, t in zip(xs[-40:], accuracy[-40:], times[-40:], strict=True):
            p.setBrush(QColor("#1f57c3"))
            p.drawEllipse(QPointF(px, a), 3, 3)
            p.setBrush(QColor("#1b7a1b"))
            p.drawRect(QRectF(px - 3, t - 3, 6, 6))
        p.setPen(QColor("#1f57c3"))
        p.drawText(QRectF(area.left(), 4, area.width() / 2, 24), Qt.AlignmentFlag.AlignLeft,
                   "\u25cf\u2014 " + self.labels[0])
        p.setPen(QColor("#1b7a1b"))
        p.drawText(QRectF(area.center().x(), 4, area.width() / 2, 24),
                   Qt.AlignmentFlag.AlignRight, "\u25a0- - " + self.labels[1])
        if self.target:
            p.setPen(QColor("#c77700"))
            p.drawText(QRectF(area.left(), area.bottom() + 4, area.width(), 22),
                       Qt.AlignmentFlag.AlignLeft, "-\u00b7-\u00b7 " + self.labels[3])
