"""GPUs held while data moves have their own bill lines (upload, download) that add up,
with the rest of the bill, to ``total_cost``; the workbook's TCO column has the same lines
as live formulas and LibreOffice recalculates them to the same figures (issue 15 item 8)."""

from __future__ import annotations

from pathlib import Path

import openpyxl
import pytest
from recalc import batched

from gpuplanner.core import analyze, evaluate
from gpuplanner.core.bill_lines import LineCode, bill_lines, bill_total
from gpuplanner.io.excel.export import export_workbook
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import examples_dir

# Hand computation, seed example A's A100 platform (catalogs/examples/seed-7b-finetune.gpuplan):
# 8 GPUs, 20 CNY per GPU-hour, billed per minute (billing_increment_hours = 1/60), clean
# job 18 h = 1,080 min (training + setup), 2,880 CNY. With a 500 GB dataset the upload is
# 500 GB + the 7B base checkpoint, 2 B × 7e9 = 14 GB: 514 × 8,000 Mb / 1,000 Mb/s = 4,112 s
# = 68.53 min (the brief's 500 GB alone would be 4,000 s = 1.111 h = 177.78 CNY; the
# starting checkpoint travels too). The billed time rounds UP to whole minutes on the
# total held time: 1,080 + 68.53 → 1,149 min, so the upload line is 69 min × 8 × 20 / 60
# = 184.00 CNY. The trained 14 GB come back at 500 Mb/s: 14 × 8,000 / 500 = 224 s = 3.73 min;
# 1,148.53 + 3.73 = 1,152.27 → 1,153 min, so the download line is 4 min × 8 × 20 / 60 = 10.67.
UPLOAD = 69 * 8 * 20 / 60
DOWNLOAD = 4 * 8 * 20 / 60
TOTAL = 2880.0 + UPLOAD + DOWNLOAD  # 3,074.67 CNY


def _plan():
    plan = load_plan(examples_dir() / "seed-7b-finetune.gpuplan")
    a = plan.platforms[0].model_copy(
        update={"upload_mbps": 1000.0, "download_mbps": 500.0, "transfer_holds_gpus": True}
    )
    w = plan.workload.model_copy(update={"dataset_gb": 500.0})
    return plan.model_copy(update={"platforms": [a], "workload": w})


def test_held_transfers_have_their_own_lines_summing_to_the_total() -> None:
    plan = _plan()
    r = evaluate(plan).platforms[0]
    assert r.chosen == 8
    lines = bill_lines(plan, r)
    amounts = {line.code: line.amount for line in lines}
    assert amounts[LineCode.GPU_HOURS] == pytest.approx(2880.0)
    assert amounts[LineCode.UPLOAD] == pytest.approx(UPLOAD)
    assert amounts[LineCode.DOWNLOAD] == pytest.approx(DOWNLOAD)
    assert float(r.total_cost[7]) == pytest.approx(TOTAL)
    assert bill_total(lines) == pytest.approx(float(r.total_cost[7]), rel=1e-12)


def test_no_transfer_lines_when_the_gpus_are_not_held() -> None:
    plan = _plan()
    a = plan.platforms[0].model_copy(update={"transfer_holds_gpus": False})
    plan = plan.model_copy(update={"platforms": [a]})
    r = evaluate(plan).platforms[0]
    codes = {line.code for line in bill_lines(plan, r)}
    assert LineCode.UPLOAD not in codes and LineCode.DOWNLOAD not in codes
    assert float(r.total_cost[7]) == pytest.approx(2880.0)


@batched("transfer")  # recalculated with the session's other workbooks (tests/recalc.py)
def _transfer_book(folder: Path) -> list[Path]:
    path = folder / "transfer.xlsx"
    export_workbook(analyze(_plan()), path)
    return [path]


@pytest.mark.slow  # LibreOffice recalculation
def test_workbook_recalculates_the_transfer_lines(recalculated) -> None:
    (recalculated,) = recalculated("transfer").outputs
    ws = openpyxl.load_workbook(recalculated, data_only=True)["TCO"]
    rows = {ws.cell(row, 1).value: row for row in range(1, ws.max_row + 1)}
    value = {label: ws.cell(row, 3).value for label, row in rows.items()}
    assert value["GPUs held during the upload"] == pytest.approx(UPLOAD, abs=1e-6)
    assert value["GPUs held during the download"] == pytest.approx(DOWNLOAD, abs=1e-6)
    total = next(v for k, v in value.items() if isinstance(k, str) and k.startswith("Total cost"))
    assert total == pytest.approx(TOTAL, abs=1e-6)
