#!/usr/bin/env bash
# Build the one-folder desktop bundle with PyInstaller, then smoke-test it.
#   bash packaging/build.sh            → packaging/dist/gpuplanner/gpuplanner
# Needs the project installed with the packaging extra: pip install -e '.[package]'
# Windows and macOS bundles must be built on those systems (same spec); see packaging/README.md.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python}

# The spec compiles the translations (.ts → .qm) into packaging/build itself.
"$PY" -m PyInstaller --noconfirm --clean \
  --distpath packaging/dist --workpath packaging/build packaging/gpuplanner.spec

BIN=packaging/dist/gpuplanner/gpuplanner
[ -x "$BIN" ] || BIN=packaging/dist/gpuplanner/gpuplanner.exe
QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen} "$BIN" --smoke
echo "bundle: packaging/dist/gpuplanner ($(du -sh packaging/dist/gpuplanner | cut -f1))"
