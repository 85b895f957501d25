"""Vector drawing of cards and chips with QPainter, sharp at any size.

Suits are drawn as paths, not font glyphs, so a card looks the same on every
machine; ranks use the bundled Noto Sans. Everything is drawn into the rect it
is given, so the table can scale freely (projector, high-DPI screens).
"""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
)

from app.i18n import FONT_FAMILIES

TWO_COLOURS = {"s": "#111111", "c": "#111111", "h": "#c8102e", "d": "#c8102e"}
FOUR_COLOURS = {"s": "#111111", "c": "#13803a", "h": "#c8102e", "d": "#1f57c3"}
BACKS = {"blue": "#1d3f8f", "red": "#9c1c24", "green": "#1e6b3a"}
CHIP_COLOURS = {1: ("#f2f2f2", "#1a1a1a"), 5: ("#c62828", "#ffffff"), 10: ("#1565c0", "#ffffff"),
                25: ("#2e7d32", "#ffffff"), 100: ("#212121", "#ffffff"),
                500: ("#6a1b9a", "#ffffff"), 1000: ("#f9a825", "#1a1a1a"),
                5000: ("#ef6c00", "#1a1a1a")}
_SPARE = [("#00838f", "#ffffff"), ("#ad1457", "#ffffff"), ("#8d6e63", "#ffffff"),
          ("#9e9d24", "#1a1a1a")]


def font(pixel_size: float, bold: bool = False) -> QFont:
    """The felt's font of ``pixel_size`` pixels: a copy of one made once per size (a step of
    a hand asks for thousands, and setting the families is the dear part)."""
    return QFont(_font(max(1, round(pixel_size)), bold))


@lru_cache(maxsize=512)
def _font(pixels: int, bold: bool) -> QFont:
    f = QFont()
    f.setFamilies(FONT_FAMILIES)
    f.setPixelSize(pixels)
    f.setBold(bold)
    return f


# Text measured once per font: a step of a hand fits the same few dozen texts in the same
# boxes again and again. For the felt's fonts (made by font(): one set of families, so a
# size and a weight tell them apart); the fonts the app registers are all loaded before the
# first text is measured.
_ADVANCES: dict[tuple[str, int, bool], float] = {}
_RECTS: dict[tuple[str, int, bool, float, float, int], QRectF] = {}
_MEASURED_LIMIT = 20_000  # texts kept before the lot is dropped (a long session's words)


def advance(text: str, f: QFont) -> float:
    """``QFontMetricsF(f).horizontalAdvance(text)`` for a font made by :func:`font`, measured
    once."""
    key = (text, f.pixelSize(), f.bold())
    found = _ADVANCES.get(key)
    if found is None:
        if len(_ADVANCES) > _MEASURED_LIMIT:
            _ADVANCES.clear()
        found = _ADVANCES[key] = QFontMetricsF(f).horizontalAdvance(text)
    return found


def text_rect(f: QFont, width: float, height: float, flags: int, text: str) -> QRectF:
    """``QFontMetricsF(f).boundingRect(QRectF(0, 0, width, height), flags, text)`` for a font
    made by :func:`font`, measured once (a copy: the caller may move it)."""
    key = (text, f.pixelSize(), f.bold(), width, height, int(flags))
    found = _RECTS.get(key)
    if found is None:
        if len(_RECTS) > _MEASURED_LIMIT:
            _RECTS.clear()
        found = _RECTS[key] = QFontMetricsF(f).boundingRect(QRectF(0, 0, width, height),
                                                             int(flags), text)
    return QRectF(found)


def _poly(*points: tuple[float, float]) -> QPainterPath:
    p = QPainterPath()
    p.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    p.closeSubpath()
    return p


def _circle(x: float, y: float, r: float) -> QPainterPath:
    p = QPainterPath()
    p.addEllipse(QPointF(x, y), r, r)
    return p


@lru_cache(maxsize=4)
def suit_path(suit: str) -> QPainterPath:
    """The suit's shape in the unit square."""
    if suit == "d":
        return _poly((0.5, 0.0), (0.9, 0.5), (0.5, 1.0), (0.1, 0.5))
    if suit == "h":
        return (_circle(0.28, 0.32, 0.24).united(_circle(0.72, 0.32, 0.24))
                .united(_poly((0.06, 0.42), (0.94, 0.42), (0.5, 0.97))))
    if suit == "s":
        body = (_circle(0.28, 0.6, 0.22).united(_circle(0.72, 0.6, 0.22))
                .united(_poly((0.07, 0.52), (0.93, 0.52), (0.5, 0.02))))
        return body.united(_poly((0.5, 0.62), (0.3, 1.0), (0.7, 1.0)))
    return (_circle(0.5, 0.27, 0.21).united(_circle(0.26, 0.6, 0.21))
            .united(_circle(0.74, 0.6, 0.21)).united(_circle(0.5, 0.55, 0.12))
            .united(_poly((0.5, 0.45), (0.32, 1.0), (0.68, 1.0))))


def draw_suit(p: QPainter, suit: str, rect: QRectF, colour: QColor) -> None:
    p.save()
    p.translate(rect.topLeft())
    p.scale(rect.width(), rect.height())
    p.fillPath(suit_path(suit), colour)
    p.restore()


def draw_mark(p: QPainter, rect: QRectF, result: str, colour: QColor) -> None:
    """A settled bet's mark drawn as lines in ``rect``: a tick for a win, a cross for a
    loss, two bars for a push. Drawn, not typed, because no face of the app's own has
    the tick and the cross, and a fallback face would make the line taller."""
    s = min(rect.width(), rect.height())
    x, y = rect.center().x() - s / 2, rect.center().y() - s / 2
    path = QPainterPath()
    if result == "win":
        path.moveTo(x + 0.08 * s, y + 0.55 * s)
        path.lineTo(x + 0.38 * s, y + 0.85 * s)
        path.lineTo(x + 0.92 * s, y + 0.18 * s)
    elif result == "lose":
        path.moveTo(x + 0.18 * s, y + 0.18 * s)
        path.lineTo(x + 0.82 * s, y + 0.82 * s)
        path.moveTo(x + 0.82 * s, y + 0.18 * s)
        path.lineTo(x + 0.18 * s, y + 0.82 * s)
    else:
        for level in (0.38, 0.66):
            path.moveTo(x + 0.15 * s, y + level * s)
            path.lineTo(x + 0.85 * s, y + level * s)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = QPen(colour, max(2.0, 0.16 * s))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    p.setPen(pen)
    p.drawPath(path)
    p.restore()


def draw_card(p: QPainter, rect: QRectF, card: str | None, four_colour: bool = False,
              back: str = "blue", dim: bool = False) -> None:
    """A card face (``card`` like ``Td``) or, for None, its back.

    Drawn once per size in device pixels and then copied: a showdown turns many cards at
    once, and a copy costs a fraction of the shapes."""
    scale = device_scale(p)
    w_px, h_px = max(2, math.ceil(rect.width() * scale)), max(2, math.ceil(rect.height() * scale))
    pix = _card_pixmap(card, w_px, h_px, four_colour, back, dim)
    p.save()
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    p.drawPixmap(QRectF(rect.x(), rect.y(), w_px / scale, h_px / scale), pix, QRectF(pix.rect()))
    p.restore()


def clear_picture_caches() -> None:
    """Drop the cards and chips drawn for the old size (a view's size changed): they are
    kept by size in device pixels, so a window dragged through many sizes would pile them
    up."""
    _card_pixmap.cache_clear()
    _chip_pixmap.cache_clear()
    _ring_pixmap.cache_clear()


@lru_cache(maxsize=512)
def _card_pixmap(card: str | None, w_px: int, h_px: int, four_colour: bool, back: str,
                 dim: bool) -> QPixmap:
    pix = QPixmap(w_px, h_px)
    pix.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    _paint_card(painter, QRectF(0, 0, w_px, h_px), card, four_colour, back, dim)
    painter.end()
    return pix


def _paint_card(p: QPainter, rect: QRectF, card: str | None, four_colour: bool, back: str,
                dim: bool) -> None:
    w, h = rect.width(), rect.height()
    radius = w * 0.08
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    if card is None:
        p.setPen(QPen(QColor("#f5f5f5"), max(1.0, w * 0.02)))
        p.setBrush(QColor(BACKS.get(back, BACKS["blue"])))
        p.drawRoundedRect(rect, radius, radius)
        inner = rect.adjusted(w * 0.09, w * 0.09, -w * 0.09, -w * 0.09)
        p.setBrush(QBrush(QColor(255, 255, 255, 60), Qt.BrushStyle.DiagCrossPattern))
        p.setPen(QPen(QColor(255, 255, 255, 150), max(1.0, w * 0.015)))
        p.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
        p.restore()
        return
    rank, suit = card[0], card[1]
    colour = QColor((FOUR_COLOURS if four_colour else TWO_COLOURS)[suit])
    p.setPen(QPen(QColor("#9e9e9e"), max(1.0, w * 0.012)))
    p.setBrush(QColor("#fdfdfb"))
    p.drawRoundedRect(rect, radius, radius)
    p.setPen(colour)
    text = "10" if rank == "T" else rank
    p.setFont(font(h * (0.3 if text != "10" else 0.27), bold=True))
    index = QRectF(rect.left() + w * 0.05, rect.top() + h * 0.02, w * 0.5, h * 0.34)
    p.drawText(index, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, text)
    small = w * 0.3
    draw_suit(p, suit, QRectF(index.center().x() - small / 2, index.bottom() + h * 0.01,
                              small, small), colour)
    big = w * 0.52
    draw_suit(p, suit, QRectF(rect.right() - big - w * 0.08, rect.bottom() - big * 1.05 - h * 0.05,
                              big, big * 1.05), colour)
    if dim:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 110))
        p.drawRoundedRect(rect, radius, radius)
    p.restore()


def draw_slot(p: QPainter, rect: QRectF) -> None:
    """The faint outline where a card will be dealt."""
    w = rect.width()
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor(255, 255, 255, 70), max(1.0, w * 0.02), Qt.PenStyle.DashLine))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(rect, w * 0.08, w * 0.08)
    p.restore()


def chip_colours(denomination: int, denominations: tuple[int, ...]) -> tuple[QColor, QColor]:
    """(body, text) colours of a chip value; values without a casino colour get a spare."""
    if denomination in CHIP_COLOURS:
        body, text = CHIP_COLOURS[denomination]
    else:
        spare = [d for d in sorted(denominations) if d not in CHIP_COLOURS]
        body, text = _SPARE[spare.index(denomination) % len(_SPARE)] if denomination in spare \
            else _SPARE[0]
    return QColor(body), QColor(text)


# A chip's value is printed on it only from this height in device pixels: below, it cannot
# be read (the amount is written beside every stack, and the chip's colour names it).
CHIP_LABEL_MIN = 7.0


def chip_label(value: int) -> str:
    """A chip's printed value: 1000 as 1K, 5000 as 5K."""
    return f"{value // 1000}K" if value >= 1000 and value % 1000 == 0 else str(value)


def _paint_chip(p: QPainter, centre: QPointF, r: float, value: int, body: QColor,
                ink: QColor) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor(0, 0, 0, 150), max(1.0, r * 0.06)))
    p.setBrush(body)
    p.drawEllipse(centre, r * 0.97, r * 0.97)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#ffffff") if body.lightness() < 200 else QColor("#555555"))
    for i in range(6):
        p.save()
        p.translate(centre)
        p.rotate(i * 60)
        p.drawRect(QRectF(-r * 0.13, -r * 0.95, r * 0.26, r * 0.24))
        p.restore()
    p.setBrush(body.lighter(115))
    p.setPen(QPen(ink, max(1.0, r * 0.04)))
    p.drawEllipse(centre, r * 0.66, r * 0.66)
    label = chip_label(value)
    size = r * {1: 0.8, 2: 0.72, 3: 0.54}.get(len(label), 0.44)
    if size < CHIP_LABEL_MIN:  # a smudge, not a number: the colour tells the chip
        return
    p.setPen(ink)
    p.setFont(font(size, bold=True))
    p.drawText(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r),
               Qt.AlignmentFlag.AlignCenter, label)


@lru_cache(maxsize=512)
def _chip_pixmap(value: int, radius_px: int, body: str, ink: str) -> QPixmap:
    """One chip drawn once at a size in device pixels, reused for every stack."""
    pix = QPixmap(2 * radius_px, 2 * radius_px)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    _paint_chip(p, QPointF(radius_px, radius_px), radius_px, value, QColor(body), QColor(ink))
    p.end()
    return pix


def draw_chip(p: QPainter, centre: QPointF, r: float, value: int,
              denominations: tuple[int, ...], faded: bool = False) -> None:
    """One chip seen from above: coloured body, edge inserts, value in the middle.

    The chip is drawn at the painter's device scale once and then copied, so a
    table full of stacks costs a few picture copies instead of many shapes.
    """
    body, ink = chip_colours(value, denominations)
    scale = device_scale(p)
    radius_px = max(2, math.ceil(r * scale))
    pix = _chip_pixmap(value, radius_px, body.name(QColor.NameFormat.HexArgb),
                       ink.name(QColor.NameFormat.HexArgb))
    p.save()
    if faded:
        p.setOpacity(0.35)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    side = 2 * radius_px / scale
    p.drawPixmap(QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side), pix,
                 QRectF(pix.rect()))
    p.restore()


def device_scale(p: QPainter) -> float:
    """Device pixels per unit of the painter's current coordinates."""
    t = p.worldTransform()
    return (t.m11() ** 2 + t.m12() ** 2) ** 0.5 * p.device().devicePixelRatio()


@lru_cache(maxsize=64)
def _ring_pixmap(radius_px: int) -> QPixmap:
    pix = QPixmap(2 * radius_px + 4, 2 * radius_px + 4)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor(240, 230, 200, 200), max(2.0, radius_px * 0.07)))
    p.setBrush(QColor(0, 0, 0, 40))
    p.drawEllipse(QPointF(radius_px + 2, radius_px + 2), radius_px, radius_px)
    p.end()
    return pix


def draw_ring(p: QPainter, centre: QPointF, r: float) -> None:
    """A betting spot's ring, drawn once per size and copied."""
    scale = device_scale(p)
    radius_px = max(2, math.ceil(r * scale))
    pix = _ring_pixmap(radius_px)
    side = pix.width() / scale
    p.drawPixmap(QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side), pix,
                 QRectF(pix.rect()))


class MixedStack(tuple):
    """One stack of chips of several values, listed from the bottom up."""


def one_column(columns) -> tuple:
    """Stacks of chips as a single mixed stack, the largest value on top.

    A stack is drawn seen from above: the top chip's face is the one value read at a
    glance, and a small chip there (a 5 on 485) reads as the amount. With the largest on
    top it names the chips that carry the amount, the smaller ones showing their colours
    beneath it; the amount itself is written beside every stack. A tall stack keeps its
    top eight: the largest chips.
    """
    rising = sorted(columns, key=lambda column: column[0])
    chips = [value for value, count in rising for _ in range(min(count, 8))]
    return (MixedStack(chips[-8:]),)


def draw_stacks(p: QPainter, centre: QPointF, r: float, columns, denominations,
                faded: bool = False) -> None:
    """Chip columns side by side around ``centre``; each column shows its top chip.

    A column is ``(value, count)``, or a tuple of values for a mixed stack.
    """
    if not columns:
        return
    step = r * 2.08
    x0 = centre.x() - step * (len(columns) - 1) / 2
    for i, column in enumerate(columns):
        x = x0 + i * step
        chips = list(column) if isinstance(column, MixedStack) else [column[0]] * column[1]
        chips = chips[-8:]  # a tall stack shows its top eight
        for k, value in enumerate(chips):
            draw_chip(p, QPointF(x, centre.y() - k * r * 0.16 + (len(chips) - 1) * r * 0.08), r,
                      value, denominations, faded)
