"""House profiles: a house's pay tables and house rules under a name ("Casino A").

A school teaches the tables its graduates will deal, so it keeps them as a
profile: a name and, per game, the value of each house rule: a GAMES.md choice
or, for a pay table, a table of the house's own (``150-30-10-3-2-1``). One
profile is active; the table, the trainer, the rules pages and the odds read
its values.

Every profile made here can be dealt: its values are checked by the game's own
rules object (the registry's ``make_rules``, which names the rule, or the line
of a pay table, at fault) and kept as that object writes them. A game or a rule
a profile does not name takes the GAMES.md default, so a profile written before
a game was added still reads. A profile travels as a small JSON file,
``{"name": ..., "games": {game: {rule: value}}}``; a file that is not one is
refused with the reason (:class:`ProfileError`) and nothing changes.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from typing import Any, Mapping, Optional

from .errors import ProfileError, RulesError, TooLargeError, said
from .games.registry import GAMES, GameSpec, find_game
from .safe_repr import short_repr
from .text import QT_TRANSLATE_NOOP
from .whole_file import read_bounded

MAX_NAME = 40  # characters: a name fits the profile chooser and a window title
MAX_FILE = 64 * 1024  # a profile file is a few hundred bytes; a much larger one is not one
MAX_BOOK = 16 * 1024 * 1024  # every saved profile together, as settings keep them

Changes = tuple[tuple[str, str, str], ...]  # (game, rule, value) of the rules not at default
_NO_NAME = QT_TRANSLATE_NOOP("Errors", "A house profile needs a name.")


def name_key(name: str) -> str:
    """The form two names are compared in: "Casino A" and "casino  a" are the same name."""
    return " ".join(name.split()).casefold()


def verify_name(name: object) -> str:
    """A profile's name with its blanks tidied; ProfileError when there is none, it is
    longer than MAX_NAME characters or it holds control characters."""
    if not isinstance(name, str) or not name.strip():
        raise ProfileError(said(_NO_NAME))
    tidy = " ".join(name.split())
    if len(tidy) > MAX_NAME:
        raise ProfileError(said(QT_TRANSLATE_NOOP(
            "Errors", "A house profile's name can have at most {most} characters."),
            most=MAX_NAME))
    if not tidy.isprintable():
        raise ProfileError(said(QT_TRANSLATE_NOOP(
            "Errors", "A house profile's name cannot hold control characters.")))
    return tidy


def house_games() -> tuple[GameSpec, ...]:
    """The games that have house rules, in the registry's order."""
    return tuple(g for g in GAMES.values() if g.rules)


def _game_values(game_id: object, values: object) -> tuple[GameSpec, dict[str, str]]:
    """One game's rules from a profile, checked and written as its rules object writes
    them; ProfileError naming the game and the rule (or line) at fault."""
    spec = GAMES.get(game_id) if isinstance(game_id, str) else None
    if spec is None or not spec.rules:
        raise ProfileError(said(QT_TRANSLATE_NOOP(
            "Errors", "{game} is not a game with house rules (known: {games})"),
            game=short_repr(game_id), games=", ".join(g.id for g in house_games())))
    if not isinstance(values, Mapping) or not all(isinstance(k, str) for k in values):
        raise ProfileError(said(QT_TRANSLATE_NOOP(
            "Errors", "the house rules of {game} must be a list of rules and their values"),
            game=spec.id))
    try:
        return spec, spec.rule_values(spec.make_rules(values))
    except RulesError as e:
        raise ProfileError(said(QT_TRANSLATE_NOOP("Errors", "{game}: {reason}"),
                                game=spec.id, reason=e)) from None


@dataclass(frozen=True)
class HouseProfile:
    """A name and, per game id, the value of each house rule by key.

    Made with :meth:`make` (checked, every game's rules written out) or, for the
    GAMES.md defaults under no name, as :data:`STANDARD`; :meth:`values` fills in
    the default of any rule the profile does not name.
    """

    name: str
    games: Mapping[str, Mapping[str, str]] = field(default_factory=dict)

    @classmethod
    def make(cls, name: object, games: object = None) -> "HouseProfile":
        """A checked profile (ProfileError with the reason); games not given take the
        GAMES.md defaults."""
        tidy = verify_name(name)
        if games is None:
            games = {}
        if not isinstance(games, Mapping):
            raise ProfileError(said(QT_TRANSLATE_NOOP(
                "Errors", "a house profile's \"games\" must list each game with its house rules")))
        chosen = {}
        for game_id, values in games.items():
            spec, checked = _game_values(game_id, values)
            chosen[spec.id] = checked
        out = {spec.id: chosen.get(spec.id) or spec.rule_values(spec.make_rules())
               for spec in house_games()}
        return cls(tidy, out)

    @classmethod
    def of_changes(cls, changes: Changes, name: str = "") -> "HouseProfile":
        """The profile whose rules differ from GAMES.md's by ``changes`` (an exam's);
        ProfileError for a change no game allows."""
        games: dict[str, dict[str, str]] = {}
        for game, key, value in changes:
            games.setdefault(game, {})[key] = value
        for game, values in games.items():
            _game_values(game, values)
        return cls(name, games)

    def values(self, game: GameSpec) -> dict[str, str]:
        """The game's house rules: as the profile has them, the default for the rest."""
        return {r.key: r.default for r in game.rules} | dict(self.games.get(game.id, {}))

    def rules(self, game_id: str) -> Any:
        """The game's rules object under this profile."""
        game = find_game(game_id)
        return game.make_rules(self.values(game))

    def with_value(self, game_id: str, key: str, value: object) -> "HouseProfile":
        """This profile with one rule changed (ProfileError naming the rule or the line)."""
        spec, values = _game_values(game_id, {**self.values(find_game(game_id)), key: value})
        return HouseProfile(self.name, {**self.games, spec.id: values})

    def renamed(self, name: object) -> "HouseProfile":
        return HouseProfile(verify_name(name), self.games)

    def changes(self) -> Changes:
        """The rules that differ from GAMES.md's defaults, in the registry's order."""
        return tuple((g.id, r.key, self.values(g)[r.key]) for g in house_games() for r in g.rules
                     if self.values(g)[r.key] != r.default)

    def as_data(self) -> dict[str, Any]:
        """The profile as its file holds it."""
        return {"name": self.name, "games": {g: dict(v) for g, v in self.games.items()}}


STANDARD = HouseProfile("")  # GAMES.md's defaults: what a drill deals when no house is given


def profile_json(profile: HouseProfile) -> str:
    """A profile's file: small, readable, UTF-8."""
    return json.dumps(profile.as_data(), ensure_ascii=False, indent=2) + "\n"


def _not_a_profile() -> ProfileError:
    return ProfileError(said(QT_TRANSLATE_NOOP(
        "Errors", "This is not a house profile: it needs a \"name\" and the \"games\" with "
                  "their house rules.")))


def _json(data: bytes | str, limit: int = MAX_FILE) -> Any:
    """A file's JSON; ProfileError saying why it is not (too large, not text, not JSON)."""
    if len(data) > limit:
        raise ProfileError(said(QT_TRANSLATE_NOOP(
            "Errors", "This file is too large to be a house profile.")))
    try:
        text = data.decode("utf-8-sig") if isinstance(data, bytes) else data
        return json.loads(text)
    except UnicodeDecodeError:
        raise ProfileError(said(QT_TRANSLATE_NOOP(
            "Errors", "This is not a house profile: it is not UTF-8 text."))) from None
    except json.JSONDecodeError as e:
        raise ProfileError(said(QT_TRANSLATE_NOOP(
            "Errors", "This is not a house profile: it is not JSON (line {line}, column "
                      "{column})."), line=e.lineno, column=e.colno)) from None
    except RecursionError:
        raise _not_a_profile() from None


def read_profile_file(path: str | os.PathLike[str]) -> HouseProfile:
    """The profile in a file, read no further than a profile can be long; ProfileError with
    the reason (the file cannot be read, or is not a profile)."""
    try:
        data = read_bounded(path, MAX_FILE)
    except TooLargeError:
        raise ProfileError(said(QT_TRANSLATE_NOOP(
            "Errors", "This file is too large to be a house profile."))) from None
    except OSError as e:
        raise ProfileError(said(QT_TRANSLATE_NOOP("Errors", "The file cannot be read: {reason}"),
                                reason=e.strerror or str(e))) from None
    return read_profile(data)


def read_profile(data: bytes | str) -> HouseProfile:
    """The profile in a file's bytes or text; ProfileError with the reason otherwise."""
    found = _json(data)
    if not isinstance(found, dict) or "name" not in found or "games" not in found:
        raise _not_a_profile()
    return HouseProfile.make(found["name"], found["games"])


@dataclass(frozen=True)
class ProfileBook:
    """The saved profiles, each name once (compared by :func:`name_key`), and the active
    one. Every change returns a new book and leaves this one as it is."""

    profiles: tuple[HouseProfile, ...]
    active: str

    def __post_init__(self) -> None:
        keys = [name_key(p.name) for p in self.profiles]
        if not self.profiles or len(set(keys)) != len(keys):
            raise ProfileError(said(QT_TRANSLATE_NOOP(
                "Errors", "The saved house profiles need one profile at least, each name "
                          "only once.")))
        if name_key(self.active) not in keys:
            object.__setattr__(self, "active", self.profiles[0].name)

    @property
    def active_profile(self) -> HouseProfile:
        found = self.find(self.active)
        assert found is not None  # __post_init__ made it one of the profiles
        return found

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.profiles)

    def find(self, name: str) -> Optional[HouseProfile]:
        key = name_key(name)
        return next((p for p in self.profiles if name_key(p.name) == key), None)

    def _named(self, name: str) -> HouseProfile:
        found = self.find(name)
        if found is None:
            raise ProfileError(said(QT_TRANSLATE_NOOP(
                "Errors", "There is no house profile called {name}."), name=short_repr(name)))
        return found

    def _free(self, name: str, keep: Optional[str] = None) -> None:
        found = self.find(name)
        if found is not None and (keep is None or name_key(found.name) != name_key(keep)):
            raise ProfileError(said(QT_TRANSLATE_NOOP(
                "Errors", "A house profile called {name} already exists: please choose another "
                          "name."), name=found.name))

    def free_name(self, name: str) -> str:
        """``name``, or ``name (2)``, ``name (3)``... the first no profile has."""
        n, candidate = 1, name
        while self.find(candidate) is not None:
            n += 1
            suffix = f" ({n})"
            candidate = name[:MAX_NAME - len(suffix)].rstrip() + suffix
        return candidate

    def added(self, profile: HouseProfile) -> "ProfileBook":
        """The book with ``profile`` added and active (ProfileError if its name is taken)."""
        self._free(profile.name)
        return ProfileBook((*self.profiles, profile), profile.name)

    def replaced(self, profile: HouseProfile) -> "ProfileBook":
        """The book with the profile of the same name replaced by ``profile``."""
        old = self._named(profile.name)
        return ProfileBook(tuple(profile if p is old else p for p in self.profiles), self.active)

    def renamed(self, name: str, new_name: object) -> "ProfileBook":
        old = self._named(name)
        new = old.renamed(new_name)
        self._free(new.name, keep=old.name)
        active = new.name if name_key(self.active) == name_key(old.name) else self.active
        return ProfileBook(tuple(new if p is old else p for p in self.profiles), active)

    def removed(self, name: str) -> "ProfileBook":
        """The book without ``name``; the first profile left is active if it was. The last
        profile cannot be removed (the table needs rules to deal)."""
        old = self._named(name)
        if len(self.profiles) == 1:
            raise ProfileError(said(QT_TRANSLATE_NOOP(
                "Errors", "The last house profile cannot be deleted.")))
        return ProfileBook(tuple(p for p in self.profiles if p is not old), self.active)

    def activated(self, name: str) -> "ProfileBook":
        return ProfileBook(self.profiles, self._named(name).name)

    def to_json(self) -> str:
        """The book as settings keep it (one line of JSON)."""
        return json.dumps({"active": self.active,
                           "profiles": [p.as_data() for p in self.profiles]},
                          ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> tuple["ProfileBook", list[str]]:
        """A saved book and, for each saved profile that can no longer be read (a hand-edited
        file), why it was left out; ProfileError when no profile can be read."""
        found = _json(text, MAX_BOOK)
        if not isinstance(found, dict) or not isinstance(found.get("profiles"), list):
            raise _not_a_profile()
        profiles: list[HouseProfile] = []
        problems: list[str] = []
        for item in found["profiles"]:
            try:
                if not isinstance(item, dict):
                    raise _not_a_profile()
                profile = HouseProfile.make(item.get("name"), item.get("games"))
                if any(name_key(p.name) == name_key(profile.name) for p in profiles):
                    raise ProfileError(said(QT_TRANSLATE_NOOP("Errors", "{name} is saved twice"),
                                            name=repr(profile.name)))
            except ProfileError as e:
                problems.append(str(e))
                continue
            profiles.append(profile)
        active = found.get("active")
        return cls(tuple(profiles), active if isinstance(active, str) else ""), problems


def first_book(name: str, games: Mapping[str, Mapping[str, str]]) -> ProfileBook:
    """A book of one profile (the first start, or the rules of an older settings file)."""
    return ProfileBook((HouseProfile.make(name, games),), name)
