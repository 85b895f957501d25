"""Cards and hands on a worksheet page, drawn with Pillow: each card a white rounded
rectangle with its rank and suit, red for hearts and diamonds, black otherwise, at half an
inch wide so a printed card reads from arm's length."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

from PIL import Image, ImageDraw

from app.core.cards import SUIT_SYMBOLS
from app.printing.text import Ink
from app.printing.worksheet.content import Hand
from app.printing.worksheet.drawing import GREY, INK, WHITE, Page, Style, Typeface

RED: Ink = (200, 0, 0)  # hearts and diamonds: red in print, black for the others

CARD_W, CARD_H = 34, 48  # points: half an inch wide, as a printed card reads from arm's length


def draw_card(page: Page, style: Style, x: int, y: int, card: str) -> None:
    """The face of ``card`` (``Th``) with its top-left corner at (x, y)."""
    face = card_face(card, style.dpi)
    page.image.paste(face, (x, y), face)


@lru_cache(maxsize=None)
def card_face(card: str, dpi: int) -> Image.Image:
    """A card face, drawn once per resolution: a white rounded rectangle with the rank and a
    small suit in the top corner and a large suit in the bottom one, red for hearts and
    diamonds, black otherwise; outside the corners it is transparent."""
    style = Style(dpi)
    w, h = style.px(CARD_W), style.px(CARD_H)
    image = Image.new("RGBA", (w + 1, h + 1), (255, 255, 255, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((0, 0, w, h), radius=style.px(4), fill=WHITE, outline=GREY,
                           width=max(1, style.px(0.8)))
    rank, suit = ("10" if card[0] == "T" else card[0]), SUIT_SYMBOLS[card[1]]
    colour = RED if card[1] in "hd" else INK
    corner, pip, big = style.face(15, bold=True), style.face(11), style.face(22)
    pad = style.px(3)
    top = pad + corner.ascent * 0.8
    corner.draw(draw, pad, top, rank, colour)
    pip.draw(draw, pad + style.px(1), top + pip.ascent, suit, colour)
    big.draw(draw, w - pad - big.width(suit), h - pad - style.px(2), suit, colour)
    return image


@dataclass(frozen=True)
class _Box:
    hand: Hand
    width: int
    height: int


class Hands:
    """The hands of a question side by side (on more lines when they do not fit): each
    with its name above, its cards, and the amounts and note beneath."""

    def __init__(self, hands: Sequence[Hand], style: Style, width: int) -> None:
        self.style = style
        self.lines: list[list[_Box]] = [[]]
        used = 0
        gap = style.px(16)
        for hand in hands:
            box = self._box(hand)
            if self.lines[-1] and used + gap + box.width > width:
                self.lines.append([])
                used = 0
            used += (gap if self.lines[-1] else 0) + box.width
            self.lines[-1].append(box)
        self.gap, self.line_gap = gap, style.px(8)
        # No hand at all (a question told in words): nothing to draw, no height.
        self.height = sum(max(b.height for b in line) + self.line_gap for line in self.lines
                          if line)

    def _cards_width(self, hand: Hand) -> int:
        s = self.style
        return len(hand.cards) * (s.px(CARD_W) + s.px(3)) - s.px(3) if hand.cards else 0

    def _texts(self, hand: Hand) -> list[tuple[Typeface, str, Ink]]:
        """The name, the amounts (on one line when it is not much wider than the cards or
        the name, else a line each) and the note."""
        s = self.style
        out = [(s.small_bold, hand.label, INK)]
        together = " · ".join(hand.amounts)
        if s.small.width(together) <= 2 * max(self._cards_width(hand),
                                               s.small_bold.width(hand.label)):
            out += [(s.small, together, INK)] if together else []
        else:
            out += [(s.small, amount, INK) for amount in hand.amounts]
        if hand.note:
            out.append((s.small_bold, hand.note, GREY))
        return out

    def _box(self, hand: Hand) -> _Box:
        s = self.style
        cards_w = self._cards_width(hand)
        texts = self._texts(hand)
        width = max([cards_w] + [face.width(text) for face, text, _ in texts])
        height = sum(face.line_height for face, _, _ in texts)
        if hand.cards:
            height += s.px(CARD_H) + s.px(4)
        return _Box(hand, width, height)

    def paint(self, page: Page, x: int, y: int) -> None:
        s = self.style
        for line in self.lines:
            left = x
            for box in line:
                texts = self._texts(box.hand)
                face, label, colour = texts[0]
                face.draw(page.draw, left, y + face.ascent, label, colour)
                top = y + face.line_height
                for i, card in enumerate(box.hand.cards):
                    draw_card(page, s, left + i * (s.px(CARD_W) + s.px(3)), top, card)
                if box.hand.cards:
                    top += s.px(CARD_H) + s.px(4)
                for face, text, colour in texts[1:]:
                    face.draw(page.draw, left, top + face.ascent, text, colour)
                    top += face.line_height
                left += box.width + self.gap
            y += max((b.height for b in line), default=0) + self.line_gap
