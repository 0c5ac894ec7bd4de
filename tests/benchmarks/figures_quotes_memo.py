"""Benchmark figures ``quote_import_1000_ms``, ``quote_refuse_100000_ms`` and ``memo_pdf_ms``.

- quote_import_1000_ms: read and check a 1,000-offer quote template (.xlsx, the most one import
  takes) against the 10-platform plan, File → Import quotes… up to the problem list.
- quote_refuse_100000_ms: a 100,000-row .xlsx is refused (the reader stops at row 1,001).
- memo_pdf_ms: typeset the decision memo of the 10-platform plan as PDF (content built from
  the evaluation and simulation the app already holds), plus its size.
At most 5 timed runs each: one run takes up to a second.
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

from registry import figure, median_ms
from ten_platforms import ten_platform_plan

MAX_RUNS = 5


def _runs(args: argparse.Namespace) -> int:
    return max(1, min(args.repeat, MAX_RUNS))


def _template(path: Path, rows: int) -> None:
    import xlsxwriter

    wb = xlsxwriter.Workbook(str(path), {"constant_memory": True})
    ws = wb.add_worksheet("Quotes")
    ws.write_row(0, 0, ["Vendor", "Platform name", "GPU", "Pricing mode", "Price per GPU-hour"])
    for r in range(1, rows + 1):
        ws.write_row(r, 0, ["Vendor", f"Offer {r}", "h100-sxm-80gb", "on_demand", 2.0 + r / 1e4])
    wb.close()


@figure("quote_import_1000_ms")
def quote_import_ms(args: argparse.Namespace) -> dict[str, float]:
    from gpuplanner.io.catalog.loader import load_catalog
    from gpuplanner.io.quotes import read_quotes

    plan, catalog = ten_platform_plan(), load_catalog()
    with tempfile.TemporaryDirectory(prefix="bench-quotes-") as folder:
        small, big = Path(folder) / "q1000.xlsx", Path(folder) / "q100000.xlsx"
        _template(small, 1000)
        _template(big, 100_000)
        found = read_quotes(small, plan, catalog)
        assert len(found.valid) == 1000, found.problems[:3]
        ms = median_ms(lambda: read_quotes(small, plan, catalog), _runs(args), warmup=1)
        refuse = median_ms(lambda: read_quotes(big, plan, catalog), _runs(args), warmup=1)
    return {"quote_import_1000_ms": round(ms, 1), "quote_refuse_100000_ms": round(refuse, 1)}


@figure("memo_pdf_ms")
def memo_pdf_ms(args: argparse.Namespace) -> dict[str, float]:
    from gpuplanner.core import analyze
    from gpuplanner.gui.memo.pdf import render_memo_pdf
    from gpuplanner.io.memo import build_memo

    plan = ten_platform_plan()
    memo = build_memo(analyze(plan))
    ms = median_ms(lambda: render_memo_pdf(memo), _runs(args), warmup=1)
    return {"memo_pdf_ms": round(ms, 1), "memo_pdf_kb": round(len(render_memo_pdf(memo)) / 1024, 1)}
