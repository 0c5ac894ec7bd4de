"""The Assumptions sheet's columns and its row spec, shared by the modules that add rows."""

from __future__ import annotations

from dataclasses import dataclass

SCOPE, ITEM, VALUE, UNIT, NAME, TYPE, NOTE = range(7)
STYLE = {"money": "input", "convention": "input", "plan": "plain", "computed": "computed"}
STYLE.update(formula="formula", time="input", input="input", energy="input")


@dataclass(frozen=True)
class Row:
    item: str  # label key, or a ready label when ``literal``
    value: object
    unit: str = ""  # unit label key ("" none; "$" the plan's currency)
    name: str | None = None  # field part of the defined name
    kind: str = "plan"  # money · time · input · convention · plan · computed
    number: str = "general"
    note: str = ""
    literal: bool = False
