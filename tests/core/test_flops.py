"""Work (DESIGN §3.1): k·Ψ_active·D, and the time it takes at a known effective throughput.

Numbers are the seed examples (reference/seed-examples.md A, B, E) with the articles' wrong
figures replaced by the corrected ones.
"""

from __future__ import annotations

import pytest
from plans import make_plan, platform, workload

from gpuplanner.core import evaluate
from gpuplanner.core.flops import attention_flops_per_token, flops_per_token, total_flops

HOURS_PER_YEAR = 8760.0


def test_seed_7b_on_1e9_tokens_is_4_2e19_flops() -> None:
    # 6 · 7e9 · 1e9 = 4.2e19 (seed A)
    assert total_flops(workload(tokens=1e9)) == pytest.approx(4.2e19, rel=1e-12)


def test_seed_corrected_7b_on_100e9_tokens_is_4_2e21_not_1e22() -> None:
    # 6 · 7e9 · 100e9 = 4.2e21 (seed B: the article's "about 1e22" is wrong)
    assert total_flops(workload(tokens=100e9)) == pytest.approx(4.2e21, rel=1e-12)


def test_epochs_multiply_tokens() -> None:
    # D = 5e8 tokens × 2 epochs = 1e9 → 4.2e19 as above
    assert total_flops(workload(tokens=5e8, epochs=2.0)) == pytest.approx(4.2e19, rel=1e-12)


def test_lora_uses_k_4() -> None:
    # frozen base, no weight gradients: 4 · 7e9 · 1e9 = 2.8e19
    assert total_flops(workload(method="lora")) == pytest.approx(2.8e19, rel=1e-12)
    assert total_flops(workload(method="qlora")) == pytest.approx(2.8e19, rel=1e-12)


def test_moe_counts_active_parameters_for_flops() -> None:
    # Mixtral-like: 46.7B total, 12.9B active → 6 · 12.9e9 = 7.74e10 FLOPs per token
    w = workload(model={"params_b": 46.7, "active_params_b": 12.9})
    assert flops_per_token(w) == pytest.approx(7.74e10, rel=1e-12)


def test_attention_term_only_when_asked_and_shape_known() -> None:
    # 12·L·s·h per token (PaLM's 12·L·H·Q·T; Narayanan's full form gives the same per token;
    # DESIGN §3.1's "6·L·s·h" is the causal half) = 12 · 32 · 2048 · 4096 = 3,221,225,472
    w = workload(include_attention_flops=True)
    assert attention_flops_per_token(w) == pytest.approx(3_221_225_472.0)
    assert flops_per_token(w) == pytest.approx(4.2e10 + 3_221_225_472.0)
    assert attention_flops_per_token(workload()) == 0.0
    unknown_shape = workload(
        include_attention_flops=True,
        model={"layers": None, "hidden": None, "heads": None, "ffn": None},
    )
    assert attention_flops_per_token(unknown_shape) == 0.0
    # LoRA scales the term by k/6 = 4/6: 8 · 32 · 2048 · 4096 = 2,147,483,648
    lora = workload(include_attention_flops=True, method="lora")
    assert attention_flops_per_token(lora) == pytest.approx(2_147_483_648.0)


def _one_gpu_plan(tokens: float, peak: float, mfu: float):
    # A roomy hypothetical GPU so that one GPU fits a 7B full fine-tune (≈133 GB).
    p = platform(
        gpu={"memory_gb": 192.0, "bf16_tflops": peak, "fp16_tflops": peak},
        mfu=mfu,
        fixed_gpus=1,
    )
    return make_plan(workload={"tokens": tokens}, platforms=[p])


def test_seed_116_7_hours_at_1e14_flops_per_second() -> None:
    # 250 TFLOPS × MFU 0.4 = 1e14 FLOP/s; 4.2e19 / 1e14 = 4.2e5 s = 116.67 h (seed A)
    result = evaluate(_one_gpu_plan(1e9, 250.0, 0.4))
    r = result.platforms[0]
    assert r.chosen == 1
    assert r.effective_tflops == pytest.approx(100.0)
    assert r.chosen_point.hours == pytest.approx(420_000 / 3600, rel=1e-9)
    assert r.chosen_point.hours == pytest.approx(116.7, abs=0.05)
    # Ideal 8-GPU time: 116.67 / 8 = 14.58 h (the seed's "≈ 14.6 h")
    assert r.train_hours[7] * r.efficiency[7] == pytest.approx(14.583, abs=1e-3)


def test_seed_corrected_9348_a100_gpu_hours() -> None:
    # A100 312 TFLOPS × 0.4 = 124.8 TFLOPS; 4.2e21 / 1.248e14 = 3.3654e7 s = 9,348.3 GPU-h
    result = evaluate(_one_gpu_plan(100e9, 312.0, 0.4))
    point = result.platforms[0].chosen_point
    assert point.gpu_hours == pytest.approx(4.2e21 / 1.248e14 / 3600, rel=1e-9)
    assert round(point.gpu_hours) == 9348


def test_seed_pretraining_7b_on_1e12_tokens_takes_years() -> None:
    # 4.2e22 FLOPs at 3e14 FLOP/s: 1.4e8 s = 4.44 years; at 0.5 × 312 TFLOPS: 8.54 years
    assert total_flops(workload(tokens=1e12)) == pytest.approx(4.2e22, rel=1e-12)
    fast = evaluate(_one_gpu_plan(1e12, 300.0, 1.0)).platforms[0]
    assert fast.train_hours[0] / HOURS_PER_YEAR == pytest.approx(1.4e8 / 3600 / 8760, rel=1e-9)
    assert fast.train_hours[0] / HOURS_PER_YEAR == pytest.approx(4.44, abs=0.005)
    slow = evaluate(_one_gpu_plan(1e12, 312.0, 0.5)).platforms[0]
    assert slow.train_hours[0] / HOURS_PER_YEAR == pytest.approx(8.54, abs=0.005)
