"""Core notices worded from the message catalog: the same sentence in the GUI, the CLI report
and the exports (the GUI adds the advice and writes numbers in its locale)."""

from __future__ import annotations

from typing import Any

from gpuplanner.core.currency import CURRENCY_SYMBOLS
from gpuplanner.core.notices import Code, Notice
from gpuplanner.io import messages
from gpuplanner.io.words.pricing import field_label

# A sentence that depends on a parameter: the catalog has one key per value.
_VARIANT = {
    Code.FIXED_GPUS_INFEASIBLE: "why",  # layout, memory, quota, interruptions
    Code.FIX_QUOTA: "target",  # deadline, budget
    Code.FIX_OTHER_PLATFORM: "target",
    Code.DATA_BOUND: "dataset",  # packed, small_files
}
# Codes that share one advice.
_SHARED_ADVICE = {
    Code.CALIBRATION_MFU_HIGH: "calibration",
    Code.CALIBRATION_MFU_LOW: "calibration",
    Code.CALIBRATION_SUPERLINEAR: "calibration",
    Code.DATA_BOUND: "data_bound",
}


def currency_name(code: str, lang: str = "en") -> str:
    """A currency as its users name it in a sentence: "CNY" in English, "人民币元" in
    Chinese; the ISO code where the catalog has no word for it."""
    key = f"currency.{code}"
    return messages.text(key, lang) if messages.has(key) else code


def notice_key(notice: Notice) -> str:
    """The catalog key of the notice's sentence: on one GPU its ``.one`` form where the
    catalog has one ("on 1 GPU", not "on 1 GPUs"); when the nearest valid counts below and
    above are one count (a count under one node or one layout unit), its ``.single`` form
    ("take 8", not "e.g. 8 or 8")."""
    key = f"notice.{notice.code.value}"
    variant = _VARIANT.get(notice.code)
    key = f"{key}.{notice.params.get(variant)}" if variant else key
    one = f"{key}.one"
    if notice.params.get("gpus") == 1 and messages.has(one):
        return one
    single = f"{key}.single"
    lower, upper = notice.params.get("lower"), notice.params.get("upper")
    return single if lower is not None and lower == upper and messages.has(single) else key


def advice_key(notice: Notice) -> str | None:
    """The catalog key of what to do about the notice, if the catalog says anything."""
    key = f"notice.{_SHARED_ADVICE.get(notice.code, notice.code.value)}.advice"
    return key if messages.has(key) else None


def _params(notice: Notice, lang: str) -> dict[str, Any]:
    params = dict(notice.params)
    params.setdefault("platform", notice.platform or "")
    for name in ("requested", "used"):  # precisions: "BF16", as the GPU's datasheet says
        if params.get(name):
            params[name] = str(params[name]).upper()
    field = params.get("field")
    if notice.code is Code.PRICE_MISSING and isinstance(field, str):  # pricing.<name>
        params["label"] = field_label(field.removeprefix("pricing."), lang)
    recompute = params.get("recompute")
    if recompute and messages.has(f"recompute.{recompute}"):  # a word, never "full" in Chinese
        params["recompute"] = messages.text(f"recompute.{recompute}", lang)
    return params


def money_render(currency: str) -> messages.Render:
    """``messages.render`` with an amount in ``currency``'s symbol ('¥19,083.29'), as the GUI
    words a notice: the memo, the report and the workbook write every other amount so."""

    def render(value: Any, spec: str) -> str:
        if spec == messages.MONEY and isinstance(value, int | float):
            symbol = CURRENCY_SYMBOLS.get(currency, currency + " ")
            return ("-" if value < 0 else "") + symbol + messages.render(abs(value), spec)
        return messages.render(value, spec)

    return render


def describe_notice(
    notice: Notice,
    lang: str = "en",
    render: messages.Render = messages.render,
    currency: str | None = None,
) -> str:
    """The notice as one sentence in ``lang`` ("en" or "zh_CN"; others fall back to en);
    ``currency``: its amounts in that currency's symbol (else bare figures)."""
    if currency is not None and render is messages.render:
        render = money_render(currency)
    params = _params(notice, lang)
    try:
        return messages.text(notice_key(notice), lang, render, **params)
    except (KeyError, ValueError, IndexError, TypeError):
        return f"{notice.code.value}: {params}"


def notice_advice(
    notice: Notice, lang: str = "en", render: messages.Render = messages.render
) -> str:
    """What to do about the notice in ``lang``; "" when there is nothing to do."""
    key = advice_key(notice)
    if key is None:
        return ""
    try:
        return messages.text(key, lang, render, **_params(notice, lang))
    except (KeyError, ValueError, IndexError, TypeError):
        return ""
