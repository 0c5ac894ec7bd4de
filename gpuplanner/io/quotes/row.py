"""One row of a quote table by column key, collecting its problems instead of raising (read
by ``parse`` for the offer and its fees, and by ``detail`` for the optional columns)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gpuplanner.io.quotes import cells
from gpuplanner.io.quotes.cells import CellProblem
from gpuplanner.io.quotes.words import QuoteProblem


class QuoteRow:
    """One row's cells by key, collecting problems instead of raising."""

    def __init__(self, number: int, values: dict[str, Any]) -> None:
        self.number = number
        self.values = values
        self.problems: list[QuoteProblem] = []

    def given(self, key: str) -> bool:
        return self.values.get(key) is not None

    def get(self, key: str, parse: Callable[[Any], Any], default: Any = None) -> Any:
        value = self.values.get(key)
        if value is None:
            return default
        try:
            cells.check_cell(value)
            return parse(value)
        except CellProblem as exc:
            self.add(key, exc.code, **exc.params)
            return default

    def add(self, key: str | None, code: str, **params: Any) -> None:
        self.problems.append(QuoteProblem(self.number, key, code, params))
