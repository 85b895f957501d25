"""Exams: a spec (drills, questions, time, pass mark, level, seed), its code and its questions.

An instructor makes an exam and writes its code on the board; every trainee
types it and gets the same questions on any PC. The code carries the whole
spec, so nothing has to be shared but the code itself.

Code format (version 0): ``EX-`` then Crockford base32 in groups of four. The
payload is these bit fields, most significant first, zero-padded to whole
symbols::

    version 2 | questions 7 | minutes 8 | pass_percent 7 | level 2 | seed 25
    | number of drills - 1: 4 | each drill: 12-bit hash of its id

then two check symbols: ``sum((i + 1) * symbol_i) mod 1021`` over the payload.
As 1021 is prime and larger than any symbol difference, every single-symbol
typo and every swap of two neighbouring symbols is caught; a missing or extra
symbol is caught by the length, as valid lengths are 2 or 3 apart. Drills are sent as
hashes of their ids (checked against the app's drills when the code is read),
so a code does not depend on the order of the drill list or on drills added
later. Reading accepts lower case, spaces and dashes anywhere, no ``EX``
prefix, and O for 0 and I or L for 1, as Crockford base32 does; the version
field keeps the first payload symbol below ``8``, so a leading ``EX`` is never data.
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass
from typing import Sequence

from ..errors import ExamCodeError, both, said
from ..text import QT_TRANSLATE_NOOP

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
PREFIX = "EX"
FORMAT_VERSION = 0
SEED_BITS = 25
SEED_LIMIT = 1 << SEED_BITS  # exam seeds are 0 .. SEED_LIMIT - 1
MAX_DRILLS = 16
QUESTION_SEED_LIMIT = 1 << 31
RANGES = {"questions": (1, 100), "minutes": (1, 180), "pass_percent": (1, 100), "level": (1, 3)}

_FIELDS = (("version", 2), ("questions", 7), ("minutes", 8), ("pass_percent", 7), ("level", 2),
           ("seed", SEED_BITS), ("drills", 4))
_HEADER_BITS = sum(bits for _, bits in _FIELDS)
_DRILL_BITS = 12
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
    """Everything that makes an exam: the same spec gives the same questions anywhere."""

    drills: tuple[str, ...]
    questions: int
    minutes: int
    pass_percent: int
    level: int
    seed: int


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


def _checksum(symbols: Sequence[int]) -> int:
    return sum((i + 1) * s for i, s in enumerate(symbols)) % _CHECK_MOD


def _payload_symbols(count: int) -> int:
    return -(-(_HEADER_BITS + _DRILL_BITS * count) // 5)


def _encode(drills: Sequence[str], questions: int, minutes: int, pass_percent: int, level: int,
            seed: int) -> str:
    """Pack the fields into a code without checking their ranges (only their bit widths)."""
    values = {"version": FORMAT_VERSION, "questions": questions, "minutes": minutes,
              "pass_percent": pass_percent, "level": level, "seed": seed,
              "drills": len(drills) - 1}
    number = 0
    for name, bits in _FIELDS:
        if not 0 <= values[name] < 1 << bits:
            raise ExamCodeError(said(QT_TRANSLATE_NOOP(
                "Errors", "An exam's {field} does not fit in a code."), field=name))
        number = number << bits | values[name]
    for drill in drills:
        number = number << _DRILL_BITS | _drill_hash(drill)
    count = _payload_symbols(len(drills))
    number <<= 5 * count - _HEADER_BITS - _DRILL_BITS * len(drills)
    symbols = [number >> (5 * (count - 1 - i)) & 31 for i in range(count)]
    check = _checksum(symbols)
    text = "".join(ALPHABET[s] for s in [*symbols, check >> 5, check & 31])
    return "-".join([PREFIX, *(text[i:i + 4] for i in range(0, len(text), 4))])


def exam_code(spec: ExamSpec) -> str:
    """The spec as a short code such as ``EX-0K2Q-...``; ExamCodeError for an invalid spec."""
    _verify_spec(spec)
    return _encode(spec.drills, spec.questions, spec.minutes, spec.pass_percent, spec.level,
                   spec.seed)


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


def parse_exam_code(code: str, known_drills: Sequence[str]) -> ExamSpec:
    """The spec behind a code typed by a trainee, its drills among ``known_drills``.

    ExamCodeError, with a sentence to show, for a typo, a code from a newer app,
    a drill this app does not have, or values out of range.
    """
    symbols = _symbols(code)
    if len(symbols) < _payload_symbols(1) + 2:
        raise ExamCodeError(said(QT_TRANSLATE_NOOP(
            "Errors", "This exam code is too short: please check it against the one you were "
            "given.")))
    payload, check = symbols[:-2], symbols[-2] << 5 | symbols[-1]
    if _checksum(payload) != check:
        raise ExamCodeError(said(_TYPO))
    number, left = 0, 5 * len(payload)
    for s in payload:
        number = number << 5 | s
    values = {}
    for name, bits in _FIELDS:
        left -= bits
        values[name] = number >> left & (1 << bits) - 1
    if values["version"] != FORMAT_VERSION:
        raise ExamCodeError(said(QT_TRANSLATE_NOOP(
            "Errors", "This exam code was made by a newer version of the app: please update "
            "the app.")))
    count = values["drills"] + 1
    if len(payload) != _payload_symbols(count) or number & (1 << (left - _DRILL_BITS * count)) - 1:
        raise ExamCodeError(said(_TYPO))
    by_hash: dict[int, list[str]] = {}
    for drill in dict.fromkeys(known_drills):
        by_hash.setdefault(_drill_hash(drill), []).append(drill)
    drills = []
    for _ in range(count):
        left -= _DRILL_BITS
        found = by_hash.get(number >> left & (1 << _DRILL_BITS) - 1, [])
        if not found:
            raise ExamCodeError(said(QT_TRANSLATE_NOOP(
                "Errors", "This exam uses a drill that this version of the app does not have: "
                "please update the app.")))
        if len(found) > 1:
            raise ExamCodeError(said(QT_TRANSLATE_NOOP(
                "Errors", "This exam code cannot tell the drills {drills} apart: please choose "
                "other drills for the exam."), drills=both(found)))
        drills.append(found[0])
    spec = ExamSpec(drills=tuple(drills), questions=values["questions"],
                    minutes=values["minutes"], pass_percent=values["pass_percent"],
                    level=values["level"], seed=values["seed"])
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


def zero_key(drill: str, level: int, seed: int) -> bool:
    """True when the question's every part is an amount whose key is 0, so that typing 0
    everywhere answers it right."""
    from .drills import generate

    parts = generate(drill, level, seed).parts
    return all(p.kind != "choice" and p.expected == 0 for p in parts)


def _cap_zero_keys(plan: list[tuple[str, int, int]], spec: ExamSpec,
                   rng: random.Random) -> list[tuple[str, int, int]]:
    """At most a fifth of the questions may have 0 as their whole key (2 in 10), so an
    exam answered with 0 everywhere fails: a question past that gets another seed,
    drawn from the same source (the same code still gives the same questions)."""
    allowed = spec.questions // 5
    out = []
    for drill, level, seed in plan:
        if zero_key(drill, level, seed):
            if allowed > 0:
                allowed -= 1
            else:
                for _ in range(64):  # a zero key is at most about a third of a drill's keys
                    seed = rng.randrange(QUESTION_SEED_LIMIT)
                    if not zero_key(drill, level, seed):
                        break
        out.append((drill, level, seed))
    return out
