"""The table view: shows the table scene scaled to fill the widget, keeping its shape."""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView, QPushButton, QWidget

from app.controller.table_state import TableState
from app.ui.painting import clear_picture_caches
from app.ui.table_items import MIN_TEXT, ROLE, SCENE_WIDTH
from app.ui.table_scene import TableScene

# Presenter mode: the smallest words on the felt are a 45th of the screen's height or more.
ROOM_SHARE = 45
# Beside the felt in presenter mode: the view's frame, the splitter's handle, the margins.
FELT_MARGIN = 40
SIDE_EMS = 12  # the narrowest side worth showing, in presenter type's pixels
# Where even the narrowest side would shrink the felt's words below this share of a 45th of
# the screen's height (a 4:3 or 5:4 projector: about 70%), the side folds away; a wider
# screen (16:10: about 90%) keeps it, the felt a little smaller.
FOLD_BELOW = 0.85


def presenter_side_room(screen: QSize, px: int, min_text: float = MIN_TEXT,
                        scene_width: float = SCENE_WIDTH) -> int:
    """The width of the side beside a felt on ``screen`` in presenter mode, for a scene
    ``scene_width`` units wide whose smallest words are ``min_text`` units: what is left
    once the felt draws them at a 45th of the screen's height, and never narrower than
    SIDE_EMS of presenter type (``px``), the felt then a little smaller. 0 where that
    narrowest side would leave the felt's words under FOLD_BELOW of their size (about 4:3
    and narrower): the side folds away and the felt takes the whole width."""
    felt = screen.height() / ROOM_SHARE / min_text * scene_width
    room = max(screen.width() - math.ceil(felt) - FELT_MARGIN, SIDE_EMS * px)
    return room if screen.width() - room - FELT_MARGIN >= FOLD_BELOW * felt else 0


class SideTab(QPushButton):
    """The folded side's caption on a view's top right corner in presenter mode ("F9:
    answers"): with the menus and the toolbar hidden it says what brings the side back, and
    a click does."""

    def __init__(self, view: QWidget) -> None:
        super().__init__(view)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.hide()
        view.installEventFilter(self)

    def show_folded(self, folded: bool, px: int) -> None:
        """Shown while the side is folded, in the room's smallest type (``px``)."""
        self.setStyleSheet(f"QPushButton {{ font-size: {px}px; padding: 2px 10px;"
                           " background: #fff4cc; color: #3a2e00; border: 1px solid #8a7a3a;"
                           " border-radius: 4px; }")
        self.setVisible(folded)
        self._place()

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        super().setText(text)
        self._place()

    def _place(self) -> None:
        self.adjustSize()
        self.move(max(0, self.parentWidget().width() - self.width() - 6), 6)
        self.raise_()

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self._place()
        return super().eventFilter(watched, event)


PRESENTER_SCREEN = "presenter_screen"  # the main window's property: the screen it fills


def presenter_screen(parent: QWidget | None) -> QSize | None:
    """The screen presenter mode fills (a dialog opened from ``parent`` fits it), or None
    outside presenter mode."""
    size = parent.window().property(PRESENTER_SCREEN) if parent is not None else None
    return size if isinstance(size, QSize) else None


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
