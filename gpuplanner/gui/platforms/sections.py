"""Group boxes of the platform detail form: general, performance, GPU count, interruptions.

Each section edits the platform the form currently shows: ``prefix(plan)`` gives
``("platforms", i)`` or None when nothing is selected.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QCheckBox, QGroupBox, QLabel, QLineEdit, QWidget

from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import Platform
from gpuplanner.core.platform_edits import carry_baseline
from gpuplanner.core.stacks import stack_of
from gpuplanner.gui import catalog_source, wording
from gpuplanner.gui import format as fmt
from gpuplanner.gui.binding import Binder, PlanPath, form_layout, percent_conversions, scaled
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fields import (
    IntSpinBox,
    OptionalField,
    UnitSpinBox,
    stack_combo,
    wrapping_label,
)
from gpuplanner.gui.i18n import current_language
from gpuplanner.io import messages

if TYPE_CHECKING:  # the calculator is imported after the first paint (gui/document.py)
    from gpuplanner.core.result import PlanResult, PlatformResult

Prefix = Callable[[Plan], PlanPath | None]


class PlatformSection(QGroupBox):
    """A titled part of the form with its own binder; ``refresh()`` follows the selection."""

    def __init__(
        self, title: str, document: PlanDocument, prefix: Prefix, parent: QWidget | None = None
    ) -> None:
        super().__init__(title, parent)
        self.document = document
        self.prefix = prefix
        self.binder = Binder(document, prefix)
        self.form = form_layout()
        self.setLayout(self.form)
        document.plan_changed.connect(self._on_plan)
        document.result_changed.connect(self._on_result)

    def platform(self, plan: Plan | None = None) -> Platform | None:
        plan = plan if plan is not None else self.document.plan
        base = self.prefix(plan)
        return plan.platforms[base[1]] if base is not None else None  # type: ignore[index]

    def refresh(self) -> None:
        self.binder.refresh()
        self._on_plan(self.document.plan)
        self._on_result(self.document.result)

    def _on_plan(self, plan: Plan) -> None:
        """Update what is not a bound field (hints, combos); sections override."""

    def _on_result(self, result: PlanResult) -> None:
        """Update figures read from the (coalesced) result; sections override."""

    def platform_result(self, result: PlanResult) -> PlatformResult | None:
        base = self.prefix(self.document.plan)
        if base is None or base[1] >= len(result.platforms):  # type: ignore[operator]
            return None
        return result.platforms[base[1]]  # type: ignore[index]


class GeneralSection(PlatformSection):
    def __init__(self, document: PlanDocument, prefix: Prefix, parent: QWidget | None = None):
        super().__init__(wording.label("report.col.platform"), document, prefix, parent)
        b = self.binder
        self.name = QLineEdit(self)
        self.name.setToolTip(self.tr("A unique name for this candidate."))
        # Applied whole (a prefix of a taken name is no rename); the baseline follows it.
        b.row(self.form, self.tr("Name:"), self.name, ("name",), whole=True, adjust=carry_baseline)
        self.notes = QLineEdit(self)
        self.notes.setToolTip(self.tr("Image quality, start-up, risks: anything worth keeping."))
        b.row(self.form, self.tr("Notes:"), self.notes, ("notes",))
        self.source = wrapping_label(self)
        self.form.addRow(self.tr("Prices as of:"), self.source)

    def _on_plan(self, plan: Plan) -> None:
        p = self.platform(plan)
        if p is None:
            self.source.clear()
            self.source.setToolTip("")
            return
        when = p.prices_as_of.isoformat() if p.prices_as_of else self.tr("not dated")
        # The preset by the name the preset picker shows (its id only in the tooltip; the id
        # itself where this catalog has no such preset).
        named = (catalog_source.preset_label(p.preset_id) or p.preset_id) if p.preset_id else ""
        if p.prices_entered:
            when = fmt.fill(self.tr("%1, entered by the user"), when)
            started = self.tr(" (started from preset %1)")
            preset = fmt.fill(started, named) if named else ""
        else:
            preset = fmt.fill(self.tr(" (preset %1)"), named) if named else ""
        self.source.setText(when + preset + self._quote(p))
        tip = fmt.fill(self.tr("Catalog preset id: %1"), p.preset_id) if p.preset_id else ""
        self.source.setToolTip(tip)

    def _quote(self, p: Platform) -> str:
        """' · quote from Volc, valid until 2026-12-20' for a platform imported from a quote."""
        if not p.vendor and p.quote_valid_until is None:
            return ""
        until = p.quote_valid_until.isoformat() if p.quote_valid_until else self.tr("not dated")
        if not p.vendor:
            return fmt.fill(self.tr(" · quote valid until %1"), until)
        return fmt.fill(self.tr(" · quote from %1, valid until %2"), p.vendor, until)


def _typed_mfu(plan: Plan, base: PlanPath) -> bool:
    """The typed MFU is used: no measured run, and the time does not come from the work."""
    p = plan.platforms[base[1]]  # type: ignore[index]
    return p.calibration is None and not p.efficiency_from_work


class PerformanceSection(PlatformSection):
    def __init__(self, document: PlanDocument, prefix: Prefix, parent: QWidget | None = None):
        super().__init__(self.tr("Performance"), document, prefix, parent)
        b = self.binder
        self.mfu = UnitSpinBox(
            "%",
            1,
            100,
            1,
            1,
            self.tr(
                "Model FLOPs utilization: the share of the GPU's dense peak the job "
                "really achieves (typically 30–50 %)."
            ),
        )
        b.row(
            self.form,
            self.tr("MFU:"),
            self.mfu,
            ("mfu",),
            when=_typed_mfu,
            **percent_conversions(),
        )
        self.implied = QLabel(self)
        self.implied.setWordWrap(True)
        self.form.addRow("", self.implied)
        self.implied.hide()
        self.from_work = QCheckBox(wording.label("quote.col.efficiency_from_work"), self)
        self.from_work.setToolTip(
            self.tr(
                "Times each layer's matrix multiplies, attention and memory-bound operations "
                "on this GPU for the workload's layout and training stack, and shows the MFU "
                "that implies. Off: the MFU typed below is used."
            )
        )
        self.form.addRow(
            "",
            b.bind(
                self.from_work,
                ("efficiency_from_work",),
                self.tr("Toggle compute time from the work"),
                when=lambda plan, base: plan.platforms[base[1]].calibration is None,  # type: ignore[index]
            ),
        )
        # "" (None in the plan) runs the workload's stack, named in the entry's label.
        self.stack = stack_combo(
            self.tr(
                "The training stack this platform runs the job with when its provider's "
                "differs from the workload's (a managed service running NeMo, say): what it "
                "overlaps, recomputes and keeps in memory, and how fast its kernels run. The "
                "workload's: the stack chosen on the Workload tab."
            ),
        )
        b.row(
            self.form,
            self.tr("Training stack:"),
            self.stack,
            ("stack",),
            to_plan=lambda v: v or None,
            to_display=lambda v: v or "",
        )
        # A measured run replaces the typed MFU in the calculation: say which one is used.
        self.measured = QLabel(self)
        self.measured.setWordWrap(True)
        self.form.addRow("", self.measured)
        self.measured.hide()
        self.derate = UnitSpinBox(
            "%",
            0,
            99,
            1,
            1,
            self.tr("Throughput lost to virtualization or a shared GPU."),
        )
        b.row(
            self.form,
            self.tr("Virtualization loss:"),
            self.derate,
            ("virtualization_derate",),
            **percent_conversions(),
        )
        self.overlap = UnitSpinBox(
            "%",
            0,
            100,
            0,
            10,
            self.tr(
                "Share of the step's compute that hides the gradient communication. On "
                "Megatron-Core, with the compute timed from the work, its pipeline schedule "
                "decides instead."
            ),
        )
        b.row(
            self.form,
            self.tr("Comm. overlap:"),
            self.overlap,
            ("overlap",),
            **percent_conversions(),
        )
        self.effective = QLabel(self)
        self.effective.setToolTip(self.tr("Dense peak × MFU × (1 − virtualization loss)."))
        self.form.addRow(self.tr("Effective:"), self.effective)

    def _on_plan(self, plan: Plan) -> None:
        """The empty entry names the workload's stack, the one the platform then runs."""
        name = messages.text(f"stack.{stack_of(plan.workload).value}", current_language())
        self.stack.setItemText(0, fmt.fill(self.tr("The workload's (%1)"), name))

    def _on_result(self, result: PlanResult) -> None:
        r = self.platform_result(result)
        platform = self.platform()
        from_work = (
            r is not None
            and r.calibration is None
            and platform is not None
            and platform.efficiency_from_work
        )
        self.implied.setVisible(from_work)
        if from_work:
            assert r is not None
            self.implied.setText(fmt.fill(self.tr("MFU from the work: %1"), fmt.percent(r.mfu, 1)))
        measured = r is not None and r.calibration is not None
        self.measured.setVisible(measured)
        if measured:
            assert r is not None
            self.measured.setText(
                fmt.fill(self.tr("Measured run in use: %1"), fmt.percent(r.mfu, 1))
            )
            self.measured.setToolTip(
                self.tr("The MFU implied by the measured run replaces the typed MFU.")
            )
        if r is None:
            self.effective.clear()
            return
        self.effective.setText(
            fmt.fill(self.tr("%1 TFLOPS per GPU"), fmt.number(r.effective_tflops, 1))
        )


class CountSection(PlatformSection):
    """How many GPUs: a fixed count or the cheapest; the quota; setup and queue time."""

    def __init__(self, document: PlanDocument, prefix: Prefix, parent: QWidget | None = None):
        super().__init__(self.tr("GPU count and time"), document, prefix, parent)
        b = self.binder
        self.fixed = OptionalField(
            self.tr("Fixed"),
            IntSpinBox(
                wording.word("unit.gpus"),
                1,
                131_072,
                1,
                self.tr(
                    "Use exactly this many GPUs. Off: the cheapest count that fits and "
                    "meets the deadline."
                ),
            ),
        )
        self.fixed.start = self._chosen_gpus
        b.row(self.form, self.tr("GPU count:"), self.fixed, ("fixed_gpus",))
        self.quota = OptionalField(
            self.tr("Limit"),
            IntSpinBox(
                wording.word("unit.gpus"),
                1,
                131_072,
                1,
                self.tr("Most GPUs you can get here (quota or stock)."),
            ),
        )
        self.quota.start = self._chosen_gpus
        b.row(self.form, self.tr("Quota:"), self.quota, ("max_gpus",))
        self.setup = UnitSpinBox(
            wording.word("unit.minutes"),
            0,
            None,
            0,
            5,
            self.tr("Environment and image setup, trial run: billed, not training."),
        )
        b.row(self.form, self.tr("Setup time:"), self.setup, ("setup_hours",), **scaled(60, "min"))
        self.queue = UnitSpinBox(
            wording.word("unit.hours"),
            0,
            None,
            1,
            1,
            self.tr("Waiting for quota or stock: delays delivery."),
        )
        b.row(self.form, self.tr("Queue wait:"), self.queue, ("queue_hours",))
        # Data movement (core/transfer.py): hours in the delivery time, billed while held.
        self.upload = self._speed(
            self.tr(
                "Ingress speed: the dataset (and a fine-tune's starting checkpoint) is "
                "uploaded at this rate. Off: not modelled."
            )
        )
        b.row(self.form, self.tr("Upload:"), self.upload, ("upload_mbps",))
        self.download = self._speed(
            self.tr(
                "Egress speed: the trained checkpoint is downloaded at this rate. "
                "Off: not modelled."
            )
        )
        b.row(self.form, self.tr("Download:"), self.download, ("download_mbps",))
        self.holds = QCheckBox(wording.label("quote.col.transfer_holds_gpus"), self)
        self.holds.setToolTip(
            self.tr(
                "The GPUs are rented (billed) during the upload and download, e.g. the data "
                "is copied onto the instance's own disk."
            )
        )
        self.form.addRow(
            "",
            b.bind(
                self.holds, ("transfer_holds_gpus",), self.tr("Toggle GPUs held while data moves")
            ),
        )

    def _speed(self, tip: str) -> OptionalField:
        field = OptionalField(self.tr("On"), UnitSpinBox(self.tr("Mbit/s"), 1, None, 0, 100, tip))
        field.start = 1000.0
        return field

    def _chosen_gpus(self) -> int:
        """Where a switched-on count starts: the count the plan picks now (else one node)."""
        r = self.platform_result(self.document.result)
        point = r.chosen_point if r is not None else None
        return point.gpus if point is not None else 8


class InterruptionSection(PlatformSection):
    """Interruption rate and checkpoints; the automatic interval is Young's optimum."""

    def __init__(self, document: PlanDocument, prefix: Prefix, parent: QWidget | None = None):
        super().__init__(self.tr("Interruptions and checkpoints"), document, prefix, parent)
        b = self.binder
        self.rate = UnitSpinBox(
            self.tr("per 1,000 GPU-h"),
            0,
            1000,
            3,
            0.1,
            self.tr("Spot reclaims and hardware failures, per 1,000 GPU-hours."),
        )
        b.row(
            self.form,
            self.tr("Interruption rate:"),
            self.rate,
            ("interruption_rate",),
            **scaled(1000, self.tr("per 1,000 GPU-h")),
        )
        self.checkpointing = QCheckBox(self.tr("Write checkpoints"), self)
        self.checkpointing.setToolTip(
            self.tr("Without checkpoints an interruption restarts the job from the beginning.")
        )
        self.form.addRow(
            "",
            b.bind(self.checkpointing, ("checkpointing",), self.tr("Toggle checkpoints")),
        )
        on = lambda plan, base: plan.platforms[base[1]].checkpointing  # noqa: E731
        self.interval = OptionalField(
            self.tr("Fixed"),
            UnitSpinBox(
                wording.word("unit.hours"),
                0.01,
                None,
                2,
                0.5,
                self.tr("Hours between checkpoints. Off: Young's optimum √(2C/(Nλ))."),
            ),
        )
        self.interval.start = self._automatic_interval
        b.row(
            self.form, self.tr("Interval:"), self.interval, ("checkpoint_interval_hours",), when=on
        )
        self.auto_interval = QLabel(self)
        self.auto_interval.setEnabled(False)
        self.form.addRow("", self.auto_interval)
        self.write = UnitSpinBox(
            wording.word("unit.minutes"), 0, None, 1, 1, self.tr("Time to write one checkpoint.")
        )
        b.row(
            self.form,
            self.tr("Checkpoint write:"),
            self.write,
            ("checkpoint_write_hours",),
            when=on,
            **scaled(60, "min"),
        )
        self.restart = UnitSpinBox(
            wording.word("unit.minutes"),
            0,
            None,
            1,
            1,
            self.tr("Time to restart after an interruption."),
        )
        b.row(self.form, self.tr("Restart:"), self.restart, ("restart_hours",), **scaled(60, "min"))

    def _automatic_interval(self) -> float:
        """Where a fixed interval starts: the automatic one in use now (else one hour)."""
        r = self.platform_result(self.document.result)
        point = r.chosen_point if r is not None else None
        interval = point.checkpoint_interval_hours if point is not None else math.nan
        return round(interval, 2) if math.isfinite(interval) and interval >= 0.01 else 1.0

    def _on_result(self, result: PlanResult) -> None:
        p, r = self.platform(), self.platform_result(result)
        text = ""
        point = r.chosen_point if r is not None else None
        automatic = p is not None and p.checkpointing and p.checkpoint_interval_hours is None
        if automatic and point is not None:
            interval = point.checkpoint_interval_hours
            if math.isfinite(interval):
                text = fmt.fill(
                    self.tr("Automatic: every %1 on %2 GPUs"),
                    fmt.hours(interval, 2),
                    fmt.integer(point.gpus),
                )
            else:
                text = self.tr("Automatic: no interruptions expected")
        self.auto_interval.setText(text)
        self.form.setRowVisible(self.auto_interval, bool(text))
