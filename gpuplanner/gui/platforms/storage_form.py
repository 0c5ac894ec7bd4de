"""The platform's storage as a throughput (core/storage.py) and the trial's checklist
(core/qualification.py): what the qualification kit measures, and what a half-day trial
showed — beside the cost, never in it (issue 28)."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit, QPushButton, QWidget

from gpuplanner.core.edit import replace_at
from gpuplanner.core.memory import checkpoint_bytes
from gpuplanner.core.plan import Plan
from gpuplanner.core.storage import STORAGE_CLASSES, StorageKind, with_typical_rates
from gpuplanner.core.storage_effects import with_storage_checkpoint
from gpuplanner.gui import format as fmt
from gpuplanner.gui import wording
from gpuplanner.gui.binding import PlanPath
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fields import OptionalField, UnitSpinBox, compact_combo, wrapping_label
from gpuplanner.gui.platforms.sections import PlatformSection, Prefix

CHECKS = ("quota_wait", "image_ready", "documentation", "ticket_response", "nccl_errors")


def _tr(text: str) -> str:
    return QCoreApplication.translate("StorageSection", text)


def _rate(tip: str) -> OptionalField:
    return OptionalField(_tr("Known"), UnitSpinBox("MB/s", 0.1, 1e7, 0, 100, tip))


class StorageSection(PlatformSection):
    """Dataset and checkpoint throughput per node; empty rates are not modelled."""

    def __init__(self, document: PlanDocument, prefix: Prefix, parent: QWidget | None = None):
        super().__init__(_tr("Storage throughput"), document, prefix, parent)
        b = self.binder
        self.kind = compact_combo(QComboBox(self), 16)
        for kind in StorageKind:  # domain words: the catalog's (storage_kind.*)
            self.kind.addItem(wording.label(f"storage_kind.{kind.value}"), kind.value)
        b.row(self.form, _tr("Kind:"), self.kind, ("storage", "kind"))
        self.read = _rate(_tr("Sequential read per node: a packed dataset (the kit measures it)."))
        b.row(self.form, _tr("Read:"), self.read, ("storage", "read_mb_s"))
        self.small = _rate(_tr("Many small files read at random, per node."))
        b.row(self.form, _tr("Small-file read:"), self.small, ("storage", "small_file_read_mb_s"))
        self.write = _rate(
            _tr("Checkpoint writes: set, the write time is the checkpoint's size over it.")
        )
        b.row(self.form, _tr("Write:"), self.write, ("storage", "write_mb_s"))
        self.packed = QCheckBox(_tr("Dataset packed into large shards"), self)
        self.packed.setToolTip(
            _tr("Off: the dataset is many small files, read at the small-file rate.")
        )
        self.form.addRow(
            "", b.bind(self.packed, ("storage", "packed_dataset"), _tr("Toggle packed dataset"))
        )
        self.typical = QPushButton(_tr("Fill typical rates"), self)
        self.typical.clicked.connect(self._fill_typical)
        self.form.addRow("", self.typical)
        self.measured = wrapping_label(self)
        self.form.addRow(self.measured)

    def _fill_typical(self) -> None:
        """The kind's typical rates where none is known (one undo step)."""
        base = self.prefix(self.document.plan)
        p = self.platform()
        if base is None or p is None:
            return
        storage = with_typical_rates(p.storage)
        if storage != p.storage:
            plan = replace_at(self.document.plan, (*base, "storage"), storage)
            self.document.apply(plan, _tr("Fill typical storage rates"))

    def _on_plan(self, plan: Plan) -> None:
        p = self.platform(plan)
        m = p.measurement if p is not None else None
        typical = STORAGE_CLASSES.get(p.storage.kind) if p is not None else None
        self.typical.setEnabled(
            p is not None and typical is not None and with_typical_rates(p.storage) != p.storage
        )
        self.typical.setToolTip(
            fmt.fill(_tr("Typical rates of this kind where none is known: %1."), typical.source)
            if typical is not None
            else _tr("No typical rates for this kind: measure them with the test kit.")
        )
        text = ""
        if p is not None and p.storage.write_mb_s is not None:
            # The interruption model's write time, from the core (size over the write rate).
            hours = with_storage_checkpoint(plan.workload, p).checkpoint_write_hours
            text = fmt.fill(
                _tr(
                    "A checkpoint of %1 GB takes %2 min at this write rate (used instead of "
                    "the typed write time)."
                ),
                fmt.number(checkpoint_bytes(plan.workload) / 1e9, 0),
                fmt.number(hours * 60, 1),
            )
        if m is not None:
            when = m.measured_at.date().isoformat() if m.measured_at else "?"
            text += (" " if text else "") + fmt.fill(
                _tr("Measured by the test kit on %1 (%2): %3."),
                m.host or "?",
                when,
                ", ".join(m.fields),
            )
        self.measured.setText(text)
        self.form.setRowVisible(self.measured, bool(text))


class QualificationSection(PlatformSection):
    """The source articles' 30-minute checklist: a score (1–5) and a note per item, dated
    the day the score is set."""

    def __init__(self, document: PlanDocument, prefix: Prefix, parent: QWidget | None = None):
        super().__init__(wording.label("kit.item.checklist"), document, prefix, parent)
        labels = {
            "quota_wait": _tr("Quota granted in time:"),
            "image_ready": _tr("Image ready (driver, CUDA, PyTorch):"),
            "documentation": _tr("Documentation:"),
            "ticket_response": _tr("Ticket response:"),
            "nccl_errors": _tr("No NCCL errors:"),
        }
        self.scores: dict[str, QComboBox] = {}
        for check, label in labels.items():
            combo = compact_combo(QComboBox(self), 6)
            combo.addItem("—", None)
            for score in range(1, 6):
                combo.addItem(str(score), score)
            combo.setToolTip(_tr("1 poor … 5 good; the day it is set is kept with it."))
            self.binder.row(
                self.form,
                label,
                combo,
                ("qualification", check, "score"),
                adjust=lambda before, after, check=check: self._dated(before, after, check),
            )
            self.scores[check] = combo
        self.notes = QLineEdit(self)
        self.notes.setToolTip(_tr("What the trial showed, beside the cost (never in it)."))
        self.binder.row(self.form, _tr("Notes:"), self.notes, ("qualification", "notes"))

    def _dated(self, before: Plan, after: Plan, check: str) -> Plan:
        base = self.prefix(after)
        if base is None:
            return after
        return date_check(after, base, check, dt.date.today())


def date_check(plan: Plan, base: PlanPath, check: str, day: dt.date) -> Plan:
    """The plan with the check's date set to ``day`` (a score just typed)."""
    index = base[1]
    assert isinstance(index, int)
    p = plan.platforms[index]
    item = getattr(p.qualification, check).model_copy(update={"date": day})
    q = p.qualification.model_copy(update={check: item})
    platforms = list(plan.platforms)
    platforms[index] = p.model_copy(update={"qualification": q})
    return plan.model_copy(update={"platforms": tuple(platforms)})
