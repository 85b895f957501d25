"""A question asked in the same words carries the same answer labels, whichever drill asks
it: "How much do you pay on the ante and the call?" is answered in a field labelled "Paid on
ante and call" in the card drill and in the word problems alike."""

from collections import defaultdict
from functools import cache

from app.core.trainer.drills import DRILLS, generate

SEEDS = range(25)


@cache
def labels_by_prompt():
    seen = defaultdict(set)
    for drill in DRILLS:
        for level in (1, 2, 3):
            for seed in SEEDS:
                q = generate(drill, level, seed)
                for part in q.parts:
                    seen[(q.prompt.context, q.prompt.template, part.key)].add(
                        (part.label.template, drill, level))
    return seen


def test_one_prompt_one_label_for_each_field():
    for prompt, found in labels_by_prompt().items():
        labels = {labels for labels, _, _ in found}
        assert len(labels) == 1, (prompt, sorted(found))


def test_the_ante_and_call_question_is_labelled_alike_in_both_drills():
    ask = "How much do you pay on the ante and the call? (0 if nothing is paid)"
    found = labels_by_prompt()[("Trainer", ask, "answer")]
    assert {(drill, level) for _, drill, level in found} == {("ch.ante_call", 1),
                                                            ("ch.ante_call", 2),
                                                            ("ch.ante_call", 3),
                                                            ("ch.words", 1)}
    assert {labels for labels, _, _ in found} == {"Paid on ante and call"}
    play = labels_by_prompt()[("Trainer", "How much do you pay on the ante and the play bets? "
                                          "(0 if nothing is paid)", "answer")]
    assert {labels for labels, _, _ in play} == {"Paid on ante and play bets"}
