"""Every word on the felt fits its box, in every language the app speaks: the space the
font's metrics need for each text, wrapped as it is drawn, lies inside the item's rect."""

import pytest
from PySide6.QtGui import QFontMetricsF

from app.ui.table_items import MIN_TEXT
from tests.layout import settle
from tests.scene_roles import roles
from tests.test_readable_layout import seat_frames_apart, smallest_text_px, wanted_px

LANGUAGES = ["en", "ka", "uk", "kk", "hy", "th"]
SIZE = (1280, 800)


@pytest.fixture
def window(main_window, qtbot):
    """The main window; English again afterwards (the translator is the application's)."""
    yield main_window
    main_window.set_language("en")
    settle()


def text_overflows(scene) -> list[str]:
    """Each tagged text whose needed rect reaches outside its item's rect (by more than a
    unit), and each text set below MIN_TEXT."""
    bad = []
    for name, item in roles(scene).items():
        if not hasattr(item, "text_boxes"):
            continue
        room = item.rect.adjusted(-1, -1, 1, 1)
        for f, box, flags, text in item.text_boxes():
            if f.pixelSize() < MIN_TEXT:
                bad.append(f"{name}: {text!r} at {f.pixelSize()} units")
            need = QFontMetricsF(f).boundingRect(box, flags, text)
            if not room.contains(need):
                bad.append(f"{name}: {text!r} needs {need.width():.0f}x{need.height():.0f} "
                           f"at ({need.x():.0f}, {need.y():.0f}), the item has "
                           f"{item.rect.width():.0f}x{item.rect.height():.0f} at "
                           f"({item.rect.x():.0f}, {item.rect.y():.0f})")
    return bad


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", ["casino_holdem", "holdem_bonus"])
def test_the_table_text_fits_in_every_language(window, qtbot, language, game):
    """Seven settled seats, in hands with folds, long hand names and five spots a seat
    (seeds 6 and 12 gave the Georgian and Thai seats that once ran over their frames)."""
    w = window
    w.set_language(language)
    w.tabs.setCurrentIndex(0)
    w.resize(*SIZE)
    w.controller.set_game(game)
    for seed in (3, 6, 12):
        w.controller.new_hand(seed=seed, seats=7)
        w.controller.advance_to("settled")
        settle()
        scene = w.view.table_scene
        assert len(roles(scene)) > 40  # seven seats drawn
        assert text_overflows(scene) == []
        seat_frames_apart(scene)
        px, whose = smallest_text_px(w.view)
        assert px >= wanted_px(*SIZE), f"{whose} is {px:.1f} px"


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", ["casino_holdem", "holdem_bonus"])
def test_one_seat_text_fits_in_every_language(window, qtbot, language, game):
    """One seat's spots in a row under its cards: each spot's words ("AA Bonus 90") fit."""
    w = window
    w.set_language(language)
    w.tabs.setCurrentIndex(0)
    w.resize(*SIZE)
    w.controller.set_game(game)
    w.controller.new_hand(seed=5, seats=1)
    w.controller.advance_to("settled")
    settle()
    scene = w.view.table_scene
    assert text_overflows(scene) == []
    seat_frames_apart(scene)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_trainer_text_fits_in_every_language(window, qtbot, language):
    w = window
    w.set_language(language)
    w.tabs.setCurrentIndex(1)
    w.resize(*SIZE)
    w.trainer_controller.start_drill("ch.round", 3, 4)
    settle()
    assert len(w.trainer_controller.question.seats) == 7
    assert text_overflows(w.trainer.view.table_scene) == []
    seat_frames_apart(w.trainer.view.table_scene)
    px, whose = smallest_text_px(w.trainer.view)
    assert px >= wanted_px(*SIZE), f"{whose} is {px:.1f} px"
