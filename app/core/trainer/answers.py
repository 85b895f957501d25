"""Reading what a trainee typed, and checking answers against the key.

A typed amount accepts ``1000``, ``1 000``, ``1,000`` (and a leading ``+`` or
``-`` where a net result is asked); anything else is refused with a reason
code, never scored. Each code has its sentence (``Refusal.line``), which the
screen says in the trainee's language.
"""

from __future__ import annotations

import enum
import re
import unicodedata
from dataclasses import dataclass
from typing import Mapping, Sequence

from ..chips import fewest_chips
from ..errors import AnswerError, said
from ..text import QT_TRANSLATE_NOOP, Line

MAX_AMOUNT = 100_000_000  # larger than any payout the drills can ask


class Refusal(enum.Enum):
    """Why a typed answer was not read."""

    EMPTY = "empty"
    NOT_A_NUMBER = "not_a_number"
    DECIMAL = "decimal"
    NEGATIVE = "negative"
    TOO_LARGE = "too_large"
    NO_CHOICE = "no_choice"
    NOT_SEATS = "not_seats"
    NOT_A_CALL = "not_a_call"
    NOT_ANSWERED = "not_answered"  # a field of a many-field answer left empty

    @property
    def line(self) -> Line:
        """Why, in a sentence the screen translates."""
        return said(_REFUSAL_TEXT[self])


_REFUSAL_TEXT = {
    Refusal.EMPTY: QT_TRANSLATE_NOOP("Errors", "Type an amount first (0 if nothing is paid)."),
    Refusal.NOT_A_NUMBER: QT_TRANSLATE_NOOP(
        "Errors", "Only digits, please: 1000, 1 000 and 1,000 are all fine."),
    Refusal.DECIMAL: QT_TRANSLATE_NOOP("Errors", "Chips are whole numbers: no decimals."),
    Refusal.NEGATIVE: QT_TRANSLATE_NOOP(
        "Errors", "A payout is never negative: type 0 if nothing is paid."),
    Refusal.TOO_LARGE: QT_TRANSLATE_NOOP(
        "Errors", "That number is far larger than any payout here."),
    Refusal.NO_CHOICE: QT_TRANSLATE_NOOP(
        "Errors", "Choose an answer first (the letters work too)."),
    Refusal.NOT_SEATS: QT_TRANSLATE_NOOP(
        "Errors", "Type seat numbers from the table, each once: 1 3 4 or 134."),
    Refusal.NOT_A_CALL: QT_TRANSLATE_NOOP(
        "Errors", "That is not one of the dealer's calls: type a few words of it and choose "
                  "the call from the list."),
    Refusal.NOT_ANSWERED: QT_TRANSLATE_NOOP(
        "Errors", "A field is not answered yet: every field needs an answer."),
}


def not_answered(field: Line, number: bool) -> Line:
    """The sentence for ``field`` (its label) left empty in an answer of many fields: never
    read as 0, it is refused; ``number``: the field takes a number (0 is one)."""
    if number:
        return said(QT_TRANSLATE_NOOP(
            "Errors", "Not answered: {field}. Type a number there, 0 if there is none."),
            field=field)
    return said(QT_TRANSLATE_NOOP(
        "Errors", "Not answered: {field}. Every field needs an answer."), field=field)




_GROUPED = re.compile(r"\d{1,3}([ ,\u00a0\u202f]\d{3})+|\d+")


def parse_amount(text: str, signed: bool = False) -> int:
    """The whole number in ``text``; AnswerError with a reason otherwise."""
    t = (text or "").strip()
    if not t:
        raise AnswerError(Refusal.EMPTY)
    sign = 1
    if t[0] in "+-\u2212":
        if not signed and t[0] != "+":
            raise AnswerError(Refusal.NEGATIVE)
        sign = -1 if t[0] in "-\u2212" else 1
        t = t[1:].strip()
    if re.fullmatch(r"\d+[.]\d*|\d*[.]\d+|\d+,\d{1,2}", t):
        raise AnswerError(Refusal.DECIMAL)
    if not _GROUPED.fullmatch(t):
        raise AnswerError(Refusal.NOT_A_NUMBER)
    digits = re.sub(r"[ ,\u00a0\u202f]", "", t)
    if len(digits) > 12 or int(digits) > MAX_AMOUNT:
        raise AnswerError(Refusal.TOO_LARGE)
    return sign * int(digits)


def _plain_words(text: str) -> str:
    """Words as compared: case, punctuation, symbols and spacing aside, and a number's
    group separators too (``1 000``, ``1,000`` and ``1000`` read the same). Marks stay:
    Thai vowels and tones, Georgian and Armenian letters are part of their words."""
    kept = "".join(" " if unicodedata.category(c)[0] in "PSZ" and c not in ",." else c
                   for c in text.casefold())
    kept = re.sub(r"(?<=\d)[,.\s\u00a0\u202f](?=\d{3}\b)", "", kept)
    return " ".join(re.sub(r"[,.]", " ", kept).split())


def parse_call(text: str, calls: Mapping[str, str]) -> str:
    """The id of the call (``calls``: id -> its words in the trainee's language) that
    ``text`` says, case, punctuation and spacing aside; AnswerError otherwise."""
    said = _plain_words(text or "")
    if not said:
        raise AnswerError(Refusal.NOT_A_CALL)
    for call, words in calls.items():
        if _plain_words(words) == said:
            return call
    raise AnswerError(Refusal.NOT_A_CALL)


def parse_seats(text: str, seats: int = 9) -> tuple[int, ...]:
    """Seat numbers from 1 to ``seats`` (at most 9, so one digit each): ``1 3 4``,
    ``1,3,4`` or ``134``, each once, in any order (returned sorted); AnswerError with a
    reason otherwise."""
    digits = re.sub(r"[\s,;.]+", "", text or "")
    if not digits.isdigit() or not digits.isascii():  # nothing typed, or not digits
        raise AnswerError(Refusal.NOT_SEATS)
    numbers = [int(d) for d in digits]
    if any(not 1 <= n <= seats for n in numbers) or len(set(numbers)) != len(numbers):
        raise AnswerError(Refusal.NOT_SEATS)
    return tuple(sorted(numbers))


@dataclass(frozen=True)
class PartResult:
    """One part of an answer: what was expected, what was given, right or not."""

    key: str
    expected: object
    given: object
    correct: bool


@dataclass(frozen=True)
class Checked:
    """The whole answer: right only when every part is right."""

    parts: tuple[PartResult, ...]
    chips_fewest: bool | None = None  # for a chip answer: paid with the fewest chips
    chips_paid: tuple[int, ...] = ()  # for a chip answer: the chips given
    fewest: tuple[int, ...] = ()  # for a chip answer: the fewest chips for what was owed

    @property
    def correct(self) -> bool:
        return all(p.correct for p in self.parts)


def mark_chips(expected_amount: int, chips: Sequence[int], denominations: Sequence[int],
               key: str = "answer") -> Checked:
    """A payout built from chips: right on the amount; a second mark for fewest chips.

    The result carries the chips paid and the fewest-chips payout of what was
    owed, so the feedback shows them without working anything out."""
    amount = sum(chips)
    fewest = len(chips) == len(fewest_chips(amount, denominations)) if chips else None
    return Checked((PartResult(key, expected_amount, amount, amount == expected_amount),),
                   fewest if amount == expected_amount else None, tuple(chips),
                   tuple(fewest_chips(expected_amount, denominations)))
