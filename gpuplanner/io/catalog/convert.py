"""Catalog records → the plan's own copies (GpuSpec, ModelArch, Platform), and refresh checks.

A plan keeps a copy of every catalog value it used (and the entry's id), so it reopens with the
same numbers after a catalog update. ``gpu_drift`` says which platforms' copies differ from the
current catalog; ``refresh_gpus`` replaces them when the user agrees.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Literal, cast

from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import GpuSpec, Platform, Pricing
from gpuplanner.core.workload import ModelArch
from gpuplanner.io.catalog.loader import Catalog, CatalogError
from gpuplanner.io.catalog.models import GpuRecord, ModelRecord, PlatformPreset, partial_date


class NeedsQuoteError(CatalogError):
    """The preset has no price: the caller must supply one (we never invent a price)."""


def gpu_spec(record: GpuRecord) -> GpuSpec:
    """The datasheet facts the calculator needs, copied from a catalog GPU."""
    return GpuSpec(
        id=record.id,
        name=record.name,
        memory_gb=record.memory_gb,
        bf16_tflops=record.bf16_tflops,
        fp16_tflops=record.fp16_tflops,
        fp8_tflops=record.fp8_tflops,
        tf32_tflops=record.tf32_tflops,
        fp32_tflops=record.fp32_tflops,
        tdp_w=record.tdp_w,
        matmul_ceiling_tflops=record.measured_matmul_tflops,
        memory_bandwidth_gbps=record.memory_bandwidth_gbps,
        fp8_speedup=record.fp8_speedup,
    )


def model_arch(record: ModelRecord) -> ModelArch:
    """The model's size and shape as a workload needs them, with the catalog id."""
    return ModelArch(
        name=record.name,
        catalog_id=record.id,
        params_b=record.params_b,
        active_params_b=record.active_params_b,
        layers=record.layers,
        hidden=record.hidden,
        heads=record.heads,
        kv_heads=record.kv_heads,
        ffn=record.ffn,
        vocab=record.vocab,
        gated_mlp=record.mlp == "swiglu",
        **_head_dims(record),
        **_moe_fields(record),
    )


def _head_dims(record: ModelRecord) -> dict[str, int]:
    """Head dimensions where they differ from hidden / heads (MLA's q/k and v widths)."""
    if record.mla is not None:
        m = record.mla
        return {"head_dim": m.qk_nope_head_dim + m.qk_rope_head_dim, "v_head_dim": m.v_head_dim}
    if record.head_dim and record.head_dim * record.heads != record.hidden:
        return {"head_dim": record.head_dim}
    return {}


def _moe_fields(record: ModelRecord) -> dict[str, int]:
    """A MoE record's experts for the plan's model (nothing for a dense one)."""
    if record.moe is None:
        return {}
    m = record.moe
    fields = {
        "experts": m.experts,
        "experts_per_token": m.experts_per_token,
        "expert_ffn": m.expert_ffn,
        "shared_experts": m.shared_experts,
        "dense_layers": m.dense_layers,
    }
    if m.routing_groups and m.routing_groups_per_token:  # node-limited routing
        fields["routing_groups"] = m.routing_groups
        fields["routing_groups_per_token"] = m.routing_groups_per_token
    return fields


def preset_platform(
    preset: PlatformPreset,
    catalog: Catalog,
    name: str | None = None,
    pricing: Pricing | None = None,
    lang: str = "en",
) -> Platform:
    """A plan platform from a preset, in the preset's currency (``preset.currency``).

    ``pricing`` replaces the preset's price (required when the preset needs a quote); the
    platform then carries no price date, since the caller's price is not the preset's. Its
    name and notes are the preset's in ``lang`` (the plan keeps them as its own text).
    """
    if pricing is None and preset.pricing is None:
        raise NeedsQuoteError(
            f"preset {preset.id!r} has no price (needs quote): enter the quoted price"
        )
    gpu = catalog.gpu(preset.gpu_id)
    as_of = preset.prices_as_of if pricing is None else None
    return Platform(
        name=name or preset.worded("name", lang),
        notes=preset.worded("notes", lang),
        preset_id=preset.id,
        prices_as_of=partial_date(as_of) if as_of is not None else None,
        gpu=gpu_spec(gpu),
        usable_memory_gb=preset.usable_memory_gb,
        pricing=pricing or cast(Pricing, preset.pricing),  # one of the two, checked above
        mfu=preset.mfu or gpu.mfu_prior,
        # The compute time from the work unless the preset states its own measured MFU.
        efficiency_from_work=preset.mfu is None and gpu.memory_bandwidth_gbps is not None,
        gpus_per_node=preset.gpus_per_node,
        whole_nodes=preset.whole_nodes,
        max_gpus=preset.max_gpus,
        intra_node_gbps=catalog.interconnects[preset.intra_node].busbw_gbps,
        inter_node_gbps=catalog.interconnects[preset.inter_node].busbw_gbps,
        nics_per_node=catalog.interconnects[preset.inter_node].nics_per_node,
        interruption_rate=preset.interruption_rate,
        setup_hours=preset.setup_hours,
    )


@dataclass(frozen=True)
class GpuDrift:
    """One platform whose GPU copy no longer matches the catalog (or whose GPU is gone)."""

    index: int
    platform: str
    gpu_id: str
    status: Literal["changed", "missing"]
    changes: dict[str, tuple[Any, Any]] = field(default_factory=dict)  # field: (plan, catalog)


# Facts a plan's GPU copy may predate: absent there, they are not drift (the plan never used
# them: only a platform computing its time from the work does, core/compute.py).
_ADDED_LATER = frozenset({"memory_bandwidth_gbps"})


def gpu_differences(old: GpuSpec, new: GpuSpec) -> dict[str, tuple[Any, Any]]:
    """Fields where a plan's GPU copy differs from the catalog's (facts it predates aside)."""
    a, b = old.model_dump(), new.model_dump()
    return {k: (a[k], b[k]) for k in a if a[k] != b[k] and not (k in _ADDED_LATER and a[k] is None)}


def gpu_drift(plan: Plan, catalog: Catalog) -> list[GpuDrift]:
    """Platforms whose GPU copy differs from the current catalog (hand-entered GPUs skipped)."""
    out: list[GpuDrift] = []
    for index, platform in enumerate(plan.platforms):
        gpu_id = platform.gpu.id
        if not gpu_id:
            continue
        try:
            current = gpu_spec(catalog.gpu(gpu_id))
        except KeyError:
            out.append(GpuDrift(index, platform.name, gpu_id, "missing"))
            continue
        changes = gpu_differences(platform.gpu, current)
        if changes:
            out.append(GpuDrift(index, platform.name, gpu_id, "changed", changes))
    return out


def refresh_gpus(plan: Plan, catalog: Catalog, platforms: Iterable[str] | None = None) -> Plan:
    """The plan with the named platforms' (default: all drifted) GPU copies from the catalog."""
    wanted = None if platforms is None else set(platforms)
    new = list(plan.platforms)
    for drift in gpu_drift(plan, catalog):
        if drift.status == "missing" or (wanted is not None and drift.platform not in wanted):
            continue
        gpu = gpu_spec(catalog.gpu(drift.gpu_id))
        new[drift.index] = new[drift.index].model_copy(update={"gpu": gpu})
    # Re-validate: a refreshed GPU may no longer satisfy the platform (e.g. usable memory).
    return Plan.model_validate({**plan.model_dump(), "platforms": [p.model_dump() for p in new]})


def model_drift(plan: Plan, catalog: Catalog) -> dict[str, tuple[Any, Any]] | None:
    """How the workload's model copy differs from its catalog entry; ``None`` when it does not
    reference one or nothing differs; ``{"catalog_id": (id, None)}`` when the entry is gone."""
    model = plan.workload.model
    if not model.catalog_id:
        return None
    record = catalog.models.get(model.catalog_id)
    if record is None:
        return {"catalog_id": (model.catalog_id, None)}
    a, b = model.model_dump(), model_arch(record).model_dump()
    changes = {k: (a[k], b[k]) for k in a if a[k] != b[k] and k != "name"}
    return changes or None
