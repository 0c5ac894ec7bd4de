"""Emoji in the memo (issue 26): a character no installed font can draw prints as its code
and the memo says so, instead of an empty box. This machine's fonts (DejaVu, WenQuanYi) have
no U+1F680 ROCKET; U+2764 HEAVY BLACK HEART is in DejaVu Sans and stays itself."""

from __future__ import annotations

import datetime as dt
import subprocess

import pytest
from PySide6.QtGui import QFontDatabase
from test_memo import memo_plan

from gpuplanner.core import analyze
from gpuplanner.gui.memo import glyphs, pdf
from gpuplanner.io.memo import build_memo

pytestmark = pytest.mark.timeout(120)
TODAY = dt.date(2026, 12, 1)


def _memo(title: str, lang: str):
    plan = memo_plan().model_copy(update={"title": title})
    return build_memo(analyze(plan, today=TODAY), lang=lang, version="9.9")


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "en",
            "Some characters have no glyph in the fonts installed here and are shown by "
            "their code: U+1F680.",
        ),
        ("zh_CN", "部分字符在本机已安装的字体中没有字形，以其编码显示：U+1F680。"),
    ],
)
def test_an_emoji_no_font_has_is_shown_by_its_code_and_said(qapp, tmp_path, lang, said):
    if "Noto Color Emoji" in QFontDatabase.families():
        pytest.skip("an emoji font is installed here: the rocket is drawn")  # not this machine
    path = tmp_path / "memo.pdf"
    pages = pdf.write_memo_pdf(_memo("Launch 🚀 plan ❤", lang), path)
    assert pages <= 2
    text = " ".join(
        subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True).stdout.split()
    )
    assert "Launch [U+1F680] plan ❤" in text
    assert said in text


def test_a_memo_every_font_draws_is_left_as_it_is(qapp):
    memo = _memo("Plain plan — 计划 ✓", "en")
    assert glyphs.visible_memo(memo, pdf._font("en").families()) is memo


def test_an_installed_emoji_font_joins_the_memo_fonts(qapp, monkeypatch):
    have = [*QFontDatabase.families(), "Segoe UI Emoji", "Noto Color Emoji"]
    monkeypatch.setattr(glyphs.QFontDatabase, "families", staticmethod(lambda *a: have))
    assert glyphs.installed_emoji_families() == ["Noto Color Emoji", "Segoe UI Emoji"]
    assert "Noto Color Emoji" in pdf._font("en").families()
