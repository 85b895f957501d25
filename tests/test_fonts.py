"""The app lays out the same on every PC: it draws with its bundled fonts, unhinted,
whatever fonts and font settings the machine has, and with a desktop font only for a letter
none of its own has (app.system.fontconfig, app.i18n.load_fonts)."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.i18n import FONT_FAMILIES
from app.system.paths import fonts_dir

ROOT = Path(__file__).resolve().parents[1]

# fontconfig with no fonts at all and its own defaults (hinting full): a bare machine.
BARE = """<?xml version="1.0"?>
<fontconfig></fontconfig>
"""
# A desktop: the system's setup and fonts (Debian's fonts-dejavu-core, fonts-urw-base35,
# fonts-noto-mono and others, if installed), one more font of the user's that calls itself
# Noto Sans (another version of a bundled family, with other widths), and light sub-pixel
# hinting as desktops set it.
DESKTOP = """<?xml version="1.0"?>
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>{extra}</dir>
  <match target="scan">
    <test name="file" compare="contains"><string>{extra}</string></test>
    <edit name="family" mode="assign" binding="same"><string>Noto Sans</string></edit>
  </match>
  <match target="font">
    <edit name="hinting" mode="assign"><bool>true</bool></edit>
    <edit name="hintstyle" mode="assign"><const>hintslight</const></edit>
    <edit name="rgba" mode="assign"><const>rgb</const></edit>
  </match>
</fontconfig>
"""


def _probe(tmp_path: Path, name: str, config: str) -> dict:
    folder = tmp_path / name
    (folder / "fonts").mkdir(parents=True)
    from PIL import ImageFont  # Pillow's own font, written out: a font no bundle has

    (folder / "fonts" / "extra.ttf").write_bytes(ImageFont.load_default(12).path.getvalue())
    conf = folder / "fonts.conf"
    conf.write_text(config.format(extra=folder / "fonts"), encoding="utf-8")
    env = {**os.environ, "FONTCONFIG_FILE": str(conf), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, str(ROOT / "tests" / "font_probe.py"), str(folder)],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    result = json.loads(done.stdout.strip().splitlines()[-1])
    # The setting the app found is given back once its fonts are read, for what it opens.
    assert result.pop("fontconfig_after_start") == str(conf)
    return result


@pytest.mark.slow
def test_the_same_sizes_on_a_bare_machine_and_on_a_desktop(tmp_path):
    bare = _probe(tmp_path, "bare", BARE)
    desktop = _probe(tmp_path, "desktop", DESKTOP)
    # The bundled families either way; the desktop's others too, for the letters the
    # bundled fonts lack, but never in place of a bundled family.
    assert set(FONT_FAMILIES) <= set(bare["families"]) <= set(desktop["families"])
    assert bare["hinting"] == desktop["hinting"] == ["PreferNoHinting"] * 2
    for run in (bare, desktop):  # every family the app asks for, drawn from its own file
        assert all(run["bundled"].values()), run["bundled"]
    for key in ("widths", "en", "ka", "th"):
        assert len(bare[key]) == len(desktop[key]), key
        differ = [(a, b) for a, b in zip(bare[key], desktop[key], strict=True) if a != b]
        assert not differ, (key, differ[:5])


def test_every_character_of_the_apps_texts_is_in_a_bundled_font(qapp):
    """With only its own fonts, a character none of them has would show as a box: every
    character of every translation, rules page and source text is in one of them."""
    from PySide6.QtGui import QRawFont

    fonts = [QRawFont(str(p), 12) for p in sorted(fonts_dir().glob("*.ttf"))]
    assert len(fonts) >= len(FONT_FAMILIES) and all(f.isValid() for f in fonts)
    texts = [*ROOT.glob("i18n/*.ts"), *ROOT.glob("app/**/*.py"),
             *(p for p in ROOT.glob("assets/rules/**/*") if p.is_file())]
    chars: set[str] = set()
    for path in texts:
        chars |= set(path.read_text(encoding="utf-8"))
    missing = sorted(c for c in chars if c.isprintable() and not c.isspace()
                     and not any(f.supportsCharacter(ord(c)) for f in fonts))
    assert not missing, [f"U+{ord(c):04X} {c}" for c in missing]
    # and the test sees what it must: a Thai, a Georgian and an Armenian letter, a suit
    assert {"ก", "ა", "ա", "♠", "ї", "қ"} <= chars
