"""The selected platform's measured run (the seeds' 20–50 steps on the candidate).

A check box adds or removes ``platform.calibration`` (each one undoable step). The
measurement is a GPU count and either a step time or a token rate, optionally with a 1-GPU
step time that separates MFU from scaling. What the core makes of it — the implied MFU and
scaling efficiency — is read from the result's ``calibration``; an implausible value is
explained in red with the core's own notice.
"""

from __future__ import annotations

from pydantic import ValidationError
from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QWidget

from gpuplanner.core.edit import replace_at
from gpuplanner.core.plan import Plan
from gpuplanner.core.result import PlanResult, PlatformResult
from gpuplanner.core.uncertainty_models import Calibration
from gpuplanner.gui import field_errors, wording
from gpuplanner.gui import format as fmt
from gpuplanner.gui.binding import FieldBinding, FieldCell, PlanPath
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fields import IntSpinBox, OptionalField, UnitSpinBox
from gpuplanner.gui.platforms.sections import PlatformSection, Prefix
from gpuplanner.gui.wording import word_notice

STEP, RATE = "step_seconds", "tokens_per_second"


def default_calibration(plan: Plan, result: PlanResult, index: int) -> Calibration:
    """A first measurement to edit: the model's own step time at the chosen GPU count.

    Entered as it is it implies (about) the MFU already typed, so ticking the box changes
    little until the measured figure replaces it.
    """
    r = result.platforms[index]
    gpus = r.chosen or 1
    step = float(r.train_hours[gpus - 1]) * 3600.0 / result.steps
    return Calibration(gpus=gpus, step_seconds=float(f"{step:.3g}"))


class CalibrationSection(PlatformSection):
    def __init__(self, document: PlanDocument, prefix: Prefix, parent: QWidget | None = None):
        super().__init__(self.tr("Measured run"), document, prefix, parent)
        self.enabled = QCheckBox(self.tr("Calibrate from a measured run"), self)
        self.enabled.setToolTip(
            self.tr(
                "Run 20–50 steps on this platform and enter the step time: the MFU it implies "
                "replaces the typed MFU."
            )
        )
        self.enabled.toggled.connect(self._on_enabled)
        self.form.addRow("", self.enabled)
        self.gpus = IntSpinBox(
            wording.word("unit.gpus"), 1, 131_072, 1, self.tr("GPUs in the measured run.")
        )
        self._bind(self.tr("Measured on:"), self.gpus, "gpus", self.tr("Change measured GPUs"))
        self.kind = QComboBox(self)
        self.kind.addItem(self.tr("Step time"), STEP)
        self.kind.addItem(self.tr("Tokens per second"), RATE)
        self.kind.setToolTip(self.tr("What the training log reports."))
        self.kind.activated.connect(self._on_kind)
        self.form.addRow(self.tr("Measured:"), self.kind)
        self.step = UnitSpinBox(
            wording.word("unit.seconds"),
            0.001,
            None,
            3,
            0.1,
            self.tr("Seconds per optimizer step."),
        )
        self.step_cell = self._bind(
            self.tr("Step time:"), self.step, STEP, self.tr("Change measured step time")
        )
        self.rate = UnitSpinBox(
            self.tr("tokens/s"), 1, None, 0, 100, self.tr("Tokens per second, all GPUs together.")
        )
        self.rate_cell = self._bind(
            self.tr("Throughput:"), self.rate, RATE, self.tr("Change measured throughput")
        )
        self.single = OptionalField(
            self.tr("Known"),
            UnitSpinBox(
                wording.word("unit.seconds"),
                0.001,
                None,
                3,
                0.1,
                self.tr(
                    "Step time of the same global batch on one GPU: separates MFU from scaling."
                ),
            ),
        )
        self.single.start = 1.0
        self._bind(
            self.tr("On 1 GPU:"),
            self.single,
            "single_gpu_step_seconds",
            self.tr("Change 1-GPU step time"),
        )
        self.implied = QLabel(self)
        self.implied.setWordWrap(True)
        self.form.addRow(self.implied)  # full width: a wrapped label in a field cell gets clipped
        self.warning = QLabel(self)
        self.warning.setWordWrap(True)
        self.warning.setStyleSheet("color: #c62828;")
        self.form.addRow(self.warning)
        self.status = QLabel(self)  # why a whole-measurement change was refused
        self.status.setWordWrap(True)
        self.status.setStyleSheet("color: #c62828;")
        self.form.addRow(self.status)

    # --- bindings -----------------------------------------------------------------------
    def _bind(self, label: str, widget: QWidget, field: str, undo: str) -> FieldCell:
        def path(plan: Plan) -> PlanPath | None:
            base = self.prefix(plan)
            if base is None:
                return None
            c = plan.platforms[base[1]].calibration  # type: ignore[index]
            if c is None or (field in (STEP, RATE) and getattr(c, field) is None):
                return None
            return (*base, "calibration", field)

        cell = FieldCell(widget)
        self.binder.bindings.append(FieldBinding(self.document, widget, path, undo, cell=cell))
        self.form.addRow(label, cell)
        return cell

    def _calibration_path(self) -> PlanPath | None:
        base = self.prefix(self.document.plan)
        return None if base is None else (*base, "calibration")

    def _apply(self, calibration: Calibration | None, text: str) -> None:
        path = self._calibration_path()
        if path is None:
            return
        try:
            plan = replace_at(self.document.plan, path, calibration)
        except ValidationError as exc:
            self.status.setText(field_errors.describe(exc))
            return
        self.status.clear()
        self.document.apply(plan, text)

    # --- user actions -------------------------------------------------------------------
    def _on_enabled(self, on: bool) -> None:
        base = self.prefix(self.document.plan)
        if base is None:
            return
        if not on:
            self._apply(None, self.tr("Remove measured run"))
            return
        cal = default_calibration(self.document.plan, self.document.result, base[1])  # type: ignore[arg-type]
        self._apply(cal, self.tr("Add measured run"))

    def _on_kind(self, index: int) -> None:
        p = self.platform()
        r = self.platform_result(self.document.result)
        if p is None or p.calibration is None or r is None or r.calibration is None:
            return
        c, measured = p.calibration, r.calibration
        fields = dict(c)
        # The same measurement the other way round (tokens per step / step time, as the core
        # read it), so switching the unit does not change the calibration.
        if self.kind.itemData(index) == RATE and c.step_seconds is not None:
            rate = measured.tokens_per_step / measured.step_seconds
            fields.update(step_seconds=None, tokens_per_second=float(f"{rate:.6g}"))
        elif self.kind.itemData(index) == STEP and c.tokens_per_second is not None:
            fields.update(
                step_seconds=float(f"{measured.step_seconds:.6g}"), tokens_per_second=None
            )
        else:
            return
        self._apply(Calibration.model_validate(fields), self.tr("Change measurement unit"))

    # --- plan and result → widgets -------------------------------------------------------
    def _on_plan(self, plan: Plan) -> None:
        p = self.platform(plan)
        c = p.calibration if p is not None else None
        with QSignalBlocker(self.enabled):
            self.enabled.setChecked(c is not None)
        self.enabled.setEnabled(p is not None)
        rate = c is not None and c.tokens_per_second is not None
        with QSignalBlocker(self.kind):
            self.kind.setCurrentIndex(1 if rate else 0)
        self.kind.setEnabled(c is not None)
        self.form.setRowVisible(self.step_cell, not rate)
        self.form.setRowVisible(self.rate_cell, rate)
        if c is None:
            self.status.clear()

    def _on_result(self, result: PlanResult) -> None:
        r = self.platform_result(result)
        cal = r.calibration if r is not None else None
        p = self.platform()
        if r is None or cal is None or p is None:
            typed = fmt.percent(p.mfu, 1) if p is not None else fmt.DASH
            self.implied.setText(
                self.tr("Nothing measured: the MFU typed under Performance (%1) is used.").replace(
                    "%1", typed
                )
            )
            self.warning.clear()
            self.warning.hide()
            return
        self.implied.setText(self.implied_text(r))
        warnings = self.warnings(result, r)
        self.warning.setText("\n".join(warnings))
        self.warning.setVisible(bool(warnings))

    def implied_text(self, r: PlatformResult) -> str:
        cal = r.calibration
        assert cal is not None
        how = {
            "one_gpu": self.tr("measured on one GPU"),
            "single_gpu_run": self.tr("the 1-GPU run separates the two"),
            "measured_point": self.tr("scaling from the measured point at this count"),
            "model": self.tr("scaling from the communication model"),
        }.get(cal.split, cal.split)
        return fmt.fill(
            self.tr(
                "Implies MFU %1 and scaling %2 at a GPU count of %3 (%4): %5 TFLOPS per GPU. "
                "This MFU replaces the one typed under Performance."
            ),
            fmt.percent(cal.implied_mfu, 1),
            fmt.percent(cal.implied_efficiency, 1),
            fmt.integer(cal.gpus),
            how,
            fmt.number(cal.per_gpu_tflops, 1),
        )

    def warnings(self, result: PlanResult, r: PlatformResult) -> list[str]:
        """The core's calibration notices for this platform, worded."""
        currency = self.document.plan.currency
        texts = []
        for notice in result.notices:
            if notice.platform == r.name and notice.code.value.startswith("calibration"):
                w = word_notice(notice, currency)
                texts.append(f"{w.text} {w.advice}".strip())
        return texts
