"""The HIP SDK's libraries a ROCm backend needs on Windows, on a hand-made listing of the
SDK 6.2 (tests/data/windows/README.md) recreated as empty files."""

from __future__ import annotations

from pathlib import Path

from amdchat.diagnostics.check import Context
from amdchat.diagnostics.hip_sdk import check_hip_libraries, tensile_targets
from amdchat.diagnostics.windows import check_windows

LISTING = Path(__file__).parent.parent / "data" / "windows" / "hip-sdk-6.2.txt"


def sdk(tmp_path: Path, leave_out: tuple[str, ...] = ()) -> Path:
    folder = tmp_path / "ROCm" / "6.2"
    for line in LISTING.read_text().splitlines():
        if line and not line.startswith(leave_out):
            path = folder / Path(*line.split("\\"))
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(b"")
    return folder


def test_a_complete_sdk_is_green_with_its_kernels_targets(tmp_path: Path) -> None:
    folder = sdk(tmp_path)
    [*_, hip] = check_windows(Context(platform="win32", env={"HIP_PATH": str(folder)}),
                              lambda: [])
    assert (hip.status, str(hip.summary)) == (
        "green", f"AMD's HIP SDK is installed in {folder}, with hipBLAS, rocBLAS and rocBLAS "
        "kernels for gfx906, gfx1030, gfx1100, gfx1101.")


def test_missing_libraries_are_named(tmp_path: Path) -> None:
    folder = sdk(tmp_path, leave_out=("bin\\hipblas", "bin\\rocblas\\"))
    check = check_hip_libraries(folder)
    assert (check.status, str(check.summary), str(check.fix)) == (
        "amber", f"AMD's HIP SDK in {folder} lacks hipBLAS, bin\\rocblas\\library: the ROCm "
        "backend cannot run without it.",
        "Install the HIP SDK again with its libraries (hipBLAS, rocBLAS), or use the Vulkan "
        "backend.")


def test_a_tensile_folder_without_kernels_counts_as_missing(tmp_path: Path) -> None:
    folder = sdk(tmp_path, leave_out=("bin\\rocblas\\library\\",))
    (folder / "bin" / "rocblas" / "library").mkdir(parents=True)
    (folder / "bin" / "rocblas" / "library" / "readme.txt").write_text("no kernels")
    assert tensile_targets(folder) == []
    assert check_hip_libraries(folder).status == "amber"


def test_only_the_runtime_is_not_enough(tmp_path: Path) -> None:
    folder = sdk(tmp_path, leave_out=("bin\\hip", "bin\\roc", "bin\\clang", "include"))
    assert sorted(p.name for p in (folder / "bin").iterdir()) == ["amdhip64_6.dll"]
    assert "lacks hipBLAS, rocBLAS, bin\\rocblas\\library" in str(
        check_hip_libraries(folder).summary)
