"""Chips: an amount as the fewest chips of the table's denominations.

Greedy change (the largest chip first) is the fewest chips for the usual
casino sets (1, 5, 25, 100, 500, 1000), but not for every set a school may
configure (1, 3, 4 pays 6 as 3 + 3, not 4 + 1 + 1). So the set is tested once
(Kozen and Zaks: greedy is optimal for every amount if it is for every amount
below the two largest chips added), and a set that fails is paid by dynamic
programming, after as many of the largest chip as can surely be used.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Sequence

DEFAULT_DENOMINATIONS = (1, 5, 25, 100, 500, 1000)


class ChipError(ValueError):
    """A set of denominations, or an amount, that chips cannot express."""


def _greedy(amount: int, denoms: tuple[int, ...]) -> list[int]:
    out: list[int] = []
    for d in denoms:  # largest first
        n, amount = divmod(amount, d)
        out.extend([d] * n)
    return out


def _fewest(amount: int, denoms: tuple[int, ...]) -> list[int] | None:
    best: list[int | None] = [0] + [None] * amount
    last = [0] * (amount + 1)
    for a in range(1, amount + 1):
        for d in denoms:
            if d <= a and best[a - d] is not None and (best[a] is None or best[a - d] + 1 < best[a]):
                best[a], last[a] = best[a - d] + 1, d
    if best[amount] is None:
        return None
    out = []
    while amount:
        out.append(last[amount])
        amount -= last[amount]
    return sorted(out, reverse=True)


@lru_cache(maxsize=64)
def _is_canonical(denoms: tuple[int, ...]) -> bool:
    if len(denoms) < 3:
        return 1 in denoms
    limit = denoms[0] + denoms[1]
    for a in range(1, limit):
        fewest = _fewest(a, denoms)
        if fewest is not None and len(_greedy(a, denoms)) != len(fewest):
            return False
    return 1 in denoms


def normalise(denominations: Sequence[int]) -> tuple[int, ...]:
    """Distinct positive denominations, the largest first; ChipError otherwise."""
    if not denominations or any(isinstance(d, bool) or not isinstance(d, int) or d <= 0
                                for d in denominations):
        raise ChipError("chip values must be whole numbers above zero")
    return tuple(sorted(set(denominations), reverse=True))


def fewest_chips(amount: int, denominations: Sequence[int] = DEFAULT_DENOMINATIONS) -> list[int]:
    """The chips (largest first) that make ``amount`` with as few chips as possible."""
    if amount < 0:
        raise ChipError("an amount of chips cannot be negative")
    denoms = normalise(denominations)
    if _is_canonical(denoms):
        return _greedy(amount, denoms)
    top = denoms[0]
    bound = top * denoms[1] if len(denoms) > 1 else 0
    big = max(0, (amount - bound) // top)  # an optimum surely uses these many top chips
    rest = _fewest(amount - big * top, denoms)
    if rest is None:
        raise ChipError(f"{amount} cannot be made from chips of {', '.join(map(str, denoms))}")
    return [top] * big + rest


def stacks(chips: Sequence[int]) -> list[tuple[int, int]]:
    """Chips grouped as (denomination, count), the largest first."""
    out: list[tuple[int, int]] = []
    for c in chips:
        if out and out[-1][0] == c:
            out[-1] = (c, out[-1][1] + 1)
        else:
            out.append((c, 1))
    return out
