"""Simplified Chinese: words of the domain used across the program (see io.messages)."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # Pricing modes (gpuplanner.core.platform.PricingMode), as a word in a sentence or a list
    "mode.on_demand": "按量付费",
    "mode.spot": "竞价实例",
    "mode.reserved": "包月/包年",
    "mode.lease": "整机租赁",
    "mode.self_built": "自建",
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
    # Activation recompute (gpuplanner.core.workload.Recompute), as a word in a sentence
    "recompute.none": "无",
    "recompute.selective": "选择性",
    "recompute.full": "完全",
    # Interconnect scopes (catalog interconnect presets)
    "scope.intra_node": "节点内",
    "scope.inter_node": "节点间",
}
