"""The bets of a casino game as data: where each sits on the layout and how its stake
is derived.

A bet is either placed before the deal (the ante, the optional side bet) or
placed by a seat's decision (a call of 2 x ante, a flop bet of 1 x ante). The
hand asks these specs for every stake (``StepHand.stake``), the settlement
functions take their multiples from them, and the felt and the trainer list
the bets in their order, so a stake rule is written once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from ..text import Term


@dataclass(frozen=True)
class BetSpec:
    """One bet spot: its id, its name on the felt and how its stake is derived.

    ``source`` is ``ante`` (the seat's ante), ``side`` (the seat's optional side
    bet) or ``decision`` (``multiple`` x ante, placed when the seat makes
    ``choice`` at the stage named ``stage``).
    """

    id: str
    label: Term
    source: str
    stage: Optional[str] = None
    choice: Optional[str] = None
    multiple: int = 1

    def __post_init__(self) -> None:
        if self.source not in ("ante", "side", "decision"):
            raise ValueError(f"unknown bet source {self.source!r}")
        if (self.source == "decision") != (self.stage is not None and self.choice is not None):
            raise ValueError(f"bet {self.id!r}: a decision bet names its stage and choice")

    def stake(self, ante: int, side: int, decision: Optional[str]) -> int:
        """The chips on this spot, given the seat's ante, side bet and decision (if any)."""
        if self.source == "ante":
            return ante
        if self.source == "side":
            return side
        return self.multiple * ante if decision == self.choice else 0


@dataclass(frozen=True)
class ChoiceSpec:
    """A seat's decision as the table shows it: its id, its name on the button (marked in
    the ``FeltWords`` context), its shortcut letter and the caption when a seat makes it
    (a template marked in the ``TableWords`` context, with ``{seat}`` and ``{amount}``)."""

    id: str
    label: Term
    key: str
    caption: str
