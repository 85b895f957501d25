"""The class's results window's controller: the files the instructor added, read and merged.

The core does every part (app.core.trainer.class_import reads a file or
refuses it with its reason, app.core.trainer.classroom merges the class and
writes its table, app.class_report draws the reports); this keeps the list of
files, re-reads a file added again (it may have changed on the shared
folder), and tells the window when the class changed.

Signals:
    changed: the files, and so the class's results, changed.
"""

from __future__ import annotations

from pathlib import Path
from typing import Iterable

from PySide6.QtCore import QObject, Signal

from app.class_report import write_reports
from app.core.errors import ClassFileError, StoreError
from app.core.trainer.class_import import ExportFile, export_files, read_export
from app.core.trainer.classroom import (
    BAND_MARKS,
    BAND_WORDS,
    LEARNING,
    MASTERED,
    NEEDS_WORK,
    SLOW,
    STATUS_MARKS,
    STATUS_WORDS,
    ClassResults,
    ExamSitting,
    FileRead,
    merge,
    write_class_csv,
)
from app.i18n import qt_translate


class ClassResultsController(QObject):
    """The files of the class, in the order added, and the class merged from them."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._files: dict[Path, ExportFile] = {}
        self.results: ClassResults = merge(())

    def add_files(self, paths: Iterable[Path | str]) -> None:
        """Read each file (one added before is read again, in its place) and merge."""
        for path in paths:
            path = Path(path).absolute()
            self._files[path] = read_export(path)
        self._merge()

    def add_folder(self, folder: Path | str) -> int:
        """Every CSV file directly in ``folder`` added; how many there were.
        ClassFileError when the folder cannot be read."""
        paths = export_files(Path(folder))
        self.add_files(paths)
        return len(paths)

    def remove(self, paths: Iterable[Path]) -> None:
        """Take files out of the class (their answers leave it)."""
        for path in paths:
            self._files.pop(Path(path).absolute(), None)
        self._merge()

    def _merge(self) -> None:
        self.results = merge(list(self._files.values()))
        self.changed.emit()

    def export_csv(self, path: Path | str) -> int:
        """The class table as CSV; the rows written. StoreError when it cannot be written."""
        return write_class_csv(self.results, Path(path))

    def write_reports(self, folder: Path | str) -> list[Path]:
        """One PDF report per trainee into ``folder``, in the window's language; the files
        written. StoreError when one cannot be written."""
        return write_reports(self.results, Path(folder), qt_translate)


__all__ = ["ClassResultsController", "ClassFileError", "StoreError", "ClassResults", "FileRead",
           "ExamSitting", "BAND_MARKS", "BAND_WORDS", "STATUS_MARKS", "STATUS_WORDS", "MASTERED",
           "LEARNING", "SLOW", "NEEDS_WORK"]
