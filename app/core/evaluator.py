"""Hand evaluation on treys: category, comparable strength, the best five cards.

treys ranks every five-card hand from 1 (a royal flush) to 7462 (seven high);
a lower rank is a stronger hand and equal ranks are exact ties (suits never
break ties). :class:`HandValue` wraps that rank with the category, the rank
of a pair and, computed only when asked, the five cards that make the hand.
"""

from __future__ import annotations

import enum
import itertools
from bisect import bisect_left
from collections import Counter
from functools import cached_property, lru_cache
from typing import Sequence

from treys import Evaluator
from treys.lookup import LookupTable

from .cards import Card, parse_cards, rank_index
from .text import QT_TRANSLATE_NOOP, Line, Term, Translate


class Category(enum.IntEnum):
    """Hand categories, the highest first (the value is treys' rank class)."""

    ROYAL_FLUSH = 0
    STRAIGHT_FLUSH = 1
    FOUR_OF_A_KIND = 2
    FULL_HOUSE = 3
    FLUSH = 4
    STRAIGHT = 5
    THREE_OF_A_KIND = 6
    TWO_PAIR = 7
    ONE_PAIR = 8
    HIGH_CARD = 9

    @property
    def id(self) -> str:
        """The scenario id: ``royal_flush`` .. ``high_card``."""
        return self.name.lower()

    @property
    def term(self) -> Term:
        return _CATEGORY_TERMS[self]


_CATEGORIES = tuple(Category)
_CATEGORY_TEXT = {
    Category.ROYAL_FLUSH: QT_TRANSLATE_NOOP("Rules", "royal flush"),
    Category.STRAIGHT_FLUSH: QT_TRANSLATE_NOOP("Rules", "straight flush"),
    Category.FOUR_OF_A_KIND: QT_TRANSLATE_NOOP("Rules", "four of a kind"),
    Category.FULL_HOUSE: QT_TRANSLATE_NOOP("Rules", "full house"),
    Category.FLUSH: QT_TRANSLATE_NOOP("Rules", "flush"),
    Category.STRAIGHT: QT_TRANSLATE_NOOP("Rules", "straight"),
    Category.THREE_OF_A_KIND: QT_TRANSLATE_NOOP("Rules", "three of a kind"),
    Category.TWO_PAIR: QT_TRANSLATE_NOOP("Rules", "two pair"),
    Category.ONE_PAIR: QT_TRANSLATE_NOOP("Rules", "one pair"),
    Category.HIGH_CARD: QT_TRANSLATE_NOOP("Rules", "high card"),
}

PAIR_NAMES = (
    ("twos", QT_TRANSLATE_NOOP("Rules", "pair of twos")),
    ("threes", QT_TRANSLATE_NOOP("Rules", "pair of threes")),
    ("fours", QT_TRANSLATE_NOOP("Rules", "pair of fours")),
    ("fives", QT_TRANSLATE_NOOP("Rules", "pair of fives")),
    ("sixes", QT_TRANSLATE_NOOP("Rules", "pair of sixes")),
    ("sevens", QT_TRANSLATE_NOOP("Rules", "pair of sevens")),
    ("eights", QT_TRANSLATE_NOOP("Rules", "pair of eights")),
    ("nines", QT_TRANSLATE_NOOP("Rules", "pair of nines")),
    ("tens", QT_TRANSLATE_NOOP("Rules", "pair of tens")),
    ("jacks", QT_TRANSLATE_NOOP("Rules", "pair of jacks")),
    ("queens", QT_TRANSLATE_NOOP("Rules", "pair of queens")),
    ("kings", QT_TRANSLATE_NOOP("Rules", "pair of kings")),
    ("aces", QT_TRANSLATE_NOOP("Rules", "pair of aces")),
)

RANK_WORDS = (
    ("two", QT_TRANSLATE_NOOP("Rules", "two")),
    ("three", QT_TRANSLATE_NOOP("Rules", "three")),
    ("four", QT_TRANSLATE_NOOP("Rules", "four")),
    ("five", QT_TRANSLATE_NOOP("Rules", "five")),
    ("six", QT_TRANSLATE_NOOP("Rules", "six")),
    ("seven", QT_TRANSLATE_NOOP("Rules", "seven")),
    ("eight", QT_TRANSLATE_NOOP("Rules", "eight")),
    ("nine", QT_TRANSLATE_NOOP("Rules", "nine")),
    ("ten", QT_TRANSLATE_NOOP("Rules", "ten")),
    ("jack", QT_TRANSLATE_NOOP("Rules", "jack")),
    ("queen", QT_TRANSLATE_NOOP("Rules", "queen")),
    ("king", QT_TRANSLATE_NOOP("Rules", "king")),
    ("ace", QT_TRANSLATE_NOOP("Rules", "ace")),
)
RANK_TERMS = tuple(Term(name, text) for name, text in RANK_WORDS)  # by rank, 0 = two
# Five ranks in the order they are compared, as in "seven-seven-ace-king-nine".
FIVE_RANKS = QT_TRANSLATE_NOOP("Rules", "{first}-{second}-{third}-{fourth}-{fifth}")

_CATEGORY_TERMS = {c: Term(c.name.lower(), text) for c, text in _CATEGORY_TEXT.items()}
_PAIR_TERMS = tuple(Term(f"pair_of_{name}", text) for name, text in PAIR_NAMES)
# Every name HandValue.term gives a hand, by id: the categories, one pair by its rank.
HAND_TERMS = {t.id: t for t in (*(v for c, v in _CATEGORY_TERMS.items()
                                  if c is not Category.ONE_PAIR), *_PAIR_TERMS)}

# Upper rank bound (inclusive) of each category, in category order.
_CLASS_BOUNDS = (
    LookupTable.MAX_ROYAL_FLUSH,
    LookupTable.MAX_STRAIGHT_FLUSH,
    LookupTable.MAX_FOUR_OF_A_KIND,
    LookupTable.MAX_FULL_HOUSE,
    LookupTable.MAX_FLUSH,
    LookupTable.MAX_STRAIGHT,
    LookupTable.MAX_THREE_OF_A_KIND,
    LookupTable.MAX_TWO_PAIR,
    LookupTable.MAX_PAIR,
    LookupTable.MAX_HIGH_CARD,
)


@lru_cache(maxsize=1)
def _evaluator() -> Evaluator:
    # Building treys' lookup tables takes a noticeable moment: do it once, lazily.
    return Evaluator()


_COMBOS = {n: tuple(itertools.combinations(range(n), 5)) for n in (6, 7)}


def category_of(rank: int) -> Category:
    """The category of a treys rank."""
    if not 1 <= rank <= LookupTable.MAX_HIGH_CARD:
        raise ValueError(f"not a treys hand rank: {rank}")
    return _CATEGORIES[bisect_left(_CLASS_BOUNDS, rank)]


def rank_cards(cards: Sequence[Card]) -> int:
    """The treys rank (1 best .. 7462 worst) of the best five of 5 to 7 cards.

    treys tries all 21 five-card subsets of seven cards through a function
    call each. Without five cards of one suit no subset can be a flush, so
    here the best rank depends on the cards' ranks alone: their product of
    primes names that multiset of ranks, and its rank is worked out once (the
    subsets looked up by their prime products in treys' own table) and kept
    (:data:`_UNSUITED_BEST`). Hands with a possible flush go to treys.
    """
    ev = _evaluator()
    n = len(cards)
    rank: int  # treys is untyped: its ranks are ints
    if n == 5:
        rank = ev._five(cards)
        return rank
    suits = 0
    product = 1
    for c in cards:
        suits += _SUIT_COUNT[c & 0xF000]
        product *= c & 0xFF
    if (suits + 0x3333) & 0x8888:  # a suit's count of five or more sets its nibble's top bit
        rank = ev.hand_size_map[n](list(cards))
        return rank
    best = _UNSUITED_BEST.get(product)
    if best is None:
        best = _UNSUITED_BEST[product] = _best_unsuited(cards)
    return best


# Each card's suit (treys' one-hot suit bits) as a count of one in the suit's own four bits.
_SUIT_COUNT = {0x1000: 1, 0x2000: 1 << 4, 0x4000: 1 << 8, 0x8000: 1 << 12}
# The best rank of 6 or 7 cards without a flush, by the product of their ranks' primes
# (one multiset of ranks each): at most 49,205 multisets of seven and 18,395 of six.
_UNSUITED_BEST: dict[int, int] = {}


def _best_unsuited(cards: Sequence[Card]) -> int:
    """The best rank of 6 or 7 cards that cannot make a flush: every five-card subset looked
    up by its prime product in treys' table."""
    p = [c & 0xFF for c in cards]
    table: dict[int, int] = _evaluator().table.unsuited_lookup
    return min([table[p[a] * p[b] * p[c] * p[d] * p[e]] for a, b, c, d, e in _COMBOS[len(p)]])


@lru_cache(maxsize=None)
def _rank_of_text(cards: str) -> int:
    return rank_cards(parse_cards(cards.split()))


def worst_rank_of(cards: str) -> int:
    """The rank of a five-card hand written as text (for thresholds)."""
    return _rank_of_text(cards)


class HandValue:
    """The value of the best five-card hand among 5 to 7 cards."""

    def __init__(self, cards: Sequence[Card], rank: int | None = None) -> None:
        self.cards = tuple(cards)
        self.rank = rank_cards(self.cards) if rank is None else rank
        self.category = category_of(self.rank)

    @cached_property
    def best_five(self) -> tuple[Card, ...]:
        """The five cards that make the hand (the first such set, in card order)."""
        if len(self.cards) == 5:
            return self.cards
        five = _evaluator()._five
        for combo in itertools.combinations(self.cards, 5):
            if five(combo) == self.rank:
                return combo
        raise AssertionError("no five cards make the evaluated rank")

    @property
    def pair_rank(self) -> int | None:
        """For one pair: the paired rank (0 = deuces .. 12 = aces); else None.

        treys orders one-pair hands by the pair first, then by three kickers
        (C(12, 3) = 220 hands per pair), so the pair follows from the rank alone.
        """
        if self.category is not Category.ONE_PAIR:
            return None
        max_two_pair: int = LookupTable.MAX_TWO_PAIR
        return 12 - (self.rank - max_two_pair - 1) // 220

    @property
    def term(self) -> Term:
        """The hand in words: its category, or the pair's rank for one pair."""
        pair = self.pair_rank
        return _CATEGORY_TERMS[self.category] if pair is None else _PAIR_TERMS[pair]

    @cached_property
    def ranks(self) -> tuple[int, ...]:
        """The ranks of the best five (0 = two .. 12 = ace) in the order hands are compared:
        the largest group first (the four, the three, the pairs, higher pair first), then
        the kickers high to low; a five-high straight runs five down to the ace."""
        rs = [rank_index(c) for c in self.best_five]
        counts = Counter(rs)
        order = tuple(sorted(rs, key=lambda r: (counts[r], r), reverse=True))
        if self.category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH) and \
                order == (12, 3, 2, 1, 0):
            return (3, 2, 1, 0, 12)
        return order

    def ranks_line(self) -> Line:
        """The five ranks in words, in the order they are compared."""
        words = [RANK_TERMS[r] for r in self.ranks]
        return Line.of(FIVE_RANKS, **dict(zip(("first", "second", "third", "fourth", "fifth"),
                                               words, strict=True)))

    def beats(self, other: "HandValue") -> bool:
        return self.rank < other.rank

    def ties(self, other: "HandValue") -> bool:
        return self.rank == other.rank

    def __repr__(self) -> str:
        return f"HandValue({self.category.id}, rank={self.rank})"


def deciding_ranks(a: HandValue, b: HandValue) -> tuple[int, int] | None:
    """The first ranks, in the order they are compared, where two different hands of one
    category part (``a``'s, ``b``'s); None when the hands tie or differ in category."""
    if a.category is not b.category or a.rank == b.rank:
        return None
    for x, y in zip(a.ranks, b.ranks, strict=True):
        if x != y:
            return x, y
    raise AssertionError("hands of different ranks with the same five ranks")


class RanksOf:
    """A hand's five ranks in words, worked out only when the sentence is read (settling
    a hand need not find its best five cards)."""

    def __init__(self, value: HandValue) -> None:
        self.value = value

    def render(self, translate: Translate) -> str:
        return self.value.ranks_line().render(translate)


class DecidingRank:
    """The rank of ``a`` (``side`` 0) or ``b`` (1) that decides between them, in words,
    worked out when read."""

    def __init__(self, a: HandValue, b: HandValue, side: int) -> None:
        self.a, self.b, self.side = a, b, side

    def render(self, translate: Translate) -> str:
        ranks = deciding_ranks(self.a, self.b)
        assert ranks is not None, "only hands of one category that differ have a deciding rank"
        return RANK_TERMS[ranks[self.side]].render(translate)
