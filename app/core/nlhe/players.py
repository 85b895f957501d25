"""Computer players for no-limit: easy, normal and hard (GAMES.md §3).

A player sees only a :class:`~app.core.nlhe.view.PlayerView` (its own cards
and what is public) and answers one of the actions the engine offers. Every
player takes a seed and draws all its randomness from it, so a session with
the same seeds and the same deck replays identically.

- **Easy** plays the strength of its own cards: a starting-hand score before
  the flop, the made hand and the obvious draws after. It calls too often (a
  bigger bet and a later street ask a little more of its hand, yet it pays off
  the river with any fair pair), rarely raises, bets small and seldom bluffs.
- **Normal** plays by the book: opening ranges by position, push or fold when
  short, three-bets with the top of its range, pot odds (and a little implied
  odds) for draws, continuation bets sized by the board's texture, a second
  barrel and a stab heads-up, and now and then a river bluff heads-up with a
  hand that cannot win at showdown. Against a bet it counts its hand for less
  the later the street (what bets on the turn and the river is strong), so it
  folds to pressure there without a strong hand.
- **Hard** narrows each live opponent's range from that opponent's actions this
  hand and from what it has seen of that player before (how often it raises,
  calls, folds to a bet), estimates its equity against those ranges (exact
  when few cards remain, else Monte Carlo), and picks the action of highest
  expected value: it calls with middling hands, raises a bet only with a
  strong one, bets thinner into players who seldom fold, and checks to the
  player who bet last. Its bet sizes (a pot or more) are drawn independently
  of its hand, and on the river the share of its bets that are bluffs is held
  near b / (p + 2b), the caller's pot odds, and only against players who ever
  fold.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Optional, Protocol, Sequence

import numpy as np

from ..cards import Card
from ..equity import Range, all_combos, equity
from ..fasteval import indices, rank_batch, rank_with
from .actions import BET, CALL, CHECK, FOLD, RAISE, Action, Street
from .view import PlayerView, PublicAction

LEVELS = ("easy", "normal", "hard")


class Player(Protocol):
    """Anything that answers a view with one of its legal actions."""

    def decide(self, view: PlayerView) -> Action: ...

    def hand_over(self, history: Sequence[PublicAction], players: Sequence[int]) -> None: ...


# -- what a hand is worth ------------------------------------------------------------------

def chen_score(ranks: tuple[int, int], suited: bool) -> float:
    """Bill Chen's starting-hand score; ranks 0 (deuce) .. 12 (ace)."""
    high, low = max(ranks), min(ranks)
    points = {12: 10.0, 11: 8.0, 10: 7.0, 9: 6.0}.get(high, (high + 2) / 2)
    if high == low:
        return max(5.0, points * 2)
    gap = high - low - 1
    score = points + (2 if suited else 0) - (0, 1, 2, 4)[min(gap, 3)] - (1 if gap >= 4 else 0)
    if gap <= 1 and high < 10:
        score += 1  # connected and below the queen: straights both ways
    return score


@lru_cache(maxsize=1)
def _preflop_table() -> np.ndarray:
    """The percentile (0 worst .. 1 best) of each holding of all_combos() by Chen score,
    ties broken by high card; also the percentile of a holding by its index pair."""
    combos = all_combos()
    scores = np.array([chen_score((int(a) >> 2, int(b) >> 2), (int(a) & 3) == (int(b) & 3))
                       + 0.01 * max(int(a) >> 2, int(b) >> 2) for a, b in combos])
    order = scores.argsort(kind="stable")
    pct = np.empty(len(combos))
    pct[order] = (np.arange(len(combos)) + 0.5) / len(combos)
    return pct


@lru_cache(maxsize=1)
def _combo_index() -> dict[tuple[int, int], int]:
    return {(int(a), int(b)): i for i, (a, b) in enumerate(all_combos())}


def preflop_percentile(hole: Sequence[Card]) -> float:
    """Where the two cards stand among all 1,326 starting hands: 1 is the best."""
    a, b = sorted(indices(hole))
    return float(_preflop_table()[_combo_index()[(a, b)]])


def combo_strengths(board_idx: Sequence[int], dead: Sequence[int] = ()) -> np.ndarray:
    """For every holding of all_combos(), the share of the other possible holdings it beats
    on ``board_idx`` now (ties count half); NaN for holdings that use a board or dead card.
    The array is shared between callers (the same board asks the same question): read
    only."""
    return _combo_strengths(tuple(board_idx), tuple(dead))


@lru_cache(maxsize=1)
def _holdings() -> tuple[np.ndarray, np.ndarray]:
    """all_combos(), and for each holding whether it holds each card (1326, 52): read only."""
    combos = all_combos().copy()  # read only here, not for every user of all_combos()
    holds = np.zeros((len(combos), 52), dtype=bool)
    holds[np.arange(len(combos))[:, None], combos] = True
    combos.setflags(write=False)
    holds.setflags(write=False)
    return combos, holds


@lru_cache(maxsize=64)
def _combo_strengths(board_idx: tuple[int, ...], dead: tuple[int, ...]) -> np.ndarray:
    combos, holds = _holdings()
    live = np.flatnonzero(~holds[:, list(board_idx) + list(dead)].any(axis=1))
    out = np.full(len(combos), np.nan)
    ranks = rank_with(combos[live], board_idx)
    order = np.sort(ranks)
    above = np.searchsorted(order, ranks, side="right")
    worse = len(order) - above
    ties = above - np.searchsorted(order, ranks)
    out[live] = (worse + (ties - 1) / 2) / max(1, len(order) - 1)
    out.setflags(write=False)
    return out


def hand_strength(hole: Sequence[Card], board: Sequence[Card]) -> float:
    """The share of random holdings the hand beats on the board now (ties half)."""
    hero = sorted(indices(hole))
    strengths = combo_strengths(indices(board))
    return float(strengths[_combo_index()[(hero[0], hero[1])]])


def draw_outs(hole: Sequence[Card], board: Sequence[Card]) -> int:
    """Cards to come that would make a straight or better when the hand is not one yet:
    the flush and straight draws a beginner sees."""
    if len(board) not in (3, 4):
        return 0
    mine = indices(hole) + indices(board)
    now = int(rank_batch(np.array([mine]))[0]) if len(mine) >= 5 else 7462
    straight = 1609  # treys' rank of the worst straight (lower is better)
    if now <= straight:
        return 0
    rest = np.array([[c] for c in range(52) if c not in mine], dtype=np.intp)
    after = rank_with(rest, mine)
    return int((after <= straight).sum())


@dataclass(frozen=True)
class Texture:
    paired: bool
    monotone: bool
    two_tone: bool
    connected: bool

    @property
    def wet(self) -> bool:
        return self.monotone or self.two_tone or self.connected


def texture(board: Sequence[Card]) -> Texture:
    idx = indices(board)
    ranks = sorted({c >> 2 for c in idx})
    suits = [sum(1 for c in idx if c & 3 == s) for s in range(4)]
    close = any(ranks[i + 2] - ranks[i] <= 4 for i in range(len(ranks) - 2))
    return Texture(len(ranks) < len(idx), max(suits, default=0) >= 3,
                   max(suits, default=0) == 2, close)


# -- sizing ----------------------------------------------------------------------------------

def sized(view: PlayerView, to: float) -> Action:
    """A bet or raise to about ``to`` within the legal range (all-in when close to it);
    a call or check when no raise is possible."""
    legal = view.legal
    if not legal.can_raise:
        return Action(CHECK) if legal.can_check else Action(CALL)
    assert legal.min_raise_to is not None and legal.max_raise_to is not None
    target = max(legal.min_raise_to, min(legal.max_raise_to, int(round(to))))
    if target >= 0.8 * legal.max_raise_to:
        target = legal.max_raise_to
    return Action(BET if legal.is_bet else RAISE, target)


def pot_bet(view: PlayerView, fraction: float) -> Action:
    """A bet of ``fraction`` of the pot, or a raise to the call plus that much of the pot
    after the call."""
    legal = view.legal
    return sized(view, legal.to_match + fraction * (view.pot + legal.call_amount))


def passive(view: PlayerView) -> Action:
    """Check when free, else fold."""
    return Action(CHECK) if view.legal.can_check else Action(FOLD)


def call(view: PlayerView) -> Action:
    return Action(CHECK) if view.legal.can_check else Action(CALL)


def _allin(view: PlayerView) -> Action:
    legal = view.legal
    if legal.can_raise:
        assert legal.max_raise_to is not None
        return Action(BET if legal.is_bet else RAISE, legal.max_raise_to)
    return call(view)


# -- the players -------------------------------------------------------------------------------

class _Base:
    level = ""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def hand_over(self, history: Sequence[PublicAction], players: Sequence[int]) -> None:
        """Told the public actions of each finished hand (only the hard player keeps them)."""


# The easy player's calls after the flop, by street: the strength it calls the smallest bet
# with, and the strength it calls a bet of two thirds of the pot or more with.
EASY_CALLS = {Street.FLOP: (0.35, 0.55), Street.TURN: (0.45, 0.65), Street.RIVER: (0.55, 0.7)}


class EasyPlayer(_Base):
    """Loose and passive: plays its own cards, calls too much, rarely raises or bluffs."""

    level = "easy"

    def decide(self, view: PlayerView) -> Action:
        legal, r = view.legal, self.rng.random()
        if view.street == Street.PREFLOP:
            p = preflop_percentile(view.hole)
            if view.preflop_raises == 0:
                if p > 0.92 and r < 0.8:
                    return sized(view, 3 * view.big_blind)
                return call(view) if p > 0.45 or legal.can_check else Action(FOLD)
            if p > 0.975:
                return pot_bet(view, 0.7)
            stack = view.stacks[view.seat] + view.bets[view.seat]
            if p > 0.85 or (p > 0.5 and legal.call_amount <= 0.2 * stack):
                return call(view)
            return passive(view)
        s = hand_strength(view.hole, view.board)
        outs = draw_outs(view.hole, view.board)
        if legal.can_check:
            if s > 0.88 and r < 0.6:
                return pot_bet(view, 0.35)
            if s > 0.55 and r < 0.3:
                return pot_bet(view, 0.4)  # a small bet with a fair hand
            if r < 0.04:
                return pot_bet(view, 0.3)  # the odd bluff
            return Action(CHECK)
        if s > 0.94 and r < 0.3:
            return sized(view, legal.min_raise_to or 0)
        owe = legal.call_amount
        # It calls on what it holds, a little less loosely as the board fills: a draw, any
        # fair hand against a small bet, a fair made hand against a bigger one (it pays off).
        fair, good = EASY_CALLS[view.street]
        if outs >= 8 or s > fair + (good - fair) * min(1.0, 2.5 * owe / view.pot):
            return Action(CALL)
        return Action(FOLD)


class NormalPlayer(_Base):
    """Tight and aggressive by the book."""

    level = "normal"

    def _open_threshold(self, view: PlayerView) -> float:
        if view.seat == view.small_blind_seat:
            return 0.68
        return 0.86 - 0.18 * view.position()  # early 0.86 .. button 0.68

    def preflop(self, view: PlayerView) -> Action:
        legal, p, bb = view.legal, preflop_percentile(view.hole), view.big_blind
        short = view.effective_stack() < 12 * bb
        raises = view.preflop_raises
        if short:
            if raises == 0 and p > self._open_threshold(view) - 0.1:
                return _allin(view)
            if p > 0.9 or (p > 0.75 and legal.call_amount <= 3 * bb):
                return _allin(view) if raises <= 1 else call(view)
            return passive(view)
        if raises == 0:
            limpers = view.limpers
            if p > self._open_threshold(view) + 0.02 * limpers:
                return sized(view, (2.5 + limpers) * bb)
            if legal.can_check:
                return Action(CHECK)
            if limpers and view.position() > 0.6 and p > 0.6:
                return Action(CALL)
            return Action(FOLD)
        stack = view.stacks[view.seat] + view.bets[view.seat]
        if raises == 1:
            if p > 0.955:
                return sized(view, 3.2 * legal.to_match)
            defend = 0.72 if view.seat == view.big_blind_seat else 0.84
            if p > defend and legal.call_amount <= 0.15 * stack:
                return Action(CALL)
            return passive(view)
        if p > 0.985:
            return sized(view, 2.3 * legal.to_match)
        if p > 0.955 and legal.call_amount <= 0.35 * stack:
            return Action(CALL)
        return passive(view)

    def decide(self, view: PlayerView) -> Action:
        if view.street == Street.PREFLOP:
            return self.preflop(view)
        legal, r, street = view.legal, self.rng.random(), view.street
        k = max(1, len(view.opponents))
        raw = hand_strength(view.hole, view.board)
        s = raw ** k
        outs = draw_outs(view.hole, view.board)
        draw = min(0.5, outs * (0.04 if street == Street.FLOP else 0.02))
        tex = texture(view.board)
        if legal.can_check:
            return self._checked_to(view, r, k, raw, s, outs, tex)
        owe = legal.call_amount
        odds = owe / (view.pot + owe)
        if s > 0.88 and r < 0.3:
            return pot_bet(view, 0.8)
        # Against a bet its hand is worth less than against any holding, the more so the
        # later the street: it folds to pressure on the turn and the river without a
        # strong hand.
        against = s ** NORMAL_FACING[street]
        implied = 0.04 if street != Street.RIVER else 0.0
        if owe > 0.9 * view.pot and s < 0.75 and draw + implied < odds + 0.1:
            return Action(FOLD)  # big pressure, no strong hand
        if max(against, draw + implied) > odds + 0.05:
            return Action(CALL)
        return Action(FOLD)

    def _checked_to(self, view: PlayerView, r: float, k: int, raw: float, s: float,
                    outs: int, tex: Texture) -> Action:
        """Checked to, or first to act: value bets, continuation bets, a second barrel,
        semi-bluffs, a stab heads-up and now and then a river bluff with a hand that
        cannot win at showdown."""
        street = view.street
        if s > 0.7:
            return pot_bet(view, 0.66)
        aggressor = view.last_aggressor == view.seat
        if (aggressor and street == Street.FLOP and k <= 2
                and r < (0.45 if tex.wet else 0.7) / k):
            return pot_bet(view, 0.66 if tex.wet else 0.5)  # continuation bet
        if outs >= 8 and street != Street.RIVER and r < 0.35:
            return pot_bet(view, 0.6)  # semi-bluff
        if k == 1:
            if (street == Street.TURN and (raw > 0.6 or r < 0.25)
                    and any(a.seat == view.seat and a.aggressive
                            for a in view.acted(Street.FLOP))):
                return pot_bet(view, 0.6)  # second barrel
            if street == Street.RIVER:
                if raw < 0.3 and r < NORMAL_RIVER_BLUFF:
                    return pot_bet(view, 0.7)  # a bluff: it wins only if the other folds
            elif view.acted(street) and r < 0.2:
                return pot_bet(view, 0.5)  # a stab at a pot the other has checked
        return Action(CHECK)


# The power the normal player raises its hand's strength to against a bet, by street.
NORMAL_FACING = {Street.FLOP: 1.0, Street.TURN: 2.0, Street.RIVER: 2.5}
NORMAL_RIVER_BLUFF = 0.35  # how often it bets a hopeless river heads-up when checked to


@dataclass
class _Seen:
    """What the hard player has seen of one opponent over the session."""

    hands: int = 0
    vpip: int = 0
    pfr: int = 0
    faced_bets: int = 0
    folds_to_bets: int = 0

    def rate(self, count: int, of: int, prior: float, weight: float = 12.0) -> float:
        return (count + prior * weight) / (of + weight)

    @property
    def raise_share(self) -> float:
        return self.rate(self.pfr, self.hands, 0.16)

    @property
    def play_share(self) -> float:
        return self.rate(self.vpip, self.hands, 0.3)

    @property
    def fold_to_bet(self) -> float:
        return self.rate(self.folds_to_bets, self.faced_bets, 0.45)


SIZES = (1.0, 1.25, 1.5)  # the hard player's bet sizes, in pots, drawn regardless of its hand


@dataclass
class _RiverBets:
    """The hard player's river bets of one size so far, and how many of them were bluffs
    (a hand that beats under half of all holdings)."""

    bets: int = 0
    bluffs: int = 0

    def add(self, bluff: bool) -> None:
        self.bets += 1
        self.bluffs += bluff

    def may_bluff(self, share: float) -> bool:
        """Whether one more bluff keeps the bluffs within half a bet of ``share`` of the
        bets, so that their share hovers around it rather than below it."""
        return self.bluffs + 0.5 <= share * (self.bets + 1)


@dataclass
class HardPlayer(_Base):
    """Equity against narrowed ranges, the action of highest expected value, bets whose size
    tells nothing, river bluffs in proportion to the bet."""

    seed: int
    trials: int = 0  # Monte Carlo deals per decision; 0 = by the number of opponents
    level: str = "hard"
    seen: dict[int, _Seen] = field(default_factory=dict)
    river_bets: dict[float, _RiverBets] = field(default_factory=dict)  # by size
    last_equity: Optional[float] = None
    last_ranges: tuple[Optional[Range], ...] = ()

    def __post_init__(self) -> None:
        super().__init__(self.seed)
        self.np_rng = np.random.default_rng(self.seed)

    # -- what it remembers -----------------------------------------------------------------
    def hand_over(self, history: Sequence[PublicAction], players: Sequence[int]) -> None:
        for seat, player in enumerate(players):
            seen = self.seen.setdefault(player, _Seen())
            seen.hands += 1
            pre = [a for a in history if a.seat == seat and a.street == Street.PREFLOP]
            seen.vpip += any(a.kind in (CALL, BET, RAISE) for a in pre)
            seen.pfr += any(a.aggressive for a in pre)
        facing: set[int] = set()
        street = None
        for a in history:
            if a.street != street:
                street, facing = a.street, set()
            if a.street == Street.PREFLOP:
                continue
            if a.seat in facing:
                self.seen.setdefault(players[a.seat], _Seen()).faced_bets += 1
                self.seen[players[a.seat]].folds_to_bets += a.kind == FOLD
                facing.discard(a.seat)
            if a.aggressive:
                facing = {s for s in range(len(players)) if s != a.seat}

    def _seen(self, view: PlayerView, seat: int) -> _Seen:
        return self.seen.get(view.players[seat], _Seen())

    # -- ranges ------------------------------------------------------------------------------
    def range_of(self, view: PlayerView, seat: int) -> Range:
        """The holdings ``seat`` may have, weighted by its actions this hand."""
        seen = self._seen(view, seat)
        pct = _preflop_table()
        before = view.acted(Street.PREFLOP)
        pre = [a for a in before if a.seat == seat]
        raises = sum(a.aggressive for a in pre)
        # A re-raise (a raise after someone else's) comes from the top of a raising range.
        reraised = any(a.aggressive and any(b.aggressive for b in before[:i])
                       for i, a in enumerate(before) if a.seat == seat)
        if reraised:
            width = max(0.03, seen.raise_share / 3)
        elif raises:
            width = seen.raise_share
        elif any(a.kind == CALL for a in pre):
            width = seen.play_share
        else:
            width = 1.0  # checked in the big blind, or has not acted yet
        width = min(1.0, max(0.02, width))
        weights = 1.0 / (1.0 + np.exp(-(pct - (1.0 - width)) / 0.03))
        board = indices(view.board)
        for street, cards in ((Street.FLOP, 3), (Street.TURN, 4), (Street.RIVER, 5)):
            moves = [a for a in view.acted(street) if a.seat == seat]
            if not moves or len(board) < cards:
                continue
            strength = np.nan_to_num(combo_strengths(board[:cards]), nan=0.0)
            for a in moves:
                if a.aggressive:
                    weights = weights * (0.12 + strength ** 1.5)
                elif a.kind == CALL:
                    weights = weights * (0.3 + 0.7 * strength ** 0.7)
                elif a.kind == CHECK:
                    weights = weights * (1.1 - 0.5 * strength)
        # Holdings a billion times less likely than the likeliest change nothing but the
        # time it takes to draw from them.
        keep = weights > weights.max() * 1e-9
        return Range(all_combos()[keep], weights[keep])

    def equity_now(self, view: PlayerView) -> float:
        ranges = tuple(self.range_of(view, s) for s in view.opponents)
        trials = self.trials or int(min(40_000, max(10_000, 100_000 // (1 + len(ranges)))))
        self.last_ranges = ranges
        self.last_equity = equity(indices(view.hole), indices(view.board), list(ranges),
                                  trials=trials, rng=self.np_rng)
        return self.last_equity

    # -- deciding ------------------------------------------------------------------------------
    def _fold_equity(self, view: PlayerView) -> float:
        """The chance that every live opponent folds to a bet or raise, from how often each
        has folded to one; one who has bet or raised this street folds half as often."""
        live = [s for s in view.opponents if view.stacks[s] > 0]
        aggressors = {a.seat for a in view.acted(view.street) if a.aggressive}
        return math.prod(self._seen(view, s).fold_to_bet * (0.5 if s in aggressors else 1.0)
                         for s in live) if live else 0.0

    def decide(self, view: PlayerView) -> Action:
        legal = view.legal
        if view.street == Street.PREFLOP and view.preflop_raises == 0:
            return self._open(view)
        eq = self.equity_now(view)
        options: list[tuple[float, Action]] = [(self._call_ev(view, eq), call(view)),
                                               (0.0, passive(view))]
        size = self.rng.choice(SIZES)
        river = view.street == Street.RIVER
        weak = river and legal.can_check and hand_strength(view.hole, view.board) < 0.5
        if legal.can_raise and not self._checks_to_bettor(view):
            action = (sized(view, 3 * legal.to_match) if view.street == Street.PREFLOP
                      else pot_bet(view, size))
            fold = self._fold_equity(view)
            ev = self._raise_ev(view, eq, fold, action)
            if river and legal.can_check:
                ev = self._river_bet_ev(view, eq, fold, action, weak, self._river(size), ev)
            options.append((ev, action))
        choice = self._pick(options, view.pot)
        if river and choice.kind == BET:
            self._river(size).add(weak)
        return choice

    @staticmethod
    def _checks_to_bettor(view: PlayerView) -> bool:
        """Whether it checks to the player who bet or raised last, on an earlier street and
        without checking since, and so still to act on this one: leading into that
        player would give up the bet it makes with its whole range, weak hands included."""
        bettor = view.last_aggressor
        if (view.street == Street.PREFLOP or not view.legal.can_check or bettor is None
                or bettor == view.seat or view.folded[bettor] or view.stacks[bettor] == 0):
            return False
        last = next(a for a in reversed(view.history) if a.seat == bettor)
        return last.aggressive and last.street < view.street

    def _pick(self, options: list[tuple[float, Action]], pot: int) -> Action:
        """The option of highest value, or now and then the next one when it is worth
        nearly as much, so that its play cannot be read exactly."""
        best, second = sorted(options, key=lambda o: -o[0])[:2]
        if second[0] > best[0] - 0.03 * pot and self.rng.random() < 0.25:
            return second[1]
        return best[1]

    @staticmethod
    def _call_ev(view: PlayerView, eq: float) -> float:
        """What calling (or checking) is worth, the hand played out from here: all of its
        equity when no betting can follow (all in, or a call that ends the river's
        betting), else less for a weak hand and more for a strong one, the more so the
        more betting rounds are to come."""
        owe = view.legal.call_amount
        settled = (owe >= view.stacks[view.seat] or (view.street == Street.RIVER and owe > 0)
                   or all(view.stacks[s] == 0 for s in view.opponents))
        rounds = 0 if settled else Street.RIVER - view.street
        realise = 1.0 - 0.3 * rounds * (0.25 - 0.3 * eq)
        return eq * realise * (view.pot + owe) - owe

    @staticmethod
    def _raise_ev(view: PlayerView, eq: float, fold: float, action: Action) -> float:
        """What a bet or raise is worth: the pot when everyone folds, else its equity against
        the callers. They have let go of the weak part of their ranges, the more so the
        more often they fold; and what calls a raise is the top of a betting range."""
        legal, to = view.legal, action.to or 0
        added = to - legal.bet
        called_eq = eq * eq if legal.call_amount else eq * (1 - fold * (1 - eq))
        return fold * view.pot + (1 - fold) * (
            called_eq * (view.pot + added + to - legal.to_match) - added)

    def _river(self, size: float) -> _RiverBets:
        return self.river_bets.setdefault(size, _RiverBets())

    @staticmethod
    def _river_bet_ev(view: PlayerView, eq: float, fold: float, action: Action, weak: bool,
                      so_far: _RiverBets, ev: float) -> float:
        """A river bet b into a pot p is for value, or a bluff: a ``weak`` hand (one that
        beats under half of all holdings) that rarely wins, against players who ever
        fold, while bluffs stay near b / (p + 2b) of the bets of its size. That share is
        the caller's pot odds: calling and folding are then worth the same to it."""
        if eq >= 0.6:
            return max(ev, eq * view.pot + 1)
        bet = (action.to or 0) - view.legal.bet
        if eq <= 0.3 and weak and fold >= 0.05 and so_far.may_bluff(bet / (view.pot + 2 * bet)):
            return view.pot  # worth more than checking a hand that rarely wins
        return min(ev, -1.0)

    def _open(self, view: PlayerView) -> Action:
        """First in (or after limpers): the normal player's ranges, mixed a little."""
        p = preflop_percentile(view.hole)
        bb = view.big_blind
        threshold = (0.66 if view.seat == view.small_blind_seat
                     else 0.84 - 0.2 * view.position()) + 0.02 * view.limpers
        threshold += self.rng.uniform(-0.03, 0.03)
        if view.effective_stack() < 12 * bb:
            return _allin(view) if p > threshold - 0.1 else passive(view)
        if p > threshold or (p > 0.15 and self._steal(view)):
            return sized(view, self.rng.choice((2.2, 2.5, 3.0)) * bb + view.limpers * bb)
        return passive(view)

    def _steal(self, view: PlayerView) -> bool:
        """Whether a raise wins the blinds often enough with any fair hand: the players
        still to act fold to it at least 65% of the time together, as seen so far."""
        if view.limpers or view.legal.can_check:
            return False
        behind = [s for s in range(view.n) if s != view.seat and not view.folded[s]
                  and not any(a.seat == s for a in view.acted(Street.PREFLOP))]
        folds = math.prod(1 - self._seen(view, s).play_share for s in behind)
        return folds >= 0.65


def make_player(level: str, seed: int) -> Player:
    """A computer player of ``level`` (easy, normal or hard) with its own random source."""
    if level == "easy":
        return EasyPlayer(seed)
    if level == "normal":
        return NormalPlayer(seed)
    if level == "hard":
        return HardPlayer(seed)
    raise ValueError(f"unknown level {level!r}: use {', '.join(LEVELS)}")


__all__ = ["LEVELS", "Player", "EasyPlayer", "NormalPlayer", "HardPlayer", "make_player",
           "preflop_percentile", "hand_strength", "draw_outs", "texture"]
