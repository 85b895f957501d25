"""A casino game's main game by simulation: seeded random deals in parts, a running mean.

The main game's return depends on the player's decisions, and every decision
on cards still to come, so it is estimated: deals are dealt in parts of
:data:`PART` hands (part ``i`` of seed ``s`` is always the same deals, so the
same seed and number of hands give the same figures), each part played by a
game's :class:`MainGame` in batch form and summed, and the sums give each
figure's mean with a 95% interval (the normal one: mean +- 1.96 standard
errors, sound for parts of tens of thousands of hands).

A part is played by a pure function of its seed, index and size
(:meth:`Simulation.play`), so a worker thread can play it while the caller's
thread keeps the totals (:meth:`Simulation.add`) and shows progress; a caller
stops by not asking for the next part.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Optional

import numpy as np

from ..errors import RulesError, said
from ..safe_repr import short_repr
from ..text import QT_TRANSLATE_NOOP, Term

PART = 50_000  # hands a part: about a twentieth of a second
CARDS_A_DEAL = 9  # the player's two, the dealer's two, the board's five
Z95 = 1.959964  # the normal quantile of a two-sided 95% interval
RETURN = "return"  # the figure every main game has: the net result per ante


def deal(seed: int, index: int, hands: int) -> np.ndarray:
    """Part ``index`` of seed ``seed``: ``hands`` rows of nine distinct card indices
    (:mod:`app.core.fasteval`'s), dealt by the first nine steps of a Fisher-Yates shuffle
    of a deck per row, from a random stream of its own for each (seed, index)."""
    rng = np.random.default_rng((seed, index))
    deck = np.tile(np.arange(52, dtype=np.int8), (hands, 1))
    rows = np.arange(hands)
    for k in range(CARDS_A_DEAL):
        pick = rng.integers(k, 52, size=hands)
        top = deck[rows, k].copy()
        deck[rows, k] = deck[rows, pick]
        deck[rows, pick] = top
    dealt: np.ndarray = deck[:, :CARDS_A_DEAL].astype(np.intp)
    return dealt


@dataclass(frozen=True)
class Strategy:
    """A way the player decides: its id (``--strategy``), its name and what it does."""

    id: str
    name: Term
    description: Term


@dataclass(frozen=True)
class Figure:
    """A figure a simulation estimates besides the return: its id and its name (a share of
    the hands: those called, those the dealer qualifies in)."""

    id: str
    name: Term


# Plays a batch of deals (rows of nine card indices) under the rules and a strategy id:
# each figure's value for each hand (the figure RETURN: the net result in antes).
PlayBatch = Callable[[np.ndarray, Any, str], Mapping[str, np.ndarray]]


@dataclass(frozen=True)
class MainGame:
    """A game's main game as the simulation plays it."""

    game: str
    strategies: tuple[Strategy, ...]
    figures: tuple[Figure, ...]  # what it estimates besides RETURN, which every game has
    play: PlayBatch

    def strategy(self, strategy_id: str) -> Strategy:
        """The strategy with this id; RulesError naming the known ones otherwise."""
        for s in self.strategies:
            if s.id == strategy_id:
                return s
        raise RulesError(said(QT_TRANSLATE_NOOP(
            "Errors", "unknown strategy {value} for {game} (known: {known})"),
            value=short_repr(strategy_id), game=self.game,
            known=", ".join(s.id for s in self.strategies)))


@dataclass(frozen=True)
class Part:
    """What one part of the deals adds: its hands and each figure's sum and sum of squares."""

    hands: int
    sums: Mapping[str, float]
    squares: Mapping[str, float]


@dataclass(frozen=True)
class Estimate:
    """A figure's mean over ``hands`` hands and the half width of its 95% interval."""

    mean: float
    half_width: float
    hands: int

    @property
    def low(self) -> float:
        return self.mean - self.half_width

    @property
    def high(self) -> float:
        return self.mean + self.half_width

    def covers(self, value: float) -> bool:
        return self.low <= value <= self.high

    def negated(self) -> "Estimate":
        """Minus the figure (a return per ante as the house's edge), the same interval."""
        return Estimate(-self.mean, self.half_width, self.hands)


@dataclass
class Simulation:
    """``hands`` hands of ``game``'s main game under ``rules`` and a strategy, from ``seed``,
    played a part at a time."""

    game: MainGame
    rules: Any
    strategy: str
    seed: int
    hands: int
    part_size: int = PART
    played: int = field(default=0, init=False)
    handed_out: int = field(default=0, init=False)  # the hands of the parts given to play
    _sums: dict[str, float] = field(default_factory=dict, init=False)
    _squares: dict[str, float] = field(default_factory=dict, init=False)

    def __post_init__(self) -> None:
        self.game.strategy(self.strategy)  # RulesError for one the game does not know
        if self.hands < 1 or self.seed < 0 or self.part_size < 1:
            raise ValueError("a simulation needs at least one hand, a seed of 0 or more "
                             "and parts of at least one hand")

    @property
    def done(self) -> bool:
        return self.played >= self.hands

    @property
    def progress(self) -> float:
        """The share of the hands played, 0 to 1."""
        return self.played / self.hands

    def next_part(self) -> Optional[tuple[int, int]]:
        """The (index, hands) of a part no one has been given yet, now handed out (a caller
        may have a few being played at once and :meth:`add` each as it comes); None when
        every part has been."""
        if self.handed_out >= self.hands:
            return None
        part = self.handed_out // self.part_size, min(self.part_size, self.hands - self.handed_out)
        self.handed_out += part[1]
        return part

    def play(self, part: tuple[int, int]) -> Part:
        """Play part (index, hands) and sum it; changes nothing (a worker thread may call it)."""
        index, hands = part
        values = self.game.play(deal(self.seed, index, hands), self.rules, self.strategy)
        return Part(hands, {k: float(np.sum(v, dtype=np.float64)) for k, v in values.items()},
                    {k: float(np.sum(np.square(v, dtype=np.float64))) for k, v in values.items()})

    def add(self, part: Part) -> None:
        """Count a part played (by :meth:`play`, for :meth:`next_part`)."""
        self.played += part.hands
        for k, v in part.sums.items():
            self._sums[k] = self._sums.get(k, 0.0) + v
            self._squares[k] = self._squares.get(k, 0.0) + part.squares[k]

    def run(self, progress: Optional[Callable[[float], None]] = None) -> "Simulation":
        """Play every part in this thread (``progress`` told the share done after each)."""
        while (part := self.next_part()) is not None:
            self.add(self.play(part))
            if progress is not None:
                progress(self.progress)
        return self

    def estimate(self, figure: str = RETURN) -> Estimate:
        """The figure's mean per hand so far with its 95% interval (ValueError before the
        first part)."""
        n = self.played
        if n == 0:
            raise ValueError("no hand is played yet")
        mean = self._sums[figure] / n
        variance = max(self._squares[figure] / n - mean * mean, 0.0) * n / max(n - 1, 1)
        return Estimate(mean, Z95 * math.sqrt(variance / n), n)
