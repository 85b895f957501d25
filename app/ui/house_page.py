"""One game's page of the settings window: the house profile and its rules for the game.

The profile chooser and its commands (New, Rename, Delete, Export, Import) act on
the profiles every game shares; below them each house rule of the game has a
combo box of its GAMES.md values, and a pay table also "Custom...", which opens
an editor of one multiplier per line.

A choice applies at once (the table, the trainer, the rules pages and the odds
follow it). A custom table applies with its button only: a number typed digit by
digit passes through other numbers, and a table half typed must reach neither
the table nor an exam. Each line's field says at once, beside it, what is wrong
with it; the core checks it (:class:`~app.controller.house.HouseController`). A
table that pays a lower hand more than a higher one (a flush 5 to 1 above a full
house 3 to 1) is a slip more often than a house's choice: the core finds such
lines (:func:`~app.core.rules.pay_inversions`) and the editor asks before it uses
the table.

The GAMES.md tables are offered by name with their id, and the lines of the
table chosen stand beside its combo box (app.ui.pay_lines). Text typed anywhere
here (a name, a multiplier) is taken without the blanks around it.
"""

from __future__ import annotations

import os
from typing import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.controller.house import HouseController, ProfileError, RulesError
from app.core.games.registry import GameSpec, RuleSpec
from app.core.rules import PayInversion, line_term, pay_inversions
from app.core.whole_file import file_stem
from app.i18n import error_text, qt_translate
from app.ui import files
from app.ui.pay_lines import PayLinesView, choice_text, lines_text

CUSTOM = ""  # the combo box item of a table of the house's own


class PayTableEditor(QGroupBox):
    """A pay table typed line by line, each field's problem beside it."""

    def __init__(self, house: HouseController, game: GameSpec, rule: RuleSpec,
                 parent: QWidget) -> None:
        super().__init__(parent)
        self.house, self.game, self.rule = house, game, rule
        grid = QGridLayout(self)
        self.labels: dict[str, QLabel] = {}
        self.fields: dict[str, QLineEdit] = {}
        self.problems: dict[str, QLabel] = {}
        for row, line in enumerate(rule.lines):
            self.labels[line] = QLabel(self)
            field = QLineEdit(self)
            field.setObjectName(f"{rule.key}/{line}")
            field.setMaximumWidth(field.fontMetrics().horizontalAdvance("0") * 8 + 16)
            field.textEdited.connect(lambda _text, line=line: self._on_edited(line))
            field.editingFinished.connect(lambda line=line: self._on_finished(line))
            self.labels[line].setBuddy(field)
            problem = QLabel(self)
            problem.setWordWrap(True)
            problem.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.fields[line], self.problems[line] = field, problem
            grid.addWidget(self.labels[line], row, 0)
            grid.addWidget(field, row, 1)
            grid.addWidget(problem, row, 2)
        grid.setColumnStretch(2, 1)
        self.use = QPushButton(self)
        self.use.clicked.connect(self._on_use)
        grid.addWidget(self.use, len(rule.lines), 1, 1, 2, Qt.AlignmentFlag.AlignLeft)
        self.confirm: QMessageBox | None = None  # the question about a lower hand paying more

    def retranslate(self) -> None:
        self.setTitle(self.tr("Custom pay table: {table}").format(
            table=self.rule.title.render(qt_translate)))
        for line, label in self.labels.items():
            label.setText(line_term(line).render(qt_translate))
        self.use.setText(self.tr("Use this table"))
        for line in self.fields:
            self._on_edited(line)

    def show_table(self, table_id: str) -> None:
        """Fill the fields with a table's multipliers (the one to start from)."""
        for line, value in zip(self.rule.lines, table_id.split("-"), strict=True):
            self.fields[line].setText(value)
            self._on_edited(line)

    def typed(self) -> list[str]:
        return [self.fields[line].text() for line in self.rule.lines]

    def _on_edited(self, line: str) -> None:
        self.problems[line].setText(self.house.line_problem(line, self.fields[line].text()))
        self.use.setEnabled(not any(p.text() for p in self.problems.values()))

    def _on_finished(self, line: str) -> None:
        """A field left: its blanks around the number go (`` 150 `` reads as 150 anyway)."""
        field = self.fields[line]
        if field.text() != field.text().strip():
            field.setText(field.text().strip())
            self._on_edited(line)

    def _on_use(self) -> None:
        try:
            table = self.house.custom_table(self.game.id, self.rule.key, self.typed())
            inversions = pay_inversions(self.rule.table(table))
        except (ProfileError, RulesError) as e:
            QMessageBox.warning(self, self.title(), error_text(e))
            return
        if inversions:
            self._ask_order(table, inversions)
        else:
            self._apply(table)

    def _apply(self, table: str) -> None:
        try:
            self.house.set_value(self.game.id, self.rule.key, table)
        except (ProfileError, RulesError) as e:
            QMessageBox.warning(self, self.title(), error_text(e))

    def _ask_order(self, table: str, inversions: tuple[PayInversion, ...]) -> None:
        """Ask whether to keep a table that pays a lower hand more (open, not run: the
        window stays alive, and the answer comes by the buttons)."""
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("A lower hand pays more"),
                          self.tr("This table pays a lower hand more than a higher one:"),
                          QMessageBox.StandardButton.NoButton, self)
        box.setObjectName("pay_order")
        box.setInformativeText("\n".join(i.line().render(qt_translate) for i in inversions)
                               + "\n\n" + self.tr("Keep the table as it is, or change it?"))
        keep = box.addButton(self.tr("&Keep"), QMessageBox.ButtonRole.AcceptRole)
        change = box.addButton(self.tr("&Change"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(change)
        box.setEscapeButton(change)
        # Answered once the box is gone, so that the keyboard it gives back stays where put.
        box.finished.connect(
            lambda _result: self._on_order(box.clickedButton() is keep, table,
                                           inversions[0].lower))
        self.confirm = box
        box.open()

    def _on_order(self, keep: bool, table: str, lower: str) -> None:
        self.confirm = None
        if keep:
            self._apply(table)
            return
        field = self.fields[lower]  # the line that pays too much, ready to type over
        field.setFocus(Qt.FocusReason.OtherFocusReason)
        field.selectAll()


class HousePage(QWidget):
    """The house profile and one game's house rules under it."""

    def __init__(self, house: HouseController, game: GameSpec, parent: QWidget) -> None:
        super().__init__(parent)
        self.house, self.game = house, game
        outer = QVBoxLayout(self)
        self.profile_box = QGroupBox(self)
        box = QVBoxLayout(self.profile_box)
        row = QHBoxLayout()
        self.profile_label = QLabel(self.profile_box)
        self.profiles = QComboBox(self.profile_box)
        self.profiles.setObjectName("profiles")
        self.profiles.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.profile_label.setBuddy(self.profiles)
        self.profiles.activated.connect(self._on_profile)
        row.addWidget(self.profile_label)
        row.addWidget(self.profiles, 1)
        box.addLayout(row)
        buttons = QHBoxLayout()
        self.new, self.rename, self.delete, self.export, self.import_ = (
            QPushButton(self.profile_box) for _ in range(5))
        for button, slot in ((self.new, self._on_new), (self.rename, self._on_rename),
                             (self.delete, self._on_delete), (self.export, self._on_export),
                             (self.import_, self._on_import)):
            button.clicked.connect(slot)
            buttons.addWidget(button)
        buttons.addStretch(1)
        box.addLayout(buttons)
        self.note = QLabel(self.profile_box)
        self.note.setWordWrap(True)
        box.addWidget(self.note)
        outer.addWidget(self.profile_box)
        self.rules_box = QWidget(self)
        rules = QVBoxLayout(self.rules_box)
        form = QFormLayout()
        rules.addLayout(form)
        self.rule_labels: dict[str, QLabel] = {}
        self.boxes: dict[str, QComboBox] = {}
        self.editors: dict[str, PayTableEditor] = {}
        self.pay_lines: dict[str, PayLinesView] = {}  # the lines of each table chosen
        for rule in game.rules:
            combo = QComboBox(self.rules_box)
            combo.setObjectName(rule.key)
            combo.activated.connect(lambda _i, rule=rule: self._on_rule(rule))
            self.rule_labels[rule.key] = QLabel(self.rules_box)
            self.rule_labels[rule.key].setBuddy(combo)
            self.boxes[rule.key] = combo
            if not rule.tables:
                form.addRow(self.rule_labels[rule.key], combo)
                continue
            # The table's name in the box, its lines under it (beside them the window would
            # outgrow a 1024 px screen in the longer languages).
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            row = QVBoxLayout()
            row.addWidget(combo, 0, Qt.AlignmentFlag.AlignLeft)
            self.pay_lines[rule.key] = PayLinesView(self.rules_box)
            self.pay_lines[rule.key].setObjectName(f"{rule.key}/lines")
            row.addWidget(self.pay_lines[rule.key], 0, Qt.AlignmentFlag.AlignLeft)
            form.addRow(self.rule_labels[rule.key], row)
        for rule in game.rules:
            if rule.custom:
                self.editors[rule.key] = PayTableEditor(house, game, rule, self.rules_box)
                self.editors[rule.key].setVisible(False)
                rules.addWidget(self.editors[rule.key])
        rules.addStretch(1)
        self.scroll = scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(self.rules_box)
        outer.addWidget(scroll, 1)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        outer.addWidget(self.status)
        self._status: Callable[[], str] = str  # the last thing said, worded anew by retranslate
        house.changed.connect(self.refresh)

    # -- words and values --------------------------------------------------------------
    def retranslate(self) -> None:
        self.profile_box.setTitle(self.tr("House profile"))
        self.profile_label.setText(self.tr("&Profile:"))
        self.new.setText(self.tr("&New..."))
        self.rename.setText(self.tr("&Rename..."))
        self.delete.setText(self.tr("&Delete"))
        self.export.setText(self.tr("E&xport..."))
        self.import_.setText(self.tr("&Import..."))
        self.note.setText(self.tr(
            "A profile holds the pay tables and house rules of every game. Changes apply at "
            "once to the table, the trainer's questions, new exams, the rules pages and the "
            "odds."))
        for rule in self.game.rules:
            self.rule_labels[rule.key].setText(self.tr("{rule}:").format(
                rule=rule.title.render(qt_translate)))
        for editor in self.editors.values():
            editor.retranslate()
        self.status.setText(self._status())
        self.refresh()

    def _say(self, words: Callable[[], str]) -> None:
        """Show ``words()`` under the rules, and keep them to say again in another language."""
        self._status = words
        self.status.setText(words())

    def refresh(self) -> None:
        """Show the profiles and the active one's rules (a custom table being typed stays)."""
        book = self.house.book
        self.profiles.clear()
        self.profiles.addItems(list(book.names))
        self.profiles.setCurrentText(book.active)
        self.delete.setEnabled(len(book.profiles) > 1)
        values = book.active_profile.values(self.game)
        for rule in self.game.rules:
            self._show_rule(rule, values[rule.key])

    def _show_rule(self, rule: RuleSpec, value: str) -> None:
        combo = self.boxes[rule.key]
        combo.clear()
        for choice in rule.values:
            combo.addItem(choice_text(rule, choice), choice)
            if rule.tables:
                combo.setItemData(combo.count() - 1, lines_text(rule.table(choice)),
                                  Qt.ItemDataRole.ToolTipRole)
        if rule.key in self.pay_lines:
            self.pay_lines[rule.key].show_table(rule.table(value))
        if not rule.custom:
            combo.setCurrentIndex(max(0, combo.findData(value)))
            return
        own = rule.is_custom(value)
        combo.addItem(self.tr("Custom: {table}").format(table=value) if own
                      else self.tr("Custom..."), CUSTOM)
        editor = self.editors[rule.key]
        if own or not editor.isVisibleTo(self):
            editor.show_table(value)
        editing = own or editor.isVisibleTo(self)
        editor.setVisible(editing)
        combo.setCurrentIndex(combo.count() - 1 if editing else max(0, combo.findData(value)))

    # -- the user's choices -----------------------------------------------------------------
    def _tell(self, error: Exception) -> None:
        QMessageBox.warning(self, self.profile_box.title(), error_text(error))
        self.refresh()

    def _on_rule(self, rule: RuleSpec) -> None:
        value = self.boxes[rule.key].currentData()
        if value == CUSTOM:  # the editor opens on the table in use; nothing changes yet
            editor = self.editors[rule.key]
            editor.setVisible(True)
            # Scrolled into sight once the scroll area has laid out the editor shown (it
            # opens below the rules, out of sight in a small window), and the cursor in its
            # first field once the combo box's list has closed.
            QTimer.singleShot(0, editor, lambda: self._bring_into_sight(editor, rule.lines[0]))
            return
        if rule.key in self.editors:
            self.editors[rule.key].setVisible(False)
        try:
            self.house.set_value(self.game.id, rule.key, value)
        except (ProfileError, RulesError) as e:
            self._tell(e)

    def _bring_into_sight(self, editor: PayTableEditor, line: str) -> None:
        """Scroll ``editor`` into sight (whole, or from its title down when the view is
        shorter than it) and put the cursor in the field of ``line``, its text selected."""
        self.scroll.ensureWidgetVisible(editor, 0, 8)
        if editor.height() + 8 > self.scroll.viewport().height():
            self.scroll.verticalScrollBar().setValue(editor.y() - 4)
        field = editor.fields[line]
        field.setFocus(Qt.FocusReason.TabFocusReason)  # as if tabbed to: its text selected
        field.selectAll()

    def _on_profile(self) -> None:
        try:
            self.house.activate(self.profiles.currentText())
        except ProfileError as e:
            self._tell(e)

    def _ask_name(self, title: str, label: str, text: str = "") -> str:
        """The name typed, its blanks tidied ("" when cancelled; blanks alone stay, for the
        core to say that a profile needs a name)."""
        name, ok = QInputDialog.getText(self, title, label, QLineEdit.EchoMode.Normal, text)
        if not ok:
            return ""
        return " ".join(name.split()) or name

    def _on_new(self) -> None:
        name = self._ask_name(self.tr("New house profile"), self.tr(
            "Name of the new profile (it starts with the rules of {name}):").format(
            name=self.house.book.active))
        if name:
            try:
                self.house.add(name)
            except ProfileError as e:
                self._tell(e)

    def _on_rename(self) -> None:
        active = self.house.book.active
        name = self._ask_name(self.tr("Rename the house profile"), self.tr("New name:"), active)
        if name and name != active:
            try:
                self.house.rename(name)
            except ProfileError as e:
                self._tell(e)

    def _on_delete(self) -> None:
        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        if QMessageBox.question(self, self.tr("Delete the house profile"), self.tr(
                "Delete the house profile {name}? Export it first to keep a copy.").format(
                name=self.house.book.active), yes | no, no) != yes:
            return
        try:
            self.house.remove()
        except ProfileError as e:
            self._tell(e)

    def _on_export(self) -> None:
        settings = self.house.settings
        name = file_stem("".join(c if c.isalnum() or c in " -_" else "_"
                                 for c in self.house.book.active), "house")  # not CON.json
        path, _ = files.get_save_file_name(
            self, self.tr("Export the house profile"),
            os.path.join(files.hand_folder(settings), f"{name}.json"),
            self.tr("House profiles (*.json)"))
        if not path:
            return
        files.remember_folder(settings, path)
        try:
            self.house.export(path)
        except ProfileError as e:
            self._tell(e)
            return
        self._say(lambda: self.tr("Exported to {path}.").format(path=path))

    def _on_import(self) -> None:
        settings = self.house.settings
        path, _ = files.get_open_file_name(self, self.tr("Import a house profile"),
                                           files.hand_folder(settings),
                                           self.tr("House profiles (*.json)"))
        if not path:
            return
        files.remember_folder(settings, path)
        self.import_file(path)

    def import_file(self, path: str) -> None:
        """Import a profile file; a bad one is refused with the reason, nothing changed."""
        try:
            profile = self.house.import_file(path)
        except ProfileError as e:
            QMessageBox.warning(self, self.tr("Import a house profile"), self.tr(
                "The house profile was not imported: {reason}").format(reason=error_text(e)))
            return
        self._say(lambda: self.tr("Imported {name}: it is the active profile now.").format(
            name=profile.name))
