"""Tests never touch the real home folder: its user folders moved aside for the whole session,
and a check at the end that the real ones were not written.

The per-test fixture in tests/conftest.py gives each test fresh XDG folders, but module- and
session-scoped fixtures run before it (issue 26: a user who had used the app first failed the
suite, and running it wrote ``~/.config/gpuplanner/settings.ini``). So the whole test process,
and every subprocess it starts, gets a throwaway HOME and XDG folders the moment conftest is
imported, and the real ones are only looked at, never pointed to.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

# The app's own folder names (gui/settings.py APPLICATION, io/user_dirs.py APP_NAME) under each
# XDG base, and Qt's file-dialog state (QtProject.conf in the config folder).
APP_FOLDER = "gpuplanner"
XDG = {
    "XDG_CONFIG_HOME": ".config",
    "XDG_DATA_HOME": ".local/share",
    "XDG_CACHE_HOME": ".cache",
    "XDG_STATE_HOME": ".local/state",
}

Snapshot = dict[str, tuple[int, int]]

# Left out of the check: the compiled-translation cache is content-addressed (one .qm per .ts
# digest, gui/i18n.py), so a file there cannot change what a test sees, and any gpuplanner
# run in Chinese outside the tests (a developer's `report --pdf --lang zh_CN`) adds one while
# the suite runs on the same machine: counting it would fail the suite for someone else's run.
IGNORED = (Path(APP_FOLDER) / "translations",)


def real_user_folders(environ: dict[str, str] | os._Environ[str] = os.environ) -> list[Path]:
    """The places the app (and Qt) would write in the user's real home, by the XDG rules."""
    home = Path(environ.get("HOME") or os.path.expanduser("~"))
    bases = [Path(environ.get(var) or home / default) for var, default in XDG.items()]
    return [base / APP_FOLDER for base in bases] + [bases[0] / "QtProject.conf"]


def snapshot(paths: list[Path]) -> Snapshot:
    """Every file and folder under ``paths`` with its size and modification time."""
    seen: Snapshot = {}
    for root in paths:
        try:
            stat = root.lstat()
        except OSError:
            continue  # absent (or unreadable): writing it later shows as a new entry
        seen[str(root)] = (stat.st_size, stat.st_mtime_ns)
        if not root.is_dir() or root.is_symlink():
            continue
        for folder, dirs, files in os.walk(root):
            dirs[:] = [d for d in dirs if not _ignored(Path(folder) / d)]
            for name in dirs + files:
                path = Path(folder) / name
                try:
                    stat = path.lstat()
                except OSError:
                    continue
                seen[str(path)] = (stat.st_size, stat.st_mtime_ns)
    return seen


def _ignored(path: Path) -> bool:
    return any(path.parts[-len(part.parts) :] == part.parts for part in IGNORED)


def changes(before: Snapshot, after: Snapshot) -> list[str]:
    """What was added, removed or rewritten between two snapshots, one line each."""
    lines = [f"written: {p}" for p in sorted(after) if p in before and after[p] != before[p]]
    lines += [f"created: {p}" for p in sorted(after.keys() - before.keys())]
    lines += [f"removed: {p}" for p in sorted(before.keys() - after.keys())]
    return lines


def move_home_aside() -> Path:
    """Point HOME and the four XDG folders of this process (and its children) at a new
    temporary folder; return it."""
    home = Path(tempfile.mkdtemp(prefix="gpuplanner-tests-home-"))
    os.environ["HOME"] = str(home)
    for var, default in XDG.items():
        path = home / default
        path.mkdir(parents=True)
        os.environ[var] = str(path)
    return home
