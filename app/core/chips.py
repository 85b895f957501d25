"""Chips: an amount as the fewest chips of the table's denominations.

Greedy change (the largest chip first) is the fewest chips for the usual
casino sets (1, 5, 25, 100, 500, 1000), but not for every set a school may
configure (1, 3, 4 pays 6 as 3 + 3, not 4 + 1 + 1). So the set is tested once
(Kozen and Zaks: greedy is optimal for every amount if it is for every amount
below the two largest chips added), and a set that fails is paid by dynamic
programming, after as many of the largest chip as can surely be used.
"""

from __future__ import annotations

import math
from collections import Counter
from functools import lru_cache
from typing import Optional, Sequence

from .errors import ChipError, said
from .safe_repr import short_repr
from .text import QT_TRANSLATE_NOOP

DEFAULT_DENOMINATIONS = (1, 5, 25, 100, 500, 1000)




def _greedy(amount: int, denoms: tuple[int, ...]) -> list[int]:
    out: list[int] = []
    for d in denoms:  # largest first
        n, amount = divmod(amount, d)
        out.extend([d] * n)
    return out


def _fewest_table(limit: int, denoms: tuple[int, ...]) -> tuple[list[int | None], list[int]]:
    """For every amount up to ``limit``: the fewest chips (None if impossible), the last chip."""
    best: list[int | None] = [0] + [None] * limit
    last = [0] * (limit + 1)
    for a in range(1, limit + 1):
        for d in denoms:
            prev, now = (best[a - d] if d <= a else None), best[a]
            if prev is not None and (now is None or prev + 1 < now):
                best[a], last[a] = prev + 1, d
    return best, last


def _fewest(amount: int, denoms: tuple[int, ...]) -> list[int] | None:
    best, last = _fewest_table(amount, denoms)
    if best[amount] is None:
        return None
    out = []
    while amount:
        out.append(last[amount])
        amount -= last[amount]
    return sorted(out, reverse=True)


@lru_cache(maxsize=64)
def _is_canonical(denoms: tuple[int, ...]) -> bool:
    if 1 not in denoms:
        return False
    if len(denoms) < 3:
        return True
    # Kozen and Zaks: a smallest counterexample to greedy lies below the two largest summed.
    # Both counts grow one amount at a time: the fewest over every last chip, and greedy's
    # as one more of the largest chip that fits.
    # (Plain loops: the default chips are tested as the first window paints.)
    limit = denoms[0] + denoms[1]
    rising = denoms[::-1]  # 1 first
    best, greedy = [0] * limit, [0] * limit
    fits = 0  # the number of chips no larger than the amount, less one: rising[fits] fits
    for a in range(1, limit):
        while fits + 1 < len(rising) and rising[fits + 1] <= a:
            fits += 1
        fewest = best[a - 1]
        for d in rising[1:fits + 1]:
            if best[a - d] < fewest:
                fewest = best[a - d]
        best[a] = fewest + 1
        greedy[a] = greedy[a - rising[fits]] + 1
        if greedy[a] != best[a]:
            return False
    return True


def normalise(denominations: Sequence[int]) -> tuple[int, ...]:
    """Distinct positive denominations, the largest first; ChipError otherwise."""
    if not denominations or any(isinstance(d, bool) or not isinstance(d, int) or d <= 0
                                for d in denominations):
        raise ChipError("chip values must be whole numbers above zero")
    return tuple(sorted(set(denominations), reverse=True))


MAX_CHIP_VALUE, MAX_CHIP_KINDS = 100_000, 12


def table_chips(value: object) -> tuple[int, ...]:
    """A table's chip values, smallest first, from a list or from what was typed
    (``"1, 5, 25"``): whole numbers, a 1 among them (every amount can be paid), at most 12
    kinds and none above 100,000 (so the fewest-chips search stays instant). ChipError
    with the reason otherwise."""
    items = value if isinstance(value, (list, tuple)) else str(value).split(",")
    chips = []
    for item in items:
        text = str(item).strip()
        if not (text.isascii() and text.isdigit()) or int(text) == 0:
            raise ChipError(said(QT_TRANSLATE_NOOP(
                "Errors", "Chip values are whole numbers above zero with commas between them, "
                          "not {value}."), value=short_repr(text)))
        chips.append(int(text))
    found = tuple(sorted(set(chips)))
    if 1 not in found:
        raise ChipError(said(QT_TRANSLATE_NOOP(
            "Errors", "The chip values need a 1, so that every amount can be paid.")))
    if len(found) > MAX_CHIP_KINDS or found[-1] > MAX_CHIP_VALUE:
        raise ChipError(said(QT_TRANSLATE_NOOP(
            "Errors", "A table has at most {kinds} kinds of chip, none above {most}."),
            kinds=MAX_CHIP_KINDS, most=MAX_CHIP_VALUE))
    return found


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


def fewest_stacks(amount: int,
                  denominations: Sequence[int] = DEFAULT_DENOMINATIONS) -> list[tuple[int, int]]:
    """The fewest chips for ``amount`` as (denomination, count), largest first.

    The same chips as :func:`fewest_chips`, counted rather than listed, so an
    amount of millions does not build a list of millions of chips.
    """
    if amount < 0:
        raise ChipError("an amount of chips cannot be negative")
    denoms = normalise(denominations)
    top = denoms[0]
    bound = top * denoms[1] if len(denoms) > 1 else 0
    big = max(0, (amount - bound) // top)  # as many top chips as surely belong to the answer
    rest = stacks(fewest_chips(amount - big * top, denoms))
    if big and rest and rest[0][0] == top:
        return [(top, big + rest[0][1])] + rest[1:]
    return ([(top, big)] if big else []) + rest


def stacks(chips: Sequence[int]) -> list[tuple[int, int]]:
    """Chips grouped as (denomination, count), the largest first."""
    out: list[tuple[int, int]] = []
    for c in chips:
        if out and out[-1][0] == c:
            out[-1] = (c, out[-1][1] + 1)
        else:
            out.append((c, 1))
    return out


def _scaled(amount: int, values: Sequence[int]) -> int:
    """The greatest common divisor of ``amount`` and ``values``: the searches below count in
    its units (chips of 25, 100, 500 make amounts in 25s)."""
    return math.gcd(amount, *values) or 1


def _top_free_bound(units: Sequence[int]) -> int:
    """The most the chips other than the largest can make in any fewest choice: a chip ``c``
    appears fewer than ``lcm(c, d) / c`` times for every larger chip ``d`` (as many would
    change for fewer chips of ``d``), so they make at most the sum of ``lcm(c, d) - c``."""
    rising = sorted(set(units))
    return sum(min(math.lcm(c, d) for d in rising[i + 1:]) - c for i, c in enumerate(rising[:-1]))


def fewest_any(amount: int, values: Sequence[int]) -> tuple[Optional[dict[int, int]], bool]:
    """The fewest chips of any number of each of ``values`` that make ``amount`` (value ->
    count; None if none do), and whether another choice of as few chips makes it too: the
    fewest-coins table, amount by amount, counting the choices as it goes (any chip set,
    1, 3, 4 too).

    The table stops at the most the smaller chips can make in a fewest choice: above it every
    fewest choice holds the largest chip, so an amount there is one more chip, and as many
    choices, as the amount a largest chip less."""
    g = _scaled(amount, values)
    units = amount // g
    scaled = [v // g for v in values]
    top = max(scaled)
    size = min(units, _top_free_bound(scaled))
    best: list[Optional[int]] = [0] + [None] * size
    ways = [1] + [0] * size  # how many choices of chips are that few (2 means "several")
    for v in sorted(set(scaled)):
        for a in range(v, size + 1):
            prev = best[a - v]
            if prev is None:
                continue
            now = best[a]
            if now is None or prev + 1 < now:
                best[a], ways[a] = prev + 1, ways[a - v]
            elif prev + 1 == now:
                ways[a] = min(2, ways[a] + ways[a - v])

    def at(a: int) -> tuple[Optional[int], int]:  # the fewest chips for ``a`` and the choices
        tops = -(-(a - size) // top) if a > size else 0
        if a - tops * top < 0:
            return None, 0
        few = best[a - tops * top]
        return (None if few is None else few + tops), ways[a - tops * top]

    fewest, choices = at(units)
    if fewest is None:
        return None, False
    out: Counter[int] = Counter()
    a = units
    while a:  # with one choice only, every chip one step down the table belongs to it
        target = at(a)[0]
        v = next(v for v in scaled if v <= a and (f := at(a - v)[0]) is not None
                 and f == target - 1)  # type: ignore[operator]
        out[v * g] += 1
        a -= v
    return dict(out), choices > 1


def fewest_from(amount: int, stack: dict[int, int]) -> tuple[Optional[dict[int, int]], bool]:
    """The fewest chips of ``stack`` (value -> chips there) that make ``amount``, as value ->
    count (None if the stack cannot make it), and whether another choice of as few chips
    makes it too. Bounded change by dynamic programming over the amounts: a stack short of
    one chip makes the usual change wrong."""
    g = _scaled(amount, list(stack))
    units = amount // g
    values = sorted(stack, reverse=True)
    # Only the amounts the last chip's question reaches, chip by chip back to the first.
    wanted: list[set[int]] = []
    reach = {units}
    for d in reversed(values):
        step = d // g
        wanted.append(reach)
        reach = {a - k * step for a in reach for k in range(min(stack[d], a // step) + 1)}
    wanted.reverse()
    best: dict[int, Optional[int]] = {a: (0 if a == 0 else None) for a in reach}
    tied = dict.fromkeys(reach, False)
    used_by: list[dict[int, int]] = []
    for d, amounts in zip(values, wanted, strict=True):
        step = d // g
        new: dict[int, Optional[int]] = {}
        new_tied: dict[int, bool] = {}
        used: dict[int, int] = {}
        for a in amounts:
            new[a], used[a], new_tied[a] = None, 0, False
            for k in range(min(stack[d], a // step) + 1):
                prev = best[a - k * step]
                if prev is None:
                    continue
                now = new[a]
                if now is None or prev + k < now:
                    new[a], used[a], new_tied[a] = prev + k, k, tied[a - k * step]
                elif prev + k == now:
                    new_tied[a] = True
        best, tied = new, new_tied
        used_by.append(used)
    if best[units] is None:
        return None, False
    out, a = {}, units
    for d, used in reversed(list(zip(values, used_by, strict=True))):
        if used[a]:
            out[d] = used[a]
            a -= used[a] * (d // g)
    return out, tied[units]


def pile_total(pile: Sequence[int]) -> int:
    """The amount a pile of chips makes (the chip tray's running total)."""
    return sum(pile)
