"""Every bill input says where it came from, the same in the bill panel and report --json
(issue 25 item 2).

The panel used to call every preset figure "typed" (用户输入) while the JSON of the same plan
said "preset". Figures: the 13B example (catalogs/examples/13b-on-demand-spot-self-built)
whose self-built A100 platform keeps the selfbuilt-8x-a100 preset's ¥80,000 capex per GPU,
560 W and PUE 1.5, and whose spot price (¥14.76 per GPU-hour, converted from the preset's
USD) is no longer the preset's figure.
"""

from __future__ import annotations

import re

import app_helpers
import pytest
from PySide6.QtCore import Qt
from ui_language import ui_language
from wait import WAIT_MS

from gpuplanner.core.analysis import analyze
from gpuplanner.core.edit import replace_at
from gpuplanner.core.platform import Calibration
from gpuplanner.gui.results.bill_panel import AMOUNT_ROLE
from gpuplanner.io.report.headless import report_json
from gpuplanner.paths import examples_dir

answers = app_helpers.answers
make_window = app_helpers.make_window

PLAN = examples_dir() / "13b-on-demand-spot-self-built.gpuplan"
SELF_BUILT = "A100 · self-built 8× server, depreciation by hours used"
SPOT = "A100 spot · GCP a2-ultragpu"


def _panel_sources(window, name: str) -> dict[str, str]:
    """Input label → the source the bill panel shows, for platform ``name``."""
    tab = window.results_tab
    app_helpers.select_platform(tab, name)
    found: dict[str, str] = {}
    bill = tab.explanation.bill
    for row in range(bill.topLevelItemCount()):
        item = bill.topLevelItem(row)
        if item.data(0, AMOUNT_ROLE) is None:  # the layout rows above the bill, the total
            continue
        for child in range(1, item.childCount()):  # the first child is the formula
            text = item.child(child).text(0)
            match = re.fullmatch(r"(.*?)[:：]\s*.*[(（]([^()（）]*)[)）]", text)
            assert match, text
            found[match[1]] = match[2]
    return found


def _json_sources(plan, name: str) -> dict[str, str]:
    data = report_json(analyze(plan))
    platform = next(p for p in data["platforms"] if p["name"] == name)
    return {i["label"]: i["source_text"] for line in platform["bill"] for i in line["inputs"]}


@pytest.fixture
def window(make_window, qtbot):
    window = make_window(PLAN)
    window.show()
    qtbot.waitExposed(window)
    # On a real display (Xvfb, no window manager) a field takes focus only in the active
    # window: these tests type into fields.
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=WAIT_MS)
    return window


def test_preset_figures_read_preset_in_the_panel_as_in_json(window) -> None:
    panel = _panel_sources(window, SELF_BUILT)
    assert panel["Capex per GPU"] == "preset"
    assert panel["Power per GPU"] == "preset"
    assert panel["PUE"] == "preset"
    assert panel["Hours per month"] == "convention"  # 730 h
    assert panel["GPUs"] == "computed"
    assert panel == _json_sources(window.document.plan, SELF_BUILT)
    spot = _panel_sources(window, SPOT)
    assert spot["Billing increment"] == "preset"  # GCP's one-minute step
    assert spot["Price per GPU-hour"] == "typed"  # converted from USD: not the preset's figure
    assert spot == _json_sources(window.document.plan, SPOT)


def test_a_value_typed_equal_to_the_presets_is_typed(window, qtbot) -> None:
    """The capex typed as 90,000 then back to the preset's 80,000: it was typed."""
    doc = window.document
    index = next(i for i, p in enumerate(doc.plan.platforms) if p.name == SELF_BUILT)
    tab = window.platforms_tab
    window.tabs.setCurrentWidget(tab)
    tab.select(index)
    box = tab.form.pricing.capex_per_gpu
    for typed in ("90000", "80000"):
        box.setFocus()
        qtbot.waitUntil(box.hasFocus, timeout=WAIT_MS)
        box.lineEdit().selectAll()
        qtbot.keyClicks(box.lineEdit(), typed)
        qtbot.keyClick(box.lineEdit(), Qt.Key.Key_Return)
    assert doc.plan.platforms[index].pricing.capex_per_gpu == 80_000
    assert doc.plan.platforms[index].typed_pricing == ("capex_per_gpu",)
    window.tabs.setCurrentWidget(window.results_tab)
    doc.evaluate_now()
    panel = _panel_sources(window, SELF_BUILT)
    assert panel["Capex per GPU"] == "typed"
    assert panel["PUE"] == "preset"  # untouched
    assert panel == _json_sources(doc.plan, SELF_BUILT)
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert doc.plan.platforms[index].typed_pricing == ()  # undone with the value
    doc.evaluate_now()
    assert _panel_sources(window, SELF_BUILT)["Capex per GPU"] == "preset"


def test_a_calibrated_run_gives_the_hours_from_calibration(window) -> None:
    """A measured trial run (8 GPUs, 1.2 s a step) replaces the typed MFU: the hours the bill
    multiplies are the calibration's, in the panel and in JSON."""
    doc = window.document
    index = next(i for i, p in enumerate(doc.plan.platforms) if p.name == SPOT)
    calibrated = replace_at(
        doc.plan, ("platforms", index, "calibration"), Calibration(gpus=8, step_seconds=1.2)
    )
    doc.apply(calibrated, "calibrate")
    doc.evaluate_now()
    panel = _panel_sources(window, SPOT)
    label = "Hours held, clean (training + setup, no data transfer)"
    assert panel[label] == "calibration"
    assert panel == _json_sources(doc.plan, SPOT)


def test_sources_are_worded_in_chinese_as_in_json(make_window, qapp, qtbot) -> None:
    with ui_language(qapp, "zh_CN"):
        window = make_window(PLAN)
        window.show()
        panel = _panel_sources(window, SELF_BUILT)
        data = report_json(analyze(window.document.plan), "zh_CN")
        platform = next(p for p in data["platforms"] if p["name"] == SELF_BUILT)
        worded = {i["label"]: i["source_text"] for ln in platform["bill"] for i in ln["inputs"]}
        assert panel == worded
        assert "预设" in panel.values() and "用户输入" not in panel.values()


NODE = "GPUs per machine"  # the bill's words for gpus_per_node


def _panel_lines(window, row: int = 0) -> dict[str, dict[str, str]]:
    """Bill line label → (input label → source) in the bill panel, for the ranking's row."""
    tab = window.results_tab
    tab.table.selectRow(row)
    bill = tab.explanation.bill
    lines: dict[str, dict[str, str]] = {}
    for i in range(bill.topLevelItemCount()):
        item = bill.topLevelItem(i)
        if item.data(0, AMOUNT_ROLE) is None:
            continue
        found = lines.setdefault(item.text(0), {})
        for child in range(1, item.childCount()):
            text = item.child(child).text(0)
            match = re.fullmatch(r"(.*?)[:：]\s*.*[(（]([^()（）]*)[)）]", text)
            assert match, text
            found[match[1]] = match[2]
    return lines


def _json_lines(plan) -> dict[str, dict[str, str]]:
    platform = report_json(analyze(plan))["platforms"][0]
    return {
        line["label"]: {i["label"]: i["source_text"] for i in line["inputs"]}
        for line in platform["bill"]
    }


@pytest.fixture
def preset_window(make_window, qtbot, monkeypatch):
    """The aws-p5-h100-on-demand preset (8 GPUs per node) on 12 GPUs, partial nodes billed
    whole, with the usual items added on the Fee items tab (they start at rate 0)."""
    from gpuplanner.gui.fees import platform_chooser
    from gpuplanner.io.catalog.convert import preset_platform
    from gpuplanner.io.catalog.presets import app_catalog

    monkeypatch.setattr(
        platform_chooser,
        "choose_platforms",
        lambda parent, title, prompt, rows: [r.index for r in rows if r.checked and r.enabled],
    )
    window = make_window()
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()  # a field takes focus only in the active window (Xvfb)
    qtbot.waitUntil(window.isActiveWindow, timeout=WAIT_MS)
    catalog = app_catalog()
    platform = preset_platform(catalog.platforms["aws-p5-h100-on-demand"], catalog)
    platform = platform.model_copy(update={"bill_whole_nodes": True, "fixed_gpus": 12})
    doc = window.document
    # 384 sequences: 12 ranks take 32 each (micro-batch × DP must divide the global batch)
    w = doc.plan.workload.model_copy(update={"global_batch": 384})
    update = {"currency": "USD", "platforms": (platform,), "workload": w}
    doc.apply(doc.plan.model_copy(update=update), "set")
    window.tabs.setCurrentWidget(window.fees_tab)
    window.fees_tab.add_usual.click()
    window.tabs.setCurrentWidget(window.results_tab)
    doc.evaluate_now()
    return window


def test_gpus_per_node_and_usual_fees_read_preset_then_typed(preset_window, qtbot) -> None:
    """Before: GPUs per machine 8 (the preset's) and the Public IP item's rate and quantity
    (the usual items') read "preset". Typing 4 GPUs per node on the Platforms tab and a rate
    of 3.5 in the fee table makes those two "typed"; the quantity stays "preset". The panel
    and report --json agree each time."""
    window, doc = preset_window, preset_window.document
    lines = _panel_lines(window)
    compute = next(v for k, v in lines.items() if NODE in v)
    assert compute[NODE] == "preset"
    public_ip = next(v for k, v in lines.items() if "Public IP" in k)
    assert set(public_ip.values()) >= {"preset"} and "typed" not in public_ip.values()
    assert lines == _json_lines(doc.plan)

    tab = window.platforms_tab
    window.tabs.setCurrentWidget(tab)
    tab.select(0)
    box = tab.form.interconnect.gpus_per_node
    box.setFocus()
    qtbot.waitUntil(box.hasFocus, timeout=WAIT_MS)
    box.lineEdit().selectAll()
    qtbot.keyClicks(box.lineEdit(), "4")
    qtbot.keyClick(box.lineEdit(), Qt.Key.Key_Return)
    assert doc.plan.platforms[0].gpus_per_node == 4
    fees = window.fees_tab
    window.tabs.setCurrentWidget(fees)
    row = next(i for i, f in enumerate(doc.plan.platforms[0].fees) if f.name == "Public IP")
    model = fees.model
    assert model.setData(model.index(row, model.RATE), "3.5")
    window.tabs.setCurrentWidget(window.results_tab)
    doc.evaluate_now()
    lines = _panel_lines(window)
    compute = next(v for k, v in lines.items() if NODE in v)
    assert compute[NODE] == "typed"
    public_ip = next(v for k, v in lines.items() if "Public IP" in k)
    assert sorted(public_ip.values()).count("typed") == 1 and "preset" in public_ip.values()
    assert lines == _json_lines(doc.plan)
