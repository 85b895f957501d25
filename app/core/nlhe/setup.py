"""What a no-limit hand starts from: stacks, button, blinds, ante and the cards.

:class:`HandSetup` is frozen and complete enough to replay the hand: the
state of a hand is always its setup plus its actions. The board may hold
fewer than five cards (a scenario gives only the streets it reaches); the
hand says how many it needs (``NLHand.board_needed``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Optional, Sequence

from ..cards import Card, CardError, Deck, make_rng, verify_distinct
from ..errors import SetupError as SetupError, pairs, said  # SetupError re-exported
from ..safe_repr import short_repr
from ..text import QT_TRANSLATE_NOOP

MIN_SEATS, MAX_SEATS = 2, 9
MAX_NAME = 16  # a seat's name, in characters: one line of its plate

MAX_CHIPS = 10**12  # far beyond any table


def _chips(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value <= MAX_CHIPS


def verify_stakes(stacks: Sequence[int], button: int, small_blind: int, big_blind: int,
                 ante: int) -> None:
    """Raise SetupError naming the field when the seats, button, blinds or ante are wrong."""
    n = len(stacks)
    if not MIN_SEATS <= n <= MAX_SEATS:
        raise SetupError(said(QT_TRANSLATE_NOOP(
            "Errors", "'stacks' needs {least} to {most} seats, not {count}"),
            least=MIN_SEATS, most=MAX_SEATS, count=n))
    for seat, stack in enumerate(stacks):
        if not _chips(stack) or stack <= 0:
            raise SetupError(said(QT_TRANSLATE_NOOP(
                "Errors", "'stacks': seat {seat} has {value}; every stack must be a positive "
                "whole number of chips, at most {most}"),
                seat=seat, value=short_repr(stack), most=MAX_CHIPS))
    if not _chips(button) or not 0 <= button < n:
        raise SetupError(said(QT_TRANSLATE_NOOP(
            "Errors", "'button' must be a seat from 0 to {last}, not {value}"),
            last=n - 1, value=short_repr(button)))
    for key, value in (("small_blind", small_blind), ("big_blind", big_blind)):
        if not _chips(value) or value <= 0:
            raise SetupError(said(QT_TRANSLATE_NOOP(
                "Errors", "'{key}' must be a positive whole number of chips, not {value}"),
                key=key, value=short_repr(value)))
    if small_blind > big_blind:
        raise SetupError(said(QT_TRANSLATE_NOOP(
            "Errors", "'small_blind' ({small}) cannot be more than 'big_blind' ({big})"),
            small=small_blind, big=big_blind))
    if not _chips(ante) or ante < 0:
        raise SetupError(said(QT_TRANSLATE_NOOP(
            "Errors", "'ante' must be a whole number of chips, 0 or more, not {value}"),
            value=short_repr(ante)))


@dataclass(frozen=True)
class HandSetup:
    """The fixed facts of one hand; seats 0..n-1 clockwise, every one dealt in.

    ``hole_cards`` is empty when nobody's cards are known (a decision point needs none);
    the showdown then refuses to settle.
    """

    stacks: tuple[int, ...]
    button: int
    small_blind: int
    big_blind: int
    ante: int
    hole_cards: tuple[tuple[Card, Card], ...]
    board: tuple[Card, ...]

    def __post_init__(self) -> None:
        verify_stakes(self.stacks, self.button, self.small_blind, self.big_blind, self.ante)
        n = len(self.stacks)
        if self.hole_cards and len(self.hole_cards) != n:
            raise SetupError(said(QT_TRANSLATE_NOOP(
                "Errors", "'hole_cards' needs one pair of cards per seat: {seats} seats, {got}"),
                seats=n, got=pairs(len(self.hole_cards))))
        for seat, pair in enumerate(self.hole_cards):
            if len(pair) != 2:
                raise SetupError(said(QT_TRANSLATE_NOOP(
                    "Errors", "'hole_cards': seat {seat} needs 2 cards, not {count}"),
                    seat=seat, count=len(pair)))
        if len(self.board) > 5:
            raise SetupError(said(QT_TRANSLATE_NOOP(
                "Errors", "'board' holds at most 5 cards, not {count}"), count=len(self.board)))
        try:
            verify_distinct([c for pair in self.hole_cards for c in pair] + list(self.board))
        except CardError as e:
            raise SetupError(e) from None

    @property
    def seats(self) -> int:
        return len(self.stacks)

    @classmethod
    def deal(cls, stacks: Sequence[int], button: int, small_blind: int, big_blind: int,
             ante: int = 0, *, rng: Optional[random.Random] = None,
             hole_cards: Optional[Sequence[Sequence[Card]]] = None,
             board: Optional[Sequence[Card]] = None) -> "HandSetup":
        """A setup whose missing cards are dealt from a shuffled deck.

        ``hole_cards`` and ``board`` given are used as they are (a short board
        stays short); None deals them: every hole card, or all five board cards.
        """
        given = [c for pair in (hole_cards or ()) for c in pair] + list(board or ())
        try:
            verify_distinct(given)
        except CardError as e:
            raise SetupError(e) from None
        deck = Deck(rng or make_rng(), exclude=given)
        hole: tuple[tuple[Card, ...], ...]
        if hole_cards is None:
            hole = tuple(tuple(deck.deal(2)) for _ in stacks)
        else:
            hole = tuple(tuple(pair) for pair in hole_cards)
        dealt_board = tuple(deck.deal(5)) if board is None else tuple(board)
        # Given pairs may have the wrong number of cards: the setup's own check refuses them.
        return cls(tuple(stacks), button, small_blind, big_blind, ante,
                   hole, dealt_board)  # type: ignore[arg-type]
