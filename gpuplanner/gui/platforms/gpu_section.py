"""The platform's GPU: a catalog choice, with per-platform overrides of memory and TFLOPS.

The plan keeps its own copy of the GPU's datasheet figures, so an override edits that copy
for this platform only. A shared or oversold card that gives less memory than its datasheet
is modelled by the usable-memory override (seed 000 §4.1: a "24 GB" GPU that gives 16 GB).
"""

from __future__ import annotations

from pydantic import ValidationError
from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtWidgets import QComboBox, QLabel, QWidget

from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import GpuSpec
from gpuplanner.core.platform_edits import GpuFollow, change_gpu
from gpuplanner.core.workload import Precision
from gpuplanner.gui import catalog_source, field_errors, plain_text, wording
from gpuplanner.gui import format as fmt
from gpuplanner.gui.binding import _ERROR_STYLE
from gpuplanner.gui.catalog_source import Choice
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fields import OptionalField, UnitSpinBox, compact_combo
from gpuplanner.gui.platforms.sections import PlatformSection, Prefix

_PRECISIONS = ("bf16", "fp16", "fp8", "tf32", "fp32")


class GpuSection(PlatformSection):
    def __init__(self, document: PlanDocument, prefix: Prefix, parent: QWidget | None = None):
        super().__init__(wording.label("catalog.gpu"), document, prefix, parent)
        self._catalog = {c.id: c for c in catalog_source.gpus()}
        self.combo = QComboBox(self)
        compact_combo(self.combo)
        self.combo.setToolTip(self.tr("The card, from the GPU catalog (dense datasheet figures)."))
        for choice in self._catalog.values():
            self.combo.addItem(choice.label, choice.id)
            self.combo.setItemData(
                self.combo.count() - 1,
                plain_text.tooltip_html(self._about(choice)),
                Qt.ItemDataRole.ToolTipRole,
            )
        self.combo.activated.connect(self._on_chosen)
        self.form.addRow(self.tr("GPU:"), self.combo)
        # A one-line notice of what followed the last GPU change (MFU prior, link class …).
        self.notice = QLabel(self)
        self.notice.setWordWrap(True)
        self.notice.setTextFormat(Qt.TextFormat.PlainText)
        self.notice.hide()
        self.form.addRow("", self.notice)
        self.datasheet = QLabel(self)
        self.form.addRow(self.tr("Datasheet memory:"), self.datasheet)
        b = self.binder
        self.usable = OptionalField(
            self.tr("Override"),
            UnitSpinBox(
                wording.word("unit.gb"),
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
                self.tr("Has"), UnitSpinBox(wording.word("unit.tflops"), 0.1, 20_000, 1, 10, tip)
            )
            field.start = lambda name=name: self._tflops_start(name)
            self.tflops[name] = field
            label = fmt.fill(self.tr("%1 peak:"), name.upper())
            b.row(self.form, label, field, ("gpu", f"{name}_tflops"))

    def _about(self, choice: Choice[GpuSpec]) -> str:
        """The card's tooltip: memory and vendor, why its MFU prior, its price basis, notes."""
        t = choice.texts
        lines = [
            (self.tr("Why its MFU prior: %1"), t.mfu_rationale),
            (self.tr("Price basis: %1"), t.price_basis),
            (self.tr("Notes: %1"), t.notes),
        ]
        return "\n".join([choice.detail, *(fmt.fill(label, text) for label, text in lines if text)])

    def refresh(self) -> None:
        self.notice.hide()  # another platform is shown: the notice was about the last one
        super().refresh()

    def _on_plan(self, plan: Plan) -> None:
        if plan is not getattr(self, "_notice_plan", None):
            self.notice.hide()  # the notice tells the last GPU change only, until the next edit
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
        old = catalog_source.gpu_defaults(current.gpu.id)
        new = catalog_source.gpu_defaults(gpu_id)
        try:
            plan, changes = change_gpu(self.document.plan, base[1], choice.value, old, new)  # type: ignore[arg-type]
        except ValidationError as exc:
            # The plan refuses the card (MXFP8 scaling beside a Hopper GPU, named on
            # workload.fp8_recipe): said here, where the pick was made; the plan, its undo
            # stack and the picker keep the platform's card.
            self._notice_plan = self.document.plan
            self._on_plan(self.document.plan)
            self.notice.setStyleSheet(_ERROR_STYLE)
            self.notice.setText(field_errors.describe(exc))
            self.notice.show()
            return
        self.document.apply(plan, fmt.fill(self.tr("Choose GPU %1"), choice.label))
        self.notice.setStyleSheet("")
        self.notice.setText(self._changes_text(choice.label, changes, plan.workload.precision))
        self.notice.setVisible(bool(changes))
        self._notice_plan = plan

    def _changes_text(
        self, label: str, changes: tuple[GpuFollow, ...], precision: Precision
    ) -> str:
        """One line: what followed the new GPU ("MFU 40 % → 35 %; NVLink 360 → 160 GB/s")."""
        parts = []
        for change in changes:
            if change.field == "mfu":
                parts.append(
                    fmt.fill(
                        self.tr("MFU %1 → %2"),
                        fmt.percent(change.before, 0),
                        fmt.percent(change.after, 0),
                    )
                )
            elif change.field == "intra_node_gbps":
                parts.append(
                    fmt.fill(
                        self.tr("in-node link %1 → %2 GB/s"),
                        fmt.number(change.before, 0),
                        fmt.number(change.after, 0),
                    )
                )
            elif change.field == "usable_memory_gb":
                parts.append(self.tr("usable-memory override dropped"))
            elif change.field == "precision":
                name = precision.value.upper()
                text = (
                    self.tr("%1 available")
                    if change.after
                    else self.tr("no %1: falls back to a slower precision")
                )
                parts.append(fmt.fill(text, name))
        if not parts:
            return ""
        return fmt.fill(self.tr("With the %1: %2 (Undo reverts all)."), label, "; ".join(parts))
