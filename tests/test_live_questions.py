"""Live questions: a drill's, the casino table's hand, the no-limit hand at the step shown.

The keys are checked against ``python -m app settle``'s own functions on the same
scenario (settle_casino_scenario through the registry, settle_nlhe), and against hands
worked out by hand (the golden expectations below).
"""

import json
import random

import pytest

from app.core.games.hand import SeatBets
from app.core.games.registry import find_game
from app.core.games.table_scenario import to_scenarios
from app.core.nlhe.scenario import settle_nlhe
from app.core.profiles import HouseProfile, profile_json
from app.core.text import english
from app.core.trainer.drills import generate
from app.core.trainer.live import live_question
from app.core.trainer.sheets import SheetError, keyless, question_from_sheet, question_sheet

CH_HAND = [  # worked out by hand below
    {"game": "casino_holdem", "ante_paytable": "100-20-10-3-2-1",
     "bonus_paytable": "100-50-40-30-20-7-7-7-7", "aa_bonus_on_fold": "settled",
     "player": ["As", "Ad"], "dealer": ["2c", "3d"], "board": ["Ks", "Kd", "7h", "8c", "9s"],
     "ante": 10, "aa_bonus": 5, "decision": "call"},
    {"game": "casino_holdem", "ante_paytable": "100-20-10-3-2-1",
     "bonus_paytable": "100-50-40-30-20-7-7-7-7", "aa_bonus_on_fold": "settled",
     "player": ["2h", "5c"], "dealer": ["2c", "3d"], "board": ["Ks", "Kd", "7h", "8c", "9s"],
     "ante": 10, "aa_bonus": 0, "decision": "fold"},
]


def test_drill_question_is_the_trainers_own_under_the_house():
    house = HouseProfile.make("Casino A", {"casino_holdem": {"ante_paytable": "25-25-12-3-2-1"}})
    q = live_question({"kind": "drill", "drill": "ch.total", "level": 3, "seed": 12,
                       "house": profile_json(house)})
    _same(q, generate("ch.total", 3, 12, house=house))
    assert q.rules.ante_paytable == "25-25-12-3-2-1"
    standard = live_question({"kind": "drill", "drill": "nl.call", "level": 1, "seed": 5,
                              "house": None})
    _same(standard, generate("nl.call", 1, 5))


def _same(a, b):
    """The same question: what it shows, its key and its derivation."""
    assert keyless(a) == keyless(b)
    assert a.expected == b.expected and a.seed == b.seed
    assert [x.render() for x in a.derivation] == [x.render() for x in b.derivation]


def test_the_casino_table_golden_hand():
    # Seat 1: A-A with K-K on the board against the dealer's pair of kings (qualifies):
    # ante 10 pays 1 to 1 (two pair, below a straight), call 20 pays 1 to 1, and the
    # AA Bonus 5 pays 7 to 1 on A-A-K-K-7 (two pair): +10 +20 +35 = +65.
    q = live_question({"kind": "table", "scenario": CH_HAND, "step": 0})
    assert q.drill == "ch.total"
    assert q.expected == {"ante": 10, "call": 20, "aa_bonus": 35, "net": 65}
    assert [c for c in q.board] == list(q.deal.board)
    # Steps: the deal, the flop, seat 1 decides (step 2), seat 2 decides (step 3) and folds.
    assert live_question({"kind": "table", "scenario": CH_HAND, "step": 2}).expected["net"] == 65
    q = live_question({"kind": "table", "scenario": CH_HAND, "step": 3})
    assert q.expected == {"ante": -10, "net": -10}
    assert keyless(live_question({"kind": "table", "scenario": CH_HAND, "step": 0, "seat": 2})) \
        == keyless(q)
    # the turn, the river, the reveal and the settlement: 8 steps in all
    assert live_question({"kind": "table", "scenario": CH_HAND, "step": 8}).expected["net"] == 65


@pytest.mark.parametrize("game", ["casino_holdem", "holdem_bonus"])
def test_table_keys_are_settles_own(game):
    spec = find_game(game)
    rng = random.Random(game)
    for n in range(12):
        seats = [SeatBets(rng.choice((10, 25, 35)), rng.choice((0, 5, 10)))
                 for _ in range(rng.randint(1, 7))]
        scenario = to_scenarios(spec.hand_class(seats, None, rng))
        for seat, item in enumerate(scenario, start=1):
            q = live_question(json.loads(json.dumps(
                {"kind": "table", "scenario": scenario, "step": 0, "seat": seat})))
            settled = spec.settle_scenario(item, english)  # `python -m app settle`'s result
            assert q.expected["net"] == settled["total"]
            for bet, net in q.expected.items():
                if bet != "net":
                    assert net == settled[bet], (game, n, seat, bet)
            assert question_from_sheet(json.dumps(question_sheet(q))) == keyless(q)


def test_the_seat_deciding_is_the_one_asked():
    spec = find_game("holdem_bonus")
    scenario = to_scenarios(spec.hand_class([SeatBets(10), SeatBets(20), SeatBets(30)], None,
                                            random.Random(9)))
    asked = []
    for step in range(12):
        try:
            q = live_question({"kind": "table", "scenario": scenario, "step": step})
        except SheetError:
            break
        asked.append(dict(q.seats[0].bets)["ante"])
    # the ante shows the seat: seat 1 until the deal, then each seat as it decides
    assert asked[:2] == [10, 10] and 20 in asked and 30 in asked


NL_ACTION = {"game": "nlhe", "stacks": [1000, 1000, 1000], "button": 0, "small_blind": 5,
             "big_blind": 10, "ante": 0,
             "hole_cards": [["As", "Ah"], ["Kd", "Kh"], ["2c", "7d"]],
             "board": ["3s", "8h", "9c", "Jd", "4s"], "actions": [["raise", 30]]}
NL_SHOWDOWN = {**NL_ACTION, "stacks": [100, 300, 300],
               "actions": [["allin"], ["call"], ["fold"]]}


def test_the_no_limit_golden_hands():
    # Three-handed the button acts first before the flop and raises to 30: the small blind
    # (seat 2, 5 in) is to act, 25 to call, the smallest raise to 30 + 20 = 50.
    q = live_question({"kind": "nl", "scenario": NL_ACTION, "step": 1})
    assert q.drill == "nl.call"
    assert q.expected == {"to_act": (2,), "call": 25, "raise": 50}
    # Before any action: the button (seat 1) acts, 10 to call, smallest raise to 20.
    q = live_question({"kind": "nl", "scenario": NL_ACTION, "step": 0})
    assert q.expected == {"to_act": (1,), "call": 10, "raise": 20}
    # All-in for 100, called, the big blind folds its 10: one pot of 210, A-A wins it.
    q = live_question({"kind": "nl", "scenario": NL_SHOWDOWN, "step": 3})
    assert q.drill == "nl.award"
    assert q.expected == {"pot0_winners": (1,), "won_1": 210, "won_2": 0}
    q = live_question({"kind": "nl", "scenario": NL_SHOWDOWN, "step": 3, "ask": "street_pot"})
    assert q.expected == {"pot": 210}


def test_no_limit_keys_are_settles_own():
    for seed in range(8):
        for drill in ("nl.call", "nl.award", "nl.pots"):
            scenario = generate(drill, 1 + seed % 3, seed).deal.scenario()
            steps = len(scenario["actions"])
            for step in range(steps + 1):
                part = {**scenario, "actions": scenario["actions"][:step]}
                if step < steps:  # a decision point: the hand so far, as settle reads it
                    part["board"] = []  # no cards to come are needed (nor given away)
                    settled = settle_nlhe(part)
                else:
                    settled = settle_nlhe(scenario)
                q = live_question({"kind": "nl", "scenario": scenario, "step": step})
                if not settled["complete"]:
                    d = settled["next_decision"]
                    assert q.expected == {"to_act": (d["seat"] + 1,), "call": d["call_amount"],
                                          "raise": d["min_raise_to"] or 0}
                elif len(settled["hands"]) >= 2:
                    for i, pot in enumerate(settled["pots"]):
                        assert q.expected[f"pot{i}_winners"] == tuple(
                            sorted(w + 1 for w in pot["winners"]))
                    for key, value in q.expected.items():
                        if key.startswith("won_"):
                            seat = int(key.removeprefix("won_")) - 1
                            assert value == sum(c for p in settled["pots"]
                                                for s, c in p["shares"].items()
                                                if int(s) == seat)
                assert question_from_sheet(json.dumps(question_sheet(q))) == keyless(q)


BAD_SOURCES = [
    [1], "nope", {"kind": "video"},
    {"kind": "drill", "drill": "no.such", "level": 1, "seed": 1, "house": None},
    {"kind": "drill", "drill": "ch.total", "level": 4, "seed": 1, "house": None},
    {"kind": "drill", "drill": "ch.total", "level": 1, "seed": -1, "house": None},
    {"kind": "drill", "drill": "ch.total", "level": 1, "seed": 1, "house": "{not json"},
    {"kind": "drill", "drill": "ch.total", "level": 1, "seed": 1, "house": None, "x": 1},
    {"kind": "drill", "drill": "ch.total", "level": 1, "seed": 1},
    {"kind": "table", "scenario": [], "step": 0},
    {"kind": "table", "scenario": CH_HAND, "step": 99},
    {"kind": "table", "scenario": CH_HAND, "step": 0, "seat": 3},
    {"kind": "table", "scenario": [{**CH_HAND[0], "player": ["Zz", "Ah"]}], "step": 0},
    {"kind": "table", "scenario": [CH_HAND[0], {**CH_HAND[1], "player": ["As", "5c"]}],
     "step": 0},
    {"kind": "nl", "scenario": NL_ACTION, "step": 2},
    {"kind": "nl", "scenario": {**NL_ACTION, "stacks": "many"}, "step": 0},
    {"kind": "nl", "scenario": NL_ACTION, "step": 1, "ask": "award"},
    {"kind": "nl", "scenario": NL_ACTION, "step": 1, "ask": "guess"},
    {"kind": "nl", "scenario": NL_SHOWDOWN, "step": 3, "ask": "action"},
]


@pytest.mark.parametrize("source", BAD_SOURCES, ids=range(len(BAD_SOURCES)))
def test_bad_sources_are_refused_in_a_sentence(source):
    with pytest.raises(SheetError) as e:
        live_question(source)
    assert str(e.value).endswith(".") and "\n" not in str(e.value)


def test_a_question_asking_whose_turn_it_is_does_not_outline_that_seat():
    """The felt outlines the seat to act (``Question.to_act``): asked whose action it is, that
    outline would be the key, on the trainees' screens and the projector alike."""
    from app.core.nlhe.scenario import hand_from_scenario
    from app.core.trainer.nl_drills import call_question

    hand = hand_from_scenario({"game": "nlhe", "button": 1, "small_blind": 5, "ante": 0,
                               "big_blind": 10, "stacks": [500, 500, 500, 500],
                               "hole_cards": [["As", "Ad"], ["Ks", "Kd"], ["Qs", "Qd"],
                                              ["Js", "Jd"]],
                               "board": ["2c", "7d", "9h", "Tc", "3s"], "actions": []})
    asked = call_question(hand.replay(0), 1, ask_seat=True)
    told = call_question(hand.replay(0), 1)
    assert "to_act" in [p.key for p in asked.parts]
    assert asked.to_act is None
    assert told.to_act is not None  # told whose turn it is, the felt shows it
