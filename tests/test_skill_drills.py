"""The dealer's daily skills: each key agrees with an independent computation over many
seeds (tests/reference.py for the hands, plain arithmetic for the pay tables, a search of
its own for the chips), and the words a question shows are the hand it was built from."""

import itertools
import re

import pytest

from app.core.cards import card_text
from app.core.chips import DEFAULT_DENOMINATIONS
from app.core.evaluator import HAND_TERMS
from app.core.games.registry import find_game
from app.core.trainer.answers import AnswerError, parse_call
from app.core.trainer.drills import DRILLS, generate
from tests import reference as ref
from tests.test_chips import brute_fewest
from tests.test_trainer_drills import scenario

SEEDS = range(40)
LEVELS = (1, 2, 3)
CH, THB = "casino_holdem", "holdem_bonus"


def _positive(r, bets):
    return sum(max(0, r[b]) for b in bets)


@pytest.mark.parametrize("drill", ["ch.words", "thb.words"])
@pytest.mark.parametrize("level", LEVELS)
def test_a_word_problems_key_is_the_reference_settlement_of_the_hand_it_tells(drill, level):
    main = ("ante", "call") if drill == "ch.words" else ("ante", "preflop", "flop", "turn")
    every = main + (("aa_bonus",) if drill == "ch.words" else ("bonus",))
    for seed in SEEDS:
        q = generate(drill, level, seed)
        r = scenario(q, 0)
        key = {1: _positive(r, main), 2: _positive(r, every), 3: r["total"]}[level]
        assert q.expected == {"answer": key}, (drill, level, seed)
        # No card is shown: the words carry the hand, its stakes first.
        assert q.seats == () and q.board == () and not q.dealer_shown
        words = " ".join(line.render() for line in q.story)
        seat = q.deal.seats[0]
        assert re.search(rf"\bAnte {seat.ante}\b", words), words
        if r["outcome"] != "fold":
            cards = [ref.card(card_text(c)) for c in (*seat.cards, *q.deal.board)]
            assert f"the player's hand: {HAND_TERMS[_hand_id(ref.best(cards))].text};" in words
        if level == 3:  # the house variant is named
            rules = find_game(q.game).rule_values(q.rules)
            assert rules["bonus_paytable"] in words


def test_word_problems_ask_for_nothing_and_for_a_loss_now_and_then_but_mostly_a_payout():
    keys = [generate("ch.words", 2, seed).expected["answer"] for seed in range(200)]
    assert 0.05 < keys.count(0) / len(keys) < 0.3
    nets = [generate("thb.words", 3, seed).expected["answer"] for seed in range(120)]
    assert sum(n < 0 for n in nets) > 25 and sum(n > 0 for n in nets) > 40


def _active_multipliers():
    ch, thb = find_game(CH).make_rules(), find_game(THB).make_rules()
    return {int(x) for table in (ch.ante_paytable, ch.bonus_paytable, thb.bonus_paytable)
            for x in table.split("-")}


LINE_ORDER = {"ante": ref.CH_ANTE_ORDER + ["straight_or_lower"], "aa": ref.AA_ORDER,
              "thb": ref.THB_ORDER}


@pytest.mark.parametrize("level", LEVELS)
def test_pay_table_maths_is_the_stake_times_the_tables_own_number(level):
    allowed = _active_multipliers()
    for seed in SEEDS:
        q = generate("pay.multiply", level, seed)
        text = q.prompt.render()
        if level < 3:
            stake, n = map(int, re.findall(r"\d+", text)[:2])
            assert n in allowed
            assert stake in ((5, 10, 20, 25, 50, 100) if level == 1 else
                             (15, 35, 45, 65, 75, 125, 175, 225))
        else:
            # "{line} on an ante of 45": the line's number read from the table named above it.
            table = re.search(r"\d+(?:-\d+)+", q.story[0].render()).group()
            kind = "ante" if "ante table" in q.story[0].render() else \
                "aa" if "AA Bonus" in q.story[0].render() else "thb"
            line = q.prompt.args[0][1].term.id
            stake = dict(q.prompt.args)["stake"]
            n = int(table.split("-")[LINE_ORDER[kind].index(line)])
        assert q.expected == {"answer": stake * n}, (level, seed, text)


def test_pay_table_maths_follows_the_house_table():
    from app.core.profiles import HouseProfile

    house = HouseProfile.make("Own", {CH: {"ante_paytable": "50-30-15-4-2-1",
                                           "bonus_paytable": "100-50-40-30-20-7-7-7-7",
                                           "aa_bonus_on_fold": "settled"}})
    seen = {int(re.findall(r"\d+", generate("pay.multiply", 1, s, house=house).prompt.render())[1])
            for s in range(200)}
    assert {15, 4} <= seen


def _stack(q):
    """The chips the question's words describe: value -> count."""
    pile = dict(q.story[-1].args)["pile"]
    return {dict(item.args)["value"]: item.n for item in pile.items}


def _fewest_by_search(amount, stack):
    """The fewest chips of ``stack`` for ``amount``, by trying every count of the largest
    values (an independent search, not the app's dynamic programme)."""
    values = sorted(stack, reverse=True)
    best = None
    for counts in itertools.product(*(range(min(stack[v], amount // v) + 1) for v in values[:-1])):
        rest = amount - sum(c * v for c, v in zip(counts, values, strict=False))
        last = values[-1]
        if rest < 0 or rest % last or rest // last > stack[last]:
            continue
        total = sum(counts) + rest // last
        if best is None or total < best[0]:
            best = (total, dict(zip(values, (*counts, rest // last), strict=True)))
    return best


@pytest.mark.parametrize("level", LEVELS)
def test_colouring_up_and_paying_from_a_stack_use_the_fewest_chips(level):
    for seed in range(15):
        q = generate("chips.colour", level, seed)
        counts = {int(k.split("_")[1]): v for k, v in q.expected.items()}
        shown = _stack(q)
        if level < 3:  # colour up: any number of each chip
            amount = sum(v * n for v, n in shown.items())
            fewest = brute_fewest(amount, DEFAULT_DENOMINATIONS)
        else:
            amount = int(re.search(r"Pay ([\d,]+)", q.prompt.render()).group(1).replace(",", ""))
            assert all(counts[v] <= shown.get(v, 0) for v in counts)
            fewest, _ = _fewest_by_search(amount, shown)
        assert sum(v * n for v, n in counts.items()) == amount
        assert sum(counts.values()) == fewest, (level, seed)


def test_paying_from_a_stack_short_of_a_chip_is_not_greedy_change():
    short = sum("stack_short" in generate("chips.colour", 3, s).tags for s in range(60))
    assert short >= 3


@pytest.mark.parametrize("chips", [(1, 5, 20, 100), (1, 3, 4, 10), (5, 25, 100, 1000, 5000)])
@pytest.mark.parametrize("level", LEVELS)
def test_colouring_up_counts_in_the_tables_own_chips_the_fewest_there_are(chips, level):
    for seed in range(8):
        q = generate("chips.colour", level, seed, chips=chips)
        counts = {int(k.split("_")[1]): v for k, v in q.expected.items()}
        assert set(counts) <= set(chips)
        shown = _stack(q)
        amount = sum(v * n for v, n in counts.items())
        if level < 3:
            assert amount == sum(v * n for v, n in shown.items())
            fewest = brute_fewest(amount, chips)
        else:
            fewest, _ = _fewest_by_search(amount, shown)
        assert sum(counts.values()) == fewest, (chips, level, seed)


def test_a_table_with_chips_of_one_value_still_gets_a_question_and_is_told_why():
    q = generate("chips.colour", 1, 2, chips=(25,))
    assert "one value only" in q.story[0].render() and q.parts


def _audit_seat_nets(q, i):
    r = scenario(q, i)
    bets = find_game(q.game).settle_order
    return {b: r[b] for b in bets if dict(q.seats[i].bets).get(b)}


@pytest.mark.parametrize("drill", ["ch.audit", "thb.audit"])
@pytest.mark.parametrize("level", LEVELS)
def test_an_audits_key_is_every_spot_settled_right_and_few_are_shown_wrong(drill, level):
    for seed in range(25):
        q = generate(drill, level, seed)
        key = {f"seat{i + 1}_{b}": net for i in range(len(q.seats))
               for b, net in _audit_seat_nets(q, i).items()}
        assert q.expected == key, (drill, level, seed)
        wrong = [p for p in q.parts if p.given != p.expected]
        assert len(wrong) <= (1 if level == 1 else 2)
        # What the felt shows is what the fields start from.
        shown = {f"seat{i + 1}_{b}": net for i, s in enumerate(q.seats) for b, net in s.paid}
        assert shown == {p.key: p.given for p in q.parts}
        assert ("audit_clean" in q.tags) == (not wrong)


def test_the_audits_mistakes_are_the_ones_dealers_make():
    seen = set()
    for seed in range(150):
        q = generate("ch.audit", 2, seed)
        for p in q.parts:
            if p.given == p.expected:
                continue
            seat = int(p.key[4]) - 1
            r = scenario(q, seat)
            bet = p.key.split("_", 1)[1]
            stake = dict(q.seats[seat].bets)[bet]
            if bet == "call" and r["outcome"] == "dealer_not_qualified" and p.given == stake:
                seen.add("call paid on a dealer who does not qualify")
            elif bet == "ante" and p.given == stake and r["ante"] > stake:
                seen.add("ante even money")
            elif r[bet] == 0 and p.given == -stake:
                seen.add("push taken")
            elif bet == "aa_bonus" and r["outcome"] == "fold" and p.given == -stake:
                seen.add("bonus taken on a fold")
    assert len(seen) >= 3, seen


@pytest.mark.parametrize("drill", ["ch.audit", "thb.audit"])
def test_every_mistake_of_an_audit_comes_up_when_it_is_practised(drill):
    for case in DRILLS[drill].cases:
        hits = sum(case in generate(drill, 2, seed, focus=case).tags for seed in range(10))
        assert hits >= 8, (drill, case, hits)


RANK_NAMES = {2: "twos", 3: "threes", 4: "fours", 5: "fives", 6: "sixes", 7: "sevens",
              8: "eights", 9: "nines", 10: "tens", 11: "jacks", 12: "queens", 13: "kings",
              14: "aces"}


def _hand_id(value):
    """A reference hand value as the call names it: the category, a pair by its rank."""
    name = ref.NAMES[value[0]]
    return f"pair_of_{RANK_NAMES[value[1][0]]}" if name == "one_pair" else name


def _reference_call(q):
    deal = q.deal
    s = deal.seats[0]
    r = scenario(q, 0)
    cards = [ref.card(card_text(c)) for c in (*s.cards, *deal.board)]
    dealer = [ref.card(card_text(c)) for c in (*deal.dealer, *deal.board)]
    if "call_dealer" in q.tags:
        return f"qualifies/{_hand_id(ref.best(dealer))}" if r["dealer_qualifies"] \
            else "not_qualified"
    if "call_bonus" in q.tags:
        bet = "aa_bonus" if q.game == CH else "bonus"
        kind = "aa" if q.game == CH else "bonus"
        if r[bet] <= 0:
            return f"{kind}_loses"
        n = r[bet] // s.bonus
        if q.game == CH:
            line = _hand_id(ref.rank5(cards[:5]))
            line = "pair_of_aces" if line.startswith("pair_of") else line
        else:
            line = ref.thb_bonus_line([ref.card(card_text(c)) for c in s.cards],
                                      [ref.card(card_text(c)) for c in deal.dealer])
        return f"{kind}_pays/{line}/{n}"
    outcome = r["outcome"]
    if outcome == "push":
        return "push"
    if outcome == "dealer_wins":
        return f"dealer_wins/{_hand_id(ref.best(dealer))}"
    if outcome == "dealer_not_qualified":
        return f"not_qualified_pays/{r['ante'] // s.ante}"
    if r["ante"] > 0:
        return f"wins/{_hand_id(ref.best(cards))}/{r['ante'] // s.ante}"
    return f"wins_push/{_hand_id(ref.best(cards))}"


@pytest.mark.parametrize("level", LEVELS)
def test_the_dealers_call_is_the_reference_outcome_in_words(level):
    steps = set()
    for seed in SEEDS:
        q = generate("call.announce", level, seed)
        assert q.expected == {"answer": _reference_call(q)}, (level, seed)
        part = q.parts[0]
        assert part.expected in {o.id for o in part.options}
        steps |= {t for t in q.tags if t.startswith("call_")}
        if level == 1:  # four different calls to choose from, with a key each
            assert part.kind == "choice" and len({o.id for o in part.options}) == 4
        else:
            assert part.kind == "call"
    assert steps == ({"call_dealer", "call_player"} if level == 1 else
                     {"call_dealer", "call_player", "call_bonus"})


LANGUAGES = ["en", "ka", "uk", "th", "kk", "hy"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_two_calls_read_the_same_in_any_language_at_any_step_and_table(lang):
    from app.core.rules import CH_ANTE_TABLES, CH_BONUS_TABLES, CasinoHoldemRules
    from app.core.trainer.announce import call_line, step_calls
    from app.core.trainer.answers import _plain_words
    from app.i18n import translator

    tr = translator(lang)
    ch = [CasinoHoldemRules(a, b) for a in CH_ANTE_TABLES for b in CH_BONUS_TABLES]
    thb = [find_game(THB).make_rules()]
    for game, rules_list, steps in ((CH, ch, ("dealer", "player", "bonus")),
                                    (THB, thb, ("player", "bonus"))):
        for rules in rules_list:
            for step in steps:
                calls = step_calls(game, step, rules)
                read = {_plain_words(call_line(c).render(tr)) for c in calls}
                assert len(read) == len(calls), (lang, game, step)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_typed_call_is_read_in_the_trainees_language_whatever_the_case_stops_and_digits(lang):
    from app.i18n import translator

    tr = translator(lang)
    for seed in range(6):
        q = generate("call.announce", 2, seed)
        calls = {o.id: o.text.render(tr) for o in q.parts[0].options}
        said = calls[q.parts[0].expected]
        typed = "  " + said.upper().replace(".", "").replace(":", " ") + " "
        assert parse_call(typed, calls) == q.parts[0].expected
        # A thousand typed without its group separator is the same number.
        plain = re.sub(r"(?<=\d)[\s,\u00a0\u202f](?=\d{3})", "", said)
        assert parse_call(plain, calls) == q.parts[0].expected
        with pytest.raises(AnswerError):
            parse_call(said[: len(said) // 2], calls)


@pytest.mark.parametrize("drill", ["ch.words", "thb.words", "pay.multiply", "ch.audit",
                                   "thb.audit", "call.announce", "chips.colour"])
def test_each_skill_drill_has_three_levels_targets_and_cases(drill):
    spec = DRILLS[drill]
    assert len(spec.targets) == 3 and spec.targets[0] <= spec.targets[2]
    assert spec.cases
    for case in spec.cases:  # weak-area practice asks for each case, and gets it
        hits = sum(case in generate(drill, 2, seed, focus=case).tags for seed in range(12))
        assert hits >= 9, (drill, case, hits)
