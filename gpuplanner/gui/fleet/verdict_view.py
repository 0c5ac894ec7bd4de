"""The fleet verdict in plain words: what is cheapest, whether owning pays, and on what assumptions.

The core returns the verdict as codes with numbers (``FleetResult.verdict``); each code is worded
here as a whole translatable sentence (``tr()`` with %1, %2 …) with money and shares formatted by
locale, like every other figure in the window. A code this module does not know yet falls back to
``gpuplanner.io.fleet.wording`` in the UI language. The assumptions come last, under a heading.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtWidgets import QTextBrowser, QWidget

from gpuplanner.core.fleet.plan import Fallback, FleetStrategy
from gpuplanner.core.fleet.result import FleetCode, FleetNotice, FleetResult
from gpuplanner.gui import format as fmt
from gpuplanner.gui.fleet.names import strategy_name, strategy_phrase
from gpuplanner.gui.i18n import current_language
from gpuplanner.io.fleet.wording import describe_fleet_notice

# What the figures rest on (shown under "Assumptions"): the conventions, the owned cluster,
# and what the totals hold of the price adjustments and the plan's tax.
ASSUMPTION_CODES = {
    FleetCode.ASSUMPTIONS,
    FleetCode.SELF_BUILT_ASSUMPTIONS,
    FleetCode.ADJUSTED,
    FleetCode.TAX,
}


def _unbroken(money: str) -> str:
    """A negative amount held together: a word joiner after the sign, so no line breaks
    inside "-¥86,567" (Qt breaks after a minus sign otherwise)."""
    return money[0] + "\u2060" + money[1:] if money.startswith("-") else money


class VerdictView(QTextBrowser):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)
        self.sentences: list[str] = []  # the verdict as shown, one sentence per notice
        self.assumptions: list[str] = []

    def show_result(self, result: FleetResult | None, currency: str) -> None:
        self.sentences, self.assumptions = [], []
        if result is None:
            nothing = self.tr("No fleet plan to compare.")  # outside the f-string for lupdate
            self.setHtml(f"<p>{html.escape(nothing)}</p>")
            return
        for notice in result.verdict:
            text = self.describe(notice, currency)
            (self.assumptions if notice.code in ASSUMPTION_CODES else self.sentences).append(text)
        parts = [f"<p>{html.escape(s)}</p>" for s in self.sentences]
        if self.assumptions:
            title = self.tr("Assumptions")
            parts.append(f"<h4>{html.escape(title)}</h4>")
            parts += [f"<p>{html.escape(s)}</p>" for s in self.assumptions]
        self.setHtml("".join(parts))

    def show_failure(self, reason: str) -> None:
        self.sentences, self.assumptions = [], []
        text = fmt.fill(self.tr("The fleet plan could not be compared: %1"), reason)
        self.setHtml(f"<p>{html.escape(text)}</p>")

    # --- wording -----------------------------------------------------------------------------
    def describe(self, notice: FleetNotice, currency: str) -> str:
        p: dict[str, Any] = notice.params
        money = lambda key, decimals=0: _unbroken(fmt.money(p.get(key), currency, decimals))  # noqa: E731
        name = lambda key: strategy_phrase(p[key])  # noqa: E731
        code = notice.code
        if code == FleetCode.CHEAPEST:
            text = fmt.fill(
                self.tr(
                    "Cheapest over %1 months: %2, %3 in present value (%4 in cash; %5 per "
                    "useful GPU-hour)."
                ),
                fmt.integer(p["horizon_months"]),
                name("strategy"),
                money("present_cost"),
                money("total"),
                money("per_gpu_hour", 2),
            )
            if p["strategy"] == FleetStrategy.SPOT:
                text += " " + self.tr("This holds only if all the work tolerates spot reclaims.")
            return text
        if code == FleetCode.ENERGY:
            return fmt.fill(
                self.tr(
                    "Its energy: %1 kWh over the horizon (peak %2 kW), %3 t CO₂ at %4 kg CO₂/kWh."
                ),
                fmt.number(p["kwh"], 0),
                fmt.number(p["peak_kw"], 1),
                fmt.number(p["tco2"], 2),
                fmt.number(p["grid_kg_per_kwh"], 4),
            )
        if code == FleetCode.BREAKS_EVEN:
            return fmt.fill(
                self.tr(
                    "Self-built catches up with %1 in month %2 (cumulative cash); building "
                    "instead of %1 has an NPV of %3."
                ),
                name("against"),
                fmt.integer(p["month"]),
                money("npv"),
            )
        if code == FleetCode.PAYBACK_AFTER_HORIZON:
            return fmt.fill(
                self.tr(
                    "Self-built does not catch up with %1 within %2 months; at the last month's "
                    "saving it would take %3 months (depreciation life %4 months). Building "
                    "instead of %1 has an NPV of %5."
                ),
                name("against"),
                fmt.integer(p["horizon_months"]),
                fmt.number(p["payback_months"], 1),
                fmt.number(p["life_months"], 0),
                money("npv"),
            )
        if code == FleetCode.NEVER_PAYS_BACK:
            return fmt.fill(
                self.tr(
                    "Self-built never catches up with %1: its monthly running cost is not "
                    "lower. Building instead of %1 has an NPV of %2."
                ),
                name("against"),
                money("npv"),
            )
        if code == FleetCode.BREAK_EVEN_UTILIZATION:
            text = fmt.fill(
                self.tr(
                    "Against %1, the %2-GPU cluster pays only above %3 utilization; the demand "
                    "fills %4 of it."
                ),
                name("against"),
                fmt.integer(p["gpus"]),
                fmt.percent(p["utilization"], 0),
                fmt.percent(p["actual_utilization"], 0),
            )
            if p["utilization"] > 1:
                text += " " + self.tr("That is above 100 %: owning cannot beat it at any load.")
            return text
        if code == FleetCode.NO_BREAK_EVEN_UTILIZATION:
            return fmt.fill(
                self.tr(
                    "Against %1 (%2 per useful GPU-hour) owning never pays: power alone costs "
                    "%3 per GPU-hour."
                ),
                name("against"),
                money("rented", 2),
                money("variable_per_gpu_hour", 2),
            )
        if code == FleetCode.CAPACITY_OVERFLOW:
            template = (
                self.tr(
                    "Demand above the %1-GPU cluster's capacity (%2 GPU-hours over the horizon) "
                    "is bought on spot."
                )
                if p["fallback"] == Fallback.SPOT
                else self.tr(
                    "Demand above the %1-GPU cluster's capacity (%2 GPU-hours over the horizon) "
                    "is bought on demand."
                )
            )
            return fmt.fill(template, fmt.integer(p["gpus"]), fmt.number(p["gpu_hours"], 0))
        if code == FleetCode.OWED_AFTER_HORIZON:
            return fmt.fill(
                self.tr(
                    "%1: the last contract runs %2 months past the horizon; the %3 still owed "
                    "is counted."
                ),
                strategy_name(p["strategy"]),
                fmt.integer(p["months"]),
                money("amount"),
            )
        if code == FleetCode.LOAN_OWED:
            return fmt.fill(
                self.tr(
                    "Self-built: the loan runs %1 months past the horizon; the principal still "
                    "owed then, %2, is counted (the payments left, %3, include interest not yet "
                    "due)."
                ),
                fmt.integer(p["months"]),
                money("amount"),
                money("payments"),
            )
        if code == FleetCode.ASSUMPTIONS:
            return fmt.fill(
                self.tr(
                    "%1 GPU-hours over %2 months; %3 hours per month; discount rate %4 a year "
                    "(%5 a month), each month's costs paid at its start; break-even months and "
                    "payback are undiscounted cash."
                ),
                fmt.number(p["gpu_hours"], 0),
                fmt.integer(p["horizon_months"]),
                fmt.number(p["hours_per_month"], 0),
                fmt.percent(p["discount_rate"], 2),
                fmt.percent(p["monthly_rate"], 3),
            )
        if code == FleetCode.ADJUSTED:
            return fmt.fill(
                self.tr(
                    "Prices: the blocks' discounts and negotiated prices (%1 for the cheapest) "
                    "and markups (%2) are in the totals."
                ),
                money("discount"),
                money("markup"),
            )
        if code == FleetCode.TAX:
            template = (
                self.tr(
                    "Tax: %1 on services (cloud GPU time, hosting) and %2 on hardware (leases, "
                    "capex, power, repairs) is paid (%3 by the cheapest) and recovered as input "
                    "tax: the totals exclude it."
                )
                if p["recoverable"]
                else self.tr(
                    "Tax: %1 on services (cloud GPU time, hosting) and %2 on hardware (leases, "
                    "capex, power, repairs) is in the totals; the cheapest pays %3."
                )
            )
            return fmt.fill(
                template,
                fmt.percent(p["services_rate"], 1),
                fmt.percent(p["hardware_rate"], 1),
                money("tax_paid"),
            )
        if code == FleetCode.SELF_BUILT_ASSUMPTIONS:
            return self._self_built_assumptions(p, currency)
        return describe_fleet_notice(notice, currency, current_language())

    def _self_built_assumptions(self, p: dict[str, Any], currency: str) -> str:
        template = (
            self.tr(
                "Self-built: %1 GPUs plus %2 spares, capex %3 paid at order; straight-line "
                "depreciation over %4 years to a %5 residual; spot covers the %6 days' lead "
                "time; power only for the GPU-hours used."
            )
            if p["fallback"] == Fallback.SPOT
            else self.tr(
                "Self-built: %1 GPUs plus %2 spares, capex %3 paid at order; straight-line "
                "depreciation over %4 years to a %5 residual; on-demand covers the %6 days' "
                "lead time; power only for the GPU-hours used."
            )
        )
        text = fmt.fill(
            template,
            fmt.integer(p["gpus"]),
            fmt.percent(p["spares_fraction"], 0),
            _unbroken(fmt.money(p["capex"], currency, 0)),
            fmt.number(p["depreciation_years"], 1 if p["depreciation_years"] % 1 else 0),
            fmt.percent(p["residual_fraction"], 0),
            fmt.number(p["lead_time_days"], 0),
        )
        book = fmt.money(p["book_value_end"], currency, 0)
        if p["end_value"] == "book":
            end = fmt.fill(
                self.tr(
                    "The book value left at the end, %1, is credited as if it were resale cash "
                    "(the convention of plans saved before; type a market resale value instead)."
                ),
                book,
            )
        elif p["end_value"] == "resale":
            end = fmt.fill(
                self.tr(
                    "The typed resale value, %1 of the capex (%2), is credited at the end "
                    "(book value %3)."
                ),
                fmt.percent(p["resale_fraction"], 0),
                fmt.money(p["end_value_credited"], currency, 0),
                book,
            )
        else:
            end = fmt.fill(
                self.tr(
                    "No resale value is credited at the end (the book value, %1, is not cash)."
                ),
                book,
            )
        return f"{text} {end}"
