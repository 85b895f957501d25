"""The class's results: trainees' exports read (the app's own, made by the store's export from
answers given through the store), malformed files refused one by one with their reason, a
trainee on two PCs merged, every answer once, the figures against a count made here, the
class table as CSV and a one-page PDF report per trainee."""

from __future__ import annotations

import csv
import dataclasses
import io
import statistics
from contextlib import closing
from pathlib import Path

import pytest
from PIL import Image, PdfParser

from app.core.errors import ClassFileError, StoreError
from app.core.text import english
from app.core.trainer.class_import import export_files, parse_export, read_export
from app.core.trainer.classroom import (
    CLASS_CSV_COLUMNS,
    LEARNING,
    MASTERED,
    NEEDS_WORK,
    SLOW,
    merge,
    write_class_csv,
)
from app.core.trainer.drills import DRILLS
from app.core.trainer.records import AnswerRecord
from app.core.trainer.store import CSV_COLUMNS, ProgressStore
from tests.class_exports import CODE, THAI, give, make_lab, rows_of, sit


@pytest.fixture
def lab(tmp_path):
    return make_lab(tmp_path)


def written(path: Path, rows: list[dict[str, str]], columns=CSV_COLUMNS) -> Path:
    with open(path, "w", encoding="utf-8-sig", newline="") as f:
        out = csv.DictWriter(f, columns, extrasaction="ignore")
        out.writeheader()
        out.writerows(rows)
    return path


# -- reading the app's own exports --------------------------------------------------------------
def test_the_figures_of_each_trainee_and_drill_match_a_count_made_here(lab):
    results = merge([read_export(lab / "everyone.csv")])
    assert [t.name for t in results.trainees] == ["Anna", THAI]
    exports = {r["profile"]: [] for r in rows_of(lab / "everyone.csv")}
    for r in rows_of(lab / "everyone.csv"):
        exports[r["profile"]].append(r)
    for trainee in results.trainees:
        mine = sorted(exports[trainee.name], key=lambda r: r["at"])
        for drill in {r["drill"] for r in mine}:
            of_drill = [r for r in mine if r["drill"] == drill]
            last = of_drill[-30:]
            got = trainee.drills[drill]
            assert got.stats.count == len(of_drill)
            assert got.correct == sum(r["correct"] == "1" for r in of_drill)
            assert got.stats.accuracy == pytest.approx(got.correct / len(of_drill))
            assert got.stats.median_seconds == pytest.approx(
                statistics.median(float(r["seconds"]) for r in last))
            assert got.stats.recent_accuracy == pytest.approx(
                sum(r["correct"] == "1" for r in last) / len(last))
    anna = results.trainees[0].drills["ch.ante_call"]
    # 45 answers every 5th wrong, then the exam's 4 of AA Bonus: 36 of 45 here
    assert (anna.stats.count, anna.correct, anna.level, anna.target) == (45, 36, 1, 12)
    assert anna.band == LEARNING  # 80% lately: not mastered, not needing work, quick
    thai = results.trainees[1].drills["hand.name"]
    assert (thai.stats.count, thai.correct, thai.level) == (12, 4, 2)
    assert thai.band == NEEDS_WORK


def test_the_class_csv_holds_the_same_figures(lab, tmp_path):
    results = merge([read_export(lab / "everyone.csv")])
    assert write_class_csv(results, tmp_path / "class.csv") == 4  # 2 + 2 trainee-drills
    rows = rows_of(tmp_path / "class.csv")
    assert tuple(rows[0]) == CLASS_CSV_COLUMNS
    by = {(r["trainee"], r["drill"]): r for r in rows}
    assert by[("Anna", "ch.ante_call")] | {} == {
        "trainee": "Anna", "drill": "ch.ante_call", "level": "1", "answers": "45",
        "correct": "36", "accuracy_percent": "80.0", "last_30_percent": "80.0",
        "median_seconds": "3.3", "target_seconds": "12", "result": LEARNING}
    assert by[(THAI, "ch.aa_bonus")]["answers"] == "4"
    with pytest.raises(StoreError, match="could not be written"):
        write_class_csv(results, tmp_path / "no such folder" / "class.csv")


def test_the_same_answers_in_two_exports_count_once(lab):
    results = merge([read_export(lab / "everyone.csv"), read_export(lab / "anna.csv"),
                     read_export(lab / "everyone.csv")])
    everyone, anna, again = results.files
    assert (everyone.answers, everyone.new) == (65, 65)  # 45 + 12 + 2 exams of 4
    assert (anna.answers, anna.new, anna.trainees) == (49, 0, ("Anna",))
    assert (again.answers, again.new) == (65, 0)
    assert [t.answered for t in results.trainees] == [49, 16]
    assert [s.answered for e in results.exams for s in e.results] == [4, 4]


def test_a_trainee_on_two_pcs_is_one_trainee_with_every_answer(lab, tmp_path):
    with closing(ProgressStore(tmp_path / "pc2.sqlite3")) as store:
        anna = store.add_profile("anna")  # another PC, the name in another case
        for n in range(500, 510):
            give(store, anna, "ch.ante_call", n, True, 2.0)
        give(store, anna, "thb.bonus", 510, False, 4.0)
        store.export_csv(tmp_path / "pc2.csv")
    results = merge([read_export(lab / "everyone.csv"), read_export(tmp_path / "pc2.csv"),
                     read_export(lab / "anna.csv")])
    anna = results.trainees[0]
    assert anna.name == "Anna" and len(results.trainees) == 2  # as the first file wrote it
    assert anna.answered == 49 + 11
    assert anna.first_answer < anna.last_answer
    ante = anna.drills["ch.ante_call"]
    assert (ante.stats.count, ante.correct) == (55, 46)
    # the last 30 of ante and call: answers 25..44 of the first PC, then the second's 10
    first = [3.0 + (n % 7) / 10 for n in range(25, 45)]
    assert ante.stats.median_seconds == pytest.approx(statistics.median(first + [2.0] * 10))
    assert set(anna.drills) == {"ch.ante_call", "ch.aa_bonus", "thb.bonus"}


def test_exams_per_code_with_the_pass_rate_and_each_trainees_first_ended_sitting(lab, tmp_path):
    with closing(ProgressStore(tmp_path / "pc2.sqlite3")) as store:
        thai = store.add_profile(THAI)  # sits the code again on another PC, and passes
        sit(store, thai, 900, [True, True, True, True])
        store.export_csv(tmp_path / "pc2.csv")
    results = merge([read_export(lab / "everyone.csv"), read_export(tmp_path / "pc2.csv")])
    (exam,) = results.exams
    assert exam.code == CODE and exam.spec is not None and exam.spec.questions == 4
    got = [(s.trainee, s.correct, s.answered, s.status, s.number) for s in exam.results]
    assert got == [("Anna", 3, 4, "passed", 1), (THAI, 2, 4, "failed", 1)]
    assert exam.sittings == {"Anna": 1, THAI: 2}
    assert (exam.passed, exam.ended, exam.pass_rate) == (1, 2, 0.5)
    assert exam.results[0].result.passed and not exam.results[1].result.passed


def test_every_format_the_app_has_written_reads_the_same(lab, tmp_path):
    """The first export had 12 columns, the next 14 (attempt, status), then 15 (removed),
    today's 16 (exam_source); columns in another order read the same. The first has no
    status: its exams are judged by the pass rule."""
    rows = rows_of(lab / "everyone.csv")
    today = merge([read_export(lab / "everyone.csv")])
    for count in (12, 14, 15):
        old = merge([read_export(written(tmp_path / f"v{count}.csv", rows, CSV_COLUMNS[:count]))])
        assert old.trainees == today.trainees
        assert [(s.trainee, s.status) for s in old.exams[0].results] == [
            ("Anna", "passed"), (THAI, "failed")]
    shuffled = written(tmp_path / "shuffled.csv", rows, CSV_COLUMNS[::-1])
    assert merge([read_export(shuffled)]).trainees == today.trainees


def test_a_name_that_looks_like_a_formula_comes_back_as_it_was(tmp_path):
    with closing(ProgressStore(tmp_path / "p.sqlite3")) as store:
        give(store, store.add_profile("=Bob"), "ch.qualify", 1, True, 2.0)
        store.export_csv(tmp_path / "bob.csv")
    assert rows_of(tmp_path / "bob.csv")[0]["profile"] == "'=Bob"
    results = merge([read_export(tmp_path / "bob.csv")])
    assert [t.name for t in results.trainees] == ["=Bob"]
    write_class_csv(results, tmp_path / "class.csv")
    assert rows_of(tmp_path / "class.csv")[0]["trainee"] == "'=Bob"


def records(rows: list[dict[str, str]]) -> list[AnswerRecord]:
    """A trainee's answers made here from the export's rows, oldest first."""
    return [AnswerRecord(0, r["drill"], int(r["level"]), int(r["seed"]), r["correct"] == "1",
                         float(r["seconds"]), r["answer"], r["expected"],
                         tuple(filter(None, r["tags"].split(";"))), at=r["at"])
            for r in sorted(rows, key=lambda r: r["at"])]


def test_the_weakest_drills_and_cases_of_the_class(lab):
    """Drills by the mean of the trainees' weak-area weights, cases by the sum of their
    weak-tag weights (scoring's own, from answers made here out of the export)."""
    from app.core.trainer.scoring import weak_areas, weak_tags

    results = merge([read_export(lab / "everyone.csv")])
    rows = rows_of(lab / "everyone.csv")
    drill_weights: dict[str, list[float]] = {}
    tag_weights: dict[str, float] = {}
    for name in ("Anna", THAI):
        mine = records([r for r in rows if r["profile"] == name])
        levels = {a.drill: a.level for a in mine}  # one level per drill in this class
        targets = {d: DRILLS[d].targets[level - 1] for d, level in levels.items()}
        for drill, weight in weak_areas(mine, targets):
            drill_weights.setdefault(drill, []).append(weight)
        for tag, weight in weak_tags(mine):
            tag_weights[tag] = tag_weights.get(tag, 0.0) + weight
    expected = sorted(((d, statistics.fmean(w)) for d, w in drill_weights.items()),
                      key=lambda dw: -dw[1])
    assert [(d.drill, pytest.approx(d.weight)) for d in results.weak_drills] == expected
    assert [d.drill for d in results.weak_drills] == ["hand.name", "ch.aa_bonus", "ch.ante_call"]
    weakest = results.weak_drills[0]
    assert (weakest.trainees, weakest.answers, weakest.correct) == (1, 12, 4)
    assert results.weak_drills[1].trainees == 2
    # wrong answers: Anna 9 of ante and call and 1 in the exam, the Thai trainee 8 and 2
    assert {c.tag: (c.misses, c.trainees) for c in results.weak_cases} == {
        "fold": (9 + 1 + 2, 2), "hand_flush": (8, 1)}
    assert [(c.tag, pytest.approx(c.weight)) for c in results.weak_cases] == sorted(
        tag_weights.items(), key=lambda tw: -tw[1])


# -- refusing what is not an export ------------------------------------------------------------
def _export_bytes(lab: Path) -> bytes:
    return (lab / "everyone.csv").read_bytes()


def _with_cell(lab: Path, column: str, value: str) -> bytes:
    rows = rows_of(lab / "everyone.csv")
    rows[3][column] = value
    out = io.StringIO()
    w = csv.DictWriter(out, CSV_COLUMNS)
    w.writeheader()
    w.writerows(rows)
    return out.getvalue().encode("utf-8-sig")


def _without(lab: Path, column: str) -> bytes:
    out = io.StringIO()
    w = csv.DictWriter(out, [c for c in CSV_COLUMNS if c != column], extrasaction="ignore")
    w.writeheader()
    w.writerows(rows_of(lab / "everyone.csv"))
    return out.getvalue().encode("utf-8")


def _line_longer(lab: Path, index: int) -> bytes:
    lines = _export_bytes(lab).split(b"\r\n")
    lines[index] += b",one more"
    return b"\r\n".join(lines)


BAD = {
    "missing column": (lambda lab: _without(lab, "seed"),
                       "not a whole results export of the app (missing: seed)"),
    "text in a number": (lambda lab: _with_cell(lab, "seconds", "fast"),
                         "Line 5: seconds should be a number of seconds such as 4.5, not 'fast'"),
    "text in the level": (lambda lab: _with_cell(lab, "level", "two"),
                          "Line 5: level should be a whole number, not 'two'"),
    "a level no drill has": (lambda lab: _with_cell(lab, "level", "7"),
                             "Line 5: the level should be 1, 2 or 3, not '7'"),
    "correct not 0 or 1": (lambda lab: _with_cell(lab, "correct", "yes"),
                           "Line 5: correct should be 0 or 1, not 'yes'"),
    "a date that is none": (lambda lab: _with_cell(lab, "at", "2026-02-31T10:00:00Z"),
                            "Line 5: at should be a date and time as the app writes it"),
    "a drill of a newer app": (lambda lab: _with_cell(lab, "drill", "ch.newer"),
                               "Line 5: 'ch.newer' is not a drill of this version of the app"),
    "an exam status the app never wrote": (lambda lab: _with_cell(lab, "exam_status", "won"),
                                           "Line 5: 'won' is not an exam status the app writes"),
    "no name": (lambda lab: _with_cell(lab, "profile", "  "), "Line 5: the trainee's name is "
                "empty"),
    "a row with a cell too many": (lambda lab: _line_longer(lab, 1),
                                   "Line 2 does not have one cell for each column of the header"),
    "empty file": (lambda lab: b"", "The file is empty."),
    "only a byte-order mark and blanks": (lambda lab: b"\xef\xbb\xbf \r\n", "The file is empty."),
    "binary junk": (lambda lab: bytes(range(256)) * 8, "holds binary data"),
    "not UTF-8": (lambda lab: _export_bytes(lab).decode("utf-8-sig").replace(THAI, "Zoë")
                  .encode("cp1252"), "is not UTF-8 text"),
    "UTF-16, as a spreadsheet saves Unicode text": (
        lambda lab: _export_bytes(lab).decode("utf-8-sig").encode("utf-16"), "is not UTF-8 text"),
    "another program's CSV": (lambda lab: b"name,score\r\nBob,3\r\n",
                              "first line is not the header of the app's results export"),
    "a column twice": (lambda lab: b"profile,profile," + _export_bytes(lab)[3 + 8:],
                       "names the column profile twice"),
}


@pytest.mark.parametrize("case", BAD, ids=list(BAD))
def test_a_malformed_file_is_refused_with_its_reason_and_the_good_ones_still_read(lab, case):
    make, reason = BAD[case]
    bad = lab / "bad.csv"
    bad.write_bytes(make(lab))
    refused = read_export(bad)
    assert refused.rows == () and refused.refusal is not None
    assert reason in refused.refusal.render(), refused.refusal.render()
    with pytest.raises(ClassFileError):
        parse_export(bad.read_bytes())
    results = merge([read_export(lab / "anna.csv"), refused, read_export(lab / "everyone.csv")])
    assert [f.refusal is None for f in results.files] == [True, False, True]
    assert [t.answered for t in results.trainees] == [49, 16]


def test_a_file_that_cannot_be_opened_is_refused_with_the_systems_reason(tmp_path):
    refused = read_export(tmp_path / "gone.csv")
    assert refused.refusal is not None and "could not be read" in refused.refusal.render()


def test_a_header_only_export_is_read_with_no_answers(tmp_path):
    with closing(ProgressStore(tmp_path / "p.sqlite3")) as store:
        store.add_profile("Nobody yet")
        store.export_csv(tmp_path / "none.csv")
    read = read_export(tmp_path / "none.csv")
    assert read.refusal is None and read.rows == ()


def test_a_folder_gives_every_csv_file_in_it(lab, tmp_path):
    (lab / "OLD.CSV").write_bytes(b"")
    (lab / "notes.txt").write_text("not a csv")
    (lab / "inner.csv").mkdir()
    assert [p.name for p in export_files(lab)] == ["anna.csv", "everyone.csv", "OLD.CSV"]
    with pytest.raises(ClassFileError, match="could not be read"):
        export_files(tmp_path / "no such folder")


# -- the reports -------------------------------------------------------------------------------
def test_one_a4_page_per_trainee_named_after_them(lab, tmp_path):
    from app.printing.class_report import write_reports

    results = merge([read_export(lab / "everyone.csv")])
    out = tmp_path / "reports"
    out.mkdir()
    files = write_reports(results, out, english)
    assert [f.name for f in files] == ["Anna.pdf", f"{THAI}.pdf"]
    for f in files:
        pdf = PdfParser.PdfParser(str(f))
        try:
            assert len(pdf.pages) == 1
            box = pdf.read_indirect(pdf.pages[0])[b"MediaBox"]
            assert box[2] == pytest.approx(595.3, abs=1) and box[3] == pytest.approx(841.9, abs=1)
        finally:
            pdf.close()


def test_report_file_names_every_system_takes_and_none_twice():
    from app.printing.class_report import report_file_name

    taken: set[str] = set()
    names = [report_file_name(n, taken) for n in ("Anna", "anna", "a/b:c?", "CON", " . ", "Anna")]
    assert names == ["Anna.pdf", "anna (2).pdf", "a_b_c_.pdf", "_CON.pdf", "trainee.pdf",
                     "Anna (3).pdf"]


@pytest.mark.parametrize("name", ["Anna", THAI, "ნინო", "Արամ"])
def test_the_report_draws_the_name_in_a_face_that_has_its_letters(lab, tmp_path, name):
    """Every letter of the name has a glyph in the face it is drawn in (no missing-glyph
    boxes); the title's line has ink; the page is saved as PNG to look at."""
    from app.printing.class_report import MARGIN, TITLE, report_page
    from app.printing.text import has_glyph, runs

    results = merge([read_export(lab / "everyone.csv")])
    trainee = results.trainees[1]
    trainee = dataclasses.replace(trainee, name=name)
    assert all(has_glyph(face, c) for face, part in runs(name) for c in part)
    page = report_page(trainee, english)
    page.save(tmp_path / "page.png")
    assert Image.open(tmp_path / "page.png").size == (1654, 2339)
    title = page.crop((MARGIN, MARGIN, 1654 - MARGIN, MARGIN + 2 * TITLE)).convert("L")
    assert title.getextrema()[0] < 60  # dark ink where the title is


def test_the_bands_mark_what_the_figures_say():
    from app.core.trainer.classroom import DrillResult
    from app.core.trainer.scoring import DrillStats

    def band(accuracy, median, mastered=False):
        stats = DrillStats("ch.qualify", 30, accuracy, accuracy, median, 0, 0, mastered)
        return DrillResult(stats, round(30 * accuracy), 1, 5.0).band

    assert band(0.95, 4.0, mastered=True) == MASTERED
    assert band(0.7, 4.0) == NEEDS_WORK
    assert band(0.8, 6.0) == SLOW
    assert band(0.8, 5.0) == LEARNING


def test_a_resat_exam_and_a_full_page_stay_on_one_page_above_the_footer(tmp_path):
    """Every drill answered, an exam sat forty times: what does not fit is left out, nothing
    runs into the footer's line, and a sitting again is said (attempt n)."""
    from app.printing.class_report import MARGIN, PAGE, SMALL, report_page

    with closing(ProgressStore(tmp_path / "p.sqlite3")) as store:
        busy = store.add_profile("Busy")
        for n, drill in enumerate(DRILLS):
            give(store, busy, drill, n, n % 2 == 0, 3.0)
        for k in range(40):
            sit(store, busy, 100 + 10 * k, [True, False, True, False])
        store.export_csv(tmp_path / "busy.csv")
    (trainee,) = merge([read_export(tmp_path / "busy.csv")]).trainees
    assert [s.number for s in trainee.exams] == list(range(1, 41))
    page = report_page(trainee, english).convert("L")
    gap = page.crop((0, PAGE[1] - MARGIN - 2 * SMALL + 2, PAGE[0], PAGE[1] - MARGIN - SMALL - 2))
    assert gap.getextrema() == (255, 255)  # white between the last line and the footer


@pytest.mark.parametrize("text, face", [
    (THAI + " คำตอบ กำลังเรียน", "NotoSansThai-Regular.ttf"),
    ("ნინო ბერიძე", "NotoSansGeorgian-Regular.ttf"),
    ("Արամ Պետրոսյան", "NotoSansArmenian-Regular.ttf"),
    ("Олена Коваль, Қуаныш", "NotoSans-Regular.ttf"),
    ("\u2713\u2717\u23f1\u25cb", "NotoSansSymbols2-Regular.ttf")])
def test_text_of_one_script_is_drawn_as_its_own_noto_face_draws_it(text, face):
    """Pillow drawing the text in the one face that has its letters, shaped, gives the same
    pixels as app.printing.text choosing faces letter by letter (Thai's SARA AM included)."""
    from PIL import ImageDraw, ImageFont, features

    from app.printing.text import draw_text
    from app.system.paths import fonts_dir

    layout = ImageFont.Layout.RAQM if features.check("raqm") else ImageFont.Layout.BASIC
    own = ImageFont.truetype(str(fonts_dir() / face), 40, layout_engine=layout)
    expected, got = Image.new("RGB", (1400, 80), "white"), Image.new("RGB", (1400, 80), "white")
    ImageDraw.Draw(expected).text((10, 60), text, font=own, fill=(0, 0, 0), anchor="ls")
    draw_text(ImageDraw.Draw(got), (10, 60), text, 40, fill=(0, 0, 0))
    assert got.tobytes() == expected.tobytes()


THAI_PHRASE = "เจ้ามือเปิดไพ่แล้วโยนชิปให้ผู้เล่นที่ไม่ได้หมอบเมื่อเกมจบแต่ใครแพ้ไม่ได้อะไรเลย"


@pytest.mark.parametrize("width", range(120, 640, 13))
def test_a_thai_phrase_wrapped_for_a_report_keeps_each_leading_vowel_with_its_consonant(width):
    """Thai writes a phrase without blanks, so the report cuts it between its words: never
    after a vowel written before its consonant (เ แ โ ใ ไ), never before a mark, nothing
    lost, every line inside the width (the report's body size, a cell's width to the page's)."""
    from app.printing.class_report import BODY
    from app.printing.text import text_width, wrapped

    lines = wrapped(THAI_PHRASE, width, BODY)
    assert len(lines) > 1 and "".join(lines) == THAI_PHRASE
    assert all(text_width(line, BODY) <= width for line in lines)
    assert all(line[-1] not in "เแโใไ" for line in lines[:-1])
    assert all(not ("\u0e31" <= line[0] <= "\u0e3a" or "\u0e47" <= line[0] <= "\u0e4e")
               for line in lines)


def test_a_report_cell_wraps_thai_as_a_line_of_the_report_does():
    """A drill's title in the drills table: at most two lines, the first cut as any line of
    the report is, no leading vowel left at its end."""
    from app.printing.class_report import BODY, _Page

    page = _Page(english)
    lines = page.wrap(THAI_PHRASE, 0, BODY)
    assert len(lines) == 2 and lines[0][-1] not in "เแโใไ"
    assert THAI_PHRASE.startswith(lines[0]) and lines[1].endswith("\u2026")
