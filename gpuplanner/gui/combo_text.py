"""A combo box too narrow for its current entry shows it cut with "…", never clipped.

Qt draws a combo box's current text into its edit field as it is, so a combo narrower than
its entry cuts it off mid-character: at 1280×720 the Platforms form's "NVLink 4 via NVSwitch
(H100 / H200 / H20 SXM)" lost its last 75 px and "The workload's (DeepSpeed (ZeRO))" its
closing parenthesis; in Chinese "全部线性层（q、k、v、o、gate、up、down）" its last glyph.
Combos that shrink with the form (``fields.compact_combo``) do so by design; the whole entry
stays in the popup. ``ElidingComboStyle``, a proxy of the application's own style installed
with the QApplication (``install``), draws such a text elided at the right with "…".
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QProxyStyle,
    QStyle,
    QStyleFactory,
    QStyleOption,
    QStyleOptionComboBox,
    QWidget,
)

ICON_GAP = 4  # QCommonStyle's CE_ComboBoxLabel: an icon, 4 px, then the text
TEXT_MARGIN = 1  # and the text 1 px in from each side of the edit field


def shown_text(style: QStyle, option: QStyleOptionComboBox, widget: QWidget | None) -> str:
    """The current text as it fits the combo's edit field (elided with "…" if need be)."""
    field = style.subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, widget
    )
    room = field.width() - 2 * TEXT_MARGIN
    if not option.currentIcon.isNull():
        room -= option.iconSize.width() + ICON_GAP
    metrics = option.fontMetrics
    if metrics.horizontalAdvance(option.currentText) <= room:
        return option.currentText
    return metrics.elidedText(option.currentText, Qt.TextElideMode.ElideRight, max(room, 0))


class ElidingComboStyle(QProxyStyle):
    """The application's style, but a combo's current text too long for it is elided."""

    def drawControl(
        self,
        element: QStyle.ControlElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        if (
            element == QStyle.ControlElement.CE_ComboBoxLabel
            and isinstance(option, QStyleOptionComboBox)
            and not option.editable  # an editable combo's line edit draws its own text
        ):
            text = shown_text(self, option, widget)
            if text != option.currentText:
                option = QStyleOptionComboBox(option)
                option.currentText = text
        super().drawControl(element, option, painter, widget)


def install(app: QApplication) -> ElidingComboStyle:
    """Wrap the application's style once (later calls find it); return it."""
    style = app.style()
    if isinstance(style, ElidingComboStyle):
        return style
    # A fresh instance of the style in use (the platform's, or QT_STYLE_OVERRIDE's): the
    # proxy owns its base, so it cannot take the application's own.
    base = QStyleFactory.create(style.name()) if style.name() else None
    wrapped = ElidingComboStyle(base) if base is not None else ElidingComboStyle()
    app.setStyle(wrapped)
    return wrapped


def combo_shown_text(combo: QComboBox) -> str:
    """What ``combo`` shows in its edit field now (tests, and a tooltip's choice)."""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    return shown_text(combo.style(), option, combo)
