"""What went wrong in a quote file: a code with parameters, the spreadsheet row (the header is
row 1) and the column, worded from the message catalog (``quote.*`` in
``gpuplanner.io.messages``, English and Simplified Chinese). The CLI prints these as a table;
the GUI shows the same sentences.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gpuplanner.io import messages
from gpuplanner.io.quotes.columns import BY_KEY, header, stack_list


def shown(value: Any) -> str:
    """The value as a message quotes it (clipped, control characters made visible)."""
    text = value if isinstance(value, str) else str(value)
    text = "".join(c if c.isprintable() else f"\\u{ord(c):04x}" for c in text)
    return repr(text[:40] + ("…" if len(text) > 40 else ""))


@dataclass(frozen=True)
class QuoteProblem:
    """One problem: ``row`` None for the whole file, ``column`` a column key or None."""

    row: int | None
    column: str | None
    code: str
    params: dict[str, Any] = field(default_factory=dict)

    def where(self, lang: str = "en") -> str:
        if self.row is None:
            return messages.text("quote.where.file", lang)
        return messages.text("quote.where.row", lang, row=self.row)

    def column_name(self, lang: str = "en") -> str:
        if self.column in BY_KEY:
            return header(self.column, lang)
        return self.column or ""

    def text(self, lang: str = "en") -> str:
        if self.code == "invalid" and "problem" in self.params:  # a validator's coded problem
            problem = self.params["problem"]
            where = f"{problem.field}: " if problem.field and self.column is None else ""
            return where + problem.text(lang, got=False)
        params = dict(self.params)
        if "scope" in params:
            params["scope"] = messages.text(f"scope.{params['scope']}", lang)
        if "mode" in params:
            params["mode"] = messages.text(f"mode.{params['mode']}", lang)
        if "other" in params:  # another column, by its header in this language
            params["other"] = header(params["other"], lang)
        if "unit" in params:  # what a header_* column counts, in this language
            unit = params.pop("unit")
            params["takes"] = (
                messages.text(f"bill.unit.{unit}", lang, currency=params.get("currency", ""))
                if unit.startswith("money")
                else self.column_name(lang)
            )
        if "kind" in params:  # a FIFO, a device: the file_kind words
            params["kind"] = messages.text(f"file_kind.{params['kind']}", lang)
        if self.code == "unknown_choice" and self.column == "mode" and lang != "en":
            # the pricing modes as the Chinese template writes them (按量付费 …), not the codes
            codes = [c.strip() for c in str(params.get("choices", "")).split(",") if c.strip()]
            params["choices"] = "、".join(messages.text(f"mode.{c}", lang) for c in codes)
        if self.code == "unknown_stack":  # the stacks as this language's catalog names them
            params["choices"] = stack_list(lang)
        names = list(params.pop("closest", ()))
        params["hint"] = (
            messages.text("quote.closest", lang, names=", ".join(names)) if names else ""
        )
        try:
            return messages.text(f"quote.{self.code}", lang, **params)
        except KeyError:
            return f"{self.code}: {params}"

    def __str__(self) -> str:
        column = self.column_name()
        return f"{self.where()}{', ' + column if column else ''}: {self.text()}"


class Cancelled(Exception):
    """Raised by a caller's progress callback to stop an import (never caught as a problem)."""


class QuoteFileError(ValueError):
    """The file cannot be read as quotes at all."""

    def __init__(self, problem: QuoteProblem) -> None:
        super().__init__(str(problem))
        self.problem = problem


def problems_table(
    problems: tuple[QuoteProblem, ...] | list[QuoteProblem], lang: str = "en"
) -> str:
    """A fixed-width table of the problems for a terminal (wide characters counted twice)."""
    from gpuplanner.io.terminal import clip, display_width, fit

    heads = [messages.text(f"quote.table.{k}", lang) for k in ("row", "column", "problem")]
    rows = [
        (str(p.row) if p.row is not None else "–", clip(p.column_name(lang), 34), p.text(lang))
        for p in problems
    ]
    w0 = max(display_width(heads[0]), *(display_width(r[0]) for r in rows))
    w1 = max(display_width(heads[1]), *(display_width(r[1]) for r in rows))
    lines = [f"{fit(heads[0], w0, '>')}  {fit(heads[1], w1)}  {heads[2]}"]
    lines.append("-" * (w0 + w1 + 4 + max(display_width(heads[2]), 40)))
    lines += [f"{fit(a, w0, '>')}  {fit(b, w1)}  {c}" for a, b, c in rows]
    return "\n".join(lines) + "\n"
