"""Mesa's RADV against the card's generation, from the driver a Vulkan worker reported, on
hand-made trees (tests/data/sysfs/README.handmade.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

from amdchat.diagnostics.mesa import judge_mesa, radv_version
from amdchat.hardware.linux_amdgpu import LinuxAmdgpuSource

TREES = Path(__file__).parent.parent / "data" / "sysfs"


def vulkan(driver: str) -> list[dict[str, str]]:
    return [{"name": "CPU", "description": "Xeon", "driver": ""},
            {"name": "Vulkan0", "description": "AMD Radeon RX 9070 XT (RADV GFX1201)",
             "driver": driver}]


def gpus(tree: str):
    return LinuxAmdgpuSource(TREES / tree).discover()


def test_rdna4_on_an_old_mesa_is_amber() -> None:
    [check] = judge_mesa(vulkan("RADV · Mesa 24.2.8"), gpus("rx9070xt-gfx1201"))
    assert (check.status, check.name, str(check.summary), str(check.fix)) == (
        "amber", "AMD Radeon RX 9070 XT: Mesa",
        "Mesa 24.2.8 is older than 25.0, the first whose RADV supports RDNA4 (gfx1201): Vulkan "
        "may not see this card, or run it badly.",
        "Update Mesa to 25.0 or newer (a newer release of the distribution, or its backports).")


def test_rdna4_on_a_recent_mesa_and_strix_halo_are_green() -> None:
    [check] = judge_mesa(vulkan("RADV · Mesa 25.0.2"), gpus("rx9070xt-gfx1201"))
    assert (check.status, str(check.summary)) == (
        "green", "Mesa 25.0.2 supports RDNA4 (gfx1201): it needs 25.0 or newer.")
    [strix] = judge_mesa(vulkan("RADV · Mesa 24.1.0-devel"), gpus("strix-halo-8060s"))
    assert strix.status == "green" and "RDNA3.5 (gfx1151)" in str(strix.summary)
    [old] = judge_mesa(vulkan("RADV · Mesa 23.3.6"), gpus("strix-halo-8060s"))
    assert old.status == "amber"


@pytest.mark.parametrize("driver", ["", "AMDVLK · 2024.Q4.1", "llvmpipe · Mesa 22.3.6",
                                    "RADV · Mesa", "RADV · Mesa x.y"])
def test_no_radv_version_says_nothing(driver: str) -> None:
    assert radv_version(vulkan(driver)) is None
    assert judge_mesa(vulkan(driver), gpus("rx9070xt-gfx1201")) == []


def test_a_generation_without_a_rule_is_left_out() -> None:
    assert judge_mesa(vulkan("RADV · Mesa 20.0.0"), gpus("apu-vega8-gfx90c")) == []


class _Engine:
    """Stands for a Vulkan worker whose RADV is Mesa 24.2.8."""

    def __init__(self, discover: object) -> None: ...

    def __enter__(self) -> _Engine:
        return self

    def __exit__(self, *exc: object) -> None: ...

    def start(self, kind: str, timeout: float) -> dict[str, object]:
        return {"devices": vulkan("RADV · Mesa 24.2.8")}


def test_the_doctor_judges_the_mesa_its_vulkan_worker_ran(tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    from amdchat.backends.registry import Backend
    from amdchat.diagnostics.backends import check_worker_devices
    from amdchat.session import blocking
    from tests.helpers.fake_system import context, healthy_root

    monkeypatch.setattr(blocking, "BlockingEngine", _Engine)
    backend = Backend("vulkan", tmp_path, str(tmp_path))
    checks = check_worker_devices(context(healthy_root(tmp_path, "rx9070xt-gfx1201"),
                                          backends=[backend]))
    assert [(c.status, c.name) for c in checks] == [
        ("green", "vulkan worker devices"), ("amber", "AMD Radeon RX 9070 XT: Mesa")]
