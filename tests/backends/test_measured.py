"""The faster backend, decided from benchmark results: who wins per GPU and model class,
a failed run never wins, and kept figures edited by hand give "unknown" with the reason."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from amdchat.backends.measured import (
    Figure,
    ModelClass,
    comparable,
    decide,
    gpu_key,
    model_class,
    size_class,
)
from amdchat.backends.measured_store import choices_file, gpu_for, load, remember
from amdchat.bench.backend_choice import decide_report, figures_of
from amdchat.bench.results import BenchReport
from amdchat.hardware.reading import GpuInfo

DATA = Path(__file__).parent.parent / "data" / "bench"
XTX = GpuInfo("drm:card0", "AMD Radeon RX 7900 XTX", "amd", "0000:03:00.0", "gfx1100")
HALO = GpuInfo("drm:card0", "AMD Radeon 8060S", "amd", "0000:c5:00.0", "gfx1151", True)


def report(name: str) -> BenchReport:
    return BenchReport.from_dict(json.loads((DATA / name).read_text(encoding="utf-8")))


def test_vulkan_wins_a_7b_model_on_a_7900_xtx() -> None:
    verdict = decide_report(report("7900xtx-llama-7b-q4.json"))
    assert verdict.winner == "vulkan"
    assert str(verdict.reason) == (
        "vulkan is the fastest here. vulkan: 170.4 tok/s generating, 2615 tok/s prompt. "
        "rocm: 141.2 tok/s generating, 3012 tok/s prompt.")
    assert verdict.model == "llama-2-7b.Q4_0.gguf"


def test_rocm_wins_on_strix_halo_and_the_classes_are_kept_apart(tmp_path: Path) -> None:
    store = tmp_path / "choices.json"
    halo, xtx = report("8060s-llama-7b-q4.json"), report("7900xtx-llama-7b-q4.json")
    halo_class = model_class(HALO, "llama", halo.model_size_bytes)
    xtx_class = model_class(XTX, "llama", xtx.model_size_bytes)
    assert halo_class.size_class == xtx_class.size_class == "1-4 GiB"
    remember(halo_class, figures_of(halo), halo.measured, halo.model, store)
    remember(xtx_class, figures_of(xtx), xtx.measured, xtx.model, store)
    kept = load(store)
    assert kept.problem is None
    assert kept.recall(halo_class).winner == "rocm"  # type: ignore[union-attr]
    assert kept.recall(xtx_class).winner == "vulkan"  # type: ignore[union-attr]
    # another architecture, or another size, on the same GPU: never measured
    assert kept.recall(model_class(XTX, "qwen3", xtx.model_size_bytes)) is None
    assert kept.recall(model_class(XTX, "llama", 20 * 2**30)) is None


def test_measuring_a_class_again_replaces_its_figures(tmp_path: Path) -> None:
    store = tmp_path / "choices.json"
    klass = model_class(XTX, "llama", 4 * 2**30)
    remember(klass, [Figure("vulkan", 170.0, 2600.0, "gpu", "done"),
                     Figure("rocm", 140.0, 3000.0, "gpu", "done")], "2026-11-01", "a", store)
    remember(klass, [Figure("vulkan", 120.0, 2600.0, "gpu", "done"),
                     Figure("rocm", 150.0, 3000.0, "gpu", "done")], "2026-12-01", "a", store)
    kept = load(store)
    assert len(kept.entries) == 1
    verdict = kept.recall(klass)
    assert verdict is not None and (verdict.winner, verdict.measured) == ("rocm", "2026-12-01")


def test_a_failed_run_never_wins_even_when_faster() -> None:
    verdict = decide_report(report("7900xtx-rocm-failed.json"))
    assert verdict.winner == "vulkan"
    assert "rocm did not finish (hipErrorNoBinaryForGpu" in str(verdict.reason)


@pytest.mark.parametrize(("figure", "why"), [
    (Figure("rocm", 900.0, 9000.0, "gpu", "cancelled"), "rocm did not finish (cancelled)."),
    (Figure("rocm", 900.0, 9000.0, "gpu", "failed", "out of memory"),
     "rocm did not finish (out of memory)."),
    (Figure("rocm", 900.0, 9000.0, "cpu", "done"), "rocm ran on the CPU, not the GPU."),
    (Figure("rocm", None, 9000.0, "gpu", "done"), "rocm measured no generation speed."),
    (Figure("rocm", 0.0, 9000.0, "gpu", "done"), "rocm measured no generation speed."),
])
def test_a_run_that_cannot_win_says_why(figure: Figure, why: str) -> None:
    vulkan = Figure("vulkan", 50.0, 500.0, "gpu", "done")
    verdict = decide([figure, vulkan])
    assert verdict.winner == "vulkan"
    assert why in str(verdict.reason)
    alone = decide([figure])
    assert alone.winner is None
    assert str(alone.reason) == f"Unknown: no backend finished the comparison. {why}"


def test_prompt_speed_breaks_a_tie() -> None:
    assert decide([Figure("vulkan", 80.0, 900.0, "gpu", "done"),
                   Figure("rocm", 80.0, 1200.0, "gpu", "done")]).winner == "rocm"


def test_nothing_measured_is_unknown() -> None:
    verdict = decide([])
    assert verdict.winner is None
    assert str(verdict.reason) == ("Unknown: no backend finished the comparison. "
                                   "Nothing was measured.")


@pytest.mark.parametrize(("text", "detail"), [
    ("{not json", "Expecting property name"),
    ('{"version": 1, "choices": {}}', "it has no list of choices"),
    ('{"version": 7, "choices": []}', "not a version 1 file"),
    ('[1, 2]', "not a version 1 file"),
    ('{"version": 1, "choices": [{"gpu": "0000:03:00.0 gfx1100", "architecture": "llama", '
     '"size_class": "1-4 GiB", "gpu_name": "", "measured": "", "model": "", "figures": '
     '[{"backend": "rocm", "tg_tps": "fast", "pp_tps": null, "runs_on": "gpu", '
     '"finish_reason": "done", "error": ""}]}]}', "tg_tps is 'fast', not a speed"),
    ('{"version": 1, "choices": [{"gpu": "0000:03:00.0 gfx1100", "architecture": "llama", '
     '"size_class": "1-4 GiB", "gpu_name": "", "measured": "", "model": "", "figures": '
     '[{"backend": "rocm", "tg_tps": NaN, "pp_tps": null, "runs_on": "gpu", '
     '"finish_reason": "done", "error": ""}]}]}', "tg_tps is nan, not a speed"),
    ('{"version": 1, "choices": [{"gpu": 3, "architecture": "llama"}]}', "gpu is 3, not text"),
    ('{"version": 1, "choices": [{"gpu": "x", "architecture": "llama", "size_class": "", '
     '"gpu_name": "", "measured": "", "model": "", "figures": []}]}',
     "figures is [], not a list of measurements"),
])
def test_a_file_edited_by_hand_gives_unknown_with_the_reason(tmp_path: Path, text: str,
                                                             detail: str) -> None:
    store = tmp_path / "backend-choices.json"
    store.write_text(text, encoding="utf-8")
    verdict = load(store).recall(model_class(XTX, "llama", 4 * 2**30))
    assert verdict is not None and verdict.winner is None
    reason = str(verdict.reason)
    assert reason.startswith("Unknown: the kept backend measurements (backend-choices.json) "
                             "cannot be read (")
    assert detail in reason and "edited by hand" in reason


def test_measuring_again_keeps_a_broken_file_aside(tmp_path: Path) -> None:
    (tmp_path / "data").mkdir()
    store = tmp_path / "data" / "backend-choices.json"
    store.write_text("{broken", encoding="utf-8")
    klass = model_class(XTX, "llama", 4 * 2**30)
    verdict = remember(klass, [Figure("vulkan", 1.0, 1.0, "gpu", "done")], "t", "m", store)
    assert verdict.winner == "vulkan"
    assert load(store).recall(klass).winner == "vulkan"  # type: ignore[union-attr]
    kept_aside = [p for p in store.parent.iterdir() if p != store]
    assert [p.read_text(encoding="utf-8") for p in kept_aside] == ["{broken"]


def test_the_store_lives_in_the_data_folder() -> None:
    assert choices_file().name == "backend-choices.json"
    assert load().entries == [] and load().problem is None  # a fresh HOME: nothing kept


def test_keys_and_classes() -> None:
    assert gpu_key(XTX) == "0000:03:00.0 gfx1100"  # not the name: names improve over time
    assert gpu_key(GpuInfo("luid:1", "AMD Radeon RX 7900 XTX", "amd")) == \
        "AMD Radeon RX 7900 XTX"  # Windows without a slot: the name
    assert [size_class(n * 2**30) for n in (1, 2, 8, 20, 40, 100)] == [
        "up to 1 GiB", "1-4 GiB", "4-10 GiB", "10-24 GiB", "24-64 GiB", "over 64 GiB"]
    assert ModelClass("g", "llama", "1-4 GiB", "one name").key == \
        ModelClass("g", "llama", "1-4 GiB", "another").key


def test_the_gpu_a_load_uses() -> None:
    apu = GpuInfo("drm:card0", "AMD Radeon 780M", "amd", "0000:c4:00.0", "gfx1103", True)
    dgpu = GpuInfo("drm:card1", "AMD Radeon RX 7600S", "amd", "0000:03:00.0", "gfx1102")
    assert gpu_for(-1, [apu, dgpu]) == dgpu  # the backends' own choice: the discrete card
    assert gpu_for(0, [apu, dgpu]) == apu
    assert gpu_for(5, [apu, dgpu]) is None
    assert gpu_for(-1, []) is None


def test_a_comparison_needs_two_gpu_backends() -> None:
    assert comparable(["vulkan", "rocm", "cpu"]) == ("vulkan", "rocm")
    assert comparable(["vulkan", "cpu"]) == ()
    assert comparable(["cpu", "vulkan"], kinds=("cpu", "vulkan")) == ("cpu", "vulkan")
