"""Widgets built alone from a hand-made plain state: no controller, no store, no window.

Each test writes the state a widget shows by hand (a TableState, a checked
answer, a question), builds the widget from it and asserts what it shows:
the texts, the role-tagged items, what is enabled. The way qutebrowser tests
its status bar widgets.
"""

import pytest
from PySide6.QtWidgets import QLabel, QPushButton, QTextBrowser

from app.controller.table_state import SeatView, SpotView, TableState
from app.core.rules import CasinoHoldemRules
from app.core.trainer.answers import Checked, PartResult
from app.core.trainer.parts import AmountPart, ChoicePart, NetPart
from app.core.trainer.questions import YES_NO, Question, tline
from tests.scene_roles import by_role, matching, roles, shown_cards

DENOMINATIONS = (1, 5, 25, 100, 500, 1000)


# -- the table scene from a hand-made TableState ----------------------------------------------
def spot(bet, label, stake, **kw):
    return SpotView(bet, label, stake, ((stake, 1),) if stake else (), **kw)


def flop_state(**change):
    """Two seats at the flop: seat 1 to act with a pair of aces, seat 2 folded."""
    fields = dict(
        game="casino_holdem", spot_rows=(("aa_bonus", "ante", "call"),), stage="flop",
        dealer_cards=(None, None),
        board=("Ah", "Kd", "7c", None, None),
        seats=(SeatView(1, ("As", "Ad"), (spot("aa_bonus", "AA Bonus", 25),
                                          spot("ante", "Ante", 10), spot("call", "Call", 0)),
                        to_act=True),
               SeatView(2, ("2c", "3d"), (spot("ante", "Ante", 5),), folded=True)),
        caption="Flop: seat 1 decides", dealer_label="Dealer", title="Casino Hold'em",
        rule_lines=("Dealer qualifies with a pair of fours",), denominations=DENOMINATIONS)
    return TableState(**{**fields, **change})


@pytest.fixture
def scene(qtbot):
    from app.ui.table_scene import TableScene

    s = TableScene()
    yield s
    s.clear()


def test_the_table_scene_shows_each_card_of_a_hand_made_state_in_its_role(scene):
    scene.show_state(flop_state())
    assert shown_cards(scene, "board") == ["Ah", "Kd", "7c"]
    assert [by_role(scene, f"board card {n}").slot for n in (4, 5)] == [True, True]
    assert shown_cards(scene, "dealer") == [None, None]  # face down, not empty places
    assert shown_cards(scene, "seat 1") == ["As", "Ad"]
    assert shown_cards(scene, "seat 2") == ["2c", "3d"]
    assert set(roles(scene)) == {
        "caption", "dealer label", "dealer card 1", "dealer card 2",
        *(f"board card {n}" for n in range(1, 6)),
        *(f"seat 1 {r}" for r in ("frame", "card 1", "card 2", "spot aa_bonus", "spot ante",
                                  "spot call", "name")),
        *(f"seat 2 {r}" for r in ("frame", "card 1", "card 2", "folded", "spot ante", "name"))}


def test_the_table_scene_shows_the_stakes_the_folded_seat_and_who_acts(scene):
    scene.show_state(flop_state())
    assert {r: i.spot.stake for r, i in matching(scene, r"seat \d spot .*").items()} == {
        "seat 1 spot aa_bonus": 25, "seat 1 spot ante": 10, "seat 1 spot call": 0,
        "seat 2 spot ante": 5}
    assert by_role(scene, "seat 2 folded").text == "Folded"
    assert by_role(scene, "seat 1 frame").active and not by_role(scene, "seat 2 frame").active
    assert by_role(scene, "caption").text == "Flop: seat 1 decides"
    assert by_role(scene, "dealer label").text == "Dealer"
    assert by_role(scene, "seat 1 name").text == "Seat 1"


def test_the_table_scene_follows_a_change_of_the_state_and_keeps_what_did_not_change(scene):
    scene.show_state(flop_state())
    flop_card, seat_card = by_role(scene, "board card 1"), by_role(scene, "seat 1 card 1")
    settled = flop_state(
        stage="settled", dealer_cards=("Kc", "Qh"), board=("Ah", "Kd", "7c", "2h", "9s"),
        seats=(SeatView(1, ("As", "Ad"), (
            spot("aa_bonus", "AA Bonus", 25, result="win", net=175, paid_chips=((100, 1),),
                 result_text="+175"),
            spot("ante", "Ante", 10, result="win", net=10, result_text="+10"),
            spot("call", "Call", 20, result="win", net=20, result_text="+20")),
            hand_name="Three of a kind", total_text="+205", total=205),
               SeatView(2, ("2c", "3d"), (spot("ante", "Ante", 5, result="lose", net=-5,
                                               result_text="-5"),), folded=True)),
        caption="Settlement: seat 1 wins")
    scene.show_state(settled)
    assert shown_cards(scene, "board") == ["Ah", "Kd", "7c", "2h", "9s"]
    assert shown_cards(scene, "dealer") == ["Kc", "Qh"]
    assert by_role(scene, "board card 1") is flop_card  # unchanged items are kept as they are
    assert by_role(scene, "seat 1 card 1") is seat_card
    ante = by_role(scene, "seat 1 spot ante").spot
    assert (ante.result, ante.net) == ("win", 10)
    # two seats list their spots: the hand is named under the cards, the net in the footer
    assert by_role(scene, "seat 1 name").text == "Seat 1 \u00b7 +205"
    assert by_role(scene, "seat 1 hand").text == "Three of a kind"
    assert not by_role(scene, "seat 1 frame").active


def test_a_seat_without_cards_shows_two_empty_places(scene):
    state = flop_state(stage="bets", board=(None,) * 5, dealer_cards=(),
                       seats=(SeatView(1, (), (spot("ante", "Ante", 10),)),))
    scene.show_state(state)
    assert shown_cards(scene, "seat 1") == [] and shown_cards(scene, "dealer") == []
    assert [by_role(scene, f"seat 1 card {n}").slot for n in (1, 2)] == [True, True]
    assert [by_role(scene, f"dealer card {n}").slot for n in (1, 2)] == [True, True]


# -- the feedback from a hand-made checked answer ----------------------------------------------
def question(parts, derivation=()):
    return Question(drill="ch.aa_bonus", level=1, seed=0, game="casino_holdem",
                    prompt=tline("What does the AA Bonus pay on the cards and the flop? "
                                 "(0 if it loses)"),
                    parts=tuple(parts), seats=(), dealer=(), dealer_shown=False, board=(),
                    rules=CasinoHoldemRules(), derivation=tuple(derivation), target_seconds=8)


class Denominations:
    """The one setting the feedback reads."""

    def get(self, key):
        assert key == "chips/denominations"
        return DENOMINATIONS


def feedback_lines(qtbot, answered):
    from app.ui.feedback import feedback_html

    browser = QTextBrowser()
    qtbot.addWidget(browser)
    browser.setHtml(feedback_html(answered, Denominations()))
    return [line.strip() for line in browser.toPlainText().splitlines() if line.strip()]


def aa_bonus_answer(given, seconds, chips, fewest):
    from app.controller.trainer import Answered

    q = question([AmountPart("answer", tline("AA Bonus payout"), 175)],
                 [tline("AA Bonus 25 pays 7 to 1 for three of a kind with the flop: +175")])
    # The checked answer carries the chips paid and the fewest-chips payout of 175 in the
    # chips of DENOMINATIONS, worked out by hand.
    checked = Checked((PartResult("answer", 175, given, given == 175),), fewest, tuple(chips),
                      (100, 25, 25, 25))
    return Answered(q, checked, seconds, chips)


def test_the_feedback_of_a_wrong_chip_payout_says_so_in_words_and_shows_the_key(qtbot):
    lines = feedback_lines(qtbot, aa_bonus_answer(150, 9.5, (100, 25, 25), None))
    assert lines[0] == "\u2717 Not right"
    assert "AA Bonus payout" in lines and "150" in lines and "175" in lines
    assert ("You paid 150 in 3 chips. The fewest is 4 chips: 100 + 25 + 25 + 25.") in lines
    assert "\u23f1 Time 9.5 s, target 8 s: slower than the target" in lines
    assert lines[-2:] == ["How it is settled:",
                          "AA Bonus 25 pays 7 to 1 for three of a kind with the flop: +175"]


def test_the_feedback_of_a_right_payout_in_the_fewest_chips_says_both(qtbot):
    lines = feedback_lines(qtbot, aa_bonus_answer(175, 3.0, (100, 25, 25, 25), True))
    assert lines[0] == "\u2713 Right"
    assert ("You paid 175 in 4 chips. The fewest is 4 chips: 100 + 25 + 25 + 25. \u2713 "
            "Fewest chips.") in lines
    assert "\u2713 Time 3.0 s, target 8 s: within the target" in lines


# -- the answer panel from a hand-made question ------------------------------------------------
@pytest.fixture
def panel(qtbot):
    from app.ui.answer_panel import AnswerPanel

    p = AnswerPanel()
    qtbot.addWidget(p)
    p.show()
    return p


def settle_question():
    return question([NetPart("ante", tline("Ante {stake}", stake=20), 40),
                     NetPart("net", tline("Net for the player"), 80)])


def button(widget, text):
    return next(b for b in widget.findChildren(QPushButton) if b.text() == text)


def test_the_answer_panel_asks_each_part_of_a_hand_made_question(qtbot, panel):
    panel.show_question(settle_question(), DENOMINATIONS, chips=False)
    labels = [w.text() for w in panel.parts_box.findChildren(QLabel)]
    assert labels == ["Ante 20", "Net for the player"]
    assert list(panel.edits) == ["ante", "net"]
    # The example text says the form in words: no digit that could pass for an answer.
    assert panel.edits["ante"].placeholderText() == "+ / -"
    assert panel.edits["ante"].toolTip() == "+ paid, - taken"
    assert panel.keypad.isVisible() and panel.answer_button.isVisible()
    assert not panel.tray.isVisible()


def test_the_answer_panel_types_with_the_keypad_and_sends_every_part(qtbot, panel):
    panel.show_question(settle_question(), DENOMINATIONS, chips=False)
    panel.edits["ante"].setFocus()
    for key in ("4", "0"):
        button(panel.keypad, key).click()
    panel.edits["net"].setText("-80")
    with qtbot.waitSignal(panel.submitted) as sent:
        panel.answer_button.click()
    assert sent.args == [{"ante": "40", "net": "-80"}]


def test_an_answered_question_leaves_the_panel_read_only(qtbot, panel):
    panel.show_question(settle_question(), DENOMINATIONS, chips=False)
    panel.set_answered(True)
    assert all(e.isReadOnly() for e in panel.edits.values())
    assert not panel.keypad.isVisible() and not panel.answer_button.isVisible()


def test_a_choice_question_answers_with_one_press_and_locks_once_answered(qtbot, panel):
    q = question([ChoicePart("answer", tline("Does the dealer qualify?"), "yes", YES_NO)])
    panel.show_question(q, DENOMINATIONS, chips=False)
    choices = panel.choices["answer"].buttons()
    assert [b.text() for b in choices] == ["Yes (Y, 1)", "No (N, 2)"]
    assert not panel.keypad.isVisible() and not panel.answer_button.isVisible()
    with qtbot.waitSignal(panel.submitted) as sent:
        choices[1].click()
    assert sent.args == [{"answer": "no"}]
    panel.set_answered(True)
    assert not any(b.isEnabled() for b in choices)


def test_the_chip_tray_offers_the_denominations_and_pays_the_pile(qtbot, panel):
    q = question([AmountPart("answer", tline("AA Bonus payout"), 175)])
    panel.show_question(q, DENOMINATIONS, chips=True)
    chips = {b.property("chip"): b for b in panel.tray.findChildren(QPushButton)
             if b.property("chip")}
    assert sorted(chips) == list(DENOMINATIONS) and panel.tray.isVisible()
    assert panel.pile_label.text() == "No chips yet." and not panel.pay_chips.isEnabled()
    for value in (25, 100, 25):
        chips[value].click()
    assert panel.pile_label.text() == "100 + 25 + 25 = 150 (3 chips)"
    panel.undo_chip.click()
    assert panel.pile_label.text() == "100 + 25 = 125 (2 chips)"
    panel.undo_chip.click()
    assert panel.pile_label.text() == "25 = 25 (1 chip)"
    chips[100].click()
    with qtbot.waitSignal(panel.chips_paid) as paid:
        panel.pay_chips.click()
    assert paid.args == [[25, 100]]
