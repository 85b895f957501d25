"""The fonts Qt sees on Linux: the bundled ones, and the desktop's only as a fallback.

Qt finds fonts through fontconfig on Linux and the BSDs. Left to the desktop's setup, a
family the app bundles ("Noto Sans") may also be installed in another version, and Qt
may take that one, with other widths. So before the QApplication is made,
``FONTCONFIG_FILE`` points at a setup of the app's own: the desktop's setup
(``FONTCONFIG_FILE`` as found, or fontconfig's own ``fonts.conf``) with every font of a
bundled family refused. The bundled fonts come in as the application's own
(``QFontDatabase.addApplicationFont``, app.i18n.load_fonts), so each family the app asks
for is its own file, while a letter no bundled font has (a trainee's name in Chinese, say)
is still drawn by a desktop font. The setup is written to a folder of the user's own
(``$XDG_RUNTIME_DIR``, else ``~/.cache``); where it cannot be, the bundled fonts alone
(``assets/fonts/fonts.conf``). The variable is put back once Qt has read its fonts
(``restore``), so programs the app starts get the desktop's setup. Windows and macOS have
no fontconfig: there no installed font has a bundled family's name unless the user
installed Noto, and every character of the app's texts is in the bundled fonts
(tests/test_fonts.py).
"""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
from pathlib import Path
from typing import Optional
from zlib import crc32

from app.system.paths import fonts_dir

VARIABLE = "FONTCONFIG_FILE"
_state: dict[str, Optional[str]] = {}  # "found": the variable as found; "ours": our file


def escape(text: str) -> str:
    """``text`` as XML character data (as xml.sax.saxutils.escape, whose import brings in
    urllib, http and email: a tenth of the start's imports for three replacements)."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def setup_text(families: list[str], desktop: str) -> str:
    """The app's fontconfig setup: ``desktop`` without any font of the bundled
    ``families``."""
    refused = "".join(f'<pattern><patelt name="family"><string>{escape(f)}</string></patelt>'
                      f"</pattern>" for f in families)
    return (f'<?xml version="1.0"?>\n<fontconfig>\n'
            f'  <include ignore_missing="yes">{escape(desktop)}</include>\n'
            f"  <selectfont><rejectfont>{refused}</rejectfont></selectfont>\n</fontconfig>\n")


def _own_folder() -> Path:
    """A folder only this user writes in."""
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    base = Path(runtime) if runtime and os.path.isabs(runtime) else Path.home() / ".cache"
    folder = base / "holdem-trainer"
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    return folder


def _write(text: str) -> Path:
    """``text`` in the user's own folder, under a name made of it (its CRC-32: hashlib
    brings in OpenSSL, a start-up cost; a file of that name holding other text is written
    over), put in place whole."""
    data = text.encode("utf-8")
    path = _own_folder() / f"fonts-{crc32(data):08x}.conf"
    with contextlib.suppress(OSError):
        if path.read_bytes() == data:
            return path
    fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
        os.replace(tmp, path)
    finally:
        with contextlib.suppress(OSError):
            os.unlink(tmp)  # gone already once put in place
    return path


def use_app_setup(families: list[str]) -> None:
    """Before the QApplication: point fontconfig at the app's setup."""
    if sys.platform in ("win32", "darwin"):
        return
    if "found" not in _state:
        _state["found"] = os.environ.get(VARIABLE)
    found = _state["found"]
    desktop = os.path.abspath(found) if found else "fonts.conf"  # fontconfig finds its own
    try:
        ours = str(_write(setup_text(families, desktop)))
    except (OSError, ValueError):  # no folder of the user's, or a name it cannot write
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
