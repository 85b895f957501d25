"""A table's limits: the smallest and largest ante, and the largest side bet.

Scenario files carry them as ``min_ante``, ``max_ante`` and ``max_bonus`` and
the reader refuses a bet outside them (:func:`~app.core.scenario_fields.verify_limits`);
the table's set-up dialog sets the same three for the table, checked by the same
function, so a hand set up by hand and a hand read from a file are refused in the
same words. Zero means no largest bet.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from .errors import ScenarioError, said
from .scenario_fields import MAX_CHIPS, verify_limits
from .text import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class LimitBreach:
    """A bet outside a table's limits: which (``ante`` or ``side``), its amount, the limit
    it passes and whether it is below the smallest (else above the largest)."""

    bet: str
    amount: int
    limit: int
    below: bool


@dataclass(frozen=True)
class TableLimits:
    """The ante from ``min_ante`` to ``max_ante`` (0: no largest) and a side bet of at most
    ``max_side`` (0: no largest); made by :func:`table_limits`, which checks them."""

    min_ante: int = 1
    max_ante: int = 0
    max_side: int = 0

    def fields(self) -> dict[str, int]:
        """The limits as a scenario file writes them (only those that limit anything)."""
        out = {}
        if self.min_ante > 1:
            out["min_ante"] = self.min_ante
        if self.max_ante:
            out["max_ante"] = self.max_ante
        if self.max_side:
            out["max_bonus"] = self.max_side
        return out

    def breach(self, ante: int, side: int) -> Optional[LimitBreach]:
        """The first bet outside the limits, as a reason a screen words in its own terms
        (the same order and bounds as :meth:`verify`); None when both are within them."""
        if ante < self.min_ante:
            return LimitBreach("ante", ante, self.min_ante, below=True)
        if self.max_ante and ante > self.max_ante:
            return LimitBreach("ante", ante, self.max_ante, below=False)
        if self.max_side and side > self.max_side:
            return LimitBreach("side", side, self.max_side, below=False)
        return None

    def verify(self, ante: int, side: int, side_key: str) -> None:
        """ScenarioError naming the bet (``ante``, or ``side_key``) outside the limits."""
        verify_limits(self.fields(), ante, side, side_key)

    def ante(self, ante: int) -> int:
        """``ante`` brought within the limits (a dealt hand's seats bet what the table takes)."""
        ante = max(ante, self.min_ante)
        return min(ante, self.max_ante) if self.max_ante else ante

    def side(self, side: int) -> int:
        """A side bet brought within the limit."""
        return min(side, self.max_side) if self.max_side else side


def table_limits(min_ante: int, max_ante: int = 0, max_side: int = 0) -> TableLimits:
    """Checked limits: whole numbers of chips, a smallest ante of 1 or more and no larger
    than the largest (ScenarioError naming the field otherwise)."""
    for key, value, least in (("min_ante", min_ante, 1), ("max_ante", max_ante, 0),
                              ("max_bonus", max_side, 0)):
        if isinstance(value, bool) or not isinstance(value, int) or not least <= value <= MAX_CHIPS:
            raise ScenarioError(said(QT_TRANSLATE_NOOP(
                "Errors", "'{key}' must be a whole number of chips from {least} to {most}, not "
                          "{value}"), key=key, least=least, most=MAX_CHIPS, value=value))
    if max_ante and min_ante > max_ante:
        raise ScenarioError(said(QT_TRANSLATE_NOOP(
            "Errors", "the table minimum of {least} is above the table maximum of {most}"),
            least=min_ante, most=max_ante))
    return TableLimits(min_ante, max_ante, max_side)
