"""A provider's training stack in a quote (Platform.stack): the "Training stack" / 训练框架
column holds the stack's catalog name (io/messages terms ``stack.*``) in the template's
language; a blank cell is the workload's stack; a word that names no stack is refused at its
row and column, listing the names."""

from __future__ import annotations

import csv
from pathlib import Path

import openpyxl

from gpuplanner.core.plan import Plan
from gpuplanner.core.workload import TrainingStack
from gpuplanner.io.plan_file import load_plan
from gpuplanner.io.quotes import import_quotes, read_quotes, write_template
from gpuplanner.paths import examples_dir


def _plan() -> Plan:
    plan = load_plan(examples_dir() / "7b-pretrain-1t-tokens.gpuplan")
    return plan.model_copy(update={"platforms": ()})


def _csv(path: Path, rows: list[list[str]]) -> Path:
    with path.open("w", newline="", encoding="utf-8") as f:
        csv.writer(f).writerows(rows)
    return path


# The Chinese headers as the shipped quotes_zh_CN template writes them.
_ZH_HEAD = ["平台名称", "GPU 型号", "计费方式", "每卡时单价", "训练框架"]


def test_a_chinese_quote_names_its_stack_in_chinese(tmp_path: Path) -> None:
    """实测（已校准） is stack.measured in Chinese, torchtitan（FSDP2） stack.torchtitan with
    full-width brackets; a blank cell leaves the platform on the workload's stack (None)."""
    path = _csv(
        tmp_path / "q.csv",
        [
            _ZH_HEAD,
            ["甲", "h100-sxm-80gb", "按量付费", "10", "实测（已校准）"],
            ["乙", "h100-sxm-80gb", "按量付费", "10", "torchtitan（FSDP2）"],
            ["丙", "h100-sxm-80gb", "按量付费", "10", ""],
        ],
    )
    new, found, _ = import_quotes(_plan(), path, lang="zh_CN", keep_expired=True)
    assert not found.problems, [p.text("zh_CN") for p in found.problems]
    assert [p.stack for p in new.platforms] == [
        TrainingStack.MEASURED,
        TrainingStack.TORCHTITAN,
        None,
    ]


def test_the_chinese_template_writes_the_chinese_name(tmp_path: Path) -> None:
    """The cell under 训练框架 is the catalog's Chinese name, and reads back as the stack."""
    plan = load_plan(examples_dir() / "7b-pretrain-1t-tokens.gpuplan")
    own = plan.platforms[0].model_copy(update={"stack": TrainingStack.MEASURED})
    path = tmp_path / "t.xlsx"
    write_template(path, (own,), plan.currency, "zh_CN")
    sheet = openpyxl.load_workbook(path, read_only=True).worksheets[0]
    head, row = (list(r) for r in sheet.iter_rows(min_row=1, max_row=2, values_only=True))
    assert row[head.index("训练框架")] == "实测（已校准）"
    stripped = plan.model_copy(update={"platforms": ()})
    new, found, _ = import_quotes(stripped, path, lang="zh_CN", keep_expired=True)
    assert not found.problems
    assert new.platforms[0].stack is TrainingStack.MEASURED


def test_a_word_that_names_no_stack_is_refused_naming_the_column(tmp_path: Path) -> None:
    """'NeMo 2' is no catalog name ('NeMo' alone reads as Megatron-Core / NeMo): row 2 is
    refused at the Training stack column, in English and Chinese; row 3 imports."""
    path = _csv(
        tmp_path / "q.csv",
        [
            ["Platform name", "GPU model", "Pricing mode", "Price per GPU-hour", "Training stack"],
            ["A", "h100-sxm-80gb", "on_demand", "10", "NeMo 2"],
            ["B", "h100-sxm-80gb", "on_demand", "10", "NeMo"],
        ],
    )
    found = read_quotes(path, _plan())
    assert [(p.row, p.column, p.code) for p in found.problems] == [(2, "stack", "unknown_stack")]
    assert str(found.problems[0]) == (
        "row 2, Training stack: no training stack 'NeMo 2'; use one of: Megatron-Core / NeMo, "
        "torchtitan (FSDP2), DeepSpeed (ZeRO), Hugging Face Trainer (+ PEFT), DeepSeek HAI-LLM "
        "(DualPipe), measured (calibrated) (blank: the workload's stack)"
    )
    problem = found.problems[0]
    assert problem.column_name("zh_CN") == "训练框架"
    assert problem.text("zh_CN").startswith("没有训练框架 'NeMo 2'；可选：Megatron-Core / NeMo、")
    assert [o.platform.stack for o in found.valid_offers if o.platform] == [TrainingStack.MEGATRON]
