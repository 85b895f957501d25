"""Every error the rules core raises, in one module, by cause (python-chess's habit).

Each message is one sentence a person can act on: it names the field, the card
or the rule at fault. Modules raise these and re-export the ones their callers
know them by (``from app.core.cards import CardError`` still works), but there
is one class per cause, so a caller catching :class:`ActionError` catches it
for both kinds of hand, casino and no-limit.

Most derive from :class:`CoreError` (bad input: a ``ValueError``). Three do not,
on purpose: :class:`StoreError` and :class:`CannotSaveError` are about the
disk, not about what was asked, and :class:`HandBuildError` is a bug. The
store's private ``_Damaged`` and ``_Changed`` are control flow inside the
store, never raised out of it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Optional


class CoreError(ValueError):
    """Anything the rules core refuses; the message is one clear sentence."""


class CardError(CoreError):
    """A card text that is not a card, or a card used twice."""


class ChipError(CoreError):
    """A set of denominations, or an amount, that chips cannot express."""


class RulesError(CoreError):
    """An unknown game, pay table id or house-rule value."""


class ScenarioError(CoreError):
    """A scenario that cannot be settled or shown; the message is one clear sentence."""


class ActionError(CoreError):
    """A step or a betting action that is not legal now; the message says why and,
    for a bet, the legal range. A refused action changes nothing in the hand."""


class SetupError(CoreError):
    """A no-limit hand that cannot start; the message names the field (scenario key)."""


class TableError(CoreError):
    """A no-limit table step that is not possible now; the message says why."""


class DrillError(CoreError):
    """An unknown drill id or level."""


class ExamCodeError(CoreError):
    """An exam code that cannot be read, or a spec that cannot be given a code."""


class AnswerError(CoreError):
    """A typed answer that is not a whole number of chips; ``refusal`` says why
    (an :class:`app.core.trainer.answers.Refusal`), and the screen words it."""

    def __init__(self, refusal: Any) -> None:
        super().__init__(refusal.value)
        self.refusal = refusal


class HandBuildError(RuntimeError):
    """No seven cards of the asked category were found in the allowed attempts (a bug, not
    bad input: every category can be built)."""


class StoreError(Exception):
    """The progress store cannot do what was asked; the message is one sentence for the user."""


class CannotSaveError(StoreError):
    """The progress file cannot be written (or, for a newer version's file, must not be);
    ``problem`` (an :class:`app.core.trainer.store.SaveProblem`) says why."""

    def __init__(self, message: str, problem: Any, moved_aside: Optional[Path] = None) -> None:
        super().__init__(message)
        self.problem, self.moved_aside = problem, moved_aside
