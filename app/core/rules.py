"""Pay tables and house rules as data, with the ids of GAMES.md.

A pay table's id lists its multipliers (``100-20-10-3-2-1``), so the id is the
table. Only the tables GAMES.md names are offered; each game's rules object
bundles the tables and house rules a casino chooses, with GAMES.md defaults.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

from .errors import RulesError, said
from .safe_repr import short_repr
from .text import QT_TRANSLATE_NOOP, Term


@dataclass(frozen=True)
class PayTable:
    """Multipliers by line id, in the order of the table's id."""

    id: str
    lines: tuple[str, ...]

    @property
    def multipliers(self) -> Mapping[str, int]:
        return dict(zip(self.lines, (int(x) for x in self.id.split("-")), strict=True))

    def pays(self, line: str) -> int:
        """The multiplier (x to 1) for a line id."""
        return self.multipliers[line]

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


def _tables(lines: tuple[str, ...], *ids: str) -> dict[str, PayTable]:
    out = {}
    for i in ids:
        assert len(i.split("-")) == len(lines), i
        out[i] = PayTable(i, lines)
    return out


CH_ANTE_TABLES = _tables(ANTE_LINES, "100-20-10-3-2-1", "20-20-10-3-2-1", "25-25-12-3-2-1",
                         "100-49-17-3-2-1")
CH_BONUS_TABLES = _tables(AA_BONUS_LINES, "100-50-40-30-20-7-7-7-7",
                          "100-50-40-30-20-10-8-7-7", "25-25-25-25-25-7-7-7-7")
THB_BONUS_TABLES = _tables(THB_BONUS_LINES, "1000-30-25-20-15-10-5-3")

# House rules: id -> allowed values, the default first.
AA_BONUS_ON_FOLD = ("settled", "forfeited")
ANTE_PAYS_ON = ("straight", "flush")
TIES = ("push", "dealer_wins")


def _pick(kind: str, tables: Mapping[str, PayTable], table_id: str) -> PayTable:
    try:
        return tables[table_id]
    except (KeyError, TypeError):
        raise RulesError(said(QT_TRANSLATE_NOOP("Errors", "unknown {key} {value} (known: {known})"),
                              key=kind, value=short_repr(table_id),
                              known=", ".join(tables))) from None


def _choice(name: str, allowed: tuple[str, ...], value: str) -> str:
    if value not in allowed:
        raise RulesError(said(QT_TRANSLATE_NOOP("Errors", "{key} must be one of {allowed}, not {value}"),
                              key=name, allowed=", ".join(allowed), value=short_repr(value)))
    return value


@dataclass(frozen=True)
class CasinoHoldemRules:
    """Casino Hold'em with the AA Bonus: pay tables and house rule (GAMES.md §1)."""

    ante_paytable: str = "100-20-10-3-2-1"
    bonus_paytable: str = "100-50-40-30-20-7-7-7-7"
    aa_bonus_on_fold: str = "settled"
    ante_table: PayTable = field(init=False, repr=False, compare=False)
    bonus_table: PayTable = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "ante_table",
                           _pick("ante_paytable", CH_ANTE_TABLES, self.ante_paytable))
        object.__setattr__(self, "bonus_table",
                           _pick("bonus_paytable", CH_BONUS_TABLES, self.bonus_paytable))
        _choice("aa_bonus_on_fold", AA_BONUS_ON_FOLD, self.aa_bonus_on_fold)


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
        object.__setattr__(self, "bonus_table",
                           _pick("bonus_paytable", THB_BONUS_TABLES, self.bonus_paytable))
