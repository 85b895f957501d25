"""Words printed on the felt and on the spots, shared by the table and the trainer."""

from __future__ import annotations

from typing import Iterable, Optional, Sequence

from PySide6.QtCore import QObject

from app.controller.table_state import SpotView
from app.core.cards import Card, card_symbol as card_symbol  # re-exported for the screens
from app.core.chips import fewest_stacks
from app.core.games.registry import CHOICES
from app.i18n import format_amount, format_signed, qt_translate


class FeltWords(QObject):
    """Translated names of choices and results (the games' own words come from the registry)."""

    def choice_label(self, choice: str) -> tuple[str, str]:
        """A decision's button text and shortcut letter, from the registry."""
        spec = CHOICES[choice]
        return spec.label.render(qt_translate), spec.key

    def cards(self, cards: Iterable[Card]) -> str:
        return " ".join(card_symbol(c) for c in cards)

    def result_text(self, result: str, net: int) -> str:
        if result == "win":
            return self.tr("Paid {amount}").format(amount=format_amount(net))
        if result == "push":
            return self.tr("Push")
        if result == "lose":
            return self.tr("Lost")
        return ""

    def spot(self, bet: str, label: str, stake: int, denominations: Sequence[int],
             net: Optional[int] = None) -> SpotView:
        """A bet spot as the felt draws it: the stake in chips and, with ``net``, settled
        (paid chips beside a win, the word for a push or a loss); the table's settled
        hand and an audited layout both come here."""
        chips = tuple(fewest_stacks(stake, denominations))
        if net is None or not stake:
            return SpotView(bet, label, stake, chips)
        result = "win" if net > 0 else "push" if net == 0 else "lose"
        return SpotView(bet, label, stake, chips, result, net,
                        tuple(fewest_stacks(net, denominations)) if net > 0 else (),
                        self.result_text(result, net), format_signed(net) if net > 0 else "")

    def dealer(self) -> str:
        return self.tr("Dealer")
