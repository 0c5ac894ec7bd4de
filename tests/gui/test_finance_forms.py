"""Discount, negotiated price, markup and taxes edited in the forms reach the plan and the
total (seed example A: 8 GPUs × 18 h × 20 = 2,880 on the A100 platform)."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import Qt
from ui_language import ui_language

from gpuplanner.core.tax import CN_VAT_SOURCE
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.platforms.tab import PlatformsTab
from gpuplanner.gui.workload.tab import WorkloadTab
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import example_plan


@pytest.fixture
def doc(qtbot) -> PlanDocument:
    return PlanDocument(load_plan(example_plan()))


def total(doc: PlanDocument, index: int = 0) -> float:
    doc.evaluate_now()
    return doc.result.platforms[index].chosen_point.total_cost


def test_discount_and_markup_in_the_platform_form(doc, qtbot) -> None:
    tab = PlatformsTab(doc)
    qtbot.addWidget(tab)
    form = tab.form.adjustment
    box = form.discount
    box.lineEdit().selectAll()
    qtbot.keyClicks(box, "15")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert doc.plan.platforms[0].adjustment.discount_percent == 15
    assert total(doc) == pytest.approx(2880 * 0.85)  # 2,448
    form.markup.setValue(10.0)
    assert total(doc) == pytest.approx(2880 * 0.85 * 1.10)  # 2,692.80
    # A negotiated price with a discount is refused next to the field, the plan kept.
    before = doc.plan
    form.negotiated.check.setChecked(True)
    assert doc.plan is before
    assert "not both" in form.binder.bindings[1].error
    form.discount.setValue(0.0)
    form.negotiated.check.setChecked(False)
    form.negotiated.check.setChecked(True)  # starts from the list price, 20 /GPU-h
    assert doc.plan.platforms[0].adjustment.negotiated_price == pytest.approx(20.0)
    # Above the list price it would be a surcharge called a discount: refused next to it.
    form.negotiated_price.setValue(25.0)
    assert doc.plan.platforms[0].adjustment.negotiated_price == pytest.approx(20.0)
    shown = next(b for b in form.binder.bindings if b.widget is form.negotiated)
    assert "is above the list price (20)" in shown.error
    form.negotiated_price.setValue(18.0)
    assert total(doc) == pytest.approx(8 * 18 * 18 * 1.10)
    qtbot.keyClicks(form.as_of, "2025-13-01")
    assert form.binder.bindings[2].error  # not a date: explained, the plan keeps none
    assert doc.plan.platforms[0].adjustment.negotiated_as_of is None
    form.as_of.clear()
    qtbot.keyClicks(form.as_of, "2025-05-01")
    assert doc.plan.platforms[0].adjustment.negotiated_as_of == dt.date(2025, 5, 1)


def test_taxes_and_the_china_preset_in_the_workload_tab(doc, qtbot) -> None:
    tab = WorkloadTab(doc)
    qtbot.addWidget(tab)
    section = tab.tax_section
    assert not section.services.isEnabled()  # greyed while taxes are off
    section.china.click()
    assert doc.plan.tax.enabled and doc.plan.tax.source == CN_VAT_SOURCE
    assert total(doc) == pytest.approx(2880 * 1.06)  # cloud GPU time is a service: 6 %
    section.recoverable.setChecked(True)
    assert total(doc) == pytest.approx(2880)
    section.services.setValue(150.0)
    assert "100" in section.binder.bindings[1].error and doc.plan.tax.services_rate_percent == 6
    doc.undo_stack.undo()  # the recoverable switch
    assert total(doc) == pytest.approx(2880 * 1.06)


def test_power_settings_and_the_grid_move_the_energy_figures(doc, qtbot) -> None:
    """Seed A: 8 A100s × 18 h × 400 W × PUE 1.1 = 63.36 kWh; 0.5306 kg/kWh (China 2023)."""
    tab = PlatformsTab(doc)
    qtbot.addWidget(tab)
    work = WorkloadTab(doc)
    qtbot.addWidget(work)

    def kwh_t() -> tuple[float, float]:
        doc.evaluate_now()
        r = doc.result.platforms[0]
        return float(r.energy.kwh[7]), float(r.energy.tco2[7])

    assert kwh_t() == pytest.approx((63.36, 63.36 * 0.5306 / 1000))
    form = tab.form.energy
    form.overhead.setValue(1.3)
    assert kwh_t()[0] == pytest.approx(63.36 * 1.3)
    assert "82 kWh" in form.figures.text()  # 82.37 kWh shown rounded
    form.pue_field.check.setChecked(True)  # starts at 1.1
    form.pue.setValue(1.2)
    assert kwh_t()[0] == pytest.approx(8 * 18 * 0.4 * 1.3 * 1.2)
    us = work.carbon_section.region.findData("us_llama_2023")
    work.carbon_section.region.setCurrentIndex(us)
    assert doc.plan.carbon.region.value == "us_llama_2023"
    assert kwh_t()[1] == pytest.approx(8 * 18 * 0.4 * 1.3 * 1.2 * 0.385 / 1000)
    work.carbon_section.typed_field.check.setChecked(True)
    work.carbon_section.typed.setValue(0.6)
    assert kwh_t()[1] == pytest.approx(8 * 18 * 0.4 * 1.3 * 1.2 * 0.6 / 1000)
    form.load.setValue(0.0)  # below the 1 % floor: refused next to the field
    assert form.binder.bindings[3].error and doc.plan.platforms[0].energy.load_factor == 1.0


def test_results_tab_against_the_baseline_energy_and_carbon(doc, qtbot) -> None:
    """Seed example A: C (H100) 2,880, A (A100) 2,880, B (V100) 6,631.60 → against the
    cheapest (C): 1.00×, 1.00×, 2.30×; B's gap 3,751.60 = GPU time 2,880 + storage 750 +
    interruptions 121.60."""
    from gpuplanner.gui.results.tab import ResultsTab

    tab = ResultsTab(doc)
    qtbot.addWidget(tab)
    doc.evaluate_now()
    panel = tab.finance
    table = panel.table
    # The panel takes the ranking's place (and width) on the switch's third button.
    tab.columns.baseline_button.click()
    assert tab.views.currentWidget() is panel
    tab.columns.bill_button.click()
    assert tab.views.currentWidget() is tab.table
    rows = {table.item(r, 0).text(): r for r in range(table.rowCount())}
    a, b = rows["A · A100 80G on-demand"], rows["B · V100 32G spot"]
    assert table.item(a, 3).text() == "63"  # 63.36 kWh
    assert table.item(a, 5).text() == "0.03"  # 0.0336 t
    assert table.item(b, 1).text() == "2.30×"
    table.setCurrentCell(b, 0)
    assert "sums to ¥3,751.60" in panel.split.text()
    assert "GPU time ¥2,880.00" in panel.split.text()
    panel.baseline.setCurrentIndex(panel.baseline.findData("B · V100 32G spot"))
    panel.baseline.activated.emit(panel.baseline.currentIndex())
    assert doc.plan.baseline == "B · V100 32G spot"
    doc.evaluate_now()
    rows = {table.item(r, 0).text(): r for r in range(table.rowCount())}
    assert table.item(rows["A · A100 80G on-demand"], 1).text() == "0.43×"  # 2,880 / 6,631.60
    doc.undo_stack.undo()
    assert doc.plan.baseline is None
    assert table.isColumnHidden(6) and table.isColumnHidden(7)  # no taxes: no tax columns
    from gpuplanner.core.tax import china_vat

    doc.apply(doc.plan.model_copy(update={"tax": china_vat(recoverable=True)}), "VAT")
    doc.evaluate_now()
    rows = {table.item(r, 0).text(): r for r in range(table.rowCount())}
    a = rows["A · A100 80G on-demand"]
    assert not table.isColumnHidden(7)
    assert table.item(a, 6).text() == "¥2,880.00"  # recoverable: the cost excludes the VAT
    assert table.item(a, 7).text() == "¥3,052.80"  # the cash out: 2,880 × 1.06


def test_billing_units_in_the_forms(doc, qtbot) -> None:
    """A node-hour quote of 98.32 on 8-GPU nodes is 12.29 per GPU-hour: seed A's 8 GPUs ×
    18 h × 12.29 = 1,769.76; two runs, whole nodes and a 720-hour month reach the plan."""
    tab = PlatformsTab(doc)
    qtbot.addWidget(tab)
    work = WorkloadTab(doc)
    qtbot.addWidget(work)
    form = tab.form.adjustment
    assert not form.node_price.isEnabled()
    form.per_node.setChecked(True)
    assert form.node_price.value() == pytest.approx(160.0)  # 20 /GPU-h × 8
    form.node_price.setValue(98.32)
    assert doc.plan.platforms[0].pricing.price_per_gpu_hour == pytest.approx(12.29)
    assert total(doc) == pytest.approx(1769.76)
    form.whole_nodes.setChecked(True)
    assert doc.plan.platforms[0].bill_whole_nodes
    work.billing_section.runs.setValue(2)
    assert doc.plan.workload.runs == 2 and doc.plan.workload.training_tokens == 2e9
    work.billing_section.month.setCurrentIndex(work.billing_section.month.findData(720.0))
    assert doc.plan.settings.hours_per_month == 720.0


def test_fleet_discounting_conventions_in_the_fleet_tab(qtbot) -> None:
    from gpuplanner.gui.fleet.fleet_tab import FleetTab
    from gpuplanner.paths import examples_dir

    doc = PlanDocument(load_plan(examples_dir() / "fleet-3000h.gpuplan"))
    tab = FleetTab(doc)
    qtbot.addWidget(tab)
    combos = tab.general.conventions
    for field, value in (
        ("rate_type", "nominal"),
        ("period", "annual"),
        ("timing", "end"),
        ("owed_after_horizon", "monthly"),
    ):
        combos[field].setCurrentIndex(combos[field].findData(value))
        assert getattr(doc.plan.fleet.discounting, field).value == value
    tab.self_built.spares_network.setChecked(False)
    assert doc.plan.fleet.self_built.spares_on_network is False
    doc.undo_stack.undo()
    assert doc.plan.fleet.self_built.spares_on_network is True


def test_financing_in_the_platform_form_and_the_fleet_tab(qtbot) -> None:
    """A self-built platform financed at 6 % over 36 months: the interest line appears and
    the total moves by it; the Fleet tab's cluster takes a loan and a resale value."""
    from gpuplanner.core.bill_lines import LineCode, bill_lines
    from gpuplanner.core.platform import SelfBuiltPricing
    from gpuplanner.gui.fleet.fleet_tab import FleetTab
    from gpuplanner.paths import examples_dir

    doc = PlanDocument(load_plan(example_plan()))
    tab = PlatformsTab(doc)
    qtbot.addWidget(tab)
    rows = tab.form.financing.rows
    assert not rows.enabled.isEnabled()  # on-demand: nothing to finance
    a = doc.plan.platforms[0].model_copy(
        update={"pricing": SelfBuiltPricing(capex_per_gpu=100_000)}
    )
    doc.apply(doc.plan.model_copy(update={"platforms": (a, *doc.plan.platforms[1:])}), "self-built")
    tab.form.set_index(0)
    before = total(doc)
    rows.enabled.setChecked(True)
    assert doc.plan.platforms[0].pricing.financing is not None
    rows.rate.setValue(6.0)
    rows.term.setValue(36)
    doc.evaluate_now()
    r = doc.result.platforms[0]
    line = next(x for x in bill_lines(doc.plan, r) if x.code is LineCode.INTEREST)
    assert total(doc) == pytest.approx(before + line.amount)

    # A balloon above what the down payment leaves financed: refused next to the field,
    # the plan keeps its balloon of 0.
    rows.down.setValue(50.0)
    rows.balloon.setValue(60.0)
    assert doc.plan.platforms[0].pricing.financing.balloon_fraction == 0
    shown = next(b for b in rows.binder.bindings if b.widget is rows.balloon)
    assert "more than the 50 % financed after the 50 % down payment" in shown.error
    rows.balloon.setValue(50.0)  # all of what is financed: an interest-only loan
    assert doc.plan.platforms[0].pricing.financing.balloon_fraction == pytest.approx(0.5)

    fleet_doc = PlanDocument(load_plan(examples_dir() / "fleet-3000h.gpuplan"))
    fleet = FleetTab(fleet_doc)
    qtbot.addWidget(fleet)
    fleet.self_built.financing.enabled.setChecked(True)
    fleet.self_built.financing.down.setValue(20.0)
    assert fleet_doc.plan.fleet.self_built.financing.down_payment_fraction == pytest.approx(0.2)
    fleet.self_built.resale_field.check.setChecked(True)
    assert fleet_doc.plan.fleet.self_built.resale_fraction == pytest.approx(0.3)


def test_lease_residual_and_buyout_in_the_pricing_form(doc, qtbot) -> None:
    """Seed A's 8 GPUs (one machine, 18 h: one started month) leased at 60,000 a month, a
    5,000 residual and a 20,000 buy-out: 65,000 not exercised, 85,000 exercised."""
    from gpuplanner.core.platform import LeasePricing, PricingMode
    from gpuplanner.core.platform_edits import switch_pricing_mode

    tab = PlatformsTab(doc)
    qtbot.addWidget(tab)
    doc.apply(switch_pricing_mode(doc.plan, 0, PricingMode.LEASE), "lease")
    form = tab.form.pricing
    form.price_per_machine_month.setValue(60000)
    form.residual_per_machine.setValue(5000)
    assert total(doc) == pytest.approx(60000 + 5000)
    # Exercising a buy-out without its price is refused next to the field, the plan kept.
    before = doc.plan
    form.exercise_buyout.setChecked(True)
    assert doc.plan is before
    binder = form.binders[LeasePricing]
    shown = next(b for b in binder.bindings if b.widget is form.exercise_buyout)
    assert "buy-out price above 0" in shown.error
    form.exercise_buyout.setChecked(False)
    form.buyout_per_machine.setValue(20000)
    assert total(doc) == pytest.approx(65000)  # the option not exercised costs nothing
    form.exercise_buyout.setChecked(True)
    assert doc.plan.platforms[0].pricing.exercise_buyout
    assert total(doc) == pytest.approx(60000 + 5000 + 20000)


@pytest.mark.parametrize(
    ("lang", "south", "southwest", "source"),
    [
        ("en", "South China grid, 2023: 0.4042", "Southwest China grid, 2023: 0.2472", "MEE"),
        ("zh_CN", "南方电网（2023）: 0.4042", "西南电网（2023）: 0.2472", "生态环境部"),
    ],
)
def test_south_and_southwest_grid_presets(qapp, qtbot, lang, south, southwest, source) -> None:
    """MEE & NBS 2023: South China 0.4042, Southwest 0.2472 kg CO₂/kWh; picking South puts
    seed A's A100 at 63.36 kWh × 0.4042 / 1000 = 0.0256 t."""

    with ui_language(qapp, lang):
        doc = PlanDocument(load_plan(example_plan()))
        work = WorkloadTab(doc)
        qtbot.addWidget(work)
        combo = work.carbon_section.region
        texts = [combo.itemText(i) for i in range(combo.count())]
        assert south in texts and southwest in texts, texts
        i = texts.index(south)
        assert source in combo.itemData(i, 3)  # the tooltip: the source in the UI language
        combo.setCurrentIndex(i)
        assert doc.plan.carbon.region.value == "cn_south_2023"
        doc.evaluate_now()
        a = next(r for r in doc.result.platforms if r.name.startswith("A "))
        assert float(a.energy.tco2[a.chosen - 1]) == pytest.approx(63.36 * 0.4042 / 1000)


def test_vat_inclusive_prices_in_the_pricing_form(doc, qtbot) -> None:
    """Issue 24 item 6: the A100's ¥20 per GPU-hour ticked as quoted incl. 6 % VAT is
    20 / 1.06 = 18.868 net: 8 × 18 × 20 / 1.06 = 2,716.98 with the plan's tax off."""
    tab = PlatformsTab(doc)
    qtbot.addWidget(tab)
    box = tab.form.pricing.prices_include_vat
    assert not box.isChecked() and "¥106 at 6 %" in box.toolTip()
    box.setChecked(True)
    assert doc.plan.platforms[0].prices_include_vat
    assert doc.plan.platforms[0].pricing.price_per_gpu_hour == 20.0  # kept as typed
    assert total(doc) == pytest.approx(8 * 18 * 20 / 1.06)
    doc.undo_stack.undo()
    assert not doc.plan.platforms[0].prices_include_vat
    assert total(doc) == pytest.approx(2880)


def test_cost_of_capital_in_the_workload_form(qtbot) -> None:
    """Issue 24 item 7: the 13B example's self-built server paid in cash carries, at a WACC of
    8 %, 109,769.52 × 44.51475 / 26,280 = 185.93 of capital charge: 2,129.75 → 2,315.68."""
    doc = PlanDocument(load_plan(example_plan().parent / "13b-on-demand-spot-self-built.gpuplan"))
    qtbot.addWidget(tab := WorkloadTab(doc))
    section = tab.capital_section
    assert total(doc, 2) == pytest.approx(2129.75, abs=0.005)
    section.wacc.check.setChecked(True)  # starts at 8 %
    assert doc.plan.capital.wacc == pytest.approx(0.08)
    assert total(doc, 2) == pytest.approx(2315.68, abs=0.005)
    section.income_tax.check.setChecked(True)
    assert doc.plan.capital.income_tax_rate == pytest.approx(0.25)
    section.wacc.check.setChecked(False)
    assert doc.plan.capital.wacc is None
    assert total(doc, 2) == pytest.approx(2129.75, abs=0.005)


def test_price_age_limit_in_the_billing_form(doc, qtbot) -> None:
    """Issue 24 item 10: the age past which prices are flagged is a plan setting (6 months)."""
    qtbot.addWidget(tab := WorkloadTab(doc))
    box = tab.billing_section.price_age
    assert box.value() == 6
    box.setValue(24)
    assert doc.plan.settings.price_max_age_months == 24


def test_purchase_vat_beside_the_share_in_results(qtbot) -> None:
    """Issue 24 item 6: the 13B server's VAT at purchase, 704,000 × 13 % = 91,520, is told
    beside the 155.29 its depreciation bill carries (the With-tax cell's tooltip)."""
    from gpuplanner.core.tax import china_vat
    from gpuplanner.gui.results.finance_panel import FinancePanel

    plan = load_plan(example_plan().parent / "13b-on-demand-spot-self-built.gpuplan")
    doc = PlanDocument(plan.model_copy(update={"tax": china_vat()}))
    doc.evaluate_now()
    qtbot.addWidget(panel := FinancePanel(doc))
    panel.set_result(doc.result)
    tips = [panel.table.item(row, 7).toolTip() for row in range(panel.table.rowCount())]
    assert any("VAT paid at purchase ¥91,520.00" in t and "¥155.29" in t for t in tips)
    assert "" in tips  # the rented platforms buy nothing


def test_old_prices_and_long_terms_in_the_results_warnings(qtbot, chinese) -> None:
    """Issue 24 item 10: the 13B example's spot price of 2025-03-06 is past the 6-month
    limit, and a 12-month reserved term for seed A's 18-hour job leaves 99.8 % idle: both
    are in the Results tab's warnings, here in Chinese."""
    from gpuplanner.core.platform import ReservedPricing
    from gpuplanner.gui.results.warnings_panel import WarningsPanel

    plan = load_plan(example_plan().parent / "13b-on-demand-spot-self-built.gpuplan")
    seed = load_plan(example_plan())
    term = seed.platforms[0].model_copy(
        update={
            "name": "12-month term",
            "pricing": ReservedPricing(price_per_gpu_month=1250, minimum_months=12),
            "fees": (),
        }
    )
    doc = PlanDocument(plan.model_copy(update={"platforms": (*plan.platforms, term)}))
    doc.evaluate_now()
    qtbot.addWidget(panel := WarningsPanel())
    panel.set_result(doc.result, "CNY")
    text = panel.plain_text()
    assert "A100 spot · GCP a2-ultragpu：价格日期为 2025-03-06" in text
    assert "12-month term：12 个月的最短租期需全额支付" in text and "闲置" in text


def test_a_preset_in_usd_records_its_rate(qtbot) -> None:
    """Issue 24 item 10: adding the AWS H100 preset (USD) to a CNY plan with 1 USD = 7.27 CNY
    converts its prices and records the quote's currency and rate, which the workbook's
    fx_usd cell then drives."""
    from gpuplanner.core.currency import ExchangeRate
    from gpuplanner.gui.currency_dialog import adopt_preset
    from gpuplanner.io.catalog.convert import preset_platform
    from gpuplanner.io.catalog.loader import load_catalog

    cat = load_catalog()
    preset = preset_platform(cat.platforms["aws-p5-h100-on-demand"], cat)
    rate = ExchangeRate(currency="USD", rate=7.27, as_of=dt.date(2026, 11, 9))
    plan = load_plan(example_plan()).model_copy(update={"exchange_rates": (rate,)})
    _, converted = adopt_preset(None, plan, preset)
    assert (converted.quoted_currency, converted.quoted_rate) == ("USD", 7.27)
    usd = preset.pricing.price_per_gpu_hour
    assert converted.pricing.price_per_gpu_hour == pytest.approx(usd * 7.27)


def test_a_free_baseline_shows_no_multiple(doc, qtbot) -> None:
    """C (H100) at a negotiated price of 0 costs nothing: against it no platform is a
    multiple ("—", where "—×" or "nan×" would mislead), and B's gap is its whole 6,631.60."""
    from gpuplanner.core.adjustments import PriceAdjustment
    from gpuplanner.gui.results.tab import ResultsTab

    tab = ResultsTab(doc)
    qtbot.addWidget(tab)
    platforms = list(doc.plan.platforms)
    c = next(i for i, p in enumerate(platforms) if p.name.startswith("C "))
    platforms[c] = platforms[c].model_copy(
        update={"adjustment": PriceAdjustment(negotiated_price=0.0)}
    )
    update = {"platforms": tuple(platforms), "baseline": platforms[c].name}
    doc.apply(doc.plan.model_copy(update=update), "free C")
    doc.evaluate_now()
    table = tab.finance.table
    rows = {table.item(r, 0).text(): r for r in range(table.rowCount())}
    b = rows["B · V100 32G spot"]
    assert table.item(b, 1).text() == "—"
    assert table.item(b, 2).text() == "¥6,631.60"
