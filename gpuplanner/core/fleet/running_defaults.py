"""The running costs a new self-built block starts from: sourced figures, not scaled prices.

A new owned cluster in the Fleet tab needs an electricity price, a staff cost and a hosting
price before the user types their own. They are fixed figures from published sources in the
plan's currency, never derived from the GPU's rental price (an H100 at 4.9× an A100's
rental price does not make a kWh or an engineer 4.9× dearer):

- CNY: hosting 40,000 CNY a rack-year and staff 300,000 CNY a person-year are the middle of
  seed 004 §2.3's ranges (机柜 3–5 万元/柜/年, 运维 0.5–1 人 at 25–40 万/年); electricity
  0.80 CNY/kWh is the fleet example's figure (catalogs/examples/fleet-3000h.gpuplan), a
  typical general commercial and industrial tariff (一般工商业) — it is the project's pick,
  not a published statistic.
- USD: electricity 0.08 USD/kWh is EIA's 2023 U.S. average retail price to industrial
  customers (8.06 ¢/kWh, Electric Power Annual 2023); staff 90,520 USD a person-year is the
  BLS median annual wage of network and computer systems administrators (SOC 15-1244,
  May 2022, Occupational Outlook Handbook), salary only; hosting 12,370 USD a rack-year is
  CBRE's H2 2024 average North American asking rate of 184.06 USD per kW a month (250–500 kW
  wholesale) for one 8-GPU server at the block's default 700 W per GPU (5.6 kW × 12 months).
- Any other currency: the USD figures at the plan's USD exchange rate, else the CNY figures
  at its CNY rate; with neither the figures are zero (``sourced`` False) and the form says
  to type them.
"""

from __future__ import annotations

from dataclasses import dataclass

from gpuplanner.core.currency import ExchangeRate, find_rate


@dataclass(frozen=True)
class RunningDefaults:
    currency: str  # the currency the figures are in (the plan's)
    electricity_per_kwh: float
    staff_cost_per_fte_year: float
    hosting_per_rack_year: float
    source_currency: str  # "CNY" or "USD": whose published figures these are
    rate: float = 1.0  # plan units per unit of source_currency (1 when they are the same)
    sourced: bool = True  # False: no figures for this currency (all zero)


_SOURCED: dict[str, tuple[float, float, float]] = {
    # electricity per kWh, staff per person-year, hosting per rack-year
    "CNY": (0.80, 300_000.0, 40_000.0),  # seed 004 §2.3 ranges' middle; the fleet example
    "USD": (0.08, 90_520.0, 12_370.0),  # EIA 2023 industrial; BLS 15-1244; CBRE H2 2024
}


def running_defaults(currency: str, rates: tuple[ExchangeRate, ...] = ()) -> RunningDefaults:
    """The sourced running-cost figures for a plan priced in ``currency``."""
    if currency in _SOURCED:
        return RunningDefaults(currency, *_SOURCED[currency], source_currency=currency)
    for source in ("USD", "CNY"):
        rate = find_rate(rates, source)
        if rate is not None:
            kwh, staff, rack = (v * rate.rate for v in _SOURCED[source])
            return RunningDefaults(currency, kwh, staff, rack, source, rate=rate.rate)
    return RunningDefaults(currency, 0.0, 0.0, 0.0, "USD", sourced=False)
