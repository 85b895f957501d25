"""A table hand to and from scenario files (SCENARIOS.md).

A scenario describes one seat. A table of several seats is saved as JSON
Lines, one valid scenario per seat in seat order, all with the same dealer
cards, board and rules; so ``python -m app settle`` settles the same file seat
by seat. Each line carries the seat's decisions: those already made, else
what the seat would do by the table's plan or strategy.
"""

from __future__ import annotations

from typing import Any, Sequence

from ..cards import card_text, parse_card
from ..rules import CasinoHoldemRules, HoldemBonusRules
from ..scenario import ScenarioError, settle_scenario
from .casino_holdem import CasinoHoldemHand
from .hand import HandCards, SeatBets, Stage, StepHand
from .holdem_bonus import HoldemBonusHand

CASINO_GAMES = ("casino_holdem", "holdem_bonus")
_RULE_KEYS = {"casino_holdem": ("ante_paytable", "bonus_paytable", "aa_bonus_on_fold"),
              "holdem_bonus": ("ante_pays_on", "ties", "bonus_paytable")}
_SHARED = ("game", "dealer", "board")


def to_scenarios(hand: StepHand) -> list[dict[str, Any]]:
    """One scenario object per seat, in seat order."""
    game = hand.GAME
    rules = {k: getattr(hand.rules, k) for k in _RULE_KEYS[game]}
    out = []
    for seat, bets in enumerate(hand.seats):
        plan = hand.plan(seat)
        item: dict[str, Any] = {"game": game, **rules,
                                "player": [card_text(c) for c in hand.cards.players[seat]],
                                "dealer": [card_text(c) for c in hand.cards.dealer],
                                "board": [card_text(c) for c in hand.cards.board],
                                "ante": bets.ante}
        if game == "casino_holdem":
            item.update(aa_bonus=bets.bonus, decision=plan[Stage.FLOP])
        else:
            item.update(bonus=bets.bonus, preflop=plan[Stage.DEALT])
            if plan[Stage.DEALT] == "play":
                item.update(flop=plan[Stage.FLOP], turn=plan[Stage.TURN])
        out.append(item)
    return out


def from_scenarios(items: Sequence[Any]) -> StepHand:
    """The table hand that a file of 1 to 7 seat scenarios describes.

    Raises ScenarioError naming the hand (1-based) and what is wrong.
    """
    if not items:
        raise ScenarioError("the file holds no hand")
    if len(items) > 7:
        raise ScenarioError(f"a table has at most 7 seats; the file has {len(items)} hands")
    for i, item in enumerate(items, start=1):
        if isinstance(item, Exception):
            raise ScenarioError(f"hand {i}: {item}")
        result = settle_scenario(item)  # validates every field the same way settle does
        if not result["ok"]:
            raise ScenarioError(f"hand {i}: {result['error']}")
        if item["game"] not in CASINO_GAMES:
            raise ScenarioError(f"hand {i}: the table shows {' and '.join(CASINO_GAMES)} hands")
    first = items[0]
    game = first["game"]
    rules_of = {"casino_holdem": CasinoHoldemRules, "holdem_bonus": HoldemBonusRules}[game]

    def rules(item: dict) -> object:
        return rules_of(**{k: item[k] for k in _RULE_KEYS[game] if k in item})

    def same(key: str, item: dict) -> bool:
        if key == "game":
            return item.get(key) == first.get(key)
        return [parse_card(c) for c in item[key]] == [parse_card(c) for c in first[key]]

    for i, item in enumerate(items[1:], start=2):
        differs = [k for k in _SHARED if not same(k, item)]
        if differs or rules(item) != rules(first):
            what = f"'{differs[0]}' differs" if differs else "the rules differ"
            raise ScenarioError(f"hand {i}: {what} from hand 1; the seats of one table share "
                                f"the game, the dealer's cards, the board and the rules")
    players = [tuple(parse_card(c) for c in item["player"]) for item in items]
    seen: dict[int, int] = {}
    for i, cards in enumerate(players, start=1):
        for c in cards:
            if c in seen:
                raise ScenarioError(f"hand {i}: the card {card_text(c)} is also seat "
                                    f"{seen[c]}'s card")
            seen[c] = i
    cards = HandCards(tuple(players), tuple(parse_card(c) for c in first["dealer"]),
                      tuple(parse_card(c) for c in first["board"]))
    if game == "casino_holdem":
        seats = [SeatBets(it["ante"], it.get("aa_bonus", 0)) for it in items]
        script = {(Stage.FLOP, s): it["decision"] for s, it in enumerate(items)}
        return CasinoHoldemHand(seats, cards, rules=rules(first), script=script)
    seats = [SeatBets(it["ante"], it.get("bonus", 0)) for it in items]
    script = {}
    for s, it in enumerate(items):
        script[Stage.DEALT, s] = it["preflop"]
        if it["preflop"] == "play":
            script[Stage.FLOP, s], script[Stage.TURN, s] = it["flop"], it["turn"]
    return HoldemBonusHand(seats, cards, rules=rules(first), script=script)
