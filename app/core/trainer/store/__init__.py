"""The trainees' progress on this PC: profiles, answers and exams in one SQLite file.

Each write is its own transaction, committed (WAL with ``synchronous=FULL``: the
log is synced at every commit) before the call returns: a crash or a power cut loses
nothing answered. **Every row is checked before it is written** against its columns'
types (an INTEGER is an int and not a bool, a REAL a finite float, or an int made a
float, a TEXT a str that UTF-8 can write, NULL only where the column allows it):
anything that would not read back as written, and so fail its seal, is refused with
one logged error and ``RefusedValueError`` (a fault of the app, such as ``seed=False``
from a ``clicked(bool)``), and nothing of it is written.

**The store never stops the app.** ``open_progress_store`` is how the app opens
it; it always returns a working store and says, as a value, what the trainee
must be told:

* Damage is looked for when the store opens (``inspection``): ``PRAGMA quick_check``
  (and ``integrity_check``, the indexes against their tables, whenever a table is
  verified whole or a row is found damaged; the weekly one waits until the window is
  shown: ``check_file``), the tables and columns of the file's version, and every row
  not yet verified read through the same decoding functions the app uses, each row
  checked against its sealed checksum (``crc``, a CRC-32 of the row's values written
  with it), so even a changed byte inside an amount or a name is found. **Rows are
  verified once**: the ``verified`` table keeps, per table, the highest id verified
  (each mark sealed itself; the ``*file*`` mark is the day of the last
  ``integrity_check``), and a start verifies only the rows above it; a file without
  marks (new to version 5, migrated) or a mark that fails its seal verifies its tables
  whole. **The rows a start no longer verifies are verified again in the
  background** (``reverify``): once the window is painted it asks for slices of a few
  thousand rows (``reverify_step``), each row checked against its seal; every session goes
  round each table once, from where the last one stopped (kept in ``verified`` too), and a
  row found damaged is set aside as a start sets it aside, and told the same way, but for
  the rows in use (the trainee chosen, the exam running), which wait until they are not.
* **A damaged row is set aside alone**: a row that does not decode, holds text
  that is not UTF-8 or does not match its seal is moved, inside the opening
  transaction, into the ``quarantine`` table of the same file with its table,
  the file's version, the reason and the time, its values byte for byte in the
  untyped columns ``c0``... (the columns of that table at that version), the same way
  at a start, in the background pass and in the weekly check (``set_aside_rows``). When
  a row cannot leave its index entries (a changed byte in an indexed column leaves an
  index that no longer matches its table), or the file failed ``integrity_check`` (then
  every row is verified, whatever the marks say), the indexes are made anew from their
  tables first (REINDEX) and ``integrity_check`` runs again after; when a changed byte
  made a unique key the same as another row's (REINDEX fails), the damaged rows are
  copied to the quarantine and their table rebuilt without them by a scan of the table.
  An index damaged alone is made anew the same way. And
  ``set_aside`` says how many, the start it happens (the next start finds them
  there, not in the tables: it is told once). Nothing is left pointing at a row
  set aside: the answers of an exam set aside stay, without the exam (its
  quarantined row's reason names them); a trainee set aside who has answers,
  exams or rounds is replaced by a stand-in of the same id, named
  ``<the damaged row's name> #<id>`` when that is readable text (else
  ``#<id>``), for the trainee to rename, listed (removed, as it was, when the
  damaged row reads as a removed trainee), so nothing valid leaves the view. The
  mark of a table is then its highest id still there, so a row taking the id of one
  set aside is verified. A row found damaged later, when read (damaged after it was
  verified), is left out of what is read (``export_csv`` says how many), logged, and
  its table's mark lowered so the next start sets it aside and says so.
* The whole file is set aside only when SQLite cannot use it (not a database,
  truncated, ``quick_check`` failing, ``integrity_check`` still failing once the
  indexes are made anew and the damaged rows set aside, missing or garbled tables or
  columns, a negative or absurd ``user_version``): it is renamed
  ``<name>.damaged-<timestamp>`` beside it with its journal, WAL and shared memory,
  never deleted, and a new store starts (``moved_aside``).
* A file written by a newer version of the app (``SCHEMA_VERSION <
  user_version <= MAX_KNOWN_FUTURE``, passing ``integrity_check``) is left
  untouched: moving it aside would hide the trainee's progress from the newer
  app that can read it. The trainee practises with a session-only store and
  is told why (``cannot_save.kind == NEWER_VERSION``).
* A file or folder that cannot be written (read-only, a full disk, a file
  another program holds) gives a session-only store: an in-memory SQLite
  database with the same schema, holding a copy of what the file holds when it
  can be read (what a WAL beside it holds too, read from a copy of both when the
  folder cannot be written), so every screen works and the trainee sees their history;
  ``cannot_save`` says why. A write that fails later in the session (the disk
  fills up) switches the store to session-only the same way, keeps that
  answer, and calls ``on_session_only`` once; the file stays open, and what is
  written in memory from then on is written to the file as soon as it can take
  it (``save_pending``: before every write, by the window's timer, and at
  ``close``), in one transaction, each row once, after which the store is back on
  the file. Rows another copy of the app saved meanwhile stay: a new row in memory has an
  id from ``MEMORY_IDS`` up, which no row of the file has, and is given the file's next id
  as it is written there, the rows pointing at it following; the app's ids are mapped to
  the file's inside each write, once what waited is written (``_id``), so a memory id
  never names another copy's row. A change of a row of the file is written over it only
  if the file's row is still the one copied into memory, else kept as a new row; a name
  another trainee took meanwhile gets `` (2)``. Until all of it is written (the file
  busy, still full, any error), everything stays waiting; the window asks before quitting
  with anything waiting (``waiting``: answers, trainees, exams, speed rounds).
* Two copies of the app share one file: WAL, so a copy reading (checking the
  file as it opens) never holds up the other's saves, and a busy timeout for
  the short write transactions; the schema is created or migrated inside
  ``BEGIN IMMEDIATE`` with the version re-read there, after checks made in one
  read transaction. A clean close checkpoints the WAL into the file, so the file
  alone, copied by hand, holds everything. WAL needs every copy on one computer:
  copies on different PCs sharing a file in a network folder are not supported.

The schema version is ``PRAGMA user_version``; older files are migrated step by
step by ``migrations`` inside that transaction, each version's tables and rows
checked (seals too, from version 2) before: version 1 had no row seals; version
2 had no ``profiles.removed`` column and its ``name_key`` could not be NULL;
version 3 had no ``speed_rounds`` table (a table a version has not yet must not be
in its file: that is damage too); version 4 had no ``verified`` and ``quarantine``
tables; version 5 had no class tables (``classes``, ``class_members``, ``class_exams``,
``sittings`` and ``receipts``: the class this PC hosts, ``StoreClasses``). The damaged
rows of an older file are set aside before it is migrated, with
that version's columns.

**Removed trainees** (version 3): ``remove_profile`` sets ``removed`` (the UTC
time) and frees ``name_key`` (NULL), so the trainee leaves ``profiles()`` and a
new trainee may take the name, while the row and every answer and exam stay:
``export_csv`` of everyone still writes them, with the time in its ``removed``
column (empty for the trainees listed). A removed trainee cannot be renamed or
removed again; answers and exams may still be saved for it (another copy of the
app may have it chosen: no answer is ever refused for that). The last listed
trainee cannot be removed.

**Speed rounds** (version 4): every finished round of every trainee, one row each
(``record_speed_round``); the best of each drill, level and kind is worked out from them
by the rules of ``speed.bests`` (``speed_bests``), never stored, so it cannot disagree
with the rounds. A removed trainee's rounds stay, as their answers do. The CSV export
is of answers alone, as before.

The package, a module per job: ``schema`` (the tables of each version), ``rows``
(checked, sealed, decoded), ``outcomes`` (what the caller is told), ``migrations``,
``inspection`` (what a file holds), ``quarantine`` (rows set aside), ``reverify`` (rows
verified again in the background), ``files`` (the
file on the disk), ``opening`` (the file made ready), ``pending`` (writes that waited),
``core`` (the connection), ``figures`` (aggregates) and ``progress_store`` (the records).
"""

from app.core.errors import CannotSaveError, RefusedValueError, StoreError
from app.core.trainer.store.outcomes import (
    DISK_FULL,
    IN_USE,
    NEWER_VERSION,
    READ_ONLY,
    UNAVAILABLE,
    Exported,
    SaveProblem,
)
from app.core.trainer.store.progress_store import OpenedStore, ProgressStore, open_progress_store
from app.core.trainer.store.reverify import ReverifyProgress
from app.core.trainer.store.rows import checked_name, seal_row
from app.core.trainer.store.schema import CSV_COLUMNS, MAX_KNOWN_FUTURE, NAME_MAX, SCHEMA_VERSION

__all__ = ["ProgressStore", "open_progress_store", "OpenedStore", "Exported", "SaveProblem",
           "ReverifyProgress",
           "READ_ONLY", "DISK_FULL", "NEWER_VERSION", "IN_USE", "UNAVAILABLE", "CSV_COLUMNS",
           "SCHEMA_VERSION", "MAX_KNOWN_FUTURE", "NAME_MAX", "StoreError", "CannotSaveError",
           "RefusedValueError", "seal_row", "checked_name"]
