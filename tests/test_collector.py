"""Reference cycles that hold Qt objects are collected in the window's thread, never in a
worker's (app.ui.collector)."""

import gc
import threading

import pytest
from PySide6.QtCore import QObject

from app.ui.collector import WANTED

pytestmark = pytest.mark.skipif(not WANTED, reason="Python 3.14 keeps its own collector")


class _Holder:
    """A cycle's object that notes the thread it is collected in."""

    collected_in: list[str] = []

    def __del__(self):
        self.collected_in.append(threading.current_thread().name)


def test_a_cycle_holding_a_qt_object_is_collected_in_the_window_thread(qapp, qtbot):
    from app.ui.app import make_app

    make_app()
    gc.collect()
    deleted_in = _Holder.collected_in = []
    holder = _Holder()
    holder.qt = QObject()  # deleted with it, in the same thread
    holder.cycle = holder
    del holder

    def worker():  # allocates as a simulation does: enough to fill every generation
        kept = [[] for _ in range(50 * sum(gc.get_threshold()))]
        del kept

    thread = threading.Thread(target=worker, name="worker")
    thread.start()
    thread.join()
    assert deleted_in == []  # nothing was collected in the worker
    kept: list = []

    def collected() -> bool:  # the window's thread allocates too, as a window does
        kept.extend([] for _ in range(gc.get_threshold()[0]))
        return bool(deleted_in)

    qtbot.waitUntil(collected, timeout=10_000)
    assert deleted_in == [threading.main_thread().name]


def test_the_collector_collects_only_a_generation_that_is_due(qapp):
    from app.ui.app import make_app
    from app.ui.collector import MainThreadCollector

    make_app()  # the automatic collector off, as in the app
    gc.collect()
    assert MainThreadCollector.collect_due() == 0  # nothing due just after a collection
    holder = _Holder()
    holder.cycle = holder
    del holder
    kept = [[] for _ in range(2 * gc.get_threshold()[0])]
    assert MainThreadCollector.collect_due() >= 1  # the cycle found
    del kept
