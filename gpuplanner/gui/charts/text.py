"""Translatable names of cost parts and memory parts, and eliding of long names.

Module-level strings go through ``QCoreApplication.translate`` with the context "charts" so
lupdate finds them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gpuplanner.core.fees import FeeKind


def _tr(text: str) -> str:
    return QCoreApplication.translate("charts", text)


def fee_kind_label(kind: FeeKind) -> str:
    labels = {
        FeeKind.STORAGE_OBJECT: _tr("Object storage"),
        FeeKind.STORAGE_FILE: _tr("File storage"),
        FeeKind.STORAGE_BLOCK: _tr("Block storage"),
        FeeKind.EGRESS: _tr("Egress"),
        FeeKind.PUBLIC_IP: _tr("Public IP"),
        FeeKind.SNAPSHOTS: _tr("Snapshots"),
        FeeKind.SUPPORT: _tr("Support / SLA"),
        FeeKind.LABOR: _tr("Labor"),
        FeeKind.OTHER: _tr("Other fees"),
    }
    return labels[kind]


def compute_label() -> str:
    return _tr("Compute (GPU time)")


def interruption_label() -> str:
    return _tr("Interruption losses")


MEMORY_PARTS = ("weights", "gradients", "optimizer", "activations", "reserve")


def memory_part_label(part: str) -> str:
    labels = {
        "weights": _tr("Weights"),
        "gradients": _tr("Gradients"),
        "optimizer": _tr("Optimizer states"),
        "activations": _tr("Activations"),
        "reserve": _tr("Runtime reserve"),
    }
    return labels[part]


def elide(text: str, limit: int = 30) -> str:
    """Shorten a long platform name for an axis tick; the legend and hover keep it whole."""
    return text if len(text) <= limit else text[: limit - 1] + "…"
