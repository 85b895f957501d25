"""One game's figures as the odds controller keeps them, as plain data: the controller
(:mod:`app.controller.odds`) fills it on its worker's results and
:mod:`app.controller.odds_words` words it; neither imports the other for it."""

from __future__ import annotations

from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Any, Optional

from app.core.games.registry import GameSpec
from app.core.odds import ExactOdds, GameOdds, Simulation


@dataclass
class GameRun:
    """One game's figures: its rules, its side bets' tables, its simulation."""

    odds: GameOdds
    spec: GameSpec
    values: dict[str, str] = field(default_factory=dict)
    rules: Any = None
    exact: dict[str, ExactOdds] = field(default_factory=dict)
    counted: dict[str, float] = field(default_factory=dict)  # share counted, while counting
    counting: dict[str, Future[ExactOdds]] = field(default_factory=dict)
    strategy: str = ""
    simulation: Optional[Simulation] = None
    running: bool = False
    parts: list[Future[Any]] = field(default_factory=list)  # being played, oldest first
