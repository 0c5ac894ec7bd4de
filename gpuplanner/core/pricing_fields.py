"""What each pricing field is, said once on the field itself (issue 27 item 1).

Every field of a pricing class (core/platform.py) but its ``mode`` tag and a sub-model
(``financing``) carries a ``PriceField`` in its ``Annotated`` metadata: its unit (a bill unit
code, worded by ``bill.unit.<unit>`` in io/messages), its role, the VAT class of a money
field when it is not the class of the mode's GPU time, and how a form shows it (decimals,
step, a ceiling, a display scale). Its label and tooltip are ``pricing.field.<name>`` and
``pricing.tip.<name>`` in io/messages. pydantic keeps the object in ``FieldInfo.metadata``
and ignores it when validating, so the field's own bounds (``ge``, ``le``) stay the rules.

Everything that used to list pricing fields by hand reads them from here: the money fields
(currency conversion, the VAT basis), the list price a discount replaces, the quote
template's columns, the workbook's price rows, the platform form's pages and the units of
the adjustment form. ``tests/core/test_pricing_fields.py`` walks the ``Pricing`` union and
names any field or facet that is missing.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from typing import Any

from annotated_types import Ge, Gt, Le, Lt


class Role(StrEnum):
    """What a pricing field is for."""

    LIST_PRICE = "list_price"  # the unit price a discount or negotiated price replaces
    PRICE = "price"  # another price paid for the GPU time (add-ons, an overflow rate)
    COMMITMENT = "commitment"  # what is committed to, used or not (GPUs committed)
    TERM = "term"  # a length of time billed or depreciated over (minimum, term, life)
    BILLING = "billing"  # how the time is counted (increments, minimum hours)
    DEPOSIT = "deposit"  # money held or due apart from the time (deposit, residual, buy-out)
    RUNNING = "running"  # what running owned hardware costs (power, hosting, staff, repairs)
    SHARE = "share"  # a share of a price or of time (spares, residual value, utilization)
    LEAD_TIME = "lead_time"  # time before the GPUs can start
    SWITCH = "switch"  # a yes/no choice of how the price is read


class VatClass(StrEnum):
    """The VAT class of a price (core/vat_basis.py, core/tax.py)."""

    SERVICES = "services"
    HARDWARE = "hardware"
    NONE = "none"  # carries no VAT (staff)


# Units whose value is an amount of money (the ``bill.unit.money*`` codes).
MONEY_UNIT_PREFIX = "money"
FLAG = "flag"
FRACTION = "fraction"


@dataclass(frozen=True)
class Scale:
    """A field shown in another unit than it is stored in: billing increments are stored in
    hours and typed in minutes (``factor`` 60, ``unit`` ``minutes``, the quote column
    ``key`` ``billing_increment_minutes``)."""

    factor: float
    unit: str
    key: str


@dataclass(frozen=True)
class PriceField:
    """The description of one pricing field (see the module docstring)."""

    unit: str  # a bill unit code: money_per_gpu_hour, hours, months, fraction, flag …
    role: Role
    vat: VatClass | None = None  # None: the class of the mode's GPU time (core/vat_basis.py)
    decimals: int = 2  # shown with this many decimals (form; the workbook's number format)
    step: float = 1.0  # a form's step, in the shown unit (percent for a fraction)
    maximum: float | None = None  # a form's ceiling in the stored unit (the model's stays)
    scale: Scale | None = None
    quote: bool = True  # a column of the quote template (io/quotes/columns.py)
    form: bool = True  # a row of the platform's pricing page (gui/platforms/pricing_form.py)

    @property
    def money(self) -> bool:
        return self.unit.startswith(MONEY_UNIT_PREFIX)

    @property
    def flag(self) -> bool:
        return self.unit == FLAG

    @property
    def fraction(self) -> bool:
        return self.unit == FRACTION


def label_key(name: str) -> str:
    """The message catalog key of a pricing field's label."""
    return f"pricing.field.{name}"


def tip_key(name: str) -> str:
    """The message catalog key of a pricing field's tooltip."""
    return f"pricing.tip.{name}"


def _class(pricing: object) -> type:
    return pricing if isinstance(pricing, type) else type(pricing)


def price_fields(pricing: object) -> dict[str, PriceField]:
    """The described fields of a pricing class (or of its instance), in the class's order."""
    out: dict[str, PriceField] = {}
    for name, info in _class(pricing).model_fields.items():  # type: ignore[attr-defined]
        described = [m for m in info.metadata if isinstance(m, PriceField)]
        if described:
            out[name] = described[0]
    return out


def bounds(pricing: object, name: str) -> tuple[float | None, float | None, bool]:
    """(lowest, highest, lowest excluded) the model accepts for a field (its ``ge``/``gt``,
    ``le``/``lt``), for a form's range."""
    info = _class(pricing).model_fields[name]  # type: ignore[attr-defined]
    low: float | None = None
    high: float | None = None
    open_low = False
    for m in info.metadata:
        if isinstance(m, Ge):
            low = float(m.ge)  # type: ignore[arg-type]
        elif isinstance(m, Gt):
            low, open_low = float(m.gt), True  # type: ignore[arg-type]
        elif isinstance(m, Le):
            high = float(m.le)  # type: ignore[arg-type]
        elif isinstance(m, Lt):
            high = float(m.lt)  # type: ignore[arg-type]
    return low, high, open_low


def is_int(pricing: object, name: str) -> bool:
    """Whether the field holds a whole number (a count or a number of months)."""
    annotation: Any = _class(pricing).model_fields[name].annotation  # type: ignore[attr-defined]
    return annotation is int


def money_fields(pricing: object) -> tuple[str, ...]:
    """The fields of a pricing class that are amounts of money (converted with a currency,
    taken net of VAT); every other field is a count, a share, a time or a switch."""
    return tuple(name for name, f in price_fields(pricing).items() if f.money)


def list_price_field(pricing: object) -> str:
    """The field a discount or negotiated price replaces (the one ``Role.LIST_PRICE``)."""
    return next(n for n, f in price_fields(pricing).items() if f.role is Role.LIST_PRICE)


def missing_list_price(pricing: object) -> tuple[str, ...]:
    """The mode's list-price fields (``Role.LIST_PRICE``) when every one of them is 0, else
    (): a platform with no price entered yet (``platform_edits.blank_platform``'s ¥0 "to fill
    in"). Read from the fields' roles, so every pricing mode, present and future, is covered.
    For an owned cluster the list price is its purchase (``capex_per_gpu``): a capex of 0 is
    no price, though power, hosting and staff still cost something (core/evaluate.py ranks
    such a platform after every priced one, docs/design.md)."""
    listed = _list_price_names(_class(pricing))
    if listed and all(float(getattr(pricing, n)) == 0.0 for n in listed):
        return listed
    return ()


@cache
def _list_price_names(cls: type) -> tuple[str, ...]:
    # Read once per pricing class: evaluate asks for every platform on every edit.
    return tuple(n for n, f in price_fields(cls).items() if f.role is Role.LIST_PRICE)


def list_price_unit(pricing: object) -> str:
    """The unit code of the list price (``money_per_gpu_hour`` …)."""
    return price_fields(pricing)[list_price_field(pricing)].unit


def vat_classes(pricing: object, gpu_time: VatClass) -> dict[str, VatClass]:
    """The VAT class of each money field: its own, else ``gpu_time`` (the mode's)."""
    fields = price_fields(pricing)
    return {n: fields[n].vat or gpu_time for n in money_fields(pricing)}
