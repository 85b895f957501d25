"""Casino Hold'em with the AA Bonus: the settlement of one seat (GAMES.md §1).

The dealer qualifies with a pair of fours or better. The ante pays by the ante
table on the player's final hand when the player wins or the dealer does not
qualify; the call pays 1 to 1 only against a qualifying dealer. The AA Bonus
is decided on the player's two cards and the flop alone.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Mapping, Sequence

from ..cards import Card
from ..evaluator import Category, HandValue, category_of, worst_rank_of
from ..rules import CasinoHoldemRules, line_term
from ..text import QT_TRANSLATE_NOOP, Line, Term
from . import casino_strategy
from .bets import BetSpec
from .hand import HandCards, SeatBets, Stage, StepHand
from .settlement import BetResult, Outcome, Settlement, signed
from .showdown import comparison, rank_args, same_category


@lru_cache(maxsize=None)
def _limits() -> tuple[int, int]:
    """The weakest qualifying hand and the weakest pair of aces, as treys ranks: a hand
    qualifies (or is at least a pair of aces) when its rank is not higher. Worked out on
    first use, so importing the rules does not build treys' tables."""
    return worst_rank_of("4s 4h 5d 3c 2s"), worst_rank_of("As Ah 4d 3c 2s")

DEFAULT_RULES = CasinoHoldemRules()

# The spots in layout order; the call is 2 x ante, placed by calling at the flop.
ANTE = BetSpec("ante", Term("ante", QT_TRANSLATE_NOOP("FeltWords", "Ante"), "FeltWords"), "ante")
AA_BONUS = BetSpec("aa_bonus", Term("aa_bonus", QT_TRANSLATE_NOOP("FeltWords", "AA Bonus"),
                                    "FeltWords"), "side")
CALL = BetSpec("call", Term("call", QT_TRANSLATE_NOOP("FeltWords", "Call"), "FeltWords"),
               "decision", "flop", "call", 2)
BETS = (ANTE, AA_BONUS, CALL)
SETTLE_ORDER = ("aa_bonus", "ante", "call")  # a dealer settles the side bet first


def dealer_qualifies(dealer: HandValue) -> bool:
    """A pair of fours or better."""
    return dealer.rank <= _limits()[0]


def ante_line(category: Category) -> str:
    """The ante pay-table line a final hand falls on."""
    if category <= Category.FLUSH:
        return category.id
    return "straight_or_lower"


def aa_bonus_line(rank: int) -> str | None:
    """The AA Bonus pay-table line of a five-card hand's rank, or None when it loses."""
    cat = category_of(rank)
    if cat <= Category.TWO_PAIR:
        return cat.id
    if cat is Category.ONE_PAIR and rank <= _limits()[1]:
        return "pair_of_aces"
    return None


def _ante(rules: CasinoHoldemRules, ante: int, outcome: Outcome, player: HandValue,
          dealer: HandValue) -> BetResult:
    hand, dhand = player.term, dealer.term
    if outcome in (Outcome.PLAYER_WINS, Outcome.DEALER_NOT_QUALIFIED):
        line_id = ante_line(player.category)
        mult = rules.ante_table.pays(line_id)
        net = rules.ante_table.payout(line_id, ante)
        return BetResult("ante", ante, net, Line.of(
            QT_TRANSLATE_NOOP("Rules", "Ante {stake} pays {mult} to 1 on the player's {hand}: {net}"),
            stake=ante, mult=mult, hand=hand, net=signed(net)), mult, line_id)
    if outcome is Outcome.PUSH:
        return BetResult("ante", ante, 0, Line.of(
            QT_TRANSLATE_NOOP("Rules", "Ante {stake} pushes: both best five cards are equal in "
                                       "rank ({hand}, {ranks})."),
            stake=ante, **rank_args(player, dealer)))
    if outcome is Outcome.FOLD:
        return BetResult("ante", ante, -ante, Line.of(
            QT_TRANSLATE_NOOP("Rules", "Ante {stake} loses: the player folded."), stake=ante))
    if same_category(player, dealer):
        return BetResult("ante", ante, -ante, Line.of(
            QT_TRANSLATE_NOOP("Rules", "Ante {stake} loses: the dealer's {dealer_hand} beats the "
                                       "player's {hand} (the {dealer_rank} beats the {rank})."),
            stake=ante, **rank_args(player, dealer)))
    return BetResult("ante", ante, -ante, Line.of(
        QT_TRANSLATE_NOOP("Rules",
                          "Ante {stake} loses: the dealer's {dealer_hand} beats the player's {hand}."),
        stake=ante, hand=hand, dealer_hand=dhand))


def _call(call: int, outcome: Outcome) -> BetResult:
    if outcome is Outcome.FOLD:
        return BetResult("call", 0, 0, None)
    if outcome is Outcome.DEALER_NOT_QUALIFIED:
        return BetResult("call", call, 0, Line.of(
            QT_TRANSLATE_NOOP("Rules", "Call {stake} pushes: the dealer does not qualify."), stake=call))
    if outcome is Outcome.PLAYER_WINS:
        return BetResult("call", call, call, Line.of(
            QT_TRANSLATE_NOOP("Rules", "Call {stake} pays 1 to 1: {net}"), stake=call, net=signed(call)), 1)
    if outcome is Outcome.PUSH:
        return BetResult("call", call, 0, Line.of(
            QT_TRANSLATE_NOOP("Rules", "Call {stake} pushes on the tie."), stake=call))
    return BetResult("call", call, -call, Line.of(
        QT_TRANSLATE_NOOP("Rules", "Call {stake} loses."), stake=call))


def _aa_bonus(rules: CasinoHoldemRules, stake: int, bonus: HandValue, folded: bool) -> BetResult:
    if stake == 0:
        return BetResult("aa_bonus", 0, 0, None)
    if folded and rules.aa_bonus_on_fold == "forfeited":
        return BetResult("aa_bonus", stake, -stake, Line.of(
            QT_TRANSLATE_NOOP("Rules", "AA Bonus {stake} loses: this house forfeits the bonus when the "
                       "player folds."), stake=stake))
    line_id = aa_bonus_line(bonus.rank)
    if line_id is None:
        return BetResult("aa_bonus", stake, -stake, Line.of(
            QT_TRANSLATE_NOOP("Rules",
                              "AA Bonus {stake} loses: {hand} with the flop is below a pair of aces."),
            stake=stake, hand=bonus.term))
    mult, net = rules.bonus_table.pays(line_id), rules.bonus_table.payout(line_id, stake)
    return BetResult("aa_bonus", stake, net, Line.of(
        QT_TRANSLATE_NOOP("Rules", "AA Bonus {stake} pays {mult} to 1 for {line} with the flop: {net}"),
        stake=stake, mult=mult, line=line_term(line_id), net=signed(net)), mult, line_id)


def qualification_note(dealer: HandValue, qualifies: bool) -> Line:
    if qualifies:
        return Line.of(QT_TRANSLATE_NOOP("Rules", "The dealer's hand, {dealer_hand}, qualifies (a pair of "
                                  "fours or better is needed)."), dealer_hand=dealer.term)
    return Line.of(QT_TRANSLATE_NOOP("Rules", "The dealer's hand, {dealer_hand}, does not qualify: it is "
                              "below a pair of fours."), dealer_hand=dealer.term)


def settle(player_cards: Sequence[Card], dealer_cards: Sequence[Card], board: Sequence[Card],
           ante: int, aa_bonus: int = 0, decision: str = "call",
           rules: CasinoHoldemRules = DEFAULT_RULES) -> Settlement:
    """Settle one seat. Cards must be distinct and the board five cards long."""
    folded = decision == "fold"
    player = HandValue((*player_cards, *board))
    dealer = HandValue((*dealer_cards, *board))
    bonus = HandValue((*player_cards, *board[:3]))
    qualifies = dealer_qualifies(dealer)
    if folded:
        outcome = Outcome.FOLD
    elif not qualifies:
        outcome = Outcome.DEALER_NOT_QUALIFIED
    elif player.rank < dealer.rank:
        outcome = Outcome.PLAYER_WINS
    elif player.rank == dealer.rank:
        outcome = Outcome.PUSH
    else:
        outcome = Outcome.DEALER_WINS
    bets = (
        _ante(rules, ante, outcome, player, dealer),
        _call(CALL.stake(ante, 0, decision), outcome),
        _aa_bonus(rules, aa_bonus, bonus, folded),
    )
    notes: tuple[Line, ...] = () if folded else (qualification_note(dealer, qualifies),)
    if qualifies and not folded:  # which hand wins, and the deciding cards
        notes += (comparison(player, dealer),)
    return Settlement(outcome, bets, player, dealer, notes, qualifies, bonus)


def settle_seat(player_cards: Sequence[Card], dealer_cards: Sequence[Card],
                board: Sequence[Card], bets: SeatBets, decisions: Mapping[str, str],
                rules: CasinoHoldemRules = DEFAULT_RULES) -> Settlement:
    """Settle one seat from its bets and its decisions by stage id (``flop``: call or
    fold; a seat that never decided folded)."""
    return settle(player_cards, dealer_cards, board, bets.ante, bets.bonus,
                  decisions.get(Stage.FLOP.value, "fold"), rules)


def aa_bonus_on_fold(rules: CasinoHoldemRules) -> bool:
    """Whether a folded seat's AA Bonus is still settled on its cards (the house rule
    ``aa_bonus_on_fold``; a house that forfeits it takes it with the ante)."""
    return rules.aa_bonus_on_fold == "settled"


def felt_rules(rules: CasinoHoldemRules) -> tuple[Line, ...]:
    """The house rules printed on the felt; the pay tables first, where the felt is widest
    (beside the dealer's cards), so each bet's name stays on one line with its table."""
    on_fold = (QT_TRANSLATE_NOOP("FeltWords", "AA Bonus is settled when the player folds")
               if rules.aa_bonus_on_fold == "settled"
               else QT_TRANSLATE_NOOP("FeltWords", "AA Bonus is lost when the player folds"))
    return (Line.in_context("FeltWords", QT_TRANSLATE_NOOP(
                "FeltWords", "Ante pays {table} · AA Bonus {bonus}"),
                table=rules.ante_paytable, bonus=rules.bonus_paytable),
            Line.in_context("FeltWords", QT_TRANSLATE_NOOP(
                "FeltWords", "Dealer qualifies with a pair of fours or better")),
            Line.in_context("FeltWords", on_fold))


class CasinoHoldemHand(StepHand):
    """A Casino Hold'em hand at a table of 1 to 7 seats, step by step.

    Steps: deal, flop, each seat calls or folds, turn, river, reveal, settle.
    When every seat folds the dealer collects at once (settle after the flop).
    """

    GAME = "casino_holdem"
    BETS = BETS
    DECISIONS = {Stage.FLOP: ("fold", "call")}
    rules: CasinoHoldemRules

    def __init__(self, seats: Sequence[SeatBets], cards: HandCards | None = None,
                 rng: random.Random | None = None,
                 rules: CasinoHoldemRules = DEFAULT_RULES,
                 script: Mapping[tuple[Stage, int], str] | None = None) -> None:
        self.rules = rules
        super().__init__(seats, cards, rng, script)

    def _next_step(self) -> str | None:
        if self.stage is Stage.FLOP and self.all_folded():
            return "settle"
        return super()._next_step()

    def strategy(self, seat: int, stage: Stage) -> str:
        return casino_strategy.decide(self.cards.players[seat], self.cards.board[:3])

    def dealer_note(self) -> Line:
        """Whether the dealer's hand qualifies, in words (said when the dealer shows)."""
        value = HandValue((*self.cards.dealer, *self.cards.board))
        return qualification_note(value, dealer_qualifies(value))

    def _settle_seat(self, seat: int) -> Settlement:
        return settle_seat(self.cards.players[seat], self.cards.dealer, self.cards.board,
                           self.seats[seat], self._decisions_of(seat), self.rules)
