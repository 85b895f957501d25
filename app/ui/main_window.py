"""The main window: the table in the middle, menus, a toolbar, the settlement panel.

Every command is a QAction with a keyboard shortcut, so the whole table runs
from the keyboard in presenter mode (F11), where menus and panels are hidden.
Each has a key no keyboard layout changes too (an F-key, a digit), and letter
shortcuts follow the physical key on any layout (app.ui.keys).

The window opens within the screen's available area (1280x800 at most, or the
remembered size, shrunk to the screen it opens on). Hand files are opened and
saved in the user's documents folder at first, then in the folder last used.

Signals: none; the window listens to the controller's ``changed``.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Optional

from PySide6.QtCore import QByteArray, QEvent, QMargins, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QDoubleSpinBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QTabWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from app.composition import AppServices
from app.controller.table import ScenarioFileError
from app.core.errors import CoreError
from app.core.games.registry import CHOICES, NLHE as NL_GAME, find_game, table_choices, table_games
from app.i18n import LANGUAGES, LanguageSwitcher, error_text, qt_translate
from app.ui import files, keys
from app.ui.keys import TABLE_CHOICE_DIGITS
from app.ui.store_notices import StoreNotices
from app.ui.table_view import (
    PRESENTER_SCREEN,
    SideTab,
    TableView,
    presenter_dialog_sheet,
    presenter_side_room,
)

if TYPE_CHECKING:
    from app.controller.trainer import TrainerController
    from app.ui.nl_screen import NLScreen
    from app.ui.progress_screen import ProgressScreen
    from app.ui.rules_screen import RulesScreen
    from app.ui.trainer_screen import TrainerScreen

FIRST_SIZE = QSize(1280, 800)  # the first window's size where the screen has room
# Room kept for the window frame and title bar, which Qt cannot measure before showing.
FRAME = QMargins(8, 32, 8, 8)
KEEP_DEALING_PAUSE_MS = 4000  # the settled hand stays this long before the next deal
NL_TAB = 3  # the no-limit table's tab
RULES_TAB = 4  # the rules pages


def fit_rect(wanted: QRect, available: QRect, frame: QMargins = FRAME) -> QRect:
    """``wanted`` (a window's inside) moved and shrunk so that it and its ``frame`` lie
    within ``available`` (a screen's free area); kept where it already fits."""
    room = available.marginsRemoved(frame)
    size = wanted.size().boundedTo(room.size())
    x = min(max(wanted.x(), room.left()), room.right() + 1 - size.width())
    y = min(max(wanted.y(), room.top()), room.bottom() + 1 - size.height())
    return QRect(x, y, size.width(), size.height())


def first_rect(available: QRect, frame: QMargins = FRAME) -> QRect:
    """The first window: FIRST_SIZE, or less on a small screen, centred."""
    room = available.marginsRemoved(frame)
    size = FIRST_SIZE.boundedTo(room.size())
    rect = QRect(0, 0, size.width(), size.height())
    rect.moveCenter(room.center())
    return fit_rect(rect, available, frame)


_ESCAPES = (("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ('"', "&quot;"), ("'", "&#x27;"))


def _wrapped(text: str) -> str:
    """A tool tip Qt wraps to a readable width (it wraps rich text, not plain), its text
    escaped as ``html.escape`` does it (whose module, with its table of entities, is a
    start-up import for five replacements)."""
    for char, entity in _ESCAPES:
        text = text.replace(char, entity)
    return f"<p>{text}</p>"


def _page(parent: QWidget) -> QWidget:
    """An empty tab page; its screen is built into it when first shown."""
    page = QWidget(parent)
    layout = QVBoxLayout(page)
    layout.setContentsMargins(0, 0, 0, 0)
    return page


class MainWindow(QMainWindow):
    """The application window: the table, and the trainer and progress screens, which are
    built the first time they are shown (start-up paints the table first)."""

    def __init__(self, services: AppServices, languages: LanguageSwitcher | None = None) -> None:
        super().__init__()
        self.services = services
        self.settings = services.settings
        self.languages = languages or LanguageSwitcher()
        self.controller = services.table
        self.controller.setParent(self)
        self.view = TableView(self)
        self.side_tab = SideTab(self.view)  # the folded panel's F9, in presenter mode
        self.side_tab.clicked.connect(self.act_panel_trigger)
        # What the window says about the progress store, and its timers (store_notices).
        self.notices = StoreNotices(self, services)
        self._trainer: Optional["TrainerScreen"] = None
        self._progress: Optional["ProgressScreen"] = None
        self._nl: Optional["NLScreen"] = None
        self._rules: Optional["RulesScreen"] = None
        self._tool_windows: dict[str, QWidget] = {}  # the instructor's windows, by key
        self.class_line: Optional[QWidget] = None  # joined to a class: where, as whom; Leave
        self._class_note = ""  # the class's note last shown in the trainer
        self._exam_lock_wired = False
        self._presenting = False  # presenter mode's type and sides applied (_presenter_type)
        self._panel_before = True  # the panel (F9) as it was before presenter mode
        self._presenter_size: QSize | None = None  # the screen presenter mode fills
        self.tabs = QTabWidget(self)
        self.tabs.setDocumentMode(True)
        self._trainer_page, self._progress_page = _page(self), _page(self)
        self._nl_page, self._rules_page = _page(self), _page(self)
        for widget in (self.view, self._trainer_page, self._progress_page, self._nl_page,
                       self._rules_page):
            self.tabs.addTab(widget, "")
        self.tabs.currentChanged.connect(self._on_tab)
        self.setCentralWidget(self.tabs)
        self._autoplay = QTimer(self)
        self._autoplay.timeout.connect(self._on_autoplay_tick)
        self.keep_dealing_pause_ms = KEEP_DEALING_PAUSE_MS
        self._next_deal = QTimer(self)
        self._next_deal.setSingleShot(True)
        self._next_deal.timeout.connect(self._on_next_deal)
        self._make_actions()
        self._make_menus_and_toolbar()
        self._make_panel()
        self.controller.changed.connect(self._on_changed)
        services.house.changed.connect(self._on_house_changed)
        self._place_window()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.retranslate()  # which also draws the table
        self._tab_tools(True)
        self._painted = False  # the first paint starts what start-up leaves until then
        self.first_paint_done = False  # ...and this says it is done (after_first_paint)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            QTimer.singleShot(0, self, self.after_first_paint)  # once the paint is on screen

    def after_first_paint(self) -> None:
        """What the first painted window does not show, done once it is painted: the
        progress store opened (and what opening it found told), and the shortcuts by
        physical key on every keyboard layout (an application-wide event filter makes
        PySide build a class for each kind of object and event it sees)."""
        self.notices.start()
        keys.install(QApplication.instance())
        self.first_paint_done = True

    # -- the screens built when first shown --------------------------------------------
    @property
    def trainer_controller(self) -> "TrainerController":
        controller = self.services.trainer
        if not self._exam_lock_wired:  # the exam lock follows the trainer's exams
            self._exam_lock_wired = True
            # worked out anew at every change: this PC's exam or a class's locks
            controller.exam_started.connect(lambda: self._set_exam_lock(self._exam_locked))
            controller.exam_finished.connect(lambda: self._set_exam_lock(self._exam_locked))
            controller.class_exam_changed.connect(
                lambda: self._set_exam_lock(self._exam_locked))
        return controller

    @property
    def _exam_locked(self) -> bool:
        return self.services.exam_running or (self.services._trainer is not None
                                              and self.services.trainer.class_exam)

    @property
    def store(self):
        return self.services.store

    def _build_screen(self, screen_class, page: QWidget):
        """A screen over the trainer's controller, put into its tab page, in today's language."""
        screen = screen_class(self.trainer_controller, page)
        page.layout().addWidget(screen)
        screen.retranslate()
        return screen

    @property
    def trainer(self) -> "TrainerScreen":
        """The trainer screen (built into its tab on first use)."""
        if self._trainer is None:
            # deferred: a tab is built when first shown; the table paints first (benchmarks startup)
            from app.ui.trainer_screen import TrainerScreen

            self._trainer = self._build_screen(TrainerScreen, self._trainer_page)
            self._trainer.side_tab.clicked.connect(self.act_panel_trigger)
        return self._trainer

    @property
    def progress(self) -> "ProgressScreen":
        """The progress screen (built into its tab on first use)."""
        if self._progress is None:
            # deferred: a tab is built when first shown; the table paints first (benchmarks startup)
            from app.ui.progress_screen import ProgressScreen

            self._progress = self._build_screen(ProgressScreen, self._progress_page)
        return self._progress

    @property
    def nl_screen(self) -> "NLScreen":
        """The no-limit table (built into its tab on first use)."""
        if self._nl is None:
            # deferred: a tab is built when first shown; the table paints first (benchmarks startup)
            from app.ui.nl_screen import NLScreen

            self._nl = NLScreen(self.services.nl_table, self._nl_page)
            self._nl_page.layout().addWidget(self._nl)
            self._nl.c.changed.connect(self._show_hand_name)
            self._nl.side_tab.clicked.connect(self.act_panel_trigger)
            self._nl.wants_side.connect(self._unfold)
        return self._nl

    @property
    def rules_screen(self) -> "RulesScreen":
        """The rules pages (built into their tab on first use)."""
        if self._rules is None:
            # deferred: a tab is built when first shown; the table paints first (benchmarks startup)
            from app.ui.rules_screen import RulesScreen

            self._rules = RulesScreen(self.services.rules_pages, lambda: self.languages.language,
                                      self._rules_page)
            self._rules_page.layout().addWidget(self._rules)
            self._rules.browser.four_colour = self.act_four.isChecked()
            self._rules.retranslate()
            self._rules.open_example.connect(self.open_example)
            self._rules.open_drills.connect(self.open_drills)
        return self._rules

    def tool_window(self, key: str, make) -> QWidget:
        """The instructor's tool window ``key`` (made by ``make(self)`` the first time),
        shown and brought to the front; one of each, kept while the app runs."""
        if key not in self._tool_windows:
            self._tool_windows[key] = make(self)
        window = self._tool_windows[key]
        window.show()
        window.raise_()
        window.activateWindow()
        return window

    def show_odds(self) -> QWidget:
        """The odds window of the house rules in settings (Instructor > Odds...)."""
        # deferred: loads when first opened; the window paints without it (benchmarks startup)
        from app.controller.odds import OddsController
        from app.ui.odds_window import OddsWindow

        return self.tool_window("odds", lambda parent: OddsWindow(
            OddsController(self.settings), parent))

    def show_class_results(self) -> QWidget:
        """The class's results window (Instructor > Class results...)."""
        # deferred: loads when first opened; the window paints without it (benchmarks startup)
        from app.controller.classroom import ClassResultsController
        from app.ui.class_window import ClassWindow

        def make(parent: QWidget) -> ClassWindow:
            controller = ClassResultsController(parent)
            controller.store_path = self.store.path  # "this PC's class": the file it keeps
            return ClassWindow(controller, self.settings, parent)
        return self.tool_window("class_results", make)

    def show_host(self) -> QWidget:
        """The class hosted from this PC (Instructor > Host a class...), in presenter mode's
        type when it is on."""
        # deferred: loads when first opened; the window paints without it (benchmarks startup)
        from app.ui.host_window import HostWindow

        window = self.tool_window("host", lambda parent: HostWindow(
            self.services.class_host, self.services.store_file, self._class_sources(), parent,
            settings=self.settings))
        self._presenter_type(self.act_present.isChecked())
        return window

    def _class_sources(self) -> dict:
        """What the host window asks the class about: the hands on the tables at the step
        shown, the house profile, an exam set up."""
        # deferred: loads with the host window
        from app.controller.house import active_house
        from app.core.profiles import profile_json
        from app.ui.host_window import exam_code_from_dialog

        def house() -> str | None:
            profile = active_house(self.settings)
            return profile_json(profile) if profile.name else None

        def nl() -> dict | None:
            return self.services.nl_table.class_source()

        def exam() -> str | None:
            c = self.trainer_controller
            return exam_code_from_dialog(self._tool_windows.get("host", self), c.house,
                                         c.saved_houses())

        return {"table": self.controller.class_source, "nl": nl, "house": house,
                "exam_spec": exam}

    def show_join(self) -> None:
        """File > Join a class...: the address, the join code and the trainee's name."""
        # deferred: loads when first opened; the window paints without it (benchmarks startup)
        from app.ui.join_dialog import JoinDialog

        member = self._class_member()
        dialog = JoinDialog(member.link, self.settings, self.trainer_controller.profile.name,
                            self)
        if dialog.exec():
            self.tabs.setCurrentIndex(1)
        dialog.deleteLater()

    def _class_member(self):
        """The class this PC joins, its status line made the first time."""
        member = self.services.class_member
        if self.class_line is None:
            self.class_line = QWidget(self)
            row = QHBoxLayout(self.class_line)
            row.setContentsMargins(4, 0, 4, 0)
            self.class_text = QLabel(self.class_line)
            self.class_leave = QPushButton(self.class_line)
            self.class_leave.setText(self.tr("Leave the class"))
            self.class_leave.clicked.connect(self._on_leave_class)
            row.addWidget(self.class_text, 1)
            row.addWidget(self.class_leave)
            self.statusBar().addWidget(self.class_line, 1)
            self.class_line.setVisible(False)  # until a join is asked
            member.changed.connect(self._on_class_changed)
            member.link.joining.connect(self._on_class_link)
            member.link.waiting.connect(self._on_class_link)
            member.link.refused.connect(lambda _sentence: self._on_class_link())
            member.link.removed.connect(lambda: self._class_gone(True))
            member.link.left.connect(lambda: self._class_gone(False))
            member.link.failed.connect(self.class_text.setText)
            self.trainer.class_member = member
        return member

    def _on_leave_class(self) -> None:
        """Leave the class (offered only outside a served exam): the token kept for it is
        dropped, so joining again is the instructor's to let in."""
        if self.trainer_controller.class_exam:  # (not offered then)
            return
        self.settings.set("classroom/token", "")
        self.services.class_member.leave()

    def _class_gone(self, removed: bool) -> None:
        # deferred: loads with the class
        from app.controller.class_link import REMOVED, REPLACED, said

        self.class_text.clear()  # nothing of a join asked or of the class left behind
        self._on_class_changed()
        if removed:
            link = self.services.class_member.link
            sentence = said(REPLACED, name=link.name) if link.replaced else said(REMOVED)
            self.class_text.setText(sentence)
            self.class_line.setVisible(True)
            self.class_leave.setVisible(False)
            self.statusBar().setVisible(True)
            self.trainer.show_class_note(_wrapped(sentence), True)

    def _on_class_link(self) -> None:
        """The status line while a join is asked (joining, waiting to be let in), and gone
        when the join was refused (the dialog says why)."""
        link = self.services.class_member.link
        joining = link.is_joining
        self.class_line.setVisible(joining)
        self.class_leave.setVisible(False)
        self.statusBar().setVisible(joining)
        if joining:
            text = self.tr("Waiting for the instructor at {address} to let you in...") \
                if link.waiting_admission else self.tr("Joining the class at {address}...")
            self.class_text.setText(text.format(address=link.address))
        else:
            self.class_text.clear()

    def _show_leave(self) -> None:
        """Leave is offered to a member, but not during a class's exam: its lock holds until
        the exam is over for this trainee."""
        self.class_leave.setVisible(self.services.class_joined
                                    and not self.trainer_controller.class_exam)

    def _on_class_changed(self) -> None:
        """The status line (joined to where, as whom) and the trainer's note of the class."""
        member = self.services.class_member
        joined = self.services.class_joined
        self.class_line.setVisible(joined)
        self._show_leave()
        self.statusBar().setVisible(joined or bool(self.class_text.text()))
        if joined:
            self.class_text.setText(self.tr("Joined to the class at {address} as {name}").format(
                address=member.link.address, name=member.link.name))
        # deferred: loads with the class
        from app.controller.class_link import NOTE_EXAM_DONE, NOTE_EXAM_ENDED, NOTE_RELEASED
        from app.ui.class_words import class_note_html

        html = class_note_html(member)
        new_note, self._class_note = member.note != self._class_note, member.note
        if html:
            # An exam's end or its mark, new: it alone on the side (no question left there).
            self.trainer.show_class_note(html, not self.trainer_controller.class_exam,
                                         result_only=new_note and member.note in (
                                             NOTE_EXAM_DONE, NOTE_EXAM_ENDED, NOTE_RELEASED))

    def show_worksheets(self) -> QWidget:
        """The worksheet window (Instructor > Worksheets...): a drill's questions to print."""
        # deferred: loads when first opened; the window paints without it (benchmarks startup)
        from app.ui.worksheet_dialog import WorksheetDialog

        return self.tool_window("worksheets", lambda parent: WorksheetDialog(
            self.settings, lambda: self.languages.language, parent))

    def show_settings(self) -> QWidget:
        """The settings window (Instructor > Settings..., Ctrl+,), at the page of the table's
        game."""
        # deferred: loads when first opened; the window paints without it (benchmarks startup)
        from app.ui.settings_window import SettingsWindow

        window = self.tool_window("settings", lambda parent: SettingsWindow(
            self.services.house, parent))
        window.show_game(self.controller.game)
        return window

    def _on_house_changed(self) -> None:
        """A house profile changed: the rules page shown is filled again under it (the table
        and the trainer follow through their controllers)."""
        if self._rules is not None:
            self._rules.show_page()

    def show_about(self) -> QWidget:
        """Help > About: the app's name and version (closes itself when closed)."""
        # deferred: loads when first opened; the window paints without it (benchmarks startup)
        from app.ui.about_dialog import AboutDialog

        about = AboutDialog(self)
        about.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        about.open()
        return about

    def show_rules(self) -> None:
        """F1: the rules page of what is in front of the user: the table's game, or the page
        that describes the trainer's drill."""
        index = self.tabs.currentIndex()
        screen = self.rules_screen
        if index == 0:
            screen.show_game(self.controller.game)
        elif index == NL_TAB:
            screen.show_game(NL_GAME)
        elif index == 1 and self._trainer is not None:  # the page of the drill practised
            page = screen.c.page_of_drill(self.trainer_controller.drill)
            screen.show_game(page or self.trainer_controller.drill_game)
        self.tabs.setCurrentIndex(RULES_TAB)

    def open_drills(self, game: str) -> None:
        """A rules page's way to its game's drills: the trainer on the first drill the page
        describes, at the level chosen (not during an exam)."""
        if self._exam_locked:
            self._tell_exam_locked()
            return
        drill = self.services.rules_pages.first_drill(game)
        if drill is None:
            return
        self.trainer  # built, to show the question  # noqa: B018
        self.trainer_controller.start_drill(drill, self.trainer_controller.level)
        self.tabs.setCurrentIndex(1)

    def open_example(self, name: str) -> None:
        """A rules page's worked example, opened on its table (not during an exam)."""
        # deferred: the rules pages load with their tab, the first time it is shown (benchmarks startup)
        from app.controller.rules_pages import scenario_path

        if self._exam_locked:
            self._tell_exam_locked()
            return
        try:
            game = self.services.rules_pages.example_game(name)
        except CoreError as e:
            QMessageBox.warning(self, self.tr("Open a hand"), error_text(e))
            return
        path = str(scenario_path(name))
        if find_game(game).has_table:
            if self.open_hand(path):
                self.tabs.setCurrentIndex(0)
            return
        if self.nl_screen.open_hand(path):  # a session running ends first, if the trainee says so
            self.tabs.setCurrentIndex(NL_TAB)

    # -- building --------------------------------------------------------------------
    def _place_window(self) -> None:
        """The remembered geometry, or the first size; either fitted to its screen."""
        geometry = self.settings.get("window/geometry")
        restored = bool(geometry) and self.restoreGeometry(QByteArray(geometry))
        screen = (QGuiApplication.screenAt(self.geometry().center()) if restored else None) \
            or self.screen() or QGuiApplication.primaryScreen()
        available = screen.availableGeometry()
        if not restored:
            self.setGeometry(first_rect(available))
        elif self.isMaximized() or self.isFullScreen():
            return
        else:
            self.setGeometry(fit_rect(self.geometry(), available))

    def _action(self, slot, *keys, checkable: bool = False) -> QAction:
        a = QAction(self)
        a.setShortcuts([QKeySequence(k) for k in keys])
        a.setCheckable(checkable)
        a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        a.triggered.connect(slot)
        self.addAction(a)  # shortcuts work with menus and toolbars hidden
        return a

    def _table_actions(self) -> list[QAction]:
        return [self.act_new, self.act_seed, self.act_setup, self.act_forward, self.act_back,
                self.act_auto, self.act_keep, self.act_strategy, self.act_open, self.act_save,
                *self.act_choices.values()]

    def _tab_tools(self, on_table: bool) -> None:
        """Table keys (Space, arrows, letters), the toolbar and the panel only while the
        table is shown."""
        for action in self._table_actions():
            action.setEnabled(on_table)
        self.toolbar.setVisible(on_table and not self.act_present.isChecked())
        self.panel.setVisible(on_table and self.act_panel.isChecked()
                              and not self.act_present.isChecked())

    def _on_tab(self, index: int) -> None:
        on_table = index == 0
        if self._nl is not None:  # the computer players wait while their table is not shown
            self._nl.c.set_paused(index != NL_TAB or self._nl.pause.isChecked())
        if not on_table and self.act_keep.isChecked():  # the demo stops with the table
            self.act_keep.setChecked(False)
            self._on_keep_dealing(False)
        self._tab_tools(on_table)
        for action in (self.act_open, self.act_save):  # the no-limit table's hands too
            action.setEnabled(on_table or index == NL_TAB)
        self._show_hand_name()
        if on_table:
            self._on_changed()
        elif index == 1:
            c = self.trainer_controller
            if c.question is None and c.speed_end is None:  # (a round's result stays)
                c.start_drill(c.drill, c.level)
            panel = self.trainer.panel  # after the tab takes focus
            QTimer.singleShot(0, panel, panel.focus_first)
        elif index == 2:
            self.progress.refresh()
            table = self.progress.table  # after the tab takes focus
            QTimer.singleShot(0, table, table.setFocus)
        elif index == NL_TAB:
            screen = self.nl_screen  # built here, then not paused by the line above
            if screen.c.paused and not screen.pause.isChecked():
                screen.c.set_paused(False)
            self.act_nl.setChecked(True)
            self._presenter_type(self.act_present.isChecked())
            QTimer.singleShot(0, screen, screen.setFocus)
        elif index == RULES_TAB:
            self.rules_screen.show_page()  # under the house rules of now
            QTimer.singleShot(0, self.rules_screen.browser, self.rules_screen.browser.setFocus)

    def _make_actions(self) -> None:
        # During an exam the locked commands' keys say why (see _set_exam_lock).
        self.act_exam_locked = self._action(self._tell_exam_locked)
        self.act_exam_locked.setEnabled(False)
        self.tabs.tabBar().tabBarClicked.connect(
            lambda index: self._exam_locked and index != 1 and self._tell_exam_locked())
        self.act_open = self._action(self._on_open, QKeySequence.StandardKey.Open)
        self.act_save = self._action(self._on_save, QKeySequence.StandardKey.Save)
        self.act_quit = self._action(self.close, "Ctrl+Q")
        self.act_rules = self._action(self.show_rules, "F1")
        self.act_new = self._action(lambda: self.controller.new_hand(), "N", "Ctrl+N", "F5")
        self.act_seed = self._action(self._on_new_from_seed, "Ctrl+Shift+N")
        self.act_setup = self._action(self._on_setup, "Ctrl+E", "F2")
        self.act_forward = self._action(lambda: self.controller.forward(), "Space", "Right")
        self.act_back = self._action(self.controller.back, "Left", "Backspace")
        self.act_auto = self._action(self._on_autoplay, "A", "F7", checkable=True)
        self.act_keep = self._action(self._on_keep_dealing, "F8", checkable=True)
        self.act_strategy = self._action(self.controller.set_follow_strategy, "S", "F6",
                                         checkable=True)
        self.act_strategy.setChecked(self.controller.follow_strategy)
        self.act_present = self._action(self._on_presenter, "F11", checkable=True)
        self.act_leave = self._action(self._on_leave_presenter, "Esc")
        self.act_four = self._action(self._on_four_colour, checkable=True)
        self.act_four.setChecked(self.settings.get("table/four_colour_deck"))
        self.act_panel = self._action(self._on_panel, "F9", checkable=True)
        self.act_panel.setChecked(True)
        self.act_choices = {c.id: self._action(lambda _=False, c=c.id: self._on_choice(c), c.key,
                                               *filter(None, [TABLE_CHOICE_DIGITS.get(c.id)]))
                            for c in table_choices()}
        self.game_group = QActionGroup(self)
        self.act_games = {}
        for i, game in enumerate(table_games()):
            a = self._action(lambda _=False, g=game.id: self._on_game(g), f"Ctrl+{i + 1}",
                             checkable=True)
            self.game_group.addAction(a)
            self.act_games[game.id] = a
        self.act_nl = self._action(lambda: self.tabs.setCurrentIndex(NL_TAB),
                                   f"Ctrl+{len(self.act_games) + 1}", checkable=True)
        self.game_group.addAction(self.act_nl)
        self.back_group = QActionGroup(self)
        self.act_backs = {}
        for colour in ("blue", "red", "green"):
            a = QAction(self, checkable=True)
            a.triggered.connect(lambda _=False, c=colour: self._on_card_back(c))
            self.back_group.addAction(a)
            self.act_backs[colour] = a
        self.act_backs[self.settings.get("table/card_back")].setChecked(True)
        self.lang_group = QActionGroup(self)
        self.act_langs = {}
        for code, name in LANGUAGES.items():
            a = QAction(name, self, checkable=True)
            a.triggered.connect(lambda _=False, c=code: self.set_language(c))
            self.lang_group.addAction(a)
            self.act_langs[code] = a
        if self.languages.language in self.act_langs:  # not the pseudo-language (app.i18n)
            self.act_langs[self.languages.language].setChecked(True)

    def _make_menus_and_toolbar(self) -> None:
        bar = self.menuBar()
        self.menu_file = bar.addMenu("")
        self.menu_file.addActions([self.act_open, self.act_save])
        self.menu_file.addSeparator()
        self.act_join = self.menu_file.addAction("")
        self.act_join.triggered.connect(self.show_join)
        self.menu_file.addSeparator()
        self.menu_file.addAction(self.act_quit)
        self.menu_game = bar.addMenu("")
        self.menu_game.addActions([*self.act_games.values(), self.act_nl])
        self.menu_game.setToolTipsVisible(True)  # each game's other names
        self.menu_hand = bar.addMenu("")
        self.menu_hand.addActions([self.act_new, self.act_seed, self.act_setup])
        self.menu_hand.addSeparator()
        self.menu_hand.addActions([self.act_forward, self.act_back, self.act_auto,
                                   self.act_keep, self.act_strategy])
        self.menu_hand.addSeparator()
        self.menu_hand.addActions(list(self.act_choices.values()))
        self.menu_view = bar.addMenu("")
        self.menu_view.addActions([self.act_present, self.act_panel, self.act_four])
        self.menu_back = self.menu_view.addMenu("")
        self.menu_back.addActions(list(self.act_backs.values()))
        self.menu_lang = self.menu_view.addMenu("")
        self.menu_lang.addActions(list(self.act_langs.values()))
        # The instructor's tools, each a window of its own (settings, odds, worksheets, the
        # class's results): their modules add their actions here (add_tool).
        self.menu_tools = bar.addMenu("")
        self.act_settings = self.menu_tools.addAction("")
        self.act_settings.setShortcuts([QKeySequence("Ctrl+,")])
        self.act_settings.triggered.connect(self.show_settings)
        self.addAction(self.act_settings)  # Ctrl+, with the menu bar hidden too
        self.act_worksheets = self.menu_tools.addAction("")
        self.act_worksheets.triggered.connect(self.show_worksheets)
        # An exam for the class: the trainer's exam dialog, set anew only, then its slip.
        self.act_create_exam = self.menu_tools.addAction("")
        self.act_create_exam.triggered.connect(lambda: self.trainer.create_exam())
        self.act_odds = self.menu_tools.addAction("")
        self.act_odds.triggered.connect(self.show_odds)
        self.act_class = self.menu_tools.addAction("")
        self.act_class.triggered.connect(self.show_class_results)
        self.act_host = self.menu_tools.addAction("")
        self.act_host.triggered.connect(self.show_host)
        self.menu_help = bar.addMenu("")
        self.menu_help.addAction(self.act_rules)
        self.act_about = self.menu_help.addAction("")
        self.act_about.triggered.connect(self.show_about)
        self.toolbar = QToolBar(self)
        self.toolbar.setObjectName("hand")
        self.toolbar.setMovable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.toolbar.addActions([self.act_new, self.act_setup])
        self.toolbar.addSeparator()
        self.toolbar.addActions([self.act_back, self.act_forward, self.act_auto])
        self.speed = QDoubleSpinBox(self)
        self.speed.setRange(0.2, 10.0)
        self.speed.setSingleStep(0.5)
        self.speed.setValue(self.settings.get("table/autoplay_seconds"))
        self.speed.valueChanged.connect(self._on_speed)
        # Space and the arrows belong to the table: the box takes focus only when clicked
        # and hands it back when done.
        self.speed.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.speed.editingFinished.connect(lambda: self.setFocus())
        self.speed_label = QLabel(self)
        self.toolbar.addWidget(self.speed_label)
        self.toolbar.addWidget(self.speed)
        self.toolbar.addSeparator()
        self.toolbar.addAction(self.act_strategy)
        self.toolbar.addSeparator()
        self.toolbar.addActions(list(self.act_choices.values()))
        self.addToolBar(Qt.ToolBarArea.BottomToolBarArea, self.toolbar)

    def _make_panel(self) -> None:
        self.panel_text = QPlainTextEdit(self)
        self.panel_text.setReadOnly(True)
        self.panel_text.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.panel = QDockWidget(self)
        self.panel.setObjectName("settlement")
        self.panel.setWidget(self.panel_text)
        self.panel.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.panel)
        self.panel.setMinimumWidth(200)

    # -- words -----------------------------------------------------------------------
    def retranslate(self) -> None:
        """Set every text; called again whenever the language changes."""
        self.setWindowTitle(self.tr("Hold'em Dealer Trainer"))
        self.tabs.setTabText(0, self.tr("Table"))
        self.tabs.setTabText(1, self.tr("Trainer"))
        self.tabs.setTabText(2, self.tr("Progress"))
        self.tabs.setTabText(NL_TAB, self.tr("No-limit table"))
        self.tabs.setTabText(RULES_TAB, self.tr("Rules"))
        for screen in (self._trainer, self._progress, self._nl, self._rules):
            if screen is not None:
                screen.retranslate()
        self.menu_file.setTitle(self.tr("&File"))
        self.menu_game.setTitle(self.tr("&Game"))
        self.menu_hand.setTitle(self.tr("&Hand"))
        self.menu_view.setTitle(self.tr("&View"))
        self.menu_lang.setTitle(self.tr("&Language"))
        self.menu_tools.setTitle(self.tr("&Instructor"))
        self.act_settings.setText(self.tr("&Settings..."))
        self.act_worksheets.setText(self.tr("&Worksheets..."))
        self.act_create_exam.setText(self.tr("Create an &exam..."))
        self.act_odds.setText(self.tr("&Odds..."))
        self.act_class.setText(self.tr("&Class results..."))
        self.act_host.setText(self.tr("&Host a class..."))
        self.act_join.setText(self.tr("&Join a class..."))
        if self.class_line is not None:
            self.class_leave.setText(self.tr("Leave the class"))
        self.menu_tools.menuAction().setVisible(bool(self.menu_tools.actions()))
        self.menu_help.setTitle(self.tr("Hel&p"))
        self.act_rules.setText(self.tr("&Rules of the games"))
        self.act_about.setText(self.tr("&About Hold'em Dealer Trainer..."))
        self.act_open.setText(self.tr("&Open hand..."))
        self.act_save.setText(self.tr("&Save hand..."))
        self.act_quit.setText(self.tr("&Quit"))
        self.act_new.setText(self.tr("&New hand"))
        self.act_seed.setText(self.tr("New hand from a &seed..."))
        self.menu_back.setTitle(self.tr("Card &back"))
        self.act_backs["blue"].setText(self.tr("Blue"))
        self.act_backs["red"].setText(self.tr("Red"))
        self.act_backs["green"].setText(self.tr("Green"))
        self.act_setup.setText(self.tr("Set &up hand..."))
        self.act_forward.setText(self.tr("Forward \u25b6"))
        self.act_back.setText(self.tr("\u25c0 Back"))
        self.act_auto.setText(self.tr("&Auto play"))
        self.act_keep.setText(self.tr("&Keep dealing (demo screen)"))
        self.act_strategy.setText(self.tr("Seats follow the st&rategy"))
        self.act_present.setText(self.tr("&Presenter mode"))
        self.act_panel.setText(self.tr("Se&ttlement panel"))
        self.side_tab.setText(self.tr("F9: settlement"))
        self.act_four.setText(self.tr("&Four-colour deck"))
        self.speed_label.setText(self.tr(" Seconds per step: "))
        self.panel.setWindowTitle(self.tr("Settlement"))
        for choice, action in self.act_choices.items():
            action.setText(CHOICES[choice].label.render(qt_translate))
        for game in table_games():
            self.act_games[game.id].setText(game.name.render(qt_translate))
            self.act_games[game.id].setToolTip(_wrapped(game.other_names.render(qt_translate)))
        self.act_nl.setText(find_game(NL_GAME).name.render(qt_translate))
        self.act_nl.setToolTip(_wrapped(find_game(NL_GAME).other_names.render(qt_translate)))
        self._on_changed()

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange and not self.services.closed:
            self.retranslate()
        super().changeEvent(event)

    def set_language(self, code: str) -> None:
        if not self.languages.switch(code) and code != "en":
            QMessageBox.warning(self, self.tr("Language"),
                                self.tr("The translation for this language is missing; "
                                        "the app stays in English."))
            code = "en"
        self.act_langs[code].setChecked(True)
        self.settings.set("language", code)

    # -- reacting --------------------------------------------------------------------
    def _show_hand_name(self) -> None:
        """The window title names the table's hand: its seed or its file."""
        title = self.tr("Hold'em Dealer Trainer")
        c = self.controller
        name = ""
        if self.tabs.currentIndex() == NL_TAB and self._nl is not None:
            nl = self._nl.c
            name = nl.file_name or self.tr("Seed {seed}").format(seed=nl.seed)
        if self.tabs.currentIndex() == 0:
            if c.file_name:
                name = c.file_name
            elif c.seed is not None:
                name = self.tr("Seed {seed}").format(seed=c.seed)
            else:
                name = self.tr("Hand set up by hand")
        self.setWindowTitle(f"{name} \u2014 {title}" if name else title)

    def _on_changed(self) -> None:
        if self.tabs.currentIndex() != 0:
            return
        self._show_hand_name()
        state = self.controller.state()
        self.view.show_state(state)
        self.act_games[self.controller.game].setChecked(True)
        self.act_back.setEnabled(state.can_back)
        self.act_forward.setEnabled(state.can_forward)
        legal = {c.choice for c in state.choices}
        for choice, action in self.act_choices.items():
            action.setEnabled(choice in legal)
            action.setVisible(choice in legal)
        lines = []
        for heading, explanation in state.explanation:
            lines.append(heading)
            lines.extend("  " + line for line in explanation)
        self.panel_text.setPlainText("\n".join(lines) or state.caption)
        if self._autoplay.isActive() and not state.can_forward and not self.act_keep.isChecked():
            self.act_auto.setChecked(False)
            self._autoplay.stop()

    def _on_choice(self, choice: str) -> None:
        if self.controller.waiting_for_choice() is not None:
            self.controller.decide(choice)

    def _on_game(self, game: str) -> None:
        if self.tabs.currentIndex() != 0:
            self.tabs.setCurrentIndex(0)
        if game != self.controller.game:
            self.controller.set_game(game)

    def _on_autoplay(self, on: bool) -> None:
        if on:
            self._autoplay.start(int(self.speed.value() * 1000))
        else:
            self._autoplay.stop()
            if self.act_keep.isChecked():
                self.act_keep.setChecked(False)
                self._on_keep_dealing(False)

    def _on_autoplay_tick(self) -> None:
        keep = self.act_keep.isChecked()
        if not self.controller.forward(play_seats=keep):
            self._autoplay.stop()
            if keep:  # settled: leave it on the table a while, then deal again
                self._next_deal.start(self.keep_dealing_pause_ms)
            else:
                self.act_auto.setChecked(False)

    def _on_keep_dealing(self, on: bool) -> None:
        """A demo screen: auto play, and a new hand a while after each settlement, until
        stopped (the seats decide by the strategy)."""
        if on:
            self.act_auto.setChecked(True)
            self._on_autoplay(True)
        else:
            self._next_deal.stop()

    def _on_next_deal(self) -> None:
        if self.act_keep.isChecked():
            self.controller.new_hand()
            self._autoplay.start(int(self.speed.value() * 1000))

    def _on_speed(self, seconds: float) -> None:
        self.settings.set("table/autoplay_seconds", seconds)
        if self._autoplay.isActive():
            self._autoplay.start(int(seconds * 1000))

    def _on_presenter(self, on: bool) -> None:
        # The table or the trainer stays as it is; the settlement (F9) stays too, in large
        # type, so the room can read the explanation and the questions.
        if on and self.tabs.currentIndex() not in (0, 1, NL_TAB):
            self.tabs.setCurrentIndex(0)
        on_table = self.tabs.currentIndex() == 0
        self.tabs.tabBar().setVisible(not on)
        self.menuBar().setVisible(not on)
        self.toolbar.setVisible(not on and on_table)
        self.panel.setVisible(on_table and self.act_panel.isChecked())
        self._presenter_type(on)
        if on:
            self._normal_geometry = self.geometry()
            # Without a window manager (a kiosk, a bare X server) fullscreen is only a
            # request: cover the screen first, then ask.
            self.setGeometry(self.screen().geometry())
            self.showFullScreen()
        else:
            self.showNormal()
            if getattr(self, "_normal_geometry", None) is not None:
                self.setGeometry(self._normal_geometry)
        self.setFocus()

    def _presenter_type(self, on: bool, screen: QSize | None = None) -> None:
        """Large type for the room: a 40th of the screen's height in presenter mode (24 px at
        least). The felt keeps the width that draws its smallest words at a 45th of the
        screen's height; the side (the settlement panel, the trainer's answers, the no-limit
        table's seat and questions) takes what is left. Where that is too narrow for the side
        (a 1024x768 projector), the side starts folded away and F9 brings it back; leaving
        presenter mode restores the panel as it was. Dialogs opened meanwhile (the set-ups,
        the exam, the worksheet, files: Qt's own file chooser) take the same type."""
        size = screen or (on and self._presenter_size) or self.screen().geometry().size()
        self._presenter_size = size if on else None
        px = max(24, size.height() // 40)
        room = presenter_side_room(size, px)
        if on != self._presenting:  # F11 pressed: the side as the screen has room for it
            self._presenting = on
            if on:
                self._panel_before = self.act_panel.isChecked()
                self.act_panel.setChecked(room > 0)
            else:
                self.act_panel.setChecked(self._panel_before)
            if self.tabs.currentIndex() == 0:
                self.panel.setVisible(self.act_panel.isChecked() and not self._exam_locked)
        side = self.act_panel.isChecked()
        style = f"font-size: {px}px;" if on else ""
        self.panel_text.setStyleSheet(style)
        # The panel's title ("Settlement") in the same large type.
        self.panel.setStyleSheet(f"QDockWidget {{ {style} }}" if on else "")
        self.side_tab.show_folded(on and not side, -(-size.height() // 45))
        self.panel.setMinimumWidth(min(px * 12, room or px * 12) if on else 200)
        no_limit = 16777215  # Qt's QWIDGETSIZE_MAX
        self.panel.setMaximumWidth((room or round(size.width() * 0.28)) if on else no_limit)
        # Its dialogs in the smallest type the room reads (a 45th), to fit the screen too.
        self.setStyleSheet(presenter_dialog_sheet(-(-size.height() // 45)) if on else "")
        files.set_presenting(on)  # the file choosers Qt's own, which take that type
        self.setProperty(PRESENTER_SCREEN, size if on else None)  # a dialog fits the screen
        if self._trainer is not None:
            self._trainer.set_presenting(on, px, room, side, -(-size.height() // 45))
        if self._nl is not None:
            self._nl.set_presenting(on, px, size, side)
        host = self._tool_windows.get("host")
        if host is not None:
            host.set_presenting(on, px)  # type: ignore[attr-defined]

    def _on_leave_presenter(self) -> None:
        if self.act_present.isChecked():
            self.act_present.setChecked(False)
            self._on_presenter(False)

    def _on_panel(self, on: bool) -> None:
        self.panel.setVisible(on and not self._exam_locked and self.tabs.currentIndex() == 0)
        if self._presenting:  # in presenter mode F9 folds and unfolds every screen's side
            self._presenter_type(True, self._presenter_size)

    def act_panel_trigger(self) -> None:
        """F9, as a folded side's caption clicked gives it."""
        self.act_panel.trigger()

    def _unfold(self) -> None:
        """The no-limit table waits for the trainee (a turn, a dealer's question): its side
        unfolds in presenter mode, where it was folded away."""
        if self._presenting and not self.act_panel.isChecked():
            self.act_panel.setChecked(True)
            self._on_panel(True)

    def _on_four_colour(self, on: bool) -> None:
        self.settings.set("table/four_colour_deck", on)
        self._on_changed()
        if self._rules is not None:
            self._rules.set_four_colour(on)

    def _on_card_back(self, colour: str) -> None:
        self.settings.set("table/card_back", colour)
        self._on_changed()

    def _on_new_from_seed(self) -> None:
        seed, ok = QInputDialog.getInt(self, self.tr("New hand from a seed"),
                                       self.tr("The same seed deals the same hand on any PC:"),
                                       1, 0, 2_000_000_000)
        if ok:
            self.controller.new_hand(seed=seed)

    def hand_folder(self) -> str:
        """Where Open and Save start: the folder last used, else the documents folder."""
        return files.hand_folder(self.settings)

    def _remember_folder(self, path: str) -> None:
        files.remember_folder(self.settings, path)

    def _on_open(self) -> None:
        if self.tabs.currentIndex() == NL_TAB:
            self.nl_screen.open_button.click()
            return
        path, _ = files.get_open_file_name(self, self.tr("Open a hand"), self.hand_folder(),
                                           self.tr("Scenario files (*.json *.jsonl)"))
        if path:
            self._remember_folder(path)
            self.open_hand(path)

    def open_hand(self, path: str) -> bool:
        """Open a scenario file; on a problem tell the user and keep the current hand."""
        try:
            self.controller.open_file(path)
        except ScenarioFileError as e:
            QMessageBox.warning(self, self.tr("Open a hand"), error_text(e))
            return False
        return True

    def _on_save(self) -> None:
        if self.tabs.currentIndex() == NL_TAB:
            self.nl_screen.save_button.click()
            return
        name = self.controller.file_name or "hand.jsonl"
        path, _ = files.get_save_file_name(self, self.tr("Save the hand"),
                                           os.path.join(self.hand_folder(), name),
                                           self.tr("Scenario files (*.jsonl *.json)"))
        if not path:
            return
        self._remember_folder(path)
        try:
            self.controller.save_file(path)
        except OSError as e:
            QMessageBox.warning(self, self.tr("Save the hand"),
                                self.tr("The hand could not be saved: {reason}").format(
                                    reason=e.strerror or str(e)))

    def _on_setup(self) -> None:
        if self._exam_locked:
            self._tell_exam_locked()
            return
        # deferred: loads when first opened; the window paints without it (benchmarks startup)
        from app.ui.setup_dialog import SetupDialog

        dialog = SetupDialog(self.controller, self)
        dialog.exec()
        dialog.deleteLater()  # a new one each time: none piles up hidden behind the window

    # -- the exam lock ----------------------------------------------------------------
    def _set_exam_lock(self, on: bool) -> None:
        """During an exam nothing may give its answers away: the Table, Progress and Rules
        tabs (the cheat sheet), the table's actions (the set-up dialog among them),
        presenter mode and the settlement panel are locked, and trying them says why;
        quitting asks first."""
        if on:
            self._on_leave_presenter()
            self.tabs.setCurrentIndex(1)
        for index in (0, 2, NL_TAB, RULES_TAB):
            self.tabs.setTabEnabled(index, not on)
            self.tabs.setTabToolTip(index, self.tr("Locked until the exam ends.") if on else "")
        # (joining a class is leaving the one joined: not mid-exam either)
        others = [self.act_panel, self.act_present, *self.act_games.values(), self.act_nl,
                  self.act_rules, self.act_join]
        locked = [*self._table_actions(), *others]
        # Keys with a modifier or F-keys say why while locked (plain letters stay the answers').
        self.act_exam_locked.setShortcuts([
            k for a in locked for k in a.shortcuts()
            if k.count() and (k[0].keyboardModifiers() != Qt.KeyboardModifier.NoModifier
                              or Qt.Key.Key_F1 <= k[0].key() <= Qt.Key.Key_F35)])
        self.act_exam_locked.setEnabled(on)
        for action in others:
            action.setEnabled(not on)
        if self.class_line is not None:
            self._show_leave()
        self._tab_tools(self.tabs.currentIndex() == 0 and not on)

    def _tell_exam_locked(self) -> bool:
        QMessageBox.information(self, self.tr("Exam"), self.tr(
            "An exam is running: the table, the set-up dialog, the settlement panel, the "
            "progress and the rules pages stay locked until it ends."))
        return True

    def _hosting_exam(self) -> bool:
        """A class hosted on this PC (its server in this app) is running a served exam."""
        host = self.services._class_host
        if host is None or host.link.server is None:
            return False
        exam = (host.link.view or {}).get("exam")
        return isinstance(exam, dict) and exam.get("state") == "running"

    def _may_close(self) -> bool:
        """Mid-exam, quitting asks first; confirmed, the exam is recorded as abandoned. The
        instructor's app serving a class's exam asks too (quitting stops the class until the
        class is hosted again). With changes still waiting for the progress file, it asks
        too (``may_lose_waiting``)."""
        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        if self._hosting_exam() and QMessageBox.question(self, self.tr("Exam"), self.tr(
                "The class hosted on this PC is sitting an exam: quit? The trainees cannot "
                "go on until the class is hosted again."), yes | no, no) != yes:
            return False
        if not self.services.exam_running:
            return self.notices.may_lose_waiting()
        trainer = self.trainer_controller
        if QMessageBox.question(self, self.tr("Exam"), self.tr(
                "An exam is running: quit and record it as abandoned?"), yes | no, no) != yes:
            return False
        # deferred: the trainer loads with its tab, the first time it is shown (benchmarks startup)
        from app.controller.trainer import StoreError

        try:
            trainer.abandon_exam()
        except StoreError as e:
            QMessageBox.warning(self, self.tr("Exam"), error_text(e))
        return self.notices.may_lose_waiting()

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if not self._may_close():
            event.ignore()
            return
        if not self.act_present.isChecked():
            self.settings.set("window/geometry", bytes(self.saveGeometry().data()))
        self.settings.set("window/no_limit", self.tabs.currentIndex() == NL_TAB)
        self.notices.stop()
        self.services.close()
        super().closeEvent(event)
