"""The workbook says where each price input came from, as the bill panel and report --json do
(issue 25 item 2: 'the same in the bill panel, JSON, workbook and memo').

The Assumptions sheet wrote every price as 'Price input: editable' with no word of whether it
was the preset's or typed. Here the 13B example: its self-built A100 keeps the
selfbuilt-8x-a100 preset's capex (¥80,000 per GPU) and PUE (1.5), so their notes say
'Source: preset' (来源：预设); the spot price converted from USD without a recorded rate
(¥14.76) reads 'Source: typed' (来源：用户输入), as gui/test_bill_sources.py has it.
"""

from __future__ import annotations

import io

import openpyxl
import pytest

from gpuplanner.core.analysis import analyze
from gpuplanner.io.excel.export import build_workbook
from gpuplanner.io.excel.labels import Labels
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import examples_dir

PLAN = examples_dir() / "13b-on-demand-spot-self-built.gpuplan"
SELF_BUILT = "A100 · self-built 8× server, depreciation by hours used"
SPOT = "A100 spot · GCP a2-ultragpu"


def _notes(lang: str) -> dict[tuple[str, str], tuple[object, str]]:
    """(platform, label) → (value, note) on the Assumptions sheet."""
    wb = openpyxl.load_workbook(io.BytesIO(build_workbook(analyze(load_plan(PLAN)), lang)))
    ws = wb.worksheets[1]
    out = {}
    for row in ws.iter_rows(values_only=True):
        if row and row[0] and row[1]:
            out[(str(row[0]), str(row[1]))] = (row[2], str(row[-1] or ""))
    return out


@pytest.mark.parametrize(
    ("lang", "preset", "typed"),
    [("en", "Source: preset", "Source: typed"), ("zh_CN", "来源：预设", "来源：用户输入")],
)
def test_price_inputs_name_their_source(lang: str, preset: str, typed: str) -> None:
    t = Labels(lang)
    notes = _notes(lang)
    capex = notes[(SELF_BUILT, t("item.capex_per_gpu"))]
    assert capex[0] == 80_000 and preset in capex[1]
    pue = notes[(SELF_BUILT, t("item.pue"))]
    assert pue[0] == 1.5 and preset in pue[1]
    price = notes[(SPOT, t("item.price_per_gpu_hour"))]
    assert price[0] == pytest.approx(14.76) and typed in price[1]
