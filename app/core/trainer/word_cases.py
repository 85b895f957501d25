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

import itertools
import random
from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from typing import Callable, Optional, Sequence

from ..cards import FULL_DECK, RANKS, SUITS, Card, card_text, five, rank_char, two
from ..evaluator import Category, HandValue, category_of, rank_cards
from ..games import casino_holdem, holdem_bonus
from ..games.settlement import Settlement
from ..profiles import STANDARD, HouseProfile
from ..rules import CasinoHoldemRules, HoldemBonusRules
from .deals import ANTES, BONUSES, CH, THB, Deal, SeatDeal, ch_rules, ch_tags, thb_rules, thb_tags

# The kinds of net result a level-3 word problem asks when it has no case to practise.
NET_PAID, NET_ZERO, NET_TAKEN = "net_paid", "net_zero", "net_taken"
NET_KINDS = {NET_PAID: 0.5, NET_ZERO: 0.15, NET_TAKEN: 0.35}
CARD = {(RANKS.index(card_text(c)[0]), card_text(c)[1]): c for c in FULL_DECK}
_ACE, _KING, _FOUR = 12, 11, 2
Pair = tuple[int, int]  # two hole ranks (0 = deuce .. 12 = ace), the higher first


def net_kind(total: int) -> str:
    """The kind of a net result."""
    return NET_PAID if total > 0 else NET_ZERO if total == 0 else NET_TAKEN


@dataclass
class Board:
    """A board no one can make a flush on, and every pair of hole ranks ranked with it."""

    cards: tuple[Card, Card, Card, Card, Card]
    left: list[int]  # cards of each rank not on the board
    seven: dict[Pair, int]  # hole ranks -> rank of the best five of the seven cards
    flop: dict[Pair, int]  # hole ranks -> rank of the two cards with the flop

    def weight(self, pair: Pair, taken: Sequence[int] = ()) -> int:
        """How many two-card holdings make ``pair`` of the cards left (less ``taken``)."""
        a, b = pair
        left_a = self.left[a] - taken.count(a)
        if a == b:
            return left_a * (left_a - 1) // 2
        return left_a * (self.left[b] - taken.count(b))


_STRAIGHTS = [frozenset(t - i if t - i >= 0 else _ACE for i in range(5)) for t in range(3, 13)]
# Five ranks no two hole cards make a straight with: at most two in any straight's ranks.
_STRAIGHT_PROOF = [s for s in itertools.combinations(range(13), 5)
                   if all(len(straight.intersection(s)) <= 2 for straight in _STRAIGHTS)]
_NOT_STRAIGHT = [s for s in itertools.combinations(range(13), 5) if frozenset(s) not in _STRAIGHTS]


def dry_board(rng: random.Random, ranks: Optional[Sequence[int]] = None) -> list[Card]:
    """Five cards of ``ranks`` (random cards' ranks when None), at most two of a suit."""
    if ranks is None:
        ranks = [RANKS.index(card_text(c)[0]) for c in rng.sample(FULL_DECK, 5)]
    count = dict.fromkeys(SUITS, 0)
    out: list[Card] = []
    for r in ranks:
        used = {card_text(c)[1] for c in out if RANKS.index(card_text(c)[0]) == r}
        suit = rng.choice([s for s in SUITS if count[s] < 2 and s not in used])
        count[suit] += 1
        out.append(CARD[(r, suit)])
    return out


def ranked(board: Sequence[Card]) -> Board:
    """Every pair of hole ranks ranked on ``board`` (which no one can make a flush on, so a
    pair's two cards stand for any two of those ranks)."""
    left = [4] * 13
    for c in board:
        left[RANKS.index(card_text(c)[0])] -= 1
    seven: dict[Pair, int] = {}
    flop: dict[Pair, int] = {}
    for a, b in itertools.combinations_with_replacement(range(12, -1, -1), 2):
        if (left[a] < 2) if a == b else not (left[a] and left[b]):
            continue
        hole = (CARD[(a, "c")], CARD[(b, "c" if a != b else "d")])
        seven[(a, b)] = rank_cards((*hole, *board))
        flop[(a, b)] = rank_cards((*hole, *board[:3]))
    return Board(five(board), left, seven, flop)


def _pick(rng: random.Random, weighted: Sequence[tuple[object, float]]) -> object:
    items = [(item, w) for item, w in weighted if w > 0]
    if not items:
        raise AssertionError("no hand shows the case asked")  # the board is built for it
    return rng.choices([i for i, _w in items], [w for _i, w in items])[0]


def _two(rng: random.Random, b: Board, player: Callable[[Pair], bool],
         dealer: Callable[[Pair], bool], relation: str) -> Optional[tuple[Pair, Pair]]:
    """The player's and the dealer's hole ranks, drawn together from the pairs that meet
    ``player``, ``dealer`` and ``relation`` ("better", "worse", "same" for the player's
    hand against the dealer's, or "any"), each as likely as the cards that make it; None
    when no two pairs on this board do."""
    ps = [p for p in b.seven if player(p)]
    ds = sorted((b.seven[d], d) for d in b.seven if dealer(d))
    values = [v for v, _d in ds]
    sums = list(itertools.accumulate((b.weight(d) for _v, d in ds), initial=0))

    def span(v: int) -> tuple[int, int]:
        if relation == "better":  # the dealer's rank above (worse than) the player's
            return bisect_right(values, v), len(ds)
        if relation == "worse":
            return 0, bisect_left(values, v)
        if relation == "same":
            return bisect_left(values, v), bisect_right(values, v)
        return 0, len(ds)

    while True:  # the dealer's pairs left for a player's pair are counted without the
        # player's own cards first: a pair whose dealer's pairs all need them is dropped
        def reach(p: Pair) -> int:
            lo, hi = span(b.seven[p])
            return sums[hi] - sums[lo]

        weighted = [(p, b.weight(p) * reach(p)) for p in ps]
        if not any(w for _p, w in weighted):
            return None
        p = _pick(rng, weighted)
        assert isinstance(p, tuple)
        lo, hi = span(b.seven[p])
        choices = [(d, b.weight(d, p)) for _v, d in ds[lo:hi]]
        if any(w for _d, w in choices):
            d = _pick(rng, choices)
            assert isinstance(d, tuple)
            return p, d
        ps.remove(p)


def _cards(rng: random.Random, b: Board, pair: Pair, taken: Sequence[Card],
           suited: Optional[bool] = None) -> tuple[Card, Card]:
    """Two cards of ``pair``'s ranks from the cards left (``suited``: of one suit or not)."""
    free = [c for c in FULL_DECK if c not in b.cards and c not in taken]
    a, r = pair
    first = rng.choice([c for c in free if RANKS.index(rank_char(c)) == a])
    seconds = [c for c in free if c != first and RANKS.index(rank_char(c)) == r]
    if suited is not None and a != r:
        same = [c for c in seconds if card_text(c)[1] == card_text(first)[1]]
        other = [c for c in seconds if card_text(c)[1] != card_text(first)[1]]
        if suited and not same:  # the first card's suit is gone: one both ranks have
            both = [s for s in SUITS
                    if CARD[(a, s)] in free and CARD[(r, s)] in free]
            s = rng.choice(both)
            return CARD[(a, s)], CARD[(r, s)]
        seconds = same if suited else other or seconds
    return first, rng.choice(seconds)


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
Plan = tuple[Callable[[Pair], bool], Callable[[Pair], bool], str]


def _anyone(_pair: Pair) -> bool:
    return True


def _window(top: int) -> list[int]:
    """The five ranks of the straight up to ``top`` (3, a five, for the wheel)."""
    return [top - i if top - i >= 0 else _ACE for i in range(5)]


def _board_for(rng: random.Random, shape: str) -> tuple[Board, bool]:
    """The board of a hand of ``shape``, and whether it is built so that the shape can be
    dealt on it (else a random board, which a rare shape may not fit)."""
    if shape == "board_plays":  # a straight on the board
        ranks = _window(rng.randrange(3, 13))
    elif shape == "hand_straight":  # three of a straight's ranks on the board
        ranks = rng.sample(_window(rng.randrange(3, 13)), 3) + [
            RANKS.index(card_text(c)[0]) for c in rng.sample(FULL_DECK, 2)]
    elif shape == "qualify_boundary":  # no straight, no pair: a low pair stays one pair
        ranks = list(rng.choice(_STRAIGHT_PROOF))
    else:
        return ranked(dry_board(rng)), False
    rng.shuffle(ranks)
    return ranked(dry_board(rng, ranks)), True


def safe_board(rng: random.Random) -> Board:
    """A board of five ranks no hand makes a straight on, none paired: every shape of
    hand can be dealt on it."""
    ranks = list(rng.choice(_STRAIGHT_PROOF))
    rng.shuffle(ranks)
    return ranked(dry_board(rng, ranks))


def ch_words_deal(rng: random.Random, ask: str, level: int = 3,
                  house: HouseProfile = STANDARD) -> Deal:
    """A Casino Hold'em word problem's hand at ``level``, built to show ``ask``: a case of
    drills.CH_CASES, or (level 3) a net result of :data:`NET_KINDS`."""
    rules = ch_rules(rng, level, house)
    if ask == "hand_flush":
        return _ch_flush(rng, rules, level)
    kind = ask if ask in NET_KINDS else None
    shape = str(_pick(rng, list(CH_CLASSES[kind].items()))) if kind else ask
    shape = {"dealer_not_qualified": "not_qualified"}.get(shape, shape)
    b, built = _board_for(rng, shape)
    two_pairs = _two(rng, b, *_ch_plan(b, shape, kind, rules))
    if two_pairs is None:  # this board cannot show it (a pair of kings on it, for a dealer
        assert not built  # who does not qualify): a board every shape fits
        b = safe_board(rng)
        two_pairs = _two(rng, b, *_ch_plan(b, shape, kind, rules))
    assert two_pairs is not None, f"no hand shows {ask}"
    p, d = two_pairs
    # A hand the strategy folds is dealt in two suits: a four-flush would make it call.
    hole = _cards(rng, b, p, (), None if _ch_calls(b, p) else False)
    dealer_cards = _cards(rng, b, d, hole)
    decision = casino_holdem.simple_strategy(hole, b.cards[:3])

    def settle(ante: int, bonus: int) -> Settlement:
        return casino_holdem.settle(hole, dealer_cards, b.cards, ante, bonus, decision, rules)

    ante, bonus = _net_stakes(rng, kind, settle) if kind else _stakes(rng, level)
    return _ch_deal(rules, hole, dealer_cards, b.cards, ante, bonus, decision, ask)


def _ch_calls(b: Board, p: Pair) -> bool:
    """The stated strategy on the flop, its four-flush apart (see ch_words_deal)."""
    return category_of(b.flop[p]) <= Category.ONE_PAIR or _ACE in p or _KING in p


def _ch_plan(b: Board, shape: str, kind: Optional[str], rules: CasinoHoldemRules) -> Plan:
    """What the player's and the dealer's hole ranks must be for ``shape``: the player's
    test, the dealer's, and how the two hands compare."""
    def calls(p: Pair) -> bool:
        return _ch_calls(b, p)

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
        "fold": (lambda p: not calls(p), _anyone, "any"),
        "qualify_boundary": (_anyone, lambda d: pair_rank(d) <= _FOUR, "any"),
        "board_plays": (lambda p: calls(p) and b.seven[p] == board_rank
                        and not set(p) & board_ranks, _anyone, "any"),
        "hand_straight": (lambda p: category_of(b.seven[p]) is Category.STRAIGHT, _anyone,
                          "any"),
    }
    return plans[shape]


def _ch_flush(rng: random.Random, rules: CasinoHoldemRules, level: int) -> Deal:
    """A player's flush: two suited cards and three of their suit on the flop, five ranks
    that make no straight; the turn and the river of other ranks, and the dealer's two
    cards from the rest of the deck."""
    suit = rng.choice(SUITS)
    ranks = list(rng.choice(_NOT_STRAIGHT))
    rng.shuffle(ranks)
    others = rng.sample([r for r in range(13) if r not in ranks], 2)
    hole = (CARD[(ranks[0], suit)], CARD[(ranks[1], suit)])
    board = [CARD[(r, suit)] for r in ranks[2:]] + [
        CARD[(r, rng.choice([s for s in SUITS if s != suit]))] for r in others]
    rest = [c for c in FULL_DECK if c not in hole and c not in board]
    dealer_cards = two(rng.sample(rest, 2))
    decision = casino_holdem.simple_strategy(hole, board[:3])
    ante, bonus = _stakes(rng, level)
    return _ch_deal(rules, hole, dealer_cards, five(board), ante, bonus, decision, "hand_flush")


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
SUITED = 0.24  # a fair deal's share of two cards of different ranks that share a suit


def thb_words_deal(rng: random.Random, ask: str, level: int = 3,
                   house: HouseProfile = STANDARD) -> Deal:
    """A Texas Hold'em Bonus Poker word problem's hand at ``level``, built to show ``ask``: a
    case of drills.THB_TOTAL_CASES, or (level 3) a net result of :data:`NET_KINDS`."""
    rules = thb_rules(rng, level, house)
    if ask == "ante_push_below_straight":  # the case needs its rule
        rules = HoldemBonusRules("straight", rules.ties, rules.bonus_paytable)
    kind = ask if ask in NET_KINDS else None
    shape = str(_pick(rng, list(THB_CLASSES[kind].items()))) if kind else ask
    # Whether the player's two cards share a suit is drawn first (only offsuit hands fold).
    suited = shape != "fold" and rng.random() < SUITED
    b = ranked(dry_board(rng))
    two_pairs = _two(rng, b, *_thb_plan(b, shape, kind, rules, suited))
    if two_pairs is None:
        b = safe_board(rng)
        two_pairs = _two(rng, b, *_thb_plan(b, shape, kind, rules, suited))
    assert two_pairs is not None, f"no hand shows {ask}"
    p, d = two_pairs
    hole = _cards(rng, b, p, (), suited if p[0] != p[1] else None)
    dealer_cards = _cards(rng, b, d, hole)
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
        return p[0] != p[1] and not (p[0] == _ACE and p[1] >= 9)

    plans: dict[str, Plan] = {
        "player_wins": (lambda p: plays(p) and (kind != NET_ZERO or bonus_loses(p)),
                        _anyone, "better"),
        "dealer_wins": (plays, _anyone, "worse"),
        "tie": (plays, _anyone, "same"),
        "fold": (lambda p: not plays(p), _anyone, "any"),
        "ante_push_below_straight": (
            lambda p: plays(p) and category_of(b.seven[p]) > Category.STRAIGHT, _anyone,
            "better"),
    }
    return plans[shape]
