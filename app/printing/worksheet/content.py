"""What a worksheet says, in the reader's language, before anything is drawn.

Each question of the trainer (app.core.trainer) becomes a :class:`SheetQuestion`:
the cards and amounts the trainer shows (seat by seat, the dealer's when shown,
the board), the house rules printed on the felt, the prompt and a blank per
part (the options to tick for a choice); its :class:`SheetAnswer` has each
part's key and the rules core's derivation. Every word comes from the core's
own lines rendered with ``translate``, as the trainer and ``python -m app
questions`` show them; nothing here computes an answer.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.core.cards import card_text
from app.core.games.registry import find_game
from app.core.text import QT_TRANSLATE_NOOP, Joined, Line, Signed, Translate, number_format
from app.core.trainer.parts import Entry, Part
from app.core.trainer.questions import SEAT, Question, tline

W = "Worksheet"  # the translation context of the worksheets' own words


def wline(template: str, **args: object) -> Line:
    """A line marked in the Worksheet context."""
    return Line.in_context(W, template, **args)


PLAYER = QT_TRANSLATE_NOOP("Worksheet", "Player")
DEALER = QT_TRANSLATE_NOOP("Worksheet", "Dealer")
FLOP = QT_TRANSLATE_NOOP("Worksheet", "Flop")
BOARD = QT_TRANSLATE_NOOP("Worksheet", "Board")
FOLDED = QT_TRANSLATE_NOOP("Worksheet", "Folded")
TO_ACT = QT_TRANSLATE_NOOP("Worksheet", "To act")


@dataclass(frozen=True)
class Hand:
    """A group of cards as the table shows it: its name, the cards (texts like ``Th``;
    none when they are face down or not part of the question), the amounts in front of
    it (``Ante 35``) and a note (folded, to act)."""

    label: str
    cards: tuple[str, ...] = ()
    amounts: tuple[str, ...] = ()
    note: str = ""


@dataclass(frozen=True)
class Blank:
    """One thing to fill in: its label and, for a choice, the options to tick."""

    label: str
    options: tuple[str, ...] = ()


@dataclass(frozen=True)
class SheetQuestion:
    """A question as the sheet prints it."""

    number: int  # from 1
    prompt: str
    hands: tuple[Hand, ...]
    rules: tuple[str, ...]  # the house rules and table facts printed on the felt
    blanks: tuple[Blank, ...]


@dataclass(frozen=True)
class SheetAnswer:
    """A question's answer key: each part's label and answer, then how it is worked out."""

    number: int
    answers: tuple[tuple[str, str], ...]
    derivation: tuple[str, ...]


def _amounts(game_id: str, bets: tuple[tuple[str, int], ...], translate: Translate,
             paid: tuple[tuple[str, int], ...] = ()) -> tuple[str, ...]:
    """The amounts at a seat, each with its spot's name (an empty spot left out), and
    on a layout to audit what the dealer paid on it (``Ante 35 (+70)``)."""
    game, number = find_game(game_id), number_format(translate)
    settled = dict(paid)
    return tuple(f"{game.spot_label(bet).render(translate)} {number(stake)}"
                 + (f" ({Joined((Signed(settled[bet]),)).render(translate)})"
                    if bet in settled else "")
                 for bet, stake in bets if stake)


def hands(q: Question, translate: Translate) -> tuple[Hand, ...]:
    """The seats (one seat of a casino game is "the player"), the dealer's cards when the
    question shows them, then the board."""
    out = []
    alone = len(q.seats) == 1
    for i, seat in enumerate(q.seats):
        label = wline(PLAYER) if alone else tline(SEAT, seat=i + 1)  # as the trainer says it
        note = wline(FOLDED) if seat.folded else wline(TO_ACT) if q.to_act == i else None
        out.append(Hand(label.render(translate), tuple(card_text(c) for c in seat.cards),
                        _amounts(q.game, seat.bets, translate, seat.paid),
                        note.render(translate) if note else ""))
    if q.dealer_shown:
        out.append(Hand(wline(DEALER).render(translate), tuple(card_text(c) for c in q.dealer)))
    if q.board:
        board = wline(FLOP if len(q.board) == 3 else BOARD)
        out.append(Hand(board.render(translate), tuple(card_text(c) for c in q.board)))
    return tuple(out)


def _blank(part: Part, prompt: str, translate: Translate) -> Blank:
    label = part.label.render(translate)
    if part.field.entry is not Entry.CHOICE:  # a field to fill in; a choice prints its options
        return Blank(label)
    options = tuple(o.text.render(translate) for o in part.options)
    return Blank("" if label == prompt else label, options)  # no question asked twice


def sheet_question(number: int, q: Question, translate: Translate) -> SheetQuestion:
    """Question ``number`` of the sheet: what the trainer shows for ``q``, in words."""
    # A question in words prints its sentences first, as the felt shows them.
    prompt = " ".join([*(line.render(translate) for line in q.story if line != q.prompt),
                       q.prompt.render(translate)])
    rules = find_game(q.game).felt_rules
    felt = tuple(line.render(translate) for line in rules(q.rules)) if rules else ()
    return SheetQuestion(number, prompt, hands(q, translate), felt,
                         tuple(_blank(p, prompt, translate) for p in q.parts))


def sheet_answer(number: int, q: Question, translate: Translate) -> SheetAnswer:
    """The key of question ``number``: each part's expected answer, then the derivation."""
    answers = tuple((p.label.render(translate), p.shown(p.expected, translate))
                    for p in q.parts)
    return SheetAnswer(number, answers, tuple(line.render(translate) for line in q.derivation))
