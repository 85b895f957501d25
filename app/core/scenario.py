"""Scenario hands as JSON: validate, settle, and report (SCENARIOS.md).

``settle_scenario`` takes one decoded JSON value and returns the result
object; a hand that is not valid returns ``{"ok": false, "error": ...}`` with
one sentence naming the field or action. Nothing is settled from a guess: no
default cards and no skipped decision. ``read_scenarios`` splits a text of
one JSON object, a JSON array or JSON Lines into hands, keeping bad lines as
errors in their place.
"""

from __future__ import annotations

import json
from typing import Any, Iterator, Mapping

from .errors import RulesError, ScenarioError
from .games.registry import find_game
from .text import Translate, english

__all__ = ["ScenarioError", "settle_scenario", "read_scenarios"]


def settle_scenario(data: Any, translate: Translate = english) -> dict[str, Any]:
    """The result object of one scenario hand, or ``ok: false`` with the reason."""
    try:
        if not isinstance(data, dict):
            raise ScenarioError("a hand must be a JSON object like {\"game\": ...}")
        return find_game(data.get("game")).settle_scenario(data, translate)
    except (ScenarioError, RulesError) as e:
        return {"ok": False, "error": str(e)}


def read_scenarios(text: str) -> Iterator[Any]:
    """Hands from a text: one JSON value, an array, or JSON Lines, in order.

    A stretch that is not valid JSON yields a :class:`ScenarioError` in its
    place (naming the line), and reading goes on at the next line.
    """
    decoder = json.JSONDecoder()
    pos, n = 0, len(text)
    while True:
        while pos < n and text[pos] in " \t\r\n\ufeff":
            pos += 1
        if pos >= n:
            return
        try:
            value, pos = decoder.raw_decode(text, pos)
        except (json.JSONDecodeError, ValueError, RecursionError) as e:
            line = text.count("\n", 0, pos) + 1
            reason = e.msg if isinstance(e, json.JSONDecodeError) else (
                "nested too deeply" if isinstance(e, RecursionError) else "a number is too long")
            yield ScenarioError(f"line {line} is not valid JSON ({reason})")
            nl = text.find("\n", pos)
            pos = n if nl < 0 else nl + 1
            continue
        if isinstance(value, list):
            yield from value
        else:
            yield value
