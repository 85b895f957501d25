"""Waiting for a screen to lay itself out: until its layout stops changing, not for a time.

A fixed wait or a fixed number of event-loop turns measures the machine as much as the
screen: on a busy PC a 20 ms wait may pass with no turn of the loop, and a layout that
posts another (a label that wraps, a view that fits its scene) takes several turns.
``settle`` turns the loop until the geometry of every widget of the given windows, and the
scale and scene of every view among them, has stayed the same for a few turns in a row.
It waits for what is posted (layouts, ``singleShot(0)``), not for a timer with an interval
or an animation: a test of those waits for their end itself (``qtbot.waitUntil``).
"""

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QGraphicsView, QWidget

STILL_TURNS = 3  # turns in a row with nothing moved
MOST_TURNS = 2000  # a layout still moving after this never settles: a fault of its own


def _state(widgets: list[QWidget]) -> tuple:
    shapes = []
    for top in widgets:
        for w in [top, *top.findChildren(QWidget)]:
            shapes.append((w.isVisible(), w.geometry().getRect()))
            if isinstance(w, QGraphicsView):
                scene = w.scene()
                shapes.append((w.transform().m11(), w.transform().m22(),
                               scene.sceneRect().getRect() if scene else None))
    return tuple(shapes)


def settle(*widgets: QWidget) -> None:
    """Turn the event loop until ``widgets`` (default: every top-level window) keep still;
    an ``AssertionError`` if they never do."""
    tops = list(widgets) or [w for w in QApplication.topLevelWidgets() if w.isVisible()]
    before, still = None, 0
    for _ in range(MOST_TURNS):
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()
        now = _state(tops)
        still = still + 1 if now == before else 0
        if still >= STILL_TURNS:
            return
        before = now
    raise AssertionError(f"the layout kept changing for {MOST_TURNS} turns of the event loop")
