"""Golden questions of the ``hand.name`` drill: what a seed gives, pinned in a file.

``tests/test_hand_name_drill.py`` fails when a seed's question changes, since
a changed question breaks replayed answers and exam codes already handed out.
When a change is deliberate, regenerate the file and review its diff:

    python -m tests.golden.regen_hand_name
"""

from __future__ import annotations

import json
from pathlib import Path

from app.core.cards import card_text
from app.core.trainer.drills import HAND_CASES, generate

FILE = Path(__file__).with_name("hand_name_questions.json")
SEEDS = range(10)
FOCUS_SEEDS = range(2)


def _cards(cards) -> list[str]:
    return [card_text(c) for c in cards]


def hand_name_questions() -> list[dict]:
    """Ten seeds at each level with no focus, and two per weak-area case at level 2."""
    asked = [(level, seed, None) for level in (1, 2, 3) for seed in SEEDS]
    asked += [(2, seed, case) for case in HAND_CASES for seed in FOCUS_SEEDS]
    out = []
    for level, seed, focus in asked:
        q = generate("hand.name", level, seed, focus)
        out.append({"level": level, "seed": seed, "focus": focus,
                    "player": _cards(q.seats[0].cards), "board": _cards(q.board),
                    "answer": q.expected["answer"],
                    "best_five": _cards(q.best["player"].best_five)})
    return out


def main() -> None:
    lines = ",\n  ".join(json.dumps(q) for q in hand_name_questions())
    FILE.write_text(f'{{"drill": "hand.name", "regenerate": "python -m tests.golden.regen_hand_name",\n'
                    f' "questions": [\n  {lines}\n]}}\n')
    print(f"wrote {FILE}")


if __name__ == "__main__":
    main()
