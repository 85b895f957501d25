"""The maths libraries held to one thread, before NumPy is first imported.

NumPy's BLAS (OpenBLAS in the wheels) starts a pool of threads, one a core, for a
matrix product; the hard computer player's products are small, so on a
two-core lab PC the pool's threads spin beside the window's thread and double
the CPU time of a decision for nothing. Set from each entry point of the app
(the command line's ``main``, which ``python -m app`` and the installed
``holdem-trainer`` script run, and the packaged program's entry); a value the user set is kept.
"""

import os

THREAD_VARIABLES = ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS",
                    "VECLIB_MAXIMUM_THREADS", "NUMEXPR_NUM_THREADS")


def hold_maths_to_one_thread() -> None:
    """One thread for each maths library that reads these variables when it loads (and for
    the processes the app starts, which inherit them); no effect once NumPy is loaded."""
    for name in THREAD_VARIABLES:
        os.environ.setdefault(name, "1")
