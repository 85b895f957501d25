"""Keyless question sheets: what a trainee's PC receives of a question, and its marks.

A *sheet* is a question as the trainee sees it (the prompt, the parts with their
labels and choices, the cards and bets, the rules it is asked under, its story),
written as JSON-safe data: never its key, seed, derivation, best hands, the deal
behind it, its tags or its case. :func:`question_from_sheet` reads one back into a
*keyless* :class:`Question`, which the usual answer panel shows and reads; each of its
parts expects ``None``, and a part that expects ``None`` marks nothing right.

Once the answer may be shown, :func:`marked_sheet` carries the marks, the key and the
derivation, and :func:`marked_from_sheet` puts them back on the keyless question for the
usual feedback. :func:`spread` counts the class's answers for the projector.

Lines travel translatable: each keeps its context, template and arguments (words as
terms, amounts as numbers), so the receiving PC says them in its own language. Reading
is strict: only the shapes written here, every field checked, at most
:data:`MAX_SHEET_BYTES` and :data:`MAX_DEPTH` deep; anything else is a
:class:`SheetError` saying what is wrong, in one sentence.
"""

from __future__ import annotations

import json
import re
import string
from dataclasses import replace
from typing import Any, Callable, Mapping, Optional, Sequence

from ..cards import Card, ShownCards, card_text, parse_card
from ..errors import CoreError, SheetError
from ..evaluator import RANK_TERMS, DecidingRank, RanksOf, deciding_ranks
from ..games.registry import scenario_game
from ..rules import CasinoHoldemRules, HoldemBonusRules
from ..text import Joined, Line, Signed, Term
from .answers import MAX_AMOUNT, Checked
from .drills import DRILLS  # every drill registered, not only those imported so far
from .parts import (
    AmountPart,
    CallPart,
    ChipCountPart,
    ChoicePart,
    NetPart,
    Option,
    Part,
    SeatsPart,
)
from .questions import Question, QuestionRules, SeatView
from .skills import _Capital

VERSION = 1
MAX_SHEET_BYTES = 64 * 1024  # a sheet, a marked sheet or a given larger than this is refused
MAX_DEPTH = 24  # deeper than any sheet the app writes (a line in a line in a line...)
MAX_LINE_DEPTH = 5  # words nested in a line: a line's argument a line whose argument ...
MAX_SEATS = 10
MAX_PARTS = 40
MAX_ITEMS = 64  # a list of options, bets, story lines, a line's arguments, joined values
MAX_OPTIONS = 200  # a dealer's calls: 67 at most now
MAX_TEXT = 2000  # a template's or a word's characters
MAX_NUMBER = 10**12  # any number a sheet carries, in absolute value

_KEY = re.compile(r"[A-Za-z0-9_.]{1,40}\Z")
_OPTION = re.compile(r"[A-Za-z0-9_./-]{1,80}\Z")  # a call's id: dealer_wins/pair_of_aces
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,39}\Z")

# A casino game's house rules travel under their class's name; a no-limit hand's facts as "nl".
CASINO_RULES = {cls.__name__: cls for cls in (CasinoHoldemRules, HoldemBonusRules)}
NL_RULES = "nl"


def _fail(message: str) -> SheetError:
    return SheetError(message)


# -- checking what was received ---------------------------------------------------------------
def _depth_and_size(data: Any) -> None:
    """Refuse data nested deeper than :data:`MAX_DEPTH` or larger than
    :data:`MAX_SHEET_BYTES` as JSON (walked without recursion, so no input can exhaust the
    stack)."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    count = 0
    while stack:
        value, depth = stack.pop()
        count += 1
        if depth > MAX_DEPTH:
            raise _fail(f"The sheet is nested deeper than {MAX_DEPTH} levels.")
        if count > MAX_SHEET_BYTES:  # each value takes a byte at least
            raise _fail("The sheet is larger than 64 KiB.")
        if isinstance(value, dict):
            stack.extend((v, depth + 1) for v in value.values())
            stack.extend((k, depth + 1) for k in value)
        elif isinstance(value, (list, tuple)):
            stack.extend((v, depth + 1) for v in value)
    try:
        size = len(json.dumps(data, ensure_ascii=False, allow_nan=False).encode())
    except (TypeError, ValueError):
        raise _fail("The sheet holds a value that is not JSON.") from None
    if size > MAX_SHEET_BYTES:
        raise _fail("The sheet is larger than 64 KiB.")


def _received(data: Any) -> Any:
    """``data`` as a JSON value (text or bytes are read first), its depth and size checked."""
    if isinstance(data, (bytes, bytearray)):
        if len(data) > MAX_SHEET_BYTES:
            raise _fail("The sheet is larger than 64 KiB.")
        try:
            data = bytes(data).decode("utf-8")
        except UnicodeDecodeError:
            raise _fail("The sheet is not UTF-8 text.") from None
    if isinstance(data, str):
        if len(data.encode()) > MAX_SHEET_BYTES:
            raise _fail("The sheet is larger than 64 KiB.")
        try:
            data = json.loads(data)
        except (ValueError, RecursionError):
            raise _fail("The sheet is not JSON.") from None
    _depth_and_size(data)
    return data


def _obj(value: Any, what: str, required: set[str], optional: frozenset[str] = frozenset()
         ) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise _fail(f"{what} must be an object.")
    keys = set(value)
    missing = required - keys
    if missing:
        raise _fail(f"{what} has no {sorted(missing)[0]!r}.")
    unknown = keys - required - optional
    if unknown:
        raise _fail(f"{what} has an unknown field {sorted(map(str, unknown))[0][:40]!r}.")
    return value


def _list(value: Any, what: str, most: int = MAX_ITEMS) -> list[Any]:
    if not isinstance(value, list):
        raise _fail(f"{what} must be a list.")
    if len(value) > most:
        raise _fail(f"{what} has more than {most} items.")
    return value


def _int(value: Any, what: str, low: int = -MAX_NUMBER, high: int = MAX_NUMBER) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise _fail(f"{what} must be a whole number.")
    if not low <= value <= high:
        raise _fail(f"{what} must be from {low} to {high}.")
    return value


def _str(value: Any, what: str, most: int = MAX_TEXT, pattern: Optional[re.Pattern[str]] = None
         ) -> str:
    if not isinstance(value, str):
        raise _fail(f"{what} must be text.")
    if len(value) > most:
        raise _fail(f"{what} is longer than {most} characters.")
    if pattern is not None and not pattern.match(value):
        raise _fail(f"{what} is not a valid id.")
    return value


def _bool(value: Any, what: str) -> bool:
    if not isinstance(value, bool):
        raise _fail(f"{what} must be true or false.")
    return value


def _cards(value: Any, what: str, most: int) -> tuple[Card, ...]:
    out = []
    for text in _list(value, what, most):
        try:
            out.append(parse_card(_str(text, what, 3)))
        except CoreError:
            raise _fail(f"{what} holds {str(text)[:8]!r}, which is not a card.") from None
    if len(set(out)) != len(out):
        raise _fail(f"{what} holds a card twice.")
    return tuple(out)


# -- lines ------------------------------------------------------------------------------------
def line_json(value: object) -> Any:
    """A line's argument (or a line, or a word) as JSON that keeps it translatable."""
    if isinstance(value, bool):
        raise _fail("A line's argument cannot be true or false.")
    if isinstance(value, Signed):
        return {"signed": int(value)}
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        return value
    if isinstance(value, Line):
        out: dict[str, Any] = {"line": value.template, "context": value.context,
                               "args": [[k, line_json(v)] for k, v in value.args]}
        if value.n is not None:
            out["n"] = value.n
        return out
    if isinstance(value, Term):
        return {"term": value.id, "text": value.text, "context": value.context}
    if isinstance(value, _Capital):
        return {"capital": line_json(value.term)}
    if isinstance(value, Joined):
        return {"joined": [line_json(v) for v in value.items], "sep": value.sep}
    if isinstance(value, ShownCards):
        return {"cards": [card_text(c) for c in value]}
    if isinstance(value, RanksOf):  # worked out when read: sent as what it reads
        return line_json(value.value.ranks_line())
    if isinstance(value, DecidingRank):
        ranks = deciding_ranks(value.a, value.b)
        assert ranks is not None
        return line_json(RANK_TERMS[ranks[value.side]])
    raise _fail(f"A line's argument of type {type(value).__name__} cannot be sent.")


def _check_template(template: str, names: set[str]) -> None:
    """Only ``{name}`` fields, each one of the line's arguments: no attribute, index,
    conversion or format (a template from elsewhere cannot reach into a value or ask for
    a field a million characters wide)."""
    try:
        fields = list(string.Formatter().parse(template))
    except ValueError:
        raise _fail("A line's template is not a valid template.") from None
    for _text, name, spec, conversion in fields:
        if name is None:
            continue
        if name not in names or spec or conversion:
            raise _fail(f"A line's template has a field {name[:40]!r} it has no argument for.")


def line_from_json(data: Any, depth: int = 0) -> Any:
    """A line's argument read back from :func:`line_json`; SheetError for any other shape."""
    if depth > MAX_LINE_DEPTH:
        raise _fail("A line is nested too deeply.")
    if isinstance(data, bool):
        raise _fail("A line's argument cannot be true or false.")
    if isinstance(data, int):
        return _int(data, "A line's number")
    if isinstance(data, str):
        return _str(data, "A line's text")
    if not isinstance(data, dict):
        raise _fail("A line's argument must be a number, a text or an object.")
    if "line" in data:
        d = _obj(data, "A line", {"line", "context", "args"}, frozenset({"n"}))
        args: list[tuple[str, object]] = []
        for pair in _list(d["args"], "A line's arguments"):
            pair = _list(pair, "A line's argument", 2)
            if len(pair) != 2:
                raise _fail("A line's argument must be a name and a value.")
            args.append((_str(pair[0], "A line's argument name", 40, _NAME),
                         line_from_json(pair[1], depth + 1)))
        names = {k for k, _ in args}
        if len(names) != len(args):
            raise _fail("A line names an argument twice.")
        template = _str(d["line"], "A line's template")
        _check_template(template.replace("%n", ""), names)
        n = _int(d["n"], "A line's count", 0) if "n" in d else None
        return Line(template, tuple(args), _str(d["context"], "A line's context", 64), n)
    if "term" in data:
        d = _obj(data, "A word", {"term", "text", "context"})
        return Term(_str(d["term"], "A word's id", 64), _str(d["text"], "A word's text"),
                    _str(d["context"], "A word's context", 64))
    if "signed" in data:
        return Signed(_int(_obj(data, "A signed number", {"signed"})["signed"],
                           "A signed number"))
    if "capital" in data:
        term = line_from_json(_obj(data, "A capital word", {"capital"})["capital"], depth + 1)
        if not isinstance(term, Term):
            raise _fail("A capital word must be a word.")
        return _Capital(term)
    if "joined" in data:
        d = _obj(data, "A list of values", {"joined", "sep"})
        return Joined(tuple(line_from_json(v, depth + 1) for v in _list(d["joined"],
                                                                       "A list of values")),
                      _str(d["sep"], "A list's separator", 8))
    if "cards" in data:
        return ShownCards(_cards(_obj(data, "Cards", {"cards"})["cards"], "Cards", 7))
    raise _fail("A line's argument is of an unknown kind.")


def _line(data: Any, what: str) -> Line:
    value = line_from_json(data)
    if not isinstance(value, Line):
        raise _fail(f"{what} must be a line.")
    return value


def _words(data: Any, what: str) -> Term | Line:
    value = line_from_json(data)
    if not isinstance(value, (Term, Line)):
        raise _fail(f"{what} must be a word or a line.")
    return value


# -- parts ------------------------------------------------------------------------------------
PART_KINDS: dict[str, type[Part]] = {
    c.kind: c for c in (AmountPart, ChipCountPart, NetPart, SeatsPart, ChoicePart, CallPart)}


def _part_json(p: Part) -> dict[str, Any]:
    if type(p) is not PART_KINDS.get(p.kind):
        raise _fail(f"A part of type {type(p).__name__} cannot be sent.")
    out: dict[str, Any] = {"kind": p.kind, "key": p.key, "label": line_json(p.label),
                           "given": p.given}
    if p.options:
        out["options"] = [{"id": o.id, "text": line_json(o.text), "key": o.key}
                          for o in p.options]
    if isinstance(p, ChipCountPart):
        out["chip"] = p.chip
    return out


def _part_from_json(data: Any) -> Part:
    d = _obj(data, "A part", {"kind", "key", "label", "given"}, frozenset({"options", "chip"}))
    kind = _str(d["kind"], "A part's kind", 16)
    cls = PART_KINDS.get(kind)
    if cls is None:
        raise _fail(f"A part is of an unknown kind {kind!r}.")
    key = _str(d["key"], "A part's key", 40, _KEY)
    label = _line(d["label"], "A part's label")
    given = None if d["given"] is None else _int(d["given"], "A part's given amount",
                                                   -MAX_AMOUNT, MAX_AMOUNT)
    options: tuple[Option, ...] = ()
    if issubclass(cls, (ChoicePart, CallPart)):
        raw = _list(d.get("options"), "A choice's options", MAX_OPTIONS)
        options = tuple(_option(o) for o in raw)
        if not options or len({o.id for o in options}) != len(options):
            raise _fail("A choice's options must be there, each once.")
    elif "options" in d:
        raise _fail(f"A part of kind {kind!r} has no options.")
    no_key: Any = None  # a keyless part: it marks nothing right
    if cls is ChipCountPart:
        chip = _int(d.get("chip"), "A chip count's chip", 1, MAX_AMOUNT)
        return ChipCountPart(key, label, no_key, given=given, chip=chip)
    if "chip" in d:
        raise _fail(f"A part of kind {kind!r} has no chip.")
    return cls(key, label, no_key, options, given)


def _option(data: Any) -> Option:
    d = _obj(data, "A choice", {"id", "text", "key"})
    return Option(_str(d["id"], "A choice's id", 80, _OPTION), _words(d["text"], "A choice's words"),
                  _str(d["key"], "A choice's letter", 4))


# -- rules ------------------------------------------------------------------------------------
def _rules_json(rules: QuestionRules) -> dict[str, Any]:
    if isinstance(rules, CasinoHoldemRules):
        return {"kind": type(rules).__name__, "ante_paytable": rules.ante_paytable,
                "bonus_paytable": rules.bonus_paytable, "aa_bonus_on_fold": rules.aa_bonus_on_fold}
    if isinstance(rules, HoldemBonusRules):
        return {"kind": type(rules).__name__, "ante_pays_on": rules.ante_pays_on, "ties": rules.ties,
                "bonus_paytable": rules.bonus_paytable}
    return {"kind": NL_RULES, "button": rules.button, "small_blind": rules.small_blind,
            "big_blind": rules.big_blind, "ante": rules.ante,
            "pots": [{"title": line_json(p.title), "amount": p.amount, "seats": list(p.seats)}
                     for p in rules.pots]}


def _rules_from_json(data: Any) -> QuestionRules:
    if not isinstance(data, dict):
        raise _fail("The rules must be an object.")
    kind = data.get("kind")
    casino = CASINO_RULES.get(kind) if isinstance(kind, str) else None
    try:
        if casino is CasinoHoldemRules:
            d = _obj(data, "The rules", {"kind", "ante_paytable", "bonus_paytable",
                                         "aa_bonus_on_fold"})
            return CasinoHoldemRules(_str(d["ante_paytable"], "A pay table", 200),
                                     _str(d["bonus_paytable"], "A pay table", 200),
                                     _str(d["aa_bonus_on_fold"], "A house rule", 40))
        if casino is HoldemBonusRules:
            d = _obj(data, "The rules", {"kind", "ante_pays_on", "ties", "bonus_paytable"})
            return HoldemBonusRules(_str(d["ante_pays_on"], "A house rule", 40),
                                    _str(d["ties"], "A house rule", 40),
                                    _str(d["bonus_paytable"], "A pay table", 200))
    except CoreError as e:
        raise _fail(f"The house rules are not valid: {str(e).rstrip('.')}.") from None
    if kind == NL_RULES:
        from ..nlhe.felt import NLFacts, PotView  # deferred: loaded by the first no-limit sheet

        d = _obj(data, "The rules", {"kind", "button", "small_blind", "big_blind", "ante", "pots"})
        pots = []
        for p in _list(d["pots"], "The pots", MAX_SEATS):
            p = _obj(p, "A pot", {"title", "amount", "seats"})
            title = line_from_json(p["title"])
            if not isinstance(title, Term):
                raise _fail("A pot's title must be a word.")
            pots.append(PotView(title, _int(p["amount"], "A pot's chips", 0, MAX_AMOUNT),
                                _seat_numbers(p["seats"], "A pot's seats")))
        return NLFacts(_int(d["button"], "The button", 1, MAX_SEATS),
                       _int(d["small_blind"], "The small blind", 0, MAX_AMOUNT),
                       _int(d["big_blind"], "The big blind", 0, MAX_AMOUNT),
                       _int(d["ante"], "The ante", 0, MAX_AMOUNT), tuple(pots))
    raise _fail("The rules are of an unknown kind.")


def _seat_numbers(data: Any, what: str, seats: int = MAX_SEATS) -> tuple[int, ...]:
    numbers = tuple(_int(n, what, 1, seats) for n in _list(data, what, MAX_SEATS))
    if len(set(numbers)) != len(numbers):
        raise _fail(f"{what} name a seat twice.")
    return numbers


# -- seats ------------------------------------------------------------------------------------
def _seat_json(s: SeatView) -> dict[str, Any]:
    return {"cards": [card_text(c) for c in s.cards], "bets": [[b, n] for b, n in s.bets],
            "folded": s.folded, "paid": [[b, n] for b, n in s.paid]}


def _bets(data: Any, what: str) -> tuple[tuple[str, int], ...]:
    out = []
    for pair in _list(data, what, 16):
        pair = _list(pair, what, 2)
        if len(pair) != 2:
            raise _fail(f"{what} must be pairs of a bet and its chips.")
        out.append((_str(pair[0], "A bet", 40, _KEY),
                    _int(pair[1], "A bet's chips", -MAX_AMOUNT, MAX_AMOUNT)))
    return tuple(out)


def _seat_from_json(data: Any) -> SeatView:
    d = _obj(data, "A seat", {"cards", "bets", "folded", "paid"})
    return SeatView(_cards(d["cards"], "A seat's cards", 7), _bets(d["bets"], "A seat's bets"),
                    _bool(d["folded"], "A seat's folded"), _bets(d["paid"], "A seat's payouts"))


# -- sheets -----------------------------------------------------------------------------------
_SHEET_FIELDS = {"sheet", "drill", "level", "game", "prompt", "parts", "seats", "dealer",
                 "dealer_shown", "board", "rules", "story", "to_act", "target_seconds"}


def question_sheet(q: Question) -> dict[str, Any]:
    """What the trainee's PC receives of ``q``: everything shown, nothing of the key."""
    return {
        "sheet": VERSION, "drill": q.drill, "level": q.level, "game": q.game,
        "prompt": line_json(q.prompt), "parts": [_part_json(p) for p in q.parts],
        "seats": [_seat_json(s) for s in q.seats],
        # The dealer's cards travel only when the question shows them.
        "dealer": [card_text(c) for c in q.dealer] if q.dealer_shown else [],
        "dealer_shown": q.dealer_shown, "board": [card_text(c) for c in q.board],
        "rules": _rules_json(q.rules), "story": [line_json(line) for line in q.story],
        "to_act": q.to_act, "target_seconds": q.target_seconds,
        # The chip set a colouring-up question is asked with (what the trainee sees).
        "chips": list(q.chips),
    }


def question_from_sheet(data: Any) -> Question:
    """The keyless question of a sheet (seed 0, no derivation, best hands, deal, tags or case;
    every part expecting ``None``); SheetError for anything :func:`question_sheet` does not
    write."""
    d = _obj(_received(data), "The sheet", _SHEET_FIELDS, frozenset({"chips"}))
    if d["sheet"] != VERSION:
        raise _fail("The sheet is of another version of the app.")
    drill = _str(d["drill"], "The drill", 40, _KEY)
    if drill not in DRILLS:
        raise _fail(f"The drill {drill!r} is not one of this app's.")
    game = _str(d["game"], "The game", 40)
    spec = scenario_game({"game": game})
    if spec is None:
        raise _fail(f"The game {game!r} is not one of this app's.")
    rules = _rules_from_json(d["rules"])
    if spec.rules_class is not None:
        fits = type(rules) is spec.rules_class
    else:
        fits = spec.no_limit and not isinstance(rules, tuple(CASINO_RULES.values()))
    if not fits:
        raise _fail("The rules are not the game's.")
    parts = tuple(_part_from_json(p) for p in _list(d["parts"], "The parts", MAX_PARTS))
    if not parts or len({p.key for p in parts}) != len(parts):
        raise _fail("The parts must be there, each key once.")
    seats = tuple(_seat_from_json(s) for s in _list(d["seats"], "The seats", MAX_SEATS))
    target = d["target_seconds"]
    if isinstance(target, bool) or not isinstance(target, (int, float)) or \
            not 0 < target <= 3600:
        raise _fail("The target time must be a number of seconds up to an hour.")
    dealer_shown = _bool(d["dealer_shown"], "Whether the dealer's cards are shown")
    dealer = _cards(d["dealer"], "The dealer's cards", 7)
    if dealer and not dealer_shown:
        raise _fail("The dealer's cards are there but not shown.")
    to_act = None if d["to_act"] is None else _int(d["to_act"], "The seat to act", 0,
                                                   max(len(seats) - 1, 0))
    cards = [c for s in seats for c in s.cards]
    board = _cards(d["board"], "The board", 5)
    cards += [*dealer, *board]
    if len(set(cards)) != len(cards):
        raise _fail("The sheet shows a card twice.")
    chips = tuple(_int(c, "A chip's value", 1, MAX_AMOUNT)
                  for c in _list(d.get("chips", []), "The chip set"))
    return Question(
        drill, _int(d["level"], "The level", 1, 3), 0, game, _line(d["prompt"], "The prompt"),
        parts, seats, dealer, dealer_shown, board, rules, (), float(target), frozenset(), {},
        None, to_act,
        tuple(_line(s, "A line of the story") for s in _list(d["story"], "The story")), "",
        chips)


def keyless(q: Question) -> Question:
    """``q`` as :func:`question_from_sheet` gives it back: its key and everything behind it
    blanked (hidden dealer's cards too)."""
    no_key: Any = None
    return replace(q, seed=0, derivation=(), best={}, deal=None, tags=frozenset(), case="",
                   dealer=q.dealer if q.dealer_shown else (),
                   target_seconds=float(q.target_seconds),
                   parts=tuple(replace(p, expected=no_key) for p in q.parts))


# -- answers ------------------------------------------------------------------------------------
def _value_to_wire(p: Part, value: object, seats: int) -> Any:
    if isinstance(p, SeatsPart):
        if not isinstance(value, (tuple, list)):
            raise _fail(f"The answer to {p.key!r} must be seat numbers.")
        return sorted(_seat_numbers(list(value), f"The answer to {p.key!r}", seats))
    if isinstance(p, (ChoicePart, CallPart)):
        text = _str(value, f"The answer to {p.key!r}", 80)
        if text not in {o.id for o in p.options}:
            raise _fail(f"The answer to {p.key!r} is not one of its choices.")
        return text
    low = -MAX_AMOUNT if isinstance(p, NetPart) else 0
    return _int(value, f"The answer to {p.key!r}", low, MAX_AMOUNT)


def _value_from_wire(p: Part, data: Any, seats: int) -> object:
    value = _value_to_wire(p, data, seats)
    return tuple(value) if isinstance(p, SeatsPart) else value


def _seat_count(q: Question) -> int:
    """Seat numbers go from 1 to the table's seats, as the answer panel reads them."""
    return len(q.seats) or 9


def given_to_wire(q: Question, given: Mapping[str, object]) -> dict[str, Any]:
    """The values :meth:`Part.read` returned for ``q``'s parts, as JSON (a part not given is
    left out; anything not a part's is dropped); SheetError for a value no part reads."""
    seats = _seat_count(q)
    return {p.key: _value_to_wire(p, given[p.key], seats) for p in q.parts
            if given.get(p.key) is not None}


def given_from_wire(q: Question, data: Any) -> dict[str, object]:
    """An answer to ``q`` received as JSON, each value as :meth:`Part.read` returns it;
    SheetError for a key no part has or a value its part could not have read."""
    d = _received(data)
    if not isinstance(d, dict):
        raise _fail("The answer must be an object.")
    parts = {p.key: p for p in q.parts}
    unknown = set(d) - set(parts)
    if unknown:
        raise _fail(f"The answer names a part the question has not: {str(sorted(unknown)[0])[:40]!r}.")
    seats = _seat_count(q)
    return {k: _value_from_wire(parts[k], v, seats) for k, v in d.items() if v is not None}


def marked_sheet(q: Question, given: Mapping[str, object]) -> dict[str, Any]:
    """``given`` marked against ``q``'s key, with the key and the derivation: what the
    trainee's feedback needs, sent only once the answer may be shown."""
    checked = q.mark(given)
    seats = _seat_count(q)
    parts = []
    for p, r in zip(q.parts, checked.parts, strict=True):
        parts.append({"key": p.key, "right": r.correct,
                      "given": None if r.given is None else _value_to_wire(p, r.given, seats),
                      "expected": _value_to_wire(p, p.expected, seats)})
    return {"right": checked.correct, "parts": parts,
            "derivation": [line_json(line) for line in q.derivation]}


def marked_from_sheet(q_keyless: Question, data: Any) -> tuple[Question, Checked,
                                                                   dict[str, object]]:
    """A marked sheet of ``q_keyless``: the question with its key and derivation put back, the
    marks, and the values given; SheetError when it is not a marked sheet of that question or
    its marks do not follow from its key."""
    d = _obj(_received(data), "The marks", {"right", "parts", "derivation"})
    raw = _list(d["parts"], "The marked parts", MAX_PARTS)
    if len(raw) != len(q_keyless.parts):
        raise _fail("The marks are not for this question's parts.")
    seats = _seat_count(q_keyless)
    parts, given, rights = [], {}, []
    for p, item in zip(q_keyless.parts, raw, strict=True):
        m = _obj(item, "A marked part", {"key", "right", "given", "expected"})
        if m["key"] != p.key:
            raise _fail("The marks are not for this question's parts.")
        if m["expected"] is None:
            raise _fail(f"The marks have no key for {p.key!r}.")
        parts.append(replace(p, expected=_value_from_wire(p, m["expected"], seats)))
        if m["given"] is not None:
            given[p.key] = _value_from_wire(p, m["given"], seats)
        rights.append(_bool(m["right"], "A part's mark"))
    derivation = tuple(_line(x, "A line of the derivation")
                       for x in _list(d["derivation"], "The derivation", 2 * MAX_ITEMS))
    q = replace(q_keyless, parts=tuple(parts), derivation=derivation)
    checked = q.mark(given)
    if [r.correct for r in checked.parts] != rights or \
            _bool(d["right"], "The mark") != checked.correct:
        raise _fail("The marks do not follow from the key.")
    return q, checked, given


# -- the class's answers ---------------------------------------------------------------------------
def spread(q: Question, answers: Sequence[Mapping[str, object]]) -> list[dict[str, Any]]:
    """Per part: how many gave each value (a value no part reads counts as not answered),
    most given first, then by value; ``not_answered`` apart."""
    seats = _seat_count(q)
    out = []
    for p in q.parts:
        counts: dict[str, tuple[Any, int]] = {}
        missing = 0
        for given in answers:
            value = given.get(p.key)
            try:
                wire = None if value is None else _value_to_wire(p, value, seats)
            except SheetError:
                wire = None
            if wire is None:
                missing += 1
                continue
            key = json.dumps(wire)
            counts[key] = (wire, counts.get(key, (wire, 0))[1] + 1)
        rows = sorted(counts.values(), key=_order(p))
        out.append({"key": p.key, "label": line_json(p.label),
                    "counts": [{"value": v, "shown": _shown(p, v), "count": n} for v, n in rows],
                    "not_answered": missing})
    return out


def _order(p: Part) -> Callable[[tuple[Any, int]], tuple[Any, ...]]:
    ids = [o.id for o in p.options]
    if ids:  # choices in the order the buttons show them
        return lambda row: (-row[1], ids.index(row[0]))
    return lambda row: (-row[1], row[0])


def _shown(p: Part, value: Any) -> Any:
    """A value as the projector writes it: a choice's words (translatable), a number or seats
    as text."""
    option = next((o for o in p.options if o.id == value), None)
    if option is not None:
        return line_json(option.text)
    return p.shown(tuple(value) if isinstance(value, list) else value)
