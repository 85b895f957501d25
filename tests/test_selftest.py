"""``python -m app --self-test``: one line per check, a summary, exit 0 only if all passed."""

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from app.commands import selftest

ROOT = Path(__file__).resolve().parent.parent
SUMMARY = re.compile(r"^self-test: (\d+) passed, (\d+) failed$")


def self_test(home: Path, *args: str, **env: str):
    environment = {**os.environ, "HOLDEM_TRAINER_HOME": str(home), **env}
    environment.pop("QT_QPA_PLATFORM", None)  # the self-test chooses offscreen itself
    return subprocess.run([sys.executable, "-m", "app", *args, "--self-test"], cwd=ROOT,
                          capture_output=True, text=True, env=environment, timeout=120)


def test_the_self_test_passes_from_source_with_a_line_per_check(tmp_path):
    done = self_test(tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert SUMMARY.match(lines[-1]).groups() == (str(len(selftest.CHECKS)), "0")
    for name, _ in selftest.CHECKS:
        assert any(line.startswith(f"ok   {name}:") for line in lines), name
    assert "no-limit: " in done.stdout and "core's scenario path" in done.stdout
    assert "Traceback" not in done.stdout + done.stderr
    assert done.stderr == ""


def test_the_self_test_keeps_its_data_in_a_temporary_folder_and_its_lines_in_the_log(tmp_path):
    done = self_test(tmp_path)
    assert done.returncode == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["logs"]  # no settings, no progress
    log = (tmp_path / "logs" / "holdem-trainer.log").read_text(encoding="utf-8")
    assert done.stdout.splitlines()[-1] in log


def test_a_failing_check_is_named_and_the_exit_code_is_not_zero(tmp_path):
    done = self_test(tmp_path, HOLDEM_TRAINER_SELFTEST_BREAK="translations")
    assert done.returncode == 1
    lines = done.stdout.splitlines()
    assert "FAIL translations: broken on purpose by HOLDEM_TRAINER_SELFTEST_BREAK" in lines
    assert SUMMARY.match(lines[-1]).groups() == (str(len(selftest.CHECKS) - 1), "1")
    assert "Traceback" not in done.stdout + done.stderr


def test_checks_that_need_the_window_fail_by_name_when_it_did_not_open(tmp_path):
    done = self_test(tmp_path, HOLDEM_TRAINER_SELFTEST_BREAK="main-window")
    assert done.returncode == 1
    assert "FAIL casino-holdem: needs the main window, which did not open" in done.stdout
    assert "ok   no-limit:" in done.stdout


def test_an_exception_inside_a_check_is_its_fail_line_not_a_traceback(tmp_path, capsys):
    def broken(run):
        raise KeyError("a key the check expected")

    checks = [("first", lambda run: "fine"), ("second", broken), ("third", lambda run: "also")]
    code = selftest.run_checks(selftest.SelfTestRun(tmp_path, None), checks)
    out = capsys.readouterr()
    assert code == 1
    assert out.out.splitlines() == ["ok   first: fine",
                                    "FAIL second: KeyError: 'a key the check expected'",
                                    "ok   third: also", "self-test: 2 passed, 1 failed"]
    assert "Traceback" not in out.out + out.err


def test_a_missing_translation_file_fails_the_resources_check_by_its_name(tmp_path, monkeypatch):
    monkeypatch.setattr("app.i18n.i18n_dir", lambda: tmp_path)
    with pytest.raises(selftest.CheckFailed, match=r"i18n/holdem_trainer_ka\.qm"):
        selftest.check_resources(selftest.SelfTestRun(tmp_path, None))


def test_the_self_test_takes_no_command(tmp_path):
    done = subprocess.run([sys.executable, "-m", "app", "--self-test", "settle", "-"], cwd=ROOT,
                          capture_output=True, text=True, input="")
    assert done.returncode == 2 and "--self-test takes no command" in done.stderr


def test_a_missing_qt_library_is_one_clear_line_not_a_traceback(tmp_path):
    """Block the Qt widgets module as a missing system library would."""
    import subprocess
    import sys

    code = ("import sys\n"
            "class Block:\n"
            "    def find_spec(self, name, path=None, target=None):\n"
            "        if name == 'PySide6.QtWidgets':\n"
            "            raise ImportError('libEGL.so.1: cannot open shared object file')\n"
            "sys.meta_path.insert(0, Block())\n"
            "from app.commands.cli import main\n"
            "sys.exit(main([]))\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env={"HOLDEM_TRAINER_HOME": str(tmp_path), "PATH": ""})
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "libEGL" in done.stderr and "README" in done.stderr
