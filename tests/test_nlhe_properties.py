"""Invariants over random hands with random legal actions (hypothesis).

2 to 9 seats, stacks from under three big blinds to 300 chips, with and
without an ante; every action is drawn from the legal set the engine offers.
"""

import random

from hypothesis import HealthCheck, given, settings, strategies as st

from app.core.nlhe import ALLIN, BET, CALL, CHECK, FOLD, RAISE, Action, NLHand
from app.core.nlhe.scenario import hand_to_scenario
from app.core.scenario import settle_scenario

SETTINGS = settings(max_examples=150, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


@st.composite
def random_hands(draw):
    """A dealt hand and the choices that drive its actions."""
    n = draw(st.integers(2, 9))
    big = draw(st.sampled_from([2, 10, 20]))
    small = draw(st.sampled_from([big // 2, big]))
    ante = draw(st.sampled_from([0, 0, 1, big // 2]))
    stacks = draw(st.lists(st.integers(1, 300), min_size=n, max_size=n))
    button = draw(st.integers(0, n - 1))
    seed = draw(st.integers(0, 2**32 - 1))
    choices = draw(st.lists(st.integers(0, 10**6), max_size=60))
    hand = NLHand.deal(stacks, button, small, big, ante, rng=random.Random(seed))
    return hand, choices


def legal_choices(legal):
    """Every kind of action the legal set allows, with a raise size where one is needed."""
    options = [Action(FOLD), Action(CHECK) if legal.can_check else Action(CALL)]
    if legal.can_raise:
        kind = BET if legal.is_bet else RAISE
        options += [Action(kind, legal.min_raise_to), Action(kind, legal.max_raise_to)]
    if legal.can_all_in:
        options.append(Action(ALLIN))
    return options


def pick(legal, choice):
    options = legal_choices(legal)
    action = options[choice % len(options)]
    if action.kind in (BET, RAISE) and legal.max_raise_to > legal.min_raise_to:
        span = legal.max_raise_to - legal.min_raise_to + 1
        action = Action(action.kind, legal.min_raise_to + (choice // 7) % span)
    return action


def play(hand, choices, each=None):
    """Play to the end: the drawn choices first, then check or call."""
    i = 0
    while not hand.is_over:
        legal = hand.legal()
        if i < len(choices):
            action = pick(legal, choices[i])
        else:
            action = Action(CHECK if legal.can_check else CALL)
        i += 1
        hand.act(action)
        if each:
            each(hand)
    return hand


@SETTINGS
@given(random_hands())
def test_chips_are_conserved_after_every_action_and_at_the_end(drawn):
    hand, choices = drawn
    total = sum(hand.setup.stacks)

    def conserved(h):
        assert sum(h.stacks) + sum(h.contributed) == total
        assert all(s >= 0 for s in h.stacks)

    conserved(hand)
    play(hand, choices, conserved)
    outcome = hand.outcome
    assert sum(outcome.final_stacks) == total
    assert hand.side_pots().total == sum(hand.contributed)
    assert sum(a.amount for a in outcome.awards) == sum(hand.contributed)


@SETTINGS
@given(random_hands())
def test_nobody_wins_more_from_the_pots_than_they_were_eligible_for(drawn):
    hand = play(*drawn)
    outcome, c = hand.outcome, hand.contributed
    for award in outcome.awards:
        for seat, chips in award.shares.items():
            assert seat in award.eligible and chips <= award.amount
    for seat, won in enumerate(outcome.won):
        # all-in for X: at most X from each other player (folded chips included)
        assert won <= sum(min(other, c[seat]) for other in c)
        if hand.folded[seat]:
            assert won == 0


@SETTINGS
@given(random_hands())
def test_winners_are_always_eligible_and_split_shares_differ_by_at_most_one_chip(drawn):
    hand = play(*drawn)
    live = {s for s in range(hand.n) if not hand.folded[s]}
    for award in hand.outcome.awards:
        assert set(award.winners) <= set(award.eligible) <= live
        assert sum(award.shares.values()) == award.amount
        assert max(award.shares.values()) - min(award.shares.values()) <= 1
        assert set(award.odd_chips) == {s for s, v in award.shares.items()
                                        if v > award.amount // len(award.winners)}
        if award.rank is not None:  # shown down: every winner holds the best eligible hand
            ranks = {s: hand.outcome.showdown[s].rank for s in award.eligible}
            assert {s for s in ranks if ranks[s] == min(ranks.values())} == set(award.winners)


@SETTINGS
@given(random_hands())
def test_the_player_to_act_always_has_a_legal_action(drawn):
    hand, choices = drawn

    def sane(h):
        if h.is_over:
            assert h.to_act is None and h.legal() is None
            return
        lg = h.legal()
        assert lg.seat == h.to_act and not h.folded[lg.seat] and h.stacks[lg.seat] > 0
        assert 0 <= lg.call_amount <= lg.stack
        assert h.can(Action(FOLD)) and h.can(Action(CHECK) if lg.can_check else Action(CALL))
        if lg.can_raise:
            assert lg.min_raise_to <= lg.max_raise_to == lg.bet + lg.stack
            assert lg.min_raise_to > lg.to_match
            # somebody else still in the hand could answer it (GAMES.md §3)
            assert any(h.bets[s] + h.stacks[s] > lg.to_match for s in range(h.n)
                       if s != lg.seat and not h.folded[s])
        else:
            assert lg.min_raise_to is None and lg.why_no_raise
        for action in legal_choices(lg):
            assert h.can(action), (action, lg)

    sane(hand)
    play(hand, choices, sane)


@SETTINGS
@given(random_hands())
def test_replaying_the_history_gives_the_same_result(drawn):
    hand = play(*drawn)
    again = hand.replay()
    assert again.history == hand.history
    assert again.outcome.final_stacks == hand.outcome.final_stacks
    assert again.outcome.lines == hand.outcome.lines
    settled = settle_scenario(hand_to_scenario(hand))
    assert settled["final_stacks"] == list(hand.outcome.final_stacks)
    assert settled["decisions"] == [r.legal.to_json() for r in hand.history]


@SETTINGS
@given(random_hands())
def test_undo_steps_back_to_exactly_the_state_before_the_last_action(drawn):
    hand, choices = drawn
    play(hand, choices)
    records = hand.history
    while records:
        middle = hand.replay(len(records) - 1)
        assert hand.undo() == records[-1]
        assert (hand.stacks, hand.bets, hand.contributed, hand.folded, hand.to_act,
                hand.street) == (middle.stacks, middle.bets, middle.contributed,
                                 middle.folded, middle.to_act, middle.street)
        records = hand.history
    assert hand.undo() is None and hand.contributed == NLHand(hand.setup).contributed
