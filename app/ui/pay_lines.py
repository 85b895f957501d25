"""A pay table's lines in words, for the settings and the set-up dialog.

A table's id (``100-20-10-3-2-1``) is how GAMES.md and the files write it; a
person reads it as lines, "royal flush 100 to 1", and by the name GAMES.md gives
it ("Default", "Variant: royal flush 20 to 1"). :func:`choice_text` names a table for a combo
box, :class:`PayLinesView` lists the lines of the table chosen beside it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from app.core.games.registry import RuleSpec
from app.core.rules import PayTable, line_term
from app.i18n import format_amount, qt_translate

# The rules pages' words for a multiplier, shared so that both say it the same way.
TO_ONE = ("RulesPages", "{n} to 1")


def pays_text(multiplier: int) -> str:
    """``100 to 1`` in the window's language."""
    return QCoreApplication.translate(*TO_ONE).format(n=format_amount(multiplier))


def choice_text(rule: RuleSpec, value: str) -> str:
    """A rule's value as a combo box offers it: a GAMES.md table by its name with its id
    (``Default (100-20-10-3-2-1)``), any other value in words."""
    name = rule.table_name(value)
    if name is None:
        return rule.value_term(value).render(qt_translate)
    return QCoreApplication.translate("HousePage", "{name} ({table})").format(
        name=name.render(qt_translate), table=value)


def lines_text(table: PayTable) -> str:
    """The table's lines, one a line (a combo box item's tooltip)."""
    return "\n".join(f"{line_term(line).render(qt_translate)}: {pays_text(table.pays(line))}"
                     for line in table.lines)


class PayLinesView(QWidget):
    """The lines of one pay table: each hand and what it pays, one a row."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setVerticalSpacing(0)
        self.grid.setHorizontalSpacing(12)
        self.rows: list[tuple[QLabel, QLabel]] = []
        self.table: PayTable | None = None

    def show_table(self, table: PayTable) -> None:
        """List ``table``'s lines (again in the window's language)."""
        self.table = table
        while len(self.rows) < len(table.lines):
            hand, pays = QLabel(self), QLabel(self)
            pays.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.grid.addWidget(hand, len(self.rows), 0)
            self.grid.addWidget(pays, len(self.rows), 1)
            self.rows.append((hand, pays))
        for i, (hand, pays) in enumerate(self.rows):
            shown = i < len(table.lines)
            hand.setVisible(shown)
            pays.setVisible(shown)
            if shown:
                line = table.lines[i]
                hand.setText(line_term(line).render(qt_translate))
                pays.setText(pays_text(table.pays(line)))

    def texts(self) -> list[tuple[str, str]]:
        """The rows shown, as (hand, pays) (for tests and screen readers alike)."""
        return [(h.text(), p.text()) for h, p in self.rows if not h.isHidden()]
