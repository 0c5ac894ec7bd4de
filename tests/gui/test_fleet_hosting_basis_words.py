"""The Fleet tab's "Hosting priced" choice names each HostingBasis with the catalog's words
(issue 27 item 2: a domain word lives in io/messages), in both languages; Chinese as the
glossary's hosting row (托管, per rack: 机柜). The bundled fleet example prices per rack-year."""

from __future__ import annotations

import pytest
from ui_language import ui_language

from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.fleet import FleetTab
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import examples_dir

WORDS = {
    "en": ["Per rack-year", "Per kW of IT load a month"],
    "zh_CN": ["按机柜·年", "按 IT 负载每千瓦·月"],
}


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_hosting_bases_are_catalog_words(qtbot, qapp, lang) -> None:
    with ui_language(qapp, lang):
        tab = FleetTab(PlanDocument(load_plan(examples_dir() / "fleet-3000h.gpuplan")))
        qtbot.addWidget(tab)
        combo = tab.self_built.hosting_basis
        assert [combo.itemText(i) for i in range(combo.count())] == WORDS[lang]
        assert [combo.itemData(i) for i in range(combo.count())] == [
            "per_rack_year",
            "per_kw_month",
        ]
        assert combo.currentData() == "per_rack_year"
