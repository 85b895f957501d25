"""What the app gives now, as plain JSON-ready records: the one place that calls the app.

Every record holds only what a user gets (cards, stakes, house rules, answer
keys, settlements), in card texts and plain numbers, never an internal object.
When the app's internals are renamed or moved, adapt the calls here; the
stored JSON must not need to change. Each function names the highest-level
entry it uses: the exam code as a trainee types it, the table's seeded deal
saved as a scenario file and settled by ``python -m app settle``.
"""

from __future__ import annotations

import contextlib
import dataclasses
import io
import itertools
import json
import random
import tempfile
from pathlib import Path
from typing import Any

# Drills left out while their generators are being rewritten (add them once that is done).
NOT_PINNED: tuple[str, ...] = ()


def _cards(cards) -> list[str]:
    from app.core.cards import card_text

    return [card_text(c) for c in cards]


def _plain(value) -> Any:
    """A value as JSON holds it: a dataclass as its fields, a named word by its id."""
    from app.core.text import Term

    if dataclasses.is_dataclass(value):
        return _rules(value)
    if isinstance(value, Term):
        return value.id
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def _rules(rules) -> dict[str, Any]:
    """A game's house rules by their scenario field names (a no-limit table's facts: the
    button, blinds, ante and the pots shown)."""
    return {f.name: _plain(getattr(rules, f.name)) for f in dataclasses.fields(rules) if f.init}


# -- trainer questions ----------------------------------------------------------------------
def question_record(q) -> dict[str, Any]:
    """One question as the trainee sees it, with its answer key."""
    return {
        "drill": q.drill, "level": q.level, "seed": q.seed, "game": q.game,
        "rules": _rules(q.rules),
        "dealer": _cards(q.dealer),
        "board": _cards(q.board),
        "seats": [{"cards": _cards(s.cards), "bets": [[bet, stake] for bet, stake in s.bets],
                   "folded": s.folded} for s in q.seats],
        "parts": [{"key": p.key, "kind": p.kind, "expected": _plain(p.expected),
                   "options": [o.id for o in p.options],
                   **({"given": p.given} if p.given is not None else {})} for p in q.parts],
        # A question told in words (and what a layout to audit shows as paid): only where
        # there is one, so the older records stay as they were.
        **({"story": [line.render() for line in q.story]} if q.story else {}),
        **({"paid": [[list(x) for x in s.paid] for s in q.seats]}
           if any(s.paid for s in q.seats) else {}),
    }


def known_drills() -> list[str]:
    from app.core.trainer.drills import DRILLS

    return list(DRILLS)


def exam_code(drills: tuple[str, ...], questions: int, minutes: int, pass_percent: int,
              level: int, seed: int) -> str:
    """The code the exam dialog gives for these settings."""
    from app.core.trainer.exam import ExamSpec, exam_code as make_code

    return make_code(ExamSpec(tuple(drills), questions, minutes, pass_percent, level, seed))


def exam_spec(code: str) -> dict[str, Any]:
    """What a code says: drills, number of questions, minutes, pass mark, level, seed."""
    from app.core.trainer.exam import parse_exam_code

    spec = parse_exam_code(code, known_drills())
    return {"drills": list(spec.drills), "questions": spec.questions, "minutes": spec.minutes,
            "pass_percent": spec.pass_percent, "level": spec.level, "seed": spec.seed}


def exam_questions(code: str) -> list[dict[str, Any]]:
    """Every question of the exam a trainee sits by typing ``code``, in order."""
    from app.core.trainer.drills import generate
    from app.core.trainer.exam import exam_questions as plan, parse_exam_code

    spec = parse_exam_code(code, known_drills())
    return [question_record(generate(drill, level, seed)) for drill, level, seed in plan(spec)]


def drill_question(drill: str, level: int, seed: int) -> dict[str, Any]:
    """The question a drill gives at a level for a seed (practice with a seed)."""
    from app.core.trainer.drills import generate

    return question_record(generate(drill, level, seed))


# -- the trainer's deals ---------------------------------------------------------------------
def trainer_deal(game: str, level: int, seed: int, seats: int) -> dict[str, Any]:
    """A trainer deal of ``game`` from ``random.Random(seed)``: cards, bets, settlement."""
    from app.core.trainer.deals import deal_casino_holdem, deal_holdem_bonus

    make = deal_casino_holdem if game == "casino_holdem" else deal_holdem_bonus
    deal = make(random.Random(seed), level, seats=seats)
    return {
        "game": deal.game, "level": level, "seed": seed, "rules": _rules(deal.rules),
        "dealer": _cards(deal.dealer), "board": _cards(deal.board),
        "seats": [{"cards": _cards(s.cards), "ante": s.ante, "bonus": s.bonus,
                   "decisions": list(s.decisions), "outcome": s.settlement.outcome.value,
                   "bets": [[b.bet, b.stake, b.net] for b in s.settlement.bets],
                   "total": s.settlement.total} for s in deal.seats],
    }


# -- the table -------------------------------------------------------------------------------
def settle_lines(lines: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``python -m app settle`` of scenario lines, each result without its English words."""
    from app.commands.cli import main

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "hand.jsonl"
        path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            status = main(["settle", str(path)])
    if status != 0:
        raise AssertionError(f"settle refused the table's own hand: {out.getvalue()}")
    results = [json.loads(line) for line in out.getvalue().splitlines()]
    return [{k: v for k, v in r.items() if k != "explanation"} for r in results]


def table_scenarios(controller) -> list[dict[str, Any]]:
    """The table's hand as its Save command writes it (one scenario per seat)."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "hand.jsonl"
        controller.save_file(path)
        return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def table_deal(game: str, seed: int, seats: int | None) -> dict[str, Any]:
    """The hand the table deals for ``seed`` with the default settings (None: default seats),
    as saved to a scenario file, and what ``settle`` makes of it."""
    from app.controller.table import TableController
    from app.system.settings import Settings

    with tempfile.TemporaryDirectory() as folder:
        settings = Settings(str(Path(folder) / "settings.ini"))
        settings.set("game", game)
        controller = TableController(settings)
        controller.new_hand(seed=seed, seats=seats)
        lines = table_scenarios(controller)
    return {"game": game, "seed": seed, "seats": seats, "scenarios": lines,
            "settled": settle_lines(lines)}


# -- no-limit --------------------------------------------------------------------------------
def nlhe_deal(seed: int, stacks: list[int], button: int, blinds: tuple[int, int],
              ante: int) -> dict[str, Any]:
    """A no-limit hand dealt from ``seed``: every seat's cards and the five board cards."""
    from app.core.cards import make_rng
    from app.core.nlhe.hand import NLHand

    hand = NLHand.deal(stacks, button, blinds[0], blinds[1], ante, rng=make_rng(seed))
    s = hand.setup
    return {"seed": seed, "stacks": list(s.stacks), "button": s.button,
            "small_blind": s.small_blind, "big_blind": s.big_blind, "ante": s.ante,
            "hole_cards": [_cards(pair) for pair in s.hole_cards], "board": _cards(s.board)}


def nlhe_session(seed: int, stacks: list[int], hands: int) -> dict[str, Any]:
    """A no-limit table session from ``seed``, each hand folded to the big blind: the
    button, the cards and the stacks after each hand."""
    from app.core.cards import make_rng
    from app.core.nlhe import Action
    from app.core.nlhe.table import Table

    table = Table(stacks, 1, 2, button=0, rng=make_rng(seed))
    out = []
    for _ in range(hands):
        hand = table.start_hand()
        button = table.button
        while not hand.is_over:
            hand.act(Action("fold"))
        table.finish_hand()
        out.append({"button": button, "hole_cards": [_cards(p) for p in hand.setup.hole_cards],
                    "board": _cards(hand.setup.board),
                    "stacks_after": [seat.stack for seat in table.seats]})
    return {"seed": seed, "stacks": stacks, "hands": out}


# -- the deck --------------------------------------------------------------------------------
def deck_order(seed: int) -> list[str]:
    """The whole deck in the order a shuffle from ``seed`` deals it."""
    from app.core.cards import Deck, make_rng

    return _cards(Deck(make_rng(seed)).deal(52))


# -- the seats' Casino Hold'em decision over every flop situation by rank and suit pattern ------
RANKS_TEXT = "23456789TJQKA"
# The suits a situation is dealt in (the player's two cards, then the flop's three), tried in
# this order until no two cards are the same: at most two of a suit; four of one suit.
_SUITINGS = ["".join(p) for p in itertools.product("shdc", repeat=5)]
SUIT_FAMILIES = {"two at most": [s for s in _SUITINGS if max(map(s.count, "shdc")) <= 2],
                 "four of a suit": [s for s in _SUITINGS if max(map(s.count, "shdc")) == 4]}


def flop_situations():
    """Every flop situation by ranks (the player's two, high first; the flop's three, high
    first; no rank five times) and suit family, dealt in the first suits of the family
    that give five different cards: yields (hole ranks, family, five card texts), skipping
    ranks no suits of the family can deal."""
    for family, patterns in SUIT_FAMILIES.items():
        for hole in itertools.combinations_with_replacement(RANKS_TEXT[::-1], 2):
            for flop in itertools.combinations_with_replacement(RANKS_TEXT[::-1], 3):
                ranks = (*hole, *flop)
                if max(ranks.count(r) for r in ranks) > 4:
                    continue
                for suits in patterns:
                    cards = [r + s for r, s in zip(ranks, suits, strict=True)]
                    if len(set(cards)) == 5:
                        yield "".join(hole), family, cards
                        break


def ch_strategy_records() -> list[dict[str, Any]]:
    """The seats' decision (casino_strategy.decide) over :func:`flop_situations`: for each
    player's ranks and suit family, how many situations, how many called, and a digest of
    the decisions in order."""
    import hashlib

    from app.core.cards import parse_cards
    from app.core.games import casino_strategy

    groups: dict[tuple[str, str], list[str]] = {}
    for hole, family, cards in flop_situations():
        parsed = parse_cards(cards)
        decision = casino_strategy.decide(parsed[:2], parsed[2:])
        groups.setdefault((hole, family), []).append("c" if decision == "call" else "f")
    return [{"hole": hole, "suits": family, "situations": len(d), "calls": d.count("c"),
             "digest": hashlib.sha256("".join(d).encode()).hexdigest()[:16]}
            for (hole, family), d in groups.items()]


def ch_strategy_measured() -> dict[str, Any]:
    """casino_strategy.MEASURED as stated."""
    from app.core.games import casino_strategy

    return dataclasses.asdict(casino_strategy.MEASURED)
