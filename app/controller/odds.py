"""The odds screen's controller: the active house rules' side bets counted exactly and the
main games simulated, on a worker thread, worded for the window.

The window calls ``refresh()`` when it is shown (the house rules may have changed since),
``start()`` and ``stop()`` for a game's simulation; after every change the controller
emits ``changed`` and the window redraws from ``view(game)``. Every figure comes from
:mod:`app.core.odds`; :mod:`app.controller.odds_words` words it, beside GAMES.md §4's
references.

The work runs on one worker thread (concurrent.futures), polled by a QTimer as the
no-limit table's computer players are: each side bet's count once (the AA Bonus's 2.6
million hands take about a second, its progress told as it goes), then a simulation one
part of 50,000 hands at a time, so Stop takes effect within a part and the window never
waits.
"""

from __future__ import annotations

import logging
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, Optional

from PySide6.QtCore import QObject, QTimer, Signal

from app.controller.house import house_rule_values
from app.controller.odds_run import GameRun
from app.controller.odds_words import OddsView, game_view
from app.core.games.registry import table_games
from app.core.odds import ODDS, ExactBet, Simulation
from app.system.settings import Settings

log = logging.getLogger(__name__)
POLL_MS = 30  # how often the worker's results are looked for
AHEAD = 2  # parts given to the worker at once: it starts the next while one is taken in
HANDS = (100_000, 1_000_000, 10_000_000, 100_000_000)  # the window's choices
DEFAULT_HANDS = 10_000_000
DEFAULT_SEED = 1


class OddsController(QObject):
    """Works out and words the odds of each casino game under the house rules of settings.

    Signals:
        changed: a figure, the progress or the house rules changed; read ``view(game)``.
    """

    changed = Signal()

    def __init__(self, settings: Settings, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="odds")
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._collect)
        self._runs = {g.id: GameRun(ODDS[g.id], g) for g in table_games() if g.id in ODDS}
        for run in self._runs.values():
            run.strategy = run.odds.main.strategies[0].id

    @property
    def games(self) -> tuple[str, ...]:
        """The games with odds, in the Game menu's order."""
        return tuple(self._runs)

    # -- what the user does -------------------------------------------------------------
    def refresh(self) -> None:
        """Read each game's house rules from settings; a game whose rules changed loses its
        figures, which are worked out again (a simulation stops). Starts counting the side
        bets not yet counted."""
        for run in self._runs.values():
            values = house_rule_values(self.settings, run.spec)
            if values != run.values or run.rules is None:
                self._stop(run)
                run.values, run.rules = values, run.spec.make_rules(values)
                run.exact, run.counting, run.simulation = {}, {}, None  # a count under way is
                # for the old rules: left to finish unread
            for bet in run.odds.exact:
                if bet.bet.id not in run.exact and bet.bet.id not in run.counting:
                    self._count(run, bet)
        self.changed.emit()

    def start(self, game: str, strategy: str, hands: int, seed: int = DEFAULT_SEED) -> None:
        """Simulate ``hands`` hands of ``game``'s main game by ``strategy`` from ``seed``
        (RulesError for a strategy the game does not have)."""
        run = self._runs[game]
        if run.rules is None:
            self.refresh()
        self._stop(run)
        run.strategy = strategy
        run.simulation = Simulation(run.odds.main, run.rules, strategy, seed, hands)
        run.running = True
        self._next_parts(run)
        self.changed.emit()

    def choose_strategy(self, game: str, strategy: str) -> None:
        """The strategy the next simulation of ``game`` plays (its figures so far stay)."""
        self._runs[game].odds.main.strategy(strategy)  # RulesError for one it does not have
        self._runs[game].strategy = strategy

    def stop(self, game: str) -> None:
        """Stop ``game``'s simulation after the part being played (its figures stay)."""
        self._stop(self._runs[game])
        self.changed.emit()

    def stop_all(self) -> None:
        """Stop every game's simulation (the window closes)."""
        for run in self._runs.values():
            self._stop(run)
        self.changed.emit()

    def running(self, game: str) -> bool:
        return self._runs[game].running

    # -- the worker ---------------------------------------------------------------------
    def _count(self, run: GameRun, bet: ExactBet) -> None:
        key, rules = bet.bet.id, run.rules
        run.counted[key] = 0.0

        def told(done: int, total: int) -> None:  # on the worker: one float, read by _collect
            run.counted[key] = done / total

        run.counting[key] = self._pool.submit(bet.odds, rules, told)
        self._poll.start()

    def _next_parts(self, run: GameRun) -> None:
        """Give the worker parts of the simulation up to AHEAD; not running once every part
        is played."""
        sim = run.simulation
        while run.running and sim is not None and len(run.parts) < AHEAD:
            part = sim.next_part()
            if part is None:
                break
            run.parts.append(self._pool.submit(sim.play, part))
        if not run.parts:
            run.running = False
        self._poll.start()

    def _stop(self, run: GameRun) -> None:
        for future in run.parts:
            future.cancel()  # a part being played finishes and is dropped
        run.running, run.parts = False, []

    def _collect(self) -> None:
        """Take in whatever the worker finished; emit ``changed`` while anything is going."""
        for run in self._runs.values():
            for key, future in list(run.counting.items()):
                if future.done():
                    del run.counting[key]
                    if _worked(future, "counting the side bet"):
                        run.exact[key] = future.result()
            while run.parts and run.parts[0].done():
                played = run.parts.pop(0)
                if run.simulation is None or not _worked(played, "simulating the main game"):
                    self._stop(run)
                    break
                run.simulation.add(played.result())
            self._next_parts(run)
        if not any(run.counting or run.parts for run in self._runs.values()):
            self._poll.stop()
        self.changed.emit()

    # -- words ----------------------------------------------------------------------------
    def view(self, game: str) -> OddsView:
        """``game``'s tab in words, in the window's language."""
        return game_view(self._runs[game])


def _worked(future: Future[Any], what: str) -> bool:
    """True when ``future`` ended with a result; a failure is logged (a bug: the figure is
    left out, the window goes on)."""
    if future.cancelled():
        return False
    error = future.exception()
    if error is not None:
        log.error("the odds worker failed %s", what, exc_info=error)
    return error is None
