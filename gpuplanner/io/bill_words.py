"""The words of the itemised bill (``core.bill_lines``), from the message catalog.

Line labels, formulas in words, input names, units and sources (``bill.line.*``,
``bill.formula.*``, ``bill.input.*``, ``bill.unit.*``, ``bill.source.*``). The report JSON, the
terminal report, the memo and the workbook's TCO sheet word the same lines from here, so they
say the same thing.
"""

from __future__ import annotations

from typing import Any

from gpuplanner.core.bill_lines import BillInput, BillLine
from gpuplanner.io import messages


def _pick(table: str, key: str, lang: str, **fields: object) -> str:
    return messages.text(f"bill.{table}.{key}", lang, messages.render, **fields)


def line_label(line: BillLine, lang: str = "en") -> str:
    name = str(line.params.get("name") or "")
    if not name and "kind" in line.params:
        name = messages.label(f"fee_kind.{line.params['kind']}", lang)
    return _pick("line", line.code.value, lang, name=name)


def formula_text(line: BillLine, lang: str = "en") -> str:
    return _pick("formula", line.formula, lang, platform=line.params.get("platform", ""))


def unit_text(unit: str, currency: str, lang: str = "en") -> str:
    return _pick("unit", unit, lang, currency=currency)


def input_json(item: BillInput, currency: str, lang: str = "en") -> dict[str, Any]:
    return {
        "name": item.name,
        "label": _pick("input", item.name, lang),
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
