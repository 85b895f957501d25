"""The side bets exactly: how many hands fall on each pay-table line, and the house edge.

A side bet decided on a few cards can be counted over every deal, with no
sampling error:

- the AA Bonus over all C(52, 5) = 2,598,960 five-card hands (the player's two
  cards and the flop), ranked in batches by :mod:`app.core.fasteval`, each
  treys rank put on its line by the rules core's own ``aa_bonus_line``;
- the Hold'em Bonus bonus bet over every player's two cards and every dealer's
  two cards of the 50 left (1,326 x 1,225 = 1,624,350 deals: the top line needs
  the dealer's A-A). Suits are interchangeable, so one holding of each of the 169
  kinds (a pair, suited, offsuit) stands for its 6, 4 or 12 holdings; each is
  put on its line by the core's ``bonus_line`` against every dealer's holding.

The counts do not depend on the pay table, so each is made once and kept;
:func:`odds_of` then prices any table in no time. The house edge is an exact
fraction of the bet.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from math import comb
from typing import Callable, Mapping, Optional

import numpy as np

from ..fasteval import CARDS, WORST, rank_batch
from ..games.casino_holdem import aa_bonus_line
from ..games.holdem_bonus import bonus_line
from ..rules import PayTable

Progress = Callable[[int, int], None]  # (hands counted so far, hands in all)
LOSES = "loses"  # the line of every hand no line pays

FIVE_CARD_HANDS = comb(52, 5)


@dataclass(frozen=True)
class LineCounts:
    """How many of ``total`` deals fall on each line id (:data:`LOSES` for the rest)."""

    counts: Mapping[str, int]
    total: int

    def of(self, line: str) -> int:
        return self.counts.get(line, 0)


@dataclass(frozen=True)
class LineOdds:
    """One line of a priced table: its combinations out of ``total`` and what it pays
    (x to 1; -1 for the losing hands)."""

    line: str
    combinations: int
    total: int
    pays: int

    @property
    def probability(self) -> Fraction:
        return Fraction(self.combinations, self.total)

    @property
    def returns(self) -> Fraction:
        """The line's share of the bet's expected result, per unit bet."""
        return self.probability * self.pays


@dataclass(frozen=True)
class ExactOdds:
    """A side bet's pay table priced over every deal: the paying lines in the table's
    order, then the losing hands."""

    table: str  # the pay table's id
    lines: tuple[LineOdds, ...]

    @property
    def total(self) -> int:
        return self.lines[0].total

    @property
    def expected(self) -> Fraction:
        """The player's expected result per unit bet (negative: the house's edge)."""
        return sum((line.returns for line in self.lines), Fraction(0))

    @property
    def house_edge(self) -> Fraction:
        return -self.expected


def odds_of(table: PayTable, counts: LineCounts) -> ExactOdds:
    """``table`` priced on ``counts`` (every line of the table, then the losing hands)."""
    pays = table.multipliers
    lines = [LineOdds(line, counts.of(line), counts.total, pays[line]) for line in table.lines]
    lines.append(LineOdds(LOSES, counts.of(LOSES), counts.total, -1))
    return ExactOdds(table.id, tuple(lines))


# -- the AA Bonus: every five-card hand -------------------------------------------------------
@lru_cache(maxsize=None)
def subsets(k: int, n: int) -> np.ndarray:
    """Every k-subset of range(n), one ascending row each, in colex order (by the largest
    card, then the next): the subsets of range(m) are the first C(m, k) rows."""
    rows = np.arange(n, dtype=np.int8)[:, None]
    for size in range(2, k + 1):
        rows = np.concatenate([
            np.concatenate([rows[:comb(top, size - 1)],
                            np.full((comb(top, size - 1), 1), top, dtype=np.int8)], axis=1)
            for top in range(size - 1, n)])
    return rows


def _rank_lines(line_of: Callable[[int], Optional[str]]) -> list[str]:
    """The line of every treys rank (index 0 unused)."""
    return [LOSES] + [line_of(rank) or LOSES for rank in range(1, WORST + 1)]


_aa_counts: list[LineCounts] = []  # counted once, by the first caller


def aa_bonus_counts(progress: Optional[Progress] = None) -> LineCounts:
    """The AA Bonus line of all 2,598,960 five-card hands: counted the first time (about a
    second, ``progress`` told as it goes), kept after (``progress`` told done at once)."""
    if not _aa_counts:
        _aa_counts[:] = [count_aa_bonus(progress)]
    elif progress is not None:
        progress(FIVE_CARD_HANDS, FIVE_CARD_HANDS)
    return _aa_counts[0]


def count_aa_bonus(progress: Optional[Progress] = None) -> LineCounts:
    """Count the AA Bonus line of every five-card hand, ``progress`` told after each of 48
    parts: the hands by their highest card t, the other four any four of the t below."""
    four = subsets(4, 51)
    by_rank = np.zeros(WORST + 1, dtype=np.int64)
    done = 0
    for top in range(4, 52):
        below = four[:comb(top, 4)]
        hands = np.concatenate([below, np.full((len(below), 1), top, dtype=np.int8)], axis=1)
        by_rank += np.bincount(rank_batch(hands), minlength=WORST + 1)
        done += len(hands)
        if progress is not None:
            progress(done, FIVE_CARD_HANDS)
    tally: dict[str, int] = {}
    for line, n in zip(_rank_lines(aa_bonus_line), by_rank.tolist(), strict=True):
        tally[line] = tally.get(line, 0) + n
    return LineCounts(tally, done)


# -- the Hold'em Bonus bonus bet: every pair of starting hands -----------------------------------
def _holding_kinds() -> list[tuple[tuple[int, int], int]]:
    """One holding (card indices) of each of the 169 kinds, with how many holdings it
    stands for: a pair 6, suited 4, offsuit 12."""
    kinds = []
    for high in range(13):
        for low in range(high + 1):
            if high == low:
                kinds.append(((4 * high, 4 * high + 1), 6))
            else:
                kinds.append(((4 * high, 4 * low), 4))
                kinds.append(((4 * high, 4 * low + 1), 12))
    return kinds


@lru_cache(maxsize=1)
def holdem_bonus_counts() -> LineCounts:
    """The bonus line of every (player's two cards, dealer's two cards) deal, counted."""
    cards = CARDS
    tally: dict[str, int] = {}
    for (a, b), weight in _holding_kinds():
        player = (cards[a], cards[b])
        rest = [cards[i] for i in range(52) if i not in (a, b)]
        for dealer in itertools.combinations(rest, 2):
            line = bonus_line(player, dealer) or LOSES
            tally[line] = tally.get(line, 0) + weight
    return LineCounts(tally, sum(tally.values()))
