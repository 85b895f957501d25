"""Questions: what the trainee sees, what they answer, and the key from the rules core.

A :class:`Question` is rebuilt exactly from its drill, level and seed, so an
answer saved with those three can be replayed, and an exam code gives every PC
the same questions. Its parts are what the trainee fills in; its derivation
is the rules core's own explanation of the answer.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional, Union

from ..cards import Card
from ..evaluator import HandValue
from ..text import QT_TRANSLATE_NOOP, Joined, Line, Signed, Term, Translate, english

T = "Trainer"


def tline(template: str, **args: object) -> Line:
    """A line marked in the Trainer context."""
    return Line.in_context(T, template, **args)


def tterm(id: str, text: str) -> Term:
    """A word marked in the Trainer context."""
    return Term(id, text, T)


@dataclass(frozen=True)
class Option:
    """One choice of a choice part: an id, its words, its key."""

    id: str
    text: Union[Term, Line]  # a Line for a choice whose words carry figures (a dealer's call)
    key: str


@dataclass(frozen=True)
class Part:
    """One thing the trainee answers.

    ``kind``: ``amount`` (a payout, 0 or more; may be paid in chips), ``count`` (a number
    of chips, 0 or more), ``signed`` (a net result: +paid, 0 push, -taken), ``seats``
    (seat numbers from 1, the key a sorted tuple), ``choice`` (one of ``options``, picked)
    or ``call`` (one of ``options``, typed in words: a dealer's call).

    ``given`` is what the field holds when the question comes up: the payout a dealer
    made, for the trainee to leave or correct (a layout to audit), or 0 chips.
    """

    key: str
    label: Line
    kind: str
    expected: object
    options: tuple[Option, ...] = ()
    given: Optional[int] = None

    def shown(self, value: object, translate: Translate = english) -> str:
        """``value`` (the key, or a trainee's answer) as the trainee reads it: a choice by
        its words, a net result with its sign, seats as a list, amounts in the digits of
        ``translate``'s language (the feedback and the worksheets' answer key)."""
        if self.kind in ("choice", "call"):
            option = next((o for o in self.options if o.id == value), None)
            return option.text.render(translate) if option else str(value)
        if isinstance(value, int) and not isinstance(value, bool):
            item: object = Signed(value) if self.kind == "signed" else value
        elif self.kind == "seats" and isinstance(value, (tuple, list)):
            item = Joined(tuple(value))
        else:
            return str(value)
        return Joined((item,)).render(translate)


@dataclass(frozen=True)
class SeatView:
    """A player's cards and bets as the question shows them."""

    cards: tuple[Card, ...]
    bets: tuple[tuple[str, int], ...]  # (bet id, stake) in table order
    folded: bool = False
    paid: tuple[tuple[str, int], ...] = ()  # a layout to audit: (bet id, net) as the dealer paid


@dataclass(frozen=True)
class Question:
    """One question of a drill, with its answer key and derivation."""

    drill: str
    level: int
    seed: int
    game: str
    prompt: Line
    parts: tuple[Part, ...]
    seats: tuple[SeatView, ...]
    dealer: tuple[Card, ...]  # empty when the dealer's cards are not part of the question
    dealer_shown: bool
    board: tuple[Card, ...]  # the cards shown (3 for a flop question)
    rules: object
    derivation: tuple[Line, ...]
    target_seconds: float
    tags: frozenset[str] = frozenset()
    best: dict[str, Optional[HandValue]] = field(default_factory=dict)  # "player" / "dealer"
    deal: object = field(default=None, compare=False, repr=False)  # the whole Deal
    to_act: Optional[int] = None  # the seat (from 0) whose turn the question is about
    story: tuple[Line, ...] = ()  # a question told in sentences, shown in place of cards

    @property
    def expected(self) -> dict[str, object]:
        return {p.key: p.expected for p in self.parts}

    def best_five(self, who: str) -> tuple[Card, ...]:
        value: Optional[HandValue] = self.best.get(who)
        return value.best_five if value is not None else ()


YES_NO = (Option("yes", tterm("yes", QT_TRANSLATE_NOOP("Trainer", "Yes")), "Y"),
          Option("no", tterm("no", QT_TRANSLATE_NOOP("Trainer", "No")), "N"))
WINNER = (Option("player", tterm("player", QT_TRANSLATE_NOOP("Trainer", "Player")), "P"),
          Option("dealer", tterm("dealer", QT_TRANSLATE_NOOP("Trainer", "Dealer")), "D"),
          Option("tie", tterm("tie", QT_TRANSLATE_NOOP("Trainer", "Tie")), "T"))
ANTE_RESULT = (Option("pays", tterm("pays", QT_TRANSLATE_NOOP("Trainer", "Pays 1 to 1")), "P"),
               Option("pushes", tterm("pushes", QT_TRANSLATE_NOOP("Trainer", "Pushes")), "U"),
               Option("loses", tterm("loses", QT_TRANSLATE_NOOP("Trainer", "Loses")), "L"))

BET_LABELS = {
    "ante": QT_TRANSLATE_NOOP("Trainer", "Ante {stake}"),
    "call": QT_TRANSLATE_NOOP("Trainer", "Call {stake}"),
    "aa_bonus": QT_TRANSLATE_NOOP("Trainer", "AA Bonus {stake}"),
    "bonus": QT_TRANSLATE_NOOP("Trainer", "Bonus {stake}"),
    "preflop": QT_TRANSLATE_NOOP("Trainer", "Play {stake}"),
    "flop": QT_TRANSLATE_NOOP("Trainer", "Flop bet {stake}"),
    "turn": QT_TRANSLATE_NOOP("Trainer", "Turn bet {stake}"),
}
NET = QT_TRANSLATE_NOOP("Trainer", "Net for the player")
SEAT = QT_TRANSLATE_NOOP("Trainer", "Seat {seat}")
