"""The answer side of the trainer: typed parts with a keypad, choice buttons, a chip tray.

The panel only collects what the trainee enters; the controller reads and
checks it. Keys: digits type, Enter in a field that is not the last goes on to the
next field and otherwise answers (``enter``, the screens' shortcut, from anywhere on the
screen; a click on Answer answers from anywhere), the letters on the choice
buttons choose, and so do the digits 1 to 9 shown on them (in the order shown,
across the parts) where no answer field takes the digits: a key no keyboard
layout moves (app.ui.keys maps the letters by physical key as well).

Signals:
    submitted(dict): typed or chosen parts, by part key.
    chips_paid(list): a payout built from the chip tray.
    pile_changed(): a chip put on the pile or taken off it.
"""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtCore import QEvent, QObject, QPointF, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QIcon, QKeySequence, QPainter, QPixmap, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QButtonGroup,
    QCompleter,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyleOptionFrame,
    QVBoxLayout,
    QWidget,
)

from app.core.chips import pile_total
from app.core.games.registry import find_game
from app.core.trainer.audit import spot_of
from app.core.trainer.parts import Entry
from app.core.trainer.questions import Question
from app.i18n import format_amount, qt_translate
from app.ui.painting import draw_chip

KEYPAD = ("7", "8", "9", "4", "5", "6", "1", "2", "3", "\u00b1", "0", "000")


def chip_icon(value: int, denominations: tuple[int, ...], size: int = 40) -> QIcon:
    pix = QPixmap(size, size)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    draw_chip(p, QPointF(size / 2, size / 2), size / 2 - 1, value, denominations)
    p.end()
    return QIcon(pix)


# Two fields to a line only where each label is as short as a seat's name ("Seat 5",
# "ადგილი 5"): two longer ones ("Chips of 1,000") and their fields would not fit the
# answer side's 320 px on a 1024-wide screen, and would be cut.
PAIR_LABEL = 64
# A label longer than this ("Smallest bet or raise to (0 if none)") wraps beside its field.
LONG_LABEL = 150


class AmountEdit(QLineEdit):
    """An amount's answer field: never narrower than ``floor`` pixels, nor than a net of
    six figures with its sign and the language's grouping ("-999,999") or its example words
    ("seat numbers", as long as a language makes them) take in the field's own type, so
    presenter mode's large type widens it too. The same for every question of a kind: a
    width that followed the key would tell the answer's size."""

    WIDEST = -999_999

    def __init__(self, parent: QWidget, floor: int) -> None:
        super().__init__(parent)
        self.floor = floor

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        hint = super().minimumSizeHint()
        opt = QStyleOptionFrame()
        self.initStyleOption(opt)
        m = self.textMargins()
        # QLineEdit keeps 2 px beside its text on each side, inside the style's frame.
        text = max(self.fontMetrics().horizontalAdvance(t)
                   for t in (format_amount(self.WIDEST), self.placeholderText()))
        inner = QSize(text + m.left() + m.right() + 4, hint.height())
        need = self.style().sizeFromContents(QStyle.ContentsType.CT_LineEdit, opt, inner, self)
        return QSize(max(self.floor, hint.width(), need.width()), hint.height())


class RefusalLine(QLabel):
    """Why an answer was not taken, in a room of one line kept whether or not there is
    anything to say: a refusal shown or cleared never moves the Answer button or the keypad
    under the pointer. Words longer than the line end in an ellipsis, the whole sentence in
    the tooltip (a second line would push the keypad of seven fields off a lab PC's
    screen). Never wider than the panel makes it."""

    LINES = 1

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.full = ""
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def say(self, text: str) -> None:
        self.full = text
        self._fit()

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt's name)
        return False  # the same room at every width

    def _room(self) -> int:
        m = self.contentsMargins()
        return self.LINES * self.fontMetrics().lineSpacing() + m.top() + m.bottom()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(0, self._room())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(0, self._room())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self.updateGeometry()
            self._fit()

    def _fits(self, text: str) -> bool:
        room = self.contentsRect()
        flags = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft)
        need = self.fontMetrics().boundingRect(QRect(0, 0, max(1, room.width()), 100000),
                                               flags, text)
        return need.height() <= self.LINES * self.fontMetrics().lineSpacing() \
            and need.width() <= room.width()

    def _fit(self) -> None:
        """The whole sentence where it fits; else as many words as fit, then an ellipsis."""
        text = self.full
        if text and not self._fits(text):
            words = text.split(" ")
            while len(words) > 1 and not self._fits(" ".join(words) + "\u2026"):
                words.pop()
            text = " ".join(words) + "\u2026"
            if not self._fits(text):  # one word longer than the line: cut by the letter
                text = self.fontMetrics().elidedText(self.full, Qt.TextElideMode.ElideRight,
                                                     max(1, self.contentsRect().width()))
        self.setToolTip(self.full if text != self.full else "")
        if self.text() != text:
            self.setText(text)


# The widest a line of choices may be, in the panel's average characters: the panel at
# its narrowest (320 px, its scroll bar and margins) has room for it, so no question's
# choices widen the panel and move the felt between two questions.
CHOICES_WIDTH = 42


class ChoiceButton(QPushButton):
    """A choice's button: its words on one line where they fit ``room`` pixels; longer
    ones (a dealer's call in Armenian) wrap inside the button, on as many lines as they
    take, the whole text its accessible name and tooltip."""

    PAD = 8  # beside the wrapped words, inside the button's frame

    def __init__(self, words: str, room: int, parent: QWidget) -> None:
        super().__init__(words, parent)
        self.words = words
        self.lines: QLabel | None = None
        self.ensurePolished()
        if super().sizeHint().width() <= room:
            return
        self.setText("")
        self.setAccessibleName(words)
        self.setToolTip(words)
        self.lines = QLabel(words, self)
        self.lines.setWordWrap(True)
        self.lines.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        box = QVBoxLayout(self)
        box.setContentsMargins(self.PAD, 4, self.PAD, 4)
        box.addWidget(self.lines)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self._room = room

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt's name)
        return self.lines is not None or super().hasHeightForWidth()

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt's name)
        if self.lines is None:
            return super().heightForWidth(width)
        return max(self.minimumHeight(),
                   self.lines.heightForWidth(max(1, width - 2 * self.PAD)) + 8)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        if self.lines is None:
            return super().sizeHint()
        return QSize(self._room, self.heightForWidth(self._room))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        if self.lines is None:
            return super().minimumSizeHint()
        # The longest word, whole; the words take the lines they need at that width.
        word = max(self.lines.fontMetrics().horizontalAdvance(w) for w in self.words.split())
        return QSize(min(self._room, word + 2 * self.PAD + 2), self.minimumHeight())


def _empty(layout) -> None:
    """Remove every widget of ``layout`` now (hidden at once, deleted later)."""
    while layout.count():
        w = layout.takeAt(0).widget()
        if w is not None:
            w.hide()
            w.setParent(None)
            w.deleteLater()


class AnswerPanel(QWidget):
    """Inputs for the parts of one question."""

    submitted = Signal(dict)
    chips_paid = Signal(list)
    pile_changed = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.question: Question | None = None
        self._shown: tuple | None = None  # what show_question was given, for relabel
        self._answered = False
        # Long labels wrap within a narrow panel (the no-limit table's side) rather than
        # taking their whole width.
        self.wrap_labels = False
        self.pairs = True  # many amounts two to a line (presenter mode: one, the side narrow)
        self.edits: dict[str, QLineEdit] = {}
        self.choices: dict[str, QButtonGroup] = {}
        self.words_edits: set[str] = set()
        self.seat_shortcuts: list[QShortcut] = []
        self.pile: list[int] = []
        self.denominations: tuple[int, ...] = ()
        self._last_edit: QLineEdit | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.parts_box = QWidget(self)
        self.parts_layout = QGridLayout(self.parts_box)
        layout.addWidget(self.parts_box)
        # Answer right under the fields, the keypad under it: on a short screen the fields
        # and Answer stay in sight, and the keypad is the part that scrolls.
        self.seat_hint = QLabel(self)  # a layout to audit: how to go to a seat's fields
        self.seat_hint.setWordWrap(True)
        self.seat_hint.setVisible(False)
        layout.addWidget(self.seat_hint)
        # Its room is kept while the question is open, empty when there is nothing to say.
        self.message = RefusalLine(self)
        self.message.setStyleSheet("color: #b00020; font-weight: bold;")
        layout.addWidget(self.message)
        self.answer_button = QPushButton(self)
        self.answer_button.setMinimumHeight(40)
        self.answer_button.clicked.connect(self.submit)
        layout.addWidget(self.answer_button)
        self.keypad = QWidget(self)
        grid = QGridLayout(self.keypad)
        grid.setSpacing(4)
        self.keys: dict[str, QPushButton] = {}
        # Four rows, as on a calculator: the digits, and at the right erase and clear.
        for i, key in enumerate(KEYPAD):
            b = self.keys[key] = QPushButton(key, self.keypad)
            b.setMinimumWidth(44)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setMinimumHeight(36)
            b.clicked.connect(lambda _=False, k=key: self._on_key(k))
            grid.addWidget(b, i // 3, i % 3)
        self.back_key = QPushButton("\u232b", self.keypad)
        self.clear_key = QPushButton("C", self.keypad)
        for i, b in enumerate((self.back_key, self.clear_key)):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setMinimumHeight(36)
            b.setMinimumWidth(44)
            b.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
            grid.addWidget(b, 2 * i, 3, 2, 1)
        self.back_key.clicked.connect(lambda: self._on_key("back"))
        self.clear_key.clicked.connect(lambda: self._on_key("clear"))
        layout.addWidget(self.keypad)
        self.tray = QWidget(self)
        tray_layout = QVBoxLayout(self.tray)
        tray_layout.setContentsMargins(0, 0, 0, 0)
        self.tray_title = QLabel(self.tray)
        tray_layout.addWidget(self.tray_title)
        # Pay, take back and clear above the chips, the running total under them: nothing
        # above a chip changes size as the pile grows, so a chip clicked again is still under
        # the pointer, and Pay is in sight with the chips.
        row = QGridLayout()  # two rows, so long words never push the panel wider
        self.undo_chip = QPushButton(self.tray)
        self.clear_chips = QPushButton(self.tray)
        self.pay_chips = QPushButton(self.tray)
        row.addWidget(self.pay_chips, 0, 0, 1, 2)
        row.addWidget(self.undo_chip, 1, 0)
        row.addWidget(self.clear_chips, 1, 1)
        tray_layout.addLayout(row)
        self.tray_buttons = QGridLayout()
        tray_layout.addLayout(self.tray_buttons)
        self.pile_label = QLabel(self.tray)
        self.pile_label.setWordWrap(True)
        tray_layout.addWidget(self.pile_label)
        self.undo_chip.clicked.connect(self._on_undo_chip)
        self.clear_chips.clicked.connect(self._on_clear_chips)
        self.pay_chips.clicked.connect(lambda: self.chips_paid.emit(list(self.pile)))
        layout.addWidget(self.tray)
        self.retranslate()

    def retranslate(self) -> None:
        self.seat_hint.setText(self.tr("Click a spot on the table, or press Alt and the seat's "
                                       "number, to go to its field."))
        self.tray_title.setText(self.tr("Or pay it in chips:"))
        self.undo_chip.setText(self.tr("Take back a chip"))
        self.clear_chips.setText(self.tr("Clear"))
        self.pay_chips.setText(self.tr("Pay these chips"))
        self.answer_button.setText(self.tr("Answer (Enter)"))
        self._show_pile()

    # -- a new question ------------------------------------------------------------------
    def show_question(self, q: Question, denominations: tuple[int, ...], chips: bool) -> None:
        self.question, self.denominations = q, denominations
        self._shown = (q, denominations, chips)  # to show it again in another language
        self._answered = False
        self._say("")
        _empty(self.parts_layout)
        self.edits, self.choices = {}, {}
        self.words_edits: set[str] = set()  # the fields that take words, not numbers
        digits = iter("123456789")
        # Many amounts (a table of seven) go two to a line, in reading order, so the keypad
        # and the Answer button stay on a lab PC's screen.
        # Side by side only where the labels are short (a seat's name); longer ones (a pot's
        # chips and seats) keep a line each, never cut off.
        metrics = self.fontMetrics()
        numbers = [p for p in q.parts if p.field.entry is Entry.NUMBER]
        pairs = self.pairs and len(numbers) > 4 and all(
            metrics.horizontalAdvance(p.label.render(qt_translate)) <= PAIR_LABEL for p in numbers)
        # A layout to audit: each seat's spots under the seat's name, named by their bet.
        seats = {p.key: spot for p in q.parts if p.audited
                 and (spot := spot_of(p.key)) is not None}
        pairs = pairs or (self.pairs and len(seats) > 4)
        span = 4 if pairs else 2  # the grid's columns: label and field, once or twice
        row = slot = 0  # the grid's next line, and the place on it of the next amount
        seat_shown = None
        for part in q.parts:
            words = part.label.render(qt_translate)
            if part.key in seats:
                seat, bet = seats[part.key]
                if seat != seat_shown:
                    row += slot
                    head = QLabel(self.tr("Seat {seat}").format(seat=seat), self.parts_box)
                    head.setStyleSheet("font-weight: bold;")
                    self.parts_layout.addWidget(head, row, 0, 1, span)
                    row, slot, seat_shown = row + 1, 0, seat
                words = find_game(q.game).spot_label(bet).render(qt_translate)
            label = QLabel(words, self.parts_box)
            field = part.field
            # A field's label is a seat or a bet: on one line, unless the panel wraps them.
            label.setWordWrap(field.entry is Entry.CHOICE or self.wrap_labels)
            if field.entry is Entry.CHOICE:
                box = QWidget(self.parts_box)
                line = QGridLayout(box)
                line.setContentsMargins(0, 0, 0, 0)
                group = QButtonGroup(box)
                # Two columns of short words (hand names); long ones (a dealer's call) one
                # under the other, so the answers do not take the felt's width.
                long = len(part.options) <= 4 and any(
                    len(o.text.render(qt_translate)) > 24 for o in part.options)
                columns = 1 if len(part.options) <= 3 or long else 2
                spacing = self.style().pixelMetric(QStyle.PixelMetric.PM_LayoutHorizontalSpacing)
                room = (CHOICES_WIDTH * metrics.averageCharWidth()
                        - (columns - 1) * max(0, spacing)) // columns
                for i, option in enumerate(part.options):
                    digit = next(digits, "")
                    keys = ", ".join(k for k in (option.key, digit) if k)
                    b = ChoiceButton(f"{option.text.render(qt_translate)} ({keys})", room, box)
                    b.setCheckable(True)
                    if option.key:  # a letter; choices of many words have their digits only
                        b.setShortcut(QKeySequence(option.key))
                    if digit:  # a second key, the same on every layout
                        QShortcut(QKeySequence(digit), b, b.click)
                    b.setProperty("choice", option.id)
                    b.clicked.connect(lambda _=False, k=part.key, o=option.id: self._chose(k, o))
                    b.setMinimumHeight(40)
                    group.addButton(b)
                    line.addWidget(b, i // columns, i % columns)
                group.buttonClicked.connect(self._edited)
                self.choices[part.key] = group
                row += slot  # after a half-filled line of amounts
                self.parts_layout.addWidget(label, row, 0, 1, span)
                self.parts_layout.addWidget(box, row + 1, 0, 1, span)
                row, slot = row + 2, 0
            elif field.entry is Entry.WORDS:  # a dealer's call, typed: completed from its calls
                edit = QLineEdit(self.parts_box)
                words = [o.text.render(qt_translate) for o in part.options]
                completer = QCompleter(words, edit)
                completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
                completer.setFilterMode(Qt.MatchFlag.MatchContains)
                completer.setMaxVisibleItems(8)
                edit.setCompleter(completer)
                edit.setPlaceholderText(field.example_text(qt_translate))
                edit.setToolTip(field.tip_text(qt_translate))
                edit.setMinimumHeight(32)
                edit.setMinimumWidth(260)
                self.words_edits.add(part.key)
                row += slot
                self.parts_layout.addWidget(label, row, 0, 1, span)
                self.parts_layout.addWidget(edit, row + 1, 0, 1, span)
                self.edits[part.key] = edit
                row, slot = row + 2, 0
            else:
                # Side by side, a field still holds a six-figure net with its sign ("-999,999").
                edit = AmountEdit(self.parts_box, 72 if pairs else 90)
                # The grey example text says what goes in, in words (the part's): never a
                # digit, which could be taken for an answer (or copied as one).
                if field.example is not None:
                    edit.setPlaceholderText(field.example_text(qt_translate))
                if field.tip is not None:
                    edit.setToolTip(field.tip_text(qt_translate))
                # The payout the dealer made (an audit): left as it is when it is right.
                edit.setText(part.typed_at_start(qt_translate))
                edit.setMinimumHeight(32)
                edit.setProperty("signed", field.signed)
                label.ensurePolished()  # measured in its own type (presenter mode's style)
                needed = label.fontMetrics().horizontalAdvance(words) + 2
                if self.wrap_labels or needed > LONG_LABEL:  # wraps, never cut off
                    label.setWordWrap(True)
                    label.setMinimumWidth(min(max(60, needed), 120))
                else:  # whole on one line, at any size of type (presenter mode's too)
                    label.setMinimumWidth(max(60, needed))
                    label.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Preferred)
                edit.installEventFilter(self)  # the keypad types where the trainee last was
                self.parts_layout.addWidget(label, row, 2 * slot)
                self.parts_layout.addWidget(edit, row, 2 * slot + 1)
                self.edits[part.key] = edit
                slot = (slot + 1) % (span // 2)
                if slot == 0:
                    row += 1
        for column in range(4):  # the fields take the width; no empty column takes a share
            self.parts_layout.setColumnStretch(column, 1 if column % 2 and column < span else 0)
        # A payout is never negative: the sign key works only for signed amounts.
        self.keys["\u00b1"].setEnabled(any(e.property("signed") for e in self.edits.values()))
        self._seat_keys(q)
        self._chips = chips
        self.keypad.setVisible(self._numbers())
        self.tray.setVisible(chips)
        # Chips counted by value: the tray holds the values asked about, no others.
        counted = [p.counted_chip for p in q.parts if p.counted_chip is not None]
        if counted:
            self.denominations = tuple(sorted(counted))
        self._build_tray()
        self.pile = []
        self._show_pile()
        self.answer_button.setVisible(bool(self.edits))
        for edit in self.edits.values():  # after the text an audit starts with
            edit.textChanged.connect(self._edited)
        self._last_edit = next(iter(self.edits.values()), None)
        # Tab runs through the fields in reading order, then to Answer.
        chain = [*self.edits.values(), self.answer_button]
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)
        # New fields are shown by the event loop; give them the keyboard once they are.
        QTimer.singleShot(0, self, self.focus_first)

    def _seat_keys(self, q: Question) -> None:
        """On a layout to audit, Alt and a seat's number go to that seat's first field (a
        click on a spot of the felt goes to the spot's), and a line under the fields says
        so."""
        for shortcut in self.seat_shortcuts:
            shortcut.setEnabled(False)
            shortcut.setParent(None)
            shortcut.deleteLater()
        self.seat_shortcuts = []
        firsts: dict[int, str] = {}
        for part in q.parts:
            spot = spot_of(part.key)
            if spot is not None and part.given is not None:
                firsts.setdefault(spot[0], part.key)
        for seat, key in firsts.items():
            shortcut = QShortcut(QKeySequence(f"Alt+{seat}"), self.parts_box)
            shortcut.activated.connect(lambda k=key: self.focus_part(k))
            self.seat_shortcuts.append(shortcut)
        self.seat_hint.setVisible(bool(firsts))

    def focus_part(self, key: str) -> None:
        """Put the keyboard on the field of part ``key``, its text selected (a spot clicked
        on the felt); nothing for a part with no field."""
        edit = self.edits.get(key)
        if edit is not None and not edit.isReadOnly():
            edit.setFocus()
            edit.selectAll()

    def _numbers(self) -> bool:
        """Whether a field takes numbers (the keypad is for those)."""
        return any(k not in self.words_edits for k in self.edits)

    def relabel(self) -> None:
        """The question shown again in the language now chosen (its labels, choices and
        example texts), keeping what was typed, chosen and piled, and whether it is
        answered."""
        if self._shown is None:
            return
        typed = {key: edit.text() for key, edit in self.edits.items()}
        chosen = {key: group.checkedButton().property("choice")
                  for key, group in self.choices.items() if group.checkedButton() is not None}
        pile, answered = list(self.pile), self._answered
        self.show_question(*self._shown)
        for key, text in typed.items():
            if key in self.edits:
                self.edits[key].setText(text)
        for key, option in chosen.items():
            for button in self.choices[key].buttons() if key in self.choices else ():
                button.setChecked(button.property("choice") == option)
        self.pile = pile
        self._show_pile()
        if answered:
            self.set_answered(True)

    def focus_last(self) -> None:
        """Put the keyboard back on the field last typed or clicked in (the first one when
        none was), unless the question is answered."""
        if self._answered or self._last_edit is None or not self._last_edit.isVisible():
            self.focus_first()
            return
        self._last_edit.setFocus()

    def focus_first(self) -> None:
        """Put the keyboard on the first answer field (or the first choice)."""
        if self._answered:  # shown again once answered: the keyboard stays on Next
            return
        first = next(iter(self.edits.values()), None)
        if first is not None:
            first.setFocus()
            first.selectAll()  # a payout already there (an audit) is typed over, not onto
        elif self.choices:  # keep the letters for the choices, away from any list box
            next(iter(self.choices.values())).buttons()[0].setFocus()

    def _build_tray(self) -> None:
        _empty(self.tray_buttons)
        for i, value in enumerate(self.denominations):
            b = QPushButton(self.tray)
            b.setIcon(chip_icon(value, self.denominations))
            b.setIconSize(QSize(40, 40))
            b.setToolTip(format_amount(value))
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setProperty("chip", value)
            b.clicked.connect(lambda _=False, v=value: self._on_chip(v))
            self.tray_buttons.addWidget(b, i // 4, i % 4)

    # -- typing ----------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.FocusIn and isinstance(watched, QLineEdit):
            self._last_edit = watched
        return super().eventFilter(watched, event)

    def pile_waiting(self) -> bool:
        """Chips are piled and no amount is typed: Enter pays the chips."""
        return bool(self.pile) and self.tray.isVisible() and not any(
            e.text().strip() for e in self.edits.values())

    def _target(self) -> QLineEdit | None:
        focused = next((e for e in self.edits.values() if e.hasFocus()), None)
        return focused or self._last_edit

    def _on_key(self, key: str) -> None:
        edit = self._target()
        if edit is None:
            return
        self._last_edit = edit
        text = edit.text()
        if key == "back":
            edit.setText(text[:-1])
        elif key == "clear":
            edit.clear()
        elif key == "\u00b1":
            if not edit.property("signed"):
                return
            edit.setText(text[1:] if text.startswith("-") else "-" + text.lstrip("+"))
        else:
            edit.insert(key)  # over the selection, if any (a spot clicked on the felt)
        edit.setFocus()

    def _chose(self, key: str, option: str) -> None:
        if len(self.choices) == 1 and not self.edits:
            self.submitted.emit({key: option})

    def enter(self) -> None:
        """Enter: from a field that is not the last, the keyboard goes on to the next one
        (its text selected, to type over); from the last field, or with the keyboard
        elsewhere, the answer goes in (as a click on Answer does from anywhere)."""
        fields = [e for e in self.edits.values() if not e.isReadOnly()]
        here = next((i for i, e in enumerate(fields) if e.hasFocus()), None)
        if here is not None and here < len(fields) - 1:
            fields[here + 1].setFocus(Qt.FocusReason.TabFocusReason)
            fields[here + 1].selectAll()
            return
        self.submit()

    def submit(self) -> None:
        for key in self.words_edits:  # a few words that fit one call only: that call
            edit = self.edits[key]
            completer = edit.completer()
            completer.setCompletionPrefix(edit.text())
            if edit.text().strip() and completer.completionCount() == 1:
                completer.setCurrentRow(0)
                edit.setText(completer.currentCompletion())
            completer.popup().hide()
        values = {k: e.text() for k, e in self.edits.items()}
        for key, group in self.choices.items():
            checked = group.checkedButton()
            values[key] = checked.property("choice") if checked else ""
        self.submitted.emit(values)

    def _say(self, text: str) -> None:
        self.message.say(text)

    def _edited(self) -> None:
        """A field changed or a choice made: a refusal said of the answer as it was goes."""
        if self.message.full:
            self._say("")

    def show_refusal(self, key: str, text: str) -> None:
        self._say(text)
        if key in self.edits:
            self.edits[key].setFocus()
            self.edits[key].selectAll()

    def set_answered(self, answered: bool) -> None:
        self._answered = answered
        for e in self.edits.values():
            e.setReadOnly(answered)
        for g in self.choices.values():
            for b in g.buttons():
                b.setEnabled(not answered)
        # Once answered, the keypad and the tray make room for the feedback.
        self.keypad.setVisible(not answered and self._numbers())
        self.tray.setVisible(not answered and getattr(self, "_chips", False))
        self.answer_button.setVisible(not answered and bool(self.edits))
        # The refusal's room is kept while an answer can still be refused.
        self.message.setVisible(not answered)
        if answered:
            self._say("")

    # -- chips -----------------------------------------------------------------------------
    def _on_chip(self, value: int) -> None:
        self.pile.append(value)
        self._show_pile()
        self.pile_changed.emit()

    def _on_undo_chip(self) -> None:
        if self.pile:
            self.pile.pop()
        self._show_pile()
        self.pile_changed.emit()

    def _on_clear_chips(self) -> None:
        self.pile = []
        self._show_pile()
        self.pile_changed.emit()

    def _show_pile(self) -> None:
        if not hasattr(self, "pile_label"):
            return
        if not self.pile:
            self.pile_label.setText(self.tr("No chips yet."))
        else:
            chips = " + ".join(format_amount(v) for v in sorted(self.pile, reverse=True))
            self.pile_label.setText(self.tr("{chips} = {total} (%n chip(s))", "", len(self.pile))
                                    .format(chips=chips, total=format_amount(pile_total(self.pile))))
        self.pay_chips.setEnabled(bool(self.pile))
