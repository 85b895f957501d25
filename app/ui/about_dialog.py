"""Help > About: the app's name, its version (``app.__version__``, pyproject.toml's) and the
fonts' licence."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from app import __version__


class AboutDialog(QDialog):
    """The app's name and version, what it is for and the fonts it carries."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About Hold'em Dealer Trainer"))
        layout = QVBoxLayout(self)
        self.name = QLabel(self.tr("Hold'em Dealer Trainer"), self)
        self.name.setStyleSheet("font-size: 18pt; font-weight: bold;")
        self.version = QLabel(self.tr("Version {version}").format(version=__version__), self)
        self.what = QLabel(self.tr("An offline trainer for casino dealers: Casino Hold'em, "
                                   "Texas Hold'em Bonus Poker and no-limit Texas Hold'em."), self)
        self.fonts = QLabel(self.tr("Fonts: the Noto Sans family (Google), under the SIL Open Font "
                                    "License 1.1."),
                            self)
        for label in (self.name, self.version, self.what, self.fonts):
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            layout.addWidget(label)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setMinimumWidth(420)
