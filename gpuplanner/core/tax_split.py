"""A platform's GPU time split into its VAT classes (services, hardware) by its pricing mode's
rule; the rates themselves are the plan's ``core.tax.TaxSettings``."""

from __future__ import annotations

import numpy as np

from gpuplanner.core.platform import Platform
from gpuplanner.core.pricing import Usage
from gpuplanner.core.pricing_modes import rules_for


def taxable_gpu_time(
    platform: Platform,
    n: np.ndarray,
    hours: np.ndarray,
    gpu_time: np.ndarray,
    price: float | np.ndarray = 1.0,
    usage: Usage | None = None,
) -> tuple[np.ndarray, np.ndarray]:
    """``gpu_time`` (after any discount) split into its services and hardware parts.

    Cloud GPU time is a service, a lease is hardware; a self-built cluster's hosting (at
    ``hours``) is a service, its staff untaxed, and the rest (hardware, power, repairs)
    hardware.
    """
    p = platform.pricing
    return rules_for(p).tax_split(platform, p, n, hours, gpu_time, price, usage)
