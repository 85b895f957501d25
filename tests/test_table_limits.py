"""The table's limits in the set-up dialog: the smallest and largest ante and the largest
side bet, as scenario files have them, checked by the same core words, kept in the settings
and used by the hands the table deals next."""

import pytest
from PySide6.QtCore import Qt

from app.core.errors import ScenarioError
from app.core.limits import TableLimits, table_limits
from app.core.scenario import settle_scenario

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support raise")


def test_the_limits_refuse_what_a_scenario_file_refuses_in_the_same_words():
    item = {"game": "casino_holdem", "player": ["Ah", "Ad"], "dealer": ["Kc", "Kd"],
            "board": ["As", "7h", "2c", "9d", "Jc"], "ante": 5, "aa_bonus": 50,
            "decision": "call"}
    limits = table_limits(10, 100, 25)
    for bets, scenario in (((5, 0), {"min_ante": 10}), ((500, 0), {"max_ante": 100}),
                           ((10, 50), {"max_bonus": 25})):
        with pytest.raises(ScenarioError) as table:
            limits.verify(*bets, "aa_bonus")
        file = settle_scenario(item | {"ante": bets[0], "aa_bonus": bets[1]} | scenario)
        assert file["ok"] is False and file["error"] == str(table.value)
    limits.verify(10, 25, "aa_bonus")  # at the limits: taken
    with pytest.raises(ScenarioError, match="minimum of 50 is above the table maximum of 20"):
        table_limits(50, 20)
    with pytest.raises(ScenarioError, match="'min_ante'"):
        table_limits(0)
    assert TableLimits(10, 100, 25).ante(5) == 10 and TableLimits(10, 100).ante(175) == 100
    assert TableLimits().ante(175) == 175 and TableLimits(max_side=5).side(25) == 5


def _dialog(w, qtbot):
    from app.ui.setup_dialog import SetupDialog

    dialog = SetupDialog(w.controller, w)
    qtbot.addWidget(dialog)
    return dialog


def _ok(dialog, qtbot):
    from PySide6.QtWidgets import QDialogButtonBox

    buttons = dialog.findChild(QDialogButtonBox)
    qtbot.mouseClick(buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)


def test_the_set_up_dialog_keeps_the_limits_and_the_table_deals_within_them(main_window,
                                                                           qtbot):
    w = main_window
    w.controller.set_game("casino_holdem")
    dialog = _dialog(w, qtbot)
    assert (dialog.min_ante.value(), dialog.max_ante.value()) == (1, 0)
    assert dialog.max_ante.text() == "none"
    for spin, value in ((dialog.min_ante, 20), (dialog.max_ante, 50), (dialog.max_side, 10)):
        spin.setValue(value)
    for a, b in zip(dialog.ante_spins, dialog.bonus_spins, strict=True):
        a.setValue(25)
        b.setValue(5)
    _ok(dialog, qtbot)
    assert dialog.result() == dialog.DialogCode.Accepted
    s = w.settings
    assert (s.get("table/min_ante"), s.get("table/max_ante"), s.get("table/max_side")) == \
        (20, 50, 10)
    for seed in range(30):
        w.controller.new_hand(seed=seed, seats=7)
        for bets in w.controller.hand.seats:
            assert 20 <= bets.ante <= 50 and bets.bonus <= 10
    again = _dialog(w, qtbot)
    assert (again.min_ante.value(), again.max_ante.value(), again.max_side.value()) == \
        (20, 50, 10)


def test_a_bet_outside_the_limits_is_refused_naming_the_seat(main_window, qtbot,
                                                             _no_blocking_questions):
    w = main_window
    w.controller.set_game("holdem_bonus")
    before = w.controller.hand
    dialog = _dialog(w, qtbot)
    dialog.max_ante.setValue(100)
    for spin in dialog.ante_spins:  # the hand dealt may hold larger antes: all within
        spin.setValue(10)
    dialog.ante_spins[-1].setValue(150)
    _ok(dialog, qtbot)
    seat = len(dialog.ante_spins)
    assert _no_blocking_questions[-1] == \
        f"Seat {seat}: the ante of 150 is above the table's maximum ante of 100."
    assert w.controller.hand is before and w.settings.get("table/max_ante") == 0
    dialog.min_ante.setValue(200)
    _ok(dialog, qtbot)
    assert _no_blocking_questions[-1] == "The minimum ante of 200 is above the maximum ante " \
        "of 100. Lower the minimum, or raise the maximum (or set it to none)."


def test_no_limits_leave_the_dealt_hands_as_they_were(main_window):
    """Limits left alone, a seed deals the stakes it always dealt (the golden deals)."""
    from app.controller.table import ANTES, BONUSES
    from app.core.cards import make_rng

    w = main_window
    w.controller.new_hand(seed=77, seats=5)
    rng = make_rng(77)
    assert [(b.ante, b.bonus) for b in w.controller.hand.seats] == \
        [(rng.choice(ANTES), rng.choice(BONUSES)) for _ in range(5)]


def test_each_bet_outside_the_limits_is_told_in_the_dialogs_words(main_window, qtbot,
                                                                  _no_blocking_questions):
    """Whole sentences naming the bet and the limit as the dialog labels them: an ante
    below the minimum, one above the maximum, a side bet above its maximum; then the felt
    prints the limits set among its rules."""
    w = main_window
    w.controller.set_game("casino_holdem")
    dialog = _dialog(w, qtbot)
    labels = {dialog.limits_box.layout().labelForField(spin).text()
              for spin in (dialog.min_ante, dialog.max_ante, dialog.max_side)}
    assert labels == {"Minimum ante", "Maximum ante", "Maximum AA Bonus"}
    for spin, value in ((dialog.min_ante, 100), (dialog.max_ante, 1000), (dialog.max_side, 500)):
        spin.setValue(value)
    for a, b in zip(dialog.ante_spins, dialog.bonus_spins, strict=True):
        a.setValue(100)
        b.setValue(0)
    for field, value, said in (
            (dialog.ante_spins[0], 25,
             "Seat 1: the ante of 25 is below the table's minimum ante of 100."),
            (dialog.ante_spins[0], 1500,
             "Seat 1: the ante of 1,500 is above the table's maximum ante of 1,000."),
            (dialog.bonus_spins[0], 600,
             "Seat 1: the AA Bonus of 600 is above the table's maximum AA Bonus of 500.")):
        field.setValue(value)
        _ok(dialog, qtbot)
        assert _no_blocking_questions[-1] == said
        field.setValue(100 if field in dialog.ante_spins else 0)
    _ok(dialog, qtbot)
    assert dialog.result() == dialog.DialogCode.Accepted
    assert w.controller.state().rule_lines[-1] == \
        "Table limits: ante 100-1,000 \u00b7 AA Bonus up to 500"
