"""Seven cards whose best five is a chosen category, built directly rather than dealt.

A dealer learns to read a straight flush by seeing many of them, but a
random deal shows one in 3,200 hands. :func:`seven_cards` builds the hand
instead: it chooses the best five of the asked category at random (a straight
flush that is not royal, a flush that is not a straight, a high card hand with
no pair, straight or flush...), adds two random cards, and keeps them only if
the evaluator still reads exactly that category (a fill card that would make
the hand better is drawn again). Everything comes from the one ``rng``, so a
seed gives the same seven cards every time.
"""

from __future__ import annotations

import random
from typing import Callable

from ..cards import FULL_DECK, Card, rank_index
from ..errors import HandBuildError
from ..evaluator import Category, category_of, rank_cards

ACE, FIVE = 12, 3  # rank indexes: 0 is a deuce, 12 an ace
FILLS = 64  # draws of the two other cards for one best five
ATTEMPTS = 32  # best fives tried before giving up

_BY_RANK: tuple[tuple[Card, ...], ...] = tuple(
    tuple(c for c in FULL_DECK if rank_index(c) == r)
    for r in range(13))  # four cards a rank, one per suit, in the same suit order




def _card(rank: int, suit: int) -> Card:
    return _BY_RANK[rank][suit]


def _run(top: int) -> list[int]:
    """The five ranks of the straight whose highest card is ``top`` (3 is the wheel, 5 high)."""
    return [ACE, 0, 1, 2, 3] if top == FIVE else list(range(top - 4, top + 1))


def _is_straight(ranks: list[int]) -> bool:
    s = sorted(set(ranks))
    return len(s) == 5 and (s[4] - s[0] == 4 or s == [0, 1, 2, 3, ACE])


def _suits(rng: random.Random, n: int) -> list[int]:
    return [rng.randrange(4) for _ in range(n)]


def _unpaired(rng: random.Random, n: int) -> list[int]:
    """``n`` different ranks that are not five in a row."""
    while True:
        ranks = rng.sample(range(13), n)
        if n < 5 or not _is_straight(ranks):
            return ranks


def _mixed(rng: random.Random, ranks: list[int]) -> list[Card]:
    """One card of each rank, in suits that are not all the same."""
    while True:
        suits = _suits(rng, len(ranks))
        if len(set(suits)) > 1:
            return [_card(r, s) for r, s in zip(ranks, suits, strict=True)]


def _of_a_kind(rng: random.Random, rank: int, n: int) -> list[Card]:
    return [_card(rank, s) for s in rng.sample(range(4), n)]


def _royal_flush(rng: random.Random) -> list[Card]:
    suit = rng.randrange(4)
    return [_card(r, suit) for r in _run(ACE)]


def _straight_flush(rng: random.Random) -> list[Card]:
    suit = rng.randrange(4)
    return [_card(r, suit) for r in _run(rng.randint(FIVE, ACE - 1))]  # five high to king high


def _four_of_a_kind(rng: random.Random) -> list[Card]:
    quad, kicker = rng.sample(range(13), 2)
    return _of_a_kind(rng, quad, 4) + [_card(kicker, rng.randrange(4))]


def _full_house(rng: random.Random) -> list[Card]:
    trips, pair = rng.sample(range(13), 2)
    return _of_a_kind(rng, trips, 3) + _of_a_kind(rng, pair, 2)


def _flush(rng: random.Random) -> list[Card]:
    suit = rng.randrange(4)
    return [_card(r, suit) for r in _unpaired(rng, 5)]


def _straight(rng: random.Random) -> list[Card]:
    return _mixed(rng, _run(rng.randint(FIVE, ACE)))


def _three_of_a_kind(rng: random.Random) -> list[Card]:
    trips, *kickers = rng.sample(range(13), 3)
    return _of_a_kind(rng, trips, 3) + _mixed(rng, kickers)


def _two_pair(rng: random.Random) -> list[Card]:
    high, low, kicker = rng.sample(range(13), 3)
    return _of_a_kind(rng, high, 2) + _of_a_kind(rng, low, 2) + [_card(kicker, rng.randrange(4))]


def _one_pair(rng: random.Random) -> list[Card]:
    pair, *kickers = rng.sample(range(13), 4)
    return _of_a_kind(rng, pair, 2) + _mixed(rng, kickers)


def _high_card(rng: random.Random) -> list[Card]:
    return _mixed(rng, _unpaired(rng, 5))


_BEST_FIVE: dict[Category, Callable[[random.Random], list[Card]]] = {
    Category.ROYAL_FLUSH: _royal_flush,
    Category.STRAIGHT_FLUSH: _straight_flush,
    Category.FOUR_OF_A_KIND: _four_of_a_kind,
    Category.FULL_HOUSE: _full_house,
    Category.FLUSH: _flush,
    Category.STRAIGHT: _straight,
    Category.THREE_OF_A_KIND: _three_of_a_kind,
    Category.TWO_PAIR: _two_pair,
    Category.ONE_PAIR: _one_pair,
    Category.HIGH_CARD: _high_card,
}


def best_five(category: Category, rng: random.Random) -> list[Card]:
    """Five random cards that are exactly ``category`` (a straight flush is not royal...)."""
    return _BEST_FIVE[category](rng)


def seven_cards(category: Category, rng: random.Random) -> list[Card]:
    """Seven distinct cards, in random order, whose best five is exactly ``category``.

    The two cards beside the best five are random cards that do not lift
    the hand to another category; the evaluator checks every hand. Raises
    :class:`HandBuildError` rather than return another category.
    """
    for _ in range(ATTEMPTS):
        five = best_five(category, rng)
        rest = [c for c in FULL_DECK if c not in five]
        for _ in range(FILLS):
            seven = five + rng.sample(rest, 2)
            if category_of(rank_cards(seven)) is category:
                rng.shuffle(seven)
                return seven
    raise HandBuildError(f"no seven cards making a {category.id} were found")
