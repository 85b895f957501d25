"""Pay tables and house rules as data, with the ids of GAMES.md.

A pay table's id lists its multipliers (``100-20-10-3-2-1``), so the id is the
table. The tables GAMES.md names are the ones offered; a house may also print a
table of its own (a custom table, ``150-30-10-3-2-1``), which is read and checked
line by line (:func:`custom_paytable`). Each game's rules object bundles the
tables and house rules a casino chooses, with GAMES.md defaults.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property
from typing import Mapping, Sequence

from .errors import RulesError, said
from .safe_repr import short_repr
from .text import QT_TRANSLATE_NOOP, Joined, Line, Numerus, Term


@dataclass(frozen=True)
class PayTable:
    """Multipliers by line id, in the order of the table's id."""

    id: str
    lines: tuple[str, ...]
    name: Term | Line | None = field(default=None, compare=False)  # GAMES.md's; None: own

    @property
    def multipliers(self) -> Mapping[str, int]:
        return dict(self._pays)

    @cached_property
    def _pays(self) -> dict[str, int]:
        """The multipliers by line, read from the id once (every settled bet asks)."""
        return dict(zip(self.lines, (int(x) for x in self.id.split("-")), strict=True))

    def pays(self, line: str) -> int:
        """The multiplier (x to 1) for a line id."""
        return self._pays[line]

    def payout(self, line: str, stake: int) -> int:
        """What a winning bet of ``stake`` on ``line`` is paid (the stake comes back apart)."""
        return stake * self.pays(line)


# Line ids in the order each kind of table lists them.
ANTE_LINES = ("royal_flush", "straight_flush", "four_of_a_kind", "full_house", "flush",
              "straight_or_lower")
AA_BONUS_LINES = ("royal_flush", "straight_flush", "four_of_a_kind", "full_house", "flush",
                  "straight", "three_of_a_kind", "two_pair", "pair_of_aces")
THB_BONUS_LINES = ("aa_vs_dealer_aa", "aa", "ak_suited", "aq_aj_suited", "ak_offsuit",
                   "kk_qq_jj", "aq_aj_offsuit", "22_to_tt")

LINE_TEXT = {
    "royal_flush": QT_TRANSLATE_NOOP("Rules", "royal flush"),
    "straight_flush": QT_TRANSLATE_NOOP("Rules", "straight flush"),
    "four_of_a_kind": QT_TRANSLATE_NOOP("Rules", "four of a kind"),
    "full_house": QT_TRANSLATE_NOOP("Rules", "full house"),
    "flush": QT_TRANSLATE_NOOP("Rules", "flush"),
    "straight": QT_TRANSLATE_NOOP("Rules", "straight"),
    "straight_or_lower": QT_TRANSLATE_NOOP("Rules", "straight or lower"),
    "three_of_a_kind": QT_TRANSLATE_NOOP("Rules", "three of a kind"),
    "two_pair": QT_TRANSLATE_NOOP("Rules", "two pair"),
    "pair_of_aces": QT_TRANSLATE_NOOP("Rules", "pair of aces"),
    "aa_vs_dealer_aa": QT_TRANSLATE_NOOP("Rules", "A-A against the dealer's A-A"),
    "aa": QT_TRANSLATE_NOOP("Rules", "A-A"),
    "ak_suited": QT_TRANSLATE_NOOP("Rules", "A-K suited"),
    "aq_aj_suited": QT_TRANSLATE_NOOP("Rules", "A-Q or A-J suited"),
    "ak_offsuit": QT_TRANSLATE_NOOP("Rules", "A-K offsuit"),
    "kk_qq_jj": QT_TRANSLATE_NOOP("Rules", "K-K, Q-Q or J-J"),
    "aq_aj_offsuit": QT_TRANSLATE_NOOP("Rules", "A-Q or A-J offsuit"),
    "22_to_tt": QT_TRANSLATE_NOOP("Rules", "2-2 to T-T"),
}


def line_term(line_id: str) -> Term:
    """A pay-table line as a translatable word."""
    return Term(line_id, LINE_TEXT[line_id])


# A multiplier of a custom table: a whole number from 1 to 10,000 (to 1). Zero is refused:
# a line that pays 0 to 1 would be a win that pays nothing, which the settlement, the
# trainer's keys and the felt would all call a win while the chips say push; a casino that
# pays nothing for a hand leaves it off its table, and here every line must be present.
# Above 10,000 to 1 no table is printed (the highest GAMES.md names is 1000 to 1).
MIN_MULTIPLIER, MAX_MULTIPLIER = 1, 10_000


def multiplier(line: str, value: object) -> int:
    """One line's multiplier, from a number or from what was typed (``" 150 "``); RulesError
    naming the line when it is missing or not a whole number from 1 to 10,000."""
    if value is None or (isinstance(value, str) and not value.strip()):
        raise RulesError(said(QT_TRANSLATE_NOOP(
            "Errors", "the pay table has no multiplier for the {line} line"), line=line_term(line)))
    text = value.strip() if isinstance(value, str) else None
    if isinstance(value, int) and not isinstance(value, bool):
        number = value
    elif text is not None and text.isascii() and text.isdigit():
        number = int(text)
    else:
        number = -1
    if not MIN_MULTIPLIER <= number <= MAX_MULTIPLIER:
        raise RulesError(said(QT_TRANSLATE_NOOP(
            "Errors", "the {line} line must be a whole number from {low} to {high}, not {value}"),
            line=line_term(line), low=MIN_MULTIPLIER, high=MAX_MULTIPLIER,
            value=short_repr(text if text is not None else value)))
    return number


def custom_paytable(lines: tuple[str, ...], multipliers: Sequence[object]) -> PayTable:
    """A house's own pay table: one multiplier per line, in the order of ``lines``
    (RulesError naming the first line that is missing or wrong, or saying there are more
    multipliers than lines)."""
    if len(multipliers) > len(lines):
        raise RulesError(said(Numerus.translate(
            "Errors", "the pay table has %n line(s): {count} multipliers are too many", None, 0),
            count=len(multipliers)).with_count(len(lines)))
    values = [multiplier(line, multipliers[i] if i < len(multipliers) else None)
              for i, line in enumerate(lines)]
    return PayTable("-".join(str(v) for v in values), lines)


@dataclass(frozen=True)
class PayInversion:
    """A line of a pay table that pays more than a line above it (a rarer hand): the
    higher line and its multiplier, the lower line and its multiplier."""

    higher: str
    higher_pays: int
    lower: str
    lower_pays: int

    def line(self) -> Line:
        """The two lines in words (the HousePage context, where the settings ask)."""
        return Line.in_context("HousePage", QT_TRANSLATE_NOOP(
            "HousePage", "{lower} pays {lower_pays} to 1, more than {higher} above it pays "
                         "({higher_pays} to 1)."),
            lower=line_term(self.lower), lower_pays=self.lower_pays,
            higher=line_term(self.higher), higher_pays=self.higher_pays)


def pay_inversions(table: PayTable) -> tuple[PayInversion, ...]:
    """Each line that pays more than a line listed above it, named once, beside the nearest
    such line above it; () for a table whose payments never rise down the table (equal
    lines, as in ``25-25-25-25-25-7-7-7-7``, are no inversion)."""
    pays = [table.pays(line) for line in table.lines]
    out = []
    for j in range(1, len(pays)):
        above = [i for i in range(j) if pays[i] < pays[j]]
        if above:
            i = above[-1]
            out.append(PayInversion(table.lines[i], pays[i], table.lines[j], pays[j]))
    return tuple(out)


# The names GAMES.md gives its tables (its "note" column), in words a school reads: the
# default, each variant by the lines it pays differently from the default (its words worked
# out from the lines, so two variants never share a name), or the name the seeds give it.
_DEFAULT = QT_TRANSLATE_NOOP("Rules", "Default")
_VARIANT = QT_TRANSLATE_NOOP("Rules", "Variant: {lines}")
_ONE_LINE = QT_TRANSLATE_NOOP("Rules", "{line} {n} to 1")  # a variant changing one line
_A_LINE = QT_TRANSLATE_NOOP("Rules", "{line} {n}")  # one of the lines a variant changes


def variant_name(default: PayTable, table: PayTable) -> Line:
    """A variant's name by the lines it pays differently from ``default`` (``Variant: royal
    flush 20 to 1``, ``Variant: straight flush 49, four of a kind 17``)."""
    changed = [line for line in table.lines if table.pays(line) != default.pays(line)]
    template = _ONE_LINE if len(changed) == 1 else _A_LINE
    return Line.of(_VARIANT, lines=Joined(tuple(
        Line.of(template, line=line_term(line), n=table.pays(line)) for line in changed)))


def _tables(lines: tuple[str, ...], default: str, *named: tuple[str, str | None]
            ) -> dict[str, PayTable]:
    """The tables GAMES.md lists for one bet: the default, then each other with the name the
    seeds give it (None: a variant, named by its lines)."""
    first = PayTable(default, lines, Term(default, _DEFAULT))
    out = {default: first}
    for i, name in named:
        assert len(i.split("-")) == len(lines), i
        table = PayTable(i, lines)
        out[i] = PayTable(i, lines, Term(i, name) if name else variant_name(first, table))
    return out


CH_ANTE_TABLES = _tables(ANTE_LINES, "100-20-10-3-2-1", ("20-20-10-3-2-1", None),
                         ("25-25-12-3-2-1", None), ("100-49-17-3-2-1", None))
CH_BONUS_TABLES = _tables(AA_BONUS_LINES, "100-50-40-30-20-7-7-7-7",
                          ("100-50-40-30-20-10-8-7-7", None),
                          ("25-25-25-25-25-7-7-7-7", QT_TRANSLATE_NOOP(
                              "Rules", "\"25 for a flush and above\"")))
THB_BONUS_TABLES = _tables(THB_BONUS_LINES, "1000-30-25-20-15-10-5-3")

# House rules: id -> allowed values, the default first.
AA_BONUS_ON_FOLD = ("settled", "forfeited")
ANTE_PAYS_ON = ("straight", "flush")
TIES = ("push", "dealer_wins")


def paytable(kind: str, tables: Mapping[str, PayTable], table_id: object) -> PayTable:
    """The table of ``table_id``: one of ``tables``, or a custom table of the same lines
    written the same way (``150-30-10-3-2-1``). RulesError naming ``kind`` (the rule's key)
    and, for a custom table, the line at fault."""
    if isinstance(table_id, str) and table_id in tables:
        return tables[table_id]
    if not isinstance(table_id, str) or "-" not in table_id:
        raise RulesError(said(QT_TRANSLATE_NOOP("Errors", "unknown {key} {value} (known: {known})"),
                              key=kind, value=short_repr(table_id), known=", ".join(tables)))
    pieces = _pieces(table_id)
    try:
        return custom_paytable(next(iter(tables.values())).lines, pieces)
    except RulesError as e:
        raise RulesError(said(QT_TRANSLATE_NOOP(
            "Errors", "{key} {value} is not a pay table of this game: {reason}"),
            key=kind, value=short_repr(table_id), reason=e)) from None


def _pieces(table_id: str) -> list[str]:
    """A pay table's id cut into its multipliers, a minus kept with the number it belongs to
    (``-100-20-...`` is a negative royal flush line, named as such, not one line too many)."""
    return re.findall(r"(?:^|(?<=-))-?[^-]*", table_id)


def _choice(name: str, allowed: tuple[str, ...], value: str) -> str:
    if value not in allowed:
        raise RulesError(said(QT_TRANSLATE_NOOP("Errors", "{key} must be one of {allowed}, not {value}"),
                              key=name, allowed=", ".join(allowed), value=short_repr(value)))
    return value


def _set_table(rules: object, name: str, table: PayTable) -> None:
    """Give a frozen rules object its ``<name>_table`` and its ``<name>_paytable`` id as the
    table writes it (a custom ``0150-30-...`` becomes ``150-30-...``)."""
    object.__setattr__(rules, f"{name}_table", table)
    object.__setattr__(rules, f"{name}_paytable", table.id)


@dataclass(frozen=True)
class CasinoHoldemRules:
    """Casino Hold'em with the AA Bonus: pay tables and house rule (GAMES.md §1)."""

    ante_paytable: str = "100-20-10-3-2-1"
    bonus_paytable: str = "100-50-40-30-20-7-7-7-7"
    aa_bonus_on_fold: str = "settled"
    ante_table: PayTable = field(init=False, repr=False, compare=False)
    bonus_table: PayTable = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        _set_table(self, "ante", paytable("ante_paytable", CH_ANTE_TABLES, self.ante_paytable))
        _set_table(self, "bonus", paytable("bonus_paytable", CH_BONUS_TABLES,
                                           self.bonus_paytable))
        _choice("aa_bonus_on_fold", AA_BONUS_ON_FOLD, self.aa_bonus_on_fold)

    @property
    def ties_push(self) -> bool:
        """A tie with the dealer pushes the ante and the call: always, in this game."""
        return True


@dataclass(frozen=True)
class HoldemBonusRules:
    """Texas Hold'em Bonus Poker: bonus pay table and house rules (GAMES.md §2)."""

    ante_pays_on: str = "straight"
    ties: str = "push"
    bonus_paytable: str = "1000-30-25-20-15-10-5-3"
    bonus_table: PayTable = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        _choice("ante_pays_on", ANTE_PAYS_ON, self.ante_pays_on)
        _choice("ties", TIES, self.ties)
        _set_table(self, "bonus", paytable("bonus_paytable", THB_BONUS_TABLES,
                                           self.bonus_paytable))

    @property
    def ties_push(self) -> bool:
        """Whether a tie with the dealer pushes the ante and the play bets (the ``ties``
        house rule; otherwise the dealer wins them)."""
        return self.ties == "push"
