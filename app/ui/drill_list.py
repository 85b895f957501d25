"""The trainer's drill list: the drills under their groups' headings, each with the line
saying what the trainee does (both from app/core/trainer/drill_groups.py).

A heading is an item that cannot be chosen: the list's keys and the mouse pass over it.
The closed list shows the chosen drill's title; the open list draws each drill's title
with its line beneath, in smaller grey type, every drill's row the same height: the list is
as wide as its longest line needs (the line cut short with "..." only where the screen is
narrower; the whole line is the row's tooltip). The open list is never taller than the
screen's free height: it scrolls.

Its type follows presenter mode both ways (``set_list_type``): the view and its viewport
are given the size outright, so a size the combo's style sheet once set does not stay on
the viewport after presenter mode ends.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPalette, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from app.core.trainer.drill_groups import DESCRIPTIONS, DRILL_GROUPS
from app.core.trainer.drill_spec import DRILLS
from app.i18n import qt_translate

ABOUT = Qt.ItemDataRole.UserRole + 1  # a drill's line; a heading has none
HEADING = Qt.ItemDataRole.UserRole + 2  # True on a group's heading
PAD = 8  # a row's padding, above and below its words together
INDENT = 16  # a drill's words from the list's left edge (a heading's: 6)


def _sized(font: QFont) -> QFont:
    """``font`` with its size set outright: a painter or a widget given it does not take
    the size of the widget it draws on (a viewport's, left from a style sheet)."""
    sized = QFont(font)
    if sized.pixelSize() > 0:
        sized.setPixelSize(sized.pixelSize())
    else:
        sized.setPointSizeF(sized.pointSizeF())
    return sized


def set_list_type(combo: QComboBox, px: int | None) -> None:
    """The open list's type: ``px`` pixels (presenter mode), or the window's (None)."""
    font = QFont(combo.parentWidget().font() if combo.parentWidget() else combo.font())
    if px is not None:
        font.setPixelSize(px)
    font = _sized(font)
    view = combo.view()
    view.setFont(font)
    view.viewport().setFont(font)


def fill_drills(combo: QComboBox, current: str | None) -> None:
    """Fill ``combo`` with the groups' headings and their drills (each drill's id as its
    data), in the words of the current language, and choose ``current`` (else the first
    drill)."""
    model = combo.model()
    assert isinstance(model, QStandardItemModel)
    combo.hidePopup()  # never emptied under an open list
    combo.blockSignals(True)  # emptied and filled again, not chosen by the trainee
    try:
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
        found = combo.findData(current)
        combo.setCurrentIndex(found if found >= 0 else combo.findData(next(iter(DRILLS))))
    finally:
        combo.blockSignals(False)
    fit_drill_list(combo)


def fit_drill_list(combo: QComboBox) -> None:
    """The open list as wide as its longest title or line needs in its type, never wider
    than the screen; every row as high as a title and a line."""
    view = combo.view()
    font = _sized(view.font())
    big, small = QFontMetrics(font), QFontMetrics(DrillDelegate.small(font))
    need = max(max(big.horizontalAdvance(group.title.render(qt_translate)) for group in
                   DRILL_GROUPS),
               max(max(big.horizontalAdvance(DRILLS[d].title.render(qt_translate)),
                       small.horizontalAdvance(DESCRIPTIONS[d].render(qt_translate)))
                   for d in DRILLS)) + INDENT + 30
    screen = combo.screen().availableGeometry().width() if combo.screen() else need
    view.setMinimumWidth(min(need, screen - 16))
    combo.updateGeometry()  # the closed list's width anew


class DrillCombo(QComboBox):
    """The drill list: drawn by ``DrillDelegate``; open, never taller than the screen's
    free height (the style may draw every row at once, ignoring the visible count)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setItemDelegate(DrillDelegate(self))

    def showPopup(self) -> None:  # noqa: N802 (Qt's name)
        super().showPopup()
        popup = self.view().window()
        if popup is self.window() or self.screen() is None:
            return
        area = self.screen().availableGeometry()
        frame = popup.geometry()
        if frame.height() > area.height():
            frame.setHeight(area.height())
        frame.moveTop(max(area.top(), min(frame.top(), area.bottom() + 1 - frame.height())))
        if frame != popup.geometry():
            popup.setGeometry(frame)
            self.view().scrollTo(self.view().currentIndex())


class DrillDelegate(QStyledItemDelegate):
    """Draws a heading in bold, and a drill as its title over its line, in the list's own
    type (presenter mode sets a large one); every drill's row the same height."""

    @staticmethod
    def _font(option: QStyleOptionViewItem) -> QFont:
        return _sized(option.widget.font() if option.widget is not None else option.font)

    @staticmethod
    def small(font: QFont) -> QFont:
        small = QFont(font)
        if small.pixelSize() > 0:
            small.setPixelSize(max(9, round(small.pixelSize() * 0.85)))
        else:
            small.setPointSizeF(max(7.0, small.pointSizeF() * 0.85))
        return small

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex) -> QSize:  # noqa: N802
        font = self._font(option)
        metrics = QFontMetrics(font)
        title = metrics.horizontalAdvance(str(index.data() or "")) + INDENT + 6
        about = index.data(ABOUT)
        if not about:  # a heading
            return QSize(title, metrics.height() + PAD)
        line = QFontMetrics(self.small(font))
        return QSize(max(title, line.horizontalAdvance(about) + INDENT + 6),
                     metrics.height() + line.height() + PAD)

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
            painter.drawText(option.rect.adjusted(6, PAD // 2, -6, 0),
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
        area = option.rect.adjusted(INDENT, PAD // 2, -6, -(PAD // 2))
        metrics = QFontMetrics(font)
        title_h = metrics.height()
        painter.setPen(ink)
        painter.setFont(font)
        left = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        painter.drawText(QRect(area.left(), area.top(), area.width(), title_h), left,
                         metrics.elidedText(text, Qt.TextElideMode.ElideRight, area.width()))
        if not selected:  # greyer than the title, still dark enough to read
            ink.setAlpha(185)
            painter.setPen(ink)
        small = self.small(font)
        painter.setFont(small)
        line = QFontMetrics(small)
        painter.drawText(QRect(area.left(), area.top() + title_h, area.width(), line.height()),
                         left, line.elidedText(about, Qt.TextElideMode.ElideRight, area.width()))
        painter.restore()
