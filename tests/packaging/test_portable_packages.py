"""The portable archive's list of system packages is the one the README tells users."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_readme_apt_line_is_the_portable_list() -> None:
    listed = [line for line in (ROOT / "packaging/linux/portable-packages.txt")
              .read_text(encoding="utf-8").splitlines() if line and not line.startswith("#")]
    lines = [line for line in (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
             if line.startswith("sudo apt install --no-install-recommends ")]
    assert len(lines) == 1
    assert lines[0].split()[4:] == listed
    assert {"libgl1", "libgomp1", "fontconfig-config", "xkb-data"} <= set(listed)
