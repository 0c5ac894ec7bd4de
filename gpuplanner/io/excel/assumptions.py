"""The Assumptions sheet: every input of the plan, one per row, each with a defined name.

Price inputs (blue on yellow) drive the money formulas on the other sheets: edit one and the
totals follow. Plan inputs that shape the physics (MFU, bandwidth, tokens …) are listed for
the record; hours, efficiency and memory are values computed by gpuplanner, labeled so.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from xlsxwriter.worksheet import Worksheet

from gpuplanner.core.bill_types import NODE_SIZE, Source, Sources
from gpuplanner.core.compute import HOST_SECONDS_PER_OP, gemm_latency
from gpuplanner.core.platform import Platform, host_cpu
from gpuplanner.core.pricing import HOURS_PER_YEAR
from gpuplanner.core.pricing_fields import (
    PriceField,
    Role,
    is_int,
    list_price_field,
    price_fields,
)
from gpuplanner.core.pricing_modes import rules_for
from gpuplanner.core.result import PlatformResult
from gpuplanner.core.stacks import (
    fused_loss,
    moe_exchange,
    moe_host_sync,
    run_fp8_recipe,
    stack_of,
)
from gpuplanner.core.workload import Method, Precision
from gpuplanner.io import messages
from gpuplanner.io.catalog.presets import app_catalog, platform_preset
from gpuplanner.io.catalog.words import platform_notes
from gpuplanner.io.excel import formulas as fx
from gpuplanner.io.excel.adjust_rows import (
    adjustment_rows,
    billing_rows,
    capital_rows,
    carbon_rows,
    energy_rows,
    financing_rows,
    fx_rows,
    node_price_row,
    price_chain_rows,
    tax_rows,
    write_price_formulas,
)
from gpuplanner.io.excel.assumptions_rows import (
    ITEM,
    NAME,
    NOTE,
    SCOPE,
    STYLE,
    TYPE,
    UNIT,
    VALUE,
    Row,
)
from gpuplanner.io.excel.context import ExportContext, platform_prefix
from gpuplanner.io.excel.expr import Expr
from gpuplanner.io.excel.formulas import HOURS_PER_MONTH as HPM
from gpuplanner.io.excel.formulas import HOURS_PER_YEAR as HPY
from gpuplanner.io.kit.lines import checklist_line, measured_line
from gpuplanner.io.words.pricing import item_label


def write_assumptions(ctx: ExportContext) -> None:
    ws = ctx.sheets["assumptions"]
    t = ctx.t
    headers = ("asm.scope", "asm.item", "asm.value", "asm.unit", "asm.name", "asm.type")
    for col, key in enumerate((*headers, "asm.note")):
        ctx.text(ws, 0, col, t(key), ctx.f("header"))
    row = 1
    row = _write_rows(ctx, ws, row, t("asm.plan"), "", _plan_rows(ctx))
    row = _write_rows(ctx, ws, row, t("asm.plan"), "", billing_rows(ctx))
    formula_row = _training_tokens(ctx, ws, row)
    row = _write_rows(ctx, ws, formula_row + 1, t("asm.plan"), "", _plan_computed_rows(ctx))
    row = _write_rows(ctx, ws, row, t("asm.tax"), "", tax_rows(ctx))
    row = _write_rows(ctx, ws, row, t("asm.capital"), "", capital_rows(ctx))
    row = _write_rows(ctx, ws, row, t("asm.fx"), "", fx_rows(ctx))
    row = _write_rows(ctx, ws, row, t("asm.carbon"), "", carbon_rows(ctx))
    for platform, result in zip(ctx.plan.platforms, ctx.result.platforms, strict=True):
        prefix = platform_prefix(result.index)
        rows = _platform_rows(ctx, platform, result)
        row = _write_rows(ctx, ws, row, platform.name, prefix, rows)
        row = write_price_formulas(ctx, ws, row, platform.name, prefix, platform)
    if ctx.plan.trial is not None:  # after the platforms: it may be priced as one of them
        row = _write_rows(ctx, ws, row, t("asm.trial"), "", _trial_rows(ctx))
        cost = fx.trial_cost(ctx.values, ctx.plan)
        cached = ctx.result.platforms[0].trial_cost[0]
        row = _formula_row(ctx, ws, row, t("asm.trial"), "item.trial_cost", cost, cached) + 1
    ctx.width(ws, VALUE, 16)
    ctx.width(ws, NOTE, 40)
    ws.autofilter(0, 0, row - 1, NOTE)
    ctx.finish(ws, header_rows=1, freeze_cols=2)


def _write_rows(
    ctx: ExportContext, ws: Worksheet, row: int, scope: str, prefix: str, rows: list[Row]
) -> int:
    t = ctx.t
    for spec in rows:
        ctx.text(ws, row, SCOPE, scope)
        ctx.text(ws, row, ITEM, spec.item if spec.literal else t(spec.item))
        number = "bool" if isinstance(spec.value, bool) else spec.number
        fmt = ctx.f(STYLE[spec.kind], number)
        ctx.value(ws, row, VALUE, spec.value, fmt)
        if spec.unit == "$":
            ctx.text(ws, row, UNIT, ctx.plan.currency, ctx.f("unit"))
        elif spec.unit:
            ctx.text(ws, row, UNIT, _unit(ctx, spec.unit), ctx.f("unit"))
        if spec.name is not None:
            name = f"{prefix}_{spec.name}" if prefix else spec.name
            value = spec.value if isinstance(spec.value, int | float) else float("nan")
            ctx.define(name, ws, row, VALUE, value)
            ctx.text(ws, row, NAME, name)
        ctx.text(ws, row, TYPE, t(f"type.{spec.kind}"), ctx.f("muted"))
        note = spec.note or (t("note.physics_value") if spec.kind == "computed" else "")
        if note:
            ctx.text(ws, row, NOTE, note, ctx.f("muted_wrap"))
        row += 1
    return row


def _unit(ctx: ExportContext, unit: str) -> str:
    """``$/unit.per_gpu_hour`` → ``CNY/GPU-h``: the currency, then the unit key after ``$/``."""
    if unit.startswith("$"):
        return ctx.plan.currency + ctx.t(unit[2:])
    return ctx.t(unit)


# (field, unit key, number format): label ``item.<field>``, defined name ``<field>``.
_WORKLOAD = (
    ("seq_len", "", "int"),
    ("packed_sample_len", "unit.tokens", "int"),
    ("global_batch", "", "int"),
    ("micro_batch", "", "int"),
    ("flash_attention", "", "general"),
    ("zero_stage", "", "int"),
    ("tensor_parallel", "", "int"),
    ("pipeline_parallel", "", "int"),
    ("virtual_pipeline", "", "int"),
    ("include_attention_flops", "", "general"),
    ("deadline_hours", "unit.hours", "number"),
    ("budget", "$", "money"),
    ("dataset_gb", "unit.gb", "number"),
)
_PHYSICS = (
    ("mfu", "", "pct"),
    ("virtualization_derate", "", "pct"),
    ("whole_nodes", "", "general"),
    ("intra_node_gbps", "unit.gbps", "number"),
    ("inter_node_gbps", "unit.gbps", "number"),
    ("overlap", "", "pct"),
)
_LIMITS = (
    ("fixed_gpus", "unit.gpus", "int"),
    ("max_gpus", "unit.gpus", "int"),
    ("queue_hours", "unit.hours", "number"),
    ("interruption_rate", "", "rate_per_hour"),
    ("checkpointing", "", "general"),
    ("checkpoint_interval_hours", "unit.hours", "number"),
    ("checkpoint_write_hours", "unit.hours", "number"),
    ("restart_hours", "unit.hours", "number"),
)


def _fields(obj: object, table: tuple[tuple[str, str, str], ...], kind: str) -> list[Row]:
    return [
        Row(f"item.{field}", getattr(obj, field), unit, field, kind, number)
        for field, unit, number in table
    ]


def _plan_rows(ctx: ExportContext) -> list[Row]:
    plan, w, t = ctx.plan, ctx.plan.workload, ctx.t
    lora = [Row("item.lora_rank", w.lora_rank, "", "lora_rank", number="int")]
    if w.method is Method.QLORA:
        lora.append(Row("item.qlora_base", t.term(f"qlora_base.{w.qlora_base.value}")))
    hpm_note = t("note.hours_per_month")
    return [
        Row("item.title", plan.title),
        Row("item.currency", plan.currency),
        *([Row("item.notes", plan.notes)] if plan.notes else []),
        Row(
            "item.hours_per_month",
            plan.settings.hours_per_month,
            "unit.hours",
            HPM,
            "convention",
            "number",
            hpm_note,
        ),
        Row("item.hours_per_year", HOURS_PER_YEAR, "unit.hours", HPY, "convention", "number"),
        Row("item.model", w.model.name),
        Row("item.params_b", w.model.params_b, "unit.b_params", "params_b", number="number"),
        Row("item.active_params_b", w.model.active_params_b, "unit.b_params", "active_params_b"),
        Row("item.method", t.term(f"method.{w.method.value}")),
        *(lora if w.is_lora else []),
        Row("item.tokens", w.tokens, "unit.tokens", "tokens", number="int"),
        Row("item.epochs", w.epochs, "", "epochs", number="number"),
    ]


def _training_tokens(ctx: ExportContext, ws: Worksheet, row: int) -> int:
    """D = tokens × epochs, a formula: cost per billion tokens divides by it."""
    expr = ctx.ref("tokens") * ctx.ref("epochs")
    if "runs" in ctx.values:  # every run trains on the tokens
        expr = expr * ctx.ref("runs")
    tokens = ctx.result.training_tokens
    return _formula_row(ctx, ws, row, ctx.t("asm.plan"), "item.training_tokens", expr, tokens)


def _formula_row(
    ctx: ExportContext, ws: Worksheet, row: int, scope: str, item: str, expr: Expr, cached: float
) -> int:
    """A formula over the names above, itself named ``item``'s field: ``training_tokens``,
    ``trial_cost``."""
    t = ctx.t
    name = item.removeprefix("item.")
    money = name == "trial_cost"
    ctx.text(ws, row, SCOPE, scope)
    ctx.text(ws, row, ITEM, t(item))
    ctx.formula(ws, row, VALUE, expr, ctx.f("formula", "money" if money else "int"), cached)
    ctx.define(name, ws, row, VALUE, cached)
    unit = ctx.plan.currency if money else t("unit.tokens")
    ctx.text(ws, row, UNIT, unit, ctx.f("unit"))
    ctx.text(ws, row, NAME, name)
    ctx.text(ws, row, TYPE, t("type.formula"), ctx.f("muted"))
    return row


def _trial_rows(ctx: ExportContext) -> list[Row]:
    """The trial phase's inputs: hours and GPUs, and a price or the platform it runs on."""
    t, trial = ctx.t, ctx.plan.trial
    assert trial is not None
    if trial.price_per_gpu_hour is not None:
        price = Row(
            "item.trial_price_per_gpu_hour",
            trial.price_per_gpu_hour,
            "$/unit.per_gpu_hour",
            "trial_price_per_gpu_hour",
            "money",
            "rate",
        )
    else:
        index = next(i for i, p in enumerate(ctx.plan.platforms) if p.name == trial.platform)
        note = t("note.trial_platform", prefix=platform_prefix(index))
        price = Row("item.trial_platform", trial.platform, note=note)
    hours = Row(
        "item.trial_hours",
        trial.hours,
        "unit.hours",
        "trial_hours",
        "time",
        "number",
        t("note.trial_hours"),
    )
    return [
        *([Row("item.notes", trial.note)] if trial.note else []),
        hours,
        Row("item.trial_gpus", trial.gpus, "unit.gpus", "trial_gpus", "input", "int"),
        price,
        Row(
            "item.trial_saves_setup_hours",
            trial.saves_setup_hours,
            "unit.hours",
            "trial_saves_setup_hours",
            "time",
            "number",
            t("note.trial_saves"),
        ),
    ]


def _moe_rows(ctx: ExportContext) -> list[Row]:
    """An MoE run's all-to-all: the dispatcher and whether it is overlapped, each as the plan
    states it or the stack's own (core/stacks.py moe_exchange)."""
    w = ctx.plan.workload
    if not w.model.is_moe:
        return []
    dispatcher, overlap = moe_exchange(w)

    def note(typed: object) -> str:
        return ctx.t("note.moe_stack" if typed is None else "note.stack_typed")

    return [
        Row(
            "item.moe_dispatcher",
            ctx.t.term(f"moe_dispatcher.{dispatcher.value}"),
            note=note(w.moe_dispatcher),
        ),
        Row("item.moe_overlap", ctx.t("yes" if overlap else "no"), note=note(w.moe_overlap)),
        Row(
            "item.moe_host_sync",
            ctx.t("yes" if moe_host_sync(w) else "no"),
            note=note(w.moe_host_sync),
        ),
        # The experts' TP degree: the plan's (MoE Parallel Folding), else the TP degree.
        Row(
            "item.expert_tensor_parallel",
            w.expert_tensor_parallel or w.tensor_parallel,
            number="int",
            note=ctx.t("note.stack_typed" if w.expert_tensor_parallel else "note.expert_tp_as_tp"),
        ),
    ]


def _fp8_recipe_rows(ctx: ExportContext) -> list[Row]:
    """An FP8 run's scaling recipe as the plan states it; else none here: each platform's row
    names the stack's default on its GPU generation (_platform_fp8_row)."""
    w = ctx.plan.workload
    if w.fp8_recipe is None or w.precision is not Precision.FP8:
        return []
    return [
        Row(
            "item.fp8_recipe",
            ctx.t.term(f"fp8_recipe.{w.fp8_recipe.value}"),
            note=ctx.t("note.stack_typed"),
        )
    ]


def _platform_fp8_row(ctx: ExportContext, p: Platform) -> list[Row]:
    """The FP8 recipe the job runs with on this platform (core/stacks.py run_fp8_recipe)."""
    w = ctx.plan.workload
    recipe = run_fp8_recipe(w, p.stack or stack_of(w), p.gpu)
    if recipe is None:
        return []
    typed = w.fp8_recipe is not None
    note = ctx.t("note.stack_typed" if typed else "note.fp8_recipe_stack")
    return [Row("item.fp8_recipe", ctx.t.term(f"fp8_recipe.{recipe.value}"), note=note)]


def _host_cpu_row(ctx: ExportContext, p: Platform) -> list[Row]:
    """An MoE run's host CPU on this platform (core/platform.py host_cpu), which times the
    launches of a waiting MoE layer's experts (core/compute.py HOST_SECONDS_PER_OP)."""
    if not ctx.plan.workload.model.is_moe:
        return []
    host = host_cpu(p.gpu)
    us = f"{HOST_SECONDS_PER_OP[host] * 1e6:.2f}"
    name = messages.text(f"host_cpu.{host}", ctx.t.language)  # not term(): "x86" stays lower
    return [Row("item.host_cpu", name, note=ctx.t("note.host_cpu", us=us))]


def _gemm_latency_row(ctx: ExportContext, p: Platform, r: PlatformResult) -> list[Row]:
    """The fixed latency a GEMM kernel pays on this platform's GPU in the run's precision
    (core/compute.py GEMM_LATENCY), where the compute is timed from the work."""
    if r.mfu_source != "work":
        return []
    us = f"{gemm_latency(p.gpu, ctx.plan.workload.precision) * 1e6:.2f} µs"
    return [Row("item.gemm_latency", us, note=ctx.t("note.gemm_latency"))]


def _plan_computed_rows(ctx: ExportContext) -> list[Row]:
    w, s, r = ctx.plan.workload, ctx.plan.settings, ctx.result
    return [
        *_fields(w, _WORKLOAD[:3], "plan"),
        # Worded, never the plan file's codes (bf16, adamw, none: issue 25).
        Row("item.precision", ctx.t.term(f"precision.{w.precision.value}")),
        Row("item.optimizer", ctx.t.term(f"optimizer.{w.optimizer.value}")),
        Row("item.recompute", ctx.t.term(f"recompute.{w.recompute.value}")),
        Row(
            "item.stack",
            ctx.t.term(f"stack.{stack_of(w).value}"),
            note=ctx.t("note.stack_automatic" if w.stack is None else "note.stack_typed"),
        ),
        *_moe_rows(ctx),
        *_fp8_recipe_rows(ctx),
        Row(
            "item.fused_loss",
            ctx.t("yes" if fused_loss(w) else "no"),
            note=ctx.t("note.moe_stack" if w.fused_loss is None else "note.stack_typed"),
        ),
        *_fields(w, _WORKLOAD[3:], "plan"),
        Row("item.runtime_reserve_gb", s.runtime_reserve_gb, "unit.gb", "runtime_reserve_gb"),
        Row("item.sweep_max", ctx.plan.sweep_max, "unit.gpus", "sweep_max", number="int"),
        Row("item.total_flops", r.total_flops, "unit.flops", "total_flops", "computed", "sci"),
        Row("item.steps", r.steps, "", "steps", "computed", "number"),
    ]


def _platform_rows(ctx: ExportContext, p: Platform, r: PlatformResult) -> list[Row]:
    t = ctx.t
    rows = [
        Row("item.gpu", p.gpu.name),
        Row("item.mode", t.term(f"mode.{p.mode.value}")),
        Row("item.prices_as_of", p.prices_as_of, "", "prices_as_of", number="date"),
        *([Row("item.notes", platform_notes(p, t.language, app_catalog()))] if p.notes else []),
        # A platform with its own training stack says so (the others run the workload's).
        *(
            [Row("item.stack", t.term(f"stack.{p.stack.value}"), note=t("note.stack_platform"))]
            if p.stack is not None
            else []
        ),
        *_platform_fp8_row(ctx, p),
        *_host_cpu_row(ctx, p),
        *_gemm_latency_row(ctx, p, r),
        *_sourced(ctx, p, r, _price_rows(p, t.language)),
        *adjustment_rows(ctx, p),
        *energy_rows(ctx, p),
        *financing_rows(ctx, p),
        Row("item.setup_hours", p.setup_hours, "unit.hours", "setup_hours", "time", "number"),
    ]
    for j, fee in enumerate(p.fees, start=1):
        label = fee.name or t.term(f"fee_kind.{fee.kind.value}")
        note = t("note.fee", index=j, name=label)
        rate_note, quantity_note = (
            f"{note} · {_source_note(ctx, Sources.fee(fee, name))}" for name in ("rate", "quantity")
        )
        rate_format = "number" if fee.basis.value == "percent_of_compute" else "rate"
        rate = t("item.fee_rate", name=label)
        quantity = t("item.fee_quantity", name=label)
        rows += [
            Row(rate, fee.rate, "", f"fee{j}_rate", "money", rate_format, rate_note, literal=True),
            Row(
                quantity,
                fee.quantity,
                "",
                f"fee{j}_quantity",
                "money",
                "number",
                quantity_note,
                True,
            ),
        ]
    rows = price_chain_rows(ctx, p, rows)  # prices as quoted, then converted and taken net
    rows += _sourced(ctx, p, r, _physics_rows(p, r, t)) + _kit_rows(ctx, p)
    return rows + _calibration_rows(ctx, r) + _computed_rows(ctx, p, r)


def _source_note(ctx: ExportContext, source: Source) -> str:
    """'Source: preset' in the workbook's language (the bill's words for the sources)."""
    word = messages.text(f"bill.source.{source.value}", ctx.t.language)
    return ctx.t("note.source", source=word)


# The workbook's unit of a pricing field's unit code (core/pricing_fields.py); "$": the
# plan's currency, "$/…": the currency per that unit.
_UNITS = {
    "money_per_gpu_hour": "$/unit.per_gpu_hour",
    "money_per_gpu_month": "$/unit.per_month",
    "money_per_machine_month": "$/unit.per_month",
    "money_per_month": "$/unit.per_month",
    "hours": "unit.hours",
    "months": "unit.months",
    "years": "unit.years",
    "days": "unit.days",
    "watts": "unit.watts",
    "gpus": "unit.gpus",
}


def _number_format(q: object, name: str, f: PriceField) -> str:
    """The number format of a pricing field's row, from its description."""
    if f.flag:
        return "general"
    if f.money:
        return "money" if f.decimals == 0 else "rate"
    if f.fraction:
        return "pct2" if f.decimals >= 2 else "pct"
    if is_int(q, name):
        return "int"
    return "rate_per_hour" if f.scale is not None else "number"


def _priced_by_machine(p: Platform) -> bool:
    """A price per machine (a lease): GPUs per node is then one of the prices."""
    return any("machine" in f.unit for f in price_fields(p.pricing).values())


def _price_rows(p: Platform, lang: str) -> list[Row]:
    """The pricing's fields, one input row each (those typed on the pricing page or quoted;
    a node-hour quote is written as quoted, and GPUs per node prices whole machines)."""
    q = p.pricing
    rows: list[Row] = []
    for name, f in price_fields(q).items():
        if not (f.form or f.quote):
            continue
        unit = "$" if f.money and f.unit not in _UNITS else _UNITS.get(f.unit, "")
        kind = "time" if f.role is Role.LEAD_TIME else "money"
        number = _number_format(q, name, f)
        label = item_label(name, lang, "xl.item")
        rows.append(Row(label, getattr(q, name), unit, name, kind, number, literal=True))
    if rules_for(q).quoted_per_node(q):
        listed = list_price_field(q)
        rows = [node_price_row(p) if r.name == listed else r for r in rows]
    if _priced_by_machine(p):
        # machines = ceil(N / GPUs per machine) prices a lease: GPUs per node is a price
        gpn = Row("item.gpus_per_node", p.gpus_per_node, "unit.gpus", "gpus_per_node", "money")
        rows.append(gpn)
    return rows


def _sourced(ctx: ExportContext, p: Platform, r: PlatformResult, rows: list[Row]) -> list[Row]:
    """Each pricing input with where it came from in its note ('Source: preset'), by the
    rule the bill panel and report --json use (core.bill_types.Sources, the preset from
    io.catalog.presets): the workbook no longer leaves a preset's figure and a typed one alike."""
    source = Sources(p, platform_preset(ctx.plan, r.index), r.calibration)
    fields = {*type(p.pricing).model_fields, NODE_SIZE}
    out = []
    for row in rows:
        if row.name in fields and not row.note:
            row = replace(row, note=_source_note(ctx, source(row.name)))
        out.append(row)
    return out


def _physics_rows(p: Platform, r: PlatformResult | None = None, t: Any = None) -> list[Row]:
    points = "; ".join(f"{s.gpus}: {s.efficiency:.1%}" for s in p.scaling_points)
    rows = [
        Row("item.memory_gb", p.gpu.memory_gb, "unit.gb", "memory_gb", number="gb"),
        Row("item.usable_memory_gb", p.usable_memory, "unit.gb", "usable_memory_gb", number="gb"),
    ]
    if not _priced_by_machine(p):  # else listed among the prices
        rows.append(Row("item.gpus_per_node", p.gpus_per_node, "unit.gpus", "gpus_per_node"))
    rows += _fields(p, _PHYSICS, "plan")
    if r is not None:
        rows.append(Row("item.mfu_source", t(f"mfu_source.{r.mfu_source}")))
        if r.mfu_source == "work":
            rows.append(Row("item.mfu_from_work", r.mfu, "", "mfu_used", "computed", "pct"))
    if points:
        rows.append(Row("item.scaling_points", points))
    return rows + _fields(p, _LIMITS, "plan")


def _kit_rows(ctx: ExportContext, p: Platform) -> list[Row]:
    """The storage rates the model reads and writes at, and what the qualification kit and the
    trial checklist said (io/kit/lines.py): text beside the cost, never a price input."""
    lang = ctx.t.language
    rows = []
    s = p.storage
    for key, value in (
        ("kit.item.storage_read", s.read_mb_s),
        ("kit.item.storage_small", s.small_file_read_mb_s),
        ("kit.item.storage_write", s.write_mb_s),
    ):
        if value is not None:
            label = messages.text(key, lang)
            rows.append(Row(label, value, "", None, "plan", "number", literal=True))
    for key, line in (
        ("kit.item.measured", measured_line(p, lang)),
        ("kit.item.checklist", checklist_line(p, lang)),
    ):
        if line:
            rows.append(Row(messages.text(key, lang), line, literal=True))
    return rows


def _calibration_rows(ctx: ExportContext, r: PlatformResult) -> list[Row]:
    """What a measured run implies: it replaces the typed MFU (and E at the measured N)."""
    c = r.calibration
    if c is None:
        return []
    t = ctx.t
    step = t("item.calibration_step", gpus=c.gpus)
    efficiency = t("item.calibration_efficiency", gpus=c.gpus)
    return [
        Row(step, c.step_seconds, "unit.seconds", None, "computed", "number", literal=True),
        Row("item.mfu_used", r.mfu, "", "mfu_used", "computed", "pct"),
        Row(efficiency, c.implied_efficiency, "", None, "computed", "pct", literal=True),
    ]


def _computed_rows(ctx: ExportContext, p: Platform, r: PlatformResult) -> list[Row]:
    t, nan = ctx.t, float("nan")
    pt = r.chosen_point
    precision = (r.precision_used or ctx.plan.workload.precision).value
    # Worded (BF16), never the plan file's code (bf16: issue 25 item 10).
    peak = t("item.peak_tflops", precision=t.term(f"precision.{precision}"))
    moves = r.transfers
    up = moves.upload_hours if moves is not None and moves.held_hours > 0 else 0.0
    down = moves.download_hours if moves is not None and moves.held_hours > 0 else 0.0
    # held hours less the setup used and the data movement the GPUs are held for
    expected = pt.hours - r.setup_hours - up - down if pt else nan

    def at_n(item: str, value: Any, unit: str, name: str, number: str) -> Row:
        return Row(item, value if pt else nan, unit, name, "computed", number)

    return [
        Row("item.rank", r.rank, "", "rank", "computed", "int"),
        Row("item.gpus", r.chosen, "unit.gpus", "gpus", "computed", "int"),
        Row(
            peak,
            r.peak_tflops or None,
            "unit.tflops",
            "peak_tflops",
            "computed",
            "tflops",
            "",
            literal=True,
        ),
        Row(
            "item.effective_tflops",
            r.effective_tflops or None,
            "unit.tflops",
            "effective_tflops",
            "computed",
            "tflops",
        ),
        at_n("item.efficiency", pt and pt.scaling_efficiency, "", "efficiency", "pct"),
        at_n("item.train_hours", pt and pt.train_hours, "unit.hours", "train_hours", "hours"),
        at_n("item.train_hours_expected", expected, "unit.hours", "train_hours_expected", "hours"),
        at_n("item.upload_hours_held", up, "unit.hours", "upload_hours_held", "hours"),
        at_n("item.download_hours_held", down, "unit.hours", "download_hours_held", "hours"),
        at_n("item.delivery_days", pt and pt.delivery_days, "unit.days", "delivery_days", "days"),
        at_n("item.memory_per_gpu", pt and pt.memory_per_gpu_gb, "unit.gb", "memory_gb_at_n", "gb"),
        at_n(
            "item.checkpoint_interval_used",
            pt and pt.checkpoint_interval_hours,
            "unit.hours",
            "checkpoint_interval_used",
            "hours",
        ),
        Row("item.layout", _layout_text(ctx, r), "", None, "computed"),
    ]


def _layout_text(ctx: ExportContext, r: PlatformResult) -> str:
    """ "TP 8 · PP 2 · DP 4 · VP 2 · ZeRO-1 · full recompute" at the chosen N (typed or
    automatic)."""
    if r.chosen is None or r.layout is None:
        return ""
    lay = r.layout.at(r.chosen - 1, r.chosen)
    dp = lay["data_parallel"]
    parts = [f"TP {lay['tensor_parallel']} · PP {lay['pipeline_parallel']} · DP {dp:g}"]
    if lay["virtual_pipeline"] > 1:
        parts.append(f"VP {lay['virtual_pipeline']}")  # interleaved 1F1B chunks a stage
    if lay["expert_parallel"] > 1:
        parts.append(f"EP {lay['expert_parallel']}")
    if lay["zero_stage"]:
        parts.append(f"ZeRO-{lay['zero_stage']}")
    if lay["recompute"] != "none":
        parts.append(ctx.t(f"layout.recompute.{lay['recompute']}"))
    return " · ".join(parts)
