"""The batch evaluator against treys, the reference, one hand at a time; equity against
exact counts made independently with treys."""

import itertools

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st
from treys import Evaluator

from app.core.cards import parse_cards
from app.core.equity import Range, _Sampler, equity
from app.core.fasteval import CARDS, index_of, indices, rank, rank_batch

EVALUATOR = Evaluator()


def treys_rank(row) -> int:
    cards = [CARDS[i] for i in row]
    return EVALUATOR.evaluate(cards[:2], cards[2:])


@pytest.mark.parametrize("n", [5, 6, 7])
def test_the_batch_path_ranks_random_hands_exactly_as_treys(n):
    # 200,000 hands in all across the three sizes (the seven-card ones most).
    count = {5: 40_000, 6: 60_000, 7: 100_000}[n]
    rng = np.random.default_rng(20261201 + n)
    hands = np.argsort(rng.random((count, 52)), axis=1)[:, :n]
    fast = rank_batch(hands)
    slow = np.fromiter((treys_rank(row) for row in hands), dtype=np.int64, count=count)
    assert np.array_equal(fast, slow), f"{int((fast != slow).sum())} differences"


def test_every_flush_and_straight_flush_shape_matches_treys():
    # Seven spades of every rank set: flushes, straight flushes and the wheel.
    for ranks in itertools.combinations(range(13), 7):
        row = [4 * r + 3 for r in ranks]
        assert rank_batch(np.array([row]))[0] == treys_rank(row)


def test_card_indices_round_trip_and_one_hand_ranks_like_treys():
    assert [index_of(c) for c in CARDS] == list(range(52))
    royal = parse_cards("As Ks Qs Js Ts 2d 3c".split())
    assert rank(royal) == 1 == EVALUATOR.evaluate(royal[:2], royal[2:])


def _treys_equity(hero, board, villain):
    """The hero's exact share against one known hand, every runout counted with treys."""
    used = set(hero) | set(board) | set(villain)
    total = won = 0.0
    for rest in itertools.combinations([c for c in CARDS if c not in used], 5 - len(board)):
        full = list(board) + list(rest)
        a, b = EVALUATOR.evaluate(list(hero), full), EVALUATOR.evaluate(list(villain), full)
        won += 1.0 if a < b else 0.5 if a == b else 0.0
        total += 1
    return won / total


def test_exact_equity_against_a_known_hand_matches_a_count_with_treys():
    hero, villain = parse_cards("Ah Kh".split()), parse_cards("9c 9d".split())
    board = parse_cards("2h 7h Jc".split())
    want = _treys_equity(hero, board, villain)
    one = Range(np.array([indices(villain)]), np.ones(1))
    assert equity(indices(hero), indices(board), [one]) == pytest.approx(want, abs=1e-12)


def test_monte_carlo_equity_lands_within_a_point_of_the_exact_count():
    hero, villain = parse_cards("Ah Kh".split()), parse_cards("9c 9d".split())
    board = parse_cards("2h 7h Jc".split())
    want = _treys_equity(hero, board, villain)
    one = Range(np.array([indices(villain)]), np.ones(1))
    got = equity(indices(hero), indices(board), [one], trials=40_000,
                 rng=np.random.default_rng(7), exact_limit=0)
    assert abs(got - want) < 0.01


def test_monte_carlo_against_several_random_hands_matches_a_treys_simulation():
    # Three random opponents preflop, pocket queens: an independent treys deal loop.
    hero = parse_cards("Qs Qd".split())
    rng = np.random.default_rng(3)
    deck = [c for c in CARDS if c not in hero]
    won = 0.0
    n = 6000
    for _ in range(n):
        cards = [deck[i] for i in rng.permutation(len(deck))[:11]]
        board, others = cards[:5], [cards[5 + 2 * k:7 + 2 * k] for k in range(3)]
        mine = EVALUATOR.evaluate(hero, board)
        best = min(EVALUATOR.evaluate(o, board) for o in others)
        ties = sum(EVALUATOR.evaluate(o, board) == mine for o in others)
        won += 1.0 if mine < best else 1 / (1 + ties) if mine == best else 0.0
    reference = won / n  # its own standard error is about 0.6 points
    got = equity(indices(hero), [], [None, None, None], trials=40_000,
                 rng=np.random.default_rng(11))
    assert abs(got - reference) < 0.025


def _weighted_count(hero, board, ranges):
    """The hero's exact share on a river board against ranged opponents: every tuple of
    holdings that share no card, weighted by the product of their weights (treys)."""
    total = won = 0.0
    for pick in itertools.product(*[list(zip(r[0], r[1], strict=True)) for r in ranges]):
        cards = [c for holding, _w in pick for c in holding]
        if len(set(cards)) != len(cards):
            continue
        weight = float(np.prod([w for _h, w in pick]))
        mine = EVALUATOR.evaluate(list(hero), list(board))
        ranks = [EVALUATOR.evaluate(list(h), list(board)) for h, _w in pick]
        best, ties = min(ranks), sum(r == mine for r in ranks)
        won += weight * (1.0 if mine < best else 1 / (1 + ties) if mine == best else 0.0)
        total += weight
    return won / total


@pytest.mark.parametrize("swap", [False, True])
def test_ranged_opponents_are_drawn_together_whatever_their_order(swap):
    """Two ranges that compete for the same ace: the Monte Carlo follows the joint weights
    (a deal where both would hold the ace of spades cannot happen), in either order."""
    hero = parse_cards("Qh Qc".split())
    board = parse_cards("2c 7d 9s Jh 3h".split())
    first = [parse_cards(h.split()) for h in ("As Ad", "4c 5d")], [3.0, 1.0]
    second = [parse_cards(h.split()) for h in ("As Ks", "6c 8h", "Qs Kd")], [1.0, 2.0, 1.0]
    ranges = [second, first] if swap else [first, second]
    want = _weighted_count(hero, board, ranges)
    as_ranges = [Range(np.array([indices(h) for h in hs]), np.array(ws)) for hs, ws in ranges]
    got = equity(indices(hero), indices(board), as_ranges, trials=60_000,
                 rng=np.random.default_rng(5), exact_limit=0)
    assert abs(got - want) < 0.01, (got, want)


def test_equity_refuses_cards_that_are_not_distinct_or_an_impossible_range():
    hero, board = indices(parse_cards("Ah Kh".split())), indices(parse_cards("2c 7d 9s".split()))
    with pytest.raises(ValueError):
        equity(hero, [hero[0], *board[1:]], [None])
    gone = Range(np.array([[hero[0], board[0]]]), np.ones(1))  # uses the hero's ace
    for limit in (0, 120_000):  # Monte Carlo and exact alike
        with pytest.raises(ValueError):
            equity(hero, board, [gone, None], exact_limit=limit)
        with pytest.raises(ValueError):
            equity(hero, board, [gone], exact_limit=limit)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.one_of(st.just(0.0), st.floats(1e-6, 1e3)), min_size=1, max_size=300)
       .filter(lambda w: sum(w) > 0), st.integers(0, 2**32 - 1))
def test_the_guide_table_draws_what_searchsorted_draws(weights, seed):
    """The Monte Carlo's sampler gives, for the same uniform numbers, the index numpy's
    binary search gives (a holding of weight 0 never), so the deals are those of the plain
    inverse-CDF draw."""
    w = np.array(weights)
    drawn = _Sampler(w).draw(5000, np.random.default_rng(seed))
    u = np.random.default_rng(seed).random(5000) * np.cumsum(w)[-1]
    want = np.minimum(np.searchsorted(np.cumsum(w), u, side="right"), len(w) - 1)
    assert np.array_equal(drawn, want)
    assert (w[drawn] > 0).all()
