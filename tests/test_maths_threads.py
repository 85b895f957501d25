"""The app holds NumPy's maths library to one thread: on a two-core lab PC a pool of
BLAS threads would spin beside the window's thread during the hard player's decisions.

The number is asked of the OpenBLAS that NumPy loaded (as threadpoolctl does), in a
fresh process started the way ``python -m app`` starts; a process without the limit is
the control, so the test fails if the limit stops reaching NumPy.
"""

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.system.threads import THREAD_VARIABLES

ROOT = Path(__file__).resolve().parent.parent

ASK = r"""
import ctypes, sys
{start}
import numpy
numpy.ones((64, 64)) @ numpy.ones((64, 64))
paths = {{line.split()[-1] for line in open("/proc/self/maps") if "openblas" in line}}
for path in paths:
    lib = ctypes.CDLL(path)
    for name in ("scipy_openblas_get_num_threads64_", "openblas_get_num_threads64_",
                 "openblas_get_num_threads"):
        if hasattr(lib, name):
            print(getattr(lib, name)())
            sys.exit(0)
print("none")
"""


def _threads(start: str) -> str:
    env = {k: v for k, v in os.environ.items() if k not in THREAD_VARIABLES}
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run([sys.executable, "-c", ASK.format(start=start)], env=env,
                          capture_output=True, text=True, check=True, timeout=120)
    return done.stdout.split()[-1]


@pytest.mark.skipif(not Path("/proc/self/maps").exists(), reason="needs /proc (Linux)")
def test_numpy_starts_with_one_thread_under_the_app_entry():
    alone = _threads("")
    if alone == "none":
        pytest.skip("this NumPy has no OpenBLAS to ask")
    if (os.cpu_count() or 1) > 1:  # the control: without the limit, a thread a core
        assert int(alone) > 1
    # ``python -m app`` (run as the interpreter runs it), and the installed
    # ``holdem-trainer`` script, which calls the command line's main directly.
    as_module = ("import runpy\nsys.argv = ['app', '--version']\ntry:\n"
                 "    runpy.run_module('app', run_name='__main__')\nexcept SystemExit:\n    pass")
    as_script = ("from app.commands.cli import main\ntry:\n    main(['--version'])\n"
                 "except SystemExit:\n    pass")
    assert _threads(as_module) == "1"
    assert _threads(as_script) == "1"


def test_the_packaged_entry_sets_the_limit_before_the_app():
    """packaging/entry.py calls the limit before it imports the command line (which may
    import NumPy)."""
    tree = ast.parse((ROOT / "packaging" / "entry.py").read_text(encoding="utf-8"))
    order = [n.lineno for n in ast.walk(tree) if isinstance(n, ast.Call)
             and getattr(n.func, "id", "") == "hold_maths_to_one_thread"]
    cli = [n.lineno for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)
           and n.module == "app.commands.cli"]
    assert order and cli and min(order) < min(cli)
