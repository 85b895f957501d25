"""The graphics items of the table scene: felt, cards, betting spots, text.

Each item paints itself with the vector routines of :mod:`app.ui.painting`
into scene coordinates; the view scales the whole scene, and Qt caches every
item at device resolution, so it stays sharp and repaints fast.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QTextLayout,
    QTextOption,
)
from PySide6.QtWidgets import QGraphicsItem

from app.controller.table_state import SpotView
from app.ui.felt_lines import break_whole
from app.ui.painting import (
    advance,
    draw_card,
    draw_mark,
    draw_ring,
    draw_slot,
    draw_stacks,
    font,
    one_column,
    text_rect,
)

CACHE = QGraphicsItem.CacheMode.DeviceCoordinateCache
SCENE_WIDTH = 1600.0
# Every item of the table scene carries its role under this data key, in words such as
# "board card 3", "dealer card 1", "seat 2 card 1", "seat 4 spot ante", "seat 2 name",
# "seat 2 folded", "seat 2 hand", "seat 2 frame", "dealer label" and "caption"; seats and cards count
# from 1 (seat 1 on the dealer's left), spots are named by bet id. Tests find items by it.
ROLE = 0
# The smallest text on the felt, in scene units: the view scales the scene by about
# 0.55 in a 1280x800 window and by 1.08 in presenter mode at 1920x1080, so this keeps every
# word at 14 px or more there (and at 1/45 of the screen height in presenter mode).
MIN_TEXT = 28.0


def role(item: QGraphicsItem) -> str:
    """The role of a table item ("" for an item without one)."""
    return item.data(ROLE) or ""


def seat_top(x: float) -> float:
    """The top of a seat at ``x``: the seats follow the curve of the table's rail."""
    return 420 + 45 * (1 - ((x - SCENE_WIDTH / 2) / (SCENE_WIDTH / 2)) ** 2)


def _fitting(text: str, size: float, width: float, bold: bool = False):
    """A font of ``size`` pixels, or smaller so that ``text`` fits in ``width``."""
    return font(_fitted_pixels(text, size, width, bold), bold)


@lru_cache(maxsize=8192)
def _fitted_pixels(text: str, size: float, width: float, bold: bool) -> float:
    """The size of :func:`_fitting`'s font: each text is fitted once per size and box (a
    step of a hand fits the same labels in the same boxes hundreds of times)."""
    # Glyphs from a fallback face (Armenian, Georgian, Thai) can come out a little
    # wider than measured: keep a few per cent in hand.
    wide = advance(text, font(size, bold)) * 1.06
    return size if wide <= width - 12 else max(8.0, size * (width - 12) / wide)


def _shrinks(text: str, size: float, width: float, bold: bool = False) -> bool:
    """Whether :func:`_fitting` would give ``text`` less than :data:`MIN_TEXT` pixels."""
    return max(1, round(_fitted_pixels(text, size, width, bold))) < MIN_TEXT


def _readable(text: str, size: float, width: float, bold: bool = False):
    """Like :func:`_fitting`, but never below :data:`MIN_TEXT` (a long word may overflow
    its box a little rather than become unreadable)."""
    f = _fitting(text, size, width, bold)
    return f if f.pixelSize() >= MIN_TEXT else font(MIN_TEXT, bold)


def line_height(text: str, f: QFont) -> float:
    """The height one line of ``text`` takes in ``f``, fallback faces included, and never
    less than 1.25 times the font's size."""
    drawn = text_rect(f, 1e5, 1e5, int(Qt.AlignmentFlag.AlignCenter), text).height()
    return max(1.25 * f.pixelSize(), drawn)


def rail_y(x: float) -> float:
    """The printed line on the felt, just above the seats."""
    return seat_top(x) - 20


class RectItem(QGraphicsItem):
    """An item that fills a fixed rect of the scene."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.setCacheMode(CACHE)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        return self.rect.adjusted(-4, -4, 4, 4)


def draw_felt(p: QPainter, r: QRectF, title: str, rule_lines: tuple[str, ...],
              crowded: bool = False, dealer: bool = True) -> None:
    """The table: green felt, the rail line above the seats (not on a crowded table, whose
    seats stand on an arc of their own), the game's printed lines."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    grad = QLinearGradient(r.topLeft(), r.bottomLeft())
    grad.setColorAt(0, QColor("#17613a"))
    grad.setColorAt(1, QColor("#0d4428"))
    p.setPen(QPen(QColor("#3b2412"), 18))
    p.setBrush(grad)
    p.drawRoundedRect(r.adjusted(9, 9, -9, -9), 70, 70)
    if not crowded:
        p.setPen(QPen(QColor(236, 200, 120, 150), 3))
        p.setBrush(Qt.BrushStyle.NoBrush)
        rail = QPainterPath(QPointF(r.left() + 40, rail_y(r.left() + 40)))
        for i in range(1, 41):
            x = r.left() + 40 + i * (r.width() - 80) / 40
            rail.lineTo(x, rail_y(x))
        p.drawPath(rail)
    p.setPen(QColor(236, 200, 120, 185))
    for f, box, flags, line in felt_texts(title, rule_lines, crowded, dealer):
        p.setFont(f)
        p.drawText(box, flags, line)


# The dealer's cards and the board, in scene units: from four seats on they are smaller,
# so the two rows of seats below them get the height their listed spots need.
DEALER_TOP = 22.0
BIG_CARD = (125.0, 175.0)  # taller than a sixth of the scene
CROWDED_CARD = (100.0, 140.0)


def big_card(crowded: bool) -> tuple[float, float]:
    """The size of the dealer's and the board's cards."""
    return CROWDED_CARD if crowded else BIG_CARD


def board_top(crowded: bool) -> float:
    """The top of the board's cards, under the dealer's."""
    return DEALER_TOP + big_card(crowded)[1] + 15


BOARD_GAP = 14.0  # between the board's cards


def board_span(crowded: bool) -> tuple[float, float]:
    """The x span of the board's five cards (the dealer's two lie within it)."""
    half = (5 * big_card(crowded)[0] + 4 * BOARD_GAP) / 2
    return SCENE_WIDTH / 2 - half, SCENE_WIDTH / 2 + half


def felt_texts(title: str, rule_lines: tuple[str, ...], crowded: bool = False,
               dealer: bool = True):
    """The printed lines of the felt as (font, box, flags, text): the title, then each
    house rule, broken into whole phrases on two lines or more rather than shrunk below
    :data:`MIN_TEXT` (the text given then holds its breaks). With no
    dealer's hand (no-limit) they take the whole width above the board."""
    under = board_top(crowded) - 7  # a line reaching below this is beside the board
    w = big_card(crowded)[0]
    # The felt is free right of the dealer's two cards, and lower down right of the board.
    by_dealer = SCENE_WIDTH / 2 + w + 65 if dealer else 30.0
    by_board = board_span(crowded)[1] + 19
    centre = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
    title_font = _readable(title, 32, 1590 - by_dealer, bold=True)
    title_h = max(42.0, QFontMetricsF(title_font).height())  # its descent too, never cut
    out = [(title_font, QRectF(by_dealer, 34, 1590 - by_dealer, title_h), centre, title)]
    y = max(78.0, 34 + title_h)
    for line in rule_lines:
        # A line that would reach down beside the board moves right, clear of it.
        for left in ((by_dealer, by_board) if y < under else (by_board,)):
            width = 1570.0 - left
            f = _fitting(line, MIN_TEXT, width + 10)
            flags, text = centre, line
            if f.pixelSize() < MIN_TEXT:
                f = font(MIN_TEXT)
                # Broken into whole phrases, the lines even (app.ui.felt_lines).
                text = break_whole(line, MIN_TEXT, width - 2) or line
                if text == line:
                    flags |= int(Qt.TextFlag.TextWordWrap)
                if text_rect(f, width, 400, flags, text).width() > width:
                    # A word wider than the felt (a house's own pay table of large numbers,
                    # which has no blank to wrap at): the line breaks anywhere instead.
                    flags |= int(Qt.TextFlag.TextWordWrap | Qt.TextFlag.TextWrapAnywhere)
            height = text_rect(f, width, 400, flags, text).height()
            if y + height <= under:
                break
        out.append((f, QRectF(left, y, width, height + 2), flags, text))
        y += height + 2
    return out


class CardItem(RectItem):
    """One card: a face, a back (``card`` None) or, with ``slot``, an empty place."""

    def __init__(self, rect: QRectF, card: str | None, four_colour: bool = False,
                 back: str = "blue", slot: bool = False, dim: bool = False) -> None:
        super().__init__(rect)
        self.card, self.slot, self.dim = card, slot, dim
        self.four_colour, self.back = four_colour, back

    def paint(self, p: QPainter, option, widget=None) -> None:
        if self.slot:
            draw_slot(p, self.rect)
        else:
            draw_card(p, self.rect, self.card, self.four_colour, self.back, self.dim)


class TextItem(RectItem):
    """Text in a rect, shrunk to fit its width; an optional dark plate behind it."""

    def __init__(self, rect: QRectF, text: str, size: float, colour: str = "#ffffff",
                 bold: bool = False, align=Qt.AlignmentFlag.AlignCenter,
                 plate: bool = False) -> None:
        super().__init__(rect)
        self.text, self.colour, self.align, self.plate = text, colour, align, plate
        self.font = _readable(text, size, rect.width() - 4, bold)
        # Too long for one line at the smallest size: wrapped onto two instead.
        self.wrap = _shrinks(text, size, rect.width() - 4, bold)

    def text_sizes(self) -> list[float]:
        """The pixel sizes (in scene units) of the text this item draws."""
        return [self.font.pixelSize()] if self.text else []

    def needed_height(self) -> float:
        """The height the text takes, wrapped as drawn (0 without text)."""
        return sum(text_rect(f, box.width(), 1000, flags, text).height()
                   for f, box, flags, text in self.text_boxes())

    def text_boxes(self) -> list[tuple]:
        """The text as drawn: (font, box, flags, text) for each line or block."""
        flags = int(self.align) | (int(Qt.TextFlag.TextWordWrap) if self.wrap else 0)
        return [(self.font, self.rect.adjusted(8, 0, -8, 0), flags, self.text)] if self.text \
            else []

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.plate:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0, 150))
            p.drawRoundedRect(self.rect, 14, 14)
        p.setPen(QColor(self.colour))
        for f, box, flags, text in self.text_boxes():
            p.setFont(f)
            p.drawText(box, flags, text)


class StoryItem(RectItem):
    """A question told in sentences, one paragraph each, on a dark plate: as large as fits
    the rect (from ``size`` down to :data:`MIN_TEXT`, never below), wrapped at words."""

    def __init__(self, rect: QRectF, lines: tuple[str, ...], size: float = 40.0) -> None:
        super().__init__(rect)
        self.text = "\n".join(lines)
        self.flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter) | int(
            Qt.TextFlag.TextWordWrap)
        self.font = font(MIN_TEXT)
        for px in range(int(size), int(MIN_TEXT) - 1, -2):
            f = font(float(px))
            if self._height(f) <= rect.height() - 24:
                self.font = f
                break

    def _height(self, f) -> float:
        box = self.rect.adjusted(24, 0, -24, 0)
        return text_rect(f, box.width(), 1e5, self.flags, self.text).height() * 1.04

    def text_sizes(self) -> list[float]:
        return [self.font.pixelSize()] if self.text else []

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(8, 24, 14, 240))  # the felt's printed arc stays hidden behind the words
        p.drawRoundedRect(self.rect, 18, 18)
        p.setPen(QColor("#ffffff"))
        p.setFont(self.font)
        p.drawText(self.rect.adjusted(24, 12, -24, -12), self.flags, self.text)


RESULT_COLOUR = {"win": "#9cf29c", "push": "#f5e6a8", "lose": "#ffb3b3"}


def _last_line_width(f, flags: int, text: str, width: float) -> float:
    """The width of the last line of ``text`` wrapped in ``width`` as drawText wraps it."""
    layout = QTextLayout(text, f)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap if flags & Qt.TextFlag.TextWordWrap
                       else QTextOption.WrapMode.NoWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    last = 0.0
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        last = line.naturalTextWidth()
    layout.endLayout()
    return last


def spot_words_width(spot: SpotView) -> float:
    """The narrowest a ring's spot (:class:`SpotItem`) may be for its words to stay whole
    at :data:`MIN_TEXT`: the bet and its stake, and the result in full after its mark."""
    mark_w = 0.7 * 0.6 * 48.0 + 6  # the mark's room at the largest ring's type
    line = spot.label if not spot.stake else f"{spot.label} {spot.stake_text}"
    need = [advance(line, font(MIN_TEXT, True)) * 1.06 + 12]
    if spot.result:
        need.append(advance(spot.result_text, font(MIN_TEXT, True))
                    * 1.06 + 12 + mark_w)
    return max(need)


class SpotItem(RectItem):
    """A betting spot: its ring and name, the chips on it, the amount, the result.

    The dealer's payment is set beside the bet inside the ring, as at a table;
    the words under the ring shrink to the width the spot has (``width``). The result
    ("Paid 10") follows its mark, a tick, a cross or two bars, drawn as lines (see
    :func:`app.ui.painting.draw_mark`).
    """

    def __init__(self, centre: QPointF, radius: float, spot: SpotView,
                 denominations: tuple[int, ...], width: float) -> None:
        self.centre, self.radius, self.spot, self.denominations = centre, radius, spot, denominations
        self.width = width
        self.line = spot.label if not spot.stake else f"{spot.label} {spot.stake_text}"
        self.mark = spot.result  # "win", "push", "lose" or ""
        self.result = spot.result_text if spot.result else ""
        self.text_size = max(MIN_TEXT, radius * 0.6)
        self.mark_w = 0.7 * self.text_size + 6
        if spot.paid_text and _fitting(self.result, MIN_TEXT, width - self.mark_w,
                                       True).pixelSize() < MIN_TEXT:
            self.result = spot.paid_text  # "Paid 700" too wide for the spot: "+700" after its tick
        self.line_font = _readable(self.line, self.text_size, width, bold=True)
        self.result_font = _readable(self.result, self.text_size, width - self.mark_w, bold=True)
        # Each line as tall as its words are drawn (Thai's marks stand above and below).
        self.line_h = line_height(self.line, self.line_font)
        self.result_h = line_height(self.result, self.result_font) if self.result else 0.0
        words_h = max(2.6 * self.text_size - 0.05 * radius,
                      2 + self.line_h + max(self.result_h, 1.25 * self.text_size)
                      + 0.1 * self.text_size)
        super().__init__(QRectF(centre.x() - width / 2, centre.y() - radius * 1.05, width,
                                radius * 2.05 + words_h))

    def text_sizes(self) -> list[float]:
        """The pixel sizes (in scene units) of the text this item draws."""
        return [self.line_font.pixelSize()] + ([self.result_font.pixelSize()] if self.result
                                                else [])

    def paint(self, p: QPainter, option, widget=None) -> None:
        c, r, s = self.centre, self.radius, self.spot
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw_ring(p, c, r)
        if s.paid_chips:  # the bet on the left half, the payment beside it, one stack each
            chip_r = 0.42 * r
            draw_stacks(p, QPointF(c.x() - 0.45 * r, c.y()), chip_r, one_column(s.chips),
                        self.denominations)
            draw_stacks(p, QPointF(c.x() + 0.45 * r, c.y()), chip_r, one_column(s.paid_chips),
                        self.denominations)
        elif s.stake:
            chip_r = min(0.55 * r, 0.95 * r / len(s.chips))
            draw_stacks(p, c, chip_r, s.chips, self.denominations, faded=s.result == "lose")
        colours = [QColor("#f3e9cf"), QColor(RESULT_COLOUR.get(s.result, "#f3e9cf"))]
        for colour, (f, box, flags, text) in zip(colours, self.text_boxes(), strict=False):
            p.setPen(colour)
            p.setFont(f)
            p.drawText(box, flags, text)
        if self.mark:
            draw_mark(p, self.mark_box(), self.mark, colours[1])

    def _result_left(self) -> float:
        """Where the mark starts: the mark and the result's words centred together."""
        words = advance(self.result, self.result_font)
        return max(self.rect.left(),
                   self.centre.x() - min(self.width, self.mark_w + words) / 2)

    def text_boxes(self) -> list[tuple]:
        """The words under the ring as drawn: (font, box, flags, text), the bet's line
        first, then the result's, after the room its mark takes."""
        box = QRectF(self.centre.x() - self.width / 2, self.centre.y() + self.radius + 2,
                     self.width, self.line_h)
        out = [(self.line_font, box, int(Qt.AlignmentFlag.AlignCenter), self.line)]
        if self.result:
            left = self._result_left() + self.mark_w
            out.append((self.result_font, QRectF(left, box.bottom(),
                                                 box.right() - left, self.result_h),
                        int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                        self.result))
        return out

    def mark_box(self) -> QRectF:
        """Where the result's mark is drawn: before the result's words (an empty rect when
        the bet has no result)."""
        if not self.mark:
            return QRectF()
        size = self.mark_w - 6
        middle = self.centre.y() + self.radius + 2 + self.line_h + self.result_h / 2
        return QRectF(self._result_left(), middle - size / 2, size, size)


class SpotRowItem(SpotItem):
    """A betting spot as one row of a seat's list, for a crowded table: a small stack of
    the chips at the left, then the bet and its stake, then (room permitting, on a second
    line) the result after its mark; on one line, a win's payment ("+175", unless
    ``paid`` is false: a seat too crowded for it still gives its net in its footer) and
    the mark after the stake.
    ``rect`` is the row; :meth:`needed_height` is the height its words take, wrapped as
    drawn, so the seat can give each row the room it needs."""

    CHIP_R = 18.0
    MARK = 0.9 * MIN_TEXT  # the width kept for a drawn result mark

    def __init__(self, rect: QRectF, spot: SpotView, denominations: tuple[int, ...],
                 two_lines: bool, paid: bool = True) -> None:
        chip_r = self.CHIP_R
        super().__init__(QPointF(rect.left() + chip_r + 2, rect.center().y()), chip_r, spot,
                         denominations, rect.width() - 2 * chip_r - 8 - self.MARK)
        self.rect = QRectF(rect)
        self.result = spot.result_text if spot.result else ""  # a row chooses its own form
        self.two_lines = two_lines
        if not two_lines:  # the mark after the stake, and what a win is paid ("+175")
            self.result = ""
            if paid and spot.paid_text:
                self.line = f"{self.line} {spot.paid_text}"
        self.text_size = MIN_TEXT
        if two_lines and spot.stake and \
                _shrinks(self.line, MIN_TEXT, self.width, True):
            # A long bet name (Georgian, Armenian): the stake goes under it, never cut off.
            self.line, self.result = spot.label, " ".join(x for x in (spot.stake_text,
                                                                     self.result) if x)
        self.line_font = _readable(self.line, MIN_TEXT, self.width, bold=True)
        self.result_font = _readable(self.result, MIN_TEXT, self.width, bold=True)
        self._laid_out: list[tuple] | None = None

    def _lines(self) -> list[tuple]:
        """(font, flags, text, height, indent) of each line: a line too long for the row at
        the smallest size wraps rather than shrinks; a result line starts after its mark.
        Worked out once: the row's words and size do not change once it is made."""
        if self._laid_out is None:
            self._laid_out = self._lay_out()
        return self._laid_out

    def _lay_out(self) -> list[tuple]:
        out = []
        for f, text, indent in ((self.line_font, self.line, 0.0),
                                (self.result_font, self.result, self.MARK if self.mark else 0.0)):
            if not text:
                continue
            flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            if _shrinks(text, MIN_TEXT, self.width, True):
                flags |= int(Qt.TextFlag.TextWordWrap)
            height = text_rect(f, self.width, 1000, flags, text).height()
            out.append((f, flags, text, height, indent))
        return out

    def needed_height(self) -> float:
        """The height the row's words take, wrapped as drawn."""
        return sum(line[3] for line in self._lines())

    def fits_across(self) -> bool:
        """Whether every word fits the row's width (a long one cannot wrap)."""
        return all(text_rect(f, self.width, 1000, flags, text)
                   .width() <= self.width + 1 for f, flags, text, _h, _i in self._lines())

    def text_boxes(self) -> list[tuple]:
        """The row's words as drawn: (font, box, flags, text), the bet first, the lines
        one under the other, centred in the row."""
        lines = self._lines()
        y = self.rect.center().y() - sum(line[3] for line in lines) / 2
        out = []
        for f, flags, text, height, indent in lines:
            out.append((f, QRectF(self.rect.left() + 2 * self.radius + 8 + indent, y,
                                  self.width, height), flags, text))
            y += height
        return out

    def paint(self, p: QPainter, option, widget=None) -> None:
        s, r = self.spot, self.radius
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if s.stake:
            stack = one_column(s.chips) if len(s.chips) > 1 else s.chips
            draw_stacks(p, self.centre, r, stack, self.denominations,
                        faded=s.result == "lose")
        else:
            draw_ring(p, self.centre, r)
        first = QColor(RESULT_COLOUR[s.result]) if s.result and not self.two_lines \
            else QColor("#f3e9cf")
        second = QColor(RESULT_COLOUR[s.result]) if s.result else QColor("#f3e9cf")
        for colour, (f, box, flags, text) in zip((first, second), self.text_boxes(),
                                                 strict=False):
            p.setPen(colour)
            p.setFont(f)
            p.drawText(box, flags, text)
        if self.mark:
            draw_mark(p, self.mark_box(), self.mark, second)

    def mark_box(self) -> QRectF:
        """Where the row draws its result's mark: before the result's line, or on one line
        just after the words' last line; inside the row (an empty rect with no mark)."""
        if not self.mark:
            return QRectF()
        size = 0.7 * MIN_TEXT
        boxes = self.text_boxes()
        if self.result:  # the second line, after the mark's room
            f, box, _flags, _text = boxes[-1]
            middle = box.top() + QFontMetricsF(f).height() / 2
            return QRectF(box.left() - self.MARK + 2, middle - size / 2, size, size)
        f, box, flags, text = boxes[0]
        need = QFontMetricsF(f).boundingRect(box, flags, text)
        last = _last_line_width(f, flags, text, box.width())
        return QRectF(min(box.left() + last + 8, self.rect.right() - size - 2),
                      need.bottom() - QFontMetricsF(f).height() / 2 - size / 2, size, size)


class SeatFrameItem(RectItem):
    """The outline around a seat; bright when the seat is to act."""

    def __init__(self, rect: QRectF, active: bool) -> None:
        super().__init__(rect)
        self.active = active

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor("#ffd54f") if self.active else QColor(255, 255, 255, 35)
        p.setPen(QPen(colour, 5 if self.active else 2))
        p.setBrush(QColor(255, 213, 79, 30) if self.active else Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(self.rect, 18, 18)
