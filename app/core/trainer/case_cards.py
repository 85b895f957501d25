"""Cards built for a case: the hands the drills ask for, chosen rather than dealt again.

A drill asks for a case (a tag such as ``push``) and a kind of answer (the
player wins, the ante pushes, the bonus pays...). A fair deal shows most of
them within a few deals; the rarer ones (a flush for the AA Bonus, one hand in
500; a push with the board playing) are built here:

- the board is five random cards of random ranks with at most two of a suit,
  so no one can make a flush and every hand's rank follows from its ranks
  alone (a case that needs a flush, a straight or a straight on the board
  builds its own);
- every pair of hole ranks is ranked once on that board; the player's and the
  dealer's ranks are drawn together from the pairs that show the case and one
  outcome (the player wins, the dealer does not qualify, loses, ties, folds),
  each pair weighted by the cards that make it, the outcomes in random order;
- a bonus line's cards (two aces, A-K suited, a flush on the flop...) are
  chosen for it and the rest of the hand dealt from the cards left.

Every other seat's cards come from the cards left. The caller settles each hand
by the rules core and keeps the first that shows the case and the kind of
answer asked; the word problems (app.core.trainer.word_cases) build theirs from
the same boards.
"""

from __future__ import annotations

import itertools
import random
from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from typing import Callable, Iterator, Optional, Sequence

from ..cards import FULL_DECK, RANKS, SUITS, Card, card_text, five, rank_char, two
from ..errors import HandBuildError
from ..evaluator import Category, HandValue, category_of, rank_cards
from ..games import casino_holdem, casino_strategy, holdem_bonus
from ..rules import HoldemBonusRules
from .hands import best_five

CARD = {(RANKS.index(card_text(c)[0]), card_text(c)[1]): c for c in FULL_DECK}
ACE, KING, FOUR = 12, 11, 2
Pair = tuple[int, int]  # two hole ranks (0 = deuce .. 12 = ace), the higher first


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


_STRAIGHTS = [frozenset(t - i if t - i >= 0 else ACE for i in range(5)) for t in range(3, 13)]
# Five ranks no two hole cards make a straight with: at most two in any straight's ranks.
STRAIGHT_PROOF = [s for s in itertools.combinations(range(13), 5)
                   if all(len(straight.intersection(s)) <= 2 for straight in _STRAIGHTS)]
NOT_STRAIGHT = [s for s in itertools.combinations(range(13), 5) if frozenset(s) not in _STRAIGHTS]


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


def pick(rng: random.Random, weighted: Sequence[tuple[object, float]]) -> object:
    items = [(item, w) for item, w in weighted if w > 0]
    if not items:
        raise AssertionError("no hand shows the case asked")  # the board is built for it
    return rng.choices([i for i, _w in items], [w for _i, w in items])[0]


def hole_ranks(rng: random.Random, b: Board, player: Callable[[Pair], bool],
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
        p = pick(rng, weighted)
        assert isinstance(p, tuple)
        lo, hi = span(b.seven[p])
        choices = [(d, b.weight(d, p)) for _v, d in ds[lo:hi]]
        if any(w for _d, w in choices):
            d = pick(rng, choices)
            assert isinstance(d, tuple)
            return p, d
        ps.remove(p)


def hole_cards(rng: random.Random, b: Board, pair: Pair, taken: Sequence[Card],
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


Plan = tuple[Callable[[Pair], bool], Callable[[Pair], bool], str]


def anyone(_pair: Pair) -> bool:
    return True


def window(top: int) -> list[int]:
    """The five ranks of the straight up to ``top`` (3, a five, for the wheel)."""
    return [top - i if top - i >= 0 else ACE for i in range(5)]


def board_for(rng: random.Random, shape: str) -> tuple[Board, bool]:
    """The board of a hand of ``shape``, and whether it is built so that the shape can be
    dealt on it (else a random board, which a rare shape may not fit)."""
    if shape == "board_plays":  # a straight on the board
        ranks = window(rng.randrange(3, 13))
    elif shape == "hand_straight":  # three of a straight's ranks on the board
        ranks = rng.sample(window(rng.randrange(3, 13)), 3) + [
            RANKS.index(card_text(c)[0]) for c in rng.sample(FULL_DECK, 2)]
    elif shape == "qualify_boundary":  # no straight, no pair: a low pair stays one pair
        ranks = list(rng.choice(STRAIGHT_PROOF))
    else:
        return ranked(dry_board(rng)), False
    rng.shuffle(ranks)
    return ranked(dry_board(rng, ranks)), True


def safe_board(rng: random.Random) -> Board:
    """A board of five ranks no hand makes a straight on, none paired: every shape of
    hand can be dealt on it."""
    ranks = list(rng.choice(STRAIGHT_PROOF))
    rng.shuffle(ranks)
    return ranked(dry_board(rng, ranks))


def ch_calls(b: Board, p: Pair) -> bool:
    """The seats' strategy on the flop, its four-flush apart (a hand it folds is dealt in two
    suits, so no four cards share one)."""
    return casino_strategy.calls_on_ranks(p, [RANKS.index(card_text(c)[0]) for c in b.cards[:3]])


SUITED = 0.24  # a fair deal's share of two cards of different ranks that share a suit
Holes = tuple[tuple[Card, Card], ...]
Cards = tuple[Holes, tuple[Card, Card], tuple[Card, Card, Card, Card, Card]]  # seats, dealer, board


def ch_flush_cards(rng: random.Random) -> tuple[tuple[Card, Card], tuple[Card, Card],
                                                 tuple[Card, Card, Card, Card, Card]]:
    """A player's flush: two suited cards and three of their suit on the flop, five ranks
    that make no straight; the turn and the river of other ranks, and the dealer's two
    cards from the rest of the deck (the player's cards, the dealer's, the board)."""
    suit = rng.choice(SUITS)
    ranks = list(rng.choice(NOT_STRAIGHT))
    rng.shuffle(ranks)
    others = rng.sample([r for r in range(13) if r not in ranks], 2)
    hole = (CARD[(ranks[0], suit)], CARD[(ranks[1], suit)])
    board = [CARD[(r, suit)] for r in ranks[2:]] + [
        CARD[(r, rng.choice([s for s in SUITS if s != suit]))] for r in others]
    rest = [c for c in FULL_DECK if c not in hole and c not in board]
    return hole, two(rng.sample(rest, 2)), five(board)


def _others(rng: random.Random, hole: tuple[Card, Card], dealer: tuple[Card, Card],
            board: Sequence[Card], seats: int) -> Cards:
    """The hand with every other seat's two cards from the cards left."""
    used = {*hole, *dealer, *board}
    rest = rng.sample([c for c in FULL_DECK if c not in used], 2 * (seats - 1))
    holes = (hole, *(two(rest[2 * i:2 * i + 2]) for i in range(seats - 1)))
    return holes, dealer, five(board)


def _and(a: Plan, b: Plan) -> Optional[Plan]:
    """Both plans at once; None when the two hands cannot compare both ways."""
    relation = b[2] if a[2] == "any" else a[2] if b[2] in ("any", a[2]) else None
    if relation is None:
        return None
    return (lambda p: a[0](p) and b[0](p)), (lambda d: a[1](d) and b[1](d)), relation


def _boards(rng: random.Random, case: Optional[str]) -> Iterator[Board]:
    """The board built for ``case``, then a board every case but a straight's fits (a
    straight's first board leaves an ace or a king of it to the player, who then calls)."""
    if case == "hand_straight":
        top = rng.choice((3, 11, 12))  # five high, king high, ace high
        ranks = rng.sample([r for r in window(top) if r < KING], 3) + [
            RANKS.index(card_text(c)[0]) for c in rng.sample(FULL_DECK, 2)]
        rng.shuffle(ranks)
        yield ranked(dry_board(rng, ranks))
    yield board_for(rng, case or "")[0]
    yield safe_board(rng)


def _outcomes(rng: random.Random, b: Board, shown: Plan, outcomes: list[Plan],
              deal_hole: Callable[[Board, Pair], tuple[Card, Card]],
              seats: int) -> Iterator[Cards]:
    """On board ``b``: for each outcome in random order that can come with ``shown``, a hand
    showing both."""
    rng.shuffle(outcomes)
    for outcome in outcomes:
        plan = _and(shown, outcome)
        pairs = hole_ranks(rng, b, *plan) if plan is not None else None
        if pairs is None:
            continue
        p, d = pairs
        hole = deal_hole(b, p)
        yield _others(rng, hole, hole_cards(rng, b, d, hole), b.cards, seats)


# -- Casino Hold'em ---------------------------------------------------------------------------
AA_LINES = ("pair_of_aces", "two_pair", "three_of_a_kind", "straight", "flush", "full_house")


def _aa_five(rng: random.Random, line: str) -> list[Card]:
    """Five cards (the player's two and the flop) on the AA Bonus line ``line``."""
    if line == "pair_of_aces":  # two aces and three other ranks: no straight, no flush
        aces = [CARD[(ACE, s)] for s in rng.sample(SUITS, 2)]
        return aces + [CARD[(r, rng.choice(SUITS))] for r in rng.sample(range(12), 3)]
    category = next((c for c in Category if c.id == line), None)
    if category is None:
        raise HandBuildError(f"no AA Bonus line {line!r} to build")
    return best_five(category, rng)


def ch_case_cards(rng: random.Random, case: Optional[str], play_out: bool,
                  seats: int) -> Iterator[Cards]:
    """Casino Hold'em hands built to show ``case`` (or none): on one board, one for each
    outcome the case can come with."""
    if case is not None and case.startswith("bonus_") and case != "bonus_loses":
        cards = _aa_five(rng, case[6:])
        rng.shuffle(cards)
        hole, flop = two(cards[:2]), cards[2:]
        rest = rng.sample([c for c in FULL_DECK if c not in cards], 4)
        yield _others(rng, hole, two(rest[2:]), (*flop, *rest[:2]), seats)
        return
    if case == "hand_flush":
        yield _others(rng, *ch_flush_cards(rng), seats)
        return
    if case is None:  # an answer asked of no case: the AA Bonus paid, a flush, then any outcome
        yield from ch_case_cards(rng, "bonus_" + rng.choice(AA_LINES), play_out, seats)
        yield _others(rng, *ch_flush_cards(rng), seats)
    def deal_hole(b: Board, p: Pair) -> tuple[Card, Card]:
        # A hand the strategy folds is dealt in two suits: a four-flush would make it call.
        return hole_cards(rng, b, p, (), None if ch_calls(b, p) else False)

    for b in _boards(rng, case):
        yield from _outcomes(rng, b, *_ch_plans(b, case, play_out), deal_hole, seats)


def _ch_plans(b: Board, case: Optional[str], play_out: bool) -> tuple[Plan, list[Plan]]:
    """What ``case`` asks of the player's and the dealer's hole ranks, and each outcome's."""
    def calls(p: Pair) -> bool:
        return play_out or ch_calls(b, p)

    def qualifies(d: Pair) -> bool:
        return casino_holdem.dealer_qualifies(HandValue((), b.seven[d]))

    def pair_rank(d: Pair) -> int:
        rank = HandValue((), b.seven[d]).pair_rank
        return 99 if rank is None else rank

    board_rank = rank_cards(b.cards)
    board_ranks = {RANKS.index(card_text(c)[0]) for c in b.cards}
    cases: dict[Optional[str], Plan] = {
        None: (anyone, anyone, "any"),
        "dealer_not_qualified": (calls, lambda d: not qualifies(d), "any"),
        "qualify_boundary": (anyone, lambda d: pair_rank(d) <= FOUR, "any"),
        "board_plays": (lambda p: calls(p) and b.seven[p] == board_rank
                        and not set(p) & board_ranks, anyone, "any"),
        "push": (calls, qualifies, "same"),
        "tie": (anyone, anyone, "same"),
        "fold": (lambda p: not calls(p), anyone, "any"),
        "hand_straight": (lambda p: category_of(b.seven[p]) is Category.STRAIGHT, anyone,
                          "any"),
        "bonus_loses": (lambda p: casino_holdem.aa_bonus_line(b.flop[p]) is None, anyone,
                        "any"),
    }
    if case not in cases:
        raise HandBuildError(f"no Casino Hold'em hand is built for {case!r}")
    outcomes: list[Plan] = [(calls, qualifies, "better"), (calls, qualifies, "worse"),
                            (calls, qualifies, "same"),
                            (calls, lambda d: not qualifies(d), "any")]
    if not play_out:
        outcomes.append((lambda p: not calls(p), anyone, "any"))
    return cases[case], outcomes


# -- Texas Hold'em Bonus Poker ------------------------------------------------------------------
THB_LINES = ("aa", "ak_suited", "aq_aj_suited", "ak_offsuit", "kk_qq_jj", "aq_aj_offsuit",
             "22_to_tt")


def _thb_hole(rng: random.Random, line: str) -> tuple[Card, Card]:
    """Two starting cards on the bonus line ``line``."""
    suits = rng.sample(SUITS, 2)
    if line in ("aa", "kk_qq_jj", "22_to_tt"):
        rank = ACE if line == "aa" else rng.choice((KING, KING - 1, KING - 2)) \
            if line == "kk_qq_jj" else rng.randrange(9)
        return CARD[(rank, suits[0])], CARD[(rank, suits[1])]
    kicker = {"ak": (KING,), "aq_aj": (KING - 1, KING - 2)}.get(line.rsplit("_", 1)[0])
    if kicker is None:
        raise HandBuildError(f"no bonus line {line!r} to build")
    suited = line.endswith("_suited")
    hole = [CARD[(ACE, suits[0])], CARD[(rng.choice(kicker), suits[0 if suited else 1])]]
    rng.shuffle(hole)
    return two(hole)


def thb_case_cards(rng: random.Random, case: Optional[str], play_out: bool, seats: int,
                   rules: HoldemBonusRules) -> Iterator[Cards]:
    """Texas Hold'em Bonus Poker hands built to show ``case`` (or none): on one board, one
    for each outcome the case can come with."""
    if case == "bonus_aa_vs_dealer_aa":
        aces = [CARD[(ACE, s)] for s in SUITS]
        rng.shuffle(aces)
        board = rng.sample([c for c in FULL_DECK if c not in aces], 5)
        yield _others(rng, two(aces[:2]), two(aces[2:]), board, seats)
        return
    if case is not None and case.startswith("bonus_") and case != "bonus_loses":
        hole = _thb_hole(rng, case[6:])
        rest = rng.sample([c for c in FULL_DECK if c not in hole], 7)
        yield _others(rng, hole, two(rest[:2]), rest[2:], seats)
        return
    if case is None:  # an answer asked of no case: the bonus paid, then as for a player's win
        yield from thb_case_cards(rng, "bonus_" + rng.choice(THB_LINES), play_out, seats, rules)
    if case in (None, "player_wins"):  # a flush: the ante paid under either rule
        yield _others(rng, *ch_flush_cards(rng), seats)
    # Whether the player's two cards share a suit is drawn first (only offsuit hands fold).
    suited = case != "fold" and rng.random() < SUITED
    def deal_hole(b: Board, p: Pair) -> tuple[Card, Card]:
        return hole_cards(rng, b, p, (), suited if p[0] != p[1] else None)

    for b in _boards(rng, case):
        yield from _outcomes(rng, b, *_thb_plans(b, case, play_out, rules, suited), deal_hole,
                             seats)


def _thb_plans(b: Board, case: Optional[str], play_out: bool, rules: HoldemBonusRules,
               suited: bool) -> tuple[Plan, list[Plan]]:
    def plays(p: Pair) -> bool:
        hole = (CARD[(p[0], "s")], CARD[(p[1], "s" if suited and p[0] != p[1] else "h")])
        return play_out or holdem_bonus.preflop_strategy(hole, rules) == "play"

    def below(category: Category) -> Callable[[Pair], bool]:
        return lambda p: plays(p) and category_of(b.seven[p]) > category

    board_rank = rank_cards(b.cards)
    board_ranks = {RANKS.index(card_text(c)[0]) for c in b.cards}
    paying = Category.STRAIGHT if rules.ante_pays_on == "straight" else Category.FLUSH
    cases: dict[Optional[str], Plan] = {
        None: (anyone, anyone, "any"),
        "player_wins": (plays, anyone, "better"),
        "dealer_wins": (plays, anyone, "worse"),
        "tie": (plays, anyone, "same"),
        "fold": (lambda p: not plays(p), anyone, "any"),
        "ante_push_below_straight": (below(Category.STRAIGHT), anyone, "better"),
        "ante_push_below_flush": (below(Category.FLUSH), anyone, "better"),
        "board_plays": (lambda p: plays(p) and b.seven[p] == board_rank
                        and not set(p) & board_ranks, anyone, "any"),
        # no pair, no ace with a king, queen or jack
        "bonus_loses": (lambda p: p[0] != p[1] and not (p[0] == ACE and p[1] >= KING - 2),
                        anyone, "any"),
    }
    if case not in cases:
        raise HandBuildError(f"no Hold'em Bonus hand is built for {case!r}")
    outcomes: list[Plan] = [
        (lambda p: plays(p) and category_of(b.seven[p]) <= paying, anyone, "better"),
        (below(paying), anyone, "better"), (plays, anyone, "worse"), (plays, anyone, "same")]
    if not play_out:
        outcomes.append((lambda p: not plays(p), anyone, "any"))
    return cases[case], outcomes
