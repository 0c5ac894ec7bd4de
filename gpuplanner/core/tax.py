"""Plan-level taxes (VAT) on the bill: a rate for services, a rate for hardware, and whether
input tax is recoverable.

Classes: cloud GPU time (on-demand, spot, reserved), hosting, fee items and the trial phase
are services; a machine lease (rent, add-ons, deposit kept) and the self-built hardware
(depreciation or purchase, repairs) and its electricity are hardware (goods and leases of
tangible movable property); operations staff (salaries) and the internal markup carry no
tax. With recoverable input tax the tax is paid but credited back, so the cost to reach the
target excludes it; otherwise it is part of the cost. Off by default.

The settings only: which part of a bill is which class is the pricing mode's rule
(``core.tax_split``), so the plan can hold these without importing the pricing modes.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from gpuplanner.core.base import Frozen
from gpuplanner.core.text import OneLine

Percent = Annotated[float, Field(ge=0, le=100)]

# China's VAT rates (增值税): 6 % on modern services incl. information-technology services
# (cloud computing) — Caishui [2016] No. 36 (财税〔2016〕36号), annex 1, art. 15; 13 % on goods
# and on leases of tangible movable property — MOF/STA/GACC Announcement 2019 No. 39
# (财政部 税务总局 海关总署公告2019年第39号), art. 1, in force from 1 April 2019.
CN_VAT_SOURCE = (
    "Caishui [2016] No. 36 (财税〔2016〕36号) art. 15: 6 % on IT services; MOF/STA/GACC "
    "Announcement 2019 No. 39 (财政部 税务总局 海关总署公告2019年第39号) art. 1: 13 % on "
    "goods and tangible movable property leases, from 2019-04-01"
)
CN_VAT_AS_OF = "2019-04-01"


class TaxSettings(Frozen):
    enabled: bool = False
    services_rate_percent: Percent = 6.0
    hardware_rate_percent: Percent = 13.0
    recoverable: bool = False  # input VAT credited back (a VAT-registered general taxpayer)
    source: OneLine = ""  # where the rates come from (a preset fills it)

    @property
    def services_rate(self) -> float:
        return self.services_rate_percent / 100.0 if self.enabled else 0.0

    @property
    def hardware_rate(self) -> float:
        return self.hardware_rate_percent / 100.0 if self.enabled else 0.0


def china_vat(recoverable: bool = False) -> TaxSettings:
    """The China preset: 6 % services, 13 % hardware (sources in ``CN_VAT_SOURCE``)."""
    return TaxSettings(
        enabled=True,
        services_rate_percent=6.0,
        hardware_rate_percent=13.0,
        recoverable=recoverable,
        source=CN_VAT_SOURCE,
    )
