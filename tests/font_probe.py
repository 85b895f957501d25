"""Run by tests/test_fonts.py in a process of its own, under a font configuration the test
chose: the app starts as it does for a user and prints, as one JSON object, what its
layout depends on (text widths, the families Qt can see, the size every widget of the
main window asks for, in three scripts)."""

import json
import os
import sys

os.environ["QT_QPA_PLATFORM"] = "offscreen"

SAMPLES = ["Hold'em Bonus: 3 × 25 … ♠♥♦♣ “Ante” 1,000", "ქართული ენა", "Українська їжак",
           "ภาษาไทย ที่นี่", "Қазақ тілі ғұ", "Հայերեն լեզու"]


def main(home: str) -> None:
    os.environ["HOLDEM_TRAINER_HOME"] = home
    from PySide6.QtGui import QFontDatabase, QFontMetricsF
    from PySide6.QtWidgets import QApplication, QWidget

    from app.system.settings import Settings
    from app.ui.app import build_window, make_app
    from app.ui.painting import font

    app = make_app()
    out: dict = {"fontconfig_after_start": os.environ.get("FONTCONFIG_FILE"),
                 "families": sorted(QFontDatabase.families())}
    # Which file each family the app asks for is drawn from: a bundled one (its 'head'
    # table, which holds the file's own dates and checksum), or another of that name.
    from PySide6.QtGui import QFont, QRawFont

    from app.i18n import FONT_FAMILIES
    from app.system.paths import fonts_dir

    heads = {bytes(QRawFont(str(p), 12).fontTable("head")) for p in fonts_dir().glob("*.ttf")}
    out["bundled"] = {}
    for family in FONT_FAMILIES:
        for bold in (False, True):
            f = QFont()
            f.setFamilies([family])
            f.setPixelSize(20)
            f.setBold(bold)
            out["bundled"][f"{family} bold={bold}"] = bytes(
                QRawFont.fromFont(f).fontTable("head")) in heads
    out["hinting"] = [f.hintingPreference().name for f in (QApplication.font(), font(24))]
    out["widths"] = [[round(QFontMetricsF(f).horizontalAdvance(t), 3) for t in SAMPLES]
                     for f in (QApplication.font(), font(24), font(24, bold=True))]
    for lang in ("en", "ka", "th"):
        window = build_window(Settings(os.path.join(home, f"{lang}.ini")), lang)
        window.resize(1366, 768)
        window.show()
        app.processEvents()
        sizes = []
        for w in [window, *window.findChildren(QWidget)]:
            hint = w.sizeHint()
            sizes.append(f"{type(w).__name__} {w.objectName()} {hint.width()}x{hint.height()}")
        out[lang] = sizes
        window.close()
        window.deleteLater()
        app.processEvents()
    print(json.dumps(out, ensure_ascii=False))


if __name__ == "__main__":
    main(sys.argv[1])
