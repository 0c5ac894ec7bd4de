"""Apply a kit's results to the platform it was made for: every figure that fits the plan is
set in one new plan (nothing half-applied), each recorded as measured (host, date); what does
not fit is said, not applied.

- NCCL within a node → ``intra_node_gbps`` (the all-reduce bus bandwidth the model uses for the
  scale-up link, nccl-tests' busBW convention).
- NCCL across nodes → ``inter_node_gbps`` = busBW / adapters per node: the model's cross-node
  all-reduce runs at the node's aggregate, per adapter × adapters (core/platform.py).
- storage → ``storage`` read, small-file and checkpoint write rates (core/storage.py).
- the training run → ``calibration`` (one GPU, the run's step and tokens), exact as a typed
  calibration. A run with fewer layers than the plan (the model did not fit one GPU) is scaled
  to the plan's model by FLOPs per token: t_plan = t_run × F_plan / F_run, the same MFU.
- the run's peak memory against the model's prediction for that run (a warning past 10 %).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
from pydantic import ValidationError

from gpuplanner.core.flops import flops_per_token
from gpuplanner.core.memory import memory_per_gpu, model_shape
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import Platform
from gpuplanner.core.qualification import Measurement
from gpuplanner.core.storage import StorageSpec
from gpuplanner.core.uncertainty_models import Calibration
from gpuplanner.core.workload import Recompute, Workload
from gpuplanner.io.kit.errors import KitError
from gpuplanner.io.kit.results import KitResults, Train
from gpuplanner.io.kit.writer import workload_digest


@dataclass
class Applied:
    platform: str
    changes: list[tuple[str, object, object]] = field(default_factory=list)  # name, old, new
    skipped: list[tuple[str, str]] = field(default_factory=list)  # section, reason code


def run_workload(w: Workload, results: KitResults) -> Workload:
    """The workload the kit's training run was: the plan's, at the run's layers and batch, on
    one GPU, unsharded, without recompute."""
    t = results.sections.train
    assert t is not None
    model = w.model.model_copy(
        update={"layers": t.layers_run, "params_b": _params_b(w, t.layers_run)}
    )
    return w.model_copy(
        update={
            "model": model,
            "seq_len": t.shape.seq_len,
            "micro_batch": t.shape.micro_batch,
            "tensor_parallel": 1,
            "pipeline_parallel": 1,
            "zero_stage": 0,
            "recompute": Recompute.NONE,
            "auto_layout": (),
        }
    )


def _params_b(w: Workload, layers: int) -> float:
    """Parameters of the plan's model cut to ``layers`` (embeddings and head kept whole)."""
    shape = model_shape(w.model)
    embed = 2 * shape.vocab * shape.hidden
    per_layer = max(0.0, (w.model.params - embed) / shape.layers)
    return (embed + per_layer * layers) / 1e9


def apply_results(
    plan: Plan, results: KitResults, file: Path | None = None
) -> tuple[Plan, Applied]:
    """The plan with the results applied to their platform, and what was applied. The results
    file's bounds are the plan's (io/kit/results.py); a figure that still does not fit the
    field it fills (a scaled step) is refused, never an internal error."""
    try:
        return _apply(plan, results, file)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        raise KitError("results_invalid", f"sections: {where}", detail=first["msg"]) from None


def _apply(plan: Plan, results: KitResults, file: Path | None) -> tuple[Plan, Applied]:
    name = results.kit.platform
    index = next((i for i, p in enumerate(plan.platforms) if p.name == name), None)
    if index is None:
        raise KitError("results_other_platform", "kit.platform", name=name)
    p = plan.platforms[index]
    if results.kit.gpu_id and p.gpu.id and results.kit.gpu_id != p.gpu.id:
        raise KitError(
            "results_other_gpu", "kit.gpu_id", measured=results.kit.gpu_id, plan=p.gpu.id
        )
    applied = Applied(p.name)
    update: dict[str, object] = {}
    s = results.sections
    same_workload = results.kit.workload_digest == workload_digest(plan.workload)
    on_gpu = not results.cpu_mode

    if s.nccl is not None and not on_gpu:
        applied.skipped.append(("nccl", "cpu_mode"))
    elif s.nccl is not None and s.nccl.scope == "intra_node":
        update["intra_node_gbps"] = s.nccl.busbw_gbps
    elif s.nccl is not None:
        adapters = p.nics_per_node or p.gpus_per_node
        update["inter_node_gbps"] = s.nccl.busbw_gbps / adapters

    if s.storage is not None:
        st = s.storage
        storage = StorageSpec(
            kind=p.storage.kind,
            read_mb_s=st.sequential_read_mb_s,
            small_file_read_mb_s=st.small_file_read_mb_s,
            write_mb_s=st.checkpoint_write_mb_s or st.sequential_write_mb_s,
            packed_dataset=p.storage.packed_dataset,
            small_file_kb=st.small_file_kb or p.storage.small_file_kb,
        )
        update["storage"] = storage

    peak = predicted = None
    t = s.train
    if t is not None:
        if not on_gpu:
            applied.skipped.append(("train", "cpu_mode"))
        elif not same_workload:
            applied.skipped.append(("train", "other_workload"))
        elif t.step_seconds is None or t.steps == 0:
            applied.skipped.append(("train", "no_steps"))
        else:
            _check_run(plan.workload, t)
            ran = run_workload(plan.workload, results)
            scale = flops_per_token(plan.workload) / flops_per_token(ran)
            update["calibration"] = Calibration(
                gpus=t.gpus,
                step_seconds=t.step_seconds * scale,
                tokens_per_step=t.tokens_per_step,
                note=f"kit {results.host} {results.date.date().isoformat()}"[:200],
            )
            if t.peak_memory_gb is not None:
                peak = t.peak_memory_gb
                part = memory_per_gpu(ran, np.array([1.0]), 0.0)
                predicted = float(part.total[0])

    fields = tuple(k for k in update if k != "storage") + (
        ("storage",) if "storage" in update else ()
    )
    if not fields:
        raise KitError("results_nothing", "sections")
    for key in fields:
        applied.changes.append((key, getattr(p, key), update[key]))
    errors = tuple(e[:300] for e in (t.errors if t is not None else ()))
    update["measurement"] = Measurement(
        host=results.host[:253],
        measured_at=results.date.astimezone(dt.UTC),
        file=(file.name if file else "")[:260],
        fields=fields,
        peak_memory_gb=peak,
        predicted_memory_gb=predicted,
        nccl_errors=errors,
    )
    new = Platform.model_validate({**p.model_dump(), **{k: _dump(v) for k, v in update.items()}})
    platforms = list(plan.platforms)
    platforms[index] = new
    return plan.model_copy(update={"platforms": tuple(platforms)}), applied


def _check_run(w: Workload, t: Train) -> None:
    """The training section says what run.py ran: the plan's sequence and micro-batch on one
    GPU, all of the plan's layers or fewer. A figure the kit cannot write (a hand-edited
    tokens_per_step of 1e15 made an A100 50 times cheaper) is refused, naming it."""
    layers = round(model_shape(w.model).layers)
    expected = {
        "shape.seq_len": (t.shape.seq_len, w.seq_len),
        "shape.micro_batch": (t.shape.micro_batch, w.micro_batch),
        "layers_plan": (t.layers_plan, layers),
        "tokens_per_step": (t.tokens_per_step, t.shape.seq_len * t.shape.micro_batch * t.gpus),
    }
    for name, (value, kit_value) in expected.items():
        if value != kit_value:
            raise KitError(
                "results_train_mismatch", f"sections.train.{name}", value=value, expected=kit_value
            )
    if t.layers_run > t.layers_plan:
        raise KitError(
            "results_train_mismatch",
            "sections.train.layers_run",
            value=t.layers_run,
            expected=f"≤ {t.layers_plan}",
        )


def _dump(value: object) -> object:
    return value.model_dump() if hasattr(value, "model_dump") else value
