"""``python -m benchmarks [NAME ...] [--json] [--quick] [--answers N] [--clients N]
[--questions N]``: run the benchmarks and print their figures, wall time and CPU time beside
each other (``--json``: one JSON object a line instead; ``--quick``: the smaller run of
``strength``, which says so; ``--answers``: the answers in the stores of ``store``;
``--clients`` and ``--questions``: the trainees and the exam's questions of ``classroom``).

The maths libraries are held to one thread first, as in the app (app.system.threads)."""

import sys

from app.system.threads import hold_maths_to_one_thread

hold_maths_to_one_thread()  # before NumPy is imported by any benchmark

from benchmarks import (  # noqa: E402 (after the thread limit above)
    ch_strategy,
    class_import,
    classroom,
    equity_speed,
    nl_table,
    nlhe_speed,
    odds_speed,
    players,
    questions,
    repaint,
    rule_of_thumb,
    settle_speed,
    startup,
    store,
)

ALL = {"settle": settle_speed.main, "startup": startup.main, "repaint": repaint.main,
       "nlhe": nlhe_speed.main, "nl_table": nl_table.main, "equity": equity_speed.main,
       "odds": odds_speed.main,
       "decision": players.main_decision, "strength": players.main_strength,
       "store": store.main, "class_import": class_import.main, "questions": questions.main,
       "classroom": classroom.main, "ch_strategy": ch_strategy.main,
       "rule_of_thumb": lambda as_json: rule_of_thumb.main([], as_json)}
# minutes each: run by name only
LONG = {"decision", "strength", "store", "class_import", "classroom", "ch_strategy",
        "rule_of_thumb"}


def main(argv: list[str]) -> int:
    if "-h" in argv or "--help" in argv:
        print(__doc__.split("\n\nThe maths")[0])
        print(f"\nBenchmarks: {', '.join(ALL)}; without a name, all but the long ones "
              f"({', '.join(sorted(LONG))}), which run by name only. README.md, "
              f"\"Benchmarks\", says what each measures and its goal.")
        return 0
    as_json, quick = "--json" in argv, "--quick" in argv
    argv = [a for a in argv if a not in ("--json", "--quick")]
    answers = None
    if "--answers" in argv:  # the answers of the stores of ``store``
        at = argv.index("--answers")
        given = argv[at + 1] if at + 1 < len(argv) else ""
        if not given.isdigit() or int(given) < 1:
            print(f"--answers takes a whole number of answers, not {given!r}", file=sys.stderr)
            return 2
        answers, argv = int(given), argv[:at] + argv[at + 2:]
    counts = {}
    for flag in ("--clients", "--questions"):  # the class of ``classroom``
        if flag in argv:
            at = argv.index(flag)
            given = argv[at + 1] if at + 1 < len(argv) else ""
            if not given.isdigit() or not 1 <= int(given) <= 100:
                print(f"{flag} takes a whole number from 1 to 100, not {given!r}",
                      file=sys.stderr)
                return 2
            counts[flag[2:]], argv = int(given), argv[:at] + argv[at + 2:]
    names = argv or [n for n in ALL if n not in LONG]
    unknown = [n for n in names if n not in ALL]
    if unknown:
        print(f"unknown benchmark {unknown[0]!r}; known: {', '.join(ALL)}", file=sys.stderr)
        return 2
    for name in names:
        options: dict = {"as_json": as_json}
        if name == "store" and answers is not None:
            options["answers"] = answers
        if name == "classroom":
            options |= counts
        if name == "strength":
            options["quick"] = quick
        ALL[name](**options)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
