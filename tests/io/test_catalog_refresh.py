"""Plans keep copies of the catalog values they used; ``gpu_drift`` finds what changed since."""

from __future__ import annotations

from pathlib import Path

from gpuplanner import paths
from gpuplanner.core.plan import Plan
from gpuplanner.core.workload import Workload
from gpuplanner.io.catalog.convert import (
    gpu_drift,
    model_arch,
    model_drift,
    preset_platform,
    refresh_gpus,
)
from gpuplanner.io.catalog.loader import load_catalog
from gpuplanner.io.catalog.user import save_user_entry
from gpuplanner.io.plan_file import load_plan, save_plan


def _plan() -> Plan:
    catalog = load_catalog()
    return Plan(
        workload=Workload(model=model_arch(catalog.models["llama-2-7b"]), tokens=1e9),
        platforms=(
            preset_platform(catalog.platforms["cn-market-a800"], catalog),
            preset_platform(catalog.platforms["cn-market-rtx4090"], catalog),
        ),
    )


def test_a_saved_plan_reopens_with_its_own_numbers_after_a_catalog_update(tmp_path: Path) -> None:
    path = tmp_path / "job.gpuplan"
    save_plan(_plan(), path)
    assert gpu_drift(load_plan(path), load_catalog()) == []

    # The catalog changes (here through the user's catalog): the 4090 gets a new peak.
    record = load_catalog().gpus["rtx-4090"]
    save_user_entry("gpus", record.model_copy(update={"bf16_tflops": 160.0, "tdp_w": 425.0}))
    reopened = load_plan(path)
    assert reopened.platforms[1].gpu.bf16_tflops == 165.2  # the plan kept its copy

    (drift,) = gpu_drift(reopened, load_catalog())
    assert (drift.index, drift.gpu_id, drift.status) == (1, "rtx-4090", "changed")
    assert drift.changes == {"bf16_tflops": (165.2, 160.0), "tdp_w": (450.0, 425.0)}

    refreshed = refresh_gpus(reopened, load_catalog())
    assert refreshed.platforms[1].gpu.bf16_tflops == 160.0
    assert refreshed.platforms[1].pricing == reopened.platforms[1].pricing  # only the GPU moves
    assert refreshed.platforms[0] == reopened.platforms[0]
    assert gpu_drift(refreshed, load_catalog()) == []


def test_refresh_only_the_platforms_the_user_accepts() -> None:
    plan = _plan()
    catalog = load_catalog()
    for gpu_id in ("rtx-4090", "a800-80gb-sxm"):
        record = catalog.gpus[gpu_id]
        save_user_entry("gpus", record.model_copy(update={"mfu_prior": 0.2, "tdp_w": 100.0}))
    updated = load_catalog()
    assert len(gpu_drift(plan, updated)) == 2
    partly = refresh_gpus(plan, updated, platforms=[plan.platforms[0].name])
    assert partly.platforms[0].gpu.tdp_w == 100.0 and partly.platforms[1].gpu.tdp_w == 450.0


def test_the_seed_example_links_to_the_catalog_through_aliases() -> None:
    plan = load_plan(paths.example_plan())
    drifts = {d.platform: d for d in gpu_drift(plan, load_catalog())}
    a100 = drifts["A · A100 80G on-demand"]
    # The example predates the catalog: old id, no measured ceiling.
    assert a100.changes["id"] == ("a100-sxm4-80gb", "a100-80gb-sxm")
    assert a100.changes["matmul_ceiling_tflops"] == (None, 271.2)
    assert "B · V100 32G spot" not in drifts  # its copy matches the catalog exactly
    refreshed = refresh_gpus(plan, load_catalog())
    assert refreshed.platforms[0].gpu.id == "a100-80gb-sxm"


def test_a_gpu_gone_from_the_catalog_is_reported_not_refreshed() -> None:
    plan = _plan()
    gone = plan.platforms[1].gpu.model_copy(update={"id": "my-private-card"})
    plan = plan.model_copy(
        update={
            "platforms": (plan.platforms[0], plan.platforms[1].model_copy(update={"gpu": gone}))
        }
    )
    (drift,) = gpu_drift(plan, load_catalog())
    assert (drift.status, drift.gpu_id, drift.changes) == ("missing", "my-private-card", {})
    assert refresh_gpus(plan, load_catalog()).platforms[1].gpu.id == "my-private-card"


def test_hand_entered_gpus_are_not_checked() -> None:
    plan = _plan()
    hand = plan.platforms[0].gpu.model_copy(update={"id": "", "bf16_tflops": 1.0})
    plan = plan.model_copy(
        update={"platforms": (plan.platforms[0].model_copy(update={"gpu": hand}),)}
    )
    assert gpu_drift(plan, load_catalog()) == []


def test_model_drift() -> None:
    plan = _plan()
    assert model_drift(plan, load_catalog()) is None
    record = load_catalog().models["llama-2-7b"]
    save_user_entry("models", record.model_copy(update={"params_b": 6.7}))
    assert model_drift(plan, load_catalog()) == {"params_b": (6.74, 6.7)}
    orphan = plan.workload.model.model_copy(update={"catalog_id": "gone"})
    plan = plan.model_copy(update={"workload": plan.workload.model_copy(update={"model": orphan})})
    assert model_drift(plan, load_catalog()) == {"catalog_id": ("gone", None)}
