"""Energy and carbon settings: a platform's power draw, the plan's grid intensity, and the
sourced, dated grid presets (the method and its source are in ``core.energy``)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Annotated

from pydantic import Field

from gpuplanner.core.base import NOT_VANISHING, Frozen, PositiveFloat

if TYPE_CHECKING:
    import numpy as np

RENTED_PUE = 1.1  # LLaMA (arXiv 2302.13971 §6) assumes PUE 1.1 for a data centre


class GridRegion(StrEnum):
    CN_NATIONAL_2023 = "cn_national_2023"
    CN_NORTH_2023 = "cn_north_2023"
    CN_NORTHEAST_2023 = "cn_northeast_2023"
    CN_EAST_2023 = "cn_east_2023"
    CN_CENTRAL_2023 = "cn_central_2023"
    CN_NORTHWEST_2023 = "cn_northwest_2023"
    CN_SOUTH_2023 = "cn_south_2023"
    CN_SOUTHWEST_2023 = "cn_southwest_2023"
    CN_NATIONAL_2022 = "cn_national_2022"
    US_LLAMA_2023 = "us_llama_2023"


@dataclass(frozen=True)
class GridPreset:
    kg_per_kwh: float
    source: str
    as_of: str  # the year the factor describes, and when it was published


_MEE_2023 = (
    "MEE & NBS, Announcement on the 2023 power CO2 emission factors "
    "(生态环境部 国家统计局《关于发布2023年电力二氧化碳排放因子的公告》), average factor"
)
GRID_PRESETS: dict[GridRegion, GridPreset] = {
    GridRegion.CN_NATIONAL_2023: GridPreset(0.5306, _MEE_2023 + ", national", "2023, pub. 2026-01"),
    GridRegion.CN_NORTH_2023: GridPreset(
        0.6361, _MEE_2023 + ", North China grid", "2023, pub. 2026-01"
    ),
    GridRegion.CN_NORTHEAST_2023: GridPreset(
        0.5122, _MEE_2023 + ", Northeast grid", "2023, pub. 2026-01"
    ),
    GridRegion.CN_EAST_2023: GridPreset(
        0.5500, _MEE_2023 + ", East China grid", "2023, pub. 2026-01"
    ),
    GridRegion.CN_CENTRAL_2023: GridPreset(
        0.5271, _MEE_2023 + ", Central China grid", "2023, pub. 2026-01"
    ),
    GridRegion.CN_NORTHWEST_2023: GridPreset(
        0.5543, _MEE_2023 + ", Northwest grid", "2023, pub. 2026-01"
    ),
    GridRegion.CN_SOUTH_2023: GridPreset(
        0.4042, _MEE_2023 + ", South China grid", "2023, pub. 2026-01"
    ),
    GridRegion.CN_SOUTHWEST_2023: GridPreset(
        0.2472, _MEE_2023 + ", Southwest grid", "2023, pub. 2026-01"
    ),
    GridRegion.CN_NATIONAL_2022: GridPreset(
        0.5366,
        "MEE & NBS, 2022 power CO2 emission factors (生态环境部 国家统计局), national average",
        "2022",
    ),
    GridRegion.US_LLAMA_2023: GridPreset(
        0.385,
        "Touvron et al., LLaMA (arXiv 2302.13971) §6: US national average carbon intensity",
        "2023-02",
    ),
}

Share = Annotated[float, Field(ge=0, le=1)]


class CarbonSettings(Frozen):
    """The plan's grid: a sourced, dated preset, or a typed intensity (which wins)."""

    region: GridRegion = GridRegion.CN_NATIONAL_2023
    kg_per_kwh: Annotated[float, Field(ge=0, le=2)] | None = None

    @property
    def intensity(self) -> float:
        return (
            self.kg_per_kwh if self.kg_per_kwh is not None else GRID_PRESETS[self.region].kg_per_kwh
        )


class EnergySettings(Frozen):
    """A platform's power draw. ``gpu_power_w`` and ``pue`` apply to rented platforms (a
    self-built cluster's come from its pricing); ``grid_kg_per_kwh`` overrides the plan's."""

    gpu_power_w: PositiveFloat | None = None  # None: the catalog TDP
    server_overhead: Annotated[float, Field(ge=1, le=3)] = 1.0  # host CPUs, NICs, fans: ~1.3
    pue: Annotated[float, Field(ge=1, le=5)] | None = None  # None: 1.1 (RENTED_PUE)
    load_factor: Annotated[float, Field(gt=0, le=1), NOT_VANISHING] = (
        1.0  # average draw while training
    )
    idle_fraction: Share = 1.0  # draw while held but not training (setup), of the power
    grid_kg_per_kwh: Annotated[float, Field(ge=0, le=2)] | None = None


def energized_hours(e: EnergySettings, hours: np.ndarray, setup: float | np.ndarray) -> np.ndarray:
    """Hours at full power: training hours × load factor + setup hours × idle share."""
    import numpy as np  # here, not at the top: the plan models load before the first paint

    if e.load_factor == 1 and e.idle_fraction == 1:
        return hours  # the old meaning, to the last bit
    setup = np.minimum(setup, hours)
    return (hours - setup) * e.load_factor + setup * e.idle_fraction
