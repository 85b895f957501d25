"""The sentences a dealer says about a no-limit hand, as translatable templates.

Every sentence is an English template marked for Qt Linguist in the
``Rules`` context and filled by :class:`~app.core.text.Line` when rendered.
Seat lists are written ``seats {seats} and {last}`` (``seats`` already holds
the numbers joined with commas) so that the word "and" is translated with its
sentence. Seat numbers are the scenario's: 0 to n-1, clockwise.
"""

from __future__ import annotations

from typing import Optional, Sequence

from ..text import QT_TRANSLATE_NOOP, Line, Numerus, Term
from .actions import Post

ANTES = QT_TRANSLATE_NOOP("Rules", "Every seat antes {ante}")
ANTE_SHORT = QT_TRANSLATE_NOOP("Rules", "Seat {seat} has only {amount} for the ante and is all-in")
HEADS_UP = QT_TRANSLATE_NOOP(
    "Rules", "Heads-up: the button posts the small blind, acts first before the flop "
             "and last on every later street")
SMALL_BLIND = QT_TRANSLATE_NOOP("Rules", "Seat {seat} posts the small blind, {amount}")
BIG_BLIND = QT_TRANSLATE_NOOP("Rules", "Seat {seat} posts the big blind, {amount}")
SMALL_BLIND_SHORT = QT_TRANSLATE_NOOP(
    "Rules", "Seat {seat} posts {amount} all-in, less than the small blind")
BIG_BLIND_SHORT = QT_TRANSLATE_NOOP(
    "Rules", "Seat {seat} posts {amount} all-in, less than the big blind: the others still "
             "call the full {big_blind} and the minimum raise is to {min_to}")
BIG_BLIND_SHORT_ALONE = QT_TRANSLATE_NOOP(
    "Rules", "Seat {seat} posts {amount} all-in, less than the big blind: the only player "
             "who can still bet just has to match {amount}")
SHORT_RAISE = QT_TRANSLATE_NOOP(
    "Rules", "Seat {seat} is all-in to {to}, less than a full raise to {min_to}: the betting "
             "is not reopened for seats that have already acted")
SHORT_BET = QT_TRANSLATE_NOOP(
    "Rules", "Seat {seat} bets {to} all-in, less than the minimum bet of {min_to}: the betting "
             "is not reopened for seats that have already acted")
REOPENED = QT_TRANSLATE_NOOP(
    "Rules", "The short all-ins since seat {seat} acted add up to a full raise: seat {seat} "
             "may raise again")
FOLD_FACING_NOTHING = QT_TRANSLATE_NOOP(
    "Rules", "Seat {seat} folds although it could check: the fold is legal and binding")
UNCALLED = QT_TRANSLATE_NOOP("Rules", "Uncalled {amount} returned to seat {seat}")
RUN_OUT_ALL = QT_TRANSLATE_NOOP(
    "Rules", "Every remaining player is all-in: the rest of the board is dealt with no "
             "more betting")
RUN_OUT_ONE = QT_TRANSLATE_NOOP(
    "Rules", "All remaining players but one are all-in: the rest of the board is dealt with "
             "no more betting")
POT_ONE = QT_TRANSLATE_NOOP("Rules", "{pot}: {amount}, seat {last}")
POT_MANY = QT_TRANSLATE_NOOP("Rules", "{pot}: {amount}, seats {seats} and {last}")
SHOWS = QT_TRANSLATE_NOOP("Rules", "Seat {seat} shows {cards}: {hand}")
WINS = QT_TRANSLATE_NOOP("Rules", "{pot}: {amount} to seat {seat} ({hand})")
WINS_FOLD = QT_TRANSLATE_NOOP("Rules", "{pot}: {amount} to seat {seat}, every other player folded")
WINS_ALONE = QT_TRANSLATE_NOOP("Rules", "{pot}: {amount} to seat {seat}, the only player in it")
SPLIT = QT_TRANSLATE_NOOP(
    "Rules", "{pot}: {amount} split by seats {seats} and {last} ({hand}), {share} each")
ODD_ONE = QT_TRANSLATE_NOOP(
    "Rules", "{pot}: the odd chip goes to seat {last}, the first winner left of the button")
ODD_MANY = Numerus.translate(  # n: the odd chips (2 or more), said by Line.with_count
    "Rules", "{pot}: %n odd chip(s), one each to seats {seats} and {last}, clockwise from "
             "the button", None, 0)

MAIN_POT = Term("main_pot", QT_TRANSLATE_NOOP("Rules", "Main pot"))
SIDE_POT = Term("side_pot", QT_TRANSLATE_NOOP("Rules", "Side pot"))
SIDE_POTS = (
    Term("side_pot_1", QT_TRANSLATE_NOOP("Rules", "Side pot 1")),
    Term("side_pot_2", QT_TRANSLATE_NOOP("Rules", "Side pot 2")),
    Term("side_pot_3", QT_TRANSLATE_NOOP("Rules", "Side pot 3")),
    Term("side_pot_4", QT_TRANSLATE_NOOP("Rules", "Side pot 4")),
    Term("side_pot_5", QT_TRANSLATE_NOOP("Rules", "Side pot 5")),
    Term("side_pot_6", QT_TRANSLATE_NOOP("Rules", "Side pot 6")),
    Term("side_pot_7", QT_TRANSLATE_NOOP("Rules", "Side pot 7")),
    Term("side_pot_8", QT_TRANSLATE_NOOP("Rules", "Side pot 8")),
)


def seat_list(seats: Sequence[int]) -> dict[str, object]:
    """The ``seats`` / ``last`` arguments of a seat-list template."""
    return {"seats": ", ".join(str(s) for s in seats[:-1]), "last": seats[-1]}


def pot_title(index: int, pots: int) -> Term:
    """``Main pot`` for pot 0; ``Side pot`` when it is the only one, else ``Side pot 2``."""
    if index == 0:
        return MAIN_POT
    return SIDE_POT if pots == 2 else SIDE_POTS[index - 1]


def pot_line(title: Term, amount: int, eligible: Sequence[int]) -> Line:
    """``Main pot: 760, seats 0, 1 and 3``."""
    template = POT_ONE if len(eligible) == 1 else POT_MANY
    return Line.of(template, pot=title, amount=amount, **seat_list(eligible))


def post_line(post: Post, small_blind: int, big_blind: int, ante: int,
              others_pay_full: bool) -> Optional[Line]:
    """What the dealer says about a forced bet (None for a full ante: said once for all).

    ``others_pay_full`` is False when nobody but one player can bet after the
    blinds: a short big blind is then only matched, not completed.
    """
    if post.kind == "ante":
        return Line.of(ANTE_SHORT, seat=post.seat, amount=post.amount) \
            if post.amount < ante else None
    small = post.kind == "small_blind"
    full = small_blind if small else big_blind
    if post.amount == full:
        return Line.of(SMALL_BLIND if small else BIG_BLIND, seat=post.seat, amount=post.amount)
    if small:
        return Line.of(SMALL_BLIND_SHORT, seat=post.seat, amount=post.amount)
    if others_pay_full:
        return Line.of(BIG_BLIND_SHORT, seat=post.seat, amount=post.amount, big_blind=full,
                       min_to=2 * full)
    return Line.of(BIG_BLIND_SHORT_ALONE, seat=post.seat, amount=post.amount)
