"""The app's languages: Qt Linguist files, the fonts every script needs, switching.

English is the source language. Compiled files ``i18n/holdem_trainer_<lang>.qm``
are read with ``QTranslator``: installed on the application for the window
(switchable at run time), or used directly for the command line's output.

A pseudo-language, ``xx`` (``PSEUDO``), shows every translatable text accented, in
brackets and about a third longer, to find texts cut off or never marked for
translation; it is not in the language menu: start the app with
``HOLDEM_TRAINER_PSEUDO=1`` or call ``LanguageSwitcher.switch("xx")``.
"""

from __future__ import annotations

import math
import os
import re
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Optional

if TYPE_CHECKING:  # Qt is loaded only when a window, or a language's file, needs it
    from PySide6.QtCore import QCoreApplication, QTranslator

from app.core.text import Translate, english, english_numerus
from app.system.paths import fonts_dir, i18n_dir

# Language code -> the language's own name (shown in the language menu as is).
LANGUAGES = {
    "en": "English",
    "ka": "ქართული",
    "uk": "Українська",
    "th": "ไทย",
    "kk": "Қазақша",
    "hy": "Հայերեն",
}
FONT_FAMILIES = ["Noto Sans", "Noto Sans Georgian", "Noto Sans Armenian", "Noto Sans Thai",
                 "Noto Sans Symbols2"]


# The pseudo-language: not a language of the menu, for finding layout and i18n faults.
PSEUDO = "xx"
PSEUDO_NAMES = (PSEUDO, "pseudo")  # what LanguageSwitcher.switch accepts for it
PSEUDO_ENV = "HOLDEM_TRAINER_PSEUDO"  # "1": the app starts in the pseudo-language
PSEUDO_GROWTH = 0.35  # each line about a third longer, as German or Kazakh often are

_ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "áƀçđêƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÊƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
# Kept as they are: Python's {placeholders} and {{ }}, Qt's %n, %1 and %%, HTML tags and
# entities, && and a mnemonic's & with its letter (the Alt key stays the same).
_KEPT = re.compile(r"\{\{|\}\}|\{[^{}]*\}|%(?:n|L?\d+|%)|<[^<>]*>"
                   r"|&(?:[A-Za-z]+|#\d+|#x[0-9A-Fa-f]+);|&&|&[^\s&]")
_FILLER = "ļöŕêɱ îþšûɱ đöļöŕ šîţ áɱêţ çöñšêçţêţûŕ áđîþîšçîñĝ êļîţ "


def _pseudo_line(line: str) -> str:
    """One line accented (kept parts as they are), then padded with accented words."""
    out, shown, at = [], 0, 0
    for kept in _KEPT.finditer(line):
        plain = line[at:kept.start()]
        out += [plain.translate(_ACCENTED), kept.group()]
        shown += len(plain)
        at = kept.end()
    out.append(line[at:].translate(_ACCENTED))
    shown += len(line) - at
    grow = math.ceil(shown * PSEUDO_GROWTH) if line.strip() else 0
    filler = (_FILLER * (grow // len(_FILLER) + 1))[:grow].rstrip()
    return "".join(out) + (" " + filler if filler else "")


_FILE_FILTER = re.compile(r"^(.*\S)(\s*\([^()]*\*[^()]*\))$")


@lru_cache(maxsize=4096)
def pseudo_text(text: str) -> str:
    """``text`` in the pseudo-language: ``"&Open hand..."`` becomes ``"[&Oþêñ ĥáñđ... ļöŕ]"``.

    Letters become accented look-alikes, each line grows by about PSEUDO_GROWTH and the
    whole is bracketed (inside its leading and trailing blanks), so a cut-off text shows a
    missing "]". Placeholders, mnemonics, HTML and newlines are kept; a text with no
    letters (a number, an arrow, a lone placeholder) stays as it is.
    """
    if not any(c.isalpha() for c in _KEPT.sub("", text)):
        return text
    filters = text.split(";;")
    if all(_FILE_FILTER.match(f) for f in filters):
        # A file dialog's filters ("CSV files (*.csv);;All files (*)"): each name bracketed,
        # its patterns kept after it, or the dialog would read the bracket as a pattern.
        return ";;".join(f"{pseudo_text(m[1])}{m[2]}"
                         for m in (_FILE_FILTER.match(f) for f in filters) if m)
    body = text.strip()
    lead, trail = text[:len(text) - len(text.lstrip())], text[len(text.rstrip()):]
    lines = "\n".join(_pseudo_line(line) for line in body.split("\n"))
    return f"{lead}[{lines}]{trail}"


def pseudo_wanted() -> bool:
    """Whether the app is asked to start in the pseudo-language (``HOLDEM_TRAINER_PSEUDO=1``)."""
    return os.environ.get(PSEUDO_ENV, "") == "1"


def qm_path(lang: str) -> Path:
    return i18n_dir() / f"holdem_trainer_{lang}.qm"


# -- numbers --------------------------------------------------------------------------------
# How each language writes numbers, as QLocale (CLDR) has them and as the user's documents
# write amounts: the group separator (a no-break space, so a number never breaks across
# lines), the fewest digits a number has before it is grouped (Georgian and Armenian write
# 2000 but 10 000), and the decimal separator.
NUMBERS = {
    "en": (",", 4, "."),
    "ka": ("\u00a0", 5, ","),
    "uk": ("\u00a0", 4, ","),
    "th": (",", 4, "."),
    "kk": ("\u00a0", 4, ","),
    "hy": ("\u00a0", 5, ","),
}
_window_language = "en"  # the language of the window: LanguageSwitcher.switch sets it


def _numbers(lang: str | None) -> tuple[str, int, str]:
    return NUMBERS.get(lang or _window_language, NUMBERS["en"])


def format_amount(n: int, lang: str | None = None) -> str:
    """An amount as ``lang`` (default: the window's language) writes it: ``10,000`` in
    English and Thai, ``10 000`` (no-break space) in Ukrainian, Kazakh, Georgian and
    Armenian, the last two leaving four digits whole (``2000``). A negative one keeps its
    minus; the digits stay ASCII, as every one of these languages writes amounts."""
    sep, least, _point = _numbers(lang)
    digits = str(abs(int(n)))
    if len(digits) >= least:
        head = len(digits) % 3 or 3
        digits = digits[:head] + "".join(sep + digits[i:i + 3]
                                         for i in range(head, len(digits), 3))
    return ("-" if n < 0 else "") + digits


def format_signed(n: int, lang: str | None = None) -> str:
    """A net result with its sign: ``+1,000``, ``-300`` or ``0`` (digits as ``format_amount``)."""
    return ("+" if n > 0 else "") + format_amount(n, lang)


def format_seconds(seconds: float, lang: str | None = None, decimals: int | None = 1) -> str:
    """A time in seconds with ``decimals`` places (None: as few as it needs, ``7.5``, ``10``)
    and the language's decimal separator: ``3.5`` in English and Thai, ``3,5`` in the
    others. The unit is the caller's translated ``{seconds} s``."""
    text = f"{seconds:g}" if decimals is None else f"{seconds:.{decimals}f}"
    return text.replace(".", _numbers(lang)[2])


def format_decimal(value: float, decimals: int, lang: str | None = None) -> str:
    """A number with ``decimals`` places, its whole part grouped as ``format_amount`` groups
    an amount and the language's decimal separator: ``12,345.6789`` in English,
    ``12 345,6789`` in Ukrainian; a minus sign kept (none on a zero)."""
    text = f"{abs(value):.{decimals}f}"
    whole, _, part = text.partition(".")
    sign = "-" if value < 0 and float(text) != 0 else ""
    return sign + format_amount(int(whole), lang) + (_numbers(lang)[2] + part if part else "")


def format_percent(share: float | None, lang: str | None = None) -> str:
    """A share (0.9) as the whole percent's figure (``90``; ``-`` for None, no share yet):
    the sign is the translated text's, ``{right}% right``, as a language places it."""
    return "-" if share is None else format_decimal(share * 100, 0, lang)


# -- translation ----------------------------------------------------------------------------
class Translation:
    """``translate(context, text)`` (``n``: Qt's count, for a numerus text) in one language,
    with ``number``, how that language writes an amount (for the core's lines).

    ``lookup(context, text, n)`` gives the translation, empty when there is none; the
    English source (its plural form for ``n``) stands in for a missing one."""

    def __init__(self, lang: str, lookup: Callable[[str, str, int], str]) -> None:
        self.lang, self._lookup = lang, lookup

    def __call__(self, context: str, text: str, n: int = -1) -> str:
        """The text in this language; for ``n`` >= 0 its plural form for ``n``, with ``n`` in
        place of ``%n`` (as ``QCoreApplication.translate`` does)."""
        found = self._lookup(context, text, n) or english(context, text, n)
        return found.replace("%n", str(n)) if n >= 0 else found

    def number(self, n: int) -> str:
        return format_amount(n, self.lang)

    def decimal(self, digits: str) -> str:
        """``3.33`` as this language writes it (``3,33`` in Ukrainian)."""
        return format_decimal(float(digits), len(digits.partition(".")[2]), self.lang)


@lru_cache(maxsize=None)
def translator(lang: str) -> Translate:
    """A ``translate(context, text[, n])`` function for ``lang`` that writes amounts as
    ``lang`` does. English passes through with plain digits (``settle``'s default output
    stays as machines read it)."""
    if lang in PSEUDO_NAMES:
        return Translation(PSEUDO, lambda context, text, n: pseudo_text(english(context, text, n)))
    qm = qm_path(lang)
    if lang == "en" or not qm.exists():
        return english
    # deferred: Qt loads for the window only: settle --lang translates without it
    from PySide6.QtCore import QTranslator

    tr = QTranslator()
    if not tr.load(str(qm)):
        return english
    return Translation(lang, lambda context, text, n: tr.translate(context, text, None, n) or "")


def use_bundled_fonts_only() -> None:
    """Before the QApplication: Qt draws with the bundled fonts, the desktop's only for a
    letter none of them has (app.system.fontconfig, on Linux)."""
    # deferred: the fonts are set up for a window only: settle --lang runs without them
    from app.system import fontconfig

    fontconfig.use_app_setup(FONT_FAMILIES)


def load_fonts() -> None:
    """Register the bundled Noto fonts and make them the application's font.

    The families are given in order, so a Georgian, Armenian or Thai letter
    falls back to its own Noto face on a machine with no fonts installed. Text is
    laid out unhinted (glyphs at their designed widths): hinting is a setting of
    the PC (fontconfig's, the X server's, Windows'), and a hinted line can be a few
    pixels wider or narrower from one PC to the next.
    """
    # deferred: Qt loads for the window only: settle --lang translates without it
    from PySide6.QtGui import QFont, QFontDatabase
    from PySide6.QtWidgets import QApplication

    for f in sorted(fonts_dir().glob("*.ttf")):
        QFontDatabase.addApplicationFont(str(f))
    # deferred: the fonts are set up for a window only: settle --lang runs without them
    from app.system import fontconfig

    fontconfig.restore()  # read by now: Qt's font database is filled
    font = QApplication.font()
    font.setFamilies(FONT_FAMILIES)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    QApplication.setFont(font)


@lru_cache(maxsize=None)
def _pseudo_translator_class() -> type[QTranslator]:
    """The PseudoTranslator class, made on first use (importing this module loads no Qt)."""
    # deferred: Qt loads for the window only: settle --lang translates without it
    from PySide6.QtCore import QTranslator

    class PseudoTranslator(QTranslator):
        """Translates every text of every context into the pseudo-language (``pseudo_text``);
        Qt's own words (OK, Cancel) too, so a text it leaves alone was never marked."""

        def translate(self, context: str, source_text: str, _disambiguation: Optional[str] = None,
                      n: int = -1) -> str:
            return pseudo_text(english(context, source_text or "", n))  # "1 chip", "2 chips"

        def isEmpty(self) -> bool:  # noqa: N802 (Qt's name): installing it retranslates
            return False

    return PseudoTranslator


@lru_cache(maxsize=None)
def _english_plurals_class() -> type[QTranslator]:
    # deferred: Qt loads for the window only: settle --lang translates without it
    from PySide6.QtCore import QTranslator

    class EnglishPlurals(QTranslator):
        """English, the source language, in its plural forms: a numerus text asked with
        Qt's n (``self.tr("%n chip(s)", "", n)``) reads "1 chip", "2 chips"
        (``english_numerus``); any other text is left to the source. Installed before every
        language, so a language's own plural forms come first."""

        def translate(self, context: str, source_text: str, _disambiguation: Optional[str] = None,
                      n: int = -1) -> Any:  # None: a null text
            if n < 0 or not source_text or "(" not in source_text:
                return None  # a null text: the next translator, or the source, answers
            return english_numerus(source_text, n)

        def isEmpty(self) -> bool:  # noqa: N802 (Qt's name)
            return False

    return EnglishPlurals


_english_plurals: list[tuple[QCoreApplication, QTranslator]] = []  # (application, its own)


def install_english_plurals() -> None:
    """Install the English plural forms on the application, once (no application: nothing)."""
    # deferred: Qt loads for the window only: settle --lang translates without it
    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication.instance()
    if app is None or any(a is app for a, _ in _english_plurals):
        return
    tr = _english_plurals_class()(app)
    app.installTranslator(tr)
    _english_plurals[:] = [(app, tr)]


class LanguageSwitcher:
    """Installs the translator for one language at a time on the application.

    Widgets retranslate themselves on ``QEvent.LanguageChange``, which Qt
    sends to every widget when a translator is installed or removed.
    """

    def __init__(self) -> None:
        self._translator: Optional[QTranslator] = None
        self._qt_own: Optional[QTranslator] = None  # Qt's own words in the language, where Qt ships them
        self.language = "en"
        install_english_plurals()

    @property
    def language(self) -> str:
        return self._language

    @language.setter
    def language(self, lang: str) -> None:  # the window's language, for format_amount & co.
        global _window_language
        self._language = _window_language = lang

    def switch(self, lang: str) -> bool:
        """Use ``lang``; False (and English) when its file is missing or broken.

        ``"xx"`` (or ``"pseudo"``) installs the PseudoTranslator; ``language`` is then "xx".
        """
        # deferred: Qt loads for the window only: settle --lang translates without it
        from PySide6.QtCore import QCoreApplication, QTranslator

        app = QCoreApplication.instance()
        assert app is not None  # a language is switched in a running application
        install_english_plurals()  # first, so that the language installed next comes before it
        for old in (self._translator, self._qt_own):
            if old is not None:
                app.removeTranslator(old)
        self._translator = self._qt_own = None
        self.language = "en"
        if lang in PSEUDO_NAMES:
            tr = _pseudo_translator_class()(app)
            app.installTranslator(tr)
            self._translator, self.language = tr, PSEUDO
            return True
        if lang == "en" or lang not in LANGUAGES:
            return lang == "en"
        tr = QTranslator()
        if not tr.load(str(qm_path(lang))):
            return False
        qt_own = qt_base_translator(lang)
        if qt_own is not None:  # before the app's, which Qt asks first: its words win
            app.installTranslator(qt_own)
            self._qt_own = qt_own
        app.installTranslator(tr)
        self._translator, self.language = tr, lang
        return True


def qt_base_translator(lang: str) -> Optional[QTranslator]:
    """Qt's own translation of its words (``qtbase_<lang>.qm``: Georgian, Ukrainian and
    Kazakh; Qt ships none for Thai or Armenian) from the app's i18n folder, where the
    packaged build keeps it, or from Qt's; None where there is none. The app's own files
    also carry the Qt words its screens show (app/i18n/qt_words.py), so this only adds the
    ones no screen of the app shows yet."""
    # deferred: Qt loads for the window only: settle --lang translates without it
    from PySide6.QtCore import QLibraryInfo, QTranslator

    for folder in (i18n_dir(), Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))):
        tr = QTranslator()
        if tr.load(str(folder / f"qtbase_{lang}.qm")):
            return tr
    return None


class _QtTranslate:
    """``qt_translate(context, text[, n])``: through the application's installed translators
    (``n``: Qt's count, for a numerus text), writing amounts as the window's language does
    (``number``, for the core's lines)."""

    def __call__(self, context: str, text: str, n: int = -1) -> str:
        # deferred: Qt loads for the window only: settle --lang translates without it
        from PySide6.QtCore import QCoreApplication

        if n < 0:
            return QCoreApplication.translate(context, text)
        found = QCoreApplication.translate(context, text, None, n)
        if found == text.replace("%n", str(n)):  # no translation (no application even):
            found = english_numerus(text, n).replace("%n", str(n))  # English, its form for n
        return found

    def number(self, n: int) -> str:
        return format_amount(n)

    def decimal(self, digits: str) -> str:
        return format_decimal(float(digits), len(digits.partition(".")[2]))


qt_translate = _QtTranslate()


def error_text(error: BaseException, translate: Translate = qt_translate) -> str:
    """An error's sentence in the window's language (or ``translate``'s): a core error says
    its marked sentence translated (app.core.errors); any other error its own text."""
    render = getattr(error, "render", None)
    return render(translate) if callable(render) else str(error)
