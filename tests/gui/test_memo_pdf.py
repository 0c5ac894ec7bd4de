"""The decision memo as a PDF: its text (read back with pdftotext) holds the recommendation,
its total as the app writes it and the runner-up's gap, in English and Chinese; one or two A4
pages; the chart is vector (no image in the file); plan text is printed, never rendered as
markup; Chinese glyphs are embedded."""

from __future__ import annotations

import dataclasses
import datetime as dt
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from test_memo import memo_plan

from gpuplanner.core import analyze
from gpuplanner.gui import format as fmt
from gpuplanner.gui.memo.pdf import write_memo_pdf
from gpuplanner.io.memo import build_memo
from gpuplanner.io.memo.content import width
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import examples_dir

POPPLER = shutil.which("pdftotext") and shutil.which("pdfinfo") and shutil.which("pdffonts")


@pytest.fixture(autouse=True)
def _poppler() -> None:
    """Skip without poppler-utils, unless GPUPLANNER_REQUIRE_POPPLER=1 (.ci/run) fails: CI
    must not pass by skipping every memo check (as tests/recalc.py guards soffice)."""
    if POPPLER:
        return
    reason = (
        "poppler-utils (pdftotext, pdfinfo, pdffonts) is not installed; the memo checks need it"
    )
    if os.environ.get("GPUPLANNER_REQUIRE_POPPLER") == "1":
        pytest.fail(reason + " and GPUPLANNER_REQUIRE_POPPLER=1 is set")
    pytest.skip(reason)


def test_ci_installs_and_requires_poppler() -> None:
    """.ci/run installs poppler-utils and sets GPUPLANNER_REQUIRE_POPPLER=1; the README's list
    of system packages names it."""
    root = Path(__file__).resolve().parents[2]
    ci = (root / ".ci" / "run").read_text(encoding="utf-8")
    packages = ci[ci.index("pkgs=(") : ci.index(")", ci.index("pkgs=("))].split()
    assert "poppler-utils" in packages
    assert re.search(r"^export .*GPUPLANNER_REQUIRE_POPPLER=1", ci, re.M)
    readme = (root / "README.md").read_text(encoding="utf-8")
    assert "poppler-utils" in readme[: readme.index("(binutils: PyInstaller")]


TODAY = dt.date(2026, 12, 1)


def _pdf(plan, tmp_path: Path, lang: str) -> Path:
    memo = build_memo(analyze(plan, today=TODAY), lang=lang, version="9.9")
    path = tmp_path / f"memo-{lang}.pdf"
    write_memo_pdf(memo, path)
    return path


def _text(path: Path) -> str:
    out = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True)
    return " ".join(out.stdout.split())  # lines joined: a name may wrap


def _pages(path: Path) -> int:
    info = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True)
    page_size = re.search(r"Page size:\s+([\d.]+) x ([\d.]+) pts", info.stdout)
    assert (
        page_size and abs(float(page_size[1]) - 595.3) < 1 and abs(float(page_size[2]) - 841.9) < 1
    )
    return int(re.search(r"Pages:\s+(\d+)", info.stdout)[1])


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_memo_says_what_to_buy_and_by_how_much(qapp, tmp_path, lang):
    path = _pdf(memo_plan(), tmp_path, lang)
    text = _text(path)
    assert "Cloud A" in text
    # 8 GPUs × 1 month × ¥10,000, formatted as the app formats money
    assert fmt.money(80_000.0, "CNY") == "¥80,000.00"
    assert "¥80,000.00" in text
    assert "¥20,000.00" in text  # the runner-up's gap: ¥100,000 − ¥80,000
    heading = "GPU 采购决策备忘录" if lang == "zh_CN" else "GPU procurement decision"
    assert heading in text
    assert 1 <= _pages(path) <= 2
    raw = path.read_bytes()
    assert b"/Subtype /Image" not in raw and b"/Subtype/Image" not in raw  # vector chart


def test_chinese_glyphs_are_embedded(qapp, tmp_path):
    from gpuplanner.gui.fonts import chinese_families

    if not chinese_families():
        pytest.skip("no CJK font installed (fonts-wqy-microhei): nothing to embed")
    path = _pdf(memo_plan(), tmp_path, "zh_CN")
    fonts = subprocess.run(["pdffonts", str(path)], capture_output=True, text=True).stdout
    rows = [line.split() for line in fonts.splitlines()[2:]]
    assert rows and all(r[-5] == "yes" for r in rows)  # every font embedded
    assert any("WenQuanYi" in r[0] or "Noto" in r[0] or "CJK" in r[0] for r in rows)
    assert "所选卡数下的账单" in _text(path)


def test_plan_text_is_printed_not_rendered(qapp, tmp_path):
    plan = memo_plan()
    evil = plan.platforms[1].model_copy(update={"name": "<b>Evil</b> & <i>Co</i>"})
    plan = plan.model_copy(update={"platforms": (plan.platforms[0], evil, plan.platforms[2])})
    text = _text(_pdf(plan, tmp_path, "en"))
    assert "<b>Evil</b> & <i>Co</i>" in text


def test_cli_report_pdf(tmp_path):
    from gpuplanner.io.plan_file import save_plan

    plan_path = tmp_path / "p.gpuplan"
    save_plan(memo_plan(), plan_path)
    out = tmp_path / "m.pdf"
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "gpuplanner",
            "report",
            str(plan_path),
            "--pdf",
            str(out),
            "--lang",
            "zh_CN",
        ],
        capture_output=True,
        text=True,
        env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert proc.returncode == 0, proc.stderr
    assert "¥80,000.00" in _text(out)
    same = subprocess.run(
        [sys.executable, "-m", "gpuplanner", "report", str(plan_path), "--pdf", str(plan_path)],
        capture_output=True,
        text=True,
    )
    assert same.returncode == 2 and "the plan being read" in same.stderr


def test_export_from_the_file_menu(qtbot, tmp_path, monkeypatch):
    from gpuplanner.gui.document import PlanDocument
    from gpuplanner.gui.memo import export as memo_export

    doc = PlanDocument(memo_plan())
    target = tmp_path / "board.pdf"
    monkeypatch.setattr(memo_export, "ask_memo_path", lambda parent, suggested: target)
    assert memo_export.export_memo(None, doc)
    assert "Cloud A" in _text(target)


def test_a_long_bill_still_fits_two_pages(qapp, tmp_path):
    from gpuplanner.core.fees import FeeItem

    plan = memo_plan(deadline_hours=240.0, budget=200_000.0)
    fees = tuple(
        FeeItem(name=f"Fee line number {k} with a long name", rate=10.0) for k in range(10)
    )
    many = tuple(
        p.model_copy(update={"fees": fees, "name": p.name + " · a rather long platform name"})
        for p in plan.platforms
    )
    path = _pdf(plan.model_copy(update={"platforms": many}), tmp_path, "en")
    assert _pages(path) == 2
    # 10 equal fees: the first 5 have their own rows, the other 5 one "Other fees" row
    assert "Fee line number 4 with a long name" in _text(path)
    assert "Fee line number 9" not in _text(path) and "Other fees (5)" in _text(path)


def test_no_chinese_font_is_a_clear_refusal_not_boxes(qapp, tmp_path, monkeypatch):
    from gpuplanner.gui import fonts
    from gpuplanner.gui.memo.pdf import MemoFontError

    monkeypatch.setattr(fonts, "chinese_families", lambda: [])
    with pytest.raises(MemoFontError, match="fonts-wqy-microhei"):
        _pdf(memo_plan(), tmp_path, "zh_CN")
    assert not (tmp_path / "memo-zh_CN.pdf").exists()
    _pdf(memo_plan(), tmp_path, "en")  # an English memo of Latin names needs no CJK font


def test_a_budget_far_above_the_costs_does_not_squash_the_chart() -> None:
    """The y axis once rose to budget × 1.05, leaving the curves on the x axis: the axis
    keeps to the plotted costs and a budget beyond 1.5 × their top is noted above the plot."""
    from gpuplanner.gui.memo.chart import y_axis
    from gpuplanner.io.memo.content import Chart, Curve

    curve = Curve("A", (1.0, 2.0, 3.0), (100.0, 200.0, 300.0), (2.0, 200.0), True)

    def chart(budget):
        return Chart("t", "x", "y", (curve,), budget, "budget", "USD")

    # costs up to 300: steps of 100 (the first of 1, 2, 2.5, 5, 10 × 10 at least 300 / 5)
    assert y_axis(chart(None)) == ([0.0, 100.0, 200.0, 300.0], False)
    assert y_axis(chart(10_000_000.0)) == ([0.0, 100.0, 200.0, 300.0], False)
    # 400 ≤ 1.5 × 300: the axis takes the line in, up to 420 → ticks of 100 to 500
    assert y_axis(chart(400.0)) == ([0.0, 100.0, 200.0, 300.0, 400.0, 500.0], True)


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_note_of_a_budget_above_the_chart_is_printed(qapp, tmp_path, lang):
    text = _text(_pdf(memo_plan(budget=50_000_000.0), tmp_path, lang))
    zh, en = "预算 ¥50,000,000.00：高于图表上沿", "budget ¥50,000,000.00: above the top"
    note = zh if lang == "zh_CN" else en
    assert note in text


def test_the_method_page_says_what_the_memo_does() -> None:
    """Method §10 described an effective price (compute ÷ GPU-hours), the Workload tab's
    layout and a y axis up to the budget; it now names the rules the code follows."""
    from gpuplanner.gui.memo.chart import BUDGET_REACH, Y_CAP
    from gpuplanner.paths import docs_dir

    en = (docs_dir() / "method_en.html").read_text(encoding="utf-8")
    en = " ".join(en[en.index("<h3>10.") :].split())
    assert Y_CAP == 3.0 and "three times the dearest chosen total" in en
    assert f"A budget up to {BUDGET_REACH:g} × the top of the plotted costs" in en
    assert "compute ÷ GPU-hours" not in en and "own unit price" in en
    assert "the parallel layout the evaluation used at that count" in en
    zh = (docs_dir() / "method_zh_CN.html").read_text(encoding="utf-8")
    zh = "".join(zh[zh.index("<h3>10.") :].split())
    assert f"所画成本上沿的{BUDGET_REACH:g}倍" in zh and "算力费用÷卡时" not in zh
    assert "评估在该卡数下采用的并行布局" in zh


def _long_plan():
    """5 platforms with 200-character names and 25 fee lines each (the review's case: 6 pages)."""
    from plans import fee, make_plan, platform

    from gpuplanner.core.fees import FeeBasis

    fees = [
        fee(name=f"Fee {k} " + "x" * 60, rate=float(k), basis=FeeBasis.FIXED) for k in range(1, 26)
    ]
    platforms = [
        platform(name=f"{k} " + "Long platform name " * 11, fixed_gpus=8, fees=fees)
        for k in range(5)
    ]
    return make_plan(title="Long names " * 5, workload={"zero_stage": 3}, platforms=platforms)


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_long_names_and_many_fees_fit_two_pages(qapp, tmp_path, lang):
    plan = _long_plan()
    assert all(len(p.name) >= 200 for p in plan.platforms)
    path = _pdf(plan, tmp_path, lang)
    assert _pages(path) <= 2
    memo = build_memo(analyze(plan, today=TODAY), lang=lang)
    labels = [row[0] for row in memo.bills.rows]
    other = "Other fees (20)" if lang == "en" else "其他费用（20 项）"
    assert other in labels  # 25 fees: the 5 largest (25 … 21) shown, the other 20 in one row
    assert sum(label.startswith(("Fee", "费")) for label in labels) <= 6
    # A bill column's head is at most two lines of its ~150 pt column: 46 columns.
    assert all(width(cell) <= 46 for cell in memo.bills.head)
    assert all(cell.endswith("…") for cell in memo.bills.head[1:])
    assert "…" in memo.recommendation[0][1] and len(memo.recommendation[0][1]) <= 80


def _page_lines(path: Path, page: int) -> list[str]:
    out = subprocess.run(
        ["pdftotext", "-layout", "-f", str(page), "-l", str(page), str(path), "-"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return [line.strip() for line in out.splitlines() if line.strip()]


@pytest.mark.parametrize(("lang", "first"), [("en", "Line"), ("zh_CN", "项目")])
def test_a_bill_split_over_two_pages_repeats_its_header(qapp, tmp_path, lang, first):
    """The 13B example's bill (four platforms, a self-built one with six lines) runs onto page
    2, which began with "Interruption losses" and "Total" under no platform's name."""
    plan = load_plan(examples_dir() / "13b-on-demand-spot-self-built.gpuplan")
    path = _pdf(plan, tmp_path, lang)
    assert _pages(path) == 2
    lines = _page_lines(path, 2)
    assert lines[0].startswith(first) and "A100 spot · GCP" in lines[0], lines[:3]


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_a_heading_is_never_the_last_line_of_a_page(qapp, tmp_path, lang, monkeypatch):
    """Titles from 19 to 41 times 108 characters push the memo down line by line, so that on
    page 1 the bills heading, then the chart heading, comes to the bottom with its table or
    chart on page 2 (found by layout with the scenarios section above the chart: en at 19–21
    and 24–41, zh_CN at 28 and 32–41 with the fonts of .ci/run). build_memo cuts a plan's
    title to three lines (MAX_TITLE), so the long titles are given to the renderer in the Memo
    itself: it lays out whatever a Memo holds.
    Read back per page (pdftotext -f N -l N): no page ends with a section heading, no page is
    blank, and a heading moved starts the next page."""
    from gpuplanner.gui.memo import pdf

    calls: list[list[str]] = []  # the headings each layout moved; the last one is printed
    keep = pdf.keep_headings_with_content
    monkeypatch.setattr(
        pdf, "keep_headings_with_content", lambda doc, h: calls.append(keep(doc, h)) or calls[-1]
    )
    moved: set[str] = set()
    base = build_memo(analyze(memo_plan(), today=TODAY), lang=lang, version="9.9")
    for repeat in range(19, 42):
        memo = dataclasses.replace(base, title="A long plan title " * (repeat * 6))
        headings = {v for k, v in memo.labels.items() if k.startswith("s.")} | {memo.chart.title}
        path = tmp_path / f"memo-{repeat}.pdf"
        pages = write_memo_pdf(memo, path)
        for page in range(1, pages + 1):
            lines = _page_lines(path, page)
            assert lines, (repeat, page)  # no blank page (Qt once broke a page twice)
            assert lines[-1] not in headings, (repeat, page)
        for heading in calls[-1]:
            assert heading in _page_lines(path, 2)[0], (repeat, heading)
        moved |= set(calls[-1])
    # Both kinds of content were split from their heading and are kept with it now.
    assert {base.labels["s.bills"], base.chart.title} <= moved


def _hostile_plan(title: str, name: str):
    """Every text the memo prints from the plan at its worst at once: a 10,000-character
    title, a 2,400-character model name, 40 platforms with 200-character names and vendors
    and 29 fees of 90-character names each, ten exchange rates, a deadline and a budget."""
    from plans import fee, make_plan, platform

    from gpuplanner.core.currency import ExchangeRate
    from gpuplanner.core.fees import FeeBasis

    fees = [
        fee(name=f"Fee {k} " + "y" * 80, rate=float(k), basis=FeeBasis.FIXED) for k in range(1, 30)
    ]
    day = dt.date(2026, 1, 1)
    platforms = [
        platform(
            name=f"{k} " + name * (200 // len(name) + 1),
            vendor="Vendor " * 30,
            fixed_gpus=8,
            fees=fees,
            prices_as_of=day,
            quote_valid_until=day + dt.timedelta(days=31),
        )
        for k in range(40)
    ]
    codes = ("EUR", "USD", "GBP", "JPY", "CHF", "HKD", "SGD", "AUD", "CAD", "KRW")
    return make_plan(
        title=(title * (10_000 // len(title) + 1))[:10_000],
        workload={
            "zero_stage": 3,
            "deadline_hours": 100.0,
            "budget": 1e6,
            "model": {"name": "Model " * 400},
        },
        platforms=platforms,
        exchange_rates=tuple(ExchangeRate(currency=c, rate=1.1, as_of=day) for c in codes),
    )


def _pdf_title(path: Path) -> str:
    info = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True)
    return info.stdout.split("Title:", 1)[1].split("\n", 1)[0].strip()


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
@pytest.mark.parametrize(
    "title,name",
    [("A very long plan title ", "Hostile platform name "), ("很长的方案标题", "很长的平台名称")],
)
def test_hostile_long_texts_stay_two_pages(qapp, tmp_path, lang, title, name):
    plan = _hostile_plan(title, name)
    assert len(plan.title) == 10_000 and len(plan.platforms) == 40
    memo = build_memo(analyze(plan, today=TODAY), lang=lang, version="9.9")
    path = tmp_path / "hostile.pdf"
    assert write_memo_pdf(memo, path) == 2
    assert _pages(path) == 2
    text = _text(path)
    # The title shows cut (three lines at most) and whole in the PDF's metadata.
    squeezed = "".join(text.split())  # a wrapped line of CJK text reads back with a space

    def squeeze(t: str) -> str:
        return "".join(t.split())

    assert memo.title.endswith("…") and squeeze(memo.title[:-1]) in squeezed
    assert squeeze(plan.title) not in squeezed
    heading = "GPU 采购决策备忘录" if lang == "zh_CN" else "GPU procurement decision"
    assert _pdf_title(path) == f"{heading} — {plan.title}"
    # 40 candidates, 3 compared: the other 37 are counted under the bills.
    more = "此处未列出另外 37 个候选平台" if lang == "zh_CN" else "Candidates not shown here: 37"
    assert more in text
    # the recommended total: 8 GPUs × 11.7 h held × 10/GPU-h = 936 of GPU time + the fees
    # 25 … 29 and the other 24 (1 + … + 24 = 300): 936 + 135 + 300 = 1,371
    assert "¥1,371.00" in text


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_longest_warnings_still_fit_two_pages(qapp, tmp_path, lang):
    """The hostile plan with the warnings at their caps (io/memo/content.py: each at most
    MAX_WARNING columns, WARNING_COLUMNS in all, the rest counted): three lines past two pages
    at full size, so the renderer sets the type smaller (SCALES) until it fits."""
    from gpuplanner.io.memo.content import MAX_WARNING, WARNING_COLUMNS, clip, width

    memo = build_memo(analyze(_hostile_plan("Title ", "Name "), today=TODAY), lang=lang)
    longest = clip("Warning Wide Words " * 100, MAX_WARNING)
    count = WARNING_COLUMNS // width(longest)
    assert count == 3  # 1000 // 320
    memo = dataclasses.replace(memo, warnings=(longest,) * count + ("…",))
    path = tmp_path / "warned.pdf"
    assert write_memo_pdf(memo, path) == 2 and _pages(path) == 2
    assert longest.split()[0] in _text(path)


EXAMPLES = sorted(
    p.name for p in (Path(__file__).parents[2] / "catalogs" / "examples").glob("*.gpuplan")
)


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_examples_memos_keep_their_content(qapp, tmp_path, lang, monkeypatch):
    """The caps cut nothing of a real plan: every bundled example's memo keeps its whole
    title, bill labels and warnings, states the recommended platform and its total, and is
    one or two pages at full size (the first of pdf.SCALES)."""
    from gpuplanner.gui.memo import pdf
    from gpuplanner.io.plan_file import load_plan
    from gpuplanner.paths import examples_dir

    scales: list[float] = []
    lay_out = pdf._laid_out
    monkeypatch.setattr(
        pdf,
        "_laid_out",
        lambda memo, body, w, page, scale: (
            scales.append(scale) or lay_out(memo, body, w, page, scale)
        ),
    )

    for name in EXAMPLES:
        plan = load_plan(examples_dir() / name)
        memo = build_memo(analyze(plan, today=TODAY), lang=lang, version="9.9")
        assert memo.title == plan.title and memo.full_title == plan.title
        assert not any("…" in row[0] for row in memo.bills.rows)
        assert not any(w.endswith("…") for w in memo.warnings)
        path = tmp_path / f"{name}.pdf"
        assert write_memo_pdf(memo, path) <= 2, name
        text = _text(path)
        assert memo.recommended and memo.total, name
        assert memo.total in text and memo.recommended[:20] in text, name
    assert scales == [1.0] * len(EXAMPLES)


@pytest.mark.parametrize("names", ["en", "zh_CN"])
@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_a_three_platform_memo_prints_every_assumption_and_warning(qapp, tmp_path, lang, names):
    """Issue 24 item 1: with three platforms the Chinese memo stopped after the assumptions
    (and with Chinese names after the first MFU line): Qt's incremental relayout after the
    risks' page break left the blocks after the bills' and risks' tables unlaid (no lines,
    zero height), so the Warnings section — "self-built misses the deadline" among them —
    was painted nowhere while the PDF still had two pages. Read back with pdftotext, every
    assumption, warning, risk note and runner-up sentence the memo holds is on a page, in
    both languages, with Latin and Chinese platform names."""
    from three_platforms import NAMES, three_platform_plan

    plan = three_platform_plan(names)
    memo = build_memo(analyze(plan, today=TODAY), lang=lang, version="9.9")
    own = NAMES[names][2]
    # Three MFU lines, three price dates, one quote date, the self-built's purchase,
    # utilization and two views (issue 24 item 2), the currency, the rate, the VAT basis …
    assert len(memo.assumptions) >= 1 + 3 + 3 + 1 + 3 + 1 + 1 + 1
    assert sum("MFU" in a for a in memo.assumptions) >= 3
    assert sum("2026-" in a or "2024-" in a for a in memo.assumptions) >= 4  # dates
    assert any("¥5,940,000.00" in a for a in memo.assumptions)  # 16 × 337,500 × 1.1
    assert any("7.27" in a for a in memo.assumptions)
    assert any(w.startswith(own) and "14.0" in w for w in memo.warnings)  # the deadline missed
    path = tmp_path / "three.pdf"
    assert write_memo_pdf(memo, path) == _pages(path) == 2
    printed = "".join(_text(path).split())  # a wrapped CJK line reads back with a space
    for text in (*memo.assumptions, *memo.warnings, *memo.risk_notes, *memo.runner_up):
        assert "".join(text.split()) in printed, text
    assert "".join(memo.labels["s.warnings"].split()) in printed


def test_a_layout_that_leaves_text_off_the_pages_is_refused(qapp) -> None:
    """The renderer checks its own layout: a block with text and no laid-out line (what Qt's
    stale incremental layout left) is named in an error, never dropped from the PDF."""
    from PySide6.QtGui import QTextDocument

    from gpuplanner.gui.memo.pdf import relayout, unplaced

    doc = QTextDocument()
    doc.setHtml("<p>kept</p><p>also kept</p>")
    relayout(doc)
    assert unplaced(doc) == []
    block = doc.begin().next()
    block.layout().clearLayout()  # what the stale relayout left: the block has no lines
    assert unplaced(doc) == ["also kept"]
