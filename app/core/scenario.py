"""Scenario hands as JSON: validate, settle, and report (SCENARIOS.md).

``settle_scenario`` takes one decoded JSON value and returns the result
object; a hand that is not valid returns ``{"ok": false, "error": ...}`` with
one sentence naming the field or action. Nothing is settled from a guess: no
default cards and no skipped decision. ``read_scenarios`` splits a text of
one JSON object, a JSON array or JSON Lines into hands, keeping each bad hand
as one error in its place.
"""

from __future__ import annotations

import json
import re
from typing import Any, Generator, Iterator, Mapping, Optional

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

    A stretch that is not valid JSON yields one :class:`ScenarioError` in its
    place, naming the line of the mistake, and reading goes on after the end
    of that value: a pretty-printed hand with one bad comma is one error, a
    bad line of JSON Lines is one error, and the hands after it are read. The
    hands of an array are read one by one, so one bad hand does not take the
    others with it. A hand nested far deeper than any hand is, or holding
    text that is not valid Unicode (a lone surrogate, or bytes that were not
    UTF-8, decoded with ``surrogateescape``), is an error too.
    """
    pos, n = 0, len(text)
    while True:
        pos = _skip_space(text, pos)
        if pos >= n:
            return
        if text[pos] == "[":
            pos = yield from _read_list(text, pos)
        else:
            item, pos = _read_value(text, pos, in_list=False)
            yield item


MAX_DEPTH = 16  # a hand nests 3 deep (no-limit hole cards); far more is not a hand
_SPACE = " \t\r\n\ufeff"
_SCAN = re.compile(r'["\\{}\[\],\n]')
_SURROGATE = re.compile("[\ud800-\udfff]")
_DECODER = json.JSONDecoder()


def _skip_space(text: str, pos: int) -> int:
    n = len(text)
    while pos < n and text[pos] in _SPACE:
        pos += 1
    return pos


def _line(text: str, pos: int) -> int:
    return text.count("\n", 0, pos) + 1


def _read_list(text: str, start: int) -> Generator[Any, None, int]:
    """The items of the array at ``start``, each read on its own; returns the end."""
    n = len(text)
    pos = _skip_space(text, start + 1)
    if pos < n and text[pos] == "]":
        return pos + 1
    while True:
        item, pos = _read_value(text, pos, in_list=True)
        yield item
        pos = _skip_space(text, pos)
        if isinstance(item, ScenarioError) and pos < n and text[pos] not in ",]":
            continue  # the bad hand's own comma went with it: the next hand starts here
        if pos < n and text[pos] == ",":
            pos = _skip_space(text, pos + 1)
            if pos < n and text[pos] == "]":
                yield ScenarioError(f"line {_line(text, pos)} is not valid JSON "
                                    f"(a comma before the closing ']')")
                return pos + 1
        elif pos < n and text[pos] == "]":
            return pos + 1
        elif pos < n:  # two hands with no comma between them: say so, read on
            yield ScenarioError(f"line {_line(text, pos)} is not valid JSON "
                                f"(expecting ',' or ']' after the hand before it)")
        if pos >= n:
            yield ScenarioError(f"line {_line(text, start)} is not valid JSON (the list that "
                                f"starts there is not closed with ']')")
            return n


def _read_value(text: str, start: int, in_list: bool) -> tuple[Any, int]:
    """The value at ``start`` and where it ends; or an error and where reading goes on."""
    try:
        value, end = _DECODER.raw_decode(text, start)
    except json.JSONDecodeError as e:
        bad = text[e.pos] if e.pos < len(text) else ""
        reason = (f"a byte that is not UTF-8: 0x{ord(bad) - 0xDC00:02X}"
                  if "\udc80" <= bad <= "\udcff" else e.msg.removesuffix(" at"))
        reason += f" at column {e.colno}"
        return _bad_json(text, start, e.lineno, reason), _skip_bad(text, start, in_list)
    except RecursionError:
        return (_bad_json(text, start, _line(text, start), "nested too deeply"),
                _skip_bad(text, start, in_list))
    except ValueError:  # an integer of thousands of digits
        return (_bad_json(text, start, _line(text, start), "a number is too long"),
                _skip_bad(text, start, in_list))
    problem = _problem(value)
    if problem is None:
        return value, end
    line = _line(text, start)
    raw = _SURROGATE.search(text, start, end)
    if problem.startswith("nested"):
        return ScenarioError(f"line {line}: the hand is {problem}"), end
    if raw is not None and "\udc80" <= raw.group() <= "\udcff":
        return ScenarioError(f"line {_line(text, raw.start())}: {problem} is not UTF-8 text "
                             f"(the byte 0x{ord(raw.group()) - 0xDC00:02X})"), end
    return ScenarioError(f"line {line}: {problem} is not valid text (it holds a lone "
                         f"surrogate, a \\uD800-\\uDFFF escape that is half a character)"), end


def _bad_json(text: str, start: int, line: int, reason: str) -> ScenarioError:
    first = _line(text, start)
    where = "" if first == line else f"; the hand starts on line {first}"
    return ScenarioError(f"line {line} is not valid JSON ({reason}){where}")


def _skip_bad(text: str, start: int, in_list: bool) -> int:
    """Where reading goes on after a value at ``start`` that is not valid JSON.

    The value ends where its brackets balance; strings are skipped, a string
    ends at its line at the latest (JSON never breaks a string), and a closing
    bracket of the wrong kind closes back to its own opener (a forgotten ``]``
    before ``}``). When the brackets still do not balance, a later line that
    starts with ``{`` or ``[`` at the value's own indent begins the next value
    (column 0 at the top level: the next line of JSON Lines, or the next
    pretty-printed hand). A bad value that does not start with a bracket ends
    with its line, or in an array at the array's next ``,`` or ``]``. The
    result is always past ``start``.
    """
    n = len(text)
    if not in_list and text[start] not in "{[":
        end = text.find("\n", start)
        return n if end < 0 else end
    line_start = text.rfind("\n", 0, start) + 1
    indent = text[line_start:start]
    margin = "\n" + indent if not indent.strip() else None  # the value starts its line
    opened: list[str] = []
    pos, in_string = start, False
    while True:
        m = _SCAN.search(text, pos)
        if m is None:
            return n
        c, at = m.group(), m.start()
        pos = at + 1
        if in_string:
            if c == "\\":
                pos = at + 2
                continue
            if c == '"':
                in_string = False
                continue
            if c != "\n":
                continue
            in_string = False  # and the line ends, below
        if c == '"':
            in_string = True
        elif c in "{[":
            if opened and margin is not None and text.endswith(margin, 0, at):
                return at
            opened.append(c)
        elif c in "}]":
            if not opened:
                return at if at > start else at + 1  # the array's own bracket, or a stray one
            mate = "{" if c == "}" else "["
            if mate in opened:
                del opened[len(opened) - 1 - opened[::-1].index(mate):]
            if not opened:
                return at + 1
        elif not opened and at > start and c == "," and in_list:
            return at


def _problem(value: Any) -> Optional[str]:
    """What makes a decoded hand unreadable (too deep, or not valid text), or None."""
    stack: list[tuple[Any, int, Optional[str]]] = [(value, 0, None)]
    while stack:
        item, depth, field = stack.pop()
        if depth > MAX_DEPTH:
            return f"nested too deeply (more than {MAX_DEPTH} levels)"
        if isinstance(item, str):
            if _SURROGATE.search(item):
                return f"'{field}'" if field else "the text"
        elif isinstance(item, dict):
            for key, sub in item.items():
                if _SURROGATE.search(key):
                    return f"the field name {short_repr(key)}"
                stack.append((sub, depth + 1, field or key))
        elif isinstance(item, list):
            stack.extend((sub, depth + 1, field) for sub in item)
    return None
