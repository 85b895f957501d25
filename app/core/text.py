"""Explanation lines the core produces, translated and formatted by the caller.

The core never imports Qt, yet its sentences must reach the user in six
languages. Each sentence is an English template marked with
``QT_TRANSLATE_NOOP`` (which ``pyside6-lupdate`` collects) plus named
arguments; a UI or the command line translates the template, then fills it.
Arguments that are themselves words (a hand category, an outcome) are
:class:`Term` values, translated the same way before they are filled in.

Numbers stay ints in a line (a net result a :class:`Signed` int) and are written when
the line is rendered: plain digits by default, or as the reader's language writes
amounts when ``translate`` carries a ``number`` function (app.i18n's translators do:
``10,000`` in English, ``10 000`` in Ukrainian). A line that counts something carries
its count (``n``): the template is then a Qt numerus text, ``"%n odd chip(s)"``, which
``translate(context, text, n)`` looks up in the plural form for ``n``; English, the
source language, takes the singular for 1 (:func:`english_numerus`).
"""

from __future__ import annotations

import re
from typing import Callable, Mapping, NamedTuple, Optional, Protocol

CONTEXT = "Rules"


class Translate(Protocol):
    """``translate(context, text)``, or ``translate(context, text, n)`` for a numerus text
    (Qt's ``n``: the count that picks the plural form)."""

    def __call__(self, context: str, text: str, n: int = -1, /) -> str: ...


Number = Callable[[int], str]  # how a language writes a whole number


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (Qt's name)
    """Mark ``text`` for translation in ``context``; return it unchanged."""
    return text


class Numerus:
    """Marks a numerus text (one with ``%n``) for translation, as QT_TRANSLATE_NOOP marks
    others: ``Numerus.translate("Rules", "%n odd chip(s)", None, 0)`` returns the text
    unchanged, and pyside6-lupdate, reading a ``translate`` call with Qt's n, collects it
    with a plural form for each of the language's numbers (its Python reader does not know
    Qt's QT_TRANSLATE_N_NOOP). The line that uses it says its count with
    :meth:`Line.with_count`."""

    @staticmethod
    def translate(context: str, text: str, _disambiguation: None = None, n: int = 0) -> str:
        return text


_FORMS = re.compile(r"\((\w*)\|(\w*)\)|\((s|es)\)")


def english_numerus(text: str, n: int) -> str:
    """An English numerus source text for ``n``: singular for 1, plural otherwise.

    ``(s)`` or ``(es)`` is the plural ending (``"%n chip(s)"``: "1 chip", "2 chips");
    ``(one|other)`` gives both words (``"(was|were)"``). ``%n`` itself is left for the
    caller (Qt, or :meth:`Line.render`) to fill.
    """
    one = n == 1

    def form(m: re.Match[str]) -> str:
        if m.group(3) is not None:
            return "" if one else m.group(3)
        return m.group(1) if one else m.group(2)

    return _FORMS.sub(form, text)


def english(context: str, text: str, n: int = -1) -> str:
    """The identity translation: English source text (a numerus text in its form for ``n``)."""
    return english_numerus(text, n) if n >= 0 else text


def number_format(translate: Translate) -> Number:
    """How ``translate``'s language writes a number: its ``number`` function when it has
    one, else plain digits."""
    number = getattr(translate, "number", None)
    return number if callable(number) else str


def decimal_format(translate: Translate) -> Callable[[str], str]:
    """How ``translate``'s language writes a decimal given as digits with a point (``3.33``):
    its ``decimal`` function when it has one (app.i18n's translators do), else as given."""
    decimal = getattr(translate, "decimal", None)
    return decimal if callable(decimal) else (lambda digits: digits)


class Signed(int):
    """An amount written with its sign: ``+40``, ``-100``, ``0`` (a net result).

    Still an int, so a line keeps it as a number and the rendering side writes its
    digits as the language does (the sign kept)."""

    def __str__(self) -> str:
        return f"{int(self):+d}" if self else "0"

    def __format__(self, spec: str) -> str:
        return str(self) if not spec else super().__format__(spec)


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


def _render(value: object, translate: Translate, number: Optional[Number] = None) -> object:
    """An argument as it goes into a sentence: words (a Term, a Line, or anything with
    ``render``, which may work its words out only when read) translated, numbers written as
    ``number`` writes them (a :class:`Signed` one with its sign), others as they are."""
    if isinstance(value, (Term, Line)):
        return value.render(translate)
    if isinstance(value, int) and not isinstance(value, bool):
        write = number or number_format(translate)
        if isinstance(value, Signed):
            return ("+" if value > 0 else "-" if value < 0 else "") + write(abs(value))
        return write(value)
    render = getattr(value, "render", None)
    return render(translate) if callable(render) and not isinstance(value, str) else value


class Joined(NamedTuple):
    """Values written one after another with ``sep`` between, each as a line's argument is
    (amounts in the reader's digits) when rendered: ``Joined((100, 250), " + ")``."""

    items: tuple[object, ...]
    sep: str = ", "

    def render(self, translate: Translate = english) -> str:
        number = number_format(translate)
        return self.sep.join(str(_render(v, translate, number)) for v in self.items)

    def __str__(self) -> str:
        return self.render()


class Line(NamedTuple):
    """One sentence of an explanation: a marked template and its arguments.

    Settling thousands of hands a second builds many of these, so they are
    plain named tuples and are only rendered to text when someone reads them.
    """

    template: str
    args: tuple[tuple[str, object], ...] = ()
    context: str = CONTEXT  # the context the template was marked in
    n: Optional[int] = None  # Qt's n: what a numerus template (``%n``) counts

    @classmethod
    def of(cls, template: str, **args: object) -> "Line":
        """A line whose template was marked in the ``Rules`` context."""
        return cls(template, tuple(args.items()))

    @classmethod
    def in_context(cls, context: str, template: str, **args: object) -> "Line":
        """A line whose template was marked in ``context``."""
        return cls(template, tuple(args.items()), context)

    def with_count(self, n: int) -> "Line":
        """This line counting ``n``: its template is a numerus text (``"%n odd chip(s)"``),
        translated in the plural form for ``n``, with ``n`` in place of ``%n``."""
        return self._replace(n=n)

    def render(self, translate: Translate = english) -> str:
        """The sentence in the language ``translate`` gives."""
        number = number_format(translate)
        values: Mapping[str, object] = {k: _render(v, translate, number) for k, v in self.args}
        if self.n is None:
            return translate(self.context, self.template).format(**values)
        try:
            text = translate(self.context, self.template, self.n)
        except TypeError:  # a translate(context, text) that knows no plural forms
            text = english_numerus(translate(self.context, self.template), self.n)
        return text.replace("%n", str(self.n)).format(**values)

    def __str__(self) -> str:
        return self.render()
