"""No-limit Texas Hold'em (GAMES.md §3): the hand, the pots, the table, scenarios.

Seats are numbered 0..n-1 clockwise (seat i+1 sits left of seat i); amounts
are whole chips and every bet or raise amount is a raise-to total (the seat's
wager on the street after the action).

Rules decisions where GAMES.md leaves a choice:

- A short stack posts what it has: the ante first (dead money, not part of
  the street's wager), then its blind. A seat all-in on the ante posts no
  blind. Before the flop the amount to call stays the full big blind and
  the minimum raise is to two big blinds even when the big blind is short.
- When every other player still in is all-in, the last player who can bet
  only has to match the largest of their bets and may not raise.
- An all-in for less than the minimum bet or a full raise does not change
  the size of the minimum raise (the last full bet or raise of the round,
  at least the big blind).
- Odd chips go one each to the tied winners of a pot, starting with the
  first winner left of the button (the button last).
- The table moves the button to the next seat still playing, clockwise.
"""

# The registry id (app.core.games.registry); set before the imports below so that a
# submodule can always `from . import GAME`.
GAME = "nlhe"

from .actions import (
    ALLIN,
    BET,
    CALL,
    CHECK,
    FOLD,
    RAISE,
    Action,
    ActionError,
    ActionRecord,
    LegalActions,
    Post,
    Street,
)
from .hand import NLHand
from .outcome import HandOutcome
from .pots import Pot, PotAward, SidePots
from .setup import HandSetup, SetupError
from .table import HandRecord, Table, TableError, TableSeat

__all__ = ["ALLIN", "BET", "CALL", "CHECK", "FOLD", "RAISE", "Action", "ActionError",
           "ActionRecord", "HandOutcome", "HandSetup", "LegalActions", "NLHand", "Pot",
           "PotAward", "Post", "SetupError", "SidePots", "Street", "HandRecord", "Table",
           "TableError", "TableSeat"]
