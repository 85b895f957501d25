"""``python -m app questions``: the trainer's questions with keys that settle independently."""

import contextlib
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from app.commands.cli import main
from app.core.scenario import settle_scenario
from app.core.trainer.drills import DRILLS
from tests.golden.compare import read

ROOT = Path(__file__).resolve().parent.parent


def questions(drill, level, count, seed):
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        status = main(["questions", "--drill", drill, "--level", str(level),
                       "--count", str(count), "--seed", str(seed)])
    assert status == 0
    return [json.loads(line) for line in out.getvalue().splitlines()]


def settled_key(drill, line):
    """The key worked out from settling the line's scenario(s) with ``settle``."""
    hands = line["scenario"] if isinstance(line["scenario"], list) else [line["scenario"]]
    results = [settle_scenario(h) for h in hands]
    assert all(r["ok"] for r in results), results
    r = results[0]
    if drill == "ch.ante_call":
        return max(0, r["ante"] + r["call"])
    if drill == "ch.aa_bonus":
        return max(0, r["aa_bonus"])
    if drill == "thb.bonus":
        return max(0, r["bonus"])
    if drill == "ch.qualify":
        return "yes" if r["dealer_qualifies"] else "no"
    if drill == "thb.ante":
        return "pays" if r["ante"] > 0 else "pushes" if r["ante"] == 0 else "loses"
    if drill == "hand.name":
        return r["player_hand"]
    if drill == "ch.round":
        return {f"seat_{i + 1}": res["total"] for i, res in enumerate(results)}
    if drill == "nl.call":  # the decision the question stops at, seats from 1 on the screen
        nxt = r["next_decision"]
        return {"call": nxt["call_amount"], "raise": nxt["min_raise_to"] or 0}
    if drill == "nl.pots":
        out = {}
        for i, pot in enumerate(r["pots"]):
            out[f"pot{i}"], out[f"pot{i}_seats"] = pot["amount"], [s + 1 for s in pot["eligible"]]
        return out
    if drill == "nl.award":
        out = {f"pot{i}_winners": sorted(int(s) + 1 for s in pot["shares"])
               for i, pot in enumerate(r["pots"])}
        won = [f - s for f, s in zip(r["final_stacks"], line["scenario"]["stacks"], strict=True)]
        for seat in sorted(set(line["key"]) - set(out)):  # the seats that showed down
            s = int(seat[4:]) - 1
            spent = sum(b for b in line["seats"][s]["bets"].values())
            out[seat] = won[s] + spent
        return out
    stakes = line["seats"][0]["bets"]
    return {**{bet: r[bet] for bet, stake in stakes.items() if stake}, "net": r["total"]}


# Which hand wins is no settlement; the dealer's daily skills are checked against the
# reference in tests/test_skill_drills.py.
SETTLED = [d for d in DRILLS if d != "hand.winner" and d not in (
    "ch.words", "thb.words", "pay.multiply", "ch.audit", "thb.audit", "call.announce",
    "chips.colour")]


@pytest.mark.parametrize("drill", SETTLED)
def test_each_lines_scenario_settles_to_its_key(drill):
    for level in (1, 2, 3):
        lines = questions(drill, level, 8, 1000 * level)
        assert [line["seed"] for line in lines] == list(range(1000 * level, 1000 * level + 8))
        for line in lines:
            assert (line["drill"], line["level"]) == (drill, level)
            assert line["key"] == settled_key(drill, line), line


def test_a_winner_questions_scenario_shows_the_cards_asked_about():
    for line in questions("hand.winner", 2, 5, 3):
        scenario = line["scenario"]
        assert scenario["player"] == line["seats"][0]["cards"]
        assert scenario["dealer"] == line["dealer"] and scenario["board"] == line["board"]
        assert line["key"] in ("player", "dealer", "tie")


def _shown(record):
    """A golden question record as the command prints it."""
    parts = {p["key"]: p["expected"] for p in record["parts"]}
    seats = [{"cards": s["cards"], "bets": dict(s["bets"]), "folded": s["folded"]}
             for s in record["seats"]]
    return (record["rules"], seats, record["dealer"], record["board"],
            parts["answer"] if list(parts) == ["answer"] else parts)


# The stored questions of tests/golden: every drill and level at one seed, and exams.
GOLDEN = read("drills.json")["records"] + read("exams.json")["records"][:24]


@pytest.mark.parametrize("record", GOLDEN,
                         ids=[f"{r['drill']}-{r['level']}-{r['seed']}" for r in GOLDEN])
def test_the_command_gives_the_trainers_stored_question_for_a_seed(record):
    (line,) = questions(record["drill"], record["level"], 1, record["seed"])
    assert (line["rules"], line["seats"], line.get("dealer", []), line["board"],
            line["key"]) == _shown(record)


@pytest.mark.parametrize("args,message", [
    (["--drill", "ch.nothing"], "unknown drill 'ch.nothing'"),
    (["--drill", "ch.total", "--count", "0"], "--count must be from 1"),
    (["--drill", "ch.total", "--seed", "-1"], "--seed must be from 0"),
    (["--drill", "ch.total", "--level", "4"], "invalid choice: 4"),
    (["--level", "1"], "--drill"),
])
def test_bad_arguments_give_one_clear_line_and_exit_2(args, message):
    done = subprocess.run([sys.executable, "-m", "app", "questions", *args],
                          capture_output=True, text=True, cwd=ROOT, encoding="utf-8")
    assert done.returncode == 2 and done.stdout == ""
    assert len(done.stderr.splitlines()) == 1 and message in done.stderr, done.stderr
