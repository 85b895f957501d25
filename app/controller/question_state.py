"""A trainer question drawn as a table: the same picture the table screen uses."""

from __future__ import annotations

from typing import Optional

from app.controller.felt_words import FeltWords
from app.controller.table_state import SeatView, SpotView, TableState
from app.core.cards import card_text
from app.core.chips import fewest_stacks
from app.core.games.registry import find_game
from app.core.trainer.questions import Question
from app.i18n import format_signed, qt_translate
from app.settings import Settings


def _dimmed(q: Question) -> frozenset[str]:
    """After the answer: every shown card outside the best five cards of its hand."""
    out: set[str] = set()
    player, dealer = q.best_five("player"), q.best_five("dealer")
    if player and len(q.seats) == 1:
        shown = (*q.seats[0].cards, *q.board)
        out |= {card_text(c) for c in shown if c not in player}
    if dealer and q.dealer_shown:
        out |= {card_text(c) for c in q.dealer if c not in dealer}
        if not player:
            out |= {card_text(c) for c in q.board if c not in dealer}
    return frozenset(out)


def question_state(q: Question, settings: Settings, answered: bool = False) -> TableState:
    """The TableState of a question; with ``answered``, the unused cards dimmed."""
    felt = FeltWords()
    game = find_game(q.game)
    denoms = settings.get("chips/denominations")
    seats = []
    for i, seat in enumerate(q.seats):
        paid = dict(seat.paid)  # a layout to audit: each spot as the dealer settled it
        spots = tuple(_spot(game.spot_label(bet).render(qt_translate), bet, stake, paid.get(bet),
                            denoms, felt)
                      for bet, stake in seat.bets)
        seats.append(SeatView(i + 1, tuple(card_text(c) for c in seat.cards), spots,
                              seat.folded, to_act=q.to_act == i))
    board = () if q.story else \
        tuple(card_text(c) for c in q.board) + (None,) * (5 - len(q.board))
    dealer = tuple(card_text(c) for c in q.dealer) if q.dealer_shown else ()
    return TableState(
        game=q.game, stage="question", dealer_cards=dealer, board=board, seats=tuple(seats),
        caption=q.prompt.render(qt_translate),
        dealer_label=felt.dealer() if game.has_dealer_hand and not q.story else "",
        title=game.title.render(qt_translate),
        rule_lines=tuple(line.render(qt_translate) for line in game.felt_rules(q.rules)),
        denominations=tuple(denoms), four_colour=settings.get("table/four_colour_deck"),
        card_back=settings.get("table/card_back"),
        dimmed=_dimmed(q) if answered else frozenset(), spot_rows=game.spot_rows,
        story=tuple(line.render(qt_translate) for line in q.story))


def _spot(label: str, bet: str, stake: int, net: Optional[int], denoms,
          felt: FeltWords) -> SpotView:
    """A bet spot of a question; with ``net``, settled as the dealer settled it (paid chips
    beside a win, the word for a push or a loss)."""
    chips = tuple(fewest_stacks(stake, denoms))
    if net is None or not stake:
        return SpotView(bet, label, stake, chips)
    result = "win" if net > 0 else "push" if net == 0 else "lose"
    return SpotView(bet, label, stake, chips, result, net,
                    tuple(fewest_stacks(net, denoms)) if net > 0 else (),
                    felt.result_text(result, net), format_signed(net) if net > 0 else "")
