"""Text drawn with Pillow in the bundled Noto faces: each letter in the face that has it.

Pillow draws a text in one font file, and no Noto file covers every script
the app meets: a Thai report names drills in Latin letters, a class has
Georgian, Armenian and Thai names, and the marks ✓ and ✗ live in Noto Sans
Symbols 2. So a text is cut into runs, each in the first face of ``FACES``
that has a glyph for its letters (a combining mark stays with its letter),
and the runs are drawn one after another on one baseline. Thai is shaped by
Pillow's Raqm layout where Pillow has it (its wheels do), so its vowels and
tone marks sit where they belong.

Fonts come from ``app.system.paths.fonts_dir()``, so the packaged app draws the same.
Worksheets (app.printing.worksheet.drawing) and class reports (app.printing.class_report) draw and wrap
their text here. Lines break where Unicode's line breaking lets them (Qt's
QTextBoundaryFinder: between Thai words by its dictionary, as Thai has no spaces),
and the widths are Pillow's, as drawn.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache
from typing import Optional

from PIL import Image, ImageDraw, ImageFont, features
from PySide6.QtCore import QTextBoundaryFinder

from app.system.paths import fonts_dir

# Face -> its regular and bold files, in the order a letter looks for its glyph.
FACES = {
    "sans": ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf"),
    "georgian": ("NotoSansGeorgian-Regular.ttf", "NotoSansGeorgian-Bold.ttf"),
    "armenian": ("NotoSansArmenian-Regular.ttf", "NotoSansArmenian-Bold.ttf"),
    "thai": ("NotoSansThai-Regular.ttf", "NotoSansThai-Bold.ttf"),
    "symbols": ("NotoSansSymbols2-Regular.ttf", "NotoSansSymbols2-Regular.ttf"),
}
_NOT_A_LETTER = "\U000f0000"  # a private-use letter no face has: shows the missing glyph
_LAYOUT = ImageFont.Layout.RAQM if features.check("raqm") else ImageFont.Layout.BASIC
Ink = tuple[int, int, int]


@lru_cache(maxsize=None)
def font(face: str, size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The face at ``size`` pixels (bold: its bold file, where it has one)."""
    return ImageFont.truetype(str(fonts_dir() / FACES[face][bold]), size, layout_engine=_LAYOUT)


@lru_cache(maxsize=None)
def _unshaped(face: str) -> ImageFont.FreeTypeFont:
    """The face without shaping, for looking up one glyph: a shaper would draw a letter the
    face lacks from other glyphs (Thai's SARA AM as NIKHAHIT and SARA AA)."""
    return ImageFont.truetype(str(fonts_dir() / FACES[face][0]), 24,
                              layout_engine=ImageFont.Layout.BASIC)


def _look(face: str, char: str) -> bytes:
    """``char`` drawn alone in ``face``, as pixels."""
    image = Image.new("L", (64, 48))
    ImageDraw.Draw(image).text((8, 36), char, font=_unshaped(face), fill=255, anchor="ls")
    return image.tobytes()


@lru_cache(maxsize=None)
def has_glyph(face: str, char: str) -> bool:
    """Whether ``face`` draws ``char`` as itself, not as its missing-glyph box."""
    return char.isspace() or _look(face, char) != _look(face, _NOT_A_LETTER)


def face_for(char: str) -> str:
    """The first face of ``FACES`` that has ``char`` (the first one when none has it)."""
    return next((f for f in FACES if has_glyph(f, char)), next(iter(FACES)))


def runs(text: str) -> list[tuple[str, str]]:
    """``text`` as (face, part) runs; a combining mark goes with the letter before it, and
    a space or a digit stays in the run it is in when that face has it."""
    out: list[tuple[str, str]] = []
    for char in text:
        if out and (unicodedata.category(char).startswith("M")
                    or (not char.isalpha() and has_glyph(out[-1][0], char))):
            face = out[-1][0]
        else:
            face = face_for(char)
        if out and out[-1][0] == face:
            out[-1] = (face, out[-1][1] + char)
        else:
            out.append((face, char))
    return out


def text_width(text: str, size: int, bold: bool = False) -> float:
    """How wide ``text`` is drawn at ``size`` pixels."""
    return sum(font(face, size, bold).getlength(part) for face, part in runs(text))


def fitted(text: str, width: float, size: int, bold: bool = False) -> str:
    """``text``, or as much of it as fits ``width`` with an ellipsis after."""
    if text_width(text, size, bold) <= width:
        return text
    while text and text_width(text + "\u2026", size, bold) > width:
        text = text[:-1]
    return text.rstrip() + "\u2026"


_LEADING_VOWELS = "เแโใไ"  # Thai vowels written before their consonant


def _boundaries(text: str, kind: QTextBoundaryFinder.BoundaryType) -> list[int]:
    """The positions after the first where ``text`` may be cut at a boundary of ``kind``
    (its end included)."""
    finder = QTextBoundaryFinder(kind, text)
    out = []
    at = finder.toNextBoundary()
    while at != -1:
        if at > 0:
            out.append(at)
        at = finder.toNextBoundary()
    return out


def _segments(paragraph: str) -> list[str]:
    """``paragraph`` cut at its line-break opportunities (Unicode's line breaking, by Qt:
    after spaces, between Thai words by its dictionary, never at a no-break space); each
    piece keeps the spaces after it."""
    cuts = _boundaries(paragraph, QTextBoundaryFinder.BoundaryType.Line)
    return [paragraph[a:b] for a, b in zip([0, *cuts][:len(cuts)], cuts, strict=True)]


def _cut(word: str, width: float, size: int, bold: bool) -> tuple[str, str]:
    """The longest head of ``word`` that fits ``width`` (at least one letter), and the rest:
    cut between two of its letters as they are drawn (grapheme clusters: a mark stays with
    its letter), never after a Thai vowel written before its consonant."""
    breaks = [i for i in _boundaries(word, QTextBoundaryFinder.BoundaryType.Grapheme)
              if i < len(word) and word[i - 1] not in _LEADING_VOWELS]
    fits = 0
    for i in breaks:
        if text_width(word[:i], size, bold) > width:
            break
        fits = i
    cut = fits or (breaks or [len(word)])[0]
    return word[:cut], word[cut:]


def wrapped(text: str, width: float, size: int, bold: bool = False) -> list[str]:
    """``text`` in lines no wider than ``width``: a line of its own for each of its lines,
    cut where a line may break (at spaces, not at a no-break space, and between the words
    of a Thai sentence, which has no spaces), and inside a word only where the word cannot
    fit a line of its own. Worksheets and class reports both wrap their text here."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        first, line = len(lines), ""
        for word in _segments(paragraph):
            if text_width((line + word).rstrip(), size, bold) <= width:
                line += word
                continue
            if line.strip():
                lines.append(line.rstrip())
            body = word.lstrip()
            spaces = body[len(body.rstrip()):]  # kept: they part it from the next word
            body = body.rstrip()
            while text_width(body, size, bold) > width:
                head, body = _cut(body, width, size, bold)
                lines.append(head)
            line = body + spaces
        if line.strip() or len(lines) == first:  # an empty paragraph is an empty line
            lines.append(line.rstrip())
    return lines


def draw_text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int,
              fill: Ink = (0, 0, 0), bold: bool = False, anchor: str = "ls",
              width: Optional[float] = None) -> float:
    """Draw ``text`` with its baseline at ``xy[1]``, from ``xy[0]`` (``anchor`` "ls"), centred
    on it ("ms") or ending at it ("rs"); cut to ``width`` when given. Returns its width."""
    if width is not None:
        text = fitted(text, width, size, bold)
    wide = text_width(text, size, bold)
    x = xy[0] - {"l": 0.0, "m": wide / 2, "r": wide}[anchor[0]]
    for face, part in runs(text):
        f = font(face, size, bold)
        draw.text((x, xy[1]), part, font=f, fill=fill, anchor="ls")
        x += f.getlength(part)
    return wide
