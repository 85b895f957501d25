"""A4 pages from rows: the questions, then the answer key on pages of its own.

Each question (or answer) is a block of rows kept on one page when it fits
one; a block taller than a page (a table of seven seats' derivations) runs on
row by row. Every page has the sheet's heading and a page number out of the
whole document's pages.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from PIL import Image

from app.core.text import QT_TRANSLATE_NOOP, Translate
from app.printing.worksheet.cards import Hands
from app.printing.worksheet.content import SheetAnswer, SheetQuestion, wline
from app.printing.worksheet.drawing import (
    GREY,
    LIGHT,
    WHITE,
    Gap,
    Page,
    Paragraph,
    Row,
    Style,
    blank_rows,
)

A4_MM = (210, 297)
MARGIN_MM = 14
Block = list[Row]


@dataclass(frozen=True)
class Heading:
    """What the top of every page of one part of the sheet says."""

    title: str
    detail: str
    name_line: bool  # the question pages: a line for the trainee's name and the date
    rules: tuple[str, ...] = ()  # house rules every question shares


def page_size(dpi: int) -> tuple[int, int]:
    """A4 in pixels at ``dpi``."""
    width, height = (round(mm / 25.4 * dpi) for mm in A4_MM)
    return width, height


def _margin(style: Style) -> int:
    return style.px(MARGIN_MM / 25.4 * 72)


def content_width(style: Style) -> int:
    return page_size(style.dpi)[0] - 2 * _margin(style)


def question_block(q: SheetQuestion, style: Style) -> Block:
    """A question's rows: its number and prompt, the cards and amounts, the house rules,
    a blank for each part."""
    width, indent = content_width(style), style.px(24)
    rows: Block = [Paragraph(q.prompt, style.bold, width, gutter=f"{q.number}.",
                             indent=indent, space_after=style.px(4))]
    inner = width - indent
    rows.append(_Indented(Hands(q.hands, style, inner), indent))
    for rule in q.rules:
        rows.append(Paragraph(rule, style.small, width, GREY, indent=indent))
    rows.append(Gap(style.px(4)))
    rows.extend(blank_rows(q.blanks, style, width, indent))
    rows.append(Gap(style.px(12), width, line=True))
    return rows


NBSP = "\u00a0"


def answer_block(a: SheetAnswer, style: Style) -> Block:
    """An answer's rows: the parts' answers on one line (each kept whole), then the
    derivation a line each; a line that names a part (a seat of a table) heads the lines
    under it, in bold."""
    width, indent = content_width(style), style.px(24)
    answers = "   ".join(f"{label}:{NBSP}{value}".replace(" ", NBSP) for label, value in a.answers)
    rows: Block = [Paragraph(answers, style.bold, width, gutter=f"{a.number}.", indent=indent,
                             space_after=style.px(3))]
    labels = {label for label, _ in a.answers}
    for line in a.derivation:
        face = style.small_bold if line in labels else style.small
        rows.append(Paragraph(line, face, width, indent=indent + style.px(10)))
    rows.append(Gap(style.px(12), width, line=True))
    return rows


class _Indented:
    """A row drawn ``indent`` pixels to the right."""

    def __init__(self, row: Row, indent: int) -> None:
        self.row, self.indent, self.height = row, indent, row.height

    def paint(self, page: Page, x: int, y: int) -> None:
        self.row.paint(page, x + self.indent, y)


def flow(blocks: Sequence[Block], height: int) -> list[list[Row]]:
    """The rows of each page: a block starts a new page when it does not fit what is left
    of this one but fits a page; a taller block runs on row by row."""
    pages: list[list[Row]] = [[]]
    left = height
    for block in blocks:
        need = sum(r.height for r in block)
        if need > left and pages[-1] and need <= height:
            pages.append([])
            left = height
        for row in block:
            if row.height > left and pages[-1]:
                pages.append([])
                left = height
            pages[-1].append(row)
            left -= row.height
    return pages


NAME = QT_TRANSLATE_NOOP("Worksheet", "Name:")
DATE = QT_TRANSLATE_NOOP("Worksheet", "Date:")
PAGE = QT_TRANSLATE_NOOP("Worksheet", "Page {page} of {pages}")


class Layout:
    """Pages of one part of the sheet (questions, or the answer key) under one heading."""

    def __init__(self, heading: Heading, style: Style, translate: Translate) -> None:
        self.heading, self.style, self.translate = heading, style, translate
        width = content_width(style)
        self.top: list[Row] = [Paragraph(heading.title, style.title, width),
                               Paragraph(heading.detail, style.small, width, GREY)]
        self.top += [Paragraph(rule, style.small, width, GREY) for rule in heading.rules]
        if heading.name_line:
            self.top.append(Paragraph(f"{wline(NAME).render(translate)} {'_' * 28}     "
                                      f"{wline(DATE).render(translate)} {'_' * 14}",
                                      style.body, width))
        self.top.append(Gap(style.px(16), width, line=True))

    @property
    def room(self) -> int:
        """The height left for rows under the heading and above the page number."""
        s = self.style
        return (page_size(s.dpi)[1] - 2 * _margin(s) - sum(r.height for r in self.top)
                - 2 * s.small.line_height)

    def pages(self, blocks: Sequence[Block]) -> list[list[Row]]:
        return flow(blocks, self.room)

    def draw(self, rows: Sequence[Row], number: int, total: int) -> Image.Image:
        """Page ``number`` (from 1) of ``total``: the heading, the rows, the page number."""
        s = self.style
        page = Page(Image.new("RGB", page_size(s.dpi), WHITE))
        x = y = _margin(s)
        for row in (*self.top, *rows):
            row.paint(page, x, y)
            y += row.height
        footer = wline(PAGE, page=number, pages=total).render(self.translate)
        width, height = page.image.size
        bottom = height - _margin(s)
        page.draw.line((x, bottom - s.small.line_height, width - x, bottom - s.small.line_height),
                       fill=LIGHT)
        s.small.draw(page.draw, (width - s.small.width(footer)) / 2, bottom - s.small.descent,
                     footer, GREY)
        return page.image
