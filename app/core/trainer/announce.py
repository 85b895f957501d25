"""The dealer's calls: what the dealer says at a step of a hand, from the core's outcome.

A call is one of a fixed set of sentences ("Dealer qualifies: pair of sixes.",
"Player wins: flush. Ante pays 2 to 1.", "Push."), each with an id that says
what it means (``win/flush/2``). At level 1 the trainee picks the call among
four; at levels 2 and 3 types it, helped by the list of every call of that step
(the screen completes as the trainee types), so what is checked is the call's
meaning, in the trainee's language.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Iterable, Iterator, Mapping, Optional

from ..cards import Card
from ..evaluator import HAND_TERMS, PAIR_NAMES, Category, HandValue
from ..games.registry import GAMES, find_game
from ..games.settlement import BetResult, Outcome, Settlement
from ..profiles import STANDARD, HouseProfile
from ..rules import line_term
from ..text import QT_TRANSLATE_NOOP, Line, Term
from . import deals
from .deals import Deal
from .drill_spec import Drill, register, seat_view, target
from .game_facts import deal_function
from .makeable import call_could_be_made, names_a_rank_shown, shown_hands
from .parts import CallPart, ChoicePart, Option, Part
from .questions import Question, tline, tterm

C = "Calls"
QUALIFIES = QT_TRANSLATE_NOOP("Calls", "Dealer qualifies: {hand}.")
NOT_QUALIFIED = QT_TRANSLATE_NOOP("Calls", "Dealer does not qualify.")
NOT_QUALIFIED_PAYS = QT_TRANSLATE_NOOP("Calls", "Dealer does not qualify: ante pays {n} to 1, "
                                                "call pushes.")
WINS_PAYS = QT_TRANSLATE_NOOP("Calls", "Player wins: {hand}. Ante pays {n} to 1.")
WINS_PUSHES = QT_TRANSLATE_NOOP("Calls", "Player wins: {hand}. Ante pushes.")
DEALER_WINS = QT_TRANSLATE_NOOP("Calls", "Dealer wins: {hand}.")
PUSH = QT_TRANSLATE_NOOP("Calls", "Push.")
AA_PAYS = QT_TRANSLATE_NOOP("Calls", "AA Bonus pays {n} to 1: {line}.")
AA_LOSES = QT_TRANSLATE_NOOP("Calls", "AA Bonus loses.")
BONUS_PAYS = QT_TRANSLATE_NOOP("Calls", "Bonus pays {n} to 1: {line}.")
BONUS_LOSES = QT_TRANSLATE_NOOP("Calls", "Bonus loses.")
BONUS_WINS = 0.5  # the share of bonus calls asked of a bonus that wins (TRAINER.md: 65% at most)
PUSH_SHARE = 0.1  # the share of player's calls asked of a push (where the table pushes it)
NOT_QUALIFIED_SHARE = 0.5  # the share of dealer's calls asked of a dealer who does not qualify
ANNOUNCE_CASES = ("call_dealer", "call_player", "call_bonus", "dealer_not_qualified", "push")

_HANDS: dict[str, Term] = HAND_TERMS
_QUALIFYING = [h for h in _HANDS if h not in ("pair_of_twos", "pair_of_threes", "high_card")]
_ANTE_LINE = {h: h for h in ("royal_flush", "straight_flush", "four_of_a_kind", "full_house",
                              "flush")}
_TEMPLATES = {"qualifies": QUALIFIES, "not_qualified": NOT_QUALIFIED,
              "not_qualified_pays": NOT_QUALIFIED_PAYS, "wins": WINS_PAYS,
              "wins_push": WINS_PUSHES, "dealer_wins": DEALER_WINS, "push": PUSH,
              "aa_pays": AA_PAYS, "aa_loses": AA_LOSES, "bonus_pays": BONUS_PAYS,
              "bonus_loses": BONUS_LOSES}


def call_line(call: str) -> Line:
    """The words of a call id: ``kind[/hand or line][/n]``."""
    kind, *rest = call.split("/")
    args: dict[str, object] = {}
    if kind in ("qualifies", "wins", "wins_push", "dealer_wins"):
        args["hand"] = _HANDS[rest[0]]
    if kind in ("aa_pays", "bonus_pays"):
        args["line"] = line_term(rest[0])
    if kind in ("wins", "not_qualified_pays", "aa_pays", "bonus_pays"):
        args["n"] = int(rest[-1])
    return Line.in_context(C, _TEMPLATES[kind], **args)


def _hand(value: HandValue) -> str:
    return value.term.id


def step_calls(game: str, step: str, rules: Any) -> list[str]:
    """Every call a dealer may make at ``step`` of ``game`` under ``rules``: the trainee's
    choices, and the list the typed answer is completed from."""
    facts = find_game(game).trainer
    hands = list(_HANDS)
    if step == "dealer":
        return [f"qualifies/{h}" for h in _QUALIFYING] + ["not_qualified"]
    if step == "player" and facts.ante_calls_from_table:
        # Each hand with what the ante table pays on it: a call that contradicts the table
        # printed on the felt is no call a dealer would make.
        table = rules.ante_table
        pays = sorted(set(table.multipliers.values()))
        return ([f"wins/{h}/{table.pays(_ANTE_LINE.get(h, 'straight_or_lower'))}"
                 for h in hands]
                + [f"not_qualified_pays/{n}" for n in pays]
                + [f"dealer_wins/{h}" for h in _QUALIFYING] + ["push"])
    if step == "player":
        return ([f"wins/{h}/1" for h in hands] + [f"wins_push/{h}" for h in hands]
                + [f"dealer_wins/{h}" for h in hands] + ["push"])
    table = rules.bonus_table
    kind = facts.side_bet_call
    return [f"{kind}_pays/{line}/{table.pays(line)}" for line in table.lines] + [f"{kind}_loses"]


def _player_call(game: str, s: Settlement) -> str:
    ante: BetResult = s.bet("ante")
    if s.outcome is Outcome.PUSH:
        return "push"
    if s.outcome is Outcome.DEALER_WINS:
        return f"dealer_wins/{_hand(s.dealer)}"
    if s.outcome is Outcome.DEALER_NOT_QUALIFIED:
        return f"not_qualified_pays/{ante.multiplier}"
    if ante.net > 0:  # (an ante paid by a table is never pushed on a win)
        return f"wins/{_hand(s.player)}/{ante.multiplier}"
    return f"wins_push/{_hand(s.player)}"


def _bonus_call(game: str, s: Settlement) -> str:
    spec = find_game(game)
    r = s.bet(spec.side_bet)
    kind = spec.trainer.side_bet_call
    return f"{kind}_pays/{r.paytable_line}/{r.multiplier}" if r.net > 0 else f"{kind}_loses"


def _near(calls: list[str], key: str, rng: random.Random, n: int = 3) -> list[str]:
    """``n`` wrong calls of ``calls`` a dealer might make instead of ``key``: the same words
    with another figure or hand first, then (the third) any other call of the step."""
    parts = key.split("/")
    def alike(c: str) -> int:
        other = c.split("/")
        return sum(a == b for a, b in zip(parts, other, strict=False)) + (other[0] == parts[0])
    wrong = [c for c in calls if c != key]
    rng.shuffle(wrong)
    wrong.sort(key=alike, reverse=True)
    picked = wrong[:min(n, 2)]
    if n > 2:
        rest = [c for c in wrong[2:] if c.split("/")[0] != parts[0]] or wrong[2:]
        picked.append(rng.choice(rest))
    return picked


# Hands by strength, the highest first (a call's hand read from its id: ``wins/flush/2``).
_STRENGTH = {h: i for i, h in enumerate(
    [*(c.id for c in Category if c <= Category.TWO_PAIR),
     *(f"pair_of_{name}" for name, _text in reversed(PAIR_NAMES)), Category.HIGH_CARD.id])}


def _strength(call: str) -> Optional[int]:
    """The strength of the hand the call id ``call`` names (0 the highest), None for none."""
    found = [_STRENGTH[part] for part in call.split("/") if part in _STRENGTH]
    return min(found) if found else None


def _from_tiers(calls: list[str], key: str, tiers: Iterable[Mapping[str, frozenset[str]]],
                shown: tuple[Card, ...], rules: Any, rng: random.Random, n: int,
                keep: Callable[[str], bool]) -> list[str]:
    """Up to ``n`` wrong calls that ``keep`` takes, of the first tier of ``tiers``, nearest
    to the key first, then of the next tier; none naming a pair of a rank absent from
    ``shown``."""
    picked: list[str] = []
    if n <= 0:
        return picked
    for tier in tiers:
        need = n - len(picked)
        left = [c for c in calls if c != key and c not in picked and keep(c)
                and call_could_be_made(c, tier, rules) and names_a_rank_shown(c, shown)]
        picked += _near([key, *left], key, rng, need) if len(left) > need else left
        if len(picked) == n:
            break
    return picked


def _wrong_calls(calls: list[str], key: str, tiers: Iterable[Mapping[str, frozenset[str]]],
                 shown: tuple[Card, ...], rules: Any, rng: random.Random) -> list[str]:
    """Three wrong calls for a choice among four: calls naming hands of the first tier of
    ``tiers`` (makeable.shown_hands: hands the cards the question shows hold, then those
    they are a card or two short of), nearest to the key first, then of the next tier;
    where the tiers leave fewer than three, the step's other calls, in the step's order;
    never a call naming a pair of a rank absent from ``shown``.

    Where the key names a hand, the wrong calls naming a higher hand are as many as drawn
    evenly from none to three (as far as the tiers have them: the hands the cards hold are
    mostly lower than the key's, those they are a card short of mostly higher), the rest
    the others (more higher ones where the others run out): the key is no more often the
    highest hand named than the lowest (TRAINER.md's rule of thumb: "pick the highest hand"
    was right on 43% of the player's calls, the limit 40%)."""
    made: list[Mapping[str, frozenset[str]]] = []  # the tiers worked out (each when first asked)
    coming = iter(tiers)

    def each() -> Iterator[Mapping[str, frozenset[str]]]:
        yield from made
        for tier in coming:
            made.append(tier)
            yield tier

    strength = _strength(key)
    if strength is None:
        picked = _from_tiers(calls, key, each(), shown, rules, rng, 3, lambda c: True)
    else:
        def higher(c: str) -> bool:
            s = _strength(c)
            return s is not None and s < strength
        picked = _from_tiers(calls, key, each(), shown, rules, rng, rng.randrange(4), higher)
        picked += _from_tiers(calls, key, each(), shown, rules, rng, 3 - len(picked),
                              lambda c: c not in picked and not higher(c))
        if len(picked) < 3:  # too few of the others: more higher hands, then any call
            picked += _from_tiers(calls, key, each(), shown, rules, rng, 3 - len(picked),
                                  lambda c: c not in picked)
    others = [c for c in calls if c != key and c not in picked and names_a_rank_shown(c, shown)]
    return [*picked, *others[:3 - len(picked)]]


def _push_share(facts: Any, game: str, level: int, house: HouseProfile) -> float:
    """How often the player's call is a push: PUSH_SHARE where a push can be asked (a tie
    that pushes needs a table that pushes ties: level 3 deals at one), else never."""
    if facts.call_cases.get("push") != "tie" or level == 3 or house.rules(game).ties_push:
        return PUSH_SHARE
    return 0.0


def call_announce(rng: random.Random, level: int, focus: Optional[str],
                  house: HouseProfile = STANDARD) -> Question:
    """What the dealer says: when the dealer's hand is turned up (Casino Hold'em: qualifies
    or not), when a player is settled, and for the bonus bet. Level 1 picks among four calls
    at a Casino Hold'em table; levels 2 and 3 type the call, at either casino game (level 3
    under the house variants)."""
    # Weak-area practice of the dealer's step, or of a case only a game whose dealer
    # qualifies has, deals the first such game (Casino Hold'em); otherwise half the time
    # another game with calls, from level 2.
    games = [g for g in GAMES.values() if g.trainer.call_steps]
    first = next(g for g in games if "dealer" in g.trainer.call_steps)
    others = [g for g in games if g is not first]
    # A push asked as a tie needs a table that pushes ties: level 3 (which draws its tie
    # rule) deals at one; below it, a house whose dealer wins ties deals the first game.
    only_first = focus in ("call_dealer", "dealer_not_qualified") or focus == "push" and \
        level < 3 and any(g.trainer.call_cases.get("push") == "tie"
                          and not house.rules(g.id).ties_push
                          for g in others)
    spec = first if level == 1 or only_first or rng.random() < 0.5 else \
        others[0] if len(others) == 1 else rng.choice(others)
    game, facts = spec.id, spec.trainer
    steps = list(facts.call_steps)
    if level == 1 and focus != "call_bonus":  # level 1 practises the bonus call when asked
        steps = ["dealer", "player"]
    step = focus[5:] if focus in ("call_dealer", "call_player", "call_bonus") and \
        focus[5:] in steps else rng.choice(steps)
    case = focus if focus in ("dealer_not_qualified", "push") else None
    if case:
        step = "dealer" if case == "dealer_not_qualified" and rng.random() < 0.5 else "player"
    deal: Deal
    deal_with = deal_function(spec)
    if step == "bonus":
        # The bonus call is asked of a hand built for it: a bonus that wins half the time,
        # on a line of the table drawn evenly, else one that loses (neither kind of call is
        # the key of most questions: TRAINER.md's guessing limit).
        lines = house.rules(game).bonus_table.lines
        line = rng.choice(lines) if rng.random() < BONUS_WINS else "loses"
        deal = deal_with(rng, level, bonus=True, play_out=False, case=f"bonus_{line}",
                         house=house)
    elif step == "dealer" and case is None:
        # The dealer's call is asked of a hand built for it: half the time a dealer who does
        # not qualify, else one who does (dealt as they come, three dealers in four qualify:
        # TRAINER.md's guessing limit).
        if rng.random() < NOT_QUALIFIED_SHARE:
            deal = deal_with(rng, level, bonus=False, play_out=True,
                             case=facts.call_cases["dealer_not_qualified"], house=house)
        else:
            deal = deal_with(rng, level, bonus=False, play_out=True,
                             want=lambda s: s.dealer_qualifies is True, house=house)
    elif step == "player" and case is None and rng.random() >= _push_share(facts, game, level,
                                                                            house):
        # The player's call is asked of a hand built for its kind, drawn evenly among a win,
        # a dealer who wins, and the game's third (a dealer who does not qualify, an ante
        # that pushes), a push now and then (below): dealt as they come, "Dealer wins" was
        # the key of nearly half (TRAINER.md's rule of thumb).
        kinds = sorted({c.split("/")[0] for c in step_calls(game, "player", house.rules(game))}
                       - {"push"})
        kind = kinds[int(rng.random() * len(kinds))]
        deal = deal_with(rng, level, bonus=False, play_out=True, house=house,
                         want=lambda s: _player_call(game, s).split("/")[0] == kind)
    else:
        if step == "player" and case is None:  # a push, built for it
            case = "push"
        ties = "push" if case == "push" and facts.call_cases.get(case) == "tie" \
            and level == 3 else None
        deal = deal_with(rng, level, bonus=False, play_out=True,
                         case=facts.call_cases.get(case) if case else None, house=house,
                         ties=ties)
    s = deal.seats[0].settlement
    if step == "dealer":
        key = f"qualifies/{_hand(s.dealer)}" if s.dealer_qualifies else "not_qualified"
        prompt = QT_TRANSLATE_NOOP("Calls", "The dealer turns up the cards. What do you say?")
    elif step == "player":
        key = _player_call(game, s)
        prompt = QT_TRANSLATE_NOOP("Calls", "You settle the player. What do you say?")
    else:
        key = _bonus_call(game, s)
        prompt = QT_TRANSLATE_NOOP("Calls", "You settle the bonus bet. What do you say?")
    calls = step_calls(game, step, deal.rules)
    assert key in calls, (key, step)
    label = tline(QT_TRANSLATE_NOOP("Trainer", "The dealer's call"))
    bonus_step = step == "bonus"
    board = deal.board[:facts.side_bet_board if bonus_step else 5]
    dealer = deal.dealer if not bonus_step or facts.side_bet_dealer else ()
    if level == 1:
        # The wrong calls name hands the cards shown hold (makeable.py).
        player = deal.seats[0].cards
        tiers = shown_hands(dealer, player, board, bonus_step)
        ids = [key, *_wrong_calls(calls, key, tiers, (*dealer, *player, *board), deal.rules,
                                  rng)]
        rng.shuffle(ids)
        # Chosen by the digits 1 to 4 (no letter stands for a call).
        options = tuple(Option(c, call_line(c), "") for c in ids)
        part: Part = ChoicePart("answer", label, key, options)
    else:
        part = CallPart("answer", label, key, tuple(Option(c, call_line(c), "") for c in calls))
    # The working of this step only: the dealer's qualification, the main bets at the
    # showdown, or the bonus bet (whose hand is decided before the rest is dealt).
    bonus_bets = ("aa_bonus", "bonus")
    if step == "dealer":
        working = list(s.notes[:1])
    elif step == "player":
        working = [*s.notes, *(b.line for b in s.bets
                               if b.line is not None and b.bet not in bonus_bets)]
    else:
        working = [b.line for b in s.bets if b.line is not None and b.bet in bonus_bets]
    derivation = [*working,
                  tline(QT_TRANSLATE_NOOP("Trainer", "The call: {call}"), call=call_line(key))]
    tags = deal.tags | {f"call_{step}"}
    shown = (spec.side_bet, "ante") if bonus_step else \
        tuple(b for b in spec.settle_order if b != spec.side_bet)
    views = tuple(seat_view(deal, seat, shown) for seat in deal.seats)
    dealer_shown = not bonus_step or facts.side_bet_dealer
    best: dict[str, Optional[HandValue]] = {} if bonus_step else {"player": s.player,
                                                                   "dealer": s.dealer}
    if bonus_step and facts.side_bet_board:  # a side bet on the cards and the flop
        best = {"player": s.bonus_hand}
    return Question("call.announce", level, 0, game, Line.in_context(C, prompt), (part,), views,
                    tuple(dealer), dealer_shown, board,
                    deal.rules, tuple(derivation), target("call.announce", level),
                    frozenset(tags), best, deal,
                    case=focus if focus in ANNOUNCE_CASES else "")


register(18, Drill("call.announce", deals.CH, tterm("call.announce", QT_TRANSLATE_NOOP(
    "Trainer", "The dealer's calls")), (6, 10, 12), call_announce, ANNOUNCE_CASES))
