"""Vendors' own sheets, not our template: what their headers, cells and layouts say is never
read as something else (io/quotes/header_units.py, hidden.py, parse.py). Each case is one a
hostile-input review found imported wrong without a word: "每台每月租金（万元）" = 7.2 stored
as ¥7.20 a machine-month and ranked first, "$2.5" stored as ¥2.50, 包年 billed as one month,
a hidden "已作废" price row imported, a second sheet and an unheaded "000" dropped unseen."""

from __future__ import annotations

import contextlib
import datetime as dt
import io
from pathlib import Path

import openpyxl
import pytest

from gpuplanner.core.plan import Plan
from gpuplanner.io.plan_file import load_plan, save_plan
from gpuplanner.io.quotes import read_quotes
from gpuplanner.paths import example_plan

HEAD = ["平台名称", "GPU 型号", "计费方式"]


@pytest.fixture
def plan() -> Plan:
    return load_plan(example_plan())  # a CNY plan


def _book(path: Path, rows: list[list[object]], **sheets: list[list[object]]) -> Path:
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "报价"
    for row in rows:
        ws.append(row)
    for title, more in sheets.items():
        other = wb.create_sheet(title)
        for row in more:
            other.append(row)
    wb.save(path)
    return path


def _codes(found) -> list[tuple[int | None, str | None, str]]:
    return [(p.row, p.column, p.code) for p in found.problems]


@pytest.mark.parametrize(
    ("header", "code", "said"),
    [
        ("每台每月租金（万元）", "header_scale", "万元"),
        ("Price per machine-month (CNY per node-hour)", "header_unit", "CNY per node-hour"),
        ("每台每月租金（元/台/年）", "header_unit", "元/台/年"),
        ("每台每月租金（USD）", "header_currency", "USD"),
        ("每台每月租金（含税）", "header_vat", "含税"),
    ],
)
def test_a_bracket_that_says_another_unit_is_refused(plan, tmp_path, header, code, said) -> None:
    rows = [[*HEAD, header], ["H800 整机", "h800", "整机租赁", 7.2]]
    found = read_quotes(_book(tmp_path / "q.xlsx", rows), plan)
    # the column is not read (not even with --valid-rows): the row's figure is refused
    assert _codes(found) == [
        (1, "price_per_machine_month", code),
        (2, "price_per_machine_month", "refused_column"),
    ]
    assert found.problems[0].params["said"] == said and not found.valid
    if code == "header_scale":  # 万: write the figure out, × 10,000
        assert "× 10,000" in found.problems[0].text("en")
        assert "CNY/台/月" in found.problems[0].text("zh_CN")


@pytest.mark.parametrize(
    "header",
    [
        "每台每月租金（元/台/月）",
        "每台每月租金（不含税）",
        "Price per machine-month (CNY)",
        "每台每月租金",
    ],
)
def test_a_bracket_that_restates_the_unit_reads(plan, tmp_path, header) -> None:
    rows = [[*HEAD, header], ["H800 整机", "h800", "整机租赁", 72000]]
    found = read_quotes(_book(tmp_path / "q.xlsx", rows), plan)
    assert not found.problems
    assert found.valid[0].pricing.price_per_machine_month == 72000


def test_vat_in_the_header_reads_beside_the_vat_column(plan, tmp_path) -> None:
    rows = [
        [*HEAD, "每卡时单价（含税）", "价格含税"],
        ["A100 按量", "a100-80gb-sxm", "按量", 12, "是"],
    ]
    found = read_quotes(_book(tmp_path / "q.xlsx", rows), plan)
    assert not found.problems and found.valid[0].prices_include_vat is True


def test_a_figure_in_another_currency_is_refused_its_own_reads(plan, tmp_path) -> None:
    """In a CNY plan "$2.5" was read as ¥2.50; "¥12.5" and "12.5元" are the plan's."""
    rows = [
        [*HEAD, "每卡时单价"],
        ["us", "a100-80gb-sxm", "按量", "$2.5"],
        ["eu", "a100-80gb-sxm", "按量", "2.5 欧元"],
        ["cn", "a100-80gb-sxm", "按量", "¥12.5"],
        ["cn2", "a100-80gb-sxm", "按量", "12.5元"],
    ]
    found = read_quotes(_book(tmp_path / "q.xlsx", rows), plan)
    assert _codes(found) == [
        (2, "price_per_gpu_hour", "figure_currency"),
        (3, "price_per_gpu_hour", "figure_currency"),
    ]
    assert [p.params["named"] for p in found.problems] == ["USD", "EUR"]
    assert [p.pricing.price_per_gpu_hour for p in found.valid] == [12.5, 12.5]


def test_currency_words_are_their_codes(plan, tmp_path) -> None:
    rows = [[*HEAD, "每卡时单价", "币种"], ["cn", "a100-80gb-sxm", "按量", 12, "人民币"]]
    found = read_quotes(_book(tmp_path / "q.xlsx", rows), plan)
    assert not found.problems and found.valid[0].pricing.price_per_gpu_hour == 12


def test_a_yearly_contract_needs_its_minimum_months(plan, tmp_path) -> None:
    """包年 at 9,000 a GPU-month on 2 GPUs was billed 18,000 (one month), not 216,000."""
    rows = [
        [*HEAD, "每卡每月单价", "最短租期（月）"],
        ["year", "a100-80gb-sxm", "包年", 9000, None],
        ["year12", "a100-80gb-sxm", "包年", 9000, 12],
        ["month", "a100-80gb-sxm", "按月", 9500, None],
    ]
    found = read_quotes(_book(tmp_path / "q.xlsx", rows), plan)
    assert _codes(found) == [(2, "minimum_months", "yearly_minimum")]
    assert [(p.name, p.pricing.minimum_months) for p in found.valid] == [
        ("year12", 12),
        ("month", 1),
    ]


def test_hidden_rows_and_columns_are_not_read_and_are_named(plan, tmp_path) -> None:
    path = tmp_path / "q.xlsx"
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "报价"
    for row in (
        [*HEAD, "每卡时单价", "备注"],
        ["H800 旧价（已作废）", "h800", "按量", 5, ""],
        ["H800 按量", "h800", "按量", 16, "内部：底价 12 元，勿外发"],
    ):
        ws.append(row)
    ws.row_dimensions[2].hidden = True
    ws.column_dimensions["E"].hidden = True
    wb.save(path)
    found = read_quotes(path, plan)
    assert not found.problems
    assert [(p.name, p.notes) for p in found.valid] == [("H800 按量", "")]
    notes = {n.code: n.params for n in found.notes}
    assert notes["hidden_rows"] == {"rows": "2"} and notes["hidden_columns"] == {"columns": "E"}


def test_other_visible_sheets_are_named_the_templates_read_me_is_not(plan, tmp_path) -> None:
    rows = [[*HEAD, "每卡时单价"], ["A", "a100-80gb-sxm", "按量", 12]]
    found = read_quotes(_book(tmp_path / "q.xlsx", rows, 包月报价=rows, 说明=[["x"]]), plan)
    assert [(n.code, n.params["names"]) for n in found.notes] == [("other_sheets", "'包月报价'")]
    assert "只读取了工作表 '报价'" in found.notes[0].text("zh_CN")


def test_a_value_under_no_header_is_named(plan, tmp_path) -> None:
    """An unquoted 72,000 in a CSV splits into 72 and 000: the 000 was dropped unseen."""
    path = tmp_path / "q.csv"
    path.write_text("平台名称,GPU 型号,计费方式,每台每月租金\nH800,h800,整机租赁,72,000\n", "utf-8")
    found = read_quotes(path, plan)
    assert _codes(found) == [(2, "E", "no_header_above")]
    assert found.problems[0].params["got"] == "'000'"


def test_a_date_that_lost_its_format_is_no_validity(plan, tmp_path) -> None:
    """46,477 is Excel's serial of 2027-03-31; as days it kept the quote valid to 2153."""
    rows = [
        [*HEAD, "每卡时单价", "报价日期", "有效期至"],
        ["A", "a100-80gb-sxm", "按量", 12, None, 46477],
    ]
    found = read_quotes(_book(tmp_path / "q.xlsx", rows), plan)
    assert _codes(found) == [(2, "valid_until", "until_days_too_many")]
    assert found.problems[0].params["date"] == dt.date(2027, 3, 31).isoformat()
    rows[1][-1] = 30  # a month's validity still reads, from the quote date
    rows[1][-2] = dt.datetime(2026, 12, 1)
    found = read_quotes(_book(tmp_path / "q2.xlsx", rows), plan)
    assert found.valid[0].quote_valid_until == dt.date(2026, 12, 31)


def test_valid_rows_is_suggested_only_where_it_would_add_an_offer(plan, tmp_path) -> None:
    from gpuplanner.cli import main

    plan_path = tmp_path / "p.gpuplan"
    save_plan(plan, plan_path)

    def run(rows: list[list[object]]) -> str:
        err = io.StringIO()
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
            assert (
                main(["import-quotes", str(plan_path), str(_book(tmp_path / "q.xlsx", rows))]) == 2
            )
        return err.getvalue()

    one_bad = run(
        [[*HEAD, "每卡时单价"], ["A", "a100-80gb-sxm", "按量", -1], ["B", "l40s", "按量", 7]]
    )
    assert "nothing imported (1 problem; --valid-rows adds the valid offers)" in one_bad
    header = run([[*HEAD, "每台每月租金（万元）"], ["H800", "h800", "整机租赁", 7.2]])
    assert "nothing imported (2 problems)" in header and "--valid-rows" not in header


def test_a_discount_reads_as_percent_off_or_as_the_share_paid(plan, tmp_path) -> None:
    """折扣（%）is percent off the list price (the bill's 净价 = 标价 × (1 − 折扣)); "8折" is
    the share paid, 80 %: 20 % off; 85折 and 8.5折 15 % off. A plain 0.8 was a 0.8 % discount,
    where a vendor may mean 八折 or 80 % off: refused."""
    rows = [[*HEAD, "每卡时单价", "折扣（%）"]]
    for name, off in (("a", "8折"), ("b", "85折"), ("c", "8.5折"), ("d", 15), ("e", "0.8")):
        rows.append([name, "a100-80gb-sxm", "按量", 12, off])
    found = read_quotes(_book(tmp_path / "q.xlsx", rows), plan)
    assert _codes(found) == [(6, "discount_percent", "discount_ambiguous")]
    assert [p.adjustment.discount_percent for p in found.valid] == [20.0, 15.0, 15.0, 15.0]


def test_a_discount_of_half_or_more_says_how_it_was_read(plan, tmp_path) -> None:
    """折扣 85 % is 85 % off in the template's column (paying 15 %: 12 CNY → 1.80), where a
    Chinese quote may mean 八五折 (paying 85 %: 10.20): imported as the column says, with a
    note naming both writings of the other meaning (8.5折, or 15). 40 % off and "1折"-style
    shares under half off get none; 50 % off is the first that does."""
    rows = [[*HEAD, "每卡时单价", "折扣（%）"]]
    for name, off in (("a", 85), ("b", "85%"), ("c", 40), ("d", 50), ("e", "85折")):
        rows.append([name, "a100-80gb-sxm", "按量", 12, off])
    found = read_quotes(_book(tmp_path / "q.xlsx", rows), plan)
    assert found.problems == ()
    assert [p.adjustment.discount_percent for p in found.valid] == [85.0, 85.0, 40.0, 50.0, 15.0]
    large = [n for n in found.notes if n.code == "discount_large"]
    assert [(n.row, n.column) for n in large] == [(r, "discount_percent") for r in (2, 3, 5)]
    assert large[0].text("en") == (
        "'a': its discount 85 % reads as 85 % off the list price, paying 15 %; if the vendor "
        "means 85 % of the list price is paid (8.5折), write 8.5折 or 15"
    )
    assert large[0].text("zh_CN") == (
        "'a'：折扣 85 % 读作比标价降 85 %，即按标价的 15 % 付款；若供应商指按标价的 85 % 付款"
        "（8.5折），请写作“8.5折”或 15"
    )
    assert "5折" in large[2].text("zh_CN")  # 50 % off: 5折 either way, still said


def test_an_output_that_is_no_plan_file_is_refused_before_anything_is_written(
    plan, tmp_path
) -> None:
    """-o other.xlsx overwrote a spreadsheet with plan JSON: a plan is written as .gpuplan."""
    from gpuplanner.cli import main

    plan_path = tmp_path / "p.gpuplan"
    save_plan(plan, plan_path)
    quotes = _book(tmp_path / "q.xlsx", [[*HEAD, "每卡时单价"], ["A", "a100-80gb-sxm", "按量", 12]])
    other = tmp_path / "finance.xlsx"
    other.write_bytes(b"PK the finance team's workbook")
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        code = main(["import-quotes", str(plan_path), str(quotes), "-o", str(other)])
    assert code == 2 and f"-o {other}: a plan is written to a .gpuplan file" in err.getvalue()
    assert other.read_bytes() == b"PK the finance team's workbook"


def test_a_name_drawn_like_another_is_the_rows_problem(plan, tmp_path) -> None:
    """ "Ａ100 按量" (full-width Ａ) beside "A100 按量" failed the whole import, even with
    --valid-rows, naming no row ("platforms: …", in English under zh_CN); it is row 3's."""
    rows = [
        [*HEAD, "每卡时单价"],
        ["A100 按量", "a100-80gb-sxm", "按量", 12],
        ["Ａ100 按量", "a100-80gb-sxm", "按量", 11],
        ["A · A100 80G on-demand", "a100-80gb-sxm", "按量", 10],  # the plan's, exactly
        ["Α · A100 80G on-demand", "a100-80gb-sxm", "按量", 10],  # a Greek capital alpha
    ]
    found = read_quotes(_book(tmp_path / "q.xlsx", rows), plan)
    assert _codes(found) == [
        (3, "name", "name_looks_like"),
        (4, "name", "name_in_plan"),
        (5, "name", "name_looks_like_plan"),
    ]
    assert "FULLWIDTH LATIN CAPITAL LETTER A" in found.problems[0].text("zh_CN")
    assert [p.name for p in found.valid] == ["A100 按量"]


def test_formula_text_is_refused_in_the_plan_detail_columns_too(plan, tmp_path) -> None:
    """docs/usage.md: text starting like a formula is refused; the GPU name and id of a row's
    own GPU record, the measurement's host and file and the NCCL lines let it through."""
    head = ["Platform name", "GPU model", "Pricing mode", "Price per GPU-hour", "GPU memory (GB)"]
    head += ["GPU BF16 TFLOPS", "GPU id (own GPU record)", "Measured on host", "Measurement file"]
    head += ["NCCL errors seen (one per line)"]
    row = ["own", '=HYPERLINK("http://x.example","H800")', "on_demand", 20, 80, 989]
    row += ["=cmd|' /C calc'!A0", "=cmd|' /C calc'!A0", "@SUM(1+1)", "-ok line\n=1+1"]
    wb = openpyxl.Workbook()
    wb.active.append(head)
    wb.active.append(row)
    for cell in wb.active[2]:
        if cell.data_type == "f":
            cell.data_type = "s"  # saved as the text a vendor typed, not as a formula
    wb.save(tmp_path / "q.xlsx")
    found = read_quotes(tmp_path / "q.xlsx", plan)
    keys = ("gpu", "gpu_id", "measurement_host", "measurement_file", "measurement_nccl_errors")
    assert {(p.column, p.code) for p in found.problems} == {
        (key, "starts_like_formula") for key in keys
    }


def test_a_validity_before_the_quote_date_is_said_at_its_column(plan, tmp_path) -> None:
    """It read "quote_valid_until: … (prices_as_of)" under no column, in both languages."""
    rows = [
        [*HEAD, "每卡时单价", "报价日期", "有效期至"],
        ["A", "a100-80gb-sxm", "按量", 12, dt.datetime(2026, 12, 1), dt.datetime(2026, 11, 1)],
    ]
    found = read_quotes(_book(tmp_path / "q.xlsx", rows), plan)
    assert _codes(found) == [(2, "valid_until", "invalid")]
    assert found.problems[0].text("zh_CN") == "报价有效期早于报价日期"


def test_a_title_above_the_header_and_the_header_row_are_said(plan, tmp_path) -> None:
    """A vendor's sheet starts with its title and date (one cell each): they were taken for
    the header ("not the template's header"); a header problem then said row 1."""
    rows = [
        ["某云 GPU 报价单"],
        ["报价日期：2026 年 12 月"],
        [*HEAD, "每卡时单价", "税率"],
        ["A", "a100-80gb-sxm", "按量", 12, "6%"],
    ]
    found = read_quotes(_book(tmp_path / "q.xlsx", rows), plan)
    assert _codes(found) == [(3, "税率", "unknown_column")]
    assert [(n.code, n.params) for n in found.notes] == [("title_rows", {"rows": "1, 2"})]


def test_the_quotes_sheet_is_found_by_its_name_or_the_sheet_read_is_named(plan, tmp_path) -> None:
    rows = [[*HEAD, "每卡时单价"], ["A", "a100-80gb-sxm", "按量", 12]]
    path = tmp_path / "q.xlsx"
    wb = openpyxl.Workbook()
    wb.active.title = "封面"
    wb.active.append(["某云"])
    wb.active.append(["x", "y"])
    sheet = wb.create_sheet("GPU 报价单")
    for row in rows:
        sheet.append(row)
    wb.save(path)
    assert [p.name for p in read_quotes(path, plan).valid] == ["A"]
    sheet.title = "价格"
    wb.save(path)
    problem = read_quotes(path, plan).problems[0]
    assert problem.code == "no_header_sheet"
    assert "'封面'" in problem.text("zh_CN") and "'价格'" in problem.text("zh_CN")


@pytest.mark.parametrize(
    ("name", "content", "code"),
    [
        ("empty.csv", b"", "empty_file"),
        ("blank.csv", b"\n \n\t\n", "empty_file"),
        (
            "export.xls",
            b"<html><body><table><tr><td>GPU</td></tr></table></body></html>",
            "html_file",
        ),
        (
            "blank_rows.csv",
            b"\n" * 25_000 + b"Platform name,GPU,Pricing mode\nA,l40s,on_demand\n",
            "too_many_blank_rows",
        ),
    ],
)
def test_files_of_another_kind_say_what_they_are(plan, tmp_path, name, content, code) -> None:
    """An empty CSV and a web system's HTML "Excel export" read "the first row is not the
    header"; 25,000 blank lines before one offer "more than 1,000 rows"."""
    path = tmp_path / name
    path.write_bytes(content)
    from gpuplanner.io.quotes.read import read_table
    from gpuplanner.io.quotes.words import QuoteFileError

    with pytest.raises(QuoteFileError) as caught:
        read_table(path)
    assert caught.value.problem.code == code


def test_an_opendocument_spreadsheet_is_named(plan, tmp_path) -> None:
    import zipfile

    path = tmp_path / "quotes.ods"
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("mimetype", "application/vnd.oasis.opendocument.spreadsheet")
        z.writestr("content.xml", "<office:document-content/>")
    from gpuplanner.io.quotes.read import read_table
    from gpuplanner.io.quotes.words import QuoteFileError

    with pytest.raises(QuoteFileError) as caught:
        read_table(path)
    assert caught.value.problem.code == "ods_file"
    assert "另存为 .xlsx" in caught.value.problem.text("zh_CN")


def test_a_chinese_quotes_own_words_read(plan, tmp_path) -> None:
    """型号 heads the GPU, 备注 the notes, 最少租期 the minimum months; 含税 / 不含税 say the
    VAT basis (they were "must be yes or no")."""
    rows = [
        ["平台名称", "型号", "计费方式", "每卡每月单价", "最少租期", "是否含税", "备注"],
        ["月租含税", "H800", "包月", 9000, 3, "含税", "三个月起租"],
        ["月租不含税", "H20", "预留", 5000, 1, "不含税", ""],
    ]
    found = read_quotes(_book(tmp_path / "q.xlsx", rows), plan)
    assert not found.problems
    got = [(p.gpu.id, p.pricing.minimum_months, p.prices_include_vat, p.notes) for p in found.valid]
    assert got == [("h800-sxm-80gb", 3, True, "三个月起租"), ("h20-96gb", 1, False, "")]


def test_a_cell_merged_down_a_block_reads_in_every_row(plan, tmp_path) -> None:
    """供应商, 币种 and 价格含税 merged over three offers held their value in the first row
    only: rows B and C read as another vendor's CNY prices without VAT, and ranked first."""
    path = tmp_path / "q.xlsx"
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.append(["供应商", *HEAD, "每卡每月单价", "最短租期（月）", "价格含税"])
    ws.append(["海外某云", "A", "h100-sxm-80gb", "包月", 1500, 6, "含税"])
    ws.append([None, "B", "h100-sxm-80gb", "包月", 1400, None, None])
    ws.append([None, "C", "h100-sxm-80gb", "包月", 1300, None, None])
    for cells in ("A2:A4", "F2:F4", "G2:G4"):
        ws.merge_cells(cells)
    wb.save(path)
    found = read_quotes(path, plan)
    assert not found.problems
    got = [(p.vendor, p.pricing.minimum_months, p.prices_include_vat) for p in found.valid]
    assert got == [("海外某云", 6, True)] * 3
    assert [n.params for n in found.notes if n.code == "merged_cells"] == [
        {"ranges": "A2:A4, F2:F4, G2:G4"}
    ]


@pytest.mark.parametrize(
    ("title", "code"),
    [
        ("金额单位：万元", "title_scale"),
        ("币种：美元", "title_currency"),
        ("以下价格均为含税价（增值税 6%）", "title_vat"),
        ("单位：元/台/月", "title_unit"),
    ],
)
def test_a_title_or_a_note_that_says_it_of_every_price_refuses_the_sheet(
    plan, tmp_path, title, code
) -> None:
    """Read as a mere title, "金额单位：万元" turned a lease of 6.4 (万元) into ¥6.40, ranked
    first; even with --valid-rows no row is read."""
    rows = [[title], [*HEAD, "每卡时单价"], ["A", "a100-80gb-sxm", "按量", 6.4]]
    found = read_quotes(_book(tmp_path / "q.xlsx", rows), plan)
    assert _codes(found) == [(1, None, code)] and not found.valid
    below = [[*HEAD, "每卡时单价"], ["A", "a100-80gb-sxm", "按量", 12], [f"注：{title}"]]
    assert _codes(read_quotes(_book(tmp_path / "n.xlsx", below), plan)) == [(3, None, code)]


def test_plain_titles_and_notes_are_named_and_read_around(plan, tmp_path) -> None:
    rows = [
        ["某云", "万卡集群 GPU 报价 2026 年 12 月"],
        [*HEAD, "每卡时单价"],
        ["A", "a100-80gb-sxm", "按量", 12],
        ["注：价格有效期 30 天"],
    ]
    found = read_quotes(_book(tmp_path / "q.xlsx", rows), plan)
    assert not found.problems and [p.name for p in found.valid] == ["A"]
    assert {n.code: n.params["rows"] for n in found.notes} == {
        "title_rows": "1",
        "footnote_rows": "4",
    }


def test_a_column_of_units_refuses_the_sheet(plan, tmp_path) -> None:
    """计价单位 = 元/台/月 beside 单价: an H800 at 72,000 read per GPU-month, 8× too dear."""
    rows = [[*HEAD, "每卡每月单价", "计价单位"], ["A", "h800", "包月", 72000, "元/台/月"]]
    found = read_quotes(_book(tmp_path / "q.xlsx", rows), plan)
    assert [(p.code, p.params["header"]) for p in found.problems] == [("unit_column", "计价单位")]
    assert not found.valid


def test_a_refused_column_leaves_its_rows_out_even_with_valid_rows(plan, tmp_path) -> None:
    """议定价格（万元）= 6 was dropped and the offer imported at its list price with "0 offers
    with problems were left out"; now the row that has the figure is out, the other is in."""
    rows = [
        [*HEAD, "每台每月租金", "议定价格（万元）"],
        ["A", "h800", "整机租赁", 70000, 6],
        ["B", "h800", "整机租赁", 70000, None],
    ]
    found = read_quotes(_book(tmp_path / "q.xlsx", rows), plan)
    assert _codes(found) == [
        (1, "negotiated_price", "header_scale"),
        (2, "negotiated_price", "refused_column"),
    ]
    assert [p.name for p in found.valid] == ["B"]


def test_the_header_currency_must_be_the_rows(plan, tmp_path) -> None:
    rows = [[*HEAD, "每卡时单价（元）", "币种"], ["A", "h800", "按量", 20, "USD"]]
    found = read_quotes(_book(tmp_path / "q.xlsx", rows), plan, rates={"USD": 7.1})
    assert _codes(found) == [(2, "price_per_gpu_hour", "header_row_currency")]


@pytest.mark.parametrize(
    ("text", "value"),
    [("12 500", 12500.0), ("US$2.50", None), ("人民币12.5", 12.5), ("12 15", "not_number")],
)
def test_spaces_and_currency_words_in_a_figure(plan, tmp_path, text, value) -> None:
    """ "12 15" read 1215 (the spaces joined); a space between thousands still reads."""
    rows = [[*HEAD, "每卡时单价"], ["A", "h800", "按量", text]]
    found = read_quotes(_book(tmp_path / "q.xlsx", rows), plan)
    if value == "not_number":
        assert _codes(found) == [(2, "price_per_gpu_hour", "not_number")]
    elif value is None:  # US$ in a CNY row: the currency says why
        assert _codes(found) == [(2, "price_per_gpu_hour", "figure_currency")]
    else:
        assert found.valid[0].pricing.price_per_gpu_hour == value


def test_a_yearly_term_in_the_modes_bracket_or_too_short_a_minimum(plan, tmp_path) -> None:
    rows = [[*HEAD, "每卡每月单价", "最短租期（月）"]]
    for name, mode, months in (
        ("a", "预留实例（1年）", None),
        ("b", "Reserved (1 year)", 12),
        ("c", "包年", 3),
        ("d", "包年", 24),
    ):
        rows.append([name, "h800", mode, 9000, months])
    found = read_quotes(_book(tmp_path / "q.xlsx", rows), plan)
    assert _codes(found) == [
        (2, "minimum_months", "yearly_minimum"),
        (4, "minimum_months", "yearly_minimum"),
    ]
    assert [(p.name, p.pricing.minimum_months) for p in found.valid] == [("b", 12), ("d", 24)]


@pytest.mark.parametrize(
    ("gpu", "read"),
    [
        ("H100 PCI-E", "h100-pcie-80gb"),
        ("NVIDIA H800", "h800-sxm-80gb"),
        ("A100 80G PCIe", "a100-80gb-pcie"),
        ("昇腾910B", "ascend-910b"),
        ("A800 SXM", "a800-80gb-sxm"),
        ("A800（40G）", None),
        ("4090（48G）", None),
        ("H800 (PCIe)", None),
    ],
)
def test_a_gpu_by_the_name_vendors_write_and_what_its_bracket_says(
    plan, tmp_path, gpu, read
) -> None:
    """ "4090（48G）" read as the catalog's 24 GB card (the bracket dropped): the memory fit
    was the wrong card's."""
    rows = [[*HEAD, "每卡时单价"], ["A", gpu, "按量", 12]]
    found = read_quotes(_book(tmp_path / "q.xlsx", rows), plan)
    if read is None:
        assert _codes(found) == [(2, "gpu", "gpu_bracket")]
    else:
        assert not found.problems and found.valid[0].gpu.id == read


def test_a_currency_number_format_names_the_figures_currency(plan, tmp_path) -> None:
    """A price cell formatted "$"#,##0.00 shows $2.50: it was read as ¥2.50 in a CNY plan.
    A ¥ format in the same plan reads."""
    path = tmp_path / "q.xlsx"
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.append([*HEAD, "每卡时单价"])
    ws.append(["us", "h800", "按量", 2.5])
    ws.append(["cn", "h800", "按量", 18])
    ws["D2"].number_format = '"$"#,##0.00'
    ws["D3"].number_format = "¥#,##0.00"
    wb.save(path)
    found = read_quotes(path, plan)
    assert [(p.row, p.code, p.params["named"]) for p in found.problems] == [
        (2, "figure_currency", "USD")
    ]
    assert [p.name for p in found.valid] == ["cn"]


def test_a_bracket_says_which_of_several_cards(plan, tmp_path) -> None:
    rows = [[*HEAD, "每卡时单价"], ["a", "A100 (40G)", "按量", 8], ["h", "H100 (PCIe)", "按量", 9]]
    found = read_quotes(_book(tmp_path / "q.xlsx", rows), plan)
    assert [p.gpu.id for p in found.valid] == ["a100-40gb-sxm", "h100-pcie-80gb"]


def test_a_price_far_from_the_catalogs_is_noted(tmp_path) -> None:
    """A lease of 7.2 a machine-month (the vendor meant 7.2 万元 and did not say so) is, as
    an on-demand GPU-hour (core/pricing_modes/lease.py: ÷ 8 GPUs ÷ 730 h ÷ 0.6, a monthly
    plan's share of on-demand), 0.0020548 CNY: 1/9,754.7 of the median of six A100 80 GB
    offers, the catalog's five at 7.2 CNY a dollar (12.888, 14.616, 20.088, 24.696, 36.504)
    and the plan's own at 20.00: (20.00 + 20.088) / 2 = 20.044. An on-demand A100 at 20 CNY
    gets none."""
    from gpuplanner.core.currency import ExchangeRate

    plan = load_plan(example_plan())
    usd = ExchangeRate(currency="USD", rate=7.2, as_of=dt.date(2026, 11, 18))
    plan = plan.model_copy(update={"exchange_rates": (usd,)})
    rows = [
        [*HEAD, "每卡时单价", "每台每月租金"],
        ["lease", "a100-80gb-sxm", "整机租赁", None, 7.2],
        ["hourly", "a100-80gb-sxm", "按量", 20, None],
    ]
    found = read_quotes(_book(tmp_path / "q.xlsx", rows), plan)
    assert not found.problems and len(found.valid) == 2
    far = [n for n in found.notes if n.code == "price_far"]
    assert [(n.row, n.params["count"], n.params["median"]) for n in far] == [(2, 6, "20.04 CNY")]
    assert "1/9,754.7 times" in far[0].text("en") and "请核对价格的单位" in far[0].text("zh_CN")


def _grouped(path: Path, group: str, merged: bool = True) -> Path:
    """A header on two rows: 价格… grouping 每卡时单价 and 每卡每月单价, the other headers
    merged down both rows (or, unmerged, as a CSV has them: blank below)."""
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "报价"
    ws.append([*HEAD, group, None])
    ws.append([None, None, None, "每卡时单价", "每卡每月单价"])
    ws.append(["甲云 A100", "a100-80gb-sxm", "按量", 12, None])
    ws.append(["乙云 A100", "a100-80gb-sxm", "包月", None, 6000])
    if merged:
        for cells in ("D1:E1", "A1:A2", "B1:B2", "C1:C2"):
            ws.merge_cells(cells)
    wb.save(path)
    return path


@pytest.mark.parametrize("merged", [True, False])
def test_a_header_on_two_rows_reads_its_columns_with_the_groups_unit(
    plan, tmp_path, merged
) -> None:
    """价格（元） over 每卡时单价 | 每卡每月单价 (merged across, the other headers merged
    down; or written once with blanks, as a CSV or an unmerged sheet has it): the columns read
    as 每卡时单价（元） and 每卡每月单价（元）, the yuan the plan's currency, and both offers
    import at their figures (12 a GPU-hour, 6,000 a GPU-month). Read as one row before, the
    names were data and every offer was refused."""
    found = read_quotes(_grouped(tmp_path / "q.xlsx", "价格（元）", merged), plan, lang="zh_CN")
    assert found.problems == ()
    assert [(p.name, p.pricing.mode.value) for p in found.valid] == [
        ("甲云 A100", "on_demand"),
        ("乙云 A100", "reserved"),
    ]
    assert found.valid[0].pricing.price_per_gpu_hour == 12.0
    assert found.valid[1].pricing.price_per_gpu_month == 6000.0
    (note,) = [n for n in found.notes if n.code == "two_row_header"]
    assert note.text("zh_CN") == (
        "表头占第 1–2 行，各列按 '平台名称', 'GPU 型号', '计费方式', '每卡时单价（元）', "
        "'每卡每月单价（元）' 读取"
    )
    assert note.text("en").startswith("the header spans rows 1–2; its columns read as")


@pytest.mark.parametrize(
    ("group", "code"),
    [
        ("价格（万元）", "header_scale"),
        ("含税价格", "header_vat"),
        ("Price (USD)", "header_currency"),
    ],
)
def test_a_group_header_that_says_another_unit_refuses_its_columns(
    plan, tmp_path, group, code
) -> None:
    """What a group says of its figures holds for each column under it, as a one-row
    header's bracket does: 万元 (10,000×), VAT included, dollars in a yuan plan. Each priced
    row is left out naming its column; nothing is read at the wrong unit."""
    found = read_quotes(_grouped(tmp_path / "q.xlsx", group), plan)
    assert found.valid == ()
    assert {p.code for p in found.problems if p.row == 1} == {code}
    assert {p.code for p in found.problems if p.row in (3, 4)} == {"refused_column"}


def test_a_first_row_of_text_under_the_columns_is_data_not_a_header(plan, tmp_path) -> None:
    """A row below a one-row header whose cells name columns under other columns' headers is
    an offer (its problems its own), never taken for a second header row."""
    rows = [[*HEAD, "每卡时单价"], ["计费方式", "a100-80gb-sxm", "按量", "12"]]
    found = read_quotes(_book(tmp_path / "q.xlsx", rows), plan)
    assert not [n for n in found.notes if n.code == "two_row_header"]
    assert [p.name for p in found.valid] == ["计费方式"]


def test_a_second_header_row_in_the_other_language_is_the_same_header(plan, tmp_path) -> None:
    """A bilingual quote: 平台名称 | GPU 型号 | 计费方式 | 每卡时单价 over Platform name | GPU |
    Pricing mode | Price per GPU-hour. The English row restates each column: the header, not
    an offer ('GPU' an unknown GPU, 'Pricing mode' an unknown mode, as it was read before)."""
    rows = [
        [*HEAD, "每卡时单价"],
        ["Platform name", "GPU", "Pricing mode", "Price per GPU-hour"],
        ["甲云 A100", "a100-80gb-sxm", "按量", 12],
    ]
    found = read_quotes(_book(tmp_path / "q.xlsx", rows), plan)
    assert found.problems == ()
    assert [(p.name, p.pricing.price_per_gpu_hour) for p in found.valid] == [("甲云 A100", 12.0)]
    (note,) = [n for n in found.notes if n.code == "two_row_header"]
    assert note.params["columns"] == "'平台名称', 'GPU 型号', '计费方式', '每卡时单价'"


A100 = "a100-80gb-sxm"


def _merged(path: Path, rows: list[list[object]], merges: tuple[str, ...] = ()) -> Path:
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "报价"
    for row in rows:
        ws.append(row)
    for cells in merges:
        ws.merge_cells(cells)
    wb.save(path)
    return path


@pytest.mark.parametrize(
    ("upper", "lower", "price", "code"),
    [
        ("每卡时单价", "Price per GPU-hour (USD)", 1.8, "header_currency"),
        ("每卡时单价", "Price per GPU-hour (incl. VAT)", 13.56, "header_vat"),
        ("Price per GPU-hour", "每卡时单价（含税）", 13.56, "header_vat"),
        ("每卡时单价", "每卡时单价（元/台/时）", 96, "header_unit"),
    ],
)
def test_a_restated_column_keeps_what_its_brackets_say(
    plan, tmp_path, upper, lower, price, code
) -> None:
    """A second header row naming the same column in the other language is the same column,
    but its brackets are the vendor's word on the figures: dollars, VAT included, a machine's
    hour. (The first version kept the upper name alone: 1.8 read as ¥1.80, a hostile review.)"""
    rows = [
        [*HEAD, upper],
        ["Platform name", "GPU", "Pricing mode", lower],
        ["甲", A100, "按量", price],
    ]
    found = read_quotes(_book(tmp_path / "q.xlsx", rows), plan)
    assert found.valid == ()
    assert {p.code for p in found.problems if p.row == 1} == {code}


def test_a_group_row_of_two_cells_above_the_header_is_a_title(plan, tmp_path) -> None:
    """基本信息 | 租金（万） merged over the header: two cells, a title row, whose 万 the title
    check missed (it read 万元 only): 7.2 read as ¥7.2 a machine-month. A unit alone in a
    title's brackets says it of every price: the sheet is refused, naming the row. (Read as
    groups, a title's prose, 结算：每月1日, refused valid sheets: a second hostile review.)"""
    rows = [
        ["基本信息", None, None, "租金（万）", None],
        [*HEAD, "每台每月租金", "每台押金"],
        ["甲", A100, "整机租赁", 7.2, 10],
    ]
    found = read_quotes(_merged(tmp_path / "q.xlsx", rows, ("A1:C1", "D1:E1")), plan)
    assert found.valid == ()
    assert [(p.row, p.code) for p in found.problems] == [(1, "title_scale")]
    title = [["甲云科技 GPU 报价单", None, None, "结算：每月1日"], [*HEAD, "每卡时单价"]]
    found = read_quotes(_book(tmp_path / "t.xlsx", [*title, ["甲", A100, "按量", 12]]), plan)
    assert found.problems == () and len(found.valid) == 1
    assert not [n for n in found.notes if n.code == "two_row_header"]


@pytest.mark.parametrize(
    ("info", "code"),
    [
        (["金额单位：万元", "甲云科技", "GPU 报价"], "title_scale"),
        (["以下报价均含税", "供应商：甲云科技", "报价"], "title_vat"),
    ],
)
def test_a_row_of_statements_above_the_header_refuses_the_sheet(plan, tmp_path, info, code) -> None:
    """Three cells above the header that name no column are no header but statements, as a
    title's: 金额单位：万元 says it of every price (the first version read the row as groups
    over the name columns and imported 0.6 as ¥0.60 a GPU-month)."""
    rows = [info, [*HEAD, "每卡每月单价"], ["甲", A100, "包月", 0.6]]
    found = read_quotes(_book(tmp_path / "q.xlsx", rows), plan)
    assert found.valid == ()
    assert code in {p.code for p in found.problems}


def test_groups_say_only_their_unit_words(plan, tmp_path) -> None:
    """A group's name (按量付费, 包月, 刊例价, 服务器配置) says nothing of the figures and is
    not read into the columns' brackets (each was refused as another unit); its unit words
    are: 报价（人民币，含6%增值税） is VAT included, (元/卡/年) a year's price."""
    rows = [
        [*HEAD, "按量付费", "包月"],
        [None, None, None, "每卡时单价", "每卡每月单价"],
        ["甲", A100, "按量", 12, None],
        ["乙", A100, "包月", None, 6000],
    ]
    found = read_quotes(_book(tmp_path / "a.xlsx", rows), plan)
    assert found.problems == () and len(found.valid) == 2
    for group, code in (
        ("报价（人民币，含6%增值税）", "header_vat"),
        ("价格（元/卡/年）", "header_unit"),
    ):
        rows = [[*HEAD, group], [None, None, None, "每卡每月单价"], ["乙", A100, "包月", 60000]]
        found = read_quotes(_book(tmp_path / "b.xlsx", rows), plan)
        assert found.valid == ()
        assert {p.code for p in found.problems if p.row == 1} == {code}


def test_a_group_label_in_the_last_column_of_its_run_covers_the_run(plan, tmp_path) -> None:
    """| 租金（万元） written over the second of 每台每月租金 | 每台押金 (unmerged): the group
    covers the run of names it ends, so the rent is refused at 万元 too (it read as ¥7.2)."""
    rows = [
        [*HEAD, None, "租金（万元）"],
        [None, None, None, "每台每月租金", "每台押金"],
        ["甲", A100, "整机租赁", 7.2, None],
    ]
    found = read_quotes(_book(tmp_path / "q.xlsx", rows), plan)
    assert found.valid == ()
    scaled = {p.column for p in found.problems if p.code == "header_scale"}
    assert len(scaled) == 2


def test_a_small_discount_under_a_zhe_header_is_noted_a_zhe_cell_never(plan, tmp_path) -> None:
    """Under 折扣 a vendor's 8.5 is likely 八五折 (15 % off), read as the column means, 8.5 %
    off: noted with the other writing. Written with 折 (8.5折, 1折 = 90 % off) the cell says
    which: no note. Under the template's Discount (%) a 5 is 5 % off: no note either."""
    rows = [[*HEAD, "每卡时单价", "折扣"]]
    for name, off in (("a", 8.5), ("b", "1折"), ("c", "8.5折"), ("d", 30)):
        rows.append([name, A100, "按量", 12, off])
    found = read_quotes(_book(tmp_path / "q.xlsx", rows), plan)
    assert [p.adjustment.discount_percent for p in found.valid] == [8.5, 90.0, 15.0, 30.0]
    notes = [(n.row, n.code) for n in found.notes if n.code.startswith("discount")]
    assert notes == [(2, "discount_small")]
    (small,) = [n for n in found.notes if n.code == "discount_small"]
    assert small.text("en") == (
        "'a': its discount 8.5 reads as 8.5 % off the list price; if the vendor means 8.5折 "
        "(paying 85 %), write 8.5折 or 15"
    )
    assert "若供应商指8.5折（按标价的 85 % 付款）" in small.text("zh_CN")
    english = [[*HEAD, "Price per GPU-hour", "Discount (%)"], ["e", A100, "按量", 12, 5]]
    found = read_quotes(_book(tmp_path / "e.xlsx", english), plan)
    assert not [n for n in found.notes if n.code.startswith("discount")]


def test_a_header_saying_vat_included_needs_the_rows_vat_column_to_agree(plan, tmp_path) -> None:
    """每卡时单价（含税） beside a 价格含税 column reads (the column states the basis), but a
    row whose 价格含税 is 否 or blank contradicts the header: 13.56 with VAT was imported as
    13.56 without (13 % dear read as cheap; a hostile review). Refused, naming the column;
    a row saying 是 imports."""
    rows = [
        [*HEAD, "价格含税", "每卡时单价（含税）"],
        ["甲", A100, "按量", "否", 13.56],
        ["乙", A100, "按量", None, 13.56],
        ["丙", A100, "按量", "是", 13.56],
    ]
    found = read_quotes(_book(tmp_path / "q.xlsx", rows), plan)
    assert [(p.row, p.column, p.code) for p in found.problems] == [
        (2, "price_per_gpu_hour", "header_row_vat"),
        (3, "price_per_gpu_hour", "header_row_vat"),
    ]
    assert [(p.name, p.prices_include_vat) for p in found.valid] == [("丙", True)]
    assert "价格含税" in found.problems[0].text("zh_CN")


def test_a_header_on_three_rows_group_names_and_their_english(plan, tmp_path) -> None:
    """价格（元） over 每卡时单价 | 每卡每月单价 over Price per GPU-hour | Price per GPU-month:
    one header of three rows, one note naming rows 1–3; the English row was an offer with four
    problems ('GPU model' an unknown GPU)."""
    rows = [
        [*HEAD, "价格（元）", None],
        [None, None, None, "每卡时单价", "每卡每月单价"],
        ["Platform name", "GPU", "Pricing mode", "Price per GPU-hour", "Price per GPU-month"],
        ["甲", A100, "按量", 12, None],
    ]
    found = read_quotes(_merged(tmp_path / "q.xlsx", rows, ("D1:E1",)), plan)
    assert found.problems == ()
    assert [(p.name, p.pricing.price_per_gpu_hour) for p in found.valid] == [("甲", 12.0)]
    (note,) = [n for n in found.notes if n.code == "two_row_header"]
    assert note.params["rows"] == "1–3"


def test_a_price_far_from_the_plans_own_offers_is_noted_without_a_rate(plan, tmp_path) -> None:
    """The example CNY plan has no dollar rate, so none of the catalog's dollar A100 offers
    can be a reference; its own A100 at 20 CNY a GPU-hour is. 7.2 a machine-month (万元
    unsaid) is 0.0020548 CNY a GPU-hour, 1/9,733.3 of it: noted. Before, no note at all."""
    rows = [[*HEAD, "每台每月租金"], ["lease", "a100-80gb-sxm", "整机租赁", 7.2]]
    found = read_quotes(_book(tmp_path / "q.xlsx", rows), plan)
    (far,) = [n for n in found.notes if n.code == "price_far"]
    assert (far.params["count"], far.params["median"], far.params["ratio"]) == (
        1,
        "20.00 CNY",
        "1/9,733.3",
    )


MERGED_DOWN = ("A1:A2", "B1:B2", "C1:C2")


@pytest.mark.parametrize(
    ("group", "column", "price", "code"),
    [
        ("价格（万/卡/月）", "每卡每月单价", 0.6, "header_scale"),
        ("租金（单位：万）", "每台每月租金", 7.2, "header_scale"),
        ("Price (CNY thousands)", "每台每月租金", 72, "header_scale"),
        ("税后价格", "每卡时单价", 13.56, "header_vat"),
        ("Price (VAT included)", "每卡时单价", 13.56, "header_vat"),
        ("报价（价税合计）", "每卡时单价", 13.56, "header_vat"),
        ("8卡整机（元）", "每卡时单价", 96, "header_unit"),
        ("Server price", "每卡时单价", 96, "header_unit"),
        ("包年", "每卡每月单价", 6000, "header_unit"),
    ],
)
def test_a_groups_unit_words_reach_the_price_columns_under_it(
    plan, tmp_path, group, column, price, code
) -> None:
    """What a group says of its figures, as a one-row bracket would: a multiple (万 without
    元, thousands), VAT included (税后, 价税合计), a machine's price (8卡整机, server), a year
    (包年 over a month's price: one month billed otherwise). Each was imported at face value in
    the first version (a second hostile review)."""
    mode = {"每卡每月单价": "包月", "每台每月租金": "整机租赁"}.get(column, "按量")
    rows = [
        [*HEAD, group, None],
        [None, None, None, column, "备注"],
        ["甲", A100, mode, price, None],
    ]
    found = read_quotes(_merged(tmp_path / "q.xlsx", rows, ("D1:E1", *MERGED_DOWN)), plan)
    assert found.valid == ()
    assert code in {p.code for p in found.problems if p.row == 1}


def test_a_groups_term_and_machine_words_reach_the_term_and_count_columns(plan, tmp_path) -> None:
    """租期（年） over 最短租期 is years (1 read as a month), 资源（台） over 配额/库存 machines
    (16 read as GPUs): refused at the header, as 最短租期（年） and 配额（台） are."""
    rows = [
        [*HEAD, "价格", "租期（年）", "资源（台）"],
        [None, None, None, "每卡每月单价", "最短租期", "配额/库存"],
        ["甲", A100, "包月", 6000, 1, 16],
    ]
    found = read_quotes(_merged(tmp_path / "q.xlsx", rows, MERGED_DOWN), plan)
    assert found.valid == ()
    assert {p.column for p in found.problems if p.code == "header_unit"} == {
        "minimum_months",
        "max_gpus",
    }


def test_a_group_named_like_a_column_still_says_its_currency(plan, tmp_path) -> None:
    """Billing (USD) merged over Pricing mode | Price per GPU-hour | Price per GPU-month: the
    group restates the mode column and says dollars of the prices beside it (1.8 read as
    ¥1.80 before)."""
    rows = [
        ["Platform name", "GPU model", "Billing (USD)", None, None],
        [None, None, "Pricing mode", "Price per GPU-hour", "Price per GPU-month"],
        ["甲", A100, "按量", 1.8, None],
    ]
    found = read_quotes(_merged(tmp_path / "q.xlsx", rows, ("C1:E1", "A1:A2", "B1:B2")), plan)
    assert found.valid == ()
    assert "header_currency" in {p.code for p in found.problems if p.row == 1}


def test_an_unmerged_group_in_the_middle_of_its_run_still_covers_it(plan, tmp_path) -> None:
    """A CSV with the groups written right-aligned: 按量 over 每卡时单价 | 最低计费时长, then
    整机租赁（万元） written over the second of 每台每月租金 | 每台押金. The blank before it hears
    both its neighbours, so the rent is refused at 万元 (it read as ¥7.2)."""
    rows = [
        [*HEAD, "", "按量", "", "整机租赁（万元）"],
        ["", "", "", "每卡时单价", "最低计费时长", "每台每月租金", "每台押金"],
        ["乙", A100, "整机租赁", "", "", "7.2", ""],
    ]
    text = "\n".join(",".join(str(c) for c in r) for r in rows) + "\n"
    path = tmp_path / "q.csv"
    path.write_text(text, encoding="utf-8")
    found = read_quotes(path, plan)
    assert found.valid == ()
    scaled = {p.column for p in found.problems if p.code == "header_scale"}
    assert "price_per_machine_month" in scaled


def test_a_row_of_units_under_the_header_is_the_headers(plan, tmp_path) -> None:
    """元/卡/时 | 万元/卡/月 under 每卡时单价 | 每卡每月单价: the columns' units, not an offer
    (refused as one, while 甲's 0.6 imported as ¥0.60). Read into the brackets: 万元 refuses the
    monthly column, 元/卡/时 restates the hourly one."""
    rows = [
        [*HEAD, "每卡时单价", "每卡每月单价"],
        [None, None, None, "元/卡/时", "万元/卡/月"],
        ["甲", A100, "包月", None, 0.6],
        ["乙", A100, "按量", 12, None],
    ]
    found = read_quotes(_book(tmp_path / "q.xlsx", rows), plan)
    assert {(p.row, p.column, p.code) for p in found.problems if p.row == 1} == {
        (1, "price_per_gpu_month", "header_scale")
    }
    assert [(p.name, p.pricing.price_per_gpu_hour) for p in found.valid] == [("乙", 12.0)]


@pytest.mark.parametrize(
    ("title", "code"),
    [
        ("以上报价含6%增值税", "title_vat"),
        ("注：价格已含6%税点", "title_vat"),
        ("All prices include VAT", "title_vat"),
        ("报价金额为价税合计", "title_vat"),
        ("金额单位：万", "title_scale"),
        ("单位：千", "title_scale"),
    ],
)
def test_a_title_saying_vat_or_a_multiple_in_other_words_refuses(
    plan, tmp_path, title, code
) -> None:
    """含6%增值税, 税点, include VAT, 价税合计 say VAT is in (含税 written together was the only
    words read), 单位：万 a multiple without 元: the sheet is refused, as for 含税 and 万元."""
    rows = [[title], [*HEAD, "每卡时单价"], ["甲", A100, "按量", 13.56]]
    found = read_quotes(_book(tmp_path / "q.xlsx", rows), plan)
    assert found.valid == ()
    assert [(p.row, p.code) for p in found.problems] == [(1, code)]


def test_a_header_saying_no_vat_with_a_row_saying_yes_is_refused(plan, tmp_path) -> None:
    """每卡时单价（不含税） and a row whose 价格含税 is 是: the header and the row disagree."""
    rows = [[*HEAD, "价格含税", "每卡时单价（不含税）"], ["甲", A100, "按量", "是", 12]]
    found = read_quotes(_book(tmp_path / "q.xlsx", rows), plan)
    assert [(p.row, p.code) for p in found.problems] == [(2, "header_row_no_vat")]


H800 = "h800-sxm-80gb"


@pytest.mark.parametrize(
    ("group", "column", "mode", "price", "code"),
    [
        ("Monthly rent (K CNY)", "每台每月租金", "整机租赁", 72, "header_scale"),
        ("Price (CNY '000)", "每台每月租金", "整机租赁", 72, "header_scale"),
        ("Price (RMB 10k)", "每台每月租金", "整机租赁", 7.2, "header_scale"),
        ("年租价格（元）", "每卡每月单价", "包月", 100000, "header_unit"),
        ("Reserved (CNY/GPU/yr)", "每卡每月单价", "包月", 100000, "header_unit"),
        ("价格（元/8卡/时）", "每卡时单价", "按量", 148, "header_unit"),
        ("日租价格", "每卡时单价", "按量", 300, "header_unit"),
        ("Price (tax incl.)", "每卡时单价", "按量", 13.56, "header_vat"),
        ("报价（元，含6%专票）", "每卡时单价", "按量", 13.56, "header_vat"),
        ("价格（元，税费已包含）", "每卡时单价", "按量", 13.56, "header_vat"),
    ],
)
def test_a_group_says_its_unit_in_the_words_vendors_use(
    plan, tmp_path, group, column, mode, price, code
) -> None:
    """A third hostile review: each was imported at face value (K CNY, '000, 10k; a year's or a
    day's rent; 元/8卡/时, a machine's hour; tax incl., 专票, 税费已包含). Refused at the header."""
    rows = [[*HEAD, group], [None, None, None, column], ["甲", H800, mode, price]]
    found = read_quotes(_merged(tmp_path / "q.xlsx", rows, MERGED_DOWN), plan)
    assert found.valid == ()
    assert code in {p.code for p in found.problems if p.row == 1}


@pytest.mark.parametrize(
    ("rows", "merges"),
    [
        (  # adjacent merged groups: 包月 is no group of 最低计费时长
            [
                [*HEAD, "按量付费", None, "包月", None],
                [None, None, None, "每卡时单价", "最低计费时长", "每卡每月单价", "最短租期"],
                ["甲", H800, "按量", 18.5, 1, None, None],
                ["乙", H800, "包月", None, None, 9800, 3],
            ],
            ("D1:E1", "F1:G1", *MERGED_DOWN),
        ),
        (  # 整机 and /台/月 say 台 once
            [
                [*HEAD, "整机租赁（元/台/月）"],
                [None, None, None, "每台每月租金"],
                ["丙", H800, "整机租赁", 72000],
            ],
            MERGED_DOWN,
        ),
        (  # Alibaba's subscription is a month's price
            [[*HEAD, "包年包月"], [None, None, None, "每卡每月单价"], ["丁", H800, "包月", 9800]],
            MERGED_DOWN,
        ),
        (  # a deposit has no time: 包月 says nothing of it
            [
                [*HEAD, "整机租赁（包月）", None],
                [None, None, None, "每台每月租金", "每台押金"],
                ["戊", H800, "整机租赁", 72000, 10000],
            ],
            ("D1:E1", *MERGED_DOWN),
        ),
        (  # 8卡整机 describes the machine, a GPU count (卡) is still GPUs
            [
                [*HEAD, "每卡时单价", "8卡整机配置", None],
                [None, None, None, "每卡时单价", "每节点 GPU 数", "配额/库存（卡）"],
                ["己", H800, "按量", 18.5, 8, 64],
            ],
            ("E1:F1", *MERGED_DOWN),
        ),
        (  # an info row's prose: 每月1日结算 is no unit; the org 万国数据 no multiple
            [
                ["甲云科技", "GPU 报价单", "每月1日结算"],
                [*HEAD, "每卡时单价"],
                ["庚", H800, "按量", 18.5],
            ],
            (),
        ),
        (  # a group named for a region: Europe is no euro
            [
                [*HEAD, "Europe (Frankfurt)"],
                [None, None, None, "每卡时单价"],
                ["辛", H800, "按量", 18.5],
            ],
            MERGED_DOWN,
        ),
    ],
)
def test_a_valid_vendor_sheet_with_groups_imports(plan, tmp_path, rows, merges) -> None:
    """Valid sheets the earlier rules refused (a third hostile review): every offer imports at
    its figures, nothing refused."""
    found = read_quotes(_merged(tmp_path / "q.xlsx", rows, merges), plan)
    assert found.problems == ()
    assert len(found.valid) == len([r for r in rows if r[1] == H800])


def test_titles_name_no_multiple_or_currency_in_a_companys_name(plan, tmp_path) -> None:
    """报价单位：万国数据服务有限公司 (the quoting company) is no 万; Neural Cloud names no euro:
    the sheets import (both were refused)."""
    for title in ("报价单位：万国数据服务有限公司", "Neural Cloud GPU price list"):
        rows = [[title], [*HEAD, "每卡时单价"], ["甲", H800, "按量", 18.5]]
        found = read_quotes(_book(tmp_path / "q.xlsx", rows), plan)
        assert found.problems == (), title
        assert len(found.valid) == 1


@pytest.mark.parametrize(
    "title",
    [
        "All prices include 6% VAT",
        "Prices are tax-inclusive",
        "以上价格均包括6%增值税",
        "以上报价均为含票价",
    ],
)
def test_a_title_saying_vat_in_yet_other_words_refuses(plan, tmp_path, title) -> None:
    rows = [[title], [*HEAD, "每卡时单价"], ["甲", H800, "按量", 13.56]]
    found = read_quotes(_book(tmp_path / "q.xlsx", rows), plan)
    assert [(p.row, p.code) for p in found.problems] == [(1, "title_vat")]


def test_a_units_row_in_brackets_reads(plan, tmp_path) -> None:
    """（元） under 每卡时单价: the header reads 每卡时单价（元）, not （（元））, an unknown column
    that lost the offer."""
    rows = [[*HEAD, "每卡时单价"], [None, None, None, "（元）"], ["甲", H800, "按量", 18.5]]
    found = read_quotes(_book(tmp_path / "q.xlsx", rows), plan)
    assert found.problems == () and len(found.valid) == 1


def test_a_percent_discount_under_zhe_gets_no_zhe_note(plan, tmp_path) -> None:
    """ "10%" under 折扣 says percent itself: no "10折" note (10折 is no discount at all)."""
    rows = [[*HEAD, "每卡时单价", "折扣"], ["甲", H800, "按量", 18.5, "10%"]]
    found = read_quotes(_book(tmp_path / "q.xlsx", rows), plan)
    assert not [n for n in found.notes if n.code.startswith("discount")]


def test_a_group_row_off_the_first_column_above_the_header_speaks_of_its_columns(
    plan, tmp_path
) -> None:
    """| | | 包年价格（元/卡/年）: one cell above the price columns, none in the first column, so
    a group row, not a title: its /卡/年 reaches 每卡每月单价 (60,000 a year read as a month's,
    a third hostile review). A title centred over the table (H800 整机报价（每台8卡）) is heard as
    prose and says nothing of a unit: the sheet imports."""
    rows = [
        [None, None, None, "包年价格（元/卡/年）"],
        [*HEAD, "每卡每月单价", "最短租期"],
        ["甲", H800, "包月", 60000, 12],
    ]
    found = read_quotes(_book(tmp_path / "a.xlsx", rows), plan)
    assert found.valid == ()
    assert ("price_per_gpu_month", "header_unit") in {(p.column, p.code) for p in found.problems}
    rows = [
        [None, None, "H800 整机报价（每台8卡）"],
        [*HEAD, "每卡时单价"],
        ["乙", H800, "按量", 18.5],
    ]
    found = read_quotes(_book(tmp_path / "b.xlsx", rows), plan)
    assert found.problems == () and len(found.valid) == 1
