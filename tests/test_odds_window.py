"""The odds window: the exact table and house edge under the house rules of settings, the
simulation's progress, Stop, and a window that stays live while it runs."""

import pytest

from app.controller.odds import OddsController
from app.i18n import PSEUDO, LanguageSwitcher
from app.system.settings import Settings
from app.ui.odds_window import OddsWindow
from tests.layout import settle
from tests.test_pseudo_screens import clipped

AA_COUNTS = ("4", "36", "624", "3,744", "5,108", "10,200", "54,912", "123,552", "84,480")


@pytest.fixture
def window(qtbot, tmp_path):
    from app.ui.app import make_app

    make_app()  # the app's fonts, as the window has them
    settings = Settings(str(tmp_path / "settings.ini"))
    w = OddsWindow(OddsController(settings))
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(lambda: all(not box.table.isHidden() for page in w.pages.values()
                                for box in page.exact), timeout=30_000)
    yield w
    w.c.stop_all()


def cells(table, column):
    return [table.item(r, column).text() for r in range(table.rowCount())]


def test_the_aa_bonus_table_shows_games_md_counts_and_house_edge_beside_the_reference(window):
    box = window.pages["casino_holdem"].exact[0]
    assert cells(box.table, 1)[:9] == list(AA_COUNTS)
    assert cells(box.table, 2)[:9] == list(AA_COUNTS)  # the published column
    assert cells(box.table, 4)[0] == "100 to 1"
    assert "6.2583%" in box.edge.text() and box.reference.text() == "Published: 6.2583%"
    assert box.progress.isHidden()


def test_a_change_of_house_rules_reaches_the_window_when_it_opens_again(window, qtbot):
    window.hide()
    window.c.settings.set("casino_holdem/bonus_paytable", "100-50-40-30-20-10-8-7-7")
    window.show()
    box = window.pages["casino_holdem"].exact[0]
    qtbot.waitUntil(lambda: "2.9681%" in box.edge.text(), timeout=10_000)
    assert box.reference.text() == "Published: 2.9681%"
    assert "100-50-40-30-20-10-8-7-7" in window.pages["casino_holdem"].rules.text()


def test_the_simulation_runs_to_the_end_with_its_interval_and_the_references(window, qtbot):
    page = window.pages["casino_holdem"]
    page.strategy.setCurrentIndex(page.strategy.findData("always_call"))
    page.hands.setCurrentIndex(page.hands.findData(100_000))
    page.start.click()
    qtbot.waitUntil(lambda: not window.c.running("casino_holdem"), timeout=30_000)
    assert page.progress.value() == 100
    assert page.progress.text() == "100% \u00b7 100,000 of 100,000 hands, seed 1"
    names = cells(page.figures, 0)
    assert names == ["House edge", "Hands called", "Dealer qualifies"]
    assert cells(page.figures, 1)[1] == "100.00%"
    references = cells(page.figures, 3)
    assert "2.15765% (best strategy)" in references[0] and "7.8996%" in references[0]
    assert references[2] == "75.777%"
    assert page.start.isEnabled() and not page.stop.isEnabled()


def test_stop_ends_the_simulation_and_keeps_its_figures(window, qtbot):
    page = window.pages["holdem_bonus"]
    window.tabs.setCurrentIndex(1)
    page.hands.setCurrentIndex(page.hands.findData(100_000_000))
    page.start.click()
    assert page.stop.isEnabled() and not page.start.isEnabled()
    qtbot.waitUntil(lambda: not page.figures.isHidden() and page.progress.value() >= 1,
                    timeout=30_000)
    window.tabs.setCurrentIndex(0)  # the window answers while the worker plays
    assert window.tabs.currentIndex() == 0
    page.stop.click()
    assert not window.c.running("holdem_bonus")
    shown = page.progress.text()
    qtbot.wait(400)  # a part being played when Stop came is dropped, not counted
    assert page.progress.text() == shown and page.progress.value() < 100
    played = window.c._runs["holdem_bonus"].simulation.played
    assert f"Stopped after {played:,} hands of 100,000,000" in shown
    assert page.start.isEnabled() and not page.stop.isEnabled()
    assert cells(page.figures, 0) == ["House edge", "Hands played"]


def test_the_close_button_closes_the_window(window):
    assert window.close_button.text() == "Close"
    window.close_button.click()
    assert not window.isVisible()


def test_closing_the_window_stops_the_simulation(window, qtbot):
    page = window.pages["casino_holdem"]
    page.hands.setCurrentIndex(page.hands.findData(100_000_000))
    page.start.click()
    window.close()
    assert not window.c.running("casino_holdem")


@pytest.mark.qt_log_ignore("This plugin does not support raise")  # offscreen: no stacking
def test_the_instructor_menu_opens_the_odds_window(main_window, qtbot):
    w = main_window
    assert w.act_odds in w.menu_tools.actions()
    w.act_odds.trigger()
    window = w._tool_windows["odds"]
    assert isinstance(window, OddsWindow) and window.isVisible()
    size = window.size()
    assert size.width() <= 1024 and size.height() <= 700
    need = window.minimumSizeHint()
    assert need.width() <= 1024 and need.height() <= 700
    window.close()


@pytest.fixture
def pseudo():
    switcher = LanguageSwitcher()
    assert switcher.switch(PSEUDO)
    yield
    switcher.switch("en")


@pytest.mark.parametrize("game", ["casino_holdem", "holdem_bonus"])
def test_every_text_is_whole_in_the_pseudo_language_on_a_lab_screen(window, pseudo, qtbot, game):
    window.resize(1024, 700)
    window.tabs.setCurrentIndex(list(window.pages).index(game))
    page = window.pages[game]
    page.hands.setCurrentIndex(page.hands.findData(100_000))
    page.start.click()
    qtbot.waitUntil(lambda: not window.c.running(game), timeout=30_000)
    settle()
    assert page.start.text().startswith("[")  # retranslated when the language changed
    need = window.minimumSizeHint()
    assert need.width() <= 1024 and need.height() <= 700, need
    assert clipped(window) == []
