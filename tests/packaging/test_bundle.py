"""The frozen app, the .deb and the installer scripts, as packaging/build-linux.sh left them.

The tests of a built bundle skip (with the reason) when dist/ has none, so CI stays
fast; packaging/build-linux.sh builds one (minutes) and packaging/test-deb-in-
debootstrap.sh installs the .deb on a bare Debian 12 (slow, run before a release).
"""

from __future__ import annotations

import json
import os
import shutil
import struct
import subprocess
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
APP = ROOT / "dist" / "amdchat"
EXE = APP / ("amdchat.exe" if os.name == "nt" else "amdchat")
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
    "version"]
DEB = ROOT / "dist" / f"amdchat_{VERSION}_amd64.deb"
APP_ID = "io.github.amdchat.amdchat"
LLAMA_NAMES = ("libllama", "libggml", "libmtmd", "llama", "ggml", "mtmd")

needs_bundle = pytest.mark.skipif(not EXE.exists(),
                                  reason="no frozen app in dist/ (packaging/build-linux.sh)")
needs_deb = pytest.mark.skipif(not DEB.exists(), reason=f"no {DEB.name} in dist/ "
                               "(packaging/build-linux.sh)")


def is_library(path: Path) -> bool:
    name = path.name.lower()
    return name.endswith((".so", ".dll", ".dylib")) or ".so." in name


@needs_bundle
def test_no_llama_cpp_library_lies_outside_backends() -> None:
    stray = [p for p in APP.rglob("*") if is_library(p) and p.name.lower().startswith(
        LLAMA_NAMES) and (APP / "backends") not in p.parents]
    assert stray == []


@needs_bundle
def test_each_backend_is_a_data_folder_with_its_manifest() -> None:
    folders = sorted(p for p in (APP / "backends").iterdir() if p.is_dir())
    assert "cpu" in [f.name for f in folders]
    for folder in folders:
        manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
        assert manifest["backend"] == folder.name
        assert manifest["llama_cpp_python"] == "0.3.36"
        assert "-DGGML_NATIVE=OFF" in manifest["cmake_args"]
        libllama = folder / ("llama.dll" if os.name == "nt" else "libllama.so")
        assert libllama.exists()
        if os.name == "posix":  # soname names are links to the one real file, as built
            assert libllama.is_symlink() and not libllama.resolve().is_symlink()
            assert libllama.resolve().parent == folder.resolve()


def translation_codes() -> list[str]:
    return sorted(ts.stem for ts in (ROOT / "resources" / "translations").glob("*.ts"))


@needs_bundle
def test_the_bundle_carries_each_translation_built() -> None:
    """The spec builds the .qm (the app never compiles one): without them the installed
    app would be English only."""
    built = sorted(qm.stem for qm in APP.rglob("amdchat/resources/translations/*.qm"))
    assert built == translation_codes()
    assert not list(APP.rglob("amdchat_*.ts"))


@needs_bundle
def test_the_frozen_app_runs_each_backend_from_its_own_folder() -> None:
    """Its smoke test: the window offscreen, a worker per backend, and each worker's
    /proc/<pid>/maps holds llama.cpp libraries from that backend's folder only."""
    result = subprocess.run([str(EXE), "--smoke-test"], capture_output=True,
                            text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].startswith(f"amdchat {VERSION} (llama-cpp-python 0.3.36")
    assert any(line.startswith("ok   window: the main window opened") for line in lines)
    for folder in (APP / "backends").iterdir():
        assert any(line.startswith(f"ok   {folder.name} {folder}: ") for line in lines), lines


@needs_deb
def test_the_deb_installs_the_app_its_menu_entry_and_icons() -> None:
    listing = subprocess.run(["dpkg-deb", "-c", str(DEB)], capture_output=True, text=True,
                             check=True).stdout
    paths = {line.split()[5].removeprefix(".") for line in listing.splitlines()}
    for path in ("/opt/amdchat/amdchat", "/opt/amdchat/backends/cpu/manifest.json",
                 f"/usr/share/applications/{APP_ID}.desktop",
                 f"/usr/share/metainfo/{APP_ID}.metainfo.xml",
                 f"/usr/share/icons/hicolor/48x48/apps/{APP_ID}.png",
                 f"/usr/share/icons/hicolor/256x256/apps/{APP_ID}.png",
                 f"/usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg"):
        assert path in paths
    assert "/usr/bin/amdchat -> /opt/amdchat/amdchat" in listing
    assert sorted(Path(p).stem for p in paths if p.startswith("/opt/amdchat/") and
                  p.endswith(".qm") and "/amdchat/resources/translations/" in p) == \
        translation_codes()
    field = {name: subprocess.run(["dpkg-deb", "-f", str(DEB), name], capture_output=True,
                                  text=True, check=True).stdout.strip()
             for name in ("Version", "Depends", "Recommends")}
    assert field["Version"] == VERSION
    depends = [d.split()[0] for d in field["Depends"].split(", ")]
    for needed in ("libc6", "libgomp1", "libvulkan1", "libegl1"):
        assert needed in depends
    assert field["Recommends"] == "mesa-vulkan-drivers"


def png_size(path: Path) -> tuple[int, int]:
    header = path.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", header[16:24])
    return width, height


def test_the_icon_sizes_are_what_their_folders_say() -> None:
    for size in (48, 256):
        assert png_size(ROOT / "resources" / "icons" / f"{size}x{size}" / "amdchat.png") == (
            size, size)
    assert (ROOT / "resources" / "icons" / "amdchat.svg").read_text().lstrip().startswith(
        "<?xml")


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-validate is not installed (desktop-file-utils)")
def test_the_desktop_entry_is_valid() -> None:
    entry = ROOT / "resources" / "linux" / f"{APP_ID}.desktop"
    result = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True,
                            text=True)
    assert result.returncode == 0 and result.stdout == "", result.stdout


@pytest.mark.skipif(shutil.which("appstreamcli") is None,
                    reason="appstreamcli is not installed")
def test_the_appstream_metainfo_is_valid() -> None:
    metainfo = ROOT / "resources" / "linux" / f"{APP_ID}.metainfo.xml"
    result = subprocess.run(["appstreamcli", "validate", "--no-net", str(metainfo)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout
    text = metainfo.read_text(encoding="utf-8")
    assert f"<launchable type=\"desktop-id\">{APP_ID}.desktop</launchable>" in text
    assert f'<release version="{VERSION}"' in text


@pytest.mark.skipif(shutil.which("makensis") is None,
                    reason="makensis is not installed (Debian: apt-get install nsis)")
def test_the_windows_installer_script_compiles(tmp_path: Path) -> None:
    out = tmp_path / "setup.exe"
    payload = tmp_path / "amdchat"
    (payload / "backends" / "cpu").mkdir(parents=True)
    (payload / "amdchat.exe").write_text("stand-in")
    (payload / "backends" / "cpu" / "llama.dll").write_text("stand-in")
    result = subprocess.run(
        ["makensis", "-V2", f"-DVERSION={VERSION}", f"-DPAYLOAD={payload}", f"-DOUTFILE={out}",
         str(ROOT / "packaging" / "windows" / "amdchat.nsi")],
        capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert out.read_bytes()[:2] == b"MZ"  # a Windows program
