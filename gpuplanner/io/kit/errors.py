"""A kit or a results file that cannot be used: a code worded by the message catalog
(``kit.<code>``), with the field it concerns."""

from __future__ import annotations

from gpuplanner.io import messages


class KitError(ValueError):
    def __init__(self, code: str, field: str = "", **params: object) -> None:
        self.code, self.field, self.params = code, field, params
        super().__init__(self.text("en"))

    def text(self, lang: str) -> str:
        said = messages.text(f"kit.{self.code}", lang, messages.render, **self.params)
        return f"{self.field}: {said}" if self.field else said
