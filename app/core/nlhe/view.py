"""What a computer player may see of a hand: its own cards and everything public.

:func:`view_of` copies, from a hand in play, the seat's two cards, the open
board, stacks, bets, the pot, the public actions and the legal set the engine
offers, plus the cards shown at earlier showdowns of the session. The view
holds numbers, cards and frozen records only: nothing in it leads back to the
hand, its setup (the other seats' cards, the cards to come) or the table.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from ..cards import Card
from .actions import BET, CALL, RAISE, LegalActions, Street
from .hand import NLHand


@dataclass(frozen=True, slots=True)
class PublicAction:
    """One action as everyone at the table saw it (what it became, not what was asked)."""

    seat: int
    street: Street
    kind: str
    to: int
    added: int
    all_in: bool

    @property
    def aggressive(self) -> bool:
        return self.kind in (BET, RAISE)


@dataclass(frozen=True, slots=True)
class Shown:
    """Cards a player showed at an earlier showdown of the session (``player`` is its
    table seat number)."""

    hand_number: int
    player: int
    cards: tuple[Card, Card]


@dataclass(frozen=True, slots=True)
class PlayerView:
    """The seat to act's view of the hand; ``players`` are the table seat numbers of the
    hand's seats (so a player can follow an opponent from hand to hand)."""

    seat: int
    hole: tuple[Card, Card]
    board: tuple[Card, ...]
    street: Street
    button: int
    small_blind: int
    big_blind: int
    ante: int
    stacks: tuple[int, ...]
    bets: tuple[int, ...]
    contributed: tuple[int, ...]
    folded: tuple[bool, ...]
    legal: LegalActions
    history: tuple[PublicAction, ...]
    players: tuple[int, ...]
    shown: tuple[Shown, ...] = ()

    @property
    def n(self) -> int:
        return len(self.stacks)

    @property
    def pot(self) -> int:
        """Every chip in the middle, this street's bets included."""
        return sum(self.contributed)

    @property
    def opponents(self) -> tuple[int, ...]:
        """The other seats still in the hand, all-in ones included."""
        return tuple(s for s in range(self.n) if s != self.seat and not self.folded[s])

    def acted(self, street: Street) -> tuple[PublicAction, ...]:
        return tuple(a for a in self.history if a.street == street)

    @property
    def preflop_raises(self) -> int:
        return sum(a.aggressive for a in self.acted(Street.PREFLOP))

    @property
    def limpers(self) -> int:
        """Calls before the flop ahead of any raise."""
        count = 0
        for a in self.acted(Street.PREFLOP):
            if a.aggressive:
                break
            count += a.kind == CALL
        return count

    @property
    def last_aggressor(self) -> Optional[int]:
        """The seat that made the last bet or raise of the hand so far."""
        return next((a.seat for a in reversed(self.history) if a.aggressive), None)

    def position(self) -> float:
        """How late the seat acts after the flop: 0 first (the small blind; heads-up, the
        big blind), 1 last (the button)."""
        return ((self.seat - self.button - 1) % self.n) / max(1, self.n - 1)

    @property
    def big_blind_seat(self) -> int:
        return _blind_seats(self.n, self.button)[1]

    @property
    def small_blind_seat(self) -> int:
        return _blind_seats(self.n, self.button)[0]

    def effective_stack(self) -> int:
        """What this seat can win or lose at most against the biggest live opponent."""
        mine = self.stacks[self.seat] + self.bets[self.seat]
        theirs = max((self.stacks[s] + self.bets[s] for s in self.opponents), default=0)
        return min(mine, theirs)


def _blind_seats(n: int, button: int) -> tuple[int, int]:
    """(small blind, big blind) seats: heads-up the button posts the small blind."""
    small = button if n == 2 else (button + 1) % n
    return small, (small + 1) % n


def view_of(hand: NLHand, players: Optional[Sequence[int]] = None,
            shown: Sequence[Shown] = ()) -> PlayerView:
    """The view of the seat to act (the hand must not be over)."""
    legal = hand.legal()
    if legal is None:
        raise ValueError("the hand is over: nobody is to act")
    seat, setup = legal.seat, hand.setup
    if not setup.hole_cards:
        raise ValueError("a player's view needs the seats' hole cards, and none are dealt")
    hole = setup.hole_cards[seat]
    history = tuple(PublicAction(r.seat, r.street, r.kind, r.to, r.added, r.all_in)
                    for r in hand.history)
    return PlayerView(seat, (hole[0], hole[1]), tuple(hand.board), hand.street, setup.button,
                      setup.small_blind, setup.big_blind, setup.ante, tuple(hand.stacks),
                      tuple(hand.bets), tuple(hand.contributed), tuple(hand.folded), legal,
                      history, tuple(players) if players is not None else tuple(range(hand.n)),
                      tuple(shown))
