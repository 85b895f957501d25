"""Word problems built for the case they ask, with no dealing again.

A word problem asks for a case (weak-area practice's focus, such as ``push``, at
any level) or, at level 3, a kind of net result (paid, 0 or taken, drawn by
weight so that no one answer is the key of most questions). Dealing until a hand shows it took up
to thousands of deals, and gave up now and then on a question of another kind.
Here the hand is built for it instead:

- the board is five random cards of random ranks with at most two of a suit,
  so no one can make a flush and every hand's rank follows from its ranks
  alone (the flush case builds its own suited board);
- every pair of hole ranks is ranked once on that board; the player's and the
  dealer's ranks are drawn together from the pairs that show the case (the
  dealer qualifies or not, the player's hand is better, worse or the same, the
  player calls or folds, the bonus wins or loses), each pair weighted by the
  cards that make it;
- the suits are dealt from the cards left; for a net result the stakes are
  drawn from the level's among those that give it.

The hand is then settled by the rules core, and a hand that does not show the
case is an error, never a question of another kind.
"""

from __future__ import annotations

import random
from typing import Callable, Optional

from ..cards import RANKS, Card, card_text
from ..evaluator import Category, HandValue, category_of, rank_cards
from ..games import casino_holdem, casino_strategy, holdem_bonus
from ..games.settlement import Settlement
from ..profiles import STANDARD, HouseProfile
from ..rules import CasinoHoldemRules, HoldemBonusRules
from .case_cards import (
    ACE,
    CARD,
    FOUR,
    SUITED,
    Board,
    Pair,
    Plan,
    anyone,
    board_for,
    ch_calls,
    ch_flush_cards,
    dry_board,
    hole_cards,
    hole_ranks,
    pick,
    ranked,
    safe_board,
)
from .deals import ANTES, BONUSES, CH, THB, Deal, SeatDeal, ch_rules, ch_tags, thb_rules, thb_tags

# The kinds of net result a level-3 word problem asks when it has no case to practise.
NET_PAID, NET_ZERO, NET_TAKEN = "net_paid", "net_zero", "net_taken"
NET_KINDS = {NET_PAID: 0.5, NET_ZERO: 0.15, NET_TAKEN: 0.35}


def net_kind(total: int) -> str:
    """The kind of a net result."""
    return NET_PAID if total > 0 else NET_ZERO if total == 0 else NET_TAKEN


def _stakes(rng: random.Random, level: int) -> tuple[int, int]:
    """An ante and a bonus (none at level 1) of the level's."""
    return rng.choice(ANTES[level]), rng.choice(BONUSES[level]) if level > 1 else 0


def _net_stakes(rng: random.Random, kind: str, settle: Callable[[int, int], Settlement]
                ) -> tuple[int, int]:
    """An ante and a bonus of level 3's whose net result is of ``kind`` (the net is
    linear in the two stakes: the settlement at unit stakes gives its two factors)."""
    per_ante = settle(1, 0).total
    per_bonus = settle(1, 1).total - per_ante
    fits = [(a, b) for a in ANTES[3] for b in BONUSES[3]
            if net_kind(a * per_ante + b * per_bonus) == kind]
    if not fits:
        raise AssertionError(f"no stakes give a {kind} on this hand")  # built to have some
    return rng.choice(fits)


# -- Casino Hold'em -------------------------------------------------------------------------
CH_CLASSES = {NET_PAID: {"win": 0.7, "not_qualified": 0.3},
              NET_ZERO: {"win": 0.5, "not_qualified": 0.5},
              NET_TAKEN: {"lose": 0.6, "fold": 0.25, "push": 0.15}}


def ch_words_deal(rng: random.Random, ask: str, level: int = 3,
                  house: HouseProfile = STANDARD) -> Deal:
    """A Casino Hold'em word problem's hand at ``level``, built to show ``ask``: a case of
    drills.CH_CASES, or (level 3) a net result of :data:`NET_KINDS`."""
    rules = ch_rules(rng, level, house)
    if ask == "hand_flush":
        return _ch_flush(rng, rules, level)
    kind = ask if ask in NET_KINDS else None
    shape = str(pick(rng, list(CH_CLASSES[kind].items()))) if kind else ask
    shape = {"dealer_not_qualified": "not_qualified"}.get(shape, shape)
    b, built = board_for(rng, shape)
    two_pairs = hole_ranks(rng, b, *_ch_plan(b, shape, kind, rules))
    if two_pairs is None:  # this board cannot show it (a pair of kings on it, for a dealer
        assert not built  # who does not qualify): a board every shape fits
        b = safe_board(rng)
        two_pairs = hole_ranks(rng, b, *_ch_plan(b, shape, kind, rules))
    assert two_pairs is not None, f"no hand shows {ask}"
    p, d = two_pairs
    # A hand the strategy folds is dealt in two suits: a four-flush would make it call.
    hole = hole_cards(rng, b, p, (), None if ch_calls(b, p) else False)
    dealer_cards = hole_cards(rng, b, d, hole)
    decision = casino_strategy.decide(hole, b.cards[:3])

    def settle(ante: int, bonus: int) -> Settlement:
        return casino_holdem.settle(hole, dealer_cards, b.cards, ante, bonus, decision, rules)

    ante, bonus = _net_stakes(rng, kind, settle) if kind else _stakes(rng, level)
    return _ch_deal(rules, hole, dealer_cards, b.cards, ante, bonus, decision, ask)


def _ch_plan(b: Board, shape: str, kind: Optional[str], rules: CasinoHoldemRules) -> Plan:
    """What the player's and the dealer's hole ranks must be for ``shape``: the player's
    test, the dealer's, and how the two hands compare."""
    def calls(p: Pair) -> bool:
        return ch_calls(b, p)

    def qualifies(d: Pair) -> bool:
        return casino_holdem.dealer_qualifies(HandValue((), b.seven[d]))

    def bonus_loses(p: Pair) -> bool:
        return casino_holdem.aa_bonus_line(b.flop[p]) is None

    def fits_zero(p: Pair) -> bool:
        """A net of 0 needs the ante and the call to win what the bonus loses: at most the
        largest bonus for the smallest ante."""
        if kind != NET_ZERO:
            return True
        line = casino_holdem.ante_line(category_of(b.seven[p]))
        return bonus_loses(p) and (rules.ante_table.pays(line) + 2) * ANTES[3][0] <= \
            BONUSES[3][-1]

    def pair_rank(d: Pair) -> int:
        rank = HandValue((), b.seven[d]).pair_rank
        return 99 if rank is None else rank

    board_rank = rank_cards(b.cards)
    board_ranks = {RANKS.index(card_text(c)[0]) for c in b.cards}
    plans: dict[str, Plan] = {
        "win": (lambda p: calls(p) and fits_zero(p), qualifies, "better"),
        "not_qualified": (lambda p: calls(p) and fits_zero(p), lambda d: not qualifies(d),
                          "any"),
        "lose": (calls, qualifies, "worse"),
        "push": (lambda p: calls(p) and (kind is None or bonus_loses(p)), qualifies, "same"),
        "fold": (lambda p: not calls(p), anyone, "any"),
        "qualify_boundary": (anyone, lambda d: pair_rank(d) <= FOUR, "any"),
        "board_plays": (lambda p: calls(p) and b.seven[p] == board_rank
                        and not set(p) & board_ranks, anyone, "any"),
        "hand_straight": (lambda p: category_of(b.seven[p]) is Category.STRAIGHT, anyone,
                          "any"),
    }
    return plans[shape]


def _ch_flush(rng: random.Random, rules: CasinoHoldemRules, level: int) -> Deal:
    """A player's flush (:func:`~app.core.trainer.case_cards.ch_flush_cards`)."""
    hole, dealer_cards, board = ch_flush_cards(rng)
    decision = casino_strategy.decide(hole, board[:3])
    ante, bonus = _stakes(rng, level)
    return _ch_deal(rules, hole, dealer_cards, board, ante, bonus, decision, "hand_flush")


def _ch_deal(rules: CasinoHoldemRules, hole: tuple[Card, Card], dealer: tuple[Card, Card],
             board: tuple[Card, Card, Card, Card, Card], ante: int, bonus: int,
             decision: str, ask: str) -> Deal:
    s = casino_holdem.settle(hole, dealer, board, ante, bonus, decision, rules)
    tags = ch_tags(s, board, bonus)
    _check(ask, s, tags)
    return Deal(CH, rules, (SeatDeal(hole, ante, bonus, (decision,), s, tags),), dealer, board)


def _check(ask: str, s: Settlement, tags: frozenset[str]) -> None:
    """A hand built for ``ask`` shows it, or the build is wrong: never a question of
    another kind."""
    shown = net_kind(s.total) == ask if ask in NET_KINDS else ask in tags
    if not shown:
        raise AssertionError(f"a hand built for {ask} does not show it: {sorted(tags)}")


# -- Texas Hold'em Bonus Poker --------------------------------------------------------------
THB_CLASSES = {NET_PAID: {"player_wins": 1.0}, NET_ZERO: {"player_wins": 1.0},
               NET_TAKEN: {"dealer_wins": 0.75, "fold": 0.25}}


def thb_words_deal(rng: random.Random, ask: str, level: int = 3,
                   house: HouseProfile = STANDARD) -> Deal:
    """A Texas Hold'em Bonus Poker word problem's hand at ``level``, built to show ``ask``: a
    case of drills.THB_TOTAL_CASES, or (level 3) a net result of :data:`NET_KINDS`."""
    rules = thb_rules(rng, level, house)
    if ask == "ante_push_below_straight":  # the case needs its rule
        rules = HoldemBonusRules("straight", rules.ties, rules.bonus_paytable)
    kind = ask if ask in NET_KINDS else None
    shape = str(pick(rng, list(THB_CLASSES[kind].items()))) if kind else ask
    # Whether the player's two cards share a suit is drawn first (only offsuit hands fold).
    suited = shape != "fold" and rng.random() < SUITED
    b = ranked(dry_board(rng))
    two_pairs = hole_ranks(rng, b, *_thb_plan(b, shape, kind, rules, suited))
    if two_pairs is None:
        b = safe_board(rng)
        two_pairs = hole_ranks(rng, b, *_thb_plan(b, shape, kind, rules, suited))
    assert two_pairs is not None, f"no hand shows {ask}"
    p, d = two_pairs
    hole = hole_cards(rng, b, p, (), suited if p[0] != p[1] else None)
    dealer_cards = hole_cards(rng, b, d, hole)
    pre = holdem_bonus.preflop_strategy(hole, rules)
    flop = holdem_bonus.street_strategy(hole, b.cards[:3])
    turn = holdem_bonus.street_strategy(hole, b.cards[:4])

    def settle(ante: int, bonus: int) -> Settlement:
        return holdem_bonus.settle(hole, dealer_cards, b.cards, ante, bonus, pre, flop, turn,
                                   rules)

    ante, bonus = _net_stakes(rng, kind, settle) if kind else _stakes(rng, level)
    s = settle(ante, bonus)
    tags = thb_tags(s, rules, bonus, b.cards)
    _check(ask, s, tags)
    seat = SeatDeal(hole, ante, bonus, (pre, flop, turn), s, tags)
    return Deal(THB, rules, (seat,), dealer_cards, b.cards)


def _thb_plan(b: Board, shape: str, kind: Optional[str], rules: HoldemBonusRules,
              suited: bool) -> Plan:
    def plays(p: Pair) -> bool:
        hole = (CARD[(p[0], "s")], CARD[(p[1], "s" if suited and p[0] != p[1] else "h")])
        return holdem_bonus.preflop_strategy(hole, rules) == "play"

    def bonus_loses(p: Pair) -> bool:  # no pair, no ace with a king, queen or jack
        return p[0] != p[1] and not (p[0] == ACE and p[1] >= 9)

    plans: dict[str, Plan] = {
        "player_wins": (lambda p: plays(p) and (kind != NET_ZERO or bonus_loses(p)),
                        anyone, "better"),
        "dealer_wins": (plays, anyone, "worse"),
        "tie": (plays, anyone, "same"),
        "fold": (lambda p: not plays(p), anyone, "any"),
        "ante_push_below_straight": (
            lambda p: plays(p) and category_of(b.seven[p]) > Category.STRAIGHT, anyone,
            "better"),
    }
    return plans[shape]
