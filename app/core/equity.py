"""A hand's chance to win against opponents' ranges: exact where few cards remain, else
Monte Carlo, all ranked in batches (:mod:`app.core.fasteval`).

A :class:`Range` is a set of two-card holdings with weights; ``None`` stands for
any two cards. :func:`equity` is the hero's share of the pot on average: a win
counts 1, a split among k hands 1/k. Cards are indices 0..51 (``fasteval``).
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Optional, Sequence

import numpy as np

from .fasteval import rank_batch

DECK = np.arange(52)


@lru_cache(maxsize=1)
def all_combos() -> np.ndarray:
    """Every two-card holding, (1326, 2), lower index first."""
    return np.array(list(itertools.combinations(range(52), 2)), dtype=np.intp)


@dataclass(frozen=True, eq=False)
class Range:
    """Two-card holdings (K, 2) and their weights (K,), all weights >= 0."""

    combos: np.ndarray
    weights: np.ndarray

    @classmethod
    def uniform(cls) -> "Range":
        return cls(all_combos(), np.ones(len(all_combos())))

    def without(self, dead: Sequence[int]) -> "Range":
        """The holdings that use none of ``dead``."""
        if not len(dead):
            return self
        keep = ~np.isin(self.combos, np.asarray(dead)).any(axis=1)
        return Range(self.combos[keep], self.weights[keep])

    @property
    def total(self) -> float:
        return float(self.weights.sum())


def _shares(hero: np.ndarray, others: np.ndarray) -> np.ndarray:
    """The hero's share of each pot: hero ranks (T,), the others' (T, K); lower wins."""
    best = others.min(axis=1)
    ties = (others == hero[:, None]).sum(axis=1)
    return np.where(hero < best, 1.0, np.where(hero == best, 1.0 / (1 + ties), 0.0))


def exact_size(board: Sequence[int], opponents: Sequence[Optional[Range]]) -> Optional[int]:
    """How many (runout, holding) pairs an exact count would rank, or None when it is not
    done exactly (more than one opponent)."""
    if len(opponents) != 1:
        return None
    runouts = math.comb(52 - 2 - len(board), 5 - len(board))
    holdings = 1326 if opponents[0] is None else len(opponents[0].combos)
    return runouts * holdings


def _exact(hero: Sequence[int], board: Sequence[int], opponent: Optional[Range]) -> float:
    dead = list(hero) + list(board)
    rng_ = _possible(opponent or Range.uniform(), dead, 0)
    assert rng_ is not None
    live = np.setdiff1d(DECK, dead)
    to_come = 5 - len(board)
    runouts = (np.array(list(itertools.combinations(live, to_come)), dtype=np.intp)
               if to_come else np.zeros((1, 0), dtype=np.intp))
    combos, weights = rng_.combos, rng_.weights
    # Every (runout, holding) pair that shares no card.
    clash = (runouts[:, :, None, None] == combos[None, None, :, :]).any(axis=(1, 3))
    r_idx, c_idx = np.nonzero(~clash)
    full = np.concatenate([np.broadcast_to(np.asarray(board, dtype=np.intp),
                                           (len(runouts), len(board))), runouts], axis=1)
    hero_ranks = rank_batch(np.concatenate(
        [full, np.broadcast_to(np.asarray(hero, dtype=np.intp), (len(runouts), 2))], axis=1))
    opp_ranks = rank_batch(np.concatenate([full[r_idx], combos[c_idx]], axis=1))
    share = _shares(hero_ranks[r_idx], opp_ranks[:, None])
    w = weights[c_idx]
    return float((share * w).sum() / w.sum())


class _Sampler:
    """Draws holdings' indices by their weights as ``searchsorted(cdf, u, side="right")``
    would for the same uniform numbers, in about a tenth of the time: a guide table gives,
    for each slice of [0, total), the first index the answer can be, and a short walk
    forward finds it (Walker's guide table; the answers are the same, number for number)."""

    def __init__(self, weights: np.ndarray) -> None:
        cdf = np.cumsum(weights)
        self.total = float(cdf[-1])
        self.last = len(cdf) - 1
        self.cdf = np.append(cdf, np.inf)  # the walk stops at the end
        self.slices = 2 * len(cdf)
        # Each slice starts from the answer for the slice before it, so a number that
        # rounding puts in the slice above its own still starts at or before its answer.
        starts = np.maximum(np.arange(self.slices) - 1, 0) * (self.total / self.slices)
        self.guide = np.searchsorted(cdf, starts, side="right")

    def draw(self, count: int, rng: np.random.Generator) -> np.ndarray:
        u = rng.random(count) * self.total
        at = np.minimum((u * (self.slices / self.total)).astype(np.intp), self.slices - 1)
        picks = self.guide[at]
        walk = np.flatnonzero(self.cdf[picks] <= u)
        while walk.size:
            picks[walk] += 1
            walk = walk[self.cdf[picks[walk]] <= u[walk]]
        drawn: np.ndarray = np.minimum(picks, self.last)
        return drawn


_BIT = np.left_shift(np.uint64(1), np.arange(52, dtype=np.uint64))  # a card's bit in a mask


def _possible(opponent: Optional[Range], dead: Sequence[int], seat: int) -> Optional[Range]:
    """``opponent``'s holdings beside the known cards; ValueError when none is left."""
    if opponent is None:
        return None
    r = opponent.without(dead)
    if r.total <= 0:
        raise ValueError(f"opponent {seat}'s range holds nothing beside the known cards")
    return r


def _monte_carlo(hero: Sequence[int], board: Sequence[int],
                 opponents: Sequence[Optional[Range]], trials: int,
                 rng: np.random.Generator) -> float:
    dead = list(hero) + list(board)
    rows = np.arange(trials)
    keys = rng.random((trials, 52))
    keys[:, dead] = 2.0  # used cards sort last
    out = np.full(trials, np.bitwise_or.reduce(_BIT[dead]) if dead else np.uint64(0))
    # The ranged opponents' holdings are drawn one after another, each from its weights
    # among the holdings that meet no card drawn before it. That favours the holdings of
    # whoever is drawn first; each deal is therefore weighted by the share of every later
    # range's weight the earlier holdings left possible (importance sampling), so the
    # estimate follows the joint weights of all the ranges, in whatever order they come.
    log_weight = np.zeros(trials)
    valid = np.ones(trials, dtype=bool)
    used = np.zeros((trials, 52), dtype=np.float32)  # 1 for a card an earlier holding took
    ranged: list[tuple[int, np.ndarray]] = []
    for j, opponent in enumerate(opponents):
        r = _possible(opponent, dead, j)
        if r is None:
            continue
        if ranged:
            # The weight of the holdings that meet an earlier holding's cards: by card,
            # less the holdings of two used cards, which that counts twice.
            norm = (r.weights / r.total).astype(np.float32)
            by_card = np.bincount(r.combos.ravel(), np.repeat(norm, 2), minlength=52)
            pair = np.zeros((52, 52), dtype=np.float32)
            pair[r.combos[:, 0], r.combos[:, 1]] = norm
            pair += pair.T
            met = used @ by_card.astype(np.float32) - ((used @ pair) * used).sum(axis=1) / 2
            left = np.maximum(1.0 - met.astype(np.float64), 0.0)
            valid &= left > 1e-9
            log_weight += np.log(np.maximum(left, 1e-9))
        sampler = _Sampler(r.weights)
        masks = _BIT[r.combos[:, 0]] | _BIT[r.combos[:, 1]]  # each holding's two cards
        pick = sampler.draw(trials, rng)
        bad = np.flatnonzero(out & masks[pick])
        for _ in range(12):  # a holding that meets an earlier one's cards: drawn again
            if not bad.size:
                break
            pick[bad] = sampler.draw(bad.size, rng)
            bad = bad[(out[bad] & masks[pick[bad]]) != 0]
        valid[bad] = False  # no holding of this range fits beside the others' here
        out |= masks[pick]
        chosen = r.combos[pick]
        keys[rows[:, None], chosen] = 2.0
        used[rows[:, None], chosen] = 1.0
        ranged.append((j, chosen))
    random_opponents = [j for j, o in enumerate(opponents) if o is None]
    to_come = 5 - len(board)
    need = 2 * len(random_opponents) + to_come
    if random_opponents:  # who gets which cards: a random order
        order = np.argsort(keys, axis=1)[:, :need]
    elif need:  # the board only: a random set is enough
        order = np.argpartition(keys, need - 1, axis=1)[:, :need]
    else:
        order = np.zeros((trials, 0), dtype=np.intp)
    holdings = dict(ranged)
    for k, j in enumerate(random_opponents):
        holdings[j] = order[:, 2 * k:2 * k + 2]
    full = np.concatenate([np.broadcast_to(np.asarray(board, dtype=np.intp),
                                           (trials, len(board))),
                           order[:, 2 * len(random_opponents):]], axis=1)
    hero_ranks = rank_batch(np.concatenate(
        [full, np.broadcast_to(np.asarray(hero, dtype=np.intp), (trials, 2))], axis=1))
    others = np.stack([rank_batch(np.concatenate([full, holdings[j]], axis=1))
                       for j in range(len(opponents))], axis=1)
    share = _shares(hero_ranks, others)[valid]
    if not share.size:
        return 0.0
    weight = np.exp(log_weight[valid] - log_weight[valid].max())
    return float((share * weight).sum() / weight.sum())


def equity(hero: Sequence[int], board: Sequence[int], opponents: Sequence[Optional[Range]],
           trials: int = 10_000, rng: Optional[np.random.Generator] = None,
           exact_limit: int = 120_000) -> float:
    """The hero's expected share of the pot against ``opponents`` (one range or None each),
    exact when one opponent and at most ``exact_limit`` (runout, holding) pairs, else
    from ``trials`` random deals. ValueError when the cards are not distinct indices
    0..51 or a range holds nothing beside the known cards."""
    known = [*hero, *board]
    if len(hero) != 2 or len(board) > 5 or len(set(known)) != len(known) or \
            any(not 0 <= c < 52 for c in known):
        raise ValueError("equity needs two distinct hero cards and up to five board cards, "
                         "all different, as indices 0..51")
    if not opponents:
        return 1.0
    size = exact_size(board, opponents)
    if size is not None and size <= exact_limit:
        return _exact(hero, board, opponents[0])
    return _monte_carlo(hero, board, opponents, trials, rng or np.random.default_rng())
