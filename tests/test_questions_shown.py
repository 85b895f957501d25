"""``python -m app questions`` states what the trainee sees: a choice's buttons, the chips of a
chip question, the house profile's rules; a level-1 call's wrong choices name only hands the
cards the question shows hold (app/core/trainer/makeable.py), checked here by trying every few
of those cards (and every turn and river, for a hand still to be dealt), each named by a plain
evaluator written for this test."""

import contextlib
import io
import itertools
import json
import random
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from app.commands.cli import main
from app.core.cards import cards_text, parse_cards
from app.core.evaluator import HandValue
from app.core.scenario import settle_scenario
from app.core.trainer.announce import call_announce, step_calls
from app.core.trainer.makeable import contains, hands_to_make

ROOT = Path(__file__).resolve().parent.parent
RANKS = "23456789TJQKA"
PAIRS = ("twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens",
         "jacks", "queens", "kings", "aces")
DECK = [r + s for r in RANKS for s in "cdhs"]


def questions(*args):
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        status = main(["questions", *args])
    assert status == 0
    return [json.loads(line) for line in out.getvalue().splitlines()]


# -- a plain evaluator: the hand's name, from counting ranks and suits -----------------------
def _straight_top(ranks):
    """The top rank of the highest straight in a set of rank indices, or None."""
    have = set(ranks) | ({-1} if 12 in ranks else set())  # the ace plays low too
    for top in range(12, 2, -1):
        if all(r in have for r in range(top - 4, top + 1)):
            return top
    return None


def hand_name(cards):
    """The best hand of 5 to 7 cards (texts like 'Ah') by its id, one pair by its rank."""
    ranks = [RANKS.index(c[0]) for c in cards]
    suits = Counter(c[1] for c in cards)
    counts = Counter(ranks)
    flush_suit = next((s for s, n in suits.items() if n >= 5), None)
    if flush_suit:
        top = _straight_top({RANKS.index(c[0]) for c in cards if c[1] == flush_suit})
        if top is not None:
            return "royal_flush" if top == 12 else "straight_flush"
    shape = sorted(counts.values(), reverse=True)
    if shape[0] == 4:
        return "four_of_a_kind"
    if shape[0] == 3 and shape[1] >= 2:
        return "full_house"
    if flush_suit:
        return "flush"
    if _straight_top(set(ranks)) is not None:
        return "straight"
    if shape[0] == 3:
        return "three_of_a_kind"
    if shape[:2] == [2, 2]:
        return "two_pair"
    if shape[0] == 2:
        return "pair_of_" + PAIRS[next(r for r, n in counts.items() if n == 2)]
    return "high_card"


def brute_force(known, seen):
    """Every hand ``known`` with any two of the cards not in ``seen`` can be."""
    rest = [c for c in DECK if c not in seen]
    return {hand_name([*known, a, b]) for a, b in itertools.combinations(rest, 2)}


def test_the_plain_evaluator_names_hands_as_the_rules_core_does():
    rng = random.Random(5)
    for _ in range(5000):
        cards = rng.sample(DECK, 7)
        assert HandValue(parse_cards(cards)).term.id == hand_name(cards), cards


@settings(max_examples=60, deadline=None)
@given(st.permutations(DECK))
def test_the_hands_a_flop_could_make_are_those_of_every_turn_and_river(deck):
    known, other = deck[:5], deck[5:7]  # a hand's two cards and the flop; the other hand
    made = hands_to_make(parse_cards(known), parse_cards(deck[7:]))
    assert made == brute_force(known, {*known, *other})


# -- a level-1 call's wrong choices: hands the cards shown hold --------------------------------
ANTE_FIGURES = ("royal_flush", "straight_flush", "four_of_a_kind", "full_house", "flush")
QUALIFYING = {"two_pair", "three_of_a_kind", "straight", "flush", "full_house", "four_of_a_kind",
              "straight_flush", "royal_flush", *("pair_of_" + p for p in PAIRS[2:])}


def _is_run(ranks):
    """Whether five ranks (indices) are five in sequence, the ace high or low."""
    ranks = sorted(ranks)
    return len(set(ranks)) == 5 and (ranks[4] - ranks[0] == 4 or ranks == [0, 1, 2, 3, 12])


def cards_are(cards):
    """The hands a few cards (1 to 5), on their own, are the cards of, by the words of
    makeable.py's "contains": a card a high card, two of a rank its pair, ..."""
    ranks = [RANKS.index(c[0]) for c in cards]
    shape = sorted(Counter(ranks).values(), reverse=True)
    one_suit = len(cards) == 5 and len({c[1] for c in cards}) == 1
    run = len(cards) == 5 and _is_run(ranks)
    found = {"high_card"} if len(cards) == 1 else set()
    if shape == [2]:
        found.add("pair_of_" + PAIRS[ranks[0]])
    found |= {(2, 2): {"two_pair"}, (3,): {"three_of_a_kind"}, (4,): {"four_of_a_kind"},
              (3, 2): {"full_house"}}.get(tuple(shape), set())
    found |= {"straight"} if run else set()
    found |= {"flush"} if one_suit else set()
    found |= {"straight_flush"} if run and one_suit else set()
    found |= {"royal_flush"} if run and one_suit and min(ranks) == 8 else set()
    return found


def held(cards):
    """Every hand some of ``cards`` (texts like 'Ah') are, trying every one to five of them."""
    return set().union(*(cards_are(few) for k in range(1, 6)
                         for few in itertools.combinations(cards, k)))


def nearly_held(cards, shown):
    """Every hand ``cards`` with one card more, any card not in ``shown``, hold."""
    return set().union(*(held([*cards, extra]) for extra in DECK if extra not in shown))


def two_short(cards, shown):
    """Whether ``cards`` with two cards more, any not in ``shown``, hold one of a set of hands
    (a test: the set of every such hand is slow to work out)."""
    rest = [c for c in DECK if c not in shown]
    return lambda hands: any(held([*cards, *extra]) & hands
                             for extra in itertools.combinations(rest, 2))


def named(call, ante_table):
    """(whose hand, the hands that would make the call true) of a call id; None: no hand."""
    kind, *rest = call.split("/")
    if kind in ("qualifies", "dealer_wins"):
        return "dealer", {rest[0]}
    if kind in ("wins", "wins_push", "aa_pays"):
        return "player", {rest[0]}
    if kind == "not_qualified_pays":  # the ante table's lines, in GAMES.md's order
        pays = [int(x) for x in ante_table.split("-")]
        hands = {h for h, n in zip(ANTE_FIGURES, pays, strict=False) if n == int(rest[0])}
        if pays[5] == int(rest[0]):  # straight or lower: a straight, or any hand below it
            hands |= {"straight", "three_of_a_kind", "two_pair", "high_card",
                      *("pair_of_" + p for p in PAIRS)}
        return "player", hands
    return None


def names_among(call, ante_table, hands):
    """Whether a call names no hand, or a hand of ``hands`` (a set, or a test of a set)."""
    found = named(call, ante_table)
    return found is None or bool(hands(found[1]) if callable(hands) else found[1] & hands)


def absent_rank(call, shown):
    """Whether a call names a pair of a rank none of ``shown`` is."""
    return any(part.startswith("pair_of_") and RANKS[PAIRS.index(part[8:])] not in
               {c[0] for c in shown} for part in call.split("/"))


def step_universe(key, ante_table):
    """Every call of a Casino Hold'em step, by the step's key (GAMES.md's calls)."""
    hands = [*ANTE_FIGURES, "straight", "three_of_a_kind", "two_pair",
             *("pair_of_" + p for p in PAIRS), "high_card"]
    if key.split("/")[0] in ("qualifies", "not_qualified"):
        return {f"qualifies/{h}" for h in QUALIFYING} | {"not_qualified"}
    pays = [int(x) for x in ante_table.split("-")]
    figure = dict(zip(ANTE_FIGURES, pays, strict=False))
    return ({f"wins/{h}/{figure.get(h, pays[5])}" for h in hands}
            | {f"not_qualified_pays/{n}" for n in set(pays)}
            | {f"dealer_wins/{h}" for h in QUALIFYING} | {"push"})


# Hands by strength, the highest first (GAMES.md's ranking; one pair by its rank).
STRENGTH = ["royal_flush", "straight_flush", "four_of_a_kind", "full_house", "flush",
            "straight", "three_of_a_kind", "two_pair",
            *("pair_of_" + p for p in reversed(PAIRS)), "high_card"]


def one_hand(call):
    """The one hand a call names in its words ("Dealer wins: flush."), or None."""
    kind, *rest = call.split("/")
    return rest[0] if kind in ("qualifies", "dealer_wins", "wins", "wins_push", "aa_pays") \
        and rest[0] in STRENGTH else None


def higher_than(key):
    """Whether a call names a hand higher than the one ``key`` names (never, for a key that
    names none)."""
    mine = one_hand(key)
    return lambda call: mine is not None and one_hand(call) is not None and \
        STRENGTH.index(one_hand(call)) < STRENGTH.index(mine)


def check_tiers(choices, key, tiers, universe, shown, table):
    """The wrong choices come tier by tier: a choice of a later tier only when every call of
    the earlier ones is offered (the step's other calls last), the calls naming a hand
    higher than the key's and the others each on their own (so the key is not mostly the
    highest hand named); none names a pair of a rank absent from ``shown``. Gives the tier
    of each wrong choice (len(tiers): the others)."""
    wrong = [c for c in choices if c != key]
    higher = higher_than(key)
    got = []
    for call in wrong:
        assert not absent_rank(call, shown), (call, shown)
        tier = next((i for i, hands in enumerate(tiers) if names_among(call, table, hands)),
                    len(tiers))
        for earlier in tiers[:tier]:
            offered = {c for c in universe - {key} if names_among(c, table, earlier)
                       and not absent_rank(c, shown) and higher(c) == higher(call)}
            assert offered <= set(wrong), (call, offered, choices)
        got.append(tier)
    return got


def test_the_contained_hands_are_those_of_every_few_cards():
    rng = random.Random(11)
    for n in (5, 7, 7, 7, 8):
        for _ in range(400):
            cards = rng.sample(DECK, n)
            assert contains(parse_cards(cards)) == held(cards), cards
    for cards in ("Ah Kh Qh Jh Th 2c 2d", "5d 4d 3d 2d Ad Kc Ks", "9s 9h 9d 9c 4h 4s 2c"):
        assert contains(parse_cards(cards.split())) == held(cards.split()), cards


def test_a_level_1_calls_wrong_choices_name_hands_the_cards_shown_hold():
    """At the dealer's and the player's steps the river is shown: a wrong choice names a
    hand the dealer's or the player's seven cards hold, else (where fewer than three such
    calls exist) one they hold with one card more, then two, the hands higher than the
    key's and the others each in that order (the higher hands are mostly a card short);
    never a pair of a rank not shown."""
    tiers_used = Counter()
    for line in questions("--drill", "call.announce", "--level", "1", "--count", "80",
                          "--seed", "500"):
        player, dealer, board = line["seats"][0]["cards"], line["dealer"], line["board"]
        assert len(board) == 5 and len(dealer) == 2, line
        shown = {*player, *dealer, *board}
        choices = [c["id"] for c in line["choices"]]
        assert len(set(choices)) == 4 and line["key"] in choices, line
        table = line["rules"]["ante_paytable"]
        universe = step_universe(line["key"], table)
        assert set(choices) <= universe, line
        holds = held([*dealer, *board]) | held([*player, *board])
        # (the later tiers are worked out only where a choice needs them: they are slow)
        tiers = [holds]
        if any(not names_among(c, table, holds) for c in choices if c != line["key"]):
            tiers.append(nearly_held([*dealer, *board], shown)
                         | nearly_held([*player, *board], shown))
            both = two_short([*dealer, *board], shown), two_short([*player, *board], shown)
            tiers.append(lambda hands, both=both: any(short(hands) for short in both))
        tiers_used.update(check_tiers(choices, line["key"], tiers, universe, shown, table))
    # Most: the cards held, or held with one card more (the higher hands, about half).
    assert tiers_used[0] + tiers_used[1] > 0.9 * sum(tiers_used.values()), tiers_used
    assert tiers_used[0] > 0.4 * sum(tiers_used.values()), tiers_used


def test_a_level_1_bonus_calls_wrong_choices_name_bonus_hands_the_five_cards_nearly_hold():
    """The AA Bonus's step (weak-area practice at level 1) shows the player's cards and the
    flop, the bonus's five: a wrong choice names a line those five hold or hold with one
    card more, else with two; a pair of aces only with an ace shown."""
    tiers_used = Counter()
    for seed in range(40):
        q = call_announce(random.Random(seed), 1, "call_bonus")
        player, board = cards_text(q.seats[0].cards).split(), cards_text(q.board).split()
        assert len(board) == 3 and not q.dealer, q
        part = q.parts[0]
        choices = [o.id for o in part.options]
        assert len(set(choices)) == 4 and part.expected in choices
        five = [*player, *board]
        tiers = [held(five) | nearly_held(five, set(five)), two_short(five, set(five))]
        universe = set(step_calls("casino_holdem", "bonus", q.rules))
        tiers_used.update(check_tiers(choices, part.expected, tiers, universe, set(five), ""))
    assert tiers_used[0] > 0.6 * sum(tiers_used.values()), tiers_used  # most: the cards held


def test_the_issues_case_names_no_king_where_none_is_shown():
    """The review's case: dealer 9s 4h, board Jd Td 8h 5s 6c offered "pair of kings"."""
    (line,) = questions("--drill", "call.announce", "--level", "1", "--seed", "3")
    shown = [*line["seats"][0]["cards"], *line["dealer"], *line["board"]]
    assert not any(absent_rank(c["id"], shown) for c in line["choices"]), line


# -- choices, chips, profile -------------------------------------------------------------------
@pytest.mark.parametrize("drill,words", [
    ("ch.qualify", ["Yes", "No"]),
    ("hand.winner", ["Player", "Dealer", "Tie"]),
    ("thb.ante", ["Pays 1 to 1", "Pushes", "Loses"]),
    ("hand.name", ["royal flush", "straight flush", "four of a kind", "full house", "flush",
                   "straight", "three of a kind", "two pair", "one pair", "high card"]),
])
def test_every_choice_drills_line_lists_its_buttons(drill, words):
    for level in (1, 2, 3):
        for line in questions("--drill", drill, "--level", str(level), "--count", "3"):
            assert [c["text"] for c in line["choices"]] == words
            assert line["key"] in [c["id"] for c in line["choices"]]


def test_a_typed_answer_lists_no_choices():
    for drill in ("ch.total", "chips.colour", "nl.pots"):
        assert all("choices" not in line for line in questions("--drill", drill, "--count", "3"))
    assert all("choices" not in line for line in
               questions("--drill", "call.announce", "--level", "2", "--count", "3"))


def fewest(amount, chips):
    """The fewest chips of ``chips`` (any number of each) that make ``amount``."""
    best = [0] + [None] * amount
    for a in range(1, amount + 1):
        options = [best[a - c] for c in chips if c <= a and best[a - c] is not None]
        best[a] = min(options) + 1 if options else None
    return best[amount]


@pytest.mark.parametrize("level", (1, 2, 3))
def test_a_colouring_up_line_states_its_chips_and_its_key_uses_them(level):
    for line in questions("--drill", "chips.colour", "--level", str(level), "--count", "12"):
        assert line["chips"] == [1000, 500, 100, 25, 5, 1]
        counts = {int(k.removeprefix("chips_")): n for k, n in line["key"].items()}
        assert set(counts) <= set(line["chips"])
        words = " ".join([*line["story"], line["question"]])
        if level < 3:  # colour up: the pile's amount, in the fewest of the chips stated
            amount = int(re.search(r"(\d+) in all", words).group(1))
            assert sum(v * n for v, n in counts.items()) == amount
            assert sum(counts.values()) == fewest(amount, line["chips"])
        else:  # pay from a stack: the amount asked, from the chips in front
            amount = int(re.search(r"Pay (\d+)", words).group(1))
            assert sum(v * n for v, n in counts.items()) == amount


def test_questions_take_a_house_profile_and_their_keys_settle_under_it(tmp_path):
    house = tmp_path / "house.json"
    house.write_text(json.dumps({"name": "Riverside", "games": {
        "casino_holdem": {"ante_paytable": "25-25-12-3-2-1"},
        "holdem_bonus": {"ties": "dealer_wins", "ante_pays_on": "flush"}}}), encoding="utf-8")
    plain = questions("--drill", "ch.total", "--level", "2", "--count", "10")
    ruled = questions("--drill", "ch.total", "--level", "2", "--count", "10",
                      "--profile", str(house))
    assert {line["rules"]["ante_paytable"] for line in plain} == {"100-20-10-3-2-1"}
    assert {line["rules"]["ante_paytable"] for line in ruled} == {"25-25-12-3-2-1"}
    for line in ruled:
        assert line["scenario"]["ante_paytable"] == "25-25-12-3-2-1"
        r = settle_scenario(line["scenario"])
        assert r["ok"] and r["total"] == line["key"]["net"]
    for line in questions("--drill", "thb.total", "--level", "1", "--count", "10",
                          "--profile", str(house)):
        # (a question built to show the ante pushing below a straight asks it under that
        # rule, whatever the house's: the line states the rule it was asked under)
        assert line["rules"]["ties"] == "dealer_wins"
        assert line["scenario"]["ante_pays_on"] == line["rules"]["ante_pays_on"]
        assert settle_scenario(line["scenario"])["total"] == line["key"]["net"]


def _bad_profiles(tmp_path):
    (tmp_path / "words.json").write_text("not json at all", encoding="utf-8")
    (tmp_path / "list.json").write_text("[1, 2]", encoding="utf-8")
    (tmp_path / "rules.json").write_text(json.dumps({"name": "X", "games": {
        "casino_holdem": {"ante_paytable": "1-2-3"}}}), encoding="utf-8")
    (tmp_path / "big.json").write_bytes(b" " * 3_000_000)
    return {"missing.json": "cannot be read", "words.json": "not JSON", "list.json":
            "not a house profile", "rules.json": "ante_paytable", "big.json": "too large",
            ".": "cannot be read"}


def test_a_bad_profile_file_gives_one_clear_line_and_exit_2(tmp_path):
    for name, words in _bad_profiles(tmp_path).items():
        done = subprocess.run([sys.executable, "-m", "app", "questions", "--drill", "ch.total",
                               "--profile", str(tmp_path / name)], capture_output=True,
                              text=True, cwd=ROOT, encoding="utf-8")
        assert done.returncode == 2 and done.stdout == "", (name, done)
        assert len(done.stderr.splitlines()) == 1 and words in done.stderr, (name, done.stderr)
        assert "Traceback" not in done.stderr


def test_the_help_names_what_a_line_carries():
    done = subprocess.run([sys.executable, "-m", "app", "questions", "--help"],
                          capture_output=True, text=True, cwd=ROOT, encoding="utf-8")
    assert done.returncode == 0
    for word in ("choices", "chips", "--profile", "key", "scenario"):
        assert word in done.stdout
