"""``python -m benchmarks [NAME ...]``: run the benchmarks and print their figures."""

import sys

from benchmarks import nlhe_speed, repaint, settle_speed, startup

ALL = {"settle": settle_speed.main, "startup": startup.main, "repaint": repaint.main,
       "nlhe": nlhe_speed.main}


def main(argv: list[str]) -> int:
    names = argv or list(ALL)
    unknown = [n for n in names if n not in ALL]
    if unknown:
        print(f"unknown benchmark {unknown[0]!r}; known: {', '.join(ALL)}", file=sys.stderr)
        return 2
    for name in names:
        ALL[name]()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
