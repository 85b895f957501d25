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

from .cards import CardError, card_text, check_distinct, parse_card
from .games import casino_holdem, holdem_bonus
from .games.settlement import Settlement
from .safe_repr import short_repr
from .rules import CasinoHoldemRules, HoldemBonusRules, RulesError
from .text import Translate, english

GAMES = ("casino_holdem", "holdem_bonus", "nlhe")
INFO_KEYS = {"game", "title", "note", "description", "id"}
LIMIT_KEYS = {"min_ante", "max_ante", "max_bonus"}
MAX_CHIPS = 10**12  # far beyond any table; keeps every payout a sane number


class ScenarioError(ValueError):
    """A scenario that cannot be settled; the message is one clear sentence."""


def _cards(data: Mapping[str, Any], key: str, count: int) -> list[int]:
    if key not in data:
        raise ScenarioError(f"missing field '{key}': {count} cards are needed")
    value = data[key]
    if not isinstance(value, list):
        raise ScenarioError(f"'{key}' must be a list of {count} cards like [\"As\", \"Td\"]")
    if len(value) != count:
        raise ScenarioError(f"'{key}' needs {count} cards, not {len(value)}")
    try:
        return [parse_card(v) for v in value]
    except CardError as e:
        raise ScenarioError(f"'{key}': {e}") from None


def _amount(data: Mapping[str, Any], key: str, required: bool, minimum: int = 0) -> int:
    if key not in data:
        if required:
            raise ScenarioError(f"missing field '{key}': a whole number of chips")
        return 0
    value = data[key]
    if isinstance(value, bool) or not isinstance(value, int):
        raise ScenarioError(f"'{key}' must be a whole number of chips, not {short_repr(value)}")
    if value < 0:
        raise ScenarioError(f"'{key}' cannot be negative ({value})")
    if value > MAX_CHIPS:
        raise ScenarioError(f"'{key}' is larger than any table allows (at most {MAX_CHIPS})")
    if value < minimum:
        raise ScenarioError(f"'{key}' must be at least {minimum}")
    return value


def _choice(data: Mapping[str, Any], key: str, allowed: tuple[str, ...]) -> str:
    if key not in data:
        raise ScenarioError(f"missing field '{key}': {' or '.join(allowed)}")
    if data[key] not in allowed:
        raise ScenarioError(f"'{key}' must be {' or '.join(allowed)}, not {short_repr(data[key])}")
    return data[key]


def _check_keys(data: Mapping[str, Any], known: set[str]) -> None:
    unknown = sorted(set(data) - known - INFO_KEYS - LIMIT_KEYS)
    if unknown:
        raise ScenarioError(f"unknown field '{unknown[0]}'")


def _check_limits(data: Mapping[str, Any], ante: int, bonus: int, bonus_key: str) -> None:
    lo, hi = _amount(data, "min_ante", False), _amount(data, "max_ante", False)
    if "min_ante" in data and ante < lo:
        raise ScenarioError(f"'ante' {ante} is below the table minimum of {lo}")
    if "max_ante" in data and ante > hi:
        raise ScenarioError(f"'ante' {ante} is above the table maximum of {hi}")
    top = _amount(data, "max_bonus", False)
    if "max_bonus" in data and bonus > top:
        raise ScenarioError(f"'{bonus_key}' {bonus} is above the table maximum of {top}")


def _hand_cards(data: Mapping[str, Any]) -> tuple[list[int], list[int], list[int]]:
    player, dealer, board = _cards(data, "player", 2), _cards(data, "dealer", 2), \
        _cards(data, "board", 5)
    try:
        check_distinct(player + dealer + board)
    except CardError as e:
        raise ScenarioError(str(e)) from None
    return player, dealer, board


def _common(result: Settlement, translate: Translate) -> dict[str, Any]:
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


def _casino_holdem(data: Mapping[str, Any], translate: Translate) -> dict[str, Any]:
    _check_keys(data, {"ante_paytable", "bonus_paytable", "aa_bonus_on_fold", "player",
                       "dealer", "board", "ante", "aa_bonus", "decision"})
    rules = CasinoHoldemRules(**{k: data[k] for k in
                                 ("ante_paytable", "bonus_paytable", "aa_bonus_on_fold")
                                 if k in data})
    player, dealer, board = _hand_cards(data)
    ante = _amount(data, "ante", True, minimum=1)
    bonus = _amount(data, "aa_bonus", False)
    _check_limits(data, ante, bonus, "aa_bonus")
    decision = _choice(data, "decision", ("call", "fold"))
    s = casino_holdem.settle(player, dealer, board, ante, bonus, decision, rules)
    out = _common(s, translate)
    out.update({name: s.bet(name).net for name in ("ante", "call", "aa_bonus")})
    out.update(dealer_qualifies=s.dealer_qualifies, bonus_hand=s.bonus_hand.category.id)
    return out


def _holdem_bonus(data: Mapping[str, Any], translate: Translate) -> dict[str, Any]:
    _check_keys(data, {"ante_pays_on", "ties", "bonus_paytable", "player", "dealer", "board",
                       "ante", "bonus", "preflop", "flop", "turn"})
    rules = HoldemBonusRules(**{k: data[k] for k in ("ante_pays_on", "ties", "bonus_paytable")
                                if k in data})
    player, dealer, board = _hand_cards(data)
    ante = _amount(data, "ante", True, minimum=1)
    bonus = _amount(data, "bonus", False)
    _check_limits(data, ante, bonus, "bonus")
    preflop = _choice(data, "preflop", ("play", "fold"))
    if preflop == "play":
        flop, turn = _choice(data, "flop", ("bet", "check")), _choice(data, "turn", ("bet", "check"))
    else:
        flop = turn = "check"
    s = holdem_bonus.settle(player, dealer, board, ante, bonus, preflop, flop, turn, rules)
    out = _common(s, translate)
    out.update({name: s.bet(name).net for name in ("ante", "preflop", "flop", "turn", "bonus")})
    return out


def settle_scenario(data: Any, translate: Translate = english) -> dict[str, Any]:
    """The result object of one scenario hand, or ``ok: false`` with the reason."""
    try:
        if not isinstance(data, dict):
            raise ScenarioError("a hand must be a JSON object like {\"game\": ...}")
        game = data.get("game")
        if game not in GAMES:
            raise ScenarioError(f"'game' must be one of {', '.join(GAMES)}, "
                                f"not {short_repr(game)}")
        if game == "casino_holdem":
            return _casino_holdem(data, translate)
        if game == "holdem_bonus":
            return _holdem_bonus(data, translate)
        from .nlhe.scenario import settle_nlhe
        return settle_nlhe(data, translate)
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
