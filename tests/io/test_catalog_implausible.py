"""User catalogs from strangers (issue 26): an implausibly small figure is flagged like a large
one (an H100 at 1e-9 TFLOPS), a user gpus.json that is a symlink loop (or leads nowhere) is a
message instead of being ignored silently, and a quote import using a flagged GPU says so.

Figures: the bundled H100 SXM is 989.4 dense BF16 TFLOPS; the bundled catalog's smallest BF16
figure is 70 (A10G, reference/gpus.md Part 1a), so the low bound is 70 / 10 = 7.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from gpuplanner.cli import main
from gpuplanner.io.catalog.loader import load_catalog
from gpuplanner.io.plan_file import load_plan, save_plan
from gpuplanner.io.quotes import read_quotes, write_template
from gpuplanner.io.user_dirs import user_catalogs_dir
from gpuplanner.paths import example_plan

pytestmark = pytest.mark.timeout(120)
H100 = "h100-sxm-80gb"


def _user_gpus(folder: Path, **figures: float) -> Path:
    record = load_catalog(user_dir=folder / "none").gpus[H100].model_dump(mode="json")
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "gpus.json"
    path.write_text(json.dumps({"schema_version": 1, "gpus": [{**record, **figures}]}))
    return path


@pytest.mark.parametrize(
    ("figures", "flagged"),
    [
        ({"bf16_tflops": 1e-9}, {"bf16_tflops"}),
        ({"bf16_tflops": 6.9}, {"bf16_tflops"}),  # under 70 / 10
        ({"bf16_tflops": 7.0}, set()),  # 70 / 10 exactly: plausible (a slow card)
        ({"memory_gb": 1e6}, {"memory_gb"}),  # the large side, as before
        ({"mfu_prior": 0.001}, set()),  # a fraction may be any small value
    ],
)
def test_small_figures_are_flagged_like_large_ones(tmp_path, figures, flagged):
    catalog = load_catalog(user_dir=_user_gpus(tmp_path, **figures).parent)
    assert {p.field for p in catalog.implausible("gpus", H100)} == flagged
    assert catalog.gpus[H100].bf16_tflops == figures.get("bf16_tflops", 989.4)  # kept


def test_the_small_flag_in_both_languages(tmp_path):
    catalog = load_catalog(user_dir=_user_gpus(tmp_path, bf16_tflops=1e-9).parent)
    [problem] = catalog.problems
    assert problem.problem.text("en") == (
        "1e-09 is under a 10th of the smallest in the bundled catalog (70); check the figure "
        "and its unit (entry kept)"
    )
    assert problem.problem.text("zh_CN") == (
        "1e-09 不到内置目录中最小值（70）的 10 分之一；请检查数值及其单位（条目已保留）"
    )


def test_a_link_loop_or_a_dangling_link_is_a_message(tmp_path, capsys):
    folder = tmp_path / "catalogs"
    folder.mkdir()
    os.symlink(folder / "gpus.json", folder / "gpus.json")  # points at itself
    os.symlink(folder / "missing.json", folder / "models.json")
    problems = load_catalog(user_dir=folder).problems
    texts = {Path(p.file).name: p.problem.text("en") for p in problems}
    assert texts == {
        "gpus.json": "it is a symbolic link that loops (too many levels of links)",
        "models.json": "it is a symbolic link to a file that does not exist",
    }
    # The command line says it on stderr, as any other user catalog problem.
    user_catalogs_dir().mkdir(parents=True)
    os.symlink(user_catalogs_dir() / "gpus.json", user_catalogs_dir() / "gpus.json")
    assert main(["catalog", "gpus"]) == 0
    err = capsys.readouterr().err
    assert "gpus.json: it is a symbolic link that loops" in err


def test_a_quote_on_a_flagged_gpu_warns(tmp_path, capsys):
    """The template written for a plan on the H100, read back with the user's H100 at 1e-9
    TFLOPS: imported, with one note naming the GPU and the figure (GUI summary and CLI)."""
    _user_gpus(user_catalogs_dir(), bf16_tflops=1e-9)
    catalog = load_catalog()
    base = load_plan(example_plan())
    h100 = [p for p in base.platforms if catalog.gpu(p.gpu.id).id == H100]  # an alias too
    assert h100, [p.gpu.id for p in base.platforms]
    template = tmp_path / "quotes.csv"
    write_template(template, tuple(h100[:1]), base.currency, "en", catalog)
    found = read_quotes(template, base, catalog)
    notes = [n for n in found.notes if n.code == "implausible_gpu"]
    assert [n.text("en") for n in notes] == [
        f"{catalog.gpus[H100].name}: its bf16_tflops in your catalog (1e-09) is implausible; "
        "check gpus.json before trusting these offers"
    ]
    assert "采用这些报价前请检查 gpus.json" in notes[0].text("zh_CN")
    plan = tmp_path / "plan.gpuplan"
    save_plan(base.model_copy(update={"platforms": ()}), plan)
    main(["import-quotes", str(plan), str(template), "--valid-rows", "--keep-expired"])
    said = capsys.readouterr()  # with the summary (stdout) or the warnings (stderr)
    assert "its bf16_tflops in your catalog (1e-09) is implausible" in said.out + said.err


def test_the_import_summary_dialog_shows_the_note(qapp, tmp_path):
    from gpuplanner.gui.quote_summary import QuoteSummaryDialog
    from gpuplanner.io.quotes import summarize

    _user_gpus(user_catalogs_dir(), bf16_tflops=1e-9)
    catalog = load_catalog()
    base = load_plan(example_plan())
    h100 = [p for p in base.platforms if catalog.gpu(p.gpu.id).id == H100]
    template = tmp_path / "quotes.csv"
    write_template(template, tuple(h100[:1]), base.currency, "en", catalog)
    found = read_quotes(template, base, catalog)
    dialog = QuoteSummaryDialog(None, "quotes.csv", found, summarize(found, base.currency, {}))
    assert dialog.notes.isVisibleTo(dialog)
    assert "its bf16_tflops in your catalog (1e-09) is implausible" in dialog.notes.text()
    dialog.deleteLater()
