"""The no-limit table's core parts: the set-up, the hand history, the presets, the session
summary, and the dealer's questions asked while the computer players play, whose keys are
checked against the independent reference (tests/reference.py) under the table's numbering."""

import random

import pytest
from hypothesis import given, strategies as st

from app.core.cards import card_text, parse_cards
from app.core.errors import SetupError
from app.core.nlhe import Action, HandSetup, LegalActions, NLHand, Street, Table
from app.core.nlhe.actions import BET, RAISE, preset_sizes
from app.core.nlhe.config import ASKS, SeatConfig, TableConfig
from app.core.nlhe.history import hand_lines, session_summary
from app.core.nlhe.players import make_player
from app.core.nlhe.session import play_session
from app.core.nlhe.view import view_of
from app.core.trainer.nl_dealer import after_action, before_action, dealing_stats, level_for
from tests import reference as ref


# -- the set-up ------------------------------------------------------------------------------
def test_a_set_up_survives_its_json_and_knows_who_deals():
    config = TableConfig(seats=(SeatConfig("trainee", "Nino"), SeatConfig("empty"),
                                SeatConfig("hard", "Оля")), stack=1500, ante=5, seed=42,
                         max_hands=20, asks=("pots",))
    again = TableConfig.from_json(config.to_json())
    assert again == config
    assert again.players == (0, 2) and again.trainee_seat == 0 and not again.dealing
    assert TableConfig().dealing and TableConfig().asks == ASKS


@pytest.mark.parametrize("text,field", [
    ("{", "not valid JSON"),
    ("[1, 2]", "JSON object"),
    ('{"colour": "red"}', "'colour'"),
    ('{"seats": [["easy", "A"]]}', "'seats'"),
    ('{"seats": [["easy", "A"], ["empty", ""], ["empty", ""]]}', "at least 2 seats"),
    ('{"seats": [["trainee", "A"], ["trainee", "B"]]}', "one seat only"),
    ('{"seats": [["wizard", "A"], ["easy", "B"]]}', "'wizard'"),
    ('{"small_blind": 30, "big_blind": 20}', "'small_blind'"),
    ('{"stack": "lots"}', "'stack'"),
    ('{"pause_ms": 99999}', "'pause_ms'"),
    ('{"asks": ["weather"]}', "'weather'"),
    ('{"seed": -1}', "'seed'"),
    ('{"max_hands": 0}', "'max_hands'"),
    ('{"seats": [["easy", "a name far too long for a seat"], ["easy", "B"]]}', "16 characters"),
])
def test_a_bad_set_up_is_refused_naming_what_is_wrong(text, field):
    with pytest.raises(SetupError, match=field.replace("(", r"\(")):
        TableConfig.from_json(text)


def test_more_seats_are_filled_with_computer_players_and_fewer_keep_the_first():
    config = TableConfig().with_seats(9)
    assert len(config.seats) == 9 and all(s.kind in ("easy", "normal", "hard")
                                          for s in config.seats)
    assert TableConfig().with_seats(2).seats == TableConfig().seats[:2]


# -- the presets -----------------------------------------------------------------------------
def test_the_presets_are_the_call_plus_a_share_of_the_pot_after_the_call():
    # Facing a bet of 40 with 100 in the pot (the 40 included): after the call it is 140.
    legal = LegalActions(1, Street.FLOP, 0, 1000, 40, 40, 80, 1000)
    assert preset_sizes(legal, 100) == {"min": 80, "half": 40 + 70, "three_quarters": 40 + 105,
                                        "pot": 40 + 140, "allin": 1000}
    # A short stack: every preset stops at its all-in.
    short = LegalActions(1, Street.FLOP, 0, 150, 40, 40, 80, 150)
    assert preset_sizes(short, 100)["pot"] == 150
    # A bet into 60 on an empty street: half is 30, but the smallest bet is the big blind.
    opening = LegalActions(0, Street.TURN, 0, 500, 0, 0, 40, 500)
    assert preset_sizes(opening, 60) == {"min": 40, "half": 40, "three_quarters": 45,
                                         "pot": 60, "allin": 500}
    assert preset_sizes(LegalActions(0, Street.FLOP, 0, 30, 40, 30, None, None), 100) == {}


# -- the hand history ------------------------------------------------------------------------
def test_a_hand_is_told_as_a_player_reads_a_history():
    """Seats by their table numbers, cards as the table shows them (10♠, not Ts)."""
    holes = tuple(tuple(parse_cards(p.split())) for p in ("As Ad", "Kc Qc", "7h 2d"))
    setup = HandSetup((100, 200, 300), 0, 1, 2, 0, holes, tuple(parse_cards(
        "Ts 9s 3h 4c 8d".split())))
    hand = NLHand(setup, [Action("raise", 6), Action("call"), Action("fold"),
                          Action("check"), Action("bet", 10), Action("call"),
                          Action("check"), Action("check"), Action("bet", 20),
                          Action("fold")])
    # The hand's seats sit at table seats 2, 5 and 7 (from 1).
    told = [line.render() for line in hand_lines(hand, 3, [1, 4, 6],
                                                 ["", "Ann", "", "", "Bob", "", "Cat"])]
    assert told == [
        "Hand 3: blinds 1/2, button seat 2",
        "Seat 2: Ann (100 in chips)", "Seat 5: Bob (200 in chips)",
        "Seat 7: Cat (300 in chips)",
        "Seat 5: posts the small blind 1", "Seat 7: posts the big blind 2",
        "Seat 2: raises to 6", "Seat 5: calls 5", "Seat 7: folds",
        "Flop: 10\u2660 9\u2660 3\u2665", "Seat 5: checks", "Seat 2: bets 10", "Seat 5: calls 10",
        "Turn: 4\u2663", "Seat 5: checks", "Seat 2: checks",
        "River: 8\u2666", "Seat 5: bets 20", "Seat 2: folds",
        "Uncalled 20 returned to seat 5",
        "Main pot: 34, seat 5", "Main pot: 34 to seat 5, every other player folded"]


def test_an_all_in_runs_the_board_out_to_a_showdown_in_the_history():
    holes = tuple(tuple(parse_cards(p.split())) for p in ("As Ad", "Kc Kd"))
    setup = HandSetup((50, 80), 0, 1, 2, 0, holes, tuple(parse_cards("2s 7h 9d Jc 3c".split())))
    hand = NLHand(setup, [Action("allin"), Action("call")])
    told = [line.render() for line in hand_lines(hand)]
    assert told[5:] == ["Seat 1: raises to 50 and is all-in", "Seat 2: calls 48",
                        "Flop: 2\u2660 7\u2665 9\u2666", "Turn: J\u2663", "River: 3\u2663", "Showdown",
                        "Main pot: 100, seats 1 and 2",
                        # shown clockwise from the button (seat 1), as the core orders them
                        "Seat 2 shows K\u2663 K\u2666: pair of kings",
                        "Seat 1 shows A\u2660 A\u2666: pair of aces",
                        "Main pot: 100 to seat 1 (pair of aces)"]


def test_a_session_summary_adds_up_the_hands():
    players = {s: make_player(level, s) for s, level in enumerate(("easy", "normal", "easy"))}
    table = Table([300, 300, 300], 5, 10, rng=random.Random(4), max_hands=12)
    records = play_session(table, players)
    summary = session_summary(records, [300, 300, 300], [s.stack for s in table.seats])
    assert summary.hands == len(records) > 0
    assert sum(summary.results) == 0
    # What each hand's pot held: what the seats put in, read from stacks before and after.
    pots = [sum(a - f + w for a, f, w in zip(r.outcome.start_stacks, r.outcome.final_stacks,
                                               r.outcome.won, strict=True))
            for r in records]
    assert summary.biggest_pot == max(pots)
    assert pots[summary.biggest_hand - 1] == max(pots)


# -- the dealer's questions ------------------------------------------------------------------
def _play_and_ask(seed: int, seats: int, places: list[int]):
    """A hand played by computer players, with the questions a dealer is asked; the hand's
    seats sit at table ``places`` (from 0, with gaps: seats whose players are out)."""
    rng = random.Random(seed)
    stacks = [rng.choice((40, 90, 150, 400, 1000)) for _ in range(seats)]
    hand = NLHand(HandSetup.deal(stacks, rng.randrange(seats), 5, 10, rng.choice((0, 1)),
                                 rng=rng))
    players = [make_player(rng.choice(("easy", "normal")), seed * 10 + s) for s in range(seats)]

    def no(s):
        return places[s] + 1

    asked = []
    while not hand.is_over:
        q = before_action(hand, ASKS, no)
        before = (len(hand.history), hand.replay())
        if q is not None:
            asked.append(("before", before, q))
        street = hand.street
        hand.act(players[hand.to_act].decide(view_of(hand)))
        for q in after_action(hand, street, ASKS, no):
            asked.append(("after", (len(hand.history), hand.replay()), q))
    return hand, asked, no


@given(st.integers(0, 10**6), st.integers(2, 9), st.randoms(use_true_random=False))
def test_the_dealer_is_asked_where_a_dealer_must_be_right_and_the_keys_agree(seed, seats, r):
    places = sorted(r.sample(range(9), seats))
    hand, asked, no = _play_and_ask(seed, seats, places)
    level = level_for(seats)
    # Before a decision: the first of each street, and the first after a bet or raise.
    expected_points = []
    for rec in hand.history:
        same = [x for x in hand.history[:rec.index] if x.street == rec.street]
        if not same or same[-1].kind in (BET, RAISE):
            expected_points.append(rec.index)
    assert [at[0] for kind, at, _q in asked if kind == "before"] == expected_points
    for _kind, (index, at), q in asked:
        assert q.level == level
        if q.drill == "nl.call":
            legal = hand.history[index].legal
            # Whose turn, and the call read off the bets shown, in the table's numbers.
            assert q.expected["to_act"] == (no(legal.seat),)
            shown = {i + 1: s for i, s in enumerate(q.seats)}
            bets = {n: dict(s.bets) for n, s in shown.items() if s.bets}
            top = max(b.get("bet", b.get("allin", 0)) for n, b in bets.items()
                      if not shown[n].folded)
            mine = bets[no(legal.seat)]
            assert q.expected["call"] == min(top - mine["bet"], mine["stack"])
            if q.expected["raise"]:  # the smallest raise, from the street's bets and raises
                top_bet = hand.setup.big_blind if legal.street == Street.PREFLOP else 0
                full = hand.setup.big_blind
                for rec in hand.history[:index]:
                    if rec.street == legal.street and rec.kind in (BET, RAISE):
                        full = max(full, rec.to - top_bet)
                        top_bet = max(top_bet, rec.to)
                assert q.expected["raise"] == min(top_bet + full, mine["bet"] + mine["stack"])
            continue
        chips = [(dict(s.bets).get("in", dict(s.bets).get("allin", 0)), s.folded)
                 for s in q.seats]
        if "street_pot" in q.tags:
            assert q.expected == {"pot": sum(c for c, _ in chips)} and not at.is_over
            continue
        pots = ref.nl_pots(chips)
        if q.drill == "nl.pots":
            assert [(q.expected[f"pot{i}"], q.expected[f"pot{i}_seats"])
                    for i in range(len(pots))] == pots and len(pots) >= 2
            continue
        assert q.drill == "nl.award"
        hands = {i + 1: [card_text(c) for c in s.cards] for i, s in enumerate(q.seats)
                 if s.cards}
        winners, won = ref.nl_award(pots, hands, [card_text(c) for c in q.board],
                                    no(hand.setup.button), 9)
        assert [q.expected[f"pot{i}_winners"] for i in range(len(pots))] == winners
        assert {k: v for k, v in q.expected.items() if k.startswith("won_")} == \
            {f"won_{s}": c for s, c in won.items()}
    # The pots are asked once the betting is over with side pots, the award at a showdown.
    outcome = hand.outcome
    drills = [q.drill for kind, _at, q in asked if kind == "after" and "street_pot" not in q.tags]
    assert drills == (["nl.pots"] if len(outcome.pots) >= 2 else []) + \
        (["nl.award"] if len(outcome.showdown) >= 2 else [])


def test_the_pots_question_shows_the_board_as_it_was_when_the_betting_ended():
    for seed in range(200):
        hand, asked, _no = _play_and_ask(seed, 4, [0, 1, 2, 3])
        pots = [(at, q) for kind, (i, at), q in asked if q.drill == "nl.pots"
                and "street_pot" not in q.tags]
        if pots and hand.history[-1].street < Street.RIVER:
            q = pots[0][1]
            assert len(q.board) == hand.history[-1].street.board_cards < 5
            return
    pytest.fail("no all-in before the river in 200 hands")


def test_the_dealing_summary_counts_each_kind_and_its_median_time():
    stats = dealing_stats([("action", True, 4.0), ("pots", False, 30.0), ("action", False, 8.0),
                           ("action", True, 6.0)])
    assert [(k.kind, k.asked, k.right, k.median_seconds) for k in stats] == [
        ("action", 3, 2, 6.0), ("pots", 1, 0, 30.0)]


def test_varied_stacks_are_whole_big_blinds_around_the_stack_and_the_same_for_a_seed():
    config = TableConfig(stack=2000, big_blind=20).with_seats(9)
    stacks = config.stacks(random.Random(7))
    assert stacks == config.stacks(random.Random(7))
    assert all(s % 20 == 0 and 500 <= s <= 4000 for s in stacks)
    assert len(set(stacks)) > 1
    even = TableConfig(stack=2000, varied=False).with_seats(4)
    assert even.stacks(random.Random(7)) == [2000] * 4


def test_small_varied_stacks_are_never_raised_above_the_set_up():
    config = TableConfig(stack=40, big_blind=20, small_blind=10).with_seats(9)
    stacks = config.stacks(random.Random(3))
    assert all(40 <= s <= 80 for s in stacks)


@pytest.mark.parametrize("text,words", [
    ('{"seats": null}', "'seats'"),
    ('{"stack": 100000000}', "'stack' is at most"),
    ('{"seed": "12"}', "'seed'"),
    ('{"varied": 1}', "'varied'"),
])
def test_a_damaged_stored_set_up_is_refused_in_words(text, words):
    with pytest.raises(SetupError, match=words):
        TableConfig.from_json(text)


def test_the_summary_says_why_the_session_ended():
    from app.controller.nl_table import SessionEnd
    from app.core.nlhe.history import SessionSummary
    from app.ui.nl_summary import summary_html

    end = SessionEnd(SessionSummary(3, (50, -50), 400, 2), ("1  Ana", "2  Bo"), (),
                     "trainee_out")
    html = summary_html(end)
    assert "You are out of chips." in html and "+50" in html and "3 hands played" in html
