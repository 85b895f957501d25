"""``python -m app``: the desktop app, or one of its commands (see app.commands.cli)."""

import sys

from app.commands.cli import main

if __name__ == "__main__":
    sys.exit(main())
