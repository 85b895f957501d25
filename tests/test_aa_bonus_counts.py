"""The AA Bonus lines over all 2,598,960 five-card hands match GAMES.md §4."""

from collections import Counter
from fractions import Fraction
from itertools import combinations

import pytest

from app.core.cards import FULL_DECK
from app.core.evaluator import rank_cards
from app.core.games.casino_holdem import aa_bonus_line
from app.core.rules import CH_BONUS_TABLES

EXPECTED = {"royal_flush": 4, "straight_flush": 36, "four_of_a_kind": 624, "full_house": 3744,
            "flush": 5108, "straight": 10200, "three_of_a_kind": 54912, "two_pair": 123552,
            "pair_of_aces": 84480}
EDGES = {"100-50-40-30-20-7-7-7-7": Fraction(62583, 1000000),
         "100-50-40-30-20-10-8-7-7": Fraction(29681, 1000000),
         "25-25-25-25-25-7-7-7-7": Fraction(64023, 1000000)}


@pytest.fixture(scope="module")
def counts() -> Counter:
    tally: Counter = Counter()
    ranks: Counter = Counter(rank_cards(c) for c in combinations(FULL_DECK, 5))
    for rank, n in ranks.items():
        tally[aa_bonus_line(rank)] += n
    return tally


@pytest.mark.slow
def test_aa_bonus_line_counts_over_every_five_card_hand(counts):
    assert sum(counts.values()) == 2_598_960
    assert {k: v for k, v in counts.items() if k is not None} == EXPECTED


@pytest.mark.slow
@pytest.mark.parametrize("table_id", EDGES)
def test_aa_bonus_house_edges(counts, table_id):
    table = CH_BONUS_TABLES[table_id]
    total = sum(counts.values())
    ev = sum(Fraction(n * (table.pays(k) if k else -1), total) for k, n in counts.items())
    assert abs(-ev - EDGES[table_id]) < Fraction(1, 10**6)
