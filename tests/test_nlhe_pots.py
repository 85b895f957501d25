"""Side pots from contributions and the odd-chip rule, pot by pot (GAMES.md §3, Pots)."""

import pytest

from app.core.nlhe.pots import SidePots, clockwise_from_button, split


def pots_of(contributions, folded=None):
    folded = folded or [False] * len(contributions)
    return [(p.amount, p.eligible) for p in SidePots(contributions, folded)]


def test_equal_contributions_make_one_main_pot_for_everyone_still_in():
    assert pots_of([100, 100, 100]) == [(300, (0, 1, 2))]


def test_each_allin_level_cuts_a_pot():
    # 50, 120 and 300 all-in, 300 called: 50 x 4, 70 x 3, 180 x 2
    assert pots_of([300, 50, 120, 300]) == [(200, (0, 1, 2, 3)), (210, (0, 2, 3)),
                                            (360, (0, 3))]


def test_folded_chips_stay_in_the_pots_but_folded_players_are_never_eligible():
    # Seat 1 folded after putting in 80: 50 of it in the main pot, 30 in the side pot.
    assert pots_of([200, 80, 50, 200], [False, True, False, False]) == [
        (200, (0, 2, 3)), (150 * 2 + 30, (0, 3))]


def test_an_allin_player_wins_at_most_what_their_stack_covers_from_each_other_player():
    contributions = [40, 500, 500]
    (main, side) = SidePots(contributions, [False] * 3).award({0: 1, 1: 2, 2: 3}, button=2)
    assert main.shares == {0: 120} and side.shares == {1: 920}


def test_a_pot_with_one_eligible_player_goes_to_that_player():
    # Seat 2 folded 90 while seat 0 (all-in 41) and seat 1 (150) are still in.
    pots = SidePots([41, 150, 90], [False, False, True])
    awards = pots.award({0: 1, 1: 5000}, button=2)
    assert [(a.amount, a.winners, a.rank) for a in awards] == [(123, (0,), 1),
                                                               (109 + 49, (1,), None)]


def test_odd_chips_start_with_the_first_winner_left_of_the_button():
    assert clockwise_from_button([0, 2, 3], button=2, n=5) == (3, 0, 2)
    assert split(101, (3, 0)) == ({3: 51, 0: 50}, (3,))


def test_nobody_gets_two_odd_chips_in_one_pot():
    shares, odd = split(11, (4, 1, 2))  # 3 each, two odd chips for the first two winners
    assert shares == {4: 4, 1: 4, 2: 3} and odd == (4, 1)


def test_the_button_is_the_last_winner_to_get_an_odd_chip():
    pots = SidePots([25, 25, 25, 2], [False, False, False, True])  # 77 for three winners
    (award,) = pots.award({0: 7, 1: 7, 2: 7}, button=1)
    assert award.winners == (2, 0, 1) and award.shares == {2: 26, 0: 26, 1: 25}


@pytest.mark.parametrize("contributions,folded", [([10, -1], [False, False]),
                                                  ([10, 10], [True, True])])
def test_impossible_contributions_are_refused(contributions, folded):
    with pytest.raises(ValueError):
        SidePots(contributions, folded)
