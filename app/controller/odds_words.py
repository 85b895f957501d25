"""What the odds window shows, as plain data, worded in the current language.

:func:`game_view` reads one game's figures as the controller keeps them (every number
from :mod:`app.core.odds`) and words them: counts and percentages as the language
writes numbers, each figure with GAMES.md §4's reference for these house rules; a
reference for the best strategy says so, one for another strategy than the one
simulated is left out (the command line lists them all).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from PySide6.QtCore import QCoreApplication

from app.controller.odds_run import GameRun
from app.core.odds import (
    ANY,
    BEST,
    HOUSE_EDGE,
    LOSES,
    RETURN,
    Estimate,
    ExactBet,
    references,
    strategy_note,
)
from app.core.rules import line_term
from app.core.text import Numerus
from app.i18n import format_amount, format_decimal, qt_translate

# Marked for lupdate, which reads a count only when it is written as a number here.
STOPPED = Numerus.translate("Odds", "Stopped after %n hand(s) of {hands}, seed {seed}", None, 0)

EDGE_DECIMALS = 4  # an exact house edge: as many as GAMES.md prints
SIMULATED_DECIMALS = (3, 2)  # a simulated house edge; a share of the hands


@dataclass(frozen=True)
class ExactRow:
    """One line of a side bet's table, in words."""

    line: str
    combinations: str
    reference: str  # GAMES.md's count, or ""
    probability: str
    pays: str
    returns: str


@dataclass(frozen=True)
class ExactView:
    """A side bet counted over every deal: its lines, its house edge, GAMES.md's."""

    title: str
    deals: str
    rows: tuple[ExactRow, ...] = ()
    edge: str = ""
    reference: str = ""
    progress: int = 0  # percent counted
    done: bool = False


@dataclass(frozen=True)
class FigureRow:
    """One simulated figure: its name, estimate, 95% interval and GAMES.md's references."""

    name: str
    estimate: str
    interval: str
    reference: str


@dataclass(frozen=True)
class SimulationView:
    """The main game's simulation for the window."""

    strategies: tuple[tuple[str, str, str], ...]  # (id, name, what it does)
    strategy: str
    running: bool
    progress: int  # percent of the hands played
    hands: str  # "1,250,000 of 10,000,000 hands, seed 1", or ""
    rows: tuple[FigureRow, ...]
    note: str = ""  # where the chosen strategy is published, what it was measured at


@dataclass(frozen=True)
class OddsView:
    """One game's tab: its name, its house rules in words, its side bets, its main game."""

    game: str
    title: str
    rules: str
    exact: tuple[ExactView, ...]
    simulation: SimulationView


def percent(value: float, decimals: int) -> str:
    """``value`` (a share: 0.0625) as a percentage in the window's language: ``6.25%``."""
    return QCoreApplication.translate("Odds", "{value}%").format(
        value=format_decimal(value * 100, decimals))


def small_percent(value: float) -> str:
    """A share as a percentage to four significant digits (``0.0001539%``, ``89.12%``)."""
    if value == 0:
        return percent(0, 0)
    digits = max(0, 3 - int(f"{abs(value) * 100:e}".split("e")[1]))
    return percent(value, digits)


def _signed(value: Fraction) -> str:
    """A line's share of the return with its sign: ``+0.01539%``, ``-89.12%``."""
    return ("+" if value > 0 else "") + small_percent(float(value))


def game_view(run: GameRun) -> OddsView:
    """One game's tab in words."""
    return OddsView(run.spec.id, run.spec.name.render(qt_translate).replace("&", ""),
                    _rules_text(run), tuple(_exact_view(run, b) for b in run.odds.exact),
                    _simulation_view(run))


def _rules_text(run: GameRun) -> str:
    """The house rules: each rule's name and value, as the set-up dialog words them."""
    return " \u00b7 ".join(
        QCoreApplication.translate("Odds", "{rule}: {value}").format(
            rule=r.title.render(qt_translate),
            value=r.value_term(run.values[r.key]).render(qt_translate))
        for r in run.spec.rules if r.key in run.values)


def _reference_text(run: GameRun, figure: str, strategy: str = ANY) -> str:
    """GAMES.md's percentages for ``figure`` under the game's rules: the one for ``strategy``
    (or for any) as it is, the best strategy's marked so."""
    out = []
    for ref in references(run.spec.id, figure, run.values):
        value = percent(float(ref.value) / 100, len(ref.value.partition(".")[2]))
        if ref.strategy == BEST:
            out.append(QCoreApplication.translate("Odds", "{value} (best strategy)").format(
                value=value))
        elif ref.strategy in (ANY, strategy):
            out.append(value)
    return "; ".join(out)


def _exact_view(run: GameRun, bet: ExactBet) -> ExactView:
    key = bet.bet.id
    title, deals = bet.bet.label.render(qt_translate), bet.deals.render(qt_translate)
    odds = run.exact.get(key)
    if odds is None:
        return ExactView(title, deals, progress=round(100 * run.counted.get(key, 0.0)))
    rows = []
    for line in odds.lines:
        found = references(run.spec.id, f"{key}:{line.line}", run.values)
        if line.line == LOSES:
            name, pays = (QCoreApplication.translate("Odds", "every other hand"),
                          QCoreApplication.translate("Odds", "loses"))
        else:
            name = line_term(line.line).render(qt_translate)
            pays = QCoreApplication.translate("Odds", "{pays} to 1").format(
                pays=format_amount(line.pays))
        rows.append(ExactRow(name, format_amount(line.combinations),
                             format_amount(int(found[0].value)) if found else "",
                             small_percent(float(line.probability)), pays, _signed(line.returns)))
    edge = QCoreApplication.translate("Odds", "House edge: {edge} of the bet, over {hands} deals")
    reference = _reference_text(run, key)
    return ExactView(
        title, deals, tuple(rows),
        edge.format(edge=percent(float(odds.house_edge), EDGE_DECIMALS),
                    hands=format_amount(odds.total)),
        QCoreApplication.translate("Odds", "Published: {value}").format(value=reference)
        if reference else "", 100, True)


def _simulation_view(run: GameRun) -> SimulationView:
    main = run.odds.main
    strategies = tuple((s.id, s.name.render(qt_translate), s.description.render(qt_translate))
                       for s in main.strategies)
    sim = run.simulation
    note = strategy_note(run.spec.id, run.strategy, qt_translate)
    if sim is None or sim.played == 0:
        return SimulationView(strategies, run.strategy, run.running, 0, "", (), note)
    edge_decimals, share_decimals = SIMULATED_DECIMALS
    rows = [_figure_row(run, QCoreApplication.translate("Odds", "House edge"),
                        sim.estimate(RETURN).negated(), HOUSE_EDGE, edge_decimals)]
    rows += [_figure_row(run, f.name.render(qt_translate), sim.estimate(f.id), f.id,
                         share_decimals) for f in main.figures]
    if run.running or sim.played >= sim.hands:
        hands = QCoreApplication.translate("Odds", "{played} of {hands} hands, seed {seed}")
    else:  # stopped: the count says so, not only the bar
        hands = QCoreApplication.translate("Odds", STOPPED, None, sim.played).replace(
            str(sim.played), "{played}", 1)
    hands = hands.format(played=format_amount(sim.played), hands=format_amount(sim.hands),
                         seed=sim.seed)
    return SimulationView(strategies, run.strategy, run.running, int(100 * sim.progress),
                          hands, tuple(rows), note)


def _figure_row(run: GameRun, name: str, estimate: Estimate, figure: str,
                decimals: int) -> FigureRow:
    interval = QCoreApplication.translate("Odds", "{low} to {high}").format(
        low=percent(estimate.low, decimals), high=percent(estimate.high, decimals))
    strategy = run.simulation.strategy if run.simulation is not None else ANY
    return FigureRow(name, percent(estimate.mean, decimals), interval,
                     _reference_text(run, figure, strategy))
