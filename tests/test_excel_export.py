"""The Excel export recalculates (LibreOffice) to exactly what ``evaluate`` says.

Every workbook these tests need goes through ONE soffice call (≈2–4 s): the seed example in
English and Chinese, the every-pricing-mode plan, a copy re-priced with openpyxl, and a plan
with hostile names. Without soffice the recalculation tests skip, unless
GPUPLANNER_REQUIRE_SOFFICE=1 (CI) makes them fail.
"""

from __future__ import annotations

import math

import openpyxl
import pytest
from excel_plans import every_mode_plan, named, seed_plan
from recalc import convert

from gpuplanner.core import evaluate
from gpuplanner.core.plan import Plan
from gpuplanner.io.excel.context import platform_prefix
from gpuplanner.io.excel.labels import Labels
from gpuplanner.io.excel_export import export_workbook

REL = 1e-4  # the 0.01 %

HOSTILE = (
    '=HYPERLINK("http://evil.example","click me")',
    "+SUM(1,2)",
    "@cmd",
    "-2+3",
    "=cmd|' /C calc'!A0",
    "=NOW()",
)

# Re-pricing done in the workbook with openpyxl: defined name → new value.
REPRICE = {
    "p1_price_per_gpu_hour": 30.0,  # on-demand, 24 h minimum, whole-hour billing
    "p1_fee2_rate": 0.9,  # egress per GB
    "p2_price_per_gpu_hour": 9.1,  # spot with interruptions and a 5 % support fee
    "p4_price_per_gpu_month": 9500.0,  # reserved
    "p5_addons_per_machine_month": 3000.0,  # lease …
    "p5_deposit_refundable": True,  # … whose deposit is now refunded
    "p7_electricity_per_kwh": 1.2,  # self-built, depreciation
}


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
    platforms = list(plan.platforms)
    for name, value in REPRICE.items():
        prefix, field = name.split("_", 1)
        i = int(prefix[1:]) - 1
        p = platforms[i]
        if field.startswith("fee"):
            j = int(field[3 : field.index("_")]) - 1
            fees = list(p.fees)
            fees[j] = fees[j].model_copy(update={"rate": value})
            platforms[i] = p.model_copy(update={"fees": tuple(fees)})
        else:
            pricing = p.pricing.model_copy(update={field: value})
            platforms[i] = p.model_copy(update={"pricing": pricing})
    return plan.model_copy(update={"platforms": tuple(platforms)})


def set_named(wb: openpyxl.Workbook, name: str, value: object) -> None:
    (sheet, coord), *_ = wb.defined_names[name].destinations
    wb[sheet][coord.replace("$", "")].value = value


def close(actual: object, expected: float) -> bool:
    return isinstance(actual, int | float) and math.isclose(
        actual, expected, rel_tol=REL, abs_tol=1e-6
    )


@pytest.fixture(scope="module")
def exported(tmp_path_factory: pytest.TempPathFactory) -> dict:
    """The workbooks as exported, plus a copy re-priced with openpyxl (no soffice needed)."""
    out = tmp_path_factory.mktemp("excel")
    plans = {
        "seed": (seed_plan(), "en"),
        "seed_zh": (seed_plan(), "zh_CN"),
        "every": (every_mode_plan(), "en"),
        "hostile": (hostile_plan(), "en"),
    }
    books: dict = {"plans": {k: p for k, (p, _) in plans.items()}, "paths": {}, "out": out}
    for key, (plan, language) in plans.items():
        path = out / f"{key}.xlsx"
        export_workbook(plan, evaluate(plan), path, language=language)
        books["paths"][key] = path
    wb = openpyxl.load_workbook(books["paths"]["every"])
    for name, value in REPRICE.items():
        set_named(wb, name, value)
    wb.save(out / "repriced.xlsx")
    books["paths"]["repriced"] = out / "repriced.xlsx"
    return books


@pytest.fixture(scope="module")
def books(exported: dict) -> dict:
    """All the workbooks recalculated by LibreOffice in one soffice call."""
    keys = list(exported["paths"])
    recalculated = convert([exported["paths"][k] for k in keys], exported["out"] / "recalc")
    return {**exported, "recalc": dict(zip(keys, recalculated, strict=True))}


def _open(books: dict, key: str) -> openpyxl.Workbook:
    return openpyxl.load_workbook(books["recalc"][key], data_only=True)


@pytest.mark.parametrize("key", ["seed", "seed_zh", "every"])
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
        }
        expected |= {f"fee{j}_cost": c for j, c in enumerate(pt.fee_costs, start=1)}
        for suffix, value in expected.items():
            got = named(wb, f"{prefix}_{suffix}")
            assert close(got, value), (r.name, suffix, got, value)
            checked += 1
    assert checked >= 3 * 6


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
            label = t("tco.fee_kind", kind=t(f"kind.{fee.kind.value}"))
            assert close(ws.cell(rows[label], 3 + r.index).value, cost)


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


def test_every_pricing_mode_by_hand(books: dict) -> None:
    wb = _open(books, "every")
    # On-demand: 24.12 h held → 25 whole hours (above the 24 h minimum) × 8 GPUs × 21.5.
    assert close(named(wb, "p1_compute"), 8 * 25 * 21.5)
    # Egress 1,500 GB × 0.5; labor fixed 3,000.
    assert close(named(wb, "p1_fee2_cost"), 750.0)
    assert close(named(wb, "p1_fee3_cost"), 3000.0)
    # Reserved: 2 GPUs × max(2-month minimum, 1 started month) × 9,000; file storage 1 month.
    assert close(named(wb, "p4_compute"), 2 * 2 * 9000)
    assert close(named(wb, "p4_fee1_cost"), 1400.0)
    # Lease, deposit kept: 1 machine × (1 month × (60,000 + 2,500) + 50,000).
    assert close(named(wb, "p5_compute"), 1 * (1 * (60000 + 2500) + 50000))
    # Lease, refunded: 12 GPUs → 2 machines × 3-month minimum × 55,000.
    assert close(named(wb, "p6_compute"), 2 * 3 * 55000)
    # Spot without checkpoints loses time: a positive interruption cost.
    assert named(wb, "p3_interruption") > 0


def test_every_formula_cached_value_equals_recalculated(books: dict) -> None:
    """A viewer that never recalculates shows what Excel/LibreOffice would compute."""
    for key in ("every", "seed_zh"):
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
                    assert isinstance(before, int | float), (ws.title, cell.coordinate)
                    assert math.isclose(before, after, rel_tol=1e-9, abs_tol=1e-9), (
                        ws.title,
                        cell.coordinate,
                        cell.value,
                        before,
                        after,
                    )
        assert count > 50


def test_sweep_totals_equal_evaluate(books: dict) -> None:
    plan = books["plans"]["every"]
    result = evaluate(plan)
    ws = _open(books, "every")[Labels("en").sheet("sweep")]
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
    assert filled > 300


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
    assert close(named(wb, "p1_compute"), 6000.0)
    assert close(named(wb, "p1_fee2_cost"), 1350.0)
    # Lease with the deposit refunded: 1 machine × 1 month × (60,000 + 3,000).
    assert close(named(wb, "p5_compute"), 63000.0)
    # Totals really moved.
    assert named(wb, "p4_total") > before.platforms[3].chosen_point.total_cost


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


def test_hostile_names_stay_text_after_recalculation(books: dict) -> None:
    _assert_hostile_text(_open(books, "hostile"))


def test_chinese_sheets_and_labels(exported: dict) -> None:
    wb = openpyxl.load_workbook(exported["paths"]["seed_zh"])
    assert wb.sheetnames == ["摘要", "假设", "总拥有成本", "费用项", "扫描", "显存"]
    tco = wb["总拥有成本"]
    labels = [tco.cell(r, 1).value for r in range(1, tco.max_row + 1)]
    assert "训练达标成本" in labels and "每十亿 token 成本" in labels
    assert tco.cell(2, 3).value == "按量付费" and tco.cell(2, 4).value == "竞价实例"
