"""What a joined trainee's trainer says about the class between its questions: an answer
sent, a question closed, an exam over, the mark released with each question's marks."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QObject

from app.controller.class_link import (
    NOTE_CLOSED,
    NOTE_EXAM_DONE,
    NOTE_EXAM_ENDED,
    NOTE_RELEASED,
    NOTE_SENT,
    ClassMember,
    ExamMark,
)
from app.controller.trainer import Answered
from app.i18n import qt_translate
from app.ui.feedback import FeedbackWords


class ClassWords(QObject):
    """The sentences of the class's notes."""

    def note(self, member: ClassMember) -> str:
        if member.note == NOTE_SENT:
            return self.tr("Your answer went to the instructor. The answer is shown here when "
                           "the instructor reveals it.")
        if member.note == NOTE_CLOSED:
            return self.tr("The instructor closed the question. Next question goes on with "
                           "practice.")
        if member.note == NOTE_EXAM_DONE:
            return self.tr("You have answered every question of the class exam. Your mark "
                           "comes when the instructor releases the marks.")
        if member.note == NOTE_EXAM_ENDED:
            return self.tr("The class exam is over. Your mark comes when the instructor "
                           "releases the marks.")
        return ""

    def mark(self, mark: ExamMark) -> str:
        """The released mark: passed or not, how many right, then each question (in full
        when this PC showed it: the answer given, the key and how it is settled)."""
        w = FeedbackWords()
        head = self.tr("Passed") if mark.passed else self.tr("Not passed")
        colour = "#1b7a1b" if mark.passed else "#b00020"
        out = [f"<h2 style='color:{colour}'>{'✓' if mark.passed else '✗'} {escape(head)}</h2>",
               "<p>" + escape(self.tr("Class exam: {right} of {total} right.").format(
                   right=mark.correct, total=mark.questions)) + "</p>"]
        for i, (right, shown) in enumerate(mark.review):
            title = self.tr("Question {n} of {total}").format(n=i + 1, total=mark.questions)
            out.append(f"<hr><h3>{escape(title)}</h3><p><b>{escape(w.verdict_text(right))}</b></p>")
            if shown is not None:
                question, checked, _given = shown
                out.append("<p>" + escape(question.prompt.render(qt_translate)) + "</p>")
                out.append(w.parts(Answered(question, checked, 0.0)) + w.derivation(question))
        return "".join(out)


def class_note_html(member: ClassMember) -> str:
    """The note the trainer shows now ('' for none)."""
    if member.note == NOTE_RELEASED and member.mark is not None:
        return ClassWords().mark(member.mark)
    text = ClassWords().note(member)
    return f"<p>{escape(text)}</p>" if text else ""
