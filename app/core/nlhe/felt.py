"""What a no-limit table prints on its felt, for a picture of a hand.

:class:`NLFacts` are the facts a dealer reads off the table (the button, the
blinds and ante, and the pots with the seats that can win each); the registry
turns them into the felt's lines with :func:`felt_rules`. Seats are numbered
from 1 here, as a table shows them; the rules core numbers them from 0.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..text import QT_TRANSLATE_NOOP, Line, Term


@dataclass(frozen=True)
class PotView:
    """A pot as the felt prints it: its name, its chips, the seats (from 1) that can win it."""

    title: Term
    amount: int
    seats: tuple[int, ...]


@dataclass(frozen=True)
class NLFacts:
    """A hand's table facts for the felt: the button and blinds, and the pots."""

    button: int  # from 1
    small_blind: int
    big_blind: int
    ante: int
    pots: tuple[PotView, ...] = ()


def seat_list(seats: tuple[int, ...]) -> str:
    return ", ".join(str(s) for s in seats)


def felt_rules(facts: NLFacts) -> tuple[Line, ...]:
    """What the felt prints: the button and the stakes, then each pot with its seats."""
    stakes = (QT_TRANSLATE_NOOP("FeltWords", "Button: seat {button} · blinds {small}/{big}")
              if not facts.ante else QT_TRANSLATE_NOOP(
                  "FeltWords", "Button: seat {button} · blinds {small}/{big} · ante {ante}"))
    out = [Line.in_context("FeltWords", stakes, button=facts.button, small=facts.small_blind,
                           big=facts.big_blind, ante=facts.ante)]
    for pot in facts.pots:
        out.append(Line.in_context("FeltWords", QT_TRANSLATE_NOOP(
            "FeltWords", "{pot} {amount}: seats {seats}"), pot=pot.title, amount=pot.amount,
            seats=seat_list(pot.seats)))
    return tuple(out)
