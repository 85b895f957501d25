"""Deals for the drills: real random hands, steered toward the cases that trip dealers.

A drill asks for a case (a tag such as ``dealer_not_qualified``) and a kind of
answer, or lets the deal fall as it may. A few fair deals from a shuffled deck
are tried first; a case they do not show is built for it
(:mod:`app.core.trainer.case_cards`), and one that cannot be built is an error,
never a question of another kind. A player's hand category, which may be one
hand in thousands, is built too (:func:`deal_player_hand`). The tags of a hand
say what it teaches and feed weak-area practice.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Iterable, Iterator, Optional, Protocol, Sequence, Union

from ..cards import FULL_DECK, Card, Deck, five, parse_cards, two
from ..errors import HandBuildError
from ..evaluator import Category, HandValue, rank_cards
from ..games import casino_holdem, casino_strategy, holdem_bonus
from ..games.settlement import Outcome, Settlement
from ..profiles import STANDARD, HouseProfile
from ..rules import (
    AA_BONUS_LINES,
    AA_BONUS_ON_FOLD,
    ANTE_PAYS_ON,
    CH_ANTE_TABLES,
    CH_BONUS_TABLES,
    LINE_TEXT,
    THB_BONUS_LINES,
    TIES,
    CasinoHoldemRules,
    HoldemBonusRules,
    line_term,
)
from ..text import QT_TRANSLATE_NOOP, Term
from .case_cards import Cards, ch_case_cards, thb_case_cards
from .hands import seven_cards

FAIR_TRIES = 16  # fair deals tried for a case before it is built
# Fair deals tried for a kind of answer that is a few hands in a thousand (a line of bets and
# an outcome together: a tie after checking the flop and betting the turn); a fair deal takes
# a tenth of a millisecond, a built one many.
MANY_FAIR_TRIES = 3000
BUILDS = 12  # boards a case is built on before it is an error
CH, THB = casino_holdem.CasinoHoldemHand.GAME, holdem_bonus.HoldemBonusHand.GAME
ANTES = {1: (5, 10, 20, 25, 50, 100), 2: (15, 35, 45, 65, 75, 125, 175),
         3: tuple(range(15, 505, 5))}
BONUSES = {1: (5, 10, 20, 25), 2: (5, 15, 25, 35), 3: tuple(range(5, 105, 5))}


CasinoRules = Union[CasinoHoldemRules, HoldemBonusRules]  # the house rules of a casino game


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
    rules: CasinoRules
    seats: tuple[SeatDeal, ...]
    dealer: tuple[Card, Card]
    board: tuple[Card, Card, Card, Card, Card]

    @property
    def tags(self) -> frozenset[str]:
        return frozenset().union(*(s.tags for s in self.seats))


def _board_plays(value: HandValue, board: Sequence[Card]) -> bool:
    """Whether the hand's best five cards are the board's (the board ranks as the hand
    first: finding the best five cards is the slower question)."""
    return rank_cards(board) == value.rank and set(value.best_five) == set(board)


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


def _with(tables: Iterable[str], own: str) -> list[str]:
    """The GAMES.md tables to draw from, and the house's own table after them if it has one
    (with the defaults the draw is the same as it always was: exam codes keep their
    questions)."""
    return list(dict.fromkeys([*tables, own]))


def ch_rules(rng: random.Random, level: int, house: HouseProfile = STANDARD) -> CasinoHoldemRules:
    """Levels 1 and 2 deal under the house's rules; level 3 practises the variants a dealer
    may meet: each table of GAMES.md, the house's own among them, and either fold rule."""
    rules: CasinoHoldemRules = house.rules(CH)
    if level < 3:
        return rules
    return CasinoHoldemRules(rng.choice(_with(CH_ANTE_TABLES, rules.ante_paytable)),
                             rng.choice(_with(CH_BONUS_TABLES, rules.bonus_paytable)),
                             rng.choice(AA_BONUS_ON_FOLD))


def thb_rules(rng: random.Random, level: int, house: HouseProfile = STANDARD) -> HoldemBonusRules:
    """Level 1 deals under the house's rules; level 2 practises either ante rule, level 3
    either tie rule too, under the house's bonus table."""
    rules: HoldemBonusRules = house.rules(THB)
    if level < 2:
        return rules
    return HoldemBonusRules(rng.choice(ANTE_PAYS_ON),
                            rng.choice(TIES) if level == 3 else rules.ties, rules.bonus_paytable)


def _top(rng: random.Random, seats: int) -> list[Card]:
    """The cards a hand of ``seats`` players uses, from the top of a shuffled deck: two a
    seat, two for the dealer, five for the board (a draw without replacement, as a
    shuffle, but without shuffling the 40 cards no one sees: deals are tried thousands of
    times to reach a rare case)."""
    return rng.sample(FULL_DECK, 2 * seats + 7)


def _seat_cards(deck: Deck, seats: int) -> list[tuple[Card, Card]]:
    return [two(deck.deal(2)) for _ in range(seats)]


Want = Callable[[Settlement], bool]


@dataclass(frozen=True)
class _Cards:
    """The cards of one deal: each seat's two, the dealer's two, the board."""

    hole: tuple[tuple[Card, Card], ...]
    dealer: tuple[Card, Card]
    board: tuple[Card, Card, Card, Card, Card]


def _cards_from_top(rng: random.Random, seats: int) -> _Cards:
    cards = _top(rng, seats)
    return _Cards(tuple(two(cards[2 * i:2 * i + 2]) for i in range(seats)), two(cards[-7:-5]),
                  five(cards[-5:]))


@dataclass(frozen=True)
class _Table:
    """How one game deals a hand: a fair deal's cards (``draw`` may return None for cards
    that cannot show the case, seen before the hand is settled), each seat's decisions and
    settlement, its tags, and hands built for the case."""

    game: str
    rules: CasinoRules
    bets: Sequence[tuple[int, int]]
    draw: Callable[[], Optional[_Cards]]
    play: Callable[[_Cards, int], tuple[tuple[str, ...], Settlement]]
    tag: Callable[[_Cards, int, Settlement], frozenset[str]]
    build: Callable[[], Iterator[Cards]]  # hands built for the case, on one board

    def seat(self, cards: _Cards, i: int, played: Optional[tuple[tuple[str, ...],
                                                                 Settlement]] = None) -> SeatDeal:
        decisions, s = played or self.play(cards, i)
        ante, bonus = self.bets[i]
        return SeatDeal(cards.hole[i], ante, bonus, decisions, s, self.tag(cards, i, s))

    def deal(self, cards: _Cards, first: SeatDeal) -> Deal:
        seats = (first, *(self.seat(cards, i) for i in range(1, len(cards.hole))))
        return Deal(self.game, self.rules, seats, cards.dealer, cards.board)


def _steered(table: _Table, case: Optional[str], want: Optional[Want],
             fair: int = FAIR_TRIES) -> Deal:
    """A deal whose first seat shows ``case`` and whose settlement is ``want``.

    ``want`` is the kind of answer the drill asks for this time. ``fair`` fair deals
    are tried first (the first seat settled first, and tagged and the other seats
    settled only for a deal that may be kept); then hands built for the case, on up
    to BUILDS boards. A case that cannot be built raises HandBuildError (a bug): never
    a question of another kind.
    """
    for _ in range(fair if case or want else 1):
        cards = table.draw()
        if cards is not None:
            deal = _showing(table, cards, case, want)
            if deal is not None:
                return deal
    for _ in range(BUILDS):
        for holes, dealer, board in table.build():
            deal = _showing(table, _Cards(holes, dealer, board), case, want)
            if deal is not None:
                return deal
    raise HandBuildError(f"no {table.game} hand was built for {case or 'the answer'} "
                         "asked")


def _showing(table: _Table, cards: _Cards, case: Optional[str],
             want: Optional[Want]) -> Optional[Deal]:
    """The deal of ``cards`` when its first seat shows ``case`` and ``want``, else None."""
    played = table.play(cards, 0)
    if want is not None and not want(played[1]):
        return None
    first = table.seat(cards, 0, played)
    return table.deal(cards, first) if case is None or case in first.tags else None


def _bets(rng: random.Random, level: int, seats: int, bonus: bool) -> list[tuple[int, int]]:
    return [(rng.choice(ANTES[level]), rng.choice(BONUSES[level]) if bonus else 0)
            for _ in range(seats)]


def deal_casino_holdem(rng: random.Random, level: int, seats: int = 1, bonus: bool = True,
                       case: Optional[str] = None, play_out: bool = False,
                       want: Optional[Want] = None, house: HouseProfile = STANDARD,
                       ties: Optional[str] = None, fair: int = FAIR_TRIES,
                       rules: Optional[CasinoHoldemRules] = None) -> Deal:
    """A Casino Hold'em hand for ``seats`` players under ``house``'s rules (:func:`ch_rules`;
    ``rules``: those already drawn by the question), showing ``case`` when one is asked; its
    ties always push (``ties``: None or "push", as every deal takes it).

    Each seat calls or folds by the table's stated strategy
    (:func:`~app.core.games.casino_strategy.decide`), or calls every hand
    when ``play_out`` (a question about the showdown).
    """
    if ties not in (None, "push"):
        raise ValueError(f"a Casino Hold'em tie always pushes, not {ties!r}")
    rules = rules or ch_rules(rng, level, house)
    bets = _bets(rng, level, seats, bonus)
    line = case[6:] if case and case.startswith("bonus_") and case[6:] in AA_BONUS_LINES \
        else None

    def draw() -> Optional[_Cards]:
        cards = _cards_from_top(rng, seats)
        if line and casino_holdem.aa_bonus_line(
                rank_cards((*cards.hole[0], *cards.board[:3]))) != line:
            return None
        return cards

    def play(cards: _Cards, i: int) -> tuple[tuple[str, ...], Settlement]:
        hole, board = cards.hole[i], cards.board
        decision = "call" if play_out else casino_strategy.decide(hole, board[:3])
        return (decision,), casino_holdem.settle(hole, cards.dealer, board, *bets[i], decision,
                                                 rules)

    def tag(cards: _Cards, i: int, s: Settlement) -> frozenset[str]:
        return ch_tags(s, cards.board, bets[i][1])

    def build() -> Iterator[Cards]:
        return ch_case_cards(rng, case, play_out, seats)

    return _steered(_Table(CH, rules, bets, draw, play, tag, build), case, want, fair)


def deal_holdem_bonus(rng: random.Random, level: int, seats: int = 1, bonus: bool = True,
                      case: Optional[str] = None, play_out: bool = False,
                      want: Optional[Want] = None, house: HouseProfile = STANDARD,
                      ties: Optional[str] = None, fair: int = FAIR_TRIES) -> Deal:
    """A Texas Hold'em Bonus Poker hand under ``house``'s rules (:func:`thb_rules`), showing
    ``case`` when one is asked; ``ties`` is the tie rule a question needs whatever the
    rules drawn (a tie whose ante pushes); ``fair``: the fair deals tried before one is built.

    Each seat plays or folds and bets or checks by the stated strategy
    (:func:`~app.core.games.holdem_bonus.preflop_strategy` and ``street_strategy``);
    ``play_out`` plays every hand to the showdown.
    """
    rules = thb_rules(rng, level, house)
    if case in ("ante_push_below_straight", "ante_push_below_flush"):  # the case needs its rule
        rules = HoldemBonusRules(case.rsplit("_", 1)[1], rules.ties, rules.bonus_paytable)
    if ties is not None:
        rules = HoldemBonusRules(rules.ante_pays_on, ties, rules.bonus_paytable)
    bets = _bets(rng, level, seats, bonus)
    if case and case.startswith("bonus_") and bets[0][1] == 0:
        bets[0] = (bets[0][0], rng.choice(BONUSES[level]))
    line = case[6:] if case and case.startswith("bonus_") and case[6:] in THB_BONUS_LINES \
        else None

    def draw() -> Optional[_Cards]:
        if case == "bonus_aa_vs_dealer_aa":  # one hand in 21,000: set it up from a fresh deck
            aces = parse_cards(["As", "Ah", "Ad", "Ac"])
            rng.shuffle(aces)
            deck = Deck(rng, exclude=aces)
            hole = (two(aces[:2]), *_seat_cards(deck, seats - 1))
            cards = _Cards(hole, two(aces[2:]), five(deck.deal(5)))
        else:
            cards = _cards_from_top(rng, seats)
        if line and holdem_bonus.bonus_line(cards.hole[0], cards.dealer) != line:
            return None
        return cards

    def play(cards: _Cards, i: int) -> tuple[tuple[str, ...], Settlement]:
        hole, board = cards.hole[i], cards.board
        pre = "play" if play_out else holdem_bonus.preflop_strategy(hole, rules)
        flop = holdem_bonus.street_strategy(hole, board[:3])
        turn = holdem_bonus.street_strategy(hole, board[:4])
        return (pre, flop, turn), holdem_bonus.settle(hole, cards.dealer, board, *bets[i], pre,
                                                      flop, turn, rules)

    def tag(cards: _Cards, i: int, s: Settlement) -> frozenset[str]:
        return thb_tags(s, rules, bets[i][1], cards.board)

    def build() -> Iterator[Cards]:
        return thb_case_cards(rng, case, play_out, seats, rules)

    return _steered(_Table(THB, rules, bets, draw, play, tag, build), case, want, fair)



class DealFunction(Protocol):
    """A function that deals a hand of its game for a drill (:func:`deal_casino_holdem`)."""

    def __call__(self, rng: random.Random, level: int, seats: int = 1, bonus: bool = True,
                 case: Optional[str] = None, play_out: bool = False,
                 want: Optional[Want] = None, house: HouseProfile = STANDARD,
                 ties: Optional[str] = None, fair: int = FAIR_TRIES) -> Deal: ...


# The deals by name, as a game's registry entry names one (GameSpec.trainer.deal, resolved
# by app.core.trainer.game_facts).
DEALS: dict[str, DealFunction] = {f.__name__: f for f in (deal_casino_holdem, deal_holdem_bonus)}

def deal_player_hand(rng: random.Random, level: int, category: Category,
                     house: HouseProfile = STANDARD) -> Deal:
    """A Casino Hold'em hand, played to the showdown, whose player holds ``category``.

    The player's seven cards (hole cards and board) are built to be exactly
    that category (:func:`~app.core.trainer.hands.seven_cards`), however rare
    it is; the dealer's cards come from the rest of a shuffled deck.
    """
    rules = ch_rules(rng, level, house)
    ante = rng.choice(ANTES[level])
    seven = seven_cards(category, rng)
    cards, board = (seven[0], seven[1]), five(seven[2:])
    dealer = two(Deck(rng, exclude=seven).deal(2))
    s = casino_holdem.settle(cards, dealer, board, ante, 0, "call", rules)
    seat = SeatDeal(cards, ante, 0, ("call",), s, ch_tags(s, board, 0))
    return Deal(CH, rules, (seat,), dealer, board)


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
    "call_all_in": QT_TRANSLATE_NOOP("Trainer", "a call that puts the player all-in"),
    "no_raise": QT_TRANSLATE_NOOP("Trainer", "no raise allowed"),
    "no_reopen": QT_TRANSLATE_NOOP("Trainer", "a short all-in does not reopen the betting"),
    "short_allin": QT_TRANSLATE_NOOP("Trainer", "all-in for less than a full raise"),
    "folded_in_pot": QT_TRANSLATE_NOOP("Trainer", "folded players' chips in the pots"),
    "many_pots": QT_TRANSLATE_NOOP("Trainer", "three pots or more"),
    "street_pot": QT_TRANSLATE_NOOP("Trainer", "the pot after a betting round"),
    "side_pot": QT_TRANSLATE_NOOP("Trainer", "side pots"),
    "odd_chips": QT_TRANSLATE_NOOP("Trainer", "odd chips in a split pot"),
    # The dealer's daily skills
    "odd_stake": QT_TRANSLATE_NOOP("Trainer", "stakes that end in 5"),
    "multiply_large": QT_TRANSLATE_NOOP("Trainer", "multipliers of 20 and more"),
    "colour_up": QT_TRANSLATE_NOOP("Trainer", "colouring up"),
    "pay_from_stack": QT_TRANSLATE_NOOP("Trainer", "paying from a given stack"),
    "stack_short": QT_TRANSLATE_NOOP("Trainer", "a stack short of larger chips"),
    "audit_clean": QT_TRANSLATE_NOOP("Trainer", "a layout paid right"),
    "audit_call_not_qualified": QT_TRANSLATE_NOOP(
        "Trainer", "a call paid when the dealer does not qualify"),
    "audit_ante_even_money": QT_TRANSLATE_NOOP("Trainer", "an ante paid even money"),
    "audit_fold_ante_returned": QT_TRANSLATE_NOOP("Trainer", "a folded ante given back"),
    "audit_push_taken": QT_TRANSLATE_NOOP("Trainer", "a push taken"),
    "audit_wrong_line": QT_TRANSLATE_NOOP("Trainer", "a payout from the wrong line"),
    "audit_ante_paid_below": QT_TRANSLATE_NOOP("Trainer", "an ante paid below the house's hand"),
    "audit_bonus_board_pair": QT_TRANSLATE_NOOP("Trainer", "a bonus paid on a pair with the "
                                                           "board"),
    "call_dealer": QT_TRANSLATE_NOOP("Trainer", "the call when the dealer's cards are turned up"),
    "call_player": QT_TRANSLATE_NOOP("Trainer", "the call when a player is settled"),
    "call_bonus": QT_TRANSLATE_NOOP("Trainer", "the call for the bonus bet"),
}


def tag_term(tag: str) -> Term:
    """A case tag in words: hand categories and pay-table lines by their own names."""
    if tag in _TAG_TEXT:
        return Term(tag, _TAG_TEXT[tag], "Trainer")
    if tag.startswith("hand_") and tag[5:].upper() in Category.__members__:
        return Category[tag[5:].upper()].term
    if tag.startswith("bonus_") and tag[6:] in LINE_TEXT:
        return line_term(tag[6:])
    if tag.startswith("pay_line_") and tag[9:] in LINE_TEXT:  # pay-table maths on a line
        return line_term(tag[9:])
    return Term(tag, tag.replace("_", " "))
