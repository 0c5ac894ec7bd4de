"""The pure core: plan models and the vectorized calculator (no Qt, no files)."""

from gpuplanner.core.analysis import Analysis, analyze
from gpuplanner.core.evaluate import evaluate
from gpuplanner.core.plan import Plan
from gpuplanner.core.result import PlanResult, PlatformResult

__all__ = ["Analysis", "Plan", "PlanResult", "PlatformResult", "analyze", "evaluate"]
