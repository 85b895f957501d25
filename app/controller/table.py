"""The table's controller: deals and steps hands through the rules core.

The window calls ``forward()``, ``back()``, ``decide()``, ``new_hand()`` and
the file commands; after every change the controller emits ``changed`` and
the view redraws from ``state()``. Every amount, result and legal step comes
from the core hand (:class:`app.core.games.hand.StepHand`); the controller only
words it, in the current language.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any, Callable, Mapping, Optional, Sequence

from PySide6.QtCore import QObject, Signal

from app.controller.house import house_rule_values  # the active house profile's rules
from app.controller.table_state import TableState
from app.controller.table_words import TableWords
from app.core.cards import Card, CardError, make_rng
from app.core.errors import ActionError, RulesError, TooLargeError
from app.core.games.hand import Action, HandCards, SeatBets, Stage, StepHand
from app.core.games.registry import GameSpec, find_game, table_games
from app.core.games.table_scenario import from_scenarios, to_scenarios
from app.core.limits import LimitBreach, TableLimits, table_limits
from app.core.scenario import ScenarioError, read_scenarios
from app.core.whole_file import read_bounded
from app.i18n import error_text, format_amount, qt_translate
from app.system.settings import Settings

ANTES = (5, 10, 10, 15, 20, 25, 25, 35, 50, 100, 175)
BONUSES = (0, 0, 5, 5, 10, 25)
SEED_LIMIT = 1_000_000  # seeds drawn for a new hand: short enough to read out


class ScenarioFileError(Exception):
    """A scenario file that cannot be opened as a table hand; the message says why."""


class TableController(QObject):
    """Deals, steps and settles the table's hand; words each step.

    Signals:
        changed: the table changed; read ``state()``.
    """

    changed = Signal()

    def __init__(self, settings: Settings, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.game: str = settings.get("game")
        self.follow_strategy: bool = settings.get("table/seats_follow_strategy")
        self.seed: Optional[int] = None  # the seed of the hand dealt, if it was dealt
        self.file_name: str = ""  # the file the hand was opened from or saved to
        self.hand: StepHand = self._deal_new(None)

    # -- hands ---------------------------------------------------------------------
    @property
    def spec(self) -> GameSpec:
        """The registry entry of the game on the table."""
        return find_game(self.game)

    def house_rules(self) -> object:
        """The game's house rules under the active house profile."""
        rules: object = self.spec.make_rules(house_rule_values(self.settings, self.spec))
        return rules

    def _hand(self, seats: Sequence[SeatBets], cards: HandCards, rules: object,
              script: Optional[Mapping[tuple[Stage, int], str]] = None) -> StepHand:
        """A hand of the game on the table under ``rules`` (each game's hand class takes its
        own rules)."""
        make: Optional[Callable[..., StepHand]] = self.spec.hand_class
        assert make is not None  # the table deals only games with a hand class
        return make(seats, cards, rules=rules, script=script)

    def follow_house(self) -> None:
        """The house profile changed: a dealt hand is dealt again under its rules, the same
        cards, bets and steps taken (the felt and the settlement follow at once). A hand
        opened from a file or set up by hand keeps the rules it was given: they are part
        of the hand being shown (a disputed hand is settled under its own rules)."""
        if self.seed is None:
            return
        old = self.hand
        hand = self._hand(list(old.seats), old.cards, self.house_rules(), old.script)
        for action in old.history:
            hand.apply(action)
        self.hand = hand
        self.changed.emit()

    def _deal_new(self, seed: Optional[int], seats: Optional[int] = None) -> StepHand:
        """A random hand from ``seed``; without one, from a new seed drawn from the OS, so
        every dealt hand has a seed to show and to deal again."""
        if seed is None:
            seed = make_rng().randrange(SEED_LIMIT)
        self.seed, self.file_name = seed, ""
        rng = make_rng(seed)
        n = seats or self.settings.get("table/seats")
        limits = self.limits()  # the stakes within the table's limits, the cards the seed's
        bets = [SeatBets(limits.ante(rng.choice(ANTES)), limits.side(rng.choice(BONUSES)))
                for _ in range(n)]
        return self._hand(bets, HandCards.complete(n, rng), self.house_rules())

    def new_hand(self, seed: Optional[int] = None, seats: Optional[int] = None) -> None:
        """Deal a new random hand (the same one for the same seed)."""
        self.hand = self._deal_new(seed, seats)
        self.changed.emit()

    def set_game(self, game: str) -> None:
        """Deal ``game`` on the table (RulesError for a game the table does not deal)."""
        if not find_game(game).has_table:
            raise RulesError(f"the table deals {', '.join(g.id for g in table_games())}, "
                             f"not {game}")
        self.game = game
        self.settings.set("game", game)
        self.new_hand(seats=len(self.hand.seats))

    def limits(self) -> TableLimits:
        """The table's limits as the settings keep them (none, when they cannot be read)."""
        try:
            return table_limits(self.settings.get("table/min_ante"),
                                self.settings.get("table/max_ante"),
                                self.settings.get("table/max_side"))
        except ScenarioError:
            return TableLimits()

    def limit_text(self, seat: int, breach: LimitBreach) -> str:
        """A seat's bet outside the table's limits, in a sentence naming the bet and the
        limit as the set-up dialog labels them."""
        amount, limit = format_amount(breach.amount), format_amount(breach.limit)
        if breach.bet == "ante" and breach.below:
            text = self.tr("Seat {seat}: the ante of {amount} is below the table's minimum "
                           "ante of {limit}.")
        elif breach.bet == "ante":
            text = self.tr("Seat {seat}: the ante of {amount} is above the table's maximum "
                           "ante of {limit}.")
        else:
            text = self.tr("Seat {seat}: the {bet} of {amount} is above the table's maximum "
                           "{bet} of {limit}.")
        bet = self.spec.bet(self.spec.side_bet).label.render(qt_translate) \
            if self.spec.side_bet else ""
        return text.format(seat=seat, amount=amount, limit=limit, bet=bet)

    def set_up(self, seats: list[SeatBets], players: Sequence[Sequence[Optional[Card]]],
               dealer: Sequence[Optional[Card]], board: Sequence[Optional[Card]],
               rules: Optional[dict[str, str]] = None,
               limits: Optional[TableLimits] = None) -> None:
        """A hand with picked cards (None = dealt at random), bets and house-rule values
        by key (the settings' for any not given); raises a core error (ValueError), naming
        the seat whose bet is outside ``limits`` (the table's, kept for the hands dealt
        next). The number of seats is kept for the next hands dealt too."""
        if limits is not None:
            for i, bets in enumerate(seats):
                breach = limits.breach(bets.ante, bets.bonus)
                if breach is not None:
                    raise ScenarioError(self.limit_text(i + 1, breach))
        cards = HandCards.complete(len(seats), random.SystemRandom(), players, dealer, board)
        chosen = self.spec.rule_values(self.house_rules()) | dict(rules or {})
        self.hand = self._hand(seats, cards, self.spec.make_rules(chosen))
        self.settings.set("table/seats", len(seats))
        if limits is not None:
            self.settings.set("table/min_ante", limits.min_ante)
            self.settings.set("table/max_ante", limits.max_ante)
            self.settings.set("table/max_side", limits.max_side)
        self.seed, self.file_name = None, ""
        self.changed.emit()

    def refresh(self) -> None:
        """Something the table shows from settings changed (the chip values): draw it again."""
        self.changed.emit()

    def set_follow_strategy(self, follow: bool) -> None:
        self.follow_strategy = follow
        self.settings.set("table/seats_follow_strategy", follow)
        self.changed.emit()

    # -- stepping ------------------------------------------------------------------
    def waiting_for_choice(self) -> Optional[int]:
        """The seat whose decision the user must make now, if any."""
        seat = self.hand.to_decide()
        if seat is None or self.follow_strategy or (self.hand.stage, seat) in self.hand.script:
            return None
        return seat

    def forward(self, play_seats: bool = False) -> bool:
        """Take the next step; False at the end or while a seat waits for the user
        (``play_seats``: the seats decide by the strategy even then, as in a demo)."""
        if not play_seats and self.waiting_for_choice() is not None:
            return False
        action = self.hand.next_action()
        if action is None:
            return False
        self.hand.apply(action)
        self.changed.emit()
        return True

    def back(self) -> bool:
        if self.hand.undo() is None:
            return False
        self.changed.emit()
        return True

    def decide(self, choice: str) -> None:
        """The user's decision for the seat to act; raises ActionError if not allowed."""
        seat = self.hand.to_decide()
        if seat is None:
            raise ActionError("no seat is deciding now")
        self.hand.apply(Action("decide", seat, choice))
        self.changed.emit()

    def advance_to(self, stage: str) -> None:
        """Step until the hand reaches ``stage`` (shot's names); decisions by plan."""
        targets = {"dealt": Stage.DEALT, "flop": Stage.FLOP, "river": Stage.RIVER,
                   "showdown": Stage.SHOWDOWN, "settled": Stage.SETTLED}
        while True:
            h = self.hand
            if stage == "decision" and h.stage is Stage.FLOP and h.to_decide() is None:
                break
            if stage != "decision" and h.stage is targets[stage]:
                break
            action = h.next_action()
            if action is None:
                break
            h.apply(action)
        self.changed.emit()

    # -- files ---------------------------------------------------------------------
    def open_file(self, path: str | Path) -> None:
        """Open a scenario file; on any problem raise ScenarioFileError and keep the hand."""
        try:
            text = read_bounded(path).decode("utf-8-sig")
        except TooLargeError as e:
            raise ScenarioFileError(error_text(e)) from None
        except (OSError, UnicodeDecodeError) as e:
            raise ScenarioFileError(self.tr("The file cannot be read: {reason}").format(
                reason=getattr(e, "strerror", None) or self.tr("it is not UTF-8 text"))) from None
        try:
            hand = from_scenarios(list(read_scenarios(text)))
        except (ScenarioError, RulesError, CardError, ActionError, ValueError) as e:
            raise ScenarioFileError(self.tr("This is not a hand the table can show: {reason}")
                                    .format(reason=error_text(e))) from None
        self.game, self.hand = hand.GAME, hand
        self.seed, self.file_name = None, Path(path).name
        self.changed.emit()

    def save_file(self, path: str | Path) -> None:
        """Save the hand as scenario JSON (one line per seat); raises OSError."""
        lines = [json.dumps(item, ensure_ascii=False) for item in to_scenarios(self.hand)]
        Path(path).write_text("\n".join(lines) + "\n", encoding="utf-8")
        self.file_name = Path(path).name
        self.changed.emit()

    def class_source(self) -> dict[str, Any]:
        """The hand on the table at the step shown, as a class's live question is made from
        it (``app.core.trainer.live``): its scenarios and the actions taken so far."""
        return {"kind": "table", "scenario": to_scenarios(self.hand),
                "step": len(self.hand.history)}

    # -- the view model --------------------------------------------------------------
    def state(self) -> TableState:
        return TableWords(self).state()
