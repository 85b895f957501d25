"""The exam dialog's drills grouped as the trainer's drill list groups them: each group's
heading over its drills, each drill's line as its tooltip, fitting a 1024x700 screen in the
longer languages; drills ticked with the mouse make the exam in the registry's order (the
order its code names them in)."""

import pytest
from PySide6.QtCore import QPoint, Qt

from app.core.trainer.drill_groups import DESCRIPTIONS, DRILL_GROUPS
from app.core.trainer.drills import DRILLS
from app.i18n import qt_translate


@pytest.fixture
def window(main_window):
    main_window.tabs.setCurrentIndex(1)
    return main_window


@pytest.mark.parametrize("lang", ["en", "ka", "th"])
def test_the_exam_dialog_groups_its_drills_and_fits_1024_by_700(window, qtbot, lang):
    from app.ui.exam_dialog import ExamDialog
    from tests.layout import settle

    window.set_language(lang)
    try:
        dialog = ExamDialog(window)
        qtbot.addWidget(dialog)
        dialog.show()
        settle(dialog)
        grid = dialog.headings[0].parentWidget().layout()
        # Each heading over its group's drills, in the drill list's order, column by column.
        shown = []
        for column in range(grid.columnCount()):
            for row in range(grid.rowCount()):
                item = grid.itemAtPosition(row, column)
                if item is not None:
                    shown.append(item.widget())
        expected = []
        for group, heading in zip(DRILL_GROUPS, dialog.headings, strict=True):
            assert heading.text() == group.title.render(qt_translate)
            expected.append(heading)
            expected.extend(dialog.drills[d] for d in group.drills)
        assert shown == expected
        for drill, box in dialog.drills.items():
            assert box.toolTip() == DESCRIPTIONS[drill].render(qt_translate)
        need = dialog.minimumSizeHint()
        assert need.width() <= 1024 and need.height() <= 700, (lang, need)
    finally:
        window.set_language("en")


def test_drills_ticked_with_the_mouse_make_the_exam_in_the_registry_s_order(window, qtbot):
    from app.ui.exam_dialog import ExamDialog

    dialog = ExamDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for box in dialog.drills.values():
        box.setChecked(False)
    for drill in ("nl.award", "thb.words", "ch.words"):  # ticked in the list's order of sight
        box = dialog.drills[drill]
        qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert [d for d, box in dialog.drills.items() if box.isChecked()] == \
        [d for d in DRILLS if d in ("nl.award", "thb.words", "ch.words")]
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.spec is not None and dialog.created
    assert dialog.spec.drills == tuple(d for d in DRILLS if d in ("nl.award", "thb.words",
                                                                  "ch.words"))
