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
from typing import Any, Generator, Iterator, Optional

from .errors import RulesError, ScenarioError, said
from .games.registry import find_game
from .safe_repr import short_repr
from .text import QT_TRANSLATE_NOOP, Line, Translate, english

__all__ = ["ScenarioError", "settle_scenario", "settled", "read_scenarios"]


def settle_scenario(data: Any, translate: Translate = english) -> dict[str, Any]:
    """The result object of one scenario hand, or ``ok: false`` with the reason (in the
    language ``translate`` gives)."""
    try:
        return settled(data, translate)
    except (ScenarioError, RulesError) as e:
        return {"ok": False, "error": e.render(translate)}


def settled(data: Any, translate: Translate = english) -> dict[str, Any]:
    """The result object of one valid scenario hand; ScenarioError or RulesError naming
    the field when it is not valid."""
    if not isinstance(data, dict):
        raise ScenarioError(said(QT_TRANSLATE_NOOP(
            "Errors", "a hand must be a JSON object like {example}"), example='{"game": ...}'))
    return find_game(data.get("game")).settle_scenario(data, translate)


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
                yield ScenarioError(said(QT_TRANSLATE_NOOP(
                    "Errors", "line {line} is not valid JSON (a comma before the closing ']')"),
                    line=str(_line(text, pos))))
                return pos + 1
        elif pos < n and text[pos] == "]":
            return pos + 1
        elif pos < n:  # two hands with no comma between them: say so, read on
            yield ScenarioError(said(QT_TRANSLATE_NOOP(
                "Errors", "line {line} is not valid JSON (expecting ',' or ']' after the hand "
                "before it)"), line=str(_line(text, pos))))
        if pos >= n:
            yield ScenarioError(said(QT_TRANSLATE_NOOP(
                "Errors", "line {line} is not valid JSON (the list that starts there is not "
                "closed with ']')"), line=str(_line(text, start))))
            return n


def _read_value(text: str, start: int, in_list: bool) -> tuple[Any, int]:
    """The value at ``start`` and where it ends; or an error and where reading goes on."""
    try:
        value, end = _DECODER.raw_decode(text, start)
    except json.JSONDecodeError as e:
        bad = text[e.pos] if e.pos < len(text) else ""
        reason = (said(QT_TRANSLATE_NOOP("Errors", "a byte that is not UTF-8: 0x{byte} at "
                                                   "column {column}"),
                       byte=f"{ord(bad) - 0xDC00:02X}", column=str(e.colno))
                  if "\udc80" <= bad <= "\udcff" else
                  said(QT_TRANSLATE_NOOP("Errors", "{problem} at column {column}"),
                       problem=_json_problem(e.msg.removesuffix(" at")), column=str(e.colno)))
        return _bad_json(text, start, e.lineno, reason), _skip_bad(text, start, in_list)
    except RecursionError:
        return (_bad_json(text, start, _line(text, start),
                          said(QT_TRANSLATE_NOOP("Errors", "nested too deeply"))),
                _skip_bad(text, start, in_list))
    except ValueError:  # an integer of thousands of digits
        return (_bad_json(text, start, _line(text, start),
                          said(QT_TRANSLATE_NOOP("Errors", "a number is too long"))),
                _skip_bad(text, start, in_list))
    problem = _problem(value)
    if problem is None:
        return value, end
    line = _line(text, start)
    raw = _SURROGATE.search(text, start, end)
    if isinstance(problem, int):
        return ScenarioError(said(QT_TRANSLATE_NOOP(
            "Errors", "line {line}: the hand is nested too deeply (more than {levels} levels)"),
            line=str(line), levels=problem)), end
    if raw is not None and "\udc80" <= raw.group() <= "\udcff":
        return ScenarioError(said(QT_TRANSLATE_NOOP(
            "Errors", "line {line}: {what} is not UTF-8 text (the byte 0x{byte})"),
            line=str(_line(text, raw.start())), what=problem,
            byte=f"{ord(raw.group()) - 0xDC00:02X}")), end
    return ScenarioError(said(QT_TRANSLATE_NOOP(
        "Errors", "line {line}: {what} is not valid text (it holds a lone surrogate, a "
        "\\uD800-\\uDFFF escape that is half a character)"), line=str(line), what=problem)), end


# What Python's JSON reader says, as the reader of a scenario file is told it.
_JSON_PROBLEMS = {
    "Expecting value": QT_TRANSLATE_NOOP("Errors", "Expecting value"),
    "Expecting property name enclosed in double quotes": QT_TRANSLATE_NOOP(
        "Errors", "Expecting property name enclosed in double quotes"),
    "Expecting ':' delimiter": QT_TRANSLATE_NOOP("Errors", "Expecting ':' delimiter"),
    "Expecting ',' delimiter": QT_TRANSLATE_NOOP("Errors", "Expecting ',' delimiter"),
    "Unterminated string starting": QT_TRANSLATE_NOOP("Errors", "Unterminated string starting"),
    "Invalid control character": QT_TRANSLATE_NOOP("Errors", "Invalid control character"),
    "Illegal trailing comma before end of object": QT_TRANSLATE_NOOP(
        "Errors", "Illegal trailing comma before end of object"),
    "Illegal trailing comma before end of array": QT_TRANSLATE_NOOP(
        "Errors", "Illegal trailing comma before end of array"),
}


def _json_problem(message: str) -> object:
    """The JSON reader's message in words that translate (another one as it is)."""
    known = _JSON_PROBLEMS.get(message)
    return said(known) if known is not None else message


def _bad_json(text: str, start: int, line: int, reason: Line) -> ScenarioError:
    first = _line(text, start)
    if first == line:
        return ScenarioError(said(QT_TRANSLATE_NOOP(
            "Errors", "line {line} is not valid JSON ({reason})"), line=str(line), reason=reason))
    return ScenarioError(said(QT_TRANSLATE_NOOP(
        "Errors", "line {line} is not valid JSON ({reason}); the hand starts on line {first}"),
        line=str(line), reason=reason, first=str(first)))


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
            for i in range(len(opened) - 1, -1, -1):  # its own opener, from the innermost
                if opened[i] == mate:
                    del opened[i:]
                    break
            if not opened:
                return at + 1
        elif not opened and at > start and c == "," and in_list:
            return at


def _problem(value: Any) -> Optional[object]:
    """What makes a decoded hand unreadable, or None: too deep (the most levels allowed, an
    int), or the text that is not valid (its field, or words for it)."""
    stack: list[tuple[Any, int, Optional[str]]] = [(value, 0, None)]
    while stack:
        item, depth, field = stack.pop()
        if depth > MAX_DEPTH:
            return MAX_DEPTH
        if isinstance(item, str):
            if _SURROGATE.search(item):
                return f"'{field}'" if field else said(QT_TRANSLATE_NOOP("Errors", "the text"))
        elif isinstance(item, dict):
            for key, sub in item.items():
                if _SURROGATE.search(key):
                    return said(QT_TRANSLATE_NOOP("Errors", "the field name {name}"),
                                name=short_repr(key))
                stack.append((sub, depth + 1, field or key))
        elif isinstance(item, list):
            stack.extend((sub, depth + 1, field) for sub in item)
    return None
