"""A table hand saved as scenario lines opens as the same hand; bad files say why."""

import json

import pytest

from app.core.cards import make_rng
from app.core.games.casino_holdem import CasinoHoldemHand
from app.core.games.hand import SeatBets, Stage
from app.core.games.holdem_bonus import HoldemBonusHand
from app.core.games.table_scenario import from_scenarios, to_scenarios
from app.core.rules import HoldemBonusRules
from app.core.scenario import ScenarioError, settle_scenario
from tests import reference


def finish(hand):
    while (a := hand.next_action()) is not None:
        hand.apply(a)
    return hand


@pytest.mark.parametrize("cls,rules", [(CasinoHoldemHand, None),
                                       (HoldemBonusHand, HoldemBonusRules("flush", "dealer_wins"))])
def test_a_table_round_trips_and_settles_the_same(cls, rules):
    kwargs = {"rules": rules} if rules else {}
    hand = cls([SeatBets(10, 5), SeatBets(25), SeatBets(5, 1)], rng=make_rng(11), **kwargs)
    items = to_scenarios(hand)
    again = from_scenarios([json.loads(json.dumps(i)) for i in items])
    assert again.cards == hand.cards and again.seats == hand.seats and again.rules == hand.rules
    finish(hand), finish(again)
    assert {k: v.total for k, v in again.settlements.items()} == \
        {k: v.total for k, v in hand.settlements.items()}
    # each line also settles alone, to what the independent implementation says
    game = reference.casino_holdem if hand.GAME == "casino_holdem" else reference.holdem_bonus
    assert [settle_scenario(i)["total"] for i in items] == [game(i)["total"] for i in items]
    assert [hand.settlements[k].total for k in range(3)] == [game(i)["total"] for i in items]


def test_decisions_made_at_the_table_are_saved():
    hand = CasinoHoldemHand([SeatBets(10), SeatBets(10)], rng=make_rng(3))
    for _ in range(2):
        hand.apply(hand.next_action())
    from app.core.games.hand import Action
    hand.apply(Action("decide", 0, "fold"))
    hand.apply(Action("decide", 1, "call"))
    items = to_scenarios(hand)
    assert [i["decision"] for i in items] == ["fold", "call"]
    again = from_scenarios(items)
    assert again.script[Stage.FLOP, 0] == "fold"


def _two_seats():
    hand = CasinoHoldemHand([SeatBets(10), SeatBets(20)], rng=make_rng(8))
    return to_scenarios(hand)


def test_seats_with_different_boards_are_refused():
    items = _two_seats()
    items[1]["board"] = list(reversed(items[1]["board"]))
    with pytest.raises(ScenarioError, match="hand 2: 'board' differs"):
        from_scenarios(items)


def test_seats_with_different_rules_are_refused():
    items = _two_seats()
    items[1]["ante_paytable"] = "25-25-12-3-2-1"
    with pytest.raises(ScenarioError, match="hand 2: the rules differ from hand 1"):
        from_scenarios(items)


def test_a_card_held_by_two_seats_is_refused():
    items = _two_seats()
    items[1]["player"] = items[0]["player"]
    with pytest.raises(ScenarioError, match="also seat 1's card"):
        from_scenarios(items)


def test_an_invalid_seat_line_names_the_hand_and_field():
    items = _two_seats()
    del items[1]["decision"]
    with pytest.raises(ScenarioError, match="hand 2: missing field 'decision'"):
        from_scenarios(items)


def test_more_than_seven_seats_or_none_are_refused():
    items = _two_seats() * 4
    with pytest.raises(ScenarioError, match="at most 7 seats"):
        from_scenarios(items)
    with pytest.raises(ScenarioError, match="no hand"):
        from_scenarios([])


def test_the_same_cards_written_differently_are_the_same_table():
    items = _two_seats()
    items[1]["board"] = [c.lower() if c[0] != "T" else "10" + c[1] for c in items[1]["board"]]
    assert from_scenarios(items).cards.board == from_scenarios(_two_seats()).cards.board
