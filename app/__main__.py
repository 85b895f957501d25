"""``python -m app``: the desktop app, or one of its commands (see app.commands.cli)."""

import sys

from app.system.threads import hold_maths_to_one_thread

hold_maths_to_one_thread()  # before anything imports NumPy

from app.commands.cli import main  # noqa: E402 (after the thread limit above)

if __name__ == "__main__":
    sys.exit(main())
