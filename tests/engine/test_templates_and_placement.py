"""Prompt formats and the reading of llama.cpp's log."""

from __future__ import annotations

from pathlib import Path

from amdchat.engine import templates
from amdchat.engine.placement import Placement, classify_load_error

DATA = Path(__file__).parent.parent / "data"
CHAT: list[templates.Message] = [
    {"role": "system", "content": "Be brief."},
    {"role": "user", "content": "Hi"},
    {"role": "assistant", "content": "Hello!"},
    {"role": "user", "content": "Bye"},
]


def test_gemma_folds_the_system_prompt_into_the_first_turn() -> None:
    prompt = templates.render(CHAT, "auto", architecture="gemma3")
    assert prompt.template == "gemma"
    assert prompt.text == ("<start_of_turn>user\nBe brief.\n\nHi<end_of_turn>\n"
                           "<start_of_turn>model\nHello!<end_of_turn>\n"
                           "<start_of_turn>user\nBye<end_of_turn>\n<start_of_turn>model\n")
    assert "<end_of_turn>" in prompt.stop


def test_architecture_picks_the_format_and_the_user_can_override() -> None:
    assert templates.render(CHAT, "auto", architecture="qwen2").template == "chatml"
    assert templates.render(CHAT, "auto", architecture="llama").text.endswith(
        "<|start_header_id|>assistant<|end_header_id|>\n\n")
    assert templates.render(CHAT, "phi3", architecture="gemma3").template == "phi3"
    assert templates.render(CHAT, "auto", architecture="never-heard-of-it").template == "chatml"


def test_the_models_own_jinja_template_wins() -> None:
    source = ("{{ bos_token }}{% for m in messages %}[{{ m.role }}]{{ m.content }}{{ eos_token }}"
              "{% endfor %}{% if add_generation_prompt %}[assistant]{% endif %}")
    prompt = templates.render(CHAT, "auto", architecture="llama", jinja_template=source,
                              bos_token="<s>", eos_token="</s>")
    assert prompt.template == "model"
    assert prompt.text == ("<s>[system]Be brief.</s>[user]Hi</s>[assistant]Hello!</s>"
                           "[user]Bye</s>[assistant]")
    assert prompt.stop == ("</s>",)


def test_cpu_load_log_says_cpu() -> None:
    placement = Placement()
    for line in (DATA / "llama-log-cpu-gemma3.txt").read_text().splitlines():
        placement.feed(line)
    assert placement.runs_on() == "cpu"
    assert placement.model_mib["CPU"] > 200
    assert placement.kv_mib.get("CPU", 0) > 0


def test_gpu_claim_without_gpu_buffers_is_cpu() -> None:
    """llama.cpp prints 'offloaded 19/19' from the request even when nothing moved."""
    placement = Placement()
    for line in ("load_tensors: offloading 18 repeating layers to GPU",
                 "load_tensors: offloaded 19/19 layers to GPU",
                 "load_tensors:   CPU_Mapped model buffer size =   241.41 MiB"):
        placement.feed(line)
    assert placement.layers_offloaded == 19
    assert placement.runs_on() == "cpu"


def test_vulkan_buffers_mean_gpu() -> None:
    placement = Placement()
    for line in (
        "load_tensors: offloaded 33/33 layers to GPU",
        "llama_model_load_from_file_impl: using device Vulkan0 (AMD Radeon RX 7900 XTX "
        "(RADV NAVI31)) (0000:03:00.0) - 24176 MiB free",
        "load_tensors:      Vulkan0 model buffer size =  4168.09 MiB",
        "load_tensors:   CPU_Mapped model buffer size =   281.81 MiB",
        "llama_kv_cache:    Vulkan0 KV buffer size =   512.00 MiB",
        "llama_context:    Vulkan0 compute buffer size =   300.01 MiB",
        "llama_context: Vulkan_Host compute buffer size =    16.01 MiB",
    ):
        placement.feed(line)
    assert placement.runs_on() == "gpu"
    assert placement.main_device() == "Vulkan0"
    assert placement.gpu_devices["Vulkan0"].startswith("AMD Radeon RX 7900 XTX")
    assert placement.as_dict()["pci_slot"] == "0000:03:00.0"  # to find it in the GPU monitor
    assert placement.compute_mib == {"Vulkan0": 300.01, "CPU": 16.01}


def test_partial_offload() -> None:
    placement = Placement()
    placement.feed("load_tensors: offloaded 14/33 layers to GPU")
    placement.feed("load_tensors:        ROCm0 model buffer size =  2000.00 MiB")
    placement.feed("load_tensors:   CPU_Mapped model buffer size =  2500.00 MiB")
    assert placement.runs_on() == "partial"


def test_load_errors_are_classified() -> None:
    log = "llama_model_load: error loading model: unknown model architecture: 'mamba9'\n"
    assert classify_load_error(log) == ("unknown_architecture", "mamba9")
    assert classify_load_error("ggml_vulkan: Device memory allocation of size 1 failed.\n"
                               "ErrorOutOfDeviceMemory")[0] == "out_of_memory"
    assert classify_load_error("something else") == ("", "")


def test_llvmpipe_is_named_whole_and_counted_as_cpu() -> None:
    """Mesa's llvmpipe has parentheses in its name and no PCI id: the name must come out
    whole (it came out as 'llvmpipe (LLVM 15.0.6, 256 bits)) (unknown id'), and weights
    on it run on the CPU, whatever the Vulkan buffer names say."""
    placement = Placement()
    for line in (
        "load_tensors: offloaded 19/19 layers to GPU",
        "llama_model_load_from_file_impl: using device Vulkan0 (llvmpipe (LLVM 15.0.6, "
        "256 bits)) (unknown id) - 15987 MiB free",
        "load_tensors:      Vulkan0 model buffer size =    65.08 MiB",
        "load_tensors:   CPU_Mapped model buffer size =   170.00 MiB",
    ):
        placement.feed(line)
    assert placement.gpu_devices["Vulkan0"] == "llvmpipe (LLVM 15.0.6, 256 bits)"
    assert placement.pci_slots == {}
    assert placement.runs_on() == "cpu"
    placed = placement.as_dict()
    assert placed["device_description"] == "llvmpipe (LLVM 15.0.6, 256 bits)"
    assert placed["cpu_emulated"] is True


def test_a_real_gpu_with_parentheses_keeps_its_pci_slot() -> None:
    placement = Placement()
    placement.feed("llama_model_load_from_file_impl: using device Vulkan0 (AMD Radeon "
                   "Graphics (RADV GFX1103_R1)) (0000:c4:00.0) - 7000 MiB free")
    placement.feed("load_tensors:      Vulkan0 model buffer size =    65.08 MiB")
    assert placement.gpu_devices["Vulkan0"] == "AMD Radeon Graphics (RADV GFX1103_R1)"
    assert placement.pci_slots["Vulkan0"] == "0000:c4:00.0"
    assert placement.runs_on() == "partial"
    assert placement.as_dict()["cpu_emulated"] is False


def test_cpu_emulated_vulkan_devices_count_as_cpu_in_the_device_list() -> None:
    from amdchat.backends.registry import sees_gpu
    from amdchat.engine.devices import _device_type

    assert _device_type(1, "llvmpipe (LLVM 15.0.6, 256 bits)") == "cpu"
    assert _device_type(1, "SwiftShader Device (Subzero)") == "cpu"
    assert _device_type(1, "AMD Radeon RX 7900 XTX (RADV NAVI31)") == "gpu"
    assert _device_type(2, "AMD Radeon 780M (RADV GFX1103_R1)") == "igpu"
    assert not sees_gpu([{"type": _device_type(1, "llvmpipe (LLVM 15.0.6, 256 bits)")}])
