"""The fields of a scenario hand (SCENARIOS.md), read and checked one by one.

Every reader raises :class:`ScenarioError` with one sentence naming the field;
nothing is read from a guess (no default cards, no default decision). The
casino games' reader (``games/casino_scenario.py``) is built from these.
"""

from __future__ import annotations

from typing import Any, Mapping

from .cards import CardError, card_text, parse_card, verify_distinct
from .errors import ScenarioError, either, said
from .games.settlement import Settlement
from .safe_repr import short_repr
from .text import QT_TRANSLATE_NOOP, Translate

INFO_KEYS = {"game", "title", "note", "description", "id"}
LIMIT_KEYS = {"min_ante", "max_ante", "max_bonus"}
MAX_CHIPS = 10**12  # far beyond any table; keeps every payout a sane number


def cards(data: Mapping[str, Any], key: str, count: int) -> list[int]:
    if key not in data:
        raise ScenarioError(said(QT_TRANSLATE_NOOP(
            "Errors", "missing field '{key}': {count} cards are needed"), key=key, count=count))
    value = data[key]
    if not isinstance(value, list):
        raise ScenarioError(said(QT_TRANSLATE_NOOP(
            "Errors", "'{key}' must be a list of {count} cards like [\"As\", \"Td\"]"),
            key=key, count=count))
    if len(value) != count:
        raise ScenarioError(said(QT_TRANSLATE_NOOP(
            "Errors", "'{key}' needs {count} cards, not {given}"),
            key=key, count=count, given=len(value)))
    try:
        return [parse_card(v) for v in value]
    except CardError as e:
        raise ScenarioError(said(QT_TRANSLATE_NOOP("Errors", "'{key}': {reason}"),
                                 key=key, reason=e)) from None


def amount(data: Mapping[str, Any], key: str, required: bool, minimum: int = 0) -> int:
    if key not in data:
        if required:
            raise ScenarioError(said(QT_TRANSLATE_NOOP(
                "Errors", "missing field '{key}': a whole number of chips"), key=key))
        return 0
    value = data[key]
    if isinstance(value, bool) or not isinstance(value, int):
        raise ScenarioError(said(QT_TRANSLATE_NOOP(
            "Errors", "'{key}' must be a whole number of chips, not {value}"),
            key=key, value=short_repr(value)))
    if value < 0:
        raise ScenarioError(said(QT_TRANSLATE_NOOP("Errors", "'{key}' cannot be negative ({value})"),
                                 key=key, value=value))
    if value > MAX_CHIPS:
        raise ScenarioError(said(QT_TRANSLATE_NOOP(
            "Errors", "'{key}' is larger than any table allows (at most {most})"),
            key=key, most=MAX_CHIPS))
    if value < minimum:
        raise ScenarioError(said(QT_TRANSLATE_NOOP("Errors", "'{key}' must be at least {least}"),
                                 key=key, least=minimum))
    return value


def choice(data: Mapping[str, Any], key: str, allowed: tuple[str, ...]) -> str:
    if key not in data:
        raise ScenarioError(said(QT_TRANSLATE_NOOP("Errors", "missing field '{key}': {choices}"),
                                 key=key, choices=either(allowed)))
    if data[key] not in allowed:
        raise ScenarioError(said(QT_TRANSLATE_NOOP(
            "Errors", "'{key}' must be {choices}, not {value}"),
            key=key, choices=either(allowed), value=short_repr(data[key])))
    chosen: str = data[key]  # one of ``allowed``
    return chosen


def verify_keys(data: Mapping[str, Any], known: set[str]) -> None:
    unknown = sorted(set(data) - known - INFO_KEYS - LIMIT_KEYS)
    if unknown:
        raise ScenarioError(said(QT_TRANSLATE_NOOP("Errors", "unknown field '{key}'"),
                                 key=unknown[0]))


def verify_limits(data: Mapping[str, Any], ante: int, bonus: int, bonus_key: str) -> None:
    lo, hi = amount(data, "min_ante", False), amount(data, "max_ante", False)
    if "min_ante" in data and ante < lo:
        raise ScenarioError(said(QT_TRANSLATE_NOOP(
            "Errors", "'{key}' {amount} is below the table minimum of {least}"),
            key="ante", amount=ante, least=lo))
    if "max_ante" in data and ante > hi:
        raise ScenarioError(said(QT_TRANSLATE_NOOP(
            "Errors", "'{key}' {amount} is above the table maximum of {most}"),
            key="ante", amount=ante, most=hi))
    top = amount(data, "max_bonus", False)
    if "max_bonus" in data and bonus > top:
        raise ScenarioError(said(QT_TRANSLATE_NOOP(
            "Errors", "'{key}' {amount} is above the table maximum of {most}"),
            key=bonus_key, amount=bonus, most=top))


def hand_cards(data: Mapping[str, Any]) -> tuple[list[int], list[int], list[int]]:
    player, dealer, board = cards(data, "player", 2), cards(data, "dealer", 2), \
        cards(data, "board", 5)
    try:
        verify_distinct(player + dealer + board)
    except CardError as e:
        raise ScenarioError(e) from None
    return player, dealer, board


def common(result: Settlement, translate: Translate) -> dict[str, Any]:
    return {
        "ok": True,
        "total": result.total,
        "outcome": result.outcome.value,
        "player_hand": result.player.category.id,
        "dealer_hand": result.dealer.category.id,
        "player_best_five": [card_text(c) for c in result.player.best_five],
        "dealer_best_five": [card_text(c) for c in result.dealer.best_five],
        "explanation": result.explanation(translate),
    }
