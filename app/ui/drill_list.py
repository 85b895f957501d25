"""The trainer's drill list: the drills under their groups' headings, each with the line
saying what the trainee does (both from app/core/trainer/drill_groups.py).

A heading is an item that cannot be chosen: the list's keys and the mouse pass over it.
The closed list shows the chosen drill's title; the open list draws each drill's title
with its line beneath, in smaller grey type, wrapped to a width the title and about 44
characters need, so the list stays narrower than a 1366-pixel screen in large type.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPalette, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QComboBox, QStyle, QStyledItemDelegate, QStyleOptionViewItem

from app.core.trainer.drill_groups import DESCRIPTIONS, DRILL_GROUPS
from app.core.trainer.drill_spec import DRILLS
from app.i18n import qt_translate

ABOUT = Qt.ItemDataRole.UserRole + 1  # a drill's line; a heading has none
HEADING = Qt.ItemDataRole.UserRole + 2  # True on a group's heading
LINE_CHARS = 44  # the line wraps at about this many average characters


def set_list_type(combo: QComboBox, px: int | None) -> None:
    """The open list's type: ``px`` pixels (presenter mode), or the window's (None)."""
    font = QFont(combo.font())
    if px is not None:
        font.setPixelSize(px)
    combo.view().setFont(font)


def fill_drills(combo: QComboBox, current: str | None) -> None:
    """Fill ``combo`` with the groups' headings and their drills (each drill's id as its
    data), in the words of the current language, and choose ``current`` (else the first
    drill)."""
    model = combo.model()
    assert isinstance(model, QStandardItemModel)
    combo.clear()
    for group in DRILL_GROUPS:
        heading = QStandardItem(group.title.render(qt_translate))
        heading.setFlags(Qt.ItemFlag.NoItemFlags)  # neither chosen nor reached by the keys
        heading.setData(True, HEADING)
        model.appendRow(heading)
        for drill in group.drills:
            item = QStandardItem(DRILLS[drill].title.render(qt_translate))
            item.setData(drill, Qt.ItemDataRole.UserRole)
            about = DESCRIPTIONS[drill].render(qt_translate)
            item.setData(about, ABOUT)
            item.setToolTip(about)
            model.appendRow(item)
    # The open list as wide as a drill's line needs (the rows' heights are worked out for
    # that width), never wider than the screen.
    view = combo.view()
    need = QFontMetrics(view.font()).averageCharWidth() * LINE_CHARS + 48
    screen = combo.screen().availableGeometry().width() if combo.screen() else need
    view.setMinimumWidth(min(need, screen - 16))
    found = combo.findData(current)
    combo.setCurrentIndex(found if found >= 0 else combo.findData(next(iter(DRILLS))))


class DrillDelegate(QStyledItemDelegate):
    """Draws a heading in bold, and a drill as its title over its line, in the list's own
    type (presenter mode sets a large one)."""

    @staticmethod
    def _font(option: QStyleOptionViewItem) -> QFont:
        return QFont(option.widget.font()) if option.widget is not None else QFont(option.font)

    @staticmethod
    def _small(font: QFont) -> QFont:
        small = QFont(font)
        if small.pixelSize() > 0:
            small.setPixelSize(max(9, round(small.pixelSize() * 0.85)))
        else:
            small.setPointSizeF(max(7.0, small.pointSizeF() * 0.85))
        return small

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex) -> QSize:  # noqa: N802
        font = self._font(option)
        metrics = QFontMetrics(font)
        title = metrics.horizontalAdvance(str(index.data() or "")) + 24
        about = index.data(ABOUT)
        if not about:  # a heading
            return QSize(title, metrics.height() + 8)
        width = max(title, metrics.averageCharWidth() * LINE_CHARS)
        text = QFontMetrics(self._small(font)).boundingRect(
            QRect(0, 0, width - 22, 10_000), Qt.TextFlag.TextWordWrap, about)
        return QSize(width, metrics.height() + text.height() + 8)

    def paint(self, painter, option: QStyleOptionViewItem, index: QModelIndex) -> None:
        font = self._font(option)
        about = index.data(ABOUT)
        text = str(index.data() or "")
        painter.save()
        if not about:  # a heading: bold, in the window's ink (it is no disabled choice)
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(option.palette.color(QPalette.ColorGroup.Active,
                                                QPalette.ColorRole.WindowText))
            painter.drawText(option.rect.adjusted(6, 4, -6, 0),
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), text)
            painter.restore()
            return
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        style = opt.widget.style() if opt.widget is not None else None
        if style is not None:  # the background and the highlight of the chosen row
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        ink = option.palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.HighlightedText
                                   if selected else QPalette.ColorRole.Text)
        area = option.rect.adjusted(16, 3, -6, -3)
        title_h = QFontMetrics(font).height()
        painter.setPen(ink)
        painter.setFont(font)
        painter.drawText(QRect(area.left(), area.top(), area.width(), title_h),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), text)
        if not selected:  # greyer than the title, still dark enough to read
            ink.setAlpha(185)
            painter.setPen(ink)
        painter.setFont(self._small(font))
        painter.drawText(QRect(area.left(), area.top() + title_h, area.width(),
                               area.height() - title_h),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
                         | int(Qt.TextFlag.TextWordWrap), about)
        painter.restore()
