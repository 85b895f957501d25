"""The settings' pay tables: each GAMES.md table offered by its name with its lines listed
under it, a house's own table that pays a lower hand more than a higher one asked about
(Keep uses it, Change leaves the table in use and puts the keyboard on the line), and the
blanks typed around a name or a multiplier taken away."""

import pytest
from hypothesis import given, strategies as st
from PySide6.QtCore import QPoint, Qt

from app.core.games.registry import find_game
from app.core.rules import ANTE_LINES, PayTable, pay_inversions

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support raise")
CH, THB = "casino_holdem", "holdem_bonus"

# As GAMES.md §1.2, §1.3 and §2 name them (their "note" column), with their ids.
NAMED = {
    (CH, "ante_paytable"): [
        "Default (100-20-10-3-2-1)",
        "Variant: royal flush 20 to 1 (20-20-10-3-2-1)",
        "Variant: royal flush 25, straight flush 25, four of a kind 12 (25-25-12-3-2-1)",
        "Variant: straight flush 49, four of a kind 17 (100-49-17-3-2-1)"],
    (CH, "bonus_paytable"): [
        "Default (100-50-40-30-20-7-7-7-7)",
        "Variant: straight 10, three of a kind 8 (100-50-40-30-20-10-8-7-7)",
        "\"25 for a flush and above\" (25-25-25-25-25-7-7-7-7)"],
    (THB, "bonus_paytable"): ["Default (1000-30-25-20-15-10-5-3)"],
}
AA_LINES = ("royal flush", "straight flush", "four of a kind", "full house", "flush", "straight",
            "three of a kind", "two pair", "pair of aces")


def _choose(combo, index: int) -> None:
    combo.setCurrentIndex(index)
    combo.activated.emit(index)


def test_the_games_md_tables_are_offered_by_name_with_their_lines(main_window):
    window = main_window.show_settings()
    for (game, key), names in NAMED.items():
        combo = window.games[game].boxes[key]
        offered = [combo.itemText(i) for i in range(combo.count())]
        assert offered == [*names, "Custom..."]
    page = window.games[CH]
    _choose(page.boxes["bonus_paytable"], 1)  # 100-50-40-30-20-10-8-7-7
    shown = page.pay_lines["bonus_paytable"].texts()
    pays = "100-50-40-30-20-10-8-7-7".split("-")  # read from the id, line by line
    assert shown == [(line, f"{n} to 1") for line, n in zip(AA_LINES, pays, strict=True)]
    assert page.pay_lines["bonus_paytable"].isVisible()
    combo = page.boxes["ante_paytable"]
    assert combo.itemData(2, Qt.ItemDataRole.ToolTipRole).splitlines()[0] == \
        "royal flush: 25 to 1"


def test_the_lines_follow_a_house_table_of_its_own(main_window):
    page = main_window.show_settings().games[CH]
    main_window.services.house.set_value(CH, "ante_paytable", "200-100-50-30-20-7")
    assert page.boxes["ante_paytable"].currentText() == "Custom: 200-100-50-30-20-7"
    assert page.pay_lines["ante_paytable"].texts()[-1] == ("straight or lower", "7 to 1")


@given(st.lists(st.integers(1, 60), min_size=6, max_size=6))
def test_an_inversion_is_found_exactly_when_a_lower_line_pays_more(pays):
    table = PayTable("-".join(map(str, pays)), ANTE_LINES)
    found = pay_inversions(table)
    rising = [j for j in range(1, 6) if any(pays[i] < pays[j] for i in range(j))]
    assert [ANTE_LINES.index(f.lower) for f in found] == rising
    for f in found:
        i, j = ANTE_LINES.index(f.higher), ANTE_LINES.index(f.lower)
        assert i < j and (f.higher_pays, f.lower_pays) == (pays[i], pays[j])
        assert f.higher_pays < f.lower_pays


def test_no_games_md_table_pays_a_lower_hand_more():
    for game in (CH, THB):
        for rule in find_game(game).rules:
            for table in rule.tables.values():
                assert pay_inversions(table) == (), table.id


def _type_table(qtbot, editor, values: dict[str, str]) -> None:
    for line, text in values.items():
        field = editor.fields[line]
        field.clear()
        qtbot.mouseClick(field, Qt.MouseButton.LeftButton)
        qtbot.keyClicks(field, text)


def _open_editor(qtbot, page, key: str):
    combo = page.boxes[key]
    _choose(combo, combo.count() - 1)
    editor = page.editors[key]
    assert editor.isVisible()
    return editor


def test_a_flush_paying_more_than_a_full_house_asks_and_change_keeps_the_old_table(
        main_window, qtbot):
    house = main_window.services.house
    page = main_window.show_settings().games[CH]
    editor = _open_editor(qtbot, page, "ante_paytable")
    _type_table(qtbot, editor, {"full_house": "3", "flush": "5"})
    qtbot.mouseClick(editor.use, Qt.MouseButton.LeftButton)
    box = editor.confirm
    assert box is not None and box.isVisible()
    assert box.informativeText().splitlines()[0] == \
        "flush pays 5 to 1, more than full house above it pays (3 to 1)."
    change = next(b for b in box.buttons() if b.text() == "&Change")
    qtbot.mouseClick(change, Qt.MouseButton.LeftButton)
    assert house.active.values(find_game(CH))["ante_paytable"] == "100-20-10-3-2-1"
    qtbot.waitUntil(lambda: page.window().focusWidget() is editor.fields["flush"])
    assert editor.fields["flush"].selectedText() == "5"


def test_keep_uses_the_table_as_typed(main_window, qtbot):
    house = main_window.services.house
    window = main_window.show_settings()
    window.show_game(THB)
    page = window.games[THB]
    editor = _open_editor(qtbot, page, "bonus_paytable")
    _type_table(qtbot, editor, {"kk_qq_jj": "40"})  # above A-K offsuit 15, A-K suited 25...
    qtbot.mouseClick(editor.use, Qt.MouseButton.LeftButton)
    lines = editor.confirm.informativeText().splitlines()
    assert lines[0] == ("K-K, Q-Q or J-J pays 40 to 1, more than A-K offsuit above it pays "
                        "(15 to 1).")
    keep = next(b for b in editor.confirm.buttons() if b.text() == "&Keep")
    qtbot.mouseClick(keep, Qt.MouseButton.LeftButton)
    assert house.active.values(find_game(THB))["bonus_paytable"] == "1000-30-25-20-15-40-5-3"


def test_a_table_in_order_is_used_without_a_question(main_window, qtbot):
    house = main_window.services.house
    page = main_window.show_settings().games[CH]
    editor = _open_editor(qtbot, page, "ante_paytable")
    _type_table(qtbot, editor, {"royal_flush": "250"})
    qtbot.mouseClick(editor.use, Qt.MouseButton.LeftButton)
    assert editor.confirm is None
    assert house.active.values(find_game(CH))["ante_paytable"] == "250-20-10-3-2-1"


def test_blanks_around_a_multiplier_or_a_name_are_taken_away(main_window, qtbot, monkeypatch):
    from PySide6.QtWidgets import QInputDialog

    house = main_window.services.house
    page = main_window.show_settings().games[CH]
    editor = _open_editor(qtbot, page, "ante_paytable")
    field = editor.fields["royal_flush"]
    field.clear()
    qtbot.mouseClick(field, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(field, "  150 ")
    qtbot.keyClick(field, Qt.Key.Key_Return)  # done with the field
    assert field.text() == "150" and not editor.problems["royal_flush"].text()
    names = iter([("   Casino   A  ", True), ("  Casino B ", True)])
    monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *a, **k: next(names)))
    qtbot.mouseClick(page.new, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert house.book.names == ("School default", "Casino A")
    qtbot.mouseClick(page.rename, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert house.book.names == ("School default", "Casino B")
    general = main_window.show_settings().general
    general.chips.setText(" 1 ,5,  25 ,100 ")
    general.chips.editingFinished.emit()
    assert general.chips.text() == "1, 5, 25, 100"


def test_each_variants_name_says_the_lines_it_changes_from_the_default():
    """Told apart in words: each name differs from every other of its bet, and a variant's
    names the lines whose multiplier differs from the default's, read off the ids."""
    from app.core.rules import AA_BONUS_LINES, CH_ANTE_TABLES, CH_BONUS_TABLES, LINE_TEXT

    for tables, lines in ((CH_ANTE_TABLES, ANTE_LINES), (CH_BONUS_TABLES, AA_BONUS_LINES)):
        names = [t.name.render() for t in tables.values()]
        assert len(set(names)) == len(names), names
        default, *others = tables
        for table_id in others:
            name = tables[table_id].name.render()
            if not name.startswith("Variant: "):
                continue
            changed = [(LINE_TEXT[line], b) for line, a, b in
                       zip(lines, default.split("-"), table_id.split("-"), strict=True) if a != b]
            assert changed, table_id
            for words, pays in changed:
                assert f"{words} {pays}" in name, (table_id, name)
            unchanged = [LINE_TEXT[line] for line, a, b in
                         zip(lines, default.split("-"), table_id.split("-"), strict=True)
                         if a == b and LINE_TEXT[line] not in "".join(w for w, _ in changed)]
            assert not any(f"{w} " in name for w in unchanged), (table_id, name)


def test_custom_opens_its_editor_in_sight_with_the_focus_in_its_first_field(main_window,
                                                                               qtbot):
    """In a window too small to show the editor under the rules, choosing "Custom..."
    scrolls it into sight and puts the cursor in its first line's field."""
    w = main_window
    page = w.show_settings().games[CH]
    settings = w._tool_windows["settings"]
    settings.tabs.setCurrentWidget(page)
    settings.resize(700, 420)
    qtbot.waitExposed(settings)
    settings.activateWindow()  # as the click that opened it leaves it
    qtbot.waitActive(settings)
    combo = page.boxes["ante_paytable"]
    qtbot.mouseClick(combo, Qt.MouseButton.LeftButton)  # the list opens; the keys pick
    popup = combo.view()
    qtbot.waitUntil(popup.isVisible)
    qtbot.keyClick(popup, Qt.Key.Key_End)
    qtbot.keyClick(popup, Qt.Key.Key_Return)
    editor = page.editors["ante_paytable"]
    assert combo.currentText() == "Custom..." and editor.isVisible()
    viewport = page.scroll.viewport()

    def in_sight() -> bool:
        top = editor.mapTo(viewport, editor.rect().topLeft()).y()
        bottom = editor.mapTo(viewport, editor.rect().bottomLeft()).y()
        # whole, or from its title down when it is taller than the view
        return top >= 0 and (bottom <= viewport.height() or top <= 8)

    qtbot.waitUntil(in_sight)
    assert page.scroll.verticalScrollBar().value() > 0  # it had to scroll
    first = editor.fields["royal_flush"]
    qtbot.waitUntil(lambda: settings.focusWidget() is first)
