"""GPUs per node and the fee inputs say where they came from, as the prices do (issue 25:
"every input's source … tracked by the document … the same in the bill panel, JSON,
workbook"; they used to read "typed" always).

Figures: the aws-p5-h100-on-demand preset (8 GPUs per node, USD), 12 GPUs with partial nodes
billed whole: ⌈12 ÷ 8⌉ × 8 = 16 GPUs billed; on 4-GPU nodes ⌈12 ÷ 4⌉ × 4 = 12 (a global
batch of 384 sequences, which 12 data-parallel ranks divide). A fee from
"Add the usual items" (Public IP: rate 0, quantity 1) beside one the user added.
"""

from __future__ import annotations

import io

import openpyxl
import pytest

from gpuplanner.core.analysis import analyze
from gpuplanner.core.edit import replace_at
from gpuplanner.core.fees import FeeBasis, FeeItem, FeeKind
from gpuplanner.core.platform_edits import mark_typed_node_size, set_fee_value
from gpuplanner.io.catalog.convert import preset_platform
from gpuplanner.io.catalog.presets import app_catalog
from gpuplanner.io.excel.export import build_workbook
from gpuplanner.io.excel.labels import Labels
from gpuplanner.io.plan_file import load_plan
from gpuplanner.io.report.headless import report_json
from gpuplanner.paths import example_plan

PRESET = "aws-p5-h100-on-demand"
USUAL = FeeItem(
    name="Public IP",
    kind=FeeKind.PUBLIC_IP,
    basis=FeeBasis.PER_MONTH,
    rate=0.0,
    quantity=1.0,
    preset_fields=("rate", "quantity"),
)
OWN = FeeItem(name="Support", kind=FeeKind.SUPPORT, basis=FeeBasis.FIXED, rate=200.0)


@pytest.fixture
def plan():
    catalog = app_catalog()
    assert catalog is not None
    platform = preset_platform(catalog.platforms[PRESET], catalog)
    assert platform.gpus_per_node == 8
    platform = platform.model_copy(
        update={"bill_whole_nodes": True, "fixed_gpus": 12, "fees": (USUAL, OWN)}
    )
    base = load_plan(example_plan())
    # 384 sequences a step: 12 data-parallel ranks take 32 each (the example's 256 would leave
    # 21.33 a rank, a layout no stack runs: micro-batch × DP must divide the global batch).
    workload = base.workload.model_copy(update={"global_batch": 384})
    return base.model_copy(
        update={"currency": "USD", "platforms": (platform,), "workload": workload}
    )


def _inputs(plan) -> dict[tuple[int, str], tuple[float, str]]:
    """(fee index or 0, input name) → (value, source) in report --json's bill."""
    data = report_json(analyze(plan))
    out = {}
    for line in data["platforms"][0]["bill"]:
        for i in line["inputs"]:
            out[(line["params"].get("index", 0), i["name"])] = (i["value"], i["source"])
    return out


def test_gpus_per_node_from_the_preset_reads_preset_until_typed(plan) -> None:
    inputs = _inputs(plan)
    assert inputs[(0, "gpus_per_node")] == (8.0, "preset")
    assert inputs[(0, "billed_gpus")] == (16.0, "computed")
    four = mark_typed_node_size(plan, replace_at(plan, ("platforms", 0, "gpus_per_node"), 4), 0)
    assert four.platforms[0].typed_pricing == ("gpus_per_node",)
    inputs = _inputs(four)
    assert inputs[(0, "gpus_per_node")] == (4.0, "typed")
    assert inputs[(0, "billed_gpus")] == (12.0, "computed")
    # Typed back to the preset's 8: still typed (the user set it).
    eight = mark_typed_node_size(four, replace_at(four, ("platforms", 0, "gpus_per_node"), 8), 0)
    assert _inputs(eight)[(0, "gpus_per_node")] == (8.0, "typed")


def test_a_hand_set_node_size_over_no_preset_reads_typed(plan) -> None:
    own = replace_at(plan, ("platforms", 0, "preset_id"), None)
    assert _inputs(own)[(0, "gpus_per_node")] == (8.0, "typed")


def test_a_usual_fee_reads_preset_until_its_field_is_set(plan) -> None:
    inputs = _inputs(plan)
    assert inputs[(1, "fee_rate")] == (0.0, "preset")
    assert inputs[(1, "fee_quantity")] == (1.0, "preset")
    assert inputs[(2, "fee_rate")] == (200.0, "typed")
    assert inputs[(2, "fee_quantity")] == (1.0, "typed")
    priced = set_fee_value(plan, 0, 0, "rate", 3.5)  # USD 3.50 a month per address
    assert priced.platforms[0].fees[0].preset_fields == ("quantity",)
    inputs = _inputs(priced)
    assert inputs[(1, "fee_rate")] == (3.5, "typed")
    assert inputs[(1, "fee_quantity")] == (1.0, "preset")
    # Typed back to the preset's 0: typed, as a price typed back to the preset's.
    back = set_fee_value(priced, 0, 0, "rate", 0.0)
    assert _inputs(back)[(1, "fee_rate")] == (0.0, "typed")


@pytest.mark.parametrize(
    ("lang", "preset", "typed"),
    [("en", "Source: preset", "Source: typed"), ("zh_CN", "来源：预设", "来源：用户输入")],
)
def test_the_workbook_names_the_same_sources(plan, lang: str, preset: str, typed: str) -> None:
    wb = openpyxl.load_workbook(io.BytesIO(build_workbook(analyze(plan), lang)))
    t = Labels(lang)
    notes = {
        str(row[1]): str(row[-1] or "")
        for row in wb.worksheets[1].iter_rows(values_only=True)
        if row and row[0] and row[1]
    }
    assert preset in notes[t("item.gpus_per_node")]
    assert preset in notes[t("item.fee_rate", name="Public IP")]
    assert preset in notes[t("item.fee_quantity", name="Public IP")]
    assert typed in notes[t("item.fee_rate", name="Support")]
