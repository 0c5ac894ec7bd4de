"""English: words of the domain used across the program (see io.messages)."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # Pricing modes (gpuplanner.core.platform.PricingMode), as a word in a sentence or a list
    "mode.on_demand": "on-demand",
    "mode.spot": "spot",
    "mode.reserved": "reserved",
    "mode.lease": "lease",
    "mode.self_built": "self-built",
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
    # Training methods (gpuplanner.core.workload.Method), as a word in a sentence
    "method.pretrain": "pretraining",
    "method.full": "full fine-tune",
    "method.lora": "LoRA",
    "method.qlora": "QLoRA",
    # Interconnect scopes (catalog interconnect presets)
    "scope.intra_node": "intra-node",
    "scope.inter_node": "inter-node",
}
