"""Simplified Chinese texts of every message below the GUI, one module per area (see
io.messages)."""
