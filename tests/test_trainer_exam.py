"""Exam codes round-trip, catch typos and bad values; the same spec gives the same questions."""

import dataclasses
from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

from app.core.trainer import exam as exam_module
from app.core.trainer.exam import (
    ALPHABET,
    SEED_LIMIT,
    ExamCodeError,
    ExamSpec,
    _encode,
    exam_code,
    exam_questions,
    parse_exam_code,
)

DRILLS = ("ch.ante_call", "ch.aa_bonus", "ch.qualify", "ch.total", "ch.round", "thb.bonus",
          "thb.ante", "thb.total", "hand.name", "hand.winner")
SPEC = ExamSpec(drills=("ch.total", "thb.total", "hand.name"), questions=12, minutes=20,
                pass_percent=80, level=2, seed=424242)

specs = st.builds(ExamSpec, drills=st.lists(st.sampled_from(DRILLS), min_size=1, max_size=10,
                                            unique=True).map(tuple),
                  questions=st.integers(1, 100), minutes=st.integers(1, 180),
                  pass_percent=st.integers(1, 100), level=st.integers(1, 3),
                  seed=st.integers(0, SEED_LIMIT - 1))


def symbols(code):
    assert code.startswith("EX-")
    return code[3:].replace("-", "")


@settings(max_examples=200, deadline=None)
@given(specs)
def test_any_spec_round_trips_through_its_code(spec):
    code = exam_code(spec)
    assert parse_exam_code(code, DRILLS) == spec
    assert parse_exam_code(code, tuple(reversed(DRILLS)) + ("nl.pots",)) == spec
    groups = code.split("-")
    assert groups[0] == "EX" and all(len(g) == 4 for g in groups[1:-1]) and set(
        symbols(code)) <= set(ALPHABET)


@settings(max_examples=200, deadline=None)
@given(specs, st.data())
def test_a_one_character_typo_is_caught(spec, data):
    text = symbols(exam_code(spec))
    i = data.draw(st.integers(0, len(text) - 1))
    wrong = data.draw(st.sampled_from([c for c in ALPHABET if c != text[i]]))
    with pytest.raises(ExamCodeError):
        parse_exam_code("EX" + text[:i] + wrong + text[i + 1:], DRILLS)


@settings(max_examples=200, deadline=None)
@given(specs, st.data())
def test_swapped_missing_or_extra_characters_are_caught(spec, data):
    text = symbols(exam_code(spec))
    i = data.draw(st.integers(0, len(text) - 2))
    extra = data.draw(st.sampled_from(ALPHABET))
    typos = [text[:i] + text[i + 1:], text[:i] + extra + text[i:]]
    if text[i] != text[i + 1]:
        typos.append(text[:i] + text[i + 1] + text[i] + text[i + 2:])
    for typo in typos:
        with pytest.raises(ExamCodeError):
            parse_exam_code("EX" + typo, DRILLS)


def test_a_code_is_short_enough_to_type():
    assert len(symbols(exam_code(dataclasses.replace(SPEC, drills=("ch.total",))))) == 16
    assert len(symbols(exam_code(SPEC))) == 21


def test_the_code_format_is_stable_across_versions_of_the_app():
    assert exam_code(SPEC) == "EX-0R55-106F-4S2E-XAEG-SNGR-6"


def test_lower_case_spaces_dashes_and_look_alike_letters_are_accepted():
    code = exam_code(SPEC)
    text = symbols(code)
    for typed in (code.lower(), " ".join(code), "ex" + text, text, "-".join(text) + " ",
                  code.replace("0", "o").replace("1", "l"), code.replace("1", "I")):
        assert parse_exam_code(typed, DRILLS) == SPEC


def test_every_drill_of_the_spec_fits_in_one_exam():
    everything = ("ch.ante_call", "ch.aa_bonus", "ch.qualify", "ch.total", "ch.round",
                  "thb.bonus", "thb.ante", "thb.total", "nl.call", "nl.pots", "nl.award",
                  "hand.name", "hand.winner")
    spec = dataclasses.replace(SPEC, drills=everything)
    assert parse_exam_code(exam_code(spec), everything) == spec


def test_a_drill_this_app_does_not_have_is_refused():
    with pytest.raises(ExamCodeError, match="does not have"):
        parse_exam_code(exam_code(SPEC), [d for d in DRILLS if d != "thb.total"])


@pytest.mark.parametrize("field, value", [("questions", 0), ("questions", 101), ("minutes", 0),
                                          ("minutes", 181), ("pass_percent", 0),
                                          ("pass_percent", 101), ("level", 0)])
def test_a_code_with_values_out_of_range_is_refused(field, value):
    fields = dict(drills=SPEC.drills, questions=12, minutes=20, pass_percent=80, level=2,
                  seed=5) | {field: value}
    with pytest.raises(ExamCodeError, match=field.replace("_", " ")):
        parse_exam_code(_encode(**fields), DRILLS)


@pytest.mark.parametrize("change", [dict(drills=()), dict(drills=("ch.total", "ch.total")),
                                    dict(drills=DRILLS * 2), dict(questions=0),
                                    dict(questions=101), dict(minutes=181), dict(level=4),
                                    dict(pass_percent=0), dict(seed=-1), dict(seed=SEED_LIMIT),
                                    dict(questions=True), dict(drills=["ch.total"])])
def test_a_spec_with_bad_values_gets_no_code(change):
    with pytest.raises(ExamCodeError):
        exam_code(dataclasses.replace(SPEC, **change))


@pytest.mark.parametrize("typed", ["", "   ", "EX-", "EX-12", "EX-0R55-106F-4S2E-XAEG-SNGR-U",
                                   "EX-0R55-106F-4S2E-XAEG-SNGR-6!", 123])
def test_text_that_is_no_exam_code_is_refused_with_a_sentence(typed):
    with pytest.raises(ExamCodeError) as caught:
        parse_exam_code(typed, DRILLS)
    assert str(caught.value).endswith(".")


def test_a_code_from_a_newer_format_asks_for_an_update(monkeypatch):
    monkeypatch.setattr(exam_module, "FORMAT_VERSION", 2)  # 1 is a house's own rules
    code = exam_code(SPEC)
    monkeypatch.undo()
    with pytest.raises(ExamCodeError, match="newer version"):
        parse_exam_code(code, DRILLS)


def test_the_same_spec_gives_the_same_questions_on_any_pc():
    assert exam_questions(SPEC) == exam_questions(parse_exam_code(exam_code(SPEC), DRILLS))
    assert exam_questions(SPEC)[:3] == [("thb.total", 2, 1636676023), ("ch.total", 2, 1491744481),
                                        ("hand.name", 2, 1732650149)]
    assert exam_questions(SPEC) != exam_questions(dataclasses.replace(SPEC, seed=SPEC.seed + 1))


@settings(max_examples=100, deadline=None)
@given(specs)
def test_questions_spread_the_drills_evenly_each_with_its_own_seed(spec):
    questions = exam_questions(spec)
    assert len(questions) == spec.questions
    assert all(level == spec.level and 0 <= seed < 2 ** 31 for _, level, seed in questions)
    counts = Counter(drill for drill, _, _ in questions)
    assert set(counts) <= set(spec.drills)
    assert max(counts.values()) - min(counts.get(d, 0) for d in spec.drills) <= 1
    n = len(spec.drills)
    for start in range(0, spec.questions - n + 1, n):
        assert sorted(d for d, _, _ in questions[start:start + n]) == sorted(spec.drills)


def test_a_spec_with_bad_values_gets_no_questions():
    with pytest.raises(ExamCodeError):
        exam_questions(dataclasses.replace(SPEC, questions=0))
