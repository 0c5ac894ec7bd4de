"""Interconnect of a platform: link presets or custom bandwidths, node size, whole nodes.

Each scope (inside a node, between nodes) has a preset combo and its bandwidth field. Choosing
a preset writes its effective bandwidth; a bandwidth matching no preset shows as "Custom".
"""

from __future__ import annotations

import math

from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QWidget

from gpuplanner.core.edit import replace_at
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform_edits import mark_typed_node_size
from gpuplanner.gui import catalog_source, plain_text, wording
from gpuplanner.gui import format as fmt
from gpuplanner.gui.catalog_source import Scope
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fields import IntSpinBox, OptionalField, UnitSpinBox, compact_combo
from gpuplanner.gui.platforms.sections import PlatformSection, Prefix

CUSTOM = ""
MAX_DOMAIN = 576  # GPUs (and adapters) a node may have: one NVLink 5 domain at most

_FIELDS: dict[Scope, str] = {"intra_node": "intra_node_gbps", "inter_node": "inter_node_gbps"}


class InterconnectSection(PlatformSection):
    def __init__(self, document: PlanDocument, prefix: Prefix, parent: QWidget | None = None):
        super().__init__(self.tr("Interconnect"), document, prefix, parent)
        b = self.binder
        # Up to 576: the largest NVLink 5 domain NVIDIA supports (Mission Control, "NVLink
        # Technology"); an NVL72 rack is 72.
        self.gpus_per_node = IntSpinBox(
            wording.word("unit.gpus"),
            1,
            MAX_DOMAIN,
            1,
            self.tr(
                "GPUs in one node, the scale-up (NVLink) domain: 8 in an HGX server, 72 in an "
                "NVL72 rack. Tensor and context parallelism stay within it, at the bandwidth "
                "inside a node."
            ),
        )
        b.row(
            self.form,
            self.tr("Per node:"),
            self.gpus_per_node,
            ("gpus_per_node",),
            adjust=self._typed_node_size,  # the bill's source for it: typed, once set here
        )
        self.whole_nodes = QCheckBox(wording.label("quote.col.whole_nodes"), self)
        self.whole_nodes.setToolTip(
            self.tr(
                "GPU counts are multiples of a node, unless partial nodes are billed as whole "
                "nodes (Billing terms): then 12 GPUs on 8-GPU nodes run and 16 are billed."
            )
        )
        self.form.addRow(
            "", b.bind(self.whole_nodes, ("whole_nodes",), self.tr("Toggle whole nodes"))
        )
        self._presets = {
            scope: [i for i in catalog_source.interconnects() if i.scope == scope]
            for scope in _FIELDS
        }
        self.combos: dict[Scope, QComboBox] = {}
        self.bandwidths: dict[Scope, UnitSpinBox] = {}
        texts = {
            "intra_node": (
                self.tr("Inside a node:"),
                self.tr("Bandwidth:"),
                self.tr(
                    "Effective all-reduce bus bandwidth between GPUs of one machine "
                    "(NVLink, PCIe) — measured, not the link's peak."
                ),
            ),
            "inter_node": (
                self.tr("Between nodes:"),
                self.tr("Bandwidth:"),
                self.tr(
                    "Effective bandwidth of one network adapter (InfiniBand, RoCE, Ethernet). "
                    "A multi-node all-reduce runs at the node's aggregate: this × the adapters "
                    "per node (a preset sets both; without one, one adapter per GPU)."
                ),
            ),
        }
        for scope, field in _FIELDS.items():
            label, bw_label, tip = texts[scope]
            combo = QComboBox(self)
            compact_combo(combo)
            combo.setToolTip(tip)
            for preset in self._presets[scope]:
                combo.addItem(preset.label, preset.id)
                if preset.basis:  # where the figure comes from, as text (never markup)
                    tooltip = plain_text.tooltip_html(preset.basis)
                    combo.setItemData(combo.count() - 1, tooltip, Qt.ItemDataRole.ToolTipRole)
            combo.addItem(self.tr("Custom"), CUSTOM)
            combo.activated.connect(lambda _i, s=scope: self._on_preset(s))
            self.combos[scope] = combo
            self.form.addRow(label, combo)
            box = UnitSpinBox(wording.word("unit.gbps"), 0.1, 10_000, 1, 1, tip)
            self.bandwidths[scope] = box
            b.row(self.form, bw_label, box, (field,), undo_text=self.tr("Change bandwidth"))
        self.nics = OptionalField(
            self.tr("Set"),
            IntSpinBox(
                self.tr("adapters"),
                1,
                MAX_DOMAIN,
                1,
                self.tr(
                    "Network adapters per node; the inter-node bus bandwidth is the bandwidth "
                    "above × this. Off: one adapter per GPU."
                ),
            ),
        )
        self.nics.start = lambda: self._nics_start()
        b.row(self.form, self.tr("Adapters per node:"), self.nics, ("nics_per_node",))

    def _typed_node_size(self, before: Plan, after: Plan) -> Plan:
        base = self.prefix(before)
        if base is None:
            return after
        return mark_typed_node_size(before, after, base[1])  # type: ignore[arg-type]

    def _nics_start(self) -> int:
        p = self.platform(self.document.plan)
        return p.gpus_per_node if p is not None else 8

    def _on_plan(self, plan: Plan) -> None:
        p = self.platform(plan)
        if p is None:
            return
        usual = catalog_source.usual_links(p.preset_id, p.gpu.id)
        for scope, field in _FIELDS.items():
            value = getattr(p, field)
            same = [i for i in self._presets[scope] if math.isclose(i.gbps, value, rel_tol=1e-9)]
            # Of the presets with this figure: the platform's own, else one with its adapters.
            same.sort(key=lambda i: (i.id != usual.get(scope), i.nics != p.nics_per_node))
            match = same[0].id if same else CUSTOM
            combo = self.combos[scope]
            with QSignalBlocker(combo):
                combo.setCurrentIndex(combo.findData(match))

    def _on_preset(self, scope: Scope) -> None:
        base = self.prefix(self.document.plan)
        wanted = self.combos[scope].currentData()
        preset = next((i for i in self._presets[scope] if i.id == wanted), None)
        if base is None or preset is None:
            return  # "Custom": keep the number, the user edits it
        plan = replace_at(self.document.plan, (*base, _FIELDS[scope]), preset.gbps)
        if scope == "inter_node":  # the node's adapters come with the preset's per-adapter figure
            plan = replace_at(plan, (*base, "nics_per_node"), preset.nics)
        self.document.apply(plan, fmt.fill(self.tr("Choose link %1"), preset.label))
        self._on_plan(self.document.plan)  # unchanged plan (same figure) still shows the preset
