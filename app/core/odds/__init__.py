"""The odds of the casino games under a house's rules (the odds screen, ``python -m app odds``).

- :mod:`.exact`: the side bets counted over every deal, with the house edge as an
  exact fraction (the AA Bonus over all 2,598,960 five-card hands in about a second);
- :mod:`.simulation` and :mod:`.main_games`: the main games played by a stated
  strategy on seeded random deals in parts, with a 95% interval;
- :mod:`.references`: GAMES.md §4's published figures, shown beside them;
- :mod:`.games`: which bets and strategies each game has.
"""

from .exact import LOSES, ExactOdds, LineCounts, LineOdds, aa_bonus_counts, holdem_bonus_counts
from .games import ODDS, ExactBet, GameOdds, odds_for
from .main_games import ALWAYS_CALL, DECIDED, QUALIFIES, STATED
from .references import ANY, BEST, HOUSE_EDGE, Reference, references, strategy_note
from .simulation import PART, RETURN, Estimate, Figure, MainGame, Simulation, Strategy

__all__ = ["LOSES", "ExactOdds", "LineCounts", "LineOdds", "aa_bonus_counts",
           "holdem_bonus_counts", "ODDS", "ExactBet", "GameOdds", "odds_for", "ALWAYS_CALL",
           "DECIDED", "QUALIFIES", "STATED", "strategy_note", "ANY", "BEST", "HOUSE_EDGE", "Reference",
           "references", "PART", "RETURN", "Estimate", "Figure", "MainGame", "Simulation",
           "Strategy"]
