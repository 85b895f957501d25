"""User settings: declared once with type and default, stored in an ini file.

Only values that differ from the default are written, so a changed default
reaches every user who never touched it. A value that cannot be read (a hand-
edited file, an old version's value) falls back to the default and is reported
in ``problems`` rather than raising. Nothing is created at import time: the
store opens on first use (``Settings()``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from PySide6.QtCore import QSettings

from app.core.chips import DEFAULT_DENOMINATIONS, table_chips
from app.core.games.registry import iter_rules, table_games
from app.system.paths import settings_file


@dataclass(frozen=True)
class Setting:
    """One setting: its key, default and a check that returns the parsed value."""

    key: str
    default: Any
    parse: Callable[[Any], Any]


def _choice(*allowed: str) -> Callable[[Any], str]:
    def parse(value: Any) -> str:
        if value not in allowed:
            raise ValueError(f"not one of {', '.join(allowed)}")
        return str(value)  # one of ``allowed``
    return parse


def _bool(value: Any) -> bool:
    if isinstance(value, bool):
        return value
    if str(value).lower() in ("true", "1", "yes"):
        return True
    if str(value).lower() in ("false", "0", "no"):
        return False
    raise ValueError("not true or false")


def _number(lo: float, hi: float) -> Callable[[Any], float]:
    def parse(value: Any) -> float:
        v = float(value)
        if not lo <= v <= hi:
            raise ValueError(f"not between {lo} and {hi}")
        return v
    return parse


def _table_game(value: Any) -> str:
    """A game the table deals (the registry's, asked when read: games may be added)."""
    return _choice(*(g.id for g in table_games()))(value)


def _drill(value: Any) -> str:
    """A drill of the trainer (read when asked: the drills load with the trainer)."""
    # deferred: the drills load with the trainer: the window starts without them (benchmarks startup)
    from app.core.trainer.drills import DRILLS

    return _choice(*DRILLS)(value)


def _text(value: Any) -> str:
    """A text as the ini file keeps it (a hand-edited value with a comma reads as a list,
    a damaged one as None: neither is taken for a text)."""
    if not isinstance(value, str):
        raise ValueError("not a text")
    return value


def _bytes(value: Any) -> bytes:
    if isinstance(value, (bytes, bytearray)):
        return bytes(value)
    data = getattr(value, "data", None)
    if callable(data):
        return bytes(data())
    raise ValueError("not saved window geometry")


SETTINGS = {s.key: s for s in (
    Setting("language", "en", _choice("en", "ka", "uk", "th", "kk", "hy")),
    Setting("game", table_games()[0].id, _table_game),
    Setting("window/geometry", b"", _bytes),
    Setting("window/no_limit", False, _bool),  # the app opens on the no-limit table
    Setting("files/hand_folder", "", _text),
    Setting("classroom/address", "", _text),  # the class last joined (File > Join a class)
    Setting("classroom/name", "", _text),  # the name it was joined as
    Setting("classroom/code", "", _text),  # the join code it was joined with
    Setting("classroom/token", "", _text),  # the member's token there ("" once refused)
    Setting("table/four_colour_deck", False, _bool),
    Setting("table/card_back", "blue", _choice("blue", "red", "green")),
    Setting("table/autoplay_seconds", 1.5, _number(0.2, 10)),
    Setting("table/seats_follow_strategy", True, _bool),
    Setting("table/seats", 3, lambda v: int(_number(1, 7)(v))),
    # Folded cards left face up at their seat, for teaching (a dealer collects them).
    Setting("table/keep_folded_cards", False, _bool),
    # The table's limits (app.core.limits): the smallest and largest ante, the largest side
    # bet; 0 = no largest.
    Setting("table/min_ante", 1, lambda v: int(_number(1, 10**9)(v))),
    Setting("table/max_ante", 0, lambda v: int(_number(0, 10**9)(v))),
    Setting("table/max_side", 0, lambda v: int(_number(0, 10**9)(v))),
    Setting("chips/denominations", DEFAULT_DENOMINATIONS, table_chips),  # ChipError: a ValueError
    Setting("trainer/drill", "ch.ante_call", _drill),  # the drill and level last practised
    Setting("trainer/level", 1, lambda v: int(_number(1, 3)(v))),
    # The no-limit table's set-up (app.core.nlhe.config.TableConfig as JSON; "" = default).
    Setting("nlhe/table", "", _text),
    # The house profiles and the active one (app.core.profiles.ProfileBook as JSON; "" = none
    # saved yet: the rules under the old keys <game>/<rule>, app.controller.house).
    Setting("house/profiles", "", _text),
    Setting("house/unreadable", "", _text),  # profiles that could not be read, kept as saved
)}


def _setting(key: str) -> Setting:
    """The declared setting of ``key``; a game's house rule is declared by the registry
    (``<game>/<rule>``, its allowed values and default), so a new game needs no edit here."""
    if key in SETTINGS:
        return SETTINGS[key]
    for game, rule in iter_rules():
        if key == f"{game.id}/{rule.key}":
            return Setting(key, rule.default, _choice(*rule.values))
    raise KeyError(f"unknown setting {key!r}")


class Settings:
    """The settings store over an ini-format ``QSettings``."""

    def __init__(self, path: str | None = None) -> None:
        self._qs = QSettings(str(path or settings_file()), QSettings.Format.IniFormat)
        self.problems: list[str] = []

    def get(self, key: str) -> Any:
        setting = _setting(key)
        if not self._qs.contains(key):
            return setting.default
        raw = self._qs.value(key)
        try:
            return setting.parse(raw)
        except (TypeError, ValueError) as e:
            self.problems.append(f"{key}: {e}; the default is used")
            return setting.default

    def set(self, key: str, value: Any) -> None:
        setting = _setting(key)
        value = setting.parse(value)
        if value == setting.default:
            self._qs.remove(key)
        elif isinstance(value, tuple):
            self._qs.setValue(key, ",".join(map(str, value)))
        else:
            self._qs.setValue(key, value)

    def sync(self) -> None:
        self._qs.sync()
