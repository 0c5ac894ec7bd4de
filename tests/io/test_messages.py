"""The message catalog (gpuplanner.io.messages): complete in both languages, one language
normaliser, one single-pass placeholder helper."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from hardening_cases import CASES

from gpuplanner.core.bill_lines import LineCode
from gpuplanner.core.errors import ErrorCode
from gpuplanner.core.fees import FeeKind
from gpuplanner.core.fleet.plan import FleetStrategy
from gpuplanner.core.fleet.result import FleetCode
from gpuplanner.core.notices import Code, Notice
from gpuplanner.core.platform import PricingMode
from gpuplanner.core.workload import Method
from gpuplanner.gui import recovery
from gpuplanner.io import atomic, messages, plan_file, problems, quotes
from gpuplanner.io.catalog import loader as catalog
from gpuplanner.io.catalog.models import CatalogCode
from gpuplanner.io.fleet import wording as fleet_wording
from gpuplanner.io.messages import EN, ZH_CN, fill
from gpuplanner.io.plan_file import PlanError, load_plan
from gpuplanner.io.quotes import cells as quote_cells
from gpuplanner.io.quotes import parse as quote_parse
from gpuplanner.io.quotes import read as quote_read
from gpuplanner.io.words import notices as wording


def _words(text: str) -> int:
    """English words in a template, not counting its placeholders."""
    return len(re.findall(r"\b[a-z]{2,}\b", re.sub(r"\{[^{}]*\}", "", text)))


def _han(text: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in text)


def test_every_key_has_a_chinese_text_with_the_same_placeholders() -> None:
    assert set(ZH_CN) == set(EN), "keys only in one language: " + ", ".join(
        sorted(set(ZH_CN) ^ set(EN))
    )
    for key, english in EN.items():
        chinese = ZH_CN[key]
        assert english.strip() and chinese.strip(), key
        english_fields = messages.fields(english)
        assert english_fields - ENGLISH_ONLY <= messages.fields(chinese) <= english_fields, key


def test_chinese_texts_are_chinese_where_the_english_is_a_sentence() -> None:
    # A sentence of three or more words copied over untranslated fails; names, units and
    # acronyms ("GPU", "PUE", "{name}") may stay as they are.
    untranslated = [key for key, text in ZH_CN.items() if _words(EN[key]) >= 3 and not _han(text)]
    assert not untranslated


def test_every_notice_code_is_worded() -> None:
    variants = {
        Code.FIXED_GPUS_INFEASIBLE: (
            "why",
            ("layout", "layout_nodes", "layout_split", "layout_batch", "memory", "quota"),
        ),
        Code.FIX_QUOTA: ("target", ("deadline", "budget")),
        Code.FIX_OTHER_PLATFORM: ("target", ("deadline", "budget")),
        Code.DATA_BOUND: ("dataset", ("packed", "small_files")),
    }
    for code in Code:
        name, values = variants.get(code, ("", ("",)))
        for value in values:
            notice = Notice(code, "P", {name: value} if name else {})
            assert messages.has(wording.notice_key(notice)), (code, value)


@pytest.mark.parametrize(
    ("given", "spoken"),
    [
        ("zh_CN", "zh_CN"),
        ("zh", "zh_CN"),
        ("zh-Hans", "zh_CN"),
        ("ZH-cn", "zh_CN"),
        ("zh_TW", "zh_CN"),  # our one Chinese: Traditional readers read Simplified best
        ("en", "en"),
        ("en_GB", "en"),
        ("fr", "en"),
        ("", "en"),
        (None, "en"),
    ],
)
def test_one_language_normaliser(given: str | None, spoken: str) -> None:
    assert messages.language(given) == spoken


def test_a_label_holding_a_placeholder_is_not_substituted_again() -> None:
    # A catalog preset named "Lab %2 cluster": a chained .replace("%1", label).replace("%2", …)
    # wrote the second value into the label ("Lab 8 × H100 cluster (needs a quote) …").
    template = "%1 (needs a quote)\n    ask for: %2"
    assert fill(template, "Lab %2 cluster", "8 × H100") == (
        "Lab %2 cluster (needs a quote)\n    ask for: 8 × H100"
    )
    assert fill("{name}: {total:,.2f}", name="{total}", total=1234.5) == "{total}: 1,234.50"
    assert fill("%2 before %1", "one", "two") == "two before one"
    assert fill("{{literal}} {x}", x=1) == "{literal} 1"


def test_fill_formats_numbers_by_the_spec_and_refuses_a_missing_value() -> None:
    assert fill("{share:.0%} of {count:,}", share=0.256, count=12000) == "26% of 12,000"
    assert fill("{flag:.2f}", flag=True) == "True"  # a bool is not a number to format
    with pytest.raises(KeyError):
        fill("{missing}")
    with pytest.raises(KeyError):
        fill("%2", "only one")


def test_a_text_in_chinese_and_the_english_fallback() -> None:
    assert messages.text("error.folder", "zh_CN") == "这是一个文件夹，不是方案文件"
    assert messages.text("error.folder", "fr") == "this is a folder, not a plan file"


# Details that only Python's own English gives (json's "Expecting value", an OS error): the
# Chinese text may leave them out rather than print English inside a Chinese sentence.
ENGLISH_ONLY = {"detail"}


def test_every_error_code_of_the_core_is_worded() -> None:
    for code in ErrorCode:
        assert problems.known(code.value), code


def _codes_raised(module: object, calls: dict[str, int]) -> set[str]:
    """The literal codes given to ``calls`` (name → position of the code) in a module's source."""
    source = Path(module.__file__).read_text(encoding="utf-8")  # type: ignore[attr-defined]
    codes = set()
    for node in ast.walk(ast.parse(source)):
        name = getattr(node, "func", None) and getattr(node.func, "id", "")  # type: ignore[attr-defined]
        if isinstance(node, ast.Call) and name in calls and len(node.args) > calls[name]:
            arg = node.args[calls[name]]
            if isinstance(arg, ast.Constant):
                codes.add(arg.value)
    return codes


def test_every_plan_file_and_write_error_is_worded() -> None:
    # Every PlanError(field, "code", …), Problem("code", …) and WriteError("code", …).
    loader = _codes_raised(plan_file, {"PlanError": 1, "Problem": 0})
    loader |= _codes_raised(recovery, {"PlanError": 1})  # a recovery file's refusals
    writes = _codes_raised(atomic, {"WriteError": 0})
    assert len(loader) >= 20 and len(writes) >= 4  # the refusals, not an empty scan
    catalog_files = _codes_raised(catalog, {"_fault": 0})
    catalog_files |= {f"{c}.ignored" for c in ("catalog_no_link", "catalog_no_gpu")}
    catalog_files |= {c.value for c in CatalogCode}
    assert len(catalog_files) >= 30
    assert not {c for c in loader | catalog_files if not problems.known(c)}
    assert not {
        c
        for c in writes | {"write_failed_open_file", "write_failed_open_workbook"}
        if not messages.has(f"error.{c}")
    }


def test_every_quote_problem_the_import_raises_is_worded() -> None:
    # CellProblem("code", …), _fail("code", …), row.add(column, "code", …), QuoteProblem(…).
    calls = {"CellProblem": 0, "_fail": 0, "add": 1, "QuoteProblem": 2}
    codes: set[str] = set()
    for module in (quote_cells, quote_read, quote_parse, quotes):
        source = Path(module.__file__).read_text(encoding="utf-8")
        for node in ast.walk(ast.parse(source)):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", "")
            position = calls.get(name)
            if position is not None and len(node.args) > position:
                arg = node.args[position]
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    codes.add(arg.value)
    assert len(codes) >= 30
    assert not {c for c in codes - {"invalid"} if not messages.has(f"quote.{c}")}


def test_every_refusal_of_a_damaged_file_is_worded_in_chinese(tmp_path: Path) -> None:
    unworded = []
    for case in CASES:
        path = case.make(tmp_path)
        try:
            load_plan(path)
        except PlanError as exc:
            chinese = exc.text("zh_CN")
            if not problems.known(exc.code) or not _han(chinese):
                unworded.append((case.id, exc.code, chinese))
    assert not unworded


def test_every_code_of_the_fleet_the_bill_and_the_pricing_modes_is_worded() -> None:
    for code in FleetCode:
        assert messages.has(f"verdict.{code.value}"), code
    for strategy in FleetStrategy:
        assert messages.has(fleet_wording.strategy_key(strategy)), strategy
    for line in LineCode:
        assert messages.has(f"bill.line.{line.value}"), line
    for mode in PricingMode:
        assert messages.has(f"mode.{mode.value}"), mode
    for kind in FeeKind:
        assert messages.has(f"fee_kind.{kind.value}"), kind
    for method in Method:
        assert messages.has(f"method.{method.value}"), method


def test_a_pricing_mode_is_one_word_in_a_sentence_a_listing_and_a_heading() -> None:
    # "On-demand"/按量付费 lives once (mode.on_demand): the fleet strategy, the workbook's
    # pricing column and the Fleet sheet's heading are that word, capitalised where a heading.
    assert fleet_wording.strategy_name("on_demand", "zh_CN") == "按量付费"
    assert fleet_wording.strategy_name("on_demand") == "on-demand"
    assert messages.label("mode.on_demand") == "On-demand"
    assert messages.label("mode.on_demand", "zh_CN") == "按量付费"
    on_demand = [key for key, text in EN.items() if text.lower() == "on-demand"]
    assert on_demand == ["mode.on_demand"]


def test_the_core_raises_codes_not_sentences() -> None:
    # A ValueError sentence in core would reach the Chinese UI in English; the core raises
    # invalid(code, …) or CoreError(code, …) and io/messages words them.
    core = Path(plan_file.__file__).parent.parent / "core"
    sentences = []
    for path in sorted(core.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            call = node.exc if isinstance(node, ast.Raise) else None
            name = getattr(getattr(call, "func", None), "id", "")
            if isinstance(call, ast.Call) and name == "ValueError" and call.args:
                sentences.append(f"{path.name}:{node.lineno}")
    assert not sentences
