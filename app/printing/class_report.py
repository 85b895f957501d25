"""A trainee's one-page results report, drawn with Pillow and saved as an A4 PDF.

The page shows what the class's results hold for one trainee: the name, per
drill the answers, accuracy and median time against the target (each with
its band as a mark and a word, not colour alone), the weakest drills and
cases, and the exams with their results. Its words are the window's language
(``translate``), each letter drawn in the Noto face that has it
(app.printing.text), so Georgian, Armenian and Thai names print as they are.
Every figure comes from :mod:`app.core.trainer.classroom`; this module only draws.
"""

from __future__ import annotations

from pathlib import Path
from typing import Sequence

from PIL import Image, ImageDraw

from app.core.text import QT_TRANSLATE_NOOP, Line, Numerus, Translate
from app.core.trainer.classroom import (
    BAND_MARKS,
    BAND_WORDS,
    MASTERED,
    NEEDS_WORK,
    SLOW,
    SOURCE_WORDS,
    STATUS_MARKS,
    STATUS_WORDS,
    ClassResults,
    ExamSitting,
    Trainee,
)
from app.core.trainer.deals import tag_term
from app.core.trainer.drills import DRILLS
from app.core.trainer.records import EXAM_PASSED
from app.core.trainer.remark import practice_line
from app.core.whole_file import file_stem, write_whole
from app.i18n import format_percent, format_seconds
from app.printing.text import Ink, draw_text, fitted, wrapped

DPI = 200
PAGE = (1654, 2339)  # A4, 210 x 297 mm, at DPI
MARGIN = 130
PAD = 16  # between a right-aligned column and a left-aligned one after it
TITLE, HEADING, BODY, SMALL = 60, 38, 28, 23  # text sizes in pixels (20, 13, 10, 8 points)
INK, GREY, RULE, SHADE = (20, 20, 20), (100, 100, 100), (190, 190, 190), (242, 242, 242)
BAND_INK = {MASTERED: (22, 110, 50), SLOW: (150, 95, 0), NEEDS_WORK: (175, 30, 25)}
CONTEXT = "ClassReport"
# The drills table's columns: share of the width, and whether figures are right-aligned.
COLUMNS = ((0.29, False), (0.11, True), (0.09, True), (0.09, True), (0.12, True), (0.13, True),
           (0.17, False))


def _say(translate: Translate, template: str, count: int | None = None, **args: object) -> str:
    """A report's text (marked in ClassReport) in ``translate``'s language; ``count`` for a
    numerus text."""
    line = Line.in_context(CONTEXT, template, **args)
    return (line if count is None else line.with_count(count)).render(translate)


def _seconds(translate: Translate, seconds: float | None, decimals: int | None = 1) -> str:
    if seconds is None:
        return "-"
    return _say(translate, QT_TRANSLATE_NOOP("ClassReport", "{seconds} s"),
                seconds=format_seconds(seconds, decimals=decimals))


class _Page:
    """A page being drawn from the top down: ``y`` is the next line's top. What would run
    into the footer is left out, so the report stays one page."""

    def __init__(self, translate: Translate) -> None:
        self.image = Image.new("RGB", PAGE, "white")
        self.draw = ImageDraw.Draw(self.image)
        self.t = translate
        self.y = MARGIN
        self.width = PAGE[0] - 2 * MARGIN

    def room(self, height: float) -> bool:
        """Whether ``height`` more fits above the bottom margin (the footer's line kept)."""
        return self.y + height <= PAGE[1] - MARGIN - 2 * SMALL

    def line(self, text: str, size: int = BODY, ink: Ink = INK, bold: bool = False,
             indent: float = 0) -> None:
        """One line (wrapped to the page's width), then the cursor below it."""
        for part in wrapped(text, self.width - indent, size, bold):
            if not self.room(round(size * 1.65)):
                return
            self.y += round(size * 1.3)
            draw_text(self.draw, (MARGIN + indent, self.y), part, size, ink, bold)
        self.y += round(size * 0.35)

    def heading(self, text: str) -> None:
        if not self.room(HEADING * 3 + BODY * 2):  # a heading with no line under it: none
            return
        self.y += HEADING // 2
        self.line(text, HEADING, bold=True)
        self.draw.line((MARGIN, self.y, PAGE[0] - MARGIN, self.y), fill=RULE, width=2)
        self.y += BODY // 2

    def wrap(self, text: str, column: int, size: int, bold: bool = False) -> list[str]:
        """``text`` in at most two lines of the drills table's ``column``."""
        wide = COLUMNS[column][0] * self.width - 14 - PAD
        lines = wrapped(text, wide, size, bold)
        if len(lines) <= 2:
            return lines
        return [lines[0], fitted(" ".join(lines[1:]), wide, size, bold)]

    def cells(self, cells: Sequence[Sequence[tuple[str, int, Ink]]], bold: bool = False,
              shaded: bool = False) -> None:
        """One row of the drills table: each cell's lines (text, size, ink) in its column."""
        height = max(sum(round(size * 1.3) for _t, size, _i in lines) for lines in cells) + 12
        if not self.room(height):
            return
        if shaded:
            self.shade(height)
        x = float(MARGIN)
        for (share, right), lines in zip(COLUMNS, cells, strict=True):
            wide, base = share * self.width, self.y + 4
            for text, size, ink in lines:
                base += round(size * 1.3)
                draw_text(self.draw, (x + wide - 10 if right else x + PAD * (x > MARGIN), base),
                          text, size, ink, bold, "rs" if right else "ls", wide - 14 - PAD)
            x += wide
        self.y += height

    def shade(self, height: float) -> None:
        self.draw.rectangle((MARGIN - 8, self.y, PAGE[0] - MARGIN + 8, self.y + height),
                            fill=SHADE)


def _drills(page: _Page, trainee: Trainee) -> None:
    t = page.t
    page.heading(_say(t, QT_TRANSLATE_NOOP("ClassReport", "By drill")))
    header = [_say(t, h) for h in (
        QT_TRANSLATE_NOOP("ClassReport", "Drill"), QT_TRANSLATE_NOOP("ClassReport", "Answers"),
        QT_TRANSLATE_NOOP("ClassReport", "Right"), QT_TRANSLATE_NOOP("ClassReport", "Last 30"),
        QT_TRANSLATE_NOOP("ClassReport", "Median time"),
        QT_TRANSLATE_NOOP("ClassReport", "Target"), QT_TRANSLATE_NOOP("ClassReport", "Result"))]
    page.cells([[(line, SMALL, GREY) for line in page.wrap(h, i, SMALL, True)]
                for i, h in enumerate(header)], bold=True)
    for row, (drill, r) in enumerate(trainee.drills.items()):
        s = r.stats
        title = page.wrap(DRILLS[drill].title.render(t), 0, BODY)
        figures = (str(s.count), f"{format_percent(s.accuracy)}%",
                   f"{format_percent(s.recent_accuracy)}%", _seconds(t, s.median_seconds))
        level = _say(t, QT_TRANSLATE_NOOP("ClassReport", "level {level}"), level=r.level)
        page.cells([[*((line, BODY, INK) for line in title), (level, SMALL, GREY)],
                    *([(f, BODY, INK)] for f in figures),
                    [(_seconds(t, r.target, None), BODY, INK)],
                    [(line, BODY, BAND_INK.get(r.band, INK)) for line in page.wrap(
                        f"{BAND_MARKS[r.band]} {BAND_WORDS[r.band].render(t)}", 6, BODY)]],
                   shaded=bool(row % 2))
    page.line(_say(t, QT_TRANSLATE_NOOP(
        "ClassReport", "Right: of every answer. Last 30 and the median time: over the last 30 "
        "answers of the drill. Mastered: 90% right over the last 30 within the target time."
        " Needs work: under 75% right lately. Slow: the median time over the target.")),
        SMALL, GREY)


def _weakest(page: _Page, trainee: Trainee) -> None:
    t = page.t
    page.heading(_say(t, QT_TRANSLATE_NOOP("ClassReport", "Weakest areas")))
    if not trainee.drills_to_work_on:
        page.line(_say(t, QT_TRANSLATE_NOOP("ClassReport", "Every drill practised is mastered.")))
    for drill in trainee.drills_to_work_on:
        r = trainee.drills[drill]
        page.line("\u2022 " + _say(t, QT_TRANSLATE_NOOP(
            "ClassReport", "{drill}: {right}% right lately, {seconds} a question (target "
            "{target})"), drill=DRILLS[drill].title.render(t),
            right=format_percent(r.stats.recent_accuracy),
            seconds=_seconds(t, r.stats.median_seconds), target=_seconds(t, r.target, None)))
    if trainee.cases_missed:
        page.line(_say(t, QT_TRANSLATE_NOOP("ClassReport", "Cases missed most lately:")),
                  bold=True)
    for case in trainee.cases_missed:
        page.line("\u2022 " + _say(t, Numerus.translate(
            "ClassReport", "{case}: missed %n time(s)", None, 0), case.misses,
            case=tag_term(case.tag).render(t)))


def _exam_line(t: Translate, s: ExamSitting) -> str:
    result = s.result
    if result is None:
        told = _say(t, QT_TRANSLATE_NOOP("ClassReport", "{correct} of {answered} answered right"),
                    correct=s.correct, answered=s.answered)
    else:
        told = _say(t, QT_TRANSLATE_NOOP(
            "ClassReport", "{correct} of {questions} right, {percent}% to pass"),
            correct=s.correct, questions=result.total, percent=result.pass_percent)
    status = f"{STATUS_MARKS[s.status]} {STATUS_WORDS[s.status].render(t)} \u00b7 " \
        f"{SOURCE_WORDS[s.source].render(t)}"
    sitting = "" if s.number == 1 else " \u00b7 " + _say(t, QT_TRANSLATE_NOOP(
        "ClassReport", "sat again (attempt {n})"), n=s.number)
    return f"{s.started[:10]}  {s.code}  \u00b7 {told} \u00b7 {status}{sitting}"


def _exams(page: _Page, trainee: Trainee) -> None:
    t = page.t
    page.heading(_say(t, QT_TRANSLATE_NOOP("ClassReport", "Exams")))
    if not trainee.exams:
        page.line(_say(t, QT_TRANSLATE_NOOP("ClassReport", "No exams sat.")))
    newest = list(reversed(trainee.exams))
    for shown, s in enumerate(newest):
        if not page.room(3 * BODY * 1.3):
            page.line(_say(t, Numerus.translate("ClassReport", "and %n older exam(s)", None, 0),
                           len(newest) - shown), SMALL, GREY)
            break
        page.line(_exam_line(t, s), ink=BAND_INK[MASTERED] if s.status == EXAM_PASSED else INK)
        for told in s.notes:
            page.line(told.render(t), SMALL, GREY, indent=SMALL)
    if trainee.exams:
        page.line(practice_line().render(t), SMALL, GREY)


def report_page(trainee: Trainee, translate: Translate) -> Image.Image:
    """The trainee's page: name, the drills, the weakest areas, the exams."""
    page = _Page(translate)
    page.line(_say(translate, QT_TRANSLATE_NOOP("ClassReport", "Results of {name}"),
                   name=trainee.name), TITLE, bold=True)
    first = trainee.first_answer[:10]
    page.line(_say(translate, Numerus.translate(
        "ClassReport", "%n answer(s) from {first} to {last}", None, 0), trainee.answered,
        first=first, last=trainee.last_answer[:10]), BODY, GREY)
    _drills(page, trainee)
    _weakest(page, trainee)
    _exams(page, trainee)
    draw_text(page.draw, (MARGIN, PAGE[1] - MARGIN), _say(translate, QT_TRANSLATE_NOOP(
        "ClassReport", "Hold'em Dealer Trainer \u00b7 class results")), SMALL, GREY)
    return page.image


def report_file_name(name: str, taken: set[str]) -> str:
    """A PDF file name for a trainee's report that every system accepts and no other report
    of the same folder has (``taken``, casefolded, gets it added)."""
    stem = file_stem(name, "trainee")
    base, number = stem[:80], 1
    while (stem + ".pdf").casefold() in taken:
        number += 1
        stem = f"{base} ({number})"
    taken.add((stem + ".pdf").casefold())
    return stem + ".pdf"


def write_report(trainee: Trainee, path: Path, translate: Translate) -> None:
    """The trainee's page as a one-page A4 PDF at ``path``, written whole or not at all;
    StoreError with the reason when it cannot be written."""
    page = report_page(trainee, translate)
    write_whole(path, lambda out: page.save(out, "PDF", resolution=DPI, quality=92,
                                            title=trainee.name))


def write_reports(results: ClassResults, folder: Path, translate: Translate) -> list[Path]:
    """One report per trainee into ``folder``, named after them; the files written."""
    taken: set[str] = set()
    written = []
    for trainee in results.trainees:
        path = Path(folder) / report_file_name(trainee.name, taken)
        write_report(trainee, path, translate)
        written.append(path)
    return written
