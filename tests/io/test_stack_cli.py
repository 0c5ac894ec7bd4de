"""The training stack and context parallelism at the command line (issue 23 "Bad input" and
item 1): a platform's own stack round-trips through the plan file and reaches ``report
--json``; a stack or a context-parallel degree that cannot run the workload exits 2 with one
line on stderr naming the field."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from plans import MIXTRAL_8X7B, make_plan, platform, workload

from gpuplanner import paths
from gpuplanner.cli import main
from gpuplanner.core.workload import TrainingStack
from gpuplanner.io.plan_file import load_plan, save_plan

EXAMPLE = paths.examples_dir() / "seed-7b-finetune.gpuplan"


def _report(capsys, path: Path) -> dict:
    assert main(["report", str(path), "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_a_platform_stack_is_saved_reopened_and_reported(tmp_path: Path, capsys) -> None:
    plan = make_plan(platforms=[platform(name="own", stack="megatron"), platform(name="plain")])
    path = tmp_path / "stack.gpuplan"
    save_plan(plan, path)
    assert [p.stack for p in load_plan(path).platforms] == [plan.platforms[0].stack, None]
    stacks = {p["name"]: p["stack"] for p in _report(capsys, path)["platforms"]}
    # make_plan's workload trains in BF16: no FP8 recipe runs (docs/report-json.md)
    assert stacks["own"] == {
        "id": "megatron",
        "name": "Megatron-Core / NeMo",
        "from": "platform",
        "fp8_recipe": None,
        "host_cpu": "x86",  # make_plan's A100 sits in an x86 server
        # no measured table for Ampere: Hopper's 6.12 µs (core/compute.py GEMM_LATENCY)
        "gemm_latency_us": pytest.approx(6.12),
        "moe_host_sync": False,  # a dense model
    }
    # the 7B full fine-tune without TP/PP runs DeepSpeed ZeRO by default (core/stacks.py)
    assert stacks["plain"]["id"] == "deepspeed" and stacks["plain"]["from"] == "workload"


def test_a_plan_saved_before_the_field_runs_the_workloads_stack(capsys) -> None:
    assert "stack" not in json.loads(EXAMPLE.read_text(encoding="utf-8"))["platforms"][0]
    assert all(p.stack is None for p in load_plan(EXAMPLE).platforms)
    assert {p["stack"]["from"] for p in _report(capsys, EXAMPLE)["platforms"]} == {"workload"}


@pytest.mark.parametrize(
    ("workload", "stack", "field"),
    [
        ({"context_parallel": 3}, None, "workload.context_parallel"),  # 2,048 / (2 × 3)
        ({"context_parallel": 64, "seq_len": 8192}, None, "workload.context_parallel"),  # 32 heads
        ({"precision": "fp8", "stack": "deepspeed"}, None, "workload.precision"),
        ({"precision": "fp8"}, "hf_trainer", "platforms[0].stack"),
        ({"packed_sample_len": 4096, "seq_len": 2048}, None, "workload.packed_sample_len"),
        ({"expert_tensor_parallel": 1}, None, "workload.expert_tensor_parallel"),  # dense 7B
    ],
)
def test_what_cannot_run_exits_2_naming_the_field(
    tmp_path: Path, capsys, workload: dict, stack: str | None, field: str
) -> None:
    data = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    data["workload"].update(workload)
    if stack is not None:
        data["platforms"][0]["stack"] = stack
    path = tmp_path / "bad.gpuplan"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["report", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and field in err


def test_the_workbooks_assumptions_name_a_platforms_own_stack(tmp_path: Path) -> None:
    """Only the platform with its own stack gets a "Training stack" row, with its note; the
    workload's row stays as it was (en and zh_CN)."""
    import openpyxl

    from gpuplanner.core.analysis import analyze
    from gpuplanner.io.excel.export import export_workbook

    plan = load_plan(EXAMPLE)
    own = plan.platforms[1].model_copy(update={"stack": TrainingStack.MEGATRON})
    plan = plan.model_copy(update={"platforms": (plan.platforms[0], own, *plan.platforms[2:])})
    for lang, item, name, note in (
        ("en", "Training stack", "Megatron-Core / NeMo", "this platform's own stack"),
        ("zh_CN", "训练框架", "Megatron-Core / NeMo", "该平台自有的训练框架"),
    ):
        path = tmp_path / f"{lang}.xlsx"
        export_workbook(analyze(plan), path, language=lang)
        ws = openpyxl.load_workbook(path).worksheets[1]  # Assumptions
        rows = [[c.value for c in row] for row in ws.iter_rows()]
        stacks = [r for r in rows if item in r]
        assert len(stacks) == 2  # the workload's and the one platform's
        assert any(name in r and any(note in str(v) for v in r) for r in stacks)


def test_an_moe_runs_host_wait_and_each_platforms_host_cpu_are_reported(
    tmp_path: Path, capsys
) -> None:
    """docs/report-json.md: workload.stack.moe_host_sync is the run's (Megatron-Core's dropless
    layer waits for the GPU), platforms[].stack.host_cpu the CPU beside each GPU (GB200:
    Grace), and a plan that states the layer sync-free reports false and typed."""
    gb200 = {"id": "gb200-per-gpu", "name": "NVIDIA GB200"}
    moe = workload(model=MIXTRAL_8X7B, stack="megatron")
    plan = make_plan(workload=moe, platforms=[platform(name="x86"), platform(name="gb", gpu=gb200)])
    path = tmp_path / "moe.gpuplan"
    save_plan(plan, path)
    report = _report(capsys, path)
    stack = report["workload"]["stack"]
    assert (stack["moe_host_sync"], stack["moe_typed"]) == (True, False)
    hosts = {
        p["name"]: (p["stack"]["host_cpu"], p["stack"]["moe_host_sync"])
        for p in report["platforms"]
    }
    assert hosts == {"x86": ("x86", True), "gb": ("grace", True)}
    # BF16 GEMMs: an A100 takes Hopper's 6.12 µs, a GB200 Blackwell's 6.72 (OpenXLA's B200)
    latency = {p["name"]: p["stack"]["gemm_latency_us"] for p in report["platforms"]}
    assert latency == {"x86": pytest.approx(6.12), "gb": pytest.approx(6.72)}
    assert stack["expert_gemm_streams"] == 4  # Transformer Engine's compute streams
    free = plan.model_copy(update={"workload": moe.model_copy(update={"moe_host_sync": False})})
    save_plan(free, path)
    report = _report(capsys, path)
    assert (
        report["workload"]["stack"]["moe_host_sync"],
        report["workload"]["stack"]["moe_typed"],
    ) == (False, True)
    assert {p["stack"]["moe_host_sync"] for p in report["platforms"]} == {False}


def test_the_runs_loss_is_reported_and_a_plan_without_it_means_the_stacks(
    tmp_path: Path, capsys
) -> None:
    """docs/report-json.md: workload.stack.fused_loss is the run's (the Hugging Face
    Trainer's cross entropy on fp32 logits: false), true and typed where the plan states a
    fused loss; a plan file without the field reopens as the stack's (None)."""
    plan = make_plan(workload=workload(stack="hf_trainer"))
    path = tmp_path / "loss.gpuplan"
    save_plan(plan, path)
    assert load_plan(path).workload.fused_loss is None
    stack = _report(capsys, path)["workload"]["stack"]
    assert (stack["fused_loss"], stack["fused_loss_typed"], stack["logits_fp32_copies"]) == (
        False,
        False,
        2.5,
    )
    liger = plan.model_copy(
        update={"workload": plan.workload.model_copy(update={"fused_loss": True})}
    )
    save_plan(liger, path)
    assert load_plan(path).workload.fused_loss is True
    stack = _report(capsys, path)["workload"]["stack"]
    assert (stack["fused_loss"], stack["fused_loss_typed"]) == (True, True)
