"""What the class server and its clients say to each other (``docs/classroom.md``): the
limits, the join code's alphabet, the error ids and the two views pushed whole, a member's
(``MemberView``) and the instructor's (``HostView``), as JSON."""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import Any, Optional

from app.core.text import QT_TRANSLATE_NOOP

MAX_BODY = 16 * 1024  # bytes of a request's body (413 beyond)
MAX_SHEET = 64 * 1024  # bytes of a question sheet
RATE = 20.0  # requests a second a member (by their token, once it checks out) may make...
BURST = 40  # ...and at once
ADDRESS_RATE = 40.0  # requests a second from one address, whoever sends them...
ADDRESS_BURST = 80  # ...and at once
MAX_BUCKETS = 4096  # addresses (and members) whose rate is kept; the idlest forgotten first
JOINS_PER_MINUTE = 10  # joins from one address (asking how a knock went is not one)
MEMBER_SOCKETS = 2  # WebSockets a member may hold open (a third closes the oldest)
HOST_SOCKETS = 4  # WebSockets on the host's view (a fifth closes the oldest)
ADDRESS_SOCKETS = 12  # WebSockets from one address (more are refused, 429)
MAX_MEMBERS = 60  # members of a class, removed ones not counted
MAX_WS_MESSAGES = 30  # messages a client may send on its WebSocket (it need send none)
MAX_UID = 64  # characters of an answer's uid
MAX_ASK = 32  # characters of a question's id

CODE_ALPHABET = "ABCDEFGHJKMNPQRSTVWXYZ23456789"  # no 0/O, 1/I/L, U: read off a projector
CODE_LENGTH = 6

# The error ids of ``{"error": id, "message": sentence}`` (the app says each in its language)
WRONG_CODE = "wrong_code"  # 403: not this class's join code
BAD_NAME = "bad_name"  # 400: a name the store would not take
CLASS_FULL = "class_full"  # 409: MAX_MEMBERS joined
TOO_MANY = "too_many"  # 429: over the rate or the joins a minute
REMOVED = "removed"  # 403: the instructor removed this trainee
TOKEN = "token"  # 401: no token, or not one of this class
BAD_REQUEST = "bad_request"  # 400: not what the protocol says
TOO_LARGE = "too_large"  # 413: a body over MAX_BODY
NOT_NOW = "not_now"  # 409: no such question open now, the exam over, the time up
NOT_FOUND = "not_found"  # 404: no such member / path / knock
STORE = "store"  # 500: the instructor's store could not save
NAME_IN_USE = "name_in_use"  # 409: a member of that name is connected (or knocking)
REFUSED = "refused"  # 403: the instructor did not let a knocking trainee in
INTERNAL = "internal"  # 500: the server failed (logged on the instructor's PC)

# Socket close codes the server uses
CLOSE_REMOVED = 4403  # the instructor removed the member
CLOSE_TOKEN = 4401  # the member's token was replaced (they were let in again elsewhere)
CLOSE_TOO_MANY = 4409  # a newer socket of the same member (or the host) took its place

# What the new error ids say, to be said in the trainee's language
SENTENCES = {
    NAME_IN_USE: QT_TRANSLATE_NOOP("Errors", "A trainee of this name is in the class already: "
                                   "join with another name."),
    REFUSED: QT_TRANSLATE_NOOP("Errors", "The instructor did not let you in."),
    INTERNAL: QT_TRANSLATE_NOOP("Errors", "The class server failed to answer; try again."),
}


def checked_code(code: str) -> str:
    """A join code as typed (any case, spaces around it) as the class keeps it; ValueError
    when it is not ``CODE_LENGTH`` of ``CODE_ALPHABET``."""
    text = code.strip().upper() if isinstance(code, str) else ""
    if len(text) != CODE_LENGTH or any(c not in CODE_ALPHABET for c in text):
        raise ValueError(f"a join code is {CODE_LENGTH} of {CODE_ALPHABET}")
    return text


def new_join_code() -> str:
    """A short code to show on the projector (30 ** 6: 729 million)."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def new_secret() -> str:
    """A token or a host key (256 bits, URL-safe)."""
    return secrets.token_urlsafe(32)


@dataclass(frozen=True)
class Joined:
    """What joining gives a trainee: their token (kept to join again), their member id and
    their name as the class shows it."""

    token: str
    id: int
    name: str

    @property
    def member(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name}

    def to_json(self) -> dict[str, Any]:
        return {"token": self.token, "member": self.member}

    @classmethod
    def from_json(cls, data: Any) -> "Joined":
        member = _dict(_dict(data)["member"])
        return cls(_text(_dict(data)["token"]), _int(member["id"]), _text(member["name"]))


@dataclass(frozen=True)
class MemberView:
    """A trainee's whole view of the class, sent each time it changes (the JSON shape in
    ``docs/classroom.md``): ``member`` {id, name}; ``live`` the question asked of the class
    (None: none); ``exam`` their sitting of a served exam (None: none)."""

    member: dict[str, Any]
    live: Optional[dict[str, Any]] = None
    exam: Optional[dict[str, Any]] = None

    def to_json(self) -> dict[str, Any]:
        return {"member": self.member, "live": self.live, "exam": self.exam}

    @classmethod
    def from_json(cls, data: Any) -> "MemberView":
        d = _dict(data)
        return cls(_dict(d["member"]), _maybe_dict(d.get("live")), _maybe_dict(d.get("exam")))


@dataclass(frozen=True)
class HostView:
    """The instructor's whole view of the class (``docs/classroom.md``)."""

    join_code: str
    addresses: list[str] = field(default_factory=list)
    members: list[dict[str, Any]] = field(default_factory=list)
    live: Optional[dict[str, Any]] = None
    exam: Optional[dict[str, Any]] = None
    knocking: list[dict[str, Any]] = field(default_factory=list)  # {"member", "name", "since"}

    def to_json(self) -> dict[str, Any]:
        return {"join_code": self.join_code, "addresses": self.addresses,
                "members": self.members, "live": self.live, "exam": self.exam,
                "knocking": self.knocking}

    @classmethod
    def from_json(cls, data: Any) -> "HostView":
        d = _dict(data)
        return cls(_text(d["join_code"]), [_text(a) for a in d.get("addresses") or []],
                   [_dict(m) for m in d.get("members") or []], _maybe_dict(d.get("live")),
                   _maybe_dict(d.get("exam")), [_dict(k) for k in d.get("knocking") or []])


class ProtocolError(ValueError):
    """Something received is not what the protocol says."""


def _dict(value: Any) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ProtocolError("an object was expected")
    return value


def _maybe_dict(value: Any) -> Optional[dict[str, Any]]:
    return None if value is None else _dict(value)


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise ProtocolError("a text was expected")
    return value


def _int(value: Any) -> int:
    if type(value) is not int:
        raise ProtocolError("a whole number was expected")
    return value
