"""The fee lines every cloud job has, so none is forgotten ("Add the usual items").

Rates are 0, never invented: the notes say what to enter and quote the seeds' typical prices.
Quantities follow the workload: storage holds the dataset and two checkpoints (the last and
one to fall back to), snapshots one checkpoint, egress the trained weights that leave the
provider (core.memory's checkpoint and weight sizes).
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication

from gpuplanner.core.edit import replace_at
from gpuplanner.core.fees import FeeBasis, FeeItem, FeeKind
from gpuplanner.core.memory import checkpoint_bytes, trained_weights_bytes
from gpuplanner.core.plan import Plan
from gpuplanner.gui import format as fmt
from gpuplanner.gui import wording

STORAGE_KINDS = {FeeKind.STORAGE_OBJECT, FeeKind.STORAGE_FILE, FeeKind.STORAGE_BLOCK}
LABOR_HOURS = 8.0  # a working day of setup and debugging: a placeholder the user edits


def _tr(text: str) -> str:
    return QCoreApplication.translate("usual_fees", text)


CHECKPOINTS_KEPT = 2  # the last checkpoint and one to fall back to: a placeholder to edit


def usual_items(plan: Plan, platform_index: int) -> list[FeeItem]:
    """The usual lines whose kind the platform does not have yet."""
    w = plan.workload
    checkpoint_gb = round(checkpoint_bytes(w) / 1e9, 1)
    weights_gb = round(trained_weights_bytes(w) / 1e9, 1)
    stored = round(w.dataset_gb + CHECKPOINTS_KEPT * checkpoint_gb, 1)
    candidates = [
        FeeItem(
            name=_tr("Object storage (dataset + checkpoints)"),
            kind=FeeKind.STORAGE_OBJECT,
            basis=FeeBasis.PER_GB_MONTH,
            rate=0.0,
            quantity=stored,
            note=fmt.fill(
                _tr(
                    "Enter the price per GB-month (e.g. object 0.1, file 0.2 CNY). Quantity: "
                    "the %1 GB dataset and two %2 GB checkpoints."
                ),
                fmt.number(w.dataset_gb, 0),
                fmt.number(checkpoint_gb, 1),
            ),
        ),
        FeeItem(
            name=wording.label("fee_kind.egress"),
            kind=FeeKind.EGRESS,
            basis=FeeBasis.PER_GB,
            rate=0.0,
            quantity=weights_gb,
            note=_tr(
                "Data leaving the provider over the public internet (e.g. 0.5 CNY/GB); "
                "0 on an intranet. Quantity: the trained weights you download."
            ),
        ),
        FeeItem(
            name=wording.label("fee_kind.public_ip"),
            kind=FeeKind.PUBLIC_IP,
            basis=FeeBasis.PER_MONTH,
            rate=0.0,
            quantity=1.0,
            note=_tr("Monthly price per public address; quantity = addresses."),
        ),
        FeeItem(
            name=wording.label("fee_kind.snapshots"),
            kind=FeeKind.SNAPSHOTS,
            basis=FeeBasis.PER_GB_MONTH,
            rate=0.0,
            quantity=checkpoint_gb,
            note=_tr(
                "Disk snapshots or images kept: GB and the price per GB-month (quantity: "
                "one checkpoint)."
            ),
        ),
        FeeItem(
            name=wording.label("fee_kind.support"),
            kind=FeeKind.SUPPORT,
            basis=FeeBasis.PERCENT_OF_COMPUTE,
            rate=0.0,
            quantity=1.0,
            note=_tr(
                "Support plan as a percentage of the GPU time after any discount "
                "(discounted compute + interruptions)."
            ),
        ),
        FeeItem(
            name=_tr("Labor (setup, debugging, migration)"),
            kind=FeeKind.LABOR,
            basis=FeeBasis.FIXED,
            rate=0.0,
            quantity=LABOR_HOURS,
            note=_tr("Quantity = engineer hours, rate = cost per hour."),
        ),
    ]
    present = {f.kind for f in plan.platforms[platform_index].fees}
    has_storage = bool(present & STORAGE_KINDS)
    # Their rates and quantities are this preset's, not the user's: the bill says "preset"
    # for each until it is set (core/fees.py, FeeItem.preset_fields).
    return [
        item.model_copy(update={"preset_fields": ("rate", "quantity")})
        for item in candidates
        if item.kind not in present and not (item.kind in STORAGE_KINDS and has_storage)
    ]


def with_usual_items(plan: Plan, platforms: Iterable[int]) -> Plan:
    """``plan`` with the usual items each of ``platforms`` lacks appended to its fees."""
    for i in platforms:
        new = usual_items(plan, i)
        if new:
            plan = replace_at(plan, ("platforms", i, "fees"), (*plan.platforms[i].fees, *new))
    return plan
