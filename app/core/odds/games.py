"""Each casino game's odds as data: its side bet counted exactly, its main game simulated.

One :class:`GameOdds` per game, keyed by the registry's game id, as
:mod:`app.core.games.registry` keeps the games: the odds screen and
``python -m app odds`` list these and name no game themselves.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Optional

from ..errors import RulesError, said
from ..games import casino_holdem, holdem_bonus
from ..games.bets import BetSpec
from ..rules import PayTable
from ..safe_repr import short_repr
from ..text import QT_TRANSLATE_NOOP, Term
from .exact import ExactOdds, LineCounts, Progress, aa_bonus_counts, holdem_bonus_counts, odds_of
from .main_games import CASINO_HOLDEM, HOLDEM_BONUS
from .simulation import MainGame


@dataclass(frozen=True)
class ExactBet:
    """A side bet counted over every deal: the bet, what is counted, how (``counts``,
    telling ``progress`` as it goes) and the pay table the house rules choose."""

    bet: BetSpec
    deals: Term  # what the count runs over, in words
    counts: Callable[[Optional[Progress]], LineCounts]
    table: Callable[[Any], PayTable]  # the game's rules object -> the bet's pay table

    def odds(self, rules: Any, progress: Optional[Progress] = None) -> ExactOdds:
        """The bet's pay table under ``rules`` priced over every deal."""
        return odds_of(self.table(rules), self.counts(progress))


@dataclass(frozen=True)
class GameOdds:
    """A game's odds: its exactly counted side bets and its simulated main game."""

    game: str
    exact: tuple[ExactBet, ...]
    main: MainGame


def _holdem_bonus_counts(progress: Optional[Progress] = None) -> LineCounts:
    counts = holdem_bonus_counts()  # a fraction of a second: told done at once
    if progress is not None:
        progress(counts.total, counts.total)
    return counts


ODDS: dict[str, GameOdds] = {g.game: g for g in (
    GameOdds(casino_holdem.CasinoHoldemHand.GAME, (ExactBet(
        casino_holdem.AA_BONUS,
        Term("five_cards", QT_TRANSLATE_NOOP(
            "Odds", "every five-card hand: the player's two cards and the flop"), "Odds"),
        aa_bonus_counts, lambda rules: rules.bonus_table),), CASINO_HOLDEM),
    GameOdds(holdem_bonus.HoldemBonusHand.GAME, (ExactBet(
        holdem_bonus.BONUS,
        Term("two_and_two", QT_TRANSLATE_NOOP(
            "Odds", "every deal of the player's two cards and the dealer's two"), "Odds"),
        _holdem_bonus_counts, lambda rules: rules.bonus_table),), HOLDEM_BONUS),
)}


def odds_for(game_id: str) -> GameOdds:
    """The odds of the game with this id; RulesError naming the games that have odds."""
    try:
        return ODDS[game_id]
    except (KeyError, TypeError):
        raise RulesError(said(QT_TRANSLATE_NOOP(
            "Errors", "the odds cover {games}, not {value}"),
            games=", ".join(ODDS), value=short_repr(game_id))) from None
