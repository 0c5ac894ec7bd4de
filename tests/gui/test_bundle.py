"""The desktop bundle: PyInstaller builds it from packaging/gpuplanner.spec, it starts (--smoke),
and it carries what the app reads at run time: catalogs, the compiled zh_CN translation, the
Help pages and the icon.

Slow (about 45 s to build here, 230 MB written to a temporary folder); skipped where
PyInstaller is not installed (pip install -e '.[package]'), except under
GPUPLANNER_REQUIRE_BUNDLE=1 (CI), where a missing PyInstaller or binutils fails.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "packaging" / "gpuplanner.spec"
TS = ROOT / "resources" / "translations" / "gpuplanner_zh_CN.ts"
BUILD_TIMEOUT_S = 600
SMOKE_TIMEOUT_S = 120

pytestmark = pytest.mark.slow


def _missing(reason: str) -> None:
    if os.environ.get("GPUPLANNER_REQUIRE_BUNDLE") == "1":
        pytest.fail(reason + " and GPUPLANNER_REQUIRE_BUNDLE=1 is set")
    pytest.skip(reason)


@pytest.fixture(scope="module")
def bundle() -> Iterator[Path]:
    if importlib.util.find_spec("PyInstaller") is None:
        _missing("PyInstaller is not installed (pip install -e '.[package]')")
    if sys.platform.startswith("linux") and shutil.which("objdump") is None:
        _missing("PyInstaller needs objdump and objcopy on Linux (apt install binutils)")
    # Deleted afterwards (not one of pytest's kept temporary folders): it is 230 MB.
    with tempfile.TemporaryDirectory(prefix="gpuplanner-bundle-") as folder:
        out = Path(folder)
        cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN"]
        cmd += ["--distpath", str(out / "dist"), "--workpath", str(out / "work"), str(SPEC)]
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=BUILD_TIMEOUT_S)
        assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
        yield out / "dist" / "gpuplanner"


def _internal(bundle: Path) -> Path:
    """PyInstaller ≥ 6 puts everything but the executable under _internal/."""
    inner = bundle / "_internal"
    return inner if inner.is_dir() else bundle


def test_the_bundle_starts_and_paints(bundle: Path, tmp_path: Path) -> None:
    exe = bundle / ("gpuplanner.exe" if sys.platform == "win32" else "gpuplanner")
    assert exe.is_file()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env[var] = str(tmp_path / var.lower())  # a first start, with no user files
    done = subprocess.run(
        [str(exe), "--smoke"], capture_output=True, text=True, env=env, timeout=SMOKE_TIMEOUT_S
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "first paint:" in done.stdout


def test_the_bundle_carries_the_catalogs_and_help(bundle: Path) -> None:
    data = _internal(bundle)
    for name in ("gpus.json", "models.json", "platforms.json"):
        shipped = data / "catalogs" / name
        assert shipped.read_bytes() == (ROOT / "catalogs" / name).read_bytes()
    example = json.loads((data / "catalogs" / "examples" / "seed-7b-finetune.gpuplan").read_text())
    assert example["format"] == "gpuplanner-plan"
    for page in ("method_en.html", "method_zh_CN.html"):
        assert (data / "resources" / "docs" / page).is_file()
    assert (data / "resources" / "icons" / "app" / "gpuplanner.svg").is_file()


def test_the_bundle_carries_the_compiled_chinese_translation(bundle: Path) -> None:
    translations = _internal(bundle) / "resources" / "translations"
    assert sorted(p.name for p in translations.iterdir()) == ["gpuplanner_zh_CN.qm"]  # no .ts
    translator = QTranslator()
    assert translator.load(str(translations / "gpuplanner_zh_CN.qm"))
    # Every finished entry of the source is in the compiled file (spot-check a few contexts).
    checked = 0
    for context in ET.parse(TS).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            tr = message.find("translation")
            if tr is None or tr.get("type") or not (tr.text or "").strip():
                continue
            if tr.findall("numerusform"):
                continue
            assert translator.translate(name, message.findtext("source", "")) == tr.text
            checked += 1
    assert checked > 100
