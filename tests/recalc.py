"""Recalculate workbooks with LibreOffice headless, as Excel would on opening them.

A throwaway profile forces recalculation on load (by default LibreOffice trusts the cached
values the file carries, which would prove nothing). Many files go through one ``soffice``
call: each call costs about 1.5 s, so tests batch their workbooks.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
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


def convert(paths: list[Path], out_dir: Path, target: str = "xlsx") -> list[Path]:
    """Convert ``paths`` into ``out_dir`` with one soffice call; return the output paths.

    ``target`` is ``xlsx`` (recalculated workbook) or ``pdf``. Input names must be unique.
    """
    exe = require_soffice()
    out_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="lo-profile-") as profile:
        user = Path(profile, "user")
        user.mkdir()
        (user / "registrymodifications.xcu").write_text(_PROFILE, encoding="utf-8")
        cmd = [
            exe,
            f"-env:UserInstallation={Path(profile).as_uri()}",
            "--headless",
            "--norestore",
            "--convert-to",
            target,
            "--outdir",
            str(out_dir),
            *map(str, paths),
        ]
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=TIMEOUT_S)
    outputs = [out_dir / (p.stem + "." + target) for p in paths]
    missing = [p.name for p in outputs if not p.exists()]
    if proc.returncode != 0 or missing:
        raise RuntimeError(
            f"soffice failed (exit {proc.returncode}, missing {missing}): "
            f"{proc.stdout[-2000:]} {proc.stderr[-2000:]}"
        )
    return outputs


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
