"""The placement plan: which parts of a model go to which device (no Qt)."""
