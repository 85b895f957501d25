"""``settle`` for ``"game": "nlhe"`` exactly as SCENARIOS.md specifies, errors included."""

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from app.core.cards import make_rng
from app.core.nlhe import Action, NLHand
from app.core.nlhe.scenario import hand_from_scenario, hand_to_scenario
from app.core.scenario import settle_scenario

ROOT = Path(__file__).resolve().parent.parent

# The example of SCENARIOS.md, verbatim.
EXAMPLE = {"game": "nlhe",
           "stacks": [1000, 250, 1000, 600], "button": 0,
           "small_blind": 5, "big_blind": 10, "ante": 0,
           "hole_cards": [["As", "Kd"], ["Qh", "Qc"], ["7s", "7d"], ["Ah", "Kc"]],
           "board": ["Ks", "Qd", "2c", "9h", "3s"],
           "actions": [["raise", 30], ["call"], ["allin"], ["fold"], ["allin"], ["call"]]}


def settle(**change):
    hand = {**EXAMPLE, **change}
    return settle_scenario({k: v for k, v in hand.items() if v is not None})


def error_of(**change):
    out = settle(**change)
    assert out["ok"] is False and set(out) == {"ok", "error"}, out
    return out["error"]


def test_the_scenarios_md_example_settles_to_its_published_result():
    out = settle()
    assert out["ok"] is True and out["complete"] is True
    assert out["final_stacks"] == [750, 760, 990, 350]
    assert out["pots"] == [
        {"amount": 760, "eligible": [0, 1, 3], "winners": [1], "shares": {"1": 760}},
        {"amount": 700, "eligible": [0, 3], "winners": [3, 0], "shares": {"3": 350, "0": 350}}]
    assert out["uncalled_returned"] == {}
    assert out["decisions"][0] == {"seat": 3, "street": "preflop", "call_amount": 10,
                                   "can_check": False, "min_raise_to": 20, "max_raise_to": 600}
    assert len(out["decisions"]) == 6
    assert "Main pot: 760, seats 0, 1 and 3" in out["explanation"]
    assert "Side pot: 700, seats 0 and 3" in out["explanation"]


def test_every_decision_describes_the_situation_before_its_action():
    seats = [d["seat"] for d in settle()["decisions"]]
    assert seats == [3, 0, 1, 2, 3, 0]
    last = settle()["decisions"][-1]  # seat 0 faces 600; everyone else is all-in or folded
    assert last == {"seat": 0, "street": "preflop", "call_amount": 570, "can_check": False,
                    "min_raise_to": None, "max_raise_to": None}


def test_a_scenario_that_stops_early_is_a_decision_point():
    out = settle(actions=[["raise", 30], ["call"]], board=[])
    assert out["ok"] is True and out["complete"] is False
    assert "final_stacks" not in out and "pots" not in out
    assert out["next_decision"] == {"seat": 1, "street": "preflop", "call_amount": 25,
                                    "can_check": False, "min_raise_to": 50, "max_raise_to": 250}
    assert len(out["decisions"]) == 2


def test_a_decision_point_on_the_flop_needs_the_flop_only():
    actions = [["call"], ["call"], ["call"], ["check"]]
    out = settle(actions=actions, board=["Ks", "Qd", "2c"])
    assert out["complete"] is False and out["next_decision"]["street"] == "flop"
    assert out["next_decision"]["seat"] == 1 and out["next_decision"]["min_raise_to"] == 10


def test_a_decision_point_needs_no_cards_at_all():
    # Seat 3 raises to 30, seat 0 calls; the small blind (seat 1, 5 in, 250 in all) faces
    # 30: call 25, raise to 30 + 20 = 50 at least, all-in 250 at most. No card is needed.
    out = settle(actions=[["raise", 30], ["call"]], hole_cards=None, board=None)
    assert out["ok"] is True and out["complete"] is False and out["board"] == []
    assert out["next_decision"] == {"seat": 1, "street": "preflop", "call_amount": 25,
                                    "can_check": False, "min_raise_to": 50, "max_raise_to": 250}


def test_a_decision_point_may_give_the_board_only_as_far_as_it_goes():
    # Everyone limps (seat 3, 0, 1 call 10), the big blind checks: the flop; on the turn
    # (after four checks) the scenario gives the flop only and no hole cards.
    actions = [["call"], ["call"], ["call"], ["check"]] + [["check"]] * 4
    out = settle(actions=actions, hole_cards=None, board=["Ks", "Qd", "2c"])
    assert out["ok"] is True and out["next_decision"]["street"] == "turn"
    assert out["board"] == ["Ks", "Qd", "2c"]


def test_given_cards_are_checked_at_a_decision_point_too():
    assert "the card Ks appears twice" in error_of(actions=[["call"]], hole_cards=None,
                                                   board=["Ks", "Ks", "2c"])


def test_a_hand_won_by_folds_needs_no_cards():
    out = settle(actions=[["raise", 100], ["fold"], ["fold"], ["fold"]], hole_cards=None,
                 board=None)
    assert out["complete"] is True and out["final_stacks"] == [1000, 245, 990, 615]


def test_a_showdown_without_the_hole_cards_is_refused_naming_them():
    assert error_of(hole_cards=None) == ("the hand reaches the showdown after action 5, so "
                                         "it needs 'hole_cards' (one pair of cards per seat)")


def test_a_showdown_without_hole_cards_or_board_names_both_in_one_sentence():
    assert error_of(hole_cards=None, board=None) == (
        "the hand reaches the showdown after action 5, so it needs 'hole_cards' (one pair of "
        "cards per seat) and 5 'board' cards (it has 0)")


def test_an_uncalled_bet_is_reported_by_seat():
    out = settle(actions=[["raise", 100], ["fold"], ["fold"], ["fold"]], board=[])
    assert out["complete"] is True and out["uncalled_returned"] == {"3": 90}
    assert out["final_stacks"] == [1000, 245, 990, 615]


@pytest.mark.parametrize("change,words", [
    ({"actions": [["raise", 15]]},
     "action 0 (seat 3, raise to 15): The minimum raise is to 20 (the last full raise was 10), "
     "so seat 3 may fold, call 10 or raise to 20 up to 600"),
    ({"actions": [["raise", 601]]},
     "Seat 3 can bet at most 600, all its chips, so it may fold, call 10 or raise to 20 up to 600"),
    ({"actions": [["check"]]},
     "action 0 (seat 3, check): Seat 3 cannot check: there is a bet of 10 to call, so it may fold, "
     "call 10 or raise to 20 up to 600"),
    ({"actions": [["call"], ["call"], ["call"], ["call"]]},
     "action 3 (seat 2, call): Seat 2 has nothing to call, so it may check or raise to 20 up to "
     "1000"),
    ({"actions": [["bet", 30]]}, "there is already a bet of 10, so this is a raise"),
    ({"actions": [["raise", 30], ["fold"], ["fold"], ["fold"], ["call"]]},
     "action 4 (call): the hand is already over after action 3"),
    ({"actions": [["raise"]]}, "action 0 (raise): write [\"raise\", TO]"),
    ({"actions": [["raise", -5]]}, "the amount must be positive"),
    ({"actions": [["call", 10]]}, "action 0 (call) takes no amount"),
    ({"actions": [["shove"]]}, "action 0 (['shove']) must be one of"),
    ({"actions": "call"}, "'actions' must be a list"),
    ({"actions": None}, "missing field 'actions'"),
    ({"board": ["Ks", "Qd"]}, "the hand reaches the showdown after action 5, so it needs 5 "
                              "'board' cards (it has 2)"),
    ({"board": ["Ks", "Qd", "2c", "9h", "3s", "4d"]}, "'board' holds at most 5 cards"),
    ({"board": ["Ks", "Qd", "2c", "9h", "As"]}, "the card As appears twice"),
    ({"board": ["Ks", "Qd", "2c", "9h", "Xx"]}, "'board': 'Xx' is not a card"),
    ({"hole_cards": [["As", "Kd"], ["Qh", "Qc"], ["7s", "7d"]]},
     "'hole_cards' needs one pair of cards per seat: 4 seats, 3 pairs"),
    ({"hole_cards": [["As", "Kd"], ["Qh"], ["7s", "7d"], ["Ah", "Kc"]]},
     "'hole_cards': seat 1 needs 2 cards, not 1"),
    ({"stacks": [1000]}, "'stacks' needs 2 to 9 seats, not 1"),
    ({"stacks": [1000, 0, 1000, 600]}, "'stacks': seat 1 has 0"),
    ({"stacks": [1000, 2.5, 1000, 600]}, "'stacks': seat 1 has 2.5"),
    ({"button": 4}, "'button' must be a seat from 0 to 3, not 4"),
    ({"small_blind": 0}, "'small_blind' must be a positive whole number"),
    ({"small_blind": 20}, "'small_blind' (20) cannot be more than 'big_blind' (10)"),
    ({"ante": -1}, "'ante' must be a whole number of chips, 0 or more"),
    ({"big_blind": None}, "missing field 'big_blind'"),
    ({"straddle": 20}, "unknown field 'straddle'"),
])
def test_invalid_hands_get_one_sentence_naming_the_field_or_action(change, words):
    assert words in error_of(**change)


def test_info_keys_are_allowed_and_ante_is_optional():
    out = settle(title="Two side pots", note="n", description="d", id="x1", ante=None)
    assert out["ok"] is True and out["final_stacks"] == [750, 760, 990, 350]


def test_explanations_come_in_the_language_of_the_translate_function():
    german = {"Main pot": "Hauptpot",
              "{pot}: {amount}, seats {seats} and {last}":
                  "{pot}: {amount}, Plätze {seats} und {last}"}
    out = settle_scenario(EXAMPLE, lambda context, text: german.get(text, text))
    assert "Hauptpot: 760, Plätze 0, 1 und 3" in out["explanation"]


def test_a_dealt_hand_exports_to_a_scenario_that_settles_to_the_same_result():
    hand = NLHand.deal([300, 200, 150], 2, 1, 2, rng=make_rng(5))
    for action in ("raise 6", "call", "call", "check", "bet 10", "call", "fold"):
        kind, *amount = action.split()
        hand.act(Action(kind, int(amount[0]) if amount else None))
    data = hand_to_scenario(hand, title="exported")
    assert json.loads(json.dumps(data)) == data and data["title"] == "exported"
    out = settle_scenario(data)
    assert out["decisions"] == [r.legal.to_json() for r in hand.history]
    if hand.is_over:
        assert out["final_stacks"] == list(hand.outcome.final_stacks)
    else:
        assert out["next_decision"] == hand.legal().to_json()


def test_the_command_line_settles_nlhe_lines_and_exits_2_on_a_bad_one():
    bad = {**EXAMPLE, "actions": [["raise", 15]]}
    text = json.dumps(EXAMPLE) + "\n" + json.dumps(bad) + "\n"
    done = subprocess.run([sys.executable, "-m", "app", "settle", "-"], input=text,
                          capture_output=True, text=True, cwd=ROOT, encoding="utf-8")
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert lines[0]["final_stacks"] == [750, 760, 990, 350]
    assert lines[1] == {"ok": False, "error": "action 0 (seat 3, raise to 15): The minimum "
                                              "raise is to 20 (the last full raise was 10), so "
                                              "seat 3 may fold, call 10 or raise to 20 up to 600"}


def _ts_translation(lang: str, context: str, source: str) -> str:
    """The translation of ``source`` in ``context`` in the language's .ts file (read apart
    from the app's own translator)."""
    import xml.etree.ElementTree as ET

    root = ET.parse(ROOT / "i18n" / f"holdem_trainer_{lang}.ts").getroot()
    for ctx in root.iter("context"):
        if ctx.findtext("name") != context:
            continue
        for message in ctx.iter("message"):
            if message.findtext("source") == source:
                text = message.findtext("translation") or ""
                assert text and text != source, (lang, source)
                return text
    raise AssertionError(f"{source!r} is not in the {lang} file's {context} context")


RAISE_RANGE = ("fold, call {call} or raise to {min} up to {max}",
               {"call": "10", "min": "20", "max": "600"})


@pytest.mark.parametrize("lang", ["ka", "uk"])
@pytest.mark.parametrize("actions,context,rule,args,words", [
    ([["raise", 15]], "NLTable", "The minimum raise is to {min} (the last full raise was {full}), "
     "so seat {seat} may {allowed}", {"min": "20", "full": "10", "seat": "3"},
     ("raise to {to}", {"to": "15"})),
    ([["check"]], "NLTable", "Seat {seat} cannot check: there is a bet of {to} to call, so it "
     "may {allowed}", {"to": "10", "seat": "3"}, ("check", {})),
    ([["raise", 601]], "NLTable", "Seat {seat} can bet at most {max}, all its chips, so it may "
     "{allowed}", {"max": "600", "seat": "3"}, ("raise to {to}", {"to": "601"})),
])
def test_settle_says_an_illegal_action_wholly_in_the_language_asked(lang, actions, context,
                                                                    rule, args, words):
    """The rule an illegal no-limit action breaks and what the seat may do instead, in the
    language of --lang: the core's refusal, the table's own sentence, as the .ts file
    translates it (no English left), the action itself named in the same language."""
    bad = {**EXAMPLE, "actions": actions}
    done = subprocess.run([sys.executable, "-m", "app", "settle", "--lang", lang, "-"],
                          input=json.dumps(bad) + "\n", capture_output=True, text=True,
                          cwd=ROOT, encoding="utf-8")
    error = json.loads(done.stdout)["error"]
    allowed = _ts_translation(lang, "NLTable", RAISE_RANGE[0]).format(**RAISE_RANGE[1])
    expected = _ts_translation(lang, context, rule).format(**args, allowed=allowed)
    assert error.endswith(": " + expected), (error, expected)
    action = _ts_translation(lang, "Errors", words[0]).format(**words[1])
    prefix = _ts_translation(lang, "Errors", "action {index} (seat {seat}, {action}): {reason}")
    assert error == prefix.format(index="0", seat="3", action=action, reason=expected), error
    assert not re.search(r"\b(minimum|raise|check|bet|chips|fold|call)\b", error), error


def test_a_scenario_loads_as_a_hand_that_can_step_back_and_go_on():
    hand = hand_from_scenario({**EXAMPLE, "actions": EXAMPLE["actions"][:4]})
    assert hand.to_act == 3 and hand.folded[2]
    hand.undo()
    assert hand.to_act == 2 and not hand.folded[2]
    for action in (["fold"], ["allin"], ["call"]):
        hand.act(Action(*action))
    assert hand.outcome.final_stacks == (750, 760, 990, 350)


def test_a_hand_of_another_game_is_no_no_limit_hand():
    """hand_from_scenario reads only the game it is given (the registry's no-limit game) and
    says which game it wants, by the id it was given."""
    from app.core.errors import ScenarioError
    from app.core.games.registry import GAMES

    no_limit = [g.id for g in GAMES.values() if g.no_limit]
    assert no_limit == ["nlhe"]
    for data in ({**EXAMPLE, "game": "casino_holdem"}, {k: v for k, v in EXAMPLE.items()
                                                        if k != "game"}, [EXAMPLE]):
        with pytest.raises(ScenarioError, match='a no-limit hand is a JSON object with '
                                                '"game": "nlhe"'):
            hand_from_scenario(data, "nlhe")
    with pytest.raises(ScenarioError, match='"game": "other_nl"'):
        hand_from_scenario(EXAMPLE, "other_nl")
    assert len(hand_from_scenario(EXAMPLE, "nlhe").history) == len(EXAMPLE["actions"])
