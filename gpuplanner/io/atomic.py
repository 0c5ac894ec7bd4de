"""Atomic file writes: a crash leaves the old file or the new one, never half of one.

Temporary file in the target's folder, flush, fsync, ``os.replace``, then fsync the folder
(as Electrum's storage does). Used for plan files, recovery files and exports alike.

A process killed in the middle (SIGKILL, power loss) cannot remove its temporary file; the
next successful write of the same target removes such leftovers once they are a minute old
(younger ones may belong to another process saving the same file right now).
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO

from gpuplanner.io import messages
from gpuplanner.io.safe_read import kind_of

STALE_TEMP_SECONDS = 60.0  # no save of a plan or workbook takes a minute


class WriteError(OSError):
    """A file could not be written: ``code`` and ``params`` (``path`` as given, the reason),
    worded by the message catalog (``error.<code>``); ``str()`` is the English."""

    def __init__(self, code: str, path: Path | str, **params: object) -> None:
        self.code = code
        self.params: dict[str, object] = {"path": str(path), **params}
        super().__init__(self.text())

    def text(self, lang: str = messages.ENGLISH) -> str:
        params = dict(self.params)
        if "kind" in params:  # "fifo" → "a named pipe (FIFO)", 命名管道（FIFO）
            params["kind"] = messages.text(f"file_kind.{params['kind']}", lang)
        return messages.text(f"error.{self.code}", lang, messages.render, **params)

    def while_open(self, what: str) -> WriteError:
        """The same refusal, adding that ``what`` ("file", "workbook") may be open in Excel."""
        params = dict(self.params)
        path = str(params.pop("path"))
        return WriteError(f"write_failed_open_{what}", path, **params)


def atomic_write_bytes(path: Path | str, data: bytes) -> None:
    atomic_write(path, lambda fh: fh.write(data))


def atomic_write(path: Path | str, writer: Callable[[BinaryIO], object]) -> None:
    """Call ``writer`` on a temporary file next to ``path``, then move it into place.

    A symbolic link is followed: the file it points at is replaced and the link stays a link
    (replacing the link itself would leave the real file with the old content). A device, a
    FIFO or a socket is refused (``--csv /dev/null`` as root would replace ``/dev/null``).
    Messages name ``path`` as given."""
    shown = Path(path)
    try:
        mode: int | None = os.stat(shown).st_mode  # follows links: what would be written
    except OSError:
        mode = None  # not there yet (or a dangling link: its target is created)
    target = Path(os.path.realpath(shown))
    folder = target.parent
    if not folder.is_dir():
        raise WriteError("write_no_folder", shown, folder=folder)
    kind = kind_of(mode) if mode is not None else None
    if kind == "folder":
        raise WriteError("write_is_folder", shown)
    if kind is not None:
        raise WriteError("write_not_regular", shown, kind=kind)
    try:
        fd, tmp_name = tempfile.mkstemp(prefix=_temp_prefix(target), suffix=".tmp", dir=folder)
    except OSError as exc:
        raise WriteError("write_failed", shown, detail=messages.os_reason(exc)) from exc
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as fh:
            writer(fh)
            fh.flush()
            os.fsync(fh.fileno())
        if target.exists():
            with contextlib.suppress(OSError):
                os.chmod(tmp, target.stat().st_mode & 0o777)
        else:
            with contextlib.suppress(OSError):
                umask = os.umask(0)
                os.umask(umask)
                os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, target)
    except OSError as exc:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise WriteError("write_failed", shown, detail=messages.os_reason(exc)) from exc
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    _fsync_folder(folder)
    remove_stale_temps(target)


def _temp_prefix(target: Path) -> str:
    """ ".NAME." — or, when the temporary name would pass the file system's longest name (a
    245-byte plan name plus 14 bytes), NAME cut short and a hash of the whole name."""
    prefix = f".{target.name}."
    longest = _name_max(target.parent) - len(_TEMP_TAIL)
    if len(os.fsencode(prefix)) <= longest:
        return prefix
    tag = "~" + hashlib.sha256(os.fsencode(target.name)).hexdigest()[:8] + "."
    room = longest - 1 - len(tag)
    cut = os.fsencode(target.name)[:room].decode("utf-8", "ignore")  # whole characters
    return f".{cut}{tag}"


_TEMP_TAIL = "12345678.tmp"  # what mkstemp and the suffix add to the prefix


def _name_max(folder: Path) -> int:
    try:
        return int(os.pathconf(folder, "PC_NAME_MAX"))
    except (OSError, ValueError, AttributeError):  # Windows has no pathconf: NTFS's 255
        return 255


def remove_stale_temps(target: Path, older_than: float = STALE_TEMP_SECONDS) -> list[Path]:
    """Delete the temporary files that killed writes of ``target`` left; return them."""
    # mkstemp adds 8 characters from [a-z0-9_]; nothing else in the folder matches.
    pattern = re.compile(re.escape(_temp_prefix(target)) + r"[a-z0-9_]{8}\.tmp")
    removed: list[Path] = []
    now = time.time()
    with contextlib.suppress(OSError):
        for entry in os.scandir(target.parent):
            if not pattern.fullmatch(entry.name) or not entry.is_file(follow_symlinks=False):
                continue
            with contextlib.suppress(OSError):
                if now - entry.stat(follow_symlinks=False).st_mtime >= older_than:
                    os.unlink(entry.path)
                    removed.append(Path(entry.path))
    return removed


def _fsync_folder(folder: Path) -> None:
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
