"""The tests mirror the package, and share code only through tests/helpers and fixtures.

A test module that imports another one runs that module's tests' imports, couples two
features, and breaks when the other is moved or renamed; so shared code lives in
tests/helpers/ (plain modules) or in a conftest's fixtures, and neither a test module, a
helper nor a benchmark script imports a test module or a conftest.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# Folders of tests/ that are not named after a part of amdchat or of the repository
NOT_A_PACKAGE = {"architecture", "data", "helpers"}


def module_name(path: Path, root: Path) -> str:
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_names(path: Path, root: Path) -> set[str]:
    """Every module name the file imports, anywhere in it, relative imports resolved."""
    package = module_name(path, root)
    if path.name != "__init__.py":
        package = package.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                anchor = parts[:len(parts) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)  # from x import test_y
    return found


def is_test_module(name: str) -> bool:
    last = name.rpartition(".")[2]
    return last.startswith("test_") or last == "conftest"


def imports_of_test_modules(root: Path) -> dict[str, set[str]]:
    """For each file of tests/ and benchmarks/, the test modules and conftests it imports."""
    found = {}
    for path in sorted([*root.glob("tests/**/*.py"), *root.glob("benchmarks/**/*.py")]):
        local = {name for name in imported_names(path, root)
                 if name.split(".")[0] in ("tests", "benchmarks") and is_test_module(name)}
        if local:
            found[str(path.relative_to(root))] = local
    return found


def test_no_test_module_conftest_or_script_imports_a_test_module() -> None:
    found = imports_of_test_modules(ROOT)
    assert found == {}, "\n".join(f"{path}: {sorted(names)}" for path, names in found.items())


def test_the_check_sees_every_way_to_import_a_test_module(tmp_path: Path) -> None:
    (tmp_path / "tests" / "ui").mkdir(parents=True)
    (tmp_path / "benchmarks").mkdir()
    (tmp_path / "tests" / "ui" / "test_a.py").write_text(
        "from tests.ui.test_b import helper\n"
        "def test_x():\n    from . import conftest\n    from .test_c import other\n")
    (tmp_path / "tests" / "ui" / "test_fine.py").write_text(
        "from tests.helpers.gui import make_window\nimport tests.helpers.data\n")
    (tmp_path / "benchmarks" / "bench_x.py").write_text("import tests.gguf.test_bounds\n")
    assert imports_of_test_modules(tmp_path) == {
        "tests/ui/test_a.py": {"tests.ui.test_b", "tests.ui.conftest", "tests.ui.test_c"},
        "benchmarks/bench_x.py": {"tests.gguf.test_bounds"},
    }


def test_each_test_folder_is_named_after_what_it_tests() -> None:
    """tests/<name>/ tests amdchat/<name> (a package or a module) or the repository's
    <name>/ folder (packaging/), so a reader finds the tests of a module by its path."""
    folders = {p.name for p in (ROOT / "tests").iterdir()
               if p.is_dir() and not p.name.startswith(("_", "."))}
    unnamed = {name for name in folders - NOT_A_PACKAGE
               if not (ROOT / "amdchat" / name).is_dir()
               and not (ROOT / "amdchat" / f"{name}.py").is_file()
               and not (ROOT / name).is_dir()}
    assert unnamed == set()


def test_helpers_hold_no_tests() -> None:
    assert sorted(p.name for p in (ROOT / "tests" / "helpers").glob("test_*.py")) == []
