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

SCREENS = ("table", "trainer", "rules", "progress")
STAGES = ("dealt", "flop", "decision", "river", "showdown", "settled")


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


def _table_game(game: str) -> None:
    """ShotError unless the table deals ``game``."""
    from app.core.errors import RulesError
    from app.core.games.registry import find_game, table_games

    dealt = " or ".join(g.id for g in table_games())
    try:
        spec = find_game(game)
    except RulesError:
        raise ShotError(f"unknown game {game!r}; try --game {dealt}") from None
    if not spec.has_table:
        name = spec.name.text.replace("&", "")
        raise ShotError(f"there is no table screen for {name} ({game}) in this version yet; "
                        f"try --game {dealt}")


def _quiet_offscreen_plugin() -> None:
    """Drop the offscreen platform's note that it cannot resize windows by hints."""
    from PySide6.QtCore import qInstallMessageHandler

    def handler(_mode, _context, message: str) -> None:
        if "propagateSizeHints" not in message:
            sys.stderr.write(message + "\n")

    qInstallMessageHandler(handler)


def shot(screen: str, game: str | None, scenario: str | None, stage: str, seed: int | None,
         lang: str, size: str, out: str, drill: str | None = None, level: int = 1) -> None:
    """Render the screen to ``out``; raise ShotError on any problem."""
    if screen == "rules":
        raise ShotError("the rules screen is not part of this version; try --screen table")
    if game is not None:
        _table_game(game)
    width, height = parse_size(size)
    if not out.lower().endswith(".png"):
        raise ShotError("--out must name a .png file")
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    # A shot never reads or writes the user's settings; its own folder goes at exit.
    if "HOLDEM_TRAINER_HOME" not in os.environ:
        home = tempfile.mkdtemp(prefix="holdem-shot-")
        os.environ["HOLDEM_TRAINER_HOME"] = home
        atexit.register(shutil.rmtree, home, True)
    from app.settings import Settings
    from app.ui.app import build_window, make_app

    app = make_app()
    _quiet_offscreen_plugin()
    settings = Settings()
    if game:
        settings.set("game", game)
    window = build_window(settings, lang)
    if screen in ("trainer", "progress"):
        _trainer(window, screen, drill, level, seed)
    else:
        _table(window, game, scenario, stage, seed)
    window.resize(width, height)
    window.show()
    app.processEvents()
    image = window.grab().toImage()
    folder = os.path.dirname(os.path.abspath(out))
    if not os.path.isdir(folder):
        raise ShotError(f"the folder {folder} does not exist")
    if not image.save(out, "PNG"):
        raise ShotError(f"cannot write {out}")
    window.close()


def _trainer(window, screen: str, drill: str | None, level: int, seed: int | None) -> None:
    from app.core.trainer.drills import DRILLS

    if drill is not None and drill not in DRILLS:
        raise ShotError(f"unknown drill {drill!r}; known: {', '.join(DRILLS)}")
    trainer = window.trainer_controller
    window.tabs.setCurrentIndex(1 if screen == "trainer" else 2)
    if screen == "trainer":
        trainer.start_drill(drill or "ch.ante_call", level, seed if seed is not None else 1)


def _table(window, game: str | None, scenario: str | None, stage: str,
           seed: int | None) -> None:
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


def main(args) -> int:
    try:
        shot(args.screen, args.game, args.scenario, args.stage, args.seed, args.lang, args.size,
             args.out, args.drill, args.level)
    except ShotError as e:
        print(f"shot: {e}", file=sys.stderr)
        return 2
    return 0
