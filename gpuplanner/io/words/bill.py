"""The words of the itemised bill (``core.bill_lines``), from the message catalog.

Line labels, formulas in words, input names, units and sources (``bill.line.*``,
``bill.formula.*``, ``bill.input.*``, ``unit.*`` and ``bill.unit.*``, ``bill.source.*``). The
report JSON, the terminal report, the memo and the workbook's TCO sheet word the same lines
from here, so they say the same thing.
"""

from __future__ import annotations

from typing import Any

from gpuplanner.core.bill_lines import BillInput, BillLine
from gpuplanner.io import messages
from gpuplanner.io.words.pricing import item_label


def _pick(table: str, key: str, lang: str, **fields: object) -> str:
    return messages.text(f"bill.{table}.{key}", lang, messages.render, **fields)


def _unit(key: str, lang: str, **fields: object) -> str:
    """A unit: the program's own (``unit.months``, shared with the workbook and the GUI) or
    one only the bill writes (``bill.unit.money_per_gpu_hour``, ``bill.unit.fraction``)."""
    shared = f"unit.{key}"
    if messages.has(shared):
        return messages.text(shared, lang, messages.render, **fields)
    return _pick("unit", key, lang, **fields)


def line_label(line: BillLine, lang: str = "en") -> str:
    name = str(line.params.get("name") or "")
    if not name and "kind" in line.params:
        name = messages.label(f"fee_kind.{line.params['kind']}", lang)
    return _pick("line", line.code.value, lang, name=name)


def formula_text(line: BillLine, lang: str = "en") -> str:
    return _pick("formula", line.formula, lang, platform=line.params.get("platform", ""))


def unit_text(unit: str, currency: str, lang: str = "en") -> str:
    return _unit(unit, lang, currency=currency)


# Units that name a count: one of them is worded in the singular ("1 machine", not "1 machines").
_COUNTED = ("gpus", "machines", "months", "years")


def input_shown(item: BillInput, currency: str, lang: str = "en") -> tuple[float | None, str]:
    """The input as a reader sees it: (number to show or None, the unit words after it).

    A yes/no flag reads "yes" or "no" (no number), a share 0–1 reads as a percent (0.1 → 10 %),
    a count of one is singular, and a quantity has no unit word ("Quantity: 1,000")."""
    if item.unit == "flag":
        return None, _pick("value", "yes" if item.value else "no", lang)
    if item.unit == "fraction":
        return item.value * 100, unit_text("percent", currency, lang)
    if item.unit == "quantity":
        return item.value, ""
    if item.unit in _COUNTED and item.value == 1:
        return item.value, _unit(f"one.{item.unit}", lang)
    return item.value, unit_text(item.unit, currency, lang)


def input_json(item: BillInput, currency: str, lang: str = "en") -> dict[str, Any]:
    return {
        "name": item.name,
        "label": item_label(item.name, lang, "bill.input"),
        "value": item.value,
        "unit": unit_text(item.unit, currency, lang),
        "source": item.source.value,
        "source_text": _pick("source", item.source.value, lang),
    }


def line_json(line: BillLine, currency: str, lang: str = "en") -> dict[str, Any]:
    """One ``platforms[].bill[]`` entry of the report JSON."""
    return {
        "line": line.code.value,
        "label": line_label(line, lang),
        "group": line.group.value,
        "formula_code": line.formula,
        "formula": formula_text(line, lang),
        "params": dict(line.params),
        "inputs": [input_json(i, currency, lang) for i in line.inputs],
        "amount": line.amount,
    }
