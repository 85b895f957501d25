"""The class's results window: opened from the Instructor menu, it shows what its controller
read (refused files with their reason, the trainees by drills with a mark beside each colour,
the weakest drills and cases, the exams), exports the table and the reports, and keeps every
text whole in the pseudo-language on a 1024x700 screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from app.core.trainer.drills import DRILLS
from app.i18n import PSEUDO, LanguageSwitcher
from app.ui.class_window import BAND_BACKGROUND, ClassWindow
from tests.class_exports import CODE, THAI, make_lab, rows_of
from tests.layout import settle
from tests.test_pseudo_screens import clipped


@pytest.fixture
def lab(tmp_path):
    return make_lab(tmp_path / "lab")


@pytest.fixture
def window(class_window):
    return class_window


def texts(widget) -> list[str]:
    return [widget.item(i).text() for i in range(widget.count())]


def imported(window, qtbot, paths) -> None:
    """``paths`` added with the window's Add files button (the chooser answering them), and
    their import, in its own process, waited for."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(QFileDialog, "getOpenFileNames",
                      lambda *a, **k: ([str(p) for p in paths], ""))
        with qtbot.waitSignal(window.c.import_ended, timeout=60_000):
            qtbot.mouseClick(window.add_files, Qt.MouseButton.LeftButton)


@pytest.mark.qt_log_ignore("This plugin does not support raise")  # offscreen: no stacking
def test_the_instructor_menu_opens_one_class_window(main_window):
    action = main_window.act_class
    assert action in main_window.menu_tools.actions() and action.text() == "&Class results..."
    action.trigger()
    shown = main_window.tool_window("class_results", lambda parent: None)
    assert isinstance(shown, ClassWindow) and shown.isVisible()
    action.trigger()
    assert main_window.tool_window("class_results", lambda parent: None) is shown
    shown.close()


def test_the_files_read_and_a_refused_one_with_its_reason(window, lab, qtbot):
    (lab / "empty.csv").write_bytes(b"")
    imported(window, qtbot, [lab / "everyone.csv", lab / "anna.csv", lab / "empty.csv"])
    assert texts(window.files) == [
        "\u2713 everyone.csv: 65 answers",
        "\u2713 anna.csv: 49 answers (49 already read from another file)",
        "\u2717 empty.csv: refused. The file is empty."]
    assert window.summary.text() == "2 trainees, 65 answers"
    window.files.item(2).setSelected(True)
    assert window.remove.isEnabled()
    with qtbot.waitSignal(window.c.import_ended, timeout=60_000):  # the others merged again
        qtbot.mouseClick(window.remove, Qt.MouseButton.LeftButton)
    assert len(texts(window.files)) == 2 and not window.remove.isEnabled()
    assert window.summary.text() == "2 trainees, 65 answers"
    for _ in range(2):  # the last ones removed: no class, at once
        window.files.item(0).setSelected(True)
        qtbot.mouseClick(window.remove, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.c.importing is None, timeout=60_000)
    assert texts(window.files) == [] and "Progress tab" in window.summary.text()


def test_the_table_marks_each_cell_and_does_not_rely_on_colour(window, lab, qtbot):
    imported(window, qtbot, [lab / "everyone.csv"])
    table = window.table
    assert (table.rowCount(), table.columnCount()) == (2, 3)
    assert [table.verticalHeaderItem(r).text() for r in range(2)] == ["Anna", THAI]
    headers = [table.horizontalHeaderItem(c).text().replace("\n", " ") for c in range(3)]
    assert headers == [DRILLS[d].title.text for d in ("ch.ante_call", "ch.aa_bonus", "hand.name")]
    anna = table.item(0, 0)  # 36 of 45, median of the last 30 3.3 s: learning, no colour
    assert anna.text() == "\u25cb 80% \u00b7 3.3 s" and anna.background().style() == Qt.BrushStyle.NoBrush
    assert "36 of 45 right (80%)" in anna.toolTip() and "target 12 s at level 1" in anna.toolTip()
    thai = table.item(1, 2)  # 4 of 12: needs work, in its colour and with its mark
    assert thai.text().startswith("\u2717 33%")
    assert thai.background().color().name() == BAND_BACKGROUND["needs_work"]
    assert table.item(1, 0).text() == "\u2013"  # the Thai trainee never did ante and call
    assert "\u2713 mastered" in window.legend.text() and "\u2717 needs work" in window.legend.text()


def test_the_weakest_drills_and_cases_and_the_exams_by_code(window, lab, qtbot):
    imported(window, qtbot, [lab / "everyone.csv"])
    weak = texts(window.weak)
    assert weak[0] == "Drills, weakest first:"
    assert weak[1] == "  \u2022 Name the hand: 33% right, answered by 1 trainee"
    assert "Cases missed most lately:" in weak
    assert "  \u2022 player folds: missed 12 times, by 2 trainees" in weak
    top = window.exams.topLevelItem(0)
    assert [top.text(c) for c in range(3)] == [CODE, "2 trainees", "1 of 2 (50%)"]
    children = [[top.child(i).text(c) for c in range(4)] for i in range(top.childCount())]
    assert children == [["Anna", "3 of 4 right", "\u2713 passed", "1"],
                        [THAI, "2 of 4 right", "\u2717 failed", "1"]]
    assert [top.child(i).childCount() for i in range(2)] == [0, 0]  # nothing refused
    assert window.trust.text().startswith("Practice answers carry no exam code")


def test_a_forged_export_shows_the_sitting_failed_with_the_answers_refused(window, lab, qtbot):
    """A failed sitting edited to passed, every mark flipped: marked again, it fails, and the
    answers refused are told under it, the kind and their numbers."""
    import csv

    from app.core.trainer.store import CSV_COLUMNS

    rows = rows_of(lab / "everyone.csv")
    for r in rows:
        if r["profile"] == THAI and r["exam_code"]:
            r["correct"], r["exam_status"] = "1", "passed"
    with open(lab / "forged.csv", "w", encoding="utf-8-sig", newline="") as f:
        out = csv.DictWriter(f, CSV_COLUMNS)
        out.writeheader()
        out.writerows(rows)
    imported(window, qtbot, [lab / "forged.csv"])
    top = window.exams.topLevelItem(0)
    assert top.text(2) == "1 of 2 (50%)"
    thai = top.child(1)
    assert [thai.text(c) for c in range(3)] == [THAI, "2 of 4 right", "\u2717 failed"]
    assert [thai.child(i).text(0) for i in range(thai.childCount())] == [
        "2 answers whose mark in the file is not the mark the answer gets when marked again.",
        "The answers refused, in the order answered: 2, 3."]
    assert thai.isExpanded() and thai.child(0).isFirstColumnSpanned()


def test_export_csv_and_pdf_reports_write_their_files(window, lab, tmp_path, monkeypatch, qtbot,
                                                      _no_blocking_questions):
    imported(window, qtbot, [lab / "everyone.csv"])
    out = tmp_path / "out"
    out.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(out / "class.csv"), ""))
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(out))
    window.export_csv.click()
    assert len(rows_of(out / "class.csv")) == 4
    window.reports.click()
    assert sorted(p.name for p in out.glob("*.pdf")) == ["Anna.pdf", f"{THAI}.pdf"]
    assert _no_blocking_questions == [f"4 rows written to {out / 'class.csv'}.",
                                      f"2 reports written to {out}."]


def test_a_folder_adds_its_csv_files_and_an_empty_one_says_so(window, lab, tmp_path, qtbot,
                                                             monkeypatch, _no_blocking_questions):
    empty = tmp_path / "nothing here"
    empty.mkdir()
    for folder in (lab, empty):
        monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, f=folder, **k: str(f))
        window.add_folder.click()
        qtbot.waitUntil(lambda: window.c.importing is None)  # read in the controller's thread
    assert [t.split(":")[0] for t in texts(window.files)] == ["\u2713 anna.csv",
                                                               "\u2713 everyone.csv"]
    assert _no_blocking_questions == [f"The folder {empty} holds no CSV files."]


def test_nothing_is_exported_before_a_trainee_is_read(window):
    assert not window.export_csv.isEnabled() and not window.reports.isEnabled()
    assert "Progress tab" in window.summary.text()


@pytest.fixture
def pseudo():
    switcher = LanguageSwitcher()
    assert switcher.switch(PSEUDO)
    yield
    switcher.switch("en")


def test_every_text_is_whole_in_the_pseudo_language_on_a_lab_screen(window, pseudo, lab, qtbot):
    imported(window, qtbot, [lab / "everyone.csv", lab / "anna.csv"])
    (lab / "empty.csv").write_bytes(b"")
    imported(window, qtbot, [lab / "empty.csv"])
    settle()
    assert window.add_files.text().startswith("[")  # retranslated when the language changed
    need = window.minimumSizeHint()
    assert need.width() <= 1024 and need.height() <= 700, need
    assert clipped(window) == []


@pytest.mark.parametrize("tags", [
    [("hand_one_pair",), ("fold",), ("side_pot",), ("hand_flush",)],  # as a new user saw it
    [("fold", "side_pot"), ("odd_chips",), ("hand_flush", "hand_two_pair"), ("hand_one_pair",)]])
def test_one_trainees_class_names_the_cases_their_report_names(window, tmp_path, monkeypatch, qtbot,
                                                             tags):
    """A class of one trainee with four wrong answers: the window's cases missed are the
    report's, case by case with the same count (the report once named three of four)."""
    from contextlib import closing

    from app.core.text import english
    from app.core.trainer.store import ProgressStore
    from app.printing import class_report
    from tests.class_exports import give

    with closing(ProgressStore(tmp_path / "pc.sqlite3")) as store:
        new = store.add_profile("New")
        for n, tagged in enumerate(tags):
            give(store, new, "hand.name", n, False, 6.0, tags=tagged)
        store.export_csv(tmp_path / "new.csv")
    imported(window, qtbot, [tmp_path / "new.csv"])
    weak = texts(window.weak)
    listed = [t.strip("\u2022 ").split(", by ")[0]
              for t in weak[weak.index("Cases missed most lately:") + 1:]]
    drawn: list[str] = []
    line = class_report._Page.line
    monkeypatch.setattr(class_report._Page, "line",
                        lambda page, text, *a, **k: (drawn.append(text), line(page, text, *a, **k)))
    class_report.report_page(window.c.results.trainees[0], english)
    reported = [t.strip("\u2022 ") for t in drawn[drawn.index("Cases missed most lately:") + 1:]
                if t.startswith("\u2022")]
    cases = {c for tagged in tags for c in tagged}
    assert len(listed) == min(len(cases), 5) and "one pair: missed 1 time" in listed
    assert reported == listed


def test_reports_start_in_a_folder_that_exists_and_close_closes(window, lab, tmp_path, qtbot,
                                                                monkeypatch):
    """The folder last used for files is gone: the chooser starts in one that exists, and its
    title says one PDF per trainee goes into the folder; Close closes the window."""
    import os

    window.settings.set("files/hand_folder", str(tmp_path / "gone"))
    imported(window, qtbot, [lab / "everyone.csv"])
    asked = []
    monkeypatch.setattr(QFileDialog, "getExistingDirectory",
                        lambda parent, title, start, *a: asked.append((title, start)) or "")
    window.reports.click()
    (title, start), = asked
    assert os.path.isdir(start) and "one PDF report per trainee" in title
    assert window.close_button.text() == "Close"
    window.close_button.click()
    assert not window.isVisible()


def test_this_pcs_class_is_read_with_its_served_exams_told_apart(window, tmp_path, qtbot):
    """This PC's class clicked: its progress file read directly, beside the files; the served
    sitting marked served (the results to rely on), the self-study one self-study; the window
    says what marking again can and cannot catch."""
    from contextlib import closing

    from app.core.trainer.store import ProgressStore
    from tests.class_exports import served, sit

    path = tmp_path / "progress.sqlite3"
    with closing(ProgressStore(path)) as store:
        served(store, "Cara", 0, [True, False, False, True])
        sit(store, store.add_profile("Dan"), 100, [True, True, True, False])
    window.c.store_path = path
    with qtbot.waitSignal(window.c.import_ended, timeout=60_000):
        qtbot.mouseClick(window.add_store, Qt.MouseButton.LeftButton)
    assert texts(window.files) == ["\u2713 This PC's class: 8 answers"]
    top = window.exams.topLevelItem(0)
    assert window.exams.headerItem().text(4) == "Sat as"
    assert [[top.child(i).text(c) for c in range(5)] for i in range(top.childCount())] == [
        ["Cara", "2 of 4 right", "\u2717 failed", "1", "\u2713 served"],
        ["Dan", "3 of 4 right", "\u2713 passed", "1", "self-study"]]
    cara = top.child(0)
    assert [cara.child(i).text(0) for i in range(cara.childCount())] == [
        "Served by this PC's class: marked here as each answer came, the keys never sent. "
        "A result to rely on."]
    assert "It cannot catch an edited answer" in window.trust.text()
    assert "a file that says an exam was served is marked again" in window.trust.text()
