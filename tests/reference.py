"""An independent implementation of the two casino games, written from GAMES.md.

It shares no code with ``app``: its own card parsing, a brute-force poker
ranker (best of every five-card subset) and the settlement tables as the rules
text states them. Tests compare the app's core against it.
"""

from __future__ import annotations

from itertools import combinations

RANKS = {r: i for i, r in enumerate("23456789TJQKA", start=2)}

# category numbers, higher is better
HIGH, PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL, QUADS, SF, ROYAL = range(10)
NAMES = {HIGH: "high_card", PAIR: "one_pair", TWO_PAIR: "two_pair", TRIPS: "three_of_a_kind",
         STRAIGHT: "straight", FLUSH: "flush", FULL: "full_house", QUADS: "four_of_a_kind",
         SF: "straight_flush", ROYAL: "royal_flush"}


def card(text: str) -> tuple[int, str]:
    return RANKS[text[0]], text[1]


def rank5(cards):
    """(category, tie-breakers) of exactly five (rank, suit) cards; higher is better."""
    ranks = sorted((r for r, _ in cards), reverse=True)
    counts = {r: ranks.count(r) for r in set(ranks)}
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    flush = len({s for _, s in cards}) == 1
    distinct = sorted(set(ranks), reverse=True)
    straight_high = None
    if len(distinct) == 5:
        if distinct[0] - distinct[4] == 4:
            straight_high = distinct[0]
        elif distinct == [14, 5, 4, 3, 2]:
            straight_high = 5
    if straight_high and flush:
        return (ROYAL if straight_high == 14 else SF, (straight_high,))
    shape = [c for _, c in groups]
    order = tuple(r for r, _ in groups)
    if shape == [4, 1]:
        return (QUADS, order)
    if shape == [3, 2]:
        return (FULL, order)
    if flush:
        return (FLUSH, tuple(ranks))
    if straight_high:
        return (STRAIGHT, (straight_high,))
    if shape == [3, 1, 1]:
        return (TRIPS, order)
    if shape == [2, 2, 1]:
        return (TWO_PAIR, order)
    if shape == [2, 1, 1, 1]:
        return (PAIR, order)
    return (HIGH, tuple(ranks))


def best(cards):
    """The best rank5 value among all five-card subsets."""
    return max(rank5(c) for c in combinations(cards, 5))


def _cat_for_table(value) -> str:
    return NAMES[value[0]]


CH_ANTE_ORDER = ["royal_flush", "straight_flush", "four_of_a_kind", "full_house", "flush"]
AA_ORDER = ["royal_flush", "straight_flush", "four_of_a_kind", "full_house", "flush",
            "straight", "three_of_a_kind", "two_pair", "pair_of_aces"]


def casino_holdem(h: dict) -> dict:
    """Settle a casino_holdem scenario dict (assumed valid) from the rules text."""
    ante_mults = [int(x) for x in h.get("ante_paytable", "100-20-10-3-2-1").split("-")]
    bonus_mults = [int(x) for x in h.get("bonus_paytable", "100-50-40-30-20-7-7-7-7").split("-")]
    p = [card(c) for c in h["player"]]
    d = [card(c) for c in h["dealer"]]
    b = [card(c) for c in h["board"]]
    ante, bonus = h["ante"], h.get("aa_bonus", 0)
    pv, dv = best(p + b), best(d + b)
    qualifies = dv[0] > PAIR or (dv[0] == PAIR and dv[1][0] >= 4)
    name = _cat_for_table(pv)
    ante_mult = ante_mults[CH_ANTE_ORDER.index(name)] if name in CH_ANTE_ORDER else ante_mults[5]
    out = {}
    if h["decision"] == "fold":
        out.update(ante=-ante, call=0, outcome="fold")
    elif not qualifies:
        out.update(ante=ante * ante_mult, call=0, outcome="dealer_not_qualified")
    elif pv > dv:
        out.update(ante=ante * ante_mult, call=2 * ante, outcome="player_wins")
    elif pv == dv:
        out.update(ante=0, call=0, outcome="push")
    else:
        out.update(ante=-ante, call=-2 * ante, outcome="dealer_wins")
    bv = rank5(p + b[:3])
    bname = _cat_for_table(bv)
    if bv[0] == PAIR and bv[1][0] == 14:
        bname = "pair_of_aces"
    if bonus == 0:
        out["aa_bonus"] = 0
    elif h["decision"] == "fold" and h.get("aa_bonus_on_fold", "settled") == "forfeited":
        out["aa_bonus"] = -bonus
    elif bname in AA_ORDER:
        out["aa_bonus"] = bonus * bonus_mults[AA_ORDER.index(bname)]
    else:
        out["aa_bonus"] = -bonus
    out["total"] = out["ante"] + out["call"] + out["aa_bonus"]
    out["player_hand"], out["dealer_hand"] = NAMES[pv[0]], NAMES[dv[0]]
    out["dealer_qualifies"] = qualifies
    return out


def thb_bonus_line(p, d) -> str | None:
    (r1, s1), (r2, s2) = sorted(p, reverse=True)
    suited = s1 == s2
    if r1 == r2:
        if r1 == 14:
            return "aa_vs_dealer_aa" if all(r == 14 for r, _ in d) else "aa"
        if r1 >= 11:
            return "kk_qq_jj"
        return "22_to_tt"
    if r1 == 14 and r2 == 13:
        return "ak_suited" if suited else "ak_offsuit"
    if r1 == 14 and r2 in (11, 12):
        return "aq_aj_suited" if suited else "aq_aj_offsuit"
    return None


THB_ORDER = ["aa_vs_dealer_aa", "aa", "ak_suited", "aq_aj_suited", "ak_offsuit", "kk_qq_jj",
             "aq_aj_offsuit", "22_to_tt"]


def holdem_bonus(h: dict) -> dict:
    """Settle a holdem_bonus scenario dict (assumed valid) from the rules text."""
    mults = [int(x) for x in h.get("bonus_paytable", "1000-30-25-20-15-10-5-3").split("-")]
    p = [card(c) for c in h["player"]]
    d = [card(c) for c in h["dealer"]]
    b = [card(c) for c in h["board"]]
    ante, bonus = h["ante"], h.get("bonus", 0)
    line = thb_bonus_line(p, d)
    out = {"bonus": 0 if bonus == 0 else (bonus * mults[THB_ORDER.index(line)] if line else -bonus)}
    pv, dv = best(p + b), best(d + b)
    if h["preflop"] == "fold":
        out.update(ante=-ante, preflop=0, flop=0, turn=0, outcome="fold")
    else:
        stakes = {"preflop": 2 * ante, "flop": ante if h["flop"] == "bet" else 0,
                  "turn": ante if h["turn"] == "bet" else 0}
        threshold = STRAIGHT if h.get("ante_pays_on", "straight") == "straight" else FLUSH
        if pv > dv:
            out.update({k: v for k, v in stakes.items()}, outcome="player_wins")
            out["ante"] = ante if pv[0] >= threshold else 0
        elif pv == dv and h.get("ties", "push") == "push":
            out.update({k: 0 for k in stakes}, ante=0, outcome="push")
        else:
            out.update({k: -v for k, v in stakes.items()}, ante=-ante, outcome="dealer_wins")
    out["total"] = sum(out[k] for k in ("ante", "preflop", "flop", "turn", "bonus"))
    out["player_hand"], out["dealer_hand"] = NAMES[pv[0]], NAMES[dv[0]]
    return out


# -- no-limit: pots and their award (GAMES.md §3) ----------------------------------------
def nl_pots(chips: list[tuple[int, bool]]) -> list[tuple[int, tuple[int, ...]]]:
    """Main and side pots from each seat's (chips in the pot, folded), seats numbered from 1:
    every distinct amount of a player still in closes a pot; chips above the top one
    (folded players') join it."""
    levels = sorted({c for c, folded in chips if not folded and c > 0})
    pots, low = [], 0
    for level in levels:
        amount = sum(max(0, min(c, level) - low) for c, _ in chips)
        seats = tuple(i + 1 for i, (c, folded) in enumerate(chips) if not folded and c >= level)
        pots.append([amount, seats])
        low = level
    pots[-1][0] += sum(max(0, c - low) for c, _ in chips)
    return [(a, s) for a, s in pots]


def nl_award(pots, hands: dict[int, list[str]], board: list[str], button: int, n: int):
    """Each pot's winners (sorted) and the chips each showing seat receives: the best hand
    among the pot's seats; a tie splits it, the odd chips one each to the tied winners
    clockwise from the button (seats from 1)."""
    value = {s: best([card(c) for c in (*cards, *board)]) for s, cards in hands.items()}
    won = dict.fromkeys(hands, 0)
    winners_of = []
    for amount, seats in pots:
        top = max(value[s] for s in seats if s in value)
        winners = sorted((s for s in seats if value.get(s) == top),
                         key=lambda s: (s - button - 1) % n)
        share, odd = divmod(amount, len(winners))
        for i, s in enumerate(winners):
            won[s] += share + (i < odd)
        winners_of.append(tuple(sorted(winners)))
    return winners_of, won
