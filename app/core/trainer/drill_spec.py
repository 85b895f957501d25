"""The drills as data: one :class:`Drill` per drill, registered by the module that builds it.

As with the games (``app/core/games/registry.py``), this module is a leaf: it
knows no drill. ``drills.py``, ``nl_drills.py``, ``skills.py``, ``audit.py`` and
``announce.py`` each register theirs with :func:`register`; ``drills.py``
imports them all and is where the trainer asks for a question (``generate``).
The helpers the drill modules share (steering a deal to a case, a seat as the
felt shows it) are here too, so no drill module imports another.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Optional, Sequence

from ..errors import HandBuildError
from ..evaluator import Category
from ..games.registry import find_game
from ..games.settlement import Outcome, Settlement
from ..profiles import HouseProfile
from ..text import Term
from .deals import Deal, SeatDeal, Want
from .questions import Question, SeatView


@dataclass(frozen=True)
class Drill:
    """A drill: its id, game, name, target seconds per level, the cases it steers to."""

    id: str
    game: str
    title: Term
    targets: tuple[float, float, float]
    build: Callable[..., Question]  # (rng, level, focus, house[, chip values])
    cases: tuple[str, ...] = ()
    chips: bool = False  # the answer is a payout that may be built from chips
    chip_set: bool = False  # the question is about the table's chips: built with their values
    # Whether a case can be asked at a level under a house (None: every case, everywhere).
    offers: Optional[Callable[[str, int, HouseProfile], bool]] = None

    def offered(self, level: int, house: HouseProfile) -> tuple[str, ...]:
        """The cases this drill asks at ``level`` under ``house``: a case the house's rules
        make impossible (no pay line of 20 or more, a tie the dealer wins asked as a push) is
        neither drawn nor practised, and asked for it the drill raises."""
        return tuple(c for c in self.cases if self.offers is None or self.offers(c, level, house))


# Every drill, in its place: an exam code names its drills by their place in this order.
DRILLS: dict[str, Drill] = {}
_PLACES: dict[str, int] = {}


def register(place: int, drill: Drill) -> Drill:
    """Add ``drill`` at ``place`` (from 0). A drill keeps its place for ever (exam codes
    already given name it by its place); a new drill takes the next free one."""
    taken = {p: d for d, p in _PLACES.items()}
    if taken.get(place, drill.id) != drill.id:
        raise ValueError(f"drill {drill.id!r}: place {place} is {taken[place]!r}'s")
    _PLACES[drill.id] = place
    ordered = sorted({**DRILLS, drill.id: drill}.values(), key=lambda d: _PLACES[d.id])
    DRILLS.clear()
    DRILLS.update((d.id, d) for d in ordered)
    return drill


def target(drill: str, level: int) -> float:
    """The target seconds of ``drill`` at ``level``."""
    return DRILLS[drill].targets[level - 1]


def seat_view(deal: Deal, seat: SeatDeal, shown: Optional[tuple[str, ...]]) -> SeatView:
    """A seat as the felt shows it: its cards and the stakes of the bets ``shown`` (every
    bet when None), in the order a dealer settles them."""
    bets = []
    for bet in find_game(deal.game).settle_order:
        if shown is None or bet in shown:
            bets.append((bet, seat.settlement.bet(bet).stake))
    return SeatView(seat.cards, tuple(bets), seat.settlement.outcome is Outcome.FOLD)


def case_of(rng: random.Random, focus: Optional[str], cases: tuple[str, ...]) -> Optional[str]:
    """The case to steer to: the focus of weak-area practice, or half the time a tricky one."""
    if focus in cases:
        return focus
    return rng.choice(cases) if cases and rng.random() < 0.5 else None


@dataclass(frozen=True)
class Kind:
    """One kind of answer a drill asks: how often, what it is, the cases that show it."""

    weight: float
    want: Want
    cases: tuple[str, ...] = ()


def steer(rng: random.Random, focus: Optional[str], cases: tuple[str, ...],
          kinds: Sequence[Kind]) -> tuple[Optional[str], Optional[Want]]:
    """The case and the kind of answer of the next question.

    Weak-area practice asks for its focus, whatever the answer. Otherwise the
    kind of answer is drawn first, by weight, so that no one answer (0 paid,
    a fold, a tie, "no") is the key of most questions and a trainee who types
    the same answer every time fails; then, half the time, a tricky case that
    can show that kind of answer.
    """
    if focus in cases:
        return focus, None
    kind = rng.choices(list(kinds), [k.weight for k in kinds])[0]
    return case_of(rng, None, kind.cases), kind.want


def dealt(rng: random.Random, focus: Optional[str], cases: tuple[str, ...],
          kinds: Sequence[Kind],
          deal: Callable[[Optional[str], Optional[Want]], Deal]) -> tuple[Optional[str], Deal]:
    """The case of the next question and its deal (``deal(case, want)``), steered as
    :func:`steer` does. A kind of answer drawn that no deal shows under the rules drawn (a
    line of bets and an outcome a few hands in a thousand, built for no case) is drawn
    again, never asked as another; a focus no deal shows is an error."""
    for _ in range(BUILDS_REDRAWN):
        case, want = steer(rng, focus, cases, kinds)
        try:
            return case, deal(case, want)
        except HandBuildError:
            if want is None:
                raise
    raise HandBuildError(f"no deal showed any of {len(kinds)} kinds of answer")


BUILDS_REDRAWN = 8


# -- Kinds of answer within what the trainee sees --------------------------------------------
# TRAINER.md: no rule of thumb (a rule that reads the stakes, the bet names and the prompt,
# never the cards) is right on 40% of a drill's questions. A Hold'em Bonus seat's play bets
# show its line: no bet, bets checked down, checked then bet on the turn, bet throughout;
# each line's outcomes are drawn evenly enough that none is the key of its line's questions
# (checked down used to lose; bet throughout, win with the ante pushed).
FOLD = "fold"


def thb_line(s: Settlement) -> str:
    """The play bets a Hold'em Bonus seat made: "fold", or the flop's and the turn's
    ("check/check", "check/bet", "bet/bet")."""
    if s.outcome is Outcome.FOLD:
        return FOLD
    return "/".join("bet" if s.bet(street).stake else "check" for street in ("flop", "turn"))


def _tie(s: Settlement) -> bool:
    return s.player.rank == s.dealer.rank


def thb_loses(s: Settlement) -> bool:
    """The dealer's hand is better (a tie apart, whatever the table does with it)."""
    return s.outcome is Outcome.DEALER_WINS and not _tie(s)


def thb_ante_paid(s: Settlement) -> bool:
    return s.outcome is Outcome.PLAYER_WINS and s.bet("ante").net > 0


def thb_ante_pushed(s: Settlement) -> bool:
    """The player wins below the hand the table pays the ante on."""
    return s.outcome is Outcome.PLAYER_WINS and s.bet("ante").net == 0


def by_line(line_of: Callable[[Settlement], str], lines: Sequence[tuple[str, float]],
            outcomes: dict[str, Sequence[Kind]]) -> tuple[Kind, ...]:
    """The kinds of answer of each line of bets (by weight) and, within it, each outcome of
    ``outcomes[line]`` (by weight): a kind asks both."""
    kinds = []
    for line, weight in lines:
        total = sum(k.weight for k in outcomes[line])
        for k in outcomes[line]:
            kinds.append(Kind(weight * k.weight / total, _on_line(line_of, line, k.want),
                              k.cases))
    return tuple(kinds)


def split(kind: Kind, want: Want, share: float) -> tuple[Kind, Kind]:
    """``kind`` asked with ``want`` on ``share`` of its questions, without it on the rest."""
    return (Kind(kind.weight * share, lambda s: kind.want(s) and want(s), kind.cases),
            Kind(kind.weight * (1 - share), lambda s: kind.want(s) and not want(s), kind.cases))


def thb_bonus_pays(s: Settlement) -> bool:
    return s.bet("bonus").net > 0


THB_LINES = (("check/check", 0.52), ("bet/bet", 0.39), ("check/bet", 0.07))


def thb_kinds(folds: float, loses: float, ante_paid: float, ante_pushed: float, ties: float,
              bonus: bool) -> tuple[Kind, ...]:
    """A Hold'em Bonus seat's kinds of answer: folds, then each line of play bets (checked
    down, bet throughout, checked then bet, about as the seats play them) with its losses,
    wins with the ante paid, wins with it pushed and ties by these weights. A tie after
    checking the flop and betting the turn is one hand in a thousand: that line's ties are
    wins with the ante pushed. With a bonus bet (which pays on one hand in ten), a win of it
    is drawn in a third of the lines' losses and wins where the cards make one often enough
    (a pocket pair always bets the flop; checked down, a win with the ante paid is a flush or
    a straight, seldom with a pair or an ace)."""
    lose, paid, pushed, tie = (
        Kind(loses, thb_loses, ("dealer_wins",)),
        Kind(ante_paid, thb_ante_paid, ("player_wins",)),
        Kind(ante_pushed, thb_ante_pushed, ("ante_push_below_straight",)),
        Kind(ties, _tie, ("tie",)))

    def won(*kinds: Kind) -> tuple[Kind, ...]:
        return tuple(k for kind in kinds
                     for k in (split(kind, thb_bonus_pays, 1 / 3) if bonus else (kind,)))
    return (Kind(folds, lambda s: s.outcome is Outcome.FOLD, ("fold",)),
            *by_line(thb_line, [(line, w * (1 - folds)) for line, w in THB_LINES], {
                "check/check": (*won(lose, pushed), paid, tie),
                "bet/bet": (*won(lose, paid, pushed), tie),
                "check/bet": (lose, paid, Kind(ante_pushed + ties, pushed.want, pushed.cases))}))


def _on_line(line_of: Callable[[Settlement], str], line: str, want: Want) -> Want:
    return lambda s: line_of(s) == line and want(s)


# Casino Hold'em: what the ante and the call are paid, by kind. A win at even money pays three
# antes, a dealer who does not qualify one, a flush or better four or more; each kind well under
# 40% with the folds (whose 0 the felt shows) beside it.
def wins_with(flush_or_better: bool) -> Want:
    """The player wins, with a flush or better (the ante paid by the table's upper lines,
    2 to 1 or more at GAMES.md's tables) or with a straight or lower (even money)."""
    return lambda s: s.outcome is Outcome.PLAYER_WINS and \
        (s.player.category <= Category.FLUSH) == flush_or_better


def ante_call_paid(s: Settlement) -> int:
    return max(0, s.bet("ante").net + s.bet("call").net)


ANTE_CALL_KINDS = (
    Kind(0.27, wins_with(False), ("qualify_boundary", "hand_straight")),
    Kind(0.31, wins_with(True), ("hand_flush",)),
    Kind(0.27, lambda s: s.outcome is Outcome.DEALER_NOT_QUALIFIED, ("dealer_not_qualified",)),
    # Nothing paid: a fold kept apart, as the seats fold about one hand in five (TRAINER.md:
    # folds stay in, at least one question in twenty).
    Kind(0.07, lambda s: ante_call_paid(s) == 0 and s.outcome is not Outcome.FOLD,
         ("push", "board_plays")),
    Kind(0.08, lambda s: s.outcome is Outcome.FOLD, ("fold",)),
)


# The cases of a Casino Hold'em seat and of a Hold'em Bonus seat settled whole (the table
# drills and the word problems steer to them).
CH_CASES = ("dealer_not_qualified", "qualify_boundary", "board_plays", "push", "fold",
            "hand_flush", "hand_straight")
THB_TOTAL_CASES = ("tie", "ante_push_below_straight", "fold", "dealer_wins", "player_wins")
