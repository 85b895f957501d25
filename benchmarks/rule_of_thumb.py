"""``python -m benchmarks.rule_of_thumb [DRILL ...] [--count N] [--json]``: the best rule of
thumb on each drill and level.

TRAINER.md: no drill can be passed by a rule that reads only the stakes, the bet
names and the prompt, never the cards. This module tries such rules on a drill's
questions and reports the best one's share (tests/test_rule_of_thumb.py holds every
drill and level to the spec's limits with it):

- **Amount drills** (every part a number): a rule answers each part from what the
  trainee reads beside the cards: a constant (every key seen, 0 among them), a stake
  on the felt times a multiplier (every multiplier of GAMES.md's pay tables and the
  small whole numbers -5 to 10), the part's own bet times any figure ("the ante back
  twice"), the sum of two stakes' multiples, every bet lost, the payout shown on a
  layout to audit left as it is. A question of several parts is right only when every
  part is; parts of one role (each seat's net at a table, each audited ante) take the
  same rule, and a net beside its bets is their sum. The best rule is worked out per
  prompt and set of fields (a rule may read them), summed over them.
- **Choice drills**: per prompt, each kind of answer's share (a call by its kind:
  a bonus call pays or loses, the dealer qualifies or not), against 1/k + 15 points
  where k is the kinds of answer that prompt has (that are ever its key: "tie" is no
  answer where the dealer wins ties; two at least). Where the choices are listed (a
  choice among a few, not a call typed), rules that read the options too, each against
  1/k + 15 points, k the options listed: the first listed, the last listed, the option
  naming the highest hand, the lowest hand, the highest or lowest figure ("pays 25 to
  1"), each also among the options of one kind only ("the dealer wins" with the highest
  hand); options alike for a rule are taken in the order listed.

Every rule is tried under each house profile of GAMES.md's choices as well
(:func:`houses`: each preset pay table and house rule on its own), as a school that
deals them practises under it (``--houses``).

Parts the trainee does not work out from the stakes (seat numbers, chips of one value
counted) are left to the rule as if it knew them: a stricter test.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from fractions import Fraction
from itertools import product
from typing import Iterable, Optional

from app.core.evaluator import PAIR_NAMES, Category
from app.core.games.registry import GAMES
from app.core.profiles import STANDARD, HouseProfile
from app.core.trainer.drills import DRILLS, generate
from app.core.trainer.questions import Question

AMOUNT_LIMIT = 0.40
QUESTIONS = 1000
JOINT_CAP = 4096  # joint rules looked at per question, at most (parts of many roles)


def _multipliers() -> frozenset[int]:
    """Every multiplier of GAMES.md's pay tables, and the small whole numbers (-5: a
    Hold'em Bonus hand bet all the way and lost, ante, flop, turn and river)."""
    found = set(range(-5, 11))
    for game in GAMES.values():
        for rule in game.rules:
            for table in rule.tables.values():
                found.update(table.multipliers.values())
    return frozenset(found)


MULTIPLIERS = _multipliers()
RuleId = tuple[object, ...]


def stakes_of(q: Question) -> list[dict[str, int]]:
    """The stakes the trainee reads, seat by seat: the chips on the felt, the bets told in
    a word problem, the stake of a multiplication, the blinds and ante of a no-limit
    table (one seat of them)."""
    if q.seats and any(v.bets for v in q.seats) and q.game != "nlhe":
        return [{bet: stake for bet, stake in v.bets if stake} for v in q.seats]
    deal = q.deal
    seats = getattr(deal, "seats", None)
    if seats:  # a word problem: every bet is told
        return [{b.bet: b.stake for b in s.settlement.bets if b.stake} for s in seats]
    rules = q.rules
    if hasattr(rules, "big_blind"):
        return [{"small_blind": rules.small_blind, "big_blind": rules.big_blind,
                 **({"ante": rules.ante} if rules.ante else {})}]
    args = dict(q.prompt.args)
    stake = args.get("stake")
    if isinstance(stake, int):
        return [{"stake": stake}]
    return [{}]


def _seat_of(key: str) -> int:
    """The seat (from 0) a part's key names (``seat_3``, ``seat3_ante``); 0 for none."""
    m = re.match(r"seat_?(\d+)", key)
    return int(m.group(1)) - 1 if m else 0


def _bet_of(key: str) -> str:
    return key.split("_", 1)[1] if re.match(r"seat\d+_", key) else key


def _role(key: str) -> str:
    return re.sub(r"\d+", "#", key)


def part_rules(value: int, stakes: dict[str, int], bet: Optional[str], given: Optional[int],
               alone: bool) -> set[RuleId]:
    """The rules that answer ``value`` for a part: constants, a stake times a multiplier,
    the part's own bet times any figure, (alone) two stakes' multiples summed and every
    bet lost, the payout shown left as it is."""
    found: set[RuleId] = {("const", value)}
    if given is not None and given == value:
        found.add(("given",))
    for b, s in stakes.items():
        if value % s == 0 and value // s in MULTIPLIERS:
            found.add(("x", b, value // s))
    if bet is not None and stakes.get(bet):
        found.add(("own", Fraction(value, stakes[bet])))
    if alone:
        if value == -sum(stakes.values()):
            found.add(("all_lost",))
        items = sorted(stakes.items())
        for i, (b1, s1) in enumerate(items):
            for b2, s2 in items[i + 1:]:
                for m1 in MULTIPLIERS:
                    rest = value - m1 * s1
                    if rest % s2 == 0 and rest // s2 in MULTIPLIERS:
                        found.add(("x+x", b1, m1, b2, rest // s2))
    return found


def houses() -> list[HouseProfile]:
    """The house profiles whose rules differ from GAMES.md's defaults by one choice each:
    every preset pay table and house rule GAMES.md offers (the defaults are STANDARD's)."""
    found = []
    for game in GAMES.values():
        for rule in game.rules:
            for value in rule.values[1:]:
                found.append(HouseProfile.make(f"{rule.key} {value}"[:40],
                                               {game.id: {rule.key: value}}))
    return found


# Hands by strength, the highest first: a call's hand read from its id (``wins/flush/2``).
_STRENGTH = {h: i for i, h in enumerate(
    [c.id for c in Category if c <= Category.TWO_PAIR]
    + [f"pair_of_{name}" for name, _text in reversed(PAIR_NAMES)]
    + [Category.ONE_PAIR.id, Category.HIGH_CARD.id])}


def _hand_named(option_id: str) -> Optional[int]:
    """The strength of the hand an option names (0 the highest), None for none."""
    found = [_STRENGTH[t] for t in option_id.split("/") if t in _STRENGTH]
    return min(found) if found else None


def _figure_named(option_id: str) -> Optional[int]:
    found = [int(t) for t in option_id.split("/") if t.isdigit()]
    return found[-1] if found else None


def option_picks(ids: list[str]) -> dict[str, Optional[str]]:
    """What each rule that reads the listed options picks (None: the rule picks none):
    the first and last listed, the highest and lowest hand or figure named, overall and
    among the options of each kind; ties go to the first listed."""
    picks: dict[str, Optional[str]] = {"first listed": ids[0], "last listed": ids[-1]}
    kinds = [None, *sorted({_kind(i) for i in ids})]
    for what, read in (("hand", _hand_named), ("figure", _figure_named)):
        for kind in kinds:
            named = [(v, at, i) for at, i in enumerate(ids)
                     if (v := read(i)) is not None and kind in (None, _kind(i))]
            among = f" of the {kind} options" if kind else ""
            # A hand's strength counts down (0 the highest), a figure up.
            sign = -1 if what == "figure" else 1
            picks[f"highest {what} named{among}"] = \
                min(named, key=lambda x: (sign * x[0], x[1]))[2] if named else None
            picks[f"lowest {what} named{among}"] = \
                min(named, key=lambda x: (-sign * x[0], x[1]))[2] if named else None
    return picks


def _is_amount(q: Question) -> bool:
    return all(p.kind in ("amount", "signed", "count", "seats") for p in q.parts)


def _kind(option_id: str) -> str:
    """The kind of a choice: a call by its first word, a side bet's call by what it does
    (``aa_loses/...`` and ``bonus_loses`` are both "loses")."""
    return re.sub(r"^(aa|bonus)_", "", option_id.split("/")[0])


@dataclass
class Tally:
    """The questions of one drill and level as the rules of thumb see them."""

    # Amount drills: per context (prompt, fields), how many questions each rule answers.
    rules: dict[tuple, Counter] = field(default_factory=lambda: defaultdict(Counter))
    amounts: int = 0
    # Choice drills: per prompt, how often each kind of answer is the key.
    keys: dict[str, Counter] = field(default_factory=lambda: defaultdict(Counter))
    # Choices listed: per prompt, how often each option-reading rule picks the key, the
    # lists of options its questions show, and the options ever the key.
    reads: dict[str, Counter] = field(default_factory=lambda: defaultdict(Counter))
    lists: dict[str, set[tuple[str, ...]]] = field(default_factory=lambda: defaultdict(set))
    keyed: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))

    def add(self, q: Question) -> None:
        if _is_amount(q):
            self._add_amount(q)
        else:
            self._add_choice(q)

    def _add_choice(self, q: Question) -> None:
        for p in q.parts:
            if p.kind not in ("choice", "call"):
                continue
            prompt = f"{q.game}: {q.prompt.template} [{p.key}]"
            self.keys[prompt][_kind(str(p.expected))] += 1
            if p.kind == "choice":  # listed to pick from (a call typed is completed instead)
                ids = [o.id for o in p.options]
                self.lists[prompt].add(tuple(ids))
                self.keyed[prompt].add(str(p.expected))
                self.reads[prompt].update(rule for rule, pick in option_picks(ids).items()
                                          if pick == p.expected)

    def _add_amount(self, q: Question) -> None:
        self.amounts += 1
        stakes = stakes_of(q)
        numbers = [p for p in q.parts if p.kind in ("amount", "signed", "count")]
        bets = {_bet_of(p.key) for p in numbers}
        # A net beside its bets is their sum: any rule answers it.
        numbers = [p for p in numbers if not (p.key == "net" and len(bets) > 1)]
        alone = len(numbers) == 1
        roles: dict[str, Optional[set[RuleId]]] = {}
        for p in numbers:
            seat = _seat_of(p.key) if len(stakes) > 1 else 0
            bet = _bet_of(p.key)
            found = part_rules(int(p.expected), stakes[seat] if seat < len(stakes) else {},
                               bet, p.given, alone)
            role = _role(p.key)
            roles[role] = found if roles.get(role) is None else roles[role] & found
        context = (q.prompt.template, tuple(sorted(roles)),
                   tuple(sorted({b for seat in stakes for b in seat})))
        sets = [sorted(roles[r], key=repr) for r in sorted(roles)]
        size = 1
        for s in sets:
            size *= len(s)
        if size > JOINT_CAP:  # keep the rules every role shares a shape of (each lost, ...)
            sets = [[r for r in s if r[0] in ("own", "given", "const")] for s in sets]
        self.rules[context].update(product(*sets))

    # -- figures -----------------------------------------------------------------------------
    def best_rule(self) -> tuple[float, str]:
        """The best rule's share of the questions, and the rule in words."""
        if not self.amounts:
            return 0.0, ""
        total, words = 0, []
        for _context, counts in sorted(self.rules.items(), key=lambda kv: -sum(kv[1].values())):
            if not counts:  # no rule answers a question of these fields
                continue
            rule, n = counts.most_common(1)[0]
            total += n
            words.append(f"{'; '.join(map(_said, rule))}")
        return total / self.amounts, " | ".join(words[:2])

    def options(self, prompt: str) -> int:
        """The options a question of ``prompt`` lists to pick from; of a list that is always
        the same, those ever the key (two at least: "Tie" is never right where the dealer
        wins ties)."""
        lists = self.lists[prompt]
        if len(lists) == 1:
            return max(2, len(set(next(iter(lists))) & self.keyed[prompt]))
        return max(map(len, lists))

    def choice_shares(self) -> list[tuple[str, str, int, int, float]]:
        """Per prompt: its most frequent kind of answer, the count, of how many, the bound;
        where the options are listed, then the best option-reading rule the same way."""
        out = []
        for prompt, counts in self.keys.items():
            kind, n = counts.most_common(1)[0]
            # The kinds of answer the prompt has: those the key ever is (a choice never the
            # key, a tie where the dealer wins ties, is never picked by a trainee who knows
            # the table), two at least.
            k = max(2, len(counts))
            of = sum(counts.values())
            out.append((prompt, kind, n, of, 1 / k + 0.15))
            if self.reads.get(prompt):
                rule, n = self.reads[prompt].most_common(1)[0]
                out.append((prompt, rule, n, of, 1 / self.options(prompt) + 0.15))
        return out


def _said(rule: tuple) -> str:
    if not rule:
        return "-"
    name, *args = rule
    return f"{name}({', '.join(map(str, args))})" if args else str(name)


def tally(drill: str, level: int, count: int = QUESTIONS, start: int = 0,
          into: Optional[Tally] = None, house: HouseProfile = STANDARD) -> Tally:
    t = into or Tally()
    for seed in range(start, start + count):
        t.add(generate(drill, level, seed, house=house))
    return t


def report(drills: Iterable[str], count: int,
           profiles: Iterable[HouseProfile] = (STANDARD,)) -> list[dict[str, object]]:
    rows: list[dict[str, object]] = []
    for house in profiles:
        for drill in drills:
            for level in (1, 2, 3):
                t = tally(drill, level, count, house=house)
                base = {"house": house.name, "drill": drill, "level": level}
                if t.amounts:
                    share, rule = t.best_rule()
                    rows.append(base | {"prompt": "", "worst": round(share, 3),
                                        "limit": AMOUNT_LIMIT, "rule": rule})
                for prompt, kind, n, of, bound in t.choice_shares():
                    rows.append(base | {"prompt": prompt[:72], "worst": round(n / of, 3),
                                        "limit": round(bound, 3),
                                        "rule": f"{kind} ({of} questions)"})
    return rows


def main(argv: Optional[list[str]] = None, as_json: bool = False) -> int:
    """Print the worst figure per drill and level (and per prompt of a choice drill);
    ``--houses``: under GAMES.md's defaults, then under each house profile of
    :func:`houses`."""
    args = list(sys.argv[1:] if argv is None else argv)
    as_json = as_json or "--json" in args
    count = QUESTIONS
    if "--count" in args:
        count = int(args[args.index("--count") + 1])
    drills = [a for a in args if a in DRILLS] or list(DRILLS)
    profiles = [STANDARD, *houses()] if "--houses" in args else [STANDARD]
    for row in report(drills, count, profiles):
        if as_json:
            print(json.dumps(row))
        else:
            flag = "  OVER" if float(row["worst"]) > float(row["limit"]) else ""  # type: ignore[arg-type]
            house = f"[{row['house']}] " if row["house"] else ""
            print(f"{house}{row['drill']:<14} L{row['level']} {row['worst']:>6.1%} / "
                  f"{row['limit']:.0%}{flag:6} {row['prompt'] or ''} {row['rule']}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
