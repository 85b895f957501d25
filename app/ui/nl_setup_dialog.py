"""The no-limit table's set-up: who sits where, the stakes, the session's limit, the questions.

Two columns: the seats (2 to 9; each empty, you, or a computer player of a
level, with a name) on the left; the chips, the limit, the deck seed, the
pause before a computer player acts, the chips' slide and, for a dealing
session (nobody is "you"), which questions the dealer is asked, on the right.
OK keeps the set-up (the controller saves it in the settings) and starts a
session with it; a set-up the rules refuse is told in a message and the
dialog stays open.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.core.errors import SetupError
from app.core.nlhe.config import (
    ASK_ACTION,
    ASK_AWARD,
    ASK_POTS,
    ASK_STREET_POT,
    ASKS,
    EMPTY,
    MAX_PAUSE_MS,
    MAX_SESSION_HANDS,
    MAX_SESSION_MINUTES,
    MAX_TABLE_CHIPS,
    SEAT_KINDS,
    TRAINEE,
    SeatConfig,
    TableConfig,
    kept_name,
    seat_names,
    shown_name,
)
from app.core.nlhe.setup import MAX_NAME, MAX_SEATS, MIN_SEATS
from app.i18n import error_text, qt_translate


class NLSetupDialog(QDialog):
    """Edits a TableConfig; ``config`` holds the result once accepted."""

    def __init__(self, config: TableConfig, parent=None) -> None:
        super().__init__(parent)
        self.config = config
        self.setWindowTitle(self.tr("Set up the no-limit table"))
        columns = QHBoxLayout()
        seats_box = QGroupBox(self.tr("Seats"), self)
        grid = QGridLayout(seats_box)
        self.count = QSpinBox(seats_box)
        self.count.setRange(MIN_SEATS, MAX_SEATS)
        grid.addWidget(QLabel(self.tr("Seats at the table:"), seats_box), 0, 0, 1, 2)
        grid.addWidget(self.count, 0, 2)
        kind_words = {EMPTY: self.tr("Empty"), TRAINEE: self.tr("You"),
                      "easy": self.tr("Computer: easy"), "normal": self.tr("Computer: normal"),
                      "hard": self.tr("Computer: hard")}
        self.kinds: list[QComboBox] = []
        self.names: list[QLineEdit] = []
        self.labels: list[QLabel] = []
        padded = config.with_seats(MAX_SEATS).seats
        # The default names in today's language; the set-up keeps their ids.
        self.default_names = seat_names(qt_translate)
        for i in range(MAX_SEATS):
            label = QLabel(self.tr("Seat {n}").format(n=i + 1), seats_box)
            kind = QComboBox(seats_box)
            for k in SEAT_KINDS:
                kind.addItem(kind_words[k], k)
            seat = padded[i]
            kind.setCurrentIndex(max(0, kind.findData(seat.kind)))
            kind.currentIndexChanged.connect(lambda _=0, i=i: self._one_trainee(i))
            name = QLineEdit(shown_name(seat.name, self.default_names), seats_box)
            name.setMaxLength(MAX_NAME)
            label.setBuddy(kind)
            grid.addWidget(label, i + 1, 0)
            grid.addWidget(kind, i + 1, 1)
            grid.addWidget(name, i + 1, 2)
            self.kinds.append(kind)
            self.names.append(name)
            self.labels.append(label)
        self.count.setValue(len(config.seats))
        self.count.valueChanged.connect(self._show_count)
        columns.addWidget(seats_box)
        right = QWidget(self)
        rv = QVBoxLayout(right)
        rv.setContentsMargins(0, 0, 0, 0)
        chips = QGroupBox(self.tr("Chips and session"), right)
        form = QFormLayout(chips)
        self.stack = self._spin(1, MAX_TABLE_CHIPS, config.stack)
        self.small = self._spin(1, MAX_TABLE_CHIPS, config.small_blind)
        self.big = self._spin(1, MAX_TABLE_CHIPS, config.big_blind)
        self.ante = self._spin(0, MAX_TABLE_CHIPS, config.ante)
        self.hands = self._spin(0, MAX_SESSION_HANDS, config.max_hands or 0)
        self.hands.setSpecialValueText(self.tr("no limit"))
        self.minutes = self._spin(0, MAX_SESSION_MINUTES, config.max_minutes or 0)
        self.minutes.setSpecialValueText(self.tr("no limit"))
        self.seed = QLineEdit("" if config.seed is None else str(config.seed), chips)
        digits = QIntValidator(0, 2**31 - 1, self.seed)
        plain = QLocale.c()  # digits only: no group separator of any language
        plain.setNumberOptions(QLocale.NumberOption.RejectGroupSeparator)
        digits.setLocale(plain)
        self.seed.setValidator(digits)
        self.seed.setPlaceholderText(self.tr("blank: a new deck each session"))
        self.seed.setMinimumWidth(self.seed.fontMetrics().horizontalAdvance(
            self.seed.placeholderText()) + 16)
        self.pause = self._spin(0, MAX_PAUSE_MS, config.pause_ms)
        self.pause.setSingleStep(100)
        self.pause.setSuffix(self.tr(" ms"))
        self.animate = QCheckBox(self.tr("Slide the chips to the winners"), chips)
        self.animate.setChecked(config.animate)
        self.varied = QCheckBox(self.tr("Stacks of different sizes (short stacks go all-in "
                                        "and make side pots)"), chips)
        self.varied.setChecked(config.varied)
        for text, field in ((self.tr("Starting stack:"), self.stack),
                            (self.tr("Small blind:"), self.small),
                            (self.tr("Big blind:"), self.big), (self.tr("Ante:"), self.ante),
                            (self.tr("Stop after hands:"), self.hands),
                            (self.tr("Stop after minutes:"), self.minutes),
                            (self.tr("Deck seed:"), self.seed),
                            (self.tr("Pause before a computer acts:"), self.pause)):
            form.addRow(text, field)
        form.addRow(self.varied)
        form.addRow(self.animate)
        rv.addWidget(chips)
        self.ask_box = QGroupBox(self.tr("When you deal (no seat is yours), ask me"), right)
        av = QVBoxLayout(self.ask_box)
        ask_words = {
            ASK_ACTION: self.tr("whose action it is, the call and the smallest raise"),
            ASK_STREET_POT: self.tr("the pot after each betting round"),
            ASK_POTS: self.tr("the main and side pots at an all-in"),
            ASK_AWARD: self.tr("who wins each pot at the showdown, and the chips"),
        }
        self.asks: dict[str, QCheckBox] = {}
        for key in ASKS:
            box = self.asks[key] = QCheckBox(ask_words[key], self.ask_box)
            box.setChecked(key in config.asks)
            av.addWidget(box)
        rv.addWidget(self.ask_box)
        rv.addStretch(1)
        columns.addWidget(right)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(columns)
        layout.addWidget(buttons)
        self._show_count(self.count.value())

    def _spin(self, low: int, high: int, value: int) -> QSpinBox:
        box = QSpinBox(self)
        box.setRange(low, high)
        box.setGroupSeparatorShown(True)
        box.setValue(value)
        box.setAlignment(Qt.AlignmentFlag.AlignRight)
        return box

    def _show_count(self, count: int) -> None:
        for i in range(MAX_SEATS):
            for w in (self.labels[i], self.kinds[i], self.names[i]):
                w.setVisible(i < count)
        self._one_trainee(-1)

    def _one_trainee(self, chosen: int) -> None:
        """One seat at most is "you": choosing it for a seat makes the seat that had it a
        computer player. The questions apply only when nobody is "you"."""
        if chosen >= 0 and self.kinds[chosen].currentData() == TRAINEE:
            for i, kind in enumerate(self.kinds):
                if i != chosen and kind.currentData() == TRAINEE:
                    kind.setCurrentIndex(kind.findData("normal"))
        count = self.count.value()
        dealing = all(k.currentData() != TRAINEE for k in self.kinds[:count])
        self.ask_box.setEnabled(dealing)

    def built(self) -> TableConfig:
        """The set-up as edited (SetupError when the rules refuse it)."""
        count = self.count.value()
        seats = tuple(SeatConfig(self.kinds[i].currentData(),
                                 kept_name(self.names[i].text().strip(), self.default_names))
                      for i in range(count))
        if sum(s.kind != EMPTY for s in seats) < MIN_SEATS:
            raise SetupError(self.tr("At least two seats need a player."))
        if self.small.value() > self.big.value():
            raise SetupError(self.tr("The small blind cannot be more than the big blind."))
        if self.seed.text().strip() and (not self.seed.hasAcceptableInput()
                                         or not self.seed.text().strip().isdigit()):
            raise SetupError(self.tr("The deck seed is a whole number from 0 to 2147483647, "
                                     "or blank."))
        seed = self.seed.text().strip()
        return replace(self.config, seats=seats, stack=self.stack.value(),
                       small_blind=self.small.value(), big_blind=self.big.value(),
                       ante=self.ante.value(), max_hands=self.hands.value() or None,
                       max_minutes=self.minutes.value() or None,
                       seed=int(seed) if seed else None, pause_ms=self.pause.value(),
                       asks=tuple(k for k in ASKS if self.asks[k].isChecked()),
                       animate=self.animate.isChecked(), varied=self.varied.isChecked())

    def accept(self) -> None:
        try:
            self.config = self.built()
        except (SetupError, ValueError) as e:
            QMessageBox.warning(self, self.windowTitle(), error_text(e))
            return
        super().accept()
