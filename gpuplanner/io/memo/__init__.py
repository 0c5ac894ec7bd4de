"""The decision memo's content (figures and sentences in English and Chinese), without Qt.

``build_memo`` is laid out as a PDF by ``gpuplanner.gui.memo.pdf``.
"""

from gpuplanner.io.memo.content import Memo, build_memo, money

__all__ = ["Memo", "build_memo", "money"]
