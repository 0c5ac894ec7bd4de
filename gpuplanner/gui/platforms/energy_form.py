"""A platform's power draw (``platform.energy``) and the plan's grid (``plan.carbon``).

kWh, peak kW and tCO₂ are the result's (``core.energy``); these forms only edit the inputs.
A self-built cluster's power per GPU and PUE are its pricing's (they price its electricity),
so those two fields apply to rented platforms only.
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QGroupBox, QLabel, QWidget

from gpuplanner.core.energy_models import GRID_PRESETS, GridRegion
from gpuplanner.core.plan import Plan
from gpuplanner.gui import format as fmt
from gpuplanner.gui import i18n, wording
from gpuplanner.gui.binding import Binder, PlanPath, form_layout, percent_conversions
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fields import OptionalField, UnitSpinBox, compact_combo
from gpuplanner.gui.platforms.sections import PlatformSection, Prefix
from gpuplanner.io.report.energy import preset_source

ENERGY = ("energy",)
CARBON: PlanPath = ("carbon",)


def _rented(plan: Plan, base: PlanPath) -> bool:
    # Here, not at the top: the Workload tab's grid form (below) is built before the first
    # paint, the pricing rules (numpy) after it.
    from gpuplanner.core.pricing_modes import rules_for

    return not rules_for(plan.platforms[base[1]].pricing).owns_hardware  # type: ignore[index]


class EnergySection(PlatformSection):
    def __init__(self, document: PlanDocument, prefix: Prefix, parent: QWidget | None = None):
        super().__init__(self.tr("Power and carbon"), document, prefix, parent)
        b = self.binder
        self.power = UnitSpinBox(
            self.tr("W/GPU"), 1, 5000, 0, 50, self.tr("The GPU's power; unset: the catalog TDP.")
        )
        self.power_field = OptionalField(self.tr("Override"), self.power, self)
        self.power_field.start = self._tdp
        b.row(
            self.form,
            self.tr("GPU power:"),
            self.power_field,
            (*ENERGY, "gpu_power_w"),
            when=_rented,
        )
        self.overhead = UnitSpinBox(
            "×", 1, 3, 2, 0.05, self.tr("Host CPUs, NICs, fans on top of the GPUs (about 1.3).")
        )
        b.row(self.form, self.tr("Server overhead:"), self.overhead, (*ENERGY, "server_overhead"))
        self.pue = UnitSpinBox("", 1, 5, 2, 0.05, self.tr("Data-centre overhead; unset: 1.1."))
        self.pue_field = OptionalField(self.tr("Set"), self.pue, self, start=1.1)
        b.row(self.form, self.tr("PUE:"), self.pue_field, (*ENERGY, "pue"), when=_rented)
        pct = percent_conversions()
        self.load = UnitSpinBox("%", 1, 100, 0, 5, self.tr("Average draw while training."))
        b.row(self.form, self.tr("Load factor:"), self.load, (*ENERGY, "load_factor"), **pct)
        self.idle = UnitSpinBox(
            "%", 0, 100, 0, 5, self.tr("Draw while held but not training (setup).")
        )
        b.row(self.form, self.tr("Idle draw:"), self.idle, (*ENERGY, "idle_fraction"), **pct)
        self.grid = UnitSpinBox(
            wording.word("unit.kg_per_kwh"),
            0,
            2,
            4,
            0.01,
            self.tr("This platform's grid; unset: the plan's."),
        )
        self.grid_field = OptionalField(self.tr("Own grid"), self.grid, self, start=0.5306)
        b.row(self.form, self.tr("Grid:"), self.grid_field, (*ENERGY, "grid_kg_per_kwh"))
        self.figures = QLabel(self)
        self.figures.setWordWrap(True)
        self.form.addRow("", self.figures)

    def _tdp(self) -> float:
        p = self.platform()
        return float(p.gpu.tdp_w) if p is not None and p.gpu.tdp_w else 700.0

    def _on_result(self, result) -> None:
        r = self.platform_result(result)
        if r is None or r.energy is None or r.chosen is None:
            self.figures.clear()
            return
        i = r.chosen - 1
        self.figures.setText(
            fmt.fill(
                self.tr("%1 kWh, peak %2 kW, %3 t CO₂ at the chosen GPU count."),
                fmt.number(float(r.energy.kwh[i]), 0),
                fmt.number(float(r.energy.peak_kw[i]), 1),
                fmt.number(float(r.energy.tco2[i]), 2),
            )
        )


class CarbonSection(QGroupBox):
    """The plan's grid intensity: a sourced, dated preset, or a typed figure."""

    def __init__(self, document: PlanDocument, parent: QWidget | None = None) -> None:
        super().__init__(wording.label("xl.item.grid_kg_per_kwh"), parent)
        form = form_layout()
        b = self.binder = Binder(document, lambda plan: CARBON)
        self.region = compact_combo(QComboBox(self), 28)
        names = {region: wording.word(f"xl.grid.{region.value}") for region in GridRegion}
        for region, name in names.items():
            preset = GRID_PRESETS[region]
            self.region.addItem(f"{name}: {preset.kg_per_kwh:g}", region.value)
            self.region.setItemData(
                self.region.count() - 1,
                preset_source(region, i18n.current_language()),
                3,  # tooltip role
            )
        b.row(form, self.tr("Preset:"), self.region, ("region",))
        self.typed = UnitSpinBox(
            wording.word("unit.kg_per_kwh"), 0, 2, 4, 0.01, self.tr("A typed figure.")
        )
        self.typed_field = OptionalField(
            wording.label("bill.source.typed"), self.typed, self, start=0.5306
        )
        b.row(form, self.tr("Instead:"), self.typed_field, ("kg_per_kwh",))
        self.setLayout(form)
