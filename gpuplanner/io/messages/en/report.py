"""English: the terminal report and catalog listings (see ``gpuplanner.io.messages``)."""

from __future__ import annotations

from gpuplanner.core.energy_models import GRID_PRESETS

TEXTS: dict[str, str] = {
    # The terminal report (gpuplanner report)
    "report.untitled": "gpuplanner report",
    "report.work": (
        "Work: {flops:.3g} FLOPs over {tokens:,.0f} tokens; memory at 1 GPU {memory:,.1f} GB"
    ),
    "report.col.rank": "#",
    "report.col.platform": "Platform",
    "report.col.gpus": "GPUs",
    "report.col.hours": "Hours",
    "report.col.days": "Days",
    "report.col.compute": "Compute",
    "report.col.fees": "Fees",
    "report.col.interruption": "Interrupt",
    "report.col.total": "Total {currency}",
    "report.col.per_billion": "per 1B tok",
    "report.infeasible": "infeasible",
    "report.infeasible_because": "infeasible: {why}",
    "report.rank_rule": (
        "Ranked: the platforms that meet the deadline and budget first, cheapest first; then "
        "those that miss them ({names})."
    ),
    "report.warnings": "Warnings:",
    "report.finance": "Against the baseline ({baseline}), energy and carbon at the chosen N:",
    "report.finance.vs": "{multiple:.2f}× the baseline ({gap:+,.2f})",
    "report.finance.gap": "{gap:+,.2f} against the baseline",
    "report.finance.line": "- {name}: {parts}",
    "report.finance.energy": "{kwh:,.0f} kWh, {tco2:,.2f} t CO₂",
    "report.finance.energy_kg": "{kwh:,.0f} kWh, {kg:,.0f} kg CO₂",
    "report.finance.tax": "tax paid {paid:,.2f} ({cost:,.2f} in the cost)",
    "report.finance.sep": "; ",
    "report.baseline.replaced.not_in_plan": (
        "Baseline replaced by the cheapest, {name}: the plan's baseline “{missing}” is not a "
        "platform of this plan (renamed or removed)."
    ),
    "report.baseline.replaced.infeasible": (
        "Baseline replaced by the cheapest, {name}: the plan's baseline “{missing}” cannot run "
        "this job."
    ),
    "report.baseline.replaced.price_missing": (
        "Baseline replaced by the cheapest, {name}: the plan's baseline “{missing}” has no "
        "price entered yet."
    ),
    "report.uncertainty": (
        "Uncertainty ({samples:,} samples) and stress cases, total {currency} at the chosen GPU "
        "count:"
    ),
    "report.col.p90_days": "P90 days",
    "report.col.longer": "+30 % time",
    "report.col.rerun": "1 rerun",
    "report.col.reclaimed": "reclaimed",
    "report.trial": (
        "Every total includes a trial phase of {hours:g} h on {gpus} GPU(s): {cost} {currency}."
    ),
    "report.fleet": (
        "Fleet plan: {gpu_hours:,.0f} GPU-hours over {months} months ({gpu}; {hours_per_month:g} "
        "h/month; discount {discount:.1%}/year)"
    ),
    "report.fleet.gpu": "GPU",
    "report.col.strategy": "Strategy",
    # The strategy's cash over the months and what it owes (+) or recovers (−) at the end: the
    # Fleet sheet's Total (the resale of a self-built cluster makes it less than its cash)
    "report.col.net_cash": "Net cash {currency}",
    "report.col.present": "Present {currency}",
    "report.col.without_tax": "W/o tax {currency}",
    "report.col.with_tax": "With tax {currency}",
    "report.col.per_gpu_hour": "per GPU-h",
    "report.col.pays_by": "Build pays by",
    "report.month": "month {month}",
    "report.verdict": "Verdict:",
    # The catalog listings (gpuplanner catalog): headings, notes, pricing modes
    "catalog.id": "id",
    "catalog.name": "name",
    "catalog.price": "price",
    "catalog.link": "link",
    "catalog.mode": "mode",
    "catalog.as_of": "as of",
    "catalog.interrupt_gpu_h": "interrupt/GPU-h",
    "catalog.params_b": "params B",
    "catalog.active_b": "active B",
    "catalog.layers": "layers",
    "catalog.hidden": "hidden",
    "catalog.heads_kv": "heads/kv",
    "catalog.ffn": "ffn",
    "catalog.vocab": "vocab",
    "catalog.scope": "scope",
    "catalog.busbw_gb_s": "busbw GB/s",
    "catalog.range": "range",
    "catalog.needs_quote": "needs quote",
    "catalog.user_entry": "* from your user catalog",
    "catalog.note.gpus": (
        "TFLOPS are dense (no sparsity), FP32 accumulate. † some values unconfirmed (see --json "
        "'unconfirmed')."
    ),
    "catalog.note.platforms": (
        "Prices are dated, editable examples in each preset's currency — never quotes."
    ),
    "catalog.nics_node": "NICs/node",
    "catalog.node_gb_s": "node GB/s",
    "catalog.note.interconnects": (
        "Effective all-reduce bus bandwidth, not link peaks: per GPU inside a node (intra-node); "
        "per network adapter between nodes (inter-node), and a multi-node all-reduce runs at "
        "the node's aggregate, adapters per node × it (node GB/s). † estimate."
    ),
    # A preset's price in the listings
    "catalog.price.on_demand": "{price} {currency}/GPU-h",
    "catalog.price.reserved": "{price} {currency}/GPU-mo ≥{minimum_months}mo",
    "catalog.price.lease": "{price} {currency}/machine-mo",
    "catalog.price.self_built": "capex {price} {currency}/GPU",
    "catalog.price.committed": "{price} {currency}/GPU-h × {committed_gpus} for {term_months}mo",
    # The command line (gpuplanner.cli)
    # argparse's own errors (cli.argparse_text)
    "cli.argparse.required": "the following arguments are required: {args}",
    "cli.argparse.unrecognized": "unrecognized arguments: {args}",
    "cli.argparse.invalid_choice": (
        "argument {arg}: invalid choice: {value} (choose from {choices})"
    ),
    "cli.argparse.invalid_value": "argument {arg}: invalid {type} value: {value}",
    "cli.argparse.expected_one": "argument {arg}: expected one argument",
    "cli.argparse.expected_some": "argument {arg}: expected at least one argument",
    "cli.argparse.empty_path": "argument {arg}: an empty path; give a file or folder name",
    "cli.argparse.not_allowed_with": "argument {arg}: not allowed with argument {other}",
    "cli.unknown_command": "unknown command '{got}': did you mean {close}?",
    "cli.same_as_plan": "{option}: that is the plan being read; choose another name",
    "cli.same_as_quotes": "{option}: that is the quote file being read; choose another name",
    "cli.same_output": "{option}: {other} writes that file too; choose another name",
    "cli.no_fleet": "{option}: the plan has no fleet part (add one in the Fleet plan tab)",
    "cli.nothing_imported.one": (
        "{where}: nothing imported (1 problem; --valid-rows adds the valid offers)"
    ),
    "cli.nothing_imported.other": (
        "{where}: nothing imported ({problems} problems; --valid-rows adds the valid offers)"
    ),
    "cli.nothing_valid.one": "{where}: nothing imported (1 problem)",
    "cli.nothing_valid.other": "{where}: nothing imported ({problems} problems)",
    "cli.all_expired": (
        "{where}: nothing imported: every valid quote has expired (--keep-expired adds them)"
    ),
    "cli.all_need_rate": (
        "{where}: nothing imported: no offer has a price in a currency the plan has a rate for"
    ),
    "cli.missing_rate": (
        "no exchange rate for {currency} (the plan is in {plan}); give one with --rate "
        "{currency}=RATE, e.g. --rate {currency}=7.1"
    ),
    "cli.bad_rate": "{option}: give a rate as CUR=RATE, e.g. --rate USD=7.1 (a rate above 0)",
    "cli.rate_twice": "{option}: a rate for {currency} is given twice",
    "cli.left_out.one": "1 offer with problems was left out",
    "cli.left_out.other": "{offers} offers with problems were left out",
    "cli.added.one": "{out}: added 1 platform from {quotes}",
    "cli.added.other": "{out}: added {platforms} platforms from {quotes}",
    "cli.plan_suffix": "{option}: a plan is written to a .gpuplan file; choose such a name",
    "cli.template_suffix": "{out}: the template must end in .xlsx or .csv",
    "cli.template_written.one": "{out}: 1 platform",
    "cli.template_written.other": "{out}: {platforms} platforms",
    "cli.pdf_needs_qt": "--pdf needs Qt (PySide6), which cannot be loaded: {detail}",
    "cli.kit": "{detail}",
    "cli.same_as_results": "{option}: that is the results file being read; choose another name",
    "cli.pdf_font": "--pdf {path}: {detail}",
}

# Where a grid preset comes from (energy.grid_source, the workbook's grid note): the preset's own
# English source and date (core/energy_models.py); zh_CN words each one.
TEXTS.update(
    {
        f"report.grid_source.{region.value}": f"{preset.source} ({preset.as_of})"
        for region, preset in GRID_PRESETS.items()
    }
)
