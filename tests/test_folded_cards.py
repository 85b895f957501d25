"""Folded cards on the felt, as the seeds and the rules pages have the dealer handle them:
collected when the seat folds (its places left empty), kept in sight while a side bet is
still settled on them (a folded seat's AA Bonus under "settled", any Hold'em Bonus bonus
bet), and face up for teaching when the settings say so; the trainer's questions follow
the same rule. The deal itself is untouched: the same cards, the same settlement."""

import json

import pytest
from PySide6.QtCore import QPoint, Qt

from tests.scene_roles import matching

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support raise")
BOARD, DEALER = ["As", "7h", "2c", "9d", "Jc"], ["Kc", "Kd"]
# Seat 1 folds with no AA Bonus, seat 2 folds with one, seat 3 calls.
SEATS = ((["3h", "8s"], 0, "fold"), (["4h", "5s"], 10, "fold"), (["Ah", "Ad"], 5, "call"))


def _three_seats_file(tmp_path, on_fold: str):
    path = tmp_path / "folds.jsonl"
    path.write_text("\n".join(json.dumps({
        "game": "casino_holdem", "aa_bonus_on_fold": on_fold, "player": cards, "dealer": DEALER,
        "board": BOARD, "ante": 10, "aa_bonus": bonus, "decision": decision})
        for cards, bonus, decision in SEATS), encoding="utf-8")
    return path


def _open_three_seats(w, tmp_path, on_fold: str = "settled"):
    assert w.open_hand(str(_three_seats_file(tmp_path, on_fold)))
    w.controller.advance_to("settled")


def _face_up(w, seat: int) -> list:
    """The seat's cards as the scene draws them: card texts, None for a face-down card, "slot"
    for an empty place."""
    items = matching(w.view.table_scene, rf"seat {seat} card \d")
    return ["slot" if i.slot else i.card for i in items.values()]


def test_a_fold_is_collected_and_cards_a_bonus_is_settled_on_stay(main_window, tmp_path):
    w = main_window
    _open_three_seats(w, tmp_path)
    assert _face_up(w, 1) == ["slot", "slot"]  # collected
    assert _face_up(w, 2) == ["4h", "5s"]  # its AA Bonus is settled on them
    assert _face_up(w, 3) == ["Ah", "Ad"]
    assert matching(w.view.table_scene, r"seat [12] folded")  # both still say "Folded"
    # the settlement is the deal's, whatever is drawn: seat 1 -10, seat 2 -10 and -10
    totals = [w.controller.hand.settlements[i].total for i in range(3)]
    assert totals[:2] == [-10, -20]


def test_a_house_that_forfeits_the_bonus_collects_every_fold(main_window, tmp_path):
    w = main_window
    _open_three_seats(w, tmp_path, on_fold="forfeited")
    assert _face_up(w, 1) == _face_up(w, 2) == ["slot", "slot"]


def test_the_setting_keeps_folded_cards_face_up_clicked_in_the_settings(main_window, tmp_path,
                                                                        qtbot):
    w = main_window
    _open_three_seats(w, tmp_path)
    general = w.show_settings().general
    w._tool_windows["settings"].tabs.setCurrentWidget(general)
    box = general.keep_folded
    assert box.text() == "&Keep folded cards face up (for teaching)" and not box.isChecked()
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert box.isChecked() and w.settings.get("table/keep_folded_cards") is True
    assert _face_up(w, 1) == ["3h", "8s"]
    w.controller.back()
    w.controller.forward()  # a step and back: still face up
    assert _face_up(w, 1) == ["3h", "8s"]
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert _face_up(w, 1) == ["slot", "slot"]


def test_a_holdem_bonus_fold_keeps_its_cards_while_its_bonus_waits(main_window, tmp_path):
    w = main_window
    path = tmp_path / "thb.jsonl"
    path.write_text("\n".join(json.dumps({
        "game": "holdem_bonus", "player": cards, "dealer": DEALER, "board": BOARD, "ante": 10,
        "bonus": bonus, "preflop": "fold"}) for cards, bonus in (
        (["3h", "8s"], 0), (["4h", "4s"], 5))), encoding="utf-8")
    assert w.open_hand(str(path))
    w.controller.advance_to("dealt")
    w.controller.forward()
    w.controller.forward()  # both seats have folded
    assert w.controller.hand.folded(0) and w.controller.hand.folded(1)
    assert _face_up(w, 1) == ["slot", "slot"] and _face_up(w, 2) == ["4h", "4s"]


def test_the_trainers_folded_seats_follow_the_same_rule(main_window):
    """Over the round drill's tables: a folded seat with nothing left on its cards shows
    none; one whose side bet is settled on them, or any with the setting on, shows its own."""
    from app.controller.question_state import question_state
    from app.core.cards import card_text
    from app.core.games.registry import find_game

    w = main_window
    c = w.trainer_controller
    seen = {"collected": 0, "kept": 0}
    for seed in range(1, 60):
        c.start_drill("ch.round", 1 + seed % 2, seed)  # level 1 bets no AA Bonus, level 2 does
        q = c.question
        rules = q.rules
        shown = question_state(q, w.settings).seats
        for seat, view in zip(q.seats, shown, strict=True):
            own = tuple(card_text(x) for x in seat.cards)
            bonus = dict(seat.bets).get("aa_bonus", 0)
            in_play = bonus > 0 and rules.aa_bonus_on_fold == "settled"
            if seat.folded and not in_play:
                assert view.cards == ()
                seen["collected"] += 1
            else:
                assert view.cards == own
                seen["kept"] += seat.folded
        if all(seen.values()):
            break
    assert all(seen.values()), seen
    w.settings.set("table/keep_folded_cards", True)
    views = question_state(q, w.settings).seats
    assert all(v.cards == tuple(card_text(x) for x in s.cards)
               for s, v in zip(q.seats, views, strict=True))
    assert find_game("casino_holdem").folded_cards_in_play(rules, 0) is False


def _click_forward(w, qtbot) -> None:
    button = w.toolbar.widgetForAction(w.act_forward)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def _spot(w, seat: int, bet: str):
    return matching(w.view.table_scene, rf"seat {seat} spot {bet}")[f"seat {seat} spot {bet}"].spot


def _fold_step(w, tmp_path, qtbot, on_fold: str = "settled") -> None:
    """The three seats' hand stepped by clicks to the moment seat 2 has folded."""
    assert w.open_hand(str(_three_seats_file(tmp_path, on_fold)))
    w.show()
    for _ in range(4):  # the deal, the flop, seat 1 folds, seat 2 folds
        _click_forward(w, qtbot)
    assert w.controller.hand.folded(1) and w.controller.hand.board_shown == 3


def test_a_folded_ante_is_taken_at_the_fold_and_the_bonus_waits_with_a_word(main_window, tmp_path,
                                                                            qtbot):
    """GAMES.md §1 step 3 and the rules page's step 5: the dealer takes a fold's ante before
    the turn; an AA Bonus still settled on the folded cards waits, and the seat says so."""
    w = main_window
    _fold_step(w, tmp_path, qtbot)
    for seat in (1, 2):
        ante = _spot(w, seat, "ante")
        assert (ante.stake, ante.result, ante.net, ante.result_text) == (10, "lose", -10, "Lost")
    bonus = _spot(w, 2, "aa_bonus")
    assert (bonus.stake, bonus.result) == (10, "")  # on the felt, not settled yet
    words = {k: v.text for k, v in matching(w.view.table_scene, r"seat \d folded").items()}
    assert words == {"seat 1 folded": "Folded",
                     "seat 2 folded": "Folded\nAA Bonus still to settle"}
    assert _spot(w, 3, "ante").result == ""  # seat 3 has not decided yet
    for _ in range(5):  # seat 3 calls, the turn, the river, the dealer's cards, the settlement
        _click_forward(w, qtbot)
    assert w.controller.hand.outcome() is not None
    # The settlement is the core's and unchanged: seat 1 -10 (ante), seat 2 -10 and -10
    # (its 4-5 with A-7-2 is no pair of aces), seat 3 wins with aces.
    assert [w.controller.hand.settlements[i].total for i in range(2)] == [-10, -20]
    assert _spot(w, 2, "aa_bonus").result == "lose"
    assert matching(w.view.table_scene, r"seat 2 folded")["seat 2 folded"].text == "Folded"
    w.controller.back()  # a step back from the settlement: the bonus waits again
    assert _spot(w, 2, "aa_bonus").result == "" and _spot(w, 2, "ante").result == "lose"


def test_a_house_that_forfeits_the_bonus_takes_it_with_the_ante(main_window, tmp_path, qtbot):
    w = main_window
    _fold_step(w, tmp_path, qtbot, on_fold="forfeited")
    bonus = _spot(w, 2, "aa_bonus")
    assert (bonus.result, bonus.net) == ("lose", -10)
    assert matching(w.view.table_scene, r"seat 2 folded")["seat 2 folded"].text == "Folded"


def test_a_holdem_bonus_fold_loses_its_ante_there_and_its_bonus_waits(main_window, tmp_path,
                                                                      qtbot):
    """GAMES.md §2 and the rules page: the dealer takes a fold's ante before the flop and
    keeps its bonus bet until the dealer's cards are face up."""
    w = main_window
    path = tmp_path / "thb.jsonl"
    path.write_text("\n".join(json.dumps({
        "game": "holdem_bonus", "player": cards, "dealer": DEALER, "board": BOARD, "ante": 10,
        "bonus": bonus, **decisions}) for cards, bonus, decisions in (
        (["3h", "8s"], 5, {"preflop": "fold"}),
        (["4h", "4s"], 5, {"preflop": "play", "flop": "check", "turn": "check"}))),
        encoding="utf-8")
    assert w.open_hand(str(path))
    w.show()
    for _ in range(2):  # the deal, seat 1 folds
        _click_forward(w, qtbot)
    assert w.controller.hand.folded(0)
    ante, bonus = _spot(w, 1, "ante"), _spot(w, 1, "bonus")
    assert (ante.result, ante.net) == ("lose", -10) and bonus.result == ""
    assert matching(w.view.table_scene, r"seat 1 folded")["seat 1 folded"].text == \
        "Folded\nBonus still to settle"
    assert _face_up(w, 1) == ["3h", "8s"]
    w.controller.advance_to("settled")
    # 3-8 offsuit pays no bonus line: both bets lost, as the settlement says.
    assert w.controller.hand.settlements[0].total == -15
