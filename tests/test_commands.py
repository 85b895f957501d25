"""Every command of ``python -m app`` answers ``--help`` and ``--version``; what a command
reads is bounded (``/dev/zero`` and a file just over the bound are refused in one line, exit
2); what it writes is only ever a regular file, replaced whole (CLI.md)."""

from __future__ import annotations

import argparse
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from app import __version__
from app.commands.cli import _build_parser, main
from app.core.errors import StoreError, TooLargeError
from app.core.whole_file import MAX_READ, read_bounded, refusal_to_replace, write_whole

ROOT = Path(__file__).resolve().parent.parent
ZERO = Path("/dev/zero")
FULL = Path("/dev/full")
needs_devices = pytest.mark.skipif(not (ZERO.exists() and FULL.exists()),
                                   reason="a system with /dev/zero and /dev/full")


def commands() -> list[str]:
    """The subcommands as the parser has them (a new command is tested without a list)."""
    parser = _build_parser()
    found = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    assert len(found) == 1
    return sorted(found[0].choices)


def app(*args: str, stdin=None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "app", *args], capture_output=True, text=True,
                          cwd=ROOT, stdin=stdin, timeout=120)


def one_line_refusal(done: subprocess.CompletedProcess, words: str) -> None:
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1 and words in done.stderr, done.stderr


# -- --help and --version ------------------------------------------------------------------
def test_the_commands_are_found_in_the_parser():
    assert {"settle", "shot", "worksheet", "odds", "questions"} <= set(commands())


@pytest.mark.parametrize("args", [[], *([c] for c in commands())], ids=lambda a: " ".join(a)
                         or "app")
def test_every_command_answers_help(args, capsys):
    with pytest.raises(SystemExit) as ended:
        main([*args, "--help"])
    out, err = capsys.readouterr()
    assert ended.value.code == 0 and err == ""
    assert out.startswith("usage: python -m app") and "Traceback" not in out
    if not args:  # the top level lists every command
        assert all(c in out for c in commands())


def test_help_and_version_through_the_real_entry_point():
    helped = app("--help")
    assert helped.returncode == 0 and helped.stderr == "" and "95%" in helped.stdout
    version = app("--version")
    assert version.returncode == 0 and version.stdout.strip().endswith(f" {__version__}")
    # (tests/test_about.py compares the version with pyproject.toml's)


# -- reading a bounded amount ----------------------------------------------------------------
@needs_devices
def test_settle_refuses_an_endless_file_and_an_endless_stream():
    one_line_refusal(app("settle", str(ZERO)), "larger than 64 MB")
    with open(ZERO, "rb") as zero:
        one_line_refusal(app("settle", "-", stdin=zero), "larger than 64 MB")


def test_settle_refuses_a_file_one_byte_over_the_bound(tmp_path):
    big = tmp_path / "big.jsonl"
    with open(big, "wb") as f:  # sparse: no 64 MB written to the disk
        f.truncate(MAX_READ + 1)
    assert MAX_READ == 64 * 1024 * 1024
    one_line_refusal(app("settle", str(big)), "larger than 64 MB")


@needs_devices
@pytest.mark.parametrize("command", [
    ["odds", "--game", "casino_holdem", "--hands", "0"],
    ["questions", "--drill", "ch.ante_call"],
    ["worksheet", "--drill", "ch.ante_call", "--out", "never.pdf"],
])
def test_a_profile_that_never_ends_is_refused(command, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main([*command, "--profile", str(ZERO)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.strip().splitlines()) == 1
    assert "too large to be a house profile" in err
    assert not (tmp_path / "never.pdf").exists()


@needs_devices
def test_shot_refuses_a_scenario_that_never_ends(tmp_path):
    out = tmp_path / "s.png"
    one_line_refusal(app("shot", "--scenario", str(ZERO), "--out", str(out)),
                     "larger than 64 MB")
    assert not out.exists()


@needs_devices
def test_the_no_limit_table_refuses_a_scenario_that_never_ends(main_window):
    from app.core.errors import ScenarioError

    with pytest.raises(ScenarioError, match="larger than 64 MB"):
        main_window.nl_screen.c.open_file(str(ZERO))


def test_read_bounded_reads_up_to_the_bound_and_no_further(tmp_path):
    exact = tmp_path / "exact"
    exact.write_bytes(b"x" * 1000)
    assert read_bounded(exact, 1000) == b"x" * 1000
    with pytest.raises(TooLargeError):
        read_bounded(exact, 999)
    r, w = os.pipe()  # a stream with no size to look at first
    os.write(w, b"y" * 1001)
    os.close(w)
    with open(r, "rb") as stream, pytest.raises(TooLargeError):
        read_bounded(stream, 1000)


# -- writing only a regular file, whole ------------------------------------------------------
@needs_devices
def test_worksheet_out_refuses_a_device_a_folder_and_a_file_that_is_not_a_pdf(tmp_path):
    notes = tmp_path / "notes.txt"
    notes.write_text("keep me")
    for out, words in ((FULL, "is a device or a pipe"), (tmp_path, "is a folder"),
                       (notes, "is not a .pdf file")):
        one_line_refusal(app("worksheet", "--drill", "ch.ante_call", "--count", "1",
                             "--out", str(out)), words)
    assert stat.S_ISCHR(os.stat(FULL).st_mode)
    assert notes.read_text() == "keep me" and sorted(os.listdir(tmp_path)) == ["notes.txt"]


def test_worksheet_out_writes_a_new_file_and_replaces_a_pdf(tmp_path, capsys):
    old = tmp_path / "old.pdf"
    old.write_bytes(b"an older sheet")
    for out in (old, tmp_path / "new"):
        assert main(["worksheet", "--drill", "ch.ante_call", "--count", "1",
                     "--out", str(out)]) == 0
        assert out.read_bytes().startswith(b"%PDF")
    assert sorted(os.listdir(tmp_path)) == ["new", "old.pdf"]  # no temporary file left


@needs_devices
def test_shot_out_refuses_a_device_behind_a_png_name_and_a_folder(tmp_path):
    (tmp_path / "full.png").symlink_to(FULL)
    (tmp_path / "dir.png").mkdir()
    one_line_refusal(app("shot", "--out", str(tmp_path / "full.png")), "is a device")
    one_line_refusal(app("shot", "--out", str(tmp_path / "dir.png")), "is a folder")
    assert stat.S_ISCHR(os.stat(FULL).st_mode)


@needs_devices
def test_write_whole_never_replaces_a_device_and_leaves_no_half_file(tmp_path):
    with pytest.raises(StoreError, match="is a device"):
        write_whole(FULL, lambda f: f.write(b"x"))
    assert stat.S_ISCHR(os.stat(FULL).st_mode)
    target = tmp_path / "table.csv"
    target.write_bytes(b"before")

    def fails_halfway(f):
        f.write(b"half")
        raise OSError(28, "No space left on device")
    with pytest.raises(StoreError, match="No space left"):
        write_whole(target, fails_halfway)
    assert target.read_bytes() == b"before" and os.listdir(tmp_path) == ["table.csv"]


def test_write_whole_leaves_no_temporary_file_whatever_stops_it(tmp_path):
    target = tmp_path / "table.csv"
    target.write_bytes(b"before")

    def interrupted(f):
        f.write(b"half")
        raise KeyboardInterrupt
    for stop, caught in ((interrupted, KeyboardInterrupt), (lambda f: 1 / 0, ZeroDivisionError)):
        with pytest.raises(caught):
            write_whole(target, stop)
        assert target.read_bytes() == b"before" and os.listdir(tmp_path) == ["table.csv"]


def test_the_temporary_file_is_made_new_never_through_a_link(tmp_path, monkeypatch):
    """A link planted under the temporary file's name is not followed: another name is
    taken, and what the link points at is left as it was."""
    import secrets

    target, elsewhere = tmp_path / "table.csv", tmp_path / "elsewhere.txt"
    elsewhere.write_bytes(b"not yours")
    (tmp_path / ".table.csv.planted.tmp").symlink_to(elsewhere)
    names = iter(["planted", "free"])
    monkeypatch.setattr(secrets, "token_hex", lambda n: next(names))
    write_whole(target, lambda f: f.write(b"x"))
    assert target.read_bytes() == b"x" and elsewhere.read_bytes() == b"not yours"
    assert sorted(os.listdir(tmp_path)) == [".table.csv.planted.tmp", "elsewhere.txt",
                                            "table.csv"]


def test_a_file_written_whole_has_the_permissions_of_an_ordinary_file(tmp_path):
    made = tmp_path / "made.csv"
    write_whole(made, lambda f: f.write(b"x"))
    mask = os.umask(0)
    os.umask(mask)
    assert stat.S_IMODE(made.stat().st_mode) == 0o666 & ~mask
    made.chmod(0o640)
    write_whole(made, lambda f: f.write(b"y"))
    assert stat.S_IMODE(made.stat().st_mode) == 0o640


def test_refusal_to_replace_allows_a_new_file_and_a_matching_one(tmp_path):
    assert refusal_to_replace(tmp_path / "new.pdf", ".pdf") is None
    (tmp_path / "old.PDF").write_bytes(b"")
    assert refusal_to_replace(tmp_path / "old.PDF", ".pdf") is None
    assert refusal_to_replace(tmp_path / "old.PDF") is None
