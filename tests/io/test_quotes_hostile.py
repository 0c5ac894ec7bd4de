"""Quote files from a hostile vendor (issue 26, "Vendor spreadsheets"): each is refused with a
message naming the limit, the row and the column, or read as the vendor sees it — fast, with
nothing on stderr and no traceback. Every file is generated here, part by part
(tests/quote_files.py); none is committed. Each test is bounded by a timeout: a parse that
runs away (minutes, as 3 M shared strings did) fails the test instead of hanging the suite.
"""

from __future__ import annotations

import contextlib
import io
import re
import subprocess
import sys
import warnings
import zipfile
from pathlib import Path

import pytest
from quote_files import (
    BILLION_LAUGHS,
    DATE,
    EXTERNAL_ENTITY,
    NS,
    PERCENT,
    PERCENT_2,
    Sheet,
    Styled,
    many_shared_strings,
    workbook,
)

from gpuplanner.core.plan import Plan
from gpuplanner.io.plan_file import load_plan, save_plan
from gpuplanner.io.quotes import read_quotes
from gpuplanner.paths import example_plan

pytestmark = pytest.mark.timeout(60)

HEAD = [
    "Platform name",
    "GPU",
    "Pricing mode",
    "Price per GPU-hour",
    "Discount (%)",
    "Internal markup (%)",
    "MFU",
    "Quote date",
    "Valid until (date or days)",
    "Fee name",
    "Fee rate",
    "Fee quantity",
]


def offer(name: str = "A", price: object = 7, **cells: object) -> list[object]:
    """A valid on-demand L40S offer with the named cells (HEAD's keys in snake case) set."""
    row: list[object] = [name, "l40s", "on_demand", price] + [None] * (len(HEAD) - 4)
    keys = ["discount", "markup", "mfu", "quoted", "until", "fee_name", "fee_rate", "fee_qty"]
    for key, value in cells.items():
        row[4 + keys.index(key)] = value
    return row


@pytest.fixture
def plan() -> Plan:
    return load_plan(example_plan())


def codes(found) -> list[tuple[int | None, str | None, str]]:
    return [(p.row, p.column, p.code) for p in found.problems]


def _cli(*args: str) -> tuple[int, str, str]:
    from gpuplanner.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(args))
    return code, out.getvalue(), err.getvalue()


# --- percentages as the vendor sees them ---------------------------------------------------


def test_a_percent_formatted_cell_is_the_percent_shown(plan: Plan, tmp_path: Path) -> None:
    """Excel stores 10% typed in a cell as 0.1 with the number format 0% (ECMA-376 §18.8.30,
    built-in format 9; 10 is 0.00%): it imports as 10 %, as the CSV text "10%" does. A share
    column (MFU) shown as 40% is the share 0.4."""
    rows = [
        HEAD,
        offer("xlsx", discount=Styled(0.1, PERCENT), markup=Styled(0.125, PERCENT_2)),
        offer("plain", discount=10, markup=12.5, mfu=Styled(0.4, PERCENT)),
    ]
    found = read_quotes(workbook(tmp_path / "p.xlsx", [Sheet("Quotes", rows)]), plan)
    assert codes(found) == []
    a, b = found.valid
    assert (a.adjustment.discount_percent, a.adjustment.markup_percent) == (10.0, 12.5)
    assert (b.adjustment.discount_percent, b.adjustment.markup_percent) == (10.0, 12.5)
    assert b.mfu == 0.4
    text = tmp_path / "p.csv"
    text.write_text(",".join(HEAD[:6]) + "\ncsv,l40s,on_demand,7,10%,12.5 %\n", encoding="utf-8")
    (c,) = read_quotes(text, plan).valid
    assert (c.adjustment.discount_percent, c.adjustment.markup_percent) == (10.0, 12.5)


# --- bounded before work starts --------------------------------------------------------------


def test_three_million_shared_strings_are_refused_before_openpyxl(plan, tmp_path) -> None:
    """The issue's file: 3 M one-letter shared strings in a ~130 KB package (they took 4 min
    and 411 MB). Its shared-strings part unpacks to 51 MB (17 bytes × 3 M), over the 16 MiB
    read for it; 250,000 strings (4.3 MB, under that cap) are over the count of 200,000."""
    sheets = [Sheet("Quotes", [HEAD, offer()])]
    bomb = workbook(tmp_path / "s.xlsx", sheets, shared=many_shared_strings(3_000_000))
    assert bomb.stat().st_size < 200_000
    found = read_quotes(bomb, plan)
    assert codes(found) == [(None, None, "part_too_big")]
    assert "xl/sharedStrings.xml unpacks to 51.0 MB" in found.problems[0].text()
    counted = workbook(tmp_path / "c.xlsx", sheets, shared=many_shared_strings(250_000))
    found = read_quotes(counted, plan)
    assert codes(found) == [(None, None, "too_many_strings")]
    assert "more than 200,000 text strings" in found.problems[0].text()
    assert "超过 200,000 个文本字符串" in found.problems[0].text("zh_CN")


def test_a_sheet_of_too_many_cells_or_rows_is_refused_unread(plan, tmp_path) -> None:
    """201,000 cells (2,010 rows × 100) are over the 200,000 a sheet may hold; a single row
    numbered 1,048,576 (Excel's last) is past the 20,000 rows scanned, refused without walking
    the million blank ones."""
    wide = [HEAD] + [[1.5] * 100 for _ in range(2_010)]
    found = read_quotes(workbook(tmp_path / "w.xlsx", [Sheet("Quotes", wide)]), plan)
    assert codes(found) == [(None, None, "too_many_cells")]
    far = f'<worksheet xmlns="{NS}"><sheetData><row r="1048576"><c r="A1048576"><v>1</v></c>'
    far += "</row></sheetData></worksheet>"
    path = workbook(
        tmp_path / "far.xlsx",
        [Sheet("Quotes", [HEAD])],
        extra={"xl/worksheets/sheet1.xml": far.encode()},
    )
    found = read_quotes(path, plan)
    # blank rows, not offers, run past the rows scanned: the message says so (not "offers")
    assert codes(found) == [(None, None, "too_many_blank_rows")]
    assert "runs past 20,000 rows, blank ones included" in found.problems[0].text()


def test_a_csv_line_of_ten_million_delimiters_is_refused_unparsed(plan, tmp_path) -> None:
    """10 M commas on one line (10 MB, the file cap) took 7 s and 277 MB in Python's csv; no
    quote row holds more than 16,000 delimiters (160 columns, 4 full notes of 2,000, 20 full
    names of 200), so it is refused before the csv module builds its fields."""
    path = tmp_path / "commas.csv"
    path.write_text("Platform name,GPU,Pricing mode\n" + "," * 10_000_000 + "\n", "utf-8")
    found = read_quotes(path, plan)
    assert [(p.row, p.column, p.code) for p in found.problems] == [(None, None, "too_many_columns")]
    assert found.problems[0].text() == (
        "the file has more than 160 columns; is this the quote template?"
    )


def test_too_many_parts_and_cell_formats_are_refused(plan, tmp_path) -> None:
    """1,001 parts (the cap is 1,000) and 65,491 cell formats (Excel's own maximum is 65,490,
    "Excel specifications and limits")."""
    sheets = [Sheet("Quotes", [HEAD, offer()])]
    junk = {f"customXml/item{i}.xml": b"<a/>" for i in range(1_000)}
    found = read_quotes(workbook(tmp_path / "parts.xlsx", sheets, extra=junk), plan)
    assert codes(found) == [(None, None, "too_many_parts")]
    xfs = "<xf/>" * 65_491
    styles = f'<styleSheet xmlns="{NS}"><cellXfs count="65491">{xfs}</cellXfs></styleSheet>'
    path = workbook(tmp_path / "xf.xlsx", sheets, extra={"xl/styles.xml": styles.encode()})
    assert codes(read_quotes(path, plan)) == [(None, None, "too_many_formats")]


def test_the_dimension_is_never_trusted(plan: Plan, tmp_path: Path) -> None:
    """<dimension ref="A1:D2"> on a sheet of three offers: the three are imported (the file
    lost two of them, "added 1 platform", where LibreOffice shows 3 offers)."""
    rows = [HEAD, offer("A"), offer("B", 8), offer("C", 9)]
    path = workbook(tmp_path / "d.xlsx", [Sheet("Quotes", rows, dimension="A1:D2")])
    found = read_quotes(path, plan)
    assert [p.name for p in found.valid] == ["A", "B", "C"]
    assert [p.pricing.price_per_gpu_hour for p in found.valid] == [7, 8, 9]


# --- sheets ----------------------------------------------------------------------------------


def test_the_visible_sheet_is_read_and_hidden_ones_named(plan: Plan, tmp_path: Path) -> None:
    """A hidden sheet named "quotes" and a very hidden one are not read; the visible sheet
    is, and a note names the two left out (English and Chinese)."""
    sheets = [
        Sheet("quotes", [HEAD, offer("hidden")], state="hidden"),
        Sheet("Offers", [HEAD, offer("visible")]),
        Sheet("Calc", [HEAD, offer("very hidden")], state="veryHidden"),
    ]
    found = read_quotes(workbook(tmp_path / "h.xlsx", sheets), plan)
    assert [p.name for p in found.valid] == ["visible"] and not found.problems
    (note,) = found.notes
    assert note.text() == "hidden sheets were not read: 'quotes', 'Calc'"
    assert note.text("zh_CN") == "未读取隐藏的工作表：'quotes', 'Calc'"
    only_hidden = [Sheet("Quotes", [HEAD, offer()], state="hidden")]
    found = read_quotes(workbook(tmp_path / "all.xlsx", only_hidden), plan)
    assert codes(found) == [(None, None, "no_visible_sheet")]


# --- DTDs ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("part", "dtd"),
    [
        ("xl/sharedStrings.xml", BILLION_LAUGHS),
        ("xl/workbook.xml", EXTERNAL_ENTITY),
        ("[Content_Types].xml", EXTERNAL_ENTITY),
        ("xl/worksheets/sheet1.xml", BILLION_LAUGHS),
        ("xl/styles.xml", EXTERNAL_ENTITY),
    ],
)
def test_a_dtd_in_any_part_is_refused(plan: Plan, tmp_path: Path, part: str, dtd: str) -> None:
    """Billion laughs (nested entities) and an external entity (file:///etc/passwd): the
    part is named, nothing of the file is read."""
    path = workbook(tmp_path / "x.xlsx", [Sheet("Quotes", [HEAD, offer()])], prolog={part: dtd})
    found = read_quotes(path, plan)
    assert codes(found) == [(None, None, "dtd")]
    assert f"the workbook part {part} holds a document type declaration" in str(found.problems[0])
    assert "文档类型声明" in found.problems[0].text("zh_CN")


def test_a_utf16_part_is_refused_so_no_dtd_hides_in_it(plan: Plan, tmp_path: Path) -> None:
    """A part in UTF-16 would hide its markup (a DTD, a million tags) from the byte scans."""
    body = ('<?xml version="1.0" encoding="UTF-16"?>' + EXTERNAL_ENTITY + "<sst/>").encode("utf-16")
    path = workbook(tmp_path / "u.xlsx", [Sheet("Quotes", [HEAD, offer()])], shared=body)
    assert codes(read_quotes(path, plan)) == [(None, None, "part_encoding")]


# --- overflows: a row's problem, never a traceback -----------------------------------------


def test_overflows_are_row_errors_naming_row_and_column(plan: Plan, tmp_path: Path) -> None:
    """Valid until 10⁹ days after 2026-11-20 (no validity a quote has: more than ten years,
    a date serial at most, and beyond timedelta) and 3,000 days after 9999-12-01 (past
    9999-12-31); a fee rate and a fee quantity of 10¹⁶ (the cap is 10¹⁵); a price of 10⁴⁰⁰ (an
    integer too large for a float); a date serial of 10⁹ (year ~2.7 M) formatted as a date,
    which openpyxl turns into "#VALUE!": never shown as if the vendor typed it."""
    huge = f'<c r="D7"><v>{"1" + "0" * 400}</v></c>'
    rows = [
        HEAD,
        offer("days", quoted="2026-11-20", until=1e9),
        offer("days2", quoted="9999-12-01", until=3_000),
        offer("rate", fee_name="Egress", fee_rate=1e16, fee_qty=1),
        offer("qty", fee_name="Egress", fee_rate=1, fee_qty=1e16),
        offer("serial", quoted=Styled(1e9, DATE)),
        offer("int", price=None),
    ]
    path = workbook(tmp_path / "o.xlsx", [Sheet("Quotes", rows)])
    sheet = zipfile.ZipFile(path).read("xl/worksheets/sheet1.xml").decode()
    sheet = re.sub(r'(<c r="C7"[^>]*>.*?</c>)', lambda m: m[1] + huge, sheet, count=1)
    with zipfile.ZipFile(path) as z:
        parts = {n: z.read(n) for n in z.namelist()}
    parts["xl/worksheets/sheet1.xml"] = sheet.encode()
    with zipfile.ZipFile(path, "w") as z:
        for n, data in parts.items():
            z.writestr(n, data)
    found = read_quotes(path, plan)
    assert codes(found) == [
        (2, "valid_until", "until_days_too_many"),
        (3, "valid_until", "until_out_of_range"),
        (4, "fee_rate", "too_large"),
        (5, "fee_quantity", "too_large"),
        (6, "quote_date", "date_out_of_range"),
        (7, "price_per_gpu_hour", "too_large"),
    ]
    texts = [str(p) for p in found.problems]
    assert texts[1] == (
        "row 3, Valid until (date or days): 3,000 days after 9999-12-01 is past the year 9999; "
        "give a date or fewer days"
    )
    assert texts[2] == "row 4, Fee rate: must be at most 1e+15 (got 1e+16)"
    assert "#VALUE!" not in texts[4] and "outside the calendar" in texts[4]
    assert "超过 9999 年" in found.problems[1].text("zh_CN")


def test_cli_overflow_exits_2_with_the_row_and_no_traceback(plan, tmp_path) -> None:
    plan_path = tmp_path / "p.gpuplan"
    save_plan(plan, plan_path)
    quotes = tmp_path / "o.csv"
    quotes.write_text(
        "Platform name,GPU,Pricing mode,Price per GPU-hour,Quote date,Valid until (date or days)"
        "\nA,l40s,on_demand,7,2026-11-20,1000000000\n",
        encoding="utf-8",
    )
    before = plan_path.read_bytes()
    code, out, err = _cli("import-quotes", str(plan_path), str(quotes))
    assert code == 2 and out == "" and "Traceback" not in err
    assert any(line.split()[0] == "2" and "is no validity" in line for line in err.splitlines())
    assert plan_path.read_bytes() == before


# --- text encodings and CSV limits -----------------------------------------------------------


@pytest.mark.parametrize("codec", ["utf-16", "utf-16-le", "utf-16-be", "utf-8-sig", "utf-32"])
def test_utf16_utf32_and_bom_csv_files_read(plan: Plan, tmp_path: Path, codec: str) -> None:
    """Excel's "Unicode text" is UTF-16 LE with a BOM; without a BOM the zero bytes tell."""
    path = tmp_path / "u.csv"
    text = "Platform name\tGPU\tPricing mode\tPrice per GPU-hour\n报价 A\tl40s\t按需\t7\n"
    path.write_bytes(text.encode(codec))
    (platform,) = read_quotes(path, plan).valid
    assert (platform.name, platform.pricing.price_per_gpu_hour) == ("报价 A", 7)


def test_a_csv_field_over_the_limit_speaks_of_the_csv(plan: Plan, tmp_path: Path) -> None:
    """A quotation mark left open swallows the rest of the file into one field: Python's csv
    stops at 131,072 characters; the message says "CSV" and the line, not "the workbook"."""
    path = tmp_path / "big.csv"
    path.write_text(
        'Platform name,GPU,Pricing mode,Price per GPU-hour,Notes\nA,l40s,on_demand,7,"'
        + "x" * 200_000
        + "\n",
        encoding="utf-8",
    )
    (problem,) = read_quotes(path, plan).problems
    assert problem.code == "csv_field_too_long"
    assert problem.text() == (
        "the CSV cannot be read: line 2 holds a field longer than 131,072 characters (a quote "
        "cell holds at most 2,000; is a quotation mark left open?)"
    )
    assert "workbook" not in problem.text() and "CSV" in problem.text("zh_CN")


# --- library noise -----------------------------------------------------------------------------


def test_openpyxl_warnings_stay_off_stderr(plan: Plan, tmp_path: Path) -> None:
    """The generated styles have no default cell style and a date serial past 9999: openpyxl
    warns about both; none reaches stderr (a real process, as the CLI runs)."""
    path = workbook(tmp_path / "w.xlsx", [Sheet("Quotes", [HEAD, offer(quoted=Styled(1e9, DATE))])])
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        read_quotes(path, plan)
    assert [str(w.message) for w in seen] == []
    plan_path = tmp_path / "p.gpuplan"
    save_plan(plan, plan_path)
    run = subprocess.run(
        [sys.executable, "-m", "gpuplanner", "import-quotes", str(plan_path), str(path)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 2
    assert "Warning" not in run.stderr and "Traceback" not in run.stderr
    assert "outside the calendar" in run.stderr


def test_a_damaged_part_is_a_message_not_a_traceback(plan: Plan, tmp_path: Path) -> None:
    """A fill without its pattern makes openpyxl raise TypeError at load; a cell whose style
    index the file does not define reads as a plain number."""
    styles = (
        f'<styleSheet xmlns="{NS}"><fills count="1"><fill/></fills>'
        '<cellXfs count="1"><xf numFmtId="0"/></cellXfs></styleSheet>'
    )
    sheets = [Sheet("Quotes", [HEAD, offer()])]
    path = workbook(tmp_path / "s.xlsx", sheets, extra={"xl/styles.xml": styles.encode()})
    (problem,) = read_quotes(path, plan).problems
    assert problem.code == "unreadable" and problem.text().startswith("the workbook cannot be")
    bad_style = [Sheet("Quotes", [HEAD, offer(discount=Styled(10, 999))])]
    (platform,) = read_quotes(workbook(tmp_path / "b.xlsx", bad_style), plan).valid
    assert platform.adjustment.discount_percent == 10


def test_a_broken_package_is_a_message_not_a_traceback(plan: Plan, tmp_path: Path) -> None:
    """A deflate stream with 20 bytes overwritten, a shared-string index past the table, and a
    workbook part of 80,000 defined names (4.1 MB; the cap is 1 MiB: openpyxl took 3 s)."""
    path = workbook(tmp_path / "z.xlsx", [Sheet("Quotes", [HEAD, offer()])])
    raw = bytearray(path.read_bytes())
    at = raw.find(b"xl/worksheets/sheet1.xml") + 70
    raw[at : at + 20] = b"\xff" * 20
    path.write_bytes(bytes(raw))
    (problem,) = read_quotes(path, plan).problems
    assert problem.code == "unreadable" and "decompressing" in problem.text()
    sheet = f'<worksheet xmlns="{NS}"><sheetData><row r="1"><c r="A1" t="s"><v>999999</v></c>'
    sheet += "</row></sheetData></worksheet>"
    path = workbook(
        tmp_path / "s.xlsx", [Sheet("Quotes", [HEAD])], extra={"xl/worksheets/sheet1.xml": sheet}
    )
    (problem,) = read_quotes(path, plan).problems
    assert problem.code == "unreadable" and "IndexError" in problem.text()
    names = "".join(f'<definedName name="n{i}">Quotes!$A$1</definedName>' for i in range(80_000))
    book = (
        f'<workbook xmlns="{NS}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/'
        'relationships"><sheets><sheet name="Quotes" sheetId="1" r:id="rId1"/></sheets>'
        f"<definedNames>{names}</definedNames></workbook>"
    )
    path = workbook(
        tmp_path / "n.xlsx", [Sheet("Quotes", [HEAD, offer()])], extra={"xl/workbook.xml": book}
    )
    (problem,) = read_quotes(path, plan).problems
    assert problem.code == "part_too_big" and "xl/workbook.xml unpacks to 4.1 MB" in problem.text()
