"""Portable mode: a ``portable`` file or ``--portable`` keeps all data beside the program."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.commands import cli
from app.system import paths
from app.system.settings import Settings

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "assets" / "scenarios" / "ch_worked_1_trip_aces.json"


@pytest.fixture
def program(tmp_path, monkeypatch):
    """A program folder of its own, no environment override, portable switch off."""
    folder = tmp_path / "stick" / "holdem-trainer"
    folder.mkdir(parents=True)
    monkeypatch.setattr(paths, "program_dir", lambda: folder)
    monkeypatch.setattr(paths, "_portable_switch", False)
    monkeypatch.delenv(paths.HOME_ENV, raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "user-data"))
    return folder


def test_a_portable_file_beside_the_program_puts_every_folder_beside_it(program):
    (program / "portable").write_text("")
    data = program / "data"
    assert paths.data_mode() == "portable"
    assert paths.data_dir() == data and data.is_dir()
    assert paths.settings_file() == data / "settings.ini"
    assert paths.progress_file() == data / "progress.sqlite"
    assert paths.logs_dir() == data / "logs"


def test_the_portable_switch_does_the_same_without_the_file(program):
    paths.set_portable(True)
    assert paths.data_dir() == program / "data"


def test_the_portable_switch_on_the_command_line_turns_portable_mode_on(program, capsys):
    assert cli.main(["--portable", "settle", str(EXAMPLE)]) == 0
    assert json.loads(capsys.readouterr().out.splitlines()[0])["ok"] is True
    assert paths.portable_data_dir() == program / "data"


def test_settings_and_progress_are_written_beside_the_program(program, qtbot):
    from app.core.trainer.store import open_progress_store

    (program / "portable").write_text("")
    settings = Settings()
    settings.set("game", "holdem_bonus")
    settings.sync()
    store, moved, problem = open_progress_store(paths.progress_file())
    assert (moved, problem, store.problem) == (None, None, None)
    try:
        store.add_profile("Nino")
    finally:
        store.close()
    assert (program / "data" / "settings.ini").is_file()
    assert (program / "data" / "progress.sqlite").is_file()
    assert Settings(str(program / "data" / "settings.ini")).get("game") == "holdem_bonus"


def test_the_environment_variable_wins_over_portable_mode(program, tmp_path, monkeypatch):
    (program / "portable").write_text("")
    paths.set_portable(True)
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "classroom"))
    assert paths.data_mode() == "environment"
    assert paths.data_dir() == tmp_path / "classroom"


def test_a_folder_called_portable_is_not_the_marker(program):
    (program / "portable").mkdir()
    assert paths.portable_data_dir() is None


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG folders are Linux's")
def test_without_portable_mode_data_goes_to_the_users_data_folder(program, tmp_path):
    assert paths.data_mode() == "user"
    assert paths.data_dir() == tmp_path / "user-data" / paths.APP_NAME
    assert not (program / "data").exists()


def test_a_packaged_program_looks_beside_its_executable(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(tmp_path / "holdem-trainer.exe"))
    assert paths.program_dir() == tmp_path.resolve()


def test_from_source_the_program_folder_is_the_project_folder():
    assert paths.program_dir() == ROOT


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG folders are Linux's")
def test_the_user_data_folder_is_the_same_before_and_after_the_application_exists(tmp_path):
    code = ("from app.system.paths import data_dir; before = data_dir(); "
            "from PySide6.QtCore import QCoreApplication; a = QCoreApplication([]); "
            "a.setApplicationName(\"Hold'em Dealer Trainer\"); "
            "a.setOrganizationName('HoldemDealerTrainer'); print(before == data_dir())")
    env = {k: v for k, v in os.environ.items() if k != paths.HOME_ENV}
    env["XDG_DATA_HOME"] = str(tmp_path)
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True,
                          text=True)
    assert done.stdout.strip() == "True", done.stderr
