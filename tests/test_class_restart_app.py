"""The instructor's app closed and started again in the middle of a served exam (the class
server in it stops with it): nothing the trainees answered is lost, their apps reconnect by
themselves, the exam goes on at the question each had reached, and its results count every
answer. The real class server on a free port, the host window and two trainees' windows in
one process."""

from __future__ import annotations

import sqlite3

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from app.controller.class_link import ClassHost, HostLink
from tests.test_class_app import answer, join
from tests.test_class_server_app import free_port, trainees  # noqa: F401 - a fixture

LEFT = Qt.MouseButton.LeftButton


def host_window(qtbot, store, port, code):
    from app.ui.host_window import HostWindow

    sources = {"table": lambda: None, "nl": lambda: None, "house": lambda: None,
               "exam_spec": lambda: code}
    link = HostLink()
    w = HostWindow(ClassHost(link), store, sources)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.port.setValue(port)
    qtbot.mouseClick(w.host_here, LEFT)
    qtbot.waitUntil(lambda: bool(link.join_code) and link.join_code in w.code_label.text(),
                    timeout=10000)
    return w, link


def exam_rows(store) -> list[tuple[str, int]]:
    """(trainee, answers) of every exam sitting in the instructor's progress file, read with
    SQL apart from the app."""
    with sqlite3.connect(store) as conn:
        return sorted(conn.execute(
            "SELECT p.name, COUNT(a.id) FROM exams e JOIN profiles p ON p.id = e.profile_id "
            "LEFT JOIN answers a ON a.exam_id = e.id GROUP BY e.id").fetchall())


def test_the_instructors_app_restarted_mid_exam_loses_nothing_and_the_exam_goes_on(
        qtbot, tmp_path, trainees, monkeypatch):  # noqa: F811 - the fixture
    from app.core.trainer.exam import ExamSpec, exam_code

    store, port = tmp_path / "host.sqlite3", free_port()
    code = exam_code(ExamSpec(("ch.ante_call",), 3, 10, 50, 1, 77, ()))
    host, link = host_window(qtbot, store, port, code)
    join_code = link.join_code
    address = f"127.0.0.1:{port}"
    for w, name in zip(trainees, ("Ana", "Boris"), strict=True):
        assert join(qtbot, w, name, join_code, address) == ""
    qtbot.waitUntil(lambda: host.members.count() == 2, timeout=10000)
    qtbot.mouseClick(host.start_exam, LEFT)
    for w in trainees:
        member = w.services.class_member
        qtbot.waitUntil(lambda m=member, w=w: w.trainer_controller.class_ask is not None
                        and m.exam_index[0] == 1, timeout=10000)
        answer(qtbot, w, 20)
    qtbot.waitUntil(lambda: exam_rows(store) == [("Ana", 1), ("Boris", 1)], timeout=10000)

    # The instructor's app closes: its window, its link and the server in it.
    host.close()
    link.stop()
    assert link.server is None
    # ... and starts again on the same progress file and port: the class goes on.
    host, link = host_window(qtbot, store, port, code)
    assert link.join_code == join_code
    for w in trainees:
        member = w.services.class_member
        qtbot.waitUntil(lambda m=member: m.exam_index[0] == 2, timeout=20000)
        answer(qtbot, w, 35)
    for w in trainees:
        member = w.services.class_member
        qtbot.waitUntil(lambda m=member: m.exam_index[0] == 3, timeout=10000)
        answer(qtbot, w, 10)
    qtbot.waitUntil(lambda: exam_rows(store) == [("Ana", 3), ("Boris", 3)], timeout=10000)
    monkeypatch.setattr(QMessageBox, "question",
                        staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes))
    qtbot.waitUntil(lambda: host.release.isEnabled(), timeout=10000)
    qtbot.mouseClick(host.release, LEFT)
    for w in trainees:
        qtbot.waitUntil(lambda w=w: "of 3 right" in w.trainer.feedback.toPlainText(),
                        timeout=10000)
    link.stop()
