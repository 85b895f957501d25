"""The cards an instructor has picked for a hand set up by hand.

Slots are named ``("seat", i, k)``, ``("dealer", 0, k)`` and ``("board", 0, k)``;
an empty slot is dealt at random. A card can fill one slot only.
"""

from __future__ import annotations

from typing import Optional, Sequence

from app.core.cards import Card

Slot = tuple[str, int, int]


class CardPicks:
    """Which card sits in which slot; refuses a card that is already used."""

    def __init__(self, seats: int) -> None:
        self.cards: dict[Slot, Card] = {}
        self.seats = seats

    @classmethod
    def of_hand(cls, players: Sequence[Sequence[Card]], dealer: Sequence[Card],
                board: Sequence[Card]) -> "CardPicks":
        """Every card of a dealt hand in its slot (the hand on the table, to edit)."""
        picks = cls(len(players))
        for i, cards in enumerate(players):
            for k, card in enumerate(cards):
                picks.cards[("seat", i, k)] = card
        for k, card in enumerate(dealer):
            picks.cards[("dealer", 0, k)] = card
        for k, card in enumerate(board):
            picks.cards[("board", 0, k)] = card
        return picks

    def clear_all(self) -> None:
        self.cards.clear()

    def slots(self) -> list[Slot]:
        out = [("seat", i, k) for i in range(self.seats) for k in range(2)]
        out += [("dealer", 0, k) for k in range(2)]
        out += [("board", 0, k) for k in range(5)]
        return out

    def set_seats(self, seats: int) -> None:
        self.seats = seats
        self.cards = {s: c for s, c in self.cards.items() if s[0] != "seat" or s[1] < seats}

    def used(self) -> set[Card]:
        return set(self.cards.values())

    def can_pick(self, slot: Slot, card: Card) -> bool:
        return slot in self.slots() and (card not in self.used() or self.cards.get(slot) == card)

    def pick(self, slot: Slot, card: Card) -> bool:
        """Put ``card`` in ``slot``; False (and nothing changes) if it is used elsewhere."""
        if not self.can_pick(slot, card):
            return False
        self.cards[slot] = card
        return True

    def clear(self, slot: Slot) -> None:
        self.cards.pop(slot, None)

    def next_empty(self, after: Optional[Slot] = None) -> Optional[Slot]:
        order = self.slots()
        start = order.index(after) + 1 if after in order else 0
        for slot in order[start:] + order[:start]:
            if slot not in self.cards:
                return slot
        return None

    def layout(self) -> tuple[list[list[Optional[Card]]], list[Optional[Card]], list[Optional[Card]]]:
        """(players, dealer, board) with None where a card is to be dealt."""
        players = [[self.cards.get(("seat", i, k)) for k in range(2)] for i in range(self.seats)]
        dealer = [self.cards.get(("dealer", 0, k)) for k in range(2)]
        board = [self.cards.get(("board", 0, k)) for k in range(5)]
        return players, dealer, board
