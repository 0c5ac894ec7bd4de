"""Energy and carbon for every platform (core/energy.py), against the LLaMA paper's figures.

Touvron et al. 2023 (arXiv 2302.13971, §6 and Table 15): GPU-hours × 400 W (A100 TDP) × PUE
1.1 × 0.385 kg CO₂eq/kWh. LLaMA-7B: 82,432 GPU-hours → 36 MWh, 14 t (the paper rounds);
exactly 82,432 × 0.4 × 1.1 = 36,270.08 kWh and × 0.385 = 13.964 t.
"""

from __future__ import annotations

import numpy as np
import pytest
from excel_plans import A100, seed_plan
from pydantic import ValidationError

from gpuplanner.core import analyze, evaluate
from gpuplanner.core.bill_lines import LineCode, bill_lines
from gpuplanner.core.energy_models import (
    GRID_PRESETS,
    CarbonSettings,
    EnergySettings,
    GridRegion,
)
from gpuplanner.core.energy_use import energy_use
from gpuplanner.core.platform import HourlyPricing, Platform, SelfBuiltPricing
from gpuplanner.io.report.headless import report_json


def _a100(**energy) -> Platform:
    return Platform(
        name="A100",
        gpu=A100,
        pricing=HourlyPricing(price_per_gpu_hour=1.0),
        energy=EnergySettings(**energy),
    )


def test_llama_7b_energy_and_carbon() -> None:
    # 2,048 GPUs × 40.25 h = 82,432 GPU-hours (LLaMA-7B, Table 15).
    carbon = CarbonSettings(region=GridRegion.US_LLAMA_2023)
    use = energy_use(_a100(), carbon, np.array([2048.0]), np.array([40.25]), 0.0)
    assert use.kwh[0] == pytest.approx(36_270.08)
    assert round(use.tco2[0], 2) == 13.96
    assert use.peak_kw[0] == pytest.approx(2048 * 0.4 * 1.1)  # 901.12 kW
    assert use.power_source == "catalog" and use.pue == 1.1
    typed = CarbonSettings(kg_per_kwh=0.385)  # the same intensity, typed
    assert energy_use(_a100(), typed, np.array([2048.0]), np.array([40.25]), 0.0).tco2[0] == (
        pytest.approx(13.9640, abs=1e-4)
    )


def test_profile_overhead_load_and_idle() -> None:
    """1.3 × 400 W per GPU at PUE 1.2; 10 h held of which 1 h setup at 30 %, training at 80 %:
    8 GPUs × 0.624 kW × (9 × 0.8 + 1 × 0.3) = 37.44 kWh."""
    e = {"server_overhead": 1.3, "pue": 1.2, "load_factor": 0.8, "idle_fraction": 0.3}
    use = energy_use(_a100(**e), CarbonSettings(), np.array([8.0]), np.array([10.0]), 1.0)
    assert use.kwh[0] == pytest.approx(8 * 0.4 * 1.3 * 1.2 * (9 * 0.8 + 0.3))
    assert use.tco2[0] == pytest.approx(37.44 * 0.5306 / 1000)  # China 2023 average


def test_seed_example_a_on_the_default_grid() -> None:
    """8 A100s × 18 h × 400 W × 1.1 = 63.36 kWh; China's 2023 grid 0.5306 kg/kWh."""
    plan = seed_plan()
    energy = report_json(analyze(plan))["platforms"]
    a = next(p for p in energy if p["name"].startswith("A "))["energy"]
    assert a["kwh"] == pytest.approx(63.36)
    assert a["tco2"] == pytest.approx(63.36 * 0.5306 / 1000)
    assert a["grid"] == "cn_national_2023" and "2023" in a["grid_source"]
    assert a["electricity_cost"] is None  # in the cloud price


def test_self_built_kwh_are_the_kwh_billed() -> None:
    """Seed A self-built: 8 × 700 W × PUE 1.4 × 18 h = 141.12 kWh × 0.8 = 112.896; with an
    overhead of 1.3, training at 80 % and the 10 min setup at 30 %, both move together."""
    plan = seed_plan()
    pricing = SelfBuiltPricing(capex_per_gpu=100000)
    for energy, kwh in (
        (EnergySettings(), 8 * 0.7 * 1.4 * 18),
        (
            EnergySettings(server_overhead=1.3, load_factor=0.8, idle_fraction=0.3),
            8 * 0.7 * 1.3 * 1.4 * ((18 - 1 / 6) * 0.8 + 1 / 6 * 0.3),
        ),
    ):
        a = plan.platforms[0].model_copy(update={"pricing": pricing, "energy": energy})
        p = plan.model_copy(update={"platforms": (a,)})
        r = evaluate(p).platforms[0]
        assert float(r.energy.kwh[7]) == pytest.approx(kwh)
        line = next(x for x in bill_lines(p, r) if x.code is LineCode.ENERGY)
        assert line.amount == pytest.approx(kwh * 0.8)
        assert report_json(analyze(p))["platforms"][0]["energy"]["electricity_cost"] == (
            pytest.approx(kwh * 0.8)
        )


def test_every_preset_is_sourced_and_dated() -> None:
    for region, preset in GRID_PRESETS.items():
        # A plausible grid: Southwest China's hydro-heavy 0.2472 is the lowest, North 0.6361.
        assert 0.2 < preset.kg_per_kwh < 0.7, region
        assert preset.source and any(ch.isdigit() for ch in preset.as_of), region
    assert GRID_PRESETS[GridRegion.CN_NATIONAL_2023].kg_per_kwh == 0.5306


def test_an_unknown_tdp_gives_no_figure_not_a_crash() -> None:
    gpu = A100.model_copy(update={"tdp_w": None})
    p = _a100().model_copy(update={"gpu": gpu})
    use = energy_use(p, CarbonSettings(), np.array([8.0]), np.array([10.0]), 0.0)
    assert np.isnan(use.kwh[0]) and use.power_source == "unknown"


@pytest.mark.parametrize(
    ("field", "value"),
    [("load_factor", 0.0), ("server_overhead", 0.5), ("pue", 0.9), ("grid_kg_per_kwh", 5.0)],
)
def test_bad_energy_settings_name_the_field(field: str, value: float) -> None:
    with pytest.raises(ValidationError) as err:
        EnergySettings(**{field: value})
    assert field in str(err.value)


@pytest.mark.parametrize(
    ("region", "factor", "zh"),
    [("cn_south_2023", 0.4042, "南方电网"), ("cn_southwest_2023", 0.2472, "西南电网")],
)
def test_south_and_southwest_china_grids(region: str, factor: float, zh: str) -> None:
    """MEE & NBS 2023 average factors: South China grid 0.4042, Southwest 0.2472 kg/kWh. Seed
    A's 63.36 kWh (8 A100s × 18 h × 400 W × 1.1) → 63.36 × 0.4042 / 1000 = 0.02561 t on the
    South grid, 63.36 × 0.2472 / 1000 = 0.01566 t on the Southwest; the source in zh_CN too."""
    from gpuplanner.core.energy_models import CarbonSettings, GridRegion

    plan = seed_plan().model_copy(update={"carbon": CarbonSettings(region=GridRegion(region))})
    for lang, words in (("en", ("South", "grid", "2023")), ("zh_CN", (zh, "生态环境部"))):
        out = report_json(analyze(plan), lang)["platforms"]
        a = next(p for p in out if p["name"].startswith("A "))["energy"]
        assert a["grid_kg_per_kwh"] == factor
        assert a["tco2"] == pytest.approx(63.36 * factor / 1000)
        assert all(w in a["grid_source"] for w in words), a["grid_source"]
    assert "MEE" not in report_json(analyze(plan), "zh_CN")["platforms"][0]["energy"]["grid_source"]
