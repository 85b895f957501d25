"""Words printed on the felt and on the spots, shared by the table and the trainer."""

from __future__ import annotations

from PySide6.QtCore import QObject

from app.core.cards import card_symbol as card_symbol  # re-exported for the screens
from app.core.games.registry import CHOICES
from app.i18n import format_amount, qt_translate


class FeltWords(QObject):
    """Translated names of choices and results (the games' own words come from the registry)."""

    def choice_label(self, choice: str) -> tuple[str, str]:
        """A decision's button text and shortcut letter, from the registry."""
        spec = CHOICES[choice]
        return spec.label.render(qt_translate), spec.key

    def cards(self, cards) -> str:
        return " ".join(card_symbol(c) for c in cards)

    def result_text(self, result: str, net: int) -> str:
        if result == "win":
            return self.tr("Paid {amount}").format(amount=format_amount(net))
        if result == "push":
            return self.tr("Push")
        if result == "lose":
            return self.tr("Lost")
        return ""

    def dealer(self) -> str:
        return self.tr("Dealer")
