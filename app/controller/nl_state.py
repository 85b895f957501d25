"""What the no-limit table shows, as plain data, worded in the current language.

:func:`nl_state` reads the controller and its hand (every figure from the
rules core) and builds an :class:`NLTableState`; the scene draws it and
computes nothing. While a dealer's question is open, what would give its
answer away stays hidden until it is answered: whose turn it is, the pots,
the winners.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Protocol

from app.core.cards import card_text
from app.core.chips import fewest_stacks
from app.core.nlhe import LegalActions, NLHand, SidePots, Table
from app.core.nlhe.actions import preset_sizes
from app.core.nlhe.config import ASK_ACTION, ASK_POTS, ASK_STREET_POT, TableConfig
from app.core.nlhe.lines import pot_title
from app.core.text import QT_TRANSLATE_NOOP, Line, Term
from app.core.trainer.questions import Question
from app.i18n import qt_translate
from app.system.settings import Settings


class NLTableSource(Protocol):
    """What the words read of the no-limit table's controller (an ``NLTableController``,
    which imports this module: named by what it offers, so this one need not import it)."""

    settings: Settings
    config: TableConfig
    table: Optional[Table]
    review: Optional[NLHand]
    review_names: tuple[str, ...]
    question: Optional[Question]
    viewing: Optional[int]
    show_all: bool
    ended: bool
    hand_number: int
    hand_seats: tuple[int, ...]
    seat_of: tuple[int, ...]

    def shown_hand(self) -> Optional[NLHand]: ...
    def seat_names(self) -> list[str]: ...
    def withheld(self) -> set[str]: ...
    def settled(self) -> bool: ...
    def viewing_board(self) -> Optional[int]: ...
    def waiting_for_trainee(self) -> bool: ...
    def history_lines(self) -> list[Line]: ...
    def can_step(self) -> bool: ...
    def file_stop(self) -> tuple[Line, ...]: ...

T = "NLTable"
LEVEL_WORDS = {
    "easy": QT_TRANSLATE_NOOP("NLTable", "Easy"),
    "normal": QT_TRANSLATE_NOOP("NLTable", "Normal"),
    "hard": QT_TRANSLATE_NOOP("NLTable", "Hard"),
    "trainee": QT_TRANSLATE_NOOP("NLTable", "You"),
}
ACT_WORDS = {
    "fold": QT_TRANSLATE_NOOP("NLTable", "Fold"), "check": QT_TRANSLATE_NOOP("NLTable", "Check"),
    "call": QT_TRANSLATE_NOOP("NLTable", "Call"), "bet": QT_TRANSLATE_NOOP("NLTable", "Bet"),
    "raise": QT_TRANSLATE_NOOP("NLTable", "Raise"), "allin": QT_TRANSLATE_NOOP("NLTable", "All-in"),
}
STREET_WORDS = (QT_TRANSLATE_NOOP("NLTable", "Before the flop"), QT_TRANSLATE_NOOP("NLTable", "Flop"),
                QT_TRANSLATE_NOOP("NLTable", "Turn"), QT_TRANSLATE_NOOP("NLTable", "River"),
                QT_TRANSLATE_NOOP("NLTable", "Showdown"))


def tr(text: str) -> str:
    return qt_translate(T, text)


@dataclass(frozen=True)
class NLSeatView:
    """One seat of the table (``number`` from 1, the seat's place at the table)."""

    number: int
    empty: bool = False
    name: str = ""
    level: str = ""
    stack: int = 0
    bet: int = 0
    bet_chips: tuple[tuple[int, int], ...] = ()
    cards: tuple[Optional[str], ...] = ()  # None = face down; () = no cards
    folded: bool = False
    all_in: bool = False
    to_act: bool = False
    button: bool = False
    blind: str = ""
    action: str = ""  # the seat's last action on this street, in a word
    winner: bool = False
    won: int = 0
    hand_name: str = ""
    dimmed: frozenset[str] = frozenset()  # its cards outside the best five shown


@dataclass(frozen=True)
class NLPotView:
    title: str
    amount: int
    seats: str  # "seats 1, 3, 4"
    chips: tuple[tuple[int, int], ...]
    winners: tuple[int, ...] = ()  # seat numbers from 1
    shares: tuple[int, ...] = ()  # the chips each winner receives from it
    share_chips: tuple[tuple[tuple[int, int], ...], ...] = ()  # each share as chips
    hidden: bool = False  # part of an open question: drawn as chips with "?"


@dataclass(frozen=True)
class NLTableState:
    seats: tuple[NLSeatView, ...]
    board: tuple[Optional[str], ...]  # five slots, None = not dealt
    board_dimmed: frozenset[str]
    pots: tuple[NLPotView, ...]
    title: str
    stakes: str
    street: str
    caption: str
    log: tuple[str, ...]
    denominations: tuple[int, ...]
    legal: Optional[LegalActions] = None  # the trainee's legal set when it is their turn
    presets: tuple[tuple[str, int], ...] = ()
    showdown: bool = False
    four_colour: bool = False
    card_back: str = "blue"
    over: bool = False  # the hand is over (the next hand may be dealt)
    button_word: str = "D"  # the letter on the dealer button
    can_back: bool = False
    can_forward: bool = False
    session_over: bool = False


def _chips(amount: int, denominations: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    return tuple(fewest_stacks(amount, denominations)) if amount > 0 else ()


def _seats_text(seats: tuple[int, ...]) -> str:
    return Line.in_context(T, QT_TRANSLATE_NOOP("NLTable", "seats {seats}"),
                           seats=", ".join(map(str, seats))).render(qt_translate) \
        if len(seats) > 1 else Line.in_context(T, QT_TRANSLATE_NOOP("NLTable", "seat {seat}"),
                                               seat=seats[0]).render(qt_translate)


def nl_state(c: NLTableSource) -> NLTableState:
    settings = c.settings
    denominations = settings.get("chips/denominations")
    hand = c.shown_hand()
    secret = c.withheld()
    review = c.review is not None
    # Table seat (from 0) -> hand seat: the session's map, or the file's own seats.
    if review:
        assert hand is not None
        at_table = {s: s for s in range(hand.n)}
        config_seats = [("", name) for name in c.review_names or [""] * hand.n]
    else:
        at_table = {c.seat_of[i]: hs for hs, i in enumerate(c.hand_seats)}
        config_seats = [(s.kind, name) for s, name in zip(c.config.seats, c.seat_names(),
                                                           strict=True)]
    outcome = hand.outcome if hand is not None and hand.is_over else None
    winners: dict[int, int] = {}
    best: dict[int, frozenset[str]] = {}
    # The winners are shown once nothing asks them, and not while a run-out is stepped.
    settled = c.settled()
    if outcome is not None and settled:
        for award in outcome.awards:
            for s, chips in award.shares.items():
                winners[s] = winners.get(s, 0) + chips
        for s, value in outcome.showdown.items():
            best[s] = frozenset(card_text(x) for x in value.best_five)
    lit = frozenset().union(*(best[s] for s in winners if s in best)) if best else frozenset()
    showdown = outcome is not None and bool(outcome.showdown)
    seats = []
    for number, (kind, name) in enumerate(config_seats):
        hs = at_table.get(number)
        if kind == "empty" or (hs is None and not review):
            index = c.seat_of.index(number) if number in c.seat_of and c.table else None
            stack = c.table.seats[index].stack if index is not None and c.table else 0
            # A seat out of chips sits out, and says so.
            seats.append(NLSeatView(number + 1, empty=kind == "empty", name=name,
                                    level=tr(LEVEL_WORDS.get(kind, "")) if kind != "empty" else "",
                                    stack=stack, folded=kind != "empty",
                                    action=tr(QT_TRANSLATE_NOOP("NLTable", "Out"))
                                    if kind != "empty" else ""))
            continue
        assert hand is not None and hs is not None
        setup = hand.setup
        holes = setup.hole_cards[hs] if setup.hole_cards else ()
        face_up = (c.show_all or review or kind == "trainee"
                   or (outcome is not None and hs in outcome.showdown))
        cards: tuple[Optional[str], ...] = ()
        if not hand.folded[hs] or face_up and (c.show_all or kind == "trainee"):
            cards = tuple(card_text(x) for x in holes) if face_up and holes else (None, None)
        acted = [r for r in hand.history if r.seat == hs and r.street == hand.street]
        action = ""
        if hand.folded[hs]:
            action = tr(ACT_WORDS["fold"])
        elif hand.stacks[hs] == 0:
            action = tr(ACT_WORDS["allin"])
        elif acted and not hand.is_over:
            action = tr(ACT_WORDS[acted[-1].kind])
        blind = ""
        for post in hand.posts:
            if post.seat == hs and post.kind != "ante" and hand.street == 0:
                blind = tr(QT_TRANSLATE_NOOP("NLTable", "SB") if post.kind == "small_blind"
                           else QT_TRANSLATE_NOOP("NLTable", "BB"))
        dim: frozenset[str] = frozenset()
        if showdown and hs in best and face_up:
            dim = frozenset(card_text(x) for x in holes) - lit if hs in winners else \
                frozenset(card_text(x) for x in holes)
        seats.append(NLSeatView(
            number + 1, name=name, level=tr(LEVEL_WORDS.get(kind, "")) if kind else "",
            # Once nothing asks the award, the stacks are paid.
            stack=outcome.final_stacks[hs] if outcome is not None and settled else
            hand.stacks[hs], bet=0 if hand.is_over else hand.bets[hs],
            bet_chips=() if hand.is_over else _chips(hand.bets[hs], denominations),
            cards=cards, folded=hand.folded[hs],
            all_in=hand.stacks[hs] == 0 and not hand.folded[hs],
            to_act=hand.to_act == hs and ASK_ACTION not in secret and c.question is None,
            button=setup.button == hs, blind=blind, action=action,
            winner=hs in winners, won=winners.get(hs, 0),
            hand_name=outcome.showdown[hs].term.render(qt_translate)
            if outcome is not None and hs in outcome.showdown and settled else "",
            dimmed=dim))
    pots: list[NLPotView] = []
    table_no = {hs: number + 1 for number, hs in at_table.items()}
    if hand is not None:
        if outcome is not None:
            cut: SidePots = outcome.pots
            awards = dict(enumerate(outcome.awards)) if settled else {}
        else:
            middle = [ci - b for ci, b in zip(hand.contributed, hand.bets, strict=True)]
            cut = SidePots(middle, hand.folded) if any(middle) else SidePots([0] * hand.n,
                                                                             hand.folded)
            awards = {}
        hide = bool(secret & {ASK_POTS, ASK_STREET_POT})
        for i, pot in enumerate(cut):
            if pot.amount == 0:
                continue
            title = pot_title(i, len(cut)).render(qt_translate)
            paid = awards.get(i)
            pots.append(NLPotView(
                title, pot.amount, _seats_text(tuple(table_no[s] for s in pot.eligible)),
                _chips(pot.amount, denominations),
                tuple(table_no[s] for s in paid.winners) if paid else (),
                tuple(paid.shares[s] for s in paid.winners) if paid else (),
                tuple(_chips(paid.shares[s], denominations) for s in paid.winners)
                if paid else (), hide))
    board: tuple[Optional[str], ...] = (None,) * 5
    if hand is not None:
        shown = list(hand.board)
        if ASK_POTS in secret:  # the pots are made before the board runs out
            shown = shown[:hand.history[-1].street.board_cards if hand.history else 0]
        if c.viewing_board() is not None:
            shown = shown[:c.viewing_board()]
        board = tuple(card_text(x) for x in shown) + (None,) * (5 - len(shown))
    legal = None
    presets: tuple[tuple[str, int], ...] = ()
    if hand is not None and c.waiting_for_trainee() and c.viewing is None:
        legal = hand.legal()
        if legal is not None:
            presets = tuple(preset_sizes(legal, hand.pot).items())
    table = hand.setup if hand is not None else None
    stakes = ""
    if table is not None:
        stakes = Line.in_context(T, QT_TRANSLATE_NOOP(
            "NLTable", "Hand {number} · blinds {small}/{big}") if not table.ante else QT_TRANSLATE_NOOP(
            "NLTable", "Hand {number} · blinds {small}/{big} · ante {ante}"),
            number=str(c.hand_number if not review else 1), small=table.small_blind,
            big=table.big_blind, ante=table.ante).render(qt_translate)
    street = ""
    stepped = c.viewing_board()
    if stepped is not None:  # a run-out stepped: the street of its board
        street = tr(STREET_WORDS[{0: 0, 3: 1, 4: 2, 5: 3}[stepped]])
    elif hand is not None:
        street = tr(STREET_WORDS[min(int(hand.street), 4)]) if not (
            hand.is_over and not showdown) else tr(QT_TRANSLATE_NOOP("NLTable", "Hand over"))
    return NLTableState(
        tuple(seats), board, frozenset(c for c in board if c) - lit if lit else frozenset(),
        tuple(pots), Term("nl", QT_TRANSLATE_NOOP("FeltWords", "NO-LIMIT TEXAS HOLD'EM"),
                          "FeltWords").render(qt_translate),
        stakes, street, _caption(c, hand, table_no),
        tuple(line.render(qt_translate) for line in c.history_lines()),
        denominations, legal, presets, showdown,
        settings.get("table/four_colour_deck"), settings.get("table/card_back"),
        over=hand is not None and hand.is_over, can_back=c.can_step() and c.viewing != 0,
        can_forward=c.can_step() and c.viewing is not None, session_over=c.ended,
        # The dealer button's letter: D for dealer, or the language's own.
        button_word=tr(QT_TRANSLATE_NOOP("NLTable", "D")))


def _caption(c: NLTableSource, hand: Optional[NLHand], table_no: dict[int, int]) -> str:
    if c.review is not None:  # the file's hand, where it stops, and what N does after it
        step = QT_TRANSLATE_NOOP("NLTable", "A hand from a file: step through it with the arrows.")
        lines = [tr(step)] if c.can_step() else []
        lines.append(" ".join(line.render(qt_translate) for line in c.file_stop()))
        if c.ended:
            lines.append(tr(QT_TRANSLATE_NOOP("NLTable", "N or Enter starts a new session at your table.")))
        return "\n".join(line for line in lines if line)
    if c.ended:
        return tr(QT_TRANSLATE_NOOP("NLTable", "The session is over."))
    if c.question is not None:
        return c.question.prompt.render(qt_translate)
    if hand is None:
        return ""
    if hand.is_over:
        return tr(QT_TRANSLATE_NOOP("NLTable", "The hand is over: N or Enter deals the next one."))
    if c.waiting_for_trainee():
        return tr(QT_TRANSLATE_NOOP("NLTable", "Your turn."))
    assert hand.to_act is not None
    return Line.in_context(T, QT_TRANSLATE_NOOP("NLTable", "Seat {seat} to act"),
                           seat=table_no[hand.to_act]).render(qt_translate)
