"""A casino game's scenario hand (SCENARIOS.md), read and settled from its game spec.

One reader serves every casino game: the registry entry says which keys hold
the house rules, the side bet and the decisions, so a new casino game needs
no reader of its own. A decision that folds ends the seat's decisions (the
keys after it are not read, as a folded seat makes no more).
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Optional, Protocol

from ..scenario_fields import amount, choice, common, hand_cards, verify_keys, verify_limits
from ..text import Translate
from .hand import SeatBets, Stage
from .settlement import Settlement

FOLD = "fold"


class _Decision(Protocol):
    @property
    def key(self) -> str: ...
    @property
    def stage(self) -> Stage: ...
    @property
    def choices(self) -> tuple[str, ...]: ...


class CasinoGame(Protocol):
    """What the reader needs of a game's registry entry (a ``GameSpec``; named here as a
    protocol so that this module, which the registry imports, does not import it)."""

    @property
    def side_bet(self) -> str: ...
    @property
    def rule_keys(self) -> tuple[str, ...]: ...
    @property
    def decisions(self) -> tuple[_Decision, ...]: ...
    @property
    def settle_seat(self) -> Optional[Callable[..., Settlement]]: ...
    def make_rules(self, values: Mapping[str, Any] | None = None) -> Any: ...


def settle_casino_scenario(game: CasinoGame, data: Mapping[str, Any],
                           translate: Translate) -> dict[str, Any]:
    """The result object of one seat's hand; ScenarioError or RulesError when invalid."""
    side_key = {game.side_bet} if game.side_bet else set()
    verify_keys(data, {*game.rule_keys, "player", "dealer", "board", "ante", *side_key,
                       *(d.key for d in game.decisions)})
    rules = game.make_rules({k: data[k] for k in game.rule_keys if k in data})
    player, dealer, board = hand_cards(data)
    ante = amount(data, "ante", True, minimum=1)
    side = amount(data, game.side_bet, False) if game.side_bet else 0
    verify_limits(data, ante, side, game.side_bet or "ante")
    decisions: dict[str, str] = {}
    for d in game.decisions:
        decisions[d.stage.value] = choice(data, d.key, d.choices)
        if decisions[d.stage.value] == FOLD:
            break
    assert game.settle_seat is not None
    s = game.settle_seat(player, dealer, board, SeatBets(ante, side), decisions, rules)
    out = common(s, translate)
    out.update({b.bet: b.net for b in s.bets})
    if s.dealer_qualifies is not None:
        out["dealer_qualifies"] = s.dealer_qualifies
    if s.bonus_hand is not None:
        out["bonus_hand"] = s.bonus_hand.category.id
    return out
