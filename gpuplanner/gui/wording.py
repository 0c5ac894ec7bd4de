"""Domain words and core notices in the UI language, from the message catalog (io.messages).

The GUI's own chrome (menus, buttons, dialog titles, hints) is translated by ``tr()``; every
word of the domain (pricing modes, fee kinds and bases, bill lines, units, column names the
report and the workbook share) is read here from the catalog, so that one concept has one
Chinese term everywhere (docs/glossary.md). Each notice code becomes a sentence saying what
happened and a short advice saying what to do, the same sentences as the report and workbook.
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


def word(key: str) -> str:
    """The catalog's ``key`` in the UI language, as written ("h", "per GB", "none")."""
    return messages.text(key, i18n.current_language())


def label(key: str) -> str:
    """The catalog's ``key`` in the UI language as a label: first letter capitalised."""
    return messages.label(key, i18n.current_language())


def in_sentence(key: str) -> str:
    """The catalog's ``key`` inside a sentence or a list: "Tensor parallel" → "tensor
    parallel" (a leading acronym such as "GPU" or "ZeRO" keeps its case)."""
    text = word(key)
    first = text.split(" ", 1)[0]
    return text if any(c.isupper() for c in first[1:]) else text[:1].lower() + text[1:]


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
