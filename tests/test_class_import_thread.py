"""A class's large export is read off the window's thread: the window keeps answering (a
timer's ticks never wait 100 ms), says how far the reading has got, and its Cancel (or
closing the window) stops the reading with the class as it was."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QFileDialog

from app.controller.classroom import DONE, STOPPED, ClassResultsController
from app.core.trainer.class_import import (
    PROGRESS_ROWS,
    _columns,
    _lines,
    _row,
    _RowReader,
    parse_export,
    read_export,
)
from app.settings import Settings
from app.ui.class_window import ClassWindow
from benchmarks.class_import import TRAINEES, make_export
from tests.class_exports import make_lab

MEGABYTES = 6  # about 43,000 answers: a second or two of reading and merging here


@pytest.fixture(scope="module")
def big(tmp_path_factory):
    """A lab's export of ``MEGABYTES`` MB, as the store writes one, and its answer rows."""
    path = tmp_path_factory.mktemp("big") / "big.csv"
    return path, make_export(path, MEGABYTES)


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch, big):
    from app.ui.app import make_app

    make_app()
    w = ClassWindow(ClassResultsController(), Settings(str(tmp_path / "settings.ini")))
    qtbot.addWidget(w)
    w.resize(1024, 700)
    w.show()
    qtbot.waitExposed(w)
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *a, **k: ([str(big[0])], ""))
    return w


@pytest.fixture
def slow(monkeypatch):
    """The reading made to take a second or more, 50 ms after each word of progress, so
    that a Cancel or a close surely comes while it reads."""
    from app.controller import classroom

    real = classroom.read_export

    def read(path, progress=None):
        def told(done):
            progress(done)  # a stopped import ends here
            time.sleep(0.05)
        return real(path, told if progress else None)
    monkeypatch.setattr(classroom, "read_export", read)


def table(w: ClassWindow) -> list[list[str]]:
    t = w.table
    return [[t.verticalHeaderItem(r).text()] + [t.item(r, c).text() for c in range(t.columnCount())]
            for r in range(t.rowCount())]


def texts(widget) -> list[str]:
    return [widget.item(i).text() for i in range(widget.count())]


class Ticks:
    """A 10 ms timer on the window's thread: the gaps between its ticks."""

    def __init__(self, parent) -> None:
        self.gaps: list[float] = []
        self.timer = QTimer(parent)
        self.timer.setInterval(10)
        self.timer.timeout.connect(self._on_tick)
        self.last = time.perf_counter()
        self.timer.start()

    def _on_tick(self) -> None:
        now = time.perf_counter()
        self.gaps.append(now - self.last)
        self.last = now


def import_beside_ticks(window, qtbot) -> tuple[float, list[float], list[tuple], list[str]]:
    """Import the big file with the mouse while a 10 ms timer ticks: the seconds it took,
    the gaps between ticks, the words of progress and how it ended."""
    told: list[tuple] = []
    ended: list[str] = []
    window.c.progressed.connect(lambda *a: told.append(a))
    window.c.import_ended.connect(ended.append)
    ticks = Ticks(window)
    started = time.perf_counter()
    qtbot.mouseClick(window.add_files, Qt.MouseButton.LeftButton)
    assert window.c.importing is not None  # the click returned; the reading goes on
    assert window.cancel.isVisible() and not window.add_files.isEnabled()
    assert not window.remove.isEnabled() and not window.export_csv.isEnabled()
    qtbot.waitUntil(lambda: window.c.importing is None, timeout=120_000)
    took = time.perf_counter() - started
    ticks.timer.stop()
    window.c.progressed.disconnect()
    window.c.import_ended.disconnect()
    window.c.progressed.connect(window._on_progressed)
    window.c.import_ended.connect(window._on_import_ended)
    return took, ticks.gaps, told, ended


def test_a_large_import_runs_beside_a_window_that_keeps_answering(window, big, qtbot):
    """The import never holds the window up 100 ms. The machine running the tests may be
    busy with other work, which can keep any program waiting that long: the best of three
    imports counts (a window held up by the import would be held up in all three)."""
    path, rows = big
    qtbot.wait(200)  # the window's first paint done, before the ticks are counted
    attempts = []
    for _attempt in range(3):
        took, gaps, told, ended = import_beside_ticks(window, qtbot)
        assert ended == [DONE]
        attempts.append((max(gaps), took, len(gaps)))
        if max(gaps) < 0.100:
            break
    worst, took, ticked = min(attempts)
    # it ran while the window's loop turned: the ticks kept coming all along, never 100 ms apart
    assert took > 0.3, "the export is too small to tell"
    assert ticked >= took / 0.010 / 3 and worst < 0.100, attempts
    size = path.stat().st_size
    sizes = [t[2] for t in told]  # the bytes read, as it went (told ten times a second at most)
    assert any(0 < done < size for done in sizes), told
    assert sizes == sorted(sizes) and told[0] == (0, 1, 0, size) and told[-1] == (1, 1, size, size)
    # and the class is the whole file's
    assert window.c.results.answers == rows and len(window.c.results.trainees) == TRAINEES
    assert texts(window.files) == [f"\u2713 big.csv: {rows} answers"]
    assert window.table.rowCount() == TRAINEES and not window.cancel.isVisible()
    assert window.add_files.isEnabled() and window.export_csv.isEnabled()


def test_cancel_stops_the_reading_and_leaves_the_class_as_it_was(window, big, qtbot, tmp_path,
                                                                 slow):
    lab = make_lab(tmp_path / "lab")
    window.c.add_files([lab / "everyone.csv"])
    before, shown, files = window.c.results, table(window), texts(window.files)
    told = []
    window.c.progressed.connect(lambda *a: told.append(a))
    ended = []
    window.c.import_ended.connect(ended.append)
    qtbot.mouseClick(window.add_files, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(told) >= 2, timeout=60_000)  # well into the file
    assert window.cancel.isVisible() and window.cancel.isEnabled()
    qtbot.mouseClick(window.cancel, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.c.importing is None, timeout=10_000)
    assert ended == [STOPPED]  # told once its thread had ended (then it is deleted)
    assert told[-1][2] < told[-1][3]  # stopped before the end of the file
    assert window.c.results is before and table(window) == shown and texts(window.files) == files
    assert window.read_status.text() == "Stopped; the class is as it was before."
    assert window.add_files.isEnabled() and not window.cancel.isVisible()


def test_closing_the_window_mid_import_stops_its_thread(window, big, qtbot, slow):
    told = []
    window.c.progressed.connect(lambda *a: told.append(a))
    qtbot.mouseClick(window.add_files, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(told) >= 2, timeout=60_000)
    thread = window.c.importing
    window.close()
    assert thread.isFinished() and window.c.importing is None
    assert window.c.results.answers == 0


def test_a_controller_deleted_mid_import_stops_its_thread_first(qtbot, big, slow):
    """Its thread is its child: deleted while running, Qt would abort the app ("QThread:
    Destroyed while thread is still running")."""
    c = ClassResultsController()
    told = []
    c.progressed.connect(lambda *a: told.append(a))
    c.import_files([big[0]])
    qtbot.waitUntil(lambda: len(told) >= 2, timeout=60_000)
    with qtbot.waitSignal(c.destroyed, timeout=10_000):
        c.deleteLater()
    qtbot.wait(20)


def test_the_controller_refuses_a_second_import_by_stopping_the_first(qtbot, big, tmp_path,
                                                                     slow):
    c = ClassResultsController()
    ended = []
    c.import_ended.connect(ended.append)
    lab = make_lab(tmp_path / "lab")
    c.import_files([big[0]])
    c.import_files([lab / "anna.csv"])  # the first is stopped, its words ignored
    qtbot.waitUntil(lambda: c.importing is None, timeout=60_000)
    qtbot.wait(50)
    assert ended == [STOPPED, DONE]
    assert [f.path.name for f in c.results.files] == ["anna.csv"]


def test_the_reading_tells_its_bytes_and_stops_when_told_to(big):
    path, rows = big
    told: list[int] = []
    read = read_export(path, told.append)
    assert len(read.rows) == rows and len(told) == rows // PROGRESS_ROWS
    assert told == sorted(told) and 0 < told[-1] <= path.stat().st_size

    class Enough(Exception):
        pass

    def stop(done: int) -> None:
        raise Enough
    with pytest.raises(Enough):
        read_export(path, stop)


def test_the_short_path_reads_each_row_as_the_careful_one(big):
    """Every row of a lab's export, read on the short path, is the row the careful reading
    (which names what is wrong with a row) gives."""
    import csv

    data = big[0].read_bytes()
    reader = csv.reader(_lines(data)[1])
    header = next(reader)
    columns = _columns(header)
    short = _RowReader(columns, len(header))
    for cells in reader:
        careful = _row({c: cells[i] for c, i in columns.items()}, reader.line_num)
        assert short._short(cells, reader.line_num) == careful
    assert len(parse_export(data)) == big[1]
