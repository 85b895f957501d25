"""``python -m app shot``: a PNG of the requested size, or one line and exit 2."""

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "assets" / "scenarios" / "ch_worked_1_trip_aces.json"


def shot(*args):
    return subprocess.run([sys.executable, "-m", "app", "shot", *args], capture_output=True,
                          text=True, cwd=ROOT)


@pytest.mark.parametrize("size,game", [("800x600", "casino_holdem"), ("1920x1080", "holdem_bonus")])
def test_shot_writes_a_png_of_the_requested_size(tmp_path, size, game):
    out = tmp_path / "table.png"
    done = shot("--game", game, "--seed", "3", "--size", size, "--stage", "flop", "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    image = QImage(str(out))
    assert f"{image.width()}x{image.height()}" == size


def test_shot_shows_a_scenario_at_a_stage(tmp_path):
    out = tmp_path / "s.png"
    done = shot("--scenario", str(EXAMPLE), "--stage", "showdown", "--out", str(out))
    assert done.returncode == 0 and out.exists()


@pytest.mark.parametrize("args,words", [
    (["--scenario", "no/such.json"], "cannot be read"),
    (["--size", "big"], "--size must look like 1280x800"),
    (["--size", "10x10"], "outside"),
    (["--screen", "rules", "--game", "baccarat"], "unknown game 'baccarat'"),
])
def test_shot_errors_are_one_line_and_write_nothing(tmp_path, args, words):
    out = tmp_path / "x.png"
    done = shot(*args, "--out", str(out))
    assert done.returncode == 2 and words in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr
    assert not out.exists()


def test_a_bad_scenario_file_is_named(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"game": "casino_holdem", "ante": 5}')
    out = tmp_path / "x.png"
    done = shot("--scenario", str(bad), "--out", str(out))
    assert done.returncode == 2 and "missing field" in done.stderr and not out.exists()


@pytest.mark.parametrize("drill", ["ch.round", "thb.total", "hand.name"])
def test_shot_shows_a_trainer_question(tmp_path, drill):
    out = tmp_path / "q.png"
    done = shot("--screen", "trainer", "--drill", drill, "--seed", "4", "--level", "3",
                "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert QImage(str(out)).width() == 1280


def test_shot_shows_the_progress_screen(tmp_path):
    out = tmp_path / "p.png"
    assert shot("--screen", "progress", "--out", str(out)).returncode == 0 and out.exists()


@pytest.mark.parametrize("game", ["holdem_bonus", "nlhe"])
def test_shot_shows_the_rules_page_of_a_game(tmp_path, game):
    """The Rules tab at the game's page: a PNG of the size asked, not one flat colour."""
    from PySide6.QtGui import QImage

    out = tmp_path / "rules.png"
    done = shot("--screen", "rules", "--game", game, "--lang", "th", "--size", "1024x700",
                "--out", str(out))
    assert done.returncode == 0, done.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1024, 700)
    assert len({image.pixel(x, 300) for x in range(0, 1024, 8)}) > 3


def test_shot_refuses_an_unknown_drill(tmp_path):
    out = tmp_path / "x.png"
    done = shot("--screen", "trainer", "--drill", "ch.nothing", "--out", str(out))
    assert done.returncode == 2 and "unknown drill" in done.stderr and not out.exists()


def test_shot_draws_the_no_limit_table_at_each_stage(tmp_path):
    images = {}
    for seats, stage in (("2", "flop"), ("9", "flop"), ("9", "showdown")):
        out = tmp_path / f"nl{seats}{stage}.png"
        done = shot("--game", "nlhe", "--seats", seats, "--stage", stage, "--seed", "3",
                    "--size", "1280x800", "--out", str(out))
        assert done.returncode == 0, done.stderr
        image = QImage(str(out))
        assert (image.width(), image.height()) == (1280, 800)
        images[seats, stage] = image
    casino = tmp_path / "casino.png"
    assert shot("--seed", "3", "--size", "1280x800", "--out", str(casino)).returncode == 0
    # Other seats, another stage, another game: other pictures.
    pictures = [*images.values(), QImage(str(casino))]
    assert len({bytes(p.constBits()) for p in pictures}) == len(pictures)


@pytest.mark.parametrize("args,words", [
    (("--stage", "decision"), "preflop, flop, turn, river, showdown"),
    (("--seats", "10"), "2 to 9 seats"),
    (("--seed", "-5"), "--seed is a whole number"),
])
def test_shot_refuses_a_no_limit_stage_seat_count_or_seed_it_cannot_show(tmp_path, args,
                                                                          words):
    out = tmp_path / "x.png"
    done = shot("--game", "nlhe", *args, "--out", str(out))
    assert done.returncode == 2 and words in done.stderr and "Traceback" not in done.stderr
    assert not out.exists()


def test_a_casino_table_refuses_a_no_limit_stage_in_a_line(tmp_path):
    out = tmp_path / "x.png"
    done = shot("--game", "casino_holdem", "--stage", "turn", "--out", str(out))
    assert done.returncode == 2 and "a casino table shows --stage" in done.stderr
    assert "Traceback" not in done.stderr and not out.exists()


def test_an_unknown_game_is_refused_on_any_screen(tmp_path):
    out = tmp_path / "x.png"
    done = shot("--screen", "trainer", "--game", "nonsense", "--out", str(out))
    assert done.returncode == 2 and "unknown game 'nonsense'" in done.stderr
    assert not out.exists()
