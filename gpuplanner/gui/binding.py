"""Binds one input widget to one plan field: edits become undo steps, the plan refreshes it.

A ``FieldBinding`` reads the widget when the user commits a value (number fields: Return,
leaving the field, the arrows; text fields: every keystroke, or on Return / leaving for a
text field bound ``whole`` — a name, where a prefix could be valid and the whole not), builds
the new plan with
``core.edit.replace_at`` and hands it to ``document.apply`` (arrow clicks merge into one step
until editing finishes). An input is applied whole or not at all: while the typed text is not
a value the plan accepts, a red label under the field says why and which value the plan keeps,
and leaving the field puts that value back. When the plan changes (any edit, undo, redo, open)
the widget is refreshed under a ``QSignalBlocker`` so the refresh is not taken for a user edit;
a field with nothing to show (no platform selected) is emptied, never left showing another
platform's figure.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSignalBlocker, Qt
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
    QPlainTextEdit,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gpuplanner.core.edit import get_at, replace_at
from gpuplanner.core.plan import Plan
from gpuplanner.gui import field_errors
from gpuplanner.gui import format as fmt
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fields import BigNumberEdit, OptionalField, shows_nothing, unit_for

PlanPath = tuple[str | int, ...]
PathSource = PlanPath | Callable[[Plan], PlanPath | None]


def _tr(text: str) -> str:
    return QCoreApplication.translate("binding", text)


_INVALID_STYLE = "QFrame#fieldFrame { border: 1px solid #c62828; border-radius: 3px; }"
_ERROR_STYLE = "color: #c62828;"
_NOTE_STYLE = "color: #b26a00;"  # amber: a warning about an accepted value, not a refusal


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
    if isinstance(widget, QPlainTextEdit):  # notes: every keystroke, merged into one step
        return _Adapter(
            lambda w: w.toPlainText(), lambda w, v: w.setPlainText(v), "textChanged", None, True
        )
    if isinstance(widget, QComboBox):
        return _Adapter(lambda w: w.currentData(), _set_combo, "currentIndexChanged", None, False)
    if isinstance(widget, QCheckBox):
        return _Adapter(
            lambda w: w.isChecked(), lambda w, v: w.setChecked(bool(v)), "toggled", None, False
        )
    raise TypeError(f"no binding for {type(widget).__name__}")


def _whole_text(adapter: _Adapter) -> _Adapter:
    """A line edit applied when the typing is done (Return, leaving), not per keystroke."""
    return _Adapter(adapter.get, adapter.set, "editingFinished", None, False)


def _typing_signal(widget: QWidget, whole: bool = False) -> Any:
    """The signal of a keystroke in a field applied on commit (checked live)."""
    if whole and isinstance(widget, QLineEdit):
        return widget.textEdited
    inner = widget.inner if isinstance(widget, OptionalField) else widget
    if isinstance(inner, QAbstractSpinBox):
        return inner.lineEdit().textEdited
    if isinstance(inner, BigNumberEdit):
        return inner.textEdited
    return None


def _focus_widget(widget: QWidget) -> QWidget:
    return widget.inner if isinstance(widget, OptionalField) else widget


def _left_signal(widget: QWidget) -> Any:
    """The signal of typing ending (Return or leaving the field), for a field one types in."""
    inner = _focus_widget(widget)
    if isinstance(inner, QAbstractSpinBox | QLineEdit):
        return inner.editingFinished
    return None


def _typed(widget: Any, committed: Any) -> Any:
    """The value the text in a number field stands for, before it is committed."""
    if isinstance(widget, OptionalField):
        return _typed(widget.inner, committed) if committed is not None else None
    if isinstance(widget, QSpinBox | QDoubleSpinBox):
        return widget.valueFromText(widget.lineEdit().text())
    return committed


def _clear_shown(widget: QWidget) -> None:
    if hasattr(widget, "clear_shown"):
        widget.clear_shown()
    elif isinstance(widget, QLineEdit | QPlainTextEdit):
        widget.clear()
    elif isinstance(widget, QComboBox):
        widget.setCurrentIndex(-1)
    elif isinstance(widget, QCheckBox):
        widget.setChecked(False)


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
    itself, which would replace the native look of spin-box arrows and combo buttons. The two
    message labels are made when first needed: most fields never show one, and a form has
    dozens of fields to build before the window's first paint.
    """

    def __init__(self, widget: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.widget = widget
        self.frame = QFrame(self)
        self.frame.setObjectName("fieldFrame")
        inner = QHBoxLayout(self.frame)
        inner.setContentsMargins(1, 1, 1, 1)
        inner.addWidget(widget)
        self._error_label: QLabel | None = None
        self._note_label: QLabel | None = None
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
        self._layout = layout
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)

    def _message_label(self, style: str, index: int) -> QLabel:
        label = QLabel(self)
        label.setStyleSheet(style)
        label.setWordWrap(True)
        label.hide()
        self._layout.insertWidget(index, label)
        return label

    @property
    def error_label(self) -> QLabel:
        """Why the typed value is refused, under the field (hidden while valid)."""
        if self._error_label is None:
            self._error_label = self._message_label(_ERROR_STYLE, 1)  # right under the frame
        return self._error_label

    @property
    def note_label(self) -> QLabel:
        """A warning about the value the plan keeps (a list price of 0: no price yet), shown
        below the field while it holds; the field is not refused (no red frame)."""
        if self._note_label is None:
            self._note_label = self._message_label(_NOTE_STYLE, self._layout.count())
        return self._note_label

    def show_note(self, text: str) -> None:
        """Show ``text`` below the field ("" hides it)."""
        if not text and self._note_label is None:
            return
        self.note_label.setText(text)
        self.note_label.setVisible(bool(text))

    def show_error(self, reason: str) -> None:
        self.error_label.setText(reason)
        self.error_label.show()
        self.frame.setStyleSheet(_INVALID_STYLE)
        self.widget.setProperty("invalid", True)

    def show_reverted(self, text: str) -> None:
        """After a refused value gave way to the plan's on leaving the field: why, where the
        error was, without the red frame (the field holds a valid value again)."""
        self.clear_error()
        self.error_label.setText(text)
        self.error_label.show()

    def clear_error(self) -> None:
        if self.widget.property("invalid"):
            self.frame.setStyleSheet("")
            self.widget.setProperty("invalid", False)
        if self._error_label is not None and not self._error_label.isHidden():
            self._error_label.clear()
            self._error_label.hide()


class FieldBinding(QObject):
    """Keeps ``widget`` and the plan value at ``path`` in step (see the module docstring).

    ``path`` is a tuple, or a function of the plan returning the tuple (or None when nothing
    is bound now, e.g. no platform selected, or a pricing field of another mode).
    ``to_plan``/``to_display`` convert between the widget's units and the plan's (percent ↔
    fraction, days ↔ hours). ``adjust(before, after)`` applies a rule that follows the edit
    (a typed price dates the platform's prices). ``enabled`` greys the field out (still
    showing the plan's value) when it does not apply, e.g. the LoRA rank of a full fine-tune.
    ``whole``: a line edit is applied on Return or leaving (checked per keystroke), so a name
    that duplicates another never leaves its last valid prefix in the plan.
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
        adjust: Callable[[Plan, Plan], Plan] | None = None,
        whole: bool = False,
    ) -> None:
        super().__init__(widget)
        self._reason = ""
        self._adjust = adjust or (lambda before, after: after)
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
        if whole and isinstance(widget, QLineEdit):
            self._adapter = _whole_text(self._adapter)
            # Qt sends no editingFinished on leaving after a Return that kept a refused text.
            widget.installEventFilter(self)
        getattr(widget, self._adapter.edited).connect(self._on_edited)
        if self._adapter.finished:
            getattr(widget, self._adapter.finished).connect(self._on_finished)
        typing = _typing_signal(widget, whole)
        if typing is not None:
            typing.connect(self._on_typing)
        left = _left_signal(widget)
        if left is not None:
            left.connect(self._on_left)
        document.plan_changed.connect(self.refresh)
        self.refresh()

    def path(self, plan: Plan | None = None) -> PlanPath | None:
        plan = plan if plan is not None else self.document.plan
        return self._path(plan) if callable(self._path) else self._path

    @property
    def error(self) -> str:
        """Why the field's value is not in the plan ("" when it is); the label adds the
        value the plan keeps meanwhile."""
        return self._reason

    def _candidate(self, typing: bool = False) -> tuple[PlanPath, Plan] | str | None:
        """The plan the widget's value would make, a reason it cannot, or None (not bound).

        ``typing``: read the text as typed so far, not the value last committed."""
        plan = self.document.plan
        path = self.path(plan)
        if path is None or not self._enabled(plan):
            return None
        problem = getattr(self.widget, "text_problem", lambda: "")()
        if problem:
            return problem
        try:
            value = self._adapter.get(self.widget)
            if typing:
                value = _typed(self.widget, value)
            return path, self._adjust(plan, replace_at(plan, path, self._to_plan(value)))
        except ValidationError as exc:
            return field_errors.describe(exc, self._to_display, self._unit)
        except ValueError as exc:  # text that is not a number
            return str(exc)

    def _on_typing(self, *_: object) -> None:
        """Check the text as it is typed; nothing reaches the plan before it is committed."""
        candidate = self._candidate(typing=True)
        if isinstance(candidate, str):
            self._show_error(candidate)
        else:
            self._clear_error()

    def _on_edited(self, *_: object) -> None:
        candidate = self._candidate()
        if candidate is None:
            return
        if isinstance(candidate, str):
            self._show_error(candidate)
            return
        path, new_plan = candidate
        self._clear_error()
        key = ".".join(str(p) for p in path) if self._adapter.merges else None
        self.document.apply(new_plan, self._undo_text, merge_key=key)

    def _on_finished(self) -> None:
        self.document.end_merge()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FocusOut and watched is self.widget:
            self._on_left()
        return False

    def _on_left(self) -> None:
        if self.error and not _focus_widget(self.widget).hasFocus():
            reason = self._reason
            self.refresh()  # left with a value the plan refused: show the plan's value again
            if self.cell:  # … and say so until the next change: a paste must not vanish unseen
                self.cell.show_reverted(fmt.fill(_tr("Not applied: %1"), reason))

    def _kept(self, reason: str) -> str:
        """The reason, and the value the plan keeps meanwhile."""
        plan = self.document.plan
        path = self.path(plan)
        if path is None:
            return reason
        value = self._to_display(_plain(get_at(plan, path)))
        if value is None:
            return fmt.fill(_tr("%1 — not applied"), reason)
        if isinstance(value, bool):
            return reason
        if isinstance(value, int | float):
            decimals = self._decimals()
            shown = fmt.trimmed(value, decimals)
            shown = f"{shown} {unit_for(value, self._unit)}".strip()  # "keeps 1 epoch"
        else:
            return reason
        return fmt.fill(_tr("%1 — the plan keeps %2"), reason, shown)

    def _decimals(self) -> int:
        inner = _focus_widget(self.widget)
        return inner.decimals() if isinstance(inner, QDoubleSpinBox) else 2

    def refresh(self, plan: Plan | None = None) -> None:
        """Show the plan's value (no edit is reported back: the widget's signals are blocked)."""
        plan = plan if plan is not None else self.document.plan
        path = self.path(plan)
        enabled = path is not None and self._enabled(plan)
        self.widget.setEnabled(enabled)
        try:
            value = _plain(get_at(plan, path)) if path is not None else None
        except (AttributeError, IndexError, KeyError):
            if enabled:
                raise
            path = None  # a greyed field of another pricing mode: that field does not exist
        if path is None:
            with QSignalBlocker(self.widget):
                _clear_shown(self.widget)  # nothing of another platform stays on show
            self._clear_error()
            return
        shown = self._to_display(value)
        try:
            current = object() if shows_nothing(self.widget) else self._adapter.get(self.widget)
        except ValueError:
            current = object()  # unreadable text: always replace it
        if shown is None or not _same(current, shown, self.widget):
            with QSignalBlocker(self.widget):
                self._adapter.set(self.widget, shown)
        self._clear_error()

    def _show_error(self, reason: str) -> None:
        self._reason = reason
        if self.cell:
            self.cell.show_error(self._kept(reason))

    def _clear_error(self) -> None:
        self._reason = ""
        if self.cell:
            self.cell.clear_error()


Adjust = Callable[[Plan, Plan], Plan]


def _then(first: Adjust | None, second: Adjust | None) -> Adjust | None:
    """The binder's rule, then the field's own (either may be absent)."""
    if first is None or second is None:
        return first or second
    return lambda before, after: second(before, first(before, after))


class Binder:
    """Adds bound rows to form layouts for one document, sharing a path prefix function."""

    def __init__(
        self,
        document: PlanDocument,
        prefix: Callable[[Plan], PlanPath | None],
        adjust: Callable[[Plan, Plan], Plan] | None = None,
    ):
        self.document = document
        self.prefix = prefix
        self.adjust = adjust  # (before, after) → the plan to apply: a rule that follows an edit
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

        adjust = _then(self.adjust, conversions.pop("adjust", None))
        cell = FieldCell(widget)
        binding = FieldBinding(
            self.document,
            widget,
            path,
            undo_text,
            cell=cell,
            enabled=enabled,
            adjust=adjust,
            **conversions,
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
