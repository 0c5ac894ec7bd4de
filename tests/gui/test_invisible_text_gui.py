"""The GUI shows user text as the other outputs do (issue 26): with bidi controls and invisible
format characters in every string of the plan, no label, field, table cell, chart text or the
window title holds one; a name typed with a U+202E is kept without it."""

from __future__ import annotations

import json
from pathlib import Path

import app_helpers
import pytest
from hardening_cases import markup_everywhere
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGraphicsTextItem,
    QGraphicsView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
)
from test_invisible_text import MARK, SEEN

from gpuplanner.core.edit import replace_at

pytestmark = pytest.mark.timeout(300)
answers = app_helpers.answers
make_window = app_helpers.make_window


def _texts(window) -> list[str]:
    texts = [window.windowTitle()]
    texts += [w.text() for w in window.findChildren(QLabel)]
    texts += [w.text() for w in window.findChildren(QLineEdit)]
    texts += [w.toPlainText() for w in window.findChildren(QPlainTextEdit)]
    for view in window.findChildren(QAbstractItemView):
        model = view.model()
        if model is None:
            continue
        for row in range(min(model.rowCount(), 200)):
            for column in range(model.columnCount()):
                value = model.index(row, column).data()
                if isinstance(value, str):
                    texts.append(value)
    for view in window.findChildren(QGraphicsView):
        texts += [i.toPlainText() for i in view.scene().items() if isinstance(i, QGraphicsTextItem)]
    return texts


def test_no_widget_shows_an_invisible_character(make_window, answers, tmp_path: Path):
    path = tmp_path / "marked.gpuplan"
    path.write_text(json.dumps(markup_everywhere(MARK), ensure_ascii=False), encoding="utf-8")
    window = make_window()
    window.resize(1280, 800)
    window.show()
    assert window.lifecycle.open(path)
    window.document.evaluate_now()
    for i in range(window.tabs.count()):
        window.tabs.setCurrentIndex(i)
    texts = _texts(window)
    assert any("AAAA" in t for t in texts)  # the marked names arrived, visible letters kept
    assert [t for t in texts if SEEN.search(t)] == []
    assert answers.errors == []


def test_a_fee_name_typed_with_an_override_is_kept_without_it(make_window):
    window = make_window()
    document = window.document
    fee = {"name": "Egress \u202e00.000,001¥", "rate": 1.0}
    plan = replace_at(document.plan, ("platforms", 0, "fees"), (fee,))
    document.apply(plan, "fee")
    assert document.plan.platforms[0].fees[0].name == "Egress 00.000,001¥"
