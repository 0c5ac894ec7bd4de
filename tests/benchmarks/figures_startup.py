"""Benchmark figure ``startup_ms``: process launch to the first paint of the main window.

Runs ``python -m gpuplanner --smoke`` (offscreen, example plan) as a fresh process several
times. ``startup_ms`` is the wall time from just before the process is started to the moment
its "first paint: … ms" line arrives on the pipe: interpreter start, imports, the window on the
example plan, one evaluation, the first paint, and the few milliseconds until the event loop
returns and the line is printed (so it slightly overstates the paint, never understates it).
``first_paint_ms`` is the figure the app prints itself, measured from ``gpuplanner.cli``'s
import (it leaves out the interpreter's own start). ``startup_cpu_ms`` is the CPU time the
process used in all (user + system, to its exit — which includes building the charts after the
first paint, as ``--smoke`` waits for them); ``paint_cpu_ms`` is the CPU time it had used when
its first-paint line arrived (read from /proc; Linux only, else nan, 10 ms ticks). On a busy
machine the wall figures grow with the other jobs while the CPU figures barely move, so they
tell a slow start from a crowded machine; ``load`` is the 1-minute load average when the runs
ended. Medians; one untimed run first
warms the disk cache. User folders point at a fresh temporary folder, as on a first start.
Budget: median ``startup_ms`` under 1.5 s (issue "Desktop packaging and the first ten minutes").
"""

from __future__ import annotations

import argparse
import math
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from registry import figure

STARTUP_BUDGET_MS = 1500.0
MAX_RUNS = 9  # each run is a whole process start (about a second)
TIMEOUT_S = 60
PAINT_LINE = re.compile(r"first paint: (\d+) ms")


def _environment(home: Path) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONUNBUFFERED="1")
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env[var] = str(home / var.lower())
    return env


def _children_cpu_s() -> float:
    try:
        import resource  # Unix only
    except ImportError:
        return math.nan
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _process_cpu_ms(pid: int) -> float:
    """CPU time (user + system) a running process has used so far, from /proc (Linux)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return math.nan
    fields = stat.rsplit(")", 1)[1].split()  # after "pid (name)": state is field 3
    return (int(fields[11]) + int(fields[12])) * 1000.0 / os.sysconf("SC_CLK_TCK")


def launch_to_paint(command: list[str], env: dict[str, str]) -> tuple[float, ...]:
    """One start: ms from launch to the first-paint line, ms the app printed, CPU ms used (in
    all, and when the line arrived)."""
    cpu = _children_cpu_s()
    start = time.perf_counter()
    proc = subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env
    )
    assert proc.stdout is not None
    found = None
    with proc.stdout:
        for line in proc.stdout:
            found = PAINT_LINE.search(line)
            if found:
                wall = (time.perf_counter() - start) * 1000.0
                paint_cpu = _process_cpu_ms(proc.pid)
                break
        for _ in proc.stdout:  # the rest (the charts line): never leave the app a closed pipe
            pass
    proc.wait(timeout=TIMEOUT_S)
    if found is None:
        raise RuntimeError(f"{' '.join(command)} exited {proc.returncode} without a first paint")
    return wall, float(found.group(1)), (_children_cpu_s() - cpu) * 1000.0, paint_cpu


def measure(command: list[str], runs: int) -> dict[str, float]:
    with tempfile.TemporaryDirectory(prefix="bench-startup-") as folder:
        env = _environment(Path(folder))
        launch_to_paint(command, env)  # warm the disk cache
        samples = [launch_to_paint(command, env) for _ in range(runs)]
    return {
        "startup_ms": round(statistics.median(s[0] for s in samples), 1),
        "first_paint_ms": round(statistics.median(s[1] for s in samples), 1),
        "startup_cpu_ms": round(statistics.median(s[2] for s in samples), 1),
        "paint_cpu_ms": round(statistics.median(s[3] for s in samples), 1),
        "load": round(os.getloadavg()[0], 2) if hasattr(os, "getloadavg") else math.nan,
    }


@figure("startup_ms")
def startup_ms(args: argparse.Namespace) -> dict[str, float]:
    runs = max(1, min(args.repeat, MAX_RUNS))
    return measure([sys.executable, "-m", "gpuplanner", "--smoke"], runs)
