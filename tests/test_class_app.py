"""The app's side of a class, against a class held in memory (tests/class_fakes.py) with the
clients' API: the host window and two trainees' windows; a live question answered by both,
its spread and key on the projector, each trainee's own mark; a served exam answered,
released, marks shown; practice answers sent once each; the Join dialog's refusals; leaving
and quitting leave no thread running."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.controller.class_link import ClassHost, ClassMember, HostLink, MemberLink
from tests.class_fakes import FakeClass, FakeHostClient, FakeMemberClient

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def room():
    return FakeClass()


@pytest.fixture
def trainees(qtbot, tmp_path, room, monkeypatch):
    """Two trainees' main windows, each with its own settings and progress file, their
    class links on the class in memory."""
    monkeypatch.setenv("HOLDEM_TRAINER_HOME", str(tmp_path))
    from app.composition import AppServices
    from app.system.settings import Settings
    from app.ui.app import make_app
    from app.ui.main_window import MainWindow

    make_app()
    windows = []
    for i in range(2):
        services = AppServices(Settings(str(tmp_path / f"s{i}.ini")),
                               tmp_path / f"p{i}.sqlite3")
        w = MainWindow(services)
        qtbot.addWidget(w)
        w.resize(1200, 800)
        w.show()
        qtbot.waitExposed(w)
        services._class_member = ClassMember(w.trainer_controller, MemberLink(
            make_client=lambda: FakeMemberClient(room)))
        windows.append(w)
    yield windows
    for w in windows:
        w.services.close_class()


@pytest.fixture
def host(qtbot, tmp_path, room):
    from app.ui.host_window import HostWindow

    sources = {"table": lambda: None, "nl": lambda: None, "house": lambda: None,
               "exam_spec": lambda: None}
    link = HostLink(make_client=lambda: FakeHostClient(room))
    w = HostWindow(ClassHost(link), tmp_path / "host.sqlite3", sources)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    yield w
    link.stop()


def join(qtbot, w, name, code="ABC234", address="192.0.2.7:8765"):
    """File > Join a class..., filled in and Join clicked; the dialog (modal) is driven
    while it is open."""
    from app.ui.join_dialog import JoinDialog

    seen = {}

    def drive():
        dialog = next(d for d in w.findChildren(JoinDialog) if d.isVisible())
        dialog.address.setText(address)
        dialog.code.setText(code)
        dialog.name.setText(name)
        qtbot.mouseClick(dialog.join_button, LEFT)
        qtbot.waitUntil(lambda: not dialog.isVisible() or "Joining" not in dialog.problem.text(),
                        timeout=3000)
        seen["problem"] = dialog.problem.text() if dialog.isVisible() else ""
        if dialog.isVisible():
            qtbot.mouseClick(dialog.cancel_button, LEFT)

    from PySide6.QtCore import QTimer

    QTimer.singleShot(50, drive)
    w.show_join()
    return seen.get("problem", "")


def answer(qtbot, w, amount: int) -> None:
    """The amount typed in the answer panel, then Enter (what the window's Enter does)."""
    panel = w.trainer.panel
    edit = next(iter(panel.edits.values()))
    edit.clear()
    qtbot.keyClicks(edit, str(amount))
    panel.enter()


def test_a_live_question_answered_by_two_trainees_spread_key_and_own_marks(
        qtbot, host, trainees, room):
    window = host
    host.school_address.setText("192.0.2.7:8765")
    host.school_key.setText("key")
    qtbot.mouseClick(window.connect_school, LEFT)
    qtbot.waitUntil(lambda: "ABC234" in host.code_label.text(), timeout=3000)
    a, b = trainees
    assert join(qtbot, a, "Ana") == ""
    assert join(qtbot, b, "Boris") == ""
    qtbot.waitUntil(lambda: host.members.count() == 2, timeout=3000)
    assert "Ana" in a.class_text.text() and "192.0.2.7:8765" in a.class_text.text()
    # A drill question to the class.
    host.drill.setCurrentIndex(host.drill.findData("ch.ante_call"))
    qtbot.mouseClick(host.ask_drill, LEFT)
    for w in trainees:
        qtbot.waitUntil(lambda w=w: w.trainer_controller.class_ask is not None, timeout=3000)
    q = room.live["question"]
    key = q.parts[0].expected
    answer(qtbot, a, key)
    answer(qtbot, b, key + 5)
    qtbot.waitUntil(lambda: "2 of 2 answered" in host.count.text(), timeout=3000)
    assert "answer went to the instructor" in a.trainer.feedback.toPlainText()
    qtbot.mouseClick(host.close_question, LEFT)
    qtbot.waitUntil(lambda: host.reveal.isEnabled(), timeout=3000)
    board = host.board.toPlainText()
    assert f"{key:,}" in board and f"{key + 5:,}" in board, board
    qtbot.mouseClick(host.reveal, LEFT)
    qtbot.waitUntil(lambda: "How it is settled" in host.board.toPlainText(), timeout=3000)
    # Each trainee's own mark, from the server's marked sheet.
    for w, right in ((a, True), (b, False)):
        qtbot.waitUntil(lambda w=w: w.trainer_controller.last is not None, timeout=3000)
        assert w.trainer_controller.last.correct is right
        text = w.trainer.feedback.toPlainText()
        assert ("Right" if right else "Not right") in text and "How it is settled" in text
    # The instructor removes Boris; he is told in a sentence.
    host.members.setCurrentRow(1)
    qtbot.mouseClick(window.remove, LEFT)
    qtbot.waitUntil(lambda: "removed you" in b.class_text.text(), timeout=3000)
    assert not b.services.class_joined and b.services.class_member.link.worker is None


def test_a_served_exam_answered_released_and_marked(qtbot, host, trainees, room):
    from app.core.trainer.exam import ExamSpec, exam_code

    code = exam_code(ExamSpec(("ch.ante_call",), 2, 10, 50, 1, 77, ()))
    host.sources["exam_spec"] = lambda: code
    host.link.connect_to("192.0.2.7:8765", "key")
    qtbot.waitUntil(lambda: "ABC234" in host.code_label.text(), timeout=3000)
    a = trainees[0]
    assert join(qtbot, a, "Ana") == ""
    qtbot.mouseClick(host.start_exam, LEFT)
    c = a.trainer_controller
    qtbot.waitUntil(lambda: c.class_ask is not None and c.class_ask.exam, timeout=3000)
    assert c.class_exam and not a.tabs.isTabEnabled(0)  # locked as for an exam
    assert "Class exam: question 1 of 2" in a.trainer.status.text()
    for i in range(2):
        qtbot.waitUntil(lambda i=i: c.class_ask is not None and c.class_ask.ask == f"e{i}",
                        timeout=3000)
        q = room.exam["questions"][i]
        answer(qtbot, a, q.parts[0].expected if i == 0 else q.parts[0].expected + 1)
    qtbot.waitUntil(lambda: "answered every question" in a.trainer.feedback.toPlainText(),
                    timeout=3000)
    assert a.tabs.isTabEnabled(0)
    qtbot.waitUntil(lambda: host.end_exam.isEnabled(), timeout=3000)
    host.link.end_exam()
    qtbot.waitUntil(lambda: host.release.isEnabled(), timeout=3000)
    qtbot.mouseClick(host.release, LEFT)
    qtbot.waitUntil(lambda: "1 of 2 right" in a.trainer.feedback.toPlainText(), timeout=3000)
    text = a.trainer.feedback.toPlainText()
    assert "Passed" in text and "How it is settled" in text


def test_practice_answers_go_to_the_class_once_each(qtbot, trainees, room):
    a = trainees[0]
    assert join(qtbot, a, "Ana") == ""
    c = a.trainer_controller
    c.start_drill("ch.ante_call", 1)
    for _ in range(3):
        answer(qtbot, a, c.question.parts[0].expected)
        c.next_question()
    qtbot.waitUntil(lambda: len(room.practice) == 3, timeout=3000)
    qtbot.waitUntil(lambda: not a.services.class_member.link.outbox.items, timeout=3000)
    assert {r["drill"] for r in room.practice.values()} == {"ch.ante_call"}


@pytest.mark.parametrize("address, code, name, said", [
    ("unreachable:1", "ABC234", "Ana", "No class answers at unreachable:1"),
    ("192.0.2.7:8765", "XXXXXX", "Ana", "The join code is not this class's"),
    ("192.0.2.7", "ABC234", "Ana", "Type the class's address"),
    ("192.0.2.7:8765", "ABC234", " ", "A trainee's name cannot be empty"),
    ("192.0.2.7:8765", "", "Ana", "Type the join code"),
])
def test_the_join_dialog_says_why_it_did_not_join(qtbot, trainees, address, code, name, said):
    a = trainees[0]
    assert said in join(qtbot, a, name, code, address)
    assert not a.services.class_joined
    assert a.services.class_member.link.worker is None


def test_a_name_the_class_has_is_refused(qtbot, trainees):
    a, b = trainees
    assert join(qtbot, a, "Ana") == ""
    assert "refused the name ana" in join(qtbot, b, "ana")


def test_leaving_and_quitting_leave_no_thread(qtbot, trainees):
    a, b = trainees
    assert join(qtbot, a, "Ana") == ""
    assert join(qtbot, b, "Boris") == ""
    worker = a.services.class_member.link.worker
    window = a
    qtbot.mouseClick(window.class_leave, LEFT)
    assert not worker.isRunning() and not a.services.class_joined
    assert not a.class_line.isVisible()
    worker = b.services.class_member.link.worker
    b.close()
    assert not worker.isRunning()


def test_the_host_window_follows_presenter_mode(main_window, qtbot):
    """In presenter mode the host window is in the room's large type (a 40th of the
    screen's height), the join code twice that; back to the usual size after."""
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QFontInfo

    w = main_window
    host = w.show_host()
    qtbot.waitExposed(host)
    px = max(24, 768 // 40)

    def size(label) -> int:
        label.ensurePolished()
        return QFontInfo(label.font()).pixelSize()

    usual = size(host.members_title)
    w._presenter_type(True, QSize(1366, 768))
    assert size(host.members_title) >= px and size(host.count) >= px
    assert size(host.code_label) >= 2 * px
    w._presenter_type(False, QSize(1366, 768))
    assert size(host.members_title) == usual < px
