"""The bundled GPU catalog: datasheet spot checks against the reference, dense not sparse."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from gpuplanner.io.catalog.convert import gpu_spec
from gpuplanner.io.catalog.loader import load_catalog
from gpuplanner.io.catalog.models import GpuRecord


@pytest.fixture(scope="module")
def gpus():
    return load_catalog().gpus


# Dense BF16 (FP16 where the GPU has no BF16) tensor TFLOPS with FP32 accumulate, copied from
# reference/gpus.md Part 1a; Gaudi 3 at its 1,600 MHz shipping clock, as the reference advises.
REFERENCE_DENSE = {
    "v100-sxm2-32gb": 125,
    "v100-pcie-32gb": 112,
    "t4": 65,
    "a10": 125,
    "a10g": 70,
    "a30": 165,
    "a40": 149.7,
    "a100-40gb-sxm": 312,
    "a100-80gb-sxm": 312,
    "a100-80gb-pcie": 312,
    "a800-80gb-sxm": 312,
    "h100-sxm-80gb": 989.4,
    "h100-pcie-80gb": 756,
    "h100-nvl-94gb": 835.5,
    "h800-sxm-80gb": 989.4,
    "h20-96gb": 148,
    "h200-sxm-141gb": 989.4,
    "b200-sxm-180gb": 2250,
    "gb200-per-gpu": 2500,
    "l4": 121,
    "l20": 119.5,
    "l40": 181.05,
    "l40s": 362.05,
    "rtx-6000-ada": 364.2,
    "rtx-3090": 71,
    "rtx-4090": 165.2,
    "rtx-5090": 209.5,
    "mi250x": 383,
    "mi300x": 1307.4,
    "mi325x": 1307.4,
    "gaudi2": 432,
    "gaudi3": 1677,
    "ascend-910b": 320,
}


def test_every_reference_accelerator_is_in_the_catalog(gpus) -> None:
    assert len(gpus) >= 33
    assert set(REFERENCE_DENSE) <= set(gpus)


@pytest.mark.parametrize(("gpu_id", "dense"), sorted(REFERENCE_DENSE.items()))
def test_dense_16bit_tflops_match_the_reference(gpus, gpu_id: str, dense: float) -> None:
    record = gpus[gpu_id]
    assert (record.bf16_tflops or record.fp16_tflops) == pytest.approx(dense)


def test_datasheet_spot_checks(gpus) -> None:
    assert gpus["a100-80gb-sxm"].bf16_tflops == 312  # not the 624 sparse figure
    assert gpus["h100-sxm-80gb"].bf16_tflops == pytest.approx(989.4)  # not 1,979
    assert gpus["rtx-4090"].bf16_tflops == pytest.approx(165.2)  # not the 82.6 FP32 figure
    assert gpus["rtx-4090"].fp32_tflops == pytest.approx(82.6)  # 82.6 is non-tensor FP32
    assert gpus["l40s"].bf16_tflops == pytest.approx(362, abs=0.1)
    assert gpus["h200-sxm-141gb"].memory_gb == 141
    assert gpus["mi300x"].memory_gb == 192


def test_h800_has_h100_compute_and_only_a_cut_nvlink(gpus) -> None:
    h100, h800 = gpus["h100-sxm-80gb"], gpus["h800-sxm-80gb"]
    for name in ("bf16_tflops", "fp16_tflops", "fp8_tflops", "tf32_tflops", "fp32_tflops"):
        assert getattr(h800, name) == getattr(h100, name), name
    assert h800.scaleup_gbps_bidir == 400 < h100.scaleup_gbps_bidir == 900


def test_no_record_carries_its_sparse_headline_as_dense(gpus) -> None:
    for record in gpus.values():
        if record.sparse_headline_tflops is None:
            continue
        assert record.bf16_tflops != record.sparse_headline_tflops, record.id
        # The 2:4-sparse headline is 2× the dense figure (GeForce: 2× the FP16-accumulate one).
        assert (
            2 * (record.bf16_tflops or record.fp16_tflops) <= record.sparse_headline_tflops * 1.01
        )


def test_geforce_cards_carry_the_half_rate_for_training(gpus) -> None:
    for gpu_id in ("rtx-3090", "rtx-4090", "rtx-5090"):
        record = gpus[gpu_id]
        assert record.fp16_fp16acc_tflops == pytest.approx(2 * record.bf16_tflops, rel=0.01)


def test_every_record_has_a_source_a_date_and_a_reasoned_mfu_prior(gpus) -> None:
    for record in gpus.values():
        assert record.source.strip() and record.as_of, record.id
        assert record.mfu_rationale.strip(), record.id
        assert 0.2 <= record.mfu_prior <= 0.55, record.id  # the A100 class is the highest
        if record.price.needs_quote:
            assert "needs quote" in record.price.basis
        else:
            assert record.price.source and record.price.as_of, record.id


def test_mfu_prior_never_exceeds_the_measured_matmul_ceiling(gpus) -> None:
    checked = 0
    for record in gpus.values():
        peak = record.bf16_tflops or record.fp16_tflops
        if record.measured_matmul_tflops and record.measured_matmul_tflops <= peak:
            assert record.mfu_prior <= record.measured_matmul_tflops / peak, record.id
            checked += 1
    assert checked >= 10
    # MI300X: ceiling 668.4 / 1,307.4 = 0.51 → half of it, 0.26, rounds to 0.25.
    assert load_catalog().gpus["mi300x"].mfu_prior == 0.25


def test_unconfirmed_values_are_flagged(gpus) -> None:
    assert "bf16_tflops" in gpus["ascend-910b"].unconfirmed
    assert "bf16_tflops" in gpus["a10g"].unconfirmed
    assert "bf16_tflops" in gpus["gaudi3"].unconfirmed
    assert {"tf32_tflops", "fp32_tflops"} <= set(gpus["h20-96gb"].unconfirmed)


def test_old_plan_ids_resolve_by_alias() -> None:
    catalog = load_catalog()
    assert catalog.gpu("a100-sxm4-80gb").id == "a100-80gb-sxm"
    assert catalog.gpu("h100-sxm5-80gb").id == "h100-sxm-80gb"
    with pytest.raises(KeyError):
        catalog.gpu("no-such-gpu")


def test_conversion_copies_the_datasheet_and_the_ceiling(gpus) -> None:
    spec = gpu_spec(gpus["h100-sxm-80gb"])
    assert (spec.id, spec.memory_gb, spec.bf16_tflops) == ("h100-sxm-80gb", 80, 989.4)
    assert spec.matmul_ceiling_tflops == pytest.approx(794.5)
    v100 = gpu_spec(gpus["v100-pcie-32gb"])
    assert v100.bf16_tflops is None and v100.fp16_tflops == 112


def test_a_sparse_figure_entered_as_dense_is_refused(gpus) -> None:
    data = gpus["h100-sxm-80gb"].model_dump()
    data.update(bf16_tflops=1978.8)  # the sparse headline typed into the dense field
    with pytest.raises(ValidationError, match=r"catalog_not_dense.*field=bf16_tflops"):
        GpuRecord.model_validate(data)


def test_an_mfu_prior_above_the_measured_ceiling_is_refused(gpus) -> None:
    data = gpus["mi300x"].model_dump()
    data.update(mfu_prior=0.6)  # the ceiling is 668.4 / 1,307.4 = 0.51
    with pytest.raises(ValidationError, match="catalog_mfu_above_ceiling"):
        GpuRecord.model_validate(data)


def test_blackwell_ultra_dense_rates_are_nvidia_s_system_tables_halved(gpus) -> None:
    """NVIDIA quotes Blackwell Ultra per system and with 2:4 sparsity. HGX B300 (8 GPUs):
    FP16/BF16 36, FP8 72, TF32 18 PFLOPS sparse → per GPU dense 36,000 / 8 / 2 = 2,250,
    4,500 and 1,125 TFLOPS (the B200's). GB300 NVL72 (72 GPUs): 360 / 720 / 180 PFLOPS sparse
    → 360,000 / 72 / 2 = 2,500, 5,000 and 1,250; HBM 576 TB/s / 72 = 8,000 GB/s; NVLink
    130 TB/s / 72 ≈ 1.8 TB/s a GPU. Usable memory below the 288 GB physical: 270 (B300, MIG
    7g.269gb) and 279 (GB300, GCP A4X Max)."""
    b300, gb300 = gpus["b300-sxm-270gb"], gpus["gb300-per-gpu"]
    assert (b300.bf16_tflops, b300.fp8_tflops, b300.tf32_tflops) == (2250, 4500, 1125)
    assert (gb300.bf16_tflops, gb300.fp8_tflops, gb300.tf32_tflops) == (2500, 5000, 1250)
    assert gb300.memory_bandwidth_gbps == 576_000 / 72
    assert gb300.scaleup_gbps_bidir == pytest.approx(130_000 / 72, rel=0.01)
    assert (b300.memory_gb, gb300.memory_gb) == (270, 279)
    for record in (b300, gb300):
        assert record.headline_is_sparse and record.sparse_headline_tflops == 2 * record.bf16_tflops
    # The B300's own MAMF (stas00/ml-engineering, torch 2.9.1+cu130): 1,769.0 of 2,250 TFLOPS,
    # 78.6 %; its prior 0.5 × 0.786 = 0.39 → 0.40. No GB300 measurement is published: the
    # ceiling stays empty (core/compute.py takes the Blackwell generation's 0.78), the prior is
    # derived and says so.
    assert b300.measured_matmul_tflops == 1769 and b300.mfu_prior == 0.40
    assert gb300.measured_matmul_tflops is None
    assert "derived" in gb300.mfu_rationale
    assert gb300.interconnect == "nvlink5-nvl72" and gb300.price.needs_quote
    assert {"memory_bandwidth_gbps", "tdp_w"} <= set(b300.unconfirmed)


def test_china_skus_keep_their_datasheet_compute_memory_and_links(gpus) -> None:
    """H20: 148 TFLOPS BF16 dense, 96 GB HBM3 at 4.0 TB/s, NVLink 900 GB/s; A800: the A100's
    312 TFLOPS with NVLink cut to 400 GB/s; L20: 48 GB GDDR6 on PCIe 4.0, no NVLink
    (catalog sources: NVIDIA datasheets via reference/gpus.md)."""
    h20, a800, l20 = gpus["h20-96gb"], gpus["a800-80gb-sxm"], gpus["l20"]
    assert (h20.bf16_tflops, h20.memory_gb, h20.memory_bandwidth_gbps) == (148, 96, 4000)
    assert h20.scaleup_gbps_bidir == 900 and h20.memory_type == "HBM3"
    assert (a800.bf16_tflops, a800.scaleup_gbps_bidir) == (312, 400)
    assert a800.bf16_tflops == gpus["a100-80gb-sxm"].bf16_tflops
    assert (l20.memory_gb, l20.scaleup_gbps_bidir, l20.interconnect) == (48, None, "pcie4")
    assert l20.memory_type.startswith("GDDR6")
