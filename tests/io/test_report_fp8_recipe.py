"""report --json names the FP8 recipe: the plan's (workload.stack.fp8_recipe) and the one each
platform runs (platforms[].stack.fp8_recipe), docs/report-json.md."""

from __future__ import annotations

import json

from plans import B200_SXM, H100_SXM, make_plan, platform, workload

from gpuplanner.core.analysis import analyze
from gpuplanner.io.report.headless import report_json

H100 = H100_SXM
B200 = B200_SXM


def test_each_platform_names_the_recipe_it_runs() -> None:
    """Megatron-Core with no recipe stated: delayed scaling on the H100, MXFP8 on the B200
    (core/stacks.py); a stated recipe holds on both; a BF16 run has none."""
    platforms = [platform(name="h", gpu=H100), platform(name="b", gpu=B200)]
    w = {"precision": "fp8", "stack": "megatron"}
    data = report_json(analyze(make_plan(workload=workload(**w), platforms=platforms)))
    stack = data["workload"]["stack"]
    assert stack["fp8_recipe"] is None
    assert stack["fp8_recipe_defaults"] == {"blackwell": "mxfp8", "other": "delayed"}
    ran = {p["name"]: p["stack"]["fp8_recipe"] for p in data["platforms"]}
    assert ran == {"h": "delayed", "b": "mxfp8"}
    current = workload(**w, fp8_recipe="current")
    data = report_json(analyze(make_plan(workload=current, platforms=platforms)))
    assert data["workload"]["stack"]["fp8_recipe"] == "current"
    assert {p["stack"]["fp8_recipe"] for p in data["platforms"]} == {"current"}
    bf16 = make_plan(workload=workload(stack="megatron"), platforms=platforms)
    assert {p["stack"]["fp8_recipe"] for p in report_json(analyze(bf16))["platforms"]} == {None}


def test_mxfp8_on_a_hopper_platform_exits_2_naming_the_field(tmp_path, capsys) -> None:
    """The command line refuses MXFP8 beside an H100 as bad input: exit 2, one line on stderr
    naming workload.fp8_recipe (English, and Chinese with --lang zh_CN)."""
    from gpuplanner.cli import main
    from gpuplanner.io.plan_file import dumps_plan

    plan = make_plan(workload=workload(precision="fp8"), platforms=[platform(gpu=H100)])
    data = json.loads(dumps_plan(plan))
    data["workload"]["fp8_recipe"] = "mxfp8"
    path = tmp_path / "mx.gpuplan"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["report", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.splitlines()) == 1
    assert "workload.fp8_recipe" in err and "Blackwell" in err and "H100" in err
    assert main(["report", str(path), "--lang", "zh_CN"]) == 2
    assert "Blackwell 张量核心" in capsys.readouterr().err


def test_the_csv_ranking_has_each_platforms_recipe() -> None:
    """report --csv flattens platforms[] beside the layout columns: stack.fp8_recipe."""
    from gpuplanner.io.report.headless import ranking_rows

    platforms = [platform(name="h", gpu=H100), platform(name="b", gpu=B200)]
    plan = make_plan(workload=workload(precision="fp8", stack="megatron"), platforms=platforms)
    rows = ranking_rows(analyze(plan))
    assert {r["name"]: r["stack.fp8_recipe"] for r in rows} == {"h": "delayed", "b": "mxfp8"}
