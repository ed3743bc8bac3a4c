"""The session plans every load itself: one plan, whoever asks (window, CLI, Models page)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from amdchat.config import Settings
from amdchat.fit.plan import LoadChoices, quick_report
from amdchat.model_memory import local_memory
from amdchat.plan.budget import Budget
from amdchat.plan.placement import AUTO_CONTEXT_CAP, CONTEXT_FLOOR, Offload
from amdchat.session.blocking import BlockingEngine
from amdchat.session.placing import decide, full_offload_params, unplanned_params
from amdchat.session.spec import ModelSpec, spec_from_settings
from tests.helpers.vulkan import vulkan_backend

MIB = 2**20


@pytest.mark.parametrize(("kv_type", "flash_attn"), [("f16", False), ("q8_0", True),
                                                     ("q4_0", True)])
def test_the_load_and_the_fit_column_plan_alike(model_path: Path, kv_type: str,
                                                flash_attn: bool) -> None:
    """The issue's 5-vs-10 case: the window's load once assumed an f16 KV cache while the
    Models page counted the user's. Now both ask one plan, with the KV type the user set."""
    memory = local_memory(model_path)
    n_ctx = 32768  # a long context, so that the KV cache decides how many layers fit
    kv_f16 = memory.kv_bytes(n_ctx)
    budget = Budget("test GPU", memory.compute_bytes(n_ctx) + sum(memory.layer_bytes) // 2
                    + kv_f16 // 4, "given")
    choices = LoadChoices(kv_type, flash_attn)
    page = quick_report(memory, n_ctx, budget, choices)
    spec = ModelSpec(model_path, backend="vulkan", n_ctx=n_ctx, kv_type=kv_type,
                     flash_attn=flash_attn, memory=memory)
    plan, params, notice = decide(spec, "vulkan", budget, 0, None)
    assert page.plan is not None
    assert (plan.n_gpu_layers, plan.n_cpu_moe) == (page.plan.n_gpu_layers, page.plan.n_cpu_moe)
    assert params.n_gpu_layers == plan.n_gpu_layers and params.type_k == kv_type
    assert 0 < plan.n_gpu_layers <= plan.n_layers and notice is not None
    assert "partly:" in str(notice.text)


def test_a_smaller_kv_cache_lets_more_layers_on(model_path: Path) -> None:
    memory = local_memory(model_path)
    budget = Budget("test GPU", memory.compute_bytes(32768) + sum(memory.layer_bytes) // 2
                    + memory.kv_bytes(32768) // 4, "given")
    f16 = quick_report(memory, 32768, budget, LoadChoices("f16", False))
    q4 = quick_report(memory, 32768, budget, LoadChoices("q4_0", True))
    assert f16.plan is not None and q4.plan is not None
    assert q4.plan.n_gpu_layers > f16.plan.n_gpu_layers


def test_a_manual_choice_that_cannot_fit_says_what_would(model_path: Path) -> None:
    memory = local_memory(model_path)
    budget = Budget("test GPU", 20 * MIB, "given")
    spec = ModelSpec(model_path, backend="vulkan", offload=Offload("all"), memory=memory)
    plan, params, notice = decide(spec, "vulkan", budget, 0, None)
    assert not plan.fits and params.n_gpu_layers == -1  # loaded as chosen
    assert notice is not None
    said = str(notice.text)
    assert "does not fit" in said and "Automatic would give:" in said


@pytest.mark.slow
def test_a_load_on_a_small_budget_splits_as_planned(model_path: Path) -> None:
    """For real, on lavapipe: the dry run's figures, the plan, then the load with them."""
    vulkan_backend()
    memory = local_memory(model_path)
    budget = Budget("lavapipe", sum(memory.layer_bytes) // 2, "given")
    notices: list[str] = []
    with BlockingEngine(budget=lambda spec: budget,
                        on_notice=lambda n: notices.append(str(n.text))) as engine:
        loaded = engine.load(ModelSpec(model_path, backend="vulkan", gpu_device=0, n_ctx=512),
                             timeout=600)
        plan = engine.session.plan
        assert plan is not None and plan.source == "dry_run"
        assert 0 < plan.n_gpu_layers < plan.n_layers
        assert loaded["n_gpu_layers"] == plan.n_gpu_layers
        gpu_mib = loaded["placement"]["model_mib"].get("Vulkan0", 0.0)
        assert abs(gpu_mib * MIB - plan.gpu.weights) <= 0.01 * plan.gpu.weights
        assert any("partly:" in n for n in notices)
        done = engine.chat([{"role": "user", "content": "Hi"}],
                           {"max_tokens": 2, "temperature": 0.0, "seed": 1})
        assert done["reply"].strip()


@pytest.mark.slow
def test_chat_json_reports_the_plan_fit_made(model_path: Path) -> None:
    """`chat --json` loads with the plan `fit --json` shows, for the same model and budget."""
    vulkan_backend()
    memory = local_memory(model_path)
    free_gib = f"{(sum(memory.layer_bytes) // 2 + 1024 * MIB) / 2**30:.3f}"
    common = ["--backend", "vulkan", "--gpu-device", "0", "--ctx", "512", "--vram-free",
              free_gib]
    fit = subprocess.run([sys.executable, "-m", "amdchat", "fit", str(model_path), *common,
                          "--json"], capture_output=True, text=True, timeout=300)
    assert fit.returncode == 0, fit.stderr
    chat = subprocess.run([sys.executable, "-m", "amdchat", "chat", "--model", str(model_path),
                           "--prompt", "Hi", "--max-tokens", "2", "--seed", "1", *common,
                           "--json"], capture_output=True, text=True, timeout=600)
    assert chat.returncode == 0, chat.stderr
    planned = json.loads(fit.stdout)["plan"]
    loaded = json.loads(chat.stdout.splitlines()[-1])
    assert 0 < planned["n_gpu_layers"] < planned["n_layers"]
    assert (loaded["n_gpu_layers"], loaded["n_cpu_moe"]) == (planned["n_gpu_layers"],
                                                            planned["n_cpu_moe"])
    assert loaded["plan"]["n_gpu_layers"] == planned["n_gpu_layers"]


def test_fit_json_of_a_moe_model_on_a_small_card(moe_model_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """`fit --json`: the plan keeps the experts of some layers in RAM, and says which."""
    from amdchat.cli import main

    memory = local_memory(moe_model_path)
    assert memory.is_moe and memory.n_expert == 16 and memory.n_expert_used == 2
    common = ["--ctx", "256", "--backend", "vulkan", "--gpu-margin", "0", "--estimate",
              "--json"]
    assert main(["fit", str(moe_model_path), "--vram-free", "64", *common]) == 0
    whole = json.loads(capsys.readouterr().out)
    assert whole["verdict"] == "full" and whole["params"]["n_cpu_moe"] == 0
    need = sum(whole["gpu"][k] for k in ("weights_bytes", "kv_bytes", "compute_bytes"))
    layer_experts = memory.expert_bytes[0]
    free = (need - 2.5 * layer_experts) / 2**30  # three layers' experts must leave
    assert main(["fit", str(moe_model_path), "--vram-free", f"{free:.6f}", *common]) == 0
    small = json.loads(capsys.readouterr().out)
    assert small["verdict"] == "experts" and small["params"]["n_cpu_moe"] == 3
    assert small["plan"]["host"]["experts_bytes"] == 3 * layer_experts
    assert [p[1] for p in small["params"]["tensor_overrides"]] == ["CPU"] * 3
    assert small["params"]["tensor_overrides"][0][0].startswith("blk\\.0\\.ffn_")
    assert "experts of 3 layers in system RAM" in small["message"]


def test_an_automatic_context_is_the_longest_that_fits(model_path: Path,
                                                      tmp_path: Path) -> None:
    """The Settings' automatic context reaches the session as None; the dry run measures
    at the longest the plan tries; the plan shortens it to what the budget holds."""
    memory = local_memory(model_path)
    settings = Settings.load(tmp_path / "settings.json")
    spec = spec_from_settings(model_path, settings, backend="vulkan", memory=memory)
    assert spec.n_ctx is None  # automatic is the default
    assert spec_from_settings(model_path, settings, n_ctx=2048).n_ctx == 2048  # a chat's own
    start = min(memory.context_train or AUTO_CONTEXT_CAP, AUTO_CONTEXT_CAP)
    assert full_offload_params(spec, "vulkan").n_ctx == start
    roomy = Budget("test GPU", 64 * 2**30, "given")
    plan, params, _ = decide(spec, "vulkan", roomy, 0, None)
    assert plan.n_ctx == params.n_ctx == start and not plan.context_reduced
    # room for every weight and the compute buffers, and a KV cache of about 6000 tokens
    at_start = decide(spec, "vulkan", roomy, 0, None)[0]
    tight = Budget("test GPU", at_start.gpu.total - memory.kv_bytes(start - 6000), "given")
    plan, params, notice = decide(spec, "vulkan", tight, 0, None)
    assert plan.context_reduced and plan.all_on_gpu
    assert CONTEXT_FLOOR <= plan.n_ctx < start and params.n_ctx == plan.n_ctx
    assert plan.gpu.total <= tight.free_bytes
    assert notice is not None and str(plan.n_ctx) in str(notice.text)
    manual = ModelSpec(model_path, backend="vulkan", n_ctx=start, memory=memory)
    kept = decide(manual, "vulkan", tight, 0, None)[0]  # a manual length is kept: layers go
    assert kept.n_ctx == start and not kept.all_on_gpu
    assert unplanned_params(manual, "vulkan").n_ctx == start


def test_an_automatic_context_on_the_cpu_backend_fits_system_ram(
        model_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    memory = local_memory(model_path)
    spec = ModelSpec(model_path, backend="cpu", n_ctx=None, memory=memory)
    roomy = unplanned_params(spec, "cpu")
    assert roomy.n_ctx == min(memory.context_train or AUTO_CONTEXT_CAP, AUTO_CONTEXT_CAP)
    ram = sum(memory.layer_bytes) + memory.host_only_bytes + memory.kv_bytes(5000) + 400 * MIB
    monkeypatch.setattr("amdchat.hardware.system_memory.available_ram", lambda: ram)
    assert CONTEXT_FLOOR <= unplanned_params(spec, "cpu").n_ctx < roomy.n_ctx


@pytest.mark.slow
def test_a_shortened_automatic_context_is_measured_again_before_the_load(
        model_path: Path) -> None:
    """For real, on lavapipe: llama.cpp's compute buffers do not follow the context (here
    smaller at 32768 tokens than at 16384), so the session dry-runs again where a first
    plan shortened the context, then at the floor, and the load allocates what the plan
    says, to the percent."""
    vulkan_backend()
    roomy = Budget("lavapipe", 64 * 2**30, "given")
    plans = {}
    for n_ctx in (None, CONTEXT_FLOOR):
        with BlockingEngine(budget=lambda spec: roomy) as engine:
            engine.load(ModelSpec(model_path, backend="vulkan", gpu_device=0, n_ctx=n_ctx),
                        timeout=600)
            plans[n_ctx] = engine.session.plan
    at_start, at_floor = plans[None], plans[CONTEXT_FLOOR]
    assert at_start is not None and at_floor is not None and not at_start.context_reduced
    assert at_floor.gpu.total < at_start.gpu.total  # the floor fits where the start does not
    tight = Budget("lavapipe", at_floor.gpu.total + MIB, "given")
    spec = ModelSpec(model_path, backend="vulkan", gpu_device=0, n_ctx=None)
    with BlockingEngine(budget=lambda spec: tight) as engine:
        loaded = engine.load(spec, timeout=600)
        plan = engine.session.plan
    assert plan is not None and plan.context_reduced and plan.source == "dry_run"
    assert plan.all_on_gpu and loaded["n_ctx"] == plan.n_ctx == CONTEXT_FLOOR
    placement = loaded["placement"]
    for part, planned in (("kv_mib", plan.gpu.kv), ("compute_mib", plan.gpu.compute)):
        on_gpu = placement[part].get("Vulkan0", 0.0) * MIB
        assert abs(on_gpu - planned) <= 0.01 * planned + MIB, (part, on_gpu, planned)


def test_the_picker_and_the_load_shorten_an_automatic_context_alike(model_path: Path
                                                                    ) -> None:
    memory = local_memory(model_path)
    start = min(memory.context_train or AUTO_CONTEXT_CAP, AUTO_CONTEXT_CAP)
    weights = sum(memory.layer_bytes) + memory.output_bytes
    budget = Budget("test GPU", weights + memory.compute_bytes(8192) + memory.kv_bytes(8192),
                    "given")
    page = quick_report(memory, None, budget, LoadChoices())
    spec = ModelSpec(model_path, backend="vulkan", n_ctx=None, memory=memory)
    plan = decide(spec, "vulkan", budget, 0, None)[0]
    assert page.plan is not None and page.plan.context_reduced and plan.context_reduced
    assert page.params.n_ctx == page.plan.n_ctx == plan.n_ctx
    assert CONTEXT_FLOOR <= plan.n_ctx < start and plan.all_on_gpu
    assert "context shortened to" in page.message


@pytest.mark.slow
def test_a_split_is_measured_before_the_load_and_never_overfills_the_budget(
        model_path: Path) -> None:
    """For real, on lavapipe (review #7): at 16,384 tokens a split's GPU compute buffer is
    14 MiB larger than a full offload's, which the first plan counts. A budget 2 MiB over
    that plan's figure: without measuring the split, the load would overfill it; the
    session dry-runs the split, plans again with its compute and loads fewer layers."""
    vulkan_backend()
    spec = ModelSpec(model_path, backend="vulkan", gpu_device=0, n_ctx=16384)
    with BlockingEngine() as engine:
        engine.start("vulkan", gpu_device=0)
        full = engine.dry_run(model_path, params=full_offload_params(spec, "vulkan", None),
                              timeout=600)
    whole, _, _ = decide(spec, "vulkan", Budget("lavapipe", 64 * 2**30, "given"), 0, full)
    half = whole.gpu.compute + (whole.gpu.total - whole.gpu.compute) // 2
    first, _, _ = decide(spec, "vulkan", Budget("lavapipe", half, "given"), 0, full)
    assert 0 < first.n_gpu_layers < first.n_layers
    budget = Budget("lavapipe", first.gpu.total + 2 * MIB, "given")
    unchecked, _, _ = decide(spec, "vulkan", budget, 0, full)
    assert unchecked.n_gpu_layers == first.n_gpu_layers  # the first plan alone would load it
    with BlockingEngine(budget=lambda spec: budget) as engine:
        loaded = engine.load(spec, timeout=600)
        plan = engine.session.plan
    assert plan is not None and plan.n_gpu_layers < first.n_gpu_layers
    assert loaded["n_gpu_layers"] == plan.n_gpu_layers
    placement = loaded["placement"]
    on_gpu = sum(placement[part].get("Vulkan0", 0.0)
                 for part in ("model_mib", "kv_mib", "compute_mib")) * MIB
    assert on_gpu <= budget.free_bytes, (on_gpu / MIB, budget.free_bytes / MIB)
    assert abs(on_gpu - plan.gpu.total) <= 0.01 * plan.gpu.total + MIB
