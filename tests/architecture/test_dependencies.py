"""amdchat imports only the packages its pyproject.toml declares: a package that arrives
as someone else's dependency (httpx2 under huggingface_hub, say) can change or vanish
with that package's next release."""

from __future__ import annotations

import ast
import re
import sys
import tomllib
from importlib.metadata import packages_distributions
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# optional packages that are not installed here, so their distribution cannot be looked up
NOT_INSTALLED = {"pynvml": "nvidia-ml-py"}


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _declared() -> set[str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    requirements = list(project["dependencies"])
    for extra in project.get("optional-dependencies", {}).values():
        requirements += extra
    return {_normal(re.split(r"[\s<>=!~;\[]", r, maxsplit=1)[0]) for r in requirements}


def _imported_top_level_modules() -> dict[str, str]:
    """Top-level module -> the first file importing it (absolute imports only)."""
    found: dict[str, str] = {}
    for path in sorted((ROOT / "amdchat").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            for name in names:
                found.setdefault(name.split(".")[0], str(path.relative_to(ROOT)))
    return found


def test_every_third_party_import_is_a_declared_dependency() -> None:
    declared, providers = _declared(), packages_distributions()
    undeclared = []
    for module, where in _imported_top_level_modules().items():
        if module in sys.stdlib_module_names or module in ("amdchat", "__future__"):
            continue
        dists = {_normal(d) for d in providers.get(module, [])}
        if module in NOT_INSTALLED and not dists:
            dists = {NOT_INSTALLED[module]}
        if not dists & declared:
            undeclared.append(f"{module} (imported by {where}; from {sorted(dists) or '?'})")
    assert undeclared == []
