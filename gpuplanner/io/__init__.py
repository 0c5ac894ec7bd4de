"""Files in and out: plan files, catalogs, reports and exports (no Qt)."""
