"""The packaged program's entry point (build.spec): the same command line as ``python -m app``.

It lives outside the ``app`` package so that PyInstaller does not put the
package's own folder on the module path.
"""

import sys

from app.cli import main

if __name__ == "__main__":
    sys.exit(main())
