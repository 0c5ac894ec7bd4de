"""Named scenarios side by side (core/scenarios.py): their names, what each overrides, the
workbook's Scenarios sheet and the memo's lines."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "scenario.name.list_prices": "List prices",
    "scenario.name.negotiated": "Negotiated",
    "scenario.name.spot_risk": "Spot risk",
    "scenario.about.list_prices": (
        "every platform at its list price: no discount or negotiated price"
    ),
    "scenario.about.negotiated": "the plan as typed: its discounts and negotiated prices",
    "scenario.about.spot_risk": "each spot platform reclaimed {factor:g} × as often as typed",
    # The memo: one line per scenario
    "memo.s.scenarios": "Scenarios side by side",
    "memo.scenario.line": "{name} ({about}): {platform} ranks first at {total}.",
    "memo.scenario.none": "{name} ({about}): no platform can do the job.",
    # The workbook's Scenarios sheet (io/excel/scenario_sheet.py)
    "xl.sheet.scenarios": "Scenarios",
    "xl.scen.title": "Named scenarios side by side",
    "xl.scen.note": (
        "Values computed by gpuplanner, not formulas: each scenario evaluates the plan again "
        "with the overrides under its name (each platform at the GPU count that scenario "
        "chooses); typing in this workbook's inputs does not change them."
    ),
    "xl.scen.rank": "Rank (1 = cheapest meeting the targets)",
    "xl.scen.cheapest": "Ranks first",
    "xl.scen.cannot": "cannot do the job",
}
