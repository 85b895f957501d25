"""The no-limit table's controller: a session of hands, computer players, the dealer's questions.

The screen calls ``start_session()``, ``act()`` (the trainee's seat), ``submit()``
(a dealer's answer), ``carry_on()`` (after the feedback), ``next_hand()``, the
street steps of a finished hand and the file commands; after every change the
controller emits ``changed`` and the screen redraws from ``state()``.

Computer players decide on a worker thread (one at a time, from a view that
holds no live object), so the window never waits on them; their action is
applied on the GUI thread after ``config.pause_ms``, so a person can follow.
In a dealing session (no trainee seat) the hand stops where a dealer must get
it right (app.core.trainer.nl_dealer) and waits for the answer; each answer
is checked, timed and saved to the trainee's progress like a drill answer.
Every amount, legal range, pot and award comes from the rules core.
"""

from __future__ import annotations

import json
import logging
import random
import time
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Optional, Sequence

from PySide6.QtCore import QObject, QTimer, Signal

from app.controller.nl_state import STREET_WORDS, NLTableState, nl_state
from app.controller.trainer import Answered, read_answer
from app.core.cards import make_rng
from app.core.errors import ScenarioError, SetupError, TooLargeError
from app.core.games.registry import scenario_game
from app.core.nlhe import (
    ALLIN,
    FOLD,
    Action,
    ActionError,
    LegalActions,
    NLHand,
    Street,
    Table,
)
from app.core.nlhe.actions import SIZED
from app.core.nlhe.config import ASK_AWARD, ASK_POTS, TableConfig, seat_names, shown_name
from app.core.nlhe.history import SessionSummary, hand_lines, session_summary
from app.core.nlhe.players import Player, make_player
from app.core.nlhe.scenario import hand_from_scenario, hand_to_scenario, scenario_names
from app.core.nlhe.table import HandRecord
from app.core.nlhe.view import PlayerView, PublicAction, Shown, view_of
from app.core.scenario import read_scenarios
from app.core.text import QT_TRANSLATE_NOOP, Line
from app.core.trainer.nl_dealer import (
    KindStats,
    after_action,
    before_action,
    dealing_stats,
    question_kind,
)
from app.core.trainer.questions import Question
from app.core.trainer.records import AnswerRecord
from app.core.trainer.stopwatch import Stopwatch
from app.core.whole_file import read_bounded
from app.i18n import error_text, qt_translate
from app.system.settings import Settings

log = logging.getLogger(__name__)
SEED_LIMIT = 1_000_000
# Why a session ended, besides the table's own reasons (app.core.nlhe.table).
STOPPED, TRAINEE_OUT = "stopped", "trainee_out"
POLL_MS = 15  # how often a computer player's decision is looked for


@dataclass(frozen=True)
class SessionEnd:
    """What the summary shows: the table's figures and, when dealing, the dealer's."""

    summary: SessionSummary
    names: tuple[str, ...]
    dealing: tuple[KindStats, ...]
    reason: str


class NLTableController(QObject):
    """Runs a no-limit session for the screen.

    Signals:
        changed: the table, the log or the question changed; read ``state()``.
        session_over: the session ended; read ``session_end()``.
    """

    changed = Signal()
    session_over = Signal()

    def __init__(self, settings: Settings, record: Callable[[AnswerRecord], None],
                 profile: Callable[[], int], parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self._record, self._profile = record, profile
        self.config = self._load_config()
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="nl-player")
        self._thinking: Optional[Future[Action]] = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._step)
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._collect)
        self.show_all = False  # the presenter's switch: every hand face up
        self.paused = False
        self.table: Optional[Table] = None
        self.review: Optional[NLHand] = None  # a hand opened from a file
        self.review_names: tuple[str, ...] = ()  # its seats' names, when the file gives them
        self.file_name = ""
        self.start_session()

    # -- set-up ---------------------------------------------------------------------------
    def _load_config(self) -> TableConfig:
        text = self.settings.get("nlhe/table")
        if not text:
            return TableConfig()
        try:
            return TableConfig.from_json(text)
        except (SetupError, TypeError, ValueError) as e:
            self.settings.problems.append(f"nlhe/table: {e}; the default table is used")
            return TableConfig()

    def set_config(self, config: TableConfig) -> None:
        """Keep a new set-up and start a session with it."""
        self.config = config
        self.settings.set("nlhe/table", config.to_json())
        self.start_session()

    def start_session(self) -> None:
        """A new session with the set-up: full stacks, the button on the first player."""
        self._stop_thinking()
        c = self.config
        self.seed = c.seed if c.seed is not None else make_rng().randrange(SEED_LIMIT)
        rng = random.Random(self.seed)
        seats = c.players
        stacks = c.stacks(rng)
        self.table = Table(stacks, c.small_blind, c.big_blind, c.ante,
                           names=[self.seat_names()[s] for s in seats], max_hands=c.max_hands,
                           max_minutes=c.max_minutes, rng=rng)
        self.seat_of = seats  # table index -> seat number (from 0) at the set-up's table
        self.players: dict[int, Optional[Player]] = {
            i: None if c.seats[s].kind == "trainee" else make_player(c.seats[s].kind,
                                                                     rng.randrange(2**31))
            for i, s in enumerate(seats)}
        self.start_stacks = tuple(stacks)
        self.shown: list[Shown] = []
        self._played: dict[int, NLHand] = {}  # each finished hand, by its number
        self.results: list[tuple[str, bool, float]] = []
        self.question: Optional[Question] = None
        self.pending: list[Question] = []
        self.last: Optional[Answered] = None
        self.hand: Optional[NLHand] = None  # the hand on the table (finished ones stay)
        self.hand_seats: tuple[int, ...] = ()
        self.hand_number = 0
        self.viewing: Optional[int] = None  # actions shown while stepping a finished hand
        self.review, self.file_name, self.ended = None, "", False
        self.review_names = ()
        self.end_reason = ""
        # A decision that came in while paused or behind a file: (hand, actions then, it).
        self._held: Optional[tuple[NLHand, int, Action]] = None
        self.watch = Stopwatch(time.monotonic)
        self.next_hand()

    def seat_names(self) -> list[str]:
        """Each seat's name as the table shows it (a default name in the language's own)."""
        names = seat_names(qt_translate)
        return [shown_name(s.name, names) for s in self.config.seats]

    def _number(self, hand_seat: int) -> int:
        """A seat of the hand as the table shows it (from 1)."""
        return self.seat_of[self.hand_seats[hand_seat]] + 1

    @property
    def records(self) -> list[HandRecord]:
        """The session's finished hands."""
        return self.table.finished if self.table is not None else []

    @property
    def dealing(self) -> bool:
        return self.config.dealing

    @property
    def trainee(self) -> Optional[int]:
        """The trainee's index at the session's table (None when dealing)."""
        return next((i for i, p in self.players.items() if p is None), None)

    # -- hands ----------------------------------------------------------------------------
    def next_hand(self) -> bool:
        """Pay the finished hand and deal the next; False when the session is over."""
        table = self.table
        assert table is not None
        if self.ended or self.question is not None or self._thinking is not None:
            return False
        self.review, self.viewing, self.file_name = None, None, ""
        self.review_names = ()
        if table.hand is not None:
            if not table.hand.is_over:
                return False
            self._finish()
        trainee = self.trainee
        if trainee is not None and not table.seats[trainee].playing:
            self._end(TRAINEE_OUT)
            return False
        if table.end_reason is not None:
            self._end(table.end_reason)
            return False
        self.hand = table.start_hand()
        self._asked_here = False
        self.hand_seats = table.hand_seats
        self.hand_number = table.hands_played + 1
        self.changed.emit()
        if self.hand.is_over and self.dealing:  # settled by the blinds alone: its pots
            self._ask(after_action(self.hand, Street.PREFLOP, self.config.asks, self._number))
        self._schedule()
        return True

    def _finish(self) -> None:
        table = self.table
        assert table is not None and table.hand is not None
        hand = table.hand
        history = tuple(PublicAction(r.seat, r.street, r.kind, r.to, r.added, r.all_in)
                        for r in hand.history)
        for player in self.players.values():
            if player is not None:
                player.hand_over(history, self.hand_seats)
        record = table.finish_hand()
        self._played[record.number] = hand
        for seat in record.outcome.showdown:
            pair = record.setup.hole_cards[seat]
            self.shown.append(Shown(record.number, self.hand_seats[seat], (pair[0], pair[1])))

    def _end(self, reason: str, summary: bool = True) -> None:
        if not self.ended:
            self.ended, self.end_reason = True, reason
            self._stop_thinking()
            self.question, self.pending, self.last = None, [], None  # nothing left to answer
            self.changed.emit()
            if summary:
                self.session_over.emit()

    def end_session(self, summary: bool = True) -> None:
        """Stop the session now, a finished hand counted (its summary follows, unless
        ``summary`` is false)."""
        table = self.table
        assert table is not None
        if table.hand is not None and table.hand.is_over:
            self._finish()
        self._end(STOPPED, summary)

    def played(self) -> bool:
        """Whether the session has anything to lose or sum up: a finished hand, an action
        in the hand on the table, or a dealer's answer."""
        h = self.hand
        return bool(self.records or self.results or h is not None and h.history)

    def hand_in_play(self) -> bool:
        """A hand begun and not over (ending the session now leaves it uncounted)."""
        h = self.hand
        return not self.ended and h is not None and not h.is_over and bool(h.history)

    def session_end(self) -> SessionEnd:
        table = self.table
        assert table is not None
        shown = self.seat_names()
        names = tuple(f"{s + 1}  {shown[s]}".strip() for s in self.seat_of)
        return SessionEnd(session_summary(self.records, self.start_stacks,
                                          [s.stack for s in table.seats]),
                          names, tuple(dealing_stats(self.results)),
                          self.end_reason or table.end_reason or STOPPED)

    # -- the computer players ---------------------------------------------------------------
    def _schedule(self, delay: Optional[int] = None) -> None:
        if not self.paused:
            self._timer.start(self.config.pause_ms if delay is None else delay)

    def set_paused(self, on: bool) -> None:
        """Pause the computer players (a decision already being made waits to be applied)."""
        self.paused = on
        if on:
            self._timer.stop()
        elif self.review is None and not self.ended and not self._release_held():
            self._schedule(0)

    def _release_held(self) -> bool:
        """Apply a decision that waited, if the hand is still where it was decided."""
        held, self._held = self._held, None
        h = self.hand
        if held is None or held[0] is not h or h is None or len(h.history) != held[1] or \
                h.is_over or not h.can(held[2]):
            return False
        self._apply(held[2])
        return True

    def _stop_thinking(self) -> None:
        self._timer.stop()
        self._poll.stop()
        self._held = None
        if self._thinking is not None:
            self._thinking.cancel()
            self._thinking = None

    def waiting_for_trainee(self) -> bool:
        h = self.hand
        return (h is not None and self.review is None and not self.ended and not h.is_over
                and self.question is None and self.trainee is not None
                and self.hand_seats[h.to_act] == self.trainee)  # type: ignore[index]

    def _step(self) -> None:
        """Ask the next question, or let the computer player to act decide."""
        h = self.hand
        if h is None or h.is_over or self.question is not None or self.ended or \
                self._thinking is not None or self.review is not None or self.paused:
            return
        if self.waiting_for_trainee():
            return
        if self._ask_before(h):
            return
        player, view = self._to_decide(h)
        self._thinking = self._pool.submit(player.decide, view)
        self._poll.start()

    def _ask_before(self, h: NLHand) -> bool:
        """In a dealing session, ask the question due before this decision, once; True when
        one was asked."""
        q = before_action(h, self.config.asks, self._number) \
            if self.dealing and not self._asked_here else None
        if q is not None:
            self._ask([q])
        return q is not None

    def _to_decide(self, h: NLHand) -> tuple[Player, PlayerView]:
        """The computer player to act and what it sees."""
        seat = h.to_act
        assert seat is not None
        player = self.players[self.hand_seats[seat]]
        assert player is not None
        return player, view_of(h, self.hand_seats, tuple(self.shown))

    def _collect(self) -> None:
        future = self._thinking
        if future is None or not future.done():
            return
        self._poll.stop()
        self._thinking = None
        h = self.hand
        if future.cancelled() or h is None or h.is_over:
            return
        try:
            action = future.result()
            h.verify(action)
        except Exception:  # a player's bug must not stop the table: it folds
            log.exception("a computer player failed to decide; it folds")
            action = Action(FOLD)
        if self.paused or self.review is not None or self.ended:
            self._held = (h, len(h.history), action)  # applied when the table goes on
            return
        self._apply(action)

    def run_inline(self, limit: int = 10_000) -> None:
        """Play on without pauses or threads until a question, the trainee's turn or the
        end of the hand (for tests and the shot command)."""
        for _ in range(limit):
            h = self.hand
            if h is None or h.is_over or self.question is not None or \
                    self.waiting_for_trainee():
                return
            if self._ask_before(h):
                continue
            player, view = self._to_decide(h)
            self._apply(player.decide(view))

    def play_to(self, stage: str, hands: int = 200) -> bool:
        """Play on (no pauses, no questions) until a hand reaches ``stage``: ``preflop`` (a few
        actions in), ``flop``, ``turn`` or ``river`` (as the street opens) or ``showdown``;
        further hands are dealt as needed, up to ``hands``. False if none got there."""
        target = {"preflop": Street.PREFLOP, "flop": Street.FLOP, "turn": Street.TURN,
                  "river": Street.RIVER, "showdown": Street.SHOWDOWN}[stage]
        self._stop_thinking()
        self.paused = True
        for _ in range(hands):
            h = self.hand
            if h is None:
                return False
            while not h.is_over:
                if target == Street.PREFLOP and len(h.history) >= min(3, h.n - 1):
                    return True
                if Street.PREFLOP < target == h.street and not any(
                        r.street == target for r in h.history):
                    return True
                if self.waiting_for_trainee():
                    return target == h.street
                player, view = self._to_decide(h)
                h.act(player.decide(view))
            if target == Street.SHOWDOWN and h.outcome is not None and h.outcome.showdown:
                self.changed.emit()
                return True
            if not self.next_hand():
                return False
        return False

    def _apply(self, action: Action) -> None:
        h = self.hand
        assert h is not None
        if self.ended:
            return
        street = h.street
        h.act(action)
        self._asked_here = False
        self.changed.emit()
        if self.dealing:
            self._ask(after_action(h, street, self.config.asks, self._number))
        if self.question is None and not h.is_over:
            self._schedule()

    # -- the dealer's questions ---------------------------------------------------------------
    _asked_here = False  # the question before the current decision was asked already

    def _ask(self, questions: list[Question]) -> None:
        self.pending.extend(questions)
        if self.question is None and self.pending:
            self.question = self.pending.pop(0)
            self.last = None
            self._asked_here = self.question.drill == "nl.call"
            self.watch.restart()
            self.changed.emit()

    def submit(self, typed: dict[str, str]) -> Answered:
        """Check the dealer's answer (InputError for a part that is not a number), save it."""
        q = self.question
        assert q is not None
        if self.last is not None:
            return self.last
        given = read_answer(q, typed)
        checked = q.mark(given)
        seconds = self.watch.seconds()
        self._record(AnswerRecord(  # saved first: a failed save leaves it answerable
            self._profile(), q.drill, q.level, self.seed, checked.correct, round(seconds, 2),
            json.dumps(given, ensure_ascii=False), json.dumps(q.expected, ensure_ascii=False),
            tuple(sorted(q.tags))))
        self.last = Answered(q, checked, seconds)
        self.results.append((question_kind(q), checked.correct, seconds))
        self.changed.emit()
        return self.last

    def withheld(self) -> set[str]:
        """The kinds of question open or waiting: what would answer them stays hidden."""
        kinds = {question_kind(q) for q in self.pending}
        if self.question is not None and self.last is None:
            kinds.add(question_kind(self.question))
        return kinds

    def carry_on(self) -> None:
        """After the feedback: the next question waiting, or the hand goes on."""
        if self.question is None or self.last is None:
            return
        self.question, self.last = None, None
        if self.pending:
            self._ask([])
            return
        self.changed.emit()
        self._schedule()

    # -- the trainee's seat -------------------------------------------------------------------
    def act(self, kind: str, to: Optional[int] = None) -> Optional[Line]:
        """The trainee's action; a refused one changes nothing and returns why, in the
        rule's words."""
        if not self.waiting_for_trainee():
            return None
        h = self.hand
        assert h is not None
        legal = h.legal()
        assert legal is not None
        why = refusal_line(legal, kind, to, self._number)
        if why is not None:
            return why
        if kind == ALLIN:
            self._apply(Action(ALLIN))
        else:
            self._apply(Action(kind, to))
        return None

    # -- stepping a finished hand ---------------------------------------------------------------
    def shown_hand(self) -> Optional[NLHand]:
        """The hand on screen: as far as it is being stepped through, or a file's hand."""
        h = self.review or self.hand
        if h is None:
            return None
        return h if self.viewing is None else h.replay(self._frames(h)[self.viewing][0])

    def viewing_board(self) -> Optional[int]:
        """While stepping through a hand: the board cards out at that step (None otherwise)."""
        h = self.review or self.hand
        return None if h is None or self.viewing is None else self._frames(h)[self.viewing][1]

    @staticmethod
    def _frames(h: NLHand) -> list[tuple[int, int]]:
        """The steps of a hand before its end: (actions taken, board cards out) as each
        street opens, the streets of a run-out included. A file's hand that stops before its
        end ends where its actions stop: a street that opens there is that end, no step."""
        if not h.is_over:
            frames = [(0, 0)] + [(r.index, r.street.board_cards) for r in h.history[1:]
                                 if r.street != h.history[r.index - 1].street]
            return [f for f in frames if f[0] < len(h.history)]
        frames = [(0, 0)]
        for r in h.history[1:]:
            if r.street != h.history[r.index - 1].street:
                frames.append((r.index, r.street.board_cards))
        last = h.history[-1].street if h.history else Street.PREFLOP
        outcome = h.outcome if h.is_over else None
        if outcome is not None and outcome.showdown:  # the board runs out after the betting
            frames += [(len(h.history), Street(s).board_cards)
                       for s in range(last + 1, Street.RIVER + 1)]
        return frames

    def can_step(self) -> bool:
        """A finished hand, or a file's hand with a step before where it stops."""
        h = self.review or self.hand
        return h is not None and self.question is None and (
            h.is_over or self.review is not None and bool(self._frames(h)))

    def step_back(self) -> None:
        """One street back through a finished hand."""
        h = self.review or self.hand
        if not self.can_step() or h is None:
            return
        at = len(self._frames(h)) if self.viewing is None else self.viewing
        if at > 0:
            self.viewing = at - 1
            self.changed.emit()

    def step_forward(self) -> None:
        h = self.review or self.hand
        if not self.can_step() or h is None or self.viewing is None:
            return
        self.viewing = self.viewing + 1 if self.viewing + 1 < len(self._frames(h)) else None
        self.changed.emit()

    def class_source(self) -> Optional[dict[str, Any]]:
        """The hand on screen at the step shown, as a class's live question is made from it
        (``app.core.trainer.live``): its scenario and the actions taken up to the step
        (None without a hand)."""
        h = self.review or self.hand
        if h is None:
            return None
        step = len(h.history) if self.viewing is None else self._frames(h)[self.viewing][0]
        return {"kind": "nl", "scenario": hand_to_scenario(h), "step": step}

    # -- files --------------------------------------------------------------------------------
    def save_file(self, path: str) -> None:
        """The hand on screen as a scenario file (OSError when it cannot be written)."""
        h = self.review or self.hand
        if h is None:
            raise OSError("there is no hand to save")
        if self.review is not None:
            names: Sequence[str] = self.review_names
        else:
            shown = self.seat_names()
            names = [shown[self.seat_of[s]] for s in self.hand_seats]
        data = hand_to_scenario(h, names, title=f"Hand {self.hand_number}")
        Path(path).write_text(json.dumps(data, ensure_ascii=False) + "\n", encoding="utf-8")
        self.file_name = Path(path).name

    def open_file(self, path: str) -> None:
        """Show a no-limit scenario's hand for stepping through (ScenarioError, its message
        in the trainee's language, when it cannot be: the session goes on untouched). A
        session still running ends first, as ``end_session`` ends it (its summary follows
        when anything was played); ``next_hand`` after the file's hand starts a new one."""
        try:
            text = read_bounded(path).decode("utf-8-sig")
        except TooLargeError as e:
            raise ScenarioError(error_text(e)) from None
        except (OSError, UnicodeDecodeError) as e:
            raise ScenarioError(self.tr("The file cannot be read: {reason}").format(
                reason=getattr(e, "strerror", None) or self.tr("it is not UTF-8 text"))) from None
        items = list(read_scenarios(text))
        bad = next((i for i in items if isinstance(i, ScenarioError)), None)
        if bad is not None:
            raise ScenarioError(self.tr("This is not a hand the table can show: {reason}")
                                .format(reason=error_text(bad)))
        spec = scenario_game(items[0]) if len(items) == 1 else None
        if spec is None or not spec.no_limit:  # none, or a hand of the casino table
            raise ScenarioError(self.tr("Open a file of one no-limit hand here; casino hands "
                                        "open on the casino table."))
        try:
            hand = hand_from_scenario(items[0], spec.id)
            names = scenario_names(items[0], hand.n)
        except (SetupError, ActionError, ScenarioError, ValueError) as e:
            raise ScenarioError(self.tr("This is not a hand the table can show: {reason}")
                                .format(reason=error_text(e))) from None
        if not self.ended:
            self.end_session(summary=self.played())
        self.review, self.viewing, self.file_name = hand, None, Path(path).name
        self.review_names = names
        self.changed.emit()

    def file_stop(self) -> tuple[Line, ...]:
        """Where a file's hand that stops before its end stops, and whose turn it is there
        (nothing for a finished hand, or no file's hand)."""
        h = self.review
        if h is None or h.is_over:
            return ()
        where = Line.in_context("NLTable", QT_TRANSLATE_NOOP(
            "NLTable", "The file's hand stops after the blinds.")) if not h.history else \
            Line.in_context("NLTable", QT_TRANSLATE_NOOP(
                "NLTable", "The file's hand stops before its end ({street})."),
                street=Line.in_context("NLTable", STREET_WORDS[min(int(h.street), 3)]))
        if h.to_act is None:
            return (where,)
        return where, Line.in_context("NLTable", QT_TRANSLATE_NOOP("NLTable", "Seat {seat} to act"),
                                      seat=h.to_act + 1)

    def close_review(self) -> None:
        if self.review is not None:
            self.review, self.viewing, self.file_name = None, None, ""
            self.review_names = ()
            self.changed.emit()
            if not self.paused and not self.ended and not self._release_held():
                self._schedule(0)

    def history_lines(self) -> list[Line]:
        """The hand on screen in hand-history lines."""
        h = self.shown_hand()
        if h is None:
            return []
        if self.review is not None:
            return hand_lines(h, 1, None, self.review_names)
        return hand_lines(h, self.hand_number, [self.seat_of[i] for i in self.hand_seats],
                          self._names(), self.settled())

    def settled(self) -> bool:
        """Whether the hand's end may be told: nothing asks it, no run-out is being stepped."""
        return not self.withheld() & {ASK_POTS, ASK_AWARD} and self.viewing_board() is None

    def _names(self) -> list[str]:
        shown = self.seat_names()
        names = [""] * len(self.config.seats)
        for s in self.seat_of:
            names[s] = shown[s]
        return names

    def session_history(self) -> list[Line]:
        """Every finished hand of the session, then the hand on the table, a blank line
        between hands."""
        out: list[Line] = []
        for record in self.records:
            out += hand_lines(self._played[record.number], record.number,
                              [self.seat_of[i] for i in record.hand_seats], self._names())
            out.append(Line(""))
        table = self.table
        if self.hand is not None and table is not None and table.hand is self.hand:
            out += hand_lines(self.hand, self.hand_number,
                              [self.seat_of[i] for i in self.hand_seats], self._names(),
                              not self.withheld() & {ASK_POTS, ASK_AWARD})
        return out

    def export_history(self, path: str) -> None:
        """The session's hands as a text file, in the trainee's language (OSError when it
        cannot be written)."""
        text = "\n".join(line.render(qt_translate) for line in self.session_history())
        Path(path).write_text(text + "\n", encoding="utf-8")

    # -- what the screen shows ------------------------------------------------------------------
    def state(self) -> NLTableState:
        return nl_state(self)

    def close(self) -> None:
        self._stop_thinking()
        self._pool.shutdown(wait=False, cancel_futures=True)


def refusal_line(legal: LegalActions, kind: str, to: Optional[int],
                 number: Callable[[int], int]) -> Optional[Line]:
    """Why the trainee's action is not legal now, in the rule's words (None when it is): the
    core's refusal, as ``settle`` says it, a seat of the hand named by ``number`` (the table's
    own seat number). A bet or raise with no amount is one below the least allowed."""
    action = Action(kind, (to if to is not None else 0) if kind in SIZED else None)
    return legal.refusal(action, number=number)
