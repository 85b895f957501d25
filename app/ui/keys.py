"""Shortcuts by physical key, whatever the keyboard layout.

Trainees type with Georgian, Ukrainian, Russian, Thai, Armenian and Kazakh
layouts. There the key marked N gives "т" (Ukrainian) or "ნ" (Georgian), so a
shortcut written as N, Ctrl+E or a choice letter (Y, C, F...) never matches,
unless the system also has a Latin layout that Qt can look the key up in.

What the app does (one rule, for every window and dialog):

* :class:`LatinKeys` is an application-wide event filter (installed by the main window
  once it has painted first: app.ui.main_window). For a key press whose
  key is a character that is not Latin (a letter or a digit of another script;
  function keys, Space, arrows and Latin keys are left alone), it reads which
  physical key was pressed from the native scan code (X11 and Wayland: the xkb
  keycode, evdev + 8; Windows: the set-1 scan code; macOS: the virtual key, which
  names the physical key there), takes the letter or digit the US layout prints
  on that key, and triggers the enabled action of the window, or the visible
  and enabled button, whose shortcut is that key with the same modifiers. So the
  physical N deals, Ctrl + the physical E sets up a hand, the physical Y answers
  "yes". Nothing is remapped while a text field has the keyboard and the key
  types a character there (no modifier but Shift): the trainee is typing.
* Every command also has a key that no layout changes: F-keys on the table
  (F5 new hand, F2 set up, F7 auto play, F6 seats follow the strategy, F8 keep
  dealing, F9 panel, F11 presenter), and digits 1 to 5 for the table's choices
  (:data:`TABLE_CHOICE_DIGITS`) and 1 to 9 for a trainer question's choices, in
  the order shown. Digits sit on the same keys in all six layouts, and where a
  layout prints other characters on them (Thai: letters, and "/" and "-" on the 2
  and 3 keys) the scan code maps them too.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QCoreApplication, QEvent, QKeyCombination, QObject, Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

from app.core.games.registry import CHOICES

# The comma after M: Ctrl+, (settings) on the key that prints "б" in Ukrainian, "ბ" in Georgian.
_US_ROWS = ("1234567890", "QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM,")

# The xkb keycodes (X11, Wayland: evdev code + 8) of the US rows, left to right.
_XKB_FIRST = (10, 24, 38, 52)
# Windows' set-1 scan codes of the same rows.
_WINDOWS_FIRST = (0x02, 0x10, 0x1E, 0x2C)


def _rows(firsts: tuple[int, ...]) -> dict[int, str]:
    return {first + i: ch for first, row in zip(firsts, _US_ROWS, strict=True)
            for i, ch in enumerate(row)}


XKB_SCAN_CODES: dict[int, str] = _rows(_XKB_FIRST)
WINDOWS_SCAN_CODES: dict[int, str] = _rows(_WINDOWS_FIRST)
# macOS virtual key codes (kVK_ANSI_*), which name physical keys.
MAC_VIRTUAL_KEYS: dict[int, str] = {
    0x00: "A", 0x01: "S", 0x02: "D", 0x03: "F", 0x04: "H", 0x05: "G", 0x06: "Z", 0x07: "X",
    0x08: "C", 0x09: "V", 0x0B: "B", 0x0C: "Q", 0x0D: "W", 0x0E: "E", 0x0F: "R", 0x10: "Y",
    0x11: "T", 0x12: "1", 0x13: "2", 0x14: "3", 0x15: "4", 0x16: "6", 0x17: "5", 0x19: "9",
    0x1A: "7", 0x1C: "8", 0x1D: "0", 0x1F: "O", 0x20: "U", 0x22: "I", 0x23: "P", 0x25: "L",
    0x26: "J", 0x28: "K", 0x2B: ",", 0x2D: "N", 0x2E: "M",
}

# The table's choices by digit, in the registry's order (app.core.games.registry.CHOICES).
TABLE_CHOICE_DIGITS = {choice: str(n) for n, choice in enumerate(CHOICES, start=1) if n <= 9}

_MODIFIERS = (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
              | Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.MetaModifier)


def latin_key(event: QKeyEvent, platform: Optional[str] = None) -> Optional[str]:
    """The US letter or digit (or the comma after M) on the physical key of ``event`` when
    the layout gives a character of another script there, or punctuation on the digit row
    (the Thai layout's "/" and "-" on the 2 and 3 keys); None for a Latin letter or digit,
    a key with no character (F-keys, arrows, Space) or a key outside the letter and digit
    rows."""
    key = event.key()
    if key >= 0x01000000 or 0x20 <= key < 0x80 and chr(key).isalnum():
        return None  # a special key, or a Latin letter or digit already
    punctuation = 0x20 <= key < 0x80  # "/" or "-" on the Thai 2 and 3 keys
    if key == 0 and (not event.text() or event.text().isascii()):
        return None
    platform = platform if platform is not None else QGuiApplication.platformName()
    if platform == "windows":
        latin = WINDOWS_SCAN_CODES.get(event.nativeScanCode() & 0xFF)
    elif platform == "cocoa":
        latin = MAC_VIRTUAL_KEYS.get(event.nativeVirtualKey())
    else:
        latin = XKB_SCAN_CODES.get(event.nativeScanCode())
    if punctuation and not (latin and latin.isdigit()):
        return None  # punctuation off the digit row is what it says
    return latin


def _typing(widget: Optional[QWidget], event: QKeyEvent) -> bool:
    """True when ``widget`` takes the key as text (a field, no modifier but Shift)."""
    if widget is None or event.modifiers() & ~(Qt.KeyboardModifier.ShiftModifier
                                               | Qt.KeyboardModifier.KeypadModifier):
        return False
    if isinstance(widget, QLineEdit | QAbstractSpinBox):
        return not (isinstance(widget, QLineEdit) and widget.isReadOnly())
    if isinstance(widget, QTextEdit | QPlainTextEdit):
        return not widget.isReadOnly()
    return isinstance(widget, QComboBox) and widget.isEditable()


def _sequence(event: QKeyEvent, latin: str) -> QKeySequence:
    mods = event.modifiers() & _MODIFIERS
    return QKeySequence(QKeyCombination(mods, Qt.Key(ord(latin))))


def _visible(button: QAbstractButton) -> bool:
    return button.isVisible() and button.isEnabled()


def trigger(window: QWidget, sequence: QKeySequence) -> bool:
    """Trigger what ``sequence`` is the shortcut of in ``window``: an enabled action, else a
    visible and enabled button. True when something was triggered."""
    for action in window.findChildren(QAction):
        if action.isEnabled() and sequence in action.shortcuts():
            action.trigger()
            return True
    for button in window.findChildren(QAbstractButton):
        if button.shortcut() == sequence and _visible(button):
            button.click()
            return True
    for shortcut in window.findChildren(QShortcut):
        owner = shortcut.parent()
        if (shortcut.isEnabled() and shortcut.key() == sequence and isinstance(owner, QWidget)
                and owner.isVisible() and owner.isEnabled()):
            shortcut.activated.emit()
            return True
    return False


class LatinKeys(QObject):
    """The application's event filter that makes shortcuts follow the physical key."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() != QEvent.Type.KeyPress or not isinstance(watched, QWidget):
            return False
        assert isinstance(event, QKeyEvent)
        latin = latin_key(event)
        if latin is None:
            return False
        focus = QApplication.focusWidget() or watched
        if _typing(focus, event):
            return False
        if trigger(watched.window(), _sequence(event, latin)):
            event.accept()
            return True
        return False


def install(app: QCoreApplication) -> LatinKeys:
    """Install the filter once on ``app`` (a second call gives the same filter)."""
    existing = app.findChild(LatinKeys)
    if existing is not None:
        return existing
    keys = LatinKeys(app)
    app.installEventFilter(keys)
    return keys
