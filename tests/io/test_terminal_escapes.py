"""Terminal output escapes every path and name (issue 26): a file name holding ESC / OSC
sequences (set the window title, clear the screen), a BEL or a CR is printed as escapes by
each command that says it wrote a file, and by the errors naming one. Before, quote-template's
success message printed the name raw, so the terminal obeyed it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from gpuplanner.cli import main
from gpuplanner.io.plan_file import load_plan, save_plan
from gpuplanner.paths import example_plan

pytestmark = pytest.mark.timeout(120)
HOSTILE = "x\x1b]0;owned\x07\x1b[2J\r\u009b31m\u202e"  # OSC title, clear, CR, C1 CSI, RLO
RAW = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


@pytest.fixture
def plan(tmp_path: Path) -> Path:
    path = tmp_path / "plan.gpuplan"
    save_plan(load_plan(example_plan()), path)
    return path


def _run(capsys, *argv: str) -> tuple[int, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out + out.err


@pytest.mark.parametrize("suffix", [".csv", ".xlsx"])
def test_quote_template_names_its_file_escaped(capsys, plan, tmp_path, suffix):
    out = tmp_path / f"{HOSTILE}{suffix}"
    code, said = _run(capsys, "quote-template", str(plan), str(out))
    assert code == 0 and out.is_file()
    assert not RAW.search(said), repr(said)
    assert "x\\x1b]0;owned\\x07\\x1b[2J\\r\\x9b31m\\u202e" + suffix in said


def test_kit_and_report_errors_name_the_file_escaped(capsys, plan, tmp_path):
    name = load_plan(plan).platforms[0].name
    code, said = _run(capsys, "kit", str(plan), "--platform", name, "-o", str(tmp_path / HOSTILE))
    assert code == 0 and not RAW.search(said), repr(said)
    missing = tmp_path / HOSTILE / "no" / "ranking.csv"
    code, said = _run(capsys, "report", str(plan), "--csv", str(missing))
    assert code == 2 and not RAW.search(said), repr(said)
    code, said = _run(capsys, "report", str(tmp_path / f"{HOSTILE}.gpuplan"))
    assert code == 2 and not RAW.search(said) and "\\x1b]0;owned" in said, repr(said)
