"""The platform's GPU: a catalog choice, with per-platform overrides of memory and TFLOPS.

The plan keeps its own copy of the GPU's datasheet figures, so an override edits that copy
for this platform only. A shared or oversold card that gives less memory than its datasheet
is modelled by the usable-memory override (seed 000 §4.1: a "24 GB" GPU that gives 16 GB).
"""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtWidgets import QComboBox, QLabel, QWidget

from gpuplanner.core.plan import Plan
from gpuplanner.gui import catalog_source
from gpuplanner.gui import format as fmt
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fields import OptionalField, UnitSpinBox, compact_combo
from gpuplanner.gui.platform_edits import change_gpu
from gpuplanner.gui.platform_sections import PlatformSection, Prefix

_PRECISIONS = ("bf16", "fp16", "fp8", "tf32", "fp32")


class GpuSection(PlatformSection):
    def __init__(self, document: PlanDocument, prefix: Prefix, parent: QWidget | None = None):
        super().__init__(self.tr("GPU"), document, prefix, parent)
        self._catalog = {c.id: c for c in catalog_source.gpus()}
        self.combo = QComboBox(self)
        compact_combo(self.combo)
        self.combo.setToolTip(self.tr("The card, from the GPU catalog (dense datasheet figures)."))
        for choice in self._catalog.values():
            self.combo.addItem(choice.label, choice.id)
            self.combo.setItemData(
                self.combo.count() - 1, choice.detail, Qt.ItemDataRole.ToolTipRole
            )
        self.combo.activated.connect(self._on_chosen)
        self.form.addRow(self.tr("GPU:"), self.combo)
        self.datasheet = QLabel(self)
        self.form.addRow(self.tr("Datasheet memory:"), self.datasheet)
        b = self.binder
        self.usable = OptionalField(
            self.tr("Override"),
            UnitSpinBox(
                self.tr("GB"),
                1,
                1024,
                1,
                1,
                self.tr("Memory a job can really use when the GPU is shared or oversold."),
            ),
        )
        # Switching the override on starts from the datasheet figure, a valid value.
        self.usable.start = lambda: p.gpu.memory_gb if (p := self.platform()) else None
        b.row(self.form, self.tr("Usable memory:"), self.usable, ("usable_memory_gb",))
        self.tflops: dict[str, OptionalField] = {}
        tip = self.tr(
            "Dense tensor TFLOPS for this precision (never the sparse headline). Off: the "
            "GPU lacks this precision. Edits apply to this platform only."
        )
        for name in _PRECISIONS:
            field = OptionalField(
                self.tr("Has"), UnitSpinBox(self.tr("TFLOPS"), 0.1, 20_000, 1, 10, tip)
            )
            field.start = lambda name=name: self._tflops_start(name)
            self.tflops[name] = field
            label = self.tr("%1 peak:").replace("%1", name.upper())
            b.row(self.form, label, field, ("gpu", f"{name}_tflops"))

    def _on_plan(self, plan: Plan) -> None:
        p = self.platform(plan)
        if p is None:
            self.datasheet.clear()
            return
        self.datasheet.setText(fmt.gigabytes(p.gpu.memory_gb, 0))
        catalog_id = catalog_source.resolve_gpu_id(p.gpu.id)
        index = self.combo.findData(catalog_id) if catalog_id else -1
        with QSignalBlocker(self.combo):
            if index < 0:
                # A GPU the catalog lacks (or an edited copy): list it so the combo tells the truth.
                self.combo.addItem(p.gpu.name, p.gpu.id or p.gpu.name)
                index = self.combo.count() - 1
            self.combo.setCurrentIndex(index)

    def _tflops_start(self, precision: str) -> float | None:
        """Where a switched-on peak starts: the catalog card's figure, else its BF16 peak."""
        p = self.platform()
        if p is None:
            return None
        catalog_id = catalog_source.resolve_gpu_id(p.gpu.id)
        choice = self._catalog.get(catalog_id) if catalog_id else None
        figure = getattr(choice.value, f"{precision}_tflops") if choice else None
        return figure or p.gpu.bf16_tflops or p.gpu.fp16_tflops

    def _on_chosen(self, index: int) -> None:
        base = self.prefix(self.document.plan)
        gpu_id = self.combo.itemData(index)
        if base is None or gpu_id not in self._catalog:
            return
        current = self.document.plan.platforms[base[1]]  # type: ignore[index]
        if catalog_source.resolve_gpu_id(current.gpu.id) == gpu_id:
            return  # the same card: keep this platform's overrides
        choice = self._catalog[gpu_id]
        plan = change_gpu(self.document.plan, base[1], choice.value)  # type: ignore[arg-type]
        self.document.apply(plan, self.tr("Choose GPU %1").replace("%1", choice.label))
