"""What the app relies on from treys (pinned to 0.1.x in pyproject.toml), each against known values.

app/core/cards.py builds cards with ``treys.Card.new`` and reads their bits; app/core/evaluator.py
ranks hands with ``Evaluator`` (its ``_five``, ``hand_size_map`` and ``table.unsuited_lookup``),
splits ranks into categories by the ``LookupTable.MAX_*`` bounds, and numbers its categories
as treys' rank classes. A treys release that changes any of these fails here first.
"""

from itertools import combinations, pairwise

import pytest
from treys import Card, Evaluator
from treys.lookup import LookupTable

from app.core.evaluator import Category

BOUNDS = ("MAX_ROYAL_FLUSH", "MAX_STRAIGHT_FLUSH", "MAX_FOUR_OF_A_KIND", "MAX_FULL_HOUSE",
          "MAX_FLUSH", "MAX_STRAIGHT", "MAX_THREE_OF_A_KIND", "MAX_TWO_PAIR", "MAX_PAIR",
          "MAX_HIGH_CARD")
# Distinct five-card hands of each category, best first (7462 in all).
DISTINCT = (1, 9, 156, 156, 1277, 10, 858, 858, 2860, 1277)


def cards(text: str) -> list[int]:
    return [Card.new(c) for c in text.split()]


@pytest.fixture(scope="module")
def ev() -> Evaluator:
    return Evaluator()


def test_card_new_encodes_prime_rank_and_suit_bits():
    ace = Card.new("As")
    assert ace == 0x10001C29  # Cactus Kev: rank bit, suit bit, rank nibble, prime
    assert ace & 0xFF == 41 and (ace >> 8) & 0xF == 12  # prime and rank index of an ace
    assert Card.new("2c") & 0xFF == 2 and (Card.new("2c") >> 8) & 0xF == 0
    suits = {Card.new("A" + s) & 0xF000 for s in "shdc"}
    assert len(suits) == 4 and all(bin(s).count("1") == 1 for s in suits)  # one bit a suit
    assert len({Card.new(r + s) for r in "23456789TJQKA" for s in "shdc"}) == 52


def test_lookup_bounds_and_the_number_of_hands_in_each_class():
    bounds = [getattr(LookupTable, name) for name in BOUNDS]
    assert bounds == [1, 10, 166, 322, 1599, 1609, 2467, 3325, 6185, 7462]
    sizes = [b - a for a, b in pairwise([0, *bounds])]
    assert tuple(sizes) == DISTINCT


def test_evaluate_ranks_from_royal_flush_1_to_seven_high_7462(ev):
    assert ev.evaluate(cards("As Ks"), cards("Qs Js Ts")) == 1
    assert ev.evaluate(cards("7h 5d"), cards("4c 3s 2h")) == 7462
    assert ev.evaluate(cards("5s 4s"), cards("3s 2s As")) == 10  # the wheel: worst straight flush
    assert ev.evaluate(cards("As Ah"), cards("Ad Ac Kh")) == 11  # best four of a kind
    assert ev.evaluate(cards("As Ah"), cards("Kd Qc Jh 9s 8d")) == LookupTable.MAX_TWO_PAIR + 1


def test_rank_class_matches_the_apps_categories(ev):
    bounds = [getattr(LookupTable, name) for name in BOUNDS]
    assert [ev.get_rank_class(b) for b in bounds] == list(range(10))  # 0 is the royal flush
    assert [ev.get_rank_class(b) for b in bounds] == [c.value for c in Category]
    assert ev.get_rank_class(1) == Category.ROYAL_FLUSH
    assert ev.get_rank_class(7462) == Category.HIGH_CARD


def test_the_evaluator_internals_the_fast_path_uses(ev):
    board = cards("Kd Qc Jh 9s 8d")
    hole = cards("As Ah")
    seven = hole + board
    assert sorted(ev.hand_size_map) == [5, 6, 7]
    assert ev.hand_size_map[7](seven) == ev.evaluate(hole, board)
    best = min(ev._five(list(five)) for five in combinations(seven, 5))
    assert best == ev.evaluate(hole, board)
    primes = 1
    for c in cards("As Ad Kd Qc Jh"):
        primes *= c & 0xFF
    assert ev.table.unsuited_lookup[primes] == LookupTable.MAX_TWO_PAIR + 1  # aces, K Q J
