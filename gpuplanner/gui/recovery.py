"""Crash recovery: unsaved edits autosaved to a separate JSON file, offered back after a crash.

Each running session writes ``session-<id>.json`` in the user state folder (never the user's
own file) and holds ``session-<id>.lock``. A clean exit or a save deletes the JSON. A JSON whose
lock can be taken belongs to a session that is gone without cleaning up: that is a crash (or a
quit without saving), and its edits are offered at the next start. The lock keeps a second
window that is still running from being offered the first one's edits.
"""

from __future__ import annotations

import datetime as dt
import json
import uuid
from dataclasses import dataclass
from pathlib import Path

import platformdirs
from PySide6.QtCore import QLockFile

from gpuplanner.core.plan import PLAN_FORMAT_VERSION, Plan
from gpuplanner.io.atomic import WriteError, atomic_write_bytes
from gpuplanner.io.plan_file import PlanError, validate_plan

APP_NAME = "gpuplanner"
RECOVERY_FORMAT = "gpuplanner-recovery"
RECOVERY_VERSION = 1


def default_folder() -> Path:
    return platformdirs.user_state_path(APP_NAME, appauthor=False) / "recovery"


@dataclass(frozen=True)
class Recovered:
    """Edits left by a session that did not end cleanly."""

    file: Path
    plan: Plan
    original_path: Path | None  # the plan file those edits belong to (None: never saved)
    saved_at: dt.datetime


class Recovery:
    """This session's recovery file, and the ones earlier sessions left behind."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or default_folder()
        self.folder.mkdir(parents=True, exist_ok=True)
        session = uuid.uuid4().hex[:12]
        self.file = self.folder / f"session-{session}.json"
        self._lock = QLockFile(str(self.file.with_suffix(".lock")))
        self._lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
        self._lock.tryLock(0)

    # --- this session -----------------------------------------------------------------------
    def write(self, plan: Plan, original_path: Path | None) -> None:
        """Autosave the unsaved plan (atomic; raises WriteError if the folder is unwritable)."""
        payload = {
            "format": RECOVERY_FORMAT,
            "format_version": RECOVERY_VERSION,
            "saved_at": dt.datetime.now().astimezone().isoformat(timespec="seconds"),
            "original_path": str(original_path) if original_path else None,
            "plan": plan.model_dump(mode="json"),
        }
        text = json.dumps(payload, ensure_ascii=False, indent=1, allow_nan=False)
        atomic_write_bytes(self.file, text.encode("utf-8"))

    def clear(self) -> None:
        """Nothing unsaved any more (saved, discarded, or a clean plan)."""
        self.file.unlink(missing_ok=True)

    def close(self) -> None:
        """Clean exit: drop the recovery file and release the lock."""
        self.clear()
        self._lock.unlock()

    # --- earlier sessions ----------------------------------------------------------------------
    def orphans(self) -> list[Recovered]:
        """Recovery files of sessions that ended without cleaning up, newest first.

        Damaged ones are deleted: they can never be restored. Ones that cannot be read right
        now (a disk error) or that a newer gpuplanner wrote are left for later.
        """
        found: list[Recovered] = []
        for file in self.folder.glob("session-*.json"):
            if file == self.file or not _owner_gone(file):
                continue
            try:
                found.append(_read(file))
            except (OSError, _Newer):
                continue
            except (ValueError, PlanError, KeyError, TypeError, AttributeError):
                discard(file)
        return sorted(found, key=lambda r: r.saved_at, reverse=True)


def _owner_gone(file: Path) -> bool:
    lock = QLockFile(str(file.with_suffix(".lock")))
    lock.setStaleLockTime(0)
    if not lock.tryLock(0):
        return False  # its session is still running
    lock.unlock()
    return True


class _Newer(Exception):
    """A recovery file (or its plan) from a newer gpuplanner: that version can restore it."""


def _read(file: Path) -> Recovered:
    data = json.loads(file.read_text(encoding="utf-8"))
    if not isinstance(data, dict) or data.get("format") != RECOVERY_FORMAT:
        raise ValueError("not a recovery file")
    plan_version = data["plan"].get("format_version") if isinstance(data.get("plan"), dict) else 0
    if _later(data.get("format_version"), RECOVERY_VERSION) or _later(
        plan_version, PLAN_FORMAT_VERSION
    ):
        raise _Newer
    if data.get("format_version") != RECOVERY_VERSION:
        raise ValueError("not a recovery file of this version")
    original = data.get("original_path")
    return Recovered(
        file=file,
        plan=validate_plan(data["plan"], str(file)),
        original_path=Path(original) if original else None,
        saved_at=dt.datetime.fromisoformat(data["saved_at"]),
    )


def _later(version: object, ours: int) -> bool:
    return isinstance(version, int) and not isinstance(version, bool) and version > ours


def discard(file: Path) -> None:
    """Delete a recovery file left by another session (and its lock, if any)."""
    file.unlink(missing_ok=True)
    file.with_suffix(".lock").unlink(missing_ok=True)


__all__ = ["Recovered", "Recovery", "WriteError", "default_folder", "discard"]
