"""An exam's slip: its code in large type, its drills, questions, time, pass mark and level.

The instructor sets an exam and gives the class its code; the slip is what goes on the
board, the projector or paper. Its words (:func:`slip_text`) are shared by the window
that shows it (app.ui.exam_slip) and the page printed here: one A4 page drawn with Pillow
in the bundled Noto faces (app.printing.text, so a Georgian or Thai slip prints as it
reads) and saved as a PDF of its page image (app.printing.pdf), as worksheets are.
Nothing here makes the code: it is the core's (app.core.trainer.exam).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from PIL import Image, ImageDraw

from app import __version__
from app.core.text import QT_TRANSLATE_NOOP, Line, Translate
from app.core.trainer.drills import DRILLS
from app.core.trainer.exam import ExamSpec
from app.core.whole_file import write_whole
from app.printing.pdf import pdf_bytes
from app.printing.text import Ink, draw_text, text_width, wrapped

CONTEXT = "ExamSlip"
DPI = 150
PAGE = (1240, 1754)  # A4, 210 x 297 mm, at DPI
MARGIN = 110
TITLE, HEADING, BODY, SMALL = 50, 36, 30, 22  # pixels at 150 dpi (24, 17, 14, 11 points)
# The code's type: as large as the page's width lets it be; on one line down to 56 pixels
# (27 points), rather than cut into two lines of larger type.
CODE_MOST, CODE_LEAST = 150, 56
INK, GREY, RULE = (15, 15, 15), (95, 95, 95), (185, 185, 185)


# The exam dialog's own words for the exam's settings, in its order.
DETAILS = (QT_TRANSLATE_NOOP("ExamDialog", "Questions:"),
           QT_TRANSLATE_NOOP("ExamDialog", "Minutes:"),
           QT_TRANSLATE_NOOP("ExamDialog", "Pass mark (%):"),
           QT_TRANSLATE_NOOP("ExamDialog", "Level:"))


def _say(translate: Translate, context: str, template: str, **args: object) -> str:
    return Line.in_context(context, template, **args).render(translate)


@dataclass(frozen=True)
class SlipText:
    """The slip's words in one language: the window shows them and the page prints them."""

    title: str
    code: str
    how: str  # where a trainee types the code
    drills_heading: str
    drills: tuple[str, ...]  # each drill's name, in the exam's order
    details: tuple[str, ...]  # questions, minutes, pass mark, level
    house: str  # the house whose rules the exam is dealt under ("" for GAMES.md's)
    footer: str


def slip_text(spec: ExamSpec, code: str, translate: Translate, house_name: str = "") -> SlipText:
    """The words of the slip of ``spec``, whose code is ``code``; ``house_name`` names the
    house profile when the exam is dealt under rules of its own."""
    values = (spec.questions, spec.minutes, spec.pass_percent, spec.level)
    details = tuple(_say(translate, "ExamDialog", label) + f" {value}"
                    for label, value in zip(DETAILS, values, strict=True))
    house = _say(translate, "ExamDialog", QT_TRANSLATE_NOOP(
        "ExamDialog", "A new exam is dealt under the house profile {name}; its code carries the "
        "house's rules."), name=house_name) if spec.house and house_name else ""
    return SlipText(
        title=_say(translate, CONTEXT, QT_TRANSLATE_NOOP("ExamSlip", "Exam code")),
        code=code,
        how=_say(translate, CONTEXT, QT_TRANSLATE_NOOP(
            "ExamSlip", "On the {trainer} tab press {exam} and type the code under "
            "\u201c{sit}\u201d: the same code gives the same questions on every PC."),
            trainer=_say(translate, "MainWindow", QT_TRANSLATE_NOOP("MainWindow", "Trainer")),
            exam=_say(translate, "TrainerScreen", QT_TRANSLATE_NOOP("TrainerScreen", "Exam...")),
            sit=_say(translate, "ExamDialog", QT_TRANSLATE_NOOP("ExamDialog",
                                                                "Sit an exam from a code"))),
        drills_heading=_say(translate, CONTEXT, QT_TRANSLATE_NOOP("ExamSlip", "Drills")),
        drills=tuple(DRILLS[d].title.render(translate) for d in spec.drills),
        details=details,
        house=house,
        footer=_say(translate, CONTEXT, QT_TRANSLATE_NOOP(
            "ExamSlip", "Hold'em Dealer Trainer {version}"), version=__version__))


def _bold_width(text: str, size: int) -> float:
    return text_width(text, size, True)


def code_lines(code: str, width: float, most: int = CODE_MOST, least: int = CODE_LEAST,
               measure: Callable[[str, int], float] = _bold_width) -> tuple[list[str], int]:
    """``code`` in as few lines as fit ``width`` at ``least`` pixels or more, in the largest
    type up to ``most`` pixels that fits; a line is cut only between the code's groups of
    four and ends in its dash (a trainee types the dashes or not: both read the same); the
    lines and the type's size. ``measure(text, size)``: how wide bold ``text`` is drawn
    (the page's by default; the projector measures with Qt)."""
    prefix, *groups = code.split("-")
    for rows in range(1, len(groups) + 1):
        per = -(-len(groups) // rows)
        lines = ["-".join(groups[i:i + per]) for i in range(0, len(groups), per)]
        lines = [f"{prefix}-{lines[0]}", *lines[1:]]
        lines = [part + "-" for part in lines[:-1]] + lines[-1:]
        widest = max(measure(part, least) for part in lines)
        if widest <= width or rows == len(groups):
            size = most
            while size > least and max(measure(part, size) for part in lines) > width:
                size -= 2
            return lines, size
    return [code], least  # (a code has a group at least)


class _Page:
    """The slip drawn from the top down at one set of sizes, or only measured (``draw``
    None): ``y`` is the next line's top."""

    def __init__(self, draw: ImageDraw.ImageDraw | None) -> None:
        self.draw, self.y = draw, MARGIN

    def text(self, x: float, text: str, size: int, bold: bool = False, ink: Ink = INK,
             anchor: str = "ls") -> None:
        if self.draw is not None:
            draw_text(self.draw, (x, self.y), text, size, ink, bold, anchor)

    def line(self, text: str, size: int, bold: bool = False, ink: Ink = INK, left: float = MARGIN,
             width: float = PAGE[0] - 2 * MARGIN) -> None:
        for part in wrapped(text, width, size, bold):
            self.y += round(size * 1.3)
            self.text(left, part, size, bold, ink)
        self.y += round(size * 0.4)


def _lay_out(words: SlipText, body: int, columns: int, code_most: int,
             draw: ImageDraw.ImageDraw | None = None) -> int:
    """Draw (or measure, without ``draw``) the slip with drills in ``body`` pixels in
    ``columns`` columns and the code up to ``code_most`` pixels; where its last line ends."""
    width = PAGE[0] - 2 * MARGIN
    page = _Page(draw)
    page.line(words.title, TITLE, bold=True)
    page.y += BODY
    lines, size = code_lines(words.code, width, code_most)
    for part in lines:
        page.y += round(size * 1.15)
        page.text(PAGE[0] / 2, part, size, True, anchor="ms")
    page.y += round(size * 0.45)
    if draw is not None:
        draw.line((MARGIN, page.y, PAGE[0] - MARGIN, page.y), fill=RULE, width=3)
    page.y += BODY
    page.line(words.how, BODY, ink=GREY)
    page.y += BODY // 2
    page.line(words.drills_heading, HEADING, bold=True)
    rows = -(-len(words.drills) // columns)
    gap = BODY
    column = (width - BODY // 2 - gap * (columns - 1)) / columns
    top, bottom = page.y, page.y
    for i, name in enumerate(words.drills):
        if i % rows == 0:
            page.y = top
        page.line("\u2022 " + name, body, left=MARGIN + BODY // 2 + (i // rows) * (column + gap),
                  width=column)
        bottom = max(bottom, page.y)
    page.y = bottom + BODY // 2
    page.line("   \u00b7   ".join(words.details), HEADING, bold=True)
    if words.house:
        page.y += BODY // 2
        page.line(words.house, BODY, ink=GREY)
    page.y, last = PAGE[1] - MARGIN, page.y
    page.text(MARGIN, words.footer, SMALL, ink=GREY)
    return last


def slip_page(words: SlipText) -> Image.Image:
    """The slip on one A4 page at ``DPI``: the code in large type across the page, where to
    type it, the drills, the settings. Sixteen drills with long names fit: their type, then
    a second column, then the code's type give way until the page holds them above the
    footer."""
    image = Image.new("RGB", PAGE, "white")
    room = PAGE[1] - MARGIN - 3 * SMALL
    tries = [(body, columns, most) for most in (CODE_MOST, 100, 80) for columns in (1, 2)
             for body in (BODY, 26, 22)]
    fitting = next((t for t in tries if _lay_out(words, *t) <= room), tries[-1])
    _lay_out(words, *fitting, ImageDraw.Draw(image))
    return image


def write_slip(path: Path, words: SlipText) -> None:
    """The slip as a one-page PDF at ``path``, written whole or not at all (StoreError with
    the reason when it cannot be written)."""
    page = slip_page(words)
    write_whole(Path(path), lambda out: out.write(pdf_bytes([page], DPI, words.code)))
