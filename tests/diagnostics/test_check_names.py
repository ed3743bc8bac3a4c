"""Check names: English for amdchat doctor and its JSON, marked for the app to translate,
except the names that are paths, devices or variables, which are shown as they are."""

from __future__ import annotations

import json
from pathlib import Path

from amdchat.diagnostics.backends import judge_devices
from amdchat.diagnostics.check import Check, name_text, run_checks
from amdchat.diagnostics.families import FAMILIES
from amdchat.diagnostics.report import as_json
from tests.helpers.fake_system import context, healthy_root, remove, rocm_backend


def every_check(root: Path, **options: object) -> list[Check]:
    """Every family but the worker devices (a worker start), on one recorded machine."""
    families = [f for f in FAMILIES if f.key != "devices"]
    return run_checks(families, context(root, **options), 30, lambda family, checks: None)


def test_names_are_translatable_unless_they_are_paths_devices_or_variables(
        tmp_path: Path) -> None:
    healthy = healthy_root(tmp_path / "a")
    broken = healthy_root(tmp_path / "b", "apu-780m")
    remove(broken / "dev/kfd")
    remove(broken / "usr/share/vulkan")
    checks = [*every_check(healthy, env={"HSA_OVERRIDE_GFX_VERSION": "10.3.0"},
                           backends=[rocm_backend(tmp_path, "gfx1030")]),
              *every_check(broken),
              judge_devices("vulkan", [{"name": "Vulkan0", "description": "AMD Radeon RX 7900 "
                                        "XTX (RADV NAVI31)", "type": "gpu"}])]
    shown_as_is = {c.name for c in checks if name_text(c.name) is None}
    assert shown_as_is == {"AMD Radeon RX 7900 XTX", "AMD Radeon 780M", "/dev/kfd",
                           "/dev/dri/renderD128", "HSA_OVERRIDE_GFX_VERSION",
                           "HIP_VISIBLE_DEVICES", "ROCR_VISIBLE_DEVICES",
                           "GGML_VK_VISIBLE_DEVICES", "VK_DRIVER_FILES", "VK_ICD_FILENAMES",
                           "AMD_VULKAN_ICD",
                           "AMD Radeon RX 7900 XTX: HSA_OVERRIDE_GFX_VERSION"}
    names = {c.name: name_text(c.name) for c in checks}
    assert names["Vulkan drivers"] is not None and str(names["Vulkan drivers"]) == "Vulkan drivers"
    rocm_build = names["AMD Radeon RX 7900 XTX: ROCm build"]
    assert rocm_build is not None and rocm_build.template == "{gpu}: ROCm build"
    assert rocm_build.fields == {"gpu": "AMD Radeon RX 7900 XTX"}
    devices = names["vulkan worker devices"]
    assert devices is not None and devices.template == "{kind} worker devices"


def test_doctor_json_keeps_the_english_names(tmp_path: Path) -> None:
    checks = every_check(healthy_root(tmp_path))
    written = json.loads(as_json(checks))
    shown = [line["name"] for line in written["checks"]]
    assert "Vulkan drivers" in shown and "amdgpu driver" in shown
    assert set(written["checks"][0]) == {"family", "name", "status", "summary", "fix"}
