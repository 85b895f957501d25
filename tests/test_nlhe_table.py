"""The table session: the button and blinds move, busted seats leave, the session ends."""

import pytest

from app.core.cards import make_rng, parse_cards
from app.core.nlhe import Action
from app.core.nlhe.table import HAND_LIMIT, ONE_PLAYER_LEFT, TIME_LIMIT, Table, TableError


def fold_around(table):
    """Deal a hand and fold it to the big blind."""
    hand = table.start_hand()
    while not hand.is_over:
        hand.act(Action("fold"))
    return table.finish_hand()


def test_the_button_and_blinds_move_one_seat_clockwise_after_every_hand():
    table = Table([100] * 4, 1, 2, button=2, rng=make_rng(1))
    seen = []
    for _ in range(5):
        hand = table.start_hand()
        seen.append((table.button, table.table_seat(hand.sb_seat), table.table_seat(hand.bb_seat)))
        while not hand.is_over:
            hand.act(Action("fold"))
        table.finish_hand()
    assert seen == [(2, 3, 0), (3, 0, 1), (0, 1, 2), (1, 2, 3), (2, 3, 0)]


def test_a_walk_moves_the_small_blind_to_the_big_blind():
    table = Table([100, 100, 100], 5, 10, button=0, rng=make_rng(2))
    record = fold_around(table)
    assert record.outcome.final_stacks == (100, 95, 105)
    assert [s.stack for s in table.seats] == [100, 95, 105] and table.button == 1


def test_busted_seats_leave_and_the_hand_is_dealt_to_the_others():
    table = Table([100, 4, 100], 5, 10, button=2, rng=make_rng(3))
    holes = [parse_cards(p.split()) for p in ("Ah Ad", "Kh Kd", "2c 3d")]
    hand = table.start_hand(holes, parse_cards("9s 7h 4c Jd Qs".split()))
    # seat 0 small blind 5, seat 1 big blind all-in for 4; seat 2 folds and the 1 chip
    # of the small blind nobody can call goes back
    hand.act(Action("fold"))
    assert hand.is_over and hand.uncalled == {0: 1}
    record = table.finish_hand()
    assert record.outcome.final_stacks == (104, 0, 100)
    next_hand = table.start_hand()
    assert table.hand_seats == (0, 2) and table.hand_seat(1) is None and next_hand.n == 2
    assert table.button == 0


def test_the_button_skips_a_seat_that_left():
    table = Table([100, 100, 100, 100], 5, 10, button=0, rng=make_rng(4))
    table.seats[1].stack = 0  # seat 1 has left
    table.start_hand()
    assert table.hand_seats == (0, 2, 3)
    assert table.table_seat(table.hand.sb_seat) == 2
    while not table.hand.is_over:
        table.hand.act(Action("fold"))
    table.finish_hand()
    assert table.button == 2


def test_a_session_limited_by_hands_ends_after_that_many_hands():
    table = Table([100] * 3, 1, 2, max_hands=2, rng=make_rng(5))
    fold_around(table)
    assert not table.session_over
    fold_around(table)
    assert table.session_over and table.end_reason == HAND_LIMIT
    with pytest.raises(TableError, match="the session is over"):
        table.start_hand()


def test_a_session_limited_by_minutes_lets_the_hand_in_play_finish():
    now = [0.0]
    table = Table([100] * 3, 1, 2, max_minutes=30, clock=lambda: now[0], rng=make_rng(6))
    hand = table.start_hand()
    now[0] = 31 * 60
    assert not table.session_over  # a hand is in play
    while not hand.is_over:
        hand.act(Action("fold"))
    table.finish_hand()
    assert table.session_over and table.end_reason == TIME_LIMIT


def test_the_session_ends_when_one_player_has_every_chip():
    table = Table([50, 50], 5, 10, button=0, rng=make_rng(7))
    while not table.session_over:
        hand = table.start_hand()
        while not hand.is_over:
            legal = hand.legal()
            hand.act(Action("allin") if legal.can_all_in else Action("call"))
        table.finish_hand()
        assert sum(s.stack for s in table.seats) == 100
    assert table.end_reason == ONE_PLAYER_LEFT and len(table.playing) == 1


def test_a_hand_must_finish_before_the_next_and_before_it_is_paid():
    table = Table([100, 100], 1, 2, rng=make_rng(8))
    with pytest.raises(TableError, match="no finished hand"):
        table.finish_hand()
    table.start_hand()
    with pytest.raises(TableError, match="finish the hand in play first"):
        table.start_hand()
    with pytest.raises(TableError, match="no finished hand"):
        table.finish_hand()
