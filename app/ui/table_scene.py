"""The table scene: lays out the felt, dealer, board and seats from a TableState.

Why a QGraphicsScene and not a painted widget: the table is laid out once in
fixed scene units (1600 x 1000) and the view scales the whole scene to the
window, so presenter mode, a small laptop and a 4K projector all show the same
layout with no pixel sizes in the code; and items are easy for tests to find.

The table is drawn from the dealer's side, as a dealer stands behind it: the dealer
and the board at the top, the players facing the dealer below. Seat 1 sits on the
dealer's left, which is the right-hand side of the picture, and the seat numbers rise
to the picture's left. So the dealer's "from your right to your left" runs across the
picture from left to right, from the highest seat down to seat 1; the trainer's answer
fields for a round list the seats in that same order, each labelled with its seat.

Readability: no text on the felt is smaller than table_items.MIN_TEXT scene units. One
seat shows its spots as rings with the chips on them; two or more seats list their
spots beside their cards, and from four seats on the seats stand on an arc in two
rows (odd places at the back, even ones in front), the outer seats raised into the
felt beside the dealer's cards and the board, so each seat is twice as wide as one row
would allow. The seats' left-to-right order stays the seat order, highest first.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from app.controller.table_state import SeatView, TableState
from app.ui.table_items import (
    MIN_TEXT,
    ROLE,
    CardItem,
    SeatFrameItem,
    SpotItem,
    SpotRowItem,
    TextItem,
    draw_felt,
    felt_texts,
    seat_top,
)

WIDTH, HEIGHT = 1600.0, 1000.0
BIG_CARD = (125.0, 175.0)  # dealer and board: taller than a sixth of the scene


def _key(value: Any) -> Any:
    """A hashable stand-in for an item's constructor argument."""
    if isinstance(value, QRectF):
        return ("rect", value.x(), value.y(), value.width(), value.height())
    if isinstance(value, QPointF):
        return ("point", value.x(), value.y())
    return value


BOARD_LEFT, BOARD_RIGHT = 450.0, 1150.0  # the x span of the dealer's cards and the board


def _text_height(text: str, width: float, size: float = MIN_TEXT) -> float:
    """The height ``text`` takes in a bold :class:`TextItem` ``width`` wide, wrapped as the
    item draws it."""
    return max(MIN_TEXT, TextItem(QRectF(0, 0, width, 100), text, size, bold=True)
               .needed_height())


def _text_width(text: str, width: float) -> float:
    """The width ``text`` takes in a bold :class:`TextItem` ``width`` wide, wrapped as the
    item draws it, with the item's margins."""
    item = TextItem(QRectF(0, 0, width, 1000), text, MIN_TEXT, bold=True)
    return max((QFontMetricsF(f).boundingRect(box, flags, t).width() + 16
                for f, box, flags, t in item.text_boxes()), default=0.0)


def seat_frames(n: int, rules_bottom: float = 0.0, bottom: float = 925.0) -> list[QRectF]:
    """Each seat's frame, seat 1 first; seat 1 at the picture's right (the dealer's left).

    One to three seats stand in one row along the rail. From four on they stand on an
    arc in two rows, alternating back and front, so a seat may be twice as wide as its
    share of one row; a back seat clear of the board rises beside it.
    """
    if n <= 3:
        seat_w = min((WIDTH - 60) / n, 700.0 if n == 1 else 520.0)
        frames = []
        for i in range(n):
            x = WIDTH / 2 + (n - 1) / 2 * seat_w - i * seat_w
            top = seat_top(x) - 8
            frames.append(QRectF(x - seat_w / 2 + 6, top, seat_w - 12, bottom - top))
        return frames
    span = WIDTH - 60
    seat_w = min(460.0, (2 * span / (n - 1) - 14) / (1 + 2 / (n - 1)))
    step = (span - seat_w) / (n - 1)
    row_h = min(256.0, (bottom - 407.0) / 2)  # the back and the front row never meet
    frames = []
    for i in range(n):
        x = WIDTH / 2 + (n - 1) / 2 * step - i * step
        left, right = x - seat_w / 2, x + seat_w / 2
        if i % 2 == 0:  # the back row
            clear = right < BOARD_LEFT or left > BOARD_RIGHT
            top = 300.0 if clear else 412.0
            if left > BOARD_RIGHT:  # under the house rules printed at the right
                top = min(412.0, max(top, rules_bottom + 8))
        else:
            top = bottom - row_h
        frames.append(QRectF(left, top, seat_w, row_h - 6))
    return frames


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
        rules_bottom = felt_texts(state.title, state.rule_lines)[-1][1].bottom()
        # The caption at the foot, as tall as its words (wrapped) need; the seats above it.
        caption_h = _text_height(state.caption, WIDTH - 44, 32) + 6
        caption = QRectF(20, HEIGHT - 4 - caption_h, WIDTH - 40, caption_h)
        frames = seat_frames(len(state.seats), rules_bottom,
                             min(925.0, caption.top() - 4) if len(state.seats) > 1 else 925.0)
        for seat, frame in zip(state.seats, frames, strict=True):
            if len(state.seats) == 1:
                self._seat(state, seat, frame.center().x(), frame.width() + 12, 1)
            else:
                self._listed_seat(state, seat, frame)
        self.addItem(TextItem, caption, state.caption, 32, "#ffffff",
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

    def _listed_seat(self, state: TableState, seat: SeatView, frame: QRectF) -> None:
        """A seat with its cards at the left, the hand's name under them, its spots listed
        at the right and its name in the footer; every box as tall as its words, wrapped
        as drawn, need."""
        tag = f"seat {seat.number}"
        self.addItem(SeatFrameItem, frame, seat.to_act, role=f"{tag} frame")
        inner = frame.adjusted(8, 6, -8, -4)
        name = self._seat_text(seat.number)
        if seat.total_text:
            name += f" \u00b7 {seat.total_text}"
        footer_h = _text_height(name, inner.width()) + 2
        body = QRectF(inner.left(), inner.top(), inner.width(), inner.height() - footer_h)
        w = min(64.0, (body.width() * 0.38 - 6) / 2)
        h = min(w * 1.4, body.height())
        w = h / 1.4
        cards_w = 2 * w + 6
        self._cards(state, tag, seat.cards, inner.left() + cards_w / 2, body.top(), (w, h), 6,
                    slots=0 if seat.cards else 2)
        listed = QRectF(inner.left() + cards_w + 6, body.top(),
                        inner.width() - cards_w - 6, body.height())
        if seat.folded and seat.cards:
            self.addItem(TextItem, QRectF(inner.left() - 4, body.top() + h / 2 - 22,
                                          cards_w + 8, 44), self._folded_text(), MIN_TEXT,
                         "#ffd0d0", True, Qt.AlignmentFlag.AlignCenter, True, role=f"{tag} folded")
        elif seat.hand_name:
            # Under the cards, beside the spots: wrapped onto as many lines as it needs.
            hand_w = cards_w + 8
            hand_h = _text_height(seat.hand_name, hand_w)
            if body.top() + h + 2 + hand_h > body.bottom() or \
                    _text_width(seat.hand_name, hand_w) > hand_w:  # no room: across the seat
                hand_w = body.width()
                hand_h = _text_height(seat.hand_name, hand_w)
                listed.setHeight(max(0.0, body.height() - hand_h - 2))
                top = body.bottom() - hand_h
            else:
                listed.setLeft(inner.left() + hand_w + 4)
                top = body.top() + h + 2
            self.addItem(TextItem, QRectF(inner.left() - 4, top, hand_w, hand_h),
                         seat.hand_name, MIN_TEXT, "#ffffff", True,
                         Qt.AlignmentFlag.AlignCenter, True, role=f"{tag} hand")
        spots = list(seat.spots)
        order = [b for row in state.spot_rows for b in row]
        spots.sort(key=lambda s: order.index(s.bet) if s.bet in order else len(order))
        rows = self._spot_rows(spots, listed, state.denominations)
        y = listed.top()
        for spot, two_lines, row_h in rows:
            self.addItem(SpotRowItem, QRectF(listed.left(), y, listed.width(), row_h), spot,
                         state.denominations, two_lines, role=f"{tag} spot {spot.bet}")
            y += row_h
        self.addItem(TextItem, QRectF(inner.left(), inner.bottom() - footer_h, inner.width(),
                                      footer_h), name, MIN_TEXT, "#ffffff", True,
                     role=f"{tag} name")

    @staticmethod
    def _spot_rows(spots, listed: QRectF, denominations) -> list[tuple]:
        """Each spot with its row's kind (two lines, or one with the result's mark) and
        height: two lines when all fit, else one; on a table too crowded even for that,
        the spots nobody bet on (a street checked) are left out of the list."""
        def heights(shown, two_lines):
            probe = QRectF(listed.left(), 0, listed.width(), 100)
            return [max(2 * SpotRowItem.CHIP_R + 2,
                        SpotRowItem(probe, s, denominations, two_lines).needed_height())
                    for s in shown]
        shown = spots
        for two_lines in (True, False, False):
            hs = heights(shown, two_lines)
            if sum(hs) <= listed.height() + 0.5:
                break
            if not two_lines:
                shown = [s for s in spots if s.stake or s.result]
        spare = max(0.0, listed.height() - sum(hs)) / max(1, len(hs))
        return [(s, two_lines, hh + min(spare, 12.0)) for s, hh in zip(shown, hs, strict=True)]

    def _seat(self, state: TableState, seat: SeatView, x: float, seat_w: float, n: int) -> None:
        w, h = (105.0, 147.0) if n <= 3 else (84.0, 118.0)
        top = seat_top(x)
        spots = {s.bet: s for s in seat.spots}
        rows = tuple(row for row in (tuple(b for b in r if b in spots) for r in state.spot_rows)
                     if row) or ((),)
        room = 925 - seat_top(WIDTH / 2) - h - 14 - 40  # the lowest seat sets the size
        radius = min(48.0, (seat_w - 20) / (2.7 * max(1, max(len(r) for r in rows))),
                     (room / len(rows) - 2.6 * MIN_TEXT) / 2.2)
        row_h = radius * 2.2 + 2.6 * MIN_TEXT
        block_h = h + 14 + len(rows) * row_h + 40
        tag = f"seat {seat.number}"
        self.addItem(SeatFrameItem, QRectF(x - seat_w / 2 + 6, top - 8, seat_w - 12, block_h + 8),
                     seat.to_act, role=f"{tag} frame")
        if seat.cards:
            self._cards(state, tag, seat.cards, x, top, (w, h), 8)
            if seat.folded:
                self.addItem(TextItem, QRectF(x - seat_w / 2, top + h / 2 - 22, seat_w, 44),
                             self._folded_text(), 30, "#ffd0d0", True, Qt.AlignmentFlag.AlignCenter,
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
        if seat.hand_name and not seat.folded:
            name += f" \u00b7 {seat.hand_name}"
        if seat.total_text:
            name += f" \u00b7 {seat.total_text}"
        self.addItem(TextItem, QRectF(x - seat_w / 2, y - radius * 1.1, seat_w, 40), name, 30,
                     "#ffffff", True, role=f"{tag} name")

    def _folded_text(self) -> str:
        from PySide6.QtCore import QCoreApplication

        return QCoreApplication.translate("TableScene", "Folded")

    def _seat_text(self, number: int) -> str:
        from PySide6.QtCore import QCoreApplication

        return QCoreApplication.translate("TableScene", "Seat {seat}").format(seat=number)
