"""简体中文: the Excel export at Excel's limits (io/excel/limits.py; see io.messages)."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "xl.sheet.notes": "导出说明",
    "xl.limits.title": "本工作簿因 Excel 限制而截短或略去的内容",
    "xl.limits.marker": " …【已截短：原文 {length:,} 个字符；单元格最多 32,767 个】",
    "xl.limits.shortened": (
        "{sheet}!{cell}：{length:,} 个字符的文本已截短为 Excel 单元格上限 32,767 个字符；"
        "方案文件中保留全文。"
    ),
    "xl.limits.charted": (
        "扫描图表：仅显示 {total:,} 个平台中（按所选卡数）最便宜的 {shown:,} 个；"
        "Excel 图表最多 255 个系列。表格列出了全部平台。"
    ),
    "xl.limits.charted_title": "{title}（{total:,} 个平台中最便宜的 {shown:,} 个）",
    "xl.limits.long_sweep": (
        "扫描：每个平台的每个卡数各占一行（{total:,} 个平台并排需要的列数超过 "
        "Excel 的 16,384 列）。"
    ),
    "xl.limits.rows_cut": (
        "扫描：Excel 的 {rows:,} 行已用完，另有 {cut:,} 行（平台、卡数）未写入。"
        "总拥有成本表和摘要表包含全部平台。"
    ),
}
