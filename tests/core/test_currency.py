"""Exchange rates in the plan and a preset's prices converted into the plan's currency."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from excel_plans import every_mode_plan
from plans import fee, make_plan, platform
from pydantic import ValidationError

from gpuplanner.core.adjustments import PriceAdjustment
from gpuplanner.core.currency import ExchangeRate, convert_platform, find_rate
from gpuplanner.core.fees import FeeBasis
from gpuplanner.core.platform import LeasePricing, ReservedPricing, SelfBuiltPricing
from gpuplanner.io.plan_file import load_plan, save_plan

USD = ExchangeRate(currency="USD", rate=7.2, as_of=dt.date(2025, 6, 1))


def test_hourly_price_and_money_fees_convert_percent_fees_do_not() -> None:
    p = platform(
        fees=(
            fee(basis=FeeBasis.PER_GB, rate=0.09, quantity=1500),
            fee(name="support", basis=FeeBasis.PERCENT_OF_COMPUTE, rate=5.0),
        )
    )
    usd = p.model_copy(update={"pricing": p.pricing.model_copy(update={"price_per_gpu_hour": 2.5})})
    cny = convert_platform(usd, USD.rate)
    assert cny.pricing.price_per_gpu_hour == pytest.approx(18.0)  # 2.5 USD × 7.2
    assert cny.fees[0].rate == pytest.approx(0.648)  # 0.09 USD/GB × 7.2
    assert cny.fees[0].quantity == 1500  # GB stay GB
    assert cny.fees[1].rate == 5.0  # a percentage of compute has no currency
    assert cny.pricing.billing_increment_hours == usd.pricing.billing_increment_hours


def test_every_pricing_mode_converts_only_its_money_fields() -> None:
    by_mode = {type(p.pricing): p for p in every_mode_plan().platforms}
    reserved = convert_platform(by_mode[ReservedPricing], 0.5).pricing
    assert reserved.price_per_gpu_month == by_mode[ReservedPricing].pricing.price_per_gpu_month / 2
    assert reserved.minimum_months == by_mode[ReservedPricing].pricing.minimum_months
    lease, old = convert_platform(by_mode[LeasePricing], 0.5).pricing, by_mode[LeasePricing].pricing
    assert (lease.price_per_machine_month, lease.deposit_per_machine) == (
        old.price_per_machine_month / 2,
        old.deposit_per_machine / 2,
    )
    assert lease.addons_per_machine_month == old.addons_per_machine_month / 2
    built, old = (
        convert_platform(by_mode[SelfBuiltPricing], 0.5).pricing,
        by_mode[SelfBuiltPricing].pricing,
    )
    assert built.capex_per_gpu == old.capex_per_gpu / 2
    assert built.electricity_per_kwh == old.electricity_per_kwh / 2
    assert (built.power_w_per_gpu, built.pue, built.residual_fraction) == (
        old.power_w_per_gpu,
        old.pue,
        old.residual_fraction,
    )


def test_the_plan_keeps_dated_rates_through_save_and_load(tmp_path: Path) -> None:
    p = make_plan(exchange_rates=(USD,))
    path = tmp_path / "rates.gpuplan"
    save_plan(p, path)
    again = load_plan(path)
    assert again.exchange_rates == (USD,)
    assert find_rate(again.exchange_rates, "USD") == USD
    assert find_rate(again.exchange_rates, "EUR") is None


@pytest.mark.parametrize(
    "rates",
    [
        (USD, USD.model_copy(update={"rate": 7.0})),  # two rates for USD
        (ExchangeRate(currency="CNY", rate=1.0),),  # a rate for the plan's own currency
    ],
)
def test_rates_must_be_one_per_foreign_currency(rates: tuple[ExchangeRate, ...]) -> None:
    with pytest.raises(ValidationError, match="exchange_rates"):
        make_plan(exchange_rates=rates)


def test_a_rate_must_be_positive() -> None:
    with pytest.raises(ValidationError):
        ExchangeRate(currency="USD", rate=0)


def test_a_negotiated_price_converts_discount_and_markup_percentages_do_not() -> None:
    p = platform().model_copy(
        update={"adjustment": PriceAdjustment(negotiated_price=2.0, markup_percent=10)}
    )
    cny = convert_platform(p, USD.rate)
    assert cny.adjustment.negotiated_price == pytest.approx(14.4)  # 2 USD × 7.2
    assert cny.adjustment.markup_percent == 10
