"""Virtual pipeline stages left to gpuplanner (issue 23 item 3) survive a save and reopen, and
a plan saved before the choice existed keeps the virtual stages it typed."""

from __future__ import annotations

import json
from pathlib import Path

from plans import make_plan, platform

from gpuplanner.core import evaluate
from gpuplanner.core.workload import LayoutField
from gpuplanner.io.plan_file import load_plan, save_plan


def _plan(**workload):
    base = {"pipeline_parallel": 4, "tensor_parallel": 2, "global_batch": 64, "stack": "megatron"}
    return make_plan(workload={**base, **workload}, platforms=[platform(fixed_gpus=8)])


def test_automatic_virtual_stages_round_trip(tmp_path: Path) -> None:
    plan = _plan(auto_layout=("virtual_pipeline",))
    out = tmp_path / "auto.gpuplan"
    save_plan(plan, out)
    assert json.loads(out.read_text(encoding="utf-8"))["workload"]["auto_layout"] == [
        "virtual_pipeline"
    ]
    again = load_plan(out)
    assert again == plan
    assert again.workload.auto_layout == (LayoutField.VIRTUAL_PIPELINE,)


def test_a_plan_without_the_field_keeps_its_typed_virtual_stages(tmp_path: Path) -> None:
    """Saved before virtual stages could be automatic: auto_layout names the other fields
    only, so the typed v = 2 is the one evaluated (the 7B shape, 32 layers over 4 stages)."""
    plan = _plan(virtual_pipeline=2, auto_layout=("recompute",))
    out = tmp_path / "typed.gpuplan"
    save_plan(plan, out)
    again = load_plan(out)
    result = evaluate(again).platforms[0]
    assert result.layout.at(7, 8)["virtual_pipeline"] == 2
    assert result.layout.at(7, 8)["automatic"] == ["recompute"]


def test_automatic_virtual_stages_pick_the_most_chunks_megatron_hides() -> None:
    """The 7B shape on 8 GPUs, TP 2 × PP 4 (d = 1), 64 micro-batches of 1: Megatron-Core hides
    the interleaved sends, so the most chunks its even split allows (8 layers a stage, one a
    chunk: v = 8) has the smallest bubble, 3/(64 × 8)."""
    result = evaluate(_plan(auto_layout=("virtual_pipeline",))).platforms[0]
    assert result.layout.at(7, 8)["virtual_pipeline"] == 8
