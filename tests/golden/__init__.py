"""Golden files: what users get from the current code, stored, so a change shows.

The idea is python-chess's perft files: the questions of a few exam codes and
the deals of a few seeds are kept as JSON here, and ``tests/test_golden.py``
compares what the code gives now with them. A refactor that changes any
question a class was given, or any deal a seed gives, fails with the first
difference named.

``produce.py`` is the only file that calls the app to get these records; when
the app's internals are renamed, adapt that file, never the JSON.
``python -m tests.golden.regen`` rewrites the JSON, for a deliberate change
only: regenerating means the questions behind exam codes already given to a
class change.
"""
