"""Simplified Chinese: words of the domain used across the program (see io.messages)."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # Pricing modes (gpuplanner.core.platform.PricingMode), as a word in a sentence or a list
    "mode.on_demand": "按量付费",
    "mode.spot": "竞价实例",
    "mode.reserved": "包月/包年",
    "mode.lease": "整机租赁",
    "mode.self_built": "自建",
}
