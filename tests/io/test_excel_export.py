"""The Excel export recalculates (LibreOffice) to exactly what ``evaluate`` says.

Every workbook these tests need goes through the session's one soffice call (tests/recalc.py;
some seconds for these twelve, so the tests that read them are marked slow): the seed example
in English and Chinese, the every-pricing-mode plan, a copy re-priced with openpyxl, a plan
with hostile names, the every-mode plan with a trial phase (typed price in English, priced as
a platform in Chinese) and the fleet example (its Fleet sheet inside the whole workbook).
Without soffice the recalculation tests skip, unless GPUPLANNER_REQUIRE_SOFFICE=1 (CI) makes
them fail.
"""

from __future__ import annotations

import functools
import math
from pathlib import Path

import openpyxl
import pytest
import recalc
from excel_plans import (
    LEASE_KEPT,
    LEASE_REFUNDED,
    ON_DEMAND,
    OWNED_DEPRECIATED,
    RESERVED,
    SPOT,
    SPOT_NO_CHECKPOINTS,
    every_mode_plan,
    finance_plan,
    named,
    seed_plan,
    three_platforms,
    trial_plan,
    wb_name,
)
from plans import index_of, platform_named, result_named, with_platform
from recalc import batched

from gpuplanner.core import analyze, evaluate
from gpuplanner.core.baseline import compare
from gpuplanner.core.bill_lines import LineCode, LineGroup, bill_lines
from gpuplanner.core.plan import Plan
from gpuplanner.core.stress import stress_cases
from gpuplanner.io.excel.context import platform_prefix
from gpuplanner.io.excel.export import export_workbook
from gpuplanner.io.excel.labels import Labels
from gpuplanner.io.plan_file import load_plan
from gpuplanner.io.words.bill import line_label
from gpuplanner.io.words.notices import describe_notice
from gpuplanner.paths import examples_dir

REL = 1e-4  # the 0.01 %

HOSTILE = (
    '=HYPERLINK("http://evil.example","click me")',
    "+SUM(1,2)",
    "@cmd",
    "-2+3",
    "=cmd|' /C calc'!A0",
    "=NOW()",
)

# Re-pricing done in the workbook with openpyxl: (platform, field) → new value.
REPRICE = {
    (ON_DEMAND, "price_per_gpu_hour"): 30.0,  # 24 h minimum, whole-hour billing
    (ON_DEMAND, "fee2_rate"): 0.9,  # egress per GB
    (SPOT, "price_per_gpu_hour"): 9.1,  # interruptions and a 5 % support fee
    (RESERVED, "price_per_gpu_month"): 9500.0,
    (LEASE_KEPT, "addons_per_machine_month"): 3000.0,
    (LEASE_KEPT, "deposit_refundable"): True,  # its deposit now refunded …
    (LEASE_KEPT, "exercise_buyout"): True,  # … and its buy-out now exercised
    (LEASE_REFUNDED, "residual_per_machine"): 25000.0,  # with an exercised buy-out
    (OWNED_DEPRECIATED, "electricity_per_kwh"): 1.2,
}


# Adjustments and taxes changed in the workbook: (platform, field) or a plan-wide defined
# name → new value.
FINANCE_REPRICE = {
    (ON_DEMAND, "discount_percent"): 25.0,
    (SPOT, "negotiated_price"): 6.5,
    (SPOT, "markup_percent"): 20.0,
    "tax_services_rate_percent": 9.0,
    "tax_recoverable": True,
}


def _defined(plan: Plan, key: tuple[str, str] | str) -> str:
    return wb_name(plan, *key) if isinstance(key, tuple) else key


def finance_repriced(plan: Plan) -> Plan:
    on_demand, spot = platform_named(plan, ON_DEMAND), platform_named(plan, SPOT)
    a1 = on_demand.adjustment.model_copy(update={"discount_percent": 25.0})
    a2 = spot.adjustment.model_copy(update={"negotiated_price": 6.5, "markup_percent": 20.0})
    plan = with_platform(with_platform(plan, ON_DEMAND, adjustment=a1), SPOT, adjustment=a2)
    tax = plan.tax.model_copy(update={"services_rate_percent": 9.0, "recoverable": True})
    return plan.model_copy(update={"tax": tax})


def hostile_plan() -> Plan:
    plan = every_mode_plan(title=HOSTILE[0])
    platforms = list(plan.platforms)
    for i, name in enumerate(HOSTILE[:5]):
        p = platforms[i]
        gpu = p.gpu.model_copy(update={"name": HOSTILE[5]})
        fees = tuple(f.model_copy(update={"name": HOSTILE[4], "note": HOSTILE[1]}) for f in p.fees)
        platforms[i] = p.model_copy(update={"name": name, "notes": HOSTILE[2], "gpu": gpu})
        platforms[i] = platforms[i].model_copy(update={"fees": fees})
    return plan.model_copy(update={"platforms": tuple(platforms), "notes": HOSTILE[3]})


def repriced_plan(plan: Plan) -> Plan:
    """The plan with REPRICE applied, built with the models (not the workbook)."""
    for (name, field), value in REPRICE.items():
        p = platform_named(plan, name)
        if field.startswith("fee"):
            j = int(field[3 : field.index("_")]) - 1
            fees = list(p.fees)
            fees[j] = fees[j].model_copy(update={"rate": value})
            plan = with_platform(plan, name, fees=tuple(fees))
        else:
            plan = with_platform(plan, name, pricing=p.pricing.model_copy(update={field: value}))
    return plan


def set_named(wb: openpyxl.Workbook, name: str, value: object) -> None:
    (sheet, coord), *_ = wb.defined_names[name].destinations
    wb[sheet][coord.replace("$", "")].value = value


def close(actual: object, expected: float) -> bool:
    return isinstance(actual, int | float) and math.isclose(
        actual, expected, rel_tol=REL, abs_tol=1e-6
    )


@functools.cache
def _plans() -> dict[str, tuple[Plan, str]]:
    """The plans the workbooks are exported from, each with its language."""
    return {
        "seed": (seed_plan(), "en"),
        "seed_zh": (seed_plan(), "zh_CN"),
        "every": (every_mode_plan(), "en"),
        "hostile": (hostile_plan(), "en"),
        "trial": (trial_plan(), "en"),
        "trial_zh": (trial_plan(on_platform=True), "zh_CN"),
        "fleet": (load_plan(examples_dir() / "fleet-3000h.gpuplan"), "en"),
        "finance": (finance_plan(), "en"),
        "finance_zh": (finance_plan(recoverable=True, trial=True), "zh_CN"),
        "baseline": (three_platforms(), "en"),
    }


def _keys() -> list[str]:
    return [*_plans(), "repriced", "finance_repriced"]


def _write_books(out: Path) -> dict:
    """The workbooks as exported, plus copies re-priced with openpyxl (no soffice needed)."""
    plans = _plans()
    books: dict = {"plans": {k: p for k, (p, _) in plans.items()}, "paths": {}, "out": out}
    for key, (plan, language) in plans.items():
        path = out / f"{key}.xlsx"
        export_workbook(analyze(plan), path, language=language)
        books["paths"][key] = path
    wb = openpyxl.load_workbook(books["paths"]["every"])
    for key, value in REPRICE.items():
        set_named(wb, _defined(books["plans"]["every"], key), value)
    wb.save(out / "repriced.xlsx")
    books["paths"]["repriced"] = out / "repriced.xlsx"
    wb = openpyxl.load_workbook(books["paths"]["finance"])
    for key, value in FINANCE_REPRICE.items():
        set_named(wb, _defined(books["plans"]["finance"], key), value)
    wb.save(out / "finance_repriced.xlsx")
    books["paths"]["finance_repriced"] = out / "finance_repriced.xlsx"
    assert list(books["paths"]) == _keys()
    return books


@batched("books")  # recalculated with the session's other workbooks (tests/recalc.py)
def _books_to_recalculate(folder: Path) -> list[Path]:
    return list(_write_books(folder)["paths"].values())


def _books(made: recalc.Recalculated) -> dict:
    plans = {k: p for k, (p, _) in _plans().items()}
    return {
        "plans": plans,
        "paths": dict(zip(_keys(), made.inputs, strict=True)),
        "out": made.folder,
    }


@pytest.fixture(scope="module")
def exported(tmp_path_factory: pytest.TempPathFactory) -> dict:
    """The workbooks as exported (no soffice needed): the session batch's when it made them."""
    made = recalc.made(__name__, "books")
    return _books(made) if made is not None else _write_books(tmp_path_factory.mktemp("excel"))


@pytest.fixture
def books(recalculated) -> dict:
    """All the workbooks, recalculated by LibreOffice in the session's one soffice call."""
    made = recalculated("books")
    return {**_books(made), "recalc": dict(zip(_keys(), made.outputs, strict=True))}


def _open(books: dict, key: str) -> openpyxl.Workbook:
    return openpyxl.load_workbook(books["recalc"][key], data_only=True)


@pytest.mark.slow  # LibreOffice recalculation (one soffice call for all)
@pytest.mark.parametrize(
    "key", ["seed", "seed_zh", "every", "trial", "trial_zh", "finance", "finance_zh"]
)
def test_recalculated_money_equals_evaluate(books: dict, key: str) -> None:
    plan = books["plans"][key]
    result = evaluate(plan)
    wb = _open(books, key)
    checked = 0
    for r in result.platforms:
        pt, prefix = r.chosen_point, platform_prefix(r.index)
        if pt is None:
            continue
        expected = {
            "compute": pt.compute_cost,
            "interruption": pt.interruption_cost,
            "fees": pt.fees_cost,
            "total": pt.total_cost,
            "per_billion": pt.cost_per_billion_tokens,
            "gpu_hours": pt.gpu_hours,
            "hours_expected": pt.hours,
        }
        if plan.trial is not None:
            expected["trial"] = pt.trial_cost
        expected |= {f"fee{j}_cost": c for j, c in enumerate(pt.fee_costs, start=1)}
        expected["tco2"] = float(r.energy.tco2[pt.gpus - 1])  # kWh (a value) × grid (named)
        for suffix, value in expected.items():
            got = named(wb, f"{prefix}_{suffix}")
            assert close(got, value), (r.name, suffix, got, value)
            checked += 1
    assert checked >= 3 * 6


@pytest.mark.slow  # LibreOffice recalculation (one soffice call for all)
def test_fee_lines_by_kind_sum_the_items(books: dict) -> None:
    """TCO 'Fees: <kind>' rows equal evaluate's fee costs of that kind, platform by platform."""
    plan = books["plans"]["every"]
    result = evaluate(plan)
    ws = _open(books, "every")[Labels("en").sheet("tco")]
    t = Labels("en")
    rows = {ws.cell(row, 1).value: row for row in range(1, ws.max_row + 1)}
    for p, r in zip(plan.platforms, result.platforms, strict=True):
        if r.chosen_point is None:
            continue
        for fee, cost in zip(p.fees, r.chosen_point.fee_costs, strict=True):
            label = t("tco.fee_kind", kind=t.term(f"fee_kind.{fee.kind.value}"))
            assert close(ws.cell(rows[label], 3 + r.index).value, cost)


@pytest.mark.slow  # LibreOffice recalculation (one soffice call for all)
@pytest.mark.parametrize(
    ("key", "lang"),
    [("every", "en"), ("trial_zh", "zh_CN"), ("finance", "en"), ("finance_zh", "zh_CN")],
)
def test_tco_lines_are_the_bill(books: dict, key: str, lang: str) -> None:
    """Each GPU-time row of the TCO sheet recalculates to the bill line of that kind, and the
    bill's amounts add up to the recalculated total."""
    plan = books["plans"][key]
    result = evaluate(plan)
    t = Labels(lang)
    ws = _open(books, key)[t.sheet("tco")]
    rows = {ws.cell(row, 1).value: row for row in range(1, ws.max_row + 1)}
    checked = 0
    for r in result.platforms:
        lines = bill_lines(plan, r)
        for line in lines:
            if line.group not in (LineGroup.COMPUTE, LineGroup.ADJUSTMENTS, LineGroup.TAX):
                continue
            hardware = line.code in (LineCode.DEPRECIATION, LineCode.PURCHASE)
            label = t("tco.hardware") if hardware else line_label(line, t.language)
            assert close(ws.cell(rows[label], 3 + r.index).value, line.amount), label
            checked += 1
        if lines:
            total = ws.cell(rows[t("tco.total")], 3 + r.index).value
            assert close(total, math.fsum(line.amount for line in lines))
    assert checked >= 14


@pytest.mark.slow  # LibreOffice recalculation (one soffice call for all)
def test_seed_example_a_numbers(books: dict) -> None:
    """Seed example A: A 8 GPUs × 18 h × 20 = 2,880; C 8 × 9 h × 40 = 2,880;
    B compute 8 × 60 h × 12 = 5,760 and egress 1,500 GB × 0.5 = 750."""
    for key in ("seed", "seed_zh"):
        wb = _open(books, key)
        assert close(named(wb, "p1_total"), 2880.0)
        assert close(named(wb, "p3_total"), 2880.0)
        assert close(named(wb, "p2_compute"), 5760.0)
        assert close(named(wb, "p2_fee1_cost"), 750.0)
        # Per billion tokens: 2,880 / (1e9 tokens / 1e9) = 2,880.
        assert close(named(wb, "p1_per_billion"), 2880.0)


@pytest.mark.slow  # LibreOffice recalculation (one soffice call for all)
def test_every_pricing_mode_by_hand(books: dict) -> None:
    wb, plan = _open(books, "every"), books["plans"]["every"]
    # On-demand: 24.12 h held → 25 whole hours (above the 24 h minimum) × 8 GPUs × 21.5.
    assert close(named(wb, wb_name(plan, ON_DEMAND, "compute")), 8 * 25 * 21.5)
    # Egress 1,500 GB × 0.5; labor fixed 3,000.
    assert close(named(wb, wb_name(plan, ON_DEMAND, "fee2_cost")), 750.0)
    assert close(named(wb, wb_name(plan, ON_DEMAND, "fee3_cost")), 3000.0)
    # Reserved: 2 GPUs × max(2-month minimum, 1 started month) × 9,000; file storage 1 month.
    assert close(named(wb, wb_name(plan, RESERVED, "compute")), 2 * 2 * 9000)
    assert close(named(wb, wb_name(plan, RESERVED, "fee1_cost")), 1400.0)
    # Lease, deposit kept: 1 machine × (1 month × (60,000 + 2,500) + 50,000).
    assert close(named(wb, wb_name(plan, LEASE_KEPT, "compute")), 1 * (1 * (60000 + 2500) + 50000))
    # Lease, refunded: 12 GPUs → 2 machines × 3-month minimum × 55,000, plus 2 × 20,000 of
    # residual and 2 × 90,000 of buy-out (exercised) = 330,000 + 40,000 + 180,000.
    assert close(named(wb, wb_name(plan, LEASE_REFUNDED, "compute")), 550000)
    # Spot without checkpoints loses time: a positive interruption cost.
    assert named(wb, wb_name(plan, SPOT_NO_CHECKPOINTS, "interruption")) > 0


@pytest.mark.slow  # LibreOffice recalculation (one soffice call for all)
def test_every_formula_cached_value_equals_recalculated(books: dict) -> None:
    """A viewer that never recalculates shows what Excel/LibreOffice would compute."""
    keys = ("every", "seed_zh", "trial", "trial_zh", "fleet", "finance", "finance_zh", "baseline")
    for key in keys:
        formulas = openpyxl.load_workbook(books["paths"][key])
        cached = openpyxl.load_workbook(books["paths"][key], data_only=True)
        fresh = _open(books, key)
        count = 0
        for ws in formulas.worksheets:
            for row in ws.iter_rows():
                for cell in row:
                    if cell.data_type != "f":
                        continue
                    count += 1
                    before = cached[ws.title][cell.coordinate].value
                    after = fresh[ws.title][cell.coordinate].value
                    if ws.title == "Fleet" and not isinstance(before, int | float):
                        assert after == before, (ws.title, cell.coordinate, before, after)
                        continue  # the Fleet sheet also has text formulas ("none", months)
                    assert isinstance(before, int | float), (ws.title, cell.coordinate)
                    assert math.isclose(before, after, rel_tol=1e-9, abs_tol=1e-9), (
                        ws.title,
                        cell.coordinate,
                        cell.value,
                        before,
                        after,
                    )
        assert count > 50


@pytest.mark.slow  # LibreOffice recalculation (one soffice call for all)
@pytest.mark.parametrize("key", ["every", "trial", "finance"])
def test_sweep_totals_equal_evaluate(books: dict, key: str) -> None:
    plan = books["plans"][key]
    result = evaluate(plan)
    ws = _open(books, key)[Labels("en").sheet("sweep")]
    rows = [r for r in range(4, ws.max_row + 1) if isinstance(ws.cell(r, 1).value, int | float)]
    assert len(rows) > 64
    filled = 0
    for row in rows:
        n = int(ws.cell(row, 1).value)
        for r in result.platforms:
            got = ws.cell(row, 2 + r.index).value
            if r.feasible[n - 1]:
                assert close(got, float(r.total_cost[n - 1])), (r.name, n, got)
                filled += 1
            else:
                assert got is None, (r.name, n, got)  # blank, not zero
    # (feasible only where the data-parallel ranks share the 384 sequences whole)
    assert filled > 90


@pytest.mark.slow  # LibreOffice recalculation (one soffice call for all)
def test_repriced_workbook_moves_as_evaluate(books: dict) -> None:
    """Prices changed in Assumptions with openpyxl: LibreOffice's totals equal evaluate of
    the re-priced plan at the same GPU counts."""
    plan = books["plans"]["every"]
    before = evaluate(plan)
    after = evaluate(repriced_plan(plan))
    wb = _open(books, "repriced")
    for r_before, r_after in zip(before.platforms, after.platforms, strict=True):
        if r_before.chosen is None:
            continue
        pt = r_after.point(r_before.chosen)
        prefix = platform_prefix(r_before.index)
        assert close(named(wb, f"{prefix}_total"), pt.total_cost), r_before.name
        assert close(named(wb, f"{prefix}_per_billion"), pt.cost_per_billion_tokens)
    # By hand: on-demand 8 × 25 h × 30 = 6,000; egress 1,500 GB × 0.9 = 1,350.
    assert close(named(wb, wb_name(plan, ON_DEMAND, "compute")), 6000.0)
    assert close(named(wb, wb_name(plan, ON_DEMAND, "fee2_cost")), 1350.0)
    # Lease with the deposit refunded: 1 machine × 1 month × (60,000 + 3,000), and the
    # buy-out now exercised: + 1 × 70,000.
    assert close(named(wb, wb_name(plan, LEASE_KEPT, "compute")), 63000.0 + 70000.0)
    # Residual raised to 25,000: 2 × 3 × 55,000 + 2 × 25,000 + 2 × 90,000 (buy-out).
    assert close(named(wb, wb_name(plan, LEASE_REFUNDED, "compute")), 330000.0 + 50000.0 + 180000.0)
    # Totals really moved.
    reserved = result_named(before, RESERVED).chosen_point.total_cost
    assert named(wb, wb_name(plan, RESERVED, "total")) > reserved


@pytest.mark.slow  # LibreOffice recalculation (one soffice call for all)
def test_repriced_adjustments_and_taxes_move_as_evaluate(books: dict) -> None:
    """Discount, negotiated price, markup, a tax rate and the recoverable switch changed in
    the workbook: LibreOffice's totals equal evaluate of the changed plan."""
    plan = books["plans"]["finance"]
    before = evaluate(plan)
    after = evaluate(finance_repriced(plan))
    wb = _open(books, "finance_repriced")
    for r_before, r_after in zip(before.platforms, after.platforms, strict=True):
        if r_before.chosen is None:
            continue
        pt = r_after.point(r_before.chosen)
        assert close(named(wb, f"{platform_prefix(r_before.index)}_total"), pt.total_cost)
    # By hand: on-demand 8 × 25 h × 21.5 = 4,300 list, 25 % off → −1,075.
    assert close(named(wb, wb_name(plan, ON_DEMAND, "discount")), -1075.0)
    on_demand = result_named(before, ON_DEMAND).chosen_point.total_cost
    assert named(wb, wb_name(plan, ON_DEMAND, "total")) < on_demand


@pytest.mark.slow  # LibreOffice recalculation (one soffice call for all)
@pytest.mark.parametrize("key", ["baseline", "finance", "finance_zh"])
def test_baseline_rows_recalculate_to_the_core(books: dict, key: str) -> None:
    """Multiple, gap and the gap per category: formulas over the TCO cells that LibreOffice
    evaluates to core/baseline.py's figures, the categories adding up to the gap."""
    plan = books["plans"][key]
    comparison = compare(plan, evaluate(plan))
    t = Labels("zh_CN" if key.endswith("_zh") else "en")
    ws = _open(books, key)[t.sheet("tco")]
    rows = {ws.cell(row, 1).value: row for row in range(1, ws.max_row + 1)}
    categories = [
        r
        for label, r in rows.items()
        if label and label.startswith(t("tco.vs_category", category=""))
    ]
    assert categories
    for gap in comparison.rows:
        col = 3 + gap.index
        assert close(ws.cell(rows[t("tco.vs_multiple")], col).value, gap.multiple)
        assert close(ws.cell(rows[t("tco.vs_gap")], col).value, gap.gap)
        split = math.fsum(ws.cell(r, col).value or 0.0 for r in categories)
        assert split == pytest.approx(gap.gap, abs=1e-6)
    if key == "baseline":  # the case: 1.00 / 1.18 / 1.09
        got = [round(ws.cell(rows[t("tco.vs_multiple")], 3 + i).value, 2) for i in range(3)]
        assert got == [1.00, 1.18, 1.09]


def _assert_hostile_text(wb: openpyxl.Workbook) -> None:
    seen = dict.fromkeys(HOSTILE, 0)
    for ws in wb.worksheets:
        for row in ws.iter_rows():
            for cell in row:
                if cell.value in seen:
                    assert cell.data_type == "s", (ws.title, cell.coordinate, cell.value)
                    seen[cell.value] += 1
                if cell.data_type == "f":
                    assert "HYPERLINK" not in cell.value and "cmd" not in cell.value
    assert all(seen.values()), seen  # every hostile string was written, as text


def test_hostile_names_stay_text(exported: dict) -> None:
    _assert_hostile_text(openpyxl.load_workbook(exported["paths"]["hostile"]))


@pytest.mark.slow  # LibreOffice recalculation (one soffice call for all)
def test_hostile_names_stay_text_after_recalculation(books: dict) -> None:
    _assert_hostile_text(_open(books, "hostile"))


def test_chinese_sheets_and_labels(exported: dict) -> None:
    wb = openpyxl.load_workbook(exported["paths"]["seed_zh"])
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
    tco = wb["总拥有成本"]
    labels = [tco.cell(r, 1).value for r in range(1, tco.max_row + 1)]
    assert "训练达标成本" in labels and "每 10 亿 token 成本" in labels
    assert tco.cell(2, 3).value == "按量付费" and tco.cell(2, 4).value == "竞价实例"


@pytest.mark.slow  # LibreOffice recalculation (one soffice call for all)
def test_trial_phase_by_hand(books: dict) -> None:
    """Typed price: 2 GPUs × 8 h × 3.5 = 56 on every total. Priced as the on-demand platform
    (24 h minimum, whole hours): 2 × max(24, 8) h × 21.5 = 1,032."""
    for key, cost in (("trial", 56.0), ("trial_zh", 1032.0)):
        wb = _open(books, key)
        assert close(named(wb, "trial_cost"), cost)
        result = evaluate(books["plans"][key])
        for r in result.platforms:
            if r.chosen is not None:
                assert close(named(wb, f"{platform_prefix(r.index)}_trial"), cost), r.name
    # The typed-price trial saves 0.5 of the on-demand platform's 0.75 setup hours:
    # clean hours held = clean training + 0.25 h.
    plan = books["plans"]["trial"]
    on_demand = result_named(evaluate(plan), ON_DEMAND).chosen_point
    wb = _open(books, "trial")
    assert close(named(wb, wb_name(plan, ON_DEMAND, "hours_clean")), on_demand.train_hours + 0.25)


def _stress_rows(ws, labels: Labels) -> dict[str, int]:
    """Platform → its row in the Summary's stress table (title, note, group and column
    headers, then one row per feasible platform)."""
    title = next(
        r for r in range(1, ws.max_row + 1) if ws.cell(r, 1).value == labels("risk.stress_title")
    )
    rows, row = {}, title + 4
    while ws.cell(row, 2).value:
        rows[ws.cell(row, 2).value] = row
        row += 1
    return rows


# Stress table columns (1-based): C N; D, E +30 % total and days; F, G, H rerun hours lost,
# total, days; I, J, K reclaimed hours lost, total, days.
LONGER, RERUN, RECLAIM = 4, 6, 9


@pytest.mark.slow  # LibreOffice recalculation (one soffice call for all)
@pytest.mark.parametrize("key", ["every", "trial_zh", "finance", "finance_zh"])
def test_stress_cases_equal_the_core(books: dict, key: str) -> None:
    """After recalculation the Summary's stress table equals result.stress in every pricing
    mode (hourly, monthly, lease, both self-built charges); the two events are formulas
    (TCO total + (lost + restart) × hourly rate), so this checks them."""
    plan = books["plans"][key]
    labels = Labels("zh_CN" if key.endswith("_zh") else "en")
    result = evaluate(plan)
    ws = _open(books, key)[labels.sheet("summary")]
    rows = _stress_rows(ws, labels)
    feasible = [r for r in result.platforms if r.stress is not None]
    assert len(rows) == len(feasible)
    # every pricing mode is there: hourly, monthly, lease, both self-built charges
    assert {ON_DEMAND, SPOT, RESERVED, LEASE_KEPT, OWNED_DEPRECIATED} <= set(rows)
    for r in feasible:
        row, s = rows[r.name], r.stress
        assert ws.cell(row, 3).value == s.gpus
        got = [ws.cell(row, col).value for col in range(LONGER, LONGER + 8)]
        want = [s.longer.total_cost, s.longer.delivery_days]
        for case in (s.rerun_from_checkpoint, s.reclaim_without_checkpoint):
            want += [case.lost_hours, case.total_cost, case.delivery_days]
        for g, w in zip(got, want, strict=True):
            assert close(g, w), (r.name, got, want)


@pytest.mark.slow  # LibreOffice recalculation (one soffice call for all)
def test_repriced_stress_events_follow_the_prices(books: dict) -> None:
    """Re-priced in the workbook: the rerun/reclaim totals equal the core's stress cases of
    the re-priced plan (fixed-N platforms: on-demand, spot, self-built)."""
    plan = repriced_plan(books["plans"]["every"])
    result = evaluate(plan)
    ws = _open(books, "repriced")[Labels("en").sheet("summary")]
    rows = _stress_rows(ws, Labels("en"))
    for name in (ON_DEMAND, SPOT, OWNED_DEPRECIATED):
        index = index_of(plan, name)
        s = stress_cases(plan.platforms[index], result.platforms[index])
        row = rows[name]
        assert close(ws.cell(row, RERUN + 1).value, s.rerun_from_checkpoint.total_cost)
        assert close(ws.cell(row, RECLAIM + 1).value, s.reclaim_without_checkpoint.total_cost)
    # By hand, on-demand re-priced to 30/GPU-h: total + (hours lost + restart) × 8 × 30.
    row = rows[ON_DEMAND]
    lost, restart = ws.cell(row, RECLAIM).value, platform_named(plan, ON_DEMAND).restart_hours
    total = named(_open(books, "repriced"), wb_name(plan, ON_DEMAND, "total"))
    assert close(ws.cell(row, RECLAIM + 1).value, total + (lost + restart) * 8 * 30.0)


@pytest.mark.slow  # LibreOffice recalculation (one soffice call for all)
def test_chinese_workbook_words_the_newer_notices(books: dict) -> None:
    """Calibration, budget-fix and other-platform notices in the Chinese Summary come from
    the shared catalog (io/messages), in Chinese, with their numbers."""
    plan = books["plans"]["trial_zh"]
    result = evaluate(plan)
    ws = _open(books, "trial_zh")["摘要"]
    texts = {ws.cell(r, 1).value for r in range(1, ws.max_row + 1)}
    codes = {n.code.value for n in result.notices}
    assert {"calibration_mfu_low", "fix_bigger_budget", "fix_other_platform"} <= codes
    for notice in result.notices:
        line = "• " + describe_notice(notice, "zh_CN", currency=plan.currency)
        assert line in texts, line
        assert notice.code.value not in line  # not the untranslated fallback
    assert any("MFU 只有 4.4%" in str(t) for t in texts)
