"""Deals for the drills: real random hands, steered toward the cases that trip dealers.

A drill asks for a case (a tag such as ``dealer_not_qualified``) or lets the
deal fall as it may; a case is reached by dealing again until a hand shows it,
so every question is still a fair deal from a shuffled deck. A player's hand
category, which may be one hand in thousands, is built instead
(:func:`deal_player_hand`). The tags of a hand say what it teaches and feed
weak-area practice.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Optional, Sequence

from ..cards import Card, Deck, five, parse_cards, two
from ..evaluator import Category, HandValue
from ..games import casino_holdem, holdem_bonus
from ..games.settlement import Outcome, Settlement
from ..rules import (
    AA_BONUS_ON_FOLD,
    ANTE_PAYS_ON,
    CH_ANTE_TABLES,
    CH_BONUS_TABLES,
    LINE_TEXT,
    TIES,
    CasinoHoldemRules,
    HoldemBonusRules,
    line_term,
)
from ..text import QT_TRANSLATE_NOOP, Term
from .hands import seven_cards

TRIES = 3000
ANTES = {1: (5, 10, 20, 25, 50, 100), 2: (15, 35, 45, 65, 75, 125, 175),
         3: tuple(range(15, 505, 5))}
BONUSES = {1: (5, 10, 25), 2: (5, 15, 25, 35), 3: tuple(range(5, 105, 5))}


@dataclass(frozen=True)
class SeatDeal:
    """One player's cards, bets, decisions and settlement."""

    cards: tuple[Card, Card]
    ante: int
    bonus: int
    decisions: tuple[str, ...]  # CH: (call|fold,); THB: (play|fold, bet|check, bet|check)
    settlement: Settlement
    tags: frozenset[str]


@dataclass(frozen=True)
class Deal:
    """A dealt and settled hand of one game, for one or more seats."""

    game: str
    rules: object
    seats: tuple[SeatDeal, ...]
    dealer: tuple[Card, Card]
    board: tuple[Card, Card, Card, Card, Card]

    @property
    def tags(self) -> frozenset[str]:
        return frozenset().union(*(s.tags for s in self.seats))


def _board_plays(value: HandValue, board: Sequence[Card]) -> bool:
    return set(value.best_five) == set(board)


def ch_tags(s: Settlement, board: Sequence[Card], bonus: int) -> frozenset[str]:
    tags = {s.outcome.value, "hand_" + s.player.category.id}
    if s.player.rank == s.dealer.rank:
        tags.add("tie")
    pair = s.dealer.pair_rank
    if pair is not None and pair <= 2:  # a dealer's pair of twos, threes or fours
        tags.add("qualify_boundary")
    if s.outcome is not Outcome.FOLD and _board_plays(s.player, board):
        tags.add("board_plays")
    b = s.bet("aa_bonus")
    if bonus:
        tags.add("bonus_" + (b.paytable_line or "loses"))
        if s.outcome is Outcome.FOLD and b.net > 0:
            tags.add("bonus_on_fold")
    return frozenset(tags)


def thb_tags(s: Settlement, rules: HoldemBonusRules, bonus: int,
             board: Sequence[Card]) -> frozenset[str]:
    tags = {s.outcome.value, "hand_" + s.player.category.id}
    if s.player.rank == s.dealer.rank:
        tags.add("tie")
    if s.outcome is not Outcome.FOLD and _board_plays(s.player, board):
        tags.add("board_plays")
    ante = s.bet("ante")
    if s.outcome is Outcome.PLAYER_WINS and ante.net == 0:
        tags.add("ante_push_below_" + rules.ante_pays_on)
    b = s.bet("bonus")
    if bonus:
        tags.add("bonus_" + (b.paytable_line or "loses"))
    return frozenset(tags)


def ch_rules(rng: random.Random, level: int) -> CasinoHoldemRules:
    if level < 3:
        return CasinoHoldemRules()
    return CasinoHoldemRules(rng.choice(list(CH_ANTE_TABLES)), rng.choice(list(CH_BONUS_TABLES)),
                             rng.choice(AA_BONUS_ON_FOLD))


def thb_rules(rng: random.Random, level: int) -> HoldemBonusRules:
    if level < 2:
        return HoldemBonusRules()
    return HoldemBonusRules(rng.choice(ANTE_PAYS_ON), rng.choice(TIES) if level == 3 else "push")


def _seat_cards(deck: Deck, seats: int) -> list[tuple[Card, Card]]:
    return [two(deck.deal(2)) for _ in range(seats)]


def deal_casino_holdem(rng: random.Random, level: int, seats: int = 1, bonus: bool = True,
                       case: Optional[str] = None, fold_rate: float = 0.12) -> Deal:
    """A Casino Hold'em hand for ``seats`` players, showing ``case`` when one is asked."""
    rules = ch_rules(rng, level)
    if case == "bonus_on_fold":  # the case exists only where a folded bonus is settled
        rules = CasinoHoldemRules(rules.ante_paytable, rules.bonus_paytable, "settled")
    bets = [(rng.choice(ANTES[level]), rng.choice(BONUSES[level]) if bonus else 0)
            for _ in range(seats)]
    if case == "bonus_on_fold" and bets[0][1] == 0:
        bets[0] = (bets[0][0], rng.choice(BONUSES[level]))
    best: Optional[Deal] = None
    for _ in range(TRIES if case else 1):
        deck = Deck(rng)
        hole = _seat_cards(deck, seats)
        dealer, board = two(deck.deal(2)), five(deck.deal(5))
        out = []
        for i, cards in enumerate(hole):
            ante, bet = bets[i]
            decision = casino_holdem.simple_strategy(cards, board[:3])
            if fold_rate == 0:  # a question about the showdown: everyone plays it out
                decision = "call"
            if (case in ("fold", "bonus_on_fold") and i == 0) or rng.random() < fold_rate:
                decision = "fold"
            s = casino_holdem.settle(cards, dealer, board, ante, bet, decision, rules)
            out.append(SeatDeal(cards, ante, bet, (decision,), s, ch_tags(s, board, bet)))
        best = Deal("casino_holdem", rules, tuple(out), dealer, board)
        if case is None or case in out[0].tags:
            break
    assert best is not None  # the loop runs at least once
    return best


def deal_holdem_bonus(rng: random.Random, level: int, seats: int = 1, bonus: bool = True,
                      case: Optional[str] = None, fold_rate: float = 0.08) -> Deal:
    """A Texas Hold'em Bonus Poker hand, showing ``case`` when one is asked."""
    rules = thb_rules(rng, level)
    if case in ("ante_push_below_straight", "ante_push_below_flush"):  # the case needs its rule
        rules = HoldemBonusRules(case.rsplit("_", 1)[1], rules.ties, rules.bonus_paytable)
    bets = [(rng.choice(ANTES[level]), rng.choice(BONUSES[level]) if bonus else 0)
            for _ in range(seats)]
    if case and case.startswith("bonus_") and bets[0][1] == 0:
        bets[0] = (bets[0][0], rng.choice(BONUSES[level]))
    best: Optional[Deal] = None
    for _ in range(TRIES if case else 1):
        deck = Deck(rng)
        if case == "bonus_aa_vs_dealer_aa":  # one hand in 21,000: set it up from a fresh deck
            aces = parse_cards(["As", "Ah", "Ad", "Ac"])
            rng.shuffle(aces)
            deck = Deck(rng, exclude=aces)
            hole, dealer = [two(aces[:2])] + _seat_cards(deck, seats - 1), two(aces[2:])
        else:
            hole = _seat_cards(deck, seats)
            dealer = two(deck.deal(2))
        board = five(deck.deal(5))
        out = []
        for i, cards in enumerate(hole):
            ante, bet = bets[i]
            pre = "play" if fold_rate == 0 else holdem_bonus.preflop_strategy(cards, rules)
            if rng.random() < fold_rate or (case == "fold" and i == 0):
                pre = "fold"
            flop = holdem_bonus.street_strategy(cards, board[:3])
            turn = holdem_bonus.street_strategy(cards, board[:4])
            s = holdem_bonus.settle(cards, dealer, board, ante, bet, pre, flop, turn, rules)
            out.append(SeatDeal(cards, ante, bet, (pre, flop, turn), s,
                                thb_tags(s, rules, bet, board)))
        best = Deal("holdem_bonus", rules, tuple(out), dealer, board)
        if case is None or case in out[0].tags:
            break
    assert best is not None  # the loop runs at least once
    return best


def deal_player_hand(rng: random.Random, level: int, category: Category) -> Deal:
    """A Casino Hold'em hand, played to the showdown, whose player holds ``category``.

    The player's seven cards (hole cards and board) are built to be exactly
    that category (:func:`~app.core.trainer.hands.seven_cards`), however rare
    it is; the dealer's cards come from the rest of a shuffled deck.
    """
    rules = ch_rules(rng, level)
    ante = rng.choice(ANTES[level])
    seven = seven_cards(category, rng)
    cards, board = (seven[0], seven[1]), five(seven[2:])
    dealer = two(Deck(rng, exclude=seven).deal(2))
    s = casino_holdem.settle(cards, dealer, board, ante, 0, "call", rules)
    seat = SeatDeal(cards, ante, 0, ("call",), s, ch_tags(s, board, 0))
    return Deal("casino_holdem", rules, (seat,), dealer, board)


_TAG_TEXT = {
    "qualify_boundary": QT_TRANSLATE_NOOP("Trainer", "dealer's pair of twos to fours"),
    "dealer_not_qualified": QT_TRANSLATE_NOOP("Trainer", "dealer does not qualify"),
    "board_plays": QT_TRANSLATE_NOOP("Trainer", "the board plays"),
    "push": QT_TRANSLATE_NOOP("Trainer", "push"),
    "tie": QT_TRANSLATE_NOOP("Trainer", "tie"),
    "fold": QT_TRANSLATE_NOOP("Trainer", "player folds"),
    "bonus_on_fold": QT_TRANSLATE_NOOP("Trainer", "bonus won on a fold"),
    "player_wins": QT_TRANSLATE_NOOP("Trainer", "player wins"),
    "dealer_wins": QT_TRANSLATE_NOOP("Trainer", "dealer wins"),
    "bonus_loses": QT_TRANSLATE_NOOP("Trainer", "bonus loses"),
    "ante_push_below_straight": QT_TRANSLATE_NOOP("Trainer", "ante pushes below a straight"),
    "ante_push_below_flush": QT_TRANSLATE_NOOP("Trainer", "ante pushes below a flush"),
}


def tag_term(tag: str) -> Term:
    """A case tag in words: hand categories and pay-table lines by their own names."""
    if tag in _TAG_TEXT:
        return Term(tag, _TAG_TEXT[tag], "Trainer")
    if tag.startswith("hand_") and tag[5:].upper() in Category.__members__:
        return Category[tag[5:].upper()].term
    if tag.startswith("bonus_") and tag[6:] in LINE_TEXT:
        return line_term(tag[6:])
    return Term(tag, tag.replace("_", " "))
