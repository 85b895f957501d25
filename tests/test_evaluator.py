"""The treys-based evaluator agrees with a brute-force ranker written in the tests."""

import pytest
from hypothesis import given, settings, strategies as st

from app.core.cards import FULL_DECK, card_text, parse_cards
from app.core.evaluator import Category, HandValue
from tests import reference as ref

hands = st.integers(min_value=5, max_value=7).flatmap(
    lambda n: st.lists(st.sampled_from(FULL_DECK), min_size=n, max_size=n, unique=True))


def _ref(cards):
    return ref.best([ref.card(card_text(c)) for c in cards])


@settings(max_examples=1500)
@given(hands)
def test_category_matches_the_brute_force_ranker(cards):
    assert HandValue(cards).category.id == ref.NAMES[_ref(cards)[0]]


@settings(max_examples=1500)
@given(hands, hands)
def test_order_of_two_hands_matches_the_brute_force_ranker(a, b):
    ours = (HandValue(a).rank > HandValue(b).rank) - (HandValue(a).rank < HandValue(b).rank)
    theirs = (_ref(b) > _ref(a)) - (_ref(b) < _ref(a))
    assert ours == theirs


@settings(max_examples=300)
@given(hands)
def test_best_five_cards_make_the_same_hand(cards):
    value = HandValue(cards)
    assert len(value.best_five) == 5 and set(value.best_five) <= set(cards)
    assert HandValue(value.best_five).rank == value.rank


def test_royal_flush_is_told_apart_from_a_straight_flush():
    assert HandValue(parse_cards("As Ks Qs Js Ts 2d 3c".split())).category is Category.ROYAL_FLUSH
    assert HandValue(parse_cards("Ks Qs Js Ts 9s".split())).category is Category.STRAIGHT_FLUSH


def test_the_wheel_is_the_lowest_straight():
    wheel = HandValue(parse_cards("As 2d 3c 4h 5s".split()))
    six_high = HandValue(parse_cards("2d 3c 4h 5s 6s".split()))
    assert wheel.category is Category.STRAIGHT and six_high.beats(wheel)


def test_suits_never_break_ties():
    a = HandValue(parse_cards("Ah Kh 9c 7d 3s".split()))
    b = HandValue(parse_cards("As Ks 9d 7h 3c".split()))
    assert a.ties(b)


@pytest.mark.parametrize("cards,pair", [("4s 4h 9d 3c 2s", 2), ("As Ad Kc Qd 2s", 12),
                                        ("2c 2d Ac Kd Qs", 0), ("Tc Td 2c 3d 7s 8h Jd", 8)])
def test_pair_rank_names_the_paired_rank(cards, pair):
    assert HandValue(parse_cards(cards.split())).pair_rank == pair


def test_pair_rank_is_none_for_other_categories():
    assert HandValue(parse_cards("4s 4h 4d 3c 2s".split())).pair_rank is None
