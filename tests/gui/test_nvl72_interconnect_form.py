"""The Interconnect section of a platform made from an NVL72 preset: the 72-GPU rack is the
node, and the link combos name the rack's presets, not the first preset with the same figure
(the B200's NVLink and the NVL72 domain are both 740 GB/s; the A800's and the H800's cut
NVLink both 160 GB/s)."""

from __future__ import annotations

import pytest

from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.platforms.tab import PlatformsTab
from gpuplanner.io.catalog.convert import gpu_spec, preset_platform
from gpuplanner.io.catalog.loader import load_catalog
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import example_plan


def _section(qtbot, preset_id: str | None = None, **hand_made):
    catalog = load_catalog()
    doc = PlanDocument(load_plan(example_plan()))
    if preset_id:
        first = preset_platform(catalog.platforms[preset_id], catalog, name="Rack")
    else:  # typed by hand: no preset, the GPU from the catalog
        gpu = gpu_spec(catalog.gpu(hand_made.pop("gpu_id")))
        first = doc.plan.platforms[0].model_copy(update={"gpu": gpu, **hand_made})
    doc.apply(doc.plan.model_copy(update={"platforms": (first, *doc.plan.platforms[1:])}), "x")
    tab = PlatformsTab(doc)
    qtbot.addWidget(tab)
    tab.resize(1280, 720)
    tab.select(0)
    return tab.form.interconnect


def test_an_nvl72_rack_shows_72_gpus_and_its_own_links(qtbot) -> None:
    section = _section(qtbot, "coreweave-gb200-nvl72-on-demand")
    assert section.gpus_per_node.value() == 72
    assert section.combos["intra_node"].currentData() == "nvlink5-nvl72"
    assert section.combos["inter_node"].currentData() == "ib-ndr-nvl72"
    assert "NVL72" in section.gpus_per_node.toolTip()


def test_an_h800_platform_shows_the_h800_link_not_the_a800_one(qtbot) -> None:
    """A platform typed by hand with the H800 at 160 GB/s: the GPU's own link."""
    section = _section(qtbot, gpu_id="h800-sxm-80gb", intra_node_gbps=160.0)
    assert section.combos["intra_node"].currentData() == "nvlink4-h800"


@pytest.mark.usefixtures("chinese")
def test_the_node_size_tooltip_in_chinese(qtbot) -> None:
    section = _section(qtbot, "coreweave-gb200-nvl72-on-demand")
    assert "NVL72 机柜为 72" in section.gpus_per_node.toolTip()
    link = section.combos["intra_node"].currentText()
    assert link == "NVLink 5，72 卡互联域（GB200 / GB300 NVL72）"
