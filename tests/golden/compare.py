"""Golden files on disk and the comparison that names the first record that changed.

A golden file is JSON: a header (``about``, what the file pins and what
regenerating it means), the inputs it was made from, and ``records``, one
record per line so that a change shows as a one-line diff in review.
"""

from __future__ import annotations

import difflib
import json
from pathlib import Path
from typing import Any, Callable, Optional, Sequence

FOLDER = Path(__file__).resolve().parent
WARNING = ("Regenerating this file (python -m tests.golden.regen) means that what users "
           "were given changes: the questions behind exam codes already handed to a class, "
           "or the hand a seed deals. Do it only for a deliberate change, and say so in the "
           "commit message.")


def _line(record: Any) -> str:
    return json.dumps(record, ensure_ascii=False, sort_keys=True)


def write(name: str, about: str, inputs: Any, records: Sequence[Any]) -> Path:
    """Write golden file ``name`` (records one per line, keys sorted: a stable text)."""
    path = FOLDER / name
    head = {"REGENERATING": WARNING, "about": about, "inputs": inputs}
    text = json.dumps(head, ensure_ascii=False, indent=1, sort_keys=True)
    body = ",\n".join("  " + _line(r) for r in records)
    path.write_text(text[:-2] + ',\n "records": [\n' + body + "\n ]\n}\n", encoding="utf-8")
    return path


def read(name: str) -> dict[str, Any]:
    return json.loads((FOLDER / name).read_text(encoding="utf-8"))


def _pretty(record: Any) -> list[str]:
    return json.dumps(record, ensure_ascii=False, indent=1, sort_keys=True).splitlines()


def _changed_fields(stored: Any, now: Any) -> list[str]:
    if isinstance(stored, dict) and isinstance(now, dict):
        return [k for k in sorted(set(stored) | set(now)) if stored.get(k) != now.get(k)]
    return []


def first_difference(what: str, stored: Sequence[Any], now: Sequence[Any],
                     label: Callable[[Any], str] = lambda r: "") -> Optional[str]:
    """None when ``now`` equals ``stored``; else a readable report of the first change.

    ``what`` names the list ("exam EX-... question"); ``label`` describes a record
    ("ch.total, level 2, seed 123"). The report names the record by its number
    and label, the fields that changed, and shows a diff of that record.
    """
    for i, (old, new) in enumerate(zip(stored, now, strict=False), start=1):
        if old == new:
            continue
        name = label(old)
        fields = _changed_fields(old, new)
        diff = difflib.unified_diff(_pretty(old), _pretty(new), "stored", "now", lineterm="", n=2)
        return (f"{what} {i} of {len(stored)}{f' ({name})' if name else ''} changed"
                + (f" in {', '.join(fields)}" if fields else "") + ":\n" + "\n".join(diff))
    if len(stored) != len(now):
        return f"{what}s: {len(stored)} stored, {len(now)} now"
    return None
