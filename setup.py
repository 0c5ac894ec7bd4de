"""Build hook: ship catalogs/ and resources/ inside the wheel as gpuplanner/_data/.

In a checkout (and an editable install) gpuplanner.paths finds the assets at the top of the
repository; a wheel has no such top, so build_py copies them into the package. Compiled
translations (.qm) are built here when PySide6's lrelease is importable, else at first run.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
ASSET_DIRS = ("catalogs", "resources")


class BuildPyWithAssets(build_py):
    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return
        data = Path(self.build_lib) / "gpuplanner" / "_data"
        for name in ASSET_DIRS:
            src, dst = ROOT / name, data / name
            if dst.exists():
                shutil.rmtree(dst)
            shutil.copytree(src, dst, ignore=shutil.ignore_patterns("*.qm", "__pycache__"))
        compile_translations(data / "resources" / "translations")


def compile_translations(folder: Path) -> None:
    for ts in sorted(folder.glob("*.ts")):
        qm = ts.with_suffix(".qm")
        cmd = [
            sys.executable,
            "-c",
            "from PySide6.scripts.pyside_tool import lrelease; lrelease()",
            str(ts),
            "-qm",
            str(qm),
        ]
        try:
            subprocess.run(cmd, check=True, capture_output=True)
        except (OSError, subprocess.CalledProcessError):
            print(f"note: {ts.name} not compiled; gpuplanner compiles it at first run")


setup(cmdclass={"build_py": BuildPyWithAssets})
