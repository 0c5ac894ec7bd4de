"""The fleet plan in the headless report: the ``fleet`` key of ``--json`` and a text section."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from gpuplanner.core.fleet.cash_flow import cash_flows
from gpuplanner.core.fleet.plan import FleetPlan, FleetStrategy
from gpuplanner.core.fleet.result import FleetResult
from gpuplanner.io.fleet.wording import describe_fleet_notice, strategy_name
from gpuplanner.io.terminal import clip, columns, display_width, fit
from gpuplanner.io.words.report import words


def _num(value: float | None) -> float | None:
    """JSON has no NaN/inf: an undefined figure is null."""
    if value is None:
        return None
    value = float(value)
    return value if math.isfinite(value) else None


def _series(values: np.ndarray) -> list[float | None]:
    return [_num(v) for v in values]


def _adjustments(r: FleetResult, i: int) -> dict[str, float | None]:
    """Strategy ``i``'s discount, markup and tax over the horizon (core/fleet/adjust.py),
    under the job platforms' key names; totals with and without tax."""
    return {
        "discount_cost": _num(r.discount[i]),
        "markup_cost": _num(r.markup[i]),
        "tax_cost": _num(r.tax[i]),
        "tax_paid": _num(r.tax_paid[i]),
        "total_without_tax": _num(r.total_without_tax[i]),
        "total_with_tax": _num(r.total_with_tax[i]),
    }


def _lease_end(r: FleetResult, i: int) -> dict[str, float | None]:
    """Strategy ``i``'s lease end (core/lease_end.py): the residual / balloon and the buy-out
    paid at the horizon's end (0 unless it leases, or the buy-out is not exercised), under
    the job platforms' key names."""
    d = r.details[i]
    return {
        "lease_residual_cost": _num(d.get("residual_at_end", 0.0)),
        "lease_buyout_cost": _num(d.get("buyout_at_end", 0.0)),
    }


def _energy(r: FleetResult, i: int) -> dict[str, float | None]:
    """A strategy's kWh, peak kW, tCO₂ and electricity cost (core/fleet/energy.py)."""
    if i >= len(r.energy):
        return {"kwh": None, "peak_kw": None, "tco2": None, "electricity_cost": None}
    e = r.energy[i]
    return {
        "kwh": _num(e.kwh),
        "peak_kw": _num(e.peak_kw),
        "tco2": _num(e.tco2),
        "electricity_cost": _num(e.electricity_cost),
    }


def _power(r: FleetResult) -> dict[str, float | None] | None:
    p = r.power
    if p is None:
        return None
    return {
        "gpu_power_w": _num(p.rented_power_w),
        "pue": p.rented_pue,
        "self_built_power_w_per_gpu": p.owned_power_w,
        "self_built_pue": p.owned_pue,
        "grid_kg_per_kwh": p.grid_kg_per_kwh,
    }


def fleet_rows(fleet: FleetPlan, r: FleetResult, lang: str = "en") -> list[dict[str, Any]]:
    """Flat rows for the fleet CSV: one per strategy in rank order, its totals and their
    parts (components summed over the horizon, ``component.<name>``)."""
    rows = []
    for rank, i in enumerate(r.ranking, start=1):
        s = r.strategies[i]
        row: dict[str, Any] = {
            "rank": rank,
            "strategy": s.value,
            "name": strategy_name(s, lang),
            "cash_cost": _num(r.monthly[i].sum()),
            "end_flow": _num(r.end_flow[i]),
            "total_cost": _num(r.total[i]),
            "present_cost": _num(r.present_cost[i]),
            "cost_per_useful_gpu_hour": _num(r.cost_per_useful_gpu_hour[i]),
            **_adjustments(r, i),
            **_lease_end(r, i),
            **{k: v for k, v in _energy(r, i).items() if k != "electricity_cost"},
        }
        row |= {f"component.{k}": _num(v.sum()) for k, v in r.components[i].items()}
        rows.append(row)
    columns = list(dict.fromkeys(k for row in rows for k in row))
    return [{k: row.get(k) for k in columns} for row in rows]


def fleet_json(fleet: FleetPlan, currency: str, r: FleetResult, lang: str = "en") -> dict[str, Any]:
    """Everything the Fleet tab shows of ``r`` (the result of ``fleet``), as JSON (money in
    ``currency``; months 1-based)."""
    ranks = {row: rank for rank, row in enumerate(r.ranking, start=1)}
    flows = cash_flows(r)
    strategies = []
    for i, s in enumerate(r.strategies):
        strategies.append(
            {
                "strategy": s.value,
                "rank": ranks[i],
                "monthly_cost": _series(r.monthly[i]),
                "cumulative_cost": _series(r.cumulative[i]),
                "end_flow": _num(r.end_flow[i]),
                "total_cost": _num(r.total[i]),
                "present_cost": _num(r.present_cost[i]),
                "cost_per_useful_gpu_hour": _num(r.cost_per_useful_gpu_hour[i]),
                "cash_flow": {  # core/fleet/cash_flow.py
                    "upfront": _num(flows[i].upfront),
                    "monthly": _series(flows[i].monthly),
                    "end": _num(flows[i].end),
                },
                **_adjustments(r, i),
                **_lease_end(r, i),
                "energy": _energy(r, i),
                "components": {k: _series(v) for k, v in r.components[i].items()},
                "details": {k: _num(v) for k, v in r.details[i].items()},
            }
        )
    out: dict[str, Any] = {
        "gpu": fleet.gpu_name,
        "horizon_months": fleet.horizon_months,
        "hours_per_month": fleet.hours_per_month,
        "discount_rate": fleet.discount_rate,
        "monthly_rate": r.monthly_rate,
        "discounting": fleet.discounting.model_dump(mode="json"),
        "demand_gpu_hours": _series(r.demand),
        "cheapest": r.cheapest.value,
        "energy": _power(r),
        "strategies": strategies,
        "self_built": None,
        "verdict": [
            {**n.as_dict(), "text": describe_fleet_notice(n, currency, lang)} for n in r.verdict
        ],
    }
    sb = r.self_built
    if sb is not None and fleet.self_built is not None:
        d = r.details[r.row(FleetStrategy.SELF_BUILT)]
        out["self_built"] = {
            "gpus": sb.gpus,
            "capex": sb.capex,
            "card_share": fleet.self_built.card_share,
            "spares_capex": _num(d["spares_capex"]),
            "depreciation_per_month": sb.depreciation_per_month,
            "fixed_per_month": sb.fixed_per_month,
            "variable_per_gpu_hour": sb.variable_per_gpu_hour,
            "capacity_gpu_hours_per_month": sb.capacity_gpu_hours_per_month,
            "utilization": sb.utilization,
            "book_value_end": sb.book_value_end,
            # What the horizon's end credits (a typed resale, the book value, or nothing)
            # and a loan's principal still owed then (core/fleet/costs.py).
            "end_value": {
                "convention": ("none", "resale", "book")[int(d["end_value_convention"])],
                "credited": _num(d["end_value_credited"]),
                "resale_fraction": fleet.self_built.resale_fraction,
            },
            "loan_owed_at_horizon": _num(d["owed_after_horizon"])
            if "owed_paid_after_horizon" in d
            else None,
            "loan_payments_after_horizon": _num(
                d["owed_paid_after_horizon"] + d["owed_balloon_after_horizon"]
            )
            if "owed_paid_after_horizon" in d
            else None,
            "against": {
                c.against.value: {
                    "break_even_month": c.break_even_month,
                    "payback_months": _num(c.payback_months),
                    "payback_extrapolated": c.payback_extrapolated,
                    "break_even_utilization": _num(c.break_even_utilization),
                    "npv": _num(c.npv),
                }
                for c in sb.comparisons
            },
        }
    return out


def _money(value: float) -> str:
    return f"{value:,.0f}" if math.isfinite(value) else "—"


def fleet_text(fleet: FleetPlan, currency: str, r: FleetResult, lang: str = "en") -> str:
    """A short fleet section for the terminal report of ``r`` (the result of ``fleet``):
    totals per strategy (and without / with tax when the plan has tax) and the verdict."""
    w = words(lang)
    lines = [
        w(
            "fleet",
            gpu_hours=r.demand.sum(),
            months=fleet.horizon_months,
            gpu=fleet.gpu_name or w("fleet.gpu"),
            hours_per_month=fleet.hours_per_month,
            discount=fleet.discount_rate,
        ),
        "",
    ]
    heads = [
        (w("col.rank"), 2, ">"),
        (w("col.strategy"), 28, "<"),
        (w("col.net_cash", currency=currency), 14, ">"),  # Σ months + the end
        (w("col.present", currency=currency), 14, ">"),
        (w("col.per_gpu_hour"), 10, ">"),
        (w("col.pays_by"), 13, ">"),
    ]
    taxed = r.tax_enabled
    if taxed:
        heads[3:3] = [
            (w("col.without_tax", currency=currency), 14, ">"),
            (w("col.with_tax", currency=currency), 14, ">"),
        ]
    widths = columns([(text, width) for text, width, _ in heads])

    def row(cells: list[str]) -> str:
        parts = [fit(c, n, a) for c, n, (_, _, a) in zip(cells, widths, heads, strict=True)]
        return f"{parts[0]}  {' '.join(parts[1:])}"

    header = row([text for text, _, _ in heads])
    lines += [header, "-" * display_width(header)]
    sb = r.self_built
    for rank, i in enumerate(r.ranking, start=1):
        s = r.strategies[i]
        crossing = ""  # the month owning has caught up with this strategy, in cash
        if sb is not None and s.value != "self_built":
            month = sb.against(s).break_even_month
            crossing = w("month", month=month) if month is not None else "—"
        per_hour = r.cost_per_useful_gpu_hour[i]
        cells = [
            str(rank),
            clip(strategy_name(s, lang), widths[1]),
            _money(r.total[i]),
            _money(r.present_cost[i]),
            f"{per_hour:,.2f}" if math.isfinite(per_hour) else "—",
            crossing,
        ]
        if taxed:
            cells[3:3] = [_money(r.total_without_tax[i]), _money(r.total_with_tax[i])]
        lines.append(row(cells))
    lines += ["", w("verdict")]
    lines += [f"- {describe_fleet_notice(n, currency, lang)}" for n in r.verdict]
    return "\n".join(lines) + "\n"
