"""The kit's figures in ``report --json``: what was measured (host, date, which inputs), the
storage the model reads and writes at, and the qualification checklist — beside the cost,
never part of it."""

from __future__ import annotations

from typing import Any

from gpuplanner.core.platform import Platform


def qualification_json(platform: Platform) -> dict[str, Any]:
    m = platform.measurement
    q = platform.qualification
    return {
        "storage": platform.storage.model_dump(mode="json"),
        "measurement": None if m is None else m.model_dump(mode="json"),
        "qualification": None if q.is_empty else q.model_dump(mode="json"),
    }
