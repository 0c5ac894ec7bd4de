"""The Excel workbook for finance: sheet writers, labels, formats and formula builders."""
