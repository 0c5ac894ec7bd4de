"""The platform qualification kit (issue 28): made from a plan, run on a machine with Python
(and PyTorch for nccl / train), its results.json applied back as measured inputs.

Hand figures:
- 40 GB/s of all-reduce bus bandwidth across two 8-GPU nodes with one adapter per GPU is the
  node's aggregate (core/platform.py node_network_gbps): 40 / 8 = 5 GB/s per adapter.
- a 1.2 s step of 1 × 2,048 tokens on one GPU is 2,048 / 1.2 = 1,706.67 tokens/s; 1e9 tokens
  take 1e9 / 1,706.67 / 3,600 = 162.76 h on that GPU (the calibration is exact at its count).
- a 70B full fine-tune's checkpoint is 14 B/param (bf16 weights 2 + fp32 master 4 + Adam 8:
  ZeRO paper §3.1's 16Ψ less the gradients) = 980 GB; at 2 GB/s it takes 490 s = 0.13611 h.
- data-bound: 1e9 tokens of a 10,000 GB dataset (10 kB a token: images) read at 200 MB/s of
  small files per node take 1e13 / 2e8 / 3,600 = 13.889 h on one node, 6.944 h on two.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from plans import make_plan, platform, workload

from gpuplanner.cli import main
from gpuplanner.core.evaluate import evaluate
from gpuplanner.core.notices import Code
from gpuplanner.core.storage import StorageSpec
from gpuplanner.core.storage_effects import with_storage_checkpoint
from gpuplanner.io.kit import KitError, apply_results, kit_spec, load_results, make_kit
from gpuplanner.io.kit.writer import workload_digest
from gpuplanner.io.plan_file import load_plan, save_plan

SEVEN_B = {
    "name": "7B",
    "params_b": 6.74,
    "layers": 32,
    "hidden": 4096,
    "heads": 32,
    "ffn": 11008,
    "vocab": 32000,
}
H100 = {"id": "h100-sxm5-80gb", "name": "H100", "memory_gb": 80.0, "bf16_tflops": 989.0}


# The training section run.py writes for _plan() on one GPU (its 7B at 2,048 tokens).
_TRAIN = {
    "shape": {"layers": 32, "hidden": 4096, "seq_len": 2048, "micro_batch": 1},
    "layers_plan": 32,
    "layers_run": 32,
    "steps": 20,
    "step_seconds": 1.2,
    "tokens_per_step": 2048,
}


def _plan():
    return make_plan(
        workload={"model": SEVEN_B, "tokens": 1e9, "seq_len": 2048, "micro_batch": 1},
        platforms=[platform(name="H100 box", gpu=H100, gpus_per_node=8)],
    )


def _results(plan, **sections) -> dict:
    spec = kit_spec(plan, plan.platforms[0])
    return {
        "schema": "gpuplanner-kit-results",
        "schema_version": 1,
        "kit": spec["identity"],
        "host": "gpu-node-7",
        "date": "2026-11-30T08:00:00+00:00",
        "cpu_mode": False,
        "sections": sections,
        "errors": {},
    }


def _write(tmp_path: Path, data: dict) -> Path:
    path = tmp_path / "results.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _run_kit(kit: Path, *args: str, timeout: float) -> None:
    """run.py as the rented machine runs it: its own process, no torchrun variables."""
    env = {k: v for k, v in os.environ.items() if k not in ("WORLD_SIZE", "RANK")}
    cmd = [sys.executable, str(kit / "run.py"), *args]
    subprocess.run(cmd, check=True, capture_output=True, timeout=timeout, env=env, cwd=kit)


def test_measured_bandwidth_and_step_give_the_hand_computed_hours(tmp_path: Path) -> None:
    plan = _plan()
    data = _results(
        plan,
        nccl={
            "scope": "inter_node",
            "ranks": 16,
            "nodes": 2,
            "sizes": [
                {"bytes": 1 << 20, "busbw_gbps": 12.0},
                {"bytes": 1 << 30, "busbw_gbps": 40.0},
            ],
        },
        train={**_TRAIN, "steps": 250, "peak_memory_gb": None},
    )
    new, applied = apply_results(plan, load_results(_write(tmp_path, data)))
    p = new.platforms[0]
    assert p.inter_node_gbps == pytest.approx(5.0)
    assert p.calibration is not None and p.calibration.step_seconds == pytest.approx(1.2)
    assert p.measurement is not None
    assert p.measurement.host == "gpu-node-7"
    assert p.measurement.fields == ("inter_node_gbps", "calibration")
    one = new.model_copy(
        update={"platforms": (p.model_copy(update={"fixed_gpus": 1, "usable_memory_gb": None}),)}
    )
    result = evaluate(one).platforms[0]
    assert float(result.train_hours[0]) == pytest.approx(1e9 / (2048 / 1.2) / 3600, rel=1e-9)
    assert float(result.train_hours[0]) == pytest.approx(162.76, abs=0.01)
    assert [c[0] for c in applied.changes] == ["inter_node_gbps", "calibration"]


def test_a_70b_checkpoint_at_2_gb_per_second_takes_490_seconds() -> None:
    w = workload(model={"name": "70B", "params_b": 70.0, "layers": 80, "hidden": 8192})
    p = platform(storage=StorageSpec(write_mb_s=2000.0))
    assert with_storage_checkpoint(w, p).checkpoint_write_hours == pytest.approx(490 / 3600)
    assert with_storage_checkpoint(w, platform()).checkpoint_write_hours == 0.05  # typed


def test_a_run_waits_for_small_files_read_at_200_mb_per_second() -> None:
    plan = make_plan(
        workload={"model": SEVEN_B, "tokens": 1e9, "dataset_gb": 10_000.0, "zero_stage": 3},
        platforms=[
            platform(
                name="object store",
                gpu=H100,
                storage=StorageSpec(
                    read_mb_s=2000.0, small_file_read_mb_s=200.0, packed_dataset=False
                ),
            )
        ],
    )
    r = evaluate(plan).platforms[0]
    assert float(r.train_hours[7]) == pytest.approx(1e13 / 2e8 / 3600)  # 8 GPUs: one node
    assert float(r.train_hours[15]) == pytest.approx(1e13 / 2e8 / 3600 / 2)  # two nodes
    # The cheapest count is 2 GPUs, still compute-bound (14.2 h); 8 GPUs wait for data.
    assert r.chosen == 2
    eight = plan.platforms[0].model_copy(update={"fixed_gpus": 8})
    fixed = plan.model_copy(update={"platforms": (eight,)})
    [notice] = [n for n in evaluate(fixed).notices if n.code is Code.DATA_BOUND]
    assert notice.params["read_mb_s"] == 200.0 and notice.params["dataset"] == "small_files"
    packed = plan.platforms[0].model_copy(
        update={"storage": StorageSpec(read_mb_s=2000.0, packed_dataset=True)}
    )
    fast = evaluate(plan.model_copy(update={"platforms": (packed,)})).platforms[0]
    assert float(fast.train_hours[7]) < float(r.train_hours[7])  # packing it removes the wait


def test_the_kit_runs_with_python_only_and_imports_back(tmp_path: Path) -> None:
    plan = _plan()
    plan_path = tmp_path / "plan.gpuplan"
    save_plan(plan, plan_path)
    kit = tmp_path / "kit"
    assert main(["kit", str(plan_path), "--platform", "H100 box", "-o", str(kit)]) == 0
    assert sorted(p.name for p in kit.iterdir()) == ["README.txt", "kit.json", "run.py"]
    spec = json.loads((kit / "kit.json").read_text(encoding="utf-8"))
    assert spec["identity"]["workload_digest"] == workload_digest(plan.workload)
    assert spec["checkpoint_gb"] == pytest.approx(6.74 * 14)  # 14 B/param, no gradients
    _run_kit(kit, "--only", "env,storage", "--quick", timeout=120)
    results = json.loads((kit / "results.json").read_text(encoding="utf-8"))
    assert results["schema_version"] == 1 and results["errors"] == {}
    storage = results["sections"]["storage"]
    assert storage["sequential_read_mb_s"] > 0 and storage["checkpoint_write_mb_s"] > 0
    out = tmp_path / "measured.gpuplan"
    assert (
        main(["import-measurements", str(plan_path), str(kit / "results.json"), "-o", str(out)])
        == 0
    )
    p = load_plan(out).platforms[0]
    assert p.storage.read_mb_s == pytest.approx(storage["sequential_read_mb_s"])
    assert p.storage.write_mb_s == pytest.approx(storage["checkpoint_write_mb_s"])
    assert p.measurement is not None and p.measurement.fields == ("storage",)


def test_a_folder_holding_other_files_is_not_a_kit_folder(tmp_path: Path, capsys) -> None:
    plan_path = tmp_path / "plan.gpuplan"
    save_plan(_plan(), plan_path)
    (tmp_path / "mine").mkdir()
    (tmp_path / "mine" / "thesis.tex").write_text("keep me")
    assert (
        main(["kit", str(plan_path), "--platform", "H100 box", "-o", str(tmp_path / "mine")]) == 2
    )
    assert "-o: " in capsys.readouterr().err
    assert (tmp_path / "mine" / "thesis.tex").read_text() == "keep me"
    assert main(["kit", str(plan_path), "--platform", "nope", "-o", str(tmp_path / "k")]) == 2
    assert "--platform: no platform named “nope”" in capsys.readouterr().err


def test_the_kit_never_replaces_the_plan_or_a_linked_file(tmp_path: Path, capsys) -> None:
    """A hostile-input hunt found both: the plan saved as kit.json in the kit folder, and a
    stranger's kit folder whose run.py links to a file elsewhere, were replaced (exit 0)."""
    folder = tmp_path / "kit"
    folder.mkdir()
    plan_path = folder / "kit.json"
    save_plan(_plan(), plan_path)
    before = plan_path.read_bytes()
    assert main(["kit", str(plan_path), "--platform", "H100 box", "-o", str(folder)]) == 2
    assert "kit.json is the plan being read" in capsys.readouterr().err
    assert plan_path.read_bytes() == before

    plan_path = tmp_path / "plan.gpuplan"
    save_plan(_plan(), plan_path)
    elsewhere = tmp_path / "notes.txt"
    elsewhere.write_text("keep me")
    linked = tmp_path / "linked"
    linked.mkdir()
    (linked / "run.py").symlink_to(elsewhere)
    assert main(["kit", str(plan_path), "--platform", "H100 box", "-o", str(linked)]) == 2
    assert "run.py is a link" in capsys.readouterr().err
    assert elsewhere.read_text() == "keep me"
    assert sorted(p.name for p in linked.iterdir()) == ["run.py"]  # nothing written beside it

    # An earlier kit in the folder is replaced: the kit can be made again.
    again = tmp_path / "again"
    for _ in range(2):
        assert main(["kit", str(plan_path), "--platform", "H100 box", "-o", str(again)]) == 0
    assert sorted(p.name for p in again.iterdir()) == ["README.txt", "kit.json", "run.py"]


def test_a_kit_folder_that_cannot_be_made_is_said_not_a_crash(tmp_path: Path, capsys) -> None:
    plan_path = tmp_path / "plan.gpuplan"
    save_plan(_plan(), plan_path)
    under_a_file = plan_path / "kit"
    assert main(["kit", str(plan_path), "--platform", "H100 box", "-o", str(under_a_file)]) == 2
    err = capsys.readouterr().err
    assert f"cannot write {under_a_file}: Not a directory" in err and "internal" not in err
    too_long = tmp_path / ("x" * 300)
    assert main(["kit", str(plan_path), "--platform", "H100 box", "-o", str(too_long)]) == 2
    assert "File name too long" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("change", "code"),
    [
        (lambda d: d["kit"].update(platform="Other"), "results_other_platform"),
        (lambda d: d["kit"].update(gpu_id="a100-sxm4-80gb"), "results_other_gpu"),
        (lambda d: d.update(schema_version=2), "results_newer"),
        (lambda d: d.update(schema="something-else"), "results_not_kit"),
        (lambda d: d["sections"].update(storage={"sequential_read_mb_s": -1}), "results_invalid"),
    ],
)
def test_results_that_do_not_belong_are_refused(tmp_path: Path, change, code) -> None:
    plan = _plan()
    data = _results(plan, storage={"sequential_read_mb_s": 900.0})
    change(data)
    with pytest.raises(KitError) as caught:
        apply_results(plan, load_results(_write(tmp_path, data)))
    assert caught.value.code == code


def test_hostile_results_files_are_refused_with_a_message(tmp_path: Path, capsys) -> None:
    plan_path = tmp_path / "plan.gpuplan"
    save_plan(_plan(), plan_path)
    cases = {
        "truncated.json": '{"schema": "gpuplanner-kit-results", "sche',
        "deep.json": "[" * 100_000 + "]" * 100_000,
        "nan.json": '{"schema": "gpuplanner-kit-results", "x": NaN}',
        # Read as its last value before (a hostile-input hunt); a plan file refuses it too.
        "twice.json": '{"schema": "gpuplanner-kit-results", "host": "a", "host": "b"}',
    }
    for name, text in cases.items():
        (tmp_path / name).write_text(text)
        assert main(["import-measurements", str(plan_path), str(tmp_path / name)]) == 2, name
        assert name in capsys.readouterr().err
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    assert main(["import-measurements", str(plan_path), str(fifo)]) == 2  # never opened
    assert "fifo" in capsys.readouterr().err
    assert load_plan(plan_path) == _plan()  # nothing half-applied


@pytest.mark.parametrize(
    ("sections", "said"),
    [
        # Each was an internal error (exit 1) in a hostile-input hunt: the results file's bounds
        # were looser than the plan fields its figures fill, or Python refused the value.
        (
            {"nccl": {"scope": "intra_node", "ranks": 8, "sizes": [{"bytes": 8, "busbw_gbps": 0}]}},
            "sections.nccl: Value error, no message size reached a bus bandwidth above 0",
        ),
        ({"train": {**_TRAIN, "step_seconds": 1e-12}}, "sections.train.step_seconds: Input"),
        ({"storage": {"sequential_read_mb_s": 1e-300}}, "sections.storage.sequential_read_mb_s"),
        ({"train": {**_TRAIN, "steps": "BIG"}}, "holds a number of 5,001 digits"),
        # Exit 0 with nonsense figures: a figure run.py cannot write (it trains the plan's
        # sequence and micro-batch on one GPU, the plan's layers or fewer).
        (
            {"train": {**_TRAIN, "tokens_per_step": 1e15}},
            "sections.train.tokens_per_step: 1000000000000000 is not what the kit's run writes",
        ),
        ({"train": {**_TRAIN, "layers_run": 1000}}, "sections.train.layers_run: 1000 is not"),
        ({"train": {**_TRAIN, "layers_plan": 3}}, "sections.train.layers_plan: 3 is not what"),
        ({"train": {**_TRAIN, "gpus": 1_000_000}}, "sections.train.gpus: Input should be"),
    ],
)
def test_results_beyond_what_the_kit_writes_are_refused(tmp_path, capsys, sections, said) -> None:
    plan_path = tmp_path / "plan.gpuplan"
    save_plan(_plan(), plan_path)
    data = _results(_plan(), **sections)
    path = tmp_path / "results.json"
    path.write_text(json.dumps(data).replace('"BIG"', "1" + "0" * 5000))  # past int()'s 4,300
    assert main(["import-measurements", str(plan_path), str(path)]) == 2
    err = capsys.readouterr().err
    assert said in err and "internal" not in err
    assert load_plan(plan_path) == _plan()  # nothing half-applied


def test_a_date_with_no_utc_equivalent_is_refused(tmp_path: Path, capsys) -> None:
    plan_path = tmp_path / "plan.gpuplan"
    save_plan(_plan(), plan_path)
    data = _results(_plan(), storage={"sequential_read_mb_s": 900.0})
    data["date"] = "0001-01-01T00:00:00+14:00"  # 31 December of year 0 in UTC
    assert main(["import-measurements", str(plan_path), str(_write(tmp_path, data))]) == 2
    assert "results.json: date: out of range" in capsys.readouterr().err


def test_cpu_results_test_the_kit_not_the_machine(tmp_path: Path) -> None:
    plan = _plan()
    data = _results(
        plan,
        nccl={"scope": "intra_node", "ranks": 2, "sizes": [{"bytes": 4096, "busbw_gbps": 0.2}]},
        storage={"sequential_read_mb_s": 900.0},
    )
    data["cpu_mode"] = True
    new, applied = apply_results(plan, load_results(_write(tmp_path, data)))
    assert new.platforms[0].intra_node_gbps == plan.platforms[0].intra_node_gbps
    assert applied.skipped == [("nccl", "cpu_mode")]
    assert new.platforms[0].storage.read_mb_s == 900.0


def test_measured_memory_far_from_the_model_is_said(tmp_path: Path) -> None:
    plan = _plan()
    shape = {**_TRAIN["shape"], "layers": 4}
    train = {**_TRAIN, "shape": shape, "layers_run": 4, "steps": 10, "step_seconds": 0.2}
    train["peak_memory_gb"] = 79.0
    new, _ = apply_results(plan, load_results(_write(tmp_path, _results(plan, train=train))))
    m = new.platforms[0].measurement
    assert m is not None and m.peak_memory_gb == 79.0
    assert m.predicted_memory_gb is not None and m.predicted_memory_gb < 79.0 / 1.1
    [notice] = [n for n in evaluate(new).notices if n.code is Code.MEASURED_MEMORY_DIFFERS]
    assert notice.params["measured_gb"] == 79.0


torch_missing = False
try:
    import torch  # noqa: F401
except ImportError:
    torch_missing = True


@pytest.mark.skipif(
    torch_missing and os.environ.get("GPUPLANNER_REQUIRE_TORCH") != "1",
    reason="PyTorch is not installed (.ci/run installs the CPU build)",
)
def test_the_kit_runs_nccl_and_train_on_the_cpu(tmp_path: Path) -> None:
    plan = _plan()
    kit = tmp_path / "kit"
    make_kit(plan, "H100 box", kit, today=dt.date(2026, 12, 1))
    _run_kit(kit, "--cpu", "--only", "nccl,train", timeout=300)
    results = load_results(kit / "results.json")
    assert results.errors == {}
    assert results.sections.nccl is not None and results.sections.nccl.ranks == 2
    assert results.sections.train is not None and results.sections.train.steps >= 5
    assert results.sections.train.layers_plan == 32
    assert np.isfinite(results.sections.train.step_seconds or np.nan)


def _checked_plan():
    from gpuplanner.core.qualification import Check, Measurement, Qualification

    plan = _plan()
    plan = plan.model_copy(update={"workload": plan.workload.model_copy(update={"zero_stage": 3})})
    p = plan.platforms[0].model_copy(
        update={
            "storage": StorageSpec(read_mb_s=1500.0, write_mb_s=2000.0),
            "measurement": Measurement(
                host="gpu-node-7",
                measured_at=dt.datetime(2026, 11, 30, 8, tzinfo=dt.UTC),
                fields=("inter_node_gbps", "storage"),
            ),
            "qualification": Qualification(
                image_ready=Check(score=5), ticket_response=Check(score=2), notes="slow tickets"
            ),
        }
    )
    return plan.model_copy(update={"platforms": (p,)})


def test_the_memo_and_workbook_say_what_was_measured_and_the_checklist(tmp_path: Path) -> None:
    import openpyxl

    from gpuplanner.core.analysis import analyze
    from gpuplanner.io.excel.export import export_workbook
    from gpuplanner.io.memo import build_memo

    analysis = analyze(_checked_plan(), today=dt.date(2026, 12, 1))
    en = build_memo(analysis, lang="en").assumptions
    assert (
        "H100 box: measured by the test kit on gpu-node-7 (2026-11-30): Inter-node bandwidth "
        "per adapter (GB/s), Storage read / small-file read / write (MB/s)." in en
    )
    assert (
        "H100 box, trial checklist (beside the cost, not in it): image ready 5/5; ticket "
        "response 2/5; slow tickets." in en
    )
    zh = build_memo(analysis, lang="zh_CN").assumptions
    assert (
        "H100 box 试用检查清单（与成本并列，不计入成本）："
        "镜像可用 5/5；工单响应 2/5；slow tickets。" in zh
    )
    out = tmp_path / "plan.xlsx"
    export_workbook(analysis, out, "en")
    sheet = openpyxl.load_workbook(out)["Assumptions"]
    cells = {str(row[1]): row[2] for row in sheet.iter_rows(values_only=True)}
    assert cells["Storage read (MB/s per node)"] == 1500.0
    assert cells["Checkpoint write (MB/s)"] == 2000.0
    assert str(cells["Trial checklist"]).startswith("H100 box, trial checklist")


def test_typical_rates_of_a_storage_kind_fill_only_the_unknown_ones() -> None:
    """Object storage (AWS S3 performance guidelines): 85–90 MB/s a connection × 16 parallel
    reads ≈ 1,400 MB/s; 5,500 GET/s per prefix × 64 KB = 352 MB/s of small files. A measured
    write rate is kept; a parallel file system has no typical figure."""
    from gpuplanner.core.storage import StorageKind, with_typical_rates

    measured = StorageSpec(kind=StorageKind.OBJECT, write_mb_s=950.0)
    filled = with_typical_rates(measured)
    assert (filled.read_mb_s, filled.small_file_read_mb_s, filled.write_mb_s) == (
        1400.0,
        5500 * 64 / 1000,
        950.0,
    )
    pfs = StorageSpec(kind=StorageKind.PARALLEL_FS)
    assert with_typical_rates(pfs) == pfs


@pytest.mark.parametrize(("lang", "yes", "no"), [("en", "yes", "no"), ("zh_CN", "是", "否")])
def test_workbook_yes_no_inputs_read_as_words(tmp_path: Path, lang: str, yes: str, no: str):
    """The review found FlashAttention and 'include attention FLOPs' printed as 1 / 0: a
    boolean cell keeps its value (formulas read 1/0) under a yes/no number format."""
    import openpyxl

    from gpuplanner.core.analysis import analyze
    from gpuplanner.io.excel.export import export_workbook

    out = tmp_path / "plan.xlsx"
    export_workbook(analyze(_checked_plan(), today=dt.date(2026, 12, 1)), out, lang)
    sheet = openpyxl.load_workbook(out).worksheets[1]  # Assumptions
    cells = {row[1].value: row[2] for row in sheet.iter_rows() if row[1].value}
    flash = cells["FlashAttention"]
    assert flash.value is True
    assert flash.number_format == f'"{yes}";"{yes}";"{no}"'


def test_the_systems_reason_is_said_in_the_chosen_language(tmp_path: Path, capsys) -> None:
    """A GUI review found "无法写入 /proc/nope：No such file or directory": the system's words
    passed through in English. Known errnos are worded by the catalog (messages.OsReason);
    others keep the system's words."""
    import errno

    from gpuplanner.io import messages

    plan_path = tmp_path / "plan.gpuplan"
    save_plan(_plan(), plan_path)
    args = ["kit", str(plan_path), "--platform", "H100 box", "-o", str(plan_path / "kit")]
    assert main([*args, "--lang", "zh_CN"]) == 2
    assert capsys.readouterr().err.endswith(f"无法写入 {plan_path / 'kit'}：不是文件夹\n")
    assert main(args) == 2
    assert capsys.readouterr().err.endswith(": Not a directory\n")
    odd = messages.os_reason(OSError(errno.ENOTSUP, "Operation not supported"))
    assert messages.text("cli.kit", "zh_CN", detail=odd) == "Operation not supported"
