"""The trainer's functions and pay tables a game's registry entry names, resolved once.

A :class:`~app.core.games.registry.GameSpec` names the trainer's function that deals a hand
of the game (``trainer.deal``), the one that tells a hand in words (``trainer.story``) and
the rules attribute of each pay table the pay-table drill multiplies by
(``PayTableWords.attribute``): names, because the trainer builds on the games, not the other
way round. Every user of them goes through this module, which checks every registered game's
names when the trainer loads (a misspelt name is an error at start, naming the game and the
name, not when the game is drawn) and hands back typed functions and tables.
"""

from __future__ import annotations

from ..errors import GameFactError
from ..games.registry import GAMES, GameSpec, PayTableWords
from ..profiles import STANDARD, HouseProfile
from ..rules import PayTable
from .deals import DEALS, DealFunction
from .word_questions import story_function


def deal_function(spec: GameSpec) -> DealFunction:
    """The function that deals a hand of ``spec``'s game for a drill."""
    deal = DEALS.get(spec.trainer.deal)
    if deal is None:
        raise GameFactError(f"game {spec.id!r}: trainer.deal {spec.trainer.deal!r} is none "
                            f"of the trainer's deals ({', '.join(DEALS)})")
    return deal


def pay_table(spec: GameSpec, words: PayTableWords, house: HouseProfile = STANDARD) -> PayTable:
    """The pay table ``words`` names, as ``house``'s rules for ``spec``'s game hold it."""
    if words.rule not in spec.rule_keys:
        raise GameFactError(f"game {spec.id!r}: the pay table of the {words.bet!r} bet is "
                            f"chosen by {words.rule!r}, a rule the game does not have "
                            f"({', '.join(spec.rule_keys)})")
    table = getattr(house.rules(spec.id), words.attribute, None)
    if not isinstance(table, PayTable):
        raise GameFactError(f"game {spec.id!r}: the rules hold no pay table "
                            f"{words.attribute!r} (the {words.bet!r} bet's)")
    return table


def check(spec: GameSpec) -> None:
    """Every function and pay table ``spec`` names resolves (GameFactError naming the game
    and the name that does not). An empty name is a fact the game does not have."""
    if spec.trainer.deal:
        deal_function(spec)
    if spec.trainer.story:
        story_function(spec)
    for words in spec.trainer.pay_tables:
        pay_table(spec, words)


for _spec in GAMES.values():
    check(_spec)
