"""A preset's price converted into the plan's currency at the recorded rate is the preset's
figure, not one the user typed (issue 25 item 2).

Adding the AWS p5 H100 preset (6.88 USD per GPU-hour, catalogs/platforms.json, as of
2026-11-09) to a CNY plan converts it at the plan's rate and records the rate on the
platform (``quoted_currency``, ``quoted_rate``). The bill said "typed" (用户输入) for the
¥48.848 that is 6.88 × 7.1, a price nobody typed; it reads "preset" now, and "typed" once
the user types over it.
"""

from __future__ import annotations

from gpuplanner.core.analysis import analyze
from gpuplanner.core.currency import convert_platform
from gpuplanner.core.edit import replace_at
from gpuplanner.core.plan import Plan
from gpuplanner.io.catalog.convert import preset_platform
from gpuplanner.io.catalog.presets import app_catalog
from gpuplanner.io.plan_file import load_plan
from gpuplanner.io.report.headless import report_json
from gpuplanner.paths import examples_dir


def _plan(rate_recorded: bool = True) -> Plan:
    catalog = app_catalog()
    assert catalog is not None
    aws = preset_platform(catalog.platforms["aws-p5-h100-on-demand"], catalog)
    converted = convert_platform(aws, 7.1, "USD" if rate_recorded else None)
    base = load_plan(examples_dir() / "70b-full-finetune-h100-a800-4090.gpuplan")
    return base.model_copy(update={"platforms": (converted,), "baseline": None})


def _price_input(plan: Plan) -> dict:
    data = report_json(analyze(plan))
    line = data["platforms"][0]["bill"][0]
    return next(i for i in line["inputs"] if i["name"] == "price_per_gpu_hour")


def test_a_preset_price_converted_at_the_recorded_rate_reads_preset() -> None:
    price = _price_input(_plan())
    assert price["value"] == 48.848  # 6.88 USD × 7.1 CNY per USD, by hand
    assert price["source"] == "preset"


def test_a_price_typed_over_the_converted_preset_reads_typed() -> None:
    plan = _plan()
    plan = replace_at(plan, ("platforms", 0, "pricing", "price_per_gpu_hour"), 45.0)
    plan = replace_at(plan, ("platforms", 0, "typed_pricing"), ("price_per_gpu_hour",))
    price = _price_input(plan)
    assert price["value"] == 45.0 and price["source"] == "typed"


def test_a_converted_price_without_its_rate_stays_typed() -> None:
    """A plan converted before the rate was recorded (the bundled examples): the price cannot
    be traced to the preset's, so it is not called the preset's."""
    assert _price_input(_plan(rate_recorded=False))["source"] == "typed"
