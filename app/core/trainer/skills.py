"""The dealer's daily skills: word problems, pay-table maths at speed, colouring up.

These drills show no cards (or only chips): a hand told in sentences as the
dealers' documents test it, a stake times a pay-table multiplier, a pile of
chips to change or a payout to make from a given stack. Each key still comes
from the rules core: the word problems are real deals settled by it, the
multipliers are the active pay tables' own, the chips are counted by
:mod:`app.core.chips`.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Callable, NamedTuple, Optional, Sequence

from ..chips import DEFAULT_DENOMINATIONS, fewest_any, fewest_from, normalise
from ..errors import HandBuildError
from ..games.registry import GAMES, PayTableWords
from ..games.settlement import Settlement
from ..profiles import STANDARD, HouseProfile
from ..rules import CasinoHoldemRules, HoldemBonusRules, PayTable, line_term
from ..text import QT_TRANSLATE_NOOP, Joined, Line, Numerus, Term, Translate, english
from .deals import (
    CH,
    MANY_FAIR_TRIES,
    THB,
    Deal,
    deal_casino_holdem,
    deal_holdem_bonus,
)
from .drill_spec import (
    ANTE_CALL_KINDS,
    CH_CASES,
    THB_TOTAL_CASES,
    Drill,
    Kind,
    dealt,
    register,
    target,
    thb_kinds,
)
from .game_facts import pay_table
from .parts import AmountPart, ChipCountPart, NetPart
from .questions import PAID_ANTE_CALL, Question, tline, tterm
from .word_cases import NET_KINDS, NET_ZERO, ch_words_deal, thb_words_deal
from .word_questions import ASK_PAY, ch_story, paid, thb_story, working

# -- word problems ----------------------------------------------------------------------------
ASK_ANTE_CALL = QT_TRANSLATE_NOOP("Trainer", "How much do you pay on the ante and the call? "
                                             "(0 if nothing is paid)")
ASK_THB_MAIN = QT_TRANSLATE_NOOP("Trainer", "How much do you pay on the ante and the play bets? "
                                            "(0 if nothing is paid)")
ASK_NET = QT_TRANSLATE_NOOP("Trainer", "What is the player's net result for the hand? "
                                       "(+ paid, 0 push, - taken)")
PAID = QT_TRANSLATE_NOOP("Trainer", "Paid to the player")
# A question on the main bets alone (level 1) is labelled by the bets it asks of, as the
# card drill asking it labels it (ch.ante_call's "Paid on ante and call").
PAID_MAIN = {ASK_ANTE_CALL: PAID_ANTE_CALL,
             ASK_THB_MAIN: QT_TRANSLATE_NOOP("Trainer", "Paid on ante and play bets")}
NET = QT_TRANSLATE_NOOP("Trainer", "Net for the player")
PRODUCT = QT_TRANSLATE_NOOP("Trainer", "Stake \u00d7 multiplier")  # pay-table maths: a product


def _words_answer(s: Settlement, level: int, main: Sequence[str]) -> int:
    """The key of a word problem: level 1 the main bets' winnings, level 2 every bet's,
    level 3 the net of the whole settlement."""
    return paid(s, main) if level == 1 else paid(s) if level == 2 else s.total


def _words_question(drill: str, level: int, deal: Deal, story: list[Line], ask: str,
                    answer: int, derivation: Sequence[Line], case: str) -> Question:
    part = NetPart("answer", tline(NET), answer) if level == 3 else \
        AmountPart("answer", tline(PAID_MAIN.get(ask, PAID)), answer)
    # The question of level 2 is the rules pages' self-test's own, in its own context.
    prompt = Line.in_context("SelfTest", ask) if ask == ASK_PAY else tline(ask)
    return Question(drill, level, 0, deal.game, prompt, (part,), (), (), False, (),
                    deal.rules, tuple(derivation), target(drill, level), deal.tags,
                    {}, deal, story=tuple(story), case=case)


def _words_ask(rng: random.Random, level: int, focus: Optional[str],
               cases: tuple[str, ...]) -> str:
    """What a word problem is built to show: weak-area practice's focus at any level; at
    level 3 else, now and then, a net result of 0 (the winnings exactly what the bonus
    loses); "" for a hand dealt and steered to a kind of answer."""
    if focus in cases:
        return focus
    if level == 3 and rng.random() < NET_KINDS[NET_ZERO]:
        return NET_ZERO
    return ""


def _ch_words_kinds(level: int) -> tuple[Kind, ...]:
    """What a Casino Hold'em word problem pays on the ante and the call is drawn as the
    ante-and-call drill draws it (a win at even money, "3 x the ante", was the key of 55%)."""
    return ANTE_CALL_KINDS


# Hold'em Bonus: within each line of play bets (which the words tell street by street) the
# seat loses, wins with the ante paid or pushed, or ties ("4 x the ante", bet throughout and
# won with the ante pushed, was the key of 77% at level 1). Level 1's 0 (a loss, a tie, a
# fold) stays under 30%; at level 2 a won bonus pays beside a loss; level 3 asks the net, in
# which a loss, a tie and a fold are all told apart, as the settle-a-player drill draws it.
THB_WORDS_KINDS = {1: thb_kinds(0.02, 0.22, 0.37, 0.37, 0.04, False),
                   2: thb_kinds(0.02, 0.30, 0.325, 0.325, 0.05, True),
                   3: thb_kinds(0.06, 0.34, 0.34, 0.25, 0.07, True)}


def _thb_words_kinds(level: int) -> tuple[Kind, ...]:
    return THB_WORDS_KINDS[level]


class _WordsGame(NamedTuple):
    """What a game's word problems differ in: the drill, the main bets, the cases, how a hand
    is built for its case or dealt and steered, how it is told and what level 1 asks."""

    drill: str
    main: tuple[str, ...]
    cases: tuple[str, ...]
    built: Callable[[random.Random, str, int, HouseProfile], Deal]
    dealt: Callable[..., Deal]
    story: Callable[[Settlement, Deal, int], list[Line]]
    ask_main: str
    kinds: Callable[[int], tuple[Kind, ...]]


def _ch_story(s: Settlement, deal: Deal, level: int) -> list[Line]:
    seat = deal.seats[0]
    assert isinstance(deal.rules, CasinoHoldemRules)
    return ch_story(s, deal.rules, seat.ante, seat.bonus, tables=level == 3)


def _thb_story(s: Settlement, deal: Deal, level: int) -> list[Line]:
    seat = deal.seats[0]
    assert isinstance(deal.rules, HoldemBonusRules)
    return thb_story(s, deal.rules, seat.cards, deal.dealer, seat.ante, seat.bonus,
                     seat.decisions, tables=level > 1)


CH_WORDS = _WordsGame("ch.words", ("ante", "call"), CH_CASES, ch_words_deal,
                      deal_casino_holdem, _ch_story, ASK_ANTE_CALL, _ch_words_kinds)
THB_WORDS = _WordsGame("thb.words", ("ante", "preflop", "flop", "turn"), THB_TOTAL_CASES,
                       thb_words_deal, deal_holdem_bonus, _thb_story, ASK_THB_MAIN,
                       _thb_words_kinds)


def _words(game: _WordsGame, rng: random.Random, level: int, focus: Optional[str],
           house: HouseProfile) -> Question:
    ask = _words_ask(rng, level, focus, game.cases)
    if ask:  # built for it (app.core.trainer.word_cases)
        deal = game.built(rng, ask, level, house)
    else:
        case, deal = dealt(rng, focus, game.cases, game.kinds(level), lambda case, want: (
            game.dealt(rng, level, bonus=level > 1, case=case, want=want, house=house,
                       fair=MANY_FAIR_TRIES)))
        ask = case or ""
    s = deal.seats[0].settlement
    prompt = ASK_NET if level == 3 else game.ask_main if level == 1 else ASK_PAY
    derivation = list(s.lines()) if level != 2 else list(working(s))
    return _words_question(game.drill, level, deal, game.story(s, deal, level), prompt,
                           _words_answer(s, level, game.main), derivation, ask)


def ch_words(rng: random.Random, level: int, focus: Optional[str],
             house: HouseProfile = STANDARD) -> Question:
    """A Casino Hold'em hand in words, no cards: level 1 the ante and the call, level 2
    every bet with the AA Bonus, level 3 the net under a house variant named in the words."""
    return _words(CH_WORDS, rng, level, focus, house)


def thb_words(rng: random.Random, level: int, focus: Optional[str],
              house: HouseProfile = STANDARD) -> Question:
    """A Texas Hold'em Bonus Poker hand in words, no cards: level 1 the ante and the play
    bets, level 2 with the bonus bet, level 3 the net under house rules named in the words."""
    return _words(THB_WORDS, rng, level, focus, house)


# -- pay-table maths ----------------------------------------------------------------------------
ROUND_STAKES = (5, 10, 20, 25, 50, 100)
ODD_STAKES = (15, 35, 45, 65, 75, 125, 175, 225)
MULTIPLY_CASES = ("odd_stake", "multiply_large")
class _Capital(NamedTuple):
    """A word that starts a sentence: its first letter a capital, in any language that has
    them (the line's name, "Flush on an ante of 45")."""

    term: Term

    def render(self, translate: Translate = english) -> str:
        text = self.term.render(translate)
        return text[:1].upper() + text[1:]


def _house_tables(house: HouseProfile) -> list[tuple[PayTableWords, str, PayTable]]:
    """The house's active pay tables."""
    return [(words, game.id, pay_table(game, words, house))
            for game in GAMES.values() for words in game.trainer.pay_tables]


def _tables(rng: random.Random, level: int,
            house: HouseProfile) -> list[tuple[PayTableWords, str, PayTable]]:
    """The pay tables to multiply by: the house's active ones; at level 3 one of GAMES.md's
    other tables may come instead (of those that vary), as a dealer moving between casinos
    meets them."""
    tables = _house_tables(house)
    if level == 3 and rng.random() < 0.3:
        tables = [(words, game, rng.choice(list(GAMES[game].rule(words.rule).tables.values()))
                   if words.varies else table) for words, game, table in tables]
    return tables


LARGE = 20  # a multiplier of 20 or more: the case multiply_large


def _large(tables: list[tuple[PayTableWords, str, PayTable]]
           ) -> list[tuple[PayTableWords, str, PayTable]]:
    """The tables of ``tables`` with a line that pays LARGE or more."""
    return [t for t in tables if any(t[2].pays(line) >= LARGE for line in t[2].lines)]


def _variants() -> list[tuple[PayTableWords, str, PayTable]]:
    """Every one of GAMES.md's tables of the pay tables that vary (level 3 meets them)."""
    return [(words, game.id, table) for game in GAMES.values() for words in game.trainer.pay_tables
            if words.varies for table in game.rule(words.rule).tables.values()]


def _multiply_offers(case: str, level: int, house: HouseProfile) -> bool:
    """multiply_large is asked where a table the level multiplies by pays 20 or more: one of
    the house's, or at level 3 one of GAMES.md's that vary."""
    return case != "multiply_large" or bool(
        _large(_house_tables(house)) or level == 3 and _large(_variants()))


def pay_multiply(rng: random.Random, level: int, focus: Optional[str],
                 house: HouseProfile = STANDARD) -> Question:
    """A stake times a multiplier of an active pay table: "35 x 7" (level 1, round stakes),
    "175 at 20 to 1" (level 2, odd stakes), "a flush on an ante of 45" (level 3: the line
    looked up in the table named, paid in chips or typed)."""
    tables = _tables(rng, level, house)
    if focus == "multiply_large":  # a table with a line of 20 or more, or none is asked
        tables = _large(tables) or (_large(_variants()) if level == 3 else [])
        if not tables:
            raise HandBuildError(f"no pay table of the house {house.name!r} pays 20 or more")
    words, game, table = rng.choice(tables)
    lines = [line for line in table.lines if table.pays(line) > 1] or list(table.lines)
    if focus == "multiply_large":
        lines = [line for line in lines if table.pays(line) >= LARGE]
    line = rng.choice(lines)
    n = table.pays(line)
    stakes = ROUND_STAKES if level == 1 else ODD_STAKES if level == 2 else tuple(range(15, 505, 5))
    if focus == "odd_stake":
        stakes = tuple(x for x in ODD_STAKES + stakes if x % 10) or ODD_STAKES
    stake = rng.choice(stakes)
    key = table.payout(line, stake)
    table_name = tline(words.name, table=table.id)
    if level == 1:
        prompt = tline(QT_TRANSLATE_NOOP("Trainer", "{stake} \u00d7 {n} = ?"), stake=stake, n=n)
    elif level == 2:
        prompt = tline(QT_TRANSLATE_NOOP("Trainer", "{stake} at {n} to 1: what is paid?"),
                       stake=stake, n=n)
    else:
        prompt = tline(words.on_bet, line=_Capital(line_term(line)), stake=stake)
    derivation = [
        tline(QT_TRANSLATE_NOOP("Trainer", "{table}: {line} pays {n} to 1."), table=table_name,
              line=line_term(line), n=n),
        tline(QT_TRANSLATE_NOOP("Trainer", "{stake} \u00d7 {n} = {paid}"), stake=stake, n=n,
              paid=key),
    ]
    if stake % 10 == 5 and stake > 5 and n % 2 == 0:  # the shortcut for an odd five
        derivation.append(tline(QT_TRANSLATE_NOOP(
            "Trainer", "Shortcut: {double} \u00d7 {half} = {paid} (twice the stake, half the "
                       "multiplier)."), double=stake * 2, half=n // 2, paid=key))
    tags = frozenset({"pay_line_" + line} | ({"odd_stake"} if stake % 10 else set())
                     | ({"multiply_large"} if n >= LARGE else set()))
    # On the felt in large type, with the table it comes from (read from the back of a room).
    story = (table_name, prompt)
    part = AmountPart("answer", tline(PRODUCT), key)
    # The felt prints the tables the question multiplies by.
    spec = GAMES[game]
    rules = spec.make_rules(spec.rule_values(house.rules(game)) | {words.rule: table.id})
    return Question("pay.multiply", level, 0, game, prompt, (part,), (), (), False, (), rules,
                    tuple(derivation), target("pay.multiply", level), tags,
                    story=story, case=focus if focus in MULTIPLY_CASES else "")


# -- colouring up and paying from a stack ----------------------------------------------------------
COLOUR_CASES = ("colour_up", "pay_from_stack")
CHIPS_OF = QT_TRANSLATE_NOOP("Trainer", "Chips of {value}")


def _pile_words(pile: dict[int, int]) -> Joined:
    return Joined(tuple(tline(Numerus.translate("Trainer", "%n chip(s) of {value}", None, 0), value=d)
                        .with_count(n) for d, n in sorted(pile.items(), reverse=True)))


def chips_colour(rng: random.Random, level: int, focus: Optional[str],
                 house: HouseProfile = STANDARD,
                 denominations: Sequence[int] = DEFAULT_DENOMINATIONS) -> Question:
    """Level 1: colour up a pile of one small chip into the fewest chips; level 2: a pile of
    two or three kinds; level 3: pay an amount from a given stack, short of some chips, with
    the fewest of them. The answer is a count per denomination (or the chips from the tray)."""
    denoms = normalise(denominations)
    note: list[Line] = []
    if len(denoms) < 2:  # nothing to colour up to: the usual chips, and the words say so
        note.append(tline(QT_TRANSLATE_NOOP(
            "Trainer", "This table has chips of one value only: the question uses the usual "
                       "chips.")))
        denoms = normalise(DEFAULT_DENOMINATIONS)
    # A chip to colour up from: a pile of it that makes the next value is a pile a dealer
    # meets (five 5s, four 25s), not hundreds of chips.
    ups = {d: min(x for x in denoms if x > d) for d in denoms[1:]}
    small = [d for d, up in ups.items() if up // d <= 25] or [min(ups, key=lambda d: ups[d] / d)]
    case = focus if focus in COLOUR_CASES else ("pay_from_stack" if level == 3 else "colour_up")
    found: Optional[dict[int, int]] = None
    stack: dict[int, int] = {}
    for _ in range(100):  # a pile whose fewest chips are one choice only (any chip set)
        if case == "colour_up":
            kinds = 1 if level == 1 else rng.choice((2, 3))
            pile = {}
            for d in sorted(rng.sample(small, min(kinds, len(small))), reverse=True):
                ratio = min(25, ups[d] // d)
                pile[d] = rng.randint(max(2, ratio), max(3, 3 * ratio + 6))
            amount = sum(d * n for d, n in pile.items())
            found, tied = fewest_any(amount, denoms)
        else:
            # A float of the smaller chips, a few of the larger: payouts a table really makes.
            low = denoms[-4:] if len(denoms) > 4 else denoms
            stack = {d: rng.randint(1, 12) for d in low}
            for d in denoms[:-len(low)][-1:]:
                stack[d] = rng.randint(0, 2)
            # An amount the stack can pay: some of its chips, counted up.
            amount = sum(d * rng.randint(0, n // 2 + 1 if n else 0) for d, n in stack.items())
            amount = max(amount, denoms[-1] * min(5, stack[denoms[-1]]))
            pile = {d: n for d, n in stack.items() if n}
            found, tied = fewest_from(amount, stack)
        if found is not None and not tied:
            break
    assert found is not None
    answer: Counter[int] = Counter(found)
    if case == "colour_up":
        story = [*note, tline(QT_TRANSLATE_NOOP("Trainer", "A pile of {pile}: {amount} in all."),
                              pile=_pile_words(pile), amount=amount)]
        prompt = tline(QT_TRANSLATE_NOOP("Trainer", "Colour it up: how many chips of each "
                                                    "value, as few chips as possible?"))
        usable = [d for d in denoms if d <= amount]
    else:
        story = [*note, tline(QT_TRANSLATE_NOOP("Trainer", "In front of you: {pile}."),
                              pile=_pile_words(pile))]
        prompt = tline(QT_TRANSLATE_NOOP("Trainer", "Pay {amount} from these chips, with as "
                                                    "few chips as possible: how many of each?"),
                       amount=amount)
        usable = [d for d in denoms if stack.get(d) and d <= amount]
    parts = tuple(ChipCountPart(f"chips_{d}", tline(CHIPS_OF, value=d), answer.get(d, 0), chip=d)
                  for d in usable)
    used = [(answer[d], d) for d in sorted(answer, reverse=True)]
    derivation = [tline(QT_TRANSLATE_NOOP("Trainer", "{amount} = {chips}"), amount=amount,
                        chips=Joined(tuple(tline(QT_TRANSLATE_NOOP("Trainer", "{n} \u00d7 {value}"),
                                                 n=n, value=d) for n, d in used), " + ")),
                  tline(Numerus.translate("Trainer", "%n chip(s) in all, the fewest that make it.",
                                    None, 0))
                  .with_count(sum(answer.values()))]
    unlimited, _ = fewest_any(amount, denoms)  # as if every chip were at hand
    tags = {case}
    if case == "pay_from_stack" and Counter(unlimited) != answer:
        tags.add("stack_short")
        derivation.append(tline(QT_TRANSLATE_NOOP(
            "Trainer", "The stack is short of larger chips, so the smaller ones make up the rest.")))
    return Question("chips.colour", level, 0, CH, prompt, parts, (), (), False, (),
                    house.rules(CH), tuple(derivation), target("chips.colour", level),
                    frozenset(tags), story=tuple(story), case=case, chips=denoms)


# The dealer's daily skills at their places in DRILLS (drill_spec.register); new drills go
# at the end: an exam code names its drills by their place.
for _place, _drill in ((13, Drill("ch.words", CH, tterm("ch.words", QT_TRANSLATE_NOOP(
                           "Trainer", "Casino Hold'em: word problems")), (20, 25, 35), ch_words,
                           CH_CASES)),
                       (14, Drill("thb.words", THB, tterm("thb.words", QT_TRANSLATE_NOOP(
                           "Trainer", "Hold'em Bonus: word problems")), (20, 25, 35), thb_words,
                           THB_TOTAL_CASES)),
                       (15, Drill("pay.multiply", CH, tterm("pay.multiply", QT_TRANSLATE_NOOP(
                           "Trainer", "Pay-table maths")), (4, 6, 10), pay_multiply,
                           MULTIPLY_CASES, True, offers=_multiply_offers)),
                       (19, Drill("chips.colour", CH, tterm("chips.colour", QT_TRANSLATE_NOOP(
                           "Trainer", "Colouring up and paying from a stack")), (10, 15, 20),
                           chips_colour, COLOUR_CASES, True, True))):
    register(_place, _drill)
