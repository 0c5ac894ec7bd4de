"""What a platform's trial showed, beside its cost and never mixed into it (issue 28).

``Measurement`` records where the figures the qualification kit measured came from (host and
date, which inputs they set); ``Qualification`` is the source articles' 30-minute checklist —
how long the quota took, whether the image had matching driver / CUDA / PyTorch, the
documentation, the ticket response, NCCL errors seen — each a score and a date.
"""

from __future__ import annotations

import datetime as dt
from typing import Annotated

from pydantic import Field

from gpuplanner.core.base import Frozen, NonNegFloat
from gpuplanner.core.text import Lines, OneLine

Score = Annotated[int, Field(ge=1, le=5)]  # 1 poor … 5 good
MAX_NOTE = 2000


class Measurement(Frozen):
    """Which inputs the kit's results.json set, measured where and when."""

    host: Annotated[OneLine, Field(max_length=253)] = ""
    measured_at: dt.datetime | None = None
    file: Annotated[str, Field(max_length=260)] = ""  # the results file's name, no folder
    fields: tuple[str, ...] = ()  # platform input names set from the measurement
    peak_memory_gb: NonNegFloat | None = None  # the training run's measured peak, per GPU
    predicted_memory_gb: NonNegFloat | None = None  # the model's figure for the same run
    nccl_errors: tuple[Annotated[str, Field(max_length=300)], ...] = ()


class Check(Frozen):
    score: Score | None = None
    value: NonNegFloat | None = None  # days of quota wait, hours to a ticket answer, …
    date: dt.date | None = None
    note: Annotated[str, Field(max_length=MAX_NOTE)] = ""


class Qualification(Frozen):
    """The checklist: each item a score (1–5), a figure where it has one, a date, a note."""

    quota_wait: Check = Check()  # value: days from request to quota granted
    image_ready: Check = Check()  # driver, CUDA, PyTorch and NCCL matching out of the box
    documentation: Check = Check()
    ticket_response: Check = Check()  # value: hours to a first useful answer
    nccl_errors: Check = Check()  # value: errors seen during the trial
    notes: Annotated[Lines, Field(max_length=MAX_NOTE)] = ""

    @property
    def checks(self) -> dict[str, Check]:
        return {
            "quota_wait": self.quota_wait,
            "image_ready": self.image_ready,
            "documentation": self.documentation,
            "ticket_response": self.ticket_response,
            "nccl_errors": self.nccl_errors,
        }

    @property
    def is_empty(self) -> bool:
        return not self.notes and all(c == Check() for c in self.checks.values())
