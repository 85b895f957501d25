"""Settings: typed defaults, only changes written, bad values never break the app."""

import subprocess
import sys

from app.system.settings import Settings


def test_defaults_come_back_and_nothing_is_written(tmp_path):
    path = tmp_path / "settings.ini"
    s = Settings(str(path))
    assert s.get("game") == "casino_holdem" and s.get("table/seats") == 3
    s.set("game", "casino_holdem")
    s.sync()
    assert not path.exists() or "game" not in path.read_text()


def test_changed_values_are_written_and_read_back(tmp_path):
    path = tmp_path / "settings.ini"
    s = Settings(str(path))
    s.set("game", "holdem_bonus")
    s.set("chips/denominations", (1, 5, 25, 100))
    s.sync()
    again = Settings(str(path))
    assert again.get("game") == "holdem_bonus"
    assert again.get("chips/denominations") == (1, 5, 25, 100)


def test_a_hand_edited_bad_value_falls_back_to_the_default(tmp_path):
    path = tmp_path / "settings.ini"
    path.write_text("[General]\ngame=poker\n[table]\nseats=99\nautoplay_seconds=fast\n"
                    "[chips]\ndenominations=1, x, 5\n")
    s = Settings(str(path))
    assert s.get("game") == "casino_holdem"
    assert s.get("table/seats") == 3
    assert s.get("table/autoplay_seconds") == 1.5
    assert s.get("chips/denominations") == (1, 5, 25, 100, 500, 1000)
    assert len(s.problems) == 4


def test_importing_the_app_creates_no_settings_file(tmp_path):
    code = ("import os; os.environ['HOLDEM_TRAINER_HOME'] = r'%s'; "
            "import app.system.settings, app.ui.main_window; print(os.listdir(r'%s'))") % (
        tmp_path, tmp_path)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env={"QT_QPA_PLATFORM": "offscreen", "PATH": ""})
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_chip_values_without_a_one_or_absurdly_large_fall_back(tmp_path):
    for bad in ("25,100,500", "1,5,3000000", ",".join(str(i) for i in range(1, 20))):
        path = tmp_path / f"s{len(bad)}.ini"
        path.write_text(f"[chips]\ndenominations={bad}\n")
        s = Settings(str(path))
        assert s.get("chips/denominations") == (1, 5, 25, 100, 500, 1000) and s.problems


def test_damaged_class_settings_fall_back_to_the_default(tmp_path):
    """A hand-edited or damaged ini: a value with a comma reads as a list, an @Invalid()
    as nothing; neither is taken for a text (a token "['a', 'b']" sent to the server, an
    address "None" in the Join dialog), each is a problem said."""
    path = tmp_path / "settings.ini"
    path.write_text("[classroom]\ntoken=a, b\naddress=@Invalid()\ncode=ABC234\n"
                    'name="Ana, B."\n')
    s = Settings(str(path))
    assert s.get("classroom/token") == "" and s.get("classroom/address") == ""
    assert s.get("classroom/code") == "ABC234" and s.get("classroom/name") == "Ana, B."
    assert len(s.problems) == 2
    assert {p.split(":")[0] for p in s.problems} == {"classroom/token", "classroom/address"}
    s.set("classroom/name", "Boris, C.")  # a comma written by the app reads back as typed
    s.sync()
    assert Settings(str(path)).get("classroom/name") == "Boris, C."
