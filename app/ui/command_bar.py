"""A bar of commands that wraps onto more rows rather than hide any behind a "»" menu.

A tool bar folds the commands that do not fit into its extension menu, where
nobody sees them; on a 1024-wide projector, or in a language of long words,
that was most of them. :class:`CommandBar` lays its commands out in groups,
left to right: a group that does not fit the rest of a row starts the next
row, and a group wider than the whole bar wraps between its own commands. Its
height follows from its width, so the window gives it as many rows as it needs.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QSizePolicy, QWidget


class FlowLayout(QLayout):
    """Items in rows, each group kept on one row where it fits (see the module)."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6,
                 group_gap: int = 18) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._groups: list[int] = []  # each item's group
        self._spacing, self._group_gap = spacing, group_gap
        self._group = 0

    def new_group(self) -> None:
        """The items added next form a group of their own."""
        if self._groups and self._groups[-1] == self._group:
            self._group += 1

    # -- QLayout ------------------------------------------------------------------------
    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 (Qt's name)
        self._items.append(item)
        self._groups.append(self._group)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 (Qt's name)
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 (Qt's name)
        if not 0 <= index < len(self._items):
            return None
        del self._groups[index]
        return self._items.pop(index)

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802 (Qt's name)
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt's name)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt's name)
        return self._lay_out(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 (Qt's name)
        super().setGeometry(rect)
        self._lay_out(rect, move=True)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """One row of everything: as wide as it would like, as tall as one row."""
        shown = self._shown()
        m = self.contentsMargins()
        groups = len({self._groups[i] for i, _item in shown})
        width = sum(item.sizeHint().width() for _i, item in shown) + self._spacing * max(
            0, len(shown) - groups) + self._group_gap * max(0, groups - 1)
        height = max((item.sizeHint().height() for _i, item in shown), default=0)
        return QSize(width + m.left() + m.right(), height + m.top() + m.bottom())

    def minimumSize(self) -> QSize:  # noqa: N802 (Qt's name)
        """As narrow as its widest command (the rows then take the height)."""
        size = QSize()
        for _i, item in self._shown():
            size = size.expandedTo(item.minimumSize().expandedTo(item.sizeHint()))
        m = self.contentsMargins()
        return size + QSize(m.left() + m.right(), m.top() + m.bottom())

    # -- the rows -------------------------------------------------------------------------
    def _shown(self) -> list[tuple[int, QLayoutItem]]:
        return [(i, item) for i, item in enumerate(self._items) if not item.isEmpty()]

    def _lay_out(self, rect: QRect, move: bool) -> int:
        """Place the items (when ``move``) in ``rect``; the height they take."""
        m = self.contentsMargins()
        area = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        x, y, row_h = area.x(), area.y(), 0
        shown = self._shown()
        for k, (i, item) in enumerate(shown):
            hint = item.sizeHint()
            first_of_group = k == 0 or self._groups[shown[k - 1][0]] != self._groups[i]
            gap = 0 if x == area.x() else self._group_gap if first_of_group else self._spacing
            need = hint.width()
            if first_of_group:  # the whole group on this row if it fits here
                need = sum(it.sizeHint().width() + self._spacing for j, it in shown[k:]
                           if self._groups[j] == self._groups[i]) - self._spacing
            if x > area.x() and x + gap + need > area.right() + 1 and (
                    first_of_group or x + gap + hint.width() > area.right() + 1):
                x, y, row_h, gap = area.x(), y + row_h + self._spacing, 0, 0
            if move:
                item.setGeometry(QRect(x + gap, y, hint.width(), hint.height()))
            x += gap + hint.width()
            row_h = max(row_h, hint.height())
        return y + row_h - rect.y() + m.bottom()


class CommandBar(QWidget):
    """The commands above a screen, in groups, on as many rows as its width needs."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.flow = FlowLayout(self)
        self.flow.setContentsMargins(2, 2, 2, 2)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def add_group(self, widgets: list[QWidget]) -> None:
        """Commands kept together on one row where the width allows."""
        self.flow.new_group()
        for w in widgets:
            self.flow.addWidget(w)
