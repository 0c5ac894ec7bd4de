"""The explanation of one platform in the Results tab: its verdict and its bill, line by line.

The verdict comes from ``core.verdict`` (a reason it cannot run is the core's own notice,
worded exactly as the warnings panel words it). The bill is ``core.bill_lines`` — the lines the
workbook's TCO column and ``report --json`` ``platforms[].bill[]`` use — worded by
``io.words.bill`` in the UI language: each line with its amount, its formula in words and its
inputs with units and where each came from; the amounts add up to the total shown in the
ranking. Nothing is computed here.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gpuplanner.core.bill_lines import bill_lines
from gpuplanner.core.ownership import ownership
from gpuplanner.core.plan import Plan
from gpuplanner.core.pricing_fields import label_key
from gpuplanner.core.result import PlanResult, PlatformResult
from gpuplanner.core.verdict import Reason, VerdictCode, verdict
from gpuplanner.gui import catalog_source, i18n, wording
from gpuplanner.gui import format as fmt
from gpuplanner.gui.results.layout_detail import detail_rows
from gpuplanner.gui.wording import word_notice
from gpuplanner.gui.wrapped_label import WrappedLabel
from gpuplanner.io.kit.lines import kit_lines
from gpuplanner.io.words import bill as bill_words

AMOUNT_ROLE = Qt.ItemDataRole.UserRole  # the line's amount (float) on each top-level item


class BillTree(QTreeWidget):
    """The bill's tree: its rows are laid out again when it is resized, and when its first
    column changes width, since their heights follow that width (``WrappingDelegate``). The
    column changes without a resize too: the Amount column is sized to its contents after
    the rows of a new bill have been measured, and the first column takes what it leaves, so
    rows measured one line at the old width were cut with "…" after an undo."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.header().sectionResized.connect(self._on_section_resized)

    def _on_section_resized(self, column: int, old: int, new: int) -> None:
        if column == 0 and old != new:
            self.scheduleDelayedItemsLayout()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.scheduleDelayedItemsLayout()  # after the header has resized its sections


class WrappingDelegate(QStyledItemDelegate):
    """Rows as tall as their text wrapped at the column's width.

    A tree asks its delegate for a row's size without saying how wide the column is, so Qt
    measures one line and cuts the rest of a long formula with "…" (issue 25 item 8). Here
    the size is measured at the column's width less the row's indentation; the panel lays
    the rows out again when the column is resized.
    """

    def __init__(self, tree: QTreeWidget) -> None:
        super().__init__(tree)
        self._tree = tree

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        tree = self._tree
        width = tree.header().sectionSize(index.column())
        if index.column() == 0:
            depth, parent = 1 if tree.rootIsDecorated() else 0, index.parent()
            while parent.isValid():
                depth, parent = depth + 1, parent.parent()
            width -= depth * tree.indentation()
        wrapped = QStyleOptionViewItem(option)
        # A valid rect (height > 0): the style wraps at its width only then.
        wrapped.rect = QRect(0, 0, max(width, 1), option.fontMetrics.height())
        wrapped.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
        return super().sizeHint(wrapped, index)


class BillPanel(QWidget):
    """Verdict and bill of the platform named by ``show_platform`` (None: nothing shown)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._name: str | None = None
        self._plan: Plan | None = None
        self._result: PlanResult | None = None
        self.title = QLabel(self)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.verdict = WrappedLabel(self)  # every line in view, "Fix: …" included
        self.detail = ""  # the layout (and memory) rows atop the bill, as text (for tests)
        self.bill = BillTree(self)
        self.bill.setColumnCount(2)
        self.bill.setHeaderLabels([self.tr("Bill line"), self.tr("Amount")])
        self.bill.setUniformRowHeights(False)
        self.bill.setWordWrap(True)
        self.bill.setAlternatingRowColors(True)
        self.bill.setTextElideMode(Qt.TextElideMode.ElideNone)  # lines wrap, never "…"
        self.bill.setItemDelegate(WrappingDelegate(self.bill))
        header = self.bill.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.verdict)
        layout.addWidget(self.bill, 1)

    # --- inputs -------------------------------------------------------------------------
    def set_result(self, plan: Plan, result: PlanResult) -> None:
        self._plan, self._result = plan, result
        self._show()

    def show_platform(self, name: str | None) -> None:
        self._name = name
        self._show()

    def _platform(self) -> PlatformResult | None:
        if self._result is None or self._name is None:
            return None
        try:
            return self._result.platform(self._name)
        except KeyError:
            return None

    # --- what is shown ------------------------------------------------------------------
    def _show(self) -> None:
        self.bill.clear()
        self.detail = ""
        platform = self._platform()
        if platform is None or self._plan is None or self._result is None:
            self.title.setText(self.tr("Explanation"))
            self.verdict.setText(self.tr("Select a platform in the table to see its bill."))
            return
        plan, currency = self._plan, self._plan.currency
        self.title.setText(fmt.fill(self.tr("Why %1"), platform.name))
        reasons = verdict(plan, self._result, platform)
        said = [self._reason_text(r, currency) for r in reasons]
        said += self._owned_text(plan, platform)
        self.verdict.setText("\n".join(said))
        # The layout at the chosen N (and, for a platform that cannot run, the memory per GPU
        # at the count its reason names) heads the tree: gui/layout_detail.py.
        rows = detail_rows(platform)
        kit = kit_lines(plan.platforms[platform.index], i18n.current_language())
        if kit:  # the qualification kit and the trial checklist: beside the cost
            rows = [*rows, (self.tr("Trial and measurements (not in the cost)"), kit)]
        self.detail = "\n".join("\n".join([head, *parts]) for head, parts in rows)
        for head, parts in rows:
            item = QTreeWidgetItem([head])
            item.setToolTip(0, head)
            self.bill.addTopLevelItem(item)
            item.setFirstColumnSpanned(True)
            for text in parts:
                item.addChild(QTreeWidgetItem([text]))
            item.setExpanded(True)
        # The preset the platform came from: its untyped figures read "preset", as in JSON.
        lines = bill_lines(plan, platform, preset=catalog_source.bill_preset(plan, platform.index))
        if not lines:
            return
        lang = i18n.current_language()
        total = 0.0
        for line in lines:
            worded = bill_words.line_json(line, currency, lang)
            item = QTreeWidgetItem([worded["label"], fmt.money(line.amount, currency)])
            item.setData(0, AMOUNT_ROLE, line.amount)
            item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            formula = QTreeWidgetItem([fmt.fill(self.tr("= %1"), worded["formula"]), ""])
            formula.setToolTip(0, worded["formula"])
            formula.setForeground(0, self.palette().placeholderText())
            item.addChild(formula)
            for raw, given in zip(line.inputs, worded["inputs"], strict=True):
                value, unit = bill_words.input_shown(raw, currency, lang)
                shown = " ".join(
                    x for x in (_figure(value) if value is not None else "", unit) if x
                )
                text = fmt.fill(self.tr("%1: %2 (%3)"), given["label"], shown, given["source_text"])
                item.addChild(QTreeWidgetItem([text, ""]))
            self.bill.addTopLevelItem(item)
            item.setExpanded(True)  # formula and inputs in view: the point of the panel
            total += line.amount
        self.total = total
        last = QTreeWidgetItem([wording.label("memo.bill.total"), fmt.money(total, currency)])
        bold = last.font(0)
        bold.setBold(True)
        last.setFont(0, bold)
        last.setFont(1, bold)
        last.setTextAlignment(1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.bill.addTopLevelItem(last)

    def lines_shown(self) -> list[tuple[str, float]]:
        """(label, amount) of each bill line on show, the total row left out (for tests)."""
        out = []
        for row in range(self.bill.topLevelItemCount() - 1):
            item = self.bill.topLevelItem(row)
            amount = item.data(0, AMOUNT_ROLE)
            if amount is not None:  # the layout rows above the lines have none
                out.append((item.text(0), float(amount)))
        return out

    def _owned_text(self, plan: Plan, platform: PlatformResult) -> list[str]:
        """An owned cluster beside its allocated cost (issue 24 item 2): the purchase and the
        cash at order, the utilization behind the share, and both views (core/ownership.py)."""
        own = ownership(plan, platform)
        if own is None:
            return []
        cur = plan.currency
        purchase = (
            fmt.fill(
                self.tr("Purchase %1 before tax (%2 with %3 % tax); cash at order %4."),
                fmt.money(own.purchase, cur),
                fmt.money(own.purchase_with_tax, cur),
                fmt.number(own.tax_rate * 100, 0),
                fmt.money(own.cash_at_order, cur),
            )
            if own.tax_rate > 0
            else fmt.fill(
                self.tr("Purchase %1 before tax; cash at order %2."),
                fmt.money(own.purchase, cur),
                fmt.money(own.cash_at_order, cur),
            )
        )
        views = fmt.fill(
            self.tr(
                "At %1 % utilization (busy %2 of its %3 hours): this job's share %4; cash for "
                "this job, if nothing else ever runs on it, %5."
            ),
            fmt.number(own.utilization * 100, 0),
            fmt.number(own.busy_hours, 0),
            fmt.number(own.life_hours, 0),
            fmt.money(own.share_total, cur),
            fmt.money(own.cash_total, cur),
        )
        return [purchase, views]

    def _reason_text(self, reason: Reason, currency: str) -> str:
        p = reason.params
        match reason.code:
            case VerdictCode.CANNOT_RUN:
                notice = p["notice"]
                if notice is None:
                    return self.tr("Cannot run this plan.")
                worded = word_notice(notice, currency)
                text = fmt.fill(self.tr("Cannot run: %1"), worded.text)
                if not worded.advice:
                    return text
                fix = fmt.fill(self.tr("Fix: %1"), worded.advice)
                return f"{text}\n{fix}"
            case VerdictCode.PRICE_MISSING:
                label = wording.word(label_key(str(p["field"]).removeprefix("pricing.")))
                text = (
                    self.tr(
                        "No price entered yet (“%1” is 0): ranked after every priced platform "
                        "and not recommended; %2 GPU, delivered in %3 days."
                    )
                    if p["gpus"] == 1
                    else self.tr(
                        "No price entered yet (“%1” is 0): ranked after every priced platform "
                        "and not recommended; %2 GPUs, delivered in %3 days."
                    )
                )
                return fmt.fill(text, label, fmt.integer(p["gpus"]), fmt.number(p["days"], 1))
            case VerdictCode.CHEAPEST:
                text = (
                    self.tr("The cheapest option: %1 GPU, delivered in %2 days.")
                    if p["gpus"] == 1
                    else self.tr("The cheapest option: %1 GPUs, delivered in %2 days.")
                )
                return fmt.fill(
                    text,
                    fmt.integer(p["gpus"]),
                    fmt.number(p["days"], 1),
                )
            case VerdictCode.CHEAPEST_MEETING:
                text = (
                    self.tr(
                        "The cheapest option that meets the deadline and budget: %1 GPU, "
                        "delivered in %2 days."
                    )
                    if p["gpus"] == 1
                    else self.tr(
                        "The cheapest option that meets the deadline and budget: %1 GPUs, "
                        "delivered in %2 days."
                    )
                )
                return fmt.fill(text, fmt.integer(p["gpus"]), fmt.number(p["days"], 1))
            case VerdictCode.CHEAPER_MISSES:
                return fmt.fill(
                    self.tr(
                        "%1 cheaper than %2, but ranked below it: it misses the deadline or "
                        "budget (below)."
                    ),
                    fmt.money(p["saving"], currency),
                    p["best"],
                )
            case VerdictCode.TIES:
                return fmt.fill(self.tr("As cheap as %1, which is ranked first."), p["best"])
            case VerdictCode.COSTS_MORE:
                return fmt.fill(
                    self.tr("Costs %1 more than %2 (+%3 %)."),
                    fmt.money(p["extra"], currency),
                    p["best"],
                    fmt.number(p["percent"], 0) if math.isfinite(p["percent"]) else "∞",
                )
            case VerdictCode.WHOLE_MONTHS:
                months = int(p["months"])
                text = (
                    self.tr(
                        "Bills 1 whole month for a %2-day job. Fix: an hourly offer, or a "
                        "job long enough to use the month paid for."
                    )
                    if months == 1
                    else self.tr(
                        "Bills %1 whole months for a %2-day job. Fix: an hourly offer, or a "
                        "job long enough to use the months paid for."
                    )
                )
                return fmt.fill(text, fmt.number(months, 0), fmt.number(p["job_days"], 1))
            case VerdictCode.MISSES_DEADLINE:
                text = fmt.fill(
                    self.tr("Delivery in %1 days misses the %2-day deadline."),
                    fmt.number(p["delivery_days"], 1),
                    fmt.number(p["deadline_days"], 1),
                )
                if p["lead_days"] > 0:
                    text += " " + fmt.fill(
                        self.tr("%1 days of it are the procurement lead time."),
                        fmt.number(p["lead_days"], 0),
                    )
                return text
            case VerdictCode.OVER_BUDGET:
                return fmt.fill(
                    self.tr("Costs %1, over the %2 budget."),
                    fmt.money(p["cost"], currency),
                    fmt.money(p["budget"], currency),
                )
        return reason.code.value


def _figure(value: float) -> str:
    """An input's value: whole numbers without decimals, others with up to 4 significant."""
    if not math.isfinite(value):
        return fmt.DASH
    if float(value).is_integer():
        return fmt.integer(int(value))
    decimals = 2 if abs(value) >= 1 else 4
    return fmt.number(value, decimals)
