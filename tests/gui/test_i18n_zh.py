"""The app in Simplified Chinese: labels, warnings, money, Qt's own buttons, the workbook.

The language is installed the way ``run_app`` does it (the ``prefs/language`` setting, then
``i18n.install``) and removed afterwards, so later tests run in English again.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import openpyxl
import pytest
from app_helpers import Answers, answers  # noqa: F401 (fixture)
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from recalc import convert

from gpuplanner.gui import fonts
from gpuplanner.gui.app import create_main_window
from gpuplanner.gui.main_window import MainWindow
from gpuplanner.gui.preferences_dialog import PreferencesDialog
from gpuplanner.gui.recovery import Recovery
from gpuplanner.gui.settings import Settings


@pytest.fixture
def zh_window(qtbot, chinese: Settings, answers: Answers) -> Iterator[MainWindow]:  # noqa: F811
    window = create_main_window(None, chinese, Recovery())  # first start: the example plan
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    window.document.evaluate_now()
    yield window
    window.close()


def _column(window: MainWindow, header_start: str) -> int:
    model = window.results_tab.model
    for col in range(model.columnCount()):
        if str(model.headerData(col, Qt.Orientation.Horizontal)).startswith(header_start):
            return col
    raise KeyError(header_start)


def test_tabs_menus_and_status_speak_chinese(zh_window: MainWindow) -> None:
    tabs = [zh_window.tabs.tabText(i) for i in range(4)]
    assert tabs == ["训练任务", "平台", "费用项", "结果"]
    menus = [a.text() for a in zh_window.menuBar().actions()]
    assert menus[:4] == ["文件(&F)", "编辑(&E)", "视图(&V)", "帮助(&H)"]
    edit = zh_window.menuBar().actions()[1].menu()
    assert "首选项(&P)…" in [a.text() for a in edit.actions()]
    # The example's cheapest platform: 8 × H100 at ¥40.00/GPU-h for 9 h = ¥2,880.00.
    assert zh_window.best_label.text() == "最便宜：C · H100 80G 按量付费 — ¥2,880.00"


def test_results_table_money_and_warning_in_chinese(zh_window: MainWindow) -> None:
    model = zh_window.results_tab.model
    total = _column(zh_window, "训练达标成本")
    assert model.headerData(total, Qt.Orientation.Horizontal) == "训练达标成本（CNY）"
    texts = {model.platform_at(r).name: model.index(r, total).data() for r in range(3)}
    # C: 8 GPUs × 9 h × ¥40 = ¥2,880; A: 8 × 18 h × ¥20 = ¥2,880;
    # B: 8 × 60 h × ¥12 = ¥5,760 + egress 1,500 GB × ¥0.5 = ¥750 + interruptions ¥121.60.
    assert texts["C · H100 80G 按量付费"] == "¥2,880.00"
    assert texts["A · A100 80G 按量付费"] == "¥2,880.00"
    assert texts["B · V100 32G 竞价实例"] == "¥6,631.60"
    panel = zh_window.results_tab.warnings
    assert "警告 — B · V100 32G 竞价实例：该显卡不支持 BF16，改用 FP16。" in panel.plain_text()
    assert "请确认训练代码能在该显卡上以 FP16 运行。" in panel.plain_text()


def test_qt_own_buttons_and_the_preferences_dialog(qtbot, chinese: Settings) -> None:
    dialog = PreferencesDialog(chinese)
    qtbot.addWidget(dialog)
    buttons = dialog.findChild(QDialogButtonBox)
    ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
    cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel)
    assert (ok.text(), cancel.text()) == ("确定", "取消")  # Qt's qtbase_zh_CN catalog
    assert dialog.language.currentData() == "zh_CN" and dialog.note.isHidden()
    dialog.language.setCurrentIndex(dialog.language.findData("en"))
    assert not dialog.note.isHidden()
    assert dialog.note.text() == "新语言将在重启 gpuplanner 后生效。"
    dialog.accept()
    assert Settings().get("prefs/language") == "en"


def test_qt_own_file_dialog_speaks_chinese(qtbot, chinese: Settings, tmp_path: Path) -> None:
    """Qt's qtbase_zh_CN (6.11) leaves the file dialog's "&Look in:" and "Files of &type:"
    and the Type column's "Folder" in English; gpuplanner's catalog supplies them
    (gui/qt_words.py, issue 25)."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QFileDialog, QLabel

    dialog = QFileDialog(None, "open", str(tmp_path), "Plans (*.gpuplan)")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(dialog)
    labels = {label.text() for label in dialog.findChildren(QLabel)}
    assert {"查找范围(&L)：", "文件名称(&N)：", "文件类型(&T)："} <= labels
    buttons = dialog.findChild(QDialogButtonBox)
    assert {b.text() for b in buttons.buttons()} == {"打开(&O)", "取消"}
    folder = QCoreApplication.translate(
        "QAbstractFileIconProvider", "Folder", "All other platforms"
    )
    assert folder == "文件夹"


def test_export_from_the_chinese_ui_is_a_chinese_workbook(
    zh_window: MainWindow,
    answers: Answers,  # noqa: F811
    tmp_path: Path,
) -> None:
    answers.export_path = tmp_path / "方案.xlsx"
    assert zh_window.lifecycle.export_excel()
    wb = openpyxl.load_workbook(answers.export_path)
    assert wb.sheetnames[:3] == ["摘要", "假设", "总拥有成本"]
    summary = [c.value for row in wb["摘要"].iter_rows() for c in row if c.value]
    assert "训练达标成本" in summary and "平台" in summary
    # LibreOffice recalculates the money formulas to the app's totals.
    (recalculated,) = convert([answers.export_path], tmp_path / "recalc")
    values = openpyxl.load_workbook(recalculated, data_only=True)
    result = zh_window.document.result
    for r in result.platforms:
        (sheet, cell), *_ = values.defined_names[f"p{r.index + 1}_total"].destinations
        got = values[sheet][cell.replace("$", "")].value
        assert got == pytest.approx(r.chosen_point.total_cost, rel=1e-9), r.name


def test_without_a_chinese_font_the_app_starts_in_english_and_says_why_once(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(fonts, "chinese_families", list)
    shown: list[str] = []
    monkeypatch.setattr(fonts, "show_hint", lambda parent, title, text: shown.append(text))
    settings = Settings()
    settings.set("prefs/language", "zh_CN")
    assert fonts.effective_setting("zh_CN") == "en"
    assert fonts.effective_setting("en") == "en"
    assert fonts.hint_if_missing(None, settings)
    assert not fonts.hint_if_missing(None, settings)  # once
    assert len(shown) == 1 and "fonts-wqy-microhei" in shown[0]


def test_the_font_on_this_machine_draws_chinese(qapp: QApplication) -> None:
    """The test machine has fonts-wqy-microhei; without any CJK font the UI would be boxes."""
    assert fonts.chinese_families(), "install fonts-wqy-microhei (or fonts-noto-cjk)"


def _whole_months(months: int) -> str:
    from gpuplanner.core.verdict import Reason, VerdictCode
    from gpuplanner.gui.results.bill_panel import BillPanel

    reason = Reason(VerdictCode.WHOLE_MONTHS, {"months": months, "job_days": 4.8})
    return BillPanel()._reason_text(reason, "CNY")


def test_whole_months_verdict_singular_and_plural(qapp: QApplication) -> None:
    assert _whole_months(1).startswith("Bills 1 whole month for a 4.8-day job.")
    assert "use the month paid for." in _whole_months(1)
    assert _whole_months(3).startswith("Bills 3 whole months for a 4.8-day job.")


def test_whole_months_verdict_in_chinese(chinese: Settings) -> None:
    assert _whole_months(1).startswith("4.8 天的任务按 1 个整月计费。")
    assert _whole_months(3).startswith("4.8 天的任务按 3 个整月计费。")


def test_the_chinese_method_page_breaks_no_phrase_with_a_space() -> None:
    """A line break in HTML renders as a space: the zh Method page read "流水线气泡 暴露时",
    "每个微批的 形状" (a GUI review). No break may sit between two Chinese characters of one
    paragraph, inline tags between them aside."""
    import re

    from gpuplanner.paths import resources_dir

    html = (resources_dir() / "docs" / "method_zh_CN.html").read_text(encoding="utf-8")
    cjk = "[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]"
    inline = r"(?:</?(?:b|i|sup|sub|code|a)\b[^>]*>)*"
    assert re.findall(f"{cjk}{inline}\n[ \t]*{inline}{cjk}", html) == []
