"""The Results table's Layout column: the core's layout at the chosen N, in words."""

from __future__ import annotations

from plans import make_plan, platform, workload

from gpuplanner.core import evaluate
from gpuplanner.gui.results.ranking_model import RAW_ROLE, Column, RankingTableModel


def _model(qtbot, plan) -> RankingTableModel:
    model = RankingTableModel()
    model.set_result(plan, evaluate(plan))
    return model


def test_layout_column_shows_the_chosen_layout(qtbot) -> None:
    # 7B on 24 GB cards, ZeRO-3 pinned, recompute automatic: at the chosen 8 GPUs only full
    # recompute fits (test_layout.py), and ZeRO-3 shards over d = 8.
    w = workload(zero_stage=3, auto_layout=("recompute",))
    p = platform(gpu={"memory_gb": 24.0}, fixed_gpus=8)
    model = _model(qtbot, make_plan(workload=w, platforms=[p], settings={"max_gpus": 16}))
    cell = model.index(0, Column.LAYOUT)
    assert cell.data() == "TP 1 · PP 1 · DP 8 · ZeRO-3 · full recompute"
    assert cell.data(RAW_ROLE)["automatic"] == ["recompute"]
    assert model.headerData(Column.LAYOUT, 1) == "Layout"  # Qt.Orientation.Horizontal


def test_pinned_tensor_parallel_reads_as_typed(qtbot) -> None:
    w = workload(tensor_parallel=2, zero_stage=1)
    p = platform(fixed_gpus=8)
    model = _model(qtbot, make_plan(workload=w, platforms=[p], settings={"max_gpus": 16}))
    assert model.index(0, Column.LAYOUT).data() == "TP 2 · PP 1 · DP 4 · ZeRO-1"


def test_expert_parallel_is_shown_for_moe(qtbot) -> None:
    mixtral = {
        "params_b": 46.7,
        "active_params_b": 12.9,
        "kv_heads": 8,
        "ffn": 14336,
        "experts": 8,
        "experts_per_token": 2,
        "expert_ffn": 14336,
    }
    w = workload(model=mixtral, expert_parallel=8, zero_stage=1, global_batch=64)
    p = platform(gpu={"memory_gb": 141.0}, fixed_gpus=8)
    model = _model(qtbot, make_plan(workload=w, platforms=[p], settings={"max_gpus": 16}))
    assert model.index(0, Column.LAYOUT).data() == "TP 1 · PP 1 · DP 8 · EP 8 · ZeRO-1"


def test_memory_chart_shows_the_platform_layouts_memory(qtbot) -> None:
    # the chosen layout's memory, not the typed one: full recompute on 24 GB at N = 8,
    # 14 GB of states + 1.172 GB of activations + 2 GB reserve = 17.2 GB (tests/core/test_layout.py)
    from gpuplanner.gui.charts.memory_chart import MemoryChart
    from gpuplanner.gui.document import PlanDocument

    w = workload(zero_stage=3, auto_layout=("recompute",))
    p = platform(name="small", gpu={"memory_gb": 24.0}, fixed_gpus=8)
    doc = PlanDocument(make_plan(workload=w, platforms=[p], settings={"max_gpus": 16}))
    chart = MemoryChart(doc)
    qtbot.addWidget(chart)
    assert chart.bars.row_texts["small"].toPlainText().startswith("17.2 / 24 GB")
