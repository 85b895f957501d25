"""Every invalid scenario gets one clear sentence naming the field; nothing is guessed."""

import json

import pytest

from app.core.scenario import ScenarioError, read_scenarios, settle_scenario

CH = {"game": "casino_holdem", "player": ["Ah", "Ad"], "dealer": ["Kc", "Kd"],
      "board": ["As", "7h", "2c", "9d", "Jc"], "ante": 100, "aa_bonus": 100, "decision": "call"}
THB = {"game": "holdem_bonus", "player": ["Ah", "Kh"], "dealer": ["9c", "9d"],
       "board": ["Kd", "7h", "2c", "9s", "Jc"], "ante": 10, "bonus": 5,
       "preflop": "play", "flop": "bet", "turn": "check"}


def error_of(base, **change):
    hand = {**base, **change}
    for k, v in change.items():
        if v is None:
            del hand[k]
    out = settle_scenario(hand)
    assert out["ok"] is False and set(out) == {"ok", "error"}
    return out["error"]


@pytest.mark.parametrize("change,words", [
    ({"player": ["Ah", "Zz"]}, "'player': 'Zz' is not a card"),
    ({"player": ["Ah"]}, "'player' needs 2 cards, not 1"),
    ({"board": ["As", "7h", "2c", "9d"]}, "'board' needs 5 cards, not 4"),
    ({"dealer": ["Ah", "Kd"]}, "Ah appears twice"),
    ({"dealer": None}, "missing field 'dealer'"),
    ({"ante": None}, "missing field 'ante'"),
    ({"ante": -5}, "'ante' cannot be negative"),
    ({"ante": 0}, "'ante' must be at least 1"),
    ({"ante": 2.5}, "'ante' must be a whole number"),
    ({"ante": "100"}, "'ante' must be a whole number"),
    ({"ante": True}, "'ante' must be a whole number"),
    ({"aa_bonus": -1}, "'aa_bonus' cannot be negative"),
    ({"decision": None}, "missing field 'decision'"),
    ({"decision": "raise"}, "'decision' must be call or fold"),
    ({"aa_bonus_on_fold": "maybe"}, "aa_bonus_on_fold must be one of settled, forfeited"),
    ({"bonus_paytable": "best"}, "unknown bonus_paytable"),
    # A table of the house's own is read line by line: the line missing is named.
    ({"bonus_paytable": "1-2-3"}, "bonus_paytable '1-2-3' is not a pay table of this game: the "
                                  "pay table has no multiplier for the full house line"),
    ({"aa_bonsu": 5}, "unknown field 'aa_bonsu'"),
    ({"min_ante": 200}, "below the table minimum of 200"),
    ({"max_ante": 50}, "above the table maximum of 50"),
    ({"max_bonus": 25}, "'aa_bonus' 100 is above the table maximum of 25"),
    ({"player": "Ah Ad"}, "'player' must be a list"),
])
def test_casino_holdem_errors_name_the_field(change, words):
    assert words in error_of(CH, **change)


@pytest.mark.parametrize("change,words", [
    ({"preflop": None}, "missing field 'preflop'"),
    ({"preflop": "call"}, "'preflop' must be play or fold"),
    ({"flop": None}, "missing field 'flop'"),
    ({"turn": "raise"}, "'turn' must be bet or check"),
    ({"ties": "split"}, "ties must be one of push, dealer_wins"),
    ({"ante_pays_on": "pair"}, "ante_pays_on must be one of straight, flush"),
    ({"bonus": 1.5}, "'bonus' must be a whole number"),
])
def test_holdem_bonus_errors_name_the_field(change, words):
    assert words in error_of(THB, **change)


@pytest.mark.parametrize("hand,words", [
    ([1, 2], "must be a JSON object"),
    ({"game": "blackjack"}, "'game' must be one of"),
    ({}, "'game' must be one of"),
])
def test_not_a_hand_at_all(hand, words):
    out = settle_scenario(hand)
    assert out["ok"] is False and words in out["error"]


def test_reading_keeps_order_and_marks_bad_lines():
    text = '{"a": 1}\n[{"b": 2}, {"c": 3}]\n{oops\n\n{"d": 4}\n'
    items = list(read_scenarios(text))
    assert items[:3] == [{"a": 1}, {"b": 2}, {"c": 3}]
    assert isinstance(items[3], ScenarioError) and "line 3" in str(items[3])
    assert items[4] == {"d": 4}


def test_reading_resumes_after_a_bad_pretty_printed_hand_at_the_next_hand():
    hand = '{\n  "a": 1,\n  "b": [1, 2]\n  "c": 3\n}'  # the comma after line 3 is missing
    items = list(read_scenarios(f'{{"x": 1}}\n{hand}\n{{"y": 2}}\n'))
    assert items[0] == {"x": 1} and items[2] == {"y": 2} and len(items) == 3
    assert str(items[1]).startswith("line 5 is not valid JSON (Expecting ',' delimiter")
    assert str(items[1]).endswith("the hand starts on line 2")


def test_hands_deeper_than_any_hand_or_with_broken_text_are_errors():
    deep = {"game": "nlhe"}
    for _ in range(40):
        deep = {"k": deep}
    text = "\n".join([json.dumps(deep), '{"t": "\\udc80"}', '{"\\ud800": 1}',
                      '{"ok": [[["As"]]]}'])
    items = list(read_scenarios(text))
    assert "line 1: the hand is nested too deeply" in str(items[0])
    assert "line 2: 't' is not valid text" in str(items[1])
    assert "line 3: the field name '\\ud800'" in str(items[2])
    assert items[3] == {"ok": [[["As"]]]}


def test_short_repr_is_bounded_for_huge_deep_and_broken_values():
    from app.core.safe_repr import short_repr

    deep: list = []
    for _ in range(100_000):
        deep = [deep]
    assert short_repr(deep) == "[[[...]]]"
    assert len(short_repr("x" * 10**6)) <= 70 and short_repr("x" * 10**6).startswith("'xxx")
    assert short_repr("\ud800") == "'\\ud800'"
    assert short_repr("ქართ") == "'ქართ'"
    assert short_repr({"a": list(range(10**5))}) == "{'a': [0, 1, 2, 3, ...]}"
