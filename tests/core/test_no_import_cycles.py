"""No module of gpuplanner imports itself back through others (issue 27 item 3).

The import-linter contracts (pyproject.toml, tests/core/test_layers.py) forbid circles between
sibling modules and packages; this checks the module graph itself, so a circle through a
package's ``__init__`` and one of its modules is caught too. Imports under
``if TYPE_CHECKING:`` and inside functions count, as the issue counted them (13 core modules
in one circle through type-only imports before the fix).
"""

from __future__ import annotations

import sys
from pathlib import Path

import grimp

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
from import_cycles import components, one_cycle  # noqa: E402  (tools/ is not a package)


def test_gpuplanner_has_no_import_circle() -> None:
    graph = grimp.build_graph("gpuplanner", exclude_type_checking_imports=False)
    found = components(graph)
    assert not found, "import circles:\n" + "\n".join(
        " -> ".join(one_cycle(graph, comp)) for comp in found
    )


def test_a_circle_is_found_with_its_modules_and_a_cycle_through_them() -> None:
    """By hand: a -> b -> c -> a is one circle of three; d imports into it and e is imported
    from it, so neither is in it; f <-> g is a second circle of two."""
    graph = grimp.ImportGraph()
    for importer, imported in [
        ("p.a", "p.b"),
        ("p.b", "p.c"),
        ("p.c", "p.a"),
        ("p.d", "p.a"),
        ("p.c", "p.e"),
        ("p.f", "p.g"),
        ("p.g", "p.f"),
    ]:
        graph.add_import(importer=importer, imported=imported)
    assert components(graph) == [["p.a", "p.b", "p.c"], ["p.f", "p.g"]]
    assert one_cycle(graph, ["p.a", "p.b", "p.c"]) == ["p.a", "p.b", "p.c", "p.a"]
