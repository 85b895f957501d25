"""Exams: a spec (drills, questions, time, pass mark, level, seed), its code and its questions.

An instructor makes an exam and writes its code on the board; every trainee
types it and gets the same questions on any PC. The code carries the whole
spec, so nothing has to be shared but the code itself.

Code format (version 0): ``EX-`` then Crockford base32 in groups of four. The
payload is these bit fields, most significant first, zero-padded to whole
symbols::

    version 2 | questions 7 | minutes 8 | pass_percent 7 | level 2 | seed 25
    | number of drills - 1: 4 | each drill: 12-bit hash of its id

Version 1 is version 0 for a house whose rules are not all GAMES.md's defaults
(an exam code carries its house, so the class is dealt the same rules): after
the drills, for each house rule of each game (the registry's order), the index
of its value among the GAMES.md choices, one more meaning a table of the
house's own, in as few bits as the choices need (9 bits for today's games),
padded with zeros to a whole number of 12-bit drill fields; then, when a table
is the house's own, a 24-bit hash of those tables (two drill fields). A table
of 6 to 9 multipliers of up to 10,000 cannot be carried in a code anyone would
type, so it is named by its hash: the trainee's PC must have the instructor's
profile (imported from its file), and the code is refused with that sentence
otherwise. GAMES.md's defaults stay version 0, so every code given before reads
as it did.

Each code ends in two check symbols: ``sum((i + 1) * symbol_i) mod 1021`` over the
payload. As 1021 is prime and larger than any symbol difference, every single-symbol
typo and every swap of two neighbouring symbols is caught; a missing or extra
symbol is caught by the length, as valid lengths are 2 or 3 apart (a house
lengthens a code by whole drill fields, as drills do). Drills are sent as
hashes of their ids (checked against the app's drills when the code is read),
so a code does not depend on the order of the drill list or on drills added
later. Reading accepts lower case, spaces and dashes anywhere, no ``EX``
prefix, and O for 0 and I or L for 1, as Crockford base32 does; the version
field keeps the first payload symbol below ``8`` (version 1: ``8`` to ``F``, and ``E``
then ``X`` only for 110 questions, which no code has), so a leading ``EX`` is never data.
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass
from typing import Optional, Sequence

from ..errors import ExamCodeError, ProfileError, both, said
from ..games.registry import RuleSpec, find_game
from ..profiles import STANDARD, Changes, HouseProfile, house_games
from ..text import QT_TRANSLATE_NOOP
from .drills import generate

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
PREFIX = "EX"
FORMAT_VERSION = 0  # the plain format: GAMES.md's house rules
HOUSE_VERSION = 1  # the house's rules after the drills
SEED_BITS = 25
SEED_LIMIT = 1 << SEED_BITS  # exam seeds are 0 .. SEED_LIMIT - 1
MAX_DRILLS = 16
QUESTION_SEED_LIMIT = 1 << 31
RANGES = {"questions": (1, 100), "minutes": (1, 180), "pass_percent": (1, 100), "level": (1, 3)}

_FIELDS = (("version", 2), ("questions", 7), ("minutes", 8), ("pass_percent", 7), ("level", 2),
           ("seed", SEED_BITS), ("drills", 4))
_HEADER_BITS = sum(bits for _, bits in _FIELDS)
_DRILL_BITS = 12
_HOUSE_HASH_BITS = 24  # two drill fields
_CHECK_MOD = 1021
_ALIASES = {"O": 0, "I": 1, "L": 1, **{c: v for v, c in enumerate(ALPHABET)}}
_TYPO = QT_TRANSLATE_NOOP(
    "Errors", "This exam code has a typo: please check it against the one you were given.")
# The sentence for a field out of range, one each so that every language can word it.
_OUT_OF_RANGE = {
    "questions": QT_TRANSLATE_NOOP(
        "Errors", "An exam's questions must be from {low} to {high}, not {value}."),
    "minutes": QT_TRANSLATE_NOOP(
        "Errors", "An exam's minutes must be from {low} to {high}, not {value}."),
    "pass_percent": QT_TRANSLATE_NOOP(
        "Errors", "An exam's pass percent must be from {low} to {high}, not {value}."),
    "level": QT_TRANSLATE_NOOP(
        "Errors", "An exam's level must be from {low} to {high}, not {value}."),
}


@dataclass(frozen=True)
class ExamSpec:
    """Everything that makes an exam: the same spec gives the same questions anywhere.

    ``house``: the house rules that differ from GAMES.md's defaults, as a house profile
    lists them (:meth:`~app.core.profiles.HouseProfile.changes`); () for the defaults.
    """

    drills: tuple[str, ...]
    questions: int
    minutes: int
    pass_percent: int
    level: int
    seed: int
    house: Changes = ()

    @property
    def house_profile(self) -> HouseProfile:
        """The rules the exam's questions are dealt under."""
        return HouseProfile.of_changes(self.house)


@dataclass(frozen=True)
class ExamResult:
    """The end of an exam as a value, with its pass rule: passed at ``pass_percent`` or
    more of all the questions right (a question not answered in time counts as wrong)."""

    correct: int
    answered: int
    total: int
    pass_percent: int

    @property
    def passed(self) -> bool:
        return self.correct * 100 >= self.pass_percent * self.total

    @property
    def unanswered(self) -> int:
        return self.total - self.answered

    @classmethod
    def of(cls, spec: ExamSpec, marks: Sequence[bool]) -> "ExamResult":
        """The result of ``spec`` from the marks of the questions answered, in order."""
        return cls(sum(1 for m in marks if m), len(marks), spec.questions, spec.pass_percent)


def _drill_hash(drill: str) -> int:
    digest = hashlib.blake2b(drill.encode("utf-8"), digest_size=2).digest()
    return int.from_bytes(digest, "big") >> (16 - _DRILL_BITS)


def _verify_spec(spec: ExamSpec) -> None:
    """Raise ExamCodeError with a clear sentence for a spec no exam can have."""
    drills = spec.drills
    if not isinstance(drills, tuple) or not drills or len(drills) > MAX_DRILLS:
        raise ExamCodeError(said(QT_TRANSLATE_NOOP("Errors", "An exam needs 1 to {most} drills."),
                                 most=MAX_DRILLS))
    if len(set(drills)) != len(drills) or not all(isinstance(d, str) and d for d in drills):
        raise ExamCodeError(said(QT_TRANSLATE_NOOP(
            "Errors", "An exam's drills must be named, each only once.")))
    for name, (low, high) in RANGES.items():
        value = getattr(spec, name)
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise ExamCodeError(said(_OUT_OF_RANGE[name], low=low, high=high, value=value))
    if isinstance(spec.seed, bool) or not isinstance(spec.seed, int) or \
            not 0 <= spec.seed < SEED_LIMIT:
        raise ExamCodeError(said(QT_TRANSLATE_NOOP(
            "Errors", "An exam's seed must be from 0 to {most}."), most=SEED_LIMIT - 1))
    try:
        canonical = spec.house_profile.changes()
    except (ProfileError, TypeError, ValueError) as e:
        raise ExamCodeError(said(QT_TRANSLATE_NOOP("Errors", "An exam's house rules: {reason}"),
                                 reason=e)) from None
    if canonical != tuple(spec.house):
        raise ExamCodeError(said(QT_TRANSLATE_NOOP(
            "Errors", "An exam's house rules must be listed as a house profile lists them.")))


def _checksum(symbols: Sequence[int]) -> int:
    return sum((i + 1) * s for i, s in enumerate(symbols)) % _CHECK_MOD


def _symbol_count(drills: int) -> int:
    """The payload symbols of a version-0 code of ``drills`` drills."""
    return -(-(_HEADER_BITS + _DRILL_BITS * drills) // 5)


def _house_rules() -> list[tuple[str, RuleSpec]]:
    """Every house rule a code carries, by game, in the registry's order."""
    return [(g.id, r) for g in house_games() for r in g.rules]


def _index_bits(rule: RuleSpec) -> int:
    """The bits of a rule's index: its GAMES.md choices, and one more for a house's own table."""
    return (len(rule.values) + rule.custom - 1).bit_length()


def _index_bits_total() -> int:
    return sum(_index_bits(rule) for _, rule in _house_rules())


def _pad(bits: int) -> int:
    """Zero bits that make ``bits`` a whole number of drill fields: the house then lengthens
    a code as drills do, so the lengths of every valid code stay 2 or 3 symbols apart and
    a missing or extra symbol is still caught by the length."""
    return -bits % _DRILL_BITS


def _house_hash(custom: Sequence[tuple[str, str, str]]) -> int:
    text = ";".join(f"{g}/{k}={v}" for g, k, v in custom)
    return int.from_bytes(hashlib.blake2b(text.encode("utf-8"), digest_size=3).digest(), "big")


def _house_fields(house: HouseProfile) -> list[tuple[int, int]]:
    """The house's rules as (value, bits) fields of a version-1 code: each rule's index, the
    zero padding, and the hash of the house's own tables when it has any."""
    fields, custom = [], []
    for game, rule in _house_rules():
        value = house.values(find_game(game))[rule.key]
        index = rule.values.index(value) if value in rule.values else len(rule.values)
        fields.append((index, _index_bits(rule)))
        if index == len(rule.values):
            custom.append((game, rule.key, value))
    fields.append((0, _pad(_index_bits_total())))
    if custom:
        fields.append((_house_hash(custom), _HOUSE_HASH_BITS))
    return fields


class _Bits:
    """Fields packed most significant first into 5-bit symbols, and read back."""

    def __init__(self, symbols: Sequence[int] = ()) -> None:
        self.number, self.size = 0, 0
        for s in symbols:
            self.put(s, 5)
        self.left = self.size

    def put(self, value: int, bits: int) -> None:
        self.number, self.size = self.number << bits | value, self.size + bits

    def take(self, bits: int) -> int:
        """The next field; ExamCodeError when the code ends before it (a missing symbol)."""
        if bits > self.left:
            raise ExamCodeError(said(_TYPO))
        self.left -= bits
        return self.number >> self.left & (1 << bits) - 1

    def symbols(self) -> list[int]:
        count = -(-self.size // 5)
        number = self.number << (5 * count - self.size)
        return [number >> (5 * (count - 1 - i)) & 31 for i in range(count)]


def _encode(drills: Sequence[str], questions: int, minutes: int, pass_percent: int, level: int,
            seed: int, house: HouseProfile | None = None) -> str:
    """Pack the fields into a code without checking their ranges (only their bit widths)."""
    house_fields = _house_fields(house) if house is not None and house.changes() else []
    values = {"version": HOUSE_VERSION if house_fields else FORMAT_VERSION,
              "questions": questions, "minutes": minutes,
              "pass_percent": pass_percent, "level": level, "seed": seed,
              "drills": len(drills) - 1}
    bits = _Bits()
    for name, width in _FIELDS:
        if not 0 <= values[name] < 1 << width:
            raise ExamCodeError(said(QT_TRANSLATE_NOOP(
                "Errors", "An exam's {field} does not fit in a code."), field=name))
        bits.put(values[name], width)
    for drill in drills:
        bits.put(_drill_hash(drill), _DRILL_BITS)
    for value, width in house_fields:
        bits.put(value, width)
    symbols = bits.symbols()
    check = _checksum(symbols)
    text = "".join(ALPHABET[s] for s in [*symbols, check >> 5, check & 31])
    return "-".join([PREFIX, *(text[i:i + 4] for i in range(0, len(text), 4))])


def exam_code(spec: ExamSpec) -> str:
    """The spec as a short code such as ``EX-0K2Q-...``; ExamCodeError for an invalid spec."""
    _verify_spec(spec)
    return _encode(spec.drills, spec.questions, spec.minutes, spec.pass_percent, spec.level,
                   spec.seed, spec.house_profile)


def _symbols(code: str) -> list[int]:
    if not isinstance(code, str):
        raise ExamCodeError(said(QT_TRANSLATE_NOOP("Errors", "An exam code must be text.")))
    text = "".join(code.split()).replace("-", "").upper()
    if text.startswith(PREFIX):
        text = text[len(PREFIX):]
    if not text:
        raise ExamCodeError(said(QT_TRANSLATE_NOOP("Errors", "Please type the exam code.")))
    bad = [c for c in text if c not in _ALIASES]
    if bad:
        raise ExamCodeError(said(QT_TRANSLATE_NOOP(
            "Errors", "An exam code cannot contain {char}: please check it."), char=repr(bad[0])))
    return [_ALIASES[c] for c in text]


def _read_house(bits: _Bits) -> tuple[dict[tuple[str, str], str], list[tuple[str, str]],
                                      Optional[int]]:
    """A version-1 code's house: the GAMES.md choices by (game, rule), the rules whose table
    is the house's own, and the hash of those tables (None without one); ExamCodeError for
    an index no rule has or padding that is not zero (a typo)."""
    chosen: dict[tuple[str, str], str] = {}
    custom: list[tuple[str, str]] = []
    for game, rule in _house_rules():
        index = bits.take(_index_bits(rule))
        if index < len(rule.values):
            chosen[game, rule.key] = rule.values[index]
        elif index == len(rule.values) and rule.custom:
            custom.append((game, rule.key))
        else:
            raise ExamCodeError(said(_TYPO))
    if bits.take(_pad(_index_bits_total())):
        raise ExamCodeError(said(_TYPO))
    return chosen, custom, bits.take(_HOUSE_HASH_BITS) if custom else None


def _house_of(chosen: dict[tuple[str, str], str], custom: list[tuple[str, str]],
              digest: Optional[int], known_houses: Sequence[HouseProfile]) -> Changes:
    """The exam's house rules; the house's own tables from the one of ``known_houses`` (the
    profiles on this PC) whose tables have the code's hash."""
    values = dict(chosen)
    if custom:
        for house in known_houses:
            own = [(g, k, house.values(find_game(g))[k]) for g, k in custom]
            if all(find_game(g).rule(k).is_custom(v) for g, k, v in own) and _house_hash(own) == digest:
                values |= {(g, k): v for g, k, v in own}
                break
        else:
            raise ExamCodeError(said(QT_TRANSLATE_NOOP(
                "Errors", "This exam uses a pay table of the instructor's own: import the "
                "instructor's house profile on this PC (Instructor > Settings), then type the "
                "code again.")))
    return HouseProfile.of_changes(tuple((g, k, v) for (g, k), v in values.items())).changes()


def parse_exam_code(code: str, known_drills: Sequence[str],
                    known_houses: Sequence[HouseProfile] = ()) -> ExamSpec:
    """The spec behind a code typed by a trainee, its drills among ``known_drills`` and a
    table of the house's own among the tables of ``known_houses``.

    ExamCodeError, with a sentence to show, for a typo, a code from a newer app,
    a drill this app does not have, a house table this PC does not have, or values out
    of range.
    """
    symbols = _symbols(code)
    if len(symbols) < _symbol_count(1) + 2:
        raise ExamCodeError(said(QT_TRANSLATE_NOOP(
            "Errors", "This exam code is too short: please check it against the one you were "
            "given.")))
    payload, check = symbols[:-2], symbols[-2] << 5 | symbols[-1]
    if _checksum(payload) != check:
        raise ExamCodeError(said(_TYPO))
    bits = _Bits(payload)
    values = {name: bits.take(width) for name, width in _FIELDS}
    if values["version"] not in (FORMAT_VERSION, HOUSE_VERSION):
        raise ExamCodeError(said(QT_TRANSLATE_NOOP(
            "Errors", "This exam code was made by a newer version of the app: please update "
            "the app.")))
    count = values["drills"] + 1
    hashes = [bits.take(_DRILL_BITS) for _ in range(count)]
    chosen, custom, digest = _read_house(bits) if values["version"] == HOUSE_VERSION \
        else ({}, [], None)
    used = bits.size - bits.left
    if len(payload) != -(-used // 5) or bits.take(bits.left):
        raise ExamCodeError(said(_TYPO))
    by_hash: dict[int, list[str]] = {}
    for drill in dict.fromkeys(known_drills):
        by_hash.setdefault(_drill_hash(drill), []).append(drill)
    drills = []
    for number in hashes:
        found = by_hash.get(number, [])
        if not found:
            raise ExamCodeError(said(QT_TRANSLATE_NOOP(
                "Errors", "This exam uses a drill that this version of the app does not have: "
                "please update the app.")))
        if len(found) > 1:
            raise ExamCodeError(said(QT_TRANSLATE_NOOP(
                "Errors", "This exam code cannot tell the drills {drills} apart: please choose "
                "other drills for the exam."), drills=both(found)))
        drills.append(found[0])
    house = _house_of(chosen, custom, digest, known_houses) if values["version"] else ()
    spec = ExamSpec(drills=tuple(drills), questions=values["questions"],
                    minutes=values["minutes"], pass_percent=values["pass_percent"],
                    level=values["level"], seed=values["seed"], house=house)
    _verify_spec(spec)
    return spec


def exam_questions(spec: ExamSpec) -> list[tuple[str, int, int]]:
    """(drill, level, seed) for each question, the same for the same spec on any PC.

    From ``random.Random(spec.seed)``: the drills are dealt in rounds, each round
    every drill once in a fresh shuffled order, so the counts differ by at most
    one and no drill bunches up; then each question gets its own seed in
    0 .. 2**31 - 1.
    """
    _verify_spec(spec)
    rng = random.Random(spec.seed)
    order: list[str] = []
    while len(order) < spec.questions:
        round_ = list(spec.drills)
        rng.shuffle(round_)
        order.extend(round_)
    plan = [(drill, spec.level, rng.randrange(QUESTION_SEED_LIMIT))
            for drill in order[:spec.questions]]
    return _cap_zero_keys(plan, spec, rng)


def zero_key(drill: str, level: int, seed: int, house: HouseProfile = STANDARD) -> bool:
    """True when the question's every part is an amount whose key is 0, so that typing 0
    everywhere answers it right (under ``house``'s rules: a bonus forfeited on a fold is 0)."""
    parts = generate(drill, level, seed, house=house).parts
    return all(p.zero_answers for p in parts)


def _cap_zero_keys(plan: list[tuple[str, int, int]], spec: ExamSpec,
                   rng: random.Random) -> list[tuple[str, int, int]]:
    """At most a fifth of the questions may have 0 as their whole key (2 in 10), so an
    exam answered with 0 everywhere fails: a question past that gets another seed,
    drawn from the same source (the same code still gives the same questions)."""
    allowed = spec.questions // 5
    house = spec.house_profile
    out = []
    for drill, level, seed in plan:
        if zero_key(drill, level, seed, house):
            if allowed > 0:
                allowed -= 1
            else:
                for _ in range(64):  # a zero key is at most about a third of a drill's keys
                    seed = rng.randrange(QUESTION_SEED_LIMIT)
                    if not zero_key(drill, level, seed, house):
                        break
        out.append((drill, level, seed))
    return out
