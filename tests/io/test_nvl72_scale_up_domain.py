"""An NVL72 rack is one 72-GPU NVLink domain: a platform made from an NVL72 preset charges
tensor parallelism up to 72 GPUs at NVLink speed, and only traffic between racks on the network
(catalogs/platforms.json ``coreweave-gb200-nvl72-on-demand``; core/scaling.py ``_bandwidths``).

By hand, the step of tests/core/test_step_terms.py: the 7B shape (L = 32, h = 4,096, 32 heads),
BF16, sequence 2,048, micro-batch 1. One TP collective moves b·s·h × 2 B = 2,048 × 4,096 × 2 =
16,777,216 B, 2(t − 1)/t of it on the bus (nccl-tests' all-reduce), 4 a layer (Megatron: 2
forward, 2 backward), for every micro-batch through the L / p layers. The preset's scale-up
link is ``nvlink5-nvl72``, 740 GB/s effective all-reduce bus bandwidth (the B200's measured
740.6 GB/s at 4 GiB); between racks ``ib-ndr-nvl72``, 72 adapters of 41 GB/s = 2,952 GB/s.
"""

from __future__ import annotations

import numpy as np
import pytest
from plans import workload

from gpuplanner.core.layout import layouts_ok
from gpuplanner.core.scaling import step_time
from gpuplanner.io.catalog.convert import preset_platform
from gpuplanner.io.catalog.loader import load_catalog

X = 1e15  # FLOP/s per GPU; the TP term does not depend on it


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def _tp_seconds(platform, gpus: float, global_batch: int) -> float:
    w = workload(global_batch=global_batch, micro_batch=1, seq_len=2048, tensor_parallel=16)
    return float(step_time(w, platform, np.array([gpus]), X).tensor_parallel[0])


def test_the_rack_is_the_node_with_one_adapter_per_gpu(catalog) -> None:
    """72 GPUs a node, 740 GB/s inside it, 72 × 41 = 2,952 GB/s out of it (not the 8 × 41 of
    an 8-GPU HGX node's NDR preset)."""
    for preset_id in ("coreweave-gb200-nvl72-on-demand",):
        p = preset_platform(catalog.platforms[preset_id], catalog)
        assert p.gpus_per_node == 72
        assert p.intra_node_gbps == 740
        assert p.node_network_gbps == pytest.approx(2952)
    quote = catalog.platforms["gb300-nvl72-quote"]
    assert (quote.gpus_per_node, quote.intra_node, quote.inter_node) == (
        72,
        "nvlink5-nvl72",
        "ib-xdr-nvl72",
    )
    assert catalog.interconnects["ib-xdr-nvl72"].node_busbw_gbps == pytest.approx(72 * 82)


def test_tensor_parallel_16_on_gb200_nvl72_runs_at_nvlink_speed(catalog) -> None:
    """TP 16 on 16 GPUs of one rack, global batch 32: d = 1, m = 32 micro-batches.
    32 × 32 layers × 4 × 2(16 − 1)/16 × 16,777,216 B = 128,849,018,880 B;
    ÷ 740e9 B/s = 0.174120296 s. Charged on the network instead it would be
    128,849,018,880 / (2,952e9 / 72) = 3.14 s, 18 times as long."""
    p = preset_platform(catalog.platforms["coreweave-gb200-nvl72-on-demand"], catalog)
    assert _tp_seconds(p, 16, 32) == pytest.approx(128_849_018_880 / 740e9, rel=1e-12)
    assert _tp_seconds(p, 16, 32) == pytest.approx(0.174120296, rel=1e-8)


def test_tensor_parallel_16_across_two_racks_stays_on_nvlink(catalog) -> None:
    """144 GPUs = two racks, global batch 72: d = 144 / 16 = 9, m = 72 / 9 = 8. Each TP group
    sits inside a rack: 8 × 32 × 4 × 1.875 × 16,777,216 B = 32,212,254,720 B ÷ 740e9 =
    0.0435300739 s; only the data-parallel gradients cross racks."""
    p = preset_platform(catalog.platforms["coreweave-gb200-nvl72-on-demand"], catalog)
    assert _tp_seconds(p, 144, 72) == pytest.approx(32_212_254_720 / 740e9, rel=1e-12)


def test_tp_16_fits_the_nvl72_domain_and_not_an_8_gpu_hgx_node(catalog) -> None:
    """The layout rule: TP × CP within the scale-up domain (core/layout.layouts_ok)."""
    nvl72 = preset_platform(catalog.platforms["coreweave-gb200-nvl72-on-demand"], catalog)
    hgx = preset_platform(catalog.platforms["coreweave-b200-on-demand"], catalog)
    n = np.array([16, 64])
    args = (np.array([[16]]), np.array([[1]]), np.array([[1]]), 64)
    assert layouts_ok(*args, nvl72, n).tolist() == [[True, True]]
    assert layouts_ok(*args, hgx, n).tolist() == [[False, False]]


def test_blackwell_ultra_is_timed_as_blackwell(catalog) -> None:
    """The GB300 and B300 take the Blackwell kernel figures (core/compute.generation), and
    their 160 SMs (NVIDIA, "Inside NVIDIA Blackwell Ultra") for wave quantization."""
    from gpuplanner.core.compute import _sms, generation
    from gpuplanner.io.catalog.convert import gpu_spec

    for gpu_id in ("gb300-per-gpu", "b300-sxm-270gb"):
        spec = gpu_spec(catalog.gpus[gpu_id])
        assert (generation(spec), _sms(spec)) == ("blackwell", 160)
