"""A row as the store writes and reads it: checked against its columns' types before it is
written, sealed (a CRC-32 of its values written with it), decoded into the app's records
and checked against its seal when read (``_Damaged`` when it fails)."""

from __future__ import annotations

import contextlib
import datetime
import itertools
import logging
import math
import sqlite3
import unicodedata
import zlib
from collections.abc import Iterator
from typing import Any, Callable, Optional

from app.core.errors import RefusedValueError, StoreError, said
from app.core.text import QT_TRANSLATE_NOOP
from app.core.trainer.records import AnswerRecord, ExamRecord, Profile
from app.core.trainer.speed import SpeedResult
from app.core.trainer.store.schema import (
    _COLUMNS,
    _SELECT,
    _VCOLUMNS,
    _VKINDS,
    NAME_MAX,
    SCHEMA_VERSION,
    Row,
)

log = logging.getLogger("app.core.trainer.store")


class _Damaged(Exception):
    """A row's (or the file's) contents are damaged (internal)."""


def _now(fmt: str = "%Y-%m-%dT%H:%M:%SZ") -> str:
    return datetime.datetime.now(datetime.timezone.utc).strftime(fmt)


def _is_time(value: Any) -> bool:
    """``value`` reads as a time the store writes (``_now``)."""
    if type(value) is not str:
        return False
    try:
        datetime.datetime.strptime(value, "%Y-%m-%dT%H:%M:%SZ")
    except ValueError:
        return False
    return True


def seal_row(values: Row) -> int:
    """The CRC-32 of a row's values (all its columns but the seal): the seal the store
    writes with each row (public for tools that write a store as the app does, such as
    ``benchmarks/year_store``)."""
    return zlib.crc32(repr(tuple(values)).encode("utf-8", "surrogatepass"))


_seal = seal_row  # the name the store's modules use


_INT_RANGE = range(-2 ** 63, 2 ** 63)  # what an SQLite INTEGER holds


def _value_fault(value: Any, kind: type, nullable: bool) -> Optional[str]:
    """Why ``value`` cannot be written in a column of ``kind`` (None: it can, and it reads
    back as the same value of the same type, so its seal holds)."""
    if value is None:
        return None if nullable else "None where a value is required"
    if type(value) is not kind:  # a bool, an IntEnum or a str subclass would not read back
        return f"{type(value).__name__} {value!r} where a {kind.__name__} belongs"
    if isinstance(value, int) and value not in _INT_RANGE:
        return f"{value!r} is beyond what a column holds"
    if isinstance(value, float) and not math.isfinite(value):
        return f"{value!r} is not a finite number"
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return f"{value!r} cannot be written as UTF-8"
    return None


def _checked_values(table: str, values: Row, first: int = 1) -> Row:
    """``values`` of the columns of ``table`` from the ``first`` (1: all but the id) to the
    seal, as they will be written: an int in a REAL column becomes a float (as SQLite would
    turn it), anything else that would not read back as written is refused with one logged
    error and RefusedValueError (a fault of the app, never bad input)."""
    kinds = _VKINDS[SCHEMA_VERSION][table][first:]
    if len(values) != len(kinds):
        return _refuse(table, f"{len(values)} values for {len(kinds)} columns")
    names = _COLUMNS[table][first:]
    out = []
    for name, value, (kind, nullable) in zip(names, values, kinds, strict=False):
        if kind is float and type(value) is int:
            value = float(value)
        fault = _value_fault(value, kind, nullable)
        if fault is not None:
            return _refuse(table, f"{name}: {fault}")
        out.append(value)
    return tuple(out)


def _flag(value: Any) -> Any:
    """A yes or no as its column holds it (1 or 0; None stays None, anything else is left
    for the check to refuse)."""
    return int(value) if type(value) is bool else value


def _refuse(table: str, fault: str) -> Row:
    log.error("A %s row was refused before it was written (a fault of the app): %s",
              table, fault)
    raise RefusedValueError(said(QT_TRANSLATE_NOOP(
        "Errors", "Nothing was saved, because the app tried to save a wrong value; the details "
        "are in its log, and everything saved before is safe.")))


def _decoded(table: str, row: Row, version: int = SCHEMA_VERSION) -> dict[str, Any]:
    """A row (as a file of ``version`` holds it) as {column: value}, its types and seal
    checked; _Damaged if they are wrong."""
    kinds, sealed = _VKINDS[version][table], version > 1
    if len(row) != len(kinds) + sealed:
        raise _Damaged(f"a {table} row has {len(row)} values")
    for value, (kind, nullable) in zip(row, kinds, strict=False):  # a sealed row has one more
        if not (type(value) is kind or (value is None and nullable)):
            raise _Damaged(f"a {table} row holds {value!r} where a {kind.__name__} belongs")
    if sealed and row[-1] != _seal(row[:-1]):
        raise _Damaged(f"a {table} row does not match its seal")
    return dict(zip(_VCOLUMNS[version][table], row, strict=False))  # unsealed: one fewer


def _profile_from_row(row: Row) -> Profile:
    r = _decoded("profiles", row)
    if (r["name_key"] is None) != (r["removed"] is not None):
        raise _Damaged("a profiles row has a name key and is removed, or neither")
    return Profile(r["id"], r["name"], r["created"], r["removed"])


def _answer_from_row(row: Row) -> AnswerRecord:
    r = _decoded("answers", row)
    del r["crc"]
    fewest = None if r["chips_fewest"] is None else bool(r["chips_fewest"])
    return AnswerRecord(**r | {"correct": bool(r["correct"]), "chips_fewest": fewest,
                               "tags": tuple(filter(None, r["tags"].split(";")))})


def _exam_from_row(row: Row) -> ExamRecord:
    r = _decoded("exams", row)
    del r["crc"]
    return ExamRecord(**r | {"passed": None if r["passed"] is None else bool(r["passed"])})


def _speed_from_row(row: Row) -> SpeedResult:
    r = _decoded("speed_rounds", row)
    try:
        return SpeedResult(r["drill"], r["level"], r["kind"], r["correct"], r["wrong"],
                           r["seconds"], r["at"], r["id"])
    except ValueError as exc:  # a kind of round there is not, a count below 0
        raise _Damaged(f"a speed_rounds row: {exc}") from None


def _plain(table: str, row: Row) -> dict[str, Any]:
    """A class table's row as {column: value} but its seal, checked against it."""
    r = _decoded(table, row)
    del r["crc"]
    return r


def _class_from_row(row: Row) -> dict[str, Any]:
    return _plain("classes", row)


def _member_from_row(row: Row) -> dict[str, Any]:
    r = _plain("class_members", row)
    if len(r["token"]) != 64:
        raise _Damaged("a class_members row holds no token's hash")
    return r


def _class_exam_from_row(row: Row) -> dict[str, Any]:
    return _plain("class_exams", row)


def _sitting_from_row(row: Row) -> dict[str, Any]:
    return _plain("sittings", row)


def _receipt_from_row(row: Row) -> dict[str, Any]:
    return _plain("receipts", row)


_DECODERS: dict[str, Callable[[Row], Any]] = {
    "profiles": _profile_from_row, "exams": _exam_from_row, "answers": _answer_from_row,
    "speed_rounds": _speed_from_row, "classes": _class_from_row,
    "class_members": _member_from_row, "class_exams": _class_exam_from_row,
    "sittings": _sitting_from_row, "receipts": _receipt_from_row}
_TABLE_OF: dict[Callable[[Row], Any], str] = {d: t for t, d in _DECODERS.items()}


def checked_name(name: str) -> tuple[str, str]:
    """The name as stored (NFC, stripped) and its case-insensitive key, or StoreError."""
    clean = unicodedata.normalize("NFC", name).strip() if isinstance(name, str) else ""
    if not clean:
        raise StoreError(said(QT_TRANSLATE_NOOP("Errors", "A trainee's name cannot be empty.")))
    if len(clean) > NAME_MAX:
        raise StoreError(said(QT_TRANSLATE_NOOP(
            "Errors", "A trainee's name can have at most {most} characters."), most=NAME_MAX))
    if any(unicodedata.category(c) in ("Cc", "Cf", "Cs", "Zl", "Zp") for c in clean):
        raise StoreError(said(QT_TRANSLATE_NOOP(
            "Errors", "A trainee's name cannot contain line breaks or control characters.")))
    return clean, clean.casefold()


def _free_name(conn: sqlite3.Connection, name: str, profile_id: int) -> tuple[str, str]:
    """``name`` and its key, or, when another trainee of ``conn`` has it, the name with the
    first `` (n)`` after it that no one has (cut to fit ``NAME_MAX``)."""
    for n in itertools.count(1):
        mark = f" ({n})" if n > 1 else ""
        clean, key = checked_name(name[:NAME_MAX - len(mark)] + mark)
        if not conn.execute("SELECT 1 FROM profiles WHERE name_key = ? AND id IS NOT ?",
                            (key, profile_id)).fetchone():
            return clean, key
    raise AssertionError("unreachable")  # itertools.count never ends


_checked_name = checked_name  # the name the store's modules use


class _BadText(bytes):
    """Text of a row that is not UTF-8, as read for checking (never a str: the row fails)."""


def _tolerant_text(data: bytes) -> Any:
    """sqlite3's text factory while rows are checked: text that is not UTF-8 stays bytes, so
    its row is found damaged and the others are still read."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return _BadText(data)


@contextlib.contextmanager
def _tolerant(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """``conn`` reading text that is not UTF-8 as ``_BadText`` while the block runs."""
    factory, conn.text_factory = conn.text_factory, _tolerant_text
    try:
        yield conn
    finally:
        conn.text_factory = factory


def _row_fault(table: str, row: Row, version: int) -> Optional[str]:
    """Why a row read from a file of ``version`` is damaged (None: it is sound)."""
    try:
        if version == SCHEMA_VERSION:
            _DECODERS[table](row)
        else:
            _decoded(table, row, version)
    except (_Damaged, ValueError, TypeError, OverflowError, UnicodeError) as exc:
        return str(exc) or type(exc).__name__
    return None


def _sealed_update(conn: sqlite3.Connection, table: str, row_id: int,
                   changes: dict[str, Any]) -> Row:
    """Change some columns of a sound row, checked as a new row is and sealed anew; the row
    as written (all but the seal). StoreError if it is gone or damaged (it is never sealed
    again as it is: that would hide the damage)."""
    cols = _COLUMNS[table]
    row = conn.execute(_SELECT[table] + " WHERE id = ?", (row_id,)).fetchone()
    try:
        if row is None:
            raise _Damaged(f"the {table} row {row_id} is gone")
        current = _decoded(table, row)
    except _Damaged as exc:
        raise StoreError(said(QT_TRANSLATE_NOOP(
            "Errors", "The progress file is damaged ({reason})."), reason=exc)) from exc
    values = _checked_values(table, tuple(changes.get(c, current[c]) for c in cols[:-1]),
                             first=0)
    conn.execute(f"UPDATE {table} SET {', '.join(f'{c} = ?' for c in cols[1:])} WHERE id = ?",
                 (*values[1:], _seal(values), row_id))
    return values
