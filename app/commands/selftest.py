"""``--self-test``: an offscreen smoke test of this copy of the app, source or packaged (CLI.md).

It runs named checks in order and prints one line for each, ``ok   <name>: ...``
or ``FAIL <name>: <reason>``, then ``self-test: N passed, N failed``; the exit code
is 0 only when every check passed. The lines also go to the app's log (a windowed
Windows build has no console). Qt runs offscreen; settings and progress live in a
fresh temporary folder, removed at the end, so a trainee's data is never touched.
An exception inside a check is that check's FAIL line (its traceback goes to the
log). ``HOLDEM_TRAINER_SELFTEST_BREAK=<check name>`` fails that check on purpose.
"""

from __future__ import annotations

import contextlib
import logging
import os
import random
import shutil
import sys
import tempfile
from functools import partial
from pathlib import Path
from typing import Callable, Optional

from app.core.games.registry import table_games
from app.system.logs import setup_logging
from app.system.paths import HOME_ENV

BREAK_ENV = "HOLDEM_TRAINER_SELFTEST_BREAK"
# The example of SCENARIOS.md: a four-seat all-in with a side pot, and its published stacks.
NLHE_HAND = {"game": "nlhe", "stacks": [1000, 250, 1000, 600], "button": 0, "small_blind": 5,
             "big_blind": 10, "ante": 0, "board": ["Ks", "Qd", "2c", "9h", "3s"],
             "hole_cards": [["As", "Kd"], ["Qh", "Qc"], ["7s", "7d"], ["Ah", "Kc"]],
             "actions": [["raise", 30], ["call"], ["allin"], ["fold"], ["allin"], ["call"]]}
NLHE_STACKS = [750, 760, 990, 350]

log = logging.getLogger(__name__)


class CheckFailed(Exception):
    """A check's finding; the message is the one-line reason."""


class SelfTestRun:
    """What the checks share: the temporary home, the application, the window."""

    def __init__(self, home: Path, log_path: Optional[Path]) -> None:
        self.home, self.log_path = home, log_path
        self.app = self.window = self.answer = None

    def need_window(self):
        if self.window is None:
            raise CheckFailed("needs the main window, which did not open")
        return self.window


def check_resources(run: SelfTestRun) -> str:
    """Fonts, their licence, every compiled translation and the scenario files are there."""
    # deferred: a check imports what it checks: a part that does not import is that check's FAIL line,
    # not the end of the self-test
    from app.core.scenario import ScenarioError, read_scenarios, settle_scenario
    from app.i18n import LANGUAGES, qm_path
    from app.system.paths import fonts_dir, resource_root, scenarios_dir

    fonts = sorted(fonts_dir().glob("*.ttf"))
    scenarios = sorted(scenarios_dir().glob("*.json*"))
    wanted = {"assets/fonts/OFL.txt": (fonts_dir() / "OFL.txt").is_file(),
              "assets/fonts/*.ttf": bool(fonts), "assets/scenarios/*.json": bool(scenarios)}
    wanted.update({f"i18n/{qm_path(code).name}": qm_path(code).is_file()
                   for code in LANGUAGES if code != "en"})
    missing = [name for name, there in wanted.items() if not there]
    if missing:
        raise CheckFailed(f"missing under {resource_root()}: {', '.join(missing)}")
    for path in scenarios:
        for hand in read_scenarios(path.read_text(encoding="utf-8-sig")):
            bad = hand if isinstance(hand, ScenarioError) else settle_scenario(hand).get("error")
            if bad:
                raise CheckFailed(f"{path.name} does not settle: {bad}")
    return f"{len(fonts)} fonts, {len(LANGUAGES) - 1} translations, {len(scenarios)} scenario files"


def check_fonts(run: SelfTestRun) -> str:
    """The offscreen application starts, every bundled font file loads, and every
    family the app asks for is among them (so no script depends on the PC's fonts)."""
    # deferred: a check imports what it checks: a part that does not import is that check's FAIL line,
    # not the end of the self-test
    from PySide6.QtCore import qInstallMessageHandler
    from PySide6.QtGui import QFontDatabase

    # deferred: the same: the app's own parts of this check
    from app.i18n import FONT_FAMILIES
    from app.system.paths import fonts_dir
    from app.ui.app import make_app

    qt_log = logging.getLogger("qt")  # Qt's own notes go to the log, not the screen
    qInstallMessageHandler(lambda _mode, _context, message: qt_log.info("%s", message))
    run.app = make_app()
    bundled: set[str] = set()
    for path in sorted(fonts_dir().glob("*.ttf")):
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            raise CheckFailed(f"{path.name} does not load")
        bundled.update(QFontDatabase.applicationFontFamilies(font_id))
    unmatched = [f for f in FONT_FAMILIES if f not in bundled]
    if unmatched:
        raise CheckFailed(f"not bundled under that name: {', '.join(unmatched)}")
    return f"{len(bundled)} families loaded"


def check_translations(run: SelfTestRun) -> str:
    """Every translation loads; Georgian translates the window's menus, and back to English."""
    # deferred: a check imports what it checks: a part that does not import is that check's FAIL line,
    # not the end of the self-test
    from PySide6.QtCore import QCoreApplication, QTranslator

    # deferred: a check imports what it checks: a part that does not import is that check's FAIL line,
    # not the end of the self-test
    from app.i18n import LANGUAGES, LanguageSwitcher, qm_path

    for lang in LANGUAGES:
        if lang != "en":
            tr = QTranslator()
            if not tr.load(str(qm_path(lang))) or tr.isEmpty():
                raise CheckFailed(f"{qm_path(lang).name} does not load")
    switcher = LanguageSwitcher()
    if not switcher.switch("ka"):
        raise CheckFailed("cannot switch to Georgian")
    try:
        if QCoreApplication.translate("MainWindow", "&Game") == "&Game":
            raise CheckFailed("the Georgian file does not translate the Game menu")
    finally:
        switcher.switch("en")
    return "ka, uk, th, kk, hy"


def check_main_window(run: SelfTestRun) -> str:
    """The main window opens with its five tabs and paints."""
    # deferred: a check imports what it checks: a part that does not import is that check's FAIL line,
    # not the end of the self-test
    from app.system.settings import Settings
    from app.ui.app import build_window

    window = build_window(Settings(), "en")
    window.resize(1280, 800)
    window.show()
    run.app.processEvents()
    run.window = window
    image = window.grab().toImage()
    if not window.isVisible() or image.isNull() or window.tabs.count() != 5:
        raise CheckFailed("the window did not show its tabs")
    return f"{window.windowTitle()}, {image.width()}x{image.height()}"


def check_table_hand(run: SelfTestRun, game: str) -> str:
    """A seeded three-seat hand of ``game`` dealt and settled through the table controller."""
    # deferred: a check imports what it checks: a part that does not import is that check's FAIL line,
    # not the end of the self-test
    from app.core.games.hand import Stage

    controller = run.need_window().controller
    controller.set_game(game)
    controller.new_hand(seed=7, seats=3)
    controller.advance_to("settled")
    run.app.processEvents()
    hand = controller.hand
    if hand.stage is not Stage.SETTLED or len(hand.settlements) != 3:
        raise CheckFailed(f"the hand stopped at {hand.stage.name.lower()}")
    net = sum(b.net for s in hand.settlements.values() for b in s.bets)
    return f"3 seats dealt and settled through the table controller (players' net {net:+d})"


def check_no_limit(run: SelfTestRun) -> str:
    """No-limit in the core: one hand settled through the scenario path, and one played by
    the three computer players."""
    # deferred: a check imports what it checks: a part that does not import is that check's FAIL line,
    # not the end of the self-test
    from app.core.scenario import settle_scenario

    result = settle_scenario(dict(NLHE_HAND))
    if not result["ok"]:
        raise CheckFailed(result["error"])
    if result["final_stacks"] != NLHE_STACKS:
        raise CheckFailed(f"final stacks {result['final_stacks']}, expected {NLHE_STACKS}")
    # The computer players rank hands with NumPy (its compiled libraries must load).
    # deferred: a check imports what it checks: a part that does not import is that check's FAIL line,
    # not the end of the self-test
    from app.core.cards import parse_cards
    from app.core.fasteval import rank
    from app.core.nlhe import HandSetup, NLHand
    from app.core.nlhe.players import make_player
    from app.core.nlhe.session import play_hand

    if rank(parse_cards("As Ks Qs Js Ts 2d 3c".split())) != 1:
        raise CheckFailed("the batch ranker does not rank a royal flush first")
    hand = NLHand(HandSetup.deal([200, 200, 200], 0, 1, 2, rng=random.Random(5)))
    play_hand(hand, [make_player(level, seat) for seat, level in
                     enumerate(("easy", "normal", "hard"))])
    if hand.outcome is None:
        raise CheckFailed("the computer players' hand did not end")
    return ("side-pot hand settled through the core's scenario path; a hand played by an easy, "
            "a normal and a hard computer player")


def check_no_limit_table(run: SelfTestRun) -> str:
    """The no-limit table screen deals and its computer players play to a showdown."""
    window = run.need_window()
    window.tabs.setCurrentIndex(3)
    table = window.nl_screen.c
    if not table.play_to("showdown"):
        raise CheckFailed("no hand on the no-limit table reached a showdown")
    run.app.processEvents()
    window.tabs.setCurrentIndex(0)
    return f"hand {table.hand_number} of the no-limit table played to its showdown"


def check_rules_pages(run: SelfTestRun) -> str:
    """Every rules page is there in every language and its figures fill in; the Rules tab
    shows one."""
    # deferred: a check imports what it checks: a part that does not import is that check's FAIL line,
    # not the end of the self-test
    from app.controller.rules_pages import page_path
    from app.core.rules_pages import page_ids
    from app.i18n import LANGUAGES

    missing = [f"{code}/{page}" for code in LANGUAGES for page in page_ids()
               if not page_path(code, page).is_file()]
    if missing:
        raise CheckFailed(f"rules pages missing: {', '.join(missing)}")
    window = run.need_window()
    screen = window.rules_screen
    for page in page_ids():
        screen.c.fill("en", page)  # a PageError names the page and line
    screen.show_game(window.controller.game)
    with tempfile.TemporaryDirectory() as folder:  # Qt's print support is in the build
        if not screen.print_pdf(os.path.join(folder, "page.pdf")):
            raise CheckFailed("a rules page could not be printed to PDF")
    return f"{len(page_ids())} pages in {len(LANGUAGES)} languages, printed to PDF"


def check_worksheet(run: SelfTestRun) -> str:
    """A Thai worksheet of one question is drawn with Pillow and the bundled fonts and saved
    as a PDF that holds every page (Pillow and its text layout are in the build)."""
    # deferred: a check imports what it checks: a part that does not import is that check's FAIL line,
    # not the end of the self-test
    from app.printing.worksheet import write_worksheet

    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "sheet.pdf"
        sheet = write_worksheet(out, "ch.total", 2, 1, 7, "th")
        pages = out.read_bytes().count(b"/Type /Page ")
    if pages != sheet.page_count or sheet.page_count < 2:
        raise CheckFailed(f"the PDF holds {pages} pages of {sheet.page_count}")
    return f"{pages} pages, the answer key apart"


def check_trainer(run: SelfTestRun) -> str:
    """One trainer question, answered with its own key, is found correct and recorded."""
    window = run.need_window()
    window.tabs.setCurrentIndex(1)
    trainer = window.trainer_controller
    trainer.start_drill("ch.ante_call", 1, seed=1)
    question = trainer.question
    answered = trainer.submit({key: str(value) for key, value in question.expected.items()})
    run.app.processEvents()
    if not answered.correct:
        raise CheckFailed(f"the key {question.expected} was marked wrong")
    run.answer = (trainer.profile.id, question.drill, question.seed)
    return f"{question.drill}, seed {question.seed}"


def check_progress_store(run: SelfTestRun) -> str:
    """The answer is in the progress file in the temporary folder after closing and reopening."""
    # deferred: a check imports what it checks: a part that does not import is that check's FAIL line,
    # not the end of the self-test
    from app.core.trainer.store import ProgressStore
    from app.system.paths import progress_file

    if run.answer is None:
        raise CheckFailed("needs the trainer's answer")
    path = progress_file()
    if run.home not in path.parents:
        raise CheckFailed(f"the store is at {path}, outside the temporary folder")
    run.need_window().close()  # closes the store
    run.window = None
    store = ProgressStore(path)
    try:
        profile, drill, seed = run.answer
        found = [a for a in store.answers(profile) if (a.drill, a.seed) == (drill, seed)]
    finally:
        store.close()
    if not found or not found[-1].correct:
        raise CheckFailed("the answer did not come back from the reopened store")
    return "written, closed, reopened and read back"


def check_class_import(run: SelfTestRun) -> str:
    """The progress file's export is read back by the class import, in the process of its
    own that Instructor > Class results starts (the packaged program starts itself again
    for it)."""
    # deferred: a check imports what it checks: a part that does not import is that check's FAIL line,
    # not the end of the self-test
    from PySide6.QtCore import QEventLoop, QTimer

    # deferred: a check imports what it checks: a part that does not import is that check's FAIL line,
    # not the end of the self-test
    from app.controller.classroom import DONE, ClassResultsController
    from app.core.trainer.store import ProgressStore
    from app.system.paths import progress_file

    with tempfile.TemporaryDirectory() as folder:
        export = Path(folder) / "everyone.csv"
        store = ProgressStore(progress_file())
        try:
            store.export_csv(export)
        finally:
            store.close()
        classroom = ClassResultsController()
        outcome: list[str] = []
        loop = QEventLoop()
        classroom.import_ended.connect(lambda how: (outcome.append(how), loop.quit()))
        QTimer.singleShot(60_000, loop, loop.quit)  # a process that never answers fails the check
        classroom.import_files([export])
        loop.exec()
        classroom.stop_import()
        if outcome != [DONE]:
            raise CheckFailed(f"the import ended {outcome or 'never'}: {classroom.failure}")
        answered = sum(t.answered for t in classroom.results.trainees)
    if answered < 1:
        raise CheckFailed("the export's answer was not read back")
    return f"{len(classroom.results.trainees)} trainee, {answered} answer(s), in its own process"


def check_classroom(run: SelfTestRun) -> str:
    """A class server on this PC's loopback, on a progress file of its own: a trainee joins,
    the instructor asks a drill question, the trainee's view holds it without its key, the
    answer is counted once and the server stops."""
    # deferred: a check imports what it checks: a part that does not import is that check's FAIL line,
    # not the end of the self-test
    import asyncio
    import operator

    # deferred: a check imports what it checks: a part that does not import is that check's FAIL line,
    # not the end of the self-test
    from app.classroom.client import HostClient, MemberClient
    from app.classroom.runner import ClassServer

    server = ClassServer(run.home / "class-check.sqlite3", 0)
    server.start()
    try:
        address = f"127.0.0.1:{server.port}"

        async def lesson() -> tuple[object, bool, bool]:
            host, member = HostClient(), MemberClient()
            try:
                # (called by name: the signal connections' reader takes any .connect( for Qt's)
                await operator.methodcaller("connect", address, server.host_key)(host)
                await member.join(address, server.join_code, "Self-test")
                ask = await host.ask({"kind": "drill", "drill": "ch.ante_call", "level": 1,
                                      "seed": 7, "house": None})
                live = (await member.view()).live
                given = {"answer": 0}
                return live, await member.answer(ask, given, 1.0, "self-test-1"), \
                    await member.answer(ask, given, 1.0, "self-test-1")
            finally:
                await member.close()
                await host.close()

        live, first, again = asyncio.run(lesson())
    finally:
        server.stop()
    if live is None:
        raise CheckFailed("the trainee's view holds no question")
    if not first or again:
        raise CheckFailed(f"the answer counted {first}, then again {again}")
    return f"joined, asked, answered once on port {server.port}, stopped"


def check_settings(run: SelfTestRun) -> str:
    """The game chosen last on the table was saved to the temporary settings file."""
    # deferred: a check imports what it checks: a part that does not import is that check's FAIL line,
    # not the end of the self-test
    from app.system.paths import settings_file
    from app.system.settings import Settings

    if not settings_file().is_file() or Settings().get("game") != table_games()[-1].id:
        raise CheckFailed(f"{settings_file()} does not hold the game chosen")
    return "saved and read back"


def check_log(run: SelfTestRun) -> str:
    """The app's log file (where these lines also go) can be written."""
    if run.log_path is None or not run.log_path.is_file():
        raise CheckFailed("no log file could be written")
    return str(run.log_path)


CHECKS: list[tuple[str, Callable[[SelfTestRun], str]]] = [
    ("resources", check_resources), ("fonts", check_fonts),
    ("translations", check_translations), ("main-window", check_main_window),
    *((game.id.replace("_", "-"), partial(check_table_hand, game=game.id))
      for game in table_games()),
    ("no-limit", check_no_limit), ("no-limit-table", check_no_limit_table),
    ("rules-pages", check_rules_pages), ("worksheet", check_worksheet),
    ("trainer", check_trainer),
    ("progress-store", check_progress_store), ("class-import", check_class_import),
    ("classroom", check_classroom),
    ("settings", check_settings), ("log", check_log),
]


def _say(line: str) -> None:
    """One line to the log, and to standard output when there is one."""
    log.info("%s", line)
    with contextlib.suppress(OSError, ValueError, AttributeError):
        print(line, file=sys.stdout, flush=True)


def _one_line(exc: BaseException) -> str:
    text = " ".join(str(exc).split()) or "no message"
    text = text if isinstance(exc, CheckFailed) else f"{type(exc).__name__}: {text}"
    return text[:300]


def run_checks(run: SelfTestRun, checks=None) -> int:
    """Run ``checks`` (default: all) in order, one line each and the summary; 0 if all passed."""
    broken = os.environ.get(BREAK_ENV, "")
    passed = failed = 0
    for name, check in CHECKS if checks is None else checks:
        try:
            if name == broken:
                raise CheckFailed(f"broken on purpose by {BREAK_ENV}")
            detail = check(run)
        except Exception as exc:  # every failure is the check's line, never a traceback
            if not isinstance(exc, CheckFailed):
                log.exception("self-test check %s", name)
            failed += 1
            _say(f"FAIL {name}: {_one_line(exc)}")
        else:
            passed += 1
            _say(f"ok   {name}: {detail}")
    if run.window is not None:
        run.window.close()
    _say(f"self-test: {passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


def run_self_test() -> int:
    """Run every check offscreen in a temporary home; 0 only if all passed."""
    saved = {k: os.environ.get(k) for k in ("QT_QPA_PLATFORM", HOME_ENV)}
    try:
        log_path = setup_logging()  # the app's own log, before the temporary home takes over
    except Exception:
        log_path = None
    home = Path(tempfile.mkdtemp(prefix="holdem-selftest-"))
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    os.environ[HOME_ENV] = str(home)
    run = SelfTestRun(home, log_path)
    try:
        kind = "packaged" if getattr(sys, "frozen", False) else "from source"
        _say(f"self-test of Hold'em Dealer Trainer ({kind}, Python {sys.version.split()[0]})")
        return run_checks(run)
    finally:
        if run.app is not None:
            # deferred: a check imports what it checks: a part that does not import is that check's FAIL
            # line, not the end of the self-test
            from PySide6.QtCore import qInstallMessageHandler

            qInstallMessageHandler(None)
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
        shutil.rmtree(home, ignore_errors=True)
