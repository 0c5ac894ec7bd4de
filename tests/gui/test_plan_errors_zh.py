"""A damaged plan opened in the Chinese UI: the file and field as they are, the problem in Chinese.

The problems come from the real loader (gpuplanner.io.plan_file), so a change of its wording
that the GUI no longer recognises fails here.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from app_helpers import Answers, answers, make_window  # noqa: F401 (fixtures)
from pydantic import ValidationError

from gpuplanner.core.fleet.plan import FleetPlan
from gpuplanner.core.plan import PLAN_FORMAT_VERSION
from gpuplanner.core.uncertainty_models import Ranges
from gpuplanner.gui import field_errors
from gpuplanner.gui.lifecycle import open_error_text
from gpuplanner.io.plan_file import PlanError, load_plan, loads_plan
from gpuplanner.paths import example_plan


def _example() -> dict:
    return json.loads(example_plan().read_text(encoding="utf-8"))


def _problem(text: str) -> PlanError:
    with pytest.raises(PlanError) as caught:
        loads_plan(text)
    return caught.value


def _loaded(path: Path) -> PlanError:
    with pytest.raises(PlanError) as caught:
        load_plan(path)
    return caught.value


def _with(update) -> str:  # the example plan with one change, as file text
    data = _example()
    update(data)
    return json.dumps(data)


def test_every_kind_of_load_problem_is_worded_in_chinese(chinese, tmp_path) -> None:
    newer = PLAN_FORMAT_VERSION + 1
    (tmp_path / "empty.gpuplan").write_bytes(b"")
    (tmp_path / "latin1.gpuplan").write_bytes(b'{"a": "\xe9"}')
    (tmp_path / "folder.gpuplan").mkdir()
    cases = {
        _loaded(tmp_path / "empty.gpuplan"): "文件为空",
        _loaded(
            tmp_path / "latin1.gpuplan"
        ): "不是 UTF-8 文本（偏移 7 处的字节无效）",  # {"a": " is 7 bytes
        _loaded(tmp_path / "folder.gpuplan"): "这是一个文件夹，不是方案文件",
        _loaded(tmp_path / "missing.gpuplan"): "文件不存在",
        PlanError("", "permission_denied"): "权限不足：无法读取该文件",
        PlanError("", "unreadable", params={"detail": "Input/output error"}): "无法读取该文件",
        _problem('{"format": '): "不是有效的 JSON（第 1 行，第 12 列）",
        _problem(_with(lambda d: d.update(format_version=newer))): (
            f"此方案由更新版本的 gpuplanner 保存（格式 {newer}）；"
            f"当前版本最高只能读取格式 {PLAN_FORMAT_VERSION}，请更新 gpuplanner"
        ),
        _problem('{"format": "x"}'): '不是 gpuplanner 方案文件（format 为 "x"）',
        _problem("{}"): '不是 gpuplanner 方案文件（缺少 "format" 键）',
        _problem(_with(lambda d: d["platforms"][0].update(fixed_gpus=64, max_gpus=8))): (
            "固定卡数超出配额"
        ),
        _problem(_with(lambda d: d["platforms"].append(dict(d["platforms"][0])))): (
            f"平台名称不能重复；重复的有：{_example()['platforms'][0]['name']}"
        ),
        _problem(_with(lambda d: d.update(colour=1))): "未知的键（请检查拼写）",
        _problem(_with(lambda d: d["workload"].pop("tokens"))): "必填但缺失",
        _problem(_with(lambda d: d["workload"].update(tokens="lots"))): (
            '必须是数字（实际为 "lots"）'
        ),
        _problem(_with(lambda d: d["platforms"][0].update(mfu=0))): "必须大于 0（实际为 0）",
        _problem(_with(lambda d: d["platforms"][0].update(mfu=2))): "不能大于 1（实际为 2）",
        _problem(_with(lambda d: d["platforms"][0].update(mfu="NaN")).replace('"NaN"', "NaN")): (
            "NaN 不是有效数字"
        ),
    }
    for error, expected in cases.items():
        assert error.text("zh_CN") == expected, error.problem


def test_a_problem_without_a_known_wording_is_left_to_the_english(chinese) -> None:
    # A pydantic check the catalog has no words for yet: its English, and the dialog shows
    # the loader's English text alone rather than a half-translated line.
    error = PlanError("x", "uuid_parsing", fallback="Input should be a valid UUID")
    assert error.text("zh_CN") == "Input should be a valid UUID"
    assert open_error_text(error)[1].endswith("x: Input should be a valid UUID")


def test_opening_damaged_files_in_chinese_names_the_file_and_the_field(
    chinese,
    make_window,  # noqa: F811
    answers,  # noqa: F811
    tmp_path,
) -> None:
    window = make_window()
    empty = tmp_path / "empty.gpuplan"
    empty.write_bytes(b"")
    newer = tmp_path / "newer.gpuplan"
    newer.write_text(json.dumps({**_example(), "format_version": PLAN_FORMAT_VERSION + 1}))

    assert not window.lifecycle.open(empty) and not window.lifecycle.open(newer)
    (title, first), (_, second) = answers.errors
    assert title == "无法打开方案"
    assert f"{empty}: 文件为空\n\n" in first and "the file is empty" in first
    assert f"{newer}: format_version: 此方案由更新版本的 gpuplanner 保存（格式 4）" in second
    assert "saved by a newer gpuplanner (format 4)" in second  # the English original


_SELF_BUILT = {"capex_per_gpu": 200_000}


def _refusal(model: type, data: dict) -> ValidationError:
    with pytest.raises(ValidationError) as caught:
        model.model_validate(data)
    return caught.value


def test_core_checks_read_in_chinese_next_to_their_field(chinese) -> None:
    """The core raises codes, so its checks (the fleet plan's among them) never reach the
    Chinese UI in English; numbers are written by the display locale."""
    fleet = {
        "demand": {"mode": "table", "table": [1.0, 2.0]},
        "on_demand": {"price_per_gpu_hour": 9},
    }
    cases = {
        _refusal(FleetPlan, {**fleet, "horizon_months": 3}): (
            "需求表有 2 个月，但规划期为 3 个月；请每月填写一个数值"
        ),
        _refusal(
            FleetPlan,
            {**fleet, "horizon_months": 2, "hybrid": {"base_percentile": 50}},
        ): "混合策略需要包月/包年部分（其单价和合约期）",
        _refusal(
            FleetPlan,
            {**fleet, "horizon_months": 2, "self_built": {**_SELF_BUILT, "fallback": "spot"}},
        ): "兜底方式为竞价实例，但没有竞价实例部分",
        _refusal(
            Ranges, {"mfu": {"low": 0.001, "high": 1.2}}
        ): "至少为输入值的 1%：计算时间时要除以它",
        _refusal(FleetPlan, {**fleet, "horizon_months": 2, "discount_rate": 2}): "不能大于 1",
    }
    for error, expected in cases.items():
        assert field_errors.describe(error) == expected


def test_a_failed_save_says_why_in_chinese(
    chinese,
    make_window,  # noqa: F811
    answers,  # noqa: F811
    tmp_path,
) -> None:
    window = make_window()
    answers.save_path = tmp_path / "gone" / "plan.gpuplan"  # a folder that does not exist
    assert not window.lifecycle.save_as()
    ((title, message),) = answers.errors
    assert title == "无法保存方案"
    expected = f"无法写入 {answers.save_path}：文件夹 {tmp_path / 'gone'} 不存在"
    assert message.endswith(expected), message
