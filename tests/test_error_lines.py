"""The core's error sentences translate: each is a template marked
QT_TRANSLATE_NOOP("Errors", ...) with named arguments, ``str(e)`` stays English, and
``e.render(translate)`` says it in the reader's language (no .qm needed here: a dict
stands in for the translator)."""

import ast
import re
from pathlib import Path

import pytest

from app.core.errors import (
    AnswerError,
    CoreError,
    ExamCodeError,
    RulesError,
    ScenarioError,
    SetupError,
    StoreError,
)
from app.core.games.registry import find_game
from app.core.games.table_scenario import from_scenarios
from app.core.nlhe.config import SeatConfig, TableConfig
from app.core.scenario import read_scenarios, settle_scenario, settled
from app.core.text import Line, english
from app.core.trainer.answers import Refusal, parse_amount, parse_seats
from app.core.trainer.class_import import parse_export
from app.core.trainer.exam import ExamSpec, exam_code, parse_exam_code
from app.core.trainer.store import CSV_COLUMNS, DISK_FULL, UNAVAILABLE, ProgressStore, SaveProblem

ROOT = Path(__file__).resolve().parent.parent
PLACEHOLDER = re.compile(r"\{(\w+)\}")

UK = {
    "missing field '{key}': {count} cards are needed":
        "бракує поля '{key}' (потрібно карт: {count})",
    "hand {hand}: {reason}": "роздача {hand}: {reason}",
    "Please type the exam code.": "Введіть код іспиту.",
    "An exam code cannot contain {char}: please check it.":
        "Код іспиту не може містити {char}: перевірте його.",
    "Only digits, please: 1000, 1 000 and 1,000 are all fine.":
        "Лише цифри, будь ласка: 1000, 1 000 і 1,000 — усе підходить.",
    "There is already a trainee called {name}.": "Стажер на імʼя {name} уже є.",
    "the disk is full": "диск заповнено",
    "line {line} is not valid JSON ({reason})": "рядок {line} — некоректний JSON ({reason})",
    "{problem} at column {column}": "{problem} у стовпці {column}",
    "Expecting value": "очікується значення",
}


def ukrainian(context: str, text: str, n: int = -1) -> str:
    assert context == "Errors", (context, text)
    return UK.get(text, text)


HAND = {"game": "casino_holdem", "dealer": ["Ah", "Kh"], "board": ["2c", "3d", "4s", "9h", "Tc"],
        "ante": 10, "decision": "call"}


def raised(call, *args, **kwargs) -> BaseException:
    try:
        call(*args, **kwargs)
    except (CoreError, StoreError) as e:
        return e
    raise AssertionError(f"{call.__name__} raised nothing")


def test_a_scenario_error_says_its_sentence_in_ukrainian_and_stays_english_in_str():
    e = raised(from_scenarios, [HAND])
    assert isinstance(e, ScenarioError)
    assert str(e) == "hand 1: missing field 'player': 2 cards are needed"
    assert e.render(ukrainian) == "роздача 1: бракує поля 'player' (потрібно карт: 2)"
    assert e.render() == str(e)


def test_settle_gives_the_error_in_the_language_asked_and_english_by_default():
    assert settle_scenario(HAND) == {
        "ok": False, "error": "missing field 'player': 2 cards are needed"}
    assert settle_scenario(HAND, ukrainian)["error"] == "бракує поля 'player' (потрібно карт: 2)"
    bad = next(iter(read_scenarios('{"game": }')))
    assert isinstance(bad, ScenarioError)
    assert str(bad) == "line 1 is not valid JSON (Expecting value at column 10)"
    assert bad.render(ukrainian) == "рядок 1 — некоректний JSON (очікується значення у стовпці 10)"


def test_an_exam_code_error_says_its_sentence_in_ukrainian():
    e = raised(parse_exam_code, "  ", ["ch.total"])
    assert isinstance(e, ExamCodeError) and str(e) == "Please type the exam code."
    assert e.render(ukrainian) == "Введіть код іспиту."
    e = raised(parse_exam_code, "EX-12U4", ["ch.total"])
    assert str(e) == "An exam code cannot contain 'U': please check it."
    assert e.render(ukrainian) == "Код іспиту не може містити 'U': перевірте його."


def test_an_answer_error_says_its_refusal_in_ukrainian():
    e = raised(parse_amount, "12a")
    assert isinstance(e, AnswerError) and e.refusal is Refusal.NOT_A_NUMBER
    assert str(e) == "Only digits, please: 1000, 1 000 and 1,000 are all fine."
    assert e.render(ukrainian) == "Лише цифри, будь ласка: 1000, 1 000 і 1,000 — усе підходить."
    assert Refusal.NOT_A_NUMBER.line.render(ukrainian) == e.render(ukrainian)


def test_a_store_error_and_a_save_problem_say_their_sentences_in_ukrainian(tmp_path):
    store = ProgressStore(tmp_path / "progress.sqlite3")
    try:
        store.add_profile("Ana")
        e = raised(store.add_profile, "ana")
    finally:
        store.close()
    assert str(e) == "There is already a trainee called Ana."
    assert e.render(ukrainian) == "Стажер на імʼя Ana уже є."
    assert SaveProblem(DISK_FULL, "No space left on device").reason.render(ukrainian) == \
        "диск заповнено"
    other = SaveProblem(UNAVAILABLE, "I/O error").reason
    assert other.render() == "the file cannot be written (I/O error)"


def test_an_error_made_from_plain_text_renders_as_that_text():
    """A sentence a Qt caller has already translated passes through unchanged."""
    e = ScenarioError("Відповідайте спершу на питання.")
    assert e.line is None and e.render(ukrainian) == str(e) == "Відповідайте спершу на питання."
    wrapped = ScenarioError(raised(parse_exam_code, "", []))  # another error's line is kept
    assert wrapped.line is not None and wrapped.render(ukrainian) == "Введіть код іспиту."


# -- every template is filled by its raise site ---------------------------------------------
def _marked(node: ast.AST) -> str | None:
    """The template of a ``QT_TRANSLATE_NOOP("Errors", "...")`` call, else None."""
    if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "QT_TRANSLATE_NOOP" \
            and len(node.args) == 2 and isinstance(node.args[0], ast.Constant) \
            and node.args[0].value == "Errors":
        assert isinstance(node.args[1], ast.Constant) and isinstance(node.args[1].value, str), \
            ast.dump(node)
        return node.args[1].value
    return None


def _error_templates() -> tuple[dict[str, set[str]], set[str]]:
    """Templates marked in the Errors context in app/core: those given straight to
    ``said(...)`` with the keywords of each call, and those kept aside (in a table or a
    variable) that are said elsewhere."""
    direct: dict[str, set[str]] = {}
    every: set[str] = set()
    for path in (ROOT / "app" / "core").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            template = _marked(node)
            if template is not None:
                every.add(template)
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "said" \
                    and node.args:
                template = _marked(node.args[0])
                if template is None:
                    continue
                keys = {k.arg for k in node.keywords}
                assert None not in keys, f"{path.name}: said(...) with **arguments: {template}"
                assert set(PLACEHOLDER.findall(template)) == keys, (path.name, template, keys)
                direct[template] = keys
    return direct, every - set(direct)


def test_every_template_said_at_a_raise_site_is_given_exactly_its_placeholders():
    direct, _aside = _error_templates()
    assert len(direct) > 100


def _raising_cases():
    """Bad inputs for many raise sites, each as a call that raises the error."""
    def scen(**fields):
        return lambda: settled(HAND | {"player": ["As", "Ks"]} | fields)

    spec = dict(drills=("ch.total",), questions=10, minutes=10, pass_percent=80, level=1,
                seed=1)
    cases = [
        lambda: exam_code(ExamSpec(**spec | {"questions": 0})),
        lambda: exam_code(ExamSpec(**spec | {"minutes": 999})),
        lambda: exam_code(ExamSpec(**spec | {"pass_percent": 0})),
        lambda: exam_code(ExamSpec(**spec | {"level": 7})),
        lambda: exam_code(ExamSpec(**spec | {"seed": -1})),
        lambda: exam_code(ExamSpec(**spec | {"drills": ()})),
        lambda: exam_code(ExamSpec(**spec | {"drills": ("a", "a")})),
        lambda: parse_exam_code(None, ["ch.total"]), lambda: parse_exam_code(" - ", []),
        lambda: parse_exam_code("EX-U", []),
        lambda: parse_exam_code("EX-00", ["ch.total"]),
        lambda: parse_exam_code(exam_code(ExamSpec(**spec)), ["ch.aa_bonus"]),
        lambda: parse_exam_code(_typo(exam_code(ExamSpec(**spec))), ["ch.total"]),
        lambda: parse_amount(""), lambda: parse_amount("2.5"), lambda: parse_amount("-5"),
        lambda: parse_amount("99999999999999"), lambda: parse_seats("x"),
        lambda: find_game("poker"),
        lambda: find_game("casino_holdem").make_rules({"ties": "push"}),
        lambda: find_game("casino_holdem").make_rules({"ante_paytable": "1-1"}),
        lambda: find_game("holdem_bonus").make_rules({"ties": "never"}),
        lambda: find_game("nlhe").make_rules({}),
        scen(player=["As"]), scen(player="As"), scen(player=["As", "Xx"]),
        scen(player=["Ah", "Ks"]), scen(ante="10"), scen(ante=-1), scen(ante=10**13),
        scen(ante=0), scen(decision="raise"), scen(colour="red"), scen(min_ante=20),
        scen(max_ante=5), scen(aa_bonus=50, max_bonus=25), scen(ante_paytable="9-9"),
        lambda: settled({k: v for k, v in HAND.items() if k != "decision"}
                        | {"player": ["As", "Ks"]}),
        lambda: settled([]),
        lambda: settled({k: v for k, v in HAND.items() if k != "ante"} | {"player": ["As", "Ks"]}),
        lambda: from_scenarios([]), lambda: from_scenarios([HAND] * 8),
        lambda: from_scenarios([HAND]), lambda: from_scenarios([ScenarioError("bad")]),
        lambda: from_scenarios([{"game": "nlhe", "stacks": [9, 9], "button": 0,
                                 "small_blind": 1, "big_blind": 2, "actions": []}]),
        lambda: from_scenarios([HAND | {"player": ["As", "Ks"]},
                                HAND | {"player": ["As", "Qs"]}]),
        lambda: from_scenarios([HAND | {"player": ["As", "Ks"]},
                                HAND | {"player": ["Qs", "Js"],
                                        "board": ["2c", "3d", "4s", "9h", "Jc"]}]),
        lambda: from_scenarios([HAND | {"player": ["As", "Ks"]},
                                HAND | {"player": ["Qs", "Js"],
                                        "ante_paytable": "20-20-10-3-2-1"}]),
        lambda: TableConfig(seats=(SeatConfig("trainee"),)),
        lambda: TableConfig(seats=(SeatConfig("robot"), SeatConfig("easy"))),
        lambda: TableConfig(seats=(SeatConfig("easy", "x" * 40), SeatConfig("easy"))),
        lambda: TableConfig(seats=(SeatConfig("empty"), SeatConfig("easy"))),
        lambda: TableConfig(seats=(SeatConfig("trainee"), SeatConfig("trainee"))),
        lambda: TableConfig(stack=10**9), lambda: TableConfig(max_hands=0),
        lambda: TableConfig(pause_ms=-1), lambda: TableConfig(asks=("why",)),
        lambda: TableConfig(small_blind=30, big_blind=20), lambda: TableConfig(ante=-1),
        lambda: TableConfig.from_json("{"), lambda: TableConfig.from_json("[]"),
        lambda: TableConfig.from_json('{"colour": 1}'),
        lambda: TableConfig.from_json('{"seats": 3}'),
        lambda: TableConfig.from_json('{"seed": "x"}'),
        lambda: TableConfig.from_json('{"asks": 1}'),
        lambda: TableConfig.from_json('{"stack": 1.5}'),
        lambda: TableConfig.from_json('{"animate": 1}'),
        lambda: settled({"game": "nlhe", "stacks": [9, 9]}),
    ]
    nl = {"game": "nlhe", "stacks": [100, 100], "button": 0, "small_blind": 1, "big_blind": 2,
          "actions": []}
    for bad in ({"stacks": 5}, {"stacks": [100]}, {"stacks": [100, -1]}, {"button": 5},
                {"small_blind": 0}, {"small_blind": 3}, {"ante": -1}, {"actions": 1},
                {"colour": 1}, {"hole_cards": [["As", "Ks"]]},
                {"hole_cards": [["As", "Ks"], ["Qs"]]}, {"hole_cards": [["As", "Ks"], "Qs"]},
                {"hole_cards": [["As", "Ks"], ["Qs", "Zz"]]}, {"board": "As"},
                {"board": ["As", "Ks", "Qs", "Js", "Ts", "9s"]},
                {"hole_cards": [["As", "Ks"], ["As", "Js"]]},
                {"actions": [["shove"]]}, {"actions": [["raise"]]},
                {"actions": [["raise", 0]]}, {"actions": [["fold", 3]]},
                {"actions": [["check"]]}, {"actions": [["fold"], ["fold"]]},
                {"actions": [["raise", 3]]}, {"actions": [["call"], ["check"], ["bet", 1]]},
                {"actions": [["allin"], ["call"]]}, {"board": ["As", "Ks"]},
                {"stacks": [1, 1], "actions": [["fold"]]},
                {"hole_cards": [["As", "Ks"], ["Qs", "Js"]], "actions": [["allin"], ["call"]]}):
        cases.append(lambda data=nl | bad: settled(data))
    for text in ('{"a": }', '{,}', '{"a" 1}', '{"a": 1 "b": 2}', '{"a": "x', '{"a": "x\ty"}',
                 '[{"a": 1},]', '[{"a": 1} {"b": 2}]', '[{"a": 1}', '{"a": \udcff}',
                 '{"a": "\ud800"}', '{"\ud800": 1}', '["\ud800"]', '"\udcff"',
                 '{"a": ' + "[" * 40 + "]" * 40 + "}", "[" * 100000, "1" * 5000,
                 '{"a": 1,\n "b": }', '{"a": "\udcff"}'):
        cases.append(lambda text=text: _first_error(text))
    # a results export with one cell that is not what the app writes there
    good = dict(zip(CSV_COLUMNS, ("Ana", "2026-03-02T10:00:00Z", "ch.total", "1", "7", "1", "3.0",
                                  "40", "40", "", "", "", "", "", "", ""), strict=True))
    for column, value in (("seed", "x"), ("correct", "2"), ("seconds", "fast"), ("at", "today"),
                          ("exam_source", "trusted")):
        row = ",".join((good | {column: value}).values())
        cases.append(lambda row=row: parse_export(f"{','.join(CSV_COLUMNS)}\n{row}\n".encode()))
    return cases


def _first_error(text: str) -> None:
    for item in read_scenarios(text):
        if isinstance(item, Exception):
            raise item
    raise AssertionError(f"no error in {text[:40]!r}")


def _typo(code: str) -> str:
    return code[:-1] + ("1" if code[-1] != "1" else "2")


def test_every_error_renders_with_every_placeholder_filled():
    """Rendered through a translate that gives the template itself, every error raised from
    the bad inputs fills its template (no {name} left, no argument missing) and reads as
    its English; together they reach every template with arguments that is kept aside
    rather than given straight to ``said``."""
    seen: set[str] = set()

    from app.core.nlhe import actions

    # A no-limit refusal is the table's own sentence (and the call drill's), in its context.
    refusals = {*actions.NO_RAISE.values(), actions.CANNOT_CHECK, actions.NOTHING_TO_CALL,
                actions.AT_MOST, actions.ONLY_ALL_IN, actions.MIN_BET, actions.MIN_RAISE,
                actions.NO_RAISE_ALLOWED, *actions.ALLOWED.values()}

    def template_itself(context: str, text: str, n: int = -1) -> str:
        if context != "Errors" and text not in refusals:
            # a word an error names (a pay table's line) keeps its context
            assert not PLACEHOLDER.search(text), (context, text)
            return english(context, text, n)
        seen.add(text)
        return english(context, text, n)  # a count's English form: "1 pair", "2 pairs"

    for case in _raising_cases():
        with pytest.raises((CoreError, StoreError)) as e:
            case()
        error = e.value
        assert error.line is not None, error
        text = error.render(template_itself)
        assert not PLACEHOLDER.search(text), (text, error.line)
        assert text == str(error)
    _direct, aside = _error_templates()
    with_arguments = {t for t in aside if PLACEHOLDER.search(t)}
    assert with_arguments and with_arguments <= seen, sorted(with_arguments - seen)


def test_store_errors_render_with_every_placeholder_filled(tmp_path):
    def template_itself(context: str, text: str, n: int = -1) -> str:
        return text

    store = ProgressStore(tmp_path / "progress.sqlite3")
    try:
        ana = store.add_profile("Ana")
        cases = [lambda: store.add_profile(""), lambda: store.add_profile("x" * 41),
                 lambda: store.add_profile("a\nb"), lambda: store.add_profile("ana"),
                 lambda: store.rename_profile(99, "Bo"), lambda: store.remove_profile(ana.id),
                 lambda: store.start_exam(ana.id, "EX", 0),
                 lambda: store.finish_exam(99, 1, True),
                 lambda: store.finish_exam(store.start_exam(ana.id, "EX", 2).id, 5, True),
                 lambda: store.export_csv(tmp_path / "no" / "such" / "x.csv"),
                 lambda: store.export_csv(tmp_path / "x.csv", 99)]
        for case in cases:
            with pytest.raises(StoreError) as e:
                case()
            assert e.value.line is not None, e.value
            assert not PLACEHOLDER.search(e.value.render(template_itself)), e.value
    finally:
        store.close()


def test_a_line_of_another_context_is_never_said_as_an_error():
    """``said`` marks the Errors context; a Line made by hand keeps its own."""
    assert Line.in_context("Rules", "x").context == "Rules"
    assert raised(find_game, "poker").line.context == "Errors"
    for error in (RulesError, SetupError, ExamCodeError):
        assert error("plain").line is None


def test_the_window_shows_a_core_error_in_its_language_and_another_error_as_it_is():
    """app.i18n.error_text: what the message boxes and status lines show."""
    from app.i18n import error_text

    assert error_text(raised(parse_exam_code, "", []), ukrainian) == "Введіть код іспиту."
    assert error_text(OSError("No space left on device"), ukrainian) == "No space left on device"
