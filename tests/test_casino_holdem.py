"""Casino Hold'em with the AA Bonus, one test per rule point of GAMES.md §1."""

import json
from pathlib import Path

import pytest

from app.core.cards import parse_cards
from app.core.games import casino_holdem
from app.core.rules import CasinoHoldemRules, RulesError
from app.core.scenario import settle_scenario

SCENARIOS = Path(__file__).resolve().parent.parent / "assets" / "scenarios"


def ch(player, dealer, board, ante=100, aa_bonus=0, decision="call", **rules):
    hand = {"game": "casino_holdem", "player": player.split(), "dealer": dealer.split(),
            "board": board.split(), "ante": ante, "aa_bonus": aa_bonus, "decision": decision,
            **rules}
    out = settle_scenario(hand)
    assert out["ok"], out
    return out


# GAMES.md §1.4: worked examples and self-test answers, through the core.
@pytest.mark.parametrize("name,ante,call,bonus,total", [
    ("ch_worked_1_trip_aces.json", 100, 200, 700, 1000),
    ("ch_worked_2_dealer_not_qualified.json", 100, 0, -100, 0),
    ("ch_worked_3_flush_on_flop.json", 200, 200, 2000, 2400),
    ("ch_worked_4_dealer_aces.json", -100, -200, 0, -300),
    ("ch_selftest_1_flush_wins.json", 40, 40, 0, 80),
    ("ch_selftest_2_straight_not_qualified.json", 25, 0, 0, 25),
])
def test_worked_examples_of_games_md(name, ante, call, bonus, total):
    out = settle_scenario(json.loads((SCENARIOS / name).read_text()))
    assert (out["ante"], out["call"], out["aa_bonus"], out["total"]) == (ante, call, bonus, total)


def test_self_test_aa_bonus_10_with_a_full_house_on_the_flop_pays_300():
    out = settle_scenario(json.loads((SCENARIOS / "ch_selftest_3_bonus_full_house.json").read_text()))
    assert out["aa_bonus"] == 300 and out["bonus_hand"] == "full_house"


def test_a_pair_of_threes_does_not_qualify():
    out = ch("Ah Jd", "3s 3d", "Kc 9c 7d Qs 2h")
    assert out["dealer_qualifies"] is False and out["outcome"] == "dealer_not_qualified"


def test_a_pair_of_fours_qualifies():
    out = ch("Ah Jd", "4s 4d", "Kc 9c 7d Qs 2h")
    assert out["dealer_qualifies"] is True and out["outcome"] == "dealer_wins"
    assert (out["ante"], out["call"]) == (-100, -200)


def test_a_dealer_who_does_not_qualify_pays_the_ante_even_with_the_higher_hand():
    # the dealer's pair of threes beats the player's ace high, yet does not qualify
    out = ch("Ah Jd", "3s 3d", "Kc 9c 7d Qs 2h", ante=20)
    assert (out["ante"], out["call"], out["total"]) == (20, 0, 20)


def test_a_non_qualifying_dealer_pays_the_ante_by_the_table_on_the_players_hand():
    out = ch("As 7s", "8h 6d", "Ks 4s 2s 9d Jc", ante=10)  # player flush, dealer king high
    assert out["outcome"] == "dealer_not_qualified" and out["ante"] == 20 and out["call"] == 0


def test_a_tie_on_the_best_five_pushes_ante_and_call():
    out = ch("Kh 3c", "Kd 4c", "Ks Qh 9d 8c 2s")  # both K K Q 9 8
    assert (out["outcome"], out["ante"], out["call"]) == ("push", 0, 0)


def test_higher_kicker_inside_the_best_five_wins():
    out = ch("Kh Jc", "Kd 4c", "Ks Qh 9d 8c 2s")
    assert out["outcome"] == "player_wins"


def test_both_hands_playing_the_board_push():
    out = ch("2c 3d", "4h 5h", "9s Ts Jd Qc Kh")  # the board's straight plays for both
    assert (out["outcome"], out["ante"], out["call"], out["total"]) == ("push", 0, 0, 0)


def test_a_royal_flush_on_the_board_is_a_push():
    out = ch("2c 3d", "4h 5h", "As Ks Qs Js Ts", aa_bonus=10)
    assert (out["outcome"], out["ante"], out["call"]) == ("push", 0, 0)
    assert out["aa_bonus"] == -10  # the flop A K Q with 2 3: ace high, below a pair of aces


def test_the_aa_bonus_ignores_turn_and_river():
    out = ch("Ah Kd", "5c 6d", "2c 7h 9s Ac As", aa_bonus=10)  # trips aces only at the river
    assert out["bonus_hand"] == "high_card" and out["aa_bonus"] == -10


def test_the_aa_bonus_pays_a_pair_of_aces_made_on_the_flop():
    out = ch("Ah Kd", "5c 6d", "Ac 7h 9s 2c 3s", aa_bonus=10)
    assert out["aa_bonus"] == 70


def test_a_pair_of_kings_loses_the_aa_bonus():
    out = ch("Kh Kd", "5c 6d", "Ac 7h 9s 2c 3s", aa_bonus=10)
    assert out["aa_bonus"] == -10


def test_a_folded_players_aa_bonus_is_settled_by_default():
    out = ch("Ah Ad", "5c 6d", "As 7h 9s 2c 3s", aa_bonus=10, decision="fold")
    assert (out["ante"], out["call"], out["aa_bonus"], out["total"]) == (-100, 0, 70, -30)


def test_a_folded_players_aa_bonus_is_lost_where_the_house_forfeits_it():
    out = ch("Ah Ad", "5c 6d", "As 7h 9s 2c 3s", aa_bonus=10, decision="fold",
             aa_bonus_on_fold="forfeited")
    assert (out["ante"], out["aa_bonus"], out["total"]) == (-100, -10, -110)


def test_a_fold_loses_only_the_ante_whatever_the_cards():
    out = ch("Ah Ad", "2c 3d", "As Ac 9s 7c 4s", decision="fold")
    assert (out["outcome"], out["ante"], out["call"]) == ("fold", -100, 0)


# Every ante pay-table line in every variant (GAMES.md §1.2). Each hand is one
# the dealer does not qualify against, so the ante pays by the table.
ANTE_HANDS = {
    "royal_flush": ("As Ks", "7h 8d", "Qs Js Ts 3d 2c"),
    "straight_flush": ("9s 8s", "Qh Jd", "7s 6s 5s Kd 2c"),
    "four_of_a_kind": ("2s 2h", "Qh Jd", "2d 2c Kd 9s 5h"),
    "full_house": ("3s 3h", "Qh Jc", "3d 2c 2h Kd 9s"),
    "flush": ("As 7s", "8h 6d", "Ks 4s 2s 9d Jc"),
    "straight": ("9c Td", "3h 4s", "8s 7h 6d 2c Ks"),
    "three_of_a_kind": ("9c 9d", "3h 4s", "9s 7h Kd 2c Qs"),
    "two_pair": ("9c Kd", "3h 4s", "9s 7h Kc 2c Qs"),
    "one_pair": ("9c Ad", "3h 4s", "9s 7h Kc 2c Qs"),
    "high_card": ("Jc Ad", "3h 4s", "9s 7h Kc 2c Qs"),
}
ANTE_TABLES = {  # GAMES.md §1.2, written out line by line
    "100-20-10-3-2-1": (100, 20, 10, 3, 2, 1),
    "20-20-10-3-2-1": (20, 20, 10, 3, 2, 1),
    "25-25-12-3-2-1": (25, 25, 12, 3, 2, 1),
    "100-49-17-3-2-1": (100, 49, 17, 3, 2, 1),
}
ANTE_ROW = {"royal_flush": 0, "straight_flush": 1, "four_of_a_kind": 2, "full_house": 3,
            "flush": 4, "straight": 5, "three_of_a_kind": 5, "two_pair": 5, "one_pair": 5,
            "high_card": 5}


@pytest.mark.parametrize("table", ANTE_TABLES)
@pytest.mark.parametrize("hand", ANTE_HANDS)
def test_every_ante_pay_table_line(table, hand):
    out = ch(*ANTE_HANDS[hand], ante=10, ante_paytable=table)
    assert out["player_hand"] == hand and out["dealer_qualifies"] is False
    assert out["ante"] == 10 * ANTE_TABLES[table][ANTE_ROW[hand]]


BONUS_HANDS = {  # hole cards + flop; turn and river never count
    "royal_flush": ("As Ks", "Qs Js Ts"),
    "straight_flush": ("9s 8s", "7s 6s 5s"),
    "four_of_a_kind": ("9s 9h", "9d 9c 2h"),
    "full_house": ("9s 9h", "9d 2c 2h"),
    "flush": ("As 7s", "Ks 4s 2s"),
    "straight": ("9c Td", "8s 7h 6d"),
    "three_of_a_kind": ("9s 9h", "9d Kc 2h"),
    "two_pair": ("9s Kh", "9d Kc 2h"),
    "pair_of_aces": ("Ah 7c", "Ad 9s 4h"),
    "pair_of_kings": ("Kh 7c", "Kd 9s 4h"),
    "ace_high": ("Ah 7c", "Kd 9s 4h"),
}
BONUS_TABLES = {  # GAMES.md §1.3
    "100-50-40-30-20-7-7-7-7": (100, 50, 40, 30, 20, 7, 7, 7, 7),
    "100-50-40-30-20-10-8-7-7": (100, 50, 40, 30, 20, 10, 8, 7, 7),
    "25-25-25-25-25-7-7-7-7": (25, 25, 25, 25, 25, 7, 7, 7, 7),
}


@pytest.mark.parametrize("table", BONUS_TABLES)
@pytest.mark.parametrize("hand", BONUS_HANDS)
def test_every_aa_bonus_pay_table_line(table, hand):
    hole, flop = BONUS_HANDS[hand]
    used = set((hole + " " + flop).split())
    rest = [c for c in "3c 5d Jh 3d 6c 8c".split() if c not in used]
    out = ch(hole, " ".join(rest[2:4]), flop + " " + " ".join(rest[:2]), ante=5, aa_bonus=10,
             bonus_paytable=table)
    rows = list(BONUS_HANDS)
    expected = 10 * BONUS_TABLES[table][rows.index(hand)] if rows.index(hand) < 9 else -10
    assert out["aa_bonus"] == expected


def test_unknown_pay_table_ids_are_refused_with_the_known_ones():
    with pytest.raises(RulesError, match="100-20-10-3-2-1"):
        CasinoHoldemRules(ante_paytable="best")
    # Six whole multipliers are a table of the house's own (app.core.rules.custom_paytable).
    assert CasinoHoldemRules(ante_paytable="1-1-1-1-1-1").ante_table.pays("flush") == 1
    out = settle_scenario({"game": "casino_holdem", "ante_paytable": "9-9", "player": ["As", "Ad"],
                           "dealer": ["2c", "3c"], "board": "Ks Qs Js 9d 8d".split(),
                           "ante": 1, "decision": "call"})
    assert out["ok"] is False and "ante_paytable" in out["error"]


def test_defaults_are_the_seeds_tables():
    rules = CasinoHoldemRules()
    assert (rules.ante_paytable, rules.bonus_paytable, rules.aa_bonus_on_fold) == (
        "100-20-10-3-2-1", "100-50-40-30-20-7-7-7-7", "settled")


def test_explanation_cites_the_table_line_and_qualification():
    s = casino_holdem.settle(parse_cards("9h 6h".split()), parse_cards("Kd Jc".split()),
                             parse_cards("Kh 3h Qh 8s 2c".split()), ante=20)
    text = s.explanation()
    assert text[0].startswith("The dealer's hand, pair of kings, qualifies")
    assert "Ante 20 pays 2 to 1 on the player's flush: +40" in text
    assert text[-1] == "Total: +80"
