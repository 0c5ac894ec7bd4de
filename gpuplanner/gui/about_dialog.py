"""Help → About: the version, how current the catalogs are, and the licenses of what ships.

A CTO forwarding a plan wants to know which gpuplanner and which catalog dates produced it;
a packager needs the licenses (PySide6 is LGPLv3: the bundle keeps Qt as separate, replaceable
libraries). Library versions come from package metadata, so nothing here imports openpyxl
or xlsxwriter.
"""

from __future__ import annotations

import html
import logging
import platform
from dataclasses import dataclass
from importlib import metadata
from typing import Any

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QCoreApplication, qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from gpuplanner import __version__
from gpuplanner.gui import format as fmt

translate = QCoreApplication.translate  # lupdate finds translate("Context", "text")
log = logging.getLogger(__name__)
DIALOG_SIZE = (620, 600)


@dataclass(frozen=True)
class Component:
    name: str
    distribution: str  # the package name in its metadata (for the version)
    license: str
    url: str


# What the app and its bundle ship, with the licenses their projects state.
COMPONENTS = (
    Component("gpuplanner", "gpuplanner", "MIT", ""),
    Component(
        "Qt for Python (PySide6)",
        "PySide6-Essentials",
        "LGPLv3",
        "https://doc.qt.io/qtforpython-6/",
    ),
    Component("pyqtgraph", "pyqtgraph", "MIT", "https://www.pyqtgraph.org/"),
    Component("pydantic", "pydantic", "MIT", "https://docs.pydantic.dev/"),
    Component("NumPy", "numpy", "BSD-3-Clause", "https://numpy.org/"),
    Component(
        "XlsxWriter", "XlsxWriter", "BSD-2-Clause", "https://github.com/jmcnamara/XlsxWriter"
    ),
    Component("openpyxl", "openpyxl", "MIT", "https://openpyxl.readthedocs.io/"),
    Component("platformdirs", "platformdirs", "MIT", "https://github.com/tox-dev/platformdirs"),
)


@dataclass(frozen=True)
class CatalogDates:
    """One catalog section: how many entries, and the range of their dates."""

    section: str  # gpus, models, platforms, interconnects
    count: int
    checked: tuple[str, str] | None  # oldest and newest ``as_of`` (when the record was checked)
    prices: tuple[str, str] | None  # oldest and newest ``prices_as_of`` (platform presets)


def _span(given: list[str | None]) -> tuple[str, str] | None:
    from gpuplanner.io.catalog.models import partial_date

    dates = [d for d in given if d]
    if not dates:
        return None
    ordered = sorted(dates, key=partial_date)
    return ordered[0], ordered[-1]


def catalog_dates(catalog: Any) -> list[CatalogDates]:
    """The date ranges of a loaded catalog (``gpuplanner.io.catalog.loader.Catalog``)."""
    out = []
    for section in ("gpus", "models", "platforms", "interconnects"):
        records = list(getattr(catalog, section).values())
        prices = [getattr(r, "prices_as_of", None) for r in records]
        out.append(
            CatalogDates(
                section,
                len(records),
                _span([r.as_of for r in records]),
                _span(prices) if section == "platforms" else None,
            )
        )
    return out


def _load_catalog_dates() -> list[CatalogDates]:
    try:
        from gpuplanner.io.catalog.loader import load_catalog

        return catalog_dates(load_catalog())
    except Exception:  # a broken catalog must not stop the About box from opening
        log.warning("catalog dates unavailable", exc_info=True)
        return []


def _section_label(section: str) -> str:
    return {
        "gpus": translate("AboutDialog", "GPU types"),
        "models": translate("AboutDialog", "Models"),
        "platforms": translate("AboutDialog", "Platform presets"),
        "interconnects": translate("AboutDialog", "Interconnects"),
    }[section]


def _range(span: tuple[str, str] | None) -> str:
    if span is None:
        return fmt.DASH
    first, last = span
    return first if first == last else fmt.fill(translate("AboutDialog", "%1 to %2"), first, last)


def _version(distribution: str) -> str:
    if distribution == "gpuplanner":
        return __version__  # a bundle or a checkout may carry no (or stale) metadata for it
    try:
        return metadata.version(distribution)
    except metadata.PackageNotFoundError:
        return ""


def _p(text: str) -> str:
    return f"<p>{text}</p>"


def _table(rows: list[list[str]], header: list[str] | None = None) -> str:
    lines = (
        ["<tr>" + "".join(f"<th align='left'>{h}</th>" for h in header) + "</tr>"] if header else []
    )
    lines += ["<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows]
    return "<table cellspacing='0' cellpadding='4'>" + "".join(lines) + "</table>"


def _catalog_part(dates: list[CatalogDates]) -> str:
    title = translate("AboutDialog", "Catalogs")
    if not dates:
        return f"<h4>{title}</h4>" + _p(translate("AboutDialog", "The catalogs could not be read."))
    header = [
        translate("AboutDialog", "Catalog"),
        translate("AboutDialog", "Entries"),
        translate("AboutDialog", "Checked"),
        translate("AboutDialog", "Prices dated"),
    ]
    rows = [
        [
            _section_label(d.section),
            fmt.integer(d.count),
            _range(d.checked),
            _range(d.prices) if d.section == "platforms" else "",
        ]
        for d in dates
    ]
    note = translate(
        "AboutDialog",
        "Prices are dated, editable examples, never quotes: ask your vendors and put their "
        "figures in the plan.",
    )
    return f"<h4>{title}</h4>" + _table(rows, header) + _p(note)


def _license_part() -> str:
    rows = []
    for c in COMPONENTS:
        name = html.escape(c.name)
        link = f"<a href='{c.url}'>{name}</a>" if c.url else name
        rows.append([link, html.escape(_version(c.distribution)), c.license])
    note = translate(
        "AboutDialog",
        "gpuplanner is free software under the MIT license. Qt for Python is used under the "
        "GNU LGPL version 3: its libraries are separate files in the installation folder and "
        "can be replaced with your own build.",
    )
    title = translate("AboutDialog", "Licenses")  # not inside the f-string: lupdate skips those
    return f"<h4>{title}</h4>" + _table(rows) + _p(note)


def about_html(dates: list[CatalogDates]) -> str:
    """The About text: version and runtime, catalog dates, licenses."""
    summary = translate(
        "AboutDialog",
        "What it really costs to train a model to target on each GPU platform, and how many "
        "GPUs to take: compute at real throughput, scaling losses, pricing modes, "
        "interruptions, fees and setup time.",
    )
    runtime = fmt.fill(
        translate("AboutDialog", "Qt %1 · PySide6 %2 · Python %3"),
        qVersion(),
        pyside_version,
        platform.python_version(),
    )
    return (
        f"<h3>gpuplanner {html.escape(__version__)}</h3>"
        + _p(summary)
        + _p(runtime)
        + _catalog_part(dates)
        + _license_part()
    )


class AboutDialog(QDialog):
    """The About box: a scrolling page (the license list does not fit a message box)."""

    def __init__(self, parent: QWidget | None, title: str, text: str) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        self.browser.setHtml(text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(*DIALOG_SIZE)


def about_text() -> str:
    """The About text with the catalogs' dates as loaded now."""
    return about_html(_load_catalog_dates())
