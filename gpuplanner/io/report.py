"""The headless report: the stable ``--json`` contract and the human-readable table."""

from __future__ import annotations

import math
from typing import Any

from gpuplanner.core.plan import Plan
from gpuplanner.core.result import PlanResult, PlatformResult
from gpuplanner.core.uncertainty import PlanUncertainty, PlatformUncertainty, simulate
from gpuplanner.io.decision_report import (
    decision_text,
    plan_decision_json,
    platform_decision_json,
)
from gpuplanner.io.fleet_report import fleet_json, fleet_text
from gpuplanner.io.wording import describe_notice

REPORT_SCHEMA_VERSION = 1


def _num(value: float) -> float | None:
    """JSON has no NaN/inf: an undefined figure is null."""
    return value if math.isfinite(value) else None


def platform_json(
    plan: Plan, result: PlatformResult, uncertainty: PlatformUncertainty | None = None
) -> dict[str, Any]:
    platform = plan.platforms[result.index]
    out: dict[str, Any] = {
        "name": result.name,
        "rank": result.rank,
        "feasible": result.is_feasible,
        "reason": result.reason.code.value if result.reason else None,
        "reason_text": describe_notice(result.reason) if result.reason else None,
        "pricing_mode": platform.mode.value,
        "gpu": platform.gpu.name,
        "min_gpus": result.min_gpus,
    }
    point = result.chosen_point
    keys = (
        "gpus",
        "hours",
        "train_hours",
        "delivery_days",
        "gpu_hours",
        "compute_cost",
        "fees_cost",
        "interruption_cost",
        "trial_cost",
        "total_cost",
        "cost_per_billion_tokens",
        "scaling_efficiency",
        "memory_per_gpu_gb",
    )
    if point is None:
        out.update(dict.fromkeys(keys))
        out.update(memory_breakdown_gb=None, deadline_met=None, budget_met=None, fees=[])
        out.update(platform_decision_json(result, uncertainty))
        return out
    for key in keys:
        value = getattr(point, key)
        out[key] = value if isinstance(value, int) else _num(value)
    out["memory_breakdown_gb"] = {k: _num(v) for k, v in point.memory_breakdown_gb.items()}
    out["deadline_met"] = point.deadline_met
    out["budget_met"] = point.budget_met
    out["usable_memory_gb"] = result.usable_memory_gb
    out["effective_tflops_per_gpu"] = result.effective_tflops
    out["fees"] = [
        {"name": fee.name, "kind": fee.kind.value, "basis": fee.basis.value, "cost": _num(cost)}
        for fee, cost in zip(platform.fees, point.fee_costs, strict=True)
    ]
    out.update(platform_decision_json(result, uncertainty))
    return out


def report_json(
    plan: Plan, result: PlanResult, uncertainty: PlanUncertainty | None = None
) -> dict[str, Any]:
    """The ``--json`` contract; Monte Carlo runs here unless ``uncertainty`` is given."""
    u = uncertainty or simulate(plan, result)
    best = result.best
    out: dict[str, Any] = {
        "report_version": REPORT_SCHEMA_VERSION,
        "title": plan.title,
        "currency": plan.currency,
        "workload": {
            "total_flops": result.total_flops,
            "training_tokens": result.training_tokens,
            "steps": result.steps,
            "memory_breakdown_gb": result.memory.at(0),
        },
        "best": best.name if best else None,
        "platforms": [
            platform_json(plan, result.platforms[i], u.platforms[i]) for i in result.ranking
        ],
        "warnings": [{**n.as_dict(), "text": describe_notice(n)} for n in result.notices],
        **plan_decision_json(plan, u),
    }
    if plan.fleet is not None:
        out["fleet"] = fleet_json(plan.fleet, plan.currency)
    return out


def _money(value: float | None) -> str:
    return "—" if value is None else f"{value:,.2f}"


def report_text(plan: Plan, result: PlanResult, uncertainty: PlanUncertainty | None = None) -> str:
    """A fixed-width ranking table, the spread and stress cases, and warnings, for a terminal."""
    lines = [plan.title or "gpuplanner report", ""]
    lines.append(
        f"Work: {result.total_flops:.3g} FLOPs over {result.training_tokens:.3g} tokens; "
        f"memory at 1 GPU {result.memory.at(0)['total']:.1f} GB"
    )
    lines.append("")
    header = (
        f"{'#':>2}  {'Platform':<28} {'GPUs':>5} {'Hours':>9} {'Days':>6} "
        f"{'Compute':>12} {'Fees':>10} {'Interrupt':>10} {'Total ' + plan.currency:>14} "
        f"{'per 1B tok':>11}"
    )
    lines += [header, "-" * len(header)]
    for i in result.ranking:
        r = result.platforms[i]
        p = r.chosen_point
        name = r.name if len(r.name) <= 28 else r.name[:27] + "…"
        if p is None:
            why = describe_notice(r.reason) if r.reason else "infeasible"
            lines.append(f"{'–':>2}  {name:<28} infeasible: {why}")
            continue
        lines.append(
            f"{r.rank:>2}  {name:<28} {p.gpus:>5} {p.hours:>9.1f} {p.delivery_days:>6.1f} "
            f"{_money(p.compute_cost):>12} {_money(p.fees_cost):>10} "
            f"{_money(p.interruption_cost):>10} {_money(p.total_cost):>14} "
            f"{_money(p.cost_per_billion_tokens):>11}"
        )
    if result.best is not None:
        lines += ["", *decision_text(plan, result, uncertainty or simulate(plan, result))]
    if result.notices:
        lines += ["", "Warnings:"]
        lines += [f"- {describe_notice(n)}" for n in result.notices]
    if plan.fleet is not None:
        lines += ["", fleet_text(plan.fleet, plan.currency).rstrip("\n")]
    return "\n".join(lines) + "\n"


def ranking_rows(
    plan: Plan, result: PlanResult, uncertainty: PlanUncertainty | None = None
) -> list[dict[str, Any]]:
    """Flat rows for CSV: one per platform in rank order; nested objects become dotted keys
    (``stress.longer_30.total_cost``), lists (fees, tornado, fixes) stay out."""
    rows = []
    for entry in report_json(plan, result, uncertainty)["platforms"]:
        kept = {k: v for k, v in entry.items() if k not in ("fees", "memory_breakdown_gb")}
        row = _flatten(kept)
        row["currency"] = plan.currency
        rows.append(row)
    # One column set for every row: a null object (an infeasible platform's stress cases)
    # yields to the dotted columns another row has.
    columns = list(dict.fromkeys(k for row in rows for k in row))
    columns = [k for k in columns if not any(c.startswith(k + ".") for c in columns)]
    return [{k: row.get(k) for k in columns} for row in rows]


def _flatten(data: dict[str, Any], prefix: str = "") -> dict[str, Any]:
    flat: dict[str, Any] = {}
    for key, value in data.items():
        if isinstance(value, dict):
            flat.update(_flatten(value, f"{prefix}{key}."))
        elif not isinstance(value, list):
            flat[f"{prefix}{key}"] = value
    return flat
