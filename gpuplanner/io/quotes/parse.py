"""Validate a quote table row by row and turn its offers into plan platforms.

Every problem found is kept (all of a row's, not just the first) with its row and column, so
a user fixes a file in one pass. An offer is valid when its row and all its fee lines are.
"""

from __future__ import annotations

import difflib
import re
import statistics
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from pydantic import ValidationError

from gpuplanner.core.currency import convert_platform, find_rate
from gpuplanner.core.fees import FeeItem
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import Platform, Pricing, PricingMode
from gpuplanner.core.platform_edits import hourly_equivalent
from gpuplanner.core.pricing_fields import price_fields
from gpuplanner.core.pricing_modes import MODE_CLASS, rules_for
from gpuplanner.core.text import clean_name, first_difference, look_alike_key
from gpuplanner.io.catalog.convert import gpu_spec, preset_platform
from gpuplanner.io.catalog.loader import Catalog
from gpuplanner.io.catalog.models import GpuRecord
from gpuplanner.io.problems import from_pydantic
from gpuplanner.io.quotes import cells, detail, header_units, subheader
from gpuplanner.io.quotes.cells import CellProblem
from gpuplanner.io.quotes.columns import (
    BY_KEY,
    COLUMNS,
    FEE_BASES,
    FEE_KEYS,
    FEE_KINDS,
    HEADERS,
    MODES,
    PRICE_OF,
    ROW_TYPES,
    YEARLY_MODES,
    header,
    normalize_header,
)
from gpuplanner.io.quotes.read import Priced, Progress, Table, column_letter
from gpuplanner.io.quotes.row import QuoteRow
from gpuplanner.io.quotes.words import QuoteProblem

_REQUIRED_COLUMNS = ("name", "gpu", "mode")
# Platform (or pricing) field → the column a validation error points at.
_FIELD_COLUMN = {
    "quote_valid_until": "valid_until",
    "prices_as_of": "quote_date",
    "intra_node_gbps": "intra_node",
    "inter_node_gbps": "inter_node",
    "queue_hours": "lead_time_days",
    "preset_id": "preset",
    "billing_increment_hours": "billing_increment_minutes",
    "rate": "fee_rate",
    "quantity": "fee_quantity",
    "adjustment": "discount_percent",
}


@dataclass
class Offer:
    row: int
    platform: Platform | None  # None: the row has problems
    fee_rows: list[int] = field(default_factory=list)
    currency: str | None = None  # the quote's own currency, when converted into the plan's
    rate: float | None = None  # the rate it was converted at


@dataclass(frozen=True)
class QuoteImport:
    """What a file holds: every offer (valid or not) and every problem, in file order."""

    offers: tuple[Offer, ...]
    problems: tuple[QuoteProblem, ...]
    notes: tuple[QuoteProblem, ...] = ()  # not problems: what the reader left out (hidden sheets)
    rows: int = 0  # the rows read below the header (offers and fee lines)

    @property
    def valid_offers(self) -> tuple[Offer, ...]:
        """The offers whose row and fee lines have no problem (``valid``'s offers)."""
        bad = {p.row for p in self.problems}
        return tuple(
            o
            for o in self.offers
            if o.platform is not None and o.row not in bad and not bad & set(o.fee_rows)
        )

    @property
    def missing_rates(self) -> tuple[str, ...]:
        """The currencies quoted that the plan holds no exchange rate for, in file order."""
        codes = (p.params["currency"] for p in self.problems if p.code == "no_rate")
        return tuple(dict.fromkeys(codes))

    @property
    def valid(self) -> tuple[Platform, ...]:
        return tuple(o.platform for o in self.valid_offers if o.platform is not None)

    @property
    def ok(self) -> bool:
        return not self.problems and bool(self.offers)


# Headers of a column that states the prices' unit, row by row (计价单位, 单位, Unit).
_UNIT_HEADERS = ("计价单位", "计费单位", "单位", "unit", "币种单位")


def map_header(
    table: Table, lang: str, currency: str = ""
) -> tuple[dict[int, str], list[QuoteProblem], dict[int, str]]:
    """Column index → key, the header's problems (at the header's row), and the columns whose
    header says another unit (index → key: not read); ``currency``: the plan's, which a
    header's bracket may restate (header_units.py)."""
    keys: dict[int, str] = {}
    problems: list[QuoteProblem] = []
    seen: dict[str, int] = {}
    units: list[tuple[str, header_units.HeaderUnit]] = []
    refused: dict[int, str] = {}
    row = table.header_row
    for i, cell in enumerate(table.header):
        if cell is None or (isinstance(cell, str) and not cell.strip()):
            continue
        try:
            label = cells.text(cell, plain=False)
        except CellProblem as exc:
            problems.append(QuoteProblem(row, str(i + 1), exc.code, exc.params))
            continue
        key = HEADERS.get(normalize_header(label))
        if key is None and any(w in normalize_header(label) for w in _UNIT_HEADERS):
            # 计价单位 = 元/台/月: the unit of the prices, row by row, which no column takes
            problems.append(QuoteProblem(row, label, "unit_column", {"header": label}))
            continue
        if key is None:
            names = [header(c.key, lang) for c in COLUMNS]
            close = difflib.get_close_matches(label, names, n=2, cutoff=0.6)
            problems.append(
                QuoteProblem(row, label, "unknown_column", {"header": label, "closest": close})
            )
            continue
        if key in seen:
            problems.append(QuoteProblem(row, key, "duplicate_column", {"first": seen[key] + 1}))
            continue
        seen[key] = i
        keys[i] = key
        column = BY_KEY[key]
        own = tuple(b for h in (column.en, column.zh) for b in header_units.brackets(h))
        said = header_units.check(label, column.unit, own, currency)
        if said is not None:
            units.append((key, said))
    if not set(keys.values()) & set(_REQUIRED_COLUMNS):
        if table.sheet:  # the sheet read, and the others the quote may be on
            where = {"sheet": table.sheet, "others": table.other_sheets}
            return keys, [QuoteProblem(None, None, "no_header_sheet", where)], refused
        return keys, [QuoteProblem(None, None, "no_header")], refused
    for key, said in units:
        if said.code == "header_vat" and "prices_include_vat" in seen:
            continue  # the file states the VAT basis in its own column
        problems.append(QuoteProblem(row, key, said.code, _unit_params(key, said, currency)))
        refused[seen[key]] = keys.pop(seen[key])  # never read as the column's unit
    for key in _REQUIRED_COLUMNS:
        if key not in seen:
            problems.append(QuoteProblem(row, key, "missing_column", {"header": header(key, lang)}))
    return keys, problems, refused


def _owned(pricing: Pricing) -> bool:
    """A purchase (its price a capex, not a rent to compare a GPU-hour of)."""
    return rules_for(pricing).capex_per_gpu(pricing) is not None


# An offer priced beyond this many times the catalog's median for its GPU gets a note: a
# machine's price in a GPU's column is 8×, 万元 10,000×; AWS's on-demand H100 against the
# catalog's median H100 is about 2.5×.
FAR_PRICE = 4.0
# A discount of this many percent off or more gets a note saying how it was read: 折扣 85 %
# may be 85 % off, as the template's column means, or 八五折 (85 % paid), as many Chinese
# quotes write it; only the vendor knows, and the two differ 5.7× in the price.
LARGE_DISCOUNT = 50.0

# Problems that hold for every row of the sheet: no offer can be read without its answer.
SHEET_WIDE = frozenset({"title_scale", "title_currency", "title_vat", "title_unit", "unit_column"})


def _unit_params(key: str, said: header_units.HeaderUnit, currency: str) -> dict:
    """What the bracket said and what the column counts (its unit code, worded when shown:
    a money unit in the plan's currency, else the column's header, which carries its unit)."""
    return {
        "said": said.said,
        "unit": BY_KEY[key].unit,
        "currency": currency,
        "factor": said.factor,
    }


def discount_note(number: int, name: str, raw: Any, off: float, header: str) -> QuoteProblem | None:
    """A note on a discount whose figure a vendor may have meant as the share paid (八五折),
    saying how it was read and how to write the other meaning; None where the cell says which
    (written with 折) or the figure cannot be both: LARGE_DISCOUNT percent off or more (85 %
    read as 85 % off, where 八五折 is 15 %), or, under a header saying 折, under 10 and not
    written as a percent (8.5 read as 8.5 % off, where 8.5折 is 15 %)."""
    if isinstance(raw, str) and "折" in raw:
        return None
    params: dict[str, Any] = {"name": cells.shown(name), "off": off}
    if LARGE_DISCOUNT <= off < 100.0:
        params |= {"paid": 100.0 - off, "zhe": f"{off / 10:g}折"}
        return QuoteProblem(number, "discount_percent", "discount_large", params)
    if 0.0 < off < 10.0 and "折" in header and not cells.percent_written(raw):
        params |= {"zhe": f"{off:g}折", "share": off * 10, "rest": 100.0 - off * 10}
        return QuoteProblem(number, "discount_percent", "discount_small", params)
    return None


class QuoteParser:
    """Turns rows into platforms for one plan (its currency, rates and existing names)."""

    def __init__(
        self,
        plan: Plan,
        catalog: Catalog,
        lang: str = "en",
        rates: Mapping[str, float] | None = None,
    ) -> None:
        self.plan = plan
        self.catalog = catalog
        self.lang = lang
        self.rates = dict(rates or {})  # rates the user gave for this import (not in the plan)
        self._header_currency: dict[str, str] = {}
        self._header_vat: set[str] = set()
        self._header_no_vat: set[str] = set()
        self._medians: dict[str, tuple[float, int] | None] = {}
        self._short = short_gpu_names(catalog)
        self._gpus = _gpu_lookup(catalog, self._short)
        # A GPU whose user catalog entry has a flagged figure: one note per GPU (issue 26).
        self._implausible: dict[str, QuoteProblem] = {}

    def parse(self, table: Table, progress: Progress | None = None) -> QuoteImport:
        # 价格（元） over 每卡时单价 | 每卡每月单价, and an English row restating them below
        table = subheader.joined(subheader.joined(table))
        keys, problems, refused = map_header(table, self.lang, self.plan.currency)
        for number, text in table.statements:  # a title or a note that says it of every price
            code = header_units.statement(text, self.plan.currency)
            if code is not None:
                problems.append(QuoteProblem(number, None, code, {"said": cells.shown(text)}))
        if any(p.code in SHEET_WIDE for p in problems):  # no row reads as the sheet says
            return QuoteImport((), tuple(problems), table.notes)
        # the currency a money column's header names (每卡时单价（元）): each row's must be it
        self._header_currency = {
            key: named
            for i, key in keys.items()
            if BY_KEY[key].unit.startswith("money") and isinstance(table.header[i], str)
            for named in [
                header_units.currency_of(" ".join(header_units.brackets(table.header[i])))
            ]
            if named is not None
        }
        # the money columns whose header says VAT included (每卡时单价（含税）), read where the
        # file has the Prices include VAT column: each row with a figure there must say yes
        priced = {
            key: table.header[i]
            for i, key in keys.items()
            if BY_KEY[key].unit.startswith("money") and isinstance(table.header[i], str)
        }
        self._header_vat = {k for k, label in priced.items() if header_units.vat_included(label)}
        self._header_no_vat = {k for k, h in priced.items() if header_units.vat_excluded(h)}
        self._discount_header = next(
            (cells.shown(table.header[i]) for i, k in keys.items() if k == "discount_percent"), ""
        )
        self._discount_notes: list[QuoteProblem] = []
        self._looks: dict[str, tuple[str, int]] = {}
        self._plan_looks = {
            look_alike_key(" ".join(p.name.split())): p.name for p in self.plan.platforms
        }
        if any(p.code in ("no_header", "no_header_sheet") for p in problems):
            return QuoteImport((), tuple(problems), table.notes)
        if not table.rows:
            problems.append(QuoteProblem(None, None, "no_rows"))
        offers: list[Offer] = []
        by_name: dict[str, Offer] = {}
        for k, (number, raw) in enumerate(table.rows):
            if progress is not None and k % 20 == 0:
                progress(k, len(table.rows))
            row = QuoteRow(number, {keys[i]: v for i, v in enumerate(raw) if i in keys})
            _unheaded_cells(row, raw, table.header, keys)
            for i, key in refused.items():  # its figure cannot be read: the row is out
                if i < len(raw) and raw[i] is not None and str(raw[i]).strip():
                    row.add(key, "refused_column", header_row=table.header_row)
            try:
                self._row(row, offers, by_name)
            except (ArithmeticError, ValueError, TypeError) as exc:
                # A value no check above foresaw must still be a row's problem, never a
                # traceback: the row is left out and named.
                row.add(None, "row_failed", detail=type(exc).__name__)
                if offers and offers[-1].row == number:
                    offers[-1].platform = None
            problems += row.problems
        notes = table.notes + tuple(self._implausible.values())
        notes += tuple(self._far_prices(offers))
        notes += tuple(self._discount_notes)
        return QuoteImport(tuple(offers), tuple(problems), notes, len(table.rows))

    def _far_prices(self, offers: list[Offer]) -> list[QuoteProblem]:
        """A note for each offer whose price a GPU-hour lies beyond FAR_PRICE times (or below
        1/FAR_PRICE of) the median of the catalog's and the plan's offers of its GPU (in the plan's
        currency, core/platform_edits.hourly_equivalent): a unit the sheet did not say (万元
        in a yuan column) shows there, though no check could refuse it."""
        out = []
        for offer in offers:
            platform = offer.platform
            if platform is None or _owned(platform.pricing):
                continue
            typical = self._catalog_median(platform.gpu.id)
            price = hourly_equivalent(platform)
            if typical is None or price <= 0:
                continue
            median, count = typical
            if median / FAR_PRICE <= price <= median * FAR_PRICE:
                continue
            c = self.plan.currency
            ratio = price / median
            out.append(
                QuoteProblem(
                    offer.row,
                    PRICE_OF[platform.mode],
                    "price_far",
                    {
                        "name": cells.shown(platform.name),
                        "price": f"{price:,.2f} {c}" if price >= 1 else f"{price:.3g} {c}",
                        "ratio": f"{ratio:,.1f}" if ratio >= 1 else f"1/{1 / ratio:,.1f}",
                        "median": f"{median:,.2f} {c}",
                        "count": count,
                    },
                )
            )
        return out

    def _catalog_median(self, gpu_id: str) -> tuple[float, int] | None:
        """The median price a GPU-hour of the priced offers of the GPU (not self-built) in the
        catalog and in the plan, in the plan's currency, and how many; None where there are
        none the plan can convert."""
        if gpu_id in self._medians:
            return self._medians[gpu_id]
        prices = []
        for preset in self.catalog.platforms.values():
            if preset.gpu_id != gpu_id or preset.pricing is None:
                continue
            if _owned(preset.pricing):
                continue
            rate = 1.0
            if preset.currency != self.plan.currency:
                known = find_rate(self.plan.exchange_rates, preset.currency)
                given = self.rates.get(preset.currency)
                rate = known.rate if known is not None else (given or 0.0)
            if rate <= 0:
                continue
            try:
                price = hourly_equivalent(preset_platform(preset, self.catalog)) * rate
            except (ValueError, TypeError, KeyError):
                continue
            if price > 0:
                prices.append(price)
        # and the plan's own rented offers of the GPU, in its currency: a CNY plan without a
        # dollar rate has few catalog offers it can convert, but its own A100 at 20 元 says
        # what an A100 costs there
        for own in self.plan.platforms:
            if _owned(own.pricing) or self._canonical(own.gpu.id) != self._canonical(gpu_id):
                continue
            try:
                price = hourly_equivalent(own)
            except (ValueError, TypeError, KeyError):
                continue
            if price > 0:
                prices.append(price)
        typical = (statistics.median(prices), len(prices)) if prices else None
        self._medians[gpu_id] = typical
        return typical

    def _canonical(self, gpu_id: str) -> str:
        """The catalog's id of a GPU named by an alias (a100-sxm4-80gb → a100-80gb-sxm)."""
        try:
            return self.catalog.gpu(gpu_id).id
        except KeyError:
            return gpu_id

    def _row(self, row: QuoteRow, offers: list[Offer], by_name: dict[str, Offer]) -> None:
        kind = row.get("row_type", lambda v: cells.choice(v, ROW_TYPES), "offer")
        if kind == "fee":
            self._fee_row(row, by_name)
            return
        offer = Offer(row.number, None)
        offers.append(offer)
        offer.platform = self._offer(row, by_name, offer)
        name = _quiet_name(row.values.get("name"))
        if name and name not in by_name:
            by_name[name] = offer

    # --- rows -------------------------------------------------------------------------------
    def _fee_row(self, row: QuoteRow, by_name: dict[str, Offer]) -> None:
        name = row.get("name", cells.text)
        for key, value in row.values.items():
            if value is not None and key not in (*FEE_KEYS, "name", "row_type"):
                row.add(key, "fee_row_extra")
        if not name:
            if not row.given("name"):
                row.add("name", "required")
            return
        offer = by_name.get(name)
        if offer is None:
            row.add("name", "fee_no_offer", got=cells.shown(name))
            return
        offer.fee_rows.append(row.number)
        fee = self._fee(row)
        if offer.platform is None:
            if fee is not None:
                row.add("name", "fee_on_broken_offer", first=offer.row)
            return
        if fee is not None and not row.problems:
            fees = (*offer.platform.fees, fee)
            offer.platform = offer.platform.model_copy(update={"fees": fees})

    def _fee(self, row: QuoteRow) -> FeeItem | None:
        if not any(row.given(k) for k in FEE_KEYS):
            return None
        if not row.given("fee_rate"):
            row.add("fee_rate", "fee_incomplete")
        data = {
            "name": row.get("fee_name", lambda v: cells.text(v, cells.MAX_NAME_CHARS), ""),
            "kind": row.get("fee_kind", lambda v: cells.choice(v, FEE_KINDS), "other"),
            "basis": row.get("fee_basis", lambda v: cells.choice(v, FEE_BASES), "fixed"),
            "rate": row.get("fee_rate", cells.number, 0.0),
            "quantity": row.get("fee_quantity", cells.number, 1.0),
            "note": row.get("fee_note", lambda v: cells.text(v, cells.MAX_NOTE_CHARS), ""),
        }
        try:
            return FeeItem.model_validate(data)
        except ValidationError as exc:
            _validation_problems(row, exc)
            return None

    def _offer(self, row: QuoteRow, by_name: dict[str, Offer], offer: Offer) -> Platform | None:
        name = row.get("name", cells.text)
        if not row.given("name"):
            row.add("name", "required")
        elif name and name in by_name:
            row.add("name", "duplicate_name", first=by_name[name].row)
        elif name and name in {p.name for p in self.plan.platforms}:
            row.add("name", "name_in_plan", got=cells.shown(name))
        elif name:
            self._look_alike(row, name)
        own = detail.gpu_record(row)
        gpu = self._gpu(row, report=own is None)
        mode = row.get("mode", lambda v: PricingMode(cells.choice(v, MODES)))
        if not row.given("mode"):
            row.add("mode", "required")
        data = self._fields(row, mode, gpu)
        _figure_currencies(row, data["_currency"], self._header_currency)
        vat = data.get("prices_include_vat")
        headed = self._header_vat if vat is not True else self._header_no_vat if vat else set()
        for key in sorted(headed):  # the header says 含税 (不含税), the row not (so)
            if row.values.get(key) is not None:
                row.add(key, "header_row_vat" if vat is not True else "header_row_no_vat")
        raw_mode = row.values.get("mode")
        yearly = isinstance(raw_mode, str) and (
            normalize_header(raw_mode) in YEARLY_MODES
            or any(w in b.lower() for b in header_units.brackets(raw_mode) for w in ("年", "year"))
        )  # 包年, or 预留实例（1年）, Reserved (1 year)
        monthly = mode is not None and "minimum_months" in price_fields(MODE_CLASS[mode])
        months = _quiet_whole(row.values.get("minimum_months"))  # its problems: _fields
        if (
            yearly
            and monthly
            and (months is None or months < 12)
            and not _bad(row, "minimum_months")
        ):
            row.add("minimum_months", "yearly_minimum", said=cells.shown(raw_mode))
        if own is not None:
            data["gpu"] = own
        fee = self._fee(row)
        if row.problems or (gpu is None and own is None) or mode is None or not name:
            return None
        data["name"] = name
        if fee is not None:
            data["fees"] = [fee.model_dump()]
        currency = data.pop("_currency")
        try:
            platform = Platform.model_validate(data)
            if currency != self.plan.currency:
                known = find_rate(self.plan.exchange_rates, currency)
                rate = known.rate if known is not None else self.rates.get(currency)
                if rate is None:
                    row.add(
                        "currency", "no_rate", currency=currency, plan_currency=self.plan.currency
                    )
                    return None
                platform = convert_platform(platform, rate, currency)
                offer.currency, offer.rate = currency, rate
        except ValidationError as exc:
            _validation_problems(row, exc)
            return None
        return platform

    def _fields(self, row: QuoteRow, mode: PricingMode | None, gpu: GpuRecord | None) -> dict:
        pricing: dict[str, Any] = {"mode": mode.value if mode else None}
        for c in COLUMNS:
            if not c.modes or c.path or not row.given(c.key):
                continue
            if mode is not None and mode not in c.modes:
                row.add(c.key, "wrong_mode", mode=mode.value)
                continue
            parse = {"int": cells.whole, "share": cells.share, "bool": cells.boolean}.get(
                c.kind, cells.number
            )
            pricing[c.key] = row.get(c.key, parse)
        minutes = pricing.pop("billing_increment_minutes", None)
        if minutes is not None:
            pricing["billing_increment_hours"] = minutes / 60.0
        _one_of(row, "billing_increment_minutes", "billing_increment_hours")
        if mode is not None and not row.given(PRICE_OF[mode]) and not _bad(row, PRICE_OF[mode]):
            row.add(PRICE_OF[mode], "required")
        quoted = row.get("quote_date", cells.date)
        data: dict[str, Any] = {
            "vendor": row.get("vendor", cells.text, ""),
            "preset_id": row.get("preset", self._preset),
            "notes": row.get("notes", lambda v: cells.text(v, cells.MAX_NOTE_CHARS), ""),
            "prices_as_of": quoted,
            "quote_valid_until": row.get("valid_until", lambda v: cells.until(v, quoted)),
            "_currency": row.get("currency", _currency, self.plan.currency),
        }
        optional: dict[str, Callable[[Any], Any]] = {
            "gpus_per_node": cells.whole,
            "whole_nodes": cells.boolean,
            "prices_include_vat": cells.vat_basis,
            "max_gpus": cells.whole,
            "fixed_gpus": cells.whole,
            "nics_per_node": cells.whole,
            "setup_hours": cells.number,
            "mfu": cells.share,
            "usable_memory_gb": cells.number,
            "virtualization_derate": cells.share,
            "stack": cells.stack,
            "interruption_rate": cells.number,
        }
        for key, read in optional.items():
            value = row.get(key, read)
            if value is not None:
                data[key] = value
        adjustment = {
            "discount_percent": row.get("discount_percent", cells.discount),
            "negotiated_price": row.get("negotiated_price", cells.number),
            "negotiated_as_of": row.get("negotiated_as_of", cells.date),
            "negotiated_source": row.get(
                "negotiated_source", lambda v: cells.text(v, cells.MAX_NOTE_CHARS)
            ),
            "markup_percent": row.get("markup_percent", cells.percent),
        }
        adjustment = {k: v for k, v in adjustment.items() if v is not None}
        off = adjustment.get("discount_percent")
        if off is not None:
            raw = row.values.get("discount_percent")
            name = _quiet_name(row.values.get("name")) or ""
            note = discount_note(row.number, name, raw, off, self._discount_header)
            if note is not None:
                self._discount_notes.append(note)
        if adjustment:
            data["adjustment"] = adjustment
        days = row.get("lead_time_days", cells.number)
        if days is not None:
            # an owned cluster's own lead time; for rented GPUs, a wait before hand-over
            if mode is not None and "lead_time_days" in price_fields(MODE_CLASS[mode]):
                pricing["lead_time_days"] = days
            else:
                data["queue_hours"] = days * 24.0
                _one_of(row, "lead_time_days", "queue_hours")
        detail.apply_detail(row, mode, data, pricing)
        if gpu is not None:
            data["gpu"] = gpu_spec(gpu).model_dump()
            data.setdefault("mfu", gpu.mfu_prior)
            intra = self.catalog.interconnects.get(gpu.interconnect)
            if intra is not None:
                data["intra_node_gbps"] = intra.busbw_gbps
        for key in ("intra_node", "inter_node"):
            value = row.get(key, partial(self._link, scope=key))
            if value is not None:
                data[f"{key}_gbps"] = value
        if "interruption_rate" not in data:
            if mode is PricingMode.SPOT:
                row.add("interruption_rate", "spot_needs_rate")
            else:
                data["interruption_rate"] = self.catalog.interruptions.hardware_failure_per_gpu_hour
        data["pricing"] = pricing
        return data

    def _note_implausible(self, row: int, gpu_id: str) -> None:
        """Offers on a GPU whose user catalog figure is flagged (an H100 at 1e-9 TFLOPS) are
        imported, with a note naming the GPU, the figure and the first row using it."""
        if gpu_id in self._implausible:
            return
        flagged = self.catalog.implausible("gpus", gpu_id)
        if flagged:
            figure = flagged[0]
            params = {
                "gpu": self.catalog.gpus[gpu_id].name,
                "field": figure.field or "",
                "number": figure.problem.params.get("number", 0.0),
            }
            self._implausible[gpu_id] = QuoteProblem(row, "gpu", "implausible_gpu", params)

    def _look_alike(self, row: QuoteRow, name: str) -> None:
        """A name drawn like another's ("Ａ100 按量" and "A100 按量", a zero-width space) is
        the row's problem, as the plan would refuse the pair (core/plan.py) and, found there,
        fail the whole import, naming no row."""
        look = look_alike_key(" ".join(clean_name(name).split()))  # "A100  按量": two spaces
        first = self._looks.setdefault(look, (name, row.number))
        planned = self._plan_looks.get(look)
        if first[1] != row.number:
            difference = _difference(first[0], name)
            row.add(
                "name",
                "name_looks_like",
                got=cells.shown(first[0]),
                first=first[1],
                difference=difference,
            )
        elif planned is not None:
            difference = _difference(planned, name)
            row.add("name", "name_looks_like_plan", got=cells.shown(planned), difference=difference)

    def _gpu(self, row: QuoteRow, *, report: bool = True) -> GpuRecord | None:
        """The catalog's GPU the row names; an unknown one is a problem unless the row
        carries its own GPU record (``report`` False)."""
        if not row.given("gpu"):
            row.add("gpu", "required")
            return None
        wanted = row.get("gpu", lambda v: cells.text(v, plain=False))
        if wanted is None:
            return None
        wanted = wanted.replace("昇腾", "Ascend ")  # Huawei's Chinese name of the line
        found = self._gpus.get(normalize_header(wanted))
        if found is not None:
            said = _gpu_bracket(wanted, self.catalog.gpus[found])
            if said is not None:  # "4090（48G）" is not the catalog's 24 GB card
                gpu = self.catalog.gpus[found]
                row.add("gpu", "gpu_bracket", got=cells.shown(wanted), said=said, name=gpu.name)
                return None
            self._note_implausible(row.number, found)
            return self.catalog.gpus[found]
        if not report:
            return None
        several = self._short.get(normalize_header(wanted), [])
        if len(several) > 1 and header_units.brackets(wanted):
            # "A100 (40G)", "H100 (PCIe)": the bracket says which of the cards
            fitting = [i for i in several if _gpu_bracket(wanted, self.catalog.gpus[i]) is None]
            if len(fitting) == 1:
                self._note_implausible(row.number, fitting[0])
                return self.catalog.gpus[fitting[0]]
        if len(several) > 1:  # "H100": the SXM, PCIe or NVL card
            names = [self.catalog.gpus[i].name for i in several]
            row.add("gpu", "ambiguous_gpu", got=cells.shown(wanted), choices="; ".join(names))
            return None
        names = [g.name for g in self.catalog.gpus.values()] + list(self.catalog.gpus)
        close = difflib.get_close_matches(wanted, names, n=3, cutoff=0.4)
        if not close:  # "H100" is far from "NVIDIA H100 SXM5 80GB" as a whole: try containment
            low = wanted.lower()
            close = [g.name for g in self.catalog.gpus.values() if low in g.name.lower()][:3]
        row.add("gpu", "unknown_gpu", got=cells.shown(wanted), closest=close)
        return None

    def _preset(self, value: Any) -> str:
        wanted = cells.text(value, plain=False)
        if wanted not in self.catalog.platforms:
            close = difflib.get_close_matches(wanted, list(self.catalog.platforms), n=3)
            raise CellProblem("unknown_preset", got=cells.shown(wanted), closest=close)
        return wanted

    def _link(self, value: Any, scope: str) -> float:
        try:
            return cells.number(value)
        except CellProblem as exc:
            if exc.code != "not_number":
                raise
        wanted = cells.text(value, plain=False)
        link = self.catalog.interconnects.get(wanted.strip().lower())
        if link is None:
            close = difflib.get_close_matches(wanted, list(self.catalog.interconnects), n=3)
            raise CellProblem("unknown_link", got=cells.shown(wanted), closest=close)
        if link.scope != scope:
            raise CellProblem("wrong_link_scope", got=cells.shown(wanted), scope=link.scope)
        return link.busbw_gbps


def _validation_problems(row: QuoteRow, exc: ValidationError) -> None:
    """The model's refusals as the row's problems, each at the column of its field."""
    modes = {m.value for m in PricingMode}
    for err in exc.errors(include_url=False):
        loc = [str(x) for x in err["loc"] if isinstance(x, str) and x not in modes]
        key = detail.PATH_COLUMN.get(".".join(loc)) or next(
            (_FIELD_COLUMN.get(x, x) for x in reversed(loc) if x in (*BY_KEY, *_FIELD_COLUMN)),
            None,
        )
        problem = from_pydantic(err)
        if key is None and problem.field:  # a check of two fields names its own (valid until)
            key = _FIELD_COLUMN.get(problem.field) or (
                problem.field if problem.field in BY_KEY else None
            )
        row.add(key, "invalid", problem=problem)


def _one_of(row: QuoteRow, first: str, second: str) -> None:
    """Two columns that fill one field (days or hours, minutes or hours): at most one."""
    if row.given(first) and row.given(second):
        row.add(second, "one_of", other=first)


def _difference(a: str, b: str) -> str:
    """The character two look-alike names differ in; spaces where only their spacing does."""
    if "".join(a.split()) == "".join(b.split()):
        return "U+0020 SPACE"
    return first_difference(a, b)


def _quiet_whole(value: Any) -> int | None:
    try:
        return cells.whole(value) if value is not None else None
    except CellProblem:
        return None


def _bad(row: QuoteRow, key: str) -> bool:
    """Whether the row's cell already has a problem (said once)."""
    return any(p.column == key for p in row.problems)


def _quiet_name(value: Any) -> str | None:
    """The row's name for fee lines to refer to (its problems are reported once, elsewhere)."""
    try:
        return cells.text(value) if value is not None else None
    except CellProblem:
        return None


def _unheaded_cells(
    row: QuoteRow, raw: tuple[Any, ...], head: tuple[Any, ...], keys: dict[int, str]
) -> None:
    """A value under no header (a blank header cell, or past the header's last column, as an
    unquoted "72,000" in a CSV splits into 72 and 000) is named, never dropped unseen."""
    for i, value in enumerate(raw):
        if i in keys or value is None or (isinstance(value, str) and not value.strip()):
            continue
        title = head[i] if i < len(head) else None
        if title is None or (isinstance(title, str) and not title.strip()):
            row.add(column_letter(i + 1), "no_header_above", got=cells.shown(value))


def _figure_currencies(row: QuoteRow, currency: str, headed: Mapping[str, str]) -> None:
    """A money cell that names a currency ("$2.5", "18元"), or whose header does (``headed``:
    每卡时单价（元）), must name the row's: the figure is read in the row's currency (the
    Currency column, else the plan's), so "$2.5" in a CNY row would be ¥2.50."""
    for c in COLUMNS:
        value = row.values.get(c.key)
        if not c.unit.startswith("money") or value is None:
            continue
        said = headed.get(c.key)
        if said is not None and said != currency:
            row.add(c.key, "header_row_currency", named=said, currency=currency)
            continue
        if isinstance(value, Priced):  # shown with a currency sign by its number format
            named: str | None = value.currency
        elif isinstance(value, str):
            named = header_units.currency_of(value)
        else:
            continue
        if named is not None and named != currency:
            # the one problem of the cell ("2.5 欧元" is no number either: the currency says why)
            row.problems = [p for p in row.problems if p.column != c.key]
            row.add(c.key, "figure_currency", named=named, currency=currency)


def _currency(value: Any) -> str:
    """The Currency column: an ISO code, or a currency's word (人民币, 美元, RMB)."""
    text = cells.text(value, plain=False)
    code = header_units.currency_named(text) or text.upper()
    if len(code) != 3 or not code.isascii() or not code.isalpha():
        raise CellProblem("bad_currency", got=cells.shown(value))
    return code


def _gpu_lookup(catalog: Catalog, short: dict[str, list[str]]) -> dict[str, str]:
    """Normalized id, alias and name → GPU id; then the short names vendors write ("H800",
    "A800 80G", "4090", "Ascend 910B": ``short``, short_gpu_names) where only one catalog GPU
    has them."""
    out: dict[str, str] = {}
    for gpu in catalog.gpus.values():
        for word in (gpu.name, *gpu.aliases, gpu.id):
            out.setdefault(normalize_header(word), gpu.id)
    for key, ids in short.items():
        if len(ids) == 1:
            out.setdefault(key, ids[0])
    return out


# Words of a catalog GPU's name that no vendor needs to write.
_MAKERS = {"nvidia", "tesla", "geforce", "amd", "instinct", "intel", "huawei"}
_MEMORY = re.compile(r"(\d+)gb", re.IGNORECASE)


def _gpu_bracket(wanted: str, gpu: GpuRecord) -> str | None:
    """What a GPU cell's bracket says that the catalog card is not: another memory size
    ("A800（40G）" for the 80 GB card) or form factor ("H800 (PCIe)" for the SXM5 one)."""
    name = f"{gpu.name} {gpu.id}".lower()
    for said in header_units.brackets(wanted):
        low = said.lower()
        size = re.search(r"(\d+)\s*g", low)
        if size and abs(int(size[1]) - gpu.memory_gb) > 1:
            return said
        if any(form in low and form not in name for form in ("pcie", "sxm", "nvl", "oam")):
            return said
    return None


def short_gpu_names(catalog: Catalog) -> dict[str, list[str]]:
    """Normalized short name → the catalog GPUs it can mean: the model ("H800", "4090"), with
    its line ("RTX 4090") and its memory ("A800 80GB", "A800 80G"), and the id's first part."""
    found: dict[str, list[str]] = {}
    for gpu in catalog.gpus.values():
        words = [w for w in re.sub(r"\(.*?\)", "", gpu.name).split() if w.lower() not in _MAKERS]
        models = [w for w in words if any(c.isdigit() for c in w) and not _MEMORY.fullmatch(w)]
        if not models:
            continue
        model = models[0]
        start = words.index(model)
        names = {model, gpu.id.split("-")[0], " ".join(words[: start + 1])}
        # and the words after the model, in order: "H800 SXM5", "A100 80GB PCIe"
        names |= {" ".join(words[start : k + 1]) for k in range(start, len(words))}
        for w in words:
            if m := _MEMORY.fullmatch(w):
                names |= {f"{model} {m[1]}GB", f"{model} {m[1]}G"}
        names |= {n.replace("GB", "G") for n in names if "GB" in n}  # A100 80G PCIe
        names |= {f"{model} {w}" for w in words[start + 1 :] if not _MEMORY.fullmatch(w)}
        # the form factor without its generation: A800 SXM, H100 SXM (SXM4, SXM5)
        names |= {re.sub(r"\b(SXM)\d\b", r"\1", n) for n in names}
        names |= {f"{maker} {n}" for n in names for maker in ("NVIDIA", "AMD", "Huawei")}
        for name in names:
            ids = found.setdefault(normalize_header(name), [])
            if gpu.id not in ids:
                ids.append(gpu.id)
    return found
