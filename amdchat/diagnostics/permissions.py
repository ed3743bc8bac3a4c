"""Can this user open /dev/kfd and /dev/dri/renderD*? The usual ROCm failure when not.

The answer is worked out from the files' owner, group and mode and the user's
groups (root opens anything), so a recorded situation replays it anywhere.
The group's name comes from the root's etc/group.
"""

from __future__ import annotations

import stat
from pathlib import Path

from amdchat.diagnostics.check import Check, Context, Identity, text
from amdchat.hardware.linux_amdgpu import LinuxAmdgpuSource
from amdchat.i18n import tr_noop

FAMILY = "permissions"


def can_read_write(path: Path, identity: Identity) -> bool:
    info = path.stat()
    if identity.uid == 0:
        return True
    if info.st_uid == identity.uid:
        need = stat.S_IRUSR | stat.S_IWUSR
    elif info.st_gid in identity.gids:
        need = stat.S_IRGRP | stat.S_IWGRP
    else:
        need = stat.S_IROTH | stat.S_IWOTH
    return info.st_mode & need == need


def group_name(root: Path, gid: int) -> str:
    try:
        lines = (root / "etc/group").read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        lines = []
    for line in lines:
        parts = line.split(":")
        if len(parts) >= 3 and parts[2] == str(gid):
            return parts[0]
    return str(gid)


def _device_check(root: Path, path: Path, identity: Identity, what: str) -> Check:
    shown = "/" + str(path.relative_to(root))
    if can_read_write(path, identity):
        return Check(FAMILY, shown, "green", text(tr_noop(
            "diagnostics", "{path} exists and this user can open it."), path=shown))
    group = group_name(root, path.stat().st_gid)
    return Check(FAMILY, shown, "red", text(tr_noop(
        "diagnostics", "{path} exists but this user cannot open it (it belongs to the group "
        "'{group}'), so {what} cannot use the GPU."), path=shown, group=group, what=what),
        text(tr_noop("diagnostics", "Add yourself to the group: sudo usermod -aG {group} "
                     "$USER, then log out and in again."), group=group))


def check_permissions(context: Context) -> list[Check]:
    if not context.platform.startswith("linux"):
        return []
    root = context.root
    if not LinuxAmdgpuSource(root).discover():
        return [Check(FAMILY, "/dev", "info", text(tr_noop(
            "diagnostics", "No AMD GPU: the device files are not checked.")))]
    checks = []
    kfd = root / "dev/kfd"
    if kfd.exists():
        checks.append(_device_check(root, kfd, context.identity, "ROCm"))
    else:
        checks.append(Check(FAMILY, "/dev/kfd", "red", text(tr_noop(
            "diagnostics", "/dev/kfd is missing: the kernel's compute interface is not there, so "
            "ROCm cannot run (Vulkan does not need it).")), text(tr_noop(
            "diagnostics", "Use the Vulkan backend, or run a kernel whose amdgpu has KFD "
            "(CONFIG_HSA_AMD; in a container, pass --device=/dev/kfd)."))))
    renders = sorted((root / "dev/dri").glob("renderD*"))
    if not renders:
        checks.append(Check(FAMILY, "/dev/dri/renderD*", "red", text(tr_noop(
            "diagnostics", "No /dev/dri/renderD* device: neither ROCm nor Vulkan can reach the "
            "GPU.")),
            text(tr_noop("diagnostics", "Check that amdgpu is loaded (in a container, pass "
                         "--device=/dev/dri)."))))
    for render in renders:
        checks.append(_device_check(root, render, context.identity, "ROCm or Vulkan"))
    return checks
