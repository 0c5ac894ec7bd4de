"""Crash safety of saves (hardening item 3): a writer killed with SIGKILL at random moments
leaves the old plan or the new one, never a torn file; leftovers of killed writes are
cleaned by the next save once stale; a full disk or a read-only folder is a ``WriteError``
naming the file, and the old file stays as it was.

The GUI side (a failed Save keeps the document modified; a killed app's edits are offered
back) is in tests/gui/test_file_faults_in_app.py.
"""

from __future__ import annotations

import errno
import os
import random
import select
import signal
import struct
import time
from pathlib import Path

import pytest
from plans import make_plan, platform

from gpuplanner.io import atomic, plan_file
from gpuplanner.io.atomic import STALE_TEMP_SECONDS, WriteError, remove_stale_temps
from gpuplanner.io.plan_file import dumps_plan, load_plan, save_plan

KILLS = 40  # at least this many kills …
MAX_KILLS = 400  # … and more until both outcomes and a mid-write kill were seen
AS_ROOT = hasattr(os, "geteuid") and os.geteuid() == 0


def _big_plan(price: float, count: int = 300):
    """About 0.5 MB of JSON: the write and fsync take long enough to be hit by a kill."""
    names = [f'平台 {i:04d} · =HYPERLINK("x")' for i in range(count)]
    return make_plan(platforms=[platform(name=n, notes="备注 " * 20) for n in names]).model_copy(
        update={"title": f"price {price}"}
    )


def _temps(folder: Path, name: str) -> list[Path]:
    return sorted(
        p for p in folder.iterdir() if p.name.startswith(f".{name}.") and p.suffix == ".tmp"
    )


def _save_forever(plans: list, texts: dict[int, str], target: Path, ready: int) -> None:
    """The killed child: save_plan in a loop, new and old plan in turn (never returns).

    After its first save it writes that save's duration (a double) to the ``ready`` pipe, so
    the parent aims its kill at the saves that follow.
    """
    # The JSON text is made once up front, so every moment of the loop is file I/O — the
    # only part where a kill can do harm (dumps_plan is a pure function of the plan).
    plan_file.dumps_plan = lambda plan: texts[id(plan)]
    started = time.perf_counter()
    save_plan(plans[1], target)
    os.write(ready, struct.pack("d", time.perf_counter() - started))
    i = 0
    while True:
        save_plan(plans[i % 2], target)
        i += 1


def _wait_ready(fd: int) -> float:
    """The child's first save duration, once it is done (the test fails if it never is)."""
    readable, _, _ = select.select([fd], [], [], 30.0)
    assert readable, "the saving process never finished its first save"
    return struct.unpack("d", os.read(fd, 8))[0]


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork (Linux, macOS)")
def test_a_save_killed_at_random_moments_leaves_old_or_new(tmp_path: Path) -> None:
    old, new = _big_plan(10.0), _big_plan(11.0)
    texts = {id(old): dumps_plan(old), id(new): dumps_plan(new)}
    allowed = {t.encode("utf-8") for t in texts.values()}
    target = tmp_path / "plan.gpuplan"
    rng = random.Random(20240611)
    seen: set[bytes] = set()
    mid_write = 0
    kills = 0
    # Where a kill lands is up to the scheduler (a loaded machine shifts it), so keep killing
    # until every case that matters has happened; each kill must leave old or new intact.
    while kills < KILLS or (kills < MAX_KILLS and (len(seen) < 2 or mid_write < 1)):
        kills += 1
        save_plan(old, target)
        before = set(_temps(tmp_path, target.name))
        ready, tell = os.pipe()
        pid = os.fork()
        if pid == 0:  # pragma: no cover - the child is killed, never returns
            try:
                os.close(ready)
                _save_forever([old, new], texts, target, tell)
            finally:
                os._exit(1)
        os.close(tell)
        try:
            cycle = _wait_ready(ready)  # one save: the window a kill must hit
            time.sleep(rng.uniform(0.0, 2 * cycle))
        finally:
            os.kill(pid, signal.SIGKILL)
            _, status = os.waitpid(pid, 0)
            os.close(ready)
        assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL
        content = target.read_bytes()
        assert content in allowed, f"torn file: {len(content)} bytes"
        seen.add(content)
        mid_write += len(set(_temps(tmp_path, target.name)) - before)
    assert load_plan(target) in (old, new)
    assert len(seen) == 2  # killed after an even and after an odd number of saves
    # Some kills landed between the temporary file and the rename: the case that matters.
    leftovers = _temps(tmp_path, target.name)
    assert mid_write >= 1 and len(leftovers) == mid_write
    # Leftovers of killed writes go with the next save once they are stale.
    for temp in leftovers:
        os.utime(temp, (time.time() - 2 * STALE_TEMP_SECONDS,) * 2)
    save_plan(old, target)
    assert _temps(tmp_path, target.name) == []
    assert target.read_bytes() == texts[id(old)].encode("utf-8")


def test_a_young_temporary_file_is_kept(tmp_path: Path) -> None:
    """A temporary file younger than a minute may be another window saving right now."""
    target = tmp_path / "plan.gpuplan"
    young = tmp_path / ".plan.gpuplan.abcd1234.tmp"
    young.write_bytes(b"half of a plan")
    stale = tmp_path / ".plan.gpuplan.zzzz_999.tmp"
    stale.write_bytes(b"half of another")
    os.utime(stale, (time.time() - 2 * STALE_TEMP_SECONDS,) * 2)
    unrelated = tmp_path / ".other.gpuplan.abcd1234.tmp"
    unrelated.write_bytes(b"not ours")
    os.utime(unrelated, (time.time() - 2 * STALE_TEMP_SECONDS,) * 2)
    save_plan(make_plan(), target)
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        ".other.gpuplan.abcd1234.tmp",
        ".plan.gpuplan.abcd1234.tmp",
        "plan.gpuplan",
    ]
    assert remove_stale_temps(target, older_than=0.0) == [young]


class _FullDisk:
    """A file object whose disk fills up after ``room`` bytes (ENOSPC, as a full disk)."""

    def __init__(self, fh, room: int) -> None:
        self._fh = fh
        self._room = room

    def write(self, data: bytes) -> int:
        if len(data) > self._room:
            self._fh.write(data[: self._room])
            raise OSError(errno.ENOSPC, "No space left on device")
        self._room -= len(data)
        return self._fh.write(data)

    def __getattr__(self, name: str):
        return getattr(self._fh, name)

    def __enter__(self):
        return self

    def __exit__(self, *exc: object) -> None:
        self._fh.close()


def _old_file(tmp_path: Path) -> tuple[Path, bytes]:
    target = tmp_path / "plan.gpuplan"
    save_plan(make_plan(title="the old plan"), target)
    return target, target.read_bytes()


def _assert_nothing_lost(tmp_path: Path, target: Path, old: bytes) -> None:
    assert target.read_bytes() == old
    assert load_plan(target).title == "the old plan"
    assert [p.name for p in tmp_path.iterdir()] == [target.name]  # no temporary file left


def test_full_disk_during_write(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target, old = _old_file(tmp_path)
    real_fdopen = os.fdopen
    monkeypatch.setattr(atomic.os, "fdopen", lambda fd, mode: _FullDisk(real_fdopen(fd, mode), 100))
    with pytest.raises(WriteError) as info:
        save_plan(_big_plan(12.0, count=5), target)
    assert str(info.value) == f"cannot write {target}: No space left on device"
    monkeypatch.undo()
    _assert_nothing_lost(tmp_path, target, old)


def test_full_disk_found_at_fsync(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Delayed allocation: the write is accepted and the disk turns out full at fsync."""
    target, old = _old_file(tmp_path)

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic.os, "fsync", full)
    with pytest.raises(WriteError, match="No space left on device"):
        save_plan(make_plan(title="new"), target)
    monkeypatch.undo()
    _assert_nothing_lost(tmp_path, target, old)


@pytest.mark.parametrize(
    ("error", "reason"),
    [
        (PermissionError(errno.EACCES, "Permission denied"), "Permission denied"),
        (OSError(errno.EROFS, "Read-only file system"), "Read-only file system"),
        (OSError(errno.EDQUOT, "Disk quota exceeded"), "Disk quota exceeded"),
    ],
)
def test_read_only_folder_simulated(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, error: OSError, reason: str
) -> None:
    """The folder refuses a new file (read-only folder, read-only disk, quota)."""
    target, old = _old_file(tmp_path)

    def refuse(*args: object, **kwargs: object):
        raise error

    monkeypatch.setattr(atomic.tempfile, "mkstemp", refuse)
    with pytest.raises(WriteError) as info:
        save_plan(make_plan(title="new"), target)
    assert str(info.value) == f"cannot write {target}: {reason}"
    monkeypatch.undo()
    _assert_nothing_lost(tmp_path, target, old)


@pytest.mark.skipif(AS_ROOT, reason="root writes into a read-only folder; see the simulation")
def test_read_only_folder_real(tmp_path: Path) -> None:
    target, old = _old_file(tmp_path)
    tmp_path.chmod(0o555)
    try:
        with pytest.raises(WriteError, match="Permission denied"):
            save_plan(make_plan(title="new"), target)
    finally:
        tmp_path.chmod(0o755)
    _assert_nothing_lost(tmp_path, target, old)


def test_replace_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The rename itself fails (Windows: the file is open elsewhere): old file, no temp."""
    target, old = _old_file(tmp_path)

    def locked(src: object, dst: object) -> None:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(atomic.os, "replace", locked)
    with pytest.raises(WriteError, match="Permission denied"):
        save_plan(make_plan(title="new"), target)
    monkeypatch.undo()
    _assert_nothing_lost(tmp_path, target, old)


def test_interrupted_save_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Ctrl+C (KeyboardInterrupt) in the middle: the old file, no temporary file."""
    target, old = _old_file(tmp_path)

    def interrupted(fd: int) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(atomic.os, "fsync", interrupted)
    with pytest.raises(KeyboardInterrupt):
        save_plan(make_plan(title="new"), target)
    monkeypatch.undo()
    _assert_nothing_lost(tmp_path, target, old)


def test_a_plan_that_cannot_be_written_as_json_leaves_the_file(tmp_path: Path) -> None:
    """dumps refuses non-finite numbers before any file is touched (the model forbids them;
    this guards a plan built around validation)."""
    target, old = _old_file(tmp_path)
    bad = make_plan().model_copy(update={"title": "x"})
    object.__setattr__(bad.workload, "tokens", float("inf"))
    with pytest.raises(ValueError, match="NaN or infinity"):
        save_plan(bad, target)
    _assert_nothing_lost(tmp_path, target, old)
