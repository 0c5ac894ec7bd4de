"""Notices (warnings, infeasibility reasons) worded in the export's language.

The words live in the message catalog (``gpuplanner.io.messages``), shared with the terminal
report so both say the same thing.
"""

from __future__ import annotations

from gpuplanner.core.notices import Notice
from gpuplanner.io.excel.labels import Labels
from gpuplanner.io.words.notices import describe_notice


def describe(notice: Notice, labels: Labels, currency: str | None = None) -> str:
    """The notice in the workbook's language, its amounts in ``currency`` ('¥1,430.00')."""
    return describe_notice(notice, labels.language, currency=currency)
