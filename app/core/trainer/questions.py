"""Questions: what the trainee sees, what they answer, and the key from the rules core.

A :class:`Question` is rebuilt exactly from its drill, level and seed, so an
answer saved with those three can be replayed, and an exam code gives every PC
the same questions. Its parts are what the trainee fills in; its derivation
is the rules core's own explanation of the answer.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Mapping, Optional, Protocol, Union

from ..cards import Card
from ..evaluator import HandValue
from ..rules import CasinoHoldemRules, HoldemBonusRules
from ..text import QT_TRANSLATE_NOOP, Line, Term
from .answers import Checked
from .parts import Option, Part

if TYPE_CHECKING:  # the no-limit package is loaded when a no-limit drill first deals
    from ..nlhe.felt import NLFacts

T = "Trainer"


def tline(template: str, **args: object) -> Line:
    """A line marked in the Trainer context."""
    return Line.in_context(T, template, **args)


def tterm(id: str, text: str) -> Term:
    """A word marked in the Trainer context."""
    return Term(id, text, T)


@dataclass(frozen=True)
class SeatView:
    """A player's cards and bets as the question shows them."""

    cards: tuple[Card, ...]
    bets: tuple[tuple[str, int], ...]  # (bet id, stake) in table order
    folded: bool = False
    paid: tuple[tuple[str, int], ...] = ()  # a layout to audit: (bet id, net) as the dealer paid


# The rules a question was asked under: a casino game's house rules, or a no-limit hand's
# table facts (the button, the blinds, the ante and the pots).
QuestionRules = Union[CasinoHoldemRules, HoldemBonusRules, "NLFacts"]


class HandBehind(Protocol):
    """The whole hand behind a question (a casino ``Deal``, a no-limit ``NLDeal``): its game
    and the cases it shows."""

    @property
    def game(self) -> str: ...

    @property
    def tags(self) -> frozenset[str]: ...


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
    rules: QuestionRules
    derivation: tuple[Line, ...]
    target_seconds: float
    tags: frozenset[str] = frozenset()
    best: dict[str, Optional[HandValue]] = field(default_factory=dict)  # "player" / "dealer"
    deal: Optional[HandBehind] = field(default=None, compare=False, repr=False)
    to_act: Optional[int] = None  # the seat (from 0) whose turn the question is about
    story: tuple[Line, ...] = ()  # a question told in sentences, shown in place of cards
    # The case the question was built to show (a tag of its deal, or a kind of answer such as
    # a word problem's "net_zero"); "" when it was dealt as it fell.
    case: str = ""
    # A question about the table's chips: the chip values it is asked with (high to low).
    chips: tuple[int, ...] = ()

    @property
    def expected(self) -> dict[str, object]:
        return {p.key: p.expected for p in self.parts}

    def mark(self, given: Mapping[str, object]) -> Checked:
        """Each part's value in ``given`` (as :meth:`Part.read` returned it) against its key
        (a part missing is wrong): right only when every part is right."""
        return Checked(tuple(p.mark(given.get(p.key)) for p in self.parts))

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
# What the ante and the call are paid: the card drill's field and the word problem's asking
# the same question carry the same label.
PAID_ANTE_CALL = QT_TRANSLATE_NOOP("Trainer", "Paid on ante and call")
SEAT = QT_TRANSLATE_NOOP("Trainer", "Seat {seat}")

