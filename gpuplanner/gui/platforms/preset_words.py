"""Preset names in the UI language: the catalog names presets in one language (its China
presets in Chinese, the others in English); the words they are made of are worded here both
ways, so the English UI lists "China GPU market · RTX 4090 on-demand" and the Chinese UI
"AWS p5 · H100 按量". What to ask a vendor for (a needs-quote preset's items) is worded in
Chinese too. Model and instance names, GPU names and counts stay as they are; the catalog's
longer notes and price bases stay in its own (English) words.
"""

from __future__ import annotations

import re

# (English, 简体中文) — longest first within each direction when applied.
PHRASES: tuple[tuple[str, str], ...] = (
    # What a needs-quote preset asks the vendor for (catalogs/platforms.json quote_items).
    ("1-year commitment price per GPU-month", "1 年承诺的每卡每月价格"),
    ("Savings Plan or Capacity Block", "节省计划或容量块"),
    ("GPU quota and stock wait", "GPU 配额与缺货等待"),
    ("add-on packages: bandwidth, storage, power", "附加包：带宽、存储、电力"),
    ("burn-in test before acceptance", "验收前的拷机测试"),
    ("deposit (refundable?)", "押金（是否可退？）"),
    ("hardware-fault replacement time and compensation", "硬件故障的更换时间与赔偿"),
    ("inter-node network (RDMA or not)", "节点间网络（是否 RDMA）"),
    ("monthly or yearly plan price and minimum term", "包月或包年价格及最短期限"),
    ("network fabric, if you build more than one server", "多于一台服务器时的组网"),
    ("on-demand price per GPU-hour", "按量计费的每卡时单价"),
    ("price per 8-GPU machine per month", "每台 8 卡整机每月价格"),
    ("price per GPU-hour", "每卡时单价"),
    ("storage and egress prices", "存储与公网流量价格"),
    ("storage and network add-ons", "存储与网络附加项"),
    ("upfront vs monthly payment", "预付还是按月付"),
    ("minimum term", "最短期限"),
    ("China GPU market", "国内算力市场"),
    ("Monthly whole-machine lease", "整机月租"),
    ("Self-built", "自建"),
    ("Alibaba Cloud", "阿里云"),
    ("Tencent Cloud", "腾讯云"),
    ("Volcano Engine", "火山引擎"),
    ("GPU cloud server", "GPU 云服务器"),
    ("1-year commitment", "1 年承诺"),
    ("1-year reserved", "1 年预留"),
    ("on-demand", "按量"),
    ("spot", "竞价"),
    ("cluster", "集群"),
    ("server", "服务器"),
    ("workstation", "工作站"),
    ("secure cloud", "安全云"),
    ("community", "社区云"),
    ("lowest observed", "观察到的最低价"),
    ("any provider", "任一供应商"),
    ("Lease", "租赁"),
)
# The China market presets' price notes: "Lowest RTX 5090 price observed (30-day range …)".
_ZH_PATTERNS = (
    (re.compile(r"Lowest (.+?) price observed"), r"观察到的 \1 最低价"),
    (re.compile(r" ?\((\d+)-day range ([^)]*)\)"), r"（\1 天区间 \2）"),
)
_TWICE = re.compile(r"([\w-]+(?: [\w-]+)*) \(\1\)")


def _apply(text: str, pairs: list[tuple[str, str]]) -> str:
    for source, target in sorted(pairs, key=lambda p: -len(p[0])):
        text = text.replace(source, target)
    return text


def in_language(text: str, language: str) -> str:
    """``text`` (a preset name or detail line) with its known words in ``language``."""
    if language == "zh_CN":
        worded = _apply(text, [(en, zh) for en, zh in PHRASES])
        for pattern, replacement in _ZH_PATTERNS:
            worded = pattern.sub(replacement, worded)
    else:
        worded = _apply(text, [(zh, en) for en, zh in PHRASES])
    # "Self-built (自建)" says it twice once both halves are in one language: say it once.
    return _TWICE.sub(r"\1", worded)
