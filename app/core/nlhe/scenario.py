"""No-limit scenario hands (SCENARIOS.md): settle one, or export a hand to one.

``settle_nlhe`` validates the JSON hand (every error names the field, or the
action by its index in ``actions``, counted from 0, with the legal range),
plays the actions through :class:`~app.core.nlhe.hand.NLHand` and returns
the result object. A hand whose actions stop before the end is a decision
point: ``complete`` is false and ``next_decision`` describes the seat to act.
``hand_from_scenario`` gives the played hand itself (the table's demo mode),
and ``hand_to_scenario`` writes any hand back in the same format. The
optional ``names`` list (each seat's name) is the table's: ``scenario_names``
reads it when the table opens a hand and ``hand_to_scenario`` writes it;
``settle`` never reads it, so a hand settles the same with or without names.
"""

from __future__ import annotations

import unicodedata
from typing import Any, Mapping, Sequence

from ..cards import CardError, card_text, parse_card, two
from ..errors import Message, ScenarioError, both, either, pairs, said
from ..safe_repr import short_repr
from ..text import QT_TRANSLATE_NOOP, Translate, english
from . import GAME
from .actions import KINDS, SIZED, Action, ActionError
from .hand import NLHand
from .setup import MAX_NAME, HandSetup, SetupError, verify_stakes

KEYS = {"game", "stacks", "button", "small_blind", "big_blind", "ante", "hole_cards", "board",
        "actions", "title", "note", "description", "id", "names"}
REQUIRED = ("stacks", "button", "small_blind", "big_blind", "actions")  # cards: see _check_cards


def _error(message: Message) -> Exception:
    return ScenarioError(message)


def _card_list(value: Any, label: object) -> list[int]:
    if not isinstance(value, list):
        raise _error(said(QT_TRANSLATE_NOOP(
            "Errors", "{label} must be a list of cards like [\"As\", \"Td\"]"), label=label))
    try:
        return [parse_card(v) for v in value]
    except CardError as e:
        raise _error(said(QT_TRANSLATE_NOOP("Errors", "{label}: {reason}"),
                          label=label, reason=e)) from None


def _hole_cards(value: Any, seats: int) -> list[list[int]]:
    if not isinstance(value, list) or len(value) != seats:
        got = (pairs(len(value))
               if isinstance(value, list) else short_repr(value))
        raise _error(said(QT_TRANSLATE_NOOP(
            "Errors", "'hole_cards' needs one pair of cards per seat: {seats} seats, {got}"),
            seats=seats, got=got))
    out = []
    for seat, pair in enumerate(value):
        cards = _card_list(pair, said(QT_TRANSLATE_NOOP("Errors", "'hole_cards' seat {seat}"),
                                      seat=seat))
        if len(cards) != 2:
            raise _error(said(QT_TRANSLATE_NOOP(
                "Errors", "'hole_cards': seat {seat} needs 2 cards, not {count}"),
                seat=seat, count=len(cards)))
        out.append(cards)
    return out


def _action(item: Any, index: int) -> Action:
    forms = '["fold"], ["check"], ["call"], ["bet", TO], ["raise", TO]', '["allin"]'
    if not isinstance(item, list) or not item or item[0] not in KINDS:
        raise _error(said(QT_TRANSLATE_NOOP(
            "Errors", "action {index} ({action}) must be one of {forms}"),
            index=index, action=short_repr(item), forms=either(forms)))
    kind, args = item[0], item[1:]
    if kind in SIZED:
        if len(args) != 1 or isinstance(args[0], bool) or not isinstance(args[0], int):
            raise _error(said(QT_TRANSLATE_NOOP(
                "Errors", "action {index} ({kind}): write [\"{kind}\", TO] with TO the whole "
                "number of chips the seat's wager on this street comes to"),
                index=index, kind=kind))
        if args[0] <= 0:
            raise _error(said(QT_TRANSLATE_NOOP(
                "Errors", "action {index} ({kind} to {amount}): the amount must be positive"),
                index=index, kind=kind, amount=args[0]))
        return Action(kind, args[0])
    if args:
        raise _error(said(QT_TRANSLATE_NOOP(
            "Errors", "action {index} ({kind}) takes no amount: write [\"{kind}\"]"),
            index=index, kind=kind))
    return Action(kind)


def _setup(data: Mapping[str, Any]) -> HandSetup:
    unknown = sorted(set(data) - KEYS)
    if unknown:
        raise _error(said(QT_TRANSLATE_NOOP("Errors", "unknown field '{key}'"), key=unknown[0]))
    for key in REQUIRED:
        if key not in data:
            raise _error(said(QT_TRANSLATE_NOOP("Errors", "missing field '{key}'"), key=key))
    stacks = data["stacks"]
    if not isinstance(stacks, list):
        raise _error(said(QT_TRANSLATE_NOOP(
            "Errors", "'stacks' must be a list of chip counts, one per seat")))
    if not isinstance(data["actions"], list):
        raise _error(said(QT_TRANSLATE_NOOP(
            "Errors", "'actions' must be a list like [[\"raise\", 30], [\"call\"]]")))
    try:
        verify_stakes(stacks, data["button"], data["small_blind"], data["big_blind"],
                     data.get("ante", 0))
    except SetupError as e:
        raise _error(e) from None
    board = _card_list(data.get("board", []), "'board'")
    try:
        return HandSetup(tuple(stacks), data["button"], data["small_blind"], data["big_blind"],
                         data.get("ante", 0),
                         tuple(two(p) for p in _hole_cards(data["hole_cards"], len(stacks)))
                         if "hole_cards" in data else (),
                         tuple(board))
    except SetupError as e:
        raise _error(e) from None


def _check_cards(hand: NLHand, index: int) -> None:
    """A hand that reaches a showdown needs every hole card and the whole board; a hand
    still being played, or won when the others fold, needs none (SCENARIOS.md)."""
    if not hand.is_over or sum(not f for f in hand.folded) < 2:
        return
    where = (said(QT_TRANSLATE_NOOP("Errors", "after action {index}"), index=index)
             if index >= 0 else said(QT_TRANSLATE_NOOP("Errors", "before any action")))
    missing: list[object] = []
    if not hand.setup.hole_cards:
        missing.append(said(QT_TRANSLATE_NOOP("Errors",
                                              "'hole_cards' (one pair of cards per seat)")))
    if hand.cards_missing:
        missing.append(said(QT_TRANSLATE_NOOP("Errors", "{count} 'board' cards (it has {given})"),
                            count=hand.board_needed, given=len(hand.setup.board)))
    if missing:
        raise _error(said(QT_TRANSLATE_NOOP(
            "Errors", "the hand reaches the showdown {when}, so it needs {missing}"),
            when=where, missing=both(missing)))


def hand_from_scenario(data: Mapping[str, Any], game: str = GAME) -> NLHand:
    """The hand a scenario describes, its actions played; ScenarioError when invalid or
    when its ``game`` is not ``game`` (the registry's no-limit game, whose id the caller
    passes; this engine's own by default)."""
    if not isinstance(data, Mapping) or data.get("game") != game:
        raise _error(said(QT_TRANSLATE_NOOP(
            "Errors", "a no-limit hand is a JSON object with {pair}"),
            pair=f'"game": "{game}"'))
    hand = NLHand(_setup(data))
    actions = [_action(item, i) for i, item in enumerate(data["actions"])]
    for i, action in enumerate(actions):
        if hand.is_over:
            if i:
                raise _error(said(QT_TRANSLATE_NOOP(
                    "Errors", "action {index} ({action}): the hand is already over after "
                    "action {previous}"), index=i, action=action.words, previous=i - 1))
            raise _error(said(QT_TRANSLATE_NOOP(
                "Errors", "action {index} ({action}): the hand is already over before any "
                "action"), index=i, action=action.words))
        seat = hand.to_act
        try:
            hand.act(action)
        except ActionError as e:
            raise _error(said(QT_TRANSLATE_NOOP(
                "Errors", "action {index} (seat {seat}, {action}): {reason}"),
                index=i, seat=seat, action=action.words, reason=e)) from None
    _check_cards(hand, len(actions) - 1)
    return hand


def settle_nlhe(data: Mapping[str, Any], translate: Translate = english) -> dict[str, Any]:
    """The SCENARIOS.md result of one no-limit hand; raises ScenarioError when invalid."""
    hand = hand_from_scenario(data)
    given = len(data.get("board") or [])
    if given in (1, 2):  # the hand never needed them, but no street deals 1 or 2 cards
        raise _error(said(QT_TRANSLATE_NOOP(
            "Errors", "'board' holds 0, 3, 4 or 5 cards (the flop, turn and river), not {given}"),
            given=given))
    out: dict[str, Any] = {
        "ok": True,
        "complete": hand.is_over,
        "decisions": [r.legal.to_json() for r in hand.history],
        "uncalled_returned": {str(s): c for s, c in sorted(hand.uncalled.items())},
        "board": [card_text(c) for c in hand.board],
    }
    if not hand.is_over:
        legal = hand.legal()
        assert legal is not None  # a seat is to act until the hand is over
        out.update(next_decision=legal.to_json(), street=hand.street.id,
                   stacks=list(hand.stacks), bets=list(hand.bets), pot=hand.pot)
        out["explanation"] = [line.render(translate) for line in hand.notes]
        return out
    result = hand.outcome
    assert result is not None  # the hand is over
    out["final_stacks"] = list(result.final_stacks)
    out["pots"] = [{"amount": a.amount, "eligible": list(a.eligible), "winners": list(a.winners),
                    "shares": {str(s): c for s, c in a.shares.items()}} for a in result.awards]
    out["hands"] = {str(s): v.category.id for s, v in result.showdown.items()}
    out["explanation"] = result.explanation(translate)
    return out


# Characters a name may not hold: controls, invisible formatting, line and paragraph breaks.
_UNPRINTABLE = ("Cc", "Cf", "Cs", "Zl", "Zp")


def scenario_names(data: Mapping[str, Any], seats: int) -> tuple[str, ...]:
    """The seats' names a scenario gives (SCENARIOS.md's optional ``names``: one a seat, each
    text of at most MAX_NAME characters with no control character), or () without them;
    ScenarioError, in one sentence naming the seat (from 0), when they are bad."""
    names = data.get("names")
    if names is None:
        return ()
    if not isinstance(names, list):
        raise _error(said(QT_TRANSLATE_NOOP(
            "Errors", "'names' must be a list of names, one per seat, like [\"Ana\", "
            "\"Bohdan\"], not {value}"), value=short_repr(names)))
    if len(names) != seats:
        raise _error(said(QT_TRANSLATE_NOOP(
            "Errors", "'names' must list one name for each of the {seats} seats, not {count}"),
            seats=seats, count=len(names)))
    for seat, name in enumerate(names):
        if not isinstance(name, str):
            raise _error(said(QT_TRANSLATE_NOOP(
                "Errors", "'names': seat {seat}'s name must be text in quotes, not {value}"),
                seat=seat, value=short_repr(name)))
        if len(name) > MAX_NAME:
            raise _error(said(QT_TRANSLATE_NOOP(
                "Errors", "'names': seat {seat}'s name has {count} characters; a name has at "
                "most {most}"), seat=seat, count=len(name), most=MAX_NAME))
        bad = next((c for c in name if unicodedata.category(c) in _UNPRINTABLE), None)
        if bad is not None:
            raise _error(said(QT_TRANSLATE_NOOP(
                "Errors", "'names': seat {seat}'s name holds a control character ({code})"),
                seat=seat, code=f"U+{ord(bad):04X}"))
    return tuple(names)


def hand_to_scenario(hand: NLHand, names: Sequence[str] = (), **info: Any) -> dict[str, Any]:
    """The hand so far as a scenario object; ``names`` (one a seat) adds the seats' names,
    ``info`` adds title, note, description or id.

    The board holds the cards the hand has reached, so a decision point does
    not give away the cards still to come.
    """
    bad = sorted(set(info) - {"title", "note", "description", "id"})
    if bad:
        raise ValueError(f"unknown scenario field '{bad[0]}'")
    s = hand.setup
    if names and len(names) != s.seats:
        raise ValueError(f"{len(names)} names for {s.seats} seats")
    return {"game": GAME, **info, **({"names": list(names)} if names else {}),
            "stacks": list(s.stacks), "button": s.button,
            "small_blind": s.small_blind, "big_blind": s.big_blind, "ante": s.ante,
            **({"hole_cards": [[card_text(c) for c in pair] for pair in s.hole_cards]}
               if s.hole_cards else {}),
            "board": [card_text(c) for c in s.board[:hand.board_needed]],
            "actions": [a.to_json() for a in hand.actions]}
