"""Every word the Excel export writes, from the message catalog (``xl.*`` in
``gpuplanner.io.messages``, English and Simplified Chinese).

Templates use ``{name}`` fields. Sheet names stay under Excel's 31-character limit and avoid
the characters it forbids (``tests/io/test_excel_workbook.py`` checks them).
"""

from __future__ import annotations

from gpuplanner.io import messages


class Labels:
    """Look-ups into the table for one language."""

    def __init__(self, language: str) -> None:
        self.language = messages.language(language)

    def __call__(self, key: str, **fields: object) -> str:
        # Units are the program's, not the workbook's: "unit.months" is the same word in the
        # bill, the memo and the GUI (io/messages/*/terms.py).
        key = key if key.startswith("unit.") else f"xl.{key}"
        return messages.text(key, self.language, messages.render, **fields)

    def term(self, key: str) -> str:
        """A word of the domain (``mode.spot``, ``fee_kind.egress``) as a label."""
        return messages.label(key, self.language)

    def sheet(self, key: str) -> str:
        return self(f"sheet.{key}")


def all_keys() -> tuple[str, ...]:
    return tuple(messages.section("xl"))


def entry(key: str) -> tuple[str, str]:
    """The (English, Chinese) templates of ``key``."""
    return messages.EN[f"xl.{key}"], messages.ZH_CN[f"xl.{key}"]
