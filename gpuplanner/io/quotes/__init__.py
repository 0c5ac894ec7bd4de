"""Vendor quotes in: a spreadsheet template (.xlsx / .csv) → plan platforms, validated row by
row. ``read_quotes`` reports; ``summarize`` says what an import will add (expired quotes,
conversions); ``add_quotes`` adds the offers to a plan, all or (when the caller asks) only the
valid ones — nothing from a file with errors is half-imported otherwise.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from pathlib import Path

from pydantic import ValidationError

from gpuplanner.core.currency import ExchangeRate
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import Platform
from gpuplanner.io.catalog.loader import Catalog, load_catalog
from gpuplanner.io.problems import first_problem
from gpuplanner.io.quotes.parse import QuoteImport, QuoteParser
from gpuplanner.io.quotes.read import MAX_ROWS, Progress, read_table
from gpuplanner.io.quotes.summary import ImportSummary, summarize, summary_lines
from gpuplanner.io.quotes.template import write_template
from gpuplanner.io.quotes.words import Cancelled, QuoteFileError, QuoteProblem

__all__ = [
    "MAX_ROWS",
    "Cancelled",
    "ImportSummary",
    "QuoteImport",
    "QuoteImportError",
    "QuoteProblem",
    "add_quotes",
    "import_quotes",
    "read_quotes",
    "summarize",
    "summary_lines",
    "write_template",
]


class QuoteImportError(ValueError):
    """The file's offers cannot be added; ``problems`` says why, row by row."""

    def __init__(self, problems: tuple[QuoteProblem, ...], valid: int = 0) -> None:
        first = str(problems[0]) if problems else "no offers"
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        super().__init__(first + more)
        self.problems = problems
        self.valid = valid  # offers without a problem, which --valid-rows would add


def read_quotes(
    path: Path | str,
    plan: Plan,
    catalog: Catalog | None = None,
    lang: str = "en",
    rates: Mapping[str, float] | None = None,
    progress: Progress | None = None,
) -> QuoteImport:
    """Every offer and every problem in the file (a file that cannot be read at all gives one
    problem for the whole file). ``rates``: exchange rates the user gave for currencies the
    plan has none for (1 unit = rate plan-currency units). ``progress(done, total)`` is called
    as rows are read (total 0) and checked; raising ``Cancelled`` in it stops the import."""
    try:
        table = read_table(Path(path), progress)
    except QuoteFileError as exc:
        return QuoteImport((), (exc.problem,))
    return QuoteParser(plan, catalog or load_catalog(), lang, rates).parse(table, progress)


def add_quotes(
    plan: Plan,
    platforms: tuple[Platform, ...],
    rates: Mapping[str, float] | None = None,
    as_of: dt.date | None = None,
) -> Plan:
    """The plan with the platforms appended (validated again: the plan's own limits hold),
    and the ``rates`` given for this import saved among its exchange rates, dated ``as_of``
    (today by default), so the conversion can be seen and re-done."""
    data = plan.model_dump()
    data["platforms"] = [*data["platforms"], *(p.model_dump() for p in platforms)]
    known = {r.currency for r in plan.exchange_rates}
    day = as_of or dt.date.today()
    data["exchange_rates"] = [
        *data["exchange_rates"],
        *(
            ExchangeRate(currency=code, rate=rate, as_of=day).model_dump()
            for code, rate in (rates or {}).items()
            if code not in known and code != plan.currency
        ),
    ]
    try:
        return Plan.model_validate(data)
    except ValidationError as exc:
        problem = QuoteProblem(None, None, "invalid", {"problem": first_problem(exc)})
        raise QuoteImportError((problem,)) from None


def import_quotes(
    plan: Plan,
    path: Path | str,
    *,
    valid_rows_only: bool = False,
    keep_expired: bool = False,
    rates: Mapping[str, float] | None = None,
    catalog: Catalog | None = None,
    lang: str = "en",
    today: dt.date | None = None,
) -> tuple[Plan, QuoteImport, ImportSummary]:
    """The plan with the file's offers added, what was read, and the summary of it. With
    problems in the file, nothing is added (``QuoteImportError``) unless ``valid_rows_only``;
    then the valid offers are, if any. Expired quotes are left out unless ``keep_expired``."""
    found = read_quotes(path, plan, catalog, lang, rates)
    if found.problems and not valid_rows_only:
        raise QuoteImportError(found.problems, len(found.valid))
    if not found.valid:
        raise QuoteImportError(found.problems or (QuoteProblem(None, None, "no_rows"),))
    summary = summarize(found, plan.currency, dict(rates or {}), today)
    chosen = summary.chosen(keep_expired)
    if not chosen:
        raise QuoteImportError((QuoteProblem(None, None, "all_expired"),))
    used = {c.currency: c.rate for c in summary.conversions if c.given}
    return add_quotes(plan, chosen, used, today), found, summary
