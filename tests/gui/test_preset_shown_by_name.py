"""The platform form names the preset a platform came from as the preset picker does, in the
UI language — "AWS p4de · A100 80GB on-demand", not the catalog id "aws-p4de-a100-on-demand"
(issue 25 review); the id stays in the tooltip, and is shown itself only for a preset this
catalog does not have."""

from __future__ import annotations

import pytest

from gpuplanner.gui import catalog_source
from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.platforms.tab import PlatformsTab
from gpuplanner.gui.settings import Settings
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import examples_dir

PRESET = "aws-p4de-a100-on-demand"  # catalogs/platforms.json
NAME = {"en": "AWS p4de · A100 80GB on-demand", "zh_CN": "AWS p4de · A100 80GB 按需"}


def _tab(qtbot, plan) -> PlatformsTab:
    tab = PlatformsTab(PlanDocument(plan))
    qtbot.addWidget(tab)
    tab.resize(1280, 720)
    return tab


def _on_preset(qtbot):
    plan = load_plan(examples_dir() / "7b-pretrain-1t-tokens.gpuplan")
    index = next(i for i, p in enumerate(plan.platforms) if p.preset_id == PRESET)
    tab = _tab(qtbot, plan)
    tab.select(index)
    return tab, plan, index


def _picker_label(preset_id: str) -> str:
    return next(c.label for c in catalog_source.platform_presets() if c.id == preset_id)


def test_the_preset_is_named_as_the_picker_names_it(qtbot) -> None:
    tab, _, _ = _on_preset(qtbot)
    source = tab.form.general.source
    assert _picker_label(PRESET) == NAME["en"]
    assert f"(preset {NAME['en']})" in source.text()
    assert PRESET not in source.text()
    assert source.toolTip() == f"Catalog preset id: {PRESET}"


def test_in_chinese(qtbot, chinese: Settings) -> None:
    tab, _, _ = _on_preset(qtbot)
    source = tab.form.general.source
    assert _picker_label(PRESET) == NAME["zh_CN"]
    assert f"（预设 {NAME['zh_CN']}）" in source.text()
    assert PRESET not in source.text()
    assert source.toolTip() == f"目录预设 ID：{PRESET}"


@pytest.mark.parametrize("entered", [False, True])
def test_a_preset_this_catalog_lacks_shows_its_id(qtbot, entered: bool) -> None:
    plan = load_plan(examples_dir() / "7b-pretrain-1t-tokens.gpuplan")
    index = next(i for i, p in enumerate(plan.platforms) if p.preset_id == PRESET)
    platforms = list(plan.platforms)
    update = {"preset_id": "someone-elses-preset", "prices_entered": entered}
    platforms[index] = platforms[index].model_copy(update=update)
    tab = _tab(qtbot, plan.model_copy(update={"platforms": tuple(platforms)}))
    tab.select(index)
    assert "someone-elses-preset" in tab.form.general.source.text()
