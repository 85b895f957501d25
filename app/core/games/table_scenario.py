"""A table hand to and from scenario files (SCENARIOS.md).

A scenario describes one seat. A table of several seats is saved as JSON
Lines, one valid scenario per seat in seat order, all with the same dealer
cards, board and rules; so ``python -m app settle`` settles the same file seat
by seat. Each line carries the seat's decisions: those already made, else
what the seat would do by the table's plan or strategy.
"""

from __future__ import annotations

from typing import Any, Sequence

from ..cards import card_text, five, parse_card, two
from ..errors import RulesError, ScenarioError, both, said
from ..scenario import settled
from ..text import QT_TRANSLATE_NOOP
from .hand import HandCards, SeatBets, StepHand
from .registry import find_game, game_of, table_games

_SHARED = ("game", "dealer", "board")


def to_scenarios(hand: StepHand) -> list[dict[str, Any]]:
    """One scenario object per seat, in seat order."""
    game = game_of(hand)
    rules = game.rule_values(hand.rules)
    out = []
    for seat, bets in enumerate(hand.seats):
        plan = hand.plan(seat)
        item: dict[str, Any] = {"game": game.id, **rules,
                                "player": [card_text(c) for c in hand.cards.players[seat]],
                                "dealer": [card_text(c) for c in hand.cards.dealer],
                                "board": [card_text(c) for c in hand.cards.board],
                                "ante": bets.ante}
        if game.side_bet:
            item[game.side_bet] = bets.bonus
        item.update({d.key: plan[d.stage] for d in game.decisions if d.stage in plan})
        out.append(item)
    return out


def from_scenarios(items: Sequence[Any]) -> StepHand:
    """The table hand that a file of 1 to 7 seat scenarios describes.

    Raises ScenarioError naming the hand (1-based) and what is wrong.
    """
    if not items:
        raise ScenarioError(said(QT_TRANSLATE_NOOP("Errors", "the file holds no hand")))
    if len(items) > 7:
        raise ScenarioError(said(QT_TRANSLATE_NOOP(
            "Errors", "a table has at most {most} seats; the file has {count} hands"),
            most=7, count=len(items)))
    for i, item in enumerate(items, start=1):
        if isinstance(item, Exception):
            raise ScenarioError(said(QT_TRANSLATE_NOOP("Errors", "hand {hand}: {reason}"),
                                     hand=i, reason=item))
        try:
            settled(item)  # validates every field the same way settle does
        except (ScenarioError, RulesError) as e:
            raise ScenarioError(said(QT_TRANSLATE_NOOP("Errors", "hand {hand}: {reason}"),
                                     hand=i, reason=e)) from None
        if not find_game(item["game"]).has_table:
            raise ScenarioError(said(QT_TRANSLATE_NOOP(
                "Errors", "hand {hand}: the table shows {games} hands"),
                hand=i, games=both([g.id for g in table_games()])))
    first = items[0]
    game = find_game(first["game"])

    def rules(item: dict[str, Any]) -> object:
        return game.make_rules({k: item[k] for k in game.rule_keys if k in item})

    def same(key: str, item: dict[str, Any]) -> bool:
        if key == "game":
            alike: bool = item.get(key) == first.get(key)
            return alike
        return [parse_card(c) for c in item[key]] == [parse_card(c) for c in first[key]]

    for i, item in enumerate(items[1:], start=2):
        differs = [k for k in _SHARED if not same(k, item)]
        if differs:
            raise ScenarioError(said(QT_TRANSLATE_NOOP(
                "Errors", "hand {hand}: '{key}' differs from hand 1; the seats of one table "
                "share the game, the dealer's cards, the board and the rules"),
                hand=i, key=differs[0]))
        if rules(item) != rules(first):
            raise ScenarioError(said(QT_TRANSLATE_NOOP(
                "Errors", "hand {hand}: the rules differ from hand 1; the seats of one table "
                "share the game, the dealer's cards, the board and the rules"), hand=i))
    # settle_scenario has checked the counts: two cards a seat and for the dealer, a board of five
    players = [two([parse_card(c) for c in item["player"]]) for item in items]
    seen: dict[int, int] = {}
    for i, pair in enumerate(players, start=1):
        for c in pair:
            if c in seen:
                raise ScenarioError(said(QT_TRANSLATE_NOOP(
                    "Errors", "hand {hand}: the card {card} is also seat {seat}'s card"),
                    hand=i, card=card_text(c), seat=seen[c]))
            seen[c] = i
    cards = HandCards(tuple(players), two([parse_card(c) for c in first["dealer"]]),
                      five([parse_card(c) for c in first["board"]]))
    seats = [SeatBets(it["ante"], it.get(game.side_bet, 0) if game.side_bet else 0)
             for it in items]
    script = {}
    for s, it in enumerate(items):
        for d in game.decisions:
            script[d.stage, s] = it[d.key]
            if it[d.key] == "fold":
                break
    assert game.hand_class is not None
    # Each game's hand class takes its rules; StepHand itself has none to take.
    return game.hand_class(seats, cards, rules=rules(first), script=script)  # type: ignore[call-arg]
