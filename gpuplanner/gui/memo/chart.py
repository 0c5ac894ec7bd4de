"""The memo's cost-by-GPU-count chart, drawn with QPainter paths into the page (vector in the
PDF: lines stay lines and labels stay text at any zoom).

It is a QTextDocument object (``QPyTextObject``): the document lays it out like a large
character and calls ``drawObject`` with the painter of whatever it is printed on.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRect, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPyTextObject,
    QTextDocument,
    QTextFormat,
)

from gpuplanner.core.currency import CURRENCY_SYMBOLS
from gpuplanner.io.memo.content import Chart, money

CHART_OBJECT = QTextFormat.ObjectTypes.UserObject + 19
ASPECT = 0.42  # height / width
# Colour-blind-safe order (Okabe & Ito 2008): the recommendation in blue, then orange, green.
COLOURS = ("#0072B2", "#E69F00", "#009E73", "#CC79A7")
Y_CAP = 3.0  # the y axis stops at 3 × the dearest chosen total, so the choice stays readable
# The axis grows to take the budget line in only while the budget is at most 1.5 × the top of
# the plotted costs (the curves keep two thirds of the height); a budget further up is written
# above the plot instead of squashing the curves onto the x axis.
BUDGET_REACH = 1.5


def nice_ticks(lo: float, hi: float, count: int = 5) -> list[float]:
    """Round tick values covering lo … hi (1, 2, 2.5, 5 × 10^k steps)."""
    if hi <= lo:
        hi = lo + 1.0
    raw = (hi - lo) / count
    mag = 10 ** math.floor(math.log10(raw))
    step = next(m * mag for m in (1, 2, 2.5, 5, 10) if m * mag >= raw)
    first = math.floor(lo / step) * step
    last = math.ceil(hi / step - 1e-9) * step  # the top tick covers hi
    count = round((last - first) / step)
    return [round(first + k * step, 10) for k in range(count + 1)]


def y_axis(chart: Chart) -> tuple[list[float], bool]:
    """The y ticks (0 … the plotted costs, capped at ``Y_CAP`` × the dearest chosen total) and
    whether the budget is drawn as a line within them (else it is noted above the plot)."""
    curves = [c for c in chart.curves if c.n]
    chosen = [c.chosen[1] for c in curves if c.chosen]
    y_top = max((y for c in curves for y in c.cost), default=1.0)
    if chosen:
        y_top = min(y_top, Y_CAP * max(chosen))
    budget = chart.budget or 0.0
    inside = 0.0 < budget <= BUDGET_REACH * y_top
    if inside:
        y_top = max(y_top, budget * 1.05)
    return nice_ticks(0.0, y_top), inside


def _short_money(value: float, currency: str) -> str:
    """Axis labels: '¥12k', '¥1.5M' (the exact figures are in the tables)."""
    symbol = CURRENCY_SYMBOLS.get(currency, currency + " ")
    for div, suffix in ((1e9, "B"), (1e6, "M"), (1e3, "k")):
        if abs(value) >= div:
            return f"{symbol}{value / div:g}{suffix}"
    return f"{symbol}{value:g}"


class ChartObject(QPyTextObject):
    def __init__(self, chart: Chart, width: float, font: QFont, parent=None) -> None:
        super().__init__(parent)
        self.chart = chart
        self.width = width
        self.font = font

    def intrinsicSize(self, doc: QTextDocument, pos: int, fmt: QTextFormat) -> QSizeF:
        return QSizeF(self.width, self.width * ASPECT)

    def drawObject(
        self,
        painter: QPainter,
        rect: QRectF | QRect,
        doc: QTextDocument,
        pos: int,
        fmt: QTextFormat,
    ) -> None:
        painter.save()
        try:
            draw_chart(painter, QRectF(rect), self.chart, self.font)
        finally:
            painter.restore()


def draw_chart(painter: QPainter, rect: QRectF, chart: Chart, font: QFont) -> None:
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    small = QFont(font)
    small.setPointSizeF(font.pointSizeF() * 0.85)
    painter.setFont(small)
    fm = QFontMetricsF(small, painter.device())
    line = fm.height()
    curves = [c for c in chart.curves if c.n]
    if not curves:
        return
    xs = [x for c in curves for x in c.n]
    y_ticks, budget_line = y_axis(chart)
    budget_note = bool(chart.budget) and not budget_line
    y_max = y_ticks[-1]
    x_lo, x_hi = min(xs), max(xs)
    log_x = x_hi / max(x_lo, 1.0) >= 16
    if log_x:
        x_ticks = [
            2.0**k for k in range(math.floor(math.log2(x_lo)), math.ceil(math.log2(x_hi)) + 1)
        ]
    else:
        x_ticks = nice_ticks(max(0.0, x_lo - 1), x_hi)
    x_min, x_max = x_ticks[0], x_ticks[-1]
    if x_max <= x_min:
        x_max = x_min + 1

    label_w = max(fm.horizontalAdvance(_short_money(t, chart.currency)) for t in y_ticks)
    legend_h = line * (len(curves) + 0.4)
    note_h = line * 1.4 if budget_note else 0.0
    plot = QRectF(
        rect.left() + label_w + line * 1.6,
        rect.top() + line * 0.6 + note_h,
        rect.width() - label_w - line * 2.2,
        rect.height() - line * 3.2 - legend_h - note_h,
    )

    def px(x: float) -> float:
        if log_x:
            a, b, v = math.log2(x_min), math.log2(x_max), math.log2(max(x, 1e-9))
        else:
            a, b, v = x_min, x_max, x
        return plot.left() + (v - a) / (b - a) * plot.width()

    def py(y: float) -> float:
        return plot.bottom() - y / y_max * plot.height()

    grid = QPen(QColor("#D9D9D9"))
    grid.setWidthF(line * 0.04)
    axis = QPen(QColor("#404040"))
    axis.setWidthF(line * 0.06)
    painter.setPen(grid)
    for t in y_ticks:
        painter.drawLine(QPointF(plot.left(), py(t)), QPointF(plot.right(), py(t)))
    painter.setPen(axis)
    painter.drawLine(plot.bottomLeft(), plot.bottomRight())
    painter.drawLine(plot.bottomLeft(), plot.topLeft())
    for t in y_ticks:
        label = _short_money(t, chart.currency)
        box = QRectF(rect.left(), py(t) - line / 2, label_w + line * 1.2, line)
        painter.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label)
    for t in x_ticks:
        label = f"{t:g}"
        x = px(t)
        painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + line * 0.25))
        w = fm.horizontalAdvance(label)
        painter.drawText(
            QRectF(x - w, plot.bottom() + line * 0.3, 2 * w, line),
            Qt.AlignmentFlag.AlignCenter,
            label,
        )
    painter.drawText(
        QRectF(plot.left(), plot.bottom() + line * 1.3, plot.width(), line),
        Qt.AlignmentFlag.AlignCenter,
        chart.x_label + (" (log₂)" if log_x else ""),
    )
    painter.save()
    painter.translate(rect.left() + line * 0.1, plot.center().y())
    painter.rotate(-90)
    painter.drawText(
        QRectF(-plot.height() / 2, 0, plot.height(), line),
        Qt.AlignmentFlag.AlignCenter,
        chart.y_label,
    )
    painter.restore()

    if budget_note and chart.budget:
        painter.setPen(QColor("#B00020"))
        painter.drawText(
            QRectF(plot.left(), plot.top() - note_h - line * 0.1, plot.width(), line),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
            chart.budget_above.format(amount=money(chart.budget, chart.currency)),
        )
    painter.save()
    painter.setClipRect(plot.adjusted(-line, -line * 0.5, line, 0))
    if budget_line and chart.budget:
        pen = QPen(QColor("#B00020"))
        pen.setWidthF(line * 0.06)
        pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        y = py(chart.budget)
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        painter.drawText(
            QRectF(plot.left(), y - line, plot.width() - line * 0.3, line),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
            f"{chart.budget_label} {money(chart.budget, chart.currency)}",
        )
    for k, c in enumerate(curves):
        colour = QColor(COLOURS[k % len(COLOURS)])
        pen = QPen(colour)
        pen.setWidthF(line * (0.16 if c.recommended else 0.09))
        painter.setPen(pen)
        # Through every count the platform can run at, as the app's cost chart draws it. A
        # line broken at each jump in N left only stubs where the feasible counts are sparse
        # (the global batch divides 8, 16, 32 … 1,024): 64–1,024 GPUs were not drawn at all.
        path = QPainterPath()
        points = [QPointF(px(x), py(y)) for x, y in zip(c.n, c.cost, strict=True)]
        path.moveTo(points[0])
        for point in points[1:]:
            path.lineTo(point)
        painter.drawPath(path)
        if len(c.n) == 1 or c.chosen:
            painter.setBrush(colour)
            for x, y in [c.chosen] if c.chosen else list(zip(c.n, c.cost, strict=True)):
                painter.drawEllipse(QPointF(px(x), py(y)), line * 0.28, line * 0.28)
            painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.restore()

    top = plot.bottom() + line * 2.6
    for k, c in enumerate(curves):
        colour = QColor(COLOURS[k % len(COLOURS)])
        y = top + k * line
        pen = QPen(colour)
        pen.setWidthF(line * (0.16 if c.recommended else 0.09))
        painter.setPen(pen)
        painter.drawLine(
            QPointF(plot.left(), y + line / 2), QPointF(plot.left() + line * 1.5, y + line / 2)
        )
        painter.setBrush(colour)
        painter.drawEllipse(
            QPointF(plot.left() + line * 0.75, y + line / 2), line * 0.2, line * 0.2
        )
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(axis)
        text = c.name
        if c.chosen:
            text += f" — {c.chosen[0]:g} · {money(c.chosen[1], chart.currency)}"
        painter.drawText(
            QRectF(plot.left() + line * 2, y, plot.width() - line * 2, line),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            fm.elidedText(text, Qt.TextElideMode.ElideMiddle, plot.width() - line * 2),
        )
