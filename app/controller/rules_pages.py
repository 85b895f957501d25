"""The rules pages' controller: reads a page in the language, has the core fill its
slots under the active house rules, and runs the page's self-test.

The screen shows Markdown it is given and sends back what the trainee typed; the
figures, the questions and the marks all come from the rules core.
"""

from __future__ import annotations

import logging
import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional

from PySide6.QtCore import QCoreApplication, QObject, Signal

from app.controller.house import house_rule_values
from app.core.errors import AnswerError, PageError, ScenarioError, said
from app.core.games.registry import GAMES, find_game
from app.core.rules_pages import PageFiller, page_game, page_ids, slots, title
from app.core.scenario import read_scenarios
from app.core.text import QT_TRANSLATE_NOOP, Line
from app.core.trainer.answers import parse_amount
from app.core.trainer.drills import DRILLS
from app.core.trainer.word_questions import WordQuestion, word_question
from app.i18n import error_text, format_seconds, qt_translate
from app.system.paths import rules_pages_dir, scenarios_dir
from app.system.settings import Settings

log = logging.getLogger(__name__)
T = "RulesScreen"


def page_path(lang: str, page: str) -> Path:
    return rules_pages_dir() / lang / f"{page}.md"


def scenario_path(name: str) -> Path:
    """A worked example's file (ScenarioError for a name that is not a plain file name)."""
    if not name.replace("_", "").isalnum():
        raise ScenarioError(_no_example(name))
    return scenarios_dir() / f"{name}.json"


def read_example(name: str) -> dict[str, Any]:
    """A worked example as a scenario dict."""
    path = scenario_path(name)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        raise ScenarioError(_no_example(name)) from None
    items = list(read_scenarios(text))
    if len(items) != 1 or not isinstance(items[0], dict):
        raise ScenarioError(said(QT_TRANSLATE_NOOP("Errors", "the worked example {name} is not "
                                                             "one hand"), name=repr(name)))
    return items[0]


def _no_example(name: str) -> Line:
    return said(QT_TRANSLATE_NOOP("Errors", "no worked example is called {name}"),
                name=repr(name))


def drill_words(drill_id: str) -> Optional[tuple[str, str]]:
    """A drill's name and its target seconds at the three levels, in the window's
    language; None for no such drill."""
    drill = DRILLS.get(drill_id)
    if drill is None:
        return None
    return (drill.title.render(qt_translate),
            " / ".join(format_seconds(t, decimals=None) for t in drill.targets))


@dataclass
class SelfTestState:
    """The self-test as the screen shows it."""

    game: str
    question: WordQuestion
    number: int  # the question's number in this self-test, from 1
    right: int  # answers right so far
    answered: int
    feedback: Optional[bool] = None  # right or not, once answered
    given: Optional[int] = None


class RulesPagesController(QObject):
    """Pages in the app's language, filled under the active house rules, and the
    self-test.

    Signals:
        self_test_changed: a question was asked or answered; read ``test``.
    """

    self_test_changed = Signal()

    def __init__(self, settings: Settings, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.test: Optional[SelfTestState] = None
        self._seed = 0

    # -- pages ---------------------------------------------------------------------
    @staticmethod
    def pages() -> tuple[str, ...]:
        return page_ids()

    @staticmethod
    def source(lang: str, page: str) -> tuple[str, str]:
        """A page's text as written, and the language it is in: the app's language, or
        English where that language has no such page (or it cannot be read)."""
        for code in dict.fromkeys((lang, "en")):
            try:
                return page_path(code, page).read_text(encoding="utf-8"), code
            except (OSError, UnicodeDecodeError) as e:
                log.warning("rules page %s/%s: %s", code, page, e)
        return "", "en"

    def title(self, lang: str, page: str) -> str:
        text, _ = self.source(lang, page)
        return title(text) or page

    def rule_values(self) -> dict[str, dict[str, str]]:
        """Every game's house rules as chosen in settings."""
        return {g.id: house_rule_values(self.settings, g) for g in GAMES.values() if g.rules}

    def fill(self, lang: str, page: str) -> str:
        """A page with its slots filled in the installed language, under the house rules
        of settings (PageError naming the line of a slot that cannot be filled)."""
        text, written_in = self.source(lang, page)
        filled = PageFiller(qt_translate, self.rule_values(), read_example, drill_words).fill(
            page, text)
        if written_in == lang:
            return filled
        return QCoreApplication.translate(
            "RulesScreen", "*This page is not written in this language yet: here it is in "
                           "English.*") + "\n\n" + filled

    def markdown(self, lang: str, page: str) -> str:
        """``fill``, or a clear sentence in place of a page that cannot be filled (it is
        logged)."""
        try:
            return self.fill(lang, page)
        except PageError as e:
            log.error("rules page: %s", e)
            return QCoreApplication.translate(
                "RulesScreen", "This page cannot be shown: {reason}").format(reason=error_text(e))

    def page_of_drill(self, drill: str) -> Optional[str]:
        """The page that describes a trainer drill (its ``{{drill ID}}`` slot)."""
        for page in self.pages():
            if any(s.name == "drill" and s.args == drill for s in slots(self.source("en", page)[0])):
                return page
        return None

    def first_drill(self, game: str) -> Optional[str]:
        """The first trainer drill ``game``'s page describes (its first ``{{drill ID}}``
        slot): where the page's way to the trainer leads."""
        if game not in self.pages():
            return None
        return next((s.args for s in slots(self.source("en", game)[0]) if s.name == "drill"), None)

    @staticmethod
    def game_of(page: str) -> Optional[str]:
        game = page_game(page)
        return game.id if game else None

    @staticmethod
    def example_game(name: str) -> str:
        """The game of a worked example (ScenarioError when it has none)."""
        return find_game(read_example(name).get("game")).id

    # -- the self-test ---------------------------------------------------------------
    def start_self_test(self, game: str, seed: Optional[int] = None) -> None:
        """Ask the first question of a self-test of ``game``."""
        self._seed = seed if seed is not None else random.randrange(1, 10**6)
        self.test = SelfTestState(game, self._question(game, 1), 1, 0, 0)
        self.self_test_changed.emit()

    def _question(self, game: str, number: int) -> WordQuestion:
        """Question ``number`` of this self-test, under the house rules of settings."""
        spec = find_game(game)
        rules = spec.make_rules(house_rule_values(self.settings, spec)) if spec.rules else None
        return word_question(game, self._seed * 1000 + number, rules)

    def answer(self, text: str) -> None:
        """Mark an answer typed as text (AnswerError, with its message, for text that is
        not an amount: it is not marked)."""
        t = self.test
        if t is None or t.feedback is not None:
            return
        given = parse_amount(text)
        t.given, t.feedback = given, given == t.question.answer
        t.answered += 1
        t.right += int(t.feedback)
        self.self_test_changed.emit()

    def next_question(self) -> None:
        t = self.test
        if t is None:
            return
        t.number += 1
        t.question, t.feedback, t.given = self._question(t.game, t.number), None, None
        self.self_test_changed.emit()

    def stop_self_test(self) -> None:
        self.test = None
        self.self_test_changed.emit()


__all__ = ["AnswerError", "RulesPagesController", "SelfTestState", "scenario_path"]
