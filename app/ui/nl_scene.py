"""The no-limit table drawn: seats around an oval, bets, the board, the pots apart.

The scene draws one :class:`~app.controller.nl_state.NLTableState` and
computes nothing: every figure and word comes from the controller. The dealer
stands at the top; seat 1 is on the dealer's left (the picture's right) and
the seats run clockwise. Each seat shows its name, level and stack; its cards
sit toward the middle, face down until the showdown; its bet for the street
lies in front of it as chips with the amount; the pots lie under the board,
each with the seats that can win it. The seat to act is ringed in yellow.
At the end of a hand the pots' chips slide to their winners (at most half a
second; switched off in the set-up). Items cache their pictures, so a step of
the hand repaints only what changed.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen, QPixmap, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsView

from app.controller.nl_state import NLPotView, NLSeatView, NLTableState
from app.i18n import format_amount
from app.ui.painting import (
    advance,
    clear_picture_caches,
    device_scale,
    draw_card,
    draw_slot,
    draw_stacks,
    font,
    one_column,
)
from app.ui.table_items import ROLE, RectItem
from app.ui.table_view import quiet_view

# Every window's table area (1024x700 up to presenter mode) is taller for its width than
# this shape, so the view scales the scene to its width: its height up to about 1100 units
# is room that costs no type size.
WIDTH, HEIGHT = 1800.0, 1080.0
CENTRE = QPointF(900.0, 540.0)
FELT_RX, FELT_RY = 690.0, 390.0  # the felt's oval
SEAT_RX, SEAT_RY = 740.0, 458.0  # where the seats' plates stand
TEXT = 31.0  # the words on the table, in scene units (a 45th of the screen in presenter mode)
# A line's height at TEXT in every script the app ships (the Armenian and Georgian fonts'
# 42 units set it): each row a line is drawn into is this tall at least.
LINE = 43.0
# A seat's plate: three rows, as wide as the longest hand name at TEXT (Georgian's pairs).
SEAT_W, SEAT_H, SEAT_PAD = 356.0, 3 * LINE + 8, 7.0
CARD = (64.0, 90.0)
BOARD_CARD = (86.0, 120.0)
BOARD_TOP = CENTRE.y() - 130.0
# A seat's bet lies this far from the middle toward the seat (nearer for a seat at the
# table's end, whose cards lie beside it).
BET_X, BET_END_X, BET_Y = 0.62, 0.5, 0.47
BET_W, BET_H = 140.0, 52.0
POT_W, POT_H, POT_GAP = 290.0, 3 * LINE + 2, 8.0
CHIPS_MARGIN = 6.0  # between a bet's or a winner's chips and a pot's box
PUSH_MS = 450  # the winners' chips slide for this long (at most half a second)
YELLOW, GOLD = QColor("#ffd54a"), QColor("#f0c14b")
CACHE = QGraphicsItem.CacheMode.DeviceCoordinateCache


def seat_angle(index: int, seats: int) -> float:
    """The angle (radians, screen coordinates) of seat ``index`` (from 0): the dealer at the
    top, seat 1 on the dealer's left (the picture's right), then clockwise."""
    if seats == 2:  # heads-up: across the table from each other, on the dealer's sides
        return math.radians(0.0 if index == 0 else 180.0)
    return math.radians(-90.0 + 360.0 * (index + 1) / (seats + 1))


def seat_point(index: int, seats: int, scale: float = 1.0) -> QPointF:
    """The middle of seat ``index``'s plate, the plate kept inside the scene."""
    a = seat_angle(index, seats)
    x = CENTRE.x() + SEAT_RX * scale * math.cos(a)
    edge = SEAT_W / 2 + 8
    return QPointF(min(max(x, edge), WIDTH - edge), CENTRE.y() + SEAT_RY * scale * math.sin(a))


def grouped(amount: int) -> str:
    """An amount as the window's language writes it: 12,345 in English, 12 345 in Ukrainian."""
    return format_amount(amount)


def bet_point(index: int, seats: int) -> QPointF:
    """Where seat ``index``'s bet (and what it wins) lies on the felt: for a seat at the
    table's end, in front of the cards beside its plate."""
    a = seat_angle(index, seats)
    x, y = BET_X * SEAT_RX * abs(math.cos(a)), CENTRE.y() + BET_Y * SEAT_RY * math.sin(a)
    if abs(math.cos(a)) > 0.75:
        x = BET_END_X * SEAT_RX * abs(math.cos(a))
        at = seat_point(index, seats)
        if abs(at.y() - y) < (CARD[1] + BET_H) / 2 + 4:  # level with the cards: nearer in
            x = min(x, abs(at.x() - CENTRE.x()) - SEAT_W / 2 - 12 - 2 * CARD[0] - 8 - BET_W / 2)
    return QPointF(CENTRE.x() + math.copysign(x, math.cos(a)), y)


def fitted(text: str, size: float, width: float, bold: bool = False) -> float:
    """The type size a line is drawn at: ``size``, or smaller to fit, never under TEXT
    (the smallest the product allows on a projector)."""
    wide = advance(text, font(size, bold))
    return size if wide <= width else max(min(size, TEXT), width / max(1.0, wide) * size)


def plate(p: QPainter, rect: QRectF, radius: float, edge: str, width: float, body: str,
          dashed: bool = False) -> None:
    """A rounded box (a seat's plate, a bet's or pot's ground), drawn once per size in
    device pixels and then copied: a showdown changes every plate at once."""
    scale = device_scale(p)
    w_px, h_px = max(2, math.ceil(rect.width() * scale)), max(2, math.ceil(rect.height() * scale))
    pix = _plate_pixmap(w_px, h_px, round(radius * scale), edge, round(width * scale, 1), body,
                        dashed)
    p.drawPixmap(QRectF(rect.x(), rect.y(), w_px / scale, h_px / scale), pix, QRectF(pix.rect()))


@lru_cache(maxsize=256)
def _plate_pixmap(w_px: int, h_px: int, radius_px: int, edge: str, width_px: float, body: str,
                  dashed: bool) -> QPixmap:
    pix = QPixmap(w_px, h_px)
    pix.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if width_px:
        pen = QPen(QColor(edge), width_px)
        if dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
    else:
        painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(body))
    inset = width_px / 2
    painter.drawRoundedRect(QRectF(inset, inset, w_px - 2 * inset, h_px - 2 * inset),
                            radius_px, radius_px)
    painter.end()
    return pix


def _text(p: QPainter, rect: QRectF, text: str, size: float, colour: QColor | str,
          bold: bool = False, align=Qt.AlignmentFlag.AlignCenter) -> None:
    """One line, shrunk no smaller than TEXT and then elided to fit ``rect``'s width."""
    f = font(fitted(text, size, rect.width(), bold), bold)
    metrics = QFontMetricsF(f)
    if metrics.horizontalAdvance(text) > rect.width():
        text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    p.setFont(f)
    p.setPen(QColor(colour))
    p.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter), text)


class SeatItem(RectItem):
    """A seat's box: number and name, level, stack, and its action or result."""

    def __init__(self, rect: QRectF, seat: NLSeatView) -> None:
        super().__init__(rect)
        self.seat = seat

    def lines(self) -> list[tuple[str, str, bool]]:
        """(text, colour, bold) of the box's three lines."""
        s = self.seat
        if s.empty:
            return [(f"{s.number}", "#9fb8a8", True), ("", "", False), ("", "", False)]
        first = f"{s.number}  {s.name}" if s.name else f"{s.number}"
        third, colour = s.action or s.level, "#ffffff" if s.action else "#b8d8c4"
        if s.winner:  # what it won lies in front of it, in chips with the amount
            third = s.hand_name or "+" + grouped(s.won)
            colour = "#9cf29c"
        elif s.hand_name:
            third, colour = s.hand_name, "#e0e0e0"
        elif s.all_in:
            colour = "#ffb3b3"
        return [(first, "#ffffff", True), (grouped(s.stack), "#f5e6a8", True),
                (third, colour, False)]

    def _boxes(self) -> list[tuple[QRectF, str, str, bool]]:
        r = self.rect
        h = (r.height() - 8) / 3
        return [(QRectF(r.left() + SEAT_PAD, r.top() + 4 + i * h, r.width() - 2 * SEAT_PAD, h),
                 text, colour, bold) for i, (text, colour, bold) in enumerate(self.lines())
                if text]

    def text_sizes(self) -> list[float]:
        """The type sizes its words are drawn at (scene units)."""
        return [fitted(text, TEXT, box.width(), bold) for box, text, _c, bold in self._boxes()]

    def paint(self, p: QPainter, option, widget=None) -> None:
        s, r = self.seat, self.rect
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if s.empty:
            plate(p, r, 18, "#3cffffff", 2, "#00000000", dashed=True)
        else:
            body = "#50000000" if s.folded else "#96000000"
            edge, width = (YELLOW.name(), 8) if s.to_act else (GOLD.name(), 5) if s.winner \
                else ("#5affffff", 2)
            plate(p, r, 18, edge, width, body)
        p.setOpacity(0.55 if s.folded else 1.0)
        for box, text, colour, bold in self._boxes():
            _text(p, box, text, TEXT, colour, bold)


class CardsItem(RectItem):
    """A seat's two cards (or the board's five slots): face up, face down, dimmed."""

    def __init__(self, rect: QRectF, cards: tuple, size: tuple[float, float], gap: float,
                 dimmed: frozenset, four_colour: bool, back: str, slots: bool = False) -> None:
        super().__init__(rect)
        self.cards, self.size, self.gap = cards, size, gap
        self.dimmed, self.four_colour, self.back, self.slots = dimmed, four_colour, back, slots

    def paint(self, p: QPainter, option, widget=None) -> None:
        w, h = self.size
        for i, card in enumerate(self.cards):
            box = QRectF(self.rect.left() + i * (w + self.gap), self.rect.top(), w, h)
            if card is None and self.slots:
                draw_slot(p, box)
            else:
                draw_card(p, box, card, self.four_colour, self.back, dim=card in self.dimmed)


CHIP_RADIUS = 17.0


def chips_box(rect: QRectF, chips: tuple, words: tuple[str, ...]) -> QRectF:
    """The box a :class:`ChipsItem` takes: ``rect``, widened about its middle until each
    line fits at full size beside the chips (a figure is never shortened: "+1 000" in a
    bet's box read "+10…")."""
    chips_w = len(chips) * CHIP_RADIUS * 2.08 if chips else 0.0
    need = 22 + chips_w + max((advance(w, font(TEXT, i < 2))
                               for i, w in enumerate(words)), default=0.0)
    if need <= rect.width():
        return QRectF(rect)
    grow = (need - rect.width()) / 2
    return QRectF(rect).adjusted(-grow, 0, grow, 0)


def chips_reach(rect: QRectF) -> QRectF:
    """Where a :class:`ChipsItem` in ``rect`` draws: a tall stack reaches below its box."""
    return rect.adjusted(-4, -4, 4, 14)


def clear_of(rect: QRectF, pots: list[QRectF], others: list[QRectF]) -> QRectF:
    """``rect`` (a bet's or a winner's chips) as near its place as it can lie with what it
    draws clear of the ``pots``' boxes by a margin: moved away from the table's middle,
    straight out, sideways or up or down, the nearest place also clear of ``others`` (the
    seats' plates, cards and buttons) and inside the scene; where there is none, straight
    out and clear of the pots alone."""
    def free(at: QRectF, everything: bool) -> bool:
        near = chips_reach(at).adjusted(-CHIPS_MARGIN, -CHIPS_MARGIN, CHIPS_MARGIN,
                                        CHIPS_MARGIN)
        if any(near.intersects(chips_reach(box)) for box in pots):
            return False
        return not everything or QRectF(0, 0, WIDTH, HEIGHT).contains(chips_reach(at)) and \
            not any(chips_reach(at).intersects(box) for box in others)

    if free(rect, False):
        return QRectF(rect)
    dx, dy = rect.center().x() - CENTRE.x(), rect.center().y() - CENTRE.y()
    length = math.hypot(dx, dy)
    if length < 1:  # in the very middle: down, toward the seats below
        dx, dy, length = 0.0, 1.0, 1.0
    ways = [QPointF(dx / length, dy / length), QPointF(math.copysign(1.0, dx), 0.0),
            QPointF(0.0, math.copysign(1.0, dy))]
    for distance in range(4, 400, 4):
        for way in ways:
            at = rect.translated(way * distance)
            if free(at, True):
                return at
    out = QRectF(rect)
    for _ in range(1000):  # the pots lie in the middle: far enough out is clear of them
        if free(out, False):
            break
        out.translate(ways[0] * 4)
    return out


class ChipsItem(RectItem):
    """Chips with their amount beside or under them (a bet, or a pot with its seats)."""

    RADIUS = CHIP_RADIUS

    def __init__(self, rect: QRectF, chips: tuple, denominations: tuple[int, ...],
                 words: tuple[str, ...], highlight: bool = False) -> None:
        rect = chips_box(rect, chips, words)
        super().__init__(rect)
        self.chips, self.denominations, self.words = chips, denominations, words
        self.highlight = highlight

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        return chips_reach(self.rect)

    def _boxes(self) -> list[tuple[QRectF, str, bool]]:
        r = self.rect
        chips_w = len(self.chips) * self.RADIUS * 2.08 if self.chips else 0.0
        text = QRectF(r.left() + 16 + chips_w, r.top(), r.width() - 22 - chips_w, r.height())
        line = text.height() / max(1, len(self.words))
        return [(QRectF(text.left(), text.top() + i * line, text.width(), line), word, i < 2)
                for i, word in enumerate(self.words)]

    def text_sizes(self) -> list[float]:
        return [fitted(word, TEXT, box.width(), bold) for box, word, bold in self._boxes()]

    def paint(self, p: QPainter, option, widget=None) -> None:
        r = self.rect
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        plate(p, r, 14, "#00000000", 0, "#a0000000" if self.highlight else "#6e000000")
        chips_w = len(self.chips) * self.RADIUS * 2.08 if self.chips else 0.0
        draw_stacks(p, QPointF(r.left() + 10 + chips_w / 2, r.center().y() + 6), self.RADIUS,
                    self.chips, self.denominations)
        for i, (box, word, bold) in enumerate(self._boxes()):
            _text(p, box, word, TEXT, "#ffffff" if i == 0 else "#f5e6a8", bold,
                  Qt.AlignmentFlag.AlignLeft)


class FeltWordsItem(RectItem):
    """The dealer's place at the top of the felt: the game, the stakes, the street."""

    def __init__(self, rect: QRectF, title: str, stakes: str, street: str) -> None:
        super().__init__(rect)
        self.words = (title, stakes, street)

    def _boxes(self) -> list[tuple[QRectF, str, float, QColor, bool]]:
        r, gold = self.rect, QColor(236, 200, 120, 210)
        title, stakes, street = self.words
        # Above the top seats' plates the words may run wide; the street sits between them.
        return [(QRectF(r.left(), r.top(), r.width(), LINE + 5), title, TEXT * 1.1, gold, True),
                (QRectF(r.left(), r.top() + LINE + 5, r.width(), LINE), stakes, TEXT, gold,
                 False),
                (QRectF(r.center().x() - 250, r.top() + 2 * LINE + 5, 500, LINE), street, TEXT,
                 QColor("#ffffff"), True)]

    def text_sizes(self) -> list[float]:
        return [fitted(text, size, box.width(), bold)
                for box, text, size, _c, bold in self._boxes() if text]

    def paint(self, p: QPainter, option, widget=None) -> None:
        for box, text, size, colour, bold in self._boxes():
            _text(p, box, text, size, colour, bold)


def marker_width(text: str) -> float:
    """The width a button's or blind's tag needs for ``text`` at TEXT, in bold."""
    return advance(text, font(TEXT, True)) + 18


class MarkerItem(RectItem):
    """The dealer button (D) or a blind's tag (SB, BB)."""

    def __init__(self, rect: QRectF, text: str, button: bool) -> None:
        super().__init__(rect)
        self.text, self.button = text, button

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#333333"), 2))
        p.setBrush(QColor("#fafafa") if self.button else QColor("#1f57c3"))
        if self.button:  # a disc, or a pill for a longer word
            radius = self.rect.height() / 2
            p.drawRoundedRect(self.rect, radius, radius)
        else:
            p.drawRoundedRect(self.rect, 10, 10)
        _text(p, self.rect, self.text, TEXT, "#111111" if self.button else "#ffffff", True)

    def text_sizes(self) -> list[float]:
        return [fitted(self.text, TEXT, self.rect.width(), True)]


class NLScene(QGraphicsScene):
    """Draws one NLTableState; the felt is the background, the rest cached items."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setSceneRect(0, 0, WIDTH, HEIGHT)
        self.setBackgroundBrush(QColor("#0a2a18"))
        # A few dozen items, many replaced at each step: no spatial index to keep up.
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.state: NLTableState | None = None
        self._items: dict[tuple, QGraphicsItem] = {}
        self._push = QVariantAnimation(self)
        self._push.setDuration(PUSH_MS)
        self._push.setStartValue(0.0)
        self._push.setEndValue(1.0)
        self._push.valueChanged.connect(self._on_push)
        self._pot_moves: list[tuple[QGraphicsItem, QPointF]] = []

    def drawBackground(self, p: QPainter, rect: QRectF) -> None:  # noqa: N802 (Qt's name)
        p.fillRect(rect, self.backgroundBrush())
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        oval = QRectF(CENTRE.x() - FELT_RX, CENTRE.y() - FELT_RY, 2 * FELT_RX, 2 * FELT_RY)
        p.setPen(QPen(QColor("#3b2412"), 26))
        grad = QRadialGradient(CENTRE, FELT_RX)
        grad.setColorAt(0, QColor("#1b6e43"))
        grad.setColorAt(1, QColor("#0e4a2b"))
        p.setBrush(grad)
        p.drawEllipse(oval)

    # -- drawing a state -----------------------------------------------------------------
    def show_state(self, state: NLTableState, animate: bool = True) -> None:
        self.state = state
        wanted: dict[tuple, tuple] = {}

        def want(cls, *args, tag: object = None) -> tuple:
            key = (cls.__name__, tag, *(_key(a) for a in args))
            wanted[key] = (cls, args)
            return key

        # The felt (the background) never changes; its words are an item of their own.
        want(FeltWordsItem, QRectF(CENTRE.x() - 560, 10, 1120, 3 * LINE + 5), state.title,
             state.stakes, state.street)
        n = len(state.seats)
        bw, bh = BOARD_CARD
        board = QRectF(CENTRE.x() - (5 * bw + 4 * 10) / 2, BOARD_TOP, 5 * bw + 40, bh)
        # The pots under the board; every bet and every winner's chips keep clear of them.
        pot_layout = self._pot_layout(state, board.bottom() + 14)
        pot_rects = [rect for rect, _pot, _chips, _words in pot_layout]
        taken = [board]  # what chips moved off a pot must not cover
        bets = []
        for i, seat in enumerate(state.seats):
            at = seat_point(i, n)
            box = QRectF(at.x() - SEAT_W / 2, at.y() - SEAT_H / 2, SEAT_W, SEAT_H)
            want(SeatItem, box, seat)
            taken.append(box)
            if seat.empty:
                continue
            # The cards on the plate's side toward the middle: above or below it, or beside
            # it for a seat at the table's end.
            a = seat_angle(i, n)
            at_end = abs(math.cos(a)) > 0.75
            side = 1 if at.x() <= CENTRE.x() else -1
            if seat.cards:
                w, h = CARD
                if at_end:
                    x = at.x() + side * (SEAT_W / 2 + 6) - (0 if side > 0 else 2 * w + 6)
                    rect = QRectF(x, at.y() - h / 2, 2 * w + 6, h)
                else:
                    y = box.top() - 4 - h if at.y() >= CENTRE.y() else box.bottom() + 4
                    # toward the middle, clear of a neighbour at the table's end
                    x = at.x() - w - 3 + side * 90 * abs(math.cos(a))
                    rect = QRectF(x, y, 2 * w + 6, h)
                want(CardsItem, rect, seat.cards, CARD, 6.0, seat.dimmed, state.four_colour,
                     state.card_back)
                taken.append(rect)
            # The button and the blind beside the plate, on the side toward the middle.
            marks = [(state.button_word, True)] if seat.button else []
            if seat.blind:
                marks.append((seat.blind, False))
            # Each as wide as its word needs at TEXT (a long word makes the button a pill).
            sizes = [QRectF(0, 0, max(50.0 if button else 70.0, marker_width(text)),
                            50.0 if button else 44.0) for text, button in marks]
            run = sum(r.width() for r in sizes) + 6 * (len(sizes) - 1)
            x = at.x() - run / 2
            for k, ((text, button), size) in enumerate(zip(marks, sizes, strict=True)):
                if at_end:  # over or under the plate, toward the middle
                    up = -1 if at.y() >= CENTRE.y() else 1
                    centre = QPointF(x + size.width() / 2, at.y() + up * (SEAT_H / 2 + 28))
                    x += size.width() + 6
                else:  # beside the plate, toward the middle
                    centre = QPointF(at.x() + side * (SEAT_W / 2 + 9 + size.width() / 2),
                                     at.y() + (k - (len(marks) - 1) / 2) * 52)
                size.moveCenter(centre)
                want(MarkerItem, size, text, button)
                taken.append(size)
            if seat.bet:
                front = bet_point(i, n)
                words = (grouped(seat.bet),)
                chips = one_column(seat.bet_chips)
                rect = chips_box(QRectF(front.x() - BET_W / 2, front.y() - BET_H / 2, BET_W,
                                        BET_H), chips, words)
                bets.append((seat.number, rect, chips, words))
        for number, rect, chips, words in bets:
            want(ChipsItem, clear_of(rect, pot_rects, taken), chips, state.denominations, words,
                 tag=f"seat {number} bet")
        want(CardsItem, board, state.board, BOARD_CARD, 10.0, state.board_dimmed,
             state.four_colour, state.card_back, True)
        for k, (rect, _pot, chips, words) in enumerate(pot_layout):
            want(ChipsItem, rect, chips, state.denominations, words, tag=f"pot {k + 1}")
        # At the end of the hand each winner's chips leave the pot for the winner's place,
        # in front of the seat and clear of every pot.
        pushes = []
        for k, (rect, pot, _chips, _words) in enumerate(pot_layout):
            for number, share, won in zip(pot.winners, pot.shares, pot.share_chips,
                                          strict=True):
                i = next(j for j, s in enumerate(state.seats) if s.number == number)
                words = ("+" + grouped(share),)
                chips = one_column(won)
                start = chips_box(QRectF(0, 0, BET_W, BET_H), chips, words)
                start.moveCenter(rect.center())
                front = bet_point(i, n)
                target = chips_box(QRectF(front.x() - BET_W / 2, front.y() - BET_H / 2, BET_W,
                                          BET_H), chips, words)
                target = clear_of(target, pot_rects, taken)
                key = want(ChipsItem, start, chips, state.denominations, words,
                           True, tag=f"seat {number} winnings from pot {k + 1}")
                pushes.append((key, target.center() - start.center()))
        new = self._sync(wanted)
        self._start_push([(self._items[k], shift) for k, shift in pushes if k in new],
                         animate)

    @staticmethod
    def _pot_layout(state: NLTableState, top: float) -> list[tuple[QRectF, NLPotView, tuple,
                                                                    tuple[str, ...]]]:
        """Each pot's box, chips and words: two to a row under the board, each as wide as
        its words need (a pot whose chips went to its winners keeps its words alone)."""
        pots = state.pots
        if not pots:
            return []
        if any(p.hidden for p in pots):  # a question is open on them: the chips, no figures
            chips = one_column(pots[0].chips)
            return [(chips_box(QRectF(CENTRE.x() - 90, top, 180, POT_H), chips, ("?",)),
                     pots[0], chips, ("?",))]
        per_row = 2
        laid = []
        for i in range(0, len(pots), per_row):
            row = []
            for pot in pots[i:i + per_row]:
                chips = () if pot.winners else one_column(pot.chips)
                words = (pot.title, grouped(pot.amount), pot.seats)
                row.append((chips_box(QRectF(0, 0, POT_W, POT_H), chips, words), pot, chips,
                            words))
            left = CENTRE.x() - (sum(r.width() for r, *_ in row) + POT_GAP * (len(row) - 1)) / 2
            y = top + (i // per_row) * (POT_H + POT_GAP)
            for rect, pot, chips, words in row:
                laid.append((QRectF(left, y, rect.width(), rect.height()), pot, chips, words))
                left += rect.width() + POT_GAP
        return laid

    def _sync(self, wanted: dict[tuple, tuple]) -> set[tuple]:
        """Keep the items still wanted, add the new ones; return the new ones' keys."""
        for key in [k for k in self._items if k not in wanted]:
            self.removeItem(self._items.pop(key))
        new = set()
        for z, (key, (cls, args)) in enumerate(wanted.items()):
            if key not in self._items:
                item = self._items[key] = cls(*args)
                if isinstance(key[1], str):  # its role, by which tests find it
                    item.setData(ROLE, key[1])
                self.addItem(item)
                new.add(key)
            self._items[key].setZValue(z)
        return new

    # -- the winners' chips -----------------------------------------------------------------
    def _start_push(self, moves: list[tuple[QGraphicsItem, QPointF]], animate: bool) -> None:
        if not moves:
            return
        self._push.stop()
        self._pot_moves = moves
        if animate:
            self._push.start()
        else:
            self._on_push(1.0)

    def _on_push(self, value) -> None:
        t = float(value)
        for item, shift in self._pot_moves:
            item.setPos(shift * t)


def _key(value) -> object:
    if isinstance(value, QRectF):
        return (round(value.x(), 1), round(value.y(), 1), round(value.width(), 1),
                round(value.height(), 1))
    if isinstance(value, QPointF):
        return (round(value.x(), 1), round(value.y(), 1))
    return value


class NLView(QGraphicsView):
    """Shows the no-limit scene scaled to fit, keeping its shape."""

    def __init__(self, parent=None) -> None:
        self.nl_scene = NLScene()
        super().__init__(self.nl_scene, parent)
        quiet_view(self)
        # Every item saves and restores its own painter state.
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setMinimumSize(240, 160)

    def show_state(self, state: NLTableState, animate: bool = True) -> None:
        self.nl_scene.show_state(state, animate)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        clear_picture_caches()
        _plate_pixmap.cache_clear()
        self.fitInView(self.nl_scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
