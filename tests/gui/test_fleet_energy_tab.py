"""The Fleet tab's Strategies table shows each strategy's kWh and tCO₂ (issue 16 item 3)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gpuplanner.core.fleet.plan import FleetStrategy as S
from gpuplanner.gui import format as fmt
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fleet import FleetTab
from gpuplanner.gui.fleet.comparison_model import CostColumn
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import examples_dir


def _tab(qtbot) -> FleetTab:
    tab = FleetTab(PlanDocument(load_plan(examples_dir() / "fleet-3000h.gpuplan")))
    qtbot.addWidget(tab)
    tab.evaluator.evaluate_now()
    return tab


def _cell(tab: FleetTab, strategy: S, column: CostColumn, role=Qt.ItemDataRole.DisplayRole):
    model = tab.costs_model
    row = model._result.strategies.index(strategy)
    return model.index(row, column).data(role)


def _check(tab: FleetTab, kwh_header: str, peak: str, paid: str) -> None:
    model = tab.costs_model
    assert model.headerData(CostColumn.KWH, Qt.Orientation.Horizontal) == kwh_header
    assert not tab.costs.isColumnHidden(CostColumn.KWH)
    # 3,000 GPU-h × 24 months × 400 W (the A100's TDP) × PUE 1.1 = 31,680 kWh;
    # × 0.5306 kg/kWh = 16.81 t
    assert _cell(tab, S.ON_DEMAND, CostColumn.KWH) == "31,680"
    assert _cell(tab, S.ON_DEMAND, CostColumn.TCO2) == "16.81"
    # The monthly plan holds 5 GPUs: 5 × 730 × 24 = 87,600 GPU-h × 0.44 kW = 38,544 kWh
    assert _cell(tab, S.RESERVED, CostColumn.KWH) == "38,544"
    # peak 5 × 0.44 = 2.2 kW
    assert _cell(tab, S.RESERVED, CostColumn.KWH, Qt.ItemDataRole.ToolTipRole) == peak
    # Self-built, 8 GPUs at 800 W × PUE 1.4 = 1.12 kW each from delivery (21 of month 1's
    # 30.4 days on demand): billed power = the GPU-hours it runs, 3,000 × (23 + 226/730) ×
    # 1.12 kW × 0.8 = 62,656 (the core's details.variable_per_gpu_hour × the hours run)
    tip = _cell(tab, S.SELF_BUILT, CostColumn.KWH, Qt.ItemDataRole.ToolTipRole)
    assert tip.endswith(paid)


def test_strategies_table_shows_kwh_and_co2(qtbot) -> None:
    _check(_tab(qtbot), "Energy (kWh)", "Peak 2.2 kW", "Electricity paid: ¥62,656")


def test_strategies_table_shows_kwh_and_co2_in_chinese(qtbot, chinese) -> None:
    _check(_tab(qtbot), "耗电量（kWh）", "峰值 2.2 kW", "自付电费：¥62,656")


def test_unknown_power_is_a_dash_with_its_reason(qtbot) -> None:
    tab = _tab(qtbot)
    line = tab.general.gpu.lineEdit()
    line.selectAll()
    qtbot.keyClicks(line, "H20 rental")  # a typed GPU: no catalog TDP
    tab.evaluator.evaluate_now()
    assert _cell(tab, S.ON_DEMAND, CostColumn.KWH) == fmt.DASH
    tip = _cell(tab, S.ON_DEMAND, CostColumn.KWH, Qt.ItemDataRole.ToolTipRole)
    assert "choose the GPU from the catalog" in tip


def test_the_verdict_says_the_cheapests_energy(qtbot, chinese) -> None:
    # The hybrid (cheapest): 750 GPU-h on spot (600 × 1.25) + 4 reserved GPUs × 730 = 3,670
    # GPU-h a month × 24 × 0.44 kW = 38,755.2 kWh, peak 2.2 kW; × 0.5306 = 20.56 t
    assert _tab(qtbot).verdict.sentences[1] == (
        "混合策略的能耗：规划期内 38,755 kWh（峰值 2.2 kW），按 0.5306 kg CO₂/kWh 计 20.56 t CO₂。"
    )


def test_the_verdict_says_the_cheapests_energy_in_english(qtbot) -> None:
    assert _tab(qtbot).verdict.sentences[1] == (
        "Energy of the hybrid: 38,755 kWh over the horizon (peak 2.2 kW), 20.56 t CO₂ at "
        "0.5306 kg CO₂/kWh."
    )
