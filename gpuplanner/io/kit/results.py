"""Read a kit's results.json: a file from a stranger, read with the plan file's caps (a regular
file, at most 4 MB, nesting at most 32 deep, finite numbers) and checked against the schema
run.py writes. Sections a run did not reach are absent; a failed one is in ``errors``."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from gpuplanner.core.base import MAX_VALUE, MIN_POSITIVE
from gpuplanner.io import messages
from gpuplanner.io.kit.errors import KitError
from gpuplanner.io.safe_read import NotRegularFile, TooLarge, read_regular

SCHEMA = "gpuplanner-kit-results"
SCHEMA_VERSION = 1
MAX_BYTES = 4 * 1024 * 1024
MAX_DEPTH = 32
MAX_DIGITS = 30  # an integer longer than this is no measurement (and int() of 4,300+ refuses)
# The plan's own bounds (core/base.py MIN_POSITIVE, MAX_VALUE), so a figure applied fits the
# field it fills.
Positive = Annotated[float, Field(ge=MIN_POSITIVE, le=MAX_VALUE, allow_inf_nan=False)]
NonNeg = Annotated[float, Field(ge=0, le=MAX_VALUE, allow_inf_nan=False)]
Text = Annotated[str, Field(max_length=300)]


class _Section(BaseModel):
    # A newer run.py of the same schema version may add figures; they are not read.
    model_config = ConfigDict(extra="ignore", frozen=True)


class Identity(_Section):
    plan_title: Annotated[str, Field(max_length=10_000)] = ""
    workload_digest: Text
    platform: Annotated[str, Field(max_length=10_000)]
    gpu_id: Text = ""
    gpu_name: Text = ""


class NcclSize(_Section):
    bytes: Positive
    busbw_gbps: NonNeg


class Nccl(_Section):
    scope: Annotated[str, Field(pattern="^(intra_node|inter_node)$")]
    ranks: Annotated[int, Field(ge=2, le=1_000_000)]
    nodes: Annotated[int, Field(ge=1, le=100_000)] = 1
    sizes: Annotated[tuple[NcclSize, ...], Field(min_length=1, max_length=64)]

    @model_validator(mode="after")
    def _some_bandwidth(self) -> Nccl:
        # nccl-tests prints 0.00 for the smallest messages; the plateau must be above it.
        if self.busbw_gbps <= 0:
            raise ValueError("no message size reached a bus bandwidth above 0 GB/s")
        return self

    @property
    def busbw_gbps(self) -> float:
        """The bus bandwidth large messages reach (nccl-tests reports the plateau)."""
        return max(s.busbw_gbps for s in self.sizes)


class Storage(_Section):
    sequential_read_mb_s: Positive | None = None
    sequential_write_mb_s: Positive | None = None
    small_file_read_mb_s: Positive | None = None
    small_file_kb: Positive | None = None
    checkpoint_write_mb_s: Positive | None = None


class TrainShape(_Section):
    layers: Annotated[int, Field(ge=1, le=1_000_000)]
    hidden: Annotated[int, Field(ge=1, le=10_000_000)]
    seq_len: Annotated[int, Field(ge=1, le=100_000_000)]
    micro_batch: Annotated[int, Field(ge=1, le=1_000_000)]


class Train(_Section):
    device: Text = "cuda"
    shape: TrainShape
    layers_plan: Annotated[int, Field(ge=1, le=1_000_000)]
    layers_run: Annotated[int, Field(ge=1, le=1_000_000)]
    steps: Annotated[int, Field(ge=0, le=100_000_000)]
    step_seconds: Positive | None = None
    tokens_per_step: Positive
    peak_memory_gb: NonNeg | None = None
    gpus: Annotated[int, Field(ge=1, le=1)] = 1  # run.py trains on one GPU
    errors: Annotated[tuple[Text, ...], Field(max_length=100)] = ()


class Sections(_Section):
    env: dict[str, Any] | None = None
    nccl: Nccl | None = None
    storage: Storage | None = None
    train: Train | None = None


class KitResults(_Section):
    schema_: Annotated[str, Field(alias="schema")]
    schema_version: int
    kit: Identity
    host: Annotated[str, Field(max_length=253)] = ""
    date: dt.datetime
    cpu_mode: bool = False
    sections: Sections = Sections()
    errors: dict[Text, Annotated[str, Field(max_length=10_000)]] = {}


def _depth(value: Any, level: int = 0) -> int:
    if level > MAX_DEPTH:
        return level
    if isinstance(value, dict):
        return max((_depth(v, level + 1) for v in value.values()), default=level)
    if isinstance(value, list):
        return max((_depth(v, level + 1) for v in value), default=level)
    return level


def _refuse_constant(name: str) -> float:
    raise KitError("results_not_finite", value=name)


def _bounded_int(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_DIGITS:
        raise KitError("results_long_number", digits=digits)
    return int(text)


def _no_repeated_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    # A key given twice would be read as its last value: refused, as a plan file refuses it.
    obj = dict(pairs)
    if len(obj) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise KitError("results_repeated_key", key=key[:60])
            seen.add(key)
    return obj


def load_results(path: Path) -> KitResults:
    try:
        raw = read_regular(path, MAX_BYTES)
    except IsADirectoryError:
        raise KitError("results_unreadable", str(path), detail="a folder") from None
    except NotRegularFile as exc:
        raise KitError("results_unreadable", str(path), detail=exc.kind) from None
    except TooLarge as exc:
        raise KitError("results_too_large", str(path), size=exc.size, cap=MAX_BYTES) from None
    except OSError as exc:
        raise KitError("results_unreadable", str(path), detail=messages.os_reason(exc)) from None
    try:
        data = json.loads(
            raw.decode("utf-8-sig"),
            parse_constant=_refuse_constant,
            parse_int=_bounded_int,
            object_pairs_hook=_no_repeated_keys,
        )
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise KitError("results_not_json", str(path)) from None
    except RecursionError:
        raise KitError("results_too_deep", str(path), depth=MAX_DEPTH) from None
    except KitError as exc:  # NaN, a 5,000-digit integer, a repeated key: said with the file
        raise KitError(exc.code, str(path), **exc.params) from None
    if _depth(data) > MAX_DEPTH:
        raise KitError("results_too_deep", str(path), depth=MAX_DEPTH)
    if not isinstance(data, dict) or data.get("schema") != SCHEMA:
        raise KitError("results_not_kit", str(path))
    version = data.get("schema_version")
    if isinstance(version, int) and not isinstance(version, bool) and version > SCHEMA_VERSION:
        raise KitError("results_newer", str(path), version=version, supported=SCHEMA_VERSION)
    try:
        results = KitResults.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        raise KitError("results_invalid", f"{path}: {where}", detail=first["msg"]) from None
    date = results.date
    if date.tzinfo is None:  # run.py writes UTC; a naive date is read as UTC
        date = date.replace(tzinfo=dt.UTC)
    try:
        date = date.astimezone(dt.UTC)  # year 1 at +14:00 has no UTC date
    except OverflowError:
        raise KitError("results_invalid", f"{path}: date", detail="out of range") from None
    return results.model_copy(update={"date": date})
