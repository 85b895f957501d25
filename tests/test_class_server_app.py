"""The app's side of a class on the real class server (port 0, one process): the host
window starts the server on this PC's progress store, two trainees' windows join it over
loopback; a live question answered by both, its spread and key on the projector and each
trainee's own mark; a served exam answered, released and marked; a port in use said in a
sentence; quitting leaves no thread."""

from __future__ import annotations

import socket
import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from app.controller.class_link import ClassHost, HostLink
from app.controller.table import TableController
from app.core.trainer.drills import generate
from app.core.trainer.exam import ExamSpec, exam_code, exam_questions
from tests.test_class_app import Asked, answer, join

LEFT = Qt.MouseButton.LeftButton
EXAM = ExamSpec(("ch.ante_call",), 2, 10, 50, 1, 77, ())  # two questions, pass at half


@pytest.fixture
def trainees(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("HOLDEM_TRAINER_HOME", str(tmp_path))
    from app.composition import AppServices
    from app.system.settings import Settings
    from app.ui.app import make_app
    from app.ui.main_window import MainWindow

    make_app()
    windows = []
    for i in range(2):
        services = AppServices(Settings(str(tmp_path / f"s{i}.ini")), tmp_path / f"p{i}.sqlite3")
        w = MainWindow(services)
        qtbot.addWidget(w)
        w.resize(1200, 800)
        w.show()
        qtbot.waitExposed(w)
        windows.append(w)
    yield windows
    for w in windows:
        w.services.close_class()


@pytest.fixture
def host(qtbot, tmp_path):
    from app.ui.host_window import HostWindow

    code = exam_code(EXAM)
    sources = {"table": lambda: None, "nl": lambda: None, "house": lambda: None,
               "exam_spec": lambda: code}
    link = HostLink()
    w = HostWindow(ClassHost(link), tmp_path / "host.sqlite3", sources)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.port.setValue(free_port())
    yield w
    link.stop()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_a_class_on_the_real_server_live_question_and_served_exam(qtbot, host, trainees,
                                                                  monkeypatch):
    before = threading.active_count()
    window = host
    qtbot.mouseClick(window.host_here, LEFT)
    qtbot.waitUntil(lambda: host.link.join_code in host.code_label.text() and
                    bool(host.link.join_code), timeout=5000)
    assert not host.start_box.isVisible()
    address = f"127.0.0.1:{host.link.server.port}"
    assert any(a.endswith(f":{host.link.server.port}") for a in host.link.addresses)
    a, b = trainees
    assert join(qtbot, a, "Ana", host.link.join_code, address) == ""
    assert join(qtbot, b, "Boris", host.link.join_code, address) == ""
    qtbot.waitUntil(lambda: host.members.count() == 2, timeout=5000)
    host.drill.setCurrentIndex(host.drill.findData("ch.ante_call"))
    sent = []  # what the host window asks the server (the drill, its level and seed)
    ask = host.link.ask
    monkeypatch.setattr(host.link, "ask", lambda source: (sent.append(source), ask(source)))
    qtbot.mouseClick(window.ask_drill, LEFT)
    for w in trainees:
        qtbot.waitUntil(lambda w=w: w.trainer_controller.class_ask is not None, timeout=5000)
    # The key worked out apart from the app's class and the server: the drill's own
    # question of the level and seed the host window sent (the standard rules).
    assert [(s["drill"], s["level"], s["house"]) for s in sent] == [("ch.ante_call", 1, None)]
    key = generate("ch.ante_call", 1, sent[0]["seed"]).parts[0].expected
    q = a.trainer_controller.question
    assert all(p.expected is None for p in q.parts)  # keyless on the trainee's PC
    answer(qtbot, a, key)
    answer(qtbot, b, key + 5)
    qtbot.waitUntil(lambda: "2 of 2 answered" in host.count.text(), timeout=5000)
    qtbot.mouseClick(window.close_question, LEFT)
    qtbot.waitUntil(lambda: host.reveal.isEnabled(), timeout=5000)
    board = host.board.toPlainText()
    assert f"{key:,}" in board and f"{key + 5:,}" in board, board
    qtbot.mouseClick(window.reveal, LEFT)
    qtbot.waitUntil(lambda: "How it is settled" in host.board.toPlainText(), timeout=5000)
    for w in trainees:
        qtbot.waitUntil(lambda w=w: w.trainer_controller.last is not None, timeout=5000)
    assert a.trainer_controller.last.question.parts[0].expected == key
    assert a.trainer_controller.last.correct is True
    assert b.trainer_controller.last.correct is False
    assert "How it is settled" in a.trainer.feedback.toPlainText()
    # A served exam of two questions: the first answered (Ana right, Boris not, by the
    # exam's own plan worked out here), then the instructor ends it.
    drill, level, seed = exam_questions(EXAM)[0]
    first = generate(drill, level, seed).parts[0].expected
    qtbot.mouseClick(window.start_exam, LEFT)
    for w, given in ((a, first), (b, first + 5)):
        c = w.trainer_controller
        qtbot.waitUntil(lambda c=c, w=w: c.class_ask is not None and c.class_ask.exam
                        and w.services.class_member.exam_index[0] == 1, timeout=5000)
        assert not w.tabs.isTabEnabled(0)  # locked as for an exam
        answer(qtbot, w, given)
    qtbot.waitUntil(lambda: host.progress.rowCount() == 2 and all(
        host.progress.item(i, 1).text() == "1 of 2" for i in range(2)), timeout=5000)
    # Stop hosting while the exam runs: asked first; No keeps the class.
    confirm = Asked(QMessageBox.StandardButton.No)
    monkeypatch.setattr(QMessageBox, "question", staticmethod(confirm))
    qtbot.mouseClick(window.stop_hosting, LEFT)
    assert confirm.texts and "exam is running" in confirm.texts[0], confirm.texts
    assert host.link.server is not None and host.stop_hosting.isVisible()
    confirm = Asked(QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(QMessageBox, "question", staticmethod(confirm))
    qtbot.mouseClick(window.end_exam, LEFT)
    assert len(confirm.texts) == 1
    qtbot.waitUntil(lambda: "exam is over" in a.trainer.feedback.toPlainText(), timeout=5000)
    assert a.tabs.isTabEnabled(0)
    qtbot.waitUntil(lambda: host.release.isEnabled(), timeout=5000)
    qtbot.mouseClick(window.release, LEFT)
    for w in trainees:
        qtbot.waitUntil(lambda w=w: "Class exam:" in w.trainer.feedback.toPlainText(),
                        timeout=5000)
    # Ana 1 of 2 right: half, the pass mark; Boris none.
    for w, right, verdict in ((a, 1, "Passed"), (b, 0, "Not passed")):
        text = w.trainer.feedback.toPlainText()
        assert f"{right} of 2 right" in text and verdict in text, text
    assert "Not passed" not in a.trainer.feedback.toPlainText()
    # The hand on the casino table, at the step shown: each trainee is asked about it; no
    # hand on the no-limit table: the instructor is told.
    table = TableController(trainees[0].settings)
    table.new_hand(seed=11)
    while table.forward():
        pass
    host.sources["table"] = table.class_source
    qtbot.mouseClick(window.ask_table, LEFT)
    qtbot.waitUntil(lambda: "0 of 2 answered" in host.count.text(), timeout=5000)
    asked = host.link.view["live"]["ask"]
    for w in trainees:
        qtbot.waitUntil(lambda w=w: w.trainer_controller.class_ask is not None
                        and w.trainer_controller.class_ask.ask == asked, timeout=5000)
    assert "Settle this player" in a.trainer.prompt.text(), a.trainer.prompt.text()
    qtbot.mouseClick(window.ask_nl, LEFT)
    assert "no hand on that table" in host.problem.text()
    # Stop hosting with no exam running: nothing asked; the server stops, the window shows
    # no class and offers to host again.
    qtbot.mouseClick(window.stop_hosting, LEFT)
    assert len(confirm.texts) == 1
    assert host.link.worker is None and host.link.server is None
    assert host.code_label.text() == "No class is running."
    assert host.start_box.isVisible() and not host.stop_hosting.isVisible()
    assert host.address_label.text() == "" and host.members.count() == 0
    # Quitting: the trainees' links and the server leave no thread behind.
    for w in trainees:
        w.close()
        assert w.services.class_member.link.worker is None
    qtbot.waitUntil(lambda: threading.active_count() <= before, timeout=5000)


def test_a_port_in_use_is_said_in_a_sentence(qtbot, host):
    with socket.socket() as s:
        s.bind(("0.0.0.0", 0))
        s.listen()
        host.port.setValue(s.getsockname()[1])
        qtbot.mouseClick(host.host_here, LEFT)  # (the server starts off the window's thread)
        port = s.getsockname()[1]
        # The port as it is typed, never grouped as a number ("8,765" once).
        qtbot.waitUntil(lambda: f"is using port {port}:" in host.problem.text(), timeout=5000)
        assert host.link.worker is None and host.link.server is None


def join_knocking(qtbot, w, host, name, code, address, click) -> dict:
    """File > Join a class... as the name of a member whose PC lost its token: the dialog
    waits for the instructor, who clicks (``click``) Let in or Refuse in the host window."""
    from PySide6.QtCore import QTimer

    from app.ui.join_dialog import JoinDialog

    seen: dict = {}

    def drive():
        dialog = next(d for d in w.findChildren(JoinDialog) if d.isVisible())
        dialog.address.setText(address)
        dialog.code.setText(code)
        dialog.name.setText(name)
        qtbot.mouseClick(dialog.join_button, LEFT)
        qtbot.waitUntil(lambda: "Waiting for the instructor" in dialog.problem.text(),
                        timeout=5000)
        seen["status"] = w.class_text.text()
        qtbot.waitUntil(lambda: host.knock_box.isVisible(), timeout=5000)
        seen["knocking"] = [host.knocking.item(i).text() for i in range(host.knocking.count())]
        click()
        qtbot.waitUntil(lambda: not dialog.isVisible() or "Waiting" not in
                        dialog.problem.text(), timeout=5000)
        seen["problem"] = dialog.problem.text() if dialog.isVisible() else ""
        if dialog.isVisible():
            qtbot.mouseClick(dialog.cancel_button, LEFT)

    QTimer.singleShot(50, drive)
    w.show_join()
    return seen


def test_a_wiped_pc_waits_to_be_let_in_and_a_kept_token_joins_at_once(qtbot, host, trainees):
    """Ana's PC is wiped: a fresh PC joining as Ana waits, the host lists her with Let in
    and Refuse, Let in makes it Ana (the same member). Ana's old PC, its token replaced,
    joins by name and is told the name is in use; once the new PC left, it knocks and is
    refused. A PC that kept its settings joins with its token, with no knock."""
    qtbot.mouseClick(host.host_here, LEFT)
    qtbot.waitUntil(lambda: bool(host.link.join_code) and host.link.join_code in
                    host.code_label.text(), timeout=5000)
    code, address = host.link.join_code, f"127.0.0.1:{host.link.server.port}"
    a, b = trainees
    assert join(qtbot, a, "Ana", code, address) == ""
    qtbot.waitUntil(lambda: host.members.count() == 1, timeout=5000)
    first = a.services.class_member.link.member_id
    a.services.close_class()  # Ana's PC goes off; its settings keep the token
    qtbot.waitUntil(lambda: "away" in host.members.item(0).text(), timeout=5000)
    window = host
    seen = join_knocking(qtbot, b, host, "Ana", code, address,
                         lambda: qtbot.mouseClick(window.let_in, LEFT))
    assert seen["problem"] == "" and seen["knocking"] == ["Ana"], seen
    assert "Waiting for the instructor" in seen["status"]
    assert b.services.class_joined and b.services.class_member.link.member_id == first
    qtbot.waitUntil(lambda: not host.knock_box.isVisible(), timeout=5000)
    # The old PC's token was replaced: it joins by name, which a connected member has.
    assert "in the class already" in join(qtbot, a, "Ana", code, address)
    assert not a.class_line.isVisible()
    b.services.close_class()
    qtbot.waitUntil(lambda: "away" in host.members.item(0).text(), timeout=5000)
    seen = join_knocking(qtbot, a, host, "Ana", code, address,
                         lambda: qtbot.mouseClick(window.refuse, LEFT))
    assert "did not let you in" in seen["problem"], seen
    assert not a.services.class_joined and not a.class_line.isVisible()
    # B kept the token it was let in with: it joins again at once, as the same member.
    assert join(qtbot, b, "Ana", code, address) == ""
    assert b.services.class_member.link.member_id == first
    assert host.members.count() == 1
