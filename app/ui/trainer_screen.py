"""The trainer screen: a question drawn as at the table, the answer panel, the feedback.

Enter answers (or pays the chips piled on the tray when no amount is typed)
and, once answered, brings the next question. In an exam the
feedback waits for the end, then a review walks through every question (Previous
and Next); a clock counts down the time left, and it does not pause (it says so).

The answer clock runs only while this screen is shown and the application is
active: the screen holds the controller's clock when it is hidden (another tab,
a minimised window), while the application is inactive and while a dialog of the
trainer or an exam's slip (and its projector view) is open, and a label beside
the target shows the seconds so far, read from the controller every second.

Weak-area practice shows a banner naming the drill and the case it practises,
with a Stop button that goes back to the chosen drill.

A speed round ("Speed round...": 90 seconds, or 20 questions against the clock) shows
the same banner with its own Stop button and whether the last answer was right (the
key when it was not); the next question comes at once, and the status line shows the
round's clock and its right and wrong answers, every second. At the end the feedback
shows the result and the trainee's best of that drill, level and kind; Enter goes on
practising the drill. During a round, as during an exam, the trainee and the drill stay.
"""

from __future__ import annotations

import math
from contextlib import contextmanager
from html import escape
from typing import TYPE_CHECKING, Iterator

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from app.controller.trainer import (
    STOPPED_EXAM,
    STOPPED_SPEED,
    Answered,
    InputError,
    SpeedEnd,
    StoreError,
    TrainerController,
)
from app.core.trainer.audit import spot_key
from app.core.trainer.deals import tag_term
from app.core.trainer.drills import DRILLS
from app.core.trainer.exam import ExamSpec, exam_code
from app.core.trainer.speed import (
    CLOCK,
    CLOCK_SECONDS,
    COUNT,
    COUNT_QUESTIONS,
    PENALTY_SECONDS,
)
from app.i18n import error_text, format_amount, format_seconds, qt_translate
from app.ui.answer_panel import AnswerPanel
from app.ui.drill_list import DrillCombo, fill_drills, fit_drill_list, set_list_type
from app.ui.feedback import exam_html, feedback_html
from app.ui.speed_words import SpeedWords
from app.ui.table_view import SideTab, TableView

if TYPE_CHECKING:
    from app.ui.exam_slip import ExamSlip


PRESENTER_DRILL_CHARS = 24  # the closed drill list's width in presenter mode, in characters


class TrainerScreen(QWidget):
    """Drill, weak-area practice and exam, for the chosen trainee."""

    def __init__(self, controller: TrainerController, parent=None) -> None:
        super().__init__(parent)
        # A click on the felt (which takes no keyboard) stops here, not at the window, and
        # hands the keyboard back to the field last used: digits typed after it are not lost.
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.c = controller
        top, second = QHBoxLayout(), QHBoxLayout()
        self.trainee_label, self.trainee = QLabel(self), QComboBox(self)
        self.new_trainee = QPushButton(self)
        self.rename_trainee, self.remove_trainee = QPushButton(self), QPushButton(self)
        self.drill_label, self.drill = QLabel(self), DrillCombo(self)  # grouped, a line on each
        self.level_label, self.level = QLabel(self), QSpinBox(self)
        self.level.setRange(1, 3)
        self.practise, self.weak, self.exam = QPushButton(self), QPushButton(self), QPushButton(self)
        self.speed_round = QPushButton(self)
        for w in (self.trainee_label, self.trainee, self.new_trainee, self.rename_trainee,
                  self.remove_trainee):
            top.addWidget(w)
        for w in (self.drill_label, self.drill, self.level_label, self.level, self.practise,
                  self.weak, self.exam):
            second.addWidget(w)
        second.addStretch(1)
        self.trainee.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.trainee.setMinimumContentsLength(14)
        self.drill.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)  # whole titles
        self.drill.setMaxVisibleItems(12)
        top.addStretch(1)
        # Beside the status line, which shows a round's clock: the drill's row is full in
        # the longer languages (the drill's whole title), this one has room.
        top.addWidget(self.speed_round)
        self.status = QLabel(self)
        top.addWidget(self.status)
        # The trainee's commands and the drill's buttons: folded away in presenter mode (the
        # room reads the felt and the answers; F11 or Esc brings them back). The drill and
        # level stay, in the room's type: a drill chosen from the list starts at once; so
        # does the status line, an exam's or a speed round's clock.
        self.commands = [w for i in range(top.count())
                         if (w := top.itemAt(i).widget()) is not None and w is not self.status] \
            + [self.practise, self.weak, self.exam]
        self.drill_row = [self.drill_label, self.drill, self.level_label, self.level]
        self._rows = (top, second)  # presenter mode: the status line beside the drill's
        self.banner = QWidget(self)  # weak-area practice: what it practises, and Stop
        banner_layout = QHBoxLayout(self.banner)
        banner_layout.setContentsMargins(6, 2, 6, 2)
        self.banner.setStyleSheet("background: #fff4cc; color: #3a2e00;")
        self.banner_text = QLabel(self.banner)
        self.banner_text.setWordWrap(True)
        self.stop_weak = QPushButton(self.banner)
        self.stop_speed = QPushButton(self.banner)  # a speed round's banner: Stop the round
        banner_layout.addWidget(self.banner_text, 1)
        banner_layout.addWidget(self.stop_weak)
        banner_layout.addWidget(self.stop_speed)
        self.banner.setVisible(False)
        self.view = TableView(self)
        self.side_tab = SideTab(self.view)  # the folded answers' F9, in presenter mode
        side = QWidget(self)
        side_layout = QVBoxLayout(side)
        self.prompt = QLabel(side)
        self.prompt.setWordWrap(True)
        self.prompt.setStyleSheet("font-size: 13pt; font-weight: bold;")
        side_layout.addWidget(self.prompt)
        self.timer_label = QLabel(side)  # "7 s / target 12 s"
        side_layout.addWidget(self.timer_label)
        self.panel = AnswerPanel(side)
        side_layout.addWidget(self.panel)
        # Next takes the place of Answer, above the feedback: in sight on a lab PC's screen
        # in every language, however long the explanation.
        self.next_button = QPushButton(side)
        self.next_button.setMinimumHeight(44)
        side_layout.addWidget(self.next_button)
        self.feedback = QTextBrowser(side)
        self.feedback.setMinimumHeight(160)
        side_layout.addWidget(self.feedback, 1)
        self.review_bar = QWidget(side)  # after an exam: every question, one by one
        review_layout = QHBoxLayout(self.review_bar)
        review_layout.setContentsMargins(0, 0, 0, 0)
        self.review_prev, self.review_next = QPushButton(self.review_bar), QPushButton(self.review_bar)
        self.review_label = QLabel(self.review_bar)
        self.review_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        review_layout.addWidget(self.review_prev)
        review_layout.addWidget(self.review_label, 1)
        review_layout.addWidget(self.review_next)
        self.review_bar.setVisible(False)
        self.review_index = 0
        side_layout.addWidget(self.review_bar)
        # With the feedback hidden, the room left goes under the answers, not between them.
        side_layout.addStretch(0)
        self._presenting = False
        self._presenter_px = 0
        self.slip: ExamSlip | None = None  # the slip of the exam set last, while it is open
        self._room = 0  # presenter mode: the most the side may take (0: a quarter)
        self.side_scroll = scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(side)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # The answers keep the width they need (never cut off at the right); the table
        # takes the rest, so its words stay large.
        split = self.split = QSplitter(Qt.Orientation.Horizontal, self)
        split.addWidget(self.view)
        split.addWidget(scroll)
        split.setChildrenCollapsible(False)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 0)
        self._fit_side()
        # A new question's fields and labels may change the side's need only once they are
        # polished: each layout request of the side measures it again (once per turn).
        self._refit_pending = False
        side.installEventFilter(self)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(second)
        layout.addWidget(self.banner)
        layout.addWidget(split, 1)
        self.clock = QTimer(self)
        self.clock.timeout.connect(self._on_tick)
        self.ticker = QTimer(self)  # the answer clock's label, about every second
        self.ticker.timeout.connect(self._show_timer)
        self.speed_ticker = QTimer(self)  # a speed round's clock, every second
        self.speed_ticker.timeout.connect(self._on_speed_tick)
        # Enter answers wherever the keyboard is in the window (past the last field, on the
        # tab bar) while this screen is shown; a hidden screen's shortcuts never fire.
        self.enter = QShortcut(QKeySequence(Qt.Key.Key_Return), self)
        self.enter.setContext(Qt.ShortcutContext.WindowShortcut)
        self.enter.activated.connect(self._on_enter)
        self.enter2 = QShortcut(QKeySequence(Qt.Key.Key_Enter), self)
        self.enter2.setContext(Qt.ShortcutContext.WindowShortcut)
        self.enter2.activated.connect(self._on_enter)
        self.new_trainee.clicked.connect(self._on_new_trainee)
        self.rename_trainee.clicked.connect(self._on_rename_trainee)
        self.remove_trainee.clicked.connect(self._on_remove_trainee)
        self.trainee.activated.connect(self._on_trainee)
        self.practise.clicked.connect(self._on_practise)
        # A new level is the level of the next question (Enter, Next), as a new drill is.
        self.level.valueChanged.connect(self._on_level)
        self.drill.activated.connect(lambda _i: self._on_practise())  # chosen is started
        self.weak.clicked.connect(lambda: self.c.start_weak_areas(self.level.value()))
        self.stop_weak.clicked.connect(self._on_stop_weak)
        self.review_prev.clicked.connect(lambda: self._show_review(self.review_index - 1))
        self.review_next.clicked.connect(lambda: self._show_review(self.review_index + 1))
        self.exam.clicked.connect(lambda: self._on_exam())
        self.speed_round.clicked.connect(self._on_speed_round)
        self.stop_speed.clicked.connect(self.c.stop_speed_round)
        # Through a lambda: the click's ``checked`` must never become the question's seed.
        self.next_button.clicked.connect(lambda: self.c.next_question())
        self.panel.submitted.connect(self._on_submitted)
        # On a layout to audit, a click on a spot goes to its field.
        self.view.spot_clicked.connect(lambda seat, bet: self.panel.focus_part(spot_key(seat, bet)))
        self.panel.chips_paid.connect(self._on_chips)
        self.c.question_changed.connect(self._on_question)
        self.c.answered.connect(self._on_answered)
        self.c.exam_started.connect(self._lock_for_exam)
        self.c.exam_finished.connect(self._on_exam_finished)
        self.c.speed_started.connect(self._on_speed_started)
        self.c.speed_finished.connect(self._on_speed_finished)
        self.c.profile_changed.connect(self._fill_trainees)
        self.c.class_sent.connect(self._on_class_sent)
        self.c.class_exam_changed.connect(self._on_class_exam)
        self.c.class_stopped.connect(self._on_class_stopped)
        self._class_stopped = ""  # what the class's question stopped of the trainee's own
        self.class_member = None  # the class joined (app.controller.class_link.ClassMember)
        # Until this screen is shown its question is not on screen: the clock waits.
        self.c.hold_clock("away")
        app = QGuiApplication.instance()
        app.applicationStateChanged.connect(self._on_application_state)
        self._on_application_state(app.applicationState())
        self.retranslate()
        self._fill_trainees()

    # -- the answer clock: only while the question is on screen ------------------------------
    def showEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        self.c.release_clock("away")
        self._show_timer()

    def hideEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        self.c.hold_clock("away")
        super().hideEvent(event)

    def _on_application_state(self, state: Qt.ApplicationState) -> None:
        if state == Qt.ApplicationState.ApplicationActive:
            self.c.release_clock("inactive")
        else:
            self.c.hold_clock("inactive")
        self._show_timer()

    @contextmanager
    def paused(self, reason: str = "dialog") -> Iterator[None]:
        """The answer clock held while a dialog of the trainer is open over the question."""
        self.c.hold_clock(reason)
        self._show_timer()
        try:
            yield
        finally:
            self.c.release_clock(reason)
            self._show_timer()

    def _show_timer(self) -> None:
        q = self.c.question
        if q is None or self.c.last is not None:
            self.ticker.stop()
            self.timer_label.clear()
            return
        text = self.tr("{seconds} s / target {target} s").format(
            seconds=int(self.c.answer_seconds()),
            target=format_seconds(q.target_seconds, decimals=None))
        if not self.c.watch.running:
            text += " " + self.tr("(paused)")
        self.timer_label.setText("\u23f1 " + text)

    # -- words -----------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.trainee_label.setText(self.tr("Trainee:"))
        self.new_trainee.setText(self.tr("New trainee..."))
        self.rename_trainee.setText(self.tr("Rename..."))
        self.remove_trainee.setText(self.tr("Remove..."))
        self.remove_trainee.setToolTip(self.tr(
            "Take the trainee off the list; their answers stay in the export of everyone."))
        self.drill_label.setText(self.tr("Drill:"))
        self.level_label.setText(self.tr("Level:"))
        self.practise.setText(self.tr("Practise"))
        self.weak.setText(self.tr("Weak areas"))
        self.exam.setText(self.tr("Exam..."))
        self.speed_round.setText(self.tr("Speed round..."))
        self.stop_speed.setText(self.tr("Stop the round"))
        self.next_button.setText(self.tr("Next question (Enter)"))
        self.side_tab.setText(self.tr("F9: answers"))
        self.stop_weak.setText(self.tr("Stop weak areas"))
        self.review_prev.setText(self.tr("\u25c0 Previous"))
        self.review_next.setText(self.tr("Next \u25b6"))
        if self.review_bar.isVisible() and self.c.exam_review:
            self._show_review(self.review_index)
        fill_drills(self.drill, self.drill.currentData() or self.c.drill)
        self.panel.retranslate()
        if self.c.question is not None:
            self._on_question(keep_feedback=True)
            if self.c.last is not None:  # an answered question: its verdict in the new words
                self.panel.relabel()
                self.feedback.setHtml(feedback_html(self.c.last, self.c.settings))
        elif self.c.speed_end is not None and self.c.speed is None:  # a round's result
            self.feedback.setHtml(self._speed_end_html(self.c.speed_end))
            self.status.setText("\u23f1 " + SpeedWords().score(self.c.speed_end.result))
        self._fit_side()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.LayoutRequest and watched is self.side_scroll.widget()
                and not self._refit_pending):
            self._refit_pending = True
            QTimer.singleShot(0, self, self._refit)
        return super().eventFilter(watched, event)

    def _refit(self) -> None:
        self._refit_pending = False
        self._fit_side()

    def _fit_side(self) -> None:
        """Keep the answer side at least as wide as its widgets need, and no wider than
        that plus a little, whatever the window's size and language."""
        side = self.side_scroll.widget()
        side.layout().activate()
        need = side.minimumSizeHint().width() + self.side_scroll.verticalScrollBar() \
            .sizeHint().width() + 2 * self.side_scroll.frameWidth()
        if self._presenting:
            # For the room the felt comes first: the answers take the room beside it (or a
            # quarter of the screen), and more only as far as their large type needs to be
            # whole (the fields, the labels, the prompt): the felt then a little smaller.
            cap = max(need, self._room or round(self.width() * 0.25))
            bounds = (cap, cap)
        else:
            bounds = (max(320, need), max(480, need))
        # Only a changed need moves the split: the clock's label asks for a layout every
        # second, and a width the trainee dragged to must stay.
        if bounds != (self.side_scroll.minimumWidth(), self.side_scroll.maximumWidth()):
            self.side_scroll.setMinimumWidth(bounds[0])
            self.side_scroll.setMaximumWidth(bounds[1])
            self._place_side()

    def _place_side(self) -> None:
        """Split the screen now: the answer side about 27% of it, within its bounds (a new
        question's width must not wait for the splitter's next layout)."""
        side = min(self.side_scroll.maximumWidth(),
                   max(self.side_scroll.minimumWidth(), round(self.width() * 0.27)))
        self.split.setSizes([max(1, self.split.width() - side), side])

    def set_presenting(self, on: bool, px: int, room: int = 0, side: bool = True,
                       tab_px: int = 18) -> None:
        """Presenter mode: the question, the answers and the feedback in large type, the
        side ``room`` pixels wide (a quarter of the screen where ``room`` is 0) or wider as
        far as its words need, or folded away when ``side`` is false: the felt then has the
        whole width (its caption says the question), a corner of it says F9 (in ``tab_px``
        type), which brings the answers back. The trainee's commands and the drill's
        buttons are hidden; the drill, the level and the status line (a clock) stay."""
        big = f"font-size: {px}px;" if on else ""
        self.prompt.setStyleSheet(f"font-size: {round(px * 1.15)}px; font-weight: bold;" if on
                                  else "font-size: 13pt; font-weight: bold;")
        self.side_scroll.widget().setStyleSheet(big)
        for widget in [*self.drill_row, self.status]:  # in the room's type, in sight
            widget.setStyleSheet(big)
        self.status.setWordWrap(on)  # an exam's clock and its words whole in large type
        # On the drill's row, the trainee's row hidden: the felt keeps the height.
        top, second = self._rows
        (top if on else second).removeWidget(self.status)
        (second if on else top).addWidget(self.status, 1 if on else 0)
        # A long title in the room's type would widen the window past a 1024 px screen: cut
        # short on the closed list (whole in the open one).
        self.drill.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon if on
            else QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.drill.setMinimumContentsLength(PRESENTER_DRILL_CHARS if on else 0)
        set_list_type(self.drill, px if on else None)  # the open drill list, read from the room
        fit_drill_list(self.drill)  # the open list's width anew, in its new type
        self.prompt.setStyleSheet(self.prompt.styleSheet())
        self.banner.setStyleSheet("background: #fff4cc; color: #3a2e00;" + big)
        for widget in self.commands:
            if widget is not None:
                widget.setVisible(not on)
        self.side_scroll.setVisible(side or not on)
        self.side_tab.show_folded(on and not side, tab_px)
        changed = on != self._presenting or px != self._presenter_px
        self._presenting, self._presenter_px = on, px
        self._room = room
        self.panel.pairs = not on  # one field to a line: the side narrow, the felt large
        if changed and self.c.question is not None and self.c.last is None:
            # The fields and labels measured anew in the new type; what was typed stays.
            typed = {key: edit.text() for key, edit in self.panel.edits.items()}
            self._on_question()
            for key, text in typed.items():
                if key in self.panel.edits:
                    self.panel.edits[key].setText(text)
        self._fit_side()
        if self.slip is not None:
            self.slip.set_presenting(on, px)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if self._presenting:
            self._fit_side()
        else:
            self._place_side()

    def _fill_trainees(self) -> None:
        self.trainee.clear()
        for p in self.c.store.profiles():
            self.trainee.addItem(p.name, p.id)
        self.trainee.setCurrentIndex(max(0, self.trainee.findData(self.c.profile.id)))
        self.remove_trainee.setEnabled(self.c.can_remove_profile())
        self._show_status()

    # -- questions -------------------------------------------------------------------------
    def _on_level(self, level: int) -> None:
        if self.c.exam is None and self.c.speed is None and not self.c.weak:
            self.c.set_level(level)

    def _on_practise(self) -> None:
        self.c.start_drill(self.drill.currentData(), self.level.value())

    def focusInEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().focusInEvent(event)
        self.panel.focus_last()

    def _on_question(self, keep_feedback: bool = False) -> None:
        q = self.c.question
        self.review_bar.setVisible(False)
        self.panel.setVisible(True)
        self.view.show_state(self.c.state())
        self.prompt.setText(q.prompt.render(qt_translate))
        if self.c.exam is None:  # weak-area practice too: the list names what is asked
            self.drill.setCurrentIndex(max(0, self.drill.findData(q.drill)))
        if self.c.exam is None:  # an exam's levels are its own: the chosen one stays
            self.level.setValue(q.level)
        if not keep_feedback or self.c.last is None:
            self.panel.show_question(q, tuple(self.c.settings.get("chips/denominations")),
                                     DRILLS[q.drill].chips)
            self.panel.set_answered(False)
            self.feedback.clear()
            self.next_button.setEnabled(False)
            self._feedback_shown(False)
            # A new question is read from its top: the side scrolled down to the last
            # verdict would cut off its first lines. Again once its fields are laid out.
            self._scroll_to_top()
            QTimer.singleShot(0, self, self._scroll_to_top)
        if not self.ticker.isActive():
            self.ticker.start(1000)
        self._show_timer()
        self._show_banner()
        self._fit_side()
        self._show_status()

    def _scroll_to_top(self) -> None:
        self.side_scroll.verticalScrollBar().setValue(0)

    def _feedback_shown(self, shown: bool) -> None:
        """The feedback and Next take the keypad's place once the question is answered;
        before, they are hidden, so the answers, the keypad and Answer fit a lab PC's
        screen without scrolling."""
        self.feedback.setVisible(shown)
        self.next_button.setVisible(shown)

    def _show_banner(self) -> None:
        """Weak-area practice names its drill and case, and offers Stop (a speed round: its
        drill and kind, the last answer's mark, and its Stop)."""
        q = self.c.question
        self.stop_weak.setVisible(self.c.speed is None)
        self.stop_speed.setVisible(self.c.speed is not None)
        if self.c.speed is not None and q is not None:
            self.banner.setVisible(True)
            self.banner_text.setText(self._speed_banner())
            return
        if self.c.class_ask is None:
            self._class_stopped = ""  # said while the class's questions are up
        else:
            self.stop_weak.setVisible(False)
            self.banner.setVisible(True)
            stopped = {
                STOPPED_EXAM: self.tr("The class's exam began: your own exam was stopped and "
                                      "recorded as abandoned."),
                STOPPED_SPEED: self.tr("The instructor asked a question: your speed round "
                                       "was stopped and not saved."),
            }.get(self._class_stopped, "")
            what = self.tr("A class exam's question: your answer goes to the instructor's PC, "
                           "and your mark comes when the instructor releases the marks.") \
                if self.c.class_ask.exam else \
                self.tr("The instructor's question: your answer goes to the instructor's PC, "
                        "and the answer is shown when the instructor reveals it.")
            self.banner_text.setText(stopped + "\n" + what if stopped else what)
            return
        shown = self.c.weak and self.c.exam is None and q is not None
        self.banner.setVisible(shown)
        if not shown:
            return
        case = (tag_term(self.c.focus).render(qt_translate) if self.c.focus
                else self.tr("a mix of cases"))
        self.banner_text.setText(self.tr(
            "Weak-area practice: {drill}, practising {case}. Stop to go back to {chosen}.")
            .format(drill=DRILLS[q.drill].title.render(qt_translate), case=case,
                    chosen=DRILLS[self.c.drill].title.render(qt_translate)))

    def _on_stop_weak(self) -> None:
        self.c.stop_weak_areas()

    def _on_submitted(self, typed: dict) -> None:
        if self.c.question is None or self.c.last is not None:
            return
        try:
            self.c.submit(typed)
        except InputError as e:
            self.panel.show_refusal(e.key, e.line.render(qt_translate))
        except StoreError as e:
            QMessageBox.warning(self, self.tr("Progress"), error_text(e))

    def _on_chips(self, chips: list) -> None:
        if self.c.question is None or self.c.last is not None or not chips:
            return
        try:
            self.c.submit_chips(chips)
        except StoreError as e:
            QMessageBox.warning(self, self.tr("Progress"), error_text(e))

    def _on_answered(self) -> None:
        answered: Answered = self.c.last
        self.view.show_state(self.c.state())
        self.panel.set_answered(True)
        self.feedback.setHtml(feedback_html(answered, self.c.settings))
        self._feedback_shown(True)
        self._show_timer()
        self.next_button.setEnabled(True)
        self.next_button.setFocus()
        self._show_status()
        # Under a long list of fields (a table of seven to audit) the verdict would be out of
        # sight: the side scrolls to Next and the feedback under it, once they are laid out.
        QTimer.singleShot(0, self, lambda: self.side_scroll.ensureWidgetVisible(
            self.feedback, 0, 0))

    def _on_enter(self) -> None:
        if self.c.question is None:
            if self.c.exam is None and not self.c.class_exam and self.next_button.isVisible() \
                    and self.next_button.isEnabled():
                self.c.next_question()  # a speed round's result shown: on with its drill
            return
        if self.c.last is not None and self.c.exam is None:
            self.c.next_question()
        elif self.panel.pile_waiting():
            self._on_chips(list(self.panel.pile))
        else:
            self.panel.enter()  # on to the next field, or from the last one, the answer

    # -- trainees and status ---------------------------------------------------------------
    def _on_trainee(self, index: int) -> None:
        self.c.set_profile(self.trainee.itemData(index))

    def _on_new_trainee(self) -> None:
        with self.paused():
            name, ok = QInputDialog.getText(self, self.tr("New trainee"), self.tr("Name:"))
        if not ok:
            return
        try:
            self.c.add_profile(name)
        except StoreError as e:
            QMessageBox.warning(self, self.tr("New trainee"), error_text(e))

    def _on_rename_trainee(self) -> None:
        with self.paused():
            name, ok = QInputDialog.getText(self, self.tr("Rename trainee"),
                                            self.tr("New name:"), text=self.c.profile.name)
        if not ok:
            return
        try:
            self.c.rename_profile(name)
        except StoreError as e:
            QMessageBox.warning(self, self.tr("Rename trainee"), error_text(e))

    def _on_remove_trainee(self) -> None:
        title = self.tr("Remove trainee")
        with self.paused():
            sure = QMessageBox.question(self, title, self.tr(
                "Remove {name} from the list of trainees? Their answers and exams stay in the "
                "export of everyone.").format(name=self.c.profile.name))
        if sure != QMessageBox.StandardButton.Yes:
            return
        try:
            self.c.remove_profile()
        except StoreError as e:
            QMessageBox.warning(self, title, error_text(e))

    def _show_status(self) -> None:
        member = self.class_member
        if self.c.class_exam and member is not None:
            left = int(member.seconds_left() or 0)
            n, total = member.exam_index
            self.status.setText(self.tr("Class exam: question {n} of {total}, {m}:{s:02d} left "
                                        "(the instructor's PC keeps the time)")
                                .format(n=n, total=total, m=left // 60, s=left % 60))
            return
        if self.c.speed is not None:
            self.status.setText(self._speed_status())
            return
        if self.c.exam is not None:
            run = self.c.exam
            left = int(self.c.exam_seconds_left())
            self.status.setText(self.tr("Exam {code}: question {n} of {total}, {m}:{s:02d} left "
                                        "(the exam clock does not pause)")
                                .format(code=run.code, n=len(run.results) + 1,
                                        total=len(run.plan), m=left // 60, s=left % 60))
            return
        q = self.c.question
        if q is None:
            self.status.setText(self.tr("Choose a drill and press Practise."))
            return
        stats = self.c.drill_figures(q.drill, q.target_seconds)  # aggregates, not every answer
        self.status.setText(self.tr("Streak {streak} · accuracy {accuracy}% · %n answer(s)", "",
                                    stats.count)
                            .format(streak=stats.streak, accuracy=round(stats.accuracy * 100)))

    # -- exams -------------------------------------------------------------------------------
    def _on_exam(self, create: bool = False) -> None:
        """An exam: one typed from its code is sat here; one set anew is shown on its slip,
        to be given to the class (the instructor does not sit it; its slip's own button can
        start it here). ``create`` (Instructor > Create an exam...): only set anew."""
        # deferred: a dialog loads when it is first opened: the trainer shows without it
        from app.ui.exam_dialog import ExamDialog

        dialog = ExamDialog(self, self.c.house, self.c.saved_houses(), create=create)
        dialog.level.setValue(self.level.value())  # a new exam at the level being practised
        with self.paused():  # the question behind the dialog waits
            accepted = dialog.exec()
        spec, created = dialog.spec, dialog.created
        dialog.deleteLater()  # a new one each time: none piles up hidden behind the window
        if not accepted or spec is None:
            return
        if created:
            self.show_slip(spec)
        else:
            self._sit_exam(spec)

    def create_exam(self) -> None:
        """Instructor > Create an exam...: the exam dialog without its code to sit, then
        the new exam's slip."""
        self._on_exam(create=True)

    def show_slip(self, spec: ExamSpec) -> ExamSlip:
        """The slip of the exam ``spec`` set here: its code to copy, print and project."""
        # deferred: the slip and its printing load when an exam is first set
        from app.ui.exam_slip import ExamSlip

        if self.slip is not None:
            self.slip.close()
        slip = ExamSlip(spec, exam_code(spec), self.c.settings,
                        self.c.house.name if spec.house else "", self.window())
        slip.set_presenting(self._presenting, self._presenter_px)
        slip.sit.connect(lambda: self._sit_exam(spec))
        slip.sit_button.setEnabled(self.exam.isEnabled())  # not while an exam or round runs
        # The question behind the slip and its projector view waits until the slip closes
        # (a reason of each slip's own: one closed as the next opens frees no other).
        reason, c = f"slip {id(slip)}", self.c
        c.hold_clock(reason)

        def gone() -> None:  # (the screen may be gone too, when the window closes)
            c.release_clock(reason)
            if self.slip is slip:
                self.slip = None

        slip.destroyed.connect(gone)
        slip.finished.connect(lambda _result: (c.release_clock(reason), self._show_timer()))
        self.slip = slip
        slip.show()
        return slip

    def _sit_exam(self, spec: ExamSpec) -> None:
        try:
            code = self.c.start_exam(spec)
        except StoreError as e:
            QMessageBox.warning(self, self.tr("Exam"), error_text(e))
            return
        self._lock_for_exam()
        self.clock.start(1000)
        self.c.hold_clock("dialog")  # the answer clock waits while the code is read
        try:
            QMessageBox.information(self, self.tr("Exam"), self.tr(
                "Exam code {code}: the same code gives the same questions on any PC. "
                "Feedback comes at the end.").format(code=code))
        finally:
            self.c.release_clock("dialog")

    def _on_tick(self) -> None:
        if self.c.class_exam:
            self._show_status()
            return
        if self.c.exam is None:
            self.clock.stop()
            return
        if self.c.exam_seconds_left() <= 0:
            try:
                self.c.time_up()
            except StoreError as e:
                self.clock.stop()
                QMessageBox.warning(self, self.tr("Exam"), error_text(e))
        self._show_status()

    def _lock_for_exam(self) -> None:
        """During an exam (this PC's or a class's) or a speed round the trainee and the
        drill stay as they are: the lock is worked out anew at every change (a class's exam
        ending leaves a local exam locked, and the other way round)."""
        locked = self.c.exam is not None or self.c.class_exam or self.c.speed is not None
        for w in (self.trainee, self.new_trainee, self.rename_trainee, self.drill, self.level,
                  self.practise, self.weak, self.exam, self.speed_round):
            w.setEnabled(not locked)
        self.remove_trainee.setEnabled(self.c.can_remove_profile())

    # -- a class's questions -------------------------------------------------------------
    def _on_class_sent(self) -> None:
        """The class's question is answered: the answer went to the server, the mark comes
        from there (a served exam's next question comes at once)."""
        self.panel.set_answered(True)
        self.ticker.stop()
        self.timer_label.clear()
        if self.c.class_ask is not None and not self.c.class_ask.exam:
            self.show_class_note(self.tr("Your answer went to the instructor. The answer is "
                                         "shown here when the instructor reveals it."), False)

    def _on_class_stopped(self, what: str) -> None:
        """The class's question stopped the trainee's own speed round or exam: the banner
        says so while the class's questions are up."""
        self._class_stopped = what
        self._lock_for_exam()

    def _on_class_exam(self) -> None:
        self._lock_for_exam()
        if self.c.class_exam:
            self.clock.start(1000)
        self._show_status()

    def show_class_note(self, html: str, practise: bool, result_only: bool = False) -> None:
        """What the class says between its questions (an answer sent, a question closed, an
        exam over, a mark released) in the feedback's place; ``practise``: Next goes on
        with practice. ``result_only``: the note alone, no question left on the side (a
        practice question up before the exam's end is put away)."""
        if result_only:
            self.c.put_away_question()
            self.prompt.clear()
            self.review_bar.setVisible(False)
            self._show_timer()
        if self.c.question is None:
            self.panel.setVisible(False)
        self.feedback.setHtml(html)
        self.feedback.setVisible(True)
        self.next_button.setVisible(practise)
        self.next_button.setEnabled(practise)
        self._show_banner()
        self._show_status()

    def _on_exam_finished(self) -> None:
        self._lock_for_exam()
        self.clock.stop()
        self.panel.set_answered(True)
        self.panel.setVisible(False)  # the review shows each answer in the feedback
        self.next_button.setEnabled(False)
        self._feedback_shown(True)
        self.next_button.setVisible(False)  # Previous and Next of the review walk instead
        self._show_timer()
        self.review_bar.setVisible(bool(self.c.exam_review))
        self._show_review(0)
        self._show_status()

    def _show_review(self, index: int) -> None:
        """Exam question ``index`` (from 0) with its cards, the answer given, the key and
        the derivation."""
        review = self.c.exam_review
        if not review:
            self.feedback.setHtml(exam_html(self.c, self.c.settings))
            return
        index = max(0, min(index, len(review) - 1))
        self.review_index = index
        self.view.show_state(self.c.review_state(index))
        self.prompt.setText(review[index].question.prompt.render(qt_translate))
        self.feedback.setHtml(exam_html(self.c, self.c.settings, index))
        self.review_label.setText(self.tr("Review: question {n} of {total}").format(
            n=index + 1, total=len(review)))
        self.review_prev.setEnabled(index > 0)
        self.review_next.setEnabled(index < len(review) - 1)

    # -- speed rounds ------------------------------------------------------------------------
    def _on_speed_round(self) -> None:
        """Ask which kind of round (a list: arrows and Enter), then start it on the chosen
        drill and level."""
        kinds = (CLOCK, COUNT)
        choices = [self.tr("%n second(s): as many right answers as you can", "",
                           int(CLOCK_SECONDS)),
                   self.tr("%n question(s) as fast as you can", "", COUNT_QUESTIONS)]
        drill = self.drill.currentData()
        with self.paused():
            text, ok = QInputDialog.getItem(
                self, self.tr("Speed round"),
                self.tr("{drill}, level {level}. Each wrong answer costs %n second(s).", "",
                        int(PENALTY_SECONDS)).format(
                    drill=DRILLS[drill].title.render(qt_translate), level=self.level.value()),
                choices, 0, False)
        if ok and text in choices:
            self.c.start_speed_round(drill, self.level.value(), kinds[choices.index(text)])

    def _on_speed_started(self) -> None:
        self._lock_for_exam()
        self.speed_ticker.start(1000)
        self._show_banner()
        self._show_status()

    def _on_speed_tick(self) -> None:
        if self.c.speed is None:
            self.speed_ticker.stop()
            return
        self.c.check_speed_clock()  # the round ends here when its time is gone
        if self.c.speed is not None:
            self._show_status()

    @staticmethod
    def _minutes(seconds: float) -> str:
        whole = int(seconds)
        return f"{whole // 60}:{whole % 60:02d}"

    def _speed_status(self) -> str:
        """The round's clock (time left, rounded up; or time taken) and its right and wrong
        answers, by their marks: no wider than the practice status it stands in for (the
        banner says it in words)."""
        run = self.c.speed
        shown = self.c.speed_clock()
        right, wrong = format_amount(run.tally.right), format_amount(run.tally.wrong)
        if run.tally.kind == CLOCK:
            return self.tr("\u23f1 {time} left \u00b7 \u2713 {right} \u00b7 \u2717 {wrong}").format(
                time=self._minutes(math.ceil(shown)), right=right, wrong=wrong)
        return self.tr("\u23f1 {time} \u00b7 question {n} of {total} \u00b7 \u2713 {right} \u00b7 "
                       "\u2717 {wrong}").format(
            n=format_amount(min(run.tally.answered + 1, COUNT_QUESTIONS)),
            total=format_amount(COUNT_QUESTIONS), time=self._minutes(shown), right=right,
            wrong=wrong)

    def _speed_banner(self) -> str:
        """The round's drill, level and kind, what a wrong answer costs, and the last
        answer's mark (with the key when it was wrong)."""
        run = self.c.speed
        text = self.tr("Speed round: {drill}, level {level}, {kind}. Each wrong answer costs "
                       "%n second(s).", "", int(PENALTY_SECONDS)).format(
            drill=DRILLS[run.tally.drill].title.render(qt_translate), level=run.tally.level,
            kind=SpeedWords().kind_name(run.tally.kind))
        last = run.last
        if last is None:
            return text
        if last.correct:
            return text + "\n\u2713 " + self.tr("Right")
        parts = last.question.parts
        key = "; ".join(p.shown(p.expected, qt_translate) if len(parts) == 1
                        else self.tr("{label}: {value}").format(
                            label=p.label.render(qt_translate),
                            value=p.shown(p.expected, qt_translate)) for p in parts)
        return text + "\n\u2717 " + self.tr("Not right: the answer was {key}").format(key=key)

    def _on_speed_finished(self) -> None:
        """A round stopped: the question stays, to answer as practice. A round finished:
        its result and the best in the feedback, and Enter goes on with the drill."""
        self.speed_ticker.stop()
        self._lock_for_exam()
        self._show_banner()
        end = self.c.speed_end
        if end is None:
            self._show_status()
            return
        self.panel.set_answered(True)
        self.feedback.setHtml(self._speed_end_html(end))
        self._feedback_shown(True)
        self.next_button.setEnabled(True)
        self.next_button.setFocus()
        self._show_timer()
        self.status.setText("\u23f1 " + SpeedWords().score(end.result))  # the feedback says more

    def _speed_end_html(self, end: SpeedEnd) -> str:
        """The round's drill and kind, its result, and the best: this one, or the older one
        it did not beat."""
        result, best = end.result, end.best
        what = self.tr("{drill}, level {level}, {kind}").format(
            drill=DRILLS[result.drill].title.render(qt_translate), level=result.level,
            kind=SpeedWords().kind_name(result.kind))
        if not end.saved:
            verdict = self.tr("This round could not be saved.")
        elif best is None:
            verdict = self.tr("A round counts as a best with one right answer or more.")
        elif end.new_best:
            verdict = "\u2605 " + self.tr("A new best!")
        else:
            verdict = self.tr("Your best: {score} ({date})").format(
                score=SpeedWords().score(best), date=SpeedWords.when(best))
        title = self.tr("Speed round over")
        return (f"<h2>\u23f1 {escape(title)}</h2><p>{escape(what)}</p>"
                f"<p><b>{escape(SpeedWords().score(result))}</b></p><p>{escape(verdict)}</p>")
