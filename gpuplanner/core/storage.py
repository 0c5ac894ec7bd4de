"""Storage as a throughput, not only a fee (issue 28): a step can wait for its data, and a
checkpoint takes its size over the write bandwidth.

Data: training reads tokens × epochs × bytes per token over the run. Each node reads its own
shard of the dataset (a distributed sampler) at the platform's read rate — the packed
(sequential) rate, or the small-file rate when the dataset is kept as many small files — so
the data-limited hours are

    T_data(N) = D · b / (R · nodes(N)) / 3600,      nodes(N) = ⌈N / GPUs per node⌉

and the run takes max(T_compute, T_data): a DataLoader with prefetching workers overlaps reading
with compute (PyTorch data-loading docs), so the slower of the two sets the pace. Bytes per
token: the dataset's size over its tokens when the workload gives a size, else 4 B (uint32
token ids, as Megatron-LM's indexed datasets store a vocabulary above 65,535).

Checkpoints: C = checkpoint bytes (core.memory.checkpoint_bytes: weights and optimizer states)
/ write rate, replacing the typed write time when a write rate is known. The checkpoint is
written synchronously (the interruption model's C is time the GPUs wait).
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING

from pydantic import Field

from gpuplanner.core.base import Frozen, PositiveFloat
from gpuplanner.core.workload import Workload

if TYPE_CHECKING:
    import numpy as np

TOKEN_ID_BYTES = 4.0  # uint32 token ids (Megatron-LM indexed dataset, vocab > 65,535)
MB = 1e6


class StorageKind(StrEnum):
    UNKNOWN = "unknown"
    OBJECT = "object"  # S3 / COS / OSS: high latency per request, good sequential rate
    PARALLEL_FS = "parallel_fs"  # Lustre, GPFS, CPFS, WekaFS
    LOCAL_NVME = "local_nvme"  # the node's own disks (a cache the dataset is copied to)


class StorageSpec(Frozen):
    """Read and write throughput of the dataset and checkpoint paths, per node, MB/s (10⁶ B/s),
    as the kit's storage test measures them. Empty: not modelled (data never binds)."""

    kind: StorageKind = StorageKind.UNKNOWN
    read_mb_s: PositiveFloat | None = None  # sequential read (a packed dataset)
    small_file_read_mb_s: PositiveFloat | None = None  # many small files read at random
    write_mb_s: PositiveFloat | None = None  # checkpoint writes
    packed_dataset: bool = True  # False: the dataset is many small files
    small_file_kb: PositiveFloat = Field(default=64.0)  # the small-file test's file size

    @property
    def data_rate_mb_s(self) -> float | None:
        """The rate the dataset is read at, as it is kept."""
        if self.packed_dataset:
            return self.read_mb_s
        return self.small_file_read_mb_s or self.read_mb_s


def default_dataset_gb(tokens: float) -> float:
    """The size a dataset of ``tokens`` has on disk as token ids (``TOKEN_ID_BYTES`` each),
    GB to one decimal: 4.0 GB for 1e9 tokens. What a new plan assumes until a size is typed."""
    return round(tokens * TOKEN_ID_BYTES / 1e9, 1)


def dataset_follows_tokens(before: Workload, after: Workload) -> Workload:
    """``after``, whose tokens the user changed: a dataset size still at the default for the
    old tokens (``default_dataset_gb``) follows to the new tokens' default; a typed size (any
    other figure) stays."""
    if after.tokens == before.tokens or before.dataset_gb != default_dataset_gb(before.tokens):
        return after
    return after.model_copy(update={"dataset_gb": default_dataset_gb(after.tokens)})


class StorageClass(Frozen):
    """Typical per-node rates of a storage kind, with where they come from: a start to edit
    until the kit measures the platform's own (issue 28). ``None``: no typical figure."""

    read_mb_s: float | None
    small_file_read_mb_s: float | None
    write_mb_s: float | None
    source: str


# Object storage: ~85–90 MB/s per connection, so 16 parallel ranged GETs ≈ 1,400 MB/s
# sequential; small objects are bound by requests, 5,500 GET/s per prefix × 64 KB = 352 MB/s
# (AWS, "Best practices design patterns: optimizing Amazon S3 performance"). A node's local
# NVMe: one PCIe Gen4 data-centre drive, 7,000 MB/s sequential read, 3,800 MB/s write,
# 1,500 K random 4 KB reads/s (Samsung PM1733 datasheet), i.e. small files at the sequential
# rate. A parallel file system's rate depends on how much of it is provisioned (Lustre,
# CPFS, GPFS: per TiB): no typical figure, the kit measures it.
STORAGE_CLASSES: dict[StorageKind, StorageClass] = {
    StorageKind.OBJECT: StorageClass(
        read_mb_s=1400.0,
        small_file_read_mb_s=352.0,
        write_mb_s=1400.0,
        source="AWS S3 performance guidelines: 85–90 MB/s a connection × 16; 5,500 GET/s × 64 KB",
    ),
    StorageKind.LOCAL_NVME: StorageClass(
        read_mb_s=7000.0,
        small_file_read_mb_s=7000.0,
        write_mb_s=3800.0,
        source="one PCIe Gen4 NVMe drive (Samsung PM1733 datasheet)",
    ),
}


def with_typical_rates(storage: StorageSpec) -> StorageSpec:
    """The storage with its kind's typical rates where a rate is not known yet."""
    typical = STORAGE_CLASSES.get(storage.kind)
    if typical is None:
        return storage
    update = {
        name: getattr(typical, name)
        for name in ("read_mb_s", "small_file_read_mb_s", "write_mb_s")
        if getattr(storage, name) is None and getattr(typical, name) is not None
    }
    return storage.model_copy(update=update)


def bytes_per_token(w: Workload) -> float:
    if w.dataset_gb > 0:
        return w.dataset_gb * 1e9 / w.tokens
    return TOKEN_ID_BYTES


def data_hours(w: Workload, storage: StorageSpec, n: np.ndarray, gpus_per_node: int) -> np.ndarray:
    """Hours the run needs to read its data at ``n`` GPUs (0 where the rate is unknown)."""
    import numpy as np  # here, not at the top: the plan models load before the first paint

    rate = storage.data_rate_mb_s
    if rate is None:
        return np.zeros(n.shape)
    nodes = np.ceil(n / gpus_per_node)
    total_bytes = w.tokens * w.epochs * bytes_per_token(w)
    return total_bytes / (rate * MB * nodes) / 3600.0


def needed_mb_s(
    w: Workload, train_hours: np.ndarray, n: np.ndarray, gpus_per_node: int
) -> np.ndarray:
    """MB/s each node must read to keep the GPUs busy at the compute-bound pace."""
    import numpy as np  # here, not at the top: the plan models load before the first paint

    nodes = np.ceil(n / gpus_per_node)
    total_bytes = w.tokens * w.epochs * bytes_per_token(w)
    with np.errstate(divide="ignore", invalid="ignore"):
        return total_bytes / (train_hours * 3600.0) / nodes / MB


def checkpoint_write_hours(checkpoint_bytes: float, storage: StorageSpec) -> float | None:
    """C = size / write rate, hours; ``None`` when no write rate is known."""
    if storage.write_mb_s is None:
        return None
    return checkpoint_bytes / (storage.write_mb_s * MB) / 3600.0
