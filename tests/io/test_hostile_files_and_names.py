"""A plan file from a stranger (issue 18), below the GUI: what the case table
(tests/hardening_cases.py) cannot say with one file and one refusal.

Every test here is bounded by a timeout: a hang or a quadratic check fails the test.
"""

from __future__ import annotations

import json
import os
import stat
import unicodedata
from pathlib import Path

import pytest
from hardening_cases import CASES, GOLDEN, golden

from gpuplanner.cli import main
from gpuplanner.io.plan_file import PlanError, load_plan, loads_plan

pytestmark = pytest.mark.timeout(120)


def _plan_text(data: dict) -> str:
    return json.dumps(data, ensure_ascii=False)


def test_fifty_thousand_platforms_are_checked_in_linear_time() -> None:
    """Case 4: 50,000 platforms (a 43 MB file) and one repeated name. The unique-name check
    used ``list.count`` per name (50,000² comparisons: over a minute of CPU); now it is one
    pass, so the refusal comes within the test's timeout with the name that repeats."""
    data = golden()
    first = {**data["platforms"][0], "fees": []}
    data["platforms"] = [{**first, "name": f"P{i}"} for i in range(50_000)]
    data["platforms"].append({**first, "name": "P7"})
    data["settings"]["max_gpus"] = 64  # 50,001 × 64 = 3,200,064 cases: within the limit
    with pytest.raises(PlanError) as info:
        loads_plan(_plan_text(data))
    assert info.value.field == "platforms"
    assert info.value.problem == "platform names must be unique; repeated: P7"


def test_many_repeated_names_are_listed_shortly() -> None:
    """Case 6: 3,000 repeated names are five names and a count, not a 30 KB message."""
    data = golden()
    first = {**data["platforms"][0], "fees": []}
    data["platforms"] = [{**first, "name": f"P{i % 3000:04d}"} for i in range(6000)]
    data["settings"]["max_gpus"] = 8
    with pytest.raises(PlanError) as info:
        loads_plan(_plan_text(data))
    assert info.value.problem == (
        "platform names must be unique; repeated: P0000, P0001, P0002, P0003, P0004 and 2,995 more"
    )


def test_every_refusal_stays_short(tmp_path: Path) -> None:
    """Case 6: whatever the file holds (a megabyte key, 5,000 digits), the message a user
    reads is one short line: at most 400 characters past the file name."""
    for case in CASES:
        path = case.make(tmp_path)
        with pytest.raises(PlanError) as info:
            load_plan(path)
        shown = str(info.value).removeprefix(str(path))
        assert len(shown) <= 400, (case.id, len(shown))
        assert "\n" not in shown, case.id


def test_a_40_megabyte_unknown_key_is_named_in_a_short_message() -> None:
    """Case 6 at the size reported: the key is quoted by its first 39 characters and its
    length; decoding the file is the only work that grows with it."""
    data = golden()
    data["x" * 40_000_000] = 1
    with pytest.raises(PlanError) as info:
        loads_plan(_plan_text(data))
    assert info.value.field == '["' + "x" * 39 + '… (40,000,000 characters)"]'
    assert info.value.problem == "unknown key (check the spelling)"


def test_names_are_normalised_and_cleaned() -> None:
    """Case 10: a name typed with a zero-width space, a right-to-left override or a NUL is
    the name without them; an NFD name is stored NFC; a trial naming the platform in NFD
    still finds it."""
    data = golden()
    data["platforms"][0]["name"] = "Vendor\u200b A\u202e\x00"
    data["platforms"][1]["name"] = "Cafe\u0301 reserved"
    data["trial"] = {"hours": 2.0, "platform": "Cafe\u0301 reserved"}
    plan = loads_plan(_plan_text(data))
    assert plan.platforms[0].name == "Vendor A"
    assert plan.platforms[1].name == "Caf\u00e9 reserved"
    assert unicodedata.is_normalized("NFC", plan.platforms[1].name)
    assert plan.trial is not None and plan.trial.platform == "Caf\u00e9 reserved"


def test_chinese_and_full_width_look_alikes() -> None:
    """Case 10: Chinese names stay as typed; a full-width "Ａ100" is the same sight as
    "A100" (NFKC) and refused next to it, with the character named."""
    data = golden()
    data["platforms"][0]["name"] = "阿里云 A100"
    data["platforms"][1]["name"] = "阿里云 \uff21100"
    with pytest.raises(PlanError) as info:
        loads_plan(_plan_text(data))
    assert info.value.problem == (
        "platform names must be told apart; '阿里云 A100' and '阿里云 Ａ100' look the same "
        "(they differ by U+FF21 FULLWIDTH LATIN CAPITAL LETTER A); rename one"
    )
    data["platforms"][1]["name"] = "阿里云 H100"
    assert loads_plan(_plan_text(data)).platforms[0].name == "阿里云 A100"


def test_a_repeated_key_deep_in_a_list_is_named() -> None:
    """Case 10: the place of a repeated key inside the fee list, and the two values."""
    text = _plan_text(golden()).replace(
        '"name": "Egress"', '"name": "Egress", "name": "Egress (again)"', 1
    )
    with pytest.raises(PlanError) as info:
        loads_plan(text)
    assert info.value.field == "platforms[0].fees[1].name"
    assert info.value.problem == (
        'this key appears twice in the object (first "Egress", then "Egress (again)"); '
        "a plan must give each value once"
    )


def test_booleans_stay_allowed_where_the_plan_holds_a_yes_or_no() -> None:
    """Case 10: ``flash_attention: false`` and ``checkpointing: false`` are yes/no fields."""
    data = golden()
    data["workload"]["flash_attention"] = False
    data["platforms"][0]["checkpointing"] = False
    plan = loads_plan(_plan_text(data))
    assert plan.workload.flash_attention is False
    assert plan.platforms[0].checkpointing is False


# --- Case 11: what reaches a terminal -------------------------------------------------------
# ESC [2J clears the screen, OSC 0 sets the window title, OSC 8 plants a hyperlink, a CR
# returns to the line start to overwrite it, U+009B is the one-byte CSI, U+202E reverses text.
HOSTILE = (
    "\x1b[2J\x1b]0;owned\x07\x1b]8;;http://evil.example\x1b\\link\x1b]8;;\x1b\\\r\x9b31m\u202e"
)
RAW = ("\x1b", "\x07", "\r", "\x9b", "\u202e")


def _hostile_plan(tmp_path: Path) -> Path:
    data = golden()
    data["title"] = "Title" + HOSTILE
    data["platforms"][0]["gpu"]["name"] = "GPU" + HOSTILE
    data["platforms"][0]["fees"][0]["name"] = "Fee" + HOSTILE
    data["platforms"][1]["name"] = "Platform" + HOSTILE  # cleaned on load: no controls left
    path = tmp_path / "hostile.gpuplan"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


# Every text of a plan is cleaned on load (core/text.py, issue 26): the controls are gone
# before any output, so the report shows what remains; file names are still escaped (below).
CLEANED = "[2J]0;owned]8;;http://evil.example\\link]8;;\\31m"


def test_the_text_report_prints_no_control_character(tmp_path, capsys) -> None:
    assert main(["report", str(_hostile_plan(tmp_path))]) == 0
    out, err = capsys.readouterr()
    assert not [c for c in RAW if c in out + err]
    assert out.splitlines()[0] == "Title" + CLEANED
    assert "Platform[2J]0;…" in out  # the name, cleaned on load (cut in the column's middle)


def test_the_json_report_is_the_same_json_without_raw_controls(tmp_path, capsys) -> None:
    assert main(["report", str(_hostile_plan(tmp_path)), "--json"]) == 0
    out, _ = capsys.readouterr()
    assert not [c for c in RAW if c in out]
    report = json.loads(out)  # still valid JSON, holding the plan's (cleaned) text
    assert report["title"] == "Title" + CLEANED
    assert "GPU" + CLEANED in {p["gpu"] for p in report["platforms"]}


def test_an_error_naming_a_hostile_file_name_is_escaped(tmp_path, capsys) -> None:
    path = tmp_path / "plan\x1b]0;owned\x07\r.gpuplan"
    assert main(["report", str(path)]) == 2
    _, err = capsys.readouterr()
    # The CR breaks the line, so it becomes a space (one line); ESC and BEL are escaped.
    assert err == f"gpuplanner: error: {tmp_path}/plan\\x1b]0;owned\\x07 .gpuplan: " + (
        "the file does not exist\n"
    )


def test_the_catalog_listing_escapes_a_user_entry(capsys) -> None:
    from gpuplanner.io.catalog.loader import load_catalog
    from gpuplanner.io.catalog.user import save_user_entry

    base = load_catalog().gpus["rtx-4090"]
    save_user_entry("gpus", base.model_copy(update={"id": "evil", "name": "Evil" + HOSTILE}))
    for args in (["catalog", "gpus"], ["catalog", "gpus", "--json"]):
        assert main(args) == 0
        out, err = capsys.readouterr()
        assert not [c for c in RAW if c in out + err], args
        assert "Evil[2J]0;owned" in out, args  # cleaned when the catalog is read


# --- Case 5 and 10: the user's own catalog -------------------------------------------------
@pytest.mark.parametrize("kind", ["dev_zero", "dev_urandom", "fifo"])
def test_a_special_file_as_user_catalog_is_refused_and_the_bundled_gpus_stay(kind) -> None:
    """Case 5: a user catalog linked to /dev/zero once left the app with no GPUs at all."""
    from gpuplanner.io.catalog.loader import load_catalog
    from gpuplanner.io.user_dirs import user_catalogs_dir

    folder = user_catalogs_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "gpus.json"
    if kind == "fifo":
        os.mkfifo(path)
    else:
        path.symlink_to(f"/dev/{kind.removeprefix('dev_')}")
    catalog = load_catalog()
    assert "h100-sxm-80gb" in catalog.gpus  # the bundled GPUs are all there
    what = "a named pipe (FIFO)" if kind == "fifo" else "a device"
    assert [str(p) for p in catalog.problems] == [f"{path}: {what} is not a catalog file"]


def test_absurd_user_catalog_figures_are_flagged() -> None:
    """Case 10: 1e15 TFLOPS is in range for the schema (at most 1e15) but over ten times the
    fastest bundled GPU: the entry is kept and flagged, field by field."""
    from gpuplanner.io.catalog.loader import load_catalog
    from gpuplanner.io.catalog.user import save_user_entry

    base = load_catalog()
    fastest = max(g.bf16_tflops or 0 for g in base.gpus.values())
    wild = base.gpus["h100-sxm-80gb"].model_copy(
        update={
            "id": "h100-typo",
            "name": "H100 typo",
            "bf16_tflops": 1e15,  # the sparse and matmul figures would contradict it
            "sparse_headline_tflops": None,
            "measured_matmul_tflops": None,
        }
    )
    path = save_user_entry("gpus", wild)
    catalog = load_catalog()
    assert catalog.gpus["h100-typo"].bf16_tflops == 1e15  # kept: it is the user's entry
    assert [str(p) for p in catalog.problems] == [
        f"{path}: entry 'h100-typo': bf16_tflops: 1e+15 is over 10 times the largest in the "
        f"bundled catalog ({fastest:g}); check the figure and its unit (entry kept)"
    ]


# --- Case 8: where a save or an export writes ------------------------------------------------
def test_a_save_through_a_symlink_writes_the_real_file_and_keeps_the_link(tmp_path) -> None:
    """Case 8: the link was replaced by a regular file, leaving the real file with the old
    plan (the next open through another path showed the old plan)."""
    from gpuplanner.io.plan_file import save_plan

    real = tmp_path / "real"
    real.mkdir()
    target = real / "plan.gpuplan"
    target.write_text(json.dumps(golden(), ensure_ascii=False), encoding="utf-8")
    link = tmp_path / "plan-link.gpuplan"
    link.symlink_to(target)
    plan = load_plan(link)
    save_plan(plan.model_copy(update={"title": "through the link"}), link)
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert load_plan(target).title == "through the link"
    assert sorted(p.name for p in real.iterdir()) == ["plan.gpuplan"]  # no temporary left
    assert sorted(p.name for p in tmp_path.iterdir()) == ["plan-link.gpuplan", "real"]


@pytest.mark.parametrize("option", ["--csv", "--xlsx"])
@pytest.mark.parametrize("kind", ["link_to_dev_null", "fifo"])
def test_exports_onto_a_device_or_a_pipe_are_refused(tmp_path, capsys, option, kind) -> None:
    """Case 8: ``--csv`` onto a link to /dev/null replaced that link (and, as root, would
    replace /dev/null itself); a FIFO was replaced by a regular file."""
    plan = tmp_path / "plan.gpuplan"
    plan.write_text(json.dumps(golden(), ensure_ascii=False), encoding="utf-8")
    out = tmp_path / f"out{option.replace('--', '.')}"
    if kind == "fifo":
        os.mkfifo(out)
        what = "a named pipe (FIFO)"
    else:
        out.symlink_to(os.devnull)
        what = "a device"
    assert main(["report", str(plan), option, str(out)]) == 2
    _, err = capsys.readouterr()
    assert err == f"gpuplanner: error: cannot write {out}: it is {what}, not a regular file\n"
    if kind == "fifo":
        assert stat.S_ISFIFO(out.lstat().st_mode)
    else:
        assert out.is_symlink() and os.readlink(out) == os.devnull
    assert stat.S_ISCHR(os.stat(os.devnull).st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([plan.name, out.name])


def test_a_255_byte_file_name_can_be_saved(tmp_path) -> None:
    """Case 8: the temporary name adds 14 bytes (".", ".", 8 random, ".tmp"), so a name of
    242 bytes or more could not be saved. 255 bytes (the most ext4 allows) now can, and a
    killed save's leftover of that long name is still found and removed."""
    from gpuplanner.io.atomic import _temp_prefix, remove_stale_temps
    from gpuplanner.io.plan_file import save_plan

    for name in ("p" * 247 + ".gpuplan", "方" * 82 + ".gpuplan"):  # 255 and 254 bytes
        path = tmp_path / name
        assert len(os.fsencode(path.name)) in (254, 255)
        plan = load_plan(GOLDEN)
        save_plan(plan, path)
        assert load_plan(path) == plan
        leftover = tmp_path / (_temp_prefix(path) + "abcd1234.tmp")
        assert len(os.fsencode(leftover.name)) <= 255
        leftover.write_bytes(b"half a plan")
        os.utime(leftover, (1_000_000_000, 1_000_000_000))  # long ago: a killed save
        assert remove_stale_temps(path) == [leftover]
    assert len(list(tmp_path.iterdir())) == 2


def test_a_million_character_pricing_kind_is_quoted_short() -> None:
    # Found by tests/gui/test_fuzz_open.py: the union's "unknown kind {tag}" quoted the whole
    # value, so the refusal ran to a million characters (the dialog's text 2,155 after the last
    # 2,000-character guard). The tag is quoted to 200 characters (problems._PARAM_QUOTE), and
    # said as the enum field it is (a hostile-input hunt found pydantic's enum reprs there).
    import json

    from gpuplanner.io.plan_file import PlanError, loads_plan
    from gpuplanner.paths import example_plan

    data = json.loads(example_plan().read_text(encoding="utf-8"))
    data["platforms"][0]["pricing"]["mode"] = "x" * 1_000_000
    with pytest.raises(PlanError) as caught:
        loads_plan(json.dumps(data))
    message = str(caught.value)
    assert "platforms[0].pricing.mode: must be one of 'on_demand', 'spot'," in message
    assert '(got "xxxx' in message and "…" in message and "PricingMode" not in message
    assert len(message) < 600


@pytest.mark.parametrize(("mode", "got"), [("free", '"free"'), (3, "3"), (None, "null")])
def test_an_unknown_pricing_mode_names_the_key_and_the_modes(mode, got) -> None:
    # A hostile-input hunt: "unknown kind free; it must be one of <PricingMode.ON_DEMAND:
    # 'on_demand'>, …", cut off before the list ended, naming pricing, not pricing.mode.
    import json

    from gpuplanner.io.plan_file import PlanError, loads_plan
    from gpuplanner.paths import example_plan

    data = json.loads(example_plan().read_text(encoding="utf-8"))
    data["platforms"][1]["pricing"]["mode"] = mode
    with pytest.raises(PlanError) as caught:
        loads_plan(json.dumps(data))
    assert str(caught.value).endswith(
        "platforms[1].pricing.mode: must be one of 'on_demand', 'spot', 'reserved', 'lease', "
        f"'self_built', 'committed' (got {got})"
    )


@pytest.mark.parametrize(
    ("change", "field", "total"),
    [({"epochs": 1e12}, "epochs", "1e+21"), ({"tokens": 1e10, "runs": 1_000_000}, "runs", "1e+16")],
)
def test_tokens_times_epochs_times_runs_takes_the_tokens_cap(change, field, total) -> None:
    # A hostile-input hunt: each within its own cap, 1e9 tokens × 1e12 epochs printed
    # 2.7e18 CNY and 350 billion days as a result; tokens alone stop at 1e15.
    import json

    from gpuplanner.io.plan_file import PlanError, loads_plan
    from gpuplanner.paths import example_plan

    data = json.loads(example_plan().read_text(encoding="utf-8"))
    data["workload"].update(change)
    with pytest.raises(PlanError) as caught:
        loads_plan(json.dumps(data))
    assert caught.value.field == f"workload.{field}"
    assert str(caught.value).endswith(
        f"tokens × epochs × runs is {total} tokens trained, more than 1e+15: a larger value is "
        "a typo"
    )


def test_a_platform_name_past_a_thousand_characters_is_refused() -> None:
    # A hostile-input hunt: a 3,000,000-character name (a 3 MB plan, far inside the 64 MB cap)
    # took the workbook export 112 s. A name is a label; 1,000 characters still load.
    import json

    from gpuplanner.io.plan_file import PlanError, loads_plan
    from gpuplanner.paths import example_plan

    data = json.loads(example_plan().read_text(encoding="utf-8"))
    data["platforms"][0]["name"] = "A" * 1_000
    assert loads_plan(json.dumps(data)).platforms[0].name == "A" * 1_000
    data["platforms"][0]["name"] = "A" * 3_000_000
    with pytest.raises(PlanError) as caught:
        loads_plan(json.dumps(data))
    assert str(caught.value).endswith("platforms[0].name: must be at most 1,000 characters")
