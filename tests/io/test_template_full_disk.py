"""A full disk while quote-template writes its .xlsx (issue 26): exit 2 with the one-line
error, and no "Exception ignored … ZipFile.__del__ … closed file" traceback after it (the
workbook's zip used to close itself at exit into the already closed temporary file).

The disk fills after 4,096 bytes: the child process wraps the temporary file's writes
(io/atomic.py opens it with os.fdopen) in a writer that raises ENOSPC past that size.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from gpuplanner.paths import example_plan

ROOT = Path(__file__).resolve().parents[2]
FULL_AFTER_4_KB = """
import errno, io, os, sys
from gpuplanner.io import atomic
real = os.fdopen
class Full(io.RawIOBase):
    def __init__(self, fd):
        self.f, self.n = real(fd, "wb", buffering=0), 0
    def writable(self):
        return True
    def write(self, b):
        self.n += len(b)
        if self.n > 4096:
            raise OSError(errno.ENOSPC, "No space left on device")
        return self.f.write(b)
    def fileno(self):
        return self.f.fileno()
    def close(self):
        self.f.close()
        super().close()
atomic.os.fdopen = lambda fd, *a, **k: io.BufferedWriter(Full(fd))
from gpuplanner.cli import main
sys.exit(main(["quote-template", sys.argv[1], sys.argv[2]]))
"""


@pytest.mark.timeout(120)
@pytest.mark.parametrize("suffix", [".xlsx", ".csv"])
def test_a_full_disk_is_one_line_and_no_traceback(tmp_path, suffix):
    out = tmp_path / f"quotes{suffix}"
    done = subprocess.run(
        [sys.executable, "-c", FULL_AFTER_4_KB, str(example_plan()), str(out)],
        cwd=ROOT,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
        capture_output=True,
        text=True,
        timeout=100,
    )
    assert done.returncode == 2, done.stderr
    assert done.stderr == f"gpuplanner: error: cannot write {out}: No space left on device\n"
    assert list(tmp_path.iterdir()) == []  # no template, no temporary file left
