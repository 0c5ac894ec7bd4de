"""Typeset the decision memo (``gpuplanner.io.memo``) as an A4 PDF with Qt's own PDF output.

QTextDocument lays out HTML built here — every text from the plan goes through
``html.escape`` first, so a platform named ``<b>…`` prints as those characters — and the chart
is a vector object inside it (``memo_chart``). Pages are painted one by one onto a QPdfWriter,
so the chart is drawn with the PDF painter (``QTextDocument.print_`` would clone the document
and lose the chart). Chinese text uses an installed CJK font, embedded as a subset. A section
heading is kept with its content: one whose first line of content would fall on the next page
starts that page (``keep_headings_with_content``). After those breaks the whole document is
laid out again (``relayout``: Qt's incremental relayout once left the Warnings unlaid) and
checked: a text with no line on a page is an error (``unplaced``), never a silent loss.
"""

from __future__ import annotations

import html
import os
import unicodedata
from pathlib import Path

from PySide6.QtCore import QBuffer, QIODevice, QMarginsF, QRectF, QSizeF
from PySide6.QtGui import (
    QFont,
    QGuiApplication,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QTextBlock,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
)

from gpuplanner.gui.memo.chart import CHART_OBJECT, ChartObject
from gpuplanner.gui.memo.glyphs import installed_emoji_families, visible_memo
from gpuplanner.io.atomic import atomic_write_bytes
from gpuplanner.io.memo.content import Memo, Table

RESOLUTION = 300  # dpi of the PDF's device units (text and paths stay vector regardless)
MARGIN_MM = 16
BASE_PT = 9.0
_PLACEHOLDER = "\u2063CHART\u2063"  # invisible separators: no plan text can contain it
_RISKS_MARK = "\u2063"  # where page 2 may start
FIT_SHARE = 0.55  # start the risks on a new page when less than this share of a page is left
MAX_PAGES = 2  # "one or two A4 pages" (issue 19)
# The type scales tried in turn until the memo fits MAX_PAGES. build_memo caps every text the
# plan controls, so a memo fits at full size unless most of its texts are near their caps at
# once (a 10,000-character title, 40 platforms with 200-character names, 25 fees each, ten
# exchange rates and the longest warnings: three lines over at 1.0, two pages at 0.9).
SCALES = (1.0, 0.92, 0.85, 0.78)

_CSS = """
body {{ color: #1a1a1a; }}
h1 {{ font-size: {h1}pt; margin: 0 0 2pt 0; }}
h2 {{ font-size: {h2}pt; margin: 10pt 0 3pt 0; color: #0b3d63; }}
p {{ margin: 0 0 3pt 0; }}
.meta {{ color: #555555; font-size: {small}pt; }}
.rec {{ background-color: #EAF2FA; }}
td.summary {{ background-color: #0b3d63; color: #ffffff; font-weight: bold; font-size: {lead}pt; }}
.verdict {{ font-weight: bold; }}
th {{ background-color: #E4ECF3; font-weight: bold; text-align: left; font-size: {small}pt; }}
td {{ font-size: {cell}pt; }}
td.num {{ text-align: right; }}
tr.total td {{ font-weight: bold; background-color: #F3F6F9; }}
li {{ margin: 0 0 2pt 0; }}
"""


def _css(scale: float) -> str:
    """The style sheet with every type size (17, 11, 10, 8.5, 8 pt at full size) scaled."""
    sizes = {"h1": 17.0, "h2": 11.0, "lead": 10.0, "cell": 8.5, "small": 8.0}
    return _CSS.format(**{k: round(v * scale, 2) for k, v in sizes.items()})


def ensure_app() -> QGuiApplication:
    """A Qt application for fonts and painting (offscreen when started from the CLI)."""
    app = QGuiApplication.instance()
    if app is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QGuiApplication([])
    return app  # type: ignore[return-value]


def _e(text: str) -> str:
    return html.escape(text, quote=True)


def _pairs(rows: tuple[tuple[str, str], ...], css: str = "") -> str:
    cells = "".join(
        f"<tr><td width='22%'><b>{_e(k)}</b></td><td>{_e(v)}</td></tr>" for k, v in rows
    )
    return f"<table class='{css}' width='100%' cellpadding='3' cellspacing='0'>{cells}</table>"


def _table(t: Table, first_width: str = "28%") -> str:
    head = "".join(
        f"<th{' width=' + repr(first_width) if i == 0 else ''}>{_e(h)}</th>"
        for i, h in enumerate(t.head)
    )
    body = []
    for r, row in enumerate(t.rows):
        css = " class='total'" if t.total_row and r == len(t.rows) - 1 else ""
        cells = "".join(f"<td{' class=num' if i else ''}>{_e(c)}</td>" for i, c in enumerate(row))
        body.append(f"<tr{css}>{cells}</tr>")
    return (
        "<table width='100%' border='1' cellspacing='0' cellpadding='3' "
        "style='border-collapse: collapse; border-color: #B8C4CE; border-style: solid;'>"
        # <thead>: Qt's header rows (QTextTableFormat.headerRowCount), repeated atop a page a
        # table runs onto, so a bill split over two pages keeps its platforms' names.
        f"<thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>"
    )


def _list(items: tuple[str, ...]) -> str:
    return "<ul>" + "".join(f"<li>{_e(i)}</li>" for i in items) + "</ul>" if items else ""


def memo_html(memo: Memo) -> str:
    """The memo as HTML for QTextDocument (all text escaped); the chart is a placeholder."""
    lab = memo.labels
    parts = [
        f"<h1>{_e(memo.heading)}</h1>",
        f"<p class='meta'>{_e(memo.title)} · {_e(memo.prepared)}</p>",
        f"<table width='100%' cellpadding='6' style='margin-top: 4pt'><tr>"
        f"<td class='summary'>{_e(memo.summary)}</td></tr></table>",
        f"<h2>{_e(lab['s.question'])}</h2>",
        _pairs(memo.question),
        f"<h2>{_e(lab['s.recommendation'])}</h2>",
        _pairs(memo.recommendation, "rec") if memo.recommendation else "",
        f"<p class='verdict'>{_e(memo.verdict)}</p>",
        f"<h2>{_e(lab['s.runner_up'])}</h2>",
        "".join(f"<p>{_e(s)}</p>" for s in memo.runner_up),
        *(
            (f"<h2>{_e(lab['s.fleet'])}</h2>", "".join(f"<p>{_e(s)}</p>" for s in memo.fleet))
            if memo.fleet
            else ()
        ),
        *(
            (
                f"<h2>{_e(lab['s.scenarios'])}</h2>",
                "".join(f"<p>{_e(s)}</p>" for s in memo.scenarios),
            )
            if memo.scenarios
            else ()
        ),
        f"<h2>{_e(memo.chart.title)}</h2>",
        f"<p>{_PLACEHOLDER}</p>",
        f"<h2>{_e(lab['s.bills'])}</h2>",
        _table(memo.bills),
        f"<p class='meta'>{_e(memo.more_platforms)}</p>" if memo.more_platforms else "",
        f"<h2>{_RISKS_MARK}{_e(lab['s.risks'])}</h2>",
        _table(memo.risks, "22%"),
        _list(memo.risk_notes),
        f"<h2>{_e(lab['s.assumptions'])}</h2>",
        _list(memo.assumptions),
    ]
    if memo.warnings:
        parts += [f"<h2>{_e(lab['s.warnings'])}</h2>", _list(memo.warnings)]
    sign = "".join(
        f"<td width='33%'>{_e(label)}<br/><br/>_______________________</td>" for label in memo.sign
    )
    parts.append(
        f"<table width='100%' cellpadding='4' style='margin-top: 14pt'><tr>{sign}</tr></table>"
    )
    parts.append(f"<p class='meta'>{_e(memo.prepared)}</p>")
    return "<html><body>" + "".join(parts) + "</body></html>"


def _font(lang: str, scale: float = 1.0) -> QFont:
    from gpuplanner.gui.fonts import chinese_families

    families = ["DejaVu Sans", "Segoe UI", "Helvetica", "Arial"]
    families += installed_emoji_families()[:1]  # after the text fonts: for emoji only
    cjk = chinese_families()
    preferred = [f for f in ("WenQuanYi Micro Hei", "Microsoft YaHei", "PingFang SC") if f in cjk]
    cjk = preferred + [f for f in cjk if f not in preferred]
    font = QFont()
    # Chinese first for a Chinese memo (its Latin glyphs match its CJK ones); the CJK family
    # after the Latin ones otherwise, so a Chinese platform name still has glyphs.
    font.setFamilies(cjk[:1] + families if lang == "zh_CN" else families + cjk[:1])
    font.setPointSizeF(BASE_PT * scale)
    # No "fi"/"fl" ligatures: the PDF's text must read back (search, copy, pdftotext) as typed.
    for tag in ("liga", "clig"):
        font.setFeature(QFont.Tag(tag), 0)
    return font


class MemoFontError(ValueError):
    """The memo holds Chinese text and no installed font can draw it."""


def _needs_cjk(text: str) -> bool:
    return any(unicodedata.east_asian_width(ch) in ("W", "F") for ch in text)


def render_memo_pdf(memo: Memo) -> bytes:
    """The memo as PDF bytes (A4, one or two pages); ``MemoFontError`` rather than a PDF of
    empty boxes when Chinese text meets a system without a CJK font."""
    ensure_app()
    from gpuplanner.gui.fonts import chinese_families

    # What no installed font can draw is shown by its code and said (gui/memo/glyphs.py).
    memo = visible_memo(memo, _font(memo.lang).families())
    body = memo_html(memo)
    if _needs_cjk(body) and not chinese_families():
        raise MemoFontError(
            "the memo holds Chinese text but no Chinese font is installed, so it would print "
            "as empty boxes; install one (e.g. sudo apt install fonts-wqy-microhei) and try again"
        )
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(RESOLUTION)
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
            QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
            QPageLayout.Unit.Millimeter,
        )
    )
    title = memo.full_title or memo.title  # the page shows it cut (MAX_TITLE), not here
    writer.setTitle(memo.heading + (f" — {title}" if title else ""))
    writer.setCreator("gpuplanner")
    page = QSizeF(writer.width(), writer.height())  # the printable area, device units
    for scale in SCALES:
        doc = _laid_out(memo, body, writer, page, scale)
        if doc.pageCount() <= MAX_PAGES:
            break

    painter = QPainter(writer)
    try:
        for i in range(doc.pageCount()):
            if i:
                writer.newPage()
            painter.save()
            painter.translate(0, -i * page.height())
            # One device unit short of the page: a block that starts the next page (a heading
            # moved there) has its top exactly on this page's bottom edge, and Qt draws a block
            # whose top is not below the clip — clipped out of sight, yet its text was in the
            # page (pdftotext and search found the next page's heading on this one).
            area = QRectF(0, i * page.height(), page.width(), page.height() - 1)
            doc.drawContents(painter, area)
            painter.restore()
    finally:
        painter.end()
    buffer.close()
    return bytes(buffer.data())


def _laid_out(
    memo: Memo, body: str, writer: QPdfWriter, page: QSizeF, scale: float
) -> QTextDocument:
    """The memo laid out on ``writer``'s pages with the type at ``scale``, headings kept with
    their content."""
    doc = QTextDocument()
    doc.documentLayout().setPaintDevice(writer)
    font = _font(memo.lang, scale)
    doc.setDefaultFont(font)
    doc.setDefaultStyleSheet(_css(scale))
    doc.setDocumentMargin(0)
    doc.setPageSize(page)
    doc.setHtml(body)
    chart = ChartObject(memo.chart, page.width() * 0.98, font, doc)
    doc.documentLayout().registerHandler(CHART_OBJECT, chart)
    found = doc.find(_PLACEHOLDER)
    if not found.isNull():
        fmt = QTextCharFormat()
        fmt.setObjectType(CHART_OBJECT)
        found.insertText("\ufffc", fmt)
    doc.setPageSize(page)  # relayout with the chart in place
    _break_before_risks(doc, page.height())
    keep_headings_with_content(doc, page.height())
    relayout(doc)
    lost = unplaced(doc)
    if lost:
        raise MemoLayoutError(
            f"the memo's layout leaves {len(lost)} texts off its pages: {lost[0]!r}"
        )
    return doc


def _break_before_risks(doc: QTextDocument, page_height: float) -> None:
    """Keep the risks heading with its table: a new page when the rest of this one is short."""
    found = doc.find(_RISKS_MARK)  # the chart's placeholder is already replaced
    if found.isNull():
        return
    found.removeSelectedText()
    block = found.block()
    top = doc.documentLayout().blockBoundingRect(block).top()
    left = page_height - top % page_height
    if left < FIT_SHARE * page_height and top > page_height * 0.5:
        _break_before(doc, block, page_height)


def relayout(doc: QTextDocument) -> None:
    """Lay the whole document out again. After a block's format changes, Qt's incremental
    relayout moved the blocks below it but left the lists and paragraphs after a later table
    unlaid — zero lines, zero height, painted nowhere: a three-platform Chinese memo lost its
    whole Warnings section (issue 24 item 1) while the PDF still had two pages."""
    doc.markContentsDirty(0, doc.characterCount())
    doc.documentLayout().documentSize()


class MemoLayoutError(ValueError):
    """A laid-out memo would leave some of its text off the pages: a bug, refused rather
    than a PDF that silently lacks it (the export says "The memo was not written")."""


def unplaced(doc: QTextDocument) -> list[str]:
    """The texts of the blocks that hold text but no laid-out line on a page: what a PDF of
    ``doc`` would silently leave out. Empty for a sound layout."""
    lay = doc.documentLayout()
    page = doc.pageSize().height()
    bottom = doc.pageCount() * page if page > 0 else float("inf")
    out = []
    block = doc.begin()
    while block.isValid():
        text = block.text().strip()
        if text:
            layout = block.layout()
            rect = lay.blockBoundingRect(block)
            unlaid = layout is None or layout.lineCount() == 0 or rect.height() <= 0
            if unlaid or rect.bottom() > bottom + 1:
                out.append(text)
        block = block.next()
    return out


def _line_tops(doc: QTextDocument, block: QTextBlock) -> tuple[float, float]:
    """The top of the block's first and last line in document coordinates (a line that did
    not fit its page was moved onto the next one: its own y says where it went)."""
    layout = block.layout()
    # The block's layout position in document coordinates (a table cell's offsets added);
    # its lines' y are relative to it.
    origin = doc.documentLayout().blockBoundingRect(block).top()
    if layout is None or layout.lineCount() == 0:
        return origin, origin
    last = layout.lineAt(layout.lineCount() - 1)
    return origin + layout.lineAt(0).y(), origin + last.y()


def _break_before(doc: QTextDocument, block: QTextBlock, page_height: float) -> None:
    """Start the next page with the block: a page break before it. Where the block already sat
    at the very end of a page (a table's bottom edge reaching past it), Qt broke the page
    twice and left a blank one; then the break is taken back and the block's top margin
    grows by the rest of the page instead, which carries it onto the next page."""

    def merge(fmt: QTextBlockFormat) -> None:
        QTextCursor(block).mergeBlockFormat(fmt)
        relayout(doc)

    margin = block.blockFormat().topMargin()
    fmt = QTextBlockFormat()
    fmt.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
    merge(fmt)
    before = block.previous()
    if not before.isValid():
        return
    page_before = _line_tops(doc, before)[1] // page_height
    if _line_tops(doc, block)[0] // page_height <= page_before + 1:
        return
    fmt.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_Auto)
    merge(fmt)
    top = _line_tops(doc, block)[0]
    fmt.setTopMargin(margin + (page_before + 1) * page_height - top + 1)
    merge(fmt)


def keep_headings_with_content(doc: QTextDocument, page_height: float) -> list[str]:
    """Move to the next page every heading whose content starts on the next page (the heading
    would end its page alone); the headings moved, in order. Each heading is looked at once,
    after the breaks before it are in place (the document is laid out again each time)."""
    moved: list[str] = []
    block = doc.begin()
    while block.isValid():
        if block.blockFormat().headingLevel() > 0 and block.text().strip():
            content = block.next()
            while content.isValid() and not content.text().strip():
                content = content.next()  # an empty block (a table's anchor) holds no line
            if content.isValid():
                heading_last = _line_tops(doc, block)[1]
                content_first = _line_tops(doc, content)[0]
                if content_first // page_height > heading_last // page_height:
                    _break_before(doc, block, page_height)
                    moved.append(block.text())
        block = block.next()
    return moved


def write_memo_pdf(memo: Memo, path: Path | str) -> int:
    """Write the memo atomically; the number of pages."""
    data = render_memo_pdf(memo)
    atomic_write_bytes(path, data)
    return data.count(b"/Type /Page\n") or data.count(b"/Type /Page")
