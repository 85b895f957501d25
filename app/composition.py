"""The composition root: the one place that opens the stores and builds the controllers.

The window does not open a database or read a settings file: it is handed an
:class:`AppServices` and shows what the controllers say. The table's
controller is built at once (the table is the first screen); the trainer's
controller, with the drills and scoring it needs, only when a screen first
asks for it, so start-up does only what the first painted window needs.

The progress store is opened here too, the first time it is asked for: by the window
once it has painted (the table, the first screen, does not need it; a damaged or
unwritable file is then told at once, whichever screen is shown: ``store_moved``,
``store_problem``, ``store_set_aside``), or earlier by a screen that needs it. The rows a
start no longer verifies are verified again in slices after that (``reverify_store``).
The store's words for its problems (``SaveProblem``, ``READ_ONLY``...) are given from here
too, read from the store when first asked for.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Callable, Optional

from app.controller.house import HouseController
from app.controller.table import TableController
from app.system.paths import progress_file
from app.system.settings import Settings

if TYPE_CHECKING:
    from app.controller.class_link import ClassHost, ClassMember
    from app.controller.nl_table import NLTableController
    from app.controller.rules_pages import RulesPagesController
    from app.controller.trainer import TrainerController
    from app.core.trainer.store import (
        DISK_FULL,
        IN_USE,
        NEWER_VERSION,
        READ_ONLY,
        ProgressStore,
        ReverifyProgress,
        SaveProblem,
    )

__all__ = ["AppServices", "SaveProblem", "READ_ONLY", "DISK_FULL", "NEWER_VERSION", "IN_USE"]
_FROM_STORE = frozenset(__all__) - {"AppServices"}


def __getattr__(name: str) -> object:
    """The store's words for its problems (``SaveProblem``, ``READ_ONLY``...), from the store
    when first asked for."""
    if name in _FROM_STORE:
        # deferred: the store is not on the first paint (benchmarks startup)
        from app.core.trainer import store

        return getattr(store, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class AppServices:
    """Settings, the progress store and the controllers of one running app."""

    def __init__(self, settings: Settings, store_path: Optional[Path] = None) -> None:
        self.settings = settings
        self._store_path = store_path
        self._store: Optional["ProgressStore"] = None  # opened when first asked for (store)
        # What opening the store found, once it is open.
        self.store_moved: Optional[Path] = None
        self.store_problem: Optional["SaveProblem"] = None
        self.store_set_aside: int = 0  # damaged rows put aside as it opened
        self._on_session_only: Optional[Callable[["SaveProblem"], None]] = None
        self.table = TableController(settings)
        # The house profiles: a change reaches the table at once, the trainer once it is built.
        self.house = HouseController(settings)
        self.house.changed.connect(self.table.follow_house)
        self._trainer: Optional["TrainerController"] = None
        self._nl_table: Optional["NLTableController"] = None
        self._rules_pages: Optional["RulesPagesController"] = None
        self._class_member: Optional["ClassMember"] = None
        self._class_host: Optional["ClassHost"] = None
        self.closed = False  # once closed, nothing reads the store again

    @property
    def store(self) -> "ProgressStore":
        """The progress store, opened the first time it is asked for (``open_store``)."""
        return self._store if self._store is not None else self.open_store()

    def open_store(self) -> "ProgressStore":
        """The progress store, opened unless it is open already (the window opens it once it
        has painted, a screen that needs it before that when it is built);
        ``store_moved``, ``store_problem`` and ``store_set_aside`` then say what opening it
        found."""
        if self._store is None:
            # deferred: the table, the first screen, does not need the store (benchmarks startup)
            from app.core.trainer.store import open_progress_store

            opened = open_progress_store(self._store_path or progress_file())
            self._store = opened.store
            self.store_moved = opened.moved_aside
            self.store_problem = opened.cannot_save
            self.store_set_aside = opened.set_aside
            if self._on_session_only is not None:
                self._store.on_session_only = self._on_session_only
        return self._store

    def on_session_only(self, tell: Callable[[SaveProblem], None]) -> None:
        """Call ``tell`` once if saving fails later in the session (progress then stays
        in memory, and is written to the file once it can take it: ``save_pending``); given
        to the store as it opens, when it is not open yet."""
        self._on_session_only = tell
        if self._store is not None:
            self._store.on_session_only = tell

    @property
    def store_waiting(self) -> bool:
        """Answers kept in memory wait for the progress file (it was full mid-session)."""
        return self._store is not None and self._store.waiting_for_file

    def save_pending(self) -> bool:
        """Write what waits for the progress file, if it can take it now; True once
        nothing waits (all of it is in the file)."""
        return self.closed or self._store is None or self._store.save_pending()

    @property
    def waiting_changes(self) -> tuple[int, int]:
        """How many answers, and how many other changes (trainees added, renamed or removed,
        exams, speed rounds), kept in memory still wait for the progress file."""
        waiting = {} if self.closed or self._store is None else self._store.waiting
        answers = waiting.get("answers", 0)
        return answers, sum(waiting.values()) - answers

    def export_progress(self, path: Path) -> int:
        """Every answer the store holds (those waiting for the file too) as CSV, as the
        Progress tab exports everyone; the answers written. StoreError when it cannot be
        written."""
        return self.store.export_csv(path).written

    def check_store(self) -> None:
        """The progress file's weekly check of its indexes against its tables, when it is
        due: asked for once the window is shown, as it takes a moment on a year's file."""
        if not self.closed and self.store.file_check_due:
            self.store.check_file()

    def reverify_store(self, max_rows: int) -> ReverifyProgress:
        """One slice of the background pass over the progress file's rows already verified
        (``ProgressStore.reverify_step``), asked for by the window's timer once it is
        painted, leaving the rows the trainer uses be (``rows_in_use``); when it sets damaged
        rows aside, the trainer reads its trainees and figures again (StoreError when they
        cannot be read)."""
        if self.closed:
            # deferred: the store is not on the first paint (benchmarks startup)
            from app.core.trainer.store import ReverifyProgress

            return ReverifyProgress(True)
        in_use = self._trainer.rows_in_use() if self._trainer is not None else frozenset()
        progress = self.store.reverify_step(max_rows, in_use)
        if progress.set_aside and self._trainer is not None:
            self._trainer.records_set_aside()
        return progress

    @property
    def trainer(self) -> "TrainerController":
        """The trainer's controller, built on first use."""
        if self._trainer is None:
            # deferred: built when its tab is first shown; the window paints without it (benchmarks startup)
            from app.controller.trainer import TrainerController

            self._trainer = TrainerController(self.settings, self.store)
            self.house.changed.connect(self._trainer.follow_house)
        return self._trainer

    @property
    def nl_table(self) -> "NLTableController":
        """The no-limit table's controller, built on first use; a dealer's answers go to the
        trainee chosen in the trainer."""
        if self._nl_table is None:
            # deferred: built when its tab is first shown; the window paints without it (benchmarks startup)
            from app.controller.nl_table import NLTableController

            self._nl_table = NLTableController(self.settings, self.store.record,
                                               lambda: self.trainer.profile.id)
        return self._nl_table

    @property
    def rules_pages(self) -> "RulesPagesController":
        """The rules pages' controller, built on first use."""
        if self._rules_pages is None:
            # deferred: built when its tab is first shown; the window paints without it (benchmarks startup)
            from app.controller.rules_pages import RulesPagesController

            self._rules_pages = RulesPagesController(self.settings)
        return self._rules_pages

    @property
    def store_file(self) -> Path:
        """Where the progress store is kept (the class this PC hosts is kept there too)."""
        return self._store_path or progress_file()

    @property
    def class_member(self) -> "ClassMember":
        """The class this PC joins (File > Join a class...), built on first use."""
        if self._class_member is None:
            # deferred: the class's clients load only when a class is joined
            from app.controller.class_link import ClassMember

            self._class_member = ClassMember(self.trainer)
        return self._class_member

    @property
    def class_host(self) -> "ClassHost":
        """The class this PC hosts (Instructor > Host a class...), built on first use."""
        if self._class_host is None:
            # deferred: the class server loads only when a class is hosted
            from app.controller.class_link import ClassHost

            self._class_host = ClassHost()
        return self._class_host

    @property
    def class_joined(self) -> bool:
        return self._class_member is not None and self._class_member.joined

    def close_class(self) -> None:
        """Leave the class joined and stop the class hosted: no thread of theirs is left."""
        if self._class_member is not None:
            self._class_member.close()
        if self._class_host is not None:
            self._class_host.link.stop()

    @property
    def exam_running(self) -> bool:
        """True while a trainee sits an exam (never before the trainer was first used)."""
        return self._trainer is not None and self._trainer.exam is not None

    def close(self) -> None:
        """Stop the computer players, save what is pending and close the store."""
        self.closed = True
        self.close_class()
        if self._nl_table is not None:
            self._nl_table.close()
        self.settings.sync()
        if self._store is not None:
            self._store.close()
