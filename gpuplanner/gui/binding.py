"""Binds one input widget to one plan field: edits become undo steps, the plan refreshes it.

A ``FieldBinding`` reads the widget on every user edit, builds the new plan with
``core.edit.replace_at`` and hands it to ``document.apply`` (typing merges into one step until
editing finishes). A value the plan refuses is explained in a red label under the field and
the plan stays as it was. When the plan changes (any edit, undo, redo, open) the widget is
refreshed under a ``QSignalBlocker`` so the refresh is not taken for a user edit.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import QCoreApplication, QObject, QSignalBlocker, Qt
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from gpuplanner.core.edit import get_at, replace_at
from gpuplanner.core.plan import Plan
from gpuplanner.gui import field_errors
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fields import BigNumberEdit, OptionalField

PlanPath = tuple[str | int, ...]
PathSource = PlanPath | Callable[[Plan], PlanPath | None]

_INVALID_STYLE = "QFrame#fieldFrame { border: 1px solid #c62828; border-radius: 3px; }"
_ERROR_STYLE = "color: #c62828;"


@dataclass(frozen=True)
class _Adapter:
    """How to read, write and listen to one kind of widget."""

    get: Callable[[Any], Any]
    set: Callable[[Any, Any], None]
    edited: str  # signal name: the user changed the value
    finished: str | None  # signal name: the user is done (ends merging); None = every edit
    merges: bool  # typing merges into one undo step


def _set_combo(combo: QComboBox, value: Any) -> None:
    combo.setCurrentIndex(combo.findData(value))


def _set_text(edit: QLineEdit, text: str) -> None:
    edit.setText(text)
    if not edit.hasFocus():
        edit.setCursorPosition(0)  # show the start of a long note, not its end


def _adapter(widget: QWidget) -> _Adapter:
    if isinstance(widget, OptionalField | BigNumberEdit):
        return _Adapter(lambda w: w.value(), lambda w, v: w.setValue(v), "edited", "finished", True)
    if isinstance(widget, QAbstractSpinBox):
        return _Adapter(
            lambda w: w.value(),
            lambda w, v: w.setValue(v),
            "valueChanged",
            "editingFinished",
            True,
        )
    if isinstance(widget, QLineEdit):
        return _Adapter(lambda w: w.text(), _set_text, "textEdited", "editingFinished", True)
    if isinstance(widget, QComboBox):
        return _Adapter(lambda w: w.currentData(), _set_combo, "currentIndexChanged", None, False)
    if isinstance(widget, QCheckBox):
        return _Adapter(
            lambda w: w.isChecked(), lambda w, v: w.setChecked(bool(v)), "toggled", None, False
        )
    raise TypeError(f"no binding for {type(widget).__name__}")


def _plain(value: Any) -> Any:
    return value.value if isinstance(value, enum.Enum) else value


def _same(a: Any, b: Any, widget: QWidget) -> bool:
    """Equal as the widget would show them (spin boxes round to their decimals)."""
    if isinstance(a, float) and isinstance(b, float):
        if isinstance(widget, QDoubleSpinBox):
            return math.isclose(a, b, rel_tol=1e-9, abs_tol=0.5 * 10 ** -widget.decimals())
        return math.isclose(a, b, rel_tol=1e-12)
    return a == b


class FieldCell(QWidget):
    """The widget in a thin frame, with its error label underneath (hidden while valid).

    The red frame is drawn by the surrounding QFrame, not by a style sheet on the widget
    itself, which would replace the native look of spin-box arrows and combo buttons.
    """

    def __init__(self, widget: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.widget = widget
        self.frame = QFrame(self)
        self.frame.setObjectName("fieldFrame")
        inner = QHBoxLayout(self.frame)
        inner.setContentsMargins(1, 1, 1, 1)
        inner.addWidget(widget)
        self.error_label = QLabel(self)
        self.error_label.setStyleSheet(_ERROR_STYLE)
        self.error_label.setWordWrap(True)
        self.error_label.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(1)
        expanding = (QSizePolicy.Policy.Expanding, QSizePolicy.Policy.MinimumExpanding)
        grows = widget.sizePolicy().horizontalPolicy() in expanding
        # A compact field stays compact at the left; the message below may use the full row.
        if grows:
            layout.addWidget(self.frame)
        else:
            layout.addWidget(self.frame, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.error_label)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)

    def show_error(self, reason: str) -> None:
        self.error_label.setText(reason)
        self.error_label.show()
        self.frame.setStyleSheet(_INVALID_STYLE)
        self.widget.setProperty("invalid", True)

    def clear_error(self) -> None:
        if self.widget.property("invalid"):
            self.error_label.clear()
            self.error_label.hide()
            self.frame.setStyleSheet("")
            self.widget.setProperty("invalid", False)


class FieldBinding(QObject):
    """Keeps ``widget`` and the plan value at ``path`` in step (see the module docstring).

    ``path`` is a tuple, or a function of the plan returning the tuple (or None when nothing
    is bound now, e.g. no platform selected, or a pricing field of another mode).
    ``to_plan``/``to_display`` convert between the widget's units and the plan's (percent ↔
    fraction, days ↔ hours). ``enabled`` greys the field out (still showing the plan's value)
    when it does not apply, e.g. the LoRA rank of a full fine-tune.
    """

    def __init__(
        self,
        document: PlanDocument,
        widget: QWidget,
        path: PathSource,
        undo_text: str,
        cell: FieldCell | None = None,
        to_plan: Callable[[Any], Any] | None = None,
        to_display: Callable[[Any], Any] | None = None,
        unit: str = "",
        enabled: Callable[[Plan], bool] | None = None,
    ) -> None:
        super().__init__(widget)
        self._enabled = enabled or (lambda plan: True)
        self.document = document
        self.widget = widget
        self.cell = cell
        self._path = path
        self._undo_text = undo_text
        self._to_plan = to_plan or (lambda v: v)
        self._to_display = to_display or (lambda v: v)
        inner = widget.inner if isinstance(widget, OptionalField) else widget
        self._unit = unit or (inner.suffix().strip() if hasattr(inner, "suffix") else "")
        self._adapter = _adapter(widget)
        getattr(widget, self._adapter.edited).connect(self._on_edited)
        if self._adapter.finished:
            getattr(widget, self._adapter.finished).connect(self._on_finished)
        document.plan_changed.connect(self.refresh)
        self.refresh()

    def path(self, plan: Plan | None = None) -> PlanPath | None:
        plan = plan if plan is not None else self.document.plan
        return self._path(plan) if callable(self._path) else self._path

    @property
    def error(self) -> str:
        """The reason shown next to the field ("" when the value is good)."""
        return self.cell.error_label.text() if self.cell else ""

    def _on_edited(self, *_: object) -> None:
        plan = self.document.plan
        path = self.path(plan)
        if path is None or not self._enabled(plan):
            return
        try:
            value = self._to_plan(self._adapter.get(self.widget))
            new_plan = replace_at(plan, path, value)
        except ValidationError as exc:
            self._show_error(field_errors.describe(exc, self._to_display, self._unit))
            return
        except ValueError as exc:  # text that is not a number
            self._show_error(str(exc))
            return
        self._clear_error()
        key = ".".join(str(p) for p in path) if self._adapter.merges else None
        self.document.apply(new_plan, self._undo_text, merge_key=key)

    def _on_finished(self) -> None:
        self.document.end_merge()

    def refresh(self, plan: Plan | None = None) -> None:
        """Show the plan's value (no edit is reported back: the widget's signals are blocked)."""
        plan = plan if plan is not None else self.document.plan
        path = self.path(plan)
        self.widget.setEnabled(path is not None and self._enabled(plan))
        if path is None:
            return
        value = _plain(get_at(plan, path))
        shown = self._to_display(value)
        try:
            current = self._adapter.get(self.widget)
        except ValueError:
            current = object()  # unreadable text: always replace it
        if not _same(current, shown, self.widget):
            with QSignalBlocker(self.widget):
                self._adapter.set(self.widget, shown)
        self._clear_error()

    def _show_error(self, reason: str) -> None:
        if self.cell:
            self.cell.show_error(reason)

    def _clear_error(self) -> None:
        if self.cell:
            self.cell.clear_error()


class Binder:
    """Adds bound rows to form layouts for one document, sharing a path prefix function."""

    def __init__(self, document: PlanDocument, prefix: Callable[[Plan], PlanPath | None]):
        self.document = document
        self.prefix = prefix
        self.bindings: list[FieldBinding] = []

    def bind(
        self,
        widget: QWidget,
        field: PlanPath,
        undo_text: str,
        when: Callable[[Plan, PlanPath], bool] | None = None,
        **conversions: Any,
    ) -> FieldCell:
        """Bind ``widget`` to prefix + ``field``; returns the cell to put in a layout.

        ``when(plan, prefix)`` says whether the field applies now (else it is greyed out).
        """

        def path(plan: Plan) -> PlanPath | None:
            base = self.prefix(plan)
            return None if base is None else (*base, *field)

        def enabled(plan: Plan) -> bool:
            base = self.prefix(plan)
            return base is not None and (when is None or when(plan, base))

        cell = FieldCell(widget)
        binding = FieldBinding(
            self.document, widget, path, undo_text, cell=cell, enabled=enabled, **conversions
        )
        self.bindings.append(binding)
        return cell

    def row(
        self,
        form: QFormLayout,
        label: str,
        widget: QWidget,
        field: PlanPath,
        undo_text: str | None = None,
        **kwargs: Any,
    ) -> FieldCell:
        """Bind and add a labelled row to ``form`` (the undo text defaults to the label)."""
        text = undo_text or QCoreApplication.translate("binding", "Change %1").replace(
            "%1", label.rstrip(":")
        )
        cell = self.bind(widget, field, text, **kwargs)
        form.addRow(label, cell)
        return cell

    def refresh(self) -> None:
        plan = self.document.plan
        for binding in self.bindings:
            binding.refresh(plan)


def scaled(factor: float, unit: str) -> dict[str, Any]:
    """The widget shows plan value × ``factor`` (None passes through: an unset optional)."""
    return {
        "to_plan": lambda v: None if v is None else round(v / factor, 12),
        "to_display": lambda v: None if v is None else v * factor,
        "unit": unit,
    }


def percent_conversions() -> dict[str, Any]:
    """A fraction in the plan shown as a percentage in the widget."""
    return scaled(100.0, "%")


def zero_is_none() -> dict[str, Any]:
    """An optional whole number shown as 0 ("unknown") when the plan leaves it unset."""
    return {"to_plan": lambda v: v or None, "to_display": lambda v: v or 0}


def form_layout() -> QFormLayout:
    """A form layout whose labels wrap instead of being clipped, fields growing to fill."""
    form = QFormLayout()
    form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
    form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
    form.setLabelAlignment(form.labelAlignment())
    return form
