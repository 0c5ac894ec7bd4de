"""Presets in another currency are converted at the plan's dated rate; the rates are editable."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import Qt

from gpuplanner.core.currency import ExchangeRate
from gpuplanner.gui import catalog_source, currency_dialog
from gpuplanner.gui.currency_dialog import CurrencyDialog
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.platforms import preset_dialog
from gpuplanner.gui.platforms.tab import PlatformsTab
from gpuplanner.gui.results.ranking_model import RankingTableModel
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import example_plan

USD_RATE = ExchangeRate(currency="USD", rate=7.2, as_of=dt.date(2025, 6, 1))


def _preset(preset_id: str):
    return next(c.value for c in catalog_source.platform_presets() if c.id == preset_id)


@pytest.fixture
def doc(qtbot) -> PlanDocument:
    return PlanDocument(load_plan(example_plan()))  # a CNY plan without rates


@pytest.fixture
def tab(doc, qtbot) -> PlatformsTab:
    widget = PlatformsTab(doc)
    qtbot.addWidget(widget)
    return widget


def test_a_usd_preset_is_converted_and_the_rate_kept_in_one_step(tab, doc, monkeypatch) -> None:
    preset = _preset("aws-p4de-a100-on-demand")  # 3.43 USD per GPU-hour in the catalog
    assert preset.pricing.price_per_gpu_hour == pytest.approx(3.43)
    asked: list[tuple[str, str, float | None]] = []

    def ask(parent, foreign, plan_currency, suggested):
        asked.append((foreign, plan_currency, suggested))
        return USD_RATE

    monkeypatch.setattr(preset_dialog, "choose_preset", lambda parent, currency: preset)
    monkeypatch.setattr(currency_dialog, "ask_rate", ask)
    tab.select(2)
    tab.add_preset.click()
    assert asked == [("USD", "CNY", pytest.approx(7.2))]
    added = doc.plan.platforms[3]
    assert added.pricing.price_per_gpu_hour == pytest.approx(24.696)  # 3.43 × 7.2
    assert "1 USD = 7.2 CNY (2025-06-01)" in added.notes
    assert doc.plan.exchange_rates == (USD_RATE,)
    doc.undo_stack.undo()  # one step: the platform and the rate go together
    assert len(doc.plan.platforms) == 3 and doc.plan.exchange_rates == ()


def test_the_stored_rate_is_reused_without_asking(tab, doc, monkeypatch) -> None:
    doc.apply(doc.plan.model_copy(update={"exchange_rates": (USD_RATE,)}), "rate")
    preset = _preset("aws-p5-h100-on-demand")  # 6.88 USD per GPU-hour

    def refuse(*args):
        raise AssertionError("the plan already has a USD rate")

    monkeypatch.setattr(preset_dialog, "choose_preset", lambda parent, currency: preset)
    monkeypatch.setattr(currency_dialog, "ask_rate", refuse)
    tab.add_preset.click()
    added = next(p for p in doc.plan.platforms if p.preset_id == "aws-p5-h100-on-demand")
    assert added.pricing.price_per_gpu_hour == pytest.approx(49.536)  # 6.88 × 7.2


def test_cancelling_the_rate_adds_nothing(tab, doc, monkeypatch) -> None:
    preset = _preset("aws-p4de-a100-on-demand")
    monkeypatch.setattr(preset_dialog, "choose_preset", lambda parent, currency: preset)
    monkeypatch.setattr(currency_dialog, "ask_rate", lambda *args: None)
    tab.add_preset.click()
    assert doc.undo_stack.count() == 0 and len(doc.plan.platforms) == 3


def test_the_dialog_edits_rates_and_explains_bad_ones(doc, qtbot) -> None:
    plan = doc.plan.model_copy(update={"exchange_rates": (USD_RATE,)})
    dialog = CurrencyDialog(plan)
    qtbot.addWidget(dialog)
    assert [dialog.table.item(0, c).text() for c in range(3)] == ["USD", "7.2", "2025-06-01"]
    dialog.table.item(0, 1).setText("7.15")
    assert dialog.edited_plan().exchange_rates[0].rate == pytest.approx(7.15)
    dialog.table.item(0, 1).setText("seven")
    dialog.accept()
    assert dialog.error.text() == "Row 1: the rate “seven” is not a number."
    dialog.table.item(0, 1).setText("7.15")
    dialog.table.item(0, 2).setText("1 June")
    dialog.accept()
    assert dialog.error.text() == "Row 1: the date “1 June” is not YYYY-MM-DD."
    dialog.table.item(0, 2).setText("2025-07-01")
    dialog.currency.setCurrentText("USD")  # the plan's own currency cannot have a rate
    dialog.accept()
    assert dialog.result() == 0
    assert (
        dialog.error.text()
        == "one exchange rate per currency, and none for the plan's own currency"
    )


def test_a_usd_plan_shows_dollars(doc, qtbot) -> None:
    dialog = CurrencyDialog(doc.plan)
    qtbot.addWidget(dialog)
    dialog.currency.setCurrentText("usd")
    dialog.accept()
    doc.apply(dialog.result_plan, "currency")
    doc.evaluate_now()
    model = RankingTableModel()
    model.set_result(doc.plan, doc.result)
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    total = headers.index("Total (USD)")
    # The same numbers, now read as dollars: 8 × 9 h × 40 = 2,880.
    assert model.index(0, total).data() == "$2,880.00"
