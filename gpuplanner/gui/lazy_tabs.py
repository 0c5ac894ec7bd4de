"""A tab widget whose pages may stand in for tabs built on first need (``gui/lazy.py``).

The main window's Platforms, Fee items and Results tabs are not needed for its first paint
(the Workload tab is the usual first view): each page is a ``LazyWidget`` that builds its tab
when first shown, when the window asks right after its first paint, or when code asks for it.
``LazyTabs`` answers for such a page by its content, so callers keep using the tab itself:
``setCurrentWidget(tab)``, ``indexOf(tab)``, ``widget(i)`` and ``currentWidget()`` take and
give the tab (built on the spot when asked for), as with a tab added directly. Pages added
with ``addTab`` as they are (the Fleet tab's own ``LazyWidget``) are left as they are.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtWidgets import QTabWidget, QWidget

from gpuplanner.gui.lazy import LazyWidget


class LazyTabs(QTabWidget):
    """``QTabWidget`` with pages that stand in for their content (see the module doc)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._standing_in: set[LazyWidget] = set()

    def add_lazy_tab(self, page: LazyWidget, label: str) -> int:
        """Add ``page``, which stands in for the tab it builds."""
        self._standing_in.add(page)
        return self.addTab(page, label)

    def _page_of(self, widget: QWidget) -> QWidget:
        for page in self._standing_in:
            if page.is_built and page.widget is widget:
                return page
        return widget

    def _content(self, page: QWidget | None) -> QWidget | None:
        if isinstance(page, LazyWidget) and page in self._standing_in:
            return page.widget  # built now if it was not yet
        return page

    def indexOf(self, widget: QWidget) -> int:
        return super().indexOf(self._page_of(widget))

    def setCurrentWidget(self, widget: QWidget) -> None:
        super().setCurrentWidget(self._page_of(widget))

    def widget(self, index: int) -> QWidget | None:
        return self._content(super().widget(index))

    def currentWidget(self) -> QWidget:
        return cast(QWidget, self._content(super().currentWidget()))
