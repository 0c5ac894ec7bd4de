"""``evaluate(plan)``: every platform, every GPU count, in one vectorized pass."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from dataclasses import replace

import numpy as np

from gpuplanner.core.bill import BillTerms, job_bill
from gpuplanner.core.calibration import calibrate
from gpuplanner.core.compute import host_bound, stack_comm, work_rates
from gpuplanner.core.energy_use import energy_use
from gpuplanner.core.flops import flops_per_token, total_flops
from gpuplanner.core.interruptions import expected_hours
from gpuplanner.core.layout import HEADROOM_LIMIT, HGX_SCALE_UP, LayoutSweep, layout_cause
from gpuplanner.core.layout import layout_ok as layout_is_ok
from gpuplanner.core.layout_memo import LAYOUTS
from gpuplanner.core.layout_search import Layouts, automatic, keep_measured
from gpuplanner.core.memory import MemoryBreakdown, memory_per_gpu, model_shape
from gpuplanner.core.notices import Code, Notice
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import Platform
from gpuplanner.core.platform_memo import MEMO, Evaluated
from gpuplanner.core.pricing import billed_months, lead_time_hours
from gpuplanner.core.pricing_fields import missing_list_price
from gpuplanner.core.pricing_modes import rules_for
from gpuplanner.core.pricing_modes.self_built import other_view
from gpuplanner.core.result import Adjustments, PlanResult, PlatformResult
from gpuplanner.core.scaling import (
    StackComm,
    combine,
    effective_flops_per_gpu,
    peak_tflops,
    scaling_efficiency,
)
from gpuplanner.core.stacks import facts_of, stack_of
from gpuplanner.core.storage import data_hours
from gpuplanner.core.storage_effects import (
    data_bound_notice,
    measured_memory_notice,
    with_storage_checkpoint,
)
from gpuplanner.core.stress import stress_cases
from gpuplanner.core.targets import answer_targets
from gpuplanner.core.transfer import transfers
from gpuplanner.core.trial import TrialTerms, trial_terms
from gpuplanner.core.vat_basis import net_of_vat
from gpuplanner.core.workload import ModelArch, Precision, Recompute, TrainingStack, Workload

LOW_SCALING = 0.5  # below this the chosen N wastes more than half of every GPU
# Where the MoE time is known to run fast: in docs/validation.md 14 of the 15 Megatron-Core
# runs with 16 or more routed experts a GPU at micro-batches of 1–2 ran slower than the model,
# by 17–190 % (Qwen3-30B-A3B and Qwen3-235B-A22B on B200, H100 and H800, DeepSeek-V3 on
# B200 and B300; dropless and token-dropping; the other, Qwen3-235B on 256 H800 at TP 2 ×
# PP 32 × VP 3, within 2 %), while those with 2–8 experts a GPU, or a micro-batch of 4 and
# more, land within 15 % in 12 of 18 rows. Not a correction: a warning that the hours are
# likely low, on stacks that run a GEMM per expert (StackFacts.expert_gemm_streams);
# tests/validation pins the 15 rows and their range.
MANY_LOCAL_EXPERTS = 16
SMALL_MICRO_BATCH = 2


def uneven_shape(model: ModelArch) -> list[Notice]:
    """A typed shape that does not divide: each KV head serves a whole number of query heads
    (grouped-query attention, Ainslie et al. 2023, arXiv 2305.13245 §2), and without a head
    dimension of its own a head is hidden / heads wide. The estimate takes the numbers as typed
    (a fractional group or head width), so it is said, not refused."""
    out: list[Notice] = []
    heads, kv = model.heads, model.kv_heads
    if heads and kv and heads % kv:
        out.append(Notice(Code.KV_HEADS_UNEVEN, params={"heads": heads, "kv_heads": kv}))
    if heads and model.hidden and model.head_dim is None and model.hidden % heads:
        out.append(Notice(Code.HEAD_DIM_UNEVEN, params={"hidden": model.hidden, "heads": heads}))
    return out


def evaluate(plan: Plan, today: dt.date | None = None) -> PlanResult:
    """Cost, time and memory for every platform over N = 1 … ``plan.sweep_max``.

    ``today`` (default: the system date) only decides which vendor quotes have expired."""
    w = plan.workload
    n = np.arange(1, plan.sweep_max + 1, dtype=float)
    reserve = plan.settings.runtime_reserve_gb
    memory = memory_per_gpu(w, n, reserve)
    # The layout candidates and each platform's automatic layout, kept across edits that
    # leave the workload and a platform's hardware unchanged (core/layout_memo.py).
    # TP candidates up to the widest scale-up domain any platform offers (core/layout.py).
    scale_up = max((p.gpus_per_node for p in plan.platforms), default=HGX_SCALE_UP)
    layouts = LAYOUTS.of(w, n, reserve, scale_up)
    # A platform with its own training stack (a provider running NeMo) runs the workload
    # under that stack: its memory conventions, overlaps and layout candidates (core/stacks.py).
    runs: dict[TrainingStack, tuple[Workload, MemoryBreakdown, Layouts]] = {
        stack_of(w): (w, memory, layouts)
    }

    def run_on(p: Platform) -> tuple[Workload, MemoryBreakdown, Layouts]:
        stack = p.stack or stack_of(w)
        if stack not in runs:
            own = w.model_copy(update={"stack": stack})
            runs[stack] = (
                own,
                memory_per_gpu(own, n, reserve),
                LAYOUTS.of(own, n, reserve, scale_up),
            )
        return runs[stack]

    notices: list[Notice] = []
    shape = model_shape(w.model)
    if shape.estimated:
        notices.append(
            Notice(
                Code.MODEL_SHAPE_ESTIMATED,
                params={
                    "params_b": w.model.params_b,
                    "layers": round(shape.layers),
                    "hidden": round(shape.hidden),
                },
            )
        )
    notices.extend(uneven_shape(w.model))
    day = today or dt.date.today()
    notices.extend(expired_quotes(plan.platforms, day))
    notices.extend(stale_prices(plan.platforms, day, plan.settings.price_max_age_months))
    notices.extend(missing_prices(plan.platforms))
    if plan.fleet is not None and plan.fleet.hours_per_month != plan.settings.hours_per_month:
        # Two settings, one per part of the plan (the job's bill, the fleet's months): said,
        # so a 720-h job beside a 730-h fleet is not read as one convention.
        hours = {
            "job_hours": plan.settings.hours_per_month,
            "fleet_hours": plan.fleet.hours_per_month,
        }
        notices.append(Notice(Code.MONTHS_DIFFER, params=hours))
    if w.recompute is not Recompute.NONE or w.tensor_parallel > 1 or w.pipeline_parallel > 1:
        params = {
            "recompute": str(w.recompute),
            "tensor_parallel": w.tensor_parallel,
            "pipeline_parallel": w.pipeline_parallel,
        }
        notices.append(Notice(Code.MFU_IS_COMPUTE_EFFICIENCY, params=params))
    trial = trial_terms(plan)
    terms = BillTerms(
        tax=plan.tax,
        trial_cost=trial.cost,
        carbon=plan.carbon,
        runs=w.runs,
        hours_per_month=plan.settings.hours_per_month,
        wacc=plan.capital.wacc,
    )
    # Priced net of VAT once (core/vat_basis.py): a VAT-inclusive price is never taxed again.
    priced = [net_of_vat(p, plan.tax) for p in plan.platforms]
    # A platform whose inputs are those of its last evaluation (an edit elsewhere) is not
    # evaluated again (core/platform_memo.py): these are everything its evaluation reads.
    evaluated = []
    for i, (typed, p) in enumerate(zip(plan.platforms, priced, strict=True)):
        inputs = (w, typed, plan.tax, plan.sweep_max, reserve, trial, terms)
        done = MEMO.get(i, inputs)
        if done is None:
            raised: list[Notice] = []
            r = _evaluate_platform(p, i, n, run_on(p), raised, trial, terms)
            done = MEMO.put(i, inputs, Evaluated(r, tuple(raised), stress_cases(p, r)))
        notices.extend(done.notices)
        evaluated.append(done)
    MEMO.keep(len(evaluated))
    results = [
        replace(e.result, price_missing=bool(missing_list_price(p.pricing)))
        for e, p in zip(evaluated, plan.platforms, strict=True)
    ]
    ranking = _rank(results)
    answers = answer_targets(w, results)
    ranks = {i: rank for rank, i in enumerate(ranking, start=1) if results[i].is_feasible}
    ranked = [
        replace(r, rank=ranks.get(i), stress=evaluated[i].stress, targets=answers[i])
        for i, r in enumerate(results)
    ]
    for a in answers:
        notices.extend(a.fixes if a else ())
    return PlanResult(
        n=n,
        total_flops=total_flops(w),
        training_tokens=w.training_tokens,
        flops_per_token=flops_per_token(w),
        steps=w.training_tokens / w.tokens_per_step,
        memory=memory,
        platforms=tuple(ranked),
        ranking=tuple(ranking),
        notices=tuple(notices),
    )


def expired_quotes(platforms: Iterable[Platform], today: dt.date) -> list[Notice]:
    """A notice for each platform whose vendor quote was valid only until before ``today``."""
    return [
        Notice(
            Code.QUOTE_EXPIRED,
            p.name,
            {
                "valid_until": p.quote_valid_until.isoformat(),
                "as_of": p.prices_as_of.isoformat() if p.prices_as_of else None,
                "today": today.isoformat(),
            },
        )
        for p in platforms
        if p.quote_valid_until is not None and p.quote_valid_until < today
    ]


def missing_prices(platforms: Iterable[Platform]) -> list[Notice]:
    """A notice for each platform whose mode's list price is 0 (no price entered yet:
    core/pricing_fields.missing_list_price), naming the field to fill in."""
    out = []
    for p in platforms:
        missing = missing_list_price(p.pricing)
        if missing:
            params = {"field": f"pricing.{missing[0]}", "mode": p.mode.value}
            out.append(Notice(Code.PRICE_MISSING, p.name, params))
    return out


def months_between(start: dt.date, end: dt.date) -> int:
    """Whole calendar months from ``start`` to ``end`` (2025-03-06 → 2026-12-01: 20)."""
    months = (end.year - start.year) * 12 + end.month - start.month
    return months - (1 if end.day < start.day else 0)


def stale_prices(platforms: Iterable[Platform], today: dt.date, max_months: int) -> list[Notice]:
    """A notice for each platform whose prices are dated more than ``max_months`` whole
    months before ``today`` (undated prices say so elsewhere: the memo's assumptions)."""
    out = []
    for p in platforms:
        if p.prices_as_of is None:
            continue
        months = months_between(p.prices_as_of, today)
        older = months > max_months or (months == max_months and today.day > p.prices_as_of.day)
        if older:
            params = {
                "as_of": p.prices_as_of.isoformat(),
                "months": months,
                "max_months": max_months,
                "today": today.isoformat(),
            }
            out.append(Notice(Code.PRICE_STALE, p.name, params))
    return out


def commitment_notice(
    p: Platform, gpus: int, held_hours: float, hours_per_month: float
) -> Notice | None:
    """A reserved term or lease minimum longer than the job at ``gpus`` — more months than the
    job starts (a 12-month term for a 45-hour job; one month for it is the billing month the
    bill's verdict already explains): the months paid and the share of them the job leaves
    idle, 1 − held hours ÷ (minimum months × hours a month)."""
    minimum = rules_for(p.pricing).minimum_months(p.pricing)
    if minimum is None:
        return None
    started = float(billed_months(1, np.array([held_hours]), hours_per_month)[0])
    if minimum <= started:
        return None
    idle = 1.0 - held_hours / (minimum * hours_per_month)
    params = {"gpus": gpus, "months": minimum, "job_days": held_hours / 24.0, "idle_share": idle}
    return Notice(Code.COMMITMENT_IDLE, p.name, params)


def _rank(results: list[PlatformResult]) -> list[int]:
    """Platforms that meet the plan's deadline and budget (those set) first, cheapest first;
    then those that miss one or both, cheapest first; then those with no price entered (a
    list price of 0: ``price_missing``), in the same order among themselves; infeasible ones
    last (issue 24: a self-built cluster 7 days late ranked above an offer that meets the
    deadline, and the memo's runner-up could not do the job). An unpriced platform's total
    lacks its GPU time, so it never outranks a priced one, even one that misses a target."""

    def key(r: PlatformResult) -> tuple[int, int, float, float, int]:
        if r.chosen is None:
            return (2, 0, 0.0, 0.0, r.index)
        i = r.chosen - 1
        misses = int(not (r.deadline_ok[i] and r.budget_ok[i]))
        tier = 1 if r.price_missing else 0
        # Equal bills: the one that delivers sooner ranks first.
        cost = round(float(r.total_cost[i]), 6)
        return (tier, misses, cost, float(r.delivery_hours[i]), r.index)

    return [r.index for r in sorted(results, key=key)]


def _evaluate_platform(
    p: Platform,
    index: int,
    n: np.ndarray,
    run: tuple[Workload, MemoryBreakdown, Layouts],
    notices: list[Notice],
    trial: TrialTerms,
    terms: BillTerms,
) -> PlatformResult:
    w, memory, layouts = run  # the workload as this platform runs it (its stack)
    name = p.name
    layout_ok = layout_is_ok(w, p, n)
    layout = layouts.sweep
    quota = p.max_gpus or int(n[-1])
    within_quota = n <= quota
    usable = p.usable_memory
    fits = memory.total <= usable

    peak = peak_tflops(p.gpu, w.precision)
    if peak is None:
        return _unusable(
            p,
            index,
            n,
            memory,
            layout_ok,
            within_quota,
            fits,
            _no_precision(w, p),
            trial,
            layout,
        )
    peak_value, used = peak
    if used is not w.precision:
        notices.append(
            Notice(
                Code.PRECISION_FALLBACK, name, {"requested": w.precision.value, "used": used.value}
            )
        )
    p = with_storage_checkpoint(w, p)
    measured = measured_memory_notice(p)
    if measured is not None:
        notices.append(measured)
    p, calibration = calibrate(w, p, peak_value, used, notices)
    work = None if calibration is not None else _work_mode(w, p, peak_value, used, layouts)
    if work is not None:
        p, peak_value, rates, comm = work
    x = effective_flops_per_gpu(p, peak_value)
    flops = total_flops(w)
    # The typed layout's modelled efficiency: the pinned layout, and the one a platform's
    # measured scaling points were taken on.
    if work is not None:
        step = combine(layouts.terms, p, n, x, comm=comm)
        typed = step.efficiency
    else:
        typed = combine(layouts.terms, p, n, x).efficiency  # scaling.model_efficiency
    modelled = typed
    # A calibrated platform keeps the layout its measured run used (the typed one).
    if layouts.search is not None and calibration is None:
        search = (rates[1:], comm) if work is not None else None
        found = automatic(w, p, n, x, layouts.search, search)
        if p.scaling_points:  # measured on the typed layout: kept where it was measured
            found = keep_measured(p, n, (layout_ok, memory, typed, layout, fits), found)
        layout_ok, memory, modelled, layout, fits = found
    # Measured points correct the layout they were measured on (scaling_efficiency).
    efficiency = scaling_efficiency(p, n, modelled, typed)

    train_hours = flops / (n * x * efficiency) / 3600.0
    # A step waits for its data when the storage cannot keep up (core/storage.py).
    compute_hours = train_hours
    train_hours = np.maximum(train_hours, data_hours(w, p.storage, n, p.gpus_per_node))
    setup = trial.setup_hours(p)
    moves = transfers(w, p)
    clean_hours = train_hours + setup + moves.held_hours
    inflation = expected_hours(p, n, train_hours)
    hours = inflation.hours + setup + moves.held_hours

    bill = job_bill(p, n, clean_hours, hours, terms=terms, setup_hours=setup)
    compute, interruption, fee_arrays = bill.compute, bill.interruption, bill.fees
    finite = bill.finite
    fees = np.sum(fee_arrays, axis=0) if fee_arrays else np.zeros(n.shape)
    trial_cost = np.full(n.shape, trial.cost)
    total = compute + interruption + fees + trial_cost + bill.adjustments  # core/bill.py
    other_view = _other_view_total(p, n, clean_hours, hours, terms, setup, trial_cost)
    delivery = p.queue_hours + hours + lead_time_hours(p) + trial.hours
    delivery = delivery + (moves.hours - moves.held_hours)  # data moving before/after the GPUs

    feasible = layout_ok & within_quota & fits & finite
    deadline_ok = delivery <= w.deadline_hours if w.deadline_hours else np.ones(n.shape, bool)
    budget_ok = total <= w.budget if w.budget else np.ones(n.shape, bool)
    min_gpus = _first(layout_ok & fits)

    chosen, reason = _choose(
        w,
        p,
        n,
        feasible,
        layout_ok,
        within_quota,
        fits,
        finite,
        deadline_ok,
        total,
        hours,
        min_gpus,
        memory,
        quota,
        int((layout.tensor_parallel * layout.context_parallel).min()),
    )
    if chosen is not None:
        i = chosen - 1
        if not deadline_ok[i]:
            assert w.deadline_hours is not None  # without a deadline every N meets it
            fastest = np.min(np.where(feasible, delivery, np.inf))
            notices.append(
                Notice(
                    Code.DEADLINE_MISSED,
                    name,
                    {
                        "gpus": chosen,
                        "delivery_days": float(delivery[i] / 24),
                        "deadline_days": float(w.deadline_hours / 24),
                        "fastest_days": float(fastest / 24),
                    },
                )
            )
        if not budget_ok[i]:
            assert w.budget is not None  # without a budget every N is within it
            notices.append(
                Notice(
                    Code.OVER_BUDGET, name, {"total": float(total[i]), "budget": float(w.budget)}
                )
            )
        commitment = commitment_notice(p, chosen, float(hours[i]), terms.hours_per_month)
        if commitment is not None:
            notices.append(commitment)
        if work is not None:
            at_chosen = layout.workload_at(w, i)
            for notice in (
                _host_bound_notice(w, p, at_chosen, chosen, peak_value),
                _moe_experts_notice(at_chosen, p.name, chosen),
            ):
                if notice is not None:
                    notices.append(notice)
        if chosen > 1 and efficiency[i] < LOW_SCALING:
            notices.append(
                Notice(Code.LOW_SCALING, name, {"gpus": chosen, "efficiency": float(efficiency[i])})
            )
        held_gb = float(memory.total[i])  # core/layout.py: no room for a fragmentation spike
        if held_gb > HEADROOM_LIMIT * p.usable_memory:
            params = {"gpus": chosen, "used_gb": held_gb, "usable_gb": p.usable_memory}
            params["share"] = held_gb / p.usable_memory
            notices.append(Notice(Code.MEMORY_TIGHT, name, params))
        if train_hours[i] > compute_hours[i] * (1 + 1e-9):
            notices.append(data_bound_notice(w, p, chosen, compute_hours[i], train_hours[i]))
        if not p.checkpointing and p.interruption_rate > 0:
            notices.append(
                Notice(
                    Code.NO_CHECKPOINT_RISK,
                    name,
                    {
                        "gpus": chosen,
                        "lost_hours": float(hours[i] - clean_hours[i]),
                    },
                )
            )
    else:
        assert reason is not None  # _choose gives a reason whenever it chooses nothing
        notices.append(reason)

    with np.errstate(invalid="ignore"):
        per_billion = total / (w.training_tokens / 1e9)
    return PlatformResult(
        name=name,
        index=index,
        n=n,
        usable_memory_gb=usable,
        peak_tflops=peak_value,
        precision_used=used,
        effective_tflops=x / 1e12,
        layout_ok=layout_ok,
        within_quota=within_quota,
        fits_memory=fits,
        feasible=feasible,
        efficiency=efficiency,
        train_hours=train_hours,
        hours=hours,
        delivery_hours=delivery,
        gpu_hours=n * hours,
        compute_cost=compute,
        interruption_cost=interruption,
        fee_costs=fee_arrays,
        fees_cost=fees,
        trial_cost=trial_cost,
        total_cost=total,
        cost_per_billion_tokens=per_billion,
        deadline_ok=deadline_ok,
        budget_ok=budget_ok,
        checkpoint_interval_hours=inflation.interval_hours,
        memory=memory,
        min_gpus=min_gpus,
        chosen=chosen,
        reason=reason,
        mfu=p.mfu,
        mfu_source="measured" if calibration else "work" if work is not None else "typed",
        setup_hours=setup,
        transfers=moves,
        memory_gpus=_memory_gpus(p, layout_ok, min_gpus, reason) if chosen is None else chosen,
        calibration=calibration,
        adjustments=Adjustments.of(bill),
        energy=energy_use(p, terms.carbon, n, hours, setup),
        terms=terms,
        layout=layout,
        other_view_cost=other_view,
    )


def _work_mode(
    w: Workload, p: Platform, peak: float, used: Precision, layouts: Layouts
) -> tuple[Platform, float, np.ndarray, StackComm] | None:
    """For a platform whose compute time comes from the work (core/compute.py): the platform
    with the implied MFU of the workload's own layout, the 16-bit peak it is quoted against
    (FP8 runs its linear layers at the FP8 peak inside the per-op model), each candidate
    layout's rate (index 0: the workload's layout) and what the stack does with the traffic
    (StackComm: the TP and all-to-all shares it hides, its dispatcher, schedule). None for a
    typed MFU or where the GPU's roofline is unknown."""
    if not p.efficiency_from_work or used in (Precision.FP32, Precision.TF32):
        return None
    gpu = p.gpu
    base = float(gpu.bf16_tflops or gpu.fp16_tflops or peak)
    facts = facts_of(w)
    candidates = (w, *layouts.candidates) if layouts.search is not None else (w,)
    key = (gpu, base)  # platforms on the same GPU share the per-op times
    if key not in layouts.rates:
        layouts.rates[key] = work_rates(w, candidates, gpu, facts, base)
    rates = layouts.rates[key]
    if rates is None:
        return None
    # Not capped at 1: FP8 linear layers can beat the 16-bit peak the MFU is quoted against.
    implied = p.model_copy(update={"mfu": float(rates[0])})
    comm = stack_comm(w, gpu, facts)
    return implied, base, rates * base * 1e12 * (1.0 - p.virtualization_derate), comm


def _host_bound_notice(
    w: Workload, p: Platform, chosen: Workload, gpus: int, peak: float
) -> Notice | None:
    """The chosen layout's micro-batch takes the host longer to launch than the GPU to run
    (compute.host_bound, at the 16-bit peak the work mode quotes): said, with both times,
    where the stack's launches are counted."""
    host, gpu = host_bound(chosen, p.gpu, facts_of(w), peak)
    if host <= gpu:
        return None
    tokens = chosen.seq_len // chosen.context_parallel * chosen.micro_batch
    params = {"gpus": gpus, "tokens": tokens}
    return Notice(Code.HOST_BOUND, p.name, params | {"host_ms": host * 1e3, "gpu_ms": gpu * 1e3})


def _moe_experts_notice(chosen: Workload, name: str, gpus: int) -> Notice | None:
    """The chosen layout puts MANY_LOCAL_EXPERTS or more routed experts of each MoE layer on a
    GPU at a micro-batch of SMALL_MICRO_BATCH or less, where the validation runs were slower
    than the model: said, with the count."""
    m = chosen.model
    if not (m.is_moe and m.experts) or facts_of(chosen).expert_gemm_streams is None:
        return None
    experts = m.experts // chosen.expert_parallel  # each 1 / ETP of it where folded
    if experts < MANY_LOCAL_EXPERTS or chosen.micro_batch > SMALL_MICRO_BATCH:
        return None
    params = {"gpus": gpus, "experts": experts, "micro_batch": chosen.micro_batch}
    return Notice(Code.MOE_MANY_EXPERTS, name, params)


def _memory_gpus(
    p: Platform, layout_ok: np.ndarray, min_gpus: int | None, reason: Notice | None
) -> int | None:
    """Where an infeasible platform's memory is reported: fixed N, else the fit, else the
    count a "never fits" reason quotes, else the smallest N the layout allows (or 1)."""
    if p.fixed_gpus is not None:
        return p.fixed_gpus
    if min_gpus is None and reason is not None and reason.code is Code.NEVER_FITS:
        return int(reason.params["gpus"])
    return min_gpus or _first(layout_ok) or 1


def _first(mask: np.ndarray) -> int | None:
    hits = np.flatnonzero(mask)
    return int(hits[0]) + 1 if hits.size else None


def _choose(
    w: Workload,
    p: Platform,
    n: np.ndarray,
    feasible: np.ndarray,
    layout_ok: np.ndarray,
    within_quota: np.ndarray,
    fits: np.ndarray,
    finite: np.ndarray,
    deadline_ok: np.ndarray,
    total: np.ndarray,
    hours: np.ndarray,
    min_gpus: int | None,
    memory: MemoryBreakdown,
    quota: int,
    tensor_parallel: int,
) -> tuple[int | None, Notice | None]:
    """The fixed N, or the cheapest feasible N meeting the deadline (else the cheapest)."""
    name = p.name
    if p.fixed_gpus is not None:
        i = p.fixed_gpus - 1
        if feasible[i]:
            return p.fixed_gpus, None
        cause: dict[str, float] = {}
        if not layout_ok[i]:
            why, cause = layout_cause(w, p, p.fixed_gpus)
        else:
            why = "memory" if not fits[i] else "quota" if not within_quota[i] else "interruptions"
        params = {
            **cause,
            "gpus": p.fixed_gpus,
            "why": why,
            "need_gb": float(memory.total[i]),
            "usable_gb": p.usable_memory,
        }
        return None, Notice(Code.FIXED_GPUS_INFEASIBLE, name, params)
    if not feasible.any():
        allowed = layout_ok & within_quota
        if not allowed.any():
            if tensor_parallel > p.gpus_per_node:  # TP × CP never cross the scale-up domain
                params = {"tensor_parallel": tensor_parallel, "gpus_per_node": p.gpus_per_node}
                if w.context_parallel > 1:
                    params = {
                        **params,
                        "tensor_parallel": w.tensor_parallel,
                        "context_parallel": w.context_parallel,
                        "span": tensor_parallel,
                    }
                    return None, Notice(Code.CP_ACROSS_NODES, name, params)
                return None, Notice(Code.TP_ACROSS_NODES, name, params)
            return None, Notice(Code.NO_LAYOUT, name, {"quota": quota})
        if not (allowed & fits).any():
            if min_gpus is not None:
                return None, Notice(
                    Code.QUOTA_TOO_SMALL, name, {"min_gpus": min_gpus, "quota": quota}
                )
            # The largest count allowed, and the need there: the memory chart shows that
            # count (memory_gpus), so the warning and the chart state one figure.
            at = int(np.flatnonzero(allowed)[-1])
            need = float(memory.total[at])
            return None, Notice(
                Code.NEVER_FITS,
                name,
                {"need_gb": need, "usable_gb": p.usable_memory, "gpus": at + 1},
            )
        first = _first(allowed & fits) or 1
        return None, Notice(Code.NEVER_FINISHES, name, {"gpus": first})
    pool = feasible & deadline_ok if (feasible & deadline_ok).any() else feasible
    candidates = np.flatnonzero(pool)
    # Cheapest; ties go to the faster, then the smaller count.
    order = np.lexsort((candidates, hours[candidates], total[candidates]))
    return int(candidates[order[0]]) + 1, None


def _no_precision(w: Workload, p: Platform) -> Notice:
    """Why the platform has no peak for the workload's precision: FP8 asked of a GPU without
    FP8 tensor cores is refused naming workload.precision (no silent BF16 run), any other
    precision lacks the GPU's figure."""
    if w.precision is Precision.FP8:
        return Notice(Code.NO_FP8, p.name, {"gpu": p.gpu.name, "field": "workload.precision"})
    return Notice(Code.NO_PRECISION, p.name, {"requested": w.precision.value})


def _other_view_total(
    p: Platform,
    n: np.ndarray,
    clean_hours: np.ndarray,
    hours: np.ndarray,
    terms: BillTerms,
    setup: float,
    trial_cost: np.ndarray,
) -> np.ndarray | None:
    """An owned cluster's total in the other view (issue 24 item 2): the whole purchase on
    this job ("cash for this job": nothing else ever runs on it) when the plan allocates its
    share, else the share. The same bill with ``charge_whole_purchase`` flipped, on the same
    hours; None for a rented platform."""
    flipped = other_view(p)
    if flipped is None:
        return None
    bill = job_bill(
        flipped,
        n,
        clean_hours,
        hours,
        terms=terms,
        setup_hours=setup,
    )
    fees = np.sum(bill.fees, axis=0) if bill.fees else np.zeros(n.shape)
    return bill.compute + bill.interruption + fees + trial_cost + bill.adjustments


def _unusable(
    p: Platform,
    index: int,
    n: np.ndarray,
    memory: MemoryBreakdown,
    layout_ok: np.ndarray,
    within_quota: np.ndarray,
    fits: np.ndarray,
    reason: Notice,
    trial: TrialTerms,
    layout: LayoutSweep,
) -> PlatformResult:
    nan = np.full(n.shape, np.nan)
    false = np.zeros(n.shape, bool)
    return PlatformResult(
        name=p.name,
        index=index,
        n=n,
        usable_memory_gb=p.usable_memory,
        peak_tflops=0.0,
        precision_used=None,
        effective_tflops=0.0,
        layout_ok=layout_ok,
        within_quota=within_quota,
        fits_memory=fits,
        feasible=false,
        efficiency=nan,
        train_hours=nan,
        hours=nan,
        delivery_hours=nan,
        gpu_hours=nan,
        compute_cost=nan,
        interruption_cost=nan,
        fee_costs=tuple(nan for _ in p.fees),
        fees_cost=nan,
        trial_cost=nan,
        total_cost=nan,
        cost_per_billion_tokens=nan,
        deadline_ok=false,
        budget_ok=false,
        checkpoint_interval_hours=nan,
        memory=memory,
        min_gpus=_first(layout_ok & fits),
        chosen=None,
        reason=reason,
        mfu=p.mfu,
        setup_hours=trial.setup_hours(p),
        memory_gpus=_memory_gpus(p, layout_ok, _first(layout_ok & fits), reason),
        layout=layout,
    )
