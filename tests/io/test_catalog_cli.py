"""``gpuplanner catalog gpus|models|platforms|interconnects [--json]``."""

from __future__ import annotations

import json

import pytest

from gpuplanner.cli import main
from gpuplanner.io.catalog.loader import load_catalog
from gpuplanner.io.catalog.user import save_user_entry
from gpuplanner.io.user_dirs import user_catalogs_dir


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["catalog", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_gpus_json_is_a_list_with_the_contract_keys(capsys) -> None:
    code, out, err = _run(capsys, "gpus", "--json")
    assert code == 0 and err == ""
    gpus = json.loads(out)
    assert isinstance(gpus, list) and len(gpus) >= 33
    for g in gpus:
        assert {"id", "name", "memory_gb", "bf16_tflops", "source", "as_of", "origin"} <= set(g)
    h100 = next(g for g in gpus if g["id"] == "h100-sxm-80gb")
    assert (h100["bf16_tflops"], h100["memory_gb"], h100["origin"]) == (989.4, 80, "bundled")


@pytest.mark.parametrize(("which", "minimum"), [("models", 20), ("platforms", 15)])
def test_models_and_platforms_json(capsys, which: str, minimum: int) -> None:
    code, out, _ = _run(capsys, which, "--json")
    records = json.loads(out)
    assert code == 0 and len(records) >= minimum
    assert all(r["source"] and r["as_of"] for r in records)


def test_platform_table_shows_prices_with_currency_and_quotes(capsys) -> None:
    code, out, _ = _run(capsys, "platforms")
    assert code == 0
    rtx = next(line for line in out.splitlines() if line.startswith("cn-market-rtx4090 "))
    assert "1.24 CNY/GPU-h" in rtx and "2026" in rtx
    h800 = next(line for line in out.splitlines() if line.startswith("cn-cloud-volcengine-h800"))
    assert "needs quote" in h800
    assert "never quotes" in out


def test_gpu_table_shows_dense_figures(capsys) -> None:
    code, out, _ = _run(capsys, "gpus")
    line = next(x for x in out.splitlines() if x.startswith("rtx-4090 "))
    assert code == 0 and " 165.2 " in line and " 24 " in line
    assert "dense" in out


def test_user_entries_are_marked(capsys) -> None:
    t4 = load_catalog().gpus["t4"]
    save_user_entry("gpus", t4.model_copy(update={"mfu_prior": 0.2}))
    _, out, _ = _run(capsys, "gpus")
    assert any(line.startswith("*t4 ") for line in out.splitlines())
    _, out, _ = _run(capsys, "gpus", "--json")
    mine = next(g for g in json.loads(out) if g["id"] == "t4")
    assert (mine["origin"], mine["mfu_prior"]) == ("user", 0.2)


def test_a_damaged_user_catalog_warns_on_stderr_and_exits_0(capsys) -> None:
    folder = user_catalogs_dir()
    folder.mkdir(parents=True)
    (folder / "models.json").write_text('{"schema_version": 1, "models": [{"id": "x"}]}')
    (folder / "gpus.json").write_text("{oops")
    code, out, err = _run(capsys, "models", "--json")
    assert code == 0
    assert len(json.loads(out)) >= 20  # the bundled catalog still lists
    lines = err.strip().splitlines()
    assert len(lines) == 2 and all(
        x.startswith("gpuplanner: warning: user catalog: ") for x in lines
    )
    assert any("gpus.json: not valid JSON" in x for x in lines)
    # The first bad field of the entry, and how many more it has.
    assert any("models.json: entry 'x': name: required but missing (and " in x for x in lines)


def test_records_copied_from_json_output_load_as_user_entries(capsys) -> None:
    _, out, _ = _run(capsys, "models", "--json")
    mine = dict(next(m for m in json.loads(out) if m["id"] == "qwen2.5-7b"), id="my-qwen")
    folder = user_catalogs_dir()
    folder.mkdir(parents=True)
    (folder / "models.json").write_text(json.dumps({"schema_version": 1, "models": [mine]}))
    catalog = load_catalog()
    assert catalog.problems == () and catalog.models["my-qwen"].params_b == 7.61


@pytest.mark.parametrize(
    ("lang", "per_gpu", "per_adapter"),
    [("en", "per GPU inside a node", "per network adapter"), ("zh_CN", "按每卡计", "按每块网卡计")],
)
def test_interconnect_note_says_per_adapter_between_nodes(
    capsys, lang: str, per_gpu: str, per_adapter: str
) -> None:
    # The catalog's inter-node busbw is one adapter's (io/catalog/models.InterconnectPreset);
    # InfiniBand NDR: 41 GB/s per adapter × 8 adapters per node = 328 GB/s for the node.
    code, out, _ = _run(capsys, "interconnects", "--lang", lang)
    ndr = next(line for line in out.splitlines() if line.startswith("ib-ndr "))
    assert code == 0 and ndr.split()[2:3] == ["41"] and " 8 " in ndr and " 328 " in ndr
    nvlink = next(line for line in out.splitlines() if line.startswith("nvlink4 "))
    assert nvlink.split()[4:6] == ["—", "—"]  # an intra-node link has no adapters
    note = out.splitlines()[-1]
    assert per_gpu in note and per_adapter in note
    assert "bandwidth per GPU, not" not in out
