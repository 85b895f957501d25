"""The house profiles' controller: the saved profiles, the active one, every change to them.

Settings keep the profiles as one JSON value (``house/profiles``, an
:class:`~app.core.profiles.ProfileBook`). A settings file from before profiles
keeps each game's rules under ``<game>/<rule>``: until a profile is first saved,
those values are the one profile, "School default", so nothing chosen there is
lost; the first save writes the profiles and clears the old keys. A saved value
that cannot be read (a hand-edited file) is reported in ``settings.problems``
and the rest is kept.

Every change is checked by the core before it is saved, and saved at once: the
table, the trainer, the rules pages and the odds read the active profile
through :func:`house_rule_values` the next time they deal, ask or fill a page,
and ``changed`` tells them to do it now.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Optional, Sequence

from PySide6.QtCore import QCoreApplication, QObject, Signal

from app.core.errors import ProfileError, RulesError
from app.core.games.registry import GameSpec, find_game
from app.core.profiles import (
    HouseProfile,
    ProfileBook,
    first_book,
    house_games,
    profile_json,
    read_profile_file,
)
from app.core.rules import custom_paytable, multiplier
from app.i18n import error_text
from app.system.settings import Settings

log = logging.getLogger(__name__)
KEY = "house/profiles"
UNREAD = "house/unreadable"  # saved profiles the app could not read, kept as they were


def _first_name() -> str:
    """The first profile's name, in the language of the day it is first saved."""
    return QCoreApplication.translate("HouseProfiles", "School default")


def _tell(settings: Settings, problem: str, saved: str) -> None:
    """Report a saved value that cannot be read, once (it is read again and again); the log
    keeps the text, so a hand-edited profile can be mended."""
    if problem not in settings.problems:
        settings.problems.append(problem)
        log.warning("%s (the saved text: %.4000s)", problem, saved)


def _keep_unread(settings: Settings, saved: str) -> None:
    """Keep saved profiles that cannot be read under a key of their own before the next
    save writes over them: a hand-edited profile is mended, never lost."""
    if settings.get(UNREAD) != saved:
        settings.set(UNREAD, saved)


def load_book(settings: Settings) -> ProfileBook:
    """The saved profiles; before any was saved, one made of the older keys' rules. Saved
    profiles that cannot be read are kept, as saved, under ``house/unreadable``."""
    saved = settings.get(KEY)
    if saved:
        try:
            book, left_out = ProfileBook.from_json(saved)
        except ProfileError as e:
            _keep_unread(settings, saved)
            _tell(settings, f"{KEY}: {e}; the house rules of the older keys are used, and the "
                            f"saved profiles are kept under {UNREAD}", saved)
        else:
            if left_out:
                _keep_unread(settings, saved)
            for problem in left_out:
                _tell(settings, f"{KEY}: {problem}; that profile is left out and kept, as "
                                f"saved, under {UNREAD}", saved)
            return book
    older = {g.id: {r.key: settings.get(f"{g.id}/{r.key}") for r in g.rules}
             for g in house_games()}
    return first_book(_first_name(), older)


def save_book(settings: Settings, book: ProfileBook) -> None:
    """Save the profiles; the older keys go (their rules are in the profiles now)."""
    settings.set(KEY, book.to_json())
    for game in house_games():
        for rule in game.rules:
            settings.set(f"{game.id}/{rule.key}", rule.default)  # the default is not written


def active_house(settings: Settings) -> HouseProfile:
    """The active house profile."""
    return load_book(settings).active_profile


def house_rule_values(settings: Settings, spec: GameSpec) -> dict[str, str]:
    """A game's house rules under the active profile, by key."""
    return active_house(settings).values(spec)


class HouseController(QObject):
    """Chooses, adds, renames, removes, changes, exports and imports house profiles.

    Each method raises ProfileError (or RulesError for a rule's value) with the reason
    and changes nothing when it cannot do what was asked.

    Signals:
        changed: the active profile or its rules changed; read ``book``.
    """

    changed = Signal()

    def __init__(self, settings: Settings, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.settings = settings

    @property
    def book(self) -> ProfileBook:
        return load_book(self.settings)

    @property
    def active(self) -> HouseProfile:
        return self.book.active_profile

    def _save(self, book: ProfileBook) -> None:
        save_book(self.settings, book)
        self.changed.emit()

    # -- the profiles -----------------------------------------------------------------
    def activate(self, name: str) -> None:
        if name != self.book.active:
            self._save(self.book.activated(name))

    def add(self, name: str) -> HouseProfile:
        """A new profile with the active one's rules, made active."""
        profile = self.active.renamed(name)
        self._save(self.book.added(profile))
        return profile

    def rename(self, name: str) -> None:
        book = self.book
        self._save(book.renamed(book.active, name))

    def remove(self) -> None:
        """Delete the active profile (not the last one); the first left becomes active."""
        book = self.book
        self._save(book.removed(book.active))

    def set_value(self, game: str, key: str, value: str) -> None:
        """Change one rule of the active profile (ProfileError naming the rule or line)."""
        profile = self.active.with_value(game, key, value)
        if profile != self.active:
            self._save(self.book.replaced(profile))

    # -- a pay table of the house's own ---------------------------------------------------
    @staticmethod
    def custom_table(game: str, key: str, multipliers: Sequence[str]) -> str:
        """The id of a table typed line by line (RulesError naming the first line at fault)."""
        return custom_paytable(find_game(game).rule(key).lines, multipliers).id

    @staticmethod
    def line_problem(line: str, text: str) -> str:
        """What is wrong with one line's multiplier as typed, in the window's language; ""
        when nothing is."""
        try:
            multiplier(line, text)
        except RulesError as e:
            return error_text(e)
        return ""

    # -- files ------------------------------------------------------------------------------
    def export(self, path: str | Path) -> None:
        """Write the active profile's file (ProfileError saying why it could not be)."""
        try:
            Path(path).write_text(profile_json(self.active), encoding="utf-8")
        except OSError as e:
            raise ProfileError(self.tr("The file could not be written: {reason}").format(
                reason=e.strerror or str(e))) from None

    def import_file(self, path: str | Path) -> HouseProfile:
        """Add the profile in a file, under a name no profile has, and make it active; a file
        that is not a profile is refused with the reason and nothing changes."""
        profile = read_profile_file(path)
        book = self.book
        profile = profile.renamed(book.free_name(profile.name))
        self._save(book.added(profile))
        log.info("house profile %r imported from %s", profile.name, path)
        return profile


__all__ = ["HouseController", "ProfileError", "RulesError", "active_house", "house_rule_values",
           "load_book", "save_book"]
