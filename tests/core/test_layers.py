"""The layer contracts (gui > io > core, pure core) hold, and ruff is clean."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _tool(name: str) -> str:
    exe = Path(sys.executable).with_name(name)
    return str(exe) if exe.exists() else (shutil.which(name) or name)


def test_import_contracts_hold() -> None:
    proc = subprocess.run([_tool("lint-imports")], cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    # All three contracts are still declared and checked (a deleted contract also exits 0).
    assert "Contracts: 3 kept, 0 broken." in proc.stdout, proc.stdout


def test_ruff_is_clean() -> None:
    proc = subprocess.run([_tool("ruff"), "check", "."], cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_mypy_is_clean() -> None:
    """Types checked (config in pyproject.toml): strict for core, the default checks
    elsewhere, the pydantic plugin on."""
    proc = subprocess.run([_tool("mypy")], cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout[-5000:] + proc.stderr[-2000:]
