"""The headless command line (DESIGN §6, README contract): report text, ``--json``, ``--csv``,
``schema``, and exit code 2 with one line naming the field for bad input."""

from __future__ import annotations

import csv
import json
import subprocess
import sys
from pathlib import Path

import pytest
from plans import make_plan, platform

from gpuplanner import paths
from gpuplanner.cli import main
from gpuplanner.io.plan_file import save_plan

EXAMPLE = str(paths.example_plan())
ROOT = Path(__file__).resolve().parents[2]

# The README's `report --json` contract (report_version 1): keys that must always be there.
TOP_KEYS = {"report_version", "title", "currency", "workload", "best", "platforms", "warnings"}
WORKLOAD_KEYS = {"total_flops", "training_tokens", "steps", "memory_breakdown_gb"}
MEMORY_KEYS = {"weights", "gradients", "optimizer", "activations", "reserve", "total"}
PLATFORM_KEYS = {
    "name",
    "rank",
    "pricing_mode",
    "gpu",
    "feasible",
    "reason",
    "reason_text",
    "min_gpus",
    "gpus",
    "hours",
    "train_hours",
    "delivery_days",
    "gpu_hours",
    "compute_cost",
    "fees_cost",
    "fees",
    "interruption_cost",
    "total_cost",
    "cost_per_billion_tokens",
    "scaling_efficiency",
    "memory_per_gpu_gb",
    "memory_breakdown_gb",
    "deadline_met",
    "budget_met",
}
WARNING_KEYS = {"code", "platform", "params", "text"}


def _strict_json(text: str):
    """Parse as strict JSON: NaN/Infinity are not JSON and must never be printed."""

    def refuse(name: str):
        raise AssertionError(f"{name} in the JSON output")

    return json.loads(text, parse_constant=refuse)


def _run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_report_text(capsys) -> None:
    code, out, err = _run(capsys, "report", EXAMPLE)
    assert code == 0 and err == ""
    assert out.startswith("7B full fine-tune on 1B tokens")
    assert "Work: 4.2e+19 FLOPs" in out
    # ranking order: C (2,880, 9 h), A (2,880, 18 h), B (5,760 + 750 + 121.60)
    rows = [line for line in out.splitlines() if "· " in line and line[:2].strip().isdigit()]
    assert [r.split()[1] for r in rows] == ["C", "A", "B"]
    assert "2,880.00" in rows[0] and "2,880.00" in rows[1]
    assert "6,631.60" in rows[2]


def test_report_json_contract(capsys) -> None:
    code, out, err = _run(capsys, "report", EXAMPLE, "--json")
    assert code == 0 and err == ""
    data = _strict_json(out)
    assert set(data) >= TOP_KEYS
    assert data["report_version"] == 1
    assert data["currency"] == "CNY"
    assert set(data["workload"]) >= WORKLOAD_KEYS
    assert set(data["workload"]["memory_breakdown_gb"]) >= MEMORY_KEYS
    assert data["workload"]["total_flops"] == pytest.approx(4.2e19)
    assert data["best"] == "C · H100 80G on-demand"
    names = [p["name"] for p in data["platforms"]]
    assert names == ["C · H100 80G on-demand", "A · A100 80G on-demand", "B · V100 32G spot"]
    for p in data["platforms"]:
        assert set(p) >= PLATFORM_KEYS, PLATFORM_KEYS - set(p)
        assert set(p["memory_breakdown_gb"]) >= MEMORY_KEYS
    c, a, b = data["platforms"]
    assert (c["rank"], c["feasible"], c["reason"], c["gpus"]) == (1, True, None, 8)
    assert c["total_cost"] == pytest.approx(2880.0)
    assert a["hours"] == pytest.approx(18.0)
    assert b["compute_cost"] == pytest.approx(5760.0)
    assert b["fees"] == [
        {"name": "Public egress (1.5 TB)", "kind": "egress", "basis": "per_gb", "cost": 750.0}
    ]
    assert b["pricing_mode"] == "spot"
    for w in data["warnings"]:
        assert set(w) >= WARNING_KEYS
    assert {"precision_fallback"} <= {w["code"] for w in data["warnings"]}


def _infeasible_plan(tmp_path: Path) -> Path:
    # 7B ZeRO-3 on 40 GB needs 5 GPUs (test_evaluate.py; a global batch of 320 sequences
    # leaves 5 ranks 64 each); the quota is 2
    small = platform(name="small quota", gpu={"memory_gb": 40.0}, max_gpus=2)
    w = {"zero_stage": 3, "global_batch": 320}
    plan = make_plan(workload=w, platforms=[small, platform(name="ok")])
    path = tmp_path / "infeasible.gpuplan"
    save_plan(plan, path)
    return path


def test_report_json_infeasible_platform_is_null_not_nan(tmp_path: Path, capsys) -> None:
    code, out, _ = _run(capsys, "report", str(_infeasible_plan(tmp_path)), "--json")
    assert code == 0
    data = _strict_json(out)
    bad = data["platforms"][-1]
    assert bad["name"] == "small quota"
    assert (bad["feasible"], bad["rank"], bad["reason"]) == (False, None, "quota_too_small")
    assert "needs 5 GPUs" in bad["reason_text"] and "quota is 2" in bad["reason_text"]
    assert bad["total_cost"] is None and bad["gpus"] is None and bad["hours"] is None
    assert bad["min_gpus"] == 5
    # Infeasible still explains its memory, at the smallest N that fits (the quota is the
    # problem): 112/5 = 22.4 GB of states + 10.907 GB activations + 2 GB = 35.307 GB.
    assert bad["memory_gpus"] == 5
    assert bad["memory_per_gpu_gb"] == pytest.approx(22.4 + 10.907303936 + 2)
    assert bad["memory_breakdown_gb"]["optimizer"] == pytest.approx(84 / 5)
    assert bad["usable_memory_gb"] == 40.0
    assert bad["layout"]["zero_stage"] == 3 and bad["layout"]["data_parallel"] == 5


def test_report_json_gives_the_data_movement(tmp_path: Path, capsys) -> None:
    # 500 GB dataset + the 7B's 14 GB of bf16 weights up at 100 Mb/s: 11.4222 h
    w = {"dataset_gb": 500.0, "zero_stage": 3}
    p = platform(upload_mbps=100.0)
    path = tmp_path / "moves.gpuplan"
    save_plan(make_plan(workload=w, platforms=[p]), path)
    code, out, _ = _run(capsys, "report", str(path), "--json")
    assert code == 0
    row = _strict_json(out)["platforms"][0]
    assert row["upload_gb"] == 514.0
    assert row["upload_hours"] == pytest.approx(514 * 8000 / 100 / 3600)
    assert (row["download_gb"], row["download_hours"]) == (14.0, 0.0)  # no download speed


def test_report_json_gives_the_layout_chosen_at_n(tmp_path: Path, capsys) -> None:
    # ZeRO automatic, 7B on 80 GB: ZeRO-2 fits from 2 GPUs and moves less than ZeRO-3
    w = {"auto_layout": ["zero_stage"]}
    path = tmp_path / "auto.gpuplan"
    save_plan(make_plan(workload=w, platforms=[platform(fixed_gpus=4)]), path)
    code, out, _ = _run(capsys, "report", str(path), "--json")
    assert code == 0
    layout = _strict_json(out)["platforms"][0]["layout"]
    assert layout == {
        "tensor_parallel": 1,
        "pipeline_parallel": 1,
        "data_parallel": 4,
        "virtual_pipeline": 1,
        "micro_batch": 1,
        "zero_stage": 2,
        "recompute": "none",
        "sequence_parallel": True,
        "expert_parallel": 1,
        "expert_tensor_parallel": 1,  # the TP degree: no folding
        "context_parallel": 1,
        "automatic": ["zero_stage"],
    }


def test_report_json_memory_of_a_platform_that_never_fits(tmp_path: Path, capsys) -> None:
    # ZeRO-0 7B on a 40 GB GPU: 112 + 10.907 + 2 = 124.907 GB at every N; reported at the
    # count the never-fits warning quotes, the largest allowed (256-way data parallel: 256
    # sequences a step, 1 per micro-batch)
    never = platform(name="never", gpu={"memory_gb": 40.0})
    path = tmp_path / "never.gpuplan"
    save_plan(make_plan(platforms=[never]), path)
    code, out, _ = _run(capsys, "report", str(path), "--json")
    assert code == 0
    bad = _strict_json(out)["platforms"][0]
    assert (bad["reason"], bad["memory_gpus"]) == ("never_fits", 256)
    assert bad["memory_per_gpu_gb"] == pytest.approx(124.907303936)
    assert bad["memory_breakdown_gb"]["activations"] == pytest.approx(10.907303936)


def test_report_csv_writes_rows(tmp_path: Path, capsys) -> None:
    out_csv = tmp_path / "ranking.csv"
    code, out, _ = _run(capsys, "report", EXAMPLE, "--csv", str(out_csv))
    assert code == 0
    assert "C · H100 80G on-demand" in out  # the text report still prints
    with out_csv.open(encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.DictReader(fh))
    assert [r["name"] for r in rows] == [
        "C · H100 80G on-demand",
        "A · A100 80G on-demand",
        "B · V100 32G spot",
    ]
    assert float(rows[0]["total_cost"]) == pytest.approx(2880.0)
    assert float(rows[2]["fees_cost"]) == pytest.approx(750.0)
    assert {r["currency"] for r in rows} == {"CNY"}


def test_csv_keeps_a_formula_like_name_as_text(tmp_path: Path, capsys) -> None:
    plan = make_plan(platforms=[platform(name="=HYPERLINK(1)", gpu={"memory_gb": 80.0})])
    path = tmp_path / "p.gpuplan"
    save_plan(plan, path)
    out_csv = tmp_path / "r.csv"
    assert _run(capsys, "report", str(path), "--csv", str(out_csv))[0] == 0
    with out_csv.open(encoding="utf-8-sig", newline="") as fh:
        assert next(csv.DictReader(fh))["name"] == "'=HYPERLINK(1)"


def _bad_price_plan(tmp_path: Path) -> Path:
    data = json.loads(paths.example_plan().read_text(encoding="utf-8"))
    data["platforms"][0]["pricing"]["price_per_gpu_hour"] = -5
    path = tmp_path / "bad.gpuplan"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_bad_input_exits_2_with_one_line_naming_the_field(tmp_path: Path, capsys) -> None:
    code, out, err = _run(capsys, "report", str(_bad_price_plan(tmp_path)), "--json")
    assert code == 2
    assert out == ""
    lines = err.splitlines()
    assert len(lines) == 1
    assert "platforms[0].pricing.price_per_gpu_hour" in lines[0]
    assert "Traceback" not in err


def test_missing_file_exits_2(tmp_path: Path, capsys) -> None:
    code, _, err = _run(capsys, "report", str(tmp_path / "nope.gpuplan"))
    assert code == 2
    assert len(err.splitlines()) == 1
    assert "does not exist" in err


def test_unwritable_csv_exits_2(tmp_path: Path, capsys) -> None:
    code, _, err = _run(capsys, "report", EXAMPLE, "--csv", str(tmp_path / "no" / "r.csv"))
    assert code == 2
    assert "does not exist" in err and "Traceback" not in err


def test_schema_prints_json_schema(capsys) -> None:
    code, out, _ = _run(capsys, "schema")
    assert code == 0
    schema = _strict_json(out)
    assert "properties" in schema
    assert "platforms" in schema["properties"]


def test_real_process_bad_input_no_traceback(tmp_path: Path) -> None:
    """``python -m gpuplanner`` as a user runs it: exit 2, one line on stderr."""
    proc = subprocess.run(
        [sys.executable, "-m", "gpuplanner", "report", str(_bad_price_plan(tmp_path))],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert proc.stderr.count("\n") == 1
    assert proc.stderr.startswith("gpuplanner: error: ")
    assert "platforms[0].pricing.price_per_gpu_hour" in proc.stderr


def test_real_process_report_json() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "gpuplanner", "report", EXAMPLE, "--json"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    assert _strict_json(proc.stdout)["platforms"][0]["total_cost"] == pytest.approx(2880.0)


def test_a_refused_plan_and_a_refused_option_are_said_in_the_chosen_language(
    tmp_path, capsys
) -> None:
    empty = tmp_path / "empty.gpuplan"
    empty.write_bytes(b"")
    assert main(["report", str(empty), "--lang", "zh_CN"]) == 2
    assert capsys.readouterr().err == f"gpuplanner: error: {empty}: 文件为空\n"
    plan = tmp_path / "plan.gpuplan"
    plan.write_bytes(paths.example_plan().read_bytes())
    assert main(["report", str(plan), "--csv", str(plan), "--lang", "zh_CN"]) == 2
    assert capsys.readouterr().err == (
        f"gpuplanner: error: --csv {plan}：这正是要读取的方案文件；请换一个文件名\n"
    )
    assert main(["report", str(plan), "--csv", str(plan)]) == 2
    assert "that is the plan being read; choose another name" in capsys.readouterr().err


@pytest.mark.parametrize(
    "args",
    [
        ("report", EXAMPLE, "--csv", ""),
        ("kit", EXAMPLE, "--platform", "x", "-o", " "),
        ("import-measurements", EXAMPLE, ""),
    ],
)
def test_an_empty_path_is_refused_naming_the_option(capsys, args) -> None:
    # Path("") is ".": `--csv ""` was refused as "cannot write .: it is a folder" (a
    # hostile-input hunt), and `kit -o ""` would have written the kit into the current folder.
    with pytest.raises(SystemExit) as exited:
        main(list(args))
    assert exited.value.code == 2
    assert "an empty path; give a file or folder name" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (("report", "--lang", "zh_CN"), "gpuplanner report: error: 缺少必需的参数：plan"),
        (
            ("report", EXAMPLE, "--lang", "zh_CN", "--bogus"),
            "gpuplanner: error: 无法识别的参数：--bogus",
        ),
        (
            ("catalog", "bogus", "--lang=zh_CN"),
            "gpuplanner catalog: error: 参数 which：无效的选项 'bogus'"
            "（可选：'gpus', 'models', 'platforms', 'interconnects'）",
        ),
        (("report", EXAMPLE, "--lang", "zh_CN", "--csv"), "参数 --csv：需要一个值"),
        (("report", "", "--lang", "zh_CN"), "参数 plan：路径为空；请给出文件或文件夹名"),
        (("report", "--lang", "en"), "gpuplanner report: error: the following arguments are "),
    ],
)
def test_argparse_errors_are_said_in_the_commands_language(capsys, args, said) -> None:
    """argparse words its own errors in English; under --lang zh_CN they are said in Chinese
    (the usage line and the "gpuplanner: error:" prefix stay as scripts read them), exit 2.
    --lang is taken from the command line before it is parsed: the error may come first."""
    with pytest.raises(SystemExit) as exited:
        main(list(args))
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: gpuplanner")
    assert said in err.splitlines()[-1]


def test_a_misspelt_command_is_named_not_opened_as_a_plan(capsys, tmp_path, monkeypatch) -> None:
    """`gpuplanner reprot x.gpuplan` opened the app with 'reprot' as the plan to load; a word
    close to a command that names no file is refused, naming the command it looks like, in
    --lang, exit 2."""
    monkeypatch.chdir(tmp_path)
    assert main(["reprot", EXAMPLE]) == 2
    assert capsys.readouterr().err == (
        "gpuplanner: error: unknown command 'reprot': did you mean report?\n"
    )
    assert main(["import-quote", "a", "b", "--lang", "zh_CN"]) == 2
    assert "未知的命令“import-quote”：是否要用 import-quotes？" in capsys.readouterr().err
