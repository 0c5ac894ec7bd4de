#!/usr/bin/env python3
"""gpuplanner platform qualification kit — run this on the rented machine.

    python run.py [--only env,nccl,storage,train] [--cpu] [--seconds 300]
                  [--data-dir PATH] [--checkpoint-dir PATH] [-o results.json]

Needs only Python 3.8+ for `env` and `storage`; `nccl` and `train` need PyTorch. With `--cpu`,
`nccl` runs on gloo between two local processes and `train` on a tiny model of the plan's
shape family, so the kit can be tried on any machine. Across two nodes, start it with torchrun
on both (the usual MASTER_ADDR / MASTER_PORT / NNODES / NODE_RANK variables) and `--only nccl`.

Everything measured goes into one results.json (schema "gpuplanner-kit-results", version 1),
which `gpuplanner import-measurements PLAN results.json` applies to the plan the kit came from.
The kit reads kit.json beside this file (written by `gpuplanner kit`); it runs nothing else
and sends nothing anywhere.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import platform
import random
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import traceback

START = time.perf_counter()
SCHEMA = "gpuplanner-kit-results"
SCHEMA_VERSION = 1
HERE = os.path.dirname(os.path.abspath(__file__))
SECTIONS = ("env", "nccl", "storage", "train")


def _kit() -> dict:
    with open(os.path.join(HERE, "kit.json"), encoding="utf-8") as f:
        return json.load(f)


def _torch():
    try:
        import torch  # optional: env and storage run without it

        return torch
    except ImportError:
        return None


def _run(cmd: list[str]) -> str | None:
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=60, check=True)
    except (OSError, subprocess.SubprocessError):
        return None
    return out.stdout.strip()


# --- env ------------------------------------------------------------------------------------


def section_env(args: argparse.Namespace, kit: dict) -> dict:
    env: dict = {
        "python": platform.python_version(),
        "os": platform.platform(),
        "cpus": os.cpu_count(),
    }
    smi = _run(
        [
            "nvidia-smi",
            "--query-gpu=name,memory.total,driver_version",
            "--format=csv,noheader,nounits",
        ]
    )
    if smi:
        rows = [[c.strip() for c in line.split(",")] for line in smi.splitlines() if line]
        env["gpus"] = [{"name": r[0], "memory_mib": float(r[1]), "driver": r[2]} for r in rows]
        env["gpu_count"] = len(rows)
        env["driver"] = rows[0][2] if rows else None
    env["topology"] = _run(["nvidia-smi", "topo", "-m"])
    torch = _torch()
    env["torch"] = getattr(torch, "__version__", None)
    if torch is not None:
        env["cuda"] = getattr(torch.version, "cuda", None)
        cuda = torch.cuda.is_available() and not args.cpu
        env["cuda_available"] = bool(cuda)
        if torch.cuda.is_available():
            try:
                env["nccl"] = ".".join(str(v) for v in torch.cuda.nccl.version())
            except Exception:  # a build without NCCL
                env["nccl"] = None
        if cuda:
            # From the kit's start to a first finished CUDA kernel: driver and context start-up.
            x = torch.ones(1, device="cuda")
            (x + x).sum().item()
            env["seconds_to_first_kernel"] = time.perf_counter() - START
            props = torch.cuda.get_device_properties(0)
            env["device_name"] = props.name
            env["device_memory_gb"] = props.total_memory / 1e9
            env["gpu_count"] = torch.cuda.device_count()
    return env


# --- nccl -----------------------------------------------------------------------------------


def _sizes(cpu: bool) -> list[int]:
    # nccl-tests' default sweep is 8 B … 128 MB doubling; large messages show the bus bandwidth.
    top = 4 << 20 if cpu else 1 << 30
    sizes, size = [], 1 << 20 if not cpu else 1 << 12
    while size <= top:
        sizes.append(size)
        size <<= 2
    return sizes


def _allreduce_worker(rank: int, world: int, cpu: bool, port: int, queue) -> None:
    import torch
    import torch.distributed as tdist

    backend = "gloo" if cpu else "nccl"
    os.environ.setdefault("MASTER_ADDR", "127.0.0.1")
    os.environ.setdefault("MASTER_PORT", str(port))
    tdist.init_process_group(backend, rank=rank, world_size=world)
    device = "cpu" if cpu else f"cuda:{rank % max(1, torch.cuda.device_count())}"
    if not cpu:
        torch.cuda.set_device(device)
    rows = []
    for size in _sizes(cpu):
        x = torch.ones(size // 4, dtype=torch.float32, device=device)
        for _ in range(3):
            tdist.all_reduce(x)
        if not cpu:
            torch.cuda.synchronize()
        reps = 5 if cpu else 20
        t0 = time.perf_counter()
        for _ in range(reps):
            tdist.all_reduce(x)
        if not cpu:
            torch.cuda.synchronize()
        seconds = (time.perf_counter() - t0) / reps
        algbw = size / seconds / 1e9
        # nccl-tests PERFORMANCE.md: all-reduce busBW = algBW × 2(n − 1)/n.
        rows.append(
            {
                "bytes": size,
                "seconds": seconds,
                "algbw_gbps": algbw,
                "busbw_gbps": algbw * 2 * (world - 1) / world,
            }
        )
    if rank == 0:
        queue.put(rows)
    tdist.destroy_process_group()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def section_nccl(args: argparse.Namespace, kit: dict) -> dict:
    torch = _torch()
    if torch is None:
        raise RuntimeError("PyTorch is not installed: nccl needs it")
    import torch.multiprocessing as mp

    if "WORLD_SIZE" in os.environ and int(os.environ["WORLD_SIZE"]) > 1:
        # Under torchrun (one or two nodes): this process is one rank.
        world = int(os.environ["WORLD_SIZE"])
        local = int(os.environ.get("LOCAL_WORLD_SIZE", world))
        queue = _LocalQueue()
        _allreduce_worker(int(os.environ["RANK"]), world, args.cpu, 0, queue)
        scope = "inter_node" if local < world else "intra_node"
        return {"scope": scope, "ranks": world, "nodes": world // local, "sizes": queue.rows}
    world = 2 if args.cpu else torch.cuda.device_count()
    if world < 2:
        raise RuntimeError("one GPU: an all-reduce needs two ranks (run with --cpu to try gloo)")
    ctx = mp.get_context("spawn")
    queue = ctx.Queue()
    port = _free_port()
    procs = [
        ctx.Process(target=_allreduce_worker, args=(r, world, args.cpu, port, queue))
        for r in range(world)
    ]
    for p in procs:
        p.start()
    rows = queue.get(timeout=600)
    for p in procs:
        p.join(timeout=120)
    return {"scope": "intra_node", "ranks": world, "nodes": 1, "sizes": rows}


class _LocalQueue:
    def __init__(self) -> None:
        self.rows: list = []

    def put(self, rows: list) -> None:
        self.rows = rows


# --- storage --------------------------------------------------------------------------------


def _drop(path: str) -> None:
    """Ask the kernel to forget the file's cached pages, so a read measures the storage."""
    if hasattr(os, "posix_fadvise"):
        fd = os.open(path, os.O_RDONLY)
        try:
            os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
        finally:
            os.close(fd)


def _write(path: str, size: int, block: bytes) -> float:
    t0 = time.perf_counter()
    with open(path, "wb") as f:
        left = size
        while left > 0:
            f.write(block[: min(left, len(block))])
            left -= len(block)
        f.flush()
        os.fsync(f.fileno())
    return time.perf_counter() - t0


def _read(path: str) -> float:
    _drop(path)
    t0 = time.perf_counter()
    with open(path, "rb") as f:
        while f.read(8 << 20):
            pass
    return time.perf_counter() - t0


def _folder(wanted: str | None, fallback: str) -> str:
    if wanted:
        os.makedirs(wanted, exist_ok=True)
        return tempfile.mkdtemp(prefix="gpuplanner-kit-", dir=wanted)
    return tempfile.mkdtemp(prefix=f"gpuplanner-kit-{fallback}-")


def section_storage(args: argparse.Namespace, kit: dict) -> dict:
    small = args.cpu or args.quick
    seq_mb = 64 if small else args.seq_mb
    files = 200 if small else 4000
    file_kb = kit.get("small_file_kb", 64)
    block = os.urandom(8 << 20)
    out: dict = {}
    data = _folder(args.data_dir, "data")
    ckpt = _folder(args.checkpoint_dir, "checkpoint")
    try:
        big = os.path.join(data, "sequential.bin")
        w = _write(big, seq_mb << 20, block)
        r = _read(big)
        out["data_path"] = args.data_dir or "(temporary folder)"
        out["sequential_write_mb_s"] = seq_mb * 1.048576 / w
        out["sequential_read_mb_s"] = seq_mb * 1.048576 / r
        os.remove(big)
        names = []
        payload = os.urandom(file_kb * 1024)
        for i in range(files):
            name = os.path.join(data, f"sample-{i:06d}.bin")
            with open(name, "wb") as f:
                f.write(payload)
            names.append(name)
        os.sync() if hasattr(os, "sync") else None
        for name in names:
            _drop(name)
        random.shuffle(names)
        t0 = time.perf_counter()
        for name in names:
            with open(name, "rb") as f:
                f.read()
        seconds = time.perf_counter() - t0
        out["small_files"] = files
        out["small_file_kb"] = file_kb
        out["small_file_read_mb_s"] = files * file_kb * 1.024e-3 / seconds
        out["small_files_per_s"] = files / seconds
        # A checkpoint save of the plan's size, in as many shards as the layout writes (one
        # per model-parallel rank), capped so a test stays short; the rate is what counts.
        total_gb = float(kit.get("checkpoint_gb", 1.0))
        shards = max(1, int(kit.get("checkpoint_shards", 1)))
        cap_gb = 0.25 if small else args.checkpoint_cap_gb
        written_gb = min(total_gb, cap_gb)
        shard_bytes = max(1, int(written_gb * 1e9 / shards))
        t0 = time.perf_counter()
        for i in range(shards):
            _write(os.path.join(ckpt, f"shard-{i:05d}.bin"), shard_bytes, block)
        seconds = time.perf_counter() - t0
        out["checkpoint_path"] = args.checkpoint_dir or "(temporary folder)"
        out["checkpoint_gb_planned"] = total_gb
        out["checkpoint_gb_written"] = shard_bytes * shards / 1e9
        out["checkpoint_shards"] = shards
        out["checkpoint_write_mb_s"] = shard_bytes * shards / 1e6 / seconds
    finally:
        for folder in (data, ckpt):
            shutil.rmtree(folder, ignore_errors=True)
    return out


# --- train ----------------------------------------------------------------------------------


def _model(torch, shape: dict, lora_rank: int | None):
    nn = torch.nn
    f = torch.nn.functional
    hidden, heads = shape["hidden"], shape["heads"]
    kv_heads, ffn, vocab = shape["kv_heads"], shape["ffn"], shape["vocab"]
    head_dim = hidden // heads

    class Lora(nn.Module):
        """A frozen linear layer with a trainable low-rank update (Hu et al. 2021)."""

        def __init__(self, base, rank: int) -> None:
            super().__init__()
            self.base = base
            base.weight.requires_grad_(False)
            self.a = nn.Parameter(torch.randn(rank, base.in_features) / rank)
            self.b = nn.Parameter(torch.zeros(base.out_features, rank))

        def forward(self, x):
            return self.base(x) + f.linear(f.linear(x, self.a), self.b)

    def linear(i: int, o: int):
        layer = nn.Linear(i, o, bias=False)
        return Lora(layer, lora_rank) if lora_rank else layer

    class Block(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.n1, self.n2 = nn.RMSNorm(hidden), nn.RMSNorm(hidden)
            self.q = linear(hidden, heads * head_dim)
            self.kv = linear(hidden, 2 * kv_heads * head_dim)
            self.o = linear(heads * head_dim, hidden)
            self.up = linear(hidden, 2 * ffn)  # gate and up (SwiGLU, as Llama)
            self.down = linear(ffn, hidden)

        def forward(self, x):
            b, s, _ = x.shape
            h = self.n1(x)
            q = self.q(h).view(b, s, heads, head_dim).transpose(1, 2)
            k, v = self.kv(h).view(b, s, 2, kv_heads, head_dim).unbind(2)
            k, v = k.transpose(1, 2), v.transpose(1, 2)
            if kv_heads != heads:  # grouped-query attention: each K/V head serves a group
                k = k.repeat_interleave(heads // kv_heads, dim=1)
                v = v.repeat_interleave(heads // kv_heads, dim=1)
            a = f.scaled_dot_product_attention(q, k, v, is_causal=True)
            x = x + self.o(a.transpose(1, 2).reshape(b, s, hidden))
            gate, up = self.up(self.n2(x)).chunk(2, dim=-1)
            return x + self.down(f.silu(gate) * up)

    class Model(nn.Module):
        def __init__(self, layers: int) -> None:
            super().__init__()
            self.embed = nn.Embedding(vocab, hidden)
            self.blocks = nn.ModuleList(Block() for _ in range(layers))
            self.norm = nn.RMSNorm(hidden)
            self.head = nn.Linear(hidden, vocab, bias=False)
            if lora_rank:
                self.embed.weight.requires_grad_(False)
                self.head.weight.requires_grad_(False)

        def forward(self, ids):
            x = self.embed(ids)
            for block in self.blocks:
                x = block(x)
            return self.head(self.norm(x))

    return Model


def _params_per_layer(shape: dict) -> float:
    h, f, heads, kv = shape["hidden"], shape["ffn"], shape["heads"], shape["kv_heads"]
    d = h // heads
    return h * heads * d * 2 + h * 2 * kv * d + 3 * h * f


def section_train(args: argparse.Namespace, kit: dict) -> dict:
    torch = _torch()
    if torch is None:
        raise RuntimeError("PyTorch is not installed: train needs it")
    plan_shape = dict(kit["model"])
    cpu = args.cpu or not torch.cuda.is_available()
    shape = dict(plan_shape)
    seq, micro = int(kit["seq_len"]), int(kit["micro_batch"])
    lora = kit.get("lora_rank") if kit.get("method") in ("lora", "qlora") else None
    note = None
    if cpu:
        # A tiny model of the same family: the kit's code path, not the machine, is tested.
        shape = {"hidden": 64, "ffn": 172, "heads": 4, "kv_heads": 2, "vocab": 512, "layers": 2}
        seq, micro = 32, 2
        note = "cpu_tiny_shape"
    device = "cpu" if cpu else "cuda"
    # Mixed precision as the plan counts it: fp32 weights (the master copy) and Adam moments,
    # bf16/fp16 compute under autocast (16 B per trained parameter with the fp32 gradients,
    # the ZeRO paper's 16Ψ); a LoRA run keeps its frozen base in 16 bit, its adapters fp32.
    half = {"fp16": torch.float16}.get(kit.get("precision"), torch.bfloat16)
    layers = int(shape["layers"])
    if not cpu:
        # Fewer layers when the whole model cannot fit one GPU: 16 B per trained parameter
        # (bf16 weights and grads, fp32 master and Adam moments; ZeRO paper §3) — 2 B frozen.
        per_layer = _params_per_layer(shape) * (2.5 if lora else 16.0)
        fixed = 2 * shape["vocab"] * shape["hidden"] * (2.0 if lora else 16.0)
        budget = 0.55 * torch.cuda.get_device_properties(0).total_memory - fixed
        fit = max(1, int(budget // per_layer))
        if fit < layers:
            note, layers = "fewer_layers", fit
    model = _model(torch, shape, int(lora) if lora else None)(layers).to(device)
    if lora and not cpu:
        for param in model.parameters():
            if not param.requires_grad:
                param.data = param.data.to(half)
    params = [p for p in model.parameters() if p.requires_grad]
    opt = torch.optim.AdamW(params, lr=1e-4, fused=not cpu)
    ids = torch.randint(0, shape["vocab"], (micro, seq + 1), device=device)
    errors: list[str] = []

    autocast = torch.autocast("cuda", dtype=half, enabled=not cpu)

    def step() -> None:
        with autocast:
            logits = model(ids[:, :-1])
            loss = torch.nn.functional.cross_entropy(
                logits.float().view(-1, shape["vocab"]), ids[:, 1:].reshape(-1)
            )
        loss.backward()
        opt.step()
        opt.zero_grad(set_to_none=True)

    sync = (lambda: None) if cpu else torch.cuda.synchronize
    for _ in range(3):  # warm-up: kernels chosen, allocator settled
        step()
    sync()
    if not cpu:
        torch.cuda.reset_peak_memory_stats()
    budget_s = 5.0 if cpu else float(args.seconds)
    times: list[float] = []
    t_end = time.perf_counter() + budget_s
    while time.perf_counter() < t_end or len(times) < 5:
        t0 = time.perf_counter()
        try:
            step()
            sync()
        except RuntimeError as exc:  # an out-of-memory or NCCL error is a finding
            errors.append(str(exc).splitlines()[0][:300])
            break
        times.append(time.perf_counter() - t0)
        if len(times) >= 10000:
            break
    step_s = statistics.median(times) if times else None
    tokens = micro * seq
    return {
        "device": device,
        "precision": "fp32" if cpu else kit.get("precision", "bf16"),
        "method": kit.get("method"),
        "shape": {**shape, "layers": layers, "seq_len": seq, "micro_batch": micro},
        "layers_plan": int(plan_shape["layers"]),
        "layers_run": layers,
        "note": note,
        "steps": len(times),
        "step_seconds": step_s,
        "tokens_per_step": tokens,
        "tokens_per_second": tokens / step_s if step_s else None,
        "peak_memory_gb": None if cpu else torch.cuda.max_memory_allocated() / 1e9,
        "gpus": 1,
        "errors": errors,
    }


# --- main -----------------------------------------------------------------------------------

RUNNERS = {
    "env": section_env,
    "nccl": section_nccl,
    "storage": section_storage,
    "train": section_train,
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="gpuplanner platform qualification kit")
    parser.add_argument("--only", default=",".join(SECTIONS), help="env,nccl,storage,train")
    parser.add_argument("--cpu", action="store_true", help="gloo and a tiny model on the CPU")
    parser.add_argument("--quick", action="store_true", help="small storage test sizes")
    parser.add_argument("--seconds", type=float, default=300.0, help="training run length")
    parser.add_argument("--data-dir", help="where the dataset will live (default: a temp dir)")
    parser.add_argument("--checkpoint-dir", help="where checkpoints will be written")
    parser.add_argument("--seq-mb", type=int, default=2048, help="sequential test file, MB")
    parser.add_argument(
        "--checkpoint-cap-gb",
        type=float,
        default=8.0,
        help="write at most this much of the checkpoint",
    )
    parser.add_argument("-o", "--output", default=os.path.join(HERE, "results.json"))
    args = parser.parse_args(argv)
    wanted = [s.strip() for s in args.only.split(",") if s.strip()]
    unknown = [s for s in wanted if s not in SECTIONS]
    if unknown:
        parser.error(f"--only: unknown section(s) {', '.join(unknown)}")
    kit = _kit()
    results: dict = {
        "schema": SCHEMA,
        "schema_version": SCHEMA_VERSION,
        "kit": kit["identity"],
        "host": socket.gethostname(),
        "date": dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds"),
        "cpu_mode": bool(args.cpu),
        "sections": {},
        "errors": {},
    }
    for name in wanted:
        print(f"[kit] {name} …", flush=True)
        try:
            results["sections"][name] = RUNNERS[name](args, kit)
        except Exception as exc:  # each section's failure is a result
            results["errors"][name] = f"{type(exc).__name__}: {exc}"
            traceback.print_exc()
    if int(os.environ.get("RANK", "0")) == 0:
        with open(args.output + ".part", "w", encoding="utf-8") as f:
            json.dump(results, f, indent=2)
        os.replace(args.output + ".part", args.output)
        print(f"[kit] wrote {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
