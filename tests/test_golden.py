"""What users get is what the golden files in tests/golden/ say: exam questions and seeded deals.

A failure names the first question or deal that changed and shows its diff.
If the change is deliberate, ``python -m tests.golden.regen`` rewrites the
files; that changes the questions behind exam codes already given to a class
(see tests/golden/__init__.py).
"""

import copy
from itertools import groupby

import pytest

from tests import reference as ref
from tests.golden import produce
from tests.golden.compare import first_difference, read

EXAMS = read("exams.json")
CODES = [i["code"] for i in EXAMS["inputs"]]


def question_label(q):
    return f"{q['drill']}, level {q['level']}, seed {q['seed']}"


def stored_questions(code):
    return [q for q in EXAMS["records"] if q["code"] == code]


def current_questions(code):
    return [{"code": code, "number": i, **q}
            for i, q in enumerate(produce.exam_questions(code), start=1)]


def assert_same(what, stored, now, label=lambda r: ""):
    difference = first_difference(what, stored, now, label)
    assert difference is None, difference


@pytest.mark.parametrize("code", CODES)
def test_an_exam_code_still_gives_its_stored_questions(code):
    assert_same(f"exam {code} question", stored_questions(code), current_questions(code),
                question_label)


@pytest.mark.parametrize("given", EXAMS["inputs"], ids=CODES)
def test_an_exam_code_still_reads_as_the_exam_it_was_made_for(given):
    assert produce.exam_spec(given["code"]) == given["spec"]
    spec = given["spec"]
    assert produce.exam_code(tuple(spec["drills"]), spec["questions"], spec["minutes"],
                             spec["pass_percent"], spec["level"], spec["seed"]) == given["code"]


def test_the_stored_exams_cover_every_pinned_drill_and_level_but_the_one_being_rewritten():
    drills = {q["drill"] for q in EXAMS["records"]}
    assert drills == set(produce.known_drills()) - set(produce.NOT_PINNED)
    assert {q["level"] for q in EXAMS["records"]} == {1, 2, 3}
    assert [len(list(g)) for _, g in groupby(EXAMS["records"], key=lambda q: q["code"])] == \
        [i["spec"]["questions"] for i in EXAMS["inputs"]]


def test_each_drill_still_gives_its_stored_question_for_a_seed():
    golden = read("drills.json")
    now = [produce.drill_question(*i) for i in golden["inputs"]]
    assert_same("drill question", golden["records"], now, question_label)


def test_the_trainer_still_deals_the_stored_hands_for_each_seed():
    golden = read("trainer_deals.json")
    now = [produce.trainer_deal(*i) for i in golden["inputs"]]
    assert_same("trainer deal", golden["records"], now,
                lambda d: f"{d['game']}, level {d['level']}, seed {d['seed']}")


def test_the_table_still_deals_and_settles_the_stored_hand_for_each_seed():
    golden = read("table_deals.json")
    now = [produce.table_deal(*i) for i in golden["inputs"]]
    assert_same("table deal", golden["records"], now,
                lambda d: f"{d['game']}, seed {d['seed']}, seats {d['seats'] or 'default'}")


def test_no_limit_still_deals_the_stored_cards_for_each_seed():
    golden = read("nlhe_deals.json")
    inputs = golden["inputs"]
    now = [produce.nlhe_deal(s, st, b, tuple(bl), a) for s, st, b, bl, a in inputs["deals"]]
    now.append(produce.nlhe_session(*inputs["session"]))
    assert_same("no-limit deal", golden["records"], now, lambda d: f"seed {d['seed']}")


def test_a_seed_still_shuffles_the_deck_into_the_stored_order():
    """Replaces the test that dealt twice from one seed in one run and compared."""
    golden = read("deck.json")
    for record in golden["records"]:
        cards = record["cards"]
        assert len(set(cards)) == 52
        assert produce.deck_order(record["seed"]) == cards, record["seed"]


# -- the golden data itself is right, by the independent implementation ---------------------
def test_the_stored_table_settlements_agree_with_the_reference_implementation():
    for deal in read("table_deals.json")["records"]:
        for scenario, settled in zip(deal["scenarios"], deal["settled"], strict=True):
            game = ref.casino_holdem if scenario["game"] == "casino_holdem" else ref.holdem_bonus
            expected = game(scenario)
            assert {k: settled[k] for k in expected} == expected, (deal["seed"], scenario)


def test_the_stored_trainer_settlements_agree_with_the_reference_implementation():
    for deal in read("trainer_deals.json")["records"]:
        for seat in deal["seats"]:
            hand = {"player": seat["cards"], "dealer": deal["dealer"], "board": deal["board"],
                    "ante": seat["ante"], **deal["rules"]}
            if deal["game"] == "casino_holdem":
                expected = ref.casino_holdem({**hand, "aa_bonus": seat["bonus"],
                                              "decision": seat["decisions"][0]})
            else:
                pre, flop, turn = seat["decisions"]
                expected = ref.holdem_bonus({**hand, "bonus": seat["bonus"], "preflop": pre,
                                             "flop": flop, "turn": turn})
            nets = {bet: net for bet, _, net in seat["bets"]}
            assert seat["total"] == expected["total"], (deal["seed"], seat)
            assert {b: nets.get(b, 0) for b in nets} == {b: expected[b] for b in nets}


# -- the comparison can fail, and says where ----------------------------------------------
def test_a_changed_answer_key_is_reported_with_the_question_number_drill_and_field():
    code = CODES[1]
    stored = stored_questions(code)
    changed = copy.deepcopy(stored)
    changed[4]["parts"][-1]["expected"] = 123456  # one stored key, changed in memory only
    report = first_difference(f"exam {code} question", changed, current_questions(code),
                              question_label)
    q = stored[4]
    assert report is not None
    assert report.startswith(f"exam {code} question 5 of {len(stored)} "
                             f"({question_label(q)}) changed in parts:")
    assert "-" in report and "123456" in report


def test_a_changed_card_is_reported_and_the_first_change_wins():
    code = CODES[0]
    now = current_questions(code)
    changed = copy.deepcopy(now)
    changed[2]["board"] = list(reversed(changed[2]["board"])) or ["As"]
    changed[7]["seats"][0]["cards"] = ["As", "Ad"]
    report = first_difference("question", now, changed, question_label)
    assert report.startswith(f"question 3 of {len(now)} ({question_label(now[2])}) "
                             "changed in board:")


def test_a_question_more_or_fewer_is_reported():
    now = current_questions(CODES[0])
    assert first_difference("question", now, now[:-1]) == \
        f"questions: {len(now)} stored, {len(now) - 1} now"
    assert first_difference("question", now, now) is None
