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

from functools import lru_cache
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from app.controller.table_state import SeatView, SpotView, TableState
from app.ui.painting import font
from app.ui.table_items import (
    BOARD_GAP,
    DEALER_TOP,
    MIN_TEXT,
    ROLE,
    CardItem,
    SeatFrameItem,
    SpotItem,
    SpotRowItem,
    StoryItem,
    TextItem,
    big_card,
    board_span,
    board_top,
    draw_felt,
    felt_texts,
    line_height,
    seat_top,
    spot_words_width,
)

WIDTH, HEIGHT = 1600.0, 1000.0
SPOT_SPACE = 16.0  # between the words of a lone seat's spots, side by side


def _key(value: Any) -> Any:
    """A hashable stand-in for an item's constructor argument."""
    if isinstance(value, QRectF):
        return ("rect", value.x(), value.y(), value.width(), value.height())
    if isinstance(value, QPointF):
        return ("point", value.x(), value.y())
    return value




@lru_cache(maxsize=4096)
def _text_height(text: str, width: float, size: float = MIN_TEXT) -> float:
    """The height ``text`` takes in a bold :class:`TextItem` ``width`` wide, wrapped as the
    item draws it (measured once per text and width)."""
    return max(MIN_TEXT, TextItem(QRectF(0, 0, width, 100), text, size, bold=True)
               .needed_height())


@lru_cache(maxsize=4096)
def _text_width(text: str, width: float, size: float = MIN_TEXT) -> float:
    """The width ``text`` takes in a bold :class:`TextItem` ``width`` wide, wrapped as the
    item draws it, with the item's margins (measured once per text and width)."""
    item = TextItem(QRectF(0, 0, width, 1000), text, size, bold=True)
    return max((QFontMetricsF(f).boundingRect(box, flags, t).width() + 16
                for f, box, flags, t in item.text_boxes()), default=0.0)


def _spot_words_width(spot: SpotView, width: float) -> float:
    """The width a lone seat's spot needs for its words: the bet and its stake, and the
    result after its drawn mark."""
    widths = [_text_width(spot.label, width),
              _text_width(f"{spot.label} {spot.stake_text}", width)]
    if spot.result:
        widths.append(_text_width(spot.result_text, width) + 0.7 * MIN_TEXT + 6)
    return max(*widths, spot_words_width(spot))


def _spot_words_height(spot: SpotView) -> float:
    """The height a lone seat's spot needs under its ring: two lines as tall as they are
    drawn (see :class:`SpotItem`)."""
    line = spot.label if not spot.stake else f"{spot.label} {spot.stake_text}"
    result = line_height(spot.result_text, font(MIN_TEXT, True)) if spot.result else 0.0
    return max(2.6 * MIN_TEXT, 2 + line_height(line, font(MIN_TEXT, True))
               + max(result, 1.25 * MIN_TEXT) + 0.1 * MIN_TEXT)


def _lone_width(state: TableState, seat: SeatView, frame: QRectF,
                printed: tuple[QRectF, ...]) -> float:
    """A lone seat's width: its frame's, or wider when a row of its spots needs it for their
    words ("Paid 700" under each ring, whole), as far as the felt and the printed lines
    beside the seat allow."""
    width = frame.width() + 12
    spots = {s.bet: s for s in seat.spots}
    need = width
    for row in state.spot_rows:
        shown = [spots[bet] for bet in row if bet in spots]
        if shown:
            words = max(spot_words_width(spot) for spot in shown)
            need = max(need, len(shown) * (words + SPOT_SPACE) + 8)
    x = frame.center().x()
    half = min(need, WIDTH - 60) / 2
    for box in printed:  # the house rules may run down the felt beside the seat
        if box.bottom() > frame.top() - 4:
            if box.left() >= x:
                half = min(half, box.left() - 4 - x + 6)
            elif box.right() <= x:
                half = min(half, x - box.right() - 4 + 6)
    return max(width, 2 * half)


def seat_frames(n: int, printed: tuple[QRectF, ...] = (), bottom: float = 925.0) -> list[QRectF]:
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
    back_top = board_top(True) + big_card(True)[1] + 20  # just under the board
    board_left, board_right = board_span(True)
    row_h = (bottom - back_top + 5) / 2  # the back and the front row never meet
    frames = []
    for i in range(n):
        x = WIDTH / 2 + (n - 1) / 2 * step - i * step
        left, right = x - seat_w / 2, x + seat_w / 2
        if i % 2 == 0:  # the back row
            clear = right < board_left - 20 or left > board_right + 20
            top = 300.0 if clear else back_top
            # Under the felt's printed lines (the house rules at the right) above it.
            top = max([top] + [box.bottom() + 8 for box in printed
                               if box.right() > left and box.left() < right])
            # Pushed down by long house rules it is shorter: it never meets the front row.
            height = min(row_h, back_top + row_h - top)
        else:
            top, height = bottom - row_h, row_h
        frames.append(QRectF(left, top, seat_w, max(0.0, height - 6)))
    return frames


@lru_cache(maxsize=4096)
def _row_size(spot: SpotView, stake_text: str, width: float, denominations: tuple[int, ...],
              two_lines: bool, paid: bool) -> tuple[tuple[bool, bool], float]:
    """How a spot's row is listed in ``width`` ((two lines?, paid shown?): one line when its
    words do not fit across on two) and the height its words take; measured on a row made
    for the purpose, once per spot, width and form (``stake_text``, the stake as the
    language writes it, keys a change of language)."""
    row = SpotRowItem(QRectF(0, 0, width, 100), spot, denominations, two_lines, paid)
    if two_lines and not row.fits_across():
        return _row_size(spot, stake_text, width, denominations, False, paid)
    return (two_lines, paid), max(2 * SpotRowItem.CHIP_R + 2, row.needed_height())


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
        crowded = len(state.seats) > 3
        felt = (state.title, state.rule_lines, crowded, bool(state.dealer_label))
        if felt != self._felt:
            self._felt = felt
            self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        self._wanted = {}
        self._dealer(state)
        if not state.story:
            self._board(state)
        printed = tuple(box for _f, box, _flags, _t in felt_texts(*felt))
        # The caption at the foot, as tall as its words (wrapped) need; the seats above it.
        caption_h = _text_height(state.caption, WIDTH - 44, 32) + 6
        caption = QRectF(20, HEIGHT - 4 - caption_h, WIDTH - 40, caption_h)
        if state.story:  # a question in words: the sentences take the place of the cards
            top = max((box.bottom() for box in printed), default=40.0) + 24
            self.addItem(StoryItem, QRectF(60, top, WIDTH - 120, caption.top() - 24 - top),
                         state.story, role="story")
        frames = seat_frames(len(state.seats), printed,
                             min(925.0, caption.top() - 4)) \
            if state.seats else []
        for seat, frame in zip(state.seats, frames, strict=True):
            if len(state.seats) == 1:
                self._seat(state, seat, frame.center().x(),
                           _lone_width(state, seat, frame, printed), 1, frame.bottom())
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
        if not state.dealer_label:  # no dealer's hand in this game (no-limit)
            return
        size = big_card(len(state.seats) > 3)
        self.addItem(TextItem, QRectF(40, DEALER_TOP, 600, size[1]), state.dealer_label, 34,
                     "#f3e9cf", True, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                     role="dealer label")
        self._cards(state, "dealer", state.dealer_cards, WIDTH / 2, DEALER_TOP, size, 12,
                    slots=0 if state.dealer_cards else 2)

    def _board(self, state: TableState) -> None:
        crowded = len(state.seats) > 3
        self._cards(state, "board", state.board, WIDTH / 2, board_top(crowded), big_card(crowded),
                    BOARD_GAP, slots=5)

    def _listed_seat(self, state: TableState, seat: SeatView, frame: QRectF) -> None:
        """A seat with its cards at the left, the hand's name under them (or across the
        seat), its spots listed at the right and its name in the footer; every box as tall
        as its words, wrapped as drawn, need, and none over another (see :meth:`_plan`)."""
        tag = f"seat {seat.number}"
        self.addItem(SeatFrameItem, frame, seat.to_act, role=f"{tag} frame")
        inner = frame.adjusted(8, 6, -8, -4)
        name = self._seat_text(seat.number)
        if seat.total_text:  # "Seat 5 · Net +395", or "Seat 5 · +395" when that wraps
            long = f"{name} \u00b7 {seat.total_text}"
            short = f"{name} \u00b7 {seat.total_short}"
            name = long if _text_height(long, inner.width()) <= \
                _text_height(short, inner.width()) else short
        footer_h = _text_height(name, inner.width()) + 2
        body = QRectF(inner.left(), inner.top(), inner.width(), inner.height() - footer_h)
        spots = list(seat.spots)
        order = [b for row in state.spot_rows for b in row]
        spots.sort(key=lambda s: order.index(s.bet) if s.bet in order else len(order))
        # A folded seat's word stands where a hand's name would, under the cards: cards kept
        # in sight say why ("AA Bonus still to settle").
        hand_name = self._folded_text(seat) if seat.folded else seat.hand_name
        (w, h), hand, rows = self._plan(body, hand_name, spots, state.denominations)
        cards_w = 2 * w + 6
        self._cards(state, tag, seat.cards, body.left() + cards_w / 2, body.top(), (w, h), 6,
                    slots=0 if seat.cards else 2)
        if seat.folded and hand is not None:
            self.addItem(TextItem, hand, hand_name, MIN_TEXT, "#ffd0d0", True,
                         Qt.AlignmentFlag.AlignCenter, True, role=f"{tag} folded")
        elif hand is not None:
            self.addItem(TextItem, hand, hand_name, MIN_TEXT, "#ffffff", True,
                         Qt.AlignmentFlag.AlignCenter, True, role=f"{tag} hand")
        for spot, (two_lines, paid), rect in rows:
            self.addItem(SpotRowItem, rect, spot, state.denominations, two_lines, paid,
                         role=f"{tag} spot {spot.bet}")
        self.addItem(TextItem, QRectF(inner.left(), inner.bottom() - footer_h, inner.width(),
                                      footer_h), name, MIN_TEXT, "#ffffff", True,
                     role=f"{tag} name")

    def _plan(self, body: QRectF, hand_name: str, spots, denominations) -> tuple:
        """Where a listed seat's cards, hand name and spot rows go in ``body``: the card
        size, the hand name's rect (None when there is none) and each spot row as (spot,
        (two lines?, paid shown?), rect). The first layout whose words all fit is taken, trying in turn:
        the hand's name under the cards, in a column widened to its longest word, across
        the seat under the spots; then the same with smaller cards."""
        full = min(64.0, (body.width() * 0.38 - 6) / 2)
        plan: tuple = ()
        for scale in (1.0, 0.85, 0.7):
            h = min(full * scale * 1.4, body.height())
            w = h / 1.4
            cards_w = 2 * w + 6
            for place in ("under", "wide", "across") if hand_name else ("",):
                listed = QRectF(body.left() + cards_w + 6, body.top(),
                                body.width() - cards_w - 6, body.height())
                hand = None
                if place in ("under", "wide"):
                    hand_w = cards_w + 8
                    if place == "wide":
                        hand_w = max(hand_w, min(body.width() * 0.5,
                                                 _text_width(hand_name, body.width() * 0.5)))
                    hand_h = _text_height(hand_name, hand_w)
                    if body.top() + h + 2 + hand_h > body.bottom() or \
                            _text_width(hand_name, hand_w) > hand_w:
                        continue
                    hand = QRectF(body.left() - 4, body.top() + h + 2, hand_w, hand_h)
                    listed.setLeft(body.left() + hand_w + 4)
                elif place == "across":
                    hand_h = _text_height(hand_name, body.width())
                    if hand_h + h > body.height():
                        continue
                    listed.setHeight(max(0.0, body.height() - hand_h - 2))
                    hand = QRectF(body.left(), body.bottom() - hand_h, body.width(), hand_h)
                rows, fits = self._spot_rows(spots, listed, denominations)
                plan = ((w, h), hand, rows)
                if fits:
                    return plan
        if not plan:  # a seat too small for any: the smallest cards, the name across
            hand = QRectF(body.left(), body.bottom() - MIN_TEXT * 1.4, body.width(),
                          MIN_TEXT * 1.4) if hand_name else None
            listed = QRectF(body.left() + cards_w + 6, body.top(), body.width() - cards_w - 6,
                            max(0.0, body.height() - (hand.height() + 2 if hand else 0)))
            plan = ((w, h), hand, self._spot_rows(spots, listed, denominations)[0])
        return plan

    @staticmethod
    def _spot_rows(spots, listed: QRectF, denominations) -> tuple[list[tuple], bool]:
        """Each spot as (spot, (two lines?, paid shown?), its row's rect) down ``listed``,
        and whether they all fit: two lines each when all fit (one for a spot whose result
        is a word too long for the row), else one with a win's payment, else one with its
        mark alone; on a table too crowded even for that, the spots nobody bet on (a street
        checked) are left out of the list."""
        def sized(spot, two_lines: bool, paid: bool) -> tuple[tuple[bool, bool], float]:
            return _row_size(spot, spot.stake_text, listed.width(), denominations, two_lines,
                             paid)

        shown = spots
        # The last try repeats the one before it without the spots nobody bet on.
        for two_lines, paid in ((True, True), (False, True), (False, False), (False, False)):
            rows = [(s, *sized(s, two_lines, paid)) for s in shown]
            need = sum(h for _s, _mode, h in rows)
            if need <= listed.height() + 0.5:
                break
            if not paid:
                shown = [s for s in spots if s.stake or s.result]
        spare = min(12.0, max(0.0, listed.height() - need) / max(1, len(rows)))
        out, y = [], listed.top()
        for s, mode, h in rows:
            out.append((s, mode, QRectF(listed.left(), y, listed.width(), h + spare)))
            y += h + spare
        return out, need <= listed.height() + 0.5

    def _seat(self, state: TableState, seat: SeatView, x: float, seat_w: float, n: int,
              bottom: float = 925.0) -> None:
        w, h = (105.0, 147.0) if n <= 3 else (84.0, 118.0)
        top = seat_top(x)
        spots = {s.bet: s for s in seat.spots}
        rows = tuple(row for row in (tuple(b for b in r if b in spots) for r in state.spot_rows)
                     if row) or ((),)
        name = f"{self._seat_text(seat.number)}"
        if seat.hand_name and not seat.folded:
            name += f" \u00b7 {seat.hand_name}"
        if seat.total_text:
            name += f" \u00b7 {seat.total_text}"
        name_h = max(40.0, _text_height(name, seat_w - 16, 30))
        # The lowest seat sets the size; above the caption (two lines of an audit's words).
        room = bottom - seat_top(WIDTH / 2) - h - 14 - name_h
        words_h = max((_spot_words_height(spot) for spot in seat.spots), default=2.6 * MIN_TEXT)
        radius = min(48.0, (seat_w - 20) / (2.7 * max(1, max(len(r) for r in rows))),
                     (room / len(rows) - words_h) / 2.2)
        row_h = radius * 2.2 + words_h
        block_h = h + 14 + len(rows) * row_h + name_h
        tag = f"seat {seat.number}"
        self.addItem(SeatFrameItem, QRectF(x - seat_w / 2 + 6, top - 8, seat_w - 12, block_h + 8),
                     seat.to_act, role=f"{tag} frame")
        self._cards(state, tag, seat.cards, x, top, (w, h), 8, slots=0 if seat.cards else 2)
        if seat.folded:  # beside its cards, with why they stay ("AA Bonus still to settle")
            words = self._folded_text(seat)
            left = x + w + 4 + 12  # the cards' right edge (two cards, a gap of 8) and a margin
            room = x + seat_w / 2 - 14 - left
            banner_w = min(room, _text_width(words, room, 30))
            banner_h = max(44.0, _text_height(words, banner_w, 30) + 6)
            self.addItem(TextItem, QRectF(left, top + h / 2 - banner_h / 2, banner_w, banner_h),
                         words, 30, "#ffd0d0", True, Qt.AlignmentFlag.AlignCenter, True,
                         role=f"{tag} folded")
        y = top + h + 14 + radius
        for row in rows:
            # Spots close together, but each as wide as its words ("AA Bonus 90") need.
            words = max((_spot_words_width(spots[bet], seat_w) for bet in row), default=0.0)
            # At their widest the spots (each gap - 4) span the seat's frame (seat_w - 12).
            gap = min((seat_w - 8) / max(1, len(row)), max(radius * 2.9, words + SPOT_SPACE))
            for j, bet in enumerate(row):
                cx = x + (j - (len(row) - 1) / 2) * gap
                self.addItem(SpotItem, QPointF(cx, y), radius, spots[bet], state.denominations,
                             gap - 4, role=f"{tag} spot {bet}")
            y += row_h
        self.addItem(TextItem, QRectF(x - seat_w / 2 + 8, y - radius * 1.1, seat_w - 16,
                                      name_h), name, 30, "#ffffff", True, role=f"{tag} name")

    def _folded_text(self, seat: SeatView) -> str:
        folded = QCoreApplication.translate("TableScene", "Folded")
        return f"{folded}\n{seat.note}" if seat.note else folded

    def _seat_text(self, number: int) -> str:
        return QCoreApplication.translate("TableScene", "Seat {seat}").format(seat=number)
