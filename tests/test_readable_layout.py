"""Readable at every size: the smallest text on the felt in screen pixels, nothing of the
answer panel cut off, no seat over another, and the seats and answers in the order the
dealer's words give."""

import re

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QWidget

from app.core.trainer.answers import Refusal
from app.ui.table_items import SpotItem, TextItem, felt_texts
from tests.scene_roles import matching, roles

SIZES = [(1024, 700), (1280, 800), (1366, 768), (1920, 1080)]


def smallest_text_px(view) -> tuple[float, str]:
    """The smallest text on the felt in screen pixels, and whose it is: every role-tagged
    text's font size in scene units times the view's scale, and the felt's printed lines."""
    scale = view.transform().m11()
    sizes = []
    for name, item in roles(view.table_scene).items():
        if isinstance(item, TextItem | SpotItem):
            sizes += [(size * scale, name) for size in item.text_sizes()]
    state = view.table_scene.state
    sizes += [(f.pixelSize() * scale, "felt: " + text)
              for f, _box, _flags, text in felt_texts(state.title, state.rule_lines)]
    return min(sizes)


def wanted_px(width: int, height: int) -> float:
    """14 px from 1280x800 up; on a smaller screen, that in proportion."""
    return 14.0 * min(1.0, width / 1280, height / 800)


def seat_frames_apart(scene) -> None:
    frames = {k: v for k, v in matching(scene, r"seat \d+ frame").items()}
    rects = [(k, v.rect) for k, v in frames.items()]
    for i, (a, ra) in enumerate(rects):
        for b, rb in rects[i + 1:]:
            assert not ra.intersects(rb), f"{a} overlaps {b}"


def panel_whole(screen) -> None:
    """Every visible widget of the answer side lies inside the scroll area's viewport
    horizontally (a panel taller than the window scrolls; none may be cut at the right)."""
    scroll = screen.side_scroll
    viewport = scroll.viewport()
    port = QRect(QPoint(0, 0), viewport.size())
    for child in scroll.widget().findChildren(QWidget):
        if not child.isVisibleTo(scroll.widget()) or child.width() == 0:
            continue
        left = child.mapTo(viewport, QPoint(0, 0))
        right = child.mapTo(viewport, QPoint(child.width() - 1, 0))
        assert port.left() <= left.x() and right.x() <= port.right(), (
            f"{type(child).__name__} {child.objectName() or getattr(child, 'text', str)()!r} "
            f"spans x {left.x()}..{right.x()}, the panel shows 0..{port.right()}")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [1, 7])
def test_the_table_screen_is_readable(main_window, qtbot, size, seats):
    w = main_window
    w.tabs.setCurrentIndex(0)
    w.resize(*size)
    w.controller.new_hand(seed=3, seats=seats)
    w.controller.advance_to("settled")
    qtbot.wait(20)
    px, whose = smallest_text_px(w.view)
    assert px >= wanted_px(*size), f"{whose} is {px:.1f} px"
    seat_frames_apart(w.view.table_scene)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("drill,seed", [("ch.total", 4), ("ch.round", 4)])
def test_the_trainer_screen_is_readable_and_whole(main_window, qtbot, size, drill, seed):
    w = main_window
    w.tabs.setCurrentIndex(1)
    w.resize(*size)
    w.trainer_controller.start_drill(drill, 3, seed)
    qtbot.wait(20)
    q = w.trainer_controller.question
    assert (len(q.seats) == 7) == (drill == "ch.round")
    px, whose = smallest_text_px(w.trainer.view)
    assert px >= wanted_px(*size), f"{whose} is {px:.1f} px"
    seat_frames_apart(w.trainer.view.table_scene)
    panel_whole(w.trainer)


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("drill", ["ch.ante_call", "ch.round", "thb.total", "hand.name"])
def test_the_answer_panel_is_never_cut_off(main_window, qtbot, size, drill):
    w = main_window
    w.tabs.setCurrentIndex(1)
    w.resize(*size)
    w.trainer_controller.start_drill(drill, 3, 5)
    qtbot.wait(20)
    w.trainer.panel.show_refusal("", w.trainer.refusal_text(Refusal.NOT_A_NUMBER))
    qtbot.wait(20)
    panel_whole(w.trainer)


def test_seats_run_right_to_left_as_the_dealer_sees_them(main_window, qtbot):
    """Drawn from the dealer's side: seat 1 on the dealer's left = the picture's right,
    so each higher seat stands further to the picture's left."""
    w = main_window
    w.tabs.setCurrentIndex(1)
    w.trainer_controller.start_drill("ch.round", 3, 4)
    qtbot.wait(20)
    frames = matching(w.trainer.view.table_scene, r"seat \d+ frame")
    x = {int(k.split()[1]): v.rect.center().x() for k, v in frames.items()}
    assert len(x) == 7
    assert [s for s, _ in sorted(x.items(), key=lambda kv: -kv[1])] == list(range(1, 8))


@pytest.mark.parametrize("seed", [4, 9, 21])
def test_the_answer_fields_run_in_the_settle_order(main_window, qtbot, seed):
    w = main_window
    w.tabs.setCurrentIndex(1)
    c = w.trainer_controller
    c.start_drill("ch.round", 3, seed)
    qtbot.wait(20)
    panel = w.trainer.panel
    edits = sorted(panel.edits.items(), key=lambda kv: kv[1].mapTo(panel, QPoint(0, 0)).y())
    # Folded players first, then from the dealer's right (the highest seat) to the left.
    folded = [i + 1 for i, s in enumerate(c.question.seats) if s.folded]
    playing = [i + 1 for i, s in enumerate(c.question.seats) if not s.folded]
    expected = sorted(folded, reverse=True) + sorted(playing, reverse=True)
    assert [int(re.sub(r"\D", "", k)) for k, _ in edits] == expected


@pytest.mark.parametrize("lines", [
    ("Dealer qualifies with a pair of fours or better",
     "Ante pays 100-49-17-3-2-1 · AA Bonus 100-50-40-30-20-10-8-7-7",
     "AA Bonus is settled when the player folds"),
    ("დილერის კვალიფიკაცია: ოთხიანების წყვილიდან",
     "ანტე: 100-20-10-3-2-1 · AA ბონუსი: 100-50-40-30-20-7-7-7-7",
     "მოთამაშის პასისას AA ბონუსის ანგარიში სწორდება"),
], ids=["en", "ka"])
def test_the_house_rules_never_run_under_the_board(qapp, lines):
    from app.ui.table_items import felt_texts
    from app.ui.table_scene import BOARD_RIGHT

    board_top = 212.0  # where the scene draws the board's cards
    for _font, box, _flags, text in felt_texts("CASINO HOLD'EM · AA BONUS", lines)[1:]:
        assert box.bottom() <= board_top or box.left() >= BOARD_RIGHT, (text, box)
