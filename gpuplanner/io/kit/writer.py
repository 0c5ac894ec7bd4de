"""Write the kit folder: run.py (standalone: Python, and PyTorch for nccl / train) and kit.json
(what run.py needs to know about the plan, and the identity its results must carry back)."""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from pathlib import Path
from typing import Any

from gpuplanner import __version__
from gpuplanner.core.memory import checkpoint_bytes, model_shape
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import Platform
from gpuplanner.core.workload import Workload
from gpuplanner.io.atomic import atomic_write_bytes
from gpuplanner.io.kit.errors import KitError
from gpuplanner.paths import resources_dir

KIT_FILES = ("run.py", "kit.json", "README.txt")


def workload_digest(w: Workload) -> str:
    """What a measured run depends on: the model's shape and the training step's shape. A
    results.json whose digest differs was measured for another workload."""
    shape = model_shape(w.model)
    key = {
        "shape": [shape.layers, shape.hidden, shape.heads, shape.kv_heads, shape.ffn, shape.vocab],
        "params_b": w.model.params_b,
        "method": w.method.value,
        "lora_rank": w.lora_rank,
        "seq_len": w.seq_len,
        "micro_batch": w.micro_batch,
        "precision": w.precision.value,
    }
    return hashlib.sha256(json.dumps(key, sort_keys=True).encode()).hexdigest()[:16]


def kit_spec(plan: Plan, platform: Platform, today: dt.date | None = None) -> dict[str, Any]:
    w = plan.workload
    shape = model_shape(w.model)
    split = w.tensor_parallel * w.pipeline_parallel
    return {
        "identity": {
            "plan_title": plan.title,
            "workload_digest": workload_digest(w),
            "platform": platform.name,
            "gpu_id": platform.gpu.id,
            "gpu_name": platform.gpu.name,
            "gpus_per_node": platform.gpus_per_node,
            "made_by": f"gpuplanner {__version__}",
            "made_on": (today or dt.date.today()).isoformat(),
        },
        "model": {
            "layers": round(shape.layers),
            "hidden": round(shape.hidden),
            "heads": round(shape.heads),
            "kv_heads": round(shape.kv_heads),
            "ffn": round(shape.ffn),
            "vocab": round(shape.vocab),
        },
        "seq_len": w.seq_len,
        "micro_batch": w.micro_batch,
        "precision": w.precision.value,
        "method": w.method.value,
        "lora_rank": w.lora_rank,
        "layout": {"tensor_parallel": w.tensor_parallel, "pipeline_parallel": w.pipeline_parallel},
        # One checkpoint of the plan (weights and optimizer states), one shard per
        # model-parallel rank, as Megatron and torch.distributed.checkpoint write it.
        "checkpoint_gb": checkpoint_bytes(w) / 1e9,
        "checkpoint_shards": split,
        "small_file_kb": 64,
    }


def make_kit(plan: Plan, platform_name: str, out: Path, today: dt.date | None = None) -> list[Path]:
    """Write the kit for ``platform_name`` into the folder ``out`` (made if missing). A folder
    that holds anything but an earlier kit is refused, so nothing of the user's is replaced."""
    platform = next((p for p in plan.platforms if p.name == platform_name), None)
    if platform is None:
        names = ", ".join(p.name for p in plan.platforms) or "—"
        raise KitError("no_such_platform", "--platform", name=platform_name, names=names)
    if out.exists() and not out.is_dir():
        raise KitError("not_a_folder", "-o", path=str(out))
    if out.is_dir():
        strangers = sorted(
            p.name for p in out.iterdir() if p.name not in (*KIT_FILES, "results.json")
        )
        if strangers:
            raise KitError("folder_not_empty", "-o", path=str(out), first=strangers[0])
    out.mkdir(parents=True, exist_ok=True)
    source = resources_dir() / "kit"
    written = []
    for name in ("run.py", "README.txt"):
        atomic_write_bytes(out / name, (source / name).read_bytes())
        written.append(out / name)
    spec = json.dumps(kit_spec(plan, platform, today), ensure_ascii=False, indent=2)
    atomic_write_bytes(out / "kit.json", (spec + "\n").encode("utf-8"))
    written.append(out / "kit.json")
    return written
