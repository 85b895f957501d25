"""The drills as data: one :class:`Drill` per drill, registered by the module that builds it.

As with the games (``app/core/games/registry.py``), this module is a leaf: it
knows no drill. ``drills.py``, ``nl_drills.py``, ``skills.py``, ``audit.py`` and
``announce.py`` each register theirs with :func:`register`; ``drills.py``
imports them all and is where the trainer asks for a question (``generate``).
The helpers the drill modules share (steering a deal to a case, a seat as the
felt shows it) are here too, so no drill module imports another.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Optional, Sequence

from ..games.registry import find_game
from ..games.settlement import Outcome
from ..profiles import HouseProfile
from ..text import Term
from .deals import Deal, SeatDeal, Want
from .questions import Question, SeatView


@dataclass(frozen=True)
class Drill:
    """A drill: its id, game, name, target seconds per level, the cases it steers to."""

    id: str
    game: str
    title: Term
    targets: tuple[float, float, float]
    build: Callable[..., Question]  # (rng, level, focus, house[, chip values])
    cases: tuple[str, ...] = ()
    chips: bool = False  # the answer is a payout that may be built from chips
    chip_set: bool = False  # the question is about the table's chips: built with their values
    # Whether a case can be asked at a level under a house (None: every case, everywhere).
    offers: Optional[Callable[[str, int, HouseProfile], bool]] = None

    def offered(self, level: int, house: HouseProfile) -> tuple[str, ...]:
        """The cases this drill asks at ``level`` under ``house``: a case the house's rules
        make impossible (no pay line of 20 or more, a tie the dealer wins asked as a push) is
        neither drawn nor practised, and asked for it the drill raises."""
        return tuple(c for c in self.cases if self.offers is None or self.offers(c, level, house))


# Every drill, in its place: an exam code names its drills by their place in this order.
DRILLS: dict[str, Drill] = {}
_PLACES: dict[str, int] = {}


def register(place: int, drill: Drill) -> Drill:
    """Add ``drill`` at ``place`` (from 0). A drill keeps its place for ever (exam codes
    already given name it by its place); a new drill takes the next free one."""
    taken = {p: d for d, p in _PLACES.items()}
    if taken.get(place, drill.id) != drill.id:
        raise ValueError(f"drill {drill.id!r}: place {place} is {taken[place]!r}'s")
    _PLACES[drill.id] = place
    ordered = sorted({**DRILLS, drill.id: drill}.values(), key=lambda d: _PLACES[d.id])
    DRILLS.clear()
    DRILLS.update((d.id, d) for d in ordered)
    return drill


def target(drill: str, level: int) -> float:
    """The target seconds of ``drill`` at ``level``."""
    return DRILLS[drill].targets[level - 1]


def seat_view(deal: Deal, seat: SeatDeal, shown: Optional[tuple[str, ...]]) -> SeatView:
    """A seat as the felt shows it: its cards and the stakes of the bets ``shown`` (every
    bet when None), in the order a dealer settles them."""
    bets = []
    for bet in find_game(deal.game).settle_order:
        if shown is None or bet in shown:
            bets.append((bet, seat.settlement.bet(bet).stake))
    return SeatView(seat.cards, tuple(bets), seat.settlement.outcome is Outcome.FOLD)


def case_of(rng: random.Random, focus: Optional[str], cases: tuple[str, ...]) -> Optional[str]:
    """The case to steer to: the focus of weak-area practice, or half the time a tricky one."""
    if focus in cases:
        return focus
    return rng.choice(cases) if cases and rng.random() < 0.5 else None


@dataclass(frozen=True)
class Kind:
    """One kind of answer a drill asks: how often, what it is, the cases that show it."""

    weight: float
    want: Want
    cases: tuple[str, ...] = ()


def steer(rng: random.Random, focus: Optional[str], cases: tuple[str, ...],
          kinds: Sequence[Kind]) -> tuple[Optional[str], Optional[Want]]:
    """The case and the kind of answer of the next question.

    Weak-area practice asks for its focus, whatever the answer. Otherwise the
    kind of answer is drawn first, by weight, so that no one answer (0 paid,
    a fold, a tie, "no") is the key of most questions and a trainee who types
    the same answer every time fails; then, half the time, a tricky case that
    can show that kind of answer.
    """
    if focus in cases:
        return focus, None
    kind = rng.choices(list(kinds), [k.weight for k in kinds])[0]
    return case_of(rng, None, kind.cases), kind.want


# The cases of a Casino Hold'em seat and of a Hold'em Bonus seat settled whole (the table
# drills and the word problems steer to them).
CH_CASES = ("dealer_not_qualified", "qualify_boundary", "board_plays", "push", "fold",
            "hand_flush", "hand_straight")
THB_TOTAL_CASES = ("tie", "ante_push_below_straight", "fold", "dealer_wins", "player_wins")
