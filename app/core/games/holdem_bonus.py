"""Texas Hold'em Bonus Poker: the settlement of one seat (GAMES.md §2).

No dealer qualification. When the player's hand wins, the play, flop and turn
bets pay 1 to 1 and the ante pays 1 to 1 only on a straight or better (or a
flush or better under ``ante_pays_on = flush``), else it pushes. Ties follow
the house rule ``ties``. The bonus bet is decided on the two starting cards
(and, for the top line, the dealer's two cards), fold or play.
"""

from __future__ import annotations

import random
from typing import Mapping, Sequence

from ..cards import Card, rank_char, suit_char
from ..evaluator import Category, HandValue
from ..rules import HoldemBonusRules, line_term
from ..text import QT_TRANSLATE_NOOP, Line, Term
from .bets import BetSpec
from .hand import HandCards, SeatBets, Stage, StepHand
from .settlement import BetResult, Outcome, Settlement, signed
from .showdown import comparison, rank_args

DEFAULT_RULES = HoldemBonusRules()


def _label(bet: str, text: str) -> Term:
    return Term(bet, text, "FeltWords")


# The spots in layout order: the play bet is 2 x ante, the flop and turn bets 1 x ante.
ANTE = BetSpec("ante", _label("ante", QT_TRANSLATE_NOOP("FeltWords", "Ante")), "ante")
BONUS = BetSpec("bonus", _label("bonus", QT_TRANSLATE_NOOP("FeltWords", "Bonus")), "side")
PLAY = BetSpec("preflop", _label("preflop", QT_TRANSLATE_NOOP("FeltWords", "Play")),
               "decision", "dealt", "play", 2)
FLOP = BetSpec("flop", _label("flop", QT_TRANSLATE_NOOP("FeltWords", "Flop")),
               "decision", "flop", "bet", 1)
TURN = BetSpec("turn", _label("turn", QT_TRANSLATE_NOOP("FeltWords", "Turn")),
               "decision", "turn", "bet", 1)
BETS = (ANTE, BONUS, PLAY, FLOP, TURN)
STREET_BETS = (PLAY, FLOP, TURN)
SETTLE_ORDER = ("bonus", "ante", "preflop", "flop", "turn")  # the side bet first
_ANTE_THRESHOLD = {"straight": Category.STRAIGHT, "flush": Category.FLUSH}


def ante_pays(rules: HoldemBonusRules, category: Category) -> bool:
    """Whether a winning hand of ``category`` is paid on the ante (else the ante pushes)."""
    return category <= _ANTE_THRESHOLD[rules.ante_pays_on]


def bonus_line(player_cards: Sequence[Card], dealer_cards: Sequence[Card]) -> str | None:
    """The bonus pay-table line of two starting cards, or None when the bonus loses."""
    ranks = sorted((rank_char(c) for c in player_cards), key="23456789TJQKA".index,
                   reverse=True)
    high, low = ranks
    suited = suit_char(player_cards[0]) == suit_char(player_cards[1])
    if high == low:
        if high == "A":
            dealer_aa = all(rank_char(c) == "A" for c in dealer_cards)
            return "aa_vs_dealer_aa" if dealer_aa else "aa"
        return "kk_qq_jj" if high in "KQJ" else "22_to_tt"
    if high == "A" and low in "KQJ":
        if low == "K":
            return "ak_suited" if suited else "ak_offsuit"
        return "aq_aj_suited" if suited else "aq_aj_offsuit"
    return None


def _bonus(rules: HoldemBonusRules, stake: int, player_cards: Sequence[Card],
           dealer_cards: Sequence[Card]) -> BetResult:
    if stake == 0:
        return BetResult("bonus", 0, 0, None)
    line_id = bonus_line(player_cards, dealer_cards)
    if line_id is None:
        return BetResult("bonus", stake, -stake, Line.of(
            QT_TRANSLATE_NOOP("Rules", "Bonus {stake} loses: the starting cards are not a pair, A-K, A-Q "
                       "or A-J."), stake=stake))
    mult, net = rules.bonus_table.pays(line_id), rules.bonus_table.payout(line_id, stake)
    return BetResult("bonus", stake, net, Line.of(
        QT_TRANSLATE_NOOP("Rules", "Bonus {stake} pays {mult} to 1 for {line}: {net}"),
        stake=stake, mult=mult, line=line_term(line_id), net=signed(net)),
        mult, line_id)


def _ante(rules: HoldemBonusRules, ante: int, outcome: Outcome, player: HandValue) -> BetResult:
    hand = player.term
    if outcome is Outcome.FOLD:
        return BetResult("ante", ante, -ante, Line.of(
            QT_TRANSLATE_NOOP("Rules", "Ante {stake} loses: the player folded before the flop."), stake=ante))
    if outcome is Outcome.PLAYER_WINS:
        if ante_pays(rules, player.category):
            return BetResult("ante", ante, ante, Line.of(
                QT_TRANSLATE_NOOP("Rules", "Ante {stake} pays 1 to 1 on the player's {hand}: {net}"),
                stake=ante, hand=hand, net=signed(ante)), 1)
        if rules.ante_pays_on == "flush":
            text = QT_TRANSLATE_NOOP("Rules", "Ante {stake} pushes: the player wins with {hand}, below the "
                              "flush this table needs.")
        else:
            text = QT_TRANSLATE_NOOP("Rules", "Ante {stake} pushes: the player wins with {hand}, below a "
                              "straight.")
        return BetResult("ante", ante, 0, Line.of(text, stake=ante, hand=hand))
    if outcome is Outcome.PUSH:
        return BetResult("ante", ante, 0, Line.of(
            QT_TRANSLATE_NOOP("Rules", "Ante {stake} pushes on the tie."), stake=ante))
    return BetResult("ante", ante, -ante, Line.of(
        QT_TRANSLATE_NOOP("Rules", "Ante {stake} loses."), stake=ante))


_STREET_TEXT = {
    ("preflop", "win"): QT_TRANSLATE_NOOP("Rules", "Play bet {stake} pays 1 to 1: {net}"),
    ("preflop", "push"): QT_TRANSLATE_NOOP("Rules", "Play bet {stake} pushes on the tie."),
    ("preflop", "lose"): QT_TRANSLATE_NOOP("Rules", "Play bet {stake} loses."),
    ("flop", "win"): QT_TRANSLATE_NOOP("Rules", "Flop bet {stake} pays 1 to 1: {net}"),
    ("flop", "push"): QT_TRANSLATE_NOOP("Rules", "Flop bet {stake} pushes on the tie."),
    ("flop", "lose"): QT_TRANSLATE_NOOP("Rules", "Flop bet {stake} loses."),
    ("turn", "win"): QT_TRANSLATE_NOOP("Rules", "Turn bet {stake} pays 1 to 1: {net}"),
    ("turn", "push"): QT_TRANSLATE_NOOP("Rules", "Turn bet {stake} pushes on the tie."),
    ("turn", "lose"): QT_TRANSLATE_NOOP("Rules", "Turn bet {stake} loses."),
}


def _street(name: str, stake: int, outcome: Outcome) -> BetResult:
    if stake == 0:
        return BetResult(name, 0, 0, None)
    if outcome is Outcome.PLAYER_WINS:
        return BetResult(name, stake, stake, Line.of(
            _STREET_TEXT[name, "win"], stake=stake, net=signed(stake)), 1)
    if outcome is Outcome.PUSH:
        return BetResult(name, stake, 0, Line.of(_STREET_TEXT[name, "push"], stake=stake))
    return BetResult(name, stake, -stake, Line.of(_STREET_TEXT[name, "lose"], stake=stake))


def _comparison_note(rules: HoldemBonusRules, player: HandValue, dealer: HandValue,
                     tie: bool) -> Line:
    if tie and rules.ties == "push":
        return Line.of(QT_TRANSLATE_NOOP(
            "Rules", "Tie: the player's and the dealer's best five cards are equal in rank "
                     "({hand}, {ranks}); this table pushes ties."), **rank_args(player, dealer))
    if tie:
        return Line.of(QT_TRANSLATE_NOOP(
            "Rules", "Tie: the player's and the dealer's best five cards are equal in rank "
                     "({hand}, {ranks}); at this table the dealer wins ties."),
            **rank_args(player, dealer))
    return comparison(player, dealer)


def settle(player_cards: Sequence[Card], dealer_cards: Sequence[Card], board: Sequence[Card],
           ante: int, bonus: int = 0, preflop: str = "play", flop: str = "check",
           turn: str = "check", rules: HoldemBonusRules = DEFAULT_RULES) -> Settlement:
    """Settle one seat. Cards must be distinct and the board five cards long."""
    player = HandValue((*player_cards, *board))
    dealer = HandValue((*dealer_cards, *board))
    folded = preflop == "fold"
    tie = player.rank == dealer.rank
    if folded:
        outcome = Outcome.FOLD
    elif player.rank < dealer.rank:
        outcome = Outcome.PLAYER_WINS
    elif tie and rules.ties == "push":
        outcome = Outcome.PUSH
    else:
        outcome = Outcome.DEALER_WINS
    decisions = (None, None, None) if folded else (preflop, flop, turn)
    bets = (
        _ante(rules, ante, outcome, player),
        *(_street(spec.id, spec.stake(ante, 0, d), outcome)
          for spec, d in zip(STREET_BETS, decisions, strict=True)),
        _bonus(rules, bonus, player_cards, dealer_cards),
    )
    notes = () if folded else (_comparison_note(rules, player, dealer, tie),)
    return Settlement(outcome, bets, player, dealer, notes)


def settle_seat(player_cards: Sequence[Card], dealer_cards: Sequence[Card],
                board: Sequence[Card], bets: SeatBets, decisions: Mapping[str, str],
                rules: HoldemBonusRules = DEFAULT_RULES) -> Settlement:
    """Settle one seat from its bets and its decisions by stage id (``dealt``: play or
    fold, ``flop`` and ``turn``: bet or check)."""
    return settle(player_cards, dealer_cards, board, bets.ante, bets.bonus,
                  decisions.get(Stage.DEALT.value, "fold"),
                  decisions.get(Stage.FLOP.value, "check"),
                  decisions.get(Stage.TURN.value, "check"), rules)


def bonus_on_fold(_rules: HoldemBonusRules) -> bool:
    """A folded seat's bonus bet is settled on its two cards all the same (the top line
    waits for the dealer's two cards), under every house rule of the game."""
    return True


def felt_rules(rules: HoldemBonusRules) -> tuple[Line, ...]:
    """The house rules printed on the felt."""
    ante = (QT_TRANSLATE_NOOP("FeltWords", "Ante pays on a straight or better")
            if rules.ante_pays_on == "straight"
            else QT_TRANSLATE_NOOP("FeltWords", "Ante pays on a flush or better"))
    ties = (QT_TRANSLATE_NOOP("FeltWords", "Ties push") if rules.ties == "push"
            else QT_TRANSLATE_NOOP("FeltWords", "Dealer wins ties"))
    bonus = Line.in_context("FeltWords", QT_TRANSLATE_NOOP("FeltWords", "Bonus pays {table}"),
                            table=rules.bonus_paytable)
    return Line.in_context("FeltWords", ante), Line.in_context("FeltWords", ties), bonus


def preflop_strategy(hole: Sequence[Card], rules: HoldemBonusRules = DEFAULT_RULES) -> str:
    """Play every hand but 2-3 to 2-7 offsuit, and 3-4 offsuit too where the ante pays
    only on a flush (GAMES.md §2's strategy fact)."""
    low, high = sorted((rank_char(c) for c in hole), key="23456789TJQKA".index)
    offsuit = suit_char(hole[0]) != suit_char(hole[1])
    if offsuit and low == "2" and high in "34567":
        return "fold"
    flush_rule = rules.ante_pays_on == "flush"
    return "fold" if flush_rule and offsuit and low == "3" and high == "4" else "play"


def street_strategy(hole: Sequence[Card], board: Sequence[Card]) -> str:
    """Bet with a pocket pair or a pair or better that uses a hole card; else check."""
    if rank_char(hole[0]) == rank_char(hole[1]):
        return "bet"
    with_hole = HandValue((*hole, *board))
    board_only = HandValue(board) if len(board) >= 5 else None
    if with_hole.category <= Category.ONE_PAIR:
        board_ranks = {rank_char(c) for c in board}
        uses_hole = any(rank_char(c) in board_ranks for c in hole) or (
            board_only is not None and with_hole.rank < board_only.rank)
        return "bet" if uses_hole else "check"
    return "check"


class HoldemBonusHand(StepHand):
    """A Texas Hold'em Bonus Poker hand at a table of 1 to 7 seats, step by step.

    Steps: deal, each seat plays or folds, flop, each seat bets or checks,
    turn, each seat bets or checks, river, reveal, settle. When every seat
    folds before the flop the dealer shows the two cards (the bonus's top
    line needs them) and settles.
    """

    GAME = "holdem_bonus"
    BETS = BETS
    DECISIONS = {Stage.DEALT: ("fold", "play"), Stage.FLOP: ("check", "bet"),
                 Stage.TURN: ("check", "bet")}
    _BOARD_AT = {Stage.DEALT: 0, Stage.FLOP: 3, Stage.TURN: 4}
    rules: HoldemBonusRules

    def __init__(self, seats: Sequence[SeatBets], cards: HandCards | None = None,
                 rng: random.Random | None = None,
                 rules: HoldemBonusRules = DEFAULT_RULES,
                 script: Mapping[tuple[Stage, int], str] | None = None) -> None:
        self.rules = rules
        super().__init__(seats, cards, rng, script)

    def _next_step(self) -> str | None:
        if self.stage is Stage.DEALT and self.all_folded():
            return "reveal"
        return super()._next_step()

    def strategy(self, seat: int, stage: Stage) -> str:
        hole = self.cards.players[seat]
        if stage is Stage.DEALT:
            return preflop_strategy(hole, self.rules)
        return street_strategy(hole, self.cards.board[:self._BOARD_AT[stage]])

    def _settle_seat(self, seat: int) -> Settlement:
        return settle_seat(self.cards.players[seat], self.cards.dealer, self.cards.board,
                           self.seats[seat], self._decisions_of(seat), self.rules)
