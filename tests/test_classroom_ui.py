"""Ready for the classroom: keys on every keyboard layout, windows that fit a lab PC's
screen, the set-up dialog, the hand's name, the hand folder and the demo loop."""

import pytest
from PySide6.QtCore import QEvent, QMargins, QRect, Qt
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QApplication

from app.core.cards import parse_card
from app.core.games.hand import Stage
from tests.layout import settle

# X11 keycodes (evdev code + 8) of physical keys, from linux/input-event-codes.h:
# KEY_N 49, KEY_E 18, KEY_Y 21, KEY_S 31.
SCAN = {"N": 57, "E": 26, "Y": 29, "S": 39}
# What a Ukrainian and a Georgian layout give on those keys (xkb "ua" and "ge").
UKRAINIAN = {"N": "т", "E": "у", "Y": "н", "S": "і"}
GEORGIAN = {"N": "ნ", "E": "ე", "Y": "ყ", "S": "ს"}


def native_press(target, latin, letters, modifiers=Qt.KeyboardModifier.NoModifier):
    """The key press Qt makes on X11 when the physical key ``latin`` is pressed with a
    non-Latin layout: the layout's letter as key and text, the physical key's scan code."""
    text = letters[latin]
    event = QKeyEvent(QEvent.Type.KeyPress, ord(text.upper()), modifiers, SCAN[latin],
                      ord(text), 0, text)
    QApplication.sendEvent(target, event)
    return event


@pytest.fixture
def window(main_window):
    main_window.resize(1280, 800)
    return main_window


# -- 1. keys on every layout ---------------------------------------------------------------
@pytest.mark.parametrize("letters", [UKRAINIAN, GEORGIAN], ids=["ua", "ge"])
def test_the_physical_n_deals_on_a_non_latin_layout(window, letters):
    c = window.controller
    c.new_hand(seed=11)
    before = c.hand
    native_press(window, "N", letters)
    assert c.hand is not before and c.seed != 11


def test_ctrl_and_the_physical_e_opens_the_set_up_dialog(window, monkeypatch):
    from app.ui.setup_dialog import SetupDialog

    opened = []
    monkeypatch.setattr(SetupDialog, "exec", lambda self: opened.append(self) or 0)
    native_press(window, "E", UKRAINIAN, Qt.KeyboardModifier.ControlModifier)
    assert len(opened) == 1


def test_the_physical_s_toggles_the_strategy_and_latin_keys_are_left_to_qt(window, qtbot):
    following = window.controller.follow_strategy
    native_press(window, "S", GEORGIAN)
    assert window.controller.follow_strategy is not following
    qtbot.keyClick(window, Qt.Key.Key_S)  # the Latin S still works as before
    assert window.controller.follow_strategy is following


def test_a_key_typed_into_a_field_stays_text(window, qtbot):
    from PySide6.QtWidgets import QLineEdit

    c = window.controller
    c.new_hand(seed=11)
    before = c.hand
    edit = QLineEdit(window)  # a field of the window with the keyboard
    edit.show()
    edit.setFocus()
    qtbot.waitUntil(edit.hasFocus)
    native_press(edit, "N", UKRAINIAN)
    assert c.hand is before and edit.text() == "т"


def test_f_keys_and_digits_work_whatever_the_layout(window, qtbot):
    c = window.controller
    c.new_hand(seed=11)
    before = c.hand
    qtbot.keyClick(window, Qt.Key.Key_F5)
    assert c.hand is not before
    c.set_follow_strategy(False)
    c.new_hand(seed=5, seats=2)
    c.forward(), c.forward()
    assert c.waiting_for_choice() == 0
    qtbot.keyClick(window, Qt.Key.Key_2)  # the second choice of the table's order: fold
    assert c.hand.choice(Stage.FLOP, 0) == "fold"
    qtbot.keyClick(window, Qt.Key.Key_1)  # call
    assert c.hand.choice(Stage.FLOP, 1) == "call"


def _saved(w):
    return w.trainer_controller.store.answers(w.trainer_controller.profile.id)


def test_a_trainer_choice_answers_by_physical_key_on_a_ukrainian_layout(window, qtbot):
    window.tabs.setCurrentIndex(1)
    window.trainer_controller.start_drill("ch.qualify", 1, 3)
    q = window.trainer_controller.question
    settle()
    native_press(window, "Y" if q.expected["answer"] == "yes" else "N", UKRAINIAN)
    qtbot.waitUntil(lambda: _saved(window) != [])
    assert _saved(window)[0].correct


def test_a_trainer_choice_answers_by_its_digit(window, qtbot):
    window.tabs.setCurrentIndex(1)
    window.trainer_controller.start_drill("ch.qualify", 1, 3)
    q = window.trainer_controller.question
    settle()
    # Yes is shown first, No second.
    qtbot.keyClick(window, Qt.Key.Key_1 if q.expected["answer"] == "yes" else Qt.Key.Key_2)
    qtbot.waitUntil(lambda: _saved(window) != [])
    assert _saved(window)[0].correct
    labels = [b.text() for b in window.trainer.panel.choices["answer"].buttons()]
    assert labels == ["Yes (Y, 1)", "No (N, 2)"]


def test_a_trainer_choice_answers_by_its_digit_key_on_a_thai_layout(window, qtbot):
    """On the Thai layout the physical 1 key gives "\u0e45": the digit shortcut still answers."""
    window.tabs.setCurrentIndex(1)
    window.trainer_controller.start_drill("ch.qualify", 1, 3)
    q = window.trainer_controller.question
    settle()
    if q.expected["answer"] != "yes":  # Yes is the first choice: pick a seed where it is right
        window.trainer_controller.start_drill("ch.qualify", 1, 4)
        q = window.trainer_controller.question
        settle()
    thai_one = "\u0e45"
    event = QKeyEvent(QEvent.Type.KeyPress, ord(thai_one), Qt.KeyboardModifier.NoModifier, 10,
                      ord(thai_one), 0, thai_one)
    QApplication.sendEvent(window.trainer.panel, event)
    qtbot.waitUntil(lambda: _saved(window) != [])
    assert _saved(window)[0].answer == '{"answer": "yes"}'


def test_the_thai_2_key_answers_the_second_choice_though_it_types_a_slash(window, qtbot):
    """The Thai layout prints "/" on the 2 key (scan code 11): the digit shortcut answers."""
    window.tabs.setCurrentIndex(1)
    for seed in range(3, 40):
        window.trainer_controller.start_drill("ch.qualify", 1, seed)
        if window.trainer_controller.question.expected["answer"] == "no":
            break
    settle()
    event = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Slash, Qt.KeyboardModifier.NoModifier,
                      11, ord("/"), 0, "/")
    QApplication.sendEvent(window.trainer.panel, event)
    qtbot.waitUntil(lambda: _saved(window) != [])
    assert _saved(window)[0].answer == '{"answer": "no"}'


@pytest.mark.parametrize("key,scan,text,expected", [
    (Qt.Key.Key_Slash, 11, "/", "2"),   # Thai: the 2 key
    (Qt.Key.Key_Minus, 12, "-", "3"),   # Thai: the 3 key
    (Qt.Key.Key_Slash, 61, "/", None),  # the slash key itself stays a slash
    (Qt.Key.Key_Minus, 20, "-", None),  # and the minus key a minus
    (Qt.Key.Key_2, 11, "2", None),      # a Latin digit is Qt's already
    (0x0E20, 13, "\u0e20", "4"),        # Thai: a letter on the 4 key
], ids=["th-2", "th-3", "slash", "minus", "digit", "th-4"])
def test_which_keys_are_read_by_their_place(qapp, key, scan, text, expected):
    from app.ui.keys import latin_key

    event = QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier, scan, 0, 0,
                      text)
    assert latin_key(event, "xcb") == expected


# -- 2. fits the screen --------------------------------------------------------------------
def test_a_window_fits_a_1366x768_screen():
    from app.ui.main_window import first_rect, fit_rect

    lab = QRect(0, 0, 1366, 728)  # 1366x768 less a 40 px task bar
    frame = QMargins(8, 32, 8, 8)
    assert first_rect(lab, frame) == QRect(43, 32, 1280, 688)
    # remembered on a 1920x1080 screen, restored on the lab PC: shrunk and moved in
    assert fit_rect(QRect(300, 200, 1800, 1000), lab, frame) == QRect(8, 32, 1350, 688)
    # one that fits stays where it is
    assert fit_rect(QRect(100, 60, 900, 600), lab, frame) == QRect(100, 60, 900, 600)
    # a big screen: the first window is 1280x800, centred
    assert first_rect(QRect(0, 0, 1920, 1040), frame) == QRect(320, 132, 1280, 800)


def test_a_remembered_window_larger_than_the_screen_is_shrunk(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("HOLDEM_TRAINER_HOME", str(tmp_path))
    from app.system.settings import Settings
    from app.ui.app import build_window, make_app

    make_app()
    settings = Settings(str(tmp_path / "settings.ini"))
    first = build_window(settings, "en")
    qtbot.addWidget(first)
    available = first.screen().availableGeometry()
    first.setGeometry(0, 0, available.width() + 600, available.height() + 400)
    settings.set("window/geometry", bytes(first.saveGeometry().data()))
    for w in (first, build_window(settings, "en")):  # a new window and one restored
        qtbot.addWidget(w)
        if w is first:
            w._place_window()
        g = w.geometry()
        assert available.contains(g), (g, available)
        assert g.height() <= available.height() - 40


def test_the_set_up_dialog_with_seven_seats_fits_768_pixels(window, qtbot):
    from app.ui.setup_dialog import SetupDialog

    dialog = SetupDialog(window.controller, window)
    qtbot.addWidget(dialog)
    dialog.seat_count.setValue(7)
    dialog.show()
    qtbot.waitExposed(dialog)
    hint = dialog.sizeHint()
    assert hint.height() <= 700 and hint.width() <= 1366
    assert len(dialog.ante_spins) == 7


def test_the_exam_dialog_fits_768_pixels(window, qtbot):
    from app.ui.exam_dialog import ExamDialog

    dialog = ExamDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.sizeHint().height() <= 700 and dialog.sizeHint().width() <= 1366


# -- 3. the set-up dialog ------------------------------------------------------------------
def test_the_set_up_dialog_opens_with_the_hand_on_the_table(window, qtbot):
    from app.core.cards import card_text
    from app.ui.setup_dialog import SetupDialog

    c = window.controller
    c.new_hand(seed=1234, seats=3)
    dialog = SetupDialog(c, window)
    qtbot.addWidget(dialog)
    hand = c.hand
    players, dealer, board = dialog.picks.layout()
    assert players == [list(p) for p in hand.cards.players]
    assert dealer == list(hand.cards.dealer) and board == list(hand.cards.board)
    bets = zip(dialog.ante_spins, dialog.bonus_spins, strict=True)
    assert [(a.value(), b.value()) for a, b in bets] == [(s.ante, s.bonus) for s in hand.seats]
    used = {x for p in hand.cards.players for x in p} | set(hand.cards.dealer) | set(
        hand.cards.board)
    assert len(used) == 3 * 2 + 2 + 5
    assert {card for card, b in dialog.deck_buttons.items() if not b.isEnabled()} == used
    assert card_text(players[0][0])  # a real card
    dialog.accept()  # unchanged, the same hand again
    assert c.hand.cards == hand.cards and c.hand.seats == hand.seats


def test_clearing_the_cards_leaves_the_deck_where_it_was(window, qtbot):
    """The deck stays under the pointer: a place with a card and an empty one ("?") are
    the same height."""
    from app.ui.setup_dialog import SetupDialog

    window.controller.new_hand(seed=1234, seats=7)
    dialog = SetupDialog(window.controller, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    ace = next(iter(dialog.deck_buttons.values()))
    before = ace.mapTo(dialog, ace.rect().topLeft())
    dialog.clear_all_button.click()
    settle()
    assert ace.mapTo(dialog, ace.rect().topLeft()) == before


def _pixels_near(image, colour, tolerance=40):
    c = QColor(colour)
    count = 0
    for y in range(image.height()):
        for x in range(image.width()):
            p = image.pixelColor(x, y)
            if (abs(p.red() - c.red()) + abs(p.green() - c.green())
                    + abs(p.blue() - c.blue())) < tolerance:
                count += 1
    return count


def test_used_cards_are_greyed_and_the_deck_follows_the_four_colour_setting(window, qtbot):
    from app.ui.setup_dialog import SetupDialog

    green, blue = "#13803a", "#1f57c3"  # FOUR_COLOURS' clubs and diamonds, as in GAMES.md
    for four in (False, True):
        window.settings.set("table/four_colour_deck", four)
        dialog = SetupDialog(window.controller, window)
        qtbot.addWidget(dialog)
        dialog.clear_all_button.click()
        dialog.show()
        qtbot.waitExposed(dialog)
        clubs = dialog.deck_buttons[parse_card("Kc")]
        diamonds = dialog.deck_buttons[parse_card("Kd")]
        assert bool(_pixels_near(clubs.grab().toImage(), green)) is four
        assert bool(_pixels_near(diamonds.grab().toImage(), blue)) is four
        dialog.deck_buttons[parse_card("Kd")].click()  # now used: greyed
        assert not diamonds.isEnabled()
        image = diamonds.grab().toImage()
        assert _pixels_near(image, "#c8102e") == 0 and _pixels_near(image, blue) == 0
        assert _pixels_near(image, "#a8a8a8", 30) > 0
        dialog.reject()


def test_house_rules_are_named_in_words(window, qtbot):
    from PySide6.QtWidgets import QLabel

    from app.ui.setup_dialog import SetupDialog

    def shown(dialog):
        labels = {w.text() for w in dialog.findChildren(QLabel)}
        values = {key: [box.itemText(i) for i in range(box.count())]
                  for key, box in dialog.rule_boxes.items()}
        return labels, values

    window.act_games["holdem_bonus"].trigger()
    dialog = SetupDialog(window.controller, window)
    qtbot.addWidget(dialog)
    labels, values = shown(dialog)
    assert {"Ante pays on", "Ties", "Bonus pay table"} <= labels
    assert not {"ties", "ante_pays_on", "bonus_paytable"} & labels
    assert values["ante_pays_on"] == ["a straight or better", "a flush or better"]
    assert values["ties"] == ["all bets are returned", "dealer wins"]
    dialog.rule_boxes["ties"].setCurrentIndex(1)
    assert dialog.rules()["ties"] == "dealer_wins"  # the scenario's value, not the words
    window.act_games["casino_holdem"].trigger()
    dialog = SetupDialog(window.controller, window)
    qtbot.addWidget(dialog)
    labels, values = shown(dialog)
    assert {"Ante pay table", "AA Bonus pay table", "AA Bonus on a fold"} <= labels
    assert values["aa_bonus_on_fold"] == ["settled", "forfeited"]
    # the tables by GAMES.md's names, each with its id
    assert [v.rsplit(" (", 1)[1].rstrip(")") for v in values["ante_paytable"]] == \
        list(window.controller.spec.rules[0].values)
    assert values["ante_paytable"][0] == "Default (100-20-10-3-2-1)"


# -- 4. the hand's name, the hand folder, keep dealing -------------------------------------
def test_the_title_names_the_hand_by_seed_or_file(window, tmp_path):
    c = window.controller
    c.new_hand(seed=1234)
    assert window.windowTitle().startswith("Seed 1234 ")
    c.new_hand()  # a random hand has a seed too, and it deals the same hand again
    seed = c.seed
    assert window.windowTitle().startswith(f"Seed {seed} ")
    cards = c.hand.cards
    c.new_hand(seed=seed)
    assert c.hand.cards == cards
    path = tmp_path / "lesson 3.jsonl"
    c.save_file(path)
    assert window.windowTitle().startswith("lesson 3.jsonl ")
    c.new_hand(seed=7)
    c.open_file(path)
    assert window.windowTitle().startswith("lesson 3.jsonl ")
    window.tabs.setCurrentIndex(1)
    assert window.windowTitle() == "Hold'em Dealer Trainer"


def test_open_and_save_start_in_documents_then_the_last_folder(window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    home = tmp_path / "home"
    (home / "Dokumente").mkdir(parents=True)
    config = tmp_path / "config"
    config.mkdir()
    (config / "user-dirs.dirs").write_text('XDG_DOCUMENTS_DIR="$HOME/Dokumente"\n')
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(config))
    asked = []
    lesson = tmp_path / "lessons"
    lesson.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda parent, title, start, kinds: asked.append(start) or (
                            str(lesson / "a.jsonl"), ""))
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda parent, title, start, kinds: asked.append(start) or ("", ""))
    window.act_save.trigger()
    window.act_open.trigger()
    window.act_save.trigger()
    assert asked == [str(home / "Dokumente" / "hand.jsonl"), str(lesson),
                     str(lesson / "a.jsonl")]
    assert (lesson / "a.jsonl").exists()


def test_keep_dealing_deals_a_new_hand_after_each_settlement(window, qtbot):
    c = window.controller
    c.set_follow_strategy(False)  # the demo plays the seats itself
    window.speed.setValue(0.2)
    window.keep_dealing_pause_ms = 100
    settled = []
    c.changed.connect(lambda: settled.append(c.hand) if c.hand.stage is Stage.SETTLED
                      and (not settled or settled[-1] is not c.hand) else None)
    c.new_hand(seed=3, seats=1)
    window.act_keep.trigger()
    assert window.act_keep.isChecked() and window.act_auto.isChecked()
    qtbot.waitUntil(lambda: len(settled) >= 2, timeout=20000)
    assert settled[0] is not settled[1]
    window.act_keep.trigger()  # stop: no new hand comes
    last = c.hand
    qtbot.wait(800)
    assert c.hand is last and not window._next_deal.isActive()
    window.act_keep.trigger()  # on again, and leaving the table stops it
    window.tabs.setCurrentIndex(2)
    assert not window.act_keep.isChecked() and not window._next_deal.isActive()


def test_a_new_hand_keeps_the_seat_count_of_the_hand_set_up(window):
    from app.core.games.hand import SeatBets

    c = window.controller
    c.set_up([SeatBets(10)] * 7, [], [], [])
    c.new_hand()
    assert len(c.hand.seats) == 7
    c.set_up([SeatBets(10)] * 2, [], [], [])
    c.new_hand(seed=5)
    assert len(c.hand.seats) == 2
