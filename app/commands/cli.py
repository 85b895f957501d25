"""The command line (CLI.md): the window, ``settle``, ``questions``, ``worksheet``, ``odds``, ``shot`` and
``--self-test``.

``--portable`` (before any command) keeps settings, progress and logs beside
the program, as a ``portable`` marker file there does (app.system.paths).

Every failure the user can cause prints one clear line to standard error and
exits 2; no traceback reaches the user.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Sequence

from app import __version__
from app.commands.shot import NL_STAGES, SCREENS, STAGES, main as shot_main
from app.core import scenario
from app.core.errors import TooLargeError
from app.core.whole_file import read_bounded
from app.i18n import translator
from app.system.paths import set_portable
from app.system.threads import hold_maths_to_one_thread

LANGS = ("en", "ka", "uk", "th", "kk", "hy")


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, exit 2, as CLI.md asks
        self.exit(2, f"{self.prog}: {message}\n")


def _build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m app", description="Hold'em Dealer Trainer")
    parser.add_argument("--version", action="version", version=f"Hold'em Dealer Trainer "
                                                                 f"{__version__}")
    parser.add_argument("--self-test", action="store_true",
                        help="offscreen smoke test of this copy: one line per check, exit 0 "
                             "only when all pass")
    parser.add_argument("--portable", action="store_true",
                        help="keep settings, progress and logs in data/ beside the program")
    sub = parser.add_subparsers(dest="command")
    settle = sub.add_parser("settle", help="settle scenario hands, JSON in and out")
    settle.add_argument("file", help="a scenario file (JSON or JSON Lines), or - for stdin")
    settle.add_argument("--lang", choices=LANGS, default="en",
                        help="language of the explanation lines and of the errors")
    questions = sub.add_parser("questions", help="the trainer's questions with their answer "
                                                 "keys and scenarios, one JSON line each",
                               description="The trainer's questions as JSON Lines: what the "
                                           "trainee is shown (cards, stakes, the words of a "
                                           "question told in words, a choice's buttons as "
                                           "'choices', a chip question's chip values as "
                                           "'chips', the house rules as 'rules'), the "
                                           "answer 'key' and the hand as a 'scenario' that "
                                           "settle settles.")
    questions.add_argument("--drill", required=True, help="the drill id, like ch.ante_call")
    questions.add_argument("--level", type=int, default=1, choices=(1, 2, 3))
    questions.add_argument("--count", type=int, default=1, help="how many questions")
    questions.add_argument("--seed", type=int, default=0,
                           help="question i (from 0) is the trainer's question for seed + i")
    questions.add_argument("--profile", help="a house profile file, as the settings window "
                                             "exports it (its house rules; default: "
                                             "GAMES.md's)")
    sheet = sub.add_parser("worksheet", help="a printable PDF of a drill's questions with "
                                             "their cards, then an answer key")
    sheet.add_argument("--drill", required=True, help="the drill id, like ch.ante_call")
    sheet.add_argument("--level", type=int, default=1, choices=(1, 2, 3))
    sheet.add_argument("--count", type=int, default=20, help="how many questions, 1 to 200")
    sheet.add_argument("--seed", type=int, default=0,
                       help="question i (from 1) is the trainer's question for seed + i - 1")
    sheet.add_argument("--out", required=True, help="the PDF file to write")
    sheet.add_argument("--lang", choices=LANGS, default="en", help="the sheet's language")
    sheet.add_argument("--dpi", type=int, default=150, choices=(150, 200),
                       help="the pages' resolution")
    sheet.add_argument("--profile", help="a house profile file (its house rules; default: "
                                         "GAMES.md's)")
    odds = sub.add_parser("odds", help="a casino game's odds: the side bet exactly, the main "
                                       "game by simulation with a 95%% interval")
    odds.add_argument("--game", required=True, help="casino_holdem or holdem_bonus")
    odds.add_argument("--profile", help="a house profile file (its house rules; default: "
                                        "GAMES.md's)")
    odds.add_argument("--hands", type=int, default=1_000_000,
                      help="hands to simulate (0: the exact side bet only)")
    odds.add_argument("--seed", type=int, default=1, help="the same seed gives the same figures")
    odds.add_argument("--strategy", help="the player's strategy id (default: the table's own)")
    odds.add_argument("--json", action="store_true", help="one JSON object")
    shot = sub.add_parser("shot", help="render one screen offscreen to a PNG and exit")
    shot.add_argument("--screen", default="table", choices=SCREENS)
    shot.add_argument("--game", help="the game's id: casino_holdem, holdem_bonus or nlhe")
    shot.add_argument("--scenario", help="the hand to show (a scenario file)")
    shot.add_argument("--stage", default="settled",
                      choices=tuple(dict.fromkeys(STAGES + NL_STAGES)),
                      help="how far the hand has gone (no-limit: preflop, flop, turn, river, "
                           "showdown)")
    shot.add_argument("--seats", type=int, help="the seats at the table (no-limit: 2 to 9)")
    shot.add_argument("--drill", help="trainer: the drill id")
    shot.add_argument("--level", type=int, default=1, choices=(1, 2, 3), help="trainer: level")
    shot.add_argument("--seed", type=int, help="the random seed for the hand")
    shot.add_argument("--lang", choices=LANGS, default="en")
    shot.add_argument("--size", default="1280x800", help="window size, like 1920x1080")
    shot.add_argument("--out", required=True, help="the PNG file to write")
    serve = sub.add_parser("serve", help="host a class with no window (a school's always-on "
                                         "PC); Ctrl+C stops it")
    serve.add_argument("--port", type=int, required=True,
                       help="the port trainees join on (open it in the firewall)")
    serve.add_argument("--code", help="the join code (6 letters and digits; default: the "
                                      "unfinished class's, or a new one)")
    serve.add_argument("--new-class", action="store_true",
                       help="end the unfinished class on this PC and begin a new one")
    serve.add_argument("--lang", choices=LANGS, default="en", help="the language of errors")
    return parser


class _Unreadable(Exception):
    """The input cannot be read at all; the message says why."""


def _read_input(name: str) -> str:
    """The text of ``name`` (``-``: standard input), read no further than ``MAX_READ``
    bytes (TooLargeError beyond).

    Bytes that are not UTF-8 are kept as lone surrogates (``surrogateescape``)
    so that ``read_scenarios`` refuses only the hand that holds them; a file
    with NUL bytes is binary, or UTF-16, and is refused whole.
    """
    if name == "-":
        if sys.stdin is None:
            raise _Unreadable("it is closed")
        data = read_bounded(sys.stdin.buffer)
    else:
        data = read_bounded(name)
    if b"\0" in data:
        raise _Unreadable("not UTF-8 text")
    return data.decode("utf-8-sig", "surrogateescape")


def _json_line(result: dict) -> str:
    line = json.dumps(result, ensure_ascii=False)
    try:
        line.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate: escaped, the line stays valid UTF-8
        line = json.dumps(result, ensure_ascii=True)
    return line


def cmd_settle(file: str, lang: str) -> int:
    """Settle every hand of ``file``; print one JSON line each; 2 if any was bad.

    Output into a pipe that closes early (``| head -1``) ends quietly, with
    the exit code of a broken pipe (1), as Python's documentation on SIGPIPE
    recommends.
    """
    translate = translator(lang)
    where = "standard input" if file == "-" else file
    try:
        text = _read_input(file)
    except TooLargeError as e:
        print(f"settle: {where}: {e.render(translate)}", file=sys.stderr)
        return 2
    except (OSError, _Unreadable) as e:
        reason = (e.strerror or str(e)) if isinstance(e, OSError) else str(e)
        print(f"settle: cannot read {where}: {reason}", file=sys.stderr)
        return 2
    status = 0
    try:
        for hand in scenario.read_scenarios(text):
            if isinstance(hand, scenario.ScenarioError):
                result = {"ok": False, "error": hand.render(translate)}
            else:
                result = _settle_one(scenario.settle_scenario, hand, translate)
            if not result["ok"]:
                status = 2
            print(_json_line(result), flush=False)
        sys.stdout.flush()
    except BrokenPipeError:
        # Nobody reads the rest: point stdout at devnull so the flush at exit is quiet too.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1
    return status


def _settle_one(settle, hand, translate) -> dict:
    """One hand's result; a failure inside the rules core is that hand's error line."""
    try:
        return settle(hand, translate)
    except RecursionError:
        return {"ok": False, "error": "the hand is nested too deeply"}
    except Exception as e:  # no traceback reaches the user; the other hands still settle
        return {"ok": False, "error": f"this hand could not be settled (internal error: "
                                      f"{type(e).__name__})"}


def _streams_for_a_windowed_program() -> None:
    """The packaged Windows program is a windowed one: started with no console (from a
    shortcut, or a command prompt that does not wait for it) it has no standard output or
    error, and Python sets them to None. Its commands' lines then go to the null device
    rather than into an AttributeError."""
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))


def main(argv: Sequence[str] | None = None) -> int:
    hold_maths_to_one_thread()  # first: nothing has imported NumPy yet (the installed script too)
    _streams_for_a_windowed_program()
    for stream in (sys.stdout, sys.stderr):
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(encoding="utf-8")
    args = _build_parser().parse_args(argv)
    if args.portable:
        set_portable(True)
    if args.self_test:
        if args.command:
            print("python -m app: --self-test takes no command", file=sys.stderr)
            return 2
        # deferred: each command loads only what it needs (the window and settle start without it)
        from app.commands.selftest import run_self_test

        return run_self_test()
    if args.command == "settle":
        return cmd_settle(args.file, args.lang)
    if args.command == "questions":
        # deferred: each command loads only what it needs: the window and settle start without the
        # trainer, Pillow or the odds
        from app.commands.questions import cmd_questions

        return cmd_questions(args.drill, args.level, args.count, args.seed, args.profile)
    if args.command == "worksheet":
        # deferred: each command loads only what it needs: the window and settle start without the
        # trainer, Pillow or the odds
        from app.commands.worksheet import cmd_worksheet

        return cmd_worksheet(args.drill, args.level, args.count, args.seed, args.out,
                             args.lang, args.dpi, args.profile)
    if args.command == "odds":
        # deferred: each command loads only what it needs: the window and settle start without the
        # trainer, Pillow or the odds
        from app.commands.odds import cmd_odds

        return cmd_odds(args.game, args.profile, args.hands, args.seed, args.strategy, args.json)
    if args.command == "shot":
        return shot_main(args)
    if args.command == "serve":
        # deferred: aiohttp loads for the class server only
        from app.commands.serve import cmd_serve

        return cmd_serve(args.port, args.code, args.lang, args.new_class)
    try:
        # deferred: Qt loads for the window only: settle and the other commands run without it
        from app.ui.app import run
    except ImportError as e:  # Qt's own libraries missing on this PC: say what to install
        print(f"python -m app: the window cannot start because a system library is missing "
              f"({e}); on Linux, install the packages listed under 'Linux' in the README",
              file=sys.stderr)
        return 2
    return run()
