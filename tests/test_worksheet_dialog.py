"""The worksheet window: it runs the command's function in a thread, stops on Cancel
without touching the file, and says a bad file in one sentence."""

import pytest

from app.core.trainer.drills import generate
from app.printing.worksheet import make_worksheet
from app.system.settings import Settings
from app.ui.worksheet_dialog import WorksheetDialog


@pytest.fixture
def dialog(qtbot, tmp_path):
    d = WorksheetDialog(Settings(str(tmp_path / "settings.ini")), lambda: "th")
    qtbot.addWidget(d)
    d.show()
    return d


def test_it_opens_in_the_windows_language_within_the_screen(dialog):
    assert dialog.lang.currentData() == "th"
    size = dialog.sizeHint()
    assert size.width() <= 1024 and size.height() <= 700


def test_save_writes_the_sheet_the_command_writes(dialog, qtbot, tmp_path):
    out = tmp_path / "class.pdf"
    dialog.drill.setCurrentIndex(dialog.drill.findData("ch.aa_bonus"))
    dialog.level.setValue(2)
    dialog.count.setValue(3)
    dialog.seed.setValue(55)
    dialog.file.setText(str(out))
    dialog.save.click()
    qtbot.waitUntil(lambda: dialog.writer is None, timeout=30_000)
    same = make_worksheet("ch.aa_bonus", 2, 3, 55, "th")
    assert out.read_bytes().count(b"/Type /Page ") == same.page_count
    assert [q.expected for q in same.questions] == [generate("ch.aa_bonus", 2, s).expected
                                                    for s in (55, 56, 57)]
    assert str(out) in dialog.status.text() and dialog.save.isEnabled()


def test_cancel_stops_and_leaves_the_file_as_it_was(dialog, qtbot, tmp_path):
    out = tmp_path / "class.pdf"
    out.write_bytes(b"kept")
    dialog.drill.setCurrentIndex(dialog.drill.findData("nl.pots"))
    dialog.level.setValue(3)
    dialog.count.setValue(200)
    dialog.start(out)
    qtbot.waitUntil(lambda: dialog.progress.value() >= 1, timeout=30_000)
    dialog.close_button.click()
    qtbot.waitUntil(lambda: dialog.writer is None, timeout=30_000)
    assert out.read_bytes() == b"kept"
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]  # no temporary file
    assert dialog.status.text() == "Stopped; no file was written."
    assert dialog.progress.isHidden() and dialog.save.isEnabled()


def test_a_folder_that_is_not_there_is_one_sentence(dialog, qtbot, tmp_path,
                                                    _no_blocking_questions):
    dialog.count.setValue(1)
    dialog.start(tmp_path / "gone" / "sheet.pdf")
    qtbot.waitUntil(lambda: dialog.writer is None, timeout=30_000)
    said = _no_blocking_questions[-1]
    assert said.startswith("cannot write ") and "\n" not in said
    assert dialog.status.text() == said


def test_an_existing_file_typed_by_hand_is_not_replaced_unasked(dialog, tmp_path,
                                                                _no_blocking_questions):
    out = tmp_path / "old.pdf"
    out.write_bytes(b"old")
    dialog.file.setText(str(out))
    dialog.save.click()  # the question is answered No
    assert "old.pdf" in _no_blocking_questions[-1]
    assert dialog.writer is None and out.read_bytes() == b"old"


@pytest.mark.qt_log_ignore("This plugin does not support raise")  # offscreen: no stacking
def test_the_instructor_menu_opens_the_worksheet_window(main_window):
    w = main_window
    assert w.act_worksheets in w.menu_tools.actions()
    w.act_worksheets.trigger()
    window = w._tool_windows["worksheets"]
    assert isinstance(window, WorksheetDialog) and window.isVisible()
    window.close()


def test_the_window_deals_under_the_active_house_profile(dialog, qtbot, tmp_path, monkeypatch):
    from app.core.profiles import HouseProfile
    from app.printing.worksheet import write_worksheet
    from app.ui import worksheet_dialog

    house = HouseProfile.make("School", {"casino_holdem": {"ante_paytable": "25-25-12-3-2-1"}})
    monkeypatch.setattr(worksheet_dialog, "active_house", lambda settings: house)
    dialog.drill.setCurrentIndex(dialog.drill.findData("ch.total"))
    dialog.level.setValue(1)
    dialog.count.setValue(2)
    dialog.seed.setValue(3)
    dialog.start(tmp_path / "window.pdf")
    qtbot.waitUntil(lambda: dialog.writer is None, timeout=30_000)
    write_worksheet(tmp_path / "command.pdf", "ch.total", 1, 2, 3, "th", house=house)
    assert (tmp_path / "window.pdf").read_bytes() == (tmp_path / "command.pdf").read_bytes()


@pytest.mark.qt_log_ignore("This plugin does not support raise")  # offscreen: no stacking
def test_the_status_line_follows_a_language_switch(main_window, qtbot, tmp_path):
    from PySide6.QtCore import QCoreApplication

    w = main_window
    w.act_worksheets.trigger()
    dialog = w._tool_windows["worksheets"]
    dialog.drill.setCurrentIndex(dialog.drill.findData("ch.aa_bonus"))
    dialog.count.setValue(1)
    out = tmp_path / "one.pdf"
    dialog.start(out)
    qtbot.waitUntil(lambda: dialog.writer is None, timeout=30_000)
    english = dialog.status.text()
    assert english.startswith(f"Saved {out}: 2 pages")
    w.set_language("uk")
    try:
        ukrainian = QCoreApplication.translate(
            "WorksheetDialog", "Saved {file}: %n page(s), the answer key from page {key}.", "",
            2).format(file=str(out), key=2)
        assert ukrainian != english  # the .qm has the line: else the test would prove nothing
        qtbot.waitUntil(lambda: dialog.status.text() == ukrainian)
    finally:
        w.set_language("en")
    qtbot.waitUntil(lambda: dialog.status.text() == english)
    dialog.close()
