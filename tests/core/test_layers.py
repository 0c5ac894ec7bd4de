"""The layer and no-circle contracts hold, ruff and mypy are clean, and the tests sit in
folders by what they test."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _tool(name: str) -> str:
    exe = Path(sys.executable).with_name(name)
    return str(exe) if exe.exists() else (shutil.which(name) or name)


def test_import_contracts_hold() -> None:
    proc = subprocess.run([_tool("lint-imports")], cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    # All seven contracts are still declared and checked (a deleted contract also exits 0):
    # the three layer ones and the four without import circles.
    assert "Contracts: 7 kept, 0 broken." in proc.stdout, proc.stdout


def test_ruff_is_clean() -> None:
    proc = subprocess.run([_tool("ruff"), "check", "."], cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_mypy_is_clean() -> None:
    """Types checked (config in pyproject.toml): strict for core, the default checks
    elsewhere, the pydantic plugin on."""
    proc = subprocess.run([_tool("mypy")], cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout[-5000:] + proc.stderr[-2000:]


# Test files sit in folders by what they test (CONTRIBUTING.md, "Where a test goes").
TEST_FOLDERS = ("core", "io", "gui", "validation")


def test_every_test_file_sits_in_a_folder_by_what_it_tests() -> None:
    """No test file flat in tests/ or in any other folder (helpers such as plans.py may stay
    at tests/); every name once, since pyproject's pythonpath imports them by bare name."""
    tests = ROOT / "tests"
    files = sorted(tests.rglob("test_*.py"))
    placed = {tests / folder for folder in TEST_FOLDERS}
    misplaced = [str(f.relative_to(tests)) for f in files if f.parent not in placed]
    assert misplaced == []
    names = [f.name for f in files]
    assert sorted({n for n in names if names.count(n) > 1}) == []
    pythonpath = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"]["pytest"][
        "ini_options"
    ]["pythonpath"]
    assert pythonpath == ["tests", *(f"tests/{folder}" for folder in TEST_FOLDERS)]
