"""Data movement (core/transfer.py): dataset and checkpoint transfers as hours, in the
delivery time, and in the bill when the GPUs are held while data moves."""

from __future__ import annotations

import pytest
from plans import make_plan, platform, workload

from gpuplanner.core import evaluate
from gpuplanner.core.transfer import transfer_sizes

# 7B full fine-tune on a 500 GB dataset: upload 500 + 2 · 7 = 514 GB at 100 Mb/s
# = 514 · 8,000 / 100 / 3,600 = 11.4222 h (the seeds' "a dozen hours"); the trained bf16
# weights, 14 GB, come back at 1,000 Mb/s in 14 · 8 / 3,600 = 0.031111 h.
UP = 514 * 8000 / 100 / 3600
DOWN = 14 * 8000 / 1000 / 3600


def _pair(held: bool):
    w = workload(dataset_gb=500.0, zero_stage=3)
    base = platform(fixed_gpus=8)
    moving = platform(
        fixed_gpus=8, upload_mbps=100.0, download_mbps=1000.0, transfer_holds_gpus=held
    )
    before = evaluate(make_plan(workload=w, platforms=[base])).platforms[0]
    after = evaluate(make_plan(workload=w, platforms=[moving])).platforms[0]
    return before, after


def test_sizes() -> None:
    assert transfer_sizes(workload(dataset_gb=500.0)) == pytest.approx((514.0, 14.0))
    # pretraining starts from nothing; LoRA returns only its adapters, 2 B × 39,976,960
    assert transfer_sizes(workload(method="pretrain", dataset_gb=500.0))[0] == 500.0
    assert transfer_sizes(workload(method="lora"))[1] == pytest.approx(2 * 39_976_960 / 1e9)


def test_transfers_add_to_delivery_not_to_the_bill() -> None:
    before, after = _pair(held=False)
    assert after.transfers.upload_hours == pytest.approx(UP)
    assert after.transfers.download_hours == pytest.approx(DOWN)
    assert after.delivery_hours[7] - before.delivery_hours[7] == pytest.approx(UP + DOWN)
    assert after.hours[7] == pytest.approx(before.hours[7])
    assert after.total_cost[7] == pytest.approx(before.total_cost[7])


def test_gpus_held_while_data_moves_are_billed() -> None:
    before, after = _pair(held=True)
    assert after.hours[7] - before.hours[7] == pytest.approx(UP + DOWN)
    assert after.delivery_hours[7] - before.delivery_hours[7] == pytest.approx(UP + DOWN)
    # 8 GPUs × 11.4533 h × 10 CNY, billed by the minute (to within one started minute)
    extra = after.compute_cost[7] - before.compute_cost[7]
    assert extra == pytest.approx(8 * (UP + DOWN) * 10.0, abs=8 * 10.0 / 60)


def test_plans_without_bandwidths_move_nothing() -> None:
    r = evaluate(make_plan(workload=workload(dataset_gb=500.0), platforms=[platform()]))
    assert r.platforms[0].transfers.hours == 0.0
