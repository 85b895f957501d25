"""The "Folded" word of a folded seat whose cards stay on the felt (kept face up for
teaching, or a side bet still settled on them) lies clear of those cards' corners: the rank
and suit index at the top left and the suit at the bottom right read on every layout, the
casino table's of one to seven seats and the trainer's felt, in a short and a long
language. (The no-limit table says a fold on the seat's plate, beside its cards.)"""

import pytest
from PySide6.QtCore import QRectF

from tests.layout import settle
from tests.scene_roles import roles
from tests.test_readable_layout import _rect


def corners(card: QRectF) -> list[tuple[str, QRectF]]:
    """Where a face-up card shows its index (rank over a small suit, the top left) and its
    large suit (the bottom right), by the proportions the card is drawn with."""
    w, h = card.width(), card.height()
    index = QRectF(card.left() + w * 0.05, card.top() + h * 0.02, w * 0.5,
                   h * 0.37 + w * 0.3)
    big = w * 0.52
    suit = QRectF(card.right() - big - w * 0.08, card.bottom() - big * 1.05 - h * 0.05,
                  big, big * 1.05)
    return [("index", index), ("suit", suit)]


def covered(scene) -> tuple[list, int]:
    """Each (banner, card, corner) where a folded seat's word lies on its card's corner,
    and how many folded seats showed cards."""
    found = roles(scene)
    bad, shown = [], 0
    for name, banner in found.items():
        if not name.endswith(" folded"):
            continue
        seat = name.removesuffix(" folded")
        cards = [(k, _rect(v)) for k, v in found.items() if k.startswith(seat + " card")]
        shown += bool(cards)
        for card_name, card in cards:
            bad += [(name, card_name, corner) for corner, box in corners(card)
                    if _rect(banner).intersects(box)]
    return bad, shown


@pytest.mark.parametrize("lang", ["en", "ka"])
@pytest.mark.parametrize("seats", range(1, 8))
def test_the_folded_word_leaves_the_cards_corners_on_the_table(main_window, qtbot, seats,
                                                               lang):
    w = main_window
    w.settings.set("table/keep_folded_cards", True)
    w.set_language(lang)
    shown = 0
    for seed in range(40):
        w.controller.new_hand(seed=seed, seats=seats)
        w.controller.advance_to("settled")
        settle()
        bad, folded = covered(w.view.table_scene)
        assert bad == [], (seed, bad)
        shown += folded
        if shown >= 2:
            break
    assert shown >= 2  # the layout was seen with folded cards on it
    w.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ka"])
@pytest.mark.parametrize("drill", ["ch.round", "ch.audit", "thb.audit", "ch.total"])
def test_the_folded_word_leaves_the_cards_corners_on_the_trainer_s_felt(main_window, qtbot,
                                                                        drill, lang):
    w = main_window
    w.settings.set("table/keep_folded_cards", True)
    w.set_language(lang)
    w.tabs.setCurrentIndex(1)
    shown = 0
    for seed in range(60):
        w.trainer_controller.start_drill(drill, 3 if "total" not in drill else 2, seed)
        settle()
        bad, folded = covered(w.trainer.view.table_scene)
        assert bad == [], (seed, bad)
        shown += folded
        if shown >= 2:
            break
    assert shown >= 2
    w.set_language("en")
