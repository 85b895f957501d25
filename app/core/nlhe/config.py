"""How a no-limit table is set up: who sits where, the stakes, the session's limit.

A :class:`TableConfig` is what the table set-up dialog edits and the settings
keep (as JSON): 2 to 9 seats, each empty, the trainee or a computer player
of a level with a name; the starting stack, blinds and ante; a limit by hands
or minutes; a deck seed (None: a new one each session); the pause before a
computer player acts; and, for a dealing session, which questions are asked.
With no trainee seat the trainee deals for the table. ``from_json`` refuses
bad data with a :class:`SetupError` that names the field.
"""

from __future__ import annotations

import json
import random
from dataclasses import asdict, dataclass, field, replace
from typing import Any, Optional, Sequence

from ..errors import SetupError, said
from ..text import QT_TRANSLATE_NOOP, Translate
from .players import LEVELS
from .setup import MAX_NAME, MAX_SEATS, MIN_SEATS, verify_stakes

EMPTY, TRAINEE = "empty", "trainee"
SEAT_KINDS = (EMPTY, TRAINEE, *LEVELS)
# What the dealer is asked while dealing (TRAINER.md's no-limit drills).
ASK_ACTION, ASK_STREET_POT, ASK_POTS, ASK_AWARD = "action", "street_pot", "pots", "award"
ASKS = (ASK_ACTION, ASK_STREET_POT, ASK_POTS, ASK_AWARD)
MAX_PAUSE_MS = 5000
MAX_SESSION_HANDS, MAX_SESSION_MINUTES = 1000, 600
MAX_TABLE_CHIPS = 10_000_000  # a stack, a blind or an ante: far beyond any training table
VARIED = (0.25, 0.4, 0.5, 0.75, 1.0, 1.0, 1.25, 1.5, 2.0)  # shares of the stack when varied


@dataclass(frozen=True)
class SeatConfig:
    """One seat: ``kind`` is empty, trainee, or a computer player's level."""

    kind: str
    name: str = ""


# The seats' default names, one for each of the nine seats: ids kept in the set-up and
# shown in the language's own names (a Georgian table seats Nino and Giorgi). A set-up
# keeps the id, so a table set up in one language shows the next language's names.
SEAT_NAMES = (QT_TRANSLATE_NOOP("SeatNames", "Ana"), QT_TRANSLATE_NOOP("SeatNames", "Bohdan"),
              QT_TRANSLATE_NOOP("SeatNames", "Chai"), QT_TRANSLATE_NOOP("SeatNames", "Dana"),
              QT_TRANSLATE_NOOP("SeatNames", "Erik"), QT_TRANSLATE_NOOP("SeatNames", "Farah"),
              QT_TRANSLATE_NOOP("SeatNames", "Gio"), QT_TRANSLATE_NOOP("SeatNames", "Hugo"),
              QT_TRANSLATE_NOOP("SeatNames", "Iris"))
LEVEL_CYCLE = ("easy", "normal", "hard", "normal", "easy", "normal")
DEFAULT_SEATS = 6


def seat_names(translate: Translate) -> tuple[str, ...]:
    """The nine default names in ``translate``'s language; a language whose names are not
    nine different ones of at most MAX_NAME characters (a missing or pseudo translation)
    keeps the English ones, so no two seats ever share a name."""
    names = tuple(translate("SeatNames", n).strip() for n in SEAT_NAMES)
    good = len(set(names)) == len(SEAT_NAMES) and all(0 < len(n) <= MAX_NAME for n in names)
    return names if good else SEAT_NAMES


def shown_name(name: str, names: Sequence[str]) -> str:
    """A seat's name as the table shows it: a default name's id in the language's own
    ``names`` (:func:`seat_names`), any other as typed."""
    return names[SEAT_NAMES.index(name)] if name in SEAT_NAMES else name


def kept_name(text: str, names: Sequence[str]) -> str:
    """A name as typed, kept as the set-up keeps it: one of the language's default
    ``names`` as its id (the reverse of :func:`shown_name`)."""
    return SEAT_NAMES[list(names).index(text)] if text in names else text


def _default_seats(count: int = DEFAULT_SEATS) -> tuple[SeatConfig, ...]:
    return tuple(SeatConfig(LEVEL_CYCLE[i % len(LEVEL_CYCLE)], SEAT_NAMES[i])
                 for i in range(count))


@dataclass(frozen=True)
class TableConfig:
    """A no-limit table's set-up; ``seats`` in table order (seat 1 first)."""

    seats: tuple[SeatConfig, ...] = field(default_factory=_default_seats)
    stack: int = 2000
    small_blind: int = 10
    big_blind: int = 20
    ante: int = 0
    max_hands: Optional[int] = None
    max_minutes: Optional[int] = None
    seed: Optional[int] = None
    pause_ms: int = 700
    asks: tuple[str, ...] = ASKS
    animate: bool = True
    varied: bool = True  # stacks from a quarter to twice ``stack``: short stacks, side pots

    def __post_init__(self) -> None:
        if not MIN_SEATS <= len(self.seats) <= MAX_SEATS:
            raise SetupError(said(QT_TRANSLATE_NOOP(
                "Errors", "'seats': a table has {least} to {most} seats, not {count}"),
                least=MIN_SEATS, most=MAX_SEATS, count=len(self.seats)))
        for i, seat in enumerate(self.seats):
            if seat.kind not in SEAT_KINDS:
                raise SetupError(said(QT_TRANSLATE_NOOP(
                    "Errors", "'seats': seat {seat} is {kind}; use one of {kinds}"),
                    seat=i + 1, kind=repr(seat.kind), kinds=", ".join(SEAT_KINDS)))
            if not isinstance(seat.name, str) or len(seat.name) > MAX_NAME:
                raise SetupError(said(QT_TRANSLATE_NOOP(
                    "Errors", "'seats': seat {seat}'s name must be text of at most {most} "
                    "characters"), seat=i + 1, most=MAX_NAME))
        if len(self.players) < MIN_SEATS:
            raise SetupError(said(QT_TRANSLATE_NOOP(
                "Errors", "'seats': at least {least} seats must have a player"),
                least=MIN_SEATS))
        if sum(s.kind == TRAINEE for s in self.seats) > 1:
            raise SetupError(said(QT_TRANSLATE_NOOP(
                "Errors", "'seats': the trainee can sit in one seat only")))
        verify_stakes([self.stack] * len(self.players), 0, self.small_blind, self.big_blind,
                      self.ante)
        for key in ("stack", "small_blind", "big_blind", "ante"):
            if getattr(self, key) > MAX_TABLE_CHIPS:
                raise SetupError(said(QT_TRANSLATE_NOOP("Errors", "'{key}' is at most {most} chips"),
                                      key=key, most=MAX_TABLE_CHIPS))
        for key, value, top in (("max_hands", self.max_hands, MAX_SESSION_HANDS),
                                ("max_minutes", self.max_minutes, MAX_SESSION_MINUTES),
                                ("seed", self.seed, 2**31 - 1)):
            if value is not None and (isinstance(value, bool) or not isinstance(value, int)
                                      or not (0 if key == "seed" else 1) <= value <= top):
                raise SetupError(said(QT_TRANSLATE_NOOP(
                    "Errors", "'{key}' must be empty or a whole number up to {most}"),
                    key=key, most=top))
        if isinstance(self.pause_ms, bool) or not isinstance(self.pause_ms, int) or \
                not 0 <= self.pause_ms <= MAX_PAUSE_MS:
            raise SetupError(said(QT_TRANSLATE_NOOP(
                "Errors", "'pause_ms' must be 0 to {most} milliseconds"), most=MAX_PAUSE_MS))
        bad = [a for a in self.asks if a not in ASKS]
        if bad:
            raise SetupError(said(QT_TRANSLATE_NOOP(
                "Errors", "'asks': unknown question {ask}; use {asks}"),
                ask=repr(bad[0]), asks=", ".join(ASKS)))

    def stacks(self, rng: random.Random) -> list[int]:
        """Each player's starting stack: ``stack``, or when ``varied`` a quarter of it to
        twice it, in whole big blinds (five at least, or ``stack`` if that is less), drawn
        from ``rng``."""
        if not self.varied:
            return [self.stack] * len(self.players)
        big, floor = self.big_blind, min(self.stack, 5 * self.big_blind)
        return [min(MAX_TABLE_CHIPS, max(floor, round(self.stack * rng.choice(VARIED) / big)
                                         * big)) for _ in self.players]

    @property
    def players(self) -> tuple[int, ...]:
        """The seats (from 0) that have a player."""
        return tuple(i for i, s in enumerate(self.seats) if s.kind != EMPTY)

    @property
    def trainee_seat(self) -> Optional[int]:
        """The trainee's seat (from 0); None when the trainee deals for the table."""
        return next((i for i, s in enumerate(self.seats) if s.kind == TRAINEE), None)

    @property
    def dealing(self) -> bool:
        return self.trainee_seat is None

    def with_seats(self, count: int) -> "TableConfig":
        """The same table with ``count`` seats: seats added are computer players, each with
        a default name no seat has yet (its own seat's, when free)."""
        seats = list(self.seats[:count])
        spare = _default_seats(MAX_SEATS)
        while len(seats) < count:
            taken = {s.name for s in seats}
            own = spare[len(seats)]
            name = next((n for n in (own.name, *SEAT_NAMES) if n not in taken), "")
            seats.append(replace(own, name=name))
        return replace(self, seats=tuple(seats))

    def to_json(self) -> str:
        data = asdict(self)
        data["seats"] = [[s.kind, s.name] for s in self.seats]
        data["asks"] = list(self.asks)
        return json.dumps(data, ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> "TableConfig":
        """The set-up saved by :meth:`to_json`; SetupError naming the field when it is bad."""
        try:
            data: Any = json.loads(text)
        except (TypeError, ValueError):
            raise SetupError(said(QT_TRANSLATE_NOOP(
                "Errors", "the table set-up is not valid JSON"))) from None
        if not isinstance(data, dict):
            raise SetupError(said(QT_TRANSLATE_NOOP(
                "Errors", "the table set-up must be a JSON object")))
        known = {f for f in cls.__dataclass_fields__}
        unknown = sorted(set(data) - known)
        if unknown:
            raise SetupError(said(QT_TRANSLATE_NOOP("Errors", "unknown table set-up field '{key}'"),
                                  key=unknown[0]))
        if "seats" in data:
            seats = data["seats"]
            if not isinstance(seats, list) or not all(
                    isinstance(s, list) and len(s) == 2 for s in seats):
                raise SetupError(said(QT_TRANSLATE_NOOP(
                    "Errors", "'seats' must be a list of [kind, name] pairs")))
            data["seats"] = tuple(SeatConfig(str(k), n) for k, n in seats)
        for key in ("max_hands", "max_minutes", "seed", "pause_ms"):
            if key in data and data[key] is not None and (isinstance(data[key], bool)
                                                          or not isinstance(data[key], int)):
                raise SetupError(said(QT_TRANSLATE_NOOP("Errors", "'{key}' must be a whole number"),
                                      key=key))
        if "asks" in data:
            if not isinstance(data["asks"], list):
                raise SetupError(said(QT_TRANSLATE_NOOP("Errors", "'asks' must be a list")))
            data["asks"] = tuple(data["asks"])
        for key in ("stack", "small_blind", "big_blind", "ante"):
            if key in data and (isinstance(data[key], bool) or not isinstance(data[key], int)):
                raise SetupError(said(QT_TRANSLATE_NOOP(
                    "Errors", "'{key}' must be a whole number of chips"), key=key))
        for key in ("animate", "varied"):
            if key in data and not isinstance(data[key], bool):
                raise SetupError(said(QT_TRANSLATE_NOOP("Errors", "'{key}' must be true or false"),
                                      key=key))
        return cls(**data)
