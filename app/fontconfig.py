"""The fonts Qt sees on Linux: the bundled ones first, and the desktop's only as a fallback.

Qt finds fonts through fontconfig on Linux and the BSDs. Left to the desktop's setup, a
family the app bundles ("Noto Sans") may also be installed in another version, and Qt
may take that one, with other widths; hinting is the desktop's setting too. So before
the QApplication is made, ``FONTCONFIG_FILE`` points at a setup of the app's own: the
bundled fonts, then the desktop's setup (``FONTCONFIG_FILE`` as found, or
``/etc/fonts/fonts.conf``) with every copy of a bundled family refused, so each family
the app asks for is its own file, while a letter no bundled font has (a trainee's name in
Chinese, say) is still drawn by a desktop font. The variable is put back once Qt has read
its fonts (``restore``), so programs the app starts get the desktop's fonts. Windows and
macOS have no fontconfig: there no installed font has a bundled family's name unless the
user installed Noto, and every character of the app's texts is in the bundled fonts
(tests/test_fonts.py).
"""

from __future__ import annotations

import hashlib
import os
import sys
import tempfile
from pathlib import Path
from typing import Optional
from xml.sax.saxutils import escape

from app.paths import fonts_dir

VARIABLE = "FONTCONFIG_FILE"
SYSTEM_SETUP = "/etc/fonts/fonts.conf"
_state: dict[str, Optional[str]] = {}  # "found": the variable as found; "ours": our file


def setup_text(families: list[str], desktop: str) -> str:
    """The app's fontconfig setup: the bundled fonts, then ``desktop`` without any other
    font of the bundled ``families``."""
    folder = escape(str(fonts_dir().resolve()))
    refused = "".join(f"<pattern><patelt name=\"family\"><string>{escape(f)}</string></patelt>"
                      f"</pattern>" for f in families)
    return (f'<?xml version="1.0"?>\n<fontconfig>\n  <dir>{folder}</dir>\n'
            f'  <include ignore_missing="yes">{escape(desktop)}</include>\n'
            f"  <selectfont>\n    <acceptfont><glob>{folder}/*</glob></acceptfont>\n"
            f"    <rejectfont>{refused}</rejectfont>\n  </selectfont>\n</fontconfig>\n")


def _write(text: str) -> Path:
    """``text`` in the temporary folder, under a name made of it (two copies of the app
    write the same file), put in place whole."""
    name = f"holdem-trainer-fonts-{hashlib.sha256(text.encode()).hexdigest()[:16]}.conf"
    path = Path(tempfile.gettempdir()) / name
    if not path.is_file() or path.read_text(encoding="utf-8") != text:
        fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
        os.replace(tmp, path)
    return path


def use_app_setup(families: list[str]) -> None:
    """Before the QApplication: point fontconfig at the app's setup. Where the temporary
    folder cannot be written, the bundled fonts alone (``assets/fonts/fonts.conf``)."""
    if sys.platform in ("win32", "darwin"):
        return
    if "found" not in _state:
        _state["found"] = os.environ.get(VARIABLE)
    desktop = _state["found"] or SYSTEM_SETUP
    try:
        ours = str(_write(setup_text(families, desktop)))
    except OSError:
        ours = str(fonts_dir() / "fonts.conf")
    _state["ours"] = ours
    os.environ[VARIABLE] = ours


def restore() -> None:
    """Once Qt has read its fonts: the variable as the app found it."""
    if not _state.get("ours") or os.environ.get(VARIABLE) != _state["ours"]:
        return
    found = _state.get("found")
    if found is None:
        del os.environ[VARIABLE]
    else:
        os.environ[VARIABLE] = found
