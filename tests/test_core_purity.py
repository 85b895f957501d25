"""The rules core never imports Qt: importing every core module with Qt blocked works."""

import pkgutil
import subprocess
import sys

import app.core

CHECK = r"""
import importlib, pkgutil, sys

class BlockQt:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("PySide6", "shiboken6", "PyQt5", "PyQt6"):
            raise ImportError("Qt is blocked in the core: " + name)
        return None

sys.meta_path.insert(0, BlockQt())
import app.core
for m in pkgutil.walk_packages(app.core.__path__, "app.core."):
    importlib.import_module(m.name)
print(len([m for m in sys.modules if m.startswith("app.core")]))
"""


def test_every_core_module_imports_with_qt_blocked():
    done = subprocess.run([sys.executable, "-c", CHECK], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    expected = len(list(pkgutil.walk_packages(app.core.__path__, "app.core.")))
    assert int(done.stdout.strip()) >= expected
