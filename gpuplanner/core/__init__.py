"""The pure core: plan models and the vectorized calculator (no Qt, no files).

The plan models are imported here at once (pydantic with them: loaded before PySide6, whose
import hook breaks pydantic's own lazy imports when it comes first); they import no numpy. The
result models and the calculator (``PlanResult``, ``analyze``, ``evaluate``: numpy and the
pricing rules) are loaded when first used (PEP 562), so the app's window paints the plan's
inputs before its first evaluation imports them (gui/document.py).
"""

from __future__ import annotations

import importlib
import sys
import types
from typing import TYPE_CHECKING

from gpuplanner.core.plan import Plan

if TYPE_CHECKING:
    from gpuplanner.core.analysis import Analysis, analyze
    from gpuplanner.core.evaluate import evaluate
    from gpuplanner.core.result import PlanResult, PlatformResult

__all__ = ["Analysis", "Plan", "PlanResult", "PlatformResult", "analyze", "evaluate"]

_HOMES = {
    "Analysis": "gpuplanner.core.analysis",
    "analyze": "gpuplanner.core.analysis",
    "evaluate": "gpuplanner.core.evaluate",
    "PlanResult": "gpuplanner.core.result",
    "PlatformResult": "gpuplanner.core.result",
}


def __getattr__(name: str) -> object:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(home), name)
    globals()[name] = value  # once: later reads are plain attribute reads
    return value


class _Package(types.ModuleType):
    """Importing core/evaluate.py binds that module here as ``evaluate`` (the import system
    does, after it ran): keep the function there instead, as the eager import used to."""

    def __setattr__(self, name: str, value: object) -> None:
        if isinstance(value, types.ModuleType) and _HOMES.get(name) == value.__name__:
            value = getattr(value, name)
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package
