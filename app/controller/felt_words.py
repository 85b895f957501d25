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
    """Translated names of spots, choices and results, the game's title and rules."""

    def spot_label(self, bet: str) -> str:
        return {"ante": self.tr("Ante"), "aa_bonus": self.tr("AA Bonus"), "call": self.tr("Call"),
                "bonus": self.tr("Bonus"), "preflop": self.tr("Play"), "flop": self.tr("Flop"),
                "turn": self.tr("Turn")}[bet]

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

    def title(self, game: str) -> str:
        """The game's name printed on the felt."""
        if game == "casino_holdem":
            return self.tr("CASINO HOLD'EM · AA BONUS")
        return self.tr("TEXAS HOLD'EM BONUS POKER")

    def rule_lines(self, game: str, rules) -> tuple[str, ...]:
        """The house rules printed on the felt."""
        if game == "casino_holdem":
            on_fold = (self.tr("AA Bonus is settled when the player folds")
                       if rules.aa_bonus_on_fold == "settled"
                       else self.tr("AA Bonus is lost when the player folds"))
            return (self.tr("Dealer qualifies with a pair of fours or better"),
                    self.tr("Ante pays {table} · AA Bonus {bonus}").format(
                        table=rules.ante_paytable, bonus=rules.bonus_paytable), on_fold)
        ante = (self.tr("Ante pays on a straight or better") if rules.ante_pays_on == "straight"
                else self.tr("Ante pays on a flush or better"))
        ties = self.tr("Ties push") if rules.ties == "push" else self.tr("Dealer wins ties")
        return ante, ties

