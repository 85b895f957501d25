"""File > Join a class...: the class's address (the last one remembered), its join code and
the trainee's name; a refusal is said in a sentence in the dialog, which stays open to try
again. A class that asks its instructor to let the trainee in (their name is a member's
whose PC lost its token) is waited for here, with Cancel.

The member's token is kept in the settings with the address, the code and the name it was
joined with: the app started again on a PC that kept its settings joins as the same member
with it, at once; a PC that lost them asks the instructor."""

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

WIDTH_EM = 32  # the dialog's least width, in the type's average characters


def kept_token(settings: Settings, address: str, code: str, name: str) -> Optional[str]:
    """The token kept for this class (address and code) and this name, or None."""
    if not settings.get("classroom/token"):
        return None
    same = (settings.get("classroom/address").strip() == address.strip()
            and settings.get("classroom/code").strip().upper() == code.strip().upper()
            and settings.get("classroom/name").strip().casefold() == name.strip().casefold())
    return settings.get("classroom/token") if same else None


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
        if settings.get("classroom/token"):  # the class this PC is a member of
            self.code.setText(settings.get("classroom/code"))
        # the trainee at this PC now (the last name joined with is another's, perhaps: it
        # would join as them, with their token)
        self.name.setText(name or settings.get("classroom/name"))
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
        # Wide enough for an address typed whole and the sentences without a narrow column.
        self.setMinimumWidth(max(420, self.fontMetrics().averageCharWidth() * WIDTH_EM))
        link.joined.connect(self._on_joined)
        link.refused.connect(self._on_refused)
        link.waiting.connect(self._on_waiting)
        (self.code if self.address.text() else self.address).setFocus()

    def _on_join(self) -> None:
        self.problem.setStyleSheet("")
        self.problem.setText(self.tr("Joining..."))
        self.join_button.setEnabled(False)
        for edit in (self.address, self.code, self.name):
            edit.setEnabled(False)
        address, code, name = self.address.text(), self.code.text(), self.name.text()
        self.link.join(address, code, name, kept_token(self.settings, address, code, name))

    def _on_waiting(self) -> None:
        self.problem.setStyleSheet("")
        self.problem.setText(self.tr("Waiting for the instructor to let you in..."))

    def _on_joined(self) -> None:
        self.settings.set("classroom/address", self.link.address)
        self.settings.set("classroom/name", self.link.name)
        self.settings.set("classroom/code", self.link.code)
        self.settings.set("classroom/token", self.link.token)
        self._disconnect()
        self.accept()

    def _on_refused(self, sentence: str) -> None:
        self.join_button.setEnabled(True)
        for edit in (self.address, self.code, self.name):
            edit.setEnabled(True)
        self.problem.setStyleSheet("color: #b00020;")
        self.problem.setText(sentence)
        if self.link.dropped_token:
            self.settings.set("classroom/token", "")  # that class no longer takes it

    def reject(self) -> None:
        self._disconnect()
        if self.link.is_joining:  # Cancel while the class is asked: asked no longer
            self.link.close()
        super().reject()

    def _disconnect(self) -> None:
        for signal, slot in ((self.link.joined, self._on_joined),
                             (self.link.refused, self._on_refused),
                             (self.link.waiting, self._on_waiting)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):  # already
                pass
