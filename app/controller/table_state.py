"""What the table shows, as plain data: the controller builds it, the view draws it.

Nothing here is computed by the view: the amounts, results and chips come
from the rules core through the controller, and every text is translated.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from app.i18n import format_amount


@dataclass(frozen=True)
class SpotView:
    """One betting spot of a seat."""

    bet: str  # ante, aa_bonus, call, bonus, preflop, flop, turn
    label: str
    stake: int
    chips: tuple[tuple[int, int], ...]  # (denomination, count) for the stake
    result: str = ""  # "", win, push, lose
    net: int = 0
    paid_chips: tuple[tuple[int, int], ...] = ()
    result_text: str = ""
    paid_text: str = ""  # a win's payment for a one-line listing ("+175"); "" otherwise

    @property
    def stake_text(self) -> str:
        """The stake as the window's language writes an amount (``1,000``, ``1 000``)."""
        return format_amount(self.stake)


@dataclass(frozen=True)
class SeatView:
    """One player seat."""

    number: int  # 1-based, from the dealer's left
    cards: tuple[str, ...]  # card texts like "Td"
    spots: tuple[SpotView, ...]
    folded: bool = False
    to_act: bool = False
    hand_name: str = ""
    total_text: str = ""
    total: Optional[int] = None
    total_short: str = ""  # the net alone ("+395"), for a seat too narrow for total_text
    note: str = ""  # a folded seat's word on why its cards stay ("AA Bonus still to settle")


@dataclass(frozen=True)
class Choice:
    """A decision button: the core's choice id and its label."""

    choice: str
    label: str
    shortcut: str


@dataclass(frozen=True)
class TableState:
    """Everything the table screen shows at one moment of a hand."""

    game: str
    stage: str
    dealer_cards: tuple[Optional[str], ...]  # None = face down
    board: tuple[Optional[str], ...]  # five slots, None = not dealt yet
    seats: tuple[SeatView, ...]
    caption: str
    dealer_label: str
    title: str
    rule_lines: tuple[str, ...]
    denominations: tuple[int, ...]
    explanation: tuple[tuple[str, tuple[str, ...]], ...] = ()  # (heading, lines)
    choices: tuple[Choice, ...] = ()
    can_back: bool = False
    can_forward: bool = False
    four_colour: bool = False
    card_back: str = "blue"
    step: int = 0
    dimmed: frozenset[str] = frozenset()  # card texts drawn dimmed (not in the best five)
    spot_rows: tuple[tuple[str, ...], ...] = ()  # the bet spots' rows on the felt
    story: tuple[str, ...] = ()  # a question told in sentences: drawn in place of the cards
