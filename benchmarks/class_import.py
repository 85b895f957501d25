"""Reading a class's results export: rows per second, and the size of a 40 MB export.

A lab's export is made here as the store's ``export_csv`` writes one (the same
columns, UTF-8 with a byte-order mark, a trainee's name, the moment, the drill,
the question's seed, the answer and its key as JSON, the cases as tags), with
30 trainees and their exams (one answer in 25: each trainee sits a code of 20
questions, ten codes in turn, and sits them again; the answers are the
questions' own, dealt from the code, one in 5 paid 5 more, so that the merge
marks them again as it does a real class's), until it is about ``MB`` megabytes. The benchmark
reads it with :func:`app.core.trainer.class_import.read_export` and merges it
with :func:`app.core.trainer.classroom.merge`, as the class window's import
process does, and prints the rows, the seconds and the rows per second of each;
then what comes back from that process to the window's (the file as its bytes,
the class as its figures: their sizes, and the seconds to read the class back).

Last, the window itself (offscreen): the class window and its controller import
the whole export as the instructor's Add files does, while a timer on the
window's thread ticks every 10 ms. The longest gap between two ticks is how long
the window went without answering (the goal: under 100 ms).
"""

from __future__ import annotations

import csv
import gc
import json
import os
import pickle
import random
import tempfile
import time
from pathlib import Path

from app.core.trainer.drills import DRILLS, generate
from app.core.trainer.exam import ExamSpec, exam_code, exam_questions
from app.core.trainer.spreadsheet import ENCODING
from app.core.trainer.store import CSV_COLUMNS
from benchmarks.clock import emit

MB = 40
TRAINEES = 30
TAGS = ("fold", "ante_only", "dealer_no_qualify", "bonus_aces", "push", "hand_flush")
EXAM_EVERY, EXAM_QUESTIONS, EXAM_CODES = 500, 20, 10  # rows a block, the exam's, codes


def exam_codes() -> list[tuple[str, list[tuple[object, ...]]]]:
    """The class's codes, each with its questions' (drill, level, seed, answer, key, right)
    as the trainer writes them: 4 in 5 answered with the key, the others 5 more."""
    drills = list(DRILLS)
    out = []
    for c in range(EXAM_CODES):
        spec = ExamSpec((drills[c % len(drills)], drills[(3 * c + 1) % len(drills)]),
                        EXAM_QUESTIONS, 30, 75, 1 + c % 3, 1000 + c)
        rows = []
        for i, (drill, level, seed) in enumerate(exam_questions(spec)):
            key = generate(drill, level, seed, house=spec.house_profile).expected
            given = {k: _wrong(v) if i % 5 == 4 else v for k, v in key.items()}
            rows.append((drill, level, seed, json.dumps(given, ensure_ascii=False),
                         json.dumps(key, ensure_ascii=False), int(given == key)))
        out.append((exam_code(spec), rows))
    return out


def _wrong(value):
    """An amount answered wrong: 5 more (a seat or a choice is left as the key: answered
    right)."""
    return value + 5 if type(value) is int else value


def export_rows(rows: int, seed: int = 1, trainees: int = TRAINEES):
    """``rows`` rows of an export, as the store writes them (CSV_COLUMNS, in order)."""
    rng = random.Random(seed)
    drills = list(DRILLS)
    names = [f"Trainee {i + 1:02d}" for i in range(trainees)]
    codes = exam_codes()
    for n in range(rows):
        minute = n // trainees
        at = (f"2026-{1 + minute // 43200 % 12:02d}-{1 + minute // 1440 % 28:02d}T"
              f"{minute // 60 % 24:02d}:{minute % 60:02d}:{n % 60:02d}Z")
        if n % EXAM_EVERY < EXAM_QUESTIONS:  # a block's first rows: one trainee's sitting
            block = n // EXAM_EVERY
            code, questions = codes[block // trainees % EXAM_CODES]
            drill, level, q_seed, given, key, right = questions[n % EXAM_EVERY]
            yield (names[block % trainees], at, drill, level, q_seed, right,
                   f"{rng.uniform(1.0, 30.0):.1f}", given, key, "", "", code,
                   1 + block // (trainees * EXAM_CODES), "passed", "", "self")
            continue
        drill = drills[n % len(drills)]
        correct = rng.random() < 0.8
        paid = 5 * rng.randrange(1, 200)
        yield (names[n % trainees], at,
               drill, 1 + n % 3, rng.randrange(10**9), int(correct),
               f"{rng.uniform(1.0, 30.0):.1f}",
               json.dumps({"paid": paid if correct else paid + 5, "bonus": paid * 2}),
               json.dumps({"paid": paid, "bonus": paid * 2}),
               "" if correct else ";".join(rng.sample(TAGS, 2)),
               "" if n % 7 else int(correct), "", "", "", "", "")


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


def window_gaps(path: Path, folder: Path) -> tuple[float, float, int, int]:
    """Import ``path`` in the class window (offscreen) while a 10 ms timer ticks on its
    thread: the longest gap between ticks (seconds), the seconds the import took, the ticks
    and the answers the class holds then."""
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import QEventLoop, QTimer

    from app.controller.classroom import DONE, ClassResultsController
    from app.system.settings import Settings
    from app.ui.app import make_app
    from app.ui.class_window import ClassWindow

    app = make_app()
    window = ClassWindow(ClassResultsController(), Settings(str(folder / "settings.ini")))
    window.resize(1024, 700)
    window.show()
    for _ in range(20):  # its first paint, before the ticks count
        app.processEvents()
        time.sleep(0.01)
    gaps: list[float] = []
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        gaps.append(now - last[0])
        last[0] = now
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    loop, ended = QEventLoop(), []
    window.c.import_ended.connect(lambda outcome: (ended.append(outcome), loop.quit()))
    started = last[0] = time.perf_counter()
    timer.start()
    window._start_reading(lambda: window.c.import_files([path]))  # as Add files does
    loop.exec()
    took = time.perf_counter() - started
    timer.stop()
    assert ended == [DONE], (ended, window.c.failure)
    answers = window.c.results.answers
    window.close()
    window.deleteLater()
    app.processEvents()
    return max(gaps), took, len(gaps), answers


def in_one_process(path: Path, rows: int) -> dict[str, float]:
    """The reading and the merging timed here, and what would come back to the window."""
    from app.core.trainer.class_import import read_export
    from app.core.trainer.class_job import file_bytes
    from app.core.trainer.classroom import merge

    # The baseline, in the same run: the standard library's csv reader over the same file.
    _, bare_wall, bare_cpu = _timed(lambda: sum(1 for _ in csv.reader(
        path.open(encoding=ENCODING, newline=""))))
    read, reading, reading_cpu = _timed(lambda: read_export(path))
    assert read.refusal is None and len(read.rows) == rows, read.refusal
    merged, merging, merging_cpu = _timed(lambda: merge([read]))
    kept, keeping, _ = _timed(lambda: file_bytes(read))
    figures = pickle.dumps(merged, pickle.HIGHEST_PROTOCOL)
    _, unpickling, _ = _timed(lambda: pickle.loads(figures))
    return {"trainees": len(merged.trainees), "bare_wall": bare_wall, "bare_cpu": bare_cpu,
            "reading": reading, "reading_cpu": reading_cpu, "merging": merging,
            "merging_cpu": merging_cpu, "kept_mb": len(kept) / 1024 / 1024,
            "keeping": keeping, "figures_kb": len(figures) / 1024, "unpickling": unpickling}


def run() -> dict:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "class.csv"
        rows = make_export(path)
        size = path.stat().st_size / 1024 / 1024
        m = in_one_process(path, rows)
        gc.collect()  # its answers gone before the window's turn
        worst, took, ticks, answers = window_gaps(path, Path(folder))
    return {**m, "size_mb": round(size, 1), "rows": rows, "window_s": round(took, 2),
            "longest_gap_ms": round(worst * 1000, 1), "ticks": ticks, "answers": answers}


def _print(r: dict) -> None:
    m, size, rows = r, r["size_mb"], r["rows"]
    worst, took, ticks, answers = r["longest_gap_ms"] / 1000, r["window_s"], r["ticks"], \
        r["answers"]
    bare_cpu = m["bare_cpu"]
    print(f"class import: {size:.1f} MB, {rows:,} rows, {m['trainees']:.0f} trainees")
    print(f"  bare csv  {m['bare_wall']:6.2f} s wall {bare_cpu:6.2f} s CPU")
    for name, wall, cpu in (("read", m["reading"], m["reading_cpu"]),
                            ("merge", m["merging"], m["merging_cpu"])):
        print(f"  {name:<9} {wall:6.2f} s wall {cpu:6.2f} s CPU {rows / wall:10,.0f} rows/s, "
              f"{cpu / bare_cpu:4.1f}x the bare csv reader (CPU)")
    print(f"  back to the window: the file kept as {m['kept_mb']:.1f} MB of bytes "
          f"({m['keeping']:.2f} s to make, in the import's process), the class's figures "
          f"{m['figures_kb']:.0f} KB, read back in {m['unpickling'] * 1000:.1f} ms")
    print(f"  window    {took:6.2f} s to import the whole file in the class window, "
          f"{answers:,} answers; longest gap between 10 ms ticks {worst * 1000:.0f} ms "
          f"({ticks} ticks; goal under 100 ms)")


def main(as_json: bool = False) -> dict:
    return emit(run(), as_json, _print)


if __name__ == "__main__":
    main()
