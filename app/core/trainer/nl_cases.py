"""No-limit drill hands built for the case they ask, with no hand played again.

Each question used to come from hands computer players played until one showed
what it asked (hundreds of hands for a rare case, and then a question of
another kind). Here the table and the players' actions are chosen for the case
and played by the rules core, which decides what is legal, the pots and who
wins:

- the seats, blinds, antes and stacks are drawn as the level's tables are, and
  the seats the case needs get the stacks it needs (a short stack that can only
  call, two all-ins at different amounts, deep stacks to answer them);
- each seat plays a part: it folds, calls, goes all-in, raises or bets at a
  given street, always one of its legal actions;
- the cards are dealt from the seeded deck, but for a split pot: two seats
  hold the same ranks, better than every other hand shown, on a board no one
  can make a flush on.

A hand that does not show the case is an error, never a question of another
kind.
"""

from __future__ import annotations

import random
from typing import Callable, Optional, Sequence

from ..cards import FULL_DECK, RANKS, Card, card_text
from ..nlhe import HandSetup, LegalActions, NLHand, Street
from ..nlhe.actions import ALLIN, BET, CALL, CHECK, FOLD, RAISE, Action
from .case_cards import CARD, Board, dry_board, ranked, safe_board

SEATS = {1: (3, 4), 2: (4, 6), 3: (6, 9)}
BLINDS = {1: (10, 20, 50), 2: (10, 20, 30), 3: (10, 20, 50)}
# Stacks in big blinds: short ones make the all-ins that cut side pots.
STACKS = {1: (5, 10, 15, 20, 30, 50), 2: tuple(range(3, 61)), 3: tuple(range(2, 81))}
DEEP = 10  # big blinds at least behind a seat that must be able to raise or answer one
# Kinds of nl.call question: the seat may raise in full, may not raise, or only all-in short.
RAISE_KIND, NO_RAISE, SHORT_ALLIN = "raise", "no_raise", "short_allin"
Part = Callable[[NLHand, LegalActions], Action]


class _Table:
    """A table of the level's: seats, blinds, ante, button and stacks, drawn from ``rng``."""

    def __init__(self, rng: random.Random, level: int, big: Optional[int] = None,
                 seats: int = 0) -> None:
        self.rng, self.level = rng, level
        low, high = SEATS[level]
        self.n = rng.randint(max(low, min(seats, high)), high)
        self.big = big if big is not None else rng.choice(BLINDS[level])
        self.ante = self.big // 10 if level == 3 and rng.random() < 0.5 else 0
        self.button = rng.randrange(self.n)
        self.stacks = [self.chips(rng.choice(STACKS[level])) for _ in range(self.n)]
        self.sb = (self.button + 1) % self.n
        self.bb = (self.sb + 1) % self.n
        # Preflop the seat left of the big blind acts first, the big blind last.
        self.preflop = [(self.bb + 1 + i) % self.n for i in range(self.n)]

    def chips(self, bigs: int) -> int:
        """``bigs`` big blinds; odd amounts from level 2, in whole small blinds."""
        extra = self.rng.randrange(0, self.big, max(1, self.big // 2)) if self.level >= 2 else 0
        return bigs * self.big + extra

    def deep(self, seat: int, least: int = DEEP) -> None:
        """Give ``seat`` at least ``least`` big blinds, as a deep stack of the level's."""
        if self.stacks[seat] < least * self.big:
            self.stacks[seat] = self.chips(self.rng.choice(
                [s for s in STACKS[self.level] if s >= least] or [least]))

    def hand(self, hole_cards: Optional[Sequence[Sequence[Card]]] = None,
             board: Optional[Sequence[Card]] = None) -> NLHand:
        return NLHand(HandSetup.deal(self.stacks, self.button, self.big // 2, self.big,
                                     self.ante, rng=self.rng, hole_cards=hole_cards,
                                     board=board))


# -- the parts a seat plays -------------------------------------------------------------------
def passive(_hand: NLHand, legal: LegalActions) -> Action:
    """Check, or call (all-in if that is all it has); never raise."""
    return Action(CHECK) if legal.can_check else Action(CALL)


def folder(_hand: NLHand, legal: LegalActions) -> Action:
    """Check when it can, else fold."""
    return Action(CHECK) if legal.can_check else Action(FOLD)


def limper(hand: NLHand, legal: LegalActions) -> Action:
    """Call the big blind before the flop, then check or fold."""
    if legal.street == Street.PREFLOP and legal.to_match <= hand.setup.big_blind:
        return passive(hand, legal)
    return folder(hand, legal)


def jammer(_hand: NLHand, legal: LegalActions) -> Action:
    """All-in at its first chance (a call when it may not raise)."""
    if legal.can_all_in:
        return Action(ALLIN)
    return Action(CHECK) if legal.can_check else Action(CALL)


def raiser(street: Street, to: int) -> Part:
    """Bet or raise to ``to`` (within the legal sizes) at ``street`` when it may, once; else
    as :func:`passive`."""
    def act(hand: NLHand, legal: LegalActions) -> Action:
        done = any(r.seat == legal.seat and r.kind in (BET, RAISE) for r in hand.history)
        if legal.street == street and legal.can_raise and not done:
            assert legal.min_raise_to is not None and legal.max_raise_to is not None
            size = max(legal.min_raise_to, min(to, legal.max_raise_to))
            return Action(BET if legal.is_bet else RAISE, size)
        return passive(hand, legal)
    return act


def _play(hand: NLHand, parts: dict[int, Part], stop: Optional[Callable[[NLHand], bool]] = None
          ) -> NLHand:
    """Play ``hand`` by each seat's part (seats without one fold) until ``stop`` or its end."""
    while not hand.is_over:
        if stop is not None and stop(hand):
            return hand
        legal = hand.legal()
        assert legal is not None
        hand.act(parts.get(legal.seat, folder)(hand, legal), legal.seat)
    if stop is not None:
        raise AssertionError("the hand ended before the decision it was built for")
    return hand


def _street(rng: random.Random) -> Street:
    return rng.choice((Street.FLOP, Street.TURN, Street.RIVER))


# -- nl.call ------------------------------------------------------------------------------------
def call_hand(rng: random.Random, level: int, kind: str, facing: bool, raised: bool) -> NLHand:
    """A hand stopped at a decision of ``kind`` (:data:`RAISE_KIND`, :data:`NO_RAISE`,
    :data:`SHORT_ALLIN`) for the seat to act; for a full raise, ``facing`` a bet or not and,
    facing one, ``raised`` (more than the big blind alone before the flop) or not."""
    t = _Table(rng, level)
    if kind == NO_RAISE:
        hand = rng.choice((_stack_only_calls, _not_reopened, _others_all_in))(t)
    elif kind == SHORT_ALLIN:
        hand = _short_allin(t)
    elif not facing:
        hand = _bet_or_check(t)
    elif raised:
        hand = _facing_raise(t)
    else:
        hand = _facing_blind(t)
    legal = hand.legal()
    assert legal is not None
    got = raise_kind(hand, legal)
    if got != kind or (kind == RAISE_KIND and (legal.call_amount > 0) != facing):
        raise AssertionError(f"a hand built for {kind} shows {got}")
    return hand


def raise_kind(hand: NLHand, legal: LegalActions) -> str:
    """What the seat to act may raise: in full, not at all, or only all-in short."""
    if legal.why_no_raise:
        return NO_RAISE
    if legal.max_raise_to is not None and legal.min_raise_to == legal.max_raise_to and \
            legal.max_raise_to < legal.to_match + hand.full_raise:
        return SHORT_ALLIN
    return RAISE_KIND


def _to_act(seat: int) -> Callable[[NLHand], bool]:
    return lambda h: h.to_act == seat


def _raise_to(t: _Table) -> int:
    """A preflop raise-to of two to four big blinds."""
    return t.big * t.rng.randint(2, 4)


def _bet_or_check(t: _Table) -> NLHand:
    """Nobody has bet: the big blind's option after limps, or the first to act (or the next,
    after a check) on a later street."""
    rng = t.rng
    if rng.random() < 0.3:
        limpers = rng.sample(t.preflop[:-1], rng.randint(1, max(1, min(3, t.n - 1))))
        for s in (*limpers, t.bb):
            t.deep(s)
        parts: dict[int, Part] = {s: passive for s in limpers}
        return _play(t.hand(), parts, lambda h: h.to_act == t.bb and h.street == Street.PREFLOP
                     and h.bets[t.bb] >= max(h.bets))
    players = rng.sample(range(t.n), rng.randint(2, min(3, t.n)))
    for s in players:
        t.deep(s)
    street, checks = _street(rng), rng.random() < 0.4
    parts = {s: passive for s in players}

    def stop(h: NLHand) -> bool:  # the first of them to act on the street (or the next,
        # after a check): the big blind, if it checked its option, may check there too
        if h.street != street or h.to_act not in players:
            return False
        return not checks or any(r.street == street for r in h.history)

    return _play(t.hand(), parts, stop)


def _facing_blind(t: _Table) -> NLHand:
    """Before the flop, facing the big blind alone (after folds or limps)."""
    rng = t.rng
    at = rng.randrange(t.n - 1)  # any seat but the big blind
    seat = t.preflop[at]
    t.deep(seat)
    parts: dict[int, Part] = {s: (limper if rng.random() < 0.3 else folder)
                              for s in t.preflop[:at]}
    return _play(t.hand(), parts, _to_act(seat))


def _facing_raise(t: _Table) -> NLHand:
    """Facing a raise before the flop, or a bet after it, with chips for a full raise."""
    rng = t.rng
    raiser_seat, seat = rng.sample(range(t.n), 2)
    t.deep(raiser_seat)
    t.deep(seat, 2 * DEEP)
    street = Street.PREFLOP if rng.random() < 0.5 else _street(rng)
    to = _raise_to(t) if street == Street.PREFLOP else t.big * rng.randint(1, 5)
    parts: dict[int, Part] = {raiser_seat: raiser(street, to), seat: passive}

    def stop(h: NLHand) -> bool:
        return h.to_act == seat and h.street == street and h.bets[seat] < max(h.bets) and \
            any(r.seat == raiser_seat and r.kind in (BET, RAISE) for r in h.history)

    return _play(t.hand(), parts, stop)


def _first_two(t: _Table) -> tuple[int, int]:
    """Two seats, the first acting before the second before the flop (the blinds last)."""
    a, b = sorted(t.rng.sample(range(t.n - 1), 2))
    return t.preflop[a], t.preflop[b]


def _raise_and_unit(t: _Table) -> tuple[int, int]:
    """A preflop raise-to and the chips a short stack is counted in: round big blinds at
    level 1 (a raise to three or four of them), half ones above."""
    if t.level == 1:
        return t.big * t.rng.randint(3, 4), t.big
    return _raise_to(t), max(1, t.big // 2)


def _short_of(t: _Table, to: int, unit: int) -> int:
    """A stack whose all-in raises ``to`` by less than a full raise (to - big blind)."""
    full = to - t.big
    return to + t.ante + unit * t.rng.randint(1, max(1, full // unit - 1))


def _stack_only_calls(t: _Table) -> NLHand:
    """A raise that covers the whole stack of the seat to act: it can only call."""
    rng = t.rng
    raiser_seat, seat = _first_two(t)
    t.deep(raiser_seat)
    short = t.chips(rng.randint(2, 6))
    t.stacks[seat] = short
    to = short + t.big * rng.randint(0, 3) + t.ante  # at least the seat's whole stack
    parts: dict[int, Part] = {raiser_seat: raiser(Street.PREFLOP, to)}
    return _play(t.hand(), parts, _to_act(seat))


def _not_reopened(t: _Table) -> NLHand:
    """A raise, a call, and an all-in for less than a full raise: back to the raiser, who
    may only call or fold."""
    rng = t.rng
    # The three in the order they act before the flop (the short stack may be a blind).
    seats = sorted(rng.sample(range(t.n - 1), 3)) if t.n >= 4 else [0, 1, 2]
    raiser_seat, caller, short = (t.preflop[i] for i in seats)
    to, unit = _raise_and_unit(t)
    for s in (raiser_seat, caller):
        t.deep(s)
    t.stacks[short] = _short_of(t, to, unit)
    parts: dict[int, Part] = {raiser_seat: raiser(Street.PREFLOP, to), caller: passive,
                              short: jammer}
    return _play(t.hand(), parts, lambda h: h.to_act == raiser_seat and bool(
        h.history and h.history[-1].seat != raiser_seat and h.bets[raiser_seat] == to))


def _others_all_in(t: _Table) -> NLHand:
    """Every other player still in is all-in: the seat to act can only call."""
    rng = t.rng
    jam, seat = t.preflop[rng.randrange(t.n - 1)], t.bb  # the big blind acts last
    t.stacks[jam] = t.chips(rng.randint(2, 8))
    t.deep(seat, 2 * DEEP)
    return _play(t.hand(), {jam: jammer}, _to_act(seat))


def _short_allin(t: _Table) -> NLHand:
    """A raise, and a seat to act whose whole stack is more than the call but less than a
    full raise: its only raise is all-in."""
    raiser_seat, seat = _first_two(t)
    t.deep(raiser_seat)
    to, unit = _raise_and_unit(t)
    t.stacks[seat] = _short_of(t, to, unit)
    return _play(t.hand(), {raiser_seat: raiser(Street.PREFLOP, to)}, _to_act(seat))


# -- nl.pots and nl.award ------------------------------------------------------------------
def _all_ins(t: _Table, count: int, avoid: Sequence[int] = ()) -> list[int]:
    """``count`` seats given short stacks, each a different amount."""
    seats = t.rng.sample([s for s in range(t.n) if s not in avoid], count)
    bigs = t.rng.sample(range(2, 9), count)
    for s, b in zip(seats, bigs, strict=True):
        t.stacks[s] = t.chips(b)
    while len({t.stacks[s] for s in seats}) < count:  # two odd amounts met: one moves up
        t.stacks[seats[0]] += t.big
    return seats


def _bettors(t: _Table, callers: Sequence[int], jams: Sequence[int]) -> dict[int, Part]:
    """The callers' parts: each calls everything; one bets at a later street, so the
    callers put in more than any all-in and a pot of their own stands above them."""
    top = max((t.stacks[s] for s in jams), default=0)
    for s in callers:
        t.deep(s, DEEP + 4 + top // t.big)
    parts: dict[int, Part] = {s: passive for s in callers}
    parts[callers[0]] = raiser(_street(t.rng), t.big * t.rng.randint(1, 4))
    return parts


def pots_hand(rng: random.Random, level: int, least: int) -> NLHand:
    """A hand whose betting ends with at least ``least`` pots: ``least - 1`` all-ins at
    different amounts, two deeper players who call them and bet on, the rest folding (some
    after calling the big blind: their chips stay in the pots)."""
    t = _Table(rng, level, seats=least + 1)  # a seat for each all-in and two to call them
    callers = rng.sample(range(t.n), 2)
    jams = _all_ins(t, least - 1, callers)
    parts = _bettors(t, callers, jams)
    parts.update({s: jammer for s in jams})
    for s in range(t.n):
        if s not in parts and rng.random() < 0.4:
            parts[s] = limper
    hand = _play(t.hand(), parts)
    if len(hand.side_pots()) < least:
        raise AssertionError(f"a hand built for {least} pots has {len(hand.side_pots())}")
    return hand


def award_hand(rng: random.Random, level: int, split: bool) -> NLHand:
    """A hand that ends at a showdown of two players or more, with side pots from level 2;
    ``split``: two of them hold the same ranks, the best hand shown, and a pot they split
    leaves odd chips."""
    t = _Table(rng, level, rng.choice([b for b in BLINDS[level] if b // 2 % 2]) if split
               else None)
    if split and level == 1:  # no all-in: the small blind folds, its odd chips in the pot
        twins = rng.sample([s for s in range(t.n) if s != t.sb], 2)
        jams: list[int] = []
    else:
        twins = rng.sample(range(t.n), 2)
        jams = _all_ins(t, 1, twins) if level > 1 else []
    callers = twins if split else twins + rng.sample(
        [s for s in range(t.n) if s not in twins + jams], min(rng.randint(0, 1),
                                                              t.n - len(twins + jams)))
    parts = _bettors(t, callers, jams)
    parts.update({s: jammer for s in jams})
    holes, board = _twin_cards(rng, t.n, twins, jams) if split else (None, None)
    hand = _play(t.hand(holes, board), parts)
    if split and not _odd(hand):
        # The pot the two split is even: one more small blind in the all-in's stack (three
        # players in the main pot: an odd number of chips more) makes it odd.
        assert jams, "a split without an all-in is made odd by the small blind"
        t.stacks[jams[0]] += t.big // 2
        hand = _play(t.hand(holes, board), parts)
    o = hand.outcome
    assert o is not None
    if len(o.showdown) < 2 or (level > 1 and len(o.pots) < 2) or (split and not _odd(hand)):
        raise AssertionError("a hand built for a showdown does not show it")
    return hand


def _odd(hand: NLHand) -> bool:
    o = hand.outcome
    return o is not None and any(len(a.winners) > 1 and a.odd_chips for a in o.awards)


def _twin_cards(rng: random.Random, n: int, twins: Sequence[int], shown: Sequence[int]
                ) -> tuple[list[tuple[Card, Card]], list[Card]]:
    """Hole cards and a board: ``twins`` hold the same two ranks (in other suits), better
    than the hands of ``shown``, on a board no one can make a flush on."""
    b = ranked(dry_board(rng))
    pairs = _twin_ranks(b)
    if not pairs:  # a board that plays for everyone: one on which hands differ
        b = safe_board(rng)
        pairs = _twin_ranks(b)
    hi, lo = rng.choice(pairs)
    suits_hi = rng.sample([s for s in "shdc" if CARD[(hi, s)] not in b.cards], 2)
    suits_lo = rng.sample([s for s in "shdc" if CARD[(lo, s)] not in b.cards], 2)
    holes: list[Optional[tuple[Card, Card]]] = [None] * n
    holes[twins[0]] = (CARD[(hi, suits_hi[0])], CARD[(lo, suits_lo[0])])
    holes[twins[1]] = (CARD[(hi, suits_hi[1])], CARD[(lo, suits_lo[1])])
    taken = [hi, hi, lo, lo]
    for s in shown:  # each a hand worse than the twins'
        worse = [(p, b.weight(p, taken)) for p in b.seven if b.seven[p] > b.seven[(hi, lo)]]
        p = rng.choices([x for x, _w in worse], [w for _x, w in worse])[0]
        used = [c for pair in holes if pair for c in pair]
        free = [c for c in FULL_DECK if c not in b.cards and c not in used]
        first = rng.choice([c for c in free if _rank(c) == p[0]])
        holes[s] = (first, rng.choice([c for c in free if c != first and _rank(c) == p[1]]))
        taken += list(p)
    used = [c for pair in holes if pair for c in pair]
    rest = [c for c in FULL_DECK if c not in b.cards and c not in used]
    rng.shuffle(rest)
    out = []
    for pair in holes:
        if pair is None:
            pair = (rest.pop(), rest.pop())
        out.append(pair)
    return out, list(b.cards)


def _twin_ranks(b: Board) -> list[tuple[int, int]]:
    """Two ranks of which two cards each are left, among the better half of the hands on
    ``b`` (or, where the hands are that alike, better than the worst)."""
    values = sorted(b.seven.values())
    for cut in (values[len(values) // 2], values[-1]):
        pairs = [p for p in b.seven if p[0] != p[1] and b.left[p[0]] >= 2
                 and b.left[p[1]] >= 2 and b.seven[p] < cut]
        if pairs:
            return pairs
    return []


def _rank(card: Card) -> int:
    return RANKS.index(card_text(card)[0])
