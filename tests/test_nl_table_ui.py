"""The no-limit table screen, through the real window: dealing for six computer players and
answering the dealer's questions by keyboard, playing a seat, stepping a finished hand, the
hand's file and history, the set-up dialog and the session's summary."""

import json
import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from app.core.nlhe import Street
from app.core.nlhe.config import SeatConfig, TableConfig
from app.core.nlhe.scenario import hand_from_scenario
from app.core.scenario import read_scenarios
from app.core.trainer.drills import DRILLS

NL_TAB = 3
ROOT = Path(__file__).resolve().parent.parent


def open_table(window, qtbot, config: TableConfig):
    window.tabs.setCurrentIndex(NL_TAB)
    screen = window.nl_screen
    qtbot.waitUntil(screen.isVisible)
    screen.c.set_config(config)
    screen.c.set_paused(True)  # the test moves the hand on itself, without waiting
    return screen


def typed_key(q):
    """What a dealer types for each part of the question to be right."""
    return {p.key: " ".join(map(str, p.expected)) if isinstance(p.expected, tuple)
            else str(p.expected) for p in q.parts}


def answer(qtbot, screen, values):
    for key, text in values.items():
        edit = screen.panel.edits[key]
        edit.setFocus()
        edit.clear()
        qtbot.keyClicks(edit, text)
    qtbot.keyClick(screen.panel.edits[next(iter(values))], Qt.Key.Key_Return)


def test_a_trainee_deals_a_whole_hand_for_six_computer_players(main_window, qtbot):
    screen = open_table(main_window, qtbot, TableConfig(seed=5, pause_ms=0))
    c = screen.c
    asked, wrong_once = [], False
    for _ in range(300):
        c.run_inline()
        q = c.question
        if q is None:
            break
        assert screen.ask_scroll.isVisible() and screen.panel.question is q
        values = typed_key(q)
        if not wrong_once and q.drill == "nl.call":  # one wrong answer, on purpose
            values["call"] = str(q.expected["call"] + 5)
            wrong_once = True
        answer(qtbot, screen, values)
        assert c.last is not None and c.last.correct == (values == typed_key(q))
        verdict = "\u2713 Right" if c.last.correct else "\u2717 Not right"
        assert screen.go_on.isVisible() and verdict in screen.feedback.toPlainText()
        asked.append(q.drill)
        qtbot.keyClick(screen.go_on, Qt.Key.Key_Return)  # Enter goes on
    assert c.hand.is_over and wrong_once, asked
    assert "nl.call" in asked
    # Every answer is in the trainee's progress, under the drill it practises.
    saved = c.settings and main_window.services.store.answers(
        main_window.trainer_controller.profile.id)
    assert [a.drill for a in saved] == asked
    assert sum(not a.correct for a in saved) == 1
    # ... and the progress screen counts them.
    main_window.tabs.setCurrentIndex(2)
    table = main_window.progress.table
    counts = {table.item(r, 0).data(Qt.ItemDataRole.UserRole): table.item(r, 1).text()
              for r in range(table.rowCount())}
    for drill in set(asked):
        assert counts[drill] == str(asked.count(drill)), DRILLS[drill].id


def test_an_answer_that_is_not_a_seat_number_is_refused_and_nothing_is_saved(main_window,
                                                                            qtbot):
    screen = open_table(main_window, qtbot, TableConfig(seed=5, pause_ms=0))
    screen.c.run_inline()
    q = screen.c.question
    assert q is not None and q.parts[0].key == "to_act"
    values = typed_key(q)
    values["to_act"] = "twelve"
    answer(qtbot, screen, values)
    assert screen.c.last is None
    assert "seat numbers" in screen.panel.message.text()
    assert main_window.services.store.answers(main_window.trainer_controller.profile.id) == []


def trainee_table():
    return TableConfig(seats=(SeatConfig("trainee", "Me"), SeatConfig("normal", "B"),
                              SeatConfig("easy", "C"), SeatConfig("easy", "D")),
                       seed=11, pause_ms=0)


def test_the_trainee_plays_a_seat_with_the_keys_and_a_short_raise_is_refused(main_window,
                                                                            qtbot):
    screen = open_table(main_window, qtbot, trainee_table())
    c = screen.c
    c.run_inline()
    assert c.waiting_for_trainee()
    legal = c.hand.legal()
    assert screen.fold_button.isEnabled() and legal.can_raise
    # R puts the keyboard on the amount; an amount under the minimum raise is refused with
    # the rule, and nothing moves.
    qtbot.keyClick(screen, Qt.Key.Key_R)
    assert screen.amount.hasFocus()
    screen.amount.setValue(legal.min_raise_to - 1)
    actions = len(c.hand.history)
    qtbot.keyClick(screen.amount, Qt.Key.Key_Return)
    assert len(c.hand.history) == actions
    said = screen.refusal.text()
    word = "bet" if legal.is_bet else "raise"
    assert f"The minimum {word}" in said and f"{legal.min_raise_to:,}".replace(",", "") in \
        said.replace(",", "")
    # The pot preset and Enter raise to the pot-sized amount.
    screen.preset_buttons["pot"].click()
    pot = dict(c.state().presets)["pot"]
    assert screen.amount.value() == pot
    qtbot.keyClick(screen.amount, Qt.Key.Key_Return)
    assert c.hand.history[actions].to == pot and screen.refusal.text() == ""
    # Later: C checks or calls, F folds.
    c.run_inline()
    while c.waiting_for_trainee():
        before = len(c.hand.history)
        qtbot.keyClick(screen, Qt.Key.Key_C)
        assert len(c.hand.history) == before + 1
        assert c.hand.history[before].kind in ("check", "call")
        c.run_inline()
    assert c.hand.is_over


def say_yes(monkeypatch):
    """The next questions answered Yes (the tests' default is No); what they asked, kept."""
    from PySide6.QtWidgets import QMessageBox

    asked = []
    monkeypatch.setattr(QMessageBox, "question", staticmethod(
        lambda *a, **k: asked.append(a[2]) or QMessageBox.StandardButton.Yes))
    return asked


def test_a_finished_hand_steps_back_street_by_street_and_saves_as_a_scenario(main_window,
                                                                             qtbot, tmp_path,
                                                                             monkeypatch):
    screen = open_table(main_window, qtbot, TableConfig(seed=3, pause_ms=0, asks=()))
    c = screen.c
    assert c.play_to("showdown")
    screen.refresh()
    assert not screen.forward_button.isEnabled()
    seen = []
    while screen.back_button.isEnabled() and len(seen) < 10:
        qtbot.keyClick(screen, Qt.Key.Key_Left)
        seen.append(sum(card is not None for card in c.state().board))
    assert seen == sorted(seen, reverse=True) and seen[-1] == 0 and len(seen) >= 2
    while screen.forward_button.isEnabled() and len(seen) < 20:
        seen.append(None)
        qtbot.keyClick(screen, Qt.Key.Key_Right)
    assert c.viewing is None and c.state().showdown
    path = tmp_path / "hand.json"
    c.save_file(str(path))
    saved = hand_from_scenario(next(read_scenarios(path.read_text(encoding="utf-8"))))
    assert saved.outcome.final_stacks == c.hand.outcome.final_stacks
    assert saved.actions == c.hand.actions
    # Opened again (the session ended first, when asked), it is shown for stepping
    # through; N starts a new session at the same table.
    assert not screen.open_hand(str(path)) and c.review is None and not c.ended  # No
    say_yes(monkeypatch)
    assert screen.open_hand(str(path))
    assert c.review is not None and c.state().over and c.ended
    screen.summary.reject()  # the session's summary read and closed
    qtbot.keyClick(screen, Qt.Key.Key_N)
    assert c.review is None and not c.ended and c.hand_number == 1 and not c.records


def test_the_history_is_exported_in_words_a_player_reads(main_window, qtbot, tmp_path):
    screen = open_table(main_window, qtbot, TableConfig(seed=3, pause_ms=0, asks=()))
    c = screen.c
    assert c.play_to("showdown")
    path = tmp_path / "history.txt"
    c.export_history(str(path))
    text = path.read_text(encoding="utf-8").splitlines()
    hand = c.hand
    number = {i: c.seat_of[s] + 1 for i, s in enumerate(c.hand_seats)}
    for record in hand.history:  # every action, by its table seat
        words = {"fold": "folds", "check": "checks", "call": f"calls {record.added}",
                 "bet": f"bets {record.to}", "raise": f"raises to {record.to}"}[record.kind]
        assert any(line.startswith(f"Seat {number[record.seat]}: {words}") for line in text)
    assert text.count("Showdown") == 1


def test_an_illegal_set_up_is_refused_in_the_dialog(main_window, qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from app.ui.nl_setup_dialog import NLSetupDialog

    told = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: told.append(a[2]))
    dialog = NLSetupDialog(TableConfig(), main_window)
    qtbot.addWidget(dialog)
    dialog.count.setValue(3)
    for kind in dialog.kinds[1:3]:
        kind.setCurrentIndex(kind.findData("empty"))
    dialog.accept()
    assert told and "two seats" in told[0] and dialog.result() == 0
    # You in two seats: choosing the second makes the first a computer player.
    dialog.kinds[0].setCurrentIndex(dialog.kinds[0].findData("trainee"))
    dialog.kinds[1].setCurrentIndex(dialog.kinds[1].findData("trainee"))
    assert dialog.kinds[0].currentData() == "normal"
    assert not dialog.ask_box.isEnabled()  # nothing is asked of a player
    dialog.ante.setValue(3)
    dialog.seed.setText("77")
    dialog.accept()
    assert dialog.result() == 1 and dialog.config.trainee_seat == 1
    assert dialog.config.ante == 3 and dialog.config.seed == 77
    assert json.loads(dialog.config.to_json())["seats"][1] == ["trainee", dialog.names[1].text()]


def test_the_session_ends_with_its_summary(main_window, qtbot):
    screen = open_table(main_window, qtbot, TableConfig(seed=2, pause_ms=0, asks=(),
                                                        max_hands=2))
    c = screen.c
    for _ in range(2):
        c.run_inline()
        assert c.hand.is_over
        c.next_hand()
    assert c.ended
    box = screen.summary
    assert box.isVisible()
    text = box.text()
    assert "2 hands played" in text and "Biggest pot" in text
    assert c.state().caption == "The session is over."


def test_the_computer_players_think_off_the_gui_thread_and_the_hand_goes_on(main_window,
                                                                            qtbot):
    import threading

    screen = open_table(main_window, qtbot, TableConfig(seed=9, pause_ms=0, asks=()))
    c = screen.c
    threads = []
    for player in c.players.values():
        decide = player.decide

        def watched(view, decide=decide):
            threads.append(threading.current_thread())
            return decide(view)

        player.decide = watched
    c.set_paused(False)
    qtbot.waitUntil(lambda: len(c.hand.history) >= 3, timeout=10_000)
    c.set_paused(True)
    assert len(threads) >= 3
    assert all(t is not threading.main_thread() for t in threads)


def test_a_decision_that_comes_in_while_paused_waits_for_the_table(main_window, qtbot):
    screen = open_table(main_window, qtbot, TableConfig(seed=9, pause_ms=0, asks=()))
    c = screen.c
    c.set_paused(False)
    qtbot.waitUntil(lambda: c._thinking is not None, timeout=5_000)
    before = len(c.hand.history)
    c.set_paused(True)
    # the decision finishes on its thread meanwhile, and is held for the table
    qtbot.waitUntil(lambda: c._held is not None, timeout=10_000)
    assert len(c.hand.history) == before
    c.set_paused(False)
    qtbot.waitUntil(lambda: len(c.hand.history) > before, timeout=5_000)
    c.set_paused(True)


def _deal_until(c, found, hands=300):
    """Answer every question rightly until ``found(c)`` holds with a question open."""
    for _ in range(hands * 40):
        c.run_inline()
        if c.question is not None:
            if found(c):
                return True
            c.submit(typed_key(c.question))
            c.carry_on()
        elif c.hand.is_over and not c.next_hand():
            return False
    return False


def test_nothing_on_the_table_gives_away_an_open_pots_or_award_question(main_window, qtbot):
    screen = open_table(main_window, qtbot, TableConfig(
        seed=1, pause_ms=0, stack=400, seats=TableConfig().with_seats(8).seats))
    c = screen.c
    assert _deal_until(c, lambda c: c.question.drill == "nl.pots" and
                       "street_pot" not in c.question.tags and
                       any(q.drill == "nl.award" for q in c.pending))
    state = c.state()
    outcome = c.hand.outcome
    pot_figures = {str(p.amount) for p in outcome.pots}
    assert all(p.hidden for p in state.pots) and not any(s.winner for s in state.seats)
    assert not any(s.hand_name for s in state.seats)
    log = "\n".join(state.log)
    assert "Showdown" not in log and "pot" not in log.lower()
    assert not any(f in re.sub("[,\u00a0\u202f]", "", line) for f in pot_figures for line in log
                   .splitlines() if line.startswith("Main"))
    # The board as it was when the betting ended.
    last_street = c.hand.history[-1].street
    assert sum(card is not None for card in state.board) == last_street.board_cards
    # Answered, the award is still to come: its winners stay hidden until it is answered.
    c.submit(typed_key(c.question))
    assert not any(s.winner for s in c.state().seats)
    c.carry_on()
    assert c.question.drill == "nl.award"
    c.submit(typed_key(c.question))
    state = c.state()
    assert any(s.winner for s in state.seats) and "Showdown" in "\n".join(state.log)


def test_ending_the_session_counts_the_finished_hand_and_closes_an_open_question(main_window,
                                                                                 qtbot):
    screen = open_table(main_window, qtbot, TableConfig(seed=4, pause_ms=0, asks=()))
    c = screen.c
    c.run_inline()
    assert c.hand.is_over
    c.end_session()
    end = c.session_end()
    assert end.summary.hands == 1 and end.reason == "stopped"
    assert sum(end.summary.results) == 0 and any(end.summary.results)
    # A question open when the session ends is closed: nothing left to answer or save.
    screen2 = open_table(main_window, qtbot, TableConfig(seed=4, pause_ms=0))
    c2 = screen2.c
    c2.run_inline()
    assert c2.question is not None
    c2.end_session()
    assert c2.question is None and not screen2.ask_scroll.isVisible()


def test_a_hand_settled_by_the_blinds_still_asks_its_pots(main_window, qtbot):
    from app.core.nlhe import NLHand
    from app.core.trainer.nl_dealer import after_action

    hand = NLHand.deal([10, 20], 0, 10, 20)  # both blinds all-in as they post
    assert hand.is_over and not hand.history and len(hand.outcome.showdown) == 2
    assert [q.drill for q in after_action(hand, Street.PREFLOP, ("pots", "award"))] == \
        ["nl.award"]  # one pot (the big blind's extra 10 goes back), two hands to show
    screen = open_table(main_window, qtbot, TableConfig(
        seats=(SeatConfig("easy", "A"), SeatConfig("easy", "B")), stack=10, small_blind=10,
        big_blind=20, seed=2, pause_ms=0, varied=False))
    c = screen.c
    assert c.hand.is_over and c.question.drill == "nl.award"  # asked at once, no action


def test_a_failed_save_leaves_the_question_answerable(main_window, qtbot):
    from app.controller.trainer import StoreError

    screen = open_table(main_window, qtbot, TableConfig(seed=5, pause_ms=0))
    c = screen.c
    c.run_inline()
    q = c.question

    def broken(record):
        raise StoreError("the disk is full")

    saved = c._record
    c._record = broken
    try:
        c.submit(typed_key(q))
    except StoreError:
        pass
    assert c.last is None and c.results == []
    c._record = saved
    assert c.submit(typed_key(q)).correct and len(c.results) == 1


def test_typing_a_raise_amount_is_not_changed_by_the_slider(main_window, qtbot):
    screen = open_table(main_window, qtbot, trainee_table())
    c = screen.c
    c.run_inline()
    legal = c.hand.legal()
    screen.preset_buttons["pot"].click()
    qtbot.keyClick(screen, Qt.Key.Key_R)
    wanted = legal.min_raise_to + 7
    qtbot.keyClicks(screen.amount, str(wanted))
    assert screen.amount.value() == wanted
    before = len(c.hand.history)
    qtbot.keyClick(screen.amount, Qt.Key.Key_Return)
    assert c.hand.history[before].kind in ("bet", "raise")
    assert c.hand.history[before].to == wanted


def test_a_hand_file_opened_over_an_open_question_ends_the_session_when_asked(
        main_window, qtbot, tmp_path, monkeypatch, _no_blocking_questions):
    screen = open_table(main_window, qtbot, TableConfig(seed=5, pause_ms=0))
    c = screen.c
    c.run_inline()
    path = tmp_path / "h.json"
    c.save_file(str(path))
    c.submit(typed_key(c.question))  # one answer given, and the next question open
    c.carry_on()
    c.run_inline()
    assert c.question is not None and c.results
    assert screen.open_button.isEnabled() and "ends first" in screen.open_button.toolTip()
    assert not screen.open_hand(str(path))  # asked, answered No: the question stays open
    assert "End the session to open a hand?" in _no_blocking_questions[-1]
    assert c.review is None and c.question is not None and not c.ended
    say_yes(monkeypatch)
    assert screen.open_hand(str(path))
    assert c.review is not None and c.question is None and c.ended
    assert not screen.ask_scroll.isVisible()
    # Its results kept as an ended session's are: the summary counts the answer given.
    assert screen.summary.isVisible() and c.session_end().dealing


def test_in_the_amount_box_the_letters_still_act(main_window, qtbot):
    screen = open_table(main_window, qtbot, trainee_table())
    c = screen.c
    c.run_inline()
    assert c.waiting_for_trainee()
    qtbot.keyClick(screen, Qt.Key.Key_R)
    screen.amount.setValue(1)
    qtbot.keyClick(screen.amount, Qt.Key.Key_Return)  # refused: the keyboard stays in the box
    assert screen.refusal.text() and screen.amount.hasFocus()
    before = len(c.hand.history)
    qtbot.keyClick(screen.amount, Qt.Key.Key_C)  # C calls from the box, too
    assert c.hand.history[before].kind in ("call", "check")


def test_a_file_that_is_not_a_no_limit_hand_is_refused_with_a_reason(main_window, qtbot,
                                                                     tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    screen = open_table(main_window, qtbot, TableConfig(seed=1, pause_ms=0))
    told = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: told.append(a[2]))
    bad = tmp_path / "bad.json"
    bad.write_text('{"game": "nlhe", "stacks": [100], "button": 0}', encoding="utf-8")
    casino = ROOT / "assets" / "scenarios" / "ch_worked_1_trip_aces.json"
    assert not screen.open_hand(str(bad)) and "not a hand the table can show" in told[-1]
    assert not screen.open_hand(str(casino)) and "casino table" in told[-1]
    assert not screen.open_hand(str(tmp_path / "missing.json")) and "cannot be read" in told[-1]
    assert screen.c.review is None and screen.c.hand is not None


def test_an_all_in_hand_steps_back_through_its_run_out_with_the_winners_hidden(main_window,
                                                                              qtbot):
    screen = open_table(main_window, qtbot, TableConfig(seed=1, pause_ms=0, asks=(), stack=300,
                                                        seats=TableConfig().with_seats(6).seats))
    c = screen.c
    for _ in range(300):  # a hand whose betting ends before the river, then runs out
        assert c.play_to("showdown")
        if c.hand.history[-1].street < Street.RIVER:
            break
        c.next_hand()
    last = c.hand.history[-1].street
    screen.refresh()
    seen = []
    while screen.back_button.isEnabled() and len(seen) < 10:
        qtbot.keyClick(screen, Qt.Key.Key_Left)
        state = c.state()
        seen.append(sum(card is not None for card in state.board))
        assert not any(s.winner for s in state.seats) and not any(p.winners for p in state.pots)
        assert "Showdown" not in state.log and not any("shows" in line for line in state.log)
    # Back from the showdown: the river, the turn... each street of the run-out, down to
    # the deal.
    run_out = [Street(s).board_cards for s in range(Street.RIVER, last, -1)]
    assert seen[:len(run_out)] == run_out and seen[-1] == 0
    while screen.forward_button.isEnabled():
        qtbot.keyClick(screen, Qt.Key.Key_Right)
    state = c.state()
    assert any(s.winner for s in state.seats)
    # Settled: each seat shows what it has after the pots are paid.
    final = c.hand.outcome.final_stacks
    shown = {s.number: s.stack for s in state.seats if not s.empty and s.action != "Out"}
    for i, table_seat in enumerate(c.hand_seats):
        assert shown[c.seat_of[table_seat] + 1] == final[i]


def test_a_seat_out_of_chips_says_so_and_n_from_a_file_starts_anew(main_window, qtbot, tmp_path,
                                                                   monkeypatch):
    screen = open_table(main_window, qtbot, TableConfig(seed=2, pause_ms=0, asks=(), stack=100,
                                                        seats=TableConfig().with_seats(4).seats))
    c = screen.c
    for _ in range(200):
        c.run_inline()
        if any(not s.playing for s in c.table.seats):
            break
        assert c.next_hand()
    out = [i for i, s in enumerate(c.table.seats) if not s.playing]
    assert out, "nobody went out of chips in 200 hands"
    c.run_inline()
    words = {s.number: s.action for s in c.state().seats}
    assert all(words[c.seat_of[i] + 1] == "Out" for i in out)
    # A file's hand opened after it (the session ended when asked): N starts a new session
    # at the same table, every stack full again.
    path = tmp_path / "h.json"
    c.save_file(str(path))
    say_yes(monkeypatch)
    assert screen.open_hand(str(path))
    screen.summary.reject()
    qtbot.keyClick(screen, Qt.Key.Key_N)
    assert c.review is None and c.hand_number == 1 and all(s.playing for s in c.table.seats)


def test_a_held_decision_is_applied_only_where_it_was_made(main_window, qtbot):
    from app.core.nlhe import Action

    screen = open_table(main_window, qtbot, TableConfig(seed=9, pause_ms=5000, asks=()))
    c = screen.c
    h = c.hand
    # A decision made for an earlier moment of the hand is dropped, not applied.
    c._held = (h, len(h.history) + 1, Action("fold"))
    c.set_paused(False)
    assert len(h.history) == 0 and c._held is None
    c.set_paused(True)
    # One made for this moment is applied when the table goes on.
    c._held = (h, len(h.history), Action("fold"))
    c.set_paused(False)
    assert len(h.history) == 1 and h.history[0].kind == "fold"
    c.set_paused(True)
    # ... but not behind an open file, nor once the session is over.
    c._held = (h, len(h.history), Action("fold"))
    c.end_session()
    c.set_paused(False)
    assert len(h.history) == 1 and not c.next_hand() and not c.waiting_for_trainee()


def test_pause_says_so_under_the_caption(main_window, qtbot):
    screen = open_table(main_window, qtbot, TableConfig(seed=9, pause_ms=5000, asks=()))
    screen.pause.setChecked(True)
    assert "Paused" in screen.caption.text()
    screen.pause.setChecked(False)
    assert "Paused" not in screen.caption.text()


def test_a_new_session_over_played_hands_is_asked_first(main_window, qtbot):
    screen = open_table(main_window, qtbot, TableConfig(seed=4, pause_ms=0, asks=()))
    c = screen.c
    c.run_inline()
    c.next_hand()
    before = c.hand_number
    screen.new_button.click()  # asked, and answered No (the tests' default)
    assert c.hand_number == before and c.records


def test_the_set_up_dialog_refuses_a_seed_with_separators(main_window, qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from app.ui.nl_setup_dialog import NLSetupDialog

    told = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: told.append(a[2]))
    dialog = NLSetupDialog(TableConfig(), main_window)
    qtbot.addWidget(dialog)
    dialog.seed.setText("1,234")
    dialog.accept()
    assert dialog.result() == 0 and told and "deck seed" in told[0]


def test_the_no_limit_tab_is_remembered_when_the_window_closes(main_window, qtbot):
    main_window.tabs.setCurrentIndex(NL_TAB)
    qtbot.waitUntil(main_window.nl_screen.isVisible)
    main_window.close()
    assert main_window.settings.get("window/no_limit") is True


def test_each_decision_starts_the_amount_at_its_smallest_raise(main_window, qtbot):
    screen = open_table(main_window, qtbot, trainee_table())
    c = screen.c
    c.run_inline()
    legal = c.hand.legal()
    screen.preset_buttons["pot"].click()
    assert screen.amount.value() == dict(c.state().presets)["pot"] != legal.min_raise_to
    qtbot.keyClick(screen, Qt.Key.Key_C)  # calls; the next decision is another one
    c.run_inline()
    while c.hand.is_over:
        c.next_hand()
        c.run_inline()
    assert c.waiting_for_trainee()
    assert screen.amount.value() == c.hand.legal().min_raise_to



@pytest.mark.parametrize("seats,shown", [
    (("empty", "empty", "trainee", "easy", "easy"), 3),  # the hand's seat 0 is table seat 3
    (("trainee", "easy", "easy"), 1),  # the hand's seats are the table's
])
def test_a_refusal_names_the_trainee_by_the_table_seat_number(main_window, qtbot, seats, shown):
    config = TableConfig(seats=tuple(SeatConfig(kind) for kind in seats), seed=3, asks=())
    c = open_table(main_window, qtbot, config).c
    c.run_inline()
    assert c.waiting_for_trainee()
    legal = c.hand.legal()
    assert legal.can_call and legal.can_raise  # the first hand: a bet to call
    said = c.act("check").render()
    assert said == (f"Seat {shown} cannot check: there is a bet of {legal.to_match} to call, so "
                    f"it may fold, call {legal.call_amount} or raise to {legal.min_raise_to} up "
                    f"to {legal.max_raise_to}"), said
