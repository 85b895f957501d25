"""Every screen speaks the chosen language: in Georgian, Ukrainian, Thai, Kazakh and
Armenian no text the trainee can see on any screen is still English.

Each screen of tests/test_pseudo_screens.py (every tab, the no-limit table dealing and
playing, the set-up, no-limit set-up and exam dialogs) is visited in the real window, and
every text it shows is read: labels, buttons, check boxes, group box titles, tabs, combo
box items, table headers, the menus and all their commands, the toolbar's tool tips and
other tool tips, the windows' titles. A text is English when it is the English source of
a translatable string (a ``<source>`` of i18n/holdem_trainer_uk.ts: the translation is
missing) or when, once the Latin words translations keep on purpose (ALLOWED) are taken
out, it still holds three Latin letters in a row (an English word in a sentence, or a
text never marked for translation).

The failure lists every English text, language by language, with the screen and the kind
of widget it is on: the list of translations to do. ``pytest -q
tests/test_screens_translated.py`` prints it.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from functools import lru_cache

import pytest
from PySide6 import QtGui
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QTabBar,
    QTableView,
    QTextBrowser,
    QToolBar,
    QTreeView,
    QWidget,
)

from app.i18n import LANGUAGES
from app.i18n.tools import TRANSLATED, ts_path
from tests.test_pseudo_screens import build, shown, visit_screens

# Latin words a translation keeps on purpose (whole words, matched without regard to case,
# taken out of a text before it is judged):
ALLOWED = (
    # The games' names and their side bet as casinos print them, in Latin letters, on the
    # felt, the rack card and the pay table, in every country these trainees deal in.
    "Texas Hold'em Bonus Poker", "Hold'em Bonus Poker", "Texas Hold'em: Bonus",
    "Casino Hold'em", "Texas Hold'em",
    "Hold'em Bonus", "Hold'em", "Bonus Poker", "AA Bonus",
    # The maker of Texas Hold'em Bonus Poker, named on its rules page; a pair of aces as
    # pay tables print it.
    "Mikohn Gaming", "Progressive Gaming International", "A-A",
    # Poker statistics: the standard abbreviations every tracker and book uses.
    "VPIP", "PFR", "WTSD", "AF",
    # The web addresses the seats' strategy is quoted from, written so in every language.
    "cardsflip.com", "practicalwebtools.com",
    # File formats and the toolkit, written so in every language.
    "CSV", "PDF", "JSONL", "JSON", "Qt",
    # Keys named as their keycaps print them ("Answer (Enter)"), on every layout.
    "Enter", "Esc", "Space", "Backspace", "Ctrl", "Shift", "Alt", "Tab",
    # The language menu names each language in its own script: English in Latin.
    *LANGUAGES.values(),
)
# File names and patterns ("*.jsonl", "hand.json"); card ranks and suits ("10♥ K♠") and
# chip amounts ("1,500", "2 000") never hold three Latin letters, so need no entry.
FILE_EXTENSION = re.compile(r"\*?[\w-]*\.(?:jsonl|json|csv|pdf|txt|log|ini)\b", re.IGNORECASE)
KEPT_WORDS = re.compile("|".join(rf"(?<![A-Za-z]){re.escape(w)}(?![A-Za-z])"
                                 for w in sorted(ALLOWED, key=len, reverse=True)), re.IGNORECASE)
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")
ENGLISH_TERM = re.compile(r"\([^()]*[A-Za-z]{3,}[^()]*\)")  # "(pay table)" after its word
WINDOW_WIDE = ("main menu", "main menu item", "tab")  # the same on every tab: said once


@lru_cache(maxsize=None)
def english_sources() -> frozenset[str]:
    """Every translatable English text with letters, as a screen shows it (no Alt marks,
    no trailing dots)."""
    root = ET.parse(ts_path("uk")).getroot()
    texts = (m.findtext("source") or "" for m in root.iter("message"))
    return frozenset(shown_as(t) for t in texts if re.search(r"[A-Za-z]", t))


def shown_as(text: str) -> str:
    """``text`` as it reads on screen: Alt marks gone (``&&`` is an ampersand), no
    trailing dots (a tool button drops them), no blanks around."""
    text = re.sub(r"&(.)", r"\1", text)
    return text.strip().removesuffix("...").removesuffix("\u2026").strip()


def plain(text: str) -> str:
    """A label's text without its HTML."""
    if not QtGui.Qt.mightBeRichText(text):
        return text
    doc = QtGui.QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText()


@lru_cache(maxsize=None)
def glossary_latin(language: str) -> "re.Pattern[str]":
    """The words a language's glossary (i18n/glossary_<lang>.tsv: the app's word and the
    user's document's word) keeps in Latin letters as its casinos write them ("all-in",
    "board" in Armenian)."""
    path = ts_path(language).with_name(f"glossary_{language}.tsv")
    words = set()
    for row in path.read_text(encoding="utf-8").splitlines()[1:]:
        cells = row.split("\t")
        for word in re.split(r"\s*/\s*", " / ".join(cells[1:3])):
            if re.fullmatch(r"[A-Za-z][A-Za-z' -]*[A-Za-z]", word.strip()):
                words.add(word.strip())
    words.discard("")
    return re.compile("|".join(rf"(?<![A-Za-z]){re.escape(w)}(?![A-Za-z])"
                               for w in sorted(words, key=len, reverse=True)) or "(?!)",
                      re.IGNORECASE)


def is_english(text: str, language: str = "") -> bool:
    """An English source text, or three Latin letters in a row outside ALLOWED and the
    Latin words of ``language``'s glossary."""
    text = shown_as(text)
    rest = KEPT_WORDS.sub(" ", FILE_EXTENSION.sub(" ", text))
    if language:  # a word its glossary keeps in Latin letters is the language's own
        kept = glossary_latin(language).sub(" ", rest)
        rest, glossary_word = kept, kept != rest
    if not re.search(r"[A-Za-z]", rest):
        return False
    if language and glossary_word:
        return bool(LATIN_WORD.search(rest))
    return text in english_sources() or bool(LATIN_WORD.search(rest))


def menu_texts(menu: QMenu, where: str) -> list[tuple[str, str]]:
    """A menu's title and each of its commands, shown or hidden for now, and its submenus'."""
    out = [(f"{where} menu", menu.title())]
    for action in menu.actions():
        if action.menu() is not None:
            out += menu_texts(action.menu(), where)
        elif action.text():
            out.append((f"{where} menu item", action.text()))
    return out


def view_texts(view: QAbstractItemView) -> list[tuple[str, str]]:
    """A table's, tree's or list's headers and the texts of its cells."""
    model, out = view.model(), []
    if model is None:
        return out
    top = view.horizontalHeader() if isinstance(view, QTableView) else (
        view.header() if isinstance(view, QTreeView) else None)
    side = view.verticalHeader() if isinstance(view, QTableView) else None
    rows, columns = model.rowCount(QModelIndex()), top.count() if top is not None else 1
    for header, count, orientation in ((top, columns, Qt.Orientation.Horizontal),
                                       (side, rows, Qt.Orientation.Vertical)):
        if header is not None and header.isVisible():
            out += [("table header", str(model.headerData(i, orientation) or ""))
                    for i in range(count)]
    for row in range(rows):
        for col in range(columns):
            value = model.index(row, col).data()
            if isinstance(value, str):
                out.append(("table cell", value))
    return out


def texts(top: QWidget) -> list[tuple[str, str]]:
    """``(kind of widget, text)`` for every text ``top``'s window shows now."""
    out = [("window title", top.windowTitle())]
    if isinstance(top, QMainWindow):
        for action in top.menuBar().actions():
            if action.menu() is not None:
                out += menu_texts(action.menu(), "main")
    for w in shown(top):
        kind = type(w).__name__
        if w.toolTip():
            out.append((f"{kind} tool tip", w.toolTip()))
        if isinstance(w, QLabel):
            out.append((kind, plain(w.text())))
        elif isinstance(w, QAbstractButton):
            out.append((kind, w.text()))
        elif isinstance(w, QGroupBox):
            out.append((kind, w.title()))
        elif isinstance(w, QComboBox):
            out += [(f"{kind} item", w.itemText(i)) for i in range(w.count())]
        elif isinstance(w, QTabBar):
            for i in range(w.count()):
                out += [("tab", w.tabText(i)), ("tab tool tip", w.tabToolTip(i))]
        elif isinstance(w, QAbstractItemView) and not isinstance(w, QHeaderView):
            out += view_texts(w)
        elif isinstance(w, QLineEdit):
            out.append((f"{kind} placeholder", w.placeholderText()))
        elif isinstance(w, QAbstractSpinBox):
            out.append((kind, w.text()))  # its suffix (" ms") or its word for 0 ("no limit")
        elif isinstance(w, QTextBrowser):  # a rules page: each of its lines
            out += [("page line", line) for line in w.toPlainText().splitlines()]
        elif isinstance(w, QDockWidget):
            out.append((f"{kind} title", w.windowTitle()))
        elif isinstance(w, QToolBar):
            out += [("toolbar tool tip", a.toolTip()) for a in w.actions() if a.isVisible()]
            for action in w.actions():
                if action.menu() is not None:
                    out += menu_texts(action.menu(), "toolbar")
    return [(kind, text) for kind, text in out if text and text.strip()]


def english_on_screens(w, qtbot, language: str = "") -> list[str]:
    """``'text' (kind: screens)`` for each English text, once, naming every screen it is on."""
    found: dict[tuple[str, str], list[str]] = {}
    for name, top in visit_screens(w, qtbot):
        for kind, text in texts(top):
            if kind == "page line":  # a page may name the English term it explains: "(ante)"
                text = ENGLISH_TERM.sub(" ", text)
            if is_english(text, language):
                where = "every screen" if top is w and kind in WINDOW_WIDE else name
                screens = found.setdefault((text, kind), [])
                if where not in screens:
                    screens.append(where)
    return [f"{text!r} ({kind}: {', '.join(screens)})" for (text, kind), screens in found.items()]


def test_the_english_test_judges_texts_as_meant():
    """Its own rules: English sources and English words are caught; game names, the
    statistics, file types, cards and chips, and translations are not."""
    for english in ("Table", "&Open hand...", "Save hand\u2026", "Seat 3 to act",
                    "Тисніть Next", "OK", "<b>Stop</b>", "Tab: Table"):
        assert is_english(plain(english)), english
    for kept in ("ტეხასური ჰოლდემი: AA Bonus", "Casino Hold'em (AA ბონუსი)", "VPIP / PFR / AF",
                 "Hold'em Bonus: анте", "Експорт у CSV...", "10♥ K♠ 1,500", "*.jsonl",
                 "Відповісти (Enter)", "English", "Qt", "7", "⌫"):
        assert not is_english(kept), kept
    # A language's glossary may keep a casino word in Latin letters: that word alone.
    assert not is_english("All-in (A)", "hy") and is_english("All-in (A)", "uk")
    assert is_english("Seat 3 all-in", "hy")


@pytest.mark.parametrize("language", TRANSLATED)
def test_no_screen_shows_english(qtbot, tmp_path, monkeypatch, language):
    """The real window built in ``language``; every screen visited; no English text."""
    w = build(qtbot, tmp_path, monkeypatch, language)
    try:
        assert w.languages.language == language
        left = english_on_screens(w, qtbot, language)
    finally:
        w.languages.switch("en")
    assert not left, f"{len(left)} English texts in {language}:\n" + "\n".join(left)
