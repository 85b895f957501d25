"""A small line chart drawn with QPainter: accuracy and speed over a drill's answers.

QtCharts is deprecated from Qt 6.10, and two lines need no more than this.
Accuracy is a solid line with round marks (left axis, percent); the median
time a dashed line with square marks (right axis, seconds); the level's target
time a thin dash-dot line; the legend says so in words, so the chart does not
rely on colour alone.
"""

from __future__ import annotations

from typing import Callable, Optional

from PySide6.QtCore import QPointF, QRectF, Qt
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

        def x(i: float) -> float:
            return area.left() + (i - 1) / (n - 1) * area.width()

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
        accuracy = [QPointF(x(i), area.bottom() - a * area.height()) for i, a, _ in self.points]
        times = [QPointF(x(i), area.bottom() - t / top_time * area.height())
                 for i, _, t in self.points]
        p.setPen(QPen(QColor("#1f57c3"), 2))
        p.drawPolyline(accuracy)
        p.setPen(QPen(QColor("#1b7a1b"), 2, Qt.PenStyle.DashLine))
        p.drawPolyline(times)
        p.setPen(Qt.PenStyle.NoPen)
        for a, t in zip(accuracy[-40:], times[-40:], strict=True):
            p.setBrush(QColor("#1f57c3"))
            p.drawEllipse(a, 3, 3)
            p.setBrush(QColor("#1b7a1b"))
            p.drawRect(QRectF(t.x() - 3, t.y() - 3, 6, 6))
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
