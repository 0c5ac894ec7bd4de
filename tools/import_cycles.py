"""List the import circles in gpuplanner: strongly connected components of the module graph.

Imports under ``if TYPE_CHECKING:`` and inside functions count (a circle through them still
ties the modules together for a reader and for a refactor). Prints each component of more
than one module with one cycle through it; exits 1 when there is any.

    python tools/import_cycles.py
"""

from __future__ import annotations

import sys

import grimp


def components(graph: grimp.ImportGraph) -> list[list[str]]:
    """Tarjan's strongly connected components of more than one module, largest first."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0
    sys.setrecursionlimit(10_000)

    def visit(node: str) -> None:
        nonlocal counter
        index[node] = low[node] = counter
        counter += 1
        stack.append(node)
        on_stack.add(node)
        for nxt in graph.find_modules_directly_imported_by(node):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            comp = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                comp.append(top)
                if top == node:
                    break
            if len(comp) > 1:
                found.append(sorted(comp))

    for module in sorted(graph.modules):
        if module not in index:
            visit(module)
    return sorted(found, key=len, reverse=True)


def one_cycle(graph: grimp.ImportGraph, comp: list[str]) -> list[str]:
    """A shortest path from the component's first module back to itself, within it."""
    start = comp[0]
    members = set(comp)
    for nxt in sorted(graph.find_modules_directly_imported_by(start) & members):
        path = graph.find_shortest_chain(importer=nxt, imported=start)
        if path and set(path) <= members:
            return [start, *path]
    return comp


def main() -> int:
    graph = grimp.build_graph("gpuplanner", exclude_type_checking_imports=False)
    found = components(graph)
    for comp in found:
        print(f"{len(comp)} modules: " + ", ".join(comp))
        print("  e.g. " + " -> ".join(one_cycle(graph, comp)))
    print(f"{len(found)} circles, {sum(map(len, found))} modules in them")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
