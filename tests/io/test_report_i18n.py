"""The terminal report and the notice wording in Simplified Chinese (``report --lang zh_CN``)."""

from __future__ import annotations

import re
import string

from gpuplanner.cli import main
from gpuplanner.core import analyze
from gpuplanner.core.notices import Code, Notice
from gpuplanner.io import terminal
from gpuplanner.io.plan_file import load_plan, save_plan
from gpuplanner.io.report.headless import report_text
from gpuplanner.io.terminal import display_width
from gpuplanner.io.words import notices as wording
from gpuplanner.paths import example_plan, examples_dir


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_a_notice_in_chinese_keeps_its_numbers() -> None:
    notice = Notice(Code.QUOTA_TOO_SMALL, platform="V100", params={"min_gpus": 16, "quota": 8})
    assert wording.describe_notice(notice, "zh_CN") == (
        "V100 需要 16 张卡才能放下该模型，而配额只有 8 张。"
    )
    assert wording.describe_notice(notice, "fr") == wording.describe_notice(notice)
    fix = Notice(
        Code.FIX_QUOTA,
        platform="A",
        params={"target": "deadline", "gpus": 16, "quota": 8, "days": 2.25, "total": 5760.0},
    )
    assert wording.describe_notice(fix, "zh_CN") == (
        "A：配额提高到 16 卡（现为 8）即可满足工期：2.2 天，5,760.00。"
    )


def test_display_width_counts_chinese_as_two_columns() -> None:
    assert display_width("GPU") == 3
    assert display_width("训练达标成本") == 12
    assert terminal.fit("卡数", 5, ">") == " 卡数"
    assert terminal.clip("阿里云灵骏智算 A100", 9) == "阿里云灵…"


def test_two_names_of_one_provider_stay_apart_when_cut() -> None:
    # The 13B example's two self-built offers: cut at the end, both read "A100 · self-built
    # 8× server…" in the 28-column ranking; cut in the middle, their ends tell them apart.
    hours = "A100 · self-built 8× server, depreciation by hours used"
    whole = "A100 · self-built 8× server, whole purchase on this job"
    assert terminal.clip_name(hours, 28) == "A100 · self-bu…by hours used"
    assert terminal.clip_name(whole, 28) == "A100 · self-bu…e on this job"
    # 4 columns of the start, the ellipsis, 4 of the end: 9 columns
    assert terminal.clip_name("阿里云灵骏智算 A100", 9) == "阿里…A100"
    assert terminal.clip_name("short", 29) == "short"
    text = report_text(analyze(load_plan(examples_dir() / "13b-on-demand-spot-self-built.gpuplan")))
    assert "A100 · self-bu…by hours used" in text and "A100 · self-bu…e on this job" in text


def test_chinese_report_of_the_seed_example() -> None:
    plan = load_plan(example_plan())
    text = report_text(analyze(plan), lang="zh_CN")
    lines = text.splitlines()
    assert "计算量：4.2e+19 FLOPs，训练 1,000,000,000 token；单卡显存需求 124.9 GB" in lines
    start = next(i for i, line in enumerate(lines) if "训练达标成本 CNY" in line)
    table = lines[start : start + 5]  # header, rule, three platforms
    # Every line of the table ends at the same terminal column despite the wide characters.
    assert len({display_width(line) for line in table}) == 1
    assert table[2].split()[1:3] == ["C", "·"] and "2,880.00" in table[2]
    assert "6,631.60" in table[4]
    assert "提示：" in lines
    assert "- B · V100 32G spot：该显卡不支持 BF16，改用 FP16。" in lines


def test_cli_report_lang_zh_cn(capsys) -> None:
    assert main(["report", str(example_plan()), "--lang", "zh_CN"]) == 0
    out = capsys.readouterr().out
    assert "不确定性（2,000 次抽样）与压力测试" in out
    assert main(["report", str(example_plan())]) == 0
    assert "Warnings:" in capsys.readouterr().out  # English stays the default


def test_catalog_listing_in_chinese(capsys) -> None:
    assert main(["catalog", "platforms", "--lang", "zh_CN"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split()[:4] == ["id", "名称", "显卡", "计费方式"]
    by_id = {line.split()[0]: line for line in lines[2:] if line and not line.startswith("价格")}
    assert "3.43 USD/卡时" in by_id["aws-p4de-a100-on-demand"]
    assert "按量付费" in by_id["aws-p4de-a100-on-demand"]
    assert "需询价" in by_id["aws-p5en-h200-reserved-1y"]
    assert lines[-1] == "价格是以各预设币种标注日期、可编辑的示例——绝不是报价。"
    # The price column starts at the same terminal column on every row, Chinese or not.
    starts = {
        display_width(line[: m.start(1)])
        for line in lines
        if (m := re.search(r"(\S+) USD/卡时", line))
    }
    assert len(starts) == 1


def test_json_and_csv_texts_follow_lang(tmp_path, capsys) -> None:
    """``reason_text`` and ``warnings[].text`` are worded in ``--lang`` like the bill lines.
    The example's platform B (V100 32G, 124.9 GB of state) needs 6 GPUs; a quota of 2 refuses it."""
    import csv
    import json

    plan = load_plan(example_plan())
    platforms = list(plan.platforms)
    platforms[1] = platforms[1].model_copy(update={"max_gpus": 2, "fixed_gpus": None})
    path = tmp_path / "plan.json"
    # prices of any age: the two warnings below are the ones this test words (price_stale aside)
    settings = plan.settings.model_copy(update={"price_max_age_months": 120})
    save_plan(plan.model_copy(update={"platforms": tuple(platforms), "settings": settings}), path)
    expected = {
        "en": (
            # 6 V100s hold it, but 256 sequences over 6 ranks is 42.67 a rank: 8 run
            "B · V100 32G spot needs 8 GPUs to fit this model in memory; the quota is 2.",
            "B · V100 32G spot: this GPU has no BF16 support, so FP16 is used instead.",
        ),
        "zh_CN": (
            "B · V100 32G spot 需要 8 张卡才能放下该模型，而配额只有 2 张。",
            "B · V100 32G spot：该显卡不支持 BF16，改用 FP16。",
        ),
    }
    for lang, (reason, warning) in expected.items():
        out_csv = tmp_path / f"{lang}.csv"
        assert main(["report", str(path), "--json", "--lang", lang, "--csv", str(out_csv)]) == 0
        report = json.loads(capsys.readouterr().out)
        b = next(p for p in report["platforms"] if p["name"] == "B · V100 32G spot")
        assert b["reason"] == "quota_too_small" and b["reason_text"] == reason
        assert [w["text"] for w in report["warnings"]] == [warning, reason]
        with out_csv.open(encoding="utf-8-sig", newline="") as fh:
            rows = {r["name"]: r for r in csv.DictReader(fh)}
        assert rows["B · V100 32G spot"]["reason_text"] == reason


def test_memory_headroom_notice_in_json_text_and_workbook(tmp_path, capsys) -> None:
    """The 70B example's typed layout (TP 1 · DP 16, ZeRO-3, full recompute) uses 77.1 of
    80 GB on the H100 at 16 GPUs: 96 % > 95 %, a ``memory_tight`` warning in the JSON, the
    text report and the workbook Summary, in English and Chinese."""
    import json

    import openpyxl

    from gpuplanner.paths import examples_dir

    plan = str(examples_dir() / "70b-full-finetune-h100-a800-4090.gpuplan")
    h100 = "H100 · 8-GPU nodes, 3.2 Tb/s EFA (AWS p5)"
    en = f"{h100}: on 16 GPUs the layout uses 77.1 of 80 GB usable (96%), above 95%: "
    zh = f"{h100}：在 16 卡上该并行布局占用 77.1 GB，可用 80 GB（96%），超过 95%："
    assert main(["report", plan, "--json"]) == 0
    warnings = json.loads(capsys.readouterr().out)["warnings"]
    tight = [w for w in warnings if w["code"] == "memory_tight"]
    assert len(tight) == 2 and tight[0]["text"].startswith(en)
    assert tight[0]["params"]["gpus"] == 16
    xlsx = tmp_path / "b.xlsx"
    assert main(["report", plan, "--lang", "zh_CN", "--xlsx", str(xlsx)]) == 0
    assert f"- {zh}显存波动时余量很小。" in capsys.readouterr().out.splitlines()
    wb = openpyxl.load_workbook(xlsx)
    cells = [str(c.value) for row in wb.worksheets[0].iter_rows() for c in row if c.value]
    assert any(c.startswith(f"• {zh}") for c in cells)


def test_a_batch_too_small_for_the_fixed_count_names_the_field_and_the_fix() -> None:
    # The reviewer's repro (issues 15/17): the seed example with platform A fixed at 2,048
    # GPUs and a global batch of 256 (micro-batch 1, TP 1 × PP 1): 2,048 ranks need 2,048
    # sequences a step; at most 256 GPUs fit the batch.
    plan = load_plan(example_plan())
    fixed = plan.platforms[0].model_copy(update={"fixed_gpus": 2048, "max_gpus": None})
    plan = plan.model_copy(update={"platforms": (fixed, *plan.platforms[1:])})
    assert plan.workload.global_batch == 256 and plan.workload.micro_batch == 1
    english = report_text(analyze(plan))
    assert (
        "A · A100 80G on-demand: 2048 GPUs make 2048 data-parallel ranks; at micro-batch 1 a "
        "step needs at least 2048 sequences, more than workload.global_batch (256). Raise "
        "workload.global_batch to at least 2048, or take at most 256 GPUs."
    ) in english
    assert "tensor × pipeline" not in english
    chinese = report_text(analyze(plan), lang="zh_CN")
    assert "请把 workload.global_batch 提高到至少 2048，或最多使用 256 张卡。" in chinese


def test_a_small_jobs_carbon_is_in_kilograms_and_zh_lines_take_a_full_width_colon() -> None:
    # The 13B example's self-built run: 299 kWh at the China grid's 0.5306 kg CO₂/kWh =
    # 159 kg, which read "0.16 t CO₂" (and a one-GPU job's 2.7 kg "0.00 t"); the Chinese
    # lines began "- name: " with a half-width colon.
    plan = load_plan(examples_dir() / "13b-on-demand-spot-self-built.gpuplan")
    en = report_text(analyze(plan))
    zh = report_text(analyze(plan), lang="zh_CN")
    assert "- A100 · self-built 8×…ation by hours used: 1.00× the baseline" in en
    assert "299 kWh, 159 kg CO₂" in en and "t CO₂" not in en
    assert "- A100 · self-built 8×…ation by hours used：为基准的 1.00 倍" in zh
    assert "耗电 299 kWh，碳排放 159 kg CO₂" in zh
