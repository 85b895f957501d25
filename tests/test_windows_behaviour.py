"""What Windows does differently, checked here with stand-ins (this suite runs on Linux; the
hosted CI workflow runs it on Windows and macOS too).

* Files: Windows refuses to rename, replace or delete a file another program has open (a
  sharing violation, WinError 32, which Python raises as PermissionError), and to replace a
  read-only one; ``os.rename`` onto an existing file fails there (the app renames only onto
  names that are free, and replaces with ``os.replace``). Each such failure is made here by a
  ``PermissionError(13, ...)`` where Windows would raise it: the user is told in one sentence,
  nothing is lost, no traceback.
* Folders: each Windows user's data is in their own ``%LOCALAPPDATA%``, never the program's
  folder (Program Files, which students cannot write); portable mode there says what to do.
* Alt letters: on Windows Alt and a letter opens a menu or presses a button, so no two in one
  window may share a letter, in any of the six languages.
* Paths with drive letters, backslashes and network shares (``ntpath`` as the stand-in where
  the code handles them as strings), a drive that is gone (a USB stick pulled out).
* Exports a spreadsheet on Windows reads right; file names Windows refuses; a windowed program
  with no console.
"""

import errno
import gc
import io
import logging
import ntpath
import os
import re
import sqlite3
import sys
from contextlib import closing
from pathlib import Path, PureWindowsPath
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import (
    QAbstractButton,
    QFileDialog,
    QGroupBox,
    QLabel,
    QMainWindow,
    QMenu,
    QTabBar,
    QTabWidget,
    QWidget,
)

from app.commands import cli
from app.core.errors import StoreError
from app.core.trainer.records import AnswerRecord
from app.core.trainer.store import IN_USE, READ_ONLY, UNAVAILABLE, open_progress_store
from app.core.trainer.store.files import _sqlite_uri
from app.core.trainer.store.outcomes import _problem
from app.core.whole_file import file_stem
from app.system import logs, paths
from app.system.settings import Settings

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "assets" / "scenarios" / "ch_worked_1_trip_aces.json"
LANGUAGES = ("en", "ka", "uk", "th", "kk", "hy")
SHARING_VIOLATION = 32  # Windows: "The process cannot access the file because it is being
# used by another process"
IN_ANOTHER_PROGRAM = "open in another program"
# The instructor's windows are tool windows, raised when opened: offscreen there is no stacking.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support raise")


def windows_error(winerror: int, text: str, filename: object = None) -> PermissionError:
    """The PermissionError Windows raises for ``winerror``: errno EACCES, and ``winerror`` set
    (Python keeps that attribute only on Windows; elsewhere it is set by hand)."""
    exc = PermissionError(errno.EACCES, text, None if filename is None else str(filename),
                          winerror)
    if not hasattr(exc, "winerror"):
        exc.winerror = winerror
    return exc


def held(real, *held_paths: Path):
    """``real`` (os.rename, os.replace) refusing, as Windows does, to move a file onto or from
    one of ``held_paths`` (open in another program)."""
    held_names = {str(p) for p in held_paths}

    def refuse(source, target, *args, **kwargs):
        if {str(source), str(target)} & held_names:
            raise windows_error(SHARING_VIOLATION, "The process cannot access the file because "
                                "it is being used by another process", source)
        return real(source, target, *args, **kwargs)
    return refuse


def answer(profile_id: int) -> AnswerRecord:
    return AnswerRecord(profile_id=profile_id, drill="ch.total", correct=True, seconds=3.0,
                        level=1, seed=7, answer="40", expected="40", tags=("ante_pays",))


# -- a. the progress file, its WAL and shared memory, exports and logs, held by another program --
def test_a_file_another_program_holds_is_in_use_not_read_only():
    """Windows raises a sharing or lock violation as EACCES, like a read-only file: the
    store tells them apart by ``winerror``, so the trainee is not told the folder is
    read-only when another copy of the app (or a backup program) has the file open."""
    assert _problem(windows_error(32, "used by another process")).kind == IN_USE
    assert _problem(windows_error(33, "another process has locked a portion")).kind == IN_USE
    assert _problem(windows_error(5, "Access is denied")).kind == READ_ONLY
    assert _problem(PermissionError(errno.EACCES, "Permission denied")).kind == READ_ONLY


def test_a_damaged_file_another_copy_holds_open_stays_whole_and_the_trainee_practises_on(path,
                                                                                     monkeypatch):
    """A damaged progress file is renamed aside (with its WAL and shared memory, when there
    are any: tests/test_store_quarantine.py puts a WAL moved first back when the file
    cannot follow); on Windows another copy of the app holding it makes the rename fail.
    Nothing is moved or lost, and the trainee practises with a session store, told that
    another program uses the file."""
    path.parent.mkdir(parents=True)
    damaged = b"not a database " * 100
    path.write_bytes(damaged)
    monkeypatch.setattr(os, "rename", held(os.rename, path))
    store, moved, problem = open_progress_store(path)
    with closing(store):
        assert moved is None and problem.kind == IN_USE
        assert problem.reason.render() == "another program is using the file"
        pid = store.add_profile("Anna").id
        assert store.record(answer(pid)).id and len(store.answers(pid)) == 1
    assert path.read_bytes() == damaged
    assert [p.name for p in path.parent.iterdir()] == [path.name]


@pytest.mark.skipif(not Path("/proc/self").is_dir(), reason="needs Linux's /proc")
def test_a_folder_that_takes_no_file_is_read_only_whatever_os_access_says(monkeypatch):
    """On Windows ``os.access(folder, W_OK)`` reads only the read-only attribute, so it says
    yes for a Program Files folder a student cannot write. The store makes a file to find
    out: /proc/self (no new file can be made there, even by root) stands in, with os.access
    answering yes as Windows would."""
    monkeypatch.setattr(os, "access", lambda *args, **kwargs: True)
    store, moved, problem = open_progress_store(Path("/proc/self/progress.sqlite"))
    with closing(store):
        assert problem.kind == READ_ONLY and problem.reason.render() == \
            "the file or its folder is read-only"


def test_the_read_only_copy_of_a_progress_file_on_a_network_share_has_a_uri_sqlite_takes(
        tmp_path):
    """A progress file that cannot be written is read through an SQLite URI; on Windows a
    network path (a share, or a mapped drive: ``resolve`` turns H: into \\\\server\\share) gave
    ``file://server/share/...``, which SQLite refuses. The server goes into the path."""
    assert _sqlite_uri(PureWindowsPath(r"\\server\share\Trainer\data\progress.sqlite")) == \
        "file:////server/share/Trainer/data/progress.sqlite"
    assert _sqlite_uri(PureWindowsPath(r"D:\Trainer\data\progress.sqlite")) == \
        "file:///D:/Trainer/data/progress.sqlite"
    assert _sqlite_uri(PureWindowsPath(r"C:\Users\Ніна\Hold'em #1\progress.sqlite")) == \
        "file:///C:/Users/%D0%9D%D1%96%D0%BD%D0%B0/Hold%27em%20%231/progress.sqlite"
    # This machine's SQLite reads the file by its URI, and refuses a server in the authority
    # as it does on Windows.
    db = tmp_path / "a b#1" / "progress.sqlite"
    db.parent.mkdir()
    with closing(sqlite3.connect(db)) as conn:
        conn.execute("CREATE TABLE t (a)")
    with closing(sqlite3.connect(_sqlite_uri(db) + "?mode=ro", uri=True)) as conn:
        assert conn.execute("SELECT name FROM sqlite_master").fetchall() == [("t",)]
    with pytest.raises(sqlite3.Error, match="authority"):
        sqlite3.connect("file://server/share/progress.sqlite?mode=ro", uri=True)
    if os.name == "posix":  # an empty authority and a path of four slashes, as a share's
        four_slashes = "file:/" + _sqlite_uri(db).removeprefix("file:")  # file:////tmp/...
        with closing(sqlite3.connect(four_slashes + "?mode=ro", uri=True)) as conn:
            assert conn.execute("SELECT name FROM sqlite_master").fetchall() == [("t",)]


def test_an_export_over_a_csv_a_spreadsheet_has_open_says_so_and_keeps_the_old_file(
        store, tmp_path, monkeypatch):
    """Excel keeps the CSV it shows open, and Windows then refuses to replace it: the
    export says what to do, the old file is as it was and no temporary file is left."""
    store.record(answer(store.add_profile("Anna").id))
    out = tmp_path / "progress.csv"
    out.write_text("last week's export")
    monkeypatch.setattr(os, "replace", held(os.replace, out))
    with pytest.raises(StoreError) as refused:
        store.export_csv(out)
    said = refused.value.render()
    assert said.startswith(f"The results could not be written to {out} (") and \
        IN_ANOTHER_PROGRAM in said and "choose another name" in said
    assert out.read_text() == "last week's export"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["data", "progress.csv"]


def test_the_progress_tabs_export_over_a_held_file_is_one_message(main_window, told,
                                                                 tmp_path, monkeypatch):
    out = tmp_path / "progress.csv"
    out.write_text("old")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    monkeypatch.setattr(os, "replace", held(os.replace, out))
    main_window.progress._export(True)
    assert len(told) == 1 and told[0].startswith("The file could not be written: ") and \
        IN_ANOTHER_PROGRAM in told[0]
    assert out.read_text() == "old"


def test_a_worksheet_over_a_pdf_a_viewer_has_open_says_so(tmp_path, monkeypatch, qapp):
    from app.printing.worksheet import WorksheetError, write_worksheet

    out = tmp_path / "lesson.pdf"
    out.write_bytes(b"%PDF- last lesson's")
    monkeypatch.setattr(os, "replace", held(os.replace, out))
    with pytest.raises(WorksheetError) as refused:
        write_worksheet(out, "ch.total", 1, 1, 100)
    assert IN_ANOTHER_PROGRAM in refused.value.render()
    assert out.read_bytes() == b"%PDF- last lesson's"
    assert [p.name for p in tmp_path.iterdir()] == ["lesson.pdf"]


def test_a_rules_page_printed_over_a_pdf_a_viewer_has_open_is_not_said_saved(
        main_window, told, tmp_path, monkeypatch):
    """The page used to be printed straight into the file: on Windows a PDF open in a
    viewer could not be opened for writing, the old file was still there, and "Saved" was
    said. Now it is printed beside and put in place, or the old file stays and a warning
    says it could not be written."""
    from app.ui import rules_screen

    screen = main_window.rules_screen
    screen.show_game("casino_holdem")
    out = tmp_path / "page.pdf"
    out.write_bytes(b"%PDF- the page as printed last week")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    monkeypatch.setattr(rules_screen.os, "replace", held(os.replace, out))
    screen._on_print()
    assert told == [f"The PDF could not be written to {out}."]
    assert out.read_bytes() == b"%PDF- the page as printed last week"
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith((".pdf", ".tmp"))] == \
        ["page.pdf"]
    monkeypatch.undo()
    assert screen.print_pdf(str(out)) and out.read_bytes()[:5] == b"%PDF-" and \
        out.stat().st_size > 1000


def test_a_hand_saved_over_a_file_another_program_holds_is_one_message(main_window, told,
                                                                      tmp_path, monkeypatch):
    out = tmp_path / "hand.jsonl"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))

    def refuse(self, *args, **kwargs):
        raise windows_error(SHARING_VIOLATION, "The process cannot access the file because "
                            "it is being used by another process", self)
    monkeypatch.setattr(Path, "write_text", refuse)
    main_window.controller.new_hand()
    main_window._on_save()
    assert told == ["The hand could not be saved: The process cannot access the file because "
                    "it is being used by another process"]


@pytest.fixture
def log_home(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    yield tmp_path
    logs.stop_logging()


def test_a_log_another_copy_of_the_app_holds_grows_on_instead_of_losing_records(
        log_home, monkeypatch, capsys):
    """Two copies of the app log to one file; on Windows the full log cannot be renamed
    while the other copy has it open. Every record is still written, nothing is printed on
    stderr (logging's own "--- Logging error ---" with a traceback), and the rename is not
    tried again at every record."""
    monkeypatch.setattr(logs, "MAX_BYTES", 300)
    path = logs.setup_logging()
    tries = []
    refuse = held(os.rename, path)

    def rename(source, target):
        tries.append(source)
        return refuse(source, target)
    monkeypatch.setattr(os, "rename", rename)
    for i in range(50):
        logging.getLogger("app").warning("line %d of a long session", i)
    text = path.read_text(encoding="utf-8")
    assert all(f"line {i} of" in text for i in range(50))
    assert capsys.readouterr().err == ""
    assert tries.count(str(path)) == 1


def test_settings_that_cannot_be_written_do_not_stop_the_app(tmp_path):
    """QSettings writes through a temporary file and a rename too; when that cannot be
    done (a folder that cannot be made, as under Program Files) the setting holds for the
    session and nothing raises."""
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    settings = Settings(str(blocked / "data" / "settings.ini"))
    settings.set("language", "uk")
    settings.sync()
    assert settings.get("language") == "uk"
    assert not (blocked / "data").exists()


# -- b. each user's own data folder; portable mode under Program Files -------------------------
@pytest.fixture
def program(tmp_path, monkeypatch):
    """The program installed for every user: ``Program Files/Hold'em Dealer Trainer``, which
    no student may write (every ``mkdir`` under it refused, as Windows refuses it)."""
    folder = tmp_path / "Program Files" / "Hold'em Dealer Trainer"
    folder.mkdir(parents=True)
    monkeypatch.setattr(paths, "program_dir", lambda: folder)
    monkeypatch.setattr(paths, "_portable_switch", False)
    monkeypatch.delenv(paths.HOME_ENV, raising=False)
    real_mkdir = Path.mkdir

    def mkdir(self, *args, **kwargs):
        if self == folder or folder in self.parents:
            raise PermissionError(errno.EACCES, "Access is denied", str(self))
        return real_mkdir(self, *args, **kwargs)
    monkeypatch.setattr(Path, "mkdir", mkdir)
    return folder


def windows_user(monkeypatch, tmp_path, name: str) -> Path:
    """Log on as ``name``: Qt's GenericDataLocation on Windows is the user's Local AppData
    folder (``%LOCALAPPDATA%``, from the system's known folders), stood in for here."""
    local = tmp_path / "Users" / name / "AppData" / "Local"
    local.mkdir(parents=True, exist_ok=True)
    monkeypatch.setenv("USERPROFILE", str(tmp_path / "Users" / name))
    monkeypatch.setenv("LOCALAPPDATA", str(local))
    monkeypatch.setenv("APPDATA", str(tmp_path / "Users" / name / "AppData" / "Roaming"))

    def location(kind):
        assert kind == QStandardPaths.StandardLocation.GenericDataLocation
        return os.environ["LOCALAPPDATA"].replace(os.sep, "/")  # Qt's separators
    monkeypatch.setattr(QStandardPaths, "writableLocation", staticmethod(location))
    return local


def test_each_windows_user_of_a_lab_pc_has_a_data_folder_of_their_own(program, tmp_path,
                                                                       monkeypatch):
    folders = {}
    for name in ("student1", "student2"):
        local = windows_user(monkeypatch, tmp_path, name)
        assert paths.data_mode() == "user"
        folders[name] = paths.data_dir()
        assert folders[name] == local / paths.APP_NAME and folders[name].is_dir()
        assert paths.progress_file().parent == folders[name]
        assert program not in folders[name].parents
    assert folders["student1"] != folders["student2"]
    # Local, not Roaming: a progress file stays on the PC it was written on
    assert "Roaming" not in str(folders["student1"])


def test_portable_mode_in_a_program_folder_students_cannot_write_is_said_not_a_crash(
        program, tmp_path, monkeypatch, qtbot, told):
    """A ``portable`` file left in the installed program's folder: the data folder beside
    it cannot be made. The app starts, practises in memory, says why and what to do; the
    log goes to the temporary folder."""
    from app.ui.app import build_window, make_app

    (program / "portable").write_text("")
    monkeypatch.setattr("tempfile.tempdir", str(tmp_path))
    assert paths.data_mode() == "portable"
    assert paths.data_dir() == program / "data"  # returned, not made: no exception
    try:
        assert logs.setup_logging() == tmp_path / "holdem-trainer-logs" / logs.LOG_NAME
    finally:
        logs.stop_logging()
    make_app()
    window = build_window(Settings(str(tmp_path / "settings.ini")), "en")
    qtbot.addWidget(window)
    window.show()  # the store opens, and what it found is told, once the window has painted
    qtbot.waitUntil(lambda: bool(told))
    assert window.services.store.problem.kind == READ_ONLY
    assert told[0].startswith("Progress cannot be saved here: the file or its folder is "
                              "read-only. You can practise on")
    assert "portable mode" in told[0] and "their own folder" in told[0]
    assert not (program / "data").exists()
    window.close()  # while the folder is still refused: the app quits as it would there
    assert window.services.closed


# -- c. Alt letters, in every language ----------------------------------------------------------
def alt_letter(text: str):
    found = re.search(r"&([^&])", text.replace("&&", ""))
    return found.group(1).casefold() if found else None


def alt_letters(window: QWidget) -> list[tuple[str, str]]:
    """The Alt letters a user can press in ``window`` as it is shown now: its menu bar's,
    its visible buttons', check boxes', labels' with a buddy, group boxes' and tabs'."""
    texts = []
    if isinstance(window, QMainWindow):
        texts += [a.text() for a in window.menuBar().actions() if a.isVisible()]
    for w in window.findChildren(QWidget):
        if w.window() is not window or not w.isVisibleTo(window):
            continue
        if isinstance(w, QAbstractButton):
            texts.append(w.text())
        elif isinstance(w, QLabel) and w.buddy() is not None:
            texts.append(w.text())
        elif isinstance(w, QGroupBox):
            texts.append(w.title())
        elif isinstance(w, QTabBar):
            texts += [w.tabText(i) for i in range(w.count()) if w.isTabVisible(i)]
    return [(t, alt_letter(t)) for t in texts if alt_letter(t)]


def each_page(window: QWidget):
    """``window`` as shown, then with each page of each of its tab widgets in front (the
    tab widgets around it turned to it too): the widgets one Alt press can reach."""
    yield "as shown"
    for tabs in window.findChildren(QTabWidget):
        if tabs.window() is not window:
            continue
        child, parent = tabs, tabs.parentWidget()
        while parent is not None and parent is not window:
            if isinstance(parent, QTabWidget) and parent.indexOf(child) >= 0:
                parent.setCurrentIndex(parent.indexOf(child))
            child, parent = parent, parent.parentWidget()
        for i in range(tabs.count()):
            tabs.setCurrentIndex(i)
            yield f"tab {tabs.tabText(i)!r}"


def test_no_two_alt_letters_of_a_window_or_a_menu_are_the_same_in_any_language(main_window,
                                                                            qtbot):
    """Every window the app opens (the main window with its menu bar, Settings with each
    page, Worksheets, Odds, Class results) and every menu. The language reaches the widgets
    by a posted event, so each language is given a turn of the event loop first:
    tests/test_window_fits.py reads the menus at once, before it arrives (in English each
    time), which this test does not rely on."""
    w = main_window
    # The odds window works out its figures on threads of Python: what earlier tests left for
    # the garbage collector is collected here, on the window's thread, not by a collection
    # that a worker's allocation sets off on its own thread (a Qt object deleted there).
    gc.collect()
    odds = w.show_odds()
    qtbot.waitUntil(lambda: all(not box.table.isHidden() for page in odds.pages.values()
                                for box in page.exact), timeout=30_000)
    windows = [w, w.show_settings(), w.show_worksheets(), odds, w.show_class_results()]
    clashes, seen = [], set()
    try:
        for lang in LANGUAGES:
            w.set_language(lang)
            qtbot.wait(1)  # the posted LanguageChange
            for window in windows:
                for page in each_page(window):
                    found = alt_letters(window)
                    seen.update(text for text, _ in found)
                    keys = [key for _, key in found]
                    if len(keys) != len(set(keys)):
                        clashes.append((lang, type(window).__name__, page,
                                        [t for t, k in found if keys.count(k) > 1]))
            for menu in w.findChildren(QMenu):
                found = [(a.text(), alt_letter(a.text())) for a in menu.actions()
                         if alt_letter(a.text())]
                seen.update(text for text, _ in found)
                keys = [key for _, key in found]
                if len(keys) != len(set(keys)):
                    clashes.append((lang, "menu", menu.title(),
                                    [t for t, k in found if keys.count(k) > 1]))
    finally:
        odds.c.stop_all()
        qtbot.waitUntil(lambda: not any(odds.c.running(g) for g in odds.pages), timeout=30_000)
        w.set_language("en")
        qtbot.wait(1)
    assert not clashes, clashes
    # the languages did reach the windows (Thai and Armenian words among the Alt letters)
    assert {"&ไฟล์", "&Ֆայլ", "&File", "&Export CSV...", "&Profile:"} <= seen


# -- d. drive letters, backslashes, network shares, a drive that is gone -----------------------
@pytest.mark.parametrize("folder", [r"D:\Trainer\data", "\\\\server\\share\\class 3\\hands",
                                    r"C:\Users\Ніна\Documents\Hold'em", "E:\\"])
def test_a_windows_folder_is_stored_and_read_back_as_it_was(tmp_path, folder):
    """QSettings' ini format escapes a backslash; the folder comes back the same."""
    settings = Settings(str(tmp_path / "settings.ini"))
    settings.set("files/hand_folder", folder)
    settings.sync()
    assert Settings(str(tmp_path / "settings.ini")).get("files/hand_folder") == folder


@pytest.mark.parametrize("chosen,remembered", [
    (r"D:\Trainer\hands\hand.jsonl", r"D:\Trainer\hands"),
    ("\\\\server\\share\\class 3\\progress.csv", "\\\\server\\share\\class 3"),
    (r"E:\lesson.pdf", "E:\\"),
])
def test_the_folder_last_used_is_remembered_from_a_windows_path(tmp_path, monkeypatch, chosen,
                                                                remembered):
    """``remember_folder`` works the path out with os.path: ``ntpath`` stands in for it."""
    from app.ui import files

    monkeypatch.setattr(files, "os", SimpleNamespace(path=ntpath))
    settings = Settings(str(tmp_path / "settings.ini"))
    files.remember_folder(settings, chosen)
    assert settings.get("files/hand_folder") == remembered


@pytest.mark.parametrize("gone", [
    r"Q:\Trainer\hands",
    pytest.param("\\\\server\\gone\\class", marks=pytest.mark.skipif(
        sys.platform == "win32", reason="a share that is gone makes Windows wait on the network")),
])
def test_a_folder_on_a_stick_pulled_out_or_a_share_gone_falls_back_to_documents(tmp_path, gone):
    from app.ui import files

    settings = Settings(str(tmp_path / "settings.ini"))
    settings.set("files/hand_folder", gone)
    start = files.hand_folder(settings)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    assert start == (documents if os.path.isdir(documents) else os.path.expanduser("~"))


def test_portable_mode_on_a_drive_letter_puts_data_beside_the_program(monkeypatch):
    monkeypatch.setattr(paths, "program_dir", lambda: PureWindowsPath(r"E:\Hold'em Trainer"))
    monkeypatch.setattr(paths, "_portable_switch", True)
    assert str(paths.portable_data_dir()) == r"E:\Hold'em Trainer\data"


def test_a_data_folder_on_a_stick_pulled_out_gives_a_session_store(tmp_path, monkeypatch):
    """The stick's drive is gone: Windows says the path is not found. The app starts and
    practises in memory, saying why."""
    stick = tmp_path / "E"
    monkeypatch.setenv(paths.HOME_ENV, str(stick / "data"))
    real_mkdir = Path.mkdir

    def mkdir(self, *args, **kwargs):
        if self == stick or stick in self.parents:
            raise FileNotFoundError(errno.ENOENT, "The system cannot find the path specified",
                                    str(self))
        return real_mkdir(self, *args, **kwargs)
    monkeypatch.setattr(Path, "mkdir", mkdir)
    assert paths.data_dir() == stick / "data"
    store, moved, problem = open_progress_store(paths.progress_file())
    with closing(store):
        assert problem.kind == UNAVAILABLE
        assert "The system cannot find the path specified" in problem.reason.render()
        assert store.add_profile("Anna").name == "Anna"


# -- e. spreadsheets, file names, line endings, no console ---------------------------------------
def test_a_csv_export_opens_in_excel_with_its_scripts_and_rows(store, tmp_path):
    """Excel reads a CSV as the PC's ANSI code page unless it starts with UTF-8's byte-order
    mark; rows end with CR LF, as Excel writes them."""
    for name in ("ნინო", "สมชาย", "Արամ", "Олена"):
        store.record(answer(store.add_profile(name).id))
    out = tmp_path / "progress.csv"
    store.export_csv(out)
    data = out.read_bytes()
    assert data.startswith(b"\xef\xbb\xbf")
    lines = data.split(b"\r\n")
    assert lines[-1] == b"" and all(b"\n" not in line for line in lines)
    text = data.decode("utf-8-sig")
    assert all(name in text for name in ("ნინო", "สมชาย", "Արամ", "Олена"))


def test_a_hand_file_written_on_windows_opens(tmp_path, qapp):
    """Notepad writes CR LF, often with a byte-order mark; the hand opens the same."""
    from app.controller.table import TableController

    crlf = tmp_path / "hand.json"
    crlf.write_bytes(b"\xef\xbb\xbf" + EXAMPLE.read_bytes().replace(b"\r\n", b"\n")
                     .replace(b"\n", b"\r\n"))
    c = TableController(Settings(str(tmp_path / "settings.ini")))
    c.open_file(crlf)
    assert c.file_name == "hand.json" and c.hand is not None


@pytest.mark.parametrize("name,stem", [
    ("CON", "_CON"), ("con", "_con"), ("Nul.backup", "_Nul.backup"), ("COM1 ", "_COM1"),
    ("lpt9", "_lpt9"), ("CONSOLE", "CONSOLE"), ("COM10", "COM10"),
    ('a<b>c:d"e/f\\g|h?i*', "a_b_c_d_e_f_g_h_i_"), ("Anna.", "Anna"), (" . ", "x"),
    ("ნინო", "ნინო"),
])
def test_a_name_becomes_a_file_name_windows_takes(name, stem):
    assert file_stem(name, "x") == stem


def test_a_house_profile_named_like_a_device_is_offered_a_name_windows_takes(main_window,
                                                                           monkeypatch):
    offered = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda parent, title, start, *a, **k: offered.append(start) or ("", ""))
    page = main_window.show_settings().games["casino_holdem"]
    page.house.add("CON")
    page._on_export()
    assert os.path.basename(offered[0]) == "_CON.json"


def test_reports_of_trainees_whose_names_differ_only_in_case_are_two_files():
    """Windows' (and macOS's) file names ignore case: Anna and ANNA would be one file."""
    from app.printing.class_report import report_file_name

    taken: set[str] = set()
    assert [report_file_name(n, taken) for n in ("Anna", "ANNA", "anna")] == \
        ["Anna.pdf", "ANNA (2).pdf", "anna (3).pdf"]


def test_a_command_of_the_windowed_program_without_a_console_ends_cleanly(monkeypatch):
    """The packaged Windows program is windowed: run without a console its standard output
    and error are None, and ``settle`` flushed None (an AttributeError, shown by the packaged
    program as a crash box)."""
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    try:
        assert cli.main(["settle", str(EXAMPLE)]) == 0
    finally:
        for stream in (sys.stdout, sys.stderr):
            if isinstance(stream, io.TextIOWrapper) and stream.name == os.devnull:
                stream.close()
