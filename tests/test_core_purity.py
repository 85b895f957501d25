"""The rules core never imports Qt, nor the app's Qt side: importing every core module with
Qt, the controller, the UI, the settings and the languages blocked works (import-linter's
contract in pyproject.toml says the same statically)."""

import pkgutil
import subprocess
import sys

import app.core

CHECK = r"""
import importlib, pkgutil, sys

BLOCKED_APP = ("app.controller", "app.ui", "app.system.settings", "app.i18n")

class Block:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("PySide6", "shiboken6", "PyQt5", "PyQt6"):
            raise ImportError("Qt is blocked in the core: " + name)
        if any(name == b or name.startswith(b + ".") for b in BLOCKED_APP):
            raise ImportError("the core may not import " + name)
        return None

sys.meta_path.insert(0, Block())
import app.core
for m in pkgutil.walk_packages(app.core.__path__, "app.core."):
    importlib.import_module(m.name)
print(len([m for m in sys.modules if m.startswith("app.core")]))
"""


def test_every_core_module_imports_with_qt_and_the_app_side_blocked():
    done = subprocess.run([sys.executable, "-c", CHECK], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    expected = len(list(pkgutil.walk_packages(app.core.__path__, "app.core.")))
    assert int(done.stdout.strip()) >= expected
