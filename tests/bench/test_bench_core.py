"""The benchmark's plain-data parts: which depths fit, the figures of a row, exports for
a spreadsheet or a forum post, and the kept history."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from amdchat.bench import BenchConfig
from amdchat.bench.export import to_csv, to_json, to_markdown
from amdchat.bench.history import append_history, history_file, load_history
from amdchat.bench.results import BackendResult, BenchReport, BenchRow, with_limits
from amdchat.bench.run import manifest_flags, plan_depths
from amdchat.engine.bench_op import BenchParams, summarize
from amdchat.session.blocking import BlockingEngine, EngineError
from amdchat.speed.expected import expected_generation
from tests.helpers.data import TREES as SYSFS
from tests.helpers.placements import XTX_FULL, loaded_event


def _report(**changes: object) -> BenchReport:
    rows = [BenchRow("pp512", "pp", 512, 0, 3, 1234.5, 10.25),
            BenchRow("tg128", "tg", 128, 0, 3, 85.0, 0.5)]
    vulkan = BackendResult("vulkan", device="Vulkan0",
                           device_description="AMD Radeon RX 7900 XTX (RADV NAVI31)",
                           driver="RADV · Mesa 24.2.8", runs_on="gpu", layers_on_gpu=19,
                           layers_total=19,
                           llama_cpp_python="0.3.36", build_flags=["-DGGML_VULKAN=on"],
                           rows=rows, finish_reason="done")
    rocm = BackendResult("rocm", finish_reason="failed", error="The rocm | backend failed")
    report = BenchReport("2026-11-30T12:00:00", "gemma.gguf", 253_000_000, "Q4_K_M",
                         512, 128, [0, 4096], 3, [vulkan, rocm])
    for name, value in changes.items():
        setattr(report, name, value)
    return report


def test_depths_beyond_the_models_context_are_skipped_and_said() -> None:
    plan = plan_depths(BenchConfig(Path("m.gguf"), depths=(0, 4096, 8192)), 8192)
    assert plan.depths == [0, 4096]
    assert plan.skipped == ["pp512 at depth 8192: the model's context is 8192 tokens",
                            "tg128 at depth 8192: the model's context is 8192 tokens"]
    assert plan.n_ctx >= 4096 + 512 and plan.n_ctx % 256 == 0
    unknown = plan_depths(BenchConfig(Path("m.gguf"), depths=(0, 8192)), None)
    assert unknown.depths == [0, 8192] and not unknown.skipped


def test_a_row_is_the_mean_and_spread_of_each_reps_speed() -> None:
    row = summarize("tg", 100, 0, [1_000_000_000, 500_000_000])  # 100 and 200 tok/s
    assert (row["test"], row["reps"], row["mean_tps"]) == ("tg100", 2, 150.0)
    assert abs(row["stddev_tps"] - 70.711) < 0.001
    assert summarize("pp", 8, 0, [1_000_000])["stddev_tps"] == 0.0  # one rep: no spread


def test_request_params_are_cleaned() -> None:
    params = BenchParams.from_request({"pp": 64, "tg": 0, "depths": [256, 0, 256], "reps": 0})
    assert params.depths == (0, 256) and params.reps == 1
    assert params.tests() == [("pp", 64, 0), ("pp", 64, 256)]


def test_markdown_is_a_table_a_forum_renders() -> None:
    text = to_markdown(_report(finish_reason="cancelled"))
    lines = text.splitlines()
    header = lines.index("| backend | device | driver | runs on | layers on GPU | test | depth "
                         "| t/s | of limit |")
    assert lines[header + 2] == ("| vulkan | AMD Radeon RX 7900 XTX (RADV NAVI31) | "
                                 "RADV · Mesa 24.2.8 | gpu | 19/19 | pp512 | 0 | "
                                 "1234.50 ± 10.25 | — |")
    assert lines[header + 1].count("|") == lines[header].count("|")
    assert "rocm failed: The rocm \\| backend failed" in text  # a | does not break the table
    assert "Cancelled before the end" in text


def test_csv_and_json_carry_every_row() -> None:
    report = _report()
    rows = list(csv.DictReader(io.StringIO(to_csv(report))))
    assert [(r["backend"], r["test"], r["mean_tps"]) for r in rows] == [
        ("vulkan", "pp512", "1234.50"), ("vulkan", "tg128", "85.00")]
    assert rows[0]["build_flags"] == "-DGGML_VULKAN=on" and rows[0]["model"] == "gemma.gguf"
    assert rows[0]["driver"] == "RADV · Mesa 24.2.8"
    assert BenchReport.from_dict(json.loads(to_json(report))) == report


def _no_cpu() -> float | None:
    raise AssertionError("a full offload does not read system memory")


def test_tg_rows_give_the_share_of_the_limit_reached() -> None:
    """The recorded 7900 XTX load: each tg row against the limit at its own depth; pp rows,
    and rows of a card the table lacks, say '—'."""
    report = _report(depths=[0, 4096])
    vulkan = report.backends[0]
    vulkan.rows.append(BenchRow("tg128", "tg", 128, 4096, 3, 80.0, 0.5))
    loaded = loaded_event(XTX_FULL)
    with_limits(vulkan, loaded, root=SYSFS / "rdna3-rx7900xtx", cpu_gbs=_no_cpu)
    pp, tg0, tg4096 = vulkan.rows
    shallow = expected_generation(loaded, 64, root=SYSFS / "rdna3-rx7900xtx", cpu_gbs=_no_cpu)
    assert shallow is not None and tg0.limit_tps == pytest.approx(shallow.limit_tps, abs=0.01)
    assert tg4096.limit_tps is not None and tg4096.limit_tps < tg0.limit_tps  # more KV read
    assert pp.limit_tps is None and pp.of_limit_text() == "—"
    assert tg0.of_limit_text() == f"{100 * 85.0 / tg0.limit_tps:.0f} %"
    assert "AMD Radeon RX 7900 XTX, 960 GB/s" in vulkan.limit_basis
    markdown = to_markdown(report)
    assert f"| tg128 | 0 | 85.00 ± 0.50 | {tg0.of_limit_text()} |" in markdown
    assert "AMD Radeon RX 7900 XTX, 960 GB/s" in markdown
    rows = list(csv.DictReader(io.StringIO(to_csv(report))))
    assert [r["of_limit"] for r in rows] == ["—", tg0.of_limit_text(), tg4096.of_limit_text()]
    assert BenchReport.from_dict(json.loads(to_json(report))) == report  # kept as is
    # a card the table does not know (no sysfs, an unknown name): no share, never a guess
    unknown = BackendResult("vulkan", rows=[BenchRow("tg128", "tg", 128, 0, 3, 20.0, 0.1)])
    odd = loaded_event([line.replace("AMD Radeon RX 7900 XTX", "Mystery GPU 9000")
                        .replace("(0000:0b:00.0) ", "") for line in XTX_FULL])
    with_limits(unknown, odd, root=SYSFS / "no-gpu-24g", cpu_gbs=_no_cpu)
    assert unknown.rows[0].limit_tps is None and unknown.rows[0].of_limit_text() == "—"


def test_history_keeps_runs_and_moves_a_corrupt_file_aside() -> None:
    assert load_history() == []
    append_history(_report())
    append_history(_report(model="other.gguf"))
    assert [r.model for r in load_history()] == ["gemma.gguf", "other.gguf"]
    history_file().write_text("{not json", encoding="utf-8")
    assert load_history() == []
    kept = [p for p in history_file().parent.iterdir() if ".corrupt-" in p.name]
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "{not json"
    append_history(_report())
    assert len(load_history()) == 1


def test_history_kept_before_drivers_were_recorded_still_loads() -> None:
    """A history file written before the driver was kept: its runs load, driver unknown."""
    older = _report().as_dict()
    for backend in older["backends"]:
        del backend["driver"]
    history_file().parent.mkdir(parents=True, exist_ok=True)
    history_file().write_text(json.dumps({"version": 1, "runs": [older]}), encoding="utf-8")
    [kept] = load_history()
    assert [b.driver for b in kept.backends] == ["", ""]
    assert kept.backends[0].rows == _report().backends[0].rows
    append_history(_report())  # and a new run with its driver goes beside it
    assert [b.driver for r in load_history() for b in r.backends][::2] == [
        "", "RADV · Mesa 24.2.8"]


def test_build_flags_leave_out_local_paths(tmp_path: Path) -> None:
    (tmp_path / "manifest.json").write_text(json.dumps({
        "backend": "rocm", "cmake_args": ["-DGGML_HIP=on", "-DCMAKE_PREFIX_PATH=/home/ann/x"],
        "gpu_targets": "gfx1100"}), encoding="utf-8")
    assert manifest_flags(tmp_path) == ["-DGGML_HIP=on", "GPU_TARGETS=gfx1100"]
    assert manifest_flags(tmp_path / "missing") == []


def test_a_bench_without_a_model_says_so() -> None:
    with BlockingEngine() as engine, pytest.raises(EngineError) as raised:
        engine.bench({"pp": 8, "tg": 4, "depths": [0], "reps": 1}, timeout=10)
    assert raised.value.kind == "no_model" and "No model is loaded" in str(raised.value)
