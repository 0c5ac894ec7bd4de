"""Read a file a stranger may have chosen: a regular file only, and never more than a cap.

A FIFO blocks the reader until someone writes to it, ``/dev/zero`` and ``/dev/urandom`` never
end, and ``stat`` gives all of them a size of 0, so a size check alone lets them through.
``read_regular`` refuses anything but a regular file before opening it, checks the opened file
again (``fstat``: the name may have been switched in between) and stops reading one byte past
the cap (a file that grows while it is read).
"""

from __future__ import annotations

import hashlib
import os
import stat
from pathlib import Path

_CHUNK = 1024 * 1024


class NotRegularFile(OSError):
    """The path is a device, a pipe or a socket; ``kind`` says which: "fifo", "device",
    "socket" or "special" (the message catalog's ``file_kind.<kind>`` words it)."""

    def __init__(self, kind: str) -> None:
        super().__init__(f"it is not a regular file ({kind})")
        self.kind = kind


class TooLarge(OSError):
    """The file holds more than the cap; ``size`` is what was seen (at least cap + 1)."""

    def __init__(self, size: int) -> None:
        super().__init__(f"the file is too large ({size:,} bytes)")
        self.size = size


def kind_of(mode: int) -> str | None:
    """What a non-regular file is, as a code; ``None`` for a regular file."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "folder"
    if stat.S_ISFIFO(mode):
        return "fifo"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "device"
    if stat.S_ISSOCK(mode):
        return "socket"
    return "special"


def read_regular(path: Path | str, limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes.

    Raises ``IsADirectoryError`` for a folder, ``NotRegularFile`` for a device, FIFO or socket,
    ``TooLarge`` past the cap, and the OS's own errors (missing, permission denied, EIO).
    """
    p = Path(path)
    _check_mode(p.stat().st_mode)  # stat does not open: a FIFO cannot block here
    with p.open("rb", buffering=0) as fh:
        st = os.fstat(fh.fileno())
        _check_mode(st.st_mode)
        if st.st_size > limit:
            raise TooLarge(st.st_size)
        chunks: list[bytes] = []
        total = 0
        while total <= limit:
            chunk = fh.read(min(_CHUNK, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:
            raise TooLarge(total)
    return b"".join(chunks)


def _check_mode(mode: int) -> None:
    kind = kind_of(mode)
    if kind == "folder":
        raise IsADirectoryError("it is a folder")
    if kind is not None:
        raise NotRegularFile(kind)


def digest(path: Path | str, limit: int) -> str | None:
    """SHA-256 of the file's bytes; ``None`` when it does not exist, ``""`` when it cannot be
    read (a device now, too large, permission): compared with a stored digest, both mean
    "not what was there"."""
    try:
        return hashlib.sha256(read_regular(path, limit)).hexdigest()
    except FileNotFoundError:
        return None
    except OSError:
        return ""
