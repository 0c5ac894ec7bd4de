"""Crash recovery: unsaved edits autosaved to a separate JSON file, offered back after a crash.

Each running session writes ``session-<id>.json`` in the user state folder (never the user's
own file) and holds ``session-<id>.lock``. A clean exit or a save deletes the JSON. A JSON whose
lock can be taken belongs to a session that is gone without cleaning up: that is a crash (or a
quit without saving), and its edits are offered at the next start. The lock keeps a second
window that is still running from being offered the first one's edits.

A recovery file is data from a stranger (anyone who can write the state folder): it is read
with a plan's caps (a regular file, at most ``MAX_FILE_BYTES``, nesting refused; a FIFO or a
link to ``/dev/zero`` is refused before it is opened), its plan validated as a plan file's,
its time read with a time zone (a naive one is local time), and one that cannot be used is set
aside in ``set-aside/`` with the reason (``SetAside``), so no recovery file can stop or hang the
start. Its ``original_path`` is only a suggestion: the window saves there only after the user
chose it in a save dialog (gui/lifecycle.py).
"""

from __future__ import annotations

import contextlib
import datetime as dt
import errno
import json
import logging
import os
import stat
import uuid
from dataclasses import dataclass
from pathlib import Path

import platformdirs
from PySide6.QtCore import QLockFile

from gpuplanner.core.plan import PLAN_FORMAT_VERSION, Plan
from gpuplanner.io import messages
from gpuplanner.io.atomic import WriteError, atomic_write_bytes
from gpuplanner.io.plan_file import MAX_FILE_BYTES, PlanError, loads_plan
from gpuplanner.io.safe_read import NotRegularFile, TooLarge, read_regular

log = logging.getLogger(__name__)

APP_NAME = "gpuplanner"
RECOVERY_FORMAT = "gpuplanner-recovery"
RECOVERY_VERSION = 1
SET_ASIDE = "set-aside"  # the subfolder unusable recovery files are moved to
# Recovery files read at one start: each may be a plan's 64 MiB, and a crash leaves one, so
# twenty is more than any user has and bounds the start when a stranger left thousands.
MAX_ORPHANS = 20


def default_folder() -> Path:
    return platformdirs.user_state_path(APP_NAME, appauthor=False) / "recovery"


@dataclass(frozen=True)
class Recovered:
    """Edits left by a session that did not end cleanly."""

    file: Path
    plan: Plan
    original_path: Path | None  # the plan file those edits belong to (None: never saved)
    saved_at: dt.datetime  # always with a time zone


@dataclass(frozen=True)
class SetAside:
    """A recovery file that could not be used, moved out of the way: ``file`` is where it is
    now (None when it could not be moved), ``name`` its name, ``problem`` why (worded in the
    UI language by ``problem.text(lang)``)."""

    name: str
    file: Path | None
    problem: PlanError


class Recovery:
    """This session's recovery file, and the ones earlier sessions left behind."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or default_folder()
        # Unwritable, or a file in its place: the app still starts, and autosave says why.
        with contextlib.suppress(OSError):
            self.folder.mkdir(parents=True, exist_ok=True)
        self.set_aside: list[SetAside] = []  # filled by ``orphans``
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
        with contextlib.suppress(OSError):  # a state folder gone or replaced: nothing to drop
            self.file.unlink(missing_ok=True)

    def close(self) -> None:
        """Clean exit: drop the recovery file and release the lock."""
        self.clear()
        self._lock.unlock()

    # --- earlier sessions ----------------------------------------------------------------------
    def orphans(self) -> list[Recovered]:
        """Recovery files of sessions that ended without cleaning up, newest first.

        Ones that can never be restored are set aside (``self.set_aside`` says which and why).
        Ones that cannot be read right now (a disk error) or that a newer gpuplanner wrote are
        left for later.
        """
        found: list[Recovered] = []
        self.set_aside = []
        for file in _newest(self.folder, MAX_ORPHANS):
            if file == self.file or not _owner_gone(file):
                continue
            try:
                found.append(_read(file))
            except (_Newer, _Unreadable):
                continue
            except PlanError as exc:
                self.set_aside.append(_set_aside(file, exc))
            except Exception as exc:  # a bug here must not stop the start: set the file aside
                log.exception("recovery file %s", file)
                problem = PlanError("", "internal", str(file), {"kind": type(exc).__name__})
                self.set_aside.append(_set_aside(file, problem))
        return sorted(found, key=lambda r: r.saved_at, reverse=True)


def _newest(folder: Path, most: int) -> list[Path]:
    """The ``most`` newest recovery files by their own time (``lstat``: nothing is opened);
    a folder a stranger filled with thousands is read a few at each start, never all."""
    dated = []
    for file in folder.glob("session-*.json"):
        try:
            dated.append((file.lstat().st_mtime_ns, file))
        except OSError:
            continue
    return [file for _, file in sorted(dated, reverse=True)[:most]]


# A lock file QLockFile writes holds a PID, a host and an app name: well under this.
MAX_LOCK_BYTES = 4096


def clear_odd_lock(path: Path) -> None:
    """Remove a lock that QLockFile must not read: QLockFile opens and reads an existing lock to
    see whether its process lives, so a FIFO there blocks the start for ever and a link to
    /dev/zero reads without end. Anything but a small regular file is a stranger's, not a
    gpuplanner session's, and goes (a FIFO or link is unlinked, never opened)."""
    try:
        st = path.lstat()
    except OSError:
        return  # absent (the usual case), or not even there to be looked at
    if stat.S_ISREG(st.st_mode) and st.st_size <= MAX_LOCK_BYTES:
        return
    with contextlib.suppress(OSError):
        path.unlink()


def _owner_gone(file: Path) -> bool:
    clear_odd_lock(file.with_suffix(".lock"))
    lock = QLockFile(str(file.with_suffix(".lock")))
    lock.setStaleLockTime(0)
    if not lock.tryLock(0):
        return False  # its session is still running
    lock.unlock()
    return True


class _Newer(Exception):
    """A recovery file (or its plan) from a newer gpuplanner: that version can restore it."""


class _Unreadable(Exception):
    """The disk would not read the file now (EIO and the like): try again at a later start."""


def _read(file: Path) -> Recovered:
    """The recovered edits in ``file``; ``PlanError`` when it can never be restored."""
    src = str(file)
    data = _decode(file)
    if not isinstance(data, dict) or data.get("format") != RECOVERY_FORMAT:
        raise PlanError("", "recovery_not_recovery", src)
    plan = data.get("plan")
    plan_version = plan.get("format_version") if isinstance(plan, dict) else 0
    if _later(data.get("format_version"), RECOVERY_VERSION) or _later(
        plan_version, PLAN_FORMAT_VERSION
    ):
        raise _Newer
    if data.get("format_version") != RECOVERY_VERSION:
        raise PlanError("format_version", "recovery_not_recovery", src)
    original = data.get("original_path")
    if original is not None and not isinstance(original, str):
        raise PlanError("original_path", "recovery_original_path", src)
    try:  # the plan is read as a plan file is: NaN, repeated keys, true for a number refused
        text = json.dumps(plan, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):
        raise PlanError("plan", "not_an_object", src) from None
    try:
        recovered_plan = loads_plan(text, src)
    except PlanError as exc:  # its field is inside the recovery file's "plan"
        where = f"plan.{exc.field}" if exc.field else "plan"
        raise PlanError(where, exc.code, src, exc.params, exc.got, exc.details.fallback) from None
    return Recovered(
        file=file,
        plan=recovered_plan,
        original_path=usable_path(original),
        saved_at=_saved_at(data.get("saved_at"), src),
    )


# Linux's PATH_MAX and NAME_MAX (bytes): a longer path cannot name a file, and pathlib raises
# ENAMETOOLONG from is_dir()/stat() where it would say False for a missing one.
MAX_PATH_BYTES = 4096
MAX_NAME_BYTES = 255


def usable_path(text: str | None) -> Path | None:
    """``text`` as a path this system can name; None when it cannot (NUL, a lone surrogate,
    too long): the recovered edits are then kept as an unsaved plan without a name."""
    if not text or "\0" in text:
        return None
    try:
        raw = os.fsencode(text)
    except UnicodeError:
        return None
    if len(raw) > MAX_PATH_BYTES or any(len(part) > MAX_NAME_BYTES for part in raw.split(b"/")):
        return None
    return Path(text)


def _decode(file: Path) -> object:
    """The file's JSON, read with a plan file's caps; ``_Unreadable`` for a passing disk error."""
    src = str(file)
    try:
        raw = read_regular(file, MAX_FILE_BYTES)  # refuses a FIFO or device before opening
    except NotRegularFile as exc:
        raise PlanError("", "not_regular", src, {"kind": exc.kind}) from None
    except TooLarge as exc:
        raise PlanError("", "file_too_large", src, {"size": exc.size}) from None
    except IsADirectoryError:
        raise PlanError("", "folder", src) from None
    except OSError as exc:
        if exc.errno == errno.ELOOP:  # a link loop never resolves: not a passing error
            raise PlanError("", "unreadable", src, {"detail": messages.os_reason(exc)}) from None
        raise _Unreadable from None
    try:
        return json.loads(raw.decode("utf-8-sig"))
    except UnicodeDecodeError as exc:
        raise PlanError("", "not_utf8", src, {"offset": exc.start}) from None
    except json.JSONDecodeError as exc:
        where = {"detail": exc.msg, "line": exc.lineno, "column": exc.colno}
        raise PlanError("", "not_json", src, where) from None
    except RecursionError:
        raise PlanError("", "nested_too_deeply", src) from None
    except ValueError:  # e.g. an integer past Python's 4,300-digit limit
        raise PlanError("", "not_json", src, {"detail": "-", "line": 1, "column": 1}) from None


def _saved_at(value: object, src: str) -> dt.datetime:
    """When the edits were saved, always with a time zone: one written without a zone is read
    as local time (so files with and without one sort together)."""
    try:
        when = dt.datetime.fromisoformat(value) if isinstance(value, str) else None
    except ValueError:
        when = None
    if when is None:
        raise PlanError("saved_at", "recovery_saved_at", src)
    if when.tzinfo is None or when.utcoffset() is None:
        try:
            when = when.astimezone()
        except (OverflowError, OSError, ValueError):  # year 1 or 9999 at the edge of a zone
            when = when.replace(tzinfo=dt.UTC)
    return when


def _later(version: object, ours: int) -> bool:
    return isinstance(version, int) and not isinstance(version, bool) and version > ours


def _set_aside(file: Path, problem: PlanError) -> SetAside:
    """Move an unusable recovery file (and its lock) out of the way; keep the reason."""
    folder = file.parent / SET_ASIDE
    moved: Path | None = None
    try:
        folder.mkdir(exist_ok=True)
        moved = folder / file.name
        n = 1
        while moved.exists() or moved.is_symlink():
            moved = folder / f"{file.stem}-{n}{file.suffix}"
            n += 1
        file.rename(moved)  # a rename never opens it: safe for a FIFO or a link to a device
    except OSError:
        moved = None
        with contextlib.suppress(OSError):
            file.unlink(missing_ok=True)
    with contextlib.suppress(OSError):
        file.with_suffix(".lock").unlink(missing_ok=True)
    return SetAside(file.name, moved, problem)


def discard(file: Path) -> None:
    """Delete a recovery file left by another session (and its lock, if any)."""
    file.unlink(missing_ok=True)
    file.with_suffix(".lock").unlink(missing_ok=True)


__all__ = ["Recovered", "Recovery", "SetAside", "WriteError", "default_folder", "discard"]
