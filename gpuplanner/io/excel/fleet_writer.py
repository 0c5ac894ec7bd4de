"""The state the Fleet sheet's writers share: formats, the price cells' names and the
``FleetWriter`` that ``fleet``, ``fleet_months``, ``fleet_energy`` and ``fleet_checks`` all
write through (public here, so those modules need not import the sheet's entry point)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from xlsxwriter.workbook import Workbook
from xlsxwriter.worksheet import Worksheet

from gpuplanner.core.fleet.adjust import adjustment, discount_shown
from gpuplanner.core.fleet.plan import Fallback, FleetPlan, FleetStrategy
from gpuplanner.core.fleet.result import FleetResult
from gpuplanner.core.tax import TaxSettings
from gpuplanner.io.excel.fleet_labels import label

_SYMBOLS = {"CNY": "¥", "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "HKD": "HK$"}


def fleet_formats(wb: Workbook, currency: str) -> dict[str, Any]:
    sym = _SYMBOLS.get(currency)
    money = f'"{sym}"#,##0.00' if sym else f'#,##0.00 "{currency}"'
    numbers = {"money": money, "num": "#,##0.00##", "pct": "0.00%", "int": "#,##0", "g": "General"}
    inp = {"font_color": "#0000FF", "bg_color": "#FFF2CC", "border": 1, "border_color": "#BFBFBF"}
    out: dict[str, Any] = {
        "title": wb.add_format({"bold": True, "font_size": 14}),
        "section": wb.add_format({"bold": True, "font_size": 12}),
        "header": wb.add_format(
            {"bold": True, "bg_color": "#DDEBF7", "bottom": 1, "text_wrap": True}
        ),
        "text": wb.add_format({"text_wrap": False}),
        "muted": wb.add_format({"font_color": "#808080", "italic": True}),
    }
    for key, num in numbers.items():
        out[key] = wb.add_format({"num_format": num})
        out["in_" + key] = wb.add_format({**inp, "num_format": num})
    return out


# Each block's list unit price cell and the stem of its adjustment names (``<stem>_net``,
# ``<stem>_disc``, ``<stem>_mk``).
PRICE_CELLS = {
    "on_demand": ("fleet_od", "fleet_od"),
    "reserved": ("fleet_res_price", "fleet_res"),
    "spot": ("fleet_spot_price", "fleet_spot"),
    "lease": ("fleet_lease_price", "fleet_lease"),
    "self_built": ("fleet_sb_capex_gpu", "fleet_sb_capex"),
}
# The self-built figures that follow the capex per GPU: at the list price they get "_L".
_CAPEX_DERIVED = ("capex", "dep", "rep", "down", "pay", "balloon")


@dataclass(frozen=True)
class Names:
    """The cells a month's cost multiplies: at the net prices, or at the list prices (the
    discount line's other side)."""

    od: str
    res: str
    spot: str
    lease: str
    sb_capex: str
    sb_dep: str
    sb_rep: str
    sb_down: str
    sb_pay: str
    sb_balloon: str
    sb_fb: str

    @property
    def spot_rate(self) -> str:
        return f"{self.spot}*(1+fleet_spot_ovh)"


class FleetWriter:
    """The Fleet sheet being written: its workbook, sheet, plan, result, formats and the
    names it defined; the month table, energy and checks writers take it."""

    def __init__(
        self,
        wb: Workbook,
        ws: Worksheet,
        fleet: FleetPlan,
        r: FleetResult,
        lang: str,
        tax: TaxSettings | None = None,
    ):
        self.wb, self.ws, self.fleet, self.r, self.lang = wb, ws, fleet, r, lang
        self.f = fleet_formats(wb, "")
        self.sheet = ws.get_name()
        self.tax = tax or TaxSettings()
        self.discounted = discount_shown(fleet)
        self.table: Any = None  # the MonthTable, once written
        self.tax_names = False  # the Assumptions sheet names the tax rates
        self.wacc_name = False  # the Assumptions sheet names the plan's WACC (core/capital)
        self.cells: dict[str, str] = {}  # named cell → its address (the Checks sheet's)

    def price(self, block: str, listed: bool = False) -> str:
        """The unit price cell of ``block``: its list price, or its net price when the block
        has a discount or a negotiated price."""
        cell, stem = PRICE_CELLS[block]
        return cell if listed or not adjustment(self.fleet, block).changes_price else stem + "_net"

    def markup_name(self, block: str) -> str | None:
        return (
            f"{PRICE_CELLS[block][1]}_mk" if adjustment(self.fleet, block).markup_percent else None
        )

    def marks(self, s: FleetStrategy) -> bool:
        """Whether strategy ``s`` carries a markup (core: a ``markup`` component)."""
        return "markup" in self.r.components[self.r.row(s)]

    def names(self, listed: bool) -> Names:
        sb = self.fleet.self_built
        at_list = listed and sb is not None and adjustment(self.fleet, "self_built").changes_price
        derived = {k: f"fleet_sb_{k}" + ("_L" if at_list else "") for k in _CAPEX_DERIVED}
        fb = "spot" if sb is not None and sb.fallback == Fallback.SPOT else "on_demand"
        fb_list = listed and adjustment(self.fleet, fb).changes_price
        return Names(
            od=self.price("on_demand", listed),
            res=self.price("reserved", listed),
            spot=self.price("spot", listed),
            lease=self.price("lease", listed),
            sb_capex=derived["capex"],
            sb_dep=derived["dep"],
            sb_rep=derived["rep"],
            sb_down=derived["down"],
            sb_pay=derived["pay"],
            sb_balloon=derived["balloon"],
            sb_fb="fleet_sb_fb_L" if fb_list else "fleet_sb_fb",
        )

    def cell(self, row: int, col: int, formula: str | float, value: Any, fmt: str) -> None:
        if isinstance(formula, str):
            self.ws.write_formula(row, col, formula, self.f[fmt], value)
        else:
            self.ws.write_number(row, col, formula, self.f[fmt])

    def named(self, row: int, key: str, name: str, formula: str | float, value: Any, fmt: str):
        self.ws.write_string(row, 0, label(key, self.lang))
        self.cell(row, 1, formula, value, fmt)
        # Sheet-local names: another sheet (or a second fleet) may use the same ones.
        self.wb.define_name(f"'{self.sheet}'!{name}", f"='{self.sheet}'!$B${row + 1}")
        quoted = self.sheet.replace("'", "''")
        self.cells[name] = f"'{quoted}'!$B${row + 1}"  # for formulas on other sheets
