"""One no-limit Texas Hold'em hand as a state machine (GAMES.md §3).

The hand posts the antes and blinds, then knows whose turn it is and the
whole legal set (:meth:`NLHand.legal`). :meth:`NLHand.act` validates an
action, refuses it with the reason and the legal range (changing nothing),
or applies it and appends an :class:`ActionRecord`. Betting rounds close by
themselves; the next street opens, the board runs out when at most one
player can still bet, uncalled chips go back, and the end of the hand is a
value, :attr:`NLHand.outcome`. ``undo()`` pops the last action: the state is
always the replay of the setup and the actions, so stepping back can never
disagree with stepping forward.

Rules decisions (documented in the package docstring): a short stack posts
what it has, ante first, then its blind; before the flop the amount to call
is the full big blind even when the big blind is short; when every other
player still in is all-in, a player only has to match the largest of their
bets and may not raise.
"""

from __future__ import annotations

import random
from typing import Optional, Sequence

from ..cards import Card
from ..errors import said
from ..text import QT_TRANSLATE_NOOP, Line
from .actions import (
    ALLIN,
    BET,
    CALL,
    CHECK,
    FOLD,
    NOBODY_CAN_ANSWER,
    NOT_REOPENED,
    OTHERS_ALL_IN,
    RAISE,
    STACK_ONLY_CALLS,
    Action,
    ActionError,
    ActionRecord,
    LegalActions,
    Post,
    Street,
)
from .lines import (
    ANTES,
    FOLD_FACING_NOTHING,
    HEADS_UP,
    REOPENED,
    RUN_OUT_ALL,
    RUN_OUT_ONE,
    SHORT_BET,
    SHORT_RAISE,
    UNCALLED,
    post_line,
)
from .outcome import HandOutcome, settle_hand
from .pots import SidePots
from .setup import HandSetup

_OVER = said(QT_TRANSLATE_NOOP("Errors", "the hand is over: no more actions"))


class NLHand:
    """A no-limit hand from its setup; seats 0..n-1 clockwise, amounts in chips.

    Public state (read it, never write it): ``stacks`` (chips behind),
    ``bets`` (this street), ``contributed`` (whole hand, antes included),
    ``folded``, ``street``, ``to_act`` (None once the hand is over),
    ``posts``, ``uncalled`` (seat -> chips returned) and ``notes`` (rule
    lines so far).
    """

    def __init__(self, setup: HandSetup, actions: Sequence[Action] = ()) -> None:
        self.setup = setup
        self._reset()
        for action in actions:
            self.act(action)

    @classmethod
    def deal(cls, stacks: Sequence[int], button: int, small_blind: int, big_blind: int,
             ante: int = 0, *, rng: Optional[random.Random] = None,
             hole_cards: Optional[Sequence[Sequence[Card]]] = None,
             board: Optional[Sequence[Card]] = None) -> "NLHand":
        """A new hand; cards not given are dealt from ``rng`` (see HandSetup.deal)."""
        return cls(HandSetup.deal(stacks, button, small_blind, big_blind, ante, rng=rng,
                                  hole_cards=hole_cards, board=board))

    # -- setting up ------------------------------------------------------------------
    def _reset(self) -> None:
        s = self.setup
        n = self.n = s.seats
        self.stacks = list(s.stacks)
        self.bets = [0] * n
        self.contributed = [0] * n
        self.folded = [False] * n
        self._acted = [False] * n
        self.street = Street.PREFLOP
        self.to_act: Optional[int] = None
        self.posts: list[Post] = []
        self.notes: list[Line] = []
        self.uncalled: dict[int, int] = {}
        self.ran_out = False
        self._records: list[ActionRecord] = []
        self._over = False
        self._outcome: Optional[HandOutcome] = None
        heads_up = n == 2
        self.sb_seat = s.button if heads_up else (s.button + 1) % n
        self.bb_seat = (self.sb_seat + 1) % n
        if s.ante:
            self.notes.append(Line.of(ANTES, ante=s.ante))
            for seat in range(n):
                self._post(seat, "ante", s.ante)
        if heads_up:
            self.notes.append(Line.of(HEADS_UP))
        self._post(self.sb_seat, "small_blind", s.small_blind)
        self._post(self.bb_seat, "big_blind", s.big_blind)
        self._live = n
        self._active = sum(1 for x in self.stacks if x > 0)
        self._level = s.big_blind  # the full blind, even when the big blind is short
        self._full = s.big_blind   # size of the last full bet or raise of the round
        others_pay_full = self._active >= 2  # see post_line
        for post in self.posts:
            line = post_line(post, s.small_blind, s.big_blind, s.ante, others_pay_full)
            if line is not None:
                self.notes.append(line)
        self._start_round((self.bb_seat + 1) % n)

    def _post(self, seat: int, kind: str, amount: int) -> None:
        if self.stacks[seat] == 0:
            return  # all-in on the ante: nothing left for the blind
        paid = min(amount, self.stacks[seat])
        self.stacks[seat] -= paid
        self.contributed[seat] += paid
        if kind != "ante":
            self.bets[seat] += paid
        self.posts.append(Post(seat, kind, paid, self.stacks[seat] == 0))

    # -- whose turn, and what is legal -----------------------------------------------
    def _others_max_bet(self, seat: int) -> int:
        return max((b for s, b in enumerate(self.bets) if s != seat and not self.folded[s]),
                   default=0)

    def _to_match(self, seat: int) -> int:
        # When nobody else can bet any more, only the others' actual bets can be called.
        return self._others_max_bet(seat) if self._active == 1 else self._level

    def _needs_to_act(self, seat: int) -> bool:
        if self.folded[seat] or self.stacks[seat] == 0:
            return False
        if self._active == 1:
            return self.bets[seat] < self._others_max_bet(seat)
        return not self._acted[seat] or self.bets[seat] < self._level

    def _raise_answerable(self, seat: int, to_match: int) -> bool:
        """Whether another player still in the hand could put in more than the current bet
        (else a raise would be one nobody can answer)."""
        return any(s != seat and not self.folded[s] and self.bets[s] + self.stacks[s] > to_match
                   for s in range(self.n))

    def legal(self) -> Optional[LegalActions]:
        """The legal set of the seat to act; None when the hand is over."""
        seat = self.to_act
        if seat is None:
            return None
        bet, stack = self.bets[seat], self.stacks[seat]
        to_match = self._to_match(seat)
        owe = max(to_match - bet, 0)
        why = None
        if self._active == 1:
            why = OTHERS_ALL_IN
        elif not self._raise_answerable(seat, to_match):
            why = NOBODY_CAN_ANSWER
        elif stack <= owe:
            why = STACK_ONLY_CALLS
        elif self._acted[seat] and to_match - bet < self._full:
            why = NOT_REOPENED
        low = high = None
        if why is None:
            high = bet + stack
            low = min(to_match + self._full, high)
        return LegalActions(seat, self.street, bet, stack, to_match, min(owe, stack),
                            low, high, why)

    # -- acting ----------------------------------------------------------------------
    def refusal(self, action: Action, seat: Optional[int] = None) -> Optional[Line]:
        """Why ``action`` is not legal now (None when it is), a sentence in any language, seats
        numbered as scenarios number them (from 0)."""
        legal = self.legal()
        return _OVER if legal is None else legal.refusal(action, seat)

    def can(self, action: Action, seat: Optional[int] = None) -> bool:
        return self.refusal(action, seat) is None

    def verify(self, action: Action, seat: Optional[int] = None) -> None:
        """Raise ActionError with the reason when ``action`` is not legal now."""
        reason = self.refusal(action, seat)
        if reason is not None:
            raise ActionError(reason)

    def act(self, action: Action, seat: Optional[int] = None) -> ActionRecord:
        """Apply a legal action and return its record; refuse an illegal one unchanged."""
        legal = self.legal()
        if legal is None:
            raise ActionError(_OVER)
        reason = legal.refusal(action, seat)
        if reason is not None:
            raise ActionError(reason)
        return self._apply(action, legal)

    def fold(self) -> ActionRecord:
        return self.act(Action(FOLD))

    def check(self) -> ActionRecord:
        return self.act(Action(CHECK))

    def call(self) -> ActionRecord:
        return self.act(Action(CALL))

    def bet(self, to: int) -> ActionRecord:
        return self.act(Action(BET, to))

    def raise_to(self, to: int) -> ActionRecord:
        return self.act(Action(RAISE, to))

    def all_in(self) -> ActionRecord:
        return self.act(Action(ALLIN))

    def _apply(self, action: Action, legal: LegalActions) -> ActionRecord:
        seat, kind, to = legal.seat, action.kind, action.to
        if kind == ALLIN:
            if legal.can_raise:
                kind, to = (BET if legal.is_bet else RAISE), legal.max_raise_to
            else:
                kind = CALL
        added = 0
        if kind == FOLD:
            self.folded[seat] = True
            self._live -= 1
            self._active -= 1
            if legal.can_check:
                self.notes.append(Line.of(FOLD_FACING_NOTHING, seat=seat))
        elif kind == CALL:
            added = legal.call_amount
        elif kind in (BET, RAISE):
            assert to is not None  # a bet or raise names its total; an all-in raise takes the maximum
            added = to - legal.bet
        self.stacks[seat] -= added
        self.bets[seat] += added
        self.contributed[seat] += added
        all_in = kind != FOLD and self.stacks[seat] == 0
        if all_in:
            self._active -= 1
        full = None
        if kind in (BET, RAISE):
            assert to is not None
            full = self._raise_level(seat, to, legal)
        self._acted[seat] = True
        record = ActionRecord(len(self._records), legal, action, kind, self.bets[seat], added,
                              all_in, full)
        self._records.append(record)
        self._outcome = None
        following = self._next_needing(seat + 1)
        if following is None:
            self._end_round()
        else:
            self.to_act = following
        return record

    def _raise_level(self, seat: int, to: int, legal: LegalActions) -> bool:
        """Move the level to ``to``; True for a full raise (which sets the new minimum)."""
        before = self._level
        self._level = to
        if to - legal.to_match >= self._full:
            self._full = to - legal.to_match
            return True
        template = SHORT_BET if legal.is_bet else SHORT_RAISE
        still_closed = False
        for s in range(self.n):
            if s == seat or not self._acted[s] or self.folded[s] or self.stacks[s] == 0:
                continue
            if before - self.bets[s] < self._full <= to - self.bets[s]:
                self.notes.append(Line.of(REOPENED, seat=s))
            elif to - self.bets[s] < self._full:
                still_closed = True
        if still_closed:
            self.notes.append(Line.of(template, seat=seat, to=to,
                                      min_to=legal.to_match + self._full))
        return False

    def _next_needing(self, start: int) -> Optional[int]:
        for k in range(self.n):
            seat = (start + k) % self.n
            if self._needs_to_act(seat):
                return seat
        return None

    # -- streets ---------------------------------------------------------------------
    def _start_round(self, first: int) -> None:
        self.to_act = self._next_needing(first)
        if self.to_act is None:
            self._end_round()

    def _return_uncalled(self) -> None:
        top = max(self.bets)
        holders = [s for s, b in enumerate(self.bets) if b == top]
        if top == 0 or len(holders) > 1:
            return
        seat = holders[0]
        excess = top - max(b for s, b in enumerate(self.bets) if s != seat)
        if self.stacks[seat] == 0 and not self.folded[seat]:
            self._active += 1
        self.stacks[seat] += excess
        self.bets[seat] -= excess
        self.contributed[seat] -= excess
        self.uncalled[seat] = self.uncalled.get(seat, 0) + excess
        self.notes.append(Line.of(UNCALLED, amount=excess, seat=seat))

    def _end_round(self) -> None:
        self.to_act = None
        self._return_uncalled()
        if self._live == 1:
            self._over = True
            return
        if self._active <= 1 or self.street == Street.RIVER:
            if self.street < Street.RIVER:
                self.ran_out = True
                self.notes.append(Line.of(RUN_OUT_ALL if self._active == 0
                                          else RUN_OUT_ONE))
            self.street = Street.SHOWDOWN
            self._over = True
            return
        self.street = Street(self.street + 1)
        self.bets = [0] * self.n
        self._acted = [False] * self.n
        self._level = 0
        self._full = self.setup.big_blind
        self._start_round((self.setup.button + 1) % self.n)

    # -- reading the hand ------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self._over

    @property
    def history(self) -> tuple[ActionRecord, ...]:
        return tuple(self._records)

    @property
    def actions(self) -> tuple[Action, ...]:
        """The actions as asked, in order: with the setup, the whole hand."""
        return tuple(r.action for r in self._records)

    @property
    def board_needed(self) -> int:
        """Board cards the hand has reached: 0, 3, 4 or 5 (5 for any showdown)."""
        return self.street.board_cards

    @property
    def cards_missing(self) -> int:
        """Board cards the hand has reached that the setup does not hold."""
        return max(0, self.board_needed - len(self.setup.board))

    @property
    def board(self) -> tuple[Card, ...]:
        """The board cards face up now."""
        return self.setup.board[:self.board_needed]

    @property
    def pot(self) -> int:
        """Every chip put in so far, bets of this street included."""
        return sum(self.contributed)

    def side_pots(self) -> SidePots:
        """The pots as the contributions stand now, main pot first."""
        return SidePots(self.contributed, self.folded)

    @property
    def outcome(self) -> Optional[HandOutcome]:
        """How the hand ended, or None while it goes on (ActionError if cards are missing)."""
        if not self._over:
            return None
        if self._outcome is None:
            self._outcome = settle_hand(self)
        return self._outcome

    # -- stepping back -----------------------------------------------------------------
    def undo(self) -> Optional[ActionRecord]:
        """Take back the last action (None when there is none) by replaying the rest."""
        if not self._records:
            return None
        last = self._records[-1]
        actions = [r.action for r in self._records[:-1]]
        self._reset()
        for action in actions:
            legal = self.legal()
            assert legal is not None  # these actions were all taken before the hand ended
            self._apply(action, legal)
        return last

    @property
    def full_raise(self) -> int:
        """The size of the round's last full bet or raise (the big blind before any): the
        least a raise must add to the bet to match."""
        return self._full

    def replay(self, upto: Optional[int] = None) -> "NLHand":
        """A new hand from the same setup with the first ``upto`` actions (all by default)."""
        actions = self.actions if upto is None else self.actions[:upto]
        return NLHand(self.setup, actions)

