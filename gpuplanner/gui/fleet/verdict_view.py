"""The fleet verdict in plain words: what is cheapest, whether owning pays, and on what assumptions.

The core returns the verdict as codes with numbers (``FleetResult.verdict``); the message
catalog words them (``gpuplanner.io.fleet.wording``, the same sentences as the CLI report and
the exports), with money and shares written in the display locale. The assumptions come last.
"""

from __future__ import annotations

import html

from PySide6.QtWidgets import QTextBrowser, QWidget

from gpuplanner.core.fleet.result import FleetCode, FleetNotice, FleetResult
from gpuplanner.gui import format as fmt
from gpuplanner.gui.i18n import current_language
from gpuplanner.io.fleet.wording import Figures, describe_fleet_notice

# What the figures rest on (shown last, each sentence saying what it is about: "Assumptions:",
# "Self-built:", "Prices:", "Tax:"): the conventions, the owned cluster, and what the totals
# hold of the price adjustments and the plan's tax.
ASSUMPTION_CODES = {
    FleetCode.ASSUMPTIONS,
    FleetCode.SELF_BUILT_ASSUMPTIONS,
    FleetCode.ADJUSTED,
    FleetCode.TAX,
}


def _unbroken(money: str) -> str:
    """A negative amount held together: a word joiner after the sign, so no line breaks
    inside "-¥86,567" (Qt breaks after a minus sign otherwise)."""
    return money[0] + "\u2060" + money[1:] if money.startswith("-") else money


def figures(currency: str) -> Figures:
    """The verdict's figures in the display locale, money with the currency's symbol."""
    return Figures(
        number=fmt.number,
        percent=fmt.percent,
        money=lambda value, decimals: _unbroken(fmt.money(value, currency, decimals)),
    )


class VerdictView(QTextBrowser):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)
        self.sentences: list[str] = []  # the verdict as shown, one sentence per notice
        self.assumptions: list[str] = []

    def show_result(self, result: FleetResult | None, currency: str) -> None:
        self.sentences, self.assumptions = [], []
        if result is None:
            nothing = self.tr("No fleet plan to compare.")  # outside the f-string for lupdate
            self.setHtml(f"<p>{html.escape(nothing)}</p>")
            return
        for notice in result.verdict:
            text = self.describe(notice, currency)
            (self.assumptions if notice.code in ASSUMPTION_CODES else self.sentences).append(text)
        parts = [f"<p>{html.escape(s)}</p>" for s in self.sentences]
        if self.assumptions:
            parts.append("<hr/>")
            parts += [f"<p>{html.escape(s)}</p>" for s in self.assumptions]
        self.setHtml("".join(parts))

    def show_failure(self, reason: str) -> None:
        self.sentences, self.assumptions = [], []
        text = fmt.fill(self.tr("The fleet plan could not be compared: %1"), reason)
        self.setHtml(f"<p>{html.escape(text)}</p>")

    def describe(self, notice: FleetNotice, currency: str) -> str:
        return describe_fleet_notice(notice, currency, current_language(), figures(currency))
