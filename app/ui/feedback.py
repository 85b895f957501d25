"""Feedback in words: right or not (with a mark, never by colour alone), each part,
the time against the target, the fewest chips, and the rules core's derivation."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QObject

from app.controller.trainer import Answered
from app.core.trainer.drills import DRILLS
from app.core.trainer.questions import Question
from app.i18n import qt_translate


class FeedbackWords(QObject):
    """The translated sentences of the feedback."""

    def value(self, q: Question, key: str, value: object) -> str:
        part = next(p for p in q.parts if p.key == key)
        if value is None or value == "":
            return self.tr("(none)")
        if part.kind == "choice":
            option = next((o for o in part.options if o.id == value), None)
            return option.text.render(qt_translate) if option else str(value)
        if part.kind == "signed" and isinstance(value, int) and value > 0:
            return f"+{value}"
        return str(value)

    def verdict(self, correct: bool) -> str:
        if correct:
            return "<h2 style='color:#1b7a1b'>\u2713 " + escape(self.tr("Right")) + "</h2>"
        return "<h2 style='color:#b00020'>\u2717 " + escape(self.tr("Not right")) + "</h2>"

    def parts(self, a: Answered) -> str:
        q = a.question
        rows = ["<tr><th></th><th>%s</th><th>%s</th><th></th></tr>" % (
            escape(self.tr("You")), escape(self.tr("Answer")))]
        for part, result in zip(q.parts, a.checked.parts, strict=True):
            mark = "\u2713" if result.correct else "\u2717"
            rows.append("<tr><td>%s</td><td>%s</td><td><b>%s</b></td><td>%s</td></tr>" % (
                escape(part.label.render(qt_translate)), escape(self.value(q, part.key, result.given)),
                escape(self.value(q, part.key, result.expected)), mark))
        return "<table cellpadding='3'>" + "".join(rows) + "</table>"

    def chips(self, a: Answered) -> str:
        paid, best = a.checked.chips_paid, a.checked.fewest
        if not paid:
            return ""
        amount = a.checked.parts[0].given
        if not best:  # nothing was owed: any chip was one too many
            text = self.tr("You paid {amount} with {count} chips; nothing was owed, so no chips "
                           "at all.").format(amount=amount, count=len(paid))
        else:
            text = self.tr("You paid {amount} with {count} chips; the fewest is {best}: "
                           "{chips}.").format(amount=amount, count=len(paid), best=len(best),
                                              chips=" + ".join(str(c) for c in best))
        if a.checked.chips_fewest is True:
            text += " \u2713 " + self.tr("Fewest chips.")
        elif a.checked.chips_fewest is False:
            text += " \u2717 " + self.tr("More chips than needed.")
        return "<p>" + escape(text) + "</p>"

    def timing(self, a: Answered) -> str:
        target = a.question.target_seconds
        within = a.seconds <= target
        text = self.tr("Time {seconds} s, target {target} s: {verdict}").format(
            seconds=f"{a.seconds:.1f}", target=f"{target:g}",
            verdict=self.tr("within the target") if within else self.tr("slower than the target"))
        return "<p>" + ("\u2713 " if within else "\u23f1 ") + escape(text) + "</p>"

    def derivation(self, q: Question) -> str:
        lines = [escape(line.render(qt_translate)) for line in q.derivation]
        return "<p><b>%s</b></p><ul>%s</ul>" % (escape(self.tr("How it is settled:")), "".join(
            f"<li>{line}</li>" for line in lines))


def feedback_html(a: Answered, settings) -> str:
    w = FeedbackWords()
    return (w.verdict(a.correct) + w.parts(a) + w.chips(a)
            + w.timing(a) + w.derivation(a.question))


class ExamWords(QObject):
    """The translated sentences of an exam's result."""

    def html(self, c) -> str:
        result = c.exam_result
        head = (self.tr("Passed") if result.passed else self.tr("Not passed"))
        mark = "\u2713" if result.passed else "\u2717"
        colour = "#1b7a1b" if result.passed else "#b00020"
        out = [f"<h2 style='color:{colour}'>{mark} {escape(head)}</h2>", "<p>" + escape(
            self.tr("{right} of {total} right; {missing} not answered in time.").format(
                right=result.correct, total=result.total, missing=result.unanswered)) + "</p><ol>"]
        w = FeedbackWords()
        for a in c.exam_results:
            title = DRILLS[a.question.drill].title.render(qt_translate)
            item = f"{'✓' if a.correct else '✗'} {escape(title)}"
            if not a.correct:
                item += w.parts(a) + w.derivation(a.question)
            out.append(f"<li>{item}</li>")
        out.append("</ol>")
        return "".join(out)


def exam_html(controller, settings) -> str:
    return ExamWords().html(controller)
