"""The class server and its clients: an instructor's PC runs the class, trainees' PCs join it.

No Qt here: the server runs inside the instructor's app (in a thread of its own) or alone
(``python -m app serve``); the clients run in the app's worker thread and in the benchmark.
The protocol is written down in ``docs/classroom.md``.
"""
