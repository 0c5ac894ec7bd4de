"""The platform qualification kit (issue 28): a folder to copy to a rented machine, whose
results.json comes back into the plan as measured inputs.

``make_kit`` writes the folder (``run.py`` from resources/kit, and ``kit.json``: the plan's
identity and model shape); ``load_results`` reads a results.json from a stranger with the plan
file's caps; ``apply_results`` sets the platform's measured inputs in one new plan."""

from gpuplanner.io.kit.apply import Applied, apply_results
from gpuplanner.io.kit.errors import KitError
from gpuplanner.io.kit.results import KitResults, load_results
from gpuplanner.io.kit.writer import kit_spec, make_kit

__all__ = [
    "Applied",
    "KitError",
    "KitResults",
    "apply_results",
    "kit_spec",
    "load_results",
    "make_kit",
]
