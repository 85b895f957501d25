"""Every trainer function and pay table a game's registry entry names resolves to the right
kind of thing, and a misspelt name is an error naming the game and the name."""

from __future__ import annotations

import dataclasses
import inspect
import random

import pytest

from app.core.errors import GameFactError
from app.core.games.registry import GAMES
from app.core.rules import PayTable
from app.core.trainer import game_facts
from app.core.trainer.deals import Deal
from app.core.trainer.word_questions import WordQuestion


@pytest.mark.parametrize("game", list(GAMES))
def test_every_named_fact_of_every_game_resolves(game):
    spec = GAMES[game]
    facts = spec.trainer
    if facts.deal:
        deal = game_facts.deal_function(spec)
        # Called as the drills call it (announce: every keyword), it deals a hand of the game.
        inspect.signature(deal).bind(random.Random(1), 2, seats=1, bonus=True, case=None,
                                     play_out=False, want=None, house=None, ties=None)
        dealt = deal(random.Random(1), 2)
        assert isinstance(dealt, Deal) and dealt.game == spec.id
    if facts.story:
        question = game_facts.story_function(spec)(random.Random(1), spec.make_rules()
                                                   if spec.rules_class else None)
        assert isinstance(question, WordQuestion) and question.game == spec.id
    for words in facts.pay_tables:
        assert words.rule in spec.rule_keys
        table = game_facts.pay_table(spec, words)
        assert isinstance(table, PayTable)
        assert table is getattr(spec.make_rules(), words.attribute)
        assert table.id == spec.rule(words.rule).default


def test_a_misspelt_name_is_an_error_naming_the_game_and_the_name():
    spec = GAMES["casino_holdem"]  # a registered game with every fact
    facts = spec.trainer
    bad = [dataclasses.replace(spec, trainer=dataclasses.replace(facts, deal="deal_casino")),
           dataclasses.replace(spec, trainer=dataclasses.replace(facts, story="ch_qestion")),
           dataclasses.replace(spec, trainer=dataclasses.replace(facts, pay_tables=(
               dataclasses.replace(facts.pay_tables[0], attribute="ante_tabel"),))),
           dataclasses.replace(spec, trainer=dataclasses.replace(facts, pay_tables=(
               dataclasses.replace(facts.pay_tables[0], attribute="ante"),))),
           dataclasses.replace(spec, trainer=dataclasses.replace(facts, pay_tables=(
               dataclasses.replace(facts.pay_tables[0], rule="ante_table"),)))]
    names = ["deal_casino", "ch_qestion", "ante_tabel", "'ante'", "ante_table"]
    for wrong, name in zip(bad, names, strict=True):
        with pytest.raises(GameFactError, match=f"casino_holdem.*{name}"):
            game_facts.check(wrong)
    game_facts.check(spec)  # the entry as registered resolves


def test_the_rules_of_every_game_say_whether_ties_push():
    from app.core.rules import TIES, HoldemBonusRules

    for spec in GAMES.values():
        if spec.rules_class is not None:
            assert spec.make_rules().ties_push is True  # GAMES.md's defaults push ties
    assert HoldemBonusRules(ties="dealer_wins").ties_push is False
    assert HoldemBonusRules(ties="push").ties_push is True
    assert set(TIES) == {"push", "dealer_wins"}


def test_the_trainer_does_not_load_with_a_misspelt_name():
    """The names are checked when the trainer's drills load, not when the game is drawn."""
    import subprocess
    import sys
    from pathlib import Path

    code = "\n".join((
        "import dataclasses",
        "from app.core.games import registry",
        "spec = registry.GAMES['holdem_bonus']",
        "registry.register(dataclasses.replace(spec, trainer=dataclasses.replace(",
        "    spec.trainer, deal='deal_holdem_bonsu')))",
        "import app.core.trainer.drills",
    ))
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=Path(__file__).resolve().parent.parent, timeout=120)
    assert run.returncode != 0
    assert "GameFactError: game 'holdem_bonus': trainer.deal 'deal_holdem_bonsu'" in run.stderr
