"""The no-limit table's seats' names (nine distinct defaults in each language, kept in hand
files), Enter after a size button, the command bar that never hides a command, the chips
clear of the pots, and a stack's top chip."""

import json
import math
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QApplication, QToolBar

from app.controller.nl_state import NLPotView, NLSeatView, NLTableState
from app.core.chips import fewest_stacks
from app.core.errors import ScenarioError
from app.core.nlhe.config import (
    SEAT_NAMES,
    SeatConfig,
    TableConfig,
    kept_name,
    seat_names,
    shown_name,
)
from app.core.nlhe.scenario import (
    hand_from_scenario,
    hand_to_scenario,
    scenario_names,
    settle_nlhe,
)
from app.core.nlhe.setup import MAX_NAME
from app.core.text import english

NL_TAB = 3
ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = json.loads((ROOT / "assets/scenarios/nl_example_side_pot.json").read_text("utf-8"))
LANGUAGES = ("en", "ka", "uk", "th", "kk", "hy")


# -- the default names (no Qt) ------------------------------------------------------------
@pytest.mark.parametrize("count", range(2, 10))
def test_every_seat_count_gets_distinct_default_names(count):
    seats = TableConfig().with_seats(count).seats
    names = [s.name for s in seats]
    assert len(names) == count and len(set(names)) == count and all(names)


def test_seats_added_to_a_renamed_table_take_names_nobody_has():
    own = (SeatConfig("normal", "Gio"), SeatConfig("easy", "Hugo"))
    names = [s.name for s in TableConfig(seats=own).with_seats(9).seats]
    assert len(set(names)) == 9 and names[:2] == ["Gio", "Hugo"]


def test_a_language_s_names_are_used_only_as_nine_different_short_names():
    georgian = dict(zip(SEAT_NAMES, ("ნინო", "გიორგი", "თამარი", "ლევანი", "მაკა", "დავითი",
                                     "ეკა", "ირაკლი", "სალომე"), strict=True))
    ka = seat_names(lambda context, text, n=-1: georgian.get(text, text))
    assert ka == tuple(georgian.values())
    # Two seats named alike, or a name too long for the plate: the English names instead.
    assert seat_names(lambda context, text, n=-1: "Nino") == SEAT_NAMES
    assert seat_names(lambda context, text, n=-1: text * 9) == SEAT_NAMES
    # The set-up keeps the id; the table shows the language's own name, and a name typed as
    # the language's own is kept as its id.
    assert shown_name("Bohdan", ka) == "გიორგი" and shown_name("Levan", ka) == "Levan"
    assert kept_name("გიორგი", ka) == "Bohdan" and kept_name("Levan", ka) == "Levan"


# -- names in hand files (no Qt) -------------------------------------------------------------
def test_names_are_written_read_and_ignored_by_settle():
    hand = hand_from_scenario(EXAMPLE)
    names = ["Ana", "Bohdan", "ნინო", "สมชาย"]
    written = hand_to_scenario(hand, names)
    assert written["names"] == names
    assert scenario_names(written, hand.n) == tuple(names)
    assert scenario_names(EXAMPLE, hand.n) == ()  # a file without names has none
    plain = settle_nlhe(EXAMPLE, english)
    assert settle_nlhe(dict(EXAMPLE, names=names), english) == plain
    assert "names" not in plain


@pytest.mark.parametrize("names,words", [
    (["Ana", "Bohdan"], "one name for each of the 4 seats, not 2"),
    ("Ana", "must be a list of names"),
    (["Ana", 7, "Chai", "Dana"], "seat 1's name must be text"),
    (["Ana", "B", "x" * (MAX_NAME + 1), "D"], f"seat 2's name has {MAX_NAME + 1} characters"),
    (["Ana", "B", "C", "Da\nna"], "seat 3's name holds a control character (U+000A)"),
    (["Ana\u202e", "B", "C", "D"], "seat 0's name holds a control character (U+202E)"),
])
def test_a_bad_names_field_is_refused_in_one_sentence(names, words):
    with pytest.raises(ScenarioError) as caught:
        scenario_names(dict(EXAMPLE, names=names), 4)
    text = str(caught.value)
    assert "'names'" in text and words in text and "\n" not in text


# -- the stack's top chip -------------------------------------------------------------------
def test_a_stack_shows_its_largest_chip_on_top():
    from app.ui.painting import one_column

    for amount in (485, 12_485, 5, 1_999):
        columns = fewest_stacks(amount, (1, 5, 25, 100, 500, 1000, 5000))
        (stack,) = one_column(columns)
        assert stack[-1] == max(value for value, _count in columns)
        assert list(stack) == sorted(stack)  # the smaller ones beneath it


# -- the screen -------------------------------------------------------------------------------
def open_table(window, qtbot, config: TableConfig):
    window.tabs.setCurrentIndex(NL_TAB)
    screen = window.nl_screen
    qtbot.waitUntil(screen.isVisible)
    screen.c.set_config(config)
    screen.c.set_paused(True)
    return screen


def plate_names(screen) -> list[str]:
    from app.ui.nl_scene import SeatItem

    seats = sorted((i.seat for i in screen.view.nl_scene.items() if isinstance(i, SeatItem)),
                   key=lambda s: s.number)
    return [s.name for s in seats]


def test_nine_seats_show_nine_names_that_fit_their_plates_in_every_language(main_window,
                                                                            qtbot):
    from app.i18n import qt_translate
    from app.ui.nl_scene import SEAT_PAD, SEAT_W, TEXT
    from app.ui.painting import advance, font

    screen = open_table(main_window, qtbot, TableConfig(seed=3, pause_ms=0, asks=())
                        .with_seats(9))
    try:
        for lang in LANGUAGES:
            main_window.set_language(lang)
            # The translator's own nine are used (none repeat, none too long), once the
            # window has taken the language.
            own = [qt_translate("SeatNames", n) for n in SEAT_NAMES]
            qtbot.waitUntil(lambda own=own: plate_names(screen) == own, timeout=3000)
            names = plate_names(screen)
            assert len(set(names)) == 9
            for name in names:
                assert advance(f"9  {name}", font(TEXT, True)) <= SEAT_W - 2 * SEAT_PAD, name
    finally:
        main_window.set_language("en")


def test_a_saved_hand_keeps_the_names_and_opens_with_them(main_window, qtbot, tmp_path,
                                                          monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setattr(QMessageBox, "question",  # the session ends first: Yes
                        staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes))
    screen = open_table(main_window, qtbot, TableConfig(seed=3, pause_ms=0, asks=())
                        .with_seats(4))
    c = screen.c
    assert c.play_to("showdown")
    path = tmp_path / "hand.json"
    c.save_file(str(path))
    data = json.loads(path.read_text("utf-8"))
    expected = [c.config.seats[c.seat_of[s]].name for s in c.hand_seats]
    assert data["names"] == expected and len(set(expected)) == 4
    assert screen.open_hand(str(path))
    assert plate_names(screen) == expected
    log = screen.log.toPlainText()
    assert all(name in log for name in expected) and ": -" not in log.replace(" - ", "")
    # Saved again from the file, the names stay.
    again = tmp_path / "again.json"
    c.save_file(str(again))
    assert json.loads(again.read_text("utf-8"))["names"] == expected


def test_a_hand_file_with_bad_names_is_refused_with_the_reason(main_window, qtbot, tmp_path):
    screen = open_table(main_window, qtbot, TableConfig(seed=3, pause_ms=0, asks=()))
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(dict(EXAMPLE, names=["Ana", "B"])), "utf-8")
    with pytest.raises(ScenarioError, match="'names' must list one name for each of the 4"):
        screen.c.open_file(str(path))
    assert screen.c.review is None


def trainee_table() -> TableConfig:
    return TableConfig(seats=(SeatConfig("trainee", "Me"), SeatConfig("normal", "B"),
                              SeatConfig("easy", "C")), seed=11, pause_ms=0, asks=())


@pytest.mark.parametrize("how", ["enter", "button"])
def test_a_size_button_then_enter_or_the_bet_button_bets_that_size(main_window, qtbot, how):
    screen = open_table(main_window, qtbot, trainee_table())
    c = screen.c
    c.run_inline()
    assert c.waiting_for_trainee() and c.hand.legal().can_raise
    screen.setFocus()
    preset = "half" if "half" in dict(c.state().presets) else "pot"
    size = dict(c.state().presets)[preset]
    qtbot.mouseClick(screen.preset_buttons[preset], Qt.MouseButton.LeftButton)
    before = len(c.hand.history)
    if how == "enter":
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    else:
        qtbot.mouseClick(screen.raise_button, Qt.MouseButton.LeftButton)
    assert len(c.hand.history) == before + 1
    assert c.hand.history[before].to == size and c.hand.history[before].seat == 0


@pytest.mark.parametrize("size", [(1024, 768), (1280, 800)])
def test_every_command_of_the_bar_is_in_sight_in_every_language(main_window, qtbot, size):
    screen = open_table(main_window, qtbot, TableConfig(seed=3, pause_ms=0, asks=()))
    assert not screen.findChildren(QToolBar)  # nothing to fold a command into a menu
    commands = (screen.next_button, screen.back_button, screen.forward_button, screen.show_all,
                screen.pause, screen.setup_button, screen.new_button, screen.end_button,
                screen.open_button, screen.save_button, screen.export_button)
    main_window.resize(*size)
    try:
        for lang in LANGUAGES:
            main_window.set_language(lang)
            qtbot.waitUntil(lambda: main_window.width() <= size[0])
            qtbot.wait(50)  # the layouts redone for the new words
            boxes = []
            for w in commands:
                assert w.isVisible(), (lang, w.text())
                box = w.geometry()
                # whole, inside the bar and the window, its words not cut
                assert screen.bar.rect().contains(box), (lang, w.text())
                assert w.mapTo(main_window, w.rect().bottomRight()).x() < main_window.width()
                assert box.width() >= w.sizeHint().width(), (lang, w.text())
                boxes.append(box)
            assert not any(a.intersects(b) for k, a in enumerate(boxes) for b in boxes[k + 1:])
            # the table keeps the room: at most two rows
            assert screen.bar.height() <= 2 * max(w.sizeHint().height() for w in commands) + 16
    finally:
        main_window.set_language("en")


# -- the chips and the pots -----------------------------------------------------------------
DENOMINATIONS = (1, 5, 25, 100, 500, 1000, 5000)


def _chips(amount):
    return tuple(fewest_stacks(amount, DENOMINATIONS))


def _state(seats, pots, bets, amount):
    views = tuple(NLSeatView(i + 1, name=f"Seat{i}", level="Normal", stack=12_345,
                             bet=amount if bets else 0, bet_chips=_chips(amount) if bets else (),
                             cards=(None, None), button=i == 0, blind="BB" if i == 2 else "")
                  for i in range(seats))
    pot_views = []
    for k in range(pots):
        winners = () if bets else (k % seats + 1, (k + 2) % seats + 1)
        share = amount // 2
        pot_views.append(NLPotView("Side pot %d" % k if k else "Main pot", amount,
                                   "seats 1, 2, 3, 4", _chips(amount), winners,
                                   tuple(share for _ in winners),
                                   tuple(_chips(share) for _ in winners)))
    return NLTableState(views, (None,) * 5, frozenset(), tuple(pot_views), "T", "S", "Flop", "",
                        (), DENOMINATIONS)


def _boxes(scene):
    from app.ui.table_items import role

    found = {role(i): i for i in scene.items() if role(i)}
    pots = {r: i.sceneBoundingRect() for r, i in found.items() if r.startswith("pot")}
    chips = {r: i for r, i in found.items() if not r.startswith("pot")}
    return pots, chips


@pytest.mark.parametrize("seats", range(2, 10))
def test_bets_and_winners_chips_lie_clear_of_the_pots(qapp, seats):
    from app.ui.nl_scene import NLScene, SeatItem

    for pots in range(1, seats + 1):
        for bets in (True, False):
            for amount in (485, 12_485):
                scene = NLScene()
                scene.show_state(_state(seats, pots, bets, amount), animate=False)
                pot_boxes, chips = _boxes(scene)
                assert len(pot_boxes) == pots and chips
                for name, item in chips.items():
                    rest = item.sceneBoundingRect()
                    hit = [p for p, box in pot_boxes.items() if rest.intersects(box)]
                    assert not hit, f"{seats} seats, {pots} pots: {name} on {hit}"
                    if pots <= 2:  # where the pots leave room, clear of the plates too
                        plates = [i.sceneBoundingRect() for i in scene.items()
                                  if isinstance(i, SeatItem)]
                        assert not any(rest.intersects(p.adjusted(4, 4, -4, -4))
                                       for p in plates), f"{seats} seats: {name}"
                    if "winnings" in name:  # it starts inside its own pot
                        own = pot_boxes["pot " + name.rsplit(" ", 1)[1]]
                        start = item.mapRectToScene(item.rect).translated(-item.pos())
                        assert own.contains(start), name
                        assert not any(start.intersects(b) for p, b in pot_boxes.items()
                                       if b != own), name


def test_a_real_showdown_pays_the_winners_beside_the_pots(main_window, qtbot):
    screen = open_table(main_window, qtbot, TableConfig(seed=3, pause_ms=0, asks=(),
                                                        animate=False).with_seats(9))
    c = screen.c
    shown = 0
    for _ in range(6):
        assert c.play_to("showdown")
        screen.refresh()
        pots, chips = _boxes(screen.view.nl_scene)
        moved = {n: i for n, i in chips.items() if "winnings" in n}
        assert moved
        for name, item in moved.items():
            rest = item.sceneBoundingRect()
            assert not any(rest.intersects(box) for box in pots.values()), name
            assert math.hypot(item.pos().x(), item.pos().y()) > 0  # it left its pot
        shown += 1
        c.next_hand()
    assert shown == 6


def test_the_chips_keep_clear_in_a_scene_of_any_size(qapp):
    """The scene's own rectangles are in scene units: the view's scale changes nothing."""
    from app.ui.nl_scene import HEIGHT, WIDTH, NLScene

    scene = NLScene()
    scene.show_state(_state(6, 2, False, 485), animate=False)
    _pots, chips = _boxes(scene)
    assert all(QRectF(0, 0, WIDTH, HEIGHT).contains(i.sceneBoundingRect())
               for i in chips.values())
