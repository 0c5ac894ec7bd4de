""" "Export chart…": the chart in view is written as a sharp PNG; failures are reported."""

from __future__ import annotations

from pathlib import Path

import chart_helpers
import pytest
from chart_helpers import settle, show_panel
from PySide6.QtGui import QImage
from ui_language import ui_language

from gpuplanner.gui import prompts
from gpuplanner.gui.charts import export
from gpuplanner.io.plan_file import load_plan

seed_doc = chart_helpers.seed_doc


def test_export_writes_the_current_chart_at_twice_its_size(qtbot, seed_doc, tmp_path, monkeypatch):
    panel = show_panel(qtbot, seed_doc)
    panel.tabs.setCurrentWidget(panel.tradeoff_chart)
    settle()
    target = tmp_path / "tradeoff.png"
    asked = []

    def ask(parent, suggested: str) -> Path:
        asked.append(suggested)
        return target

    monkeypatch.setattr(export, "ask_png_path", ask)
    panel.export_button.click()
    assert asked == ["Cost against time.png"]
    image = QImage(str(target))
    view = panel.tradeoff_chart.viewport().size()
    assert (image.width(), image.height()) == (2 * view.width(), 2 * view.height())
    # Not a blank canvas: the background plus curves, text and the frontier.
    colors = {
        image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)
    }
    assert len(colors) > 20


def test_export_hides_the_hover_label(qtbot, seed_doc, tmp_path) -> None:
    panel = show_panel(qtbot, seed_doc)
    panel.cost_chart.hover.show_at(8, 2880, "hover")
    export.export_png(panel.cost_chart, tmp_path / "cost.png")
    assert not panel.cost_chart.hover.shown


def test_cancel_writes_nothing_and_a_failure_is_reported(qtbot, seed_doc, tmp_path, monkeypatch):
    panel = show_panel(qtbot, seed_doc)
    monkeypatch.setattr(export, "ask_png_path", lambda parent, suggested: None)
    panel.export_current()
    assert list(tmp_path.iterdir()) == []

    missing = tmp_path / "no such folder" / "chart.png"
    monkeypatch.setattr(export, "ask_png_path", lambda parent, suggested: missing)
    errors = []
    monkeypatch.setattr(prompts, "show_error", lambda parent, title, text: errors.append(text))
    panel.export_current()
    assert len(errors) == 1 and str(missing) in errors[0]


def test_ask_png_path_adds_the_suffix(monkeypatch, tmp_path) -> None:
    from PySide6.QtWidgets import QFileDialog

    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(tmp_path / "x"), ""))
    )
    assert export.ask_png_path(None, "Cost.png") == tmp_path / "x.png"


def test_the_export_dialog_starts_in_the_documents_folder(monkeypatch, tmp_path) -> None:
    from PySide6.QtWidgets import QFileDialog

    documents = tmp_path / "Documents"
    documents.mkdir()
    monkeypatch.setattr(export, "documents_folder", lambda: documents)
    asked: list[str] = []

    def dialog(parent, title, start, filters):
        asked.append(start)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(dialog))
    assert export.ask_png_path(None, "Cost by GPU count.png") is None
    assert asked == [str(documents / "Cost by GPU count.png")]


def _ink(image: QImage, background: int, box: tuple[int, int, int, int] | None = None):
    """(left, top, right, bottom) of the pixels that differ from the background, within
    ``box`` (left, top, right, bottom; default the whole image); None when there are none."""
    import numpy as np

    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    pixels = np.frombuffer(image.constBits(), np.uint32).reshape(
        image.height(), image.bytesPerLine() // 4
    )[:, : image.width()]
    left, top, right, bottom = box or (0, 0, image.width(), image.height())
    ys, xs = np.nonzero(pixels[top:bottom, left:right] != np.uint32(background))
    if len(xs) == 0:
        return None
    return (left + xs.min(), top + ys.min(), left + xs.max() + 1, top + ys.max() + 1)


def test_the_exported_image_is_the_chart_at_twice_the_size_legend_included(
    qtbot, seed_doc, tmp_path
) -> None:
    """Everything drawn on screen is in the image at 2× — the legend too (pyqtgraph's legend
    ignores transformations: through a painter scaled 2× it came out at half the axes' type
    size), and nothing on the right is cut off."""
    panel = show_panel(qtbot, seed_doc)
    for chart in (panel.cost_chart, panel.breakdown_chart):
        panel.tabs.setCurrentWidget(chart)
        settle()
        screen = chart.grab().toImage()
        export.export_png(chart, tmp_path / "chart.png")
        image = QImage(str(tmp_path / "chart.png"))
        assert (image.width(), image.height()) == (2 * screen.width(), 2 * screen.height())
        background = chart.theme.background.rgba()
        whole = _ink(screen, background)
        assert whole is not None
        # The drawing spans twice the pixels (±3 for antialiased edges), on every side.
        assert _ink(image, background) == pytest.approx([2 * v for v in whole], abs=3)
        # The legend's entries, swatch and label: twice their size on screen, like the axes.
        legend = chart.legend.mapRectToScene(chart.legend.boundingRect()).toAlignedRect()
        box = (legend.left(), legend.top(), legend.right() + 1, legend.bottom() + 1)
        small = _ink(screen, background, box)
        big = _ink(image, background, tuple(2 * v for v in box))
        assert small is not None and big is not None
        assert big == pytest.approx([2 * v for v in small], abs=3)


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_a_tornado_exported_before_it_was_ever_shown_names_its_inputs(
    qapp, qtbot, tmp_path, language
) -> None:
    """pyqtgraph measures tick texts only while painting and then widens the axis; before
    that it keeps 30 px and drops every wider text. An export of the "What moves the cost"
    tab never shown had no input names. Now the axis is as wide as its longest line (in the
    70B example, "67.5% to 82.5% at a GPU count of 16", the A800's scaling at 16 GPUs:
    75 % × (1 ∓ 10 %)), and pyqtgraph lays out a text for every row."""
    from PySide6.QtGui import QFontMetricsF, QPainter
    from wait import WAIT_MS

    from gpuplanner.gui.document import PlanDocument
    from gpuplanner.paths import examples_dir

    with ui_language(qapp, language):
        plan = load_plan(examples_dir() / "70b-full-finetune-h100-a800-4090.gpuplan")
        panel = show_panel(qtbot, PlanDocument(plan))
        chart = panel.tornado_chart
        assert panel.tabs.currentWidget() is not chart and not chart.isVisible()
        qtbot.waitUntil(lambda: len(chart.inputs) == 5, timeout=WAIT_MS)
        export.export_png(chart, tmp_path / "tornado.png")
        axis = chart.plot.getAxis("left")
        labels = [text for _, text in axis._tickLevels[0]]
        lines = [line for text in labels for line in text.split("\n")]
        if language == "en":
            assert "67.5% to 82.5% at a GPU count of 16" in lines
        else:
            assert "16 卡上 67.5% 至 82.5%" in lines
        metrics = QFontMetricsF(axis.font())
        assert axis.width() >= max(metrics.horizontalAdvance(line) for line in lines)
        image = QImage(str(tmp_path / "tornado.png"))
        painter = QPainter(image)
        try:
            _, _, texts = axis.generateDrawSpecs(painter)
        finally:
            painter.end()
        assert [text for _, _, text in texts] == labels  # every row named, none dropped
