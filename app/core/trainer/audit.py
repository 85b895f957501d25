"""Spot the wrong payout: a settled layout as a supervisor sees it, with none, one or two
payouts made wrong in the ways dealers get them wrong.

The right amount of every spot is the rules core's settlement; the wrong ones
are that amount changed by one known mistake that fits the hand (the call paid
when the dealer did not qualify, the ante paid even money on a flush, ...), so a
mistake is never one the hand could not show.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Callable, Optional

from ..cards import rank_char
from ..errors import HandBuildError
from ..games.registry import find_game
from ..games.settlement import BetResult, Outcome
from ..profiles import STANDARD, HouseProfile
from ..rules import CasinoHoldemRules, PayTable
from ..text import QT_TRANSLATE_NOOP, Line, Signed
from .deals import CH, THB, Deal, SeatDeal, deal_casino_holdem, deal_holdem_bonus
from .drill_spec import DRILLS, Drill, register, target, thb_line
from .parts import NetPart
from .questions import Question, SeatView, tline, tterm

TRIES = 300


@dataclass(frozen=True)
class Mistake:
    """A known mistake: its case tag, whether it fits a bet of a hand, what it pays, why
    it is wrong."""

    tag: str
    fits: Callable[[Deal, SeatDeal, BetResult], bool]
    wrong: Callable[[Deal, SeatDeal, BetResult], int]
    why: str


def _ante_table(deal: Deal) -> PayTable:
    """The ante table of a deal whose ante is paid by one (Casino Hold'em)."""
    rules = deal.rules
    assert isinstance(rules, CasinoHoldemRules)  # only Casino Hold'em pays the ante by a table
    return rules.ante_table


def _bonus_table(deal: Deal) -> PayTable:
    """The bonus table of a deal of either casino game."""
    return deal.rules.bonus_table


def _other_line(deal: Deal, r: BetResult) -> Optional[int]:
    """The payout of the nearest line of the table that pays another multiplier (the bet
    paid as a better or a worse hand than it is); None when every line pays the same. An
    ante paid from a line (never a Hold'em Bonus ante) is paid by the ante table."""
    table = _ante_table(deal) if r.bet == "ante" else _bonus_table(deal)
    lines = table.lines
    i = lines.index(r.paytable_line)
    for step in range(1, len(lines)):
        for j in (i - step, i + step):
            if 0 <= j < len(lines) and table.pays(lines[j]) != r.multiplier:
                return r.stake * table.pays(lines[j])
    return None


def _board_pair(s: SeatDeal, deal: Deal) -> bool:
    """The player's two cards are not a pair, but one of them pairs the flop."""
    hole = {rank_char(c) for c in s.cards}
    return len(hole) == 2 and bool(hole & {rank_char(c) for c in deal.board[:3]})


def _pays_22(deal: Deal, r: BetResult) -> int:
    return r.stake * _bonus_table(deal).pays("22_to_tt")


CH_MISTAKES = (
    Mistake("audit_call_not_qualified",
            lambda d, s, r: r.bet == "call" and s.settlement.outcome is Outcome.DEALER_NOT_QUALIFIED,
            lambda d, s, r: r.stake,
            QT_TRANSLATE_NOOP("Trainer", "the call pushes when the dealer does not qualify")),
    Mistake("audit_ante_even_money",
            lambda d, s, r: r.bet == "ante" and r.net > 0 and r.multiplier >= 2,
            lambda d, s, r: r.stake,
            QT_TRANSLATE_NOOP("Trainer", "the ante is paid by the pay table, not even money")),
    # (The AA Bonus of a player who folds is never a winner here: the table's stated
    # strategy calls every hand with a pair of aces or better on the flop.)
    Mistake("audit_fold_ante_returned",
            lambda d, s, r: r.bet == "ante" and s.settlement.outcome is Outcome.FOLD,
            lambda d, s, r: 0,
            QT_TRANSLATE_NOOP("Trainer", "a player who folds loses the ante")),
    Mistake("audit_push_taken", lambda d, s, r: r.net == 0 and r.stake > 0,
            lambda d, s, r: -r.stake,
            QT_TRANSLATE_NOOP("Trainer", "a push is neither paid nor taken")),
    Mistake("audit_wrong_line",
            lambda d, s, r: r.bet in ("ante", "aa_bonus") and r.net > 0
            and r.paytable_line is not None and _other_line(d, r) is not None,
            lambda d, s, r: _other_line(d, r) or 0,
            QT_TRANSLATE_NOOP("Trainer", "paid from the wrong line of the pay table")),
)
THB_MISTAKES = (
    Mistake("audit_ante_paid_below",
            lambda d, s, r: r.bet == "ante" and r.net == 0
            and s.settlement.outcome is Outcome.PLAYER_WINS,
            lambda d, s, r: r.stake,
            QT_TRANSLATE_NOOP("Trainer", "the ante pushes on a win below this house's hand")),
    Mistake("audit_bonus_board_pair",
            lambda d, s, r: r.bet == "bonus" and r.net < 0 and _board_pair(s, d),
            lambda d, s, r: _pays_22(d, r),
            QT_TRANSLATE_NOOP("Trainer", "the bonus pays on the two starting cards only, not "
                                         "on a pair made with the board")),
    Mistake("audit_push_taken", lambda d, s, r: r.net == 0 and r.stake > 0,
            lambda d, s, r: -r.stake,
            QT_TRANSLATE_NOOP("Trainer", "a push is neither paid nor taken")),
    Mistake("audit_wrong_line",
            lambda d, s, r: r.bet == "bonus" and r.net > 0 and r.paytable_line is not None
            and _other_line(d, r) is not None,
            lambda d, s, r: _other_line(d, r) or 0,
            QT_TRANSLATE_NOOP("Trainer", "paid from the wrong line of the pay table")),
)


@dataclass(frozen=True)
class AuditTable:
    """A game's audit: the mistakes a dealer makes at it, the seats per level, its deal."""

    game: str
    mistakes: tuple[Mistake, ...]
    seats: dict[int, tuple[int, int]]  # level -> fewest and most seats
    deal: Callable[..., Deal]
    # Level 1's kinds of layout, drawn by weight (see _laid_out).
    layouts: tuple[Layout, ...] = ()

    @property
    def cases(self) -> tuple[str, ...]:
        return tuple(m.tag for m in self.mistakes) + ("audit_clean",)




def _varies(table: PayTable) -> bool:
    """Two lines of ``table`` pay differently (a line can be paid as the wrong one)."""
    return len({table.pays(line) for line in table.lines}) > 1


def _ch_audit_offers(case: str, level: int, house: HouseProfile) -> bool:
    """A mistake is asked where the rules dealt let a hand show it: levels 1 and 2 deal under
    the house's tables, where an ante table that pays even money on every line has no ante
    paid 2 to 1 or more, nor (with an AA Bonus table of one multiplier) a line to mistake for
    another; level 3 draws among GAMES.md's tables, each of which has both."""
    rules: CasinoHoldemRules = house.rules(CH)
    if level == 3:
        return True
    if case == "audit_ante_even_money":
        return any(rules.ante_table.pays(line) >= 2 for line in rules.ante_table.lines)
    if case == "audit_wrong_line":
        return _varies(rules.ante_table) or _varies(rules.bonus_table)
    return True


def _thb_audit_offers(case: str, level: int, house: HouseProfile) -> bool:
    """Every level deals under the house's bonus table: where it pays one multiplier on
    every line, no bonus is paid from a wrong line."""
    return case != "audit_wrong_line" or _varies(house.rules(THB).bonus_table)
SPOT = QT_TRANSLATE_NOOP("Trainer", "{seat}: {bet}")


def spot_key(seat: int, bet: str) -> str:
    """The part key of an audited spot: ``seat3_ante`` (seat from 1)."""
    return f"seat{seat}_{bet}"


def spot_of(key: str) -> Optional[tuple[int, str]]:
    """The seat (from 1) and bet of an audited spot's part key; None for another key."""
    seat, _, bet = key.partition("_")
    number = seat.removeprefix("seat")
    return (int(number), bet) if seat.startswith("seat") and number.isdigit() and bet \
        else None


def _spots(deal: Deal) -> list[tuple[int, BetResult]]:
    order = find_game(deal.game).settle_order
    return [(i, r) for i, s in enumerate(deal.seats) for r in map(s.settlement.bet, order)
            if r.stake]


def _candidates(deal: Deal, mistakes: tuple[Mistake, ...],
                focus: Optional[str]) -> list[tuple[int, str, Mistake]]:
    asked = [m for m in mistakes if focus is None or m.tag == focus]
    return [(i, r.bet, m) for i, r in _spots(deal) for m in asked
            if m.fits(deal, deal.seats[i], r)]


def _dealt(drill: str, audit: AuditTable, rng: random.Random, level: int,
           focus: Optional[str], house: HouseProfile
           ) -> tuple[Deal, list[tuple[int, str, Mistake]], int]:
    """A deal with as many spots a mistake fits as the layout asks (none, one or two, drawn
    by level), the spots and the number asked."""
    cases = audit.cases
    want = 0 if focus == "audit_clean" else 1 if focus in cases else \
        rng.choices((0, 1, 2), (0.22, 0.78, 0) if level == 1 else (0.18, 0.47, 0.35))[0]
    low, high = audit.seats[level]
    steer = focus if focus in cases and focus != "audit_clean" else None
    for _ in range(TRIES):
        deal = audit.deal(rng, level, seats=rng.randint(low, high), bonus=True, house=house)
        found = _candidates(deal, audit.mistakes, steer)
        if len({(i, b) for i, b, _m in found}) >= want:
            break
    else:
        if steer is not None:  # a mistake asked that no deal showed: never a clean layout
            raise HandBuildError(f"{drill}: no deal of {TRIES} showed {steer} at level "
                                 f"{level} under the house {house.name or 'standard'!r}")
    return deal, found, want


@dataclass(frozen=True)
class Layout:
    """A kind of layout of level 1 (one seat, one mistake or none): the mistake (or
    ``audit_clean``), how often it comes, and the hands and bets it sits on (``on(seat,
    bet)``; the bet is "" for a clean layout); ``tie``: a tie that pushes (never asked
    where the dealer wins ties)."""

    tag: str
    weight: float
    on: Callable[[SeatDeal, str], bool]
    tie: bool = False


def _on(*outcomes: Outcome, bet: Optional[str] = None,
        ante: Optional[Callable[[int], bool]] = None) -> Callable[[SeatDeal, str], bool]:
    """A seat whose hand ended in one of ``outcomes``, the mistake on ``bet`` (any when None),
    its ante's net passing ``ante`` (any when None)."""
    def on(s: SeatDeal, b: str) -> bool:
        return s.settlement.outcome in outcomes and (bet is None or b == bet) and \
            (ante is None or ante(s.settlement.bet("ante").net))
    return on


def _bonus_wins(s: SeatDeal, _b: str) -> bool:
    return s.settlement.bet("bonus").net > 0


def _tie(tag: str, weight: float, bet: Optional[str] = None) -> Layout:
    return Layout(tag, weight, _on(Outcome.PUSH, bet=bet), tie=True)


def _by_line(lines: tuple[tuple[str, float, tuple[Layout, ...]], ...]) -> tuple[Layout, ...]:
    """Each line of play bets' layouts (a Hold'em Bonus seat's, as ``thb_line`` names it), by
    the line's weight and, within it, by their own."""
    def on_line(line: str, on: Callable[[SeatDeal, str], bool]) -> Callable[[SeatDeal, str], bool]:
        return lambda s, b: thb_line(s.settlement) == line and on(s, b)
    out: list[Layout] = []
    for line, weight, layouts in lines:
        total = sum(k.weight for k in layouts)
        out.extend(replace(k, weight=weight * k.weight / total, on=on_line(line, k.on))
                   for k in layouts)
    return tuple(out)


_FOLD, _DNQ, _WIN, _PUSH, _LOSE = (Outcome.FOLD, Outcome.DEALER_NOT_QUALIFIED,
                                   Outcome.PLAYER_WINS, Outcome.PUSH, Outcome.DEALER_WINS)
_PAID, _ZERO = (lambda n: n > 0), (lambda n: n == 0)

# TRAINER.md: no rule of thumb reads a layout. With one seat and one mistake, a rule that
# leaves every payout as shown but one, or settles every hand of a kind alike, is right on
# the layouts whose mistake sits where it looks and on those whose outcome it names: so the
# folds (whose ante always loses) are few, each mistake sits on a spread of outcomes and
# every outcome carries a spread of mistakes. The dealer's winning hands take no mistake of
# the main bets: they come clean or with the side bet paid from a wrong line.
CH_LAYOUTS = (
    Layout("audit_fold_ante_returned", 6, _on(_FOLD)),
    Layout("audit_clean", 2, _on(_FOLD)),
    Layout("audit_clean", 10, _on(_LOSE)),
    Layout("audit_clean", 3, _on(_DNQ)),
    Layout("audit_clean", 5, _on(_WIN)),
    _tie("audit_clean", 3),
    Layout("audit_call_not_qualified", 8, _on(_DNQ)),
    _tie("audit_push_taken", 14),
    Layout("audit_push_taken", 2, _on(_DNQ)),
    Layout("audit_wrong_line", 14, _on(_WIN, bet="ante")),
    Layout("audit_wrong_line", 4, _on(_DNQ, bet="ante")),
    Layout("audit_ante_even_money", 10, _on(_WIN, _DNQ)),
    Layout("audit_wrong_line", 10, _on(_LOSE, bet="aa_bonus")),
    Layout("audit_wrong_line", 3, _on(_WIN, _DNQ, _PUSH, bet="aa_bonus")),
)
# Hold'em Bonus: a seat's play bets show its line (checked down, checked then bet, bet
# throughout), and a rule may read it, so each line has its own spread: the ante's 0 (a win
# below the table's hand, a tie) on under a third, a tie's push taken on each bet, the bonus
# paid on a board pair (a line that bets the flop) where the ante loses or is paid, a bonus
# paid from a wrong line, and few clean layouts, whose bonus mostly loses.
_SHOWDOWN = (_LOSE, _WIN, _PUSH)
THB_LAYOUTS = (
    Layout("audit_bonus_board_pair", 3, _on(_FOLD)),
    Layout("audit_clean", 1, _on(_FOLD)),
    *_by_line((
        ("check/check", 52, (
            Layout("audit_ante_paid_below", 13, _on(_WIN)),
            _tie("audit_push_taken", 6, "ante"), _tie("audit_push_taken", 16, "preflop"),
            Layout("audit_wrong_line", 28, _on(*_SHOWDOWN)),
            Layout("audit_clean", 7, _on(_LOSE)), Layout("audit_clean", 6, _on(_WIN, ante=_PAID)),
            Layout("audit_clean", 2, _on(_WIN, ante=_ZERO)), _tie("audit_clean", 1),
            Layout("audit_clean", 2, _bonus_wins))),
        ("bet/bet", 37, (
            Layout("audit_ante_paid_below", 12, _on(_WIN)),
            *(_tie("audit_push_taken", 5, bet) for bet in ("ante", "preflop", "flop", "turn")),
            Layout("audit_bonus_board_pair", 8, _on(_LOSE)),
            Layout("audit_bonus_board_pair", 6, _on(_WIN, ante=_PAID)),
            Layout("audit_wrong_line", 22, _on(*_SHOWDOWN)),
            Layout("audit_clean", 5, _on(_LOSE)), Layout("audit_clean", 5, _on(_WIN, ante=_PAID)),
            Layout("audit_clean", 2, _on(_WIN, ante=_ZERO)), _tie("audit_clean", 1),
            Layout("audit_clean", 3, _bonus_wins))),
        ("check/bet", 7, (
            Layout("audit_ante_paid_below", 14, _on(_WIN)),
            Layout("audit_push_taken", 6, _on(_WIN, bet="ante")),
            Layout("audit_wrong_line", 20, _on(*_SHOWDOWN)),
            Layout("audit_clean", 14, _on(_LOSE)), Layout("audit_clean", 14, _on(_WIN, ante=_PAID)),
            Layout("audit_clean", 4, _on(_WIN, ante=_ZERO)))))),
)
CH_AUDIT = AuditTable(CH, CH_MISTAKES, {1: (1, 1), 2: (2, 3), 3: (4, 7)}, deal_casino_holdem,
                      CH_LAYOUTS)
THB_AUDIT = AuditTable(THB, THB_MISTAKES, {1: (1, 1), 2: (2, 3), 3: (3, 5)}, deal_holdem_bonus,
                       THB_LAYOUTS)
LAYOUTS_REDRAWN = 8


def _laid_out(drill: str, audit: AuditTable, rng: random.Random,
              house: HouseProfile) -> Optional[tuple[Deal, list[tuple[int, str, Mistake]]]]:
    """A deal of level 1 and its one mistake (or none), of a kind of layout drawn by weight
    among those the house's rules offer; a kind no deal shows is drawn again; None when
    none came."""
    offered = DRILLS[drill].offered(1, house)
    ties = house.rules(audit.game).ties_push
    layouts = [k for k in audit.layouts if k.tag in offered and (ties or not k.tie)]
    for _ in range(LAYOUTS_REDRAWN):
        kind = rng.choices(layouts, [k.weight for k in layouts])[0]
        for _ in range(TRIES):
            deal = audit.deal(rng, 1, seats=1, bonus=True, house=house)
            if kind.tag == "audit_clean":
                if kind.on(deal.seats[0], ""):
                    return deal, []
                continue
            found = [(i, b, m) for i, b, m in _candidates(deal, audit.mistakes, kind.tag)
                     if kind.on(deal.seats[i], b)]
            if found:
                return deal, [rng.choice(found)]
    return None


def _audit(drill: str, audit: AuditTable, rng: random.Random, level: int,
           focus: Optional[str], house: HouseProfile) -> Question:
    game, cases = audit.game, audit.cases
    laid = _laid_out(drill, audit, rng, house) if level == 1 and focus not in cases else None
    if laid is not None:
        deal, found = laid
        want = len(found)
    else:
        deal, found, want = _dealt(drill, audit, rng, level, focus, house)
    chosen: dict[tuple[int, str], Mistake] = {}
    rng.shuffle(found)
    for i, bet, m in found:
        if len(chosen) < want and (i, bet) not in chosen:
            chosen[(i, bet)] = m
    spots = _spots(deal)
    shown = {(i, r.bet): (chosen[(i, r.bet)].wrong(deal, deal.seats[i], r)
                          if (i, r.bet) in chosen else r.net) for i, r in spots}
    game_spec = find_game(game)
    parts = tuple(NetPart(spot_key(i + 1, r.bet), tline(SPOT, seat=i + 1,
                                                        bet=game_spec.spot_label(r.bet)),
                          r.net, given=shown[(i, r.bet)]) for i, r in spots)
    views = tuple(SeatView(s.cards, tuple((b, s.settlement.bet(b).stake)
                                          for b in game_spec.settle_order),
                           s.settlement.outcome is Outcome.FOLD,
                           tuple((r.bet, shown[(i, r.bet)]) for j, r in spots if j == i))
                  for i, s in enumerate(deal.seats))
    derivation: list[Line] = []
    for (i, bet), m in sorted(chosen.items()):
        r = deal.seats[i].settlement.bet(bet)
        derivation.append(tline(QT_TRANSLATE_NOOP(
            "Trainer", "Seat {seat}, {bet}: the layout shows {shown}, the right amount is "
                       "{right}: {why}."), seat=i + 1, bet=game_spec.spot_label(bet),
            shown=Signed(shown[(i, bet)]), right=Signed(r.net), why=tline(m.why)))
        derivation.extend(line for line in (r.line,) if line is not None)
    if not chosen:
        derivation.append(tline(QT_TRANSLATE_NOOP("Trainer", "Every payout on the layout is "
                                                             "right.")))
    tags = frozenset({m.tag for m in chosen.values()} or {"audit_clean"})
    prompt = tline(QT_TRANSLATE_NOOP(
        "Trainer", "The dealer has paid this table. Leave the right payouts as they are and "
                   "correct the wrong ones (+ paid, 0 push, - taken)."))
    deal = replace(deal, seats=tuple(replace(s, tags=s.tags | tags) if n == 0 else s
                                     for n, s in enumerate(deal.seats)))
    return Question(drill, level, 0, game, prompt, parts, views, deal.dealer, True, deal.board,
                    deal.rules, tuple(derivation), target(drill, level), deal.tags,
                    {}, deal, case=focus if focus in cases else "")


def ch_audit(rng: random.Random, level: int, focus: Optional[str],
             house: HouseProfile = STANDARD) -> Question:
    """A Casino Hold'em table paid by a dealer, with none, one or two wrong payouts."""
    return _audit("ch.audit", CH_AUDIT, rng, level, focus, house)


def thb_audit(rng: random.Random, level: int, focus: Optional[str],
              house: HouseProfile = STANDARD) -> Question:
    """A Texas Hold'em Bonus Poker table paid by a dealer, with none, one or two wrong
    payouts."""
    return _audit("thb.audit", THB_AUDIT, rng, level, focus, house)


for _place, _drill in ((16, Drill("ch.audit", CH, tterm("ch.audit", QT_TRANSLATE_NOOP(
                           "Trainer", "Casino Hold'em: spot the wrong payout")), (15, 30, 60),
                           ch_audit, CH_AUDIT.cases, offers=_ch_audit_offers)),
                       (17, Drill("thb.audit", THB, tterm("thb.audit", QT_TRANSLATE_NOOP(
                           "Trainer", "Hold'em Bonus: spot the wrong payout")), (15, 30, 50),
                           thb_audit, THB_AUDIT.cases, offers=_thb_audit_offers))):
    register(_place, _drill)
