"""Committed use in the Platforms tab: the mode's page is built from its fields (no GUI code
of its own), typing a committed count drives the bill, and the table words the price.
Figures from tests/core/test_committed_use.py: 8 GPUs committed for a month at 9.00 per
GPU-hour are 52,560.00 whatever the job; the 8 GPUs above them pay 15.00 per hour held."""

from __future__ import annotations

import pytest
from plans import SMALL_1B, make_plan, platform
from ui_language import ui_language

from gpuplanner.core.platform import CommittedPricing, PricingMode
from gpuplanner.core.platform_edits import switch_pricing_mode
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.platforms.tab import PlatformsTab
from gpuplanner.gui.platforms.table_model import PlatformTableModel


def _doc() -> PlanDocument:
    p = platform(
        name="C", fixed_gpus=16, pricing=CommittedPricing(committed_price_per_gpu_hour=9.0)
    )
    return PlanDocument(make_plan(workload={"model": SMALL_1B, "tokens": 3e10}, platforms=[p]))


def test_the_committed_page_edits_the_plan(qtbot) -> None:
    doc = _doc()
    tab = PlatformsTab(doc)
    qtbot.addWidget(tab)
    tab.select(0)
    form = tab.form.pricing
    assert form.mode.currentData() == "committed"
    page = form.fields[CommittedPricing]
    assert list(page) == [
        "committed_gpus",
        "committed_price_per_gpu_hour",
        "term_months",
        "overflow_per_gpu_hour",
    ]
    assert page["committed_gpus"].isVisibleTo(tab)
    page["term_months"].setValue(1)
    page["overflow_per_gpu_hour"].setValue(15.0)
    hours = doc.result.platforms[0].chosen_point.hours
    assert doc.result.platforms[0].chosen_point.compute_cost == pytest.approx(
        8 * 730 * 9.0 + 8 * hours * 15.0
    )
    page["committed_gpus"].setValue(16)  # all 16 committed: no overflow
    assert doc.plan.platforms[0].pricing.committed_gpus == 16
    assert doc.result.platforms[0].chosen_point.compute_cost == pytest.approx(16 * 730 * 9.0)
    doc.undo_stack.undo()
    assert doc.plan.platforms[0].pricing.committed_gpus == 8
    model = tab.model
    assert model.data(model.index(0, PlatformTableModel.PRICE)) == "¥9.00 /GPU-h"


def test_the_page_speaks_chinese(qtbot, qapp) -> None:
    with ui_language(qapp, "zh_CN"):
        doc = _doc()
        doc.apply(switch_pricing_mode(doc.plan, 0, PricingMode.ON_DEMAND), "od")
        doc.apply(switch_pricing_mode(doc.plan, 0, PricingMode.COMMITTED), "back")
        tab = PlatformsTab(doc)
        qtbot.addWidget(tab)
        tab.select(0)
        form = tab.form.pricing
        assert form.mode.currentText() == "承诺使用"
        box = form.fields[CommittedPricing]["term_months"]
        assert box.suffix().strip() == "个月"
        assert box.toolTip().startswith("承诺持续的时长：期内所有小时都计费。")
        assert box.toolTip().endswith("1 – 120 个月")


def test_a_committed_quote_imports_through_the_dialog(qtbot, tmp_path, monkeypatch) -> None:
    """File → Import quotes… with a committed-use offer in Chinese headers: its summary
    names no problem, and the platform arrives with the commitment as quoted."""
    from gpuplanner.gui import quote_import

    asked = []

    def answer(parent, name, found, summary):
        asked.append([(p.column, p.code) for p in found.problems])
        return True

    monkeypatch.setattr(quote_import, "confirm_import", answer)
    path = tmp_path / "committed.csv"
    path.write_text(
        "平台名称,GPU 型号,计费方式,承诺卡数,承诺每卡时单价,承诺期（月）,超额每卡时单价\n"
        "承诺 A100,a100-40gb-sxm,承诺使用,64,9,12,15\n",
        encoding="utf-8",
    )
    doc = _doc()
    assert quote_import.import_quotes(None, doc, path)
    assert asked == [[]]
    added = doc.plan.platforms[-1]
    assert added.pricing == CommittedPricing(
        committed_gpus=64, committed_price_per_gpu_hour=9.0, overflow_per_gpu_hour=15.0
    )


def test_a_needs_quote_preset_quoted_as_a_commitment(qtbot, monkeypatch) -> None:
    """A needs-quote preset whose quote is a commitment (the catalog's quote_mode): the
    dialog asks for the committed price per GPU-hour and adds it with the mode's defaults
    (8 GPUs for 12 months) — no line of the dialog or of catalog_source names the mode."""
    from PySide6.QtCore import Qt

    from gpuplanner.gui import catalog_source
    from gpuplanner.gui.platforms.preset_dialog import PresetDialog

    lease = "cn-lease-8x-a800-month"  # catalogs/platforms.json: a preset with no price
    real = catalog_source.quote_mode
    monkeypatch.setattr(
        catalog_source,
        "quote_mode",
        lambda preset_id: PricingMode.COMMITTED if preset_id == lease else real(preset_id),
    )
    dialog = PresetDialog(catalog_source.platform_presets(), "CNY")
    qtbot.addWidget(dialog)
    dialog.show()
    row = next(
        r
        for r in range(dialog.list.count())
        if dialog._presets[dialog.list.item(r).data(Qt.ItemDataRole.UserRole)].id == lease
    )
    dialog.list.setCurrentRow(row)
    assert dialog.quote_price.suffix() == " CNY/GPU-h"
    dialog.quote_price.setValue(9.0)
    chosen = dialog.chosen()
    assert chosen is not None
    assert chosen.pricing == CommittedPricing(committed_price_per_gpu_hour=9.0)
