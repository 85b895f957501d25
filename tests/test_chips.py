"""Amounts as the fewest chips, for casino sets and for sets where greedy fails."""

import pytest
from hypothesis import given, settings, strategies as st

from app.core.chips import (
    DEFAULT_DENOMINATIONS,
    ChipError,
    fewest_any,
    fewest_chips,
    fewest_from,
    stacks,
)


def brute_fewest(amount, denoms):
    best = [0] + [None] * amount
    for a in range(1, amount + 1):
        options = [best[a - d] for d in denoms if d <= a and best[a - d] is not None]
        best[a] = min(options) + 1 if options else None
    return best[amount]


def test_casino_amounts_use_the_largest_chips_first():
    assert fewest_chips(175) == [100, 25, 25, 25]
    assert fewest_chips(1536) == [1000, 500, 25, 5, 5, 1]
    assert fewest_chips(0) == []


def test_a_set_where_greedy_is_not_fewest():
    assert fewest_chips(6, (1, 3, 4)) == [3, 3]


@settings(max_examples=200)
@given(st.integers(0, 3000), st.sampled_from([DEFAULT_DENOMINATIONS, (1, 3, 4), (1, 7, 10),
                                              (1, 5, 10, 25, 100), (2, 5), (1, 15, 25, 100)]))
def test_fewest_chips_sum_to_the_amount_and_are_fewest(amount, denoms):
    try:
        chips = fewest_chips(amount, denoms)
    except ChipError:
        assert brute_fewest(amount, denoms) is None
        return
    assert sum(chips) == amount and set(chips) <= set(denoms)
    assert len(chips) == brute_fewest(amount, denoms)


def test_large_amounts_in_an_odd_set_stay_exact():
    chips = fewest_chips(100_003, (1, 3, 4, 1000))
    assert sum(chips) == 100_003 and len(chips) == 100 + brute_fewest(3, (1, 3, 4))


@pytest.mark.parametrize("bad", [(), (0, 5), (-1,), (2.5,), (True, 5)])
def test_bad_denominations_are_refused(bad):
    with pytest.raises(ChipError):
        fewest_chips(10, bad)


def test_negative_amounts_are_refused():
    with pytest.raises(ChipError):
        fewest_chips(-5)


def test_stacks_group_equal_chips():
    assert stacks([100, 25, 25, 25, 1]) == [(100, 1), (25, 3), (1, 1)]


@settings(max_examples=200)
@given(st.integers(0, 10**6), st.sampled_from([DEFAULT_DENOMINATIONS, (1, 3, 4), (1, 7, 10)]))
def test_counted_stacks_are_the_fewest_chips(amount, denoms):
    from app.core.chips import fewest_stacks

    assert fewest_stacks(amount, denoms) == stacks(fewest_chips(amount, denoms))


def test_a_huge_amount_is_counted_not_listed():
    from app.core.chips import fewest_stacks

    assert fewest_stacks(10**12) == [(1000, 10**9)]


def _choices(amount, limits):
    """Every choice of chips that makes ``amount``, as value -> count, written apart from
    app.core.chips: each value's count tried in turn (``limits``: value -> most chips)."""
    values = sorted(limits, reverse=True)

    def go(i, left):
        if i == len(values):
            if left == 0:
                yield {}
            return
        v = values[i]
        for k in range(min(limits[v], left // v) + 1):
            for rest in go(i + 1, left - k * v):
                yield {v: k, **rest} if k else rest
    return list(go(0, amount))


def _fewest_by_enumeration(amount, limits):
    choices = _choices(amount, limits)
    if not choices:
        return None, []
    least = min(sum(c.values()) for c in choices)
    return least, [c for c in choices if sum(c.values()) == least]


SETS = [DEFAULT_DENOMINATIONS, (1, 3, 4), (1, 7, 10), (2, 5), (1, 15, 25, 100), (5, 25, 100)]


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 400), st.sampled_from(SETS))
def test_fewest_of_any_chips_agrees_with_every_choice_counted(amount, denoms):
    """Colouring up's fewest chips and its "another choice is as few" flag, against every
    choice of chips enumerated."""
    got, tied = fewest_any(amount, denoms)
    least, best = _fewest_by_enumeration(amount, {d: amount for d in denoms})
    if least is None:
        assert got is None
        return
    assert got is not None and {v: n for v, n in got.items() if n} in best
    assert tied == (len(best) > 1)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 400), st.sampled_from(SETS), st.data())
def test_fewest_from_a_stack_agrees_with_every_choice_counted(amount, denoms, data):
    """Paying from a given stack: the fewest of the chips there, and the tie flag, against
    every choice the stack allows, enumerated."""
    stack = {d: data.draw(st.integers(0, 12), label=f"chips of {d}") for d in denoms}
    got, tied = fewest_from(amount, stack)
    least, best = _fewest_by_enumeration(amount, stack)
    if least is None:
        assert got is None
        return
    assert got is not None and {v: n for v, n in got.items() if n} in best
    assert tied == (len(best) > 1)
