"""A year of a lab PC's progress, written fast: ``make_year_store(path, answers, trainees, seed)``.

The file is made by the store itself (its schema, version and journal mode), then
filled with one ``executemany`` per table of rows sealed with the store's own
``seal_row``, so it opens as the app's own file would: trainees with names in the
class's languages, answers of every drill at levels 1 to 3 spread over a year
(oldest first), an exam of 20 questions about every 400 answers of a trainee (its
answers among theirs, most passed, a few abandoned) and speed rounds of both kinds.
Nothing is verified yet: the first open of the file verifies every row, as the
first start of the app after a migration would.

``python -m benchmarks.year_store PATH [ANSWERS] [TRAINEES]`` writes one.
"""

from __future__ import annotations

import datetime
import json
import random
import sqlite3
import sys
from contextlib import closing
from pathlib import Path

from app.core.trainer.drills import DRILLS
from app.core.trainer.speed import KINDS
from app.core.trainer.store import ProgressStore, seal_row

NAMES = ("Anna", "ნინო", "Олена", "สมชาย", "Айгерім", "Արամ", "Bob", "Giorgi", "Тарас",
         "Nari", "Dana", "Ерлан", "Mariam", "Oksana", "Somsak")
TAGS = ("ante_pays", "board_plays", "dealer_not_qualified", "bonus_on_fold", "split_pot", "")
EXAM_EVERY, EXAM_QUESTIONS = 400, 20
YEAR = datetime.datetime(2024, 1, 8, 8, 0, tzinfo=datetime.timezone.utc)


def _at(seconds: float) -> str:
    return (YEAR + datetime.timedelta(seconds=seconds)).strftime("%Y-%m-%dT%H:%M:%SZ")


def _insert(conn, table: str, rows: list[tuple]) -> None:
    if not rows:  # a small store: no exam yet
        return
    marks = ", ".join("?" * (len(rows[0]) + 1))
    conn.executemany(f"INSERT INTO {table} VALUES ({marks})",
                     (row + (seal_row(row),) for row in rows))


def make_year_store(path: Path, answers: int = 200_000, trainees: int = 30,
                    seed: int = 1) -> Path:
    """A store at ``path`` (made anew) holding ``answers`` answers of ``trainees`` trainees
    over a year, with their exams and speed rounds; the same ``seed`` makes the same file."""
    path = Path(path)
    for side in (path, *(path.with_name(path.name + s) for s in ("-wal", "-shm", "-journal"))):
        side.unlink(missing_ok=True)
    ProgressStore(path).close()  # the schema, the version and the journal mode, as the app makes them
    rng = random.Random(seed)
    drills = sorted(DRILLS)
    people = [(i + 1, f"{NAMES[i % len(NAMES)]} {i // len(NAMES) + 1}"
               if trainees > len(NAMES) else NAMES[i], _at(i * 60.0)) for i in range(trainees)]
    profiles = [(pid, name, name.casefold(), created, None) for pid, name, created in people]
    step = 365 * 24 * 3600 / max(answers, 1)  # seconds between answers: a year in all
    rows, exams, rounds = [], [], []
    given = [0] * (trainees + 1)
    exam_of: dict[int, tuple[int, int]] = {}  # trainee -> (exam id, answers left in it)
    for n in range(answers):
        pid = 1 + rng.randrange(trainees)
        at = _at(3600.0 + n * step)
        exam_id = None
        if pid in exam_of:
            exam_id, left = exam_of[pid]
            exam_of[pid] = (exam_id, left - 1)
            if left == 1:
                del exam_of[pid]
        elif given[pid] and given[pid] % EXAM_EVERY == 0:
            exam_id = len(exams) + 1
            right = rng.randint(12, EXAM_QUESTIONS)
            abandoned = rng.random() < 0.05
            exams.append((exam_id, pid, f"EX-{rng.randrange(36 ** 4):04X}", EXAM_QUESTIONS, at,
                          _at(3600.0 + (n + EXAM_QUESTIONS) * step), right,
                          None if abandoned else int(right >= 16)))
            exam_of[pid] = (exam_id, EXAM_QUESTIONS - 1)
        given[pid] += 1
        drill = rng.choice(drills)
        paid = rng.randrange(1, 400) * 5
        correct = rng.random() < 0.8
        tags = ";".join(sorted({t for t in rng.sample(TAGS, 2) if t}))
        rows.append((n + 1, pid, drill, rng.randint(1, 3), rng.randrange(2 ** 31),
                     int(correct), round(rng.uniform(2.0, 40.0), 2),
                     json.dumps({"answer": paid if correct else paid + 5}),
                     json.dumps({"answer": paid}), tags,
                     (int(rng.random() < 0.7) if drill.startswith(("pay.", "chips.")) else None),
                     exam_id, at))
        if n % 500 == 499:
            kind = rng.choice(KINDS)
            rounds.append((len(rounds) + 1, pid, drill, rng.randint(1, 3), kind,
                           rng.randint(5, 30), rng.randint(0, 5),
                           round(rng.uniform(30.0, 300.0), 2), at))
    with closing(sqlite3.connect(path, isolation_level=None)) as conn:
        conn.execute("BEGIN")
        _insert(conn, "profiles", profiles)
        _insert(conn, "exams", exams)
        _insert(conn, "answers", rows)
        _insert(conn, "speed_rounds", rounds)
        conn.execute("COMMIT")
    return path


if __name__ == "__main__":
    args = sys.argv[1:]
    made = make_year_store(Path(args[0]), *(int(a) for a in args[1:3]))
    print(made, made.stat().st_size, "bytes")
