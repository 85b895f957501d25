"""The two casino games' main games in batch form: the player's strategy and the settlement
of ante and decision bets, for thousands of deals a call, in antes.

Settling hand by hand through the rules core (``casino_holdem.settle``) would take
minutes for the millions of hands an interval of a few tenths of a point needs;
here every hand of a batch is ranked at once (:mod:`app.core.fasteval`), and
whatever the rules core decides from one hand's rank alone (the ante's pay line,
the dealer's qualification, the ante paying on a straight or a flush) is looked up
in tables built by calling the core's own functions on each of the 7,462 ranks.
The stated strategies are written again here for arrays; ``tests/test_odds.py``
holds both, hand by hand, to the strategy functions of :mod:`app.core.games` and
to the independent settlement in ``tests/reference.py``.

A deal is a row of nine card indices: the player's two, the dealer's two, the board.
"""

from __future__ import annotations

from functools import cached_property, lru_cache
from typing import Mapping

import numpy as np

from ..evaluator import Category, HandValue, category_of
from ..fasteval import CARDS, WORST, rank_batch
from ..games import casino_holdem, holdem_bonus
from ..rules import CasinoHoldemRules, HoldemBonusRules
from ..text import QT_TRANSLATE_NOOP, Term
from .simulation import RETURN, Figure, MainGame, Strategy

STATED, ALWAYS_CALL = "stated", "always_call"  # strategy ids
DECIDED, QUALIFIES = "decided", "qualifies"  # figure ids beside RETURN
_RANKS = range(1, WORST + 1)


def _odds_term(term_id: str, text: str) -> Term:
    return Term(term_id, text, "Odds")


@lru_cache(maxsize=None)
def _categories() -> np.ndarray:
    """The category of each treys rank (index 0 unused)."""
    return np.array([0, *(int(category_of(r)) for r in _RANKS)], dtype=np.int8)


class Deal:
    """A batch of deals with the ranks its hands need, each ranked when first asked."""

    def __init__(self, cards: np.ndarray) -> None:
        self.cards = cards
        self.hole, self.dealer, self.board = cards[:, 0:2], cards[:, 2:4], cards[:, 4:9]

    @cached_property
    def player_rank(self) -> np.ndarray:
        """The player's best five of seven (treys' rank: lower is better)."""
        return rank_batch(np.concatenate([self.hole, self.board], axis=1))

    @cached_property
    def dealer_rank(self) -> np.ndarray:
        return rank_batch(np.concatenate([self.dealer, self.board], axis=1))

    @property
    def player_category(self) -> np.ndarray:
        categories: np.ndarray = _categories()[self.player_rank]
        return categories


# -- Casino Hold'em -------------------------------------------------------------------------
@lru_cache(maxsize=None)
def _qualifying() -> np.ndarray:
    """Whether a dealer's hand of each rank qualifies (the core's own test)."""
    return np.array([False, *(casino_holdem.dealer_qualifies(HandValue((), r)) for r in _RANKS)])


@lru_cache(maxsize=None)
def _ante_pays(ante_paytable: str) -> np.ndarray:
    """What the ante pays (x to 1) on a player's hand of each rank, by the ante table."""
    table = CasinoHoldemRules(ante_paytable=ante_paytable).ante_table
    return np.array([0, *(table.pays(casino_holdem.ante_line(category_of(r))) for r in _RANKS)],
                    dtype=np.int64)


def _casino_calls(deal: Deal, strategy: str) -> np.ndarray:
    """Whether the player calls: always, or by the seats' strategy
    (:mod:`app.core.games.casino_strategy`: a pair the player's cards make or two pair or
    better, four to a flush, four to a straight, an ace to a jack in hand, two overcards)."""
    if strategy == ALWAYS_CALL:
        return np.ones(len(deal.cards), dtype=bool)
    five = np.concatenate([deal.hole, deal.board[:, :3]], axis=1)
    ranks, suits = five >> 2, five & 3
    hole, flop = ranks[:, :2], ranks[:, 2:]
    rows = np.arange(len(five))
    counts = np.zeros((len(five), 13), dtype=np.int8)
    for k in range(5):
        np.add.at(counts, (rows, ranks[:, k]), 1)
    paired = (counts >= 2).sum(axis=1)
    own_pair = (hole[:, 0] == hole[:, 1]) | (hole[:, :, None] == flop[:, None, :]).any(axis=(1, 2))
    made = (counts.max(axis=1) >= 3) | (paired >= 2) | ((paired == 1) & own_pair)
    four_flush = np.stack([(suits == s).sum(axis=1) for s in range(4)], axis=1).max(axis=1) >= 4
    present = np.concatenate([counts[:, 12:13] > 0, counts > 0], axis=1)  # the ace low too
    four_straight = np.stack([present[:, low:low + 5].sum(axis=1) for low in range(10)],
                             axis=1).max(axis=1) >= 4
    high = (hole >= 9).any(axis=1)  # rank index 9 is the jack
    overcards = hole.min(axis=1) > flop.max(axis=1)
    calls: np.ndarray = made | four_flush | four_straight | high | overcards
    return calls


def play_casino_holdem(cards: np.ndarray, rules: CasinoHoldemRules,
                       strategy: str) -> Mapping[str, np.ndarray]:
    """Each hand's net result in antes (GAMES.md §1.1: a fold loses the ante; a dealer who
    does not qualify pays the ante by the table and pushes the call; a qualifying dealer
    pays both to a better hand, pushes a tie and takes both from a worse), whether the
    player called, whether the dealer qualified."""
    deal = Deal(cards)
    calls = _casino_calls(deal, strategy)
    ante = _ante_pays(rules.ante_paytable)[deal.player_rank]
    qualifies = _qualifying()[deal.dealer_rank]
    player, dealer = deal.player_rank, deal.dealer_rank
    call = casino_holdem.CALL.multiple
    net = np.select([~calls, ~qualifies, player < dealer, player == dealer],
                    [-1, ante, ante + call, 0], -(1 + call))
    return {RETURN: net, DECIDED: calls, QUALIFIES: qualifies}


CASINO_HOLDEM = MainGame(
    game=casino_holdem.CasinoHoldemHand.GAME,
    strategies=(
        # Calling every hand first: GAMES.md publishes its figure, so the first run is
        # compared like for like.
        Strategy(ALWAYS_CALL, _odds_term("always_call", QT_TRANSLATE_NOOP("Odds", "Call every hand")),
                 _odds_term("always_call_text", QT_TRANSLATE_NOOP(
                     "Odds", "Call every hand, whatever the flop."))),
        Strategy(STATED,
                 _odds_term("ch_stated", QT_TRANSLATE_NOOP("Odds", "The seats' strategy")),
                 _odds_term("ch_stated_text", QT_TRANSLATE_NOOP(
                     "Odds", "Call with a pair the player's cards make (or two pair or better), "
                             "four to a flush, four to a straight, an ace, king, queen or jack "
                             "in hand, or two overcards; fold the rest. Our reading of the rules "
                             "of thumb published at cardsflip.com and practicalwebtools.com.")))),
    figures=(
        Figure(DECIDED, _odds_term("calls", QT_TRANSLATE_NOOP("Odds", "Hands called"))),
        Figure(QUALIFIES, _odds_term(QUALIFIES, QT_TRANSLATE_NOOP("Odds", "Dealer qualifies")))),
    play=play_casino_holdem)


# -- Texas Hold'em Bonus Poker ------------------------------------------------------------------
@lru_cache(maxsize=None)
def _plays(rules: HoldemBonusRules) -> np.ndarray:
    """Whether the player plays each two cards (52 x 52 by card index), by the core's
    pre-flop strategy."""
    plays = np.zeros((52, 52), dtype=bool)
    for a in range(52):
        for b in range(52):
            if a != b:
                plays[a, b] = holdem_bonus.preflop_strategy((CARDS[a], CARDS[b]), rules) == "play"
    return plays


@lru_cache(maxsize=None)
def _ante_paid(rules: HoldemBonusRules) -> np.ndarray:
    """Whether a winning hand of each category is paid on the ante (by category value)."""
    return np.array([holdem_bonus.ante_pays(rules, c) for c in Category])


def _street_bets(deal: Deal, board_cards: int) -> np.ndarray:
    """The table's flop and turn strategy: bet with a pocket pair or a pair that uses a hole
    card (a hole card's rank on the board), else check."""
    ranks, board = deal.hole >> 2, deal.board[:, :board_cards] >> 2
    paired = (ranks[:, :, None] == board[:, None, :]).any(axis=(1, 2))
    bets: np.ndarray = (ranks[:, 0] == ranks[:, 1]) | paired
    return bets


def play_holdem_bonus(cards: np.ndarray, rules: HoldemBonusRules,
                      strategy: str) -> Mapping[str, np.ndarray]:
    """Each hand's net result in antes (GAMES.md §2: a fold loses the ante; a better hand
    wins the play, flop and turn bets 1 to 1 and the ante 1 to 1 on a straight or better,
    or a flush under that house rule, else the ante pushes; a tie pushes or goes to the
    dealer by the house rule; a worse hand loses every bet), and whether the player played."""
    deal = Deal(cards)
    plays = _plays(rules)[deal.hole[:, 0], deal.hole[:, 1]]
    staked = (holdem_bonus.PLAY.multiple + holdem_bonus.FLOP.multiple * _street_bets(deal, 3)
              + holdem_bonus.TURN.multiple * _street_bets(deal, 4))
    ante = _ante_paid(rules)[deal.player_category]
    player, dealer = deal.player_rank, deal.dealer_rank
    push = (player == dealer) & (rules.ties == "push")
    net = np.select([~plays, player < dealer, push], [-1, ante + staked, 0], -(1 + staked))
    return {RETURN: net, DECIDED: plays}


HOLDEM_BONUS = MainGame(
    game=holdem_bonus.HoldemBonusHand.GAME,
    strategies=(
        Strategy(STATED, _odds_term("thb_stated", QT_TRANSLATE_NOOP("Odds", "The table's strategy")),
                 _odds_term("thb_stated_text", QT_TRANSLATE_NOOP(
                     "Odds", "Play every hand but 2-3 to 2-7 offsuit (and 3-4 offsuit where the "
                             "ante pays only on a flush); bet the flop and the turn with a "
                             "pocket pair or a pair that uses a hole card, else check."))),),
    figures=(Figure(DECIDED, _odds_term("plays", QT_TRANSLATE_NOOP("Odds", "Hands played"))),),
    play=play_holdem_bonus)
