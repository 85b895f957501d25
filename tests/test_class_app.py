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


class Asked:
    """QMessageBox.question replaced: records each question and gives ``answer``."""

    def __init__(self, answer) -> None:
        self.answer, self.texts = answer, []

    def __call__(self, _parent, _title, text, *_a, **_k):
        self.texts.append(text)
        return self.answer


def test_a_live_question_answered_by_two_trainees_spread_key_and_own_marks(
        qtbot, host, trainees, room, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

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
    # The instructor removes Boris, asked first (No keeps him); he is told in a sentence.
    host.members.setCurrentRow(1)
    removes = []  # what the window asks the class's link to remove
    remove = host.link.remove
    monkeypatch.setattr(host.link, "remove", lambda m: (removes.append(m), remove(m)))
    confirm = Asked(QMessageBox.StandardButton.No)
    monkeypatch.setattr(QMessageBox, "question", staticmethod(confirm))
    qtbot.mouseClick(window.remove, LEFT)
    assert confirm.texts == ["Remove Boris from the class?"] and removes == []
    confirm = Asked(QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(QMessageBox, "question", staticmethod(confirm))
    qtbot.mouseClick(window.remove, LEFT)
    assert len(confirm.texts) == 1 and removes == [2]
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
    from app.controller.class_link import LEAVE_SECONDS

    a, b = trainees
    assert join(qtbot, a, "Ana") == ""
    assert join(qtbot, b, "Boris") == ""
    worker = a.services.class_member.link.worker
    window = a
    qtbot.mouseClick(window.class_leave, LEFT)  # (the worker told to leave; no wait)
    assert not a.services.class_joined and not a.class_line.isVisible()
    qtbot.waitUntil(lambda: not worker.isRunning(), timeout=int(LEAVE_SECONDS * 2000))
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


# -- what a live walk of a class found (each fails on the window as it was) -----------------
def connect_host(qtbot, host) -> None:
    host.school_address.setText("192.0.2.7:8765")
    host.school_key.setText("key")
    qtbot.mouseClick(host.connect_school, LEFT)
    qtbot.waitUntil(lambda: "ABC234" in host.code_label.text(), timeout=3000)


def test_the_projector_shows_the_question_asked_on_its_felt(qtbot, host, trainees, room):
    """A drill question asked: the host window draws its cards and bets as the trainees'
    trainer does (the question's own cards, read from the dealt question here), beside the
    count, at 1366x768 as at 1920x1080; the key revealed dims the cards outside the best
    five as the trainer does."""
    from app.core.cards import card_text

    connect_host(qtbot, host)
    a = trainees[0]
    assert join(qtbot, a, "Ana") == ""
    assert not host.felt.isVisible()  # nothing asked: no felt
    host.drill.setCurrentIndex(host.drill.findData("thb.bonus"))
    qtbot.mouseClick(host.ask_drill, LEFT)
    qtbot.waitUntil(lambda: host.felt.isVisible(), timeout=3000)
    q = room.live["question"]
    state = host.felt.table_scene.state
    assert [s.cards for s in state.seats] == [tuple(card_text(c) for c in s.cards)
                                              for s in q.seats]
    assert [b for s in state.seats for b in s.spots] and state.game == q.game
    from app.i18n import qt_translate

    assert state.caption == q.prompt.render(qt_translate)
    for w, h in ((1366, 768), (1920, 1080)):
        host.resize(w, h)
        qtbot.waitUntil(lambda h=h: host.felt.height() >= h * 0.35, timeout=3000)
        assert host.count.geometry().bottom() < host.felt.geometry().top() + host.felt.height()
    qtbot.waitUntil(lambda: a.trainer_controller.class_ask is not None, timeout=3000)
    answer(qtbot, a, 0)
    qtbot.waitUntil(lambda: "1 of 1 answered" in host.count.text(), timeout=3000)
    host.resize(1366, 768)
    qtbot.mouseClick(host.close_question, LEFT)
    qtbot.waitUntil(lambda: host.reveal.isEnabled(), timeout=3000)
    # The spread, then the key, take a readable share of the projector beside the felt (a
    # board shown after the felt alone once came up a few letters wide).
    qtbot.waitUntil(lambda: host.board.isVisible(), timeout=3000)
    assert host.board.width() >= 0.3 * host.live_split.width(), (
        host.board.width(), host.live_split.width())
    qtbot.mouseClick(host.reveal, LEFT)
    qtbot.waitUntil(lambda: "How it is settled" in host.board.toPlainText(), timeout=3000)
    assert host.felt.isVisible()
    assert host.board.width() >= 0.3 * host.live_split.width()


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_the_join_code_is_a_twelfth_of_the_window_and_loopback_is_left_out(
        qtbot, host, room, size):
    from PySide6.QtGui import QFontInfo

    room.addresses = ["192.168.1.5:8765", "10.0.0.3:8765", "127.0.0.1:8765"]
    connect_host(qtbot, host)
    host.resize(*size)
    qtbot.waitUntil(lambda: host.height() == size[1], timeout=3000)
    host.code_label.ensurePolished()
    host.address_label.ensurePolished()
    assert QFontInfo(host.code_label.font()).pixelSize() >= size[1] / 12
    assert QFontInfo(host.address_label.font()).pixelSize() >= size[1] / 30
    assert host.code_label.sizeHint().width() <= host.width()  # the code whole in sight
    text = host.address_label.text()
    assert "192.168.1.5:8765" in text and "10.0.0.3:8765" in text and "127.0.0.1" not in text


def test_loopback_is_shown_when_it_is_the_only_address():
    from app.ui.host_window import shown_addresses

    assert shown_addresses(["127.0.0.1:8765"]) == ["127.0.0.1:8765"]
    assert shown_addresses(["127.0.0.1:1", "192.0.2.9:1"]) == ["192.0.2.9:1"]


def test_the_exam_table_shows_each_mark_and_the_class_line(qtbot, host, trainees, room):
    from app.core.trainer.exam import ExamSpec, exam_code

    code = exam_code(ExamSpec(("ch.ante_call",), 2, 10, 50, 1, 77, ()))
    host.sources["exam_spec"] = lambda: code
    connect_host(qtbot, host)
    a, b = trainees
    assert join(qtbot, a, "Ana") == ""
    assert join(qtbot, b, "Boris") == ""
    qtbot.mouseClick(host.start_exam, LEFT)
    for w, right in ((a, 2), (b, 0)):
        c = w.trainer_controller
        for i in range(2):
            qtbot.waitUntil(lambda c=c, i=i: c.class_ask is not None and c.class_ask.ask
                            == f"e{i}", timeout=3000)
            expected = room.exam["questions"][i].parts[0].expected
            answer(qtbot, w, expected if i < right else expected + 1)
    qtbot.waitUntil(lambda: host.end_exam.isEnabled(), timeout=3000)
    host.link.end_exam()
    qtbot.waitUntil(lambda: host.exam_summary.isVisible(), timeout=3000)
    rows = {host.progress.item(i, 0).text(): host.progress.item(i, 2).text()
            for i in range(host.progress.rowCount())}
    assert rows == {"Ana": "2 of 2 right \u00b7 passed", "Boris": "0 of 2 right \u00b7 not passed"}
    assert host.progress.horizontalHeaderItem(2).text() == "Mark"
    assert host.exam_summary.text() == "Passed: 1 of 2"
    qtbot.mouseClick(host.release, LEFT)
    qtbot.waitUntil(lambda: "released" in host.time_left.text(), timeout=3000)
    assert host.progress.item(0, 2).text() == "2 of 2 right \u00b7 passed"


def test_the_class_exam_dialog_says_the_instructor_serves_it(qtbot):
    from PySide6.QtWidgets import QGroupBox, QLabel

    from app.ui.exam_dialog import ExamDialog

    dialog = ExamDialog(None, for_class=True)
    qtbot.addWidget(dialog)
    words = [dialog.windowTitle()] + [w.title() for w in dialog.findChildren(QGroupBox)] \
        + [w.text() for w in dialog.findChildren(QLabel)]
    assert dialog.windowTitle() == "Start a class exam"
    assert dialog.code_box.title() == "Serve an exam from its code"
    assert "Trainees see their marks when you release them." in words
    assert not [w for w in words if "Sit " in w or "Feedback comes" in w], words
    sit = ExamDialog(None)  # the trainer's own exam, as it was
    qtbot.addWidget(sit)
    assert sit.windowTitle() == "Exam" and sit.code_box.title() == "Sit an exam from a code"


def test_a_released_review_is_built_from_the_server_s_sheets_alone(qtbot, room):
    """A trainee's PC started again mid-exam was served question 2 first (its question 1
    answered before the restart): the released review's first item is question 1 (its
    prompt, the value given, the key), rebuilt from the sheet the server sent with it."""
    from app.controller.class_link import ClassMember
    from app.core.trainer.drills import generate
    from app.core.trainer.sheets import marked_sheet, question_sheet
    from app.system.settings import Settings

    class Trainer:  # the trainer as ClassMember drives it
        class_ask = None
        on_practice = None

        def ask_class(self, ask, question, exam, send):
            self.asked = question

        def end_class_question(self):
            pass

        def set_class_exam(self, running):
            pass

    del Settings
    q1, q2 = generate("ch.ante_call", 1, 11), generate("ch.ante_call", 2, 12)
    assert q1.prompt != q2.prompt or q1.parts[0].expected != q2.parts[0].expected
    member = ClassMember(Trainer())
    base = {"exam": 1, "questions": 2, "seconds_left": 60}
    member._on_view({"member": {"id": 1, "name": "Ana"}, "live": None, "exam": {
        **base, "index": 1, "state": "running",
        "ask": {"ask": "e1.1", "sheet": question_sheet(q2)}, "result": None}})
    key = q1.parts[0].key
    given1, given2 = {key: q1.parts[0].expected}, {key: q2.parts[0].expected + 7}
    review = [{**marked_sheet(q, g), "sheet": question_sheet(q)}
              for q, g in ((q1, given1), (q2, given2))]
    asked = []
    member.link.review = asked.append  # the review's own GET, answered below
    summary = {"correct": 1, "questions": 2, "passed": True, "review": True}
    member._on_view({"member": {"id": 1, "name": "Ana"}, "live": None, "exam": {
        **base, "index": 2, "state": "released", "ask": None, "result": summary}})
    assert member.mark is None and len(asked) == 1  # the mark waits for its review
    asked[0](review, None)
    assert member.note == "released" and member.mark.correct == 1
    (right1, shown1), (right2, shown2) = member.mark.review
    assert right1 and not right2
    assert shown1[0].prompt == q1.prompt and shown1[0].seats == q1.seats
    assert shown1[0].parts[0].expected == q1.parts[0].expected and shown1[2] == given1
    from app.i18n import qt_translate

    assert [line.render(qt_translate) for line in shown1[0].derivation] == \
        [line.render(qt_translate) for line in q1.derivation]
    assert shown2[0].seats == q2.seats and shown2[2] == given2
    member.close()


def test_after_release_the_side_shows_the_result_only(qtbot, trainees, room):
    """A PC joining after the marks were released (started again) with a practice question
    up: the result alone on the side, no prompt and no answer field under it."""
    from app.core.trainer.drills import generate
    from app.core.trainer.exam import ExamSpec

    a = trainees[0]
    a.tabs.setCurrentIndex(1)
    a.trainer_controller.start_drill("thb.bonus", 1)
    qtbot.waitUntil(lambda: a.trainer.panel.isVisible(), timeout=3000)
    assert a.trainer.prompt.text()
    spec = ExamSpec(("ch.ante_call",), 2, 10, 50, 1, 77, ())
    room.exam = {"spec": spec, "questions": [generate("ch.ante_call", 1, s) for s in (1, 2)],
                 "state": "released"}
    assert join(qtbot, a, "Ana") == ""
    qtbot.waitUntil(lambda: "Not passed" in a.trainer.feedback.toPlainText(), timeout=3000)
    assert not a.trainer.panel.isVisible()
    assert a.trainer.prompt.text() == "" and a.trainer.timer_label.text() == ""
    qtbot.mouseClick(a.trainer.next_button, LEFT)  # practice goes on
    assert a.trainer.panel.isVisible() and a.trainer_controller.question is not None


def test_the_join_dialog_is_wide_and_a_failed_join_leaves_no_class_line(qtbot, trainees):
    from PySide6.QtCore import QTimer

    from app.ui.join_dialog import JoinDialog

    a = trainees[0]
    seen = {}

    def look():
        dialog = next(d for d in a.findChildren(JoinDialog) if d.isVisible())
        seen["width"] = dialog.width()
        seen["placeholder"] = dialog.address.fontMetrics().horizontalAdvance(
            dialog.address.placeholderText()) < dialog.address.width()
        qtbot.mouseClick(dialog.cancel_button, LEFT)

    QTimer.singleShot(50, look)
    a.show_join()
    assert seen["width"] >= 420 and seen["placeholder"]
    assert "No class answers" in join(qtbot, a, "Ana", address="unreachable:1")
    assert not a.class_line.isVisible() and not a.class_leave.isVisible()
    assert join(qtbot, a, "Ana") == ""
    assert a.class_line.isVisible() and "Joined to the class" in a.class_text.text()


def test_the_status_line_says_joining_while_a_join_is_asked(qtbot, trainees):
    a = trainees[0]
    link = a._class_member().link
    link.join("slow:8765", "ABC234", "Ana")
    assert a.class_line.isVisible() and not a.class_leave.isVisible()
    assert a.class_text.text() == "Joining the class at slow:8765..."
    qtbot.waitUntil(lambda: a.services.class_joined, timeout=3000)
    assert a.class_leave.isVisible() and "Joined to the class" in a.class_text.text()


def test_a_restarted_app_joins_again_with_its_token(qtbot, trainees, room, tmp_path):
    """The app started again on a PC that kept its settings: the Join dialog has the
    address and the code and the trainee's name (her profile's), and joins as the same
    member with the token it kept."""
    from app.composition import AppServices
    from app.controller.class_link import ClassMember, MemberLink
    from app.system.settings import Settings
    from app.ui.main_window import MainWindow

    a = trainees[0]
    a.trainer_controller.rename_profile("Ana")  # Ana's own PC
    assert join(qtbot, a, "Ana") == ""
    member = room.members[1]
    a.services.close_class()  # the app quits (its settings kept)
    services = AppServices(Settings(str(tmp_path / "s0.ini")), tmp_path / "p0.sqlite3")
    again = MainWindow(services)
    qtbot.addWidget(again)
    again.show()
    services._class_member = ClassMember(again.trainer_controller, MemberLink(
        make_client=lambda: FakeMemberClient(room)))
    from PySide6.QtCore import QTimer

    from app.ui.join_dialog import JoinDialog

    seen = {}

    def drive():
        dialog = next(d for d in again.findChildren(JoinDialog) if d.isVisible())
        seen["filled"] = dialog.address.text(), dialog.code.text(), dialog.name.text()
        qtbot.mouseClick(dialog.join_button, LEFT)
        qtbot.waitUntil(lambda: not dialog.isVisible() or "Joining" not in
                        dialog.problem.text(), timeout=3000)
        if dialog.isVisible():
            seen["problem"] = dialog.problem.text()
            qtbot.mouseClick(dialog.cancel_button, LEFT)

    QTimer.singleShot(50, drive)
    again.show_join()
    assert seen["filled"] == ("192.0.2.7:8765", "ABC234", "Ana") and "problem" not in seen
    assert services.class_joined
    assert room.joins[-1] == ("Ana", member.token) and len(room.members) == 1
    services.close_class()


def test_a_live_question_after_a_released_exam_keeps_its_field_and_clock(
        qtbot, host, trainees, room):
    """The class's exam released, then a live question: each trainee keeps it on screen
    with its answer clock while the others answer (each answer a new view), and their
    own answer is marked."""
    from app.core.trainer.drills import generate
    from app.core.trainer.exam import ExamSpec

    spec = ExamSpec(("ch.ante_call",), 1, 10, 50, 1, 77, ())
    room.exam = {"spec": spec, "questions": [generate("ch.ante_call", 1, 3)],
                 "state": "running"}
    connect_host(qtbot, host)
    a, b = trainees
    assert join(qtbot, a, "Ana") == ""
    assert join(qtbot, b, "Boris") == ""
    for w in trainees:
        qtbot.waitUntil(lambda w=w: w.trainer_controller.class_ask is not None, timeout=3000)
        answer(qtbot, w, 5)
    host.link.end_exam()
    qtbot.waitUntil(lambda: host.release.isEnabled(), timeout=3000)
    qtbot.mouseClick(host.release, LEFT)
    for w in trainees:
        qtbot.waitUntil(lambda w=w: "Class exam: 0 of 1 right" in
                        w.trainer.feedback.toPlainText() or "1 of 1 right" in
                        w.trainer.feedback.toPlainText(), timeout=3000)
    host.drill.setCurrentIndex(host.drill.findData("ch.ante_call"))
    qtbot.mouseClick(host.ask_drill, LEFT)
    for w in trainees:
        qtbot.waitUntil(lambda w=w: w.trainer_controller.class_ask is not None
                        and not w.trainer_controller.class_ask.exam, timeout=3000)
    key = room.live["question"].parts[0].expected
    answer(qtbot, b, key)  # Boris answers: a new view for everyone
    qtbot.waitUntil(lambda: "1 of 2 answered" in host.count.text(), timeout=3000)
    # The answer clock's label ticks (its first tick a second after the question came).
    qtbot.waitUntil(lambda: "target" in a.trainer.timer_label.text(), timeout=3000)
    assert a.trainer_controller.class_ask is not None and a.trainer.panel.isVisible()
    assert "right" not in a.trainer.feedback.toPlainText()  # not the exam's mark over it
    answer(qtbot, a, key)
    qtbot.waitUntil(lambda: "2 of 2 answered" in host.count.text(), timeout=3000)
    qtbot.mouseClick(host.close_question, LEFT)
    qtbot.waitUntil(lambda: host.reveal.isEnabled(), timeout=3000)
    qtbot.mouseClick(host.reveal, LEFT)
    for w in trainees:
        qtbot.waitUntil(lambda w=w: w.trainer_controller.last is not None, timeout=3000)
        assert w.trainer_controller.last.correct


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_the_host_window_fits_the_screen_in_presenter_type_with_every_part_shown(
        qtbot, host, trainees, room, size):
    """Presenter mode's type (a 40th of the screen's height), a question on the felt, two
    trainees knocking and an exam's table: the window still fits the screen."""
    connect_host(qtbot, host)
    assert join(qtbot, trainees[0], "Ana") == ""
    host.drill.setCurrentIndex(host.drill.findData("ch.ante_call"))
    qtbot.mouseClick(host.ask_drill, LEFT)
    qtbot.waitUntil(lambda: host.felt.isVisible(), timeout=3000)
    host.set_presenting(True, max(24, size[1] // 40))
    host._show_knocking([{"member": 7, "name": "Boris", "since": 0},
                         {"member": 8, "name": "Chai", "since": 0}])
    host.progress.setVisible(True)
    host.progress.setRowCount(3)
    need = host.minimumSizeHint()
    assert need.width() <= size[0] and need.height() <= size[1] - 40, need
    host.resize(*size)
    qtbot.waitUntil(lambda: host.height() == size[1], timeout=3000)
    assert host.felt.height() >= size[1] // 4 and host.let_in.isVisible()


# -- the exam lock, Leave and the trainee's own exam or round when the class asks ------------
def serve_exam(room, n: int = 1, state: str = "running"):
    from app.core.trainer.drills import generate
    from app.core.trainer.exam import ExamSpec

    spec = ExamSpec(("ch.ante_call",), n, 10, 50, 1, 77, ())
    room.exam = {"spec": spec, "questions": [generate("ch.ante_call", 1, s)
                                             for s in range(1, n + 1)], "state": state}
    room.changed()


def ask_live(room, seed: int = 9):
    from app.core.trainer.drills import generate

    with room.lock:
        room.asks += 1
        room.live = {"ask": f"q{room.asks}", "question": generate("ch.ante_call", 1, seed),
                     "status": "open", "answers": {}}
        room.changed()


def locked(w) -> bool:
    """The window's exam lock as the trainee meets it: the Table, Progress and Rules tabs
    and the Rules action, and the trainer's Exam... button."""
    states = {not w.tabs.isTabEnabled(0), not w.tabs.isTabEnabled(2),
              not w.act_rules.isEnabled(), not w.trainer.exam.isEnabled()}
    assert len(states) == 1, "the lock is half on"
    return states.pop()


def test_a_served_exam_abandons_the_trainee_s_own_exam_and_the_lock_holds_to_its_end(
        qtbot, trainees, room):
    from app.core.trainer.exam import ExamSpec

    a = trainees[0]
    c = a.trainer_controller
    assert join(qtbot, a, "Ana") == ""
    a.tabs.setCurrentIndex(1)
    c.start_exam(ExamSpec(("ch.ante_call",), 5, 10, 50, 1, 77, ()))
    assert locked(a)
    [(own, _n)] = c.exam_history()
    assert own.finished is None
    serve_exam(room, 2)
    qtbot.waitUntil(lambda: c.class_ask is not None and c.class_ask.exam, timeout=3000)
    # The trainee's own exam is over, recorded as abandoned (as quitting does), and said.
    assert c.exam is None
    [(own, _n)] = c.exam_history()
    assert own.finished is not None and own.passed is None
    assert "recorded as abandoned" in a.trainer.banner_text.text()
    assert locked(a)
    answer(qtbot, a, 5)
    qtbot.waitUntil(lambda: c.class_ask is not None and c.class_ask.ask == "e1", timeout=3000)
    assert locked(a) and "recorded as abandoned" in a.trainer.banner_text.text()
    answer(qtbot, a, 5)
    qtbot.waitUntil(lambda: "answered every question" in a.trainer.feedback.toPlainText(),
                    timeout=3000)
    assert not locked(a)  # nothing of the trainee's own exam is left to hold it


def test_the_end_of_a_class_exam_keeps_a_local_exam_locked(qtbot, trainees, room):
    """The lock is worked out anew at every change: a class's exam ending (the trainee's
    sitting over) with a local exam running leaves it locked."""
    from app.core.trainer.exam import ExamSpec

    a = trainees[0]
    c = a.trainer_controller
    a.tabs.setCurrentIndex(1)
    c.start_exam(ExamSpec(("ch.ante_call",), 5, 10, 50, 1, 77, ()))
    c.set_class_exam(True)
    c.set_class_exam(False)
    assert c.exam is not None and locked(a)
    start = c.clock()
    c.clock = lambda: start + 601  # the exam's ten minutes are gone
    a.trainer.clock.timeout.emit()
    assert c.exam is None and not locked(a)


def test_a_local_exam_ending_during_a_live_question_puts_the_question_away(
        qtbot, trainees, room):
    from app.core.trainer.exam import ExamSpec

    a = trainees[0]
    c = a.trainer_controller
    assert join(qtbot, a, "Ana") == ""
    a.tabs.setCurrentIndex(1)
    c.start_exam(ExamSpec(("ch.ante_call",), 3, 1, 50, 1, 77, ()))
    ask_live(room)
    qtbot.waitUntil(lambda: c.class_ask is not None, timeout=3000)
    assert c.exam is not None and locked(a)  # a live question does not unlock
    start = c.clock()
    c.clock = lambda: start + 61  # the exam's minute is gone
    a.trainer.clock.timeout.emit()
    assert c.exam is None and c.class_ask is None and c.question is None
    assert a.trainer.review_bar.isVisible() and not a.trainer.panel.isVisible()
    assert not locked(a)


def test_a_live_question_stops_a_speed_round_and_says_so(qtbot, trainees, room):
    """The instructor's question comes first: the round is stopped (not saved), and the
    banner says so over the question."""
    from app.core.trainer.speed import CLOCK

    a = trainees[0]
    c = a.trainer_controller
    assert join(qtbot, a, "Ana") == ""
    a.tabs.setCurrentIndex(1)
    c.start_speed_round("ch.ante_call", 1, CLOCK)
    answer(qtbot, a, 5)
    ask_live(room)
    qtbot.waitUntil(lambda: c.class_ask is not None, timeout=3000)
    assert c.speed is None and c.store.speed_rounds(c.profile.id) == []
    assert not locked(a)
    text = a.trainer.banner_text.text()
    assert "speed round was stopped and not saved" in text and "instructor's question" in text
    assert a.trainer.panel.isVisible()


def test_a_new_house_profile_keeps_the_instructor_s_question(qtbot, trainees, room):
    a = trainees[0]
    c = a.trainer_controller
    assert join(qtbot, a, "Ana") == ""
    a.tabs.setCurrentIndex(1)
    ask_live(room)
    qtbot.waitUntil(lambda: c.class_ask is not None, timeout=3000)
    asked, question = c.class_ask, c.question
    c.follow_house()
    assert c.class_ask is asked and c.question is question
    c.end_class_question()
    c.next_question()
    practice = c.question
    c.follow_house()  # a practice question not yet answered: asked anew
    assert c.question is not practice


def test_leave_is_not_offered_during_a_served_exam_and_drops_the_token(qtbot, trainees, room):
    a = trainees[0]
    c, settings = a.trainer_controller, a.settings
    assert join(qtbot, a, "Ana") == ""
    assert settings.get("classroom/token")
    assert a.class_leave.isVisible()
    serve_exam(room, 2)
    qtbot.waitUntil(lambda: c.class_exam, timeout=3000)
    assert not a.class_leave.isVisible() and not a.act_join.isEnabled()
    a._on_leave_class()  # (a stray call) leaves nothing unlocked
    assert a.services.class_joined and c.class_exam and locked(a)
    for _ in range(2):
        answer(qtbot, a, 5)
        qtbot.waitUntil(lambda: c.class_ask is None or c.class_ask.sent is False
                        or not c.class_exam, timeout=3000)
    qtbot.waitUntil(lambda: not c.class_exam, timeout=3000)
    assert a.class_leave.isVisible() and a.act_join.isEnabled()
    qtbot.mouseClick(a.class_leave, LEFT)
    assert not a.services.class_joined
    assert settings.get("classroom/token") == ""  # joining again is the instructor's to let in


def test_the_join_dialog_starts_from_the_trainee_at_this_pc(qtbot, trainees):
    from app.ui.join_dialog import JoinDialog

    a = trainees[0]
    settings = a.settings
    for key, value in (("classroom/address", "192.0.2.7:8765"), ("classroom/code", "ABC234"),
                       ("classroom/name", "Ana"), ("classroom/token", "t-ana")):
        settings.set(key, value)
    member = a._class_member()
    dialog = JoinDialog(member.link, settings, "Boris", a)
    qtbot.addWidget(dialog)
    assert dialog.name.text() == "Boris" and dialog.address.text() == "192.0.2.7:8765"
    from app.ui.join_dialog import kept_token

    assert kept_token(settings, dialog.address.text(), dialog.code.text(),
                      dialog.name.text()) is None  # Ana's token is not Boris's


def test_quitting_the_instructor_s_app_mid_exam_asks_first(qtbot, trainees, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    a = trainees[0]

    class Server:
        stopped = False

        def stop(self):
            Server.stopped = True

    host = a.services.class_host
    host.link.server = Server()
    host.link.view = {"exam": {"state": "running"}}
    asked = []
    answers = iter([QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes])
    monkeypatch.setattr(QMessageBox, "question",
                        staticmethod(lambda *args: asked.append(args[2]) or next(answers)))
    a.close()
    assert a.isVisible() and not Server.stopped and "sitting an exam" in asked[0]
    a.close()
    assert not a.isVisible() and Server.stopped and len(asked) == 2
    host.link.view = {"exam": {"state": "ended"}}  # no exam running: nothing asked
    assert a._may_close() and len(asked) == 2
