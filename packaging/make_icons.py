"""Render the application icon's PNG sizes, the Windows .ico and the macOS .icns from the SVG.

Run after editing resources/icons/app/gpuplanner.svg:
    QT_QPA_PLATFORM=offscreen python packaging/make_icons.py
Uses Qt's own SVG renderer and its ICO/ICNS image writers (no extra dependency).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QImageWriter, QPainter
from PySide6.QtSvg import QSvgRenderer

ICON_DIR = Path(__file__).resolve().parents[1] / "resources" / "icons" / "app"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def main() -> int:
    _app = QGuiApplication(sys.argv)
    renderer = QSvgRenderer(str(ICON_DIR / "gpuplanner.svg"))
    if not renderer.isValid():
        print("cannot read the SVG icon", file=sys.stderr)
        return 1
    for size in SIZES:
        render(renderer, size).save(str(ICON_DIR / f"gpuplanner-{size}.png"))
    for fmt, size in (("ico", 256), ("icns", 512)):
        writer = QImageWriter(str(ICON_DIR / f"gpuplanner.{fmt}"), fmt.encode())
        if not writer.write(render(renderer, size)):
            print(f"{fmt}: {writer.errorString()}", file=sys.stderr)
            return 1
    print(f"icons written to {ICON_DIR}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
