"""CSV files for the instructor's spreadsheet: written whole or not at all, names kept as text.

The progress store's export and the class results' table write through
:func:`write_csv`, so both are UTF-8 with a byte-order mark (a spreadsheet then
reads Georgian, Armenian and Thai names right) and both are written whole or
not at all. A trainee's name that starts like a formula is written with a
leading apostrophe (:func:`text_cell`) and read back without it (:func:`cell_text`).
"""

from __future__ import annotations

import csv
import io
from pathlib import Path
from typing import Any, BinaryIO, Iterable, Sequence

from app.core.whole_file import write_whole

ENCODING = "utf-8-sig"  # UTF-8 with a byte-order mark, as spreadsheets want it
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def text_cell(text: str) -> str:
    """A trainee's text for a spreadsheet: one that starts like a formula is kept as text."""
    return "'" + text if text[:1] in FORMULA_STARTS else text


def cell_text(cell: str) -> str:
    """The text :func:`text_cell` wrote: the apostrophe it put before a formula's first
    character taken off (any other text as it is)."""
    return cell[1:] if cell[:1] == "'" and cell[1:2] in FORMULA_STARTS and cell[1:2] else cell


def write_csv(path: Path, header: Sequence[str], rows: Iterable[Sequence[Any]]) -> None:
    """``header`` and ``rows`` into ``path``, written whole or not at all
    (:func:`~app.core.whole_file.write_whole`); StoreError with the reason when it cannot be."""
    def write(out: BinaryIO) -> None:
        text = io.TextIOWrapper(out, encoding=ENCODING, newline="")
        writer = csv.writer(text)
        writer.writerow(header)
        writer.writerows(rows)
        text.flush()
        text.detach()  # the file stays open for write_whole to flush and close
    write_whole(path, write)
