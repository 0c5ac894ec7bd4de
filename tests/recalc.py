"""Recalculate workbooks with LibreOffice headless, as Excel would on opening them.

A throwaway profile forces recalculation on load (by default LibreOffice trusts the cached
values the file carries, which would prove nothing); one profile serves the whole test
process (made on first use, in the temporary folder, removed at exit). Each ``soffice`` start
costs about 1 s of CPU, so the workbooks of every test go through ONE call: a test module
registers what it writes with ``@batched("key")`` (a maker writing into the folder it is
given), ``prepare`` runs every maker of the selected tests and one soffice call per target
before the first test (tests/conftest.py), and the test reads its files with the
``recalculated`` fixture, at the place it used to convert them. ``convert`` stays for the
few workbooks only a running window can write.
"""

from __future__ import annotations

import atexit
import os
import shutil
import subprocess
import tempfile
import warnings
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

import pytest

_PROFILE = """<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" \
xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" \
oor:op="fuse"><value>0</value></prop></item>
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="ODFRecalcMode" \
oor:op="fuse"><value>0</value></prop></item>
</oor:items>
"""
TIMEOUT_S = 120


def soffice() -> str | None:
    return shutil.which("soffice") or shutil.which("libreoffice")


def require_soffice() -> str:
    """The soffice path; skip without it, unless GPUPLANNER_REQUIRE_SOFFICE=1 (CI) fails."""
    exe = soffice()
    if exe:
        return exe
    reason = "LibreOffice (soffice) is not installed; the recalculation checks need it"
    if os.environ.get("GPUPLANNER_REQUIRE_SOFFICE") == "1":
        pytest.fail(reason + " and GPUPLANNER_REQUIRE_SOFFICE=1 is set")
    pytest.skip(reason)


_profile_folder: Path | None = None


def _profile() -> Path:
    """The LibreOffice profile of this process: recalculation on load forced, made once.

    Reusing it saves the profile's first-start set-up on every call (about 0.15 s of CPU);
    LibreOffice keeps the two settings when it rewrites the file (checked: a workbook whose
    cached value is wrong recalculates on every later call too)."""
    global _profile_folder
    if _profile_folder is None:
        folder = Path(tempfile.mkdtemp(prefix="lo-profile-"))
        atexit.register(shutil.rmtree, folder, ignore_errors=True)
        user = folder / "user"
        user.mkdir()
        (user / "registrymodifications.xcu").write_text(_PROFILE, encoding="utf-8")
        _profile_folder = folder
    return _profile_folder


def _soffice(
    exe: str, paths: Sequence[Path], out_dir: Path, target: str, timeout: float
) -> subprocess.CompletedProcess[str]:
    out_dir.mkdir(parents=True, exist_ok=True)
    cmd = [
        exe,
        f"-env:UserInstallation={_profile().as_uri()}",
        "--headless",
        "--norestore",
        "--convert-to",
        target,
        "--outdir",
        str(out_dir),
        *map(str, paths),
    ]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)


def convert(paths: list[Path], out_dir: Path, target: str = "xlsx") -> list[Path]:
    """Convert ``paths`` into ``out_dir`` with one soffice call; return the output paths.

    ``target`` is ``xlsx`` (recalculated workbook) or ``pdf``. Input names must be unique.
    """
    exe = require_soffice()
    proc = _soffice(exe, paths, out_dir, target, TIMEOUT_S)
    outputs = [out_dir / (p.stem + "." + target) for p in paths]
    missing = [p.name for p in outputs if not p.exists()]
    if proc.returncode != 0 or missing:
        raise RuntimeError(
            f"soffice failed (exit {proc.returncode}, missing {missing}): "
            f"{proc.stdout[-2000:]} {proc.stderr[-2000:]}"
        )
    return outputs


# One soffice call for the session ---------------------------------------------------------

Made = Sequence[Path | tuple[Path, str]]  # a workbook to recalculate, or (file, "pdf")
Maker = Callable[[Path], Made]
_MAKERS: dict[str, dict[str, Maker]] = {}  # test module -> key -> maker
_DONE: dict[tuple[str, str], Recalculated | BaseException] = {}
_SOFFICE_MISSING = False
# The batch of a whole run (some 30 workbooks and PDFs) takes 15-40 s; a busy machine more.
BATCH_TIMEOUT_S = 900


@dataclass(frozen=True)
class Recalculated:
    """What a maker wrote (``inputs``, in its order, in ``folder``) and what LibreOffice made
    of each (``outputs``, same order: a recalculated .xlsx or a .pdf)."""

    folder: Path
    inputs: list[Path]
    outputs: list[Path]


def batched(key: str) -> Callable[[Maker], Maker]:
    """Register ``maker(folder)`` for the session's soffice call under ``key`` (unique in
    its module); it returns the files it wrote in ``folder`` to convert: a path is
    recalculated to .xlsx, ``(path, "pdf")`` printed to PDF."""

    def register(maker: Maker) -> Maker:
        makers = _MAKERS.setdefault(maker.__module__, {})
        assert key not in makers, f"{maker.__module__}: two makers named {key!r}"
        makers[key] = maker
        return maker

    return register


def prepare(modules: Iterable[str], root: Path, before_each: Callable[[], None]) -> None:
    """Run the makers of ``modules`` (each in its own folder under ``root``, after
    ``before_each``, the project's warnings as errors as in a test), then one soffice call
    per target over all their files. A maker's exception or a missing output is kept for
    its test to raise; without soffice, ``result`` skips (or fails, under CI) as
    ``convert`` does."""
    global _SOFFICE_MISSING
    jobs: list[tuple[tuple[str, str], Path, list[tuple[Path, str]]]] = []
    for module in sorted(set(modules)):
        for key, maker in _MAKERS.get(module, {}).items():
            folder = root / f"{len(jobs):02d}"
            folder.mkdir(parents=True)
            before_each()
            try:
                with warnings.catch_warnings():
                    warnings.filterwarnings("error", module="gpuplanner")  # pyproject's rule
                    made = [(m, "xlsx") if isinstance(m, Path) else m for m in maker(folder)]
            except Exception as exc:  # raised again in the test that reads it
                _DONE[(module, key)] = exc
                continue
            jobs.append(((module, key), folder, made))
    exe = soffice()
    if exe is None:
        _SOFFICE_MISSING = True
        return
    converted: dict[tuple[int, int], Path] = {}
    failures: dict[str, str] = {}
    for target in sorted({t for *_, made in jobs for _, t in made}):
        staged, where = [], []
        for j, (_, _, made) in enumerate(jobs):
            for k, (path, t) in enumerate(made):
                if t == target:  # a unique name for each input: makers reuse names
                    copy = root / f"in-{target}" / f"{j:02d}-{k:02d}-{path.name}"
                    copy.parent.mkdir(exist_ok=True)
                    shutil.copyfile(path, copy)
                    staged.append(copy)
                    where.append((j, k))
        out_dir = root / f"out-{target}"
        try:
            proc = _soffice(exe, staged, out_dir, target, BATCH_TIMEOUT_S)
            said = f"exit {proc.returncode}: {proc.stdout[-2000:]} {proc.stderr[-2000:]}"
        except subprocess.TimeoutExpired as exc:
            said = f"timed out after {exc.timeout} s"
        failures[target] = said
        for copy, jk in zip(staged, where, strict=True):
            converted[jk] = out_dir / f"{copy.stem}.{target}"
    for j, (name, folder, made) in enumerate(jobs):
        outputs = [converted[(j, k)] for k in range(len(made))]
        missing = [p.name for p in outputs if not p.exists()]
        if missing:
            targets = sorted({t for _, t in made})
            said = "; ".join(failures[t] for t in targets)
            _DONE[name] = RuntimeError(f"soffice made no {missing} ({said})")
        else:
            _DONE[name] = Recalculated(folder, [p for p, _ in made], outputs)


def made(module: str, key: str) -> Recalculated | None:
    """What ``prepare`` made for ``module``'s maker ``key``, or None (not selected, its maker
    failed, no soffice or no output): for fixtures that can write the files themselves."""
    done = _DONE.get((module, key))
    return done if isinstance(done, Recalculated) else None


def result(module: str, key: str) -> Recalculated:
    """What ``prepare`` made for ``module``'s maker ``key``."""
    if _SOFFICE_MISSING:
        require_soffice()  # skips, or fails under GPUPLANNER_REQUIRE_SOFFICE=1
    done = _DONE.get((module, key))
    if done is None:
        known = sorted(_MAKERS.get(module, {}))
        raise LookupError(
            f"no recalculated workbooks {key!r} for {module} (its makers: {known}); a test "
            "reading them must name the recalculated fixture among its arguments"
        )
    if isinstance(done, BaseException):
        raise done
    return done


def assert_cached_equal_recalculated(cached: Path, fresh: Path, sheets: list[str]) -> int:
    """Every number cached in ``cached``'s ``sheets`` equals what LibreOffice recalculated
    into ``fresh`` (rel. 1e-9); returns how many were compared."""
    import math

    import openpyxl

    before = openpyxl.load_workbook(cached, data_only=True)
    after = openpyxl.load_workbook(fresh, data_only=True)
    checked = 0
    for name in sheets:
        for row in before[name].iter_rows():
            for cell in row:
                value = cell.value
                if isinstance(value, int | float) and not isinstance(value, bool):
                    again = after[name][cell.coordinate].value
                    assert isinstance(again, int | float), (name, cell.coordinate, again)
                    where = (name, cell.coordinate, value, again)
                    assert math.isclose(value, again, rel_tol=1e-9, abs_tol=1e-6), where
                    checked += 1
    return checked
