"""packaging/pyinstaller/backends.py: how a backend folder goes into the frozen app."""

from __future__ import annotations

import importlib.util
import json
import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location(
    "amdchat_packaging_backends", ROOT / "packaging" / "pyinstaller" / "backends.py")
assert _spec is not None and _spec.loader is not None
backends = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(backends)


def wheel_like_folder(folder: Path) -> Path:
    """As a wheel unpacks: every soname name a full copy, plus a stray Python file."""
    folder.mkdir()
    for name in ("libllama.so", "libllama.so.0", "libllama.so.0.5.0"):
        (folder / name).write_bytes(b"\x7fELF llama" * 100)
    for name in ("libggml.so", "libggml.so.0", "libggml.so.0.25.3"):
        (folder / name).write_bytes(b"\x7fELF ggml" * 100)
    (folder / "__init__.py").write_text("")
    return folder


@pytest.mark.skipif(os.name != "posix", reason="soname links are a Linux thing")
def test_soname_copies_become_links_to_one_real_file(tmp_path: Path) -> None:
    source = wheel_like_folder(tmp_path / "lib")
    placed = backends.place("cpu", source, tmp_path / "app" / "backends", "0.3.36")
    assert placed == tmp_path / "app" / "backends" / "cpu"
    assert not (placed / "libllama.so.0.5.0").is_symlink()
    assert os.readlink(placed / "libllama.so") == "libllama.so.0.5.0"
    assert os.readlink(placed / "libllama.so.0") == "libllama.so.0.5.0"
    assert os.readlink(placed / "libggml.so.0") == "libggml.so.0.25.3"
    assert not (placed / "__init__.py").exists()
    manifest = json.loads((placed / "manifest.json").read_text(encoding="utf-8"))
    assert (manifest["backend"], manifest["llama_cpp_python"]) == ("cpu", "0.3.36")


def test_a_backend_keeps_its_own_manifest_and_different_files_stay_files(
        tmp_path: Path) -> None:
    source = wheel_like_folder(tmp_path / "vulkan")
    (source / "libllama.so.0").write_bytes(b"another build")  # not a copy: kept as is
    (source / "manifest.json").write_text('{"backend": "vulkan", "built": "here"}')
    placed = backends.place("vulkan", source, tmp_path / "backends", "0.3.36")
    assert (placed / "libllama.so.0").read_bytes() == b"another build"
    assert not (placed / "libllama.so.0").is_symlink()
    assert json.loads((placed / "manifest.json").read_text())["built"] == "here"


def test_a_folder_without_llama_cpp_is_refused(tmp_path: Path) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(SystemExit, match=r"holds no llama\.cpp library"):
        backends.place("cpu", empty, tmp_path / "backends", "0.3.36")


def test_the_backends_variable_is_parsed_or_refused() -> None:
    assert backends.parse_spec("cpu=/a/lib, vulkan=C:/b/vulkan") == {
        "cpu": Path("/a/lib"), "vulkan": Path("C:/b/vulkan")}
    with pytest.raises(SystemExit, match="is not KIND=FOLDER"):
        backends.parse_spec("cuda=/x")


@pytest.mark.skipif(os.name != "posix", reason="the program's executable bit")
def test_the_rpc_half_goes_with_its_backend(tmp_path: Path) -> None:
    """'amdchat share' and --rpc in the installed app need libggml-rpc and rpc-server in
    each backend folder (the bundle ships both sides of the same build)."""
    source = wheel_like_folder(tmp_path / "cpu")
    (source / "libggml-rpc.so").write_bytes(b"\x7fELF rpc")
    server = source / "rpc-server"
    server.write_bytes(b"\x7fELF server")
    server.chmod(0o755)
    (source / "README.txt").write_text("not shipped")
    placed = backends.place("cpu", source, tmp_path / "backends", "0.3.36")
    assert (placed / "libggml-rpc.so").read_bytes() == b"\x7fELF rpc"
    assert (placed / "rpc-server").read_bytes() == b"\x7fELF server"
    assert os.access(placed / "rpc-server", os.X_OK)
    assert not (placed / "README.txt").exists()
