"""Feedback in words: right or not (with a mark, never by colour alone), each part,
the time against the target, the fewest chips, and the rules core's derivation."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QObject

from app.controller.trainer import Answered, Reviewed
from app.core.trainer.drills import DRILLS
from app.core.trainer.questions import Question
from app.i18n import format_amount, format_seconds, qt_translate


class FeedbackWords(QObject):
    """The translated sentences of the feedback."""

    def value(self, q: Question, key: str, value: object) -> str:
        part = next(p for p in q.parts if p.key == key)
        if value is None or value == "":
            return self.tr("(none)")
        return part.shown(value, qt_translate)

    def verdict_text(self, correct: bool) -> str:
        """Right or not, in a mark and a word (never by colour alone)."""
        return "\u2713 " + self.tr("Right") if correct else "\u2717 " + self.tr("Not right")

    def verdict(self, correct: bool) -> str:
        colour = "#1b7a1b" if correct else "#b00020"
        return f"<h2 style='color:{colour}'>" + escape(self.verdict_text(correct)) + "</h2>"

    def parts(self, a: Answered) -> str:
        q = a.question
        rows = ["<tr><th></th><th>%s</th><th>%s</th><th></th></tr>" % (
            escape(self.tr("You")), escape(self.tr("Answer")))]
        # A layout to audit lists the spots that matter: those paid wrong, and those the
        # trainee got wrong; the others are counted in a line under the table.
        audited = [p.audited for p in q.parts]
        quiet = 0
        for part, result, given in zip(q.parts, a.checked.parts, audited, strict=True):
            if given and len(q.parts) > 4 and result.correct and part.given == part.expected:
                quiet += 1
                continue
            mark = "\u2713" if result.correct else "\u2717"
            rows.append("<tr><td>%s</td><td>%s</td><td><b>%s</b></td><td>%s</td></tr>" % (
                escape(part.label.render(qt_translate)), escape(self.value(q, part.key, result.given)),
                escape(self.value(q, part.key, result.expected)), mark))
        more = "<p>%s</p>" % escape(self.tr("%n other payout(s): paid right, left right.", "",
                                            quiet)) if quiet else ""
        if len(rows) == 1:  # every spot paid right and left right: no table of nothing
            return more
        return "<table cellpadding='3'>" + "".join(rows) + "</table>" + more

    def key(self, q: Question) -> str:
        """The answer key alone, for a question not answered in time."""
        rows = ["<tr><th></th><th>%s</th></tr>" % escape(self.tr("Answer"))]
        for part in q.parts:
            rows.append("<tr><td>%s</td><td><b>%s</b></td></tr>" % (
                escape(part.label.render(qt_translate)),
                escape(self.value(q, part.key, q.expected[part.key]))))
        return "<table cellpadding='3'>" + "".join(rows) + "</table>"

    def chips(self, a: Answered) -> str:
        paid, best = a.checked.chips_paid, a.checked.fewest
        if not paid:
            return ""
        given = a.checked.parts[0].given
        amount = format_amount(given) if isinstance(given, int) else str(given)
        if not best:  # nothing was owed: any chip was one too many
            text = self.tr("You paid {amount} in %n chip(s); nothing was owed, so no chips "
                           "at all.", "", len(paid)).format(amount=amount)
        else:
            text = self.tr("You paid {amount} in %n chip(s).", "", len(paid)).format(
                amount=amount) + " " + self.tr("The fewest is %n chip(s): {chips}.", "",
                                               len(best)).format(
                chips=" + ".join(format_amount(c) for c in best))
        if a.checked.chips_fewest is True:
            text += " \u2713 " + self.tr("Fewest chips.")
        elif a.checked.chips_fewest is False:
            text += " \u2717 " + self.tr("More chips than needed.")
        return "<p>" + escape(text) + "</p>"

    def timing(self, a: Answered) -> str:
        target = a.question.target_seconds
        within = a.seconds <= target
        text = self.tr("Time {seconds} s, target {target} s: {verdict}").format(
            seconds=format_seconds(a.seconds), target=format_seconds(target, decimals=None),
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
    """The translated sentences of an exam's result and of its review, question by question."""

    def review(self, c, index: int) -> str:
        """The verdict, then question ``index`` (from 0) of the exam in full: the trainee's
        answer, the key and the derivation; then the list of every question."""
        item: Reviewed = c.exam_review[index]
        q, a = item.question, item.answered
        title = DRILLS[q.drill].title.render(qt_translate)
        w = FeedbackWords()
        head = self.tr("Question {n} of {total}: {drill}").format(
            n=index + 1, total=len(c.exam_review), drill=title)
        if a is None:
            mark = "\u2717 " + self.tr("Not answered in time")
            body = w.key(q)
        else:
            mark = w.verdict_text(a.correct)
            body = w.parts(a)
        question = (f"<hr><h3>{escape(head)}</h3><p><b>{escape(mark)}</b></p>"
                    f"<p>{escape(q.prompt.render(qt_translate))}</p>{body}{w.derivation(q)}")
        return self.summary(c) + question + self.listing(c)

    def summary(self, c) -> str:
        result = c.exam_result
        head = (self.tr("Passed") if result.passed else self.tr("Not passed"))
        mark = "\u2713" if result.passed else "\u2717"
        colour = "#1b7a1b" if result.passed else "#b00020"
        return f"<h2 style='color:{colour}'>{mark} {escape(head)}</h2>" + "<p>" + escape(
            self.tr("{right} of {total} right; %n question(s) not answered in time.", "",
                    result.unanswered).format(right=result.correct, total=result.total)) + "</p>"

    def listing(self, c) -> str:
        out = ["<hr><ol>"]
        for item in c.exam_review:
            title = escape(DRILLS[item.question.drill].title.render(qt_translate))
            if item.answered is None:
                missing = escape(self.tr("not answered"))
                out.append(f"<li>\u2717 {title} ({missing})</li>")
            else:
                out.append(f"<li>{'✓' if item.answered.correct else '✗'} {title}</li>")
        out.append("</ol>")
        return "".join(out)

    def html(self, c, index: int = 0) -> str:
        return self.review(c, index) if c.exam_review else self.summary(c)


def exam_html(controller, settings, index: int = 0) -> str:
    """The exam's verdict and question ``index`` of its review (see ExamWords.review)."""
    return ExamWords().html(controller, index)
