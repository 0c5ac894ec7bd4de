"""The document lifecycle: new, open, save, save as, recent files, export, autosave, recovery.

The main window owns one ``DocumentLifecycle``; menus and drops call it. Every question goes
through ``gui.prompts`` (monkeypatched in tests). A failed open leaves the current document and
the file on disk untouched; a failed save or export leaves the existing file intact (the writes
are atomic) and says why in a dialog.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QObject, Signal
from PySide6.QtWidgets import QWidget

from gpuplanner.core.plan import Plan, blank_plan
from gpuplanner.core.text import shorten
from gpuplanner.gui import field_errors, i18n, prompts
from gpuplanner.gui import format as fmt
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.open_files import OpenFile
from gpuplanner.gui.recovery import Recovered, Recovery, SetAside, discard
from gpuplanner.gui.settings import Settings
from gpuplanner.io.atomic import WriteError
from gpuplanner.io.examples import example
from gpuplanner.io.plan_file import PlanError, load_plan, plan_digest, save_plan
from gpuplanner.io.problems import known

log = logging.getLogger(__name__)
CATALOG_PROBLEMS_SHOWN = 5  # the rest are counted: a broken file can hold thousands


def _tr(text: str) -> str:
    return QCoreApplication.translate("DocumentLifecycle", text)


class DocumentLifecycle(QObject):
    message = Signal(str)  # a short status-bar message

    def __init__(
        self,
        window: QWidget,
        document: PlanDocument,
        settings: Settings,
        recovery: Recovery | None,
    ) -> None:
        super().__init__(window)
        self._window = window
        self.document = document
        self.settings = settings
        self.recovery = recovery
        # What this window last read from or wrote to its file: a save first checks that the
        # file still holds it, or someone else (another window, a sync tool) wrote it since.
        self._on_disk = plan_digest(document.path) if document.path else None
        # A restored recovery file only suggests its plan's path (anyone may have written that
        # file): the first save goes through the save dialog, so the user chooses the file.
        self._path_suggested = False
        self.open_file = OpenFile()
        document.path_changed.connect(self._claim)
        self._claim(document.path)

    def display_name(self) -> str:
        """The file's name; an unsaved plan goes by its title (the example by its own)."""
        path = self.document.path
        if path:
            return path.name
        return self.document.plan.title.strip() or self.tr("Untitled")

    # --- replacing the document ---------------------------------------------------------------
    def maybe_save(self) -> bool:
        """True when it is fine to close or replace the current plan."""
        if not self.document.is_modified():
            return True
        choice = prompts.ask_save_changes(self._window, self.display_name())
        if choice is prompts.SaveChoice.SAVE:
            return self.save()
        return choice is prompts.SaveChoice.DISCARD

    def new(self) -> bool:
        """A new, unsaved, empty plan: the example's workload to edit, no platforms yet.

        Nothing else of the example comes along (its title, notes, trial, rates), so none of
        it ends up in a workbook exported from the new plan."""
        if not self.maybe_save():
            return False
        self._replace(blank_plan(example(i18n.current_language())), None)
        return True

    def open(self, path: Path | None = None) -> bool:
        """Open ``path`` (or ask for one) after the unsaved-changes prompt."""
        if not self.maybe_save():
            return False
        if path is None:
            start = self.document.path.parent if self.document.path else None
            path = prompts.ask_open_path(self._window, start)
            if path is None:
                return False
        try:
            plan = load_plan(path)
        except PlanError as exc:
            self.report_open_error(exc)
            return False
        except Exception as exc:  # a bug in the loader: say so, keep the open plan and the app
            log.exception("opening %s failed", path)
            self.report_open_error(internal_open_error(exc, path))
            return False
        self._replace(plan, path)
        self.remember(path)
        return True

    def report_open_error(self, exc: PlanError) -> None:
        """The error dialog of a failed open. The last session's plan, which the user did not
        ask for this time, is only said in the status bar (the example is open instead)."""
        if isinstance(exc, LastSessionError):
            message = open_error_text(exc)[1]
            self.message.emit(" ".join(line for line in message.splitlines() if line))
            return
        prompts.show_error(self._window, *open_error_text(exc))

    def report_catalog_problems(self, problems: tuple[str, ...]) -> None:
        """Say once, at start-up, that entries of the user's own catalog are left out."""
        if not problems:
            return
        shown = [shorten(p, 300) for p in problems[:CATALOG_PROBLEMS_SHOWN]]
        rest = len(problems) - len(shown)
        if rest > 0:
            shown.append(fmt.fill(self.tr("… and %1 more"), f"{rest:,}"))
        prompts.show_warning(
            self._window,
            self.tr("Your catalog"),
            fmt.fill(
                self.tr(
                    "Some entries of your own catalog cannot be used and are left out until "
                    "the file is fixed or moved; the bundled catalog is used for them:\n\n%1"
                ),
                "\n".join(shown),
            ),
        )

    def _claim(self, path: Path | None) -> None:
        """Hold the plan's lock; warn when another gpuplanner window has it open."""
        if self.open_file.claim(path) or path is None:
            return
        prompts.show_warning(
            self._window,
            self.tr("Plan already open"),
            fmt.fill(
                self.tr(
                    "“%1” is already open in another gpuplanner window. Edit it in one window "
                    "only: a save here is checked against the file, and you are asked before "
                    "anything the other window saved is overwritten."
                ),
                path.name,
            ),
        )

    def remember(self, path: Path) -> None:
        """Note ``path`` as the last session and at the top of the recent files."""
        self.settings.add_recent(path)
        self.settings.last_file = path.resolve()

    def _replace(self, plan: Plan, path: Path | None) -> None:
        self._path_suggested = False
        self._on_disk = plan_digest(path) if path else None
        self.document.reset(plan, path)
        if self.recovery:
            self.recovery.clear()

    # --- saving ----------------------------------------------------------------------------
    def save(self) -> bool:
        if self.document.path is None or self._path_suggested:
            return self.save_as()
        return self._write(self.document.path)

    def save_as(self) -> bool:
        current = self.document.path
        suggested = current or Path.home() / (self.tr("Untitled") + prompts.PLAN_SUFFIX)
        path = prompts.ask_save_path(self._window, suggested)
        # The file dialog asked before overwriting: what is there now is the user's choice.
        return self._write(path, check_disk=False) if path is not None else False

    def _write(self, path: Path, check_disk: bool = True) -> bool:
        if check_disk and path == self.document.path and self._changed_on_disk(path):
            return self._resolve_conflict(path)
        try:
            save_plan(self.document.plan, path)
        except (WriteError, ValueError) as exc:
            prompts.show_error(
                self._window,
                self.tr("Cannot save plan"),
                fmt.fill(
                    self.tr("The plan was not saved.\n\n%1"), field_errors.exception_text(exc)
                ),
            )
            return False
        self.document.mark_saved(path)
        self._path_suggested = False
        self._on_disk = plan_digest(path)
        self.remember(path)
        if self.recovery:
            self.recovery.clear()
        self.message.emit(fmt.fill(self.tr("Saved %1"), str(path)))
        return True

    def _changed_on_disk(self, path: Path) -> bool:
        now = plan_digest(path)
        return now is not None and now != self._on_disk  # a deleted file: nothing to lose

    def _resolve_conflict(self, path: Path) -> bool:
        """The file changed since this window read or wrote it: ask, never overwrite silently
        (two windows on one plan: the second save would drop the first one's edits)."""
        choice = prompts.ask_save_conflict(self._window, path.name)
        if choice is prompts.ConflictChoice.OVERWRITE:
            return self._write(path, check_disk=False)
        if choice is prompts.ConflictChoice.SAVE_AS:
            return self.save_as()
        if choice is prompts.ConflictChoice.RELOAD:
            try:
                plan = load_plan(path)
            except PlanError as exc:
                self.report_open_error(exc)
                return False
            self._replace(plan, path)
            self.message.emit(fmt.fill(self.tr("Reloaded %1 as it is on disk"), str(path)))
        return False

    # --- export ------------------------------------------------------------------------------
    def export_excel(self) -> bool:
        try:
            from gpuplanner.io.excel.export import export_workbook
        except ImportError:
            prompts.show_error(
                self._window,
                self.tr("Export to Excel"),
                self.tr("Excel export is not available in this build of gpuplanner."),
            )
            return False
        base = self.document.path or Path.home() / self.tr("Untitled")
        path = prompts.ask_export_path(self._window, base.with_suffix(prompts.EXCEL_SUFFIX))
        if path is None:
            return False
        own = self.document.path
        if own is not None and path.exists() and own.exists() and path.samefile(own):
            prompts.show_error(  # the overwrite prompt said yes; the plan must still survive
                self._window,
                self.tr("Export to Excel"),
                self.tr("That is this plan's own file. Choose another name for the workbook."),
            )
            return False
        try:
            export_workbook(self.document.analysis, path, language=i18n.current_language())
        except (WriteError, ValueError) as exc:
            prompts.show_error(
                self._window,
                self.tr("Export to Excel"),
                fmt.fill(
                    self.tr("The workbook was not written.\n\n%1"), field_errors.exception_text(exc)
                ),
            )
            return False
        except Exception as exc:  # a bug in the exporter: say so, keep the app running
            prompts.show_error(
                self._window,
                self.tr("Export to Excel"),
                fmt.fill(
                    self.tr("An internal error stopped the export (%1). No file was written."),
                    f"{type(exc).__name__}: {exc}",
                ),
            )
            return False
        self.message.emit(fmt.fill(self.tr("Exported %1"), str(path)))
        return True

    # --- autosave and recovery -----------------------------------------------------------------
    def autosave(self) -> None:
        """Write unsaved edits to the recovery file (never the user's file)."""
        if self.recovery is None:
            return
        if not self.document.is_modified():
            self.recovery.clear()
            return
        try:
            self.recovery.write(self.document.plan, self.document.path)
        except (WriteError, ValueError) as exc:
            self.message.emit(
                fmt.fill(self.tr("Autosave failed: %1"), field_errors.exception_text(exc))
            )

    def offer_recovery(self) -> bool:
        """Offer the newest edits a crashed session left; True when they were restored.
        Recovery files that cannot be used were set aside: a warning says which and why."""
        if self.recovery is None:
            return False
        orphans = self.recovery.orphans()
        if self.recovery.set_aside:
            self._say_set_aside(self.recovery.set_aside)
        if not orphans:
            return False
        found = orphans[0]
        if found.original_path:
            name = found.original_path.name
        else:
            name = found.plan.title.strip() or self.tr("Untitled")
        saved_at = QLocale().toString(found.saved_at, QLocale.FormatType.ShortFormat)
        restore = prompts.ask_restore_recovery(self._window, name, saved_at)
        if restore:
            self._restore(found)
        discard(found.file)
        return restore

    def _say_set_aside(self, files: list[SetAside]) -> None:
        lines = []
        for item in files[:CATALOG_PROBLEMS_SHOWN]:
            where = f"{item.problem.field}: " if item.problem.field else ""
            why = item.problem.text(i18n.current_language())
            lines.append(f"{shorten(item.name, 80)}: {where}{why}")
        if len(files) > CATALOG_PROBLEMS_SHOWN:
            rest = len(files) - CATALOG_PROBLEMS_SHOWN
            lines.append(fmt.fill(self.tr("… and %1 more"), f"{rest:,}"))
        folder = next((i.file.parent for i in files if i.file is not None), None)
        where = fmt.fill(self.tr("They were moved to %1."), str(folder)) if folder else ""
        prompts.show_warning(
            self._window,
            self.tr("Recovery files set aside"),
            fmt.fill(
                self.tr("These recovery files cannot be restored and were set aside. %1\n\n%2"),
                where,
                "\n".join(lines),
            ),
        )

    def _restore(self, found: Recovered) -> None:
        """The recovered plan becomes a modified document; undo goes back to the saved file.
        Its path is only suggested: the first save asks where (the save dialog)."""
        original = found.original_path
        try:
            base = load_plan(original) if original else None  # read with a plan's caps
        except PlanError:
            base = None
        if original is not None and base is not None:
            self._on_disk = plan_digest(original)
            self.document.reset(base, original)
            self.document.apply(found.plan, self.tr("Recovered unsaved changes"))
        else:
            keep = original if original and _is_folder(original.parent) else None
            self._on_disk = plan_digest(keep) if keep else None
            self.document.reset(found.plan, keep)
            self.document.undo_stack.resetClean()  # unsaved: nothing on disk matches it
        self._path_suggested = self.document.path is not None
        self.autosave()

    def close_cleanly(self) -> None:
        self.open_file.release()
        if self.recovery:
            self.recovery.close()


def _is_folder(path: Path) -> bool:
    """``path.is_dir()``, False where it raises (a folder the user may not look into)."""
    try:
        return path.is_dir()
    except (OSError, ValueError):
        return False


def start_plan(
    requested: Path | None, settings: Settings
) -> tuple[Plan, Path | None, PlanError | None]:
    """What to open at start-up: the requested file, else the last session if it still loads,
    else the bundled example. The error says why the requested file, or the last session's
    (then forgotten, so the next start is clean), could not be opened.

    Nothing a file holds may stop the start: an unexpected exception in the loader (a bug)
    is reported like a refusal and the example opens."""
    error: PlanError | None = None
    for candidate in (requested, settings.last_file):
        if candidate is None:
            continue
        try:
            return load_plan(candidate), candidate, error
        except PlanError as exc:
            failure = exc
        except Exception as exc:
            log.exception("opening %s at start-up failed", candidate)
            failure = internal_open_error(exc, candidate)
        if candidate == requested:
            error = failure
        else:
            settings.last_file = None
            error = error or LastSessionError.of(failure.details, failure.source)
    return example(i18n.current_language()), None, error


def open_error_text(exc: PlanError) -> tuple[str, str]:
    """The title and message of the dialog for a plan that could not be opened (``--smoke``
    prints the same words)."""
    text = str(exc)
    # In English the loader's own text is the message; in another language the file and
    # the field stay as they are, the problem is translated when its wording is known,
    # and the English original stays below it for a search or a bug report.
    english = i18n.current_language() == i18n.ENGLISH
    if not english and known(exc.code):
        worded = exc.text(i18n.current_language())
        where = ": ".join(part for part in (exc.source, exc.field, worded) if part)
        text = fmt.fill(_tr("%1\n\nDetails: %2"), where, exc.problem)
    if isinstance(exc, LastSessionError):
        message = _tr(
            "The plan of the last session could not be opened; the example plan is open "
            "instead.\n\n%1"
        )
    else:
        message = _tr("The plan could not be opened.\n\n%1")
    return _tr("Cannot open plan"), fmt.fill(message, text)


class LastSessionError(PlanError):
    """The last session's plan (not one the user asked for) could not be opened."""


def internal_open_error(exc: Exception, path: Path) -> PlanError:
    """A loader bug worded as a refusal: the dialog names the file and the exception."""
    return PlanError("", "internal", str(path), {"kind": type(exc).__name__})
