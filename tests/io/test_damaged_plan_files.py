"""Damaged and hostile plan files (hardening item 1): every case is refused by ``load_plan``
with the field and the problem, by ``python -m gpuplanner report`` with exit code 2 and one
line on stderr, and the file on disk is exactly as it was (bytes, mtime, mode).

The GUI side (the error dialog, the current document untouched) is in
tests/gui/test_file_faults_in_app.py; the cases themselves are in tests/hardening_cases.py.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hardening_cases import CASES, GOLDEN, IDS, BadFile, golden, snapshot

from gpuplanner.cli import main
from gpuplanner.core.plan import PLAN_FORMAT_VERSION
from gpuplanner.io.plan_file import PlanError, load_plan

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.timeout(120)  # a hang (a FIFO, /dev/zero as the plan) fails the case
DENIED = "permission denied: the file cannot be read"
AS_ROOT = hasattr(os, "geteuid") and os.geteuid() == 0  # root reads a chmod 000 file anyway

# The unreadable file when the tests run as root: the CLI process with Path.open raising
# PermissionError for the plan, exactly what the OS raises for a user without read access.
_DENIED = """
import pathlib, sys
real_open = pathlib.Path.open
def denied(self, *args, **kwargs):
    if str(self) == sys.argv[1]:
        raise PermissionError(13, "Permission denied", str(self))
    return real_open(self, *args, **kwargs)
pathlib.Path.open = denied
from gpuplanner.cli import main
sys.exit(main(["report", sys.argv[1]]))
"""


def _check_refusal(err: PlanError, case: BadFile, path: Path) -> None:
    assert err.field == case.field, str(err)
    assert case.problem in err.problem, str(err)
    assert err.source == str(path)
    # The message a user reads: "<file>: <field>: <problem>" (no field for whole-file ones).
    where = f"{path}: {case.field}: " if case.field else f"{path}: "
    assert str(err) == where + err.problem


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_load_plan_refuses_and_leaves_the_file_alone(tmp_path: Path, case: BadFile) -> None:
    path = case.make(tmp_path)
    before = snapshot(path)
    with pytest.raises(PlanError) as info:
        load_plan(path)
    _check_refusal(info.value, case, path)
    assert snapshot(path) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ([path.name] if before.exists else [])


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_cli_exits_2_with_one_line_and_leaves_the_file_alone(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], case: BadFile
) -> None:
    """``gpuplanner report FILE`` (the same ``main`` that ``python -m gpuplanner`` exits
    with; the real processes are below)."""
    path = case.make(tmp_path)
    before = snapshot(path)
    code = main(["report", str(path)])
    out, err = capsys.readouterr()
    _check_cli(code, out, err, path, case)
    assert snapshot(path) == before


def _check_cli(code: int, out: str, err: str, path: Path, case: BadFile) -> None:
    assert code == 2, err
    assert out == ""
    assert err.endswith("\n") and err.count("\n") == 1, err  # one line, no traceback
    assert err.startswith(f"gpuplanner: error: {path}: ")
    assert case.field in err and case.problem in err
    assert "Traceback" not in err and "Error:" not in err


# One of each kind through a real process, side by side to keep the suite fast.
REAL = ("truncated", "wrong_type_number", "nan", "non_utf8", "folder", "newer_version")


def test_real_processes_exit_2_with_one_line(tmp_path: Path) -> None:
    cases = [c for c in CASES if c.id in REAL]
    started = []
    for case in cases:
        path = case.make(tmp_path)
        proc = subprocess.Popen(
            [sys.executable, "-m", "gpuplanner", "report", str(path)],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        started.append((case, path, snapshot(path), proc))
    for case, path, before, proc in started:
        out, err = proc.communicate(timeout=120)
        _check_cli(proc.returncode, out, err, path, case)
        assert snapshot(path) == before


def _unreadable(tmp_path: Path) -> Path:
    path = tmp_path / "locked.gpuplan"
    path.write_bytes(GOLDEN.read_bytes())
    return path


@pytest.mark.skipif(AS_ROOT, reason="root reads a chmod 000 file; see the simulated case")
def test_unreadable_file_real_permissions(tmp_path: Path) -> None:
    path = _unreadable(tmp_path)
    path.chmod(0)
    try:
        before = snapshot(path)
        with pytest.raises(PlanError, match=DENIED):
            load_plan(path)
        proc = subprocess.run(
            [sys.executable, "-m", "gpuplanner", "report", str(path)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert proc.returncode == 2
        assert (
            proc.stderr
            == f"gpuplanner: error: {path}: permission denied: the file cannot be read\n"
        )
        assert snapshot(path) == before
    finally:
        path.chmod(0o644)


def test_unreadable_file_simulated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """What a user without read access gets, simulated so it also runs as root."""
    path = _unreadable(tmp_path)
    before = snapshot(path)
    proc = subprocess.run(
        [sys.executable, "-c", _DENIED, str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 2
    assert proc.stderr == f"gpuplanner: error: {path}: {DENIED}\n"

    def denied(self: Path, *args: object, **kwargs: object) -> object:
        raise PermissionError(13, "Permission denied", str(self))

    monkeypatch.setattr(Path, "open", denied)
    with pytest.raises(PlanError) as info:
        load_plan(path)
    assert (info.value.field, info.value.problem) == (
        "",
        "permission denied: the file cannot be read",
    )
    monkeypatch.undo()
    assert snapshot(path) == before


def test_a_read_error_is_named(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A disk or network-share error while reading (EIO) is one clear line, not a traceback."""
    path = _unreadable(tmp_path)

    def broken(self: Path, *args: object, **kwargs: object) -> object:
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(Path, "open", broken)
    assert main(["report", str(path)]) == 2
    with pytest.raises(PlanError, match="cannot read the file: Input/output error"):
        load_plan(path)


def test_unknown_keys_are_refused_even_when_a_newer_version_might_know_them(
    tmp_path: Path,
) -> None:
    """Decision (README, Plan files): a gpuplanner that adds a key also raises format_version,
    so in a format-1 file an unknown key is a typo or a hand edit — refused with the key
    named, never dropped (a dropped "pirce" would silently become the default price)."""
    data = golden()
    data["workload"]["warmup_steps"] = 100  # a key a later version might add
    path = tmp_path / "future-key.gpuplan"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(PlanError) as info:
        load_plan(path)
    assert info.value.field == "workload.warmup_steps"
    assert info.value.problem == "unknown key (check the spelling)"
    # Written by that later version, the file says so, and the message says to update.
    data["format_version"] = PLAN_FORMAT_VERSION + 1
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(PlanError, match="saved by a newer gpuplanner") as info:
        load_plan(path)
    assert info.value.field == "format_version"
