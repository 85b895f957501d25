"""The settings window (Instructor > Settings..., Ctrl+,): general settings, and each casino
game's house profile (app.ui.house_page).

Everything applies as it is chosen, as the menus do: the general page works the
main window's own actions and controls (the language menu, the four-colour deck,
the card back, the seconds per step), so the menus and this window always show
the same, whichever was used. Chip values apply once typed in full (Enter or
leaving the field), with the reason beside the field when they will not do.
Chip colours follow each value as casinos colour them (app.ui.painting), so
there is nothing to choose.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.controller.house import HouseController
from app.controller.table import TableController
from app.core.chips import table_chips
from app.core.errors import ChipError
from app.core.games.registry import find_game
from app.core.profiles import house_games
from app.i18n import LANGUAGES, LanguageSwitcher, error_text, qt_translate
from app.system.settings import Settings
from app.ui.closing import close_row
from app.ui.house_page import HousePage

BACKS = ("blue", "red", "green")


class MainControls(Protocol):
    """What the settings work of the main window (a ``MainWindow``, which opens this one:
    named by what it offers, so this module need not import it)."""

    settings: Settings
    languages: LanguageSwitcher
    controller: TableController
    speed: QDoubleSpinBox
    act_four: QAction
    act_backs: dict[str, QAction]
    back_group: QActionGroup
    lang_group: QActionGroup

    def set_language(self, code: str) -> None: ...


def plain(text: str) -> str:
    """A menu text without its Alt letter (``&Casino Hold'em`` -> ``Casino Hold'em``)."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


class GeneralPage(QWidget):
    """Language, chip values, seconds per step, four-colour deck, folded cards, card back."""

    def __init__(self, main: MainControls, parent: QWidget) -> None:
        super().__init__(parent)
        self.main = main
        form = QFormLayout(self)
        self.language = QComboBox(self)
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.activated.connect(
            lambda _i: main.set_language(self.language.currentData()))
        self.chips = QLineEdit(self)
        self.chips.setObjectName("chips")
        self.chips.editingFinished.connect(self._on_chips)
        self.chips_problem = QLabel(self)
        self.chips_problem.setWordWrap(True)
        chips_row = QVBoxLayout()
        chips_row.addWidget(self.chips)
        chips_row.addWidget(self.chips_problem)
        self.speed = QDoubleSpinBox(self)
        self.speed.setRange(main.speed.minimum(), main.speed.maximum())
        self.speed.setSingleStep(main.speed.singleStep())
        self.speed.valueChanged.connect(main.speed.setValue)
        self.four = QCheckBox(self)
        self.four.toggled.connect(self._on_four)
        self.keep_folded = QCheckBox(self)
        self.keep_folded.setObjectName("keep_folded")
        self.keep_folded.toggled.connect(self._on_keep_folded)
        self.back = QComboBox(self)
        self.back.activated.connect(lambda _i: main.act_backs[self.back.currentData()].trigger())
        self.labels = [QLabel(self) for _ in range(4)]
        for label, field in zip(self.labels, (self.language, self.chips, self.speed, self.back),
                                strict=True):
            label.setBuddy(field)
        form.addRow(self.labels[0], self.language)
        form.addRow(self.labels[1], chips_row)
        form.addRow(self.labels[2], self.speed)
        form.addRow(self.four)
        form.addRow(self.keep_folded)
        form.addRow(self.labels[3], self.back)
        main.speed.valueChanged.connect(self.speed.setValue)
        main.act_four.toggled.connect(self.four.setChecked)
        main.back_group.triggered.connect(lambda _a: self.show_values())
        main.lang_group.triggered.connect(lambda _a: self.show_values())

    def retranslate(self) -> None:
        for label, text in zip(self.labels, (self.tr("&Language:"), self.tr("C&hip values:"),
                                             self.tr("&Seconds per step:"),
                                             self.tr("Card &back:")), strict=True):
            label.setText(text)
        self.chips.setToolTip(self.tr("Whole numbers with commas between them, a 1 among them."))
        self.four.setText(self.tr("&Four-colour deck"))
        self.keep_folded.setText(self.tr("&Keep folded cards face up (for teaching)"))
        self.keep_folded.setToolTip(self.tr(
            "A dealer collects the cards of a fold; these stay face up at their seat instead. "
            "Cards a bet is still settled on (a folded seat's bonus) stay in sight either "
            "way."))
        names = {"blue": self.tr("Blue"), "red": self.tr("Red"), "green": self.tr("Green")}
        self.back.clear()
        for colour in BACKS:
            self.back.addItem(names[colour], colour)
        self.show_values()

    def show_values(self) -> None:
        """The settings as they are now (the menus may have changed them)."""
        main = self.main
        self.language.setCurrentIndex(self.language.findData(main.languages.language))
        self.chips.setText(", ".join(str(c) for c in main.settings.get("chips/denominations")))
        self._say_chips("")
        self.speed.setValue(main.speed.value())
        self.four.setChecked(main.act_four.isChecked())
        self.keep_folded.setChecked(main.settings.get("table/keep_folded_cards"))
        self.back.setCurrentIndex(max(0, self.back.findData(main.settings.get("table/card_back"))))

    def _say_chips(self, problem: str) -> None:
        self.chips_problem.setText(problem)
        self.chips_problem.setVisible(bool(problem))

    def _on_four(self, on: bool) -> None:
        if on != self.main.act_four.isChecked():
            self.main.act_four.trigger()  # the View menu's action: the table and pages follow

    def _on_keep_folded(self, on: bool) -> None:
        if on != self.main.settings.get("table/keep_folded_cards"):
            self.main.settings.set("table/keep_folded_cards", on)
            self.main.controller.refresh()

    def _on_chips(self) -> None:
        try:
            chips = table_chips(self.chips.text())
        except ChipError as e:
            self._say_chips(error_text(e))
            return
        self._say_chips("")
        if chips != self.main.settings.get("chips/denominations"):
            self.main.settings.set("chips/denominations", chips)
            self.main.controller.refresh()
        self.chips.setText(", ".join(str(c) for c in chips))


class SettingsWindow(QWidget):
    """The settings: a General page, then one page per casino game's house profile."""

    def __init__(self, house: HouseController, main: MainControls) -> None:
        super().__init__(main, Qt.WindowType.Window)
        self.setObjectName("settings")
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget(self)
        self.general = GeneralPage(main, self.tabs)
        self.tabs.addTab(self.general, "")
        self.games = {g.id: HousePage(house, g, self.tabs) for g in house_games() if g.has_table}
        for page in self.games.values():
            self.tabs.addTab(page, "")
        layout.addWidget(self.tabs, 1)
        row, self.close_button = close_row(self)
        layout.addLayout(row)
        self.retranslate()
        self.resize(760, 620)  # within a 1024x700 lab screen

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.tabs.setTabText(0, self.tr("General"))
        for i, (game, page) in enumerate(self.games.items(), start=1):
            self.tabs.setTabText(i, plain(find_game(game).name.render(qt_translate)))
            page.retranslate()
        self.general.retranslate()
        self.close_button.setText(self.tr("Close"))

    def show_game(self, game: str) -> None:
        """Open the page of ``game`` (the general page for a game with no house rules)."""
        page = self.games.get(game)
        self.tabs.setCurrentWidget(page if page is not None else self.general)

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
