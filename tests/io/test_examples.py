"""The bundled example in Chinese (io/examples.py): the same plan, its words translated."""

from __future__ import annotations

import json
import re

import numpy as np

from gpuplanner.core import evaluate
from gpuplanner.io.examples import example, words_path
from gpuplanner.io.plan_file import load_plan, loads_plan, save_plan
from gpuplanner.paths import example_plan

CJK = re.compile(r"[\u4e00-\u9fff]")


def _texts(plan) -> list[str]:
    """Every text of a plan the translation covers, as the example holds them."""
    out = [plan.title, plan.notes, plan.workload.model.name]
    for p in plan.platforms:
        out += [p.name, p.notes] + [t for f in p.fees for t in (f.name, f.note)]
    return [t for t in out if t]


def test_every_text_of_the_example_has_its_chinese_and_none_is_stale() -> None:
    english = load_plan(example_plan())
    words = json.loads(words_path(example_plan(), "zh_CN").read_text(encoding="utf-8"))
    assert sorted(_texts(english)) == sorted(words)  # an edited text fails here
    chinese = example("zh_CN")
    assert all(CJK.search(t) for t in _texts(chinese)), _texts(chinese)
    assert chinese.title == "7B 全参微调，10 亿 token：三个平台（种子示例 A）"
    assert [p.name for p in chinese.platforms] == [
        "A · A100 80G 按量付费",
        "B · V100 32G 竞价实例",
        "C · H100 80G 按量付费",
    ]
    assert example("en") == english


def test_the_chinese_example_costs_what_the_english_one_does(tmp_path) -> None:
    # Seed example A (reference/seed-examples.md): 18 / 60 / 9 h on 8 GPUs, setup included
    # (the V100 spot one 61.3 here with its expected interruptions), in both languages.
    en, zh = evaluate(example("en")), evaluate(example("zh_CN"))
    assert [round(float(p.hours[7]), 1) for p in zh.platforms] == [18.0, 61.3, 9.0]
    for a, b in zip(en.platforms, zh.platforms, strict=True):
        np.testing.assert_array_equal(a.total_cost, b.total_cost)
        np.testing.assert_array_equal(a.train_hours, b.train_hours)
    # A valid plan as saved: its translated words pass the plan file's own checks.
    path = tmp_path / "zh.gpuplan"
    save_plan(example("zh_CN"), path)
    assert loads_plan(path.read_text(encoding="utf-8")) == example("zh_CN")
