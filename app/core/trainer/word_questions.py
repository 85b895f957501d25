"""Word questions for the rules pages' self-test, in the style of the dealers' documents:
"Ante 20, call 40, the player has a flush, the dealer qualifies and loses: how much do
you pay?"

Each question is a real random deal settled by the rules core under the house's active
rules; the sentences describe that deal and the answer is the core's. No card picture
is shown: the trainee works from the words, as in the documents.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Callable, Optional, Sequence

from ..cards import FULL_DECK, Card, card_text, shown_cards, two
from ..errors import GameFactError
from ..games import casino_holdem, casino_strategy, holdem_bonus
from ..games.registry import NLHE, GameSpec, find_game
from ..games.settlement import Outcome, Settlement, signed
from ..nlhe.history import hand_lines
from ..rules import CasinoHoldemRules, HoldemBonusRules
from ..text import QT_TRANSLATE_NOOP, Line
from .deals import ANTES, BONUSES
from .nl_drills import NLDeal, nl_call

C = "SelfTest"
TRIES = 200


def _line(template: str, **args: object) -> Line:
    return Line.in_context(C, template, **args)


@dataclass(frozen=True)
class WordQuestion:
    """A question in sentences, the amount that answers it, and the core's working."""

    game: str
    lines: tuple[Line, ...]
    ask: Line
    answer: int
    derivation: tuple[Line, ...]
    scenario: dict[str, object] = field(default_factory=dict, compare=False)
    asks: str = "paid"  # what the answer is: "paid", or a no-limit "call" or "raise"


def paid(s: Settlement, bets: Optional[Sequence[str]] = None) -> int:
    """What the dealer pays a seat: the winnings of every bet that wins (stakes apart), or
    of those of ``bets`` only."""
    return sum(b.net for b in s.bets if b.net > 0 and (bets is None or b.bet in bets))


def working(s: Settlement) -> tuple[Line, ...]:
    """The core's settlement lines, then what is paid: when a seat both wins and loses,
    what the winning bets are paid and what the losing ones leave, in place of a total that
    would read as the answer; when nothing wins, that nothing is paid."""
    lost = -sum(b.net for b in s.bets if b.net < 0)
    if not lost:
        return tuple(s.lines())
    bets = (*s.notes, *(b.line for b in s.bets if b.line is not None))
    if not paid(s):
        return (*bets, _line(QT_TRANSLATE_NOOP(
            "SelfTest", "Nothing is paid: you collect {lost} from the losing bets."), lost=lost))
    return (*bets, _line(QT_TRANSLATE_NOOP(
        "SelfTest", "You pay {paid} on the winning bets and collect {lost} from the losing "
                    "ones: {total} for the player in all."), paid=paid(s), lost=lost,
        total=signed(s.total)))


ASK_PAY = QT_TRANSLATE_NOOP("SelfTest", "How much do you pay the player? Count the winnings "
                                        "only, not the stakes the player keeps; 0 if nothing "
                                        "is paid.")
RIVER = QT_TRANSLATE_NOOP("SelfTest", "At the river, the player's hand: {player}; the "
                                      "dealer's hand: {dealer}.")
_CH_RESULT = {
    Outcome.PLAYER_WINS: QT_TRANSLATE_NOOP("SelfTest", "The dealer qualifies and loses."),
    Outcome.DEALER_NOT_QUALIFIED: QT_TRANSLATE_NOOP("SelfTest", "The dealer does not qualify."),
    Outcome.PUSH: QT_TRANSLATE_NOOP("SelfTest", "The dealer qualifies; the two hands tie."),
    Outcome.DEALER_WINS: QT_TRANSLATE_NOOP("SelfTest", "The dealer qualifies and wins."),
}
_THB_RESULT = {
    Outcome.PLAYER_WINS: QT_TRANSLATE_NOOP("SelfTest", "The player's hand wins."),
    Outcome.PUSH: QT_TRANSLATE_NOOP("SelfTest", "The two hands tie."),
    Outcome.DEALER_WINS: QT_TRANSLATE_NOOP("SelfTest", "The dealer's hand wins."),
}


def _deal(rng: random.Random) -> tuple[tuple[Card, Card], tuple[Card, Card], tuple[Card, ...]]:
    cards = rng.sample(FULL_DECK, 9)
    return two(cards[:2]), two(cards[2:4]), tuple(cards[4:])


def _stakes(rng: random.Random) -> tuple[int, int]:
    ante = rng.choice(ANTES[1] + ANTES[2])
    return ante, rng.choice(BONUSES[1]) if rng.random() < 0.6 else 0


def ch_story(s: Settlement, rules: CasinoHoldemRules, ante: int, bonus: int,
             tables: bool = True) -> list[Line]:
    """A settled Casino Hold'em seat told in sentences: the pay tables (with ``tables``), the
    bets, the bonus hand, the hands at the river and the dealer's qualification."""
    call = s.bet("call").stake
    lines = []
    if tables:
        lines.append(_line(QT_TRANSLATE_NOOP("SelfTest", "Pay tables: ante {ante}, AA Bonus "
                                                         "{bonus}."),
                           ante=rules.ante_paytable, bonus=rules.bonus_paytable))
    if s.outcome is Outcome.FOLD:
        lines.append(_line(QT_TRANSLATE_NOOP("SelfTest", "Ante {ante}; the player folds after "
                                                         "the flop."), ante=ante))
    else:
        lines.append(_line(QT_TRANSLATE_NOOP("SelfTest", "Ante {ante}, call {call}."),
                           ante=ante, call=call))
    if bonus:
        lines.append(_line(QT_TRANSLATE_NOOP("SelfTest", "AA Bonus {bonus}. The player's two "
                                                         "cards with the flop: {hand}."),
                           bonus=bonus, hand=s.bonus_hand.term if s.bonus_hand else ""))
        if s.outcome is Outcome.FOLD:
            lines.append(_line(_ON_FOLD[rules.aa_bonus_on_fold]))
    if s.outcome is not Outcome.FOLD:
        lines.append(_line(RIVER, player=s.player.term, dealer=s.dealer.term))
        lines.append(_line(_CH_RESULT[s.outcome]))
    return lines


def ch_question(rng: random.Random, rules: object) -> WordQuestion:
    """A Casino Hold'em hand in words: the bets, the hands, the dealer's qualification
    (under ``rules``, a :class:`CasinoHoldemRules`)."""
    if not isinstance(rules, CasinoHoldemRules):
        raise TypeError(f"a Casino Hold'em hand is told under its rules, not {rules!r}")
    for _ in range(TRIES):
        (p, d, board), (ante, bonus) = _deal(rng), _stakes(rng)
        decision = casino_strategy.decide(p, board[:3])
        s = casino_holdem.settle(p, d, board, ante, bonus, decision, rules)
        if paid(s) > 0 or rng.random() < 0.1:  # a question with nothing to pay now and then
            break
    lines = ch_story(s, rules, ante, bonus)
    return WordQuestion(casino_holdem.CasinoHoldemHand.GAME, tuple(lines), _line(ASK_PAY),
                        paid(s), working(s),
                        {"game": casino_holdem.CasinoHoldemHand.GAME,
                         "ante_paytable": rules.ante_paytable,
                         "bonus_paytable": rules.bonus_paytable,
                         "aa_bonus_on_fold": rules.aa_bonus_on_fold,
                         "player": [card_text(c) for c in p], "dealer": [card_text(c) for c in d],
                         "board": [card_text(c) for c in board], "ante": ante,
                         "aa_bonus": bonus, "decision": decision})


_ON_FOLD = {
    "settled": QT_TRANSLATE_NOOP("SelfTest", "This house settles the AA Bonus of a player who "
                                             "folds, as if the player had called."),
    "forfeited": QT_TRANSLATE_NOOP("SelfTest", "This house takes the AA Bonus of a player who "
                                               "folds, with the ante."),
}
_STREET_BET = {
    ("flop", "bet"): QT_TRANSLATE_NOOP("SelfTest", "On the flop the player bets {amount}."),
    ("flop", "check"): QT_TRANSLATE_NOOP("SelfTest", "On the flop the player checks."),
    ("turn", "bet"): QT_TRANSLATE_NOOP("SelfTest", "On the turn the player bets {amount}."),
    ("turn", "check"): QT_TRANSLATE_NOOP("SelfTest", "On the turn the player checks."),
}
_ANTE_PAYS = {
    "straight": QT_TRANSLATE_NOOP("SelfTest", "In this house the ante pays when the player wins "
                                              "with a straight or better."),
    "flush": QT_TRANSLATE_NOOP("SelfTest", "In this house the ante pays when the player wins "
                                           "with a flush or better."),
}
_TIES = {"push": QT_TRANSLATE_NOOP("SelfTest", "On a tie every bet pushes."),
         "dealer_wins": QT_TRANSLATE_NOOP("SelfTest", "On a tie the dealer wins.")}


def thb_story(s: Settlement, rules: HoldemBonusRules, p: tuple[Card, Card],
              d: tuple[Card, Card], ante: int, bonus: int, decisions: tuple[str, ...],
              tables: bool = True) -> list[Line]:
    """A settled Texas Hold'em Bonus Poker seat told in sentences: the house rules and bonus
    table (with ``tables``), the bets street by street, the starting cards, the hands at
    the river and who wins."""
    pre, flop, turn = decisions
    lines = []
    if tables:
        lines += [_line(_ANTE_PAYS[rules.ante_pays_on]), _line(_TIES[rules.ties]),
                  _line(QT_TRANSLATE_NOOP("SelfTest", "Bonus pay table: {bonus}."),
                        bonus=rules.bonus_paytable)]
    if bonus:
        lines.append(_line(QT_TRANSLATE_NOOP("SelfTest", "Ante {ante}, bonus bet {bonus}."),
                           ante=ante, bonus=bonus))
    else:
        lines.append(_line(QT_TRANSLATE_NOOP("SelfTest", "Ante {ante}, no bonus bet."),
                           ante=ante))
    cards = _line(QT_TRANSLATE_NOOP("SelfTest", "The player's two cards: {cards}."),
                  cards=shown_cards(p))
    if s.outcome is Outcome.FOLD:
        lines += [cards, _line(QT_TRANSLATE_NOOP("SelfTest", "The player folds before the "
                                                             "flop."))]
    else:
        lines += [cards, _line(QT_TRANSLATE_NOOP("SelfTest", "Before the flop the player plays "
                                                             "for {amount}."),
                               amount=s.bet("preflop").stake)]
        for street, choice in (("flop", flop), ("turn", turn)):
            lines.append(_line(_STREET_BET[(street, choice)], amount=s.bet(street).stake))
        lines.append(_line(RIVER, player=s.player.term, dealer=s.dealer.term))
        # A tie is told as a tie, whatever the house does with it: the trainee applies the
        # tie rule (said with the tables, or here when they are not told).
        tie = s.player.rank == s.dealer.rank
        lines.append(_line(_THB_RESULT[Outcome.PUSH if tie else s.outcome]))
        if tie and not tables:
            lines.append(_line(_TIES[rules.ties]))
    # A pair of aces on the bonus pays by the dealer's two cards: they are said either way.
    if bonus and holdem_bonus.bonus_line(p, d) in ("aa", "aa_vs_dealer_aa"):
        lines.append(_line(QT_TRANSLATE_NOOP("SelfTest", "The dealer's two cards: {cards}."),
                           cards=shown_cards(d)))
    return lines


def thb_question(rng: random.Random, rules: object) -> WordQuestion:
    """A Texas Hold'em Bonus Poker hand in words: the bets street by street, the starting
    cards (for the bonus), the final hands and who wins (under ``rules``, a
    :class:`HoldemBonusRules`)."""
    if not isinstance(rules, HoldemBonusRules):
        raise TypeError(f"a Texas Hold'em Bonus Poker hand is told under its rules, not "
                        f"{rules!r}")
    for _ in range(TRIES):
        (p, d, board), (ante, bonus) = _deal(rng), _stakes(rng)
        pre = holdem_bonus.preflop_strategy(p, rules)
        flop = holdem_bonus.street_strategy(p, board[:3])
        turn = holdem_bonus.street_strategy(p, board[:4])
        s = holdem_bonus.settle(p, d, board, ante, bonus, pre, flop, turn, rules)
        if paid(s) > 0 or rng.random() < 0.1:
            break
    lines = thb_story(s, rules, p, d, ante, bonus, (pre, flop, turn))
    return WordQuestion(holdem_bonus.HoldemBonusHand.GAME, tuple(lines), _line(ASK_PAY),
                        paid(s), working(s),
                        {"game": holdem_bonus.HoldemBonusHand.GAME,
                         "ante_pays_on": rules.ante_pays_on, "ties": rules.ties,
                         "bonus_paytable": rules.bonus_paytable,
                         "player": [card_text(c) for c in p], "dealer": [card_text(c) for c in d],
                         "board": [card_text(c) for c in board], "ante": ante, "bonus": bonus,
                         "preflop": pre, "flop": flop, "turn": turn})


def nl_question(rng: random.Random, _rules: object = None) -> WordQuestion:
    """A no-limit hand told as a hand history up to a decision: the chips the player to act
    must add to call, or the smallest bet or raise it may make."""
    q = nl_call(rng, rng.choice((1, 2)), None)
    deal = q.deal
    assert isinstance(deal, NLDeal)
    at = deal.hand
    legal = at.legal()
    assert legal is not None  # a decision point
    part = q.parts[rng.random() < 0.5]
    seat = legal.seat + 1
    ask = _line(QT_TRANSLATE_NOOP("SelfTest", "Seat {seat} to act: how many chips must it add "
                                              "to call? (0 if it can check)"), seat=seat) \
        if part.key == "call" else \
        _line(QT_TRANSLATE_NOOP("SelfTest", "Seat {seat} to act: the smallest bet or raise it may "
                                            "make, as a raise-to amount? (0 if it may not raise)"),
              seat=seat)
    answer = part.expected
    assert isinstance(answer, int)
    return WordQuestion(NLHE, tuple(hand_lines(at, settled=False)), ask, answer,
                        q.derivation, deal.scenario(), part.key)


# A function that tells a hand of a game in words, under the game's own rules object.
StoryFunction = Callable[[random.Random, object], WordQuestion]

# The functions by name, as a game's registry entry names one (GameSpec.trainer.story,
# resolved by app.core.trainer.game_facts).
BUILDERS: dict[str, StoryFunction] = {
    f.__name__: f for f in (ch_question, thb_question, nl_question)}


def word_question(game: str, seed: int, rules: Optional[object] = None) -> WordQuestion:
    """The self-test question of ``game`` for ``seed`` under ``rules`` (the game's rules
    object; the defaults when None)."""
    spec = find_game(game)
    if rules is None and spec.rules_class is not None:
        rules = spec.make_rules()
    return story_function(spec)(random.Random(f"selftest/{game}/{seed}"), rules)


def story_function(spec: GameSpec) -> StoryFunction:
    """The function that tells a hand of ``spec``'s game in words (GameFactError naming the
    game when its entry names none of :data:`BUILDERS`)."""
    story = BUILDERS.get(spec.trainer.story)
    if story is None:
        raise GameFactError(f"game {spec.id!r}: trainer.story {spec.trainer.story!r} is none "
                            f"of the trainer's functions ({', '.join(BUILDERS)})")
    return story
