"""``python -m app questions``: the trainer's questions as JSON Lines, with their keys.

For an instructor's worksheet or a check of the trainer: question ``i``
(from 0) of ``--seed S`` is the drill's question for the seed ``S + i``, the
same question the trainer asks for that seed. Each line carries what the trainee
is shown (the cards and stakes, the words of a question told in words, the choices
of a question answered on buttons, the chips of a question about chips), the answer
key and the hand as a SCENARIOS.md scenario (one per seat), which
``python -m app settle`` settles to the same figures. ``--profile``
reads the house rules from a house profile's file, as ``odds`` and ``worksheet``
do; without it, GAMES.md's defaults.
"""

from __future__ import annotations

import dataclasses
import json
import os
import sys
from typing import Any, Optional

from app.core.cards import card_text
from app.core.errors import CoreError
from app.core.games.registry import find_game
from app.core.profiles import STANDARD, read_profile_file
from app.core.text import Term
from app.core.trainer.deals import Deal
from app.core.trainer.drills import DRILLS, MAX_SEED, seeded_questions
from app.core.trainer.nl_drills import NLDeal
from app.core.trainer.parts import ChoicePart
from app.core.trainer.questions import Question

MAX_COUNT = 10_000


def _cards(cards) -> list[str]:
    return [card_text(c) for c in cards]


def scenarios(q: Question) -> list[dict[str, Any]]:
    """The question's whole hand, one scenario per seat in seat order (SCENARIOS.md); a
    no-limit table's hand is one scenario for every seat."""
    deal = q.deal
    if isinstance(deal, NLDeal):
        return [deal.scenario()]
    if not isinstance(deal, Deal):  # no hand behind it: a multiplication, a pile of chips
        return []
    game = find_game(deal.game)
    out = []
    for seat in deal.seats:
        item: dict[str, Any] = {"game": game.id, **game.rule_values(deal.rules),
                                "player": _cards(seat.cards), "dealer": _cards(deal.dealer),
                                "board": _cards(deal.board), "ante": seat.ante}
        if game.side_bet:
            item[game.side_bet] = seat.bonus
        for key, decision in zip(game.decisions, seat.decisions, strict=True):
            item[key.key] = decision
            if decision == "fold":  # nothing is decided after a fold
                break
        out.append(item)
    return out


def _plain(value: Any) -> Any:
    """A value as JSON holds it: a dataclass as its fields, a named word by its id."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, Term):
        return value.id
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def _rules(q: Question) -> dict[str, Any]:
    """The house rules a question was asked under; for a game without house rules (no-limit),
    the table's facts it shows: the button, the blinds, the ante and the pots."""
    game = find_game(q.game)
    return game.rule_values(q.rules) if game.rule_keys else _plain(q.rules)


def question_record(q: Question) -> dict[str, Any]:
    """One question as JSON: what the trainee is shown, the key and the scenario."""
    parts = {p.key: p.expected for p in q.parts}
    hands = scenarios(q)
    record: dict[str, Any] = {
        "drill": q.drill, "level": q.level, "seed": q.seed, "game": q.game,
        "question": q.prompt.render(),
        "rules": _rules(q),
        "seats": [{"cards": _cards(s.cards), "bets": dict(s.bets), "folded": s.folded}
                  for s in q.seats],
    }
    if q.to_act is not None:  # numbered from 1, as the trainer shows the seats
        record["to_act"] = q.to_act + 1
    if q.dealer_shown:
        record["dealer"] = _cards(q.dealer)
    record["board"] = _cards(q.board)
    if q.story:  # a question told in words: the words the trainee reads
        record["story"] = [line.render() for line in q.story]
    given = {p.key: p.given for p in q.parts if p.given is not None}
    if any(p.audited for p in q.parts):  # a layout to audit: as it was paid
        record["shown"] = given
    choices = {p.key: [{"id": o.id, "text": o.text.render()} for o in p.options]
               for p in q.parts if isinstance(p, ChoicePart)}
    if choices:  # the buttons the trainee picks from, in the order shown
        record["choices"] = choices["answer"] if list(choices) == ["answer"] else choices
    if q.chips:  # the chips the question is asked with
        record["chips"] = list(q.chips)
    record["key"] = parts["answer"] if list(parts) == ["answer"] else parts
    if hands:
        record["scenario"] = hands[0] if len(hands) == 1 else hands
    return record


def _refuse(message: str) -> int:
    print(f"questions: {message}", file=sys.stderr)
    return 2


def cmd_questions(drill: str, level: int, count: int, seed: int,
                  profile: Optional[str] = None) -> int:
    """Print ``count`` questions of ``drill`` at ``level``, one JSON line each, under the
    house rules of the profile file ``profile`` (None: GAMES.md's)."""
    if drill not in DRILLS:
        return _refuse(f"unknown drill {drill!r}; known: {', '.join(DRILLS)}")
    if not 1 <= count <= MAX_COUNT:
        return _refuse(f"--count must be from 1 to {MAX_COUNT}, not {count}")
    if not 0 <= seed <= MAX_SEED - count + 1:
        return _refuse(f"--seed must be from 0 to {MAX_SEED - count + 1} for {count} "
                       f"question(s), not {seed}")
    try:
        house = STANDARD if profile is None else read_profile_file(profile)
    except CoreError as e:  # cannot be read, too large, or not a profile: its sentence says
        return _refuse(f"{profile}: {e}")
    try:
        for q in seeded_questions(drill, level, count, seed, house):
            print(json.dumps(question_record(q)), flush=False)
        sys.stdout.flush()
    except BrokenPipeError:  # a reader such as `head` stopped early: end quietly
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1
    return 0
