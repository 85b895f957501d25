"""The answer clock: time on a question counts only while the question is on screen.

A ``Stopwatch`` reads an injected clock (``time.monotonic`` in the app, a fake in
tests). It is held for named reasons ("away": the trainer is not the shown screen;
"inactive": the window has lost focus) and runs only while no reason holds it, so
two overlapping reasons need both released before time counts again. ``restart``
starts a new question's time at zero and keeps the holds: a question that comes up
while the trainee is away starts paused.

An exam's deadline is not kept here: an exam's time limit runs on regardless, like
a clock on the classroom wall.
"""

from __future__ import annotations

from typing import Callable, Optional


class Stopwatch:
    """Seconds counted only while nothing holds the watch."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self.clock = clock
        self._holds: set[str] = set()
        self._counted = 0.0  # seconds counted before the current run
        self._since: Optional[float] = clock()  # start of the current run; None while held

    @property
    def running(self) -> bool:
        return self._since is not None

    def restart(self) -> None:
        """A new question: zero seconds, running unless something holds the watch."""
        self._counted = 0.0
        self._since = None if self._holds else self.clock()

    def hold(self, reason: str) -> None:
        """Stop counting for ``reason`` (holding twice for one reason is holding once)."""
        if self._since is not None:
            self._counted += max(0.0, self.clock() - self._since)
            self._since = None
        self._holds.add(reason)

    def release(self, reason: str) -> None:
        """``reason`` no longer holds the watch; it runs again when no other reason does."""
        self._holds.discard(reason)
        if not self._holds and self._since is None:
            self._since = self.clock()

    def seconds(self) -> float:
        """The seconds counted since the last ``restart``."""
        run = 0.0 if self._since is None else max(0.0, self.clock() - self._since)
        return self._counted + run
