"""Printable worksheets: the trainer's questions on A4 pages, then their answer key.

``python -m app worksheet`` and the Instructor menu's worksheet window both run
:func:`write_worksheet`. Question ``i`` (from 0) of seed ``S`` is the trainer's
question for the seed ``S + i``, as ``python -m app questions`` prints it, so
the same seed gives the same sheet, byte for byte, and a trainee can be given
the same questions on screen. The pages are drawn with Pillow (cards, text in
the bundled Noto fonts, boxes to tick) and saved as one PDF; nothing here
computes an answer: every key and derivation is the rules core's.

Modules: ``content`` (the words of each question and answer), ``drawing`` (text
in the Noto faces of app.printing.text, blanks), ``cards``, ``pages`` (A4 pages),
``pdf`` (the file), ``cli`` (the command).
"""

from __future__ import annotations

import errno
import os
from dataclasses import dataclass, replace
from pathlib import Path
from typing import BinaryIO, Callable, Iterator, Optional, Sequence

from PIL import Image

from app.core.profiles import STANDARD, HouseProfile
from app.core.text import QT_TRANSLATE_NOOP, Line, Numerus, Translate, english
from app.core.trainer.drills import DRILLS, MAX_SEED, seeded_questions
from app.core.trainer.questions import Question
from app.core.whole_file import refusal_to_replace, replacing, write_failure
from app.i18n import Translation, translator
from app.printing.pdf import pdf_bytes
from app.printing.worksheet.content import SheetQuestion, sheet_answer, sheet_question, wline
from app.printing.worksheet.drawing import Row, Style
from app.printing.worksheet.pages import Heading, Layout, answer_block, question_block

MAX_COUNT = 200  # questions on one sheet: a class's homework, not a question bank
RESOLUTIONS = (150, 200)  # dots per inch of the pages: 150 reads well, 200 prints finer

Progress = Callable[[int, int], None]  # (done, of): the questions made, then the pages drawn


class WorksheetError(Exception):
    """A worksheet that cannot be made or saved; ``line`` is one sentence for the user,
    ``render(translate)`` says it in a language (``str()`` in English)."""

    def __init__(self, line: Line) -> None:
        super().__init__(line.render())
        self.line = line

    def render(self, translate: Translate = english) -> str:
        return self.line.render(translate)


@dataclass(frozen=True)
class Worksheet:
    """A sheet laid out: its questions, and its pages, each drawn when asked for
    (:meth:`page`), the questions' pages first, then the answer key's."""

    questions: tuple[Question, ...]
    title: str
    dpi: int
    layouts: tuple[tuple[Layout, tuple[Row, ...]], ...]  # each page's heading and rows
    question_pages: int  # the pages before the answer key

    @property
    def page_count(self) -> int:
        return len(self.layouts)

    def page(self, index: int) -> Image.Image:
        """Page ``index`` (from 0) as an image of A4 at the sheet's resolution."""
        layout, rows = self.layouts[index]
        return layout.draw(rows, index + 1, self.page_count)

    def pages(self) -> Iterator[Image.Image]:
        return (self.page(i) for i in range(self.page_count))


def reader(lang: str) -> Translate:
    """``translate`` for ``lang`` that writes amounts as ``lang`` does, English included
    (a sheet is read by people: ``10,000``, not the plain digits of ``settle``)."""
    translate = translator(lang)
    return translate if hasattr(translate, "number") else Translation(lang, lambda c, t, n: "")


def check(drill: str, level: int, count: int, seed: int, dpi: int = RESOLUTIONS[0]) -> None:
    """WorksheetError naming what is wrong with a sheet's settings, if anything."""
    if drill not in DRILLS:
        raise WorksheetError(wline(QT_TRANSLATE_NOOP(
            "Worksheet", "unknown drill {drill}; the drills are {known}"),
            drill=repr(drill), known=", ".join(DRILLS)))
    if level not in (1, 2, 3):
        raise WorksheetError(wline(QT_TRANSLATE_NOOP(
            "Worksheet", "the level must be 1, 2 or 3, not {level}"), level=str(level)))
    if not 1 <= count <= MAX_COUNT:
        raise WorksheetError(wline(QT_TRANSLATE_NOOP(
            "Worksheet", "the number of questions must be from 1 to {most}, not {count}"),
            most=MAX_COUNT, count=str(count)))
    if not 0 <= seed <= MAX_SEED - count + 1:
        raise WorksheetError(wline(Numerus.translate(
            "Worksheet", "the seed must be from 0 to {most} for %n question(s), not {seed}",
            None, 0), most=str(MAX_SEED - count + 1), seed=str(seed)).with_count(count))
    if dpi not in RESOLUTIONS:
        raise WorksheetError(wline(QT_TRANSLATE_NOOP(
            "Worksheet", "the resolution must be 150 or 200 dpi, not {dpi}"), dpi=str(dpi)))


TITLE = QT_TRANSLATE_NOOP("Worksheet", "Worksheet: {drill}")
KEY_TITLE = QT_TRANSLATE_NOOP("Worksheet", "Answer key: {drill}")
DETAIL = Numerus.translate("Worksheet", "Level {level} · seed {seed} · %n question(s)", None, 0)


def shared_rules(sheet: Sequence[SheetQuestion]) -> tuple[str, ...]:
    """The house rules every question shows, printed once at the top of each page (none
    when the questions differ, as level 3's house-rule variants do)."""
    rules = {q.rules for q in sheet}
    return rules.pop() if len(rules) == 1 else ()


def make_worksheet(drill: str, level: int, count: int, seed: int, lang: str = "en",
                   dpi: int = RESOLUTIONS[0], progress: Optional[Progress] = None,
                   house: HouseProfile = STANDARD) -> Worksheet:
    """The sheet's questions under ``house``'s rules (the trainer's, for the same house),
    laid out on pages (WorksheetError for bad settings). ``progress(done, of)`` is told
    after each question; an exception it raises (a Cancel) stops the work."""
    check(drill, level, count, seed, dpi)
    translate, style = reader(lang), Style(dpi)
    questions = []
    for q in seeded_questions(drill, level, count, seed, house):
        questions.append(q)
        if progress:
            progress(len(questions), 2 * count)  # the other half: drawing the pages
    sheet = [sheet_question(i + 1, q, translate) for i, q in enumerate(questions)]
    rules = shared_rules(sheet)
    if rules:
        sheet = [replace(q, rules=()) for q in sheet]
    name = DRILLS[drill].title.render(translate)
    title = wline(TITLE, drill=name).render(translate)
    detail = wline(DETAIL, level=level, seed=str(seed)).with_count(count).render(translate)
    detail += f" · {house.name}" if house.name else ""  # the house whose rules these are
    asked = Layout(Heading(title, detail, True, rules), style, translate)
    keyed = Layout(Heading(wline(KEY_TITLE, drill=name).render(translate), detail, False,
                           rules), style, translate)
    asked_pages = asked.pages([question_block(q, style) for q in sheet])
    keyed_pages = keyed.pages([answer_block(sheet_answer(i + 1, q, translate), style)
                               for i, q in enumerate(questions)])
    layouts = tuple((asked, tuple(rows)) for rows in asked_pages) + tuple(
        (keyed, tuple(rows)) for rows in keyed_pages)
    return Worksheet(tuple(questions), title, dpi, layouts, len(asked_pages))


def save_pdf(sheet: Worksheet, out: BinaryIO, progress: Optional[Progress] = None) -> None:
    """The pages as one PDF written to ``out``, drawn one at a time; ``progress(done, of)``
    goes on from where making the sheet left it, a page at a time."""
    count = len(sheet.questions)

    def page_done(i: int) -> None:
        if progress:
            progress(count + count * i // sheet.page_count, 2 * count)

    out.write(pdf_bytes(sheet.pages(), sheet.dpi, sheet.title, page_done))


def _cannot_write(path: Path, error: OSError) -> WorksheetError:
    return WorksheetError(wline(QT_TRANSLATE_NOOP("Worksheet", "cannot write {file}: {reason}"),
                                file=str(path), reason=write_failure(error)))


def write_worksheet(out: Path, drill: str, level: int, count: int, seed: int,
                    lang: str = "en", dpi: int = RESOLUTIONS[0],
                    progress: Optional[Progress] = None,
                    house: HouseProfile = STANDARD) -> Worksheet:
    """Make the sheet and save it as the PDF ``out`` (the command's and the window's one
    function). The file is written beside ``out`` under another name and put in its place
    only when complete, so a failure (a full disk, a Cancel) leaves whatever ``out`` held;
    a folder that cannot be written is found before any question is made. ``out`` is a new
    file or a PDF file that exists: a folder, a device, a pipe or another kind of file is
    refused (WorksheetError) and left as it is."""
    check(drill, level, count, seed, dpi)
    out = Path(out)
    refusal = refusal_to_replace(out, ".pdf")  # only a new file, or a PDF file, is replaced
    if refusal is not None:
        raise WorksheetError(refusal)
    try:
        if out.is_dir() or not out.name:
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR))
        with replacing(out) as part:  # the folder takes a new file: found before drawing
            sheet = make_worksheet(drill, level, count, seed, lang, dpi, progress, house)
            save_pdf(sheet, part, progress)
    except OSError as e:
        raise _cannot_write(out, e) from None
    return sheet
