"""A no-limit hand told as a player reads a hand history, and a session's summary.

:func:`hand_lines` words a hand (in play or finished) line by line: the
stakes and seats, the posts, each street's cards, each action ("Seat 3:
calls 40"), the chips returned, and at the end the pots, the cards shown and
who wins what. The action log beside the table and the exported history are
these lines rendered in the trainee's language. Seats are the table's,
numbered from 1; the hand's own seats (from 0) are mapped through ``seats``.

:func:`session_summary` adds up a session: hands played, each seat's result
and the biggest pot.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from ..cards import shown_cards
from ..text import QT_TRANSLATE_NOOP, Line
from . import lines
from .actions import BET, CALL, CHECK, FOLD, RAISE, Street
from .hand import NLHand
from .table import HandRecord

C = "HandHistory"


def _line(template: str, **args: object) -> Line:
    return Line.in_context(C, template, **args)


HEADER = QT_TRANSLATE_NOOP("HandHistory", "Hand {number}: blinds {small}/{big}, button seat {button}")
HEADER_ANTE = QT_TRANSLATE_NOOP(
    "HandHistory", "Hand {number}: blinds {small}/{big}, ante {ante}, button seat {button}")
SEAT = QT_TRANSLATE_NOOP("HandHistory", "Seat {seat}: {name} ({stack} in chips)")
POSTS = {
    "ante": QT_TRANSLATE_NOOP("HandHistory", "Seat {seat}: posts the ante {amount}"),
    "small_blind": QT_TRANSLATE_NOOP("HandHistory", "Seat {seat}: posts the small blind {amount}"),
    "big_blind": QT_TRANSLATE_NOOP("HandHistory", "Seat {seat}: posts the big blind {amount}"),
}
POSTS_ALL_IN = QT_TRANSLATE_NOOP("HandHistory", "Seat {seat} is all-in")
STREETS = {
    Street.FLOP: QT_TRANSLATE_NOOP("HandHistory", "Flop: {cards}"),
    Street.TURN: QT_TRANSLATE_NOOP("HandHistory", "Turn: {cards}"),
    Street.RIVER: QT_TRANSLATE_NOOP("HandHistory", "River: {cards}"),
}
ACTS = {
    FOLD: QT_TRANSLATE_NOOP("HandHistory", "Seat {seat}: folds"),
    CHECK: QT_TRANSLATE_NOOP("HandHistory", "Seat {seat}: checks"),
    CALL: QT_TRANSLATE_NOOP("HandHistory", "Seat {seat}: calls {amount}"),
    BET: QT_TRANSLATE_NOOP("HandHistory", "Seat {seat}: bets {to}"),
    RAISE: QT_TRANSLATE_NOOP("HandHistory", "Seat {seat}: raises to {to}"),
}
ACTS_ALL_IN = {
    CALL: QT_TRANSLATE_NOOP("HandHistory", "Seat {seat}: calls {amount} and is all-in"),
    BET: QT_TRANSLATE_NOOP("HandHistory", "Seat {seat}: bets {to} and is all-in"),
    RAISE: QT_TRANSLATE_NOOP("HandHistory", "Seat {seat}: raises to {to} and is all-in"),
}
SHOWDOWN = QT_TRANSLATE_NOOP("HandHistory", "Showdown")
SEAT_ARGS = ("seat", "last")


def renumber(line: Line, seats: Sequence[int]) -> Line:
    """A core line whose seat numbers (from 0, the hand's) become table seats from 1."""
    args = []
    for key, value in line.args:
        if key in SEAT_ARGS and isinstance(value, int):
            value = seats[value] + 1
        elif key == "seats" and isinstance(value, str) and value:
            value = ", ".join(str(seats[int(s)] + 1) for s in value.split(", "))
        args.append((key, value))
    return line._replace(args=tuple(args))


def hand_lines(hand: NLHand, number: int = 1, seats: Optional[Sequence[int]] = None,
               names: Sequence[str] = (), settled: bool = True) -> list[Line]:
    """The hand so far in hand-history lines; ``seats`` maps the hand's seats to the table's
    (from 0), ``names`` the table seats' names. Not ``settled``: a finished hand stops at
    its last action (the board still to run out, the pots and who wins them left out)."""
    s = hand.setup
    table = list(seats) if seats is not None else list(range(s.seats))

    def at(seat: int) -> int:
        return table[seat] + 1

    # The hand's number is a name, not an amount: "Hand 1000", its digits never grouped.
    out = [_line(HEADER_ANTE if s.ante else HEADER, number=str(number), small=s.small_blind,
                 big=s.big_blind, ante=s.ante, button=at(s.button))]
    for seat, stack in enumerate(s.stacks):
        name = names[table[seat]] if table[seat] < len(names) else ""
        out.append(_line(SEAT, seat=at(seat), name=name or "-", stack=stack))
    for post in hand.posts:
        out.append(_line(POSTS[post.kind], seat=at(post.seat), amount=post.amount))
        if post.all_in:
            out.append(_line(POSTS_ALL_IN, seat=at(post.seat)))
    street = Street.PREFLOP
    for record in hand.history:
        street = _streets_between(out, hand, street, record.street)
        template = ACTS_ALL_IN[record.kind] if record.all_in else ACTS[record.kind]
        out.append(_line(template, seat=at(record.seat), amount=record.added, to=record.to))
    # Chips come back only when the betting is over for good: right after the last action.
    out += [renumber(u, table) for u in hand.notes if u.template == lines.UNCALLED]
    if hand.is_over and settled:
        outcome = hand.outcome
        assert outcome is not None
        if outcome.showdown:  # the board runs out to the river
            _streets_between(out, hand, street, Street.RIVER)
            out.append(_line(SHOWDOWN))
        out += [renumber(line, table) for line in outcome.lines[len(hand.notes):]]
    elif not hand.is_over:
        _streets_between(out, hand, street, hand.street)
    return out


def _streets_between(out: list[Line], hand: NLHand, now: Street, then: Street) -> Street:
    """Append the cards of each street opened after ``now`` up to ``then`` (as far as the
    board is known); return the street reached."""
    board = hand.setup.board
    for street in range(now + 1, min(then, Street.RIVER) + 1):
        count = Street(street).board_cards
        if len(board) < count:
            break
        cards = board[:3] if street == Street.FLOP else board[count - 1:count]
        out.append(_line(STREETS[Street(street)], cards=shown_cards(cards)))
    return max(now, then)


@dataclass(frozen=True)
class SessionSummary:
    """A session's figures: hands played, each table seat's result, the biggest pot."""

    hands: int
    results: tuple[int, ...]  # by table seat (from 0): chips now minus chips at the start
    biggest_pot: int
    biggest_hand: Optional[int]  # the hand number of the biggest pot


def session_summary(records: Sequence[HandRecord], start: Sequence[int],
                    now: Sequence[int]) -> SessionSummary:
    """The figures of a session from its finished hands and the table's stacks."""
    biggest, number = 0, None
    for record in records:
        pot = record.outcome.pots.total
        if pot > biggest:
            biggest, number = pot, record.number
    return SessionSummary(len(records), tuple(b - a for a, b in zip(start, now, strict=True)),
                          biggest, number)
