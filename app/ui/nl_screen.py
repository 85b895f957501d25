"""The no-limit table screen: the table, the trainee's seat or the dealer's questions, the log.

Left, the table (app.ui.nl_scene). Right, from the top: what the table waits
for, then either the trainee's controls (fold, check or call, bet or raise
with a slider, a number box and presets, all-in) or a dealer's question in
the trainer's answer panel with its feedback, then the hand's log in words.
A bar above holds the session's commands, on a second row where one is too
narrow (none ever hides). Keys: F fold, C check or call, R the raise amount
(Enter raises; a size button puts its amount there too), A all-in, N or Enter
the next hand (after a file's hand, a new session), Left and Right step a finished
hand or a file's street by street, F2 the set-up. Letters follow the physical key on
every layout (app.ui.keys).

The screen computes nothing: it shows the controller's state and passes on
what the trainee does.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QEvent, QSignalBlocker, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSlider,
    QSpinBox,
    QSplitter,
    QStyle,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from app.controller.nl_table import NLTableController
from app.controller.trainer import InputError, StoreError
from app.core.errors import ScenarioError
from app.core.nlhe import ALLIN, BET, CALL, CHECK, FOLD, RAISE
from app.core.nlhe.actions import PRESETS
from app.i18n import error_text, qt_translate
from app.ui import files
from app.ui.answer_panel import AnswerPanel
from app.ui.command_bar import CommandBar
from app.ui.feedback import feedback_html
from app.ui.keys import latin_key
from app.ui.nl_scene import TEXT, WIDTH, NLView, grouped
from app.ui.table_view import ROOM_SHARE, SIDE_EMS, SideTab, presenter_side_room


def _text_width(button: QPushButton) -> int:
    """The width ``button`` needs for its words whole (the style's margins and frame beside
    them), without the style's 80 px floor."""
    style = button.style()
    edge = style.pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, None, button) \
        + 2 * style.pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, None, button)
    metrics = button.fontMetrics()
    return max(metrics.horizontalAdvance(line) for line in button.text().split("\n")) + 2 * edge


class NLScreen(QWidget):
    """The no-limit table with its side panel.

    Signals:
        wants_side(): the side is folded away (presenter mode) and the table waits for the
            trainee: their turn, or a dealer's question.
    """

    wants_side = Signal()

    def __init__(self, controller: NLTableController, parent=None) -> None:
        super().__init__(parent)
        self.c = controller
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._decision: tuple[int, int] = (0, -1)  # the decision the amount box is for
        outer = QVBoxLayout(self)
        outer.setContentsMargins(4, 4, 4, 4)
        # The session's commands, in groups: on a narrow screen or in long words they take a
        # second row, never a menu out of sight.
        self.bar = CommandBar(self)
        self.setup_button = QPushButton(self)
        self.new_button = QPushButton(self)
        self.next_button = QPushButton(self)
        self.back_button = QPushButton(self)
        self.forward_button = QPushButton(self)
        self.end_button = QPushButton(self)
        self.show_all = QCheckBox(self)
        self.pause = QCheckBox(self)
        self.open_button = QPushButton(self)
        self.save_button = QPushButton(self)
        self.export_button = QPushButton(self)
        for group in ((self.next_button, self.back_button, self.forward_button),
                      (self.show_all, self.pause),
                      (self.setup_button, self.new_button, self.end_button),
                      (self.open_button, self.save_button, self.export_button)):
            for w in group:
                w.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            self.bar.add_group(list(group))
        outer.addWidget(self.bar)
        self.split = QSplitter(Qt.Orientation.Horizontal, self)
        self.view = NLView(self.split)
        self.side_tab = SideTab(self.view)  # the folded side's F9, in presenter mode
        self._folded = False  # the side folded away in presenter mode
        self.side = QWidget(self.split)
        side = QVBoxLayout(self.side)
        side.setContentsMargins(6, 0, 0, 0)
        self.caption = QLabel(self.side)
        self.caption.setWordWrap(True)
        self.caption.setStyleSheet("font-size: 13pt; font-weight: bold;")
        side.addWidget(self.caption)
        self.note = QLabel(self.side)
        self.note.setWordWrap(True)
        self.note.setVisible(False)
        side.addWidget(self.note)
        # The trainee's seat.
        self.play = QWidget(self.side)
        play = QVBoxLayout(self.play)
        play.setContentsMargins(0, 0, 0, 0)
        self.legal_text = QLabel(self.play)
        self.legal_text.setWordWrap(True)
        play.addWidget(self.legal_text)
        row = QHBoxLayout()
        self.fold_button = QPushButton(self.play)
        self.call_button = QPushButton(self.play)
        for b in (self.fold_button, self.call_button):
            b.setMinimumHeight(40)
            row.addWidget(b)
        play.addLayout(row)
        sizing = QHBoxLayout()
        self.slider = QSlider(Qt.Orientation.Horizontal, self.play)
        self.amount = QSpinBox(self.play)
        self.amount.setMinimumWidth(110)
        self.amount.setMinimumHeight(34)
        self.amount.setGroupSeparatorShown(True)
        sizing.addWidget(self.slider, 1)
        sizing.addWidget(self.amount)
        play.addLayout(sizing)
        # The presets, and Raise beside All-in: on as many lines as their words need at
        # the side's width (large type, a long language), never cut (_lay_raise_line).
        self.presets = QGridLayout()
        self.preset_buttons: dict[str, QPushButton] = {}
        for key in PRESETS:
            b = self.preset_buttons[key] = QPushButton(self.play)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.clicked.connect(lambda _=False, k=key: self._on_preset(k))
        play.addLayout(self.presets)
        self.raise_row = QGridLayout()
        self.raise_button = QPushButton(self.play)
        self.allin_button = QPushButton(self.play)
        for b in (self.raise_button, self.allin_button):
            b.setMinimumHeight(40)
        play.addLayout(self.raise_row)
        self._raise_columns: tuple[int, int] = (0, 0)  # the presets' and Raise's, laid out
        self.side.installEventFilter(self)
        self.refusal = QLabel(self.play)
        self.refusal.setWordWrap(True)
        self.refusal.setStyleSheet("color: #b00020; font-weight: bold;")
        play.addWidget(self.refusal)
        side.addWidget(self.play)
        # The dealer's questions.
        self.ask = QWidget(self.side)
        ask = QVBoxLayout(self.ask)
        ask.setContentsMargins(0, 0, 0, 0)
        self.panel = AnswerPanel(self.ask)
        self.panel.wrap_labels = True  # a long label (a pot's, in Georgian) wraps in the side
        ask.addWidget(self.panel)
        self.go_on = QPushButton(self.ask)
        self.go_on.setMinimumHeight(40)
        ask.addWidget(self.go_on)
        self.feedback = QTextBrowser(self.ask)
        self.feedback.setMinimumHeight(120)
        ask.addWidget(self.feedback, 1)
        self.ask_scroll = QScrollArea(self.side)
        self.ask_scroll.setWidgetResizable(True)
        self.ask_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.ask_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.ask_scroll.setWidget(self.ask)
        side.addWidget(self.ask_scroll, 3)
        self.log_title = QLabel(self.side)
        side.addWidget(self.log_title)
        self.log = QPlainTextEdit(self.side)
        self.log.setReadOnly(True)
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        side.addWidget(self.log, 2)
        self.split.addWidget(self.view)
        self.split.addWidget(self.side)
        self.split.setStretchFactor(0, 3)
        self.split.setStretchFactor(1, 1)
        self.side.setMinimumWidth(320)
        self.side.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        outer.addWidget(self.split, 1)
        self._wire()
        self.c.changed.connect(self.refresh)
        self.c.session_over.connect(self._on_session_over)
        self.retranslate()

    def _wire(self) -> None:
        c = self.c
        self.setup_button.clicked.connect(self.open_setup)
        # Keys that work with the bar hidden too (presenter mode).
        for key, button in (("F2", self.setup_button), ("N", self.next_button),
                            ("Left", self.back_button), ("Right", self.forward_button)):
            QShortcut(QKeySequence(key), self, lambda b=button: b.isEnabled() and b.click())
        self.new_button.clicked.connect(self._on_new_session)
        self.next_button.clicked.connect(self._on_next)
        self.back_button.clicked.connect(c.step_back)
        self.forward_button.clicked.connect(c.step_forward)
        self.end_button.clicked.connect(self._on_end)
        self.show_all.toggled.connect(self._on_show_all)
        self.pause.toggled.connect(self._on_pause)
        self.open_button.clicked.connect(self._on_open)
        self.save_button.clicked.connect(self._on_save)
        self.export_button.clicked.connect(self._on_export)
        self.fold_button.clicked.connect(lambda: self._act(FOLD))
        self.call_button.clicked.connect(lambda: self._act(CALL))
        self.raise_button.clicked.connect(lambda: self._act(RAISE))
        self.allin_button.clicked.connect(lambda: self._act(ALLIN))
        # A button's text sets its shortcut too, so the keys are shortcuts of their own.
        for key, button in (("F", self.fold_button), ("C", self.call_button),
                            ("A", self.allin_button)):
            QShortcut(QKeySequence(key), self.play, lambda b=button: b.isEnabled() and b.click())
        # R puts the keyboard on the amount (Enter there raises to it).
        QShortcut(QKeySequence("R"), self.play, self._focus_amount)
        # The slider moves the amount; typing in the box moves the slider only where the
        # number is in its range, and never types back into the box.
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.valueChanged.connect(self._on_slider)
        self.amount.valueChanged.connect(self._on_amount)
        # In the amount box the letters still act (it takes digits only).
        self.amount.installEventFilter(self)
        self.amount.lineEdit().installEventFilter(self)
        self.panel.submitted.connect(self._on_submit)
        self.go_on.clicked.connect(self._on_go_on)
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            QShortcut(QKeySequence(key), self, self._on_enter)

    # -- words -------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setup_button.setText(self.tr("Set up the table... (F2)"))
        self.new_button.setText(self.tr("New session"))
        self.next_button.setText(self.tr("Next hand (N)"))
        self.back_button.setText(self.tr("\u25c0 Street"))
        self.forward_button.setText(self.tr("Street \u25b6"))
        self.end_button.setText(self.tr("End the session"))
        self.show_all.setText(self.tr("Show every hand"))
        self.show_all.setToolTip(self.tr("For teaching: every player's cards face up"))
        self.pause.setText(self.tr("Pause"))
        self.open_button.setText(self.tr("Open hand..."))
        self.open_button.setToolTip(self.tr(
            "Step through a hand saved in a file; a session still running ends first, "
            "its summary kept"))
        self.save_button.setText(self.tr("Save hand..."))
        self.export_button.setText(self.tr("Export history..."))
        self.fold_button.setText(self.tr("Fold (F)"))
        self.allin_button.setText(self.tr("All-in (A)"))
        self.go_on.setText(self.tr("Go on (Enter)"))
        self.side_tab.setText(self.tr("F9: seat and log"))
        self.log_title.setText(self.tr("The hand in words"))
        words = {"min": self.tr("Min"), "half": self.tr("\u00bd pot"),
                 "three_quarters": self.tr("\u00be pot"), "pot": self.tr("Pot"),
                 "allin": self.tr("All-in")}
        for key, b in self.preset_buttons.items():
            b.setText(words[key])
        self.panel.retranslate()
        self._lay_raise_line()
        self.refresh()

    def set_presenting(self, on: bool, px: int, screen: QSize | None = None,
                       side: bool = True) -> None:
        """Presenter mode: the side in large type; the bar hidden (N, F2 and the arrows still
        work). The table keeps the width that draws its words at a 45th of the screen's
        height, the side takes the rest (presenter_side_room); or the side is folded away
        (``side`` false: a 4:3 projector), a corner of the table says F9, which brings it
        back, and the side unfolds by itself when the table waits for the trainee."""
        self.side.setStyleSheet(f"font-size: {px}px;" if on else "")
        self.caption.setStyleSheet(f"font-size: {round(px * 1.15)}px; font-weight: bold;" if on
                                   else "font-size: 13pt; font-weight: bold;")
        self.bar.setVisible(not on)
        screen = screen or QSize(1920, 1080)
        # Unfolded on a screen with no room for it (F9 at 1024x768): the narrowest side.
        width = presenter_side_room(screen, px, TEXT, WIDTH) or max(320, SIDE_EMS * px)
        self.side.setMinimumWidth(width if on else 320)
        self.side.setMaximumWidth(width if on else 16777215)
        self.side.setVisible(side or not on)
        self._folded = on and not side
        self.side_tab.show_folded(self._folded, -(-screen.height() // ROOM_SHARE))
        if self._folded:  # presenter mode turned on while the table waits for the trainee
            QTimer.singleShot(0, self, self._unfold_if_waiting)
        if on:
            self.split.setSizes([max(1, self.split.width() - width), width])
        self._lay_raise_line()
        QTimer.singleShot(0, self, self._lay_raise_line)  # once the new type is polished
        q = self.c.question
        if q is not None and self.c.last is None:  # its labels measured in the new type
            typed = {key: edit.text() for key, edit in self.panel.edits.items()}
            self._show_panel(q)
            for key, text in typed.items():  # what was typed stays
                self.panel.edits[key].setText(text)

    def _lay_raise_line(self) -> None:
        """The presets in as many columns as fit the seat's width with each one's words
        whole (five, else three, two or one), and Raise beside All-in where both fit, else
        one above the other."""
        # The side's width, not the seat's: the seat's own is held up by these buttons.
        margins = self.side.layout().contentsMargins()
        room = (self.side.width() - margins.left() - margins.right()
                if self.side.testAttribute(Qt.WidgetAttribute.WA_Resized) else 16777215)
        for b in (self.raise_button, self.allin_button):  # its key on a line of its own
            one_line = b.text().replace("\n(", " (")
            b.setText(one_line)
            if _text_width(b) > room and " (" in one_line:
                b.setText(one_line.replace(" (", "\n(", 1))
        for b in (*self.preset_buttons.values(), self.raise_button, self.allin_button):
            b.setMinimumWidth(_text_width(b))  # its words whole, wherever the grid puts it
        gap = max(0, self.presets.horizontalSpacing())
        presets = list(self.preset_buttons.values())
        widest = max(_text_width(b) for b in presets)
        columns = next((n for n in (5, 3, 2) if n * widest + (n - 1) * gap <= room), 1)
        side_by_side = _text_width(self.raise_button) + _text_width(self.allin_button) \
            + gap <= room
        if (columns, side_by_side) == self._raise_columns:
            return
        self._raise_columns = (columns, side_by_side)
        for i, b in enumerate(presets):
            self.presets.addWidget(b, i // columns, i % columns)
        self.raise_row.addWidget(self.raise_button, 0, 0)
        self.raise_row.addWidget(self.allin_button, 0 if side_by_side else 1,
                                 1 if side_by_side else 0)

    # -- showing -------------------------------------------------------------------------------
    def refresh(self) -> None:
        c = self.c
        state = c.state()
        self.view.show_state(state, animate=c.config.animate)
        paused = self.pause.isChecked() and not state.over and state.legal is None
        self.caption.setText(state.caption + ("\n" + self.tr("Paused: untick Pause to go on.")
                                              if paused else ""))
        text = "\n".join(state.log)
        if text != self.log.toPlainText():
            self.log.setPlainText(text)
        # The latest line in sight, once the panel above has taken its new height.
        QTimer.singleShot(0, self.log, lambda: self.log.verticalScrollBar().setValue(
            self.log.verticalScrollBar().maximum()))
        # While a question is open the log gives the answer panel and its feedback room.
        self.log.setMaximumHeight(max(90, self.side.height() // 5) if c.question is not None
                                  else 16777215)
        hand_over = state.over and c.question is None
        self.next_button.setEnabled(hand_over and not state.session_over and c.review is None
                                    or c.review is not None)
        # After a file's hand, N starts a new session; after the session's end, nothing.
        self.next_button.setToolTip(
            self.tr("N or Enter starts a new session at your table.") if c.review is not None
            and c.ended else self.tr("The session is over: New session starts another.")
            if state.session_over else "")
        self.back_button.setEnabled(state.can_back)
        self.forward_button.setEnabled(state.can_forward)
        self.save_button.setEnabled(c.shown_hand() is not None)
        self.export_button.setEnabled(c.question is None)
        self.end_button.setEnabled(not state.session_over)
        self._show_play(state)
        self._lay_raise_line()  # "Bet" or "Raise to" on the button
        self._show_question()
        self._unfold_if_waiting()

    def _unfold_if_waiting(self) -> None:
        """The trainee's turn, or a dealer's question: not behind a fold (wants_side)."""
        if self._folded and (self.c.question is not None or self.c.waiting_for_trainee()):
            self.wants_side.emit()

    def _show_play(self, state) -> None:
        legal = state.legal
        playing = legal is not None
        self.play.setVisible(self.c.trainee is not None)
        for w in (self.fold_button, self.call_button, self.raise_button, self.allin_button,
                  self.slider, self.amount, *self.preset_buttons.values()):
            w.setEnabled(playing)
        if not playing:
            self.legal_text.setText("")
            self.call_button.setText(self.tr("Check / call (C)"))
            self.raise_button.setText(self.tr("Raise (R, Enter)"))
            self.refusal.setText("")
            return
        self.call_button.setText(self.tr("Check (C)") if legal.can_check else
                                 self.tr("Call {amount} (C)").format(
                                     amount=grouped(legal.call_amount)))
        word = self.tr("Bet") if legal.is_bet else self.tr("Raise to")
        self.raise_button.setText(self.tr("{word} (R, Enter)").format(word=word))
        can_raise = legal.can_raise
        for w in (self.raise_button, self.slider, self.amount,
                  *self.preset_buttons.values()):
            w.setEnabled(can_raise)
        self.allin_button.setEnabled(legal.can_all_in)
        if can_raise:
            lo, hi = legal.min_raise_to, legal.max_raise_to
            # The box takes any number (a wrong one is refused with the rule); the slider
            # runs over the legal range.
            self.amount.setRange(0, min(hi * 10, 2**31 - 1))
            self.slider.setRange(lo, hi)
            # Each new decision starts at its smallest raise: an amount typed for an
            # earlier one is never raised to by a quick R, Enter.
            decision = (self.c.hand_number, len(self.c.hand.history) if self.c.hand else 0)
            if decision != self._decision or not lo <= self.amount.value() <= hi:
                self._decision = decision
                self.amount.setValue(lo)
            self.legal_text.setText(
                (self.tr("A bet: from {low} to {high}") if legal.is_bet else
                 self.tr("A raise: to {low} at least, to {high} at most")).format(
                    low=grouped(lo), high=grouped(hi)))
        else:
            self.legal_text.setText(self.tr("No raise: call or fold."))

    def _show_question(self) -> None:
        c = self.c
        q = c.question
        self.ask_scroll.setVisible(q is not None)
        if q is None:
            self.panel.question = None
            return
        if self.panel.question is not q:
            self._show_panel(q)
            self.feedback.clear()
        answered = c.last is not None
        self.panel.set_answered(answered)
        self.go_on.setVisible(answered)
        self.feedback.setVisible(answered)
        if answered:
            self.feedback.setHtml(feedback_html(c.last, c.settings))
            QTimer.singleShot(0, self.go_on, self.go_on.setFocus)

    def _show_panel(self, q) -> None:
        self.panel.show_question(q, self.c.settings.get("chips/denominations"), False)

    # -- the trainee's actions -------------------------------------------------------------------
    def _act(self, kind: str) -> None:
        state = self.c.state()
        legal = state.legal
        if legal is None:
            return
        to = None
        if kind == CALL and legal.can_check:
            kind = CHECK
        if kind == RAISE:
            kind = BET if legal.is_bet else RAISE
            to = self.amount.value()
        why = self.c.act(kind, to)
        self.refusal.setText(why.render(qt_translate) if why is not None else "")
        if why is None:  # the letters are the table's again, not the amount box's
            self.setFocus()

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.side and event.type() == QEvent.Type.Resize:
            self._lay_raise_line()  # the seat's width, or its type, changed
        if event.type() == QEvent.Type.KeyPress and watched in (self.amount,
                                                                 self.amount.lineEdit()):
            key = event.key()
            letter = latin_key(event) or (chr(key).upper() if 0x41 <= key <= 0x5A else None)
            buttons = {"F": self.fold_button, "C": self.call_button, "A": self.allin_button}
            if letter in buttons and not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
                if buttons[letter].isEnabled():
                    buttons[letter].click()
                return True
            if letter == "R":
                self.amount.selectAll()
                return True
        return super().eventFilter(watched, event)

    def _on_slider(self, value: int) -> None:
        if not self.amount.hasFocus():
            self.amount.setValue(value)

    def _on_amount(self, value: int) -> None:
        if self.slider.minimum() <= value <= self.slider.maximum():
            blocker = QSignalBlocker(self.slider)
            self.slider.setValue(value)
            del blocker

    def _focus_amount(self) -> None:
        if self.amount.isEnabled():
            self.amount.setFocus()
            self.amount.selectAll()

    def _on_preset(self, key: str) -> None:
        """A size into the amount box, the keyboard left there: Enter then bets or raises."""
        presets = dict(self.c.state().presets)
        if key in presets:
            self.amount.setValue(presets[key])
            self._focus_amount()

    # -- the dealer's answers --------------------------------------------------------------------
    def _on_submit(self, typed: dict) -> None:
        try:
            self.c.submit(typed)
        except InputError as e:
            self.panel.show_refusal(e.key, e.line.render(qt_translate))
        except StoreError as e:
            QMessageBox.warning(self, self.tr("Progress"), error_text(e))

    def _on_go_on(self) -> None:
        self.c.carry_on()
        if self.c.question is not None:
            QTimer.singleShot(0, self.panel, self.panel.focus_first)

    def _on_enter(self) -> None:
        c = self.c
        if c.question is not None:
            if c.last is None:
                self.panel.enter()  # on to the next field, or from the last one, the answer
            else:
                self._on_go_on()
        elif self.amount.hasFocus() and self.amount.isEnabled():
            self._act(RAISE)  # R, the amount, Enter
        elif self.next_button.isEnabled():
            self._on_next()

    def _on_next(self) -> None:
        """N: the next hand (after a file's hand, a new session at the set-up's table)."""
        c = self.c
        if c.review is not None and c.ended:
            c.start_session()
            return
        if c.review is not None:
            c.close_review()
            if c.hand is None or not c.hand.is_over or c.ended:
                return
        c.next_hand()

    # -- the session -------------------------------------------------------------------------------
    def _on_pause(self, on: bool) -> None:
        self.c.set_paused(on)
        self.refresh()

    def _on_show_all(self, on: bool) -> None:
        self.c.show_all = on
        self.refresh()

    def _may_restart(self) -> bool:
        """A session with hands played ends only when the trainee says so."""
        c = self.c
        if c.ended or not c.records and (c.hand is None or not c.hand.history):
            return True
        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        return QMessageBox.question(self, self.tr("New session"), self.tr(
            "Start a new session? This one ends here, without its summary."), yes | no,
            no) == yes

    def _on_end(self) -> None:
        """End the session; one with hands played ends only when the trainee says so (as a
        new session asks), and a hand in play is not counted, so that is said."""
        c = self.c
        if c.played():
            yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
            if QMessageBox.question(self, self.tr("End the session"), self.tr(
                    "End the session now? The hand in play is not counted.")
                    if c.hand_in_play() else self.tr(
                    "End the session now? Its summary follows; no more hands are dealt in it."),
                    yes | no, no) != yes:
                return
        c.end_session()

    def _may_end_for_file(self) -> bool:
        """Before a hand opens from a file: a session with hands played ends only when the
        trainee says so (its summary follows, as when it is ended)."""
        c = self.c
        if c.ended or not c.played():
            return True
        words = self.tr("End the session to open a hand? Its summary follows, as when you "
                        "end it.")
        if c.hand_in_play():
            words += "\n" + self.tr("The hand in play is not counted.")
        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        return QMessageBox.question(self, self.tr("Open a hand"), words, yes | no, no) == yes

    def _on_new_session(self) -> None:
        if self._may_restart():
            self.c.start_session()

    def open_setup(self) -> None:
        # deferred: opened on demand: the no-limit tab shows without it
        from app.ui.nl_setup_dialog import NLSetupDialog

        dialog = NLSetupDialog(self.c.config, self)
        if dialog.exec() and self._may_restart():
            self.c.set_config(dialog.config)
        dialog.deleteLater()  # a new one each time: none piles up hidden behind the window
        self._back_to_table()

    def _back_to_table(self) -> None:
        """After a dialog the keys are the table's again."""
        self.activateWindow()
        self.setFocus()

    def _on_session_over(self) -> None:
        """The summary, in a box that does not hold up the window (New session or Close)."""
        # deferred: opened on demand: the no-limit tab shows without it
        from app.ui.nl_summary import summary_html

        box = QMessageBox(self)
        box.setWindowTitle(self.tr("Session summary"))
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setText(summary_html(self.c.session_end()))
        again = box.addButton(self.tr("New session"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("Close"), QMessageBox.ButtonRole.RejectRole)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.buttonClicked.connect(lambda b: b is again and self.c.start_session())
        self.summary = box
        box.open()

    # -- files -------------------------------------------------------------------------------------
    def _folder(self) -> str:
        return files.hand_folder(self.c.settings)

    def _remember(self, path: str) -> None:
        files.remember_folder(self.c.settings, path)

    def _on_open(self) -> None:
        if not self._may_end_for_file():  # asked before the file is chosen
            self._back_to_table()
            return
        path, _ = files.get_open_file_name(self, self.tr("Open a hand"), self._folder(),
                                           self.tr("Scenario files (*.json *.jsonl)"))
        if path:
            self._remember(path)
            self._open(path)
        self._back_to_table()

    def open_hand(self, path: str) -> bool:
        """Show the file's hand (a session still running ends first, when the trainee says
        so); False when it is not opened."""
        return self._may_end_for_file() and self._open(path)

    def _open(self, path: str) -> bool:
        try:
            self.c.open_file(path)
        except ScenarioError as e:
            QMessageBox.warning(self, self.tr("Open a hand"), error_text(e))
            return False
        return True

    def _on_save(self) -> None:
        path, _ = files.get_save_file_name(
            self, self.tr("Save the hand"), os.path.join(self._folder(), "no-limit-hand.json"),
            self.tr("Scenario files (*.json *.jsonl)"))
        if not path:
            return
        self._remember(path)
        try:
            self.c.save_file(path)
        except OSError as e:
            QMessageBox.warning(self, self.tr("Save the hand"),
                                self.tr("The hand could not be saved: {reason}").format(
                                    reason=e.strerror or str(e)))
        else:
            self._tell(self.tr("Saved: {path}").format(path=path))
        self._back_to_table()

    def _tell(self, text: str) -> None:
        """A line under the caption for a few seconds (a file saved)."""
        self.note.setText(text)
        self.note.setVisible(True)
        QTimer.singleShot(5000, self.note, self.note.hide)

    def _on_export(self) -> None:
        path, _ = files.get_save_file_name(
            self, self.tr("Export the hand history"),
            os.path.join(self._folder(), "hand-history.txt"), self.tr("Text files (*.txt)"))
        if not path:
            return
        self._remember(path)
        try:
            self.c.export_history(path)
            self._tell(self.tr("Saved: {path}").format(path=path))
        except OSError as e:
            QMessageBox.warning(self, self.tr("Export the hand history"),
                                self.tr("The history could not be saved: {reason}").format(
                                    reason=e.strerror or str(e)))
