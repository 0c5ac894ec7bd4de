"""How bad each core notice is, and its wording in the UI language (from io.messages).

Each notice code becomes a sentence saying what happened and a short advice saying what to do;
both come from the message catalog, the same sentences as the report and the workbook.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import Any

from gpuplanner.core.notices import Code, Notice
from gpuplanner.gui import format as fmt
from gpuplanner.gui import i18n
from gpuplanner.io import messages
from gpuplanner.io.words.notices import describe_notice, notice_advice


class Severity(IntEnum):
    INFO = 0
    SUGGESTION = 1  # a way to meet the deadline or the budget
    WARNING = 2
    BLOCKING = 3  # the platform cannot run the job at all


# Codes that are a platform's reason for being infeasible.
BLOCKING = {
    Code.NO_PRECISION,
    Code.NO_FP8,
    Code.NEVER_FITS,
    Code.QUOTA_TOO_SMALL,
    Code.NO_LAYOUT,
    Code.TP_ACROSS_NODES,
    Code.CP_ACROSS_NODES,
    Code.FIXED_GPUS_INFEASIBLE,
    Code.NEVER_FINISHES,
}


@dataclass(frozen=True)
class Wording:
    text: str  # what happened, in plain words
    advice: str  # what to do about it ("" when there is nothing to do)
    severity: Severity


def severity(code: Code) -> Severity:
    if code in BLOCKING:
        return Severity.BLOCKING
    if code in (Code.MODEL_SHAPE_ESTIMATED, Code.MFU_IS_COMPUTE_EFFICIENCY):
        return Severity.INFO
    if code.value.startswith("fix_"):
        return Severity.SUGGESTION
    return Severity.WARNING


def word_notice(notice: Notice, currency: str) -> Wording:
    """A notice in the UI language, money in ``currency``, numbers in the display locale."""
    lang = i18n.current_language()

    def render(value: Any, spec: str) -> str:
        if spec == messages.MONEY and isinstance(value, int | float):
            return fmt.money(value, currency)
        return fmt.render(value, spec)

    text = describe_notice(notice, lang, render)
    return Wording(text, notice_advice(notice, lang, render), severity(notice.code))
