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


# -- nothing the input holds brings a traceback ------------------------------------------------
GOOD = json.dumps(json.loads((SCENARIOS / "ch_worked_1_trip_aces.json").read_text()))
PRETTY = (SCENARIOS / "thb_example_ak_suited.json").read_text().rstrip("\n")


def run_settle_bytes(data: bytes, *args):
    """Run settle on raw bytes from stdin; the output must be UTF-8 JSON, one object a line."""
    done = subprocess.run([sys.executable, "-m", "app", "settle", "-", *args], input=data,
                          capture_output=True, cwd=ROOT)
    err = done.stderr.decode("utf-8", "replace")
    assert "Traceback" not in err and "Exception ignored" not in err
    out = [json.loads(line) for line in done.stdout.decode("utf-8").splitlines()]  # strict
    return done.returncode, out, err


@pytest.mark.parametrize("hand, named", [
    ('{"game": "casino_holdem", "\\ud800x": 1}', "field name '\\ud800x'"),
    ('{"game": "casino_holdem", "title": "a \\udfff b"}', "'title'"),
    ('{"game": "\\ud83d"}', "'game'"),
])
def test_a_lone_surrogate_escape_is_one_error_line_in_valid_utf8(hand, named):
    code, out, _ = run_settle_bytes(f"{GOOD}\n{hand}\n{GOOD}\n".encode())
    assert code == 2 and [o["ok"] for o in out] == [True, False, True]
    assert "surrogate" in out[1]["error"] and named in out[1]["error"]
    assert "line 2" in out[1]["error"]


def test_bytes_that_are_not_utf8_are_the_error_of_their_hand_only():
    in_text = b'{"game": "casino_holdem", "title": "caf\xe9 \xff"}'
    in_syntax = b'{"game": "casino_holdem", \xfe "ante": 1}'
    data = b"\n".join([GOOD.encode(), in_text, GOOD.encode(), in_syntax, GOOD.encode()]) + b"\n"
    code, out, _ = run_settle_bytes(data)
    assert code == 2 and [o["ok"] for o in out] == [True, False, True, False, True]
    assert out[1]["error"] == "line 2: 'title' is not UTF-8 text (the byte 0xE9)"
    assert "line 4" in out[3]["error"] and "0xFE" in out[3]["error"]


@pytest.mark.parametrize("depth", [900, 5000, 100000])
def test_deep_nesting_is_one_clean_error_line(depth):
    whole = "[" * depth + "]" * depth
    in_field = '{"game": "casino_holdem", "player": ' + "[" * depth + "]" * depth + "}"
    in_object = '{"game": ' + '{"a": ' * depth + "1" + "}" * depth + "}"
    data = "\n".join([whole, in_field, in_object, GOOD]) + "\n"
    code, out, _ = run_settle_bytes(data.encode())
    assert code == 2 and [o["ok"] for o in out] == [False, False, False, True]
    assert all("nested too deeply" in o["error"] for o in out[:3])
    assert [o["error"].split()[1].rstrip(":") for o in out[:3]] == ["1", "2", "3"]


@pytest.mark.parametrize("field", ["game", "ante", "decision", "ante_paytable"])
def test_an_error_about_a_huge_value_shows_only_the_start_of_it(field):
    hand = dict(json.loads(GOOD), **{field: "x" * 1_000_000})
    nested = dict(json.loads(GOOD), **{field: [[["y" * 1000] * 1000] * 3] * 3})
    code, out, _ = run_settle_bytes(f"{json.dumps(hand)}\n{json.dumps(nested)}\n".encode())
    assert code == 2 and [o["ok"] for o in out] == [False, False]
    assert all(field in o["error"] and len(o["error"]) < 300 for o in out)


def test_output_into_a_pipe_closed_early_ends_quietly(tmp_path):
    many = tmp_path / "many.jsonl"
    many.write_text((GOOD + "\n") * 5000)
    proc = subprocess.Popen([sys.executable, "-m", "app", "settle", str(many)], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    first = proc.stdout.readline()
    proc.stdout.close()  # what `| head -1` does
    err = proc.stderr.read().decode()
    proc.stderr.close()
    assert proc.wait(timeout=60) == 1  # a broken pipe's exit code (Python docs, SIGPIPE)
    assert json.loads(first)["total"] == 1000
    assert err == ""


def _broken(kind: str) -> str:
    """The pretty-printed hand with one mistake; its line numbers count from 1."""
    lines = PRETTY.split("\n")
    if kind == "missing comma":  # line 6: "bonus_paytable": ... without its comma
        lines[5] = lines[5].rstrip(",")
    elif kind == "trailing comma":  # line 26: "turn": "check",  then }
        lines[25] += ","
    elif kind == "missing bracket":  # line 10: the ']' closing "player" left out
        assert lines[9] == "  ],"
        lines[9] = "  ,"
    return "\n".join(lines)


@pytest.mark.parametrize("kind, line", [("missing comma", 7), ("trailing comma", 27),
                                        ("missing bracket", 11)])
def test_a_pretty_printed_hand_with_one_mistake_is_one_error_naming_its_line(kind, line):
    n = PRETTY.count("\n") + 1  # 27 lines a hand
    code, out, _ = run_settle_bytes("\n".join([PRETTY, _broken(kind), PRETTY]).encode())
    assert code == 2 and [o["ok"] for o in out] == [True, False, True]
    assert out[1]["error"].startswith(f"line {n + line} is not valid JSON")
    assert f"the hand starts on line {n + 1}" in out[1]["error"]
    assert out[0]["total"] == out[2]["total"] == 85


def test_an_array_of_pretty_hands_with_bad_ones_settles_the_good_ones():
    hands = [PRETTY, _broken("missing comma"), PRETTY, _broken("missing bracket"), PRETTY]
    indented = ["\n".join("  " + line for line in h.split("\n")) for h in hands]
    text = "[\n" + ",\n".join(indented) + "\n]\n"
    code, out, _ = run_settle_bytes(text.encode())
    assert code == 2 and [o["ok"] for o in out] == [True, False, True, False, True]


def test_json_lines_with_bad_lines_give_one_error_each():
    lines = [GOOD, GOOD[:-1], GOOD, GOOD.replace('"Ah"', '"Ah" "Kd"'), '{"title": "open',
             GOOD, "}}}", GOOD, '{"player": ["Ah", "Kd"}', GOOD]
    code, out, _ = run_settle_bytes(("\n".join(lines) + "\n").encode())
    assert code == 2
    assert [o["ok"] for o in out] == [True, False, True, False, False, True, False, True,
                                      False, True]
    assert [o["error"].split()[1] for o in out if not o["ok"]] == ["3", "4", "5", "7", "9"]


@pytest.mark.parametrize("args, words", [
    (["-", "--lang", "xx"], "invalid choice: 'xx'"),
    (["-", "--lang"], "expected one argument"),
    (["no/such/file.json"], "cannot read no/such/file.json: No such file"),
    (["."], "cannot read .: Is a directory"),
    ([], "the following arguments are required: file"),
])
def test_bad_arguments_are_one_line_and_exit_2(args, words):
    done = subprocess.run([sys.executable, "-m", "app", "settle", *args], input=b"",
                          capture_output=True, cwd=ROOT)
    err = done.stderr.decode()
    assert done.returncode == 2 and done.stdout == b""
    assert len(err.strip().splitlines()) == 1 and words in err


def test_closed_standard_input_is_one_line_and_exit_2():
    done = subprocess.run(["sh", "-c", 'exec "$0" -m app settle - <&-', sys.executable],
                          capture_output=True, cwd=ROOT, text=True)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == "settle: cannot read standard input: it is closed\n"


def test_a_failure_inside_the_rules_core_is_that_hands_error_line(monkeypatch, capsys, tmp_path):
    import app.core.scenario as scenario
    from app.commands.cli import main

    real = scenario.settle_scenario

    def flaky(hand, translate):
        if hand.get("title") == "boom":
            raise KeyError("boom")
        return real(hand, translate)

    monkeypatch.setattr(scenario, "settle_scenario", flaky)
    f = tmp_path / "h.jsonl"
    f.write_text(f'{GOOD}\n{{"title": "boom"}}\n{GOOD}\n')
    assert main(["settle", str(f)]) == 2
    out = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [o["ok"] for o in out] == [True, False, True]
    assert out[1]["error"] == "this hand could not be settled (internal error: KeyError)"
