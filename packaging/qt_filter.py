"""What the one-folder build keeps of the files PyInstaller collected for Qt (used by build.spec).

PyInstaller's PySide6 hooks collect every plugin of every kind QtGui might
load (Wayland, EGLFS, VNC, GTK themes, image formats, TLS...) and then every
system library those plugins link to; leaving modules out by name
(``excludes``) saves next to nothing. So the spec filters the analysis in
two steps:

1. ``filter_toc`` drops by name: Qt plugins the app cannot use, PySide6
   modules it does not import, Qt's own translations, QML, and the software
   OpenGL renderer of Windows builds.
2. ``prune_unreachable`` then drops every shared library that nothing kept
   still links to (a dropped plugin's GTK, OpenSSL, Wayland, the Qt modules
   only they needed), following the link-time imports from what is kept.

Entries are PyInstaller TOC tuples ``(dest_name, src_name, typecode)``; the
names may use ``/`` or ``\\``. This file imports nothing from PyInstaller, so
the tests can check it on sample names.
"""

from __future__ import annotations

import re
from collections import deque
from typing import Callable, Iterable, Optional

# The PySide6 modules the app imports (python -X importtime -m app --self-test).
PYSIDE_MODULES = {"QtCore", "QtGui", "QtWidgets", "QtPrintSupport"}  # PDF of a rules page
# Plugin kind -> the plugins of that kind kept (by name without "lib", "q" and the suffix);
# None keeps every plugin of the kind. Kinds not listed are dropped whole.
PLUGINS: dict[str, Optional[set[str]]] = {
    # X11 (Wayland desktops run it through XWayland), Windows, macOS, and the self-test's offscreen.
    "platforms": {"xcb", "windows", "cocoa", "offscreen"},
    # Compose keys and IBus input methods for typing names; not the QML virtual keyboard.
    "platforminputcontexts": {"composeplatforminputcontextplugin",
                              "ibusplatforminputcontextplugin"},
    "styles": None,  # the native look on Windows and macOS
}
SOFTWARE_GL = {"opengl32sw.dll", "d3dcompiler_47.dll"}

_PLUGIN = re.compile(r"(?:^|/)PySide6/(?:Qt/)?plugins/(?P<kind>[^/]+)/(?P<file>[^/]+)$")
_PYSIDE_MODULE = re.compile(r"(?:^|/)PySide6/(?P<module>Qt\w+?)(?:\.abi3)?(?:\.cpython[^/]*)?"
                            r"\.(?:so|pyd)$")
_QT_DATA = re.compile(r"(?:^|/)PySide6/(?:Qt/)?(?P<what>translations|qml|metatypes|libexec)/")


def _norm(name: str) -> str:
    return name.replace("\\", "/")


def _basename(name: str) -> str:
    return _norm(name).rsplit("/", 1)[-1]


def plugin_stem(file_name: str) -> str:
    """``libqxcb.so`` -> ``xcb``; ``qwindows.dll`` -> ``windows``; ``libqcocoa.dylib`` -> ``cocoa``."""
    stem = file_name.split(".", 1)[0]
    stem = stem[3:] if stem.startswith("lib") else stem
    return stem[1:] if stem.startswith("q") else stem


def drop_reason(dest_name: str) -> Optional[str]:
    """Why the build leaves this file out, or None to keep it."""
    name = _norm(dest_name)
    plugin = _PLUGIN.search(name)
    if plugin:
        kind, wanted = plugin["kind"], PLUGINS.get(plugin["kind"], set())
        if kind not in PLUGINS:
            return f"Qt plugins of kind {kind}"
        if wanted is not None and plugin_stem(plugin["file"]) not in wanted:
            return f"Qt {kind} plugin not used"
        return None
    module = _PYSIDE_MODULE.search(name)
    if module and module["module"] not in PYSIDE_MODULES:
        return "PySide6 module not imported"
    data = _QT_DATA.search(name)
    if data:
        return f"Qt {data['what']}"
    if _basename(name).lower() in SOFTWARE_GL:
        return "software OpenGL"
    return None


def filter_toc(toc: Iterable[tuple], dropped: Optional[list] = None) -> list[tuple]:
    """The entries ``drop_reason`` keeps; the others go to ``dropped`` as (dest, reason).

    A symbolic link goes with its target.
    """
    kept, gone = [], set()
    entries = list(toc)
    for entry in entries:
        reason = drop_reason(entry[0])
        if reason is None and entry[2] == "SYMLINK":
            reason = drop_reason(entry[1])
        if reason is None:
            kept.append(entry)
        else:
            gone.add(_norm(entry[0]))
            if dropped is not None:
                dropped.append((entry[0], reason))
    return [e for e in kept if not (e[2] == "SYMLINK" and _norm(e[1]) in gone)]


def _is_root(entry: tuple) -> bool:
    """Loaded by name, not linked to: Python extensions, Qt plugins, Python's own library."""
    dest, _, typecode = entry
    base = _basename(dest).lower()
    return (typecode != "BINARY" or _PLUGIN.search(_norm(dest)) is not None
            or base.startswith(("libpython", "python3")))


def prune_unreachable(binaries: Iterable[tuple], imports_of: Callable[[str], Iterable[str]],
                      dropped: Optional[list] = None) -> list[tuple]:
    """Keep the roots and every shared library they link to, directly or not.

    ``imports_of(src_name)`` gives the names of the libraries a file links to
    (only their last path part counts, without regard to case).
    """
    entries = list(binaries)
    by_name: dict[str, list[tuple]] = {}
    for entry in entries:
        by_name.setdefault(_basename(entry[0]).lower(), []).append(entry)
    reached = {id(e) for e in entries if _is_root(e)}
    queue = deque(e for e in entries if id(e) in reached)
    while queue:
        for imported in imports_of(queue.popleft()[1]):
            for entry in by_name.get(_basename(imported).lower(), ()):
                if id(entry) not in reached:
                    reached.add(id(entry))
                    queue.append(entry)
    if dropped is not None:
        dropped.extend((e[0], "no kept file links to it") for e in entries if id(e) not in reached)
    return [e for e in entries if id(e) in reached]


def prune_symlinks(datas: Iterable[tuple], binaries: Iterable[tuple]) -> list[tuple]:
    """Drop the symbolic links whose target is no longer among the binaries."""
    targets = {_norm(e[0]) for e in binaries}
    return [e for e in datas if e[2] != "SYMLINK" or _norm(e[1]) in targets]


def summary(dropped: list[tuple[str, str]]) -> str:
    """One line per reason with how many files it left out."""
    counts: dict[str, int] = {}
    for _, reason in dropped:
        counts[reason] = counts.get(reason, 0) + 1
    return "\n".join(f"  {n:4d}  {reason}" for reason, n in sorted(counts.items()))
