"""The hands a level-1 call may name in a wrong choice: hands the trainee can see.

A wrong call that names a hand nowhere on the table ("Dealer qualifies: pair of kings"
with no king in sight) is ruled out at a glance, without reading the hands. So a wrong
call names a hand the cards the question shows hold, in this sense.

**Contains.** Cards *contain* a hand (a category, one pair named by its rank:
``pair_of_sixes``) when some of them, on their own, are that hand's cards: any card a
high card; two of a rank that rank's pair; two of one rank and two of another two pair;
three of a rank three of a kind; three of one rank and two of another a full house; four
of a rank four of a kind; five ranks in sequence (the ace high or low, any suits) a
straight; five of one suit a flush; five in sequence of one suit a straight flush; ten to
ace of one suit a royal flush. So a hand contains its own name and every lesser hand its
cards make (two pair jacks and tens contain a pair of jacks and a pair of tens; a
straight flush a straight and a flush), and never a pair of a rank it does not hold.
Cards are *n cards short* of a hand that they with n more cards, any the question does
not show, contain (one short of a pair of the rank of a card shown, of a flush with four
of a suit); a hand they contain is 0 short.

**By step** (the hands a call may name, :func:`shown_hands`, tier by tier):

- A step that shows the river (the dealer's cards turned up; a player settled): first
  the hands that the dealer's or the player's seven shown cards (two and the board)
  contain, whichever hand the call is about (a dealer who reads the player's cards as
  the dealer's, or names a lesser hand in the same cards); then those either seven is one
  card short of; then two.
- A step that shows the flop only, of a hand settled on seven cards: first the hands the
  hand the call is about could still make with some turn and river of the cards not
  shown (:func:`hands_to_make`), then those either hand could make.
- The AA Bonus (settled on the player's two cards and the flop, which the question
  shows): the bonus hands those five cards contain or are one card short of; then two.

A call names a hand when it says one ("Dealer qualifies: flush.", "Player wins:
straight. Ante pays 1 to 1.", "AA Bonus pays 7 to 1: two pair."), or a figure of the
ante table (the hands that table pays at that figure); it may be offered from a tier
when the hand it is about has that hand there (:func:`call_could_be_made`). A call that
names no hand ("Push.", "Dealer does not qualify.", a bonus that loses, a Hold'em Bonus
line) may always be offered. The three wrong calls come from the first tier, nearest to
the key first, then from the next; where the key names a hand, those naming a higher hand
(mostly of the second tier: the hands the cards hold are the key's or lower) and the others
each so, as many higher as drawn evenly from none to three, so that the key is not the
highest hand named more often than the lowest; where the tiers leave fewer than three,
the step's other calls make up the three (``announce._wrong_calls``). None names a pair of a rank
the question does not show (two cards short of one, say).

:func:`contains` works from the counts of ranks and suits; ``tests/test_questions_shown.py``
checks the choices of questions against what each one shows, by trying every few of its
cards, and :func:`hands_to_make` against every turn and river, each with a plain evaluator
of the test's own.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement
from typing import Any, Iterable, Iterator, Mapping, Sequence

from ..cards import FULL_DECK, Card, rank_index, suit_char
from ..evaluator import PAIR_NAMES, HandValue
from ..rules import AA_BONUS_LINES, ANTE_LINES

Hands = Mapping[str, frozenset[str]]  # the hands a call may name, by whose: dealer, player
_PAIRS = tuple(f"pair_of_{name}" for name, _text in PAIR_NAMES)  # by rank, deuce first
_ACE = 12


_FIVE = 0b11111


def _runs(ranks: int) -> int:
    """The five-rank sequences among ``ranks`` (a bit a rank, deuce lowest) as a bit at
    each sequence's top (the ace low too: the five's bit for A-2-3-4-5), 0 for none."""
    have = (ranks << 1) | (ranks >> _ACE & 1)  # bit 0: the ace below the deuce
    tops = 0
    for top in range(4, 14):
        if have >> (top - 4) & _FIVE == _FIVE:
            tops |= 1 << (top - 1)
    return tops


def contains(cards: Sequence[Card]) -> frozenset[str]:
    """The hand ids (``HandValue.term`` ids) that ``cards`` contain: some of them, on their
    own, are that hand's cards (the module says it precisely)."""
    counts = [0] * 13
    suited: dict[str, int] = {}  # the ranks of each suit, a bit a rank
    for card in cards:
        rank, suit = rank_index(card), suit_char(card)
        counts[rank] += 1
        suited[suit] = suited.get(suit, 0) | 1 << rank
    found = {"high_card"} if cards else set()
    pairs = [r for r in range(13) if counts[r] >= 2]
    found.update(_PAIRS[r] for r in pairs)
    if len(pairs) >= 2:
        found.add("two_pair")
    trips = [r for r in pairs if counts[r] >= 3]
    if trips:
        found.add("three_of_a_kind")
        if len(pairs) >= 2:  # another rank's pair beside the three
            found.add("full_house")
        if any(counts[r] >= 4 for r in trips):
            found.add("four_of_a_kind")
    if _runs(sum(1 << r for r in range(13) if counts[r])):
        found.add("straight")
    for ranks in suited.values():
        if ranks.bit_count() >= 5:
            found.add("flush")
            tops = _runs(ranks)
            if tops:
                found.add("straight_flush")
            if tops >> _ACE & 1:
                found.add("royal_flush")
    return frozenset(found)


def _alike(cards: Sequence[Card], more: Iterable[Card], draw: int) -> list[list[Card]]:
    """``more`` in groups of cards alike for ``cards`` with ``draw`` of them: one rank, and
    a suit that cannot make five of a suit (``cards`` hold fewer than ``5 - draw`` of it)."""
    suits = Counter(suit_char(c) for c in cards)
    live = {s for s, n in suits.items() if n + draw >= 5}  # a suit that could make five
    kinds: dict[tuple[int, str], list[Card]] = {}
    for card in more:
        suit = suit_char(card)
        kinds.setdefault((rank_index(card), suit if suit in live else ""), []).append(card)
    return list(kinds.values())


def _draws(groups: list[list[Card]], draw: int) -> Iterable[list[Card]]:
    """One set of ``draw`` cards of each way to take them from ``groups`` (cards alike)."""
    for picks in combinations_with_replacement(range(len(groups)), draw):
        need = Counter(picks)
        if all(len(groups[g]) >= n for g, n in need.items()):
            yield [c for g, n in need.items() for c in groups[g][:n]]


def contains_with(cards: Sequence[Card], unseen: Iterable[Card], more: int) -> frozenset[str]:
    """The hand ids ``cards`` with up to ``more`` cards of ``unseen`` contain: those they are
    at most ``more`` cards short of (0: :func:`contains`)."""
    groups = _alike(cards, unseen, more)
    return frozenset().union(*(contains([*cards, *extra]) for n in range(more + 1)
                               for extra in _draws(groups, n)))


def hands_to_make(known: Sequence[Card], to_come: Iterable[Card], draw: int = 2) -> frozenset[str]:
    """The hand ids (``HandValue.term`` ids) that ``known`` with ``draw`` cards of
    ``to_come`` can be, as the best five of them all.

    Cards to come alike for the hand (one rank, and a suit that cannot make a flush, as
    the hand holds fewer than ``5 - draw`` of it) give the same hand, so one card of each
    such kind is tried, with as many as there are.
    """
    return frozenset(HandValue([*known, *cards]).term.id
                     for cards in _draws(_alike(known, to_come, draw), draw))


def shown_hands(dealer: Sequence[Card], player: Sequence[Card], board: Sequence[Card],
                bonus: bool = False) -> Iterator[Hands]:
    """The hands a wrong call may name, tier by tier (the module's "By step"; each tier
    worked out only when asked for), at a step that shows ``dealer``'s two cards (none
    where the step does not show them), the player's and ``board``; ``bonus``: the AA
    Bonus's step (its hand: the player's two cards and ``board``, the flop). No tier where
    no board is shown."""
    shown = {*dealer, *player, *board}
    unseen = [c for c in FULL_DECK if c not in shown]
    if len(board) < 3:  # a bet on the two cards (Hold'em Bonus): its lines name no hand
        return
    if bonus:
        five = [*player, *board]
        for more in (1, 2):
            yield {"player": contains_with(five, unseen, more)}
        return
    hands = {"dealer": [*dealer, *board], "player": [*player, *board]}
    if len(board) < 5:  # the turn and the river still to come
        could = {who: hands_to_make(cards, unseen, 7 - len(cards))
                 for who, cards in hands.items()}
        yield could
        yield either_hand(could)
        return
    for more in (0, 1, 2):
        yield either_hand({who: contains_with(cards, unseen, more)
                           for who, cards in hands.items()})


def names_a_rank_shown(call: str, shown: Iterable[Card]) -> bool:
    """Whether the call id ``call`` names no pair of a rank none of ``shown`` is."""
    named = [part for part in call.split("/") if part in _PAIRS]
    ranks = {rank_index(c) for c in shown}
    return all(_PAIRS.index(part) in ranks for part in named)


def _ante_line(hand: str) -> str:
    return hand if hand in ANTE_LINES else "straight_or_lower"


# Whose hand a call names, by its kind.
_DEALERS = ("qualifies", "dealer_wins")
_PLAYERS = ("wins", "wins_push", "not_qualified_pays", "aa_pays")


def call_could_be_made(call: str, hands: Hands, rules: Any) -> bool:
    """Whether the call id ``call`` names only hands of ``hands`` (a tier of
    :func:`shown_hands`): the hand it names is among those of the hand it is about (the
    dealer's, the player's); a figure of the ante table (``rules``'), a hand that table
    pays at that figure."""
    kind, *rest = call.split("/")
    if kind in _DEALERS:
        return rest[0] in hands.get("dealer", frozenset())
    if kind not in _PLAYERS:
        return True  # no hand named: a push, a dealer who does not qualify, a bonus that loses
    made = hands.get("player", frozenset())
    if kind == "not_qualified_pays":
        table = rules.ante_table
        return any(table.pays(_ante_line(h)) == int(rest[0]) for h in made)
    if kind == "aa_pays":  # the AA Bonus's lines are hands by their ids
        return rest[0] in made or rest[0] not in AA_BONUS_LINES
    return rest[0] in made


def either_hand(hands: Hands) -> dict[str, frozenset[str]]:
    """``hands`` with each hand's set the hands of either (a call naming the other hand's:
    a dealer who reads the player's cards as the dealer's)."""
    both = frozenset().union(*hands.values())
    return {who: both for who in hands}
