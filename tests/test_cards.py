"""Cards parse and format in the project's notation; decks deal each card once."""

import pytest
from hypothesis import given, strategies as st

from app.core.cards import (
    FULL_DECK,
    CardError,
    Deck,
    card_text,
    make_rng,
    parse_card,
    parse_cards,
    verify_distinct,
)


@pytest.mark.parametrize("text,canonical", [
    ("As", "As"), ("td", "Td"), ("10h", "Th"), ("10D", "Td"), ("kc", "Kc"), (" 2s ", "2s"),
])
def test_parse_accepts_the_documented_spellings(text, canonical):
    assert card_text(parse_card(text)) == canonical


@pytest.mark.parametrize("bad", ["", "A", "1s", "Ax", "Asd", "11h", "ZZ", None, 14])
def test_parse_rejects_what_is_not_a_card(bad):
    with pytest.raises(CardError):
        parse_card(bad)


def test_deck_has_52_distinct_cards_that_round_trip():
    assert len(set(FULL_DECK)) == 52
    assert parse_cards(card_text(c) for c in FULL_DECK) == list(FULL_DECK)


def test_a_card_used_twice_is_named():
    with pytest.raises(CardError, match="Ah appears twice"):
        verify_distinct(parse_cards(["Ah", "Kd", "Ah"]))


@given(st.integers(min_value=0, max_value=2**64), st.integers(min_value=1, max_value=52))
def test_a_deck_never_deals_a_card_twice(seed, n):
    deck = Deck(make_rng(seed))
    dealt = deck.deal(n) + deck.deal(52 - n)
    assert sorted(dealt) == sorted(FULL_DECK)
    with pytest.raises(CardError):
        deck.deal()


# That a seed deals the same cards on any PC is pinned against stored orders in
# tests/test_golden.py (test_a_seed_still_shuffles_the_deck_into_the_stored_order).


def test_without_a_seed_the_deals_differ():
    deals = {tuple(Deck(make_rng()).deal(5)) for _ in range(5)}
    assert len(deals) > 1


def test_a_deck_can_leave_out_cards_already_on_the_table():
    gone = parse_cards(["As", "Kd"])
    deck = Deck(make_rng(1), exclude=gone)
    assert len(deck) == 50 and not set(deck.deal(50)) & set(gone)
