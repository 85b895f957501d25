"""Translation files: in step with the code, compiled, and faithful to placeholders."""

import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from app.i18n.tools import TRANSLATED, ts_path, update

ROOT = Path(__file__).resolve().parent.parent


def messages(ts: Path) -> dict[tuple[str, str], str | tuple[str, ...] | None]:
    """(context, source) -> the translation: a text, a numerus message's plural forms as a
    tuple, or None when unfinished."""
    out: dict[tuple[str, str], str | tuple[str, ...] | None] = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name")
        for m in context.iter("message"):
            t = m.find("translation")
            done = t is not None and t.get("type") not in ("unfinished", "obsolete", "vanished")
            forms = tuple(f.text or "" for f in t.iter("numerusform")) if t is not None else ()
            text = forms if m.get("numerus") == "yes" else (t.text or "") if t is not None else ""
            out[name, m.findtext("source")] = text if done else None
    return out


@pytest.fixture(scope="module")
def fresh(tmp_path_factory) -> Path:
    """The .ts files as lupdate makes them from today's code (a copy, then updated)."""
    folder = tmp_path_factory.mktemp("i18n")
    for lang in TRANSLATED:
        shutil.copy(ts_path(lang), ts_path(lang, folder))
    update(folder)
    return folder


@pytest.mark.parametrize("lang", TRANSLATED)
def test_ts_files_are_up_to_date_with_the_code(fresh, lang):
    committed, current = messages(ts_path(lang)), messages(ts_path(lang, fresh))
    missing = sorted(set(current) - set(committed))
    stale = sorted(set(committed) - set(current))
    assert not missing, f"run python -m app.i18n.tools: new strings {missing[:3]}"
    assert not stale, f"run python -m app.i18n.tools: removed strings {stale[:3]}"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_qm_files_hold_every_translation_of_the_ts_files(lang):
    """Read back through Qt (not byte for byte, which would tie the test to one Qt)."""
    from PySide6.QtCore import QTranslator

    qm = QTranslator()
    assert qm.load(str(ts_path(lang).with_suffix(".qm")))
    for (context, source), text in messages(ts_path(lang)).items():
        if isinstance(text, tuple):  # every plural form is reached, and nothing else
            got = {qm.translate(context, source, None, n) for n in range(200)}
            assert got == set(text), f"run python -m app.i18n.tools release: {context}/{source}"
        elif text:
            assert qm.translate(context, source) == text, \
                f"run python -m app.i18n.tools release: {context}/{source}"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_translations_keep_every_placeholder(lang):
    for (context, source), translated in messages(ts_path(lang)).items():
        if translated is None:
            continue
        # A numerus message: each plural form keeps the placeholders, and the count (%n).
        for text in translated if isinstance(translated, tuple) else (translated,):
            assert sorted(re.findall(r"\{\w+\}|%n", text)) == \
                sorted(re.findall(r"\{\w+\}|%n", source)), (context, source, text)
            assert text.strip(), (context, source)
            assert text.replace("&&", "").count("&") <= 1, (context, source, text)


def test_words_marked_in_the_core_reach_their_translation():
    """A Term or Line is looked up in the context it was marked in (Rules or Trainer)."""
    from app.core.evaluator import Category
    from app.core.trainer.deals import tag_term
    from app.core.trainer.drills import DRILLS, generate
    from app.i18n import translator

    ka = translator("ka")
    q = generate("ch.total", 2, 1)
    samples = [DRILLS["ch.round"].title, Category.FLUSH.term, tag_term("board_plays"),
               q.prompt, q.parts[-1].label, q.derivation[0]]
    for item in samples:
        assert item.render(ka) != item.render(), item


@pytest.mark.parametrize("lang", TRANSLATED)
def test_qt_own_buttons_and_text_menus_speak_the_language(main_window, qtbot, lang):
    """Qt's standard buttons and a text field's right-click menu come from the app's own
    translation (app/i18n/qt_words.py), Thai and Armenian included, for which Qt ships none."""
    from PySide6.QtWidgets import QLineEdit, QMessageBox

    main_window.set_language(lang)
    try:
        box = QMessageBox(QMessageBox.Icon.Question, "", "", QMessageBox.StandardButton.Yes
                          | QMessageBox.StandardButton.No | QMessageBox.StandardButton.Cancel,
                          main_window)
        texts = [box.button(b).text() for b in (QMessageBox.StandardButton.Yes,
                                                QMessageBox.StandardButton.No,
                                                QMessageBox.StandardButton.Cancel)]
        assert not {"&Yes", "&No", "Cancel"} & set(texts), texts
        edit = QLineEdit(main_window)
        menu = edit.createStandardContextMenu()
        words = [a.text().split("\t")[0] for a in menu.actions() if a.text()]
        assert words and not {"&Undo", "&Copy", "&Paste", "Select All"} & set(words), words
        box.deleteLater()
        menu.deleteLater()
        from PySide6.QtWidgets import QFileDialog, QLabel

        dialog = QFileDialog(main_window)  # Qt's own, as on a Linux lab PC
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
        labels = {label.text() for label in dialog.findChildren(QLabel) if label.text()}
        assert labels and not {"Look in:", "File &name:", "Files of type:"} & labels, labels
        dialog.deleteLater()
    finally:
        main_window.set_language("en")


def test_qt_own_translation_is_loaded_where_qt_ships_one_and_the_app_s_words_win(qtbot):
    """Ukrainian: a Qt word no screen marks (the colour dialog's "Hue") comes from Qt's own
    file; a Qt word the app translates itself ("OK") keeps the app's word; Thai, for which
    Qt ships nothing, and English leave Qt's word as it is."""
    from PySide6.QtCore import QCoreApplication

    from app.i18n import LanguageSwitcher

    switcher = LanguageSwitcher()
    try:
        assert switcher.switch("uk")
        assert QCoreApplication.translate("QColorDialog", "Hu&e:") not in ("", "Hu&e:")
        assert QCoreApplication.translate("QPlatformTheme", "OK") == "Гаразд"
        assert switcher.switch("th")
        assert QCoreApplication.translate("QColorDialog", "Hu&e:") == "Hu&e:"
    finally:
        switcher.switch("en")
    assert QCoreApplication.translate("QColorDialog", "Hu&e:") == "Hu&e:"
