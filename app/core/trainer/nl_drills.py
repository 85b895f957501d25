"""The no-limit drills of TRAINER.md: the call and the smallest raise, the pots, the award.

Every question comes from a hand played by the rules core at a table of the
level's, built for what the question asks (app.core.trainer.nl_cases): level 1
is three or four seats with round stacks, level 2 four to six seats with odd
stacks, level 3 six to nine seats, antes half the time, three pots or more and,
half the time, a pot split with odd chips. Seats are shown and named from 1,
clockwise; the rules core numbers them from 0.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Callable, Optional, Sequence

from ..cards import Card, card_text, shown_cards
from ..nlhe import GAME, NLHand, SidePots, Street
from ..nlhe.actions import NOT_REOPENED
from ..nlhe.felt import NLFacts, PotView, seat_list
from ..nlhe.lines import pot_title
from ..nlhe.outcome import HandOutcome
from ..profiles import HouseProfile
from ..text import QT_TRANSLATE_NOOP, Joined, Line, Numerus
from .drill_spec import Drill, register
from .nl_cases import NO_RAISE, RAISE_KIND, SHORT_ALLIN, award_hand, call_hand, pots_hand
from .parts import AmountPart, Part, SeatsPart
from .questions import Question, SeatView, tline, tterm

TARGETS = {"nl.call": (10.0, 12.0, 15.0), "nl.pots": (30.0, 45.0, 75.0),
           "nl.award": (25.0, 40.0, 60.0)}


@dataclass(frozen=True)
class NLDeal:
    """The hand behind a question: as far as the question goes (``hand``), and its tags."""

    hand: NLHand
    tags: frozenset[str]
    game: str = GAME

    def scenario(self) -> dict[str, object]:
        """The hand as a SCENARIOS.md no-limit scenario, as far as the question goes (the
        board as far as it has been dealt)."""
        s, h = self.hand.setup, self.hand
        return {"game": GAME, "stacks": list(s.stacks), "button": s.button,
                "small_blind": s.small_blind, "big_blind": s.big_blind, "ante": s.ante,
                "hole_cards": [[card_text(c) for c in pair] for pair in s.hole_cards],
                "board": [card_text(c) for c in h.board],
                "actions": [a.to_json() for a in h.actions]}


Numbers = Callable[[int], int]


def from_one(seat: int) -> int:
    """A seat of the hand (from 0) as the table shows it: from 1."""
    return seat + 1


def _facts(hand: NLHand, pots: tuple[PotView, ...] = (), no: Numbers = from_one) -> NLFacts:
    s = hand.setup
    return NLFacts(no(s.button), s.small_blind, s.big_blind, s.ante, pots)


def _pot_views(outcome_pots: SidePots, no: Numbers = from_one) -> tuple[PotView, ...]:
    count = len(outcome_pots)
    return tuple(PotView(pot_title(i, count), p.amount, tuple(no(s) for s in p.eligible))
                 for i, p in enumerate(outcome_pots))


def _question(drill: str, level: int, prompt: Line, parts: list[Part],
              seats: Sequence[SeatView], board: Sequence[Card],
              facts: NLFacts, derivation: list[Line], deal: NLDeal,
              to_act: Optional[int] = None) -> Question:
    return Question(drill, level, 0, GAME, prompt, tuple(parts), tuple(seats), (), False,
                    tuple(board), facts, tuple(derivation), TARGETS[drill][level - 1],
                    deal.tags, {}, deal, to_act)


def _spread(seats: Sequence[SeatView], no: Numbers) -> list[SeatView]:
    """The seats at their table places (from 1): a place with no seat of the hand (a player
    out of chips) is an empty seat, so the seat numbers answered run as the table's."""
    places = {no(s): view for s, view in enumerate(seats)}
    return [places.get(n, SeatView((), (), True)) for n in range(1, max(places) + 1)]


def _seat_in_pot(hand: NLHand, s: int, cards: Sequence[Card] = ()) -> SeatView:
    """A seat by the chips it put in the pot (its stack spent: all-in)."""
    spot = "allin" if hand.stacks[s] == 0 and not hand.folded[s] else "in"
    chips = hand.contributed[s]
    return SeatView(tuple(cards), ((spot, chips),) if chips else (), hand.folded[s])


# -- nl.call --------------------------------------------------------------------------------


def _turn_line(at: NLHand, seat: int, no: Numbers) -> Line:
    """Why it is ``seat``'s turn (seats from 0 in, from 1 in the words)."""
    acted = [r for r in at.history if r.street == at.street]
    if acted:
        return tline(QT_TRANSLATE_NOOP(
            "Trainer", "The action moves clockwise from seat {last}, the last to act, "
                       "passing seats that have folded or are all-in: seat {seat} is next"),
            last=no(acted[-1].seat), seat=no(seat))
    if at.street == Street.PREFLOP:
        return tline(QT_TRANSLATE_NOOP(
            "Trainer", "Before the flop the first to act sits left of the big blind (seat "
                       "{big}), passing seats that are all-in: seat {seat}"),
            big=no(at.bb_seat), seat=no(seat))
    return tline(QT_TRANSLATE_NOOP(
        "Trainer", "After the flop the first to act is the first seat still in left of the "
                   "button (seat {button}) with chips behind: seat {seat}"),
        button=no(at.setup.button), seat=no(seat))


def nl_call(rng: random.Random, level: int, focus: Optional[str]) -> Question:
    """At a decision point: the chips the seat to act adds to call, and its smallest raise-to
    (0 when it may not raise). Four in five questions face a bet."""
    # What the seat may raise: most often a full raise; else none, or all-in only.
    kinds = {RAISE_KIND: 0.7, NO_RAISE: 0.15, SHORT_ALLIN: 0.15}
    kind = focus if focus in kinds else rng.choices(list(kinds), list(kinds.values()))[0]
    # No raise and a short all-in face a bet: a full raise faces one in 5 of 7 questions
    # (4 in 5 in all), most often more than the big blind alone.
    facing = kind != RAISE_KIND or rng.random() < 5 / 7
    raised = facing and rng.random() < 0.75
    q = call_question(call_hand(rng, level, kind, facing, raised), level)
    return replace(q, case=kind)


def call_question(at: NLHand, level: int, ask_seat: bool = False,
                  no: Numbers = from_one) -> Question:
    """The nl.call question of a hand at a decision point: the chips to call and the smallest
    raise-to of the seat to act; ``ask_seat`` asks first whose turn it is (and the prompt
    does not say)."""
    legal = at.legal()
    assert legal is not None
    seat = no(legal.seat)
    raise_to = legal.min_raise_to or 0
    lines: list[Line] = []
    tags: set[str] = set()
    if legal.call_amount == 0:
        lines.append(tline(QT_TRANSLATE_NOOP(
            "Trainer", "Nobody has bet more than seat {seat} on this street: it can check, "
                       "0 to call"), seat=seat))
    elif legal.call_amount < legal.to_match - legal.bet:
        tags.add("call_all_in")
        lines.append(tline(QT_TRANSLATE_NOOP(
            "Trainer", "The bet to match is {to}; seat {seat} has {bet} in front of it and "
                       "only {stack} behind: it calls all-in for {call}"),
            to=legal.to_match, seat=seat, bet=legal.bet, stack=legal.stack,
            call=legal.call_amount))
    else:
        lines.append(tline(QT_TRANSLATE_NOOP(
            "Trainer", "The bet to match is {to}; seat {seat} has {bet} in front of it: "
                       "{to} - {bet} = {call} to call"),
            to=legal.to_match, seat=seat, bet=legal.bet, call=legal.call_amount))
    if legal.why_no_raise:
        tags.add("no_reopen" if legal.why_no_raise == NOT_REOPENED else "no_raise")
        why = legal.no_raise_line(seat)  # the table's and settle's words
        assert why is not None
        lines.append(why)
    elif legal.max_raise_to is not None and legal.min_raise_to == legal.max_raise_to and \
            legal.max_raise_to < legal.to_match + at.full_raise:
        tags.add("short_allin")
        lines.append(tline(QT_TRANSLATE_NOOP(
            "Trainer", "A full raise would be to {full}, more than seat {seat} has: its only "
                       "raise is all-in, to {to}"),
            full=legal.to_match + at.full_raise, seat=seat, to=legal.max_raise_to))
    elif legal.to_match == 0:
        lines.append(tline(QT_TRANSLATE_NOOP(
            "Trainer", "Nobody has bet on this street: the smallest bet is the big blind, "
                       "{to}"), to=raise_to))
    else:
        lines.append(tline(QT_TRANSLATE_NOOP(
            "Trainer", "The last full raise on this street was {full} (at least the big "
                       "blind): the smallest raise is to {to_match} + {full} = {to}"),
            full=at.full_raise, to_match=legal.to_match, to=raise_to))
    seats = [SeatView((), (("allin", at.bets[s]),) if at.stacks[s] == 0 and not at.folded[s]
                      else (("stack", at.stacks[s]), ("bet", at.bets[s])), at.folded[s])
             for s in range(at.n)]
    parts: list[Part] = [
        AmountPart("call", tline(QT_TRANSLATE_NOOP("Trainer", "To call (0 to check)")),
                   legal.call_amount),
        AmountPart("raise", tline(QT_TRANSLATE_NOOP(
            "Trainer", "Smallest bet or raise to (0 if none)")), raise_to)]
    prompt = tline(QT_TRANSLATE_NOOP(
        "Trainer", "Seat {seat} to act: the amount to call, and the smallest bet or "
                   "raise?"), seat=seat)
    if ask_seat:
        lines.insert(0, _turn_line(at, legal.seat, no))
        parts.insert(0, SeatsPart("to_act", tline(QT_TRANSLATE_NOOP("Trainer", "Whose action")),
                                  (seat,)))
        prompt = tline(QT_TRANSLATE_NOOP(
            "Trainer", "Whose action is it, what does that seat need to call, and what is "
                       "its smallest bet or raise?"))
    deal = NLDeal(at, frozenset(tags))
    # A question that asks whose turn it is does not outline the seat to act: that is its key.
    to_act = None if ask_seat else no(legal.seat) - 1
    return _question("nl.call", level, prompt, parts, _spread(seats, no), at.board,
                     _facts(at, no=no), lines, deal, to_act)


# -- nl.pots and nl.award -------------------------------------------------------------------
def _pot_lines(hand: NLHand, outcome: HandOutcome, no: Numbers) -> list[Line]:
    """Each pot cut as the core cuts it (app.core.nlhe.pots): up to the next all-in
    amount of a player still in, from every seat; chips above the top level (folded
    players') join the top pot."""
    contributed = hand.contributed
    live = [s for s in range(hand.n) if not hand.folded[s]]
    levels = sorted({contributed[s] for s in live if contributed[s] > 0})
    out, previous = [], 0
    views = _pot_views(outcome.pots, no)
    for i, (view, level) in enumerate(zip(views, levels, strict=True)):
        terms = [min(c, level) - min(c, previous) for c in contributed]
        if i == len(views) - 1:  # dead chips above the last level
            terms = [t + c - min(c, level) for t, c in zip(terms, contributed, strict=True)]
        added = Joined(tuple(t for t in terms if t), " + ")
        out.append(tline(QT_TRANSLATE_NOOP(
            "Trainer", "{pot}: what each seat put in above {low} and up to {level}, {terms} = "
                       "{amount}; seats {seats} can win it"), pot=view.title, low=previous,
            level=level, terms=added, amount=view.amount, seats=seat_list(view.seats)))
        previous = level
    return out


def _contributions_line(hand: NLHand, no: Numbers) -> Line:
    ins = Joined(tuple(Joined((no(s), c), ": ") for s, c in enumerate(hand.contributed) if c))
    return tline(QT_TRANSLATE_NOOP(
        "Trainer", "Chips in the pot by seat ({ins}); every all-in amount of a player still "
                   "in cuts a pot, and a folded player's chips stay in the pots it reached"),
        ins=ins)


def nl_pots(rng: random.Random, level: int, focus: Optional[str]) -> Question:
    """Once the betting is over: each pot's chips and the seats that can win it."""
    many = level == 3 or focus == "many_pots"  # else a main pot and one side pot or more
    q = pots_question(pots_hand(rng, level, 3 if many else 2), level)
    return replace(q, case="many_pots" if many else "side_pot")


def pots_question(hand: NLHand, level: int, board: Optional[Sequence[Card]] = None,
                  no: Numbers = from_one) -> Question:
    """The nl.pots question of a hand whose betting is over (``board``: the cards shown, the
    whole board by default)."""
    outcome = hand.outcome
    assert outcome is not None
    views = _pot_views(outcome.pots, no)
    parts: list[Part] = []
    for i, pot in enumerate(views):
        parts.append(AmountPart(f"pot{i}", tline(QT_TRANSLATE_NOOP("Trainer", "{pot}: chips"),
                                                 pot=pot.title), pot.amount))
        parts.append(SeatsPart(f"pot{i}_seats", tline(QT_TRANSLATE_NOOP("Trainer", "{pot}: seats"),
                                                      pot=pot.title), pot.seats))
    seats = [_seat_in_pot(hand, s) for s in range(hand.n)]
    tags = ({"folded_in_pot"} if any(hand.folded[s] and hand.contributed[s]
                                     for s in range(hand.n)) else set()) | (
        {"many_pots"} if len(views) >= 3 else set())
    prompt = tline(QT_TRANSLATE_NOOP(
        "Trainer", "Betting over: make the pots (chips, and the seats that can win each)"))
    lines = [_contributions_line(hand, no), *_pot_lines(hand, outcome, no)]
    deal = NLDeal(hand, frozenset(tags))
    return _question("nl.pots", level, prompt, parts, _spread(seats, no),
                     hand.board if board is None else board, _facts(hand, no=no), lines, deal)


def street_pot_question(at: NLHand, level: int, no: Numbers = from_one) -> Question:
    """At the start of a street (the betting of the one before is over): every chip in the
    middle, the antes and the folded seats' chips included."""
    parts: list[Part] = [AmountPart("pot", tline(QT_TRANSLATE_NOOP("Trainer", "Chips in the pot")),
                                    at.pot)]
    seats = [_seat_in_pot(at, s) for s in range(at.n)]
    terms = Joined(tuple(c for c in at.contributed if c), " + ")
    lines = [_contributions_line(at, no), tline(QT_TRANSLATE_NOOP(
        "Trainer", "The pot is every chip put in: {terms} = {amount}"), terms=terms,
        amount=at.pot)]
    prompt = tline(QT_TRANSLATE_NOOP(
        "Trainer", "The betting round is over: how many chips are in the pot?"))
    tags = {"folded_in_pot"} if any(at.folded[s] and at.contributed[s] for s in range(at.n)) \
        else set()
    return _question("nl.pots", level, prompt, parts, _spread(seats, no), at.board,
                     _facts(at, no=no), lines, NLDeal(at, frozenset(tags | {"street_pot"})))


def _has_split(hand: NLHand) -> bool:
    outcome = hand.outcome
    return outcome is not None and any(len(a.winners) > 1 and a.odd_chips
                                       for a in outcome.awards)


def nl_award(rng: random.Random, level: int, focus: Optional[str]) -> Question:
    """At the showdown: which seats win each pot, and the chips each winner receives."""
    split = focus == "odd_chips" or (level == 3 and rng.random() < 0.5)
    q = award_question(award_hand(rng, level, split), level)
    return replace(q, case="odd_chips" if split else "showdown")


def award_question(hand: NLHand, level: int, no: Numbers = from_one) -> Question:
    """The nl.award question of a hand that ended at a showdown."""
    outcome = hand.outcome
    assert outcome is not None
    views = _pot_views(outcome.pots, no)
    parts: list[Part] = []
    for i, (pot, award) in enumerate(zip(views, outcome.awards, strict=True)):
        parts.append(SeatsPart(f"pot{i}_winners", tline(QT_TRANSLATE_NOOP(
            "Trainer", "{pot}: who wins"), pot=pot.title),
            tuple(sorted(no(s) for s in award.winners))))
    won = outcome.won
    for s in sorted(outcome.showdown):  # every seat that shows: naming only the winners
        parts.append(AmountPart(f"won_{no(s)}", tline(QT_TRANSLATE_NOOP(  # would tell who won
            "Trainer", "Seat {seat} receives"), seat=no(s)), won[s]))
    shown = set(outcome.showdown)
    seats = [_seat_in_pot(hand, s, hand.setup.hole_cards[s] if s in shown else ())
             for s in range(hand.n)]
    lines: list[Line] = []
    for s, value in outcome.showdown.items():
        lines.append(tline(QT_TRANSLATE_NOOP("Trainer", "Seat {seat}: {hand}, {cards}"),
                           seat=no(s), hand=value.term, cards=shown_cards(value.best_five)))
    for pot, award in zip(views, outcome.awards, strict=True):
        winners = tuple(no(s) for s in award.winners)
        if len(winners) == 1:
            lines.append(tline(QT_TRANSLATE_NOOP("Trainer", "{pot} {amount}: seat {seat} has "
                                                            "the best hand of seats {seats}"),
                               pot=pot.title, amount=pot.amount, seat=winners[0],
                               seats=seat_list(pot.seats)))
            continue
        share = pot.amount // len(winners)
        lines.append(tline(QT_TRANSLATE_NOOP(
            "Trainer", "{pot} {amount}: seats {winners} tie and split it, {share} each"),
            pot=pot.title, amount=pot.amount, winners=seat_list(winners), share=share))
        odd = tuple(no(s) for s in award.odd_chips)
        if len(odd) == 1:
            lines.append(tline(QT_TRANSLATE_NOOP(
                "Trainer", "The odd chip goes to seat {seat}, the first winner clockwise from "
                           "the button (seat {button})"), seat=odd[0],
                button=no(hand.setup.button)))
        elif odd:
            lines.append(tline(Numerus.translate(
                "Trainer", "%n odd chip(s), one each to seats {seats}: the first winners "
                           "clockwise from the button (seat {button})", None, 0),
                seats=seat_list(odd), button=no(hand.setup.button)).with_count(len(odd)))
    tags = ({"odd_chips"} if _has_split(hand) else set()) | (
        {"side_pot"} if len(outcome.pots) > 1 else set())
    prompt = tline(QT_TRANSLATE_NOOP(
        "Trainer", "Showdown: who wins each pot, and what does each seat receive?"))
    deal = NLDeal(hand, frozenset(tags))
    return _question("nl.award", level, prompt, parts, _spread(seats, no), hand.board,
                     _facts(hand, views, no), lines, deal)


# The cases weak-area practice can ask for again (the tags that name them).
NL_CASES = {"nl.call": ("short_allin", "no_raise"), "nl.pots": ("many_pots",),
            "nl.award": ("odd_chips",)}


def _no_house(build: Callable[[random.Random, int, Optional[str]], Question]
              ) -> Callable[[random.Random, int, Optional[str], HouseProfile], Question]:
    """A no-limit drill: no house rules to deal under."""
    return lambda rng, level, focus, _house: build(rng, level, focus)


# No-limit's drills at their places in DRILLS (drill_spec.register), after the casino table's.
for _place, _drill in enumerate((
    Drill("nl.call", GAME, tterm("nl.call", QT_TRANSLATE_NOOP(
        "Trainer", "No-limit: to call and the smallest raise")), TARGETS["nl.call"],
        _no_house(nl_call), NL_CASES["nl.call"]),
    Drill("nl.pots", GAME, tterm("nl.pots", QT_TRANSLATE_NOOP(
        "Trainer", "No-limit: the main and side pots")), TARGETS["nl.pots"], _no_house(nl_pots),
        NL_CASES["nl.pots"]),
    Drill("nl.award", GAME, tterm("nl.award", QT_TRANSLATE_NOOP(
        "Trainer", "No-limit: who wins each pot")), TARGETS["nl.award"], _no_house(nl_award),
        NL_CASES["nl.award"]),
), 10):
    register(_place, _drill)
