"""The memo's and the workbook's words (issue 24 item 11), in both languages: Chinese counts
by 万/亿 ("20 亿", never "2 十亿"); the currency as its readers name it (人民币元); one
platform is singular; a gap that is financing is not explained as "GPU time +¥0.00"; prices
in different units are compared per GPU-hour held; training settings worded in the
workbook (not bf16 / adamw / none raw)."""

from __future__ import annotations

import datetime as dt
import io

import openpyxl
import pytest
from plans import make_plan, platform
from test_memo import memo_plan
from test_ownership import owned

from gpuplanner.core import analyze
from gpuplanner.core.financing import Financing
from gpuplanner.core.platform import HourlyPricing
from gpuplanner.io.excel.export import build_workbook
from gpuplanner.io.memo import build_memo
from gpuplanner.io.memo.content import tokens
from gpuplanner.io.memo.words import words

TODAY = dt.date(2026, 11, 24)


@pytest.mark.parametrize(
    "value,en,zh",
    [
        (2e9, "2 billion", "20 亿"),
        (1e9, "1 billion", "10 亿"),
        (1.5e11, "150 billion", "1,500 亿"),
        (3e8, "300 million", "3 亿"),
        (1e12, "1 trillion", "1 万亿"),
        # The 7B LoRA example: 6e7 tokens read "0.06 billion" and "0.6 亿"
        (6e7, "60 million", "6,000 万"),
        (5000.0, "5,000", "5,000"),
    ],
)
def test_token_counts_are_said_by_yi_in_chinese(value: float, en: str, zh: str) -> None:
    assert tokens(value, words("en"), "en") == en
    assert tokens(value, words("zh_CN"), "zh_CN") == zh


def test_the_chinese_memo_says_renminbi_and_yi() -> None:
    memo = build_memo(analyze(memo_plan(), today=TODAY), lang="zh_CN")
    assert "所有金额单位均为人民币元。" in memo.assumptions
    # 7B on 1e9 tokens: 10 亿 (the question table); per 10 亿 token in the recommendation
    assert dict(memo.question)["训练 token 数"].startswith("10 亿（")
    assert "每 10 亿 token" in dict(memo.recommendation)["训练达标成本"]
    assert not any("十亿" in v for _, v in (*memo.question, *memo.recommendation))


@pytest.mark.parametrize(
    "lang,text",
    [("en", "1 platform, able to run the job"), ("zh_CN", "共 1 个平台，能运行此任务")],
)
def test_one_platform_is_singular(lang: str, text: str) -> None:
    plan = memo_plan()
    one = plan.model_copy(update={"platforms": plan.platforms[:1]})
    memo = build_memo(analyze(one, today=TODAY), lang=lang)
    assert dict(memo.question)[("Candidates" if lang == "en" else "候选平台")] == text


def _financed_pair():
    """Two identical owned clusters on 8 GPUs, one paying cash, one on a 6 % 36-month loan:
    the same GPU time to the cent, so the gap is the loan's interest alone."""
    cash = platform(name="Own, cash", pricing=owned(1.0), fixed_gpus=8, interruption_rate=0.0)
    loan = owned(1.0).model_copy(update={"financing": Financing(annual_rate=0.06)})
    lent = cash.model_copy(update={"name": "Own, loan", "pricing": loan})
    return make_plan(workload={"zero_stage": 3}, platforms=[cash, lent])


@pytest.mark.parametrize(
    "lang,cause,gpu_time",
    [("en", "financing (loan interest) +¥", "GPU time"), ("zh_CN", "融资利息 +¥", "GPU 时长")],
)
def test_a_gap_that_is_financing_is_said_as_financing(lang, cause, gpu_time) -> None:
    memo = build_memo(analyze(_financed_pair(), today=TODAY), lang=lang)
    assert memo.recommended == "Own, cash"
    causes = memo.runner_up[1]
    assert cause in causes and gpu_time not in causes  # no "GPU time +¥0.00"


@pytest.mark.parametrize(
    "lang,unlike",
    [
        ("en", "per GPU-hour held (priced at ¥10,000.00/GPU-month)"),
        ("zh_CN", "（计价 ¥10,000.00/卡/月）"),
    ],
)
def test_prices_in_different_units_are_compared_per_gpu_hour_held(lang, unlike) -> None:
    """Cloud A at ¥10,000 per GPU-month (8 GPUs, one started month: ¥80,000) against an
    hourly ¥200/GPU-h offer: the sentence gives each one's GPU time per GPU-hour held —
    Cloud A's ¥80,000 over its 8 × hours — beside its own price, not ¥10,000 against ¥200."""
    plan = memo_plan()
    hourly = plan.platforms[0].model_copy(
        update={"name": "Hourly", "pricing": HourlyPricing(price_per_gpu_hour=200.0)}
    )
    plan = plan.model_copy(update={"platforms": (plan.platforms[1], hourly)})
    result = analyze(plan, today=TODAY).result
    memo = build_memo(analyze(plan, today=TODAY), lang=lang)
    causes = memo.runner_up[1]
    assert unlike in causes
    a = result.platform("Cloud A").chosen_point
    per_hour = f"¥{80_000 / a.gpu_hours:,.2f}"
    assert per_hour in causes


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_workbook_words_the_training_settings(lang) -> None:
    """The Assumptions say "AdamW" and "BF16", never the plan file's adamw / bf16 / none (the
    words are the terms catalog's, shared with issue 25's raw-enum fix)."""
    analysis = analyze(memo_plan(), today=TODAY)  # AdamW, BF16
    wb = openpyxl.load_workbook(io.BytesIO(build_workbook(analysis, lang)))
    values = {str(c.value) for row in wb.worksheets[1].iter_rows() for c in row if c.value}
    assert {"AdamW", "BF16"} <= values
    assert not {"adamw", "none", "bf16"} & values
