"""``python -m benchmarks [NAME ...] [--json]``: run the benchmarks and print their figures
(``--json``: one JSON object a line, from the benchmarks that have one)."""

import sys

from benchmarks import (
    equity_speed,
    nl_table,
    nlhe_speed,
    odds_speed,
    players,
    repaint,
    settle_speed,
    startup,
)

ALL = {"settle": settle_speed.main, "startup": startup.main, "repaint": repaint.main,
       "nlhe": nlhe_speed.main, "nl_table": nl_table.main, "equity": equity_speed.main,
       "odds": odds_speed.main,
       "decision": players.main_decision, "strength": players.main_strength}
WITH_JSON = {"equity", "odds", "decision", "strength"}
LONG = {"decision", "strength"}  # minutes each: run by name only


def main(argv: list[str]) -> int:
    as_json = "--json" in argv
    names = [a for a in argv if a != "--json"] or [n for n in ALL if n not in LONG]
    unknown = [n for n in names if n not in ALL]
    if unknown:
        print(f"unknown benchmark {unknown[0]!r}; known: {', '.join(ALL)}", file=sys.stderr)
        return 2
    for name in names:
        if as_json and name in WITH_JSON:
            ALL[name](as_json=True)
        elif not as_json:
            ALL[name]()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
