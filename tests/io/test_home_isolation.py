"""Tests never touch the real home (issue 26): a user who has used the app passes the suite,
and a run that writes the real home's app folders fails.

Each check runs pytest in a subprocess whose HOME is a generated "used" home: settings.ini left
on the Results tab (tab 3: Workload, Platforms, Fee items, Results) and a user GPU catalog entry.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

TESTS = Path(__file__).parents[1]
TIMEOUT_S = 240
SETTINGS = "[General]\nversion=1\n\n[window]\ntab=3\n"


def _used_home(root: Path) -> Path:
    """A home where the app was run: left on the Results tab, an H100 edited in gpus.json."""
    home = root / "home"
    (home / ".config/gpuplanner").mkdir(parents=True)
    (home / ".config/gpuplanner/settings.ini").write_text(SETTINGS)
    catalogs = home / ".local/share/gpuplanner/catalogs"
    catalogs.mkdir(parents=True)
    (catalogs / "gpus.json").write_text(json.dumps({"gpus": [{"id": "h100-sxm5-80gb"}]}))
    return home


def _files(home: Path) -> dict[str, bytes]:
    return {str(p.relative_to(home)): p.read_bytes() for p in home.rglob("*") if p.is_file()}


def _pytest(
    args: list[str], home: Path, cwd: Path, extra: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "GPUPLANNER_HOME"))}
    env |= {"HOME": str(home), "QT_QPA_PLATFORM": "offscreen", **(extra or {})}
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *args]
    return subprocess.run(
        command, cwd=cwd, env=env, capture_output=True, text=True, timeout=TIMEOUT_S
    )


@pytest.mark.timeout(TIMEOUT_S + 30)
def test_the_suite_passes_after_the_app_saved_settings_on_the_results_tab(tmp_path):
    """The README's test command on the start-up and catalog files (their module-scoped
    fixtures ran before the per-test isolation): passes, and the used home is left as it was."""
    home = _used_home(tmp_path)
    before = _files(home)
    files = [
        "tests/gui/test_startup_imports.py",
        "tests/io/test_catalog_gpus.py",
        "tests/io/test_catalog_platforms.py",
        "tests/io/test_catalog_models.py",
    ]
    done = _pytest(files, home, TESTS.parent)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert _files(home) == before


@pytest.mark.timeout(TIMEOUT_S + 30)
def test_a_run_that_writes_the_real_home_fails(tmp_path):
    """The session guard: a test that passes but writes ~/.config/gpuplanner fails the run and
    names the file; the same run writing only its own temporary folder passes."""
    home = _used_home(tmp_path)
    suite = tmp_path / "suite"
    suite.mkdir()
    for name in ("conftest.py", "home_guard.py"):
        shutil.copy(TESTS / name, suite / name)
    target = home / ".config/gpuplanner/written.ini"
    (suite / "test_writes.py").write_text(
        "from pathlib import Path\n"
        "def test_writes_home():\n"
        f"    Path({str(target)!r}).write_text('x')\n"
        "def test_writes_tmp(tmp_path):\n"
        "    (tmp_path / 'x').write_text('x')\n"
    )
    done = _pytest(["test_writes.py"], home, suite)
    assert done.returncode == 1, done.stdout
    assert "2 passed" in done.stdout
    assert "\nthe tests wrote the real home folder:\n" in done.stdout
    assert f"\ncreated: {target}\n" in done.stdout

    target.unlink()  # a shared machine's run: the same writes reported, the run passes
    done = _pytest(["test_writes.py"], home, suite, {"GPUPLANNER_HOME_GUARD": "warn"})
    assert done.returncode == 0, done.stdout
    assert f"\ncreated: {target}\n" in done.stdout and "not failing the run" in done.stdout

    target.unlink()
    (suite / "test_writes.py").write_text(
        "def test_writes_tmp(tmp_path):\n    (tmp_path / 'x').write_text('x')\n"
    )
    done = _pytest(["test_writes.py"], home, suite)
    assert done.returncode == 0, done.stdout
