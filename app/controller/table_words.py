"""Words for the table: the dealer's caption, labels and results, translated.

Builds the :class:`TableState` the view draws from the controller's core
hand. It reads the core's results; it never decides a payout or a step.
"""

from __future__ import annotations

from typing import Optional, Protocol

from PySide6.QtCore import QObject

from app.controller.felt_words import FeltWords
from app.controller.table_state import Choice, SeatView, SpotView, TableState
from app.core.cards import card_text
from app.core.evaluator import HandValue
from app.core.games.bets import BetSpec
from app.core.games.hand import Stage, StepHand
from app.core.games.registry import CHOICES, game_of
from app.core.limits import TableLimits
from app.core.text import Line
from app.i18n import format_amount, format_signed, qt_translate
from app.system.settings import Settings


class TableSource(Protocol):
    """What the words read of the table's controller (a ``TableController``, which imports
    this module: named by what it offers, so this one need not import it)."""

    hand: StepHand
    settings: Settings

    def waiting_for_choice(self) -> Optional[int]: ...

    def limits(self) -> TableLimits: ...


def _choices(hand: StepHand) -> list[str]:
    """The choices open to the seat deciding now."""
    return [a.choice for a in hand.legal_actions() if a.choice is not None]


class TableWords(QObject):
    """Turns the controller's hand into a translated :class:`TableState`."""

    def __init__(self, controller: TableSource) -> None:
        super().__init__()
        self.c = controller
        self.hand = controller.hand
        self.denoms = controller.settings.get("chips/denominations")
        self.felt = FeltWords()

    # -- the caption -----------------------------------------------------------------
    def caption(self) -> str:
        h = self.hand
        waiting = self.c.waiting_for_choice()
        if waiting is not None:
            names = " / ".join(self.felt.choice_label(c)[0] for c in _choices(h))
            return self.tr("Seat {seat} decides: {choices}?").format(seat=waiting + 1,
                                                                     choices=names)
        if not h.history:
            return self.tr("Bets are placed. Press Space to deal.")
        last = h.history[-1]
        board = h.cards.board
        if last.kind == "deal":
            return self.tr("The dealer gives each player two cards and takes two face down.")
        if last.kind == "flop":
            return self.tr("Flop: {cards}").format(cards=self.felt.cards(board[:3]))
        if last.kind == "turn":
            return self.tr("Turn: {card}").format(card=self.felt.cards(board[3:4]))
        if last.kind == "river":
            return self.tr("River: {card}").format(card=self.felt.cards(board[4:5]))
        if last.kind == "decide":
            assert last.seat is not None and last.choice is not None  # a decision names both
            return self.decision_caption(last.seat, last.choice)
        if last.kind == "reveal":
            return self.reveal_caption()
        return self.settle_caption()

    def decision_caption(self, seat: int, choice: str) -> str:
        h = self.hand
        bet = h.placed_by(h.stage, choice)
        amount = h.stake(seat, bet) if bet is not None else 0
        return Line.in_context("TableWords", CHOICES[choice].caption, seat=seat + 1,
                               amount=amount).render(qt_translate)

    def dealer_hand(self) -> HandValue:
        return HandValue((*self.hand.cards.dealer, *self.hand.cards.board))

    def reveal_caption(self) -> str:
        h = self.hand
        shown = self.felt.cards(h.cards.dealer)
        note = h.dealer_note()
        if note is not None:
            return self.tr("The dealer shows {cards}. {note}").format(
                cards=shown, note=note.render(qt_translate))
        return self.tr("The dealer shows {cards}: {hand}.").format(
            cards=shown, hand=self.dealer_hand().term.render(qt_translate))

    def settle_caption(self) -> str:
        outcome = self.hand.outcome()
        nets = [] if outcome is None else [outcome.net(i) for i in range(len(outcome.seats))]
        parts = [self.tr("seat {seat} {net}").format(seat=i + 1, net=format_signed(net))
                 for i, net in enumerate(nets)]
        return self.tr("Settlement: {results}").format(results=", ".join(parts))

    # -- the state -------------------------------------------------------------------
    def side_in_play(self, seat: int) -> bool:
        """Whether ``seat`` folded with a side bet still to be settled on its cards."""
        h = self.hand
        return h.folded(seat) and game_of(h).folded_cards_in_play(h.rules, h.seats[seat].bonus)

    def spots(self, seat: int) -> tuple[SpotView, ...]:
        """The seat's spots: as settled at the end or, for a fold, from the fold on its
        ante (and any bet lost with it) as the dealer takes it then; a side bet still
        settled on the folded cards waits for the settlement (the core's result either way)."""
        h = self.hand
        settled = h.settlements.get(seat)
        folded = h.fold_settlement(seat) if settled is None else None
        waits = self.side_in_play(seat)

        def net(spec: BetSpec) -> Optional[int]:
            if settled is not None:
                return settled.bet(spec.id).net
            if folded is not None and not (spec.source == "side" and waits):
                return folded.bet(spec.id).net
            return None

        return tuple(self.felt.spot(spec.id, spec.label.render(qt_translate),
                                    h.stake(seat, spec.id), self.denoms, net(spec))
                     for spec in h.BETS)

    def waiting_note(self, seat: int) -> str:
        """A word on a folded seat whose cards stay for its side bet: why they stay."""
        h = self.hand
        if seat in h.settlements or not self.side_in_play(seat):
            return ""
        side = next(spec for spec in h.BETS if spec.source == "side")
        return self.tr("{bet} still to settle").format(bet=side.label.render(qt_translate))

    def seat(self, i: int) -> SeatView:
        h = self.hand
        dealt = h.stage is not Stage.BETS
        settled = h.settlements.get(i)
        name = total_text = ""
        if settled is not None:
            # A folded player made no hand: the later cards were never theirs to play.
            name = "" if h.folded(i) else settled.player.term.render(qt_translate)
            total_text = self.tr("Net {net}").format(net=format_signed(settled.total))
        # The dealer collects a fold's cards, unless a bet is still settled on them (or the
        # settings keep them face up, for teaching).
        collected = h.folded(i) and not self.c.settings.get("table/keep_folded_cards") \
            and not self.side_in_play(i)
        return SeatView(i + 1, tuple(card_text(c) for c in h.cards.players[i])
                        if dealt and not collected else (),
                        self.spots(i), h.folded(i), h.to_decide() == i, name, total_text,
                        settled.total if settled else None,
                        format_signed(settled.total) if settled else "",
                        self.waiting_note(i))

    def limits_line(self) -> Optional[str]:
        """The table's limits as the felt prints them among its rules ("Table limits: ante
        100-1,000 · AA Bonus up to 500"); None for a table without any."""
        limits, h = self.c.limits(), self.hand
        parts = []
        least, most = format_amount(limits.min_ante), format_amount(limits.max_ante)
        if limits.min_ante > 1 and limits.max_ante:
            parts.append(self.tr("ante {least}-{most}").format(least=least, most=most))
        elif limits.min_ante > 1:
            parts.append(self.tr("ante from {least}").format(least=least))
        elif limits.max_ante:
            parts.append(self.tr("ante up to {most}").format(most=most))
        side = next((spec for spec in h.BETS if spec.source == "side"), None)
        if limits.max_side and side is not None:
            parts.append(self.tr("{bet} up to {most}").format(
                bet=side.label.render(qt_translate), most=format_amount(limits.max_side)))
        if not parts:
            return None
        return self.tr("Table limits: {limits}").format(limits=" \u00b7 ".join(parts))

    def dealer_label(self) -> str:
        if not self.hand.dealer_shown:
            return self.tr("Dealer")
        return self.tr("Dealer: {hand}").format(hand=self.dealer_hand().term.render(qt_translate))

    def explanation(self) -> tuple[tuple[str, tuple[str, ...]], ...]:
        return tuple((self.tr("Seat {seat}").format(seat=i + 1),
                      tuple(s.explanation(qt_translate)))
                     for i, s in sorted(self.hand.settlements.items()))

    def rule_lines(self) -> tuple[str, ...]:
        """The house rules the felt prints, then the table's limits when it has any."""
        game = game_of(self.hand)
        lines = [line.render(qt_translate) for line in game.felt_rules(self.hand.rules)] \
            if game.felt_rules else []
        limits = self.limits_line()
        return tuple(lines + ([limits] if limits else []))

    def state(self) -> TableState:
        h, c = self.hand, self.c
        waiting = c.waiting_for_choice()
        choices: tuple[Choice, ...] = ()
        if waiting is not None:
            choices = tuple(Choice(c, *self.felt.choice_label(c)) for c in _choices(h))
        dealt = h.stage is not Stage.BETS
        dealer = tuple((card_text(x) if h.dealer_shown else None) for x in h.cards.dealer) \
            if dealt else ()
        board = tuple(card_text(x) if i < h.board_shown else None
                      for i, x in enumerate(h.cards.board))
        settings = c.settings
        game = game_of(h)
        return TableState(
            game=h.GAME, spot_rows=game.spot_rows, stage=h.stage.value, dealer_cards=dealer, board=board,
            seats=tuple(self.seat(i) for i in range(len(h.seats))), caption=self.caption(),
            dealer_label=self.dealer_label(), title=game.title.render(qt_translate),
            rule_lines=self.rule_lines(),
            denominations=tuple(self.denoms),
            explanation=self.explanation(),
            choices=choices,
            can_back=bool(h.history),
            can_forward=waiting is None and h.next_action() is not None,
            four_colour=settings.get("table/four_colour_deck"),
            card_back=settings.get("table/card_back"), step=len(h.history))
