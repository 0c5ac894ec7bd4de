"""The GUI's plain-language wording of core notices, translatable with tr().

Each notice code becomes a sentence saying what happened and a short advice saying what to do.
Whole sentences are translated with %1, %2 … placeholders (never glued from fragments) so a
translator can reorder them. A code this module does not know yet falls back to the English
wording in ``gpuplanner.io.wording``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import Any

from PySide6.QtCore import QObject

from gpuplanner.core.notices import Code, Notice
from gpuplanner.gui import format as fmt
from gpuplanner.io.wording import describe_notice


class Severity(IntEnum):
    INFO = 0
    SUGGESTION = 1  # a way to meet the deadline or the budget
    WARNING = 2
    BLOCKING = 3  # the platform cannot run the job at all


# Codes that are a platform's reason for being infeasible.
BLOCKING = {
    Code.NO_PRECISION,
    Code.NEVER_FITS,
    Code.QUOTA_TOO_SMALL,
    Code.NO_LAYOUT,
    Code.FIXED_GPUS_INFEASIBLE,
    Code.NEVER_FINISHES,
}


@dataclass(frozen=True)
class Wording:
    text: str  # what happened, in plain words
    advice: str  # what to do about it ("" when there is nothing to do)
    severity: Severity


def _precision(value: Any) -> str:
    return str(value).upper() if value else fmt.DASH


def _int(value: Any) -> str:
    return fmt.integer(int(value)) if value is not None else fmt.DASH


def severity(code: Code) -> Severity:
    if code in BLOCKING:
        return Severity.BLOCKING
    if code is Code.MODEL_SHAPE_ESTIMATED:
        return Severity.INFO
    if code.value.startswith("fix_"):
        return Severity.SUGGESTION
    return Severity.WARNING


class NoticeWording(QObject):
    """Words notices in the current UI language (its tr() context is this class)."""

    def describe(self, notice: Notice, currency: str) -> Wording:
        """A notice in the user's language; unknown codes fall back to the English text."""
        try:
            text, advice = self._describe(notice, currency)
        except (KeyError, TypeError, ValueError, IndexError):
            text, advice = describe_notice(notice), ""
        return Wording(text, advice, severity(notice.code))

    def _describe(self, n: Notice, currency: str) -> tuple[str, str]:
        p, name = n.params, n.platform or ""
        match n.code:
            case Code.MODEL_SHAPE_ESTIMATED:
                return fmt.fill(
                    self.tr(
                        "The model's layers and hidden size are not given, so its activation "
                        "memory is estimated from a typical %1-billion-parameter model (%2 "
                        "layers, hidden size %3)."
                    ),
                    fmt.number(p["params_b"], 1),
                    _int(p["layers"]),
                    _int(p["hidden"]),
                ), self.tr(
                    "Pick the model from the catalog or enter its architecture for exact figures."
                )
            case Code.PRECISION_FALLBACK:
                return fmt.fill(
                    self.tr("%1: this GPU has no %2 support, so %3 is used instead."),
                    name,
                    _precision(p["requested"]),
                    _precision(p["used"]),
                ), fmt.fill(
                    self.tr("Check that your training code runs in %1 on this GPU."),
                    _precision(p["used"]),
                )
            case Code.NO_PRECISION:
                return fmt.fill(
                    self.tr(
                        "%1: the GPU has no %2 throughput figure, so its speed cannot be computed."
                    ),
                    name,
                    _precision(p["requested"]),
                ), self.tr(
                    "Choose another precision, or enter the GPU's TFLOPS on the Platforms tab."
                )
            case Code.NEVER_FITS:
                return fmt.fill(
                    self.tr(
                        "%1: the job needs %2 per GPU even at the largest GPU count allowed (%3), "
                        "but each GPU has only %4."
                    ),
                    name,
                    fmt.gigabytes(p["need_gb"]),
                    _int(p["gpus"]),
                    fmt.gigabytes(p["usable_gb"]),
                ), self.tr(
                    "Use a GPU with more memory, or need less per GPU: ZeRO-3/FSDP, activation "
                    "recompute, a smaller micro batch, or LoRA/QLoRA."
                )
            case Code.QUOTA_TOO_SMALL:
                return fmt.fill(
                    self.tr("%1 needs %2 GPUs to fit this model in memory; the quota is %3."),
                    name,
                    _int(p["min_gpus"]),
                    _int(p["quota"]),
                ), self.tr(
                    "Raise the quota, or need less memory per GPU (ZeRO-3/FSDP, recompute, LoRA)."
                )
            case Code.NO_LAYOUT:
                return fmt.fill(
                    self.tr(
                        "%1: no GPU count up to the quota of %2 matches the tensor × pipeline "
                        "parallel layout, the whole-node rule and a global batch with one "
                        "micro-batch per data-parallel rank."
                    ),
                    name,
                    _int(p["quota"]),
                ), self.tr(
                    "Make the quota a multiple of tensor × pipeline parallel, or change the layout."
                )
            case Code.FIXED_GPUS_INFEASIBLE:
                return self._fixed_gpus(p, name), self.tr(
                    "Change the fixed GPU count, or let gpuplanner choose it."
                )
            case Code.NEVER_FINISHES:
                return fmt.fill(
                    self.tr(
                        "%1: from a GPU count of %2 upward, interruptions come faster than the "
                        "job makes progress; it is not expected to finish."
                    ),
                    name,
                    _int(p["gpus"]),
                ), self.tr(
                    "Enable checkpoints, checkpoint more often, or pick a steadier platform."
                )
            case Code.DEADLINE_MISSED:
                return fmt.fill(
                    self.tr(
                        "%1: at the chosen GPU count (%2) delivery takes %3 days, after the %4-day "
                        "deadline (the fastest possible is %5 days)."
                    ),
                    name,
                    _int(p["gpus"]),
                    fmt.number(p["delivery_days"], 1),
                    fmt.number(p["deadline_days"], 1),
                    fmt.number(p["fastest_days"], 1),
                ), self.tr("Allow more GPUs, choose a faster platform, or move the deadline.")
            case Code.OVER_BUDGET:
                return fmt.fill(
                    self.tr("%1: the total of %2 is over the budget of %3."),
                    name,
                    fmt.money(p["total"], currency),
                    fmt.money(p["budget"], currency),
                ), ""
            case Code.LOW_SCALING:
                return fmt.fill(
                    self.tr(
                        "%1: on %2 GPUs each GPU does only %3 of the work it would do alone; "
                        "communication eats the rest."
                    ),
                    name,
                    _int(p["gpus"]),
                    fmt.percent(p["efficiency"]),
                ), self.tr("Fewer GPUs, a faster interconnect or more overlap would waste less.")
            case Code.NO_CHECKPOINT_RISK:
                return fmt.fill(
                    self.tr(
                        "%1: without checkpoints, interruptions are expected to cost %2 hours of "
                        "lost work at the chosen GPU count (%3)."
                    ),
                    name,
                    fmt.number(p["lost_hours"], 1),
                    _int(p["gpus"]),
                ), self.tr("Turn on checkpoints for this platform.")
        return self._describe_more(n, currency)

    def _describe_more(self, n: Notice, currency: str) -> tuple[str, str]:
        """Calibration checks and the ways to meet a deadline or a budget."""
        p, name = n.params, n.platform or ""
        check = self.tr("Check the measured step time, the batch and the model size.")
        match n.code:
            case Code.CALIBRATION_MFU_HIGH:
                return fmt.fill(
                    self.tr(
                        "%1: the run measured at a GPU count of %2 implies an MFU of %3, above "
                        "the %4 this GPU can reach."
                    ),
                    name,
                    _int(p["gpus"]),
                    fmt.percent(p["mfu"]),
                    fmt.percent(p["ceiling_mfu"]),
                ), check
            case Code.CALIBRATION_MFU_LOW:
                return fmt.fill(
                    self.tr(
                        "%1: the run measured at a GPU count of %2 implies an MFU of only %3 "
                        "(below %4)."
                    ),
                    name,
                    _int(p["gpus"]),
                    fmt.percent(p["mfu"], 1),
                    fmt.percent(p["floor_mfu"]),
                ), check
            case Code.CALIBRATION_SUPERLINEAR:
                return fmt.fill(
                    self.tr(
                        "%1: the measurements imply %2 scaling at a GPU count of %3, faster than "
                        "linear; 100% is used instead."
                    ),
                    name,
                    fmt.percent(p["efficiency"]),
                    _int(p["gpus"]),
                ), check
            case Code.CALIBRATION_COMM_EXCEEDS:
                return fmt.fill(
                    self.tr(
                        "%1: at a GPU count of %2 the modelled communication (%3 s) takes longer "
                        "than the measured step (%4 s); the measurement is used as it is."
                    ),
                    name,
                    _int(p["gpus"]),
                    fmt.number(p["comm_seconds"], 2),
                    fmt.number(p["step_seconds"], 2),
                ), self.tr("The interconnect bandwidth entered is probably too low.")
            case Code.FIX_LATER_DEADLINE:
                return fmt.fill(
                    self.tr(
                        "%1: no GPU count meets the %2-day deadline; the fastest is %3 days (at "
                        "a GPU count of %4), so a deadline of %3 days would."
                    ),
                    name,
                    fmt.number(p["deadline_days"], 1),
                    fmt.number(p["days"], 1),
                    _int(p["gpus"]),
                ), ""
            case Code.FIX_BIGGER_BUDGET:
                return fmt.fill(
                    self.tr(
                        "%1: no GPU count stays within the budget of %2; the cheapest is %3 (at "
                        "a GPU count of %4), so a budget of %3 would."
                    ),
                    name,
                    fmt.money(p["budget"], currency),
                    fmt.money(p["amount"], currency),
                    _int(p["gpus"]),
                ), ""
            case Code.FIX_QUOTA:
                template = (
                    self.tr(
                        "%1: a quota of %2 GPUs (now %3) would meet the deadline: %4 days for %5."
                    )
                    if p["target"] == "deadline"
                    else self.tr(
                        "%1: a quota of %2 GPUs (now %3) would stay within the budget: %4 days "
                        "for %5."
                    )
                )
                return fmt.fill(
                    template,
                    name,
                    _int(p["gpus"]),
                    _int(p["quota"]),
                    fmt.number(p["days"], 1),
                    fmt.money(p["total"], currency),
                ), ""
            case Code.FIX_OTHER_PLATFORM:
                template = (
                    self.tr("%1: %2 meets the deadline at a GPU count of %3: %4 days for %5.")
                    if p["target"] == "deadline"
                    else self.tr(
                        "%1: %2 stays within the budget at a GPU count of %3: %4 days for %5."
                    )
                )
                return fmt.fill(
                    template,
                    name,
                    p["other"],
                    _int(p["gpus"]),
                    fmt.number(p["days"], 1),
                    fmt.money(p["total"], currency),
                ), ""
            case Code.TARGETS_CONFLICT:
                return fmt.fill(
                    self.tr(
                        "%1: the deadline and the budget cannot both hold. Meeting the %2-day "
                        "deadline costs %4 (GPU count %3; budget %5); within the budget the "
                        "fastest is %7 days (GPU count %6)."
                    ),
                    name,
                    fmt.number(p["deadline_days"], 1),
                    _int(p["deadline_gpus"]),
                    fmt.money(p["deadline_total"], currency),
                    fmt.money(p["budget"], currency),
                    _int(p["budget_gpus"]),
                    fmt.number(p["budget_days"], 1),
                ), self.tr("Relax one of the two, or choose which matters more.")
            case Code.QUOTE_EXPIRED:
                return fmt.fill(
                    self.tr("%1: the vendor's quote was valid until %2 and has expired."),
                    name,
                    str(p["valid_until"]),
                ), self.tr("Ask the vendor for a new quote before deciding on these prices.")
        raise KeyError(n.code)

    def _fixed_gpus(self, p: dict[str, Any], name: str) -> str:
        gpus = _int(p["gpus"])
        match p.get("why"):
            case "layout":
                text = self.tr(
                    "%1: the fixed GPU count (%2) does not fit the tensor × pipeline parallel "
                    "layout (or whole nodes)."
                )
                return fmt.fill(text, name, gpus)
            case "memory":
                text = self.tr(
                    "%1: at the fixed GPU count (%2) the job needs %3 per GPU; the GPU has %4."
                )
                return fmt.fill(
                    text, name, gpus, fmt.gigabytes(p["need_gb"]), fmt.gigabytes(p["usable_gb"])
                )
            case "quota":
                return fmt.fill(
                    self.tr("%1: the fixed GPU count (%2) exceeds the quota."), name, gpus
                )
            case "interruptions":
                text = self.tr(
                    "%1: at the fixed GPU count (%2) interruptions come faster than progress; "
                    "the job is not expected to finish."
                )
                return fmt.fill(text, name, gpus)
        raise KeyError("why")
