"""Amounts as the fewest chips, for casino sets and for sets where greedy fails."""

import pytest
from hypothesis import given, settings, strategies as st

from app.core.chips import DEFAULT_DENOMINATIONS, ChipError, fewest_chips, stacks


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
