"""``.gpuplan`` files (DESIGN §5): exact round trips, clear refusals naming the field, and
the golden v1 fixture that every later version must keep loading."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import numpy as np
import pytest
from plans import fee, make_plan, platform

from gpuplanner import paths
from gpuplanner.core import evaluate
from gpuplanner.core.platform import (
    HourlyPricing,
    LeasePricing,
    ReservedPricing,
    ScalingPoint,
    SelfBuiltPricing,
)
from gpuplanner.io.plan_file import (
    PlanError,
    dumps_plan,
    load_plan,
    loads_plan,
    plan_schema,
    save_plan,
)

FIXTURES = Path(__file__).parents[1] / "fixtures"
GOLDEN_V1 = FIXTURES / "plan-v1.gpuplan"


def _rich_plan():
    """Every pricing mode, fees of several bases, dates, Chinese names and odd floats."""
    return make_plan(
        title="往返 round trip",
        workload={"method": "qlora", "tokens": 1.2345678901234567e9, "deadline_hours": 100.0},
        platforms=[
            platform(
                name="按量",
                prices_as_of=dt.date(2025, 6, 1),
                pricing=HourlyPricing(price_per_gpu_hour=0.1 + 0.2),
                fees=(fee(basis="per_gb_month", rate=0.1, quantity=7000),),
                scaling_points=(ScalingPoint(gpus=8, efficiency=2 / 3),),
            ),
            platform(name="包月", pricing=ReservedPricing(price_per_gpu_month=5000.0)),
            platform(
                name="lease",
                pricing=LeasePricing(price_per_machine_month=4e4, deposit_refundable=False),
            ),
            platform(
                name="自建",
                pricing=SelfBuiltPricing(capex_per_gpu=6e4, charge_whole_purchase=True),
                fees=(fee(basis="percent_of_compute", rate=3.0),),
            ),
        ],
    )


def _assert_same_results(a, b) -> None:
    for x, y in zip(a.platforms, b.platforms, strict=True):
        assert x.chosen == y.chosen
        for name in ("total_cost", "hours", "compute_cost", "fees_cost", "efficiency"):
            np.testing.assert_array_equal(getattr(x, name), getattr(y, name))


@pytest.mark.parametrize("build", [_rich_plan, lambda: load_plan(paths.example_plan())])
def test_round_trip_is_exact(tmp_path: Path, build) -> None:
    plan = build()
    path = tmp_path / "plan.gpuplan"
    save_plan(plan, path)
    loaded = load_plan(path)
    assert loaded == plan
    assert dumps_plan(loaded) == path.read_text(encoding="utf-8")
    _assert_same_results(evaluate(loaded), evaluate(plan))
    # the save is atomic: no temporary file is left beside the plan
    assert [p.name for p in tmp_path.iterdir()] == ["plan.gpuplan"]


def test_file_is_utf8_json_with_format_and_version(tmp_path: Path) -> None:
    path = tmp_path / "plan.gpuplan"
    save_plan(_rich_plan(), path)
    data = json.loads(path.read_bytes().decode("utf-8"))
    assert data["format"] == "gpuplanner-plan"
    assert data["format_version"] == 3  # format 3 states the VAT basis (_from_format_2)
    assert data["platforms"][0]["name"] == "按量"  # stored as text, not \u escapes
    assert "按量" in path.read_text(encoding="utf-8")


def test_golden_v1_fixture_loads_and_evaluates() -> None:
    """A plan written by format 1 (tests/fixtures/plan-v1.gpuplan) loads in every version."""
    plan = load_plan(GOLDEN_V1)
    assert plan.title == "Golden v1 plan: 7B LoRA on 1e9 tokens, 黄金样例"
    assert [p.name for p in plan.platforms] == ["按量 on-demand", "包月 reserved"]
    assert plan.platforms[0].prices_as_of == dt.date(2025, 6, 1)
    result = evaluate(plan)
    on_demand = result.platform("按量 on-demand").chosen_point
    # LoRA 4 · 7e9 · 1e9 = 2.8e19 at 250 × 0.4 TFLOPS = 280,000 s = 77.778 h on 1 GPU
    # → 4,667 started minutes × 10 / 60 = 777.83; storage 0.1 × 730 GB × 77.778/730 = 7.78;
    # egress 0.5 × 100 = 50 → 835.61
    assert on_demand.hours == pytest.approx(280_000 / 3600)
    assert on_demand.compute_cost == pytest.approx(4667 * 10 / 60)
    assert on_demand.fee_costs == pytest.approx((7.7777778, 50.0))
    assert on_demand.total_cost == pytest.approx(4667 / 6 + 7.7777778 + 50, rel=1e-9)
    # reserved: 1 GPU meets the 240 h deadline; 1 started month × 5,000
    reserved = result.platform("包月 reserved").chosen_point
    assert reserved.gpus == 1
    assert reserved.total_cost == pytest.approx(5000.0)


def _golden() -> dict:
    return json.loads(GOLDEN_V1.read_text(encoding="utf-8"))


def _error(data) -> PlanError:
    text = data if isinstance(data, str) else json.dumps(data)
    with pytest.raises(PlanError) as info:
        loads_plan(text)
    return info.value


def test_newer_format_version_is_refused_by_name() -> None:
    data = _golden()
    data["format_version"] = 4  # this version reads up to 3
    err = _error(data)
    assert err.field == "format_version"
    assert "newer" in str(err)
    assert str(err).startswith("format_version: ")


@pytest.mark.parametrize("version", ["1", True, 1.5, None, 0])
def test_bad_format_version(version) -> None:
    data = _golden()
    data["format_version"] = version
    assert _error(data).field == "format_version"


def test_wrong_format_is_refused() -> None:
    data = _golden()
    data["format"] = "something-else"
    err = _error(data)
    assert err.field == "format"
    assert "not a gpuplanner plan" in err.problem
    assert _error([1, 2]).problem.startswith("the file does not hold a plan")


def test_unknown_key_is_named() -> None:
    data = _golden()
    data["platforms"][0]["pricing"]["pirce"] = 3
    err = _error(data)
    assert err.field == "platforms[0].pricing.pirce"
    assert "unknown key" in err.problem


@pytest.mark.parametrize("literal", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity_literals_are_refused(literal: str) -> None:
    text = GOLDEN_V1.read_text(encoding="utf-8").replace('"mfu": 0.4', f'"mfu": {literal}', 1)
    err = _error(text)
    assert err.field == "platforms[0].mfu"
    assert err.problem == f"{literal} is not a number a plan can hold"


def test_overflowing_number_is_refused_with_its_field() -> None:
    # 1e999 parses to inf in Python's json; the model refuses it by path
    text = GOLDEN_V1.read_text(encoding="utf-8").replace(
        '"tokens": 1000000000.0', '"tokens": 1e999'
    )
    err = _error(text)
    assert err.field == "workload.tokens"
    assert err.code == "finite_number"
    assert err.problem == "must be a number (got Infinity)"


def test_negative_price_names_the_field_path() -> None:
    data = _golden()
    data["platforms"][0]["pricing"]["price_per_gpu_hour"] = -1
    err = _error(data)
    assert err.field == "platforms[0].pricing.price_per_gpu_hour"
    assert (err.code, err.params) == ("greater_than_equal", {"ge": 0.0})
    assert "must be at least 0" in err.problem
    assert "(got -1)" in err.problem


@pytest.mark.parametrize("mfu", [0, -0.1, 1.01, 40])
def test_utilization_outside_zero_one(mfu: float) -> None:
    data = _golden()
    data["platforms"][1]["mfu"] = mfu
    assert _error(data).field == "platforms[1].mfu"


def test_unknown_enum_value() -> None:
    data = _golden()
    data["workload"]["method"] = "sft"
    err = _error(data)
    assert err.field == "workload.method"
    assert "'lora'" in err.problem


def test_unknown_pricing_mode() -> None:
    data = _golden()
    data["platforms"][0]["pricing"]["mode"] = "barter"
    err = _error(data)
    assert err.field == "platforms[0].pricing.mode"  # the key that holds it
    assert err.problem == (
        "must be one of 'on_demand', 'spot', 'reserved', 'lease', 'self_built', 'committed' "
        '(got "barter")'
    )


def test_missing_key() -> None:
    data = _golden()
    del data["workload"]["tokens"]
    err = _error(data)
    assert err.field == "workload.tokens"
    assert err.problem == "required but missing"


def test_an_empty_platform_list_loads_but_a_missing_one_is_refused(tmp_path) -> None:
    data = _golden()
    data["platforms"] = []  # a new plan not yet given platforms (File → New)
    data.pop("trial", None)
    path = tmp_path / "new.gpuplan"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert load_plan(path).platforms == ()
    del data["platforms"]
    assert _error(data).field == "platforms"


def test_invalid_json_says_where() -> None:
    err = _error('{"format": "gpuplanner-plan",\n  "format_version": 1,,}')
    assert "not valid JSON" in err.problem
    assert "line 2" in err.problem


def test_empty_file(tmp_path: Path) -> None:
    for content in (b"", b"  \n\t"):
        path = tmp_path / "empty.gpuplan"
        path.write_bytes(content)
        with pytest.raises(PlanError, match="the file is empty") as info:
            load_plan(path)
        assert str(path) in str(info.value)


def test_non_utf8_file(tmp_path: Path) -> None:
    path = tmp_path / "gbk.gpuplan"
    path.write_bytes(GOLDEN_V1.read_text(encoding="utf-8").encode("gbk"))
    with pytest.raises(PlanError, match="not UTF-8 text"):
        load_plan(path)


def test_utf8_bom_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "bom.gpuplan"
    path.write_bytes(b"\xef\xbb\xbf" + GOLDEN_V1.read_bytes())
    assert load_plan(path) == load_plan(GOLDEN_V1)


def test_missing_file_and_folder(tmp_path: Path) -> None:
    with pytest.raises(PlanError, match="does not exist"):
        load_plan(tmp_path / "nope.gpuplan")
    with pytest.raises(PlanError, match="folder"):
        load_plan(tmp_path)


def test_save_replaces_an_existing_file(tmp_path: Path) -> None:
    path = tmp_path / "plan.gpuplan"
    path.write_text("old", encoding="utf-8")
    save_plan(load_plan(GOLDEN_V1), path)
    assert load_plan(path) == load_plan(GOLDEN_V1)


def test_schema_describes_the_plan() -> None:
    schema = plan_schema()
    json.dumps(schema)  # serializable
    assert {"format", "format_version", "workload", "platforms"} <= set(schema["properties"])
    assert "workload" in schema["required"] and "platforms" in schema["required"]


def test_a_migration_chain_runs_through_the_loader(monkeypatch) -> None:
    """Stub migrations 1 → 2 → 3 (format 1 is the only real one so far): the kept v1 fixture
    goes through each step once, in order, and loads as the current plan."""
    from gpuplanner.io import plan_file

    steps: list[int] = []

    def one_to_two(data: dict) -> dict:
        steps.append(1)
        assert data["format_version"] == 1
        return {**data, "title": data["title"] + " (v2)"}

    def two_to_three(data: dict) -> dict:
        steps.append(2)
        assert data["title"].endswith(" (v2)")  # sees step 1's output
        return {**data, "notes": "migrated"}

    monkeypatch.setattr(plan_file, "PLAN_FORMAT_VERSION", 3)
    monkeypatch.setattr(plan_file, "MIGRATIONS", {1: one_to_two, 2: two_to_three})
    plan = load_plan(GOLDEN_V1)
    assert steps == [1, 2]
    assert plan.title == "Golden v1 plan: 7B LoRA on 1e9 tokens, 黄金样例 (v2)"
    assert plan.notes == "migrated"
    assert [p.name for p in plan.platforms] == ["按量 on-demand", "包月 reserved"]


def test_a_missing_migration_is_a_clean_refusal(monkeypatch) -> None:
    from gpuplanner.io import plan_file

    monkeypatch.setattr(plan_file, "PLAN_FORMAT_VERSION", 2)
    monkeypatch.setattr(plan_file, "MIGRATIONS", {})
    with pytest.raises(PlanError) as err:
        load_plan(GOLDEN_V1)
    assert err.value.field == "format_version"
    assert "no migration from format 1" in str(err.value)


def test_a_format_1_file_opens_and_saves_as_the_current_format(tmp_path: Path) -> None:
    """The kept v1 fixture goes through the real 1 → 2 → 3 steps: every key format 2 added
    takes the default that means what the v1 file meant (hours per month 730, no discount, no
    tax, the layout as typed), format 3 states its prices exclude VAT, and saving writes
    format 3 with the same plan."""
    from gpuplanner.io import plan_file

    assert set(plan_file.MIGRATIONS) == {1, 2}
    plan = load_plan(GOLDEN_V1)
    assert plan.format_version == 3
    assert not any(p.prices_include_vat for p in plan.platforms)
    assert plan.settings.hours_per_month == 730.0
    assert plan.tax is None or not plan.tax.enabled
    assert plan.workload.auto_layout == ()
    out = tmp_path / "again.gpuplan"
    save_plan(plan, out)
    assert json.loads(out.read_text(encoding="utf-8"))["format_version"] == 3
    assert load_plan(out) == plan
