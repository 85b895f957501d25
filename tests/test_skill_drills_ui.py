"""The dealer's daily skills through the real trainer screen, by keyboard: each drill is
chosen from the drill list, answered right and then wrong, and the feedback and the
store say so."""

import pytest
from PySide6.QtCore import Qt

from app.core.text import Signed
from app.i18n import qt_translate

SKILLS = ("ch.words", "thb.words", "pay.multiply", "ch.audit", "thb.audit", "call.announce",
          "chips.colour")


@pytest.fixture
def window(main_window):
    main_window.tabs.setCurrentIndex(1)
    return main_window


def saved(w):
    return w.trainer_controller.store.answers(w.trainer_controller.profile.id)


def choose_from_the_list(w, qtbot, drill, level):
    """Pick the drill in the Drill list with the keyboard (the list starts it)."""
    screen = w.trainer
    screen.level.setValue(level)
    combo = screen.drill
    combo.setFocus()
    index = combo.findData(drill)
    assert index >= 0, drill
    while combo.currentIndex() != index:
        qtbot.keyClick(combo, Qt.Key.Key_Down if combo.currentIndex() < index else Qt.Key.Key_Up)
    qtbot.waitUntil(lambda: w.trainer_controller.question is not None
                    and w.trainer_controller.question.drill == drill)
    # The keyboard goes to the answer once the new fields are shown.
    qtbot.waitUntil(lambda: w.trainer.panel.isAncestorOf(w.focusWidget()))
    return w.trainer_controller.question


def typed_key(q, part):
    """The key as a trainee types it."""
    value = part.expected
    if part.kind == "call":
        return next(o.text.render(qt_translate) for o in part.options if o.id == value)
    if part.kind == "signed":
        return Signed(value).__format__("")
    return f"{value:,}"


def answer_by_keyboard(w, qtbot, q, values):
    """Type each part into its field (clearing what it held), then Enter in the last field
    (in another field, Enter goes on to the next one)."""
    panel = w.trainer.panel
    for part in q.parts:
        if part.key not in values:
            continue
        edit = panel.edits[part.key]
        edit.setFocus()
        edit.selectAll()
        qtbot.keyClick(edit, Qt.Key.Key_Backspace)
        qtbot.keyClicks(edit, values[part.key])
    if panel.edits:
        edit = list(panel.edits.values())[-1]
        edit.setFocus()
        popup = edit.completer().popup() if edit.completer() else None
        if popup is not None and popup.isVisible():
            # The list of calls is open: it closes, the keyboard comes back to the field
            # (offscreen, a closed popup gives the focus back to no one), then Enter answers.
            popup.hide()
            w.activateWindow()
            edit.setFocus()
        qtbot.keyClick(edit, Qt.Key.Key_Return)


def choose_by_key(w, qtbot, q, option_id):
    """The digit shown on the choice (1 for the first)."""
    n = [o.id for o in q.parts[0].options].index(option_id) + 1
    qtbot.keyClick(w, getattr(Qt.Key, f"Key_{n}"))


def feedback(w):
    return w.trainer.feedback.toPlainText()


def answer_right(w, qtbot, q):
    part = q.parts[0]
    if part.kind == "choice":
        choose_by_key(w, qtbot, q, part.expected)
    else:
        answer_by_keyboard(w, qtbot, q, {p.key: typed_key(q, p) for p in q.parts})
    qtbot.waitUntil(lambda: w.trainer_controller.last is not None)


def answer_wrong(w, qtbot, q):
    part = q.parts[0]
    if part.kind == "choice":
        choose_by_key(w, qtbot, q, next(o.id for o in part.options if o.id != part.expected))
    elif part.kind == "call":
        wrong = next(o for o in part.options if o.id != part.expected)
        answer_by_keyboard(w, qtbot, q, {part.key: wrong.text.render(qt_translate)})
    elif q.drill.endswith(".audit"):
        # Leave the layout as the dealer paid it: wrong when it holds a mistake, else a right
        # payout "corrected" into a wrong one.
        if all(p.given == p.expected for p in q.parts):
            answer_by_keyboard(w, qtbot, q, {part.key: str(part.expected + 5)})
        else:
            answer_by_keyboard(w, qtbot, q, {})
    else:  # every field answered (an empty one is refused), the first one wrong
        answer_by_keyboard(w, qtbot, q, {p.key: typed_key(q, p) for p in q.parts}
                           | {part.key: str(abs(part.expected) + 5)})
    qtbot.waitUntil(lambda: w.trainer_controller.last is not None)


@pytest.mark.parametrize("drill", SKILLS)
@pytest.mark.parametrize("level", [1, 2])
def test_each_skill_drill_is_answered_right_then_wrong_on_the_screen(window, qtbot, drill, level):
    q = choose_from_the_list(window, qtbot, drill, level)
    assert window.trainer.prompt.text() == q.prompt.render(qt_translate)
    answer_right(window, qtbot, q)
    assert "Right" in feedback(window) and "\u2713" in feedback(window), feedback(window)
    assert "How it is settled" in feedback(window)
    # Enter brings the next question; it is answered wrong.
    qtbot.keyClick(window.trainer.next_button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.trainer_controller.last is None
                    and window.trainer.panel.isAncestorOf(window.focusWidget()))
    q2 = window.trainer_controller.question
    assert q2.drill == drill
    answer_wrong(window, qtbot, q2)
    assert "Not right" in feedback(window), feedback(window)
    assert [r.correct for r in saved(window)] == [True, False]
    assert {r.drill for r in saved(window)} == {drill}


def test_a_word_problem_shows_its_sentences_on_the_felt_and_no_cards(window, qtbot):
    q = choose_from_the_list(window, qtbot, "thb.words", 2)
    state = window.trainer_controller.state()
    assert state.story == tuple(line.render(qt_translate) for line in q.story)
    assert state.seats == () and state.board == () and not state.dealer_cards
    roles = {item.data(0) for item in window.trainer.view.table_scene.items()}
    assert "story" in roles and not any(str(r).startswith("board card") for r in roles)


def test_an_audit_shows_the_dealers_payouts_on_the_felt_and_in_the_fields(window, qtbot):
    q = choose_from_the_list(window, qtbot, "ch.audit", 2)
    panel = window.trainer.panel
    for part in q.parts:
        assert panel.edits[part.key].text() == Signed(part.given).__format__("")
    spots = {(s.number, sp.bet): sp.net for s in window.trainer_controller.state().seats
             for sp in s.spots if sp.stake}
    assert spots == {(int(p.key[4]), p.key.split("_", 1)[1]): p.given for p in q.parts}


def test_a_typed_call_that_is_no_call_is_refused_and_not_scored(window, qtbot):
    q = choose_from_the_list(window, qtbot, "call.announce", 2)
    answer_by_keyboard(window, qtbot, q, {"answer": "the player is lucky"})
    assert "not one of the dealer's calls" in window.trainer.panel.message.text()
    assert saved(window) == []


def test_the_call_field_completes_from_the_dealers_calls(window, qtbot):
    q = choose_from_the_list(window, qtbot, "call.announce", 2)
    edit = window.trainer.panel.edits["answer"]
    completer = edit.completer()
    words = {completer.model().index(i, 0).data() for i in range(completer.model().rowCount())}
    assert words == {o.text.render(qt_translate) for o in q.parts[0].options}
    assert not window.trainer.panel.keypad.isVisible()  # words, not digits


def test_colouring_up_can_be_answered_from_the_chip_tray(window, qtbot):
    q = choose_from_the_list(window, qtbot, "chips.colour", 1)
    panel = window.trainer.panel
    values = {int(p.key.split("_")[1]): p.expected for p in q.parts}
    assert sorted(panel.denominations) == sorted(values)  # the tray holds the values asked
    buttons = {b.property("chip"): b for b in panel.tray.findChildren(type(panel.pay_chips))
               if b.property("chip")}
    for value, count in values.items():
        for _ in range(count):
            qtbot.mouseClick(buttons[value], Qt.MouseButton.LeftButton)
    qtbot.keyClick(panel.edits[q.parts[0].key], Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.trainer_controller.last is not None)
    assert window.trainer_controller.last.correct


def test_a_click_on_a_spot_of_the_layout_goes_to_its_field(window, qtbot):
    q = choose_from_the_list(window, qtbot, "ch.audit", 2)
    view = window.trainer.view
    view.resize(1000, 640)
    part = q.parts[-1]
    role = f"seat {part.key[4]} spot {part.key.split('_', 1)[1]}"
    item = next(i for i in view.table_scene.items() if i.data(0) == role)
    point = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    edit = window.trainer.panel.edits[part.key]
    assert edit.hasFocus() and edit.selectedText() == edit.text()


def test_alt_and_a_seat_number_go_to_that_seats_fields(window, qtbot):
    q = choose_from_the_list(window, qtbot, "ch.audit", 3)
    panel = window.trainer.panel
    assert panel.seat_hint.isVisible()
    last = max(int(p.key[4]) for p in q.parts)
    qtbot.keyClick(window, getattr(Qt.Key, f"Key_{last}"), Qt.KeyboardModifier.AltModifier)
    first = next(p.key for p in q.parts if p.key.startswith(f"seat{last}_"))
    assert panel.edits[first].hasFocus()
    choose_from_the_list(window, qtbot, "ch.words", 1)  # no layout: no seat keys
    assert not panel.seat_hint.isVisible()


def test_an_audits_feedback_lists_the_spots_that_matter_and_counts_the_rest(window, qtbot):
    for seed in range(40):  # a table of several seats with a mistake on it
        window.trainer_controller.start_drill("ch.audit", 3, seed)
        q = window.trainer_controller.question
        if any(p.given != p.expected for p in q.parts):
            break
    qtbot.waitUntil(lambda: window.trainer.panel.isAncestorOf(window.focusWidget()))
    answer_by_keyboard(window, qtbot, q, {})  # left as the dealer paid it
    text = feedback(window)
    wrong = [p for p in q.parts if p.given != p.expected]
    assert "Not right" in text
    for p in wrong:
        assert p.label.render(qt_translate) in text
    quiet = len(q.parts) - len(wrong)
    assert f"{quiet} other payout" in text


@pytest.mark.parametrize("drill", SKILLS)
def test_each_skill_drill_speaks_the_trainees_language(drill):
    """Every word of a question (the ask, the sentences, the labels, the calls, the working)
    comes out of the Ukrainian translation, not in English."""
    from app.core.trainer.drills import generate
    from app.i18n import translator

    uk = translator("uk")
    for level in (1, 2, 3):
        q = generate(drill, level, 4)
        lines = [q.prompt, *q.story, *(p.label for p in q.parts), *q.derivation,
                 *(o.text for p in q.parts for o in p.options)]
        for line in lines:
            english, ukrainian = line.render(), line.render(uk)
            if any(c.isalpha() for c in english) and english not in ("AA Bonus",):
                assert english != ukrainian, (drill, level, english)


def test_a_few_words_that_fit_one_call_only_answer_with_that_call(window, qtbot):
    from app.i18n import qt_translate as tr

    window.trainer_controller.start_drill("call.announce", 2, 5)
    qtbot.waitUntil(lambda: window.trainer.panel.isAncestorOf(window.focusWidget()))
    q = window.trainer_controller.question
    texts = [o.text.render(tr) for o in q.parts[0].options]
    key = next(o.text.render(tr) for o in q.parts[0].options if o.id == q.parts[0].expected)
    # The shortest tail of the key's words that no other call contains.
    words = key.split()
    typed = next(" ".join(words[i:]) for i in range(len(words) - 1, -1, -1)
                 if sum(" ".join(words[i:]).casefold() in t.casefold() for t in texts) == 1)
    answer_by_keyboard(window, qtbot, q, {"answer": typed})
    qtbot.waitUntil(lambda: window.trainer_controller.last is not None)
    assert window.trainer_controller.last.correct

