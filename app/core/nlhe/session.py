"""Computer players at a no-limit table: one hand, or a whole session, played out.

:func:`play_hand` asks the player of the seat to act for its action, through a
:class:`~app.core.nlhe.view.PlayerView` only, until the hand is over, then
tells every player the hand's public actions. :func:`play_session` deals and
plays hands at a :class:`~app.core.nlhe.table.Table` and passes on the cards
shown at each showdown, as a player at a real table would see them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping, Optional, Sequence

from .hand import NLHand
from .table import HandRecord, Table
from .view import PublicAction, Shown, view_of

if TYPE_CHECKING:  # the players (and numpy under them) load when a table first plays
    from .players import Player


def play_hand(hand: NLHand, players: Sequence[Player], ids: Optional[Sequence[int]] = None,
              shown: Sequence[Shown] = ()) -> None:
    """Play ``hand`` to its end; ``players[i]`` plays hand seat i, ``ids`` are their table
    seat numbers. A player's action outside the legal set raises ActionError."""
    ids = tuple(ids) if ids is not None else tuple(range(hand.n))
    while not hand.is_over:
        view = view_of(hand, ids, shown)
        hand.act(players[view.seat].decide(view), view.seat)
    history = tuple(PublicAction(r.seat, r.street, r.kind, r.to, r.added, r.all_in)
                    for r in hand.history)
    for player in {id(p): p for p in players}.values():
        player.hand_over(history, ids)


def play_session(table: Table, players: Mapping[int, Player],
                 hands: Optional[int] = None) -> list[HandRecord]:
    """Deal and play hands until the session is over (or ``hands`` more are played);
    ``players`` maps each table seat number to its player."""
    shown: list[Shown] = []
    played: list[HandRecord] = []
    while not table.session_over and (hands is None or len(played) < hands):
        hand = table.start_hand()
        seats = table.hand_seats
        play_hand(hand, [players[s] for s in seats], seats, tuple(shown))
        record = table.finish_hand()
        played.append(record)
        for seat in record.outcome.showdown:
            pair = record.setup.hole_cards[seat]
            shown.append(Shown(record.number, seats[seat], (pair[0], pair[1])))
    return played
