"""The step-by-step hand: legal steps, clear refusals, undo that replays exactly."""

import pytest
from hypothesis import given, settings, strategies as st

from app.core.cards import card_text, make_rng, parse_cards
from app.core.games.casino_holdem import CasinoHoldemHand
from app.core.games.hand import Action, ActionError, HandCards, SeatBets, Stage
from app.core.games.holdem_bonus import HoldemBonusHand
from tests import reference


def fixed_cards(players, dealer, board):
    return HandCards(tuple(tuple(parse_cards(p.split())) for p in players),
                     tuple(parse_cards(dealer.split())), tuple(parse_cards(board.split())))


def run(hand):
    while (a := hand.next_action()) is not None:
        hand.apply(a)
    return hand


def test_casino_holdem_steps_in_order():
    hand = CasinoHoldemHand([SeatBets(10, 5)], fixed_cards(["Ah Ad"], "Kc Kd",
                                                           "As 7h 2c 9d Jc"))
    assert hand.legal_actions() == [Action("deal")]
    hand.apply(Action("deal"))
    hand.apply(Action("flop"))
    assert hand.board_shown == 3 and hand.to_decide() == 0
    assert hand.legal_actions() == [Action("decide", 0, "fold"), Action("decide", 0, "call")]
    hand.apply(Action("decide", 0, "call"))
    for step in ("turn", "river", "reveal", "settle"):
        hand.apply(Action(step))
    assert hand.stage is Stage.SETTLED and hand.dealer_shown and hand.board_shown == 5
    assert hand.settlements[0].total == 10 + 20 + 35


def test_a_step_out_of_order_is_refused_with_the_reason_and_changes_nothing():
    hand = CasinoHoldemHand([SeatBets(10)], rng=make_rng(1))
    with pytest.raises(ActionError, match="next step is 'deal', not 'flop'"):
        hand.apply(Action("flop"))
    hand.apply(Action("deal"))
    hand.apply(Action("flop"))
    assert not hand.can(Action("turn"))
    with pytest.raises(ActionError, match="seat 1 must decide first"):
        hand.apply(Action("turn"))
    assert hand.history == (Action("deal"), Action("flop"))


def test_every_seat_folding_ends_a_casino_holdem_hand_after_the_flop():
    hand = CasinoHoldemHand([SeatBets(10), SeatBets(20)], rng=make_rng(2))
    for a in (Action("deal"), Action("flop"), Action("decide", 0, "fold"),
              Action("decide", 1, "fold")):
        hand.apply(a)
    assert hand.legal_actions() == [Action("settle")]
    hand.apply(Action("settle"))
    assert [s.total for s in hand.settlements.values()] == [-10, -20]
    assert hand.board_shown == 3


def test_holdem_bonus_asks_each_seat_still_in_on_every_street():
    hand = HoldemBonusHand([SeatBets(10), SeatBets(10)], rng=make_rng(3))
    hand.apply(Action("deal"))
    hand.apply(Action("decide", 0, "fold"))
    hand.apply(Action("decide", 1, "play"))
    hand.apply(Action("flop"))
    assert hand.to_decide() == 1  # the folded seat is skipped
    hand.apply(Action("decide", 1, "bet"))
    hand.apply(Action("turn"))
    hand.apply(Action("decide", 1, "check"))
    run(hand)
    s0, s1 = hand.settlements[0], hand.settlements[1]
    assert s0.total == -10 and s1.bet("flop").stake == 10 and s1.bet("turn").stake == 0


def _reference_seat(hand, seat):
    """The independent implementation's settlement of one seat of a played table hand."""
    texts = [card_text(c) for c in (*hand.cards.players[seat], *hand.cards.dealer,
                                    *hand.cards.board)]
    bets = hand.seats[seat]
    common = {"player": texts[:2], "dealer": texts[2:4], "board": texts[4:], "ante": bets.ante}
    if isinstance(hand, CasinoHoldemHand):
        r = hand.rules
        return reference.casino_holdem({**common, "aa_bonus": bets.bonus,
                                        "decision": hand.choice(Stage.FLOP, seat) or "fold",
                                        "ante_paytable": r.ante_paytable,
                                        "bonus_paytable": r.bonus_paytable,
                                        "aa_bonus_on_fold": r.aa_bonus_on_fold})
    r = hand.rules
    return reference.holdem_bonus({**common, "bonus": bets.bonus,
                                   "preflop": hand.choice(Stage.DEALT, seat) or "fold",
                                   "flop": hand.choice(Stage.FLOP, seat) or "check",
                                   "turn": hand.choice(Stage.TURN, seat) or "check",
                                   "ante_pays_on": r.ante_pays_on, "ties": r.ties,
                                   "bonus_paytable": r.bonus_paytable})


def test_table_settlements_agree_with_the_reference_implementation():
    rng = make_rng(99)
    for _ in range(50):
        for hand in (run(CasinoHoldemHand([SeatBets(5, 1), SeatBets(25, 0), SeatBets(10, 5)],
                                          rng=rng)),
                     run(HoldemBonusHand([SeatBets(5, 1), SeatBets(10, 5)], rng=rng))):
            for seat, s in hand.settlements.items():
                expected = _reference_seat(hand, seat)
                assert s.total == expected["total"]
                assert {b.bet: b.net for b in s.bets} == \
                    {b.bet: expected[b.bet] for b in s.bets}


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32), st.integers(1, 7), st.sampled_from([CasinoHoldemHand,
                                                                   HoldemBonusHand]),
       st.data())
def test_undo_then_redo_gives_the_same_states(seed, seats, cls, data):
    hand = cls([SeatBets(10, 5)] * seats, rng=make_rng(seed))
    states, actions = [], []
    while hand.legal_actions():
        states.append((hand.stage, hand.board_shown, dict(hand.decisions)))
        action = data.draw(st.sampled_from(hand.legal_actions()))
        actions.append(hand.apply(action).action)
    totals = {k: v.total for k, v in hand.settlements.items()}
    for state in reversed(states):
        hand.undo()
        assert (hand.stage, hand.board_shown, dict(hand.decisions)) == state
    assert hand.undo() is None and hand.stage is Stage.BETS
    for a in actions:
        hand.apply(a)
    assert {k: v.total for k, v in hand.settlements.items()} == totals


def test_picked_cards_are_kept_and_the_rest_dealt_without_repeats():
    picked = parse_cards(["As", "Ks"])
    cards = HandCards.complete(3, make_rng(5), players=[picked, [None, None]],
                               board=[None, parse_cards(["Qs"])[0]])
    assert cards.players[0] == tuple(picked) and cards.board[1] == parse_cards(["Qs"])[0]
    everything = [*sum(cards.players, ()), *cards.dealer, *cards.board]
    assert len(everything) == len(set(everything)) == 3 * 2 + 2 + 5


def test_a_picked_card_used_twice_is_refused():
    with pytest.raises(ValueError, match="appears twice"):
        HandCards.complete(1, make_rng(5), players=[parse_cards(["As", "Ks"])],
                           dealer=parse_cards(["As"]))


def test_a_table_has_one_to_seven_seats():
    with pytest.raises(ActionError):
        CasinoHoldemHand([SeatBets(1)] * 8, rng=make_rng(1))
    with pytest.raises(ActionError):
        CasinoHoldemHand([], rng=make_rng(1))
