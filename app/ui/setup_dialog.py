"""Set up a hand: pick every card (or leave it to chance), the bets and the rules.

Click a place (a seat's card, the dealer's, the board's), then a card of the
deck below; the next empty place is selected. A card already placed is greyed
out, struck through and cannot be picked again. The dialog opens with the hand on
the table (its cards, bets and rules) to edit; "Clear all cards" leaves every
place to chance.

The table's limits (the smallest and largest ante, the largest side bet, as
scenario files write them) are set here too: the bets are checked against them
by the core when the hand is set up, and the table keeps them for the hands it
deals next.

Two columns (rules and bets; cards and the deck) keep it within a 1366x768
screen with seven seats. In presenter mode's large type they stand one above the other
in a scrolling area, each rule's list under its name and as wide as its words, the
dialog within the screen (1024x768 up).
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QBoxLayout,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.controller.card_picks import CardPicks, Slot
from app.controller.felt_words import card_symbol
from app.controller.table import TableController
from app.core.cards import RANKS, SUITS, CardError, parse_card
from app.core.errors import ActionError, RulesError, ScenarioError
from app.core.games.hand import SeatBets
from app.core.limits import table_limits
from app.i18n import error_text, format_amount, qt_translate
from app.ui.painting import FOUR_COLOURS, TWO_COLOURS
from app.ui.pay_lines import choice_text
from app.ui.table_view import presenter_screen

USED_CARD = "#a8a8a8"  # a used card's text: grey and struck through


def deck_style(colour: str) -> str:
    """A deck button: the suit's colour while it can be picked, grey and struck through
    once the card is used."""
    return (f"QPushButton {{ color: {colour}; font-weight: bold; }}"
            f" QPushButton:disabled {{ color: {USED_CARD}; font-weight: normal;"
            f" text-decoration: line-through; }}")


class SetupDialog(QDialog):
    """The card picker and bets for a hand of the controller's game."""

    def __init__(self, controller: TableController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        cards = controller.hand.cards
        self.picks = CardPicks.of_hand(cards.players, cards.dealer, cards.board)
        self.current: Slot | None = ("seat", 0, 0)
        self.setWindowTitle(self.tr("Set up a hand"))
        outer = QVBoxLayout(self)
        columns = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self._screen = presenter_screen(parent)  # presenter mode's screen, else None
        self.scroll: QScrollArea | None = None
        if self._screen is None:
            outer.addLayout(columns)
        else:  # the columns one above the other, scrolling in a dialog within the screen
            columns.setDirection(QBoxLayout.Direction.TopToBottom)
            self.scroll = QScrollArea(self)
            self.scroll.setWidgetResizable(True)
            self.scroll.setFrameShape(QScrollArea.Shape.NoFrame)
            body = QWidget(self.scroll)
            body.setLayout(columns)
            self.scroll.setWidget(body)
            outer.addWidget(self.scroll, 1)
        top = QVBoxLayout()  # the left column: seats, rules, bets
        layout = QVBoxLayout()  # the right column: the places and the deck
        columns.addLayout(top)
        columns.addLayout(layout, 1)
        self.seat_count = QSpinBox(self)
        self.seat_count.setRange(1, 7)
        self.seat_count.setValue(self.picks.seats)
        self.seat_count.valueChanged.connect(self._on_seat_count)
        form = QFormLayout()
        form.addRow(self.tr("Seats"), self.seat_count)
        self.rule_boxes: dict[str, QComboBox] = {}
        chosen = controller.spec.rule_values(controller.hand.rules)
        for rule in controller.spec.rules:
            box = QComboBox(self)
            for value in dict.fromkeys((*rule.values, chosen[rule.key])):  # a house's own table
                box.addItem(choice_text(rule, value), value)
            box.setCurrentIndex(max(0, box.findData(chosen[rule.key])))
            self.rule_boxes[rule.key] = box
            form.addRow(rule.title.render(qt_translate), box)
        if self._screen is not None:  # a pay table's name and lines under its title
            form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        top.addLayout(form)
        self.limits_box = QGroupBox(self.tr("Table limits"), self)
        limits_form = QFormLayout(self.limits_box)
        limits = controller.limits()
        none = self.tr("none")
        self.min_ante, self.max_ante, self.max_side = (QSpinBox(self.limits_box)
                                                       for _ in range(3))
        for spin, least, value, name in (
                (self.min_ante, 1, limits.min_ante, "min_ante"),
                (self.max_ante, 0, limits.max_ante, "max_ante"),
                (self.max_side, 0, limits.max_side, "max_side")):
            spin.setRange(least, 1_000_000)
            spin.setValue(value)
            spin.setObjectName(name)
            if least == 0:
                spin.setSpecialValueText(none)  # 0: no largest bet
        limits_form.addRow(self.tr("Minimum ante"), self.min_ante)
        limits_form.addRow(self.tr("Maximum ante"), self.max_ante)
        side = controller.spec.side_bet
        if side:
            limits_form.addRow(self.tr("Maximum {bet}").format(
                bet=controller.spec.bet(side).label.render(qt_translate)), self.max_side)
        else:
            self.max_side.hide()
        top.addWidget(self.limits_box)
        self.bets_box = QGroupBox(self.tr("Bets"), self)
        self.bets_grid = QGridLayout(self.bets_box)
        top.addWidget(self.bets_box)
        top.addStretch(1)
        self.places_box = QGroupBox(self.tr("Cards (empty places are dealt at random)"), self)
        self.places_grid = QGridLayout(self.places_box)
        self.places_grid.setColumnStretch(6, 1)  # the cards beside their place's name
        layout.addWidget(self.places_box)
        deck = QGroupBox(self.tr("Deck"), self)
        grid = QGridLayout(deck)
        self.deck_buttons: dict[int, QPushButton] = {}
        colours = (FOUR_COLOURS if controller.settings.get("table/four_colour_deck")
                   else TWO_COLOURS)
        for row, suit in enumerate(SUITS):
            for col, rank in enumerate(reversed(RANKS)):
                card = parse_card(rank + suit)
                b = QPushButton(card_symbol(card), deck)
                b.setStyleSheet(deck_style(colours[suit]))
                b.clicked.connect(lambda _=False, c=card: self._on_card(c))
                grid.addWidget(b, row, col)
                self.deck_buttons[card] = b
        # Narrow card buttons (a push button's usual width is 80 px): thirteen in a row
        # leave the dialog within a 1366 px screen. Measured in the buttons' own type
        # (presenter mode's is larger).
        for b in self.deck_buttons.values():
            b.ensurePolished()
        self._card_width = max(b.fontMetrics().horizontalAdvance(b.text())
                               for b in self.deck_buttons.values()) + 24
        for b in self.deck_buttons.values():
            b.setFixedWidth(self._card_width)
        # A place shows a card or "?": one height for both, so clearing cards never moves
        # the deck under the trainee's pointer.
        self._card_height = max(b.sizeHint().height() for b in self.deck_buttons.values())
        layout.addWidget(deck)
        layout.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel, self)
        self.clear_button = buttons.addButton(self.tr("Clear the place"),
                                              QDialogButtonBox.ButtonRole.ResetRole)
        self.clear_button.clicked.connect(self._on_clear)
        self.clear_all_button = buttons.addButton(self.tr("Clear all cards"),
                                                  QDialogButtonBox.ButtonRole.ResetRole)
        self.clear_all_button.clicked.connect(self._on_clear_all)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        self.ante_spins: list[QSpinBox] = []
        self.bonus_spins: list[QSpinBox] = []
        self._rebuild()

    def showEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        if self.scroll is not None and self._screen is not None:
            for box in self.rule_boxes.values():  # a pay table's name and lines whole
                box.setMinimumWidth(box.sizeHint().width())
            # As large as the columns need, within the screen: they scroll if taller.
            margins = self.layout().contentsMargins()
            body = self.scroll.widget().sizeHint()
            rest = self.sizeHint().height() - self.scroll.sizeHint().height()
            width = body.width() + self.scroll.verticalScrollBar().sizeHint().width() \
                + margins.left() + margins.right()
            self.resize(min(width, self._screen.width() - 16),
                        min(body.height() + rest, self._screen.height() - 48))

    # -- building --------------------------------------------------------------------
    @staticmethod
    def _clear_layout(grid: QGridLayout) -> None:
        while grid.count():
            w = grid.takeAt(0).widget()
            if w is not None:
                w.deleteLater()

    def _rebuild(self) -> None:
        old = [(a.value(), b.value()) for a, b in zip(self.ante_spins, self.bonus_spins, strict=True)]
        seats = self.controller.hand.seats
        self._clear_layout(self.bets_grid)
        self.ante_spins, self.bonus_spins = [], []
        self.bets_grid.addWidget(QLabel(self.tr("Ante")), 0, 1)
        self.bets_grid.addWidget(QLabel(self.tr("Bonus")), 0, 2)
        for i in range(self.picks.seats):
            ante, bonus = old[i] if i < len(old) else (
                (seats[i].ante, seats[i].bonus) if i < len(seats) else (10, 0))
            self.bets_grid.addWidget(QLabel(self.tr("Seat {seat}").format(seat=i + 1)), i + 1, 0)
            a, b = QSpinBox(self.bets_box), QSpinBox(self.bets_box)
            a.setRange(1, 1_000_000)
            b.setRange(0, 1_000_000)
            a.setValue(ante)
            b.setValue(bonus)
            self.bets_grid.addWidget(a, i + 1, 1)
            self.bets_grid.addWidget(b, i + 1, 2)
            self.ante_spins.append(a)
            self.bonus_spins.append(b)
        self._refresh_places()

    def _slot_name(self, slot: Slot) -> str:
        kind, i, _ = slot
        if kind == "seat":
            return self.tr("Seat {seat}").format(seat=i + 1)
        return self.tr("Dealer") if kind == "dealer" else self.tr("Board")

    def _refresh_places(self) -> None:
        self._clear_layout(self.places_grid)
        self.place_buttons: dict[Slot, QPushButton] = {}
        rows: dict[tuple[str, int], int] = {}
        for slot in self.picks.slots():
            key = slot[:2]
            if key not in rows:
                rows[key] = len(rows)
                self.places_grid.addWidget(QLabel(self._slot_name(slot)), rows[key], 0)
            card = self.picks.cards.get(slot)
            b = QPushButton(card_symbol(card) if card is not None else "?", self.places_box)
            b.setCheckable(True)
            b.setChecked(slot == self.current)
            b.setFixedSize(self._card_width, self._card_height)
            b.clicked.connect(lambda _=False, s=slot: self._on_place(s))
            self.places_grid.addWidget(b, rows[key], slot[2] + 1)
            self.place_buttons[slot] = b
        used = self.picks.used()
        for card, button in self.deck_buttons.items():
            button.setEnabled(card not in used)

    # -- reacting --------------------------------------------------------------------
    def _on_seat_count(self, n: int) -> None:
        self.picks.set_seats(n)
        if self.current not in self.picks.slots():
            self.current = self.picks.next_empty()
        self._rebuild()

    def _on_place(self, slot: Slot) -> None:
        self.current = slot
        self._refresh_places()

    def _on_card(self, card: int) -> None:
        if self.current is None or not self.picks.pick(self.current, card):
            return
        self.current = self.picks.next_empty(self.current)
        self._refresh_places()

    def _on_clear(self) -> None:
        if self.current is not None:
            self.picks.clear(self.current)
            self._refresh_places()

    def _on_clear_all(self) -> None:
        self.picks.clear_all()
        self.current = self.picks.next_empty()
        self._refresh_places()

    def rules(self) -> dict[str, str]:
        """The house-rule values chosen, by key."""
        return {k: box.currentData() for k, box in self.rule_boxes.items()}

    def accept(self) -> None:
        seats = [SeatBets(a.value(), b.value())
                 for a, b in zip(self.ante_spins, self.bonus_spins, strict=True)]
        players, dealer, board = self.picks.layout()
        least, most = self.min_ante.value(), self.max_ante.value()
        if most and least > most:  # said with the fields' names, as labelled above
            QMessageBox.warning(self, self.windowTitle(), self.tr(
                "The minimum ante of {least} is above the maximum ante of {most}. Lower the "
                "minimum, or raise the maximum (or set it to none).").format(
                least=format_amount(least), most=format_amount(most)))
            self.min_ante.setFocus()
            return
        try:
            limits = table_limits(self.min_ante.value(), self.max_ante.value(),
                                  self.max_side.value())
            self.controller.set_up(seats, players, dealer, board, self.rules(), limits)
        except (CardError, ActionError, RulesError, ScenarioError) as e:
            QMessageBox.warning(self, self.windowTitle(), error_text(e))
            return
        super().accept()
