"""Measure the two wording systems: the GUI's own strings (the .ts file) against the message
catalog (``gpuplanner/io/messages``).

    python tools/vocabulary.py            # the counts
    python tools/vocabulary.py --list     # and every shared / divergent / multi-key text

A text is "shared" when a GUI source string equals an English catalog text; "divergent" when
the GUI's Chinese for it differs from the catalog's; "multi-key" when one English catalog text
is written under several keys (an alias of messages/aliases.py reads its key's words and is
not counted), "multi-key divergent" when those keys' Chinese texts differ; "rejected" when a
Chinese text (the catalog's or the GUI's) holds a word docs/glossary.md's "Words not used"
table replaced ("虚拟阶段" for 虚拟流水线阶段: the same concept under another Chinese word,
which the English comparisons cannot see when the English differs too). Texts
compare without case ("Per started month" in a workbook column is "per started month" in a
GUI list): a domain word the GUI needs is read from the catalog, so an equal text is a copy.
``tests/io/test_one_vocabulary.py`` holds the shared, the multi-key divergent and the rejected
counts at 0.
"""

from __future__ import annotations

import argparse
import sys
import xml.etree.ElementTree as ET
from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS_FILE = ROOT / "resources" / "translations" / "gpuplanner_zh_CN.ts"
GLOSSARY = ROOT / "docs" / "glossary.md"
NOT_USED = "## Words not used"  # the glossary's table of replaced words: | not used | use | why |
UNIT = "unit."  # the catalog's units: io/messages/*/terms.py


def _qt_context(name: str) -> bool:
    """A context of Qt's own dialogs (QFileDialog …): gpuplanner only fills gaps in Qt's
    catalog there (gui/qt_words.py), under the words Qt asks for."""
    from PySide6 import QtCore, QtGui, QtWidgets

    return any(hasattr(module, name) for module in (QtCore, QtGui, QtWidgets))


def _worded(text: str) -> bool:
    """A text with a letter in it: "#", ", " and "; " are punctuation, not vocabulary."""
    return any(ch.isalpha() for ch in text)


def gui_strings(ts_file: Path = TS_FILE) -> dict[str, set[str]]:
    """Every live GUI source text with a letter in it → its Chinese translations (one per
    context it is in); entries lupdate marked vanished or obsolete are not the GUI's any
    more, and Qt's own contexts are Qt's words."""
    found: dict[str, set[str]] = defaultdict(set)
    for context in ET.parse(ts_file).getroot().iter("context"):
        if _qt_context(context.findtext("name") or ""):
            continue
        for message in context.iter("message"):
            _add(found, message)
    return dict(found)


def _add(found: dict[str, set[str]], message: ET.Element) -> None:
    source = message.findtext("source") or ""
    translation = message.find("translation")
    if translation is None or not _worded(source):
        return
    if translation.get("type") in ("vanished", "obsolete"):
        return
    numerus = translation.findall("numerusform")
    found[source].add((numerus[0].text if numerus else translation.text) or "")


def catalog_texts(en: Mapping[str, str], zh: Mapping[str, str]) -> dict[str, dict[str, str]]:
    """Every English catalog text (without case) → {key: its Chinese text}."""
    found: dict[str, dict[str, str]] = defaultdict(dict)
    for key, text in en.items():
        found[text.casefold()][key] = zh.get(key, "")
    return dict(found)


def _uncased(gui: dict[str, set[str]]) -> dict[str, set[str]]:
    found: dict[str, set[str]] = defaultdict(set)
    for text, chinese in gui.items():
        found[text.casefold()] |= chinese
    return dict(found)


def _differ(keys: dict[str, str]) -> bool:
    units = {zh for key, zh in keys.items() if key.startswith(UNIT)}
    names = {zh for key, zh in keys.items() if not key.startswith(UNIT)}
    return len(units) > 1 or len(names) > 1


def rejected_words(glossary: Path = GLOSSARY) -> dict[str, str]:
    """docs/glossary.md's "Words not used": each replaced Chinese word → the term to use."""
    lines = glossary.read_text(encoding="utf-8").splitlines()
    found: dict[str, str] = {}
    inside = False
    for line in lines:
        if line.startswith("## "):
            inside = line.startswith(NOT_USED)
            continue
        if not inside or not line.startswith("|"):
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        word = cells[0]
        if len(cells) >= 2 and word not in ("not used", "") and not set(word) <= {"-"}:
            found[word] = cells[1]  # a row, not the header or its |---| line
    return found


@dataclass(frozen=True)
class Measure:
    gui: dict[str, set[str]]
    catalog: dict[str, dict[str, str]]
    keys: int
    not_used: Mapping[str, str] = field(default_factory=dict)  # rejected word → the term

    @property
    def rejected(self) -> list[tuple[str, str]]:
        """(where, the Chinese text) for each catalog key or GUI source text whose Chinese
        holds a word the glossary replaced."""
        texts = [(k, zh) for keys in self.catalog.values() for k, zh in keys.items()]
        texts += [(source, zh) for source, chinese in self.gui.items() for zh in chinese]
        return sorted(
            (where, zh) for where, zh in texts if any(word in zh for word in self.not_used)
        )

    @property
    def shared(self) -> list[str]:
        """English texts (without case) both a GUI string and a catalog text."""
        return sorted(_uncased(self.gui).keys() & self.catalog.keys())

    @property
    def divergent(self) -> list[str]:
        """Shared texts whose GUI Chinese differs from the catalog's."""
        gui = _uncased(self.gui)
        return [t for t in self.shared if gui[t] - set(self.catalog[t].values())]

    @property
    def multi_key(self) -> list[str]:
        """English catalog texts under two or more keys."""
        return sorted(t for t, keys in self.catalog.items() if len(keys) > 1 and _worded(t))

    @property
    def multi_key_divergent(self) -> list[str]:
        """English catalog texts whose keys carry different Chinese texts. A unit (``unit.*``,
        the word after a number: 8 卡) may differ from the same English as a name (a column
        "GPUs": 卡数); units agree among themselves, names among themselves."""
        return [t for t in self.multi_key if _differ(self.catalog[t])]


def measure(ts_file: Path = TS_FILE) -> Measure:
    from gpuplanner.io import messages
    from gpuplanner.io.messages.aliases import SAME_AS

    # An alias (messages/aliases.py) reads another key's words: it is not written twice.
    written = {key: text for key, text in messages.EN.items() if key not in SAME_AS}
    catalog = catalog_texts(written, messages.ZH_CN)
    return Measure(gui_strings(ts_file), catalog, len(messages.EN), rejected_words())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--list", action="store_true", help="print every text counted")
    args = parser.parse_args(argv)
    m = measure()
    rows = [
        ("GUI strings (.ts sources)", len(m.gui)),
        ("catalog keys", m.keys),
        ("catalog English texts", len(m.catalog)),
        ("shared (GUI text = catalog text)", len(m.shared)),
        ("  of which translated differently", len(m.divergent)),
        ("English texts written under 2+ keys", len(m.multi_key)),
        ("  of which with different Chinese", len(m.multi_key_divergent)),
        ("Chinese texts with a word not used", len(m.rejected)),
    ]
    for name, count in rows:
        print(f"{name:<36}{count:>6}")
    if args.list:
        print("\n# shared (GUI zh | catalog key: zh)")
        for text in m.shared:
            mark = "!" if text in m.divergent else " "
            cat = "; ".join(f"{k}: {z}" for k, z in m.catalog[text].items())
            print(f"{mark} {text!r}  GUI {sorted(_uncased(m.gui)[text])} | {cat}")
        print("\n# English texts under several keys (! = different Chinese)")
        for text in m.multi_key:
            mark = "!" if text in m.multi_key_divergent else " "
            cat = "; ".join(f"{k}: {z}" for k, z in m.catalog[text].items())
            print(f"{mark} {text!r}  {cat}")
        print("\n# Chinese texts with a word docs/glossary.md does not use")
        for where, zh in m.rejected:
            print(f"! {where!r}: {zh}")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    raise SystemExit(main())
