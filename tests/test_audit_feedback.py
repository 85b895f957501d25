"""The feedback of a paid layout with nothing wrong: the count of the right payouts, and no
empty table of "You" and "Answer" above it."""

from app.ui.feedback import feedback_html


def test_a_layout_paid_right_and_left_right_shows_no_empty_table(main_window):
    c = main_window.trainer_controller
    for seed in range(1, 400):
        c.start_drill("ch.audit", 3, seed)
        q = c.question
        if len(q.parts) > 4 and all(p.given == p.expected for p in q.parts):
            break
    else:
        raise AssertionError("no layout paid right in 400 seeds")
    answered = c.submit({p.key: str(p.given) for p in q.parts})
    assert answered.correct
    html = feedback_html(answered, c.settings)
    assert "other payouts: paid right, left right." in html
    assert ">You<" not in html  # no header over no rows
