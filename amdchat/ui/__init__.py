"""Everything Qt. The only package that imports PySide6."""
