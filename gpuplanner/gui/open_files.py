"""Which plan files are open in a gpuplanner window, so a second window opening one warns.

Each window holds a lock file for the plan it shows (in the user state folder, never next to
the plan: ``open/<hash of the path>.lock``, the path's SHA-1 keeping names short and safe).
A lock whose process is gone is stale and taken over (``QLockFile`` checks the process id),
so a crash never leaves a plan "open" for ever. The save-conflict check (lifecycle) still
guards the file itself; this only tells the user before two windows edit the same plan.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from PySide6.QtCore import QLockFile

from gpuplanner.gui.recovery import clear_odd_lock, default_folder


def _lock_path(plan: Path, folder: Path) -> Path:
    key = hashlib.sha1(str(plan.resolve()).encode("utf-8", "surrogatepass")).hexdigest()
    return folder / f"{key}.lock"


class OpenFile:
    """The lock of the plan this window shows (at most one at a time)."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or default_folder() / "open"
        self._lock: QLockFile | None = None
        self.path: Path | None = None

    def claim(self, plan: Path | None) -> bool:
        """Hold ``plan``'s lock (releasing the previous one); False when another window
        holds it. None releases only."""
        if plan is not None and self.path is not None and plan.resolve() == self.path.resolve():
            return True
        self.release()
        if plan is None:
            return True
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return True  # an unwritable state folder: no warning rather than a false one
        clear_odd_lock(_lock_path(plan, self.folder))  # a FIFO there would hang this call
        lock = QLockFile(str(_lock_path(plan, self.folder)))
        lock.setStaleLockTime(0)  # stale only when its process is gone
        free = lock.tryLock(0)
        self.path = plan
        if free:
            self._lock = lock
        return free

    def release(self) -> None:
        if self._lock is not None:
            self._lock.unlock()
        self._lock = None
        self.path = None
