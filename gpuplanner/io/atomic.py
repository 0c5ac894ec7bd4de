"""Atomic file writes: a crash leaves the old file or the new one, never half of one.

Temporary file in the target's folder, flush, fsync, ``os.replace``, then fsync the folder
(as Electrum's storage does). Used for plan files, recovery files and exports alike.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO


class WriteError(OSError):
    """A file could not be written; the message names the path and the reason."""


def atomic_write_bytes(path: Path | str, data: bytes) -> None:
    atomic_write(path, lambda fh: fh.write(data))


def atomic_write(path: Path | str, writer: Callable[[BinaryIO], object]) -> None:
    """Call ``writer`` on a temporary file next to ``path``, then move it into place."""
    target = Path(path)
    folder = target.parent
    if not folder.is_dir():
        raise WriteError(f"cannot write {target}: the folder {folder} does not exist")
    if target.is_dir():
        raise WriteError(f"cannot write {target}: it is a folder")
    try:
        fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    except OSError as exc:
        raise WriteError(f"cannot write {target}: {exc.strerror or exc}") from exc
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
        raise WriteError(f"cannot write {target}: {exc.strerror or exc}") from exc
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    _fsync_folder(folder)


def _fsync_folder(folder: Path) -> None:
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
