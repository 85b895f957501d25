"""The one-folder build: what the spec's filter keeps of Qt, and how the build is wired up."""

import ast
import importlib.util
import re
import shutil
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("qt_filter", ROOT / "packaging" / "qt_filter.py")
qt_filter = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(qt_filter)

KEPT = [
    "PySide6/Qt/plugins/platforms/libqxcb.so",
    "PySide6/Qt/plugins/platforms/libqoffscreen.so",
    "PySide6\\plugins\\platforms\\qwindows.dll",
    "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
    "PySide6\\plugins\\styles\\qmodernwindowsstyle.dll",
    "PySide6/Qt/plugins/platforminputcontexts/libcomposeplatforminputcontextplugin.so",
    "PySide6/Qt/plugins/platforminputcontexts/libibusplatforminputcontextplugin.so",
    "PySide6/QtCore.abi3.so", "PySide6/QtGui.abi3.so", "PySide6\\QtWidgets.pyd",
    "PySide6/Qt/lib/libQt6Core.so.6", "PySide6\\Qt6Gui.dll", "libicudata.so.73",
    "PySide6/libpyside6.abi3.so.6.11", "shiboken6/Shiboken.abi3.so",
    "assets/fonts/NotoSansGeorgian-Regular.ttf", "i18n/holdem_trainer_ka.qm",
]
DROPPED = [
    ("PySide6/Qt/plugins/platforms/libqwayland.so", "Qt platforms plugin not used"),
    ("PySide6/Qt/plugins/platforms/libqeglfs.so", "Qt platforms plugin not used"),
    ("PySide6\\plugins\\platforms\\qdirect2d.dll", "Qt platforms plugin not used"),
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", "Qt plugins of kind platformthemes"),
    ("PySide6/Qt/plugins/imageformats/libqjpeg.so", "Qt plugins of kind imageformats"),
    ("PySide6\\plugins\\tls\\qopensslbackend.dll", "Qt plugins of kind tls"),
    ("PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so",
     "Qt plugins of kind wayland-shell-integration"),
    ("PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so",
     "Qt platforminputcontexts plugin not used"),
    ("PySide6/QtNetwork.abi3.so", "PySide6 module not imported"),
    ("PySide6\\QtQml.pyd", "PySide6 module not imported"),
    ("PySide6/Qt/translations/qtbase_ka.qm", "Qt translations"),
    ("PySide6\\translations\\qt_uk.qm", "Qt translations"),
    ("PySide6/Qt/qml/QtQuick/Controls/qmldir", "Qt qml"),
    ("PySide6\\opengl32sw.dll", "software OpenGL"),
]


@pytest.mark.parametrize("name", KEPT)
def test_what_the_app_needs_is_kept(name):
    assert qt_filter.drop_reason(name) is None


@pytest.mark.parametrize("name,reason", DROPPED)
def test_unused_qt_files_are_left_out_with_a_reason(name, reason):
    assert qt_filter.drop_reason(name) == reason


def test_a_symbolic_link_goes_with_its_target():
    toc = [("PySide6/Qt/plugins/platforms/libqwayland.so", "/src/libqwayland.so", "BINARY"),
           ("libqwayland.so", "PySide6/Qt/plugins/platforms/libqwayland.so", "SYMLINK"),
           ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK")]
    dropped = []
    assert qt_filter.filter_toc(toc, dropped) == [toc[2]]
    assert [name for name, _ in dropped] == [toc[0][0], toc[1][0]]
    assert qt_filter.prune_symlinks([toc[2]], []) == []


def test_libraries_only_dropped_plugins_linked_to_are_pruned():
    links = {
        "/s/QtWidgets.abi3.so": ["libQt6Widgets.so.6", "libpyside6.abi3.so.6"],
        "/s/libQt6Widgets.so.6": ["libQt6Gui.so.6"],
        "/s/libQt6Gui.so.6": ["libQt6Core.so.6", "libQt6DBus.so.6", "/usr/lib/libGL.so.1"],
        "/s/libqxcb.so": ["libQt6XcbQpa.so.6"],
        "/s/libQt6XcbQpa.so.6": ["libxcb-cursor.so.0"],
        "/s/libQt6Network.so.6": ["libssl.so.3"],
        "/s/libgtk-3.so.0": ["libcairo.so.2"],
    }
    toc = [("PySide6/QtWidgets.abi3.so", "/s/QtWidgets.abi3.so", "EXTENSION"),
           ("PySide6/Qt/plugins/platforms/libqxcb.so", "/s/libqxcb.so", "BINARY"),
           ("libpython3.11.so.1.0", "/s/libpython3.11.so.1.0", "BINARY")]
    toc += [(name, f"/s/{name}", "BINARY") for name in (
        "libQt6Widgets.so.6", "libQt6Gui.so.6", "libQt6Core.so.6", "libQt6DBus.so.6",
        "libpyside6.abi3.so.6", "libQt6XcbQpa.so.6", "libxcb-cursor.so.0",
        "libQt6Network.so.6", "libssl.so.3", "libgtk-3.so.0", "libcairo.so.2")]
    dropped = []
    kept = qt_filter.prune_unreachable(toc, lambda src: links.get(src, []), dropped)
    assert sorted(name for name, _ in dropped) == [
        "libQt6Network.so.6", "libcairo.so.2", "libgtk-3.so.0", "libssl.so.3"]
    assert len(kept) == len(toc) - 4 and kept[0] == toc[0]


def test_library_names_are_matched_without_regard_to_case():
    toc = [("PySide6/QtCore.pyd", "C:/s/QtCore.pyd", "EXTENSION"),
           ("PySide6\\Qt6Core.dll", "C:/s/Qt6Core.dll", "BINARY")]
    kept = qt_filter.prune_unreachable(toc, lambda src: ["QT6CORE.DLL"] if "QtCore" in src else [])
    assert kept == toc


def test_the_summary_counts_each_reason():
    text = qt_filter.summary([("a", "Qt translations"), ("b", "Qt translations"), ("c", "x")])
    assert text.splitlines() == ["     2  Qt translations", "     1  x"]


def test_the_spec_builds_a_windowed_folder_with_the_resources_and_the_filter():
    spec = (ROOT / "build.spec").read_text(encoding="utf-8")
    ast.parse(spec)
    for needed in ('"i18n", "*.qm"', '"assets", "fonts"', '"assets", "scenarios"',
                   '"assets", "rules"',
                   "console=False", "qt_filter.filter_toc(a.binaries", "prune_unreachable",
                   "prune_symlinks", "COLLECT(", 'NAME = "holdem-trainer"',
                   '"packaging", "entry.py"'):
        assert needed in spec, needed


def test_pyinstaller_is_a_build_extra_not_a_runtime_dependency():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert not any("pyinstaller" in d.lower() for d in project["dependencies"])
    assert project["optional-dependencies"]["build"] == ["pyinstaller>=6"]


def test_ci_builds_the_spec_and_runs_the_built_self_test_within_the_size_budget():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert ".venv/bin/pyinstaller --noconfirm --clean build.spec" in ci
    assert "QT_QPA_PLATFORM=offscreen dist/holdem-trainer/holdem-trainer --self-test" in ci
    assert "du -sh dist/holdem-trainer" in ci and "200" in ci


def test_the_entry_script_is_the_command_line():
    entry = (ROOT / "packaging" / "entry.py").read_text(encoding="utf-8")
    assert "from app.commands.cli import main" in entry and "sys.exit(main())" in entry


def test_the_windows_installer_installs_for_every_user_and_keeps_their_progress():
    """packaging/windows/holdem-trainer.iss (Inno Setup; built on Windows only): per machine
    into Program Files from the one-folder build, one fixed AppId, the version given on the
    command line with pyproject.toml's as the default, and no [UninstallDelete] section, so
    uninstalling never touches a user's data folder."""
    iss = (ROOT / "packaging" / "windows" / "holdem-trainer.iss").read_text(encoding="utf-8")
    entries = [line for line in iss.splitlines() if line.strip() and not line.startswith(";")]
    sections = [line for line in entries if line.startswith("[")]
    assert sections == ["[Setup]", "[Languages]", "[Tasks]", "[InstallDelete]", "[Files]",
                        "[Icons]", "[Run]"]
    for needed in ("PrivilegesRequired=admin", r"DefaultDirName={autopf}\{#AppName}",
                   r'Source: "..\..\dist\holdem-trainer\*"; DestDir: "{app}"',
                   'MessagesFile: "compiler:Default.isl"',
                   r'MessagesFile: "compiler:Languages\Ukrainian.isl"',
                   'Name: "desktopicon"', r'Type: filesandordirs; Name: "{app}\_internal"'):
        assert any(needed in line for line in entries), needed
    assert any("desktopicon" in line and "Flags: unchecked" in line for line in entries)
    assert re.search(r"^AppId=\{\{[0-9A-F]{8}(-[0-9A-F]{4}){3}-[0-9A-F]{12}\}$", iss, re.M)
    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert f'#ifndef AppVersion\n  #define AppVersion "{version["version"]}"\n#endif' in iss
    assert "{userappdata}" not in iss and "{localappdata}" not in iss


@pytest.mark.skipif(sys.platform == "win32" or shutil.which("bash") is None
                    or shutil.which("sed") is None,
                    reason="needs bash and sed (Linux's and macOS's; Windows' bash may be WSL's)")
def test_hosted_ci_runs_the_readmes_own_lines_on_linux_windows_and_macos():
    """.github/workflows/ci.yml reads the README's test command and Linux libraries from the
    README (its sed lines, run here), so they are written once."""
    import subprocess

    from tests.test_readme import quick_start_lines

    ci = (ROOT / ".github" / "workflows" / "ci.yml").read_text(encoding="utf-8")
    assert "os: [ubuntu-latest, windows-latest, macos-latest]" in ci
    command = "sed -n 's/^    \\(python3 -m venv .venv && .*pytest.*\\)$/\\1/p' README.md"
    packages = "sed -n 's/^ *sudo apt-get install //p' README.md"
    assert command in ci and packages in ci

    def run(line: str) -> str:
        return subprocess.run(["bash", "-c", line], cwd=ROOT, capture_output=True, text=True,
                              check=True).stdout.strip()
    assert run(command) == quick_start_lines()[1]
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert f"sudo apt-get install {run(packages)}\n" in readme and "libxcb-cursor0" in run(packages)
    for needed in (".venv/bin/ruff check app tests benchmarks packaging", ".venv/bin/mypy",
                   ".venv/bin/lint-imports",
                   ".venv/bin/vulture app tools/vulture_whitelist.py --min-confidence 60",
                   "pyinstaller --noconfirm --clean build.spec", "--self-test",
                   "QT_QPA_PLATFORM=offscreen", "HOLDEM_TRAINER_HOME=",
                   "choco install innosetup", '"/DAppVersion=$version"',
                   r"packaging\windows\holdem-trainer.iss", "actions/upload-artifact@v4"):
        assert needed in ci, needed
