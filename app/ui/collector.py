"""Python's cyclic garbage collector, run in the window's thread only.

Python collects reference cycles in whichever thread happens to allocate when a
generation is full: with the odds simulation, the no-limit players and the worksheet
writer working in threads of their own, that can be a worker thread, and a cycle that
holds a Qt object (a closed dialog and the lambdas connected to it) is then deleted
there, outside the thread Qt objects live in, which can crash the app. So the automatic
collector is switched off and the same thresholds are checked a few times a second by a
timer of the window's thread, which collects each generation that is due. Python 3.14
collects incrementally, with other meanings for the generations' counts: there the
automatic collector is left as it is (``WANTED``).
"""

from __future__ import annotations

import gc
import sys

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 200
WANTED = sys.version_info < (3, 14)


class MainThreadCollector(QObject):
    """Installed once by ``make_app``; ``collect_due`` is what its timer calls."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        gc.disable()
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self.collect_due)
        self._timer.start()

    @staticmethod
    def collect_due() -> int:
        """Collect the oldest generation whose count has passed its threshold, as
        Python's own collector would (a collection of a generation takes the younger
        ones with it); the number of objects found unreachable."""
        counts, thresholds = gc.get_count(), gc.get_threshold()
        due = [g for g in range(3) if thresholds[g] and counts[g] > thresholds[g]]
        return gc.collect(max(due)) if due else 0
