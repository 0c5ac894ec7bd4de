"""Wording of core notices for the CLI and exports: English here, Simplified Chinese in
``wording_zh`` (the GUI words them with tr())."""

from __future__ import annotations

from gpuplanner.core.notices import Code, Notice

_TEMPLATES: dict[Code, str] = {
    Code.MODEL_SHAPE_ESTIMATED: (
        "The model's layers and hidden size are not given; activations are estimated for a "
        "typical {params_b:g}B shape ({layers} layers, hidden {hidden})."
    ),
    Code.PRECISION_FALLBACK: "{platform}: the GPU has no {requested}; {used} is used instead.",
    Code.NO_PRECISION: "{platform}: the GPU has no {requested} throughput figure.",
    Code.NEVER_FITS: (
        "{platform}: the job needs {need_gb:.1f} GB per GPU even at {gpus} GPUs; the GPU "
        "gives {usable_gb:.1f} GB."
    ),
    Code.QUOTA_TOO_SMALL: (
        "{platform}: needs {min_gpus} GPUs to fit this model in memory; the quota is {quota}."
    ),
    Code.NO_LAYOUT: (
        "{platform}: no GPU count up to {quota} fits the tensor × pipeline parallel layout, "
        "the whole-node rule and a global batch with one micro-batch per data-parallel rank."
    ),
    Code.FIXED_GPUS_INFEASIBLE: (
        "{platform}: {gpus} GPUs cannot run this job ({why}): it needs {need_gb:.1f} GB per GPU, "
        "the GPU gives {usable_gb:.1f} GB."
    ),
    Code.NEVER_FINISHES: (
        "{platform}: interruptions come faster than progress at {gpus} GPUs; the job is not "
        "expected to finish. Enable checkpoints or lower the interruption rate."
    ),
    Code.DEADLINE_MISSED: (
        "{platform}: {gpus} GPUs deliver in {delivery_days:.1f} days, after the "
        "{deadline_days:.1f}-day deadline (fastest possible: {fastest_days:.1f} days)."
    ),
    Code.OVER_BUDGET: "{platform}: total {total:,.2f} exceeds the budget {budget:,.2f}.",
    Code.LOW_SCALING: (
        "{platform}: at {gpus} GPUs each GPU does only {efficiency:.0%} of its single-GPU work; "
        "communication eats the rest."
    ),
    Code.NO_CHECKPOINT_RISK: (
        "{platform}: without checkpoints, interruptions are expected to cost {lost_hours:.1f} "
        "extra hours on {gpus} GPUs."
    ),
    Code.CALIBRATION_MFU_HIGH: (
        "{platform}: the measured run at {gpus} GPUs implies an MFU of {mfu:.0%}, above the "
        "GPU's achievable {ceiling_mfu:.0%}; check the step time, the batch and the model size."
    ),
    Code.CALIBRATION_MFU_LOW: (
        "{platform}: the measured run at {gpus} GPUs implies an MFU of only {mfu:.1%} (below "
        "{floor_mfu:.0%}); check the step time, the batch and the model size."
    ),
    Code.CALIBRATION_SUPERLINEAR: (
        "{platform}: the measurements imply {efficiency:.0%} scaling at {gpus} GPUs (faster "
        "than linear); 100 % is used."
    ),
    Code.CALIBRATION_COMM_EXCEEDS: (
        "{platform}: at {gpus} GPUs the modelled communication ({comm_seconds:.2f} s) exceeds "
        "the measured step ({step_seconds:.2f} s); the interconnect bandwidth is probably "
        "understated. The measurement is used as it is."
    ),
    Code.FIX_LATER_DEADLINE: (
        "{platform}: no GPU count meets the {deadline_days:.1f}-day deadline; the fastest is "
        "{days:.1f} days at {gpus} GPUs, so a deadline of {days:.1f} days would."
    ),
    Code.FIX_BIGGER_BUDGET: (
        "{platform}: no GPU count stays within the budget {budget:,.2f}; the cheapest is "
        "{amount:,.2f} at {gpus} GPUs, so a budget of {amount:,.2f} would."
    ),
    Code.FIX_QUOTA: (
        "{platform}: a quota of {gpus} GPUs (now {quota}) would meet {target}: {days:.1f} "
        "days for {total:,.2f}."
    ),
    Code.FIX_OTHER_PLATFORM: (
        "{platform}: {other} meets {target} with {gpus} GPUs: {days:.1f} days for {total:,.2f}."
    ),
    Code.TARGETS_CONFLICT: (
        "{platform}: the deadline and the budget cannot both hold. Meeting the "
        "{deadline_days:.1f}-day deadline takes {deadline_gpus} GPUs and {deadline_total:,.2f} "
        "(budget {budget:,.2f}); within budget the fastest is {budget_gpus} GPUs in "
        "{budget_days:.1f} days."
    ),
    Code.QUOTE_EXPIRED: (
        "{platform}: the vendor's quote was valid until {valid_until}; ask for a new quote "
        "before deciding on these prices."
    ),
}

_TARGET = {"deadline": "the deadline", "budget": "the budget"}
# FIXED_GPUS_INFEASIBLE when the cause is not memory: "it needs 26 GB, the GPU gives 80 GB"
# beside "interruptions never let it finish" would point at the wrong fix.
_FIXED_NOT_MEMORY = "{platform}: {gpus} GPUs cannot run this job ({why})."

_WHY = {
    "layout": "the parallel layout does not divide it",
    "memory": "it does not fit in memory",
    "quota": "it exceeds the quota",
    "interruptions": "interruptions never let it finish",
}


def describe_notice(notice: Notice, lang: str = "en") -> str:
    """The notice as one sentence in ``lang`` ("en" or "zh_CN"; others fall back to en)."""
    templates, why, target = _TEMPLATES, _WHY, _TARGET
    fixed_not_memory = _FIXED_NOT_MEMORY
    if lang == "zh_CN":
        from gpuplanner.io import wording_zh

        templates, why, target = wording_zh.TEMPLATES, wording_zh.WHY, wording_zh.TARGET
        fixed_not_memory = wording_zh.FIXED_NOT_MEMORY
    params = dict(notice.params)
    if notice.code is Code.FIXED_GPUS_INFEASIBLE and params.get("why") != "memory":
        templates = {**templates, notice.code: fixed_not_memory}
    params.setdefault("platform", notice.platform or "")
    if "why" in params:
        params["why"] = why.get(params["why"], params["why"])
    if "target" in params:
        params["target"] = target.get(params["target"], params["target"])
    try:
        return templates[notice.code].format(**params)
    except (KeyError, ValueError, IndexError):
        return f"{notice.code.value}: {params}"
