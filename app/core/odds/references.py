"""The reference figures of GAMES.md §4, shown beside the figures the odds screen works out.

They are the published analysis (wizardofodds.com where GAMES.md says so), kept
with the digits GAMES.md prints, for the rules and the strategy each is for: a
figure for the best strategy is a yardstick for a simpler one, not its answer.
Nothing here is used to work a figure out; ``tests/test_odds.py`` holds these
to GAMES.md and the computed figures to GAMES.md on their own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from ..games import casino_holdem, casino_strategy, holdem_bonus
from ..text import Translate
from .main_games import ALWAYS_CALL, CASINO_HOLDEM, DECIDED, QUALIFIES, STATED

BEST = "best"  # a figure for the best strategy
HOUSE_EDGE = "house_edge"  # the main game's house edge, per ante (minus its return)
ANY = ""  # a figure no strategy changes

_CH = casino_holdem.CasinoHoldemHand.GAME
_THB = holdem_bonus.HoldemBonusHand.GAME
_AA = casino_holdem.AA_BONUS.id
_BONUS = holdem_bonus.BONUS.id


@dataclass(frozen=True)
class Reference:
    """One published figure: for ``game``, the ``figure`` (:data:`HOUSE_EDGE` or another
    main-game figure's id, a side bet's id for its house edge, or ``<bet>:<line>`` for a
    line's count of hands), the digits as printed (a percentage, or a count), for
    ``strategy`` (a strategy id, :data:`BEST` or :data:`ANY`) and under the house rules
    ``when`` names."""

    game: str
    figure: str
    value: str
    strategy: str = ANY
    when: tuple[tuple[str, str], ...] = ()

    def holds_for(self, rule_values: Mapping[str, str]) -> bool:
        return all(rule_values.get(k) == v for k, v in self.when)


def _aa_lines() -> tuple[Reference, ...]:
    counts = (("royal_flush", "4"), ("straight_flush", "36"), ("four_of_a_kind", "624"),
              ("full_house", "3744"), ("flush", "5108"), ("straight", "10200"),
              ("three_of_a_kind", "54912"), ("two_pair", "123552"), ("pair_of_aces", "84480"))
    return tuple(Reference(_CH, f"{_AA}:{line}", n) for line, n in counts)


REFERENCES: tuple[Reference, ...] = (
    Reference(_CH, HOUSE_EDGE, "2.15765", BEST, (("ante_paytable", "100-20-10-3-2-1"),)),
    Reference(_CH, HOUSE_EDGE, "2.40390", BEST, (("ante_paytable", "20-20-10-3-2-1"),)),
    Reference(_CH, HOUSE_EDGE, "1.95661", BEST, (("ante_paytable", "25-25-12-3-2-1"),)),
    Reference(_CH, HOUSE_EDGE, "7.8996", ALWAYS_CALL, (("ante_paytable", "100-20-10-3-2-1"),)),
    Reference(_CH, DECIDED, "81.99", BEST, (("ante_paytable", "100-20-10-3-2-1"),)),
    Reference(_CH, QUALIFIES, "75.777"),
    Reference(_CH, _AA, "6.2583", when=(("bonus_paytable", "100-50-40-30-20-7-7-7-7"),)),
    Reference(_CH, _AA, "2.9681", when=(("bonus_paytable", "100-50-40-30-20-10-8-7-7"),)),
    Reference(_CH, _AA, "6.4023", when=(("bonus_paytable", "25-25-25-25-25-7-7-7-7"),)),
    *_aa_lines(),
    Reference(_THB, HOUSE_EDGE, "2.03692", BEST, (("ante_pays_on", "straight"), ("ties", "push"))),
    Reference(_THB, HOUSE_EDGE, "5.59351", BEST, (("ante_pays_on", "flush"), ("ties", "push"))),
    Reference(_THB, _BONUS, "8.5406", when=(("bonus_paytable", "1000-30-25-20-15-10-5-3"),)),
)


def references(game: str, figure: str, rule_values: Mapping[str, str]) -> tuple[Reference, ...]:
    """GAMES.md's figures for ``figure`` of ``game`` under these house rules (each strategy's)."""
    return tuple(r for r in REFERENCES
                 if r.game == game and r.figure == figure and r.holds_for(rule_values))


def strategy_note(game: str, strategy: str, translate: Translate) -> str:
    """Where ``game``'s ``strategy`` is published and what the benchmark measured of it,
    beside the best strategy's published figures; "" for a strategy with no such note."""
    if game != CASINO_HOLDEM.game or strategy != STATED:
        return ""
    table = {"ante_paytable": casino_strategy.MEASURED.ante_paytable}
    best = [next(r.value for r in references(game, figure, table) if r.strategy == BEST)
            for figure in (HOUSE_EDGE, DECIDED)]
    return casino_strategy.sources(translate) + "\n" + casino_strategy.figures(translate, *best)
