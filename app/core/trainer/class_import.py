"""Reading trainees' results exports (the Progress tab's CSV files) for the class's results.

An export is what ``ProgressStore.export_csv`` writes, for one trainee or for
every trainee of a PC: UTF-8 with a byte-order mark, a header, one row per
answer. Every format the app has written is read: the first had no
``exam_attempt``, ``exam_status`` or ``removed`` column; columns may come in
any order, and a column the app does not know is left unread.

Since the classroom an export has an ``exam_source`` column: "served" for a sitting of an
exam the class of the exporting PC served, "self" for a self-study one. It is read, and
never trusted: any file can say "served". :func:`read_store` reads this PC's own progress
file directly (Class results' "this PC's class"), and only its served sittings are served
(``ExportFile.from_store``).

A file is read whole or refused whole: :func:`read_export` never raises for
what a file holds, it returns the file with one sentence (``refusal``) saying
why it was refused (empty, binary, not UTF-8, not an export's header, a
column missing, a row with the wrong number of cells, a cell that is not what
the app writes there, with its line), so one bad file in a shared folder
never stops the others being read.

**Speed.** A lab's year fills an export of tens of megabytes (a 40 MB one holds
about 300,000 answers). A row whose every cell is as the app writes it is read
on a short path (the names, drills and levels met before are not checked
again); any other row is read by the careful one, which says what is wrong.
``read_export``'s ``progress`` is told the bytes read so far every
``PROGRESS_ROWS`` rows, and may raise to stop the reading (a Cancel).
"""

from __future__ import annotations

import codecs
import csv
import datetime
import io
import os
import re
import unicodedata
from dataclasses import dataclass
from operator import itemgetter
from pathlib import Path
from typing import Callable, Optional, Sequence, TypeVar

from app.core.errors import ClassFileError, StoreError, TooLargeError, said
from app.core.safe_repr import short_repr
from app.core.text import QT_TRANSLATE_NOOP, Line
from app.core.trainer.drills import DRILLS
from app.core.trainer.records import (
    EXAM_ABANDONED,
    EXAM_FAILED,
    EXAM_PASSED,
    EXAM_SELF,
    EXAM_SERVED,
    EXAM_UNFINISHED,
)
from app.core.trainer.spreadsheet import ENCODING, cell_text
from app.core.trainer.store import CSV_COLUMNS, open_progress_store
from app.core.whole_file import read_bounded

REQUIRED = CSV_COLUMNS[:12]  # the first export format's columns; the later ones added 3
MAX_MB = 200  # a larger file is not an export (about a million answers)
PROGRESS_ROWS = 2000  # rows read between two words to ``progress``
SLICE = 1024 * 1024  # bytes checked as UTF-8 text in one call
EXAM_STATUSES = ("", EXAM_PASSED, EXAM_FAILED, EXAM_ABANDONED, EXAM_UNFINISHED)
EXAM_SOURCES = ("", EXAM_SERVED, EXAM_SELF)
READ = tuple(c for c in CSV_COLUMNS if c != "removed")  # the columns read, in this order
_WHOLE = re.compile(r"[0-9]{1,12}")
_SECONDS = re.compile(r"[0-9]{1,9}(\.[0-9]{1,9})?")
_FLAG = re.compile(r"[01]")
_AT = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]+)?Z")
_T = TypeVar("_T")
Progress = Callable[[int], None]  # the bytes of the file read so far; may raise to stop


@dataclass(frozen=True)
class ExportRow:
    """One answer as an export holds it; ``line`` is where it is in its file."""

    name: str  # the trainee, NFC and stripped, a formula's guard apostrophe taken off
    at: str  # ISO 8601, UTC, as the store writes it (so text order is time order)
    drill: str
    level: int
    seed: int
    correct: bool
    seconds: float
    answer: str
    expected: str
    tags: tuple[str, ...]
    chips_fewest: Optional[bool]
    exam_code: str  # "" for an answer outside an exam
    exam_attempt: Optional[int]  # which sitting of the code on its PC (None: not written)
    exam_status: str  # an EXAM_ status, or "" where the file's format has none
    line: int
    # EXAM_SERVED or EXAM_SELF as the file says ("": outside an exam, or a format without
    # the column): a file's word, trusted only in a file read from this PC's store
    exam_source: str = ""

    @property
    def trainee_key(self) -> str:
        """The trainee's name regardless of case, as the store tells names apart."""
        return self.name.casefold()

    @property
    def identity(self) -> tuple[object, ...]:
        """What makes this answer the same answer in another file: the trainee, the moment,
        the question (drill, level, seed), the answer given and its key, and the time taken."""
        return (self.trainee_key, self.at, self.drill, self.level, self.seed, self.correct,
                self.seconds, self.answer, self.expected)


@dataclass(frozen=True)
class ExportFile:
    """One file offered: its answers, or ``refusal``, the sentence saying why none were read."""

    path: Path
    rows: tuple[ExportRow, ...] = ()
    refusal: Optional[Line] = None
    # read from this PC's own progress file (read_store), not from a file anyone may have
    # written: its served sittings are served
    from_store: bool = False

    @property
    def trainees(self) -> tuple[str, ...]:
        """The trainees whose answers the file holds, each once, as first written."""
        names: dict[str, str] = {}
        for r in self.rows:
            names.setdefault(r.trainee_key, r.name)
        return tuple(names.values())


def export_files(folder: Path) -> list[Path]:
    """Every ``*.csv`` file directly in ``folder`` (any case of the suffix), by name;
    ClassFileError if the folder cannot be read."""
    try:
        found = [Path(e.path) for e in os.scandir(folder)
                 if e.name.lower().endswith(".csv") and e.is_file()]
    except OSError as exc:
        raise ClassFileError(said(QT_TRANSLATE_NOOP(
            "Errors", "The folder {path} could not be read ({reason})."),
            path=str(folder), reason=exc.strerror or exc)) from exc
    return sorted(found, key=lambda p: (p.name.casefold(), p.name))


def read_export(path: Path, progress: Optional[Progress] = None) -> ExportFile:
    """The file's answers, or the file refused with the reason (never an exception for what
    the file holds or for a file that cannot be opened; an exception ``progress`` raises
    passes on)."""
    path = Path(path)
    try:
        data = read_bounded(path, MAX_MB * 1024 * 1024)
        return ExportFile(path, parse_export(data, progress))
    except TooLargeError:
        return ExportFile(path, refusal=_too_large())
    except OSError as exc:
        return ExportFile(path, refusal=said(QT_TRANSLATE_NOOP(
            "Errors", "The file could not be read ({reason})."), reason=exc.strerror or exc))
    except ClassFileError as exc:
        assert exc.line is not None  # every refusal below is a marked sentence
        return ExportFile(path, refusal=exc.line)


def read_store(path: Path) -> ExportFile:
    """This PC's progress file read directly, every trainee's answers as an export holds
    them, each exam answer's ``exam_source`` from the store's class tables (served: a
    sitting of an exam this PC's class served); refused with the reason when there is no
    such file or it cannot be read (never an exception)."""
    path = Path(path)
    if not path.is_file():
        return ExportFile(path, refusal=said(QT_TRANSLATE_NOOP(
            "Errors", "This PC has no progress file yet: no trainee has answered here.")),
            from_store=True)
    opened = open_progress_store(path)
    try:
        cells = opened.store.export_rows()
    except StoreError as exc:
        return ExportFile(path, refusal=exc.line or said(QT_TRANSLATE_NOOP(
            "Errors", "The file could not be read ({reason})."), reason=str(exc)),
            from_store=True)
    finally:
        opened.store.close()
    out = []
    for line, row in enumerate(cells, 1):
        (name, at, drill, level, seed, correct, seconds, answer, expected, tags, fewest, code,
         attempt, status, _removed, source) = row
        out.append(ExportRow(
            name=cell_text(name), at=at, drill=drill, level=level, seed=seed,
            correct=bool(correct), seconds=float(seconds), answer=answer, expected=expected,
            tags=tuple(t for t in tags.split(";") if t), chips_fewest=_FLAGS_OR_NONE[str(fewest)],
            exam_code=code, exam_attempt=attempt or None, exam_status=status, line=line,
            exam_source=source))
    return ExportFile(path, tuple(out), from_store=True)


def _lines(data: bytes) -> tuple[io.BytesIO, io.TextIOWrapper]:
    """The file's lines, as ``open(path, newline="")`` gives them, and the bytes under them
    (their position says how far the lines have got); ClassFileError when it is empty,
    binary, too large or not UTF-8. The text is checked a slice at a time, so that no
    second copy of a large file is made whole."""
    if len(data) > MAX_MB * 1024 * 1024:
        raise ClassFileError(_too_large())
    not_utf8 = ClassFileError(said(QT_TRANSLATE_NOOP(
        "Errors", "The file is not UTF-8 text, as the app's results exports are.")))
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):  # UTF-16, as a spreadsheet's "Unicode text"
        raise not_utf8
    if b"\0" in data:
        raise ClassFileError(said(QT_TRANSLATE_NOOP(
            "Errors", "The file holds binary data, so it is not a results export of the app.")))
    decoder = codecs.getincrementaldecoder(ENCODING)()  # takes a byte-order mark off
    blank = True
    try:
        for start in range(0, len(data), SLICE):
            blank = not decoder.decode(data[start:start + SLICE]).strip() and blank
        blank = not decoder.decode(b"", final=True).strip() and blank
    except UnicodeDecodeError as exc:
        raise not_utf8 from exc
    if blank:
        raise ClassFileError(said(QT_TRANSLATE_NOOP("Errors", "The file is empty.")))
    raw = io.BytesIO(data)
    return raw, io.TextIOWrapper(raw, encoding=ENCODING, newline="")


def _too_large() -> Line:
    return said(QT_TRANSLATE_NOOP(
        "Errors", "The file is larger than {most} MB, too large for a results export."),
        most=MAX_MB)


def _columns(header: Sequence[str]) -> dict[str, int]:
    """Column name -> index; ClassFileError unless every column of the first format is there,
    each once."""
    names = [h.strip() for h in header]
    if not set(names) & set(REQUIRED):
        raise ClassFileError(said(QT_TRANSLATE_NOOP(
            "Errors", "The file's first line is not the header of the app's results export.")))
    twice = [n for i, n in enumerate(names) if n in CSV_COLUMNS and n in names[:i]]
    if twice:
        raise ClassFileError(said(QT_TRANSLATE_NOOP(
            "Errors", "The file's header names the column {column} twice."), column=twice[0]))
    missing = [c for c in REQUIRED if c not in names]
    if missing:
        raise ClassFileError(said(QT_TRANSLATE_NOOP(
            "Errors", "The file is not a whole results export of the app (missing: {columns})."),
            columns=", ".join(missing)))
    return {n: i for i, n in enumerate(names) if n in CSV_COLUMNS}


def parse_export(data: bytes, progress: Optional[Progress] = None) -> tuple[ExportRow, ...]:
    """The answers of an export's bytes, in file order; ClassFileError with the reason (and
    the line, for a row) for anything the app's export would not hold. ``progress`` is told
    the bytes read so far every ``PROGRESS_ROWS`` rows."""
    raw, lines = _lines(data)
    reader = csv.reader(lines)
    try:
        header = next(reader)
        columns = _columns(header)
        read = _RowReader(columns, len(header))
        rows = []
        for count, cells in enumerate(reader, 1):
            row = read.row(cells, reader.line_num)
            if row is not None:
                rows.append(row)
            if progress is not None and count % PROGRESS_ROWS == 0:
                progress(raw.tell())
    except csv.Error as exc:
        raise ClassFileError(said(QT_TRANSLATE_NOOP(
            "Errors", "Line {line} cannot be read as CSV ({reason})."),
            line=reader.line_num, reason=str(exc))) from exc
    return tuple(rows)


class _RowReader:
    """The rows of one file: a row as the app writes it on the short path, any other by
    :func:`_row`, which refuses it with the reason (or reads it, if the short path was only
    stricter)."""

    def __init__(self, columns: dict[str, int], width: int) -> None:
        self.columns, self.width = columns, width
        # the cells of CSV_COLUMNS but "removed" (unread); a column the file's format has
        # not, the blank put after the row's cells while they are picked
        self.pick = itemgetter(*(columns.get(c, width) for c in READ))
        self.names: dict[str, str] = {}  # a name cell -> the name read from it
        self.levels: dict[tuple[str, str], int] = {}  # (drill, level cell) -> the level

    def row(self, cells: list[str], line: int) -> Optional[ExportRow]:
        """The row's answer; None for a blank line; ClassFileError for a row that is not
        what the app writes."""
        if len(cells) == self.width:
            row = self._short(cells, line)
            if row is not None:
                return row
        if not any(c.strip() for c in cells):
            return None  # a blank line, as a spreadsheet may leave at the end
        if len(cells) != self.width:
            raise ClassFileError(said(QT_TRANSLATE_NOOP(
                "Errors", "Line {line} does not have one cell for each column of the "
                "header."), line=line))
        return _row({c: cells[i] for c, i in self.columns.items()}, line)

    def _name(self, cell: str) -> str:
        name = self.names.get(cell)
        if name is None:
            name = self.names[cell] = unicodedata.normalize("NFC", cell_text(cell)).strip()
        return name

    def _level(self, drill: str, cell: str) -> Optional[int]:
        level = self.levels.get((drill, cell))
        if level is None and drill in DRILLS and _WHOLE.fullmatch(cell):
            if 1 <= int(cell) <= len(DRILLS[drill].targets):
                level = self.levels[(drill, cell)] = int(cell)
        return level

    def _short(self, cells: list[str], line: int) -> Optional[ExportRow]:
        """The row read when every cell is as the app writes it, else None."""
        cells.append("")
        (name, at, drill, level, seed, correct, seconds, answer, expected, tags, fewest, code,
         attempt, status, source) = self.pick(cells)
        cells.pop()
        name, number = self._name(name), self._level(drill, level)
        if not name or number is None or not (_AT.fullmatch(at) and _WHOLE.fullmatch(seed)
                                              and _SECONDS.fullmatch(seconds)):
            return None
        if correct not in _FLAGS or fewest not in _FLAGS_OR_NONE or status not in _STATUSES \
                or source not in _SOURCES:
            return None
        if attempt and not _WHOLE.fullmatch(attempt):
            return None
        try:
            _moment(at)
        except ValueError:
            return None
        return ExportRow(
            name=name, at=at, drill=drill, level=number, seed=int(seed), correct=correct == "1",
            seconds=float(seconds), answer=answer, expected=expected,
            tags=tuple(t for t in tags.split(";") if t) if tags else (),
            chips_fewest=_FLAGS_OR_NONE[fewest], exam_code=code.strip(),
            exam_attempt=int(attempt) if attempt else None, exam_status=status, line=line,
            exam_source=source)


_FLAGS = frozenset(("0", "1"))
_FLAGS_OR_NONE = {"": None, "0": False, "1": True}
_STATUSES = frozenset(EXAM_STATUSES)
_SOURCES = frozenset(EXAM_SOURCES)


def _moment(at: str) -> str:
    """``at`` when it is a real moment (ValueError for a 31 February or a 25th hour)."""
    datetime.datetime.fromisoformat(at.replace("Z", "+00:00"))
    return at


class _Cells:
    """A row's cells by column, each read by what the app writes there; the first cell that
    is not raises ClassFileError naming the line, the column and the value."""

    def __init__(self, cells: dict[str, str], line: int) -> None:
        self.cells, self.line = cells, line

    def text(self, column: str) -> str:
        return self.cells.get(column, "")

    def _read(self, column: str, pattern: re.Pattern[str], template: str,
              convert: Callable[[str], _T]) -> _T:
        value = self.text(column)
        try:
            if pattern.fullmatch(value):
                return convert(value)
        except ValueError:
            pass
        raise ClassFileError(said(template, line=self.line, column=column, value=short_repr(value)))

    def whole(self, column: str) -> int:
        return self._read(column, _WHOLE, QT_TRANSLATE_NOOP(
            "Errors", "Line {line}: {column} should be a whole number, not {value}."), int)

    def flag(self, column: str) -> bool:
        return self._read(column, _FLAG, QT_TRANSLATE_NOOP(
            "Errors", "Line {line}: {column} should be 0 or 1, not {value}."), "1".__eq__)

    def seconds(self) -> float:
        return self._read("seconds", _SECONDS, QT_TRANSLATE_NOOP(
            "Errors", "Line {line}: {column} should be a number of seconds such as 4.5, not "
            "{value}."), float)

    def moment(self) -> str:
        return self._read("at", _AT, QT_TRANSLATE_NOOP(
            "Errors", "Line {line}: {column} should be a date and time as the app writes it, "
            "not {value}."), _moment)

    def whole_or_none(self, column: str) -> Optional[int]:
        return self.whole(column) if self.text(column) else None

    def flag_or_none(self, column: str) -> Optional[bool]:
        return self.flag(column) if self.text(column) else None


def _row(cells: dict[str, str], line: int) -> ExportRow:
    """One row read, or ClassFileError naming the line and what is wrong."""
    read = _Cells(cells, line)
    name = unicodedata.normalize("NFC", cell_text(read.text("profile"))).strip()
    if not name:
        raise ClassFileError(said(QT_TRANSLATE_NOOP(
            "Errors", "Line {line}: the trainee's name is empty."), line=line))
    at, drill = read.moment(), read.text("drill")
    if drill not in DRILLS:
        raise ClassFileError(said(QT_TRANSLATE_NOOP(
            "Errors", "Line {line}: {value} is not a drill of this version of the app (is the "
            "file from a newer version?)."), line=line, value=short_repr(drill)))
    level = read.whole("level")
    if not 1 <= level <= len(DRILLS[drill].targets):
        raise ClassFileError(said(QT_TRANSLATE_NOOP(
            "Errors", "Line {line}: the level should be 1, 2 or 3, not {value}."),
            line=line, value=short_repr(read.text("level"))))
    status = read.text("exam_status")
    if status not in EXAM_STATUSES:
        raise ClassFileError(said(QT_TRANSLATE_NOOP(
            "Errors", "Line {line}: {value} is not an exam status the app writes."),
            line=line, value=short_repr(status)))
    source = read.text("exam_source")
    if source not in EXAM_SOURCES:
        raise ClassFileError(said(QT_TRANSLATE_NOOP(
            "Errors", "Line {line}: {value} is not an exam source the app writes."),
            line=line, value=short_repr(source)))
    return ExportRow(
        name=name, at=at, drill=drill, level=level, seed=read.whole("seed"),
        correct=read.flag("correct"), seconds=read.seconds(), answer=read.text("answer"),
        expected=read.text("expected"), tags=tuple(filter(None, read.text("tags").split(";"))),
        chips_fewest=read.flag_or_none("chips_fewest"), exam_code=read.text("exam_code").strip(),
        exam_attempt=read.whole_or_none("exam_attempt"), exam_status=status, line=line,
        exam_source=source)
