"""The exported workbook without recalculation: cached values, layout, formats, safety.

(The LibreOffice recalculation checks are in test_excel_export.py.)
"""

from __future__ import annotations

import csv
import math
import os
from pathlib import Path

import openpyxl
import pytest
from excel_plans import (
    LEASE_KEPT,
    ON_DEMAND,
    OWNED_DEPRECIATED,
    SPOT,
    TOO_SMALL,
    every_mode_plan,
    named,
    prefix_of,
    seed_plan,
    trial_plan,
    wb_name,
)
from plans import index_of, platform_named, result_named

from gpuplanner.cli import main
from gpuplanner.core import analyze, evaluate
from gpuplanner.core.uncertainty import simulate
from gpuplanner.io import atomic
from gpuplanner.io.atomic import WriteError
from gpuplanner.io.excel.export import build_workbook, export_workbook
from gpuplanner.io.excel.expr import Expr, ceiling, if_, max_, num, ref
from gpuplanner.io.excel.formats import money_format
from gpuplanner.io.excel.labels import Labels, all_keys, entry
from gpuplanner.io.excel.sweep_rows import EVERY_COUNT_UP_TO
from gpuplanner.io.messages import LANGUAGES
from gpuplanner.paths import examples_dir


@pytest.fixture(scope="module")
def every(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, object]:
    plan = every_mode_plan()
    path = tmp_path_factory.mktemp("wb") / "every.xlsx"
    export_workbook(analyze(plan), path)
    return path, plan


def test_cached_values_are_the_apps_numbers(every) -> None:
    """A viewer that does not recalculate shows exactly what the app shows."""
    path, plan = every
    result = evaluate(plan)
    wb = openpyxl.load_workbook(path, data_only=True)
    for r in result.platforms:
        pt = r.chosen_point
        if pt is None:
            continue
        p = f"p{r.index + 1}"
        assert named(wb, f"{p}_total") == pt.total_cost
        assert named(wb, f"{p}_compute") == pt.compute_cost
        assert named(wb, f"{p}_interruption") == pt.interruption_cost
        assert named(wb, f"{p}_per_billion") == pt.cost_per_billion_tokens
        for j, cost in enumerate(pt.fee_costs, start=1):
            assert named(wb, f"{p}_fee{j}_cost") == cost
    formulas = openpyxl.load_workbook(path)
    for ws in formulas.worksheets:
        for row in ws.iter_rows():
            for cell in row:
                if cell.data_type == "f":
                    value = wb[ws.title][cell.coordinate].value
                    assert isinstance(value, int | float), (ws.title, cell.coordinate)


def test_money_lines_are_formulas_over_named_inputs(every) -> None:
    path, plan = every
    wb = openpyxl.load_workbook(path)
    tco = wb["TCO"]
    # The on-demand platform's column: compute = N × billed hours × unit price.
    col, p = 3 + index_of(plan, ON_DEMAND), prefix_of(plan, ON_DEMAND)
    letter = openpyxl.utils.get_column_letter(col)
    labels = {tco.cell(r, 1).value: r for r in range(1, tco.max_row + 1)}
    line = tco.cell(labels["GPU time (per GPU-hour)"], col).value
    assert line.startswith("=") and line.count("*") == 2
    compute = tco.cell(labels["Compute: GPU time of the clean job"], col).value
    assert compute == f"={letter}{labels['GPU time (per GPU-hour)']}"
    billed = tco.cell(labels["Billed hours per GPU (increments, minimum)"], col).value
    assert billed == (
        f"=MAX({p}_minimum_hours,CEILING({p}_hours_clean/{p}_billing_increment_hours-1E-09,1)"
        f"*{p}_billing_increment_hours)"
    )
    total = tco.cell(labels["Total cost to reach target"], col).value
    assert total == f"={p}_compute+{p}_interruption+{p}_fees"
    # Every input has a workbook-level name pointing at the Assumptions sheet.
    inputs = (
        wb_name(plan, ON_DEMAND, "price_per_gpu_hour"),
        wb_name(plan, LEASE_KEPT, "deposit_refundable"),
        wb_name(plan, OWNED_DEPRECIATED, "pue"),
        "hours_per_month",
    )
    for name in inputs:
        (sheet, _coord), *_ = wb.defined_names[name].destinations
        assert sheet == "Assumptions"
    # Physics are values: the chosen N and the hours are plain numbers.
    assert isinstance(named(wb, f"{p}_gpus"), int | float)
    assert isinstance(named(wb, f"{p}_train_hours"), float)


@pytest.mark.parametrize(
    ("currency", "fragment"),
    [("CNY", '"¥"#,##0.00'), ("USD", '"$"#,##0.00'), ("EUR", '"€"#,##0.00'), ("CHF", '"CHF"')],
)
def test_currency_format_follows_the_plan(tmp_path: Path, currency: str, fragment: str) -> None:
    plan = every_mode_plan(currency=currency)
    path = tmp_path / "out.xlsx"
    export_workbook(analyze(plan), path)
    wb = openpyxl.load_workbook(path)
    (sheet, coord), *_ = wb.defined_names[wb_name(plan, ON_DEMAND, "total")].destinations
    assert fragment in wb[sheet][coord.replace("$", "")].number_format
    assert money_format("CHF") == '#,##0.00 "CHF"'


def test_frozen_headers_print_setup_and_percentages(every) -> None:
    path, _ = every
    wb = openpyxl.load_workbook(path)
    assert wb.sheetnames == [
        "Summary",
        "Assumptions",
        "TCO",
        "Fee items",
        "Sweep",
        "Memory",
        "Cash flow",
        "Scenarios",
    ]
    assert wb["TCO"].freeze_panes == "C2"
    assert wb["Assumptions"].freeze_panes == "C2"
    assert wb["Summary"].freeze_panes == "C9"  # below the ranking table's header
    for ws in wb.worksheets:
        assert ws.page_setup.orientation == "landscape"
        # One page wide (1 is the file format's default, so it may be left out), any height;
        # the Memory sheet one page tall too, its chart never split (issue 24 item 9).
        tall = (None, 1) if ws.title == "Memory" else (0,)
        assert ws.page_setup.fitToWidth in (None, 1) and ws.page_setup.fitToHeight in tall
        assert ws.sheet_properties.pageSetUpPr.fitToPage
        assert ws.print_title_rows
    summary = wb["Summary"]
    assert summary.cell(9, 9).number_format == "0.0%"  # scaling efficiency
    # Platform names wrap in their column (print_setup makes the row tall enough for them).
    assert summary.cell(9, 2).alignment.wrap_text and summary.cell(9, 2).value


def test_sweep_rows_and_blanks(every) -> None:
    path, plan = every
    result = evaluate(plan)
    ws = openpyxl.load_workbook(path, data_only=True)["Sweep"]
    counts = [ws.cell(r, 1).value for r in range(4, ws.max_row + 1) if ws.cell(r, 1).value]
    assert counts[:EVERY_COUNT_UP_TO] == list(range(1, EVERY_COUNT_UP_TO + 1))
    assert counts[-1] == plan.sweep_max and len(counts) < 150  # not 1,024 rows
    assert counts == sorted(set(counts))
    # The whole-machine lease has numbers at 8 and 16 GPUs only, blanks between.
    lease = next(r for r in result.platforms if r.name == "Lease, deposit kept")
    col = 2 + lease.index
    row_of = {n: 4 + i for i, n in enumerate(counts)}
    assert ws.cell(row_of[8], col).value == float(lease.total_cost[7])
    assert ws.cell(row_of[12], col).value is None
    # The platform that never fits has no numbers at all.
    small = next(r for r in result.platforms if r.name == "Too small")
    assert all(ws.cell(row_of[n], 2 + small.index).value is None for n in counts)


def test_sweep_has_native_line_charts(tmp_path: Path) -> None:
    import zipfile

    plan = seed_plan()
    data = build_workbook(analyze(plan))
    path = tmp_path / "seed.xlsx"
    path.write_bytes(data)
    with zipfile.ZipFile(path) as z:
        charts = [n for n in z.namelist() if n.startswith("xl/charts/chart")]
        xml = z.read(charts[0]).decode()
    assert len(charts) == 3  # cost and hours on Sweep, memory on Memory
    assert "<c:scatterChart>" in xml and '<c:dispBlanksAs val="span"/>' in xml


def test_missing_folder_is_a_clear_error(tmp_path: Path) -> None:
    plan = seed_plan()
    with pytest.raises(WriteError, match="does not exist"):
        export_workbook(analyze(plan), tmp_path / "nowhere" / "out.xlsx")


def test_locked_target_keeps_the_old_file(tmp_path: Path, monkeypatch) -> None:
    """Windows refuses to replace a workbook open in Excel: simulate that refusal."""
    plan = seed_plan()
    target = tmp_path / "report.xlsx"
    target.write_bytes(b"the controller's previous export")

    def locked(src: object, dst: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(atomic.os, "replace", locked)
    with pytest.raises(WriteError) as info:
        export_workbook(analyze(plan), target)
    message = str(info.value)
    assert str(target) in message and "close it" in message
    assert target.read_bytes() == b"the controller's previous export"
    assert os.listdir(tmp_path) == ["report.xlsx"]  # no temporary file left behind


def test_cli_report_writes_chinese_workbook_and_csv(tmp_path: Path, capsys) -> None:
    xlsx, out_csv = tmp_path / "报告.xlsx", tmp_path / "ranking.csv"
    plan = str(examples_dir() / "seed-7b-finetune.gpuplan")
    code = main(["report", plan, "--xlsx", str(xlsx), "--csv", str(out_csv), "--lang", "zh_CN"])
    assert code == 0
    wb = openpyxl.load_workbook(xlsx)
    assert wb.sheetnames == [
        "摘要",
        "假设",
        "总拥有成本",
        "费用项",
        "扫描",
        "显存",
        "现金流",
        "情景",
    ]
    with out_csv.open(encoding="utf-8-sig") as fh:
        rows = list(csv.DictReader(fh))
    # A and C both cost 2,880; C delivers sooner, so it ranks first.
    assert [r["name"] for r in rows] == [
        "C · H100 80G on-demand",
        "A · A100 80G on-demand",
        "B · V100 32G spot",
    ]
    capsys.readouterr()


def test_cli_unwritable_target_exits_2(tmp_path: Path, capsys) -> None:
    plan = str(examples_dir() / "seed-7b-finetune.gpuplan")
    code = main(["report", plan, "--xlsx", str(tmp_path / "missing" / "out.xlsx")])
    assert code == 2
    err = capsys.readouterr().err
    assert err.startswith("gpuplanner: error: cannot write") and err.count("\n") == 1


def test_labels_complete_in_both_languages() -> None:
    import string

    for key in all_keys():
        en, zh = entry(key)
        assert en and zh, key
        fields = [{f for _, f, _, _ in string.Formatter().parse(s) if f} for s in (en, zh)]
        assert fields[0] == fields[1], key
    for language in LANGUAGES:
        t = Labels(language)
        for key in ("summary", "assumptions", "tco", "fees", "sweep", "memory", "fleet"):
            name = t.sheet(key)
            assert len(name) <= 31 and not set(name) & set("[]:*?/\\"), name
    assert Labels("zh-Hans").language == "zh_CN" and Labels("en_US").language == "en"


def test_expressions_bracket_and_evaluate_like_excel() -> None:
    a, b, c = ref("a", 10.0), ref("b", 4.0), ref("c", 2.0)
    assert (a - (b - c)).text == "a-(b-c)" and (a - (b - c)).value == 8.0
    assert (a - b - c).text == "a-b-c" and (a - b - c).value == 4.0
    assert (a / (b * c)).text == "a/(b*c)" and (a / (b * c)).value == 1.25
    assert ((a + b) * c).text == "(a+b)*c" and ((a + b) * c).value == 28.0
    # CEILING(x − 1E-9, 1): 18.0000000001 h at 1 h billing is 18 h, 18.01 h is 19 h.
    hours = ref("h", 18.0000000001)
    assert ceiling(hours - num(1e-9)).value == 18.0
    assert ceiling(ref("h", 18.01) - num(1e-9)).value == 19.0
    assert num(1e-9).text == "1E-09" and num(730.0).text == "730"
    assert max_(a, 0).text == "MAX(a,0)"
    refundable = Expr("flag", True)
    assert if_(refundable, 0, b).value == 0 and if_(Expr("f", False), 0, b).value == 4.0
    assert math.isnan((a / ref("z", 0.0)).value)


def test_export_of_ten_platforms_holds_every_total(tmp_path: Path) -> None:
    """The benchmark plan (bench.py export_ms prints how long this export takes): each of its
    ten platforms has its total cached under its name, exactly the app's figure."""
    import importlib.util

    bench = Path(__file__).parents[1] / "benchmarks" / "ten_platforms.py"
    spec = importlib.util.spec_from_file_location("ten_platforms", bench)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    plan = module.ten_platform_plan()
    analysis = analyze(plan)
    result = analysis.result
    path = tmp_path / "ten.xlsx"
    export_workbook(analysis, path)
    wb = openpyxl.load_workbook(path, data_only=True)
    chosen = [r for r in result.platforms if r.chosen_point is not None]
    assert len(result.platforms) == 10 and chosen
    for r in chosen:
        assert named(wb, f"p{r.index + 1}_total") == r.chosen_point.total_cost, r.name


def test_nothing_feasible_still_exports(tmp_path: Path) -> None:
    """Only the platform that cannot fit: the Summary says so, the Sweep has no chart."""
    import zipfile

    plan = every_mode_plan()
    only = (platform_named(plan, TOO_SMALL),)
    plan = plan.model_copy(update={"platforms": only, "title": ""})
    path = tmp_path / "none.xlsx"
    export_workbook(analyze(plan), path)
    wb = openpyxl.load_workbook(path)
    t = Labels("en")
    assert wb["Summary"]["A1"].value == t("summary.untitled")
    assert wb["Summary"]["C5"].value == t("summary.none_feasible")
    assert wb["TCO"]["C4"].value == t("infeasible")
    with zipfile.ZipFile(path) as z:
        charts = [n for n in z.namelist() if n.startswith("xl/charts/chart")]
    assert len(charts) == 1  # the memory chart only


def _summary_rows(ws) -> dict[object, int]:
    """Text in column B (the Platform column) → its last row, and A-column text likewise."""
    rows: dict[object, int] = {}
    for row in range(1, ws.max_row + 1):
        for col in (1, 2):
            if isinstance(ws.cell(row, col).value, str):
                rows[ws.cell(row, col).value] = row
    return rows


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_monte_carlo_table_holds_simulate_values(tmp_path: Path, language: str) -> None:
    """P10/P50/P90 cost and P90 days per feasible platform are simulate()'s numbers, as
    values, under a title naming the samples and seed."""
    plan = trial_plan()
    analysis = analyze(plan)
    result = analysis.result
    u = simulate(plan, result)  # run again here: the workbook's numbers, not the same object
    path = tmp_path / "mc.xlsx"
    export_workbook(analysis, path, language=language)
    t = Labels(language)
    ws = openpyxl.load_workbook(path, data_only=True)[t.sheet("summary")]
    title = t("risk.mc_title", samples=2000, seed=2024)
    rows = _summary_rows(ws)
    assert title in rows
    assert ("values, not formulas" in title) or ("数值，非公式" in title and "蒙特卡洛" in title)
    header = rows[title] + 2
    assert ws.cell(header, 5).value == t("col.p10_cost")
    feasible = [r.name for r in result.platforms if r.chosen is not None]
    assert TOO_SMALL not in feasible
    seen = 0
    for row in range(header + 1, header + 1 + len(feasible)):
        name = ws.cell(row, 2).value
        r = result.platform(name)
        pu = u.platforms[r.index]
        assert ws.cell(row, 3).value == r.chosen == pu.gpus
        assert ws.cell(row, 4).value == r.chosen_point.total_cost  # cached =pK_total
        got = [ws.cell(row, col).value for col in (5, 6, 7, 8)]
        want = [pu.p10_cost, pu.p50_cost, pu.p90_cost, pu.p90_days]
        assert got == pytest.approx(want, rel=1e-14), name  # XlsxWriter keeps 16 digits
        seen += 1
    assert seen == len(feasible)  # every feasible platform, none for "Too small"
    assert ws.cell(header + 1 + seen, 2).value not in feasible
    formulas = openpyxl.load_workbook(path)[t.sheet("summary")]
    assert formulas.cell(header + 1, 4).value.startswith("=p")  # planned total: a formula
    assert isinstance(formulas.cell(header + 1, 5).value, float)  # percentiles: values


def test_trial_line_in_tco_and_summary_only_when_planned(tmp_path: Path) -> None:
    t = Labels("en")
    typed, on_platform = tmp_path / "typed.xlsx", tmp_path / "platform.xlsx"
    export_workbook(analyze(trial_plan()), typed)
    plan = trial_plan(on_platform=True)
    export_workbook(analyze(plan), on_platform)
    wb = openpyxl.load_workbook(typed)
    tco = wb["TCO"]
    labels = {tco.cell(r, 1).value: r for r in range(1, tco.max_row + 1)}
    row = labels[t("tco.trial")]
    col, p = 3 + index_of(plan, ON_DEMAND), prefix_of(plan, ON_DEMAND)
    assert tco.cell(row, col).value == "=trial_gpus*trial_hours*trial_price_per_gpu_hour"
    assert tco.cell(labels[t("tco.total")], col).value == (
        f"={p}_compute+{p}_interruption+{p}_fees+{p}_trial"
    )
    assert labels[t("tco.fees_total")] < row < labels[t("tco.total")]
    summary = wb["Summary"]
    headers = [summary.cell(8, c).value for c in range(1, summary.max_column + 1)]
    assert headers.index(t("col.trial")) == headers.index(t("col.fees")) + 1
    assert summary.cell(9, headers.index(t("col.trial")) + 1).value.endswith("_trial")
    # Priced as the on-demand platform: its billing (increment, 24 h minimum) in the formula.
    tco = openpyxl.load_workbook(on_platform)["TCO"]
    formula = tco.cell(row, col).value
    assert f"{p}_minimum_hours" in formula and "trial_hours" in formula
    assert f"{p}_price_per_gpu_hour" in formula
    # No trial: no such line, column or name.
    plain = openpyxl.load_workbook(build_seed(tmp_path))
    tco = plain["TCO"]
    assert t("tco.trial") not in {tco.cell(r, 1).value for r in range(1, tco.max_row + 1)}
    assert t("col.trial") not in [plain["Summary"].cell(8, c).value for c in range(1, 20)]
    assert "trial_cost" not in plain.defined_names


def build_seed(tmp_path: Path) -> Path:
    plan = seed_plan()
    path = tmp_path / "seed.xlsx"
    export_workbook(analyze(plan), path)
    return path


def test_calibration_shows_the_mfu_used(tmp_path: Path) -> None:
    """The calibrated platform (spot, 16 GPUs, 150 s steps) lists the implied MFU as a value
    computed by gpuplanner: 4.41 % (the 'MFU only 4.4 %' notice)."""
    plan = trial_plan()
    analysis = analyze(plan)
    result = analysis.result
    path = tmp_path / "cal.xlsx"
    export_workbook(analysis, path)
    wb = openpyxl.load_workbook(path)
    spot = wb_name(plan, SPOT, "mfu_used")
    assert named(wb, spot) == result_named(result, SPOT).mfu
    assert round(named(wb, spot), 4) == 0.0441
    # not calibrated: the typed MFU stands
    assert wb_name(plan, ON_DEMAND, "mfu_used") not in wb.defined_names
    ws = wb["Assumptions"]
    items = [ws.cell(r, 2).value for r in range(1, ws.max_row + 1)]
    assert Labels("en")("item.calibration_step", gpus=16) in items


def _layout_values(path: Path, language: str) -> list[object]:
    ws = openpyxl.load_workbook(path).worksheets[1]  # Assumptions (named per language)
    label = Labels(language)("item.layout")
    return [ws.cell(r, 3).value for r in range(1, ws.max_row + 1) if ws.cell(r, 2).value == label]


def test_assumptions_give_the_layout_at_n(tmp_path: Path) -> None:
    """The seed's platforms run ZeRO-3 over 8 GPUs (typed); automatic recompute on 24 GB
    cards chooses full recompute (tests/core/test_layout.py), worded in each language."""
    plan = seed_plan()
    for language in ("en", "zh_CN"):
        path = tmp_path / f"layout-{language}.xlsx"
        export_workbook(analyze(plan), path, language=language)
        assert _layout_values(path, language) == ["TP 1 · PP 1 · DP 8 · ZeRO-3"] * 3
    w = plan.workload.model_copy(update={"auto_layout": ("recompute",)})
    p = plan.platforms[0].model_copy(update={"usable_memory_gb": 24.0})
    tight = plan.model_copy(update={"workload": w, "platforms": (p,)})
    path = tmp_path / "layout-full.xlsx"
    export_workbook(analyze(tight), path, language="zh_CN")
    assert _layout_values(path, "zh_CN") == ["TP 1 · PP 1 · DP 8 · ZeRO-3 · 完全重计算"]


@pytest.mark.parametrize(
    ("language", "words"),
    [("en", ["BF16", "AdamW", "Full"]), ("zh_CN", ["BF16", "AdamW", "完全"])],
)
def test_the_workloads_settings_are_worded_not_coded(
    tmp_path: Path, language: str, words: list[str]
) -> None:
    """The 70B example (bf16, adamw, full recompute in the file): the Assumptions sheet says
    BF16, AdamW and the recompute in words, never the plan file's codes (issue 25); so does
    the efficiency notice in the text report (重计算（完全）, not 重计算（full）)."""
    from gpuplanner.io.plan_file import load_plan
    from gpuplanner.io.report.headless import report_text

    plan = load_plan(examples_dir() / "70b-full-finetune-h100-a800-4090.gpuplan")
    assert (plan.workload.precision, plan.workload.optimizer) == ("bf16", "adamw")
    path = tmp_path / f"words-{language}.xlsx"
    export_workbook(analyze(plan), path, language=language)
    ws = openpyxl.load_workbook(path).worksheets[1]  # Assumptions (named per language)
    t = Labels(language)
    by_label = {ws.cell(r, 2).value: ws.cell(r, 3).value for r in range(1, ws.max_row + 1)}
    keys = ("item.precision", "item.optimizer", "item.recompute")
    assert [by_label[t(k)] for k in keys] == words
    text = report_text(analyze(plan), language)
    assert "（full）" not in text
    assert ("重计算（完全）" if language == "zh_CN" else "the recompute (full)") in text


@pytest.mark.parametrize(
    ("language", "moved", "expected_row", "clean_row", "sweep_blocks"),
    [
        (
            "en",
            False,
            "Hours held, expected (with interruption losses)",
            "Hours held, clean (training + setup)",
            ["Hours held (expected)", "Helper: hours held, clean"],
        ),
        (
            "en",
            True,
            "Hours held, expected (interruptions + transfers)",
            "Hours held, clean: training + setup, no transfer",
            [
                "Hours held (expected, with data transfer)",
                "Helper: hours held, clean (no data transfer)",
            ],
        ),
        (
            "zh_CN",
            True,
            "占用时长·期望（含中断损失及数据传输）",
            "占用时长·无中断（训练＋准备，不含数据传输）",
            ["占用时长（期望，含数据传输，小时）", "辅助：无中断占用时长（不含数据传输）"],
        ),
    ],
)
def test_hours_labels_say_whether_held_data_transfer_is_in(
    tmp_path: Path, language: str, moved: bool, expected_row, clean_row, sweep_blocks
) -> None:
    """Seed A's A100 platform copying 500 Mbit/s onto GPUs it holds: its expected hours
    (24.79 h) hold the transfer, its clean hours (18 h) do not, and the labels say so."""
    plan = seed_plan()
    if moved:
        a = plan.platforms[0].model_copy(
            update={"upload_mbps": 500.0, "download_mbps": 500.0, "transfer_holds_gpus": True}
        )
        plan = plan.model_copy(update={"platforms": (a, *plan.platforms[1:])})
    path = tmp_path / "hours.xlsx"
    export_workbook(analyze(plan), path, language=language)
    wb = openpyxl.load_workbook(path)
    t = Labels(language)
    tco = wb[t.sheet("tco")]
    labels = [tco.cell(r, 1).value for r in range(1, tco.max_row + 1)]
    assert expected_row in labels and clean_row in labels
    sweep = wb[t.sheet("sweep")]
    blocks = [c.value for c in sweep[2] if c.value]
    assert blocks[1:3] == sweep_blocks


@pytest.mark.parametrize(
    ("language", "label"),
    [("en", "Peak dense TFLOPS (BF16)"), ("zh_CN", "峰值稠密算力（BF16）")],
)
def test_the_peak_row_names_the_precision_in_words(
    tmp_path: Path, language: str, label: str
) -> None:
    """Each platform's peak row read 'Peak dense TFLOPS (bf16)' / 峰值稠密算力（bf16）, the plan
    file's code (issue 25 item 10); the H100's BF16 peak is 989.4 TFLOPS (NVIDIA H100
    datasheet, dense)."""
    from gpuplanner.io.plan_file import load_plan

    plan = load_plan(examples_dir() / "70b-full-finetune-h100-a800-4090.gpuplan")
    path = tmp_path / f"peak-{language}.xlsx"
    export_workbook(analyze(plan), path, language=language)
    ws = openpyxl.load_workbook(path).worksheets[1]  # Assumptions
    peaks = [ws.cell(r, 3).value for r in range(1, ws.max_row + 1) if ws.cell(r, 2).value == label]
    assert peaks and peaks[0] == pytest.approx(989.4)
    texts = [str(c.value) for row in ws.iter_rows() for c in row if c.value is not None]
    assert not any("(bf16)" in t or "（bf16）" in t for t in texts)
