"""Each pricing field described once (core/pricing_fields.py): walking the ``Pricing`` union
names any field or facet a new mode forgot — a field without its ``PriceField``, a class
without one list price, a label, tooltip, unit or mode word missing in either language, a
class missing from the core's or the workbook's registry, a TCO row of its ``SheetMode``
without its ``xl.tco.*`` words, a bill line code without its ``bill.line.*`` and
``bill.formula.*`` words. (The workbook's rows and the bill's inputs word a field by its
label unless their area words it its own way.)"""

from __future__ import annotations

from plans import union_members

from gpuplanner.core.bill_types import LineCode
from gpuplanner.core.platform import LeasePricing, SelfBuiltPricing
from gpuplanner.core.pricing_fields import (
    Role,
    VatClass,
    label_key,
    list_price_field,
    list_price_unit,
    money_fields,
    price_fields,
    tip_key,
    vat_classes,
)
from gpuplanner.core.pricing_modes import REGISTRY, modes_of, pricing_classes
from gpuplanner.io import messages
from gpuplanner.io.excel.modes import SHEET_MODES

# Fields that are not prices: the union's tag and a sub-model with its own form.
_NOT_DESCRIBED = {"mode", "financing"}
# Bill lines whose formula is worded per variant (``bill.formula.fee.<basis>``,
# ``bill.formula.discount.percent`` / ``.negotiated``, ``bill.formula.trial.<how>``).
_FORMULA_PER_VARIANT = {LineCode.DISCOUNT, LineCode.FEE, LineCode.TRIAL}


def missing_facets() -> list[str]:
    """What each member of the ``Pricing`` union lacks, one line per missing facet."""
    missing: list[str] = []
    for cls in pricing_classes():
        name = cls.__name__
        described = price_fields(cls)
        for field in set(cls.model_fields) - _NOT_DESCRIBED - set(described):
            missing.append(f"{name}.{field}: no PriceField")
        listed = [f for f, d in described.items() if d.role is Role.LIST_PRICE]
        if len(listed) != 1:
            missing.append(f"{name}: {len(listed)} list prices, not 1")
        for field, d in described.items():
            for key in (label_key(field), tip_key(field)):
                for lang, table in messages.TABLES.items():
                    if key not in table:
                        missing.append(f"{name}.{field}: {key} ({lang})")
            # the unit in words (io/words/pricing.unit_text: unit.*, else bill.unit.*)
            units = (f"unit.{d.unit}", f"bill.unit.{d.unit}")
            for lang, table in messages.TABLES.items():
                if not any(key in table for key in units):
                    missing.append(f"{name}.{field}: unit {d.unit} ({lang})")
        keys = [f"catalog.price.{modes_of(cls)[0].value}"]
        keys += [f"mode.{m.value}" for m in modes_of(cls)]
        if listed:
            keys.append(f"pricing.per.{list_price_unit(cls)}")
        for key in keys:
            for lang, table in messages.TABLES.items():
                if key not in table:
                    missing.append(f"{name}: {key} ({lang})")
        for registry, where in ((REGISTRY, "ModeRules"), (SHEET_MODES, "SheetMode")):
            if cls not in registry:
                missing.append(f"{name}: no {where}")
        rows = SHEET_MODES[cls].rows if cls in SHEET_MODES else {}
        for row in rows:
            for lang, table in messages.TABLES.items():
                if f"xl.tco.{row}" not in table:
                    missing.append(f"{name}: xl.tco.{row} ({lang})")
    # A mode's own bill lines (core/bill_types.py): their name and formula in words.
    for code in LineCode:
        keys = [f"bill.line.{code.value}"]
        if code not in _FORMULA_PER_VARIANT:
            keys.append(f"bill.formula.{code.value}")
        for key in keys:
            for lang, table in messages.TABLES.items():
                if key not in table:
                    missing.append(f"LineCode.{code.name}: {key} ({lang})")
    return missing


def test_every_pricing_class_is_described_in_full() -> None:
    assert missing_facets() == []
    assert set(pricing_classes()) == union_members()


def test_a_field_without_its_description_is_named() -> None:
    """A class with an undescribed price (the recipe's first trap) is named with its field."""
    from pydantic import BaseModel

    class Bare(BaseModel):
        mode: str = "x"
        price_per_gpu_hour: float = 1.0

    assert list(price_fields(Bare)) == []
    assert set(Bare.model_fields) - _NOT_DESCRIBED == {"price_per_gpu_hour"}


def test_the_facts_read_from_the_descriptions() -> None:
    """By hand from the lease and self-built classes (DESIGN §3.5): a lease's money is its
    rent, add-ons, deposit, residual and buy-out; a discount replaces the rent; an owned
    cluster's capex and power are hardware, hosting a service, staff carries no VAT."""
    assert set(money_fields(LeasePricing)) == {
        "price_per_machine_month",
        "deposit_per_machine",
        "addons_per_machine_month",
        "residual_per_machine",
        "buyout_per_machine",
    }
    assert list_price_field(LeasePricing) == "price_per_machine_month"
    assert list_price_field(SelfBuiltPricing) == "capex_per_gpu"
    assert vat_classes(SelfBuiltPricing, VatClass.HARDWARE) == {
        "capex_per_gpu": VatClass.HARDWARE,
        "electricity_per_kwh": VatClass.HARDWARE,
        "hosting_per_gpu_month": VatClass.SERVICES,
        "staff_per_month": VatClass.NONE,
    }


def test_every_figure_a_bill_line_computes_is_worded() -> None:
    """The recipe's last trap: a mode's ``lines`` put a figure it computes in the bill
    (committed use's ``BillInput("overflow_gpu_hours", …)``); its label is
    ``bill.input.<name>``, or the field's ``pricing.field.<name>`` when it is a pricing field.
    Without one, ``report`` fails at run time with a KeyError; here it is named."""
    import re
    from pathlib import Path

    import gpuplanner

    core = Path(gpuplanner.__file__).parent / "core"
    named = re.compile(r'BillInput\(\s*"([a-z0-9_]+)"')
    names = {n for path in core.rglob("*.py") for n in named.findall(path.read_text("utf-8"))}
    assert "overflow_gpu_hours" in names
    unworded = [
        f"{name} ({lang})"
        for name in sorted(names)
        for lang, table in messages.TABLES.items()
        if f"bill.input.{name}" not in table and label_key(name) not in table
    ]
    assert unworded == []
