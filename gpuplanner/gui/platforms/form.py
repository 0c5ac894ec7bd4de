"""The detail form of the selected platform: its sections laid out in three columns.

The form edits ``plan.platforms[index]``; ``set_index`` follows the table's selection and
refreshes every section from the plan.
"""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget

from gpuplanner.core.plan import Plan
from gpuplanner.gui.binding import PlanPath
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.platforms.adjustment_form import AdjustmentSection
from gpuplanner.gui.platforms.calibration_form import CalibrationSection
from gpuplanner.gui.platforms.energy_form import EnergySection
from gpuplanner.gui.platforms.financing_form import FinancingSection
from gpuplanner.gui.platforms.gpu_section import GpuSection
from gpuplanner.gui.platforms.interconnect_section import InterconnectSection
from gpuplanner.gui.platforms.pricing_form import PricingSection
from gpuplanner.gui.platforms.ranges_form import RangesSection
from gpuplanner.gui.platforms.scaling_points_editor import ScalingPointsSection
from gpuplanner.gui.platforms.sections import (
    CountSection,
    GeneralSection,
    InterruptionSection,
    PerformanceSection,
    PlatformSection,
)
from gpuplanner.gui.platforms.storage_form import QualificationSection, StorageSection
from gpuplanner.gui.reflow import ReflowColumns


class PlatformForm(QWidget):
    def __init__(self, document: PlanDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.index: int | None = 0 if document.plan.platforms else None
        prefix = self._prefix
        self.general = GeneralSection(document, prefix)
        self.gpu = GpuSection(document, prefix)
        self.pricing = PricingSection(document, prefix)
        self.adjustment = AdjustmentSection(document, prefix)
        self.performance = PerformanceSection(document, prefix)
        self.interconnect = InterconnectSection(document, prefix)
        self.scaling = ScalingPointsSection(document, prefix)
        self.count = CountSection(document, prefix)
        self.interruptions = InterruptionSection(document, prefix)
        self.ranges = RangesSection(document, prefix)
        self.calibration = CalibrationSection(document, prefix)
        self.energy = EnergySection(document, prefix)
        self.financing = FinancingSection(document, prefix)
        self.storage = StorageSection(document, prefix)
        self.qualification = QualificationSection(document, prefix)
        # Three columns where they fit, fewer on a narrow window (never a sideways scroll).
        self.columns = ReflowColumns(
            (
                (self.general, self.pricing, self.adjustment, self.ranges, self.calibration),
                (self.gpu, self.performance, self.count, self.financing, self.storage),
                (
                    self.interconnect,
                    self.scaling,
                    self.interruptions,
                    self.energy,
                    self.qualification,
                ),
            ),
            self,
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.columns)
        self.set_index(self.index)

    @property
    def sections(self) -> tuple[PlatformSection, ...]:
        return (
            self.general,
            self.gpu,
            self.pricing,
            self.adjustment,
            self.performance,
            self.interconnect,
            self.scaling,
            self.count,
            self.interruptions,
            self.ranges,
            self.calibration,
            self.energy,
            self.financing,
            self.storage,
            self.qualification,
        )

    def _prefix(self, plan: Plan) -> PlanPath | None:
        if self.index is None or not 0 <= self.index < len(plan.platforms):
            return None
        return ("platforms", self.index)

    def set_index(self, index: int | None) -> None:
        """Show (and edit) the platform at ``index`` (None: nothing selected)."""
        self.index = index
        for section in self.sections:
            section.refresh()
