"""Screenshots of the Results tab for the README, one per UI language.

    QT_QPA_PLATFORM=offscreen python tools/screenshots.py [--out docs/images] [--size 1280x800]

Writes OUT/results_en.png and OUT/results_zh_CN.png: the main window on the bundled example
plan (seed example A), Results tab in front, rendered offscreen. The images are saved with a
256-colour palette (a UI has few colours; no dithering, so text stays crisp), which keeps each
file well under 150 KB. Each language runs in its own process with throwaway user folders, so
the user's settings are neither read nor touched. Chinese needs a CJK font (fonts-wqy-microhei).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ("en", "zh_CN")
SETTLE_TURNS = 5  # layouts and charts settle over a few event-loop turns


def _render(out: Path, language: str, size: tuple[int, int]) -> Path:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QImageWriter

    from gpuplanner.gui import i18n
    from gpuplanner.gui.app import create_main_window, make_application
    from gpuplanner.gui.settings import Settings
    from gpuplanner.paths import example_plan

    app = make_application()
    settings = Settings()
    settings.set("prefs/language", language)
    i18n.install(app, language)
    window = create_main_window(example_plan(), settings, recovery=None)
    window.resize(*size)
    window.show()
    window.document.evaluate_now()
    window.tabs.setCurrentWidget(window.results_tab)
    for _ in range(SETTLE_TURNS):
        app.processEvents()
    image = (
        window.grab()
        .toImage()
        .convertToFormat(
            QImage.Format.Format_Indexed8,
            Qt.ImageConversionFlag.ThresholdDither | Qt.ImageConversionFlag.AvoidDither,
        )
    )
    path = out / f"results_{language}.png"
    writer = QImageWriter(str(path), b"png")
    writer.setQuality(0)  # for PNG, quality 0 is the strongest (still lossless) compression
    if not writer.write(image):
        raise SystemExit(f"{path}: {writer.errorString()}")
    window.close()
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "images")
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--lang", nargs="+", default=list(LANGUAGES), choices=LANGUAGES)
    parser.add_argument("--one", help=argparse.SUPPRESS)  # internal: render one language
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.split("x"))
    args.out.mkdir(parents=True, exist_ok=True)
    if args.one:
        path = _render(args.out, args.one, (width, height))
        print(f"{path} ({path.stat().st_size / 1024:.0f} KB)")
        return 0
    # One process per language: the default locale and the translators are process-wide.
    for language in args.lang:
        with tempfile.TemporaryDirectory(prefix="gpuplanner-shots-") as home:
            # A screen of the image's size: the window fits the screen it opens on, and Qt's
            # offscreen screen is 800×800 unless its config file says otherwise.
            screens = Path(home) / "screens.json"
            screen = {"name": "s", "x": 0, "y": 0, "width": width, "height": height}
            screens.write_text(json.dumps({"screens": [screen]}), encoding="utf-8")
            env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={screens}")
            for var in ("XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"):
                env[var] = str(Path(home) / var.lower())
            cmd = [sys.executable, __file__, "--out", str(args.out), "--size", args.size]
            subprocess.run([*cmd, "--one", language], check=True, env=env)
    return 0


if __name__ == "__main__":
    sys.exit(main())
