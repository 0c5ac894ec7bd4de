"""The decision memo as a PDF (Qt's PDF writer; its content comes from io.memo)."""
