"""English texts of every message below the GUI, keyed by code (see ``gpuplanner.io.messages``)."""

from __future__ import annotations

EN: dict[str, str] = {
    # Notices (gpuplanner.core.notices.Code): warnings, infeasibility reasons, ways out
    "notice.model_shape_estimated": (
        "The model's layers and hidden size are not given; activations are estimated for a "
        "typical {params_b:g}B shape ({layers} layers, hidden {hidden})."
    ),
    "notice.precision_fallback": "{platform}: the GPU has no {requested}; {used} is used instead.",
    "notice.no_precision": "{platform}: the GPU has no {requested} throughput figure.",
    "notice.never_fits": (
        "{platform}: the job needs {need_gb:.1f} GB per GPU even at {gpus} GPUs; the GPU gives "
        "{usable_gb:.1f} GB."
    ),
    "notice.quota_too_small": (
        "{platform}: needs {min_gpus} GPUs to fit this model in memory; the quota is {quota}."
    ),
    "notice.no_layout": (
        "{platform}: no GPU count up to {quota} fits the tensor × pipeline parallel layout, the "
        "whole-node rule and a global batch with one micro-batch per data-parallel rank."
    ),
    "notice.fixed_gpus_infeasible": (
        "{platform}: {gpus} GPUs cannot run this job ({why}): it needs {need_gb:.1f} GB per GPU, "
        "the GPU gives {usable_gb:.1f} GB."
    ),
    "notice.fixed_gpus_infeasible.not_memory": (
        "{platform}: {gpus} GPUs cannot run this job ({why})."
    ),
    "notice.never_finishes": (
        "{platform}: interruptions come faster than progress at {gpus} GPUs; the job is not "
        "expected to finish. Enable checkpoints or lower the interruption rate."
    ),
    "notice.deadline_missed": (
        "{platform}: {gpus} GPUs deliver in {delivery_days:.1f} days, after the "
        "{deadline_days:.1f}-day deadline (fastest possible: {fastest_days:.1f} days)."
    ),
    "notice.over_budget": "{platform}: total {total:,.2f} exceeds the budget {budget:,.2f}.",
    "notice.low_scaling": (
        "{platform}: at {gpus} GPUs each GPU does only {efficiency:.0%} of its single-GPU work; "
        "communication eats the rest."
    ),
    "notice.no_checkpoint_risk": (
        "{platform}: without checkpoints, interruptions are expected to cost {lost_hours:.1f} "
        "extra hours on {gpus} GPUs."
    ),
    "notice.calibration_mfu_high": (
        "{platform}: the measured run at {gpus} GPUs implies an MFU of {mfu:.0%}, above the GPU's "
        "achievable {ceiling_mfu:.0%}; check the step time, the batch and the model size."
    ),
    "notice.calibration_mfu_low": (
        "{platform}: the measured run at {gpus} GPUs implies an MFU of only {mfu:.1%} (below "
        "{floor_mfu:.0%}); check the step time, the batch and the model size."
    ),
    "notice.calibration_superlinear": (
        "{platform}: the measurements imply {efficiency:.0%} scaling at {gpus} GPUs (faster than "
        "linear); 100 % is used."
    ),
    "notice.calibration_comm_exceeds": (
        "{platform}: at {gpus} GPUs the modelled communication ({comm_seconds:.2f} s) exceeds the "
        "measured step ({step_seconds:.2f} s); the interconnect bandwidth is probably "
        "understated. The measurement is used as it is."
    ),
    "notice.fix_later_deadline": (
        "{platform}: no GPU count meets the {deadline_days:.1f}-day deadline; the fastest is "
        "{days:.1f} days at {gpus} GPUs, so a deadline of {days:.1f} days would."
    ),
    "notice.fix_bigger_budget": (
        "{platform}: no GPU count stays within the budget {budget:,.2f}; the cheapest is "
        "{amount:,.2f} at {gpus} GPUs, so a budget of {amount:,.2f} would."
    ),
    "notice.fix_quota": (
        "{platform}: a quota of {gpus} GPUs (now {quota}) would meet {target}: {days:.1f} days "
        "for {total:,.2f}."
    ),
    "notice.fix_other_platform": (
        "{platform}: {other} meets {target} with {gpus} GPUs: {days:.1f} days for {total:,.2f}."
    ),
    "notice.targets_conflict": (
        "{platform}: the deadline and the budget cannot both hold. Meeting the "
        "{deadline_days:.1f}-day deadline takes {deadline_gpus} GPUs and {deadline_total:,.2f} "
        "(budget {budget:,.2f}); within budget the fastest is {budget_gpus} GPUs in "
        "{budget_days:.1f} days."
    ),
    "notice.quote_expired": (
        "{platform}: the vendor's quote was valid until {valid_until}; ask for a new quote "
        "before deciding on these prices."
    ),
    # FIXED_GPUS_INFEASIBLE's cause and the target a FIX_* notice meets
    "notice.why.layout": "the parallel layout does not divide it",
    "notice.why.memory": "it does not fit in memory",
    "notice.why.quota": "it exceeds the quota",
    "notice.why.interruptions": "interruptions never let it finish",
    "notice.target.deadline": "the deadline",
    "notice.target.budget": "the budget",
}
