"""The Platforms tab's storage kinds and its VAT-basis switch are domain words (issue 27
item 2): the catalog's, in both languages, the same words a quote file may carry — not
GUI strings of their own. Chinese from docs/glossary.md (含税; 对象存储, 并行文件系统)."""

from __future__ import annotations

import pytest
from plans import make_plan, platform
from ui_language import ui_language

from gpuplanner.gui.document import PlanDocument
from gpuplanner.gui.platforms.form import PlatformForm
from gpuplanner.io.quotes import cells
from gpuplanner.io.quotes.columns import STORAGE_KINDS

WORDS = {
    "en": (
        ["Not said", "Object storage", "Parallel file system", "Local NVMe"],
        "Prices include VAT",
    ),
    "zh_CN": (["未说明", "对象存储", "并行文件系统", "本地 NVMe"], "价格含税"),
}


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_storage_kinds_and_the_vat_switch_read_the_catalog(qtbot, qapp, lang) -> None:
    kinds, vat = WORDS[lang]
    with ui_language(qapp, lang):
        form = PlatformForm(PlanDocument(make_plan(platforms=[platform(name="A")])))
        qtbot.addWidget(form)
        form.set_index(0)
        combo = form.storage.kind
        assert [combo.itemText(i) for i in range(combo.count())] == kinds
        assert [combo.itemData(i) for i in range(combo.count())] == [
            "unknown",
            "object",
            "parallel_fs",
            "local_nvme",
        ]
        assert form.pricing.prices_include_vat.text() == vat


def test_a_quote_names_a_storage_kind_as_the_form_does() -> None:
    """What a user copies from the form back into a quote file is read as that kind."""
    for kinds, _ in WORDS.values():
        assert [cells.choice(k, STORAGE_KINDS) for k in kinds] == [
            "unknown",
            "object",
            "parallel_fs",
            "local_nvme",
        ]
    assert cells.choice("本地盘", STORAGE_KINDS) == "local_nvme"  # an older word still read
