"""Every error the rules core raises, in one module, by cause (python-chess's habit).

Each message is one sentence a person can act on: it names the field, the card
or the rule at fault. Modules raise these and re-export the ones their callers
know them by (``from app.core.cards import CardError`` still works), but there
is one class per cause, so a caller catching :class:`ActionError` catches it
for both kinds of hand, casino and no-limit.

Most derive from :class:`CoreError` (bad input: a ``ValueError``). Four do not,
on purpose: :class:`StoreError` and :class:`CannotSaveError` are about the
disk, not about what was asked, :class:`HeldFileError` is the system's own
``PermissionError`` with its cause named, and :class:`HandBuildError` is a bug. The
store's private ``_Damaged`` and ``_Changed`` are control flow inside the
store, never raised out of it.

Every sentence reaches the user in the window's language: a raise site gives a
:class:`~app.core.text.Line`, an English template marked
``QT_TRANSLATE_NOOP("Errors", ...)`` with its named arguments (:func:`said`).
``str(e)`` stays the English sentence (logs, tests, the JSON of ``settle``);
``e.line`` keeps the template and ``e.render(translate)`` says it in a language.
An error built from plain text (a sentence a Qt caller has already translated)
has no line and renders as that text.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Optional, Sequence, Union

from .text import QT_TRANSLATE_NOOP, Line, Numerus, Translate, english

ERRORS = "Errors"  # the translation context of every error sentence

Message = Union[str, Line, BaseException]  # what an error is made from


def said(template: str, **args: object) -> Line:
    """One error sentence: a template marked ``QT_TRANSLATE_NOOP("Errors", ...)`` at the
    raise site and its named arguments (values, ids, words, other errors)."""
    return Line(template, tuple(args.items()), ERRORS)


def pairs(count: int) -> Line:
    """``1 pair``, ``3 pairs``: a count of pairs of cards, in the reader's plural form."""
    return said(Numerus.translate("Errors", "%n pair(s)", None, 0)).with_count(count)


def either(values: Sequence[object]) -> object:
    """``a or b or c`` in the reader's language (one value as it is)."""
    if len(values) < 2:
        return values[0] if values else ""
    return said(QT_TRANSLATE_NOOP("Errors", "{first} or {second}"), first=values[0],
                second=either(values[1:]))


def both(values: Sequence[object]) -> object:
    """``a and b and c`` in the reader's language (one value as it is)."""
    if len(values) < 2:
        return values[0] if values else ""
    return said(QT_TRANSLATE_NOOP("Errors", "{first} and {second}"), first=values[0],
                second=both(values[1:]))


def _split(message: Message) -> tuple[str, Optional[Line]]:
    """The English text of a message and its line (None for plain text); another error
    passes on its own line."""
    line = message if isinstance(message, Line) else getattr(message, "line", None)
    if isinstance(line, Line):
        return line.render(), line
    return str(message), None


class _Sentence:
    """An error that says one sentence: ``line`` (None for plain text) and ``render``."""

    line: Optional[Line] = None

    def render(self, translate: Translate = english) -> str:
        """The sentence in the language ``translate`` gives (plain text as it is)."""
        return self.line.render(translate) if self.line is not None else str(self)


class CoreError(_Sentence, ValueError):
    """Anything the rules core refuses; the message is one clear sentence."""

    def __init__(self, message: Message = "") -> None:
        text, line = _split(message)
        super().__init__(text)
        self.line = line


class CardError(CoreError):
    """A card text that is not a card, or a card used twice."""


class ChipError(CoreError):
    """A set of denominations, or an amount, that chips cannot express."""


class RulesError(CoreError):
    """An unknown game, pay table id or house-rule value."""


class ScenarioError(CoreError):
    """A scenario that cannot be settled or shown; the message is one clear sentence."""


class PageError(CoreError):
    """A rules page names a slot, a card, a worked example or a drill that does not exist."""


class ActionError(CoreError):
    """A step or a betting action that is not legal now; the message says why and,
    for a bet, the legal range. A refused action changes nothing in the hand."""


class SetupError(CoreError):
    """A no-limit hand that cannot start; the message names the field (scenario key)."""


class TableError(CoreError):
    """A no-limit table step that is not possible now; the message says why."""


class DrillError(CoreError):
    """An unknown drill id or level."""


class ProfileError(CoreError):
    """A house profile (a name, a profile file, the saved profiles) that cannot be used; the
    message says why. Nothing is changed when it is raised."""


class ExamCodeError(CoreError):
    """An exam code that cannot be read, or a spec that cannot be given a code."""


class ClassFileError(CoreError):
    """A file offered as a trainee's results export that cannot be read as one: empty, not
    UTF-8 text, missing a column, or a cell that is not what the app writes there."""


class TooLargeError(CoreError):
    """A file or stream longer than a command or a window reads
    (:func:`app.core.whole_file.read_bounded`); nothing of it is used."""


class AnswerError(CoreError):
    """A typed answer that is not a whole number of chips; ``refusal`` says why
    (an :class:`app.core.trainer.answers.Refusal`), its ``line`` in words (the refusal's
    own unless one is given: a field left empty, named)."""

    def __init__(self, refusal: Any, line: Optional[Line] = None) -> None:
        super().__init__(line if line is not None else refusal.line)
        self.refusal = refusal


class GameFactError(LookupError):
    """A game's registry entry names a trainer function or a pay table that is not there
    (a programming error: the message names the game and the name)."""


class HandBuildError(RuntimeError):
    """No seven cards of the asked category were found in the allowed attempts (a bug, not
    bad input: every category can be built)."""


class StoreError(_Sentence, Exception):
    """The progress store cannot do what was asked; the message is one sentence for the user."""

    def __init__(self, message: Message = "") -> None:
        text, line = _split(message)
        super().__init__(text)
        self.line = line


class RefusedValueError(StoreError):
    """The progress store refused a row before writing it: a value of the wrong type for its
    column (``seed=False``), a missing one, a number no column holds. A fault of the app,
    logged where it is refused; nothing of the row is written."""


class CannotSaveError(StoreError):
    """The progress file cannot be written (or, for a newer version's file, must not be);
    ``problem`` (an :class:`app.core.trainer.store.SaveProblem`) says why."""

    def __init__(self, message: Message, problem: Any,
                 moved_aside: Optional[Path] = None) -> None:
        super().__init__(message)
        self.problem, self.moved_aside = problem, moved_aside


class ServerError(_Sentence, Exception):
    """The class server could not start (or stopped); the message is one sentence."""

    def __init__(self, message: Message = "") -> None:
        text, line = _split(message)
        super().__init__(text)
        self.line = line


class PortInUse(ServerError):
    """The class server's port is taken by another program (or another class server)."""


class HeldFileError(PermissionError):
    """A file written whole (app.core.whole_file), complete, could not be put in place of the
    old one: on Windows another program has the old one open (a spreadsheet showing the last
    export, a PDF viewer), or it is read-only. The old file is as it was."""


class SheetError(ValueError):
    """A question sheet, an answer or a mark received from another PC that is not what the app
    writes (app/core/trainer/sheets.py): one English sentence saying why, for the log and the
    sending app's developer, never shown to a trainee as it is."""
