"""What an import will add, said before it adds it (issue 25 item 6): rows, platforms, fee
lines, expired quotes (left out unless kept), currency conversions, and a missing exchange
rate asked for (``--rate USD=7.1`` in the CLI)."""

from __future__ import annotations

import contextlib
import datetime as dt
import io
from pathlib import Path

import pytest

from gpuplanner.core.plan import Plan
from gpuplanner.io.plan_file import load_plan, save_plan
from gpuplanner.io.quotes import (
    QuoteImportError,
    import_quotes,
    read_quotes,
    summarize,
    summary_lines,
)
from gpuplanner.paths import example_plan

pytestmark = pytest.mark.timeout(120)

TODAY = dt.date(2026, 12, 1)
QUOTES = (
    "Row type,Platform name,GPU,Pricing mode,Currency,Price per GPU-hour,Quote date,"
    "Valid until (date or days),Fee name,Fee kind,Fee basis,Fee rate,Fee quantity\n"
    "offer,Volc H800,h800-sxm-80gb,on_demand,,18,2026-11-20,30,,,,,\n"
    "fee,Volc H800,,,,,,,Egress,egress,per_gb,0.8,500\n"
    "offer,US H100,h100-sxm-80gb,on_demand,USD,2.5,2026-11-18,60,,,,,\n"
    "offer,Old A100 spot,a100-80gb-sxm,on_demand,,6,2025-03-01,2025-03-31,,,,,\n"
)


@pytest.fixture
def plan() -> Plan:
    return load_plan(example_plan())  # a CNY plan with no exchange rate


@pytest.fixture
def quotes(tmp_path: Path) -> Path:
    path = tmp_path / "q.csv"
    path.write_text(QUOTES, encoding="utf-8")
    return path


def test_a_missing_rate_is_named_and_a_given_one_converts(plan: Plan, quotes: Path) -> None:
    """The USD offer needs a rate the plan lacks: named as missing; at 7.1 its 2.5 USD is
    2.5 × 7.1 = 17.75 CNY per GPU-hour."""
    found = read_quotes(quotes, plan)
    assert found.missing_rates == ("USD",)
    assert [(p.row, p.column, p.code) for p in found.problems] == [(4, "currency", "no_rate")]
    found = read_quotes(quotes, plan, rates={"USD": 7.1})
    assert not found.problems
    us = next(p for p in found.valid if p.name == "US H100")
    assert us.pricing.price_per_gpu_hour == pytest.approx(17.75)


def test_the_summary_counts_rows_fees_expired_and_conversions(plan, quotes) -> None:
    """4 rows below the header: 3 offers and 1 fee line (Volc H800's egress, 0.8 × 500 GB);
    Old A100 spot ran out on 2025-03-31, before 2026-12-01."""
    found = read_quotes(quotes, plan, rates={"USD": 7.1})
    summary = summarize(found, plan.currency, {"USD": 7.1}, TODAY)
    assert (summary.rows, summary.offers, summary.fees, summary.left_out) == (4, 3, 1, 0)
    assert [p.name for p in summary.expired] == ["Old A100 spot"]
    assert [p.name for p in summary.chosen(False)] == ["Volc H800", "US H100"]
    assert len(summary.chosen(True)) == 3
    assert summary_lines(summary, "en", keep_expired=False) == [
        "Read 4 rows (offers: 3, fee lines: 1).",
        "Will add 2 platforms: 'Volc H800', 'US H100'.",
        "1 fee line comes with them.",
        "1 quote has expired (before 2026-12-01) and is left out, so it cannot rank as "
        "cheapest: 'Old A100 spot' (valid until 2025-03-31).",
        "1 offer converted from USD at 1 USD = 7.1 CNY (the rate given; saved in the plan).",
    ]
    zh = summary_lines(summary, "zh_CN", keep_expired=True)
    assert zh[1] == "将添加 3 个平台：'Volc H800'、'US H100'、'Old A100 spot'。"
    assert zh[3] == (
        "1 条报价已过期（早于 2026-12-01），仍保留；结果中会标出：'Old A100 spot'（有效期至 "
        "2025-03-31）。"
    )


def test_expired_quotes_are_left_out_unless_kept(plan: Plan, quotes: Path) -> None:
    """Left out, the expired A100 at ¥6 cannot become the cheapest; kept, it is added. The
    given rate is saved in the plan, dated the import day."""
    new, _, _ = import_quotes(plan, quotes, rates={"USD": 7.1}, today=TODAY)
    added = [p.name for p in new.platforms[len(plan.platforms) :]]
    assert added == ["Volc H800", "US H100"]
    assert [(r.currency, r.rate, r.as_of) for r in new.exchange_rates] == [("USD", 7.1, TODAY)]
    kept, _, _ = import_quotes(plan, quotes, rates={"USD": 7.1}, keep_expired=True, today=TODAY)
    assert [p.name for p in kept.platforms][-1] == "Old A100 spot"
    old = quotes.with_name("old.csv")
    old.write_text(QUOTES.splitlines()[0] + "\n" + QUOTES.splitlines()[4] + "\n", "utf-8")
    with pytest.raises(QuoteImportError) as exc:
        import_quotes(plan, old, today=TODAY)
    assert [p.code for p in exc.value.problems] == ["all_expired"]


def _cli(*args: str) -> tuple[int, str, str]:
    from gpuplanner.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(args))
    return code, out.getvalue(), err.getvalue()


def test_cli_rate_keep_expired_and_the_summary(plan: Plan, quotes: Path, tmp_path) -> None:
    path = tmp_path / "p.gpuplan"
    save_plan(plan, path)
    before = path.read_bytes()
    code, out, err = _cli("import-quotes", str(path), str(quotes))
    assert code == 2 and out == ""
    assert err.splitlines()[-1] == (
        "gpuplanner: no exchange rate for USD (the plan is in CNY); give one with --rate "
        "USD=RATE, e.g. --rate USD=7.1"
    )
    assert path.read_bytes() == before
    # "7,1" (a decimal comma) and "7,10" were read as 71 and 710 before: a comma only groups
    # thousands, as in a price cell.
    for bad in ("USD", "USD=abc", "USD=-1", "US=7", "USD=inf", "USD=7,1", "USD=7,10"):
        code, _, err = _cli("import-quotes", str(path), str(quotes), "--rate", bad)
        assert code == 2 and "give a rate as CUR=RATE" in err, bad
    code, out, err = _cli("import-quotes", str(path), str(quotes), "--rate", "usd=7.1")
    assert code == 0, err
    lines = out.splitlines()
    assert lines[1] == "Will add 2 platforms: 'Volc H800', 'US H100'."
    assert "1 USD = 7.1 CNY (the rate given; saved in the plan)" in out
    assert lines[-1].endswith("added 2 platforms from " + str(quotes))
    saved = load_plan(path)
    assert [(r.currency, r.rate) for r in saved.exchange_rates] == [("USD", 7.1)]
    fresh = tmp_path / "fresh.gpuplan"
    fresh.write_bytes(before)
    code, out, _ = _cli(
        "import-quotes",
        *(str(fresh), str(quotes), "--rate", "USD=7.1", "--keep-expired", "--lang", "zh_CN"),
    )
    assert code == 0 and "仍保留" in out
    assert len(load_plan(fresh).platforms) == len(plan.platforms) + 3


def test_conversions_and_fees_count_only_the_offers_added(plan: Plan, tmp_path: Path) -> None:
    """The bundled template's 5 USD offers, 3 of them expired by 2026-12-01, once read '5
    offers converted from USD' beside 'Will add 2 platforms'. Here a live USD H100 and an
    expired USD A100 with its egress fee (0.1 × 100 GB): left out, the summary converts 1
    offer and adds no fee line; kept, it converts 2 and adds 1."""
    path = tmp_path / "usd.csv"
    path.write_text(
        QUOTES.splitlines()[0] + "\n"
        "offer,US H100,h100-sxm-80gb,on_demand,USD,2.5,2026-11-18,60,,,,,\n"
        "offer,Old US A100,a100-80gb-sxm,on_demand,USD,1.2,2025-03-01,2025-03-31,,,,,\n"
        "fee,Old US A100,,,,,,,Egress,egress,per_gb,0.1,100\n",
        encoding="utf-8",
    )
    found = read_quotes(path, plan, rates={"USD": 7.1})
    summary = summarize(found, plan.currency, {"USD": 7.1}, TODAY)
    left = summary_lines(summary, "en", keep_expired=False)
    assert left[1] == "Will add 1 platform: 'US H100'."
    assert not any("fee line" in line for line in left[2:])
    assert left[-1] == (
        "1 offer converted from USD at 1 USD = 7.1 CNY (the rate given; saved in the plan)."
    )
    kept = summary_lines(summary, "zh_CN", keep_expired=True)
    assert "随之添加 1 条费用。" in kept
    assert kept[-1] == ("2 条报价由 USD 换算，1 USD = 7.1 CNY（本次填写的汇率，已存入方案）。")


@pytest.mark.parametrize(
    ("lang", "error"),
    [
        ("en", "nothing imported: no offer has a price in a currency the plan has a rate for"),
        ("zh_CN", "未导入任何报价：所有报价的币种在方案中都没有汇率"),
    ],
)
def test_cli_offers_all_without_a_rate_ask_for_the_rate_alone(
    plan: Plan, tmp_path, lang: str, error: str
) -> None:
    """Every offer in USD, the plan in CNY with no rate (the shipped English template into
    the example): the error said "--valid-rows adds the valid offers", which would add none.
    Now it says no offer has a usable currency, and the last line asks for --rate."""
    path = tmp_path / "p.gpuplan"
    save_plan(plan, path)
    usd = tmp_path / "usd.csv"
    head = QUOTES.splitlines()[0]
    rows = [
        "offer,US H100,h100-sxm-80gb,on_demand,USD,2.5,2026-11-18,2099-12-31,,,,,",
        "offer,US A100,a100-80gb-sxm,on_demand,USD,1.6,2026-11-18,2099-12-31,,,,,",
    ]
    usd.write_text("\n".join([head, *rows]) + "\n", encoding="utf-8")
    code, out, err = _cli("import-quotes", str(path), str(usd), "--lang", lang)
    assert code == 2 and out == ""
    assert f"gpuplanner: error: {usd}{'：' if lang == 'zh_CN' else ': '}{error}" in err
    assert "--valid-rows" not in err
    assert "--rate USD=7.1" in err.splitlines()[-1]
