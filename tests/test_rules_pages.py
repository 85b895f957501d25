"""The rules pages: every language has every page with the English slots, the figures
come from the rules core under the active house rules, the worked examples and the
self-test agree with an independent settlement, and the Rules tab shows, finds, prints
and opens what the pages link to."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from app.controller.rules_pages import drill_words
from app.core.games.registry import GAMES
from app.core.rules_pages import SLOTS, PageFiller, page_ids, slots, title
from app.core.trainer.drills import DRILLS
from app.core.trainer.word_questions import word_question
from app.i18n import LANGUAGES
from tests import reference

ROOT = Path(__file__).resolve().parents[1]
PAGES = ROOT / "assets" / "rules"


def _text(lang: str, page: str) -> str:
    return (PAGES / lang / f"{page}.md").read_text(encoding="utf-8")


def _example(name):
    from app.controller.rules_pages import read_example

    return read_example(name)


def _filled(page: str, values=None) -> str:
    return PageFiller(rule_values=values, scenario=_example, drills=drill_words).fill(
        page, _text("en", page))


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_language_has_every_page_with_the_english_slots(lang):
    for page in page_ids():
        text = _text(lang, page)
        assert title(text), (lang, page, "no # heading")
        found = [(s.name, s.args) for s in slots(text)]
        english = [(s.name, s.args) for s in slots(_text("en", page))]
        assert sorted(found) == sorted(english), (lang, page)
        assert all(name in SLOTS for name, _ in found)


def test_every_drill_is_described_on_the_page_of_its_game_or_the_hands_page():
    described = {s.args: page for page in page_ids() for s in slots(_text("en", page))
                 if s.name == "drill"}
    assert set(described) == set(DRILLS)
    for drill, page in described.items():
        assert page in (DRILLS[drill].game, "hands"), (drill, page)


def _typed_figure(lang: str) -> "re.Pattern[str]":
    """"100 to 1", "100:1", and the language's own way of writing it ("100 до 1")."""
    from app.i18n import translator

    own = re.escape(translator(lang)("RulesPages", "{n} to 1")).replace(
        re.escape("{n}"), r"\d[\d\s,.]*")
    return re.compile(rf"\b\d+\s*(to|:)\s*1\b|{own}")


def test_no_pay_table_figure_is_typed_into_a_page():
    """A page says "x to 1" only through a slot: a typed figure would not follow the
    house's pay table."""
    for lang in LANGUAGES:
        typed = _typed_figure(lang)
        for page in page_ids():
            assert not typed.search(_text(lang, page)), (lang, page, typed.search(_text(lang, page)))


def test_the_typed_figure_check_finds_one_in_each_language():
    from app.i18n import translator

    for lang in LANGUAGES:
        assert _typed_figure(lang).search(translator(lang)("RulesPages", "{n} to 1").format(n=40))


def _row(markdown: str, heading: str, line: str) -> list[str]:
    """The cells of the row ``line`` in the first table after a header cell ``heading``."""
    block = markdown[markdown.index(heading):]
    for row in block.splitlines():
        cells = [c.strip() for c in row.strip().strip("|").split("|")]
        if cells and cells[0] == line:
            return cells
    raise AssertionError(f"no row {line!r} after {heading!r}")


def test_the_cheat_sheet_follows_the_active_ante_pay_table():
    """Royal flush and four of a kind under each pay table, against GAMES.md's figures."""
    for table, royal, quads in (("100-20-10-3-2-1", 100, 10), ("25-25-12-3-2-1", 25, 12),
                                ("100-49-17-3-2-1", 100, 17)):
        page = _filled("casino_holdem", {"casino_holdem": {"ante_paytable": table}})
        sheet = page[page.index(f"Ante pay table ({table})"):]
        assert _row(sheet, "Ante pay table", "royal flush")[1:] == [
            f"{royal} to 1", str(royal), str(10 * royal), str(25 * royal), str(100 * royal)]
        assert _row(sheet, "Ante pay table", "four of a kind")[5] == str(100 * quads)
        variants = page[page.index("| Ante pay table |"):]
        assert f"{table} (active)" in variants.splitlines()[0]


def test_the_cheat_sheet_follows_the_hold_em_bonus_table_and_rules():
    page = _filled("holdem_bonus", {"holdem_bonus": {"ante_pays_on": "flush"}})
    assert "a flush or better (active)" in page
    assert _row(page, "Bonus pay table (", "A-K suited")[1:3] == ["25 to 1", "25"]


def test_the_worked_examples_are_settled_as_the_documents_say():
    """GAMES.md 1.4: +1000, 0, +2400 and -300."""
    page = _filled("casino_holdem")
    totals = re.findall(r"^- Total: ([+-]?\d+)$", page, re.M)
    assert totals[:4] == ["+1000", "0", "+2400", "-300"]
    assert page.count("](scenario:ch_worked_") == 4


def test_every_worked_example_of_every_page_is_settled_and_can_be_opened():
    for page in page_ids():
        for s in slots(_text("en", page)):
            if s.name == "example":
                data = _example(s.args)
                assert GAMES[data["game"]].settle_scenario(data, lambda c, t: t)["ok"], s.args


def test_the_rankings_show_each_category_once_highest_first():
    page = _filled("hands")
    names = re.findall(r"^\| \d+ \| \*\*(.+?)\*\* \| !\[", page, re.M)
    assert names == ["royal flush", "straight flush", "four of a kind", "full house", "flush",
                     "straight", "three of a kind", "two pair", "one pair", "high card"]


def test_a_slot_the_app_does_not_know_is_named_with_its_line():
    from app.core.errors import PageError

    with pytest.raises(PageError, match="glossary, line 3: no slot is called 'payouts'"):
        PageFiller().fill("glossary", "# G\n\n{{payouts}}\n")
    with pytest.raises(PageError, match="line 1: .*Xx"):
        PageFiller().fill("hands", "{{cards As Xx}}")


def _paid(result: dict, bets: tuple[str, ...]) -> int:
    return sum(result[b] for b in bets if result[b] > 0)


@pytest.mark.parametrize("seed", range(40))
def test_self_test_answers_agree_with_an_independent_settlement(seed):
    ch = word_question("casino_holdem", seed)
    assert ch.answer == _paid(reference.casino_holdem(ch.scenario), ("ante", "call", "aa_bonus"))
    thb = word_question("holdem_bonus", seed)
    assert thb.answer == _paid(reference.holdem_bonus(thb.scenario),
                               ("ante", "preflop", "flop", "turn", "bonus"))


def test_self_test_uses_the_house_rules_it_is_given():
    from app.core.rules import CasinoHoldemRules

    rules = CasinoHoldemRules("25-25-12-3-2-1", "25-25-25-25-25-7-7-7-7", "forfeited")
    q = word_question("casino_holdem", 3, rules)
    assert q.scenario["ante_paytable"] == "25-25-12-3-2-1"
    assert "25-25-12-3-2-1" in q.lines[0].render()
    assert q.answer == _paid(reference.casino_holdem(q.scenario), ("ante", "call", "aa_bonus"))


def test_no_limit_self_test_asks_what_the_core_says_at_that_decision():
    from app.core.nlhe.scenario import hand_from_scenario

    asked = set()
    for seed in range(16):
        q = word_question("nlhe", seed)
        legal = hand_from_scenario(q.scenario).legal()
        assert q.answer == (legal.call_amount if q.asks == "call" else legal.min_raise_to or 0)
        assert f"Seat {legal.seat + 1} to act" in q.ask.render() and q.lines
        asked.add(q.asks)
    assert asked == {"call", "raise"}


# -- the screen -------------------------------------------------------------------------
def test_f1_shows_the_page_of_the_game_on_the_table(main_window, qtbot):
    from app.ui.main_window import RULES_TAB

    w = main_window
    w.tabs.setCurrentIndex(0)
    w.controller.set_game("holdem_bonus")
    w.act_rules.trigger()
    assert w.tabs.currentIndex() == RULES_TAB
    assert w.rules_screen.page == "holdem_bonus"
    assert "Texas Hold'em Bonus Poker" in w.rules_screen.browser.toPlainText()


def test_the_cheat_sheet_on_screen_follows_the_house_rules_in_settings(main_window, qtbot):
    """Settings change the active pay table; the page shown again says so, in its figures."""
    from app.ui.main_window import RULES_TAB

    w = main_window
    rs = w.rules_screen
    rs.show_game("casino_holdem")
    w.tabs.setCurrentIndex(RULES_TAB)
    before = rs.browser.toPlainText()
    w.settings.set("casino_holdem/ante_paytable", "25-25-12-3-2-1")
    w.tabs.setCurrentIndex(0)
    w.tabs.setCurrentIndex(RULES_TAB)  # the tab shown again: the page under today's rules
    after = rs.browser.toPlainText()
    assert "Ante pay table (100-20-10-3-2-1)" in before
    assert "Ante pay table (25-25-12-3-2-1)" in after
    assert "25-25-12-3-2-1 (active)" in after and "100-20-10-3-2-1 (active)" not in after
    sheet = after[after.index("Ante pay table (25-25-12-3-2-1)"):]
    assert sheet.split("four of a kind", 1)[1].split()[:7] == ["12", "to", "1", "12", "120",
                                                                 "300", "1,200"]


def test_the_exam_locks_the_rules_and_their_examples(main_window, qtbot, monkeypatch):
    """The cheat sheet gives payouts away: during an exam F1 and the tab are locked, and a
    worked example does not reach the table."""
    from PySide6.QtWidgets import QMessageBox

    from app.ui.main_window import RULES_TAB

    told = []
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: told.append(a))
    w = main_window
    monkeypatch.setattr(type(w.services), "exam_running", property(lambda _s: True))
    w._set_exam_lock(True)
    try:
        assert not w.tabs.isTabEnabled(RULES_TAB) and not w.act_rules.isEnabled()
        w.open_example("ch_worked_1_trip_aces")
        assert told and w.tabs.currentIndex() == 1
        assert not w.controller.file_name.endswith("ch_worked_1_trip_aces.json")
    finally:
        w._set_exam_lock(False)
    assert w.tabs.isTabEnabled(RULES_TAB) and w.act_rules.isEnabled()


@pytest.mark.parametrize("link", ["selftest:baccarat", "selftest:", "scenario:", "scenario:../x",
                                  "scenario:no_such_example"])
def test_a_link_to_nothing_says_so_and_changes_nothing(main_window, qtbot, monkeypatch, link):
    from PySide6.QtCore import QUrl
    from PySide6.QtWidgets import QMessageBox

    warned = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: warned.append(a[2]))
    w = main_window
    w.rules_screen.browser.anchorClicked.emit(QUrl(link))
    assert len(warned) == 1 and warned[0], link
    assert w.rules_screen.c.test is None and w.controller.file_name == ""


def test_a_page_missing_in_a_language_is_shown_in_english_and_says_so(main_window, tmp_path,
                                                                         monkeypatch):
    import app.controller.rules_pages as pages

    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "glossary.md").write_text("# Glossary\n\nAnte: the first bet.\n",
                                                encoding="utf-8")
    (tmp_path / "uk").mkdir()
    (tmp_path / "uk" / "hands.md").write_bytes(b"# \xff\xfe broken")
    monkeypatch.setattr(pages, "rules_pages_dir", lambda: tmp_path)
    c = main_window.services.rules_pages
    shown = c.markdown("uk", "glossary")
    assert "not written in this language yet" in shown and "Ante: the first bet." in shown
    assert "not written in this language yet" not in c.markdown("en", "glossary")
    assert c.source("uk", "hands") == ("", "en")  # unreadable, and no English either


def test_a_worked_example_opens_on_the_table(main_window, qtbot):
    from PySide6.QtCore import QUrl

    w = main_window
    w.rules_screen.show_game("casino_holdem")
    w.rules_screen.browser.anchorClicked.emit(QUrl("scenario:ch_worked_1_trip_aces"))
    assert w.tabs.currentIndex() == 0
    assert w.controller.game == "casino_holdem"
    assert w.controller.file_name.endswith("ch_worked_1_trip_aces.json")


def test_the_page_is_found_in_and_printed_to_pdf(main_window, qtbot, tmp_path):
    rs = main_window.rules_screen
    rs.show_game("casino_holdem")
    rs.find.setText("qualif")
    assert rs.browser.textCursor().selectedText().lower() == "qualif"
    rs.find.setText("zzqx no such words")
    assert rs.find_note.text() == "Not on this page"
    out = tmp_path / "page.pdf"
    assert rs.print_pdf(str(out))
    assert out.read_bytes()[:5] == b"%PDF-"


def test_the_self_test_marks_answers_and_refuses_words(main_window, qtbot):
    from PySide6.QtCore import QUrl

    rs = main_window.rules_screen
    rs.browser.anchorClicked.emit(QUrl("selftest:casino_holdem"))
    t = rs.c.test
    assert not rs.test_box.isHidden()
    rs.answer.setText("a lot")
    rs.check.click()
    assert "digits" in rs.feedback.text() and t.answered == 0  # the refusal says what to type
    rs.answer.setText(f"{t.question.answer:,}".replace(",", " "))
    rs.check.click()
    assert t.feedback is True and t.right == 1
    assert rs.feedback.text().startswith("\u2714")
    rs.next.click()
    rs.answer.setText(str(t.question.answer + 5))
    rs.check.click()
    assert t.feedback is False and rs.score.text() == "Right so far: 1 of 2"


def test_cards_pictures_are_drawn_and_a_bad_card_draws_nothing(qtbot):
    from app.ui.rules_screen import CARD_W, cards_image

    assert cards_image("As,Ad;Kc").width() > 3 * CARD_W
    assert cards_image("As,Zz").width() == 1


def test_f1_from_the_trainer_shows_the_page_of_the_drill(main_window, qtbot):
    from app.ui.main_window import RULES_TAB

    w = main_window
    w.tabs.setCurrentIndex(1)
    for drill, page in (("thb.ante", "holdem_bonus"), ("hand.winner", "hands"),
                        ("nl.pots", "nlhe")):
        w.trainer_controller.start_drill(drill, 1, 1)
        w.tabs.setCurrentIndex(1)
        w.act_rules.trigger()
        assert (w.tabs.currentIndex(), w.rules_screen.page) == (RULES_TAB, page), drill


def test_zoom_makes_text_and_cards_bigger_within_bounds(main_window, qtbot):
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QTextDocument

    from app.ui.rules_screen import ZOOM_STEPS

    rs = main_window.rules_screen
    rs.show_game("hands")
    link = QUrl("cards:As,Ks")
    kind = QTextDocument.ResourceType.ImageResource.value
    size = (rs.browser.font().pointSizeF(), rs.browser.loadResource(kind, link).width())
    for _ in range(20):
        rs.set_zoom(rs.zoom + 1)
    big = (rs.browser.font().pointSizeF(), rs.browser.loadResource(kind, link).width())
    assert rs.zoom == ZOOM_STEPS[1] and big[0] > 2 * size[0] and big[1] > 2 * size[1]
    for _ in range(20):
        rs.set_zoom(rs.zoom - 1)
    assert rs.zoom == ZOOM_STEPS[0] and rs.browser.font().pointSizeF() >= 6
    rs.set_zoom(0)
    assert (rs.browser.font().pointSizeF(), rs.browser.loadResource(kind, link).width()) == size


def test_a_long_self_test_question_never_makes_the_window_taller(main_window, qtbot):
    """A no-limit question tells a whole hand history: it scrolls in its box, and the
    window still fits a 1024x700 screen."""
    from app.ui.main_window import RULES_TAB

    w = main_window
    w.tabs.setCurrentIndex(RULES_TAB)
    rs = w.rules_screen
    rs.show_game("nlhe")
    longest = 0
    for seed in range(12):
        rs.c.start_self_test("nlhe", seed=seed)
        longest = max(longest, rs.question.text().count("\n"))
        rs.answer.setText("0")
        rs.check.click()
        qtbot.wait(5)
        assert w.minimumSizeHint().height() <= 700, seed
    assert longest >= 12  # a history long enough to have pushed it


def test_find_puts_the_match_in_the_middle_of_the_view(main_window, qtbot):
    from app.ui.main_window import RULES_TAB

    w = main_window
    w.resize(1200, 800)
    w.show()
    qtbot.waitExposed(w)
    w.tabs.setCurrentIndex(RULES_TAB)
    rs = w.rules_screen
    rs.show_game("casino_holdem")
    rs.find.setText("Self-test")  # a heading far down the page
    rs.find_text(False)
    bar = rs.browser.verticalScrollBar()
    view = rs.browser.viewport()

    def centred() -> bool:  # (the centring runs in later passes of the event loop)
        return bar.value() > 0 and \
            abs(rs.browser.cursorRect().center().y() - view.height() / 2) < view.height() / 8

    qtbot.waitUntil(centred, timeout=5000)


def test_the_self_test_shows_its_whole_working_and_next_puts_the_keys_on_the_answer(
        main_window, qtbot):
    from PySide6.QtCore import Qt, QUrl
    from PySide6.QtWidgets import QApplication

    from app.ui.main_window import RULES_TAB

    w = main_window
    w.resize(1200, 800)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    w.tabs.setCurrentIndex(RULES_TAB)
    rs = w.rules_screen
    rs.browser.anchorClicked.emit(QUrl("selftest:casino_holdem"))
    for _ in range(3):
        t = rs.c.test
        rs.answer.setText(str(t.question.answer + 1))
        qtbot.mouseClick(rs.check, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: rs.c.test.feedback is not None, timeout=5000)
        working = rs.feedback.text().count("\n") + 1
        assert working >= 3
        # every line of the working in view: the scroll area needs no scrolling (the layout
        # settles in later passes of the event loop)
        # First the working laid out whole (its label as tall as its wrapped lines), then
        # no scrolling left: the scroll bar's range is 0 once the box has grown to it.
        fb = rs.feedback
        qtbot.waitUntil(lambda fb=fb: fb.isVisible()
                        and fb.height() >= fb.heightForWidth(fb.width()) - 1, timeout=5000)
        bar = rs.test_text.verticalScrollBar()
        qtbot.waitUntil(lambda bar=bar: bar.maximum() == 0, timeout=5000)
        qtbot.mouseClick(rs.next, Qt.MouseButton.LeftButton)  # a click, not Enter
        qtbot.waitUntil(lambda: rs.c.test.feedback is None
                        and QApplication.focusWidget() is rs.answer, timeout=5000)


@pytest.mark.parametrize(("game", "first"), [("casino_holdem", "ch.ante_call"),
                                             ("holdem_bonus", "thb.bonus")])
def test_a_games_page_opens_the_trainer_on_its_first_drill(main_window, qtbot, game, first):
    from PySide6.QtCore import QUrl

    w = main_window
    rs = w.rules_screen
    rs.show_game(game)
    assert f"(drills:{game})" in rs.c.markdown("en", game)
    rs.browser.anchorClicked.emit(QUrl(f"drills:{game}"))
    assert w.tabs.currentIndex() == 1
    assert w.trainer_controller.drill == first
    assert w.trainer_controller.question is not None
    assert w.trainer_controller.question.drill == first
