"""The version: pyproject.toml's, printed by ``python -m app --version`` and shown by
Help > About (pyproject.toml read here with tomllib, apart from the app)."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

from PySide6.QtWidgets import QLabel

ROOT = Path(__file__).resolve().parent.parent
RELEASED = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
    "version"]


def test_python_m_app_version_prints_pyproject_s_version_and_exits_0():
    done = subprocess.run([sys.executable, "-m", "app", "--version"], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stderr == ""
    assert done.stdout == f"Hold'em Dealer Trainer {RELEASED}\n"


def test_the_package_s_version_is_pyproject_s():
    import app

    assert app.__version__ == RELEASED


def test_help_about_shows_the_name_and_the_version(main_window, qtbot):
    w = main_window
    assert w.act_about in w.menu_help.actions()
    assert w.act_about.text() == "&About Hold'em Dealer Trainer..."
    w.act_about.trigger()
    from app.ui.about_dialog import AboutDialog

    about = next(d for d in w.findChildren(AboutDialog) if d.isVisible())
    qtbot.waitExposed(about)
    texts = [label.text() for label in about.findChildren(QLabel)]
    assert "Hold'em Dealer Trainer" in texts
    assert f"Version {RELEASED}" in texts
    assert any("SIL Open Font License" in t for t in texts)
    about.close()
    qtbot.waitUntil(lambda: not any(d.isVisible() for d in w.findChildren(AboutDialog)))


def test_help_about_is_offered_during_an_exam(main_window):
    """The exam lock keeps the rules pages away, not the version."""
    from app.core.trainer.exam import ExamSpec

    w = main_window
    w.trainer_controller.start_exam(ExamSpec(("ch.aa_bonus",), 2, 5, 50, 1, 7))
    assert not w.act_rules.isEnabled() and w.act_about.isEnabled()
