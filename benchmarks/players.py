"""The no-limit computer players: how strong (duplicate matches), how they play (the
tracking figures of GAMES.md §3), and how fast the hard one decides.

``strength``: heads-up duplicate matches (each deal played twice, the players'
seats and cards swapped; 100 big blinds each, blinds 1/2, the button
alternating) of hard vs normal, normal vs easy, hard vs easy and hard against
two fixed bots written here (always call; always all-in), with the winner's
big blinds per 100 hands and a 95% interval over the deals; then a six-seat
table of two players of each level (stacks reset to 100 big blinds every hand,
the button moving) with each level's net, VPIP, PFR, AF, WTSD (the share of
the flops it saw that reached a showdown with it still in) and its river bets:
how many, how many of them bluffs, and beside their share the share a bettor of
b into a pot p should bluff, b / (p + 2b) (the caller's pot odds), averaged over
the same bets; each figure beside GAMES.md §3's range for its level.

A river bet (a bet, not a raise) is a bluff when the bettor's hand beats under
half of the holdings an opponent could hold (every two cards off the board and
off its own hand, ties counted half), worked out here from the cards apart from
the players' code. Any caller's range is stronger than that random one, so such
a hand loses to most of what calls it and wins only when the bet is folded to:
the bet can only be a bluff. The measure reads no player's range model (the hard
player's own ranges would grade it by its own guess), so it is the same for
every level; it undercounts rather than overcounts (a weak pair betting into a
calling range is not counted).

``decision``: the hard player at nine seats with eight live opponents on 200
fixed spots (every street, some facing a bet, every one needing its equity): its
decision time, and on every twentieth spot its equity estimate against a reference, a
1,000,000-deal run of a sampler written apart from app.core.equity (exact counts
are not feasible with eight opponents).
"""

from __future__ import annotations

import math
import random
import statistics
import time
from typing import Iterator, Optional, Sequence

import numpy as np

from app.core.cards import Card
from app.core.equity import all_combos
from app.core.fasteval import indices, rank_batch
from app.core.nlhe import CALL, CHECK, RAISE, Action, HandSetup, NLHand, Street
from app.core.nlhe.players import HardPlayer, Player, make_player
from app.core.nlhe.session import play_hand
from app.core.nlhe.view import PlayerView, PublicAction, view_of
from benchmarks.clock import emit, timed

BB = 2
STACK = 100 * BB


class _Bot:
    """A fixed bot: always call (check when free), or always all-in."""

    def __init__(self, shove: bool) -> None:
        self.shove = shove
        self.level = "always all-in" if shove else "always call"

    def decide(self, view: PlayerView) -> Action:
        legal = view.legal
        if self.shove and legal.can_all_in:
            return Action("allin")
        return Action(CHECK) if legal.can_check else Action(CALL)

    def hand_over(self, history: Sequence[PublicAction], players: Sequence[int]) -> None:
        pass


def _player(name: str, seed: int, trials: int) -> Player:
    if name == "call":
        return _Bot(False)
    if name == "allin":
        return _Bot(True)
    if name == "hard":
        return HardPlayer(seed, trials=trials)
    return make_player(name, seed)


def duplicate_match(a: str, b: str, deals: int, seed: int = 1,
                    trials: int = 0) -> dict[str, object]:
    """``a`` against ``b`` over ``deals`` deals, each played twice with seats swapped.
    Returns a's big blinds per 100 hands and its 95% interval."""
    pa, pb = _player(a, seed, trials), _player(b, seed + 1, trials)
    nets = []
    for deal in range(deals):
        rng = random.Random(seed * 1_000_003 + deal)
        setup = HandSetup.deal([STACK, STACK], deal % 2, BB // 2, BB, rng=rng)
        net = 0
        for players, ids, mine in (((pa, pb), (0, 1), 0), ((pb, pa), (1, 0), 1)):
            hand = NLHand(setup)
            play_hand(hand, players, ids)
            assert hand.outcome is not None
            net += hand.outcome.final_stacks[mine] - STACK
        nets.append(net)
    per_hand = [n / 2 / BB * 100 for n in nets]  # bb/100 per deal, both hands averaged
    mean = statistics.fmean(per_hand)
    half = 1.96 * statistics.stdev(per_hand) / math.sqrt(len(per_hand))
    winner, loser, sign = (a, b, 1) if mean >= 0 else (b, a, -1)
    lo, hi = sorted((sign * (mean - half), sign * (mean + half)))
    return {"winner": winner, "loser": loser, "hands": 2 * deals,
            "bb_per_100": round(sign * mean, 1), "ci95": [round(lo, 1), round(hi, 1)]}


def table_styles(hands: int, seed: int = 7, trials: int = 0) -> dict[str, dict[str, float]]:
    """Six seats, two players of each level: each level's net and tracking figures."""
    levels = ["easy", "normal", "hard", "easy", "normal", "hard"]
    players = [_player(level, seed + i, trials) for i, level in enumerate(levels)]
    stats = {lv: {"hands": 0, "vpip": 0, "pfr": 0, "aggr": 0, "calls": 0, "saw_flop": 0,
                  "showdown": 0, "river_bets": 0, "river_bluffs": 0, "river_target": 0.0,
                  "net": 0}
             for lv in ("easy", "normal", "hard")}
    rng = random.Random(seed)
    for number in range(hands):
        setup = HandSetup.deal([STACK] * 6, number % 6, BB // 2, BB, rng=rng)
        hand = NLHand(setup)
        play_hand(hand, players, range(6))
        outcome = hand.outcome
        assert outcome is not None
        for seat, level in enumerate(levels):
            st = stats[level]
            mine = [r for r in hand.history if r.seat == seat]
            pre = [r for r in mine if r.street == Street.PREFLOP]
            post = [r for r in mine if r.street != Street.PREFLOP]
            st["hands"] += 1
            st["vpip"] += any(r.kind in (CALL, "bet", RAISE) for r in pre)
            st["pfr"] += any(r.kind in ("bet", RAISE) for r in pre)
            st["aggr"] += sum(r.kind in ("bet", RAISE) for r in post)
            st["calls"] += sum(r.kind == CALL for r in post)
            flop = hand.street >= Street.FLOP and any(r.street >= Street.FLOP for r in
                                                      hand.history) and not _folded_before(
                hand, seat, Street.FLOP)
            st["saw_flop"] += flop
            st["showdown"] += flop and seat in outcome.showdown
            st["net"] += outcome.final_stacks[seat] - STACK
        for seat, bluff, target in _river_bets(hand):
            st = stats[levels[seat]]
            st["river_bets"] += 1
            st["river_bluffs"] += bluff
            st["river_target"] += target
    out = {}
    for level, st in stats.items():
        out[level] = {
            "bb_per_100": round(st["net"] / BB / st["hands"] * 100, 1),
            "vpip": round(100 * st["vpip"] / st["hands"], 1),
            "pfr": round(100 * st["pfr"] / st["hands"], 1),
            "af": round(st["aggr"] / max(1, st["calls"]), 2),
            "wtsd": round(100 * st["showdown"] / max(1, st["saw_flop"]), 1),
            "river_bluff_share": round(st["river_bluffs"] / max(1, st["river_bets"]), 2),
            "river_bluff_target": round(st["river_target"] / max(1, st["river_bets"]), 2),
            "river_bets": st["river_bets"], "river_bluffs": st["river_bluffs"],
            "flops_seen": st["saw_flop"]}
    return out


def _river_bets(hand: NLHand) -> Iterator[tuple[int, bool, float]]:
    """Each bet on the river (not a raise): the bettor's seat, whether it is a bluff, and
    b / (p + 2b) for the bet b into the pot p before it."""
    pot = sum(post.amount for post in hand.posts)
    for r in hand.history:
        if r.street == Street.RIVER and r.kind == "bet":
            bluff = _beats_share(hand.setup.hole_cards[r.seat], hand.board) < 0.5
            yield r.seat, bluff, r.added / (pot + 2 * r.added)
        pot += r.added


def _beats_share(hole: Sequence[Card], board: Sequence[Card]) -> float:
    """The share of the holdings an opponent could have (none of the board's cards or the
    hand's own) that the hand beats at showdown, ties counted half."""
    mine, shared = indices(hole), indices(board)
    combos = all_combos()
    theirs = combos[~np.isin(combos, mine + shared).any(axis=1)]
    ranks = rank_batch(np.concatenate(
        [theirs, np.broadcast_to(np.asarray(shared, dtype=np.intp), (len(theirs), len(shared)))],
        axis=1))
    me = rank_batch(np.array([mine + shared]))[0]  # lower ranks are better
    return float(((ranks > me).sum() + 0.5 * (ranks == me).sum()) / len(theirs))


def _folded_before(hand: NLHand, seat: int, street: Street) -> bool:
    return any(r.seat == seat and r.kind == "fold" and r.street < street for r in hand.history)


# GAMES.md §3's figures for each level at six seats: VPIP, PFR and WTSD in per cent, AF
# (None: no bound that side; easy's WTSD may go higher than the others').
STYLES: dict[str, dict[str, tuple[Optional[float], Optional[float]]]] = {
    "easy": {"vpip": (40, 60), "pfr": (3, 12), "af": (None, 1.2), "wtsd": (25, None)},
    "normal": {"vpip": (18, 30), "pfr": (12, 22), "af": (1.5, 3), "wtsd": (25, 45)},
    "hard": {"vpip": (18, 28), "pfr": (14, 24), "af": (2, 4), "wtsd": (25, 45)},
}


def _span(bounds: tuple[Optional[float], Optional[float]]) -> str:
    lo, hi = bounds
    return f"{lo:g}-{hi:g}" if lo is not None and hi is not None else (
        f"<{hi:g}" if hi is not None else f">{lo:g}")


MATCHES = [("hard", "normal"), ("normal", "easy"), ("hard", "easy"), ("hard", "call"),
           ("hard", "allin")]


DEALS, TABLE_HANDS = 2000, 5000  # GAMES.md §3: the six-seat figures over 5,000 hands or more
QUICK_DEALS, QUICK_TABLE_HANDS = 100, 300


def strength(quick: bool = False) -> dict[str, object]:
    """The shipped players (the hard one with the app's own number of deals a decision)."""
    deals, hands = (QUICK_DEALS, QUICK_TABLE_HANDS) if quick else (DEALS, TABLE_HANDS)
    w0, c0 = time.perf_counter(), time.process_time()
    matches = [duplicate_match(a, b, deals, seed=11 + i) for i, (a, b) in enumerate(MATCHES)]
    table = table_styles(hands)
    return {"quick": quick, "deals": deals, "table_hands": hands, "matches": matches,
            "table": table, "wall_s": round(time.perf_counter() - w0, 1),
            "cpu_s": round(time.process_time() - c0, 1)}


# -- decision time ---------------------------------------------------------------------------

def _spot(i: int) -> tuple[NLHand, HardPlayer]:
    """Spot i: nine seats dealt from seed i, everyone checking or calling to street i % 4;
    on odd spots one seat bets two thirds of the pot before the hard player's turn, and
    before the flop the first seat to act raises (an unraised pot would be opened from the
    hard player's chart, with no equity to work out)."""
    rng = random.Random(90_000 + i)
    setup = HandSetup.deal([STACK] * 9, i % 9, BB // 2, BB, rng=rng)
    hand = NLHand(setup)
    target = Street(i % 4)
    hero = rng.randrange(9)
    bettor: Optional[int] = rng.randrange(9) if i % 2 else None
    while True:
        legal = hand.legal()
        assert legal is not None
        if hand.street == target and legal.seat == hero:
            break
        if target == Street.PREFLOP and bettor is None and not hand.history:
            bettor = legal.seat  # the first to act raises
        if (hand.street == target and legal.seat == bettor and legal.can_raise
                and legal.to_match <= BB):
            to = legal.to_match + (2 * (hand.pot + legal.call_amount)) // 3
            hand.act(Action("bet" if legal.is_bet else RAISE,
                            max(legal.min_raise_to or 0, to)))
            bettor = None
        else:
            hand.act(Action(CHECK) if legal.can_check else Action(CALL))
    return hand, HardPlayer(i)


def decision(spots: int = 200, reference_trials: int = 1_000_000,
             check_every: int = 20) -> dict[str, float]:
    """Every spot timed (wall and CPU); every ``check_every``-th spot's equity compared with
    the reference."""
    walls, cpus, errors = [], [], []
    hand, player = _spot(1)
    player.decide(view_of(hand))  # untimed: the rank tables are built at first use
    reference_cpu = 0.0
    for i in range(spots):
        hand, player = _spot(i)
        view = view_of(hand)
        assert len(view.opponents) == 8
        wall, cpu = timed(lambda: player.decide(view))  # noqa: B023 (called at once)
        walls.append(wall * 1000)
        cpus.append(cpu * 1000)
        if player.last_equity is None or i % check_every:
            continue  # opened from its chart (no equity), or not one of the checked spots
        c0 = time.process_time()
        ref = _reference(view, player, reference_trials, i)
        reference_cpu += time.process_time() - c0
        errors.append(abs(player.last_equity - ref) * 100)
    errors.sort()

    def pct(values: list[float], share: float) -> float:
        return round(sorted(values)[max(0, math.ceil(share * len(values)) - 1)], 1)

    return {"spots": spots, "median_ms": round(statistics.median(walls), 1),
            "p95_ms": pct(walls, 0.95), "median_cpu_ms": round(statistics.median(cpus), 1),
            "p95_cpu_ms": pct(cpus, 0.95),
            "max_error_pt": round(errors[-1], 2) if errors else 0.0,
            "p95_error_pt": round(errors[max(0, math.ceil(0.95 * len(errors)) - 1)], 2)
            if errors else 0.0,
            "checked": len(errors), "reference_trials": reference_trials,
            "reference_cpu_s": round(reference_cpu, 1)}


class _Alias:
    """Walker's alias table: a holding drawn from its weights with one uniform number."""

    def __init__(self, weights: np.ndarray) -> None:
        k = len(weights)
        scaled = weights * (k / weights.sum())
        self.keep = np.ones(k)
        self.alias = np.arange(k)
        small = [i for i in range(k) if scaled[i] < 1.0]
        large = [i for i in range(k) if scaled[i] >= 1.0]
        while small and large:
            s, g = small.pop(), large[-1]
            self.keep[s], self.alias[s] = scaled[s], g
            scaled[g] -= 1.0 - scaled[s]
            if scaled[g] < 1.0:
                small.append(large.pop())
        self.k = k

    def draw(self, count: int, rng: np.random.Generator) -> np.ndarray:
        u = rng.random(count) * self.k
        slot = u.astype(np.intp)
        picked: np.ndarray = np.where(u - slot < self.keep[slot], slot, self.alias[slot])
        return picked


def _reference(view: PlayerView, player: HardPlayer, trials: int, seed: int) -> float:
    """The hero's share of the pot against the ranges the player used, by a sampler written
    apart from app.core.equity: each ranged holding drawn from its weights on its own (an
    alias table), a deal where two of them share a card thrown away (plain rejection,
    checked holding by holding on 64-bit card masks), then the unranged opponents' cards
    and the rest of the board drawn one card at a time among the cards left (a card already
    out drawn again); ranked with fasteval (checked against treys in tests/test_fasteval.py).
    """
    rng = np.random.default_rng(10_000 + seed)
    hero, board = indices(view.hole), indices(view.board)
    known = [*hero, *board]
    known_mask = np.uint64(sum(1 << c for c in known))
    bit = np.left_shift(np.uint64(1), np.arange(52, dtype=np.uint64))
    ranged: list[tuple[int, np.ndarray, np.ndarray, _Alias]] = []
    for j, r in enumerate(player.last_ranges):
        if r is not None:
            keep = ~np.isin(r.combos, known).any(axis=1) & (r.weights > 0)
            combos = r.combos[keep]
            ranged.append((j, combos, bit[combos[:, 0]] | bit[combos[:, 1]],
                           _Alias(r.weights[keep])))
    unranged = [j for j, r in enumerate(player.last_ranges) if r is None]
    loose = 2 * len(unranged) + 5 - len(board)  # cards dealt from what is left
    won, kept = 0.0, 0
    while kept < trials:
        n = 200_000
        used = np.full(n, known_mask, dtype=np.uint64)  # the cards out, deal by live deal
        alive = np.arange(n)
        picks = np.empty((len(ranged), n), dtype=np.intp)
        for k, (_, _, masks, alias) in enumerate(ranged):  # a deal dies at its first clash
            pick = alias.draw(len(alive), rng)
            m = masks[pick]
            ok = (used & m) == 0
            picks[k, alive] = pick
            alive, used = alive[ok], used[ok] | m[ok]
        n = min(len(alive), trials - kept)
        used, alive = used[:n], alive[:n]
        held = {j: combos[picks[k, alive]] for k, (j, combos, _, _) in enumerate(ranged)}
        dealt = np.empty((n, loose), dtype=np.intp)
        for k in range(loose):
            card = rng.integers(0, 52, n)
            again = np.flatnonzero(used & bit[card])
            while again.size:
                card[again] = rng.integers(0, 52, again.size)
                again = again[(used[again] & bit[card[again]]) != 0]
            used |= bit[card]
            dealt[:, k] = card
        for k, j in enumerate(unranged):
            held[j] = dealt[:, 2 * k:2 * k + 2]
        full = np.concatenate([np.tile(np.asarray(board, dtype=np.intp), (n, 1)),
                               dealt[:, 2 * len(unranged):]], axis=1)
        mine = rank_batch(np.concatenate([full, np.tile(hero, (n, 1))], axis=1))
        theirs = np.stack([rank_batch(np.concatenate([full, held[j]], axis=1))
                           for j in sorted(held)], axis=1)
        best = theirs.min(axis=1)
        ties = (theirs == mine[:, None]).sum(axis=1)
        won += float(np.where(mine < best, 1.0, np.where(mine == best, 1 / (1 + ties), 0.0))
                     .sum())
        kept += n
    return won / kept


def _print_strength(r: dict) -> None:
    if r["quick"]:
        print(f"strength: QUICK RUN ({r['deals']} deals a match, {r['table_hands']} hands at "
              f"six seats; the full run plays {DEALS:,} and {TABLE_HANDS:,}): too few hands "
              "for the figures to be taken as the players' own")
    print(f"strength: heads-up duplicate matches of {r['deals']:,} deals (bb/100 of the "
          "winner, 95% interval)")
    for m in r["matches"]:  # type: ignore[attr-defined]
        print(f"  {m['winner']:>14} beats {m['loser']:<14} {m['bb_per_100']:>8} "
              f"[{m['ci95'][0]}, {m['ci95'][1]}]  over {m['hands']} hands")
    print(f"six seats, two of each level, {r['table_hands']:,} hands: bb/100, VPIP %, PFR %, "
          "AF, WTSD % (GAMES.md §3's range in brackets), river bets: bluffs of bets, their "
          "share, the share b / (p + 2b) of their sizes")
    for level, s in r["table"].items():  # type: ignore[attr-defined]
        want = STYLES[level]
        print(f"  {level:>6} {s['bb_per_100']:>8} "
              + " ".join(f"{s[k]:>6} [{_span(want[k])}]" for k in ("vpip", "pfr", "af", "wtsd"))
              + f"  {s['river_bluffs']:>4} of {s['river_bets']:<5} {s['river_bluff_share']:>5}"
              f" {s['river_bluff_target']:>5}")
    print(f"  took {r['wall_s']} s wall, {r['cpu_s']} s CPU")


def main_strength(as_json: bool = False, quick: bool = False) -> dict:
    return emit(strength(quick=quick), as_json, _print_strength)


def _print_decision(r: dict) -> None:
    print(f"decision: the hard player, 9 seats, {r['spots']} spots: median {r['median_ms']} ms "
          f"wall {r['median_cpu_ms']} ms CPU, 95th percentile {r['p95_ms']} ms wall "
          f"{r['p95_cpu_ms']} ms CPU (goals 50 and 150, CPU)")
    print(f"  equity error on {r['checked']} spots against a {r['reference_trials']:,}-deal "
          f"reference: 95th percentile {r['p95_error_pt']} points, largest "
          f"{r['max_error_pt']} (goal: within 1 point at 95%); the reference took "
          f"{r['reference_cpu_s']} s CPU")


def main_decision(as_json: bool = False) -> dict:
    return emit(decision(), as_json, _print_decision)
