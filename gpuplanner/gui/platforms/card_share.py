"""The 'Card share' row of an owned cluster: the card's part of the capex per GPU, which is
all a spare buys (``pricing.card_share`` of a self-built platform, ``fleet.self_built.
card_share`` in the Fleet tab). One row, one wording, for both forms."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFormLayout

from gpuplanner.gui import wording
from gpuplanner.gui.binding import Binder, percent_conversions
from gpuplanner.gui.fields import UnitSpinBox


def _tr(text: str) -> str:
    return QCoreApplication.translate("CardShare", text)


def card_share_row(binder: Binder, form: QFormLayout) -> UnitSpinBox:
    """Add the row to ``form``, bound to ``card_share`` under ``binder``; return its box."""
    box = UnitSpinBox(
        "%",
        0,
        100,
        0,
        5,
        wording.word("pricing.tip.card_share"),
    )
    binder.row(form, _tr("Card share:"), box, ("card_share",), **percent_conversions())
    return box
