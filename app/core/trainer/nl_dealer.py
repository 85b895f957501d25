"""Dealing for a no-limit table: when the dealer is asked what, and how the session went.

While the computer players play a hand, the table stops where a dealer must
get it right (GAMES.md §3, TRAINER.md's no-limit drills):

- ``action``: at the first decision of each street and after every bet or raise,
  whose action it is, the chips to call and the smallest raise-to (``nl.call``);
- ``street_pot``: when a betting round is over and the next street opens, the pot
  (``nl.pots``);
- ``pots``: when the betting is over with side pots (an all-in), each pot's chips
  and the seats that can win it (``nl.pots``);
- ``award``: at a showdown, who wins each pot and what each seat receives
  (``nl.award``).

The questions are the drills' own (app.core.trainer.nl_drills), built from the
hand on the table, so they are checked, explained and saved like drill answers.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass
from typing import Iterable, Optional, Sequence

from ..nlhe import NLHand, Street
from ..nlhe.actions import BET, RAISE
from ..nlhe.config import ASK_ACTION, ASK_AWARD, ASK_POTS, ASK_STREET_POT, ASKS
from .nl_drills import (
    Numbers,
    award_question,
    call_question,
    from_one,
    pots_question,
    street_pot_question,
)
from .questions import Question


def level_for(seats: int) -> int:
    """The drill level a table of ``seats`` players counts as (the drills' seat counts)."""
    return 1 if seats <= 4 else 2 if seats <= 6 else 3


def is_action_point(hand: NLHand) -> bool:
    """The first decision of a street, or the first after a bet or raise."""
    if hand.to_act is None:
        return False
    acted = [r for r in hand.history if r.street == hand.street]
    return not acted or acted[-1].kind in (BET, RAISE)


def before_action(hand: NLHand, asks: Iterable[str],
                  no: Numbers = from_one) -> Optional[Question]:
    """The question to ask before the seat to act decides, if any; ``no`` numbers the hand's
    seats as the table does."""
    if ASK_ACTION in asks and is_action_point(hand):
        return call_question(hand.replay(), level_for(hand.n), ask_seat=True, no=no)
    return None


def after_action(hand: NLHand, street_before: Street, asks: Iterable[str],
                 no: Numbers = from_one) -> list[Question]:
    """The questions to ask after an action moved the hand on (in the order asked)."""
    asks = set(asks)
    level = level_for(hand.n)
    out: list[Question] = []
    if not hand.is_over:
        if hand.street > street_before and ASK_STREET_POT in asks:
            out.append(street_pot_question(hand.replay(), level, no))
        return out
    outcome = hand.outcome
    assert outcome is not None
    pots, award = len(outcome.pots) >= 2 and ASK_POTS in asks, \
        len(outcome.showdown) >= 2 and ASK_AWARD in asks
    if not pots and not award:
        return out
    hand = hand.replay()  # the questions keep their own copy
    if pots:
        # The pots are made when the betting ends, before the rest of the board is dealt.
        last = hand.history[-1].street if hand.history else Street.PREFLOP
        out.append(pots_question(hand, level, hand.setup.board[:last.board_cards], no))
    if award:
        out.append(award_question(hand, level, no))
    return out


def question_kind(q: Question) -> str:
    """Which of :data:`ASKS` a dealing question is."""
    if q.drill == "nl.call":
        return ASK_ACTION
    if q.drill == "nl.award":
        return ASK_AWARD
    return ASK_STREET_POT if "street_pot" in q.tags else ASK_POTS


@dataclass(frozen=True)
class KindStats:
    """How the dealer did on one kind of question."""

    kind: str
    asked: int
    right: int
    median_seconds: Optional[float]

    @property
    def accuracy(self) -> float:
        return self.right / self.asked if self.asked else 0.0


def dealing_stats(results: Sequence[tuple[str, bool, float]]) -> list[KindStats]:
    """Per kind of question (in :data:`ASKS` order, asked ones only): asked, right, median
    seconds; ``results`` are (kind, right, seconds)."""
    out = []
    for kind in ASKS:
        mine = [r for r in results if r[0] == kind]
        if mine:
            out.append(KindStats(kind, len(mine), sum(r[1] for r in mine),
                                 statistics.median(r[2] for r in mine)))
    return out
