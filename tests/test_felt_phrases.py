"""The felt's house rules in every language: each printed line on one line when it fits at
the felt's smallest type, else broken between whole phrases, never leaving a word alone
("พับ" of the Thai fold rule once stood alone under its line)."""

import pytest
from PySide6.QtGui import QFontMetricsF

from app.core.games.registry import find_game
from app.ui.table_items import MIN_TEXT, felt_texts

LANGUAGES = ("en", "ka", "uk", "th", "kk", "hy")
# Every house rule the felt prints: each game's defaults and the other choice of each rule.
HOUSES = {"casino_holdem": ({}, {"aa_bonus_on_fold": "forfeited",
                                 "ante_paytable": "100-49-17-3-2-1",
                                 "bonus_paytable": "100-50-40-30-20-10-8-7-7"}),
          "holdem_bonus": ({}, {"ante_pays_on": "flush", "ties": "dealer_wins"})}


def _printed(w, game: str, values: dict, seats: int) -> list[tuple]:
    for key, value in ({r.key: r.default for r in find_game(game).rules} | values).items():
        w.services.house.set_value(game, key, value)
    w.controller.set_game(game)
    w.controller.new_hand(seed=5, seats=seats)
    state = w.controller.state()
    texts = felt_texts(state.title, state.rule_lines, seats > 3, True)[1:]
    return list(zip(state.rule_lines, texts, strict=True))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_rule_line_fits_whole_or_breaks_between_phrases(main_window, lang):
    w = main_window
    w.set_language(lang)
    try:
        for game, houses in HOUSES.items():
            for values in houses:
                for seats in (1, 5):
                    for line, (font, box, _flags, text) in _printed(w, game, values, seats):
                        assert font.pixelSize() >= MIN_TEXT
                        parts = text.split("\n")
                        # the words as written, only the breaks added (Thai has no blank there)
                        assert "".join(text.split()) == "".join(line.split()), (line, text)
                        metrics = QFontMetricsF(font)
                        widths = [metrics.horizontalAdvance(p) for p in parts]
                        where = f"{lang} {game} {seats} seats: {text!r}"
                        assert max(widths) <= box.width(), f"{where} runs out of {box}"
                        if len(parts) > 1:  # too long for one line: broken, nothing alone
                            assert metrics.horizontalAdvance(line) > box.width() - 12, where
                            for p in parts:
                                assert metrics.horizontalAdvance(p) >= max(widths) / 4, where
                                assert len(p.split()[-1]) > 2 or p == parts[-1] \
                                    or p.endswith((":", "\u00b7", ",", "\u055d")), where
    finally:
        w.set_language("en")


def test_the_thai_fold_rule_breaks_before_its_when(main_window):
    w = main_window
    w.set_language("th")
    try:
        printed = _printed(w, "casino_holdem", {}, 1)
    finally:
        w.set_language("en")
    line, (_f, _box, _flags, text) = printed[-1]
    assert line.endswith("พับ")
    # too long for its line beside the board: broken before "when", not before "พับ"
    assert text.split("\n")[-1] == "เมื่อผู้เล่นพับ", text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_pay_table_stays_with_its_bets_name(main_window, lang):
    """The pay tables' line breaks before a new bet's name, never between a name and its
    table: "Ante pays 25-20-10-3-5-1 · / AA Bonus / 100-50-..." read as if the AA Bonus
    were part of the ante's line."""
    from app.core.games.casino_holdem import AA_BONUS
    from app.i18n import qt_translate

    w = main_window
    w.set_language(lang)
    try:
        bonus = AA_BONUS.label.render(qt_translate)
        for ante in ("25-20-10-3-5-1", "100-20-10-3-2-1", "100-49-17-3-2-1"):
            for seats in (1, 5):
                printed = _printed(w, "casino_holdem", {"ante_paytable": ante}, seats)
                line, (_f, _box, _flags, text) = next(
                    p for p in printed if "100-50-40-30-20-7-7-7-7" in p[0])
                where = f"{lang} {ante} {seats} seats: {text!r}"
                for part in text.split("\n"):
                    # a table's id is never the first thing on a line, nor a bet name the last
                    assert not part[:1].isdigit(), where
                    assert not part.rstrip(":\u055d ").endswith(bonus.split()[-1]) \
                        or "100-50" in part, where
                assert any(ante in p and bonus.split()[0] not in p.split(ante)[1]
                           for p in text.split("\n")) or "\n" not in text, where
    finally:
        w.set_language("en")
