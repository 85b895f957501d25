"""Main and side pots cut from contributions, and each pot awarded with its odd chips.

GAMES.md §3: every all-in level cuts a pot; folded players' chips stay in the
pots but folded players are never eligible; each pot is awarded on its own to
the best eligible hand; equal hands split it, and the odd chips go one each to
the tied winners starting with the first winner clockwise from the button, so
nobody receives two odd chips from one pot.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator, Mapping, Optional, Sequence


@dataclass(frozen=True, slots=True)
class Pot:
    """One pot: its chips and the seats that may win it (seat order)."""

    amount: int
    eligible: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PotAward:
    """Who won one pot and what each winner receives.

    ``winners`` are in odd-chip order (clockwise from the button); ``odd_chips``
    the winners who received one extra chip; ``rank`` the winning treys rank
    (None when the pot was not contested at a showdown).
    """

    pot: Pot
    winners: tuple[int, ...]
    shares: Mapping[int, int]
    odd_chips: tuple[int, ...]
    rank: Optional[int]

    @property
    def amount(self) -> int:
        return self.pot.amount

    @property
    def eligible(self) -> tuple[int, ...]:
        return self.pot.eligible


def clockwise_from_button(seats: Sequence[int], button: int, n: int) -> tuple[int, ...]:
    """``seats`` in order starting with the first seat left of the button (button last)."""
    return tuple(sorted(seats, key=lambda s: (s - button - 1) % n))


def split(amount: int, winners: Sequence[int]) -> tuple[dict[int, int], tuple[int, ...]]:
    """Split ``amount`` among ``winners`` (already in odd-chip order).

    Everyone gets the same whole share; the remainder, fewer chips than
    winners, goes one chip each to the first winners in order.
    """
    share, odd = divmod(amount, len(winners))
    shares = {w: share + (1 if i < odd else 0) for i, w in enumerate(winners)}
    return shares, tuple(winners[:odd])


class SidePots:
    """The pots of a hand, main pot first, from each seat's total contribution.

    The levels are the distinct contributions of the players still in; the
    pot of each level holds what every seat put in between the previous level
    and this one, and only the players still in who reached the level may win
    it. A player all-in for X therefore wins at most X from each other player.
    """

    def __init__(self, contributions: Sequence[int], folded: Sequence[bool]) -> None:
        if len(contributions) != len(folded):
            raise ValueError("one contribution and one folded flag per seat")
        if any(c < 0 for c in contributions):
            raise ValueError("a contribution cannot be negative")
        live = [s for s, f in enumerate(folded) if not f]
        if not live:
            raise ValueError("at least one player must still be in the hand")
        levels = sorted({contributions[s] for s in live if contributions[s] > 0})
        pots: list[Pot] = []
        previous = 0
        for level in levels:
            amount = sum(min(c, level) - min(c, previous) for c in contributions)
            eligible = tuple(s for s in live if contributions[s] >= level)
            pots.append(Pot(amount, eligible))
            previous = level
        rest = sum(c - min(c, previous) for c in contributions)
        if rest:  # dead chips above every live level (folded players only) join the top pot
            top = pots[-1] if pots else Pot(0, tuple(live))
            pots[-1:] = [Pot(top.amount + rest, top.eligible)]
        self.pots: tuple[Pot, ...] = tuple(pots)
        self.contributions = tuple(contributions)

    def __iter__(self) -> Iterator[Pot]:
        return iter(self.pots)

    def __len__(self) -> int:
        return len(self.pots)

    def __getitem__(self, i: int) -> Pot:
        return self.pots[i]

    @property
    def total(self) -> int:
        return sum(p.amount for p in self.pots)

    def award(self, ranks: Mapping[int, int], button: int) -> tuple[PotAward, ...]:
        """Award every pot to the best-ranked eligible seats (lower rank is stronger).

        ``ranks`` holds the seats that show down; a seat missing from it
        cannot win. A pot nobody in ``ranks`` is eligible for is an error.
        """
        n = len(self.contributions)
        awards = []
        for pot in self.pots:
            contenders = [s for s in pot.eligible if s in ranks]
            if not contenders:
                raise ValueError(f"no ranked seat is eligible for the pot of {pot.amount}")
            best = min(ranks[s] for s in contenders)
            winners = clockwise_from_button([s for s in contenders if ranks[s] == best],
                                            button, n)
            shares, odd = split(pot.amount, winners)
            awards.append(PotAward(pot, winners, shares, odd,
                                   best if len(contenders) > 1 else None))
        return tuple(awards)
