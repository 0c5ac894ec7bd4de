"""Issue 24's three-platform plan: Llama-2-70B (2e9 tokens, ZeRO-3, full recompute, a 14-day
deadline) on AWS H100 on-demand (the p5 preset), a Chinese A800 reservation (¥3,600 per GPU-
month, 16 GPUs on 100 GB/s InfiniBand) and a self-built 2 × 8 H100 cluster (the selfbuilt-8x-
h100 preset: ¥337,500 per GPU, 21 days' lead time, so it misses the deadline)."""

from __future__ import annotations

import datetime as dt

from gpuplanner.core.currency import ExchangeRate
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import ReservedPricing
from gpuplanner.core.workload import Workload
from gpuplanner.io.catalog.convert import model_arch, preset_platform
from gpuplanner.io.catalog.loader import load_catalog

NAMES = {
    "en": ("AWS p5 · H100 on-demand", "A800 reserved · China", "Self-built 2 × 8 H100"),
    "zh_CN": ("AWS p5 · H100 按需", "A800 包月 · 国内", "自建 2 × 8 H100 集群"),
}


def three_platform_plan(names: str = "en") -> Plan:
    cat = load_catalog()
    aws_name, a800_name, own_name = NAMES[names]
    aws = preset_platform(cat.platforms["aws-p5-h100-on-demand"], cat, name=aws_name)
    a800 = preset_platform(
        cat.platforms["cn-market-a800"],
        cat,
        name=a800_name,
        pricing=ReservedPricing(price_per_gpu_month=3600.0),
    ).model_copy(
        update={
            "prices_as_of": dt.date(2026, 10, 1),
            "quote_valid_until": dt.date(2026, 12, 31),
            "max_gpus": 64,
            "fixed_gpus": 16,
            "inter_node_gbps": 100.0,
        }
    )
    own = preset_platform(cat.platforms["selfbuilt-8x-h100"], cat, name=own_name)
    own = own.model_copy(update={"fixed_gpus": 16, "max_gpus": 16})
    workload = Workload(
        model=model_arch(cat.models["llama-2-70b"]),
        tokens=2e9,
        zero_stage=3,
        recompute="full",
        deadline_hours=14 * 24.0,
    )
    return Plan(
        title="Llama-2-70B: AWS H100 vs an A800 reservation vs a self-built cluster",
        workload=workload,
        platforms=(aws, a800, own),
        currency="CNY",
        exchange_rates=(ExchangeRate(currency="USD", rate=7.27, as_of=dt.date(2026, 11, 9)),),
    )
