"""Reading a class's results export: rows per second, and the size of a 40 MB export.

A lab's export is made here as the store's ``export_csv`` writes one (the same
columns, UTF-8 with a byte-order mark, a trainee's name, the moment, the drill,
the question's seed, the answer and its key as JSON, the cases as tags), with
30 trainees and a few exams, until it is about ``MB`` megabytes. The benchmark
reads it with :func:`app.core.trainer.class_import.read_export` and merges it
with :func:`app.core.trainer.classroom.merge`, as the class window does, and
prints the rows, the seconds and the rows per second of each.
"""

from __future__ import annotations

import csv
import json
import random
import tempfile
import time
from pathlib import Path

from app.core.trainer.drills import DRILLS
from app.core.trainer.spreadsheet import ENCODING
from app.core.trainer.store import CSV_COLUMNS

MB = 40
TRAINEES = 30
TAGS = ("fold", "ante_only", "dealer_no_qualify", "bonus_aces", "push", "hand_flush")


def export_rows(rows: int, seed: int = 1, trainees: int = TRAINEES):
    """``rows`` rows of an export, as the store writes them (CSV_COLUMNS, in order)."""
    rng = random.Random(seed)
    drills = list(DRILLS)
    names = [f"Trainee {i + 1:02d}" for i in range(trainees)]
    for n in range(rows):
        drill = drills[n % len(drills)]
        correct = rng.random() < 0.8
        paid = 5 * rng.randrange(1, 200)
        exam = n % 50 == 0
        minute = n // trainees
        yield (names[n % trainees],
               f"2026-{1 + minute // 43200 % 12:02d}-{1 + minute // 1440 % 28:02d}T"
               f"{minute // 60 % 24:02d}:{minute % 60:02d}:{n % 60:02d}Z",
               drill, 1 + n % 3, rng.randrange(10**9), int(correct),
               f"{rng.uniform(1.0, 30.0):.1f}",
               json.dumps({"paid": paid if correct else paid + 5, "bonus": paid * 2}),
               json.dumps({"paid": paid, "bonus": paid * 2}),
               "" if correct else ";".join(rng.sample(TAGS, 2)),
               "" if n % 7 else int(correct),
               "DT1-ABCD" if exam else "", 1 if exam else "", "passed" if exam else "", "")


def make_export(path: Path, megabytes: float = MB, seed: int = 1) -> int:
    """An export of about ``megabytes`` MB at ``path``; the number of answer rows."""
    most = int(megabytes * 1024 * 1024)
    rows = 0
    with open(path, "w", encoding=ENCODING, newline="") as f:
        writer = csv.writer(f)
        writer.writerow(CSV_COLUMNS)
        for row in export_rows(10**9, seed):
            writer.writerow(row)
            rows += 1
            if rows % 1000 == 0 and f.tell() >= most:
                break
    return rows


def _timed(work):
    """``work()``'s result, wall seconds and CPU seconds."""
    wall, cpu = time.perf_counter(), time.process_time()
    result = work()
    return result, time.perf_counter() - wall, time.process_time() - cpu


def main() -> None:
    from app.core.trainer.class_import import read_export
    from app.core.trainer.classroom import merge

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "class.csv"
        rows = make_export(path)
        size = path.stat().st_size / 1024 / 1024
        # The baseline, in the same run: the standard library's csv reader over the same file.
        _, bare_wall, bare_cpu = _timed(lambda: sum(1 for _ in csv.reader(
            path.open(encoding=ENCODING, newline=""))))
        read, reading, reading_cpu = _timed(lambda: read_export(path))
        assert read.refusal is None and len(read.rows) == rows, read.refusal
        merged, merging, merging_cpu = _timed(lambda: merge([read]))
    print(f"class import: {size:.1f} MB, {rows:,} rows, {len(merged.trainees)} trainees")
    print(f"  bare csv  {bare_wall:6.2f} s wall {bare_cpu:6.2f} s CPU")
    print(f"  read      {reading:6.2f} s wall {reading_cpu:6.2f} s CPU {rows / reading:10,.0f} "
          f"rows/s, {reading_cpu / bare_cpu:4.1f}x the bare csv reader (CPU)")
    print(f"  merge     {merging:6.2f} s wall {merging_cpu:6.2f} s CPU {rows / merging:10,.0f} "
          f"rows/s, {merging_cpu / bare_cpu:4.1f}x the bare csv reader (CPU)")


if __name__ == "__main__":
    main()
