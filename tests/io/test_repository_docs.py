"""The repository's own pages hold together (issue 27 item 4): every relative link in
README.md, CONTRIBUTING.md and docs/*.md reaches a file of the checkout, the README stays a
five-minute read (≤ 10 KB), and its two commands are the ones the project runs — the test
command is `.ci/run`'s verbatim, the extras and the script it names exist in pyproject.toml."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PAGES = [ROOT / "README.md", ROOT / "CONTRIBUTING.md", *sorted((ROOT / "docs").glob("*.md"))]
# [text](target) and ![alt](target), and reference definitions "[name]: target".
INLINE = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
REFERENCE = re.compile(r"^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)", re.MULTILINE)


def relative_links(text: str) -> list[str]:
    """The link targets of a Markdown page that name a path (no scheme, not a bare #anchor),
    without their #anchor."""
    targets = INLINE.findall(text) + REFERENCE.findall(text)
    paths = [t.split("#", 1)[0] for t in targets if not re.match(r"[a-zA-Z][\w+.-]*:|#", t)]
    return [p for p in paths if p]


def test_the_link_reader_sees_each_kind_of_link() -> None:
    page = (
        'See [design](docs/design.md#layers), ![shot](docs/img/a.png "A"), '
        "[web](https://example.com/x.md), [here](#top) and [usage][u].\n\n[u]: docs/usage.md\n"
    )
    assert relative_links(page) == ["docs/design.md", "docs/img/a.png", "docs/usage.md"]


def test_every_relative_link_reaches_a_file() -> None:
    assert len(PAGES) >= 8  # README, CONTRIBUTING and docs/ (design, usage, method, …)
    broken = [
        f"{page.relative_to(ROOT)} → {target}"
        for page in PAGES
        for target in relative_links(page.read_text(encoding="utf-8"))
        if not (page.parent / target).exists()
    ]
    assert broken == []
    readme = relative_links((ROOT / "README.md").read_text(encoding="utf-8"))
    assert "docs/design.md" in readme and "docs/report-json.md" in readme


def test_the_readme_is_short() -> None:
    """Issue 27 item 4: at most 10 KB (10,240 bytes); details belong in docs/."""
    assert (ROOT / "README.md").stat().st_size <= 10 * 1024


def test_the_readme_commands_are_the_projects() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    run = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    commands = re.findall(r"^(python3 -m venv .*)$", readme, re.MULTILINE)
    assert len(commands) == 2  # run the app, run the tests
    app, tests = commands
    assert tests in run.splitlines()
    assert app.endswith(".venv/bin/gpuplanner") and "gpuplanner" in project["scripts"]
    for extra in re.findall(r"\.\[(\w+)\]", readme):
        assert extra in project["optional-dependencies"], extra
