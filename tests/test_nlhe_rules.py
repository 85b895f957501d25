"""One reference case per betting and pot rule of GAMES.md §3, worked out from the rule text.

Every expected figure below is computed by hand in the comment next to it,
from the rules as written (seats 0..n-1 clockwise, raise-to amounts).
"""

import pytest

from app.core.cards import parse_cards
from app.core.nlhe import Action, ActionError, HandSetup, NLHand, Street
from app.core.nlhe.actions import NOBODY_CAN_ANSWER, NOT_REOPENED, OTHERS_ALL_IN

BOARD = "2c 7d 9h Jc 4s"  # no straight or flush possible with the hole cards below
HOLES = ["Ah Ad", "Kh Kd", "Qh Qd", "Th Td", "8h 8d", "6h 6d", "5h 5c", "3h 3d", "Ac Kc"]


def hand(stacks, button=0, sb=5, bb=10, ante=0, holes=None, board=BOARD):
    holes = holes or HOLES[:len(stacks)]
    return NLHand(HandSetup(tuple(stacks), button, sb, bb, ante,
                            tuple(tuple(parse_cards(h.split())) for h in holes),
                            tuple(parse_cards(board.split()))))


def act(h, *steps):
    """Apply actions written ``"call"``, ``"raise 30"``, ``"bet 50"``, ``"allin"``."""
    for step in steps:
        kind, *amount = step.split()
        h.act(Action(kind, int(amount[0]) if amount else None))
    return h


def legal_tuple(h):
    lg = h.legal()
    return lg.seat, lg.call_amount, lg.can_check, lg.min_raise_to, lg.max_raise_to


# -- setup and order of play ---------------------------------------------------------------

def test_heads_up_the_button_posts_the_small_blind_acts_first_preflop_and_last_after():
    h = hand([100, 100], button=1)
    assert (h.sb_seat, h.bb_seat) == (1, 0)
    assert h.bets == [10, 5]
    assert legal_tuple(h) == (1, 5, False, 20, 100)  # the button acts first pre-flop
    act(h, "call")
    assert legal_tuple(h) == (0, 0, True, 20, 100)  # the big blind's option
    act(h, "check")
    assert h.street is Street.FLOP and h.to_act == 0  # the big blind acts first after the flop
    act(h, "check")
    assert h.to_act == 1  # ... and the button last
    act(h, "check")
    assert h.street is Street.TURN and h.to_act == 0


def test_three_or_more_players_blinds_left_of_button_and_action_left_of_big_blind():
    h = hand([100] * 5, button=3)
    assert (h.sb_seat, h.bb_seat) == (4, 0)
    assert h.to_act == 1
    act(h, "call", "call", "call", "call")  # seats 1, 2, 3 and the small blind 4
    assert h.to_act == 0
    act(h, "check")
    assert h.street is Street.FLOP and h.to_act == 4  # first active seat left of the button


def test_after_the_flop_action_skips_folded_seats_left_of_the_button():
    h = act(hand([100] * 4), "call", "call", "fold", "check")  # the small blind (seat 1) folds
    assert h.street is Street.FLOP and h.to_act == 2


def test_big_blind_has_the_option_when_the_pot_is_only_called():
    h = act(hand([200] * 4), "call", "call", "call")
    assert legal_tuple(h) == (2, 0, True, 20, 200)
    act(h, "raise 40")  # the option used: everyone else must act again
    assert h.street is Street.PREFLOP and legal_tuple(h) == (3, 30, False, 70, 200)


# -- bet sizes -------------------------------------------------------------------------------

def test_minimum_bet_is_the_big_blind():
    h = act(hand([200, 200, 200]), "call", "call", "check")
    assert h.street is Street.FLOP and legal_tuple(h) == (1, 0, True, 10, 190)
    with pytest.raises(ActionError, match=r"^The minimum bet is 10, the big blind, so seat 1 may check or "
                       r"bet 10 up to 190$"):
        h.act(Action("bet", 9))


def test_minimum_raise_after_a_raise_and_a_reraise():
    h = act(hand([1000] * 4), "raise 30")  # a raise of 20 over the big blind
    assert legal_tuple(h)[3] == 50  # 30 + 20
    act(h, "raise 80")  # a re-raise of 50
    assert legal_tuple(h)[3] == 130  # 80 + 50
    with pytest.raises(ActionError, match=r"^The minimum raise is to 130 \(the last full raise was 50\), "
                       r"so seat 1 may fold, call 75 or raise to 130 up to 1000$"):
        h.act(Action("raise", 129))
    act(h, "call", "call", "call")
    assert h.street is Street.FLOP
    act(h, "bet 25")  # a full bet: at least the big blind
    assert legal_tuple(h)[3] == 50  # 25 + 25
    act(h, "raise 100")  # a raise of 75
    assert legal_tuple(h)[3] == 175  # 100 + 75


def test_nobody_bets_more_than_their_stack_and_a_short_allin_raise_is_allowed():
    h = hand([1000, 1000, 1000, 55])
    assert h.legal().max_raise_to == 55  # seat 3: its whole stack, no more
    act(h, "call", "raise 40", "call", "call")  # seat 3 limps; 40 is a raise of 30
    # Seat 3 (55 in all) could raise to 70 at least, but only has 55: all-in is allowed.
    assert legal_tuple(h) == (3, 30, False, 55, 55)
    with pytest.raises(ActionError, match="^Seat 3's only bet or raise is all-in, to 55, so it "
                       "may fold, call 30 or raise all-in to 55$"):
        h.act(Action("raise", 70))
    act(h, "raise 55")
    assert h.stacks[3] == 0 and h.history[-1].full_raise is False
    assert h.legal().seat == 0 and h.legal().max_raise_to is None  # 15 more is not a full raise


# -- short all-ins and reopening -------------------------------------------------------------

def test_a_short_allin_does_not_reopen_the_betting_for_players_who_already_acted():
    # Flop: seat 1 bets 100, seat 2 is all-in for 150 (50 more: less than a full raise
    # of 100), seat 3 calls 150. Seat 1 already acted: it may only call 50 or fold.
    h = act(hand([1000, 1000, 160, 1000], button=0), "call", "call", "call", "check")
    act(h, "bet 100", "allin", "call", "call")
    lg = h.legal()
    assert (lg.seat, lg.call_amount, lg.min_raise_to, lg.max_raise_to) == (1, 50, None, None)
    assert lg.why_no_raise == NOT_REOPENED
    with pytest.raises(ActionError, match="No raise: a short all-in does not reopen the "
                                          "betting, and seat 1 has already acted"):
        h.act(Action("raise", 400))
    with pytest.raises(ActionError, match="No raise: a short all-in"):
        h.act(Action("allin"))
    assert h.to_act == 1 and len(h.history) == 8  # the refusals changed nothing


def test_a_player_who_has_not_acted_may_raise_over_a_short_allin():
    # Same flop; seat 3 has not acted when the short all-in comes: it may raise,
    # at least a full raise of 100 over the all-in total of 150.
    h = act(hand([1000, 1000, 160, 1000], button=0), "call", "call", "call", "check")
    act(h, "bet 100", "allin")
    assert legal_tuple(h) == (3, 150, False, 250, 990)


def test_a_short_allin_preflop_does_not_reopen_the_betting_for_limpers():
    # Seats 3 and 0 limp for 10; the small blind (seat 1, 15 chips) goes all-in to 15,
    # 5 more: less than a full raise of 10.
    h = act(hand([1000, 15, 1000, 1000]), "call", "call", "allin")
    assert h.bets[1] == 15
    assert legal_tuple(h) == (2, 5, False, 25, 1000)  # the big blind has not acted: may raise
    act(h, "call")
    lg = h.legal()
    assert (lg.seat, lg.call_amount, lg.min_raise_to) == (3, 5, None)  # the limper: call or fold
    assert lg.why_no_raise == NOT_REOPENED


def test_several_short_allins_that_together_make_a_full_raise_reopen_the_betting():
    # Flop, big blind 10: seat 1 bets 100. Seat 2 all-in to 150 (+50, short), seat 3
    # all-in to 210 (+60, short). Together +110 >= the full bet of 100: seat 1 may raise,
    # to at least 210 + 100 = 310.
    h = act(hand([1000, 1000, 160, 220, 1000], button=0),
            "call", "call", "call", "call", "check")
    act(h, "bet 100", "allin", "allin", "call", "call")
    assert legal_tuple(h) == (1, 110, False, 310, 990)
    act(h, "raise 310")
    assert h.legal().seat == 4


def test_short_allins_that_do_not_add_up_to_a_full_raise_keep_the_betting_closed():
    h = act(hand([1000, 1000, 150, 190, 1000], button=0),
            "call", "call", "call", "call", "check")
    act(h, "bet 100", "allin", "allin", "call", "call")  # to 140, then 180: +80, short
    lg = h.legal()
    assert (lg.seat, lg.call_amount, lg.min_raise_to) == (1, 80, None)


def test_a_big_blind_allin_for_less_than_the_blind_still_costs_the_others_the_full_blind():
    h = hand([1000, 1000, 6, 1000])
    assert h.bets == [0, 5, 6, 0]
    assert legal_tuple(h) == (3, 10, False, 20, 1000)  # call the full 10, raise to 20
    act(h, "call", "call", "call")  # the big blind is all-in and does not act
    assert h.street is Street.FLOP
    pots = h.side_pots()
    assert [(p.amount, p.eligible) for p in pots] == [(24, (0, 1, 2, 3)), (12, (0, 1, 3))]


def test_heads_up_with_the_big_blind_allin_for_less_the_button_only_matches_it():
    # Nobody else can bet, so only the big blind's 6 can be called: 1 more, no raise.
    h = hand([100, 6], button=0)
    lg = h.legal()
    assert (lg.seat, lg.call_amount, lg.min_raise_to, lg.why_no_raise) == \
        (0, 1, None, OTHERS_ALL_IN)
    act(h, "call")
    assert h.is_over and h.outcome.final_stacks == (106, 0)  # aces beat kings


def test_no_raise_that_nobody_could_answer():
    # Stacks 300, 5000, 200, button 0, blinds 10/20: seat 1 posts 10, seat 2 posts 20, seat 0
    # acts first and moves all-in to 300. Seat 1 (4990 behind) faces 300; seat 0 is all-in and
    # seat 2 holds 200 in all, under the 300 to call: nobody could answer a raise, so seat 1
    # may only call (290 more) or fold.
    h = hand([300, 5000, 200], sb=10, bb=20)
    act(h, "allin")
    lg = h.legal()
    assert (lg.seat, lg.call_amount, lg.min_raise_to, lg.max_raise_to, lg.why_no_raise) == \
        (1, 290, None, None, NOBODY_CAN_ANSWER)
    assert not h.can(Action("raise", 580)) and not h.can(Action("allin"))


def test_a_raise_stays_legal_while_one_player_could_still_answer_it():
    # As above, but seat 2 holds 400: 400 > 300, so it could answer a raise by seat 1
    # (raise-to 300 + 280 = 580 at least; all-in 5000 at most).
    h = hand([300, 5000, 400], sb=10, bb=20)
    act(h, "allin")
    assert legal_tuple(h) == (1, 290, False, 580, 5000)


# -- uncalled bets, all-ins, folds -------------------------------------------------------------

def test_an_uncalled_bet_goes_back_to_its_owner():
    # Flop heads-up: seat 0 bets 300, seat 1 calls all-in for 90 (100 - 10 blind):
    # 210 of the bet was never called and goes back.
    h = act(hand([1000, 100], button=0), "call", "check", "check", "bet 300", "call")
    assert h.uncalled == {0: 210}
    assert h.contributed == [100, 100]
    assert h.is_over and sum(h.outcome.final_stacks) == 1100
    folds = act(hand([500, 500, 500]), "raise 60", "fold", "fold")
    assert folds.uncalled == {0: 50}  # 60 against the big blind's 10
    assert folds.outcome.final_stacks == (515, 495, 490)


def test_three_allins_of_different_sizes_with_a_folded_players_dead_chips():
    # Pre-flop, blinds 5/10, button 0. Seat 3 raises to 30, seat 4 and seat 0 call 30,
    # seat 1 all-in 60, seat 2 all-in 150, seat 3 all-in 300, seat 4 folds (30 dead),
    # seat 0 calls 300. Contributions 300, 60, 150, 300, 30:
    #   main pot   60 x 4 + 30 = 270, seats 0 1 2 3
    #   side pot 1 90 x 3      = 270, seats 0 2 3
    #   side pot 2 150 x 2     = 300, seats 0 3
    holes = ["3h 5d", "Ah Ad", "Kh Kd", "Qh Qd", "Tc 8c"]
    h = act(hand([500, 60, 150, 300, 1000], holes=holes),
            "raise 30", "call", "call", "allin", "allin", "allin", "fold", "call")
    assert h.is_over and h.ran_out
    out = h.outcome
    assert [(a.amount, a.eligible, a.winners) for a in out.awards] == [
        (270, (0, 1, 2, 3), (1,)), (270, (0, 2, 3), (2,)), (300, (0, 3), (3,))]
    assert out.final_stacks == (200, 270, 270, 300, 970)


def test_two_and_three_way_splits_give_odd_chips_clockwise_from_the_button():
    # Blinds 6/12, button 0, a royal flush on the board: every hand still in ties.
    # Seat 3 all-in 41, seat 4 raises to 90, seat 0 to 150, the small blind folds (6 dead),
    # the big blind calls 150, seat 4 folds (90 dead). Contributions 150, 6, 150, 41, 90:
    #   main pot 41 x 4 + 6 = 170 for seats 0 2 3: 56 each and 2 odd chips, one each to
    #     the first winners left of the button: seats 2 and 3 (no one gets two)
    #   side pot 109 x 2 + 49 = 267 for seats 0 2: 133 each, the odd chip to seat 2
    h = act(hand([1000, 1000, 1000, 41, 1000], sb=6, bb=12, board="As Ks Qs Js Ts"),
            "allin", "raise 90", "raise 150", "fold", "call", "fold",
            "check", "check", "check", "check", "check", "check")
    main, side = h.outcome.awards
    assert (main.amount, main.winners, dict(main.shares)) == (170, (2, 3, 0),
                                                             {2: 57, 3: 57, 0: 56})
    assert main.odd_chips == (2, 3)
    assert (side.amount, side.winners, dict(side.shares)) == (267, (2, 0), {2: 134, 0: 133})
    assert h.outcome.final_stacks == (1039, 994, 1041, 57, 910)


def test_a_two_way_split_gives_the_odd_chip_to_the_first_winner_left_of_the_button():
    # Button 0; seat 0 calls, the small blind folds (5 dead), the big blind checks: 25.
    h = act(hand([100, 100, 100], board="As Ks Qs Js Ts"), "call", "fold", "check",
            *["check"] * 6)
    (pot,) = h.outcome.awards
    assert pot.amount == 25 and pot.winners == (2, 0) and dict(pot.shares) == {2: 13, 0: 12}


def test_everyone_allin_preflop_runs_the_whole_board_out():
    # Seat 0 moves in for 120; the blinds' all-ins are calls that take their whole stacks.
    h = act(hand([120, 80, 50], button=0), "allin", "allin", "allin")
    assert [r.kind for r in h.history] == ["raise", "call", "call"]
    assert h.is_over and h.ran_out and h.street is Street.SHOWDOWN and len(h.board) == 5
    assert h.uncalled == {0: 40}  # 120 against the next largest, 80
    assert sum(h.outcome.final_stacks) == 250


def test_when_all_but_one_are_allin_the_board_runs_out_with_no_more_betting():
    h = act(hand([1000, 500, 100], button=0), "call", "call", "allin", "call", "call")
    assert h.is_over is False and h.street is Street.FLOP
    act(h, "allin", "call")  # seat 1 all-in for 400; seat 0 calls and keeps 500
    assert h.is_over and h.ran_out and h.street is Street.SHOWDOWN
    assert h.stacks[0] == 500 and len(h.history) == 7


def test_a_fold_when_checking_was_possible_is_legal_and_binding():
    h = act(hand([100, 100, 100]), "call", "call")
    assert h.legal().can_check
    act(h, "fold")  # the big blind folds instead of checking
    assert h.folded[2] and h.street is Street.FLOP
    assert 2 not in h.side_pots()[0].eligible


def test_no_raise_is_allowed_when_every_other_player_is_allin():
    h = act(hand([1000, 1000, 300]), "allin", "fold")  # seat 0 all-in, the small blind folds
    lg = h.legal()
    assert (lg.seat, lg.call_amount, lg.min_raise_to, lg.why_no_raise) == \
        (2, 290, None, OTHERS_ALL_IN)
    with pytest.raises(ActionError, match="every other player is all-in"):
        h.act(Action("raise", 600))
    act(h, "allin")  # all-in is then a call that takes the whole stack
    assert h.history[-1].kind == "call" and h.is_over


def test_the_hand_ends_when_all_but_one_fold_without_needing_the_rest_of_the_board():
    h = NLHand(HandSetup((100, 100, 100), 0, 5, 10, 0,
                         tuple(tuple(parse_cards(x.split())) for x in HOLES[:3]),
                         tuple(parse_cards("2c 7d 9h".split()))))
    act(h, "call", "call", "check", "bet 20", "fold", "fold")
    assert h.is_over and h.board_needed == 3 and h.cards_missing == 0
    assert h.outcome.by_fold and h.outcome.final_stacks == (90, 120, 90)


def test_antes_are_dead_money_posted_before_the_blinds_and_short_stacks_post_what_they_have():
    h = hand([100, 100, 100, 3], ante=5)
    assert h.contributed == [5, 10, 15, 3] and h.bets == [0, 5, 10, 0]
    assert h.stacks[3] == 0 and h.to_act == 0  # seat 3 is all-in on its ante
    act(h, "call", "call", "check")
    pots = h.side_pots()
    assert [(p.amount, p.eligible) for p in pots] == [(12, (0, 1, 2, 3)), (36, (0, 1, 2))]


def test_the_dealer_lines_name_a_short_allin_and_the_reopening_it_completes():
    h = act(hand([1000, 1000, 160, 220, 1000], button=0),
            "call", "call", "call", "call", "check", "bet 100", "allin", "allin")
    said = [str(line) for line in h.notes]
    assert ("Seat 2 is all-in to 150, less than a full raise to 200: the betting is not "
            "reopened for seats that have already acted") in said
    assert ("The short all-ins since seat 1 acted add up to a full raise: seat 1 may raise "
            "again") in said


def test_a_refused_raise_names_the_seat_as_the_caller_numbers_it():
    """The table shows its own seat numbers (a hand's seat 0 may be table seat 3): the
    refusal names the seat by the caller's numbering, and says what the seat may do."""
    from app.core.nlhe.actions import OTHERS_ALL_IN, LegalActions

    legal = LegalActions(0, Street.FLOP, 0, 500, 200, 200, None, None, OTHERS_ALL_IN)
    said = legal.refusal(Action("raise", 400), number=lambda seat: seat + 3).render()
    assert said == ("No raise: every other player is all-in, so seat 3 can only call. Seat 3 "
                    "may fold or call 200"), said
    assert legal.refusal(Action("raise", 400)).render().startswith(
        "No raise: every other player is all-in, so seat 0 can only call. Seat 0 may")
