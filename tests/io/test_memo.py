"""The decision memo's content (io, no Qt): figures hand-checked on a plan whose bills are
time-independent (monthly plans, one started month), both languages, hostile names kept as
plain text for the renderer to escape."""

from __future__ import annotations

import datetime as dt

import pytest
from plans import make_plan, platform

from gpuplanner.core import analyze
from gpuplanner.core.platform import HourlyPricing, ReservedPricing
from gpuplanner.io.memo import build_memo, money
from gpuplanner.io.memo.content import scientific


def memo_plan(**workload):
    """Three monthly plans on 8 fixed A100s; the job (7B, 1e9 tokens, ≈12 h) uses one started
    month, so each bill is 8 GPUs × 1 month × the monthly price: 80,000, 100,000, 120,000."""

    def monthly(name: str, price: float, vendor: str = ""):
        return platform(
            name=name,
            vendor=vendor,
            pricing=ReservedPricing(price_per_gpu_month=price),
            fixed_gpus=8,
            interruption_rate=0.0,
            prices_as_of=dt.date(2026, 11, 20),
            quote_valid_until=dt.date(2026, 11, 25),
        )

    return make_plan(
        title="7B fine-tune",
        workload={"zero_stage": 3, **workload},
        platforms=[
            monthly("Cloud B", 12_500.0),
            monthly("Cloud A", 10_000.0, vendor="Vendor A"),
            monthly("Cloud C", 15_000.0),
        ],
    )


def _memo(plan, lang="en", today=dt.date(2026, 12, 1)):
    return build_memo(analyze(plan, today=today), lang=lang, version="9.9")


def test_money_is_written_as_the_app_writes_it() -> None:
    assert money(2880, "CNY") == "¥2,880.00"
    assert money(-1234.5, "USD") == "-$1,234.50"
    assert money(10, "CHF") == "CHF 10.00"
    assert scientific(4.2e19) == "4.2 × 10¹⁹"


def test_recommendation_runner_up_and_gap() -> None:
    memo = _memo(memo_plan())
    assert memo.recommended == "Cloud A"
    assert memo.total == "¥80,000.00"  # 8 GPUs × 1 month × ¥10,000
    assert memo.gap == "¥20,000.00"  # ¥100,000 − ¥80,000
    rec = dict(memo.recommendation)
    assert rec["Platform"] == "Cloud A (Vendor A)"
    assert rec["Total cost"].startswith("¥80,000.00")
    assert rec["GPUs"].startswith("8 × A100 80G — data 8 × tensor 1 × pipeline 1, ZeRO-3")
    assert (
        "Cloud B costs ¥100,000.00, ¥20,000.00 more than the recommendation (+25.0 %)"
        in (memo.runner_up[0])
    )
    assert "GPU time +¥20,000.00" in memo.runner_up[1]
    assert memo.bills.head == ("Line", "Cloud A", "Cloud B", "Cloud C")
    assert memo.bills.rows[-1] == ("Total", "¥80,000.00", "¥100,000.00", "¥120,000.00")
    assert dict(memo.question)["Training tokens"] == "1 billion (4.2 × 10¹⁹ FLOPs, BF16)"


def test_expired_quotes_and_dates_are_assumptions() -> None:
    text = " ".join(_memo(memo_plan()).assumptions)
    assert "Cloud A: prices as of 2026-11-20." in text
    assert "Cloud A: the quote EXPIRED on 2026-11-25" in text
    fresh = " ".join(_memo(memo_plan(), today=dt.date(2026, 11, 24)).assumptions)
    assert "EXPIRED" not in fresh and "valid until 2026-11-25" in fresh


@pytest.mark.parametrize(
    "lang,words",
    [
        ("en", ("All amounts in CNY.", "1 USD = 7.2 CNY (as of 2026-11-18).")),
        # Issue 24 item 11: the currency as Chinese readers name it, not its ISO code.
        ("zh_CN", ("所有金额单位均为人民币元。", "1 美元 = 7.2 人民币元（截至 2026-11-18）。")),
    ],
)
def test_exchange_rates_are_assumptions(lang: str, words: tuple[str, str]) -> None:
    """Issue 19: the assumptions name the exchange rates a reader must know, with their day."""
    from gpuplanner.core.currency import ExchangeRate

    rate = ExchangeRate(currency="USD", rate=7.2, as_of=dt.date(2026, 11, 18))
    plan = memo_plan().model_copy(update={"exchange_rates": (rate,)})
    assumptions = _memo(plan, lang).assumptions
    assert all(w in assumptions for w in words)
    assert not any(("USD" in a or "美元" in a) for a in _memo(memo_plan(), lang).assumptions)


def test_deadline_and_budget_answers() -> None:
    fresh = dt.date(2026, 11, 24)  # the quotes are valid until 2026-11-25
    assert _memo(memo_plan(deadline_hours=240.0, budget=90_000.0), today=fresh).verdict == (
        "Meets the deadline and the budget."
    )
    memo = _memo(memo_plan(deadline_hours=240.0, budget=90_000.0))
    notes = " ".join(memo.risk_notes)
    # Every feasible count counts, not only the fixed 8: ZeRO-3 needs 2 A100s for the 112 GB
    # of model states (16 B × 7e9), and 2 GPUs × one month × ¥10,000 is the cheapest bill;
    # within ¥90,000 the most GPUs, so the fastest, would be 9 × ¥10,000, but 256 sequences
    # over 9 ranks is 28.44 a rank (micro-batch × DP must divide the global batch): 8.
    assert "the cheapest way to meet it is Cloud A on 2 GPUs, ¥20,000.00" in notes
    assert "the fastest way to stay within it is Cloud A on 8 GPUs" in notes
    tight = _memo(memo_plan(budget=15_000.0), today=fresh)  # below the 2-GPU minimum of ¥20,000
    assert tight.verdict == "Over the budget."
    assert "Budget: no candidate stays within it." in tight.risk_notes


def test_chinese_memo() -> None:
    memo = _memo(memo_plan(), lang="zh_CN")
    assert memo.heading == "GPU 采购决策备忘录"
    assert memo.total == "¥80,000.00" and memo.gap == "¥20,000.00"
    assert "比建议方案多 ¥20,000.00（+25.0 %）" in memo.runner_up[0]
    assert dict(memo.recommendation)["训练达标成本"].startswith("¥80,000.00")


def test_no_feasible_platform_still_makes_a_memo() -> None:
    plan = memo_plan()
    small = [p.model_copy(update={"max_gpus": 1, "fixed_gpus": None}) for p in plan.platforms]
    plan = plan.model_copy(update={"platforms": tuple(small)})
    memo = _memo(plan)
    assert memo.recommended is None and memo.recommendation == ()
    assert memo.verdict.startswith("No platform can run this job")
    assert memo.warnings  # the reasons


@pytest.mark.parametrize("name", ["<b>Evil</b> & Co", "=cmd|' /C calc'!A0"])
def test_names_stay_plain_text(name: str) -> None:
    plan = memo_plan()
    first = plan.platforms[1].model_copy(update={"name": name})
    plan = plan.model_copy(update={"platforms": (plan.platforms[0], first, plan.platforms[2])})
    memo = _memo(plan)
    assert memo.recommended == name  # escaped by the renderer, not mangled here


def test_the_bill_is_the_itemised_bill() -> None:
    from gpuplanner.core.fees import FeeBasis, FeeItem

    plan = memo_plan()
    storage = FeeItem(name="Storage", basis=FeeBasis.FIXED, rate=500.0, quantity=2.0)
    a = plan.platforms[1].model_copy(update={"fees": (storage,)})
    plan = plan.model_copy(update={"platforms": (plan.platforms[0], a, plan.platforms[2])})
    rows = {r[0]: r[1:] for r in _memo(plan).bills.rows}
    assert rows["GPUs · hours held"][0].startswith("8 GPUs · ")
    assert rows["GPU time (per GPU-month)"] == ("¥80,000.00", "¥100,000.00", "¥120,000.00")
    assert rows["Fee: Storage"] == ("¥1,000.00", "—", "—")  # 500 × 2, fixed
    assert rows["Total"] == ("¥81,000.00", "¥100,000.00", "¥120,000.00")
    memo = _memo(plan)
    assert memo.gap == "¥19,000.00"
    assert "fee items −¥1,000.00" in memo.runner_up[1]


def test_summary_and_what_moves_the_total_most() -> None:
    memo = _memo(memo_plan(), today=dt.date(2026, 11, 24))  # the quotes still valid
    assert memo.summary.startswith("Recommendation: Cloud A, 8 × A100 80G for ¥80,000.00,")
    assert memo.summary.endswith("¥20,000.00 less than the runner-up, Cloud B.")
    # One started month whatever the speed, no interruptions: only the price moves the bill,
    # by its default ±10 % range: 0.9 × ¥80,000 … 1.1 × ¥80,000.
    assert (
        "What moves Cloud A's total most: the GPU price, from ¥72,000.00 to ¥88,000.00 over "
        "its range." in memo.risk_notes
    )
    zh = _memo(memo_plan(), lang="zh_CN")
    assert zh.summary.startswith("建议：Cloud A，8 × A100 80G，¥80,000.00，")
    tornado = (
        "对 Cloud A 训练达标成本影响最大的是 GPU 单价：在其范围内从 ¥72,000.00 到 ¥88,000.00。"
    )
    assert tornado in zh.risk_notes


def _hourly(name: str, price: float, **kw):
    return platform(
        name=name,
        pricing=HourlyPricing(price_per_gpu_hour=price, billing_increment_hours=1 / 60),
        fixed_gpus=8,
        **kw,
    )


def _spot_plan(**workload):
    """8 A100s, 2e10 tokens: 'Spot' at 2.46/GPU-h with 2 % interruptions per hour (its
    GPU-hours held include the lost hours), 'Steady' at 3.10 with none."""
    return make_plan(
        workload={"zero_stage": 3, "tokens": 2e10, **workload},
        platforms=[
            _hourly("Spot", 2.46, interruption_rate=0.02),
            _hourly("Steady", 3.10, interruption_rate=0.0),
        ],
    )


def test_the_runner_up_sentence_names_the_quoted_unit_prices() -> None:
    """The memo once wrote the compute cost over GPU-hours that include the interruption hours
    (¥2.13 for a ¥2.46 quote); the prices are the ones typed."""
    memo = _memo(_spot_plan())
    assert memo.recommended == "Spot"
    assert "at ¥3.10/GPU-h against" in memo.runner_up[1]
    assert memo.runner_up[1].count("at ¥2.46/GPU-h") == 1
    zh = _memo(_spot_plan(), lang="zh_CN")
    assert "单价 ¥2.46/卡时" in zh.runner_up[1]


def test_the_headline_flags_an_expired_quote_and_a_late_p90() -> None:
    """'Meets the deadline' while the memo's own P90 days exceeded it, and an expired quote
    only in the assumptions: both now in the verdict and the one-sentence summary."""
    expired = _memo(memo_plan())  # quotes valid until 2026-11-25, memo dated 2026-12-01
    for text in (expired.verdict, expired.summary):
        assert "The quote EXPIRED on 2026-11-25: ask for a new one before signing." in text
    zh = _memo(memo_plan(), lang="zh_CN")
    assert "该报价已于 2026-11-25 过期" in zh.verdict and "该报价已于 2026-11-25 过期" in zh.summary
    plan = _spot_plan(deadline_hours=12 * 24.0)
    analysis = analyze(plan, today=dt.date(2026, 12, 1))
    best = analysis.result.platforms[0]
    p90 = analysis.uncertainty.platforms[0].p90_days
    # expected 11.2 days meets the 12-day deadline; the P90 of the delivery does not
    assert best.chosen_point.deadline_met and best.chosen_point.delivery_days < 12 < p90
    memo = build_memo(analysis, lang="en")
    assert memo.verdict.startswith("Meets the deadline. Risk: in the Monte Carlo's P90 it takes")
    assert f"takes {p90:.1f} days, past the 12-day deadline." in memo.verdict
    assert "past the 12-day deadline" in memo.summary
    zh = build_memo(analysis, lang="zh_CN")
    assert f"按蒙特卡洛 P90 需 {p90:.1f} 天，超过 12 天的工期" in zh.verdict


def test_clip_counts_a_cjk_character_as_two_columns() -> None:
    from gpuplanner.io.memo.content import clip, width

    assert width("ab一二") == 6  # 1 + 1 + 2 + 2
    assert clip("abcdef", 6) == "abcdef"
    assert clip("abcdef", 4) == "abc…"  # 3 letters + the ellipsis's column
    assert clip("一二三四", 5) == "一二…"  # 2 + 2 + 1; a third character would make 7


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_plans_long_texts_are_cut_and_counted(lang: str) -> None:
    """A 10,000-character title shows 300 columns (three lines), whole in ``full_title``; the
    model's name 80; 43 candidates, 3 compared: 40 counted; 6 exchange rates, 4 listed."""
    from gpuplanner.core.currency import ExchangeRate
    from gpuplanner.io.memo.content import MAX_TITLE, width

    plan = memo_plan()
    title = ("很长的方案标题" * 1500)[:10_000]
    extra = [plan.platforms[0].model_copy(update={"name": f"Other {k}"}) for k in range(40)]
    day = dt.date(2026, 11, 1)
    rates = tuple(
        ExchangeRate(currency=c, rate=1.5, as_of=day)
        for c in ("USD", "EUR", "GBP", "JPY", "CHF", "HKD")
    )
    model = plan.workload.model.model_copy(update={"name": "Model " * 400})
    plan = plan.model_copy(
        update={
            "title": title,
            "platforms": (*plan.platforms, *extra),
            "exchange_rates": rates,
            "workload": plan.workload.model_copy(update={"model": model}),
        }
    )
    memo = _memo(plan, lang)
    # 149 characters of two columns (298) and the ellipsis (1): a 150th would make 301
    assert memo.title == title[:149] + "…" and width(memo.title) == 299 <= MAX_TITLE
    assert memo.full_title == title
    # short(name, 80), cut in the middle: its first 40 characters (6 × "Model " = 36, and
    # "Mode"), "…" and its last 39 ("el " and 6 × "Model ", the last space stripped)
    assert memo.question[0][1].startswith("Model " * 6 + "Mode…el " + "Model " * 5 + "Model")
    more = "此处未列出另外 40 个候选平台" if lang == "zh_CN" else "Candidates not shown here: 40"
    assert more in memo.more_platforms
    listed = [a for a in memo.assumptions if a.startswith("1 ")]
    named = ["美元", "欧元", "英镑", "日元"] if lang == "zh_CN" else ["USD", "EUR", "GBP", "JPY"]
    assert [a.split()[1] for a in listed] == named
    rest = "此处未列出另外 2 个汇率" if lang == "zh_CN" else "Exchange rates not shown here: 2"
    assert any(rest in a for a in memo.assumptions)


def test_a_memo_of_few_platforms_counts_none_left_out() -> None:
    memo = _memo(memo_plan())
    assert memo.more_platforms == "" and memo.title == memo.full_title == "7B fine-tune"


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_warnings_past_their_room_are_counted(lang: str) -> None:
    """The 7B pre-training example has five warnings: 789 columns in English (the first,
    the MFU notice, 243), 548 in Chinese (its "选择性" is 3 columns narrower than the
    "selective" it said before issue 25). Its notices twice over: in English the sixth would
    make 789 + 243 = 1,032 > 1,000 columns, so five are shown and five counted; in Chinese
    the sixth fits (548 + 141 = 689) but six is the most, so four are counted."""
    import dataclasses

    from gpuplanner.io.memo.content import WARNING_COLUMNS, _shortlist, _warnings, width
    from gpuplanner.io.plan_file import load_plan
    from gpuplanner.paths import examples_dir

    plan = load_plan(examples_dir() / "7b-pretrain-1t-tokens.gpuplan")
    result = analyze(plan, today=dt.date(2026, 12, 1)).result
    # The three cheapest, the one-box Lambda among them: it misses the 60-day deadline, so
    # the ranking (and _shortlist) now puts it last, and its warnings are the ones counted.
    feasible = [p for p in result.platforms if p.chosen_point is not None]
    cheapest = sorted(feasible, key=lambda p: p.chosen_point.total_cost)[:3]
    assert [p.name for p in cheapest][1] == "H100 · one 8-GPU box (Lambda)"
    assert "H100 · one 8-GPU box (Lambda)" not in [p.name for p in _shortlist(result)]
    once = _warnings(result, cheapest, lang)
    assert len(once) == 5 and sum(map(width, once)) == (789 if lang == "en" else 548)
    twice = dataclasses.replace(result, notices=(*result.notices, *result.notices))
    shown = _warnings(twice, cheapest, lang)
    if lang == "en":
        assert width(once[0]) == 243
        assert shown[:5] == once and shown[5].startswith("Warnings not shown here: 5")
    else:
        assert width(once[0]) == 141
        assert shown[:5] == once and shown[5] == once[0]
        assert shown[6].startswith("此处未列出另外 4 条警告")
    assert sum(map(width, shown[:-1])) <= WARNING_COLUMNS


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_a_tie_with_the_runner_up_is_no_saving(lang: str) -> None:
    # Seed example A: the H100 and the A100 both cost ¥2,880.00 on 8 GPUs (72 GPU-hours at
    # ¥40, 144 at ¥20); the H100 ranks first by its delivery, 0.4 days against 0.8. The memo
    # said "¥0.00 less than the runner-up" (比次优方案 … 少 ¥0.00).
    from gpuplanner.io.examples import example

    memo = build_memo(analyze(example(lang), today=dt.date(2026, 12, 1)), lang=lang)
    if lang == "en":
        assert memo.summary.endswith(
            "; the runner-up, A · A100 80G on-demand, costs the same and delivers in 0.8 days."
        )
        assert memo.runner_up[0] == (
            "A · A100 80G on-demand costs the same, ¥2,880.00, and delivers in 0.8 days."
        )
    else:
        assert memo.summary.endswith("；次优方案 A · A100 80G 按量付费 费用相同，0.8 天交付。")
        assert memo.runner_up[1].startswith("两者费用相同：")
    assert "¥0.00" not in memo.summary


@pytest.mark.parametrize(
    ("hours", "p90", "deadline", "shown"),
    [(18.0, 0.769, "0.75", "0.77"), (1440.0, 60.04, "60", "60.04"), (36.0, 1.61, "1.5", "1.6")],
)
def test_a_typed_deadline_and_the_p90_past_it_read_apart(hours, p90, deadline, shown) -> None:
    # The 7B LoRA example: a P90 of 0.769 days past an 18-hour deadline read "0.8 days, past
    # the 0.8-day deadline"; a 60-day deadline read "60.0", and 60.04 beside it is not 60.0.
    from gpuplanner.io.memo.content import days_beside, typed_days

    assert typed_days(hours) == deadline
    assert days_beside(p90, hours / 24) == shown


@pytest.mark.parametrize(
    ("lang", "ending"),
    [
        ("en", "; the plan compares no other platform."),
        ("zh_CN", "；方案中没有其他候选平台可比较。"),
    ],
)
def test_a_plan_of_one_platform_is_not_called_the_only_one_that_can(lang, ending) -> None:
    # The fleet example holds one job platform: "the only platform that can run the job"
    # (这是唯一能运行此任务的平台) read as if others had failed.
    from gpuplanner.io.plan_file import load_plan
    from gpuplanner.paths import examples_dir

    plan = load_plan(examples_dir() / "fleet-3000h.gpuplan")
    assert len(plan.platforms) == 1
    memo = build_memo(analyze(plan, today=dt.date(2026, 12, 1)), lang=lang)
    assert memo.summary.endswith(ending), memo.summary
