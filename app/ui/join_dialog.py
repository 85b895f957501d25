"""File > Join a class...: the class's address (the last one remembered), its join code and
the trainee's name; a refusal is said in a sentence in the dialog, which stays open to try
again."""

from __future__ import annotations

from typing import Optional

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from app.controller.class_link import MemberLink
from app.system.settings import Settings


class JoinDialog(QDialog):
    """Join a class through ``link``; accepted once the class took the trainee."""

    def __init__(self, link: MemberLink, settings: Settings, name: str = "",
                 parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.link, self.settings = link, settings
        self.setWindowTitle(self.tr("Join a class"))
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("Type what the instructor's projector shows."), self)
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        self.address, self.code, self.name = QLineEdit(self), QLineEdit(self), QLineEdit(self)
        self.address.setText(settings.get("classroom/address"))
        self.address.setPlaceholderText("192.168.1.20:8765")
        self.code.setMaxLength(16)
        self.name.setText(settings.get("classroom/name") or name)
        form.addRow(self.tr("Address:"), self.address)
        form.addRow(self.tr("Join code:"), self.code)
        form.addRow(self.tr("Your name:"), self.name)
        layout.addLayout(form)
        self.problem = QLabel(self)
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b00020;")
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(self)
        self.join_button = self.buttons.addButton(self.tr("Join"),
                                                  QDialogButtonBox.ButtonRole.AcceptRole)
        self.cancel_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.join_button.setDefault(True)
        self.join_button.clicked.connect(self._on_join)
        self.cancel_button.clicked.connect(self.reject)
        layout.addWidget(self.buttons)
        link.joined.connect(self._on_joined)
        link.refused.connect(self._on_refused)
        (self.code if self.address.text() else self.address).setFocus()

    def _on_join(self) -> None:
        self.problem.setText(self.tr("Joining..."))
        self.buttons.setEnabled(False)
        self.link.join(self.address.text(), self.code.text(), self.name.text())

    def _on_joined(self) -> None:
        self.settings.set("classroom/address", self.link.address)
        self.settings.set("classroom/name", self.link.name)
        self._disconnect()
        self.accept()

    def _on_refused(self, sentence: str) -> None:
        self.buttons.setEnabled(True)
        self.problem.setText(sentence)

    def reject(self) -> None:
        self._disconnect()
        super().reject()

    def _disconnect(self) -> None:
        for signal, slot in ((self.link.joined, self._on_joined),
                             (self.link.refused, self._on_refused)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):  # already
                pass
