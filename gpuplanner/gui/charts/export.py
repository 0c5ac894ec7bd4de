"""Saving a chart as a PNG image (pyqtgraph's SVG exporter crashes on Qt 6.12; PNG is safe).

The chart's scene is rendered at twice its on-screen size, so the image stays sharp in a
slide or a printed report. Asking for the file name is a plain function tests can replace.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QRectF, QStandardPaths, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QFileDialog, QWidget

from gpuplanner.gui.charts.base import ChartView

EXPORT_SCALE = 2.0


def _tr(text: str) -> str:
    return QCoreApplication.translate("charts", text)


def documents_folder() -> Path:
    """The user's Documents folder (the home folder where there is none)."""
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    folder = Path(found) if found else Path.home()
    return folder if folder.is_dir() else Path.home()


def ask_png_path(parent: QWidget | None, suggested: str) -> Path | None:
    """Ask where to save, starting in Documents (not wherever the app was started from);
    None when cancelled. Adds ".png" when the name has no suffix."""
    start = Path(suggested)
    if not start.is_absolute():
        start = documents_folder() / start
    name, _ = QFileDialog.getSaveFileName(
        parent, _tr("Export chart"), str(start), _tr("PNG images (*.png)")
    )
    if not name:
        return None
    path = Path(name)
    return path if path.suffix.lower() == ".png" else path.with_name(path.name + ".png")


def render_chart(chart: ChartView, scale: float = EXPORT_SCALE) -> QImage:
    """The chart as it is drawn on screen (without hover marks), ``scale`` times larger.

    The image has a device pixel ratio of ``scale`` and the chart is drawn at its own size
    onto it, as on a high-density screen — not through a painter scaled ``scale`` times:
    pyqtgraph's legend ignores transformations (so it stays the size of the screen's pixels
    when zooming), and a scaled painter drew it at half the axes' type size.
    """
    chart.hide_transient()
    source = chart.viewport().rect()
    image = QImage(
        round(source.width() * scale), round(source.height() * scale), QImage.Format.Format_ARGB32
    )
    image.setDevicePixelRatio(scale)
    image.fill(chart.theme.background)
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        chart.render(painter, QRectF(source), source, Qt.AspectRatioMode.IgnoreAspectRatio)
    finally:
        painter.end()
    return image


def export_png(chart: ChartView, path: Path, scale: float = EXPORT_SCALE) -> None:
    """Write the chart to ``path`` as PNG; raises OSError with the reason when it cannot."""
    image = render_chart(chart, scale)
    if not image.save(str(path), "PNG"):
        raise OSError(
            _tr("Could not write %1 (check the folder exists and is writable).").replace(
                "%1", str(path)
            )
        )
