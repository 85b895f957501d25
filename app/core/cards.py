"""Cards, decks and the one injectable random source.

A card is a treys integer (Cactus Kev encoding), so evaluation needs no
conversion; this module parses and formats them in the project's notation
(``As``, ``Td``; ``10d`` and lower case are accepted on input).
"""

from __future__ import annotations

import random
from typing import Iterable, Sequence

from treys import Card as _TreysCard

from .errors import CardError as CardError, said  # CardError re-exported: its old home
from .safe_repr import short_repr
from .text import QT_TRANSLATE_NOOP

RANKS = "23456789TJQKA"
SUITS = "shdc"

Card = int  # a treys card integer




def two(cards: Sequence[Card]) -> tuple[Card, Card]:
    """Exactly two cards as a pair (ValueError for any other number)."""
    a, b = cards
    return a, b


def five(cards: Sequence[Card]) -> tuple[Card, Card, Card, Card, Card]:
    """Exactly five cards as a board (ValueError for any other number)."""
    a, b, c, d, e = cards
    return a, b, c, d, e


def _build_tables() -> tuple[dict[str, int], dict[int, str]]:
    by_text: dict[str, int] = {}
    by_int: dict[int, str] = {}
    for r in RANKS:
        for s in SUITS:
            value = _TreysCard.new(r + s)
            by_text[r + s] = value
            by_int[value] = r + s
    return by_text, by_int


_BY_TEXT, _BY_INT = _build_tables()
FULL_DECK: tuple[Card, ...] = tuple(_BY_TEXT.values())


def parse_card(text: str) -> Card:
    """Return the card written ``text`` (``As``, ``td``, ``10h``); raise CardError."""
    if not isinstance(text, str):
        raise _not_a_card(text)
    t = text.strip()
    if len(t) == 3 and t[:2] == "10":
        t = "T" + t[2]
    if len(t) == 2:
        key = t[0].upper() + t[1].lower()
        if key in _BY_TEXT:
            return _BY_TEXT[key]
    raise _not_a_card(text)


def _not_a_card(text: object) -> CardError:
    return CardError(said(QT_TRANSLATE_NOOP(
        "Errors", "{text} is not a card (write it like 'As' or 'Td')"), text=short_repr(text)))


def parse_cards(texts: Iterable[str]) -> list[Card]:
    """Parse several cards."""
    return [parse_card(t) for t in texts]


def card_text(card: Card) -> str:
    """The canonical text of a card: rank then suit, e.g. ``Td``."""
    return _BY_INT[card]


def cards_text(cards: Iterable[Card]) -> str:
    """Cards as one space-separated string."""
    return " ".join(_BY_INT[c] for c in cards)


def rank_index(card: Card) -> int:
    """0 for a deuce up to 12 for an ace."""
    return (card >> 8) & 0xF


def suit_char(card: Card) -> str:
    """The suit letter of a card (``s``, ``h``, ``d`` or ``c``)."""
    return _BY_INT[card][1]


def rank_char(card: Card) -> str:
    """The rank letter of a card (``2`` .. ``A``)."""
    return _BY_INT[card][0]


def verify_distinct(cards: Sequence[Card]) -> None:
    """Raise CardError naming the first card that appears twice."""
    seen: set[int] = set()
    for c in cards:
        if c in seen:
            raise CardError(said(QT_TRANSLATE_NOOP("Errors", "the card {card} appears twice"),
                                 card=card_text(c)))
        seen.add(c)


def make_rng(seed: int | None = None) -> random.Random:
    """The project's random source: seeded when ``seed`` is given, else OS entropy."""
    if seed is None:
        return random.SystemRandom()
    return random.Random(seed)


class Deck:
    """A shuffled 52-card deck that deals from the top and never repeats a card."""

    def __init__(self, rng: random.Random | None = None, exclude: Iterable[Card] = ()) -> None:
        excluded = set(exclude)
        self._cards = [c for c in FULL_DECK if c not in excluded]
        (rng or make_rng()).shuffle(self._cards)

    def __len__(self) -> int:
        return len(self._cards)

    def deal(self, n: int = 1) -> list[Card]:
        """Take ``n`` cards from the top; raise CardError when the deck runs out."""
        if n > len(self._cards):
            raise CardError(f"cannot deal {n} cards: only {len(self._cards)} left")
        dealt, self._cards = self._cards[:n], self._cards[n:]
        return dealt


SUIT_SYMBOLS = {"s": "\u2660", "h": "\u2665", "d": "\u2666", "c": "\u2663"}


def card_symbol(card: Card) -> str:
    """A card as a dealer writes it and the table shows it: ``10♥``, ``K♠``."""
    r = rank_char(card)
    return ("10" if r == "T" else r) + SUIT_SYMBOLS[suit_char(card)]


class ShownCards(tuple[Card, ...]):
    """Cards in a sentence: rendered as the table shows them (``10♥ K♠``) in every
    language; ``str()`` keeps the scenario text (``Th Ks``)."""

    def render(self, translate: object = None) -> str:
        return " ".join(card_symbol(c) for c in self)

    def __str__(self) -> str:
        return cards_text(self)


def shown_cards(cards: Iterable[Card]) -> ShownCards:
    return ShownCards(cards)

