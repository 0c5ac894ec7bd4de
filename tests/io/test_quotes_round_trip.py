"""Export a plan's platforms to the quote template and import them back: the same platforms,
field for field (model equality), for every bundled example and the v1 fixture, in .xlsx and
.csv, with English and Chinese headers; and every platform field a plan can hold travels."""

from __future__ import annotations

import csv
import datetime as dt
import io
from pathlib import Path

import openpyxl
import pytest

from gpuplanner.core.energy_models import EnergySettings
from gpuplanner.core.financing import Financing, FinancingKind
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import (
    GpuSpec,
    HourlyPricing,
    LeasePricing,
    Platform,
    ScalingPoint,
    SelfBuiltPricing,
)
from gpuplanner.core.qualification import Check, Measurement, Qualification
from gpuplanner.core.storage import StorageKind, StorageSpec
from gpuplanner.core.uncertainty_models import Calibration, Ranges, Spread
from gpuplanner.core.workload import TrainingStack
from gpuplanner.io.plan_file import load_plan
from gpuplanner.io.quotes import import_quotes, read_quotes, write_template
from gpuplanner.io.quotes.columns import COLUMNS, normalize_header
from gpuplanner.paths import examples_dir

FIXTURE = Path(__file__).parents[1] / "fixtures" / "plan-v1.gpuplan"
PLANS = [*sorted(p.name for p in examples_dir().glob("*.gpuplan")), "plan-v1 fixture"]
FORMS = [(".xlsx", "en"), (".xlsx", "zh_CN"), (".csv", "en"), (".csv", "zh_CN")]


def _load(name: str) -> Plan:
    return load_plan(FIXTURE if name == "plan-v1 fixture" else examples_dir() / name)


def _round_trip(plan: Plan, path: Path, lang: str) -> tuple[Platform, ...]:
    write_template(path, plan.platforms, plan.currency, lang)
    stripped = plan.model_copy(update={"platforms": ()})
    new, found, _ = import_quotes(stripped, path, lang=lang, keep_expired=True)
    assert not found.problems, [str(p) for p in found.problems]
    return new.platforms


def test_there_are_six_examples_and_the_fixture_has_its_own_gpu() -> None:
    # The parametrization below must cover every bundled example (6 on main) and the v1
    # fixture, whose GPU 'round-250' is a record of the plan's own, in no catalog.
    assert len(PLANS) == 7
    assert {p.gpu.id for p in _load("plan-v1 fixture").platforms} == {"round-250"}


@pytest.mark.parametrize("suffix,lang", FORMS)
@pytest.mark.parametrize("name", PLANS)
def test_every_plan_comes_back_identical(tmp_path: Path, name: str, suffix: str, lang: str):
    plan = _load(name)
    back = _round_trip(plan, tmp_path / f"t{suffix}", lang)
    assert back == plan.platforms  # pydantic equality: every field, nested ones included


def _everything() -> tuple[Platform, ...]:
    """Two platforms with every field away from its default, floats that need 17 digits."""
    third = 1 / 3  # 0.3333333333333333 (16 digits after the point: 16 significant)
    tiny = 0.1 + 0.2  # 0.30000000000000004: 17 significant digits, '%.16g' gives 0.3
    gpu = GpuSpec(
        id="lab-x1",
        name="Lab X1 (own record)",
        memory_gb=96.5,
        bf16_tflops=400 + tiny,
        fp16_tflops=400.0,
        fp8_tflops=800.0,
        tf32_tflops=200.0,
        fp32_tflops=60.0,
        tdp_w=650.0,
        matmul_ceiling_tflops=333.3,
        fp8_speedup=1.3,
        memory_bandwidth_gbps=2400.5,
    )
    hourly = Platform(
        name="Hourly, every field",
        notes="line one\nline two",
        vendor="Lab cloud",
        prices_as_of=dt.date(2026, 11, 1),
        prices_entered=True,
        quote_valid_until=dt.date(2026, 12, 1),
        prices_include_vat=True,
        quoted_currency="USD",
        quoted_rate=7.27,
        gpu=gpu,
        usable_memory_gb=90.0 + tiny,
        # 0.03 h: × 60 = 1.7999999999999998 min, ÷ 60 = 0.029999999999999995 ≠ 0.03, so
        # the template writes it in hours
        pricing=HourlyPricing(
            price_per_gpu_hour=12.0 + tiny,
            billing_increment_hours=0.03,
            minimum_hours=1.5,
            quoted_per_node=True,
        ),
        mfu=third,
        efficiency_from_work=True,
        virtualization_derate=0.05,
        stack=TrainingStack.TORCHTITAN,  # "torchtitan（FSDP2）" in Chinese: full-width brackets
        gpus_per_node=4,
        whole_nodes=True,
        bill_whole_nodes=True,
        intra_node_gbps=150.0 + tiny,
        inter_node_gbps=25.0,
        nics_per_node=2,
        overlap=0.7,
        scaling_points=(
            ScalingPoint(gpus=8, efficiency=0.6552540138988738),
            ScalingPoint(gpus=16, efficiency=third),
        ),
        fixed_gpus=16,
        max_gpus=64,
        setup_hours=1 / 6,  # 0.16666666666666666: 17 significant digits
        upload_mbps=1000.0,
        download_mbps=500.0,
        transfer_holds_gpus=True,
        queue_hours=0.9,  # ÷ 24 = 0.0375 days, × 24 = 0.8999999999999999: written in hours
        interruption_rate=5.4e-5,
        checkpointing=False,
        checkpoint_interval_hours=2.5,
        checkpoint_write_hours=0.2,
        restart_hours=0.25,
        energy=EnergySettings(
            gpu_power_w=550.0,
            server_overhead=1.3,
            pue=1.2,
            load_factor=0.9,
            idle_fraction=0.4,
            grid_kg_per_kwh=0.5306,
        ),
        ranges=Ranges(
            mfu=Spread(low=0.8, high=1.2),
            scaling=Spread(low=0.95, high=1.05),
            price=Spread(low=1.0, high=1.3),
            interruption_rate=Spread(low=0.25, high=4.0),
            setup_hours=Spread(low=third, high=3.0),
        ),
        calibration=Calibration(
            gpus=8, step_seconds=2.0 + tiny, tokens_per_step=4.0e6, note="20 steps"
        ),
        typed_pricing=("price_per_gpu_hour", "minimum_hours"),
        storage=StorageSpec(
            kind=StorageKind.PARALLEL_FS,
            read_mb_s=2500.5,
            small_file_read_mb_s=300.0 + tiny,
            write_mb_s=1200.0,
            packed_dataset=False,
            small_file_kb=128.0,
        ),
        measurement=Measurement(
            host="node-01.lab",
            measured_at=dt.datetime(
                2026, 11, 28, 14, 5, 30, tzinfo=dt.timezone(dt.timedelta(hours=8))
            ),
            file="results.json",
            fields=("mfu", "inter_node_gbps"),
            peak_memory_gb=71.5,
            predicted_memory_gb=70.0 + tiny,
            nccl_errors=("NCCL WARN Call to ibv_reg_mr failed", "- unhandled system error"),
        ),
        qualification=Qualification(
            quota_wait=Check(score=3, value=2.5, date=dt.date(2026, 11, 20), note="two days"),
            image_ready=Check(score=5),
            documentation=Check(score=4, note="good\nline two"),
            ticket_response=Check(score=2, value=6.0),
            nccl_errors=Check(score=4, value=1.0, date=dt.date(2026, 11, 28)),
            notes="checked on 8 GPUs",
        ),
    )
    owned = Platform(
        name="Owned, financed",
        gpu=gpu.model_copy(update={"id": ""}),
        pricing=SelfBuiltPricing(
            capex_per_gpu=250_000.0,
            lead_time_days=30.0,
            financing=Financing(
                kind=FinancingKind.FINANCE_LEASE,
                down_payment_fraction=0.1,
                annual_rate=0.055,
                term_months=24,
                in_advance=True,
                balloon_fraction=0.2,
            ),
        ),
        queue_hours=48.0,  # a self-built platform may also wait (its own column)
        calibration=Calibration(gpus=4, tokens_per_second=1.0e5),
    )
    return hourly, owned


@pytest.mark.parametrize("suffix,lang", FORMS)
def test_every_platform_field_travels(tmp_path: Path, suffix: str, lang: str) -> None:
    platforms = _everything()
    defaults = Platform(name="d", gpu=platforms[0].gpu, pricing=platforms[0].pricing)
    # The hourly platform differs from the defaults in every field but ``preset_id``, ``fees``
    # and ``adjustment`` (covered by the examples and test_quotes.py): so nothing is left out.
    same = {k for k in Platform.model_fields if getattr(platforms[0], k) == getattr(defaults, k)}
    assert same <= {"preset_id", "fees", "adjustment", "gpu", "pricing"}
    plan = _load("7b-pretrain-1t-tokens.gpuplan").model_copy(update={"platforms": platforms})
    assert _round_trip(plan, tmp_path / f"t{suffix}", lang) == platforms


def _cells(path: Path) -> dict[str, object]:
    """The first offer row of a written template, by column key."""
    if path.suffix == ".csv":
        rows = list(csv.reader(io.StringIO(path.read_text("utf-8-sig"))))
    else:
        wb = openpyxl.load_workbook(path, read_only=True)
        rows = [list(r) for r in wb.worksheets[0].iter_rows(values_only=True)]
    head = [normalize_header(str(h)) for h in rows[0]]
    keys = {normalize_header(c.en): c.key for c in COLUMNS}
    return {keys[h]: v for h, v in zip(head, rows[1], strict=False) if v not in (None, "")}


def test_exact_numbers_and_own_units_in_the_cells(tmp_path: Path) -> None:
    plan = _load("7b-pretrain-1t-tokens.gpuplan").model_copy(update={"platforms": _everything()})
    write_template(tmp_path / "t.xlsx", plan.platforms, plan.currency, "en")
    row = _cells(tmp_path / "t.xlsx")
    assert row["setup_hours"] == "0.16666666666666666"  # 17 digits: a text cell
    assert row["checkpoint_write_hours"] == 0.2  # 16 digits suffice: a number cell
    assert row["queue_hours"] == 0.9 and "lead_time_days" not in row
    assert row["billing_increment_hours"] == 0.03 and "billing_increment_minutes" not in row
    assert row["gpu"] == "Lab X1 (own record)" and row["gpu_id"] == "lab-x1"
    assert row["scaling_points"] == "8: 0.6552540138988738; 16: 0.3333333333333333"
    example = _load("7b-pretrain-1t-tokens.gpuplan")
    write_template(tmp_path / "e.csv", example.platforms[:1], example.currency, "en")
    row = _cells(tmp_path / "e.csv")
    # A catalog GPU unchanged since the plan was made: no GPU record columns, no defaults.
    assert not any(k.startswith(("gpu_", "range_", "energy_", "calibration_")) for k in row)
    assert row["billing_increment_minutes"] == "1.0"  # 1/60 h × 60, and back ÷ 60 exactly


def test_the_headers_are_unique_in_both_languages() -> None:
    # Every header (and key) names one column only, after normalizing (brackets, case).
    seen: dict[str, str] = {}
    for c in COLUMNS:
        for h in {c.key, c.en, c.zh}:
            assert seen.setdefault(normalize_header(h), c.key) == c.key, h


def _import_rows(tmp_path: Path, extra: dict[str, object]) -> list[str]:
    plan = _load("7b-pretrain-1t-tokens.gpuplan")
    cells = {"Platform name": "P", "GPU": "h100-sxm-80gb", "Pricing mode": "on_demand"}
    cells |= {"Price per GPU-hour": 10, **extra}
    path = tmp_path / "q.csv"
    with path.open("w", newline="", encoding="utf-8") as f:
        csv.writer(f).writerows([list(cells), list(cells.values())])
    return [str(p) for p in read_quotes(path, plan).problems]


def test_detail_cells_with_problems_are_named(tmp_path: Path) -> None:
    assert _import_rows(tmp_path, {"Lead time (days)": 1, "Wait before hand-over (hours)": 2}) == [
        "row 2, Wait before hand-over (hours): fills the same setting as Lead time (days); "
        "give one of the two"
    ]
    got = _import_rows(tmp_path, {"Measured scaling (GPUs: efficiency; …)": "8 0.9"})
    assert got[0].startswith("row 2, Measured scaling (GPUs: efficiency; …): must be scaling")
    got = _import_rows(tmp_path, {"Financing": "loan"})
    assert got == [
        "row 2, Financing: belongs to another pricing mode, not on-demand; clear it or change "
        "the mode"
    ]
    # An unknown GPU with its own record needs its memory and some TFLOPS.
    got = _import_rows(tmp_path, {"GPU": "Lab X2", "GPU BF16 TFLOPS": 300})
    assert got == ["row 2, GPU memory (GB): required but missing"]


def test_an_own_gpu_record_replaces_the_catalog_lookup(tmp_path: Path) -> None:
    plan = _load("7b-pretrain-1t-tokens.gpuplan").model_copy(update={"platforms": ()})
    path = tmp_path / "q.csv"
    path.write_text(
        "Platform name,GPU,Pricing mode,Price per GPU-hour,GPU memory (GB),GPU BF16 TFLOPS\n"
        "P,Lab X2,on_demand,10,64,300\n",
        encoding="utf-8",
    )
    new, found, _ = import_quotes(plan, path, keep_expired=True)
    assert not found.problems
    assert new.platforms[0].gpu == GpuSpec(name="Lab X2", memory_gb=64.0, bf16_tflops=300.0)


@pytest.mark.parametrize("suffix", [".csv", ".xlsx"])
def test_a_name_like_a_formula_is_never_a_formula_in_the_template(tmp_path: Path, suffix: str):
    """A stranger's plan may name a platform '=HYPERLINK(…)': the CSV cell starts with an
    apostrophe (Excel would run it otherwise), the workbook holds it as a string, and the
    import refuses it with the same message either way (it does not come back renamed)."""
    plan = _load("7b-pretrain-1t-tokens.gpuplan")
    evil = plan.platforms[0].model_copy(update={"name": '=HYPERLINK("http://x","y")'})
    path = tmp_path / f"t{suffix}"
    write_template(path, (evil,), plan.currency, "en")
    if suffix == ".csv":
        assert "'=HYPERLINK" in path.read_text("utf-8-sig")
    else:
        wb = openpyxl.load_workbook(path)
        cell = wb.worksheets[0].cell(2, 3)
        assert cell.data_type == "s" and cell.value.startswith("=HYPERLINK")
    found = read_quotes(path, plan.model_copy(update={"platforms": ()}))
    assert [str(p) for p in found.problems] == [
        "row 2, Platform name: starts with '=', which a spreadsheet would run as a formula; "
        "remove the character"
    ]


@pytest.mark.parametrize("suffix,lang", FORMS)
def test_a_lease_end_travels(tmp_path: Path, suffix: str, lang: str) -> None:
    """A lease's residual, buy-out price and the choice to exercise it come back."""
    plan = _load("7b-pretrain-1t-tokens.gpuplan")
    lease = plan.platforms[0].model_copy(
        update={
            "pricing": LeasePricing(
                price_per_machine_month=60_000.0,
                residual_per_machine=6_500.0,
                buyout_per_machine=9_000.0,
                exercise_buyout=True,
            )
        }
    )
    plan = plan.model_copy(update={"platforms": (lease,)})
    assert _round_trip(plan, tmp_path / f"t{suffix}", lang) == (lease,)


def test_new_detail_cells_are_checked(tmp_path: Path) -> None:
    """A time that is not ISO 8601 and an unknown storage kind are row problems naming the
    column; a check's score of 6 is refused by the model (1–5)."""
    plan = _load("7b-pretrain-1t-tokens.gpuplan")
    path = tmp_path / "q.csv"
    path.write_text(
        "Platform name,GPU,Pricing mode,Price per GPU-hour,Measured at (date and time),"
        "Storage kind,Quota wait score (1–5)\n"
        "A,l40s,on_demand,7,yesterday,SSD,\n"
        "B,l40s,on_demand,7,2026-11-30T14:05:00+08:00,本地盘,6\n",
        encoding="utf-8",
    )
    found = read_quotes(path, plan)
    got = [(p.row, p.column, p.code) for p in found.problems]
    assert got == [
        (2, "storage_kind", "unknown_choice"),
        (2, "measurement_at", "not_datetime"),
        (3, "qual_quota_wait_score", "invalid"),
    ]
    assert "unknown, object, parallel_fs, local_nvme" in found.problems[0].text()
