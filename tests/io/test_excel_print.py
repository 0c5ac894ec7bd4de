"""The workbook prints like a finance report: every sheet on A4 landscape pages, the Summary
and the TCO each on one page at a readable size, no empty page (LibreOffice's PDF export,
read back with poppler's pdfinfo and pdftotext).

Readable: pdftotext boxes a word of 11-point type printed at 100 % as 14.30 points tall and
at 50 % as 7.15 (measured on a one-cell workbook with set_print_scale), so a page's scale is
its median body word height / 14.30. Where LibreOffice lacks Calibri and its metric twin
Carlito (this machine: pdffonts shows DejaVu Sans), the wider substitute widens every column
by the ratio of the digit widths (9.3 / 7 px at 11 pt, about 1.33), so the 45 % floor here is
about 60 % in Excel (6.6-point type, a dense annual-report table). Measured with LibreOffice
7.4 and DejaVu Sans on the 70B example: before this print setup the Summary (362 characters
wide) printed at 30 % and the TCO at 53 %; now at 50 % and 90 %.
"""

from __future__ import annotations

import re
import shutil
import statistics
import subprocess
from pathlib import Path

import pytest
from recalc import batched

from gpuplanner import paths
from gpuplanner.core.analysis import analyze
from gpuplanner.io.excel.export import export_workbook
from gpuplanner.io.excel.labels import Labels
from gpuplanner.io.plan_file import load_plan

pytestmark = pytest.mark.slow

A4_LANDSCAPE = (841.89, 595.30)  # points
WORD_PT_AT_FULL_SIZE = 14.30  # pdftotext box of an 11-point word printed at 100 %
MIN_SCALE = 0.45
PLAN = "70b-full-finetune-h100-a800-4090.gpuplan"


def _poppler(tool: str) -> str:
    exe = shutil.which(tool)
    if exe is None:
        pytest.skip(f"poppler's {tool} is not installed")
    return exe


def _pages(pdf: Path) -> list[str]:
    """The text of each page."""
    info = subprocess.run([_poppler("pdfinfo"), str(pdf)], capture_output=True, text=True)
    count = int(re.search(r"^Pages:\s+(\d+)", info.stdout, re.M).group(1))
    size = re.search(r"^Page size:\s+([\d.]+) x ([\d.]+) pts", info.stdout, re.M)
    assert (float(size.group(1)), float(size.group(2))) == pytest.approx(A4_LANDSCAPE, abs=0.5)
    out = []
    for page in range(1, count + 1):
        cmd = [_poppler("pdftotext"), "-f", str(page), "-l", str(page), "-layout", str(pdf), "-"]
        out.append(subprocess.run(cmd, capture_output=True, text=True, check=True).stdout)
    return out


def _body_word_heights(pdf: Path, page: int) -> list[float]:
    """Heights of the words between the page header and footer (those are never scaled)."""
    cmd = [_poppler("pdftotext"), "-f", str(page), "-l", str(page), "-bbox", str(pdf), "-"]
    html = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    boxes = re.findall(r'yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)"', html)
    return [y1 - y0 for y0, y1 in ((float(a), float(b)) for a, b in boxes) if 45 < y0 < 550]


def _printed(language: str):
    def make(folder: Path) -> list[tuple[Path, str]]:
        book = folder / f"plan-{language}.xlsx"
        export_workbook(analyze(load_plan(paths.examples_dir() / PLAN)), book, language)
        return [(book, "pdf")]

    return make


for _language in ("en", "zh_CN"):  # printed with the session's other workbooks (recalc.py)
    batched(f"print-{_language}")(_printed(_language))


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_workbook_prints_on_landscape_pages_none_empty(recalculated, language: str) -> None:
    (pdf,) = recalculated(f"print-{language}").outputs
    pages = _pages(pdf)
    t = Labels(language)
    page_of = re.escape(t("print.footer").split("&R")[1])
    footer = re.compile(page_of.replace(re.escape("&P"), r"\d+").replace(re.escape("&N"), r"\d+"))
    sheet_of: list[str] = []
    for number, text in enumerate(pages, start=1):
        lines = [line.strip() for line in text.splitlines() if line.strip()]
        # Header (the plan title) + body + footer (sheet name, "page N of M"): never empty.
        assert len(lines) >= 3, f"page {number} is empty: {lines}"
        last = lines[-1]
        assert footer.sub("", last) != last, f"page {number} has no page number: {last!r}"
        sheet_of.append(re.split(r"\s{2,}", last)[0])
    for key in ("summary", "tco", "memory"):  # one page each for this plan
        assert sheet_of.count(t.sheet(key)) == 1, (key, sheet_of)
    for key in ("summary", "assumptions", "tco", "fees", "sweep", "memory"):
        assert t.sheet(key) in sheet_of
    for key in ("summary", "tco"):
        heights = _body_word_heights(pdf, sheet_of.index(t.sheet(key)) + 1)
        scale = statistics.median(heights) / WORD_PT_AT_FULL_SIZE
        assert scale >= MIN_SCALE, f"{key} prints at {scale:.0%}"
