"""Translatable names of cost parts and memory parts, and eliding of long names.

Module-level strings go through ``QCoreApplication.translate`` with the context "charts" so
lupdate finds them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gpuplanner.core.fees import FeeKind
from gpuplanner.gui import i18n, wording
from gpuplanner.io import messages


def _tr(text: str) -> str:
    return QCoreApplication.translate("charts", text)


def fee_kind_label(kind: FeeKind) -> str:
    if kind is FeeKind.OTHER:  # beside compute and interruptions "Other" would say too little
        return _tr("Other fees")
    return messages.label(f"fee_kind.{kind.value}", i18n.current_language())


def compute_label() -> str:
    return _tr("Compute (GPU time)")


def interruption_label() -> str:
    return wording.label("bill.line.interruption")


MEMORY_PARTS = ("weights", "gradients", "optimizer", "activations", "reserve")


def memory_part_label(part: str) -> str:
    labels = {
        "weights": wording.label("xl.mem.weights"),
        "gradients": wording.label("xl.mem.gradients"),
        "optimizer": wording.label("xl.mem.optimizer"),
        "activations": wording.label("xl.mem.activations"),
        "reserve": wording.label("xl.mem.reserve"),
    }
    return labels[part]


def elide(text: str, limit: int = 30) -> str:
    """Shorten a long platform name for an axis tick; the legend and hover keep it whole."""
    return text if len(text) <= limit else text[: limit - 1] + "…"
