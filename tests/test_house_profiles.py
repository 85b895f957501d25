"""House profiles in the core: custom pay tables checked line by line, profiles and their
files, the saved profiles, a house's rules reaching the trainer's questions, and exam codes
that carry them. Settlements are checked against tests/reference.py, which reads a pay
table's id itself."""

import json

import pytest
from hypothesis import given, settings, strategies as st

from app.commands.questions import scenarios
from app.core.errors import ExamCodeError, ProfileError, RulesError
from app.core.games.registry import find_game
from app.core.profiles import (
    MAX_FILE,
    STANDARD,
    HouseProfile,
    ProfileBook,
    first_book,
    profile_json,
    read_profile,
)
from app.core.rules import ANTE_LINES, CasinoHoldemRules, HoldemBonusRules, custom_paytable
from app.core.scenario import settle_scenario
from app.core.trainer.drills import DRILLS, generate
from app.core.trainer.exam import ExamSpec, exam_code, exam_questions, parse_exam_code
from tests import reference as ref

CH, THB = "casino_holdem", "holdem_bonus"
CARDS = [r + s for r in "23456789TJQKA" for s in "shdc"]
CASINO_DRILLS = [d for d, drill in DRILLS.items() if drill.game != "nlhe"]


# -- a custom pay table, line by line ----------------------------------------------------------
@pytest.mark.parametrize("multipliers, message", [
    (["150", "30", "10", "3", "0", "1"],
     "the flush line must be a whole number from 1 to 10000, not '0'"),
    (["150", "30", "-10", "3", "2", "1"],
     "the four of a kind line must be a whole number from 1 to 10000, not '-10'"),
    (["150", "30", "10", "3", "2"], "the pay table has no multiplier for the straight or lower line"),
    (["150", "", "10", "3", "2", "1"],
     "the pay table has no multiplier for the straight flush line"),
    (["150", "30", "10", "abc", "2", "1"],
     "the full house line must be a whole number from 1 to 10000, not 'abc'"),
    (["150", "30", "10", "3", "2.5", "1"],
     "the flush line must be a whole number from 1 to 10000, not '2.5'"),
    (["10001", "30", "10", "3", "2", "1"],
     "the royal flush line must be a whole number from 1 to 10000, not '10001'"),
    (["9" * 400, "30", "10", "3", "2", "1"], "the royal flush line must be a whole number"),
    (["150", "30", "10", "3", "2", "1", "1"], "the pay table has 6 lines: 7 multipliers are too many"),
])
def test_a_bad_custom_table_is_refused_naming_the_line(multipliers, message):
    with pytest.raises(RulesError) as caught:
        custom_paytable(ANTE_LINES, multipliers)
    assert message in str(caught.value)


def test_zero_is_refused_as_a_multiplier_a_line_that_pays_nothing_is_no_win():
    with pytest.raises(RulesError, match="from 1 to"):
        CasinoHoldemRules("100-20-10-3-2-0")


@settings(max_examples=150, deadline=None)
@given(st.lists(st.integers(1, 10_000), min_size=6, max_size=6))
def test_any_whole_multipliers_make_a_table_written_as_games_md_writes_it(multipliers):
    typed = [f" {m} " if m % 2 else f"0{m}" for m in multipliers]  # blanks and a leading 0
    table = custom_paytable(ANTE_LINES, typed)
    assert table.id == "-".join(map(str, multipliers))
    assert [table.pays(line) for line in ANTE_LINES] == multipliers
    assert CasinoHoldemRules(table.id).ante_paytable == table.id


@settings(max_examples=150, deadline=None)
@given(st.lists(st.integers(1, 10_000), min_size=6, max_size=6),
       st.integers(0, 5), st.one_of(st.integers(-10**6, 0), st.integers(10_001, 10**9)))
def test_a_multiplier_out_of_range_is_refused_naming_its_line(multipliers, at, bad):
    multipliers[at] = bad
    with pytest.raises(RulesError) as caught:
        custom_paytable(ANTE_LINES, [str(m) for m in multipliers])
    words = find_game(CH).rules[0].lines[at].replace("_", " ")
    assert f"the {words} line must be a whole number" in str(caught.value)


@settings(max_examples=120, deadline=None)
@given(st.lists(st.integers(1, 10_000), min_size=6, max_size=6),
       st.lists(st.integers(1, 10_000), min_size=9, max_size=9),
       st.lists(st.integers(1, 10_000), min_size=8, max_size=8), st.randoms())
def test_custom_tables_settle_as_the_independent_implementation_reads_them(ante, aa, thb, rng):
    c = rng.sample(CARDS, 9)
    hand = {"game": CH, "player": c[:2], "dealer": c[2:4], "board": c[4:],
            "ante": rng.choice([5, 10, 35]), "aa_bonus": rng.choice([0, 5, 25]),
            "decision": rng.choice(["call", "fold"]),
            "ante_paytable": "-".join(map(str, ante)), "bonus_paytable": "-".join(map(str, aa))}
    got, want = settle_scenario(hand), ref.casino_holdem(hand)
    assert {k: got[k] for k in ("ante", "call", "aa_bonus", "total")} == \
        {k: want[k] for k in ("ante", "call", "aa_bonus", "total")}
    bonus = {"game": THB, "player": c[:2], "dealer": c[2:4], "board": c[4:], "ante": 10,
             "bonus": 5, "preflop": "play", "flop": "bet", "turn": "check",
             "bonus_paytable": "-".join(map(str, thb))}
    assert settle_scenario(bonus)["total"] == ref.holdem_bonus(bonus)["total"]


def test_a_game_whose_rule_takes_no_custom_table_still_refuses_one():
    """RuleSpec.values stay the GAMES.md choices; only a rule marked ``custom`` takes others."""
    rule = next(r for r in find_game(THB).rules if r.key == "ties")
    assert not rule.custom and not rule.allows("150-1")
    ante = find_game(CH).rules[0]
    assert ante.allows("150-30-10-3-2-1") and ante.is_custom("150-30-10-3-2-1")
    assert not ante.allows("0150-30-10-3-2-1")  # not as the table writes it
    assert not ante.is_custom("100-20-10-3-2-1")


# -- profiles and their files --------------------------------------------------------------------
tables = st.lists(st.integers(1, 10_000), min_size=6, max_size=6).map(
    lambda m: "-".join(map(str, m)))
names = st.text(st.characters(codec="utf-8", categories=("L", "N", "P", "Zs")), min_size=1,
                max_size=40).filter(lambda n: n.strip())


@st.composite
def profiles(draw):
    ch, thb = find_game(CH), find_game(THB)
    games = {CH: {r.key: draw(st.sampled_from(r.values)) for r in ch.rules},
             THB: {r.key: draw(st.sampled_from(r.values)) for r in thb.rules}}
    if draw(st.booleans()):
        games[CH]["ante_paytable"] = draw(tables)
    return HouseProfile.make(draw(names), games)


@settings(max_examples=150, deadline=None)
@given(profiles())
def test_a_profile_round_trips_through_its_file(profile):
    text = profile_json(profile)
    assert read_profile(text) == profile
    assert read_profile(text.encode("utf-8")) == profile
    assert set(json.loads(text)) == {"name", "games"}


@settings(max_examples=100, deadline=None)
@given(profiles())
def test_a_profiles_changes_rebuild_it(profile):
    again = HouseProfile.of_changes(profile.changes(), profile.name)
    for game in (find_game(CH), find_game(THB)):
        assert again.values(game) == profile.values(game)


GOOD = {"name": "Casino A", "games": {CH: {"ante_paytable": "150-30-10-3-2-1"}}}


@pytest.mark.parametrize("data, message", [
    ("{\"name\": \"A\", ", "it is not JSON (line 1, column"),
    (b"\xff\xfe{}", "it is not UTF-8 text"),
    ("[1, 2]", "it needs a \"name\" and the \"games\""),
    ("{\"games\": {}}", "it needs a \"name\" and the \"games\""),
    (json.dumps(GOOD | {"name": " "}), "A house profile needs a name."),
    (json.dumps(GOOD | {"name": "x" * 41}), "at most 40 characters"),
    (json.dumps(GOOD | {"name": "a\u0000b"}), "control characters"),
    (json.dumps(GOOD | {"games": []}), "must list each game"),
    (json.dumps(GOOD | {"games": {"blackjack": {}}}), "'blackjack' is not a game with house rules"),
    (json.dumps(GOOD | {"games": {"nlhe": {}}}), "'nlhe' is not a game with house rules"),
    (json.dumps(GOOD | {"games": {CH: ["100-20-10-3-2-1"]}}), "the house rules of casino_holdem"),
    (json.dumps(GOOD | {"games": {CH: {"surrender": "yes"}}}), "unknown house rule 'surrender'"),
    (json.dumps(GOOD | {"games": {CH: {"ante_paytable": "150-30-x-3-2-1"}}}),
     "casino_holdem: ante_paytable '150-30-x-3-2-1' is not a pay table of this game: the four "
     "of a kind line must be a whole number from 1 to 10000, not 'x'"),
    (json.dumps(GOOD | {"games": {THB: {"ties": "split"}}}),
     "holdem_bonus: ties must be one of push, dealer_wins"),
    ("[" * 5000, "This is not a house profile"),  # nested beyond what JSON reads
    ("{\"name\": \"" + "x" * MAX_FILE + "\"}", "too large"),
])
def test_a_file_that_is_no_profile_is_refused_with_the_reason(data, message):
    with pytest.raises(ProfileError) as caught:
        read_profile(data)
    assert message in str(caught.value)


def test_a_file_naming_some_rules_takes_the_defaults_for_the_rest():
    profile = read_profile(json.dumps(GOOD))
    assert profile.values(find_game(CH)) == {"ante_paytable": "150-30-10-3-2-1",
                                             "bonus_paytable": "100-50-40-30-20-7-7-7-7",
                                             "aa_bonus_on_fold": "settled"}
    assert profile.values(find_game(THB)) == STANDARD.values(find_game(THB))
    assert profile.changes() == ((CH, "ante_paytable", "150-30-10-3-2-1"),)


def test_the_saved_profiles_keep_each_name_once_and_one_at_least():
    book = first_book("School default", {})
    book = book.added(HouseProfile.make("Casino A"))
    assert book.active == "Casino A" and book.names == ("School default", "Casino A")
    with pytest.raises(ProfileError, match="already exists"):
        book.added(HouseProfile.make("casino  A"))
    with pytest.raises(ProfileError, match="already exists"):
        book.renamed("Casino A", "SCHOOL DEFAULT")
    renamed = book.renamed("Casino A", "Casino B")
    assert renamed.active == "Casino B"
    assert book.free_name("Casino A") == "Casino A (2)"
    alone = renamed.removed("Casino B").removed
    with pytest.raises(ProfileError, match="last house profile"):
        alone("School default")
    assert ProfileBook.from_json(book.to_json()) == (book, [])


def test_a_damaged_saved_profile_is_left_out_and_the_others_kept():
    book = first_book("School default", {}).added(HouseProfile.make("Casino A"))
    data = json.loads(book.to_json())
    data["profiles"][1]["games"][CH]["ante_paytable"] = "1-2"
    again, problems = ProfileBook.from_json(json.dumps(data))
    assert again.names == ("School default",) and again.active == "School default"
    assert len(problems) == 1 and "straight flush" not in problems[0]


# -- the trainer's questions under a house -----------------------------------------------------
HOUSE = HouseProfile.make("Casino A", {
    CH: {"ante_paytable": "150-30-10-3-2-1", "bonus_paytable": "200-60-45-35-25-9-8-7-6",
         "aa_bonus_on_fold": "forfeited"},
    THB: {"ante_pays_on": "flush", "ties": "dealer_wins",
          "bonus_paytable": "500-40-30-20-15-10-5-2"}})


@pytest.mark.parametrize("drill", CASINO_DRILLS)
@pytest.mark.parametrize("level", [1, 2])
def test_levels_one_and_two_deal_under_the_house_and_the_keys_follow(drill, level):
    """Each casino drill's question under the house: the rules it shows are the house's
    (level 2's Hold'em Bonus draws the ante rule, and a push of the ante below a straight
    or a flush brings its rule, as it always has), and every seat's hand settles, in the
    independent implementation, to the figures the question was built from."""
    for seed in range(8):
        q = generate(drill, level, seed, house=HOUSE)
        values = find_game(q.game).rule_values(q.rules)
        wanted = HOUSE.values(find_game(q.game))
        if q.game == THB and (level == 2 or {"ante_push_below_straight",
                                             "ante_push_below_flush"} & q.tags):
            wanted = wanted | {"ante_pays_on": values["ante_pays_on"]}
        assert values == wanted, (drill, seed)
        for item, seat in zip(scenarios(q), q.deal.seats if q.deal else (), strict=True):
            settle = ref.casino_holdem if q.game == CH else ref.holdem_bonus
            assert settle(item)["total"] == seat.settlement.total


def test_an_aa_bonus_key_is_the_stake_times_the_houses_own_line():
    seen = 0
    for seed in range(40):
        q = generate("ch.aa_bonus", 1, seed, house=HOUSE)
        line = q.deal.seats[0].settlement.bet("aa_bonus").paytable_line
        if line is None:
            continue
        stake = q.deal.seats[0].bonus
        multiplier = dict(zip(find_game(CH).rules[1].lines,
                              map(int, "200-60-45-35-25-9-8-7-6".split("-")), strict=True))[line]
        assert q.parts[0].expected == stake * multiplier
        seen += 1
    assert seen > 20


def test_level_three_draws_the_variants_and_the_houses_own_table_among_them():
    tables = {generate("ch.total", 3, seed, house=HOUSE).rules.ante_paytable
              for seed in range(200)}
    assert tables == {"100-20-10-3-2-1", "20-20-10-3-2-1", "25-25-12-3-2-1", "100-49-17-3-2-1",
                      "150-30-10-3-2-1"}


def test_without_a_house_the_questions_are_what_they_always_were():
    """GAMES.md's defaults given as a profile deal exactly the questions of no profile (exam
    codes already handed out keep their questions; tests/golden pins those)."""
    standard = HouseProfile.make("School default")
    for drill in CASINO_DRILLS:
        for level in (1, 3):
            assert generate(drill, level, 7, house=standard).parts == \
                generate(drill, level, 7).parts


# -- exam codes carry the house --------------------------------------------------------------------
SPEC = ExamSpec(("ch.total", "thb.total"), 10, 20, 80, 2, 4242)


def test_a_code_without_house_rules_is_the_code_it_always_was():
    assert exam_code(SPEC) == exam_code(ExamSpec(*[getattr(SPEC, f) for f in (
        "drills", "questions", "minutes", "pass_percent", "level", "seed")]))
    assert exam_code(SPEC).startswith("EX-0")


choices = st.fixed_dictionaries({
    CH: st.fixed_dictionaries({r.key: st.sampled_from(r.values) for r in find_game(CH).rules}),
    THB: st.fixed_dictionaries({r.key: st.sampled_from(r.values) for r in find_game(THB).rules})})


@settings(max_examples=120, deadline=None)
@given(choices, st.integers(0, (1 << 25) - 1), st.data())
def test_a_house_of_games_md_choices_travels_in_the_code(games, seed, data):
    house = HouseProfile.make("A", games)
    spec = ExamSpec(("ch.total",), 10, 20, 80, 3, seed, house.changes())
    code = exam_code(spec)
    assert parse_exam_code(code, list(DRILLS)) == spec
    text = code[3:].replace("-", "")
    i = data.draw(st.integers(0, len(text) - 2))
    wrong = data.draw(st.sampled_from([c for c in "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
                                       if c != text[i]]))
    for typo in (text[:i] + wrong + text[i + 1:], text[:i] + text[i + 1:],
                 text[:i] + wrong + text[i:]):
        with pytest.raises(ExamCodeError):
            parse_exam_code(typo, list(DRILLS))


def test_a_code_names_a_houses_own_table_which_this_pc_must_have():
    spec = ExamSpec(("ch.aa_bonus", "thb.bonus"), 10, 20, 80, 1, 99, HOUSE.changes())
    code = exam_code(spec)
    other = HouseProfile.make("Casino B", {CH: {"ante_paytable": "151-30-10-3-2-1"}})
    assert parse_exam_code(code, list(DRILLS), [other, HOUSE]) == spec
    with pytest.raises(ExamCodeError, match="import the instructor's house profile"):
        parse_exam_code(code, list(DRILLS), [other])
    plain = exam_code(ExamSpec(*(list(vars(spec).values())[:-1])))
    assert len(code.replace("-", "")) - len(plain.replace("-", "")) == 7  # 36 bits more


def test_the_same_code_gives_the_same_questions_under_the_house():
    spec = ExamSpec(("ch.aa_bonus",), 12, 20, 80, 1, 5, HOUSE.changes())
    plan = exam_questions(parse_exam_code(exam_code(spec), list(DRILLS), [HOUSE]))
    assert plan == exam_questions(spec)
    rules = [generate(*p, house=spec.house_profile).rules for p in plan]
    assert {r.bonus_paytable for r in rules} == {"200-60-45-35-25-9-8-7-6"}
    forfeited = [generate(*p, house=spec.house_profile) for p in plan]
    assert all(q.rules.aa_bonus_on_fold == "forfeited" for q in forfeited)


def test_an_exam_house_not_as_a_profile_lists_it_gets_no_code():
    with pytest.raises(ExamCodeError, match="as a house profile lists them"):
        exam_code(ExamSpec(("ch.total",), 10, 20, 80, 1, 5,
                           ((CH, "ante_paytable", "100-20-10-3-2-1"),)))
    with pytest.raises(ExamCodeError, match="house rules"):
        exam_code(ExamSpec(("ch.total",), 10, 20, 80, 1, 5, ((CH, "ante_paytable", "1-2"),)))


def test_the_rules_objects_keep_their_house_values():
    rules = HOUSE.rules(THB)
    assert isinstance(rules, HoldemBonusRules) and rules.bonus_table.pays("aa") == 40
    assert rules.ante_pays_on == "flush" and rules.ties == "dealer_wins"


def test_a_saved_profile_that_cannot_be_read_is_kept_not_lost(tmp_path):
    """A hand-edited saved profile the app cannot read is left out of the book, but kept as
    saved under house/unreadable, and the next save does not lose it."""
    import json

    from app.controller.house import KEY, UNREAD, load_book, save_book
    from app.system.settings import Settings

    settings = Settings(str(tmp_path / "settings.ini"))
    good = load_book(settings)
    saved = json.loads(good.to_json())
    broken = json.loads(good.to_json())["profiles"][0] | {"name": "Casino A"}
    broken["games"]["casino_holdem"]["ante_paytable"] = "0-30-10-3-2-1"
    saved["profiles"].append(broken)
    settings.set(KEY, json.dumps(saved))
    book = load_book(settings)
    assert [p.name for p in book.profiles] == [p.name for p in good.profiles]
    save_book(settings, book)
    kept = json.loads(settings.get(UNREAD))
    assert any(p["name"] == "Casino A" and "0-30-10-3-2-1" in json.dumps(p)
               for p in kept["profiles"])


def test_a_negative_line_in_a_pay_table_is_named():
    from app.core.errors import RulesError
    from app.core.rules import CH_ANTE_TABLES, paytable

    for table, line in (("-100-20-10-3-2-1", "royal flush"), ("100--20-10-3-2-1", "straight flush")):
        with pytest.raises(RulesError, match=f"the {line} line must be a whole number"):
            paytable("ante_paytable", CH_ANTE_TABLES, table)
