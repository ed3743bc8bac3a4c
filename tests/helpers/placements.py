"""Recorded llama.cpp log lines of whole, partial and lavapipe loads, and the worker's
'loaded' event built from them."""

from __future__ import annotations

from amdchat.engine.placement import Placement

# Recorded llama.cpp log lines of full, partial and lavapipe loads.
XTX_FULL = (
    "load_tensors: offloaded 33/33 layers to GPU",
    "llama_model_load_from_file_impl: using device Vulkan0 (AMD Radeon RX 7900 XTX "
    "(RADV NAVI31)) (0000:0b:00.0) - 24176 MiB free",
    "load_tensors:      Vulkan0 model buffer size =  4168.09 MiB",
    "load_tensors:   CPU_Mapped model buffer size =   281.81 MiB",
    "llama_kv_cache:    Vulkan0 KV buffer size =   512.00 MiB",
)
ROCM_PARTIAL = (
    "load_tensors: offloaded 14/33 layers to GPU",
    "llama_model_load_from_file_impl: using device ROCm0 (AMD Radeon RX 7900 XTX) - 2000 MiB free",
    "load_tensors:        ROCm0 model buffer size =  2000.00 MiB",
    "load_tensors:   CPU_Mapped model buffer size =  2500.00 MiB",
    "llama_kv_cache:      ROCm0 KV buffer size =   200.00 MiB",
    "llama_kv_cache:        CPU KV buffer size =   300.00 MiB",
)
LAVAPIPE = (
    "load_tensors: offloaded 19/19 layers to GPU",
    "llama_model_load_from_file_impl: using device Vulkan0 (llvmpipe (LLVM 15.0.6, 256 bits))"
    " - 7926 MiB free",
    "load_tensors:      Vulkan0 model buffer size =   65.00 MiB",
    "load_tensors:   CPU_Mapped model buffer size =   170.00 MiB",
)


def loaded_event(lines: tuple[str, ...] | list[str], n_ctx: int = 4096,
                 logits_on_host: bool = False) -> dict[str, object]:
    placement = Placement(logits_on_host=logits_on_host)
    for line in lines:
        placement.feed(line)
    return {"placement": placement.as_dict(), "n_ctx": n_ctx}
