"""The table window: stepping, files, the card picker, presenter scaling, shortcuts."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from app.core.cards import card_text
from app.core.games.hand import Stage
from app.ui.table_items import CardItem, SpotItem
from tests.layout import settle
from tests.scene_roles import by_role, roles, shown_cards


@pytest.fixture
def window(main_window):
    main_window.resize(1280, 800)
    return main_window


def scene_snapshot(w):
    """What each role shows: the card (or slot) and each spot's stake and result."""
    out = {}
    for name, i in roles(w.view.table_scene).items():
        if isinstance(i, CardItem):
            out[name] = (i.card, i.slot)
        elif isinstance(i, SpotItem):
            out[name] = (i.spot.stake, i.spot.result, i.spot.net)
    return out


def test_stepping_a_seeded_hand_shows_what_the_core_says(window):
    c = window.controller
    c.new_hand(seed=7, seats=3)
    start = scene_snapshot(window)
    snapshots = [start]
    while c.forward():
        snapshots.append(scene_snapshot(window))
        hand = c.hand
        scene = window.view.table_scene
        assert shown_cards(scene, "board") == [card_text(x) for x in
                                               hand.cards.board[:hand.board_shown]]
        dealer = shown_cards(scene, "dealer")
        assert dealer == ([card_text(x) for x in hand.cards.dealer] if hand.dealer_shown
                          else [None, None])
    assert c.hand.stage is Stage.SETTLED
    for seat, settlement in c.hand.settlements.items():
        for bet in settlement.bets:
            if bet.stake:
                spot = by_role(window.view.table_scene, f"seat {seat + 1} spot {bet.bet}").spot
                assert (spot.stake, spot.net) == (bet.stake, bet.net)
    # and back, step by step, to exactly what was shown going forward
    for expected in reversed(snapshots[:-1]):
        assert c.back()
        assert scene_snapshot(window) == expected
    assert not c.back()


def test_the_caption_narrates_each_step(window):
    c = window.controller
    c.new_hand(seed=2, seats=1)
    captions = []
    while c.forward():
        captions.append(c.state().caption)
    assert captions[0].startswith("The dealer gives each player")
    assert captions[1].startswith("Flop: ")
    assert captions[-1].startswith("Settlement: seat 1 ")
    assert by_role(window.view.table_scene, "caption").text == captions[-1]


def test_keyboard_space_forward_and_left_back(window, qtbot):
    c = window.controller
    c.new_hand(seed=5)
    qtbot.keyClick(window, Qt.Key.Key_Space)
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert c.hand.stage is Stage.FLOP
    qtbot.keyClick(window, Qt.Key.Key_Left)
    assert c.hand.stage is Stage.DEALT


def test_the_instructor_decides_when_seats_do_not_follow_the_strategy(window, qtbot):
    c = window.controller
    c.set_follow_strategy(False)
    c.new_hand(seed=5, seats=2)
    c.forward(), c.forward()
    assert c.waiting_for_choice() == 0 and not c.forward()
    assert window.act_choices["call"].isEnabled() and not window.act_choices["play"].isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_F)  # fold
    assert c.hand.choice(Stage.FLOP, 0) == "fold" and c.waiting_for_choice() == 1
    window.act_choices["call"].trigger()
    assert c.hand.choice(Stage.FLOP, 1) == "call"


def test_a_scenario_file_round_trips_through_save_and_open(window, tmp_path):
    c = window.controller
    c.new_hand(seed=9, seats=4)
    c.forward(), c.forward(), c.forward()
    path = tmp_path / "hand.jsonl"
    c.save_file(path)
    before = (c.hand.cards, c.hand.seats, c.hand.rules)
    c.new_hand(seed=1)
    assert window.open_hand(str(path))
    assert (c.hand.cards, c.hand.seats, c.hand.rules) == before
    assert c.hand.stage is Stage.BETS


def test_opening_a_bad_file_says_why_and_keeps_the_hand(window, tmp_path, monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: shown.append(a[2]))
    c = window.controller
    c.new_hand(seed=4)
    c.forward()
    before = (c.hand.cards, c.hand.history)
    bad = tmp_path / "bad.json"
    bad.write_text('{"game": "casino_holdem", "player": ["Ah", "Qq"]}')
    assert not window.open_hand(str(bad))
    assert "'player': 'Qq' is not a card" in shown[0]
    assert (c.hand.cards, c.hand.history) == before
    assert not window.open_hand(str(tmp_path / "missing.json"))
    assert "cannot be read" in shown[1]


def test_the_card_picker_refuses_a_used_card(window, qtbot):
    from app.core.cards import parse_card
    from app.ui.setup_dialog import SetupDialog

    dialog = SetupDialog(window.controller, window)
    qtbot.addWidget(dialog)
    dialog.clear_all_button.click()  # it opens with the table's hand; every place to chance
    ace = parse_card("As")
    dialog.deck_buttons[ace].click()
    assert dialog.picks.cards[("seat", 0, 0)] == ace
    assert not dialog.deck_buttons[ace].isEnabled()
    assert not dialog.picks.pick(("board", 0, 0), ace)
    dialog._on_place(("board", 0, 0))
    dialog.deck_buttons[parse_card("Kd")].click()
    dialog.accept()
    hand = window.controller.hand
    assert hand.cards.players[0][0] == ace and hand.cards.board[0] == parse_card("Kd")


def card_height_on_screen(w):
    card = by_role(w.view.table_scene, "board card 1")
    return w.view.mapFromScene(card.rect).boundingRect().height()


def test_presenter_mode_scales_the_table_with_the_window(window, qtbot):
    window.resize(1280, 800)
    settle()
    small = card_height_on_screen(window)
    window.act_present.trigger()
    assert window.isFullScreen()
    assert not window.menuBar().isVisible() and not window.toolbar.isVisible()
    # the settlement's explanation (F9) stays, in type the room can read
    assert window.panel.isVisible() == window.act_panel.isChecked()
    assert f"font-size: {max(24, window.screen().geometry().height() // 40)}px" in \
        window.panel_text.styleSheet()
    if window.act_panel.isChecked():
        window.act_panel.trigger()  # F9 off: the whole width for the table
    window.showNormal()  # the offscreen screen is small: size the window by hand
    window.resize(1920, 1080)
    settle()
    big = card_height_on_screen(window)
    assert big > small * 1.3
    assert big >= 1080 / 6
    window.act_leave.trigger()
    assert window.toolbar.isVisible()


def test_the_four_colour_deck_reaches_the_cards(window):
    window.act_four.trigger()
    assert all(i.four_colour for i in window.view.table_scene.items() if isinstance(i, CardItem))
    assert window.settings.get("table/four_colour_deck") is True


def test_painting_the_table_keeps_pythons_none_alive(window):
    """PySide6 6.12.0 dropped a reference to None on every item paint until Python
    crashed at exit; the pin in pyproject.toml keeps that version out."""
    import gc
    import sys

    from PySide6.QtGui import QImage, QPainter

    c = window.controller
    c.new_hand(seed=3, seats=7)
    c.advance_to("settled")
    items = len(window.view.table_scene.items())
    paints = 20

    def paint() -> None:
        image = QImage(1920, 1080, QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        window.view.table_scene.render(painter)
        painter.end()

    paint()  # the first paint fills caches
    # A garbage collection in the middle would free unrelated objects that hold None and
    # lower the count by hundreds: collect first and keep the collector out of the count.
    gc.collect()
    enabled = gc.isenabled()  # off where the app's own collector runs (app.ui.collector)
    gc.disable()
    try:
        before = sys.getrefcount(None)
        for _ in range(paints):
            paint()
        lost = before - sys.getrefcount(None)
    finally:
        if enabled:
            gc.enable()
    assert items > 50
    # The broken version loses one reference per item painted: items * paints.
    assert lost < items * paints // 4, (lost, items)


def test_the_language_switches_at_run_time(window, qtbot):
    english = (window.menu_file.title(), window.controller.state().caption)
    window.set_language("ka")
    settle()  # Qt posts the language change to every window
    georgian = (window.menu_file.title(), window.controller.state().caption)
    assert georgian[0] != english[0] and georgian[1] != english[1]
    # the table redrew itself in the new language
    assert by_role(window.view.table_scene, "caption").text == georgian[1]
    window.set_language("en")
    settle()
    assert (window.menu_file.title(), window.controller.state().caption) == english
    assert window.settings.get("language") == "en"


def test_a_seed_from_the_menu_deals_the_stored_hand(window, monkeypatch, tmp_path):
    import json

    from PySide6.QtWidgets import QFileDialog, QInputDialog

    from tests.golden.compare import read

    golden = read("table_deals.json")
    stored = golden["records"][golden["inputs"].index(["casino_holdem", 1234, None])]
    monkeypatch.setattr(QInputDialog, "getInt", lambda *a, **k: (1234, True))
    window.act_new.trigger()
    window.act_seed.trigger()
    path = tmp_path / "seed-1234.jsonl"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    window.act_save.trigger()  # File > Save writes the hand as the golden file holds it
    saved = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert saved == stored["scenarios"]
    window.act_forward.trigger()  # the deal: on the felt, each seat's stored cards and ante
    scene = window.view.table_scene
    for number, seat in enumerate(stored["scenarios"], start=1):
        assert shown_cards(scene, f"seat {number}") == seat["player"]
        assert by_role(scene, f"seat {number} spot ante").spot.stake == seat["ante"]


def test_the_card_back_choice_reaches_the_cards(window):
    window.controller.new_hand(seed=1)
    window.controller.forward()
    window.act_backs["red"].trigger()
    backs = [i.back for i in window.view.table_scene.items() if isinstance(i, CardItem)]
    assert backs and set(backs) == {"red"}
    assert window.settings.get("table/card_back") == "red"


@pytest.mark.qt_log_ignore("This plugin does not support raise")  # offscreen: no stacking
def test_back_stays_after_a_house_profile_change(window):
    c = window.controller
    c.new_hand(seed=7, seats=3)
    for _ in range(3):
        assert c.forward(play_seats=True)
    steps = c.hand.history
    page = window.show_settings().games[c.game]
    combo = page.boxes["ante_paytable"]
    other = next(i for i in range(combo.count())
                 if combo.itemData(i) not in ("", c.hand.rules.ante_paytable))
    combo.setCurrentIndex(other)
    combo.activated.emit(other)
    assert c.hand.rules.ante_paytable == combo.itemData(other)  # dealt again under the new rules
    assert c.hand.history == steps and window.act_back.isEnabled()
    window.activateWindow()
    window.act_back.trigger()
    assert c.hand.history == steps[:-1]
    window.show_settings().close()
