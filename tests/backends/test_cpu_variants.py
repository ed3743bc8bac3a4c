"""The CPU variant chooser on flag sets of real CPUs (tests/data/cpuinfo: this VM's own
/proc/cpuinfo, and the flag lines of a few desktop and server CPUs)."""

from __future__ import annotations

from pathlib import Path

import pytest

from amdchat.backends import build, cpu_variants
from amdchat.backends.cpu_variants import FEATURES, Variant, candidates, choose, read_flags

DATA = Path(__file__).parent.parent / "data" / "cpuinfo"
# every variant llama.cpp's GGML_CPU_ALL_VARIANTS builds on Linux x86
ALL = [Variant(name, Path(f"/b/libggml-cpu-{name}.so")) for name in FEATURES]


def flags_of(name: str) -> frozenset[str]:
    return read_flags(DATA / f"{name}.txt")[1]


@pytest.mark.parametrize(("cpu", "expected"), [
    ("xeon-amx-vm-2core", "sapphirerapids"),  # by its flags; its check decides (below)
    ("ryzen-7950x-zen4", "zen4"),
    ("core-i5-12600k-alderlake", "alderlake"),
    ("ryzen-5800x-zen3", "haswell"),  # no AVX-512: the AVX2 one
    ("xeon-e5-2670-sandybridge", "sandybridge"),
])
def test_the_best_variant_the_cpu_has_every_flag_of(cpu: str, expected: str) -> None:
    choice = choose(flags_of(cpu), ALL)
    assert choice.variant is not None and choice.variant.name == expected
    assert choice.why.startswith(f"{expected}: the best variant")


def test_a_variant_that_failed_its_check_gives_way_to_the_next() -> None:
    flags = flags_of("xeon-amx-vm-2core")
    choice = choose(flags, ALL, {"sapphirerapids": "crashed (signal SIGSEGV)"})
    assert choice.variant is not None and choice.variant.name == "zen4"
    assert "sapphirerapids (crashed (signal SIGSEGV))" in choice.why


def test_candidates_are_checked_best_first_and_only_runnable_ones() -> None:
    order = [v.name for v in candidates(flags_of("ryzen-5800x-zen3"), ALL)]
    assert order[0] == "haswell" and order[-1] == "x64"
    assert not {"skylakex", "zen4", "alderlake", "sapphirerapids"} & set(order)


def test_no_variant_at_all_says_so() -> None:
    choice = choose(set(), [Variant("zen4", Path("/b/libggml-cpu-zen4.so"))])
    assert choice.variant is None and "no CPU variant" in choice.why


def test_an_unknown_variant_is_never_chosen() -> None:
    future = Variant("diamondrapids", Path("/b/libggml-cpu-diamondrapids.so"))
    choice = choose(flags_of("xeon-amx-vm-2core"), [future, ALL[5]])
    assert choice.variant == ALL[5]


def test_variant_files_are_found_by_name(tmp_path: Path) -> None:
    for name in ("libggml-cpu-haswell.so", "ggml-cpu-zen4.dll", "libggml-base.so",
                 "libggml.so", "libggml-vulkan.so", "libllama.so"):
        (tmp_path / name).write_bytes(b"")
    assert [v.name for v in cpu_variants.find_variants(tmp_path)] == ["zen4", "haswell"]


def test_verdicts_are_kept_per_cpu_and_library(tmp_path: Path) -> None:
    library = tmp_path / "libggml-cpu-zen4.so"
    library.write_bytes(b"x")
    variant = Variant("zen4", library)
    store = tmp_path / "verdicts.json"
    key = cpu_variants.verdict_key("cpu A", {"avx2"}, variant)
    cpu_variants.save_verdict(key, "zen4", "crashed (signal SIGSEGV)", store)
    assert cpu_variants.load_verdicts(store)[key]["result"] == "crashed (signal SIGSEGV)"
    assert cpu_variants.verdict_key("cpu B", {"avx2"}, variant) != key
    library.write_bytes(b"rebuilt")  # another build of the library: checked again
    assert cpu_variants.verdict_key("cpu A", {"avx2"}, variant) != key
    store.write_text("not json")
    assert cpu_variants.load_verdicts(store) == {}


def test_every_backend_can_build_its_cpu_code_as_variants() -> None:
    """The CPU backend always; a GPU backend's CPU part when asked (the release builds)."""
    for kind in ("vulkan", "rocm"):
        assert "-DGGML_BACKEND_DL=ON" not in build.cmake_args(kind, [])
    for kind, asked in (("cpu", False), ("vulkan", True), ("rocm", True)):
        args = build.cmake_args(kind, [], cpu_variants=asked)
        assert {"-DGGML_BACKEND_DL=ON", "-DGGML_CPU_ALL_VARIANTS=ON", "-DGGML_NATIVE=OFF"} \
            <= set(args)
        hook = next(a for a in args if a.startswith("-DCMAKE_PROJECT_llama_cpp_INCLUDE="))
        assert Path(hook.partition("=")[2]).is_file()


def _cached_wheel(kind: str, libraries: list[str]) -> None:
    """A wheel in the build cache, where build_wheel finds it (no compiler run)."""
    import zipfile

    args = build.cmake_args(kind, [])
    key = build.cache_key("0.3.36", args)
    wheel = build.wheel_cache() / f"llama_cpp_python-0.3.36-{key}.whl"
    wheel.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(wheel, "w") as archive:
        for name in libraries:
            archive.writestr(f"llama_cpp/lib/{name}", b"\x7fELF")


def test_the_backend_folder_gets_every_variant_library(tmp_path: Path) -> None:
    names = ["libllama.so", "libggml.so", "libggml-base.so", "libggml-cpu-haswell.so",
             "libggml-cpu-zen4.so", "libggml-cpu-sapphirerapids.so"]
    _cached_wheel("cpu", names)
    folder = build.install_backend("cpu", tmp_path / "backends", version="0.3.36")
    assert sorted(v.name for v in cpu_variants.find_variants(folder)) == [
        "haswell", "sapphirerapids", "zen4"]


def test_a_build_without_its_variant_libraries_is_refused(tmp_path: Path) -> None:
    _cached_wheel("cpu", ["libllama.so", "libggml.so", "libggml-base.so"])
    with pytest.raises(build.BuildError, match="no CPU variant library"):
        build.install_backend("cpu", tmp_path / "backends", version="0.3.36")
    assert not (tmp_path / "backends" / "cpu").exists()  # never offered half-made


def test_the_cpu_backend_with_variants_comes_before_the_portable_one(tmp_path: Path) -> None:
    from amdchat.backends.registry import Backend, choose

    portable, variants = tmp_path / "lib", tmp_path / "cpu"
    for folder in (portable, variants):
        folder.mkdir()
        (folder / "libllama.so").write_bytes(b"")
    (variants / "libggml-cpu-haswell.so").write_bytes(b"")
    available = [Backend("cpu", portable, "bundled"), Backend("cpu", variants, str(variants))]
    assert choose("cpu", available).folder == variants
    assert choose("auto", available).folder == variants
    assert choose("cpu", available[:1]).folder == portable
