"""Catalogs: bundled and user GPU, model, interconnect and platform presets."""
