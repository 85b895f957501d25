"""The odds core (app.core.odds) against GAMES.md §4 and against an independent settlement.

The exact side bets are held to GAMES.md's published counts and house edges (to the
digits GAMES.md prints) and to counts worked out by hand; the simulation is held to
GAMES.md where GAMES.md has a figure for the strategy simulated (calling every hand;
the dealer's qualification), and, for the table's stated strategies that GAMES.md does
not cover, hand by hand to the strategy functions of app.core.games and the
settlement of tests/reference.py on the very deals the simulation plays.
"""

from fractions import Fraction
from math import comb

import numpy as np
import pytest

from app.core import fasteval
from app.core.cards import card_text
from app.core.errors import RulesError
from app.core.games import casino_strategy, holdem_bonus
from app.core.games.registry import find_game
from app.core.odds import (
    ALWAYS_CALL,
    BEST,
    DECIDED,
    HOUSE_EDGE,
    LOSES,
    QUALIFIES,
    RETURN,
    STATED,
    Simulation,
    aa_bonus_counts,
    holdem_bonus_counts,
    odds_for,
)
from app.core.odds.exact import count_aa_bonus, odds_of
from app.core.odds.references import REFERENCES
from app.core.odds.simulation import deal
from app.core.rules import CH_BONUS_TABLES, PayTable
from tests import reference as ref

# GAMES.md §4, as printed there.
AA_COUNTS = {"royal_flush": 4, "straight_flush": 36, "four_of_a_kind": 624, "full_house": 3744,
             "flush": 5108, "straight": 10200, "three_of_a_kind": 54912, "two_pair": 123552,
             "pair_of_aces": 84480}
AA_EDGES = {"100-50-40-30-20-7-7-7-7": "6.2583", "100-50-40-30-20-10-8-7-7": "2.9681",
            "25-25-25-25-25-7-7-7-7": "6.4023"}
THB_BONUS_EDGE = ("1000-30-25-20-15-10-5-3", "8.5406")
CH_BEST = {"100-20-10-3-2-1": "2.15765", "20-20-10-3-2-1": "2.40390", "25-25-12-3-2-1": "1.95661"}
CH_ALWAYS_CALL = "7.8996"  # "Calling every hand", the default ante table
CH_QUALIFIES = Fraction(101_378_140, 133_784_560)  # 75.777%
CH_BEST_CALLS = "81.99"
THB_BEST = {"straight": "2.03692", "flush": "5.59351"}


def rules(game: str, **values: str):
    return find_game(game).make_rules(values)


def to_published_digits(value: Fraction, printed: str) -> str:
    """``value`` (a percentage) rounded to as many decimals as ``printed`` has."""
    decimals = len(printed.partition(".")[2])
    return f"{float(round(value, decimals)):.{decimals}f}"


# -- the exact side bets -----------------------------------------------------------------------
def test_the_aa_bonus_lines_over_every_five_card_hand_are_games_md_counts():
    counts = aa_bonus_counts()
    assert counts.total == comb(52, 5) == 2_598_960
    assert {k: v for k, v in counts.counts.items() if k != LOSES} == AA_COUNTS
    assert counts.of(LOSES) == 2_598_960 - sum(AA_COUNTS.values())


def test_the_aa_bonus_count_tells_its_progress_up_to_every_hand():
    told: list[tuple[int, int]] = []
    counts = count_aa_bonus(lambda done, total: told.append((done, total)))
    assert len(told) == 48  # one part for each highest card, from the fifth card to the ace
    assert [d for d, _ in told] == sorted(d for d, _ in told)
    assert told[-1] == (2_598_960, 2_598_960)
    assert counts == aa_bonus_counts()


@pytest.mark.parametrize("table_id", AA_EDGES)
def test_the_aa_bonus_house_edge_of_each_games_md_table_to_the_published_digits(table_id):
    odds = odds_for("casino_holdem").exact[0].odds(rules("casino_holdem", bonus_paytable=table_id))
    assert odds.table == table_id
    assert to_published_digits(odds.house_edge * 100, AA_EDGES[table_id]) == AA_EDGES[table_id]


def test_a_custom_aa_bonus_table_is_priced_on_games_md_counts():
    table = PayTable("200-60-40-30-20-9-8-7-6", CH_BONUS_TABLES["100-50-40-30-20-7-7-7-7"].lines)
    odds = odds_of(table, aa_bonus_counts())
    pays = dict(zip(table.lines, (200, 60, 40, 30, 20, 9, 8, 7, 6), strict=True))
    won = sum(AA_COUNTS[line] * pays[line] for line in AA_COUNTS)
    lost = 2_598_960 - sum(AA_COUNTS.values())
    assert odds.house_edge == Fraction(lost - won, 2_598_960)
    assert sum(line.probability for line in odds.lines) == 1


def test_the_holdem_bonus_lines_count_every_deal_of_two_and_two_cards():
    """Worked out by hand: the player's holdings of each line times the dealer's 1,225
    two-card hands of the 50 cards left; A-A against A-A is the one dealer hand of the
    other two aces, for each of the player's six A-A."""
    dealer = comb(50, 2)
    expected = {"aa_vs_dealer_aa": 6, "aa": 6 * dealer - 6, "ak_suited": 4 * dealer,
                "aq_aj_suited": 8 * dealer, "ak_offsuit": 12 * dealer, "kk_qq_jj": 18 * dealer,
                "aq_aj_offsuit": 24 * dealer, "22_to_tt": 54 * dealer}
    counts = holdem_bonus_counts()
    assert counts.total == comb(52, 2) * dealer == 1_624_350
    assert {k: v for k, v in counts.counts.items() if k != LOSES} == expected
    assert counts.of(LOSES) == (1326 - 6 - 4 - 8 - 12 - 18 - 24 - 54) * dealer


def test_the_holdem_bonus_house_edge_to_the_published_digits():
    table_id, printed = THB_BONUS_EDGE
    odds = odds_for("holdem_bonus").exact[0].odds(rules("holdem_bonus", bonus_paytable=table_id))
    assert to_published_digits(odds.house_edge * 100, printed) == printed


# -- the simulation against GAMES.md where it has the strategy's figure ------------------------
@pytest.fixture(scope="module")
def always_call():
    main = odds_for("casino_holdem").main
    return Simulation(main, rules("casino_holdem"), ALWAYS_CALL, seed=1, hands=2_000_000).run()


def test_calling_every_hand_gives_the_house_games_md_edge_within_the_interval(always_call):
    edge = always_call.estimate(RETURN).negated()
    assert edge.half_width < 0.005  # about 0.4 points: two million hands
    assert edge.covers(float(CH_ALWAYS_CALL) / 100), edge
    assert always_call.estimate(DECIDED).mean == 1


def test_the_dealer_qualifies_as_often_as_games_md_counts(always_call):
    assert always_call.estimate(QUALIFIES).covers(float(CH_QUALIFIES)), \
        always_call.estimate(QUALIFIES)


def test_the_interval_is_the_normal_one_of_the_hands_played():
    """Worked out again with NumPy's standard deviation on the hands' own results."""
    main = odds_for("holdem_bonus").main
    sim = Simulation(main, rules("holdem_bonus"), STATED, seed=3, hands=120_000,
                     part_size=50_000).run()
    values = np.concatenate([main.play(deal(3, i, n), sim.rules, STATED)[RETURN]
                             for i, n in ((0, 50_000), (1, 50_000), (2, 20_000))])
    e = sim.estimate()
    assert e.hands == 120_000
    assert e.mean == pytest.approx(values.mean(), abs=1e-12)
    assert e.half_width == pytest.approx(1.959964 * values.std(ddof=1) / np.sqrt(len(values)),
                                         rel=1e-9)


# -- the stated strategies, hand by hand against the core and tests/reference.py ---------------
def _texts(row) -> list[str]:
    return [card_text(fasteval.CARDS[i]) for i in row]


def _casino_reference(row, rule_values, strategy):
    cards = [fasteval.CARDS[i] for i in row]
    decision = "call" if strategy == ALWAYS_CALL else \
        casino_strategy.decide(cards[:2], cards[4:7])
    texts = _texts(row)
    hand = {"player": texts[:2], "dealer": texts[2:4], "board": texts[4:], "ante": 1,
            "decision": decision, **rule_values}
    out = ref.casino_holdem(hand)
    return out["ante"] + out["call"], decision == "call", out["dealer_qualifies"]


def _holdem_bonus_reference(row, rule_values):
    cards = [fasteval.CARDS[i] for i in row]
    hole, board = cards[:2], cards[4:]
    game_rules = rules("holdem_bonus", **rule_values)
    texts = _texts(row)
    hand = {"player": texts[:2], "dealer": texts[2:4], "board": texts[4:], "ante": 1,
            "preflop": holdem_bonus.preflop_strategy(hole, game_rules),
            "flop": holdem_bonus.street_strategy(hole, board[:3]),
            "turn": holdem_bonus.street_strategy(hole, board[:4]), **rule_values}
    out = ref.holdem_bonus(hand)
    return out["total"], hand["preflop"] == "play"


HANDS = 1500


@pytest.mark.parametrize("strategy, rule_values, seed", [
    (STATED, {"ante_paytable": "100-20-10-3-2-1"}, 11),
    (STATED, {"ante_paytable": "25-25-12-3-2-1"}, 12),
    (ALWAYS_CALL, {"ante_paytable": "100-49-17-3-2-1"}, 13),
])
def test_casino_holdem_simulated_hand_by_hand_as_the_reference_settles(strategy, rule_values, seed):
    main = odds_for("casino_holdem").main
    game_rules = rules("casino_holdem", **rule_values)
    played = main.play(deal(seed, 0, HANDS), game_rules, strategy)
    expected = [_casino_reference(row, rule_values, strategy) for row in deal(seed, 0, HANDS)]
    assert played[RETURN].tolist() == [net for net, _, _ in expected]
    assert played[DECIDED].tolist() == [calls for _, calls, _ in expected]
    assert played[QUALIFIES].tolist() == [q for _, _, q in expected]
    sim = Simulation(main, game_rules, strategy, seed, HANDS, part_size=HANDS).run()
    assert sim.estimate().mean == sum(net for net, _, _ in expected) / HANDS


@pytest.mark.parametrize("rule_values, seed", [
    ({"ante_pays_on": "straight", "ties": "push"}, 21),
    ({"ante_pays_on": "flush", "ties": "push"}, 22),
    ({"ante_pays_on": "straight", "ties": "dealer_wins"}, 23),
])
def test_holdem_bonus_simulated_hand_by_hand_as_the_reference_settles(rule_values, seed):
    main = odds_for("holdem_bonus").main
    played = main.play(deal(seed, 0, HANDS), rules("holdem_bonus", **rule_values), STATED)
    expected = [_holdem_bonus_reference(row, rule_values) for row in deal(seed, 0, HANDS)]
    assert played[RETURN].tolist() == [net for net, _ in expected]
    assert played[DECIDED].tolist() == [plays for _, plays in expected]
    sim = Simulation(main, rules("holdem_bonus", **rule_values), STATED, seed, HANDS,
                     part_size=HANDS).run()
    assert sim.estimate().mean == sum(net for net, _ in expected) / HANDS


def test_the_reference_hands_include_every_outcome():
    """The hand-by-hand checks above meet folds, ties, unqualified dealers and big hands."""
    nets = {_casino_reference(row, {}, STATED)[0] for row in deal(11, 0, HANDS)}
    assert {-1, -3, 0, 1, 3} <= nets  # fold, lose, tie, no qualifier, a win at 1 to 1
    thb = {_holdem_bonus_reference(row, {})[0] for row in deal(21, 0, HANDS)}
    assert {-1, -3, -4, -5, 0, 2, 3, 4, 5} <= thb  # folds, losses, ties, wins


# -- deals and seeds ---------------------------------------------------------------------------
def test_a_deal_is_nine_distinct_cards_and_each_card_comes_as_often_in_each_place():
    cards = deal(5, 0, 104_000)
    assert cards.shape == (104_000, 9)
    assert (np.sort(cards, axis=1)[:, 1:] != np.sort(cards, axis=1)[:, :-1]).all()
    for place in (0, 4, 8):
        seen = np.bincount(cards[:, place], minlength=52)
        assert abs(seen - 2000).max() < 5 * np.sqrt(2000)  # five standard deviations


def test_the_same_seed_gives_the_same_figures_and_another_seed_others():
    main = odds_for("casino_holdem").main
    first = Simulation(main, rules("casino_holdem"), STATED, 7, 120_000).run().estimate()
    again = Simulation(main, rules("casino_holdem"), STATED, 7, 120_000).run().estimate()
    other = Simulation(main, rules("casino_holdem"), STATED, 8, 120_000).run().estimate()
    assert first == again
    assert other != first


def test_a_simulation_told_to_stop_counts_only_the_parts_played():
    main = odds_for("casino_holdem").main
    sim = Simulation(main, rules("casino_holdem"), STATED, 1, 1_000_000, part_size=50_000)
    for _ in range(3):
        part = sim.next_part()
        assert part is not None
        sim.add(sim.play(part))
    assert sim.played == 150_000 and sim.progress == pytest.approx(0.15)
    assert sim.estimate().hands == 150_000


def test_an_unknown_strategy_or_game_is_refused_by_name():
    with pytest.raises(RulesError, match="unknown strategy 'best' for casino_holdem"):
        Simulation(odds_for("casino_holdem").main, rules("casino_holdem"), "best", 1, 10)
    with pytest.raises(RulesError, match="the odds cover casino_holdem, holdem_bonus, not 'nlhe'"):
        odds_for("nlhe")


# -- the references shown beside the figures are GAMES.md's ------------------------------------
def test_the_references_the_screen_shows_are_games_md_figures():
    shown = {(r.game, r.figure, r.strategy, r.when): r.value for r in REFERENCES}
    want = {("casino_holdem", HOUSE_EDGE, BEST, (("ante_paytable", t),)): v
            for t, v in CH_BEST.items()}
    want[("casino_holdem", HOUSE_EDGE, ALWAYS_CALL, (("ante_paytable", "100-20-10-3-2-1"),))] = \
        CH_ALWAYS_CALL
    want[("casino_holdem", DECIDED, BEST, (("ante_paytable", "100-20-10-3-2-1"),))] = CH_BEST_CALLS
    want[("casino_holdem", QUALIFIES, "", ())] = f"{float(CH_QUALIFIES) * 100:.3f}"
    want.update({("casino_holdem", "aa_bonus", "", (("bonus_paytable", t),)): v
                 for t, v in AA_EDGES.items()})
    want.update({("casino_holdem", f"aa_bonus:{line}", "", ()): str(n)
                 for line, n in AA_COUNTS.items()})
    want.update({("holdem_bonus", HOUSE_EDGE, BEST, (("ante_pays_on", on), ("ties", "push"))): v
                 for on, v in THB_BEST.items()})
    want[("holdem_bonus", "bonus", "", (("bonus_paytable", THB_BONUS_EDGE[0]),))] = \
        THB_BONUS_EDGE[1]
    assert shown == want
