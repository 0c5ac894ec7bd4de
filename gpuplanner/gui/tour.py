"""The first-run tour: a few callouts, one per tab, each pointing at its tab in the window.

Shown at the first start (``prefs/show_tour``) and from Help → Tour. The callout is a child
of the main window (not a separate window), so it sits over the tabs, moves with the window
and never hides behind it. "Don't show again" is ticked by default: the tour runs once unless
the user asks for it again at the next start.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QPoint,
    QPointF,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QKeyEvent, QPainter, QPainterPath, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from gpuplanner.gui import format as fmt
from gpuplanner.gui.settings import Settings

translate = QCoreApplication.translate  # lupdate finds translate("Context", "text")
SETTING = "prefs/show_tour"
WIDTH = 440  # px: a comfortable line length for the callout text
ARROW = 10  # px: height of the pointer above the box
GAP = 2  # px between the tab bar and the pointer's tip
RADIUS = 6.0


@dataclass(frozen=True)
class TourStep:
    tab: QWidget | None  # the tab shown during this step (None: keep the current one)
    title: str
    text: str


def tour_steps(window: QMainWindow) -> list[TourStep]:
    """The tour for ``window``'s tabs (a Fleet tab gets its own step when the window has one)."""
    steps = [
        TourStep(
            getattr(window, "workload_tab", None),
            translate("Tour", "Workload: the job to train"),
            translate(
                "Tour",
                "gpuplanner computes the whole bill for training a model to target. Start with "
                "the job: the model, the method, the tokens, batch, precision and parallelism, "
                "and your deadline and budget. Beside the form: the total work in FLOPs, the "
                "memory per GPU and the minimum GPU count on each platform.",
            ),
        ),
        TourStep(
            getattr(window, "platforms_tab", None),
            translate("Tour", "Platforms: where it could run"),
            translate(
                "Tour",
                "Each row is a candidate: a GPU, a pricing mode (on-demand, spot, reserved, "
                "lease or self-built), the utilization (MFU) you expect, the interconnect, the "
                "GPU count or quota, setup hours and interruptions. Add one from a preset, then "
                "put in the price from your own quote.",
            ),
        ),
        TourStep(
            getattr(window, "fees_tab", None),
            translate("Tour", "Fee items: what is easy to forget"),
            translate(
                "Tour",
                "Storage, egress, public IPs, snapshots, support and labor, for each platform. "
                "“Add the usual items” inserts them so none is forgotten; each one grows with "
                "the GPUs or the hours according to its basis.",
            ),
        ),
        TourStep(
            getattr(window, "results_tab", None),
            translate("Tour", "Results: the bill to reach the target"),
            translate(
                "Tour",
                "The platforms ranked by total cost (compute, fees and interruption losses) at "
                "the GPU count gpuplanner recommends, with training hours, delivery days and "
                "whether the deadline and budget hold. The warnings explain each problem in "
                "plain words. Every edit updates this page at once.",
            ),
        ),
    ]
    fleet = getattr(window, "fleet_tab", None)
    if fleet is not None:
        steps.append(
            TourStep(
                fleet,
                translate("Tour", "Fleet plan: months, not one job"),
                translate(
                    "Tour",
                    "A team's monthly GPU-hour demand over a horizon, compared across renting, "
                    "reserving, spot, leasing and building your own: the cumulative cost, the "
                    "break-even month and the utilization at which owning pays.",
                ),
            )
        )
    steps.append(
        TourStep(
            None,
            translate("Tour", "Where to go from here"),
            translate(
                "Tour",
                "Help → Method explains the calculation with the example plan; Help → Tour "
                "shows this tour again. Save the plan with Ctrl+S; File → Export to Excel "
                "writes a workbook finance can check.",
            ),
        )
    )
    return [s for s in steps if s.tab is not None or s is steps[-1]]


class TourCallout(QFrame):
    """A callout box with a pointer, under the tab bar, aimed at the current step's tab."""

    finished = Signal()

    def __init__(
        self,
        window: QMainWindow,
        tabs: QTabWidget,
        steps: list[TourStep],
        settings: Settings,
    ) -> None:
        super().__init__(window)
        self.setObjectName("tourCallout")
        self._window = window
        self._tabs = tabs
        self.steps = steps
        self.settings = settings
        self.step = 0
        self._arrow_x = WIDTH / 2
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # Tooltip colours (light in both light and dark themes), with text to match.
        palette = self.palette()
        palette.setColor(
            QPalette.ColorRole.WindowText, palette.color(QPalette.ColorRole.ToolTipText)
        )
        self.setPalette(palette)

        self.title = QLabel()
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.title.setFont(font)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.counter = QLabel()
        self.counter.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.dont_show = QCheckBox(self.tr("Don't show again"))
        self.dont_show.setChecked(True)
        self.dont_show.setToolTip(self.tr("The tour stays available from Help → Tour."))
        self.close_button = QPushButton(self.tr("Close"))
        self.back_button = QPushButton(self.tr("Back"))
        self.next_button = QPushButton(self.tr("Next"))
        self.next_button.setDefault(True)
        self.close_button.clicked.connect(self.dismiss)
        self.back_button.clicked.connect(lambda: self.go(self.step - 1))
        self.next_button.clicked.connect(self._next)

        buttons = QHBoxLayout()
        buttons.addWidget(self.dont_show)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        buttons.addWidget(self.back_button)
        buttons.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10 + ARROW, 14, 10)
        header = QHBoxLayout()
        header.addWidget(self.title, 1)
        header.addWidget(self.counter)
        layout.addLayout(header)
        layout.addWidget(self.text)
        layout.addLayout(buttons)
        self.setFixedWidth(WIDTH)

        window.installEventFilter(self)
        self.go(0)

    # --- stepping -------------------------------------------------------------------------------
    def go(self, index: int) -> None:
        self.step = max(0, min(index, len(self.steps) - 1))
        step = self.steps[self.step]
        if step.tab is not None and self._tabs.indexOf(step.tab) >= 0:
            self._tabs.setCurrentWidget(step.tab)
        self.title.setText(step.title)
        self.text.setText(step.text)
        self.counter.setText(
            fmt.fill(self.tr("%1 of %2"), str(self.step + 1), str(len(self.steps)))
        )
        last = self.step == len(self.steps) - 1
        self.back_button.setEnabled(self.step > 0)
        self.next_button.setText(self.tr("Done") if last else self.tr("Next"))
        self.close_button.setVisible(not last)
        self.adjustSize()
        self.place()
        self.raise_()
        self.next_button.setFocus()

    def _next(self) -> None:
        if self.step == len(self.steps) - 1:
            self.dismiss()
        else:
            self.go(self.step + 1)

    def dismiss(self) -> None:
        """End the tour; remember whether it shows at the next start."""
        self.settings.set(SETTING, not self.dont_show.isChecked())
        self._window.removeEventFilter(self)
        self.hide()
        self.finished.emit()
        self.deleteLater()

    # --- placing and drawing ------------------------------------------------------------------
    def place(self) -> None:
        """Under the tab bar, the pointer at the middle of the current tab."""
        bar = self._tabs.tabBar()
        rect = bar.tabRect(self._tabs.currentIndex())
        tip = bar.mapTo(self._window, QPoint(rect.center().x(), rect.bottom() + GAP))
        # The wrapped text's height depends on the fixed width (sizeHint alone is too short).
        width = self.width()
        height = self.layout().totalHeightForWidth(width)
        left = max(8, min(tip.x() - width // 2, self._window.width() - width - 8))
        self.setGeometry(left, tip.y(), width, height)
        self._arrow_x = float(min(max(tip.x() - left, 2 * ARROW), width - 2 * ARROW))
        self.update()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self.place()
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = QRectF(self.rect()).adjusted(0.5, ARROW + 0.5, -0.5, -0.5)
        path = QPainterPath()
        path.addRoundedRect(box, RADIUS, RADIUS)
        pointer = QPainterPath()
        pointer.moveTo(QPointF(self._arrow_x - ARROW, box.top() + 1))
        pointer.lineTo(QPointF(self._arrow_x, 0.5))
        pointer.lineTo(QPointF(self._arrow_x + ARROW, box.top() + 1))
        pointer.closeSubpath()
        path = path.united(pointer)
        palette = self.palette()
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Highlight), 1.5))
        painter.setBrush(palette.color(QPalette.ColorRole.ToolTipBase))
        painter.drawPath(path)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_Escape:
            self.dismiss()
        elif key == Qt.Key.Key_Right:
            self._next()
        elif key == Qt.Key.Key_Left:
            self.go(self.step - 1)
        else:
            super().keyPressEvent(event)


def start_tour(window: QMainWindow, tabs: QTabWidget, settings: Settings) -> TourCallout:
    """Show the tour over ``window`` from its first step."""
    callout = TourCallout(window, tabs, tour_steps(window), settings)
    callout.show()
    return callout


def wanted_at_start(settings: Settings) -> bool:
    return bool(settings.get(SETTING))
