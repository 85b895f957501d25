"""Renaming and removing trainees through the trainer screen: the trainee box follows, a
removal is asked first, and a removed trainee's answers stay in the export of everyone."""

import csv

import pytest
from PySide6.QtWidgets import QInputDialog, QMessageBox

from app.controller.trainer import StoreError


@pytest.fixture
def window(main_window):
    main_window.tabs.setCurrentIndex(1)
    return main_window


def names(w):
    box = w.trainer.trainee
    return [box.itemText(i) for i in range(box.count())]


def typed(monkeypatch, text, ok=True):
    """The name dialog answers ``text``; returns what it was opened with."""
    opened = []

    def get_text(parent, title, label, *args, **kwargs):
        opened.append((title, label, kwargs.get("text", "")))
        return text, ok

    monkeypatch.setattr(QInputDialog, "getText", staticmethod(get_text))
    return opened


@pytest.fixture
def answered_yes(monkeypatch):
    asked = []

    def question(parent, title, text, *args, **kwargs):
        asked.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    return asked


@pytest.fixture
def told(monkeypatch):
    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: said.append(text))
    return said


def practise_once(w, seed):
    c = w.trainer_controller
    c.start_drill("ch.aa_bonus", 1, seed)
    c.submit({"answer": "0"})


def test_rename_shows_the_new_name_in_the_trainee_box(window, monkeypatch, told):
    c, t = window.trainer_controller, window.trainer
    assert names(window) == ["Trainee 1"]
    opened = typed(monkeypatch, "  Ანა  ")
    t.rename_trainee.click()
    assert opened == [("Rename trainee", "New name:", "Trainee 1")]
    assert names(window) == ["Ანა"] and t.trainee.currentText() == "Ანა"
    assert c.profile.name == "Ანა" and [p.name for p in c.store.profiles()] == ["Ანა"]
    window.tabs.setCurrentIndex(2)
    assert window.progress.title.text() == "Progress of Ანა"
    assert told == []


def test_a_rename_that_breaks_the_rules_is_refused_with_the_reason(window, monkeypatch, told):
    c, t = window.trainer_controller, window.trainer
    c.add_profile("Bob")
    typed(monkeypatch, "trainee 1")
    t.rename_trainee.click()
    assert told == ["There is already a trainee called Trainee 1."]
    typed(monkeypatch, "Ana\nMaria")
    t.rename_trainee.click()
    assert told[1] == "A trainee's name cannot contain line breaks or control characters."
    typed(monkeypatch, "Carla", ok=False)  # cancelled
    t.rename_trainee.click()
    assert names(window) == ["Bob", "Trainee 1"] and t.trainee.currentText() == "Bob"
    assert len(told) == 2


def test_remove_asks_hides_the_trainee_switches_and_keeps_the_answers(
        window, monkeypatch, answered_yes, told, tmp_path):
    c, t = window.trainer_controller, window.trainer
    assert not t.remove_trainee.isEnabled()  # the only trainee cannot be removed
    c.add_profile("Ann")
    practise_once(window, 5)
    ann = c.profile
    assert t.remove_trainee.isEnabled() and t.trainee.currentText() == "Ann"
    t.remove_trainee.click()
    assert answered_yes == ["Remove Ann from the list of trainees? Their answers and exams "
                            "stay in the export of everyone."]
    assert names(window) == ["Trainee 1"] and t.trainee.currentText() == "Trainee 1"
    assert c.profile.name == "Trainee 1" and not t.remove_trainee.isEnabled()
    assert [a.seed for a in c.store.answers(ann.id)] == [5]
    out = tmp_path / "everyone.csv"
    assert c.export(out, everyone=True) == (1, 0)
    with open(out, encoding="utf-8-sig", newline="") as f:
        [row] = list(csv.DictReader(f))
    assert (row["profile"], row["seed"]) == ("Ann", "5") and row["removed"]
    assert told == []
    c.add_profile("ann")  # the name is free again
    assert names(window) == ["ann", "Trainee 1"]


def test_remove_answered_no_keeps_the_trainee(window, _no_blocking_questions):
    c, t = window.trainer_controller, window.trainer
    c.add_profile("Ann")
    t.remove_trainee.click()
    assert _no_blocking_questions == ["Remove Ann from the list of trainees? Their answers and "
                                      "exams stay in the export of everyone."]
    assert names(window) == ["Ann", "Trainee 1"] and c.profile.name == "Ann"


def test_the_controller_refuses_to_remove_the_last_trainee_or_during_an_exam(window,
                                                                             monkeypatch):
    from app.core.trainer.exam import ExamSpec

    c = window.trainer_controller
    with pytest.raises(StoreError, match="last trainee"):
        c.remove_profile()
    c.add_profile("Ann")
    c.start_exam(ExamSpec(("ch.aa_bonus",), 3, 1, 50, 1, 77))
    assert not c.can_remove_profile()
    with pytest.raises(StoreError, match="during an exam"):
        c.remove_profile()
    assert [p.name for p in c.store.profiles()] == ["Ann", "Trainee 1"]


def test_during_an_exam_rename_and_remove_are_locked(window, monkeypatch):
    from app.core.trainer.exam import ExamSpec, exam_code
    from tests.test_trainer_ui import sit_exam

    c, t = window.trainer_controller, window.trainer
    c.add_profile("Ann")
    assert t.rename_trainee.isEnabled() and t.remove_trainee.isEnabled()
    sit_exam(window, monkeypatch, exam_code(ExamSpec(("ch.aa_bonus",), 3, 1, 50, 1, 77)))
    assert not t.rename_trainee.isEnabled() and not t.remove_trainee.isEnabled()
    c.time_up()
    assert t.rename_trainee.isEnabled() and t.remove_trainee.isEnabled()
