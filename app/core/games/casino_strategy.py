"""How the seats decide at the flop in Casino Hold'em: a published rule of thumb, as data.

A seat calls when any of :data:`CALL_RULES` holds for its two cards and the flop, and
folds only when none does. The rules are our reading of two published rules of thumb,
which say less than the rules need, so the readings are ours:

- cardsflip.com, "Casino Hold'em Rules", section Strategy: "Experts suggest you call
  with: Ace or King High, Flush draw or straight draw, two Over Cards (when your hole
  cards are higher than all the cards currently on board) and Queen Jack H[igh]" (the
  same page: call in 82% of the cases, fold only weak cards). The stored copy breaks off
  at "Queen Jack H", which may mean a queen and a jack together; we read it as a queen or
  a jack in hand, like "Ace or King High".
- practicalwebtools.com, "Casino Hold'em Calculator" guide: "Fold only with truly
  hopeless holdings: no pair, no flush draw, no straight draw, and poor high cards"; it
  also names "any draw with 8+ outs", which leaves out an inside straight draw (4 outs);
  we call an inside straight draw too, as the first page's "straight draw" does.

Read here: a flush draw is four cards of one suit; a straight draw is four cards of a
straight, open-ended or inside; "high" is a card of the player's own; a pair is one the
player's cards make: a pair on the flop alone is the dealer's as much as the player's,
so it is no reason to call by itself, while three of a kind on the flop is (neither source
says; measured on the same 20 million deals, seed 2027: the house keeps 3.33% with board
trips a reason to call, 3.36% without, 4.47% with a board pair one too, so board trips
count and a board pair does not).

What it costs: the best strategy (GAMES.md §4: house edge 2.15765% on the ante table
``100-20-10-3-2-1``, 81.99% of hands called) looks at every card; this one gives the
house :data:`MEASURED` (``python -m benchmarks ch_strategy``: 3.33%, 79.14% of hands
called), against 10.4% (66.8% called) for the table's earlier strategy (a pair or better,
four to a flush, an ace or a king).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional, Sequence

from ..cards import RANKS, Card, rank_char, suit_char
from ..text import QT_TRANSLATE_NOOP, Line, Term, Translate, decimal_format

CALL, FOLD = "call", "fold"
ACE = RANKS.index("A")
HIGH_CARDS = "AKQJ"  # "Ace or King High ... Queen Jack H[igh]"


@dataclass(frozen=True)
class Flop:
    """What the rules read: the player's two ranks and the flop's three (0 = deuce ..
    12 = ace), and the five cards' suits (None when only the ranks are known)."""

    hole: tuple[int, int]
    flop: tuple[int, int, int]
    suits: Optional[tuple[str, ...]] = None

    @classmethod
    def of(cls, hole: Sequence[Card], flop: Sequence[Card]) -> "Flop":
        ranks = [RANKS.index(rank_char(c)) for c in (*hole, *flop)]
        return cls((ranks[0], ranks[1]), (ranks[2], ranks[3], ranks[4]),
                   tuple(suit_char(c) for c in (*hole, *flop)))


def _made_hand(f: Flop) -> bool:
    ranks = [*f.hole, *f.flop]
    counts = sorted((ranks.count(r) for r in set(ranks)), reverse=True)
    if counts[0] >= 3 or counts[:2] == [2, 2]:  # trips or better, two pair
        return True
    if counts[0] < 2:
        return False
    return f.hole[0] == f.hole[1] or any(r in f.flop for r in f.hole)


def _four_flush(f: Flop) -> bool:
    return f.suits is not None and max(f.suits.count(s) for s in set(f.suits)) >= 4


def _four_straight(f: Flop) -> bool:
    present = {*f.hole, *f.flop}
    if ACE in present:
        present.add(-1)  # the ace below the two, for A-2-3-4-5
    return any(len(present & set(range(low, low + 5))) >= 4 for low in range(-1, 9))


def _high_card(f: Flop) -> bool:
    return any(RANKS[r] in HIGH_CARDS for r in f.hole)


def _two_overcards(f: Flop) -> bool:
    return min(f.hole) > max(f.flop)


@dataclass(frozen=True)
class CallRule:
    """One reason to call: its id, its words (for the rules page) and its test."""

    id: str
    text: Term
    holds: Callable[[Flop], bool]


def _rule(rule_id: str, text: str, holds: Callable[[Flop], bool]) -> CallRule:
    return CallRule(rule_id, Term(rule_id, text, "Strategy"), holds)


CALL_RULES: tuple[CallRule, ...] = (
    _rule("made_hand", QT_TRANSLATE_NOOP(
        "Strategy", "a pair the player's cards make, or two pair or better (a pair on the "
                    "flop alone does not count)"), _made_hand),
    _rule("four_flush", QT_TRANSLATE_NOOP("Strategy", "four cards of one suit (a flush draw)"),
          _four_flush),
    _rule("four_straight", QT_TRANSLATE_NOOP(
        "Strategy", "four cards of a straight, open-ended or inside (a straight draw)"),
        _four_straight),
    _rule("high_card", QT_TRANSLATE_NOOP(
        "Strategy", "an ace, a king, a queen or a jack among the player's two cards"), _high_card),
    _rule("two_overcards", QT_TRANSLATE_NOOP(
        "Strategy", "both of the player's cards higher than every card of the flop "
                    "(two overcards)"), _two_overcards),
)


def call_reasons(hole: Sequence[Card], flop: Sequence[Card]) -> tuple[str, ...]:
    """The ids of the rules that hold for these cards (none: the seat folds)."""
    f = Flop.of(hole, flop)
    return tuple(rule.id for rule in CALL_RULES if rule.holds(f))


def decide(hole: Sequence[Card], flop: Sequence[Card]) -> str:
    """``call`` when any rule holds for the player's two cards and the flop, else ``fold``."""
    return CALL if call_reasons(hole, flop) else FOLD


def calls_on_ranks(hole: Sequence[int], flop: Sequence[int]) -> bool:
    """Whether a rule but the flush draw holds for these ranks (0 = deuce .. 12 = ace): the
    decision of a hand dealt so that no four cards share a suit."""
    f = Flop((hole[0], hole[1]), (flop[0], flop[1], flop[2]))
    return any(rule.holds(f) for rule in CALL_RULES)


@dataclass(frozen=True)
class Measured:
    """This strategy's figures on the default ante table, by the benchmark's simulation:
    the house edge and the share of hands called (percent, with their 95% intervals), over
    ``hands`` deals from ``seed``."""

    house_edge: str
    house_edge_low: str
    house_edge_high: str
    called: str
    called_low: str
    called_high: str
    hands: int
    seed: int
    ante_paytable: str = "100-20-10-3-2-1"


MEASURED = Measured("3.33", "3.22", "3.45", "79.14", "79.13", "79.16", 20_000_000, 2027)


def figures(translate: Translate, best_edge: str, best_called: str) -> str:
    """:data:`MEASURED` beside the best strategy's published figures (``best_edge``,
    ``best_called``: percent digits as GAMES.md §4 prints them), in ``translate``'s language."""
    m, d = MEASURED, decimal_format(translate)
    # A count in a sentence, grouped as the language writes it ("20,000,000" where the
    # translation writes plain digits: English's, kept plain for machine-read output).
    number = getattr(translate, "number", None)
    hands = number(m.hands) if callable(number) else f"{m.hands:,}"
    return Line.in_context("Strategy", QT_TRANSLATE_NOOP(
        "Strategy", "Simulated over {hands} hands (seed {seed}, ante table {table}): the house "
                    "keeps {edge}% of the ante (95% interval {edge_low}% to {edge_high}%) and "
                    "the seats call {called}% of hands ({called_low}% to {called_high}%). "
                    "Published for the best strategy, which weighs every card: {best_edge}% "
                    "and {best_called}%."),
        hands=hands, seed=str(m.seed), table=m.ante_paytable, edge=d(m.house_edge),
        edge_low=d(m.house_edge_low), edge_high=d(m.house_edge_high), called=d(m.called),
        called_low=d(m.called_low), called_high=d(m.called_high), best_edge=d(best_edge),
        best_called=d(best_called)).render(translate)


def sources(translate: Translate) -> str:
    """Where the rules of thumb are published and how we read them, in ``translate``'s
    language."""
    return Line.in_context("Strategy", QT_TRANSLATE_NOOP(
        "Strategy", "Source: our reading of the rules of thumb published at {first} "
                    "(\"Casino Hold'em Rules\", Strategy: call with ace or king high, a flush "
                    "or straight draw, two overcards and \"Queen Jack H...\", where the page "
                    "breaks off: read as a queen or a jack in hand, not only the two together) "
                    "and {second} (fold only with no pair, no flush draw, no straight draw and "
                    "poor high cards; its \"any draw with 8+ outs\" read to take in an inside "
                    "straight draw, 4 outs, too)."),
        first="cardsflip.com", second="practicalwebtools.com").render(translate)
