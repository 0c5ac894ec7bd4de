"""English: words of the domain used across the program (see io.messages)."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # Pricing modes (gpuplanner.core.platform.PricingMode), as a word in a sentence or a list
    "mode.on_demand": "on-demand",
    "mode.spot": "spot",
    "mode.reserved": "reserved",
    "mode.lease": "lease",
    "mode.self_built": "self-built",
}
