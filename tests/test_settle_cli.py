"""``python -m app settle`` as SCENARIOS.md specifies: JSON Lines out, exit codes, errors."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ROOT / "assets" / "scenarios"


def run_settle(*args, stdin=None):
    done = subprocess.run([sys.executable, "-m", "app", "settle", *args], input=stdin,
                          capture_output=True, text=True, cwd=ROOT, encoding="utf-8")
    assert "Traceback" not in done.stderr
    return done.returncode, [json.loads(line) for line in done.stdout.splitlines()], done.stderr


def test_the_shipped_examples_settle_to_games_md_figures():
    code, out, _ = run_settle(str(SCENARIOS / "gamesmd_examples.jsonl"))
    assert code == 0
    assert [o["total"] for o in out] == [1000, 0, 2400, -300, 80, 25, 350, 85]
    assert [o["aa_bonus"] for o in out[:7]] == [700, -100, 2000, 0, 0, 0, 300]


@pytest.mark.parametrize("name", sorted(p.name for p in SCENARIOS.glob("*.json")))
def test_each_shipped_scenario_file_settles(name):
    code, out, _ = run_settle(str(SCENARIOS / name))
    assert code == 0 and len(out) == 1 and out[0]["ok"] is True


def test_standard_input_and_a_bad_hand_among_good_ones():
    good = (SCENARIOS / "ch_worked_1_trip_aces.json").read_text()
    lines = [json.dumps(json.loads(good)),
             '{"game": "casino_holdem", "player": ["Ah", "Ah"], "dealer": ["2c", "3c"], '
             '"board": ["Ks", "Qs", "Js", "9d", "8d"], "ante": 10, "decision": "call"}',
             "this is not json",
             json.dumps(json.loads(good))]
    code, out, _ = run_settle("-", stdin="\n".join(lines) + "\n")
    assert code == 2
    assert [o["ok"] for o in out] == [True, False, False, True]
    assert "Ah appears twice" in out[1]["error"] and "line 3" in out[2]["error"]
    assert out[3]["total"] == 1000


def test_a_pretty_printed_object_is_one_hand():
    code, out, _ = run_settle(str(SCENARIOS / "thb_example_ak_suited.json"))
    assert code == 0 and out[0]["total"] == 85 and out[0]["bonus"] == 125


def test_an_unreadable_file_is_one_line_and_exit_2():
    done = subprocess.run([sys.executable, "-m", "app", "settle", "no/such/file.json"],
                          capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 2 and done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1 and "cannot read" in done.stderr


def test_a_binary_file_is_refused_cleanly(tmp_path):
    bad = tmp_path / "x.json"
    bad.write_bytes(b"\xff\xfe\x00garbage\x80")
    code, out, err = run_settle(str(bad))
    assert code == 2 and "cannot read" in err


def test_an_empty_file_settles_nothing_and_exits_0(tmp_path):
    empty = tmp_path / "e.jsonl"
    empty.write_text("\n\n")
    assert run_settle(str(empty))[:2] == (0, [])


def test_explanations_come_in_the_language_asked_for():
    code, en, _ = run_settle(str(SCENARIOS / "ch_worked_1_trip_aces.json"))
    code_ka, ka, _ = run_settle(str(SCENARIOS / "ch_worked_1_trip_aces.json"), "--lang", "ka")
    assert code == code_ka == 0
    assert en[0]["total"] == ka[0]["total"] == 1000
    assert ka[0]["explanation"] != en[0]["explanation"]
    assert any("\u10d0" <= ch <= "\u10ff" for ch in "".join(ka[0]["explanation"]))  # Georgian
