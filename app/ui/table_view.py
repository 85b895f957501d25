"""The table view: shows the table scene scaled to fill the widget, keeping its shape."""

from __future__ import annotations

import math

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView

from app.controller.table_state import TableState
from app.ui.painting import clear_picture_caches
from app.ui.table_items import MIN_TEXT, ROLE, SCENE_WIDTH
from app.ui.table_scene import TableScene

# Presenter mode: the smallest words anywhere on screen are a 45th of its height or more.
ROOM_SHARE = 45
# Beside the felt in presenter mode: the view's frame, the splitter's handle, the margins.
FELT_MARGIN = 40
SIDE_EMS = 13  # the narrowest side worth showing, in presenter type's pixels


def presenter_side_room(screen: QSize, px: int) -> int:
    """The width left beside the felt on ``screen`` in presenter mode: the felt keeps the
    width that draws the table's smallest words (MIN_TEXT) at a 45th of the screen's
    height; 0 where what is left is too narrow for a side in ``px`` type (a 4:3 projector
    keeps the whole width for the felt)."""
    felt = math.ceil(screen.height() / ROOM_SHARE / MIN_TEXT * SCENE_WIDTH) + FELT_MARGIN
    room = screen.width() - felt
    return room if room >= SIDE_EMS * px else 0


def presenter_dialog_sheet(px: int) -> str:
    """The main window's style in presenter mode: every dialog it opens (the set-ups, the
    exam, the worksheet, a file's, a message) in the room's type, ``px`` pixels."""
    return f"QDialog, QDialog QWidget {{ font-size: {px}px; }}"


def quiet_view(view: QGraphicsView) -> None:
    """A view that only shows its scene: no frame, no scroll bars, no keyboard focus, the
    background cached, repainting only what changed."""
    # Items set their own hints when they draw into their caches; with the view's hints
    # off, putting those cached pictures on screen is a plain fast copy.
    view.setRenderHints(QPainter.RenderHint.TextAntialiasing)
    view.setFrameShape(QFrame.Shape.NoFrame)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    view.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
    view.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
    view.setMinimumSize(240, 160)


class TableView(QGraphicsView):
    """A view of :class:`TableScene` that always fits the whole table in the window.

    Signals:
        spot_clicked(int, str): a bet spot was clicked: its seat (from 1) and bet id.
    """

    spot_clicked = Signal(int, str)

    def __init__(self, parent=None) -> None:
        self.table_scene = TableScene()
        super().__init__(self.table_scene, parent)
        quiet_view(self)

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        for item in self.items(event.position().toPoint()):
            words = str(item.data(ROLE) or "").split()  # "seat 4 spot ante"
            if len(words) == 4 and words[0] == "seat" and words[2] == "spot":
                self.spot_clicked.emit(int(words[1]), words[3])
                break
        super().mousePressEvent(event)

    def show_state(self, state: TableState) -> None:
        self.table_scene.show_state(state)

    def _fit(self) -> None:
        # A new transform throws away every item's cached picture: refit only on resize.
        self.fitInView(self.table_scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        clear_picture_caches()
        self._fit()
