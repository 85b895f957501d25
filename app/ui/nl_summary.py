"""The end of a no-limit session in words: hands, each seat's result, the biggest pot, and
for a dealing session the dealer's accuracy and speed per kind of question."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from app.controller.nl_table import SessionEnd
from app.core.nlhe.config import ASK_ACTION, ASK_AWARD, ASK_POTS, ASK_STREET_POT
from app.core.text import Numerus
from app.i18n import format_amount, format_seconds, format_signed, qt_translate

# Marked with Numerus: lupdate's Python reader takes QCoreApplication.translate for a
# numerus text only when its n is a literal number.
HANDS_PLAYED = Numerus.translate("NLSummary", "%n hand(s) played", None, 0)


def summary_html(end: SessionEnd) -> str:
    s = end.summary
    kinds = {
        ASK_ACTION: QCoreApplication.translate("NLSummary", "Whose action, call and raise"),
        ASK_STREET_POT: QCoreApplication.translate("NLSummary", "The pot after a round"),
        ASK_POTS: QCoreApplication.translate("NLSummary", "Main and side pots"),
        ASK_AWARD: QCoreApplication.translate("NLSummary", "The showdown award"),
    }
    reasons = {
        "one_player_left": QCoreApplication.translate(
            "NLSummary", "One player has every chip."),
        "hand_limit": QCoreApplication.translate(
            "NLSummary", "The session's number of hands is played."),
        "time_limit": QCoreApplication.translate("NLSummary", "The session's time is up."),
        "trainee_out": QCoreApplication.translate("NLSummary", "You are out of chips."),
        "stopped": QCoreApplication.translate("NLSummary", "The session was ended."),
    }
    out = [f"<h3>{escape(QCoreApplication.translate('NLSummary', 'Session summary'))}</h3>",
           f"<p>{escape(reasons.get(end.reason, ''))}</p>",
           "<p>" + escape(qt_translate("NLSummary", HANDS_PLAYED, s.hands)) + "<br>"]
    if s.biggest_hand is not None:
        out.append(escape(QCoreApplication.translate(
            "NLSummary", "Biggest pot: {amount} (hand {number})").format(
                amount=format_amount(s.biggest_pot), number=s.biggest_hand)))
    out.append("</p><table cellpadding='3'>")
    out.append("<tr><th align='left'>{}</th><th align='right'>{}</th></tr>".format(
        escape(QCoreApplication.translate("NLSummary", "Seat")),
        escape(QCoreApplication.translate("NLSummary", "Result"))))
    for name, result in zip(end.names, s.results, strict=True):
        out.append(f"<tr><td>{escape(name)}</td><td align='right'>{format_signed(result)}"
                   "</td></tr>")
    out.append("</table>")
    if end.dealing:
        out.append("<p><b>{}</b></p><table cellpadding='3'>".format(escape(
            QCoreApplication.translate("NLSummary", "Your dealing"))))
        out.append("<tr><th align='left'>{}</th><th>{}</th><th>{}</th></tr>".format(
            escape(QCoreApplication.translate("NLSummary", "Question")),
            escape(QCoreApplication.translate("NLSummary", "Right")),
            escape(QCoreApplication.translate("NLSummary", "Median time"))))
        for k in end.dealing:
            seconds = QCoreApplication.translate("NLSummary", "{seconds} s").format(
                seconds=format_seconds(k.median_seconds) if k.median_seconds is not None else "-")
            out.append(f"<tr><td>{escape(kinds[k.kind])}</td>"
                       f"<td align='center'>{k.right}/{k.asked}</td>"
                       f"<td align='center'>{escape(seconds)}</td></tr>")
        out.append("</table>")
    return "".join(out)
