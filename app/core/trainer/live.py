"""What a live question is made from: a drill's question, or the hand on the table.

The instructor asks the class about a drill question (the trainer's own, under a house's
rules), the casino table's hand, or the no-limit table's hand at the step shown. Each is
asked as the drills ask it, with their own builders, so its key and derivation come from
the rules core as a drill's do:

- ``{"kind": "drill", "drill": id, "level": 1-3, "seed": n, "house": profile JSON or null}``:
  the trainer's question (``drills.generate``);
- ``{"kind": "table", "scenario": [one scenario per seat], "step": n}``: the casino table's
  hand (``table_scenario.to_scenarios``) played by its plan: at the step shown, the seat
  deciding (else seat 1; ``"seat"``, from 1, names another) is settled bet by bet with
  its net, as ``ch.total`` and ``thb.total`` ask it;
- ``{"kind": "nl", "scenario": {... hand_to_scenario ...}, "step": n}``: the no-limit hand
  after its first ``n`` actions, asked what the no-limit table asks its dealer there
  (``nl_dealer``): at a decision, whose action it is, the call and the smallest raise; once
  the hand is over, who wins each pot at a showdown, else the pots (or the chips in the pot
  when all but one folded). ``"ask"`` (``action``, ``street_pot``, ``pots``, ``award``)
  asks one of the others where it fits.

Anything else is a :class:`~app.core.errors.SheetError` saying what is wrong.
"""

from __future__ import annotations

from typing import Any, Mapping, Optional

from ..errors import CoreError, SheetError
from ..games.hand import StepHand
from ..games.registry import find_game
from ..games.table_scenario import from_scenarios
from ..profiles import STANDARD, HouseProfile, read_profile
from ..text import QT_TRANSLATE_NOOP
from .deals import Deal, SeatDeal
from .drills import DRILLS, MAX_SEED, _bet_parts, _question, generate
from .questions import Question
from .sheets import _received

KINDS = ("drill", "table", "nl")
MAX_STEPS = 200  # more steps than any hand takes
SETTLE_PROMPT = QT_TRANSLATE_NOOP(
    "Trainer", "Settle this player: each bet (+ paid, 0 push, - taken) and the net.")


def live_question(source: Any) -> Question:
    """The question ``source`` describes (see the module's words); SheetError when it is not
    a source the app writes or its hand cannot be played."""
    data = _received(source)
    if not isinstance(data, dict):
        raise SheetError("A live question's source must be an object.")
    kind = data.get("kind")
    if kind == "drill":
        return _drill(_fields(data, {"kind", "drill", "level", "seed", "house"}))
    if kind == "table":
        return _table(_fields(data, {"kind", "scenario", "step"}, {"seat"}))
    if kind == "nl":
        return _nl(_fields(data, {"kind", "scenario", "step"}, {"ask"}))
    raise SheetError(f"A live question's kind must be one of {', '.join(KINDS)}.")


def _fields(data: dict[str, Any], required: set[str], optional: frozenset[str] | set[str] = frozenset()
            ) -> dict[str, Any]:
    missing = required - set(data)
    if missing:
        raise SheetError(f"A live question's source has no {sorted(missing)[0]!r}.")
    unknown = set(data) - required - set(optional)
    if unknown:
        raise SheetError(f"A live question's source has an unknown field "
                         f"{str(sorted(map(str, unknown))[0])[:40]!r}.")
    return data


def _whole(value: Any, what: str, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise SheetError(f"{what} must be a whole number from {low} to {high}.")
    return value


def _reason(e: Exception) -> str:
    """An error's sentence, in English (the instructor's app says why its source was
    refused; it never reaches a trainee)."""
    text = (str(e).strip() or type(e).__name__)[:300]
    return text.rstrip(".") + "."


# -- a drill's question -------------------------------------------------------------------------
def _house(value: Any) -> HouseProfile:
    if value is None:
        return STANDARD
    if not isinstance(value, str):
        raise SheetError("A live question's house must be a house profile's JSON text or null.")
    try:
        return read_profile(value)
    except CoreError as e:
        raise SheetError(f"The house profile is not valid: {_reason(e)}") from None


def _drill(data: Mapping[str, Any]) -> Question:
    drill = data["drill"]
    if not isinstance(drill, str) or drill not in DRILLS:
        raise SheetError("A live question's drill is not one of this app's.")
    level = _whole(data["level"], "A live question's level", 1, 3)
    seed = _whole(data["seed"], "A live question's seed", 0, MAX_SEED)
    try:
        return generate(drill, level, seed, house=_house(data["house"]))
    except CoreError as e:
        raise SheetError(f"That drill question cannot be made: {_reason(e)}") from None


# -- the casino table's hand ------------------------------------------------------------------
def _played(scenario: Any, step: int) -> tuple[StepHand, Optional[int]]:
    """The table's hand read from its scenarios, and the seat deciding after ``step`` of its
    steps (None when none is): the hand is then played to its settlement by its plan."""
    if not isinstance(scenario, list) or not scenario:
        raise SheetError("A table's scenario must be a list of one scenario per seat.")
    try:
        hand = from_scenarios(scenario)
    except (CoreError, ValueError, KeyError, TypeError) as e:
        raise SheetError(f"This is not a hand the table can show: {_reason(e)}") from None
    deciding: Optional[int] = None
    for taken in range(MAX_STEPS + 1):
        if taken == step:
            deciding = hand.to_decide()
        action = hand.next_action()
        if action is None:
            break
        hand.apply(action)
    else:  # pragma: no cover - every hand ends in a dozen steps or so
        raise SheetError("The table's hand does not end.")
    if step > taken:
        raise SheetError(f"The table's hand has {taken} steps, not {step}.")
    return hand, deciding


def _table(data: Mapping[str, Any]) -> Question:
    step = _whole(data["step"], "The table's step", 0, MAX_STEPS)
    hand, deciding = _played(data["scenario"], step)
    seats = len(hand.seats)
    seat = deciding if deciding is not None else 0
    if "seat" in data:
        seat = _whole(data["seat"], "The seat asked", 1, seats) - 1
    game = find_game(hand.GAME)
    drill = game.trainer.total_drill
    if not drill:  # pragma: no cover - the table deals these two games only
        raise SheetError("The table's game has no question to ask.")
    settlement = hand.settlements[seat]
    bets = hand.seats[seat]
    player = hand.cards.players[seat]
    seat_deal = SeatDeal(player, bets.ante, bets.bonus,
                         tuple(hand.plan(seat)[s] for s in hand.plan(seat)), settlement,
                         frozenset())
    deal = Deal(game.id, hand.rules, (seat_deal,), hand.cards.dealer,  # type: ignore[arg-type]
                hand.cards.board)
    level = 2 if bets.bonus else 1
    return _question(drill, level, deal, SETTLE_PROMPT,
                     _bet_parts(seat_deal, game.settle_order), derivation=settlement.lines(),
                     best={"player": settlement.player, "dealer": settlement.dealer})


# -- the no-limit table's hand ---------------------------------------------------------------
def _nl(data: Mapping[str, Any]) -> Question:
    # deferred: the no-limit package loads when a no-limit hand is first asked, as in the drills
    from ..nlhe.config import ASK_ACTION, ASK_AWARD, ASK_POTS, ASK_STREET_POT, ASKS
    from ..nlhe.scenario import hand_from_scenario
    from .nl_dealer import level_for
    from .nl_drills import award_question, call_question, pots_question, street_pot_question

    step = _whole(data["step"], "The hand's step", 0, MAX_STEPS)
    ask = data.get("ask")
    if ask is not None and ask not in ASKS:
        raise SheetError(f"A no-limit question asks one of {', '.join(ASKS)}.")
    scenario = data["scenario"]
    if not isinstance(scenario, dict):
        raise SheetError("A no-limit hand's scenario must be an object.")
    try:
        whole = hand_from_scenario(scenario)
    except (CoreError, ValueError, KeyError, TypeError) as e:
        raise SheetError(f"This is not a no-limit hand: {_reason(e)}") from None
    if step > len(whole.actions):
        raise SheetError(f"The hand has {len(whole.actions)} actions, not {step}.")
    hand = whole.replay(step)
    level = level_for(hand.n)
    outcome = hand.outcome if hand.is_over else None
    if ask is None:
        if not hand.is_over:
            ask = ASK_ACTION
        elif outcome is not None and len(outcome.showdown) >= 2:
            ask = ASK_AWARD
        elif outcome is not None and len(outcome.pots) >= 2:
            ask = ASK_POTS
        else:
            ask = ASK_STREET_POT
    if ask == ASK_ACTION:
        if hand.is_over:
            raise SheetError("The hand is over: no seat is to act.")
        return call_question(hand, level, ask_seat=True)
    if ask == ASK_STREET_POT:
        return street_pot_question(hand, level)
    if outcome is None:
        raise SheetError("The hand's betting is not over: its pots are not made yet.")
    if ask == ASK_POTS:
        last = hand.history[-1].street if hand.history else None
        board = hand.setup.board[:last.board_cards] if last is not None else ()
        return pots_question(hand, level, board)
    assert ask == ASK_AWARD
    if len(outcome.showdown) < 2:
        raise SheetError("The hand ended without a showdown: nobody shows a hand to award.")
    return award_question(hand, level)
