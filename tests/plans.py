"""Small builders of valid plans for the tests: defaults plus keyword overrides.

Defaults: a Llama-2-7B-shaped full fine-tune on 1e9 tokens, and one A100 80G platform at
10 CNY per GPU-hour with per-minute billing (other platform fields keep the model defaults).
Every builder returns a validated, frozen pydantic object, so a bad override fails loudly.
"""

from __future__ import annotations

import typing
from typing import Any

from gpuplanner.core.fees import FeeItem
from gpuplanner.core.fleet.discount import Discounting
from gpuplanner.core.fleet.plan import FleetDemand, FleetLease, FleetOnDemand, FleetPlan
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import GpuSpec, HourlyPricing, Platform, Pricing
from gpuplanner.core.workload import ModelArch, Workload

# Llama-2-7B shape with a round 7e9 parameters (the seeds' "7B").
LLAMA_7B = {
    "name": "7B",
    "params_b": 7.0,
    "layers": 32,
    "hidden": 4096,
    "heads": 32,
    "ffn": 11008,
    "vocab": 32000,
}

A100_80G = {
    "id": "a100-sxm4-80gb",
    "name": "A100 80G",
    "memory_gb": 80.0,
    "bf16_tflops": 312.0,
    "fp16_tflops": 312.0,
    "tf32_tflops": 156.0,
    "fp32_tflops": 19.5,
}


# H100 SXM5 80GB: 989.4 dense BF16 and 1,978.9 dense FP8 TFLOPS, 3,350 GB/s HBM3 (NVIDIA H100
# datasheet); B200 SXM: 2,250 and 4,500 TFLOPS, 8,000 GB/s HBM3e (NVIDIA DGX B200 datasheet).
# The FP8 tests' two generations: Hopper and Blackwell pick different recipes (core/stacks.py).
H100_SXM: dict[str, Any] = {
    "id": "h100-sxm-80gb",
    "name": "H100",
    "memory_gb": 80.0,
    "bf16_tflops": 989.4,
    "fp8_tflops": 1978.9,
    "memory_bandwidth_gbps": 3350.0,
}
B200_SXM: dict[str, Any] = {
    "id": "b200-sxm-180gb",
    "name": "B200",
    "memory_gb": 180.0,
    "bf16_tflops": 2250.0,
    "fp8_tflops": 4500.0,
    "memory_bandwidth_gbps": 8000.0,
}

# Mixtral 8x7B (catalogs/models.json): 46.7B total, 12.9B active, 2 of 8 experts per token;
# the MoE shape the MoE tests share (routed experts: (46.7 − 12.9) · 8 / (8 − 2) = 45.0667B).
MIXTRAL_8X7B: dict[str, Any] = {
    "params_b": 46.7,
    "active_params_b": 12.9,
    "layers": 32,
    "hidden": 4096,
    "heads": 32,
    "kv_heads": 8,
    "ffn": 14336,
    "vocab": 32000,
    "experts": 8,
    "experts_per_token": 2,
    "expert_ffn": 14336,
}


# Qwen3-30B-A3B (Hugging Face config.json): h 2,048, 128 experts of FFN 768, top 8; the
# fine-grained MoE shape the compute and FP8 tests share (vocabulary left at the default).
QWEN3_30B: dict[str, Any] = {
    "layers": 48,
    "hidden": 2048,
    "heads": 32,
    "kv_heads": 4,
    "head_dim": 128,
    "ffn": 6144,
    "gated_mlp": True,
    "params_b": 30.5,
    "active_params_b": 3.3,
    "experts": 128,
    "experts_per_token": 8,
    "expert_ffn": 768,
}


def gpu(**overrides: Any) -> GpuSpec:
    return GpuSpec(**{**A100_80G, **overrides})


def model(**overrides: Any) -> ModelArch:
    return ModelArch(**{**LLAMA_7B, **overrides})


def workload(**overrides: Any) -> Workload:
    """7B full fine-tune, 1e9 tokens; ``model`` may be a dict of overrides of the 7B shape."""
    m = overrides.pop("model", None)
    if isinstance(m, dict):
        m = model(**m)
    base: dict[str, Any] = {"model": m or model(), "tokens": 1e9}
    return Workload(**{**base, **overrides})


def fee(**overrides: Any) -> FeeItem:
    return FeeItem(**{"name": "fee", "rate": 1.0, **overrides})


def platform(**overrides: Any) -> Platform:
    """A100 80G on-demand at 10/GPU-h; ``gpu`` may be a dict of overrides of the A100."""
    g = overrides.pop("gpu", None)
    if isinstance(g, dict):
        g = gpu(**g)
    base: dict[str, Any] = {
        "name": "P",
        "gpu": g or gpu(),
        "pricing": HourlyPricing(price_per_gpu_hour=10.0),
    }
    return Platform(**{**base, **overrides})


def make_plan(**overrides: Any) -> Plan:
    """A valid plan; ``workload`` may be a dict of workload overrides, ``platforms`` a list."""
    w = overrides.pop("workload", None)
    if isinstance(w, dict):
        w = workload(**w)
    base: dict[str, Any] = {
        "title": "test plan",
        "workload": w or workload(),
        "platforms": (platform(),),
    }
    if "platforms" in overrides:
        overrides["platforms"] = tuple(overrides["platforms"])
    return Plan(**{**base, **overrides})


# A 1B-shaped full fine-tune on 1e8 tokens on one A100 80G at 10 CNY/GPU-h (16 B/param × 1e9 =
# 16 GB of model states, plus activations): held 80.13 min (training + 10 min setup), billed
# by the minute, 81 min × 10 / 60 = 13.50 on 1 GPU (the count-word tests).
SMALL_1B = {"name": "1B", "params_b": 1.0, "layers": 16, "hidden": 2048, "heads": 16, "ffn": 5504}


def one_gpu_plan() -> Plan:
    return make_plan(
        workload={"model": SMALL_1B, "tokens": 1e8},
        platforms=[platform(name="One A100", fixed_gpus=1)],
    )


def ti_lease(**lease: Any) -> FleetPlan:
    """The TI BA II PLUS lease as a fleet plan: 46 monthly payments of 1,200 in advance at
    22 % APR compounded monthly, a 6,500 residual (→ present cost 40,573.18); 100 GPU-h a
    month keeps one 8-GPU machine leased every month. ``lease``: more lease fields."""
    return FleetPlan(
        horizon_months=46,
        discount_rate=0.22,
        discounting=Discounting(rate_type="nominal"),
        demand=FleetDemand(gpu_hours_per_month=100.0),
        on_demand=FleetOnDemand(price_per_gpu_hour=10.0),
        lease=FleetLease(
            price_per_machine_month=1200, minimum_months=1, residual_per_machine=6500, **lease
        ),
    )


# Shared plans are addressed by platform name, never by position: inserting or appending a
# platform to a fixture (tests/excel_plans.every_mode_plan) then moves no test's platform.


def index_of(plan: Plan, name: str) -> int:
    """The position of the platform named ``name`` in ``plan`` (KeyError naming the plan's
    platforms when there is none)."""
    names = [p.name for p in plan.platforms]
    if name not in names:
        raise KeyError(f"no platform {name!r} in the plan; it has {names}")
    return names.index(name)


def platform_named(plan: Plan, name: str) -> Platform:
    return plan.platforms[index_of(plan, name)]


def with_platform(plan: Plan, name: str, **update: Any) -> Plan:
    """``plan`` with the platform named ``name`` updated (``model_copy(update=…)``)."""
    platforms = list(plan.platforms)
    i = index_of(plan, name)
    platforms[i] = platforms[i].model_copy(update=update)
    return plan.model_copy(update={"platforms": tuple(platforms)})


def result_named(result: Any, name: str) -> Any:
    """The platform result named ``name`` in an ``EvaluateResult`` (or anything with
    ``platforms`` carrying names)."""
    found = [r for r in result.platforms if r.name == name]
    if len(found) != 1:
        raise KeyError(f"{len(found)} platform results named {name!r}")
    return found[0]


def union_members() -> set[type]:
    """The ``Pricing`` union's classes, read from the annotation itself (the registries'
    completeness tests compare against it)."""
    return set(typing.get_args(typing.get_args(Pricing)[0]))
