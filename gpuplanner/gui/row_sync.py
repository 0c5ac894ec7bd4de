"""Turn "the list changed" into fine-grained row signals, so selections survive edits.

A table model over an immutable tuple (platforms, fee items) gets a new tuple after every
edit, undo or redo. Comparing old and new finds the one insertion, removal, neighbour swap or
in-place change an edit makes; anything else resets the model.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QAbstractItemModel, QModelIndex


def _common_ends(old: Sequence[Any], new: Sequence[Any]) -> tuple[int, int]:
    limit = min(len(old), len(new))
    head = 0
    while head < limit and old[head] == new[head]:
        head += 1
    tail = 0
    while tail < limit - head and old[len(old) - 1 - tail] == new[len(new) - 1 - tail]:
        tail += 1
    return head, tail


def sync_rows(
    model: QAbstractItemModel,
    old: Sequence[Any],
    new: Sequence[Any],
    store: Callable[[Sequence[Any]], None],
) -> None:
    """Call ``store(new)`` wrapped in the matching begin/end signals of ``model``."""
    root = QModelIndex()
    head, tail = _common_ends(old, new)
    old_mid = list(old[head : len(old) - tail])
    new_mid = list(new[head : len(new) - tail])
    if not old_mid and not new_mid:
        store(new)
        return
    if not old_mid:
        model.beginInsertRows(root, head, head + len(new_mid) - 1)
        store(new)
        model.endInsertRows()
        return
    if not new_mid:
        model.beginRemoveRows(root, head, head + len(old_mid) - 1)
        store(new)
        model.endRemoveRows()
        return
    if len(old_mid) == len(new_mid) == 2 and old_mid == new_mid[::-1]:
        # Two neighbours swapped: move the lower one above the upper one.
        model.beginMoveRows(root, head + 1, head + 1, root, head)
        store(new)
        model.endMoveRows()
        return
    if len(old_mid) == len(new_mid):
        store(new)
        columns = model.columnCount(root)
        first = model.index(head, 0, root)
        last = model.index(head + len(new_mid) - 1, max(columns - 1, 0), root)
        model.dataChanged.emit(first, last)
        return
    model.beginResetModel()
    store(new)
    model.endResetModel()
