"""Short reprs of user values for error messages.

An error names the value it refuses (``'ante' must be a whole number of
chips, not 'ten'``), but a scenario file can hold anything: a string of a
million characters, a list nested hundreds deep, a lone surrogate. Messages
show such values through :func:`short_repr`, which is bounded in length and
depth (so it never recurses into a deep value) and escapes what is not
printable text (so the message is always valid UTF-8).
"""

from __future__ import annotations

import reprlib

LIMIT = 60  # characters of a value shown in a message

_REPR = reprlib.Repr()
_REPR.maxlevel = 2
_REPR.maxstring = LIMIT
_REPR.maxlong = LIMIT
_REPR.maxother = LIMIT
_REPR.maxlist = _REPR.maxtuple = _REPR.maxdict = _REPR.maxset = 4


def short_repr(value: object, limit: int = LIMIT) -> str:
    """``repr(value)`` cut to about ``limit`` characters, safe for any value."""
    try:
        text = _REPR.repr(value)
    except (ValueError, RecursionError, MemoryError):  # e.g. an int too long to print
        text = f"<{type(value).__name__}>"
    # repr() escapes surrogates in strings; anything else unprintable is escaped here.
    text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    if len(text) > limit + 5:
        half = (limit - 3) // 2
        text = text[:half] + "..." + text[-half:]
    return text
