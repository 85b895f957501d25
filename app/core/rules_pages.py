"""The rules pages: Markdown written per language, with slots the rules core fills.

A page is text a person wrote (``assets/rules/<lang>/<page>.md``). No figure of a
pay table or a settlement is typed into it: a line holding only a slot,
``{{name arguments}}``, is replaced here by what the rules core computes, in the
page's language (the slots are listed in ``assets/rules/README.md``). So the
cheat sheet follows the active pay tables, and a worked example is settled by
the same code as the table.

Pictures of cards become image links ``cards:As,Ad;Kc,7h`` (groups split by
``;``) that the screen draws; ``scenario:NAME`` opens a hand on the table and
``selftest:GAME`` starts the page's self-test.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable, Iterator, Mapping, Optional, Sequence

from .cards import Card, card_text, parse_cards, shown_cards
from .errors import CardError, PageError, RulesError, ScenarioError, said
from .evaluator import Category, HandValue
from .games.casino_holdem import CasinoHoldemHand
from .games.registry import GAMES, GameSpec, RuleSpec, find_game
from .rules import line_term, paytable
from .text import QT_TRANSLATE_NOOP, Translate, english

C = "RulesPages"
SLOT = re.compile(r"^\{\{\s*([a-z_]+)(?:\s+(.*?))?\s*\}\}\s*$")
SLOTS = ("cards", "example", "variants", "cheat_sheet", "rankings", "drill", "selftest",
         "strategy")
CASINO_HOLDEM = CasinoHoldemHand.GAME
SHARED_PAGES = ("hands", "glossary")  # the pages of no one game, after the games'
CHEAT_STAKES = (1, 10, 25, 100)

# One hand of each category for the rankings, highest first (the evaluator names them).
RANKING_HANDS = (
    "As Ks Qs Js Ts", "9h 8h 7h 6h 5h", "Qc Qd Qh Qs 4d", "Jh Jd Js 8c 8h",
    "Ad Jd 9d 6d 3d", "Tc 9d 8s 7h 6c", "7c 7d 7s Kh 2d", "Ks Kd 5c 5h 9s",
    "Ah Ac Td 8s 4c", "Ac Qd 9h 6s 3c",
)


@dataclass(frozen=True)
class Slot:
    line: int  # 1-based, for the message of a bad page
    name: str
    args: str


def page_ids() -> tuple[str, ...]:
    """Every page, in the order the screen lists them: one per game, then the shared ones."""
    return tuple(GAMES) + SHARED_PAGES


def page_game(page: str) -> Optional[GameSpec]:
    """The game a page is about (None for a shared page)."""
    return None if page in SHARED_PAGES else find_game(page)


def slots(text: str) -> Iterator[Slot]:
    """The slots of a page, in order."""
    for number, line in enumerate(text.splitlines(), 1):
        m = SLOT.match(line.strip())
        if m:
            yield Slot(number, m.group(1), (m.group(2) or "").strip())


def title(text: str) -> str:
    """A page's name: its first ``#`` heading."""
    for line in text.splitlines():
        if line.startswith("# "):
            return line[2:].strip()
    return ""


def card_groups(args: str) -> list[list[Card]]:
    """``As Ad | Kc 7h`` as groups of cards (PageError for a card that is not one)."""
    try:
        return [parse_cards(g.split()) for g in args.split("|") if g.strip()]
    except CardError as e:
        raise PageError(e) from None


def picture(groups: Sequence[Sequence[Card]]) -> str:
    """Markdown for a picture of cards: the image link the screen draws (read back by
    ``link_groups``), the cards in words as its text for a reader without pictures."""
    words = " · ".join(shown_cards(g).render() for g in groups)
    link = ";".join(",".join(card_text(c) for c in g) for g in groups)
    return f"![{words}](cards:{link})"


def link_groups(link: str) -> list[list[str]]:
    """The groups of cards of a picture's link (``As,Ad;Kc``), as ``Rs`` texts; PageError
    for a card that is not one, or more cards than a deck has."""
    groups = [[c for c in g.split(",") if c] for g in link.split(";") if g]
    try:
        parsed = [parse_cards(g) for g in groups]
    except CardError as e:
        raise PageError(e) from None
    if sum(len(g) for g in parsed) > 52:
        raise PageError(said(QT_TRANSLATE_NOOP("Errors", "a picture of more than 52 cards")))
    return [[card_text(c) for c in g] for g in parsed]


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def _table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    out = ["| " + " | ".join(_cell(h) for h in header) + " |",
           "|" + "---|" * len(header)]
    out += ["| " + " | ".join(_cell(c) for c in row) + " |" for row in rows]
    return "\n".join(out)


class PageFiller:
    """Fills one page's slots for a game under chosen house rules, in one language.

    ``scenario`` reads a worked example by name (a dict in SCENARIOS.md's format);
    ``drills`` gives a drill's name and its target seconds in words by id, None for a
    drill that is not.
    """

    def __init__(self, translate: Translate = english,
                 rule_values: Optional[Mapping[str, Mapping[str, str]]] = None,
                 scenario: Optional[Callable[[str], Mapping[str, Any]]] = None,
                 drills: Optional[Callable[[str], Optional[tuple[str, str]]]] = None
                 ) -> None:
        self.tr = translate
        self.amount: Callable[[int], str] = getattr(translate, "number", str)  # "10 000"
        self.rule_values = rule_values or {}
        self.scenario = scenario
        self.drills = drills

    def pays(self, multiplier: int) -> str:
        """``100 to 1`` in the page's language."""
        return self.tr(C, "{n} to 1").format(n=self.amount(multiplier))

    def active(self, game: GameSpec) -> dict[str, str]:
        """The game's active house rules: the chosen values, the defaults for the rest."""
        return game.rule_values(game.make_rules(self.rule_values.get(game.id, {})))

    def fill(self, page: str, text: str) -> str:
        """The page's Markdown with every slot filled (PageError naming the line of a
        slot that cannot be)."""
        game = page_game(page)
        out = []
        for number, line in enumerate(text.splitlines(), 1):
            m = SLOT.match(line.strip())
            if not m:
                out.append(line)
                continue
            try:
                out.append(self.slot(m.group(1), (m.group(2) or "").strip(), game))
            except (PageError, ScenarioError, RulesError, CardError) as e:
                raise PageError(said(QT_TRANSLATE_NOOP("Errors", "{page}, line {number}: {reason}"),
                                     page=page, number=str(number), reason=e)) from None
        return "\n".join(out) + "\n"

    def slot(self, name: str, args: str, game: Optional[GameSpec]) -> str:
        if name not in SLOTS:
            raise PageError(said(QT_TRANSLATE_NOOP("Errors", "no slot is called {name}"),
                                 name=repr(name)))
        if name == "cards":
            return picture(card_groups(args))
        if name == "rankings":
            return self.rankings()
        if name == "drill":
            return self.drill(args)
        if game is None:
            raise PageError(said(QT_TRANSLATE_NOOP("Errors", "the slot {name} belongs on a game's page"),
                                 name=repr(name)))
        if name == "example":
            return self.example(args)
        if name == "variants":
            return self.variants(game)
        if name == "cheat_sheet":
            return self.cheat_sheet(game)
        if name == "strategy":
            return self.strategy(game)
        return (f"[{self.tr(C, 'Start the self-test')}](selftest:{game.id})"
                f" \u00b7 [{self.tr(C, 'Practise this game in the trainer')}](drills:{game.id})")

    # -- the slots ------------------------------------------------------------------
    def rankings(self) -> str:
        rows = []
        for n, cards in enumerate(RANKING_HANDS, 1):
            hand = HandValue(parse_cards(cards.split()))
            rows.append([str(n), f"**{hand.category.term.render(self.tr)}**",
                         picture([hand.best_five])])
        assert [HandValue(parse_cards(c.split())).category for c in RANKING_HANDS] \
            == list(Category), "one example per category, highest first"
        return _table(["", self.tr(C, "Hand"), self.tr(C, "Example")], rows)

    def drill(self, drill_id: str) -> str:
        found = self.drills(drill_id) if self.drills else None
        if found is None:
            raise PageError(said(QT_TRANSLATE_NOOP("Errors", "no drill is called {name}"),
                                 name=repr(drill_id)))
        name, seconds = found
        return (f"### {name}\n\n"
                + self.tr(C, "Target time at levels 1, 2 and 3: {seconds} s").format(
                    seconds=seconds))

    def example(self, name: str) -> str:
        if self.scenario is None:
            raise PageError(said(QT_TRANSLATE_NOOP("Errors", "no worked examples here")))
        data = dict(self.scenario(name))
        game = find_game(str(data.get("game")))
        result = game.settle_scenario(data, self.tr)
        if not result.get("ok"):
            raise PageError(str(result.get("error")))
        if game.has_dealer_hand:
            hands = [(self.tr(C, "Player"), data["player"]), (self.tr(C, "Dealer"), data["dealer"]),
                     (self.tr(C, "Board"), data["board"])]
        else:  # seats from 1, as the table and the hand history number them
            stacks = list(data.get("stacks") or [])
            hands = [(self.tr(C, "Seat {n}").format(n=seat + 1)
                      + (f" \u00b7 {self.amount(stacks[seat])}" if seat < len(stacks) else ""),
                      cards) for seat, cards in enumerate(data.get("hole_cards") or []) if cards]
            if data.get("board"):
                hands.append((self.tr(C, "Board"), data["board"]))
        pictures = _table([label for label, _ in hands],
                          [[picture([parse_cards(cards)]) for _, cards in hands]])
        told = ([line.render(self.tr) for line in game.history(data)] if game.history
                else result.get("explanation", []))
        lines = [f"- {line}" for line in told]
        link = f"[{self.tr(C, 'Open this hand on the table')}](scenario:{name})"
        return pictures + "\n\n" + "\n".join(lines) + "\n\n" + link

    def _table_specs(self, game: GameSpec) -> list[RuleSpec]:
        return [r for r in game.rules if r.tables]

    def variants(self, game: GameSpec) -> str:
        active = self.active(game)
        blocks = []
        marked = self.tr(C, "{value} (active)")
        for spec in self._table_specs(game):
            # The GAMES.md tables, and the house's own beside them when it is the active one.
            ids = list(dict.fromkeys([*spec.values, active[spec.key]]))
            tables = [paytable(spec.key, spec.tables, i) for i in ids]
            header = [spec.title.render(self.tr)] + [
                marked.format(value=i) if i == active[spec.key] else i for i in ids]
            rows = [[line_term(line).render(self.tr)]
                    + [self.pays(t.pays(line)) for t in tables] for line in spec.lines]
            blocks.append(_table(header, rows))
        words = []
        for spec in game.rules:
            if spec.tables:
                continue
            values = [marked.format(value=spec.value_term(v).render(self.tr))
                      if v == active[spec.key] else spec.value_term(v).render(self.tr)
                      for v in spec.values]
            words.append(f"- **{spec.title.render(self.tr)}**: " + " · ".join(values))
        if words:
            blocks.append("\n".join(words))
        return "\n\n".join(blocks)

    def strategy(self, game: GameSpec) -> str:
        """How the computer-seated players decide, where that is published and what it
        costs them (Casino Hold'em's seats: :mod:`app.core.games.casino_strategy`)."""
        if not game.seat_strategy:
            raise PageError(said(QT_TRANSLATE_NOOP("Errors", "{name} has no stated strategy"),
                                 name=game.id))
        # deferred: the odds (and NumPy) load for the one page that shows a figure of them
        from .odds import STATED, strategy_note

        rules = "\n".join(f"- {rule.text.render(self.tr)}" for rule in game.seat_strategy)
        note = strategy_note(game.id, STATED, self.tr).replace("\n", "\n\n")
        return "\n\n".join((rules, self.tr(C, "A seat folds only when none of these holds."),
                             note))

    def cheat_sheet(self, game: GameSpec) -> str:
        active = self.active(game)
        blocks = []
        for spec in self._table_specs(game):
            table = paytable(spec.key, spec.tables, active[spec.key])
            header = [f"{spec.title.render(self.tr)} ({table.id})", self.tr(C, "Pays")] + [
                self.tr(C, "Bet {stake}").format(stake=self.amount(s)) for s in CHEAT_STAKES]
            rows = [[line_term(line).render(self.tr), self.pays(table.pays(line))]
                    + [self.amount(table.payout(line, s)) for s in CHEAT_STAKES]
                    for line in table.lines]
            blocks.append(_table(header, rows))
        return "\n\n".join(blocks)


# The words the filler adds to a page, marked for lupdate.
_WORDS = (
    QT_TRANSLATE_NOOP("RulesPages", "{n} to 1"),
    QT_TRANSLATE_NOOP("RulesPages", "Start the self-test"),
    QT_TRANSLATE_NOOP("RulesPages", "Practise this game in the trainer"),
    QT_TRANSLATE_NOOP("RulesPages", "A seat folds only when none of these holds."),
    QT_TRANSLATE_NOOP("RulesPages", "Target time at levels 1, 2 and 3: {seconds} s"),
    QT_TRANSLATE_NOOP("RulesPages", "Player"),
    QT_TRANSLATE_NOOP("RulesPages", "Dealer"),
    QT_TRANSLATE_NOOP("RulesPages", "Board"),
    QT_TRANSLATE_NOOP("RulesPages", "Seat {n}"),
    QT_TRANSLATE_NOOP("RulesPages", "Open this hand on the table"),
    QT_TRANSLATE_NOOP("RulesPages", "{value} (active)"),
    QT_TRANSLATE_NOOP("RulesPages", "Pays"),
    QT_TRANSLATE_NOOP("RulesPages", "Bet {stake}"),
    QT_TRANSLATE_NOOP("RulesPages", "Hand"),
    QT_TRANSLATE_NOOP("RulesPages", "Example"),
)
