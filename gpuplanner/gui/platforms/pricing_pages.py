"""A pricing class's form page, built from its fields' descriptions (core/pricing_fields.py):
one row per field, a spin box in the field's unit and bounds or a check box for a switch,
labelled and explained in the message catalog's words (``pricing.field.*``,
``pricing.tip.*``). A new pricing mode gets its page without a line here."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QFormLayout, QWidget

from gpuplanner.core.pricing_fields import PriceField, bounds, is_int, price_fields
from gpuplanner.gui import format as fmt
from gpuplanner.gui import i18n
from gpuplanner.gui.binding import Binder, percent_conversions, scaled
from gpuplanner.gui.fields import IntSpinBox, UnitSpinBox
from gpuplanner.io.words.pricing import field_label, field_tip, unit_text


def _tr(text: str) -> str:
    return QCoreApplication.translate("PricingPage", text)


def unit_suffix(f: PriceField, currency: str) -> str:
    """The spin box suffix of a field: its unit in words ("CNY/GPU-h", "months", "%")."""
    lang = i18n.current_language()
    if f.fraction:
        return "%"
    if f.scale is not None:
        return unit_text(f.scale.unit, lang, currency)
    if f.unit in ("ratio", "count"):
        return ""
    return unit_text(f.unit, lang, currency)


def _spin(cls: type, name: str, f: PriceField, currency: str, tip: str) -> QWidget:
    low, high, open_low = bounds(cls, name)
    high = f.maximum if f.maximum is not None else high
    factor = 100.0 if f.fraction else f.scale.factor if f.scale is not None else 1.0
    if is_int(cls, name):
        top = None if high is None else int(high)
        return IntSpinBox(unit_suffix(f, currency), int(low or 0), top, int(f.step), tip)
    minimum = (low or 0.0) * factor
    if open_low:  # above 0 (a utilization): the smallest step shown
        minimum += f.step if f.fraction else 10.0**-f.decimals
    maximum = None if high is None or high > 1e12 else high * factor
    return UnitSpinBox(unit_suffix(f, currency), minimum, maximum, f.decimals, f.step, tip)


def build_page(
    cls: type, binder: Binder, form: QFormLayout, currency: str, parent: QWidget
) -> dict[str, QWidget]:
    """Add ``cls``'s form fields to ``form`` bound under ``binder``; return the widgets by
    field name (money boxes to re-suffix when the plan's currency changes)."""
    lang = i18n.current_language()
    widgets: dict[str, QWidget] = {}
    for name, f in price_fields(cls).items():
        if not f.form:
            continue
        label, tip = field_label(name, lang), field_tip(name, lang)
        if f.flag:
            box = QCheckBox(label, parent)
            box.setToolTip(tip)
            undo = fmt.fill(_tr("Toggle %1"), label)
            form.addRow("", binder.bind(box, (name,), undo))
            widgets[name] = box
            continue
        spin = _spin(cls, name, f, currency, tip)
        conversions = {}
        if f.fraction:
            conversions = percent_conversions()
        elif f.scale is not None:
            conversions = scaled(f.scale.factor, unit_suffix(f, currency))
        binder.row(form, fmt.fill(_tr("%1:"), label), spin, (name,), **conversions)
        widgets[name] = spin
    return widgets
