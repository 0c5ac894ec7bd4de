"""Names of the uncertain inputs and their ranges in the form's units, for the form and the tornado.

A range is the typed value (the simulation's ``TornadoBar.base_value``) moved to the low and
high multipliers: MFU and scaling as percentages (capped at 100 %), the GPU price as the
bill's GPU time per GPU-hour at the chosen count (``PlatformResult.gpu_hour_price``: for an
owned cluster its depreciation, power, hosting and staff per GPU-hour of this job),
interruptions per 1,000 GPU-hours and setup time in minutes.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from gpuplanner.core.uncertainty import TornadoBar
from gpuplanner.gui import format as fmt
from gpuplanner.gui import wording


class RangeText(QObject):
    def name(self, key: str) -> str:
        return {
            "mfu": wording.label("quote.col.mfu"),
            "scaling": self.tr("Scaling"),
            "price": self.tr("GPU price"),
            "interruption_rate": self.tr("Interruption rate"),
            "setup_hours": self.tr("Setup time"),
        }[key]

    def end(self, bar: TornadoBar, side: int, gpus: int, currency: str) -> str:
        """The input at its low (``side`` 0) or high (1) end: "18.8%", "¥22.00 per GPU-hour"."""
        key = bar.input
        value = bar.base_value * (bar.high_multiplier if side else bar.low_multiplier)
        if key in ("mfu", "scaling"):
            return fmt.percent(min(value, 1.0), 1)
        if key == "price":
            return fmt.fill(self.tr("%1 per GPU-hour"), fmt.money(value, currency))
        if key == "interruption_rate":
            return fmt.fill(self.tr("%1 per 1,000 GPU-h"), fmt.number(value * 1000, 3))
        return fmt.fill(self.tr("%1 min"), fmt.number(value * 60, 0))

    def span(self, bar: TornadoBar, gpus: int, currency: str) -> str:
        """E.g. "30.0% to 50.0%", "¥18.00 to ¥22.00 per GPU-hour"."""
        key = bar.input
        lo, hi = bar.base_value * bar.low_multiplier, bar.base_value * bar.high_multiplier
        if key == "mfu":
            return fmt.fill(self.tr("%1 to %2"), fmt.percent(lo, 1), fmt.percent(min(hi, 1.0), 1))
        if key == "scaling":
            if gpus == 1:
                return self.tr("no effect on one GPU")
            return fmt.fill(
                self.tr("%1 to %2 at a GPU count of %3"),
                fmt.percent(lo, 1),
                fmt.percent(min(hi, 1.0), 1),
                fmt.integer(gpus),
            )
        if key == "price":
            return fmt.fill(
                self.tr("%1 to %2 per GPU-hour"), fmt.money(lo, currency), fmt.money(hi, currency)
            )
        if bar.base_value == 0:
            return self.tr("none entered, so no spread")
        if key == "interruption_rate":
            return fmt.fill(
                self.tr("%1 to %2 per 1,000 GPU-h"),
                fmt.number(lo * 1000, 3),
                fmt.number(hi * 1000, 3),
            )
        return fmt.fill(self.tr("%1 to %2 min"), fmt.number(lo * 60, 0), fmt.number(hi * 60, 0))
