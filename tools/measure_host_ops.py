"""Count the kernel-launching operators of one decoder layer of an eager Hugging Face model:
the figures of core/stacks.py HF_HOST_OPS. Needs torch, transformers and peft (not project
dependencies); runs on the CPU in a few seconds, the count being the device's:

    pip install torch transformers peft
    python tools/measure_host_ops.py

A LlamaForCausalLM (SDPA attention) under bf16 autocast, as the Trainer runs it, forward and
backward under torch.profiler; a 6-layer less a 2-layer model, per layer, with and without
PEFT LoRA on every linear layer and gradient checkpointing. Views, allocations, casts that
copy nothing and composite operators (whose children are counted) launch no kernel of their
own and are left out.
"""

from __future__ import annotations

from collections import Counter

import torch
from peft import LoraConfig, get_peft_model
from torch.profiler import ProfilerActivity, profile
from transformers import LlamaConfig, LlamaForCausalLM

NO_KERNEL = {
    *("view", "t", "transpose", "reshape", "expand", "slice", "select", "unsqueeze", "squeeze"),
    *("as_strided", "permute", "_unsafe_view", "split", "chunk", "narrow", "alias", "detach"),
    *("empty", "empty_strided", "empty_like", "resolve_conj", "resolve_neg", "lift_fresh"),
    *("contiguous", "_reshape_alias", "split_with_sizes", "unbind", "expand_as", "view_as"),
    *("result_type", "is_nonzero", "item", "_local_scalar_dense", "flatten", "unflatten"),
    *("movedim", "_to_copy", "to", "type_as", "new_empty_strided", "new_empty", "detach_"),
    *("requires_grad_", "linear", "matmul", "dropout", "scaled_dot_product_attention", "silu"),
    *("softmax", "cross_entropy_loss", "log_softmax", "nll_loss_nd", "nll_loss", "ones_like"),
    *("_has_compatible_shallow_copy_type", "zeros", "zeros_like"),
}
TARGETS = ["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"]


def kernels(layers: int, lora: bool, checkpointing: bool) -> int:
    config = LlamaConfig(
        hidden_size=256,
        intermediate_size=688,
        num_hidden_layers=layers,
        num_attention_heads=4,
        num_key_value_heads=4,
        vocab_size=1000,
        attn_implementation="sdpa",
    )
    torch.manual_seed(0)
    model = LlamaForCausalLM(config).to(torch.bfloat16)
    if checkpointing:
        model.gradient_checkpointing_enable()
    if lora:
        model.enable_input_require_grads()
        adapters = LoraConfig(r=64, lora_alpha=16, lora_dropout=0.05, target_modules=TARGETS)
        model = get_peft_model(model, adapters)
    model.train()
    tokens = torch.randint(0, 1000, (1, 64))

    def step() -> None:
        with torch.autocast("cpu", dtype=torch.bfloat16):
            loss = model(input_ids=tokens, labels=tokens).loss
        loss.backward()

    step()  # warm-up: lazy initialisation stays out of the count
    with profile(activities=[ProfilerActivity.CPU]) as prof:
        step()
    names = Counter(
        e.name.removeprefix("aten::")
        for e in prof.events()
        if e.name.startswith("aten::") and e.name.removeprefix("aten::") not in NO_KERNEL
    )
    return sum(names.values())


def main() -> None:
    for lora in (False, True):
        for checkpointing in (False, True):
            per_layer = (kernels(6, lora, checkpointing) - kernels(2, lora, checkpointing)) / 4
            print(f"LoRA {lora!s:5} recompute {checkpointing!s:5}: {per_layer:.0f} kernels a layer")


if __name__ == "__main__":
    main()
