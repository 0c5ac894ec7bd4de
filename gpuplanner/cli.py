"""Command line: ``gpuplanner [PLAN]`` opens the app; subcommands run headless.

Exit codes: 0 ok, 2 bad input (one line on stderr naming the field), 1 internal error.
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import os
import re
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from gpuplanner import __version__
from gpuplanner.exit_codes import EXIT_BAD_INPUT, EXIT_INTERNAL, EXIT_OK

if TYPE_CHECKING:
    from gpuplanner.core.analysis import Analysis

START = time.perf_counter()  # --smoke measures "first paint" from here (only stdlib before it)

# numpy's OpenBLAS starts one thread per core when numpy is imported (~60 ms of CPU on two
# cores before the first paint, more on a desktop with many; issue 25 item 11), and nothing
# here calls BLAS: the calculation is elementwise over GPU counts (no matmul, dot or linalg).
# One thread unless the user asked for more. Set before anything imports numpy.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

EMPTY_PATH = "an empty path; give a file or folder name"
SUBCOMMANDS = (
    "report",
    "schema",
    "catalog",
    "import-quotes",
    "quote-template",
    "kit",
    "import-measurements",
)


class CliError(Exception):
    """Bad input: printed as one line on stderr, exit 2; ``code`` and ``params`` are worded by
    the message catalog (``cli.<code>``) in the command's ``--lang``."""

    def __init__(self, code: str, **params: object) -> None:
        from gpuplanner.io import messages

        self.code, self.params = code, params
        super().__init__(messages.text(f"cli.{code}", "en", messages.render, **params))

    def text(self, lang: str) -> str:
        from gpuplanner.io import messages

        return messages.text(f"cli.{self.code}", lang, messages.render, **self.params)


# argparse's own errors, as Python 3.11–3.13 word them: matched to say them in --lang (its
# usage line and the "gpuplanner: error:" prefix stay as scripts read them).
_ARGPARSE_ERRORS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), key)
    for pattern, key in (
        (r"^the following arguments are required: (?P<args>.+)$", "required"),
        (r"^unrecognized arguments: (?P<args>.+)$", "unrecognized"),
        (
            r"^argument (?P<arg>.+?): invalid choice: (?P<value>.+?) "
            r"\(choose from (?P<choices>.+)\)$",
            "invalid_choice",
        ),
        (r"^argument (?P<arg>.+?): invalid (?P<type>\S+) value: (?P<value>.+)$", "invalid_value"),
        (r"^argument (?P<arg>.+?): expected one argument$", "expected_one"),
        (r"^argument (?P<arg>.+?): expected at least one argument$", "expected_some"),
        (r"^argument (?P<arg>.+?): " + re.escape(EMPTY_PATH) + "$", "empty_path"),
        (r"^argument (?P<arg>.+?): not allowed with argument (?P<other>.+)$", "not_allowed_with"),
    )
)


def argparse_text(message: str, lang: str) -> str:
    """An argparse error ``message`` worded in ``lang`` (the message as it is where none of
    _ARGPARSE_ERRORS matches, or in English)."""
    from gpuplanner.io import messages

    if lang == "en":
        return message
    for pattern, key in _ARGPARSE_ERRORS:
        if m := pattern.match(message):
            return messages.text(f"cli.argparse.{key}", lang, messages.render, **m.groupdict())
    return message


class _Parser(argparse.ArgumentParser):
    """argparse, its errors worded in the command's --lang (``lang``, set from the command
    line before it is parsed: the error may come before --lang is read)."""

    lang = "en"

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {argparse_text(message, self.lang)}\n")


def _lang_of(argv: Sequence[str]) -> str:
    """The --lang the command line gives (its last), else English."""
    lang = "en"
    for k, item in enumerate(argv):
        if item == "--lang" and k + 1 < len(argv):
            lang = argv[k + 1]
        elif item.startswith("--lang="):
            lang = item.partition("=")[2]
    return lang if lang in ("en", "zh_CN") else "en"


def _path(text: str) -> Path:
    """A path argument; an empty one is refused (Path("") is ".", the current folder: `kit -o
    ""` would write the kit there, `--csv ""` was refused as "cannot write .")."""
    if not text.strip():
        raise argparse.ArgumentTypeError(EMPTY_PATH)
    return Path(text)


def _report_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("report", help="evaluate a plan headless and print the ranking")
    p.add_argument("plan", type=_path, help="a .gpuplan file")
    p.add_argument("--json", action="store_true", help="print the JSON report (stable contract)")
    p.add_argument("--xlsx", type=_path, metavar="OUT.xlsx", help="also write the Excel workbook")
    p.add_argument("--csv", type=_path, metavar="OUT.csv", help="also write the ranking as CSV")
    p.add_argument(
        "--fleet-csv",
        type=_path,
        metavar="OUT.csv",
        help="also write the fleet comparison as CSV (a plan with a fleet part)",
    )
    p.add_argument(
        "--pdf", type=_path, metavar="OUT.pdf", help="also write the decision memo (A4 PDF)"
    )
    p.add_argument(
        "--lang",
        choices=("en", "zh_CN"),
        default="en",
        help="language of the text report, the workbook and the memo (default: en)",
    )
    p.set_defaults(func=_cmd_report)


def _schema_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("schema", help="print the JSON Schema of the plan format")
    p.set_defaults(func=_cmd_schema)


def _catalog_parser(sub: argparse._SubParsersAction) -> None:
    from gpuplanner.io.catalog import cli as catalog_cli

    catalog_cli.add_parser(sub)


def _quotes_parsers(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "import-quotes",
        help="add vendor quotes (the quote template, .xlsx or .csv) to a plan as platforms",
    )
    p.add_argument("plan", type=_path, help="a .gpuplan file")
    p.add_argument("quotes", type=_path, help="the filled quote template (.xlsx or .csv)")
    p.add_argument(
        "-o", "--output", type=_path, metavar="OUT.gpuplan", help="write here (default: PLAN)"
    )
    p.add_argument(
        "--valid-rows",
        action="store_true",
        help="add the valid offers even when other rows have problems (listed on stderr)",
    )
    p.add_argument(
        "--keep-expired",
        action="store_true",
        help="also add quotes whose validity has ended (left out by default, so that an "
        "expired quote never ranks as cheapest)",
    )
    p.add_argument(
        "--rate",
        action="append",
        default=[],
        metavar="CUR=RATE",
        help="an exchange rate for a currency the plan has none for: 1 CUR = RATE in the "
        "plan's currency (e.g. --rate USD=7.1); saved in the plan; repeatable",
    )
    p.add_argument("--lang", choices=("en", "zh_CN"), default="en", help="language of messages")
    p.set_defaults(func=_cmd_import_quotes)
    t = sub.add_parser(
        "quote-template", help="write the quote template (.xlsx or .csv) with a plan's platforms"
    )
    t.add_argument("plan", type=_path, help="a .gpuplan file")
    t.add_argument("out", type=_path, metavar="OUT.xlsx|OUT.csv", help="the template to write")
    t.add_argument("--lang", choices=("en", "zh_CN"), default="en", help="language of headers")
    t.set_defaults(func=_cmd_quote_template)


def _kit_parsers(sub: argparse._SubParsersAction) -> None:
    k = sub.add_parser("kit", help="write a platform qualification kit to run on a rented machine")
    k.add_argument("plan", type=_path, help="a .gpuplan file")
    k.add_argument("--platform", required=True, metavar="NAME", help="the platform to test")
    k.add_argument("-o", "--output", type=_path, required=True, metavar="DIR", help="kit folder")
    k.add_argument("--lang", choices=("en", "zh_CN"), default="en", help="language of messages")
    k.set_defaults(func=_cmd_kit)
    m = sub.add_parser(
        "import-measurements", help="apply a kit's results.json to the platform it tested"
    )
    m.add_argument("plan", type=_path, help="a .gpuplan file")
    m.add_argument("results", type=_path, help="the kit's results.json")
    m.add_argument(
        "-o", "--output", type=_path, metavar="OUT.gpuplan", help="write here (default: PLAN)"
    )
    m.add_argument("--lang", choices=("en", "zh_CN"), default="en", help="language of messages")
    m.set_defaults(func=_cmd_import_measurements)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="gpuplanner",
        description="The whole bill for training a model to target on each GPU platform.",
    )
    parser.add_argument("--version", action="version", version=f"gpuplanner {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    _report_parser(sub)
    _schema_parser(sub)
    _catalog_parser(sub)
    _quotes_parsers(sub)
    _kit_parsers(sub)
    return parser


def _cmd_report(args: argparse.Namespace) -> int:
    from gpuplanner.core.analysis import analyze
    from gpuplanner.io.plan_file import load_plan
    from gpuplanner.io.report.headless import ranking_rows, report_json, report_text
    from gpuplanner.io.terminal import printable, printable_json

    plan = load_plan(args.plan)
    outputs = (
        ("--csv", args.csv),
        ("--fleet-csv", args.fleet_csv),
        ("--xlsx", args.xlsx),
        ("--pdf", args.pdf),
    )
    for k, (option, out) in enumerate(outputs):
        if out is not None and _same_file(out, args.plan):
            raise CliError("same_as_plan", option=f"{option} {out}")
        for other, earlier in outputs[:k]:
            if out is not None and earlier is not None and _same_output(out, earlier):
                raise CliError("same_output", option=f"{option} {out}", other=other)
    if args.fleet_csv is not None and plan.fleet is None:
        raise CliError("no_fleet", option=f"--fleet-csv {args.fleet_csv}")
    analysis = analyze(plan)  # its Monte Carlo and fleet result run once, for every output
    if args.csv:
        _write_csv(args.csv, ranking_rows(analysis, args.lang))
    if args.fleet_csv is not None and plan.fleet is not None:
        from gpuplanner.io.fleet.report import fleet_rows

        fleet = analysis.fleet
        assert fleet is not None  # the plan has a fleet part
        _write_csv(args.fleet_csv, fleet_rows(plan.fleet, fleet, args.lang))
    if args.xlsx:
        from gpuplanner.io.excel.export import export_workbook

        export_workbook(analysis, args.xlsx, language=args.lang)
    if args.pdf:
        _write_memo(args.pdf, analysis, args.lang)
    if args.json:
        report = report_json(analysis, lang=args.lang)
        print(printable_json(json.dumps(report, ensure_ascii=False, indent=2)))
    else:
        print(printable(report_text(analysis, lang=args.lang)), end="")
    return EXIT_OK


def _cmd_import_quotes(args: argparse.Namespace) -> int:
    from gpuplanner.io import messages
    from gpuplanner.io.plan_file import load_plan, save_plan
    from gpuplanner.io.quotes import QuoteImportError, import_quotes, summary_lines
    from gpuplanner.io.quotes.words import problems_table
    from gpuplanner.io.terminal import printable

    def say(code: str, count: int, **params: object) -> str:
        form = "one" if count == 1 else "other"  # "1 problem", "3 problems"
        return messages.text(f"cli.{code}.{form}", args.lang, messages.render, **params)

    out = args.output or args.plan
    if _same_file(out, args.quotes):
        raise CliError("same_as_quotes", option=f"-o {out}" if args.output else str(out))
    _check_plan_output(args.output)
    rates = _rates(args.rate)
    plan = load_plan(args.plan)
    try:
        new_plan, found, summary = import_quotes(
            plan,
            args.quotes,
            valid_rows_only=args.valid_rows,
            keep_expired=args.keep_expired,
            rates=rates,
            lang=args.lang,
        )
    except QuoteImportError as exc:
        print(printable(problems_table(exc.problems, args.lang)), end="", file=sys.stderr)
        where = printable(str(args.quotes), keep_newlines=False)
        count = len(exc.problems)
        codes = {p.code for p in exc.problems}
        if codes == {"all_expired"}:
            nothing = messages.text("cli.all_expired", args.lang, where=where)
        elif codes == {"no_rate"}:  # --valid-rows would add nothing: the rate is the fix
            nothing = messages.text("cli.all_need_rate", args.lang, where=where)
        else:  # --valid-rows is named only where it would add an offer
            code = "nothing_imported" if exc.valid else "nothing_valid"
            nothing = say(code, count, where=where, problems=count)
        print(f"gpuplanner: error: {nothing}", file=sys.stderr)
        missing = dict.fromkeys(p.params["currency"] for p in exc.problems if p.code == "no_rate")
        for code in missing:
            hint = messages.text("cli.missing_rate", args.lang, currency=code, plan=plan.currency)
            print(f"gpuplanner: {printable(hint, keep_newlines=False)}", file=sys.stderr)
        return EXIT_BAD_INPUT
    save_plan(new_plan, out)
    added = len(new_plan.platforms) - len(plan.platforms)
    if found.problems:
        print(printable(problems_table(found.problems, args.lang)), end="", file=sys.stderr)
        skipped = len(found.offers) - added
        print(f"gpuplanner: {say('left_out', skipped, offers=skipped)}", file=sys.stderr)
    for line in summary_lines(summary, args.lang, args.keep_expired):
        print(printable(line, keep_newlines=False))
    added_text = say("added", added, out=out, platforms=added, quotes=args.quotes)
    print(printable(added_text, keep_newlines=False))
    return EXIT_OK


def _rates(given: list[str]) -> dict[str, float]:
    """``--rate USD=7.1`` (repeatable) → {"USD": 7.1}; a malformed one is bad input. The
    number is read as a quote's price cell is (io/quotes/cells.number): a comma only as a
    thousands separator, so "7,1" is refused, not read as 71."""
    import math

    from gpuplanner.io.quotes.cells import CellProblem, number

    rates: dict[str, float] = {}
    for item in given:
        code, sep, written = item.partition("=")
        code = code.strip().upper()
        try:
            rate = number(written)
        except CellProblem:
            rate = math.nan
        ok = sep and len(code) == 3 and code.isascii() and code.isalpha()
        if not ok or not math.isfinite(rate) or not 0 < rate <= 1e15:
            raise CliError("bad_rate", option=f"--rate {item}")
        if code in rates:
            raise CliError("rate_twice", option=f"--rate {item}", currency=code)
        rates[code] = rate
    return rates


def _cmd_quote_template(args: argparse.Namespace) -> int:
    from gpuplanner.io import messages
    from gpuplanner.io.plan_file import load_plan
    from gpuplanner.io.quotes import write_template
    from gpuplanner.io.terminal import printable

    if args.out.suffix.lower() not in (".xlsx", ".csv"):
        raise CliError("template_suffix", out=args.out)
    if _same_file(args.out, args.plan):
        raise CliError("same_as_plan", option=args.out)
    plan = load_plan(args.plan)
    write_template(args.out, plan.platforms, plan.currency, args.lang)
    said = messages.text(
        "cli.template_written." + ("one" if len(plan.platforms) == 1 else "other"),
        args.lang,
        messages.render,
        out=args.out,
        platforms=len(plan.platforms),
    )
    print(printable(said, keep_newlines=False))  # the file name may hold ESC sequences
    return EXIT_OK


def _cmd_kit(args: argparse.Namespace) -> int:
    from gpuplanner.io import messages
    from gpuplanner.io.kit import KitError, make_kit
    from gpuplanner.io.plan_file import load_plan
    from gpuplanner.io.terminal import printable

    plan = load_plan(args.plan)
    try:
        make_kit(plan, args.platform, args.output, plan_path=args.plan)
    except KitError as exc:
        raise CliError("kit", detail=exc.text(args.lang)) from None
    said = messages.text(
        "kit.written", args.lang, messages.render, out=args.output, platform=args.platform
    )
    print(printable(said, keep_newlines=False))
    return EXIT_OK


def _cmd_import_measurements(args: argparse.Namespace) -> int:
    from gpuplanner.io.kit import KitError, apply_results, load_results
    from gpuplanner.io.kit.words import summary
    from gpuplanner.io.plan_file import load_plan, save_plan
    from gpuplanner.io.terminal import printable

    out = args.output or args.plan
    if _same_file(out, args.results):
        raise CliError("same_as_results", option=f"-o {out}" if args.output else str(out))
    _check_plan_output(args.output)
    plan = load_plan(args.plan)
    try:
        results = load_results(args.results)
        new_plan, applied = apply_results(plan, results, args.results)
    except KitError as exc:
        raise CliError("kit", detail=exc.text(args.lang)) from None
    save_plan(new_plan, out)
    for line in summary(applied, results, args.results.name, args.lang):
        print(printable(line, keep_newlines=False))
    return EXIT_OK


def _check_plan_output(output: Path | None) -> None:
    """A plan written elsewhere (``-o``) must get a .gpuplan name: ``-o quotes.xlsx`` would
    overwrite a spreadsheet with plan JSON."""
    if output is not None and output.suffix.lower() != ".gpuplan":
        raise CliError("plan_suffix", option=f"-o {output}")


def _same_file(a: Path, b: Path) -> bool:
    """Whether two paths name one file; a path that does not exist (or cannot be looked at)
    names none, and the reader of that path says so in its own words."""
    try:
        return a.samefile(b)
    except OSError:
        return False


def _same_output(a: Path, b: Path) -> bool:
    """Whether two outputs would be one file (existing or not yet written)."""
    return _same_file(a, b) or a.resolve() == b.resolve()


def _write_memo(path: Path, analysis: Analysis, lang: str) -> None:
    """The decision memo: its content from io, typeset by Qt (loaded only for --pdf)."""
    from gpuplanner.io.memo import build_memo

    memo = build_memo(analysis, lang=lang, version=__version__)
    try:
        from gpuplanner.gui.memo.pdf import MemoFontError, write_memo_pdf
    except ImportError as exc:
        raise CliError("pdf_needs_qt", detail=exc) from None
    try:
        write_memo_pdf(memo, path)
    except MemoFontError as exc:
        raise CliError("pdf_font", path=path, detail=exc) from None


def _write_csv(path: Path, rows: list[dict]) -> None:
    from gpuplanner.io.atomic import WriteError, atomic_write_bytes

    buf = io.StringIO()
    if rows:
        writer = csv.DictWriter(buf, fieldnames=list(rows[0]))
        writer.writeheader()
        for row in rows:
            # A name starting with = + - @ must stay text in a spreadsheet.
            writer.writerow({k: _csv_safe(v) for k, v in row.items()})
    try:
        atomic_write_bytes(path, buf.getvalue().encode("utf-8-sig"))
    except WriteError as exc:
        if isinstance(exc.__cause__, PermissionError):  # Windows: the CSV is open in Excel
            raise exc.while_open("file") from exc
        raise


def _csv_safe(value: object) -> object:
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r"):
        return "'" + value
    return value


def _cmd_schema(args: argparse.Namespace) -> int:
    from gpuplanner.io.plan_file import plan_schema

    print(json.dumps(plan_schema(), ensure_ascii=False, indent=2))
    return EXIT_OK


def _run_headless(argv: Sequence[str]) -> int:
    from gpuplanner.io.atomic import WriteError
    from gpuplanner.io.plan_file import PlanError

    _Parser.lang = _lang_of(argv)
    args = build_parser().parse_args(argv)
    lang = getattr(args, "lang", "en")
    try:
        return args.func(args)
    except PlanError as exc:  # the file and the field as they are, the problem in --lang
        where = "".join(f"{part}: " for part in (exc.source, exc.field) if part)
        print(f"gpuplanner: error: {_one_line(where + exc.text(lang))}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except CliError as exc:
        print(f"gpuplanner: error: {_one_line(exc.text(lang))}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except WriteError as exc:
        print(f"gpuplanner: error: {_one_line(exc.text(lang))}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except BrokenPipeError:
        return EXIT_OK
    except Exception as exc:  # a bug: say so plainly, no traceback for the user
        print(
            f"gpuplanner: internal error: {type(exc).__name__}: {_one_line(exc)}", file=sys.stderr
        )
        return EXIT_INTERNAL


def _one_line(exc: BaseException | str) -> str:
    """The message on one line, even when a file name holds a line break, with every control
    character (an ESC in a file name or a quoted key) written as an escape."""
    from gpuplanner.io.terminal import printable

    return printable(" ".join(str(exc).splitlines()), keep_newlines=False)


def _run_gui(argv: Sequence[str]) -> int:
    _Parser.lang = _lang_of(argv)
    parser = _Parser(prog="gpuplanner", description="Open the gpuplanner app.")
    parser.add_argument("plan", nargs="?", type=_path, help="a .gpuplan file to open")
    parser.add_argument(
        "--smoke",
        action="store_true",
        help="open the example plan, paint once, print the time and exit",
    )
    parser.add_argument("--version", action="version", version=f"gpuplanner {__version__}")
    args = parser.parse_args(argv)
    # The core (numpy, pydantic, the plan models: some 300 modules) before PySide6: once
    # PySide6 is loaded, its import hook reads the source of every module imported after it
    # (shibokensupport's feature check), which cost about 0.1 s of the start (issue 25 item 11).
    import gpuplanner.core
    import gpuplanner.io.plan_file  # noqa: F401
    from gpuplanner.gui.app import run_app

    return run_app(plan_path=args.plan, smoke=args.smoke, started=START)


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and (argv[0] in SUBCOMMANDS or argv[0] in ("-h", "--help")):
        return _run_headless(argv)
    if argv and (close := _misspelt_command(argv[0])):
        from gpuplanner.io import messages

        said = messages.text(
            "cli.unknown_command", _lang_of(argv), messages.render, got=argv[0], close=close
        )
        print(f"gpuplanner: error: {_one_line(said)}", file=sys.stderr)
        return EXIT_BAD_INPUT
    return _run_gui(argv)


def _misspelt_command(word: str) -> str | None:
    """The subcommand ``word`` looks like a typo of (reprot, import-quote), where it names no
    file the app could open; None otherwise."""
    import difflib

    if word.startswith("-") or Path(word).exists():
        return None
    close = difflib.get_close_matches(word, SUBCOMMANDS, n=1, cutoff=0.75)
    return close[0] if close else None


if __name__ == "__main__":
    sys.exit(main())
