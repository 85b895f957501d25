"""Instructor > Host a class...: the class run from this PC, ready for the projector.

The join code and the address(es) trainees type, in large type; who has joined (connected,
rejoined) with Remove; "Ask the class": the hand on the casino table or the no-limit
table at the step shown, or a drill question; the answers coming in ("7 of 9 answered"),
Close (the spread drawn as bars with their counts), Reveal (the key and how it is
settled, as the trainer's feedback writes them); a served exam started from the exam's
set-up (drills, levels, count, time), each trainee's progress, the time left, Release
marks and End. The window follows presenter mode (``set_presenting``). It shows what
the class's server says (``ClassHost``); it computes no payout and no mark.
"""

from __future__ import annotations

import random
import time
from html import escape
from typing import Any, Callable, Optional

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from app.controller.class_link import ClassHost
from app.controller.question_state import question_state
from app.core.errors import ServerError
from app.core.trainer.drills import DRILLS
from app.i18n import error_text, qt_translate
from app.ui.feedback import FeedbackWords
from app.ui.table_view import TableView

BAR_PX = 260  # the longest bar of the spread, in pixels (before presenter mode's scale)
DEFAULT_PORT = 8765
CODE_SHARE = 12  # the join code's type: this part of the window's height where it fits
CODE_LEAST = 28  # the join code's type never below this (px), however narrow the window
BOARD_SHARE = 2 / 5  # the spread and the key: this part of the felt's row when they come
BOARD_LEAST = 0.3  # ... and never less
CONTROLS_SHARE = 0.75  # presenter mode: the instructor's buttons in this part of the type
LOOPBACK = ("127.", "localhost", "[::1]", "::1")


def shown_addresses(addresses: list[str]) -> list[str]:
    """The addresses trainees can type: this PC's loopback left out when the school's
    network gives it another address (loopback alone: a class on this PC only)."""
    lan = [a for a in addresses if not a.startswith(LOOPBACK)]
    return lan or list(addresses)


class _Said(QLabel):
    """A label in sight only while it has words (no empty band above the join code)."""

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        super().setText(text)
        self.setVisible(bool(text))

    def clear(self) -> None:
        self.setText("")


class _Wrapping(QLabel):
    """A label that wraps and keeps the height its lines need at the width it is given (a
    layout nested in boxes sets the height from the label's hint alone and cuts lines)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setWordWrap(True)

    def _fit_height(self) -> None:
        # (measured apart: the label's own heightForWidth never goes below its minimum)
        margins = self.contentsMargins()
        width = self.width() - margins.left() - margins.right() - 2 * self.margin()
        if width <= 0:
            return
        lines = self.fontMetrics().boundingRect(
            0, 0, width, 100000, int(Qt.TextFlag.TextWordWrap), self.text())
        need = lines.height() + margins.top() + margins.bottom() + 2 * self.margin()
        if need != self.minimumHeight():
            self.setMinimumHeight(need)

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        super().setText(text)
        self._fit_height()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._fit_height()

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fit_height()


class _Defaults:
    """The settings' defaults, for a felt drawn with no settings given (chips, deck)."""

    def get(self, key: str) -> Any:
        # deferred: the settings' declarations load with the window that asks
        from app.system.settings import SETTINGS

        return SETTINGS[key].default


class HostWindow(QWidget):
    """The class hosted from this PC (or a school's server), for the projector.

    ``sources`` gives the live questions' sources: ``sources["table"]()`` and
    ``sources["nl"]()`` the hands on the tables at the step shown (None when there is
    none), ``house()`` the house profile's JSON text (None for the standard rules),
    ``exam_spec()`` an exam code from the exam's set-up (None when cancelled), and
    ``store_path`` where the class's answers are kept (this PC's progress store)."""

    def __init__(self, host: ClassHost, store_path, sources: dict[str, Callable[[], Any]],
                 parent: Optional[QWidget] = None, settings: Any = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.host, self.link, self.store_path, self.sources = host, host.link, store_path, sources
        self.settings = settings if settings is not None else _Defaults()  # the felt's chips
        self._px = 0  # presenter mode's type size (0: off)
        layout = self.main_layout = QVBoxLayout(self)
        # Hosting: on this PC, or a school's server.
        self.start_box = QGroupBox(self)
        start = QFormLayout(self.start_box)
        self.port = QSpinBox(self.start_box)
        self.port.setRange(1024, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.host_here = QPushButton(self.start_box)
        row = QHBoxLayout()
        row.addWidget(self.port)
        row.addWidget(self.host_here)
        self.port_label = QLabel(self.start_box)
        start.addRow(self.port_label, row)
        self.school_address, self.school_key = QLineEdit(self.start_box), QLineEdit(self.start_box)
        self.school_key.setEchoMode(QLineEdit.EchoMode.Password)
        self.connect_school = QPushButton(self.start_box)
        row2 = QHBoxLayout()
        row2.addWidget(self.school_address, 2)
        row2.addWidget(self.school_key, 1)
        row2.addWidget(self.connect_school)
        self.school_label = QLabel(self.start_box)
        start.addRow(self.school_label, row2)
        layout.addWidget(self.start_box)
        self.problem = _Said(self)  # in sight only with something to say
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b00020;")
        self.problem.setVisible(False)
        layout.addWidget(self.problem)
        # The code, read from the back of the room (a twelfth of the window's height at
        # least), and the addresses beside it, large.
        top = self.code_row = QHBoxLayout()
        self.code_label = QLabel(self)
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address_label = QLabel(self)
        self.address_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address_label.setWordWrap(True)
        self.stop_hosting = QPushButton(self)  # in sight while a class is hosted
        top.addWidget(self.code_label)
        top.addSpacing(24)
        top.addWidget(self.address_label, 1)
        top.addWidget(self.stop_hosting, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(top)
        middle = QHBoxLayout()
        # Who has joined, who knocks, and what to ask.
        members = QVBoxLayout()
        self.members_title = _Wrapping(self)
        self.members = QListWidget(self)
        self.remove = QPushButton(self)
        members.addWidget(self.members_title)
        members.addWidget(self.members, 1)
        members.addWidget(self.remove)
        self.knock_box = QGroupBox(self)  # trainees waiting to be let in
        knock_layout = QVBoxLayout(self.knock_box)
        # (its title in a label that wraps: a group box's title would set the column's width)
        self.knock_title = _Wrapping(self.knock_box)
        self.knock_title.setObjectName("knock_title")  # the instructor's, not the room's
        knock_layout.addWidget(self.knock_title)
        self.knocking = QListWidget(self.knock_box)
        self.knocking.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.knocking.setMaximumHeight(120)
        self.knocking.setMinimumHeight(36)  # a name or two (it scrolls)
        knock_layout.addWidget(self.knocking)
        knock_row = QHBoxLayout()
        self.let_in, self.refuse = QPushButton(self.knock_box), QPushButton(self.knock_box)
        for b in (self.let_in, self.refuse):
            b.setMinimumHeight(40)
            knock_row.addWidget(b)
        knock_layout.addLayout(knock_row)
        self.knock_box.setVisible(False)
        members.addWidget(self.knock_box)
        middle.addLayout(members, 1)
        # The live question: the count, the felt the class answers, the spread and the key.
        ask = QVBoxLayout()
        self.ask_box = QGroupBox(self)  # the table's hands, or a drill's question
        ask_layout = QVBoxLayout(self.ask_box)
        self.ask_table, self.ask_nl = QPushButton(self.ask_box), QPushButton(self.ask_box)
        hands = QHBoxLayout()
        hands.addWidget(self.ask_table)
        hands.addWidget(self.ask_nl)
        hands.addStretch(1)
        ask_layout.addLayout(hands)
        self.drill = QComboBox(self.ask_box)
        self.drill.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.drill.setMinimumContentsLength(16)
        drill_row = QHBoxLayout()
        self.level = QSpinBox(self.ask_box)
        self.level.setRange(1, 3)
        self.ask_drill = QPushButton(self.ask_box)
        drill_row.addWidget(self.drill, 1)
        drill_row.addWidget(self.level)
        drill_row.addWidget(self.ask_drill)
        ask_layout.addLayout(drill_row)
        ask.addWidget(self.ask_box)
        live_row = QHBoxLayout()
        self.count = _Wrapping(self)  # "7 of 9 answered"
        self.close_question, self.reveal = QPushButton(self), QPushButton(self)
        live_row.addWidget(self.count, 1)
        live_row.addWidget(self.close_question)
        live_row.addWidget(self.reveal)
        ask.addLayout(live_row)
        self.live_split = QSplitter(Qt.Orientation.Horizontal, self)
        self.felt = TableView(self.live_split)  # the question as the trainees see it
        self.board = QTextBrowser(self.live_split)  # the spread, then the key
        self.live_split.addWidget(self.felt)
        self.live_split.addWidget(self.board)
        self.live_split.setStretchFactor(0, 3)
        self.live_split.setStretchFactor(1, 2)
        self.live_split.setChildrenCollapsible(False)
        self._split_due = True  # the felt's and the board's shares, set at the next layout
        self.live_split.installEventFilter(self)
        ask.addWidget(self.live_split, 1)
        middle.addLayout(ask, 3)
        layout.addLayout(middle, 1)
        # The served exam.
        self.exam_box = QGroupBox(self)
        exam = QVBoxLayout(self.exam_box)
        exam_row = QHBoxLayout()
        self.start_exam, self.release, self.end_exam = (QPushButton(self.exam_box)
                                                        for _ in range(3))
        self.time_left = _Said(self.exam_box)
        exam_row.addWidget(self.start_exam)
        exam_row.addStretch(1)
        exam_row.addWidget(self.release)
        exam_row.addWidget(self.end_exam)
        exam.addLayout(exam_row)
        # Under the buttons (the longer languages' sentences need the width): the time left
        # or the exam's state, and how many passed.
        said_row = QHBoxLayout()
        self.exam_summary = QLabel(self.exam_box)  # "Passed: 2 of 3"
        said_row.addWidget(self.time_left)
        said_row.addSpacing(24)
        said_row.addWidget(self.exam_summary)
        said_row.addStretch(1)
        exam.addLayout(said_row)
        self.progress = QTableWidget(0, 3, self.exam_box)
        self.progress.verticalHeader().setVisible(False)
        self.progress.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.progress.horizontalHeader().setStretchLastSection(True)
        exam.addWidget(self.progress)
        # The spread and the key take the room; the exam's table only what it needs.
        self.exam_box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        layout.addWidget(self.exam_box)
        self.clock = QTimer(self)  # the exam's time left, counted down between views
        self.clock.timeout.connect(self._show_time)
        self._exam_deadline: Optional[float] = None
        self.host_here.clicked.connect(self._on_host_here)
        self.connect_school.clicked.connect(self._on_connect_school)
        self.remove.clicked.connect(self._on_remove)
        self.stop_hosting.clicked.connect(self._on_stop_hosting)
        self.let_in.clicked.connect(lambda: self._on_admit(True))
        self.refuse.clicked.connect(lambda: self._on_admit(False))
        self.knocking.itemSelectionChanged.connect(self._enable)
        self.members.itemSelectionChanged.connect(self._enable)
        self.ask_table.clicked.connect(lambda: self._ask(self.sources["table"]()))
        self.ask_nl.clicked.connect(lambda: self._ask(self.sources["nl"]()))
        self.ask_drill.clicked.connect(self._on_ask_drill)
        self.close_question.clicked.connect(self.link.close_question)
        self.reveal.clicked.connect(self.link.reveal)
        self.start_exam.clicked.connect(self._on_start_exam)
        self.release.clicked.connect(self.link.release)
        self.end_exam.clicked.connect(self._on_end_exam)
        self.link.view_changed.connect(self.show_view)
        self.link.failed.connect(self._on_failed)
        self.link.hosting.connect(lambda: self.show_view(self.link.view))
        self.retranslate()
        self.show_view(None)
        self.resize(1280, 760)

    # -- words -------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Host a class"))
        self.start_box.setTitle(self.tr("Run the class"))
        self.port_label.setText(self.tr("On this PC, port:"))
        self.host_here.setText(self.tr("Host on this PC"))
        self.school_label.setText(self.tr("Or the school's server:"))
        self.school_address.setPlaceholderText(self.tr("Address, such as 192.168.1.5:8765"))
        self.school_key.setPlaceholderText(self.tr("Host key"))
        self.connect_school.setText(self.tr("Connect"))
        self.members_title.setText(self.tr("Joined:"))
        self.remove.setText(self.tr("Remove"))
        self.stop_hosting.setText(self.tr("Stop hosting"))
        self.knock_title.setText(self.tr("Waiting to be let in"))
        self.let_in.setText(self.tr("Let in"))
        self.refuse.setText(self.tr("Refuse"))
        self.ask_box.setTitle(self.tr("Ask the class"))
        self.ask_table.setText(self.tr("The casino table's hand"))
        self.ask_nl.setText(self.tr("The no-limit table's hand"))
        self.ask_drill.setText(self.tr("A drill question"))
        self.close_question.setText(self.tr("Close"))
        self.reveal.setText(self.tr("Reveal"))
        self.exam_box.setTitle(self.tr("Class exam"))
        self.start_exam.setText(self.tr("Start a class exam..."))
        self.release.setText(self.tr("Release marks"))
        self.end_exam.setText(self.tr("End"))
        self.progress.setHorizontalHeaderLabels([self.tr("Trainee"), self.tr("Answered"),
                                                  self.tr("Mark")])
        current = self.drill.currentData()
        self.drill.clear()
        for drill in DRILLS.values():
            self.drill.addItem(drill.title.render(qt_translate), drill.id)
        self.drill.setCurrentIndex(max(0, self.drill.findData(current)))
        self.show_view(self.link.view)

    def set_presenting(self, on: bool, px: int) -> None:
        """Presenter mode: the whole window in large type, the code larger still."""
        self._px = px if on else 0
        # The room reads the code, the count, the felt, the spread and the marks in large
        # type; the instructor's own buttons and fields a little smaller (the window keeps
        # to a 1024x700 screen in every language).
        small = round(px * CONTROLS_SHARE)
        self.setStyleSheet(
            f"* {{ font-size: {px}px; }} QPushButton, QComboBox, QSpinBox, QLineEdit, "
            f"QGroupBox, QLabel#knock_title {{ font-size: {small}px; }}" if on else "")
        self.knocking.setMinimumHeight(round(px * 1.6) if on else 36)
        self.knocking.setMaximumHeight(round(px * 3.4) if on else 120)  # two names or so
        self._style_code()
        self.show_view(self.link.view)

    def wanted_code_px(self) -> int:
        """The join code's type where the row has room: a twelfth of the window's height
        (readable from the back of the room), larger still in presenter mode."""
        return max(CODE_LEAST, self.height() // CODE_SHARE, round(self._px * 2.2))

    def _text_width(self, text: str, px: int, bold: bool = False) -> int:
        font = QFont(self.font())
        font.setPixelSize(px)
        font.setBold(bold)
        metrics = QFontMetrics(font)
        return max((metrics.horizontalAdvance(line) for line in text.split("\n")), default=0)

    def _style_code(self) -> None:
        """The code's type as wanted, smaller only as far as the code, the addresses and
        Stop hosting need to share the window's width (never below ``CODE_LEAST``)."""
        wanted = self.wanted_code_px()
        address_px = max(20, round(wanted * 0.45))
        margins = self.main_layout.contentsMargins()
        room = self.width() - margins.left() - margins.right() - 24 - 8
        if self.address_label.text():
            room -= self._text_width(self.address_label.text(), address_px) + 8
        if not self.stop_hosting.isHidden():
            room -= self.stop_hosting.sizeHint().width() + self.code_row.spacing()
        text = self.code_label.text()
        big = wanted
        while big > CODE_LEAST and self._text_width(text, big, bold=True) + 8 > room:
            big -= 1
        # The window may narrow: the code's type follows (its least type's width).
        self.code_label.setMinimumWidth(self._text_width(text, CODE_LEAST, bold=True) + 8)
        self.code_label.setStyleSheet(f"font-size: {big}px; font-weight: bold;")
        self.address_label.setStyleSheet(f"font-size: {address_px}px;")
        self.count.setStyleSheet(
            f"font-size: {max(18, round(wanted * 0.4))}px; font-weight: bold;")

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._style_code()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.live_split and event.type() == QEvent.Type.Resize:
            self._share_split()
        return super().eventFilter(watched, event)

    def _share_split(self) -> None:
        """The felt three fifths of the row, the spread and the key two (set when the board
        comes and at the first layout after; set again should the board have less than
        ``BOARD_LEAST`` of the row): a splitter left alone gives a widget shown again no
        more than its smallest size."""
        if self.board.isHidden():
            return
        total = self.live_split.width() - self.live_split.handleWidth()
        if total < 100:  # not laid out yet
            return
        sizes = self.live_split.sizes()
        if self._split_due or len(sizes) < 2 or sizes[1] < total * BOARD_LEAST:
            board = round(total * BOARD_SHARE)
            self.live_split.setSizes([total - board, board])
            self._split_due = False

    # -- hosting -----------------------------------------------------------------------
    def _on_host_here(self) -> None:
        self.problem.clear()
        try:
            self.link.host(self.store_path, self.port.value())
        except ServerError as e:
            self.problem.setText(error_text(e))
            return
        self.show_view(self.link.view)

    def _on_connect_school(self) -> None:
        self.problem.clear()
        self.link.connect_to(self.school_address.text().strip(), self.school_key.text().strip())

    def _on_failed(self, sentence: str) -> None:
        self.problem.setText(sentence)
        self.show_view(self.link.view)

    # -- asking ------------------------------------------------------------------------
    def _ask(self, source: Optional[dict]) -> None:
        if source is None:
            self.problem.setText(self.tr("There is no hand on that table to ask about."))
            return
        self.problem.clear()
        self.link.ask(source)

    def _on_ask_drill(self) -> None:
        self._ask({"kind": "drill", "drill": self.drill.currentData(),
                   "level": self.level.value(), "seed": random.SystemRandom().randrange(2**31),
                   "house": self.sources["house"]()})

    def _on_remove(self) -> None:
        item = self.members.currentItem()
        if item is None:
            return
        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        name = self._member_names().get(item.data(Qt.ItemDataRole.UserRole), "")
        if QMessageBox.question(self, self.tr("Remove"), self.tr(
                "Remove {name} from the class?").format(name=name), yes | no, no) == yes:
            self.link.remove(int(item.data(Qt.ItemDataRole.UserRole)))

    def _member_names(self) -> dict:
        return {m.get("id"): m.get("name", "") for m in (self.link.view or {}).get("members", [])}

    def _on_stop_hosting(self) -> None:
        """Stop the class: the server this PC runs stops (a school's server is left); the
        window shows no class. Asked first while a class exam runs."""
        exam = (self.link.view or {}).get("exam") or {}
        if exam.get("state") == "running":
            yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
            if QMessageBox.question(self, self.tr("Stop hosting"), self.tr(
                    "A class exam is running. Stop hosting the class anyway?"),
                    yes | no, no) != yes:
                return
        self.problem.clear()
        self.link.stop()
        self.show_view(None)

    def _on_start_exam(self) -> None:
        code = self.sources["exam_spec"]()
        if code:
            self.link.start_exam(code, self.sources["house"]())

    def _on_end_exam(self) -> None:
        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        if QMessageBox.question(self, self.tr("Class exam"), self.tr(
                "End the exam now? Questions not answered yet count as wrong."),
                yes | no, no) == yes:
            self.link.end_exam()

    # -- what the server says ----------------------------------------------------------
    def show_view(self, view: Optional[dict]) -> None:
        hosting = self.link.client is not None
        self.start_box.setVisible(not hosting)
        self.stop_hosting.setVisible(hosting)
        view = view or {}
        code = view.get("join_code") or self.link.join_code
        addresses = view.get("addresses") or self.link.addresses
        self.code_label.setText(self.tr("Join code: {code}").format(code=code) if hosting
                                else self.tr("No class is running."))
        self.address_label.setText(self.tr("Address: {addresses}").format(
            addresses="\n".join(shown_addresses(addresses))) if hosting and addresses else "")
        self._style_code()
        self._show_members(view.get("members") or [])
        self._show_knocking(view.get("knocking") or [])
        live, exam = view.get("live"), view.get("exam")
        for w in (self.ask_box, self.exam_box):
            w.setEnabled(hosting)
        self._show_live(live)
        self._show_exam(exam)
        self._enable()

    def _show_members(self, members: list) -> None:
        chosen = self.members.currentItem()
        keep = chosen.data(Qt.ItemDataRole.UserRole) if chosen is not None else None
        self.members.clear()
        for m in members:
            state = (self.tr("rejoined") if m.get("rejoined") else self.tr("connected")) \
                if m.get("connected") else self.tr("away")
            item = QListWidgetItem(self.tr("{name} ({state})").format(name=m.get("name", ""),
                                                                      state=state))
            item.setData(Qt.ItemDataRole.UserRole, m.get("id"))
            self.members.addItem(item)
            if m.get("id") == keep:
                self.members.setCurrentItem(item)
        self.members_title.setText(self.tr("Joined: %n trainee(s)", "", len(members)))

    def _show_knocking(self, knocking: list) -> None:
        """Trainees asking to join again as a member (their PC lost its token), each with
        how long they have waited; Let in or Refuse the one chosen (the first at first)."""
        chosen = self.knocking.currentItem()
        keep = chosen.data(Qt.ItemDataRole.UserRole) if chosen is not None else None
        self.knocking.clear()
        for k in knocking:
            item = QListWidgetItem(str(k.get("name", "")))
            item.setData(Qt.ItemDataRole.UserRole, k.get("member"))
            self.knocking.addItem(item)
            if k.get("member") == keep:
                self.knocking.setCurrentItem(item)
        if self.knocking.count() and self.knocking.currentItem() is None:
            self.knocking.setCurrentRow(0)
        self.knock_box.setVisible(bool(knocking))

    def _on_admit(self, allow: bool) -> None:
        item = self.knocking.currentItem()
        if item is not None:
            self.link.admit(int(item.data(Qt.ItemDataRole.UserRole)), allow)

    def _show_felt(self, question: Any, answered: bool = False) -> None:
        """The question on the felt as the trainees' trainer draws it (keyless until the
        key is revealed: then its unused cards dimmed); hidden with no question, when a
        served exam's table takes the room."""
        self.felt.setVisible(question is not None)
        self.live_split.setVisible(question is not None)
        self.exam_box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum
                                    if question is not None else QSizePolicy.Policy.Preferred)
        self.main_layout.setStretchFactor(self.exam_box, 0 if question is not None else 2)
        # With a question on the felt, the exam's table keeps two rows (it scrolls).
        rows = self.progress.horizontalHeader().sizeHint().height() \
            + 2 * self.progress.verticalHeader().defaultSectionSize() + 4
        self.progress.setMaximumHeight(rows if question is not None else 16777215)
        if question is not None:
            self.felt.show_state(question_state(question, self.settings, answered=answered))

    def _show_live(self, live: Optional[dict]) -> None:
        if not live:
            self.count.setText(self.tr("No question asked."))
            self.board.clear()
            self._show_felt(None)
            return
        question = self.host.live_question()
        status = live.get("status")
        key = self.host.key_question() if status == "revealed" else None
        self._show_felt(key or question, answered=key is not None)
        count = self.tr("{answered} of {of} answered").format(
            answered=live.get("answered", 0), of=live.get("of", 0))
        self._show_board(status != "open")  # the felt alone while the answers come in
        if status == "open":
            self.count.setText(count)
            self.board.clear()
            return
        self.count.setText(count + " \u00b7 " + (self.tr("closed") if status == "closed"
                                                   else self.tr("answer shown")))
        html = self._spread_html()
        if status == "revealed":
            if key is not None:
                words = FeedbackWords()
                html = words.key(key) + words.derivation(key) + "<hr>" + html
        self.board.setHtml(html)

    def _show_board(self, shown: bool) -> None:
        """The spread and the key beside the felt: two fifths of the row when they come (a
        splitter gives a widget shown again no more than its smallest size)."""
        if shown and self.board.isHidden():
            self.board.setVisible(True)
            self._split_due = True
            self._share_split()
        elif not shown:
            self.board.setVisible(False)

    def _spread_html(self) -> str:
        """Each part's answers drawn as bars with their counts, most given first."""
        scale = max(1.0, self._px / 14) if self._px else 1.0
        # (the longest bar within half the board: the board never scrolls sideways)
        longest = min(BAR_PX * scale, max(40, self.board.viewport().width() // 2))
        out = []
        for label, counts, missing in self.host.spread():
            most = max([n for _, n in counts] + [missing, 1])
            rows = []
            for shown, n in counts:
                width = max(2, round(longest * n / most))
                rows.append(f"<tr><td>{escape(shown)}</td><td><table cellspacing='0' "
                            f"cellpadding='0'><tr><td width='{width}' bgcolor='#2e6fba'>"
                            f"&nbsp;</td></tr></table></td><td><b>{n}</b></td></tr>")
            if missing:
                rows.append("<tr><td><i>%s</i></td><td></td><td><b>%d</b></td></tr>" % (
                    escape(self.tr("not answered")), missing))
            out.append(f"<p><b>{escape(label)}</b></p><table cellpadding='3'>"
                       + "".join(rows) + "</table>")
        return "".join(out)

    def _show_exam(self, exam: Optional[dict]) -> None:
        running = bool(exam) and exam.get("state") == "running"
        self.start_exam.setEnabled(not running)
        self.ask_box.setEnabled(not running)  # the class sits the exam alone: no live question
        self.end_exam.setEnabled(running)
        self.release.setEnabled(bool(exam) and exam.get("state") == "ended")
        if not exam:
            self.exam_summary.setVisible(False)
            self.progress.setVisible(False)
            self.progress.setRowCount(0)
            self.time_left.clear()
            self._exam_deadline = None
            self.clock.stop()
            return
        names = self._member_names()
        rows = exam.get("progress") or []
        results = {r.get("member"): r for r in exam.get("results") or []}
        for r in results.values():
            names.setdefault(r.get("member"), r.get("name", ""))
        self.progress.setVisible(bool(rows))
        self.progress.setRowCount(len(rows))
        total = exam.get("questions", 0)
        for i, row in enumerate(rows):
            self.progress.setItem(i, 0, QTableWidgetItem(str(names.get(row.get("member"), ""))))
            self.progress.setItem(i, 1, QTableWidgetItem(self.tr("{n} of {total}").format(
                n=row.get("answered", 0), total=total)))
            result = results.get(row.get("member"))
            mark = QTableWidgetItem(self._mark_words(result, total) if result else "")
            if result:
                mark.setForeground(Qt.GlobalColor.darkGreen if result.get("passed")
                                   else Qt.GlobalColor.darkRed)
            self.progress.setItem(i, 2, mark)
        self.progress.resizeColumnsToContents()
        passed = sum(1 for r in results.values() if r.get("passed"))
        self.exam_summary.setText(self.tr("Passed: {passed} of {total}").format(
            passed=passed, total=len(results)) if results else "")
        self.exam_summary.setVisible(bool(results))
        if running:
            self._exam_deadline = time.monotonic() + float(exam.get("seconds_left") or 0)
            if not self.clock.isActive():
                self.clock.start(1000)
        else:
            self._exam_deadline = None
            self.clock.stop()
        self._show_time(exam.get("state"))

    def _mark_words(self, result: dict, total: int) -> str:
        """A trainee's mark: right of the questions, passed or not."""
        return self.tr("{right} of {total} right · {verdict}").format(
            right=result.get("correct", 0), total=total,
            verdict=self.tr("passed") if result.get("passed") else self.tr("not passed"))

    def _show_time(self, state: Optional[str] = "running") -> None:
        if self._exam_deadline is None:
            self.time_left.setText(self.tr("Exam over; marks released.") if state == "released"
                                   else self.tr("Exam over.") if state == "ended" else "")
            return
        left = int(max(0.0, self._exam_deadline - time.monotonic()))
        self.time_left.setText(self.tr("{m}:{s:02d} left").format(m=left // 60, s=left % 60))

    def _enable(self) -> None:
        live = (self.link.view or {}).get("live") or {}
        self.remove.setEnabled(self.members.currentItem() is not None)
        for b in (self.let_in, self.refuse):
            b.setEnabled(self.knocking.currentItem() is not None)
        self.close_question.setEnabled(live.get("status") == "open")
        self.reveal.setEnabled(live.get("status") == "closed")


def exam_code_from_dialog(parent: QWidget, house, known) -> Optional[str]:
    """The exam's set-up (the trainer's Exam dialog: a code, or drills, levels, count and
    time); its code, or None when cancelled."""
    # deferred: loads when first opened
    from app.core.trainer.exam import exam_code
    from app.ui.exam_dialog import ExamDialog

    dialog = ExamDialog(parent, house, known, for_class=True)
    accepted = dialog.exec()
    spec = dialog.spec
    dialog.deleteLater()
    return exam_code(spec) if accepted and spec is not None else None
