"""``python -m app``: the desktop app, or one of its commands (see app.cli)."""

import sys

from app.cli import main

if __name__ == "__main__":
    sys.exit(main())
