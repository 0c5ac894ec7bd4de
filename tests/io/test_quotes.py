"""Quote import: the template's rows become platforms, every bad row is named, nothing is
half-imported, and export → import gives the same platforms back."""

from __future__ import annotations

import csv
import datetime as dt
import io
from pathlib import Path

import numpy as np
import openpyxl
import pytest

from gpuplanner.core import evaluate
from gpuplanner.core.currency import ExchangeRate
from gpuplanner.core.fees import FeeBasis, FeeItem, FeeKind
from gpuplanner.core.notices import Code
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import HourlyPricing, LeasePricing, Platform, ReservedPricing
from gpuplanner.io.catalog.convert import gpu_spec
from gpuplanner.io.catalog.loader import load_catalog
from gpuplanner.io.plan_file import load_plan
from gpuplanner.io.quotes import QuoteImportError, import_quotes, read_quotes, write_template
from gpuplanner.io.quotes.shipped import SAMPLE_ZH_CN
from gpuplanner.io.words.notices import describe_notice
from gpuplanner.paths import examples_dir

HEAD = [
    "Vendor",
    "Platform name",
    "GPU",
    "Pricing mode",
    "Currency",
    "Price per GPU-hour",
    "Price per GPU-month",
    "Minimum months",
    "Price per machine-month",
    "GPUs per node",
    "Whole nodes only",
    "Inter-node link (GB/s or preset)",
    "Quota / stock (GPUs)",
    "Lead time (days)",
    "Setup (hours)",
    "Quote date",
    "Valid until (date or days)",
    "Fee name",
    "Fee kind",
    "Fee basis",
    "Fee rate",
    "Fee quantity",
]
# Spreadsheet rows 2–5 and 9 are valid; 6–8 are broken (unknown GPU, negative price,
# a reserved offer without its monthly price).
ROWS = [
    [
        "Volc",
        "Volc H800",
        "h800-sxm-80gb",
        "on_demand",
        "",
        18,
        "",
        "",
        "",
        8,
        "yes",
        "ib-ndr",
        64,
        2,
        1,
        "2026-11-20",
        30,
        "",
        "",
        "",
        "",
        "",
    ],
    [
        "Ali",
        "Ali A800 monthly",
        "NVIDIA A800 80GB SXM4 (China SKU)",
        "包月",
        "",
        "",
        9000,
        1,
        "",
        8,
        "no",
        25,
        32,
        "",
        2,
        "2026-11-21",
        "2026-12-21",
        "Object storage",
        "storage_object",
        "per_gb_month",
        0.12,
        2000,
    ],
    [
        "US Cloud",
        "US H100",
        "h100-sxm-80gb",
        "on-demand",
        "USD",
        2.5,
        "",
        "",
        "",
        8,
        "yes",
        "efa-3200",
        "",
        "",
        0.5,
        "2026-11-18",
        "",
        "",
        "",
        "",
        "",
        "",
    ],
    [
        "Rent Co",
        "Rent 8x4090",
        "rtx-4090",
        "lease",
        "",
        "",
        "",
        1,
        9800,
        8,
        "yes",
        "eth-100g",
        16,
        5,
        4,
        "2026-11-15",
        "",
        "",
        "",
        "",
        "",
        "",
    ],
    [
        "Bad GPU",
        "Mystery card",
        "H100 PCI-X",
        "on_demand",
        "",
        10,
        "",
        "",
        "",
        8,
        "no",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
    ],
    [
        "Bad price",
        "Negative",
        "a100-80gb-sxm",
        "on_demand",
        "",
        -3,
        "",
        "",
        "",
        8,
        "no",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
    ],
    [
        "No price",
        "Reserved without price",
        "a100-80gb-sxm",
        "reserved",
        "",
        "",
        "",
        3,
        "",
        8,
        "no",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
    ],
    [
        "Spot Co",
        "Spot L40S",
        "l40s",
        "spot",
        "",
        6.5,
        "",
        "",
        "",
        4,
        "no",
        12.5,
        8,
        "",
        0.5,
        "2026-11-19",
        7,
        "",
        "",
        "",
        "",
        "",
    ],
]
ROWS[-1] = [*ROWS[-1][:-5], "Egress", "egress", "per_gb", 0.8, 500]
HEAD_SPOT = "Interruptions per GPU-hour"


def _rows() -> tuple[list, list[list]]:
    head = [*HEAD, HEAD_SPOT]
    rows = [[*r, 5.4e-5 if r[3] == "spot" else ""] for r in ROWS]
    return head, rows


def _csv(path: Path, head: list, rows: list[list], encoding: str = "utf-8-sig") -> Path:
    buf = io.StringIO()
    w = csv.writer(buf)
    w.writerow(head)
    w.writerows(rows)
    path.write_bytes(buf.getvalue().encode(encoding))
    return path


def _xlsx(path: Path, head: list, rows: list[list]) -> Path:
    """Text cells as text (a name starting with '=' stays a string, as Excel stores a typed
    '=… with a leading apostrophe), control characters escaped the way Excel writes them."""
    import xlsxwriter

    wb = xlsxwriter.Workbook(str(path))
    ws = wb.add_worksheet("Quotes")
    for r, values in enumerate([head, *rows]):
        for c, v in enumerate(values):
            if isinstance(v, str) and v:
                ws.write_string(r, c, v)
            elif isinstance(v, int | float):
                ws.write_number(r, c, v)
    wb.close()
    return path


@pytest.fixture
def plan() -> Plan:
    base = load_plan(examples_dir() / "13b-on-demand-spot-self-built.gpuplan")  # a CNY plan
    return base.model_copy(
        update={
            "exchange_rates": (ExchangeRate(currency="USD", rate=7.2, as_of=dt.date(2026, 11, 18)),)
        }
    )


@pytest.fixture(params=["csv", "xlsx"])
def quotes(request, tmp_path: Path) -> Path:
    head, rows = _rows()
    maker = _csv if request.param == "csv" else _xlsx
    return maker(tmp_path / f"quotes.{request.param}", head, rows)


def test_broken_rows_are_named_with_their_problems(plan: Plan, quotes: Path) -> None:
    found = read_quotes(quotes, plan)
    got = {(p.row, p.column, p.code) for p in found.problems}
    assert got == {
        (6, "gpu", "unknown_gpu"),
        (7, "price_per_gpu_hour", "negative"),
        (8, "price_per_gpu_month", "required"),
    }
    unknown = next(p for p in found.problems if p.row == 6)
    assert "NVIDIA H100 PCIe 80GB" in unknown.text()
    assert "row 7, Price per GPU-hour: must not be negative (got -3)" in [
        str(p) for p in found.problems
    ]
    assert "不能为负数" in next(p for p in found.problems if p.row == 7).text("zh_CN")
    with pytest.raises(QuoteImportError):  # nothing half-imported
        import_quotes(plan, quotes)


def _by_hand(plan: Plan) -> tuple[Platform, ...]:
    """The five valid offers typed in by hand (catalog GPU specs, the catalog's hardware
    failure rate 2e-5 and the GPU's MFU prior, as the form would start them)."""
    cat = load_catalog()
    hw = 2e-5

    def gpu(gpu_id: str) -> dict:
        g = cat.gpus[gpu_id]
        intra = cat.interconnects[g.interconnect].busbw_gbps
        return {"gpu": gpu_spec(g), "mfu": g.mfu_prior, "intra_node_gbps": intra}

    ib, efa, eth = (cat.interconnects[k].busbw_gbps for k in ("ib-ndr", "efa-3200", "eth-100g"))
    return (
        Platform(
            name="Volc H800",
            vendor="Volc",
            **gpu("h800-sxm-80gb"),
            pricing=HourlyPricing(price_per_gpu_hour=18),
            whole_nodes=True,
            inter_node_gbps=ib,
            max_gpus=64,
            queue_hours=48,
            setup_hours=1,
            prices_as_of=dt.date(2026, 11, 20),
            quote_valid_until=dt.date(2026, 12, 20),
            interruption_rate=hw,
        ),
        Platform(
            name="Ali A800 monthly",
            vendor="Ali",
            **gpu("a800-80gb-sxm"),
            pricing=ReservedPricing(price_per_gpu_month=9000, minimum_months=1),
            inter_node_gbps=25,
            max_gpus=32,
            setup_hours=2,
            prices_as_of=dt.date(2026, 11, 21),
            quote_valid_until=dt.date(2026, 12, 21),
            interruption_rate=hw,
            fees=(
                FeeItem(
                    name="Object storage",
                    kind=FeeKind.STORAGE_OBJECT,
                    basis=FeeBasis.PER_GB_MONTH,
                    rate=0.12,
                    quantity=2000,
                ),
            ),
        ),
        Platform(
            name="US H100",
            vendor="US Cloud",
            **gpu("h100-sxm-80gb"),
            pricing=HourlyPricing(price_per_gpu_hour=2.5 * 7.2),
            whole_nodes=True,
            inter_node_gbps=efa,
            setup_hours=0.5,
            prices_as_of=dt.date(2026, 11, 18),
            interruption_rate=hw,
        ),
        Platform(
            name="Rent 8x4090",
            vendor="Rent Co",
            **gpu("rtx-4090"),
            pricing=LeasePricing(price_per_machine_month=9800),
            whole_nodes=True,
            inter_node_gbps=eth,
            max_gpus=16,
            queue_hours=120,
            setup_hours=4,
            prices_as_of=dt.date(2026, 11, 15),
            interruption_rate=hw,
        ),
        Platform(
            name="Spot L40S",
            vendor="Spot Co",
            **gpu("l40s"),
            pricing=HourlyPricing(mode="spot", price_per_gpu_hour=6.5),
            gpus_per_node=4,
            inter_node_gbps=12.5,
            max_gpus=8,
            setup_hours=0.5,
            prices_as_of=dt.date(2026, 11, 19),
            quote_valid_until=dt.date(2026, 11, 26),
            interruption_rate=5.4e-5,
            fees=(
                FeeItem(
                    name="Egress",
                    kind=FeeKind.EGRESS,
                    basis=FeeBasis.PER_GB,
                    rate=0.8,
                    quantity=500,
                ),
            ),
        ),
    )


def test_valid_rows_give_the_platforms_typed_by_hand(plan: Plan, quotes: Path) -> None:
    new, found, _ = import_quotes(plan, quotes, valid_rows_only=True, keep_expired=True)
    added = new.platforms[len(plan.platforms) :]
    assert [p.name for p in added] == [
        "Volc H800",
        "Ali A800 monthly",
        "US H100",
        "Rent 8x4090",
        "Spot L40S",
    ]
    assert added[0].queue_hours == 48.0  # 2 days' lead time
    assert added[0].quote_valid_until == dt.date(2026, 12, 20)  # 30 days after the quote
    assert added[2].pricing.price_per_gpu_hour == pytest.approx(18.0)  # 2.5 USD × 7.2
    hand = plan.model_copy(update={"platforms": (*plan.platforms, *_by_hand(plan))})
    a, b = evaluate(new), evaluate(hand)
    for name in (p.name for p in added):
        ra, rb = a.platform(name), b.platform(name)
        assert ra.chosen == rb.chosen
        np.testing.assert_allclose(ra.total_cost, rb.total_cost, rtol=1e-12)
    assert {p.row for p in found.problems} == {6, 7, 8}


# The round trip (export → import gives the same platforms): tests/io/test_quotes_round_trip.py


def test_an_expired_quote_is_flagged(plan: Plan, quotes: Path) -> None:
    new, _, _ = import_quotes(plan, quotes, valid_rows_only=True, keep_expired=True)
    notices = [
        n for n in evaluate(new, today=dt.date(2026, 12, 1)).notices if n.code is Code.QUOTE_EXPIRED
    ]
    assert [n.platform for n in notices] == ["Spot L40S"]  # valid until 2026-11-26
    assert "2026-11-26" in describe_notice(notices[0])
    assert "已过期" in describe_notice(notices[0], "zh_CN")
    assert not [
        n
        for n in evaluate(new, today=dt.date(2026, 11, 26)).notices
        if n.code is Code.QUOTE_EXPIRED
    ]


def test_the_report_carries_vendor_validity_and_expiry(plan: Plan, quotes: Path) -> None:
    """report --json and the CSV: each platform's vendor, quote_valid_until, quote_expired."""
    from gpuplanner.core import analyze
    from gpuplanner.io.report.headless import ranking_rows, report_json

    new, _, _ = import_quotes(plan, quotes, valid_rows_only=True, keep_expired=True)
    analysis = analyze(new, today=dt.date(2026, 12, 1))
    by_name = {p["name"]: p for p in report_json(analysis)["platforms"]}
    spot = by_name["Spot L40S"]
    assert (spot["quote_valid_until"], spot["quote_expired"]) == ("2026-11-26", True)
    assert spot["vendor"] == next(p.vendor for p in new.platforms if p.name == "Spot L40S")
    first = by_name[plan.platforms[0].name]  # typed in the plan, no quote
    assert (first["vendor"], first["quote_valid_until"], first["quote_expired"]) == (
        None,
        None,
        False,
    )
    rows = {r["name"]: r for r in ranking_rows(analysis)}
    assert rows["Spot L40S"]["quote_expired"] is True
    assert rows["Spot L40S"]["quote_valid_until"] == "2026-11-26"
    fresh = analyze(new, today=dt.date(2026, 11, 26))
    assert not any(p["quote_expired"] for p in report_json(fresh)["platforms"])


def test_chinese_headers_in_a_gbk_csv(plan: Plan, tmp_path: Path) -> None:
    head = ["平台名称", "GPU 型号", "计费方式", "每卡时价格", "报价日期"]
    rows = [["火山 H800", "h800-sxm-80gb", "按量付费", "18.5", "2026年11月20日"]]
    found = read_quotes(_csv(tmp_path / "zh.csv", head, rows, "gb18030"), plan)
    assert not found.problems
    (p,) = found.valid
    assert (p.name, p.pricing.price_per_gpu_hour, p.prices_as_of) == (
        "火山 H800",
        18.5,
        dt.date(2026, 11, 20),
    )


def _codes(found) -> set[tuple]:
    return {(p.row, p.column, p.code) for p in found.problems}


def test_files_of_another_kind(plan: Plan, tmp_path: Path) -> None:
    png = tmp_path / "q.xlsx"
    png.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(100))
    assert _codes(read_quotes(png, plan)) == {(None, None, "not_xlsx")}
    binary = tmp_path / "q.csv"
    binary.write_bytes(b"abc\x00def")
    assert _codes(read_quotes(binary, plan)) == {(None, None, "not_text")}
    plan_file = examples_dir() / "seed-7b-finetune.gpuplan"
    assert _codes(read_quotes(plan_file, plan)) == {(None, None, "no_header")}
    docx = tmp_path / "q2.xlsx"
    import zipfile

    with zipfile.ZipFile(docx, "w") as z:
        z.writestr("word/document.xml", "<w/>")
    assert _codes(read_quotes(docx, plan)) == {(None, None, "not_xlsx")}


@pytest.mark.timeout(60)  # a FIFO opened for reading blocks until a writer comes: a hang fails
@pytest.mark.parametrize("kind", ["fifo", "dev_zero_link", "folder", "missing"])
def test_special_files_are_refused_without_reading_them(plan: Plan, tmp_path: Path, kind) -> None:
    """A FIFO used to hang the import, a link to /dev/zero (st_size 0, so the 10 MB check let
    it through) read until MemoryError."""
    import os

    path = tmp_path / "q.csv"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev_zero_link":
        path.symlink_to("/dev/zero")
    elif kind == "folder":
        path.mkdir()
    found = read_quotes(path, plan)
    code = {
        "fifo": "not_regular",
        "dev_zero_link": "not_regular",
        "folder": "is_folder",
        "missing": "not_found",
    }[kind]
    assert _codes(found) == {(None, None, code)}
    words = {
        "fifo": "it is a named pipe (FIFO), not a file",
        "dev_zero_link": "it is a device, not a file",
        "folder": "it is a folder",
        "missing": "No such file or directory",
    }[kind]
    assert words in found.problems[0].text("en")
    assert found.problems[0].text("zh_CN") != found.problems[0].text("en")


def test_a_quote_file_one_byte_over_the_cap_is_refused(plan: Plan, tmp_path: Path) -> None:
    from gpuplanner.io.quotes.read import MAX_FILE_BYTES

    path = tmp_path / "q.csv"
    path.write_bytes(b"a" * (MAX_FILE_BYTES + 1))
    found = read_quotes(path, plan)
    assert _codes(found) == {(None, None, "too_big")}
    assert "10.5 MB; a quote file may be at most 10 MB" in found.problems[0].text()


@pytest.mark.timeout(60)
def test_cli_missing_or_special_quote_file_exits_2(plan: Plan, tmp_path: Path) -> None:
    """A missing quote file was 'internal error: FileNotFoundError' (the -o default is the plan
    and samefile raised); a FIFO hung the command."""
    import os

    from gpuplanner.io.plan_file import save_plan

    plan_path = tmp_path / "p.gpuplan"
    save_plan(plan, plan_path)
    code, out, err = _cli("import-quotes", str(plan_path), str(tmp_path / "nope.csv"))
    assert code == 2 and out == ""
    assert "No such file or directory" in err and "internal error" not in err
    os.mkfifo(tmp_path / "fifo.csv")
    code, _, err = _cli("import-quotes", str(plan_path), str(tmp_path / "fifo.csv"))
    assert code == 2 and "a named pipe (FIFO), not a file" in err
    existing = _csv(tmp_path / "t.csv", ["Platform name"], [])
    code, _, err = _cli("quote-template", str(tmp_path / "nope.gpuplan"), str(existing))
    assert code == 2 and "internal error" not in err and "nope.gpuplan" in err


def _cfb(streams: list[str]) -> bytes:
    """An OLE compound file's shape: the magic header, then directory entries whose names are
    UTF-16 (an encrypted OOXML package holds EncryptionInfo and EncryptedPackage streams;
    an old .xls holds Workbook)."""
    body = b"".join(name.encode("utf-16-le") + bytes(64 - 2 * len(name)) for name in streams)
    return bytes.fromhex("D0CF11E0A1B11AE1") + bytes(504) + body + bytes(1024)


# quotes.xlsx (the shipped template) encrypted with the password "secret" by msoffcrypto-tool
# 6.1.0 (OOXMLFile.encrypt: ECMA-376 agile encryption, as Excel's File → Protect Workbook →
# Encrypt with Password writes); the tool was used once to make the file, it is no dependency.
LOCKED = Path(__file__).parents[1] / "fixtures" / "quotes" / "password-secret.xlsx"


def test_password_protected_and_old_workbooks(plan: Plan, tmp_path: Path) -> None:
    found = read_quotes(LOCKED, plan)
    assert _codes(found) == {(None, None, "encrypted")}
    assert "password" in found.problems[0].text()
    assert "密码" in found.problems[0].text("zh_CN")
    with pytest.raises(QuoteImportError):
        import_quotes(plan, LOCKED, valid_rows_only=True)
    xls = tmp_path / "old.xls"
    xls.write_bytes(_cfb(["Workbook"]))
    assert _codes(read_quotes(xls, plan)) == {(None, None, "old_xls")}


def test_a_sheet_protected_workbook_still_reads(plan: Plan, tmp_path: Path) -> None:
    head, rows = _rows()
    path = _xlsx(tmp_path / "p.xlsx", head, rows[:1])
    wb = openpyxl.load_workbook(path)
    wb.active.protection.sheet = True
    wb.active.protection.password = "secret"  # edit protection, not encryption
    wb.save(path)
    assert [p.name for p in read_quotes(path, plan).valid] == ["Volc H800"]


def test_100000_rows_are_refused_with_the_limit(plan: Plan, tmp_path: Path) -> None:
    head, rows = _rows()
    path = _csv(tmp_path / "big.csv", head, [rows[0]] * 100_000)
    found = read_quotes(path, plan)
    assert _codes(found) == {(None, None, "too_many_rows")}
    assert "more than 1,000 rows" in found.problems[0].text()
    import xlsxwriter

    big = tmp_path / "big.xlsx"
    wb = xlsxwriter.Workbook(str(big), {"constant_memory": True})
    ws = wb.add_worksheet()
    ws.write_row(0, 0, head)
    for r in range(1, 100_001):
        ws.write_row(r, 0, ["V", f"P{r}", "h100-sxm-80gb", "on_demand", "", 2])
    wb.close()
    assert _codes(read_quotes(big, plan)) == {(None, None, "too_many_rows")}
    with pytest.raises(QuoteImportError):
        import_quotes(plan, big, valid_rows_only=True)


def test_formulas_read_as_saved_values_never_evaluated(plan: Plan, tmp_path: Path) -> None:
    import xlsxwriter

    path = tmp_path / "f.xlsx"
    wb = xlsxwriter.Workbook(str(path))
    ws = wb.add_worksheet("Quotes")
    ws.write_row(0, 0, ["Platform name", "GPU", "Pricing mode", "Price per GPU-hour"])
    ws.write_row(1, 0, ["Saved", "h100-sxm-80gb", "on_demand"])
    # The saved result says 6; evaluating =2*4 would give 8. We read what the file holds.
    ws.write_formula(1, 3, "=2*4", None, 6)
    wb.close()
    (saved,) = read_quotes(path, plan).valid
    assert saved.pricing.price_per_gpu_hour == 6.0
    unsaved = tmp_path / "u.xlsx"
    wb = openpyxl.Workbook()  # openpyxl saves formulas without a result
    wb.active.append(["Platform name", "GPU", "Pricing mode", "Price per GPU-hour"])
    wb.active.append(["Unsaved", "h100-sxm-80gb", "on_demand", '=WEBSERVICE("http://x.invalid")'])
    wb.save(unsaved)
    found = read_quotes(unsaved, plan)
    assert _codes(found) == {(2, "price_per_gpu_hour", "formula_no_value")}
    assert "WEBSERVICE" in found.problems[0].text()


@pytest.mark.parametrize(
    "name,code",
    [
        ('=HYPERLINK("http://x","click")', "starts_like_formula"),
        ("@SUM(1)", "starts_like_formula"),
        ("Bell\x07 cloud", "control_char"),
        ("Evil\u202ecod.exe", "control_char"),
        ("x" * 201, "too_long"),
    ],
)
def test_hostile_text_is_refused_with_a_message(plan: Plan, tmp_path: Path, name, code):
    head = ["Platform name", "GPU", "Pricing mode", "Price per GPU-hour"]
    for path in (
        _csv(tmp_path / "h.csv", head, [[name, "h100-sxm-80gb", "on_demand", 2]]),
        _xlsx(tmp_path / "h.xlsx", head, [[name, "h100-sxm-80gb", "on_demand", 2]]),
    ):
        found = read_quotes(path, plan)
        assert _codes(found) == {(2, "name", code)}, path
        assert not found.valid
        with pytest.raises(QuoteImportError):
            import_quotes(plan, path)


def test_header_and_fee_row_problems(plan: Plan, tmp_path: Path) -> None:
    head = ["Row type", "Platform name", "GPU", "Pricing mode", "Price per GPU-hr", "Fee rate"]
    rows = [["", "A", "h100-sxm-80gb", "on_demand", 2, ""], ["fee", "B", "", "", "", 5]]
    found = read_quotes(_csv(tmp_path / "x.csv", head, rows), plan)
    codes = _codes(found)
    assert (1, "Price per GPU-hr", "unknown_column") in codes
    assert (3, "name", "fee_no_offer") in codes
    unknown = next(p for p in found.problems if p.code == "unknown_column")
    assert "closest: Price per GPU-hour" in unknown.text()


def test_fee_rows_add_fee_lines(plan: Plan, tmp_path: Path) -> None:
    head = [
        "Row type",
        "Platform name",
        "GPU",
        "Pricing mode",
        "Price per GPU-hour",
        "Fee name",
        "Fee basis",
        "Fee rate",
        "Fee quantity",
    ]
    rows = [
        ["offer", "A", "h100-sxm-80gb", "on_demand", 2, "IP", "per_month", 30, 1],
        ["费用", "A", "", "", "", "Support", "percent_of_compute", 3, 1],
    ]
    (p,) = read_quotes(_csv(tmp_path / "f.csv", head, rows), plan).valid
    assert [(f.name, f.basis.value, f.rate) for f in p.fees] == [
        ("IP", "per_month", 30.0),
        ("Support", "percent_of_compute", 3.0),
    ]


OLD_TEMPLATES = Path(__file__).parents[1] / "fixtures" / "quotes" / "old-template"


@pytest.mark.parametrize("folder", ["shipped", "old"])
@pytest.mark.parametrize(
    "template,example",
    [
        ("quotes.xlsx", "7b-pretrain-1t-tokens.gpuplan"),
        ("quotes.csv", "7b-pretrain-1t-tokens.gpuplan"),
        ("quotes_zh_CN.xlsx", "13b-on-demand-spot-self-built.gpuplan"),
        ("quotes_zh_CN.csv", "13b-on-demand-spot-self-built.gpuplan"),
    ],
)
def test_the_shipped_templates_import_cleanly(template: str, example: str, folder: str) -> None:
    """The templates shipped now, and those shipped before the plan detail columns (54
    columns, kept under tests/fixtures/quotes/old-template): the new columns are optional."""
    from gpuplanner.paths import templates_dir

    plan = load_plan(examples_dir() / example)
    placeholder = plan.platforms[0].model_copy(update={"name": "placeholder"})
    found = read_quotes(
        (templates_dir() if folder == "shipped" else OLD_TEMPLATES) / template,
        plan.model_copy(update={"platforms": (placeholder,)}),
    )
    assert not found.problems
    # The Chinese template names its samples in Chinese (io/quotes/shipped.SAMPLE_ZH_CN).
    words = SAMPLE_ZH_CN if folder == "shipped" and "zh_CN" in template else {}
    assert [p.name for p in found.valid] == [words.get(p.name, p.name) for p in plan.platforms]
    assert all(p.vendor and p.quote_valid_until for p in found.valid)


def _cli(*args: str) -> tuple[int, str, str]:
    import contextlib

    from gpuplanner.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(args))
    return code, out.getvalue(), err.getvalue()


def test_cli_prints_the_problems_and_exits_2(plan: Plan, tmp_path: Path) -> None:
    from gpuplanner.io.plan_file import save_plan

    plan_path = tmp_path / "p.gpuplan"
    save_plan(plan, plan_path)
    head, rows = _rows()
    quotes = _csv(tmp_path / "q.csv", head, rows)
    before = plan_path.read_bytes()
    code, out, err = _cli("import-quotes", str(plan_path), str(quotes))
    assert code == 2 and out == ""
    lines = err.splitlines()
    assert lines[0].split() == ["Row", "Column", "Problem"]
    assert any(line.split()[0] == "7" and "must not be negative (got -3)" in line for line in lines)
    assert "nothing imported" in lines[-1]
    assert plan_path.read_bytes() == before  # untouched
    code, _, err = _cli("import-quotes", str(plan_path), str(quotes), "--lang", "zh_CN")
    assert code == 2 and "不能为负数" in err
    out_path = tmp_path / "out.gpuplan"
    code, out, err = _cli(
        "import-quotes", str(plan_path), str(quotes), "-o", str(out_path), "--valid-rows"
    )
    # Spot L40S's quote ran out on 2026-11-26 (7 days from 2026-11-19), before any day this
    # test runs: it is left out unless kept.
    assert code == 0 and "added 4 platforms from" in out
    assert "1 quote has expired" in out and "'Spot L40S' (valid until 2026-11-26)" in out
    assert len(load_plan(out_path).platforms) == len(plan.platforms) + 4
    code, out, err = _cli(
        "import-quotes",
        *(str(plan_path), str(quotes), "-o", str(out_path), "--valid-rows", "--keep-expired"),
    )
    assert code == 0 and "added 5 platforms from" in out and "is kept" in out
    assert len(load_plan(out_path).platforms) == len(plan.platforms) + 5
    code, _, err = _cli("import-quotes", str(plan_path), str(quotes), "-o", str(quotes))
    assert code == 2 and "quote file being read" in err


def test_cli_writes_the_template(tmp_path: Path) -> None:
    example = examples_dir() / "7b-pretrain-1t-tokens.gpuplan"
    code, _, _ = _cli("quote-template", str(example), str(tmp_path / "t.xlsx"), "--lang", "zh_CN")
    assert code == 0
    wb = openpyxl.load_workbook(tmp_path / "t.xlsx", read_only=True)
    assert wb.sheetnames == ["报价", "说明"]
    header = next(wb["报价"].iter_rows(values_only=True))
    assert header[:4] == ("行类型", "供应商", "平台名称", "GPU 型号")
    code, _, err = _cli("quote-template", str(example), str(tmp_path / "t.txt"))
    assert code == 2 and ".xlsx or .csv" in err


def test_each_problem_is_reported_once(plan: Plan, tmp_path: Path) -> None:
    head = ["Platform name", "GPU", "Pricing mode", "Price per GPU-hour"]
    found = read_quotes(_csv(tmp_path / "o.csv", head, [["=A1", "l40s", "on_demand", 2]]), plan)
    assert [(p.row, p.column, p.code) for p in found.problems] == [
        (2, "name", "starts_like_formula")
    ]


def test_discounts_and_negotiated_prices(plan: Plan, tmp_path: Path) -> None:
    head = [
        "Platform name",
        "GPU",
        "Pricing mode",
        "Price per GPU-hour",
        "Discount (%)",
        "Negotiated price",
        "Negotiated on",
        "Internal markup (%)",
        "Network adapters per node",
    ]
    rows = [
        ["Discounted", "h100-sxm-80gb", "on_demand", 20, "15%", "", "", 5, 4],
        ["Negotiated", "h100-sxm-80gb", "on_demand", 20, "", 16.5, "2026-11-28", "", ""],
        ["Both", "h100-sxm-80gb", "on_demand", 20, 10, 16.5, "", "", ""],
    ]
    found = read_quotes(_csv(tmp_path / "d.csv", head, rows), plan)
    assert _codes(found) == {(4, "discount_percent", "invalid")}
    assert "not both" in found.problems[0].text()
    a, b = found.valid
    assert (a.adjustment.discount_percent, a.adjustment.markup_percent, a.nics_per_node) == (
        15.0,
        5.0,
        4,
    )
    assert (b.adjustment.negotiated_price, b.adjustment.negotiated_as_of) == (
        16.5,
        dt.date(2026, 11, 28),
    )
    # and back: the template carries them
    path = tmp_path / "back.xlsx"
    write_template(path, found.valid, plan.currency, "en")
    placeholder = plan.platforms[0].model_copy(update={"name": "placeholder"})
    again = read_quotes(path, plan.model_copy(update={"platforms": (placeholder,)}))
    assert not again.problems
    assert [p.model_dump() for p in again.valid] == [p.model_dump() for p in found.valid]


def test_cli_counts_read_as_words_singular_and_plural(plan: Plan, tmp_path: Path) -> None:
    """'problem(s)', 'platform(s)', 'offer(s)' were the CLI's plurals."""
    from gpuplanner.io.plan_file import save_plan

    plan_path = tmp_path / "p.gpuplan"
    save_plan(plan, plan_path)
    head = ["Platform name", "GPU", "Pricing mode", "Price per GPU-hour"]
    one = _csv(tmp_path / "one.csv", head, [["Q1", "l40s", "on_demand", "7"]])
    code, out, _ = _cli(
        "import-quotes", str(plan_path), str(one), "-o", str(tmp_path / "o.gpuplan")
    )
    assert code == 0 and f"added 1 platform from {one}" in out
    bad = _csv(
        tmp_path / "bad.csv",
        head,
        [["Q2", "l40s", "on_demand", "-1"], ["Q3", "l40s", "on_demand", "7"]],
    )
    code, _, err = _cli("import-quotes", str(plan_path), str(bad))
    assert code == 2 and "nothing imported (1 problem; --valid-rows" in err
    code, out, err = _cli(
        "import-quotes",
        str(plan_path),
        str(bad),
        "-o",
        str(tmp_path / "o2.gpuplan"),
        "--valid-rows",
    )
    assert code == 0 and "1 offer with problems was left out" in err
    assert "added 1 platform from" in out
    single = plan.model_copy(update={"platforms": plan.platforms[:1]})
    save_plan(single, plan_path)
    code, out, _ = _cli("quote-template", str(plan_path), str(tmp_path / "t.csv"))
    assert code == 0 and out.strip().endswith(": 1 platform")
