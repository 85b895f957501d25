"""Readable at every size: the smallest text on the felt in screen pixels, nothing of the
answer panel cut off, no seat over another, and the seats and answers in the order the
dealer's words give."""

import re

import pytest
from PySide6.QtCore import QPoint, QRect, QRectF
from PySide6.QtWidgets import QWidget

from app.core.trainer.answers import Refusal
from app.i18n import qt_translate
from app.ui.table_items import SpotItem, TextItem, felt_texts
from tests.layout import settle
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
              for f, _box, _flags, text in
              felt_texts(state.title, state.rule_lines, len(state.seats) > 3,
                         bool(state.dealer_label))]
    return min(sizes)


def wanted_px(width: int, height: int) -> float:
    """14 px from 1280x800 up; on a smaller screen, that in proportion."""
    return 14.0 * min(1.0, width / 1280, height / 800)


def _rect(item) -> QRectF:
    rect = getattr(item, "rect", None)
    return rect if isinstance(rect, QRectF) else item.sceneBoundingRect()


def seat_frames_apart(scene) -> None:
    """No seat over another, none over the dealer's cards, the board or the felt's printed
    lines; and inside each seat, its cards, hand name, spot rows (with their drawn marks)
    and footer each in the seat's frame and none over another: a folded seat's word too,
    beside or under its cards, never over them (tests/test_folded_banner.py)."""
    found = roles(scene)
    frames = [(k, v.rect) for k, v in matching(scene, r"seat \d+ frame").items()]
    for i, (a, ra) in enumerate(frames):
        for b, rb in frames[i + 1:]:
            assert not ra.intersects(rb), f"{a} overlaps {b}"
    state = scene.state
    felt = [(f"felt: {text}", box) for _f, box, _flags, text in
            felt_texts(state.title, state.rule_lines, len(state.seats) > 3,
                         bool(state.dealer_label))]
    table = felt + [(k, _rect(v)) for k, v in found.items()
                    if re.fullmatch(r"(dealer|board) card \d", k)]
    for a, ra in frames:
        for b, rb in table:
            assert not ra.intersects(rb), f"{a} overlaps {b}"
    for frame_role, frame in frames:
        seat = frame_role.removesuffix(" frame")
        parts = [(k, _rect(v)) for k, v in found.items()
                 if k.startswith(seat + " ") and k != frame_role]
        parts += [(k + " mark", v.mark_box()) for k, v in found.items()
                  if k.startswith(seat + " spot") and getattr(v, "mark", "")]
        for name, rect in parts:
            assert frame.adjusted(-0.5, -0.5, 0.5, 0.5).contains(rect), \
                f"{name} {rect} leaves its frame {frame}"
        for i, (a, ra) in enumerate(parts):
            for b, rb in parts[i + 1:]:
                if a.startswith(b) or b.startswith(a):  # a spot row and its own mark
                    continue
                assert not ra.adjusted(0.5, 0.5, -0.5, -0.5).intersects(rb), \
                    f"{a} {ra} overlaps {b} {rb}"


def felt_clear_of_cards(scene) -> None:
    """The felt's printed lines (title and house rules) never run over the dealer's cards
    or the board."""
    state = scene.state
    cards = [(k, _rect(v)) for k, v in roles(scene).items()
             if re.fullmatch(r"(dealer|board) card \d", k)]
    assert cards
    for _f, box, _flags, text in felt_texts(state.title, state.rule_lines,
                                            len(state.seats) > 3, bool(state.dealer_label)):
        for name, rect in cards:
            assert not box.intersects(rect), f"{text!r} {box} runs over {name} {rect}"


def cut_off(screen) -> list[str]:
    """Each visible widget of the answer side that does not lie inside the scroll area's
    viewport horizontally (a panel taller than the window scrolls; none may be cut at the
    right)."""
    scroll = screen.side_scroll
    viewport = scroll.viewport()
    port = QRect(QPoint(0, 0), viewport.size())
    out = []
    for child in scroll.widget().findChildren(QWidget):
        if not child.isVisibleTo(scroll.widget()) or child.width() == 0:
            continue
        left = child.mapTo(viewport, QPoint(0, 0))
        right = child.mapTo(viewport, QPoint(child.width() - 1, 0))
        if not (port.left() <= left.x() and right.x() <= port.right()):
            out.append(f"{type(child).__name__} "
                       f"{child.objectName() or getattr(child, 'text', str)()!r} spans x "
                       f"{left.x()}..{right.x()}, the panel shows 0..{port.right()}")
    return out


def panel_whole(screen, qtbot) -> None:
    """Nothing of the answer side is cut off once its layout has settled (the scroll bar
    may show for a moment while the panel finds its height, as the window is resized)."""
    try:
        qtbot.waitUntil(lambda: not cut_off(screen), timeout=1000)
    except qtbot.TimeoutError:
        pass  # the assertion below says what stays cut off
    assert cut_off(screen) == []


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [1, 7])
def test_the_table_screen_is_readable(main_window, qtbot, size, seats):
    w = main_window
    w.tabs.setCurrentIndex(0)
    w.resize(*size)
    w.controller.new_hand(seed=3, seats=seats)
    w.controller.advance_to("settled")
    settle()
    px, whose = smallest_text_px(w.view)
    assert px >= wanted_px(*size), f"{whose} is {px:.1f} px"
    seat_frames_apart(w.view.table_scene)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("drill,seed", [("ch.total", 4), ("ch.round", 4), ("nl.pots", 5),
                                       ("nl.award", 23)])
def test_the_trainer_screen_is_readable_and_whole(main_window, qtbot, size, drill, seed):
    w = main_window
    w.tabs.setCurrentIndex(1)
    w.resize(*size)
    w.trainer_controller.start_drill(drill, 3, seed)
    settle()
    q = w.trainer_controller.question
    if drill.startswith("ch."):
        assert (len(q.seats) == 7) == (drill == "ch.round")
    px, whose = smallest_text_px(w.trainer.view)
    assert px >= wanted_px(*size), f"{whose} is {px:.1f} px"
    seat_frames_apart(w.trainer.view.table_scene)
    panel_whole(w.trainer, qtbot)


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("drill", ["ch.ante_call", "ch.round", "thb.total", "hand.name"])
def test_the_answer_panel_is_never_cut_off(main_window, qtbot, size, drill):
    w = main_window
    w.tabs.setCurrentIndex(1)
    w.resize(*size)
    w.trainer_controller.start_drill(drill, 3, 5)
    settle()
    w.trainer.panel.show_refusal("", Refusal.NOT_A_NUMBER.line.render(qt_translate))
    settle()
    panel_whole(w.trainer, qtbot)


def test_seats_run_right_to_left_as_the_dealer_sees_them(main_window, qtbot):
    """Drawn from the dealer's side: seat 1 on the dealer's left = the picture's right,
    so each higher seat stands further to the picture's left."""
    w = main_window
    w.tabs.setCurrentIndex(1)
    w.trainer_controller.start_drill("ch.round", 3, 4)
    settle()
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
    settle()
    panel = w.trainer.panel
    edits = sorted(panel.edits.items(), key=lambda kv: kv[1].mapTo(panel, QPoint(0, 0)).y())
    # Folded players first, then from the dealer's right (the highest seat) to the left.
    folded = [i + 1 for i, s in enumerate(c.question.seats) if s.folded]
    playing = [i + 1 for i, s in enumerate(c.question.seats) if not s.folded]
    expected = sorted(folded, reverse=True) + sorted(playing, reverse=True)
    assert [int(re.sub(r"\D", "", k)) for k, _ in edits] == expected


@pytest.mark.parametrize("language", ["en", "ka"])
@pytest.mark.parametrize("seats", [1, 3, 7])
def test_the_house_rules_never_run_under_the_cards_or_a_seat(main_window, qtbot, language, seats):
    """The printed rules (longest in Georgian, with the longest pay tables) stay clear of the
    dealer's cards, the board and every seat, on a table of one, three and seven seats."""
    w = main_window
    w.set_language(language)
    w.controller.set_game("casino_holdem")
    w.settings.set("casino_holdem/ante_paytable", "100-49-17-3-2-1")
    w.settings.set("casino_holdem/bonus_paytable", "100-50-40-30-20-10-8-7-7")
    w.controller.new_hand(seed=3, seats=seats)
    w.controller.advance_to("settled")
    settle()
    felt_clear_of_cards(w.view.table_scene)
    seat_frames_apart(w.view.table_scene)
    w.set_language("en")


@pytest.mark.parametrize("language", ["en", "ka", "kk"])
def test_seven_answers_the_keypad_and_answer_fit_a_lab_pc_without_scrolling(main_window,
                                                                            qtbot, language):
    """At 1366x768 (less a task bar and a title bar) the seven fields go two to a line,
    Answer right under them, and the feedback waits for the answer: the fields and Answer
    are on screen in every language (in English the keypad too); once answered, Next and
    the feedback take the keypad's place, Next in sight."""
    w = main_window
    w.set_language(language)
    w.tabs.setCurrentIndex(1)
    w.resize(1366, 700)  # maximized under a task bar and a title bar
    w.trainer_controller.start_drill("ch.round", 3, 4)
    screen = w.trainer
    scroll = screen.side_scroll
    answer = screen.panel.answer_button

    def answer_in_sight() -> bool:
        bottom = answer.mapTo(scroll.viewport(), answer.rect().bottomLeft()).y()
        return answer.isVisible() and bottom < scroll.viewport().height()

    qtbot.waitUntil(answer_in_sight)
    if language == "en":  # the keypad too, with no scrolling at all
        qtbot.waitUntil(lambda: scroll.verticalScrollBar().maximum() == 0)
    fields = list(screen.panel.edits.values())
    assert len(fields) == 7
    assert fields[0].y() == fields[1].y() < fields[2].y()  # two to a line, in order
    assert not screen.feedback.isVisible() and not screen.next_button.isVisible()
    for edit in fields:
        edit.setText("0")
    screen.panel.submit()
    qtbot.waitUntil(lambda: screen.feedback.isVisible() and screen.next_button.isEnabled())
    assert not screen.panel.keypad.isVisible()
    nxt = screen.next_button
    qtbot.waitUntil(lambda: nxt.mapTo(scroll.viewport(), nxt.rect().bottomLeft()).y()
                    < scroll.viewport().height())  # Next in sight, in every language
    w.set_language("en")


def test_every_winning_bet_at_seven_seats_shows_what_it_is_paid(main_window, qtbot):
    """Listed on one line or two, a winning spot's words carry its payment, not only a tick
    (a seat with three bets lists them on one line each)."""
    w = main_window
    w.tabs.setCurrentIndex(0)
    one_line = 0
    for seed in range(3, 40):
        w.controller.new_hand(seed=seed, seats=7)
        w.controller.advance_to("settled")
        rows = matching(w.view.table_scene, r"seat \d+ spot \w+").values()
        for row in (r for r in rows if r.spot.result == "win"):
            words = " ".join(text for *_rest, text in row.text_boxes())
            paid = f"Paid {row.spot.net}" if row.two_lines else f"+{row.spot.net}"
            assert paid in words, (row.spot, words)
            one_line += not row.two_lines
    assert one_line, "no winning bet listed on one line in 37 hands"
