"""English texts of every message below the GUI, keyed by code (see ``gpuplanner.io.messages``)."""

from __future__ import annotations

EN: dict[str, str] = {
    # Notices (gpuplanner.core.notices.Code): what happened, then what to do about it (.advice)
    "notice.model_shape_estimated": (
        "The model's layers and hidden size are not given, so its activation memory is estimated "
        "from a typical {params_b:.1f}-billion-parameter model ({layers} layers, hidden size "
        "{hidden})."
    ),
    "notice.model_shape_estimated.advice": (
        "Pick the model from the catalog or enter its architecture for exact figures."
    ),
    "notice.precision_fallback": (
        "{platform}: this GPU has no {requested} support, so {used} is used instead."
    ),
    "notice.precision_fallback.advice": "Check that your training code runs in {used} on this GPU.",
    "notice.no_precision": (
        "{platform}: the GPU has no {requested} throughput figure, so its speed cannot be computed."
    ),
    "notice.no_precision.advice": (
        "Choose another precision, or enter the GPU's TFLOPS on the Platforms tab."
    ),
    "notice.never_fits": (
        "{platform}: the job needs {need_gb:.1f} GB per GPU even at the largest GPU count allowed "
        "({gpus}), but each GPU has only {usable_gb:.1f} GB."
    ),
    "notice.never_fits.advice": (
        "Use a GPU with more memory, or need less per GPU: ZeRO-3/FSDP, activation recompute, a "
        "smaller micro batch, or LoRA/QLoRA."
    ),
    "notice.quota_too_small": (
        "{platform} needs {min_gpus} GPUs to fit this model in memory; the quota is {quota}."
    ),
    "notice.quota_too_small.advice": (
        "Raise the quota, or need less memory per GPU (ZeRO-3/FSDP, recompute, LoRA)."
    ),
    "notice.no_layout": (
        "{platform}: no GPU count up to the quota of {quota} matches the tensor × pipeline "
        "parallel layout, the whole-node rule and a global batch with one micro-batch per "
        "data-parallel rank."
    ),
    "notice.no_layout.advice": (
        "Make the quota a multiple of tensor × pipeline parallel, or change the layout."
    ),
    "notice.fixed_gpus_infeasible.layout": (
        "{platform}: the fixed GPU count ({gpus}) does not fit the tensor × pipeline parallel "
        "layout (or whole nodes)."
    ),
    "notice.fixed_gpus_infeasible.memory": (
        "{platform}: at the fixed GPU count ({gpus}) the job needs {need_gb:.1f} GB per GPU; the "
        "GPU has {usable_gb:.1f} GB."
    ),
    "notice.fixed_gpus_infeasible.quota": (
        "{platform}: the fixed GPU count ({gpus}) exceeds the quota."
    ),
    "notice.fixed_gpus_infeasible.interruptions": (
        "{platform}: at the fixed GPU count ({gpus}) interruptions come faster than progress; the "
        "job is not expected to finish."
    ),
    "notice.fixed_gpus_infeasible.advice": (
        "Change the fixed GPU count, or let gpuplanner choose it."
    ),
    "notice.never_finishes": (
        "{platform}: from a GPU count of {gpus} upward, interruptions come faster than the job "
        "makes progress; it is not expected to finish."
    ),
    "notice.never_finishes.advice": (
        "Enable checkpoints, checkpoint more often, or pick a steadier platform."
    ),
    "notice.deadline_missed": (
        "{platform}: at the chosen GPU count ({gpus}) delivery takes {delivery_days:.1f} days, "
        "after the {deadline_days:.1f}-day deadline (the fastest possible is {fastest_days:.1f} "
        "days)."
    ),
    "notice.deadline_missed.advice": (
        "Allow more GPUs, choose a faster platform, or move the deadline."
    ),
    "notice.over_budget": (
        "{platform}: the total of {total:money} is over the budget of {budget:money}."
    ),
    "notice.low_scaling": (
        "{platform}: on {gpus} GPUs each GPU does only {efficiency:.0%} of the work it would do "
        "alone; communication eats the rest."
    ),
    "notice.low_scaling.advice": (
        "Fewer GPUs, a faster interconnect or more overlap would waste less."
    ),
    "notice.no_checkpoint_risk": (
        "{platform}: without checkpoints, interruptions are expected to cost {lost_hours:.1f} "
        "hours of lost work at the chosen GPU count ({gpus})."
    ),
    "notice.no_checkpoint_risk.advice": "Turn on checkpoints for this platform.",
    "notice.calibration_mfu_high": (
        "{platform}: the run measured at a GPU count of {gpus} implies an MFU of {mfu:.0%}, above "
        "the {ceiling_mfu:.0%} this GPU can reach."
    ),
    "notice.calibration_mfu_low": (
        "{platform}: the run measured at a GPU count of {gpus} implies an MFU of only {mfu:.1%} "
        "(below {floor_mfu:.0%})."
    ),
    "notice.calibration_superlinear": (
        "{platform}: the measurements imply {efficiency:.0%} scaling at a GPU count of {gpus}, "
        "faster than linear; 100% is used instead."
    ),
    "notice.calibration.advice": "Check the measured step time, the batch and the model size.",
    "notice.calibration_comm_exceeds": (
        "{platform}: at a GPU count of {gpus} the modelled communication ({comm_seconds:.2f} s) "
        "takes longer than the measured step ({step_seconds:.2f} s); the measurement is used as "
        "it is."
    ),
    "notice.calibration_comm_exceeds.advice": (
        "The interconnect bandwidth entered is probably too low."
    ),
    "notice.fix_later_deadline": (
        "{platform}: no GPU count meets the {deadline_days:.1f}-day deadline; the fastest is "
        "{days:.1f} days (at a GPU count of {gpus}), so a deadline of {days:.1f} days would."
    ),
    "notice.fix_bigger_budget": (
        "{platform}: no GPU count stays within the budget of {budget:money}; the cheapest is "
        "{amount:money} (at a GPU count of {gpus}), so a budget of {amount:money} would."
    ),
    "notice.fix_quota.deadline": (
        "{platform}: a quota of {gpus} GPUs (now {quota}) would meet the deadline: {days:.1f} "
        "days for {total:money}."
    ),
    "notice.fix_quota.budget": (
        "{platform}: a quota of {gpus} GPUs (now {quota}) would stay within the budget: "
        "{days:.1f} days for {total:money}."
    ),
    "notice.fix_other_platform.deadline": (
        "{platform}: {other} meets the deadline at a GPU count of {gpus}: {days:.1f} days for "
        "{total:money}."
    ),
    "notice.fix_other_platform.budget": (
        "{platform}: {other} stays within the budget at a GPU count of {gpus}: {days:.1f} days "
        "for {total:money}."
    ),
    "notice.targets_conflict": (
        "{platform}: the deadline and the budget cannot both hold. Meeting the "
        "{deadline_days:.1f}-day deadline costs {deadline_total:money} (GPU count {deadline_gpus}"
        "; budget {budget:money}); within the budget the fastest is {budget_days:.1f} days (GPU "
        "count {budget_gpus})."
    ),
    "notice.targets_conflict.advice": "Relax one of the two, or choose which matters more.",
    "notice.quote_expired": (
        "{platform}: the vendor's quote was valid until {valid_until} and has expired."
    ),
    "notice.quote_expired.advice": (
        "Ask the vendor for a new quote before deciding on these prices."
    ),
    # Validation errors (gpuplanner.core.errors.ErrorCode): the field's own words
    "error.too_small": "must be at least {minimum:g} (a smaller value is a typo)",
    "error.name_invisible": "a name needs at least one visible character",
    "error.names_repeated": "platform names must be unique; repeated: {names}",
    "error.names_look_alike": (
        "platform names must be told apart; {first} and {second} look the same (they differ by "
        "{difference}); rename one"
    ),
    "error.trial_platform_unknown": "no platform named {name}",
    "error.exchange_rates_repeated": (
        "one rate per currency, none for the plan's own ({currency}); given: {names}"
    ),
    "error.sweep_too_large": (
        "{platforms:,} platforms × {gpus:,} GPU counts are {cases:,} cases, more than the "
        "{limit:,} one evaluation can hold in memory; lower the largest GPU count or split the "
        "platforms into several plans"
    ),
    "error.sweep_too_large_fees": (
        "{platforms:,} platforms and {fees:,} fee items (a fee item counts as 1/{share}) × "
        "{gpus:,} GPU counts are {cases:,} cases, more than the {limit:,} one evaluation can hold "
        "in memory; lower the largest GPU count or split the platforms into several plans"
    ),
    "error.draws_too_many": (
        "{platforms:,} platforms × {samples:,} samples are {draws:,} draws, more than the "
        "{limit:,} that keep the app responsive; lower the samples"
    ),
    "error.no_tflops": "a GPU needs at least one TFLOPS figure",
    "error.scaling_points_repeated": "two scaling points have the same GPU count",
    "error.fixed_over_quota": "the fixed GPU count exceeds the quota",
    "error.usable_over_memory": "usable memory cannot exceed the GPU's memory",
    "error.quote_before_prices": (
        "the quote's valid-until date is before the quote date (prices_as_of)"
    ),
    "error.active_over_total": "active parameters cannot exceed the total",
    "error.kv_heads_over_heads": "KV heads cannot exceed attention heads",
    "error.micro_over_global": "the micro-batch cannot exceed the global batch",
    "error.pipeline_over_layers": "{stages} pipeline stages for a model of {layers} layers",
    "error.virtual_over_layers": "{stages} × {chunks} model chunks for a model of {layers} layers",
    "error.virtual_needs_pipeline": (
        "interleaving needs more than one pipeline stage (pipeline_parallel above 1)"
    ),
    "error.demand_table_length": (
        "the table has {months} months but the horizon is {horizon}; give one figure per month"
    ),
    "error.hybrid_needs_reserved": (
        "the hybrid strategy needs the reserved block (its price and term)"
    ),
    "error.hybrid_spot_needs_spot": "a spot share needs the spot block (its price)",
    "error.fallback_spot_needs_spot": "the fallback is spot but there is no spot block",
    "error.range_low_too_small": (
        "must be at least {minimum:.0%} of the typed value: time divides by it"
    ),
    "error.one_measurement": "give the step time or the token rate: exactly one of the two",
    "error.single_gpu_needs_more": (
        "a 1-GPU step time only helps when the run used more than one GPU"
    ),
    "error.one_trial_price": (
        "give a price per GPU-hour or a platform to price the trial: exactly one of the two"
    ),
    "error.discount_and_negotiated": (
        "give a discount off the list price or a negotiated price, not both"
    ),
    "error.paste_not_a_number": "Line {line} of the copied text, “{cell}”, is not a number.",
    "error.paste_negative": (
        "Line {line} of the copied text, “{cell}”, is not a number of 0 or more."
    ),
    "error.paste_empty": "The copied text holds no numbers: copy a column of monthly GPU-hours.",
    "list.more": "{names} and {more:,} more",
    # Checks of pydantic (its error types), worded for a field
    "error.greater_than": "must be more than {gt}",
    "error.greater_than_equal": "must be at least {ge}",
    "error.less_than": "must be less than {lt}",
    "error.less_than_equal": "must be at most {le}",
    "error.finite_number": "must be a number",
    "error.int_from_float": "must be a whole number",
    "error.int_parsing_size": "the number is far too large",
    "error.bool_parsing": "must be true or false",
    "error.string_type": "must be text",
    "error.string_too_short": "must not be empty",
    "error.string_too_long": "must be at most {max_length:,} characters",
    "error.string_pattern_mismatch": "has the wrong form",
    "error.enum": "must be one of {expected}",
    "error.literal_error": "must be {expected}",
    "error.list_type": "must be a list",
    "error.dict_type": "must be an object (keys and values)",
    "error.too_short": "needs at least {min_length} item(s)",
    "error.too_long": "holds at most {max_length:,} items",
    "error.union_tag_invalid": "unknown kind {tag}; it must be one of {expected_tags}",
    "error.union_tag_not_found": "says no kind: the key {discriminator} is missing",
    "error.date_parsing": "must be a date (YYYY-MM-DD)",
    "error.missing": "required but missing",
    "error.extra_forbidden": "unknown key (check the spelling)",
    "error.got": "{problem} (got {got})",
    # Plan files (gpuplanner.io.plan_file.PlanError)
    "error.file_empty": "the file is empty",
    "error.not_utf8": "not UTF-8 text (bad byte at offset {offset})",
    "error.not_json": "not valid JSON: {detail} (line {line}, column {column})",
    "error.folder": "this is a folder, not a plan file",
    "error.not_regular": "{kind} is not a plan file",
    "file_kind.fifo": "a named pipe (FIFO)",
    "file_kind.device": "a device",
    "file_kind.socket": "a socket",
    "file_kind.special": "a special file",
    "error.no_such_file": "the file does not exist",
    "error.permission_denied": "permission denied: the file cannot be read",
    "error.unreadable": "cannot read the file: {detail}",
    "error.file_too_large": "the file is too large for a plan ({size:,} bytes)",
    "error.newer_format": (
        "this plan was saved by a newer gpuplanner (format {version}); this version reads up to "
        "format {supported} — please update gpuplanner"
    ),
    "error.not_a_plan": 'not a gpuplanner plan (it has no "format" key)',
    "error.not_a_plan_format": "not a gpuplanner plan (format is {value})",
    "error.not_an_object": "the file does not hold a plan (expected a JSON object)",
    "error.unknown_version": "unknown format version {version}",
    "error.no_migration": "no migration from format {version}",
    "error.nested_too_deeply": "the JSON is nested too deeply",
    "error.not_finite": "{name} is not a number a plan can hold",
    "error.huge_integer": (
        "a whole number of {digits:,} digits is far beyond any value a plan can hold"
    ),
    "error.lone_surrogate": "holds a lone surrogate ({code}), which is not a character of any text",
    "error.repeated_key": (
        "this key appears twice in the object (first {first}, then {last}); a plan must give each "
        "value once"
    ),
    "error.boolean_number": "must be a number, not {value}",
    "error.internal": "internal error while reading ({kind})",
    # The same errors next to the field they are about (the GUI), where the wording differs
    "field.names_repeated": "another platform already has this name",
    "field.names_look_alike": (
        "another platform's name looks the same (it differs only by a look-alike letter)"
    ),
    "field.trial_platform_unknown": "the trial phase names this platform: change the trial first",
    "field.exchange_rates_repeated": (
        "one exchange rate per currency, and none for the plan's own currency"
    ),
    # quote.*: the quote import (gpuplanner.io.quotes)
    "quote.not_found": "the file does not exist or cannot be read ({detail})",
    "quote.too_big": "the file is {size_mb:.1f} MB; a quote file may be at most {limit_mb} MB",
    "quote.encrypted": (
        "the workbook is password-protected (encrypted); open it in Excel or WPS, remove the pa"
        "ssword (File → Info → Protect Workbook) and save it as .xlsx"
    ),
    "quote.old_xls": "an old-format .xls workbook; save it as .xlsx (or .csv) and import that",
    "quote.not_xlsx": (
        "not an Excel workbook (.xlsx) or CSV file; use the quote template (File → Save quote t"
        "emplate…)"
    ),
    "quote.unreadable": "the workbook cannot be read: {detail}",
    "quote.not_text": "not a CSV text file (it holds binary data)",
    "quote.bad_encoding": "the CSV is neither UTF-8 nor GB18030 text (bad byte at offset {offset})",
    "quote.no_header": (
        "the first row is not the quote template's header (no column named 'Platform name', 'GP"
        "U' or 'Pricing mode'); use File → Save quote template…"
    ),
    "quote.unknown_column": "unknown column '{header}'{hint}",
    "quote.duplicate_column": "the column appears twice (also column {first})",
    "quote.missing_column": "the file has no '{header}' column, which every offer needs",
    "quote.too_many_rows": (
        "the file holds more than {limit:,} rows; import at most {limit:,} offers and fee "
        "lines at a time (split the file)"
    ),
    "quote.too_many_columns": "the file has more than {limit} columns; is this the quote template?",
    "quote.no_rows": "the file holds a header but no offers",
    "quote.required": "required but empty",
    "quote.not_number": "must be a number (got {got})",
    "quote.not_finite": "must be a finite number (got {got})",
    "quote.negative": "must not be negative (got {got})",
    "quote.not_whole": "must be a whole number of at least 1 (got {got})",
    "quote.not_share": "must be a share between 0 and 1, or a percent such as 40% (got {got})",
    "quote.not_date": "must be a date such as 2026-11-30 (got {got})",
    "quote.not_until": "must be a date, or a number of days after the quote date (got {got})",
    "quote.until_needs_date": "a validity in days needs the quote date",
    "quote.not_bool": "must be yes or no (got {got})",
    "quote.unknown_choice": "unknown value {got}; use one of: {choices}",
    "quote.unknown_gpu": "no GPU {got} in the catalog{hint}",
    "quote.unknown_link": (
        "must be a bandwidth in GB/s or an interconnect preset id such as nvlink4 (got {got}){hint}"
    ),
    "quote.wrong_link_scope": "{got} is an {scope} link",
    "quote.formula_no_value": (
        "a formula with no saved result ({formula}); open and save the file in Excel or WPS so "
        "its value is stored, or type the value"
    ),
    "quote.formula_error": "the cell holds the error {got}",
    "quote.starts_like_formula": (
        "starts with '{char}', which a spreadsheet would run as a formula; remove the character"
    ),
    "quote.control_char": "holds a control character ({char}) at position {position}; remove it",
    "quote.too_long": "is {length} characters long; at most {limit}",
    "quote.wrong_mode": "belongs to another pricing mode, not {mode}; clear it or change the mode",
    "quote.no_rate": (
        "no exchange rate for {currency} in the plan (Edit → Currency and Exchange Rates…); the"
        " plan's currency is {plan_currency}"
    ),
    "quote.bad_currency": "must be a 3-letter currency code such as CNY or USD (got {got})",
    "quote.duplicate_name": "the platform name appears twice in the file (also row {first})",
    "quote.name_in_plan": "the plan already has a platform named {got}; rename one of them",
    "quote.fee_no_offer": (
        "a fee line for {got}, but no offer with that name is above it in the file"
    ),
    "quote.fee_on_broken_offer": "a fee line of the offer in row {first}, which has problems",
    "quote.fee_incomplete": "a fee line needs a fee rate",
    "quote.fee_row_extra": (
        "a fee line holds only the platform name and the fee columns; put this value on the "
        "offer's row"
    ),
    "quote.spot_needs_rate": (
        "a spot offer needs its interruption rate per GPU-hour (the catalog's spot presets use "
        "5.4e-5 to 2.9e-4)"
    ),
    "quote.unknown_preset": "no platform preset {got} in the catalog{hint}",
    # memo.*: the decision memo (gpuplanner.io.memo)
    "memo.heading": "GPU procurement decision",
    "memo.prepared": "Prepared {date} with gpuplanner {version}",
    "memo.s.question": "The question",
    "memo.s.recommendation": "Recommendation",
    "memo.s.runner_up": "Runner-up",
    "memo.s.chart": "Total cost by GPU count",
    "memo.s.bills": "The bills at the chosen GPU counts",
    "memo.s.risks": "Risks",
    "memo.s.assumptions": "Assumptions a reader must know",
    "memo.s.warnings": "Warnings",
    "memo.q.model": "Model",
    "memo.q.model_value": "{name} ({params:g}B parameters, {method})",
    "memo.q.tokens": "Training tokens",
    "memo.q.tokens_value": "{tokens} ({flops} FLOPs, {precision})",
    "memo.billion": "{value} billion",
    "memo.trillion": "{value} trillion",
    "memo.q.deadline": "Deadline",
    "memo.q.deadline_value": "{days} days from the start",
    "memo.q.budget": "Budget",
    "memo.q.none": "none set",
    "memo.q.candidates": "Candidates",
    "memo.q.candidates_value": "{count} platforms, {feasible} of them able to run the job",
    "memo.r.platform": "Platform",
    "memo.r.gpus": "GPUs",
    "memo.r.total": "Total cost",
    "memo.r.total_value": "{total} ({per_billion} per billion tokens)",
    "memo.r.delivery": "Delivery",
    "memo.r.delivery_value": "{days} days: by {date} if started today",
    "memo.r.targets_ok": "Meets the deadline and the budget.",
    "memo.r.deadline_ok": "Meets the deadline.",
    "memo.r.budget_ok": "Within the budget.",
    "memo.r.no_targets": "No deadline or budget was set: the cheapest platform is recommended.",
    "memo.r.deadline_missed": "Misses the deadline.",
    "memo.r.over_budget": "Over the budget.",
    "memo.r.none": (
        "No platform can run this job as planned. The reasons, platform by platform, are "
        "listed under Warnings."
    ),
    "memo.layout": "data {d} × tensor {t} × pipeline {p}, ZeRO-{zero}",
    "memo.runner.gap": (
        "{name} costs {total}, {gap} more than the recommendation (+{share}), and delivers in "
        "{days} days."
    ),
    "memo.runner.none": "No other platform can run this job; there is no runner-up.",
    "memo.runner.deadline_missed": "It would also miss the deadline.",
    "memo.runner.over_budget": "It would also be over the budget.",
    "memo.cause.compute": (
        "GPU time {diff}: {hours_r} GPU-hours at {rate_r} each against {hours_b} at {rate_b}"
    ),
    "memo.cause.fees": "fee items {diff}",
    "memo.cause.interruption": "expected interruptions {diff}",
    "memo.cause.trial": "trial phase {diff}",
    "memo.cause.adjustments": "discount and markup {diff}",
    "memo.cause.tax": "tax {diff}",
    "memo.causes": "Where the gap comes from: {causes}.",
    "memo.more": "+{amount}",
    "memo.less": "−{amount}",
    "memo.bill.line": "Line",
    "memo.bill.total": "Total",
    "memo.bill.gpus": "{gpus} GPUs · {hours} h",
    "memo.bill.held": "GPUs · hours held",
    "memo.risk.platform": "Platform",
    "memo.risk.p10": "P10",
    "memo.risk.p50": "P50",
    "memo.risk.p90": "P90",
    "memo.risk.p90_days": "P90 days",
    "memo.risk.longer": "+30 % time",
    "memo.risk.rerun": "One rerun",
    "memo.risk.reclaimed": "Reclaimed, no checkpoint",
    "memo.risk.spread": (
        "P10–P90: the range of the total in {samples:,} Monte Carlo samples over the inputs' un"
        "certainty ranges (seed {seed}). The three stress cases are the seeds' questions: train"
        "ing 30 % slower, one interruption with a rerun from the last checkpoint, and a reclaim"
        " just before the end with no checkpoint."
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
        "Training time = model FLOPs ÷ (GPUs × dense peak × MFU × scaling efficiency), plus set"
        "up, expected interruption losses and delivery waits (Help → Method)."
    ),
    "memo.a.mfu_measured": (
        "{name}: MFU {mfu} implied by a measured run on {gpus} GPUs ({step} s per step)."
    ),
    "memo.a.mfu_typed": "{name}: MFU {mfu} as entered (not measured on this platform).",
    "memo.a.prices": "{name}: prices as of {date}.",
    "memo.a.prices_undated": "{name}: prices not dated.",
    "memo.a.valid": "{name}: the quote is valid until {date}.",
    "memo.a.expired": "{name}: the quote EXPIRED on {date}; ask for a new one before signing.",
    "memo.a.currency": "All amounts in {currency}.",
    "memo.a.rate": "1 {currency} = {rate:g} {plan} (as of {date}).",
    "memo.a.rate_undated": "1 {currency} = {rate:g} {plan} (undated).",
    "memo.chart.x": "GPUs",
    "memo.chart.y": "Total cost ({currency})",
    "memo.chart.budget": "budget",
    "memo.undated": "undated",
    "memo.sign.decision": "Decision: approved / not approved",
    "memo.sign.name": "Name and signature",
    "memo.sign.date": "Date",
    "quote.where.row": "row {row}",
    "quote.where.file": "file",
    "quote.scope.intra_node": "intra-node",
    "quote.scope.inter_node": "inter-node",
    "quote.mode.on_demand": "on-demand",
    "quote.mode.spot": "spot",
    "quote.mode.reserved": "reserved",
    "quote.mode.lease": "lease",
    "quote.mode.self_built": "self-built",
    "quote.closest": "; closest: {names}",
    "quote.table.row": "Row",
    "quote.table.column": "Column",
    "quote.table.problem": "Problem",
    "memo.method.pretrain": "pretraining",
    "memo.method.full": "full fine-tune",
    "memo.method.lora": "LoRA",
    "memo.method.qlora": "QLoRA",
    "memo.causes.sep": "; ",
}
