"""What an import will add, said before anything is added (issue 25 item 6): rows read,
platforms, fee lines, expired quotes, currency conversions, rows left out.

An expired quote is left out unless the user keeps it: a spot quote that ran out last year
must not become the plan's "cheapest" by being imported with the rest. The GUI shows these
lines in its confirmation dialog; the CLI prints them before it writes the plan.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from gpuplanner.core.platform import Platform
from gpuplanner.io import messages
from gpuplanner.io.quotes.parse import QuoteImport
from gpuplanner.io.quotes.words import QuoteProblem, shown

_NAMES_SHOWN = 6  # platform names listed in a line before "and N more"


@dataclass(frozen=True)
class Conversion:
    """Offers quoted in ``currency``, converted at ``rate`` plan-currency units per unit."""

    currency: str
    rate: float
    plan_currency: str
    offers: int
    given: bool  # the rate was given for this import (it is then saved in the plan)
    names: tuple[str, ...] = ()  # the converted offers' platforms

    def added(self, chosen: tuple[Platform, ...]) -> int:
        """How many of the converted offers are among the platforms added."""
        return len({p.name for p in chosen} & set(self.names))


@dataclass(frozen=True)
class ImportSummary:
    rows: int  # rows read below the header (offers and fee lines)
    offers: int  # offer rows in the file
    platforms: tuple[Platform, ...]  # the valid offers, expired ones included
    fees: int  # fee lines on those platforms
    expired: tuple[Platform, ...]  # valid offers whose quote ran out before ``today``
    conversions: tuple[Conversion, ...]
    left_out: int  # offers with problems
    notes: tuple[QuoteProblem, ...]
    today: dt.date

    def chosen(self, keep_expired: bool) -> tuple[Platform, ...]:
        """The platforms to add: expired quotes only when the user keeps them."""
        if keep_expired:
            return self.platforms
        gone = {p.name for p in self.expired}
        return tuple(p for p in self.platforms if p.name not in gone)


def summarize(
    found: QuoteImport,
    plan_currency: str,
    given: dict[str, float] | None = None,
    today: dt.date | None = None,
) -> ImportSummary:
    """The summary of ``found`` (``given``: the rates typed for this import)."""
    today = today or dt.date.today()
    valid = found.valid_offers
    platforms = tuple(o.platform for o in valid if o.platform is not None)
    expired = tuple(
        p for p in platforms if p.quote_valid_until is not None and p.quote_valid_until < today
    )
    by_currency: dict[str, list[tuple[float, str]]] = {}
    for o in valid:
        if o.currency is not None and o.rate is not None and o.platform is not None:
            by_currency.setdefault(o.currency, []).append((o.rate, o.platform.name))
    conversions = tuple(
        Conversion(
            code,
            offers[0][0],
            plan_currency,
            len(offers),
            code in (given or {}),
            tuple(name for _, name in offers),
        )
        for code, offers in by_currency.items()
    )
    return ImportSummary(
        rows=found.rows,
        offers=len(found.offers),
        platforms=platforms,
        fees=sum(len(p.fees) for p in platforms),
        expired=expired,
        conversions=conversions,
        left_out=len(found.offers) - len(valid),
        notes=found.notes,
        today=today,
    )


def _say(key: str, lang: str, count: int, **params: object) -> str:
    form = "one" if count == 1 else "other"
    return messages.text(f"quote.summary.{key}.{form}", lang, count=count, **params)


def _names(platforms: tuple[Platform, ...], lang: str) -> str:
    names = [shown(p.name) for p in platforms[:_NAMES_SHOWN]]
    rest = len(platforms) - _NAMES_SHOWN
    if rest > 0:
        names.append(messages.text("quote.summary.more", lang, count=rest))
    return messages.text("quote.summary.separator", lang).join(names)


def summary_lines(
    summary: ImportSummary, lang: str, keep_expired: bool, *, notes: bool = True
) -> list[str]:
    """The summary as sentences, one per line (the same in the GUI and the CLI); ``notes``
    False leaves out the reader's notes (hidden sheets, a flagged GPU) for a caller that shows
    them apart."""
    s = summary
    if s.rows > s.offers:
        fee_rows = s.rows - s.offers
        first = messages.text(
            "quote.summary.rows_fees", lang, count=s.rows, offers=s.offers, fee_rows=fee_rows
        )
    else:
        first = _say("rows", lang, s.rows)
    lines = [first]
    chosen = s.chosen(keep_expired)
    lines.append(_say("add", lang, len(chosen), names=_names(chosen, lang) if chosen else ""))
    # Fee lines and conversions of the platforms added: an expired quote left out brings
    # neither ('5 offers converted' beside 'Will add 2 platforms' read as a contradiction).
    fees = sum(len(p.fees) for p in chosen)
    if fees:
        lines.append(_say("fees", lang, fees))
    if s.expired:
        dated = messages.text("quote.summary.separator", lang).join(
            messages.text(
                "quote.summary.until",
                lang,
                name=shown(p.name),
                date=p.quote_valid_until.isoformat() if p.quote_valid_until else "",
            )
            for p in s.expired[:_NAMES_SHOWN]
        )
        key = "expired_kept" if keep_expired else "expired_left"
        lines.append(_say(key, lang, len(s.expired), names=dated, today=s.today.isoformat()))
    for c in s.conversions:
        key = "converted_given" if c.given else "converted"
        if count := c.added(chosen):
            lines.append(
                _say(key, lang, count, currency=c.currency, rate=c.rate, plan=c.plan_currency)
            )
    if s.left_out:
        lines.append(_say("left_out", lang, s.left_out))
    if notes:
        lines += [n.text(lang) for n in s.notes]
    return lines
