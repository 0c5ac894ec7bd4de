"""Refresh resources/translations/*.ts from the GUI sources with PySide6's lupdate.

    python tools/update_translations.py          # add new strings, drop vanished ones
    python tools/update_translations.py --check  # exit 1 if any entry is unfinished or empty
    python tools/update_translations.py --qm     # also compile the .qm files (not committed)

lupdate keeps every existing translation; a new or changed string arrives as "unfinished"
(with lupdate's guess from a similar old string, if any) for a translator to finish in Qt
Linguist (``pyside6-linguist``) or a text editor. Locations are left out of the .ts so that
editing code does not churn it: the context (class name, or the first argument of
``QCoreApplication.translate``) says where a string lives. Calls of small module-level
wrappers (``def _tr(text): return QCoreApplication.translate("ctx", text)``) are found
here too, since lupdate cannot see through them. See docs/usage.md, "Language, currency and fonts".
"""

from __future__ import annotations

import argparse
import ast
import json
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "gpuplanner" / "gui"
TRANSLATIONS = ROOT / "resources" / "translations"
LANGUAGES = ("zh_CN",)


def _tool_path(name: str) -> Path:
    """PySide6's bundled Qt tool (the same binary pyside6-lupdate / -lrelease wrap)."""
    import PySide6

    folder = Path(PySide6.__file__).resolve().parent
    return folder / (f"{name}.exe" if sys.platform == "win32" else name)


def tool_available(name: str) -> bool:
    return _tool_path(name).is_file()


def _tool(name: str) -> Path:
    exe = _tool_path(name)
    if not exe.is_file():
        raise SystemExit(f"{name} not found in {exe.parent}: install PySide6-Essentials")
    return exe


def source_files(root: Path = SOURCES) -> list[Path]:
    """Every GUI module, in a stable order (lupdate output must not depend on the disk)."""
    return sorted(p for p in root.rglob("*.py") if "__pycache__" not in p.parts)


def _wrappers(tree: ast.Module) -> dict[str, str]:
    """Module-level helpers ``def _tr(text): return QCoreApplication.translate("ctx", text)``
    → {name: context}. lupdate cannot see through them, so their calls are extracted here."""
    found = {}
    for node in tree.body:
        if not isinstance(node, ast.FunctionDef) or len(node.args.args) != 1:
            continue
        ret = node.body[-1]
        call = ret.value if isinstance(ret, ast.Return) else None
        if (
            isinstance(call, ast.Call)
            and isinstance(call.func, ast.Attribute)
            and call.func.attr == "translate"
            and len(call.args) == 2
            and isinstance(call.args[0], ast.Constant)
            and isinstance(call.args[1], ast.Name)
        ):
            found[node.name] = call.args[0].value
    return found


def wrapped_strings(path: Path) -> tuple[list[tuple[str, str]], list[str]]:
    """(context, text) of every call of a translate wrapper in ``path``, and the calls whose
    argument is not a string literal (they cannot be translated: an error to fix)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    wrappers = _wrappers(tree)
    strings, bad = [], []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
            continue
        context = wrappers.get(node.func.id)
        if context is None:
            continue
        arg = node.args[0] if node.args else None
        if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
            strings.append((context, arg.value))
        else:
            bad.append(f"{path}:{node.lineno}: {node.func.id}() of a non-literal")
    return strings, bad


def lupdate(ts: Path, language: str, sources: list[Path] | None = None) -> None:
    """Merge the strings of ``sources`` into ``ts`` (created when missing)."""
    paths = sources if sources is not None else source_files()
    with tempfile.TemporaryDirectory(prefix="gpuplanner-lupdate-") as tmp:
        # Calls of translate wrappers, spelled out so lupdate reads them with their context.
        lines = []
        for path in paths:
            for context, text in wrapped_strings(path)[0]:
                lines.append(
                    f"QCoreApplication.translate({json.dumps(context)}, "
                    f"{json.dumps(text, ensure_ascii=False)})"
                )
        extra = Path(tmp) / "wrapped_strings.py"
        extra.write_text("\n".join(lines) + "\n", encoding="utf-8")
        files = [str(p) for p in paths] + [str(extra)]
        cmd = [str(_tool("lupdate")), "-silent", "-no-obsolete", "-locations", "none"]
        cmd += ["-target-language", language, *files, "-ts", str(ts)]
        subprocess.run(cmd, check=True)


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run([str(_tool("lrelease")), "-silent", str(ts), "-qm", str(qm)], check=True)


def unfinished(ts: Path) -> list[str]:
    """Sources whose translation is unfinished or empty, as "context: source"."""
    out = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            tr = message.find("translation")
            texts = [tr.text or ""] if tr is not None else [""]
            if tr is not None and tr.findall("numerusform"):
                texts = [n.text or "" for n in tr.findall("numerusform")]
            empty = tr is None or not all(t.strip() for t in texts)
            if empty or (tr is not None and tr.get("type") == "unfinished"):
                out.append(f"{name}: {message.findtext('source', '')}")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report unfinished entries")
    parser.add_argument("--qm", action="store_true", help="also compile the .qm files")
    args = parser.parse_args(argv)
    status = 0
    for language in LANGUAGES:
        ts = TRANSLATIONS / f"gpuplanner_{language}.ts"
        if not args.check:
            lupdate(ts, language)
        todo = unfinished(ts)
        print(f"{ts.relative_to(ROOT)}: {len(todo)} unfinished")
        for line in todo:
            print(f"  {line}")
        status = status or (1 if todo and args.check else 0)
        if args.qm:
            lrelease(ts, ts.with_suffix(".qm"))
    return status


if __name__ == "__main__":
    sys.exit(main())
