"""Names vulture cannot see used: `vulture app tools/vulture_whitelist.py --min-confidence 60`.

Each line names something that is used, and says by whom. Never executed.
"""

# Qt calls these overrides itself.
_.paintEvent  # app/ui/progress_chart.py
_.boundingRect  # app/ui/table_items.py
_.paint  # app/ui/table_items.py
_.drawBackground  # app/ui/table_scene.py
_.eventFilter  # app/ui/keys.py
_.itemAt  # app/ui/command_bar.py (a QLayout's items)
_.expandingDirections  # app/ui/command_bar.py

# reprlib.Repr reads its limits from these attributes (app/core/safe_repr.py).
_.maxlevel
_.maxstring
_.maxlong
_.maxother
_.maxdict
_.maxlist
_.maxset
_.maxtuple

# logging.handlers.RotatingFileHandler reads its size limit from this attribute (app/system/logs.py).
_.maxBytes

# The rules core's public API, used by the tests, the benchmarks and the golden files.
_.beats  # HandValue
_.can  # StepHand and NLHand: is this step / action legal now
_.house_net  # TableOutcome
_.full_raise  # ActionRecord
_.ran_out  # NLHand
_.fold  # NLHand, beside check, call, bet, raise_to and all_in
_.raise_to  # NLHand
_.side_pots  # NLHand
_.replay  # NLHand
_.by_fold  # HandOutcome
hand_to_scenario  # app/core/nlhe/scenario.py
_.session_over  # nlhe Table
_.start_hand  # nlhe Table
_.finish_hand  # nlhe Table
_.best_streak  # DrillStats
pick_next  # scoring: weak-area practice over the answers; the tests' reference for pick_from
_.rename_profile  # ProgressStore
_.covers  # Estimate (app.core.odds): whether its 95% interval holds a figure

# Fields of records, read by field name or by unpacking.
_.multiplier  # BetResult: the x-to-1 of a winning bet
_.cannot_save  # OpenedStore, unpacked by the main window
_.shortcut  # controller Choice: the key of a decision button

# Widgets the tests reach by attribute.
_.act_leave  # MainWindow
_.text_sizes  # TextItem, SpotItem: the readability tests measure the felt's text

# The batch evaluator's card table and the equity function: the equity benchmark
# (benchmarks/equity_speed.py) and tests/test_fasteval.py.
CARDS
equity

# The no-limit computer players (app/core/nlhe/players.py, session.py, view.py): read by
# the table that plays them (the next step) and today by benchmarks/players.py and
# tests/test_nlhe_players.py: the board's pairing, the hard player's last ranges (the
# decision benchmark's reference), whole sessions, and when cards were shown.
_.paired
_.last_ranges
play_session
_.hand_number

# The tests drive the no-limit table without its timers and worker thread.
_.run_inline  # app/controller/nl_table.py

# Read by pyside6-lupdate only: Qt's own words, marked for the app's translation files.
_.STANDARD_BUTTONS  # app/i18n/qt_words.py
_.TEXT_FIELD_MENU  # app/i18n/qt_words.py
_.FILE_DIALOG  # app/i18n/qt_words.py
_.__call__  # app/core/text.py: Translate, a Protocol: the signature callers keep to

# Python calls a module's __getattr__ for a name it does not hold (PEP 562): the store's
# words, given from the composition root once asked for.
__getattr__  # app/composition.py
# Read by the tests and the store benchmark: the work left until the first paint is done.
_.first_paint_done  # app/ui/main_window.py
# Keyless question sheets (app/core/trainer/sheets.py): the class server's and the trainee's
# side of the wire (app/classroom, app/controller), and the tests.
_.question_sheet
_.question_from_sheet
_.keyless
_.given_to_wire
_.given_from_wire
_.marked_sheet
_.marked_from_sheet
_.spread
# The class server's clients and server (app/classroom): the instructor's app and the
# trainee's (app/controller/class_link.py), ``python -m app serve`` and the benchmark.
_.MemberClient
_.HostClient
_.close_question
_.ClassServer
_.live_question  # app/core/trainer/live.py: the class server asks it
_.start_class_exam  # app/core/trainer/store/classes.py: the tests serve an exam with it
_.confirm  # app/ui/house_page.py: the open question about a table's order, for the tests to answer
