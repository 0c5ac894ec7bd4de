"""Render every tab of the main window, in each language, to PNG files for a visual check.

    QT_QPA_PLATFORM=offscreen python tools/render_tabs.py OUT_DIR [--lang en zh_CN]
        [--plan PLAN.gpuplan] [--size 1280x800] [--scale 1.5]

The window opens on an offscreen screen of ``--size`` pixels (``--scale``: QT_SCALE_FACTOR,
so 1600x1000 at 1.5 is a 1,067×667 logical screen, as a laptop at 150 % shows it) and takes
the whole screen. Writes OUT_DIR/<lang>-<index>-<tab>.png, <lang>-dialog-<name>.png for each
dialog, <lang>-tour.png, the Results tab's risk and baseline views and chart tabs
(<lang>-results-*.png), and the Fleet tab's Strategies table (<lang>-fleet-strategies.png). Look at
each image: no boxes instead of glyphs, no clipped labels, nothing overflowing its cell.
Settings and the compiled catalog go to a throwaway folder; the user's are not touched.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

LANGUAGES = ("en", "zh_CN")


def _render_one(out: Path, language: str, plan: Path | None) -> None:
    from PySide6.QtWidgets import QApplication

    from gpuplanner.gui import i18n
    from gpuplanner.gui.app import create_main_window, make_application
    from gpuplanner.gui.settings import Settings

    app = make_application()
    settings = Settings()
    settings.set("prefs/language", language)
    i18n.install(app, language)
    window = create_main_window(plan, settings, recovery=None)
    window.resize(app.primaryScreen().availableGeometry().size())
    window.show()
    window.document.evaluate_now()
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        for _ in range(3):  # layouts and charts settle over a few event-loop turns
            app.processEvents()
        tab = window.tabs.widget(index)
        content = getattr(tab, "widget", tab)  # a lazily built tab holds its content
        name = re.sub(r"[^a-z0-9]+", "-", type(content).__name__.lower())
        window.grab().save(str(out / f"{language}-{index}-{name}.png"))
    _render_results_views(window, out / f"{language}-results")
    _render_fleet_strategies(window, out / f"{language}-fleet-strategies.png")
    for name, dialog in _dialogs(window, settings):
        dialog.show()
        for _ in range(3):
            app.processEvents()
        dialog.grab().save(str(out / f"{language}-dialog-{name}.png"))
        dialog.close()
    _render_tour(window, settings, out / f"{language}-tour.png")
    window.document.undo_stack.setClean()
    window.close()
    QApplication.quit()


def _render_fleet_strategies(window, path: Path) -> None:
    """The Fleet tab's Strategies table (costs, kWh and CO₂), when the plan has a fleet."""
    from PySide6.QtWidgets import QApplication

    for index in range(window.tabs.count()):
        tab = window.tabs.widget(index)
        content = getattr(tab, "widget", tab)
        if hasattr(content, "outputs") and hasattr(content, "costs"):
            window.tabs.setCurrentIndex(index)
            content.outputs.setCurrentWidget(content.costs)
            for _ in range(3):
                QApplication.processEvents()
            window.grab().save(str(path))
            return


def _render_results_views(window, stem: Path) -> None:
    """The Results tab's other views and each chart tab, one PNG each: <stem>-risk.png,
    <stem>-baseline.png, <stem>-targets.png (a plan with a target), <stem>-chart-<n>.png."""
    from PySide6.QtWidgets import QApplication

    tab = window.results_tab
    window.tabs.setCurrentWidget(tab)

    def shot(suffix: str) -> None:
        for _ in range(3):
            QApplication.processEvents()
        window.grab().save(f"{stem}-{suffix}.png")

    tab.columns.show_risk(True)
    shot("risk")
    tab.columns.show_baseline()
    shot("baseline")
    if not tab.columns.targets_button.isHidden():  # a plan with a deadline or a budget
        tab.columns.show_targets()
        shot("targets")
    tab.columns.show_risk(False)
    charts = tab.charts
    from gpuplanner.gui.simulation import Simulation

    Simulation.of(window.document).run_now()  # the tornado and whiskers: not left pending
    for index in range(charts.tabs.count()):
        charts.tabs.setCurrentIndex(index)
        shot(f"chart-{index}")
    charts.tabs.setCurrentIndex(0)


def _dialogs(window, settings) -> list:
    """The dialogs worth a look, each made the way the app makes it (none is executed)."""
    from gpuplanner.gui import catalog_source
    from gpuplanner.gui.about_dialog import AboutDialog, about_text
    from gpuplanner.gui.currency_dialog import CurrencyDialog, RateDialog
    from gpuplanner.gui.fees.joint_edit import JointEditDialog
    from gpuplanner.gui.fees.platform_chooser import ChoiceRow, PlatformChooserDialog
    from gpuplanner.gui.method_dialog import MethodDialog
    from gpuplanner.gui.platforms.preset_dialog import PresetDialog
    from gpuplanner.gui.preferences_dialog import PreferencesDialog

    plan = window.document.plan
    chooser_rows = [
        ChoiceRow(i, p.name, checked=i == 0, enabled=True) for i, p in enumerate(plan.platforms)
    ]
    dialogs = [
        ("preferences", PreferencesDialog(settings, window)),
        ("presets", PresetDialog(catalog_source.platform_presets(), "CNY", window)),
        ("currency", CurrencyDialog(plan, window)),
        ("rate", RateDialog("USD", plan.currency, 7.2, window)),
        ("about", AboutDialog(window, window.tr("About gpuplanner"), about_text())),
        ("method", MethodDialog(window)),
        (
            "fee-platforms",
            PlatformChooserDialog(window.tr("Add the usual items"), "", chooser_rows),
        ),
    ]
    fees = window.fees_tab
    shared = next(((i, p.fees[0].name) for i, p in enumerate(plan.platforms) if p.fees), None)
    if shared is not None:  # the joint edit of the first fee item of the plan
        i, name = shared
        dialogs.append(("fee-joint-edit", JointEditDialog(window.document, fees.model, i, name)))
    return dialogs


def _render_tour(window, settings, path: Path) -> None:
    """The first step of the tour over the window, as a user sees it at first start."""
    from PySide6.QtWidgets import QApplication

    from gpuplanner.gui.tour import start_tour

    callout = start_tour(window, window.tabs, settings)
    for _ in range(3):
        QApplication.processEvents()
    window.grab().save(str(path))
    callout.dismiss()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--lang", nargs="+", default=list(LANGUAGES), choices=LANGUAGES)
    parser.add_argument("--plan", type=Path, default=None)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--scale", default="1")
    parser.add_argument("--one", help=argparse.SUPPRESS)  # internal: render one language
    args = parser.parse_args(argv)
    if args.plan is not None and not args.plan.is_file():
        parser.error(f"no plan file at {args.plan}")  # the app would wait on an error dialog
    width, height = (int(v) for v in args.size.split("x"))
    args.out.mkdir(parents=True, exist_ok=True)
    if args.one:
        _render_one(args.out, args.one, args.plan)
        return 0
    # One process per language: the default locale and translators are process-wide.
    for language in args.lang:
        with tempfile.TemporaryDirectory(prefix="gpuplanner-render-") as home:
            # Qt's offscreen platform reads its screens from a JSON file.
            screens = Path(home) / "screens.json"
            screen = {"name": "s", "x": 0, "y": 0, "width": width, "height": height}
            screens.write_text(json.dumps({"screens": [screen]}), encoding="utf-8")
            env = dict(
                os.environ,
                QT_QPA_PLATFORM=f"offscreen:configfile={screens}",
                QT_SCALE_FACTOR=args.scale,
            )
            for var in ("XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"):
                env[var] = str(Path(home) / var.lower())
            cmd = [sys.executable, __file__, str(args.out), "--one", language]
            if args.plan:
                cmd += ["--plan", str(args.plan)]
            subprocess.run(cmd, check=True, env=env)
    for png in sorted(args.out.glob("*.png")):
        print(png)
    return 0


if __name__ == "__main__":
    sys.exit(main())
