"""The table scene: lays out the felt, dealer, board and seats from a TableState.

Why a QGraphicsScene and not a painted widget: the table is laid out once in
fixed scene units (1600 x 1000) and the view scales the whole scene to the
window, so presenter mode, a small laptop and a 4K projector all show the same
layout with no pixel sizes in the code; and items are easy for tests to find.
Seat 1 sits on the dealer's left, which is the right-hand side of the picture.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from app.controller.table_state import SeatView, TableState
from app.ui.table_items import ROLE, CardItem, SeatFrameItem, SpotItem, TextItem, draw_felt, seat_top

WIDTH, HEIGHT = 1600.0, 1000.0
BIG_CARD = (125.0, 175.0)  # dealer and board: taller than a sixth of the scene


def _key(value: Any) -> Any:
    """A hashable stand-in for an item's constructor argument."""
    if isinstance(value, QRectF):
        return ("rect", value.x(), value.y(), value.width(), value.height())
    if isinstance(value, QPointF):
        return ("point", value.x(), value.y())
    return value


class TableScene(QGraphicsScene):
    """Draws one TableState.

    ``show_state`` works out every item the state needs, keeps the items that
    are already there unchanged (with their cached pictures), and adds or
    removes only the rest: a step of the hand repaints only what moved.
    The felt is the scene's background, which the view caches.
    """

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setSceneRect(0, 0, WIDTH, HEIGHT)
        self.setBackgroundBrush(QColor("#0a2a18"))
        self.state: TableState | None = None
        self._items: dict[tuple, QGraphicsItem] = {}
        self._wanted: dict[tuple, tuple] = {}
        self._felt: tuple = ()

    def addItem(self, item_or_class, *args, role: str = "") -> None:  # noqa: N802 (Qt's name)
        """Want an item of ``class`` built from ``args``, tagged with its ``role`` (see
        table_items.ROLE); or add a ready item."""
        if isinstance(item_or_class, QGraphicsItem):
            super().addItem(item_or_class)
            return
        key = (item_or_class, role, *(_key(a) for a in args))
        self._wanted[key] = (item_or_class, args, role)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        painter.fillRect(rect, self.backgroundBrush())  # beyond the table, when letterboxed
        draw_felt(painter, self.sceneRect(), *self._felt)

    def show_state(self, state: TableState) -> None:
        self.state = state
        felt = (state.title, state.rule_lines)
        if felt != self._felt:
            self._felt = felt
            self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        self._wanted = {}
        self._dealer(state)
        self._board(state)
        n = len(state.seats)
        seat_w = min((WIDTH - 60) / n, 420.0)
        for i, seat in enumerate(state.seats):
            x = WIDTH / 2 + (n - 1) / 2 * seat_w - i * seat_w  # seat 1 on the right
            self._seat(state, seat, x, seat_w, n)
        self.addItem(TextItem, QRectF(20, 935, WIDTH - 40, 58), state.caption, 32, "#ffffff",
                     True, Qt.AlignmentFlag.AlignCenter, True, role="caption")
        self._sync()

    def _sync(self) -> None:
        for key in [k for k in self._items if k not in self._wanted]:
            self.removeItem(self._items.pop(key))
        for z, (key, (cls, args, role)) in enumerate(self._wanted.items()):
            item = self._items.get(key)
            if item is None:
                item = self._items[key] = cls(*args)
                item.setData(ROLE, role)
                super().addItem(item)
            item.setZValue(z)

    def _cards(self, state: TableState, owner: str, cards, x: float, y: float, size, gap: float,
               slots: int = 0) -> None:
        w, h = size
        count = max(len(cards), slots)
        left = x - (count * w + (count - 1) * gap) / 2
        for i in range(count):
            rect = QRectF(left + i * (w + gap), y, w, h)
            card = cards[i] if i < len(cards) else None
            is_slot = i >= len(cards) or (slots and card is None)
            self.addItem(CardItem, rect, card, state.four_colour, state.card_back, bool(is_slot),
                         card in state.dimmed, role=f"{owner} card {i + 1}")

    def _dealer(self, state: TableState) -> None:
        w, h = BIG_CARD
        self.addItem(TextItem, QRectF(40, 22, 600, h), state.dealer_label, 34, "#f3e9cf", True,
                     Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                     role="dealer label")
        self._cards(state, "dealer", state.dealer_cards, WIDTH / 2, 22, BIG_CARD, 12,
                    slots=0 if state.dealer_cards else 2)

    def _board(self, state: TableState) -> None:
        self._cards(state, "board", state.board, WIDTH / 2, 212, BIG_CARD, 14, slots=5)

    def _seat(self, state: TableState, seat: SeatView, x: float, seat_w: float, n: int) -> None:
        w, h = (105.0, 147.0) if n <= 3 else (84.0, 118.0)
        top = seat_top(x)
        spots = {s.bet: s for s in seat.spots}
        rows = tuple(row for row in (tuple(b for b in r if b in spots) for r in state.spot_rows)
                     if row) or ((),)
        room = 925 - seat_top(WIDTH / 2) - h - 14 - 36  # the lowest seat sets the size
        radius = min(48.0, (seat_w - 20) / (2.7 * max(1, max(len(r) for r in rows))),
                     room / (len(rows) * 3.2) - 1)
        row_h = radius * 3.2
        block_h = h + 14 + len(rows) * row_h + 36
        tag = f"seat {seat.number}"
        self.addItem(SeatFrameItem, QRectF(x - seat_w / 2 + 6, top - 8, seat_w - 12, block_h + 8),
                     seat.to_act, role=f"{tag} frame")
        if seat.cards:
            self._cards(state, tag, seat.cards, x, top, (w, h), 8)
            if seat.folded:
                self.addItem(TextItem, QRectF(x - seat_w / 2, top + h / 2 - 22, seat_w, 44),
                             self._folded_text(), 26, "#ffd0d0", True, Qt.AlignmentFlag.AlignCenter,
                             True, role=f"{tag} folded")
        else:
            self._cards(state, tag, (), x, top, (w, h), 8, slots=2)
        y = top + h + 14 + radius
        for row in rows:
            gap = min(seat_w / max(1, len(row)), radius * 2.9)
            for j, bet in enumerate(row):
                cx = x + (j - (len(row) - 1) / 2) * gap
                self.addItem(SpotItem, QPointF(cx, y), radius, spots[bet], state.denominations,
                             gap - 4, role=f"{tag} spot {bet}")
            y += row_h
        name = f"{self._seat_text(seat.number)}"
        if seat.hand_name:
            name += f" \u00b7 {seat.hand_name}"
        if seat.total_text:
            name += f" \u00b7 {seat.total_text}"
        self.addItem(TextItem, QRectF(x - seat_w / 2, y - radius, seat_w, 36), name, 22,
                     "#ffffff", True, role=f"{tag} name")

    def _folded_text(self) -> str:
        from PySide6.QtCore import QCoreApplication

        return QCoreApplication.translate("TableScene", "Folded")

    def _seat_text(self, number: int) -> str:
        from PySide6.QtCore import QCoreApplication

        return QCoreApplication.translate("TableScene", "Seat {seat}").format(seat=number)
