"""Keep the translation files in step with the code: ``python -m app.i18n_tools``.

``update`` runs pyside6-lupdate over ``app/`` into ``i18n/*.ts`` (new strings
appear as unfinished, removed ones are marked obsolete); ``release`` compiles
them to the ``.qm`` files the app loads. The tests fail when either is stale.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from app.paths import i18n_dir, resource_root

TRANSLATED = ("ka", "uk", "th", "kk", "hy")


def _tool(name: str) -> str:
    here = Path(sys.executable).parent / name
    found = str(here) if here.exists() else shutil.which(name)
    if not found:
        raise SystemExit(f"{name} was not found; it comes with PySide6-Essentials")
    return found


def ts_path(lang: str, folder: Path | None = None) -> Path:
    return (folder or i18n_dir()) / f"holdem_trainer_{lang}.ts"


def update(folder: Path | None = None) -> None:
    """Refresh the .ts files (in ``folder``, default i18n/) from the source code."""
    root = resource_root()
    targets = [str(ts_path(lang, folder)) for lang in TRANSLATED]
    subprocess.run([_tool("pyside6-lupdate"), "-extensions", "py", "-locations", "none",
                    "-no-obsolete", str(root / "app"), "-ts", *targets],
                   check=True, capture_output=True, cwd=root)


def release(folder: Path | None = None) -> None:
    """Compile the .ts files to .qm files beside them."""
    for lang in TRANSLATED:
        ts = ts_path(lang, folder)
        subprocess.run([_tool("pyside6-lrelease"), str(ts), "-qm", str(ts.with_suffix(".qm"))],
                       check=True, capture_output=True)


if __name__ == "__main__":
    command = sys.argv[1] if len(sys.argv) > 1 else "all"
    if command in ("update", "all"):
        update()
    if command in ("release", "all"):
        release()
