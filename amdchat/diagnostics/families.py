"""The checks amdchat doctor runs, in the order they are shown."""

from __future__ import annotations

from amdchat.diagnostics.backends import check_backends, check_worker_devices
from amdchat.diagnostics.check import Family
from amdchat.diagnostics.environment import check_environment
from amdchat.diagnostics.gpu import check_gpus
from amdchat.diagnostics.permissions import check_permissions
from amdchat.diagnostics.rocm import check_rocm
from amdchat.diagnostics.truth import check_truth
from amdchat.diagnostics.vulkan import check_vulkan

FAMILIES = (
    Family("gpu", "GPU and driver", check_gpus),
    Family("permissions", "Permissions", check_permissions),
    Family("rocm", "ROCm", check_rocm),
    Family("vulkan", "Vulkan", check_vulkan),
    Family("devices", "Devices the backends see", check_worker_devices),
    Family("environment", "Environment", check_environment),
    Family("truth", "Truth", check_truth),
    Family("backends", "Installed backends", check_backends),
)
