"""The bundled example plans in the UI's language.

An example is written once, in English (``catalogs/examples/<name>.gpuplan``); its words in
another language sit beside it (``<name>.<lang>.json``: each English text of the plan, its
title, notes, the model's, platforms' and fees' names and notes, mapped to its translation).
Only the words change: every number, and so every figure the app shows, is the English
plan's. tests/io/test_examples.py fails when the example gains a text its translation lacks.
"""

from __future__ import annotations

import json
from pathlib import Path

from gpuplanner.core.plan import Plan
from gpuplanner.io import messages
from gpuplanner.io.plan_file import load_plan
from gpuplanner.paths import example_plan


def words_path(plan_path: Path, lang: str) -> Path:
    return plan_path.with_name(f"{plan_path.stem}.{lang}.json")


def translate(plan: Plan, words: dict[str, str]) -> Plan:
    """``plan`` with each of its texts found in ``words`` replaced (the rest as they are)."""

    def say(text: str) -> str:
        return words.get(text, text)

    model = plan.workload.model.model_copy(update={"name": say(plan.workload.model.name)})
    platforms = tuple(
        p.model_copy(
            update={
                "name": say(p.name),
                "notes": say(p.notes),
                "fees": tuple(
                    f.model_copy(update={"name": say(f.name), "note": say(f.note)}) for f in p.fees
                ),
            }
        )
        for p in plan.platforms
    )
    return plan.model_copy(
        update={
            "title": say(plan.title),
            "notes": say(plan.notes),
            "workload": plan.workload.model_copy(update={"model": model}),
            "platforms": platforms,
        }
    )


def example(lang: str, path: Path | None = None) -> Plan:
    """The example plan (``path``, else the one the app opens on first start) in ``lang``."""
    path = path or example_plan()
    plan = load_plan(path)
    words = words_path(path, messages.language(lang))
    if messages.language(lang) == messages.ENGLISH or not words.is_file():
        return plan
    return translate(plan, json.loads(words.read_text(encoding="utf-8")))
