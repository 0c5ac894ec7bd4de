"""The Platforms table's GPUs column says "auto" for a platform whose count is the cheapest
that fits (自动 in Chinese), not "free": beside a blank platform's "¥0.00 /GPU-h" price,
"free" read as GPUs at no cost."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gpuplanner.core.platform_edits import blank_platform, insert_platform
from gpuplanner.gui import catalog_source
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.platforms.table_model import PlatformTableModel
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import example_plan


def test_an_automatic_gpu_count_reads_auto() -> None:
    gpu = catalog_source.gpus()[0].value
    blank = blank_platform(gpu, "New platform", catalog_source.gpu_defaults(gpu.id))
    doc = PlanDocument(insert_platform(load_plan(example_plan()), 0, blank))
    model = PlatformTableModel(doc)
    cell = model.index(0, PlatformTableModel.GPUS).data(Qt.ItemDataRole.DisplayRole)
    assert cell == "auto"
    assert model.index(1, PlatformTableModel.GPUS).data(Qt.ItemDataRole.DisplayRole) == "8"
