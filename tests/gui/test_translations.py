"""The Simplified Chinese catalog is complete, well formed, and what the app really loads.

(a) every entry of the committed .ts is finished, non-empty and keeps its placeholders and
accelerator; (b) lupdate over today's GUI sources finds no string the .ts lacks, so a new
untranslated string fails here; (c) the .ts compiles and the app's loader finds it.
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QTranslator

from gpuplanner.gui import i18n
from gpuplanner.paths import translations_dir

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import update_translations  # noqa: E402  (tools/ is not a package)

TS = translations_dir() / "gpuplanner_zh_CN.ts"
PLACEHOLDER = re.compile(r"%\d|%n|\{[a-z_]*[:}]")
ACCELERATOR = re.compile(r"&([^&\s])")


def _messages(ts: Path) -> dict[tuple[str, str], ET.Element]:
    out = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            out[(name, message.findtext("source", ""))] = message
    return out


def _translations(message: ET.Element) -> list[str]:
    tr = message.find("translation")
    if tr is None:
        return [""]
    forms = tr.findall("numerusform")
    return [f.text or "" for f in forms] if forms else [tr.text or ""]


def test_every_entry_is_finished_with_the_same_placeholders() -> None:
    problems = []
    messages = _messages(TS)
    assert len(messages) > 500  # the whole GUI, not a stub
    for (context, source), message in messages.items():
        tr = message.find("translation")
        texts = _translations(message)
        if tr is None or tr.get("type") in ("unfinished", "vanished", "obsolete"):
            problems.append(f"{context}: {source!r} is not finished")
            continue
        for text in texts:
            if not text.strip():
                problems.append(f"{context}: {source!r} has an empty translation")
            elif sorted(PLACEHOLDER.findall(text)) != sorted(PLACEHOLDER.findall(source)):
                problems.append(f"{context}: {source!r} → {text!r}: placeholders differ")
            elif ACCELERATOR.search(source) and not ACCELERATOR.search(text):
                problems.append(f"{context}: {source!r} → {text!r}: the & accelerator is lost")
    assert not problems, "\n".join(problems)


def test_chinese_entries_use_chinese_punctuation_for_labels() -> None:
    """A form label "Name:" reads "名称：" in Chinese (full-width colon), never "名称:"."""
    bad = [
        f"{context}: {source!r} → {text!r}"
        for (context, source), message in _messages(TS).items()
        for text in _translations(message)
        if source.endswith(":") and re.search(r"[\u4e00-\u9fff]", text) and text.endswith(":")
    ]
    assert not bad, "\n".join(bad)


def test_every_source_string_has_a_translation(tmp_path: Path) -> None:
    """lupdate over the current GUI code: any string missing from the .ts fails the build."""
    if not update_translations.tool_available("lupdate"):
        pytest.skip("PySide6's lupdate is not installed")
    fresh = tmp_path / "fresh_zh_CN.ts"
    update_translations.lupdate(fresh, "zh_CN")
    committed = _messages(TS)
    found = _messages(fresh)
    assert len(found) > 500
    missing = sorted(f"{c}: {s!r}" for c, s in found if (c, s) not in committed)
    assert not missing, (
        "strings without a zh_CN translation (run tools/update_translations.py and translate "
        "them in resources/translations/gpuplanner_zh_CN.ts):\n" + "\n".join(missing)
    )


def test_translate_wrappers_are_called_with_literal_strings() -> None:
    """``_tr(text)`` helpers are read by tools/update_translations.py; a variable argument
    would never reach the catalog."""
    bad = [
        b
        for path in update_translations.source_files()
        for b in update_translations.wrapped_strings(path)[1]
    ]
    assert not bad, "\n".join(bad)


def _translate_calls_in_fstrings(path: Path) -> list[str]:
    names = {"tr", "translate", "_tr"}
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.JoinedStr):
            continue
        for call in ast.walk(node):
            func = getattr(call, "func", None)
            name = getattr(func, "attr", None) or getattr(func, "id", None)
            if isinstance(call, ast.Call) and name in names:
                found.append(f"{path}:{call.lineno}")
    return found


def test_no_translated_string_hides_in_an_f_string() -> None:
    """lupdate does not look inside f-strings: a tr() there is never extracted."""
    bad = [b for p in update_translations.source_files() for b in _translate_calls_in_fstrings(p)]
    assert not bad, "\n".join(bad)


def test_the_catalog_compiles_and_the_loader_finds_it(tmp_path: Path) -> None:
    """A checkout has only the .ts: the loader compiles it into the cache and Qt reads it."""
    if not update_translations.tool_available("lrelease"):
        pytest.skip("PySide6's lrelease is not installed")
    folder = tmp_path / "translations"
    folder.mkdir()
    (folder / TS.name).write_bytes(TS.read_bytes())
    qm = i18n.catalog_file("zh_CN", folder)
    assert qm is not None and qm.parent == i18n.cache_dir()  # XDG_CACHE_HOME of this test
    translator = QTranslator()
    assert translator.load(str(qm))
    assert translator.translate("MainWindow", "&File") == "文件(&F)"
    assert translator.translate("format", "%1 h") == "%1 小时"
    # Same source, same cached file: nothing is compiled twice.
    assert i18n.catalog_file("zh_CN", folder) == qm


def test_a_shipped_qm_newer_than_its_source_is_used_as_is(tmp_path: Path) -> None:
    ts = tmp_path / "gpuplanner_zh_CN.ts"
    ts.write_bytes(TS.read_bytes())
    shipped = tmp_path / "gpuplanner_zh_CN.qm"
    shipped.write_bytes(b"not read here")  # a wheel's .qm, built after its .ts was copied
    assert i18n.catalog_file("zh_CN", tmp_path) == shipped


@pytest.mark.parametrize(
    ("setting", "system", "language"),
    [
        ("", "zh_CN", "zh_CN"),
        ("", "zh_TW", "zh_CN"),  # Traditional readers get Simplified, not English
        ("", "de_DE", "en"),
        ("", "C", "en"),
        ("system", "zh_CN", "zh_CN"),
        ("en", "zh_CN", "en"),
        ("zh_CN", "en_US", "zh_CN"),
    ],
)
def test_the_language_follows_the_system_unless_chosen(
    setting: str, system: str, language: str
) -> None:
    assert i18n.resolve_language(setting, QLocale(system)) == language


def test_numbers_keep_the_system_locale_unless_a_language_is_forced() -> None:
    assert i18n.display_locale("", QLocale("en_GB")).name() == "en_GB"
    assert i18n.display_locale("zh_CN", QLocale("en_GB")).name() == "zh_CN"
    assert i18n.display_locale("en", QLocale("zh_CN")).name() == "en_US"
    assert i18n.display_locale("en", QLocale("en_IN")).name() == "en_IN"


def test_the_update_script_check_mode_passes() -> None:
    """``tools/update_translations.py --check`` is what a translator runs before committing."""
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "update_translations.py"), "--check"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
