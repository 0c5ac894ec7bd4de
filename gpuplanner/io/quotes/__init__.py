"""Vendor quotes in: a spreadsheet template (.xlsx / .csv) → plan platforms, validated row by
row. ``read_quotes`` reports; ``add_quotes`` adds the offers to a plan, all or (when the caller
asks) only the valid ones — nothing from a file with errors is half-imported otherwise.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import ValidationError

from gpuplanner.core.plan import Plan
from gpuplanner.core.platform import Platform
from gpuplanner.io.catalog.loader import Catalog, load_catalog
from gpuplanner.io.problems import first_problem
from gpuplanner.io.quotes.parse import QuoteImport, QuoteParser
from gpuplanner.io.quotes.read import MAX_ROWS, QuoteFileError, read_table
from gpuplanner.io.quotes.template import write_template
from gpuplanner.io.quotes.words import QuoteProblem

__all__ = [
    "MAX_ROWS",
    "QuoteImport",
    "QuoteImportError",
    "QuoteProblem",
    "add_quotes",
    "import_quotes",
    "read_quotes",
    "write_template",
]


class QuoteImportError(ValueError):
    """The file's offers cannot be added; ``problems`` says why, row by row."""

    def __init__(self, problems: tuple[QuoteProblem, ...]) -> None:
        first = str(problems[0]) if problems else "no offers"
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        super().__init__(first + more)
        self.problems = problems


def read_quotes(
    path: Path | str, plan: Plan, catalog: Catalog | None = None, lang: str = "en"
) -> QuoteImport:
    """Every offer and every problem in the file (a file that cannot be read at all gives one
    problem for the whole file)."""
    try:
        table = read_table(Path(path))
    except QuoteFileError as exc:
        return QuoteImport((), (exc.problem,))
    return QuoteParser(plan, catalog or load_catalog(), lang).parse(table)


def add_quotes(plan: Plan, platforms: tuple[Platform, ...]) -> Plan:
    """The plan with the platforms appended (validated again: the plan's own limits hold)."""
    data = plan.model_dump()
    data["platforms"] = [*data["platforms"], *(p.model_dump() for p in platforms)]
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
    catalog: Catalog | None = None,
    lang: str = "en",
) -> tuple[Plan, QuoteImport]:
    """The plan with the file's offers added. With problems in the file, nothing is added
    (``QuoteImportError``) unless ``valid_rows_only``; then the valid offers are, if any."""
    found = read_quotes(path, plan, catalog, lang)
    if found.problems and not valid_rows_only:
        raise QuoteImportError(found.problems)
    if not found.valid:
        raise QuoteImportError(found.problems or (QuoteProblem(None, None, "no_rows"),))
    return add_quotes(plan, found.valid), found
