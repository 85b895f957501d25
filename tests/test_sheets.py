"""Keyless question sheets: what a trainee's PC receives, and what it is never sent.

Every drill at every level, a few seeds each under several houses, goes through a sheet
(as JSON text) and comes back as the question with its key and everything behind it
blanked; the sheet holds no key (two questions alike but for their keys give the same
sheet; the derivation's words and the seed are nowhere in it). Answers, marks and the
class's spread go to JSON and back; anything the app does not write is refused.
"""

import json
import statistics
import time
from dataclasses import replace

import pytest
from hypothesis import given, strategies as st

from app.core.errors import AnswerError
from app.core.profiles import STANDARD, HouseProfile
from app.core.text import Joined, Line, Signed, Term, english
from app.core.trainer.drills import DRILLS, generate
from app.core.trainer.parts import AmountPart, CallPart, ChoicePart, NetPart, SeatsPart
from app.core.trainer.questions import tline
from app.core.trainer.sheets import (
    MAX_SHEET_BYTES,
    SheetError,
    given_from_wire,
    given_to_wire,
    keyless,
    line_from_json,
    line_json,
    marked_from_sheet,
    marked_sheet,
    question_from_sheet,
    question_sheet,
    spread,
)

HOUSES = (
    STANDARD,
    HouseProfile.make("Casino A", {"casino_holdem": {"ante_paytable": "25-25-12-3-2-1",
                                                     "aa_bonus_on_fold": "forfeited"},
                                   "holdem_bonus": {"ties": "dealer_wins",
                                                    "ante_pays_on": "flush"}}),
    HouseProfile.make("Casino B", {"casino_holdem": {"ante_paytable": "150-30-10-3-2-1",
                                                     "bonus_paytable": "100-50-40-30-20-10-8-7-7"}}),
)
SEEDS = (0, 7, 4242)
CASES = [(d, level, seed, house) for d in DRILLS for level in (1, 2, 3) for seed in SEEDS
         for house in HOUSES]


def _wire(q):
    """The sheet as it travels: JSON text."""
    return json.dumps(question_sheet(q), ensure_ascii=False)


def _all_text(value):
    """Every string in a JSON value (keys and values)."""
    if isinstance(value, dict):
        for k, v in value.items():
            yield k
            yield from _all_text(v)
    elif isinstance(value, list):
        for v in value:
            yield from _all_text(v)
    elif isinstance(value, str):
        yield value


def _templates(line):
    """The templates of a line and of the lines inside it."""
    if isinstance(line, Line):
        yield line.template
        for _, v in line.args:
            yield from _templates(v)


@pytest.fixture(scope="module")
def questions():
    return {(d, level, seed, house.name): generate(d, level, seed, house=house)
            for d, level, seed, house in CASES}


def test_every_drill_round_trips_to_its_keyless_question(questions):
    for q in questions.values():
        back = question_from_sheet(_wire(q))
        assert back == keyless(q), (q.drill, q.level)
        # the blanks, as the contract names them
        assert (back.seed, back.derivation, back.best, back.deal, back.tags, back.case) == \
            (0, (), {}, None, frozenset(), "")
        assert all(p.expected is None for p in back.parts)
        # it shows the same: prompt, labels, story, the choices' words
        assert back.prompt.render() == q.prompt.render()
        assert [p.label.render() for p in back.parts] == [p.label.render() for p in q.parts]
        assert [s.render() for s in back.story] == [s.render() for s in q.story]
        assert [[o.text.render() for o in p.options] for p in back.parts] == \
            [[o.text.render() for o in p.options] for p in q.parts]


def test_the_sheet_holds_no_key(questions):
    for q in questions.values():
        other = replace(q, seed=q.seed + 1, derivation=(tline("Another key"),), case="other",
                        tags=frozenset({"x"}), best={},
                        parts=tuple(replace(p, expected=_other_key(p)) for p in q.parts))
        assert other.expected != q.expected
        assert _wire(other) == _wire(q)  # different keys, one sheet


def _other_key(p):
    if isinstance(p, SeatsPart):
        return (1, 2) if p.expected != (1, 2) else (3,)
    if isinstance(p, (ChoicePart, CallPart)):
        return next(o.id for o in p.options if o.id != p.expected)
    return p.expected + 1


def test_no_derivation_words_and_no_seed_in_the_sheet():
    seed = 918273
    for d in DRILLS:
        for level in (1, 2, 3):
            q = generate(d, level, seed)
            text = _wire(q)
            assert str(seed) not in text
            shown = {t for line in (q.prompt, *q.story, *(p.label for p in q.parts))
                     for t in _templates(line)} | {
                t for p in q.parts for o in p.options for t in _templates(o.text)}
            for line in q.derivation:
                for template in _templates(line):
                    if template not in shown:  # a word the question shows anyway
                        assert template not in set(_all_text(json.loads(text))), (d, template)
            if q.story:  # the story is the question: no hidden dealer's cards either
                assert not question_sheet(q)["dealer"] or q.dealer_shown


def test_hidden_dealer_cards_are_not_sent():
    q = generate("ch.aa_bonus", 1, 3)  # the dealer's cards are not part of the question
    hidden = replace(q, dealer=generate("ch.total", 1, 3).dealer, dealer_shown=False)
    assert question_sheet(hidden)["dealer"] == []


def test_a_keyless_question_reads_as_the_original_and_marks_nothing_right(questions):
    for q in questions.values():
        k = question_from_sheet(_wire(q))
        assert not k.mark(q.expected).correct
        assert not any(r.correct for r in k.mark(q.expected).parts)
        assert not k.mark({}).correct
        for p, kp in zip(q.parts, k.parts, strict=True):
            assert kp.field == p.field
            assert kp.typed_at_start() == p.typed_at_start()
            for text in _typed(p):
                assert _read(kp, text) == _read(p, text)
        first = k.parts[0]
        if isinstance(first, AmountPart):
            assert not first.mark_pile([25, 5], [1, 5, 25, 100]).correct


def _typed(p):
    """Texts a trainee might type in the part's field: the key, and some refused."""
    if isinstance(p, ChoicePart):
        return [p.expected, "nonsense", ""]
    if isinstance(p, CallPart):
        return [p.shown(p.expected), "no such call", ""]
    return [p.shown(p.expected), "12 34", "-5", "abc", "", "1.5"]


def _read(p, text):
    try:
        return p.read(text)
    except AnswerError as e:
        return ("refused", e.refusal)


def test_marks_come_back_as_marking_the_original(questions):
    for i, q in enumerate(questions.values()):
        k = question_from_sheet(_wire(q))
        answers = [q.expected, {}, {p.key: _other_key(p) for p in q.parts},
                   {q.parts[0].key: q.parts[0].expected}]
        for answer in answers:
            marked = json.loads(json.dumps(marked_sheet(q, answer)))
            back, checked, values = marked_from_sheet(k, marked)
            assert checked == q.mark(answer)
            assert values == {key: v for key, v in answer.items() if v is not None}
            assert back.expected == q.expected
            assert [line.render() for line in back.derivation] == \
                [line.render() for line in q.derivation]
            assert back == replace(keyless(q), parts=q.parts, derivation=back.derivation)
        if i > 200:
            break


def test_marks_that_do_not_follow_from_the_key_are_refused():
    q = generate("ch.total", 2, 5)
    k = question_from_sheet(_wire(q))
    marked = marked_sheet(q, q.expected)
    marked["parts"][0]["right"] = False
    with pytest.raises(SheetError):
        marked_from_sheet(k, marked)
    marked = marked_sheet(q, q.expected)
    marked["parts"][0]["key"] = "other"
    with pytest.raises(SheetError):
        marked_from_sheet(k, marked)
    marked = marked_sheet(q, q.expected)
    marked["parts"][0]["expected"] = None
    with pytest.raises(SheetError):
        marked_from_sheet(k, marked)


# -- answers on the wire ----------------------------------------------------------------------
WIRE_QUESTIONS = [generate(d, level, 11) for d in ("ch.total", "ch.round", "nl.pots", "nl.award",
                                                   "nl.call", "call.announce", "hand.name",
                                                   "chips.colour", "ch.audit")
                  for level in (1, 3)]


@st.composite
def _answers(draw):
    q = draw(st.sampled_from(WIRE_QUESTIONS))
    given = {}
    for p in q.parts:
        if not draw(st.booleans()):
            continue
        if isinstance(p, SeatsPart):
            seats = draw(st.sets(st.integers(1, len(q.seats)), max_size=len(q.seats)))
            given[p.key] = tuple(sorted(seats))
        elif isinstance(p, (ChoicePart, CallPart)):
            given[p.key] = draw(st.sampled_from([o.id for o in p.options]))
        elif isinstance(p, NetPart):
            given[p.key] = draw(st.integers(-100_000_000, 100_000_000))
        else:
            given[p.key] = draw(st.integers(0, 100_000_000))
    return q, given


@given(_answers())
def test_given_round_trips(case):
    q, given = case
    wire = json.loads(json.dumps(given_to_wire(q, given)))
    assert given_from_wire(q, wire) == given
    k = question_from_sheet(_wire(q))
    assert given_from_wire(k, wire) == given  # the trainee's keyless question reads it alike


JSONISH = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8)
                       | st.floats(allow_nan=False),
                       lambda inner: st.lists(inner, max_size=4)
                       | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=12)


@given(st.sampled_from(WIRE_QUESTIONS), st.dictionaries(st.text(max_size=10), JSONISH,
                                                        max_size=4))
def test_given_from_wire_refuses_or_reads_what_a_part_reads(q, data):
    try:
        values = given_from_wire(q, data)
    except SheetError:
        return
    assert given_to_wire(q, values) is not None  # what it read is a value its parts read


def test_given_from_wire_refuses_wrong_values():
    q = generate("nl.pots", 1, 3)  # pot chips (amounts) and pot seats
    seats = len(q.seats)
    for bad in ({"pot0": "100"}, {"pot0": -1}, {"pot0": True}, {"pot0": 1.5},
                {"pot0_seats": [seats + 1]}, {"pot0_seats": [0]}, {"pot0_seats": [1, 1]},
                {"pot0_seats": 1}, {"nothing": 1}, [1, 2], "{", {"pot0": 10**20}):
        with pytest.raises(SheetError):
            given_from_wire(q, bad)
    choice = generate("hand.name", 1, 3)
    with pytest.raises(SheetError):
        given_from_wire(choice, {"answer": "no_such_hand"})
    with pytest.raises(SheetError):
        given_to_wire(choice, {"answer": 3})
    assert given_from_wire(q, {"pot0": None}) == {}  # null: not answered


# -- the spread ----------------------------------------------------------------------------------
def test_spread_counts_each_value_and_those_not_answered():
    q = generate("ch.total", 2, 1)
    net = next(p for p in q.parts if p.key == "net")
    answers = [{"net": 50}, {"net": -25}, {"net": 50}, {}, {"net": None}, {"net": "x"},
               {"net": 50, "ante": 0}, {"ante": 0}]
    rows = {r["key"]: r for r in spread(q, answers)}
    assert rows["net"]["counts"] == [
        {"value": 50, "shown": "+50", "count": 3}, {"value": -25, "shown": "-25", "count": 1}]
    assert rows["net"]["not_answered"] == 4  # missing, null, unreadable, missing
    assert rows["net"]["label"] == line_json(net.label)
    assert rows["ante"]["counts"] == [{"value": 0, "shown": "0", "count": 2}]
    assert rows["ante"]["not_answered"] == 6


def test_spread_of_choices_and_seats():
    q = generate("hand.winner", 1, 2)
    rows = spread(q, [{"answer": "tie"}, {"answer": "dealer"}, {"answer": "dealer"},
                      {"answer": "player"}])
    assert [(c["value"], c["count"]) for c in rows[0]["counts"]] == \
        [("dealer", 2), ("player", 1), ("tie", 1)]  # ties in the buttons' order
    assert rows[0]["counts"][0]["shown"] == {"term": "dealer", "text": "Dealer",
                                             "context": "Trainer"}
    pots = generate("nl.pots", 1, 4)
    rows = {r["key"]: r for r in spread(pots, [{"pot0_seats": (1, 2)}, {"pot0_seats": (1, 2)},
                                               {"pot0_seats": (2,)}])}
    assert [(c["value"], c["count"]) for c in rows["pot0_seats"]["counts"]] == \
        [([1, 2], 2), ([2], 1)]


# -- lines -----------------------------------------------------------------------------------------
def test_lines_travel_translatable():
    line = Line.in_context("Trainer", "{who} pays {amount}: {cards} ({items})",
                           who=Term("dealer", "Dealer", "Trainer"), amount=Signed(-40),
                           cards="Ah Kd", items=Joined((5, Signed(3)), " + ")).with_count(2)
    data = json.loads(json.dumps(line_json(line)))
    assert data["line"] == line.template and data["context"] == "Trainer"
    back = line_from_json(data)
    assert back == line
    assert isinstance(dict(back.args)["amount"], Signed)
    upper = {"Trainer": {"Dealer": "DEALER", "{who} pays {amount}: {cards} ({items})":
                         "{who} / {amount} / {cards} / {items}"}}

    def translate(context, text, n=-1):
        return upper.get(context, {}).get(text, text)

    assert back.render(translate) == "DEALER / -40 / Ah Kd / 5 + +3"


# -- malformed sheets ------------------------------------------------------------------------------
def _sheet():
    return question_sheet(generate("ch.total", 2, 3))


def _with(path, value):
    data = _sheet()
    target = data
    for key in path[:-1]:
        target = target[key]
    if value is KeyError:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return data


MALFORMED = {
    "not an object": [1, 2],
    "not JSON": "{nope",
    "a field missing": _with(["prompt"], KeyError),
    "an unknown field": {**_sheet(), "key": {"net": 5}},
    "another version": _with(["sheet"], 2),
    "a level as text": _with(["level"], "2"),
    "a level out of range": _with(["level"], 4),
    "a bool for a number": _with(["level"], True),
    "an unknown drill": _with(["drill"], "no.such"),
    "an unknown game": _with(["game"], "poker"),
    "rules of another game": _with(["rules"], {"kind": "holdem_bonus", "ante_pays_on": "straight",
                                               "ties": "push", "bonus_paytable": "1000-30-25-20-15-10-5-3"}),
    "an unknown pay table": _with(["rules", "ante_paytable"], "1-2-3"),
    "an unknown part kind": _with(["parts", 0, "kind"], "essay"),
    "a part with no key": _with(["parts", 0, "key"], KeyError),
    "a part key twice": _with(["parts", 1, "key"], _sheet()["parts"][0]["key"]),
    "no parts": _with(["parts"], []),
    "a label as plain text": _with(["parts", 0, "label"], "Ante 25"),
    "a template reaching into a value": _with(["prompt"], {
        "line": "{x.__class__}", "context": "Trainer", "args": [["x", 1]]}),
    "a template with a wide field": _with(["prompt"], {
        "line": "{x:>99999999}", "context": "Trainer", "args": [["x", 1]]}),
    "a template with a field it has no argument for": _with(["prompt"], {
        "line": "{y}", "context": "Trainer", "args": []}),
    "an unknown argument kind": _with(["prompt"], {
        "line": "{x}", "context": "Trainer", "args": [["x", {"eval": "1+1"}]]}),
    "a float argument": _with(["prompt"], {
        "line": "{x}", "context": "Trainer", "args": [["x", 1.5]]}),
    "not a card": _with(["seats", 0, "cards"], ["Zz", "Ah"]),
    "a card twice": _with(["board"], [*_sheet()["board"][:4], _sheet()["seats"][0]["cards"][0]]),
    "hidden dealer's cards": _with(["dealer_shown"], False),
    "a seat to act out of range": _with(["to_act"], 5),
    "a target of no time": _with(["target_seconds"], 0),
    "a folded as text": _with(["seats", 0, "folded"], "no"),
    "a bet as a list of three": _with(["seats", 0, "bets", 0], ["ante", 25, 1]),
    "options on an amount": _with(["parts", 0, "options"], []),
    "a chip set as text": {**_sheet(), "chips": "25,5"},
    "a chip of no value": {**_sheet(), "chips": [25, 0]},
}


@pytest.mark.parametrize("why", list(MALFORMED))
def test_malformed_sheets_are_refused(why):
    with pytest.raises(SheetError) as e:
        question_from_sheet(MALFORMED[why])
    sentence = str(e.value)
    assert sentence.endswith(".") and "\n" not in sentence and len(sentence) < 200


def test_huge_and_deep_sheets_are_refused():
    huge = {**_sheet(), "story": [{"line": "x" * 1000, "context": "Trainer", "args": []}] * 70}
    assert len(json.dumps(huge)) > MAX_SHEET_BYTES
    with pytest.raises(SheetError, match="64 KiB"):
        question_from_sheet(huge)
    with pytest.raises(SheetError, match="64 KiB"):
        question_from_sheet(json.dumps(huge))
    with pytest.raises(SheetError, match="64 KiB"):
        question_from_sheet(b"[" * (MAX_SHEET_BYTES + 1))
    deep: object = 1
    for _ in range(100_000):  # deeper than any recursion could follow
        deep = [deep]
    with pytest.raises(SheetError, match="deeper"):
        question_from_sheet({**_sheet(), "story": deep})
    nested = {"line": "{x}", "context": "Trainer", "args": [["x", 1]]}
    for _ in range(8):
        nested = {"line": "{x}", "context": "Trainer", "args": [["x", nested]]}
    with pytest.raises(SheetError):
        question_from_sheet({**_sheet(), "prompt": nested})


def test_keyless_refusals_keep_their_sentences():
    q = generate("ch.total", 1, 3)
    k = question_from_sheet(_wire(q))
    with pytest.raises(AnswerError) as e:
        k.parts[0].read("abc")
    assert e.value.render(english)


# -- speed -------------------------------------------------------------------------------------------
def test_a_sheet_encodes_and_decodes_in_well_under_5_ms(questions):
    times = []
    for q in questions.values():
        start = time.perf_counter()
        question_from_sheet(json.loads(json.dumps(question_sheet(q))))
        times.append(time.perf_counter() - start)
    # measured 0.1 ms median, 1.9 ms the largest (a dealer's call with 67 choices) when quiet
    assert statistics.median(times) < 0.005
