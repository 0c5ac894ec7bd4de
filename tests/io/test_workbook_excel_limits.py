"""The workbook at Excel's limits (issue 18, case 9): nothing is lost without a word.

Limits (Microsoft, "Excel specifications and limits"): 32,767 characters a cell, 16,384
columns, 1,048,576 rows, 255 series a chart. Text past the cell limit is shortened visibly
and listed on an "Export notes" sheet; charts of more than 255 platforms draw the cheapest
255 and say so; the Sweep sheet turns to one row per platform and GPU count when its columns
would run out; a plan whose TCO sheet cannot fit is refused with the reason.
"""

from __future__ import annotations

import io
import json
import re
import warnings
import zipfile
from pathlib import Path

import openpyxl
import pytest
from hardening_cases import golden

from gpuplanner.cli import main
from gpuplanner.core import analyze, evaluate
from gpuplanner.io.excel import limits, sweep
from gpuplanner.io.excel.export import build_workbook
from gpuplanner.io.plan_file import loads_plan

pytestmark = pytest.mark.timeout(300)
MARKER = " … [shortened: {length:,} characters; a cell holds 32,767]"


def _plan(platforms: int = 2, max_gpus: int = 1024, **top: object):
    data = golden()
    if platforms != 2:
        first = {**data["platforms"][0], "fees": data["platforms"][0]["fees"][:1]}
        first.pop("max_gpus", None)
        # Prices rise with the index, so the cheapest are the first ones.
        data["platforms"] = [
            {
                **first,
                "name": f"P{i:04d}",
                "pricing": {**first["pricing"], "price_per_gpu_hour": 10.0 + i},
            }
            for i in range(platforms)
        ]
    data["settings"]["max_gpus"] = max_gpus
    data["settings"]["monte_carlo"] = {"samples": 2000}
    data.update(top)
    return loads_plan(json.dumps(data, ensure_ascii=False))


def _utf16(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


def _cells(data: bytes) -> dict[str, dict[str, object]]:
    book = openpyxl.load_workbook(io.BytesIO(data))
    return {
        ws.title: {c.coordinate: c.value for row in ws.iter_rows() for c in row if c.value}
        for ws in book.worksheets
    }


def _sheet_cells(data: bytes, title: str) -> dict[str, object]:
    """``_cells(data)[title]`` without reading the other sheets (openpyxl's read-only mode
    parses a sheet only when it is iterated: a 300-platform book takes 1.8 s whole)."""
    book = openpyxl.load_workbook(io.BytesIO(data), read_only=True)
    try:
        ws = book[title]
        return {c.coordinate: c.value for row in ws.iter_rows() for c in row if c.value}
    finally:
        book.close()


@pytest.mark.parametrize(
    "notes",
    ["x" * 39_993 + "THE END", "😀" * 20_000],  # 40,000 UTF-16 units either way
    ids=["ascii", "emoji"],
)
def test_text_past_a_cell_is_shortened_visibly_and_listed(notes: str) -> None:
    """Case 9: plan notes of 40,000 characters were cut at 32,767 without a word."""
    plan = _plan(notes=notes)
    sheets = _cells(build_workbook(analyze(plan)))
    where, value = next(
        (cell, v)
        for cell, v in sheets["Summary"].items()
        if isinstance(v, str) and v.startswith(notes[:100])
    )
    tail = MARKER.format(length=40_000)
    assert value.endswith(tail)
    assert _utf16(value) <= limits.CELL_CHARS
    assert _utf16(value) > limits.CELL_CHARS - 2  # all the room used (an emoji is 2 units)
    said = "the text of 40,000 characters is shortened to Excel's 32,767 characters a cell; " + (
        "the plan file holds it whole."
    )
    assert list(sheets["Export notes"].values()) == [
        "What this workbook shortened or left out (Excel's limits)",
        f"Summary!{where}: {said}",
        f"Assumptions!C4: {said}",  # the notes are an input there too
    ]
    assert str(sheets["Assumptions"]["C4"]).endswith(tail)


def test_a_workbook_within_the_limits_has_no_export_notes() -> None:
    plan = _plan()
    assert "Export notes" not in _cells(build_workbook(analyze(plan)))


def _charts(data: bytes) -> list[tuple[int, str]]:
    """(series count, title) of every chart in the file."""
    out = []
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        for name in sorted(n for n in z.namelist() if n.startswith("xl/charts/chart")):
            xml = z.read(name).decode("utf-8")
            out.append((xml.count("<c:ser>"), re.findall(r"<a:t>([^<]*)</a:t>", xml)[0]))
    return out


def test_charts_of_more_than_255_platforms_draw_the_cheapest_and_say_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Case 9: 300 platforms made XlsxWriter drop series 256-300 with a warning on stderr
    (breaking the one-line contract). Now: 255 series, titled as a subset, noted, silent."""
    plan = _plan(platforms=300, max_gpus=8)
    path = tmp_path / "plan.gpuplan"
    path.write_text(json.dumps(plan.model_dump(mode="json"), ensure_ascii=False), "utf-8")
    # The command line's workbook is build_workbook(analyze(plan)) (cli.py, --lang en): built
    # once (about 3 s at 300 platforms), read below, with no warning and nothing on stderr.
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert main(["report", str(path), "--xlsx", str(tmp_path / "out.xlsx")]) == 0
    assert [str(w.message) for w in caught] == []
    assert capsys.readouterr().err == ""  # nothing from XlsxWriter on stderr
    data = (tmp_path / "out.xlsx").read_bytes()
    charts = _charts(data)
    sweep_charts = [c for c in charts if "by GPU count" in c[1]]
    assert sweep_charts == [
        (255, "Total cost by GPU count (the 255 cheapest of 300 platforms)"),
        (255, "Hours held by GPU count (the 255 cheapest of 300 platforms)"),
    ]
    drawn = [r.name for r in limits.charted(evaluate(plan))]
    assert drawn == [f"P{i:04d}" for i in range(255)]  # the cheapest: lowest prices
    notes = list(_sheet_cells(data, "Export notes").values())
    assert notes[1] == (
        "Sweep charts: the 255 cheapest of 300 platforms (at their chosen GPU count); an "
        "Excel chart holds at most 255 series. The table lists every platform."
    )


def test_the_wide_sweep_fits_up_to_4092_platforms() -> None:
    """Four blocks of k columns, the N column and a 10-column gap for the charts: the last
    column (0-based) is 4·k + 3 + 10; Excel's last is 16,383 (XFD). 4·4,092 + 13 = 16,381
    fits; 4·4,093 + 13 = 16,385 does not (the Sweep formulas once pointed past XFD)."""
    assert sweep.wide_fits(4092)
    assert not sweep.wide_fits(4093)


def test_the_long_sweep_has_the_wide_sweeps_figures(monkeypatch: pytest.MonkeyPatch) -> None:
    """Case 9: the long layout (one row per platform and GPU count) holds, for each platform
    and N, the same cached total and hours as the wide one, and a formula in every total."""
    plan = _plan(max_gpus=16)
    analysis = analyze(plan)
    result = analysis.result
    wide = _cells(build_workbook(analysis))["Sweep"]
    monkeypatch.setattr(sweep, "wide_fits", lambda k: False)
    data = build_workbook(analysis)
    long = _cells(data)["Sweep"]
    book = openpyxl.load_workbook(io.BytesIO(data))
    formulas = {c.coordinate: c.value for row in book["Sweep"].iter_rows() for c in row}
    rows = [
        (long[f"A{i}"], long[f"B{i}"], f"C{i}", f"D{i}")
        for i in range(4, 4 + 2 * 16)
        if f"A{i}" in long
    ]
    assert len(rows) == sum(int(r.feasible.sum()) for r in result.platforms)
    for name, n, cost, hours in rows:
        r = next(x for x in result.platforms if x.name == name)
        assert str(formulas[cost]).startswith("=")
        assert formulas[hours] == pytest.approx(float(r.hours[n - 1]))
        assert str(wide[f"{'BC'[r.index]}{3 + n}"]).startswith("=")
    notes = list(_cells(data)["Export notes"].values())
    assert notes[1].startswith("Sweep: one row per platform and GPU count (2 platforms")


def test_every_plan_that_loads_fits_the_tco_and_memory_sheets() -> None:
    """Case 9: the TCO and Memory sheets hold a column per platform after two of labels. A
    plan holds at most 8,388,608 Monte Carlo draws at 2,000 samples or more: 4,194
    platforms, 4,196 columns, far inside Excel's 16,384."""
    from gpuplanner.core.plan import MAX_MONTE_CARLO_DRAWS
    from gpuplanner.core.uncertainty_models import MonteCarloSettings

    fewest = MonteCarloSettings.model_fields["samples"].metadata[0].ge
    assert (fewest, MAX_MONTE_CARLO_DRAWS // fewest) == (2000, 4194)
    assert limits.COLUMNS >= 2 + 4194
    with pytest.raises(ValueError, match="4,195 platforms × 2,000 samples"):
        _plan(platforms=4195, max_gpus=1)


def test_a_long_sweep_past_excels_rows_says_what_it_left_out(monkeypatch) -> None:
    """Rows run out only past what a plan can hold (4,194 platforms × about 100 counts is
    under half of 1,048,576); the guard is shown here with a 10-row sheet."""
    plan = _plan(max_gpus=16)
    monkeypatch.setattr(sweep, "wide_fits", lambda k: False)
    monkeypatch.setattr(limits, "ROWS", 10)
    data = build_workbook(analyze(plan))
    sheet = _cells(data)["Sweep"]
    assert "A10" in sheet and "A11" not in sheet  # rows 4-10 of the sheet (0-based 3-9)
    feasible = sum(int(r.feasible.sum()) for r in evaluate(plan).platforms)
    assert list(_cells(data)["Export notes"].values())[2] == (
        f"Sweep: Excel's 10 rows are full; {feasible - 7:,} more (platform, GPU count) rows "
        "are left out. The TCO and Summary sheets hold every platform."
    )
