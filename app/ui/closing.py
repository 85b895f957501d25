"""What every instructor's tool window has: a Close button, and Ctrl+W and Esc to close."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget


def closing(window: QWidget) -> QPushButton:
    """A Close button for ``window`` (its text set by the window's retranslate), and Ctrl+W
    and Esc closing it too."""
    button = QPushButton(window)
    button.clicked.connect(window.close)
    QShortcut(QKeySequence(QKeySequence.StandardKey.Close), window, window.close)
    QShortcut(QKeySequence("Esc"), window, window.close)
    return button


def close_row(window: QWidget) -> tuple[QHBoxLayout, QPushButton]:
    """A row with ``closing(window)`` at its right, to add under the window's content."""
    row = QHBoxLayout()
    row.addStretch(1)
    button = closing(window)
    row.addWidget(button)
    return row, button
