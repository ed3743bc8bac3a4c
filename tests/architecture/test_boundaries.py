"""The core imports no Qt; the GUI process imports neither llama_cpp nor the hub at start.

Every module of amdchat outside amdchat/ui is checked, found by walking the package,
so a new module is covered the day it is added: statically (every import statement,
those inside functions too, followed through amdchat's own modules) and for real
(all of them imported in a fresh interpreter).
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
import tomllib
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "amdchat"
QT = ("PySide6", "shiboken6")


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def in_ui(module: str) -> bool:
    return module == "amdchat.ui" or module.startswith("amdchat.ui.")


CORE = sorted(name for name in MODULES if not in_ui(name) and not name.endswith("__main__"))


# The one way into the GUI from the core: the command line's gui module starts it.
GUI_LAUNCHERS = {("amdchat.cli.gui", "amdchat.ui.app")}


def imports_in(source: str, name: str, is_package: bool) -> set[str]:
    """Every module that the source of module ``name`` imports, anywhere in it."""
    package = name if is_package else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names
                         if f"{base}.{alias.name}" in MODULES)  # from amdchat import paths
    return found - {target for source, target in GUI_LAUNCHERS if source == name}


def imports_of(name: str) -> set[str]:
    """What importing ``name`` runs: its imports and their parent packages."""
    path = MODULES[name]
    found = imports_in(path.read_text(encoding="utf-8"), name, path.name == "__init__.py")
    with_parents = set(found)
    for module in found:  # importing a.b.c runs a/__init__ and a/b/__init__ first
        parts = module.split(".")
        with_parents.update(".".join(parts[:i]) for i in range(1, len(parts)))
    return with_parents


def qt_chain(start: str) -> list[str] | None:
    """The import path from ``start`` to Qt or to amdchat.ui, if there is one."""
    seen = {start}
    todo = [[start]]
    while todo:
        chain = todo.pop()
        for module in sorted(imports_of(chain[-1])):
            if module.split(".")[0] in QT or in_ui(module):
                return [*chain, module]
            if module in MODULES and module not in seen:
                seen.add(module)
                todo.append([*chain, module])
    return None


def test_the_walk_finds_every_core_module_and_every_import() -> None:
    assert {"amdchat.cli", "amdchat.config", "amdchat.engine.worker", "amdchat.hub.queue",
            "amdchat.hardware.linux_amdgpu", "amdchat.library"} <= set(CORE)
    assert "amdchat.ui.main_window" in MODULES and "amdchat.ui.main_window" not in CORE
    hidden = "def later():\n    from ..ui import main_window\n    import shiboken6.Shiboken\n"
    assert {"amdchat.ui", "amdchat.ui.main_window", "shiboken6.Shiboken"} <= (
        imports_in(hidden, "amdchat.hub.queue", is_package=False))
    assert "amdchat.gguf.reader" in imports_in("from .reader import x", "amdchat.gguf", True)
    assert qt_chain("amdchat.ui.app") == ["amdchat.ui.app", "PySide6"]


def test_no_core_module_imports_qt_even_inside_a_function() -> None:
    chains = {name: chain for name in CORE if (chain := qt_chain(name))}
    assert chains == {}, "\n".join(" -> ".join(chain) for chain in chains.values())


def test_the_import_contracts_name_every_package() -> None:
    """import-linter (pyproject.toml) checks only the packages its contracts name: a new
    package of amdchat gets a level in the package order and, outside ui, joins the
    Qt contract."""
    pyproject = tomllib.loads((PACKAGE.parent / "pyproject.toml").read_text(encoding="utf-8"))
    contracts = pyproject["tool"]["importlinter"]["contracts"]
    levels = next(c["layers"] for c in contracts if c["type"] == "layers")
    in_order = {name.strip(" ()") for level in levels for name in level.split("|")}
    packages = {name.split(".")[1] for name in MODULES if name != "amdchat"}
    assert packages - in_order == set()
    no_qt = next(c["source_modules"] for c in contracts
                 if "PySide6" in c.get("forbidden_modules", ()))
    assert set(no_qt) == {f"amdchat.{name}" for name in packages if name not in ("ui", "__main__")}


def _modules_after(code: str) -> set[str]:
    script = code + "\nimport sys\nprint(' '.join(sys.modules))"
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True,
                         env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    return set(out.stdout.split())


def test_importing_every_core_module_loads_no_qt() -> None:
    loaded = _modules_after("\n".join(f"import {name}" for name in CORE))
    assert set(CORE) <= loaded
    assert not {m for m in loaded if m.startswith(QT)}


def test_gui_start_imports_no_llama_cpp_and_no_hub() -> None:
    loaded = _modules_after(
        "from PySide6.QtWidgets import QApplication\napp = QApplication([])\n"
        "from amdchat.ui.app import create_window\nw = create_window()\nw.show()\n"
        "app.processEvents()\nw.engine.shutdown()")
    assert "amdchat.ui.main_window" in loaded
    assert "llama_cpp" not in loaded
    assert "huggingface_hub" not in loaded
