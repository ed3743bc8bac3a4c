"""Fake system roots for the doctor: a recorded sysfs tree plus /dev, /etc and Vulkan files."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

from amdchat.backends.registry import Backend
from amdchat.diagnostics.check import Context, Identity

TREES = Path(__file__).parent.parent / "data" / "sysfs"
USER = Identity(uid=4242, gids=frozenset({4242}))  # a user, never root


def healthy_root(tmp_path: Path, tree: str = "rdna3-rx7900xtx", *,
                 user_in_render: bool = True) -> Path:
    """A working AMD machine: the kernel's amdgpu, /dev/kfd and renderD128 openable, RADV
    and its loader."""
    root = tmp_path / "root"
    shutil.copytree(TREES / tree, root)
    (root / "sys/module/amdgpu").mkdir(parents=True, exist_ok=True)
    (root / "proc/sys/kernel").mkdir(parents=True, exist_ok=True)
    release = root / "proc/sys/kernel/osrelease"  # a tree's own, else Debian 12's
    if not release.exists():
        release.write_text("6.1.0-28-amd64\n")
    (root / "dev/dri").mkdir(parents=True)
    for device in (root / "dev/kfd", root / "dev/dri/renderD128"):
        device.write_text("")
        device.chmod(0o660)
    gid = (root / "dev/kfd").stat().st_gid  # the group the fake devices belong to
    (root / "etc").mkdir()
    video = 44 if gid != 44 else 45
    (root / "etc/group").write_text(f"video:x:{video}:\nrender:x:{gid}:\n")
    loader = root / "usr/lib/x86_64-linux-gnu/libvulkan.so.1"
    loader.parent.mkdir(parents=True)
    loader.write_bytes(b"")
    add_icd(root, "radeon_icd.x86_64.json", "libvulkan_radeon.so")
    return root


def add_icd(root: Path, name: str, library: str, folder: str = "usr/share/vulkan/icd.d") -> None:
    (root / folder).mkdir(parents=True, exist_ok=True)
    (root / folder / name).write_text(json.dumps({
        "file_format_version": "1.0.0",
        "ICD": {"library_path": f"/usr/lib/x86_64-linux-gnu/{library}", "api_version": "1.3.0"}}))


def identity_for(root: Path, in_render: bool) -> Identity:
    gid = (root / "dev/kfd").stat().st_gid if (root / "dev/kfd").exists() else 4242
    return Identity(USER.uid, frozenset({USER.uid, gid}) if in_render else USER.gids)


def rocm_backend(tmp_path: Path, targets: str) -> Backend:
    folder = tmp_path / "rocm-backend"
    folder.mkdir()
    (folder / "manifest.json").write_text(json.dumps({
        "backend": "rocm", "llama_cpp_python": "0.3.36", "gpu_targets": targets,
        "cmake_args": ["-DGGML_HIP=on", f"-DGPU_TARGETS={targets}"]}))
    return Backend("rocm", folder, str(folder))


def context(root: Path, *, in_render: bool = True, env: dict[str, str] | None = None,
            backends: list[Backend] | None = None) -> Context:
    return Context(root=root, env=env or {}, identity=identity_for(root, in_render),
                   backends=lambda: list(backends or []), platform="linux")


def remove(path: Path) -> None:
    if path.is_dir():
        shutil.rmtree(path)
    else:
        os.remove(path)
