"""Every language: the window fits a 1024x700 screen on every tab (schools' old lab PCs),
and no menu has two items with the same Alt letter."""

import pytest

from tests.layout import settle

LANGUAGES = ("en", "ka", "uk", "th", "kk", "hy")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_tab_fits_1024_by_700(main_window, qtbot, lang):
    w = main_window
    w.set_language(lang)
    try:
        w.resize(1024, 700)
        for tab in range(w.tabs.count()):
            w.tabs.setCurrentIndex(tab)
            settle()
            need = w.minimumSizeHint()
            assert need.width() <= 1024 and need.height() <= 700, (lang, tab, need)
    finally:
        w.set_language("en")


def _mnemonic(text: str):
    import re

    found = re.search(r"&([^&])", text.replace("&&", ""))
    return found.group(1).lower() if found else None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_two_items_of_a_menu_share_a_mnemonic(main_window, lang):
    from PySide6.QtWidgets import QMenu

    w = main_window
    w.set_language(lang)
    try:
        settle()  # the language change reaches every menu
        assert (w.menu_file.title() == "&File") == (lang == "en")  # the language's menus
        for menu in [w.menuBar(), *w.findChildren(QMenu)]:
            keys = [_mnemonic(a.text()) for a in menu.actions() if a.text()]
            keys = [k for k in keys if k]
            assert len(keys) == len(set(keys)), (lang, [a.text() for a in menu.actions()])
    finally:
        w.set_language("en")
