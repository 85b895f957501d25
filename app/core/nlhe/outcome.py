"""The end of a no-limit hand: pots awarded, final stacks, and what the dealer says.

:func:`settle_hand` turns a finished :class:`~app.core.nlhe.hand.NLHand` into
a :class:`HandOutcome`: the pots as they stand before the showdown, each one
awarded on its own (odd chips as GAMES.md says), the uncalled chips already
returned, and the explanation lines in the order a dealer says them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Protocol, Sequence

from ..cards import shown_cards
from ..evaluator import HandValue
from ..text import Line, Term, Translate, english
from .actions import ActionError
from .lines import (
    ODD_MANY,
    ODD_ONE,
    SHOWS,
    SPLIT,
    WINS,
    WINS_ALONE,
    WINS_FOLD,
    pot_line,
    pot_title,
    seat_list,
)
from .pots import PotAward, SidePots, clockwise_from_button
from .setup import HandSetup


class FinishedHand(Protocol):
    """What settling reads of a hand (an :class:`~app.core.nlhe.hand.NLHand`, which
    imports this module: named by what it offers, so this one need not import it)."""

    @property
    def is_over(self) -> bool: ...
    @property
    def setup(self) -> HandSetup: ...
    @property
    def n(self) -> int: ...
    @property
    def folded(self) -> Sequence[bool]: ...
    @property
    def contributed(self) -> Sequence[int]: ...
    @property
    def stacks(self) -> Sequence[int]: ...
    @property
    def notes(self) -> Sequence[Line]: ...
    @property
    def uncalled(self) -> Mapping[int, int]: ...


@dataclass(frozen=True)
class HandOutcome:
    """How a finished hand ended.

    ``showdown`` maps the seats that showed to their hands (empty when
    everyone else folded); ``awards`` follow ``pots`` (main pot first);
    ``final_stacks`` are the stacks after every award.
    """

    start_stacks: tuple[int, ...]
    final_stacks: tuple[int, ...]
    pots: SidePots
    awards: tuple[PotAward, ...]
    uncalled: Mapping[int, int]
    showdown: Mapping[int, HandValue]
    lines: tuple[Line, ...]

    @property
    def won(self) -> tuple[int, ...]:
        """Chips each seat receives from the pots."""
        won = [0] * len(self.final_stacks)
        for award in self.awards:
            for seat, chips in award.shares.items():
                won[seat] += chips
        return tuple(won)

    @property
    def net(self) -> tuple[int, ...]:
        """Each seat's result for the hand: final stack minus starting stack."""
        return tuple(f - s for f, s in zip(self.final_stacks, self.start_stacks, strict=True))

    @property
    def by_fold(self) -> bool:
        return not self.showdown

    def explanation(self, translate: Translate = english) -> list[str]:
        return [line.render(translate) for line in self.lines]


def _award_lines(pot: Term, award: PotAward, showdown: Mapping[int, HandValue]) -> list[Line]:
    winners = award.winners
    if not showdown:
        return [Line.of(WINS_FOLD, pot=pot, amount=award.amount, seat=winners[0])]
    if award.rank is None:
        return [Line.of(WINS_ALONE, pot=pot, amount=award.amount, seat=winners[0])]
    hand = showdown[winners[0]].term
    if len(winners) == 1:
        return [Line.of(WINS, pot=pot, amount=award.amount, seat=winners[0], hand=hand)]
    out = [Line.of(SPLIT, pot=pot, amount=award.amount, hand=hand,
                   share=award.amount // len(winners), **seat_list(winners))]
    odd = award.odd_chips
    if len(odd) == 1:
        out.append(Line.of(ODD_ONE, pot=pot, last=odd[0]))
    elif odd:
        out.append(Line.of(ODD_MANY, pot=pot, **seat_list(odd)).with_count(len(odd)))
    return out


def settle_hand(hand: FinishedHand) -> HandOutcome:
    """Award the pots of a finished hand; ActionError when it is not over or lacks cards."""
    if not hand.is_over:
        raise ActionError("the hand is not over yet")
    setup = hand.setup
    live = [s for s in range(hand.n) if not hand.folded[s]]
    showdown: dict[int, HandValue] = {}
    if len(live) > 1:
        if not setup.hole_cards:
            raise ActionError("the showdown needs every seat's two hole cards, and none are "
                              "known")
        if len(setup.board) < 5:
            raise ActionError(f"the showdown needs 5 board cards, only {len(setup.board)} "
                              f"are known")
        order = clockwise_from_button(live, setup.button, hand.n)
        showdown = {s: HandValue(setup.hole_cards[s] + setup.board) for s in order}
        ranks = {s: v.rank for s, v in showdown.items()}
    else:
        ranks = {live[0]: 0}
    pots = SidePots(hand.contributed, hand.folded)
    awards = pots.award(ranks, setup.button)
    final = list(hand.stacks)
    for award in awards:
        for seat, chips in award.shares.items():
            final[seat] += chips
    said = list(hand.notes)
    titles = [pot_title(i, len(pots)) for i in range(len(pots))]
    said += [pot_line(t, p.amount, p.eligible) for t, p in zip(titles, pots, strict=True)]
    said += [Line.of(SHOWS, seat=s, cards=shown_cards(setup.hole_cards[s]), hand=v.term)
             for s, v in showdown.items()]
    for title, award in zip(titles, awards, strict=True):
        said += _award_lines(title, award, showdown)
    return HandOutcome(setup.stacks, tuple(final), pots, awards, dict(hand.uncalled),
                       showdown, tuple(said))
