"""Core notices worded for the CLI report and the exports, from the message catalog."""

from __future__ import annotations

from gpuplanner.core.notices import Code, Notice
from gpuplanner.io import messages


def notice_key(notice: Notice) -> str:
    """The catalog key of the notice's sentence.

    FIXED_GPUS_INFEASIBLE whose cause is not memory drops the memory figures: "it needs 26 GB,
    the GPU gives 80 GB" beside "interruptions never let it finish" would point at the wrong fix.
    """
    key = f"notice.{notice.code.value}"
    if notice.code is Code.FIXED_GPUS_INFEASIBLE and notice.params.get("why") != "memory":
        key += ".not_memory"
    return key


def describe_notice(notice: Notice, lang: str = "en") -> str:
    """The notice as one sentence in ``lang`` ("en" or "zh_CN"; others fall back to en)."""
    params = dict(notice.params)
    params.setdefault("platform", notice.platform or "")
    for name in ("why", "target"):
        key = f"notice.{name}.{params.get(name)}"
        if name in params and messages.has(key):
            params[name] = messages.text(key, lang)
    try:
        return messages.text(notice_key(notice), lang, **params)
    except (KeyError, ValueError, IndexError):
        return f"{notice.code.value}: {params}"
