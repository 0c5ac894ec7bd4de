"""The fleet answer finance reads first: the recommended strategy, its present cost, the
runner-up and the break-even, in English or Chinese (issue 24 item 5).

The memo's first page and the workbook's Summary say it whenever a plan has a fleet. The
recommendation is the strategy of least present cost (the fleet ranking); the break-even is
the owned cluster's against the cheapest rented strategy (the one it must beat), as the
verdict words it: the month its cumulative cash catches up (or the payback past the
horizon) and the utilization it needs. ``money`` formats an amount as the caller writes
money (the memo: "¥407,123"; the workbook's text cells the same).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from gpuplanner.core.fleet.plan import FleetPlan, FleetStrategy
from gpuplanner.core.fleet.result import FleetCode, FleetNotice, FleetResult
from gpuplanner.io import messages
from gpuplanner.io.fleet.wording import Figures, describe_fleet_notice, strategy_name

_BREAK_EVEN = {
    FleetCode.BREAKS_EVEN,
    FleetCode.PAYBACK_AFTER_HORIZON,
    FleetCode.NEVER_PAYS_BACK,
    FleetCode.BREAK_EVEN_UTILIZATION,
    FleetCode.NO_BREAK_EVEN_UTILIZATION,
}


@dataclass(frozen=True)
class FleetAnswer:
    strategy: FleetStrategy
    present_cost: float
    total: float
    runner_up: FleetStrategy | None
    runner_up_present_cost: float | None
    against: FleetStrategy | None  # the rented strategy the owned cluster is judged against
    break_even: tuple[FleetNotice, ...]  # its payback and utilization notices

    @property
    def gap(self) -> float | None:
        """How much more the runner-up costs in present value."""
        if self.runner_up_present_cost is None:
            return None
        return self.runner_up_present_cost - self.present_cost


def fleet_answer(result: FleetResult) -> FleetAnswer:
    best = result.ranking[0]
    second = result.ranking[1] if len(result.ranking) > 1 else None
    against = None
    notes: tuple[FleetNotice, ...] = ()
    if result.self_built is not None:
        rented = [i for i in result.ranking if result.strategies[i] != FleetStrategy.SELF_BUILT]
        against = result.strategies[rented[0]]
        notes = tuple(
            n
            for n in result.verdict
            if n.code in _BREAK_EVEN and n.params.get("against") == against.value
        )
    return FleetAnswer(
        strategy=result.strategies[best],
        present_cost=float(result.present_cost[best]),
        total=float(result.total[best]),
        runner_up=result.strategies[second] if second is not None else None,
        runner_up_present_cost=float(result.present_cost[second]) if second is not None else None,
        against=against,
        break_even=notes,
    )


def answer_lines(
    answer: FleetAnswer,
    fleet: FleetPlan,
    result: FleetResult,
    currency: str,
    lang: str,
    money: Callable[[float], str],
) -> tuple[str, ...]:
    """The answer as sentences: recommendation, runner-up, break-even (one or two)."""

    def say(key: str, **params: object) -> str:
        return messages.fill(messages.template(f"fleet_answer.{key}", lang), **params)

    lines = [
        say(
            "best",
            horizon_months=fleet.horizon_months,
            gpu_hours=f"{float(result.demand.sum()):,.0f}",
            strategy=strategy_name(answer.strategy, lang),
            present_cost=money(answer.present_cost),
            total=money(answer.total),
        )
    ]
    if answer.runner_up is not None and answer.gap is not None:
        lines.append(
            say(
                "runner_up",
                strategy=strategy_name(answer.runner_up, lang),
                present_cost=money(answer.runner_up_present_cost or 0.0),
                gap=money(answer.gap),
            )
        )
    else:
        lines.append(say("no_runner_up"))
    if answer.break_even:
        figures = Figures(money=lambda value, _decimals: money(value))  # NPVs, as the rest
        lines += [describe_fleet_notice(n, currency, lang, figures) for n in answer.break_even]
    else:
        lines.append(say("no_break_even"))
    return tuple(lines)
