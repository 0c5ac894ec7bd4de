"""What went wrong in a quote file, in English and Simplified Chinese.

A problem is a code with parameters, the spreadsheet row (the header is row 1) and the column;
``describe`` words it. The CLI prints these as a table; the GUI shows the same sentences.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gpuplanner.io.quotes.columns import BY_KEY, header

EN: dict[str, str] = {
    "not_found": "the file does not exist or cannot be read ({detail})",
    "too_big": "the file is {size_mb:.1f} MB; a quote file may be at most {limit_mb} MB",
    "encrypted": (
        "the workbook is password-protected (encrypted); open it in Excel or WPS, remove the "
        "password (File → Info → Protect Workbook) and save it as .xlsx"
    ),
    "old_xls": "an old-format .xls workbook; save it as .xlsx (or .csv) and import that",
    "not_xlsx": (
        "not an Excel workbook (.xlsx) or CSV file; use the quote template "
        "(File → Save quote template…)"
    ),
    "unreadable": "the workbook cannot be read: {detail}",
    "not_text": "not a CSV text file (it holds binary data)",
    "bad_encoding": "the CSV is neither UTF-8 nor GB18030 text (bad byte at offset {offset})",
    "no_header": (
        "the first row is not the quote template's header (no column named "
        "'Platform name', 'GPU' or 'Pricing mode'); use File → Save quote template…"
    ),
    "unknown_column": "unknown column '{header}'{hint}",
    "duplicate_column": "the column appears twice (also column {first})",
    "missing_column": "the file has no '{header}' column, which every offer needs",
    "too_many_rows": (
        "the file holds more than {limit:,} rows; import at most {limit:,} offers and fee lines "
        "at a time (split the file)"
    ),
    "too_many_columns": "the file has more than {limit} columns; is this the quote template?",
    "no_rows": "the file holds a header but no offers",
    "required": "required but empty",
    "not_number": "must be a number (got {got})",
    "not_finite": "must be a finite number (got {got})",
    "negative": "must not be negative (got {got})",
    "not_whole": "must be a whole number of at least 1 (got {got})",
    "not_share": "must be a share between 0 and 1, or a percent such as 40% (got {got})",
    "not_date": "must be a date such as 2026-11-30 (got {got})",
    "not_until": "must be a date, or a number of days after the quote date (got {got})",
    "until_needs_date": "a validity in days needs the quote date",
    "not_bool": "must be yes or no (got {got})",
    "unknown_choice": "unknown value {got}; use one of: {choices}",
    "unknown_gpu": "no GPU {got} in the catalog{hint}",
    "unknown_link": (
        "must be a bandwidth in GB/s or an interconnect preset id such as nvlink4 (got {got}){hint}"
    ),
    "wrong_link_scope": "{got} is an {scope} link",
    "formula_no_value": (
        "a formula with no saved result ({formula}); open and save the file in Excel or WPS so "
        "its value is stored, or type the value"
    ),
    "formula_error": "the cell holds the error {got}",
    "starts_like_formula": (
        "starts with '{char}', which a spreadsheet would run as a formula; remove the character"
    ),
    "control_char": "holds a control character ({char}) at position {position}; remove it",
    "too_long": "is {length} characters long; at most {limit}",
    "wrong_mode": "belongs to another pricing mode, not {mode}; clear it or change the mode",
    "no_rate": (
        "no exchange rate for {currency} in the plan (Edit → Currency and Exchange Rates…); "
        "the plan's currency is {plan_currency}"
    ),
    "bad_currency": "must be a 3-letter currency code such as CNY or USD (got {got})",
    "duplicate_name": "the platform name appears twice in the file (also row {first})",
    "name_in_plan": "the plan already has a platform named {got}; rename one of them",
    "fee_no_offer": "a fee line for {got}, but no offer with that name is above it in the file",
    "fee_on_broken_offer": "a fee line of the offer in row {first}, which has problems",
    "fee_incomplete": "a fee line needs a fee rate",
    "fee_row_extra": (
        "a fee line holds only the platform name and the fee columns; put this value on the "
        "offer's row"
    ),
    "spot_needs_rate": (
        "a spot offer needs its interruption rate per GPU-hour (the catalog's spot presets use "
        "5.4e-5 to 2.9e-4)"
    ),
    "unknown_preset": "no platform preset {got} in the catalog{hint}",
}

ZH: dict[str, str] = {
    "not_found": "文件不存在或无法读取（{detail}）",
    "too_big": "文件大小为 {size_mb:.1f} MB；报价文件最大 {limit_mb} MB",
    "encrypted": (
        "该工作簿设有密码（已加密）；请在 Excel 或 WPS 中打开，取消密码"
        "（文件 → 信息 → 保护工作簿）后另存为 .xlsx"
    ),
    "old_xls": "这是旧格式的 .xls 工作簿；请另存为 .xlsx（或 .csv）后再导入",
    "not_xlsx": "不是 Excel 工作簿（.xlsx）或 CSV 文件；请使用报价模板（文件 → 保存报价模板…）",
    "unreadable": "无法读取该工作簿：{detail}",
    "not_text": "不是 CSV 文本文件（含二进制数据）",
    "bad_encoding": "该 CSV 既不是 UTF-8 也不是 GB18030 文本（偏移 {offset} 处字节无效）",
    "no_header": (
        "第一行不是报价模板的表头（没有“平台名称”“GPU 型号”或“计费方式”列）；"
        "请使用 文件 → 保存报价模板…"
    ),
    "unknown_column": "未知的列“{header}”{hint}",
    "duplicate_column": "该列重复出现（另见第 {first} 列）",
    "missing_column": "文件缺少每条报价都需要的“{header}”列",
    "too_many_rows": "文件超过 {limit:,} 行；每次最多导入 {limit:,} 条报价和费用行（请拆分文件）",
    "too_many_columns": "文件超过 {limit} 列；这是报价模板吗？",
    "no_rows": "文件只有表头，没有报价",
    "required": "必填，但为空",
    "not_number": "必须是数字（实际为 {got}）",
    "not_finite": "必须是有限的数字（实际为 {got}）",
    "negative": "不能为负数（实际为 {got}）",
    "not_whole": "必须是不小于 1 的整数（实际为 {got}）",
    "not_share": "必须是 0 到 1 之间的比例，或 40% 这样的百分数（实际为 {got}）",
    "not_date": "必须是日期，例如 2026-11-30（实际为 {got}）",
    "not_until": "必须是日期，或报价日期之后的天数（实际为 {got}）",
    "until_needs_date": "以天数表示的有效期需要填写报价日期",
    "not_bool": "必须是“是”或“否”（实际为 {got}）",
    "unknown_choice": "未知的值 {got}；可选：{choices}",
    "unknown_gpu": "目录中没有 GPU {got}{hint}",
    "unknown_link": "必须是以 GB/s 计的带宽，或 nvlink4 这样的互联预设编号（实际为 {got}）{hint}",
    "wrong_link_scope": "{got} 是{scope}互联",
    "formula_no_value": (
        "公式没有保存的计算结果（{formula}）；请在 Excel 或 WPS 中打开并保存文件以存下结果，"
        "或直接填写数值"
    ),
    "formula_error": "单元格内是错误值 {got}",
    "starts_like_formula": "以“{char}”开头，电子表格会把它当作公式执行；请删去该字符",
    "control_char": "第 {position} 个字符是控制字符（{char}）；请删除",
    "too_long": "长度为 {length} 个字符；最多 {limit} 个",
    "wrong_mode": "属于其他计费方式，不属于{mode}；请清空或修改计费方式",
    "no_rate": "方案中没有 {currency} 的汇率（编辑 → 币种与汇率…）；方案币种为 {plan_currency}",
    "bad_currency": "必须是 3 个字母的币种代码，例如 CNY 或 USD（实际为 {got}）",
    "duplicate_name": "文件中平台名称重复（另见第 {first} 行）",
    "name_in_plan": "方案中已有名为 {got} 的平台；请改名",
    "fee_no_offer": "这是 {got} 的费用行，但文件中其上方没有同名的报价",
    "fee_on_broken_offer": "这是第 {first} 行报价的费用行，而该报价有错误",
    "fee_incomplete": "费用行需要填写费率",
    "fee_row_extra": "费用行只填平台名称和费用各列；请把该值填在报价所在行",
    "spot_needs_rate": "竞价报价需要填写每卡时中断率（目录中的竞价预设为 5.4e-5 至 2.9e-4）",
    "unknown_preset": "目录中没有平台预设 {got}{hint}",
}

_WHERE = {
    "en": ("row {row}", "file"),
    "zh_CN": ("第 {row} 行", "文件"),
}
_SCOPES = {
    "en": {"intra_node": "intra-node", "inter_node": "inter-node"},
    "zh_CN": {"intra_node": "节点内", "inter_node": "节点间"},
}
_MODES_ZH = {
    "on_demand": "按量付费",
    "spot": "竞价实例",
    "reserved": "包月/包年",
    "lease": "整机租赁",
    "self_built": "自建",
}


@dataclass(frozen=True)
class QuoteProblem:
    """One problem: ``row`` None for the whole file, ``column`` a column key or None."""

    row: int | None
    column: str | None
    code: str
    params: dict[str, Any] = field(default_factory=dict)

    def where(self, lang: str = "en") -> str:
        row, whole = _WHERE.get(lang, _WHERE["en"])
        return row.format(row=self.row) if self.row is not None else whole

    def column_name(self, lang: str = "en") -> str:
        if self.column in BY_KEY:
            return header(self.column, lang)
        return self.column or ""

    def text(self, lang: str = "en") -> str:
        if self.code == "invalid" and "problem" in self.params:  # a validator's coded problem
            problem = self.params["problem"]
            where = f"{problem.field}: " if problem.field and self.column is None else ""
            return where + problem.text(lang, got=False)
        templates = ZH if lang == "zh_CN" else EN
        params = dict(self.params)
        if "scope" in params:
            params["scope"] = _SCOPES.get(lang, _SCOPES["en"]).get(params["scope"], "")
        if "mode" in params and lang == "zh_CN":
            params["mode"] = _MODES_ZH.get(params["mode"], params["mode"])
        params["hint"] = closest_hint(list(params.pop("closest", ())), lang)
        try:
            return templates[self.code].format(**params)
        except (KeyError, ValueError, IndexError):
            return f"{self.code}: {params}"

    def __str__(self) -> str:
        column = self.column_name()
        return f"{self.where()}{', ' + column if column else ''}: {self.text()}"


def closest_hint(names: list[str], lang: str) -> str:
    """'; closest: a, b' for suggestions (empty when there are none)."""
    if not names:
        return ""
    joined = ", ".join(names)
    return f"；最接近的是：{joined}" if lang == "zh_CN" else f"; closest: {joined}"


_TABLE_HEADS = {"en": ("Row", "Column", "Problem"), "zh_CN": ("行", "列", "问题")}


def problems_table(
    problems: tuple[QuoteProblem, ...] | list[QuoteProblem], lang: str = "en"
) -> str:
    """A fixed-width table of the problems for a terminal (wide characters counted twice)."""
    from gpuplanner.io.terminal import clip, display_width, fit

    heads = _TABLE_HEADS.get(lang, _TABLE_HEADS["en"])
    rows = [
        (str(p.row) if p.row is not None else "–", clip(p.column_name(lang), 34), p.text(lang))
        for p in problems
    ]
    w0 = max(display_width(heads[0]), *(display_width(r[0]) for r in rows))
    w1 = max(display_width(heads[1]), *(display_width(r[1]) for r in rows))
    lines = [f"{fit(heads[0], w0, '>')}  {fit(heads[1], w1)}  {heads[2]}"]
    lines.append("-" * (w0 + w1 + 4 + max(display_width(heads[2]), 40)))
    lines += [f"{fit(a, w0, '>')}  {fit(b, w1)}  {c}" for a, b, c in rows]
    return "\n".join(lines) + "\n"
