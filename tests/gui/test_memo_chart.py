"""The memo's cost chart draws every GPU count a platform can run at (gui/memo/chart.py).

The bundled 7B pre-training example runs only where its global batch of 1,024 sequences
divides evenly: 8, 16, 32 … 1,024 GPUs. The chart broke its line at every jump of more than
1.5× and 8 GPUs and drew no lone point, so 64–1,024 GPUs (the right half of its logarithmic
axis, where the Sweep sheet has figures) were blank.
"""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFont, QImage, QPainter

from gpuplanner.core import analyze
from gpuplanner.gui.memo.chart import COLOURS, draw_chart
from gpuplanner.io.memo import build_memo
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import examples_dir

W, H = 900, 500


def _curve_columns(image: QImage, colour: str) -> list[int]:
    """The x pixels where ``colour`` is drawn (the curve, its legend swatch included)."""
    want = QColor(colour).rgb() & 0xFFFFFF
    return sorted({x for x in range(W) for y in range(H) if image.pixel(x, y) & 0xFFFFFF == want})


def test_a_sparse_sweep_is_drawn_to_its_last_count(qapp) -> None:
    plan = load_plan(examples_dir() / "7b-pretrain-1t-tokens.gpuplan")
    memo = build_memo(analyze(plan, today=dt.date(2026, 12, 1)))
    first = memo.chart.curves[0]
    assert first.n[-1] >= 8 * first.n[0]  # counts spread over a logarithmic axis
    image = QImage(W, H, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    draw_chart(painter, QRectF(0, 0, W, H), memo.chart, QFont(qapp.font()))
    painter.end()
    columns = _curve_columns(image, COLOURS[0])
    # The curve reaches the right edge of the plot (the last count, 1,024 GPUs), not a stub.
    assert columns and max(columns) > 0.85 * W, max(columns, default=None)
