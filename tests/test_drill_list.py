"""The trainer's drill list: grouped (each game, the dealer's skills, no-limit), a line on each
drill, headings that cannot be chosen, the keys and the saved drill still working."""

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QStyleOptionViewItem

from app.core.trainer.drill_groups import DESCRIPTIONS, DRILL_GROUPS
from app.core.trainer.drills import DRILLS
from app.system.settings import Settings
from app.ui.app import build_window, make_app
from app.ui.drill_list import ABOUT, HEADING, fill_drills


def test_every_drill_is_in_one_group_with_a_line_of_its_own():
    shown = [d for g in DRILL_GROUPS for d in g.drills]
    assert sorted(shown) == sorted(DRILLS) and len(shown) == len(set(shown))
    assert set(DESCRIPTIONS) == set(DRILLS)
    assert all(len(DESCRIPTIONS[d].text) <= 80 for d in DRILLS)  # a line, not a paragraph


def test_the_groups_are_the_games_then_the_skills_then_no_limit():
    assert [g.id for g in DRILL_GROUPS] == ["casino", "bonus", "skills", "no_limit"]
    by_game = {g.id: {DRILLS[d].game for d in g.drills} for g in DRILL_GROUPS}
    assert by_game["casino"] == {"casino_holdem"}
    assert by_game["bonus"] == {"holdem_bonus"}
    assert by_game["no_limit"] == {"nlhe"}
    assert all(d.startswith(("ch.", "thb.")) for d in DRILL_GROUPS[0].drills + DRILL_GROUPS[1].drills)


@pytest.fixture
def window(main_window):
    main_window.tabs.setCurrentIndex(1)
    return main_window


def rows(combo):
    model = combo.model()
    return [(model.index(i, 0).data(HEADING) is True, combo.itemText(i), combo.itemData(i))
            for i in range(combo.count())]


def test_the_list_shows_each_heading_then_its_drills(window):
    combo = window.trainer.drill
    expected = []
    for group in DRILL_GROUPS:
        expected.append((True, group.title.text, None))
        expected.extend((False, DRILLS[d].title.text, d) for d in group.drills)
    assert rows(combo) == expected
    model = combo.model()
    for i, (heading, _, drill) in enumerate(expected):
        flags = model.flags(model.index(i, 0))
        assert bool(flags & Qt.ItemFlag.ItemIsEnabled) is not heading
        assert bool(flags & Qt.ItemFlag.ItemIsSelectable) is not heading
        if not heading:
            assert model.index(i, 0).data(ABOUT) == DESCRIPTIONS[drill].text


def test_the_keys_pass_over_the_headings(window, qtbot):
    combo = window.trainer.drill
    combo.setFocus()
    last = DRILL_GROUPS[0].drills[-1]  # the last of the first group
    combo.setCurrentIndex(combo.findData(last))
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentData() == DRILL_GROUPS[1].drills[0]
    qtbot.keyClick(combo, Qt.Key.Key_Up)
    assert combo.currentData() == last
    qtbot.waitUntil(lambda: window.trainer_controller.question is not None
                    and window.trainer_controller.question.drill == last)
    combo.setCurrentIndex(combo.findData("ch.ante_call"))
    qtbot.keyClick(combo, Qt.Key.Key_Up)  # the first drill: the heading above is no stop
    assert combo.currentData() == "ch.ante_call"


def test_each_drill_row_is_drawn_taller_than_a_heading_with_its_line(window):
    combo = window.trainer.drill
    delegate, view = combo.itemDelegate(), combo.view()
    option = QStyleOptionViewItem()
    option.initFrom(view)
    model = combo.model()
    heading = delegate.sizeHint(option, model.index(0, 0))
    drill = delegate.sizeHint(option, model.index(1, 0))
    assert drill.height() > heading.height() * 1.5
    assert isinstance(model.index(0, 0), QModelIndex)


def test_the_chosen_drill_stays_chosen_in_another_language_and_is_saved(window, qtbot, tmp_path):
    screen = window.trainer
    index = screen.drill.findData("nl.pots")
    screen.drill.setCurrentIndex(index)
    screen.drill.activated.emit(index)
    assert window.trainer_controller.question.drill == "nl.pots"
    screen.retranslate()
    assert screen.drill.currentData() == "nl.pots"
    # The saved drill comes back chosen in a new window.
    settings = window.trainer_controller.settings
    assert settings.get("trainer/drill") == "nl.pots"
    make_app()
    again = build_window(Settings(str(tmp_path / "settings.ini")), "en")
    qtbot.addWidget(again)
    assert again.trainer.drill.currentData() == "nl.pots"


def test_presenter_type_reaches_the_open_list(window):
    view = window.trainer.drill.view()
    window.trainer.set_presenting(True, 30)
    assert view.font().pixelSize() == 30
    wide = view.minimumWidth()
    window.trainer.set_presenting(False, 30)
    assert view.font().pixelSize() != 30 and view.minimumWidth() < wide


# -- the open list: its type after presenter mode, its height, its rows ----------------------
def open_list(combo, qtbot):
    """Open the list with the mouse, as a trainee does; its rows' heights and the popup."""
    qtbot.mouseClick(combo, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: combo.view().isVisible())
    view = combo.view()
    model = combo.model()
    heights = [(model.index(i, 0).data(HEADING) is True, view.visualRect(model.index(i, 0)).height())
               for i in range(combo.count())]
    return view.window(), heights


def close_list(combo, qtbot):
    qtbot.keyClick(combo.view(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not combo.view().isVisible())


def test_the_list_s_type_follows_presenter_mode_both_ways(window, qtbot):
    combo, view = window.trainer.drill, window.trainer.drill.view()
    before_font = QFontInfo(view.viewport().font()).pixelSize()
    _, before = open_list(combo, qtbot)
    drawn = view.viewport().grab().toImage()
    close_list(combo, qtbot)
    window.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_F11)  # presenter mode
    qtbot.waitUntil(lambda: window.isFullScreen() or window.act_present.isChecked())
    px = view.font().pixelSize()
    assert px > before_font and QFontInfo(view.viewport().font()).pixelSize() == px
    _, big = open_list(combo, qtbot)
    assert [h for _, h in big] != [h for _, h in before]
    assert all(b > a for (_, a), (_, b) in zip(before, big, strict=True))  # every row larger
    close_list(combo, qtbot)
    window.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_Escape)  # out of presenter mode
    qtbot.waitUntil(lambda: not window.act_present.isChecked())
    # The view and the viewport it draws on (where a style sheet's size stayed) in the
    # window's type again, every row as high as before presenter mode.
    assert QFontInfo(view.font()).pixelSize() == before_font
    assert QFontInfo(view.viewport().font()).pixelSize() == before_font
    _, after = open_list(combo, qtbot)
    assert after == before
    # Drawn as before, pixel for pixel: no title in the room's type over a line in the
    # window's (the painter took the viewport's size where the list's was not set outright).
    again = view.viewport().grab().toImage()
    top = min(drawn.height(), again.height(), 300)  # (the popup's own height may differ)
    assert again.copy(0, 0, again.width(), top) == drawn.copy(0, 0, drawn.width(), top)
    close_list(combo, qtbot)


def test_the_open_list_fits_the_screen_and_scrolls_with_even_rows(window, qtbot):
    combo = window.trainer.drill
    for on in (False, True):
        window.trainer.set_presenting(on, 24)
        popup, heights = open_list(combo, qtbot)
        area = combo.screen().availableGeometry()
        assert popup.height() <= area.height() and area.contains(popup.geometry()), \
            (on, popup.geometry(), area)
        drills = {h for heading, h in heights if not heading}
        headings = {h for heading, h in heights if heading}
        assert len(drills) == 1 and len(headings) == 1, heights  # every row alike
        assert drills.pop() > headings.pop()
        view = combo.view()
        if sum(h for _, h in heights) > popup.height():  # taller than the screen: it scrolls
            assert view.verticalScrollBar().maximum() > 0
            qtbot.keyClick(view, Qt.Key.Key_End)
            last = combo.model().index(combo.count() - 1, 0)
            assert view.viewport().rect().intersects(view.visualRect(last))
        close_list(combo, qtbot)
    window.trainer.set_presenting(False, 24)


def test_a_game_s_word_problems_are_listed_under_the_game():
    groups = {g.id: g.drills for g in DRILL_GROUPS}
    assert "ch.words" in groups["casino"] and "thb.words" in groups["bonus"]
    assert not {"ch.words", "thb.words"} & set(groups["skills"])


def test_the_list_filled_again_while_open_closes_first_and_keeps_the_choice(window, qtbot):
    """A language change (the list filled again) with the list open: the list closes, the
    drill chosen stays, and filling it starts nothing (no signal of a choice)."""
    combo = window.trainer.drill
    combo.setCurrentIndex(combo.findData("ch.total"))
    combo.showPopup()
    qtbot.waitUntil(combo.view().isVisible, timeout=5000)
    chosen = []
    combo.currentIndexChanged.connect(chosen.append)
    fill_drills(combo, "ch.total")
    assert not combo.view().isVisible()
    assert combo.currentData() == "ch.total" and chosen == []
