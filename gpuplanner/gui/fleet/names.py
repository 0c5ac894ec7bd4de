"""Names of the fleet strategies (from the message catalog) and their colours, for every
fleet view.

A strategy keeps one colour everywhere (chart, table header tooltips, legend), taken from the
charts' colour-blind-safe palette in the fixed order of ``FleetStrategy``.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

from gpuplanner.core.fleet.plan import FleetStrategy
from gpuplanner.gui import i18n
from gpuplanner.gui.charts.palette import PLATFORM_COLORS_DARK, PLATFORM_COLORS_LIGHT
from gpuplanner.io import messages
from gpuplanner.io.fleet.wording import strategy_key

_ORDER = tuple(FleetStrategy)


def strategy_name(strategy: FleetStrategy | str) -> str:
    """The strategy as the user reads it ("On-demand", "Self-built", …), from the catalog."""
    return messages.label(strategy_key(strategy), i18n.current_language())


def strategy_color(strategy: FleetStrategy | str, dark: bool = False) -> QColor:
    """The strategy's colour: fixed by its place in ``FleetStrategy``, never by the plan."""
    colors = PLATFORM_COLORS_DARK if dark else PLATFORM_COLORS_LIGHT
    return QColor(colors[_ORDER.index(FleetStrategy(strategy)) % len(colors)])
