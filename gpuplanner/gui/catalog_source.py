"""The catalogs as the forms need them: core objects with a display label, loaded once.

The forms ask here rather than reading ``gpuplanner.io.catalog`` directly, so a missing or
broken catalog leaves the combo boxes short of choices (with the built-in interconnect list)
instead of breaking the window.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from functools import cache
from typing import Any, Generic, Literal, TypeVar

from gpuplanner.core.platform import GpuSpec, Platform
from gpuplanner.core.workload import ModelArch

log = logging.getLogger(__name__)
T = TypeVar("T")
Scope = Literal["intra_node", "inter_node"]


@dataclass(frozen=True)
class Choice(Generic[T]):
    id: str
    label: str
    value: T
    detail: str = ""  # a second line for lists: provider, currency, date, notes


@dataclass(frozen=True)
class Interconnect:
    id: str
    label: str
    scope: Scope
    gbps: float  # effective all-reduce bus bandwidth per GPU, GB/s


# Effective bus bandwidths (GB/s per GPU) used when the catalog has no interconnect presets:
# NVLink 3 on A100 HGX (~230 measured of 300 nominal), NVLink 4 on H100 (~360 of 450),
# PCIe 4 x16 (~25 of 32), PCIe 3 (~10); network shares of one NIC per GPU at ~90 % of line rate.
BUILT_IN_INTERCONNECTS = (
    Interconnect("nvlink4", "NVLink 4 (H100 HGX)", "intra_node", 360.0),
    Interconnect("nvlink3", "NVLink 3 (A100 HGX)", "intra_node", 230.0),
    Interconnect("pcie4", "PCIe 4.0 x16", "intra_node", 25.0),
    Interconnect("pcie3", "PCIe 3.0 x16", "intra_node", 10.0),
    Interconnect("ib-ndr400", "InfiniBand NDR 400G", "inter_node", 45.0),
    Interconnect("ib-hdr200", "InfiniBand HDR 200G", "inter_node", 23.0),
    Interconnect("roce200", "RoCE 200G", "inter_node", 20.0),
    Interconnect("roce100", "RoCE 100G", "inter_node", 10.0),
    Interconnect("eth25", "Ethernet 25G", "inter_node", 2.5),
    Interconnect("eth10", "Ethernet 10G", "inter_node", 1.0),
)


@cache
def _catalog() -> Any:
    """The merged catalog, or None when it cannot be read (logged, never raised)."""
    try:
        from gpuplanner.io.catalog import load_catalog

        return load_catalog()
    except Exception:  # a bad or missing catalog must not take the window down
        log.warning("the catalogs could not be loaded; catalog choices are empty", exc_info=True)
        return None


def _choices(section: str, convert: Any) -> tuple[Choice[Any], ...]:
    catalog = _catalog()
    if catalog is None:
        return ()
    out = []
    for record in getattr(catalog, section).values():
        try:
            out.append(convert(catalog, record))
        except Exception:  # one odd record loses its entry, not the list
            log.warning("catalog %s entry %s skipped", section, record.id, exc_info=True)
    return tuple(out)


@cache
def gpus() -> tuple[Choice[GpuSpec], ...]:
    from gpuplanner.io.catalog_convert import gpu_spec

    return _choices(
        "gpus", lambda c, r: Choice(r.id, r.name, gpu_spec(r), f"{r.memory_gb:g} GB · {r.vendor}")
    )


@cache
def models() -> tuple[Choice[ModelArch], ...]:
    from gpuplanner.io.catalog_convert import model_arch

    return _choices("models", lambda c, r: Choice(r.id, r.name, model_arch(r), r.family))


@cache
def platform_presets() -> tuple[Choice[Platform | None], ...]:
    """Every preset; one that needs a quote has no platform (we never invent its price)."""
    from gpuplanner.io.catalog_convert import preset_platform

    def convert(catalog: Any, r: Any) -> Choice[Platform | None]:
        if r.needs_quote:
            detail = " · ".join(x for x in (r.provider, r.region, ", ".join(r.quote_items)) if x)
            return Choice(r.id, r.name, None, detail)
        detail = " · ".join(
            x for x in (r.provider, r.region, r.currency, r.prices_as_of or "", r.price_basis) if x
        )
        return Choice(r.id, r.name, preset_platform(r, catalog), detail)

    return _choices("platforms", convert)


def resolve_gpu_id(gpu_id: str) -> str | None:
    """The catalog id of a GPU id a plan stores (older plans may use an alias), or None."""
    catalog = _catalog()
    if catalog is None or not gpu_id:
        return None
    try:
        return catalog.gpu(gpu_id).id
    except KeyError:
        return None


def preset_currency(preset_id: str) -> str | None:
    catalog = _catalog()
    record = catalog.platforms.get(preset_id) if catalog is not None else None
    return record.currency if record is not None else None


@cache
def interconnects() -> tuple[Interconnect, ...]:
    catalog = _catalog()
    if catalog is None or not catalog.interconnects:
        return BUILT_IN_INTERCONNECTS
    return tuple(
        Interconnect(r.id, r.name, r.scope, r.busbw_gbps) for r in catalog.interconnects.values()
    )


def clear_cache() -> None:
    """Forget loaded catalogs (after the user's catalog changes)."""
    for fn in (_catalog, gpus, models, platform_presets, interconnects):
        fn.cache_clear()
