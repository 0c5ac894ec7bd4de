"""The start-up path stays light: heavy libraries load only when something needs them.

openpyxl and xlsxwriter cost ~0.2 s each to import and nothing before the first paint needs
them (File → Export to Excel imports the exporter when it runs). pyqtgraph costs ~0.3 s of CPU
(it copies every PySide6 class at import): the charts and the Fleet tab that use it are built
after the window's first paint (gui/lazy.py, MainWindow.finish_start). So are the Platforms,
Fee items and Results tabs (gui/lazy_tabs.py) and the catalog the Workload tab's model combo
lists (gui/workload/model_section.py): at the first paint none of their modules is loaded,
nor the fleet calculation (core/analysis.py imports it when the fleet result is first read).
The first evaluation waits for the paint too (gui/document.py, ``evaluate=False``): the first
frame shows the plan's inputs with "Calculating…" where the results go, and the calculator
(core/analysis.py, core/evaluate.py) is imported right after it, and with it numpy (~50 ms of
CPU): the plan models import none (their few array helpers import it when called), nor do the
Workload tab's modules, which reach the result models and the pricing rules only for types or
from functions that run after the evaluation. The Workload tab builds only the sections in its
first screenful before the paint; those below it (trial, tax, capital, grid, billing …) and
their modules come right after it.
Each probe runs in a fresh interpreter, because this test process may already hold them;
checks that read the same probe share one run of it (module-scoped fixtures).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import pytest

HEAVY = ("openpyxl", "xlsxwriter", "pyqtgraph")
# Built after the first paint (or on first need): none of these is loaded when it happens.
AFTER_PAINT = (
    *HEAVY,
    "gpuplanner.gui.platforms.tab",
    "gpuplanner.gui.fees.tab",
    "gpuplanner.gui.results.tab",
    "gpuplanner.gui.charts",
    "gpuplanner.gui.fleet.fleet_tab",
    "gpuplanner.io.catalog.loader",
    "gpuplanner.io.catalog.models",
    "gpuplanner.gui.memo",
    "gpuplanner.core.fleet.evaluate",  # core/analysis.py imports it when the fleet is read
    "gpuplanner.core.fleet.result",
    "gpuplanner.core.analysis",  # the first evaluation runs right after the first paint
    "gpuplanner.core.evaluate",
    "numpy",  # with the calculator: the plan models and the Workload tab import none
    "gpuplanner.core.result",
    "gpuplanner.core.pricing_modes",
    "gpuplanner.core.uncertainty",
    "gpuplanner.core.verdict",
    # the Workload tab's sections below its first screenful (gui/workload/tab.py)
    "gpuplanner.gui.workload.trial_form",
    "gpuplanner.gui.workload.tax_form",
    "gpuplanner.gui.workload.capital_form",
    "gpuplanner.gui.workload.billing_form",
    "gpuplanner.gui.platforms.energy_form",
    "gpuplanner.gui.catalog_source",  # read by the model combo and the catalog check, after it
    "gpuplanner.core.platform_edits",
)
TIMEOUT_S = 60
# --smoke with the modules of AFTER_PAINT that were loaded at its first paint noted (the
# probe wraps the paint filter --smoke installs: gui/app.py's _FirstPaint).
AT_PAINT_PROBE = f"""
import json, sys
import gpuplanner.gui.app as app
seen = {{}}
class Probe(app._FirstPaint):
    def eventFilter(self, watched, event):
        first = self.at is None
        out = super().eventFilter(watched, event)
        if first and self.at is not None:
            seen.update({{m: m in sys.modules for m in {AFTER_PAINT!r}}})
            RESULTS_AT_PAINT.update(window_texts(self._window))
        return out
    def _finish(self):
        super()._finish()
        RESULTS_AFTER.update(window_texts(self._window))
RESULTS_AT_PAINT, RESULTS_AFTER = {{}}, {{}}
def window_texts(window):
    workload = window.workload_tab
    return {{
        "pending": window.document.first_result_pending,
        "status": window.best_label.text(),
        "tokens": workload.derived.tokens.text(),
        "below_built": workload.built_later,
        # read only once built: reading the section builds it
        "trial": workload.trial_section.cost.text() if workload.built_later else None,
    }}
app._FirstPaint = Probe
from gpuplanner.cli import main
assert main(['--smoke']) == 0
print(json.dumps({{"at_paint": RESULTS_AT_PAINT, "after": RESULTS_AFTER}}))
print(json.dumps(seen))
"""


def _run(code: str) -> tuple[dict, str]:
    """What ``code`` printed, and which HEAVY modules were loaded when it ended."""
    probe = (
        f"{code}\nimport json, sys\nprint(json.dumps({{m: m in sys.modules for m in {HEAVY!r}}}))"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", probe],
        capture_output=True,
        text=True,
        env=env,
        timeout=TIMEOUT_S,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    return json.loads(lines[-1]), "\n".join(lines[:-1])


def _loaded_after(code: str) -> dict:
    return _run(code)[0]


@pytest.fixture(scope="module")
def smoke() -> tuple[dict, str]:
    """The whole --smoke start (window on the example plan, evaluated, painted, charts built)."""
    return _run("from gpuplanner.cli import main\nassert main(['--smoke']) == 0")


@pytest.fixture(scope="module")
def at_paint_probe() -> tuple[dict, str]:
    """One --smoke start under AT_PAINT_PROBE, read by the two checks of the first paint."""
    return _run(AT_PAINT_PROBE)


def test_importing_the_app_imports_neither_the_spreadsheet_libraries_nor_pyqtgraph():
    loaded = _loaded_after("import gpuplanner.gui.main_window, gpuplanner.gui.app")
    assert loaded == {"openpyxl": False, "xlsxwriter": False, "pyqtgraph": False}


def test_the_first_paint_does_not_import_the_spreadsheet_libraries(smoke):
    loaded, _ = smoke
    assert loaded["openpyxl"] is False and loaded["xlsxwriter"] is False


def test_the_first_paint_comes_before_pyqtgraph_and_the_charts_after_it(smoke):
    """--smoke says whether pyqtgraph was loaded at the first paint; it waits for the charts."""
    loaded, out = smoke
    paint = re.search(r"^first paint: (\d+) ms$", out, re.MULTILINE)
    ready = re.search(
        r"^charts ready: (\d+) ms \(pyqtgraph loaded (\w+) the first paint\)$", out, re.MULTILINE
    )
    assert paint and ready, out
    assert ready.group(2) == "after"
    assert int(ready.group(1)) >= int(paint.group(1))
    assert loaded["pyqtgraph"] is True  # the charts were built before the smoke run ended


def test_the_probe_sees_an_import_when_there_is_one():
    """So the checks above cannot pass by looking in the wrong place."""
    loaded = _loaded_after("import openpyxl, PySide6.QtWidgets, pyqtgraph")
    assert loaded["openpyxl"] is True and loaded["pyqtgraph"] is True


def test_at_the_first_paint_only_the_workload_tab_is_built(at_paint_probe):
    """The Platforms, Fee items and Results tabs, the charts, the Fleet tab, the catalog and
    the memo: none is loaded when the window first paints; after --smoke (which builds and
    paints every tab) the tabs are."""
    loaded, out = at_paint_probe
    at_paint = json.loads(out.splitlines()[-1])
    assert at_paint == dict.fromkeys(AFTER_PAINT, False)
    assert loaded["pyqtgraph"] is True


def test_the_first_frame_says_calculating_and_the_result_follows_at_once(at_paint_probe):
    """The example plan (seed example A: 7B, 1B tokens, three platforms): at the first paint
    it is not evaluated yet, the status bar and the Workload tab's derived figures say so;
    the evaluation runs right after, before the deferred tabs: 1,000,000,000 training tokens
    (``training_tokens``, examples/seed_a.gpuplan) and "Cheapest: …" in the status bar."""
    _, out = at_paint_probe
    texts = json.loads(out.splitlines()[-2])
    assert texts["at_paint"] == {
        "pending": True,
        "status": "Calculating…",
        "tokens": "…",
        "below_built": False,
        "trial": None,
    }
    after = texts["after"]
    assert after["pending"] is False
    assert after["status"].startswith("Cheapest: ")
    assert after["tokens"] == "1,000,000,000"
    assert after["below_built"] is True  # built after the evaluation: it shows the result
    assert after["trial"] not in (None, "Calculating…")


def test_the_paint_probe_sees_a_module_loaded_before_the_paint():
    """So the check above cannot pass by looking at the wrong moment: the same probe, with a
    tab module imported before the window, reports it."""
    first = "import gpuplanner.gui.app as app"
    code = AT_PAINT_PROBE.replace(first, f"{first}, gpuplanner.gui.fees.tab")
    _, out = _run(code)
    at_paint = json.loads(out.splitlines()[-1])
    assert at_paint["gpuplanner.gui.fees.tab"] is True
    assert at_paint["gpuplanner.gui.results.tab"] is False


@pytest.mark.parametrize(("asked", "used"), [(None, "1"), ("4", "4")])
def test_numpy_starts_one_blas_thread_unless_the_user_asks_for_more(asked, used):
    """Nothing in gpuplanner calls BLAS, and OpenBLAS starts a thread per core when numpy is
    imported: ``gpuplanner.cli`` asks for one (before numpy is loaded), keeping a user's own
    ``OPENBLAS_NUM_THREADS``."""
    env = {k: v for k, v in os.environ.items() if k != "OPENBLAS_NUM_THREADS"}
    if asked is not None:
        env["OPENBLAS_NUM_THREADS"] = asked
    code = (
        "import os, sys, gpuplanner.cli\n"
        "print('numpy' in sys.modules, os.environ['OPENBLAS_NUM_THREADS'])"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=TIMEOUT_S
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["False", used]
