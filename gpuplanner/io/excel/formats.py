"""Cell formats for the export: finance number formats by currency, and a few styles.

Inputs a controller may edit are blue on light yellow (the usual modelling convention),
values computed by gpuplanner are grey, formulas are black. Formats are created once per
(style, number format) pair because XlsxWriter wants one object per combination.
"""

from __future__ import annotations

from typing import Any

from xlsxwriter.format import Format
from xlsxwriter.workbook import Workbook

# ISO code → symbol written before the amount. Other codes are written after it.
CURRENCY_SYMBOLS = {"CNY": "¥", "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "HKD": "HK$"}

_STYLES: dict[str, dict[str, Any]] = {
    "plain": {},
    "text": {"text_wrap": True, "valign": "top"},
    "header": {
        "bold": True,
        "bg_color": "#DDEBF7",
        "bottom": 1,
        "text_wrap": True,
        "valign": "top",
    },
    "header_center": {"bold": True, "bg_color": "#DDEBF7", "align": "center", "border": 1},
    "title": {"bold": True, "font_size": 14},
    "bold": {"bold": True},
    "name": {"bold": True, "text_wrap": True},  # a platform's name in a table: wraps
    "wrap": {"text_wrap": True},  # wraps, on the row's baseline like the figures beside it
    "input": {
        "font_color": "#0000FF",
        "bg_color": "#FFF2CC",
        "border": 1,
        "border_color": "#BFBFBF",
    },
    "computed": {"font_color": "#595959", "bg_color": "#F2F2F2"},
    "formula": {},
    "total": {"bold": True, "top": 1, "bottom": 6},
    "subtotal": {"bold": True, "top": 1},
    "muted": {"font_color": "#808080", "italic": True},
    "muted_wrap": {"font_color": "#808080", "italic": True, "text_wrap": True, "valign": "top"},
    "center": {"align": "center"},
    "unit": {"indent": 1},
}


def money_format(currency: str, decimals: int = 2, extra: int = 0) -> str:
    """``"¥"#,##0.00`` for CNY; ``#,##0.00 "CHF"`` for a code without a symbol here.

    ``extra`` optional decimals (shown only when needed) suit small rates like 0.0125/GB.
    """
    digits = "0" * decimals + "#" * extra
    number = "#,##0" + ("." + digits if digits else "")
    symbol = CURRENCY_SYMBOLS.get(currency)
    return f'"{symbol}"{number}' if symbol else f'{number} "{currency}"'


class Formats:
    """Named number formats (``money``, ``hours`` …) combined with styles, cached."""

    def __init__(
        self, workbook: Workbook, currency: str, yes_no: tuple[str, str] = ("yes", "no")
    ) -> None:
        self._workbook = workbook
        self._cache: dict[tuple[str, str], Format] = {}
        self._keys: dict[int, tuple[str, str]] = {}  # id of a format → its (style, number)
        self.numbers = {
            "general": "General",
            "money": money_format(currency),
            "rate": money_format(currency, 2, 4),
            "int": "#,##0",
            "number": "#,##0.00",
            "hours": "#,##0.00",
            "days": "#,##0.0",
            "gb": "#,##0.0",
            "tflops": "#,##0.0",
            "pct": "0.0%",
            "pct2": "0.00%",
            "small": "0.0000",
            "rate_per_hour": "0.000000",
            "sci": "0.00E+00",
            "date": "yyyy-mm-dd",
            "text": "@",
            # A yes/no input stays 1/0 for the formulas that read it, shown as a word
            # (LibreOffice prints a General-formatted boolean as 1 or 0).
            "bool": '"{0}";"{0}";"{1}"'.format(*(w.replace('"', "") for w in yes_no)),
        }

    def __call__(self, style: str = "plain", number: str = "general") -> Format:
        return self._format(style, number)

    def wrapping(self, fmt: Format | None) -> Format:
        """``fmt`` that wraps its text (a text too long for its column wraps, never runs over
        the cells to its right)."""
        style, number = self._keys.get(id(fmt), ("plain", "general"))
        return self._format(style, number, wrap=True)

    def _format(self, style: str, number: str, wrap: bool = False) -> Format:
        key = (style + ("+wrap" if wrap else ""), number)
        if key not in self._cache:
            props = dict(_STYLES[style])
            if number != "general":
                props["num_format"] = self.numbers[number]
            if wrap:
                props["text_wrap"] = True
            self._cache[key] = self._workbook.add_format(props)
            self._keys[id(self._cache[key])] = (style, number)
        return self._cache[key]
