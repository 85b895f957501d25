"""A speed round in words, the same on the trainer screen and the progress screen."""

from __future__ import annotations

from PySide6.QtCore import QObject

from app.core.trainer.speed import CLOCK, CLOCK_SECONDS, COUNT_QUESTIONS, SpeedResult
from app.i18n import format_amount, format_seconds


class SpeedWords(QObject):
    """The translated words of a round's kind, result and date."""

    def kind_name(self, kind: str) -> str:
        """A kind of round as the trainee chooses it: "90 seconds", "20 questions"."""
        if kind == CLOCK:
            return self.tr("%n second(s)", "", int(CLOCK_SECONDS))
        return self.tr("%n question(s)", "", COUNT_QUESTIONS)

    def score(self, result: SpeedResult) -> str:
        """A round's result: a clock round's right answers, a count round's time."""
        if result.kind == CLOCK:
            return self.tr("%n right answer(s), {wrong} wrong", "", result.right).format(
                wrong=format_amount(result.wrong))
        return self.tr("{seconds} s for %n question(s), {wrong} wrong", "",
                       result.right + result.wrong).format(
            seconds=format_seconds(result.seconds), wrong=format_amount(result.wrong))

    @staticmethod
    def when(result: SpeedResult) -> str:
        """When the round was played, to the minute (as saved: ``2026-12-02 10:41``)."""
        return result.when[:16].replace("T", " ")
