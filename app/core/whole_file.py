"""Files written whole or not at all, and files read up to a bound.

**Writing.** A temporary file beside the target, renamed over it: a full disk,
a pulled USB stick or a network folder gone away halfway leaves the old file
as it was and no partial one beside it. Only a regular file is ever replaced
(:func:`refusal_to_replace`): a folder, a device such as ``/dev/full`` or a
pipe is refused, never swapped for a file. The temporary file has a name of
its own and is made new (:func:`temporary_beside`), never through a link left
in its place. Used by the results exports (CSV),
the trainees' reports (PDF), worksheets and screenshots. Windows refuses to
replace a file another program has open (the last export in a spreadsheet, a
PDF in a viewer) or a read-only one: that is :class:`HeldFileError`, and the
old file stays as it was.

**Reading.** :func:`read_bounded` is the one way a command or a window reads a
file or a stream the user names (a scenario, standard input, a house profile,
a results export): at most ``MAX_READ`` bytes, or what the caller allows, so
``/dev/zero`` or a huge file is refused in one sentence instead of filling
the memory.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import stat
from pathlib import Path
from typing import BinaryIO, Callable, Iterator, Optional, Union

from app.core.errors import HeldFileError, StoreError, TooLargeError, said
from app.core.text import QT_TRANSLATE_NOOP, Line

MAX_READ = 64 * 1024 * 1024  # bytes: far more than a scenario file or a day of hands holds
_MB = 1024 * 1024

Source = Union[str, "os.PathLike[str]", BinaryIO]


def read_bounded(source: Source, most: int = MAX_READ) -> bytes:
    """The bytes of a file (a path) or of an open binary stream (standard input), read no
    further than ``most`` bytes. TooLargeError when there is more (a regular file larger
    than that is refused before any of it is read); OSError when it cannot be read."""
    if isinstance(source, (str, os.PathLike)):
        with open(source, "rb") as f:
            return read_bounded(f, most)
    with contextlib.suppress(AttributeError, OSError, ValueError):  # a stream without a file
        info = os.fstat(source.fileno())
        if stat.S_ISREG(info.st_mode) and info.st_size > most:
            raise _too_large(most)
    data = source.read(most + 1)  # a pipe or a device gives what it has, up to this
    if len(data) > most:
        raise _too_large(most)
    return data


def _too_large(most: int) -> TooLargeError:
    return TooLargeError(said(QT_TRANSLATE_NOOP(
        "Errors", "The file is larger than {most} MB, more than the app reads; none of it was "
                  "used."), most=max(1, most // _MB)))


def write_failure(exc: OSError) -> object:
    """Why a file could not be written, for a sentence's ``{reason}``: the system's words, or,
    for a file that could not be replaced (:class:`HeldFileError`), what to do about it."""
    if isinstance(exc, HeldFileError):
        return said(QT_TRANSLATE_NOOP(
            "Errors", "the file is open in another program, or read-only; close it there, or "
                      "choose another name"))
    return exc.strerror or exc


_NOT_IN_NAMES = re.compile(r'[<>:"/\\|?*\x00-\x1f\x7f]')  # what Windows forbids in a name
_DEVICES = {"CON", "PRN", "AUX", "NUL", *(f"{p}{i}" for p in ("COM", "LPT") for i in range(1, 10))}


def file_stem(name: str, default: str) -> str:
    """``name`` (a trainee's, a house profile's) as the stem of a file name every system
    takes: what Windows forbids in a name made ``_``, no space or dot at either end, and a
    name Windows keeps for a device (``CON``, ``nul.backup``, ``COM1``...: any case, any
    ending) given a ``_`` before it; ``default`` when nothing is left."""
    stem = _NOT_IN_NAMES.sub("_", name).strip(" .") or default
    if stem.split(".")[0].rstrip(" ").upper() in _DEVICES:
        stem = "_" + stem
    return stem


def refusal_to_replace(path: Path, suffix: Optional[str] = None) -> Optional[Line]:
    """None when ``path`` may be written: a new file, or a regular file that exists (with
    the ending ``suffix``, such as ``.pdf``, when one is given); else the sentence saying why
    not (a folder, a device or a pipe, another kind of file)."""
    path = Path(path)
    try:
        mode = os.stat(path).st_mode
    except OSError:  # a new file; a folder that is not there is found when writing
        return None
    if stat.S_ISDIR(mode):
        return said(QT_TRANSLATE_NOOP("Errors", "{path} is a folder; name a file in it."),
                    path=str(path))
    if not stat.S_ISREG(mode):
        return said(QT_TRANSLATE_NOOP(
            "Errors", "{path} is a device or a pipe, not a file; name a file."), path=str(path))
    if suffix is not None and not path.name.lower().endswith(suffix.lower()):
        return said(QT_TRANSLATE_NOOP(
            "Errors", "{path} already exists and is not a {suffix} file; it was left as it "
                      "is."), path=str(path), suffix=suffix)
    return None


def temporary_beside(path: Path) -> tuple[BinaryIO, Path]:
    """A new, empty file beside ``path`` (named ``.<name>.<random>.tmp``), open for writing,
    and its path. It is made by the system call that makes only a new file (never one that
    is there, nor through a link named like it), with an ordinary file's permissions (the
    user's umask applies), or those of ``path`` when it exists. OSError when the folder
    takes no new file."""
    path = Path(path)
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    for _attempt in range(100):
        # os.urandom, as secrets.token_hex has it (whose import, with hmac and hashlib's
        # OpenSSL, is a start-up cost)
        tmp = path.with_name(f".{path.name}.{os.urandom(4).hex()}.tmp")
        try:
            fd = os.open(tmp, flags, 0o666)
        except FileExistsError:  # a name taken: another one
            continue
        try:
            if os.chmod in os.supports_fd:  # else (Windows) the file's own mode stays
                with contextlib.suppress(OSError):  # a new file: an ordinary file's mode
                    os.chmod(fd, stat.S_IMODE(os.stat(path).st_mode))
            return os.fdopen(fd, "wb"), tmp
        except BaseException:
            os.close(fd)
            tmp.unlink(missing_ok=True)
            raise
    raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), str(path.parent))


@contextlib.contextmanager
def replacing(path: Path) -> Iterator[BinaryIO]:
    """A new temporary file beside ``path`` (:func:`temporary_beside`, made on entering, so a
    folder that takes no file is found first) to write in the block; when the block ends
    without an error the file is flushed to the disk, closed and renamed over ``path``.
    Whatever stops the block, or the rename, leaves no temporary file behind. OSError when
    the file cannot be made, HeldFileError when it cannot be put in place of the old one."""
    path = Path(path)
    out, tmp = temporary_beside(path)
    try:
        with out:
            yield out
            out.flush()
            os.fsync(out.fileno())
        try:
            os.replace(tmp, path)
        except PermissionError as exc:  # Windows: the old file is open elsewhere, or read-only
            raise HeldFileError(exc.errno, exc.strerror, str(path)) from exc
    finally:
        with contextlib.suppress(OSError):
            tmp.unlink(missing_ok=True)  # gone already once put in place


def write_whole(path: Path, write: Callable[[BinaryIO], None]) -> None:
    """``write(out)`` into a temporary file beside ``path`` (:func:`temporary_beside`),
    flushed to the disk, then renamed over ``path``; whatever stops it (an error, an
    exception ``write`` raises) leaves no temporary file behind. StoreError with the reason
    when it cannot be written, or when ``path`` is not a file that may be replaced
    (:func:`refusal_to_replace`)."""
    path = Path(path)
    refusal = refusal_to_replace(path)
    if refusal is not None:
        raise StoreError(refusal)
    try:
        with replacing(path) as out:
            write(out)
    except OSError as exc:
        raise StoreError(said(QT_TRANSLATE_NOOP(
            "Errors", "The results could not be written to {path} ({reason})."),
            path=str(path), reason=write_failure(exc))) from exc
