"""The explanation panel's layout and memory lines for one platform, in words.

The layout is the core's (``PlatformResult.layout.at``, the figures ``report --json`` gives as
``platforms[].layout``) at the chosen N — or, for a platform that cannot run, at the count
its reason names (``memory_gpus``: the fixed count, else the smallest tried), together with the
memory per GPU there and its breakdown, so an infeasible platform still says by how much it
overshoots. Nothing is computed here.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from gpuplanner.core.result import PlatformResult
from gpuplanner.core.workload import LayoutField
from gpuplanner.gui import format as fmt
from gpuplanner.gui import wording


def _tr(text: str) -> str:
    return QCoreApplication.translate("layout_detail", text)


def _field_names() -> dict[str, str]:
    """The settings gpuplanner chose, as words in a list: the catalog's ``layout.*``."""
    return {f.value: wording.in_sentence(f"layout.{f.value}") for f in LayoutField}


def _recompute(value: str) -> str:
    return {v: wording.word(f"recompute.{v}") for v in ("none", "selective", "full")}.get(
        value, value
    )


Rows = list[tuple[str, list[str]]]  # (heading, its detail rows): short enough not to elide


def layout_rows(layout: dict[str, Any], gpus: int) -> tuple[str, list[str]]:
    """ "Layout at 8 GPUs: d 8 × t 1 × p 1 × e 1" over micro-batch, ZeRO stage, recompute,
    SP (and virtual stages when interleaved), and which settings gpuplanner chose."""
    head = fmt.fill(
        _tr("Layout at %1 GPU: d %2 × t %3 × p %4 × e %5")
        if gpus == 1
        else _tr("Layout at %1 GPUs: d %2 × t %3 × p %4 × e %5"),
        fmt.integer(gpus),
        fmt.number(layout["data_parallel"], 0),
        fmt.integer(layout["tensor_parallel"]),
        fmt.integer(layout["pipeline_parallel"]),
        fmt.integer(layout["expert_parallel"]),
    )
    rows = [
        fmt.fill(_tr("Micro-batch: %1"), fmt.integer(layout["micro_batch"])),
        fmt.fill(_tr("ZeRO stage: %1"), fmt.integer(layout["zero_stage"])),
        fmt.fill(_tr("Recompute: %1"), _recompute(layout["recompute"])),
        fmt.fill(
            _tr("Sequence parallelism: %1"),
            _tr("on") if layout["sequence_parallel"] else _tr("off"),
        ),
    ]
    if layout["expert_tensor_parallel"] != layout["tensor_parallel"]:  # folded experts
        rows.append(fmt.fill(_tr("Expert tensor parallel: %1"), layout["expert_tensor_parallel"]))
    if layout["virtual_pipeline"] > 1:
        rows.append(
            fmt.fill(
                _tr("Virtual pipeline stages (model chunks per pipeline stage): %1"),
                layout["virtual_pipeline"],
            )
        )
    names = _field_names()
    automatic = [names.get(f, f) for f in layout["automatic"]]
    if automatic:
        rows.append(fmt.fill(_tr("Chosen by gpuplanner: %1"), _tr(", ").join(automatic)))
    else:
        rows.append(_tr("Every setting as typed (pinned)"))
    return head, rows


def memory_rows(row: PlatformResult, gpus: int) -> tuple[str, list[str]]:
    """Memory per GPU at ``gpus`` against the usable memory, over its parts."""
    parts = row.memory.at(gpus - 1)
    labels = (
        ("weights", _tr("Weights: %1")),
        ("gradients", _tr("Gradients: %1")),
        ("optimizer", _tr("Optimizer states: %1")),
        ("activations", _tr("Activations: %1")),
        ("reserve", _tr("Runtime reserve: %1")),
    )
    head = fmt.fill(
        _tr("Memory per GPU at %1 GPU: %2 of %3 usable")
        if gpus == 1
        else _tr("Memory per GPU at %1 GPUs: %2 of %3 usable"),
        fmt.integer(gpus),
        fmt.gigabytes(parts["total"], 1),
        # The GPU's memory as its datasheet says it (80 GB), as the warnings and the chart do.
        fmt.gigabytes(row.usable_memory_gb, trim=True),
    )
    return head, [fmt.fill(label, fmt.gigabytes(parts[k], 1)) for k, label in labels]


def detail_rows(row: PlatformResult) -> Rows:
    """The layout (and memory) rows for the panel; none when the core has no count to show."""
    point = row.chosen_point
    gpus = point.gpus if point is not None else row.memory_gpus
    if gpus is None:
        return []
    out: Rows = []
    if row.layout is not None:
        out.append(layout_rows(row.layout.at(gpus - 1, gpus), gpus))
    if point is None:
        out.append(memory_rows(row, gpus))
    return out
