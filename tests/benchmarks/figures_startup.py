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
Budget: median ``startup_ms`` under 1.5 s (issue "Desktop packaging and the first ten minutes"),
and within 3× a bare PySide6 window started the same way (``bare_startup_ms``, its
``first paint`` line printed by the same kind of event filter; ``startup_ratio``; issue 25).
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
MAX_RUNS = 10  # each run is a whole process start (about a second); the median of 10
TIMEOUT_S = 60
PAINT_LINE = re.compile(r"first paint: (\d+) ms")


def _environment(home: Path) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONUNBUFFERED="1")
    # An installed app has its bytecode (pip compiles it at install): the warm-up start writes
    # it, as a first start would. Without it every start compiles ~200 modules again (0.5 s
    # of CPU), which is no part of the app's start.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
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
    return _medians(samples)


def measure_pair(
    first: list[str], second: list[str], runs: int
) -> tuple[dict[str, float], dict[str, float]]:
    """``measure`` for two commands, their starts interleaved (first, second, first, …)."""
    with tempfile.TemporaryDirectory(prefix="bench-startup-") as folder:
        env = _environment(Path(folder))
        for command in (first, second):
            launch_to_paint(command, env)  # warm the disk cache
        a, b = [], []
        for _ in range(runs):
            a.append(launch_to_paint(first, env))
            b.append(launch_to_paint(second, env))
    return _medians(a), _medians(b)


def _medians(samples: list[tuple[float, ...]]) -> dict[str, float]:
    return {
        "startup_ms": round(statistics.median(s[0] for s in samples), 1),
        "first_paint_ms": round(statistics.median(s[1] for s in samples), 1),
        "startup_cpu_ms": round(statistics.median(s[2] for s in samples), 1),
        "paint_cpu_ms": round(statistics.median(s[3] for s in samples), 1),
        "load": round(os.getloadavg()[0], 2) if hasattr(os, "getloadavg") else math.nan,
    }


# A bare PySide6 window started the same way (a fresh interpreter, offscreen, the same
# environment): the floor the app's start is compared with (issue 25 item 11: within 3×).
BARE_WINDOW = r"""
import time
START = time.perf_counter()
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

class FirstPaint(QObject):
    done = False
    def eventFilter(self, watched, event):
        if not self.done and event.type() == QEvent.Type.Paint:
            self.done = True
            print(f"first paint: {(time.perf_counter() - START) * 1000:.0f} ms", flush=True)
            QTimer.singleShot(0, QApplication.quit)
        return False

app = QApplication([])
probe = FirstPaint()
app.installEventFilter(probe)
window = QMainWindow()
window.setCentralWidget(QLabel("gpuplanner"))
window.resize(1280, 720)
window.show()
app.exec()
"""


@figure("startup_ms")
def startup_ms(args: argparse.Namespace) -> dict[str, float]:
    """The app's start beside a bare PySide6 window's (``bare_*``), each the median of
    ``--repeat`` starts (at most 10), the two interleaved so a busy spell on the machine
    weighs on both; ``startup_ratio`` = app / bare (wall), ``startup_cpu_ratio`` likewise
    for the CPU time used until the first paint."""
    runs = max(1, min(args.repeat, MAX_RUNS))
    app = [sys.executable, "-m", "gpuplanner", "--smoke"]
    bare = [sys.executable, "-c", BARE_WINDOW]
    out, base = measure_pair(app, bare, runs)
    figures = {**out, **{f"bare_{k}": v for k, v in base.items() if k != "load"}}
    figures["startup_ratio"] = round(out["startup_ms"] / base["startup_ms"], 2)
    figures["startup_cpu_ratio"] = round(out["paint_cpu_ms"] / base["paint_cpu_ms"], 2)
    return figures
