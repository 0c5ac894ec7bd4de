"""The main window: tabs, menus, status bar, drops, window state; wires the lifecycle.

Document work (open, save, autosave, recovery, export) lives in ``DocumentLifecycle``; the
tabs own their forms. This module only connects them.

Start-up: only the Workload tab (the usual first view), without the sections below its first
screenful, is built before the first paint. The
Platforms, Fee items and Results tabs stand in a ``LazyTabs`` as ``LazyWidget`` pages
(``platforms_tab``, ``fees_tab`` and ``results_tab`` return the tab, built on the spot when
asked for), and the charts (pyqtgraph) are built later still. Right after the window's first
paint, ``_build_next`` builds the rest of the Workload tab, the memory chart, the three tabs
and the Results charts, one per event-loop turn, so input is handled between them; a tab shown
earlier builds itself (and its charts) when shown; ``finish_start`` builds whatever is left at
once. The Fleet tab
(``fleet_tab``, a ``LazyWidget`` whose ``widget`` is the ``FleetTab``) is built when it is
first shown.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QGuiApplication,
    QKeySequence,
    QPaintEvent,
    QShowEvent,
)
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QMenu, QWidget

from gpuplanner.gui import app_events, plain_text, prompts, wheel_guard, wording
from gpuplanner.gui import format as fmt
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.field_shortcuts import FieldShortcuts
from gpuplanner.gui.lazy import LazyWidget
from gpuplanner.gui.lazy_tabs import LazyTabs
from gpuplanner.gui.lifecycle import DocumentLifecycle
from gpuplanner.gui.recovery import Recovery
from gpuplanner.gui.results.live_results import LiveResultsDock
from gpuplanner.gui.settings import Settings
from gpuplanner.gui.simulation import Simulation
from gpuplanner.gui.workload.tab import WorkloadTab

if TYPE_CHECKING:  # built after the first paint (their modules too): see the module doc
    from gpuplanner.core.result import PlanResult
    from gpuplanner.gui.fees.tab import FeesTab
    from gpuplanner.gui.platforms.tab import PlatformsTab
    from gpuplanner.gui.results.tab import ResultsTab

# Unsaved edits reach the recovery file this long after the last one: a pause in typing, not
# every keystroke (a write costs a few milliseconds), and never a minute of work lost.
AUTOSAVE_DELAY_MS = 2_000
DEFAULT_SIZE = (1280, 800)
STATUS_MS = 5_000


def _dropped_plan(event: QDragEnterEvent | QDropEvent) -> Path | None:
    """The first local .gpuplan file in a drag, if any; else a kit's results (.json)."""
    found = None
    for url in event.mimeData().urls():
        name = url.toLocalFile().lower() if url.isLocalFile() else ""
        if name.endswith(prompts.PLAN_SUFFIX):
            return Path(url.toLocalFile())
        if name.endswith(".json") and found is None:
            found = Path(url.toLocalFile())  # a qualification kit's results.json
    return found


class MainWindow(QMainWindow):
    def __init__(
        self,
        document: PlanDocument,
        settings: Settings,
        recovery: Recovery | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        app = QApplication.instance()
        if isinstance(app, QApplication):  # before any label: a plan's text is never markup
            plain_text.install(app)
            wheel_guard.install(app)  # before any field is polished: see gui/wheel_guard.py
        self.document = document
        # The window owns its document, so Qt deletes it (undo stack and commands included)
        # with the window. Left to Python's cycle collector, the document could die in the
        # middle of a collection after its commands' wrappers were cleared, and QUndoStack
        # then deleted freed commands: a segfault (seen in tests/gui/test_app_lifecycle.py).
        document.setParent(self)
        self.settings = settings
        self.lifecycle = DocumentLifecycle(self, document, settings, recovery)
        self._closed_cleanly = False
        self.method_dialog: QWidget | None = None  # Help → Method, made on first use
        self.tour: Any = None  # the running tour (gui/tour.py), if any
        self.setAcceptDrops(True)

        self.tabs = LazyTabs()
        self.tabs.setDocumentMode(True)
        self.workload_tab = cast(WorkloadTab, _quietly_made(lambda: WorkloadTab(document)))
        self.tabs.addTab(self.workload_tab, self.tr("Workload"))
        self._platforms_page = _lazy_tab(self._make_platforms_tab)
        self._fees_page = _lazy_tab(self._make_fees_tab)
        self._results_page = _lazy_tab(self._make_results_tab)
        self.tabs.add_lazy_tab(self._platforms_page, self.tr("Platforms"))
        self.tabs.add_lazy_tab(self._fees_page, wording.label("xl.sheet.fees"))
        self.tabs.add_lazy_tab(self._results_page, self.tr("Results"))
        self.fleet_tab = LazyWidget(self._make_fleet_tab, on_show=True)
        self.tabs.addTab(self.fleet_tab, self.tr("Fleet plan"))
        self.setCentralWidget(self.tabs)

        self.best_label = QLabel()  # holds the best platform's name: plain text (issue 18)
        self.best_label.setTextFormat(Qt.TextFormat.PlainText)
        self.statusBar().addPermanentWidget(self.best_label)
        self._build_menus()
        # Ctrl+Z, Ctrl+E … work with focus in a field, which commits its value first.
        self.field_shortcuts = FieldShortcuts(self, self.menu_actions)

        document.path_changed.connect(self._update_title)
        document.plan_changed.connect(self._update_title)  # an unsaved plan shows its title
        document.modified_changed.connect(self.setWindowModified)
        document.result_changed.connect(self._update_status)
        self.lifecycle.message.connect(lambda text: self.statusBar().showMessage(text, STATUS_MS))

        self.autosave_timer = QTimer(self)
        self.autosave_timer.setSingleShot(True)
        self.autosave_timer.setInterval(AUTOSAVE_DELAY_MS)
        self.autosave_timer.timeout.connect(self.lifecycle.autosave)
        if recovery is not None:  # each edit (re)starts it: saved once the edits pause
            document.plan_changed.connect(lambda _plan: self.autosave_timer.start())

        self._update_title()
        self.setWindowModified(document.is_modified())
        if document.first_result_pending:  # evaluated right after the first paint
            self.best_label.setText(self.tr("Calculating…"))
        else:
            self._update_status(document.result)
        self._fitted = False
        self._restore_window_state()
        # Built after the first paint, in this order (the Workload tab is the usual first view);
        # the Results charts once their tab is built.
        self._deferred: list[Callable[[], object]] = [
            self.workload_tab.model_section.fill_catalog,
            self.workload_tab.build_later,
            self.workload_tab.memory_chart_area.build,
            self._platforms_page.build,
            self._fees_page.build,
            self._results_page.build,
            lambda: self.results_tab.charts_area.build(),
        ]
        self._painted = False
        # The Monte Carlo waits for the first paint too (its timer would run it before).
        Simulation.of(document).hold()

    # --- the tabs built on first need (see the module doc) -------------------------------------
    @property
    def platforms_tab(self) -> PlatformsTab:
        return cast("PlatformsTab", self._platforms_page.widget)

    @property
    def fees_tab(self) -> FeesTab:
        return cast("FeesTab", self._fees_page.widget)

    @property
    def results_tab(self) -> ResultsTab:
        return cast("ResultsTab", self._results_page.widget)

    def _make_platforms_tab(self) -> QWidget:
        from gpuplanner.gui.platforms.tab import PlatformsTab

        return PlatformsTab(self.document)

    def _make_fees_tab(self) -> QWidget:
        from gpuplanner.gui.fees.tab import FeesTab

        return FeesTab(self.document)

    def _make_results_tab(self) -> QWidget:
        from gpuplanner.gui.results.tab import ResultsTab

        tab = ResultsTab(self.document)
        # The window's settings for it, as if it had been built with the window.
        tab.warnings.setVisible(self.warnings_action.isChecked())
        splitter = self.settings.get("window/results_layout")
        if not splitter.isEmpty():
            tab.splitter.restoreState(splitter)
        return tab

    def _make_fleet_tab(self) -> QWidget:
        from gpuplanner.gui.fleet import FleetTab  # pyqtgraph: not before the first paint

        return FleetTab(self.document)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._fitted:  # the frame (title bar, borders) is known once shown
            self._fitted = True
            self._fit_screen()

    # --- after the first paint ------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            QTimer.singleShot(0, self, self._build_next)

    def after_first_paint(self, step: Callable[[], object]) -> None:
        """Run ``step`` after the parts deferred past the first paint (at once if they were
        all built already)."""
        if self._painted and not self._deferred:
            step()
        else:
            self._deferred.append(step)

    def _build_next(self) -> None:
        """One deferred part per event-loop turn, so input is handled between them."""
        if self.workload_tab.build_on_screen():
            # Sections on screen at the first paint (a tall window) are filled and painted
            # now: the first result loads numpy and the calculator (about 0.5 s), which would
            # leave a third of a 1920×1080 form blank meanwhile. Laid out and repainted at
            # once, as a queued repaint would come only after that work.
            for _ in range(2):  # the form, then the scroll area around it
                QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
            self.repaint()
        self.document.evaluate_pending()  # the first result, before any deferred part
        Simulation.of(self.document).release()
        if self._deferred:
            self._deferred.pop(0)()
        if self._deferred:
            QTimer.singleShot(0, self, self._build_next)

    def finish_start(self) -> None:
        """Build every part deferred past the first paint now (``--smoke`` waits for them)."""
        self.document.evaluate_pending()
        Simulation.of(self.document).release()
        while self._deferred:
            self._deferred.pop(0)()

    # --- menus ------------------------------------------------------------------------------
    def _action(
        self,
        menu: QMenu,
        text: str,
        slot: object,
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
    ) -> QAction:
        action = menu.addAction(text)
        action.triggered.connect(slot)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        return action

    def menu_actions(self) -> list[QAction]:
        """Every action in the menu bar's menus (submenus included)."""
        found: list[QAction] = []
        pending = list(self.menuBar().actions())
        while pending:
            action = pending.pop()
            found.append(action)
            submenu = action.menu()
            if isinstance(submenu, QMenu):
                pending += submenu.actions()
        return found

    def _build_menus(self) -> None:
        bar = self.menuBar()
        life = self.lifecycle
        keys = QKeySequence.StandardKey

        file_menu = bar.addMenu(self.tr("&File"))
        self._action(file_menu, self.tr("&New"), self.new_plan, keys.New)
        self._action(file_menu, self.tr("&Open…"), lambda: life.open(), keys.Open)
        self.recent_menu = file_menu.addMenu(self.tr("Open &Recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        file_menu.addSeparator()
        self._action(file_menu, self.tr("&Save"), life.save, keys.Save)
        self._action(file_menu, self.tr("Save &As…"), life.save_as, "Ctrl+Shift+S")
        file_menu.addSeparator()
        self.export_action = self._action(
            file_menu, self.tr("&Export to Excel…"), life.export_excel, "Ctrl+E"
        )
        if importlib.util.find_spec("gpuplanner.io.excel.export") is None:
            self.export_action.setEnabled(False)
            self.export_action.setStatusTip(self.tr("Excel export is not available"))
        self._build_quote_actions(file_menu)
        file_menu.addSeparator()
        quit_action = self._action(file_menu, self.tr("&Quit"), self.close, "Ctrl+Q")
        quit_action.setMenuRole(QAction.MenuRole.QuitRole)

        edit_menu = bar.addMenu(self.tr("&Edit"))
        undo = self.document.undo_stack.createUndoAction(self, self.tr("&Undo"))
        undo.setShortcut(QKeySequence(keys.Undo))
        redo = self.document.undo_stack.createRedoAction(self, self.tr("&Redo"))
        # Ctrl+Y everywhere, plus the platform's own redo key (Ctrl+Shift+Z on Linux/macOS).
        redo_keys = [QKeySequence("Ctrl+Y")]
        redo_keys += [k for k in QKeySequence.keyBindings(keys.Redo) if k not in redo_keys]
        redo.setShortcuts(redo_keys)
        edit_menu.addAction(undo)
        edit_menu.addAction(redo)
        self.undo_action, self.redo_action = undo, redo
        edit_menu.addSeparator()
        self._action(edit_menu, self.tr("&Currency and Exchange Rates…"), self._currency)
        prefs = self._action(
            edit_menu, self.tr("&Preferences…"), self._preferences, keys.Preferences
        )
        prefs.setMenuRole(QAction.MenuRole.PreferencesRole)

        self._build_view_menu(bar.addMenu(self.tr("&View")))

        help_menu = bar.addMenu(self.tr("&Help"))
        self._action(help_menu, self.tr("&Method…"), self.show_method, keys.HelpContents)
        self._action(help_menu, self.tr("&Tour"), self.show_tour)
        help_menu.addSeparator()
        self.about_action = self._action(help_menu, self.tr("&About gpuplanner"), self._about)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)

    def _build_quote_actions(self, menu: QMenu) -> None:
        doc = self.lifecycle.document

        # Loaded when first used: the quote reader and the memo are no part of the first paint
        # (about 0.15 s of imports: the catalog converters, the quote parser, the PDF writer).
        def export_memo() -> None:
            from gpuplanner.gui.memo import export as memo_export

            memo_export.export_memo(self, doc)

        def import_quotes() -> None:
            from gpuplanner.gui import quote_import

            quote_import.import_quotes(self, doc)

        def save_quote_template() -> None:
            from gpuplanner.gui import quote_import

            quote_import.save_quote_template(self, doc)

        self._action(menu, self.tr("Export Decision &Memo…"), export_memo)
        menu.addSeparator()
        self._action(menu, self.tr("&Import Quotes…"), import_quotes)
        self._action(menu, self.tr("Save Quote &Template…"), save_quote_template)
        self._action(
            menu,
            self.tr("Import &Measurements…"),
            lambda: self._import_measurements(),
        )

    def _import_measurements(self) -> None:
        from gpuplanner.gui import measurements  # loaded when first used

        measurements.import_measurements(self, self.lifecycle.document)

    def _build_view_menu(self, menu: QMenu) -> None:
        self.status_bar_action = self._action(menu, self.tr("&Status Bar"), self._set_status_bar)
        self.status_bar_action.setCheckable(True)
        self.status_bar_action.setChecked(bool(self.settings.get("window/show_status_bar")))
        self.warnings_action = self._action(menu, self.tr("&Warnings Panel"), self._set_warnings)
        self.warnings_action.setCheckable(True)
        self.warnings_action.setChecked(bool(self.settings.get("window/show_warnings")))
        self._set_status_bar(self.status_bar_action.isChecked())
        self._set_warnings(self.warnings_action.isChecked())
        # The charts beside the tab being edited (a dock: bottom, right or floating).
        self.live_results = LiveResultsDock(self.document, self)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.live_results)
        self.live_results.hide()
        self.live_action = self.live_results.toggleViewAction()
        self.live_action.setText(self.tr("&Live Results"))
        self.live_action.setShortcut(QKeySequence("F9"))
        self.live_action.setStatusTip(
            self.tr("Keep the cheapest platform and the charts in view while editing")
        )
        menu.addAction(self.live_action)
        menu.addSeparator()
        for i in range(self.tabs.count()):
            name = self.tabs.tabText(i).replace("&", "")
            action = self._action(
                menu, name, lambda _=False, i=i: self.tabs.setCurrentIndex(i), f"Ctrl+{i + 1}"
            )
            action.setStatusTip(fmt.fill(self.tr("Show the %1 tab"), name))

    def _currency(self) -> None:
        from gpuplanner.gui import currency_dialog  # loaded when first opened

        currency_dialog.edit_currency(self, self.document)

    def _preferences(self) -> None:
        from gpuplanner.gui import preferences_dialog  # loaded when first opened

        preferences_dialog.edit_preferences(self, self.settings)

    def _set_status_bar(self, visible: bool) -> None:
        self.statusBar().setVisible(visible)
        self.settings.set("window/show_status_bar", visible)

    def _set_warnings(self, visible: bool) -> None:
        if self._results_page.is_built:  # else set when it is built
            self.results_tab.warnings.setVisible(visible)
        self.settings.set("window/show_warnings", visible)

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        recent = self.settings.recent_files()
        for i, path in enumerate(recent, start=1):
            action = self.recent_menu.addAction(f"&{i} {path.name}")
            action.setToolTip(str(path))
            action.setStatusTip(str(path))
            action.triggered.connect(lambda _=False, p=path: self.lifecycle.open(p))
        if not recent:
            self.recent_menu.addAction(self.tr("No recent plans")).setEnabled(False)
            return
        self.recent_menu.addSeparator()
        self.recent_menu.addAction(self.tr("&Clear Menu")).triggered.connect(
            self.settings.clear_recent
        )

    def _about(self) -> None:
        from gpuplanner.gui.about_dialog import about_text

        prompts.show_about(self, self.tr("About gpuplanner"), about_text())

    def show_method(self) -> None:
        """Help → Method: one non-modal window, raised when asked for again."""
        from gpuplanner.gui.method_dialog import MethodDialog

        if self.method_dialog is None:
            self.method_dialog = MethodDialog(self)
        if self.method_dialog.isVisible():  # behind the main window: bring it back
            self.method_dialog.raise_()
            self.method_dialog.activateWindow()
        self.method_dialog.show()

    def new_plan(self) -> bool:
        """File → New: an empty plan, and the first step shown where it is taken."""
        if not self.lifecycle.new():
            return False
        self.tabs.setCurrentWidget(self.workload_tab)
        self.statusBar().showMessage(
            self.tr(
                "New plan: pick the model and method here, then add platforms from presets "
                "on the Platforms tab."
            ),
            STATUS_MS,
        )
        return True

    def show_tour(self) -> None:
        """Help → Tour (and the first start): the tour from its first step."""
        from gpuplanner.gui.tour import start_tour  # not needed for the first paint

        if self.tour is not None:
            self.tour.dismiss()
        self.tour = start_tour(self, self.tabs, self.settings)
        self.tour.finished.connect(lambda: setattr(self, "tour", None))

    # --- state shown --------------------------------------------------------------------------
    def _update_title(self, *_: object) -> None:
        self.setWindowTitle(fmt.fill(self.tr("%1[*] — gpuplanner"), self.lifecycle.display_name()))
        path = self.document.path
        self.setWindowFilePath(str(path) if path else "")

    def _update_status(self, result: PlanResult) -> None:
        best = result.best
        currency = self.document.plan.currency
        if not self.document.plan.platforms:
            self.best_label.setText(self.tr("No platforms yet: add some on the Platforms tab"))
            return
        if result.awaiting_price:
            self.best_label.setText(self.tr("No priced platform yet: enter a price"))
            return
        if best is None or best.chosen_point is None:
            self.best_label.setText(self.tr("No platform can run this plan"))
            return
        blocked = sum(1 for p in result.platforms if not p.is_feasible)
        # After the first paint, with the result: core.verdict brings numpy (startup_imports).
        from gpuplanner.core.verdict import ranked_over_cheaper

        # The Results tab's words for the same pick ("Best" read as another ranking there).
        template = (
            self.tr("Cheapest that meets the deadline and budget: %1 — %2")
            if ranked_over_cheaper(result, best)
            else self.tr("Cheapest: %1 — %2")
        )
        text = fmt.fill(template, best.name, fmt.money(best.chosen_point.total_cost, currency))
        if blocked:
            text += "  ·  " + fmt.fill(self.tr("Platforms that cannot run: %1"), str(blocked))
        self.best_label.setText(text)

    # --- window state ---------------------------------------------------------------------------
    def _fit_screen(self) -> None:
        """Never larger than the screen's free area (a 1280×720 laptop, 150 % scaling), and
        on it: a size saved on a bigger monitor is shrunk and moved back into view."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return
        free = screen.availableGeometry()
        frame = self.frameGeometry().size() - self.geometry().size()  # title bar and borders
        width = min(self.width(), free.width() - frame.width())
        height = min(self.height(), free.height() - frame.height())
        if (width, height) != (self.width(), self.height()):
            self.resize(max(width, self.minimumSizeHint().width()), max(height, 1))
        if not free.contains(self.frameGeometry()):
            x = min(max(self.x(), free.left()), free.right() - self.frameGeometry().width() + 1)
            y = min(max(self.y(), free.top()), free.bottom() - self.frameGeometry().height() + 1)
            self.move(max(x, free.left()), max(y, free.top()))

    def _restore_window_state(self) -> None:
        geometry = self.settings.get("window/geometry")
        if geometry.isEmpty() or not self.restoreGeometry(geometry):
            self.resize(*DEFAULT_SIZE)
        self._fit_screen()
        state = self.settings.get("window/state")
        if not state.isEmpty():
            self.restoreState(state)
        self.tabs.setCurrentIndex(
            min(max(self.settings.get("window/tab"), 0), self.tabs.count() - 1)
        )

    def _save_window_state(self) -> None:
        self.settings.set("window/geometry", self.saveGeometry())
        self.settings.set("window/state", self.saveState())
        self.settings.set("window/tab", self.tabs.currentIndex())
        if self._results_page.is_built:  # else the saved layout stays as it was
            self.settings.set("window/results_layout", self.results_tab.splitter.saveState())
        self.settings.sync()

    # --- closing, quitting, dropping ------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:
        if self._closed_cleanly or self.lifecycle.maybe_save():
            if not self._closed_cleanly:
                self._save_window_state()
                self.autosave_timer.stop()
                self.lifecycle.close_cleanly()
                self._closed_cleanly = True
            event.accept()
        else:
            event.ignore()

    def on_about_to_quit(self) -> None:
        """The app quits without the window closing (logout, SIGTERM): keep unsaved edits."""
        if not self._closed_cleanly:
            self.lifecycle.autosave()

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if _dropped_plan(event) is not None:
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        path = _dropped_plan(event)
        if path is None:
            return
        event.acceptProposedAction()
        # Open after the drop returns: a modal prompt inside a drop handler blocks the source.
        if path.suffix.lower() == ".json":
            from gpuplanner.gui import measurements

            doc = self.lifecycle.document
            QTimer.singleShot(0, lambda: measurements.apply_file(self, doc, path))
            return
        QTimer.singleShot(0, lambda: self.lifecycle.open(path))


def _quietly_made(make: Callable[[], QWidget]) -> QWidget:
    """``make()`` with the app's event filter off: thousands of construction events, none
    the filter acts on (gui/app_events.py)."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return make()
    with app_events.of(app).paused() as made:
        widget = make()
        made.append(widget)
    return widget


def _lazy_tab(make: Callable[[], QWidget]) -> LazyWidget:
    """A page that builds its tab (quietly) on first show or when asked."""
    return LazyWidget(lambda: _quietly_made(make), on_show=True)
