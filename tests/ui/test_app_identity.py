"""The app's identity to the desktop (Wayland app id, window icon) and the no-font check."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

from amdchat.ui.app_identity import DESKTOP_ID, ICON_FOLDER, app_icon, has_fonts, identify

ROOT = Path(__file__).resolve().parents[2]


def test_the_app_id_is_the_desktop_file_the_installers_ship(qapp: QApplication) -> None:
    identify(qapp)
    assert qapp.desktopFileName() == DESKTOP_ID
    assert (ROOT / "resources" / "linux" / f"{qapp.desktopFileName()}.desktop").is_file()


def test_the_window_icon_carries_every_shipped_size(qapp: QApplication) -> None:
    identify(qapp)
    sizes = {(s.width(), s.height()) for s in qapp.windowIcon().availableSizes()}
    shipped = {int(d.name.split("x")[0]) for d in ICON_FOLDER.glob("*x*")
               if (d / "amdchat.png").is_file()}  # 16x16 ... 256x256 (ui/: the icon set)
    assert shipped and sizes == {(n, n) for n in shipped}


def test_no_icon_files_give_an_empty_icon_not_an_error(tmp_path: Path) -> None:
    assert app_icon(tmp_path).isNull()


def test_this_machine_draws_text(qapp: QApplication) -> None:
    assert has_fonts()


def test_a_system_without_fonts_fails_the_smoke_test_with_the_reason(tmp_path: Path) -> None:
    """fontconfig pointed at an empty folder: the window would be empty boxes, and the
    smoke test said "ok window" before; now its window line fails and says why."""
    conf = tmp_path / "fonts.conf"
    conf.write_text(f'<?xml version="1.0"?><fontconfig><dir>{tmp_path / "none"}</dir>'
                    f'<cachedir>{tmp_path / "cache"}</cachedir></fontconfig>')
    env = {**os.environ, "FONTCONFIG_FILE": str(conf), "QT_QPA_PLATFORM": "offscreen",
           "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-m", "amdchat", "--smoke-test"], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode != 0
    assert "no font is installed" in done.stdout + done.stderr
    assert "fonts-dejavu-core" in done.stdout + done.stderr
