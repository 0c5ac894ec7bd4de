"""Exports under hostile conditions (hardening item 4): a read-only or full target, a missing
folder, a folder in the way, a file held open (locked), the plan itself as the target — each a
clear ``WriteError`` / exit 2 with the old file intact and no temporary file; and formula
injection in every user-typed text stays text in the workbook and in the CSV.
"""

from __future__ import annotations

import csv
import errno
import io
import os
from collections.abc import Callable
from pathlib import Path

import openpyxl
import pytest
from excel_plans import seed_plan

from gpuplanner.cli import main
from gpuplanner.core import Analysis, analyze
from gpuplanner.core.fees import FeeItem
from gpuplanner.io import atomic
from gpuplanner.io.atomic import WriteError
from gpuplanner.io.excel.export import export_workbook
from gpuplanner.io.plan_file import save_plan

AS_ROOT = hasattr(os, "geteuid") and os.geteuid() == 0
OLD = b"last month's numbers"
EXCEL_HINT = "(if the workbook is open in Excel or WPS, close it and export again)"
CSV_HINT = "(if the file is open in Excel or WPS, close it and try again)"


def _denied(*args: object, **kwargs: object) -> None:
    raise PermissionError(errno.EACCES, "Permission denied")


def _full(fd: int) -> None:
    raise OSError(errno.ENOSPC, "No space left on device")


# name → (patch to apply, the reason in the message): simulated, so they also run as root.
FAULTS: dict[str, tuple[Callable[[pytest.MonkeyPatch], None], str]] = {
    "read-only folder": (
        lambda mp: mp.setattr(atomic.tempfile, "mkstemp", _denied),
        "Permission denied",
    ),
    "locked target": (lambda mp: mp.setattr(atomic.os, "replace", _denied), "Permission denied"),
    "full disk": (lambda mp: mp.setattr(atomic.os, "fsync", _full), "No space left on device"),
}


@pytest.fixture(scope="module")
def seed() -> Analysis:
    return analyze(seed_plan())


def _plan_file(folder: Path) -> Path:
    path = folder / "seed.gpuplan"
    save_plan(seed_plan(), path)
    return path


def _only(folder: Path, *names: str) -> None:
    """Nothing but ``names`` in the folder: no temporary file was left behind."""
    assert sorted(p.name for p in folder.iterdir()) == sorted(names)


@pytest.mark.parametrize("fault", list(FAULTS))
def test_workbook_fault_keeps_the_old_file(seed, tmp_path, monkeypatch, fault) -> None:
    target = tmp_path / "report.xlsx"
    target.write_bytes(OLD)
    patch, reason = FAULTS[fault]
    patch(monkeypatch)
    with pytest.raises(WriteError) as info:
        export_workbook(seed, target)
    hint = f" {EXCEL_HINT}" if reason == "Permission denied" else ""
    assert str(info.value) == f"cannot write {target}: {reason}{hint}"
    monkeypatch.undo()
    assert target.read_bytes() == OLD
    _only(tmp_path, "report.xlsx")


@pytest.mark.parametrize("option", ["--csv", "--xlsx"])
@pytest.mark.parametrize("fault", list(FAULTS))
def test_cli_export_fault_exits_2(tmp_path, monkeypatch, capsys, option, fault) -> None:
    plan = _plan_file(tmp_path)
    target = tmp_path / f"out.{option[2:]}"
    target.write_bytes(OLD)
    patch, reason = FAULTS[fault]
    patch(monkeypatch)
    code = main(["report", str(plan), option, str(target)])
    monkeypatch.undo()
    out, err = capsys.readouterr()
    hint = {"--csv": CSV_HINT, "--xlsx": EXCEL_HINT}[option]
    expected = f"cannot write {target}: {reason}"
    if reason == "Permission denied":
        expected += f" {hint}"
    assert (code, out, err) == (2, "", f"gpuplanner: error: {expected}\n")
    assert target.read_bytes() == OLD
    _only(tmp_path, plan.name, target.name)


@pytest.mark.parametrize("option", ["--csv", "--xlsx"])
def test_cli_export_into_a_missing_folder(tmp_path, capsys, option) -> None:
    plan = _plan_file(tmp_path)
    target = tmp_path / "no such folder" / f"out.{option[2:]}"
    code = main(["report", str(plan), option, str(target)])
    err = capsys.readouterr().err
    assert code == 2
    assert err == (
        f"gpuplanner: error: cannot write {target}: the folder {target.parent} does not exist\n"
    )
    _only(tmp_path, plan.name)


@pytest.mark.parametrize("option", ["--csv", "--xlsx"])
def test_cli_export_onto_a_folder(tmp_path, capsys, option) -> None:
    plan = _plan_file(tmp_path)
    target = tmp_path / f"out.{option[2:]}"
    target.mkdir()
    (target / "keep.txt").write_text("mine", encoding="utf-8")
    code = main(["report", str(plan), option, str(target)])
    assert (code, capsys.readouterr().err) == (
        2,
        f"gpuplanner: error: cannot write {target}: it is a folder\n",
    )
    assert (target / "keep.txt").read_text(encoding="utf-8") == "mine"


@pytest.mark.parametrize("option", ["--csv", "--xlsx"])
def test_cli_never_writes_over_the_plan_it_reads(tmp_path, capsys, option) -> None:
    """A slip of the shell (``--xlsx plan.gpuplan``) must not replace the plan with a report."""
    plan = _plan_file(tmp_path)
    before = plan.read_bytes()
    code = main(["report", str(plan), option, str(plan)])
    assert (code, capsys.readouterr().err) == (
        2,
        f"gpuplanner: error: {option} {plan}: that is the plan being read; choose another name\n",
    )
    assert plan.read_bytes() == before
    _only(tmp_path, plan.name)


@pytest.mark.skipif(AS_ROOT, reason="root writes into a read-only folder; simulated above")
def test_cli_export_into_a_read_only_folder_real(tmp_path, capsys) -> None:
    plan = _plan_file(tmp_path)
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        assert main(["report", str(plan), "--xlsx", str(folder / "out.xlsx")]) == 2
    finally:
        folder.chmod(0o755)
    assert "Permission denied" in capsys.readouterr().err
    assert list(folder.iterdir()) == []


# User-typed text a spreadsheet would run as a formula if it were written as one.
HOSTILE = {
    "title": '=HYPERLINK("http://evil.example","点我")',
    "notes": "+cmd|' /C calc'!A0",
    "platform": "-1+1 · 平台",
    "platform_notes": "@SUM(1,2)",
    "gpu": "=1+1 GPU",
    "model": "+7B",
    "fee": '=WEBSERVICE("http://evil.example")',
    "fee_note": "-2+3",
}


def _hostile_plan():
    plan = seed_plan()
    first = plan.platforms[0]
    fee = FeeItem(name=HOSTILE["fee"], rate=100.0, note=HOSTILE["fee_note"])
    platform = first.model_copy(
        update={
            "name": HOSTILE["platform"],
            "notes": HOSTILE["platform_notes"],
            "gpu": first.gpu.model_copy(update={"name": HOSTILE["gpu"]}),
            "fees": (*first.fees, fee),
        }
    )
    workload = plan.workload.model_copy(
        update={"model": plan.workload.model.model_copy(update={"name": HOSTILE["model"]})}
    )
    return plan.model_copy(
        update={
            "title": HOSTILE["title"],
            "notes": HOSTILE["notes"],
            "workload": workload,
            "platforms": (platform, *plan.platforms[1:]),
        }
    )


def test_formula_injection_stays_text_in_the_workbook(tmp_path) -> None:
    plan = _hostile_plan()
    path = tmp_path / "hostile.xlsx"
    export_workbook(analyze(plan), path)
    wb = openpyxl.load_workbook(path)
    found: dict[str, list[str]] = {text: [] for text in HOSTILE.values()}
    for ws in wb.worksheets:
        for row in ws.iter_rows():
            for cell in row:
                if cell.data_type == "f":  # no formula carries any of the texts
                    assert not any(t in str(cell.value) for t in HOSTILE.values()), cell.value
                elif isinstance(cell.value, str):
                    for text in HOSTILE.values():
                        if text in cell.value:
                            assert cell.data_type == "s"
                            found[text].append(f"{ws.title}!{cell.coordinate}")
    # The texts the workbook shows (the title, names and notes), each as a string cell.
    for key in ("title", "platform", "gpu", "model", "fee", "fee_note"):
        assert found[HOSTILE[key]], key


def _csv_cells(text: str) -> list[str]:
    return [cell for row in csv.reader(io.StringIO(text)) for cell in row]


def test_formula_injection_stays_text_in_the_csv(tmp_path, capsys) -> None:
    plan_path = tmp_path / "hostile.gpuplan"
    save_plan(_hostile_plan(), plan_path)
    out = tmp_path / "ranking.csv"
    assert main(["report", str(plan_path), "--csv", str(out)]) == 0
    capsys.readouterr()
    cells = _csv_cells(out.read_text(encoding="utf-8-sig"))
    # Every cell a spreadsheet would run starts with a quote instead (header included).
    risky = [c for c in cells if c[:1] in ("=", "+", "-", "@", "\t", "\r")]
    assert all(_is_number(c) for c in risky), risky
    assert "'" + HOSTILE["platform"] in cells
    assert "'" + HOSTILE["gpu"] in cells


def _is_number(text: str) -> bool:
    """A negative figure such as -0.5 is data, not a formula, and stays a number."""
    try:
        float(text)
    except ValueError:
        return False
    return True
