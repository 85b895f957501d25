"""A trainer question drawn as a table: the same picture the table screen uses."""

from __future__ import annotations

from app.controller.felt_words import FeltWords
from app.controller.table_state import SeatView, TableState
from app.core.cards import card_text
from app.core.games.registry import find_game
from app.core.trainer.questions import Question, SeatView as QuestionSeat
from app.i18n import qt_translate
from app.system.settings import Settings


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


def _collected(q: Question, seat: QuestionSeat, settings: Settings) -> bool:
    """Whether a folded seat's cards are off the felt, as the dealer collects them: not
    while a bet is still settled on them (a question about that bet needs them), nor when
    the settings keep folded cards face up."""
    if not seat.folded or settings.get("table/keep_folded_cards"):
        return False
    game = find_game(q.game)
    side = dict(seat.bets).get(game.side_bet, 0) if game.side_bet else 0
    return not game.folded_cards_in_play(q.rules, side)


def question_state(q: Question, settings: Settings, answered: bool = False) -> TableState:
    """The TableState of a question; with ``answered``, the unused cards dimmed."""
    felt = FeltWords()
    game = find_game(q.game)
    denoms = settings.get("chips/denominations")
    seats = []
    for i, seat in enumerate(q.seats):
        paid = dict(seat.paid)  # a layout to audit: each spot as the dealer settled it
        spots = tuple(felt.spot(bet, game.spot_label(bet).render(qt_translate), stake, denoms,
                                paid.get(bet))
                      for bet, stake in seat.bets)
        seats.append(SeatView(i + 1, () if _collected(q, seat, settings) else
                              tuple(card_text(c) for c in seat.cards), spots,
                              seat.folded, to_act=q.to_act == i))
    board = () if q.story else \
        tuple(card_text(c) for c in q.board) + (None,) * (5 - len(q.board))
    dealer = tuple(card_text(c) for c in q.dealer) if q.dealer_shown else ()
    return TableState(
        game=q.game, stage="question", dealer_cards=dealer, board=board, seats=tuple(seats),
        caption=q.prompt.render(qt_translate),
        dealer_label=felt.dealer() if game.has_dealer_hand and not q.story else "",
        title=game.title.render(qt_translate),
        rule_lines=tuple(line.render(qt_translate) for line in game.felt_rules(q.rules))
        if game.felt_rules else (),
        denominations=tuple(denoms), four_colour=settings.get("table/four_colour_deck"),
        card_back=settings.get("table/card_back"),
        dimmed=_dimmed(q) if answered else frozenset(), spot_rows=game.spot_rows,
        story=tuple(line.render(qt_translate) for line in q.story))

