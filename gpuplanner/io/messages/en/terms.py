"""English: words of the domain used across the program (see io.messages)."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # Pricing modes (gpuplanner.core.platform.PricingMode), as a word in a sentence or a list
    "mode.on_demand": "on-demand",
    "mode.spot": "spot",
    "mode.reserved": "reserved",
    "mode.lease": "lease",
    "mode.self_built": "self-built",
    "mode.committed": "committed use",
    # How colocation is priced for an owned fleet cluster (core/fleet/plan.HostingBasis)
    "hosting_basis.per_rack_year": "Per rack-year",
    "hosting_basis.per_kw_month": "Per kW of IT load a month",
    # Storage kinds (gpuplanner.core.storage.StorageKind; "object" is fee_kind.storage_object:
    # io/messages/aliases.py)
    "storage_kind.unknown": "Not said",
    "storage_kind.parallel_fs": "Parallel file system",
    "storage_kind.local_nvme": "Local NVMe",
    # Fee items (gpuplanner.core.fees.FeeKind)
    "fee_kind.storage_object": "Object storage",
    "fee_kind.storage_file": "File storage",
    "fee_kind.storage_block": "Block storage",
    "fee_kind.egress": "Egress",
    "fee_kind.public_ip": "Public IP",
    "fee_kind.snapshots": "Snapshots",
    "fee_kind.support": "Support / SLA",
    "fee_kind.labor": "Labor",
    "fee_kind.other": "Other",
    # Fee bases (gpuplanner.core.fees.FeeBasis): how a fee item grows
    "fee_basis.fixed": "Fixed amount",
    "fee_basis.per_gb": "per GB",
    "fee_basis.per_gb_month": "per GB-month",
    "fee_basis.per_job_hour": "per job hour",
    "fee_basis.per_gpu_hour": "per GPU-hour",
    "fee_basis.per_month": "per started month",
    "fee_basis.percent_of_compute": "% of (discounted compute + interruptions)",
    # A currency as its users name it in a sentence (issue 24 item 11: 人民币元, not CNY)
    "currency.CNY": "CNY",
    "currency.USD": "USD",
    "currency.EUR": "EUR",
    "currency.GBP": "GBP",
    "currency.JPY": "JPY",
    "currency.HKD": "HKD",
    "currency.KRW": "KRW",
    "currency.SGD": "SGD",
    "currency.TWD": "TWD",
    # Training methods (gpuplanner.core.workload.Method), as a word in a sentence
    "method.pretrain": "pretraining",
    "method.full": "full fine-tune",
    "method.lora": "LoRA",
    "method.qlora": "QLoRA",
    "qlora_base.nf4": "NF4 (bitsandbytes)",
    "qlora_base.gptq": "GPTQ int4 (AutoGPTQ)",
    # Precisions (gpuplanner.core.workload.Precision), as a GPU datasheet writes them
    "precision.bf16": "BF16",
    "precision.fp16": "FP16",
    "precision.fp8": "FP8",
    "precision.tf32": "TF32",
    "precision.fp32": "FP32",
    # Optimizers (gpuplanner.core.workload.Optimizer)
    "optimizer.adamw": "AdamW",
    "optimizer.adamw_8bit": "8-bit AdamW",
    "optimizer.sgd_momentum": "SGD with momentum",
    # Layout settings gpuplanner may choose (gpuplanner.core.workload.LayoutField), in a
    # list ("chosen by gpuplanner: …"); tensor_parallel, pipeline_parallel and zero_stage
    # are the workbook's words (io/messages/aliases.py)
    "layout.expert_parallel": "expert parallel",
    "layout.micro_batch": "micro-batch",
    "layout.recompute": "recompute",
    "layout.sequence_parallel": "sequence parallelism",
    "layout.virtual_pipeline": "virtual pipeline stages",
    # Activation recompute (gpuplanner.core.workload.Recompute), as a word in a sentence
    "recompute.none": "none",
    "recompute.selective": "selective",
    "recompute.full": "full",
    # Interconnect scopes (catalog interconnect presets)
    "scope.intra_node": "intra-node",
    "scope.inter_node": "inter-node",
    # Training stacks (gpuplanner.core.workload.TrainingStack; what each does: core/stacks.py)
    "stack.megatron": "Megatron-Core / NeMo",
    "stack.torchtitan": "torchtitan (FSDP2)",
    "stack.deepspeed": "DeepSpeed (ZeRO)",
    "stack.hf_trainer": "Hugging Face Trainer (+ PEFT)",
    "stack.hai_llm": "DeepSeek HAI-LLM (DualPipe)",
    "stack.measured": "measured (calibrated)",
    "stack_tip.megatron": "NVIDIA's tuned stack: fused kernels and FlashAttention-3-class "
    "attention (Transformer Engine), tensor-parallel communication overlapped on Hopper and "
    "Blackwell, expert parallelism, FP8.",
    "stack_tip.torchtitan": "PyTorch's FSDP2 reference stack: eager kernels, FlashAttention-2 "
    "through SDPA, per-op selective recompute, float8 through torchao.",
    "stack_tip.deepspeed": "ZeRO 1–3 (and Megatron-DeepSpeed for TP/PP): eager kernels, no "
    "tensor-parallel overlap, no FP8 path.",
    "stack_tip.hf_trainer": "Trainer / Accelerate with PEFT (as LLaMA-Factory runs it): fp32 "
    "copies of the logits at the loss, no expert parallelism, no FP8 path.",
    "stack_tip.hai_llm": "DeepSeek's own stack (DeepSeek-V3 report): DualPipe hides the expert "
    "all-to-all behind compute on 20 SMs, node-limited dispatch, FP8 dispatch and FP8 "
    "activation caching.",
    "stack_tip.measured": "A calibrated run: its efficiency comes from the measurement.",
    "fp8_recipe.delayed": "delayed scaling (per tensor)",
    "fp8_recipe.current": "current scaling (per tensor)",
    "fp8_recipe.mxfp8": "MXFP8 (32-element blocks, Blackwell)",
    "fp8_recipe.blockwise": "block-wise (1×128 / 128×128)",
    "fp8_recipe_short.delayed": "delayed",
    "fp8_recipe_short.current": "current",
    "fp8_recipe_short.mxfp8": "MXFP8",
    "fp8_recipe_short.blockwise": "block-wise",
    "moe_dispatcher.alltoall": "one copy per expert (all-to-all)",
    "moe_dispatcher.per_node": "once per node (DeepEP)",
    "host_cpu.x86": "x86",
    "host_cpu.grace": "Grace (Arm)",
    # Why the automatic stack is the one it is (core.stacks.StackRule)
    "stack_rule.peft": "LoRA / QLoRA runs",
    "stack_rule.fine_tune": "full fine-tunes without model parallelism",
    "stack_rule.model_parallel": "runs with tensor, pipeline or expert parallelism",
    "stack_rule.pretrain": "pre-training runs",
    "stack_rule.fp8": "FP8 runs",
    "stack_rule.fsdp": "pre-training sharded by FSDP only",
    "stack.automatic": "Automatic: {stack} (what most {rule} use)",
    # Units, after a number or in a unit column (the workbook, the bill, the GUI's fields)
    "unit.b_params": "billion",
    "unit.days": "days",
    "unit.epochs": "epochs",
    "unit.flops": "FLOPs",
    "unit.gb": "GB",
    "unit.gbps": "GB/s",
    "unit.gpu_hours": "GPU-h",
    "unit.gpus": "GPUs",
    "unit.hours": "h",
    "unit.kg_per_kwh": "kg CO₂/kWh",
    "unit.kw": "kW",
    "unit.kwh": "kWh",
    "unit.machines": "machines",
    "unit.minutes": "min",
    "unit.months": "months",
    "unit.one": "× 1",
    "unit.one.gpus": "GPU",
    "unit.one.machines": "machine",
    "unit.one.months": "month",
    "unit.one.years": "year",
    "unit.per_cent": "% of compute",
    "unit.per_gpu_hour": "/GPU-h",
    "unit.per_month": "/month",
    "unit.per_node_hour": "/node-hour",
    "unit.percent": "%",
    "unit.seconds": "s",
    "unit.t_co2": "t CO₂",
    "unit.tflops": "TFLOPS",
    "unit.tokens": "tokens",
    "unit.watts": "W",
    "unit.years": "years",
}
