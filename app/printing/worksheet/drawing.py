"""The pieces a worksheet page is made of, drawn with Pillow: text and blanks (the cards
are in app.printing.worksheet.cards).

Sizes are given in points and turned into pixels for the page's resolution
(:class:`Style`), so a sheet at 150 or 200 dpi prints the same size. Each piece
is a :class:`Row` that knows its height before it is drawn, so the page maker
can flow rows onto pages; a row is drawn at its top-left corner.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Protocol, Sequence

from PIL import Image, ImageDraw

from app.printing import text as pillow_text
from app.printing.text import Ink
from app.printing.worksheet.content import Blank

INK: Ink = (0, 0, 0)
GREY: Ink = (95, 95, 95)
LIGHT: Ink = (185, 185, 185)
WHITE: Ink = (255, 255, 255)


@dataclass(frozen=True)
class Style:
    """Sizes at one resolution: ``px(points)`` and the typefaces the sheet uses."""

    dpi: int

    def px(self, points: float) -> int:
        return round(points * self.dpi / 72)

    def face(self, points: float, bold: bool = False) -> Typeface:
        return _typeface(self.px(points), bold)

    @cached_property
    def body(self) -> Typeface:
        return self.face(11)

    @cached_property
    def bold(self) -> Typeface:
        return self.face(11, bold=True)

    @cached_property
    def small(self) -> Typeface:
        return self.face(9)

    @cached_property
    def small_bold(self) -> Typeface:
        return self.face(9, bold=True)

    @cached_property
    def title(self) -> Typeface:
        return self.face(14, bold=True)


class Typeface:
    """The bundled Noto faces at one pixel size and weight (app.printing.text: each letter in
    the face that has it), with the metrics a page is set with."""

    def __init__(self, size: int, bold: bool = False) -> None:
        self.size, self.bold = size, bold
        metrics = [pillow_text.font(face, size, bold).getmetrics() for face in pillow_text.FACES]
        self.ascent = max(a for a, _ in metrics)
        self.descent = max(d for _, d in metrics)

    @property
    def line_height(self) -> int:
        """From one baseline to the next for any text: the tallest face's (Thai's marks
        above and below included)."""
        return self.ascent + self.descent

    def extent(self, text: str) -> tuple[int, int]:
        """The ascent and descent of the faces ``text`` is drawn in (the Latin face's at
        least): a Latin line is set tighter than a Thai one, whose marks stack."""
        latin = next(iter(pillow_text.FACES))
        used = dict.fromkeys([latin] + [face for face, _ in pillow_text.runs(text)])
        metrics = [pillow_text.font(face, self.size, self.bold).getmetrics() for face in used]
        return max(a for a, _ in metrics), max(d for _, d in metrics)

    def width(self, text: str) -> int:
        return round(pillow_text.text_width(text, self.size, self.bold))

    def draw(self, draw: ImageDraw.ImageDraw, x: float, baseline: float, text: str,
             fill: Ink) -> None:
        """``text`` from ``x`` on the baseline ``baseline``."""
        pillow_text.draw_text(draw, (x, baseline), text, self.size, fill, self.bold)

    def wrap(self, text: str, width: int) -> list[str]:
        """``text`` in lines no wider than ``width`` (app.printing.text.wrapped)."""
        return pillow_text.wrapped(text, width, self.size, self.bold)


@lru_cache(maxsize=None)
def _typeface(size: int, bold: bool) -> Typeface:
    """One Typeface per size and weight for the whole run."""
    return Typeface(size, bold)


@dataclass
class Page:
    """One page being drawn: its image and a drawing context on it."""

    image: Image.Image

    @cached_property
    def draw(self) -> ImageDraw.ImageDraw:
        return ImageDraw.Draw(self.image)


class Row(Protocol):
    """A piece of a page: its height in pixels, and how it draws at (x, y)."""

    height: int

    def paint(self, page: Page, x: int, y: int) -> None: ...


# -- text ---------------------------------------------------------------------------------
class Paragraph:
    """Wrapped text, with an optional gutter on the left (a question's number)."""

    def __init__(self, text: str, face: Typeface, width: int, colour: Ink = INK,
                 gutter: str = "", gutter_face: Typeface | None = None, indent: int = 0,
                 space_after: int = 0) -> None:
        self.face, self.colour, self.indent = face, colour, indent
        self.gutter, self.gutter_face = gutter, gutter_face or face
        self.lines = face.wrap(text, width - indent)
        self.ascent, descent = face.extent(text)
        self.step = self.ascent + descent
        self.height = self.step * len(self.lines) + space_after

    def paint(self, page: Page, x: int, y: int) -> None:
        baseline = y + self.ascent
        if self.gutter:
            self.gutter_face.draw(page.draw, x, baseline, self.gutter, self.colour)
        for line in self.lines:
            self.face.draw(page.draw, x + self.indent, baseline, line, self.colour)
            baseline += self.step


class Gap:
    """Empty space; with ``line``, a thin rule across the middle (between questions)."""

    def __init__(self, height: int, width: int = 0, line: bool = False) -> None:
        self.height, self.width, self.line = height, width, line

    def paint(self, page: Page, x: int, y: int) -> None:
        if self.line:
            middle = y + self.height // 2
            page.draw.line((x, middle, x + self.width, middle), fill=LIGHT, width=1)


# -- blanks -------------------------------------------------------------------------------
class WriteIns:
    """The parts to answer in writing, each its label and a line to write on; two to a row
    when every label leaves room for a line."""

    LINE = 90  # points of line at least: room for an amount or a list of seats

    def __init__(self, labels: Sequence[str], style: Style, width: int, indent: int) -> None:
        self.style, self.labels, self.indent = style, list(labels), indent
        face, room = style.body, width - indent
        line = style.px(self.LINE)
        two = len(labels) > 1 and all(face.width(t) + line + style.px(30) <= room // 2
                                      for t in labels)
        self.columns = 2 if two else 1
        self.cell = room // self.columns
        self.row_height = face.line_height + style.px(8)
        self.height = -(-len(labels) // self.columns) * self.row_height

    def paint(self, page: Page, x: int, y: int) -> None:
        s, face = self.style, self.style.body
        for i, label in enumerate(self.labels):
            row, column = divmod(i, self.columns)
            left = x + self.indent + column * self.cell
            baseline = y + row * self.row_height + face.ascent
            face.draw(page.draw, left, baseline, label, INK)
            start = left + face.width(label) + (s.px(8) if label else 0)
            end = left + self.cell - s.px(24 if self.columns > 1 else 0)
            page.draw.line((start, baseline + s.px(2), max(end, start + s.px(self.LINE)),
                            baseline + s.px(2)), fill=INK, width=max(2, s.px(1)))


class Options:
    """The options of a choice, each with a box to tick, in as many columns as fit."""

    def __init__(self, options: Sequence[str], style: Style, width: int, indent: int) -> None:
        self.style, self.options, self.indent = style, list(options), indent
        face = style.body
        self.box = style.px(9)
        widest = max(face.width(o) for o in self.options) + self.box + style.px(24)
        self.columns = max(1, min(len(self.options), (width - indent) // widest))
        self.column_width = (width - indent) // self.columns
        rows = -(-len(self.options) // self.columns)
        self.height = rows * face.line_height + style.px(4)

    def paint(self, page: Page, x: int, y: int) -> None:
        face = self.style.body
        for i, option in enumerate(self.options):
            row, column = divmod(i, self.columns)
            left = x + self.indent + column * self.column_width
            baseline = y + row * face.line_height + face.ascent
            top = baseline - self.box
            page.draw.rectangle((left, top, left + self.box, top + self.box), outline=INK,
                                width=max(1, self.style.px(0.8)))
            face.draw(page.draw, left + self.box + self.style.px(5), baseline, option, INK)


def blank_rows(blanks: Sequence[Blank], style: Style, width: int, indent: int) -> list[Row]:
    """The rows of a question's blanks, in the parts' order: the lines to write on side by
    side where their labels are short, a long label on lines of its own above its line,
    each choice with its options to tick."""
    rows: list[Row] = []
    short: list[str] = []
    room = width - indent - style.px(WriteIns.LINE + 8)

    def flush() -> None:
        if short:
            rows.append(WriteIns(short[:], style, width, indent))
            short.clear()

    for blank in blanks:
        if not blank.options and style.body.width(blank.label) <= room:
            short.append(blank.label)
            continue
        flush()
        if blank.label:
            rows.append(Paragraph(blank.label, style.body, width, indent=indent))
        rows.append(Options(blank.options, style, width, indent) if blank.options
                    else WriteIns([""], style, width, indent))
    flush()
    return rows
