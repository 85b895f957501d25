"""The odds window (Instructor > Odds...): each casino game's odds under the house rules.

A tab per game shows its side bet counted over every deal (each pay-table line's
combinations, probability, pay and share of the return, and the house edge) and its
main game simulated by a stated strategy, with a progress bar, Start and Stop and a
95% interval, each figure beside GAMES.md §4's reference where GAMES.md has one for
these rules. The window shows what :class:`app.controller.odds.OddsController` words
and computes nothing; the work runs on the controller's worker thread, so the window
stays live. Closing the window stops a simulation; its figures stay.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.controller.odds import DEFAULT_HANDS, DEFAULT_SEED, HANDS, OddsController
from app.controller.odds_words import ExactView
from app.i18n import format_amount
from app.ui.closing import close_row

MAX_SEED = 2_000_000_000
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def _table(columns: int, stretch: int, parent: QWidget) -> QTableWidget:
    """A read-only table that shows every row (its height follows them), no scrolling;
    column ``stretch`` takes the width left."""
    table = QTableWidget(0, columns, parent)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.verticalHeader().setVisible(False)
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    return table


def _fill(table: QTableWidget, rows: list[tuple[str, ...]], numbers: range) -> None:
    """Put ``rows`` into ``table`` (the ``numbers`` columns aligned right) and fit its
    height to them."""
    table.setRowCount(len(rows))
    for r, cells in enumerate(rows):
        for c, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if c in numbers:
                item.setTextAlignment(_RIGHT)
            table.setItem(r, c, item)
    table.resizeRowsToContents()
    height = table.horizontalHeader().height() + 2 * table.frameWidth()
    height += sum(table.rowHeight(r) for r in range(table.rowCount()))
    table.setFixedHeight(height)


class ExactBox(QGroupBox):
    """A side bet counted over every deal: a progress bar while counting, then its table
    of lines and its house edge."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.progress = QProgressBar(self)
        self.table = _table(6, 0, self)
        self.edge, self.reference = QLabel(self), QLabel(self)
        self.edge.setStyleSheet("font-weight: bold;")
        layout = QVBoxLayout(self)
        layout.addWidget(self.progress)
        layout.addWidget(self.table)
        edge = QHBoxLayout()
        edge.addWidget(self.edge)
        edge.addWidget(self.reference, 1)
        layout.addLayout(edge)
        self.retranslate()

    def retranslate(self) -> None:
        self.table.setHorizontalHeaderLabels([
            self.tr("Line"), self.tr("Combinations"), self.tr("Published"), self.tr("Probability"),
            self.tr("Pays"), self.tr("Return")])

    def show_view(self, view: ExactView) -> None:
        self.setTitle(self.tr("{bet}: counted exactly over {deals}").format(
            bet=view.title, deals=view.deals))
        self.progress.setVisible(not view.done)
        self.progress.setValue(view.progress)
        self.table.setVisible(view.done)
        _fill(self.table, [(r.line, r.combinations, r.reference, r.probability, r.pays, r.returns)
                           for r in view.rows], range(1, 6))
        self.table.setColumnHidden(2, not any(r.reference for r in view.rows))
        self.edge.setText(view.edge)
        self.reference.setText(view.reference)


class OddsPage(QWidget):
    """One game's odds: its house rules, its side bets, its main game's simulation."""

    def __init__(self, controller: OddsController, game: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.c, self.game = controller, game
        self.rules = QLabel(self)
        self.rules.setWordWrap(True)
        self.exact = [ExactBox(self) for _ in controller.view(game).exact]
        self.simulation = QGroupBox(self)
        self.strategy = QComboBox(self.simulation)
        self.hands = QComboBox(self.simulation)
        for box in (self.strategy, self.hands):  # as wide as the words of any language
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.seed = QSpinBox(self.simulation)
        self.seed.setRange(0, MAX_SEED)
        self.seed.setValue(DEFAULT_SEED)
        self.start, self.stop = QPushButton(self.simulation), QPushButton(self.simulation)
        self.start.clicked.connect(self._on_start)
        self.stop.clicked.connect(lambda: self.c.stop(self.game))
        self.strategy_label, self.hands_label = QLabel(self.simulation), QLabel(self.simulation)
        self.seed_label = QLabel(self.simulation)
        for label, box in ((self.strategy_label, self.strategy), (self.hands_label, self.hands),
                           (self.seed_label, self.seed)):
            label.setBuddy(box)
        self.about = QLabel(self.simulation)
        self.about.setWordWrap(True)
        self.progress = QProgressBar(self.simulation)
        self.figures = _table(4, 3, self.simulation)
        self.note = QLabel(self.simulation)
        self.note.setWordWrap(True)
        self._lay_out()
        self.strategy.currentIndexChanged.connect(self._on_strategy)
        self.retranslate()

    def _lay_out(self) -> None:
        controls = QHBoxLayout()
        controls.addWidget(self.strategy_label)
        # The strategy's name takes the room left: a name in a fallback face (Thai,
        # Georgian, Armenian) is drawn a little wider than Qt measures it.
        controls.addWidget(self.strategy, 1)
        for w in (self.hands_label, self.hands, self.seed_label, self.seed, self.start,
                  self.stop):
            controls.addWidget(w)
        sim = QVBoxLayout(self.simulation)
        sim.addLayout(controls)
        sim.addWidget(self.about)
        sim.addWidget(self.progress)
        sim.addWidget(self.figures)
        sim.addWidget(self.note)
        layout = QVBoxLayout(self)
        layout.addWidget(self.rules)
        for box in self.exact:
            layout.addWidget(box)
        layout.addWidget(self.simulation)
        layout.addStretch(1)

    def retranslate(self) -> None:
        self.simulation.setTitle(self.tr("Main game: simulation"))
        self.strategy_label.setText(self.tr("&Strategy:"))
        self.hands_label.setText(self.tr("&Hands:"))
        self.seed_label.setText(self.tr("S&eed:"))
        self.start.setText(self.tr("S&tart"))
        self.stop.setText(self.tr("St&op"))
        chosen = self.hands.currentData() or DEFAULT_HANDS
        self.hands.blockSignals(True)
        self.hands.clear()
        for n in HANDS:
            self.hands.addItem(format_amount(n), n)
        self.hands.setCurrentIndex(self.hands.findData(chosen))
        self.hands.blockSignals(False)
        self.figures.setHorizontalHeaderLabels([self.tr("Figure"), self.tr("Estimate"),
                                                self.tr("95% interval"), self.tr("Published")])
        self.note.setText(self.tr(
            "The estimate is the mean over the hands played; the true figure lies in the "
            "interval in 95 runs of 100. The published figure for the best strategy is a "
            "yardstick: a simpler strategy gives the house more."))
        for box in self.exact:
            box.retranslate()
        self.refresh()

    def refresh(self) -> None:
        """Show the controller's view of this game."""
        view = self.c.view(self.game)
        self.rules.setText(self.tr("House rules: {rules}").format(rules=view.rules))
        for box, exact in zip(self.exact, view.exact, strict=True):
            box.show_view(exact)
        sim = view.simulation
        self._show_strategies(sim.strategies, sim.strategy)
        about = next((a for i, _n, a in sim.strategies if i == sim.strategy), "")
        self.about.setText(about + ("\n" + sim.note if sim.note else ""))
        for w in (self.strategy, self.hands, self.seed, self.start):
            w.setEnabled(not sim.running)
        self.stop.setEnabled(sim.running)
        self.progress.setValue(sim.progress)
        self.progress.setFormat("%p%" + (" \u00b7 " + sim.hands if sim.hands else ""))
        _fill(self.figures, [(r.name, r.estimate, r.interval, r.reference) for r in sim.rows],
              range(1, 3))
        self.figures.setVisible(bool(sim.rows))
        self.note.setVisible(bool(sim.rows))

    def _show_strategies(self, strategies: tuple[tuple[str, str, str], ...], chosen: str) -> None:
        """The strategies in the box (filled again only when they change: an open list
        stays open while the figures come in)."""
        shown = [(self.strategy.itemData(i), self.strategy.itemText(i))
                 for i in range(self.strategy.count())]
        self.strategy.blockSignals(True)
        if shown != [(i, n) for i, n, _a in strategies]:
            self.strategy.clear()
            for strategy_id, name, about in strategies:
                self.strategy.addItem(name, strategy_id)
                self.strategy.setItemData(self.strategy.count() - 1, about,
                                          Qt.ItemDataRole.ToolTipRole)
        self.strategy.setCurrentIndex(max(0, self.strategy.findData(chosen)))
        self.strategy.blockSignals(False)

    def _on_strategy(self) -> None:
        strategy = self.strategy.currentData()
        self.about.setText(self.strategy.itemData(self.strategy.currentIndex(),
                                                  Qt.ItemDataRole.ToolTipRole) or "")
        self.c.choose_strategy(self.game, strategy)

    def _on_start(self) -> None:
        self.c.start(self.game, self.strategy.currentData(), self.hands.currentData(),
                     self.seed.value())


class OddsWindow(QWidget):
    """The instructor's odds window: a tab per casino game."""

    def __init__(self, controller: OddsController, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.c = controller
        self.c.setParent(self)
        self.tabs = QTabWidget(self)
        self.pages: dict[str, OddsPage] = {}
        for game in controller.games:
            page = OddsPage(controller, game, self)
            scroll = QScrollArea(self.tabs)
            scroll.setWidgetResizable(True)
            scroll.setWidget(page)
            self.tabs.addTab(scroll, "")
            self.pages[game] = page
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        row, self.close_button = close_row(self)
        layout.addLayout(row)
        self.c.changed.connect(self._on_changed)
        self.resize(980, 680)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Odds"))
        for i, (game, page) in enumerate(self.pages.items()):
            self.tabs.setTabText(i, self.c.view(game).title)
            page.retranslate()
        self.close_button.setText(self.tr("Close"))

    def _on_changed(self) -> None:
        for page in self.pages.values():
            page.refresh()

    def showEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        self.c.refresh()  # the house rules may have changed while the window was closed
        super().showEvent(event)

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        self.c.stop_all()
        super().closeEvent(event)

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
