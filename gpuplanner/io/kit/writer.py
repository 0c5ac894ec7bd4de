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
from gpuplanner.io import messages
from gpuplanner.io.atomic import WriteError, atomic_write_bytes
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


def make_kit(
    plan: Plan,
    platform_name: str,
    out: Path,
    today: dt.date | None = None,
    plan_path: Path | None = None,
) -> list[Path]:
    """Write the kit for ``platform_name`` into the folder ``out`` (made if missing). A folder
    that holds anything but an earlier kit is refused, so nothing of the user's is replaced;
    so is a kit file there that is a link (a stranger's folder could point ``run.py`` at any
    file) or that is ``plan_path``, the plan being read."""
    platform = next((p for p in plan.platforms if p.name == platform_name), None)
    if platform is None:
        names = ", ".join(p.name for p in plan.platforms) or "—"
        raise KitError("no_such_platform", "--platform", name=platform_name, names=names)
    try:
        if out.exists() and not out.is_dir():
            raise KitError("not_a_folder", "-o", path=str(out))
        if out.is_dir():
            strangers = sorted(
                p.name for p in out.iterdir() if p.name not in (*KIT_FILES, "results.json")
            )
            if strangers:
                raise KitError("folder_not_empty", "-o", path=str(out), first=strangers[0])
            for name in KIT_FILES:
                _check_replaceable(out / name, plan_path)
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:  # under a file, a name too long, a folder not ours to write
        raise WriteError("write_failed", out, detail=messages.os_reason(exc)) from exc
    source = resources_dir() / "kit"
    written = []
    for name in ("run.py", "README.txt"):
        atomic_write_bytes(out / name, (source / name).read_bytes())
        written.append(out / name)
    spec = json.dumps(kit_spec(plan, platform, today), ensure_ascii=False, indent=2)
    atomic_write_bytes(out / "kit.json", (spec + "\n").encode("utf-8"))
    written.append(out / "kit.json")
    return written


def _check_replaceable(path: Path, plan_path: Path | None) -> None:
    """An earlier kit's file may be replaced; a link (atomic_write would replace what it
    points at) or the plan being read may not."""
    if path.is_symlink():
        raise KitError("kit_file_is_link", "-o", path=str(path))
    if plan_path is not None and path.exists() and path.samefile(plan_path):
        raise KitError("kit_file_is_plan", "-o", path=str(path))
