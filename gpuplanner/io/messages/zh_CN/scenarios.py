"""并列的命名情景（core/scenarios.py）：名称、各自改动的内容、工作簿的“情景”表和备忘录的句子。"""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "scenario.name.list_prices": "标价",
    "scenario.name.negotiated": "议定价",
    "scenario.name.spot_risk": "竞价风险",
    "scenario.about.list_prices": "所有平台按标价计，不计折扣或议定价",
    "scenario.about.negotiated": "按方案所填，含其折扣和议定价",
    "scenario.about.spot_risk": "每个竞价平台被回收的频率为所填的 {factor:g} 倍",
    # 备忘录：每个情景一句
    "memo.s.scenarios": "情景对比",
    "memo.scenario.line": "{name}（{about}）：{platform} 排名第一，{total}。",
    "memo.scenario.none": "{name}（{about}）：没有平台能完成任务。",
    # 工作簿的“情景”表（io/excel/scenario_sheet.py）
    "xl.sheet.scenarios": "情景",
    "xl.scen.title": "并列的命名情景",
    "xl.scen.note": (
        "以下为 gpuplanner 计算的数值，不是公式：每个情景按其名称下的改动重新计算整个方案"
        "（各平台按该情景选定的卡数）；修改本工作簿的输入不会改变这些数值。"
    ),
    "xl.scen.rank": "排名（1 = 满足目标中最便宜）",
    "xl.scen.cheapest": "排名第一",
    "xl.scen.cannot": "无法完成任务",
}
