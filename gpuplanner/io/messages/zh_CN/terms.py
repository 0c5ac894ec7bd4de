"""Simplified Chinese: words of the domain used across the program (see io.messages)."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # Pricing modes (gpuplanner.core.platform.PricingMode), as a word in a sentence or a list
    "mode.on_demand": "按量付费",
    "mode.spot": "竞价实例",
    "mode.reserved": "包月/包年",
    "mode.lease": "整机租赁",
    "mode.self_built": "自建",
    "mode.committed": "承诺使用",
    # How colocation is priced for an owned fleet cluster (core/fleet/plan.HostingBasis)
    "hosting_basis.per_rack_year": "按机柜·年",
    "hosting_basis.per_kw_month": "按 IT 负载每千瓦·月",
    # Storage kinds (gpuplanner.core.storage.StorageKind; "object" is fee_kind.storage_object:
    # io/messages/aliases.py)
    "storage_kind.unknown": "未说明",
    "storage_kind.parallel_fs": "并行文件系统",
    "storage_kind.local_nvme": "本地 NVMe",
    # Fee items (gpuplanner.core.fees.FeeKind)
    "fee_kind.storage_object": "对象存储",
    "fee_kind.storage_file": "文件存储",
    "fee_kind.storage_block": "块存储",
    "fee_kind.egress": "公网流量费",
    "fee_kind.public_ip": "公网 IP",
    "fee_kind.snapshots": "快照",
    "fee_kind.support": "技术支持/SLA",
    "fee_kind.labor": "人工",
    "fee_kind.other": "其他",
    # 计费依据（gpuplanner.core.fees.FeeBasis）
    "fee_basis.fixed": "固定金额",
    "fee_basis.per_gb": "按 GB",
    "fee_basis.per_gb_month": "按 GB·月",
    "fee_basis.per_job_hour": "按任务小时",
    "fee_basis.per_gpu_hour": "按卡时",
    "fee_basis.per_month": "按月（不足一月按一月）",
    "fee_basis.percent_of_compute": "（折后算力费用 + 中断损失）的百分比",
    # A currency as its users name it in a sentence (issue 24 item 11: 人民币元, not CNY)
    "currency.CNY": "人民币元",
    "currency.USD": "美元",
    "currency.EUR": "欧元",
    "currency.GBP": "英镑",
    "currency.JPY": "日元",
    "currency.HKD": "港元",
    "currency.KRW": "韩元",
    "currency.SGD": "新加坡元",
    "currency.TWD": "新台币元",
    # Training methods (gpuplanner.core.workload.Method), as a word in a sentence
    "method.pretrain": "预训练",
    "method.full": "全参微调",
    "method.lora": "LoRA",
    "method.qlora": "QLoRA",
    # Precisions (gpuplanner.core.workload.Precision), as a GPU datasheet writes them
    "precision.bf16": "BF16",
    "precision.fp16": "FP16",
    "precision.fp8": "FP8",
    "precision.tf32": "TF32",
    "precision.fp32": "FP32",
    # Optimizers (gpuplanner.core.workload.Optimizer)
    "optimizer.adamw": "AdamW",
    "optimizer.adamw_8bit": "8 位 AdamW",
    "optimizer.sgd_momentum": "带动量的 SGD",
    # Layout settings gpuplanner may choose (gpuplanner.core.workload.LayoutField), in a
    # list ("chosen by gpuplanner: …"); tensor_parallel, pipeline_parallel and zero_stage
    # are the workbook's words (io/messages/aliases.py)
    "layout.expert_parallel": "专家并行",
    "layout.micro_batch": "微批大小",
    "layout.recompute": "激活重计算",
    "layout.sequence_parallel": "序列并行",
    "layout.virtual_pipeline": "虚拟流水线阶段",
    # Activation recompute (gpuplanner.core.workload.Recompute), as a word in a sentence
    "recompute.none": "无",
    "recompute.selective": "选择性",
    "recompute.full": "完全",
    # Interconnect scopes (catalog interconnect presets)
    "scope.intra_node": "节点内",
    "scope.inter_node": "节点间",
    # 训练框架（gpuplanner.core.workload.TrainingStack；各自的行为见 core/stacks.py）
    "stack.megatron": "Megatron-Core / NeMo",
    "stack.torchtitan": "torchtitan（FSDP2）",
    "stack.deepspeed": "DeepSpeed（ZeRO）",
    "stack.hf_trainer": "Hugging Face Trainer（+ PEFT）",
    "stack.hai_llm": "DeepSeek HAI-LLM（DualPipe）",
    "stack.measured": "实测（已校准）",
    "stack_tip.megatron": "NVIDIA 调优的框架：融合算子与 FlashAttention-3 级注意力（Transformer "
    "Engine），在 Hopper 与 Blackwell 上张量并行通信与计算重叠，支持专家并行与 FP8。",
    "stack_tip.torchtitan": "PyTorch 的 FSDP2 参考框架：eager 算子，经 SDPA 使用 "
    "FlashAttention-2，逐算子选择性重计算，经 torchao 使用 float8。",
    "stack_tip.deepspeed": "ZeRO 1–3（张量/流水线并行用 Megatron-DeepSpeed）：eager 算子，"
    "张量并行通信不重叠，无 FP8 路径。",
    "stack_tip.hf_trainer": "Trainer / Accelerate 加 PEFT（LLaMA-Factory 的用法）：在损失处保留 "
    "fp32 的 logits 副本，无专家并行，无 FP8 路径。",
    "stack_tip.hai_llm": "DeepSeek 自研框架（DeepSeek-V3 技术报告）：DualPipe 用 20 个 SM 把专家 "
    "all-to-all 藏在计算之后，按节点限制分发，FP8 分发与 FP8 激活缓存。",
    "stack_tip.measured": "已校准的实测运行：效率来自测量。",
    "fp8_recipe.delayed": "延迟缩放（按张量）",
    "fp8_recipe.current": "当前缩放（按张量）",
    "fp8_recipe.mxfp8": "MXFP8（32 元素分块，Blackwell）",
    "fp8_recipe.blockwise": "分块缩放（1×128 / 128×128）",
    "fp8_recipe_short.delayed": "延迟缩放",
    "fp8_recipe_short.current": "当前缩放",
    "fp8_recipe_short.mxfp8": "MXFP8",
    "fp8_recipe_short.blockwise": "分块缩放",
    "moe_dispatcher.alltoall": "每个专家一份（all-to-all）",
    "moe_dispatcher.per_node": "每节点一份（DeepEP）",
    "host_cpu.x86": "x86",
    "host_cpu.grace": "Grace（Arm）",
    # 自动选择的框架及理由（core.stacks.StackRule）
    "stack_rule.peft": "LoRA / QLoRA 训练",
    "stack_rule.fine_tune": "不做模型并行的全参数微调",
    "stack_rule.model_parallel": "使用张量、流水线或专家并行的训练",
    "stack_rule.pretrain": "预训练",
    "stack_rule.fp8": "FP8 训练",
    "stack_rule.fsdp": "仅用 FSDP 分片的预训练",
    "stack.automatic": "自动：{stack}（{rule}多用此框架）",
    # Units, after a number or in a unit column (the workbook, the bill, the GUI's fields)
    "unit.b_params": "10 亿",
    "unit.days": "天",
    "unit.epochs": "轮",
    "unit.flops": "FLOPs",
    "unit.gb": "GB",
    "unit.gbps": "GB/s",
    "unit.gpu_hours": "卡时",
    "unit.gpus": "卡",
    "unit.hours": "小时",
    "unit.kg_per_kwh": "kg CO₂/kWh",
    "unit.kw": "kW",
    "unit.kwh": "kWh",
    "unit.machines": "台",
    "unit.minutes": "分钟",
    "unit.months": "个月",
    "unit.one": "× 1",
    "unit.one.gpus": "卡",
    "unit.one.machines": "台",
    "unit.one.months": "个月",
    "unit.one.years": "年",
    "unit.per_cent": "% 算力费用",
    "unit.per_gpu_hour": "/卡时",
    "unit.per_month": "/月",
    "unit.per_node_hour": "/节点时",
    "unit.percent": "%",
    "unit.seconds": "秒",
    "unit.t_co2": "t CO₂",
    "unit.tflops": "TFLOPS",
    "unit.tokens": "token",
    "unit.watts": "W",
    "unit.years": "年",
}
