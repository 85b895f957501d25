"""Keep the translation files in step with the code: ``python -m app.i18n.tools``.

``update`` runs pyside6-lupdate over ``app/`` into ``i18n/*.ts`` (new strings
appear as unfinished, removed ones are marked obsolete); ``release`` compiles
them to the ``.qm`` files the app loads. The tests fail when either is stale.

``fill FILE.json LANG`` writes translations made outside Qt Linguist into a
language's file: a JSON list of ``{"context", "source", "translation"}``, the
translation a list of forms for a ``%n`` text. Finished translations are
replaced too (a corrected term), then run ``release``.
"""

from __future__ import annotations

import html
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

from app.system.paths import i18n_dir, resource_root

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


def _xml(text: str) -> str:
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace("'", "&apos;").replace('"', "&quot;"))


def fill(entries: list[dict], lang: str, folder: Path | None = None) -> tuple[int, list[str]]:
    """Write ``entries`` into ``lang``'s .ts file; the count written, and the entries that
    name no message of the file or give the wrong number of plural forms."""
    path = ts_path(lang, folder)
    text = path.read_text(encoding="utf-8")
    wanted = {(e["context"], e["source"]): e["translation"] for e in entries}
    used: set[tuple[str, str]] = set()
    problems: list[str] = []

    def message(context: str, m: re.Match) -> str:
        body = m.group(0)
        source = html.unescape(re.search(r"<source>(.*?)</source>", body, re.S).group(1))
        key = (context, source)
        if key not in wanted:
            return body
        used.add(key)
        value = wanted[key]
        head = body[:body.index("<translation")]
        tail = body[body.index("</translation>") + len("</translation>"):] \
            if "</translation>" in body else body[body.index("/>", body.index("<translation")) + 2:]
        if 'numerus="yes"' in body:
            forms = body.count("<numerusform")
            if not isinstance(value, list) or len(value) != forms:
                problems.append(f"{context}: {source!r} needs {forms} plural forms")
                return body
            inner = "".join(f"\n            <numerusform>{_xml(v)}</numerusform>" for v in value)
            return f"{head}<translation>{inner}\n        </translation>{tail}"
        if not isinstance(value, str):
            problems.append(f"{context}: {source!r} is not a plural text")
            return body
        return f"{head}<translation>{_xml(value)}</translation>{tail}"

    def context(cm: re.Match) -> str:
        name = html.unescape(cm.group(1))
        return re.sub(r"<message[^>]*>.*?</message>", lambda m: message(name, m), cm.group(0),
                      flags=re.S)

    text = re.sub(r"<context>\s*<name>(.*?)</name>.*?</context>", context, text, flags=re.S)
    path.write_text(text, encoding="utf-8")
    problems += [f"{c}: {s!r} is not in the file" for c, s in wanted if (c, s) not in used]
    return len(used), problems


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "fill":
        done, unmatched = fill(json.loads(Path(sys.argv[2]).read_text(encoding="utf-8")),
                               sys.argv[3])
        print(f"{done} translations written", *unmatched, sep="\n")
        sys.exit(0)
    command = sys.argv[1] if len(sys.argv) > 1 else "all"
    if command in ("update", "all"):
        update()
    if command in ("release", "all"):
        release()
