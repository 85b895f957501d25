"""The drills of TRAINER.md: each builds a question from a seed, its key from the rules core.

Levels: 1 uses round bets and the usual tables; 2 odd amounts like 35 or 175
and every bet type; 3 larger odd amounts, the house-rule variants and, for a
round, up to seven players. ``generate`` is the one entry point.

This module holds the casino table's drills; the others register theirs in
``drill_spec.DRILLS`` from their own modules (no-limit, the dealer's daily skills,
audits, calls), which are imported here so that ``DRILLS`` is whole.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Callable, Iterator, Optional, Sequence

from ..cards import shown_cards
from ..chips import DEFAULT_DENOMINATIONS
from ..errors import DrillError, HandBuildError
from ..evaluator import Category, HandValue
from ..games.registry import find_game
from ..games.settlement import Outcome, Settlement
from ..games.showdown import comparison
from ..profiles import STANDARD, HouseProfile
from ..rules import PayTable
from ..text import QT_TRANSLATE_NOOP, Line
from . import announce, audit, nl_drills, skills  # noqa: F401 (each registers its drills)
from .deals import (
    CH,
    MANY_FAIR_TRIES,
    THB,
    Deal,
    SeatDeal,
    Want,
    ch_rules,
    deal_casino_holdem,
    deal_holdem_bonus,
    deal_player_hand,
)
from .drill_spec import (
    ANTE_CALL_KINDS,
    CH_CASES,
    DRILLS,
    THB_TOTAL_CASES,
    Drill,
    Kind,
    ante_call_paid,
    case_of as _case,
    dealt,
    register,
    seat_view,
    steer as _steer,
    thb_kinds,
    wins_with,
)
from .parts import AmountPart, ChoicePart, NetPart, Option, Part
from .questions import (
    ANTE_RESULT,
    BET_LABELS,
    NET,
    PAID_ANTE_CALL,
    SEAT,
    WINNER,
    YES_NO,
    Question,
    tline,
    tterm,
)


def _question(drill: str, level: int, deal: Deal, prompt: str, parts: Sequence[Part], *,
              seats: Optional[Sequence[SeatDeal]] = None, dealer: bool = True, board: int = 5,
              derivation: Sequence[Line] = (), shown: Optional[tuple[str, ...]] = None,
              best: Optional[dict[str, Optional[HandValue]]] = None,
              case: Optional[str] = None) -> Question:
    target = DRILLS[drill].targets[level - 1]
    views = tuple(seat_view(deal, s, shown) for s in (seats or deal.seats))
    return Question(drill, level, 0, deal.game, tline(prompt), tuple(parts), views,
                    deal.dealer if dealer else (), dealer, deal.board[:board], deal.rules,
                    tuple(derivation), target, deal.tags, best or {}, deal, case=case or "")


def _paid(bets: tuple[str, ...]) -> Callable[[Settlement], int]:
    return lambda s: max(0, sum(s.bet(b).net for b in bets))


def _payout(s: Settlement, bet: str, label: str) -> tuple[Part, list[Line]]:
    """The payout of one bet (0 when it loses) as the answer, and that bet's line."""
    part = AmountPart("answer", tline(label), max(0, s.bet(bet).net))
    return part, [b.line for b in s.bets if b.bet == bet and b.line is not None]


def _bet_parts(seat: SeatDeal, bets: tuple[str, ...]) -> list[Part]:
    parts: list[Part] = []
    for bet in bets:
        r = seat.settlement.bet(bet)
        if r.stake:
            parts.append(NetPart(bet, tline(BET_LABELS[bet], stake=r.stake), r.net))
    parts.append(NetPart("net", tline(NET), seat.settlement.total))
    return parts


# -- Casino Hold'em ---------------------------------------------------------------------
def _outcome(*outcomes: Outcome) -> Want:
    return lambda s: s.outcome in outcomes


# Settling a whole seat: every outcome, none the key of most questions (a call pushes
# when the dealer does not qualify, so that outcome stays below 30%), and no pattern of
# the bets ("every bet lost", "ante and call paid even money") the key of 40%, the folds'
# (which the felt shows) counted with it.
CH_TOTAL_KINDS = (
    Kind(0.27, wins_with(False), ("hand_straight",)),
    Kind(0.16, wins_with(True), ("hand_flush",)),
    Kind(0.19, _outcome(Outcome.DEALER_NOT_QUALIFIED),
         ("dealer_not_qualified", "qualify_boundary")),
    Kind(0.26, _outcome(Outcome.DEALER_WINS), ("qualify_boundary", "board_plays")),
    Kind(0.04, _outcome(Outcome.PUSH), ("push", "board_plays")),
    Kind(0.08, _outcome(Outcome.FOLD), ("fold",)),
)


def ch_ante_call(rng: random.Random, level: int, focus: Optional[str],
                 house: HouseProfile = STANDARD) -> Question:
    case, want = _steer(rng, focus, CH_CASES, ANTE_CALL_KINDS)
    deal = deal_casino_holdem(rng, level, bonus=level > 1, case=case, want=want, house=house)
    s = deal.seats[0].settlement
    paid = ante_call_paid(s)
    part = AmountPart("answer", tline(PAID_ANTE_CALL), paid)
    return _question("ch.ante_call", level, deal, QT_TRANSLATE_NOOP(
        "Trainer", "How much do you pay on the ante and the call? (0 if nothing is paid)"),
        [part], derivation=s.lines(), best={"player": s.player, "dealer": s.dealer},
        case=case)


AA_CASES = ("bonus_pair_of_aces", "bonus_two_pair", "bonus_three_of_a_kind", "bonus_flush",
            "bonus_straight", "bonus_full_house", "bonus_loses")
_aa_paid = _paid(("aa_bonus",))
AA_LOSES = 0.1  # the share of AA Bonus questions whose bonus loses (0 paid)
# ... at a table of fewer than three figures (``25-25-25-25-25-7-7-7-7``): each of two
# multipliers 36% (with 10% losing, 45%: "7 x the bonus" would pass), a 0 under 30%.
AA_LOSES_FEW = 0.28


def _aa_case(draws: tuple[float, float, float], table: PayTable) -> str:
    """The line of the next AA Bonus question at the bonus table ``table`` from three
    uniform draws (``random()``: losing, the multiplier, the line), or
    "bonus_loses": no multiplier the key of most questions (TRAINER.md's rule of thumb:
    "7 x the bonus" was right on 72% of them, four lines of the usual table paying 7). The
    multiplier is drawn evenly among those the table deals in (its lines the drill builds),
    then a line that pays it; a table of fewer than three multipliers loses more often."""
    loses, which, line = draws
    lines = [case[6:] for case in AA_CASES[:-1]]
    pays = sorted({table.pays(x) for x in lines})
    if loses < (AA_LOSES if len(pays) >= 3 else AA_LOSES_FEW):
        return "bonus_loses"
    paying = [x for x in lines if table.pays(x) == pays[int(which * len(pays))]]
    return "bonus_" + paying[int(line * len(paying))]


def ch_aa_bonus(rng: random.Random, level: int, focus: Optional[str],
                house: HouseProfile = STANDARD) -> Question:
    if focus in AA_CASES:
        case, rules = focus, None
    else:  # the line's draws, then the table (level 3 draws one), the deal at that table
        draws = (rng.random(), rng.random(), rng.random())
        rules = ch_rules(rng, level, house)
        case = _aa_case(draws, rules.bonus_table)
    deal = deal_casino_holdem(rng, level, case=case, house=house, rules=rules)
    s = deal.seats[0].settlement
    part, lines = _payout(s, "aa_bonus", QT_TRANSLATE_NOOP("Trainer", "AA Bonus payout"))
    return _question("ch.aa_bonus", level, deal, QT_TRANSLATE_NOOP(
        "Trainer", "What does the AA Bonus pay on the cards and the flop? (0 if it loses)"),
        [part], dealer=False, board=3, derivation=lines, shown=("aa_bonus", "ante"),
        best={"player": s.bonus_hand}, case=case)


QUALIFY_CASES = ("qualify_boundary", "dealer_not_qualified")
QUALIFY_KINDS = (Kind(0.55, lambda s: s.dealer_qualifies is True, ("qualify_boundary",)),
                 Kind(0.45, lambda s: s.dealer_qualifies is False, QUALIFY_CASES))


def ch_qualify(rng: random.Random, level: int, focus: Optional[str],
               house: HouseProfile = STANDARD) -> Question:
    case, want = _steer(rng, focus, QUALIFY_CASES, QUALIFY_KINDS)
    deal = deal_casino_holdem(rng, level, bonus=False, case=case, play_out=True, want=want,
                              house=house)
    s = deal.seats[0].settlement
    part = ChoicePart("answer", tline(QT_TRANSLATE_NOOP("Trainer", "Does the dealer qualify?")),
                      "yes" if s.dealer_qualifies else "no", YES_NO)
    return _question("ch.qualify", level, deal, QT_TRANSLATE_NOOP(
        "Trainer", "Does the dealer qualify?"), [part], derivation=s.notes[:1],
        best={"dealer": s.dealer}, case=case)


def ch_total(rng: random.Random, level: int, focus: Optional[str],
             house: HouseProfile = STANDARD) -> Question:
    case, want = _steer(rng, focus, CH_CASES, CH_TOTAL_KINDS)
    deal = deal_casino_holdem(rng, level, bonus=level > 1, case=case, want=want, house=house)
    seat = deal.seats[0]
    return _question("ch.total", level, deal, QT_TRANSLATE_NOOP(
        "Trainer", "Settle this player: each bet (+ paid, 0 push, - taken) and the net."),
        _bet_parts(seat, find_game(deal.game).settle_order), derivation=seat.settlement.lines(),
        best={"player": seat.settlement.player, "dealer": seat.settlement.dealer},
        case=case)


def settle_order(seats: Sequence[SeatDeal]) -> list[int]:
    """The order a dealer settles a round: folded players first, then right to left.

    Seat 1 is on the dealer's left, so right to left runs from the last seat down.
    """
    order = list(range(len(seats) - 1, -1, -1))
    return [i for i in order if seats[i].settlement.outcome is Outcome.FOLD] + \
        [i for i in order if seats[i].settlement.outcome is not Outcome.FOLD]


def ch_round(rng: random.Random, level: int, focus: Optional[str],
             house: HouseProfile = STANDARD) -> Question:
    n = rng.randint(*{1: (2, 3), 2: (3, 5), 3: (5, 7)}[level])
    case = _case(rng, focus, CH_CASES)
    deal = deal_casino_holdem(rng, level, seats=n, bonus=level > 1, case=case, house=house)
    parts, lines = [], []
    for i in settle_order(deal.seats):
        s = deal.seats[i].settlement
        parts.append(NetPart(f"seat_{i + 1}", tline(SEAT, seat=i + 1), s.total))
        lines.append(tline(SEAT, seat=i + 1))
        lines.extend(s.lines())
    return _question("ch.round", level, deal, QT_TRANSLATE_NOOP(
        "Trainer", "Settle the table, folded players first, then from your right to your "
                   "left (on the screen: left to right): the net for each seat."), parts,
        derivation=lines, case=case)


# -- Texas Hold'em Bonus Poker ----------------------------------------------------------------
THB_BONUS_CASES = ("bonus_aa", "bonus_ak_suited", "bonus_aq_aj_suited", "bonus_ak_offsuit",
                   "bonus_kk_qq_jj", "bonus_aq_aj_offsuit", "bonus_22_to_tt", "bonus_loses",
                   "bonus_aa_vs_dealer_aa")


_thb_paid = _paid(("bonus",))
THB_BONUS_KINDS = (Kind(0.9, lambda s: _thb_paid(s) > 0, THB_BONUS_CASES[:7] + THB_BONUS_CASES[8:]),
                   Kind(0.1, lambda s: _thb_paid(s) == 0, ("bonus_loses",)))


def thb_bonus(rng: random.Random, level: int, focus: Optional[str],
              house: HouseProfile = STANDARD) -> Question:
    case, want = _steer(rng, focus, THB_BONUS_CASES, THB_BONUS_KINDS)
    deal = deal_holdem_bonus(rng, level, case=case, want=want, house=house)
    s = deal.seats[0].settlement
    part, lines = _payout(s, "bonus", QT_TRANSLATE_NOOP("Trainer", "Bonus payout"))
    return _question("thb.bonus", level, deal, QT_TRANSLATE_NOOP(
        "Trainer", "What does the bonus bet pay on the starting cards? (0 if it loses)"),
        [part], board=0, derivation=lines, shown=("bonus", "ante"), case=case)


def _ante_result(s: Settlement) -> str:
    net = s.bet("ante").net
    return "pays" if net > 0 else "pushes" if net == 0 else "loses"


THB_ANTE_CASES = ("player_wins", "ante_push_below_straight", "ante_push_below_flush", "tie",
                  "dealer_wins")
THB_ANTE_KINDS = (
    Kind(1 / 3, lambda s: _ante_result(s) == "pays", ("player_wins",)),
    Kind(1 / 3, lambda s: _ante_result(s) == "pushes",
         ("ante_push_below_straight", "ante_push_below_flush", "tie")),
    Kind(1 / 3, lambda s: _ante_result(s) == "loses", ("dealer_wins",)),
)
# Where the dealer wins ties, a tie is no push: the pushes are drawn without it.
THB_ANTE_KINDS_NO_TIE = tuple(Kind(k.weight, k.want, tuple(c for c in k.cases if c != "tie"))
                              for k in THB_ANTE_KINDS)


def _thb_ante_offers(case: str, level: int, house: HouseProfile) -> bool:
    """A tie is asked of the ante (one that pushes) at a table that pushes ties: level 3
    draws its tie rule and deals at one; levels 1 and 2 deal under the house's."""
    return case != "tie" or level == 3 or house.rules(THB).ties == "push"


def thb_ante(rng: random.Random, level: int, focus: Optional[str],
             house: HouseProfile = STANDARD) -> Question:
    kinds = THB_ANTE_KINDS if _thb_ante_offers("tie", level, house) else THB_ANTE_KINDS_NO_TIE
    case, want = _steer(rng, focus, THB_ANTE_CASES, kinds)
    # A tie drawn for an ante that pushes: level 3 deals it at a table that pushes ties.
    ties = "push" if case == "tie" and want is not None and level == 3 else None
    deal = deal_holdem_bonus(rng, level, bonus=False, case=case, play_out=True, want=want,
                             house=house, ties=ties)
    s = deal.seats[0].settlement
    answer = _ante_result(s)
    part = ChoicePart("answer", tline(QT_TRANSLATE_NOOP("Trainer", "The ante")), answer,
                      ANTE_RESULT)
    return _question("thb.ante", level, deal, QT_TRANSLATE_NOOP(
        "Trainer", "The player played the hand out. What happens to the ante at this table?"),
        [part], derivation=s.lines(), best={"player": s.player, "dealer": s.dealer},
        case=case)


# Settling a whole seat: within each line of play bets (which the felt shows) the seat loses,
# wins with the ante paid, wins with it pushed or ties, none the key of the line's questions
# ("checked down loses", "bet throughout wins with the ante pushed" were right on 47%). The
# ante's 0 (a win below the table's hand, a tie) stays under 30% of the questions, the folds
# (every bet lost, the felt shows them) at about one question in sixteen.
THB_TOTAL_KINDS = {bonus: thb_kinds(0.06, 0.34, 0.34, 0.25, 0.07, bonus)
                   for bonus in (False, True)}


def thb_total(rng: random.Random, level: int, focus: Optional[str],
              house: HouseProfile = STANDARD) -> Question:
    case, deal = dealt(rng, focus, THB_TOTAL_CASES, THB_TOTAL_KINDS[level > 1], lambda case, want: (
        deal_holdem_bonus(rng, level, bonus=level > 1, case=case, want=want, house=house,
                          fair=MANY_FAIR_TRIES)))
    seat = deal.seats[0]
    return _question("thb.total", level, deal, QT_TRANSLATE_NOOP(
        "Trainer", "Settle this player: each bet (+ paid, 0 push, - taken) and the net."),
        _bet_parts(seat, find_game(deal.game).settle_order), derivation=seat.settlement.lines(),
        best={"player": seat.settlement.player, "dealer": seat.settlement.dealer},
        case=case)


# -- Reading hands ----------------------------------------------------------------------------
HAND_CASES = ("hand_straight", "hand_flush", "hand_full_house", "hand_two_pair",
              "hand_three_of_a_kind", "hand_straight_flush", "hand_four_of_a_kind")
def _category_options() -> tuple[Option, ...]:
    keys = "RSQFLTHWPC"  # royal, straight flush, quads, full, flush, straight, three, two, pair, card
    return tuple(Option(c.id, c.term, k) for c, k in zip(Category, keys, strict=True))


def hand_name(rng: random.Random, level: int, focus: Optional[str],
              house: HouseProfile = STANDARD) -> Question:
    """Name the player's hand: a fair deal, or half the time (always for a focus) a hand
    built to be the case's category, so even a straight flush comes at once."""
    case = _case(rng, focus, HAND_CASES)
    if case is None:
        deal = deal_casino_holdem(rng, level, bonus=False, play_out=True, house=house)
    else:
        deal = deal_player_hand(rng, level, Category[case.removeprefix("hand_").upper()],
                                house)
    s = deal.seats[0].settlement
    part = ChoicePart("answer", tline(QT_TRANSLATE_NOOP("Trainer", "The player's hand")),
                      s.player.category.id, _category_options())
    lines = [tline(QT_TRANSLATE_NOOP("Trainer", "Best five cards: {cards} ({hand})"),
                     cards=shown_cards(s.player.best_five), hand=s.player.term)]
    return _question("hand.name", level, deal, QT_TRANSLATE_NOOP(
        "Trainer", "What is the player's best five-card hand?"), [part], dealer=False,
        derivation=lines, shown=(), best={"player": s.player}, case=case)


def _higher(s: Settlement) -> str:
    """Which hand is the higher: "player", "dealer" or "tie" (two equal hands)."""
    p, d = s.player, s.dealer
    return "player" if p.rank < d.rank else "dealer" if d.rank < p.rank else "tie"


_SHOWDOWN = {Outcome.PLAYER_WINS: "player", Outcome.DEALER_WINS: "dealer", Outcome.PUSH: "tie"}


def _winner(s: Settlement) -> str:
    """Which hand wins, as the settlement has it: the showdown's outcome (a tie where the
    dealer wins ties is the dealer's); where there is no showdown (a dealer who does not
    qualify), the higher hand."""
    return _SHOWDOWN.get(s.outcome) or _higher(s)


WINNER_CASES = ("board_plays", "tie")
# Drawn by which hand is the higher: a tie is keyed "dealer" where the dealer wins ties
# (about one tie in four at level 3), so the dealer's kind is drawn a little less often than
# the player's.
WINNER_KINDS = (Kind(0.43, lambda s: _higher(s) == "player"),
                Kind(0.41, lambda s: _higher(s) == "dealer", ("board_plays",)),
                Kind(0.16, lambda s: _higher(s) == "tie", WINNER_CASES))
# Hold'em Bonus at level 3 draws its tie rule: half its ties are the dealer's. More ties, and
# fewer dealer's wins, keep each answer of that prompt (the player, the dealer, a tie) under
# 1/3 + 15 points.
WINNER_KINDS_TIES_DRAWN = (Kind(0.435, lambda s: _higher(s) == "player"),
                           Kind(0.305, lambda s: _higher(s) == "dealer", ("board_plays",)),
                           Kind(0.26, lambda s: _higher(s) == "tie", WINNER_CASES))
# A house whose Hold'em Bonus dealer wins ties, below level 3: every tie the dealer's, so the
# answers are two (the player, the dealer), drawn even (a yes/no's 65% at most each).
WINNER_KINDS_TIES_DEALERS = (Kind(0.50, lambda s: _higher(s) == "player"),
                             Kind(0.35, lambda s: _higher(s) == "dealer", ("board_plays",)),
                             Kind(0.15, lambda s: _higher(s) == "tie", WINNER_CASES))


def hand_winner(rng: random.Random, level: int, focus: Optional[str],
                house: HouseProfile = STANDARD) -> Question:
    make = deal_casino_holdem if rng.random() < 0.5 else deal_holdem_bonus
    kinds = WINNER_KINDS
    if make is deal_holdem_bonus and level == 3:
        kinds = WINNER_KINDS_TIES_DRAWN
    elif make is deal_holdem_bonus and house.rules(THB).ties == "dealer_wins":
        kinds = WINNER_KINDS_TIES_DEALERS
    case, want = _steer(rng, focus, WINNER_CASES, kinds)
    deal = make(rng, level, bonus=False, case=case, play_out=True, want=want, house=house)
    s = deal.seats[0].settlement
    p, d = s.player, s.dealer
    answer = _winner(s)
    # Two equal hands are shown as they are; where the dealer wins ties (the felt says so)
    # the trainee applies the rule: the settlement gives the dealer's hand, the working why.
    tie_rule = _higher(s) == "tie" and answer != "tie"
    part = ChoicePart("answer", tline(QT_TRANSLATE_NOOP("Trainer", "Which hand wins?")),
                      answer, WINNER)
    lines = [tline(QT_TRANSLATE_NOOP("Trainer", "Player: {cards} ({hand})"),
                     cards=shown_cards(p.best_five), hand=p.term),
             tline(QT_TRANSLATE_NOOP("Trainer", "Dealer: {cards} ({hand})"),
                     cards=shown_cards(d.best_five), hand=d.term),
             s.notes[0] if tie_rule else comparison(p, d)]
    return _question("hand.winner", level, deal, QT_TRANSLATE_NOOP(
        "Trainer", "Which hand wins: the player's or the dealer's?"), [part], derivation=lines,
        shown=(), best={"player": p, "dealer": d}, case=case)


# The casino table's drills, at their places in DRILLS (drill_spec.register): no-limit's
# come next (nl_drills.py), then the dealer's daily skills (skills.py, audit.py, announce.py).
for _place, _drill in enumerate((
    Drill("ch.ante_call", CH, tterm("ch.ante_call", QT_TRANSLATE_NOOP(
        "Trainer", "Casino Hold'em: ante and call")), (12, 15, 20), ch_ante_call, CH_CASES, True),
    Drill("ch.aa_bonus", CH, tterm("ch.aa_bonus", QT_TRANSLATE_NOOP(
        "Trainer", "Casino Hold'em: AA Bonus")), (8, 10, 12), ch_aa_bonus, AA_CASES, True),
    Drill("ch.qualify", CH, tterm("ch.qualify", QT_TRANSLATE_NOOP(
        "Trainer", "Casino Hold'em: does the dealer qualify?")), (5, 5, 6), ch_qualify,
        QUALIFY_CASES),
    Drill("ch.total", CH, tterm("ch.total", QT_TRANSLATE_NOOP(
        "Trainer", "Casino Hold'em: settle a player")), (20, 25, 30), ch_total, CH_CASES),
    Drill("ch.round", CH, tterm("ch.round", QT_TRANSLATE_NOOP(
        "Trainer", "Casino Hold'em: settle the table")), (40, 60, 90), ch_round, CH_CASES),
    Drill("thb.bonus", THB, tterm("thb.bonus", QT_TRANSLATE_NOOP(
        "Trainer", "Hold'em Bonus: bonus bet")), (6, 8, 10), thb_bonus, THB_BONUS_CASES, True),
    Drill("thb.ante", THB, tterm("thb.ante", QT_TRANSLATE_NOOP(
        "Trainer", "Hold'em Bonus: the ante")), (8, 8, 10), thb_ante,
        THB_ANTE_CASES, offers=_thb_ante_offers),
    Drill("thb.total", THB, tterm("thb.total", QT_TRANSLATE_NOOP(
        "Trainer", "Hold'em Bonus: settle a player")), (25, 30, 40), thb_total,
        THB_TOTAL_CASES),
    Drill("hand.name", CH, tterm("hand.name", QT_TRANSLATE_NOOP(
        "Trainer", "Name the hand")), (6, 8, 10), hand_name, HAND_CASES),
    Drill("hand.winner", CH, tterm("hand.winner", QT_TRANSLATE_NOOP(
        "Trainer", "Which hand wins?")), (8, 10, 12), hand_winner, WINNER_CASES),
)):
    register(_place, _drill)


def generate(drill: str, level: int, seed: int, focus: Optional[str] = None,
             house: HouseProfile = STANDARD,
             chips: Sequence[int] = DEFAULT_DENOMINATIONS) -> Question:
    """The question of ``drill`` at ``level`` for ``seed`` under ``house``'s rules (the same
    everywhere for the same house; GAMES.md's defaults when none is given); a drill about
    the table's chips uses the values ``chips``."""
    if drill not in DRILLS:
        raise DrillError(f"unknown drill {drill!r}; known: {', '.join(DRILLS)}")
    if level not in (1, 2, 3):
        raise DrillError(f"level must be 1, 2 or 3, not {level!r}")
    spec = DRILLS[drill]
    if focus in spec.cases and focus not in spec.offered(level, house):
        raise HandBuildError(f"{drill} asks no {focus} at level {level} under the house "
                             f"{house.name or 'standard'!r}: its rules make that case impossible")
    rng = random.Random(f"{drill}/{level}/{seed}/{focus or ''}")
    q = spec.build(rng, level, focus, house, *((chips,) if spec.chip_set else ()))
    return replace(q, seed=seed)


def targets(level: int) -> dict[str, float]:
    """Target seconds of every drill at ``level``."""
    return {d.id: d.targets[level - 1] for d in DRILLS.values()}


__all__ = ["DRILLS", "Drill", "generate", "targets", "settle_order"]


# The largest seed a question takes (a signed 32-bit integer: the store's and exports' column).
MAX_SEED = 2**31 - 1


def seeded_questions(drill: str, level: int, count: int, seed: int,
                     house: HouseProfile = STANDARD) -> Iterator[Question]:
    """Questions ``0 .. count - 1`` of ``seed``: question ``i`` is the trainer's question for
    the seed ``seed + i`` under ``house``'s rules (the lines printed here, a worksheet's
    questions)."""
    for i in range(count):
        yield generate(drill, level, seed + i, house=house)
