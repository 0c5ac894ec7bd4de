"""English: the decision memo (see ``gpuplanner.io.messages``)."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # The decision memo (io/memo)
    "memo.heading": "GPU procurement decision",
    "memo.prepared": "Prepared {date} with gpuplanner {version}",
    "memo.s.question": "The question",
    "memo.s.bills": "The bills at the chosen GPU counts",
    "memo.s.risks": "Risks",
    "memo.s.assumptions": "Assumptions a reader must know",
    "memo.q.model_value": "{name} ({params:g}B parameters, {method})",
    "memo.q.tokens": "Training tokens",
    "memo.q.tokens_value": "{tokens} ({flops} FLOPs, {precision})",
    "memo.million": "{value} million",
    "memo.billion": "{value} billion",
    "memo.trillion": "{value} trillion",
    "memo.q.deadline_value": "{days} days from the start",
    "memo.q.none": "none set",
    "memo.q.candidates": "Candidates",
    "memo.q.candidates_value": "{count} platforms, {feasible} of them able to run the job",
    "memo.q.candidates_one_ok": "1 platform, able to run the job",
    "memo.q.candidates_one_no": "1 platform, not able to run the job",
    "memo.r.total": "Total cost",
    "memo.r.total_value": "{total} ({per_billion} per billion tokens)",
    "memo.r.delivery_value": "{days} days: by {date} if started today",
    "memo.r.delivery_beyond": "{days} days: beyond the year 9999 if started today",
    "memo.r.targets_ok": "Meets the deadline and the budget.",
    "memo.r.deadline_ok": "Meets the deadline.",
    "memo.r.budget_ok": "Within the budget.",
    "memo.r.no_targets": "No deadline or budget was set: the cheapest platform is recommended.",
    "memo.r.deadline_missed": "Misses the deadline.",
    "memo.r.over_budget": "Over the budget.",
    "memo.r.expired": "The quote EXPIRED on {date}: ask for a new one before signing.",
    "memo.r.p90_late": (
        "Risk: in the Monte Carlo's P90 it takes {p90} days, past the {deadline}-day deadline."
    ),
    "memo.r.none": (
        "No platform can run this job as planned. The reasons, platform by platform, are listed "
        "under Warnings."
    ),
    "memo.r.unpriced": (
        "No recommendation yet: the platforms that can run this job have no price entered (their "
        "list price is 0). Enter their prices; the Warnings name the fields."
    ),
    "memo.layout": "data {d} × tensor {t} × pipeline {p}, ZeRO-{zero}",
    "memo.runner.gap": (
        "{name} costs {total}, {gap} more than the recommendation (+{share}), and delivers in "
        "{days} days."
    ),
    "memo.runner.tie": "{name} costs the same, {total}, and delivers in {days} days.",
    "memo.runner.none": "No other platform can run this job; there is no runner-up.",
    "memo.runner.unpriced": "No priced platform to compare with; there is no runner-up.",
    "memo.runner.deadline_missed": "It would also miss the deadline.",
    "memo.runner.none_meets": (
        "No other platform meets {targets}. The next in the ranking, {name}, costs {total} "
        "({diff} against the recommendation) and delivers in {days} days."
    ),
    "memo.runner.misses_deadline": "It misses the deadline.",
    "memo.runner.misses_budget": "It is over the budget.",
    "memo.targets.deadline": "the deadline",
    "memo.targets.budget": "the budget",
    "memo.targets.both": "the deadline and the budget",
    "memo.runner.over_budget": "It would also be over the budget.",
    "memo.cause.compute": (
        "GPU time {diff}: {hours_r} GPU-hours held at {rate_r} against {hours_b} at {rate_b}"
    ),
    "memo.cause.compute_unlike": (
        "GPU time {diff}: {hours_r} GPU-hours held at {per_r} per GPU-hour held (priced at "
        "{rate_r}) against {hours_b} at {per_b} per GPU-hour held (priced at {rate_b})"
    ),
    "memo.cause.financing": "financing (loan interest) {diff}",
    "memo.cause.fees": "fee items {diff}",
    "memo.cause.interruption": "expected interruptions {diff}",
    "memo.cause.trial": "trial phase {diff}",
    "memo.cause.adjustments": "discount and markup {diff}",
    "memo.cause.tax": "tax {diff}",
    "memo.causes": "Where the gap comes from: {causes}.",
    "memo.causes_tie": "Both cost the same: {causes}.",
    "memo.more": "+{amount}",
    "memo.less": "−{amount}",
    "memo.bill.gpus": "{gpus} GPUs · {hours} h",
    "memo.bill.gpus.one": "1 GPU · {hours} h",
    "memo.bill.held": "GPUs · hours held",
    "memo.risk.p10": "P10",
    "memo.risk.p50": "P50",
    "memo.risk.p90": "P90",
    "memo.risk.rerun": "One rerun",
    "memo.risk.reclaimed": "Reclaimed, no checkpoint",
    "memo.risk.spread": (
        "P10–P90: the range of the total in {samples:,} Monte Carlo samples over the inputs' "
        "uncertainty ranges (random seed {seed}). The three stress cases: training 30 % "
        "slower, one interruption with a rerun from the last checkpoint, and a reclaim just "
        "before the end with no checkpoint."
    ),
    "memo.risk.unfinished": "{name}: in {share} of the samples the job does not finish.",
    "memo.target.deadline": (
        "Deadline: the cheapest way to meet it is {name} on {gpus} GPUs, {total} in {days} days."
    ),
    "memo.target.deadline_none": "Deadline: no candidate meets it.",
    "memo.target.budget": (
        "Budget: the fastest way to stay within it is {name} on {gpus} GPUs, {days} days for "
        "{total}."
    ),
    "memo.target.budget_none": "Budget: no candidate stays within it.",
    "memo.a.time": (
        "Training time = model FLOPs ÷ (GPUs × dense peak × MFU × scaling efficiency), plus "
        "setup, expected interruption losses and delivery waits (Help → Method)."
    ),
    "memo.a.mfu_measured": (
        "{name}: MFU {mfu} implied by a measured run on {gpus} GPUs ({step} s per step)."
    ),
    "memo.a.mfu_typed": "{name}: MFU {mfu} as entered (not measured on this platform).",
    "memo.a.mfu_work": (
        "{name}: MFU {mfu} computed from the work (each layer timed on this GPU for the "
        "layout; not measured on this platform)."
    ),
    "memo.a.fp8_recipe_stack": (
        "{name}: FP8 with {recipe}, the training stack's default on this GPU generation."
    ),
    "memo.a.fp8_recipe_typed": "{name}: FP8 with {recipe}, as chosen in the plan.",
    "memo.a.prices": "{name}: prices as of {date}.",
    "memo.a.prices_undated": "{name}: prices not dated.",
    "memo.a.valid": "{name}: the quote is valid until {date}.",
    "memo.a.expired": "{name}: the quote EXPIRED on {date}; ask for a new one before signing.",
    "memo.a.purchase": (
        "{name}: buying it costs {purchase} before tax{with_tax} ({gpus} GPUs with their "
        "servers, network and storage {hardware}; {cards} spare cards {spares}); cash at order "
        "{cash}."
    ),
    "memo.with_tax": ", {amount} with {rate} tax",
    "memo.a.utilization": (
        "{name}: the bill charges this job {share} of the depreciation — its {hours} hours over "
        "the {busy} hours the cluster is busy in its {years}-year life at {utilization} "
        "utilization (its hosting, staff and repairs are shared over the same busy hours)."
    ),
    "memo.a.loan_share": (
        "Its loan's interest is shared the same way: the job's {hours} hours over the {busy} "
        "hours the cluster is busy in the loan's {months}-month term."
    ),
    "memo.a.whole_purchase": (
        "{name}: the bill charges this job the whole purchase, as if nothing else ever runs on "
        "the cluster; its share at {utilization} utilization would be {share_total}."
    ),
    "memo.a.views": (
        "{name}: this job's share is {share_total}; cash for this job, if nothing else ever "
        "runs on it, is {cash_total}."
    ),
    "memo.r.purchase": "Purchase (owned)",
    "memo.r.purchase_value": "{purchase} before tax{with_tax}; cash at order {cash}",
    "memo.r.views": "Share / cash",
    "memo.r.views_value": (
        "this job's share {share_total}; cash for this job {cash_total} (if nothing else ever "
        "runs on it)"
    ),
    "memo.a.currency": "All amounts in {currency}.",
    "memo.a.rate": "1 {currency} = {rate:g} {plan} (as of {date}).",
    "memo.a.rate_undated": "1 {currency} = {rate:g} {plan} (undated).",
    "memo.chart.y": "Total cost ({currency})",
    "memo.chart.budget": "budget",
    "memo.chart.budget_above": "budget {amount}: above the top of the chart ↑",
    "memo.more_platforms": (
        "Candidates not shown here: {count} — see the workbook (File → Export to Excel…)."
    ),
    "memo.a.rates_more": (
        "Exchange rates not shown here: {count} — see the plan "
        "(Edit → Currency and Exchange Rates…)."
    ),
    "memo.warnings_more": "Warnings not shown here: {count} — see the Results tab.",
    "memo.glyphs_missing": (
        "Some characters have no glyph in the fonts installed here and are shown by their "
        "code: {codes}. Install an emoji font (e.g. fonts-noto-color-emoji) to print them."
    ),
    "memo.glyphs_more": " and {count} more",
    "memo.bill.other_fees": "Other fees ({count})",
    "memo.undated": "undated",
    "memo.sign.decision": "Decision: approved / not approved",
    "memo.sign.name": "Name and signature",
    "memo.sign.date": "Date",
    "memo.causes.sep": "; ",
    "memo.summary": (
        "Recommendation: {platform}, {gpus} × {gpu} for {total}, delivered in {days} days"
        "; {gap} less than the runner-up, {runner}."
    ),
    "memo.summary_tie": (
        "Recommendation: {platform}, {gpus} × {gpu} for {total}, delivered in {days} days"
        "; the runner-up, {runner}, costs the same and delivers in {runner_days} days."
    ),
    "memo.summary_only_meeting": (
        "Recommendation: {platform}, {gpus} × {gpu} for {total}, delivered in {days} days"
        "; the only platform that meets {targets}."
    ),
    "memo.summary_single": (
        "Recommendation: {platform}, {gpus} × {gpu} for {total}, delivered in {days} days"
        "; the plan compares no other platform."
    ),
    "memo.summary_only": (
        "Recommendation: {platform}, {gpus} × {gpu} for {total}, delivered in {days} days"
        "; the only platform that can run the job."
    ),
    "memo.risk.tornado": (
        "What moves {name}'s total most: {input}, from {low} to {high} over its range."
    ),
    "memo.input.mfu": "the MFU",
    "memo.input.scaling": "the scaling efficiency",
    "memo.input.price": "the GPU price",
    "memo.input.interruption_rate": "the interruption rate",
    "memo.input.setup_hours": "the setup time",
}
