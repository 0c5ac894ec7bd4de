"""The bundled model catalog: every parameter count matches its architecture within 3 %."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from gpuplanner.io.catalog.convert import model_arch
from gpuplanner.io.catalog.loader import load_catalog
from gpuplanner.io.catalog.models import ModelRecord


@pytest.fixture(scope="module")
def models():
    return load_catalog().models


REQUIRED = {
    "llama-2-7b",
    "llama-2-13b",
    "llama-2-70b",
    "llama-3.1-8b",
    "llama-3.1-70b",
    "llama-3.1-405b",
    "qwen2.5-0.5b",
    "qwen2.5-7b",
    "qwen2.5-72b",
    "mistral-7b",
    "mixtral-8x7b",
    "deepseek-v3",
    "gpt-3-175b",
    "bloom-176b",
}


def test_the_catalog_has_the_issues_models_and_small_ones(models) -> None:
    assert len(models) >= 20
    assert set(models) >= REQUIRED
    assert sum(m.trial for m in models.values()) >= 3
    assert all(m.params_b < 2 for m in models.values() if m.trial)


def test_every_model_has_a_source_and_a_date(models) -> None:
    for m in models.values():
        assert m.source.strip() and m.as_of, m.id


@pytest.mark.parametrize(
    "model_id", sorted(REQUIRED | {"qwen2.5-1.5b", "qwen2.5-3b", "qwen2.5-14b", "qwen2.5-32b"})
)
def test_parameter_count_matches_the_architecture(models, model_id: str) -> None:
    record = models[model_id]
    total, active = record.architecture_params()
    assert total == pytest.approx(record.params_b, rel=0.03)
    if record.active_params_b:
        assert active == pytest.approx(record.active_params_b, rel=0.03)


def test_all_models_match_within_three_percent(models) -> None:
    for record in models.values():
        total, active = record.architecture_params()
        assert abs(total / record.params_b - 1) <= 0.03, record.id
        if record.active_params_b:
            assert abs(active / record.active_params_b - 1) <= 0.03, record.id


def test_llama_2_7b_count_by_hand(models) -> None:
    # Per layer: attention 4·4096² = 67,108,864; SwiGLU 3·4096·11,008 = 135,266,304;
    # two RMSNorms 8,192 → 202,383,360 × 32 layers = 6,476,267,520.
    # Embeddings and head 2·32,000·4,096 = 262,144,000; final norm 4,096.
    # Total 6,738,415,616.
    total, active = models["llama-2-7b"].architecture_params()
    assert total * 1e9 == pytest.approx(6_738_415_616)
    assert active == total


def test_mixture_of_experts_counts_total_and_active(models) -> None:
    # Mixtral: 8 experts of 3·4096·14,336 = 176,160,768 each; a token uses 2 of them.
    total, active = models["mixtral-8x7b"].architecture_params()
    assert total - active == pytest.approx(6 * 32 * 176_160_768 / 1e9)
    assert models["mixtral-8x7b"].active_params_b == 12.9
    assert models["deepseek-v3"].params_b == 671 and models["deepseek-v3"].active_params_b == 37


def test_conversion_keeps_the_catalog_id(models) -> None:
    arch = model_arch(models["mixtral-8x7b"])
    assert arch.catalog_id == "mixtral-8x7b"
    assert (arch.params_b, arch.active_params_b) == (46.7, 12.9)
    assert (arch.layers, arch.hidden, arch.kv_heads, arch.vocab) == (32, 4096, 8, 32000)


def test_moe_without_an_active_count_is_refused(models) -> None:
    data = models["mixtral-8x7b"].model_dump()
    data["active_params_b"] = None
    with pytest.raises(ValidationError, match="active_params_b"):
        ModelRecord.model_validate(data)
