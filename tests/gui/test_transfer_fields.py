"""The Platforms tab's data-movement fields (upload, download, GPUs held) and adapters per node."""

from __future__ import annotations

import pytest
from plans import make_plan, platform, workload

from gpuplanner.core.platform import HourlyPricing
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.platforms.tab import PlatformsTab


@pytest.fixture
def doc(qtbot) -> PlanDocument:
    # A pretraining run has no starting checkpoint to upload: the upload is the dataset alone.
    # Billing in 1e-6 h increments so no rounding hides the hand-computed figures.
    pricing = HourlyPricing(price_per_gpu_hour=20.0, billing_increment_hours=1e-6)
    p = platform(pricing=pricing, fixed_gpus=8)
    return PlanDocument(
        make_plan(
            workload=workload(method="pretrain", dataset_gb=500.0, zero_stage=3), platforms=[p]
        )
    )


@pytest.fixture
def tab(doc, qtbot) -> PlatformsTab:
    widget = PlatformsTab(doc)
    qtbot.addWidget(widget)
    return widget


def _chosen(doc: PlanDocument):
    doc.evaluate_now()
    return doc.result.platforms[0]


def test_upload_speed_adds_hours_and_holding_the_gpus_bills_them(tab, doc) -> None:
    before = _chosen(doc).chosen_point
    count = tab.form.count
    steps = doc.undo_stack.count()
    count.upload.check.setChecked(True)  # starts at 1,000 Mbit/s
    doc.end_merge()
    assert doc.plan.platforms[0].upload_mbps == 1000.0
    assert doc.undo_stack.count() == steps + 1
    r = _chosen(doc)
    # 500 GB at 1,000 Mbit/s: 500e9 × 8 / 1e9 s = 4,000 s = 1.111 h, before the GPUs are held.
    assert r.transfers.upload_hours == pytest.approx(4000 / 3600)
    assert r.chosen_point.total_cost == pytest.approx(before.total_cost)
    count.holds.setChecked(True)
    # Held: 8 GPUs × 1.111 h × 20 /GPU-h = 177.78 more on the bill.
    assert _chosen(doc).chosen_point.total_cost - before.total_cost == pytest.approx(
        177.78, abs=0.01
    )
    doc.undo_stack.undo()
    assert doc.plan.platforms[0].transfer_holds_gpus is False


def test_download_speed_switches_off_to_not_modelled(tab, doc) -> None:
    count = tab.form.count
    count.download.check.setChecked(True)
    count.download.inner.setValue(100.0)
    assert doc.plan.platforms[0].download_mbps == 100.0
    # The trained 7B checkpoint, 2 bytes × 7e9 = 14 GB at 100 Mbit/s: 14 × 8,000 / 100 s = 0.311 h.
    assert _chosen(doc).transfers.download_hours == pytest.approx(14 * 8000 / 100 / 3600)
    count.download.check.setChecked(False)
    assert doc.plan.platforms[0].download_mbps is None


def test_adapters_per_node_set_and_cleared(tab, doc) -> None:
    nics = tab.form.interconnect.nics
    assert not nics.check.isChecked()  # one adapter per GPU
    nics.check.setChecked(True)
    assert doc.plan.platforms[0].nics_per_node == 8  # starts at the node's GPUs
    nics.inner.setValue(4)
    assert doc.plan.platforms[0].nics_per_node == 4
    nics.check.setChecked(False)
    assert doc.plan.platforms[0].nics_per_node is None
