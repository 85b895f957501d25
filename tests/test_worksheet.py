"""Printable worksheets: PDFs read back, the trainer's own questions and keys, the same bytes
for the same seed, every letter in a face that has it, one clear line for bad settings."""

import re
import zlib

import pytest

from app.commands.cli import main
from app.core.trainer.drills import generate
from app.i18n import format_amount, format_signed, translator
from app.printing import text as pillow_text
from app.printing.worksheet import make_worksheet, write_worksheet
from app.printing.worksheet.drawing import Options, Paragraph, Typeface
from app.printing.worksheet.pages import A4_MM

SHEETS = [("ch.total", 2, "en"), ("hand.name", 1, "th"), ("nl.pots", 2, "ka"),
          ("ch.qualify", 1, "en")]


def pdf_pages(data: bytes) -> list[tuple[int, int, bytes]]:
    """The page images of a PDF, read with a regular expression and zlib alone: each
    image's width, height and pixels, in the order the pages tree lists the pages."""
    objects = {int(m.group(1)): m.start() for m in re.finditer(rb"(\d+) 0 obj\n", data)}
    kids = re.search(rb"/Type /Pages /Kids \[([^\]]*)\] /Count (\d+)", data)
    assert kids is not None
    pages = [int(k) for k in re.findall(rb"(\d+) 0 R", kids.group(1))]
    assert len(pages) == int(kids.group(2))
    out = []
    for page in pages:
        body = data[objects[page]:objects[page] + 400]
        image = int(re.search(rb"/XObject << /Page (\d+) 0 R", body).group(1))
        head = re.match(rb"\d+ 0 obj\n<< (.*?)/Length (\d+) >>\nstream\n",
                        data[objects[image]:], re.S)
        start = objects[image] + head.end()
        width = int(re.search(rb"/Width (\d+)", head.group(1)).group(1))
        height = int(re.search(rb"/Height (\d+)", head.group(1)).group(1))
        out.append((width, height, zlib.decompress(data[start:start + int(head.group(2))])))
    return out


def xref_offsets_point_at_their_objects(data: bytes) -> bool:
    table = int(re.search(rb"startxref\n(\d+)\n%%EOF\n$", data).group(1))
    entries = re.findall(rb"(\d{10}) 00000 n \n", data[table:])
    return all(data[int(o):].startswith(b"%d 0 obj\n" % n) for n, o in enumerate(entries, 1))


@pytest.mark.parametrize("drill, level, lang", SHEETS)
def test_pdf_holds_every_page_image_of_a4_in_order(tmp_path, drill, level, lang):
    out = tmp_path / "sheet.pdf"
    sheet = write_worksheet(out, drill, level, 4, 300, lang)
    data = out.read_bytes()
    assert data.startswith(b"%PDF-1.4\n") and data.endswith(b"%%EOF\n")
    assert xref_offsets_point_at_their_objects(data)
    assert len(re.findall(rb"/Type /Page\b", data)) == sheet.page_count
    assert 1 <= sheet.question_pages < sheet.page_count  # the key on pages of its own
    a4 = tuple(round(mm / 25.4 * 150) for mm in A4_MM)
    assert a4 == (1240, 1754)
    pages = pdf_pages(data)
    assert len(pages) == sheet.page_count
    for i, (width, height, pixels) in enumerate(pages):
        image = sheet.page(i)
        assert image.size == (width, height) == a4
        assert pixels == image.convert("RGB").tobytes()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["sheet.pdf"]  # no part left over


def test_pages_at_200_dpi_are_a4_too():
    sheet = make_worksheet("ch.aa_bonus", 1, 1, 5, dpi=200)
    assert sheet.page(0).size == (1654, 2339)  # 210 x 297 mm at 200 dots per inch


def printed(paragraph: Paragraph) -> str:
    return "".join(paragraph.lines).replace(" ", "").replace("\u00a0", "")


@pytest.mark.parametrize("drill, level, lang", SHEETS + [("nl.call", 1, "th"),
                                                         ("thb.total", 3, "ka")])
def test_first_question_is_the_trainers_prompt_for_the_seed(drill, level, lang):
    sheet = make_worksheet(drill, level, 3, 1234, lang)
    trainer = generate(drill, level, 1234)
    prompt = trainer.prompt.render(translator(lang))
    if lang != "en":
        assert prompt != trainer.prompt.render()  # really in the language
    first = sheet.layouts[0][1][0]  # page 1, the first row under the heading
    assert isinstance(first, Paragraph) and first.gutter == "1."
    assert printed(first) == prompt.replace(" ", "")
    assert [q.seed for q in sheet.questions] == [1234, 1235, 1236]
    assert sheet.questions[1].expected == generate(drill, level, 1235).expected


def expected_key(drill, level, seed, lang):
    """The generator's key written independently: amounts and signs in the language's
    digits, a choice in the language's words."""
    q = generate(drill, level, seed)
    translate = translator(lang)
    out = []
    for part in q.parts:
        value = q.expected[part.key]
        if part.kind == "choice":
            option = next(o for o in part.options if o.id == value)
            text = translate(option.text.context, option.text.text)  # Trainer or Rules
        elif part.kind == "signed":
            text = format_signed(value, lang)
        else:
            text = format_amount(value, lang)
        out.append(f"{part.label.render(translate)}: {text}")
    return "   ".join(out)


@pytest.mark.parametrize("drill, level, lang", [("ch.ante_call", 2, "en"), ("ch.total", 3, "th"),
                                                ("ch.qualify", 1, "ka"), ("hand.name", 1, "th"),
                                                ("thb.bonus", 3, "uk")])
def test_first_answer_is_the_generators_key(drill, level, lang):
    sheet = make_worksheet(drill, level, 2, 77, lang)
    layout, rows = sheet.layouts[sheet.question_pages]
    first = rows[0]
    assert isinstance(first, Paragraph) and first.gutter == "1."
    assert printed(first) == expected_key(drill, level, 77, lang).replace(" ", "").replace(
        "\u00a0", "")
    derivation = [printed(r) for r in rows[1:] if isinstance(r, Paragraph)]
    lines = generate(drill, level, 77).derivation
    assert derivation[:len(lines)] == [line.render(translator(lang)).replace(" ", "").replace(
        "\u00a0", "") for line in lines]


def test_same_seed_gives_the_same_bytes_another_seed_others(tmp_path):
    one, two, other = tmp_path / "a.pdf", tmp_path / "b.pdf", tmp_path / "c.pdf"
    write_worksheet(one, "nl.award", 1, 3, 42, "th")
    write_worksheet(two, "nl.award", 1, 3, 42, "th")
    write_worksheet(other, "nl.award", 1, 3, 43, "th")
    assert one.read_bytes() == two.read_bytes()
    assert one.read_bytes() != other.read_bytes()


def test_a_choice_prints_its_options_to_tick():
    sheet = make_worksheet("hand.name", 1, 1, 3, "kk")
    options = [r for r in sheet.layouts[0][1] if isinstance(r, Options)]
    assert len(options) == 1
    part = generate("hand.name", 1, 3).parts[0]
    assert options[0].options == [translator("kk")("Rules", o.text.text) for o in part.options]
    assert len(options[0].options) == 10


@pytest.mark.parametrize("lang", ["ka", "uk", "th", "kk", "hy"])
def test_every_letter_on_a_sheet_has_a_glyph_in_the_bundled_faces(lang):
    sheet = make_worksheet("ch.round", 3, 2, 9, lang)
    texts = set()
    for layout, rows in sheet.layouts:
        for row in (*layout.top, *rows):
            texts.update(getattr(row, "lines", ()))
            texts.update(getattr(row, "options", ()))
    letters = {c for t in texts for c in t if not c.isspace()}
    assert any(c > "\u024f" for c in letters)  # the language's own script is on the sheet
    missing = [c for c in letters if not any(pillow_text.has_glyph(f, c)
                                             for f in pillow_text.FACES)]
    assert missing == []


def test_a_thai_line_with_no_spaces_wraps_between_letters_never_before_a_mark():
    face = Typeface(24)
    text = "ดีลเลอร์ไม่ผ่านเกณฑ์จึงคืนเดิมพันคอลให้ผู้เล่นทุกคนที่ยังอยู่ในเกม" * 2
    lines = face.wrap(text, 300)
    assert len(lines) > 2 and "".join(lines) == text
    assert all(face.width(line) <= 300 for line in lines)
    assert all(not ("\u0e31" <= line[0] <= "\u0e3a" or "\u0e47" <= line[0] <= "\u0e4e")
               for line in lines)  # no line starts with a vowel sign or a tone mark
    assert all(line[-1] not in "เแโใไ" for line in lines[:-1])  # nor ends on a leading vowel


@pytest.mark.parametrize("args, says", [
    (["--drill", "ch.nope"], "unknown drill 'ch.nope'"),
    (["--drill", "ch.total", "--count", "0"], "from 1 to 200, not 0"),
    (["--drill", "ch.total", "--count", "201"], "from 1 to 200, not 201"),
    (["--drill", "ch.total", "--seed", "-3"], "the seed must be from 0"),
])
def test_bad_settings_say_one_line_and_exit_2_writing_nothing(tmp_path, capsys, args, says):
    out = tmp_path / "sheet.pdf"
    assert main(["worksheet", *args, "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("worksheet: ") and says in err and err.count("\n") == 1
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("where,says", [("missing/sheet.pdf", "cannot write {out}: "),
                                        (".", "{out} is a folder; name a file in it.")])
def test_a_file_that_cannot_be_written_says_so_in_one_line(tmp_path, capsys, where, says):
    out = tmp_path / where
    assert main(["worksheet", "--drill", "ch.total", "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("worksheet: " + says.format(out=out)) and err.count("\n") == 1


def test_the_command_writes_the_sheet_and_says_where_the_key_starts(tmp_path, capsys):
    out = tmp_path / "sheet.pdf"
    assert main(["worksheet", "--drill", "thb.ante", "--level", "2", "--count", "3",
                 "--seed", "10", "--out", str(out), "--lang", "uk"]) == 0
    line = capsys.readouterr().out
    pages = len(pdf_pages(out.read_bytes()))
    assert line.count("\n") == 1 and str(out) in line and str(pages) in line


def test_a_failure_midway_keeps_the_file_that_was_there(tmp_path):
    out = tmp_path / "sheet.pdf"
    out.write_bytes(b"last week's sheet")

    def stop(done, of):
        if done == 2:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        write_worksheet(out, "ch.total", 1, 5, 0, progress=stop)
    assert out.read_bytes() == b"last week's sheet"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["sheet.pdf"]


def test_a_house_profile_file_gives_the_trainers_questions_under_its_rules(tmp_path, capsys):
    from app.core.profiles import HouseProfile, profile_json

    house = HouseProfile.make("Casino A", {"casino_holdem": {"ante_paytable": "20-20-10-3-2-1"}})
    (tmp_path / "casino_a.json").write_text(profile_json(house), encoding="utf-8")
    sheet = make_worksheet("ch.ante_call", 2, 4, 8, house=house)
    assert [q.expected for q in sheet.questions] == [
        generate("ch.ante_call", 2, s, house=house).expected for s in range(8, 12)]
    assert all(q.rules.ante_paytable == "20-20-10-3-2-1" for q in sheet.questions)
    top = [line for row in sheet.layouts[0][0].top for line in getattr(row, "lines", ())]
    assert any("20-20-10-3-2-1" in line for line in top) and any("Casino A" in t for t in top)
    out = tmp_path / "a.pdf"
    assert main(["worksheet", "--drill", "ch.ante_call", "--level", "2", "--count", "4",
                 "--seed", "8", "--profile", str(tmp_path / "casino_a.json"),
                 "--out", str(out)]) == 0
    assert len(pdf_pages(out.read_bytes())) == sheet.page_count


@pytest.mark.parametrize("content, says", [(None, "cannot be read"), (b"{}", "not a house profile")])
def test_a_bad_profile_file_is_one_line_and_exit_2(tmp_path, capsys, content, says):
    profile = tmp_path / "house.json"
    if content is not None:
        profile.write_bytes(content)
    out = tmp_path / "sheet.pdf"
    assert main(["worksheet", "--drill", "ch.total", "--profile", str(profile),
                 "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"worksheet: {profile}") or err.startswith(
        f"worksheet: cannot read {profile}")
    assert says in err and err.count("\n") == 1 and not out.exists()
