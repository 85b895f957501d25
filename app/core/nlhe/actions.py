"""The words of a no-limit hand: streets, the actions a player asks for, what is legal.

An :class:`Action` is what a player (or a scenario line) asks for, with a
raise-to amount for bets and raises. :class:`LegalActions` is the whole legal
set of the player to act, and :class:`ActionRecord` is the small frozen record
the hand appends to its history when an action is accepted: the action as
asked, what it became (an ``allin`` becomes a raise or a call), the chips it
moved and the legal set it was chosen from, so that a replay or a trainer's
question can read the situation before every action without recomputing it.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Callable, Optional

from ..errors import (
    ActionError as ActionError,  # re-exported
    said,
)
from ..safe_repr import short_repr
from ..text import QT_TRANSLATE_NOOP, Line

FOLD, CHECK, CALL, BET, RAISE, ALLIN = "fold", "check", "call", "bet", "raise", "allin"
KINDS = (FOLD, CHECK, CALL, BET, RAISE, ALLIN)
SIZED = (BET, RAISE)




class Street(enum.IntEnum):
    """The betting rounds; SHOWDOWN once betting is over for good."""

    PREFLOP = 0
    FLOP = 1
    TURN = 2
    RIVER = 3
    SHOWDOWN = 4

    @property
    def id(self) -> str:
        """The scenario name: ``preflop``, ``flop``, ``turn``, ``river``, ``showdown``."""
        return self.name.lower()

    @property
    def board_cards(self) -> int:
        """How many board cards are face up during this street."""
        return (0, 3, 4, 5, 5)[self]


@dataclass(frozen=True, slots=True)
class Action:
    """What a player asks to do; ``to`` is the raise-to total for ``bet`` and ``raise``."""

    kind: str
    to: Optional[int] = None

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ActionError(f"unknown action {short_repr(self.kind)}: use {', '.join(KINDS)}")
        if self.kind in SIZED:
            if isinstance(self.to, bool) or not isinstance(self.to, int):
                raise ActionError(f"'{self.kind}' needs a whole number of chips to bet to, "
                                  f"not {short_repr(self.to)}")
        elif self.to is not None:
            raise ActionError(f"'{self.kind}' takes no amount")

    @property
    def text(self) -> str:
        """The action in a few words: ``raise to 25``, ``allin``, ``call``."""
        return f"{self.kind} to {self.to}" if self.kind in SIZED else self.kind

    @property
    def words(self) -> Line:
        """The action in a few words, in any language: ``raise to 25``, ``all-in``."""
        return said(ACTION_WORDS[self.kind], to=self.to)

    def to_json(self) -> list[str | int | None]:
        """The scenario form: ``["call"]`` or ``["raise", 25]``."""
        return [self.kind, self.to] if self.kind in SIZED else [self.kind]


# Why a seat to act may not raise (LegalActions.why_no_raise).
OTHERS_ALL_IN = "others_all_in"
NOT_REOPENED = "not_reopened"
STACK_ONLY_CALLS = "stack_only_calls"
NOBODY_CAN_ANSWER = "nobody_can_answer"

# Why the seat may not raise, said once for every caller: the table refusing a trainee's
# raise, a scenario's illegal action (``settle``) and the call drill's working.
NO_RAISE = {
    OTHERS_ALL_IN: QT_TRANSLATE_NOOP(
        "Trainer", "No raise: every other player is all-in, so seat {seat} can only call"),
    NOT_REOPENED: QT_TRANSLATE_NOOP(
        "Trainer", "No raise: a short all-in does not reopen the betting, and seat {seat} has "
                   "already acted since the last full raise"),
    STACK_ONLY_CALLS: QT_TRANSLATE_NOOP(
        "Trainer", "No raise: seat {seat}'s stack only covers the call"),
    NOBODY_CAN_ANSWER: QT_TRANSLATE_NOOP(
        "Trainer", "No raise: nobody else has chips beyond the call to answer it"),
}
# The refusals of an action the legal set does not hold (the table's words, translated), each
# naming the seat as its reader numbers it and, in ``{allowed}``, what the seat may do instead.
T = "NLTable"
CANNOT_CHECK = QT_TRANSLATE_NOOP(
    "NLTable", "Seat {seat} cannot check: there is a bet of {to} to call, so it may {allowed}")
NOTHING_TO_CALL = QT_TRANSLATE_NOOP(
    "NLTable", "Seat {seat} has nothing to call, so it may {allowed}")
AT_MOST = QT_TRANSLATE_NOOP(
    "NLTable", "Seat {seat} can bet at most {max}, all its chips, so it may {allowed}")
ONLY_ALL_IN = QT_TRANSLATE_NOOP(
    "NLTable", "Seat {seat}'s only bet or raise is all-in, to {max}, so it may {allowed}")
MIN_BET = QT_TRANSLATE_NOOP(
    "NLTable", "The minimum bet is {min}, the big blind, so seat {seat} may {allowed}")
MIN_RAISE = QT_TRANSLATE_NOOP(
    "NLTable", "The minimum raise is to {min} (the last full raise was {full}), so seat {seat} "
               "may {allowed}")
NO_RAISE_ALLOWED = QT_TRANSLATE_NOOP("NLTable", "{why}. Seat {seat} may {allowed}")
# What the seat may do, the ``{allowed}`` of a refusal: by what it faces and how it may raise.
ALLOWED = {
    (CALL, None): QT_TRANSLATE_NOOP("NLTable", "fold or call {call}"),
    (CALL, "range"): QT_TRANSLATE_NOOP("NLTable", "fold, call {call} or raise to {min} up to {max}"),
    (CALL, "allin"): QT_TRANSLATE_NOOP("NLTable", "fold, call {call} or raise all-in to {max}"),
    (CHECK, None): QT_TRANSLATE_NOOP("NLTable", "check or fold"),
    (BET, "range"): QT_TRANSLATE_NOOP("NLTable", "check or bet {min} up to {max}"),
    (BET, "allin"): QT_TRANSLATE_NOOP("NLTable", "check or bet all-in, {max}"),
    (RAISE, "range"): QT_TRANSLATE_NOOP("NLTable", "check or raise to {min} up to {max}"),
    (RAISE, "allin"): QT_TRANSLATE_NOOP("NLTable", "check or raise all-in to {max}"),
}
# An action as an error names it (``settle``'s "action 3 (seat 1, raise to 25)").
ACTION_WORDS = {
    FOLD: QT_TRANSLATE_NOOP("Errors", "fold"),
    CHECK: QT_TRANSLATE_NOOP("Errors", "check"),
    CALL: QT_TRANSLATE_NOOP("Errors", "call"),
    ALLIN: QT_TRANSLATE_NOOP("Errors", "all-in"),
    BET: QT_TRANSLATE_NOOP("Errors", "bet {to}"),
    RAISE: QT_TRANSLATE_NOOP("Errors", "raise to {to}"),
}


def _as_is(seat: int) -> int:
    return seat


@dataclass(frozen=True, slots=True)
class LegalActions:
    """The legal set of the seat to act, as it stands before its action.

    ``to_match`` is the street total the seat must reach to stay in, ``bet``
    what it has wagered on this street, ``stack`` what it has behind.
    ``min_raise_to`` / ``max_raise_to`` are raise-to totals, both None when
    the seat may not raise (``why_no_raise`` says why) and both the all-in
    total when only a short all-in raise is possible. Folding is always legal.
    """

    seat: int
    street: Street
    bet: int
    stack: int
    to_match: int
    call_amount: int
    min_raise_to: Optional[int]
    max_raise_to: Optional[int]
    why_no_raise: Optional[str] = None

    @property
    def can_check(self) -> bool:
        return self.call_amount == 0

    @property
    def can_call(self) -> bool:
        return self.call_amount > 0

    @property
    def can_raise(self) -> bool:
        return self.max_raise_to is not None

    @property
    def is_bet(self) -> bool:
        """True when nobody has bet on this street: a raise is called a bet."""
        return self.to_match == 0

    @property
    def can_all_in(self) -> bool:
        """All-in is a raise to the whole stack, or a call that takes the whole stack."""
        return self.can_raise or (self.can_call and self.call_amount == self.stack)

    def no_raise_line(self, seat: int) -> Optional[Line]:
        """Why the seat may not raise (None when it may), the seat named ``seat`` (its
        number as the reader counts seats)."""
        if self.why_no_raise is None:
            return None
        return Line.in_context("Trainer", NO_RAISE[self.why_no_raise], seat=seat)

    def allowed(self) -> Line:
        """What the seat may do, in a few words with the amounts: ``fold, call 10 or raise to
        20 up to 600``."""
        facing = CALL if self.can_call else RAISE if not self.is_bet else BET
        sizes = None if not self.can_raise else \
            "allin" if self.min_raise_to == self.max_raise_to else "range"
        if facing != CALL and sizes is None:
            facing = CHECK
        return Line.in_context(T, ALLOWED[facing, sizes], call=self.call_amount,
                               min=self.min_raise_to, max=self.max_raise_to)

    def refusal(self, action: Action, seat: Optional[int] = None,
                number: Callable[[int], int] = _as_is) -> Optional[Line]:
        """Why ``action`` is not in this legal set (None when it is), as one translatable
        sentence naming the rule and what the seat may do instead; ``number`` gives a seat
        of the hand as the reader sees it (as it is for a scenario, the table's own seat
        number at the table)."""
        if seat is not None and seat != self.seat:
            return said(QT_TRANSLATE_NOOP("Errors", "it is seat {turn}'s turn, not seat {seat}'s"),
                        turn=number(self.seat), seat=number(seat))
        kind = action.kind
        if kind == FOLD or (kind == CHECK and self.can_check) or (kind == CALL and self.can_call):
            return None
        shown, allowed = number(self.seat), self.allowed()
        if kind == CHECK:
            return Line.in_context(T, CANNOT_CHECK, seat=shown, to=self.to_match, allowed=allowed)
        if kind == CALL:
            return Line.in_context(T, NOTHING_TO_CALL, seat=shown, allowed=allowed)
        if kind == BET and not self.is_bet:
            return said(QT_TRANSLATE_NOOP(
                "Errors", "there is already a bet of {to}, so this is a raise"), to=self.to_match)
        if kind == RAISE and self.is_bet:
            return said(QT_TRANSLATE_NOOP(
                "Errors", "nobody has bet on this street, so this is a bet"))
        if not self.can_raise:
            if kind == ALLIN and self.can_all_in:
                return None
            return Line.in_context(T, NO_RAISE_ALLOWED, why=self.no_raise_line(shown),
                                   seat=shown, allowed=allowed)
        if kind == ALLIN:
            return None
        # a raise is possible, so both limits are set; a bet or raise always names its total
        low, high = self.min_raise_to, self.max_raise_to
        assert low is not None and high is not None and action.to is not None
        if low <= action.to <= high:
            return None
        if low == high:
            return Line.in_context(T, ONLY_ALL_IN, seat=shown, max=high, allowed=allowed)
        if action.to > high:
            return Line.in_context(T, AT_MOST, seat=shown, max=high, allowed=allowed)
        if self.is_bet:
            return Line.in_context(T, MIN_BET, seat=shown, min=low, allowed=allowed)
        # the full raise: the least raise is to the bet to match and a full raise more
        return Line.in_context(T, MIN_RAISE, seat=shown, min=low, full=low - self.to_match,
                               allowed=allowed)

    def to_json(self) -> dict[str, int | bool | str | None]:
        """The scenario ``decisions`` entry."""
        return {"seat": self.seat, "street": self.street.id, "call_amount": self.call_amount,
                "can_check": self.can_check, "min_raise_to": self.min_raise_to,
                "max_raise_to": self.max_raise_to}


@dataclass(frozen=True, slots=True)
class Post:
    """A forced bet posted before the cards: ``ante``, ``small_blind`` or ``big_blind``."""

    seat: int
    kind: str
    amount: int
    all_in: bool


@dataclass(frozen=True, slots=True)
class ActionRecord:
    """One accepted action: as asked, as it resolved, and the legal set it came from.

    ``kind`` is what the action became (``fold``, ``check``, ``call``, ``bet``
    or ``raise``); ``to`` the seat's street total afterwards; ``added`` the
    chips it put in; ``full_raise`` is False for a bet or raise that was a
    short all-in (it does not reopen the betting) and None for other kinds.
    """

    index: int
    legal: LegalActions
    action: Action
    kind: str
    to: int
    added: int
    all_in: bool
    full_raise: Optional[bool] = None

    @property
    def seat(self) -> int:
        return self.legal.seat

    @property
    def street(self) -> Street:
        return self.legal.street


PRESETS = ("min", "half", "three_quarters", "pot", "allin")
_FRACTIONS = {"half": 0.5, "three_quarters": 0.75, "pot": 1.0}


def preset_sizes(legal: LegalActions, pot: int) -> dict[str, int]:
    """The bet or raise-to totals of the usual presets (the minimum, half the pot, three
    quarters, the pot, all-in), each within the legal range; empty when no raise is
    allowed. A pot-sized raise is the call plus the pot after the call."""
    if not legal.can_raise:
        return {}
    assert legal.min_raise_to is not None and legal.max_raise_to is not None
    lo, hi = legal.min_raise_to, legal.max_raise_to
    out = {"min": lo}
    for key, fraction in _FRACTIONS.items():
        to = legal.to_match + fraction * (pot + legal.call_amount)
        out[key] = max(lo, min(hi, int(to + 0.5)))
    out["allin"] = hi
    return out
