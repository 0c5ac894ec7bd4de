"""Helpers for the chart tests: fixtures, positions of data points on screen, and a plan that
exercises the charts — free GPU counts, quotas of 64+, a deadline and a budget, fees of several
kinds, a spot platform with interruptions, a platform whose memory needs several GPUs, and a
self-built cluster whose procurement lead time misses the deadline at every N."""

from __future__ import annotations

import pytest
from plans import fee, make_plan, platform
from PySide6.QtCore import QPoint, QPointF
from PySide6.QtWidgets import QApplication

from gpuplanner.core.fees import FeeBasis, FeeKind
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import HourlyPricing, SelfBuiltPricing
from gpuplanner.gui.charts import ChartsPanel
from gpuplanner.gui.charts.series import PlatformSeriesChart
from gpuplanner.gui.document import PlanDocument
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import example_plan

DEADLINE_HOURS = 48.0

V100_32G = {
    "id": "v100",
    "name": "V100 32G",
    "memory_gb": 32.0,
    "bf16_tflops": None,
    "fp16_tflops": 112.0,
    "tf32_tflops": None,
    "fp32_tflops": 14.0,
}
H100_80G = {"id": "h100", "name": "H100 80G", "bf16_tflops": 989.4, "fp16_tflops": 989.4}


def rich_plan() -> Plan:
    return make_plan(
        title="charts test plan",
        workload={
            "tokens": 2e9,
            # 5,760 = 2^7 · 3^2 · 5 sequences: the counts it divides (micro-batch × DP must
            # divide the global batch) are the ones plotted; ZeRO-3 hours do not depend on it
            "global_batch": 5760,
            "zero_stage": 3,
            "deadline_hours": DEADLINE_HOURS,
            "budget": 12_000.0,
        },
        platforms=[
            platform(
                name="A100 on-demand",
                max_gpus=64,
                pricing=HourlyPricing(price_per_gpu_hour=20.0),
                fees=[
                    fee(
                        name="Object storage",
                        kind=FeeKind.STORAGE_OBJECT,
                        basis=FeeBasis.PER_GB_MONTH,
                        rate=0.12,
                        quantity=2000.0,
                    ),
                    fee(name="Setup labor", kind=FeeKind.LABOR, rate=300.0, quantity=4.0),
                ],
            ),
            platform(
                name="H100 on-demand",
                gpu=H100_80G,
                max_gpus=128,
                pricing=HourlyPricing(price_per_gpu_hour=40.0),
                fees=[fee(name="Public IP", kind=FeeKind.PUBLIC_IP, rate=50.0)],
            ),
            platform(
                name="V100 spot",
                gpu=V100_32G,
                mfu=0.25,
                max_gpus=96,
                interruption_rate=0.0005,
                pricing=HourlyPricing(mode="spot", price_per_gpu_hour=12.0),
                fees=[
                    fee(
                        name="Egress",
                        kind=FeeKind.EGRESS,
                        basis=FeeBasis.PER_GB,
                        rate=0.5,
                        quantity=1500.0,
                    )
                ],
            ),
            platform(
                name="Self-built H100 cluster",
                gpu=H100_80G,
                max_gpus=64,
                whole_nodes=True,
                pricing=SelfBuiltPricing(capex_per_gpu=250_000.0),
            ),
        ],
    )


# --- fixtures (test modules bind them as module attributes) --------------------------------


@pytest.fixture
def rich_doc(qtbot) -> PlanDocument:
    return PlanDocument(rich_plan())


@pytest.fixture
def seed_doc(qtbot) -> PlanDocument:
    return PlanDocument(load_plan(example_plan()))


def show_panel(
    qtbot, document: PlanDocument, size: tuple[int, int] = (1240, 480), tab: int | None = None
) -> ChartsPanel:
    """A shown ChartsPanel, by default at a realistic size (the Results tab's lower half at
    1280×800), on chart tab ``tab`` where given."""
    panel = ChartsPanel(document)
    qtbot.addWidget(panel)
    panel.resize(*size)
    panel.show()
    qtbot.waitExposed(panel)
    if tab is not None:
        panel.tabs.setCurrentIndex(tab)
    settle()
    return panel


def settle() -> None:
    """Let layouts and the views' auto-ranging run (they are deferred to the event loop)."""
    for _ in range(2):
        QApplication.processEvents()


def scene_pos(chart: PlatformSeriesChart, x: float, y: float) -> QPointF:
    """Where the data point (x, y) is drawn, in scene coordinates."""
    return chart.plot.getViewBox().mapViewToScene(QPointF(x, y))


def widget_pos(chart: PlatformSeriesChart, x: float, y: float) -> QPoint:
    """Where the data point (x, y) is drawn, in the chart viewport's pixels."""
    return chart.mapFromScene(scene_pos(chart, x, y))
