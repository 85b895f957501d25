"""What a settled seat owes or is owed: one result per bet, the net, the reasons.

Nets follow SCENARIOS.md: positive is paid to the player (the stake comes back
on top and is not counted), 0 is a push or no bet, negative is taken.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import NamedTuple, Optional

from ..evaluator import HandValue
from ..text import QT_TRANSLATE_NOOP, Line, Signed, Term, Translate, english


class Outcome(enum.Enum):
    """How the main game ended for one seat."""

    FOLD = "fold"
    DEALER_NOT_QUALIFIED = "dealer_not_qualified"
    PLAYER_WINS = "player_wins"
    PUSH = "push"
    DEALER_WINS = "dealer_wins"

    @property
    def term(self) -> Term:
        return Term(self.value, _OUTCOME_TEXT[self])  # rarely asked: built on demand


_OUTCOME_TEXT = {
    Outcome.FOLD: QT_TRANSLATE_NOOP("Rules", "the player folded"),
    Outcome.DEALER_NOT_QUALIFIED: QT_TRANSLATE_NOOP("Rules", "the dealer does not qualify"),
    Outcome.PLAYER_WINS: QT_TRANSLATE_NOOP("Rules", "the player wins"),
    Outcome.PUSH: QT_TRANSLATE_NOOP("Rules", "push"),
    Outcome.DEALER_WINS: QT_TRANSLATE_NOOP("Rules", "the dealer wins"),
}


def signed(n: int) -> Signed:
    """A net amount with its sign, ``+40``, ``-100`` or ``0``: an int that a line keeps as
    a number (its digits written as the reader's language writes them)."""
    return Signed(n)


class BetResult(NamedTuple):
    """One bet of one seat: its stake, the net result and the reason."""

    bet: str  # ante, call, aa_bonus, preflop, flop, turn, bonus
    stake: int
    net: int
    line: Optional[Line]  # None when no bet was placed
    multiplier: int = 0  # x to 1 paid, when the bet won
    paytable_line: Optional[str] = None  # the pay-table line used, when one was

    @property
    def result(self) -> str:
        """``none``, ``win``, ``push`` or ``lose``."""
        if self.stake == 0:
            return "none"
        return "win" if self.net > 0 else "lose" if self.net < 0 else "push"


@dataclass(frozen=True)
class Settlement:
    """The settlement of one seat."""

    outcome: Outcome
    bets: tuple[BetResult, ...]
    player: HandValue
    dealer: HandValue
    notes: tuple[Line, ...] = ()  # rule lines before the bets (qualification, ties)
    dealer_qualifies: Optional[bool] = None
    bonus_hand: Optional[HandValue] = None

    @property
    def total(self) -> int:
        return sum(b.net for b in self.bets)

    def bet(self, name: str) -> BetResult:
        return next(b for b in self.bets if b.bet == name)

    def lines(self) -> list[Line]:
        """Every explanation line: the rule notes, one per placed bet, the total."""
        out = list(self.notes)
        out.extend(b.line for b in self.bets if b.line is not None)
        out.append(Line.of(QT_TRANSLATE_NOOP("Rules", "Total: {total}"), total=signed(self.total)))
        return out

    def explanation(self, translate: Translate = english) -> list[str]:
        return [line.render(translate) for line in self.lines()]


@dataclass(frozen=True)
class TableOutcome:
    """The end of a casino hand as a value: every seat's settlement, in seat order."""

    seats: tuple[Settlement, ...]

    def net(self, seat: int) -> int:
        """What ``seat`` won (+) or lost (-) over all its bets."""
        return self.seats[seat].total

    @property
    def house_net(self) -> int:
        """What the house won (+) or paid (-) over the whole table."""
        return -sum(s.total for s in self.seats)
