"""The headless report: the stable ``--json`` contract and the human-readable table."""

from __future__ import annotations

import math
from typing import Any, cast

import numpy as np

from gpuplanner.core.analysis import Analysis
from gpuplanner.core.baseline import compare
from gpuplanner.core.bill_lines import LineCode, bill_lines
from gpuplanner.core.compute import gemm_latency
from gpuplanner.core.job_cash_flow import job_cash_flow
from gpuplanner.core.notices import Code
from gpuplanner.core.ownership import ownership
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import HourlyPricing, Platform, host_cpu
from gpuplanner.core.pricing_modes import rules_for
from gpuplanner.core.result import PlatformResult
from gpuplanner.core.stacks import (
    SOURCES,
    STACKS,
    fused_loss,
    moe_exchange,
    moe_host_sync,
    run_fp8_recipe,
    stack_of,
)
from gpuplanner.core.uncertainty import PlatformUncertainty
from gpuplanner.core.workload import Fp8Recipe, Method, Workload
from gpuplanner.io.catalog.presets import plan_presets
from gpuplanner.io.fleet.report import fleet_json, fleet_text
from gpuplanner.io.kit.report import qualification_json
from gpuplanner.io.messages import text
from gpuplanner.io.report.baseline import baseline_json, gap_json
from gpuplanner.io.report.capital import (
    capital_json,
    capital_sentences,
    fx_sentences,
    platform_capital_json,
    platform_vat_json,
    vat_json,
    vat_sentences,
)
from gpuplanner.io.report.decision import (
    decision_text,
    plan_decision_json,
    platform_decision_json,
)
from gpuplanner.io.report.energy import energy_json
from gpuplanner.io.report.finance import finance_text
from gpuplanner.io.report.scenarios import scenarios_json
from gpuplanner.io.terminal import clip_name, columns, display_width, fit, printable
from gpuplanner.io.words.bill import line_json
from gpuplanner.io.words.notices import describe_notice
from gpuplanner.io.words.report import words

REPORT_SCHEMA_VERSION = 1


def _num(value: float) -> float | None:
    """JSON has no NaN/inf: an undefined figure is null."""
    return value if math.isfinite(value) else None


def platform_json(
    plan: Plan,
    result: PlatformResult,
    uncertainty: PlatformUncertainty | None = None,
    lang: str = "en",
    preset: Platform | None = None,
) -> dict[str, Any]:
    platform = plan.platforms[result.index]
    out: dict[str, Any] = {
        "name": result.name,
        "rank": result.rank,
        "feasible": result.is_feasible,
        "price_missing": result.price_missing,
        "reason": result.reason.code.value if result.reason else None,
        "reason_text": describe_notice(result.reason, lang) if result.reason else None,
        "pricing_mode": platform.mode.value,
        "gpu": platform.gpu.name,
        "min_gpus": result.min_gpus,
        "mfu_source": result.mfu_source,
        **_transfers(result),
        **qualification_json(platform),
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
        out.update(dict.fromkeys(keys + _ADJUSTMENT_KEYS + tuple(_LEASE_END)))
        out.update(
            memory_breakdown_gb=None,
            deadline_met=None,
            budget_met=None,
            meets_targets=None,
            ownership=None,
            fees=[],
            bill=[],
        )
        out["energy"] = None
        if result.memory_gpus is not None:  # infeasible: still say by how much memory overshoots
            i = result.memory_gpus - 1
            out["memory_gpus"] = result.memory_gpus
            out["memory_per_gpu_gb"] = _num(float(result.memory.total[i]))
            out["memory_breakdown_gb"] = {k: _num(v) for k, v in result.memory.at(i).items()}
            out["usable_memory_gb"] = result.usable_memory_gb
        out["layout"] = _layout(result, result.memory_gpus)
        out.update(platform_decision_json(result, uncertainty, lang))
        return out
    for key in keys:
        value = getattr(point, key)
        out[key] = value if isinstance(value, int) else _num(value)
    out["memory_breakdown_gb"] = {k: _num(v) for k, v in point.memory_breakdown_gb.items()}
    out["layout"] = _layout(result, point.gpus)
    out["deadline_met"] = point.deadline_met
    out["budget_met"] = point.budget_met
    out["meets_targets"] = point.meets_targets  # the rank's first key (core/evaluate._rank)
    out["usable_memory_gb"] = result.usable_memory_gb
    out["effective_tflops_per_gpu"] = result.effective_tflops
    out["fees"] = [
        {"name": fee.name, "kind": fee.kind.value, "basis": fee.basis.value, "cost": _num(cost)}
        for fee, cost in zip(platform.fees, point.fee_costs, strict=True)
    ]
    out.update(_adjustments(result, point.gpus))
    out["ownership"] = ownership_json(plan, result)
    flow = job_cash_flow(plan, result)  # core/job_cash_flow.py: the cash view, by month
    out["cash_flow"] = (
        None
        if flow is None
        else {"upfront": flow.upfront, "monthly": [_num(v) for v in flow.monthly]}
    )
    out["energy"] = energy_json(plan, result, point.gpus, lang)
    lines = bill_lines(plan, result, preset=preset)
    out["bill"] = [line_json(line, plan.currency, lang) for line in lines]
    for key, code in _LEASE_END.items():  # flat, so the CSV has them too
        out[key] = _num(math.fsum(line.amount for line in lines if line.code is code))
    out.update(platform_decision_json(result, uncertainty, lang))
    return out


# A lease's end (core/lease_end.py): the residual or balloon, the buy-out when exercised.
_LEASE_END = {
    "lease_residual_cost": LineCode.LEASE_RESIDUAL,
    "lease_buyout_cost": LineCode.LEASE_BUYOUT,
}


_ADJUSTMENT_KEYS = (
    "discount_cost",
    "markup_cost",
    "interest_cost",
    "tax_cost",
    "tax_paid",
    "total_without_tax",
    "total_with_tax",
)


def _adjustments(result: PlatformResult, gpus: int) -> dict[str, float | None]:
    """Discount, markup and tax at ``gpus``; totals with and without tax (core/bill.py)."""
    a, i = result.adjustments, gpus - 1
    if a is None:
        return dict.fromkeys(_ADJUSTMENT_KEYS, 0.0)
    total, tax, paid = (float(x[i]) for x in (result.total_cost, a.tax, a.tax_paid))
    interest = float(np.asarray(a.interest)[i]) if np.ndim(a.interest) else float(a.interest)
    values = (a.discount[i], a.markup[i], interest, tax, paid, total - tax, total - tax + paid)
    return {k: _num(float(v)) for k, v in zip(_ADJUSTMENT_KEYS, values, strict=True)}


def _moe_exchange_json(w: Workload) -> dict[str, Any]:
    """The run's MoE all-to-all: its dispatcher and overlap, whether its layer waits for the
    host, and whether the plan states any of them (else the stack's own)."""
    dispatcher, overlap = moe_exchange(w)
    stated = (w.moe_dispatcher, w.moe_overlap, w.moe_host_sync)
    return {
        "moe_dispatcher": dispatcher.value,
        "moe_overlap": overlap,
        "moe_host_sync": moe_host_sync(w),
        "moe_typed": any(v is not None for v in stated),
    }


def stack_json(w: Workload, lang: str = "en") -> dict[str, Any]:
    """The training stack the workload runs (core/stacks.py): which, whether chosen
    automatically, what it does and where each fact comes from."""
    stack = stack_of(w)
    facts = STACKS[stack]
    return {
        "id": stack.value,
        "name": text(f"stack.{stack.value}", lang),
        "automatic": w.stack is None,
        "tp_overlap": facts.tp_overlap,
        "tp_overlap_on": list(facts.tp_overlap_on),
        "attention_kernel": facts.attention_kernel,
        "elementwise": facts.elementwise,
        "kernel_efficiency": dict(facts.kernel_efficiency),
        "selective_recompute": facts.selective,
        "logits_fp32_copies": facts.logits_fp32_copies,
        "fused_loss": fused_loss(w),
        "fused_loss_typed": w.fused_loss is not None,
        "expert_parallel": facts.expert_parallel,
        "fp8": facts.fp8,
        "pipeline_fsdp_unsharded_bytes": facts.pipeline_fsdp_unsharded_bytes,
        "fp8_compiled": facts.fp8_compiled,
        "tp_saves_gathered_inputs": facts.tp_saves_gathered_inputs,
        "a2a_overlap": facts.a2a_overlap,
        "a2a_per_node": facts.a2a_per_node,
        "fp8_dispatch": facts.fp8_dispatch,
        "comm_sms": facts.comm_sms,
        "pipeline_schedule": facts.pipeline_schedule,
        "p2p_overlap": facts.p2p_overlap,
        "expert_gemm_streams": facts.expert_gemm_streams,
        "dp_per_pass": facts.dp_per_pass,
        "activations": facts.activations,
        **_moe_exchange_json(w),
        "fp8_recipe": w.fp8_recipe.value if w.fp8_recipe else None,
        "fp8_recipe_defaults": {
            gen: recipe.value for gen, recipe in (facts.fp8_recipes or {}).items()
        },
        "source": SOURCES[stack],
    }


def platform_stack_json(plan: Plan, index: int, lang: str = "en") -> dict[str, Any]:
    """The stack a platform runs the job on: its own (``platform``: the provider's differs
    from the workload's) or the workload's (``workload``); the facts are those of
    ``workload.stack`` when it is the same stack."""
    own = plan.platforms[index].stack
    stack = own or stack_of(plan.workload)
    return {
        "id": stack.value,
        "name": text(f"stack.{stack.value}", lang),
        "from": "platform" if own is not None else "workload",
        "fp8_recipe": _value(run_fp8_recipe(plan.workload, stack, plan.platforms[index].gpu)),
        "host_cpu": host_cpu(plan.platforms[index].gpu),
        "gemm_latency_us": gemm_latency(plan.platforms[index].gpu, plan.workload.precision) * 1e6,
        "moe_host_sync": plan.workload.model.is_moe and moe_host_sync(plan.workload, STACKS[stack]),
    }


def _value(recipe: Fp8Recipe | None) -> str | None:
    return recipe.value if recipe is not None else None


def report_json(analysis: Analysis, lang: str = "en") -> dict[str, Any]:
    """The ``--json`` contract of ``analysis`` (its percentiles and fleet result included).
    ``lang`` words every text in it: the bill lines (``platforms[].bill[]``), ``reason_text``,
    ``warnings[].text``, the fixes and the fleet verdict, all from the message catalog."""
    plan, result, u = analysis.plan, analysis.result, analysis.uncertainty
    best = result.best
    comparison = compare(plan, result)
    presets = plan_presets(plan) if any(p.preset_id for p in plan.platforms) else {}
    expired = {n.platform for n in result.notices if n.code is Code.QUOTE_EXPIRED}
    out: dict[str, Any] = {
        "report_version": REPORT_SCHEMA_VERSION,
        "title": plan.title,
        "currency": plan.currency,
        "workload": {
            "total_flops": result.total_flops,
            "training_tokens": result.training_tokens,
            "steps": result.steps,
            "memory_breakdown_gb": result.memory.at(0),
            "attention_span": plan.workload.attention_span,
            "qlora_base": (
                plan.workload.qlora_base.value if plan.workload.method is Method.QLORA else None
            ),
            "stack": stack_json(plan.workload, lang),
        },
        "best": best.name if best else None,
        "baseline": baseline_json(comparison, lang),
        "platforms": [
            {
                **platform_json(plan, result.platforms[i], u.platforms[i], lang, presets.get(i)),
                "vs_baseline": gap_json(comparison, i),
                **_quote(plan.platforms[i], expired),
                **platform_vat_json(plan, result.platforms[i]),
                **platform_capital_json(plan, result.platforms[i]),
                "stack": platform_stack_json(plan, i, lang),
            }
            for i in result.ranking
        ],
        "warnings": [{**n.as_dict(), "text": describe_notice(n, lang)} for n in result.notices],
        "vat": vat_json(plan),
        "capital": capital_json(plan),
        "scenarios": scenarios_json(analysis, lang),
        **plan_decision_json(plan, u),
    }
    fleet = analysis.fleet  # None exactly when the plan has no fleet part
    if plan.fleet is not None and fleet is not None:
        out["fleet"] = fleet_json(plan.fleet, plan.currency, fleet, lang)
    return out


def ownership_json(plan: Plan, result: PlatformResult) -> dict[str, Any] | None:
    """An owned cluster's purchase, cash, utilization and both views (core/ownership.py);
    None for a rented platform."""
    own = ownership(plan, result)
    if own is None:
        return None
    return {
        "gpus_bought": own.gpus_bought,
        "spare_cards": own.spare_cards,
        "hardware": own.hardware,
        "spares": own.spares,
        "purchase": own.purchase,
        "tax_rate": own.tax_rate,
        "purchase_with_tax": own.purchase_with_tax,
        "cash_at_order": own.cash_at_order,
        "utilization": own.utilization,
        "life_hours": own.life_hours,
        "busy_hours": own.busy_hours,
        "job_hours": _num(own.job_hours),
        "job_share": _num(own.job_share),
        "view": "cash" if own.whole_purchase else "share",
        "share_total": _num(own.share_total),
        "cash_total": _num(own.cash_total),
    }


def _money(value: float | None) -> str:
    return "—" if value is None else f"{value:,.2f}"


def report_text(analysis: Analysis, lang: str = "en") -> str:
    """A fixed-width ranking table, the spread and stress cases, and warnings, for a terminal,
    in ``lang`` ("en" or "zh_CN")."""
    plan, result = analysis.plan, analysis.result
    w = words(lang)
    # The title on its own line: a line break in it cannot fake a ranking line below.
    lines = [printable(plan.title, keep_newlines=False) or w("untitled"), ""]
    memory = result.memory.at(0)["total"]
    lines.append(w("work", flops=result.total_flops, tokens=result.training_tokens, memory=memory))
    lines.append("")
    heads = [
        (w("col.rank"), 2, ">"),
        (w("col.platform"), 28, "<"),
        (w("col.gpus"), 5, ">"),
        (w("col.hours"), 9, ">"),
        (w("col.days"), 6, ">"),
        (w("col.compute"), 12, ">"),
        (w("col.fees"), 10, ">"),
        (w("col.interruption"), 10, ">"),
        (w("col.total", currency=plan.currency), 14, ">"),
        (w("col.per_billion"), 11, ">"),
    ]
    widths = columns([(text, width) for text, width, _ in heads])
    aligns = [align for _, _, align in heads]

    def row(cells: list[str]) -> str:
        parts = [fit(c, n, a) for c, n, a in zip(cells, widths, aligns, strict=False)]
        return f"{parts[0]}  {' '.join(parts[1:])}"

    header = row([text for text, _, _ in heads])
    lines += [header, "-" * display_width(header)]
    for i in result.ranking:
        r = result.platforms[i]
        p = r.chosen_point
        name = clip_name(r.name, widths[1])
        if p is None:
            why = describe_notice(r.reason, lang, currency=plan.currency) if r.reason else None
            why = why or w("infeasible")
            lines.append(
                f"{fit('–', widths[0], '>')}  {fit(name, widths[1])} "
                + w("infeasible_because", why=why)
            )
            continue
        lines.append(
            row(
                [
                    str(r.rank),
                    name,
                    str(p.gpus),
                    f"{p.hours:,.1f}",
                    f"{p.delivery_days:.1f}",
                    _money(p.compute_cost),
                    _money(p.fees_cost),
                    _money(p.interruption_cost),
                    _money(p.total_cost),
                    _money(p.cost_per_billion_tokens),
                ]
            )
        )
    points = [(r.name, r.chosen_point) for r in result.platforms if r.chosen_point is not None]
    missing = [name for name, p in points if not p.meets_targets]
    if 0 < len(missing) < len(points):  # the rule changed the order the totals give
        lines += ["", w("rank_rule", names=", ".join(clip_name(n, 40) for n in missing))]
    said = [
        *vat_sentences(plan, result, lang),
        *capital_sentences(plan, result, lang),
        *fx_sentences(plan, lang),
    ]
    lines += ["", *(printable(s, keep_newlines=False) for s in said)]
    finance = finance_text(plan, result, lang)
    if finance:
        lines += ["", *finance]
    if result.best is not None:
        lines += ["", *decision_text(plan, result, analysis.uncertainty, lang)]
    if result.notices:
        lines += ["", w("warnings")]
        lines += [f"- {describe_notice(n, lang, currency=plan.currency)}" for n in result.notices]
    fleet = analysis.fleet
    if plan.fleet is not None and fleet is not None:
        lines += ["", fleet_text(plan.fleet, plan.currency, fleet, lang=lang).rstrip("\n")]
    return "\n".join(lines) + "\n"


def ranking_rows(analysis: Analysis, lang: str = "en") -> list[dict[str, Any]]:
    """Flat rows for CSV: one per platform in rank order; nested objects become dotted keys
    (``stress.longer_30.total_cost``), lists (fees, tornado, fixes) stay out; texts in ``lang``."""
    rows = []
    report = report_json(analysis, lang)
    baseline = report["baseline"] or {}
    plan = analysis.plan
    for i, entry in zip(analysis.result.ranking, report["platforms"], strict=True):
        kept = {k: v for k, v in entry.items() if k not in ("fees", "bill", "memory_breakdown_gb")}
        row = _flatten(kept)
        row["currency"] = plan.currency
        row["runs"] = plan.workload.runs
        row["price_per_node_hour"] = _node_hour_price(plan.platforms[i])
        # The plan's baseline on every row, and the notice when it was replaced by the cheapest.
        for key in ("name", "missing", "notice"):
            row[f"baseline.{key}"] = baseline.get(key)
        rows.append(row)
    # One column set for every row: a null object (an infeasible platform's stress cases)
    # yields to the dotted columns another row has.
    columns = list(dict.fromkeys(k for row in rows for k in row))
    columns = [k for k in columns if not any(c.startswith(k + ".") for c in columns)]
    return [{k: row.get(k) for k in columns} for row in rows]


def _node_hour_price(platform: Platform) -> float | None:
    """The price as quoted per node-hour (kept per GPU-hour: × GPUs per node); else None."""
    q = platform.pricing
    if not rules_for(q).quoted_per_node(q):
        return None
    return cast(HourlyPricing, q).price_per_gpu_hour * platform.gpus_per_node


def _quote(platform: Platform, expired: set[str | None]) -> dict[str, Any]:
    """Who quoted the platform and until when; ``quote_expired`` as the evaluation's notice
    says (the valid-until date before the analysis's day), false without a date."""
    until = platform.quote_valid_until
    return {
        "vendor": platform.vendor or None,
        "quote_valid_until": until.isoformat() if until else None,
        "quote_expired": platform.name in expired,
        "quoted_currency": platform.quoted_currency,
        "quoted_rate": platform.quoted_rate,
    }


def _flatten(data: dict[str, Any], prefix: str = "") -> dict[str, Any]:
    flat: dict[str, Any] = {}
    for key, value in data.items():
        if isinstance(value, dict):
            flat.update(_flatten(value, f"{prefix}{key}."))
        elif not isinstance(value, list):
            flat[f"{prefix}{key}"] = value
    return flat


def _layout(result: PlatformResult, gpus: int | None) -> dict[str, Any] | None:
    """The layout used at ``gpus`` (typed, or chosen there when automatic)."""
    if gpus is None or result.layout is None:
        return None
    return result.layout.at(gpus - 1, gpus)


def _transfers(result: PlatformResult) -> dict[str, float | None]:
    """Data movement hours and sizes (the same at every N; 0 h when not modelled)."""
    t = result.transfers
    if t is None:
        return {}
    return {
        "upload_gb": _num(t.upload_gb),
        "upload_hours": _num(t.upload_hours),
        "download_gb": _num(t.download_gb),
        "download_hours": _num(t.download_hours),
    }
