"""The command line (CLI.md): the window, ``settle``, ``shot`` and ``--self-test``.

``--portable`` (before any command) keeps settings, progress and logs beside
the program, as a ``portable`` marker file there does (app.paths).

Every failure the user can cause prints one clear line to standard error and
exits 2; no traceback reaches the user.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Sequence

LANGS = ("en", "ka", "uk", "th", "kk", "hy")


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, exit 2, as CLI.md asks
        self.exit(2, f"{self.prog}: {message}\n")


def _build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m app", description="Hold'em Dealer Trainer")
    parser.add_argument("--self-test", action="store_true",
                        help="offscreen smoke test of this copy: one line per check, exit 0 "
                             "only when all pass")
    parser.add_argument("--portable", action="store_true",
                        help="keep settings, progress and logs in data/ beside the program")
    sub = parser.add_subparsers(dest="command")
    settle = sub.add_parser("settle", help="settle scenario hands, JSON in and out")
    settle.add_argument("file", help="a scenario file (JSON or JSON Lines), or - for stdin")
    settle.add_argument("--lang", choices=LANGS, default="en",
                        help="language of the explanation lines")
    shot = sub.add_parser("shot", help="render one screen offscreen to a PNG and exit")
    shot.add_argument("--screen", default="table", choices=("table", "trainer", "rules",
                                                             "progress"))
    shot.add_argument("--game", help="the game's id: casino_holdem, holdem_bonus or nlhe")
    shot.add_argument("--scenario", help="the hand to show (a scenario file)")
    shot.add_argument("--stage", default="settled",
                      choices=("dealt", "flop", "decision", "river", "showdown", "settled"))
    shot.add_argument("--drill", help="trainer: the drill id")
    shot.add_argument("--level", type=int, default=1, choices=(1, 2, 3), help="trainer: level")
    shot.add_argument("--seed", type=int, help="the random seed for the hand")
    shot.add_argument("--lang", choices=LANGS, default="en")
    shot.add_argument("--size", default="1280x800", help="window size, like 1920x1080")
    shot.add_argument("--out", required=True, help="the PNG file to write")
    return parser


def _read_input(name: str) -> str:
    if name == "-":
        return sys.stdin.buffer.read().decode("utf-8-sig")
    with open(name, "rb") as f:
        return f.read().decode("utf-8-sig")


def cmd_settle(file: str, lang: str) -> int:
    """Settle every hand of ``file``; print one JSON line each; 2 if any was bad."""
    from app.core.scenario import ScenarioError, read_scenarios, settle_scenario
    from app.i18n import translator

    try:
        text = _read_input(file)
    except (OSError, UnicodeDecodeError) as e:
        reason = e.strerror if isinstance(e, OSError) and e.strerror else "not UTF-8 text"
        print(f"settle: cannot read {file}: {reason}", file=sys.stderr)
        return 2
    translate = translator(lang)
    status = 0
    for hand in read_scenarios(text):
        if isinstance(hand, ScenarioError):
            result = {"ok": False, "error": str(hand)}
        else:
            result = settle_scenario(hand, translate)
        if not result["ok"]:
            status = 2
        print(json.dumps(result, ensure_ascii=False), flush=False)
    sys.stdout.flush()
    return status


def main(argv: Sequence[str] | None = None) -> int:
    for stream in (sys.stdout, sys.stderr):
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(encoding="utf-8")
    args = _build_parser().parse_args(argv)
    if args.portable:
        from app.paths import set_portable

        set_portable(True)
    if args.self_test:
        if args.command:
            print("python -m app: --self-test takes no command", file=sys.stderr)
            return 2
        from app.selftest import run_self_test

        return run_self_test()
    if args.command == "settle":
        return cmd_settle(args.file, args.lang)
    if args.command == "shot":
        from app.shot import main as shot_main

        return shot_main(args)
    try:
        from app.ui.app import run
    except ImportError as e:  # Qt's own libraries missing on this PC: say what to install
        print(f"python -m app: the window cannot start because a system library is missing "
              f"({e}); on Linux, install the packages listed under 'Linux' in the README",
              file=sys.stderr)
        return 2
    return run()
