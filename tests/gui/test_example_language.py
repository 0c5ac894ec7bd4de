"""The app opens on the bundled example in the UI's language (io/examples.py), and File → New
starts from its workload in that language too."""

from __future__ import annotations

import app_helpers
from ui_language import ui_language

answers = app_helpers.answers
make_window = app_helpers.make_window


def test_a_chinese_ui_opens_on_the_chinese_example(qapp, make_window) -> None:
    with ui_language(qapp, "zh_CN"):
        window = make_window()
        plan = window.document.plan
        assert plan.title == "7B 全参微调，10 亿 token：三个平台（种子示例 A）"
        assert window.results_tab.model.platform_at(0).name == "C · H100 80G 按量付费"
        assert not window.document.is_modified()
        window.lifecycle.new()
        assert window.document.plan.workload.model.name == "7B（Llama-2-7B 结构）"


def test_an_english_ui_opens_on_the_english_example(make_window) -> None:
    window = make_window()
    assert window.document.plan.title.startswith("7B full fine-tune on 1B tokens")
