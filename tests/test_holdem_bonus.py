"""Texas Hold'em Bonus Poker, one test per rule point of GAMES.md §2."""

import pytest

from app.core.cards import parse_cards
from app.core.games.holdem_bonus import preflop_strategy
from app.core.rules import HoldemBonusRules
from app.core.scenario import settle_scenario


def thb(player, dealer, board, ante=10, bonus=0, preflop="play", flop="check", turn="check",
        **rules):
    hand = {"game": "holdem_bonus", "player": player.split(), "dealer": dealer.split(),
            "board": board.split(), "ante": ante, "bonus": bonus, "preflop": preflop,
            "flop": flop, "turn": turn, **rules}
    out = settle_scenario(hand)
    assert out["ok"], out
    return out


def nets(out):
    return tuple(out[k] for k in ("ante", "preflop", "flop", "turn", "bonus", "total"))


def test_scenarios_md_example():
    out = thb("Ah Kh", "9c 9d", "Kd 7h 2c 9s Jc", bonus=5, flop="bet")
    assert nets(out) == (-10, -20, -10, 0, 125, 85)


def test_a_win_with_a_straight_pays_the_ante_and_every_bet():
    out = thb("9c Td", "3h 4s", "8s 7h 6d 2c Ks", flop="bet", turn="bet")
    assert out["outcome"] == "player_wins" and nets(out) == (10, 20, 10, 10, 0, 50)


def test_a_win_below_a_straight_pushes_the_ante():
    out = thb("Kc Kd", "3h 4s", "8s 7h 6d 2c Ks", flop="bet")  # trips kings
    assert nets(out) == (0, 20, 10, 0, 0, 30)


def test_under_the_flush_rule_a_straight_pushes_the_ante():
    out = thb("9c Td", "3h 4s", "8s 7h 6d 2c Ks", ante_pays_on="flush")
    assert out["ante"] == 0 and out["preflop"] == 20


def test_under_the_flush_rule_a_flush_pays_the_ante():
    out = thb("As 7s", "8h 6d", "Ks 4s 2s 9d Jc", ante_pays_on="flush")
    assert out["ante"] == 10


def test_a_losing_player_loses_every_bet_but_the_bonus_is_settled_alone():
    out = thb("Ah Kh", "9c 9d", "Kd 7h 2c 9s Jc", bonus=5, flop="bet", turn="bet")
    assert nets(out) == (-10, -20, -10, -10, 125, 75)


def test_ties_push_by_default():
    out = thb("2c 3d", "4h 5h", "9s Ts Jd Qc Kh", flop="bet", turn="bet")
    assert out["outcome"] == "push" and nets(out) == (0, 0, 0, 0, 0, 0)


def test_ties_go_to_the_dealer_under_dealer_wins():
    out = thb("2c 3d", "4h 5h", "9s Ts Jd Qc Kh", flop="bet", ties="dealer_wins")
    assert out["outcome"] == "dealer_wins" and nets(out) == (-10, -20, -10, 0, 0, -40)


def test_a_fold_before_the_flop_loses_the_ante_only_and_keeps_the_bonus():
    out = thb("Ah Ad", "9c 9d", "Kd 7h 2c 9s Jc", bonus=5, preflop="fold")
    assert out["outcome"] == "fold" and nets(out) == (-10, 0, 0, 0, 150, 140)


def test_flop_and_turn_choices_are_ignored_after_a_fold():
    hand = {"game": "holdem_bonus", "player": ["2c", "7d"], "dealer": ["9c", "9d"],
            "board": "Kd 7h 2h 9s Jc".split(), "ante": 10, "preflop": "fold"}
    assert settle_scenario(hand)["total"] == -10


def test_aa_against_the_dealers_aa_pays_the_top_line():
    out = thb("Ah Ad", "As Ac", "Kd 7h 2c 9s Jc", bonus=5)
    assert out["bonus"] == 5000


def test_aa_against_a_dealer_with_one_ace_pays_the_aa_line():
    out = thb("Ah Ad", "As Kc", "Kd 7h 2c 9s Jc", bonus=5)
    assert out["bonus"] == 150


BONUS_LINES = [  # GAMES.md §2, table 1000-30-25-20-15-10-5-3
    ("Ah Ad", "As Ac", 1000), ("Ah Ad", "Ks Kc", 30), ("Ah Kh", "2s 3c", 25),
    ("Ah Qh", "2s 3c", 20), ("Ah Jh", "2s 3c", 20), ("Ah Kd", "2s 3c", 15),
    ("Kh Kd", "2s 3c", 10), ("Qh Qd", "2s 3c", 10), ("Jh Jd", "2s 3c", 10),
    ("Ah Qd", "2s 3c", 5), ("Ah Jd", "2s 3c", 5), ("Th Td", "2s 3c", 3), ("2h 2d", "5s 3c", 3),
    ("Ah Td", "2s 3c", -1), ("Kh Qh", "2s 3c", -1), ("7h 2d", "5s 3c", -1),
]


@pytest.mark.parametrize("player,dealer,mult", BONUS_LINES)
def test_every_bonus_pay_table_line(player, dealer, mult):
    out = thb(player, dealer, "4d 6h 8c 9s Qc" if "Q" not in player else "4d 6h 8c 9s 7c",
              bonus=10)
    assert out["bonus"] == 10 * mult


def test_defaults_follow_games_md():
    rules = HoldemBonusRules()
    assert (rules.ante_pays_on, rules.ties, rules.bonus_paytable) == (
        "straight", "push", "1000-30-25-20-15-10-5-3")


@pytest.mark.parametrize("hole,choice", [("2c 3d", "fold"), ("7d 2c", "fold"), ("2c 3c", "play"),
                                         ("2c 8d", "play"), ("3c 4d", "play"), ("2c 2d", "play")])
def test_the_preflop_strategy_folds_only_deuce_three_to_deuce_seven_offsuit(hole, choice):
    assert preflop_strategy(parse_cards(hole.split())) == choice


def test_under_the_flush_rule_the_strategy_also_folds_three_four_offsuit():
    flush = HoldemBonusRules("flush")
    assert preflop_strategy(parse_cards("3c 4d".split()), flush) == "fold"
    assert preflop_strategy(parse_cards("3c 4c".split()), flush) == "play"
    assert preflop_strategy(parse_cards("3c 4d".split())) == "play"
