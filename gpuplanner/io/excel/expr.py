"""Spreadsheet formulas built as small expression trees that also carry their value.

One tree gives the formula text written to a cell and the number cached beside it, so a
viewer that does not recalculate shows the same figure the formula evaluates to. Only the
operators the money formulas need are here: + − × ÷, MAX, CEILING(x, 1), IF.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

_SUM, _PRODUCT, _ATOM = 1, 2, 3  # operator precedence: + − below × ÷ below atoms


@dataclass(frozen=True)
class Expr:
    """Formula text (without the leading ``=``) and its value under Excel's rules."""

    text: str
    value: float
    precedence: int = _ATOM

    @property
    def formula(self) -> str:
        return "=" + self.text

    def __add__(self, other: Expr | float) -> Expr:
        return _binary(self, "+", lift(other), self.value + lift(other).value, _SUM)

    def __radd__(self, other: float) -> Expr:
        return lift(other) + self

    def __sub__(self, other: Expr | float) -> Expr:
        return _binary(self, "-", lift(other), self.value - lift(other).value, _SUM)

    def __rsub__(self, other: float) -> Expr:
        return lift(other) - self

    def __mul__(self, other: Expr | float) -> Expr:
        return _binary(self, "*", lift(other), self.value * lift(other).value, _PRODUCT)

    def __rmul__(self, other: float) -> Expr:
        return lift(other) * self

    def __truediv__(self, other: Expr | float) -> Expr:
        divisor = lift(other)
        value = self.value / divisor.value if divisor.value else math.nan
        return _binary(self, "/", divisor, value, _PRODUCT)


def ref(name: str, value: float) -> Expr:
    """A defined name or a cell address holding ``value``."""
    return Expr(name, float(value))


def num(value: float) -> Expr:
    """A literal number, written so Excel and LibreOffice read back the same double."""
    text = repr(float(value))
    if text.endswith(".0"):
        text = text[:-2]
    return Expr(text.upper(), float(value))


def lift(value: Expr | float) -> Expr:
    return value if isinstance(value, Expr) else num(value)


def _binary(left: Expr, op: str, right: Expr, value: float, precedence: int) -> Expr:
    # Left-associative: a − (b − c) and a / (b × c) need their brackets, a − b − c does not.
    lhs = f"({left.text})" if left.precedence < precedence else left.text
    tight = right.precedence < precedence or (right.precedence == precedence and op in "-/")
    rhs = f"({right.text})" if tight else right.text
    return Expr(f"{lhs}{op}{rhs}", value, precedence)


def max_(*args: Expr | float) -> Expr:
    items = [lift(a) for a in args]
    return Expr(f"MAX({','.join(i.text for i in items)})", max(i.value for i in items))


def ceiling(x: Expr) -> Expr:
    """CEILING(x, 1): the next whole number (x is never negative in these formulas)."""
    return Expr(f"CEILING({x.text},1)", float(math.ceil(x.value)))


def if_(condition: Expr, yes: Expr | float, no: Expr | float) -> Expr:
    a, b = lift(yes), lift(no)
    return Expr(f"IF({condition.text},{a.text},{b.text})", a.value if condition.value else b.value)


def sum_of(items: list[Expr]) -> Expr:
    """SUM over a list of cells (0 when empty), summed left to right like the app."""
    if not items:
        return num(0)
    if len(items) == 1:
        return items[0]
    total = 0.0
    for item in items:
        total += item.value
    return Expr(f"SUM({','.join(i.text for i in items)})", total)
