"""``gpuplanner catalog gpus|models|platforms|interconnects [--json]``: list the merged catalog.

The bundled catalog with the user's entries on top. A damaged user catalog never stops the
listing: each problem is a warning on stderr naming the file and the entry, and the exit code
stays 0. ``--json`` prints a list of records, each with ``origin`` ("bundled" or "user").
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable

from gpuplanner.core.pricing_fields import list_price_field
from gpuplanner.core.pricing_modes import modes_of
from gpuplanner.io import messages
from gpuplanner.io.catalog.loader import Catalog, Section, load_catalog
from gpuplanner.io.catalog.models import (
    GpuRecord,
    InterconnectPreset,
    ModelRecord,
    PlatformPreset,
)
from gpuplanner.io.messages import LANGUAGES
from gpuplanner.io.terminal import clip, display_width, fit, printable, printable_json
from gpuplanner.io.words.report import catalog_word

WHICH: dict[str, Section] = {
    "gpus": "gpus",
    "models": "models",
    "platforms": "platforms",
    "interconnects": "interconnects",
}


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("catalog", help="list the bundled and user catalogs")
    p.add_argument("which", choices=tuple(WHICH))
    p.add_argument("--json", action="store_true", help="print the records as a JSON list")
    p.add_argument(
        "--lang",
        choices=LANGUAGES,
        default="en",
        help="language of the table's headings and notes (default: en)",
    )
    p.set_defaults(func=_cmd)


def _cmd(args: argparse.Namespace) -> int:
    catalog = load_catalog()
    for problem in catalog.problems:
        warning = printable(f"gpuplanner: warning: user catalog: {problem}", keep_newlines=False)
        print(warning, file=sys.stderr)
    section = WHICH[args.which]
    records = list(getattr(catalog, section).values())
    if args.json:
        out = [
            {**r.model_dump(mode="json"), "origin": catalog.origin(section, r.id)} for r in records
        ]
        print(printable_json(json.dumps(out, ensure_ascii=False, indent=2)))
    else:
        print(printable(catalog_text(catalog, section, args.lang)), end="")
    return 0


def _price(value: float) -> str:
    """6.88, 0.526, 10.98, 1,686: up to three decimals, no trailing zeros."""
    return f"{value:,.3f}".rstrip("0").rstrip(".")


def _num(value: float | None, fmt: str = "g") -> str:
    return "—" if value is None else format(value, fmt)


def _gpu_row(r: GpuRecord, lang: str = "en") -> list[str]:
    peak = r.bf16_tflops or r.fp16_tflops
    return [
        r.id,
        clip(r.name, 34),
        _num(r.memory_gb),
        _num(peak) + ("" if r.bf16_tflops else " fp16"),
        _num(r.fp8_tflops),
        f"{r.mfu_prior:.2f}",
        r.interconnect,
        _gpu_price(r),
        "†" if r.unconfirmed else "",
    ]


def _gpu_price(r: GpuRecord) -> str:
    p = r.price
    if p.needs_quote:
        return "needs quote"
    if p.usd:
        return f"${p.usd:,.0f}"
    if p.usd_low and p.usd_high:
        return f"${p.usd_low:,.0f}–{p.usd_high:,.0f}"
    return f"¥{p.cny:,.0f}" if p.cny else "—"


def _model_row(r: ModelRecord, lang: str = "en") -> list[str]:
    return [
        r.id,
        clip(r.name, 22),
        _num(r.params_b),
        _num(r.active_params_b),
        str(r.layers),
        str(r.hidden),
        f"{r.heads}/{r.kv_heads}",
        str(r.ffn),
        str(r.vocab),
    ]


def preset_price_text(p: PlatformPreset, lang: str = "en") -> str:
    """A preset's price in one short phrase, with its currency and unit."""
    c, pricing = p.currency, p.pricing
    if pricing is None:
        return catalog_word("needs quote", lang)

    # the class's catalog.price.<first mode> message over its fields, the list price as
    # ``price`` (up to three decimals, no trailing zeros; core/pricing_fields.py)
    kind = modes_of(type(pricing))[0].value
    figures: dict[str, object] = dict(pricing)
    figures["price"] = _price(getattr(pricing, list_price_field(pricing)))
    return messages.text(f"catalog.price.{kind}", lang, messages.render, currency=c, **figures)


def _platform_row(r: PlatformPreset, lang: str = "en") -> list[str]:
    mode = (r.pricing.mode if r.pricing else r.quote_mode or r.kind).replace("_", "-")
    return [
        r.id,
        clip(r.worded("name", lang), 34),
        r.gpu_id,
        mode,
        preset_price_text(r, lang),
        r.prices_as_of or "—",
        f"{r.interruption_rate:.2g}",
    ]


def _link_row(r: InterconnectPreset, lang: str = "en") -> list[str]:
    return [
        r.id,
        r.scope.replace("_", "-"),
        f"{r.busbw_gbps:g}",
        f"{r.busbw_low_gbps:g}–{r.busbw_high_gbps:g}",
        _num(r.nics_per_node),
        _num(r.node_busbw_gbps),
        clip(r.worded("name", lang), 50),
        "†" if r.unconfirmed else "",
    ]


_TABLES: dict[Section, tuple[list[str], Callable[..., list[str]], str]] = {
    "gpus": (
        ["id", "name", "GB", "BF16", "FP8", "MFU", "link", "price", ""],
        _gpu_row,
        "TFLOPS are dense (no sparsity), FP32 accumulate. † some values unconfirmed "
        "(see --json 'unconfirmed').",
    ),
    "models": (
        ["id", "name", "params B", "active B", "layers", "hidden", "heads/kv", "ffn", "vocab"],
        _model_row,
        "",
    ),
    "platforms": (
        ["id", "name", "GPU", "mode", "price", "as of", "interrupt/GPU-h"],
        _platform_row,
        "Prices are dated, editable examples in each preset's currency — never quotes.",
    ),
    "interconnects": (
        ["id", "scope", "busbw GB/s", "range", "NICs/node", "node GB/s", "name", ""],
        _link_row,
        "Effective all-reduce bus bandwidth, not link peaks: per GPU inside a node (intra-node); "
        "per network adapter between nodes (inter-node), and a multi-node all-reduce runs at "
        "the node's aggregate, adapters per node × it (node GB/s). † estimate.",
    ),
}


def catalog_text(catalog: Catalog, section: Section, lang: str = "en") -> str:
    """A fixed-width table of one catalog section; user entries are marked with *. ``lang``
    words the headings, notes, pricing modes and "needs quote", and picks the entries' own
    names in that language (the catalog's ``zh_CN``); ids stay."""
    header, row, footer = _TABLES[section]
    header = [catalog_word(h, lang) for h in header]
    words = {"needs quote", "on-demand", "spot", "reserved", "lease", "self-built"}
    words |= {"intra-node", "inter-node"}
    rows = []
    for record in getattr(catalog, section).values():
        cells = row(record, lang)
        cells = [catalog_word(c, lang) if c in words else c for c in cells]
        if catalog.origin(section, record.id) == "user":
            cells[0] = "*" + cells[0]
        rows.append(cells)
    widths = [
        max(display_width(h), *(display_width(r[i]) for r in rows)) for i, h in enumerate(header)
    ]

    def line(cells: list[str]) -> str:
        return "  ".join(fit(c, w) for c, w in zip(cells, widths, strict=True)).rstrip()

    lines = [line(header), "-" * sum(w + 2 for w in widths)]
    lines += [line(r) for r in rows]
    if any(catalog.origin(section, i) == "user" for i in getattr(catalog, section)):
        lines.append(catalog_word("* from your user catalog", lang))
    if footer:
        lines.append(catalog_word(footer, lang))
    return "\n".join(lines) + "\n"
