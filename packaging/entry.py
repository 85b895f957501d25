"""The packaged program's entry point (build.spec): the same command line as ``python -m app``.

It lives outside the ``app`` package so that PyInstaller does not put the
package's own folder on the module path. A process the app starts (the class
import's, app.core.trainer.class_job) starts this program again: in the
packaged program ``multiprocessing.freeze_support`` runs that process's work
here and ends, before the command line is read.
"""

import multiprocessing
import sys

if __name__ == "__main__":
    from app.system.threads import hold_maths_to_one_thread

    hold_maths_to_one_thread()  # before anything imports NumPy, here and in the child process
    multiprocessing.freeze_support()
    from app.commands.cli import main

    sys.exit(main())
