"""Code the tests share: plain modules, never tests themselves (no test_*.py here).

A test module imports from here, or takes a fixture from a conftest, and never from
another test module (tests/architecture/test_test_layout.py checks it).
"""
