"""The catalogs as the forms need them: core objects with a display label, loaded once.

The forms ask here rather than reading ``gpuplanner.io.catalog.loader`` directly. A damaged *user*
catalog never reaches this far (``load_catalog`` collects its problems and drops the entries);
a broken *bundled* catalog is a bug in the product and raises, so a test catches it instead of
the window quietly offering no choices.
"""

from __future__ import annotations

import datetime as dt
import logging
from dataclasses import dataclass
from functools import cache
from typing import Any, Generic, Literal, TypeVar

from gpuplanner.core.platform import MODE_CLASS, GpuSpec, Platform, PricingMode
from gpuplanner.core.platform_edits import GpuDefaults
from gpuplanner.core.pricing_fields import list_price_field
from gpuplanner.core.workload import ModelArch
from gpuplanner.gui import i18n

log = logging.getLogger(__name__)
T = TypeVar("T")
Scope = Literal["intra_node", "inter_node"]


@dataclass(frozen=True)
class CatalogTexts:
    """What a catalog entry says about itself, in one language: the catalog's ``zh_CN`` words
    for the Chinese UI, its own words otherwise (and wherever a user's entry has no Chinese)."""

    price_basis: str = ""  # a preset's price, a GPU's purchase price
    interruption_basis: str = ""
    notes: str = ""
    capex: tuple[str, str] | None = None  # self-built: the server's and the network's basis
    quote_items: tuple[str, ...] = ()  # needs a quote: what to ask the vendor for
    mfu_rationale: str = ""  # a GPU: why its MFU prior


@dataclass(frozen=True)
class Choice(Generic[T]):
    id: str
    label: str
    value: T
    detail: str = ""  # a second line for lists: provider, currency, date, notes
    texts: CatalogTexts = CatalogTexts()  # its descriptions, in the UI language


@dataclass(frozen=True)
class Interconnect:
    id: str
    label: str
    scope: Scope
    gbps: float  # effective bus bandwidth, GB/s: per GPU inside a node, per adapter between
    nics: int | None = None  # inter-node: network adapters per node (None: one per GPU)
    basis: str = ""  # where the figure comes from, in the UI language


@cache
def _catalog() -> Any:
    """The merged catalog (bundled entries with the user's on top)."""
    from gpuplanner.io.catalog.loader import load_catalog

    return load_catalog()


def bill_preset(plan: Any, index: int) -> Platform | None:
    """The preset platform ``index`` came from, read from the app's catalog (loaded once):
    the bill's sources, as ``report --json`` reads them (``io.catalog.presets``)."""
    from gpuplanner.io.catalog.presets import platform_preset

    return platform_preset(plan, index, _catalog())


def preset_label(preset_id: str) -> str | None:
    """The preset's name as the preset picker lists it (``platform_presets``' label), in the
    UI language; None when the catalog has no preset of that id (a plan from another
    machine's catalog)."""
    catalog = _catalog()
    record = catalog.platforms.get(preset_id) if catalog is not None else None
    return record.worded("name", i18n.current_language()) if record is not None else None


def user_problems() -> tuple[str, ...]:
    """What is wrong in the user's own catalog files (their bad entries are left out), each
    naming the file, the entry and the field; () when all is well."""
    catalog = _catalog()
    lang = i18n.current_language()
    return tuple(p.text(lang) for p in catalog.problems) if catalog is not None else ()


def _choices(section: str, convert: Any) -> tuple[Choice[Any], ...]:
    catalog = _catalog()
    out = []
    for record in getattr(catalog, section).values():
        try:
            out.append(convert(catalog, record))
        except Exception:
            if (section, record.id) not in catalog.user:
                raise  # a bundled entry the forms cannot use is a bug, not a user problem
            # one odd user record loses its entry, not the list
            log.warning("catalog %s entry %s skipped", section, record.id, exc_info=True)
    return tuple(out)


def gpus() -> tuple[Choice[GpuSpec], ...]:
    """The catalog GPUs; their notes, MFU rationale and price basis in the UI language."""
    return _gpus(i18n.current_language())


@cache
def _gpus(lang: str) -> tuple[Choice[GpuSpec], ...]:
    from gpuplanner.io.catalog.convert import gpu_spec

    def convert(catalog: Any, r: Any) -> Choice[GpuSpec]:
        texts = CatalogTexts(
            price_basis=r.price.worded("basis", lang),
            notes=r.worded("notes", lang),
            mfu_rationale=r.worded("mfu_rationale", lang),
        )
        return Choice(r.id, r.name, gpu_spec(r), f"{r.memory_gb:g} GB · {r.vendor}", texts)

    return _choices("gpus", convert)


def models() -> tuple[Choice[ModelArch], ...]:
    """The catalog models; their notes in the UI language."""
    return _models(i18n.current_language())


@cache
def _models(lang: str) -> tuple[Choice[ModelArch], ...]:
    from gpuplanner.io.catalog.convert import model_arch

    def convert(catalog: Any, r: Any) -> Choice[ModelArch]:
        texts = CatalogTexts(notes=r.worded("notes", lang))
        return Choice(r.id, r.name, model_arch(r), r.family, texts)

    return _choices("models", convert)


def platform_presets() -> tuple[Choice[Platform | None], ...]:
    """Every preset, named and described in the UI language; one that needs a quote has no
    platform (we never invent its price)."""
    return _platform_presets(i18n.current_language())


@cache
def _platform_presets(lang: str) -> tuple[Choice[Platform | None], ...]:
    from gpuplanner.io.catalog.convert import preset_platform

    def convert(catalog: Any, r: Any) -> Choice[Platform | None]:
        texts = preset_texts(r, lang)
        provider, name = r.worded("provider", lang), r.worded("name", lang)
        if r.needs_quote:
            detail = " · ".join(x for x in (provider, r.region, r.currency) if x)
            return Choice(r.id, name, None, detail, texts)
        detail = " · ".join(x for x in (provider, r.region, r.currency, r.prices_as_of) if x)
        return Choice(r.id, name, preset_platform(r, catalog, lang=lang), detail, texts)

    return _choices("platforms", convert)


def preset_texts(record: Any, lang: str) -> CatalogTexts:
    """A catalog preset's descriptions in ``lang``."""
    capex = record.capex
    return CatalogTexts(
        price_basis=record.worded("price_basis", lang),
        interruption_basis=record.worded("interruption_basis", lang),
        notes=record.worded("notes", lang),
        capex=(
            (capex.worded("gpu_and_server_basis", lang), capex.worded("network_basis", lang))
            if capex is not None
            else None
        ),
        quote_items=tuple(record.worded("quote_items", lang)),
    )


def resolve_gpu_id(gpu_id: str) -> str | None:
    """The catalog id of a GPU id a plan stores (older plans may use an alias), or None."""
    catalog = _catalog()
    if not gpu_id:
        return None
    try:
        return catalog.gpu(gpu_id).id
    except KeyError:
        return None


def gpu_defaults(gpu_id: str) -> GpuDefaults:
    """What a platform on this catalog GPU starts from: its MFU prior and its link class's
    bandwidth (nothing for a GPU the catalog lacks: then nothing follows a change)."""
    catalog = _catalog()
    try:
        record = catalog.gpu(gpu_id)
    except KeyError:
        return GpuDefaults()
    link = catalog.interconnects.get(record.interconnect)
    return GpuDefaults(
        mfu=record.mfu_prior, intra_node_gbps=link.busbw_gbps if link is not None else None
    )


def quote_mode(preset_id: str) -> PricingMode | None:
    """The pricing mode a needs-quote preset is quoted in (None: priced, or not a preset)."""
    record = _catalog().platforms.get(preset_id)
    return PricingMode(record.quote_mode) if record is not None and record.quote_mode else None


def quoted_platform(preset_id: str, price: float, today: dt.date) -> Platform | None:
    """A needs-quote preset as a platform at the ``price`` the user was quoted (in the
    preset's currency, per the quote mode's unit): dated today, entered by the user, named
    in the UI language."""
    from gpuplanner.io.catalog.convert import preset_platform

    catalog = _catalog()
    record = catalog.platforms.get(preset_id)
    mode = quote_mode(preset_id)
    if record is None or mode is None:
        return None
    # the quote mode's class at the quoted list price, its other fields at their defaults
    cls = MODE_CLASS[mode]
    pricing = cls.model_validate({"mode": mode, list_price_field(cls): price})  # type: ignore[attr-defined]
    platform = preset_platform(record, catalog, pricing=pricing, lang=i18n.current_language())
    return platform.model_copy(update={"prices_as_of": today, "prices_entered": True})


def preset_currency(preset_id: str) -> str | None:
    catalog = _catalog()
    record = catalog.platforms.get(preset_id)
    return record.currency if record is not None else None


def usual_links(preset_id: str | None, gpu_id: str | None) -> dict[Scope, str]:
    """The interconnect presets a platform was made with, where the catalog says: its
    preset's links, else the GPU's own scale-up link. Presets can share a figure (the A800's
    and the H800's 160 GB/s, the B200's NVLink and an NVL72 rack's 740): the form shows the
    one the platform came from rather than the first in the list."""
    catalog = _catalog()
    record = catalog.platforms.get(preset_id) if preset_id else None
    if record is not None:
        return {"intra_node": record.intra_node, "inter_node": record.inter_node}
    try:
        return {"intra_node": catalog.gpu(gpu_id).interconnect} if gpu_id else {}
    except KeyError:  # a hand-entered GPU, or one the catalog no longer has
        return {}


def interconnects() -> tuple[Interconnect, ...]:
    """The interconnect presets, named and explained in the UI language."""
    return _interconnects(i18n.current_language())


@cache
def _interconnects(lang: str) -> tuple[Interconnect, ...]:
    catalog = _catalog()
    return tuple(
        Interconnect(
            r.id,
            r.worded("name", lang),
            r.scope,
            r.busbw_gbps,
            r.nics_per_node,
            r.worded("basis", lang),
        )
        for r in catalog.interconnects.values()
    )


def clear_cache() -> None:
    """Forget loaded catalogs (after the user's catalog changes)."""
    for fn in (_catalog, _gpus, _models, _platform_presets, _interconnects):
        fn.cache_clear()
