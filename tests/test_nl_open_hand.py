"""Opening a hand file on the no-limit table, by clicks on the bar: over a running session
(asked first, the session ended as End the session ends it), stepped street by street from
its start to where the file stops (said on the panel), and what Next hand does after it;
ending a session with hands played asks first."""

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from app.core.nlhe.config import TableConfig

NL_TAB = 3
LEFT = Qt.MouseButton.LeftButton
# A four-seat hand written out by hand, stopping on the turn after one bet: button seat 0,
# blinds seats 1 and 2, seat 3 first to act before the flop; everyone checks the flop; seat 1
# bets the turn and seat 2 (the third seat) is to act.
STOPS_ON_THE_TURN = {
    "game": "nlhe", "stacks": [1000, 1000, 1000, 1000], "button": 0, "small_blind": 5,
    "big_blind": 10, "board": ["Ks", "Qd", "2c", "9h"],
    "names": ["Ana", "Bo", "Cy", "Di"],
    "actions": [["call"], ["call"], ["call"], ["check"],
                ["check"], ["check"], ["check"], ["check"],
                ["bet", 20]]}
# The walk's file: saved right after the deal, only the blinds posted.
BLINDS_ONLY = {**STOPS_ON_THE_TURN, "actions": [], "board": []}


@pytest.fixture
def screen(main_window, qtbot):
    main_window.tabs.setCurrentIndex(NL_TAB)
    s = main_window.nl_screen
    qtbot.waitUntil(s.isVisible)
    s.c.set_config(TableConfig(seed=4, pause_ms=0, asks=()))
    s.c.set_paused(True)  # the test moves the hand on itself
    return s


def answer_questions(monkeypatch, yes: bool) -> list[str]:
    asked: list[str] = []
    reply = QMessageBox.StandardButton.Yes if yes else QMessageBox.StandardButton.No
    monkeypatch.setattr(QMessageBox, "question",
                        staticmethod(lambda *a, **k: asked.append(a[2]) or reply))
    return asked


def choose_file(monkeypatch, path) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(
        lambda *a, **k: shown.append(a[1]) or (str(path), "")))
    return shown


def write(tmp_path, data, name="hand.json"):
    path = tmp_path / name
    path.write_text(json.dumps(data), "utf-8")
    return path


def board_out(screen) -> int:
    return sum(card is not None for card in screen.c.state().board)


def test_open_hand_over_a_played_session_asks_then_keeps_its_results(screen, qtbot,
                                                                     tmp_path, monkeypatch):
    c = screen.c
    c.run_inline()
    c.next_hand()  # one hand finished, the next one dealt
    assert c.records and screen.open_button.isEnabled()
    path = write(tmp_path, BLINDS_ONLY)
    asked = answer_questions(monkeypatch, yes=False)
    shown = choose_file(monkeypatch, path)
    qtbot.mouseClick(screen.open_button, LEFT)
    # Asked before any file is chosen; No leaves the session as it was.
    assert len(asked) == 1 and "End the session to open a hand?" in asked[0] and not shown
    assert not c.ended and c.review is None and len(c.records) == 1
    asked = answer_questions(monkeypatch, yes=True)
    qtbot.mouseClick(screen.open_button, LEFT)
    assert len(asked) == 1 and shown and c.ended and c.review is not None
    # Ended as End the session ends it: the summary of the hand played shows.
    assert screen.summary.isVisible() and "1 hand played" in screen.summary.text()
    assert c.session_end().summary.hands == 1
    screen.summary.reject()


def test_a_file_that_stops_after_the_blinds_says_so(screen, qtbot, tmp_path, monkeypatch):
    c = screen.c
    asked = answer_questions(monkeypatch, yes=False)
    choose_file(monkeypatch, write(tmp_path, BLINDS_ONLY))
    qtbot.mouseClick(screen.open_button, LEFT)  # nothing played: nothing to ask
    assert not asked and c.review is not None and c.ended
    caption = screen.caption.text()
    assert "The session is over." not in caption
    assert "The file's hand stops after the blinds." in caption
    assert "Seat 4 to act" in caption  # the first after the big blind, seat 3 from 0
    assert "N or Enter starts a new session at your table." in caption
    assert "step through it" not in caption  # no street to step
    assert not screen.back_button.isEnabled() and not screen.forward_button.isEnabled()
    names = [s.name for s in c.state().seats]
    assert names == BLINDS_ONLY["names"]
    assert [s.blind for s in c.state().seats][1:3] == ["SB", "BB"]


def test_a_file_that_stops_mid_hand_steps_from_its_start_to_where_it_stops(
        screen, qtbot, tmp_path, monkeypatch):
    c = screen.c
    choose_file(monkeypatch, write(tmp_path, STOPS_ON_THE_TURN))
    qtbot.mouseClick(screen.open_button, LEFT)
    assert c.review is not None
    caption = screen.caption.text()
    assert "The file's hand stops before its end (Turn)." in caption and "Seat 3 to act" in caption
    assert "step through it with the arrows" in caption
    # Shown as far as the file goes: the turn, seat 2's bet of 20 in front of it.
    state = c.state()
    assert board_out(screen) == 4 and state.seats[1].bet == 20 and not state.over
    assert screen.back_button.isEnabled() and not screen.forward_button.isEnabled()
    # Back street by street to the start (the turn as it opened, the flop, the deal), by
    # clicks and by the Left key.
    seen = []
    qtbot.mouseClick(screen.back_button, LEFT)
    seen.append((board_out(screen), c.state().seats[1].bet))
    while screen.back_button.isEnabled() and len(seen) < 10:
        qtbot.keyClick(screen, Qt.Key.Key_Left)
        seen.append((board_out(screen), c.state().seats[1].bet))
    assert seen == [(4, 0), (3, 0), (0, 5)]  # at the start only the blinds are in
    assert not any(s.folded for s in c.state().seats)
    # Forward again, by the key and the button, to where the file stops.
    qtbot.keyClick(screen, Qt.Key.Key_Right)
    assert board_out(screen) == 3
    while screen.forward_button.isEnabled():
        qtbot.mouseClick(screen.forward_button, LEFT)
    assert c.viewing is None and board_out(screen) == 4 and c.state().seats[1].bet == 20


def test_next_hand_after_a_file_starts_a_new_session_at_the_same_table(screen, qtbot,
                                                                       tmp_path, monkeypatch):
    c = screen.c
    seats = c.config.seats
    choose_file(monkeypatch, write(tmp_path, STOPS_ON_THE_TURN))
    qtbot.mouseClick(screen.open_button, LEFT)
    assert screen.next_button.isEnabled()
    assert screen.next_button.toolTip() == "N or Enter starts a new session at your table."
    qtbot.mouseClick(screen.next_button, LEFT)
    assert c.review is None and not c.ended and c.hand_number == 1
    assert c.config.seats == seats and len(c.state().seats) == len(seats)
    assert screen.next_button.toolTip() == "" and screen.end_button.isEnabled()
    # The same by the key.
    qtbot.mouseClick(screen.open_button, LEFT)
    assert c.review is not None
    qtbot.keyClick(screen, Qt.Key.Key_N)
    assert c.review is None and not c.ended


def test_a_bad_file_leaves_the_session_running(screen, qtbot, tmp_path, monkeypatch):
    c = screen.c
    c.run_inline()
    answer_questions(monkeypatch, yes=True)
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a, **k: told.append(a[2])))
    choose_file(monkeypatch, write(tmp_path, {"game": "nlhe", "stacks": [100]}))
    qtbot.mouseClick(screen.open_button, LEFT)
    assert told and "not a hand the table can show" in told[-1]
    assert not c.ended and c.review is None and c.hand is not None


def test_ending_a_session_with_hands_played_asks_first(screen, qtbot, monkeypatch):
    c = screen.c
    asked = answer_questions(monkeypatch, yes=False)
    qtbot.mouseClick(screen.end_button, LEFT)  # nothing played yet: ended without a word
    assert c.ended and not asked
    screen.summary.reject()
    c.start_session()
    c.set_paused(True)
    c.run_inline()
    c.next_hand()
    qtbot.mouseClick(screen.end_button, LEFT)
    assert asked == ["End the session now? Its summary follows; no more hands are dealt in it."]
    assert not c.ended
    asked = answer_questions(monkeypatch, yes=True)
    qtbot.mouseClick(screen.end_button, LEFT)
    assert c.ended and screen.summary.isVisible()
    screen.summary.reject()
    assert screen.next_button.toolTip() == "The session is over: New session starts another."
    assert not screen.end_button.isEnabled()
