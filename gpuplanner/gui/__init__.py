"""The desktop app (PySide6 + pyqtgraph). Import PySide6 before pyqtgraph."""
