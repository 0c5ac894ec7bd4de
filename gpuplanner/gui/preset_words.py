"""Preset names in the UI language: the catalog names presets in one language (its China
presets in Chinese, the others in English); the words they are made of are worded here both
ways, so the English UI lists "China GPU market · RTX 4090 on-demand" and the Chinese UI
"AWS p5 · H100 按量". Model and instance names, GPU names and counts stay as they are.
"""

from __future__ import annotations

import re

# (English, 简体中文) — longest first within each direction when applied.
PHRASES: tuple[tuple[str, str], ...] = (
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
_TWICE = re.compile(r"([\w-]+(?: [\w-]+)*) \(\1\)")


def _apply(text: str, pairs: list[tuple[str, str]]) -> str:
    for source, target in sorted(pairs, key=lambda p: -len(p[0])):
        text = text.replace(source, target)
    return text


def in_language(text: str, language: str) -> str:
    """``text`` (a preset name or detail line) with its known words in ``language``."""
    if language == "zh_CN":
        worded = _apply(text, [(en, zh) for en, zh in PHRASES])
    else:
        worded = _apply(text, [(zh, en) for en, zh in PHRASES])
    # "Self-built (自建)" says it twice once both halves are in one language: say it once.
    return _TWICE.sub(r"\1", worded)
