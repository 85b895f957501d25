"""The window fits a 1024x700 screen in every language, on every tab (issue: schools' old
lab PCs): no screen's widgets ask for more than that."""

import pytest

LANGUAGES = ("en", "ka", "uk", "th", "kk", "hy")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_tab_fits_1024_by_700(main_window, qtbot, lang):
    w = main_window
    w.set_language(lang)
    try:
        w.resize(1024, 700)
        for tab in range(w.tabs.count()):
            w.tabs.setCurrentIndex(tab)
            qtbot.wait(10)
            need = w.minimumSizeHint()
            assert need.width() <= 1024 and need.height() <= 700, (lang, tab, need)
    finally:
        w.set_language("en")
