"""docs/report-json.md is the `report --json` contract (issue 27 item 4): every key the report
emits for the bundled examples is named on that page, and every full key path the page's first
column names (`platforms[].bill[]`, `fleet.discounting`, …) is emitted by at least one example.

Keys are compared by path with list items written `[]` (`platforms[].bill[].inputs[].source`).
A path counts as documented when its full path, or its last component, appears in backticks in
the page: the table documents nested keys inside their parent's row (`inputs[]` (`name`, …)).
"""

from __future__ import annotations

import io
import json
import re
from contextlib import redirect_stdout
from pathlib import Path
from typing import Any

import pytest
from plans import SMALL_1B, make_plan, platform

from gpuplanner import paths
from gpuplanner.cli import main
from gpuplanner.io.plan_file import save_plan

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "report-json.md"
EXAMPLES = sorted(paths.examples_dir().glob("*.gpuplan"))

# Maps whose keys are data (platform names, fee names, categories, GPU generations), not
# contract keys: their values are walked, their own keys are not checked one by one.
TOP_LEVEL = {"workload", "platforms", "baseline", "monte_carlo", "warnings", "fleet", "trial"}
DATA_MAPS = {
    "against",
    "kernel_efficiency",
    "fp8_recipe_defaults",
    "params",
    "shares",
    "categories",
    "memory_breakdown_gb",
}


def _paths(value: Any, prefix: str = "") -> set[str]:
    found: set[str] = set()
    if isinstance(value, dict):
        for key, item in value.items():
            path = f"{prefix}.{key}" if prefix else key
            found.add(path)
            if key not in DATA_MAPS:
                found |= _paths(item, path)
    elif isinstance(value, list):
        for item in value:
            found |= _paths(item, prefix + "[]")
    return found


def _report(plan: Path) -> dict[str, Any]:
    out = io.StringIO()
    with redirect_stdout(out):
        assert main(["report", str(plan), "--json"]) == 0, plan
    return json.loads(out.getvalue())


@pytest.fixture(scope="module")
def emitted(tmp_path_factory: pytest.TempPathFactory) -> set[str]:
    # The examples, plus a 1B full fine-tune on a 4 GB GPU that can never hold its 16 GB of
    # model states: an infeasible platform's keys (`memory_gpus`) are emitted only for one.
    never_fits = tmp_path_factory.mktemp("plans") / "never-fits.gpuplan"
    save_plan(
        make_plan(
            workload={"model": SMALL_1B, "tokens": 1e8},
            platforms=[platform(name="Tiny", gpu={"memory_gb": 4.0}, max_gpus=1)],
        ),
        never_fits,
    )
    keys: set[str] = set()
    for plan in [*EXAMPLES, never_fits]:
        keys |= _paths(_report(plan))
    return keys


def _documented() -> tuple[set[str], set[str]]:
    """(every backticked word on the page, the full paths the table's first column names)."""
    text = DOC.read_text(encoding="utf-8")
    # `against.<strategy>`: a map keyed by data, documented as its parent.
    words = {w.split(".<", 1)[0] for w in re.findall(r"`([^`\s]+)`", text)}
    first_column: set[str] = set()
    for row in re.findall(r"^\| (.+?) \|", text, flags=re.M):
        for name in re.findall(r"`([a-z_\[\]\.]+)`", row):
            top = re.split(r"[.\[]", name, maxsplit=1)[0]
            if ("." in name or "[]" in name) and top in TOP_LEVEL:
                first_column.add(name)
    return words, first_column


def test_every_emitted_key_is_documented(emitted: set[str]) -> None:
    words, _ = _documented()
    plain = {w.removesuffix("[]") for w in words}

    def documented(path: str) -> bool:
        if path in plain or path.rsplit(".", 1)[-1] in plain:
            return True
        # A parent is documented by its children's rows (`workload.total_flops`, …).
        return any(w.startswith((path + ".", path + "[]")) for w in words)

    missing = sorted(path for path in emitted if not documented(path))
    assert not missing, f"keys emitted but not in docs/report-json.md: {missing}"


def test_every_documented_path_is_emitted(emitted: set[str]) -> None:
    _, named = _documented()
    bare = {p.removesuffix("[]") for p in emitted}
    stale = sorted(p for p in named if p.removesuffix("[]") not in bare)
    assert not stale, f"docs/report-json.md names keys no example emits: {stale}"


def test_every_pricing_mode_and_bill_line_kind_is_documented() -> None:
    """The values a new pricing mode adds to the contract: its ``pricing_mode`` and its bill
    lines' ``line`` kinds (committed use: ``committed``, ``commitment``, ``overflow``) are
    named on the page in backticks, as the keys are."""
    from gpuplanner.core.bill_types import LineCode
    from gpuplanner.core.platform import PricingMode

    text = DOC.read_text(encoding="utf-8")
    values = [m.value for m in PricingMode] + [c.value for c in LineCode]
    assert "committed" in values and "overflow" in values
    assert [v for v in values if f"`{v}`" not in text] == []
