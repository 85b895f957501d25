"""A no-limit table session: seats and stacks, the moving button, the session limit.

A :class:`Table` has 2 to 9 seats with fixed numbers (the UI draws them in
place). Each hand is dealt to the seats that still have chips, numbered
0..k-1 in the hand in clockwise order (``hand_seats`` maps them back).
After a hand the stacks are updated, busted seats leave, and the button
moves to the next seat still playing, clockwise; the blinds follow it. A
session ends when one player is left, after a number of hands, or once a
number of minutes has passed (checked between hands, with an injectable
clock); there is no cash-out.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Callable, Optional, Sequence

from ..cards import Card, make_rng
from ..errors import TableError as TableError  # re-exported
from .hand import NLHand
from .outcome import HandOutcome
from .setup import HandSetup, SetupError, verify_stakes

ONE_PLAYER_LEFT, HAND_LIMIT, TIME_LIMIT = "one_player_left", "hand_limit", "time_limit"




@dataclass
class TableSeat:
    """One seat of the table: its fixed number, the player's name and stack."""

    number: int
    name: str
    stack: int

    @property
    def playing(self) -> bool:
        return self.stack > 0


@dataclass(frozen=True)
class HandRecord:
    """A finished hand as the table keeps it: which table seats played, and how it ended."""

    number: int
    hand_seats: tuple[int, ...]
    setup: HandSetup
    outcome: HandOutcome


class Table:
    """A session of no-limit hands at one table.

    ``max_hands`` and ``max_minutes`` (either, both or neither) limit the
    session; ``clock`` returns seconds (``time.monotonic`` by default) and is
    read when the table is made and before each hand.
    """

    def __init__(self, stacks: Sequence[int], small_blind: int, big_blind: int, ante: int = 0,
                 *, button: int = 0, names: Optional[Sequence[str]] = None,
                 max_hands: Optional[int] = None, max_minutes: Optional[float] = None,
                 clock: Callable[[], float] = time.monotonic,
                 rng: Optional[random.Random] = None) -> None:
        verify_stakes(stacks, button, small_blind, big_blind, ante)
        names = list(names) if names is not None else [f"Seat {i}" for i in range(len(stacks))]
        if len(names) != len(stacks):
            raise SetupError("one name per seat")
        self.seats = [TableSeat(i, n, s) for i, (n, s) in enumerate(zip(names, stacks, strict=True))]
        self.small_blind, self.big_blind, self.ante = small_blind, big_blind, ante
        self.button = button
        self.max_hands, self.max_minutes = max_hands, max_minutes
        self._clock = clock
        self._started = clock()
        self._rng = rng or make_rng()
        self.hand: Optional[NLHand] = None
        self.hand_seats: tuple[int, ...] = ()
        self.finished: list[HandRecord] = []

    # -- the session ---------------------------------------------------------------------
    @property
    def hands_played(self) -> int:
        return len(self.finished)

    @property
    def playing(self) -> list[TableSeat]:
        """The seats still in the session, in seat order."""
        return [s for s in self.seats if s.playing]

    @property
    def elapsed_minutes(self) -> float:
        return (self._clock() - self._started) / 60

    @property
    def end_reason(self) -> Optional[str]:
        """Why the session is over (``one_player_left``, ``hand_limit``, ``time_limit``)."""
        if len(self.playing) < 2:
            return ONE_PLAYER_LEFT
        if self.max_hands is not None and self.hands_played >= self.max_hands:
            return HAND_LIMIT
        if self.max_minutes is not None and self.elapsed_minutes >= self.max_minutes:
            return TIME_LIMIT
        return None

    @property
    def session_over(self) -> bool:
        return self.hand is None and self.end_reason is not None

    # -- positions -------------------------------------------------------------------------
    def table_seat(self, hand_seat: int) -> int:
        """The table seat number of a seat of the current hand."""
        return self.hand_seats[hand_seat]

    def hand_seat(self, table_seat: int) -> Optional[int]:
        """The seat in the current hand of a table seat (None when it is not dealt in)."""
        return self.hand_seats.index(table_seat) if table_seat in self.hand_seats else None

    def _next_playing(self, after: int) -> int:
        n = len(self.seats)
        for k in range(1, n + 1):
            seat = self.seats[(after + k) % n]
            if seat.playing:
                return seat.number
        raise TableError("nobody is left at the table")

    # -- hands -----------------------------------------------------------------------------
    def start_hand(self, hole_cards: Optional[Sequence[Sequence[Card]]] = None,
                   board: Optional[Sequence[Card]] = None) -> NLHand:
        """Deal the next hand to the seats still playing (cards not given come from rng)."""
        if self.hand is not None:
            raise TableError("finish the hand in play first")
        reason = self.end_reason
        if reason is not None:
            raise TableError(f"the session is over ({reason.replace('_', ' ')})")
        if not self.seats[self.button].playing:
            self.button = self._next_playing(self.button)
        players = self.playing
        self.hand_seats = tuple(s.number for s in players)
        self.hand = NLHand.deal([s.stack for s in players], self.hand_seats.index(self.button),
                                self.small_blind, self.big_blind, self.ante, rng=self._rng,
                                hole_cards=hole_cards, board=board)
        return self.hand

    def finish_hand(self) -> HandRecord:
        """Pay the finished hand, let busted seats leave and move the button."""
        hand = self.hand
        if hand is None or not hand.is_over:
            raise TableError("there is no finished hand to pay")
        outcome = hand.outcome
        assert outcome is not None  # the hand is over
        for i, chips in enumerate(outcome.final_stacks):
            self.seats[self.hand_seats[i]].stack = chips
        record = HandRecord(self.hands_played + 1, self.hand_seats, hand.setup, outcome)
        self.finished.append(record)
        self.hand = None
        if len(self.playing) >= 2:
            self.button = self._next_playing(self.button)
        return record
