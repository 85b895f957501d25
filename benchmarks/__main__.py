"""``python -m benchmarks [NAME ...] [--json] [--answers N]``: run the benchmarks and print
their figures (``--json``: one JSON object a line, from the benchmarks that have one;
``--answers``: the answers in the stores of ``store``)."""

import sys

from benchmarks import (
    class_import,
    equity_speed,
    nl_table,
    nlhe_speed,
    odds_speed,
    players,
    questions,
    repaint,
    settle_speed,
    startup,
    store,
)

ALL = {"settle": settle_speed.main, "startup": startup.main, "repaint": repaint.main,
       "nlhe": nlhe_speed.main, "nl_table": nl_table.main, "equity": equity_speed.main,
       "odds": odds_speed.main,
       "decision": players.main_decision, "strength": players.main_strength,
       "store": store.main, "class_import": class_import.main, "questions": questions.main}
WITH_JSON = {"equity", "odds", "decision", "strength", "store", "questions"}
LONG = {"decision", "strength", "store", "class_import"}  # minutes each: run by name only


def main(argv: list[str]) -> int:
    as_json = "--json" in argv
    argv = [a for a in argv if a != "--json"]
    answers = None
    if "--answers" in argv:  # the answers of the stores of ``store``
        at = argv.index("--answers")
        given = argv[at + 1] if at + 1 < len(argv) else ""
        if not given.isdigit() or int(given) < 1:
            print(f"--answers takes a whole number of answers, not {given!r}", file=sys.stderr)
            return 2
        answers, argv = int(given), argv[:at] + argv[at + 2:]
    names = argv or [n for n in ALL if n not in LONG]
    unknown = [n for n in names if n not in ALL]
    if unknown:
        print(f"unknown benchmark {unknown[0]!r}; known: {', '.join(ALL)}", file=sys.stderr)
        return 2
    for name in names:
        options = {"answers": answers} if name == "store" and answers is not None else {}
        if as_json and name in WITH_JSON:
            ALL[name](as_json=True, **options)
        elif not as_json:
            ALL[name](**options)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
