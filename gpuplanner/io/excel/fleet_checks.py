"""The Checks sheet of a workbook with a fleet plan: sums and cross-checks that read TRUE.

Each row is a formula over the Fleet sheet's cells (addresses, so no sheet-local name has to
be resolved from another sheet): a strategy's cash over the horizon equals its cumulative
cash in the last month; the demand equals the GPUs on average × the hours; the recommended
strategy still has the lowest present cost (FALSE after an input moves the ranking: rerun
gpuplanner); a loan's down payment plus the value of its payments at its rate is the capex;
the owned cluster never runs more GPU-hours than it has. The last row ANDs them all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from xlsxwriter.utility import xl_col_to_name
from xlsxwriter.worksheet import Worksheet

from gpuplanner.io.excel.fleet_labels import label
from gpuplanner.io.fleet.wording import strategy_name

if TYPE_CHECKING:
    from gpuplanner.io.excel.fleet_months import MonthTable
    from gpuplanner.io.excel.fleet_writer import FleetWriter


def write_checks(w: FleetWriter, t: MonthTable, ws: Worksheet) -> None:
    r, lang, sheet = w.r, w.lang, w.sheet.replace("'", "''")

    def at(cell: str) -> str:
        return f"'{sheet}'!{cell}"

    def name(n: str) -> str:
        return w.cells[n]

    eps = name("fleet_eps_cash")
    rows: list[tuple[str, str]] = []
    last = t.months - 1
    for s in r.strategies:
        line = t.summary_rows[s] + 1
        cum = t.at(t.cum[s], last).replace(xl_col_to_name(t.cum[s]), "$" + xl_col_to_name(t.cum[s]))
        rows.append(
            (
                label("chk.cash", lang, name=strategy_name(s, lang)),
                f"=ABS({at(f'$B${line}')}-{at(cum)})<={eps}",
            )
        )
    demand, geq = at(t.span(t.cols["demand"])), at(t.span(t.cols["geq"]))
    rows.append(
        (label("chk.demand", lang), f"=ABS(SUM({geq})*{name('fleet_h')}-SUM({demand}))<={eps}")
    )
    first, final = (t.summary_rows[s] + 1 for s in (r.strategies[0], r.strategies[-1]))
    best = t.summary_rows[r.cheapest] + 1
    rows.append(
        (
            label("chk.cheapest", lang, name=strategy_name(r.cheapest, lang)),
            f"={at(f'$E${best}')}<=MIN({at(f'$E${first}:$E${final}')})+{eps}",
        )
    )
    sb = w.fleet.self_built
    if sb is not None and r.self_built is not None:
        own = at(t.span(t.cols["own"]))
        rows.append((label("chk.capacity", lang), f"=MAX({own})<={name('fleet_sb_cap')}+{eps}"))
        if sb.financing is not None:
            value = (
                f"PV({name('fleet_sb_loan_rate')}/12,{name('fleet_sb_loan_term')},"
                f"-{name('fleet_sb_pay')},-{name('fleet_sb_balloon')},{name('fleet_sb_loan_adv')})"
            )
            capex = name("fleet_sb_capex")
            rows.append(
                (
                    label("chk.loan", lang),
                    f"=ABS({name('fleet_sb_down')}+{value}-{capex})<={eps}",
                )
            )
    ws.set_column(0, 0, 90)
    ws.set_column(1, 1, 12)
    ws.write_string(0, 0, label("chk.title", lang), w.f["title"])
    how = w.wb.add_format({"font_color": "#808080", "italic": True, "text_wrap": True})
    ws.merge_range(1, 0, 1, 1, label("chk.how", lang), how)
    ws.set_row(1, 30)
    # A logical result shows as TRUE / FALSE in LibreOffice too (it keeps 1 / 0 otherwise).
    truth = w.wb.add_format({"align": "center", "num_format": '"TRUE";"TRUE";"FALSE"'})
    for k, (text, formula) in enumerate(rows):
        ws.write_string(3 + k, 0, text)
        ws.write_formula(3 + k, 1, formula, truth, True)
    end = 3 + len(rows)
    ws.write_string(end, 0, label("chk.all", lang), w.f["section"])
    ws.write_formula(end, 1, f"=AND(B4:B{end})", truth, True)
    ws.set_landscape()
    ws.fit_to_pages(1, 0)
