"""The hands a deal could make: what a level-1 call may offer as a wrong choice.

A wrong call that names a hand the cards cannot make ("Dealer qualifies: royal flush"
with no three royal cards of a suit in sight) is ruled out at a glance, without
reading the hand. So the wrong calls offered are calls a dealer could make on these
cards, in this sense:

- Each hand at the table, the dealer's and the player's, is its two cards and the
  flop: the cards the hand is settled from that are fixed before the turn and the
  river come. Those two cards to come are any two of the 45 cards that are not in
  either hand or on the flop.
- A hand (a category, one pair named by its rank: ``pair_of_sixes``) is one the
  dealer's (or the player's) hand **could make** if some turn and river make it the
  best five of that hand's seven cards. The cards actually dealt are one such turn and
  river, so each hand as dealt is always among them.
- A call names the dealer's hand ("Dealer qualifies: flush.", "Dealer wins: two
  pair.") or the player's ("Player wins: straight. Ante pays 1 to 1.", the ante's
  figure when the dealer does not qualify, the AA Bonus's line), and can be offered
  when that hand could make the hand named (for a figure: a hand the ante table pays at
  that figure). A call that names no hand ("Push.", "Dealer does not qualify.", a
  bonus that loses) can always be offered.
- Where a flop leaves fewer than three such wrong calls (the dealer's flush already
  made, say), calls naming a hand the other hand could make come next (a dealer who
  reads the player's cards as the dealer's), then the step's other calls
  (``announce._wrong_calls``).

:func:`hands_to_make` works the hands out from the counts of the cards to come (a
card to come matters by its rank, and by its suit only where the hand already holds
three of that suit); ``tests/test_questions_shown.py`` checks it against every turn
and river, ranked by a plain evaluator of its own.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement
from typing import Any, Iterable, Mapping, Sequence

from ..cards import FULL_DECK, Card, rank_index, suit_char
from ..evaluator import HandValue
from ..rules import AA_BONUS_LINES, ANTE_LINES


def hands_to_make(known: Sequence[Card], to_come: Iterable[Card], draw: int = 2) -> frozenset[str]:
    """The hand ids (``HandValue.term`` ids) that ``known`` with ``draw`` cards of
    ``to_come`` can be, as the best five of them all.

    Cards to come alike for the hand (one rank, and a suit that cannot make a flush, as
    the hand holds fewer than ``5 - draw`` of it) give the same hand, so one card of each
    such kind is tried, with as many as there are.
    """
    suits = Counter(suit_char(c) for c in known)
    live = {s for s, n in suits.items() if n + draw >= 5}  # a suit that could still flush
    kinds: dict[tuple[int, str], list[Card]] = {}
    for card in to_come:
        suit = suit_char(card)
        kinds.setdefault((rank_index(card), suit if suit in live else ""), []).append(card)
    groups = list(kinds.values())
    made: set[str] = set()
    for picks in combinations_with_replacement(range(len(groups)), draw):
        need = Counter(picks)
        if any(len(groups[g]) < n for g, n in need.items()):
            continue
        cards = [c for g, n in need.items() for c in groups[g][:n]]
        made.add(HandValue([*known, *cards]).term.id)
    return frozenset(made)


def deal_could_make(dealer: Sequence[Card], player: Sequence[Card],
                    flop: Sequence[Card]) -> dict[str, frozenset[str]]:
    """The hands the dealer's two cards and the player's could each make with ``flop`` and
    any turn and river of the cards seen nowhere (see the module), by ``"dealer"`` and
    ``"player"``."""
    seen = {*flop, *dealer, *player}
    rest = [c for c in FULL_DECK if c not in seen]
    return {"dealer": hands_to_make([*dealer, *flop], rest),
            "player": hands_to_make([*player, *flop], rest)}


def _ante_line(hand: str) -> str:
    return hand if hand in ANTE_LINES else "straight_or_lower"


# Whose hand a call names, by its kind.
_DEALERS = ("qualifies", "dealer_wins")
_PLAYERS = ("wins", "wins_push", "not_qualified_pays", "aa_pays")


def call_could_be_made(call: str, hands: Mapping[str, frozenset[str]], rules: Any) -> bool:
    """Whether the call id ``call`` names only what the deal could make: the hand it names
    is one the hand it is about (the dealer's, the player's) could make, by ``hands`` (from
    :func:`deal_could_make`); a figure of the ante table (``rules``'), a hand that table
    pays at that figure."""
    kind, *rest = call.split("/")
    if kind in _DEALERS:
        return rest[0] in hands["dealer"]
    if kind not in _PLAYERS:
        return True  # no hand named: a push, a dealer who does not qualify, a bonus that loses
    made = hands["player"]
    if kind == "not_qualified_pays":
        table = rules.ante_table
        return any(table.pays(_ante_line(h)) == int(rest[0]) for h in made)
    if kind == "aa_pays":  # the AA Bonus's lines are hands by their ids
        return rest[0] in made or rest[0] not in AA_BONUS_LINES
    return rest[0] in made


def either_hand(hands: Mapping[str, frozenset[str]]) -> dict[str, frozenset[str]]:
    """``hands`` with each hand's set the hands either could make (a call naming the other
    hand's: a dealer who reads the player's cards as the dealer's)."""
    both = frozenset().union(*hands.values())
    return {who: both for who in hands}
