"""Pricing fields in words (core/pricing_fields.py): a field's label and tooltip, its unit,
and a price in its unit, from the message catalog (``pricing.*``, ``unit.*``, ``bill.unit.*``)."""

from __future__ import annotations

from gpuplanner.core.pricing_fields import label_key, list_price_unit, tip_key
from gpuplanner.io import messages


def field_label(name: str, lang: str) -> str:
    return messages.text(label_key(name), lang)


def item_label(name: str, lang: str, area: str) -> str:
    """A pricing field named in another area (the workbook's ``xl.item.*``, the bill's
    ``bill.input.*``) when that area words it its own way, else its label: a new mode's
    fields need only their ``pricing.field.*``."""
    own = f"{area}.{name}"
    return messages.text(own, lang) if messages.has(own) else field_label(name, lang)


def field_tip(name: str, lang: str) -> str:
    return messages.text(tip_key(name), lang)


def unit_text(unit: str, lang: str, currency: str) -> str:
    """A unit code in words: ``money_per_gpu_hour`` → "CNY/GPU-h", ``months`` → "months"
    (the program's units, ``unit.*``, before the bill's money units)."""
    shared = f"unit.{unit}"
    key = shared if messages.has(shared) else f"bill.unit.{unit}"
    return messages.text(key, lang, currency=currency)


def price_text(pricing: object, amount: str, lang: str) -> str:
    """``amount`` (a formatted list price) in the list price's unit: "¥12.29 /GPU-h"."""
    return messages.text(f"pricing.per.{list_price_unit(pricing)}", lang, price=amount)
