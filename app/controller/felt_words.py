"""Words printed on the felt and on the spots, shared by the table and the trainer."""

from __future__ import annotations

from PySide6.QtCore import QObject

from app.core.cards import rank_char, suit_char

SUITS = {"s": "\u2660", "h": "\u2665", "d": "\u2666", "c": "\u2663"}


def card_symbol(card: int) -> str:
    """A card as a dealer would write it: ``10♥``, ``K♠``."""
    r = rank_char(card)
    return ("10" if r == "T" else r) + SUITS[suit_char(card)]


class FeltWords(QObject):
    """Translated names of choices and results (the games' own words come from the registry)."""

    def choice_label(self, choice: str) -> tuple[str, str]:
        return {"call": (self.tr("Call"), "C"), "fold": (self.tr("Fold"), "F"),
                "play": (self.tr("Play"), "P"), "bet": (self.tr("Bet"), "B"),
                "check": (self.tr("Check"), "K")}[choice]

    def cards(self, cards) -> str:
        return " ".join(card_symbol(c) for c in cards)

    def result_text(self, result: str, net: int) -> str:
        if result == "win":
            return self.tr("Paid {amount}").format(amount=net)
        if result == "push":
            return self.tr("Push")
        if result == "lose":
            return self.tr("Lost")
        return ""

    def dealer(self) -> str:
        return self.tr("Dealer")
