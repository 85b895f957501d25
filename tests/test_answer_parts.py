"""Each kind of answer part reads what a dealer types, marks it and shows it back.

The expectations are written by hand: what a dealer types at the table (grouped
thousands, a sign, a seat list, a few words of a call), what it must read as, and
the sentence a wrong entry is refused with. The round trips (a value shown, then
typed back) run over every amount and every language's way of writing it.
"""

import pytest
from hypothesis import given, strategies as st

from app.core.errors import AnswerError
from app.core.text import Line, Term, english
from app.core.trainer.answers import MAX_AMOUNT, Refusal
from app.core.trainer.parts import (
    AmountPart,
    CallPart,
    ChipCountPart,
    ChoicePart,
    Entry,
    NetPart,
    Option,
    Reading,
    SeatsPart,
)
from app.core.trainer.questions import YES_NO, tline
from app.i18n import format_amount

AMOUNT = AmountPart("answer", tline("Paid to the player"), 175)
NET = NetPart("ante", tline("Ante {stake}", stake=20), -20)
CHIPS = ChipCountPart("chips_25", tline("Chips of {value}", value=25), 3, chip=25)
SEATS = SeatsPart("pot0_seats", tline("{pot}: seats", pot="Main pot"), (1, 3, 4))
TO_ACT = SeatsPart("to_act", tline("Whose action"), (5,))
QUALIFY = ChoicePart("answer", tline("Does the dealer qualify?"), "yes", YES_NO)
CALLS = (Option("qualifies", Line.in_context("Calls", "Dealer qualifies: {hand}.",
                                             hand="pair of nines"), ""),
         Option("not_qualified", Term("not_qualified", "Dealer does not qualify.", "Calls"), ""))
CALL = CallPart("answer", tline("The dealer's call"), "not_qualified", CALLS)

ALONE = Reading(seats=7)
OF_MANY = Reading(seats=7, alone=False)


def refusal(part, text, reading=ALONE):
    with pytest.raises(AnswerError) as refused:
        part.read(text, reading)
    return refused.value


class Language:
    """A stand-in translator: English words, amounts written as ``lang`` writes them (the
    app's own ``format_amount``, which the window uses)."""

    def __init__(self, lang: str, words: dict[str, str] | None = None) -> None:
        self.lang, self.words = lang, words or {}

    def __call__(self, context: str, text: str, n: int = -1) -> str:
        return self.words.get(text) or english(context, text, n)

    def number(self, n: int) -> str:
        return format_amount(n, self.lang)


LANGUAGES = ["en", "uk", "ka", "th", "kk", "hy"]


# -- amounts ---------------------------------------------------------------------------------
@pytest.mark.parametrize("typed, value", [
    ("175", 175), ("0", 0), ("1000", 1000), ("1 000", 1000), ("1,000", 1000),
    ("12\u00a0500", 12500), ("  250 ", 250), ("+40", 40),
    ("\u0e51\u0e57\u0e55", 175),  # Thai digits: read as the same number
])
def test_a_payout_reads_what_a_dealer_types(typed, value):
    assert AMOUNT.read(typed, ALONE) == value


@pytest.mark.parametrize("typed, why", [
    ("", Refusal.EMPTY), ("   ", Refusal.EMPTY), ("12a", Refusal.NOT_A_NUMBER),
    ("abc", Refusal.NOT_A_NUMBER), ("\u10d0\u10d1", Refusal.NOT_A_NUMBER),  # Georgian letters
    ("-5", Refusal.NEGATIVE), ("\u22125", Refusal.NEGATIVE), ("2.5", Refusal.DECIMAL),
    ("17,5", Refusal.DECIMAL), ("1,00,000", Refusal.NOT_A_NUMBER),
    ("99999999999999", Refusal.TOO_LARGE),
])
def test_a_payout_refuses_what_is_not_a_whole_number_of_chips_with_its_reason(typed, why):
    e = refusal(AMOUNT, typed)
    assert e.refusal is why and e.line == why.line


def test_a_field_of_many_left_empty_is_not_answered_and_named_never_read_as_0():
    e = refusal(AMOUNT, "  ", OF_MANY)
    assert e.refusal is Refusal.NOT_ANSWERED
    assert e.render() == ("Not answered: Paid to the player. Type a number there, 0 if there "
                          "is none.")


def test_a_payout_is_right_only_at_its_key_and_is_shown_in_the_readers_digits():
    assert AMOUNT.mark(175).correct and not AMOUNT.mark(170).correct
    assert not AMOUNT.mark(None).correct  # not given
    assert AMOUNT.mark(175).expected == 175 and AMOUNT.mark(170).given == 170
    assert AMOUNT.shown(12500) == "12500"
    assert AMOUNT.shown(12500, Language("en")) == "12,500"
    assert AMOUNT.shown(12500, Language("uk")) == "12\u00a0500"
    assert AMOUNT.shown(None) == "None" and AMOUNT.shown("x") == "x"


def test_a_payout_asks_for_a_plain_number_field_and_is_paid_in_chips():
    f = AMOUNT.field
    assert f.entry is Entry.NUMBER and not f.signed and f.example is None and f.tip is None
    assert AMOUNT.typed_at_start() == "" and not AMOUNT.audited
    assert AMOUNT.counted_chip is None and AMOUNT.kind == "amount"
    denominations = (1, 5, 25, 100, 500, 1000)
    fewest = AMOUNT.mark_pile([100, 25, 25, 25], denominations)
    assert fewest.correct and fewest.chips_fewest is True and fewest.fewest == (100, 25, 25, 25)
    many = AMOUNT.mark_pile([25] * 7, denominations)
    assert many.correct and many.chips_fewest is False
    short = AMOUNT.mark_pile([100, 25], denominations)
    assert not short.correct and short.parts[0].given == 125


def test_only_a_key_of_0_is_answered_by_typing_0():
    assert AmountPart("answer", tline("Paid"), 0).zero_answers
    assert not AMOUNT.zero_answers
    assert NetPart("net", tline("Net"), 0).zero_answers and not NET.zero_answers
    assert not QUALIFY.zero_answers and not SEATS.zero_answers and not CALL.zero_answers


# -- chips counted -------------------------------------------------------------------------------
def test_a_chip_count_reads_a_number_and_a_lone_empty_field_is_not_answered():
    assert CHIPS.read("3", ALONE) == 3 and CHIPS.read("0", ALONE) == 0
    assert refusal(CHIPS, "").refusal is Refusal.NOT_ANSWERED  # even when it is the only field
    assert refusal(CHIPS, "-1").refusal is Refusal.NEGATIVE
    assert refusal(CHIPS, "two").refusal is Refusal.NOT_A_NUMBER


def test_a_chip_count_names_its_chip_starts_at_0_chips_and_says_how_many():
    assert CHIPS.counted_chip == 25 and CHIPS.given == 0 and CHIPS.kind == "count"
    assert CHIPS.field.entry is Entry.NUMBER and CHIPS.field.example_text() == "how many"
    assert CHIPS.typed_at_start() == "" and not CHIPS.audited  # 0 chips is not typed in
    assert CHIPS.mark(3).correct and not CHIPS.mark(2).correct
    with pytest.raises(TypeError):
        CHIPS.mark_pile([25, 25, 25], (25,))  # a pile is counted by value, not paid


# -- net results -------------------------------------------------------------------------------
@pytest.mark.parametrize("typed, value", [
    ("-300", -300), ("+1 000", 1000), ("\u2212300", -300), ("0", 0), ("40", 40),
    ("- 20", -20), ("-1,250", -1250),
])
def test_a_net_result_reads_its_sign(typed, value):
    assert NET.read(typed, ALONE) == value


@pytest.mark.parametrize("typed, why", [
    ("", Refusal.EMPTY), ("-", Refusal.NOT_A_NUMBER), ("+-5", Refusal.NOT_A_NUMBER),
    ("-2.5", Refusal.DECIMAL), ("minus 5", Refusal.NOT_A_NUMBER),
])
def test_a_net_result_refuses_what_is_not_a_signed_whole_number(typed, why):
    assert refusal(NET, typed).refusal is why


def test_a_net_result_is_shown_with_its_sign_and_asks_for_a_signed_field():
    assert (NET.shown(-20), NET.shown(40), NET.shown(0)) == ("-20", "+40", "0")
    assert NET.shown(-12345, Language("ka")) == "-12\u00a0345"
    assert NET.shown(2000, Language("hy")) == "+2000"  # four digits stay whole in Armenian
    f = NET.field
    assert f.entry is Entry.NUMBER and f.signed
    assert f.example_text() == "+ / -" and f.tip_text() == "+ paid, - taken"
    assert f.tip_text(Language("uk", {"+ paid, - taken": "+ виплачено, - забрано"})) \
        == "+ виплачено, - забрано"
    assert NET.kind == "signed"


def test_a_spot_to_audit_starts_with_what_the_dealer_paid_on_it():
    paid = NetPart("s1_ante", tline("Ante"), 70, given=-35)
    assert paid.audited and not NET.audited
    assert paid.typed_at_start() == "-35" and NET.typed_at_start() == ""
    assert NetPart("s1_ante", tline("Ante"), 70, given=1500).typed_at_start(Language("en")) \
        == "+1,500"
    assert paid.mark(70).correct and not paid.mark(-35).correct  # left wrong, marked wrong


# -- seats -------------------------------------------------------------------------------------
@pytest.mark.parametrize("typed, value", [
    ("1 3 4", (1, 3, 4)), ("134", (1, 3, 4)), ("4,1,3", (1, 3, 4)), ("1; 3. 4", (1, 3, 4)),
    ("7", (7,)),
])
def test_seats_read_as_a_sorted_list_in_any_order(typed, value):
    assert SEATS.read(typed, ALONE) == value


@pytest.mark.parametrize("typed", ["", "8", "0", "11", "1 1", "a", "-1", "\u0e51",  # Thai 1
                                   "1 2 x"])
def test_seats_refuse_a_seat_not_at_the_table_a_repeat_or_letters(typed):
    assert refusal(SEATS, typed).refusal is Refusal.NOT_SEATS


def test_seats_left_empty_among_many_fields_are_not_answered_in_words_not_numbers():
    e = refusal(SEATS, "", OF_MANY)
    assert e.refusal is Refusal.NOT_ANSWERED
    assert e.render() == "Not answered: Main pot: seats. Every field needs an answer."


def test_the_seats_at_the_table_bound_what_is_read():
    assert SEATS.read("9", Reading(seats=9)) == (9,)
    assert refusal(SEATS, "9", Reading(seats=6)).refusal is Refusal.NOT_SEATS


def test_seats_are_shown_as_a_list_and_ask_for_seat_numbers():
    assert SEATS.shown((1, 3, 4)) == "1, 3, 4" and SEATS.shown([2]) == "2"
    assert SEATS.mark((1, 3, 4)).correct and not SEATS.mark((1, 3)).correct
    assert SEATS.field.entry is Entry.NUMBER and not SEATS.field.signed
    assert SEATS.field.example_text() == "seat numbers"
    assert TO_ACT.field.example_text() == "seat number"  # whose action: one seat
    assert SEATS.kind == "seats"


# -- choices and calls ---------------------------------------------------------------------------
def test_a_choice_reads_an_option_and_refuses_anything_else_even_empty():
    assert QUALIFY.read("yes", ALONE) == "yes" and QUALIFY.read("no", OF_MANY) == "no"
    for typed in ("", "maybe", "Yes", "Y"):
        for reading in (ALONE, OF_MANY):
            assert refusal(QUALIFY, typed, reading).refusal is Refusal.NO_CHOICE


def test_a_choice_is_shown_by_its_words_and_asks_for_buttons():
    assert QUALIFY.shown("no") == "No" and QUALIFY.shown("yes") == "Yes"
    assert QUALIFY.shown("yes", Language("ka", {"Yes": "\u10d3\u10d8\u10d0\u10ee"})) \
        == "\u10d3\u10d8\u10d0\u10ee"
    assert QUALIFY.shown("other") == "other"  # not an option: as it is
    assert QUALIFY.field.entry is Entry.CHOICE and QUALIFY.kind == "choice"
    assert QUALIFY.mark("yes").correct and not QUALIFY.mark("no").correct


@pytest.mark.parametrize("typed", [
    "Dealer does not qualify.", "dealer does not qualify", "  DEALER  does not qualify!! ",
])
def test_a_call_is_read_whatever_its_case_punctuation_and_spacing(typed):
    assert CALL.read(typed, ALONE) == "not_qualified"


def test_a_call_with_figures_in_it_is_read_from_its_words():
    assert CALL.read("dealer qualifies pair of nines", ALONE) == "qualifies"


def test_a_call_is_read_in_the_trainees_language():
    uk = Language("uk", {"Dealer does not qualify.": "Дилер не проходить."})
    assert CALL.read("дилер не проходить", Reading(alone=True, translate=uk)) == "not_qualified"
    assert refusal(CALL, "dealer does not qualify", Reading(translate=uk)).refusal \
        is Refusal.NOT_A_CALL


@pytest.mark.parametrize("typed", ["", "dealer", "does not qualify", "dealer qualifies"])
def test_a_call_refuses_a_part_of_a_call_or_nothing(typed):
    assert refusal(CALL, typed).refusal is Refusal.NOT_A_CALL


def test_a_call_left_empty_among_many_fields_is_not_answered():
    assert refusal(CALL, " ", OF_MANY).refusal is Refusal.NOT_ANSWERED


def test_a_call_is_shown_by_its_words_and_asks_for_a_words_field():
    assert CALL.shown("qualifies") == "Dealer qualifies: pair of nines."
    f = CALL.field
    assert f.entry is Entry.WORDS and not f.signed
    assert f.example_text() == "Type a few words of the call"
    assert f.tip_text().startswith("The list offers every call")
    assert CALL.kind == "call"


# -- round trips -------------------------------------------------------------------------------
@given(st.integers(0, MAX_AMOUNT), st.sampled_from(LANGUAGES))
def test_an_amount_shown_in_any_language_reads_back_as_itself(n, lang):
    assert AMOUNT.read(AMOUNT.shown(n, Language(lang)), ALONE) == n
    assert CHIPS.read(CHIPS.shown(n, Language(lang)), ALONE) == n


@given(st.integers(-MAX_AMOUNT, MAX_AMOUNT), st.sampled_from(LANGUAGES))
def test_a_net_result_shown_in_any_language_reads_back_as_itself(n, lang):
    assert NET.read(NET.shown(n, Language(lang)), ALONE) == n


@given(st.sets(st.integers(1, 9), min_size=1), st.sampled_from(LANGUAGES))
def test_seats_shown_read_back_as_the_same_seats(seats, lang):
    shown = SEATS.shown(tuple(sorted(seats)), Language(lang))
    assert SEATS.read(shown, Reading(seats=9)) == tuple(sorted(seats))


@given(st.sampled_from(CALLS))
def test_a_call_shown_reads_back_as_itself(option):
    assert CALL.read(CALL.shown(option.id), ALONE) == option.id
