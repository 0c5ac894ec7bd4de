"""Colours: a stable colour per platform, series colours, and the light/dark chart theme.

Platform colours come from the Okabe–Ito palette (Okabe & Ito 2008, "Color Universal Design"),
which stays distinguishable with the common colour-vision deficiencies. A platform keeps its
colour for as long as its name is drawn (and, when renamed in place, its slot's colour), so every
chart and every edit shows the same platform in the same colour.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtGui import QColor, QPalette

# Okabe–Ito, ordered so the first four are the most distinct (blue, orange, green, purple) and
# near pairs (orange/vermillion, blue/sky blue) come apart. Black is replaced by grey, and each
# theme gets its own lightness: yellow and grey darkened on white, blues and greens lightened
# on near-black — keeping blue and sky blue apart by lightness in both.
PLATFORM_COLORS_LIGHT = (
    "#0072B2",  # blue
    "#E69F00",  # orange
    "#009E73",  # bluish green
    "#CC79A7",  # reddish purple
    "#D55E00",  # vermillion
    "#56B4E9",  # sky blue
    "#B8A200",  # yellow, darkened to read on white
    "#6E6E6E",  # grey
)
PLATFORM_COLORS_DARK = (
    "#3D8FD6",  # blue, lightened
    "#E69F00",  # orange
    "#1FC08F",  # bluish green, lightened
    "#E08DBB",  # reddish purple, lightened
    "#F0702A",  # vermillion, lightened
    "#9AD8FF",  # sky blue, lighter still
    "#F0E442",  # yellow
    "#B0B0B0",  # grey
)

# Segments of stacked bars (cost kinds, memory parts): Paul Tol's "muted" scheme, a second
# colour-blind-safe set so segments never look like platforms.
SEGMENT_COLORS = (
    "#332288",  # indigo
    "#88CCEE",  # cyan
    "#44AA99",  # teal
    "#117733",  # green
    "#999933",  # olive
    "#DDCC77",  # sand
    "#CC6677",  # rose
    "#882255",  # wine
    "#AA4499",  # purple
    "#EE8866",  # light orange (Tol "light"; pale grey vanished on white)
    "#777777",  # dark grey
)


@dataclass(frozen=True)
class Theme:
    """Colours a chart takes from the widget palette (light or dark)."""

    background: QColor
    foreground: QColor
    muted: QColor  # grid lines, secondary marks
    dark: bool

    @classmethod
    def from_palette(cls, palette: QPalette) -> Theme:
        bg = palette.color(QPalette.ColorRole.Base)
        fg = palette.color(QPalette.ColorRole.Text)
        dark = bg.lightnessF() < 0.5
        muted = QColor(fg)
        muted.setAlphaF(0.35)
        return cls(background=bg, foreground=fg, muted=muted, dark=dark)


class PlatformColors:
    """Assigns each platform name a palette slot and keeps it while the name exists.

    ``update(names)`` is called with the names a chart draws, in order, on every result: every
    platform of the plan in plan order, or past ``limits.MAX_CHART_PLATFORMS`` the drawn ones.
    Names seen before keep their slot; a name that replaces another at the same position (a
    rename) inherits its slot; a new name takes the first free slot. With more platforms than
    colours, slots repeat (the chosen-N symbols still tell them apart).
    """

    def __init__(self) -> None:
        self._slots: dict[str, int] = {}
        self._order: list[str] = []

    def update(self, names: Sequence[str]) -> None:
        if list(names) == self._order:
            return
        old_order, old_slots = self._order, self._slots
        kept = {n: old_slots[n] for n in names if n in old_slots}
        for pos, name in enumerate(names):
            if name in kept:
                continue
            taken = set(kept.values())
            renamed = old_order[pos] if pos < len(old_order) else None
            if renamed is not None and renamed not in names and old_slots[renamed] not in taken:
                kept[name] = old_slots[renamed]
                continue
            free = [s for s in range(len(PLATFORM_COLORS_LIGHT)) if s not in taken]
            kept[name] = free[0] if free else len(kept) % len(PLATFORM_COLORS_LIGHT)
        self._slots = kept
        self._order = list(names)

    def slot(self, name: str) -> int:
        if name not in self._slots:
            self.update([*self._order, name])
        return self._slots[name]

    def color(self, name: str, dark: bool) -> QColor:
        colors = PLATFORM_COLORS_DARK if dark else PLATFORM_COLORS_LIGHT
        return QColor(colors[self.slot(name)])


def segment_color(index: int, dark: bool) -> QColor:
    """Fill of the index-th stacked segment; fills keep more lightness than lines may."""
    c = QColor(SEGMENT_COLORS[index % len(SEGMENT_COLORS)])
    if dark and c.lightnessF() < 0.4:
        # Indigo, green and wine sink into a dark background: lift them, keep their hue.
        h, s, _, a = c.getHslF()
        c.setHslF(max(h, 0.0), s, 0.62, a)
    return c
