"""Every game the app knows, as data: one :class:`GameSpec` per game.

The model is python-chess's ``chess/variant.py`` (``VARIANTS``, ``find_variant``)
and pokerkit's games built from data: a game is an entry here, not a string
that modules compare. The table, the set-up dialog, settings, ``settle``,
``shot`` and the trainer ask the registry for a game's bets, house rules, pay
tables, hand class and scenario reader; a new game or bet is one entry.

Nothing outside ``app/core/games`` branches on a game id. ``register`` adds a
game at run time (the tests add a fake one to prove the screens need no edit).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Mapping, Optional

from ..errors import RulesError, ScenarioError, said
from ..evaluator import HandValue
from ..rules import (
    AA_BONUS_ON_FOLD,
    ANTE_PAYS_ON,
    CH_ANTE_TABLES,
    CH_BONUS_TABLES,
    THB_BONUS_TABLES,
    TIES,
    CasinoHoldemRules,
    HoldemBonusRules,
    PayTable,
    paytable,
)
from ..safe_repr import short_repr
from ..text import QT_TRANSLATE_NOOP, Line, Term, Translate
from . import casino_holdem, casino_strategy, holdem_bonus
from .bets import BetSpec, ChoiceSpec
from .casino_scenario import settle_casino_scenario
from .hand import SeatBets, Stage, StepHand
from .settlement import Settlement

SettleSeat = Callable[..., Settlement]


@dataclass(frozen=True)
class RuleSpec:
    """A house rule or pay-table choice: its key (as in scenarios and settings) and its
    allowed values, the GAMES.md default first; ``tables`` holds the pay tables when
    the values are pay-table ids. With ``custom`` a house may also print a table of its
    own: any id of whole multipliers for the same lines (``150-30-10-3-2-1``), which the
    rules objects check line by line; ``values`` stay the GAMES.md choices."""

    key: str
    values: tuple[str, ...]
    tables: Mapping[str, PayTable] = field(default_factory=dict)
    label: Term = Term("", "")  # the rule's name in the set-up dialog
    value_terms: Mapping[str, Term] = field(default_factory=dict)  # values that are words
    custom: bool = False

    @property
    def default(self) -> str:
        return self.values[0]

    @property
    def lines(self) -> tuple[str, ...]:
        """The line ids of the rule's pay tables, in order; () for a rule that is not one."""
        return next(iter(self.tables.values())).lines if self.tables else ()

    def allows(self, value: object) -> bool:
        """Whether ``value`` may be chosen: a GAMES.md choice, or a valid custom table where
        the rule takes one (as the table writes it: ``150-30-...``, not ``0150-30-...``)."""
        if value in self.values:
            return True
        if not (self.custom and self.tables and isinstance(value, str)):
            return False
        try:
            return paytable(self.key, self.tables, value).id == value
        except RulesError:
            return False

    def is_custom(self, value: str) -> bool:
        """True for a house's own table (a value allowed that is not a GAMES.md choice)."""
        return value not in self.values and self.allows(value)

    @property
    def title(self) -> Term:
        """The rule's name (its key where no label is given)."""
        return self.label if self.label.text else Term(self.key, self.key, "")

    def value_term(self, value: str) -> Term:
        """A value in words where it is a word; a pay-table id stays as it is."""
        return self.value_terms.get(value) or Term(value, value, "")

    def table_name(self, value: str) -> Optional[Term | Line]:
        """The name GAMES.md gives a table of this rule (None for a house's own table or a
        rule that is not a pay table)."""
        table = self.tables.get(value)
        return table.name if table is not None else None

    def table(self, value: str) -> PayTable:
        """The pay table of ``value``: a GAMES.md table or a house's own (RulesError when it
        is neither)."""
        return paytable(self.key, self.tables, value)


@dataclass(frozen=True)
class DecisionKey:
    """A seat's decision as a scenario field: its key, the stage it is made at, and
    the choices as the scenario format lists them."""

    key: str
    stage: Stage
    choices: tuple[str, ...]


@dataclass(frozen=True)
class PayTableWords:
    """A pay table the trainer's pay-table drill multiplies by: the bet it pays, the rules
    attribute that holds it, its name and the question asked of it (the Trainer context);
    ``varies``: at level 3 another GAMES.md table of the rule may come instead."""

    bet: str
    rule: str  # the house rule that chooses the table (``ante_paytable``)
    attribute: str  # the rules object's table (``ante_table``)
    name: str  # "{table}" filled with the table's id
    on_bet: str  # "{line} on an ante of {stake}: ..."
    varies: bool = False


@dataclass(frozen=True)
class TrainerFacts:
    """What the trainer and its words need to know of a game beyond its rules.

    The functions are named, not held: they live in the trainer
    (``app/core/trainer/deals.py`` and ``word_questions.py``), which builds on the games,
    not the other way round.
    """

    deal: str = ""  # the trainer's function that deals a hand of the game (deals.py)
    story: str = ""  # the function that tells a hand in words (word_questions.py)
    # The dealer's calls (call.announce): the steps of a hand with a call, in order; the
    # side bet's calls ("{side_bet_call}_pays/..."); whether the player's calls name what
    # the ante table printed on the felt pays; a case of the drill -> the case dealt.
    call_steps: tuple[str, ...] = ()
    side_bet_call: str = ""
    ante_calls_from_table: bool = False
    call_cases: Mapping[str, str] = field(default_factory=dict)
    # The side bet as the trainee sees it settled: the board cards it is decided on, and
    # whether the dealer's cards are part of it.
    side_bet_board: int = 0
    side_bet_dealer: bool = False
    pay_tables: tuple[PayTableWords, ...] = ()
    # The drill that asks one seat each bet's net and the total: a live question of the
    # casino table's hand is asked as it asks (app/core/trainer/live.py).
    total_drill: str = ""


@dataclass(frozen=True)
class GameSpec:
    """One game: its id, names, bets, house rules, hand class and scenario reader.

    A game with a ``hand_class`` is dealt on the casino table; one without (no-limit,
    for now) is settled from scenarios only, by ``scenario``.
    """

    id: str
    name: Term  # as the Game menu shows it
    other_names: Term = Term("", "")  # the menu's tooltip: other names, what it is not
    title: Term = Term("", "")  # printed on the felt
    rules: tuple[RuleSpec, ...] = ()
    rules_class: Optional[Callable[..., Any]] = None
    hand_class: Optional[type[StepHand]] = None
    settle_seat: Optional[SettleSeat] = None  # (player, dealer, board, SeatBets, decisions, rules)
    felt_rules: Optional[Callable[[Any], tuple[Line, ...]]] = None
    side_bet: str = ""  # the scenario key of the optional side bet
    # Whether a folded seat's side bet is still settled on its cards under the rules given
    # (then the dealer keeps the cards in sight until it is); None: no side bet outlives a fold.
    side_bet_on_fold: Optional[Callable[[Any], bool]] = None
    # The rules the computer-seated players call by, a published strategy the rules page
    # states with its source and measured house edge (casino_strategy.CALL_RULES); empty:
    # the game states none.
    seat_strategy: tuple[casino_strategy.CallRule, ...] = ()
    decisions: tuple[DecisionKey, ...] = ()
    spot_rows: tuple[tuple[str, ...], ...] = ()  # the bet spots' rows on the felt
    settle_order: tuple[str, ...] = ()  # the order a dealer settles a seat's bets
    drills: tuple[str, ...] = ()
    # Amounts a seat shows that are not bets (a no-limit stack, its chips in the pot).
    seat_amounts: Mapping[str, Term] = field(default_factory=dict)
    scenario: Optional[Callable[[Mapping[str, Any], Translate], dict[str, Any]]] = None
    # A hand told as the table tells it (seats from 1), for a rules page's worked example;
    # None: the settlement's own explanation.
    history: Optional[Callable[[Mapping[str, Any]], list[Line]]] = None
    trainer: TrainerFacts = TrainerFacts()
    # Played between the seats with no-limit betting (the no-limit table and its engine,
    # app.core.nlhe, which reads the game's scenarios and times its drills on their goal).
    no_limit: bool = False

    @property
    def has_dealer_hand(self) -> bool:
        """True when a dealer's hand plays against the seats (the casino games)."""
        return self.settle_seat is not None

    @property
    def has_table(self) -> bool:
        """True when the casino table deals this game."""
        return self.hand_class is not None

    @property
    def bets(self) -> tuple[BetSpec, ...]:
        """The bet spots in layout order."""
        return self.hand_class.BETS if self.hand_class is not None else ()

    @property
    def choices(self) -> tuple[str, ...]:
        """Every decision a seat can make in this game, in the order the stages come."""
        if self.hand_class is None:
            return ()
        return tuple(dict.fromkeys(c for cs in self.hand_class.DECISIONS.values() for c in cs))

    @property
    def rule_keys(self) -> tuple[str, ...]:
        return tuple(r.key for r in self.rules)

    def folded_cards_in_play(self, rules: Any, side_stake: int) -> bool:
        """Whether a folded seat's cards still decide a bet under ``rules`` (its side bet of
        ``side_stake``, settled on them): the dealer collects the cards of a fold, except
        these, which stay in sight until the bet is settled."""
        return side_stake > 0 and self.side_bet_on_fold is not None \
            and self.side_bet_on_fold(rules)

    def rule(self, key: str) -> RuleSpec:
        """The house rule ``key`` (KeyError for a rule the game does not have)."""
        for r in self.rules:
            if r.key == key:
                return r
        raise KeyError(key)

    def bet(self, bet_id: str) -> BetSpec:
        return next(b for b in self.bets if b.id == bet_id)

    def spot_label(self, spot: str) -> Term:
        """The name of an amount shown at a seat: a bet's, or a seat amount's."""
        return self.seat_amounts[spot] if spot in self.seat_amounts else self.bet(spot).label

    def make_rules(self, values: Mapping[str, Any] | None = None) -> Any:
        """The rules object from chosen values (the default for any not given);
        RulesError naming the key when a value is not allowed."""
        if self.rules_class is None:
            raise RulesError(said(QT_TRANSLATE_NOOP("Errors", "the game {game} has no house rules"),
                                  game=repr(self.id)))
        given = dict(values or {})
        unknown = sorted(set(given) - set(self.rule_keys))
        if unknown:
            raise RulesError(said(QT_TRANSLATE_NOOP("Errors", "unknown house rule {key} for {game}"),
                                  key=repr(unknown[0]), game=self.id))
        chosen = {r.key: r.default for r in self.rules} | given
        rules = self.rules_class(**chosen)  # its own message for a value no game knows
        for r in self.rules:
            if not r.allows(getattr(rules, r.key)):  # as the rules object wrote it
                raise RulesError(said(QT_TRANSLATE_NOOP(
                    "Errors", "{key} must be one of {allowed}, not {value}"),
                    key=r.key, allowed=", ".join(r.values), value=short_repr(chosen[r.key])))
        return rules

    def rule_values(self, rules: Any) -> dict[str, str]:
        """The chosen value of every house rule, by key."""
        return {k: getattr(rules, k) for k in self.rule_keys}

    def settle_scenario(self, data: Mapping[str, Any], translate: Translate) -> dict[str, Any]:
        """The SCENARIOS.md result of one hand of this game; ScenarioError or RulesError
        naming the field when it is not valid."""
        if self.scenario is not None:
            return self.scenario(data, translate)
        return settle_casino_scenario(self, data, translate)


def _rule_words(*pairs: tuple[str, str]) -> dict[str, Term]:
    return {value: Term(value, text) for value, text in pairs}


# The house rules' names and values in words (the Rules context).
_ANTE_TABLE = Term("ante_paytable", QT_TRANSLATE_NOOP("Rules", "Ante pay table"))
_AA_TABLE = Term("bonus_paytable", QT_TRANSLATE_NOOP("Rules", "AA Bonus pay table"))
_BONUS_TABLE = Term("bonus_paytable", QT_TRANSLATE_NOOP("Rules", "Bonus pay table"))
_ON_FOLD = Term("aa_bonus_on_fold", QT_TRANSLATE_NOOP("Rules", "AA Bonus on a fold"))
_ON_FOLD_VALUES = _rule_words(("settled", QT_TRANSLATE_NOOP("Rules", "settled")),
                              ("forfeited", QT_TRANSLATE_NOOP("Rules", "forfeited")))
_PAYS_ON = Term("ante_pays_on", QT_TRANSLATE_NOOP("Rules", "Ante pays on"))
_PAYS_ON_VALUES = _rule_words(("straight", QT_TRANSLATE_NOOP("Rules", "a straight or better")),
                              ("flush", QT_TRANSLATE_NOOP("Rules", "a flush or better")))
_TIES = Term("ties", QT_TRANSLATE_NOOP("Rules", "Ties"))
_TIES_VALUES = _rule_words(("push", QT_TRANSLATE_NOOP("Rules", "all bets are returned")),
                           ("dealer_wins", QT_TRANSLATE_NOOP("Rules", "dealer wins")))

NLHE = "nlhe"  # app.core.nlhe.GAME, which a test keeps equal
_NAME = "MainWindow"  # the context the menu names were first translated in


def _casino_holdem_spec() -> GameSpec:
    return GameSpec(
        id=casino_holdem.CasinoHoldemHand.GAME,
        name=Term("casino_holdem", QT_TRANSLATE_NOOP("MainWindow", "&Casino Hold'em (AA Bonus)"),
                  _NAME),
        title=Term("casino_holdem", QT_TRANSLATE_NOOP("FeltWords", "CASINO HOLD'EM · AA BONUS"),
                   "FeltWords"),
        other_names=Term("casino_holdem", QT_TRANSLATE_NOOP(
            "MainWindow", "Player against the dealer; call or fold after the flop. Some casinos "
                          "call it just \"Texas Hold'em\", some trainers \"Texas Hold'em: "
                          "Bonus\" after its AA Bonus side bet. Not Texas Hold'em Bonus Poker."),
            _NAME),
        rules=(RuleSpec("ante_paytable", tuple(CH_ANTE_TABLES), CH_ANTE_TABLES, _ANTE_TABLE,
                        custom=True),
               RuleSpec("bonus_paytable", tuple(CH_BONUS_TABLES), CH_BONUS_TABLES, _AA_TABLE,
                        custom=True),
               RuleSpec("aa_bonus_on_fold", AA_BONUS_ON_FOLD, label=_ON_FOLD,
                        value_terms=_ON_FOLD_VALUES)),
        rules_class=CasinoHoldemRules,
        hand_class=casino_holdem.CasinoHoldemHand,
        settle_seat=casino_holdem.settle_seat,
        felt_rules=casino_holdem.felt_rules,
        side_bet="aa_bonus",
        side_bet_on_fold=casino_holdem.aa_bonus_on_fold,
        seat_strategy=casino_strategy.CALL_RULES,
        decisions=(DecisionKey("decision", Stage.FLOP, ("call", "fold")),),
        spot_rows=(("aa_bonus", "ante", "call"),),
        settle_order=casino_holdem.SETTLE_ORDER,
        drills=("ch.ante_call", "ch.aa_bonus", "ch.qualify", "ch.total", "ch.round",
                "hand.name", "hand.winner", "ch.words", "pay.multiply", "ch.audit",
                "call.announce", "chips.colour"),
        trainer=TrainerFacts(
            deal="deal_casino_holdem", story="ch_question", total_drill="ch.total",
            call_steps=("dealer", "player", "bonus"), side_bet_call="aa",
            ante_calls_from_table=True,
            call_cases={"dealer_not_qualified": "dealer_not_qualified", "push": "push"},
            side_bet_board=3,
            pay_tables=(
                PayTableWords("ante", "ante_paytable", "ante_table", QT_TRANSLATE_NOOP(
                    "Trainer", "Casino Hold'em ante table {table}"), QT_TRANSLATE_NOOP(
                    "Trainer", "{line} on an ante of {stake}: what is paid? Pay it in chips or "
                               "type it."), varies=True),
                PayTableWords("bonus", "bonus_paytable", "bonus_table", QT_TRANSLATE_NOOP(
                    "Trainer", "AA Bonus table {table}"), QT_TRANSLATE_NOOP(
                    "Trainer", "{line} on an AA Bonus of {stake}: what is paid? Pay it in chips "
                               "or type it."), varies=True))),
    )


def _holdem_bonus_spec() -> GameSpec:
    return GameSpec(
        id=holdem_bonus.HoldemBonusHand.GAME,
        name=Term("holdem_bonus", QT_TRANSLATE_NOOP("MainWindow", "Texas Hold'em &Bonus Poker"),
                  _NAME),
        title=Term("holdem_bonus", QT_TRANSLATE_NOOP("FeltWords", "TEXAS HOLD'EM BONUS POKER"),
                   "FeltWords"),
        other_names=Term("holdem_bonus", QT_TRANSLATE_NOOP(
            "MainWindow", "Player against the dealer; play or fold before the flop, then bet or "
                          "check on the flop and the turn; the bonus bet is on the first two "
                          "cards. Also called Hold'em Bonus. Not Casino Hold'em with the AA "
                          "Bonus."), _NAME),
        rules=(RuleSpec("ante_pays_on", ANTE_PAYS_ON, label=_PAYS_ON,
                        value_terms=_PAYS_ON_VALUES),
               RuleSpec("ties", TIES, label=_TIES, value_terms=_TIES_VALUES),
               RuleSpec("bonus_paytable", tuple(THB_BONUS_TABLES), THB_BONUS_TABLES,
                        _BONUS_TABLE, custom=True)),
        rules_class=HoldemBonusRules,
        hand_class=holdem_bonus.HoldemBonusHand,
        settle_seat=holdem_bonus.settle_seat,
        felt_rules=holdem_bonus.felt_rules,
        side_bet="bonus",
        side_bet_on_fold=holdem_bonus.bonus_on_fold,
        decisions=(DecisionKey("preflop", Stage.DEALT, ("play", "fold")),
                   DecisionKey("flop", Stage.FLOP, ("bet", "check")),
                   DecisionKey("turn", Stage.TURN, ("bet", "check"))),
        spot_rows=(("bonus", "ante"), ("preflop", "flop", "turn")),
        settle_order=holdem_bonus.SETTLE_ORDER,
        drills=("thb.bonus", "thb.ante", "thb.total", "thb.words", "thb.audit"),
        trainer=TrainerFacts(
            deal="deal_holdem_bonus", story="thb_question", total_drill="thb.total",
            call_steps=("player", "bonus"), side_bet_call="bonus",
            call_cases={"push": "tie"},  # a push there is a tie under a house that pushes ties
            side_bet_dealer=True,
            pay_tables=(PayTableWords("bonus", "bonus_paytable", "bonus_table", QT_TRANSLATE_NOOP(
                "Trainer", "Hold'em Bonus bonus table {table}"), QT_TRANSLATE_NOOP(
                "Trainer", "{line} on a bonus bet of {stake}: what is paid? Pay it in chips or "
                           "type it.")),)),
    )


def _settle_nlhe(data: Mapping[str, Any], translate: Translate) -> dict[str, Any]:
    """No-limit's scenario reader, imported on first use: the window starts without it."""
    # deferred: no-limit's modules load on first use: the window starts without them (benchmarks startup)
    from ..nlhe.scenario import settle_nlhe

    return settle_nlhe(data, translate)


def _nlhe_history(data: Mapping[str, Any]) -> list[Line]:
    """A no-limit scenario's hand history, seats from 1 as the table numbers them (the
    seats' stacks left to the caller); ScenarioError as ``settle`` gives it."""
    # deferred: no-limit's modules load on first use: the window starts without them (benchmarks startup)
    from ..nlhe.history import SEAT, hand_lines
    from ..nlhe.scenario import hand_from_scenario

    return [line for line in hand_lines(hand_from_scenario(data, NLHE)) if line.template != SEAT]


def _nlhe_felt(facts: Any) -> tuple[Line, ...]:
    """No-limit's felt lines (app.core.nlhe.felt), imported on first use."""
    # deferred: no-limit's modules load on first use: the window starts without them (benchmarks startup)
    from ..nlhe.felt import felt_rules

    return felt_rules(facts)


def _felt_term(term_id: str, text: str) -> Term:
    return Term(term_id, text, "FeltWords")


def _nlhe_spec() -> GameSpec:
    return GameSpec(
        id=NLHE,
        name=Term(NLHE, QT_TRANSLATE_NOOP("MainWindow", "&No-limit Texas Hold'em"), _NAME),
        title=_felt_term("nlhe_title", QT_TRANSLATE_NOOP("FeltWords", "NO-LIMIT TEXAS HOLD'EM")),
        other_names=Term(NLHE, QT_TRANSLATE_NOOP(
            "MainWindow", "Poker between players, 2 to 9 seats: play a seat against computer "
                          "players, or deal for a table of them and answer the dealer's "
                          "questions."), _NAME),
        felt_rules=_nlhe_felt,
        spot_rows=(("stack", "bet"), ("in", "allin")),
        seat_amounts={
            "stack": _felt_term("stack", QT_TRANSLATE_NOOP("FeltWords", "Stack")),
            "bet": _felt_term("bet", QT_TRANSLATE_NOOP("FeltWords", "Bet")),
            "in": _felt_term("in", QT_TRANSLATE_NOOP("FeltWords", "In the pot")),
            "allin": _felt_term("allin", QT_TRANSLATE_NOOP("FeltWords", "All-in")),
        },
        drills=("nl.call", "nl.pots", "nl.award"),
        scenario=_settle_nlhe,
        history=_nlhe_history,
        trainer=TrainerFacts(story="nl_question"),
        no_limit=True,
    )


def _choice(choice_id: str, label: str, key: str, caption: str) -> ChoiceSpec:
    return ChoiceSpec(choice_id, Term(choice_id, label, "Choices"), key, caption)


# The seats' decisions of every table game, with their words and keys; a game with a new
# decision registers it with register_choice. The words are verbs, what the player does:
# a context of their own, apart from the bet spots' nouns ("Play" the bet, "Play" the act).
CHOICES: dict[str, ChoiceSpec] = {c.id: c for c in (
    _choice("call", QT_TRANSLATE_NOOP("Choices", "Call"), "C",
            QT_TRANSLATE_NOOP("TableWords", "Seat {seat} calls {amount}.")),
    _choice("fold", QT_TRANSLATE_NOOP("Choices", "Fold"), "F",
            QT_TRANSLATE_NOOP("TableWords", "Seat {seat} folds and loses the ante.")),
    _choice("play", QT_TRANSLATE_NOOP("Choices", "Play"), "P",
            QT_TRANSLATE_NOOP("TableWords", "Seat {seat} plays {amount}.")),
    _choice("bet", QT_TRANSLATE_NOOP("Choices", "Bet"), "B",
            QT_TRANSLATE_NOOP("TableWords", "Seat {seat} bets {amount}.")),
    _choice("check", QT_TRANSLATE_NOOP("Choices", "Check"), "K",
            QT_TRANSLATE_NOOP("TableWords", "Seat {seat} checks.")),
)}


def register_choice(choice: ChoiceSpec) -> ChoiceSpec:
    """Add a decision a new game's seats can make (its button, key and caption)."""
    CHOICES[choice.id] = choice
    return choice


def table_choices() -> tuple[ChoiceSpec, ...]:
    """The decisions of every table game, each once (the table's buttons and keys)."""
    ids = dict.fromkeys(c for g in table_games() for c in g.choices)
    return tuple(CHOICES[c] for c in ids)


GAMES: dict[str, GameSpec] = {}


def register(spec: GameSpec) -> GameSpec:
    """Add a game (or replace the one with the same id); returns it."""
    GAMES[spec.id] = spec
    return spec


def unregister(game_id: str) -> None:
    """Remove a game added with :func:`register` (tests clean up with it)."""
    GAMES.pop(game_id, None)


for _spec in (_casino_holdem_spec(), _holdem_bonus_spec(), _nlhe_spec()):
    register(_spec)


def find_game(game_id: Any) -> GameSpec:
    """The game with this id; RulesError naming the known ids otherwise."""
    try:
        return GAMES[game_id]
    except (KeyError, TypeError):
        raise RulesError(said(QT_TRANSLATE_NOOP("Errors", "'game' must be one of {games}, not {value}"),
                              games=", ".join(GAMES), value=short_repr(game_id))) from None


def scenario_game(data: Any) -> Optional[GameSpec]:
    """The game a scenario names in its ``game`` field; None for no game this app knows."""
    game = data.get("game") if isinstance(data, Mapping) else None
    return GAMES.get(game) if isinstance(game, str) else None


def table_games() -> tuple[GameSpec, ...]:
    """The games the casino table deals, in menu order."""
    return tuple(g for g in GAMES.values() if g.has_table)


def game_of(hand: StepHand) -> GameSpec:
    """The spec of a table hand."""
    return find_game(hand.GAME)


def iter_rules() -> Iterator[tuple[GameSpec, RuleSpec]]:
    """Every house rule of every game (settings declare one setting per pair)."""
    for game in GAMES.values():
        for rule in game.rules:
            yield game, rule


__all__ = ["GameSpec", "RuleSpec", "TrainerFacts", "PayTableWords", "scenario_game",
           "DecisionKey", "BetSpec", "ChoiceSpec", "CHOICES",
           "register_choice", "table_choices", "GAMES", "find_game", "register",
           "unregister", "table_games", "game_of", "iter_rules", "SeatBets", "HandValue",
           "ScenarioError"]
