"""How long a GUI test waits for a signal or a condition before it fails.

A bound against hangs, not a speed claim: on a busy machine (CI with other CPU-bound work
beside it) an evaluation and a chart refresh can take seconds, and a tight timeout would fail
a landing for nothing. Speed is measured by tests/benchmarks/bench.py, never asserted.
"""

WAIT_MS = 30_000
