"""A printed line of the felt broken into whole phrases.

A house rule too long for one line at the felt's smallest type is set on two or
more. Word wrap fills each line as far as it goes, so the last may hold a lone
word ("พับ", "folds") cut from its phrase. :func:`break_whole` chooses the
breaks instead: never after a word of one or two letters ("AA" of "AA Bonus",
"a", "з") where another way fits, then the fewest lines that fit, breaking
after a phrase's mark (``·``, ``:``, ``,``) where it can (a colon before a pay
table's id is no phrase's end: "AA Bonus: 100-50-..." stays whole, a new line
starting with a bet's name), and of those the
breaks that leave the lines most even. Breaks are where the language allows one (Qt's line
boundaries: between Thai words too, never inside a pay table's id).
"""

from __future__ import annotations

import re
from functools import lru_cache

from PySide6.QtCore import QTextBoundaryFinder

from app.ui.painting import advance, font

# Where a phrase ends: a break after one of these costs nothing.
PHRASE_ENDS = ("\u00b7", ":", ",", ";", "\u055d", "\u2014")
# Words that open a clause ("when", "if"): a break before one costs nothing either (Thai
# writes no blank or mark there: "...การจ่าย | เมื่อผู้เล่นพับ").
PHRASE_STARTS = ("when ", "if ", "якщо ", "เมื่อ", "ถ้า", "และ", "หรือ")
# A pay table's id ("100-50-40-30-20-7-7-7-7"): a break before one is inside a phrase,
# even after a colon ("AA ბონუსი: 100-50-..."), so a table stays with the bet it pays.
TABLE_ID = re.compile(r"\d+(?:-\d+)+")
# Glyphs from a fallback face can come out a little wider than measured: a little in hand.
SAFETY = 1.02


def _breaks(text: str) -> list[int]:
    """The positions a line of ``text`` may start at, past the first."""
    finder = QTextBoundaryFinder(QTextBoundaryFinder.BoundaryType.Line, text)
    out = []
    while (pos := finder.toNextBoundary()) not in (-1,) and pos < len(text):
        out.append(pos)
    return out


@lru_cache(maxsize=1024)
def break_whole(text: str, size: float, width: float, bold: bool = False) -> str | None:
    """``text`` with a newline at each break chosen, each line ``width`` wide at most in a
    font of ``size`` pixels; None when a piece that cannot be broken is wider than that."""
    f = font(size, bold)

    def wide(a: int, b: int) -> float:
        return advance(text[a:b].strip(), f) * SAFETY

    starts = [0, *_breaks(text)]
    end = len(text)
    # best[i]: (breaks after a short word, lines, breaks inside a phrase, widest line, the
    # next start) from starts[i]
    best: dict[int, tuple[int, int, int, float, int]] = {}
    for i in range(len(starts) - 1, -1, -1):
        a = starts[i]
        options = []
        if wide(a, end) <= width:
            options.append((0, 1, 0, wide(a, end), end))
        for j in range(i + 1, len(starts)):
            b = starts[j]
            w = wide(a, b)
            if w > width:
                break
            if j not in best:
                continue
            short, lines, inside, widest, _next = best[j]
            words = text[a:b].split()
            mid = 0 if words[-1].endswith(PHRASE_ENDS) or text[b:].startswith(PHRASE_STARTS) \
                else 1
            if TABLE_ID.match(text, b):  # "AA Bonus: | 100-50-...": inside the bet's phrase
                mid = 1
            options.append((short + (mid and len(words[-1]) <= 2), lines + 1, inside + mid,
                            max(w, widest), b))
        if options:
            best[i] = min(options)
    if 0 not in best:
        return None
    out, i = [], 0
    while True:
        a = starts[i]
        b = best[i][-1]
        out.append(text[a:b].strip())
        if b == end:
            return "\n".join(out)
        i = starts.index(b)
