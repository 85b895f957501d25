"""The house profiles in settings and the settings window: an older settings file's rules
kept, a profile change reaching the table's settlement, the rules page's cheat sheet and
the trainer's questions at once, a bad profile file refused with nothing changed, the
general page working the menus' settings, and no text cut off in the pseudo-language."""

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QMessageBox

from app.commands.questions import scenarios
from app.controller.house import HouseController, house_rule_values, load_book
from app.core.games.registry import find_game
from app.core.games.table_scenario import to_scenarios
from app.core.profiles import HouseProfile, profile_json
from app.system.settings import Settings
from tests import reference as ref

# The window is a tool window, raised when opened: offscreen there is no stacking to raise in.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support raise")
CH, THB = "casino_holdem", "holdem_bonus"
OWN = "200-100-50-30-20-7"  # ante: a straight or lower pays 7 to 1, easy to tell apart


def test_an_older_settings_files_rules_become_the_first_profile(tmp_path, qapp):
    path = tmp_path / "settings.ini"
    path.write_text("[casino_holdem]\nante_paytable=25-25-12-3-2-1\n"
                    "[holdem_bonus]\nties=dealer_wins\n")
    settings = Settings(str(path))
    book = load_book(settings)
    assert book.names == ("School default",)
    assert house_rule_values(settings, find_game(CH))["ante_paytable"] == "25-25-12-3-2-1"
    assert house_rule_values(settings, find_game(THB))["ties"] == "dealer_wins"
    HouseController(settings).add("Casino A")  # the first save writes the profiles
    settings.sync()
    text = path.read_text()
    assert "ante_paytable=" not in text and "ties=" not in text  # the older keys went
    again = Settings(str(path))
    assert load_book(again).names == ("School default", "Casino A")
    for name in ("School default", "Casino A"):
        profile = load_book(again).find(name)
        assert profile.values(find_game(CH))["ante_paytable"] == "25-25-12-3-2-1"
        assert profile.values(find_game(THB))["ties"] == "dealer_wins"


def test_saved_profiles_that_cannot_be_read_fall_back_and_are_reported(tmp_path, qapp):
    path = tmp_path / "settings.ini"
    path.write_text('[house]\nprofiles="{not json"\n[casino_holdem]\nbonus_paytable='
                    "25-25-25-25-25-7-7-7-7\n")
    settings = Settings(str(path))
    values = house_rule_values(settings, find_game(CH))
    assert values["bonus_paytable"] == "25-25-25-25-25-7-7-7-7"
    assert any("house/profiles" in p and "not JSON" in p for p in settings.problems)


def _set_own_table(house: HouseController) -> None:
    house.set_value(CH, "ante_paytable", house.custom_table(CH, "ante_paytable",
                                                            OWN.split("-")))


def test_a_profile_change_reaches_the_tables_settlement_and_felt_at_once(main_window):
    w = main_window
    w.controller.set_game(CH)
    w.controller.new_hand(seed=11, seats=5)
    w.controller.advance_to("settled")
    before = [w.controller.hand.settlements[i].total for i in range(5)]
    _set_own_table(w.services.house)
    hand = w.controller.hand
    assert hand.rules.ante_paytable == OWN and w.controller.seed == 11
    assert any(OWN in line for line in w.controller.state().rule_lines)
    after = [hand.settlements[i].total for i in range(5)]
    for item, total in zip(to_scenarios(hand), after, strict=True):
        assert ref.casino_holdem(item)["total"] == total  # read by the independent settler
    assert after != before  # 7 to 1 for a straight or lower: some seat's ante pays more


def test_a_hand_set_up_by_hand_keeps_the_rules_it_was_given(main_window):
    w = main_window
    w.controller.set_game(CH)
    w.controller.new_hand(seed=3, seats=2)
    hand = w.controller.hand
    w.controller.set_up(list(hand.seats), [], [], [], {"ante_paytable": "25-25-12-3-2-1"})
    _set_own_table(w.services.house)
    assert w.controller.hand.rules.ante_paytable == "25-25-12-3-2-1"
    w.controller.new_hand()
    assert w.controller.hand.rules.ante_paytable == OWN


def test_the_cheat_sheet_on_screen_follows_the_profile_at_once(main_window, qtbot):
    from app.ui.main_window import RULES_TAB

    w = main_window
    w.rules_screen.show_game(CH)
    w.tabs.setCurrentIndex(RULES_TAB)
    _set_own_table(w.services.house)
    text = w.rules_screen.browser.toPlainText()
    assert f"Ante pay table ({OWN})" in text and f"{OWN} (active)" in text
    sheet = text[text.index(f"Ante pay table ({OWN})"):]
    # straight or lower: 7 to 1; bets of 1, 10, 25 and 100 pay 7, 70, 175 and 700
    assert sheet.split("straight or lower", 1)[1].split()[:7] == ["7", "to", "1", "7", "70",
                                                                   "175", "700"]


def test_a_practice_question_is_asked_again_under_the_new_profile(main_window):
    w = main_window
    c = w.trainer_controller
    c.start_drill("ch.ante_call", 1, 5)
    assert c.question.rules.ante_paytable == "100-20-10-3-2-1"
    _set_own_table(w.services.house)
    q = c.question
    assert q.rules.ante_paytable == OWN
    item = scenarios(q)[0]
    paid = ref.casino_holdem(item)
    assert q.parts[0].expected == max(0, paid["ante"] + paid["call"])


def test_an_exam_set_here_carries_the_profile_and_another_pc_reads_it(main_window, tmp_path):
    from app.core.trainer.drills import DRILLS
    from app.core.trainer.exam import parse_exam_code
    from app.ui.exam_dialog import ExamDialog

    w = main_window
    _set_own_table(w.services.house)
    c = w.trainer_controller
    dialog = ExamDialog(w.trainer, c.house, c.saved_houses())
    dialog.accept()
    assert dialog.spec.house == ((CH, "ante_paytable", OWN),)
    code = c.start_exam(dialog.spec)
    assert c.question.game != CH or c.question.rules.ante_paytable == OWN
    path = tmp_path / "a.json"
    w.services.house.export(path)
    with pytest.raises(Exception, match="import the instructor's house profile"):
        parse_exam_code(code, list(DRILLS))  # a PC without the profile
    elsewhere = HouseProfile.make("School default")  # the other PC's own profile differs
    got = parse_exam_code(code, list(DRILLS), [elsewhere, json_profile(path)])
    assert got == dialog.spec


def json_profile(path):
    from app.core.profiles import read_profile

    return read_profile(path.read_bytes())


@pytest.mark.parametrize("content", [
    b"{\"name\": \"Casino A\", \"games\": {",
    b"{\"name\": \"Casino A\", \"games\": {\"casino_holdem\": {\"ante_paytable\": \"150-0-1\"}}}",
    b"\x89PNG\r\n",
])
def test_a_malformed_profile_file_is_refused_and_nothing_changes(main_window, tmp_path,
                                                                 _no_blocking_questions,
                                                                 content):
    w = main_window
    window = w.show_settings()
    page = window.games[CH]
    settings_before = w.settings.get("house/profiles")
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    page.import_file(str(path))
    assert "The house profile was not imported:" in _no_blocking_questions[-1]
    assert w.settings.get("house/profiles") == settings_before
    assert page.profiles.count() == 1


def test_import_adds_the_profile_under_a_free_name_and_makes_it_active(main_window, tmp_path):
    w = main_window
    window = w.show_settings()
    page = window.games[CH]
    path = tmp_path / "casino.json"
    profile = HouseProfile.make("School default", {CH: {"ante_paytable": OWN}})
    path.write_text(profile_json(profile), encoding="utf-8")
    page.import_file(str(path))
    assert w.services.house.book.names == ("School default", "School default (2)")
    assert page.profiles.currentText() == "School default (2)"
    assert page.boxes["ante_paytable"].currentText() == f"Custom: {OWN}"
    assert w.controller.hand.rules.ante_paytable == OWN


def test_the_custom_editor_names_each_bad_line_beside_it_and_applies_only_when_whole(
        main_window, qtbot):
    w = main_window
    page = w.show_settings().games[CH]
    combo = page.boxes["bonus_paytable"]
    combo.setCurrentIndex(combo.count() - 1)
    combo.activated.emit(combo.count() - 1)
    editor = page.editors["bonus_paytable"]
    assert editor.isVisible() and editor.typed() == "100-50-40-30-20-7-7-7-7".split("-")
    for line, text in (("flush", "0"), ("straight", "-5"), ("two_pair", "x"),
                       ("pair_of_aces", ""), ("royal_flush", "20000")):
        editor.fields[line].setText(text)
        editor.fields[line].textEdited.emit(text)
    problems = {line: label.text() for line, label in editor.problems.items() if label.text()}
    assert problems == {
        "flush": "the flush line must be a whole number from 1 to 10,000, not '0'",
        "straight": "the straight line must be a whole number from 1 to 10,000, not '-5'",
        "two_pair": "the two pair line must be a whole number from 1 to 10,000, not 'x'",
        "pair_of_aces": "the pay table has no multiplier for the pair of aces line",
        "royal_flush": "the royal flush line must be a whole number from 1 to 10,000, not "
                       "'20000'"}
    assert not editor.use.isEnabled()
    assert w.services.house.active.values(find_game(CH))["bonus_paytable"] == \
        "100-50-40-30-20-7-7-7-7"
    for line, text in (("flush", "25"), ("straight", "12"), ("two_pair", "8"),
                       ("pair_of_aces", "6"), ("royal_flush", "250")):
        editor.fields[line].setText(text)
        editor.fields[line].textEdited.emit(text)
    assert editor.use.isEnabled()
    editor.use.click()
    own = "250-50-40-30-25-12-7-8-6"
    # two pair 8 to 1 above three of a kind 7 to 1: asked first, then kept
    keep = next(b for b in editor.confirm.buttons() if b.text() == "&Keep")
    qtbot.mouseClick(keep, Qt.MouseButton.LeftButton)
    assert w.services.house.active.values(find_game(CH))["bonus_paytable"] == own
    assert combo.currentText() == f"Custom: {own}" and editor.isVisible()


def test_profiles_are_added_renamed_and_deleted_from_the_page(main_window, monkeypatch):
    from PySide6.QtWidgets import QInputDialog

    w = main_window
    page = w.show_settings().games[THB]
    answers = iter([("Casino A", True), ("Casino B", True)])
    monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *a, **k: next(answers)))
    page.new.click()
    page.boxes["ties"].setCurrentIndex(1)
    page.boxes["ties"].activated.emit(1)
    page.rename.click()
    house = w.services.house
    assert house.book.names == ("School default", "Casino B")
    assert house.active.values(find_game(THB))["ties"] == "dealer_wins"
    assert house.book.find("School default").values(find_game(THB))["ties"] == "push"
    monkeypatch.setattr(QMessageBox, "question",
                        staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes))
    page.delete.click()
    assert house.book.names == ("School default",) and not page.delete.isEnabled()


def test_the_general_page_works_the_menus_settings(main_window):
    w = main_window
    window = w.show_settings()
    general = window.general
    window.tabs.setCurrentWidget(general)
    general.four.setChecked(True)
    assert w.act_four.isChecked() and w.settings.get("table/four_colour_deck")
    w.act_backs["green"].trigger()
    assert general.back.currentData() == "green"
    general.back.setCurrentIndex(general.back.findData("red"))
    general.back.activated.emit(general.back.currentIndex())
    assert w.settings.get("table/card_back") == "red" and w.act_backs["red"].isChecked()
    general.speed.setValue(3.0)
    assert w.speed.value() == 3.0 and w.settings.get("table/autoplay_seconds") == 3.0
    general.chips.setText("1, 5, 20, 100")
    general.chips.editingFinished.emit()
    assert w.settings.get("chips/denominations") == (1, 5, 20, 100)
    assert w.controller.state().denominations == (1, 5, 20, 100)
    general.chips.setText("5, 25")
    general.chips.editingFinished.emit()
    assert general.chips_problem.text() == \
        "The chip values need a 1, so that every amount can be paid."
    assert w.settings.get("chips/denominations") == (1, 5, 20, 100)


def test_ctrl_comma_opens_the_settings_at_the_tables_game(main_window, qtbot):
    w = main_window
    w.controller.set_game(THB)
    qtbot.keyClick(w, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    window = w._tool_windows["settings"]
    assert window.isVisible() and window.tabs.currentWidget() is window.games[THB]
    assert w.act_settings.text() == "&Settings..."


@pytest.mark.parametrize("lang", ["xx", "th", "ka"])
def test_no_text_of_the_settings_window_is_cut_off(qtbot, tmp_path, monkeypatch, lang):
    """Every page, a custom table open with a problem on each line, in the pseudo-language
    (every text a third longer) and in Thai and Georgian: each label, button, check box,
    group box title, tab and combo box shows its whole text; the window fits 1024x700."""
    from tests.test_pseudo_screens import build, clipped, shown

    w = build(qtbot, tmp_path, monkeypatch, lang)
    try:
        window = w.show_settings()
        qtbot.waitExposed(window)
        assert window.frameGeometry().width() <= 1024 and window.frameGeometry().height() <= 700
        page = window.games[CH]
        for key in ("ante_paytable", "bonus_paytable"):
            combo = page.boxes[key]
            combo.setCurrentIndex(combo.count() - 1)
            combo.activated.emit(combo.count() - 1)
            editor = page.editors[key]
            for field in editor.fields.values():
                field.setText("abc")
                field.textEdited.emit("abc")
        bad = []
        for i in range(window.tabs.count()):
            window.tabs.setCurrentIndex(i)
            qtbot.wait(20)
            if lang == "xx":
                assert any(x.text().startswith("[") for x in shown(window, QAbstractButton))
            bad += [f"tab {i}: {problem}" for problem in clipped(window)]
        assert not bad, "\n".join(bad)
    finally:
        w.languages.switch("en")


def test_the_profile_file_is_the_small_json_the_issue_describes(tmp_path, qapp):
    settings = Settings(str(tmp_path / "s.ini"))
    house = HouseController(settings)
    _set_own_table(house)
    path = tmp_path / "p.json"
    house.export(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["name"] == "School default" and data["games"][CH]["ante_paytable"] == OWN


@pytest.mark.parametrize("seats", [1, 7])
def test_the_largest_house_tables_stay_on_the_felt_clear_of_the_cards_and_seats(main_window,
                                                                                qtbot, seats):
    """Tables of 10,000 to 1 on every line (the most a house's own table may pay) are printed
    whole, broken across lines, clear of the cards and every seat."""
    from tests.test_readable_layout import felt_clear_of_cards, seat_frames_apart

    w = main_window
    house = w.services.house
    house.set_value(CH, "ante_paytable", "-".join(["10000"] * 6))
    house.set_value(CH, "bonus_paytable", "-".join(["10000"] * 9))
    w.controller.set_game(CH)
    w.controller.new_hand(seed=3, seats=seats)
    w.controller.advance_to("settled")
    qtbot.wait(20)
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFontMetricsF

    from app.ui.table_items import felt_texts

    state = w.view.table_scene.state
    assert any("-".join(["10000"] * 9) in line for line in state.rule_lines)
    for font, box, flags, text in felt_texts(state.title, state.rule_lines, seats > 3, True):
        drawn = QFontMetricsF(font).boundingRect(QRectF(0, 0, box.width(), 400), flags, text)
        assert drawn.width() <= box.width() + 0.5, f"{text!r} runs out of its {box}"
    felt_clear_of_cards(w.view.table_scene)
    seat_frames_apart(w.view.table_scene)


def test_the_status_line_follows_a_language_switch(main_window, qtbot, tmp_path):
    from PySide6.QtCore import QCoreApplication

    w = main_window
    page = w.show_settings().games[CH]
    path = tmp_path / "casino.json"
    path.write_text(profile_json(HouseProfile.make("Casino A", {})), encoding="utf-8")
    page.import_file(str(path))
    english = page.status.text()
    assert english == "Imported Casino A: it is the active profile now."
    w.set_language("uk")
    try:
        ukrainian = QCoreApplication.translate(
            "HousePage", "Imported {name}: it is the active profile now.").format(name="Casino A")
        assert ukrainian != english  # the .qm has the line: else the test would prove nothing
        qtbot.waitUntil(lambda: page.status.text() == ukrainian)
    finally:
        w.set_language("en")
    qtbot.waitUntil(lambda: page.status.text() == english)


def test_export_starts_in_the_hand_folder_and_remembers_the_folder_chosen(main_window, tmp_path,
                                                                          monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    w = main_window
    start, chosen = tmp_path / "hands", tmp_path / "profiles"
    start.mkdir()
    chosen.mkdir()
    w.settings.set("files/hand_folder", str(start))
    asked = []

    def save_name(parent, caption, where, filters):
        asked.append(where)
        return str(chosen / "school.json"), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save_name))
    page = w.show_settings().games[CH]
    page.export.click()
    assert asked == [str(start / "School default.json")]
    assert json_profile(chosen / "school.json").name == "School default"
    assert w.settings.get("files/hand_folder") == str(chosen)
