"""The game registry: a game is one entry, and the screens and `settle` need no other edit.

A fake game is registered (Casino Hold'em's rules under another id, name and
felt title, with one pay table only); the table, the Game menu, the set-up
dialog, settings and `settle` must all handle it from the registry alone.
"""

import dataclasses
import json
import subprocess
import sys
from pathlib import Path

import pytest

from app.core.errors import RulesError
from app.core.games.casino_holdem import CasinoHoldemHand
from app.core.games.hand import Action, SeatBets, Stage, StepRecord
from app.core.games.holdem_bonus import HoldemBonusHand
from app.core.games.registry import GAMES, RuleSpec, find_game, register, table_games, unregister
from app.core.rules import AA_BONUS_ON_FOLD, CH_ANTE_TABLES, CH_BONUS_TABLES
from app.core.scenario import settle_scenario
from app.core.text import Term
from tests.game_ids import game_id_literals, game_id_uses

ROOT = Path(__file__).resolve().parent.parent
FAKE = "fake_holdem"


class FakeHand(CasinoHoldemHand):
    GAME = FAKE


@pytest.fixture
def fake_game():
    base = find_game("casino_holdem")
    spec = register(dataclasses.replace(
        base, id=FAKE, name=Term(FAKE, "&Fake Hold'em", "Tests"),
        title=Term(FAKE, "FAKE HOLD'EM", "Tests"), hand_class=FakeHand,
        rules=(RuleSpec("ante_paytable", ("25-25-12-3-2-1",), CH_ANTE_TABLES),
               RuleSpec("bonus_paytable", tuple(CH_BONUS_TABLES), CH_BONUS_TABLES),
               RuleSpec("aa_bonus_on_fold", AA_BONUS_ON_FOLD))))
    yield spec
    unregister(FAKE)


class SurrenderHand(CasinoHoldemHand):
    """Casino Hold'em with no side bet where a seat may also surrender at the flop (settled,
    in this test game, like a fold)."""

    GAME = "surrender_holdem"
    BETS = (CasinoHoldemHand.BETS[0], CasinoHoldemHand.BETS[2])  # ante and call only
    DECISIONS = {Stage.FLOP: ("fold", "call", "surrender")}

    def strategy(self, seat, stage):
        return "surrender"


def _settle_surrender(player, dealer, board, bets, decisions, rules):
    from app.core.games.casino_holdem import settle_seat

    folded = {k: ("fold" if v == "surrender" else v) for k, v in decisions.items()}
    return settle_seat(player, dealer, board, bets, folded, rules)


@pytest.fixture
def surrender_game():
    from app.core.games.bets import ChoiceSpec
    from app.core.games.registry import CHOICES, DecisionKey, register_choice

    base = find_game("casino_holdem")
    register_choice(ChoiceSpec("surrender", Term("surrender", "Surrender", "Tests"), "R",
                               "Seat {seat} surrenders."))
    spec = register(dataclasses.replace(
        base, id=SurrenderHand.GAME, name=Term("s", "&Surrender Hold'em", "Tests"),
        hand_class=SurrenderHand, settle_seat=_settle_surrender, side_bet="",
        decisions=(DecisionKey("decision", Stage.FLOP, ("call", "fold", "surrender")),),
        spot_rows=(("ante", "call"),), settle_order=("ante", "call")))
    yield spec
    unregister(SurrenderHand.GAME)
    CHOICES.pop("surrender")


HAND = {"player": ["Ah", "Ad"], "dealer": ["Kc", "Kd"], "board": ["As", "7h", "2c", "9d", "Jc"],
        "ante": 100, "aa_bonus": 100, "decision": "call"}


def test_the_three_games_of_the_rules_contract_are_registered_in_menu_order():
    assert list(GAMES)[:3] == ["casino_holdem", "holdem_bonus", "nlhe"]
    assert [g.id for g in table_games()][:2] == ["casino_holdem", "holdem_bonus"]
    assert not find_game("nlhe").has_table


def test_an_unknown_game_is_refused_naming_the_known_ones():
    with pytest.raises(RulesError, match="casino_holdem, holdem_bonus, nlhe"):
        find_game("blackjack")
    assert settle_scenario({"game": "blackjack"})["error"].startswith("'game' must be one of")


def test_every_bet_spot_of_a_game_is_settled_and_laid_out_once():
    for game in table_games():
        ids = [b.id for b in game.bets]
        assert sorted(ids) == sorted(game.settle_order)
        assert sorted(sum(game.spot_rows, ())) == sorted(ids)


def test_stakes_come_from_the_bet_specs_call_is_twice_the_ante():
    hand = CasinoHoldemHand([SeatBets(35, 5)], rng=None, script={(Stage.FLOP, 0): "call"})
    assert hand.stake(0, "call") == 0  # not placed before the decision
    while hand.stage is not Stage.SETTLED:
        hand.apply(hand.next_action())
    assert (hand.stake(0, "ante"), hand.stake(0, "aa_bonus"), hand.stake(0, "call")) == (35, 5, 70)


def test_hold_em_bonus_play_is_twice_the_ante_and_street_bets_once():
    script = {(Stage.DEALT, 0): "play", (Stage.FLOP, 0): "bet", (Stage.TURN, 0): "check"}
    hand = HoldemBonusHand([SeatBets(25, 0)], script=script)
    seen = {}
    while hand.stage is not Stage.SETTLED:
        hand.apply(hand.next_action())
        seen.update({b: hand.stake(0, b) for b in ("preflop", "flop", "turn")})
    assert seen == {"preflop": 50, "flop": 25, "turn": 0}


def test_apply_returns_a_record_of_the_step_and_the_stage_it_led_to():
    hand = CasinoHoldemHand([SeatBets(10)])
    first = hand.apply(Action("deal"))
    second = hand.apply(Action("flop"))
    assert (first, second) == (StepRecord(0, Action("deal"), Stage.DEALT),
                               StepRecord(1, Action("flop"), Stage.FLOP))


def test_the_outcome_is_none_until_settled_then_each_seats_net():
    hand = CasinoHoldemHand([SeatBets(10), SeatBets(20)])
    assert hand.outcome() is None
    while hand.stage is not Stage.SETTLED:
        hand.apply(hand.next_action())
    outcome = hand.outcome()
    assert [outcome.net(i) for i in range(2)] == [hand.settlements[i].total for i in range(2)]
    assert outcome.house_net == -(outcome.net(0) + outcome.net(1))


def test_settle_handles_a_registered_game_with_its_own_rules(fake_game):
    fake = settle_scenario({"game": FAKE, **HAND})
    base = settle_scenario({"game": "casino_holdem", "ante_paytable": "25-25-12-3-2-1", **HAND})
    assert fake == base and fake["ok"]
    refused = settle_scenario({"game": FAKE, "ante_paytable": "100-20-10-3-2-1", **HAND})
    assert not refused["ok"] and "ante_paytable" in refused["error"]


def test_settle_command_settles_a_registered_game(fake_game, tmp_path, capsys):
    from app.commands.cli import main

    path = tmp_path / "hand.json"
    path.write_text(json.dumps({"game": FAKE, **HAND}), encoding="utf-8")
    assert main(["settle", str(path)]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["ok"] and result["total"] == 100 + 200 + 700


def test_settings_declare_a_registered_games_house_rules(fake_game, tmp_path):
    from app.system.settings import Settings

    settings = Settings(str(tmp_path / "s.ini"))
    assert settings.get(f"{FAKE}/ante_paytable") == "25-25-12-3-2-1"
    settings.set("game", FAKE)
    assert settings.get("game") == FAKE
    with pytest.raises(ValueError):
        settings.set(f"{FAKE}/ante_paytable", "100-20-10-3-2-1")


def test_the_table_and_menu_deal_a_registered_game(fake_game, qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("HOLDEM_TRAINER_HOME", str(tmp_path))
    from app.system.settings import Settings
    from app.ui.app import build_window, make_app

    make_app()
    window = build_window(Settings(str(tmp_path / "settings.ini")), "en")
    qtbot.addWidget(window)
    action = window.act_games[FAKE]
    assert action.text() == "&Fake Hold'em"
    assert action.shortcut().toString() == f"Ctrl+{[g.id for g in table_games()].index(FAKE) + 1}"
    action.trigger()
    controller = window.controller
    assert isinstance(controller.hand, FakeHand)
    controller.advance_to("settled")
    state = controller.state()
    assert state.title == "FAKE HOLD'EM"
    assert [s.bet for s in state.seats[0].spots] == ["ante", "aa_bonus", "call"]
    assert "Ante pays 25-25-12-3-2-1" in " ".join(state.rule_lines)


def test_the_setup_dialog_offers_a_registered_games_rules(fake_game, qtbot, tmp_path):
    from app.controller.table import TableController
    from app.system.settings import Settings
    from app.ui.setup_dialog import SetupDialog

    settings = Settings(str(tmp_path / "settings.ini"))
    settings.set("game", FAKE)
    controller = TableController(settings)
    dialog = SetupDialog(controller)
    qtbot.addWidget(dialog)
    assert list(dialog.rule_boxes) == ["ante_paytable", "bonus_paytable", "aa_bonus_on_fold"]
    box = dialog.rule_boxes["ante_paytable"]
    assert [box.itemText(i) for i in range(box.count())] == [
        "Variant: royal flush 25, straight flush 25, four of a kind 12 (25-25-12-3-2-1)"]
    # its name (the lines it changes from the default), then the id
    dialog.rule_boxes["aa_bonus_on_fold"].setCurrentText("forfeited")
    dialog.accept()
    assert isinstance(controller.hand, FakeHand)
    assert controller.hand.rules.aa_bonus_on_fold == "forfeited"


def _game_ids():
    return set(GAMES) | {"casino_holdem", "holdem_bonus", "nlhe"}


def test_no_module_outside_the_registry_branches_on_a_game_id():
    """No comparison with a game id and no dictionary keyed by one outside app/core/games,
    through a literal or any name bound to one (CH, GAME, a class's GAME, an imported
    name): a game's facts are its registry entry's, and a new game is one entry."""
    found = game_id_uses(ROOT / "app", _game_ids(), skip=("app.core.games.",))
    assert not found, "\n".join(found)


def test_the_game_id_check_finds_branches_and_keys_through_any_name(tmp_path):
    """The check above can fail: each way of naming a game id in a branch or a key."""
    app = tmp_path / "app"
    (app / "core" / "games").mkdir(parents=True)
    for folder in (app, app / "core", app / "core" / "games"):
        (folder / "__init__.py").write_text("")
    (app / "core" / "games" / "hand.py").write_text(
        'class Hand:\n    GAME = "casino_holdem"\n')
    (app / "core" / "ids.py").write_text(
        'from .games import hand\nCH, THB = hand.Hand.GAME, "holdem_bonus"\nNL = "nlhe"\n')
    (app / "m.py").write_text("\n".join((
        "from app.core.ids import CH, THB",
        "from app.core import ids",
        "from app.core.games.hand import Hand",
        "GAME = THB",
        "def f(game, spec, x, deal):",
        "    if game == CH: pass",  # 6: a name imported from a module that binds it
        "    if spec.id != GAME: pass",  # 7: a module constant bound to an imported one
        "    if x in (Hand.GAME, 1): pass",  # 8: a class's constant, in a tuple
        "    if deal.game is ids.NL: pass",  # 9: a module's attribute
        "    t = {CH: 1}",  # 10: a dictionary key
        "    u = {g: 0 for g in (CH, THB)}",  # 11: a comprehension over ids
        "    v = dict([(THB, 2)])",  # 12: dict() from pairs
        '    if x == "nlhe": pass',  # 13: a literal
        "    match x:",
        "        case ids.NL: pass",  # 15: a match case
        "    if deal.game == spec.id: pass",  # 16: two values, no game named: allowed
        "    w = {deal.game: 1}",  # 17: keyed by a value: allowed
        "    return Hand(CH)",  # 18: a game id as a value: allowed
    )) + "\n")
    found = game_id_uses(app, {"casino_holdem", "holdem_bonus", "nlhe"}, skip=("app.core.",))
    assert [int(f.split(":")[1]) for f in found] == [6, 7, 8, 9, 10, 11, 12, 13, 15], found


def test_the_game_id_check_finds_collections_subscripts_keywords_and_dotted_names(tmp_path):
    """The check above can fail through a collection of game ids (a tuple, list, set or
    frozenset bound to a name, here or imported), a subscript keyed by a game id, a keyword
    named as one in ``dict(...)``, ``dict.fromkeys`` and a module's id reached by its
    dotted name after ``import a.b.c``."""
    app = tmp_path / "app"
    (app / "core").mkdir(parents=True)
    for folder in (app, app / "core"):
        (folder / "__init__.py").write_text("")
    (app / "core" / "ids.py").write_text("\n".join((
        'CH, THB = "casino_holdem", "holdem_bonus"',
        "CASINO = (CH, THB)",
        "TABLES = frozenset({CH})",
        "class Games:",
        "    ALL = [CH, THB]",
    )) + "\n")
    (app / "m.py").write_text("\n".join((
        "import app.core.ids",
        "from app.core.ids import CASINO, CH, THB, TABLES, Games",
        "LOCAL = {THB}",
        "def f(game, d, key):",
        "    if game in CASINO: pass",  # 5: a tuple of ids bound to a name, imported
        "    d[CH] = 1",  # 6: a subscript store keyed by an id
        "    x = d[THB]",  # 7: a subscript load
        "    y = dict.fromkeys((CH, THB))",  # 8: dict.fromkeys of ids
        "    z = dict(casino_holdem=1)",  # 9: a keyword named as an id
        "    if key == app.core.ids.CH: pass",  # 10: a dotted module attribute
        "    w = {k: 1 for k in CASINO}",  # 11: a comprehension over a collection
        "    if game in TABLES: pass",  # 12: a frozenset of ids
        "    if game not in Games.ALL: pass",  # 13: a class's list of ids
        "    if game in LOCAL: pass",  # 14: a set of ids bound here
        "    v = dict.fromkeys(CASINO, 0)",  # 15: dict.fromkeys of a collection
        "    u = {k: 1 for k in app.core.ids.CASINO}",  # 16: a dotted collection
        "    if d[key] == 1: pass",  # 17: keyed by a value: allowed
        "    t = dict(colour=1)",  # 18: a keyword that is no game: allowed
        "    return x, y, z, w, v, u, t",
    )) + "\n")
    found = game_id_uses(app, {"casino_holdem", "holdem_bonus", "nlhe"}, skip=("app.core.",))
    assert [int(f.split(":")[1]) for f in found] == list(range(5, 17)), found


def test_no_game_id_is_written_outside_the_registry_but_where_allowed():
    """Any string equal to a game id outside app/core/games is a place a new game would need
    an edit; only these may write one, each for its reason."""
    allowed = {
        # The self-test's example no-limit hand: a scenario file's contents, as data.
        "app/commands/selftest.py",
        # No-limit's own id, where its package defines it (as each casino game's hand class
        # defines its GAME); the registry names the game by it and a test keeps them equal.
        "app/core/nlhe/__init__.py",
    }
    found = [f for f in game_id_literals(ROOT / "app", _game_ids(), skip=("app.core.games.",))
             if Path(f.split(":")[0]).relative_to(ROOT).as_posix() not in allowed]
    assert not found, found


def test_the_core_imports_without_the_late_import_cycle():
    """app.core.scenario and the no-limit scenario reader import in either order."""
    for first in ("app.core.nlhe.scenario", "app.core.scenario", "app.core.games.registry"):
        done = subprocess.run([sys.executable, "-c", f"import {first}; import app.core.scenario"],
                              capture_output=True, text=True, cwd=ROOT)
        assert done.returncode == 0, done.stderr


def test_the_registry_names_no_limit_by_the_no_limit_package_id():
    from app.core.games.registry import NLHE
    from app.core.nlhe import GAME

    assert NLHE == GAME and not find_game(GAME).has_table


def test_every_core_error_class_is_defined_in_the_errors_module():
    import ast

    outside = []
    for path in (ROOT / "app" / "core").rglob("*.py"):
        if path.name == "errors.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and node.name.endswith("Error"):
                outside.append(f"{path.relative_to(ROOT)}: {node.name}")
    assert not outside, outside


def test_a_game_with_a_new_decision_and_no_side_bet_runs_on_the_table(surrender_game, qtbot,
                                                                      tmp_path, monkeypatch):
    monkeypatch.setenv("HOLDEM_TRAINER_HOME", str(tmp_path))
    from app.system.settings import Settings
    from app.ui.app import build_window, make_app

    make_app()
    window = build_window(Settings(str(tmp_path / "settings.ini")), "en")
    qtbot.addWidget(window)
    window.act_games[SurrenderHand.GAME].trigger()
    controller = window.controller
    controller.set_follow_strategy(False)
    controller.new_hand(seed=3, seats=2)
    while controller.forward():  # deal and flop, then seat 1 waits for the user
        pass
    state = controller.state()
    assert [c.choice for c in state.choices] == ["fold", "call", "surrender"]
    assert [s.bet for s in state.seats[0].spots] == ["ante", "call"]
    assert window.act_choices["surrender"].text() == "Surrender"
    assert window.act_choices["surrender"].shortcut().toString() == "R"
    window.act_choices["surrender"].trigger()
    assert controller.hand.choice(Stage.FLOP, 0) == "surrender"
    window.act_choices["surrender"].trigger()
    assert controller.state().caption == "Seat 2 surrenders."
    saved = tmp_path / "hand.jsonl"
    controller.save_file(saved)
    assert '"decision": "surrender"' in saved.read_text() and '"aa_bonus":' not in saved.read_text()
    result = settle_scenario(json.loads(saved.read_text().splitlines()[0]))
    assert result["ok"] and result["outcome"] == "fold", result


def test_each_drill_is_listed_by_the_game_it_deals():
    from app.core.trainer.drills import DRILLS

    listed = {d: g.id for g in GAMES.values() for d in g.drills}
    assert listed == {d.id: d.game for d in DRILLS.values()}
