"""Data movement: uploading the dataset (and a fine-tune's starting checkpoint) to the platform
and downloading the trained checkpoint, as hours (DESIGN §3.3; the seeds weigh a platform's
upload speed next to its price: "uploading the data takes a dozen hours").

Sizes: the workload's ``dataset_gb``; a fine-tune starts from the base model's bf16 weights,
2·Ψ bytes (QLoRA too: the base is quantized on load); the result is the bf16 weights, 2·Ψ, or
for LoRA/QLoRA only the adapters, 2 bytes per trainable parameter. Time = GB × 8,000 / Mb/s /
3,600 at the platform's ``upload_mbps`` / ``download_mbps`` (not modelled when empty: what plans
written before these settings meant).
"""

from __future__ import annotations

from dataclasses import dataclass

from gpuplanner.core.base import GB
from gpuplanner.core.memory import trainable_params
from gpuplanner.core.platform import Platform
from gpuplanner.core.workload import Method, Workload

BF16_BYTES = 2.0
MEGABITS_PER_GB = 8_000.0  # decimal: 1 GB = 8,000 Mb


@dataclass(frozen=True)
class Transfers:
    upload_gb: float
    download_gb: float
    upload_hours: float
    download_hours: float
    held_hours: float  # the part the GPUs are held (and billed) for

    @property
    def hours(self) -> float:
        return self.upload_hours + self.download_hours


def transfer_sizes(w: Workload) -> tuple[float, float]:
    """(upload, download) GB: dataset + starting checkpoint in, trained checkpoint out."""
    start = 0.0 if w.method is Method.PRETRAIN else BF16_BYTES * w.model.params / GB
    result = BF16_BYTES * (trainable_params(w) if w.is_lora else w.model.params) / GB
    return w.dataset_gb + start, result


def _hours(gb: float, mbps: float | None) -> float:
    return gb * MEGABITS_PER_GB / mbps / 3600.0 if mbps else 0.0


def transfers(w: Workload, p: Platform) -> Transfers:
    up_gb, down_gb = transfer_sizes(w)
    up, down = _hours(up_gb, p.upload_mbps), _hours(down_gb, p.download_mbps)
    held = up + down if p.transfer_holds_gpus else 0.0
    return Transfers(up_gb, down_gb, up, down, held)
