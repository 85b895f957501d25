"""Presenter mode: the words on the felt are at least a 45th of the screen's height, on
the table with the settlement panel (F9) and on the trainer, and none runs off the view."""

import pytest
from PySide6.QtCore import QRectF, QSize

from app.ui.table_items import TextItem
from tests.layout import settle
from tests.scene_roles import roles
from tests.test_readable_layout import smallest_text_px


def outside_the_view(view) -> list[str]:
    """Each tagged text item reaching outside the scene rect or the part the view shows."""
    scene = view.table_scene
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    room = scene.sceneRect().intersected(shown).adjusted(-1, -1, 1, 1)
    bad = []
    for name, item in roles(scene).items():
        if isinstance(item, TextItem) or hasattr(item, "text_boxes"):
            rect = QRectF(item.rect)
            if not room.contains(rect):
                bad.append(f"{name} at {rect.getCoords()} outside {room.getCoords()}")
    return bad


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
@pytest.mark.parametrize("tab", [0, 1])
def test_presenter_type_is_a_45th_of_the_screen(main_window, qtbot, size, tab):
    w = main_window
    w.tabs.setCurrentIndex(tab)
    w.act_panel.setChecked(True)
    w._on_panel(True)
    if tab == 0:
        w.controller.new_hand(seed=3, seats=7)
        w.controller.advance_to("settled")
        view = w.view
    else:
        w.trainer_controller.start_drill("ch.round", 3, 4)
        view = w.trainer.view
    w.act_present.setChecked(True)
    w._presenter_type(True, QSize(*size))
    w.setGeometry(0, 0, *size)
    settle()
    assert (w.width(), w.height()) == size
    if tab == 0:
        assert w.panel.isVisible()
    px, whose = smallest_text_px(view)
    print(size, tab, round(px, 1), whose)
    assert px >= size[1] / 45, f"{whose} is {px:.1f} px"
    assert outside_the_view(view) == []


def test_the_settlement_panel_title_is_in_large_type(main_window, qtbot):
    """In presenter mode the panel's title reads at the panel's own size, and back after."""
    from PySide6.QtGui import QFontInfo

    w = main_window
    w.act_panel.setChecked(True)
    w._on_panel(True)
    normal = QFontInfo(w.panel.font()).pixelSize()
    w._presenter_type(True, QSize(1920, 1080))
    settle()
    assert QFontInfo(w.panel.font()).pixelSize() >= 1080 // 40 > normal
    w._presenter_type(False)
    settle()
    assert QFontInfo(w.panel.font()).pixelSize() == normal


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_the_no_limit_table_reads_from_the_back_of_the_room(main_window, qtbot, size):
    """Seven seats at the flop in presenter mode: every word on the table at a 45th of the
    screen's height or more."""
    from app.core.nlhe.config import TableConfig

    w = main_window
    w.tabs.setCurrentIndex(3)
    screen = w.nl_screen
    screen.c.set_config(TableConfig(seed=3, asks=(), pause_ms=0).with_seats(7))
    assert screen.c.play_to("flop")
    w.act_present.setChecked(True)
    w._presenter_type(True, QSize(*size))
    w.setGeometry(0, 0, *size)
    settle()
    screen.refresh()
    view = screen.view
    scale = view.transform().m11()
    sizes = [(min(item.text_sizes()) * scale, type(item).__name__)
             for item in view.nl_scene.items() if hasattr(item, "text_sizes")
             and item.text_sizes()]
    px, whose = min(sizes)
    print(size, round(px, 1), whose, view.width())
    assert px >= size[1] / 45, f"{whose} is {px:.1f} px"
    assert len(sizes) >= 9  # the seven seats, the pot and the button at least


@pytest.mark.parametrize("drill,level", [("ch.audit", 3), ("thb.words", 3), ("chips.colour", 2),
                                         ("pay.multiply", 3)])
def test_the_new_drills_read_from_the_back_of_the_room(main_window, qtbot, drill, level):
    """A paid layout of seven seats, and the questions in words, in presenter mode at
    1920x1080: every word on the felt at a 45th of the screen, none off the view."""
    from app.core.trainer.drills import generate

    w = main_window
    w.tabs.setCurrentIndex(1)
    seed = next(s for s in range(200) if drill != "ch.audit"
                or len(generate(drill, level, s).seats) == 7)
    w.trainer_controller.start_drill(drill, level, seed)
    w.act_present.setChecked(True)
    w._presenter_type(True, QSize(1920, 1080))
    w.setGeometry(0, 0, 1920, 1080)
    settle()
    px, whose = smallest_text_px(w.trainer.view)
    print(drill, round(px, 1), whose)
    assert px >= 1080 / 45, f"{whose} is {px:.1f} px"
    assert outside_the_view(w.trainer.view) == []
