"""``python -m app shot``: one screen rendered offscreen to a PNG (CLI.md).

It builds the same main window the app shows, sets it up as asked, and grabs
it. Any problem prints one line to standard error and exits 2, with no PNG.
"""

from __future__ import annotations

import atexit
import os
import re
import shutil
import sys
import tempfile
from pathlib import Path

from app.core.errors import RulesError, ScenarioError, StoreError
from app.core.games.registry import GAMES, find_game, table_games
from app.core.whole_file import refusal_to_replace, write_whole

SCREENS = ("table", "trainer", "rules", "progress")
STAGES = ("dealt", "flop", "decision", "river", "showdown", "settled")
NL_STAGES = ("preflop", "flop", "turn", "river", "showdown")


class ShotError(Exception):
    """A request shot cannot fulfil; the message is the one line to print."""


def parse_size(text: str) -> tuple[int, int]:
    m = re.fullmatch(r"(\d{2,5})x(\d{2,5})", text or "")
    if not m:
        raise ShotError(f"--size must look like 1280x800, not {text!r}")
    w, h = int(m.group(1)), int(m.group(2))
    if not (320 <= w <= 7680 and 240 <= h <= 4320):
        raise ShotError(f"--size {text} is outside 320x240 .. 7680x4320")
    return w, h


def _known_game(game: str) -> None:
    """ShotError unless ``game`` is a game of the registry."""
    try:
        find_game(game)
    except RulesError:
        raise ShotError(f"unknown game {game!r}; try --game {' or '.join(GAMES)}") from None


def _table_game(game: str) -> None:
    """ShotError unless the table deals ``game``."""
    dealt = " or ".join(g.id for g in table_games())
    try:
        spec = find_game(game)
    except RulesError:
        raise ShotError(f"unknown game {game!r}; try --game {dealt}") from None
    if not spec.has_table:  # no-limit has a table of its own (see shot())
        raise ShotError(f"{game!r} is not a casino table game; try --game {dealt}")


def _quiet_offscreen_plugin() -> None:
    """Drop the offscreen platform's note that it cannot resize windows by hints."""
    # deferred: Qt loads when a shot is taken (the command line imports this module for
    # its choices, and settle runs without Qt)
    from PySide6.QtCore import qInstallMessageHandler

    def handler(_mode, _context, message: str) -> None:
        if "propagateSizeHints" not in message:
            sys.stderr.write(message + "\n")

    qInstallMessageHandler(handler)


def shot(screen: str, game: str | None, scenario: str | None, stage: str, seed: int | None,
         lang: str, size: str, out: str, drill: str | None = None, level: int = 1,
         seats: int | None = None) -> None:
    """Render the screen to ``out``; raise ShotError on any problem."""
    # A game the casino table does not deal (no-limit) has a table of its own.
    no_limit = screen == "table" and game in GAMES and not GAMES[game].has_table
    if no_limit:
        stage = "showdown" if stage == "settled" else stage  # the casino default's nearest
        if stage not in NL_STAGES:
            raise ShotError(f"a no-limit table shows --stage {', '.join(NL_STAGES)}, "
                            f"not {stage!r}")
        if seats is not None and not 2 <= seats <= 9:
            raise ShotError(f"a no-limit table has 2 to 9 seats, not {seats}")
        if seed is not None and not 0 <= seed < 2**31:
            raise ShotError(f"--seed is a whole number from 0 to {2**31 - 1}, not {seed}")
    elif screen == "table":
        if game is not None:
            _table_game(game)
    elif game is not None:
        _known_game(game)
    if screen == "table" and not no_limit:
        if stage not in STAGES:
            raise ShotError(f"a casino table shows --stage {', '.join(STAGES)}, not {stage!r}")
        if seats is not None and not 1 <= seats <= 7:
            raise ShotError(f"a casino table has 1 to 7 seats, not {seats}")
    width, height = parse_size(size)
    if not out.lower().endswith(".png"):
        raise ShotError("--out must name a .png file")
    refusal = refusal_to_replace(Path(out), ".png")
    if refusal is not None:
        raise ShotError(refusal.render())
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    # A shot never reads or writes the user's settings; its own folder goes at exit.
    if "HOLDEM_TRAINER_HOME" not in os.environ:
        home = tempfile.mkdtemp(prefix="holdem-shot-")
        os.environ["HOLDEM_TRAINER_HOME"] = home
        atexit.register(shutil.rmtree, home, True)
    # deferred: Qt and the settings load only after the offscreen platform and the shot's
    # own home are set above
    from app.system.settings import Settings
    from app.ui.app import build_window, make_app

    app = make_app()
    _quiet_offscreen_plugin()
    settings = Settings()
    if game and screen == "table" and not no_limit:
        settings.set("game", game)
    if seats is not None and screen == "table" and not no_limit:
        settings.set("table/seats", seats)
    window = build_window(settings, lang)
    if screen == "rules":
        _rules(window, game)
    elif screen in ("trainer", "progress"):
        _trainer(window, screen, drill, level, seed)
    elif no_limit:
        _nl_table(window, scenario, stage, seed, seats or 6)
    else:
        _table(window, game, scenario, stage, seed)
    window.resize(width, height)
    window.show()
    app.processEvents()
    image = window.grab().toImage()
    folder = os.path.dirname(os.path.abspath(out))
    if not os.path.isdir(folder):
        raise ShotError(f"the folder {folder} does not exist")
    _save_png(image, Path(out))
    window.close()


def _save_png(image, out: Path) -> None:
    """The image as a PNG file ``out``, written whole beside it and renamed over it (a full
    disk leaves no half file); ShotError saying why it cannot be."""
    # deferred: Qt loads when a shot is taken (the command line imports this module for
    # its choices, and settle runs without Qt)
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise ShotError(f"cannot make the PNG for {out}")
    buffer.close()
    try:
        write_whole(out, lambda f: f.write(data.data()))
    except StoreError as e:
        reason = getattr(e.__cause__, "strerror", None)
        raise ShotError(f"cannot write {out}: {reason}" if reason else str(e)) from None


def _trainer(window, screen: str, drill: str | None, level: int, seed: int | None) -> None:
    # deferred: the trainer loads for a trainer shot only
    from app.core.trainer.drills import DRILLS

    if drill is not None and drill not in DRILLS:
        raise ShotError(f"unknown drill {drill!r}; known: {', '.join(DRILLS)}")
    trainer = window.trainer_controller
    window.tabs.setCurrentIndex(1 if screen == "trainer" else 2)
    if screen == "trainer":
        trainer.start_drill(drill or "ch.ante_call", level, seed if seed is not None else 1)


def _rules(window, game: str | None) -> None:
    """The rules page of ``game`` (of the table's game when none is named)."""
    # deferred: Qt loads when a shot is taken (the command line imports this module for
    # its choices, and settle runs without Qt)
    from app.ui.main_window import RULES_TAB

    window.rules_screen.show_game(game or window.controller.game)
    window.tabs.setCurrentIndex(RULES_TAB)


def _table(window, game: str | None, scenario: str | None, stage: str,
           seed: int | None) -> None:
    # deferred: Qt loads when a shot is taken (the command line imports this module for
    # its choices, and settle runs without Qt)
    from app.controller.table import ScenarioFileError

    controller = window.controller
    if scenario:
        try:
            controller.open_file(scenario)
        except ScenarioFileError as e:
            raise ShotError(f"{scenario}: {e}") from None
        if game and controller.game != game:
            raise ShotError(f"the scenario is a {controller.game} hand, not {game}")
    else:
        controller.new_hand(seed=seed if seed is not None else 1)
    controller.advance_to(stage)


def _nl_table(window, scenario: str | None, stage: str, seed: int | None,
              seats: int) -> None:
    """The no-limit table, every seat a computer player, the first hand from ``seed`` that
    reaches ``stage`` (or the scenario's hand)."""
    # deferred: no-limit loads for a no-limit shot only
    from app.core.nlhe.config import TableConfig

    window.tabs.setCurrentIndex(3)
    screen = window.nl_screen
    c = screen.c
    config = TableConfig(seed=seed if seed is not None else 1, pause_ms=0, asks=(),
                         animate=False).with_seats(seats)
    c.paused = True
    c.set_config(config)
    if scenario:
        try:
            c.open_file(scenario)
        except ScenarioError as e:
            raise ShotError(f"{scenario}: {e}") from None
        return
    if not c.play_to(stage):
        raise ShotError(f"no hand of this seed reached the {stage} in 200 hands")
    screen.refresh()


def main(args) -> int:
    try:
        shot(args.screen, args.game, args.scenario, args.stage, args.seed, args.lang, args.size,
             args.out, args.drill, args.level, getattr(args, "seats", None))
    except ShotError as e:
        print(f"shot: {e}", file=sys.stderr)
        return 2
    return 0
