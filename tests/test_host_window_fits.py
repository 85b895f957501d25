"""The host window fits a 1024x700 screen (schools' old lab PCs and projectors) in every
language, in normal and in presenter type, at its fullest: a class hosted (the join code
and two addresses), a question revealed (the felt, the spread and the key), a trainee
knocking and an exam's table of marks. No label or button is cut; the join code keeps the
large type where the row has room; the spread and the key keep their share of the row."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTranslator
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from app.controller.class_link import ClassHost, HostLink
from app.i18n import qm_path
from tests.class_fakes import FakeClass, FakeHostClient, Member
from tests.layout import settle

LANGUAGES = ("en", "ka", "uk", "th", "kk", "hy")
PRESENTER_PX = 24  # presenter mode's type on a 700 px high screen (a 40th, 24 at least)


@pytest.fixture
def hosted(qtbot, tmp_path):
    """The host window with everything in sight at once (English)."""
    from app.core.trainer.drills import generate
    from app.core.trainer.exam import ExamSpec
    from app.ui.app import make_app
    from app.ui.host_window import HostWindow

    make_app()
    room = FakeClass()
    room.addresses = ["192.168.100.105:8765", "10.20.30.40:8765", "127.0.0.1:8765"]
    link = HostLink(make_client=lambda: FakeHostClient(room))
    sources = {"table": lambda: None, "nl": lambda: None, "house": lambda: None,
               "exam_spec": lambda: None}
    w = HostWindow(ClassHost(link), tmp_path / "host.sqlite3", sources)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.school_address.setText("192.0.2.7:8765")
    w.school_key.setText("key")
    w.connect_school.click()
    qtbot.waitUntil(lambda: "ABC234" in w.code_label.text(), timeout=3000)
    names = ["Anastasia", "Boris", "Chaiwat", "Dana", "Ekaterine", "Farida"]
    for i, name in enumerate(names):
        room.members[i + 1] = Member(i + 1, name, f"t{i}")
    question = generate("thb.bonus", 2, 5)
    room.live = {"ask": "q1", "question": question, "status": "revealed",
                 "answers": {1: {question.parts[0].key: 5}}}
    spec = ExamSpec(("ch.ante_call",), 1, 10, 50, 1, 77, ())
    room.exam = {"spec": spec, "questions": [generate("ch.ante_call", 1, 3)], "state": "ended"}
    room.changed()
    qtbot.waitUntil(lambda: "How it is settled" in w.board.toPlainText()
                    and w.progress.rowCount() == 6, timeout=3000)
    yield w
    link.stop()


def cut_texts(window: QWidget) -> list:
    """The labels and buttons in sight given less room than their text needs."""
    cut = []
    for c in window.findChildren(QWidget):
        if not c.isVisibleTo(window) or not isinstance(c, (QLabel, QAbstractButton)):
            continue
        if isinstance(c, QLabel) and c.wordWrap():  # its lines at its width, measured apart
            need_w = c.minimumSizeHint().width()
            need_h = c.fontMetrics().boundingRect(
                0, 0, c.contentsRect().width(), 100000, int(Qt.TextFlag.TextWordWrap),
                c.text()).height()
        else:
            need_w, need_h = c.sizeHint().width(), c.sizeHint().height()
        if c.width() < need_w - 1 or c.height() < need_h - 1:
            cut.append((type(c).__name__, c.text()[:40], c.size().toTuple(), (need_w, need_h)))
    return cut


@pytest.mark.parametrize("presenter", (False, True), ids=("normal", "presenter"))
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_host_window_fits_1024_by_700(hosted, lang, presenter):
    w = hosted
    translator = QTranslator()
    if lang != "en":
        assert translator.load(str(qm_path(lang)))
        QApplication.installTranslator(translator)
    try:
        w.retranslate()
        w.set_presenting(presenter, PRESENTER_PX)
        w._show_knocking([{"member": 9, "name": "Gulnara", "since": 0}])  # (no fake's view)
        w.resize(1024, 700)
        settle(w)
        assert w.knock_box.isVisible() and w.felt.isVisible() and w.board.isVisible()
        assert w.progress.isVisible() and w.stop_hosting.isVisible()
        need = w.minimumSizeHint()
        assert need.width() <= 1024 and need.height() <= 700, (lang, presenter, need)
        assert w.size().toTuple() == (1024, 700), (lang, presenter, w.size())
        assert cut_texts(w) == [], (lang, presenter)
        # The code large, and on one row with the addresses.
        assert w.code_label.font().pixelSize() >= 28
        if lang == "en":  # (a long school address and Stop hosting beside it: 51-55 px)
            assert w.code_label.font().pixelSize() >= 700 // 15
        assert w.code_label.y() == w.address_label.y()
        # The spread and the key keep their share of the row beside the felt.
        felt, board = w.live_split.sizes()
        assert board >= 0.3 * (felt + board), (lang, presenter, felt, board)
        assert felt >= 0.5 * (felt + board), (lang, presenter, felt, board)
    finally:
        QApplication.removeTranslator(translator)
        w.set_presenting(False, 0)
        w.retranslate()


def test_the_join_code_keeps_a_twelfth_of_the_height_where_it_fits(hosted):
    w = hosted
    w.resize(1366, 768)
    settle(w)
    assert w.code_label.font().pixelSize() == 768 // 12
    w.set_presenting(True, 768 // 40 if 768 // 40 > 24 else 24)
    settle(w)
    assert w.code_label.font().pixelSize() >= 768 // 12
    assert cut_texts(w) == []
