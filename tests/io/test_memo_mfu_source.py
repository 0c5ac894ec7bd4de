"""The memo says where each platform's MFU comes from, as report --json's mfu_source does.

A platform that computes its time from the work (``efficiency_from_work``: every catalog
preset with the GPU's memory bandwidth, core/compute.py) was said to have its 'MFU 41 % as
entered' / 'MFU 41 %，为填写值' in the memo, while the Platforms tab says 按计算量推算 and
the workbook 'implied by the per-layer compute time' (53ef66a). Here the 70B example's H100
computes it; the A800 keeps its typed 40 %.
"""

from __future__ import annotations

import datetime as dt

import pytest

from gpuplanner.core.analysis import analyze
from gpuplanner.core.edit import replace_at
from gpuplanner.io.memo import build_memo
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import examples_dir


@pytest.mark.parametrize(
    ("lang", "work", "typed"),
    [
        ("en", "MFU {} computed from the work", "MFU 40 % as entered"),
        ("zh_CN", "MFU {}，按计算量推算", "MFU 40 %，为填写值"),
    ],
)
def test_the_memo_says_an_mfu_computed_from_the_work(lang: str, work: str, typed: str) -> None:
    plan = load_plan(examples_dir() / "70b-full-finetune-h100-a800-4090.gpuplan")
    plan = replace_at(plan, ("platforms", 0, "efficiency_from_work"), True)
    analysis = analyze(plan, today=dt.date(2026, 12, 1))
    h100 = next(r for r in analysis.result.platforms if r.index == 0)
    assert h100.mfu_source == "work"
    memo = build_memo(analysis, lang=lang, version="9.9")
    said = [a for a in memo.assumptions if a.startswith(plan.platforms[0].name[:15])]
    mfu = f"{h100.mfu * 100:.0f} %"
    assert any(work.format(mfu) in a for a in said), said
    a800 = [a for a in memo.assumptions if a.startswith(plan.platforms[1].name[:15])]
    assert any(typed in a for a in a800), a800
