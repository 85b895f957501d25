"""Answer parts: one class per kind of answer, each owning how it is read, marked and shown.

A question's parts are what the trainee fills in. Each kind knows how a typed answer
is read (and the reason it is refused), whether an answer is right, how a value is
written for the trainee (the feedback, the worksheets' key), and what field the
answer panel builds for it (:class:`Field`): the panel asks the part, it never
works out an answer.

=====================  ==========  ===================================================
class                  ``kind``    the answer
=====================  ==========  ===================================================
:class:`AmountPart`    amount      a payout, 0 or more (may be paid in chips)
:class:`ChipCountPart` count       how many chips of one value, 0 or more
:class:`NetPart`       signed      a net result: +paid, 0 push, -taken
:class:`SeatsPart`     seats       seat numbers from 1 (the key a sorted tuple)
:class:`ChoicePart`    choice      one of ``options``, picked on a button
:class:`CallPart`      call        one of ``options``, typed in words: a dealer's call
=====================  ==========  ===================================================

``kind`` is the id the golden files carry; nothing branches on it.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import ClassVar, Optional, Sequence, Union

from ..errors import AnswerError
from ..text import QT_TRANSLATE_NOOP, Joined, Line, Signed, Term, Translate, english
from .answers import (
    Checked,
    PartResult,
    Refusal,
    mark_chips,
    not_answered,
    parse_amount,
    parse_call,
    parse_seats,
)

PANEL = "AnswerPanel"  # the context of the fields' example texts (the panel's own words)


def _panel(id: str, text: str) -> Term:
    return Term(id, text, PANEL)


HOW_MANY = _panel("how_many", QT_TRANSLATE_NOOP("AnswerPanel", "how many"))
SEAT_NUMBER = _panel("seat_number", QT_TRANSLATE_NOOP("AnswerPanel", "seat number"))
SEAT_NUMBERS = _panel("seat_numbers", QT_TRANSLATE_NOOP("AnswerPanel", "seat numbers"))
SIGNS_TIP = _panel("signs", QT_TRANSLATE_NOOP("AnswerPanel", "+ paid, - taken"))
CALL_EXAMPLE = _panel("call", QT_TRANSLATE_NOOP("AnswerPanel", "Type a few words of the call"))
CALL_TIP = _panel("call_list", QT_TRANSLATE_NOOP(
    "AnswerPanel", "The list offers every call that has those words: choose one, or press "
                   "Enter when one is left."))
SIGNS = "+ / -"  # signs only, short enough for the narrowest field: the same in every language


@dataclass(frozen=True)
class Option:
    """One choice of a choice part: an id, its words, its key."""

    id: str
    text: Union[Term, Line]  # a Line for a choice whose words carry figures (a dealer's call)
    key: str


class Entry(enum.Enum):
    """How the trainee gives a part."""

    NUMBER = "number"  # typed in a field, digits, with the keypad
    WORDS = "words"  # typed in a field, words, completed from the part's options
    CHOICE = "choice"  # one of the part's options, picked on a button


@dataclass(frozen=True)
class Field:
    """What the answer panel builds for a part: how it is given, its grey example text
    (words, never a digit, which could be taken for an answer), its tip, and whether the
    sign key works in it."""

    entry: Entry
    example: Union[Term, str, None] = None
    tip: Optional[Term] = None
    signed: bool = False

    def example_text(self, translate: Translate = english) -> str:
        return self.example.render(translate) if isinstance(self.example, Term) \
            else self.example or ""

    def tip_text(self, translate: Translate = english) -> str:
        return self.tip.render(translate) if self.tip is not None else ""


@dataclass(frozen=True)
class Reading:
    """What reading a typed part needs beside the text: the seats at the table (seat
    numbers go from 1 to it), the trainee's language (a call is typed in its words), and
    whether the part is the question's only one (a lone field left empty keeps its own
    refusal; one of many is refused as not answered)."""

    seats: int = 9
    translate: Translate = english
    alone: bool = True


ALONE = Reading()  # a lone part at a full table, read in English

@dataclass(frozen=True)
class Part:
    """One thing the trainee answers: ``key``, ``label``, the ``expected`` answer.

    ``given`` is what the field holds when the question comes up: the payout a dealer
    made, for the trainee to leave or correct (a layout to audit), or 0 chips.
    ``options`` are a choice's or a call's options (none for the others).
    """

    key: str
    label: Line
    expected: object
    options: tuple[Option, ...] = ()
    given: Optional[int] = None

    kind: ClassVar[str]
    # The field takes a number, 0 being one (the sentence for a field left empty says so).
    takes_number: ClassVar[bool] = True
    # Left empty, the field is not answered even when it is the only one (a count of chips:
    # 0 is typed, an empty field is not 0).
    empty_not_answered: ClassVar[bool] = False

    # -- reading what was typed ------------------------------------------------------------
    def read(self, text: str, reading: Reading = ALONE) -> object:
        """The value of ``text`` as typed in this part's field; AnswerError with the reason
        (``refusal``) and its sentence (``line``) otherwise."""
        if not text.strip() and (not reading.alone or self.empty_not_answered):
            raise AnswerError(Refusal.NOT_ANSWERED, not_answered(self.label, self.takes_number))
        return self._parse(text, reading)

    def _parse(self, text: str, reading: Reading) -> object:
        raise NotImplementedError

    # -- marking -----------------------------------------------------------------------------
    def is_right(self, given: object) -> bool:
        """Whether ``given`` (a value :meth:`read` returned) is the expected answer (never,
        for a part with no key: a question a trainee's PC received without it)."""
        return self.expected is not None and given == self.expected

    def mark(self, given: object) -> PartResult:
        """``given`` against the key (None: not given, wrong)."""
        return PartResult(self.key, self.expected, given, self.is_right(given))

    @property
    def zero_answers(self) -> bool:
        """Typing 0 in the field answers it right."""
        return False

    def mark_pile(self, chips: Sequence[int], denominations: Sequence[int]) -> Checked:
        """A pile of chips from the tray paid as this part's answer (a payout's only)."""
        raise TypeError(f"a part of kind {self.kind!r} is not paid in chips")

    # -- showing -----------------------------------------------------------------------------
    def shown(self, value: object, translate: Translate = english) -> str:
        """``value`` (the key, or a trainee's answer) as the trainee reads it, amounts in the
        digits of ``translate``'s language (the feedback and the worksheets' answer key)."""
        return str(value)

    @property
    def field(self) -> Field:
        """The field the answer panel builds for this part."""
        return Field(Entry.NUMBER)

    def typed_at_start(self, translate: Translate = english) -> str:
        """What the field holds when the question comes up (empty for most parts)."""
        return ""

    @property
    def audited(self) -> bool:
        """A payout the dealer made, on a layout to audit: left as it is when it is right."""
        return False

    @property
    def counted_chip(self) -> Optional[int]:
        """The chip whose count this part is (chips piled on the tray are counted by value);
        None for a part a pile of chips pays in full."""
        return None


def _amount(value: object, translate: Translate) -> str:
    if isinstance(value, int) and not isinstance(value, bool):
        return Joined((value,)).render(translate)
    return str(value)


@dataclass(frozen=True)
class _Count(Part):
    """A whole number, 0 or more: ``1000``, ``1 000`` and ``1,000`` are the same."""

    expected: int

    def _parse(self, text: str, reading: Reading) -> int:
        return parse_amount(text)

    @property
    def zero_answers(self) -> bool:
        return self.expected == 0

    def shown(self, value: object, translate: Translate = english) -> str:
        return _amount(value, translate)


@dataclass(frozen=True)
class AmountPart(_Count):
    """A payout, 0 or more (a pile of chips on the tray pays it in full)."""

    kind: ClassVar[str] = "amount"

    def mark_pile(self, chips: Sequence[int], denominations: Sequence[int]) -> Checked:
        """Right on the amount; a second mark for the fewest chips (:func:`mark_chips`).
        With no key (a question received without it), wrong, the chips kept."""
        if self.expected is None:
            return Checked((PartResult(self.key, None, sum(chips), False),), None, tuple(chips))
        return mark_chips(self.expected, chips, denominations, self.key)


@dataclass(frozen=True)
class ChipCountPart(_Count):
    """How many chips of ``chip``'s value, 0 or more; ``given`` is 0 chips. Left empty it is
    not answered (0 is typed)."""

    chip: int = field(kw_only=True)
    given: Optional[int] = 0
    kind: ClassVar[str] = "count"
    empty_not_answered: ClassVar[bool] = True

    @property
    def field(self) -> Field:
        return Field(Entry.NUMBER, HOW_MANY)  # the label names the chip

    @property
    def counted_chip(self) -> Optional[int]:
        return self.chip


@dataclass(frozen=True)
class NetPart(Part):
    """A net result with its sign: ``+1 000`` paid, ``0`` a push, ``-300`` taken. On a
    layout to audit, ``given`` is what the dealer paid on the spot."""

    expected: int
    kind: ClassVar[str] = "signed"

    def _parse(self, text: str, reading: Reading) -> int:
        return parse_amount(text, signed=True)

    @property
    def zero_answers(self) -> bool:
        return self.expected == 0

    def shown(self, value: object, translate: Translate = english) -> str:
        if isinstance(value, int) and not isinstance(value, bool):
            return Joined((Signed(value),)).render(translate)
        return str(value)

    @property
    def field(self) -> Field:
        return Field(Entry.NUMBER, SIGNS, SIGNS_TIP, signed=True)

    def typed_at_start(self, translate: Translate = english) -> str:
        return self.shown(self.given, translate) if self.given is not None else ""

    @property
    def audited(self) -> bool:
        return self.given is not None


@dataclass(frozen=True)
class SeatsPart(Part):
    """Seat numbers from 1, each once, in any order: ``1 3 4``, ``1,3,4`` or ``134`` (the key
    sorted). Keyed ``to_act``, it asks for one seat: whose action it is."""

    expected: tuple[int, ...]
    kind: ClassVar[str] = "seats"
    takes_number: ClassVar[bool] = False

    def _parse(self, text: str, reading: Reading) -> tuple[int, ...]:
        return parse_seats(text, reading.seats)

    def shown(self, value: object, translate: Translate = english) -> str:
        if isinstance(value, (tuple, list)):
            return Joined((Joined(tuple(value)),)).render(translate)
        return _amount(value, translate)

    @property
    def field(self) -> Field:
        return Field(Entry.NUMBER, SEAT_NUMBER if self.key == "to_act" else SEAT_NUMBERS)


@dataclass(frozen=True)
class _Option(Part):
    """One of ``options``, shown by its words."""

    expected: str
    takes_number: ClassVar[bool] = False

    def shown(self, value: object, translate: Translate = english) -> str:
        option = next((o for o in self.options if o.id == value), None)
        return option.text.render(translate) if option else str(value)


@dataclass(frozen=True)
class ChoicePart(_Option):
    """One of ``options``, picked on a button (its letter, or the digit shown on it)."""

    kind: ClassVar[str] = "choice"

    def read(self, text: str, reading: Reading = ALONE) -> str:
        if text not in {o.id for o in self.options}:
            raise AnswerError(Refusal.NO_CHOICE)
        return text

    @property
    def field(self) -> Field:
        return Field(Entry.CHOICE)


@dataclass(frozen=True)
class CallPart(_Option):
    """One of ``options``, typed in words: a dealer's call, read in the trainee's language
    whatever the case, punctuation and spacing (the field completes it from the calls)."""

    kind: ClassVar[str] = "call"

    def _parse(self, text: str, reading: Reading) -> str:
        return parse_call(text, {o.id: o.text.render(reading.translate) for o in self.options})

    @property
    def field(self) -> Field:
        return Field(Entry.WORDS, CALL_EXAMPLE, CALL_TIP)
