"""A casino hand dealt step by step, with a history to step back through.

Both casino games follow the same procedure: bets placed, cards dealt, streets
opened, each seat's decisions in seat order, the dealer's cards shown, then the
settlement. Every step is an :class:`Action`; ``can()`` says whether it is
allowed now, ``verify()`` raises :class:`ActionError` with the reason,
``apply()`` appends it to the history and returns a :class:`StepRecord`
(the vocabulary of pokerkit, shared with the no-limit hand). ``undo()`` pops the last step (the
python-chess push/pop idea): the state is always the replay of the history,
so stepping back can never disagree with stepping forward. The cards are
fixed when the hand is created, so a step back and forward shows the same.
"""

from __future__ import annotations

import enum
import random
from dataclasses import dataclass
from typing import Mapping, Optional, Sequence

from ..cards import Card, CardError, Deck, five, make_rng, two, verify_distinct
from ..errors import ActionError
from ..text import Line
from .bets import BetSpec
from .settlement import Settlement, TableOutcome


class Stage(enum.Enum):
    """How far the hand has gone (named by the last step taken)."""

    BETS = "bets"
    DEALT = "dealt"
    FLOP = "flop"
    TURN = "turn"
    RIVER = "river"
    SHOWDOWN = "showdown"
    SETTLED = "settled"


_STAGE_AFTER = {"deal": Stage.DEALT, "flop": Stage.FLOP, "turn": Stage.TURN,
                "river": Stage.RIVER, "reveal": Stage.SHOWDOWN, "settle": Stage.SETTLED}
_NEXT_STEP = {Stage.BETS: "deal", Stage.DEALT: "flop", Stage.FLOP: "turn",
              Stage.TURN: "river", Stage.RIVER: "reveal", Stage.SHOWDOWN: "settle"}
_BOARD_SHOWN = {"flop": 3, "turn": 4, "river": 5}




@dataclass(frozen=True)
class Action:
    """One step of a hand: a dealer's step, or a seat's decision (``choice``)."""

    kind: str  # deal, flop, turn, river, reveal, settle, decide
    seat: Optional[int] = None
    choice: Optional[str] = None


@dataclass(frozen=True)
class StepRecord:
    """An applied step: its place in the history, the step, and the stage it led to."""

    index: int
    action: Action
    stage: Stage


@dataclass(frozen=True)
class SeatBets:
    """The bets a seat places before the deal."""

    ante: int
    bonus: int = 0


@dataclass(frozen=True)
class HandCards:
    """Every card of a hand: two per seat, the dealer's two, the five board cards."""

    players: tuple[tuple[Card, Card], ...]
    dealer: tuple[Card, Card]
    board: tuple[Card, Card, Card, Card, Card]

    @classmethod
    def complete(cls, seats: int, rng: random.Random | None = None,
                 players: Sequence[Sequence[Optional[Card]]] = (),
                 dealer: Sequence[Optional[Card]] = (),
                 board: Sequence[Optional[Card]] = ()) -> "HandCards":
        """Fill every card not given (None or missing) from a shuffled deck."""
        rows = [list(players[i]) if i < len(players) else [] for i in range(seats)]
        rows = [r + [None] * (2 - len(r)) for r in rows]
        d = list(dealer) + [None] * (2 - len(dealer))
        b = list(board) + [None] * (5 - len(board))
        if any(len(r) != 2 for r in rows) or len(d) != 2 or len(b) != 5:
            raise CardError("a seat and the dealer get two cards, the board five")
        given = [c for c in (*sum(rows, []), *d, *b) if c is not None]
        verify_distinct(given)
        deck = Deck(rng or make_rng(), exclude=given)

        def fill(cards: list[Optional[Card]]) -> tuple[Card, ...]:
            return tuple(c if c is not None else deck.deal()[0] for c in cards)

        return cls(tuple(two(fill(r)) for r in rows), two(fill(d)), five(fill(b)))


class StepHand:
    """The procedure shared by both casino games; subclasses add the rules.

    Subclasses set ``GAME`` (the game's registry id), ``BETS`` (the bet spots in
    layout order), ``DECISIONS`` (the stage at which seats decide -> the
    choices, the folding choice first) and implement ``_settle_seat``.
    """

    GAME = ""
    rules: object  # the game's rules, set by each subclass
    BETS: tuple[BetSpec, ...] = ()
    DECISIONS: dict[Stage, tuple[str, ...]] = {}
    FOLD = "fold"

    def __init__(self, seats: Sequence[SeatBets], cards: HandCards | None = None,
                 rng: random.Random | None = None,
                 script: Mapping[tuple[Stage, int], str] | None = None) -> None:
        if not 1 <= len(seats) <= 7:
            raise ActionError("a table has 1 to 7 player seats")
        self.seats = tuple(seats)
        self.cards = cards or HandCards.complete(len(seats), rng)
        if len(self.cards.players) != len(self.seats):
            raise CardError("every seat needs its two cards")
        verify_distinct([*sum(self.cards.players, ()), *self.cards.dealer, *self.cards.board])
        for (stage, seat), choice in (script or {}).items():
            if stage not in self.DECISIONS or choice not in self.DECISIONS[stage] \
                    or not 0 <= seat < len(self.seats):
                raise ActionError(f"a planned decision {choice!r} for seat {seat + 1} "
                                  f"does not fit this game")
        self.script = dict(script or {})
        self._history: list[Action] = []
        self._replay()

    # -- state, always derived from the history ------------------------------------
    def _replay(self) -> None:
        self.stage = Stage.BETS
        self.decisions: dict[tuple[Stage, int], str] = {}
        self.board_shown = 0
        self.settlements: dict[int, Settlement] = {}
        for action in self._history:
            self._effect(action)

    def _effect(self, action: Action) -> None:
        if action.kind == "decide":
            assert action.seat is not None and action.choice is not None  # as legal() made it
            self.decisions[self.stage, action.seat] = action.choice
            return
        self.stage = _STAGE_AFTER[action.kind]
        self.board_shown = _BOARD_SHOWN.get(action.kind, self.board_shown)
        if action.kind == "settle":
            self.settlements = {i: self._settle_seat(i) for i in range(len(self.seats))}

    @property
    def history(self) -> tuple[Action, ...]:
        return tuple(self._history)

    @property
    def dealer_shown(self) -> bool:
        return self.stage in (Stage.SHOWDOWN, Stage.SETTLED) and any(
            a.kind == "reveal" for a in self._history)

    def folded(self, seat: int) -> bool:
        return self.FOLD in (self.decisions.get((s, seat)) for s in self.DECISIONS)

    def choice(self, stage: Stage, seat: int) -> Optional[str]:
        """What ``seat`` decided at ``stage``, if it has."""
        return self.decisions.get((stage, seat))

    def to_decide(self) -> Optional[int]:
        """The seat whose decision is due now, if one is."""
        if self.stage not in self.DECISIONS:
            return None
        for seat in range(len(self.seats)):
            if not self.folded(seat) and (self.stage, seat) not in self.decisions:
                return seat
        return None

    # -- the steps -----------------------------------------------------------------
    def _next_step(self) -> Optional[str]:
        """The dealer's next step once no decision is due (subclasses may shorten)."""
        return _NEXT_STEP.get(self.stage)

    def legal_actions(self) -> list[Action]:
        seat = self.to_decide()
        if seat is not None:
            return [Action("decide", seat, c) for c in self.DECISIONS[self.stage]]
        step = self._next_step()
        return [] if step is None else [Action(step)]

    def verify(self, action: Action) -> None:
        """Raise ActionError saying why ``action`` is not allowed now."""
        legal = self.legal_actions()
        if action in legal:
            return
        if not legal:
            raise ActionError("the hand is settled: nothing more to do")
        seat = self.to_decide()
        if seat is not None:
            raise ActionError(f"seat {seat + 1} must decide first "
                              f"({' or '.join(a.choice for a in legal if a.choice)})")
        raise ActionError(f"the next step is '{legal[0].kind}', not '{action.kind}'")

    def can(self, action: Action) -> bool:
        return action in self.legal_actions()

    def apply(self, action: Action) -> StepRecord:
        """Take a legal step (ActionError, with nothing changed, for any other)."""
        self.verify(action)
        self._history.append(action)
        self._effect(action)
        return StepRecord(len(self._history) - 1, action, self.stage)

    def undo(self) -> Optional[Action]:
        """Take back the last step; None when nothing was done yet."""
        if not self._history:
            return None
        action = self._history.pop()
        self._replay()
        return action

    def next_action(self) -> Optional[Action]:
        """The next step; a seat decides as planned, else by the stated simple strategy."""
        seat = self.to_decide()
        if seat is not None:
            return Action("decide", seat, self.planned(self.stage, seat))
        legal = self.legal_actions()
        return legal[0] if legal else None

    def planned(self, stage: Stage, seat: int) -> str:
        """What ``seat`` does at ``stage``: its decision if made, the plan, or the strategy."""
        return (self.decisions.get((stage, seat)) or self.script.get((stage, seat))
                or self.strategy(seat, stage))

    def plan(self, seat: int) -> dict[Stage, str]:
        """Every decision ``seat`` makes in this hand, up to a fold."""
        out: dict[Stage, str] = {}
        for stage in self.DECISIONS:
            out[stage] = self.planned(stage, seat)
            if out[stage] == self.FOLD:
                break
        return out

    def strategy(self, seat: int, stage: Stage) -> str:
        """The game's stated simple strategy for ``seat`` deciding at ``stage``."""
        raise NotImplementedError

    def _decisions_of(self, seat: int) -> dict[str, str]:
        """What ``seat`` decided, by stage id."""
        return {stage.value: c for stage in self.DECISIONS
                if (c := self.choice(stage, seat)) is not None}

    def dealer_note(self) -> Optional[Line]:
        """A rule to say when the dealer shows the cards (a qualification), if the game has one."""
        return None

    def _settle_seat(self, seat: int) -> Settlement:
        raise NotImplementedError

    # -- the bets and the result ---------------------------------------------------------
    def bet_spec(self, bet: str) -> BetSpec:
        for spec in self.BETS:
            if spec.id == bet:
                return spec
        raise KeyError(f"this game has no bet {bet!r}")

    def placed_by(self, stage: Stage, choice: str) -> Optional[str]:
        """The bet a decision places (``call`` at the flop places the call), if any."""
        for spec in self.BETS:
            if spec.stage == stage.value and spec.choice == choice:
                return spec.id
        return None

    def stake(self, seat: int, bet: str) -> int:
        """The chips on ``seat``'s ``bet`` spot now: as settled, or as placed so far."""
        settled = self.settlements.get(seat)
        if settled is not None:
            return settled.bet(bet).stake
        spec = self.bet_spec(bet)
        bets = self.seats[seat]
        decision = None if spec.stage is None else self.choice(Stage(spec.stage), seat)
        return spec.stake(bets.ante, bets.bonus, decision)

    def outcome(self) -> Optional[TableOutcome]:
        """The settled result of every seat (python-chess's ``Board.outcome()``), or None
        before the settlement."""
        if self.stage is not Stage.SETTLED:
            return None
        return TableOutcome(tuple(self.settlements[i] for i in range(len(self.seats))))

    def fold_settlement(self, seat: int) -> Optional[Settlement]:
        """A folded seat's settlement, known from its fold on (GAMES.md §1 and §2: the
        fold loses the ante there and then, and the dealer takes it before the next card),
        the same as the final settlement gives it; None for a seat still in the hand. A
        side bet settled on the folded cards is decided here too, but the dealer settles
        it only with the others (the Hold'em Bonus's top line needs the dealer's cards)."""
        if not self.folded(seat):
            return None
        return self.settlements.get(seat) or self._settle_seat(seat)

    def all_folded(self) -> bool:
        return all(self.folded(s) for s in range(len(self.seats)))
