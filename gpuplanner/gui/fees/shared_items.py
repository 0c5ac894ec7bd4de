"""A fee item shared by name across platforms: who has it, and one field set on several at once.

Fees are per platform in the plan; "the same item" on several platforms means an item of the
same name (as "Copy to…" puts it there, replacing one of that name). Pure plan functions, so
each joint action is one ``document.apply`` and is validated whole before anything changes.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from gpuplanner.core.fees import FeeItem
from gpuplanner.core.plan import Plan
from gpuplanner.core.platform_edits import set_fee_value

# The fields a joint edit may set (the name is what links the items, so it is not one).
JOINT_FIELDS = ("rate", "quantity", "basis", "kind", "note")


def item_row(plan: Plan, platform: int, name: str) -> int | None:
    """The row of the first fee named ``name`` on platform ``platform`` (None: it has none)."""
    fees = plan.platforms[platform].fees
    return next((k for k, fee in enumerate(fees) if fee.name == name), None)


def holders(plan: Plan, name: str) -> list[int]:
    """The platforms that have a fee item named ``name``, in plan order."""
    return [i for i in range(len(plan.platforms)) if item_row(plan, i, name) is not None]


def item_of(plan: Plan, platform: int, name: str) -> FeeItem | None:
    row = item_row(plan, platform, name)
    return None if row is None else plan.platforms[platform].fees[row]


def set_fee_field(plan: Plan, name: str, field: str, value: Any, platforms: Iterable[int]) -> Plan:
    """``plan`` with ``field`` of the item named ``name`` set to ``value`` on each platform.

    Every platform is rebuilt through validation before the plan is returned, so a value one
    of them refuses raises (pydantic ``ValidationError``) and no platform changes. A platform
    without such an item is skipped; the first item of that name is the one edited.
    """
    if field not in JOINT_FIELDS:
        raise ValueError(f"not a jointly editable fee field: {field!r}")
    for i in platforms:
        row = item_row(plan, i, name)
        if row is not None:
            plan = set_fee_value(plan, i, row, field, value)
    return plan
