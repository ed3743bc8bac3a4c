"""The checks amdchat doctor runs, in the order they are shown."""

from __future__ import annotations

from amdchat.diagnostics.backends import check_backends, check_worker_devices
from amdchat.diagnostics.check import Family
from amdchat.diagnostics.environment import check_environment
from amdchat.diagnostics.gpu import check_gpus
from amdchat.diagnostics.memory import check_memory
from amdchat.diagnostics.permissions import check_permissions
from amdchat.diagnostics.rocm import check_rocm
from amdchat.diagnostics.truth import check_truth
from amdchat.diagnostics.vulkan import check_vulkan
from amdchat.diagnostics.windows import check_windows
from amdchat.i18n import tr_noop

FAMILIES = (
    Family("gpu", tr_noop("diagnostics", "GPU and driver"), check_gpus),
    Family("memory", tr_noop("diagnostics", "GPU memory"), check_memory),
    Family("windows", tr_noop("diagnostics", "Windows"), check_windows),
    Family("permissions", tr_noop("diagnostics", "Permissions"), check_permissions),
    Family("rocm", tr_noop("diagnostics", "ROCm"), check_rocm),
    Family("vulkan", tr_noop("diagnostics", "Vulkan"), check_vulkan),
    Family("devices", tr_noop("diagnostics", "Devices the backends see"), check_worker_devices),
    Family("environment", tr_noop("diagnostics", "Environment"), check_environment),
    Family("truth", tr_noop("diagnostics", "Truth"), check_truth),
    Family("backends", tr_noop("diagnostics", "Installed backends"), check_backends),
)
