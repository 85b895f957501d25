"""Explanation lines the core produces, translated and formatted by the caller.

The core never imports Qt, yet its sentences must reach the user in six
languages. Each sentence is an English template marked with
``QT_TRANSLATE_NOOP`` (which ``pyside6-lupdate`` collects) plus named
arguments; a UI or the command line translates the template, then fills it.
Arguments that are themselves words (a hand category, an outcome) are
:class:`Term` values, translated the same way before they are filled in.
"""

from __future__ import annotations

from typing import Callable, Mapping, NamedTuple

CONTEXT = "Rules"

Translate = Callable[[str, str], str]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (Qt's name)
    """Mark ``text`` for translation in ``context``; return it unchanged."""
    return text


def english(context: str, text: str) -> str:
    """The identity translation: English source text."""
    return text


class Term(NamedTuple):
    """A word the core names by id (``full_house``), its English text and the
    translation context it was marked in."""

    id: str
    text: str
    context: str = CONTEXT

    def render(self, translate: Translate = english) -> str:
        return translate(self.context, self.text)

    def __str__(self) -> str:
        return self.text


def _render(value: object, translate: Translate) -> object:
    """An argument as it goes into a sentence: words (a Term, a Line, or anything with
    ``render``, which may work its words out only when read) translated, others as they are."""
    if isinstance(value, (Term, Line)):
        return value.render(translate)
    render = getattr(value, "render", None)
    return render(translate) if callable(render) and not isinstance(value, str) else value


class Line(NamedTuple):
    """One sentence of an explanation: a marked template and its arguments.

    Settling thousands of hands a second builds many of these, so they are
    plain named tuples and are only rendered to text when someone reads them.
    """

    template: str
    args: tuple[tuple[str, object], ...] = ()
    context: str = CONTEXT  # the context the template was marked in

    @classmethod
    def of(cls, template: str, **args: object) -> "Line":
        """A line whose template was marked in the ``Rules`` context."""
        return cls(template, tuple(args.items()))

    @classmethod
    def in_context(cls, context: str, template: str, **args: object) -> "Line":
        """A line whose template was marked in ``context``."""
        return cls(template, tuple(args.items()), context)

    def render(self, translate: Translate = english) -> str:
        """The sentence in the language ``translate`` gives."""
        values: Mapping[str, object] = {k: _render(v, translate) for k, v in self.args}
        return translate(self.context, self.template).format(**values)

    def __str__(self) -> str:
        return self.render()
