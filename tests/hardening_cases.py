"""Damaged and hostile plan files, shared by the load, CLI and GUI hardening tests.

Each case writes one bad file (or folder) from the golden v1 plan and says what the refusal
must name: the field path ("" for a whole-file problem) and words of the problem. ``snapshot``
records what is on disk so a test can prove a failed load changed nothing.
"""

from __future__ import annotations

import json
import math
import os
import stat
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gpuplanner.core.plan import PLAN_FORMAT_VERSION

GOLDEN = Path(__file__).parent / "fixtures" / "plan-v1.gpuplan"
TOO_LARGE = 64 * 1024 * 1024 + 1  # one byte over plan_file.MAX_FILE_BYTES


def golden() -> dict[str, Any]:
    return json.loads(GOLDEN.read_text(encoding="utf-8"))


def _edited(edit: Callable[[dict[str, Any]], None]) -> Callable[[Path], None]:
    def write(path: Path) -> None:
        data = golden()
        edit(data)
        path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")

    return write


def _text(text_of: Callable[[str], str]) -> Callable[[Path], None]:
    def write(path: Path) -> None:
        path.write_text(text_of(GOLDEN.read_text(encoding="utf-8")), encoding="utf-8")

    return write


def _bytes(data: bytes) -> Callable[[Path], None]:
    return lambda path: path.write_bytes(data)


def _set(*keys: Any, value: Any) -> Callable[[dict[str, Any]], None]:
    def edit(data: dict[str, Any]) -> None:
        for key in keys[:-1]:
            data = data[key]
        data[keys[-1]] = value

    return edit


def _too_many_points(data: dict[str, Any]) -> None:
    """33 platforms × 131,072 GPU counts: over the 4,194,304 cases one evaluation holds."""
    first = {**data["platforms"][0], "fees": []}
    data["platforms"] = [{**first, "name": f"P{i}"} for i in range(33)]
    data["settings"]["max_gpus"] = 131_072


def _many_fees(data: dict[str, Any]) -> None:
    """2 platforms and 2 + 300 fee items × 131,072 GPU counts: 2 × 131,072 = 262,144 cases
    plus 302 × 131,072 / 8 = 4,947,968 for the fee items (each an eighth of a case) are
    5,210,112, over 4,194,304 (a 21 KB file that once needed gigabytes)."""
    fees = data["platforms"][1]["fees"]
    fees += [{"name": f"fee {i}", "basis": "fixed", "rate": 1.0} for i in range(300)]
    data["settings"]["max_gpus"] = 131_072


def _names(*names: str) -> Callable[[dict[str, Any]], None]:
    def edit(data: dict[str, Any]) -> None:
        for platform, name in zip(data["platforms"], names, strict=True):
            platform["name"] = name

    return edit


def _dev(target: str) -> Callable[[Path], None]:
    return lambda path: path.symlink_to(target)


def _fifo(path: Path) -> None:
    os.mkfifo(path)  # no writer: opening it for reading would wait forever


def _repeated_price(text: str) -> str:
    """A price of 10 followed by a second price of 99999 in the same object."""
    one = '"price_per_gpu_hour": 10.0,'
    assert one in text
    return text.replace(one, one + ' "price_per_gpu_hour": 99999,', 1)


def _title_escape(escape: str) -> Callable[[str], str]:
    return lambda t: t.replace('"title": "Golden', f'"title": "{escape}Golden', 1)


_HUGE_DIGITS = "9" * 5000
_HUGE_KEY = "k" * 1_000_000  # an unknown key of a megabyte: the message stays short


def _sparse(path: Path) -> None:
    with path.open("wb") as fh:  # a hole, not 64 MB of disk
        fh.truncate(TOO_LARGE)


@dataclass(frozen=True)
class BadFile:
    id: str
    write: Callable[[Path], None]
    field: str  # the field the refusal names; "" for a whole-file problem
    problem: str  # words the problem must contain

    def make(self, folder: Path) -> Path:
        path = folder / f"{self.id}.gpuplan"
        if self.id == "folder":
            path.mkdir()
        elif self.id != "missing":
            self.write(path)
        return path


_TRUNCATED = GOLDEN.read_bytes()[:500]
_HALF = GOLDEN.read_bytes()[: len(GOLDEN.read_bytes()) // 2]
_NO_FORMAT = {"gpus": [{"id": "a100", "memory_gb": 80}]}  # some other JSON file
_OTHER_FORMAT = {"format": "excalidraw", "format_version": 2, "elements": []}

CASES: tuple[BadFile, ...] = (
    BadFile("truncated", _bytes(_TRUNCATED), "", "not valid JSON"),
    BadFile("truncated_half", _bytes(_HALF), "", "not valid JSON"),
    BadFile("trailing_comma", _text(lambda t: t.replace("1024\n", "1024,\n")), "", "line"),
    BadFile(
        "wrong_type_number",
        _edited(_set("workload", "tokens", value="lots")),
        "workload.tokens",
        "must be a number",
    ),
    BadFile(
        "wrong_type_list",
        _edited(_set("platforms", value={"name": "A"})),
        "platforms",
        "must be a list",
    ),
    BadFile(
        "wrong_type_object",
        _edited(_set("workload", value=[1, 2])),
        "workload",
        "must be an object",
    ),
    BadFile(
        "wrong_type_enum",
        _edited(_set("workload", "precision", value=16)),
        "workload.precision",
        "must be one of 'bf16', 'fp16', 'fp8'",
    ),
    BadFile(
        "unknown_key_top",
        _edited(_set("colour", value="blue")),
        "colour",
        "unknown key",
    ),
    BadFile(
        "unknown_key_nested",
        _edited(_set("platforms", 1, "gpu", "tflops", value=300)),
        "platforms[1].gpu.tflops",
        "unknown key",
    ),
    BadFile(
        "huge_float",
        _edited(_set("workload", "tokens", value=1e300)),
        "workload.tokens",
        "must be at most 1000000000000000",
    ),
    BadFile(
        "huge_int",
        _edited(_set("workload", "global_batch", value=10**400)),
        "workload.global_batch",
        "must be at most 1000000000",
    ),
    BadFile(
        "huge_fixed_gpus",
        _edited(_set("platforms", 0, "fixed_gpus", value=10**9)),
        "platforms[0].fixed_gpus",
        "must be at most 131072",
    ),
    BadFile(
        "huge_sweep",
        _edited(_set("settings", "max_gpus", value=1_000_000)),
        "settings.max_gpus",
        "must be at most 131072",
    ),
    BadFile(
        "too_many_points",
        _edited(_too_many_points),
        "settings.max_gpus",
        "4,325,376 cases, more than the 4,194,304 one evaluation can hold",
    ),
    BadFile(
        "overflow_literal",
        _text(lambda t: t.replace('"tokens": 1000000000.0', '"tokens": 1e999')),
        "workload.tokens",
        "must be a number (got Infinity)",
    ),
    BadFile(
        "nan",
        _text(lambda t: t.replace('"mfu": 0.4', '"mfu": NaN', 1)),
        "platforms[0].mfu",
        "NaN is not a number",
    ),
    BadFile(
        "odd_key",  # a key with a line break, holding Infinity: named on one line, quoted
        _edited(_set("title", value={"\n": math.inf})),
        'title["\\n"]',
        "Infinity is not a number",
    ),
    BadFile(
        "infinity",
        _text(lambda t: t.replace('"budget": null', '"budget": -Infinity')),
        "workload.budget",
        "-Infinity is not a number",
    ),
    BadFile(
        "negative_price",
        _edited(_set("platforms", 0, "pricing", "price_per_gpu_hour", value=-1)),
        "platforms[0].pricing.price_per_gpu_hour",
        "must be at least 0 (got -1)",
    ),
    BadFile(
        "negative_count",
        _edited(_set("platforms", 1, "max_gpus", value=-8)),
        "platforms[1].max_gpus",
        "must be at least 1 (got -8)",
    ),
    BadFile(
        "vanishing_mfu",
        _edited(_set("platforms", 1, "mfu", value=1e-300)),
        "platforms[1].mfu",
        "must be at least 1e-09",
    ),
    BadFile(
        "non_utf8",
        lambda p: p.write_bytes(GOLDEN.read_text(encoding="utf-8").encode("gbk")),
        "",
        "not UTF-8 text",
    ),
    BadFile("binary", _bytes(b"PK\x03\x04\x14\x00\x06\x00\x08\x00\xff\xfe" * 20), "", "UTF-8"),
    BadFile("empty", _bytes(b""), "", "the file is empty"),
    BadFile("blank", _bytes(b" \n\t\r\n"), "", "the file is empty"),
    BadFile("folder", _bytes(b""), "", "this is a folder"),
    BadFile("missing", _bytes(b""), "", "does not exist"),
    BadFile("too_large", _sparse, "", "too large"),
    BadFile("deep", _bytes(b"[" * 200_000 + b"]" * 200_000), "", "nested too deeply"),
    BadFile(
        "newer_version",
        _edited(_set("format_version", value=PLAN_FORMAT_VERSION + 1)),
        "format_version",
        "saved by a newer gpuplanner",
    ),
    BadFile(
        "string_version",
        _edited(_set("format_version", value="1")),
        "format_version",
        "whole number",
    ),
    BadFile(
        "other_format",
        _bytes(json.dumps(_OTHER_FORMAT).encode()),
        "format",
        'not a gpuplanner plan (format is "excalidraw")',
    ),
    BadFile(
        "no_format",
        _bytes(json.dumps(_NO_FORMAT).encode()),
        "format",
        'it has no "format" key',
    ),
    BadFile("json_list", _bytes(b"[1, 2, 3]"), "", "expected a JSON object"),
    BadFile(
        "duplicate_names",
        _edited(_set("platforms", 1, "name", value="按量 on-demand")),
        "platforms",
        "platform names must be unique",
    ),
    # Issue 18, case 2: integers past Python's 4,300-digit conversion limit, lone surrogates.
    BadFile(
        "huge_digits",
        _text(lambda t: t.replace('"global_batch": 256', f'"global_batch": {_HUGE_DIGITS}')),
        "workload.global_batch",
        "a whole number of 5,000 digits is far beyond any value a plan can hold",
    ),
    BadFile(
        "huge_digits_version",
        _text(lambda t: t.replace('"format_version": 1', f'"format_version": {_HUGE_DIGITS}')),
        "format_version",
        "5,000 digits",
    ),
    BadFile(
        "lone_surrogate",
        _text(_title_escape("\\ud800")),
        "title",
        "lone surrogate (\\ud800)",
    ),
    # Case 3: fee items count in the case limit.
    BadFile(
        "many_fees",
        _edited(_many_fees),
        "settings.max_gpus",
        "2 platforms and 302 fee items (a fee item counts as 1/8) × 131,072 GPU counts are "
        "5,210,112 cases",
    ),
    # Case 5: special files as the plan.
    BadFile("fifo", _fifo, "", "a named pipe (FIFO) is not a plan file"),
    BadFile("dev_zero", _dev("/dev/zero"), "", "a device is not a plan file"),
    BadFile("dev_urandom", _dev("/dev/urandom"), "", "a device is not a plan file"),
    # Case 6: a megabyte key is quoted shortened, with its length.
    BadFile(
        "huge_key",
        _edited(_set(_HUGE_KEY, value=1)),
        '["' + "k" * 39 + '… (1,000,000 characters)"]',
        "unknown key",
    ),
    # Case 10: repeated keys, booleans for numbers, names that only look different.
    BadFile(
        "repeated_key",
        _text(_repeated_price),
        "platforms[0].pricing.price_per_gpu_hour",
        "this key appears twice in the object (first 10.0, then 99999)",
    ),
    BadFile(
        "boolean_batch",
        _edited(_set("workload", "global_batch", value=True)),
        "workload.global_batch",
        "must be a number, not true",
    ),
    BadFile(
        "boolean_price",
        _edited(_set("platforms", 0, "pricing", "price_per_gpu_hour", value=False)),
        "platforms[0].pricing.price_per_gpu_hour",
        "must be a number, not false",
    ),
    # Issue 26: strings (and 0 / 1) where a number or a yes/no belongs, as the README says.
    BadFile(
        "string_number",
        _edited(_set("workload", "global_batch", value="20")),
        "workload.global_batch",
        'must be a number, not "20"',
    ),
    BadFile(
        "padded_number",
        _edited(_set("platforms", 0, "mfu", value=" 0.4 ")),
        "platforms[0].mfu",
        'must be a number, not " 0.4 "',
    ),
    BadFile(
        "string_no",
        _edited(_set("platforms", 0, "checkpointing", value="no")),
        "platforms[0].checkpointing",
        'must be true or false, not "no"',
    ),
    BadFile(
        "string_off",
        _edited(_set("workload", "flash_attention", value="off")),
        "workload.flash_attention",
        'must be true or false, not "off"',
    ),
    BadFile(
        "number_boolean",
        _edited(_set("platforms", 0, "whole_nodes", value=0)),
        "platforms[0].whole_nodes",
        "must be true or false, not 0",
    ),
    BadFile(
        "zero_width_twin",
        _edited(_set("platforms", 1, "name", value="按量 on-\u200bdemand")),
        "platforms",
        "platform names must be unique; repeated: 按量 on-demand",
    ),
    BadFile(
        "nfd_twin",  # "Café" typed on Windows (NFC) and on macOS (NFD): one name
        _edited(_names("Caf\u00e9", "Cafe\u0301")),
        "platforms",
        "platform names must be unique; repeated: Café",
    ),
    BadFile(
        "cyrillic_twin",
        _edited(_set("platforms", 1, "name", value="按量 \u043en-demand")),
        "platforms",
        "look the same (they differ by U+043E CYRILLIC SMALL LETTER O); rename one",
    ),
    BadFile(
        "invisible_name",
        _edited(_set("platforms", 1, "name", value="\u200b\u202e\x00")),
        "platforms[1].name",
        "a name needs at least one visible character",
    ),
)

IDS = [c.id for c in CASES]


@dataclass(frozen=True)
class Snapshot:
    """What a path is on disk: its bytes (or folder listing), mtime and mode, or absence."""

    exists: bool
    content: bytes | tuple[str, ...] | None
    mtime_ns: int | None
    mode: int | None


def snapshot(path: Path) -> Snapshot:
    if not os.path.lexists(path):
        return Snapshot(False, None, None, None)
    st = path.lstat()
    if path.is_symlink():  # a link to /dev/zero: the link, never the endless device
        return Snapshot(True, os.readlink(path).encode(), st.st_mtime_ns, st.st_mode)
    if not stat.S_ISREG(st.st_mode) and not stat.S_ISDIR(st.st_mode):  # a FIFO: never read
        return Snapshot(True, None, st.st_mtime_ns, st.st_mode)
    if path.is_dir():
        content: bytes | tuple[str, ...] = tuple(sorted(p.name for p in path.iterdir()))
    elif st.st_size > 1024 * 1024:
        content = str(st.st_size).encode()  # the sparse giant: size and mtime suffice
    else:
        content = path.read_bytes()
    return Snapshot(True, content, st.st_mtime_ns, st.st_mode)


# --- Markup in every text field (issue 18, case 1) ----------------------------------------
# Rendered as HTML, the image is read from disk (from /dev/zero: until memory runs out), the
# link is live and the table is laid out; shown as text, each is its characters.
MARKUP = (
    '<img src="/nonexistent/gpuplanner-probe.png"><a href="http://evil.example/">link</a>'
    "<table><tr><td>cell</td></tr></table><b>bold</b>"
)
DEV_ZERO_MARKUP = '<img src="/dev/zero"><a href="http://evil.example/">link</a><table><tr><td>x'
FLEET_EXAMPLE = Path(__file__).parents[1] / "catalogs" / "examples" / "fleet-3000h.gpuplan"


def _string_places(value: Any, loc: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    if isinstance(value, str):
        return [loc]
    if not isinstance(value, dict | list):
        return []
    items = value.items() if isinstance(value, dict) else enumerate(value)
    return [place for key, item in items for place in _string_places(item, (*loc, key))]


def markup_everywhere(markup: str = MARKUP) -> dict[str, Any]:
    """The golden plan with a trial, fee notes and the fleet example's fleet plan, and
    ``markup`` (plus a number, so names stay unique) in every string the plan accepts: the
    title, notes, names, GPU and model names and ids, fee names and notes, the trial's note,
    the fleet's GPU name and notes. Strings the plan refuses to hold (enums, currency codes,
    dates) keep their values."""
    from gpuplanner.io.plan_file import PlanError, loads_plan

    data = golden()
    data["trial"] = {"hours": 2.0, "gpus": 1, "price_per_gpu_hour": 5.0, "note": "n"}
    for fee in data["platforms"][0]["fees"]:
        fee["note"] = "n"
    data["fleet"] = json.loads(FLEET_EXAMPLE.read_text(encoding="utf-8"))["fleet"]
    for number, place in enumerate(_string_places(data)):
        trial = json.loads(json.dumps(data))
        target = trial
        for key in place[:-1]:
            target = target[key]
        target[place[-1]] = f"{markup}{number}"
        try:
            loads_plan(json.dumps(trial, ensure_ascii=False))
        except PlanError:
            continue
        data = trial
    return data
