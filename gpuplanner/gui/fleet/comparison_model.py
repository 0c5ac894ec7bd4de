"""The two comparison tables of the Fleet tab, thin adapters over the core's ``FleetResult``.

- ``StrategyCostsTableModel``: one row per strategy — present cost (the ranking's basis),
  total cash, cost per useful GPU-hour, the discount, markup, tax paid and totals without
  and with tax, and the kWh and tCO₂ over the horizon (peak kW in the tooltip); the cheapest
  in bold.
- ``SelfBuiltTableModel``: one row per rented strategy the owned cluster is compared with —
  the month it catches up, the payback period, the break-even utilization and the NPV of
  building instead. Empty when self-built is not compared.

Nothing is computed here; each model is reset only when its rows change, otherwise updated in
place.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Any

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont

from gpuplanner.core.fleet.plan import FleetStrategy
from gpuplanner.core.fleet.result import FleetResult, SelfBuiltComparison
from gpuplanner.gui import format as fmt
from gpuplanner.gui import wording
from gpuplanner.gui.fleet.names import strategy_name
from gpuplanner.gui.table_model import TableModel

Index = QModelIndex | QPersistentModelIndex
_ROLE = Qt.ItemDataRole
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)


class _ResultTableModel(TableModel):
    """Holds the result and currency; subclasses say the rows, columns and texts."""

    columns: type[IntEnum]

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._result: FleetResult | None = None
        self._currency = ""

    def _rows(self, result: FleetResult | None) -> tuple[Any, ...]:
        raise NotImplementedError

    def set_result(self, result: FleetResult | None, currency: str) -> None:
        same_rows = self._rows(result) == self._rows(self._result)
        self._currency = currency
        if not same_rows:
            self.beginResetModel()
            self._result = result
            self.endResetModel()
            return
        self._result = result
        if self.rowCount() > 0:
            last = self.index(self.rowCount() - 1, len(self.columns) - 1)
            self.dataChanged.emit(self.index(0, 0), last)

    def row_count(self) -> int:
        return len(self._rows(self._result))

    def column_count(self) -> int:
        return len(self.columns)

    def _valid(self, index: Index) -> bool:
        return index.isValid() and self._result is not None and index.row() < self.rowCount()


class CostColumn(IntEnum):
    STRATEGY = 0
    PRESENT = 1
    TOTAL = 2
    PER_HOUR = 3
    # The blocks' price adjustments and the plan's tax (core/fleet/adjust.py), over the
    # horizon; the tab shows them only where the plan has them (``shown_columns``).
    DISCOUNT = 4
    MARKUP = 5
    TAX = 6
    WITHOUT_TAX = 7
    WITH_TAX = 8
    # Energy and carbon over the horizon (core/fleet/energy.py), always shown.
    KWH = 9
    TCO2 = 10


def shown_columns(result: FleetResult | None) -> set[CostColumn]:
    """The adjustment columns worth showing for ``result``: the discount and the markup
    where a strategy has one, the tax columns when the plan's tax is on."""
    if result is None:
        return set()
    shown = set()
    if result.discount.any():
        shown.add(CostColumn.DISCOUNT)
    if result.markup.any():
        shown.add(CostColumn.MARKUP)
    if result.tax_enabled:
        shown |= {CostColumn.TAX, CostColumn.WITHOUT_TAX, CostColumn.WITH_TAX}
    return shown


class StrategyCostsTableModel(_ResultTableModel):
    columns = CostColumn

    def _rows(self, result: FleetResult | None) -> tuple[FleetStrategy, ...]:
        return result.strategies if result is not None else ()

    def data(self, index: Index, role: int = _ROLE.DisplayRole) -> Any:
        if not self._valid(index):
            return None
        result, row, column = self._result, index.row(), CostColumn(index.column())
        assert result is not None
        cheapest = row == result.ranking[0]
        if column in (CostColumn.KWH, CostColumn.TCO2):
            return self._energy(result, row, column, role)
        if role == _ROLE.DisplayRole:
            if column == CostColumn.STRATEGY:
                return strategy_name(result.strategies[row])
            value = {
                CostColumn.PRESENT: result.present_cost[row],
                CostColumn.TOTAL: result.total[row],
                CostColumn.PER_HOUR: result.cost_per_useful_gpu_hour[row],
                CostColumn.DISCOUNT: result.discount[row],
                CostColumn.MARKUP: result.markup[row],
                CostColumn.TAX: result.tax_paid[row],
                CostColumn.WITHOUT_TAX: result.total_without_tax[row],
                CostColumn.WITH_TAX: result.total_with_tax[row],
            }[column]
            decimals = 2 if column == CostColumn.PER_HOUR else 0
            return fmt.money(float(value), self._currency, decimals)
        if role == _ROLE.TextAlignmentRole:
            return _LEFT if column == CostColumn.STRATEGY else _RIGHT
        if role == _ROLE.FontRole and cheapest:
            font = QFont()
            font.setBold(True)
            return font
        if role == _ROLE.ToolTipRole and cheapest:
            return self.tr("The cheapest strategy in present value")
        return None

    def _energy(self, result: FleetResult, row: int, column: CostColumn, role: int) -> Any:
        if row >= len(result.energy):
            return None
        e = result.energy[row]
        if role == _ROLE.DisplayRole:
            if column == CostColumn.KWH:
                return fmt.number(e.kwh, 0)
            return fmt.number(e.tco2, 2)
        if role == _ROLE.TextAlignmentRole:
            return _RIGHT
        if role == _ROLE.ToolTipRole:
            if e.kwh != e.kwh:  # NaN: the rented GPUs' power is unknown
                return self.tr(
                    "The rented GPUs' power is unknown: choose the GPU from the catalog."
                )
            tip = fmt.fill(self.tr("Peak %1 kW"), fmt.number(e.peak_kw, 1))
            if e.electricity_cost is not None:
                cost = fmt.money(e.electricity_cost, self._currency, 0)
                tip += "\n" + fmt.fill(self.tr("Electricity paid: %1"), cost)
            return tip
        return None

    def header(self, section: int) -> str:
        return {
            CostColumn.STRATEGY: wording.label("report.col.strategy"),
            CostColumn.PRESENT: wording.label("fleet_xl.col.present"),
            CostColumn.TOTAL: self.tr("Total cash"),
            CostColumn.PER_HOUR: self.tr("Per useful GPU-h"),
            CostColumn.DISCOUNT: wording.label("bill.line.discount"),
            CostColumn.MARKUP: wording.label("fleet_xl.col.markup"),
            CostColumn.TAX: wording.label("fleet_xl.col.tax_paid"),
            CostColumn.WITHOUT_TAX: self.tr("Without tax"),
            CostColumn.WITH_TAX: self.tr("With tax"),
            CostColumn.KWH: wording.label("fleet_xl.col.kwh"),
            CostColumn.TCO2: wording.label("fleet_xl.col.tco2"),
        }[CostColumn(section)]

    def header_tip(self, section: int) -> str | None:
        return {
            CostColumn.PRESENT: self.tr(
                "Every month's cost discounted at the plan's rate: the ranking."
            ),
            CostColumn.TOTAL: self.tr(
                "Cash over the horizon, plus what is owed after it or recovered at its end."
            ),
            CostColumn.PER_HOUR: self.tr("Total cash over the GPU-hours demanded."),
            CostColumn.DISCOUNT: self.tr(
                "At the blocks' net unit prices (discount or negotiated price) less at the "
                "list prices, over the horizon; included in Total cash."
            ),
            CostColumn.MARKUP: self.tr(
                "The blocks' internal markups on their spending at the net prices; included "
                "in Total cash."
            ),
            CostColumn.TAX: self.tr(
                "The plan's tax on the spending at the net prices: services for cloud GPU "
                "time and hosting, hardware for leases, capex, power and repairs."
            ),
            CostColumn.WITHOUT_TAX: self.tr("Total cash less the tax in it."),
            CostColumn.WITH_TAX: self.tr(
                "Without tax plus all the tax paid: Total cash, unless input tax is recoverable."
            ),
            CostColumn.KWH: self.tr(
                "Energy over the horizon: GPU-hours run × power × server overhead × PUE at the "
                "load factor, plus GPUs held but idle (reserved, leased, owned) at the idle share."
            ),
            CostColumn.TCO2: self.tr("The kWh × the plan's grid factor (kg CO₂/kWh) / 1000."),
        }.get(CostColumn(section))


class SelfBuiltColumn(IntEnum):
    AGAINST = 0
    CATCHES_UP = 1
    PAYBACK = 2
    UTILIZATION = 3
    NPV = 4


class SelfBuiltTableModel(_ResultTableModel):
    columns = SelfBuiltColumn

    def _rows(self, result: FleetResult | None) -> tuple[FleetStrategy, ...]:
        if result is None or result.self_built is None:
            return ()
        return tuple(c.against for c in result.self_built.comparisons)

    def comparison(self, row: int) -> SelfBuiltComparison:
        assert self._result is not None and self._result.self_built is not None
        return self._result.self_built.comparisons[row]

    def _text(self, c: SelfBuiltComparison, column: SelfBuiltColumn) -> str:
        if column == SelfBuiltColumn.AGAINST:
            return strategy_name(c.against)
        if column == SelfBuiltColumn.CATCHES_UP:
            if c.break_even_month is None:
                return self.tr("not within the horizon")
            return fmt.fill(self.tr("month %1"), fmt.integer(c.break_even_month))
        if column == SelfBuiltColumn.PAYBACK:
            if c.payback_months is None:
                return self.tr("never")
            months = fmt.number(c.payback_months, 1)
            template = self.tr("≈ %1 months") if c.payback_extrapolated else self.tr("%1 months")
            return fmt.fill(template, months)
        if column == SelfBuiltColumn.UTILIZATION:
            if c.break_even_utilization is None:
                return self.tr("never pays")
            return fmt.percent(c.break_even_utilization, 0)
        return fmt.money(c.npv, self._currency, 0)

    def data(self, index: Index, role: int = _ROLE.DisplayRole) -> Any:
        if not self._valid(index):
            return None
        c, column = self.comparison(index.row()), SelfBuiltColumn(index.column())
        if role == _ROLE.DisplayRole:
            return self._text(c, column)
        if role == _ROLE.TextAlignmentRole:
            return _LEFT if column == SelfBuiltColumn.AGAINST else _RIGHT
        if role == _ROLE.ToolTipRole:
            if column == SelfBuiltColumn.PAYBACK and c.payback_extrapolated:
                return self.tr("Past the horizon: extrapolated at the last month's saving.")
            if column == SelfBuiltColumn.NPV:
                return self.tr("Building saves") if c.npv > 0 else self.tr("Building costs more")
        return None

    def header(self, section: int) -> str:
        return {
            SelfBuiltColumn.AGAINST: self.tr("Self-built against"),
            SelfBuiltColumn.CATCHES_UP: self.tr("Catches up"),
            SelfBuiltColumn.PAYBACK: self.tr("Payback"),
            SelfBuiltColumn.UTILIZATION: wording.label("fleet_xl.col.utilization"),
            SelfBuiltColumn.NPV: self.tr("NPV of building"),
        }[SelfBuiltColumn(section)]

    def header_tip(self, section: int) -> str | None:
        return {
            SelfBuiltColumn.CATCHES_UP: self.tr(
                "First month the self-built cumulative cash is at or below this strategy's."
            ),
            SelfBuiltColumn.PAYBACK: self.tr(
                "When owning has paid back against this strategy, within the month; "
                "≈: past the horizon, at the last month's saving."
            ),
            SelfBuiltColumn.UTILIZATION: self.tr(
                "Utilization of the owned GPUs above which owning costs less per useful "
                "GPU-hour than this strategy."
            ),
            SelfBuiltColumn.NPV: self.tr(
                "Present cost of this strategy minus that of self-built, at the discount "
                "rate: above zero, building saves."
            ),
        }.get(SelfBuiltColumn(section))
