"""The drill list as the trainer shows it: the drills grouped, each with a line saying what
the trainee does.

Each game's drills first (Casino Hold'em, then Texas Hold'em Bonus: a game's word problems,
a payout of that game told in a sentence, among them), then the dealer's skills that serve
every table (hands, calls, multiplying, chips), then no-limit.
This order is for showing only: ``drill_spec.DRILLS`` keeps each drill's place, which
exam codes name. Every drill is in one group (a test checks it).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..text import QT_TRANSLATE_NOOP, Term


@dataclass(frozen=True)
class DrillGroup:
    """A heading of the drill list and its drills' ids, in the order shown."""

    id: str
    title: Term
    drills: tuple[str, ...]


def _t(id: str, text: str) -> Term:
    return Term(id, text, "Trainer")


DRILL_GROUPS = (
    DrillGroup("casino", _t("group.casino_holdem", QT_TRANSLATE_NOOP(
        "Trainer", "Casino Hold'em")),
        ("ch.ante_call", "ch.aa_bonus", "ch.qualify", "ch.total", "ch.round", "ch.audit",
         "ch.words")),
    DrillGroup("bonus", _t("group.holdem_bonus", QT_TRANSLATE_NOOP(
        "Trainer", "Texas Hold'em Bonus")),
        ("thb.bonus", "thb.ante", "thb.total", "thb.audit", "thb.words")),
    DrillGroup("skills", _t("group.skills", QT_TRANSLATE_NOOP(
        "Trainer", "The dealer's skills")),
        ("hand.name", "hand.winner", "call.announce", "pay.multiply", "chips.colour")),
    DrillGroup("no_limit", _t("group.nlhe", QT_TRANSLATE_NOOP("Trainer", "No-limit Hold'em")),
               ("nl.call", "nl.pots", "nl.award")),
)

_SETTLE_ONE = QT_TRANSLATE_NOOP(
    "Trainer", "Settle one player: each bet paid, pushed or taken, and the net.")
_AUDIT = QT_TRANSLATE_NOOP(
    "Trainer", "Find the wrong payouts on a settled layout and put them right.")
_WORDS = QT_TRANSLATE_NOOP(
    "Trainer", "Work out a payout told in a sentence, with no cards shown.")

# What the trainee does in each drill, in a line.
DESCRIPTIONS: dict[str, Term] = {id: _t("about." + id, text) for id, text in (
    ("ch.ante_call", QT_TRANSLATE_NOOP(
        "Trainer", "Type what the ante and the call are paid (0 if nothing).")),
    ("ch.aa_bonus", QT_TRANSLATE_NOOP(
        "Trainer", "Type what the AA Bonus pays on the player's cards and the flop.")),
    ("ch.qualify", QT_TRANSLATE_NOOP(
        "Trainer", "Say whether the dealer's hand qualifies (a pair of fours or better).")),
    ("ch.total", _SETTLE_ONE),
    ("ch.round", QT_TRANSLATE_NOOP(
        "Trainer", "Settle a table of players: folded ones first, then right to left.")),
    ("ch.audit", _AUDIT),
    ("thb.bonus", QT_TRANSLATE_NOOP(
        "Trainer", "Type what the bonus bet pays on the player's starting cards.")),
    ("thb.ante", QT_TRANSLATE_NOOP(
        "Trainer", "Say whether the ante pays, pushes or loses at this table.")),
    ("thb.total", _SETTLE_ONE),
    ("thb.audit", _AUDIT),
    ("hand.name", QT_TRANSLATE_NOOP("Trainer", "Name the player's best five-card hand.")),
    ("hand.winner", QT_TRANSLATE_NOOP(
        "Trainer", "Say which hand wins, the player's or the dealer's, or a tie.")),
    ("call.announce", QT_TRANSLATE_NOOP(
        "Trainer", "Say the dealer's call at a step of the hand.")),
    ("ch.words", _WORDS),
    ("thb.words", _WORDS),
    ("pay.multiply", QT_TRANSLATE_NOOP(
        "Trainer", "Multiply a stake by a pay-table line, at speed.")),
    ("chips.colour", QT_TRANSLATE_NOOP(
        "Trainer", "Colour a pile up into the fewest chips, or pay from a stack.")),
    ("nl.call", QT_TRANSLATE_NOOP(
        "Trainer", "Type the amount to call and the smallest raise.")),
    ("nl.pots", QT_TRANSLATE_NOOP(
        "Trainer", "Build the main and side pots and name the seats in each.")),
    ("nl.award", QT_TRANSLATE_NOOP(
        "Trainer", "Award each pot to its winners, odd chips included.")),
)}

