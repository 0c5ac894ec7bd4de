"""User catalogs: saved in the user data folder, override the bundled entries, survive updates;
a damaged user file never blocks loading and every problem names its file, entry and field."""

from __future__ import annotations

import json
import os
import shutil
import sys
from pathlib import Path

import pytest

from gpuplanner.io.catalog.loader import CatalogError, load_catalog
from gpuplanner.io.catalog.user import remove_user_entry, save_user_entry
from gpuplanner.io.user_dirs import user_catalogs_dir, user_data_dir
from gpuplanner.paths import catalogs_dir


def _write(path: Path, data: object) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    text = data if isinstance(data, str) else json.dumps(data, ensure_ascii=False)
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.skipif(sys.platform != "linux", reason="platformdirs follows XDG only on Linux")
def test_user_folder_is_the_isolated_platformdirs_folder() -> None:
    # conftest points XDG_DATA_HOME at a temporary folder: nothing touches the real home.
    assert user_data_dir() == Path(os.environ["XDG_DATA_HOME"]) / "gpuplanner"
    assert user_catalogs_dir() == user_data_dir() / "catalogs"


def test_an_edited_bundled_entry_is_saved_and_takes_precedence() -> None:
    bundled = load_catalog()
    edited = bundled.platforms["cn-market-rtx4090"].model_copy(
        update={
            "pricing": bundled.platforms["cn-market-rtx4090"].pricing.model_copy(
                update={"price_per_gpu_hour": 1.60}
            )
        }
    )
    path = save_user_entry("platforms", edited)
    assert path == user_catalogs_dir() / "platforms.json"
    reloaded = load_catalog()
    assert reloaded.platforms["cn-market-rtx4090"].pricing.price_per_gpu_hour == 1.60
    assert reloaded.origin("platforms", "cn-market-rtx4090") == "user"
    assert reloaded.origin("platforms", "cn-market-a800") == "bundled"
    assert reloaded.problems == ()
    # Removing the user's entry brings the bundled one back.
    assert remove_user_entry("platforms", "cn-market-rtx4090")
    assert load_catalog().platforms["cn-market-rtx4090"].pricing.price_per_gpu_hour == 1.24


def test_a_new_user_gpu_extends_the_catalog_and_platforms_can_use_it() -> None:
    base = load_catalog()
    mine = base.gpus["rtx-4090"].model_copy(
        update={"id": "rtx-4090-48g", "name": "RTX 4090 48GB (modded)", "memory_gb": 48.0}
    )
    save_user_entry("gpus", mine)
    preset = base.platforms["cn-market-rtx4090"].model_copy(
        update={"id": "my-4090-48g", "gpu_id": "rtx-4090-48g", "name": "My 48G cards"}
    )
    save_user_entry("platforms", preset)
    catalog = load_catalog()
    assert catalog.gpus["rtx-4090-48g"].memory_gb == 48
    assert catalog.platforms["my-4090-48g"].gpu_id == "rtx-4090-48g"
    assert len(catalog.gpus) == len(base.gpus) + 1
    assert catalog.problems == ()


def test_saving_twice_replaces_the_entry_and_keeps_the_others() -> None:
    base = load_catalog().gpus["l40s"]
    save_user_entry("gpus", base.model_copy(update={"mfu_prior": 0.30}))
    save_user_entry("gpus", base.model_copy(update={"id": "l40s-b", "mfu_prior": 0.25}))
    save_user_entry("gpus", base.model_copy(update={"mfu_prior": 0.33}))
    data = json.loads((user_catalogs_dir() / "gpus.json").read_text(encoding="utf-8"))
    assert data["schema_version"] == 1 and data["kind"] == "gpus"
    assert [g["id"] for g in data["gpus"]] == ["l40s-b", "l40s"]
    assert load_catalog().gpus["l40s"].mfu_prior == 0.33


def test_user_entries_survive_a_bundled_update(tmp_path: Path) -> None:
    """A new bundled catalog (a changed price, a new preset) neither erases nor beats them."""
    new_bundle = tmp_path / "catalogs"
    shutil.copytree(catalogs_dir(), new_bundle, ignore=shutil.ignore_patterns("examples"))
    data = json.loads((new_bundle / "platforms.json").read_text(encoding="utf-8"))
    for p in data["platforms"]:
        if p["id"] in ("cn-market-rtx4090", "cn-market-a800"):
            p["pricing"]["price_per_gpu_hour"] = 9.99
            p["prices_as_of"] = "2027-01"
    _write(new_bundle / "platforms.json", data)

    old = load_catalog()
    mine = old.platforms["cn-market-rtx4090"].model_copy(
        update={
            "pricing": old.platforms["cn-market-rtx4090"].pricing.model_copy(
                update={"price_per_gpu_hour": 1.50}
            )
        }
    )
    save_user_entry("platforms", mine)
    before = (user_catalogs_dir() / "platforms.json").read_bytes()

    updated = load_catalog(bundled_dir=new_bundle)
    assert updated.platforms["cn-market-rtx4090"].pricing.price_per_gpu_hour == 1.50  # user wins
    assert updated.platforms["cn-market-a800"].pricing.price_per_gpu_hour == 9.99  # update shows
    assert (user_catalogs_dir() / "platforms.json").read_bytes() == before  # untouched


def test_a_file_that_is_not_json_is_reported_and_the_bundled_catalog_loads() -> None:
    path = _write(user_catalogs_dir() / "gpus.json", '{"schema_version": 1, "gpus": [')
    catalog = load_catalog()
    assert len(catalog.gpus) >= 33
    (problem,) = catalog.problems
    assert problem.file == str(path) and problem.entry is None
    assert "not valid JSON" in problem.message and "line 1" in problem.message


def test_an_unterminated_string_reads_without_at_at() -> None:
    """json's message for it ends in 'starting at': 'not valid JSON: Unterminated string
    starting at at line 1' was the catalog's wording (plans were fixed in 23188d1)."""
    _write(user_catalogs_dir() / "gpus.json", '{"schema_version": 1, "gpus": ["abc')
    (problem,) = load_catalog().problems
    assert problem.message.endswith("not valid JSON: Unterminated string starting at (line 1)")


def test_a_bad_entry_names_file_entry_and_field_and_only_it_is_skipped() -> None:
    good = load_catalog().gpus["l40s"].model_dump(mode="json")
    bad = dict(good, id="broken-card", memory_gb=-24)
    typo = dict(good, id="typo-card", memroy_gb=24)
    path = _write(
        user_catalogs_dir() / "gpus.json",
        {"schema_version": 1, "kind": "gpus", "gpus": [bad, dict(good, mfu_prior=0.3), typo]},
    )
    catalog = load_catalog()
    assert catalog.gpus["l40s"].mfu_prior == 0.3  # the good override still applies
    assert "broken-card" not in catalog.gpus and "typo-card" not in catalog.gpus
    first, second = catalog.problems
    assert (first.file, first.entry, first.field) == (str(path), "broken-card", "memory_gb")
    assert first.message == "must be more than 0 (got -24)"
    assert (second.entry, second.field, second.message) == (
        "typo-card",
        "memroy_gb",
        "unknown key (check the spelling)",
    )
    assert str(first).startswith(f"{path}: entry 'broken-card': memory_gb: ")
    # The Chinese UI says the same in Chinese: the file, entry and field as they are.
    assert first.text("zh_CN") == f"{path}: 条目 'broken-card': memory_gb: 必须大于 0（实际为 -24）"
    assert second.text("zh_CN").endswith("memroy_gb: 未知的键（请检查拼写）")


def test_newer_schema_wrong_kind_and_non_list_sections_are_reported() -> None:
    folder = user_catalogs_dir()
    _write(folder / "models.json", {"schema_version": 99, "kind": "models", "models": []})
    _write(folder / "gpus.json", {"schema_version": 1, "kind": "models", "gpus": []})
    _write(folder / "platforms.json", {"schema_version": 1, "platforms": {"a": 1}})
    messages = {(p.file.rsplit("/", 1)[-1], p.message) for p in load_catalog().problems}
    assert any(f == "models.json" and "newer gpuplanner" in m for f, m in messages)
    assert any(f == "gpus.json" and "expected 'gpus'" in m for f, m in messages)
    assert ("platforms.json", "must be a list of entries") in messages


def test_a_user_preset_pointing_at_a_missing_gpu_is_dropped_with_a_problem() -> None:
    bundled = load_catalog().platforms["cn-market-a800"].model_dump(mode="json")
    preset = dict(bundled, id="ghost", gpu_id="no-such-gpu")
    override = dict(bundled, inter_node="eth-900g")
    _write(
        user_catalogs_dir() / "platforms.json",
        {"schema_version": 1, "kind": "platforms", "platforms": [preset, override]},
    )
    catalog = load_catalog()
    assert "ghost" not in catalog.platforms
    assert catalog.platforms["cn-market-a800"].inter_node == "eth-25g"  # the bundled one is back
    found = {(p.entry, p.field) for p in catalog.problems}
    assert found == {("ghost", "gpu_id"), ("cn-market-a800", "inter_node")}


def test_duplicate_ids_in_one_user_file_keep_the_first() -> None:
    good = load_catalog().models["llama-2-7b"].model_dump(mode="json")
    _write(
        user_catalogs_dir() / "models.json",
        {"schema_version": 1, "models": [dict(good, name="first"), dict(good, name="second")]},
    )
    catalog = load_catalog()
    assert catalog.models["llama-2-7b"].name == "first"
    assert [(p.entry, p.field) for p in catalog.problems] == [("llama-2-7b", "id")]


def test_saving_refuses_to_overwrite_a_file_it_cannot_read() -> None:
    path = _write(user_catalogs_dir() / "gpus.json", "not json at all")
    with pytest.raises(CatalogError, match="fix or move the file"):
        save_user_entry("gpus", load_catalog().gpus["t4"])
    assert path.read_text(encoding="utf-8") == "not json at all"


def test_saving_checks_the_record_type() -> None:
    with pytest.raises(CatalogError, match="GpuRecord"):
        save_user_entry("gpus", load_catalog().models["llama-2-7b"])


def test_a_broken_bundled_catalog_raises_a_clear_error(tmp_path: Path) -> None:
    bundle = tmp_path / "catalogs"
    shutil.copytree(catalogs_dir(), bundle, ignore=shutil.ignore_patterns("examples"))
    (bundle / "models.json").write_text("{", encoding="utf-8")
    with pytest.raises(CatalogError, match=r"bundled catalog .*models\.json is unreadable"):
        load_catalog(bundled_dir=bundle)


def test_bad_ids_and_dates_are_worded_for_people() -> None:
    good = load_catalog().models["llama-2-7b"].model_dump(mode="json")
    _write(
        user_catalogs_dir() / "models.json",
        {
            "schema_version": 1,
            "models": [dict(good, id="My Model"), dict(good, id="mine", as_of="30.11.2026")],
        },
    )
    first, second = load_catalog().problems
    assert (first.entry, first.field) == ("My Model", "id")
    assert first.message.startswith("must be an id of lowercase letters, digits")
    assert (second.entry, second.field) == ("mine", "as_of")
    assert second.message == 'must be a date: YYYY, YYYY-MM or YYYY-MM-DD (got "30.11.2026")'


def test_a_user_link_cannot_change_scope_under_the_bundled_presets() -> None:
    pcie4 = load_catalog().interconnects["pcie4"]
    save_user_entry("interconnects", pcie4.model_copy(update={"scope": "inter_node"}))
    save_user_entry("interconnects", pcie4.model_copy(update={"id": "my-pcie", "busbw_gbps": 12}))
    catalog = load_catalog()  # must not raise: a user file never breaks the catalog
    assert catalog.interconnects["pcie4"].scope == "intra_node"
    assert catalog.interconnects["my-pcie"].busbw_gbps == 12
    (problem,) = catalog.problems
    assert (problem.entry, problem.field) == ("pcie4", "scope")
    assert problem.message.startswith("cannot change from intra-node")
