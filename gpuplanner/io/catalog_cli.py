"""``gpuplanner catalog gpus|models|platforms [--json]`` (filled in by the catalogs work)."""

from __future__ import annotations

import argparse


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("catalog", help="list the bundled and user catalogs")
    p.add_argument("which", choices=("gpus", "models", "platforms"))
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_cmd)


def _cmd(args: argparse.Namespace) -> int:
    from gpuplanner.cli import CliError

    raise CliError("catalogs are not bundled yet")
