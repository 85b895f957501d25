"""``python -m app odds``: the exact side bet always, the simulation with its interval, the
house rules of a profile file, and one line with exit 2 for anything wrong."""

import contextlib
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from app.commands.cli import main
from app.core.profiles import HouseProfile, profile_json

ROOT = Path(__file__).resolve().parent.parent
AA_COUNTS = {"royal_flush": 4, "straight_flush": 36, "four_of_a_kind": 624, "full_house": 3744,
             "flush": 5108, "straight": 10200, "three_of_a_kind": 54912, "two_pair": 123552,
             "pair_of_aces": 84480}  # GAMES.md §4


def odds(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(["odds", *args])
    return status, out.getvalue(), err.getvalue()


def odds_json(*args: str) -> dict:
    status, out, err = odds(*args, "--json")
    assert status == 0 and not err, err
    return json.loads(out)


def test_casino_holdem_prints_the_aa_bonus_exactly_and_the_main_game_with_its_interval():
    result = odds_json("--game", "casino_holdem", "--hands", "100000", "--seed", "4")
    assert result["rules"] == {"ante_paytable": "100-20-10-3-2-1",
                               "bonus_paytable": "100-50-40-30-20-7-7-7-7",
                               "aa_bonus_on_fold": "settled"}
    (bet,) = result["exact"]
    assert bet["deals"] == 2_598_960
    counts = {line["line"]: line["combinations"] for line in bet["lines"]}
    assert {k: v for k, v in counts.items() if k != "loses"} == AA_COUNTS
    assert sum(counts.values()) == 2_598_960
    assert f"{bet['house_edge_percent']:.4f}" == "6.2583"  # GAMES.md §4
    num, den = map(int, bet["house_edge"].split("/"))
    assert abs(num / den * 100 - bet["house_edge_percent"]) < 1e-9
    assert bet["references"] == [{"percent": "6.2583", "strategy": ""}]
    sim = result["simulation"]
    assert (sim["strategy"], sim["hands"], sim["seed"], sim["stopped"]) == ("always_call", 100_000, 4,
                                                                          False)
    edge = sim["house_edge_percent"]
    assert edge["low"] < edge["estimate"] < edge["high"]
    assert edge["high"] - edge["low"] < 4  # points: 100,000 hands
    assert set(sim["figures_percent"]) == {"decided", "qualifies"}
    assert {"percent": "2.15765", "strategy": "best"} in sim["references"]["house_edge"]
    # The default is calling every hand: its published figure is the like-for-like one.
    assert {"percent": "7.8996", "strategy": "always_call"} in sim["references"]["house_edge"]


def test_the_same_seed_prints_the_same_figures():
    args = ("--game", "holdem_bonus", "--hands", "60000", "--seed", "9")
    first = odds_json(*args)["simulation"]
    assert odds_json(*args)["simulation"] == first
    assert odds_json("--game", "holdem_bonus", "--hands", "60000", "--seed", "10")[
        "simulation"] != first


def test_no_hands_prints_the_exact_part_only():
    result = odds_json("--game", "holdem_bonus", "--hands", "0")
    assert "simulation" not in result
    (bet,) = result["exact"]
    assert f"{bet['house_edge_percent']:.4f}" == "8.5406"  # GAMES.md §4


def test_a_profile_file_sets_the_house_rules(tmp_path):
    profile = HouseProfile.make("Casino A", {
        "casino_holdem": {"bonus_paytable": "25-25-25-25-25-7-7-7-7"},
        "holdem_bonus": {"ante_pays_on": "flush", "bonus_paytable": "500-30-25-20-15-10-5-3"}})
    path = tmp_path / "casino_a.json"
    path.write_text(profile_json(profile), encoding="utf-8")
    ch = odds_json("--game", "casino_holdem", "--profile", str(path), "--hands", "0")
    assert f"{ch['exact'][0]['house_edge_percent']:.4f}" == "6.4023"  # GAMES.md §4
    thb = odds_json("--game", "holdem_bonus", "--profile", str(path), "--hands", "50000")
    assert thb["rules"]["ante_pays_on"] == "flush"
    bet = thb["exact"][0]
    assert bet["paytable"] == "500-30-25-20-15-10-5-3" and bet["references"] == []
    # The top line pays 500 instead of 1,000 on 6 deals in 1,624,350: 3,000 units more to the house.
    assert bet["house_edge_percent"] == pytest.approx(8.5406 + 3000 / 1_624_350 * 100, abs=1e-4)
    assert thb["simulation"]["references"]["house_edge"] == [{"percent": "5.59351",
                                                              "strategy": "best"}]


@pytest.mark.parametrize("args, said", [
    (("--game", "nlhe"), "the odds cover casino_holdem, holdem_bonus, not 'nlhe'"),
    (("--game", "casino_holdem", "--hands", "-5"), "--hands must be from 0 to 100,000,000"),
    (("--game", "casino_holdem", "--seed", "-1"), "--seed must be from 0"),
    (("--game", "casino_holdem", "--strategy", "best"), "unknown strategy 'best'"),
    (("--game", "casino_holdem", "--profile", "/no/such/profile.json"), "cannot be read"),
])
def test_bad_input_is_one_line_and_exit_2(args, said):
    status, out, err = odds(*args)
    assert status == 2 and out == ""
    assert err.startswith("odds: ") and said in err and err.count("\n") == 1


@pytest.mark.parametrize("content, said", [
    (b"{not json", "not JSON"),
    (b'{"casino_holdem": {"bonus_paytable": "1-2-3"}}', "not a house profile"),
    (b'{"name": "A", "games": {"casino_holdem": {"bonus_paytable": "0-50-40-30-20-7-7-7-7"}}}',
     "royal flush"),
])
def test_a_file_that_is_not_a_house_profile_is_refused_with_the_reason(tmp_path, content, said):
    path = tmp_path / "profile.json"
    path.write_bytes(content)
    status, out, err = odds("--game", "casino_holdem", "--profile", str(path))
    assert status == 2 and out == ""
    assert said in err and err.count("\n") == 1


def test_the_installed_command_prints_readable_lines():
    done = subprocess.run([sys.executable, "-m", "app", "odds", "--game", "casino_holdem",
                           "--hands", "50000"], cwd=ROOT, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert "house edge 6.2583%  (published 6.2583%)" in [line.strip() for line in lines]
    assert any(line.startswith("main game, strategy always_call, 50,000 hands, seed 1") for line in lines)
