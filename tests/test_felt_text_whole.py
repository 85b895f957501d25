"""Every figure drawn whole: no text on the felt, in an answer field or in the feedback is
cut or overlapped, in the six languages and the pseudo-language.

"Drawn" is recorded, not assumed: each item of the scene (and the felt under them) paints
into a painter that notes every ``drawText`` call with the font, the box and the flags
really used. For each text the space its font's metrics need (advances, wrapped as drawn)
must lie inside the box it is drawn into (``drawText`` cuts what reaches outside), inside
its seat's frame (or the felt), and clear of every other text and every drawn result
mark.

The scene is laid out in fixed units and only scaled to the window, so the cross product
is sampled: every language with one to seven settled seats of both games, and the worked
example that once showed "Paid 70 / 10 / 20" for 700 / 100 / 200 (a one-seat paid layout,
in Ukrainian and Armenian), at 1366x768; the longest languages (Armenian, Georgian, the
pseudo-language) with one, three and seven seats and the worked example at 1024x700,
1366x768 and 1920x1080, and in presenter mode; the trainer's audited layouts of both games
(one, three and seven seats) with their answer fields and the feedback of a wrong answer
in every language at 1366x768, the longest also at 1024x700 and in presenter mode. Each
size also checks the smallest text in screen pixels. Every item is painted under its own
scene transform, so an item moved by ``setPos`` is judged where it is drawn.

The answer fields of every drill at every level are measured at 1024x700 in English and
the longest languages (their example words and the figures they must hold), and the
no-limit felt at a nine-seat showdown with side pots: no figure shortened with "…" (a
long name may be, on purpose).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QFontMetricsF, QImage, QPainter, QTextLayout, QTextOption
from PySide6.QtWidgets import QLineEdit, QStyle, QStyleOptionFrame, QStyleOptionGraphicsItem

from app.i18n import PSEUDO
from app.ui.table_items import MIN_TEXT, role
from tests.layout import settle
from tests.scene_roles import matching, roles
from tests.test_pseudo_screens import build, clipped
from tests.test_readable_layout import seat_frames_apart, smallest_text_px, wanted_px

LANGUAGES = ("en", "ka", "uk", "th", "kk", "hy", PSEUDO)
LONGEST = ("hy", "ka", PSEUDO)
SIZES = ((1024, 700), (1366, 768), (1920, 1080))
# The longest answer a field is made for whatever its key: a net of five figures with its
# sign and grouping (a wrong answer may be a figure longer than the key).
PLAUSIBLE = "-12 345"
# Paid layouts to audit: (drill, level, seed) giving one seat of each game with three and
# five spots paid, three seats of Hold'em Bonus and seven of Casino Hold'em.
AUDITED = (("ch.audit", 1, 9), ("thb.audit", 1, 7), ("thb.audit", 2, 2), ("ch.audit", 3, 11))
WORKED = Path(__file__).resolve().parents[1] / "assets" / "scenarios" / \
    "ch_worked_1_trip_aces.json"


class Recorder(QPainter):
    """A painter that notes each text drawn into a rect, with its font and flags, in scene
    units; it draws nothing itself (the boxes, not the pixels, are what is judged)."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.texts: list[tuple] = []

    def drawText(self, *args) -> None:  # noqa: N802 (Qt's name)
        if len(args) == 3 and isinstance(args[0], QRectF):
            box, flags, text = args
            self.texts.append((self.font(), self.transform().mapRect(QRectF(box)), int(flags),
                               str(text)))
        else:  # a text at a point has no box to keep it in: not used on the felt
            raise AssertionError(f"text drawn without a box: {args!r}")


def drawn_texts(scene) -> list[tuple[str, QRectF, tuple]]:
    """Every text the scene draws as (owner, owner's frame, (font, box, flags, text)): the
    felt's printed lines, then each item's words; a seat's words are framed by its seat."""
    image = QImage(16, 16, QImage.Format.Format_ARGB32)
    frames = {k.removesuffix(" frame"): v.sceneTransform().mapRect(QRectF(v.rect)) for k, v in
              matching(scene, r"seat \d+ frame").items()}
    out = []
    p = Recorder(image)
    try:
        scene.drawBackground(p, scene.sceneRect())
        out += [("felt", scene.sceneRect(), t) for t in p.texts]
        for item in sorted(scene.items(), key=lambda i: i.zValue()):
            if not item.isVisible():
                continue  # not drawn
            p.texts = []
            p.save()
            # The item paints in its own units: mapped to the scene's as the view maps it
            # (an item moved by setPos, scaled or under a parent), so every box is compared
            # in one frame.
            p.setTransform(item.sceneTransform())
            item.paint(p, QStyleOptionGraphicsItem(), None)
            p.restore()
            name = role(item)
            seat = re.match(r"seat \d+", name)
            frame = frames.get(seat.group(0)) if seat else None
            out += [(name, frame if frame is not None else scene.sceneRect(), t)
                    for t in p.texts]
    finally:
        p.end()
    return out


def _need(f, box: QRectF, flags: int, text: str) -> QRectF:
    return QFontMetricsF(f).boundingRect(box, flags, text)


def line_rects(f, box: QRectF, flags: int, text: str) -> list[QRectF]:
    """The rect of each line of ``text`` as ``drawText`` sets it in ``box``: wrapped at the
    box's width when the flags say so, each line as wide as its own advances and placed by
    the flags' alignment (a mark after a short last line sits beside it, not on it)."""
    whole = _need(f, box, flags, text)
    if not flags & int(Qt.TextFlag.TextWordWrap | Qt.TextFlag.TextWrapAnywhere) \
            and "\n" not in text:
        return [whole]
    out, y = [], whole.top()
    for paragraph in text.split("\n"):
        layout = QTextLayout(paragraph, f)
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WrapAnywhere
                           if flags & int(Qt.TextFlag.TextWrapAnywhere)
                           else QTextOption.WrapMode.WordWrap)
        layout.setTextOption(option)
        layout.beginLayout()
        while (line := layout.createLine()).isValid():
            line.setLineWidth(box.width())
            w, h = line.naturalTextWidth(), QFontMetricsF(f).height()
            if flags & int(Qt.AlignmentFlag.AlignRight):
                x = box.right() - w
            elif flags & int(Qt.AlignmentFlag.AlignHCenter):
                x = box.center().x() - w / 2
            else:
                x = box.left()
            out.append(QRectF(x, y, w, h))
            y += h
        layout.endLayout()
    return out


def felt_problems(scene, min_text: float = MIN_TEXT) -> list[str]:
    """Each text cut by its box, out of its frame, below ``min_text``, or over another text
    or a result's mark; in words, with the sizes."""
    bad = []
    texts = drawn_texts(scene)
    needs = []
    for owner, frame, (f, box, flags, text) in texts:
        if not text.strip():
            continue
        need = _need(f, box, flags, text)
        where = f"{owner}: {text!r} needs {need.width():.0f}x{need.height():.0f} at " \
                f"({need.x():.0f}, {need.y():.0f})"
        if f.pixelSize() < min_text - 0.5:
            bad.append(f"{owner}: {text!r} at {f.pixelSize()} units")
        if not box.adjusted(-1, -1, 1, 1).contains(need):
            bad.append(f"{where}, drawn into {box.width():.0f}x{box.height():.0f} at "
                       f"({box.x():.0f}, {box.y():.0f}): cut")
        if not frame.adjusted(-1, -1, 1, 1).contains(need):
            bad.append(f"{where}, outside its frame {frame}")
        needs += [(owner, text, rect) for rect in line_rects(f, box, flags, text)]
    marks = [(k, v.sceneTransform().mapRect(v.mark_box())) for k, v in roles(scene).items()
             if getattr(v, "mark", "")]
    for i, (a, ta, ra) in enumerate(needs):
        for b, tb, rb in needs[i + 1:]:
            if ra.adjusted(0.5, 0.5, -0.5, -0.5).intersects(rb):
                bad.append(f"{a}: {ta!r} {ra} overlaps {b}: {tb!r} {rb}")
        for b, rb in marks:
            if ra.adjusted(0.5, 0.5, -0.5, -0.5).intersects(rb):
                bad.append(f"{a}: {ta!r} {ra} overlaps the mark of {b} {rb}")
    return bad


def fields_cut(panel) -> list[str]:
    """Each answer field too narrow for its text (its example words when empty) or its
    answer key (as long as the key's figures, with a sign and grouping), measured with the
    field's font in the room its style gives the text."""
    from app.i18n import qt_translate

    bad = []
    q = panel.question
    parts = {p.key: p for p in q.parts}
    for key, edit in panel.edits.items():
        if key in panel.words_edits or not edit.isVisible():
            continue
        opt = QStyleOptionFrame()
        edit.initStyleOption(opt)
        room = edit.style().subElementRect(QStyle.SubElement.SE_LineEditContents, opt, edit)
        m = edit.textMargins()
        width = room.width() - m.left() - m.right() - 4  # QLineEdit's own 2 px each side
        part = parts[key]
        key_text = part.shown(part.expected, qt_translate) if isinstance(part.expected, int) \
            else ""
        wider = ("-" + key_text.lstrip("+")) if part.kind == "signed" and key_text else key_text
        shown = edit.text() or edit.placeholderText()  # example words only in an empty field
        for text in (shown, key_text, wider, PLAUSIBLE):
            need = edit.fontMetrics().horizontalAdvance(text)
            if need > width:
                bad.append(f"field {key!r}: {text!r} needs {need} px, has {width}")
    return bad


def side_cut(screen) -> list[str]:
    """Each answer field and label of the trainer that the answer side's width cuts off
    (the side scrolls up and down, never sideways, outside presenter mode)."""
    from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

    view = screen.side_scroll.viewport()
    panel = screen.panel
    bad = []
    for widget in panel.findChildren(QWidget):
        if not widget.isVisible() or not isinstance(widget, (QAbstractButton, QLabel,
                                                             QLineEdit)):
            continue
        text = widget.text() if hasattr(widget, "text") else ""
        right = widget.mapTo(view, widget.rect().topRight()).x()
        if right >= view.width():
            bad.append(f"{type(widget).__name__} {text!r} ends at {right} px of a side "
                       f"{view.width()} px wide")
        if isinstance(widget, QLabel) and not widget.wordWrap() and text and \
                widget.fontMetrics().horizontalAdvance(text) > widget.contentsRect().width():
            bad.append(f"label {text!r} needs {widget.fontMetrics().horizontalAdvance(text)} "
                       f"px, has {widget.contentsRect().width()}")
    return bad


def feedback_cut(screen) -> list[str]:
    """The feedback is wrapped to its width: no line runs past it (no sideways scrolling)."""
    fb = screen.feedback
    if not fb.isVisible():
        return []
    bar = fb.horizontalScrollBar()
    return [f"the feedback is {bar.maximum()} px wider than its view"] if bar.maximum() > 0 \
        else []


@pytest.fixture
def open_window(qtbot, tmp_path, monkeypatch):
    """Opens the real main window in a language; English again afterwards."""
    opened = []

    def open_in(language: str):
        w = build(qtbot, tmp_path, monkeypatch, language)
        opened.append(w)
        return w

    yield open_in
    for w in opened:
        w.languages.switch("en")


def _table_whole(w, qtbot, what: str, size=None) -> list[str]:
    settle()
    scene = w.view.table_scene
    bad = [f"{what}: {x}" for x in felt_problems(scene)]
    seat_frames_apart(scene)
    if size is not None:
        px, whose = smallest_text_px(w.view)
        if px < wanted_px(*size) - 0.05:
            bad.append(f"{what}: {whose} is {px:.1f} px at {size}")
    return bad


def test_the_recorder_finds_a_cut_and_an_overlap(main_window, qtbot):
    """Its own measure: a result squeezed into a spot too narrow for it is reported cut,
    and two spots drawn on one place are reported over each other."""
    from PySide6.QtCore import QPointF

    from app.controller.felt_words import FeltWords
    from app.ui.table_items import SpotItem

    spot = FeltWords().spot("ante", "Ante", 700, (1, 5, 25, 100), 700)
    scene = main_window.view.table_scene
    for x in (400.0, 420.0):
        item = SpotItem(QPointF(x, 600), 40, spot, (1, 5, 25, 100), 60)
        item.setData(0, f"spot at {x}")
        scene.addItem(item)
    found = "\n".join(felt_problems(scene))
    assert "cut" in found and "overlaps" in found


def test_the_recorder_measures_a_moved_item_where_the_view_draws_it(main_window, qtbot):
    """An item moved by ``setPos`` (the no-limit felt slides chips so) is judged where it is
    drawn: a spot drawn at x=100 and moved by 300 lies over one drawn at x=400."""
    from PySide6.QtCore import QPointF

    from app.controller.felt_words import FeltWords
    from app.ui.table_items import SpotItem

    spot = FeltWords().spot("ante", "Ante", 5, (1, 5, 25, 100), 5)
    scene = main_window.view.table_scene
    for x, shift in ((400.0, 0.0), (100.0, 300.0)):
        item = SpotItem(QPointF(x, 600), 40, spot, (1, 5, 25, 100), 60)
        item.setData(0, f"spot at {x}")
        item.setPos(shift, 0)
        scene.addItem(item)
    assert "overlaps" in "\n".join(felt_problems(scene))


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_table_is_whole_with_one_to_seven_seats(open_window, qtbot, language):
    """Each seat count of both games, settled (with wins, pushes and losses), at
    1366x768; and the worked example of a one-seat paid layout (700 / 100 / 200)."""
    w = open_window(language)
    w.tabs.setCurrentIndex(0)
    w.resize(1366, 768)
    bad = []
    for game in ("casino_holdem", "holdem_bonus"):
        w.controller.set_game(game)
        for seats in range(1, 8):
            w.controller.new_hand(seed=4 + seats, seats=seats)
            w.controller.advance_to("settled")
            bad += _table_whole(w, qtbot, f"{game}, {seats} seats", (1366, 768))
    w.controller.open_file(WORKED)
    w.controller.advance_to("settled")
    bad += _table_whole(w, qtbot, "worked example 1", (1366, 768))
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("language", LONGEST)
def test_the_longest_languages_are_whole_at_every_size(open_window, qtbot, language):
    """One, three and seven settled seats and the worked example at each size, and the
    worked example in presenter mode (the felt at a 45th of the screen's height)."""
    w = open_window(language)
    w.tabs.setCurrentIndex(0)
    bad = []
    for size in SIZES:
        w.resize(*size)
        for seats in (1, 3, 7):
            w.controller.new_hand(seed=20 + seats, seats=seats)
            w.controller.advance_to("settled")
            bad += _table_whole(w, qtbot, f"{seats} seats", size)
        w.controller.open_file(WORKED)
        w.controller.advance_to("settled")
        bad += _table_whole(w, qtbot, "worked example 1", size)
    w._presenter_type(True, QSize(1920, 1080))
    w.resize(1920, 1080)
    settle()
    px, whose = smallest_text_px(w.view)
    assert px >= 1080 / 45, f"{whose} is {px:.1f} px in presenter mode"
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_audited_layout_its_fields_and_feedback_are_whole(open_window, qtbot, language):
    """The trainer's paid layouts of both games (one, three and seven seats), the answer fields
    wide enough for the key's figures, and the feedback of a wrong answer wrapped to its
    width; at 1366x768, and the longest languages at 1024x700 and in presenter mode."""
    w = open_window(language)
    w.tabs.setCurrentIndex(1)
    sizes = [(1366, 768)] + ([(1024, 700), "presenter"] if language in LONGEST else [])
    bad = []
    for size in sizes:
        if size == "presenter":
            w._presenter_type(True, QSize(1920, 1080))
            size = (1920, 1080)
        w.resize(*size)
        for drill, level, seed in AUDITED:
            w.trainer_controller.start_drill(drill, level, seed)
            settle()
            what = f"{drill} level {level} at {size}"
            bad += [f"{what}: {x}" for x in felt_problems(w.trainer.view.table_scene)]
            seat_frames_apart(w.trainer.view.table_scene)
            bad += [f"{what}: {x}" for x in fields_cut(w.trainer.panel)]
            panel = w.trainer.panel
            for edit in panel.edits.values():  # a wrong answer: the feedback lists it all
                edit.setText("99")
            panel.submit()
            settle()
            assert w.trainer.feedback.isVisible(), what
            bad += [f"{what}: {x}" for x in feedback_cut(w.trainer)]
            bad += [f"{what}: {x}" for x in clipped(w) if "feedback" in x.lower()]
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("language", ("en", *LONGEST))
def test_every_drill_s_fields_hold_their_example_words_and_figures(open_window, qtbot,
                                                                   language):
    """Every drill at every level (two deals each) at 1024x700, the smallest window: each
    answer field is as wide as its example words ("seat numbers" in Armenian) and as the
    figures it must hold; and the no-limit table's dealer's questions alike."""
    from app.core.nlhe.config import TableConfig
    from app.core.trainer.drills import DRILLS

    w = open_window(language)
    w.tabs.setCurrentIndex(1)
    w.resize(1024, 700)
    bad = []
    for drill in DRILLS:
        for level in (1, 2, 3):
            for seed in (1, 2):
                w.trainer_controller.start_drill(drill, level, seed)
                settle()
                bad += [f"{drill} level {level} seed {seed}: {x}"
                        for x in fields_cut(w.trainer.panel)]
                try:  # once the side has its width for the new fields
                    qtbot.waitUntil(lambda: not side_cut(w.trainer), timeout=1000)
                except qtbot.TimeoutError:
                    bad += [f"{drill} level {level} seed {seed}: {x}"
                            for x in side_cut(w.trainer)]
    w.tabs.setCurrentIndex(3)
    screen = w.nl_screen
    c = screen.c
    c.set_config(TableConfig(seed=5, pause_ms=0))
    c.set_paused(True)
    asked = 0
    for _ in range(300):
        c.run_inline()
        if c.question is None:
            break
        settle()
        asked += 1
        bad += [f"no-limit table, question {asked}: {x}" for x in fields_cut(screen.panel)]
        c.submit({p.key: str(p.expected) if not isinstance(p.expected, tuple)
                  else " ".join(map(str, p.expected)) for p in c.question.parts})
        c.carry_on()
    assert asked
    assert not bad, "\n".join(dict.fromkeys(bad))


NL_NAMES = ("Aleksandrovna", "Bohdan-Yaroslav", "Chaiwat Srisuk", "Dana", "Erik",
            "Giorgi Kvaratsk", "Hovhannes", "Ilya", "Zhanibekuly")


def _nl_showdown(w, qtbot, seed_from: int) -> int:
    """A no-limit hand of nine computer players, long names, varied stacks, played to its
    showdown with side pots (the first seed from ``seed_from`` that gives one); its seed."""
    from app.core.nlhe.config import SeatConfig, TableConfig

    c = w.nl_screen.c
    seats = tuple(SeatConfig(kind="hard" if i % 2 else "normal", name=n)
                  for i, n in enumerate(NL_NAMES))
    for seed in range(seed_from, seed_from + 200):
        c.set_config(TableConfig(seats=seats, seed=seed, pause_ms=0, asks=(), animate=False,
                                 varied=True))
        c.set_paused(True)
        c.run_inline()
        items = w.nl_screen.view.nl_scene.items()
        pots = [i for i in items if type(i).__name__ == "ChipsItem" and len(i.words) > 1]
        shown = sum(1 for i in items
                    if type(i).__name__ == "CardsItem" and any(i.cards) and len(i.cards) == 2)
        if c.hand.is_over and len(pots) >= 2 and shown >= 2:
            settle()
            return seed
    raise AssertionError("no showdown with side pots in 200 deals")


def nl_felt_problems(scene) -> tuple[list[str], list[str]]:
    """The no-limit felt's problems, in two lists: a figure (any text with a digit: a stack,
    a bet, a pot, the stakes, a seat's action) shortened with "…" or wider than its box; and
    the rest ``felt_problems`` finds (a line taller than its box, lines over one another,
    words shortened). A seat's first line (its number and name) may end in "…": a long name
    is shortened on purpose, its number kept."""
    from app.ui import nl_scene

    # The no-limit felt shrinks a line to 75% of its type at the least (nl_scene.fitted).
    figures, rest = [], felt_problems(scene, nl_scene.TEXT * 0.75)
    for _owner, _frame, (f, box, flags, text) in drawn_texts(scene):
        need = _need(f, box, flags, text)
        if any(ch.isdigit() for ch in text) and need.width() > box.width() + 1:
            figures.append(f"{text!r} needs {need.width():.0f} wide, drawn into "
                           f"{box.width():.0f}")
    for item in scene.items():
        name = type(item).__name__
        if name == "SeatItem":
            meant = [text for text, _c, _b in item.lines() if text]
        elif name in ("ChipsItem", "FeltWordsItem"):
            meant = [box[1] for box in item._boxes() if box[1]]
        elif name == "MarkerItem":
            meant = [item.text]
        else:
            continue
        image = QImage(16, 16, QImage.Format.Format_ARGB32)  # kept while painted on
        p = Recorder(image)
        try:
            item.paint(p, QStyleOptionGraphicsItem(), None)
        finally:
            p.end()
        drawn = [t[3] for t in p.texts]
        assert len(drawn) == len(meant), (name, meant, drawn)
        for i, (want, got) in enumerate(zip(meant, drawn, strict=True)):
            if got != want and not (name == "SeatItem" and i == 0):
                shortened = f"{name}: {want!r} drawn as {got!r}"
                (figures if any(ch.isdigit() for ch in want) else rest).append(shortened)
    return figures, rest


def _nl_felts(w, qtbot):
    """The no-limit felt at a nine-seat showdown with side pots, at 1024x700 and 1920x1080:
    (where, scene) each."""
    w.tabs.setCurrentIndex(3)
    for size in ((1024, 700), (1920, 1080)):
        w.resize(*size)
        seed = _nl_showdown(w, qtbot, 70)
        yield f"{size} seed {seed}", w.nl_screen.view.nl_scene


@pytest.mark.parametrize("language", LONGEST)
def test_the_no_limit_felt_never_shortens_a_figure(open_window, qtbot, language):
    """Nine seats with long names at a showdown with side pots: no figure (a stack, a bet, a
    winner's share, a pot, the stakes) is shortened with "…" or runs out of its box; a
    name may be shortened (on purpose: the seat's number stays)."""
    w = open_window(language)
    bad = []
    for where, scene in _nl_felts(w, qtbot):
        bad += [f"{where}: {x}" for x in nl_felt_problems(scene)[0]]
    assert not bad, "\n".join(dict.fromkeys(bad))


@pytest.mark.parametrize("language", LONGEST)
def test_the_no_limit_felt_is_whole_with_nine_seats_and_side_pots(open_window, qtbot,
                                                                  language):
    """Everything the felt test checks on the table, on the no-limit felt."""
    w = open_window(language)
    bad = []
    for where, scene in _nl_felts(w, qtbot):
        figures, rest = nl_felt_problems(scene)
        bad += [f"{where}: {x}" for x in figures + rest]
    assert not bad, "\n".join(dict.fromkeys(bad))


def test_a_field_is_measured_against_the_digits_it_must_hold(main_window, qtbot):
    """The field check's own measure: a field narrower than "-1 455" is reported."""
    w = main_window
    w.tabs.setCurrentIndex(1)
    w.trainer_controller.start_drill("ch.audit", 3, 8)
    settle()
    panel = w.trainer.panel
    edit = next(e for e in panel.edits.values() if isinstance(e, QLineEdit))
    edit.setFixedWidth(30)
    edit.setText("-1 455")
    settle()
    assert edit.isVisible() and edit.width() == 30
    assert fields_cut(panel)
