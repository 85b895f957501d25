"""Set an exam (drills, questions, time, pass mark) or sit one from a code; for a class
(``for_class``), the exam the instructor serves to the class from its code or set anew.
An exam set anew here is given to the class on its slip (app.ui.exam_slip), not sat;
``create`` (Instructor > Create an exam...) offers only that.

The drills to choose are grouped as the trainer's drill list groups them
(app.core.trainer.drill_groups): each group's heading, then its drills, each with its line
as a tooltip, the groups in two columns so that they fit a lab PC's 768 pixels."""

from __future__ import annotations

import random
from typing import Sequence

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMessageBox,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.core.profiles import STANDARD, HouseProfile
from app.core.trainer.drill_groups import DESCRIPTIONS, DRILL_GROUPS
from app.core.trainer.drills import DRILLS
from app.core.trainer.exam import SEED_LIMIT, ExamCodeError, ExamSpec, parse_exam_code
from app.i18n import error_text, qt_translate


class ExamDialog(QDialog):
    """The exam's settings; ``spec`` is set when the dialog is accepted. A new exam is dealt
    under ``house`` (its code carries the rules); a code is read knowing the ``known``
    house profiles of this PC (a house's own pay table is named by them). With
    ``for_class`` it sets the class exam the instructor serves: nothing in it is sat here."""

    def __init__(self, parent=None, house: HouseProfile = STANDARD,
                 known: Sequence[HouseProfile] = (), for_class: bool = False,
                 create: bool = False) -> None:
        super().__init__(parent)
        self.spec: ExamSpec | None = None
        self.created = False  # the spec was set anew here, not read from a code
        self.house, self.known = house, tuple(known)
        self.setWindowTitle(self.tr("Start a class exam") if for_class else self.tr("Exam"))
        layout = QVBoxLayout(self)
        self.code_box = code_box = QGroupBox(self.tr("Serve an exam from its code") if for_class
                                             else self.tr("Sit an exam from a code"), self)
        code_form = QFormLayout(code_box)
        self.code = QLineEdit(code_box)
        self.code.setPlaceholderText("EX-....")
        code_form.addRow(self.tr("Code:"), self.code)
        layout.addWidget(code_box)
        code_box.setVisible(not create)
        new_box = QGroupBox(self.tr("Set a new exam") if create else self.tr("Or set a new exam"),
                            self)
        form = QFormLayout(new_box)
        self.drills: dict[str, QCheckBox] = {}
        self.headings: list[QLabel] = []
        # The groups in two columns (the first groups fill the first), so that twenty
        # drills under their headings fit a lab PC's 768 pixels.
        grid_box = QWidget(new_box)
        grid = QGridLayout(grid_box)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setVerticalSpacing(2)
        half = (sum(len(g.drills) + 1 for g in DRILL_GROUPS) + 1) // 2
        row = column = 0
        for group in DRILL_GROUPS:
            if row and row + (len(group.drills) + 1) // 2 > half and column == 0:
                row, column = 0, 1
            heading = QLabel(group.title.render(qt_translate), grid_box)
            heading.setStyleSheet("font-weight: bold;")
            self.headings.append(heading)
            grid.addWidget(heading, row, column)
            row += 1
            for drill in group.drills:
                box = QCheckBox(DRILLS[drill].title.render(qt_translate), grid_box)
                box.setToolTip(DESCRIPTIONS[drill].render(qt_translate))
                box.setChecked(drill in ("ch.ante_call", "ch.aa_bonus", "thb.bonus"))
                self.drills[drill] = box
                grid.addWidget(box, row, column)
                row += 1
        # The exam's code lists the drills in the registry's order, whatever the groups'.
        self.drills = {d: self.drills[d] for d in DRILLS}
        form.addRow(grid_box)
        self.questions, self.minutes, self.pass_mark, self.level = (QSpinBox(new_box)
                                                                    for _ in range(4))
        for spin, lo, hi, value in ((self.questions, 1, 100, 10), (self.minutes, 1, 180, 10),
                                    (self.pass_mark, 1, 100, 80), (self.level, 1, 3, 1)):
            spin.setRange(lo, hi)
            spin.setValue(value)
        # Two by two, beside each other: the drills above take the height.
        numbers = QGridLayout()
        for i, (label, spin) in enumerate(((self.tr("Questions:"), self.questions),
                                           (self.tr("Minutes:"), self.minutes),
                                           (self.tr("Pass mark (%):"), self.pass_mark),
                                           (self.tr("Level:"), self.level))):
            name = QLabel(label, new_box)
            name.setBuddy(spin)
            numbers.addWidget(name, i // 2, (i % 2) * 2)
            numbers.addWidget(spin, i // 2, (i % 2) * 2 + 1)
        numbers.setColumnStretch(1, 1)
        numbers.setColumnStretch(3, 1)
        form.addRow(numbers)
        layout.addWidget(new_box)
        if house.name:
            rules = QLabel(self.tr("A new exam is dealt under the house profile {name}; its code "
                                   "carries the house's rules.").format(name=house.name), self)
            rules.setWordWrap(True)
            layout.addWidget(rules)
        self.closing = QLabel(self.tr("Trainees see their marks when you release them.")
                              if for_class else self.tr("Feedback comes at the end of the exam."),
                              self)
        self.closing.setWordWrap(True)
        layout.addWidget(self.closing)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        if not for_class:  # OK says what it does: a code typed is sat, a new exam made
            self.code.textChanged.connect(self._name_ok)
            self._name_ok("")

    def _name_ok(self, code: str) -> None:
        self.ok_button.setText(self.tr("Sit the exam") if code.strip()
                               else self.tr("Create the exam"))

    def accept(self) -> None:
        code = self.code.text().strip()
        if code:
            try:
                self.spec = parse_exam_code(code, list(DRILLS), self.known)
            except ExamCodeError as e:
                QMessageBox.warning(self, self.windowTitle(), error_text(e))
                return
        else:
            drills = tuple(d for d, box in self.drills.items() if box.isChecked())
            if not drills:
                QMessageBox.warning(self, self.windowTitle(), self.tr("Choose at least one drill."))
                return
            self.spec = ExamSpec(drills, self.questions.value(), self.minutes.value(),
                                 self.pass_mark.value(), self.level.value(),
                                 random.SystemRandom().randrange(SEED_LIMIT),
                                 self.house.changes())
            self.created = True
        super().accept()
