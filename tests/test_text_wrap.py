"""Printed text breaks its lines where a reader expects them: between Thai words (Thai
writes no spaces), at spaces in Latin text, and inside a word only when it cannot fit a
line of its own. The word boundaries below were split by hand, not by the line breaker."""

import sys

import pytest

from app.printing.text import text_width, wrapped

SIZE = 22
# Phrases of the app's Thai translation (and the report test's), cut into words by hand.
THAI_WORDS = (
    "เจ้ามือ|เปิด|ไพ่|แล้ว|โยน|ชิป|ให้|ผู้|เล่น|ที่|ไม่|ได้|หมอบ|เมื่อ|เกม|จบ|แต่|ใคร|แพ้|ไม่|ได้|"
    "อะไร|เลย",
    "ดีลเลอร์|หงาย|ไพ่|ใน|มือ |คุณ|จะ|ขาน|ว่า|อะไร?",
    "พิมพ์|คำ|ขาน|สัก|สอง|สาม|คำ",
    "หมายเลข|ที่นั่ง|ต่างๆ",
)
MARKS = "\u0e31" + "".join(map(chr, range(0x0E34, 0x0E3B))) + "".join(
    map(chr, range(0x0E47, 0x0E4F)))


def _cuts(text, lines):
    """Where in ``text`` each line after the first starts (the spaces a cut drops skipped)."""
    at, out = 0, []
    for i, line in enumerate(lines):
        while text[at:at + 1] == " " and i:
            at += 1
        assert text.startswith(line, at), (text, lines)
        if i:
            out.append(at)
        at += len(line)
    assert text[at:].strip() == ""
    return out


def _needs_thai_breaks():
    """Qt finds where a Thai line may break with libthai's dictionary, which it loads on
    Linux only (README "Linux" lists it): missing there, the test says so; elsewhere it is
    skipped."""
    from PySide6.QtCore import QTextBoundaryFinder

    text = "เจ้ามือเปิดไพ่"
    finder = QTextBoundaryFinder(QTextBoundaryFinder.BoundaryType.Line, text)
    inside = []
    at = finder.toNextBoundary()
    while 0 < at < len(text):
        inside.append(at)
        at = finder.toNextBoundary()
    if inside:
        return
    if sys.platform.startswith("linux"):
        pytest.fail("Qt finds no break between Thai words: install libthai0 (README, Linux)")
    pytest.skip("Qt loads no Thai dictionary on this system (libthai is Linux's)")


def _word_ends(split):
    ends, at = set(), 0
    for word in split.split("|"):
        at += len(word)
        ends.add(at)
        ends.add(at - (len(word) - len(word.rstrip())))  # before the word's trailing space
    return ends


@pytest.mark.parametrize("split", THAI_WORDS)
def test_thai_lines_break_only_between_words(split):
    _needs_thai_breaks()
    text = split.replace("|", "")
    words = split.split("|")
    widest = max(text_width(w.strip(), SIZE) for w in words)
    whole = text_width(text, SIZE)
    ends = _word_ends(split)
    widths = [widest + (whole - widest) * k / 12 for k in range(12)]
    seen = 0
    for width in widths:
        lines = wrapped(text, width, SIZE)
        assert all(text_width(line, SIZE) <= width for line in lines)
        cuts = _cuts(text, lines)
        assert set(cuts) <= ends, (width, lines)
        assert all(line[0] not in MARKS for line in lines)
        seen += len(cuts)
    assert seen  # the widths did make the phrase break


def test_latin_text_breaks_at_spaces_and_keeps_a_no_break_space():
    text = "The dealer pays 10\u00a0000 chips on a straight flush to the player in seat 3"
    for width in range(140, 600, 37):
        lines = wrapped(text, width, SIZE)
        assert " ".join(lines) == text
        assert all(text_width(line, SIZE) <= width for line in lines)
        assert not any(line.startswith("000") for line in lines)


def test_a_word_wider_than_the_line_is_still_broken_and_nothing_is_lost():
    word = "Supercalifragilisticexpialidocious"
    lines = wrapped(word, 90, SIZE)
    assert len(lines) > 1 and "".join(lines) == word
    assert all(text_width(line, SIZE) <= 90 for line in lines)
    thai = "ผู้เล่นชนะ" * 4  # no space anywhere: cut inside, never before a mark
    lines = wrapped(thai, 60, SIZE)
    assert len(lines) > 1 and "".join(lines) == thai
    assert all(line[0] not in MARKS and line[-1] not in "เแโใไ" for line in lines)


def test_lines_of_their_own_stay_lines_of_their_own():
    assert wrapped("one\ntwo words", 1000, SIZE) == ["one", "two words"]
    assert wrapped("one\n\ntwo", 1000, SIZE) == ["one", "", "two"]
    assert wrapped("", 1000, SIZE) == [""]


@pytest.mark.parametrize("text", ["Aaaaaaaaaaaaaaaaaaaaaaaaaaaa bb cc",
                                  "x Bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb y z",
                                  "Ccccccccccccccccccccccccccccc dd Eeeeeeeeeeeeeeeeeeeeeeeeeeeee"])
def test_the_word_after_a_cut_word_stays_a_word_of_its_own(text):
    """A word cut across lines keeps the space after it: the next word starts a word of its
    own, not glued to the cut word's last piece; no line is empty."""
    width = text_width("Aaaaaaaaaa", 20)
    lines = wrapped(text, width, 20)
    assert all(lines) and all(text_width(line, 20) <= width for line in lines)
    words = [w for line in lines for w in line.split(" ")]
    assert "".join(words) == text.replace(" ", "")
    short = [w for w in text.split() if text_width(w, 20) <= width]
    assert short and all(w in words for w in short)
