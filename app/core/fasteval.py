"""Hand ranks in batches with NumPy: treys' own values, many hands a call.

treys ranks one hand a call (about 150,000 seven-card hands a second); the
computer players' Monte Carlo needs millions. Here a hand is a row of card
indices (0..51, ``4 * rank + suit``, see :func:`index_of`) and a whole array
of hands is ranked at once:

- a seven-card hand that is not a flush is ranked by its multiset of ranks:
  each card adds its rank's key (chosen so that every multiset of seven ranks
  sums to a different number, after SKPokerEval) and the sum indexes a flat
  table; a five- or six-card hand's multiset is keyed by the counts of the 13
  ranks written in base 5 and looked up in a sorted table;
- a suit holding five or more of the cards is ranked by its set of ranks, a
  13-bit mask looked up in a table of 8,192;
- the hand's rank is the better (lower) of the two.

The tables are built at first use from treys' five-card lookup (every
five-card subset of every multiset, the best kept), so the values are treys'
by construction. Building them takes about half a second and 16 MB (the
seven-card table alone has 7.8 million entries of two bytes): too large to
ship in the package, quick enough to build when the first computer player
thinks. ``tests/test_fasteval.py`` compares the batch path with treys one hand
at a time on 200,000 random hands.
"""

from __future__ import annotations

import itertools
from functools import lru_cache
from typing import Sequence

import numpy as np
from treys import Card as _TreysCard
from treys.lookup import LookupTable

from .cards import FULL_DECK, Card

_PRIMES = np.array(_TreysCard.PRIMES, dtype=np.int64)
_POW5 = 5 ** np.arange(13, dtype=np.int64)
_BIT = 1 << np.arange(13, dtype=np.int64)
WORST = 7462  # treys' rank of the weakest hand; 1 is a royal flush


def index_of(card: Card) -> int:
    """The card's index 0..51: four times its rank (2 = 0 .. ace = 12) plus its suit."""
    rank_int: int = _TreysCard.get_rank_int(card)
    suit_bit: int = _TreysCard.get_suit_int(card)
    return rank_int * 4 + (suit_bit.bit_length() - 1)


_INDEX = {card: index_of(card) for card in FULL_DECK}
CARDS = tuple(sorted(FULL_DECK, key=_INDEX.__getitem__))  # CARDS[i] is the card of index i


def indices(cards: Sequence[Card]) -> list[int]:
    """The indices of treys cards."""
    return [_INDEX[c] for c in cards]


def _best_of_fives(ranks: np.ndarray, keys: np.ndarray, values: np.ndarray) -> np.ndarray:
    """For rows of ranks (M, n), the best value over their five-card subsets, each looked
    up by its product of primes in (sorted ``keys``, ``values``)."""
    subsets = np.array(list(itertools.combinations(range(ranks.shape[1]), 5)))
    products = _PRIMES[ranks[:, subsets]].prod(axis=2)
    found = np.searchsorted(keys, products)
    assert np.array_equal(keys[found], products), "a five-card key missing from treys"
    best: np.ndarray = values[found].min(axis=1)
    return best


# Seven-card multisets keyed by a sum of one number per rank, unique over every multiset of
# seven (no rank more than four times), so a flat table answers in one step; the numbers are
# those of the SKPokerEval evaluator, and the build checks that no two sums meet.
_RANK_KEY7 = np.array([0, 1, 5, 22, 98, 453, 2031, 8698, 22854, 83661, 262349, 636345,
                       1479181], dtype=np.int64)
_SUIT_NIBBLE = 1 << (4 * np.arange(4, dtype=np.int64))  # a suit's count in its own 4 bits


@lru_cache(maxsize=1)
def _tables() -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """(sorted multiset keys of 5 and 6 cards, their ranks, the rank of each seven-card
    key sum, the flush rank of each 13-bit mask)."""
    lookup = LookupTable()
    u_keys = np.array(sorted(lookup.unsuited_lookup), dtype=np.int64)
    u_values = np.array([lookup.unsuited_lookup[k] for k in u_keys], dtype=np.int16)
    f_keys = np.array(sorted(lookup.flush_lookup), dtype=np.int64)
    f_values = np.array([lookup.flush_lookup[k] for k in f_keys], dtype=np.int16)
    keys, values = [], []
    seven = np.zeros(0, dtype=np.int16)
    for n in (5, 6, 7):  # every multiset of n ranks, no rank more than four times
        multisets = np.array([m for m in itertools.combinations_with_replacement(range(13), n)
                              if all(m[i] != m[i + 4] for i in range(n - 4))], dtype=np.int64)
        best = _best_of_fives(multisets, u_keys, u_values)
        if n < 7:
            keys.append(_POW5[multisets].sum(axis=1))
            values.append(best)
            continue
        sums = _RANK_KEY7[multisets].sum(axis=1)
        assert len(np.unique(sums)) == len(sums), "two seven-card multisets share a key"
        seven = np.full(int(sums.max()) + 1, WORST, dtype=np.int16)
        seven[sums] = best
    key = np.concatenate(keys)
    order = np.argsort(key)
    flush = np.zeros(1 << 13, dtype=np.int16)
    for n in (5, 6, 7):
        sets = np.array(list(itertools.combinations(range(13), n)), dtype=np.int64)
        flush[_BIT[sets].sum(axis=1)] = _best_of_fives(sets, f_keys, f_values)
    return key[order], np.concatenate(values)[order], seven, flush


# Per card index: its rank's key (seven cards), its rank's base-5 digit, its suit's nibble,
# its rank's bit.
_CARD_KEY7 = _RANK_KEY7[np.arange(52) >> 2]
_CARD_POW5 = _POW5[np.arange(52) >> 2]
_CARD_SUIT = _SUIT_NIBBLE[np.arange(52) & 3]
_CARD_BIT = _BIT[np.arange(52) >> 2]


def rank_batch(hands: np.ndarray) -> np.ndarray:
    """treys' rank (1 best .. 7462) of each row of ``hands``, an int array (N, n) of card
    indices with 5 <= n <= 7 distinct cards a row."""
    keys, values, seven, flush = _tables()
    hands = np.asarray(hands, dtype=np.intp)
    if hands.ndim != 2 or not 5 <= hands.shape[1] <= 7:
        raise ValueError(f"hands of 5 to 7 cards a row, not an array of shape {hands.shape}")
    if hands.shape[1] == 7:
        out = seven[_CARD_KEY7[hands].sum(axis=1)].astype(np.int32)
    else:
        out = values[np.searchsorted(keys, _CARD_POW5[hands].sum(axis=1))].astype(np.int32)
    # Five or more of a suit: a count nibble of 5..7 (adding 3 sets its high bit).
    counts = _CARD_SUIT[hands].sum(axis=1)
    suited = np.flatnonzero((counts + 0x3333) & 0x8888)
    if suited.size:
        rows = hands[suited]
        nibble = (counts[suited] + 0x3333) & 0x8888
        suit = np.log2(nibble).astype(np.intp) // 4  # the one suit with five or more
        mask = (_CARD_BIT[rows] * ((rows & 3) == suit[:, None])).sum(axis=1)
        out[suited] = np.minimum(out[suited], flush[mask])
    ranked: np.ndarray = out
    return ranked


def rank_with(rows: np.ndarray, common: Sequence[int]) -> np.ndarray:
    """:func:`rank_batch` of each row of ``rows`` (an int array (N, k) of card indices) with
    the cards ``common`` added to it: the common cards' keys are summed once, not gathered
    for every row (every holding on one board, every card to come on one hand)."""
    keys, values, seven, flush = _tables()
    rows = np.asarray(rows, dtype=np.intp)
    shared = np.asarray(common, dtype=np.intp)
    if rows.ndim != 2 or not 5 <= rows.shape[1] + len(shared) <= 7:
        raise ValueError(f"rows of shape {rows.shape} and {len(shared)} common cards are not "
                         "hands of 5 to 7 cards")
    if rows.shape[1] + len(shared) == 7:
        out = seven[_CARD_KEY7[rows].sum(axis=1) + _CARD_KEY7[shared].sum()].astype(np.int32)
    else:
        out = values[np.searchsorted(keys, _CARD_POW5[rows].sum(axis=1)
                                     + _CARD_POW5[shared].sum())].astype(np.int32)
    # A possible flush (see rank_batch): those few rows take the whole path.
    counts = _CARD_SUIT[rows].sum(axis=1) + _CARD_SUIT[shared].sum()
    suited = np.flatnonzero((counts + 0x3333) & 0x8888)
    if suited.size:
        whole = np.broadcast_to(shared, (suited.size, len(shared)))
        out[suited] = rank_batch(np.concatenate([rows[suited], whole], axis=1))
    ranked: np.ndarray = out
    return ranked


def rank(cards: Sequence[Card]) -> int:
    """treys' rank of one hand of 5 to 7 treys cards (the batch path, for one)."""
    return int(rank_batch(np.array([indices(cards)]))[0])
