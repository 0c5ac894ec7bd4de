"""Benchmark figures ``auto_price_edit_ms`` and ``auto_mfu_edit_ms``: one platform edit, then
``evaluate``, on the 10-platform plan with every layout field automatic (N = 1 … 1,024).

The memos stay on, as in the app: the platforms the edit left alone are reused
(core/platform_memo.py) and so is the automatic layout search wherever its inputs are unchanged
(core/layout_memo.py). A price edit (platform 0's hourly price, 20.0 / 20.5 in turn) changes
nothing the search reads; an MFU edit (0.40 / 0.41) changes the rate the search times each
candidate at, so the edited platform is searched for each value once and then reused. Median
of process CPU time (on a shared machine wall time mostly measures the queue).
"""

from __future__ import annotations

import argparse

from figures_charts import median_cpu_ms
from registry import figure
from ten_platforms import ten_platform_plan

AUTO = (
    "tensor_parallel",
    "pipeline_parallel",
    "micro_batch",
    "zero_stage",
    "recompute",
    "sequence_parallel",
)


@figure("auto_price_edit_ms")
def auto_edit_ms(args: argparse.Namespace) -> dict[str, float]:
    from gpuplanner.core import evaluate
    from gpuplanner.core.edit import replace_at

    base = ten_platform_plan()
    workload = base.workload.model_copy(update={"auto_layout": AUTO})
    state = {"plan": base.model_copy(update={"workload": workload}), "k": 0}
    evaluate(state["plan"])

    def edit(path: tuple, values: tuple[float, float]) -> None:
        state["k"] += 1
        state["plan"] = replace_at(state["plan"], path, values[state["k"] % 2])
        evaluate(state["plan"])

    price = ("platforms", 0, "pricing", "price_per_gpu_hour")
    mfu = ("platforms", 0, "mfu")
    return {
        "auto_price_edit_ms": round(
            median_cpu_ms(lambda: edit(price, (20.0, 20.5)), args.repeat), 2
        ),
        "auto_mfu_edit_ms": round(median_cpu_ms(lambda: edit(mfu, (0.40, 0.41)), args.repeat), 2),
    }
