"""Explanations name the cards that decide between two hands of one category.

Each example is worked out by hand from the cards (the facts in the comments),
not by the code under test.
"""

import pytest

from app.core.cards import parse_cards
from app.core.evaluator import HandValue
from app.core.scenario import settle_scenario
from app.core.trainer.drills import generate


def ch(player, dealer, board, decision="call"):
    return settle_scenario({"game": "casino_holdem", "player": player.split(),
                            "dealer": dealer.split(), "board": board.split(), "ante": 10,
                            "decision": decision})


def thb(player, dealer, board, ties="push"):
    return settle_scenario({"game": "holdem_bonus", "player": player.split(),
                            "dealer": dealer.split(), "board": board.split(), "ante": 10,
                            "ties": ties, "preflop": "play", "flop": "check", "turn": "check"})


def test_a_pair_of_sevens_decided_by_the_king_kicker():
    # Both hold a pair of sevens with an ace; then the king beats the queen; the nine fills.
    out = ch("As Kd", "Ah Qc", "7s 7d 2c 3h 9s")
    assert out["outcome"] == "player_wins"
    assert ("The player's pair of sevens beats the dealer's pair of sevens: "
            "seven-seven-ace-king-nine against seven-seven-ace-queen-nine, "
            "the king beats the queen.") in out["explanation"]


def test_the_ante_line_names_the_deciding_cards_when_the_dealer_wins():
    out = ch("Ah Qc", "As Kd", "7s 7d 2c 3h 9s")
    assert "Ante 10 loses: the dealer's pair of sevens beats the player's pair of sevens " \
           "(the king beats the queen)." in out["explanation"]


@pytest.mark.parametrize("player,dealer,board,words", [
    # two pair, kings and sevens: the fifth card decides, ace against queen
    ("Ac 3d", "Qc 4d", "Ks Kd 7c 7h 2s",
     "king-king-seven-seven-ace against king-king-seven-seven-queen, the ace beats the queen"),
    # flushes in hearts: A-K-9-6-4 against A-Q-J-9-6, the second card decides
    ("Kh 4h", "Qh Jh", "Ah 9h 6h 2c 3d",
     "ace-king-nine-six-four against ace-queen-jack-nine-six, the king beats the queen"),
    # sevens full of kings against sevens full of twos
    ("Kd 3c", "2d 2h", "7s 7d 7c Kh 2s",
     "seven-seven-seven-king-king against seven-seven-seven-two-two, the king beats the two"),
    # ace high: A-K-J-8-6 against A-K-J-8-5, the last card decides
    ("6c 2d", "5c 3d", "As Kd Jh 8s 4c",
     "ace-king-jack-eight-six against ace-king-jack-eight-five, the six beats the five"),
])
def test_same_category_names_the_ranks_in_order_and_the_deciding_one(player, dealer, board,
                                                                      words):
    out = thb(player, dealer, board)
    assert out["outcome"] == "player_wins"
    assert any(words in line for line in out["explanation"]), out["explanation"]


def test_a_wheel_is_five_high_and_loses_to_a_six_high_straight():
    out = thb("Ah 2c", "6h 2d", "5s 4d 3c 9h 9s")
    assert out["outcome"] == "dealer_wins"
    assert ("The dealer's straight beats the player's straight: six-five-four-three-two "
            "against five-four-three-two-ace, the six beats the five.") in out["explanation"]


def test_a_tie_says_the_five_cards_are_equal_in_rank():
    # Both play A-Q with the board's sevens and nine: suits never break a tie.
    out = thb("Ah Qd", "As Qc", "7s 7d 2c 3h 9s", ties="dealer_wins")
    assert out["outcome"] == "dealer_wins"
    assert out["explanation"][0] == ("Tie: the player's and the dealer's best five cards are "
                                     "equal in rank (pair of sevens, "
                                     "seven-seven-ace-queen-nine); at this table the dealer "
                                     "wins ties.")
    push = ch("Ah Qd", "As Qc", "7s 7d 2c 3h 9s")
    assert "Ante 10 pushes: both best five cards are equal in rank (pair of sevens, " \
           "seven-seven-ace-queen-nine)." in push["explanation"]


def test_hands_of_different_categories_need_no_kicker():
    out = thb("Ah Kh", "Qs Qd", "2h 7h 9h Jc 3s")  # a flush in hearts against a pair of queens
    assert "The player's flush beats the dealer's pair of queens." in out["explanation"]


def test_the_rank_words_are_translated():
    out = ch("As Kd", "Ah Qc", "7s 7d 2c 3h 9s")
    from app.core.games.casino_holdem import settle

    cards = [parse_cards(x.split()) for x in ("As Kd", "Ah Qc", "7s 7d 2c 3h 9s")]
    s = settle(*cards, 10)
    words = {"seven", "ace", "king", "queen", "nine"}  # a "translation" of the rank words only
    shout = [line.render(lambda context, text: text.upper() if text in words else text)
             for line in s.notes]
    assert "SEVEN-SEVEN-ACE-KING-NINE" in shout[1] and "the KING beats the QUEEN" in shout[1]
    assert out["player_hand"] == "one_pair"  # the JSON keys stay as they were


def test_ranks_in_comparison_order():
    def ranks(text):
        return HandValue(parse_cards(text.split())).ranks

    assert ranks("9s 9d Ah 9c Ad") == (7, 7, 7, 12, 12)  # nines full of aces
    assert ranks("Ah 2c 3d 4s 5h") == (3, 2, 1, 0, 12)  # the wheel runs five down to the ace
    assert ranks("2c 7d 7h Ks Kd") == (11, 11, 5, 5, 0)


def test_which_hand_wins_explains_the_kicker_in_the_trainer():
    explained = 0
    for seed in range(60):
        q = generate("hand.winner", 1, seed)
        p, d = q.best["player"], q.best["dealer"]
        text = " ".join(str(line) for line in q.derivation)
        if q.expected["answer"] == "tie":
            assert "equal in rank" in text
        elif p.category is d.category:
            assert " beats the " in text and " against " in text, text
            explained += 1
    assert explained > 0
