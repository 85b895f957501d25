"""The showdown in words: which hand wins and, between hands of one category, the cards
that decide (the kicker), or that the five cards are equal in rank."""

from __future__ import annotations

from ..evaluator import DecidingRank, HandValue, RanksOf
from ..text import QT_TRANSLATE_NOOP, Line

PLAYER_BEATS = QT_TRANSLATE_NOOP("Rules", "The player's {hand} beats the dealer's {dealer_hand}.")
DEALER_BEATS = QT_TRANSLATE_NOOP("Rules", "The dealer's {dealer_hand} beats the player's {hand}.")
PLAYER_BEATS_ON = QT_TRANSLATE_NOOP(
    "Rules", "The player's {hand} beats the dealer's {dealer_hand}: {ranks} against "
             "{dealer_ranks}, the {rank} beats the {dealer_rank}.")
DEALER_BEATS_ON = QT_TRANSLATE_NOOP(
    "Rules", "The dealer's {dealer_hand} beats the player's {hand}: {dealer_ranks} against "
             "{ranks}, the {dealer_rank} beats the {rank}.")
EQUAL = QT_TRANSLATE_NOOP(
    "Rules", "Tie: the player's and the dealer's best five cards are equal in rank "
             "({hand}, {ranks}).")


def same_category(player: HandValue, dealer: HandValue) -> bool:
    return player.category is dealer.category


def rank_args(player: HandValue, dealer: HandValue) -> dict[str, object]:
    """The arguments of a sentence that names the deciding ranks: each hand, its five
    ranks in order, and the rank of each that decides (when they differ)."""
    args: dict[str, object] = {"hand": player.term, "dealer_hand": dealer.term,
                               "ranks": RanksOf(player), "dealer_ranks": RanksOf(dealer)}
    if player.rank != dealer.rank and same_category(player, dealer):
        args.update(rank=DecidingRank(player, dealer, 0), dealer_rank=DecidingRank(player,
                                                                                   dealer, 1))
    return args


def comparison(player: HandValue, dealer: HandValue) -> Line:
    """Which hand wins, naming the deciding ranks when both are of one category."""
    if player.rank == dealer.rank:
        return Line.of(EQUAL, hand=player.term, ranks=RanksOf(player))
    args = rank_args(player, dealer)
    if not same_category(player, dealer):
        template = PLAYER_BEATS if player.rank < dealer.rank else DEALER_BEATS
        return Line.of(template, hand=player.term, dealer_hand=dealer.term)
    return Line.of(PLAYER_BEATS_ON if player.rank < dealer.rank else DEALER_BEATS_ON, **args)
