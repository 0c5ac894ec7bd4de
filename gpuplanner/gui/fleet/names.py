"""Translatable names of the fleet strategies and their colours, shared by every fleet view.

A strategy keeps one colour everywhere (chart, table header tooltips, legend), taken from the
charts' colour-blind-safe palette in the fixed order of ``FleetStrategy``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from gpuplanner.core.fleet_plan import FleetStrategy
from gpuplanner.gui.charts.palette import PLATFORM_COLORS_DARK, PLATFORM_COLORS_LIGHT

_ORDER = tuple(FleetStrategy)


def _tr(text: str) -> str:
    return QCoreApplication.translate("fleet", text)


def strategy_name(strategy: FleetStrategy | str) -> str:
    """The strategy as the user reads it ("On-demand", "Self-built", …)."""
    names = {
        FleetStrategy.ON_DEMAND: _tr("On-demand"),
        FleetStrategy.RESERVED: _tr("Reserved / monthly plan"),
        FleetStrategy.SPOT: _tr("All spot"),
        FleetStrategy.LEASE: _tr("Leased machines"),
        FleetStrategy.SELF_BUILT: _tr("Self-built"),
        FleetStrategy.HYBRID: _tr("Hybrid"),
    }
    return names.get(FleetStrategy(strategy), str(strategy))


def strategy_phrase(strategy: FleetStrategy | str) -> str:
    """The strategy inside a sentence ("catches up with on-demand in month 9")."""
    phrases = {
        FleetStrategy.ON_DEMAND: _tr("on-demand"),
        FleetStrategy.RESERVED: _tr("the reserved / monthly plan"),
        FleetStrategy.SPOT: _tr("all spot"),
        FleetStrategy.LEASE: _tr("leased machines"),
        FleetStrategy.SELF_BUILT: _tr("self-built"),
        FleetStrategy.HYBRID: _tr("the hybrid"),
    }
    return phrases.get(FleetStrategy(strategy), str(strategy))


def strategy_color(strategy: FleetStrategy | str, dark: bool = False) -> QColor:
    """The strategy's colour: fixed by its place in ``FleetStrategy``, never by the plan."""
    colors = PLATFORM_COLORS_DARK if dark else PLATFORM_COLORS_LIGHT
    return QColor(colors[_ORDER.index(FleetStrategy(strategy)) % len(colors)])
